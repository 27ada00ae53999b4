"""Rows per second of the JVM readers' Arrow kernels on one thread against
the per-row Python calls they replace, on the real URL lists (97,632 URLs):
``urigram.arrow.java_uri`` against ``urigram.java_uri`` called per row, and
``urigram.arrow.spark_parse_url(column, "HOST")`` against
``urigram.spark_parse_url(url, "HOST", ansi=False)`` per row. Each figure
is the best of the rounds. A benchmark, not a test: it asserts nothing.

    python python/bench/jvm_arrow.py [--rounds N]
"""

import argparse
import time
from pathlib import Path

import pyarrow as pa

import urigram
import urigram.arrow as ua

LISTS = Path(__file__).resolve().parents[2] / "tests" / "data" / "real-urls"


def best(rounds, f):
    times = []
    for _ in range(rounds):
        t = time.perf_counter()
        f()
        times.append(time.perf_counter() - t)
    return min(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    urls = []
    for name in ("isaacs_files.txt", "kasztp.txt", "node_files.txt"):
        urls += (LISTS / name).read_bytes().decode("utf-8", "replace").splitlines()
    column = pa.array(urls)
    ua.set_threads(1)
    n = len(urls)
    rows = [
        ("java_uri", lambda: ua.java_uri(column), lambda: [urigram.java_uri(u) for u in urls]),
        ("java_uri, decoded=False", lambda: ua.java_uri(column, decoded=False), None),
        ("spark_parse_url HOST", lambda: ua.spark_parse_url(column, "HOST"),
         lambda: [urigram.spark_parse_url(u, "HOST", ansi=False) for u in urls]),
    ]
    print(f"| {n:,} real URLs, one thread | kernel rows/s | per-row calls rows/s | ratio |")
    print("|---|---|---|---|")
    for name, kernel, per_row in rows:
        k = n / best(args.rounds, kernel)
        if per_row is None:
            print(f"| {name} | {k:,.0f} | | |")
            continue
        p = n / best(args.rounds, per_row)
        print(f"| {name} | {k:,.0f} | {p:,.0f} | {k / p:.1f}x |")


if __name__ == "__main__":
    main()
