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


if __name__ == "__main__":
    main()
