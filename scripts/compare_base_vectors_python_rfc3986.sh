#!/bin/sh
# Regenerates tests/data/compare/base-python-rfc3986.jsonl: how PyPI rfc3986
# 2.0.0 resolves a reference against a base,
# `rfc3986.uri_reference(reference).resolve_with(base).unsplit()` (the
# base given as the string, which resolve_with parses with
# URIReference.from_string and refuses with ResolutionError unless
# is_valid(require_scheme=True)), in the venv
# scripts/compare_vectors_python_rfc3986.sh makes under target/, on this
# machine's CPython (the releases are the file's first line), over
# scripts/compare_base_vectors.py's client_pairs (urllib's pairs, then
# seeded random ones). One JSON object a line: {"base", "input",
# "resolved"}, or {"base", "input", "error": "<exception class>:
# <message>"}. tests/compare_base_clients.rs holds the python-rfc3986
# reader's resolution to every line, without Python.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/target/pyval-venv"
. "$root/scripts/python/venv.sh"
pip_venv "$venv" 'rfc3986==2.0.0'
cd "$root"
python3 scripts/compare_base_vectors.py --client-pairs |
"$venv/bin/python" -W ignore::DeprecationWarning -c '
import json, platform, sys
import rfc3986
print(json.dumps({"rfc3986": rfc3986.__version__, "python": platform.python_version()}))
for line in sys.stdin:
    base, url = json.loads(line)
    row = {"base": base, "input": url}
    try:
        row["resolved"] = rfc3986.uri_reference(url).resolve_with(base).unsplit()
    except Exception as e:
        row["error"] = f"{type(e).__name__}: {e}"
    print(json.dumps(row, ensure_ascii=False))
' > tests/data/compare/base-python-rfc3986.jsonl
