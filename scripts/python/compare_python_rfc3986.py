"""Writes, a line each, what PyPI rfc3986's `uri_reference(s)` and its
`is_valid()` make of every input of the comparison corpora (the confusion
catalog, the WHATWG corpus's inputs and every 16th line of the real URL
lists, as scripts/python/compare_inputs.py gives them), inputs that reach each
branch of the parse and of the validators, 1,000 drawn at random (seed 37)
from the characters they look at, and a few that are not UTF-8, for
tests/compare_python_rfc3986.rs.

    python compare_python_rfc3986.py DATA_DIR > tests/data/compare/python-rfc3986.jsonl

The first line names the releases: rfc3986's and CPython's. Each other line
is {"input", "valid": true, "scheme", "authority", "userinfo", "host", "port", "path",
"query", "fragment"}: the `URIReference`'s fields and properties as they
are (None is null; the port the string it holds), when `is_valid()` is
true; {"input", "valid": false, "error": "is_valid() is false"} when it is
false; {"input_hex", "valid": false, "exception", "error"} when
`uri_reference` raises (bytes that are not UTF-8, given as `bytes`).

A valid row whose scheme is `http` or `https` (any case) also has "dest":
where Python's http.client would connect given that host and port (the
port, else the scheme's default; brackets dropped; `host.encode("idna")`,
then the socket's getaddrinfo, numeric forms only, so no network is used):
null for no host or an empty one, else {"port" (null above 65535), "host":
null where the idna codec refuses it, or the address getaddrinfo reads
("ip"; an IPv6 zone as written) or the name the socket would look up
("name")}.
"""

import json
import platform
import random
import sys
import warnings

import rfc3986

from compare_inputs import common_inputs, distinct
from socket_destination import socket_destination

warnings.simplefilter("ignore", DeprecationWarning)


# Each branch: the scheme (or none), `//` and the authority ending at `\`,
# an empty authority, path, query and fragment, the fragment's `.` stopping
# at a newline, the `%` escapes all well formed or not, userinfo (empty,
# two `@`, a bad character), the host as reg-name, IPv4 (each octet up to
# 255), IP-literal (IPv6 forms, a loose IPv4 tail, zones `%25` and `%`,
# IPvFuture with `v` and `V`), the port (empty, five and six digits, none
# after `]`), `$` taking a final newline, and `[`, `]`, `#` failing the path,
# query and fragment.
BRANCHES = [
    "", "a", "http:", "http://", "http:///", "//", "///x", "http://h", "HTTP://H/P",
    "x-y.z+w:p", "1a:b", ":x", "?", "#", "?#", "http://h?", "http://h#", "http://h?#",
    "http://h\\x", "http://h\\@g/", "http://a/b\\c", "http://h/%", "http://h/%41%zz",
    "http://h/%41", "http://h/%4", "http://h/%%41", "http://h/a b", "http://h/\u00e9",
    "http://h/?q=\u00e9&r=%", "http://h/#f\u00e9%zz", "http://h/#a\nb", "http://h/#a\rb",
    "http://h/?a\nb#c\nd", "http://h/a\nb", "http://h/#a#b", "http://h/#[x]",
    "http://h/?[x]", "http://h/[x]", "http://h/?a?b#c", "http://u@h/", "http://u:p@h:1/",
    "http://@h/", "http://u@@h/", "http://u@v@h/", "http://u p@h/", "http://u%41@h/",
    "http://u%4@h/", "http://u\u00e9@h/", "http://:80/", "http://:/", "http://u@/",
    "http://h:/", "http://h:0/", "http://h:65535/", "http://h:65536/", "http://h:99999/",
    "http://h:123456/", "http://h:8a/", "http://h:-1/", "http://h:1:2/", "http://h::1/",
    "http://1.2.3.4/", "http://1.2.3.255/", "http://1.2.3.256/", "http://999.1.1.1:80/",
    "http://1.2.3/", "http://1.2.3.4.5/", "http://0x7f.1/", "http://01.2.3.4/",
    "http://1234.1.1.1/", "http://a%41.com/", "http://a%4.com/", "http://a%/",
    "http://h~!$&'()*+,;=-._/", "http://h\u00e9/", "http://b\u00fccher.de/", "http://h h/",
    "http://h\n/", "http://h\n\n/", "http://h:80\n/", "http://u@h\n/", "http://\n/",
    "http://h\t/", "http://[::1]/", "http://[::1]:80/", "http://[::1]80/", "http://[::1]:/",
    "http://[::1]:123456/", "http://[::1]x/", "http://[::1/", "http://::1]/",
    "http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[1::2::3]/",
    "http://[::]/", "http://[1::]/", "http://[::ffff:1.2.3.4]/", "http://[::1.2.3.999]/",
    "http://[::1.2.3]/", "http://[1:2:3:4:5:6:1.2.3.4]/", "http://[1:2:3:4:5:6:7:1.2.3.4]/",
    "http://[12345::1]/", "http://[::g]/", "http://[fe80::1%25eth0]/",
    "http://[fe80::1%eth0]/", "http://[fe80::1%25]/", "http://[fe80::1%]/",
    "http://[fe80::1%2541]/", "http://[fe80::1%25%41]/", "http://[fe80::1%41]/",
    "http://[fe80::1%25a%4]/", "http://[fe80::1%%41]/", "http://[fe80::1%25a b]/",
    "http://[v1.x]/", "http://[V1.x]/", "http://[v1.]/", "http://[v.x]/", "http://[vg.x]/",
    "http://[v1a.b:c!]/", "http://[v1.x]:8/", "http://[]/", "http://[h]/", "http://a[b]/",
    "http://[::1]@h/", "http://u@[::1]:5/", "HTTPS://U:P@[::FFFF:7F00:1]:8443/X?Y#Z",
    "mailto:a@b", "urn:a:b", "file:///c:/x", "file://h/x", "a/b:c", "./a:b", "//h:1",
    "http://h/./../a/.", "http://h/%7e", "http:h", "http:/h", "https://evil.example\\@good.example/",
    "http://h/\x00\x01\x7f", "http://h/\u2028", "http://\u00e9\u00e9.\u00e9/",
    "https://\u180flocalhost", "http://\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11/",
    "http://evil.example../", "http://Example.COM./", "http://2130706433/",
    "http://h:00080/", "https://h:0443/",
]


def drawn():
    rng = random.Random(37)
    alphabet = list(":/?#@[]%.\\ 05aAFvZ\n\t\u00e9") + [
        "//", "http:", "%41", "%4", "::", "1.2.3.4", "[::1]", "v1.", "%25", "\u2028"]
    for _ in range(1000):
        yield "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))


NOT_UTF8 = [b"http://\xff/", b"http://a\xe2\x82/", b"\xe2\x82://a/", b"http://h/\xc0\xaf",
            b"http://h/\xed\xa0\x80", b"http://h/\xf4\x90\x80\x80", b"\x80", b"ok\xe2\x28\xa1",
            b"http://h/\xf0\x9f\x98", b"http://h/#\xe0\x80\x80"]


def dest(u):
    if not u.host:
        return None
    port = int(u.port) if u.port else {"http": 80, "https": 443}[u.scheme.lower()]
    if port > 65535:
        port = None
    h = u.host
    if h.startswith("["):
        h = h.strip("[]")
    return socket_destination(h, port)


def row(s):
    u = rfc3986.uri_reference(s)
    if not u.is_valid():
        return {"input": s, "valid": False, "error": "is_valid() is false"}
    r = {
        "input": s,
        "valid": True,
        "scheme": u.scheme,
        "authority": u.authority,
        "userinfo": u.userinfo,
        "host": u.host,
        "port": u.port,
        "path": u.path,
        "query": u.query,
        "fragment": u.fragment,
    }
    if u.scheme is not None and u.scheme.lower() in ("http", "https"):
        r["dest"] = dest(u)
    return r


def byte_row(b):
    try:
        rfc3986.uri_reference(b)
    except Exception as e:  # the class name says which
        return {"input_hex": b.hex(), "valid": False, "exception": type(e).__name__, "error": str(e)}
    raise SystemExit(f"{b!r} was read")


def main():
    out = sys.stdout
    head = {"rfc3986": rfc3986.__version__, "python": platform.python_version()}
    out.write(json.dumps(head, ensure_ascii=False) + "\n")
    for s in distinct([*common_inputs(sys.argv[1]), *BRANCHES, *drawn()]):
        out.write(json.dumps(row(s), ensure_ascii=False, sort_keys=True) + "\n")
    for b in NOT_UTF8:
        out.write(json.dumps(byte_row(b), ensure_ascii=False, sort_keys=True) + "\n")


main()
