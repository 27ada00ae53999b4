"""Extracts the component test cases of iri-string 0.7.14 (a dev-dependency)
as data: tests/data/peers/iri-string.tsv, for tests/rfc3987_peers.rs.

    python3 scripts/extract_iri_string_cases.py [PATH_TO/iri-string-0.7.14]

By default the crate is found in cargo's registry (~/.cargo/registry/src).
From tests/components/mod.rs's TEST_CASES, only facts are taken: each
IRI reference ("composed") and its components. One line each:

    composed<TAB>scheme<TAB>userinfo<TAB>host<TAB>port<TAB>path<TAB>query<TAB>fragment

an absent component written as a lone "-" (no case has a component that is
"-"); userinfo is the test's user and password joined by ":". Escapes as in
tests/data/peers/oxiri.tsv.
"""

import glob
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from extract_oxiri_cases import escape, unescape  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "data", "peers", "iri-string.tsv")
LIT = r'"((?:[^"\\]|\\.)*)"'


def field(block, name):
    m = re.search(r"\b%s:\s*%s" % (name, LIT), block)
    return unescape(m.group(1)) if m else None


def main():
    if len(sys.argv) > 1:
        root = sys.argv[1]
    else:
        root = glob.glob(os.path.expanduser("~/.cargo/registry/src/*/iri-string-0.7.14"))[0]
    with open(os.path.join(root, "tests", "components", "mod.rs"), encoding="utf-8") as f:
        src = f.read()
    src = src[src.index("pub static TEST_CASES"):]
    lines = ["# iri-string 0.7.14 tests/components/mod.rs, extracted by scripts/extract_iri_string_cases.py; do not edit."]
    for case in re.split(r"\n    \{\n", src)[1:]:
        comps = re.search(r"components:\s*\{(.*?)\n        \}", case, re.S)
        comps = comps.group(1) if comps else ""
        composed = field(case, "composed")
        user, password = field(comps, "user"), field(comps, "password")
        userinfo = None if user is None else user + ("" if password is None else ":" + password)
        path = field(comps, "path") or ""
        values = [composed, field(comps, "scheme"), userinfo, field(comps, "host"),
                  field(comps, "port"), path, field(comps, "query"), field(comps, "fragment")]
        lines.append("\t".join("-" if v is None else escape(v) for v in values))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("%d cases" % (len(lines) - 1))


if __name__ == "__main__":
    main()
