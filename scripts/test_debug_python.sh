#!/usr/bin/env bash
# The drop-in under a debug build of CPython (issue 32).
#
#   scripts/test_debug_python.sh        (after scripts/test.sh built the wheels)
#
# A debug build (Py_DEBUG) checks what a release build trusts: type_ready
# asserts that a type with Py_TPFLAGS_HAVE_VECTORCALL has a tp_call of its
# own, reference counts are checked on every release, memory is poisoned
# when freed. Since 3.8 a debug build loads release extensions, the stable
# ABI's (`.abi3.so`) among them, so the wheel scripts/test.sh built is the
# one tested: unpacked into target/python-site/debug and put on PYTHONPATH
# (no pip needed in the debug interpreter). Then, under the debug build:
# the interpreter's own test_urlparse.py and test_urllib.py quoting tests
# both ways (python/tests/stdlib_urlparse.py), the calls the suites never
# make (python/tests/dropin_calls.py), and pytest on the drop-in's tests
# (python/tests/test_urllib_dropin.py) and the interpreter tests
# (python/tests/test_interpreters.py: subinterpreters, finalizers, the
# 3.14 tuple path).
#
# DEBUG_PYTHON picks the interpreter: python3.11-dbg by default, which
# Debian 12 ships (apt-get install python3.11-dbg libpython3.11-testsuite:
# the second has the interpreter's test package). pytest comes from PyPI
# into target/python-site/debug-tools, through the virtual environment's
# pip (URIGRAM_VENV, target/python-venv by default).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
DBG=${DEBUG_PYTHON:-python3.11-dbg}
VENV=${URIGRAM_VENV:-target/python-venv}

if ! command -v "$DBG" >/dev/null; then
    echo "scripts/test_debug_python.sh: $DBG not found" \
        "(apt-get install python3.11-dbg libpython3.11-testsuite)" >&2
    exit 1
fi
if ! "$DBG" -c 'import sys; sys.exit(not hasattr(sys, "gettotalrefcount"))'; then
    echo "scripts/test_debug_python.sh: $DBG is not a debug build" >&2
    exit 1
fi
if ! "$DBG" -c 'import test.test_urlparse' 2>/dev/null; then
    echo "scripts/test_debug_python.sh: $DBG has no test.test_urlparse" \
        "(apt-get install libpython3.11-testsuite)" >&2
    exit 1
fi

# The wheel pip would install there: 3.10's stable ABI from 3.10 on.
if "$DBG" -c 'import sys; sys.exit(sys.version_info < (3, 10))'; then
    WHEEL=$(ls target/wheels/urigram-*-cp310-abi3-*.whl)
else
    WHEEL=$(ls target/wheels/urigram-*-cp39-abi3-*.whl)
fi
SITE=target/python-site/debug
TOOLS=target/python-site/debug-tools
rm -rf "$SITE"
mkdir -p "$SITE"
"$DBG" -m zipfile -e "$WHEEL" "$SITE"
if [ ! -d "$TOOLS/pytest" ]; then
    version=$("$DBG" -c 'import sys; print("%d.%d" % sys.version_info[:2])')
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check --target "$TOOLS" \
        --python-version "$version" --only-binary=:all: pytest
fi

echo "== $("$DBG" -c 'import sys; print(sys.version.split()[0])') (debug build, $DBG): $(basename "$WHEEL")"
for flag in "" --install; do
    echo "== $DBG: test_urlparse.py and test_urllib.py's quoting tests ${flag:-(pointed)}"
    PYTHONPATH="$REPO/$SITE" "$DBG" "$REPO/python/tests/stdlib_urlparse.py" $flag
done
echo "== $DBG: dropin_calls.py"
PYTHONPATH="$REPO/$SITE" "$DBG" "$REPO/python/tests/dropin_calls.py"
echo "== $DBG: pytest test_urllib_dropin.py test_interpreters.py"
PYTHONPATH="$REPO/$SITE:$REPO/$TOOLS" "$DBG" -m pytest -q -rs -p no:cacheprovider \
    python/tests/test_urllib_dropin.py python/tests/test_interpreters.py
