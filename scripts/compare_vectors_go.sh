#!/bin/sh
# Regenerates tests/data/compare/go.jsonl: Go's net/url.Parse (the `go` on
# PATH; Debian's golang-go, its version the file's first line) over the
# confusion catalog, the WHATWG corpus's inputs (whatwg-node.jsonl) and every
# 16th line of the real URL lists, one JSON object a line
# (scripts/go/compare_go.go says which). tests/compare_go.rs holds the go
# reader of `compare` to every line, without Go.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
PYTHONPATH="$root/scripts/python" python3 - "$data" <<'PY' | go run "$root/scripts/go/compare_go.go" > "$data/compare/go.jsonl"
import sys
from compare_inputs import common_inputs, print_once
data = sys.argv[1]
out = print_once()
for s in common_inputs(data):
    out(s)
PY
