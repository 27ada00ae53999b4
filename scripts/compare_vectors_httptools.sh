#!/bin/sh
# Regenerates tests/data/compare/httptools.jsonl: httptools's parse_url
# (httptools 0.9.0, pip-installed into a venv under target/, whose wheel
# builds the http-parser bundled in its sdist, fetched beside it to name that
# release; on this machine's CPython; the releases are the file's first
# line) over the confusion catalog, the WHATWG corpus's inputs, every 16th
# line of the real URL lists, inputs reaching each state, 1,000 random ones
# and 500 that are not UTF-8 (scripts/python/compare_httptools.py says
# which, and the lines' shape). tests/compare_httptools.rs holds the
# httptools reader of `compare` to every line, without Python.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/target/pyval-venv"
sdist="$root/target/pyval-sdist"
. "$root/scripts/python/venv.sh"
pip_venv "$venv" 'httptools==0.9.0'
if [ ! -d "$sdist/httptools-0.9.0" ]; then
    mkdir -p "$sdist"
    "$venv/bin/pip" download -q --no-binary :all: --no-deps -d "$sdist" 'httptools==0.9.0'
    tar xzf "$sdist/httptools-0.9.0.tar.gz" -C "$sdist"
fi
"$venv/bin/python" "$root/scripts/python/compare_httptools.py" "$root/tests/data" \
    "$sdist/httptools-0.9.0" > "$root/tests/data/compare/httptools.jsonl"
