"""CPython's own answers for its `idna` codec (IDNA 2003) and for where
urllib's client connects: the expected values of `tests/python_idna.rs`.
Run from the repository's root:

    PYENV_VERSION=3.12.1 python3 scripts/compare_python_idna.py > tests/data/compare/python-idna.tsv

`--check` runs it under 3.9, 3.12 and 3.13 (pyenv) and says where their
outputs differ (each release normalizes by its own Unicode version's
combining classes, and case-folds by its `str.lower()`): on 2026-11-28,
3.13.0 gave the same as 3.12.1 (Unicode 15.1 and 15.0) and 3.9.18
(Unicode 13) differed on 66 random hosts, each with a character Unicode 14
added (U+A7C0 to U+A7CA, U+1AC1 to U+1ACE, U+0860 to U+086A...); the
file and `scripts/gen_idna2003_tables.py` are 3.12.1's.

Two kinds of rows, after a `#` header line:

- a host: the host as a JSON string, TAB, `host.encode('idna')` as a JSON
  string or `-` where it raises, TAB, the destination of `http://HOST/`:
  `urlsplit(url).hostname` (the host in brackets when it has a `:`) as Python's socket takes it (`getaddrinfo(h,
  None, flags=AI_NUMERICHOST)`'s address when it reads one, an IPv6
  address with its zone as written; else `dns:` and `h.encode('idna')`, lower-cased, one trailing dot
  dropped; `-` where the codec raises; `none` for no host, `invalid` where
  urlsplit raises). The hosts: (a) every host of the confusion catalog
  (`tests/data/compare/confusion.tsv`, `urlsplit(...).hostname`), (b) the
  five of issue 37 item 3, (c) random hosts from a fixed seed (ASCII,
  Latin, Greek, Cyrillic, Hebrew and Arabic with their marks, combining
  marks, Hangul, fullwidth and compatibility characters, characters nameprep
  maps to nothing or refuses, characters Unicode 3.2 did not assign, and
  digits written every way);
- a code point, `U+XXXX` (every one from U+00A0 to U+FFFF but surrogates,
  and a sample of the astral planes), standing for the host `a<cp>b`, TAB,
  its `encode('idna')` (raw: always printable ASCII without a tab) or `-`;
  and only where it is not the one the row implies (`dns:` and the result,
  lower-cased, or `-`), TAB and the destination.
"""

import json
import os
import random
import socket
import subprocess
import sys
from urllib.parse import urlsplit

ISSUE = ["\u180flocalhost", "\u2064localhost", "\uff11\uff12\uff17\uff0e\uff10\uff0e\uff10\uff0e\uff11",
         "0\u2470700000001", "2130706\u32b83"]


def idna(h):
    try:
        return h.encode("idna").decode("ascii")
    except UnicodeError:
        return None


def socket_host(h):
    """Where Python's socket goes for the str host h."""
    if h is None or h == "":
        return "none"
    n = idna(h)
    if n is None:
        return "-"
    if ":" in n:
        # An IPv6 address with its zone as written (the zone names one of
        # this machine's interfaces or none: left unread, as
        # scripts/compare_confusion_python.py leaves it).
        addr, _, zone = n.partition("%")
        try:
            a = socket.inet_ntop(socket.AF_INET6, socket.inet_pton(socket.AF_INET6, addr))
            return f"[{a}%{zone}]" if zone else f"[{a}]"
        except OSError:
            pass
    try:
        infos = socket.getaddrinfo(h, None, flags=socket.AI_NUMERICHOST)
    except (socket.gaierror, UnicodeError, ValueError):
        infos = None
    if infos:
        return infos[0][4][0]
    n = n.lower()
    return "dns:" + (n[:-1] if n.endswith(".") else n)


def destination(h):
    # A catalog host with an ASCII colon is an IPv6 address: bracketed.
    url = f"http://[{h}]/" if ":" in h else f"http://{h}/"
    try:
        hostname = urlsplit(url).hostname
    except ValueError:
        return "invalid"
    return socket_host(hostname)


def implied(n):
    if n is None:
        return "-"
    n = n.lower()
    return "dns:" + (n[:-1] if n.endswith(".") else n)


def pools():
    r = lambda a, b: [chr(c) for c in range(a, b + 1)]
    return {
        "ascii": r(0x61, 0x7A) + r(0x41, 0x5A) + r(0x30, 0x39) + ["-"],
        "latin": r(0xC0, 0x24F),
        "greek": r(0x370, 0x3FF),
        "cyrillic": r(0x400, 0x4FF),
        "hebrew": r(0x591, 0x5C7) + r(0x5D0, 0x5EA),
        "arabic": r(0x620, 0x64A) + r(0x64B, 0x652) + r(0x660, 0x669) + r(0x6F0, 0x6F9),
        "marks": r(0x300, 0x36F) + r(0x1DC0, 0x1DFF) + r(0x20D0, 0x20F0) + r(0x3099, 0x309A),
        "hangul": r(0x1100, 0x11FF) + r(0xAC00, 0xAC40) + r(0x3131, 0x318E),
        "fullwidth": r(0xFF01, 0xFF5E) + r(0xFF61, 0xFFEE),
        "compat": r(0x2460, 0x24FF) + r(0x3200, 0x33FF) + r(0xFB00, 0xFB4F) + r(0xFE50, 0xFE6F)
        + r(0x2100, 0x218F) + r(0x1D400, 0x1D4FF) + r(0x2FA0, 0x2FA1) + r(0xF900, 0xF9FF),
        "special": ["\u00ad", "\u200b", "\u200c", "\u200d", "\u2060", "\ufe00", "\ufeff", "\u034f",
                    "\u00a0", "\u3000", "\u2000", "\u200e", "\u200f", "\u202e", "\u2028", "\ue000",
                    "\ufffd", "\u2ff0", "\U000e0001", "\u0340", "\u0341", "\u2024", "\ufe52",
                    "\u3002", "\uff0e", "\uff61", "\u2488", "\u00df", "\u03c2", "\u0130", "\u1e9e"],
        "unassigned": r(0x0860, 0x086A) + r(0x1AB0, 0x1ACE) + ["\u180f", "\u2064", "\u0220", "\u08a0"]
        + r(0x1F600, 0x1F60F) + r(0xA7C0, 0xA7CA),
        "digits": r(0x30, 0x39) + r(0xFF10, 0xFF19) + r(0x2460, 0x2473) + r(0x2474, 0x2487)
        + r(0x2488, 0x249B) + r(0x3251, 0x325F) + r(0x32B1, 0x32BF) + r(0x1D7CE, 0x1D7FF)
        + [".", "x", "X", "\uff58", "\uff0e", "\u3002", "\u2024", "\uff1a"],
    }


def random_hosts(n):
    rng = random.Random(37)
    p = pools()
    names = sorted(p)
    dots = [".", ".", ".", "\u3002", "\uff0e", "\uff61"]
    out = []
    for _ in range(n):
        labels = []
        for _ in range(rng.choice([1, 1, 2, 2, 3])):
            kinds = rng.sample(names, rng.choice([1, 1, 2, 3]))
            labels.append("".join(rng.choice(p[rng.choice(kinds)]) for _ in range(rng.randint(1, 12))))
        h = rng.choice(dots).join(labels)
        if rng.random() < 0.1:
            h += rng.choice(dots)
        out.append(h)
    return out


def catalog_hosts():
    out = []
    with open("tests/data/compare/confusion.tsv", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "\t" not in line:
                continue
            try:
                h = urlsplit(json.loads(line.split("\t", 1)[1])).hostname
            except ValueError:
                continue
            if h:
                out.append(h)
    return out


def astral():
    picks = set(range(0x1D400, 0x1D800, 3)) | set(range(0x1F100, 0x1F300, 2))
    picks |= set(range(0x2F800, 0x2FA20, 4)) | set(range(0xE0000, 0xE0080))
    picks |= set(range(0x10000, 0x110000, 509))
    return sorted(picks)


def main():
    if sys.argv[1:] == ["--check"]:
        outs = {}
        for v in ["3.9.18", "3.12.1", "3.13.0"]:
            py = os.path.expanduser(f"~/.pyenv/versions/{v}/bin/python3")
            out = subprocess.run([py, __file__], capture_output=True, text=True, check=True).stdout
            outs[v] = out.split("\n", 1)[1].splitlines()
        base = outs["3.12.1"]
        for v, lines in outs.items():
            diff = [(a, b) for a, b in zip(base, lines) if a != b]
            print(f"{v}: {len(diff)} rows differ from 3.12.1")
            for a, b in diff[:20]:
                print(f"  3.12.1 {a!r}\n  {v} {b!r}")
        return
    print(f"# CPython {sys.version.split()[0]} (Unicode {__import__('unicodedata').unidata_version}): "
          "host, encode('idna'), destination of http://HOST/; or U+XXXX for a<cp>b, its encode('idna')[, destination]")
    seen = set()
    for h in catalog_hosts() + ISSUE + random_hosts(3000):
        if h in seen:
            continue
        seen.add(h)
        n = idna(h)
        print(f"{json.dumps(h)}\t{json.dumps(n) if n is not None else '-'}\t{destination(h)}")
    for c in list(range(0xA0, 0x10000)) + astral():
        if 0xD800 <= c <= 0xDFFF:
            continue
        h = f"a{chr(c)}b"
        n = idna(h)
        assert n is None or ("\t" not in n and n.isprintable()), (hex(c), n)
        d = destination(h)
        row = f"U+{c:04X}\t{n if n is not None else '-'}"
        print(row if d == implied(n) else f"{row}\t{d}")


main()
