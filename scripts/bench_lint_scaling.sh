#!/usr/bin/env bash
# How `urigram lint` scales on hostile lines (issues 22 and 32): for a 1 MB
# line of `%2e%2e/` and one of `../` (hundreds of thousands of warnings
# each), the time and peak memory of `urigram lint` and `urigram lint
# --json`, beside the same line's first 100 KB, and the bytes each writes
# for the 1 MB line and for a 10 MB one. Prints one row per line and mode:
# the median of three runs of each size, their ratio, the peak resident
# memory of the 1 MB and 10 MB runs (GNU time's %M), and the output sizes.
#
#   scripts/bench_lint_scaling.sh [path/to/urigram]
#
# The targets: a ratio of at most 15, under 64 MB of memory at 1 MB, and at
# most four times the input written (the first 10 warnings of each check
# are written whole, the rest counted; JSON carries the input itself).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-target/release/urigram}
[ -x "$BIN" ] || cargo build --release --locked -p urigram-cli >/dev/null
TIME=/usr/bin/time
[ -x "$TIME" ] || { echo "needs GNU time at $TIME (apt-get install time)" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
python3 - "$dir" <<'EOF'
import sys
d = sys.argv[1]
for name, unit in (("encoded", "%2e%2e/"), ("plain", "../")):
    line = "http://h/" + unit * (1_000_000 // len(unit))
    open(f"{d}/{name}-1m.txt", "w").write(line + "\n")
    open(f"{d}/{name}-100k.txt", "w").write(line[:100_000] + "\n")
    open(f"{d}/{name}-10m.txt", "w").write("http://h/" + unit * (10_000_000 // len(unit)) + "\n")
EOF
# Median wall time of three runs, and the last run's peak memory in KB.
run() {
    local input=$1; shift
    local times=() mem=0
    for _ in 1 2 3; do
        # lint exits 1 on a warning: that is its answer, not a failure.
        out=$({ "$TIME" -f "%e %M" "$BIN" lint "$@" <"$input" 2>&1 >/dev/null || true; } | tail -1)
        times+=("${out% *}")
        mem=${out#* }
    done
    local median
    median=$(printf '%s\n' "${times[@]}" | sort -g | sed -n 2p)
    echo "$median $mem"
}
# The bytes `urigram lint` writes for an input.
written() {
    local input=$1; shift
    { "$BIN" lint "$@" <"$input" || true; } | wc -c
}
printf '| line | mode | 100 KB (s) | 1 MB (s) | ratio | 1 MB peak memory | 10 MB peak memory | written for 1 MB | written for 10 MB |\n|---|---|---:|---:|---:|---:|---:|---:|---:|\n'
for name in encoded plain; do
    for mode in text json; do
        flag=(); [ "$mode" = json ] && flag=(--json)
        read -r small _ < <(run "$dir/$name-100k.txt" "${flag[@]}")
        read -r large mem < <(run "$dir/$name-1m.txt" "${flag[@]}")
        read -r _ mem10 < <(run "$dir/$name-10m.txt" "${flag[@]}")
        out1=$(written "$dir/$name-1m.txt" "${flag[@]}")
        out10=$(written "$dir/$name-10m.txt" "${flag[@]}")
        ratio=$(python3 -c "print(f'{$large / max($small, 0.01):.1f}')")
        unit=$([ "$name" = encoded ] && echo '`%2e%2e/`' || echo '`../`')
        printf '| %s | %s | %s | %s | %sx | %s MB | %s MB | %s bytes | %s bytes |\n' "$unit" "$mode" "$small" "$large" "$ratio" "$((mem / 1024))" "$((mem10 / 1024))" "$out1" "$out10"
    done
done
