#!/bin/sh
# `make trixie-check`: goldens that travel (issue 42). The golden set (scripts/golden-set.sh)
# rendered by the release build on this machine (Debian 12) and by the .deb installed as
# docs/guides/install.md says (`apt-get update`, then `apt-get install ./stretchy_….deb`) in a
# fresh Debian 13 root must be the same bytes, file for file: Debian 13's FreeType, HarfBuzz,
# libpng, zlib, lcms2 and fonts are other versions, stretchy's own fonts are not.
# The root is mmdebstrap's apt variant of trixie from the Debian archive this machine's apt uses.
# Usage: sh scripts/trixie-check.sh DEB BINARY   (as root; needs mmdebstrap)
set -eu
deb=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
bin=$2
cd "$(dirname "$0")/.."
. scripts/fresh-root.sh

root=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-trixie-root.XXXXXX")
here=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-trixie-here.XXXXXX")
trap 'fresh_root_remove "$root"; rm -rf "$here"' EXIT
trap 'exit 130' INT
trap 'exit 143' TERM
rmdir "$root"
started=$(date +%s)
fresh_root_make "$root" trixie
echo "trixie-check: the root took $(($(date +%s) - started)) s"

started=$(date +%s)
mkdir -p "$root/tmp/deb"
cp "$deb" "$root/tmp/deb/"
cp scripts/golden-set.sh "$root/tmp/"
export FRESH_ROOT_ENV=DEBIAN_FRONTEND=noninteractive
fresh_root_run "$root" sh -eu -c '
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends ./tmp/deb/*.deb > /tmp/apt.log 2>&1 ||
        { cat /tmp/apt.log >&2; echo "trixie-check: apt-get install of the package failed" >&2; exit 1; }
    sh /tmp/golden-set.sh stretchy /tmp/golden
'
echo "trixie-check: install and render in Debian 13 took $(($(date +%s) - started)) s"
sh scripts/golden-set.sh "$bin" "$here"

# Every file of either side, compared byte for byte.
differ=$( (cd "$here" && find . -type f; cd "$root/tmp/golden" && find . -type f) | sort -u |
    while read -r file; do cmp -s "$here/$file" "$root/tmp/golden/$file" || echo "$file"; done)
count=$(cd "$here" && find . -type f | wc -l)
[ -z "$differ" ] || { printf 'trixie-check: differ between Debian 12 and 13:\n%s\n' "$differ" >&2; exit 1; }
echo "trixie-check: $count files, the same bytes on Debian 12 and Debian 13"
