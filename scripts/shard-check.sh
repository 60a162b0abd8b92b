#!/bin/sh
# `compare --shard` and `merge-reports` as a CI matrix runs them (SPEC §3, docs/guides/compare.md
# "Splitting across machines"): four shards at once under GNU parallel, merged, must give the JSON, JUnit
# and exit code of one run over every pair. JSON `seconds` and JUnit `time` are the only things
# allowed to differ. The merged HTML report must name only files it holds (or the golden ones it
# links to), and every report folder must list its own files in its manifest.
# Usage: sh scripts/shard-check.sh BINARY
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
untimed() { sed -e 's/ time="[^"]*"//g' -e 's/, "seconds": [^,}]*//g' "$1"; }
untimed single.json > single.untimed.json
untimed merged.json > merged.untimed.json
cmp single.untimed.json merged.untimed.json ||
    { echo "shard-check: the merged JSON is not the single run's" >&2; exit 1; }
untimed single.xml > single.untimed.xml
untimed merged.xml > merged.untimed.xml
cmp single.untimed.xml merged.untimed.xml ||
    { echo "shard-check: the merged JUnit is not the single run's" >&2; exit 1; }
[ -f merged/index.html ] || { echo "shard-check: no merged/index.html" >&2; exit 1; }
python3 - <<'PY' || exit 1
import html, json, os, re, sys, urllib.parse
page = open("merged/index.html", encoding="utf-8").read()
links = [html.unescape(v) for v in re.findall(r'(?:src|data-(?:expected|changes|actual|diff))="([^"#]+)"', page)]
missing = [v for v in links if not os.path.isfile(os.path.join("merged", urllib.parse.unquote(v)))]
if not links or missing:
    sys.exit(f"shard-check: the merged report names {len(links)} images, {len(missing)} missing: {missing[:3]}")
for folder, own in [("merged", "index.html"), ("shard-1", "shard.json")]:
    listed = json.load(open(os.path.join(folder, ".stretchy-compare.json")))["files"]
    present = sorted(os.path.relpath(os.path.join(d, f), folder) for d, _, fs in os.walk(folder) for f in fs
                     if f not in (".stretchy-compare.json", ".stretchy.lock"))
    if own not in listed or sorted(listed) != present:
        sys.exit(f"shard-check: {folder}'s manifest does not list exactly its files ({own})")
PY
echo "shard-check: 4 shards under GNU parallel merge into the single run's JSON and JUnit, and a whole report"
