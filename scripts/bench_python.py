#!/usr/bin/env python3
"""Times CPython's urllib.parse in-process on inputs drawn from the corpus.

    python3 scripts/bench_python.py [--repeat N] [--write-inputs DIR]

Prints one JSON object (and writes it to target/urigram-python.json for
scripts/bench_table.py): the Python version, and for each of urlsplit,
urlparse, urljoin, quote, unquote and parse_qsl the nanoseconds per call
(`ns_per_call`: the best of N passes over all of its inputs, as `timeit`
advises; `median_ns_per_call`: their median), the number of inputs, and how
they were drawn. The issue's target is for urigram's urllib layer to be at least
30x faster than these figures on the same inputs.

The inputs, all from benches/data/mixed.txt and web.txt, deduplicated:
- urlsplit, urlparse, unquote: the corpus lines;
- urljoin: pairs (web URL i, relative reference i), so the base changes at
  every call as well;
- quote: the corpus lines percent-decoded (text with non-ASCII, spaces,
  delimiters), each quoted with the default `safe="/"`;
- parse_qsl: the query of every line that has one.

urlsplit keeps an LRU cache of 128 entries (urlparse and urljoin go through
it too); every input is distinct and each pass runs over many more than 128,
so the cache never hits and the figures are those of real parsing.

`--unquote-split` times only unquote, on the lines with a `%` and on those
without, apart: the two cost very differently on either side (see
`cargo bench --bench urllib_quick -- unquote-pct unquote-plain`).

`--write-inputs DIR` also writes each function's inputs as JSON lines
(DIR/urlsplit.jsonl, ...; a string per line, or [base, ref] for urljoin),
so the Rust benchmark of the urllib layer can run exactly the same calls.

Standard library only.
"""

import argparse
import json
import os
import platform
import re
import statistics
import sys
import time
import urllib.parse as up

# RFC 3986 section 3.1: a line that starts with a scheme and ":" is a URI;
# every other line of the corpus is a relative reference.
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*:")
ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))


def read_corpus(name):
    path = os.path.join(ROOT, "benches", "data", f"{name}.txt")
    if not os.path.exists(path):
        sys.exit(f"{path} is missing: run `python3 scripts/gen_corpus.py`")
    with open(path, encoding="ascii") as f:
        return f.read().splitlines()


def unique(items):
    return list(dict.fromkeys(items))


def accepted(fn, inputs):
    """The inputs on which `fn` does not raise: CPython rejects a few valid
    RFC 3986 references (it checks bracketed hosts, and `V` in IPvFuture must
    be lower case for it), and a benchmark of exceptions would mislead."""
    ok = []
    for x in inputs:
        try:
            fn(x)
        except ValueError:
            continue
        ok.append(x)
    return ok


def inputs():
    mixed = unique(read_corpus("mixed"))
    web = unique(read_corpus("web"))
    relative = [l for l in mixed if not SCHEME.match(l)]
    pairs = [(web[i % len(web)], r) for i, r in enumerate(relative)]
    splittable = accepted(up.urlsplit, mixed)
    texts = unique(up.unquote(l) for l in mixed)
    queries = unique(q for q in (up.urlsplit(l).query for l in splittable) if q)
    return {
        "urlsplit": (splittable, "corpus lines (mixed.txt), deduplicated"),
        "urlparse": (splittable, "corpus lines (mixed.txt), deduplicated"),
        "urljoin": (accepted(lambda p: up.urljoin(*p), pairs),
                    "(web.txt line i, relative reference i of mixed.txt)"),
        "quote": (texts, "mixed.txt lines percent-decoded, quote(text) with safe='/'"),
        "unquote": (mixed, "corpus lines (mixed.txt), deduplicated"),
        "parse_qsl": (queries, "the queries of mixed.txt, deduplicated"),
    }


CALLS = {
    "urlsplit": up.urlsplit,
    "urlparse": up.urlparse,
    "urljoin": lambda p: up.urljoin(p[0], p[1]),
    "quote": up.quote,
    "unquote": up.unquote,
    "parse_qsl": up.parse_qsl,
}


def time_per_call(fn, xs, repeat):
    """The best and the median of `repeat` passes over all inputs, in ns per
    call. The loop's own cost (a Python for loop, about 15 ns a turn) is
    included, as it is for any Python caller."""
    passes = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        for x in xs:
            fn(x)
        passes.append((time.perf_counter_ns() - start) / len(xs))
    return min(passes), statistics.median(passes)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--write-inputs", metavar="DIR")
    ap.add_argument("--unquote-split", action="store_true")
    args = ap.parse_args()
    data = inputs()
    if args.unquote_split:
        lines = data["unquote"][0]
        split = {}
        for name, xs in (("with %", [l for l in lines if "%" in l]),
                         ("without %", [l for l in lines if "%" not in l])):
            best, median = time_per_call(up.unquote, xs, args.repeat)
            split[name] = {"ns_per_call": round(best, 1), "median_ns_per_call": round(median, 1),
                           "calls": len(xs)}
        print(json.dumps({"python": platform.python_version(), "unquote": split}, indent=2))
        return
    if args.write_inputs:
        os.makedirs(args.write_inputs, exist_ok=True)
        for name, (xs, _) in data.items():
            with open(os.path.join(args.write_inputs, f"{name}.jsonl"), "w", encoding="utf-8") as f:
                for x in xs:
                    f.write(json.dumps(x, ensure_ascii=False) + "\n")
    result = {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "functions": {},
    }
    for name, (xs, how) in data.items():
        best, median = time_per_call(CALLS[name], xs, args.repeat)
        result["functions"][name] = {"ns_per_call": round(best, 1),
                                     "median_ns_per_call": round(median, 1),
                                     "calls": len(xs), "inputs": how}
    text = json.dumps(result, indent=2)
    print(text)
    target = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
    os.makedirs(target, exist_ok=True)
    with open(os.path.join(target, "urigram-python.json"), "w") as f:
        f.write(text + "\n")


if __name__ == "__main__":
    main()
