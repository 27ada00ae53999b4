#!/bin/sh
# Regenerates tests/data/compare/base-urllib3.jsonl: how urllib3 2.8.0
# resolves a redirect's Location. PoolManager.urlopen does
# `redirect_location = urljoin(url, redirect_location)` with
# `from urllib.parse import urljoin` (urllib3/poolmanager.py), so this calls
# `urllib3.poolmanager.urljoin` (checked to be CPython's) in a venv under
# target/ on this machine's CPython (the releases are the file's first
# line), over scripts/compare_base_vectors.py's client_pairs (urllib's
# pairs, then seeded random ones). One JSON object a line: {"base",
# "input", "resolved"}, or {"base", "input", "error": "<exception class>:
# <message>"}, the message after "the base: " when the base is what
# raised. tests/compare_base_clients.rs holds the urllib3 reader's
# resolution to every line, without Python.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
venv="$root/target/urllib3-venv"
. "$root/scripts/python/venv.sh"
pip_venv "$venv" -r "$root/scripts/python/urllib3-requirements.txt"
cd "$root"
"$venv/bin/python" - > tests/data/compare/base-urllib3.jsonl <<'PY'
import json, platform, sys, urllib.parse
import urllib3, urllib3.poolmanager
sys.path.insert(0, "scripts")
from compare_base_vectors import client_pairs as pairs
urljoin = urllib3.poolmanager.urljoin
assert urljoin is urllib.parse.urljoin
print(json.dumps({"urllib3": urllib3.__version__, "python": platform.python_version()}))
for base, url in pairs():
    row = {"base": base, "input": url}
    try:
        row["resolved"] = urljoin(base, url)
    except Exception as e:
        # urljoin parses the base first (an empty url aside, which gives
        # the base back unparsed): its error is the base's if parsing the
        # base alone raises.
        which = ""
        try:
            urllib.parse.urlparse(base)
        except Exception:
            which = "the base: "
        row["error"] = f"{type(e).__name__}: {which}{e}"
    print(json.dumps(row, ensure_ascii=False))
PY
