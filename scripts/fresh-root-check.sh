#!/bin/sh
# README's two commands on a machine that has nothing but the Swift toolchain: CI's own machine
# may already have every package installed, so a green `make test` there can hide a package the
# Makefile forgets. This makes a fresh Debian 12 root (scripts/fresh-root.sh), adds only what
# swift.org's Debian 12 image installs for the toolchain (swiftlang/swift-docker,
# 6.3/debian/12/Dockerfile, less curl and gpg, which it uses only to download the toolchain)
# plus make, binds the toolchain in read-only, clones this repository's HEAD into it and runs
# `make run`, then `make test`, as README says. Each command's time is printed.
# Usage: sh scripts/fresh-root-check.sh   (as root; .ci/run runs it)
set -eu
cd "$(dirname "$0")/.."
. scripts/fresh-root.sh

# swiftlang/swift-docker 6.3/debian/12/Dockerfile's packages, then make.
SWIFT_PREREQUISITES="binutils libicu-dev libcurl4-openssl-dev libedit-dev libsqlite3-dev libncurses-dev libpython3-dev
libxml2-dev pkg-config uuid-dev tzdata git gcc libstdc++-12-dev"

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
fresh_root_make "$root" $SWIFT_PREREQUISITES make
echo "fresh-root-check: the root took $(($(date +%s) - started)) s"
git clone --quiet --no-hardlinks "$PWD" "$root/src/stretchy"

export FRESH_ROOT_BIND="$toolchain" FRESH_ROOT_ENV="CI=${CI:-true}"
for goal in run test; do
    started=$(date +%s)
    fresh_root_run "$root" sh -c "cd /src/stretchy && make $goal" ||
        { echo "fresh-root-check: 'make $goal' failed in a fresh Debian 12 root" >&2; exit 1; }
    echo "fresh-root-check: make $goal took $(($(date +%s) - started)) s"
done
