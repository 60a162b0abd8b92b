#!/bin/sh
# The pictures in docs/images/ and the command that draws each: the one list behind `make docs`,
# which writes them, and `make test`, which fails when one is stale. stretchy writes the same
# bytes for the same input, binary and fonts, so a picture is stale when its bytes differ from
# what BIN draws now. One is not stretchy's own: player.png, headless Chromium's screenshot of
# the player page, whose pixels depend on Chromium's version, its fonts and its text rendering
# as much as on stretchy; it is drawn by both modes (so the page must still open and be
# screenshot), but checked only for its size in pixels, not its bytes.
#
#   sh scripts/docs-images.sh write BIN    draws every picture into docs/images/
#   sh scripts/docs-images.sh check BIN    draws them into a temporary folder and compares
set -eu
if [ $# -ne 2 ] || { [ "$1" != write ] && [ "$1" != check ]; }; then
    echo "usage: sh scripts/docs-images.sh write|check BIN" >&2
    exit 64
fi
mode=$1
bin=$(realpath "$2")
cd "$(dirname "$0")/.."            # the scene files below are named from the repository's top
images=docs/images
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# draw DIR: every picture of docs/images/ into DIR (README and docs/guides/scenes.md show them,
# with these commands).
draw() {
    # README's three frames at @1x: half-way through the fade, pulled down, scrolled up.
    for offset in -130 -350 0; do
        "$bin" frame --offset "$offset" --scale 1 --output "$1/frame-${offset#-}.png"
    done
    # The contact sheet of the default animation (`make run`'s out/sheet.png); its frames are
    # not kept.
    "$bin" render --quiet --output-dir "$work/frames" --sheet "$1/sheet.png"
    # The scenes guide's Fonts section: the title label with a Han, a Hebrew, an Arabic and an emoji title
    # (a space after the emoji: Inter's, not the emoji font's) at @2x, above a cell that mixes
    # them, on a screen just tall enough for the bar and one row.
    for title in han:标题 hebrew:שלום arabic:مرحبا 'emoji:📸 Trip'; do
        "$bin" frame --scene docs/text-scene.json --title "${title#*:}" --offset -64 --scale 2 \
            --output "$1/text-${title%%:*}.png"
    done
    # The scenes guide's dark-mode section at @1x: the seed in dark mode half-way through the fade, and an
    # iPhone 15 (iOS 13's table) in both appearances, its bar half faded in.
    "$bin" frame --appearance dark --offset -130 --scale 1 --output "$1/appearance-seed-dark.png"
    # The dark-mode status bar made visible: a dark bar, opaque, and the `auto` status bar.
    "$bin" frame --scene docs/dark-bar-scene.json --status-bar auto --offset 0 --scale 1 \
        --output "$1/appearance-dark-bar.png"
    for style in light dark; do
        "$bin" frame --device iphone-15 --appearance "$style" --offset -150 --scale 1 \
            --output "$1/appearance-iphone-15-$style.png"
    done
    # The scenes guide's bar sections at @1x (issue 41): the bar items example at rest on its
    # iPhone 15, the translucent bar over the photo's last rows in both appearances, and the
    # large-title list pulled, at rest and collapsing.
    "$bin" frame --scene Resources/examples/bar/items.json --offset -259 --scale 1 --output "$1/bar-items.png"
    for style in light dark; do
        "$bin" frame --scene Resources/examples/bar/translucent-bar.json --appearance "$style" --offset -60 \
            --scale 1 --output "$1/translucent-bar-$style.png"
    done
    for offset in -250 -116 -90; do
        "$bin" frame --scene Resources/examples/bar/large-title-list.json --offset "$offset" --scale 1 \
            --output "$1/large-title-${offset#-}.png"
    done
    # The pull-to-refresh example (issue 41): pulled 50 pt (ticks appearing) and 120 pt (past the
    # trigger: spinning, at time 0), and a contact sheet of its motion at 10 fps (held open, spinning,
    # then springing back).
    for offset in -166 -236; do
        "$bin" frame --scene Resources/examples/bar/pull-to-refresh.json --offset "$offset" --scale 1 \
            --output "$1/pull-to-refresh-${offset#-}.png"
    done
    "$bin" render --quiet --scene Resources/examples/bar/pull-to-refresh.json --scale 1 --fps 10 \
        --motion-file Resources/examples/bar/pull-to-refresh.txt --output-dir "$work/pull-to-refresh" \
        --sheet "$1/pull-to-refresh-sheet.png"
    # One frame of each example scene file at @1x, at the offset the scenes guide's table gives.
    for example in own-photo:-180 notched-phone:-150 colours-title-in-bar:-100 short-table:-130 \
                   inset-automatic:-244; do
        name=${example%%:*}
        "$bin" frame --scene "Resources/examples/$name.json" --offset "${example#*:}" --scale 1 \
            --output "$1/example-$name.png"
    done
    # README's and the scenes guide's Settings-like grouped table (issue 40) at rest on its iPhone 15,
    # and README's other two content examples: the contacts list at rest, and the screenshot as the
    # content scrolled 400 pt up from rest, under the bar.
    "$bin" frame --scene Resources/examples/content/settings.json --offset -259 --scale 1 \
        --output "$1/example-settings.png"
    "$bin" frame --scene Resources/examples/content/contacts.json --offset -200 --scale 1 \
        --output "$1/example-contacts.png"
    "$bin" frame --scene Resources/examples/content/screenshot.json --offset 200 --scale 1 \
        --output "$1/example-screenshot.png"
    # docs/guides/header-effects.md: a contact sheet of each header effect bundle at @1x, 10 fps:
    # pulled down and let go, then scrolled up through the fade to −90 and back to rest (the sheet
    # shows about 12 frames whatever the rate).
    for effect in seed mx-fill mx-top-fill mx-top mx-center mx-bottom expo flutter-parallax flutter-blur; do
        "$bin" render --quiet --scene "Resources/examples/effects/$effect.json" --scale 1 --fps 10 \
            --motion "hold 0.2; drag -200 0.6; release; hold 0.4; scroll -90 0.7; hold 0.2; scroll -200 0.6" \
            --output-dir "$work/effect-$effect" --sheet "$1/effect-$effect.png"
    done
    # README's and the animations guide's player page (`render --player`) of the default
    # animation, opened at frame 30 (#frame=30: pulled down, the header stretched), 1280 × 720.
    "$bin" render --quiet --output-dir "$work/player" --player
    if ! chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --user-data-dir="$work/chromium" --window-size=1280,720 --virtual-time-budget=5000 \
        --screenshot="$1/player.png" "file://$work/player/player.html#frame=30" >"$work/chromium.log" 2>&1 ||
        [ ! -s "$1/player.png" ]; then
        cat "$work/chromium.log" >&2
        echo "headless Chromium made no screenshot of $work/player/player.html" >&2
        exit 1
    fi
}

# png_size FILE: a PNG's width and height (IHDR's first 8 bytes).
png_size() {
    od -An -tu1 -j16 -N8 "$1" | awk '{ print $1 * 16777216 + $2 * 65536 + $3 * 256 + $4 " x " \
        $5 * 16777216 + $6 * 65536 + $7 * 256 + $8 }'
}

mkdir "$work/images"
draw "$work/images"
if [ "$mode" = write ]; then
    cp "$work/images"/*.png "$images/"
    echo "drew $(ls "$work/images" | wc -l) pictures into $images/"
    exit 0
fi

status=0
for picture in "$work/images"/*.png; do
    name=$(basename "$picture")
    if [ "$name" = player.png ]; then
        if [ ! -e "$images/$name" ] || [ "$(png_size "$picture")" != "$(png_size "$images/$name")" ]; then
            echo "$images/$name is missing or not the size headless Chromium draws; run 'make docs'" >&2
            status=1
        fi
    elif ! cmp -s "$picture" "$images/$name"; then
        echo "$images/$name differs from what $2 draws; run 'make docs'" >&2
        status=1
    fi
done
# A picture that no command above draws could never be found stale.
for picture in "$images"/*.png; do
    if [ ! -e "$work/images/$(basename "$picture")" ]; then
        echo "$picture is drawn by no command in scripts/docs-images.sh; add one there, or remove it" >&2
        status=1
    fi
done
[ "$status" -ne 0 ] || echo "$images: $(ls "$work/images" | wc -l) pictures up to date"
exit "$status"
