"""Speed of the Arrow kernels on one thread, over the real URL lists: the
Arrow `urlsplit` against CPython's per-call `urllib.parse.urlsplit`, with
DuckDB's and Polars' own regex splitting in the same rounds, and
`urigram.arrow.compare` for every pair of the clients on the destination
parts (issue 37 item 7, issue 40 item 4).

    python python/bench/arrow_bench.py [--rounds N] [--pairs] [--no-split]
        [--repeated K]

Every engine runs on one thread (`urigram.arrow.set_threads(1)`, DuckDB's
`threads=1`, `POLARS_MAX_THREADS=1` set before Polars is imported), the
contenders alternating round by round, over two workload shapes of the
same row count (issue 40's): every URL distinct, so that urlsplit's cache
never hits, and K (default 2,000) of the distinct URLs repeated, as a
column of a real table repeats its values (CPython's `lru_cache` of 128
entries, from 3.11, still misses when K is above 128); a kernel is called over the whole list as many
times as fill a quarter of a second (the scale of the per-call loop it is
held against). The speed-up is the median of the rounds' paired ratios
(each round's CPython time over the same round's time), with the lowest
and highest round; then the least time of any round on each side, one
over the other (load only ever adds time, so each side's best round is
the nearest to its cost on a quiet machine; the urllib table of
`scripts/bench_table.py` gives the same two statistics); and the
minor page faults a call (the
kernel's slow mode is a call that faults its result's pages in afresh).
DuckDB and Polars split with RFC 3986's appendix B regular expression
into its five groups (scheme, authority, path, query, fragment): fewer
columns than urigram's eleven and no validation, there for scale. `--pairs` times `compare` over each of the 28 pairs once (CPU time,
the median of `--pair-runs`), slowest first. A benchmark, not a test: it
asserts nothing.
"""

import argparse
import datetime
import itertools
import os
import statistics
import subprocess
import sys
import time
import urllib.parse as std
from pathlib import Path

try:
    import resource
except ImportError:
    resource = None

os.environ.setdefault("POLARS_MAX_THREADS", "1")

import pyarrow as pa  # noqa: E402

import urigram.arrow as ua  # noqa: E402

try:
    import duckdb
except ImportError:
    duckdb = None
try:
    import polars as pl
except ImportError:
    pl = None

CORPORA = Path(__file__).resolve().parents[2] / "tests" / "data" / "real-urls"
# RFC 3986, appendix B: the five components, as DuckDB and Polars split.
APPENDIX_B = r"^(?:([^:/?#]+):)?(?://([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?"
GROUPS = ["scheme", "authority", "path", "query", "fragment"]
# The same, its groups named, for Polars (whose struct takes the names).
APPENDIX_B_NAMED = (r"^(?:(?P<scheme>[^:/?#]+):)?(?://(?P<authority>[^/?#]*))?(?P<path>[^?#]*)"
                    r"(?:\?(?P<query>[^#]*))?(?:#(?P<fragment>.*))?")
CLIENTS = "curl go java-url php node-url urllib urllib3 whatwg".split()
SSRF = ["scheme", "userinfo", "host", "port"]


def load(corpora):
    seen = dict.fromkeys(
        line for f in sorted(Path(corpora).glob("*.txt"))
        for line in f.read_text(encoding="utf-8").splitlines())
    return list(seen)


def minor_faults():
    """The process's minor page faults so far (0 where `resource` is
    missing: Windows)."""
    if resource is None:
        return 0
    return resource.getrusage(resource.RUSAGE_SELF).ru_minflt


def whole(fn, n, at_least=0.25):
    """Seconds per row of fn(), the mean of as many calls as fill
    at_least seconds, and the minor page faults a call: a call that
    faults its result's pages in afresh is the slow mode of
    docs/performance.md's Arrow section."""
    calls = 0
    faults = minor_faults()
    start = time.perf_counter()
    while True:
        fn()
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= at_least:
            return elapsed / (calls * n), (minor_faults() - faults) / calls


def per_call(urls):
    # CPython's urlsplit keeps an lru_cache from 3.11: emptied, so that no
    # round hits what an earlier one kept.
    clear = getattr(std.urlsplit, "cache_clear", None)
    if clear is not None:
        clear()
    split = std.urlsplit
    start = time.perf_counter()
    for u in urls:
        split(u)
    return (time.perf_counter() - start) / len(urls)


def contenders(col):
    out = [("urigram.arrow.urlsplit (11 columns)", lambda: ua.urlsplit(col))]
    if duckdb is not None:
        con = duckdb.connect()
        con.execute("SET threads = 1")
        table = pa.table({"u": col})
        names = ", ".join(f"'{g}'" for g in GROUPS)
        sql = f"SELECT regexp_extract(u, '{APPENDIX_B}', [{names}]) FROM urls"
        con.register("urls", table)
        out.append(("DuckDB regexp_extract (5 groups)", lambda: con.sql(sql).arrow()))
    if pl is not None:
        series = pl.from_arrow(col)
        out.append(("Polars str.extract_groups (5 groups)",
                    lambda: series.str.extract_groups(APPENDIX_B_NAMED)))
    return out


def repeated(urls, k):
    """`k` of `urls`, taken at even steps through them (so that they are
    like the whole: the first lists' URLs are twice as long as the
    average), cycled to as many rows as `urls`."""
    some = urls[:: max(1, len(urls) // k)][:k] if k else []
    return [some[i % len(some)] for i in range(len(urls))] if some else []


def split_table(urls, rounds, shape):
    print(f"\n{shape}: {len(urls)} rows, {len(set(urls))} distinct\n")
    col = pa.array(urls, pa.string())
    n = len(urls)
    runs = contenders(col)
    times = {name: [] for name, _ in runs}
    times["CPython urlsplit (per call)"] = []
    ratios = {name: [] for name, _ in runs}
    faults = {name: [] for name, _ in runs}
    for _ in range(rounds):
        s = per_call(urls)
        times["CPython urlsplit (per call)"].append(s)
        for name, fn in runs:
            t, f = whole(fn, n)
            times[name].append(t)
            ratios[name].append(s / t)
            faults[name].append(f)
    print("| implementation | per URL | speed-up vs CPython's urlsplit (lowest to highest round) "
          "| best round against best round | page faults a call (lowest to highest round) |")
    print("|---|---:|---:|---:|---:|")
    cpython = times["CPython urlsplit (per call)"]
    cp = statistics.median(cpython)
    print(f"| CPython urlsplit (per call) | {cp * 1e9:.0f} ns | 1.0x | 1.0x ({min(cpython) * 1e9:.0f} ns) | |")
    for name, _ in runs:
        r, f = ratios[name], faults[name]
        print(f"| {name} | {statistics.median(times[name]) * 1e9:.1f} ns | "
              f"{statistics.median(r):.1f}x ({min(r):.1f}-{max(r):.1f}) | "
              f"{min(cpython) / min(times[name]):.1f}x ({min(times[name]) * 1e9:.1f} ns) | "
              f"{statistics.median(f):,.0f} ({min(f):,.0f}-{max(f):,.0f}) |")
    if duckdb is None:
        print("(duckdb not installed: its row left out)")
    if pl is None:
        print("(polars not installed: its row left out)")


def pairs_table(urls, runs):
    col = pa.array(urls, pa.string())
    rows = []
    for a, b in itertools.combinations(CLIENTS, 2):
        cpu = []
        for _ in range(runs):
            t0 = time.process_time()
            ua.compare(col, readers=[a, b], parts=SSRF)
            cpu.append(time.process_time() - t0)
        rows.append((len(urls) / statistics.median(cpu) / 1e6, f"{a},{b}"))
    rows.sort()
    print("| readers | M rows/s (CPU time, one thread) |")
    print("|---|---:|")
    for rate, pair in rows:
        print(f"| {pair} | {rate:.2f} |")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--pairs", action="store_true", help="time compare over the 28 pairs")
    ap.add_argument("--pair-runs", type=int, default=3)
    ap.add_argument("--no-split", action="store_true", help="leave out the urlsplit table")
    ap.add_argument("--corpora", default=CORPORA)
    ap.add_argument("--repeated", type=int, default=2000,
                    help="distinct URLs in the repeated shape (0: leave it out)")
    args = ap.parse_args()
    urls = load(args.corpora)
    ua.set_threads(1)
    try:
        load_avg = " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        load_avg = "unknown"
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                            text=True, cwd=Path(__file__).parent).stdout.strip()
    print(f"{len(urls)} distinct URLs from {args.corpora}; one thread; "
          f"Python {sys.version.split()[0]}; {datetime.date.today()}; load {load_avg}; "
          f"checkout {commit or 'unknown'}; urigram from {Path(ua.__file__).parent}")
    if not args.no_split:
        split_table(urls, args.rounds, "distinct")
        if args.repeated:
            split_table(repeated(urls, args.repeated), args.rounds,
                        f"repeated ({args.repeated:,} of the distinct URLs cycled)")
    if args.pairs:
        pairs_table(urls, args.pair_runs)


if __name__ == "__main__":
    main()
