#!/bin/sh
# Builds the DocC archives of StretchyKit and StretchyTesting with the toolchain's docc (no
# plugin, nothing downloaded) into .build/docs/<Module>.doccarchive, and fails on any DocC
# warning or on a public symbol without documentation. Then every Swift snippet of the DocC
# articles and of docs/guides is compiled against the same modules (scripts/check-doc-snippets.py).
#
# The symbol graphs come from the modules `make test`'s build leaves in .build/test (building
# them here first if needed, with the same flags, so nothing is rebuilt twice).
#
# Usage: scripts/docc.sh [SWIFT]
set -eu
SWIFT=${1:-swift}
TOOLCHAIN=$(dirname "$(command -v "$SWIFT")")
DOCC=$TOOLCHAIN/docc
EXTRACT=$TOOLCHAIN/swift-symbolgraph-extract
OUT=.build/docs

"$SWIFT" build -c release -Xswiftc -enable-testing --scratch-path .build/test \
    --explicit-target-dependency-import-check error --target StretchyTesting
BUILT=$("$SWIFT" build -c release -Xswiftc -enable-testing --scratch-path .build/test --show-bin-path)

# The C modules the Swift ones import: the system libraries' module maps and the shim's.
search="-I $BUILT/Modules -Xcc -fmodule-map-file=$BUILT/CShim.build/module.modulemap"
search="$search -Xcc -I -Xcc Sources/1-Edges/CShim/include"
for edge in Sources/1-Edges/C*; do
    if [ -f "$edge/module.modulemap" ]; then search="$search -I $edge"; fi
done
for include in $(pkg-config --cflags-only-I freetype2 harfbuzz fribidi libpng lcms2); do
    search="$search -Xcc $include"
done

status=0
for module in StretchyKit StretchyTesting; do
    graphs=$OUT/symbol-graphs/$module
    rm -rf "$graphs" "$OUT/$module.doccarchive"
    mkdir -p "$graphs"
    # shellcheck disable=SC2086
    "$EXTRACT" -module-name "$module" $search -target x86_64-unknown-linux-gnu -output-dir "$graphs" \
        -minimum-access-level public
    python3 scripts/check-documented.py "$graphs/$module.symbols.json" || status=1
    catalog=$(ls -d Sources/6-*/"$module".docc)
    "$DOCC" convert "$catalog" --additional-symbol-graph-dir "$graphs" --fallback-display-name "$module" \
        --fallback-bundle-identifier "stretchy.$module" --output-dir "$OUT/$module.doccarchive" \
        --warnings-as-errors || status=1
done
# shellcheck disable=SC2086
python3 scripts/check-doc-snippets.py "${SWIFT}c" $search -- Sources/6-*/*.docc/*.md docs/guides/*.md || status=1
[ $status -eq 0 ] && echo "docs: $OUT/StretchyKit.doccarchive and $OUT/StretchyTesting.doccarchive"
exit $status
