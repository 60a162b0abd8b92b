#!/usr/bin/env python3
"""Claims about the code kept by a check, not by a note (issue 45 item 5); `make test` runs it.

- api/unchecked.txt lists every `@unchecked Sendable` and `nonisolated(unsafe)` in Sources, one a
  line with why it holds; the list and the code must agree, both ways.
- api/force-unwraps.txt gives, per file, how many force unwraps (`x!`, `try!`) Sources holds and
  why each is safe; the counts must be the code's, and their total at most FORCE_UNWRAP_LIMIT.
- No function, initialiser or computed property in Sources is longer than MAX_LINES lines.
"""
import os
import re
import sys

MAX_LINES = 80
FORCE_UNWRAP_LIMIT = 64
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UNCHECKED = re.compile(r"@unchecked Sendable|nonisolated\(unsafe\)")
# A force unwrap: `!` right after a name, `)`, `]` or `>` and not starting `!=`; `try!` too.
FORCE = re.compile(r"(?:[\w)\]>]|\btry)!(?!=)")
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|static|class|mutating|"
    r"override|final|nonisolated|convenience|required)\s+)*(func\s+\w+|init[?!]?\s*[(<]|subscript\s*\(|"
    r"var\s+\w+\s*:[^=]*\{\s*$)")


def code_of(line):
    """The line without its comment and with its string literals emptied."""
    line = re.sub(r'"(\\.|[^"\\])*"', '""', line)
    return line.split("//")[0]


def swift_files():
    for folder, _, names in sorted(os.walk(os.path.join(ROOT, "Sources"))):
        for name in sorted(names):
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    yield os.path.relpath(path, ROOT), f.read().split("\n")


def listed(name):
    with open(os.path.join(ROOT, "api", name), encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f if line.strip() and not line.startswith("#")]


def main():
    problems = []
    unchecked, unwraps, long_functions = [], {}, []
    for path, lines in swift_files():
        for number, line in enumerate(lines):
            code = code_of(line)
            if UNCHECKED.search(code):
                unchecked.append(f"{path}: {code.strip().rstrip('{').strip()}")
            count = len(FORCE.findall(code))
            if count:
                unwraps[path] = unwraps.get(path, 0) + count
            match = DECLARATION.match(line)
            if match:
                depth, opened = 0, False
                for end in range(number, len(lines)):
                    body = code_of(lines[end])
                    depth += body.count("{") - body.count("}")
                    opened = opened or "{" in body
                    if opened and depth <= 0:
                        if end - number + 1 > MAX_LINES:
                            long_functions.append(f"{path}:{number + 1}: {match.group(1)} is {end - number + 1} lines")
                        break

    entries = [entry.split(" — ")[0] for entry in listed("unchecked.txt")]
    for missing in sorted(set(unchecked) - set(entries)):
        problems.append(f"api/unchecked.txt lacks '{missing}' (add it with why it holds)")
    for stale in sorted(set(entries) - set(unchecked)):
        problems.append(f"api/unchecked.txt lists '{stale}', which Sources no longer has")
    if any(" — " not in entry or not entry.split(" — ", 1)[1].strip() for entry in listed("unchecked.txt")):
        problems.append("api/unchecked.txt: every line needs ' — ' and why it holds")

    counted = {}
    for entry in listed("force-unwraps.txt"):
        match = re.match(r"^(\S+): (\d+) — \S", entry)
        if not match:
            problems.append(f"api/force-unwraps.txt: '{entry}' is not 'path: count — why'")
            continue
        counted[match.group(1)] = int(match.group(2))
    for path in sorted(set(unwraps) | set(counted)):
        if unwraps.get(path, 0) != counted.get(path, 0):
            problems.append(
                f"api/force-unwraps.txt says {counted.get(path, 0)} force unwraps in {path}; it has {unwraps.get(path, 0)}")
    total = sum(unwraps.values())
    if total > FORCE_UNWRAP_LIMIT:
        problems.append(f"Sources holds {total} force unwraps, more than {FORCE_UNWRAP_LIMIT}")
    problems += [f"{entry}, over {MAX_LINES}" for entry in long_functions]

    for problem in problems:
        print(f"check-claims: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"claims: {len(unchecked)} unchecked declarations listed, {total} force unwraps in {len(unwraps)} files "
          f"accounted for, no function over {MAX_LINES} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
