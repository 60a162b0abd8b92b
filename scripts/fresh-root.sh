# shellcheck shell=sh
# A fresh Debian root, for the checks that must not see what the build machine has installed
# (scripts/fresh-root-check.sh, scripts/deb-test.sh, scripts/trixie-check.sh). Sourced, not run:
# it defines
#
#   fresh_root_make DIR SUITE [PACKAGE...]
#                                      mmdebstrap's apt variant of SUITE (bookworm: Debian 12,
#                                      trixie: Debian 13) into DIR (a new folder), plus the
#                                      PACKAGEs. The machine's own suite comes from the Debian
#                                      sources this machine's apt is configured with and nothing
#                                      else; another suite from the same Debian archive.
#   fresh_root_run DIR COMMAND...      COMMAND as root inside DIR, with a clean environment.
#   fresh_root_remove DIR              removes DIR, never crossing into another file system.
#
# Why unshare and chroot, not podman or systemd-nspawn: both come with Debian, need no daemon, no
# image and no registry, and the mounts a run needs (/proc, /dev, /dev/shm, /sys, the toolchain)
# live in a mount namespace of its own that the kernel discards when the run ends, however it
# ends (even kill -9): nothing is ever left mounted on the host. The run also has its own PID
# namespace, so every process it starts dies with it.
#
# FRESH_ROOT_BIND, when set, is a host folder bound read-only at the same path inside (the Swift
# toolchain: `$FRESH_ROOT_BIND/usr/bin` is put first on PATH). FRESH_ROOT_ENV adds NAME=VALUE
# words to the environment of the command (CI=true).

# The machine's own apt sources, as files mmdebstrap pastes into the root's sources.list: the root
# sees exactly the archive (and snapshot, updates, security) this machine installs from, and no
# host name is written down here.
fresh_root_sources() {
    for file in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
        [ -s "$file" ] && grep -qv '^[[:space:]]*\(#\|$\)' "$file" && printf '%s\n' "$file"
    done
    return 0
}

# This machine's Debian archive (deb822 `URIs:` or a one-line `deb URI suite …`), for another suite.
fresh_root_archive() {
    sed -n -e 's|^URIs:[[:space:]]*\([^[:space:]]*/debian\)/*$|\1|p' \
        -e 's|^deb[[:space:]]\{1,\}\(\[[^]]*\][[:space:]]\{1,\}\)\{0,1\}\([^[:space:]]*/debian\)/*[[:space:]].*|\2|p' \
        /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null | head -n 1
}

fresh_root_make() {
    root=$1 suite=$2 archive=
    shift 2
    if [ "$suite" = "$(. /etc/os-release && echo "$VERSION_CODENAME")" ]; then
        sources=$(fresh_root_sources)
        [ -n "$sources" ] || { echo "fresh-root: this machine has no apt sources to copy" >&2; return 1; }
    else
        archive=$(fresh_root_archive)
        [ -n "$archive" ] || { echo "fresh-root: no Debian archive in this machine's apt sources" >&2; return 1; }
        sources="deb $archive $suite main"
    fi
    # debian-archive-keyring: the sources' Signed-By keyring, so apt works inside afterwards.
    include=$(printf '%s,' debian-archive-keyring "$@")
    if [ -n "${archive:-}" ]; then
        mmdebstrap --quiet --variant=apt --include="${include%,}" "$suite" "$root" "$sources"
    else
        # shellcheck disable=SC2086
        mmdebstrap --quiet --variant=apt --include="${include%,}" "$suite" "$root" $sources
    fi
    # The host's resolver, for apt inside (make test installs its PACKAGES there).
    cp /etc/resolv.conf "$root/etc/resolv.conf"
}

fresh_root_run() {
    root=$1
    shift
    unshare --mount --pid --fork --kill-child --propagation private -- \
        sh -eu -c '
            root=$1 bind=$2 env=$3
            shift 3
            mount -t proc proc "$root/proc"
            mount --rbind /dev "$root/dev"
            mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs "$root/dev/shm"
            mount --rbind /sys "$root/sys"
            mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs "$root/run"
            path=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin
            if [ -n "$bind" ]; then
                mkdir -p "$root$bind"
                mount --bind "$bind" "$root$bind"
                mount -o remount,bind,ro "$root$bind"
                path=$bind/usr/bin:$path
            fi
            # shellcheck disable=SC2086
            exec chroot "$root" /usr/bin/env -i PATH="$path" HOME=/root LANG=C.UTF-8 TERM=dumb $env "$@"
        ' sh "$root" "${FRESH_ROOT_BIND:-}" "${FRESH_ROOT_ENV:-}" "$@"
}

fresh_root_remove() {
    [ -d "$1" ] && rm -rf --one-file-system "$1"
    return 0
}
