#!/bin/sh
# Regenerates tests/data/compare/base-curl.jsonl: how libcurl (the one
# installed, Debian's libcurl4-openssl-dev; its version and the Debian
# package's the file's first line) resolves a redirect's Location against
# the URL it fetched, over scripts/compare_base_vectors.py's client_pairs
# (urllib's pairs: RFC 3986 section 5.4's references against its base,
# the confusion catalog's inputs against two bases, every
# web-platform-tests case with a base; then seeded random pairs over
# bases and references that reach each library's branches). One JSON
# object a line: {"base", "input", "resolved"} (curl_url_get's URL), or
# {"base", "input", "error"}: the CURLUcode's name, after "the base: "
# when curl_url_set refuses the base.
# scripts/curl/compare_base_curl.c does the resolving (compiled here with
# cc -lcurl; apt-get install libcurl4-openssl-dev);
# tests/compare_base_clients.rs holds the curl reader's resolution to
# every line, without libcurl.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
cc -O2 -o "$bin/compare_base_curl" "$root/scripts/curl/compare_base_curl.c" -lcurl
debian=$(dpkg-query -W -f '${Version}' libcurl4-openssl-dev 2>/dev/null || echo unknown)
cd "$root"
python3 - "$bin/compare_base_curl" "$debian" > tests/data/compare/base-curl.jsonl <<'PY'
import json, subprocess, sys
sys.path.insert(0, "scripts")
from compare_base_vectors import client_pairs as pairs
exe, debian = sys.argv[1:3]
todo = list(pairs())
feed = "".join(b.encode().hex() + "\t" + u.encode().hex() + "\n" for b, u in todo)
lines = subprocess.run([exe], input=feed, capture_output=True, text=True,
                       check=True).stdout.split("\n")
print(json.dumps({"curl": lines[0], "debian": debian}))
assert len(lines) == len(todo) + 2, len(lines)
for (b, u), line in zip(todo, lines[1:]):
    kind, value = line.split("\t")
    row = {"base": b, "input": u}
    if kind == "OK":
        row["resolved"] = bytes.fromhex(value).decode("utf-8", errors="replace")
    elif kind == "BASE":
        row["error"] = "the base: " + value
    else:
        row["error"] = value
    print(json.dumps(row, ensure_ascii=False))
PY
