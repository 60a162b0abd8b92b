#!/bin/sh
# Writes the docs made from the scene schema (issue 28): the key tables between the
# `<!-- scene-keys:begin FORM -->` markers of the files SceneKeyDocs.tables lists, and
# Fuzz/scene.dict. The generator is Tests/SceneModelTests/SceneKeyDocs.swift, run as its test
# suite with STRETCHY_WRITE_SCENE_KEYS=1; `make test` runs the same suite without it, which
# fails when a file is not what the schema makes.
#
# Usage: scripts/scene-keys.sh [SWIFT]
set -eu
SWIFT=${1:-swift}
"$SWIFT" build -c release -Xswiftc -enable-testing --build-tests --scratch-path .build/test \
    --explicit-target-dependency-import-check error
STRETCHY_WRITE_SCENE_KEYS=1 "$SWIFT" test -c release -Xswiftc -enable-testing --scratch-path .build/test \
    --skip-build --filter SceneKeyDocsTests
