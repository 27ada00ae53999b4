#!/bin/sh
# `urigram spark parse-url` against pyspark 4's parse_url and try_parse_url
# in local mode (scripts/spark/compare_parse_url.py): every part and a set of
# keys, the ANSI verdict, NumberFormatException rows and key errors, on
# java.net.URI's edge strings and OpenJDK's Test.java strings
# (tests/data/java/), 5,000 generated strings (scripts/java/JavaUri.java,
# seed 20261127), and the real URL lists in tests/data/real-urls/*.txt when
# they are there. Prints counts; exits 1 on any difference.
# Needs: a JDK 17, python3 with pyspark (PYTHON=... to choose), javac.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
python=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build -q -p urigram-cli --manifest-path "$root/Cargo.toml"
javac -d "$work" "$root/scripts/java/JavaUri.java"
sets=""
for set in openjdk_test_strings edge_strings; do
    "$python" -c 'import json,sys
for l in sys.stdin:
    if l.startswith("\""): print(json.loads(l))' < "$root/tests/data/java/$set.txt" > "$work/$set.in"
    sets="$sets $set=$work/$set.in"
done
java -cp "$work" JavaUri generate 5000 20261127 > "$work/generated.in"
sets="$sets generated=$work/generated.in"
for list in "$root"/tests/data/real-urls/*.txt; do
    [ -f "$list" ] || continue
    sets="$sets $(basename "$list" .txt)=$list"
done
# shellcheck disable=SC2086
"$python" "$root/scripts/spark/compare_parse_url.py" "$root/target/debug/urigram" "$work" $sets
