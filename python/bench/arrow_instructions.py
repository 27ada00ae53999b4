"""Machine instructions per row of `urigram.arrow.urlsplit`, steady state,
counted with callgrind (a count does not move with the machine's load, as
a time does): the method of docs/performance.md's Arrow section.

    python python/bench/arrow_instructions.py [--python PY] [--site DIR]
        [--rows N] [--kernel]

Runs PY (default: this interpreter) twice under `valgrind --tool=callgrind`
with one thread (`urigram.arrow.set_threads(1)`): each builds a
pyarrow array of the first N (default 20,000) distinct lines of
tests/data/real-urls/*.txt and calls `urigram.arrow.urlsplit` on it once,
then three times; the difference over two calls over N is the steady-state
row (the first call pays for its scratch buffers and the module's first
use, so it is left out). --site puts a directory first on the path (an
older wheel installed with `pip install --target`). Needs valgrind and
pyarrow. A benchmark, not a test: it asserts nothing.

--kernel counts instead the kernel's own function (`__pyfunction_urlsplit`,
inclusive, through `callgrind_annotate`) over one run of six calls, a row
being its count over 6 N (the first call included). It leaves out
Python's side of the run, whose few million instructions move with the
heap's state and make the steady state above move by some 10% from run
to run (docs/performance.md); the kernel's count repeats exactly.
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
site, corpora, rows, calls = sys.argv[1:5]
if site:
    sys.path.insert(0, site)
from pathlib import Path
import pyarrow as pa
import urigram.arrow as ua
ua.set_threads(1)
lines = dict.fromkeys(
    line.strip()
    for p in sorted(Path(corpora).glob("*.txt"))
    for line in p.read_text(encoding="utf-8").splitlines()
    if line.strip()
)
column = pa.array(list(lines)[: int(rows)], type=pa.string())
for _ in range(int(calls)):
    ua.urlsplit(column)
'''


def count(python, site, rows, calls, kernel=False):
    """The total instructions of one run making `calls` calls (with
    `kernel`, those of the kernel's function only)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        env = dict(os.environ, PYTHONHASHSEED="0")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
             python, "-c", CHILD, site, str(CORPORA), str(rows), str(calls)],
            check=True, env=env, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        if kernel:
            text = subprocess.run(
                ["callgrind_annotate", "--inclusive=yes", out], check=True,
                capture_output=True, text=True).stdout
            m = re.search(r"^\s*([\d,]+) .*__pyfunction_urlsplit", text, re.M)
            return int(m.group(1).replace(",", ""))
        text = Path(out).read_text(encoding="utf-8", errors="replace")
        m = re.search(r"^summary:\s+(\d+)", text, re.M) or re.search(
            r"^totals:\s+(\d+)", text, re.M)
        return int(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--site", default="")
    ap.add_argument("--rows", type=int, default=20000)
    ap.add_argument("--kernel", action="store_true",
                    help="the kernel's function only, six calls")
    a = ap.parse_args()
    if a.kernel:
        k = count(a.python, a.site, a.rows, 6, kernel=True)
        print(f"urlsplit, {a.rows} rows, one thread, six calls: the kernel's "
              f"function {k:,}; {k / 6 / a.rows:,.0f} instructions a row")
        return
    one = count(a.python, a.site, a.rows, 1)
    three = count(a.python, a.site, a.rows, 3)
    print(f"urlsplit, {a.rows} rows, one thread: {one:,} (1 call), "
          f"{three:,} (3 calls); steady state "
          f"{(three - one) / 2 / a.rows:,.0f} instructions a row")


if __name__ == "__main__":
    main()
