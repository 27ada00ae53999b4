"""The pairs [base, reference] (one JSON array a line) that reach Mono's
own forms in `new Uri(Uri, string)` beyond scripts/compare_base_vectors.py's
client pairs: implicit file bases (a UNC path, a DOS path, a Unix path),
DOS paths after a scheme (`file:c:`, `sc:/c:`, `sc://c:`, and with IRI
parsing), IPv6 hosts with a zone, bases without an authority that IRI
parsing runs over, the schemes whose syntax differs (mailto, news, ftp,
gopher, ldap, net.tcp), and bases with both a backslash and a `%5C`
written, each against references that climb, stay, switch scheme or
change form.
scripts/compare_base_vectors_mono.sh feeds them to Mono and writes
tests/data/compare/base-mono-forms.jsonl.
"""

import json

BASES = [
    "http://[fe80::1%25eth0]:81/a/b", "http://[FE80::A%25Eth0]/x/y",
    "http://u:p@[::1]/a/b?q#f", "\\\\srv\\share\\dir\\f", "\\\\srv",
    "\\\\[::1]\\s\\f", "c:\\dir\\sub\\f", "c:/", "/usr/lib/x", "//h/x/y",
    "file://h/a/b", "file:///c:/a/b/c", "file:c:/a/b", "file:/c:/a/b",
    "sc:c:/x/y", "sc:/c:/x/y", "sc://c:/x/y", "mailto:a@b/x/y", "news:a/b/c",
    "ftp://h/a/b/c", "gopher://h/a/b", "ldap://h/a/b", "net.tcp://h/a/b",
    "http://h/a%20b/c%2Fd/\u00e9/%C3%A9?x%41y#%7e", "http://h/a\\b?c\\d#e\\f",
    "sc:a\\b?c\\d", "HTTP://H:080/A/./B/../C", "http://h/a/b/c/d/e/f",
    "sc://h/a/b/c", "sc:a/b/c", "file:////h/x/y", "file://h/C:/x",
    "http://h:65535/", "telnet://h:23/x", "sc:x%41/y", " sc:/a/%41/b? ",
    "news:a/\u00e9/b", "uuid:%7e/a", "c|/x", "file:c|/x",
    "sc:c:/a%41/b", "sc:/c:/a%41/b", "sc:c:/a\u00e9/b", "sc:c:/a%41/b?q#f",
    "sc:%C3%A9", "news:/%41?", "uuid:%41/a b?a b/./a", "sc:/%2e/b/./%2E%2e",
    "news:/.../%41/%C3%A9/b#", "news:\u00e9/\u00e9/...?\u00e9",
    "telnet://h/a/\\/a/%5C/a.#", "uuid:/%5C/../\\/a/a b", "sc:a\\b?c%5Cd\\e#%5C\\",
]
REFERENCES = [
    "", "#", "#f", "?", "?q", "g", "./g", "../g", "../../../../g", "/g", "//g",
    "\\g", "\\\\g\\h", "c:/x", "c|\\x", "d:x", "g?y/../z", "g#y/../z", ".", "..",
    "...", "a/./b/../c/..", "./..", "../..", ".//..", "a//..", "a/.../b",
    "%2e%2e/g", "\u00e9/..", "%41", "http:g", "HTTP:g", "sc:g", "file:g",
    "mailto:x", "http:", "sc:", "a:b", "ab:c", "1a:b", " g ", "\tg", "g\t",
    "/./g", "/../g", "\\..\\g", "//[::1]/x", "http://x/y", "\\\\h\\s",
    " \\\\h\\s", "\\/h/s", "/\\h", "g;x=1/../y", "g:h/../i", "file:/x/../y",
    "file:c:/x", "sc:%41", "http:%41", "ftp:x", "news:x",
    "x/y/z/../../../../w", "~", "%zz", "a b", "a%5Cb", "a\\b",
]

for base in BASES:
    for reference in REFERENCES:
        print(json.dumps([base, reference]))
