#!/bin/sh
# Regenerates tests/data/compare/ruby.jsonl and ruby-rfc2396.jsonl: Ruby's
# URI.parse and URI::RFC2396_Parser.new.parse (the `ruby` on
# PATH; Debian bookworm's ruby3.1, its version and the uri gem's the file's
# first line) over the confusion catalog, the WHATWG corpus's inputs
# (whatwg-node.jsonl), every 16th line of the real URL lists and the pieces
# below that reach the regexp's corners, 3,000 seeded combinations of them
# and 2,000 seeded strings over the IP literals' bytes, one JSON object a line
# (scripts/ruby/compare_ruby.rb says which). tests/compare_ruby.rs holds the
# ruby readers of `compare` to every line, without Ruby.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
inputs=$(mktemp)
trap 'rm -f "$inputs"' EXIT
PYTHONPATH="$root/scripts/python" python3 - "$data" > "$inputs" <<'PY'
import sys
from compare_inputs import common_inputs, print_once
data = sys.argv[1]
out = print_once()
for s in common_inputs(data):
    out(s)
# The corners of Ruby's regexp and of its scheme classes: IPv6 literals
# (absolute and relative, whose IP-literal lacks a bracket), ports, the
# query's escaping, and each registered scheme.
hosts = ["[::1]", "[::1", "[::1:2:3:4:5:6]", "[1::1:2:3:4:5:6]", "[::1:2:3:4:5:6",
         "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:1.2.3.4]", "[::1.2.3.04]", "[::1:2:3",
         "[::1:2:3:", "[::1:2:3:80", "[v1.x]", "v1.x]", "v1.a:b]:80", "[V1.x]",
         "[fe80::1%25eth0]", "a:b@h", "@h", ":@h", "u@", ":80", "h:", "h:0080",
         "h:99999999999999999999999", "*", "0x7f.1", "1.2.3.4.", "[1::2::3]",
         "[1:2:3:4:5:6:7::]", "[::]", "[1:2:3:4:5:6:7:8:9]", "h:8a", "%41", "%4"]
for scheme in ("http:", "HTTPS:", "ws:", "wss:", "ftp:", "ldap:", "ldaps:", "file:",
               "mailto:", "x-y:", ""):
    for h in hosts:
        out(f"{scheme}//{h}/p")
    for rest in ("", "x", "/x", "//", "///x", "?", "#", "?q#f", "x?q", "?a'b c\"<>`\x01\x7f",
                 "?%zz", "?%z1", "?\t\r\nx", "?%%%", "#a b", "#%zz", "a@b", "a@b?x",
                 "a@b,c@d", "a@b,", "?x", "/a;type=i", "//h/%2Fa;type=d", "//h//x",
                 "//h/%2f", "//h#", "//h/#f", "//h/?a?b", "a:b", "ß", "\x00", "a#{b}"):
        out(scheme + rest)
# 3,000 seeded combinations of pieces that meet in the regexps: schemes,
# userinfo, IP literals with and without brackets, ports, paths, queries
# and fragments with the bytes each part refuses or escapes.
import random
rnd = random.Random(37)
schemes = ["http:", "https:", "ws:", "wss:", "ftp:", "ldap:", "file:", "mailto:", "Foo:", "a+b:", "1a:", ":", ""]
starts = ["//", "/", "", "///", "\\\\"]
users = ["", "u@", "u:p@", ":@", "@", "a@b@", "%41@", "%4@", "u p@", "[@"]
hosts = ["h", "", "[::1]", "[::1", "::1]", "v1.x]", "[v1.x]", "[vA.:]", "127.0.0.1", "0x7f.1",
         "*", "%41", "%zz", "a_b", "a b", "[1::2:3:4:5:6:7]", "[::1:2:3:4:5:6", "[fe80::1%25x]",
         "[::ffff:1.2.3.4]", "[::1.2.3.256]", "localhost", "h.", "[", "]"]
ports = ["", ":", ":80", ":080", ":8a", "::1", ":99999", ":-1", ":1:2"]
paths = ["", "/", "/a", "/a/../b", "/%2Fa;type=a", "/a;type=", "a", "a:b", "/a b", "/a%", "/a%2", "/@:", "//", "/\\"]
queries = ["", "?", "?a", "?a=b&c", "?%zz", "?%%", "?a#", "? \"'<>`", "?\t\n", "?#?", "??"]
frags = ["", "#", "#f", "#a b", "#?/", "##", "#%2", "#%41", "#[]"]
for s in ["", "   ", " http://a/ ", "http://a /", "\thttp://a/\n", "http:", "http://", "http://u@",
          "//u@/x", "//:80/x", "http://a.b:80x/", "http://[1]/", "http://[1:::2]/", "http://[::1.2.3.999]/",
          "foo:?q", "foo:[x]", "foo:a[x]", "http://h/?a[]'", "http://h/#a[]", "a/b:c", "a;b/c", "http://u@v@h/",
          "http://h_x/", "http://ß/", "ftp://u@"]:
    out(s)
for _ in range(3000):
    out(rnd.choice(schemes) + rnd.choice(starts) + rnd.choice(users) + rnd.choice(hosts)
        + rnd.choice(ports) + rnd.choice(paths) + rnd.choice(queries) + rnd.choice(frags))
# 2,000 seeded strings over the IP literals' bytes, after each start: where
# the relative reference's bracketless IP-literal meets a port.
al = "[]:/@?#%v.0123456789abcdef:"
for _ in range(2000):
    out(rnd.choice(["//", "http://", "//[", "http://[", "foo:"])
        + "".join(rnd.choice(al) for _ in range(rnd.randint(0, 40))))
PY
ruby "$root/scripts/ruby/compare_ruby.rb" < "$inputs" > "$data/compare/ruby.jsonl"
ruby "$root/scripts/ruby/compare_ruby.rb" rfc2396 < "$inputs" > "$data/compare/ruby-rfc2396.jsonl"
