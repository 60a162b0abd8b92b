#!/usr/bin/env python3
"""Prints the shell steps of a CI recipe in docs/guides/install.md, in order, as one shell script:
the `run:` steps (one line, a `|` block or a folded `>-` block) of the GitHub Actions recipe or the `script:` items of the GitLab one (the YAML
block after `<!-- recipe: NAME -->`). scripts/deb-test.sh runs them in a fresh Debian 12 root.
Usage: recipe-steps.py FILE github|gitlab
"""
import re
import sys


def main() -> int:
    path, name = sys.argv[1], sys.argv[2]
    text = open(path, encoding="utf-8").read()
    match = re.search(r"<!-- recipe: " + re.escape(name) + r" -->\n```yaml\n(.*?)\n```", text, re.S)
    if not match:
        print(f"recipe-steps: no '{name}' recipe in {path}", file=sys.stderr)
        return 1
    lines = match.group(1).split("\n")
    steps = []
    i = 0
    while i < len(lines):
        line = lines[i]
        run = re.match(r"^(\s*)(?:- )?run: (.*)$", line)
        if name == "github" and run:
            if run.group(2) in ("|", ">-", ">"):
                # A literal block is one command a line; a folded one (`>-`) one command whose
                # lines YAML joins with spaces.
                indent = len(run.group(1))
                i += 1
                block = []
                while i < len(lines) and (lines[i].strip() == "" or len(lines[i]) - len(lines[i].lstrip()) > indent):
                    block.append(lines[i].strip())
                    i += 1
                steps += block if run.group(2) == "|" else [" ".join(part for part in block if part)]
                continue
            steps.append(run.group(2))
        if name == "gitlab" and re.match(r"^\s*script:\s*$", line):
            i += 1
            while i < len(lines) and re.match(r"^\s*- ", lines[i]):
                steps.append(lines[i].split("- ", 1)[1])
                i += 1
            continue
        i += 1
    if not steps:
        print(f"recipe-steps: the '{name}' recipe has no shell steps", file=sys.stderr)
        return 1
    print("\n".join(step for step in steps if step))
    return 0


if __name__ == "__main__":
    sys.exit(main())
