#!/bin/sh
# Regenerates tests/data/compare/wget2.jsonl: GNU Wget2's URL parser,
# libwget's wget_iri_parse(input, "utf-8") (the one installed, Debian
# bookworm's wget2-dev / libwget0 1.99.1; its version, the Debian package's
# and libidn2's the file's first line) over the confusion catalog, the
# WHATWG corpus's inputs (whatwg-node.jsonl), every 16th line of the real
# URL lists, the inputs below that reach each branch of wget_iri_parse and
# of libidn2's lookup, and 1,000 drawn (seed 37) from the characters they
# look at, then inputs that are not UTF-8 (as hex), one JSON object a line:
# {"input" (or "input_hex"), "valid": true, "scheme", "userinfo" (the
# wget_iri_t's userinfo, then ":" and its password when it has one),
# "host", "port" (the wget_iri_t's port in decimal, which holds the
# scheme's default when none is given; null when it is 0, no default),
# "path" ("/" and the wget_iri_t's path: libwget cuts off the "/" that ends
# the authority, and wget_iri_get_escaped_resource puts it back in the
# request), "query", "fragment"}, null where the field is NULL, or {"input",
# "valid": false, "error": "wget_iri_parse returned NULL"}. Bytes that are
# not UTF-8 are written as Python's errors="replace" writes them.
# scripts/wget2/compare_wget2.c does the reading (compiled here with cc
# -lwget; apt-get install wget2-dev); tests/compare_wget2.rs holds the
# wget2 reader of `compare` to every line, without libwget.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
cc -O2 -o "$bin/compare_wget2" "$root/scripts/wget2/compare_wget2.c" -lwget
debian=$(dpkg-query -W -f '${Version}' libwget0)
idn2=$(dpkg-query -W -f '${Version}' libidn2-0)
PYTHONPATH="$root/scripts/python" python3 - "$data" "$bin/compare_wget2" "$debian" "$idn2" > "$data/compare/wget2.jsonl" <<'PY'
import json, random, subprocess, sys
from compare_inputs import common_inputs
from hex_fields import field, userinfo
from idn_long_hosts import long_idn_urls
data, exe, debian, idn2 = sys.argv[1:5]
seen, inputs = set(), []
def add(b):
    if isinstance(b, str):
        b = b.encode("utf-8")
    if b not in seen:
        seen.add(b)
        inputs.append(b)
for s in common_inputs(data):
    add(s)
# Each branch: leading white space (C's isspace) skipped, none trailing;
# the scheme test (a letter, then letters, digits, + - ., a ":" not
# followed by a digit), "http://" put before anything else; any number of
# slashes; the authority percent-decoded before it is split (an escaped
# "@", ":", "/", "[", NUL); the first "@" and the first ":" of the
# userinfo; an IPv6 literal closed or not; the port by atoi (0, 65535,
# 65536, signs, overflow); no host for http(s) and for other schemes; the
# query's "+" to space, not decoded; the path and fragment decoded (a NUL
# ends them); the host lower-cased (ASCII), then, when not ASCII, libidn2's
# lookup (non-transitional, then transitional, left as it was when both
# fail).
EDGES = [
    "", " ", "\t\n\v\f\r http://a/", " http://a/ ", "\u00a0http://a/", "http://a/\t",
    "a:1", "a:b", "1a:b", "a+b-c.d:x", "A:/x", "%68ttp://h/", "h:80", "h:80/p", "h:/p", "h:",
    "localhost:8080", "-a:b", "a_b:c", "http:", "https:", "ftp:", "HTTPS:", "foo:",
    "http:h", "http:/h", "http:///h", "http:////h/p", "http:\\\\h\\p", "//h/p", "///h", "/",
    "?q", "#f", "http://?q", "http://#f", "https://?", "ftp://?q", "foo://", "foo:/p",
    "http://u@h/", "http://u:p@h/", "http://u:p:q@h/", "http://u@v@h/", "http://@h/",
    "http://:@h/", "http://:p@h/", "http://u:@h/", "http://@/", "http://u@/", "http://%40x@y/",
    "http://u%3Ap@h/", "http://h%3A81/", "http://h%2Fp/q", "http://h%00x/", "http://u%00@h/",
    "http://%5B::1%5D/", "http://%5b::1]/", "http://[::1]/", "http://[::1]:81/",
    "http://[::1]x:81/", "http://[::1/", "http://[::1:81/", "http://[a]]:81/", "http://[]/",
    "http://[", "http://u@[::1]:82/", "http://[fe80::1%25eth0]/", "http://[::FFFF:1.2.3.4]/",
    "http://h:0/", "http://h:1/", "http://h:65535/", "http://h:65536/", "http://h:080/",
    "http://h:8a/", "http://h:/", "http://h:+1/", "http://h:-1/", "http://h: 1/",
    "http://h:4294967376/", "http://h:2147483648/", "http://h:99999999999999999999/",
    "http://h:9223372036854775807/", "http://h:9223372036854775808/", "http://h:1:2/",
    "https://h/", "https://h:80/", "ftp://h/", "ftp://h:21/", "foo://h/", "foo://h:1/",
    "http://h/p?a+b%2B%41#c+d%41", "http://h?q#f#g", "http://h#f?q", "http://h/p%00q?r",
    "http://h/%zz%4%", "http://h/#%00x", "http://h/?%00", "http://h/a/../b/./c",
    "http://H.EXAMPLE.COM/P", "HTTP://H/", "hTTp://h/", "http://h.", "http://h..",
    "mailto:a@b?c#d", "file:///x", "file://h/x", "file:x", "data:,x", "urn:a:b",
    "http://a b/", "http://a\tb/", "http://a\\b/", "http://a|b/", "http://a%20b/",
    "http://%41b/", "http://%c3%a9/", "http://%C3%89/", "http://%ff/", "http://a%zz/",
    # libidn2's lookup of a host that is not ASCII
    "http://\u00e9/", "http://\u00c9.COM/", "http://B\u00fccher.DE/", "http://fa\u00df.de/",
    "http://\u1e9e.de/", "http://\u03c2.gr/", "http://\u03a3.gr/", "http://a\u200db.com/",
    "http://a\u200cb.com/", "http://\u0644\u200c\u0627.com/", "http://\uff21\uff22.com/",
    "http://\u00e9\u3002com/", "http://\u00e9\uff0ecom/", "http://\u00e9\uff61com/",
    "http://\U0001f600.com/", "http://\u2603.net/", "http://\u216b.com/",
    "http://\u0661.\u00e9/", "http://\u00e9-/", "http://-\u00e9/", "http://ab--\u00e9/",
    "http://xn--a.\u00e9/", "http://xn--9ca.\u00e9/", "http://a_b.\u00e9/", "http://\u00e9../",
    "http://.\u00e9/", "http://\u00e9./", "http://\u0130.tr/", "http://e\u0301.com/",
    "http://\u0644\u0627.com/", "http://a\u0644.com/", "http://\u05d0a.com/",
    "http://\u00e9:81/", "http://\u00e9:x/", "http://[\u00e9]/", "http://u\u00e9@h/",
    "http://\u00e9%zz/", "http://\u00e9 x/", "http://\u00e9\u00ad.com/", "http://\u00ad/",
    "http://\u00e9" + "a" * 70 + ".com/", "http://\u00e9.xn--9ca/", "http://\u00e9.XN--9CA/",
    "http://\u00e9\u0000x/", "http://\ufffd/", "http://\u0378/", "http://\ue000/",
    "http://\u00e9/\u00e9?\u00e9#\u00e9", "\u00e9.com/p", "http://h/\u00e9+?\u00e9+",
    "http://\u2474.com/", "http://\u00bd.com/", "http://\u2100.com/", "http://\u3000a.com/",
    "http://\u00e9\u2024com/", "http://a.\u00e9..b/", "http://\u00e9/\u00e9%c3",
]
# Where the non-transitional lookup fails and the transitional one does
# not (a deviation kept or mapped: Bidi, CONTEXTJ, CONTEXTO, emoji,
# leading marks), libidn2's Punycode decoder (only letters, digits, "-"
# and "_"; no "-" first or last), code points newer than its Unicode 14.0
# table, and the lengths it checks.
EDGES += [
    "http://\u00df\u05d0/", "http://\u05d0\u00df/", "http://\u03c2\u0661/", "http://a\u200cb/",
    "http://\u0915\u094d\u200d/", "http://\u0915\u094d\u200c/", "http://\u00df\u00b7/",
    "http://l\u00b7l\u00df/", "http://\u00dfx_/", "http://\u00df\U0001f600/", "http://\u00df\u0300/",
    "http://\u0300\u00df/", "http://\u00df\u0375/", "http://\u00df\u30fb/", "http://\u00e9\U0001e030/",
    "http://\u00e9\u0cf3/", "http://\u00e9\U00011f00/", "http://\u00df\u0378/", "http://\u00df.\u05d0/",
    "http://\u00df.xn--ss-/", "http://\u00df.xn--/", "http://\u00df.xn--a/", "http://\u00e9.xn--abc-/",
    "http://\u00e9.xn---abc/", "http://\u00e9.xn--ab_c/", "http://\u00e9.xn--zca/", "http://\u00e9.xn--ZCA/",
    "http://\u00e9.xn--9ca-/", "http://\u00e9.xn--b-/", "http://\u00e9_/", "http://\u00e9.a_/",
    "http://\u00df\u200d/", "http://\u0644\u200c\u0628\u00df/", "http://\u00e9\u2f868/",
    "http://x;;\u00e9/", "http://\u3164\u00e9/", "http://\u115f\u00e9/", "http://\u00e9\u2064/", "http://\u00e9\ufe0f/",
    "http://\u00e9\U000e0100/", "http://\u00e9\u00a0/", "http://\u00df-/", "http://\u00df--ab/",
    "http://xx\u00df--/", "http://a.\u00e9." + "b" * 60 + "/", "http://\u00e9" + "b" * 55 + "/",
    "http://\u00e9" + "b" * 56 + "/", "http://\u00e9" + "\u00ad" * 300 + ".com/", "http://" + "\u00e9" * 100 + "/",
    "http://\u00e9" + "\u00ad" * 1200 + ".com/", "http://\u00e9." + "a" * 64 + "/",
    "http://\u00e9.xn--" + "a" * 60 + "/", "http://\u00e9.xn--zca" + "a" * 60 + "/",
]
EDGES += long_idn_urls()
for e in EDGES:
    add(e)
rng = random.Random(37)
alphabet = list(":/?#@[]%+.; 05aAZ\t\u00e9\u00c9\u00df\u3002") + [
    "//", "http", "https", "ftp", "%40", "%3a", "%2F", "%00", "%41", "%c3%a9", "80", "::1", "xn--"]
for _ in range(1000):
    add("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))))
utf8 = len(inputs)
# Inputs that are not UTF-8: a byte alone or a cut sequence in each part and
# in a host (left as it is when libidn2 refuses it), then 500 drawn (seed
# 37) from ASCII delimiters and bytes from 0x80 up.
for b in [b"http://\xff/", b"http://a\xe2\x82/", b"\xe2\x82://a/", b"http://u\xf0:p@h/?q\xf0#\x9f",
          b"http://A\xC9b.de:80/x", b"http://xn--\xe9/", b"\x85http://a/\xa0", b"\xe9.com/",
          b"ftp://\xe9\xe9/p?q+", b"http://\xe9:\xe9/", b"http://%5B\xe9%5D/", b"http://\xc3\xa9\xff/",
          b"http://\xed\xa0\x80/", b"http://\xf4\x90\x80\x80/", b"http://\xc0\xaf/", b"http://h/%ff\xff"]:
    add(b)
alphabet = list(b":/?#@[]%. 0aAz\t+") + list(range(0x80, 0x100)) * 2
for _ in range(500):
    b = bytes(rng.choice(alphabet) for _ in range(rng.randint(1, 20)))
    try:
        b.decode("utf-8")
    except UnicodeDecodeError:
        add(b)
feed = "".join(b.hex() + "\n" for b in inputs)
out = subprocess.run([exe, f"libwget {debian.split('-')[0]}"], input=feed, capture_output=True, text=True, check=True).stdout
lines = out.split("\n")
print(json.dumps({"wget2": lines[0], "debian": debian, "libidn2": idn2}))
for n, (b, line) in enumerate(zip(inputs, lines[1:])):
    key, shown = ("input", b.decode("utf-8")) if n < utf8 else ("input_hex", b.hex())
    f = line.split("\t")
    if f[0] != "OK":
        row = {key: shown, "valid": False, "error": "wget_iri_parse returned NULL"}
    else:
        scheme, user, password, host, path, query, fragment = map(field, f[1:8])
        row = {key: shown, "valid": True, "scheme": scheme, "userinfo": userinfo(user, password),
               "host": host, "port": None if f[8] == "0" else f[8],
               "path": None if path is None else "/" + path, "query": query,
               "fragment": fragment}
    print(json.dumps(row, ensure_ascii=False, sort_keys=True))
PY
