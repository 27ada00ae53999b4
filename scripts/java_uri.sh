#!/bin/sh
# The differential run of urigram::java against java.net.URI (the JDK on
# PATH): `urigram java --json` and scripts/java/JavaUri.java answer the same
# inputs, and the answers (verdict, exception, index, reason, message, every
# getter raw and decoded) are compared line by line. Prints one count line
# per input set; exits 1 if any answer differs.
#
# Inputs: OpenJDK's Test.java strings and urigram's edge strings
# (tests/data/java/), 5,000 generated strings (fixed seed), and the real URL
# lists in tests/data/real-urls/*.txt when they are there.
# Needs: a JDK (javac, java), python3, and a build of the CLI (built here).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cargo build -q -p urigram-cli --manifest-path "$root/Cargo.toml"
urigram="$root/target/debug/urigram"
javac -d "$work" "$root/scripts/java/JavaUri.java"
echo "# $(java -version 2>&1 | head -n 1)"
status=0
compare() { # label inputs
    java -cp "$work" JavaUri uri < "$2" > "$work/jdk.jsonl"
    "$urigram" java --json < "$2" > "$work/urigram.jsonl" || true
    python3 "$root/scripts/java/compare_jsonl.py" "$1" "$2" "$work/jdk.jsonl" "$work/urigram.jsonl" || status=1
}
for set in openjdk_test_strings edge_strings; do
    python3 -c 'import json,sys
for l in sys.stdin:
    if l.startswith("\""): print(json.loads(l))' < "$root/tests/data/java/$set.txt" > "$work/$set.txt"
    compare "$set" "$work/$set.txt"
done
java -cp "$work" JavaUri generate 5000 20261127 > "$work/generated.txt"
compare "generated (5000, seed 20261127)" "$work/generated.txt"
for list in "$root"/tests/data/real-urls/*.txt; do
    [ -f "$list" ] || continue
    compare "real: $(basename "$list")" "$list"
done
exit $status
