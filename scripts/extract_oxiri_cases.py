"""Extracts the IRI test cases of oxiri 0.3.1 (a dev-dependency) as data:
tests/data/peers/oxiri.tsv, one case a line, for tests/rfc3987_peers.rs.

    python3 scripts/extract_oxiri_cases.py [PATH_TO/oxiri-0.3.1]

By default the crate is found in cargo's registry (~/.cargo/registry/src).
Only test inputs and expected values are taken, as facts; no code. Lines:

    valid<TAB>IRI              test_parsing: an absolute IRI
    valid-ref<TAB>REF          test_relative_parsing: an IRI reference
    invalid-ref<TAB>REF        test_wrong_relative_parsing: no IRI reference
    resolve<TAB>REF<TAB>BASE<TAB>RESULT   test_resolve_relative_iri

In the data, a backslash escapes: \\t \\n \\r \\\\ and \\xNN (a byte of the
UTF-8, for controls); other characters are as they are.
"""

import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "tests", "data", "peers", "oxiri.tsv")

STRING = re.compile(r'"((?:[^"\\]|\\.)*)"', re.S)


def unescape(lit):
    """A Rust string literal's value."""
    out, i = [], 0
    while i < len(lit):
        c = lit[i]
        if c != "\\":
            out.append(c)
            i += 1
            continue
        n = lit[i + 1]
        if n == "u":
            j = lit.index("}", i)
            out.append(chr(int(lit[i + 3 : j], 16)))
            i = j + 1
        elif n == "x":
            out.append(chr(int(lit[i + 2 : i + 4], 16)))
            i += 4
        elif n == "\n":
            # A line continuation: the newline and leading white space go.
            i += 2
            while i < len(lit) and lit[i] in " \t\n":
                i += 1
        else:
            out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0", "\\": "\\", '"': '"', "'": "'"}[n])
            i += 2
    return "".join(out)


def escape(s):
    out = []
    for ch in s:
        if ch == "\\":
            out.append("\\\\")
        elif ch == "\t":
            out.append("\\t")
        elif ch == "\n":
            out.append("\\n")
        elif ch == "\r":
            out.append("\\r")
        elif ord(ch) < 0x20 or ord(ch) == 0x7F:
            out.append("\\x%02x" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def body(src, name):
    """The text of the `let examples = [ ... ];` of test function `name`."""
    start = src.index("fn %s()" % name)
    a = src.index("let examples = [", start)
    b = src.index("\n    ];", a)
    text = src[a + len("let examples = [") : b]
    # Commented-out cases stay out.
    return "\n".join(l for l in text.split("\n") if not l.strip().startswith("//"))


def main():
    if len(sys.argv) > 1:
        root = sys.argv[1]
    else:
        found = glob.glob(os.path.expanduser("~/.cargo/registry/src/*/oxiri-0.3.1"))
        root = found[0]
    with open(os.path.join(root, "tests", "lib.rs"), encoding="utf-8") as f:
        src = f.read()
    lines = ["# oxiri 0.3.1 tests/lib.rs, extracted by scripts/extract_oxiri_cases.py; do not edit."]
    for kind, fn in (("valid", "test_parsing"), ("valid-ref", "test_relative_parsing"),
                     ("invalid-ref", "test_wrong_relative_parsing")):
        for lit in STRING.findall(body(src, fn)):
            lines.append("%s\t%s" % (kind, escape(unescape(lit))))
    text = body(src, "test_resolve_relative_iri")
    for group in re.findall(r"\(\s*(\"(?:[^\"\\]|\\.)*\"\s*,\s*\"(?:[^\"\\]|\\.)*\"\s*,\s*\"(?:[^\"\\]|\\.)*\")\s*,?\s*\)", text, re.S):
        r, b, want = [unescape(x) for x in STRING.findall(group)]
        lines.append("resolve\t%s\t%s\t%s" % (escape(r), escape(b), escape(want)))
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("%d cases" % (len(lines) - 1))


if __name__ == "__main__":
    main()
