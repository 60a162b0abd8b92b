#!/usr/bin/env python3
"""Writes the Makefile variables the fuzz build links by, from Package.swift and the fuzz entries.

The fuzz targets are compiled with swiftc, not SwiftPM, so make must know which modules each
target links and in which order; this reads both from the package instead of a hand-kept copy:

- FUZZ_MODULES_<target>: the Swift modules `Fuzz/FuzzEntry.swift` and the target's entry file
  import, with every module they depend on, each after its own dependencies;
- FUZZ_IMPORTS_<module>: the modules each of those is compiled after (its Swift dependencies, and
  CShim, the one C target with sources, which the Makefile builds as objects and a module map).

System libraries (CJPEG, CHeif, …) are left out: their headers come in through swiftc's -I and
the link line. Usage: fuzz-modules.py ENTRY-VARIABLE=FILE… [dump-package.json]
e.g. `fuzz-modules.py image=Fuzz/ImageFuzzer.swift scene=Fuzz/SceneFuzzer.swift`.
"""
import json
import pathlib
import re
import subprocess
import sys

IMPORT = re.compile(r"^\s*(?:@testable\s+|(?:public|package|internal)\s+)?import\s+(\w+)", re.M)
SHARED_ENTRY = pathlib.Path("Fuzz/FuzzEntry.swift")


def main() -> int:
    entries = dict(argument.split("=", 1) for argument in sys.argv[1:] if "=" in argument)
    dumps = [argument for argument in sys.argv[1:] if "=" not in argument]
    if dumps:
        package = json.loads(pathlib.Path(dumps[0]).read_text())
    else:
        package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True,
                                            capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in package["targets"] if t["type"] in ("regular", "system")}

    def dependencies(name):
        names = []
        for dependency in targets[name]["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency:
                    names.append(dependency[kind][0])
        # Only what the Makefile compiles: Swift modules and CShim, not system libraries.
        return [n for n in names if n in targets and targets[n]["type"] == "regular"]

    def is_swift(name):
        return any(pathlib.Path(targets[name].get("path", "Sources/" + name)).rglob("*.swift"))

    def ordered(roots):
        """Every module `roots` reach, each after its dependencies (depth first, stable order)."""
        order, seen = [], set()

        def visit(name):
            if name in seen:
                return
            seen.add(name)
            for dependency in dependencies(name):
                visit(dependency)
            order.append(name)

        for root in roots:
            visit(root)
        return order

    modules = set()
    lines = []
    for target, entry in entries.items():
        imported = []
        for source in (SHARED_ENTRY, pathlib.Path(entry)):
            imported += [m for m in IMPORT.findall(source.read_text()) if m in targets and m not in imported]
        if not imported:
            print(f"fuzz modules: {entry} imports no module of the package", file=sys.stderr)
            return 1
        linked = [m for m in ordered(sorted(imported)) if is_swift(m)]
        modules |= set(linked)
        lines.append(f"FUZZ_MODULES_{target} = {' '.join(linked)}")
    for module in sorted(modules):
        lines.append(f"FUZZ_IMPORTS_{module} = {' '.join(dependencies(module))}")
    print("# Written by scripts/fuzz-modules.py from Package.swift; do not edit.")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
