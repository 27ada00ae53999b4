#!/bin/sh
# Regenerates tests/data/compare/url-parse.jsonl: npm url-parse 1.5 (installed
# by this script into target/url-parse with `npm install url-parse@1.5`; the
# release and Node's version the file's first line), `new Url(input)` as a
# Node server calls it, over the confusion catalog, the WHATWG corpus's inputs
# (whatwg-node.jsonl), every 16th line of the real URL lists, the inputs below
# that reach each step of the constructor, 1,000 drawn at random (seed 37)
# from the characters those steps look at, and inputs that are not UTF-8 (as
# hex, decoded as Node's Buffer.toString() does), one JSON object a line
# (scripts/node/compare_url_parse.mjs says which).
# tests/compare_url_parse.rs holds the url-parse reader of `compare` to every
# line, without Node.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
dir="$root/target/url-parse"
if [ ! -d "$dir/node_modules/url-parse" ]; then
    mkdir -p "$dir"
    (cd "$dir" && npm install --no-save --no-package-lock url-parse@1.5 >/dev/null)
fi
PYTHONPATH="$root/scripts/python" python3 - "$data" <<'PY' | URL_PARSE_DIR="$dir" node "$root/scripts/node/compare_url_parse.mjs" > "$data/compare/url-parse.jsonl"
import json, sys
from compare_inputs import common_inputs
data = sys.argv[1]
seen = set()
def out(s, key="input"):
    if (key, s) not in seen:
        seen.add((key, s))
        print(json.dumps({key: s}))
for s in common_inputs(data):
    out(s)
# Each step: trimLeft's characters (and one it keeps, U+0085), the tabs and
# line breaks dropped anywhere, the protocol pattern (any case, a digit or
# `_` that ends it), `//` and runs of `/` and `\` after it, each special
# scheme and file's own rules (slash counts, a drive letter), a path that
# `.` stops at U+2028 or U+2029, `#` and `?` from the front, backslashes
# turned only for special schemes, the last `@`, the port pattern (empty,
# leading zeros, default ports, zero, huge), the host lower-cased by
# JavaScript (final sigma, dotted I, Kelvin), the auth decoded and encoded
# again (a bad escape, a surrogate, a lone `:`, an empty password).
for s in [
    "", " ", "\x00\x01 http://h/", "\u00a0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000\ufeffhttp://h/",
    "\u0085http://h/", "\u200bhttp://h/", "h\tt\nt\rp://h/", "http://h/\t\n\rx", " \t http://h/ ",
    "http://h/ ", "HTTP://H/", "Http:h", "http:h", "http:/h", "http:\\\\h", "http:\\/h/", "http:/\\h/",
    "http:///h", "http:////h", "http:\\\\\\h", "h_t://h", "a1+-.://h/p", "1a://h", "-a://h",
    "foo://h/p", "foo:/h/p", "foo:h/p", "foo:///h", "foo://\\h", "foo:\\\\h\\p", "foo://h\\p@q",
    "//h/p", "\\\\h\\p", "/\\h/p", "\\/h/p", "///h/p", "////h", "/p", "p", "?q", "#f", "?", "#",
    "h:80", "localhost:8080/x", "a:b", "C:/x", "c:\\x", "file:", "file:/", "file://", "file:///",
    "file:x", "file:/x", "file://h/x", "file:///x", "file:////x", "file:\\\\h\\x", "file://C:/x",
    "file://c|/x", "file://h:8/x", "file:///C:/x", "FILE://H/X", "file://u@h/", "file:/\\h/x",
    "ftp://h:21/", "ftp://h:0021/", "ftp://h:22/", "gopher://h:70/", "gopher://h:71/",
    "ws://h:80/", "ws://h:443/", "wss://h:443/", "wss://h:80/", "https://h:443/", "https://h:80/",
    "http://h:0/", "http://h:00/", "http://h:080/", "http://h:65536/", "http://h:99999999999999999999/",
    "http://h:" + "0" * 400 + "80/", "http://h:" + "9" * 400 + "/", "foo://h:0/", "foo://h:00/",
    "foo://h:80/", "http://h:/", "http://h::80/", "http://h:8a/", "http://h:\u0661/", "http://:80/",
    "http://::1/", "http://fe80::a/", "http://[::1]/", "http://[::1]:80/", "http://[::1]:8080/",
    "http://[::1/", "http://[v1.x]/", "http://[fe80::1%25eth0]/", "http://u@[::1]:1/",
    "http://a@b@c/", "http://a:b:c@d/", "http://:p@h/", "http://u:@h/", "http://:@h/", "http://@h/",
    "http://@/", "http://u@/", "http://%zz@h/", "http://%@h/", "http://%4@h/", "http://u:%zz@h/",
    "http://%41%42@h/", "http://%c3%a9:%C3%A9@h/", "http://%ed%a0%80@h/", "http://%c3@h/",
    "http://%f4%90%80%80@h/", "http://%c0%80@h/", "http://\u00e9:\u00e9@h/", "http://a b@h/",
    "http://!*'()~-_.@h/", "http://a%3Ab@h/", "http://u:p%40q@h/", "http://\U0001f600@h/",
    "foo://%zz@h/", "foo:%zz@h", "//%zz@h/", "mailto:a@b", "mailto:%zz@b",
    "http://h#a@b", "http://h?a@b", "http://h/a@b", "http://u@h/p@q?r@s#t@u",
    "http://evil\\@good/", "foo://evil\\@good/", "http://h\\p?q\\r#s\\t", "foo://h/p\\q",
    "http://BÜCHER.de/", "http://ΣΑΣ.gr/", "http://ΑΣ/", "http://İ.com/", "http://\u212a.com/",
    "http://\uff21.com/", "http://\u1e9e.de/", "http://h/\u2028x?q", "http://h/a\u2029b#f",
    "foo:a\u2028b", "http://h\u2028x/p", "a\u2028b", "//h/\u2028", "http://h?q\u2028r#f\u2028g",
    "javascript:alert(1)", "data:text/html,x", "blob:http://h/x", "urn:a:b", "x:", "x://",
    "http://h/p?q#f#g", "http://h/p#f?q", "http://h?q?r", "http:#f", "http:?q", "http:",
    "http://", "https://", "ws:", "wss:h", "ftp:h/p", "http:\\\\evil\\@good/",
]:
    out(s)
# 1,000 strings drawn (seed 37) from what the constructor looks at.
import random
rng = random.Random(37)
alphabet = list(":/\\?#@[]%.0189aAfFhH \t\n\u00a0\u2028\u00c9\u0130\u03a3") + [
    "//", "http:", "HTTP:", "file:", "ws:", "foo:", "%41", "%zz", "%C3%A9", "80", "::1"]
for _ in range(1000):
    out("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24))))
# Not UTF-8: a lone byte, a cut sequence and a surrogate's encoding in
# each part, as hex.
for hexed in ["ff", "687474703a2f2fff2f", "687474703a2f2f75ff40682f", "687474703a2f2f682f70ff3fff23ff",
              "687474703a2f2fc32f", "687474703a2f2fedb080", "ff687474703a2f2f682f", "666f6f3aff2f2f"]:
    out(hexed, "input_hex")
PY
