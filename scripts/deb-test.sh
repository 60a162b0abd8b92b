#!/bin/sh
# `make deb-test`: the package on a Debian 12 machine that has never seen stretchy or its build.
# A fresh mmdebstrap root (scripts/fresh-root.sh: this machine's Debian sources, nothing else)
# gets the .deb with `apt-get install ./stretchy_….deb`, which must pull in every library and
# font it needs; there stretchy renders a frame and two renders it compares, `man stretchy`
# reads the page, bash completes from the installed script (an option, and `--device` a preset),
# the zsh and fish ones are where those shells look, and stretchy's own fonts, the guides and the
# example scenes are where the package puts them (an example renders). Then `dpkg -r stretchy` must remove every file the package installed.
# In the same root, each CI recipe of docs/guides/install.md runs its shell steps in order
# (scripts/recipe-steps.py), `curl` handing over the .deb instead of downloading it, against
# goldens the package rendered. Last, the Dockerfile is built with podman on a base image
# imported from a copy of the fresh root (no registry), and the image renders a frame.
# podman is used with chroot isolation (see below): this sandbox runs no OCI container.
# Usage: sh scripts/deb-test.sh DEB BINARY   (as root; needs mmdebstrap and podman; BINARY is this
# machine's build, whose golden set the container's must equal)
set -eu
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
bin=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
cd "$(dirname "$0")/.."
. scripts/fresh-root.sh

root=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-deb-root.XXXXXX")
image=localhost/stretchy-deb-test-$$
trap 'fresh_root_remove "$root"; rm -f "$root.tar" "$root.build.log" "$root.err"; podman rmi -f "$image" "$image-base" > /dev/null 2>&1 || true' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
rmdir "$root"
started=$(date +%s)
# man-db and bash-completion: the tools a user reads the page and completes with.
fresh_root_make "$root" bookworm man-db bash-completion
echo "deb-test: the root took $(($(date +%s) - started)) s"
# The container's base: the root as mmdebstrap made it, before anything is installed in it.
tar -C "$root" -c . > "$root.tar"
started=$(date +%s)
mkdir -p "$root/tmp/deb"
cp "$deb" "$root/tmp/deb/"
export FRESH_ROOT_ENV=DEBIAN_FRONTEND=noninteractive
fresh_root_run "$root" sh -eu -c '
    fail() { echo "deb-test: $*" >&2; exit 1; }
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends ./tmp/deb/*.deb > /tmp/apt.log 2>&1 ||
        { cat /tmp/apt.log >&2; fail "apt-get install of the package failed"; }
    dpkg -L stretchy | sort > /tmp/installed.list
    stretchy --version
    cd /tmp
    stretchy frame --offset -130 --output frame.png
    stretchy render --frames 0-3 --output-dir a --quiet
    stretchy render --frames 0-3 --output-dir b --quiet --jobs 1
    stretchy compare a b --report report --junit junit.xml || fail "two renders of the same frames differ"
    [ -s report/index.html ] && [ -s junit.xml ] || fail "compare wrote no report"
    # A render that differs: compare must find it (exit 1), or the check above proves nothing.
    stretchy render --frames 0-3 --output-dir c --quiet --title Other
    status=0
    stretchy compare a c > /dev/null 2>&1 || status=$?
    [ "$status" -eq 1 ] || fail "compare of different renders exited $status, not 1"
    MANPAGER=cat man stretchy 2>/dev/null | grep -qi "^MERGE-REPORTS" || fail "man stretchy shows no page"
    bash -c ". /usr/share/bash-completion/completions/stretchy
        COMP_WORDS=(stretchy render --comp); COMP_CWORD=2; _stretchy
        [ \"\${COMPREPLY[*]}\" = \"--compression\" ]" || fail "bash does not complete render --comp"
    [ -s /usr/share/zsh/vendor-completions/_stretchy ] || fail "no zsh completion"
    [ -s /usr/share/fish/vendor_completions.d/stretchy.fish ] || fail "no fish completion"
    bash -c ". /usr/share/bash-completion/completions/stretchy
        COMP_WORDS=(stretchy frame --device iphone-15-p); COMP_CWORD=3; _stretchy
        [ \"\${COMPREPLY[*]}\" = \"iphone-15-plus iphone-15-pro iphone-15-pro-max\" ]" || fail "bash does not complete --device"
    for file in stretchy/fonts/Inter-Regular.otf stretchy/fonts/Inter-SemiBold.otf stretchy/fonts/NotoColorEmoji.ttf \
        stretchy/fonts/Inter-OFL.txt doc/stretchy/guides/install.md doc/stretchy/examples/own-photo.json \
        doc/stretchy/examples/chelsea.jpg doc/stretchy/examples/effects/expo.json; do
        [ -s "/usr/share/$file" ] || fail "the package has no /usr/share/$file"
    done
    stretchy frame --scene /usr/share/doc/stretchy/examples/own-photo.json --offset -130 --output own.png
    stretchy render --output-dir /tmp/golden --quiet
    dpkg -r stretchy > /dev/null
    left=$(while read -r path; do [ -d "$path" ] || [ ! -e "$path" ] || echo "$path"; done < /tmp/installed.list)
    [ -z "$left" ] || fail "dpkg -r left these files: $left"
    [ ! -e /usr/share/stretchy ] || fail "dpkg -r left /usr/share/stretchy"
    hash -r; ! command -v stretchy > /dev/null || fail "dpkg -r left stretchy on PATH"
    echo "deb-test: installed $(wc -l < /tmp/installed.list) paths; rendered, compared, man, completions; removed"
'
echo "deb-test: install and checks took $(($(date +%s) - started)) s"

for recipe in github gitlab; do
    started=$(date +%s)
    python3 scripts/recipe-steps.py docs/guides/install.md $recipe > "$root/tmp/$recipe.sh"
    fresh_root_run "$root" sh -eu -c '
        fail() { echo "deb-test: the $0 recipe: $*" >&2; exit 1; }
        mkdir /tmp/$0 && cd /tmp/$0 && cp -r /tmp/golden golden
        # The download: the package under test, named as the recipe names it.
        curl() {
            for argument; do
                case $argument in
                    http*) [ -e "/tmp/deb/${argument##*/}" ] || fail "it downloads ${argument##*/}, not the package built"
                           cp "/tmp/deb/${argument##*/}" . ;;
                esac
            done
        }
        # GitHub names the job page'"'"'s summary file; the recipe appends compare'"'"'s summary to it.
        GITHUB_STEP_SUMMARY=/tmp/$0/step-summary.md
        . /tmp/$0.sh > /tmp/$0.log 2>&1 || { cat /tmp/$0.log >&2; fail "a step failed"; }
        [ -s report/index.html ] && [ -s report/junit.xml ] || fail "no report folder or JUnit"
        [ "$0" = gitlab ] || [ -s "$GITHUB_STEP_SUMMARY" ] || fail "no summary on the job page"
        grep -q "failures=\"0\"" report/junit.xml || fail "the JUnit XML has failures"
        dpkg -r stretchy > /dev/null
    ' "$recipe"
    echo "deb-test: the $recipe recipe took $(($(date +%s) - started)) s"
done

started=$(date +%s)
podman import --quiet - "$image-base" < "$root.tar" > /dev/null
context=$(mktemp -d)
mkdir "$context/out"
cp Dockerfile "$context/"
cp "$deb" "$context/out/"
# `--isolation chroot`: this sandbox's cgroups are in hybrid mode, which crun refuses, and it may
# not set the rlimits an OCI container asks for; chroot isolation runs the Dockerfile's RUN steps
# without an OCI runtime. For the same reason the image is checked by running its entry point in
# the image's own file system, mounted (`podman image mount`), as the fresh root's commands run
# (fresh_root_run: chroot with /proc, /dev and /sys mounted, as a container has them; a Swift
# binary reads its arguments from /proc/self/cmdline, so under a bare chroot it sees none): the
# files `docker run` would start, the ENTRYPOINT's `stretchy` among them.
podman build --isolation chroot --network host --build-arg BASE="$image-base" \
    --build-arg DEB="out/$(basename "$deb")" -t "$image" "$context" > "$root.build.log" 2>&1 ||
    { rm -rf "$context"; cat "$root.build.log" >&2; echo "deb-test: podman build failed" >&2; exit 1; }
rm -f "$root.build.log"
rm -rf "$context"
entry=$(podman image inspect --format '{{json .Config.Entrypoint}}' "$image")
[ "$entry" = '["stretchy"]' ] || { echo "deb-test: the image's entry point is $entry" >&2; exit 1; }
mounted=$(podman image mount "$image")
fresh_root_run "$mounted" stretchy --version
fresh_root_run "$mounted" stretchy frame --offset -130 --output - > "$root.png" 2> "$root.err" ||
    { podman image unmount "$image" > /dev/null; cat "$root.err" >&2; echo "deb-test: the image did not render a frame" >&2; exit 1; }
# Its root is read-only here: a frame that needed to write (a font cache) would say so on stderr.
[ ! -s "$root.err" ] ||
    { podman image unmount "$image" > /dev/null; cat "$root.err" >&2; echo "deb-test: the image's frame wrote to stderr" >&2; exit 1; }
rm -f "$root.err"
# Goldens that travel (issue 42): the golden set (scripts/golden-set.sh) drawn in the container is
# the bytes this machine's build draws. The image's root is read-only here, so the set is drawn
# into the run's own /run (a tmpfs) and carried out as a tar stream.
script=$(cat scripts/golden-set.sh)
golden=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-golden-container.XXXXXX")
here=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-golden-here.XXXXXX")
fresh_root_run "$mounted" sh -c "$script"' && tar -C /run/golden -cf - .' sh stretchy /run/golden |
    tar -C "$golden" -xf - ||
    { podman image unmount "$image" > /dev/null; rm -rf "$golden" "$here"; echo "deb-test: the image did not render the golden set" >&2; exit 1; }
podman image unmount "$image" > /dev/null
[ "$(head -c 8 "$root.png" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] ||
    { rm -rf "$golden" "$here"; echo "deb-test: the image wrote no PNG" >&2; exit 1; }
rm -f "$root.png"
sh scripts/golden-set.sh "$bin" "$here"
differ=$( (cd "$here" && find . -type f; cd "$golden" && find . -type f) | sort -u |
    while read -r file; do cmp -s "$here/$file" "$golden/$file" || echo "$file"; done)
count=$(cd "$here" && find . -type f | wc -l)
rm -rf "$golden" "$here"
[ -z "$differ" ] || { printf 'deb-test: differ between here and the container:\n%s\n' "$differ" >&2; exit 1; }
echo "deb-test: the container draws the golden set's $count files as this machine does"
echo "deb-test: the container took $(($(date +%s) - started)) s"
