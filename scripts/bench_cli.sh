#!/usr/bin/env bash
# The CLI at speed: `urigram check` over about 100 MB of URIs, with and
# without --json, in MB/s of input.
#
#   bash scripts/bench_cli.sh [SIZE_MB]      # default 100
#
# Builds the release binary, writes target/urigram-cli/input.txt by repeating
# benches/data/mixed.txt up to SIZE_MB (not committed: it is made in seconds),
# then times `urigram check -q` and `urigram check --json > /dev/null` reading
# it from standard input. Uses hyperfine when it is installed (Debian:
# `apt-get install hyperfine`), else the best of three plain runs. Prints a
# Markdown table and writes it to target/urigram-cli.md for
# scripts/bench_table.py.
set -euo pipefail
cd "$(dirname "$0")/.."

size_mb=${1:-100}
target=${CARGO_TARGET_DIR:-target}
dir="$target/urigram-cli"
input="$dir/input.txt"
bin="$target/release/urigram"
mkdir -p "$dir"

[ -f benches/data/mixed.txt ] || python3 scripts/gen_corpus.py
cargo build --release --quiet --bin urigram

# Whole copies of the corpus until the file reaches the size; rebuilt only
# when the size asked for changes.
want=$((size_mb * 1000 * 1000))
have=$(stat -c %s "$input" 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ] || [ "$have" -gt $((want + 6000000)) ]; then
    : > "$input"
    while [ "$(stat -c %s "$input")" -lt "$want" ]; do
        cat benches/data/mixed.txt >> "$input"
    done
fi
bytes=$(stat -c %s "$input")
lines=$(wc -l < "$input")

# Every line is valid, so check must exit 0; anything else is a broken run.
"$bin" check -q < "$input" || { echo "urigram check rejected a line of $input" >&2; exit 1; }

# seconds <command>: the best wall time of the command, in seconds.
seconds() {
    if command -v hyperfine > /dev/null; then
        local json="$dir/hyperfine.json"
        hyperfine --style none --warmup 1 --runs 5 --export-json "$json" "$1" > /dev/null
        python3 -c 'import json,sys; print(min(json.load(open(sys.argv[1]))["results"][0]["times"]))' "$json"
    else
        local best=""
        for _ in 1 2 3; do
            local start end t
            start=$(date +%s.%N)
            bash -c "$1"
            end=$(date +%s.%N)
            t=$(echo "$end - $start" | bc)
            if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then best=$t; fi
        done
        echo "$best"
    fi
}

table="| command | input | best time | MB/s |
|---|---:|---:|---:|"
for cmd in "check -q" "check --json"; do
    full="$bin $cmd < $input > /dev/null"
    t=$(seconds "$full")
    mbps=$(python3 -c "print(f'{$bytes / $t / 1e6:.0f}')")
    secs=$(python3 -c "print(f'{$t:.2f}')")
    table="$table
| \`urigram $cmd < input > /dev/null\` | $((bytes / 1000000)) MB, $lines lines | $secs s | $mbps |"
done

tool=$(command -v hyperfine > /dev/null && echo "hyperfine, best of 5" || echo "best of 3")
out="$table

Input: \`benches/data/mixed.txt\` repeated to ${size_mb} MB; release build; timed with $tool."
echo "$out" | tee "$target/urigram-cli.md"
