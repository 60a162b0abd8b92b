#!/bin/sh
# Builds the DocC archives of StretchyKit and StretchyTesting with the toolchain's docc (no
# plugin, nothing downloaded) into .build/docs/<Module>.doccarchive, and fails on any DocC
# warning or on a public symbol without documentation, in any module the products carry. Then
# every Swift snippet of the DocC articles and of docs/guides is compiled against the same
# modules (scripts/check-doc-snippets.py).
#
# The symbol graphs come from the modules `make test`'s build leaves in .build/test (building
# them here first if needed, with the same flags, so nothing is rebuilt twice:
# scripts/library-modules.sh).
#
# Usage: scripts/docc.sh [SWIFT]
set -eu
SWIFT=${1:-swift}
TOOLCHAIN=$(dirname "$(command -v "$SWIFT")")
DOCC=$TOOLCHAIN/docc
EXTRACT=$TOOLCHAIN/swift-symbolgraph-extract
OUT=.build/docs

. scripts/library-modules.sh

status=0
# Every module the products carry must document each public declaration. StretchyKit and
# StretchyTesting have a catalog; the other modules have none yet: their declarations are
# documented in the source, and named in the signatures the two catalogs show.
for module in $(python3 scripts/public-api.py modules); do
    graphs=$OUT/symbol-graphs/$module
    rm -rf "$graphs" "$OUT/$module.doccarchive"
    mkdir -p "$graphs"
    # shellcheck disable=SC2086
    "$EXTRACT" -module-name "$module" $search -target x86_64-unknown-linux-gnu -output-dir "$graphs" \
        -minimum-access-level public
    python3 scripts/check-documented.py "$graphs/$module.symbols.json" || status=1
    catalog=$(ls -d Sources/6-*/"$module".docc 2>/dev/null || true)
    [ -n "$catalog" ] || continue
    "$DOCC" convert "$catalog" --additional-symbol-graph-dir "$graphs" --fallback-display-name "$module" \
        --fallback-bundle-identifier "stretchy.$module" --output-dir "$OUT/$module.doccarchive" \
        --warnings-as-errors || status=1
done
# shellcheck disable=SC2086
python3 scripts/check-doc-snippets.py "${SWIFT}c" $search -- Sources/6-*/*.docc/*.md docs/guides/*.md || status=1
[ $status -eq 0 ] && echo "docs: $OUT/StretchyKit.doccarchive and $OUT/StretchyTesting.doccarchive"
exit $status
