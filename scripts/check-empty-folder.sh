#!/bin/sh
# Fails, listing what is there, unless FOLDER is empty; removes it when it is.
# Usage: check-empty-folder.sh FOLDER WHAT   (`make test`: "the tests left these in TMPDIR")
set -eu
folder=$1
left=$(ls -A "$folder")
if [ -n "$left" ]; then
    echo "Error: $2 ($folder):" >&2
    ls -A "$folder" | sed 's/^/  /' >&2
    exit 1
fi
rmdir "$folder"
