#!/bin/sh
# Time per row of try_parse_url(url, 'HOST') on a million rows (the real URL
# lists of tests/data/real-urls/, 97,632 lines, cycled to 1,000,000), one
# core each: urigram-datafusion and datafusion-spark in DataFusion
# (datafusion/examples/speed.rs, one partition), and Spark's own in local[1]
# mode (scripts/spark/speed.py). Prints the three figures and the ratios.
# Needs: python3 with pyspark (PYTHON=... to choose), a JDK 17.
# ROWS=... for another row count.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
rows=${ROWS:-1000000}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The rows: the three lists' lines (the byte-order mark that opens
# kasztp.txt dropped), repeated in order until there are $rows.
"$python" - "$root/tests/data/real-urls" "$rows" > "$work/urls.txt" <<'PY'
import itertools, sys
lines = []
for name in ["kasztp.txt", "node_files.txt", "isaacs_files.txt"]:
    with open(f"{sys.argv[1]}/{name}", encoding="utf-8") as f:
        lines += f.read().lstrip("\ufeff").splitlines()
out = sys.stdout
for line in itertools.islice(itertools.cycle(lines), int(sys.argv[2])):
    out.write(line + "\n")
PY
# An optimized build without the release profile's fat LTO, which takes
# DataFusion's build past many minutes on two cores; both functions are
# compiled alike.
CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    cargo build -q --release -p urigram-datafusion --example speed --manifest-path "$root/Cargo.toml"
target=${CARGO_TARGET_DIR:-$root/target}
"$target/release/examples/speed" "$work/urls.txt" | tee "$work/df.txt"
"$python" "$root/scripts/spark/speed.py" "$work/urls.txt" 2>/dev/null | tee "$work/spark.txt"
"$python" - "$work/df.txt" "$work/spark.txt" <<'PY'
import re, sys
ns = lambda line: float(re.search(r"([0-9.]+) ns/row", line).group(1))
df = open(sys.argv[1]).read().splitlines()
spark = open(sys.argv[2]).read().splitlines()[0]
ours, theirs, sp = ns(df[0]), ns(df[1]), ns(spark)
print(f"urigram-datafusion: {theirs / ours:.2f}x datafusion-spark's speed, {sp / ours:.1f}x Spark's")
PY
