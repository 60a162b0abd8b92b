#!/usr/bin/env python3
"""Writes the motion and command-line fuzz seeds from the documentation, so that they follow it.

Usage: seeds.py FUZZ_DIR DOC...   (writes FUZZ_DIR/seeds-motion and FUZZ_DIR/seeds-arguments)

Motion: every `--motion '...'` value, every backticked script (SPEC §2's default motion, the
step table's forms) and every line that is a script on its own. Command lines: every line that
runs `stretchy COMMAND`, split as a shell would, without comments and redirections, written as
the arguments fuzzer reads a line: the arguments after `stretchy`, NUL between them.
"""
import os
import re
import shlex
import sys

STEP = r"(?:hold|drag|release|fling|scroll|jump)\b"
COMMAND = re.compile(r"^\s*(?:\$\s*)?stretchy\s+(frame|render|state|scene|devices|compare|help)\b(.*)$")


def write(folder, seeds):
    os.makedirs(folder, exist_ok=True)
    # Two `make fuzz-NAME` at once both rewrite the seeds: a file the other already removed is fine.
    for old in os.listdir(folder):
        try:
            os.remove(os.path.join(folder, old))
        except FileNotFoundError:
            pass
    for number, seed in enumerate(sorted(seeds)):
        with open(os.path.join(folder, f"doc-{number:03}"), "wb") as out:
            out.write(seed)


def main():
    fuzz_dir, docs = sys.argv[1], sys.argv[2:]
    scripts, lines = set(), set()
    for doc in docs:
        text = open(doc, encoding="utf-8").read()
        scripts.update(re.findall(r"--motion '([^']*)'", text))
        scripts.update(re.findall(rf"`({STEP}[^`]*)`", text))
        scripts.update(m.strip() for m in re.findall(rf"^\s*({STEP}.*;.*)$", text, re.M))
        for line in text.splitlines():
            match = COMMAND.match(line)
            if not match:
                continue
            try:
                words = shlex.split(match.group(1) + match.group(2), comments=True)
            except ValueError:
                continue  # an unbalanced quote in prose
            cut = next((i for i, w in enumerate(words) if w in (">", "|", "&&")), len(words))
            lines.add("\0".join(words[:cut]))
    write(os.path.join(fuzz_dir, "seeds-motion"), {s.encode() for s in scripts})
    write(os.path.join(fuzz_dir, "seeds-arguments"), {l.encode() for l in lines})


main()
