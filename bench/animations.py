#!/usr/bin/python3
"""`make bench`, animated files: stretchy's GIF, APNG and WebP beside the ffmpeg GIF recipe.

usage: animations.py STRETCHY [--runs N] [--devices all|NAME,...]

For the default animation on iphone-8, then on a 12-device matrix (every preset of
`stretchy devices` plus iphone-8 in dark mode), it measures:
- ffmpeg: `make gif`'s recipe (render --output-dir - piped into ffmpeg's palettegen/paletteuse
  at 375 px wide), the render included;
- gifsicle: `gifsicle -O3` on ffmpeg's GIF (its time is gifsicle's alone);
- ours GIF: `render --gif --gif-width 375`, the render included, no frames kept;
- ours APNG, ours WebP: `render --apng`, `render --webp` (lossless), the full-size frames;
and for each the wall and CPU time (user + system of every process of the pipeline; medians of N
runs), the bytes, and the mean SSIM of every frame as
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


def measure(stretchy, case, options, runs):
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
        "ours APNG": f"{base} --apng {quoted(folder / 'ours.png')}",
        "ours WebP": f"{base} --webp {quoted(folder / 'ours.webp')}",
    }
    files = {"ffmpeg GIF": "ffmpeg.gif", "gifsicle -O3": "gifsicle.gif", "ours GIF": "ours.gif",
             "ours APNG": "ours.png", "ours WebP": "ours.webp"}
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
    lines = ["| case | file | wall s | CPU s | bytes | SSIM | exact |", "|---|---|---:|---:|---:|---:|---|"]
    for case, rows in results.items():
        for name, row in rows.items():
            seconds = f"{row['seconds']:.2f} | {row['cpu']:.2f}" if "seconds" in row else " | "
            ssim = f"{row['ssim']:.4f}" if "ssim" in row else ""
            exact = ("yes" if row["exact"] else "no") if "exact" in row else ""
            lines.append(f"| {case} | {name} | {seconds} | {row['bytes']:,} | {ssim} | {exact} |")
    lines += ["", "| case | " + " | ".join(verdicts(next(iter(results.values())))) + " |",
              "|---|" + "---|" * len(verdicts(next(iter(results.values()))))]
    for case, rows in results.items():
        lines.append(f"| {case} | " + " | ".join("met" if v else "**missed**" for v in verdicts(rows).values())
                     + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stretchy")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--devices", default="all", help="all, none, or device names separated by commas")
    arguments = parser.parse_args()
    stretchy = Path(arguments.stretchy).resolve()
    cases = {"default (iphone-8)": ""}
    if arguments.devices != "none":
        listed = subprocess.run([stretchy, "devices"], capture_output=True, text=True, check=True).stdout
        names = [line.split()[0] for line in listed.splitlines()[1:]]
        if arguments.devices != "all":
            names = arguments.devices.split(",")
        for name in names:
            cases[name] = f"--device {name}"
        if arguments.devices == "all":
            cases["iphone-8 dark"] = "--device iphone-8 --appearance dark"
    results = {}
    for case, options in cases.items():
        results[case] = measure(stretchy, case.split()[0] + ("-dark" if "dark" in case else ""), options,
                                arguments.runs if case.startswith("default") else 1)
        print(f"{case}: " + json.dumps(results[case]), flush=True)
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "results.json").write_text(json.dumps(results, indent=2) + "\n")
    print(f"\n{os.cpu_count()} cores; runs: {arguments.runs} for the default case, 1 per device\n")
    print(table(results))


if __name__ == "__main__":
    main()
