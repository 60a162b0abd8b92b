"""The fenced code blocks of a Markdown file, for the checks that run or compile them
(check-doc-examples.py, check-doc-snippets.py)."""
import re
import sys

FENCE = re.compile(r"^```(.*)$")


def fenced_blocks(path, info):
    """(line number, text) of each block whose fence's info string starts with the words `info`
    (`["sh", "runnable"]`, `["swift"]`); a block left open ends the check, naming its line."""
    blocks, inside, lines, start = [], False, None, 0
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            fence = FENCE.match(line.rstrip("\n"))
            if not inside and fence:
                inside, start = True, number
                lines = [] if fence.group(1).split()[:len(info)] == info else None
            elif inside and line.rstrip("\n") == "```":
                if lines is not None:
                    blocks.append((start, "".join(lines)))
                inside = False
            elif inside and lines is not None:
                lines.append(line)
    if inside:
        sys.exit(f"{path}:{start}: a code block is not closed")
    return blocks
