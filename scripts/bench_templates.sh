#!/usr/bin/env bash
# URI Templates (issue 31 item 6): runs benches/templates.rs and prints the
# table in docs/performance.md, each cell criterion's median time for one iteration (the
# whole group's cases) and its ratio to urigram's in the same run.
#
#   scripts/bench_templates.sh            # cargo bench --bench templates, then the table
#   scripts/bench_templates.sh --table    # the table from target/criterion as it is
#
# Extra arguments go to the bench binary (e.g. --measurement-time 10).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--table" ]; then
    shift
else
    cargo bench --bench templates -- "$@" >&2
fi
python3 - <<'PY'
import json, os, platform

root = os.environ.get("CARGO_TARGET_DIR", "target") + "/criterion"
groups = [
    ("expand-suite", "expansion, uritemplate-test suite (cases all three pass)",
     ["urigram", "iri-string", "uritemplate-next"]),
    ("expand-api", "expansion, 18 realistic API templates",
     ["urigram", "iri-string", "uritemplate-next"]),
    ("match-api", "matching each URI against its template",
     ["urigram", "regex"]),
    ("match-set", "routing each URI through all the templates",
     ["urigram", "regex"]),
]

def median(group, lib):
    path = f"{root}/{group}/{lib}/new/estimates.json"
    with open(path) as f:
        return json.load(f)["median"]["point_estimate"]

def show(ns):
    return f"{ns / 1000:.2f} µs" if ns >= 1000 else f"{ns:.0f} ns"

print(f"<!-- {platform.machine()}, {os.cpu_count()} cores; scripts/bench_templates.sh -->")
print("| what (one iteration) | urigram | iri-string | uritemplate-next | regex (MCP SDK's) |")
print("|---|---|---|---|---|")
for group, what, libs in groups:
    ours = median(group, "urigram")
    cells = []
    for lib in ["urigram", "iri-string", "uritemplate-next", "regex"]:
        if lib not in libs:
            cells.append("")
        elif lib == "urigram":
            cells.append(show(ours))
        else:
            t = median(group, lib)
            cells.append(f"{show(t)} ({t / ours:.2f}x)")
    print(f"| {what} (`{group}`) | " + " | ".join(cells) + " |")
PY
