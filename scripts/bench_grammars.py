#!/usr/bin/env python3
"""Every grammar's `urigram check` beside RFC 3986's, in paired runs.

    python3 scripts/bench_grammars.py [--bin PATH] [--before-bin PATH] [--runs N]
                                      [--json PATH] [--hostile-mb N]
                                      [--timeout S] [--skip-hostile] [--skip-corpora]
                                      [--grammars G,G] [--modes diagnostic,quiet]
                                      [--repeat N] [--clock cpu|wall]

Issue 21's two speed targets, measured the same way on any binary (so the
figures before and after a change come from one script):

1. `urigram check -q --grammar G` against `urigram check -q` (RFC 3986) on
   the real URL lists (`tests/data/real-urls/*.txt`, concatenated)
   and on `benches/data/mixed.txt`: the runs of every grammar are
   interleaved, round after round, and each grammar's median is compared
   with RFC 3986's median of the same rounds. With `--before-bin`, a
   second binary (a build of an earlier commit) runs in the same rounds,
   and `--json` writes both binaries' medians for `scripts/bench_table.py
   --grammars`, which prints the "Every grammar" table of docs/performance.md.
   `--grammars` picks the grammars of both tables (every one `urigram
   grammars` lists, by default); `--repeat N` times each corpus written N
   times over, where single runs are short enough for the host's
   scheduling to round them.
2. One line of `--hostile-mb` MB (8 by default) of each hostile shape,
   under every grammar, with `urigram check` printing its diagnostic to
   /dev/null and with `-q`, in nanoseconds a byte beside an ordinary URL of
   the same size (`http://example.com/` then `a/` repeated), which is the
   1x of the ratio. A run that takes longer than `--timeout` seconds is
   shown as `>S s`.

Every time is the child's CPU time (user and system) unless `--clock wall`:
this host's CPU quota rounds the elapsed time of short runs to its periods.
Prints Markdown tables on standard output. Standard library only.
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
GRAMMARS = ("rfc3986", "rfc2396", "rfc1808", "rfc1945", "rfc6874", "rfc9112", "rfc3987")

# Hostile shapes of issue 21 (and benches/linear.rs): a prefix, then a unit
# repeated to the size asked for.
SHAPES: tuple[tuple[str, bytes, bytes], ...] = (
    ("ordinary URL", b"http://example.com/", b"a/"),
    ("%41 run", b"http://h/", b"%41"),
    (": run", b"http://h/", b":"),
    ("@ run", b"http://", b"@"),
    ("[ run", b"http://", b"["),
    ("/.. run", b"http://h", b"/.."),
    ("a: run", b"", b"a:"),
    ("1. run", b"http://", b"1."),
    (";a run", b"http://h/", b";a"),
    ("a:b without @", b"http://", b"a:b"),
    ("IPv6-like groups", b"http://[", b"1:"),
    ("query pairs", b"http://h/?", b"k=v&"),
    ("spaces", b"http://h/", b" "),
)


#: What `run_once` measures: "cpu" (the child's user and system time, from
#: `wait4`) or "wall" (elapsed time). This host enforces a CPU quota in
#: periods of tens of milliseconds, which rounds elapsed times of short
#: runs to those periods (every grammar then reads 0.114 s on a 55 MB
#: file); the child's CPU time is not rounded that way. Set by `--clock`.
CLOCK = "cpu"


def run_once(cmd: list[str], stdin_path: str, timeout: float) -> float | None:
    """Seconds of one run of `cmd` reading `stdin_path` (see `CLOCK`), or
    None on timeout."""
    with open(stdin_path, "rb") as f:
        start = time.perf_counter()
        proc = subprocess.Popen(cmd, stdin=f, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        while True:
            pid, _status, usage = os.wait4(proc.pid, os.WNOHANG)
            if pid == proc.pid:
                break
            if time.perf_counter() - start > timeout:
                proc.kill()
                proc.wait()
                return None
            time.sleep(0.0005)
        wall = time.perf_counter() - start
        proc.returncode = 0  # reaped above; keeps Popen from waiting again
        if CLOCK == "wall":
            return wall
        return usage.ru_utime + usage.ru_stime


def corpus_medians(bins: dict[str, str], runs: int, timeout: float,
                   grammars: list[str], repeat: int = 1) -> list[dict]:
    """Target 1's measurements: for each corpus (written `repeat` times
    over), its label, its size in bytes, and each binary's median time of
    `check -q --grammar G` per grammar of `grammars`.
    `bins` maps a label (`after`, `before`) to a binary; the runs of every
    binary and grammar are interleaved, round after round."""
    real = os.path.join(tempfile.gettempdir(), "urigram-real-urls.txt")
    with open(real, "wb") as out:
        for path in sorted(glob.glob(os.path.join(ROOT, "tests", "data", "real-urls", "*.txt"))):
            with open(path, "rb") as f:
                out.write(f.read())
    files = [("real URL lists", real), ("benches/data/mixed.txt", os.path.join(ROOT, "benches", "data", "mixed.txt"))]
    if repeat > 1:
        # Each corpus written N times over: runs of tens of milliseconds
        # are rounded alike by this host's scheduling.
        for k, (label, path) in enumerate(files):
            longer = os.path.join(tempfile.gettempdir(), f"urigram-corpus-{k}-x{repeat}.txt")
            with open(path, "rb") as f:
                data = f.read()
            with open(longer, "wb") as out:
                for _ in range(repeat):
                    out.write(data)
            files[k] = (f"{label}, {repeat} times over", longer)
    result = []
    for label, path in files:
        times: dict[str, dict[str, list[float]]] = {b: {g: [] for g in grammars} for b in bins}
        for _ in range(runs):
            for g in grammars:
                for name, binary in bins.items():
                    t = run_once([binary, "check", "-q", "--grammar", g], path, timeout)
                    times[name][g].append(t if t is not None else float("inf"))
        medians = {b: {g: statistics.median(ts) for g, ts in per.items()} for b, per in times.items()}
        result.append({"label": label, "size": os.path.getsize(path), "runs": runs, "medians": medians})
    return result


def corpora(args: argparse.Namespace) -> None:
    """Target 1: each grammar's median time against RFC 3986's, per corpus."""
    bins = {"after": args.bin}
    if args.before_bin:
        bins["before"] = args.before_bin
    # RFC 3986 is the 1x of every ratio, so it runs whichever are asked for.
    grammars = ["rfc3986", *(g for g in args.grammars.split(",") if g != "rfc3986")]
    result = corpus_medians(bins, args.runs, args.timeout, grammars, args.repeat)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(result, f, indent=1)
    for corpus in result:
        size = corpus["size"]
        for name, medians in corpus["medians"].items():
            base = medians["rfc3986"]
            which = f" ({name}: {bins[name]})" if len(bins) > 1 else ""
            print(f"\n`urigram check -q --grammar G` on {corpus['label']} ({size / 1e6:.1f} MB){which}, median of {args.runs} interleaved runs\n")
            print("| grammar | time | MB/s | vs rfc3986 |")
            print("|---|---:|---:|---:|")
            for g in grammars:
                m = medians[g]
                print(f"| {g} | {m:.3f} s | {size / 1e6 / m:.1f} | {m / base:.2f}x |")


def hostile(args: argparse.Namespace) -> None:
    """Target 2: ns a byte of each hostile shape under each grammar."""
    size = int(args.hostile_mb * 1_000_000)
    tmp = tempfile.mkdtemp(prefix="urigram-hostile-")
    paths = []
    for name, prefix, unit in SHAPES:
        line = prefix + unit * ((size - len(prefix)) // len(unit) + 1)
        path = os.path.join(tmp, f"{len(paths)}.txt")
        with open(path, "wb") as f:
            f.write(line[:size] + b"\n")
        paths.append((name, path))
    modes = {"diagnostic": ("with the diagnostic", []), "quiet": ("-q", ["-q"])}
    for mode, flags in (modes[m] for m in args.modes.split(",")):
        print(f"\nOne {args.hostile_mb:g} MB line, `urigram check {' '.join(flags)} --grammar G`, ns a byte (best of {args.runs}); ratio to the ordinary URL under the same grammar\n")
        grammars = args.grammars.split(",")
        print("| shape | " + " | ".join(grammars) + " |")
        print("|---|" + "---:|" * len(grammars))
        base: dict[str, float] = {}
        for name, path in paths:
            cells = []
            for g in grammars:
                best = None
                for _ in range(args.runs):
                    t = run_once([args.bin, "check", *flags, "--grammar", g], path, args.timeout)
                    if t is None:
                        best = None
                        break
                    best = t if best is None else min(best, t)
                if best is None:
                    cells.append(f">{args.timeout:g} s")
                    continue
                ns = best * 1e9 / size
                if name == "ordinary URL":
                    base[g] = ns
                    cells.append(f"{ns:.1f}")
                else:
                    cells.append(f"{ns:.1f} ({ns / base[g]:.1f}x)")
            print(f"| {name} | " + " | ".join(cells) + " |")
            sys.stdout.flush()


def main() -> None:
    """Parses the arguments and prints both tables."""
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "urigram"))
    p.add_argument("--before-bin", help="a second binary timed in the same rounds (the before column)")
    p.add_argument("--json", help="write the corpus medians here, for scripts/bench_table.py --grammars")
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--hostile-mb", type=float, default=8)
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("--repeat", type=int, default=1, help="each corpus written this many times over")
    p.add_argument("--skip-hostile", action="store_true")
    p.add_argument("--skip-corpora", action="store_true")
    p.add_argument("--grammars", default=",".join(GRAMMARS), help="the grammars to run (rfc3986, the 1x, always runs for the corpora)")
    p.add_argument("--clock", choices=("cpu", "wall"), default="cpu",
                   help="the child's CPU time (default) or elapsed time")
    p.add_argument("--modes", default="diagnostic,quiet", help="for the hostile lines")
    args = p.parse_args()
    global CLOCK
    CLOCK = args.clock
    if not args.skip_corpora:
        corpora(args)
    if not args.skip_hostile:
        hostile(args)


if __name__ == "__main__":
    main()
