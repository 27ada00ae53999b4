#!/bin/sh
# Regenerates tests/data/compare/java-url.jsonl: java.net.URL's `new
# URL(input)` (the JDK on PATH, Debian's openjdk-17; its release the file's
# first line) over the confusion catalog, the WHATWG corpus's inputs
# (whatwg-node.jsonl), every 16th line of the real URL lists and the edge
# cases below (where URL and its handlers branch), 3,000 URLs drawn
# (seeded) from pieces of those and inputs that are not UTF-8 (as hex), one
# JSON object a line
# (scripts/java/CompareJavaUrl.java says which). tests/compare_java_url.rs
# holds the java-url reader of `compare` to every line, without a JDK. It
# also writes the reader's table of the JDK's letters and digits
# (scripts/java/JavaUrlChars.java).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac -d "$work" "$root/scripts/java/CompareJavaUrl.java" "$root/scripts/java/JavaUrlChars.java"
java -cp "$work" JavaUrlChars > "$root/src/compare/readers/java_url/chars_table.rs"
PYTHONPATH="$root/scripts/python" python3 - "$data" <<'PY' | java -cp "$work" CompareJavaUrl > "$data/compare/java-url.jsonl"
import json, sys
from compare_inputs import common_inputs, print_once
data = sys.argv[1]
out = print_once()
for s in common_inputs(data):
    out(s)
EDGES = [
    "http://h:80/", "http://h:080/", "http://h:/", "http://h:-1/", "http://h:-5/", "http://h:+80/",
    "http://h:+/", "http://h:-/", "http://h:8x/", "http://h:2147483647/", "http://h:2147483648/",
    "http://h:-2147483648/", "http://h:\u0661\u0662/", "http://h:\uff18\uff10/", "http://h:8 0/",
    "http://[::1]/", "http://[::1]:/", "http://[::1]:8080/", "http://[::1]x/", "http://[::1]:x/",
    "http://[::1/", "http://[]/", "http://[:]/", "http://[::]/", "http://[x]/", "http://[1::2::3]/",
    "http://[::1%eth0]/", "http://[::1%]/", "http://[fe80::1%25eth0]/", "http://[::ffff:1.2.3.4]/",
    "http://[::1.2.3]/", "http://[::1.2.3.4.5]/", "http://[\uff11::]/", "http://[\uff21::]/",
    "http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[12345::]/", "http://[::1]]/",
    "http://u@h/", "http://u:p@h:1/", "http://u@v@h/", "http://@h/", "http://u@/", "http://u@[::1]:2/",
    "http://h/p?q#f", "http://h?q", "http://h#f", "http:?q", "http:#f", "http:", "http:/", "http://",
    "http:///p", "http:////p", "http://///p", "http:x", "http:x?y", "http:/x?y#z", "http://h/?", "http://h/#",
    "http://h/p?q?r", "http://h/p#f#g", "http://h/p#f?g", "HTTP://H/", "HtTpS://h/", " http://h/ ",
    "\thttp://h/\n", "url:http://h/", "URL:http://h/", "url:", " url:http://h/", "url:url:http://h/",
    "#f", "#", "", " ", "/p", "//h/p", "h/p", "h:80", "1http://h/", "a+b.c-d:x", "http+x://h/",
    "foo://h/", "\u00e9://h/", "\u00c9X://h/", "K\u212a://h/", "\u0130://h/", "ftp://u:p@h:21/x;type=a",
    "ftp://h", "https://h:443/", "file:/etc/passwd", "file:///etc/passwd", "file://h/x", "file:x",
    "file:", "file://", "FILE:/x", "jrt:/java.base", "jrt:", "JRT:/x", "jmod:x", "jmod://h/x", "mailto:a@b",
    "mailto:a@b?s=x#f", "mailto:", "mailto: ", "mailto:?x", "mailto:a?b?c", "mailto://h/p", "MAILTO:x",
    "jar:http://h/a.jar!/x", "jar:http://h/a.jar!/", "jar:http://h/a.jar", "jar:x!/y", "jar:foo:x!/y",
    "jar:!/", "jar:jar:http://h/a!/b!/c", "jar:http://h/a.jar!/x#f", "jar:http://h/a.jar!/x?q",
    "jar:http://h/a.jar!/x?q#f", " jar:http://h/a.jar!/x", "url:jar:http://h/a.jar!/x", "JAR:http://h/a!/b",
    "jar:http://h/a!/b#f ", "jar:http://h:x/a!/b", "jar:", "netdoc:x", "gopher://h/", "ldap://h/",
    "http://a b/", "http://a\\b/", "http://a\\@b/", "http:\\\\h\\p", "http://h\\p", "http://a%20b/",
    "http://h/a b", "http://h/\u00e9", "http://\u00e9.com/", "http://h:80:90/", "http://h::80/",
    "http://[::1]:80:90/", "http://u:p:q@h/", "http://h/p/../q/./r", "http://h/./", "http:/../x",
    "http:../x", "http:a/../b", "http://1.2.3.4/", "http://127.1/", "http://1.2.3/", "http://0x7f.1/",
    "http://010.0.0.1/", "http://0177.0.0.1/", "http://2130706433/", "http://127.0.0.1./",
    "http://0127.000.000.001/", "http://1.2.3.4.5/", "http://256.0.0.1/", "http://\u0661.2.3.4/",
    "http://4294967295/", "http://4294967296/", "http://1.16777215/", "http://1.16777216/",
    "http://00000000001.0.0.1/", "http://0x7f000001/", "http://0x/", "http://08.1.1.1/",
    "http://h\x7f/", "http://h\x00/", "http://h\r:80/", "http://[::1%e\tth]/", "http://u\t@h/",
    "http://u@v\t@h/", "http://h:8\t/", "http://\t[::1]/", "http://[\u00e9]/", "http://[\u00e9\u00e9]/",
    "http://[::1]\u00e9/", "http://h:\U0001d7ce/", "http://h:0\U0001d7ce/", "http://h:-0/",
    "http://h:00000000000000000080/", "mailto:\u2028", "mailto:\u00a0", "mailto:\u3000x",
    "mailto:\u2007", "mailto:a b", " jar:/x", "url:jar:/x", " jar:", " jar:#x", "jar:#x",
    "jar:http://h/a!/b#f\t", "jar:a!/b!/", "jar:jar:x", "jar:JAR:x!/y", "jar: jar:http://h/a!/b!/c",
    "jar:url:jar:http://h/a!/b!/c", "jar:http://h/a!/b?c?d#e", "jar:http:h?q!/x", "jar:mailto:x!/y",
    "jar:http://h/#f!/x", "jar:http://h\t/!/y", "jar: jar:#x!/y", "\u0130://h/", "\u0131://h/",
    "\U00010400://h/", "a\u0300://h/", "a\u0660://h/", "\u01c5://h/", "\u02b0://h/",
    "http://h/a#b#c", "http://h/a?b#c?d", "?x:y", "#x:y", "/x:y", "http:\u00e9", "HTTPS:x",
    "https://u:p@[::ffff:1.2.3.4]:0/", "http://[00000001::]/", "http://[::01.2.3.4]/",
    "http://[1:2:3:4:5:6:7::8]/", "http://[::1:]/", "http://[:]]/", "http://[::1]]:80/",
    "url:jar:jar:h", "url:jar:jar:#x", "url:jar:JAR:x!/y", " jar:jar:x!/y", "url:jar:#x", "url:jar:",
]
for s in EDGES:
    out(s)
# 3,000 URLs drawn (seeded) from the pieces where URL and its handlers
# branch.
import random
rng = random.Random(20261128)
HEADS = ["http:", "HTTP:", "https:", "ftp:", "file:", "jar:", "jar:http:", "mailto:", "jrt:", "jmod:",
         "foo:", "url:http:", " http:", "\thttp:", "h\u00e9:", "1a:", "", "#", "?", "/", "URL:jar:",
         "jar:jar:", "url:jar:#", "\x00http:"]
BODY = ["//", "/", "///", "////", "h", "H", "u", "@", ":", "::", "[", "]", "[::1]", "[v1.x]", "%", "%25",
        "?", "#", "!/", "!", ".", "..", "1", "80", "+", "-", "\u0661", "\uff11", "\u00e9", " ", "\t",
        "\n", "\x7f", "\\", "jar:", "url:", "1.2.3.4", "0x7f.1", "a b", "\u2028", "\U0001f600"]
for _ in range(3000):
    s = rng.choice(HEADS) + "".join(rng.choice(BODY) for _ in range(rng.randint(1, 9)))
    out(s)
# Inputs that are not UTF-8, as hex: where the JDK's decoder cuts its
# pieces (a lone byte, an overlong form, an encoded surrogate, a sequence
# cut short, in the middle and at the end, in each part), and 300 drawn
# (seeded) from those pieces and ASCII.
PIECES = ["80", "bf", "c0", "c1", "c2", "df", "e0", "e080", "e0a0", "ed", "eda0", "eda080", "edbfbf",
          "ef", "efbf", "f0", "f090", "f09080", "f08f", "f4", "f490", "f48f", "f5", "f8", "ff", "e282",
          "f09f98", "c3a9", "e282ac", "f09f9880"]
PLACES = ["687474703a2f2f{}2f", "687474703a2f2f682f{}", "687474703a2f2f683a{}2f", "{}3a2f2f682f",
          "687474703a2f2f{}40682f", "687474703a2f2f682f3f{}", "687474703a2f2f682f23{}", "6d61696c746f3a{}",
          "6a61723a687474703a2f2f682f{}212f78", "687474703a2f2f5b{}5d2f"]
for piece in PIECES:
    for place in PLACES:
        print(json.dumps({"hex": place.format(piece)}))
        print(json.dumps({"hex": place.format(piece + "41")}))
rng = random.Random(20261128)
for _ in range(300):
    h = "687474703a2f2f" + "".join(rng.choice(PIECES + ["41", "2f", "3a", "40", "2e"]) for _ in range(rng.randint(1, 8)))
    print(json.dumps({"hex": h}))
PY
