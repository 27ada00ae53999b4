#!/usr/bin/env bash
# Speed of `urigram compare` over the real URL lists, paired runs in one
# script (the figures of docs/performance.md, issue 37 item 7): the default
# readers, then every reader of the registry (`--readers all`, so a reader
# added later is measured without a change here), human and --json, over
# the lists' lines (almost all distinct) and over repeated lines of the
# same byte size (a log's shape, see REPEATED below); the
# consensus check of an SSRF filter (-q --parts scheme,userinfo,host,port)
# for several pairs of the clients (PAIRS, the slowest pair is the figure
# that must hold); then, when the Python package is importable, the Arrow
# kernel urigram.arrow.compare on one thread, every reader and each pair.
#
# Targets (issue 37): every reader, human and --json, at least 5 MB/s; any
# pair with -q at least 40 MB/s; the Arrow kernel at least 1 M rows/s for a
# pair.
#
#   cargo build --release -p urigram-cli
#   scripts/bench_compare.sh [DIR]     # DIR: tests/data/real-urls by default
#
# With BEFORE=path/to/an/older/urigram, each CLI figure is measured for that
# binary too, in the same run, each before-run next to an after-run (a
# paired comparison of two builds); with BEFORE_PYTHONPATH=dir, where an
# older wheel is installed (`pip install --no-deps --target dir WHEEL`), the
# Arrow kernel's figures too.
#
# Each figure is the median of 5 runs over the concatenated lists, in MB/s
# (10^6 bytes a second) of CPU time (user + system); the Arrow kernel's
# figure is rows a second of CPU time (the kernel runs on one thread).
set -euo pipefail
DIR=${1:-tests/data/real-urls}
BIN=${URIGRAM:-target/release/urigram}
PY=${PYTHON:-python3}
# Pairs of the clients that fetch (a filter, then the client): any two of
# curl, go, java-url, php, node-url, urllib, urllib3 and whatwg are asked to
# hold 40 MB/s, so several are measured.
PAIRS=${PAIRS:-"whatwg,urllib curl,whatwg urllib,urllib3 go,java-url php,node-url"}
INPUT=$(mktemp)
# The second shape, repeated lines (a log's: one site's few URLs over and
# over): 2,000 distinct lines of the lists, every k-th distinct line so that
# their lengths are the lists' (the first 2,000 are twice as long as the
# mean line), repeated in their order to the lists' byte size (cut at a
# line's end), so that its MB/s stands beside the distinct lines' for the
# same bytes.
REPEATED=$(mktemp)
trap 'rm -f "$INPUT" "$REPEATED"' EXIT
cat "$DIR"/*.txt > "$INPUT"
BYTES=$(wc -c < "$INPUT")
LINES=$(wc -l < "$INPUT")
echo "input: $BYTES bytes, $LINES lines from $DIR"
DISTINCT=$(LC_ALL=C awk '!seen[$0]++' "$INPUT" | wc -l)
LC_ALL=C awk '!seen[$0]++' "$INPUT" | awk -v k=$((DISTINCT / 2000)) 'NR % k == 0' | head -n 2000 |
    LC_ALL=C awk -v want="$BYTES" '{ line[n++] = $0 }
        END { while (t < want) for (i = 0; i < n && t < want; i++) { print line[i]; t += length(line[i]) + 1 } }' > "$REPEATED"
echo "repeated: $(wc -c < "$REPEATED") bytes, $(wc -l < "$REPEATED") lines (2,000 distinct)"

median_mbs() {
    # CPU time (user + system) of each run: on a shared machine the wall
    # clock measures the neighbours too. The input is $IN (the lists by
    # default).
    local in=${IN:-$INPUT} times=() bytes
    bytes=$(wc -c < "$in")
    for _ in 1 2 3 4 5; do
        local t
        t=$( { TIMEFORMAT='%3U %3S'; time "$@" < "$in" > /dev/null || true; } 2>&1 | tail -1 | awk '{print $1 + $2}')
        times+=("$t")
    done
    local med
    med=$(printf '%s\n' "${times[@]}" | sort -g | sed -n 3p)
    echo "$(echo "$bytes / $med / 1000000" | bc -l | xargs printf '%.1f') MB/s (median ${med}s CPU)"
}

figure() { # label args...
    local label=$1
    shift
    if [ -n "${BEFORE:-}" ]; then
        echo "$label $(median_mbs "$BEFORE" "$@")  (before: $BEFORE)"
    fi
    echo "$label $(median_mbs "$BIN" "$@")"
}
figure "compare (default readers):            " compare
figure "compare --readers all:                 " compare --readers all
figure "compare --json --readers all:          " compare --json --readers all
IN=$REPEATED figure "repeated, compare --readers all:       " compare --readers all
IN=$REPEATED figure "repeated, compare --json --readers all:" compare --json --readers all
for pair in $PAIRS; do
    figure "$(printf 'compare -q %-20s SSRF:' "$pair")" compare -q --readers "$pair" --parts scheme,userinfo,host,port
done

arrow_figures() { # label: the Arrow kernel's figures with the urigram importable now
    "$PY" - "$INPUT" "$1" "$PAIRS" <<'PYEOF'
import sys, time, statistics
import pyarrow as pa, urigram.arrow as ua
lines = open(sys.argv[1], encoding="utf-8", errors="replace").read().splitlines()
col = pa.array(lines, pa.string())
ua.set_threads(1)
ssrf = ["scheme", "userinfo", "host", "port"]
cases = [("default readers", {})]
cases += [(f"{pair} SSRF", dict(readers=pair.split(","), parts=ssrf)) for pair in sys.argv[3].split()]
for name, kw in cases:
    runs = []
    for _ in range(5):
        t0 = time.process_time(); ua.compare(col, **kw); runs.append(time.process_time() - t0)
    m = statistics.median(runs)
    print(f"arrow.compare ({name}), one thread: {len(lines) / m / 1e6:.2f} M rows/s (median {m:.3f}s CPU){sys.argv[2]}")
PYEOF
}

if "$PY" -c "import urigram.arrow, pyarrow" 2>/dev/null; then
    # With BEFORE_PYTHONPATH=dir (an older wheel installed with `pip
    # install --no-deps --target dir`), the older package is measured first,
    # in the same run.
    if [ -n "${BEFORE_PYTHONPATH:-}" ]; then
        PYTHONPATH=$BEFORE_PYTHONPATH arrow_figures "  (before: $BEFORE_PYTHONPATH)"
    fi
    arrow_figures ""
fi
