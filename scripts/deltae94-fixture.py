#!/usr/bin/env python3
"""Writes Tests/CompareTests/Fixtures/deltaE94.txt: CIE ΔE 1994 (graphic arts) of sRGB colour
pairs, computed by scikit-image, an implementation independent of stretchy's `DeltaE94`.

Run once (it needs `pip install scikit-image`); the tests read the committed file, not this.
Each line: r1 g1 b1 r2 g2 b2 L1 a1 b1 deltaE94, the first colour the reference (expected).
"""
import pathlib
import random

import numpy as np
import skimage
from skimage.color import deltaE_ciede94, rgb2lab

random.seed(21)
pairs = [((0, 0, 0), (255, 255, 255)), ((120, 120, 120), (130, 130, 130)), ((255, 0, 0), (0, 0, 255)),
         ((10, 10, 10), (11, 10, 10)), ((200, 30, 30), (30, 200, 30)), ((255, 255, 255), (254, 255, 255)),
         ((0, 0, 1), (0, 0, 0)), ((128, 64, 200), (129, 66, 198))]
for _ in range(120):
    a = tuple(random.randrange(256) for _ in range(3))
    # Half near (what perceptual precision decides), half anywhere.
    b = tuple(min(255, max(0, c + random.randint(-6, 6))) for c in a) if random.random() < 0.5 \
        else tuple(random.randrange(256) for _ in range(3))
    pairs.append((a, b))

rgb1 = np.array([[p[0] for p in pairs]], dtype=np.uint8)
rgb2 = np.array([[p[1] for p in pairs]], dtype=np.uint8)
lab1, lab2 = rgb2lab(rgb1, illuminant="D65"), rgb2lab(rgb2, illuminant="D65")
delta = deltaE_ciede94(lab1, lab2, kH=1, kC=1, kL=1, k1=0.045, k2=0.015)
out = pathlib.Path(__file__).resolve().parent.parent / "Tests/CompareTests/Fixtures/deltaE94.txt"
lines = [f"# CIE ΔE94 (kL=1, K1=0.045, K2=0.015), D65 Lab from sRGB: scikit-image {skimage.__version__}, "
         f"numpy {np.__version__} (scripts/deltae94-fixture.py)",
         "# r1 g1 b1 r2 g2 b2 L1 a1 b1 deltaE94"]
for i, (a, b) in enumerate(pairs):
    lab = lab1[0, i]
    lines.append(" ".join(map(str, a + b)) + f" {lab[0]:.12g} {lab[1]:.12g} {lab[2]:.12g} {delta[0, i]:.12g}")
out.write_text("\n".join(lines) + "\n")
print(f"wrote {len(pairs)} pairs to {out}")
