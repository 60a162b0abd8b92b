#!/bin/sh
# Issue 43's figures: the report a CI job uploads for a title change over the default animation,
# its size and its time beside the render's, measured side by side in one run. Renders the default
# animation (timed) and again with another title, then compares them as the CI recipes do,
# `--report R --junit R/junit.xml` (timed), ROUNDS times, interleaved so that the machine's load
# falls on both alike; prints each round's wall and CPU times, their ratios and the report's size.
# Usage: sh bench/review-loop.sh [STRETCHY] (default .build/release/stretchy; ROUNDS=3)
set -eu
stretchy=${1:-.build/release/stretchy}
rounds=${ROUNDS:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/stretchy-review-loop.XXXXXX")
trap 'rm -rf "$work"' EXIT
# Wall and CPU seconds (user + system) of a command, which may exit 1 (something differs).
measure() {
    /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" > /dev/null 2>&1 || [ $? -eq 1 ]
    tail -n 1 "$work/time" | awk '{ printf "%s %.2f", $1, $2 + $3 }'
}
"$stretchy" render --quiet --output-dir "$work/other" --title "Another title"
echo "round  render_wall  render_cpu  report_wall  report_cpu  wall_ratio  cpu_ratio  report_bytes  files"
for round in $(seq "$rounds"); do
    rm -rf "$work/golden" "$work/R"
    render=$(measure "$stretchy" render --quiet --output-dir "$work/golden")
    report=$(measure "$stretchy" compare "$work/golden" "$work/other" --report "$work/R" --junit "$work/R/junit.xml")
    bytes=$(du -sb "$work/R" | cut -f1)
    files=$(find "$work/R" -type f | wc -l)
    echo "$round $render $report $bytes $files" | awk '{ printf "%5d  %11s  %10s  %11s  %10s  %10.2f  %9.2f  %12d  %5d\n",
        $1, $2, $3, $4, $5, $4 / $2, $5 / $3, $6, $7 }'
done
