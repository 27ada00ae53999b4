#!/usr/bin/env bash
# The one test command: the Rust suites, then the Python package's.
#
#   scripts/test.sh
#
# 1. cargo test --locked (the library and the CLI; python/ is not a default
#    member, so no extension module is linked here), then the extension
#    crate's own unit tests (cargo test -p urigram-python).
# 2. Builds the Python package's two wheels (maturin, release: one on 3.9's
#    stable ABI, one on 3.10's, which pip prefers from 3.10 on) and installs
#    the one for its interpreter into a virtual environment, target/python-venv (created on first use;
#    PYTHON picks the interpreter, python3 by default); then `pip install
#    ./python` into a new one, target/pip-install-venv, as a user runs it,
#    whose wheel must be the one pip prefers there. maturin, pytest and
#    mypy are installed there from PyPI if missing; pyarrow, polars, duckdb,
#    pyspark and pandas are used when present (.ci/run installs them) and
#    their tests skip, saying why, when not. URIGRAM_NO_SKIPS=1 makes a skip
#    a failure (CI sets it).
# 3. pytest on python/tests, which includes the typing checks
#    (python/tests/test_typing.py: `mypy --strict` on a file that uses every
#    public function, and on the package; `python -m mypy.stubtest urigram`)
#    and the Python blocks of the README and docs/ (python/tests/test_readme.py).
# 4. The interpreter's own test_urlparse.py (and test_urllib.py's quoting
#    tests) against urigram.urllib (python/tests/stdlib_urlparse.py) on
#    every pyenv interpreter 3.9 to 3.13 it finds, saying which it ran, both
#    ways: the test modules pointed at urigram.urllib, and with
#    urigram.urllib.install() replacing urllib.parse before they import it;
#    then python/tests/dropin_calls.py (every fallback argument type under
#    install(), every argument by position and by keyword) on each.
#
# 5. A closing summary of what the run did not test, and why: pytest's
#    skips counted by reason, the releases 3.9 to 3.13 pyenv lacks, and
#    the DataFusion crate (urigram-datafusion), which this script never
#    builds: `cargo test -p urigram-datafusion` runs it (.ci/run does).
#
# It takes about 13 minutes on two cores from nothing, and needs crates.io for a
# first build and PyPI for the virtual environment's tools
# (docs/testing.md).
#
# Everything the tests read is in the repository (tests/data/ holds the
# real URL lists and the external suites, each with its source), so a fresh
# clone passes alone; .ci/run proves it by running this script in one. The
# proptest generators draw from the fixed seed of .cargo/config.toml. A
# failing property writes its shrunk input under proptest-regressions/ (or
# tests/oracle/regressions/), which every later run replays first: on the
# way out this script lists any such file git does not have yet, to be
# committed with its fix or removed.
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
# Each step's heading with the time since the script began.
step() { echo "== [${SECONDS}s] $*"; }

note_regressions() {
    local changed
    changed=$(git status --porcelain --untracked-files=all -- proptest-regressions tests/oracle/regressions \
        2>/dev/null || true)
    if [ -n "$changed" ]; then
        echo "scripts/test.sh: NOTE: regression files git does not have (each later run replays them first;" >&2
        echo "  commit each with its fix, or remove it):" >&2
        echo "$changed" >&2
    fi
}
trap note_regressions EXIT

step "cargo test --locked"
cargo test --locked
step "cargo test -p urigram-python --locked"
# At opt-level 0, where the test profile has 1 (Cargo.toml says why).
CARGO_PROFILE_TEST_OPT_LEVEL=0 cargo test -p urigram-python --locked

PY=${PYTHON:-python3}
VENV=${URIGRAM_VENV:-target/python-venv}
if ! command -v "$PY" >/dev/null; then
    echo "scripts/test.sh: $PY not found: the Python package is NOT tested" >&2
    exit 1
fi
if [ ! -x "$VENV/bin/python" ]; then
    step "creating $VENV with $PY"
    "$PY" -m venv "$VENV"
fi
VPY="$VENV/bin/python"
"$VPY" -c "import maturin, pytest, mypy" 2>/dev/null \
    || "$VPY" -m pip install -q --disable-pip-version-check maturin pytest mypy

step "building the wheels (maturin build --release: 3.9's stable ABI, and 3.10's)"
rm -rf target/wheels/urigram-*.whl
"$VENV/bin/maturin" build --release --quiet -m python/Cargo.toml -o target/wheels
"$VENV/bin/maturin" build --release --quiet -m python/Cargo.toml -o target/wheels \
    --no-default-features --features abi3-py310
WHEEL39=$(ls target/wheels/urigram-*-cp39-abi3-*.whl)
WHEEL310=$(ls target/wheels/urigram-*-cp310-abi3-*.whl)
# The wheel pip would pick for an interpreter: 3.10's stable ABI from 3.10
# on (it reads a str in place), 3.9's before.
wheel_for() {
    if "$1" -c 'import sys; sys.exit(sys.version_info < (3, 10))'; then
        echo "$WHEEL310"
    else
        echo "$WHEEL39"
    fi
}
WHEEL=$(wheel_for "$VPY")
"$VPY" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$WHEEL"

# `pip install ./python` as a user runs it, into a new virtual environment:
# its build backend (python/build_backend/best_abi3.py) must have built the
# wheel wheel_for picks, the one pip prefers for the interpreter (3.10's
# stable ABI from 3.10 on). A release build of its own, a minute or two.
step "pip install ./python into a new virtual environment ($("$PY" --version)): its wheel's tag"
FRESH=target/pip-install-venv
rm -rf "$FRESH"
"$PY" -m venv "$FRESH"
"$FRESH/bin/python" -m pip install -q --disable-pip-version-check ./python
want=$(basename "$(wheel_for "$FRESH/bin/python")" | cut -d- -f3-4)
got=$(sed -n 's/^Tag: \([^-]*-[^-]*\)-.*/\1/p' "$FRESH"/lib/python3*/site-packages/urigram-*.dist-info/WHEEL)
if [ "$got" != "$want" ]; then
    echo "scripts/test.sh: pip install ./python built a $got wheel; pip prefers $want here" >&2
    exit 1
fi
(cd "$FRESH" && bin/python -c 'import urigram.urllib as u; assert u.urlsplit("http://a/b?c#d") == ("http", "a", "/b", "c", "d")')
echo "pip install ./python built and installed the $got wheel"

step "pytest python/tests ($("$VPY" --version))"
PYTEST_LOG=target/pytest-last.log
set +e
"$VPY" -m pytest -q -rs python/tests 2>&1 | tee "$PYTEST_LOG"
rc=${PIPESTATUS[0]}
set -e
if [ $rc -eq 5 ]; then
    # No tests collected: said out loud, and not counted as a failure.
    echo "scripts/test.sh: NOTE: pytest collected no tests in python/tests (exit 5)" >&2
elif [ $rc -ne 0 ]; then
    exit $rc
fi

# The stdlib suites on each pyenv release. Each release answers through its
# own profile (python/src/profile.rs), so each release's own suite must pass
# in full: a failure on any release fails the run. PENDING is empty; it
# names releases (such as "3.13", from URIGRAM_PROFILES_PENDING) whose
# failures are reported but not counted, for a local run while a release's
# profile is being changed.
PENDING=${URIGRAM_PROFILES_PENDING:-""}
ROOT=${PYENV_ROOT:-$HOME/.pyenv}
ran=()
failed=()
missing=()
for minor in 9 10 11 12 13; do
    interp=$(ls -d "$ROOT"/versions/3."$minor".* 2>/dev/null | sort -V | tail -1 || true)
    if [ -z "$interp" ] || [ ! -x "$interp/bin/python3" ]; then
        missing+=("3.$minor")
        continue
    fi
    version=$(basename "$interp")
    site="target/python-site/$version"
    rm -rf "$site"
    "$interp/bin/python3" -m pip install -q --disable-pip-version-check --no-deps --target "$site" \
        "$(wheel_for "$interp/bin/python3")" 2>&1 \
        | grep -v "Running pip as the 'root' user" || true
    for way in pointed installed; do
        flag=""
        [ "$way" = installed ] && flag="--install"
        step "Python $version: test_urlparse.py (and test_urllib.py's quoting tests), urigram.urllib $way"
        if PYTHONPATH="$REPO/$site" "$interp/bin/python3" "$REPO/python/tests/stdlib_urlparse.py" $flag; then
            ran+=("$version, $way: passed")
            if [[ " $PENDING " == *" 3.$minor "* ]]; then
                echo "scripts/test.sh: NOTE: 3.$minor passes: remove it from PENDING" >&2
            fi
        elif [[ " $PENDING " == *" 3.$minor "* ]]; then
            ran+=("$version, $way: failed (pending: not counted)")
        else
            ran+=("$version, $way: FAILED")
            failed+=("$version $way")
        fi
    done
    step "Python $version: calls the suites never make, under install() (dropin_calls.py)"
    if PYTHONPATH="$REPO/$site" "$interp/bin/python3" "$REPO/python/tests/dropin_calls.py"; then
        ran+=("$version, odd and keyword calls: passed")
    else
        ran+=("$version, odd and keyword calls: FAILED")
        failed+=("$version dropin_calls")
    fi
done
echo "== stdlib suites against urigram.urllib:"
if [ ${#ran[@]} -eq 0 ]; then
    echo "   none: no pyenv interpreter 3.9 to 3.13 found under $ROOT/versions"
fi
for r in "${ran[@]}"; do echo "   $r"; done

# What this run did not test, and why: pytest's skips (counted by reason,
# from its -rs lines), the releases pyenv lacks, and the crate this script
# never builds.
echo "== not tested by this run:"
skipped=$(sed -n 's/^SKIPPED \[\([0-9]*\)\] [^:]*:[0-9]*: /\1 /p' "$PYTEST_LOG" \
    | awk '{n = $1; $1 = ""; sub(/^ /, ""); count[$0] += n; total += n}
           END {for (r in count) printf "      %d: %s\n", count[r], r; if (total) printf "%d\n", total}' \
    | sort -rn)
if [ -n "$skipped" ]; then
    total=$(echo "$skipped" | grep -v '^ ' | head -1)
    echo "   pytest: $total skipped, by reason (URIGRAM_NO_SKIPS=1 makes a skip a failure):"
    echo "$skipped" | grep '^ '
else
    echo "   pytest: none skipped"
fi
if [ ${#missing[@]} -gt 0 ]; then
    echo "   the stdlib suites on ${missing[*]}: no such pyenv release under $ROOT/versions"
fi
echo "   urigram-datafusion: never run by this script (DataFusion is a long build);"
echo "      run it with: cargo test -p urigram-datafusion --locked"
[ ${#failed[@]} -eq 0 ]
