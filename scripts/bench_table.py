#!/usr/bin/env python3
"""Prints the performance tables of docs/performance.md from criterion's results.

    python3 scripts/bench_table.py            # read target/criterion as it is
    python3 scripts/bench_table.py --run      # run `cargo bench --bench parse` first
    python3 scripts/bench_table.py --run --all  # also the linear-cost bench and the CLI script
    python3 scripts/bench_table.py --urllib --run  # only the urllib table: its two benches
    python3 scripts/bench_table.py --grammars [--before-bin PATH] [--runs N]
                                              # the "Every grammar" table, by running
                                              # scripts/bench_grammars.py's corpus rounds
    python3 scripts/bench_table.py --grammars --from PATH
                                              # the same, from `bench_grammars.py --json PATH`
    python3 scripts/bench_table.py --hostile  # every grammar on the hostile shapes, from
                                              # `cargo bench --bench grammars -- hostile`

For each operation (parse, validate) it prints one Markdown table with a row
per library and, for each corpus, the median time per URI, the throughput in
MB/s (10^6 bytes of URI text per second, line endings not counted) and the
ratio of the time to fluent-uri's in the same run. Below the tables it adds
the linear-cost table (`target/urigram-linear.md`, written by
`cargo bench --bench linear`) and the CLI figures (`target/urigram-cli.md`,
written by `scripts/bench_cli.sh`) when those files exist, and above them
the machine and the date, so the output can be pasted into docs/performance.md as is.

With `--grammars` it prints only the "Every grammar" table of docs/performance.md:
`urigram check -q --grammar G` beside `urigram check -q` on the real URL
lists and `benches/data/mixed.txt`, each cell the median time and its ratio
to RFC 3986's in the same rounds, with a before column for each corpus when
a second binary was timed (`--before-bin`).

Standard library only.
"""

import argparse
import datetime
import json
import os
import platform
import subprocess
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
TARGET = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
CRITERION = os.path.join(TARGET, "criterion")
CORPORA = ("mixed", "web")
OPERATIONS = (
    ("parse", "Parse to a structured value (urigram: `UriRef::parse`, the typed AST), then read the path"),
    ("validate", "Validation only (urigram: `is_valid`; fluent-uri: its parse, having no validator)"),
)
# Row order: urigram first, the reference second, then the peers.
ORDER = ("urigram", "fluent-uri", "oxiri", "iri-string", "uriparse", "url", "http", "byte-class-scan")
NOTES = {
    "url": "WHATWG URL parser; absolute URLs only, so web corpus only",
    "http": "`http::Uri` (request targets); no relative references, so web corpus only",
    "byte-class-scan": "floor: one table lookup per byte, no structure",
}


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    cores = os.cpu_count()
    try:
        cores = int(subprocess.run(["nproc"], capture_output=True, text=True, check=True).stdout)
    except (OSError, subprocess.CalledProcessError, ValueError):
        pass
    try:
        rustc = subprocess.run(["rustc", "--version"], capture_output=True, text=True,
                               check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        rustc = "rustc (unknown version)"
    return (f"{cores} cores (`nproc`), {cpu}, {platform.system()} {platform.machine()}, {rustc}, "
            f"at commit `{commit()}`")


def commit():
    """The commit whose code was measured, `-dirty` when the tree has
    uncommitted changes (then the figures are of no commit)."""
    try:
        sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, check=True, cwd=ROOT).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, check=True, cwd=ROOT).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return sha + ("-dirty" if dirty.strip() else "")


def corpus_lines(name):
    with open(os.path.join(ROOT, "benches", "data", f"{name}.txt"), encoding="ascii") as f:
        return sum(1 for _ in f)


def load_results():
    """{(group, function): (median ns per iteration, bytes per iteration)}"""
    results = {}
    if not os.path.isdir(CRITERION):
        return results
    for group in os.listdir(CRITERION):
        gdir = os.path.join(CRITERION, group)
        if not os.path.isdir(gdir):
            continue
        for func in os.listdir(gdir):
            new = os.path.join(gdir, func, "new")
            try:
                with open(os.path.join(new, "benchmark.json")) as f:
                    bench = json.load(f)
                with open(os.path.join(new, "estimates.json")) as f:
                    est = json.load(f)
            except (OSError, ValueError):
                continue
            throughput = bench.get("throughput") or {}
            results[(bench["group_id"], bench["function_id"])] = (
                est["median"]["point_estimate"], throughput.get("Bytes"))
    return results


def load_pairs():
    """{"parse-mixed/urigram": median of the paired ratios to fluent-uri}"""
    try:
        with open(os.path.join(TARGET, "urigram-pairs.json")) as f:
            return json.load(f)
    except (OSError, ValueError):
        return {}


def table(op, title, results, lines, pairs):
    # The libraries measured on this table's corpora only: other benches
    # (the grammars' `parse-valid`, say) share the `parse-` prefix.
    groups = {f"{op}-{c}" for c in CORPORA}
    libs = {f for (g, f) in results if g in groups}
    libs = [l for l in ORDER if l in libs] + sorted(libs - set(ORDER))
    if not libs:
        return None
    head = "| library |"
    rule = "|---|"
    for c in CORPORA:
        head += f" {c}: ns/URI | {c}: MB/s | {c}: vs fluent-uri |"
        rule += "---:|---:|---:|"
    rows = [f"**{title}**", "", head, rule]
    for lib in libs:
        row = f"| {lib} |"
        for c in CORPORA:
            got = results.get((f"{op}-{c}", lib))
            ref = results.get((f"{op}-{c}", "fluent-uri"))
            if got is None:
                row += " — | — | — |"
                continue
            ns, nbytes = got
            per_uri = ns / lines[c]
            mbps = nbytes / ns * 1e3 if nbytes else float("nan")
            paired = pairs.get(f"{op}-{c}/{lib}")
            if lib == "fluent-uri":
                ratio = "1.00x"
            elif paired is not None:
                ratio = f"{paired:.2f}x"
            else:
                ratio = f"{ns / ref[0]:.2f}x*" if ref else "—"
            row += f" {per_uri:.1f} | {mbps:.0f} | {ratio} |"
        rows.append(row)
    notes = [f"{lib}: {NOTES[lib]}" for lib in libs if lib in NOTES]
    if any(r.endswith("x* |") or "x* |" in r for r in rows):
        notes.append("*: ratio of the medians (no paired measurement for this one)")
    if notes:
        rows += ["", "; ".join(notes) + "."]
    return "\n".join(rows)


def load_raw():
    """{(group, function): (median ns per iteration, {"Bytes": n} or {"Elements": n})}"""
    results = {}
    if not os.path.isdir(CRITERION):
        return results
    for group in os.listdir(CRITERION):
        for func in os.listdir(os.path.join(CRITERION, group)):
            new = os.path.join(CRITERION, group, func, "new")
            try:
                with open(os.path.join(new, "benchmark.json")) as f:
                    bench = json.load(f)
                with open(os.path.join(new, "estimates.json")) as f:
                    est = json.load(f)
            except (OSError, ValueError, NotADirectoryError):
                continue
            results[(bench["group_id"], bench["function_id"])] = (
                est["median"]["point_estimate"], bench.get("throughput") or {})
    return results


def load_best(group, func):
    """The best of criterion's samples for one benchmark, in ns per iteration
    (each sample times some iterations; its time over their number), or None.
    The counterpart of CPython's best pass in bench_python.py."""
    path = os.path.join(CRITERION, group, func, "new", "sample.json")
    try:
        with open(path) as f:
            sample = json.load(f)
    except (OSError, ValueError, NotADirectoryError):
        return None
    per = [t / i for t, i in zip(sample.get("times", []), sample.get("iters", [])) if i]
    return min(per) if per else None


def algorithms_table(raw):
    """Resolve and normalize: ns per operation, and the ratio to fluent-uri
    (the median of paired runs when `cargo bench --bench algorithms` wrote
    them, else the ratio of criterion's medians, marked *)."""
    try:
        with open(os.path.join(TARGET, "urigram-algorithm-pairs.json")) as f:
            pairs = json.load(f)
    except (OSError, ValueError):
        pairs = {}
    rows = []
    for op in ("resolve", "normalize"):
        ours, theirs = raw.get((op, "urigram")), raw.get((op, "fluent-uri"))
        if not ours:
            continue
        n = ours[1].get("Elements", 1)
        per = ours[0] / n
        if theirs:
            tper = theirs[0] / theirs[1].get("Elements", 1)
            paired = pairs.get(op)
            ratio = f"{paired:.2f}x" if paired is not None else f"{per / tper:.2f}x*"
            rows.append(f"| {op} | {n:,} | {per:.1f} | {tper:.1f} | {ratio} |")
        else:
            rows.append(f"| {op} | {n:,} | {per:.1f} | — | — |")
    if not rows:
        return None
    notes = ["Inputs: relative references of mixed.txt against web.txt bases; the URIs of "
             "mixed.txt. Times: the medians of criterion's samples. The ratio to fluent-uri: "
             "the median of 15 paired runs, each library running the operation over all its "
             "inputs right after (or before) the other"]
    if any("x* |" in r for r in rows):
        notes.append("*: ratio of the medians (no paired measurement for this one)")
    return "\n".join(["**Resolve and normalize (`cargo bench --bench algorithms`)**", "",
                      "| operation | inputs | urigram ns/op | fluent-uri ns/op | vs fluent-uri |",
                      "|---|---:|---:|---:|---:|"] + rows + ["", "; ".join(notes) + "."])


def urllib_table(raw):
    """urigram's urllib functions against CPython's, ns per call: the best
    pass on both sides and the median on both sides."""
    try:
        with open(os.path.join(TARGET, "urigram-python.json")) as f:
            py = json.load(f)
    except (OSError, ValueError):
        py = None
    names = ("urlsplit", "urlparse", "urljoin", "quote", "unquote", "parse_qsl")

    def fmt(x, digits):
        return f"{x:,.{digits}f}" if x else "—"

    def ratio(py_ns, rust_ns):
        return f"{py_ns / rust_ns:.0f}x" if py_ns and rust_ns else "—"

    rows = []
    for name in names:
        ours = raw.get((f"urllib-{name}", "urigram"))
        pyf = (py or {}).get("functions", {}).get(name)
        if not ours and not pyf:
            continue
        calls = ours[1].get("Elements", 1) if ours else None
        rust = ours[0] / calls if ours else None
        best = load_best(f"urllib-{name}", "urigram")
        rust_best = best / calls if best and calls else None
        py_best = pyf["ns_per_call"] if pyf else None
        py_median = pyf.get("median_ns_per_call") if pyf else None
        note = ""
        if ours and pyf and calls != pyf.get("calls"):
            # Both sides draw their inputs the same way; a different count
            # means they no longer time the same calls.
            note = f" (input counts differ: {calls} vs {pyf.get('calls')})"
        rows.append(f"| {name} | {fmt(rust_best, 1)} | {fmt(py_best, 0)} | "
                    f"{ratio(py_best, rust_best)}{note} | {fmt(rust, 1)} | {fmt(py_median, 0)} | "
                    f"{ratio(py_median, rust)} |")
    if not rows:
        return None
    version = py.get("python", "?") if py else "?"
    return "\n".join([f"**The urllib layer against CPython {version} "
                      "(`cargo bench --bench urllib`, `python3 scripts/bench_python.py`)**", "",
                      "| function | urigram best ns/call | CPython best ns/call | CPython / urigram, best | "
                      "urigram median | CPython median | CPython / urigram, median |",
                      "|---|---:|---:|---:|---:|---:|---:|"] + rows + [
                      "", "Same inputs on both sides (distinct, so urlsplit's cache never "
                      "hits). CPython in-process: the best and the median of 5 passes over all "
                      "inputs. urigram: the typed Rust functions a Rust caller uses "
                      "(`urigram::urllib::urlsplit`, `quote`, `parse_qsl`, ...), not the "
                      "Python-typed `urllib::call` dispatch; the best and the median of "
                      "criterion's samples (each sample a number of passes over all inputs). "
                      "Each ratio compares the same statistic on both sides."])


def run(cmd):
    print("$ " + " ".join(cmd), file=sys.stderr)
    # The benchmarks' own output goes to stderr, so stdout is only the tables.
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=sys.stderr)


def grammars_table(result):
    """The "Every grammar" table of docs/performance.md from `bench_grammars.corpus_medians`."""
    bins = [b for b in ("before", "after") if b in result[0]["medians"]]
    head = "| grammar |"
    rule = "|---|"
    for corpus in result:
        name = "`mixed.txt`" if corpus["label"].endswith("mixed.txt") else corpus["label"]
        size = f"{corpus['size'] / 1e6:.1f} MB"
        for i, b in enumerate(bins):
            head += f" {name} ({size}) {b} |" if i == 0 else f" {b} |"
            rule += "---:|"
    rows = [head, rule]
    for g in result[0]["medians"][bins[0]]:
        row = f"| {g} |"
        for corpus in result:
            for b in bins:
                medians = corpus["medians"][b]
                t, base = medians[g], medians["rfc3986"]
                ratio = t / base
                shown = "1x" if g == "rfc3986" else (f"{ratio:.0f}x" if ratio >= 10 else f"{ratio:.1f}x")
                row += f" {t:.3f} s ({shown}) |"
        rows.append(row)
    runs = result[0]["runs"]
    return "\n".join(rows) + f"\n\nMedian of {runs} interleaved runs a cell, release build."


GRAMMAR_ORDER = ("rfc3986", "rfc2396", "rfc1808", "rfc1945", "rfc6874", "rfc9112", "rfc3987")


def hostile_table(results):
    """Every grammar's check of each hostile shape (`hostile-*` groups of
    `benches/grammars.rs`), in ns a byte, with the ratio to the ordinary URI
    under the same grammar."""
    groups = sorted({g for (g, _) in results if g.startswith("hostile-")})
    if not groups:
        return None
    funcs = {f for (g, f) in results if g.startswith("hostile-")}
    grammars = [g for g in GRAMMAR_ORDER if g in funcs] + sorted(funcs - set(GRAMMAR_ORDER))
    ordinary = next((g for g in groups if g.startswith("hostile-ordinary URI")), None)

    def ns_per_byte(group, func):
        ns, size = results.get((group, func), (None, None))
        return ns / size if ns is not None and size else None

    rows = ["| shape | " + " | ".join(grammars) + " |", "|---|" + "---:|" * len(grammars)]
    for group in ([ordinary] if ordinary else []) + [g for g in groups if g != ordinary]:
        cells = []
        for func in grammars:
            v = ns_per_byte(group, func)
            base = ns_per_byte(ordinary, func) if ordinary else None
            if v is None:
                cells.append("")
            elif group == ordinary or not base:
                cells.append(f"{v:.2f}")
            else:
                cells.append(f"{v:.2f} ({v / base:.1f}x)")
        name = group[len("hostile-"):].replace("\u2215", "/")
        rows.append(f"| {name} | " + " | ".join(cells) + " |")
    return ("**Every grammar's check on one 64 kB line of each hostile shape "
            "(`cargo bench --bench grammars -- hostile`), ns a byte; the ratio is to the "
            "ordinary URI under the same grammar**\n\n" + "\n".join(rows))


def trees_table(results):
    """Every grammar's typed parse on the lines every grammar accepts (the
    `parse-valid-*` groups of `benches/grammars.rs`, issue 40 item 2), in
    MB/s, with its time over `UriRef::parse`'s (`rfc3986`) on the same
    lines in the same run."""
    groups = sorted({g for (g, _) in results if g.startswith("parse-valid-")})
    if not groups:
        return None
    funcs = {f for (g, f) in results if g in groups and f in GRAMMAR_ORDER}
    grammars = [g for g in GRAMMAR_ORDER if g in funcs]
    corpora = [g[len("parse-valid-"):] for g in groups]
    head = "| grammar | " + " | ".join(f"{c}: MB/s | {c}: vs rfc3986" for c in corpora) + " |"
    rows = [head, "|---|" + "---:|---:|" * len(corpora)]
    for func in grammars:
        cells = []
        for group in groups:
            ns, size = results.get((group, func), (None, None))
            base, _ = results.get((group, "rfc3986"), (None, None))
            if ns is None or not size:
                cells += ["", ""]
                continue
            cells.append(f"{size / ns * 1e3:.0f}")
            cells.append(f"{ns / base:.2f}x" if base else "")
        rows.append(f"| {func} | " + " | ".join(cells) + " |")
    return ("**Every grammar's typed tree on the lines every grammar accepts "
            "(`cargo bench --bench grammars -- parse-valid`); the ratio is the grammar's time "
            "over `UriRef::parse`'s (rfc3986) on the same lines, both medians of criterion's "
            "samples in the same run**\n\n" + "\n".join(rows))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--run", action="store_true", help="run `cargo bench --bench parse` first")
    ap.add_argument("--all", action="store_true",
                    help="with --run, also run the linear bench and scripts/bench_cli.sh")
    ap.add_argument("--urllib", action="store_true",
                    help="only the urllib table (with --run: `cargo bench --bench urllib` "
                    "and scripts/bench_python.py, one after the other)")
    ap.add_argument("--grammars", action="store_true",
                    help="only the \"Every grammar\" table (runs scripts/bench_grammars.py's "
                    "corpus rounds unless --from is given)")
    ap.add_argument("--from", dest="from_json", help="with --grammars: bench_grammars.py --json output")
    ap.add_argument("--bin", default=os.path.join(TARGET, "release", "urigram"),
                    help="with --grammars: the binary timed (the after column)")
    ap.add_argument("--before-bin", help="with --grammars: an earlier build, the before column")
    ap.add_argument("--runs", type=int, default=5, help="with --grammars: rounds")
    ap.add_argument("--hostile", action="store_true",
                    help="only the table of every grammar on the hostile shapes (with --run: "
                    "`cargo bench --bench grammars -- hostile` first)")
    ap.add_argument("--trees", action="store_true",
                    help="only the table of every grammar's typed tree (with --run: "
                    "`cargo bench --bench grammars -- parse-valid` first)")
    args = ap.parse_args()
    for wanted, group, make in ((args.trees, "parse-valid", trees_table),
                                (args.hostile, "hostile", hostile_table)):
        if wanted:
            # One table of `benches/grammars.rs`' groups named `group-*`.
            if args.run:
                run(["cargo", "bench", "--bench", "grammars", "--", group])
            t = make(load_results())
            if not t:
                sys.exit(f"no {group}-* results in {CRITERION}: pass --run")
            print(f"Measured {datetime.date.today().isoformat()} on {machine()}.\n\n{t}")
            return
    if args.grammars:
        if args.from_json:
            with open(args.from_json) as f:
                result = json.load(f)
        else:
            sys.path.insert(0, os.path.join(ROOT, "scripts"))
            import bench_grammars
            bins = {"after": args.bin}
            if args.before_bin:
                bins["before"] = args.before_bin
            result = bench_grammars.corpus_medians(bins, args.runs, 120, list(bench_grammars.GRAMMARS))
        print(f"Measured {datetime.date.today().isoformat()} on {machine()}.\n\n{grammars_table(result)}")
        return
    if args.urllib:
        if args.run:
            run(["cargo", "bench", "--bench", "urllib"])
            run(["python3", "scripts/bench_python.py"])
        t = urllib_table(load_raw())
        if not t:
            sys.exit(f"no urllib results in {CRITERION}: pass --run")
        print(f"Measured {datetime.date.today().isoformat()} on {machine()}.\n\n{t}")
        return
    if args.run:
        run(["cargo", "bench", "--bench", "parse"])
        if args.all:
            run(["cargo", "bench", "--bench", "algorithms"])
            run(["cargo", "bench", "--bench", "urllib"])
            run(["python3", "scripts/bench_python.py"])
            run(["cargo", "bench", "--bench", "linear"])
            run(["bash", "scripts/bench_cli.sh"])

    results = load_results()
    if not results:
        sys.exit(f"no criterion results in {CRITERION}: run `cargo bench --bench parse` "
                 "or pass --run")
    lines = {c: corpus_lines(c) for c in CORPORA}
    out = [
        f"Measured {datetime.date.today().isoformat()} on {machine()}, "
        f"with `python3 scripts/bench_table.py --run --all`. Corpora: `benches/data/mixed.txt` "
        f"({lines['mixed']:,} URI references of every form) and `benches/data/web.txt` "
        f"({lines['web']:,} http and https URLs), from `scripts/gen_corpus.py`. "
        "Time and MB/s are the medians of criterion's samples. The ratio to fluent-uri "
        "(below 1 is faster) is the median of 15 paired runs, each library parsing the whole "
        "corpus right after (or before) fluent-uri, so that load coming and going on the "
        "machine moves both alike.",
        "",
    ]
    pairs = load_pairs()
    for op, title in OPERATIONS:
        t = table(op, title, results, lines, pairs)
        if t:
            out += [t, ""]
    raw = load_raw()
    for extra in (algorithms_table(raw), urllib_table(raw)):
        if extra:
            out += [extra, ""]
    for name, title in (("urigram-linear.md", "Linear cost (`cargo bench --bench linear`)"),
                        ("urigram-cli.md", "The CLI (`bash scripts/bench_cli.sh`)")):
        path = os.path.join(TARGET, name)
        if os.path.exists(path):
            with open(path) as f:
                out += [f"**{title}**", "", f.read().strip(), ""]
    print("\n".join(out).rstrip())


if __name__ == "__main__":
    main()
