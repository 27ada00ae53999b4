#!/bin/sh
# Regenerates tests/data/compare/base-java.jsonl and base-java-url.jsonl:
# how the JDK on PATH (Debian's openjdk-17; its release each file's first
# line) resolves each pair `compare --base` is tested with, by
# java.net.URI's resolve and by java.net.URL's context constructor
# (scripts/java/CompareBaseJava.java says how). The pairs are those of
# base-urllib.jsonl (scripts/compare_base_vectors.py: RFC 3986 section
# 5.4's references against its base, the confusion catalog against two
# bases, every web-platform-tests case with a base), in its order.
# tests/compare_base_jvm.rs holds the java and java-url readers to them,
# without a JDK.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data/compare"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -d "$work" "$root/scripts/java/CompareBaseJava.java"
python3 - "$data/base-urllib.jsonl" > "$work/pairs.txt" <<'PY'
import json, sys
with open(sys.argv[1], encoding="utf-8") as f:
    next(f)
    for line in f:
        v = json.loads(line)
        print(json.dumps(v["base"]) + "\t" + json.dumps(v["input"]))
PY
java -cp "$work" CompareBaseJava uri < "$work/pairs.txt" > "$data/base-java.jsonl"
java -cp "$work" CompareBaseJava url < "$work/pairs.txt" > "$data/base-java-url.jsonl"
