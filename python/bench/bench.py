"""Speed of urigram's Python package against the standard library, on the
real URL lists, every URL distinct (so urlsplit's lru_cache never hits), in
one process, the contenders alternating round by round.

    python python/bench/bench.py [--rounds N] [--corpora DIR]

Prints a Markdown table: per-call (or per-URL) time of each, the median of
the rounds; the speed-up against the standard library, the median of the
rounds' paired ratios (each round's stdlib time over the same round's
time), with the lowest and highest; validity checks in MB/s. can_ada and ada_url, when installed, answer with WHATWG's rules
(not urllib's or RFC 3986's), and are labelled so. A benchmark, not a test:
it asserts nothing.
"""

import argparse
import datetime
import platform
import statistics
import subprocess
import sys
import time
import urllib.parse as std
from pathlib import Path

from checkout import checkout

import urigram
import urigram.urllib as ours

try:
    import pyarrow as pa
    import urigram.arrow as ua
except ImportError:  # the Arrow rows are left out
    pa = None

DEFAULT_CORPORA = Path(__file__).resolve().parents[2] / "tests" / "data" / "real-urls"
BASE = "http://a/b/c/d;p?q"


def load(corpora):
    seen = dict.fromkeys(
        line for f in sorted(Path(corpora).glob("*.txt"))
        for line in f.read_text(encoding="utf-8").splitlines())
    return list(seen)


def per_call(fn, urls):
    # Every cache emptied first (CPython's urlsplit lru_cache since 3.11,
    # urigram's native ones), so that no round hits what an earlier one
    # kept: the shapes with repeats are python/bench/shapes.py's.
    ours.clear_cache()
    start = time.perf_counter()
    for u in urls:
        fn(u)
    return (time.perf_counter() - start) / len(urls)


def whole(fn, arg, n, at_least=0.25):
    """Seconds per item of fn(arg) over n items, the mean of as many calls
    as fill at_least seconds: one call over the whole list takes a few
    milliseconds, as short as the start-up of its threads on an idle core,
    while the per-call loops it is held against run for a good part of a
    second; repeating it measures the kernel at the same scale (timeit's
    autorange does the same)."""
    calls = 0
    start = time.perf_counter()
    while True:
        fn(arg)
        calls += 1
        elapsed = time.perf_counter() - start
        if elapsed >= at_least:
            return elapsed / (calls * n)


def machine():
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        model = next(line.split(":", 1)[1].strip() for line in out.splitlines()
                     if line.startswith("Model name"))
    except (OSError, StopIteration):
        model = platform.processor() or "unknown CPU"
    return (f"{model}, {platform.system()} {platform.machine()}, Python {platform.python_version()}, "
            f"checkout {checkout()}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--corpora", default=str(DEFAULT_CORPORA))
    ap.add_argument("--rounds-out", action="store_true",
                    help="also print every round's time of each, to standard error")
    args = ap.parse_args()
    urls = load(args.corpora)
    n = len(urls)
    mb = sum(len(u.encode()) for u in urls) / 1e6
    safe = []  # the URLs CPython's urlsplit accepts, for the comparisons that raise otherwise
    for u in urls:
        try:
            std.urlsplit(u)
            safe.append(u)
        except ValueError:
            pass
    std.urlsplit.cache_clear() if hasattr(std.urlsplit, "cache_clear") else None

    # name -> (function over the URL list returning seconds per item, kind)
    contenders = {
        "urlsplit": [("stdlib", lambda: per_call(std.urlsplit, safe)),
                     ("urigram.urllib", lambda: per_call(ours.urlsplit, safe))],
        "urljoin": [("stdlib", lambda: per_call(lambda u: std.urljoin(BASE, u), safe)),
                    ("urigram.urllib", lambda: per_call(lambda u: ours.urljoin(BASE, u), safe))],
        "quote": [("stdlib", lambda: per_call(std.quote, urls)),
                  ("urigram.urllib", lambda: per_call(ours.quote, urls))],
        "unquote": [("stdlib", lambda: per_call(std.unquote, urls)),
                    ("urigram.urllib", lambda: per_call(ours.unquote, urls))],
        "is_valid (RFC 3986)": [("urigram.is_valid", lambda: per_call(urigram.is_valid, urls))],
    }
    if pa is not None:
        arr = pa.array(safe)
        all_arr = pa.array(urls)
        contenders["urlsplit"].append(
            ("urigram.arrow.urlsplit (per URL)", lambda: whole(ua.urlsplit, arr, len(safe))))
        contenders["is_valid (RFC 3986)"].append(
            ("urigram.arrow.is_valid", lambda: whole(ua.is_valid, all_arr, n)))
    try:
        import can_ada
        contenders["urlsplit"].append(("can_ada.parse (WHATWG)", lambda: per_call(_try(can_ada.parse), safe)))
        contenders["is_valid (RFC 3986)"].append(("can_ada.can_parse (WHATWG)", lambda: per_call(can_ada.can_parse, urls)))
    except ImportError:
        pass
    try:
        import ada_url
        contenders["urlsplit"].append(("ada_url.parse_url (WHATWG)", lambda: per_call(_try(ada_url.parse_url), safe)))
        contenders["is_valid (RFC 3986)"].append(("ada_url.check_url (WHATWG)", lambda: per_call(ada_url.check_url, urls)))
    except ImportError:
        pass

    times = {(op, name): [] for op, cs in contenders.items() for name, _ in cs}
    for _ in range(args.rounds):
        for op, cs in contenders.items():
            for name, run in cs:
                times[(op, name)].append(run())

    if args.rounds_out:
        for key, ts in times.items():
            print(key, " ".join(f"{t * 1e9:.0f}" for t in ts), file=sys.stderr)
    print(f"{n} distinct URLs ({mb:.2f} MB) from {Path(args.corpora).resolve()}; {len(safe)} that urlsplit accepts; "
          f"median of {args.rounds} alternating rounds.")
    print(f"Machine: {machine()}. Date: {datetime.date.today().isoformat()}.\n")
    print("| operation | implementation | per call | speed-up vs stdlib (lowest to highest round) | MB/s |")
    print("|---|---|---:|---:|---:|")
    for op, cs in contenders.items():
        ref = times.get((op, "stdlib"))
        for name, _ in cs:
            t = statistics.median(times[(op, name)])
            speed = ""
            if name == "stdlib":
                speed = "1.0x"
            elif ref:
                # Paired: each round's stdlib time over the same round's time
                # of this implementation, so that a slow spell of the machine
                # (a shared virtual machine has them) slows both sides of
                # a ratio rather than one.
                ratios = sorted(r / x for r, x in zip(ref, times[(op, name)]))
                speed = f"{statistics.median(ratios):.1f}x ({ratios[0]:.1f}-{ratios[-1]:.1f})"
            rate = f"{(mb / n) / t:.0f}" if op.startswith("is_valid") else ""
            print(f"| {op} | {name} | {t * 1e9:.0f} ns | {speed} | {rate} |")


def _try(fn):
    def call(u):
        try:
            return fn(u)
        except ValueError:
            return None
    return call


if __name__ == "__main__":
    sys.exit(main())
