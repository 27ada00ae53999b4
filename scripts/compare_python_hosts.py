"""What CPython's socket does with a str host: the expected values of
`tests/compare_destinations.rs` for urllib's destinations. Run from the
repository's root with any CPython 3.9 to 3.13 (their answers are the same;
`--check` runs it under every pyenv release and says so):

    python3 scripts/compare_python_hosts.py > tests/data/compare/python-hosts.tsv

Columns: the host as a JSON string, TAB, `socket.inet_aton`'s address
(dotted, by `inet_ntoa`) or `-` where it raises, TAB, `host.encode('idna')`
(ASCII) or `-` where it raises. Hosts with whitespace are left out:
`inet_aton` stops at a blank and accepts what came before, where
`getaddrinfo` (glibc's `inet_aton_exact`) refuses the whole.
"""

import json
import socket
import subprocess
import sys

HOSTS = [
    # inet_aton's forms (RFC 3986 section 7.4's "rare IP address formats").
    "169.254.169.254", "0xA9.0xFE.0xA9.0xFE", "0xa9.0xfe.0xa9.0xfe", "2852039166",
    "0251.0376.0251.0376", "169.254.43518", "169.16689662", "0x7f.1", "127.1", "0",
    "0x", "0x.0x.0x.0x", "00", "08", "09.1.1.1", "0x100.1.1.1", "256.1.1.1",
    "1.2.3.256", "1.2.65535", "1.2.65536", "1.16777215", "1.16777216", "4294967295",
    "4294967296", "0xffffffff", "0x100000000", "037777777777", "040000000000",
    "1.2.3.4.", "1.2.3.", ".1.2.3", "1..2", "1.2.3.4.5", "0x1g", "1e1", "+1", "-1",
    "00000000000000000000001", "0x0000000000000000000001", "127.0.0.01", "127.0.0.0x1",
    "1.2.3.4x", "example.com", "",
    # Names through the idna codec (IDNA 2003).
    "Example.COM", "example.com.", "a..b", "a" * 63 + ".com", "a" * 64 + ".com",
    "bücher.example", "BÜCHER.example", "faß.de", "βόλος.com", "ςa.com",
    "a\u200db.com", "a\u200cb.com", "evil\u3002example", "evil\uff0eexample",
    "evil\uff61example", "\uff45vil.example", "ｅｘａｍｐｌｅ.ｃｏｍ",
    "例え.jp", "xn--r8jz45g.jp", "ドメイン.テスト", "☃.net", "\u2488.com",
    "a\u00adb.com", "München.de.", "ab\u0301c.com", "\u0627\u0644\u0639\u0631\u0628\u064a\u0629.example",
    "a_b.com", "a b.com", "-a.com", "a-.com", "xn--a.com", "\U0001f600.com",
    "ℌ.com", "①.com", "ǅ.com", "İ.com", "\ufb01.com",
]


def row(h: str) -> str:
    try:
        a = socket.inet_ntoa(socket.inet_aton(h))
    except (OSError, ValueError):
        a = "-"
    try:
        n = h.encode("idna").decode("ascii")
    except UnicodeError:
        n = "-"
    return f"{json.dumps(h)}\t{a}\t{n}"


def main() -> None:
    if sys.argv[1:] == ["--check"]:
        outs = set()
        for v in ["3.9.18", "3.10.13", "3.11.7", "3.12.1", "3.13.0"]:
            py = f"{__import__('os').path.expanduser('~')}/.pyenv/versions/{v}/bin/python3"
            out = subprocess.run([py, __file__], capture_output=True, text=True, check=True).stdout
            outs.add(out.split("\n", 1)[1])
        print("same under every release" if len(outs) == 1 else "releases differ")
        return
    print(f"# CPython {sys.version.split()[0]}: host, inet_aton, encode('idna')")
    for h in HOSTS:
        if any(c.isspace() for c in h):
            continue
        print(row(h))


main()
