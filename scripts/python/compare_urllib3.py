"""Writes, a line each, what urllib3's `urllib3.util.parse_url` makes of
every input of the comparison corpora (the confusion catalog, the WHATWG
corpus's inputs and every 16th line of the real URL lists, as
scripts/python/compare_inputs.py gives them), for tests/compare_urllib3.rs.

    python compare_urllib3.py DATA_DIR > tests/data/compare/urllib3.jsonl

The first line names the releases: urllib3's, the `idna` package's (which
parse_url encodes a non-ASCII host label with) and CPython's. Each other
line is {"input", "valid": true, "scheme", "userinfo" (Url.auth), "host",
"port" (Url.port as a string), "path", "query", "fragment"}, null where the
Url gives None, or {"input", "valid": false, "exception" (the class name),
"error" (str() of it)}.

A valid row of an `http`, `https` or scheme-less input also has "dest":
where urllib3 would connect, by its own code path (the pool's
`_normalize_host`, the port or `port_by_scheme`'s, brackets dropped,
`create_connection`'s `host.encode("idna")`, then the socket's
`getaddrinfo`, numeric forms only, so no network is used): null when urllib3
connects nowhere (no host, an empty one, or one the pool refuses), else
{"port", "host": null where the idna codec refuses the host, or the address
getaddrinfo reads ("ip"; an IPv6 zone as written, the address before it read
by getaddrinfo) or the name the socket would look up ("name")}.
"""

import json
import platform
import sys

import idna
import urllib3
from urllib3.connectionpool import _normalize_host as pool_host
from urllib3.connectionpool import port_by_scheme
from urllib3.util import parse_url

from compare_inputs import common_inputs, distinct
from socket_destination import socket_destination


def dest(u):
    scheme = u.scheme or "http"
    if not u.host:
        return None
    try:
        h = pool_host(u.host, scheme)
    except Exception:
        return None
    port = u.port if u.port is not None else port_by_scheme.get(scheme, 80)
    if h.startswith("["):
        h = h.strip("[]")
    return socket_destination(h, port)


def row(s):
    try:
        u = parse_url(s)
    except Exception as e:  # the class name says which
        return {"input": s, "valid": False, "exception": type(e).__name__, "error": str(e)}
    r = {
        "input": s,
        "valid": True,
        "scheme": u.scheme,
        "userinfo": u.auth,
        "host": u.host,
        "port": None if u.port is None else str(u.port),
        "path": u.path,
        "query": u.query,
        "fragment": u.fragment,
    }
    if u.scheme in (None, "http", "https"):
        r["dest"] = dest(u)
    return r


def main():
    out = sys.stdout
    head = {"urllib3": urllib3.__version__, "idna": idna.__version__, "python": platform.python_version()}
    out.write(json.dumps(head, ensure_ascii=False) + "\n")
    for s in distinct(common_inputs(sys.argv[1])):
        out.write(json.dumps(row(s), ensure_ascii=False, sort_keys=True) + "\n")


main()
