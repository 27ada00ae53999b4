#!/bin/sh
# Regenerates tests/data/compare/base-url-parse.jsonl: npm url-parse 1.5.10's
# `new Url(reference, base).href` (installed by this script into
# target/url-parse with `npm install url-parse@1.5.10`; the release and
# Node's version the file's first line) over
# scripts/compare_base_vectors.py's client_pairs (urllib's pairs, then
# seeded random ones; scripts/node/compare_base_url_parse.mjs says the
# lines' shape). tests/compare_base_clients.rs holds the url-parse reader's
# resolution to every line, without Node.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
dir="$root/target/url-parse"
if [ ! -d "$dir/node_modules/url-parse" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm install --no-save --no-package-lock url-parse@1.5.10 >/dev/null)
fi
python3 scripts/compare_base_vectors.py --client-pairs | URL_PARSE_DIR="$dir" node scripts/node/compare_base_url_parse.mjs > tests/data/compare/base-url-parse.jsonl
