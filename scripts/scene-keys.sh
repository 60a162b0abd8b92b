#!/bin/sh
# Writes the docs made from the scene schema (issue 28) and the device presets (issue 45): the key
# tables between the `<!-- scene-keys:begin FORM -->` markers of the files SceneKeyDocs.tables
# lists, Fuzz/scene.dict, and the device tables between the `<!-- devices:begin FORM -->` markers
# of the files DeviceDocs.tables lists. The generators are Tests/SceneModelTests/SceneKeyDocs.swift
# and DeviceDocs.swift, run as their test suites with STRETCHY_WRITE_SCENE_KEYS=1; `make test` runs
# the same suites without it, which fail when a file is not what the schema or presets make.
#
# Usage: scripts/scene-keys.sh [SWIFT]
set -eu
SWIFT=${1:-swift}
"$SWIFT" build -c release -Xswiftc -enable-testing --build-tests --scratch-path .build/test \
    --explicit-target-dependency-import-check error
STRETCHY_WRITE_SCENE_KEYS=1 "$SWIFT" test -c release -Xswiftc -enable-testing --scratch-path .build/test \
    --skip-build --filter 'SceneKeyDocsTests|DeviceDocsTests'
