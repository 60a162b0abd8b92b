#!/bin/sh
# Fails, listing what is there (three levels down, so that a folder left names the files in it),
# unless FOLDER is empty; removes it when it is.
# Usage: check-empty-folder.sh FOLDER WHAT   (`make test`: "the tests left these in TMPDIR")
set -eu
folder=$1
left=$(ls -A "$folder")
if [ -n "$left" ]; then
    echo "Error: $2 ($folder):" >&2
    find "$folder" -mindepth 1 -maxdepth 3 | sort | sed "s|^$folder/|  |" >&2
    exit 1
fi
rmdir "$folder"
