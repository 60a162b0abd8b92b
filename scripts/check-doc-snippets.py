#!/usr/bin/env python3
"""Compiles the Swift snippets of the docs, so that none of them goes stale.

Usage: scripts/check-doc-snippets.py SWIFTC FLAGS... -- FILE.md...

scripts/docc.sh runs it on the DocC articles (Sources/6-*/*.docc/*.md) and docs/guides/*.md,
with FLAGS that find the modules `make test`'s build left in .build/test (the symbol-graph
step's search paths). Every ```swift block of a file is compiled:

- a manifest (a block that imports PackageDescription) alone, against the toolchain's
  PackageDescription module, as SwiftPM reads a Package.swift;
- every other block of the file together, in order, as one file in script mode, so that an
  article may build on what an earlier block declared, and top-level statements
  (`let renderer = try StretchyRenderer(…)`) compile as they read.

`swiftc -c` runs every check a build runs (type checking and the mandatory SIL passes), into a
scratch folder removed at the end; nothing is linked, so no test framework runs. A snippet that
shows an elision (`…`) in code cannot compile: write it whole.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

from doc_blocks import fenced_blocks



def tools_version(manifest):
    """The flag that makes PackageDescription's API of the manifest's tools version available."""
    found = re.match(r"// swift-tools-version:\s*([0-9.]+)", manifest)
    return ["-package-description-version", found.group(1) if found else "6.0"]


def compile_one(swiftc, flags, source, folder, name):
    """Compiles `source` as `name`.swift in `folder`; returns the compiler's output, or None."""
    path = os.path.join(folder, name + ".swift")
    with open(path, "w", encoding="utf-8") as file:
        file.write(source)
    result = subprocess.run(
        [swiftc, "-c", "-swift-version", "6", "-module-name", name, *flags, path,
         "-o", os.path.join(folder, name + ".o")],
        capture_output=True, text=True)
    return None if result.returncode == 0 else result.stdout + result.stderr


def main():
    arguments = sys.argv[1:]
    if "--" not in arguments or arguments.index("--") < 1:
        sys.exit(__doc__)
    split = arguments.index("--")
    swiftc, flags, files = arguments[0], arguments[1:split], arguments[split + 1:]
    toolchain = os.path.dirname(os.path.dirname(os.path.realpath(shutil.which(swiftc) or swiftc)))
    manifest_flags = ["-I", os.path.join(toolchain, "lib", "swift", "pm", "ManifestAPI")]
    failed, compiled = 0, 0
    folder = tempfile.mkdtemp(prefix="stretchy-doc-snippets.")
    try:
        for index, path in enumerate(files):
            blocks = fenced_blocks(path, ["swift"])
            manifests = [b for b in blocks if re.search(r"^import PackageDescription", b[1], re.M)]
            code = [b for b in blocks if b not in manifests]
            units = [
                (f"{path}:{line}", text, manifest_flags + tools_version(text), f"Manifest{index}_{line}")
                for line, text in manifests
            ]
            if code:
                # `// <file>:<line>` before each block, so a compiler error names the block it is in.
                text = "".join(f"// {path}:{line}\n{block}" for line, block in code)
                where = ", ".join(f"{path}:{line}" for line, _ in code)
                units.append((where, text, flags, f"Snippets{index}"))
            for where, text, unit_flags, name in units:
                compiled += 1
                errors = compile_one(swiftc, unit_flags, text, folder, name)
                if errors is None:
                    print(f"doc snippets {where}: compiled")
                else:
                    failed += 1
                    print(f"doc snippets {where}: do not compile:\n{errors}", file=sys.stderr)
    finally:
        shutil.rmtree(folder)
    if failed:
        sys.exit(f"check-doc-snippets: {failed} of {compiled} snippet files do not compile")


if __name__ == "__main__":
    main()
