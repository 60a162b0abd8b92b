#!/usr/bin/env bash
# `make bench`: installs what the benchmark needs, then runs bench/bench.py.
#
# usage: bench/run.sh STRETCHY        (RUNS=N sets the runs of each measurement, default 5;
#                                      BASELINE=BIN measures an earlier binary's compare --report and
#                                      GIF too;
#                                      ONLY=animations runs bench/animations.py alone, DEVICES=none|all|
#                                      NAME,... its device matrix; ONLY=rows issue 40's 10,000 rows
#                                      beside 30 alone)
#
# Needs, and installs when missing (as root, through scripts/ensure-packages.sh): ImageMagick
# for its `compare`, GNU time for peak memory, eatmydata (a render without fsync), djpeg, a C compiler with libpng for the
# libpng-alone encoder, and Debian's Python with venv. Pillow goes into bench/.venv from PyPI,
# never into the system's site-packages.
set -euo pipefail
cd "$(dirname "$0")/.."
stretchy=${1:?usage: bench/run.sh STRETCHY}

# Issue 40's rows alone need only the binary and Debian's python3 (with python3-pil).
if [ "${ONLY:-}" = rows ]; then
    exec /usr/bin/python3 bench/bench.py "$stretchy" --runs "${RUNS:-5}" --only rows
fi

sh scripts/ensure-packages.sh imagemagick time eatmydata libjpeg-turbo-progs gcc libc6-dev pkg-config \
    libpng-dev zlib1g-dev python3 python3-venv fontconfig fonts-inter fonts-noto-cjk ffmpeg gifsicle python3-pil \
    python3-numpy
mkdir -p bench/out

if [ ! -x bench/.venv/bin/python ]; then
    /usr/bin/python3 -m venv bench/.venv
fi
bench/.venv/bin/python -m pip install --quiet --disable-pip-version-check -r bench/requirements.txt

# shellcheck disable=SC2046
cc -O2 -Wall -Wextra -o bench/out/libpng_encode bench/libpng_encode.c $(pkg-config --cflags --libs libpng zlib)

if [ "${ONLY:-}" != animations ]; then
    bench/.venv/bin/python bench/bench.py "$stretchy" --runs "${RUNS:-5}" ${BASELINE:+--baseline "$BASELINE"}
fi
# The animated files (`render --gif/--apng/--webp` beside `make gif`'s ffmpeg recipe and gifsicle):
# Debian's python3, whose Pillow and numpy decode and score them (the Makefile's PACKAGES).
exec /usr/bin/python3 bench/animations.py "$stretchy" --runs "${RUNS:-3}" --devices "${DEVICES:-all}" \
    ${BASELINE:+--baseline "$BASELINE"}
