#!/bin/sh
# `make deb`: stretchy_<version>_amd64.deb from the release binary (SPEC §8): the binary, the
# images it draws with, a man page and bash, zsh and fish completions that the binary writes from
# its own command declarations (`--generate-manual`, `--generate-completion-script`), and
# `Depends` computed by dpkg-shlibdeps from the libraries the binary links, plus those it opens
# itself for `render --gif` and `--webp` and the fonts it draws with (no linker sees either).
# libheif is opened only for a HEIF header, so it is recommended, not required, and so are
# man-db and bash-completion, without which `man stretchy` and the completions do nothing. The
# guides and the example scenes go to /usr/share/doc/stretchy. Inter and Noto Color Emoji are
# stretchy's own files (/usr/share/stretchy/fonts, SPEC §1 "Fonts"), not Depends.
# Usage: sh scripts/deb.sh VERSION BINARY OUTDIR   → OUTDIR/stretchy_VERSION_amd64.deb
set -eu
version=$1 bin=$2 out=$3
[ -x "$bin" ] || { echo "deb: no binary at $bin (make build)" >&2; exit 1; }
cd "$(dirname "$0")/.."
# fontconfig itself (fc-cache and its dpkg trigger), which libfontconfig1 only recommends: without
# it no system font cache is built, and every run on a read-only root (a container) scans the
# fonts again and prints "Fontconfig error: No writable cache directories".
FONTS="fontconfig, fonts-noto-cjk, fonts-noto-core, fonts-dejavu-core"
arch=$(dpkg --print-architecture)
stage=$(mktemp -d)
chmod 755 "$stage"  # the package's ./, which dpkg compares with /
trap 'rm -rf "$stage"' EXIT

install -d "$stage/DEBIAN" "$stage/usr/bin" "$stage/usr/share/stretchy" "$stage/usr/share/man/man1" \
    "$stage/usr/share/bash-completion/completions" "$stage/usr/share/zsh/vendor-completions" \
    "$stage/usr/share/fish/vendor_completions.d" "$stage/usr/share/doc/stretchy"
# What `make install` installs, under /usr.
make -s install DESTDIR="$stage" PREFIX=/usr > /dev/null
"$stage/usr/bin/stretchy" --generate-manual | gzip -9n > "$stage/usr/share/man/man1/stretchy.1.gz"
"$stage/usr/bin/stretchy" --generate-completion-script bash > "$stage/usr/share/bash-completion/completions/stretchy"
"$stage/usr/bin/stretchy" --generate-completion-script zsh > "$stage/usr/share/zsh/vendor-completions/_stretchy"
"$stage/usr/bin/stretchy" --generate-completion-script fish > "$stage/usr/share/fish/vendor_completions.d/stretchy.fish"
cp LICENSE "$stage/usr/share/doc/stretchy/copyright"
install -d "$stage/usr/share/doc/stretchy/guides" "$stage/usr/share/doc/stretchy/examples/effects"
install -m 644 docs/guides/*.md "$stage/usr/share/doc/stretchy/guides/"
install -m 644 Resources/examples/*.json Resources/examples/*.jpg Resources/examples/README.md \
    "$stage/usr/share/doc/stretchy/examples/"
install -m 644 Resources/examples/effects/*.json "$stage/usr/share/doc/stretchy/examples/effects/"

# dpkg-shlibdeps reads a source package's debian/control; a minimal one in a scratch folder.
mkdir -p "$stage.src/debian"
printf 'Source: stretchy\n\nPackage: stretchy\nArchitecture: any\n' > "$stage.src/debian/control"
shlibs=$(cd "$stage.src" && dpkg-shlibdeps -O "$stage/usr/bin/stretchy" 2>/dev/null | sed -n 's/^shlibs:Depends=//p')
rm -rf "$stage.src"
[ -n "$shlibs" ] || { echo "deb: dpkg-shlibdeps found no libraries" >&2; exit 1; }
# The libraries the binary opens by soname when a GIF or WebP is first written (Codecs'
# LazyLibrary; SPEC §7), not linked so that other runs do not load them: required all the same,
# as GIF and WebP output are no optional extra, each as its package's shlibs file names it
# ("libgif 7 libgif7 (>= 5.2.1)"), which is what dpkg-shlibdeps writes for a linked library
# without a symbols file. Recommends would not do: apt-get --no-install-recommends, as CI
# installs the package (docs/guides/install.md), leaves them out. Their sonames are read from
# LazyLibrary's own list, so that the two cannot drift apart; libheif's is left to Recommends.
sonames=$(sed -n 's/.*= LazyLibrary("\(lib[^"]*\)".*/\1/p' Sources/3-Codecs/LazyLibrary.swift | grep -v '^libheif\.')
[ -n "$sonames" ] || { echo "deb: no soname found in Sources/3-Codecs/LazyLibrary.swift" >&2; exit 1; }
opened=""
for soname in $sonames; do
    dependency=$(sed -n "s/^${soname%.so.*} ${soname##*.so.} //p" /var/lib/dpkg/info/*.shlibs | head -n 1)
    [ -n "$dependency" ] || { echo "deb: no installed package's shlibs file names $soname" >&2; exit 1; }
    opened="$opened, $dependency"
done

size=$(du -k -s --exclude=DEBIAN "$stage" | cut -f1)
cat > "$stage/DEBIAN/control" <<CONTROL
Package: stretchy
Version: $version
Architecture: $arch
Maintainer: stretchy developers <stretchy@localhost>
Installed-Size: $size
Depends: $shlibs$opened, $FONTS
Recommends: libheif1, man-db, bash-completion
Section: graphics
Priority: optional
Description: renders an iOS stretchy-header scroll effect into PNG frames
 stretchy draws the classic UIKit effect of a header photo that stretches when the table is
 pulled down and a navigation bar that fades in as it scrolls up, pixel for pixel, into PNG
 frames and frames.json, and compares PNG frames pixel by pixel for tests in CI.
CONTROL
mkdir -p "$out"
# Every file dated by the commit, so the same commit makes the same package.
epoch=$(git log -1 --format=%ct 2>/dev/null || date +%s)
find "$stage" -exec touch -h -d "@$epoch" {} +
SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$stage" "$out/stretchy_${version}_$arch.deb" > /dev/null
echo "$out/stretchy_${version}_$arch.deb"
