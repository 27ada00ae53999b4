#!/bin/sh
# Regenerates tests/data/grammar/rfc2396/java.txt: how java.net.URI (RFC 2396
# with RFC 2732, the JDK's URI parser) reads each URI-reference line of the
# RFC 2396 catalog. Needs a JDK (java with single-file source launch, 11+).
# tests/rfc2396_java.rs compares urigram's verdicts with these.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data/grammar/rfc2396"
version=$(java -version 2>&1 | head -n 1)
{
    echo "# java.net.URI on the URI-reference lines of valid.txt and invalid.txt,"
    echo "# by scripts/rfc2396_java.sh with $version."
    echo "# input<TAB>valid<TAB>what it read | input<TAB>invalid<TAB>index=N"
    cat "$data/valid.txt" "$data/invalid.txt" | java "$root/scripts/Rfc2396Java.java"
} > "$data/java.txt"
