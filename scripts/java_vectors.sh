#!/bin/sh
# Regenerates tests/data/java/vectors.jsonl: java.net.URI's answer (the JDK
# on PATH; its version is the file's first line) for OpenJDK's Test.java
# strings, urigram's edge strings and the first 1,000 generated strings
# (seed 20261127), one {"source", "input", "jdk"} object a line.
# tests/java_uri.rs checks urigram::java against every line, without a JDK.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data/java"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -d "$work" "$root/scripts/java/JavaUri.java"
java -cp "$work" JavaUri generate 1000 20261127 > "$work/generated.txt"
{
    printf '{"jdk_version": "%s"}\n' "$(java -version 2>&1 | head -n 1 | sed 's/"/\\"/g')"
    java -cp "$work" JavaUri vectors openjdk json < "$data/openjdk_test_strings.txt"
    java -cp "$work" JavaUri vectors edge json < "$data/edge_strings.txt"
    java -cp "$work" JavaUri vectors generated raw < "$work/generated.txt"
} > "$data/vectors.jsonl"
