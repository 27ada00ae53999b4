"""Writes tests/data/query_pairs/cpython.json: queries and the pairs CPython's
urllib.parse.parse_qsl(query, keep_blank_values=True) gives for them, the
independent source for urigram's Query::pairs (tests/query_pairs.rs).

Every query is a valid RFC 3986 query (so no "%" without two hexadecimal
digits: a parsed query cannot hold one). Run with the interpreter whose
version should be recorded: python3 scripts/gen_query_pairs.py
"""

import json
import pathlib
import sys
from urllib.parse import parse_qsl

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


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    out = root / "tests/data/query_pairs/cpython.json"
    cases = [
        {"query": q, "pairs": [list(p) for p in parse_qsl(q, keep_blank_values=True)]}
        for q in QUERIES
    ]
    doc = {
        "generator": "scripts/gen_query_pairs.py",
        "python": sys.version.split()[0],
        "call": "urllib.parse.parse_qsl(query, keep_blank_values=True)",
        "cases": cases,
    }
    out.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
