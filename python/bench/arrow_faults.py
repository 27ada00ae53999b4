"""Time and page faults of each of a dozen calls of `urigram.arrow.urlsplit`
in one process, one thread, over every distinct line of the real URL
lists: whether a slow call is one that faults fresh pages in
(docs/performance.md, the Arrow kernels).

    python python/bench/arrow_faults.py [--calls N] [LABEL]

Prints LABEL, then `ns a row/minor faults` for each call. A benchmark,
not a test: it asserts nothing. Linux and macOS (`resource.getrusage`).
"""

import argparse
import resource
import time
from pathlib import Path

import pyarrow as pa

import urigram.arrow as ua

CORPORA = Path(__file__).resolve().parents[2] / "tests" / "data" / "real-urls"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("label", nargs="?", default="urlsplit")
    ap.add_argument("--calls", type=int, default=12)
    a = ap.parse_args()
    ua.set_threads(1)
    lines = dict.fromkeys(
        line for f in sorted(CORPORA.glob("*.txt"))
        for line in f.read_text(encoding="utf-8").splitlines())
    column = pa.array(list(lines), pa.string())
    out = []
    for _ in range(a.calls):
        before = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
        t = time.perf_counter()
        ua.urlsplit(column)
        t = time.perf_counter() - t
        faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt - before
        out.append(f"{t / len(column) * 1e9:.0f}/{faults}")
    print(a.label, " ".join(out))


if __name__ == "__main__":
    main()
