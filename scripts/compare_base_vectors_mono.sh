#!/bin/sh
# Regenerates tests/data/compare/base-mono.jsonl: how Mono's System.Uri
# (Debian's mono-runtime, compiled with its mcs; Mono's version the file's
# first line) resolves a reference against a base as HttpWebRequest follows
# a redirect, new Uri(new Uri(base), reference), over
# scripts/compare_base_vectors.py's client_pairs (urllib's pairs, then
# seeded random ones), and tests/data/compare/base-mono-forms.jsonl over
# scripts/mono/base_pairs_mono.py's pairs (Mono's own forms: implicit file
# bases, DOS paths after a scheme, IPv6 zones, ...);
# scripts/mono/compare_base_mono.cs says the lines' shape. tests/compare_base_clients.rs holds the mono reader's resolution
# to every line, without Mono.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$root"
mcs -nologo -out:"$tmp/compare_base_mono.exe" scripts/mono/compare_base_mono.cs
# Pairs (JSON arrays on stdin) to Mono, its lines to the file $1.
run() {
    python3 -c '
import json, sys
for line in sys.stdin:
    base, url = json.loads(line)
    print(base.encode("utf-8", "surrogatepass").hex(), url.encode("utf-8", "surrogatepass").hex())
' | mono "$tmp/compare_base_mono.exe" | python3 -c '
import json, sys
for line in sys.stdin:
    print(json.dumps(json.loads(line), ensure_ascii=False))
' > "$1"
}
python3 scripts/compare_base_vectors.py --client-pairs | run tests/data/compare/base-mono.jsonl
python3 scripts/mono/base_pairs_mono.py | run tests/data/compare/base-mono-forms.jsonl
