#!/bin/sh
# `compare --shard` and `merge-reports` as a CI matrix runs them (SPEC §3, README "Splitting
# across machines"): four shards at once under GNU parallel, merged, must give the JSON, JUnit
# and exit code of one run over every pair. JUnit `time` attributes are the only thing allowed
# to differ. Usage: sh scripts/shard-check.sh BINARY
set -eu
bin=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
# Two renders that differ in every frame (another title), and one frame on one side only.
"$bin" render --motion 'hold 0.2; drag -150 0.4; release' --fps 20 --scale 1 --quiet --output-dir golden
"$bin" render --motion 'hold 0.2; drag -150 0.4; release' --fps 20 --scale 1 --quiet --output-dir out --title Other
rm out/frame_0003.png

status=0
"$bin" compare golden out --json --junit single.xml > single.json || status=$?
[ "$status" -eq 1 ] || { echo "shard-check: the single run exited $status, not 1" >&2; exit 1; }
parallel --halt never "'$bin' compare golden out --shard {}/4 --report shard-{} --json > shard-{}.json; [ \$? -le 1 ]" \
    ::: 1 2 3 4
status=0
"$bin" merge-reports shard-1 shard-2 shard-3 shard-4 --json --junit merged.xml > merged.json || status=$?
[ "$status" -eq 1 ] || { echo "shard-check: merge-reports exited $status, not 1" >&2; exit 1; }
# With --report, JUnit names the diff images in it: a report of its own, apart from the JUnit compared.
"$bin" merge-reports shard-4 shard-3 shard-2 shard-1 --report merged > /dev/null || status=$?
untimed() { sed 's/ time="[^"]*"//g' "$1"; }
cmp single.json merged.json || { echo "shard-check: the merged JSON is not the single run's" >&2; exit 1; }
untimed single.xml > single.untimed.xml
untimed merged.xml > merged.untimed.xml
cmp single.untimed.xml merged.untimed.xml ||
    { echo "shard-check: the merged JUnit is not the single run's" >&2; exit 1; }
[ -f merged/index.html ] || { echo "shard-check: no merged/index.html" >&2; exit 1; }
echo "shard-check: 4 shards under GNU parallel merge into the single run's JSON and JUnit"
