"""CPython's `urllib.parse.urljoin(base, url)` on the pairs `compare --base`
is tested with: the expected urllib values of `tests/compare_base.rs`. Run
from the repository's root with any Python 3 (it runs each pyenv release
3.9 to 3.13 it finds, as the test's urllib profiles are):

    python3 scripts/compare_base_vectors.py > tests/data/compare/base-urllib.jsonl

The pairs: RFC 3986 section 5.4's references against its base, the
confusion catalog's inputs (tests/data/compare/confusion.tsv) against two
bases, and every case of the web-platform-tests URL data
(tests/data/compare/wpt/urltestdata.json) that has a base. The first line
names the releases; then one JSON object a pair: {"base", "input",
"urljoin": {release: the result, or {"raises": exception class}}}.

    python3 scripts/compare_base_vectors.py --client-pairs

writes client_pairs() instead, one JSON array [base, input] a line: what
the clients' scripts (scripts/compare_base_vectors_<reader>.sh) feed their
library.
"""

import glob
import json
import os
import subprocess
import sys

RFC3986_BASE = "http://a/b/c/d;p?q"
RFC3986_REFERENCES = [
    "g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x",
    "g;x", "g;x?y#s", "", ".", "./", "..", "../", "../g", "../..", "../../",
    "../../g", "../../../g", "../../../../g", "/./g", "/../g", "g.", ".g", "g..",
    "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y", "g;x=1/../y",
    "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g",
]
BASES = ["https://good.example/a/b?q", RFC3986_BASE]

# Run by each release: reads pairs on stdin, writes one result a line.
CHILD = r"""
import json, sys
from urllib.parse import urljoin
for line in sys.stdin:
    base, url = json.loads(line)
    try:
        out = urljoin(base, url)
    except Exception as e:
        out = {"raises": type(e).__name__}
    print(json.dumps(out))
"""


def pairs():
    seen = set()
    def add(base, url):
        if (base, url) not in seen:
            seen.add((base, url))
            yield base, url
    for r in RFC3986_REFERENCES:
        yield from add(RFC3986_BASE, r)
    with open("tests/data/compare/confusion.tsv", encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or "\t" not in line:
                continue
            url = json.loads(line.rstrip("\n").split("\t", 1)[1])
            for b in BASES:
                yield from add(b, url)
    with open("tests/data/compare/wpt/urltestdata.json", encoding="utf-8") as f:
        for case in json.load(f):
            if isinstance(case, dict) and case.get("base") is not None:
                yield from add(case["base"], case["input"])


# The clients' own vectors (scripts/compare_base_vectors_<reader>.sh) add
# seeded random pairs to pairs(): bases that reach each library's classes
# and branches (ftp's typecode, mailto, opaque and file bases, a port, an
# IPv6 literal, options in the userinfo) and bases built of PIECES, and
# references built of PIECES (dot segments, delimiters, schemes, escapes,
# spaces, a character that is not ASCII).
CLIENT_BASES = [
    "http://a/b/c/d;p?q", "http://u:p@h:8080/a/b/?x#y", "https://H.example/a/../b/./c",
    "http://h", "http://h?q", "http://h/a?b/c", "ftp://u@h/a/b;type=i", "ftp://h/%2Fx/y",
    "file:///a/b/c", "file://localhost/x", "file:/x/y", "mailto:a@b.c", "mailto:a@b?subject=x",
    "sc:x/y", "sc:/x/y", "sc://h/x/y", "urn:isbn:123", "data:,x", "imap://u;o@h/INBOX",
    "http://[::1]:80/a/b", "http://[fe80::1%25eth0]/a", "HTTP://A/B/C", "ldap://h/o=x?cn",
    "http://h/a/b/..", "http://h/a/b/.", "http://h/a//b/", "http://h:/x", "javascript:alert(1)",
    "ws://h/a/b", "foo://h/a/b", "http://h/%7e/a b", "http://a@b@c/d", "news:comp.x",
    "http://h/a/b?q#f",
]
PIECES = [
    "..", ".", "/", "//", "///", "?", "#", "g", "h", "x:", "http:", "https:", "ftp:", "file:",
    "mailto:", "a@b", ":80", ":", "@", "[::1]", "%41", "%2F", "%", " ", "\t", "\u00e9", ";x",
    ";type=a", "\\", "=", "&", "~", "*", "'", "javascript:", "sc:", "../", "./", "/..", "/.",
    "?y", "#s", "u:p@", "localhost", "127.0.0.1", "H", "A:B",
]


BAD_BASES = [
    "http://[x/", "http://[::1]x/", "http://h:99999/", "http://a b/", "", "0", "  http://h/ ",
    "//h/x", "/x", "x", "http://h:8 0/", "http://[fe80::1%zz]/", "ftp://h/;type=x",
    "mailto:", "file:", "http:", "http://%zz/", "<http://h/a>", "HTTP://h/\u00e9",
]


def client_pairs(per_base=25, seed=37):
    """pairs(), then seeded random pairs over CLIENT_BASES, 60 bases built
    of PIECES, and references built of PIECES (none repeated), then
    BAD_BASES against a few references."""
    import random
    rng = random.Random(seed)
    def built():
        return "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 6)))
    seen = set()
    for pair in pairs():
        seen.add(pair)
        yield pair
    bases = list(CLIENT_BASES)
    for _ in range(60):
        bases.append(rng.choice(["http://", "https://", "ftp://", "file://", "sc:", "mailto:",
                                 "HTTP:", "ws:", "imap://", "http:/", ""]) + built())
    for base in bases:
        for _ in range(per_base):
            pair = (base, built())
            if pair not in seen:
                seen.add(pair)
                yield pair
    # Bases a library may refuse or read oddly, against a few references.
    for base in BAD_BASES:
        for url in ["g", "", "?q", "#f", "http://x/", "../g", "//x/y"]:
            if (base, url) not in seen:
                seen.add((base, url))
                yield base, url


def main():
    root = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    releases = []
    for minor in range(9, 14):
        found = sorted(glob.glob(f"{root}/versions/3.{minor}.*"))
        if found:
            releases.append((os.path.basename(found[-1]), f"{found[-1]}/bin/python3"))
    todo = list(pairs())
    feed = "".join(json.dumps([b, u]) + "\n" for b, u in todo)
    results = {}
    for release, python in releases:
        out = subprocess.run([python, "-c", CHILD], input=feed, capture_output=True,
                             text=True, check=True, encoding="utf-8", errors="surrogatepass")
        results[release] = [json.loads(l) for l in out.stdout.splitlines()]
        assert len(results[release]) == len(todo), release
    print(json.dumps({"releases": [r for r, _ in releases]}))
    for i, (b, u) in enumerate(todo):
        print(json.dumps({"base": b, "input": u,
                          "urljoin": {r: results[r][i] for r, _ in releases}},
                         ensure_ascii=False))


def print_client_pairs():
    """client_pairs(), one JSON array [base, input] a line, for a client's
    script to pipe into its library (the same pairs, in the same order, for
    every client)."""
    for b, u in client_pairs():
        print(json.dumps([b, u]))


if __name__ == "__main__":
    if sys.argv[1:] == ["--client-pairs"]:
        print_client_pairs()
    else:
        main()
