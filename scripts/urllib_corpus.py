"""Writes the golden urllib corpus: every case the generator modules yield,
answered by this machine's CPython, to tests/data/urllib/<function>.jsonl.

    python3 scripts/urllib_corpus.py

Each generator module (corpus_*.py beside this file) has `cases()`, yielding
(function, args, kwargs) with args and kwargs in the JSON form of pyjson.py.
Lines are {"fn", "args", "kwargs", "expect"}; tests/data/urllib/VERSION holds
sys.version. The output is deterministic: the same Python gives the same files.
"""

import importlib
import json
import os
import sys
import urllib.parse

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import pyjson  # noqa: E402

OUT = os.path.join(HERE, "..", "tests", "data", "urllib")


def main():
    os.makedirs(OUT, exist_ok=True)
    by_fn = {}
    seen = set()
    for name in sorted(os.listdir(HERE)):
        if not (name.startswith("corpus_") and name.endswith(".py")):
            continue
        module = importlib.import_module(name[:-3])
        for fn, args, kwargs in module.cases():
            key = json.dumps([fn, args, kwargs], sort_keys=True)
            if key in seen:
                continue
            seen.add(key)
            urllib.parse.clear_cache()
            expect = pyjson.call(fn, args, kwargs)
            line = json.dumps({"fn": fn, "args": args, "kwargs": kwargs, "expect": expect},
                              ensure_ascii=False)
            by_fn.setdefault(fn, []).append(line)
    for fn, lines in by_fn.items():
        with open(os.path.join(OUT, fn + ".jsonl"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
    with open(os.path.join(OUT, "VERSION"), "w", encoding="utf-8") as f:
        f.write(sys.version + "\n")
    total = sum(len(v) for v in by_fn.values())
    for fn in sorted(by_fn):
        print(f"{fn}: {len(by_fn[fn])}")
    print(f"total: {total}")


if __name__ == "__main__":
    main()
