"""Writes, a line each, what httptools's `parse_url(bytes)` (http-parser's
`http_parser_parse_url(buf, len, 0, &u)`, bundled) makes of every input of
the comparison corpora (the confusion catalog, the WHATWG corpus's inputs
and every 16th line of the real URL lists, as
scripts/python/compare_inputs.py gives them), inputs that reach each state of
the two state machines, 1,000 drawn at random (seed 37) from the
characters they look at, then 500 inputs that are not UTF-8 (as hex), for
tests/compare_httptools.rs.

    python compare_httptools.py DATA_DIR > tests/data/compare/httptools.jsonl

The first line names the releases: httptools's, the bundled http-parser's
(from its C header in the sdist, which setup.py builds) and CPython's.
Each other line is {"input" (UTF-8 text, given as its UTF-8 bytes) or
"input_hex" (bytes that are not UTF-8), "valid": true, "scheme" (`schema`),
"userinfo", "host", "port" (the int as a string), "path", "query",
"fragment"}: the URL's attributes, bytes decoded as latin-1 (every byte
http-parser accepts is ASCII), None as null; or {..., "valid": false,
"exception" (the class name), "error" (str() of it)}.

A valid row whose schema is `http` or `https` (any case) also has "dest":
where Python's socket would connect given that host (`host.encode("idna")`,
then getaddrinfo, numeric forms only, so no network is used) and the port,
else the schema's default: {"port", "host": null where the idna codec
refuses it, or the address getaddrinfo reads ("ip"; an IPv6 zone as
written) or the name the socket would look up ("name")}.
"""

import json
import platform
import random
import re
import sys

import httptools
from httptools import parse_url

from compare_inputs import common_inputs, distinct
from socket_destination import socket_destination


# Each state: the start (`/`, `*`, a letter, anything else), the schema
# (letters only, then `://` exactly), the server (userinfo characters,
# brackets, `@` twice in a row or apart, `#`), the path, query and
# fragment (extra `?` and `#`, a lone `?` or `#`), the characters strict
# mode refuses (space, CR, LF, tab, form feed, DEL, non-ASCII); then the
# host: userinfo, a name (`_` refused), IPv6 (hex, `:`, `.`, a zone and
# its characters, `]` then a port or not), the port (empty, zeros, 65535,
# 65536, long), and where each may not end.
BRANCHES = [
    "", "/", "*", "*x", "a", "http", "http:", "http:/", "http://", "http:///", "http:x",
    "http:/x", "h2c://a/", "svn+ssh://a/", "HTTP://A/", "http://a", "http://a/",
    "http://a?", "http://a?q", "http://a#f", "http://a/#", "http://a/?", "http://a/?#",
    "http://a/??q", "http://a/?q?r", "http://a/#f#g", "http://a/##f", "http://a/#?f",
    "http://a/?q#f?g", "/p?q#f", "//a/b", "/a b", "/a\tb", "/a\x0cb", "/a\rb", "/a\nb",
    "/a\x7fb", "/a\x00b", "/a\x01", "/\u00e9", "http://\u00e9/", "/a\\b", "/a\"b", "/a<>b",
    "/a{|}^`b", "/%zz", "http://u@h/", "http://u:p@h:1/", "http://@h/", "http://u@/",
    "http://u@@h/", "http://u@v@h/", "http://a@b@/", "http://u%41;:&=+$,-_.!~*'()@h/",
    "http://u[@h/", "http://h@", "http://h:80/", "http://h:/", "http://h:", "http://h:0",
    "http://h:00080/", "http://h:65535/", "http://h:65536/", "http://h:99999999999999999999/",
    "http://h:8a/", "http://h:-1/", "http://h:1:2/", "http://a_b/", "http://a-b.c./",
    "http://a%41/", "http://a;b/", "http://a!b/", "http://a~b/", "http://[::1]/",
    "http://[::1]:80/", "http://[::1]80/", "http://[::1]", "http://[::1]:", "http://[::1",
    "http://[]/", "http://[/", "http://[:]/", "http://[1.2.3.4]/", "http://[g]/",
    "http://[abcdef0123456789]/", "http://[::1%25eth0]/", "http://[::1%eth0]/",
    "http://[::1%]/", "http://[%1]/", "http://[::1%a%b.c-d_e~f]/", "http://[::1%a!]/",
    "http://[::1%a]:8/", "http://[::1]]/", "http://[[::1]/", "http://a[::1]/",
    "http://[::1]a/", "http://u@[::1]:5/", "http://[::1]@h/", "http://h?q@x",
    "http://h/p@q", "http://a#b@c", "http://a\\@b/", "http://evil.example\\@good.example/",
    "http://1.2.3.4/", "http://0x7f.1/", "http://2130706433:0/", "http://Example.COM./",
    "http://evil.example../", "https://h/", "ftp://h/", "CONNECT", "h:80", "a:b@c",
    "http://h/\x1f", "http://h/~", "http://h/'", "http://h/$&+,;=:@",
]


def drawn():
    rng = random.Random(37)
    alphabet = list(":/?#@[]%.\\ 05aAFgzZ_-~*!;\t\u00e9") + [
        "//", "http:", "http://", "::", "1.2.3.4", "[::1]", "%25", "65536", "\r\n"]
    for _ in range(1000):
        yield "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30)))


def not_utf8():
    fixed = [b"http://\xff/", b"http://a/\xe2\x82", b"\xe2://a/", b"/\x80", b"http://u\xf0@h/",
             b"http://h/?q\xf0#\x9f", b"http://[::1%\xe9]/", b"http://h:\xe9/", b"\xff"]
    yield from fixed
    rng = random.Random(37)
    alphabet = list(b":/?#@[]%. 0aAz\t\\'\"") + list(range(0x80, 0x100)) * 2
    n = 0
    while n < 491:
        b = bytes(rng.choice(alphabet) for _ in range(rng.randint(1, 20)))
        try:
            b.decode("utf-8")
            continue
        except UnicodeDecodeError:
            n += 1
            yield b


def dest(u, schema):
    port = u.port if u.port is not None else {"http": 80, "https": 443}[schema]
    h = u.host.decode("latin-1")
    return socket_destination(h, port)


def row(key, shown, b):
    try:
        u = parse_url(b)
    except Exception as e:  # the class name says which
        return {key: shown, "valid": False, "exception": type(e).__name__, "error": str(e)}
    text = lambda v: None if v is None else v.decode("latin-1")
    r = {
        key: shown,
        "valid": True,
        "scheme": text(u.schema),
        "userinfo": text(u.userinfo),
        "host": text(u.host),
        "port": None if u.port is None else str(u.port),
        "path": text(u.path),
        "query": text(u.query),
        "fragment": text(u.fragment),
    }
    schema = (text(u.schema) or "").lower()
    if schema in ("http", "https") and u.host is not None:
        r["dest"] = dest(u, schema)
    return r


def http_parser_release(sdist):
    """The bundled http-parser's version, from its header."""
    h = open(f"{sdist}/vendor/http-parser/http_parser.h", encoding="utf-8").read()
    v = [re.search(rf"HTTP_PARSER_VERSION_{p} (\d+)", h).group(1) for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(v)


def main():
    out = sys.stdout
    head = {"httptools": httptools.__version__, "http-parser": http_parser_release(sys.argv[2]),
            "python": platform.python_version()}
    out.write(json.dumps(head, ensure_ascii=False) + "\n")
    for s in distinct([*common_inputs(sys.argv[1]), *BRANCHES, *drawn()]):
        out.write(json.dumps(row("input", s, s.encode("utf-8")), ensure_ascii=False, sort_keys=True) + "\n")
    for b in distinct(not_utf8()):
        out.write(json.dumps(row("input_hex", b.hex(), b), ensure_ascii=False, sort_keys=True) + "\n")


main()
