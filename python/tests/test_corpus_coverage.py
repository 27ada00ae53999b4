"""Every call that each CPython release's own tests make to the sixteen
urllib.parse functions is in the golden corpus that `cargo test` replays
(tests/data/urllib/), so that "each profile replays its release's own tests"
holds by construction and cannot drift when a release's tests or the
recorder change.

The calls are recorded by running each installed release's test_urlparse.py
(and the quoting and urlencode tests of its test_urllib.py) with the
functions wrapped, exactly as scripts/urllib_corpus.py records them; a call
whose arguments have no JSON form counts as missing.
"""

from __future__ import annotations

import glob
import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "tests" / "data" / "urllib"
PYENV = Path(os.environ.get("PYENV_ROOT", Path.home() / ".pyenv")) / "versions"
RELEASES = ["3.9", "3.10", "3.11", "3.12", "3.13"]

# Run inside the release under test: every recorded call, and every argument
# that has no JSON form, one JSON line each.
RECORD = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
import corpus_quote, corpus_split
missing = []
def counting(encode, errors):
    def recording(v):
        try:
            return encode(v)
        except errors:
            missing.append(f"{type(v).__name__}: {v!r:.60}")
            raise
    return recording
corpus_quote._to_json = counting(corpus_quote._to_json, Exception)
corpus_split._jsonable = counting(corpus_split._jsonable, (ValueError, UnicodeError))
calls = list(corpus_split.recorded_test_calls()) + list(corpus_quote.recorded())
for fn, args, kwargs in calls:
    print(json.dumps({"call": [fn, args, kwargs]}, sort_keys=True, ensure_ascii=False))
for m in missing:
    print(json.dumps({"missing": m}))
"""

def _key(fn: str, args: list, kwargs: dict) -> str:
    return json.dumps([fn, args, kwargs], sort_keys=True, ensure_ascii=False)


def _corpus_keys() -> set[str]:
    keys = set()
    for path in DATA.glob("*.jsonl"):
        with open(path, encoding="utf-8") as f:
            for line in f:
                case = json.loads(line)
                keys.add(_key(case["fn"], case["args"], case["kwargs"]))
    return keys


def _interpreter(release: str) -> str | None:
    found = sorted(glob.glob(str(PYENV / f"{release}.*" / "bin" / "python3")))
    return found[-1] if found else None


@pytest.mark.parametrize("release", RELEASES)
def test_every_call_of_the_releases_own_tests_is_in_the_corpus(release: str) -> None:
    python = _interpreter(release)
    if python is None:
        pytest.skip(f"CPython {release} is not installed under {PYENV}")
    run = subprocess.run(
        [python, "-c", RECORD, str(ROOT / "scripts")],
        capture_output=True, text=True, encoding="utf-8", timeout=600,
    )
    assert run.returncode == 0, run.stderr[-2000:]
    lines = [json.loads(line) for line in run.stdout.splitlines() if line.startswith("{")]
    calls = [line["call"] for line in lines if "call" in line]
    missing = [line["missing"] for line in lines if "missing" in line]
    assert not missing, f"arguments without a JSON form in {release}'s tests: {missing}"
    assert len(calls) > 1000, f"only {len(calls)} calls recorded from {release}'s tests"
    corpus = _corpus_keys()
    absent = [c for c in calls if _key(*c) not in corpus]
    assert not absent, f"{len(absent)} calls of {release}'s tests are not in the corpus, e.g. {absent[:3]}"
