#!/usr/bin/env bash
# Makes tests/data/spark/key_patterns.tsv: how JDK 17's java.util.regex
# reads the pattern Spark's parse_url builds from a key, "(&|^)KEY=([^&]*)",
# for keys around Java's rule on quantifiers (a quantifier takes one `?` or
# `+` after it, and a further `*`, `+` or `?` is a "Dangling meta
# character"). Each line: key, then "ok" and the group found in the query
# below (or "null"), or "err", the exception's description and its index.
# tests/spark_parse_url.rs holds urigram's spark::try_parse_url to it.
#
#   scripts/spark_key_vectors.sh     # needs javac and java (JDK 17)
set -euo pipefail
cd "$(dirname "$0")/.."
QUERY='k=1&a=2&ab=3&x=4'
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
javac -d "$WORK" scripts/spark_keys/KeyPatterns.java
OUT=tests/data/spark/key_patterns.tsv
{
    echo "# java.util.regex on Spark's parse_url pattern (&|^)KEY=([^&]*), query $QUERY"
    echo "# made by scripts/spark_key_vectors.sh with $(java -version 2>&1 | head -n 1)"
    printf '%s\n' '???' 'a**' '??' '*' 'a*?' 'a+*' 'a?*' 'a??' 'a??+' 'a*??' 'a+?*' \
        'a|*' '(*)' 'a(b)*' '*a' '+' 'a?' 'a*b*' '(a)??' '(a)???' 'a.*?b' 'x|y?' \
        'k???' 'a+?' 'a+??' 'a?+?' '()*' 'a**b' '(&)*' 'x?**' '\**' '\?*?' 'ab*+*' \
        'é**' 'a|b*?' '(a|*)' '.??' '.???' |
        java -cp "$WORK" KeyPatterns "$QUERY"
} >"$OUT"
echo "wrote $OUT ($(grep -vc '^#' "$OUT") keys)"
