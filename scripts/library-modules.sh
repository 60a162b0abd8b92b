# Sourced (with SWIFT set) by scripts/docc.sh and scripts/public-api.sh: builds the modules of the
# library products as `make test`'s build does, into .build/test (so nothing is built twice), and
# sets BUILT (the folder they are in) and search (the flags that find them, and the C modules
# they import: the system libraries' module maps and the shim's).
"$SWIFT" build -c release -Xswiftc -enable-testing --scratch-path .build/test \
    --explicit-target-dependency-import-check error --target StretchyTesting
BUILT=$("$SWIFT" build -c release -Xswiftc -enable-testing --scratch-path .build/test --show-bin-path)

search="-I $BUILT/Modules -Xcc -fmodule-map-file=$BUILT/CShim.build/module.modulemap"
search="$search -Xcc -I -Xcc Sources/1-Edges/CShim/include"
for edge in Sources/1-Edges/C*; do
    if [ -f "$edge/module.modulemap" ]; then search="$search -I $edge"; fi
done
for include in $(pkg-config --cflags-only-I freetype2 harfbuzz fribidi libpng lcms2); do
    search="$search -Xcc $include"
done
