#!/bin/sh
# README's two commands on a machine that has nothing but the Swift toolchain: CI's own machine
# may already have every package installed, so a green `make test` there can hide a package the
# Makefile forgets. This makes a fresh Debian root of SUITE (scripts/fresh-root.sh: bookworm,
# Debian 12, or trixie, Debian 13), adds only what swift.org's image for that system installs for
# the toolchain, plus make, binds the toolchain in read-only, clones this repository's HEAD into it
# and runs `make run`, then `make test`, as README says. Each command's time is printed. After
# `make run`, the golden set (scripts/golden-set.sh) drawn by the binary it built must be the same
# bytes as drawn here by this tree's .build/release/stretchy (make build first).
#   Debian 12: swiftlang/swift-docker 6.3/debian/12/Dockerfile's packages, less curl and gpg, which
#     it uses only to download the toolchain.
#   Debian 13: swift.org has no Debian 13 image; its Ubuntu 24.04 one (6.3/ubuntu/24.04/Dockerfile)
#     is the same generation of Debian packages (the t64 names, libcurl4t64 among them) and has no
#     gcc, only GCC's libgcc-N-dev and libstdc++-N-dev; here with Debian 13's GCC, 14.
# Usage: sh scripts/fresh-root-check.sh SUITE   (as root; .ci/run runs it for trixie)
set -eu
cd "$(dirname "$0")/.."
. scripts/fresh-root.sh

suite=${1:-bookworm}
case $suite in
    bookworm)
        release="Debian 12"
        SWIFT_PREREQUISITES="binutils libicu-dev libcurl4-openssl-dev libedit-dev libsqlite3-dev libncurses-dev
libpython3-dev libxml2-dev pkg-config uuid-dev tzdata git gcc libstdc++-12-dev" ;;
    trixie)
        release="Debian 13"
        SWIFT_PREREQUISITES="binutils git libc6-dev libcurl4-openssl-dev libedit2 libgcc-14-dev libpython3-dev
libsqlite3-0 libstdc++-14-dev libxml2-dev libncurses-dev libz3-dev pkg-config tzdata zlib1g-dev" ;;
    *) echo "fresh-root-check: SUITE is bookworm or trixie, not '$suite'" >&2; exit 64 ;;
esac

swift=$(command -v "${SWIFT:-swift}") || { echo "fresh-root-check: no swift on PATH" >&2; exit 1; }
# The toolchain is the folder above usr/bin/swift (links resolved).
toolchain=$(cd "$(dirname "$(readlink -f "$swift")")/../.." && pwd)
sh scripts/ensure-packages.sh mmdebstrap

root=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-fresh-root.XXXXXX")
trap 'fresh_root_remove "$root"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
rmdir "$root"

started=$(date +%s)
# shellcheck disable=SC2086
fresh_root_make "$root" "$suite" $SWIFT_PREREQUISITES make
echo "fresh-root-check: the root took $(($(date +%s) - started)) s"
git clone --quiet --no-hardlinks "$PWD" "$root/src/stretchy"

export FRESH_ROOT_BIND="$toolchain" FRESH_ROOT_ENV="CI=${CI:-true}"
for goal in run test; do
    started=$(date +%s)
    fresh_root_run "$root" sh -c "cd /src/stretchy && make $goal" ||
        { echo "fresh-root-check: 'make $goal' failed in a fresh $release root" >&2; exit 1; }
    echo "fresh-root-check: $release: make $goal took $(($(date +%s) - started)) s"
    [ "$goal" = run ] || continue
    # Goldens that travel (issue 42): the golden set drawn by the binary built there is the same
    # bytes as drawn by this machine's build of the same commit.
    [ -x .build/release/stretchy ] || { echo "fresh-root-check: no .build/release/stretchy here (make build)" >&2; exit 1; }
    fresh_root_run "$root" sh /src/stretchy/scripts/golden-set.sh /src/stretchy/.build/release/stretchy /tmp/golden
    here=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-golden-here.XXXXXX")
    sh scripts/golden-set.sh .build/release/stretchy "$here"
    differ=$( (cd "$here" && find . -type f; cd "$root/tmp/golden" && find . -type f) | sort -u |
        while read -r file; do cmp -s "$here/$file" "$root/tmp/golden/$file" || echo "$file"; done)
    count=$(cd "$here" && find . -type f | wc -l)
    rm -rf "$here"
    [ -z "$differ" ] || { printf 'fresh-root-check: differ between here and %s from source:\n%s\n' "$release" "$differ" >&2; exit 1; }
    echo "fresh-root-check: $release from source: the golden set's $count files are this machine's bytes"
done
