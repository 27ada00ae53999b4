#!/bin/sh
# Regenerates tests/data/compare/urllib3.jsonl: urllib3's parse_url (urllib3
# 2.8.0 with idna 3.20, pip-installed into a venv under target/, on this
# machine's CPython; the releases are the file's first line) over the
# confusion catalog, the WHATWG corpus's inputs and every 16th line of the
# real URL lists (scripts/python/compare_urllib3.py says which, and the
# lines' shape). tests/compare_urllib3.rs holds the urllib3 reader of
# `compare` to every line, without Python.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/target/urllib3-venv"
. "$root/scripts/python/venv.sh"
pip_venv "$venv" -r "$root/scripts/python/urllib3-requirements.txt"
"$venv/bin/python" "$root/scripts/python/compare_urllib3.py" "$root/tests/data" \
    > "$root/tests/data/compare/urllib3.jsonl"
