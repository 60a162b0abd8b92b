#!/bin/sh
# `make app-preview`: an App Store app preview of the animation (README, "App Store preview").
#
# usage: scripts/app-preview.sh STRETCHY OUT.mp4 [render options...]
#
# The frames are streamed (`render --output-dir -`, 30 fps, an iphone-15 screen unless the options
# name another device) into ffmpeg: scaled to fit 886 × 1920, the 6.1"–6.9" iPhone preview size
# (white bars where another device's shape leaves room), H.264 High profile in yuv420p at 30 fps,
# with a silent stereo AAC track (App Store Connect refuses a preview without audio). The
# animation plays through, then its last frame is held until 15 s; one longer than 30 s is cut at
# 30 s (the preview's limit). PRESET sets x264's preset (default: medium; the test uses ultrafast).
set -eu
stretchy=${1:?usage: scripts/app-preview.sh STRETCHY OUT.mp4 [render options...]}
out=${2:?usage: scripts/app-preview.sh STRETCHY OUT.mp4 [render options...]}
shift 2
manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
# The animation's length, from one frame's render (its frames.json holds the duration).
"$stretchy" render --device iphone-15 "$@" --fps 30 --frames 0-0 --output-dir - --manifest "$manifest" --quiet \
    > /dev/null
length=$(sed -n 's/^  "duration": \([0-9.]*\),$/\1/p' "$manifest")
seconds=$(awk -v d="$length" 'BEGIN { t = d + 1 / 30; if (t < 15) t = 15; if (t > 30) t = 30; print t }')
"$stretchy" render --device iphone-15 "$@" --fps 30 --output-dir - --quiet \
    | ffmpeg -loglevel error -y -f image2pipe -framerate 30 -i - \
        -f lavfi -i anullsrc=channel_layout=stereo:sample_rate=44100 \
        -vf "scale=886:1920:force_original_aspect_ratio=decrease:flags=lanczos,pad=886:1920:(ow-iw)/2:(oh-ih)/2:color=white,tpad=stop_mode=clone:stop=-1,fps=30" \
        -t "$seconds" -map 0:v -map 1:a -c:v libx264 -profile:v high -preset "${PRESET:-medium}" -pix_fmt yuv420p \
        -r 30 -c:a aac -b:a 128k -ac 2 -movflags +faststart "$out"
echo "wrote $out ($seconds s)"
