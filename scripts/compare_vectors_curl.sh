#!/bin/sh
# Regenerates tests/data/compare/curl.jsonl: libcurl's URL API (the one
# installed, Debian's libcurl4-openssl-dev; its version and the Debian
# package's the file's first line) over the confusion catalog, the WHATWG
# corpus's inputs (whatwg-node.jsonl), every 16th line of the real URL
# lists, the edge cases below (EDGES: where libcurl's parser branches) and
# 3,000 URLs drawn (seeded) from pieces of those, one JSON object a line:
# {"input", "valid": true, "scheme", "userinfo" (user, then ":" and the
# password when libcurl has one), "host", "port", "path", "query",
# "fragment", "zoneid", "default_port" (CURLUPART_PORT with
# CURLU_DEFAULT_PORT), "numeric" (the address glibc's getaddrinfo reads the
# host as, with AI_NUMERICHOST), "idn" (a host that is not ASCII as
# libidn2's idn2 tool converts it, the way libcurl's lib/idn.c does)}, null
# where curl_url_get says the part is absent, or {"input", "valid": false,
# "error" (the CURLUcode's name), "strerror"}. Bytes that are not UTF-8 are
# written as Python's errors="replace" writes them.
# scripts/curl/compare_curl.c does the reading (compiled here with cc
# -lcurl; apt-get install libcurl4-openssl-dev idn2); tests/compare_curl.rs
# holds the curl reader of `compare` to every line, without libcurl.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
cc -O2 -o "$bin/compare_curl" "$root/scripts/curl/compare_curl.c" -lcurl
debian=$(dpkg-query -W -f '${Version}' libcurl4-openssl-dev 2>/dev/null || echo unknown)
PYTHONPATH="$root/scripts/python" python3 - "$data" "$bin/compare_curl" "$debian" > "$data/compare/curl.jsonl" <<'PY'
import json, os, socket, subprocess, sys
from compare_inputs import common_inputs
from hex_fields import field, userinfo
from idn_long_hosts import long_idn_urls
data, exe, debian = sys.argv[1:4]
seen, inputs = set(), []
def add(s):
    if s not in seen:
        seen.add(s)
        inputs.append(s)
for s in common_inputs(data):
    add(s)
EDGES = [
    "http://h:80/", "http://h:080/", "http://h:0/", "http://h:65535/", "http://h:65536/",
    "http://h:99999999999999999999/", "http://h:/", "http://h:8 0/", "http://h:80:90/",
    "http://h:+80/", "http://h:-1/", "http://[::1]:/", "http://[::1]x/", "http://[::1/",
    "http://[::1]/", "http://[0:0:0:0:0:0:0:1]/", "http://[::FFFF:1.2.3.4]/",
    "http://[::ffff:102:304]/", "http://[::1.2.3.4]/", "http://[1:0:0:2::3]/",
    "http://[1::2:0:0:3]/", "http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7::]/",
    "http://[::2:3:4:5:6:7:8]/", "http://[1::2:3:4:5:6:7:8]/", "http://[:::1]/",
    "http://[1:2:3:4:5:6:1.2.3.4]/", "http://[::01.2.3.4]/", "http://[12345::]/",
    "http://[fe80::1%25eth0]/", "http://[fe80::1%eth0]/", "http://[fe80::1%25]/",
    "http://[fe80::1%]/", "http://[fe80::1%2525]/", "http://[fe80::1%25abcdefghijklmnop]/",
    "http://[fe80::1%25abcdefghijklmno]/", "http://[fe80::1%25a]:81/", "http://[1.2.3.4]/",
    "http://[]/", "http://[:]/", "http://[::]/", "http://[v1.x]/", "http://[0::0]/",
    "http://0x7f.1/", "http://0x7F.0.0.1/", "http://0177.1/", "http://2130706433/",
    "http://4294967295/", "http://4294967296/", "http://0x/", "http://0x.1/", "http://08/",
    "http://1.2.3.4.5/", "http://1.2.3.4./", "http://1..2/", "http://1.256.1/",
    "http://1.65536/", "http://1.2.65535/", "http://1.2.65536/", "http://0xffffffff/",
    "http://00000000000000000000000001/", "http://1.2.3/", "http://%31.2.3.4/",
    "http://0x7f%2e1/", "http://%41b/", "http://a%00b/", "http://a%0ab/", "http://a%zzb/",
    "http://a%2/", "http://a%25b/", "http://a%2fb/", "http://a%40b/", "http://%ff/",
    "http://%c3%a9/", "http://é/", "http://faß.de/", "http://a b/", "http://a\tb/",
    "http://a_b/", "http://a|b/", "http://a~b/", "http://a!b/", "http://a=b/",
    "http://u@h/", "http://u:p@h/", "http://@h/", "http://:@h/", "http://:p@h/",
    "http://u:p:q@h/", "http://u@v@h/", "http://u;o@h/", "imap://u;o@h/",
    "imap://u;o:p@h/", "imap://u:p;o@h/", "imap://;o@h/", "imap://u;@h/", "smtp://u;a b@h/",
    "http://u p@h/", "http://u:p q@h/", "http://u@/", "http://u@:80/", "http://:80/",
    "http://h/a b", "http://h/?a b", "http://h/#a b", "http://h/#", "http://h/?",
    "http://h/?#", "http://h/#?", "http://h?q", "http://h#f", "http://h/a?b#c?d#e",
    "http://h/a/./b/../c", "http://h/..", "http://h/.", "http://h/a/..", "http://h/a/.",
    "http://h/...", "http://h/%2e%2e/", "http://h/a//..//b", "http://h/a/b/../../../c",
    "http:h", "http:/h", "http://h", "http:///h", "http:////h", "http:\\\\h/",
    "HTTP://H/", "Http://h/", "hTtPs://h/", "ftp://h/", "ftps://h/", "sftp://h/",
    "scp://h/", "smtp://h/", "smtps://h/", "ldap://h/", "ldaps://h/", "imap://h/",
    "imaps://h/", "telnet://h/", "tftp://h/", "pop3://h/", "pop3s://h/", "smb://h/",
    "smbs://h/", "rtsp://h/", "mqtt://h/", "gopher://h/", "gophers://h/", "rtmp://h/",
    "rtmpt://h/", "rtmpe://h/", "rtmpte://h/", "rtmps://h/", "rtmpts://h/", "dict://h/",
    "ws://h/", "wss://h/", "foo://h/", "1http://h/", "+http://h/", "://h/", "h/p",
    "a" * 40 + "://h/", "a" * 41 + "://h/", "http" + "a" * 36 + ":/h",
    "file:", "file:/", "file:x", "file:/x", "file:xy", "file://", "file:///",
    "file:////x", "file://localhost/x", "file://LOCALHOST/x", "file://localhost",
    "file://127.0.0.1/x", "file://h/x", "file:///c:/x", "file:///c|/x", "file://c:/x",
    "file:c:/x", "file:/c:", "file:/c:x", "file:///a/../b", "file:..", "file:.",
    "file:/..", "file:///a b", "file:///x?q#f", "file:///x#", "file:///x?",
    "FILE:///x", "file:///\x01", "file:?x", "file:#x", "file:/?x", "file:\x01?q",
    "file: ?q", "file:\x01#f", "file:a\x01", "file:\x01",
    "http://h/\u00e9", "http://h/%zz", "http://h/\x7f", "http://h\u3002a/",
    "http://[::1]@h/", "http://h@[::1]/", "http://u:p@[::1]:80/x",
    # hosts libcurl's IDN (libidn2) converts
    "http://\u2603.net/", "http://\u216b.com/", "http://\u0661.\u00e9/", "http://\u1e9e/",
    "http://\u03c2.gr/", "http://a\u200db.com/", "http://a\u200cb.com/", "http://\uff21\uff22.com/",
    "http://xn--a.\u00e9/", "http://a_b.\u00e9/", "http://\u00e9-/", "http://ab--\u00e9/",
    "http://-\u00e9/", "http://\u00e9\u3002com/", "http://\U0001f600.com/", "http://\u00e9../",
    "http://.\u00e9/", "http://\u00c9.COM/", "http://\u0130.tr/", "http://stra\u00dfe.de/",
    "http://\u00e9\uff0ecom/", "http://e\u0301.com/", "http://\u0644\u0627.com/",
    "http://\u00e9:81/", "http://\u00e9./", "http://\u00e9%2ecom/", "http://%c3%a9/",
    "http://\u00e9" + "a" * 70 + ".com/", "http://\u00e9.xn--9ca/",
]
# names libidn2 finds too long: 253 bytes and more once converted, with
# and without a trailing dot; ignored characters make a long input short
EDGES += long_idn_urls()
EDGES += ["http://\u00e9" + "\u00ad" * 300 + ".com/", "http://\u00e9" + "\u00ad" * 600 + ".com/"]
for e in EDGES:
    add(e)
import random
rng = random.Random(37)
PIECES = ["http", "https", "ftp", "file", "imap", "foo", "HTTP", ":", "//", "/", "///",
          "\\", "@", ":", ";", "[", "]", "::1", "fe80::1", "%25", "%", "eth0", "h", "127",
          "0x7f", ".", "1", "0", "00", "255", "65536", "%41", "%2e", "..", "?", "#", " ",
          "\t", "é", "ß", "a", "u", "p", "localhost", "c:", "|", "\x7f", "%00", "%ff"]
for _ in range(3000):
    pieces = [rng.choice(PIECES) for _ in range(rng.randint(1, 12))]
    if rng.random() < 0.7:
        pieces = [rng.choice(["http://", "https://", "file://", "imap://", "ftp:/", "HTTP:///"])] + pieces
    add("".join(pieces))
feed = "".join(s.encode("utf-8").hex() + "\n" for s in inputs)
out = subprocess.run([exe], input=feed, capture_output=True, text=True, check=True).stdout
lines = out.split("\n")
print(json.dumps({"curl": lines[0], "debian": debian}))
names = ("scheme", "user", "password", "host", "zoneid", "port", "path", "query", "fragment")
def numeric(h):
    # The address glibc's getaddrinfo reads the host as without a lookup
    # (AI_NUMERICHOST, the host's bytes as libcurl hands them over), or null.
    if h in ("-", "=") or h.startswith("5b"):
        return None
    try:
        return socket.getaddrinfo(bytes.fromhex(h), None, flags=socket.AI_NUMERICHOST)[0][4][0]
    except (socket.gaierror, UnicodeError, ValueError):
        return None
def idn(h):
    # libcurl's IDN conversion of a host that is not ASCII (lib/idn.c):
    # libidn2's lookup, TR46 non-transitional, then transitional if that
    # fails; null when both fail (the transfer fails), or for an ASCII host.
    if h is None or h.isascii() or h.startswith("["):
        return None
    env = dict(os.environ, LC_ALL="C.UTF-8")
    for mode in ("--tr46nt", "--tr46t"):
        r = subprocess.run(["idn2", mode, "--", h], capture_output=True, text=True, env=env)
        if r.returncode == 0:
            return r.stdout.strip()
    return None
for s, line in zip(inputs, lines[1:]):
    f = line.split("\t")
    if f[0] != "OK":
        row = {"input": s, "valid": False, "error": f[0], "strerror": f[1]}
    else:
        p = dict(zip(names, map(field, f[1:])))
        row = {"input": s, "valid": True, "scheme": p["scheme"],
               "userinfo": userinfo(p["user"], p["password"]),
               "host": p["host"], "port": p["port"], "path": p["path"], "query": p["query"],
               "fragment": p["fragment"], "zoneid": p["zoneid"], "numeric": numeric(f[4]),
               "default_port": field(f[10]), "idn": idn(p["host"])}
    print(json.dumps(row, ensure_ascii=False, sort_keys=True))
PY
