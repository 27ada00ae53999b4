"""Compares two JSON-lines answers line by line (the JDK's and urigram's) and
prints one count line: inputs, accepted by the JDK, differing. Shows the first
differences; exits 1 when any line differs. Used by scripts/java_uri.sh and
scripts/spark_parse_url.sh."""
import json
import sys


def main() -> int:
    label, inputs, left, right = sys.argv[1:5]
    with open(inputs, encoding="utf-8", errors="replace") as f:
        lines = f.read().split("\n")
    with open(left, encoding="utf-8") as f:
        a = [json.loads(line) for line in f]
    with open(right, encoding="utf-8") as f:
        b = [json.loads(line) for line in f]
    if len(a) != len(b):
        print(f"{label}: {len(a)} reference lines but {len(b)} urigram lines")
        return 1
    differ = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    valid = sum(1 for x in a if isinstance(x, dict) and x.get("valid"))
    print(f"{label}: {len(a)} inputs, {valid} accepted by the reference, {len(differ)} differ")
    for i in differ[:5]:
        print(f"  {lines[i]!r}\n    reference {a[i]}\n    urigram   {b[i]}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
