#!/bin/sh
# Regenerates tests/data/compare/php.jsonl: PHP's parse_url (the `php` on
# PATH, Debian's php-cli; its PHP_VERSION the file's first line) over the
# confusion catalog, the WHATWG corpus's inputs (whatwg-node.jsonl), every
# 16th line of the real URL lists, the inputs below that reach each branch
# of parse_url (ext/standard/url.c's php_url_parse_ex2), 1,000 drawn at
# random from the bytes it looks at, and a few that are not UTF-8 (as hex),
# one JSON object a line (scripts/php/compare_php.php says which).
# tests/compare_php.rs holds the php reader of `compare` to every line,
# without PHP.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
PYTHONPATH="$root/scripts/python" python3 - "$data" <<'PY' | php "$root/scripts/php/compare_php.php" > "$data/compare/php.jsonl"
import json, sys
from compare_inputs import common_inputs
data = sys.argv[1]
seen = set()
def out(s):
    try:
        s.encode("utf-8")
    except UnicodeEncodeError:
        return  # a lone surrogate: no PHP string (nor Rust str) holds it
    if s not in seen:
        seen.add(s)
        print(json.dumps(s))
for s in common_inputs(data):
    out(s)
# Each branch of php_url_parse_ex2: a port after a scheme-like word
# ("a.com:80"), the port's strtol (sign, blanks, trailing bytes, 0, 65536,
# six digits), an empty host, file:/// and its drive letter, "//" without
# a scheme, brackets, a lone "?" or "#", controls replaced by "_".
for s in [
    "a.com:80", "a.com:80/x", "a.com:080", "a.com:123456", "a.com:65536/",
    "a.com:0", "a:0/x", "a.com:", "a.com:x", ":80", ":", "::", ":/x", "//a:0:5/",
    "http://a:+80/", "http://a:-0/", "http://a: 8/", "http://a:8x/", "http://a:x/",
    "http://a:-1/", "http://a:65535/", "http://a:65536/", "http://a:123456/",
    "http://a:/", "http://a:0/", "http://a:00000/", "http://:80/", "http://@a/",
    "http://u@/", "http://:@h", "http://u:p:q@h:1/", "http://a@b@c/", "http://[::1]/",
    "http://[::1]:8080/", "http://[::1", "http://[fe80::1%25eth0]/", "http://a]/",
    "file:///etc/passwd", "file:///c:/x", "FILE:///c:/x", "file:////x", "file://h/x",
    "file:/x", "mailto:a@b", "x:", "x:/", "x://", "x:///", "x:////a", "//", "///",
    "////a", "//a", "//a?b#c", "/a:b", "a/b:c", "?", "#", "?#", "#?", "a?", "a#",
    "http://a?b", "http://a#b", "http://a/?", "http://a/#", "http://a/?#",
    "h\u0001t:/\u007fx?\u0002#\u0003", "http://a\u0000b/", "http://a b/",
    "http://a\\b/", "1http://a/", "+x://a/", "x+y.z-w://a/", "http:80", "http:80/a",
    "http:0123456", "http:123456/", "http:/a", "http:a", "http:?x", "ht%74p://a/",
    "javascript:alert(1)", "http://a:80:90/", "http://a:8 0/", "http://é.example/",
]:
    out(s)
# 1,000 strings drawn (seed 37) from the bytes and words parse_url looks
# at, the controls it replaces among them.
import random
rng = random.Random(37)
alphabet = list(":/?#@[]%.+- 0159azAZ\t\x01\x00\x7f\\\u00e9") + [
    "//", "http", "file", "::", "80", "65536", "[::1]", "x:"]
for _ in range(1000):
    out("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))))
PY
# Inputs that are not UTF-8, as hex: a byte alone, a cut sequence, in each
# part; the sequences PHP's json_encode cuts otherwise than one U+FFFD a
# maximal subpart (e2 82 ff, e2 ff 80, f0 9f e2, e0 80 80, ed a0 80,
# f4 90 80 80); then 500 drawn (seed 37) from ASCII delimiters and the
# bytes from 0x80 up.
python3 - <<'PY' | php "$root/scripts/php/compare_php.php" | tail -n +2 >> "$data/compare/php.jsonl"
import json, random
fixed = [
    "687474703a2f2fff2f", "687474703a2f2f61e2822f", "e2823a2f2f612f",
    "687474703a2f2f75f03a70f09f40682f3f71f0239f", "687474703a2f2f61fe3a38302f78c0af",
    "687474703a2f2f61e282ff2f", "687474703a2f2f2f61e2ff80", "2f3ff09fe2",
    "2f23e08080", "2feda080", "2ff4908080612f",
]
for h in fixed:
    print(json.dumps({"hex": h}))
rng = random.Random(37)
alphabet = list(b":/?#@[]%. 0az\x01") + list(range(0x80, 0x100)) * 2
for _ in range(500):
    b = bytes(rng.choice(alphabet) for _ in range(rng.randint(1, 20)))
    print(json.dumps({"hex": b.hex()}))
PY
