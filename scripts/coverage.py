#!/usr/bin/env python3
"""Prints line coverage per module from a test run with coverage (`make coverage`).

Merges the raw profiles the run left in PROFILES (one per process: the test bundle, and every
`stretchy` the CLI tests ran as a subprocess, built with coverage too so that its runs count)
with the toolchain's llvm-profdata, reads them with llvm-cov over the test bundle and the binary,
and groups the files by module: `Sources/<N>-<Layer>` is one module, and under `Sources/1-Edges`
each folder is one (only CShim has code). A profile cut short (a process the signal tests kill
while it writes) is skipped with a warning. Modules under MINIMUM percent are marked; the exit
status is 0 either way, the table is a report.
Usage: coverage.py BIN-FOLDER PROFILES   (e.g. .build/coverage/release .build/coverage/profiles)
"""
import collections
import json
import pathlib
import re
import shutil
import subprocess
import sys

MINIMUM = 85.0
MODULE = re.compile(r"/Sources/(\d+)-(\w+)/(?:(\w+)/)?[^/]+$")


def tool(name: str) -> str:
    """`name` beside the swift driver: the toolchain's own, which reads the profiles it wrote."""
    swift = shutil.which("swift")
    if swift:
        candidate = pathlib.Path(swift).resolve().parent / name
        if candidate.exists():
            return str(candidate)
    return name


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 64
    bin_folder, profiles = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
    tests = bin_folder / "stretchyPackageTests.xctest"
    executable = bin_folder / "stretchy"
    raw = sorted(profiles.glob("*.profraw"))
    for needed in (tests, executable):
        if not needed.exists():
            print(f"coverage: {needed} is missing; run `make coverage`", file=sys.stderr)
            return 2
    if not raw:
        print(f"coverage: no profiles in {profiles}; run `make coverage`", file=sys.stderr)
        return 2
    merged = profiles / "merged.profdata"
    subprocess.run([tool("llvm-profdata"), "merge", "-sparse", "--failure-mode=all", "-o", str(merged)]
                   + [str(p) for p in raw], check=True)
    export = subprocess.run([tool("llvm-cov"), "export", "-summary-only", f"-instr-profile={merged}", str(tests),
                             f"-object={executable}"], check=True, capture_output=True, text=True).stdout
    lines = collections.defaultdict(lambda: [0, 0])
    root = str(pathlib.Path.cwd())
    for entry in json.loads(export)["data"][0]["files"]:
        name = entry["filename"]
        match = MODULE.search(name)
        if not name.startswith(root) or "/.build/" in name or not match:
            continue
        layer, folder, sub = match.groups()
        module = sub if folder == "Edges" and sub else folder
        key = (int(layer), "CLI (stretchy)" if folder == "CLI" else module)
        lines[key][0] += entry["summary"]["lines"]["covered"]
        lines[key][1] += entry["summary"]["lines"]["count"]

    print(f"{'layer':<6}{'module':<18}{'lines':>8}{'covered':>9}{'%':>8}")
    below = []
    total = [0, 0]
    for (layer, module), (covered, count) in sorted(lines.items()):
        percent = 100.0 * covered / count if count else 100.0
        mark = "" if percent >= MINIMUM else f"  below {MINIMUM:.0f} %"
        if mark:
            below.append(module)
        total[0] += covered
        total[1] += count
        print(f"{layer:<6}{module:<18}{count:>8}{covered:>9}{percent:>7.1f}%{mark}")
    print(f"{'':<6}{'all':<18}{total[1]:>8}{total[0]:>9}{100.0 * total[0] / max(total[1], 1):>7.1f}%")
    if below:
        print(f"coverage: under {MINIMUM:.0f} % of lines: {', '.join(below)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
