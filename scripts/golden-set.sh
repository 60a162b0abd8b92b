#!/bin/sh
# The golden set of issue 42 (goldens that travel), rendered by STRETCHY into OUT: the default
# animation's frames and its APNG, and one frame each of a CJK, an Arabic, an emoji and a Thai
# title, a dark iphone-15 and a header effect. scripts/trixie-check.sh renders it on this machine
# and in a fresh Debian 13 root from the .deb, and compares the two byte for byte.
# Usage: sh scripts/golden-set.sh STRETCHY OUT
set -eu
stretchy=$1 out=$2
mkdir -p "$out"
"$stretchy" render --output-dir "$out/default" --apng "$out/default-apng.png" --quiet
# frames.json records the environment (other library versions), not pixels: not compared.
rm "$out/default/frames.json"
frame() {
    name=$1 offset=$2
    shift 2
    "$stretchy" frame --offset "$offset" --output "$out/$name.png" "$@"
}
frame cjk -130 --title '标题 漢字'
frame arabic -130 --title 'مرحبا بالعالم'
frame emoji -130 --title '☕ Trip 🎉'
frame thai -130 --title 'ผลไม้ नमस्ते'
frame dark-iphone-15 -300 --device iphone-15 --appearance dark
frame effect -260 --effect flutter-blur
