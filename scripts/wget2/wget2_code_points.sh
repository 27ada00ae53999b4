#!/bin/sh
# Writes, for every code point c from U+0080 (surrogates aside), `HEX TAB
# host` (a JSON string): the host libwget 1.99.1's wget_iri_parse gives
# `http://a<c>/` (with libidn2 2.3.3 converting it, or leaving it as it was
# where libidn2 refuses it). examples/idna_gap.rs (with `wget2`) compares the wget2
# reader with it: the source of the table of code points libidn2's Unicode
# 14.0 data disallows and ICU4X's does not
# (src/compare/readers/wget2/idn2.rs).
#   scripts/wget2/wget2_code_points.sh > /tmp/wget2-code-points.tsv
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
cc -O2 -o "$bin/compare_wget2" "$root/scripts/wget2/compare_wget2.c" -lwget
python3 - "$bin/compare_wget2" <<'PY'
import json, subprocess, sys
points = [c for c in range(0x80, 0x110000) if not 0xD800 <= c <= 0xDFFF]
feed = "".join(("http://a" + chr(c) + "/").encode("utf-8").hex() + "\n" for c in points)
out = subprocess.run([sys.argv[1], "x"], input=feed, capture_output=True, text=True, check=True).stdout
for c, line in zip(points, out.split("\n")[1:]):
    host = bytes.fromhex(line.split("\t")[4]).decode("utf-8", errors="replace")
    print(f"{c:X}\t{json.dumps(host, ensure_ascii=False)}")
PY
