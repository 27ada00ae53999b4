"""urigram.urllib against the running interpreter's urllib.parse on the
workload shapes programs have, for urlsplit, urlparse, urljoin, quote and
parse_qsl:

* distinct: every input once (the real URL lists; for parse_qsl their
  distinct non-empty queries), so no cache ever hits;
* log-like: 60,000 calls over 5,000 inputs drawn from the same lists, the
  input of each call picked with Zipf weights (rank r has weight 1/r), as a
  server log's top pages are;
* repeated: one input (a real URL of median length) 60,000 times.

Every cache (CPython's urlsplit lru_cache since 3.11, and urigram's) is
cleared before each timed pass, so a pass starts cold as a program would.
Each round times every contender once, alternating which goes first; the
speed-up is the median of the rounds' paired ratios (the standard
library's time over urigram's in the same round). can_ada and ada_url
(WHATWG URL parsers, not drop-ins: their answers differ from urllib's) are
timed beside urlsplit, urljoin and parse_qsl when installed, labelled so.

    python python/bench/shapes.py [--rounds N] [--corpora DIR] [--json]
        [--functions F,G]
    python python/bench/shapes.py --pyenv [--rounds N] [--sites DIR]
        [--functions F,G]

--functions times only those (say `urlsplit`, for repeated runs of the
one figure a change is about; the default is all five).

--pyenv runs the script on every pyenv release 3.9 to 3.13 that has the
wheel installed under target/python-site/<version> (scripts/test.sh puts it
there), with target/python-bench-site/<version> on the path too when it
exists (where can_ada and ada_url can be installed for the benchmark
alone), and prints one table per release for docs/performance.md. A benchmark, not
a test: it asserts nothing.
"""

import argparse
import json
import os
import platform
import random
import statistics
import subprocess
import sys
import time
import urllib.parse as std
from pathlib import Path

from checkout import checkout

REPO = Path(__file__).resolve().parents[2]
DEFAULT_CORPORA = REPO / "tests" / "data" / "real-urls"
BASE = "http://a/b/c/d;p?q"
CALLS = 60_000
LOG_INPUTS = 5_000
FUNCTIONS = ["urlsplit", "urlparse", "urljoin", "quote", "parse_qsl"]
SHAPES = ["distinct", "log-like", "repeated"]


def load(corpora):
    """The distinct lines of the real URL lists, in file order."""
    seen = dict.fromkeys(
        line for f in sorted(Path(corpora).glob("*.txt"))
        for line in f.read_text(encoding="utf-8").splitlines())
    return list(seen)


def inputs(urls):
    """Per function, the distinct inputs the standard library accepts."""
    ok = []
    for u in urls:
        try:
            std.urlsplit(u)
            std.urljoin(BASE, u)
            ok.append(u)
        except ValueError:
            pass
    queries = list(dict.fromkeys(std.urlsplit(u).query for u in ok))
    queries = [q for q in queries if q]
    return {"urlsplit": ok, "urlparse": ok, "urljoin": ok, "quote": urls, "parse_qsl": queries}


def shapes(distinct, seed=23):
    """The three input lists for one function's distinct inputs."""
    rng = random.Random(seed)
    pool = rng.sample(distinct, min(LOG_INPUTS, len(distinct)))
    weights = [1 / (rank + 1) for rank in range(len(pool))]
    log = rng.choices(pool, weights=weights, k=CALLS)
    typical = sorted(distinct, key=len)[len(distinct) // 2]
    return {"distinct": distinct, "log-like": log, "repeated": [typical] * CALLS}


def clear_caches():
    if hasattr(std.urlsplit, "cache_clear"):
        std.urlsplit.cache_clear()
    try:
        import urigram.urllib as ours
        ours.clear_cache()
    except ImportError:
        pass


#: Each timing repeats its pass over the inputs until this many seconds
#: have passed (the distinct queries take a millisecond a pass), clearing
#: the caches before every pass and timing only the passes.
AT_LEAST = 0.2


def timer(fn, two):
    """Seconds per call of fn over a list: fn(x), or fn(BASE, x) when two."""
    if two:
        def one_pass(xs):
            start = time.perf_counter()
            for x in xs:
                fn(BASE, x)
            return time.perf_counter() - start
    else:
        def one_pass(xs):
            start = time.perf_counter()
            for x in xs:
                fn(x)
            return time.perf_counter() - start

    def run(xs):
        spent, calls = 0.0, 0
        while spent < AT_LEAST:
            clear_caches()
            spent += one_pass(xs)
            calls += len(xs)
        return spent / calls
    return run


def _quiet(fn):
    """fn, with a ValueError (a URL a WHATWG parser refuses) as None."""
    def call(*a):
        try:
            return fn(*a)
        except ValueError:
            return None
    return call


def contenders():
    """Per function: (label, timer) pairs, the standard library first."""
    import urigram.urllib as ours
    out = {f: [("stdlib", timer(getattr(std, f), f == "urljoin")),
               ("urigram.urllib", timer(getattr(ours, f), f == "urljoin"))]
           for f in FUNCTIONS}
    try:
        import can_ada
        out["urlsplit"].append(("can_ada.parse (WHATWG)", timer(_quiet(can_ada.parse), False)))
    except ImportError:
        pass
    try:
        import ada_url
        out["urlsplit"].append(("ada_url.parse_url (WHATWG)", timer(_quiet(ada_url.parse_url), False)))
        out["urljoin"].append(("ada_url.join_url (WHATWG)", timer(_quiet(ada_url.join_url), True)))
        out["parse_qsl"].append(
            ("ada_url.parse_search_params (WHATWG)", timer(_quiet(ada_url.parse_search_params), False)))
    except ImportError:
        pass
    return out


def measure(corpora, rounds, functions=FUNCTIONS):
    """{function: {shape: {label: [seconds per call, one per round]}}}."""
    data = inputs(load(corpora))
    lists = {f: shapes(data[f]) for f in functions}
    runs = contenders()
    times = {f: {s: {label: [] for label, _ in runs[f]} for s in SHAPES} for f in functions}
    for r in range(rounds):
        for f in functions:
            for s in SHAPES:
                order = runs[f] if r % 2 == 0 else runs[f][::-1]
                for label, run in order:
                    times[f][s][label].append(run(lists[f][s]))
    sizes = {f: len(data[f]) for f in functions}
    return times, sizes


def machine():
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True).stdout
        model = next(line.split(":", 1)[1].strip() for line in out.splitlines()
                     if line.startswith("Model name"))
    except (OSError, StopIteration):
        model = platform.processor() or "unknown CPU"
    return f"{model}, {platform.system()} {platform.machine()}, checkout {checkout()}"


def table(result):
    """Markdown rows for one release's result."""
    times = result["times"]
    lines = [
        f"Python {result['python']}, median of {result['rounds']} rounds; per call, "
        "and the speed-up against the standard library (median of paired rounds, lowest-highest):",
        "",
        "| function | implementation | distinct | log-like | repeated |",
        "|---|---|---:|---:|---:|",
    ]
    for f in times:
        labels = list(times[f][SHAPES[0]])
        for label in labels:
            cells = []
            for s in SHAPES:
                ts = times[f][s][label]
                t = statistics.median(ts)
                if label == "stdlib":
                    cells.append(f"{t * 1e9:,.0f} ns")
                    continue
                ratios = sorted(a / b for a, b in zip(times[f][s]["stdlib"], ts))
                cells.append(f"{t * 1e9:,.0f} ns, **{statistics.median(ratios):.1f}x** "
                             f"({ratios[0]:.1f}-{ratios[-1]:.1f})")
            lines.append(f"| {f} | {label} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def pyenv(args):
    """Runs this script on every pyenv release with the wheel installed."""
    root = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
    print(f"Machine: {machine()}. Date: {time.strftime('%Y-%m-%d')}. "
          f"Inputs: {Path(args.corpora).resolve()}.\n")
    results = []
    for minor in range(9, 14):
        found = sorted(root.glob(f"3.{minor}.*"), key=lambda p: [int(x) for x in p.name.split(".")])
        if not found:
            continue
        interp = found[-1]
        site = Path(args.sites) / interp.name
        if not site.is_dir():
            print(f"Python {interp.name}: no wheel under {site} (run scripts/test.sh)\n")
            continue
        # can_ada and ada_url, for the benchmark only, where installed:
        #   python3.X -m pip install --target target/python-bench-site/<version> can_ada ada_url
        path = [str(site)]
        extra = REPO / "target" / "python-bench-site" / interp.name
        if extra.is_dir():
            path.append(str(extra))
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(path))
        run = subprocess.run(
            [str(interp / "bin" / "python3"), __file__, "--json", "--rounds", str(args.rounds),
             "--corpora", args.corpora, "--functions", args.functions],
            env=env, capture_output=True, text=True, check=True)
        result = json.loads(run.stdout)
        results.append(result)
        print(table(result) + "\n", flush=True)
    print(summary(results))


def summary(results):
    """One table: urigram.urllib's speed-up per release, function and shape."""
    functions = list(results[0]["times"]) if results else FUNCTIONS
    lines = [
        "urigram.urllib against each release's own urllib.parse (median of paired rounds):",
        "",
        "| release | " + " | ".join(functions) + " |",
        "|---|" + "---:|" * len(functions),
    ]
    for result in results:
        cells = []
        for f in functions:
            ratios = []
            for s in SHAPES:
                std_t = result["times"][f][s]["stdlib"]
                ours_t = result["times"][f][s]["urigram.urllib"]
                ratios.append(statistics.median(a / b for a, b in zip(std_t, ours_t)))
            cells.append(" / ".join(f"{r:.1f}x" for r in ratios))
        lines.append(f"| {result['python']} | " + " | ".join(cells) + " |")
    lines.append("")
    lines.append("Each cell: " + " / ".join(SHAPES) + ".")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--corpora", default=str(DEFAULT_CORPORA))
    ap.add_argument("--json", action="store_true", help="print the raw times as JSON")
    ap.add_argument("--pyenv", action="store_true", help="run on every pyenv release")
    ap.add_argument("--sites", default=str(REPO / "target" / "python-site"),
                    help="with --pyenv: where each release's wheel is installed, "
                         "in <version>/ (another build's, to compare)")
    ap.add_argument("--functions", default=",".join(FUNCTIONS),
                    help="the functions to time, comma-separated (default: all five)")
    args = ap.parse_args()
    unknown = set(args.functions.split(",")) - set(FUNCTIONS)
    if unknown:
        ap.error(f"unknown functions: {', '.join(sorted(unknown))}")
    if args.pyenv:
        return pyenv(args)
    functions = [f for f in FUNCTIONS if f in args.functions.split(",")]
    times, sizes = measure(args.corpora, args.rounds, functions)
    result = {"python": platform.python_version(), "rounds": args.rounds,
              "sizes": sizes, "times": times}
    if args.json:
        print(json.dumps(result))
    else:
        print(f"Machine: {machine()}. Date: {time.strftime('%Y-%m-%d')}. Inputs: {sizes}.\n")
        print(table(result))


if __name__ == "__main__":
    sys.exit(main())
