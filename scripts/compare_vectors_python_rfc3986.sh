#!/bin/sh
# Regenerates tests/data/compare/python-rfc3986.jsonl: PyPI rfc3986's
# uri_reference and is_valid (rfc3986 2.0.0, pip-installed into a venv under
# target/, on this machine's CPython; the releases are the file's first
# line) over the confusion catalog, the WHATWG corpus's inputs, every 16th
# line of the real URL lists, inputs reaching each branch, 1,000 random ones
# and a few that are not UTF-8 (scripts/python/compare_python_rfc3986.py
# says which, and the lines' shape). tests/compare_python_rfc3986.rs holds
# the python-rfc3986 reader of `compare` to every line, without Python.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/target/pyval-venv"
. "$root/scripts/python/venv.sh"
pip_venv "$venv" 'rfc3986==2.0.0'
"$venv/bin/python" "$root/scripts/python/compare_python_rfc3986.py" "$root/tests/data" \
    > "$root/tests/data/compare/python-rfc3986.jsonl"
