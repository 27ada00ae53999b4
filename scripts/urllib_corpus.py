"""Writes the golden urllib corpora, one per CPython release urigram profiles,
from the answers of the interpreters themselves.

    python3 scripts/urllib_corpus.py     # runs pyenv's 3.9.18 ... 3.13.0

Each generator module (corpus_*.py beside this file) has `cases()`, yielding
(function, args, kwargs) with args and kwargs in the JSON form of pyjson.py;
the first cases of each are the calls the running release's own
test_urlparse.py (and the quoting, unquoting and urlencode tests of its
test_urllib.py) make, recorded with the functions wrapped. Every release
generates its cases; the corpus is their union, so each release answers the
calls of every release's tests, and every release answers every case.

Layout (the inputs are shared, the answers stored once where they agree):

    tests/data/urllib/<function>.jsonl   {"fn", "args", "kwargs", "expect"}:
                                         every case with CPython 3.11's answer
    tests/data/urllib/VERSION            3.11's sys.version
    tests/data/urllib/releases/3.X.jsonl first line {"python": sys.version,
                                         "cases": N, "parent": "3.Y"}; then
                                         the cases whose answer in 3.X
                                         differs from the parent's, in the
                                         same form (3.11 has no parent)

The parents chain outward from 3.11 (3.9 -> 3.10 -> 3.11 <- 3.12 <- 3.13),
so an answer that changed once is stored once: 3.9's file holds only what
3.10 changed.

A case whose answer in some release has no UTF-8 JSON form (lone surrogates
from errors='surrogateescape') is left out for all. The output is
deterministic: the same interpreters give the same files.

Internally the script runs itself under each interpreter with `--generate
OUT` (write this release's cases) and `--answer IN OUT` (answer the union).
"""

import argparse
import importlib
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
OUT = os.path.join(HERE, "..", "tests", "data", "urllib")

RELEASES = ["3.9.18", "3.10.13", "3.11.7", "3.12.1", "3.13.0"]
BASE = "3.11"
PARENT = {"3.9": "3.10", "3.10": "3.11", "3.12": "3.11", "3.13": "3.12"}


def _key(fn, args, kwargs):
    return json.dumps([fn, args, kwargs], sort_keys=True, ensure_ascii=False)


def generate(path):
    """This interpreter's cases, in order and without repeats."""
    seen = set()
    cases = []
    for name in sorted(os.listdir(HERE)):
        if not (name.startswith("corpus_") and name.endswith(".py")):
            continue
        module = importlib.import_module(name[:-3])
        for fn, args, kwargs in module.cases():
            key = _key(fn, args, kwargs)
            if key not in seen:
                seen.add(key)
                cases.append([fn, args, kwargs])
    with open(path, "w", encoding="utf-8") as f:
        json.dump({"python": sys.version, "cases": cases}, f, ensure_ascii=False)


def answer(inp, out):
    """This interpreter's answer to every case of `inp`."""
    import urllib.parse
    import warnings

    import pyjson

    with open(inp, encoding="utf-8") as f:
        cases = json.load(f)
    answers = []
    for fn, args, kwargs in cases:
        urllib.parse.clear_cache()
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            expect = pyjson.call(fn, args, kwargs)
        # None of the sixteen functions warns in 3.9 to 3.13; a warning
        # here would be a behaviour the corpus does not yet describe.
        if caught:
            sys.exit(f"{fn}{args}{kwargs} warned: {caught[0].message}")
        try:
            json.dumps(expect, ensure_ascii=False).encode("utf-8")
        except UnicodeEncodeError:
            expect = None  # no JSON form; the driver drops the case
        answers.append(expect)
    with open(out, "w", encoding="utf-8") as f:
        json.dump({"python": sys.version, "answers": answers}, f, ensure_ascii=False)


def interpreter(release):
    """The pyenv interpreter of `release`: its own binary, since a pyenv
    shim run from inside another pyenv Python finds that Python first."""
    root = os.environ.get("PYENV_ROOT", os.path.expanduser("~/.pyenv"))
    return os.path.join(root, "versions", release, "bin", "python3")


def run_under(release, *argv):
    subprocess.run([interpreter(release), os.path.abspath(__file__), *argv], check=True)


def drive(releases):
    short = {r: ".".join(r.split(".")[:2]) for r in releases}
    base = next(r for r in releases if short[r] == BASE)
    order = [base] + [r for r in releases if r != base]
    with tempfile.TemporaryDirectory() as tmp:
        union, seen, origin = [], set(), {}
        for r in order:
            path = os.path.join(tmp, f"gen-{r}.json")
            run_under(r, "--generate", path)
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            assert data["python"].startswith(r + " "), (r, data["python"])
            added = 0
            for case in data["cases"]:
                key = _key(*case)
                if key not in seen:
                    seen.add(key)
                    union.append(case)
                    added += 1
            origin[r] = (len(data["cases"]), added)
        inp = os.path.join(tmp, "union.json")
        with open(inp, "w", encoding="utf-8") as f:
            json.dump(union, f, ensure_ascii=False)
        answers, versions = {}, {}
        for r in order:
            path = os.path.join(tmp, f"ans-{r}.json")
            run_under(r, "--answer", inp, path)
            with open(path, encoding="utf-8") as f:
                data = json.load(f)
            answers[r], versions[r] = data["answers"], data["python"]
    keep = [i for i in range(len(union)) if all(answers[r][i] is not None for r in order)]

    os.makedirs(os.path.join(OUT, "releases"), exist_ok=True)
    for name in os.listdir(OUT):
        if name.endswith(".jsonl"):
            os.remove(os.path.join(OUT, name))
    by_fn = {}
    for i in keep:
        fn, args, kwargs = union[i]
        line = {"fn": fn, "args": args, "kwargs": kwargs, "expect": answers[base][i]}
        by_fn.setdefault(fn, []).append(json.dumps(line, ensure_ascii=False))
    for fn, lines in by_fn.items():
        with open(os.path.join(OUT, fn + ".jsonl"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "VERSION"), "w", encoding="utf-8") as f:
        f.write(versions[base] + "\n")
    by_short = {short[r]: r for r in releases}
    for r in releases:
        header = {"python": versions[r], "cases": len(keep)}
        parent = base
        if short[r] in PARENT:
            parent = by_short[PARENT[short[r]]]
            header["parent"] = short[parent]
        lines = [json.dumps(header, ensure_ascii=False)]
        for i in keep:
            if answers[r][i] != answers[parent][i]:
                fn, args, kwargs = union[i]
                lines.append(json.dumps({"fn": fn, "args": args, "kwargs": kwargs,
                                         "expect": answers[r][i]}, ensure_ascii=False))
        with open(os.path.join(OUT, "releases", short[r] + ".jsonl"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        own, added = origin[r]
        print(f"{r}: {own} own cases ({added} new to the union), "
              f"{len(lines) - 1} answers differ from {short[parent]}")
    for fn in sorted(by_fn):
        print(f"{fn}: {len(by_fn[fn])}")
    print(f"total: {len(keep)} cases answered by each of {len(releases)} releases")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--generate", metavar="OUT")
    ap.add_argument("--answer", nargs=2, metavar=("IN", "OUT"))
    a = ap.parse_args()
    if a.generate:
        generate(a.generate)
    elif a.answer:
        answer(*a.answer)
    else:
        drive(RELEASES)


if __name__ == "__main__":
    main()
