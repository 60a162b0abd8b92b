#!/usr/bin/env python3
"""Checks the package's module graph against the rules in Package.swift's header:

- every target that a Swift file imports is a declared dependency of its target, and every
  declared dependency is imported somewhere in that target (no unused dependency);
- a target depends only on targets of its own layer or lower ones (the folder's number,
  `Sources/4-Scenery` is layer 4; test targets may use any layer);
- the target that defines `ScrollState` has no C target anywhere below it;
- every package under Examples/ imports only modules that the products it declares provide.

`swift build --explicit-target-dependency-import-check error` catches an undeclared import as
well, but not an unused dependency nor a layer broken by a declared one.
Usage: check-module-graph.py [dump-package.json]   (default: runs `swift package dump-package`)
"""
import json
import pathlib
import re
import subprocess
import sys

# Modules of the toolchain and the system, not targets of this package.
SYSTEM = {"Foundation", "FoundationEssentials", "FoundationXML", "Glibc", "Dispatch", "Synchronization", "Testing",
          "XCTest", "_StringProcessing"}
IMPORT = re.compile(r"^\s*(?:@testable\s+|@_implementationOnly\s+|(?:public|package|internal)\s+)?import\s+(\w+)", re.M)


def main() -> int:
    if len(sys.argv) > 1:
        package = json.loads(pathlib.Path(sys.argv[1]).read_text())
    else:
        package = json.loads(subprocess.run(["swift", "package", "dump-package"], check=True,
                                            capture_output=True, text=True).stdout)
    targets = {t["name"]: t for t in package["targets"]}
    for target in targets.values():
        target.setdefault("path", ("Tests/" if target["type"] == "test" else "Sources/") + target["name"])
    problems = []

    def dependencies(target):
        names = []
        for dependency in target["dependencies"]:
            for kind in ("byName", "target"):
                if kind in dependency:
                    names.append(dependency[kind][0])
        return names

    def is_c(target):
        return target["type"] == "system" or not any(pathlib.Path(target["path"]).rglob("*.swift"))

    def layer(target):
        match = re.match(r"Sources/(\d+)-", target["path"])
        return int(match.group(1)) if match else None

    for name, target in targets.items():
        if is_c(target):
            continue
        imported = set()
        for source in pathlib.Path(target["path"]).rglob("*.swift"):
            imported |= set(IMPORT.findall(source.read_text()))
        declared = set(dependencies(target))
        for module in sorted(imported - declared - SYSTEM - {name}):
            problems.append(f"{name}: imports {module} without declaring it")
        # A test target depends on an executable only so that it is built to be run.
        for module in sorted(declared - imported):
            if targets.get(module, {}).get("type") == "executable" and target["type"] == "test":
                continue
            problems.append(f"{name}: declares {module} and never imports it")
        own = layer(target)
        for module in sorted(declared):
            other = layer(targets[module]) if module in targets else None
            if own is not None and other is not None and other > own:
                problems.append(f"{name} (layer {own}) depends on {module} (layer {other})")

    model = [name for name, t in targets.items() if not is_c(t)
             and any(re.search(r"public struct ScrollState\b", p.read_text()) for p in pathlib.Path(t["path"]).rglob("*.swift"))]
    for name in model:
        seen, stack = set(), [name]
        while stack:
            current = stack.pop()
            for module in dependencies(targets[current]):
                if module in seen:
                    continue
                seen.add(module)
                if is_c(targets[module]):
                    problems.append(f"{name} defines ScrollState and has the C target {module} below it")
                stack.append(module)

    problems += check_examples(package)

    for problem in problems:
        print("module graph: " + problem, file=sys.stderr)
    if not problems:
        print(f"module graph: {len(targets)} targets, imports match dependencies, layers hold, "
              f"{', '.join(model)} has no C below it")
    return 1 if problems else 0


def check_examples(package):
    """Every package under Examples/ imports only modules of the products it declares (what a
    client of stretchy can import), and declares no product it never imports from."""
    products = {p["name"]: set(p["targets"]) for p in package.get("products", [])}
    problems = []
    for manifest in sorted(pathlib.Path("Examples").glob("*/Package.swift")):
        folder = manifest.parent
        example = json.loads(subprocess.run(["swift", "package", "dump-package", "--package-path", str(folder)],
                                            check=True, capture_output=True, text=True).stdout)
        for target in example["targets"]:
            default = ("Tests/" if target["type"] == "test" else "Sources/") + target["name"]
            path = folder / (target.get("path") or default)
            imported = set()
            for source in path.rglob("*.swift"):
                imported |= set(IMPORT.findall(source.read_text()))
            reachable, declared = set(), []
            for dependency in target["dependencies"]:
                if "product" in dependency:
                    name = dependency["product"][0]
                    declared.append(name)
                    reachable |= products.get(name, set())
            for module in sorted(imported - reachable - SYSTEM):
                problems.append(f"{folder}/{target['name']}: imports {module}, which no declared product provides")
            for name in declared:
                if not products.get(name, set()) & imported:
                    problems.append(f"{folder}/{target['name']}: declares {name} and imports none of its modules")
    return problems


if __name__ == "__main__":
    sys.exit(main())
