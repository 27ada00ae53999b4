#!/usr/bin/env python3
"""Writes the benchmark corpora: benches/data/mixed.txt and benches/data/web.txt.

    python3 scripts/gen_corpus.py [--out DIR] [--count N]

mixed.txt holds about 100,000 URI references, one per line, drawn to cover
everything RFC 3986 allows: web URLs with queries, fragments, userinfo and
ports; IPv4, all nine IPv6address forms (with and without an embedded IPv4
tail), IPvFuture; percent-encoding; mailto, urn, file, data, tel and other
schemes; and every relative form (network-path, absolute-path, relative-path
including `./a:b` and `../`, query-only, fragment-only, empty). web.txt is its
subset of absolute http and https URLs, in the same order.

The output depends only on the seed, so the corpora are the same on every
machine and any run can be reproduced. Every line is checked here against a
regular expression built from RFC 3986 Appendix A (the grammar is regular, and
Python's backtracking `re` explores every alternative as ABNF does), so a line
that is not a URI-reference stops the script. The benchmarks check again, with
urigram and fluent-uri, when they load the files.

Standard library only.
"""

import argparse
import os
import random
import re
import sys

SEED = 3986

# --- RFC 3986 Appendix A as regular expressions (the independent check) -----

_PCT = r"%[0-9A-Fa-f]{2}"
_UNRESERVED = r"A-Za-z0-9\-._~"
_SUB_DELIMS = r"!$&'()*+,;="
_PCHAR = rf"(?:[{_UNRESERVED}{_SUB_DELIMS}:@]|{_PCT})"
_SEGMENT = rf"{_PCHAR}*"
_SEGMENT_NZ = rf"{_PCHAR}+"
_SEGMENT_NZ_NC = rf"(?:[{_UNRESERVED}{_SUB_DELIMS}@]|{_PCT})+"
_QUERY = rf"(?:{_PCHAR}|[/?])*"
_SCHEME = r"[A-Za-z][A-Za-z0-9+\-.]*"
_USERINFO = rf"(?:[{_UNRESERVED}{_SUB_DELIMS}:]|{_PCT})*"
_DEC_OCTET = r"(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])"
_IPV4 = rf"{_DEC_OCTET}\.{_DEC_OCTET}\.{_DEC_OCTET}\.{_DEC_OCTET}"
_H16 = r"[0-9A-Fa-f]{1,4}"
_LS32 = rf"(?:{_H16}:{_H16}|{_IPV4})"
# The nine alternatives of IPv6address, written out as the ABNF has them.
_IPV6 = "(?:" + "|".join([
    rf"(?:{_H16}:){{6}}{_LS32}",
    rf"::(?:{_H16}:){{5}}{_LS32}",
    rf"(?:{_H16})?::(?:{_H16}:){{4}}{_LS32}",
    rf"(?:(?:{_H16}:){{0,1}}{_H16})?::(?:{_H16}:){{3}}{_LS32}",
    rf"(?:(?:{_H16}:){{0,2}}{_H16})?::(?:{_H16}:){{2}}{_LS32}",
    rf"(?:(?:{_H16}:){{0,3}}{_H16})?::{_H16}:{_LS32}",
    rf"(?:(?:{_H16}:){{0,4}}{_H16})?::{_LS32}",
    rf"(?:(?:{_H16}:){{0,5}}{_H16})?::{_H16}",
    rf"(?:(?:{_H16}:){{0,6}}{_H16})?::",
]) + ")"
_IPVFUTURE = rf"[vV][0-9A-Fa-f]+\.[{_UNRESERVED}{_SUB_DELIMS}:]+"
_IP_LITERAL = rf"\[(?:{_IPV6}|{_IPVFUTURE})\]"
_REG_NAME = rf"(?:[{_UNRESERVED}{_SUB_DELIMS}]|{_PCT})*"
_HOST = rf"(?:{_IP_LITERAL}|{_IPV4}|{_REG_NAME})"
_AUTHORITY = rf"(?:{_USERINFO}@)?{_HOST}(?::[0-9]*)?"
_PATH_ABEMPTY = rf"(?:/{_SEGMENT})*"
_PATH_ABSOLUTE = rf"/(?:{_SEGMENT_NZ}(?:/{_SEGMENT})*)?"
_PATH_NOSCHEME = rf"{_SEGMENT_NZ_NC}(?:/{_SEGMENT})*"
_PATH_ROOTLESS = rf"{_SEGMENT_NZ}(?:/{_SEGMENT})*"
_TAIL = rf"(?:\?{_QUERY})?(?:#{_QUERY})?"
_URI = (rf"{_SCHEME}:(?://{_AUTHORITY}{_PATH_ABEMPTY}|{_PATH_ABSOLUTE}"
        rf"|{_PATH_ROOTLESS}|){_TAIL}")
_RELATIVE_REF = (rf"(?://{_AUTHORITY}{_PATH_ABEMPTY}|{_PATH_ABSOLUTE}"
                 rf"|{_PATH_NOSCHEME}|){_TAIL}")
URI_REFERENCE = re.compile(rf"(?:{_URI}|{_RELATIVE_REF})")
IPV6 = re.compile(_IPV6)

# --- building blocks ---------------------------------------------------------

WORDS = ("index about search api v1 v2 users items products blog news static "
         "assets images css js docs wiki article page category tag archive "
         "download files data report account login logout settings profile "
         "cart checkout order help faq contact terms privacy en de fr ja "
         "2019 2020 2021 2022 2023 2024 latest release src lib main").split()
TLDS = "com org net io de uk fr jp dev info example test".split()
EXTS = ".html .htm .php .json .xml .png .jpg .css .js .pdf .txt .tar.gz".split()
SUB_DELIMS = "!$&'()*+,;="
UNRESERVED_MARKS = "-._~"
TEXT = ("héllo wörld", "naïve café", "東京", "Привет мир", "a b&c=d", "100% sure",
        "x/y?z#w", "ünïcødé ✓", "tab\there", "quote\"s <tag>")


class Gen:
    """One seeded random source and the pieces URIs are built from."""

    def __init__(self, seed):
        self.r = random.Random(seed)

    def pick(self, seq):
        return self.r.choice(seq)

    def chance(self, p):
        return self.r.random() < p

    def hexcase(self, s):
        """Upper or lower case hex digits: both are HEXDIG."""
        return s.upper() if self.chance(0.7) else s.lower()

    def pct(self, text):
        """Percent-encodes the UTF-8 bytes of `text` that are not unreserved."""
        out = []
        for b in text.encode("utf-8"):
            c = chr(b)
            if c.isascii() and (c.isalnum() or c in UNRESERVED_MARKS):
                out.append(c)
            else:
                out.append(self.hexcase(f"%{b:02x}"))
        return "".join(out)

    def word(self):
        w = self.pick(WORDS)
        roll = self.r.random()
        if roll < 0.08:
            return w + self.pick(SUB_DELIMS) + self.pick(WORDS)
        if roll < 0.16:
            return self.pct(self.pick(TEXT))
        if roll < 0.22:
            return w + self.pick(UNRESERVED_MARKS) + str(self.r.randrange(1000))
        if roll < 0.25:
            return w.upper()
        return w

    def segments(self, n):
        return [self.word() for _ in range(n)]

    def path_abempty(self, max_segments=6):
        n = self.r.randrange(0, max_segments + 1)
        segs = self.segments(n)
        if segs and self.chance(0.3):
            segs[-1] += self.pick(EXTS)
        if segs and self.chance(0.05):
            segs.insert(self.r.randrange(len(segs)), "")  # an empty segment: `a//b`
        path = "".join("/" + s for s in segs)
        if self.chance(0.15):
            path += "/"
        return path

    def query(self):
        pairs = []
        for _ in range(self.r.randrange(1, 6)):
            k = self.pick(WORDS)
            roll = self.r.random()
            if roll < 0.5:
                v = str(self.r.randrange(100000))
            elif roll < 0.7:
                v = self.pct(self.pick(TEXT))
            elif roll < 0.8:
                v = self.pick(WORDS) + "/" + self.pick(WORDS) + "?" + self.pick(WORDS)
            elif roll < 0.9:
                v = ""
            else:
                v = "".join(self.pick("abcdefghijklmnopqrstuvwxyz0123456789")
                            for _ in range(self.r.randrange(8, 40)))
            pairs.append(f"{k}={v}")
        sep = ";" if self.chance(0.05) else "&"
        return sep.join(pairs)

    def fragment(self):
        roll = self.r.random()
        if roll < 0.6:
            return self.pick(WORDS) + ("-" + self.pick(WORDS) if self.chance(0.5) else "")
        if roll < 0.75:
            return "!/" + "/".join(self.segments(2))  # hash-bang routes
        if roll < 0.9:
            return ""
        return self.pct(self.pick(TEXT)) + "?x=1/y"

    def domain(self):
        labels = [self.pick(WORDS) for _ in range(self.r.randrange(1, 3))]
        if self.chance(0.3):
            labels.insert(0, "www")
        name = ".".join(labels) + "." + self.pick(TLDS)
        if self.chance(0.05):
            name = name.upper()
        return name

    def ipv4(self):
        return ".".join(str(self.pick((0, 1, 10, 127, 192, 168, 255, self.r.randrange(256))))
                        for _ in range(4))

    def h16(self):
        return self.hexcase(f"{self.r.randrange(0x10000):x}"[: self.r.randrange(1, 5)])

    def ipv6(self, form=None):
        """One of the nine IPv6address forms of section 3.2.2, by number 1-9.

        Form 1 has no `::`; form k > 1 has exactly 9 - k groups (in 16-bit
        units) after the `::` and at most k - 2 before it. The last two units
        are written as an IPv4 address when they are an ls32.
        """
        if form is None:
            form = self.r.randrange(1, 10)
        right_units = 8 if form == 1 else 9 - form
        with_ipv4 = right_units >= 2 and self.chance(0.3)
        def groups(units):
            if with_ipv4 and units >= 2:
                return [self.h16() for _ in range(units - 2)] + [self.ipv4()]
            return [self.h16() for _ in range(units)]
        if form == 1:
            text = ":".join(groups(8))
        else:
            left = [self.h16() for _ in range(self.r.randrange(0, form - 1))]
            text = ":".join(left) + "::" + ":".join(groups(right_units))
        assert IPV6.fullmatch(text), (form, text)
        return text

    def ipvfuture(self):
        version = self.hexcase(f"{self.r.randrange(1, 0x1000):x}")
        v = "v" if self.chance(0.8) else "V"
        body = self.pick(("x", "abc:def", "host.name", "1:2:3", "a!$&'()*+,;=b", "~-_.:z"))
        return f"[{v}{version}.{body}]"

    def host(self, exotic=True):
        """A host; `exotic` allows IPvFuture and the reg-names that most web
        software rejects although RFC 3986 allows them (percent-encoded,
        sub-delims, empty, IPv4 look-alikes)."""
        roll = self.r.random()
        if roll < 0.80 or (not exotic and roll >= 0.97):
            return self.domain()
        if roll < 0.88:
            return self.ipv4()
        if roll < 0.97:
            return f"[{self.ipv6()}]"
        if roll < 0.98:
            return self.ipvfuture()
        # A reg-name that needs percent-encoding or holds sub-delims.
        return self.pick((self.pct("bücher") + ".example", "a!b$c.test", "",
                          "1.2.3.256", "01.2.3.4", "127.0.0.1a", "host_name~x"))

    def userinfo(self):
        return self.pick(("user", "user:pass", "john.doe", "a%40b:c%3Ad", "", ":",
                          "user:", "x!$&'()*+,;=y", "anonymous:guest"))

    def port(self, exotic=True):
        """A port; `exotic` allows the empty port and numbers above 65535
        (`port = *DIGIT`)."""
        if exotic and self.chance(0.3):
            return self.pick(("", "99999", "000080", "123456789012345678901234567890"))
        return self.pick(("80", "443", "8080", "8443", "3000", "0", "65535",
                          str(self.r.randrange(1, 65536))))

    def authority(self, userinfo=0.05, port=0.15, exotic=True):
        a = self.host(exotic)
        if self.chance(userinfo):
            a = self.userinfo() + "@" + a
        if self.chance(port):
            a += ":" + self.port(exotic)
        return a

    def tail(self, q=0.4, f=0.15):
        s = ""
        if self.chance(q):
            s += "?" + self.query()
        if self.chance(f):
            s += "#" + self.fragment()
        return s

    # --- whole references ---------------------------------------------------

    def web(self):
        scheme = self.pick(("http", "https", "https", "https"))
        if self.chance(0.02):
            scheme = scheme.upper()
        return f"{scheme}://{self.authority(exotic=False)}{self.path_abempty()}{self.tail()}"

    def other_absolute(self):
        kind = self.r.randrange(12)
        if kind == 0:
            local = self.pick(("john.doe", "info", "a+tag", "first.last"))
            s = f"mailto:{local}@{self.domain()}"
            if self.chance(0.4):
                s += "?subject=" + self.pct(self.pick(TEXT)) + "&body=" + self.pct(self.pick(TEXT))
            return s
        if kind == 1:
            nid = self.pick(("isbn:0451450523", "ietf:rfc:3986", "oasis:names:specification:docbook:dtd:xml:4.1.2",
                             "uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", "example:a123,z456"))
            return "urn:" + nid + self.pick(("", "", "?+r=1", "#frag"))
        if kind == 2:
            return self.pick(("file:///etc/hosts", "file:///C:/Windows/win.ini",
                              "file://server/share/" + self.word(), "file:/tmp/" + self.word(),
                              "file:///home/user/" + "/".join(self.segments(3))))
        if kind == 3:
            if self.chance(0.5):
                return "data:text/plain;charset=utf-8," + self.pct(self.pick(TEXT))
            payload = "".join(self.pick("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
                              for _ in range(self.r.randrange(16, 200)))
            return "data:image/png;base64," + payload + self.pick(("", "=", "=="))
        if kind == 4:
            return self.pick(("tel:+1-201-555-0123", "tel:7042;phone-context=example.com",
                              "tel:+49-30-1234567;ext=42", "tel:" + str(self.r.randrange(10**9))))
        if kind == 5:
            scheme = self.pick(("ftp", "ws", "wss", "ldap", "ssh", "git+ssh", "svn+ssh",
                                "coap", "redis", "postgresql", "s3", "x-custom.v2"))
            return f"{scheme}://{self.authority(userinfo=0.3, port=0.4)}{self.path_abempty(4)}{self.tail(0.2, 0.05)}"
        if kind == 6:
            return self.pick(("news:comp.infosystems.www.servers.unix", "urn:oasis:names",
                              "about:blank", "javascript:void(0)", "magnet:?xt=urn:btih:" + "c" * 40,
                              "sip:alice@atlanta.com;transport=tcp", "geo:37.786971,-122.399677"))
        if kind == 7:
            # Schemes with hier-part path-absolute, path-rootless and path-empty.
            return self.pick(("a:b", "foo:", "foo:/", "foo:/a/b", "x:y:z", "A+B-C.d:e",
                              "http:////a", "http:", "s:?q", "s:#f"))
        if kind == 8:
            return f"{self.pick(('http', 'https', 'ftp'))}://[{self.ipv6()}]{self.path_abempty(3)}{self.tail()}"
        if kind == 9:
            return f"foo://{self.ipvfuture()}{self.path_abempty(2)}"
        if kind == 10:
            return "ldap://[2001:db8::7]/c=GB?objectClass?one"
        return f"{self.pick(('https', 'http'))}://{self.authority(userinfo=1.0, port=0.6, exotic=False)}{self.path_abempty(3)}{self.tail()}"

    def relative(self):
        kind = self.r.randrange(12)
        if kind <= 1:  # network-path
            return f"//{self.authority()}{self.path_abempty()}{self.tail()}"
        if kind <= 4:  # absolute-path
            p = self.path_abempty()
            return (p if p.startswith("/") and not p.startswith("//") else "/" + self.word()) + self.tail()
        if kind <= 7:  # relative-path
            first = self.pick(("./a:b", "../", "../..", ".", "..", "./", self.word(), self.word(),
                               "a@b", "./" + self.word() + ":" + self.word()))
            rest = self.path_abempty(3)
            return first + (rest if not first.endswith("/") else rest.lstrip("/")) + self.tail()
        if kind == 8:
            return "?" + self.query() + (("#" + self.fragment()) if self.chance(0.2) else "")
        if kind == 9:
            return "#" + self.fragment()
        if kind == 10:
            return self.pick(("", "?", "#", "?#", "//", "/", "g;x=1/../y", "../../../g",
                              ";x", "g?y/./x", "g#s/../x", "//@", "//:", "//h:"))
        return "../" * self.r.randrange(1, 5) + "/".join(self.segments(2)) + self.tail()

    def reference(self):
        roll = self.r.random()
        if roll < 0.45:
            return self.web()
        if roll < 0.65:
            return self.other_absolute()
        return self.relative()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--out", default=os.path.join(here, "..", "benches", "data"))
    ap.add_argument("--count", type=int, default=100_000)
    args = ap.parse_args()

    g = Gen(SEED)
    lines = []
    # Every IPv6address form at least a few times, whatever the draw.
    for form in range(1, 10):
        lines.append(f"http://[{g.ipv6(form)}]/")
        lines.append(f"//[{g.ipv6(form)}]:8080")
    while len(lines) < args.count:
        lines.append(g.reference())
    for i, line in enumerate(lines):
        if not URI_REFERENCE.fullmatch(line):
            sys.exit(f"generated line {i + 1} is not a URI-reference: {line!r}")
    web = [l for l in lines if re.match(r"(?i)https?://", l)]

    os.makedirs(args.out, exist_ok=True)
    for name, body in (("mixed.txt", lines), ("web.txt", web)):
        path = os.path.join(args.out, name)
        with open(path, "w", encoding="ascii", newline="\n") as f:
            f.write("\n".join(body) + "\n")
        size = os.path.getsize(path)
        print(f"{os.path.normpath(path)}: {len(body)} lines, {size} bytes")


if __name__ == "__main__":
    main()
