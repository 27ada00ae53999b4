#!/bin/sh
# Regenerates tests/data/compare/base-go.jsonl: how Go's net/url (the `go`
# on PATH; Debian's golang-go, its version the file's first line) resolves
# each pair `compare --base` is tested with, as a Go client follows a
# Location header: url.Parse of each, then ResolveReference, then String
# (scripts/go/compare_base_go.go). The pairs are those of base-urllib.jsonl
# (scripts/compare_base_vectors.py), in its order. tests/compare_base_go.rs
# holds the go reader to them, without Go.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data/compare"
python3 - "$data/base-urllib.jsonl" <<'PY' | go run "$root/scripts/go/compare_base_go.go" > "$data/base-go.jsonl"
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    next(f)
    for line in f:
        v = json.loads(line)
        print(json.dumps(v["base"]) + "\t" + json.dumps(v["input"]))
PY
