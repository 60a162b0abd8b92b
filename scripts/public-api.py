#!/usr/bin/env python3
"""The public API of the library products, as the toolchain's swift-api-digester sees it.

Every module a library product of Package.swift lists (`.library(name:, targets: [...])`) is
dumped with `swift-api-digester -dump-sdk` (public declarations only: `package` and `internal`
ones are not in a module's public interface) and printed as one line per declaration, sorted:
its module, kind, qualified name and signature (conformances on the type's line). Declarations
the compiler makes (a derived `==`, `hashValue`, `init(rawValue:)`) follow from a conformance and
are left out, as are the conformances every type has (`Copyable`, `Escapable`,
`SendableMetatype`) and the `package` declarations the digester lists beside the public ones
(marked `isInternal`).

  count   prints the public declarations per module and product and in all (a type, a case, a
          property, a function, an initialiser, a subscript, a type alias each count one; an
          extension of another module's type counts only for its members)
  check   fails when the listing differs from the committed baseline (api/public-api.txt),
          naming each declaration added or removed
  record  writes the listing as the new baseline
  modules prints the modules the library products carry, one a line (scripts/docc.sh checks
          that each of their public declarations is documented)

Usage: public-api.py count|check|record DIGESTER [search flags: -I DIR, -Xcc FLAG…]
       public-api.py modules
"""
import json
import os
import re
import subprocess
import sys
import tempfile

BASELINE = "api/public-api.txt"
HEADER = [
    "# The public API of the products StretchyKit and StretchyTesting: one declaration a line, from",
    "# swift-api-digester (scripts/public-api.py). `make test` fails when it changes; after an intended",
    "# change, `make api-baseline` records it again (CONTRIBUTING.md, \"The public API\").",
]
# Every type conforms to these; a line naming them would say nothing.
IMPLIED = {"Copyable", "Escapable", "SendableMetatype"}
DECLARATIONS = {"TypeDecl", "Var", "Function", "Constructor", "Subscript", "TypeAlias", "AssociatedType"}


def products(manifest: str) -> dict:
    """Product name -> its modules, from the `.library(…)` lines of Package.swift."""
    found = {}
    for name, targets in re.findall(r'\.library\(\s*name:\s*"(\w+)",\s*targets:\s*\[([^\]]*)\]', manifest):
        found[name] = re.findall(r'"(\w+)"', targets)
    return found


def labels(printed: str) -> list:
    """`make(_:at:)` -> ["_", "at"]."""
    inside = printed[printed.index("(") + 1 : -1] if "(" in printed else ""
    return [label for label in inside.split(":") if label != ""]


def signature(node: dict) -> str:
    """What follows a function's, initialiser's or subscript's name: its parameters and result."""
    types = node.get("children", [])
    result, parameters = types[0], types[1:]
    names = labels(node["printedName"])
    shown = []
    for label, parameter in zip(names, parameters):
        text = f"{label}: {parameter['printedName']}"
        shown.append(text + " = default" if parameter.get("hasDefaultArg") else text)
    text = "(" + ", ".join(shown) + ")"
    if node.get("throwing"):
        text += " throws"
    if node["kind"] != "Constructor" and result["printedName"] != "()":
        text += " -> " + result["printedName"]
    return text


def line(node: dict, path: str) -> str:
    """One declaration's line, without its module."""
    kind, decl = node["kind"], node.get("declKind", "")
    prefix = "static " if node.get("static") else ""
    generic = node.get("genericSig", "")
    if kind == "TypeDecl":
        conformances = sorted(c["printedName"] for c in node.get("conformances", []) if c["name"] not in IMPLIED)
        return f"{decl.lower()} {path}{generic}" + (": " + ", ".join(conformances) if conformances else "")
    if decl == "EnumElement":
        made = node["children"][0]["children"][0]
        # A case with a payload makes a function of it: `(Self.Type) -> (payload) -> Self`.
        if made["kind"] != "TypeFunc":
            return f"case {path}"
        payload = made["children"][1]["printedName"]
        return f"case {path}" + (payload if payload.startswith("(") else f"({payload})")
    if kind == "Var":
        settable = any(a.get("accessorKind") == "set" and not a.get("isInternal") for a in node.get("accessors", []))
        keyword = "let" if node.get("isLet") else "var"
        return f"{prefix}{keyword} {path}: {node['children'][0]['printedName']}" + (" { get set }" if settable else "")
    if kind == "TypeAlias":
        return f"typealias {path} = {node['children'][0]['printedName']}"
    if kind == "AssociatedType":
        return f"associatedtype {path}"
    name = path.rsplit(".", 1)
    base = name[0] + "." if len(name) == 2 else ""
    short = node["printedName"].split("(")[0]
    keyword = {"Constructor": "init", "Subscript": "subscript", "Function": "func"}[kind]
    mutating = "mutating " if node.get("funcSelfKind") == "Mutating" else ""
    return f"{prefix}{mutating}{keyword} {base}{short}{generic}{signature(node)}"


def listing(module: str, dump: dict) -> list:
    """(line, counts) of every public declaration the dump of `module` holds."""
    lines = []

    def walk(node: dict, outer: str):
        for child in node.get("children", []):
            # `isInternal`: a `package` declaration, which the digester lists too.
            if child.get("kind") not in DECLARATIONS or child.get("implicit") or child.get("isInternal"):
                continue
            path = (outer + "." if outer else "") + child["printedName"].split("(")[0]
            if child["kind"] in ("Function", "Constructor", "Subscript"):
                path = (outer + "." if outer else "") + child["printedName"]
            if child["kind"] == "TypeDecl" and child.get("isExternal"):
                lines.append((f"{module}: extension {child.get('moduleName', '')}.{path}", False))
                walk(child, path)
                continue
            lines.append((f"{module}: {line(child, path)}", True))
            if child["kind"] == "TypeDecl":
                walk(child, path)

    walk(dump["ABIRoot"], "")
    return lines


def dump(digester: str, module: str, flags: list) -> dict:
    with tempfile.TemporaryDirectory() as scratch:
        out = os.path.join(scratch, module + ".json")
        subprocess.run(
            [digester, "-dump-sdk", "-module", module, "-target", "x86_64-unknown-linux-gnu", "-o", out,
             "-avoid-location", "-avoid-tool-args", "-module-cache-path", os.path.join(scratch, "cache"), *flags],
            check=True)
        with open(out) as file:
            return json.load(file)


def main() -> int:
    with open("Package.swift") as file:
        libraries = products(file.read())
    if sys.argv[1:] == ["modules"]:
        print("\n".join(module for modules in libraries.values() for module in modules))
        return 0
    if len(sys.argv) < 3 or sys.argv[1] not in ("count", "check", "record"):
        print("\n".join(__doc__.strip().splitlines()[-2:]), file=sys.stderr)
        return 64
    mode, digester, flags = sys.argv[1], sys.argv[2], sys.argv[3:]
    entries = {module: listing(module, dump(digester, module, flags))
               for modules in libraries.values() for module in modules}
    if mode == "count":
        total = 0
        for product, modules in libraries.items():
            counts = {module: sum(1 for _, counted in entries[module] if counted) for module in modules}
            total += sum(counts.values())
            print(f"{product}: {sum(counts.values())} public declarations")
            for module in sorted(modules, key=lambda m: (-counts[m], m)):
                print(f"  {module:<16} {counts[module]:>4}")
        print(f"all products: {total}")
        return 0
    lines = sorted({text for module_lines in entries.values() for text, _ in module_lines})
    if mode == "record":
        os.makedirs(os.path.dirname(BASELINE), exist_ok=True)
        with open(BASELINE, "w") as file:
            file.write("\n".join(HEADER + lines) + "\n")
        print(f"{BASELINE}: {len(lines)} lines")
        return 0
    try:
        with open(BASELINE) as file:
            recorded = {text for text in file.read().splitlines() if text and not text.startswith("#")}
    except FileNotFoundError:
        recorded = set()
    added, removed = sorted(set(lines) - recorded), sorted(recorded - set(lines))
    for text in removed:
        print(f"public API: removed: {text}", file=sys.stderr)
    for text in added:
        print(f"public API: added: {text}", file=sys.stderr)
    if added or removed:
        print(f"public API: {len(added)} added, {len(removed)} removed against {BASELINE}; if intended, "
              "run `make api-baseline` and commit it (CONTRIBUTING.md, \"The public API\")", file=sys.stderr)
        return 1
    print(f"public API: as {BASELINE} records it ({len(lines)} lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
