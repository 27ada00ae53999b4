#!/bin/sh
# Regenerates tests/data/compare/mono.jsonl: Mono's System.Uri (Debian's
# mono-runtime, compiled with its mcs; new Uri(input, UriKind.Absolute) and
# its getters; Mono's version the file's first line) over the confusion
# catalog, the WHATWG corpus's inputs (whatwg-node.jsonl), every 16th line
# of the real URL lists, the inputs below that reach each branch of
# System.Uri's parser, 6,000 drawn at random (seeds 37, 38, 39) from the
# characters it looks at and 3,000 real URLs changed at random (seed 7),
# one JSON object a line (scripts/mono/compare_mono.cs says which); then
# inputs that are not UTF-8 (at the end). tests/compare_mono.rs holds the mono reader of
# `compare` to every line, without Mono.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mcs -nologo -out:"$tmp/compare_mono.exe" "$root/scripts/mono/compare_mono.cs"
python3 - "$data" <<'PY' | mono "$tmp/compare_mono.exe" | python3 -c '
import json, sys
for line in sys.stdin:
    print(json.dumps(json.loads(line), ensure_ascii=False, sort_keys=True, separators=(",", ":")))
' > "$data/compare/mono.jsonl"
import json, random, sys
data = sys.argv[1]
seen = set()
def out(s):
    if s not in seen:
        seen.add(s)
        print(s.encode("utf-8", "surrogatepass").hex())
for line in open(f"{data}/compare/confusion.tsv", encoding="utf-8"):
    if not line.startswith("#") and "\t" in line:
        out(json.loads(line.rstrip("\n").split("\t", 1)[1]))
for n, line in enumerate(open(f"{data}/compare/whatwg-node.jsonl", encoding="utf-8")):
    if n > 0:
        out(json.loads(line)["input"])
for name in ("isaacs_files", "kasztp", "node_files"):
    for n, line in enumerate(open(f"{data}/real-urls/{name}.txt", encoding="utf-8", errors="surrogateescape")):
        if n % 16 == 0:
            s = line.rstrip("\n").rstrip("\r")
            try:
                s.encode("utf-8")
            except UnicodeEncodeError:
                continue
            out(s)
# Each branch: the scheme (its case, its characters, a known one's
# syntax: http, https, ftp, file, mailto, news, nntp, gopher, ldap, net.tcp,
# an unknown one), the implicit file forms (a Unix path, a UNC path, a
# drive letter), whitespace and control characters trimmed, backslashes,
# the userinfo, each host kind (IPv4 in its inet_aton forms, IPv6 with a
# zone or an IPv4 tail, a name, an IDN, a bad one), the port (default,
# empty, too large, letters), the path's dot segments and escapes
# (unreserved unescaped, reserved kept, a bad %, non-ASCII), the query and
# the fragment.
branch = [
    "HTTP://H/", "hTtP://h/", "h+t-t.p://h/", "1http://h/", "-://h/", "http:", "http:/", "http://",
    "http:h", "http:/h", "http:///h", "http:////h", "http:\\\\h\\p", "http:\\h", "https://h/",
    "ftp://h/", "ftp://u:p@h:21/a;type=i", "file:", "file:/x", "file://h/x", "file:///c:/x",
    "file://c:/x", "file:c:\\x", "c:\\x\\y", "c:/x", "C|/x", "\\\\server\\share\\x", "//server/share",
    "/", "/x/../y", "/x?q#f", "//", "mailto:", "mailto:a", "mailto:a@b", "mailto:a@b?subject=x#f",
    "mailto:u:p@h", "news:comp.lang", "nntp://h/g", "gopher://h/", "ldap://h/o=x", "net.tcp://h/",
    "net.pipe://h/", "telnet://h/", "uuid:x", "urn:isbn:1", "foo:bar", "foo://h/p", "foo://u@h:1/p?q#f",
    "foo:/p", "foo:///p", "x:", "a:b:c", "data:text/plain,x", "javascript:alert(1)",
    " http://h/ ", "\thttp://h/\t", "\u0000http://h/", "http://h/\u0000", "\u000bhttp://h/",
    "\u00a0http://h/", "http://h/\u00a0", "\u3000http://h/", "http://h/\r\n", "ht\ntp://h/",
    "http://h\n/", "http://h/a\tb", "http://h/a b", "http://h/a%20b", "http://h/a\u0001b",
    "http://u@h/", "http://u:p@h/", "http://:p@h/", "http://u:@h/", "http://@h/", "http://u@@h/",
    "http://u@v@h/", "http://u%40v@h/", "http://ü@h/", "http://u p@h/", "http://u\\@h/",
    "http://h\\p", "http://h/p\\q", "http:\\\\h/", "foo://h\\p", "file://h\\p",
    "http://127.0.0.1/", "http://0x7f.1/", "http://0177.0.0.1/", "http://2130706433/",
    "http://127.1/", "http://127.0.1/", "http://0x7f000001/", "http://4294967295/",
    "http://4294967296/", "http://256.0.0.1/", "http://1.2.3.4.5/", "http://1.2.3./", "http://1.2.3.4./",
    "http://0x/", "http://08/", "http://09.1/", "http://1..2/", "http://.1.2.3/", "http://0X7F.0.0.1/",
    "http://[::1]/", "http://[::1]:8080/", "http://[0:0:0:0:0:0:0:1]/", "http://[::ffff:1.2.3.4]/",
    "http://[fe80::1%25eth0]/", "http://[fe80::1%eth0]/", "http://[::1/", "http://[:::1]/",
    "http://[1::2::3]/", "http://[v1.x]/", "http://[FEDC:BA98::3210]/", "http://[::]/",
    "http://[1:2:3:4:5:6:7:8]/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[::1.2.3]/",
    "http://EXAMPLE.com/", "http://ex_ample.com/", "http://-ex.com/", "http://ex-.com/",
    "http://ex.com./", "http://ex..com/", "http://.ex.com/", "http://a.b.c.d.e.f/",
    "http://" + "a" * 63 + ".com/", "http://" + "a" * 64 + ".com/", "http://" + "a." * 130 + "com/",
    "http://bücher.de/", "http://BÜCHER.de/", "http://xn--bcher-kva.de/", "http://faß.de/",
    "http://ü/", "http://日本.jp/", "http://١٢٣.com/", "http://ex%41mple.com/", "http://ex%2ecom/",
    "http://a b/", "http://a<b/", "http://a^b/", "http://a|b/", "http://a{b/", "http://a%b/",
    "http://a!b/", "http://a$b/", "http://a&b/", "http://a'b/", "http://a(b)/", "http://a*b/",
    "http://a+b/", "http://a,b/", "http://a;b/", "http://a=b/", "http://a~b/",
    "http://h:80/", "http://h:8080/", "http://h:/", "http://h:0/", "http://h:65535/",
    "http://h:65536/", "http://h:080/", "http://h:8a/", "http://h:-1/", "https://h:443/",
    "https://h:80/", "ftp://h:21/", "foo://h:1/", "foo://h/", "http://h:1:2/",
    "http://h/a/./b", "http://h/a/../b", "http://h/../b", "http://h/a/..", "http://h/a/.",
    "http://h/%2e/b", "http://h/%2E%2E/b", "http://h/a/%2e%2e", "http://h/.../b", "http://h//a//b",
    "http://h/a/.%2e/b", "foo://h/a/../b", "foo:a/../b", "file:///a/../b", "http://h/a?b/../c",
    "http://h/%41%42%43%7E%5F%2D%2E", "http://h/%61%7a%30%39", "http://h/%2F%3F%23%25%40",
    "http://h/%", "http://h/%4", "http://h/%zz", "http://h/%%41", "http://h/%c3%bc", "http://h/%C3",
    "http://h/%ff", "http://h/ü", "http://h/日本", "http://h/\U0001F600", "http://h/{}|^`<>\"",
    "http://h/[x]", "http://h/a;b=c", "http://h/a:b@c", "http://h/~u/!$&'()*+,;=",
    "http://h?q", "http://h#f", "http://h/?a=b&c=d", "http://h/?a b", "http://h/?ü", "http://h/?%41",
    "http://h/?%zz", "http://h/?q#f#g", "http://h/#f?q", "http://h/#a b", "http://h/#ü",
    "http://h/#%41", "http://h/?\"<>", "http://h/#\"<>`", "http://h/?{}|\\^`",
]
for s in branch:
    out(s)
# Each quirk the probes found: escapes decoded or kept (a UTF-8 sequence,
# a bidi control, a character outside IRI's ranges), hosts (IPv4 forms,
# IPv6 forms and zones, names, IDN limits, case), ports, dot segments,
# file: and UNC and DOS paths, mailto:, the schemes without a query.
L = []
L += ["http://h/%c2%80","/%c2%80","/%ef%bf%bf","/\u00e9\u200e","http://h/a\u200eb","http://h/a\u202eb?c\u200fd#e\u200ef","http://h/a\ue000b?c\ue000d#e\ue000f","http://h/a\ufdd0b","http://h/a\ufff0b","http://h/a\U0001F600b","http://h/%e2%80%8e","http://h/%ef%bf%bf","http://h/%f0%9f%98%80","http://h/%ed%a0%80","http://h/%c3","http://h/%c3%28","http://h/%c3%a9%c3","http://h/%e2%82","http://h/%e2%82%ac%41","/%e2%82%ac%e2%80%8e","/\ue000?\ue000","/\U000F0000","http://h/?\U000F0000","http://h/#\U000F0000","/%ee%80%80"]
L += ["http://BÜCHER.de/","http://Bücher.DE/","http://xn--bcher-kva.de/","http://XN--bcher-kva.de/","http://日本.jp/","http://a\u200eb/","http://u\u00e9@h/","http://h\u00e9:8/","http://ＡＢＣ/","http://a.ＡＢＣ/","http://ä.com./","http://a_b/","http://_/","http://-/","http://a..b/","http://./","http://../","http://.a/","http://a./","http://a.b../"]
L += ["http://1.2.3.4./","http://1.2.3/","http://1.2/","http://1/","http://0/","http://00000000001/","http://0x/","http://0xg/","http://08/","http://0x100000000/","http://4294967296/","http://4294967295/","http://256.1/","http://1.256.1/","http://1.2.3.256/","http://1.2.65536/","http://1.16777216/","http://01.02.03.04/","http://0x1.0x2.0x3.0x4/","http://1.2.3.4.5/","http://1a.2/","http://1.2.3.4a/","http://0X7F.1/","http://0x07f.1/","http://000000000000000000000000177.1/","http://0x00000000000000000000007f.1/","http://1.2.3.08/","http://1..2/","http://.1/"]
L += ["http://[::1]/","http://[0::1]/","http://[::FFFF:1.2.3.4]/","http://[::1.2.3.4]/","http://[1:0:0:0:0:0:0:1]/","http://[1:0:0:1:0:0:0:1]/","http://[1:0:0:0:1:0:0:1]/","http://[1:0:0:1:0:0:1:1]/","http://[1:0:1:0:1:0:1:0]/","http://[0:0:0:0:0:0:0:0]/","http://[::]/","http://[ABCD::]/","http://[fe80::1%25eth0]:8/","http://[fe80::1%eth0/]/","http://[fe80::1%]/","http://[fe80::1%25]/","http://[fe80::1%2]/","http://[fe80::1%x.y_z-w~]/","http://[fe80::1%ü]/","http://[::1]x/","http://[::1]:8x/","http://[::1]?q","http://[::1]#f","http://[::1]\\x","http://[v1.x]/","http://[1:2:3:4:5:6:7:8]/","http://[1::2:3:4:5:6:7:8]/","http://[::ffff:0:0]/","http://[::ffff:0:1]/","http://[0:0:0:0:ffff:0:1.2.3.4]/","http://[0:0:0:0:0:ffff:1.2.3.4]/","http://[::0:1.2.3.4]/","http://[64:ff9b::1.2.3.4]/","http://[1:2::]/","http://[::1:2]/","http://[1:0:0:2::3]/","http://[0001:02:003::]/","http://[00001::]/","http://[1:2:3:4:5:6:1.2.3.4]/","http://[1:2:3:4:5:6:7:1.2.3.4]/","http://[::1.2.3]/","http://[::1.2.3.256]/","http://[::01.2.3.4]/","http://[1::5efe:1.2.3.4]/","http://[::5efe:1.2.3.4]/","http://[:1::]/","http://[1:::]/","http://[::1:]/","http://[]/","http://[/","http://]/","http://[::1]]/","http://[::1][::2]/","http://u@[::1]:8/p","http://[::1]:/","http://[::g]/","http://[1:2:3:4:5:6:7::]/","http://[::2:3:4:5:6:7:8]/"]
L += ["/x/../y","/x/./y/.","/x?q#f","http://h/a/./b/../c","http://h/a/b/..","http://h/a/b/.","http://h/..","http://h/../../x","http://h/a/..b/c","http://h/a/.b/c","http://h/a/%2e%2e/c","http://h/a/%2e./c","http://h/a//../c","http://h/a/.../c","http://h/a/b/..?q","http://h","http://h?","http://h#","http://h:8","http://h:","http://h:0080/","http://h:65535/","http://h:65536/","http://h:00000000000080/","http://h:1:2/","http://:80/","http:///","http://u@/","http://u@:80/","http://h\\","http://h/.","http://h/./","http://h/a/..//b","http://h/%2E","http://h//","http://h/a\\..\\b","http://h/\\\\x"]
L += ["foo://","foo:///x","foo://h","foo://@h","foo://u@h:/","foo:","foo:/","foo:?q","foo:#f","foo://h:99999/","foo://[::1]/","foo://a%20b/","foo://ü/","foo://a_b.c/","foo://1.2.3/","foo://h/a/./b/../c","foo:/a/./b/../c","foo://h\\a\\b","foo:a\\b","foo://0x7f.1/","foo://H/","foo://Ü/","foo://u@/","foo://:1/","foo://h:/","foo://?q","foo://#f","foo://u:p@h:1/a?b#c","foo:///a/../b","foo://h/a\\b","foo:a/../b?c\\d#e\\f","foo://[::1]x","foo:////x"]
L += ["mailto:a@b.c","mailto:","mailto:a","mailto:@b","mailto:a@b:99","mailto:a@B.C/x?y#z","mailto://a@b","mailto:a@b@c","mailto:a@","mailto:a@b:","mailto:a@b:x","mailto:a@[::1]","mailto:a@1.2.3","mailto:a@ü","mailto:a b@h","mailto:?subject=x","mailto:#f","mailto:/x","mailto:a@b,c@d","mailto:a@b;c","mailto:a@b c","mailto:a@b/../c","mailto:a%40b@c","mailto:u:p@h"]
L += ["file:///a/../b","file:///c:/a/../../b","file://h/a/../../b","file://h/%2e%2e/b","file://H/x","file://u@h/x","file://h:8/x","file://hh:8/x","file:///c|/x","file:////h/x/../../y","file://///h/x","file:\\\\h\\x","file://1.2.3/x","file://0x7f.1/x","file:///a:b","file:///a|b","file:///ab:c","file://h?q#f","file:///x?q#f","file://h/x?q#f","file://[::1]/x","file://h/x\\y","file:///%2f","file://","file:///","file:////","file://h","file:c|/x","file:c:x","file://c:x","file://ü/x","file://a b/x","file://a_b/","file:///c:","file:///c:/","file:///c:/x/%2e%2e/%2e%2e/y","file://localhost/x","file:/c:/x","file:/x","file:x"]
L += ["\\\\h\\x\\..\\..\\y","\\\\h","\\\\h?q#f","\\\\h:8/x","\\\\u@h/x","\\\\1.2.3/x","\\\\[::1]/x","\\\\ü/x","\\\\a b/x","\\\\H/X","\\\\h/x?y","\\\\h/x#y","\\\\h/%41%2f","\\\\","\\\\\\h","\\\\/h","\\\\h\\","\\/h/x","C:\\a\\..\\..\\b","C:/a?b#c","c:\\a b\\%41%2f","z|\\x","C:","C|","c:x","c:\\","1:\\x","ab:c","a b:c","a/b:c","a?b:c","a#b:c","%41:c","a:","ab:","a+.-9:x","\\x:y","http::/","/","//","///","/a b/\u00e9/%zz/%","/a\\b","//a/../b","/a/%2e%2e/b"]
L += ["HTTP://H/","hTtP://h/","ws://h/","wss://h:443/","net.tcp://h/","net.pipe://h/","net.pipe://h:1/","ftp://h/a?b#c","ftp://h?x","gopher://h/a?b","nntp://h/a?b","telnet://h/a?b","ldap://h/a?b","news:a?b#c","uuid:a?b","net.pipe://h/a?b","ws://h/a/../b","ldap://h/a/../b","gopher://h/a/../b","telnet://h/a\\b","ldap:///x","gopher:///x","news://h/x","uuid://h/x","vsmacros://h/x","ftp://u:p@h:21/a;type=i","ldap://u@h/","nntp://h:1/g","gopher://0x7f.1/","ldap://[::1]/","telnet://","news:","news:a\\b","uuid:","http:","https:","ftp:","gopher:","ldap:","nntp:x"," http://h/ ","\thttp://h/\t","\u0000http://h/","http://h/\u0000","\u000bhttp://h/","http://h/\u000b","\u00a0http://h/","http://h/\u00a0","\r\nhttp://h/\r\n","http://h/ \t","http:// h/"]
L += ["http://u@h/","http://u:p@h/","http://:p@h/","http://u:@h/","http://@h/","http://u@@h/","http://u@v@h/","http://u%40v@h/","http://ü@h/","http://u p@h/","http://u\\@h/","http://u\\p@h/x","http://u/p@h/","http://u?p@h/","http://u#p@h/","http://u[@h/","http://u:p:q@h/","http://u@h@/","http://h/@x","http://%zz@h/","http://u%@h/","http://%c3%a9@h/"]
L += ["http://ΣΑΣ/","http://Ā/","http://À/","http://İ/","http://Ω/","http://\u212a/","http://ﬀ/","http://ß/","http://Ⅻ/","http://a\u3002b/","http://a\uff0eb/","http://a\uff61b/","http://a\u3002/","http://\u3002a/","http://a\u00adb/","http://a\u200bb/","http://a\u0300/","http://\u0661/","http://a\u00a0b/","http://a\ufffdb/","http://a\U0001F600/","http://À.com/","http://ÀB/","http://BÀ/","http://bÀ/","http://Àb/","http://\u212a\u00c0/","http://\u212ab/","http://\u0130b/","http://B\u0130/","http://B\u03a3/","http://ΣΣ.B/","http://ßB/","http://\u2126B/","http://\u212b/","http://a\u0080b/","http://a\ue000b/","http://a\ufdd0/","http://a\uffff/","http://a\u200e/","http://\u200e/","http://a.\u200e/","http://a\u3002\u3002b/","http://a.\u3002/","http://a..","http://1.2.3.4\u3002/","http://0x7f\u30021/"]
L += ["fic:e://x\\y%2Fz", "foo:/c:/x", "foo:\\\\//x", "foo:\\\\h/x", "foo:c:/a%2Fb", "foo://c:/a%2Fb", "file:/c:/a%2Fb", "http://a.-b/", "http://a.b.-c/", "http://1.-b/", "http://a.-b/%41", "http://é.-b/", "net.tcp://_/", "net.tcp://a_b/", "file:/\\\\/h/x", "file:\\\\//h/x", "file:/\\\\h/x", "http://h/%2\U0001F600", "http://h/#%2\U0001F600"]
L += ["http://"+"a"*63+".com/","http://"+"a"*64+".com/","http://"+"a."*127+"com/","http://"+"a."*126+"a/","http://"+"a"*300+"/"]
for s in L:
    out(s)
rng = random.Random(37)
alphabet = list(":/?#@[]%.\\ 05aAfFxZ\t\u00a0\u00fc\u00dc\u0130") + [
    "//", "http", "https", "ftp", "file", "mailto", "foo", "%41", "%2e", "%2F", "0x", "::1",
    "xn--", "..", "c:", "127", "80"]
for _ in range(1000):
    out("".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))))
# 3,000 more drawn (seed 38) from longer pieces: schemes, escapes, IPv6
# literals, drive letters, IDN dots, bidi controls.
rng = random.Random(38)
alph = list(":/?#@[]%.\\ 0129aAfFxXZ_-~\t\u00a0\u00fc\u00dc\u0130\u200e\u3002\u212a") + ["//","\\\\","http://","https://","file://","file:///","mailto:","foo://","ftp://","ldap://","news:","%41","%2e","%2F","%5c","%c3%a9","%e2%80%8e","%ff","0x","::","::1","[","]","[::1]","[fe80::1%25x]","c:","c|","..","127","80","65536","@","u:p@","1.2.3"]
for _ in range(3000):
    out("".join(rng.choice(alph) for _ in range(rng.randint(0, 14))))
# 3,000 of the real URLs and the corpus's inputs, each changed (seed 7) in
# one to three places: a piece inserted, a few characters cut or one
# replaced (hosts with a bad label, file: with mixed slashes, a lone % before
# an emoji).
urls = []
for name in ("isaacs_files", "kasztp", "node_files"):
    for line in open(f"{data}/real-urls/{name}.txt", encoding="utf-8", errors="surrogateescape"):
        u = line.rstrip("\n").rstrip("\r")
        try:
            u.encode("utf-8")
        except UnicodeEncodeError:
            continue
        urls.append(u)
for n, line in enumerate(open(f"{data}/compare/whatwg-node.jsonl", encoding="utf-8")):
    if n > 0:
        urls.append(json.loads(line)["input"])
rng = random.Random(7)
pieces = list(":/?#@[]%.\\ \t\n\r\u00a0\u00e9\u200e\u3002\uff21\u0130\u212a\u0080") + ["%2e", "%2F", "%41", "%c3%a9", "%zz", "%", "//", "..", "[::1]", "0x7f.1", "xn--", "@", "c:", "\\\\", "%e2%80%8e", "\U0001F600", "_", "-", ":80", ":", ":65536"]
for _ in range(3000):
    m = rng.choice(urls)
    for _ in range(rng.randint(1, 3)):
        i = rng.randint(0, len(m))
        op = rng.random()
        if op < 0.6:
            m = m[:i] + rng.choice(pieces) + m[i:]
        elif op < 0.8:
            m = m[:i] + m[i + rng.randint(1, 4):]
        else:
            m = m[:i] + rng.choice(pieces) + m[i + 1:]
    out(m)
# 2,000 more (seed 39), with control characters, U+0080, U+FFFD, an emoji
# and the other built-in schemes among the pieces.
rng = random.Random(39)
alph = list(":/?#@[]%.\\ 0129aAfFxXZ_-~\t\n\r\u0001\u00a0\u00fc\u00dc\u0130\u200e\u3002\u212a\u0080\ufffd\U0001F600") + ["//","\\\\","http://","https://","file://","file:///","mailto:","foo://","ftp://","ldap://","news:","net.pipe://","ws://","uuid:","gopher://","%41","%2e","%2F","%5c","%c3%a9","%e2%80%8e","%ff","%c3","0x","::","::1","[","]","[::1]","[fe80::1%25x]","c:","c|","..","127","80","65536","@","u:p@","1.2.3","0x7f.1","xn--","\u00e9","-"]
for _ in range(2000):
    out("".join(rng.choice(alph) for _ in range(rng.randint(0, 12))))
PY
# Inputs that are not UTF-8, as hex (given to Mono as bytes, decoded by its
# UTF8Encoding as a .NET program reading them would): a byte alone or a cut
# or ill-formed sequence in each part (Mono cuts `ED A0` and `F4 90` as one),
# then 500 drawn (seed 37) from ASCII delimiters and bytes from 0x80 up; each
# row has "input_hex" in place of "input".
python3 - > "$tmp/hex.txt" <<'PY'
import random
fixed = [b"http://\xff/", b"http://a\xe2\x82/", b"\xe2\x82://a/", b"http://u\xf0:p@h/?q\xf0#\x9f",
         b"http://h/\xed\xa0\x80", b"http://h/\xf4\x90\x80\x80", b"http://h/\xc0\xaf", b"/\xff",
         b"/\xed\xa0\x80x", b"http://\xc3\xa9\xff/", b"file:///\xe0\x80", b"http://h/\xf0\x9f\x98",
         b"mailto:\xe9@\xe9", b"foo:\xe9?\xe9#\xe9", b"\\\\\xe9\\x", b"http://h:\xe9/"]
for b in fixed:
    print(b.hex())
rng = random.Random(37)
alphabet = list(b":/?#@[]%.\\ 0aAz\t") + list(range(0x80, 0x100)) * 2 + [b"http://", b"/", b"%41"]
n = 0
while n < 500:
    b = b"".join(x if isinstance(x, bytes) else bytes([x]) for x in (rng.choice(alphabet) for _ in range(rng.randint(1, 20))))
    try:
        b.decode("utf-8")
    except UnicodeDecodeError:
        print(b.hex())
        n += 1
PY
mono "$tmp/compare_mono.exe" < "$tmp/hex.txt" | tail -n +2 | python3 -c '
import json, sys
hexes = open(sys.argv[1]).read().split()
for h, line in zip(hexes, sys.stdin):
    r = json.loads(line)
    del r["input"]
    r["input_hex"] = h
    print(json.dumps(r, ensure_ascii=False, sort_keys=True, separators=(",", ":")))
' "$tmp/hex.txt" >> "$data/compare/mono.jsonl"
