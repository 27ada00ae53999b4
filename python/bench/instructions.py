"""Machine instructions per call of a drop-in function, counted with
callgrind: unlike a time, a count does not drift with the machine's load,
so it shows what a change to the call path saves.

    python python/bench/instructions.py [--python PY] [--site DIR]
        [--function NAME] [--calls N] [--stdlib]

Runs PY (default: this interpreter) twice under `valgrind --tool=callgrind`:
once making N calls of `urigram.urllib.NAME` (or, with --stdlib, of the
standard library's) on distinct inputs from the real URL lists (the URLs,
or for parse_qsl and parse_qs their distinct non-empty queries), inside a
function, and once making none; the difference over N is the count a
call, the loop's own few instructions included. The cyclic garbage
collector is off during the calls and string hashing is seeded
(PYTHONHASHSEED=0), so that the count repeats run to run: a collection
lands in the counted window or not depending on what came before. --site puts a directory
first on the path (a wheel installed with `pip install --target`). Needs
valgrind. A benchmark, not a test: it asserts nothing.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
CORPORA = REPO / "tests" / "data" / "real-urls"

CHILD = r'''
import sys
site, corpora, name, calls, stdlib = sys.argv[1:6]
if site:
    sys.path.insert(0, site)
import urllib.parse as std
from pathlib import Path
import urigram.urllib as ours
lines = dict.fromkeys(
    line for f in sorted(Path(corpora).glob("*.txt"))
    for line in f.read_text(encoding="utf-8").splitlines())
urls = []
for u in lines:
    try:
        std.urlsplit(u)
        urls.append(u)
    except ValueError:
        pass
if name in ("parse_qsl", "parse_qs"):
    urls = [q for q in dict.fromkeys(std.urlsplit(u).query for u in urls) if q]
calls = int(calls)
if calls > len(urls):
    sys.exit(f"only {len(urls)} distinct inputs for {name}")
# Every input hashed in both runs alike (a str keeps its hash), so that the
# difference is the calls alone: before 2026-11-29 only the counted run
# hashed its inputs, in a loop at module level whose hashing, name look-ups
# and stores were counted as the calls' (docs/performance.md says how much).
for x in urls:
    hash(x)
fn = getattr(std if stdlib == "1" else ours, name)
fn(urls[-1])  # the first call's one-time set-up, in both runs

def run(xs, fn):
    for x in xs:
        fn(x)

import gc
gc.collect()
gc.disable()
xs = urls[:calls]
run(xs, fn)
'''


def collected(python, args):
    """The instruction count callgrind reports for one run."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PYTHONHASHSEED="0")
        out = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={tmp}/cg.out",
             python, "-c", CHILD, *args],
            capture_output=True, text=True, check=False, env=env)
    m = re.search(r"Collected : (\d+)", out.stderr)
    if out.returncode != 0 or not m:
        sys.exit(f"callgrind run failed:\n{out.stderr[-2000:]}")
    return int(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--site", default="")
    ap.add_argument("--function", default="urlsplit")
    ap.add_argument("--calls", type=int, default=20_000)
    ap.add_argument("--stdlib", action="store_true")
    ap.add_argument("--corpora", default=str(CORPORA))
    a = ap.parse_args()
    site = os.path.abspath(a.site) if a.site else ""
    common = [site, a.corpora, a.function]
    flag = "1" if a.stdlib else "0"
    base = collected(a.python, common + ["0", flag])
    full = collected(a.python, common + [str(a.calls), flag])
    who = "urllib.parse" if a.stdlib else "urigram.urllib"
    version = subprocess.run([a.python, "-c", "import sys; print(sys.version.split()[0])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    print(f"Python {version}, {who}.{a.function}, {a.calls} distinct inputs: "
          f"{(full - base) / a.calls:,.0f} instructions a call")


if __name__ == "__main__":
    main()
