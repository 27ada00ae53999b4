#!/bin/sh
# urigram::java against java.net.URI, per URL, on the same lines: the JVM
# loop (scripts/java/JavaUriSpeed.java, JIT warmed up) and the Rust loop
# (examples/java_uri_speed.rs, release build), each the best of 20 passes.
# Inputs: the files given, else tests/data/real-urls/*.txt.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then set -- "$root"/tests/data/real-urls/*.txt; fi
cargo build -q --release --example java_uri_speed --manifest-path "$root/Cargo.toml"
javac -d "$work" "$root/scripts/java/JavaUriSpeed.java"
echo "# $(java -version 2>&1 | head -n 1)"
java -cp "$work" JavaUriSpeed "$@" | tee "$work/java.txt"
"$root/target/release/examples/java_uri_speed" "$@" | tee "$work/rust.txt"
java_ns=$(sed 's/.*), \([0-9.]*\) ns.*/\1/' "$work/java.txt")
rust_ns=$(sed 's/.*), \([0-9.]*\) ns.*/\1/' "$work/rust.txt")
awk -v j="$java_ns" -v r="$rust_ns" 'BEGIN { printf "urigram::java is %.1fx java.net.URI per URL\n", j / r }'
