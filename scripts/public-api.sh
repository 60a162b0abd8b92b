#!/bin/sh
# The public API of the library products, with the toolchain's swift-api-digester over the
# modules StretchyKit and StretchyTesting carry (scripts/public-api.py says how each declaration
# is listed and counted): `check` fails, naming each declaration added or removed, when it is
# not what api/public-api.txt records (`make test`); `record` writes that file anew after an
# intended change (`make api-baseline`); `count` prints the declarations per module.
#
# Usage: scripts/public-api.sh check|record|count [SWIFT]
set -eu
MODE=${1:?check, record or count}
SWIFT=${2:-swift}
. scripts/library-modules.sh
# shellcheck disable=SC2086
python3 scripts/public-api.py "$MODE" "$(dirname "$(command -v "$SWIFT")")/swift-api-digester" $search
