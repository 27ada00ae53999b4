"""Where CPython's urllib sends each input of the confusion catalog: the
expected urllib destinations of `tests/compare_destinations.rs`. Run from
the repository's root with CPython 3.11 (the default profile):

    python3.11 scripts/compare_confusion_python.py > tests/data/compare/confusion-python.tsv

Columns: the input as a JSON string, TAB, the host a client looks up
(`urlsplit(s).hostname` through the socket's own reading: `inet_pton` for
an IPv6 address, else `encode('idna')` and on its result `getaddrinfo`'s
numeric IPv4 forms (`inet_aton`'s), else the name lower-cased and prefixed
`dns:`, without one trailing dot), `-` when the socket refuses it, `none` when
there is no host, `invalid` when urlsplit raises; TAB, the port
(`.port`, else the scheme's default: http 80, https 443, ws 80, wss 443,
ftp 21), or `none`.
"""

import json
import socket
import sys
from urllib.parse import urlsplit

DEFAULTS = {"http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21}


def host_of(h):
    if h is None or h == "":
        return "none"
    if ":" in h:
        addr, _, zone = h.partition("%")
        try:
            a = socket.inet_ntop(socket.AF_INET6, socket.inet_pton(socket.AF_INET6, addr))
        except OSError:
            return "-"
        return f"[{a}%{zone}]" if zone else f"[{a}]"
    # The socket encodes a str host by the idna codec, then getaddrinfo
    # reads a numeric form (inet_aton's) on the result before any lookup.
    try:
        n = h.encode("idna").decode("ascii").lower()
    except UnicodeError:
        return "-"
    try:
        return socket.getaddrinfo(n, None, socket.AF_INET, flags=socket.AI_NUMERICHOST)[0][4][0]
    except socket.gaierror:
        pass
    return "dns:" + (n[:-1] if n.endswith(".") else n)

print(f"# CPython {sys.version.split()[0]}")
for line in open("tests/data/compare/confusion.tsv", encoding="utf-8"):
    if line.startswith("#") or "\t" not in line:
        continue
    s = json.loads(line.split("\t", 1)[1])
    try:
        r = urlsplit(s)
        host = host_of(r.hostname)
        port = r.port if r.port is not None else DEFAULTS.get(r.scheme)
    except ValueError:
        host, port = "invalid", None
    print(f"{json.dumps(s)}\t{host}\t{'none' if port is None else port}")
