#!/usr/bin/env bash
# The peak memory of `urigram parse` on one long valid line, for every
# grammar, in text and in JSON (issue 32): a line of many path segments
# (`http://h/a/a/a...`) and one with a long query (`http://h/a?q=1&q=1&...`),
# each about SIZE_MB megabytes (default 20). Prints one row per grammar and
# mode: the peak resident memory (GNU time's %M), in MB and in bytes per
# input byte, and the time.
#
#   scripts/bench_parse_memory.sh [path/to/urigram] [SIZE_MB]
#
# The target is at most 8 bytes of memory per input byte (160 MB for a
# 20 MB line), standard input's buffer included.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-target/release/urigram}
MB=${2:-20}
[ -x "$BIN" ] || cargo build --release --locked -p urigram-cli >/dev/null
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "needs GNU time at $TIME (apt-get install time)" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" "$MB" <<'PY'
import sys
d, mb = sys.argv[1], int(sys.argv[2])
size = mb * 1_000_000
open(f"{d}/segments.txt", "w").write("http://h" + "/a" * (size // 2) + "\n")
open(f"{d}/query.txt", "w").write("http://h/a?" + "q=1&" * (size // 4) + "\n")
PY
printf '| line | grammar | mode | peak memory | bytes per byte | time (s) |\n|---|---|---|---:|---:|---:|\n'
for shape in segments query; do
    input="$dir/$shape.txt"
    bytes=$(wc -c <"$input")
    for g in rfc3986 rfc6874 rfc9112 rfc3987 rfc2396 rfc1808 rfc1945; do
        for mode in text json; do
            flag=(); [ "$mode" = json ] && flag=(--json)
            out=$({ "$TIME" -f "%e %M" "$BIN" parse "${flag[@]}" --grammar "$g" <"$input" 2>&1 >/dev/null; } | tail -1)
            secs=${out% *}
            kb=${out#* }
            per=$(python3 -c "print(f'{$kb * 1024 / $bytes:.1f}')")
            printf '| %s | %s | %s | %s MB | %s | %s |\n' "$shape" "$g" "$mode" "$((kb / 1024))" "$per" "$secs"
        done
    done
done
