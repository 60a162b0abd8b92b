#!/usr/bin/env python3
"""Fails when a public symbol of a module's symbol graph has no documentation comment.

Members that implement a protocol requirement (`description`, a trait's `provideScope`) carry the
requirement's documentation and are not asked for their own, nor are a property wrapper's
projections (`$current`), which the wrapped property documents.
Usage: check-documented.py MODULE.symbols.json
"""
import json
import sys


def main() -> int:
    graph = json.load(open(sys.argv[1]))
    implementing = {r["source"] for r in graph.get("relationships", [])
                    if r["kind"] in ("requirementOf", "optionalRequirementOf", "defaultImplementationOf", "overrides")}
    missing = []
    for symbol in graph["symbols"]:
        usr = symbol["identifier"]["precise"]
        if symbol.get("accessLevel") != "public" or symbol.get("docComment") or usr in implementing:
            continue
        if "::SYNTHESIZED::" in usr or symbol["pathComponents"][-1].startswith("$"):
            continue
        missing.append(".".join(symbol["pathComponents"]))
    for name in sorted(missing):
        print(f"{graph['module']['name']}: {name} has no documentation comment", file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
