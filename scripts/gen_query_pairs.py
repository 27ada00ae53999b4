"""Writes tests/data/query_pairs/cpython.json: queries and the pairs CPython's
urllib.parse.parse_qsl(query, keep_blank_values=True) gives for them, the
independent source for urigram's Query::pairs (tests/query_pairs.rs): the
hand-picked QUERIES below, then every distinct query with "=" or "&" of the
real URL list tests/data/real-urls/kasztp.txt that is a valid RFC 3986
query.

Every query is a valid RFC 3986 query (so no "%" without two hexadecimal
digits: a parsed query cannot hold one). Run with the interpreter whose
version should be recorded: python3 scripts/gen_query_pairs.py
"""

import json
import pathlib
import re
import sys
from urllib.parse import parse_qsl

REAL_URLS = pathlib.Path(__file__).resolve().parents[1] / "tests" / "data" / "real-urls" / "kasztp.txt"

# query = *( pchar / "/" / "?" ), pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
QUERY = re.compile(r"^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9A-Fa-f]{2})*$")

QUERIES = [
    "",
    "a=1&b=2",
    "a",
    "a=",
    "=",
    "=x",
    "&",
    "&&a=1&&",
    "a=b=c",
    "a==",
    "+",
    "a+b=c+d",
    "%2B=%2b",
    "%20+%20",
    "%26=%3D&x=%23",
    "%E9",
    "%C3%A9=caf%C3%A9",
    "%F0%9F%98%80",
    "%F0%9F",
    "%ED%A0%80",
    "%C0%AF",
    "%F4%90%80%80",
    "%FF%FE",
    "%EF%BB%BFbom=1",
    "a;b=c",
    "a=1;b=2",
    ";",
    "q=a/b?c:d@e",
    "k=!$'()*,",
    "x=%00",
    "%2E%2E/..=.",
    "a=1&a=2&a",
    "&=&=&",
]


def real_queries():
    if not REAL_URLS.exists():
        sys.exit(f"{REAL_URLS} is missing: the real URL lists are part of the repository")
    found = set()
    for line in REAL_URLS.read_text(encoding="utf-8", errors="replace").splitlines():
        if "?" not in line:
            continue
        query = line.strip().split("?", 1)[1].split("#", 1)[0]
        if QUERY.match(query) and ("=" in query or "&" in query):
            found.add(query)
    return sorted(found - set(QUERIES))


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    out = root / "tests/data/query_pairs/cpython.json"
    cases = [
        {"query": q, "pairs": [list(p) for p in parse_qsl(q, keep_blank_values=True)]}
        for q in QUERIES + real_queries()
    ]
    doc = {
        "generator": "scripts/gen_query_pairs.py",
        "python": sys.version.split()[0],
        "call": "urllib.parse.parse_qsl(query, keep_blank_values=True)",
        "cases": cases,
    }
    # One case a line, so that a change shows as a small diff.
    head = json.dumps({k: v for k, v in doc.items() if k != "cases"}, ensure_ascii=False)
    lines = [json.dumps(c, ensure_ascii=False) for c in cases]
    text = head[:-1] + ', "cases": [\n' + ",\n".join(lines) + "\n]}\n"
    json.loads(text)
    out.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
