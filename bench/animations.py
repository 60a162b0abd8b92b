#!/usr/bin/python3
"""`make bench`, animated files: stretchy's GIF, APNG and WebP beside the ffmpeg GIF recipe.

usage: animations.py STRETCHY [--runs N] [--devices all|none|NAME,...] [--baseline BIN]

For the default animation on iphone-8, then on a 12-device matrix (DEVICES: twelve presets of
`stretchy devices`, every screen size and scale among them, each at its own scale, playing the
shorter DEVICE_MOTION so that the matrix takes minutes, not an hour), it measures:
- ffmpeg: `make gif`'s recipe (render --output-dir - piped into ffmpeg's palettegen/paletteuse
  at 375 px wide), the render included;
- gifsicle: `gifsicle -O3` on ffmpeg's GIF (its time is gifsicle's alone);
- ours GIF: `render --gif --gif-width 375`, the render included, no frames kept;
- ours APNG, ours WebP: `render --apng`, `render --webp` (lossless), the full-size frames;
- with --baseline BIN (`BASELINE=BIN make bench`): "baseline GIF", BIN's `render --gif --gif-width
  375` with its own defaults, an earlier stretchy beside this one in the same run;
and for each the wall and CPU time (user + system of every process of the pipeline; medians of N
runs for the default animation, one per device), the bytes, and the mean SSIM of every frame as
decoded by Pillow against the PNG frames (bench/animation_frames.py: luma, 11 × 11 Gaussian window
of sigma 1.5; exactness for APNG and WebP). Beside them, the bytes of the folder of PNG frames.
Run with Debian's python3 (its Pillow and numpy, installed by the Makefile's PACKAGES). A
benchmark, not a test: it asserts nothing; the targets are shown met or missed.
"""
import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import animation_frames  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "bench" / "out" / "animations"
FPS = 30
GIF_WIDTH = 375
# Twelve presets: @2x and @3x, the 4", 4.7", 5.5" screens and every notch and island size.
DEVICES = ["iphone-se", "iphone-8-plus", "iphone-x", "iphone-xs-max", "iphone-xr", "iphone-12-mini", "iphone-12",
           "iphone-12-pro-max", "iphone-14-pro", "iphone-15-pro-max", "iphone-16-pro", "iphone-16-pro-max"]
# Every state of the default motion in about 3.7 s instead of 8.1 (110-112 frames at 30 fps, not 243):
# stretched and let go, scrolled up through the bar's fade, scrolled back to rest.
DEVICE_MOTION = "hold 0.2; drag -200 0.6; release; hold 0.2; scroll 300 0.8; hold 0.2; scroll -200 0.8"
FFMPEG_GIF = (f"scale={GIF_WIDTH}:-1:flags=lanczos,split[a][b];[a]palettegen=stats_mode=diff[p];"
              "[b][p]paletteuse=dither=sierra2_4a")


def timed_shell(command):
    """(wall seconds, CPU seconds of every process of the pipeline) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    result = subprocess.run(command, shell=True, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"bench: {command} exited {result.returncode}:\n{result.stderr}")
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def quoted(path):
    return "'" + str(path).replace("'", "'\\''") + "'"


def measure(stretchy, case, options, runs, baseline):
    """The rows of one case: its options are scene options for every render."""
    folder = OUT / case
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    base = f"{quoted(stretchy)} render --quiet {options}"
    frames = folder / "frames"
    subprocess.run(f"{base} --output-dir {quoted(frames)}", shell=True, check=True)
    commands = {
        "ffmpeg GIF": f"{base} --output-dir - | ffmpeg -loglevel error -y -f image2pipe -framerate {FPS} -i - "
                      f"-vf '{FFMPEG_GIF}' {quoted(folder / 'ffmpeg.gif')}",
        "gifsicle -O3": f"gifsicle -O3 {quoted(folder / 'ffmpeg.gif')} -o {quoted(folder / 'gifsicle.gif')}",
        "ours GIF": f"{base} --gif {quoted(folder / 'ours.gif')} --gif-width {GIF_WIDTH}",
        "baseline GIF": f"{quoted(baseline)} render --quiet {options} --gif {quoted(folder / 'baseline.gif')} "
                        f"--gif-width {GIF_WIDTH}",
        "ours APNG": f"{base} --apng {quoted(folder / 'ours.png')}",
        "ours WebP": f"{base} --webp {quoted(folder / 'ours.webp')}",
    }
    if baseline is None:
        del commands["baseline GIF"]
    files = {"ffmpeg GIF": "ffmpeg.gif", "gifsicle -O3": "gifsicle.gif", "ours GIF": "ours.gif",
             "baseline GIF": "baseline.gif", "ours APNG": "ours.png", "ours WebP": "ours.webp"}
    times = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            times[name].append(timed_shell(command))
    rows = {}
    for name in commands:
        quality = animation_frames.compare(str(frames), str(folder / files[name]), FPS)
        rows[name] = {"seconds": statistics.median(t[0] for t in times[name]),
                      "cpu": statistics.median(t[1] for t in times[name]),
                      "bytes": (folder / files[name]).stat().st_size, **quality}
    rows["PNG frames"] = {"bytes": sum(path.stat().st_size for path in frames.glob("frame_*.png")),
                          "frames": len(list(frames.glob("frame_*.png")))}
    return rows


def verdicts(rows):
    ffmpeg, gif = rows["ffmpeg GIF"], rows["ours GIF"]
    return {
        "GIF SSIM ≥ ffmpeg's": gif["ssim"] >= ffmpeg["ssim"],
        "GIF bytes ≤ ffmpeg's": gif["bytes"] <= ffmpeg["bytes"],
        "GIF time ≤ ½ ffmpeg's": gif["seconds"] <= ffmpeg["seconds"] / 2,
        "GIF CPU ≤ ½ ffmpeg's": gif["cpu"] <= ffmpeg["cpu"] / 2,
        "APNG < PNG folder": rows["ours APNG"]["bytes"] < rows["PNG frames"]["bytes"],
        "WebP exact": rows["ours WebP"]["exact"],
    }


def table(results):
    """Two Markdown tables: the GIFs of every case, then the targets, each with its ratio."""
    lines = ["| case | frames | ffmpeg wall s | CPU s | bytes | SSIM | gifsicle -O3 bytes | ours wall s | CPU s | bytes "
             "| SSIM |", "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for case, rows in results.items():
        ffmpeg, gif = rows["ffmpeg GIF"], rows["ours GIF"]
        lines.append(f"| {case} | {rows['PNG frames']['frames']} | {ffmpeg['seconds']:.1f} | {ffmpeg['cpu']:.2f} "
                     f"| {ffmpeg['bytes']:,} | {ffmpeg['ssim']:.4f} | {rows['gifsicle -O3']['bytes']:,} "
                     f"| {gif['seconds']:.1f} | {gif['cpu']:.2f} | {gif['bytes']:,} | {gif['ssim']:.4f} |")
        if "baseline GIF" in rows:
            base = rows["baseline GIF"]
            lines.append(f"| {case}, baseline | | | | | | | {base['seconds']:.1f} | {base['cpu']:.2f} "
                         f"| {base['bytes']:,} | {base['ssim']:.4f} |")
    names = list(verdicts(next(iter(results.values()))))
    lines += ["", "| case | " + " | ".join(names) + " |", "|---|" + "---|" * len(names)]
    for case, rows in results.items():
        ffmpeg, gif = rows["ffmpeg GIF"], rows["ours GIF"]
        png, apng, webp = rows["PNG frames"]["bytes"], rows["ours APNG"]["bytes"], rows["ours WebP"]
        ratios = [f"{gif['ssim']:.4f} / {ffmpeg['ssim']:.4f}", f"{gif['bytes'] / ffmpeg['bytes']:.3f}×",
                  f"{gif['seconds'] / ffmpeg['seconds']:.3f}×", f"{gif['cpu'] / ffmpeg['cpu']:.3f}×",
                  f"{apng / png:.2f}×", f"{webp['bytes'] / 1e6:.1f} MB"]
        cells = [("met" if met else "**missed**") + f" ({ratio})" for met, ratio in zip(verdicts(rows).values(), ratios)]
        lines.append(f"| {case} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stretchy")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--devices", default="all", help="all, none, or device names separated by commas")
    parser.add_argument("--baseline", help="an earlier stretchy binary whose GIF is measured beside")
    arguments = parser.parse_args()
    stretchy = Path(arguments.stretchy).resolve()
    cases = {"default (iphone-8)": ""}
    if arguments.devices != "none":
        for name in DEVICES if arguments.devices == "all" else arguments.devices.split(","):
            cases[name] = f"--device {name} --motion '{DEVICE_MOTION}'"
    results = {}
    for case, options in cases.items():
        results[case] = measure(stretchy, case.split()[0], options, arguments.runs if case.startswith("default") else 1,
                                arguments.baseline and Path(arguments.baseline).resolve())
        print(f"{case}: " + json.dumps(results[case]), flush=True)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    print(f"\n{os.cpu_count()} cores; runs: {arguments.runs} for the default case, 1 per device "
          f"(motion '{DEVICE_MOTION}'); load average at the end {os.getloadavg()[0]:.1f}\n")
    print(table(results))


if __name__ == "__main__":
    main()
