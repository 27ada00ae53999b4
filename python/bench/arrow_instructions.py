"""Machine instructions per row of `urigram.arrow.urlsplit`, steady state,
counted with callgrind (a count does not move with the machine's load, as
a time does): the method of docs/performance.md's Arrow section.

    python python/bench/arrow_instructions.py [--python PY] [--site DIR]
        [--rows N]

Runs PY (default: this interpreter) twice under `valgrind --tool=callgrind`
with one thread (`urigram.arrow.set_threads(1)`): each builds a
pyarrow array of the first N (default 20,000) distinct lines of
tests/data/real-urls/*.txt and calls `urigram.arrow.urlsplit` on it once,
then three times; the difference over two calls over N is the steady-state
row (the first call pays for its scratch buffers and the module's first
use, so it is left out). --site puts a directory first on the path (an
older wheel installed with `pip install --target`). Needs valgrind and
pyarrow. A benchmark, not a test: it asserts nothing.
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


def count(python, site, rows, calls):
    """The total instructions of one run making `calls` calls."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        env = dict(os.environ, PYTHONHASHSEED="0")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={out}",
             python, "-c", CHILD, site, str(CORPORA), str(rows), str(calls)],
            check=True, env=env, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        text = Path(out).read_text(encoding="utf-8", errors="replace")
        m = re.search(r"^summary:\s+(\d+)", text, re.M) or re.search(
            r"^totals:\s+(\d+)", text, re.M)
        return int(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--python", default=sys.executable)
    ap.add_argument("--site", default="")
    ap.add_argument("--rows", type=int, default=20000)
    a = ap.parse_args()
    one = count(a.python, a.site, a.rows, 1)
    three = count(a.python, a.site, a.rows, 3)
    print(f"urlsplit, {a.rows} rows, one thread: {one:,} (1 call), "
          f"{three:,} (3 calls); steady state "
          f"{(three - one) / 2 / a.rows:,.0f} instructions a row")


if __name__ == "__main__":
    main()
