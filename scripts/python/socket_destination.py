"""Where Python's socket module would connect, given the host and port a
URL library hands it: the "dest" of the Python readers' vectors
(scripts/python/compare_{httptools,python_rfc3986,urllib3}.py), which
tests/reader_vectors.rs (python_destination) holds urigram's answer to.

No network is used: the host goes through `host.encode("idna")`, as
`socket.create_connection` does, then `getaddrinfo` with
AI_NUMERICHOST, which reads the numeric forms only. What differs between
the libraries (which host and port they pass, brackets, defaults) stays
in each script; this is the part that is the socket's.
"""

from __future__ import annotations

import socket
from typing import Any


def numeric(h: str) -> str | None:
    """The address getaddrinfo reads h as, or None for a name."""
    try:
        return str(socket.getaddrinfo(h, None, flags=socket.AI_NUMERICHOST)[0][4][0])
    except socket.gaierror:
        return None


def socket_destination(h: str, port: int | None) -> dict[str, Any]:
    """{"port", "host": None} where the idna codec refuses h; else the
    address getaddrinfo reads h as ({"port", "host", "kind": "ip"}; an IPv6
    zone kept as written, since it names an interface of the machine that
    connects) or the name the socket would look up ({"port", "host",
    "kind": "name"}, h as the idna codec writes it)."""
    try:
        name = h.encode("idna").decode("ascii")
    except UnicodeError:
        return {"port": port, "host": None}
    if ":" in h and "%" in h:
        addr, zone = h.split("%", 1)
        ip = numeric(addr)
        if ip is not None:
            return {"port": port, "host": f"{ip}%{zone}", "kind": "ip"}
    ip = numeric(h)
    if ip is not None:
        return {"port": port, "host": ip, "kind": "ip"}
    return {"port": port, "host": name, "kind": "name"}
