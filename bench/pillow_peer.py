"""The peer for `make bench`: stretchy's scene drawn and saved by a plain Pillow script.

usage: pillow_peer.py FRAMES_JSON HEADER_IMAGE RESOURCES_DIR OUTPUT_DIR

Reads the states of every frame from the frames.json of a stretchy render and draws the same
screen the straightforward way: header aspect-filled (LANCZOS resize, then crop), white table,
rows with their text and separators, the bar blended in with Image.blend, the back buttons and
the title; then saves each frame with Pillow's default PNG settings.
"""
import functools
import json
import os
import subprocess
import sys

from PIL import Image, ImageDraw, ImageFont

# The seed's scene, in points (stretchy's defaults).
ROWS, ROW_HEIGHT = 30, 44
STATUS_BAR, NAV_BAR = 20, 64
TEXT_INSET, FONT_SIZE = 15, 17
TITLE = "标题"
SEPARATOR = (0xC8, 0xC7, 0xCC)


def font_file(family):
    """The font file (and face index) fontconfig picks for a family, as stretchy finds it."""
    found = subprocess.run(["fc-match", "-f", "%{file}:%{index}", family],
                           check=True, capture_output=True, text=True).stdout
    path, index = found.rsplit(":", 1)
    return path, int(index)


def load_font(family, size):
    path, index = font_file(family)
    return ImageFont.truetype(path, size, index=index)


def draw_line(draw, font, text, left, top, height, color, line_font):
    """One line as UILabel sets it: left-aligned, the ascender-to-descender box of the primary
    font (`line_font`, also for text drawn in a fallback font) centred."""
    ascent, descent = line_font.getmetrics()
    baseline = round(top + (height - (ascent + descent)) / 2 + ascent)
    draw.text((left, baseline), text, font=font, fill=color, anchor="ls")


def paste_centred(target, image, box):
    left, top, width, height = box
    target.paste(image, (left + (width - image.width) // 2, top + (height - image.height) // 2), image)


def main():
    frames_json, header_path, resources, output = sys.argv[1:5]
    with open(frames_json, encoding="utf-8") as file:
        animation = json.load(file)
    scale, width, height = animation["scale"], animation["width"], animation["height"]

    def px(points):
        return round(points * scale)

    photo = Image.open(header_path).convert("RGB")
    buttons = {name: Image.open(os.path.join(resources, f"{name}@{scale}x.png")).convert("RGBA")
               for name in ("back_0", "back_1")}
    latin = load_font("Inter", FONT_SIZE * scale)
    han = load_font("Noto Sans CJK SC", FONT_SIZE * scale)
    button_box = (0, px(STATUS_BAR), px(40), px(44))
    title_box = (px(width / scale / 2 - 40), px(STATUS_BAR), px(80), px(44))

    @functools.lru_cache(maxsize=8)
    def aspect_fill(box_width, box_height):
        factor = max(box_width / photo.width, box_height / photo.height)
        resized = photo.resize((max(box_width, round(photo.width * factor)),
                                max(box_height, round(photo.height * factor))), Image.LANCZOS)
        left, top = (resized.width - box_width) // 2, (resized.height - box_height) // 2
        return resized.crop((left, top, left + box_width, top + box_height))

    os.makedirs(output, exist_ok=True)
    for frame in animation["frames"]:
        offset = frame["offset"]
        screen = Image.new("RGB", (width, height), "white")
        draw = ImageDraw.Draw(screen)

        # Table rows (content y >= 0), with placeholder separators below the last row.
        row = max(0, int(offset // ROW_HEIGHT))
        while px(row * ROW_HEIGHT - offset) < height:
            top, bottom = px(row * ROW_HEIGHT - offset), px((row + 1) * ROW_HEIGHT - offset)
            if row < ROWS:
                draw_line(draw, latin, f"cell{row}", px(TEXT_INSET), top, bottom - top, "black", latin)
            draw.line([(px(TEXT_INSET), bottom - 1), (width - 1, bottom - 1)], fill=SEPARATOR)
            row += 1

        # Header, aspect-filled into its (possibly stretched) frame.
        header = frame["header"]
        left, top = px(header["x"]), px(header["y"])
        box_width, box_height = px(header["x"] + header["width"]) - left, px(header["y"] + header["height"]) - top
        if top + box_height > 0:
            screen.paste(aspect_fill(box_width, box_height), (left, top))

        # The bar: white with its back button, blended in at barAlpha.
        if frame["barAlpha"] > 0:
            bar_area = (0, 0, width, px(NAV_BAR))
            bar = Image.new("RGB", (width, px(NAV_BAR)), "white")
            paste_centred(bar, buttons[frame["barBackImage"]], button_box)
            screen.paste(Image.blend(screen.crop(bar_area), bar, frame["barAlpha"]), bar_area)

        if frame["floatingBackVisible"]:
            paste_centred(screen, buttons["back_0"], button_box)
        draw_line(ImageDraw.Draw(screen), han, TITLE, title_box[0], title_box[1], title_box[3],
                  frame["titleColor"], latin)

        screen.save(os.path.join(output, frame["file"]))


if __name__ == "__main__":
    main()
