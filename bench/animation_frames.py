#!/usr/bin/env python3
"""Decodes an animated PNG, GIF or WebP with Pillow and compares it with a render's PNG frames.

    animation_frames.py FRAMES_DIR ANIMATION [--fps N]

Each frame k of the folder (frame_*.png in name order) is shown at time k/fps; the decoded frame
on the screen at that time (the last whose start is at or before it, starts summed from the
frames' durations in milliseconds) is compared with it. The frames are scaled down to the
animation's size first when it is smaller (Pillow's Lanczos), as for a GIF made with
--gif-width or ffmpeg's scale filter. Prints one line of JSON: the counts of frames and
decoded frames, whether every pixel matched, the largest channel difference, and the mean SSIM.

SSIM (Wang et al. 2004) is computed on luma (BT.601: Y = 0.299 R + 0.587 G + 0.114 B), with the
standard 11 × 11 Gaussian window of sigma 1.5, K1 = 0.01, K2 = 0.03, L = 255, over the "valid"
part of the image (no padding), averaged over the image, then over the frames.
"""
import argparse
import glob
import json
import os

import numpy as np
from PIL import Image, ImageSequence


def gaussian_window(size=11, sigma=1.5):
    x = np.arange(size) - (size - 1) / 2
    g = np.exp(-(x * x) / (2 * sigma * sigma))
    return g / g.sum()


def filter_valid(image, window):
    """Separable convolution, keeping only the positions the whole window covers."""
    n = len(window)
    rows = sum(window[i] * image[:, i:image.shape[1] - n + 1 + i] for i in range(n))
    return sum(window[i] * rows[i:rows.shape[0] - n + 1 + i, :] for i in range(n))


def luma(rgb):
    rgb = rgb.astype(np.float64)
    return 0.299 * rgb[..., 0] + 0.587 * rgb[..., 1] + 0.114 * rgb[..., 2]


def ssim(a, b):
    window = gaussian_window()
    x, y = luma(a), luma(b)
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    mx, my = filter_valid(x, window), filter_valid(y, window)
    sxx = filter_valid(x * x, window) - mx * mx
    syy = filter_valid(y * y, window) - my * my
    sxy = filter_valid(x * y, window) - mx * my
    value = ((2 * mx * my + c1) * (2 * sxy + c2)) / ((mx * mx + my * my + c1) * (sxx + syy + c2))
    return float(value.mean())


def decoded_frames(path):
    """(start in ms, RGB array) per frame of the animation, as Pillow composites them."""
    image = Image.open(path)
    frames, start = [], 0.0
    for frame in ImageSequence.Iterator(image):
        frames.append((start, np.asarray(frame.convert("RGB"))))
        start += float(frame.info.get("duration") or 0)
    return frames


def compare(folder, path, fps):
    names = sorted(glob.glob(os.path.join(folder, "frame_*.png")))
    decoded = decoded_frames(path)
    height, width = decoded[0][1].shape[:2]
    exact, worst, scores, shown = True, 0, [], 0
    for k, name in enumerate(names):
        time = 1000.0 * k / fps + 1e-6
        while shown + 1 < len(decoded) and decoded[shown + 1][0] <= time:
            shown += 1
        reference = Image.open(name).convert("RGB")
        if reference.size != (width, height):
            reference = reference.resize((width, height), Image.LANCZOS)
        expected, actual = np.asarray(reference), decoded[shown][1]
        difference = int(np.abs(expected.astype(np.int16) - actual.astype(np.int16)).max())
        worst = max(worst, difference)
        exact = exact and difference == 0
        scores.append(1.0 if difference == 0 else ssim(expected, actual))
    return {"frames": len(names), "decoded": len(decoded), "exact": exact, "maxDifference": worst,
            "ssim": round(sum(scores) / len(scores), 6), "width": width, "height": height}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("folder")
    parser.add_argument("animation")
    parser.add_argument("--fps", type=float, default=30)
    arguments = parser.parse_args()
    print(json.dumps(compare(arguments.folder, arguments.animation, arguments.fps)))


if __name__ == "__main__":
    main()
