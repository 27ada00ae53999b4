"""Golden corpus cases for the split family of urllib.parse: urlsplit,
urlparse, urlunsplit, urlunparse, urljoin, urldefrag, unwrap.

cases() yields (function, args, kwargs) in the JSON form of pyjson.py:
first every call CPython's own test_urlparse.py makes to these functions
(recorded by running that test module with the functions wrapped), then
adversarial inputs of our own, built deterministically.
"""

import io
import itertools
import random
import sys
import unittest
import urllib.parse as up

import pyjson

FUNCTIONS = ["urlsplit", "urlparse", "urlunsplit", "urlunparse", "urljoin", "urldefrag", "unwrap"]


# ---------------------------------------------------------------- recording

def _jsonable(v):
    """The JSON form of an argument, or raise ValueError if it has none."""
    if v is None or isinstance(v, (bool, int)):
        if isinstance(v, int) and not isinstance(v, bool) and not -2**63 <= v < 2**63:
            raise ValueError("int out of range")
        return v
    if isinstance(v, str):
        v.encode("utf-8")  # lone surrogates have no JSON form we can replay
        return v
    if type(v) is bytes:
        return {"bytes": v.hex()}
    if isinstance(v, tuple):  # named tuples too: urlunsplit(urlsplit(x))
        return [_jsonable(x) for x in v]
    raise ValueError(f"no JSON form for {type(v).__name__}")


def recorded_test_calls():
    """Every call of our functions that test_urlparse makes, in order."""
    calls = []
    originals = {name: getattr(up, name) for name in FUNCTIONS}

    def wrap(name, fn):
        def wrapper(*args, **kwargs):
            try:
                calls.append((name, [_jsonable(a) for a in args],
                              {k: _jsonable(v) for k, v in kwargs.items()}))
            except (ValueError, UnicodeError):
                pass
            return fn(*args, **kwargs)
        if hasattr(fn, "cache_clear"):
            wrapper.cache_clear = fn.cache_clear
        return wrapper

    for name, fn in originals.items():
        setattr(up, name, wrap(name, fn))
    try:
        from test import test_urlparse
        suite = unittest.defaultTestLoader.loadTestsFromModule(test_urlparse)
        unittest.TextTestRunner(stream=io.StringIO(), verbosity=0).run(suite)
    finally:
        for name, fn in originals.items():
            setattr(up, name, fn)
    return calls


# ---------------------------------------------------------------- building blocks

CONTROLS = ["", " ", "\x00", "\t", "\n", "\r", "\x1f", "\x0b \x0c", "\x00\x01 \x1f", "\x7f", "\xa0", "\u3000"]

SCHEMES = ["http", "HTTP", "https", "HtTpS", "ftp", "file", "mailto", "news", "sip", "tel", "svn+ssh",
           "git+ssh", "ws", "wss", "rtsp", "hdl", "telnet", "snews", "nfs", "rsync", "imap", "gopher",
           "a", "z9", "a+b-c.d", "1http", "+a", "-a", ".a", "h_t", "h t", "h\tt", "h\nt", "\u0127ttp",
           "ht%74p", "path", "localhost", "x", "javascript", "data", "urn", "HTTP\t", "sftp", "svn",
           "shttp", "mms", "prospero", "rtsps", "rtspu", "wais", "nntp", "sips", "Ftp"]

USERINFOS = ["", "u@", "User@", "u:p@", "U:P@", ":@", "@", "u:@", ":p@", "u:p:q@", "a@b@", "u%40x:p%3A@",
             "us er@", "\u00fcser@", "[u]@", "u:[p]@", "u;x@"]

HOSTS = ["h", "H", "example.COM", "www.Python.org", "127.0.0.1", "1.2.3.256", "localhost", "",
         "xn--nxasmq6b", "ex ample", "h%41", "\u00e9xample.com", "\u0130stanbul", "\u03a3\u03a3",
         "\u0391\u03a3.b", "\u212a", "\u00dfx", "h_", "h*", "[::1]", "[::1%eth0]", "[FE80::1%25ETH0]",
         "[fe80::1%]", "[fe80::1%a%b]", "[::ffff:1.2.3.4]", "[::FFFF:1.2.3.4]", "[1.2.3.4]",
         "[v1.x]", "[V1.x]", "[v1.]", "[v.x]", "[vg.x]", "[v1a.a:b!]", "[vF.\u00e9]", "[v1.x y]",
         "[]", "[:]", "[::]", "[1:2:3:4:5:6:7:8]", "[1:2:3:4:5:6:7:8:9]", "[1::2::3]",
         "[12345::]", "[::g]", "[0:0:0:0:0:0:0:0]", "[a:b]", "[::1]x", "x[::1]", "[::1", "::1]",
         "[[::1]]", "][", "[::1][::2]", "[ ::1]", "[::1 ]", "[\u0661::1]", "[fe80::a%\u00e9]",
         "[FE80::A]", "[v1.x]]", "[::1]]", "[::1%25]", "[::1.2.3.4]", "[::1.2.3]", "[::01.2.3.4]",
         "[1:2:3:4:5:6:1.2.3.4]", "[1:2:3:4:5:6:7:1.2.3.4]"]

NFKC_CHARS = ["\u2100", "\u2101", "\u2105", "\u2106", "\uff03", "\uff0f", "\uff1a", "\uff1f", "\uff20",
              "\ufe55", "\ufe56", "\ufe5f", "\ufe6b", "\u2047", "\u2048", "\u2049", "\ufe13", "\ufe16",
              "\u00bd", "\u2044", "\uff0e", "\u24d0", "\u2460", "\ufb01", "\u0301", "\u00e9", "\u00aa",
              "\u2474", "\u33c2", "\u2002", "\u00a0", "\ua789"]

PORTS = ["", ":", ":80", ":0", ":00080", ":65535", ":65536", ":99999", ":999999999999999999999999",
         ":-1", ":+1", ": 1", ":1 ", ":1_0", ":\u0663", ":\uff18\uff10", ":0x10", ":8a", ":a", ":'",
         ":\"", ":'\"", ":\\", ":\x7f", ":\u00e9", ":\U0001f600", ":\u0378", ":80:90", ":%38", "::80",
         ":1.5", ":\x0b", ":\u2028", ":65535:"]

PATHS = ["", "/", "/p", "/a/b/c", "p", "a/b", "//p", "///p", "/a;x", "/a;x/b;y", ";x", "a;b;c", "/a/;x",
         "/%7Euser", "/a b", "/\u00e9", "/:@!$&'()*+,;=", "/a:b", "/.", "/..", "/a/./b/../c", "\\a",
         "/a\tb", "/a\nb", "/a\rb", "/p ", "/p\x00"]

QUERIES = ["", "?", "?q", "?a=1&b=2", "?a?b", "?a#", "?/x", "?;x", "?\u00e9", "?a b"]
FRAGMENTS = ["", "#", "#f", "#a#b", "#?x", "#/x", "#\u00e9"]


def all_text(rng):
    """URLs for urlsplit/urlparse: systematic pieces, then random mixes."""
    urls = []
    for s in SCHEMES:
        for rest in ["//h/p?q#f", "//u:p@H:80/a;b?c#d", "p", "/p", "", "//", ":x", "1234", "//[::1]:8/",
                     "a@b.c", "//h:8080", "x:y", "//h?x#y", "/a;b", "//host/path;params?query#fragment"]:
            urls.append(f"{s}:{rest}")
    for u, h, p in itertools.product(USERINFOS, HOSTS, PORTS[:8]):
        if rng.random() < 0.5:
            urls.append(f"http://{u}{h}{p}/")
    for h, p in itertools.product(HOSTS, PORTS):
        urls.append(f"//{h}{p}")
    for u, p in itertools.product(USERINFOS, PORTS):
        urls.append(f"https://{u}h{p}/x")
    for c in NFKC_CHARS:
        for tmpl in ["http://{}/", "http://a{}b/", "http://u{}@h/", "http://h:{}/", "http://[{}]/",
                     "http://h{}:80/", "//{}", "http://\u00e9{}@x/", "http://a{}:@/"]:
            urls.append(tmpl.format(c))
    for path, q, f in itertools.product(PATHS, QUERIES, FRAGMENTS):
        urls.append(f"http://h{path}{q}{f}")
        if rng.random() < 0.3:
            urls.append(f"{path}{q}{f}")
            urls.append(f"sip:{path}{q}{f}")
    for c in CONTROLS:
        for u in ["http://h/", " http://h/ ", "//h", "h t\ttp://h/", "http\t://h/", "ht\ntp://h/", "\x00x:y",
                  "http://h\t/", "http://[::\n1]/", "http://[\r::1]/", "ht\rtp:/\n/h/\tp", "#f", "?q"]:
            urls.append(c + u)
            urls.append(u + c)
            urls.append(u.replace("/", "/" + c, 1))
    # Random mixes of every piece.
    for _ in range(3000):
        url = (rng.choice(CONTROLS) + rng.choice(SCHEMES + [""] * 10) + rng.choice([":", ":", "", "::"]) +
               rng.choice(["//", "//", "/", "", "///"]) + rng.choice(USERINFOS) + rng.choice(HOSTS) +
               rng.choice(PORTS) + rng.choice(PATHS) + rng.choice(QUERIES) + rng.choice(FRAGMENTS))
        if rng.random() < 0.2:
            i = rng.randrange(len(url) + 1)
            url = url[:i] + rng.choice(CONTROLS + NFKC_CHARS + ["[", "]", "@", ":", "#", "?", "/", "%"]) + url[i:]
        urls.append(url)
    return urls


def ipv6_candidates(rng):
    """Bracketed-host candidates around the edges of what ipaddress accepts."""
    pieces = ["", "0", "1", "ffff", "FFFF", "12345", "g", "1.2.3.4", "01.2.3.4", "256.1.1.1", "1.2.3", " ", "::"]
    out = set()
    for n in range(1, 11):
        for _ in range(120):
            parts = [rng.choice(pieces) for _ in range(n)]
            text = ":".join(parts)
            if rng.random() < 0.2:
                text += "%" + rng.choice(["", "eth0", "ETH0", "1", "%", "a%b", "\u00e9", "x]y"])
            out.add(text)
    for k in range(0, 10):
        out.add(":".join(["1"] * k))
        out.add("::" + ":".join(["1"] * k))
        out.add(":".join(["1"] * k) + "::")
        out.add(":".join(["1"] * k) + "::1")
        out.add(":".join(["1"] * k) + ":1.2.3.4")
        out.add("::" + ":".join(["1"] * k) + ":1.2.3.4")
    return sorted(out)


def bases():
    return ["http://a/b/c/d;p?q", "http://a/b/c/d;p?q#f", "http://a", "http://a/", "http://a/b", "http://a/b/",
            "http://a/b/c/", "http://a/b//c/d", "http://a/b/c/d/../", "https://u:p@H:8/x/y?z", "ftp://a/b",
            "file:///a/b/c", "file:/a/b", "mailto:a@b", "news:comp.lang", "svn+ssh://h/a/b", "git://h/a/b",
            "ws://h/a/b", "telnet://h/a/b", "sip:u@h;x=y", "tel:+1;x", "hdl:1/b;c", "rsync://h/a/b",
            "nfs://h/a/b", "a/b/c", "/a/b/c", "//h/a/b", "", "b", "http:", "http:a/b", "http:/a/b", "HTTP://A/B/C",
            "http://a/b/c?q", "http://a/b/c#f", "http://a/;p", "http://a/b;p/c;q", "s://a/b/c",
            "http://a/b/c/d;p?q".encode(), "http://[::1]/a/b", "http://a/.././b", "http://a/b/./c/.",
            "mms://a/b/c", "rtsp://a/b/c", "gopher://a/b/c", "wais://a/b", "imap://a/b/c", "prospero://a/b/c",
            "shttp://a/b/c", "nntp://a/b/c", "sftp://a/b/c", "rtspu://a/b", "rtsps://a/b", "wss://a/b"]


def refs():
    return ["g:h", "g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "g#s", "g?y#s", ";x", "g;x", "g;x?y#s",
            "", ".", "./", "..", "../", "../g", "../..", "../../", "../../g", "../../../g", "../../../../g",
            "/./g", "/../g", "g.", ".g", "g..", "..g", "./../g", "./g/.", "g/./h", "g/../h", "g;x=1/./y",
            "g;x=1/../y", "g?y/./x", "g?y/../x", "g#s/./x", "g#s/../x", "http:g", "http:", "http:/g",
            "http://b/g", "HTTP:g", "https:g", "ftp:g", "mailto:x", "//", "///", "a//b", "a///b/../c",
            "/a//b/../c", "..//g", "g//", "./..", "././g", "../.", "g/..", "g/.", "/.", "/..", "?", "#",
            "?#", ";", ";x?y", "\tg", " g", "g ", "../\x00", "//[::1]/x", "//[x/", "http://[::1",
            "\u00e9/\u00e9", "//\u2100/", "s:g", "file:g", "file:///g", "sip:g", "svn+ssh:g", "g:h/../i",
            "../g?y#s", "#", "a/b/c/../../../..", "/a/b/../../../c", "%2e%2e/g", ".../g", "..;x/g"]


def text_args():
    """A few non-text values for the odd-argument paths."""
    return [None, 0, 1, True, False, [], [""], {"dict": []}, {"dict": [["a", 1]]}, {"bytes": ""}, {"bytes": "78"},
            "", "x", -1]


def j(v):
    return {"bytes": v.hex()} if isinstance(v, bytes) else v


# ---------------------------------------------------------------- the cases

def cases():
    rng = random.Random(3986)
    for c in recorded_test_calls():
        yield c

    urls = list(dict.fromkeys(all_text(rng)))
    for i, url in enumerate(urls):
        yield "urlsplit", [url], {}
        if i % 2 == 0:
            yield "urlparse", [url], {}
        if i % 6 == 0:
            yield "urlsplit", [url, "Dflt"], {"allow_fragments": False}
            yield "urldefrag", [url], {}
        if i % 6 == 1:
            yield "urlparse", [url], {"scheme": " \tsip\n ", "allow_fragments": 0}
            yield "unwrap", [f"<URL:{url}>"], {}
        if i % 8 == 2:
            try:
                b = url.encode("ascii")
            except UnicodeEncodeError:
                b = url.encode("utf-8")
            yield "urlsplit", [j(b)], {}
            yield "urlparse", [j(b), j(b"x")], {}
            yield "urldefrag", [j(b)], {}
    for h in ipv6_candidates(rng):
        yield "urlsplit", [f"http://[{h}]:80/"], {}
        yield "urlsplit", [f"//[v1.{h}]"], {}

    # urljoin: every base against every reference, with variants.
    rs = refs()
    for base in bases():
        for ref in rs:
            if isinstance(base, bytes):
                yield "urljoin", [j(base), j(ref.encode("utf-8"))], {}
            else:
                yield "urljoin", [base, ref], {}
                if rng.random() < 0.15:
                    yield "urljoin", [base, ref, False], {}
    for _ in range(4000):
        base = rng.choice(bases())
        if isinstance(base, bytes):
            base = base.decode()
        ref = "/".join(rng.choice(["..", ".", "", "g", "h;x", "k?q", "#f", "a%2F", "\u00e9", " "])
                       for _ in range(rng.randrange(1, 7)))
        if rng.random() < 0.2:
            ref = rng.choice(["/", "//h/", "http:", "ftp:", "?x", "#y"]) + ref
        yield "urljoin", [base, ref], {}

    # urljoin on pieces glued at random (its own generator, so the cases
    # above stay as they were): tab, CR and LF in each component of base
    # and reference, upper-case schemes, brackets, controls and non-ASCII
    # in the netloc, fragment-only and empty references that take the
    # base's query, and allow_fragments both ways. These reach the paths
    # where urljoin reads its inputs without Python's clean-up and where it
    # must fall back to it.
    arng = random.Random(1808)
    atoms = ["http:", "HTTP:", "https:", "ftp:", "mailto:", "x:", "//", "//h", "//u@h:80",
             "//[::1]", "//[v1.x]", "//[::1", "/", ".", "..", "a", "b;p", ";q", "?", "?q=1",
             "#", "#f", "\t", "\n", "\r", " ", "\x00", "%2e", "\u00e9", "\u2100", "/./",
             "/../", "//", "c/", "d"]
    for _ in range(3000):
        base = "".join(arng.choice(atoms) for _ in range(arng.randrange(0, 7)))
        ref = "".join(arng.choice(atoms) for _ in range(arng.randrange(0, 7)))
        if arng.random() < 0.8:
            yield "urljoin", [base, ref], {}
        else:
            yield "urljoin", [base, ref, False], {}

    # urlunsplit / urlunparse: components of every kind.
    comps_s = ["", "http", "HTTP", "mailto", "file", "sip", "x", "svn+ssh"]
    comps_n = ["", "h", "u@h:80", "[::1]"]
    comps_p = ["", "/", "p", "/p", "//p", "///p", "a/b", "p;x"]
    comps_q = ["", "q", "?", "a=1"]
    comps_f = ["", "f", "#"]
    for s, n, p, q, f in itertools.product(comps_s, comps_n, comps_p, comps_q, comps_f):
        yield "urlunsplit", [[s, n, p, q, f]], {}
        if rng.random() < 0.5:
            yield "urlunparse", [[s, n, p, rng.choice(["", "x", ";"]), q, f]], {}
        if rng.random() < 0.1:
            yield "urlunsplit", [[j(x.encode()) for x in (s, n, p, q, f)]], {}
            yield "urlunparse", [[j(x.encode()) for x in (s, n, p, "x", q, f)]], {}
    odd = [None, 0, False, [], {"bytes": ""}, {"dict": []}, "", True]
    for s in ["", "http", "mailto", {"bytes": "68"}, None]:
        for n, p, q, f in itertools.product(["", None, "h"], odd, ["", None, "q"], ["", 0, "f"]):
            yield "urlunsplit", [[s, n, p, q, f]], {}
            yield "urlunparse", [[s, n, p, rng.choice(["", None, "x"]), q, f]], {}
    for comps in [None, 5, True, [], ["a"], ["a", "b", "c", "d"], ["a", "b", "c", "d", "e", "f"],
                  ["a", "b", "c", "d", "e", "f", "g"], "abcde", "abcdef", {"bytes": "0000000000"},
                  {"bytes": "6162636465"}, {"dict": [["a", 1], ["b", 2], ["c", 3], ["d", 4], ["e", 5]]},
                  [{"bytes": "68"}, "x", "", "", ""], [{"bytes": "68"}, "", "", "", ""], [None, "", "", "", ""],
                  [{"bytes": "ff"}, "", "", "", ""], [{"bytes": "68"}, 1, "", "", ""], [1, 2, 3, 4, 5]]:
        yield "urlunsplit", [comps], {}
        yield "urlunparse", [comps], {}

    # Every scheme of the three lists, and near misses, where each list matters.
    listed = sorted(set(up.uses_relative + up.uses_netloc + up.uses_params + up.non_hierarchical +
                        up.uses_query + up.uses_fragment))
    near = [x.upper() for x in listed if x] + [x + "x" for x in listed if x] + ["Http", "svn+SSH", "sip2"]
    for sch in listed + near:
        for rest in ["//h/a;p/b;q?x#y", "a;p", "/a;p/b", "//h", "", "//h/a/b;c"]:
            yield "urlparse", [f"{sch}:{rest}"], {}
        for base_rest, ref in [("//h/a/b", "../c;p"), ("//h/a/b", "c"), ("a/b", "c"), ("//h/a", "//g/x"),
                               ("//h/a;p?q", ""), ("//h/a;p?q", "#f"), ("//h/a;p?q", "?y"), ("/a/b", ";x")]:
            yield "urljoin", [f"{sch}:{base_rest}", ref], {}
            yield "urljoin", [f"{sch}:{base_rest}", f"{sch}:{ref}"], {}
        for path in ["", "p", "/p", "//p"]:
            yield "urlunsplit", [[sch, "", path, "", ""]], {}
            yield "urlunparse", [[sch, "", path, "x", "", ""]], {}
        yield "urlsplit", ["//h/p", sch], {}
        yield "urlparse", ["p;x", sch], {}

    # Bytes forms with a non-ASCII byte in each position.
    for bad in [b"\x80", b"\xff", b"\xc3\xa9"]:
        for u in [b"http://h/" + bad, bad + b"http://h/", b"http://h" + bad + b"/", b"//" + bad]:
            yield "urlsplit", [j(u)], {}
            yield "urlparse", [j(u)], {}
            yield "urlsplit", [j(b"http://h/"), j(u)], {}
            yield "urljoin", [j(u), j(b"g")], {}
            yield "urljoin", [j(b"http://a/b"), j(u)], {}
            yield "urljoin", [j(b""), j(u)], {}
            yield "urljoin", [j(u), j(b"")], {}
            yield "urldefrag", [j(u + b"#f")], {}
            yield "urldefrag", [j(u)], {}
            yield "urlunsplit", [[j(b"http"), j(b"h"), j(u), j(b""), j(bad)]], {}
            yield "urlunparse", [[j(b"http"), j(b"h"), j(b"/p"), j(bad), j(b""), j(b"")]], {}
            yield "unwrap", [j(u)], {}

    # Odd arguments, argument counts and keywords for every function.
    for v in text_args():
        yield "urlsplit", [v], {}
        yield "urlparse", [v], {}
        yield "urlsplit", ["http://h/", v], {}
        yield "urlparse", ["http://h/", v], {}
        yield "urlsplit", [{"bytes": "2f2f68"}, v], {}
        yield "urlparse", [{"bytes": "2f2f68"}, v], {}
        yield "urlsplit", ["http://h/#f", "", v], {}
        yield "urlparse", ["http://h/#f"], {"allow_fragments": v}
        yield "urljoin", [v, "g"], {}
        yield "urljoin", ["http://a/b", v], {}
        yield "urljoin", [v, v], {}
        yield "urljoin", [{"bytes": "687474703a2f2f612f62"}, v], {}
        yield "urljoin", ["http://a/b#f", "#g", v], {}
        yield "urldefrag", [v], {}
        yield "unwrap", [v], {}
    for fn in FUNCTIONS:
        yield fn, [], {}
        yield fn, ["a", "b", "c", "d"], {}
        yield fn, ["a"], {"nope": 1}
        yield fn, ["a"], {"url": "b"}
        yield fn, [], {"url": "http://h/"}
        yield fn, [], {"base": "http://a/", "url": "b"}
        yield fn, ["a", "b"], {}
        yield fn, [], {"components": ["a", "b", "c", "d", "e"]}
        yield fn, [["a", "b", "c", "d", "e", "f"]], {"components": 1}
    yield "urlsplit", [{"dict": []}, 1, 2, 3], {}
    yield "urlsplit", ["x"], {"scheme": {"dict": []}}
    yield "urlparse", ["x", "", 1, 2], {}
    yield "urljoin", ["a"], {}
    yield "urljoin", [], {"url": "b"}
    yield "urljoin", ["a", "b"], {"allow_fragments": False, "base": "c"}
    for u in ["  <URL:http://h/>  ", "<URL: x >", "<>", "<", ">", "URL:", "url:x", "<url:x>", "\x1c<\x1dURL:\x1e x\x1f>",
              "\u3000<\u2028URL:\u0085x\xa0>", "<<URL:x>>", "URL:URL:x", "\x00x\x00", "<URL:x", "URL:x>"]:
        yield "unwrap", [u], {}
        yield "unwrap", [j(u.encode("utf-8"))], {}
        yield "unwrap", [[u, 1, None, True, j(b"a'\"")]], {}
        yield "unwrap", [{"dict": [[u, [1]]]}], {}
