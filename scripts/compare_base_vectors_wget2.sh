#!/bin/sh
# Regenerates tests/data/compare/base-wget2.jsonl: what wget2 1.99.1 makes of
# a redirect, libwget's wget_iri_relative_to_abs(base_iri, location, ...)
# on the job's wget_iri_parse(base, "utf-8") and the Location value as
# wget_http_parse_location takes it (the one installed, Debian bookworm's
# wget2-dev / libwget0 1.99.1; the versions the file's first line), over
# scripts/compare_base_vectors.py's client_pairs (urllib's pairs, then
# seeded random ones), one JSON object a line: {"base", "input",
# "resolved"} (the text wget2 hands to add_url; bytes that are not UTF-8
# as Python's errors="replace" writes them), or {"base", "input", "error":
# "the base: wget_iri_parse returned NULL"}.
# scripts/wget2/compare_base_wget2.c does the resolving (compiled here with
# cc -lwget; apt-get install wget2-dev); tests/compare_base_clients.rs holds
# the wget2 reader's resolution to every line, without libwget.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
cc -O2 -o "$bin/compare_base_wget2" scripts/wget2/compare_base_wget2.c -lwget
debian=$(dpkg-query -W -f '${Version}' libwget0)
python3 scripts/compare_base_vectors.py --client-pairs > "$bin/pairs.jsonl"
python3 - "$bin/pairs.jsonl" "$bin/compare_base_wget2" "$debian" > tests/data/compare/base-wget2.jsonl <<'PY'
import json, subprocess, sys
pairs = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
feed = "".join(b.encode().hex() + "\t" + u.encode().hex() + "\n" for b, u in pairs)
out = subprocess.run([sys.argv[2], "1.99.1"], input=feed.encode(), capture_output=True, check=True).stdout.decode().split("\n")
print(json.dumps({"wget2": out[0], "debian": sys.argv[3]}))
for (base, ref), line in zip(pairs, out[1:], strict=False):
    row = {"base": base, "input": ref}
    if line == "BASE":
        row["error"] = "the base: wget_iri_parse returned NULL"
    else:
        ok, hexed = line.split("\t")
        assert ok == "OK"
        row["resolved"] = bytes.fromhex(hexed).decode("utf-8", errors="replace")
    print(json.dumps(row, ensure_ascii=False))
assert len(out) == len(pairs) + 2, (len(out), len(pairs))
PY
