#!/usr/bin/env python3
"""README's usage block, made from the command declarations (issue 45 item 3), as the help pages are.

The block between `<!-- usage:begin -->` and `<!-- usage:end -->` in README.md is what the built
binary's help says: each subcommand of `stretchy --help`, in its order, with the USAGE line of
`stretchy help CMD` and its one-line overview, then the scene options (the options of
`stretchy help state` besides --offset). `write` puts it there (`make docs`); `check` fails when the
README is not what the binary makes (`make test`).

Usage: scripts/usage-docs.py write|check BINARY
"""
import re
import subprocess
import sys
import textwrap

README = "README.md"
BEGIN, END = "<!-- usage:begin -->", "<!-- usage:end -->"
WIDTH = 100


def help_text(binary, *command):
    return subprocess.run([binary, *command], capture_output=True, text=True, check=True).stdout


def subcommands(binary):
    text = help_text(binary, "--help")
    section = text.split("SUBCOMMANDS:", 1)[1]
    return [m.group(1) for m in re.finditer(r"^  (\S+)  +", section, re.MULTILINE)]


def groups(usage):
    """The words of a usage line, a bracketed or angled group kept whole: `[--diff <FILE|DIR>]`."""
    words, depth, word = [], 0, ""
    for character in usage:
        if character == " " and depth == 0:
            words.append(word)
            word = ""
            continue
        depth += (character in "[<") - (character in "]>")
        word += character
    return [w for w in words + [word] if w]


def wrapped(first, rest, indent, separator=" "):
    lines = [""]
    for word in groups(rest) if separator == " " else rest:
        if lines[-1] and indent + len(lines[-1]) + len(separator) + len(word) > WIDTH:
            lines.append("")
        lines[-1] += (separator if lines[-1] else "") + word
    return [first + lines[0]] + [" " * indent + line for line in lines[1:]]


def block(binary):
    names = subcommands(binary)
    column = max(len(name) for name in names) + len("stretchy ") + 1
    lines = []
    for name in names:
        page = help_text(binary, "help", name)
        overview = re.search(r"^OVERVIEW: (.*)$", page, re.MULTILINE).group(1)
        usage = re.search(r"^USAGE: stretchy \S+ ?(.*)$", page, re.MULTILINE).group(1)
        lines += wrapped(f"stretchy {name}".ljust(column), usage or "(no options)", column)
        lines += textwrap.wrap(overview, WIDTH, initial_indent=" " * column, subsequent_indent=" " * column)
    state = help_text(binary, "help", "state")
    options = re.findall(r"^  (--[\w-]+(?: <[^>]+>)?)", state, re.MULTILINE)
    scene = [option for option in options if not option.startswith("--offset")]
    lines += wrapped("scene options".ljust(column), scene, column, separator="  ")
    lines += wrapped("everywhere".ljust(column), "-h/--help, --version", column)
    return ["```"] + [line.rstrip() for line in lines] + ["```"]


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("write", "check"):
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 64
    mode, binary = sys.argv[1], sys.argv[2]
    with open(README, encoding="utf-8") as f:
        text = f.read()
    if BEGIN not in text or END not in text:
        print(f"usage-docs: {README} lacks the {BEGIN} … {END} markers", file=sys.stderr)
        return 1
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    made = head + BEGIN + "\n" + "\n".join(block(binary)) + "\n" + END + tail
    if mode == "write":
        if made != text:
            with open(README, "w", encoding="utf-8") as f:
                f.write(made)
        return 0
    if made != text:
        print(f"usage-docs: {README}'s usage block is not what '{binary} help' says; run make docs", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
