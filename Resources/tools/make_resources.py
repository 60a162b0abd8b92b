#!/usr/bin/env python3
"""Makes stretchy's bundled images from scratch, with the standard library only.

- back_0@{1,2,3}x.png, back_1@{1,2,3}x.png: the back chevron (13 x 21 pt), a round-capped
  polyline 2.5 pt wide, anti-aliased by 16 x 16 supersampling of the exact distance to the
  stroke. back_0 is white (drawn over the photo while the bar is transparent), back_1 is
  near-black (drawn on the opaque white bar).
- ceshi.ppm (an intermediate, not kept): the RGB pixels of scikit-image's coffee.png, for
  `cjpeg -quality 92 -optimize` to turn into ceshi.jpg (see Resources/README.md).

Run from the repository root: python3 Resources/tools/make_resources.py [coffee.png]
"""
import math
import struct
import sys
import zlib

CHEVRON = [(10.5, 1.75), (2.25, 10.5), (10.5, 19.25)]  # points, in a 13 x 21 pt box
STROKE = 2.5
COLOURS = {"back_0": (255, 255, 255), "back_1": (28, 28, 30)}


def segment_distance(px, py, a, b):
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))


def chevron_coverage(scale):
    width, height = 13 * scale, 21 * scale
    samples = 16
    rows = []
    for y in range(height):
        row = []
        for x in range(width):
            inside = 0
            for sy in range(samples):
                for sx in range(samples):
                    px = (x + (sx + 0.5) / samples) / scale
                    py = (y + (sy + 0.5) / samples) / scale
                    d = min(segment_distance(px, py, CHEVRON[i], CHEVRON[i + 1]) for i in range(len(CHEVRON) - 1))
                    inside += d <= STROKE / 2
            row.append(round(255 * inside / (samples * samples)))
        rows.append(row)
    return width, height, rows


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def write_rgba_png(path, width, height, rows, colour):
    raw = b"".join(b"\x00" + bytes(v for a in row for v in (*colour, a)) for row in rows)
    png = (b"\x89PNG\r\n\x1a\n"
           + png_chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
           + png_chunk(b"sRGB", b"\x00")
           + png_chunk(b"IDAT", zlib.compress(raw, 9))
           + png_chunk(b"IEND", b""))
    with open(path, "wb") as f:
        f.write(png)


def read_rgb_png(path):
    """Just enough PNG reading for an 8-bit RGB or RGBA, non-interlaced file."""
    data = open(path, "rb").read()
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour_type, _, _, interlace = header
    assert depth == 8 and colour_type in (2, 6) and interlace == 0, "unsupported PNG"
    channels = 3 if colour_type == 2 else 4
    stride = width * channels
    raw = zlib.decompress(idat)
    previous = bytearray(stride)
    out = bytearray()
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            upper_left = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - upper_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - upper_left)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else upper_left)) & 255
        previous = line
        for x in range(width):
            out += line[x * channels:x * channels + 3]
    return width, height, bytes(out)


def main():
    for scale in (1, 2, 3):
        width, height, rows = chevron_coverage(scale)
        for name, colour in COLOURS.items():
            suffix = "" if scale == 1 else f"@{scale}x"
            write_rgba_png(f"Resources/{name}{suffix}.png", width, height, rows, colour)
    if len(sys.argv) > 1:
        width, height, rgb = read_rgb_png(sys.argv[1])
        with open("Resources/ceshi.ppm", "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (width, height) + rgb)


if __name__ == "__main__":
    main()
