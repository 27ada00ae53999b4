#!/usr/bin/env python3
"""Where PHP's own client connects, for tests/data/compare/php-destinations.tsv.

For each URL below, PHP (`php` on PATH) fetches it with file_get_contents (its
http:// and https:// stream wrappers) while this script listens on 127.0.0.1
and [::1] at ports 80, 443 and 47123; a line says where the connection
arrived (`127.0.0.1 47123`, `::1 80`), or, when none did, PHP's own error
(`getaddrinfo for NAME failed` names what glibc was asked to look up). Run as
root (ports 80 and 443), with no network needed: every address is loopback
and a name that is not in /etc/hosts fails at once. The php reader of
`compare` is held to each line by tests/compare_php.rs.
Usage: scripts/php/compare_php_destinations.py > tests/data/compare/php-destinations.tsv
"""
import json
import re
import socket
import subprocess
import threading

URLS = [
    # inet_aton's forms, brackets around any host, a port of 0, any case.
    "http://0x7f.1:47123/",
    "http://2130706433:47123/",
    "http://0177.0.0.1:47123/",
    "http://127.1:47123/",
    "http://[127.0.0.1]:47123/",
    "http://[::1]:47123/",
    "http://[0:0::1]:47123/",
    "http://127.0.0.1:0/",
    "http://127.0.0.1/",
    "https://127.0.0.1:0/",
    "HTTPS://0x7f.1/",
    # A ":" or "]:" left in parse_url's host moves the port (atoi, 16 bits).
    "http://127.0.0.1:47123:99/",
    "http://[127.0.0.1]:47123]/",
    "http://[::1]:47123]/",
    "http://127.0.0.1:112659:80/",
    "http://127.0.0.1:-18413:80/",
    "http://127.0.0.1:047123:1/",
    # Names: what getaddrinfo is asked for.
    "http://127.0.0.1./",
    "http://127.0.0.1%2e/",
    "http://0x7f.1.:47123/",
    "http://evil.example\\@good.example/",
    "http://good.example:443\\@evil.example/",
    "http://[evil.example]/",
    "http://::1:80/",
    "http://[::1]x]/",
]

PORTS = (80, 443, 47123)
arrived = []
lock = threading.Lock()


def serve(sock, addr, port):
    while True:
        conn, _ = sock.accept()
        with lock:
            arrived.append(f"{addr} {port}")
        conn.close()


for family, addr in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "::1")):
    for port in PORTS:
        s = socket.socket(family)
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if family == socket.AF_INET6:
            s.setsockopt(socket.IPPROTO_IPV6, socket.IPV6_V6ONLY, 1)
        s.bind((addr, port))
        s.listen(16)
        threading.Thread(target=serve, args=(s, addr, port), daemon=True).start()

FETCH = r"""
$c = stream_context_create(["http" => ["timeout" => 2], "ssl" => ["verify_peer" => false]]);
if (@file_get_contents($argv[1], false, $c) === false) {
    echo error_get_last()["message"] ?? "";
}
"""

version = subprocess.run(["php", "-r", "echo PHP_VERSION;"], capture_output=True, text=True).stdout
print(f"# PHP {version}: URL (a JSON string), TAB, where the connection arrived or PHP's error")
for url in URLS:
    with lock:
        arrived.clear()
    err = subprocess.run(["php", "-r", FETCH, url], capture_output=True, text=True).stdout
    with lock:
        where = sorted(set(arrived))
    if where:
        print(f"{json.dumps(url)}\t{where[0]}")
    else:
        m = re.search(r"(getaddrinfo for .* failed|Failed to parse IPv6 address)", err)
        print(f"{json.dumps(url)}\t{m.group(1) if m else err.strip()}")
