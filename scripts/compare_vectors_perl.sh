#!/bin/sh
# Regenerates tests/data/compare/perl.jsonl: Perl's URI module (Debian's
# liburi-perl, URI->new and its accessors; the URI and perl versions the
# file's first line) over the confusion catalog, the WHATWG corpus's inputs
# (whatwg-node.jsonl), every 16th line of the real URL lists, the inputs
# below that reach each branch of URI->new and the accessors, and 1,000
# drawn at random from the characters they look at, then inputs that are
# not UTF-8 (as hex), one JSON object a line
# (scripts/perl/compare_perl.pl says which).
# tests/compare_perl.rs holds the perl reader of `compare` to every line,
# without Perl.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
PYTHONPATH="$root/scripts/python" python3 - "$data" <<'PY' | perl "$root/scripts/perl/compare_perl.pl" > "$data/compare/perl.jsonl"
import sys
from compare_inputs import common_inputs, print_once
data = sys.argv[1]
out = print_once()
for s in common_inputs(data):
    out(s)
# Each branch: the <URL:...>, <...> and "..." wrappers (a final newline
# kept by `$`, none taken by `.`), Unicode whitespace trimmed, each class
# (its default port, ftp's path, sip's authority, file's host, the opaque
# ones), IDNA of a host that is not ASCII (lc, a label too long or empty,
# an xn-- label, a trailing dot, the userinfo on a later line), %5B/%5D
# in the host, an empty or lettered port.
a60 = "\u00e4" * 60
for s in [
    "<URL:http://a/>", "<http://a/>", '"http://a/"', "<URL:http://a/>\n", "<http://a/\n>",
    "<>", '""', '"', "<URL:>", " <http://a/> ", '<"http://a/">', '"<http://a/>"',
    "<URL:http://a/", "<URL>", "<a\nb>", '"a"\n', "\u00a0http://a/\u3000",
    "\u2028http://a/\u0085", "\u200bhttp://a/", "http://BÜCHER.de/",
    "http://bücher.de:8080/", "http://u@bücher.de/", "http://xn--bücher.de/",
    "http://ä..de/", "http://bücher.de./", "http://" + a60 + ".de/",
    "http://" + a60[:59] + ".de/", "http://" + a60[:55] + "/", "http://İ.com/",
    "http://ΣΑΣ.gr/", "http://\u212a.com/", "http://a b.ü/", "http://u@h\n@ä/",
    "http://a\nb@ä/", "http://a@b\nc@ä:80/", "http://ä:٣/", "http://ä%/", "sip:ä@ü",
    "http://%5B::1%5D/", "http://u%5B@h%5b/", "mailto:%5Bx%5D", "urn:%5B",
    "foo://%5Bx%5D:80/", "//%5Bh%5D/", "http://[::1]:80/", "http://h:/", "http://h:abc/",
    "http://u:p@h:0/", "HTTP://H/", "http://h:080/", "http://[v1.x]/", "http://[::1/",
    "gopher://h/", "ldap://h/", "ldaps://h", "mms://h", "news://h", "nntp://h",
    "nntps://h", "snews://h", "pop://u;auth=x@h", "rlogin://h", "rsync://h",
    "rtsp://h", "rtspu://h", "ssh://h", "sftp://h", "telnet://h", "tn3270://h",
    "sip:u@h:5060;t=1?x#f", "sips:h", "SIP:U@H", "sip:", "sip://h/p", "sip:h#f;x",
    "ftp://h/p;type=a?q#f", "ftp:x", "file:", "file:///x", "file://%41b/", "file://u@h:1/",
    "data:,x?y#z", "urn:a:b?c#d", "ldapi://%2Fx/", "mailto:a@b?c#d", "foo:bar",
    "x-y.z+w://h/", "1a:b", "//h/p", "/p?q#f", "", "sqlite:%5B", "Data:%5B",
    "http:", "http:/p", "http:h", "http:?q", "http:#f", "http://", "http://@",
    "http://a@b@c/", "http://h?q#f#g", "http://h#f?q", "a:b:c", ":x", "?x", "#x",
    "http://h/\u00e9?\u00e9#\u00e9", "http://h/{}|\\^`<>\"", "http://h/[x]",
    "mailto:[x]", "http://\u00e9@h/", "http://h:8\u00e9/",
]:
    out(s)
# 1,000 strings drawn (seed 37) from what URI->new and the accessors look at.
import random
rng = random.Random(37)
alphabet = list(":/?#@[]%.;<>\" 05aAZ\t\n\u00a0\u00e4\u00c4\u0130") + [
    "//", "http", "sip", "ftp", "file", "mailto", "URL:", "%5B", "%5d", "80", "::1", "xn--"]
for _ in range(1000):
    out("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))))
PY
# Inputs that are not UTF-8, as hex, given to Perl as byte strings: a byte
# alone or a cut sequence in each part and in a host that IDNA encodes
# (ASCII lc, each byte its code point), \x85 and \xA0 (not \s to a byte
# string); then 500 drawn (seed 37) from ASCII delimiters and bytes from
# 0x80 up.
python3 - <<'PY' | perl "$root/scripts/perl/compare_perl.pl" | tail -n +2 >> "$data/compare/perl.jsonl"
import json, random
fixed = [b"http://\xff/", b"http://a\xe2\x82/", b"\xe2\x82://a/", b"http://u\xf0:p@h/?q\xf0#\x9f",
         b"http://A\xC9b.de:80/x", b"http://xn--\xe9/", b"\x85http://a/\xa0", b"<URL:http://\xe9>",
         b"ftp://\xe9\xe9/p?q", b"sip:\xe9@\xe9", b"file://\xe9/", b"mailto:\xe9", b"http://\xe9:\xe9/",
         b"http://%5B\xe9%5D/", b"http://" + b"\xe9" * 60 + b"/"]
for b in fixed:
    print(json.dumps({"hex": b.hex()}))
rng = random.Random(37)
alphabet = list(b":/?#@[]%. 0aAz\t\n<>") + list(range(0x80, 0x100)) * 2
for _ in range(500):
    b = bytes(rng.choice(alphabet) for _ in range(rng.randint(1, 20)))
    try:
        b.decode("utf-8")
        continue
    except UnicodeDecodeError:
        print(json.dumps({"hex": b.hex()}))
PY
