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
python3 - "$data" <<'PY' | go run "$root/scripts/go/compare_go.go" > "$data/compare/go.jsonl"
import json, sys
data = sys.argv[1]
seen = set()
def out(s):
    if s not in seen:
        seen.add(s)
        print(json.dumps(s))
for line in open(f"{data}/compare/confusion.tsv", encoding="utf-8"):
    if not line.startswith("#") and "\t" in line:
        out(json.loads(line.rstrip("\n").split("\t", 1)[1]))
for n, line in enumerate(open(f"{data}/compare/whatwg-node.jsonl", encoding="utf-8")):
    if n > 0:
        out(json.loads(line)["input"])
for name in ("isaacs_files", "kasztp", "node_files"):
    for n, line in enumerate(open(f"{data}/real-urls/{name}.txt", encoding="utf-8", errors="surrogateescape")):
        if n % 16 == 0:
            s = line.rstrip("\n").rstrip("\r")
            try:
                s.encode("utf-8")
            except UnicodeEncodeError:
                continue
            out(s)
PY
