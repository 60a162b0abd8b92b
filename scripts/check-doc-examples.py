#!/usr/bin/env python3
"""Runs the shell examples of the docs, so that none of them goes stale.

Usage: scripts/check-doc-examples.py BINARY [FILE.md ...]
(default files: README.md and docs/guides/*.md)

A block runs when its fence's info string is `sh runnable`:

    ```sh runnable
    stretchy frame --offset -200 --output rest.png
    ```

GitHub and DocC show it as any `sh` block (the first word names the language). The blocks of one
file run in the order they appear, in one scratch folder of that file's (a later block may use
what an earlier one wrote, as a reader following the page would), with BINARY's folder first on
PATH, standard input empty, and the repository's `Resources` and `docs` linked into the folder,
so that paths such as `Resources/examples/…` read as they do from the repository's root. Each
block runs under `bash -e -o pipefail`: every command, and every command of a pipeline, must exit
0. A block that fails prints its output and fails the check; the scratch folders are removed in
every case. A block still running after five minutes has hung, and fails too.
"""
import os
import shutil
import subprocess
import sys
import tempfile

from doc_blocks import fenced_blocks
import time

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HANG = 300


def run_file(path, binary_folder):
    """Runs the file's blocks; returns the number that failed."""
    blocks = fenced_blocks(path, ["sh", "runnable"])
    if not blocks:
        return 0
    failed = 0
    folder = tempfile.mkdtemp(prefix="stretchy-doc-examples.")
    try:
        for name in ("Resources", "docs"):
            os.symlink(os.path.join(REPOSITORY, name), os.path.join(folder, name))
        environment = dict(os.environ, PATH=binary_folder + os.pathsep + os.environ.get("PATH", ""))
        for line, text in blocks:
            where = f"{os.path.relpath(path, REPOSITORY)}:{line}"
            began = time.monotonic()
            try:
                result = subprocess.run(
                    ["bash", "-e", "-o", "pipefail", "-c", text], cwd=folder, env=environment,
                    stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=HANG)
                status = result.returncode
                output = result.stdout + result.stderr
            except subprocess.TimeoutExpired as expired:
                status = f"still running after {HANG} s"
                output = (expired.stdout or b"").decode(errors="replace") + (expired.stderr or b"").decode(
                    errors="replace")
            seconds = time.monotonic() - began
            if status == 0:
                print(f"doc example {where}: ok ({seconds:.1f} s)")
            else:
                failed += 1
                print(f"doc example {where}: FAILED (exit {status}) in {folder}:\n{text}--- output:\n{output}",
                      file=sys.stderr)
    finally:
        shutil.rmtree(folder)
    return failed


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    binary = os.path.abspath(sys.argv[1])
    if not os.access(binary, os.X_OK):
        sys.exit(f"check-doc-examples: no executable at {binary}")
    files = sys.argv[2:] or [os.path.join(REPOSITORY, "README.md")] + sorted(
        os.path.join(REPOSITORY, "docs", "guides", name)
        for name in os.listdir(os.path.join(REPOSITORY, "docs", "guides")) if name.endswith(".md"))
    failed = sum(run_file(path, os.path.dirname(binary)) for path in files)
    if failed:
        sys.exit(f"check-doc-examples: {failed} example(s) failed")


if __name__ == "__main__":
    main()
