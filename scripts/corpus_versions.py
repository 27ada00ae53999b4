"""Golden corpus cases for the behaviours of urllib.parse that differ
between CPython 3.9 and 3.13, one group per switch of urigram's
`urllib::Python` (src/urllib/values/python.rs), with the release that brought it.

DIFFERENCES is also what scripts/urllib_versions.py renders into
grammar/urllib-versions.md, with each release's answer to each example;
cases() gives the examples and variations around them to the corpus.
Standard library only.
"""

# (switch, release that brought it, what changed, examples); an example is
# (function, args, kwargs, attribute to show or None), args and kwargs in
# the JSON form of pyjson.py.
DIFFERENCES = [
    ("port_is_ascii_digits", "3.10",
     "`port` is read only when it is ASCII digits; 3.9 read it with `int(port, 10)` "
     "(a sign, surrounding whitespace, `_` between digits, any Unicode decimal digit).",
     [("urlsplit", ["http://h:+80/"], {}, "port"),
      ("urlsplit", ["http://h:8_0/"], {}, "port"),
      ("urlsplit", ["http://h:\u0668\u0660/"], {}, "port"),
      ("urlsplit", ["http://h:-0/"], {}, "port"),
      ("urlsplit", [{"bytes": "687474703a2f2f683a2038302f"}], {}, "port")]),
    ("unicode_version", "3.11",
     "Unicode 14.0 (3.9 and 3.10 have 13.0): its new characters are printable, so `repr()` in "
     "messages shows them as themselves, and `hostname` lowers its new capitals.",
     [("urlsplit", ["http://h:\u0870/"], {}, "port"),
      ("urlsplit", ["http://\u2c2f.example/"], {}, "hostname"),
      ("parse_qsl", ["a\U00010570"], {"strict_parsing": True}, None)]),
    ("unicode_version", "3.12",
     "Unicode 15.0: more printable characters in `repr()`.",
     [("urlsplit", ["http://h:\U00011f00/"], {}, "port"),
      ("urlsplit", ["http://[\U0001e030]/"], {}, None),
      ("parse_qsl", ["a\u0cf3"], {"strict_parsing": True}, None)]),
    ("unicode_version", "3.13",
     "Unicode 15.1: more printable characters in `repr()`.",
     [("urlsplit", ["http://h:\U0002ebf0/"], {}, "port"),
      ("parse_qsl", ["a\U0002ebf0"], {"strict_parsing": True}, None)]),
    ("knows_rtsps", "3.11",
     "`rtsps` joins `uses_relative`, `uses_netloc` and `uses_params`.",
     [("urljoin", ["rtsps://h/a/b", "c"], {}, None),
      ("urlparse", ["rtsps://h/a;x"], {}, None),
      ("urlunsplit", [["rtsps", "", "p", "", ""]], {}, None)]),
    ("scheme_starts_with_letter", "3.11",
     "a scheme must start with an ASCII letter; before, any scheme characters before the first `:` were one.",
     [("urlsplit", ["1a://h/p"], {}, None),
      ("urlsplit", [".x:y"], {}, None)]),
    ("checks_bracketed_host", "3.11",
     "`urlsplit` checks the host between brackets: an IPv6 address or an IPvFuture, not IPv4.",
     [("urlsplit", ["http://[192.0.2.1]/"], {}, None),
      ("urlsplit", ["http://[x]/"], {}, None),
      ("urlsplit", ["http://[v1]/"], {}, None),
      ("urlsplit", ["http://[\u2100]/"], {}, None)]),
    ("urlsplit_is_cached", "3.11",
     "`urlsplit` is an `lru_cache`, which hashes every argument first; before, a dict cache keyed on the cleaned arguments.",
     [("urlsplit", ["http://h/#f"], {"allow_fragments": {"dict": []}}, None),
      ("urljoin", ["http://h/a", "b", {"dict": []}], {}, None),
      ("urlsplit", ["http://h/", {"dict": []}], {}, None)]),
    ("re_type_error_names_type", "3.11",
     "the `re` module's `TypeError` for a non-text argument names its type.",
     [("unquote", [["%"]], {}, None)]),
    ("empty_query_has_no_fields", "3.11",
     "an empty query has no fields; before, one empty field, which `strict_parsing` and `max_num_fields=0` refused.",
     [("parse_qsl", [""], {"strict_parsing": True}, None),
      ("parse_qs", [""], {"max_num_fields": 0}, None)]),
    ("codec_errors_unwrapped", "3.12",
     "an error raised inside a codec found through the registry is no longer wrapped as "
     "`encoding with 'NAME' codec failed (...)`.",
     [("quote", ["\u00e9"], {"encoding": "646", "errors": "bogus"}, None),
      ("unquote", ["%41"], {"encoding": "undefined"}, None)]),
    ("slices_are_hashable", "3.12",
     "slices are hashable, so `{}[:2]` in `urlunsplit` is a `KeyError`.",
     [("urlunsplit", [["http", "", {"dict": []}, "", ""]], {}, None)]),
    ("knows_itms_services", "3.12",
     "`itms-services` joins `uses_netloc`.",
     [("urlunsplit", [["itms-services", "", "", "action=x", ""]], {}, None)]),
    ("unsplit_keeps_path_as_is", "3.13",
     "`urlunsplit` adds `//` to an empty netloc only before a path starting with `//`, or for a "
     "`uses_netloc` scheme before an empty path or one starting with `/`; a relative path stays relative.",
     [("urlunsplit", [["http", "", "p", "", ""]], {}, None),
      ("urlunsplit", [["", "", "//p", "", ""]], {}, None),
      ("urlunsplit", [["file", "", "", "", ""]], {}, None),
      ("urljoin", ["http:a/b", "c"], {}, None),
      ("urlunsplit", [["", "", None, "", ""]], {}, None)]),
    ("suggests_keyword_names", "3.13",
     "the `TypeError` of an unexpected keyword argument suggests the closest parameter name.",
     [("parse_qs", [], {"bs": {"bytes": "61"}}, None),
      ("urlsplit", [], {"URL": "x"}, None)]),
    ("parse_qsl_reads_bytes", "3.13",
     "`parse_qsl` checks the separator first, and reads a bytes query as bytes "
     "(no ASCII decoding; names and values percent-decoded to bytes).",
     [("parse_qsl", [{"bytes": "c3a93dc3bc"}], {}, None),
      ("parse_qsl", [{"bytes": "61"}], {"strict_parsing": True}, None),
      ("parse_qsl", ["a=1"], {"separator": 5}, None),
      ("parse_qsl", [1], {}, None),
      ("parse_qsl", [""], {"max_num_fields": -1}, None)]),
]

# Variations around the examples, so that each switch is met by more than
# the one input the document shows.
PORTS = ["+80", "-0", "-1", " 80", "80 ", "8_0", "_80", "80_", "8__0", "+_8", "+", "-",
         "0x10", "1e3", "\u0668\u0660", "\uff18\uff10", "\U0001d7ce", "\u0669" * 6,
         "99999", "65535", "065535", "\u00b2", "\u2167", "8\u00a0", "\u3000" + "8",
         "+ 8", "8.0", "00", "0" * 30 + "1"]
BRACKETED = ["[192.0.2.1]", "[::ffff:192.0.2.1]", "[v1]", "[v1.x]", "[V1.x]", "[vg.x]",
             "[::1%25eth0]", "[::1%]", "[x]", "[]", "[1:2]", "[\uff1a]"]
SCHEMES = ["1a", ".x", "+a", "-a", "9", "a1", "A.b"]
UNSPLIT_PATHS = ["", "p", "/p", "//p", "///p", "p/q", None, 0, False, {"dict": []}]
UNSPLIT_SCHEMES = ["", "http", "file", "mailto", "rtsps", "itms-services", "x"]


# Characters each Unicode version from 14.0 to 15.1 assigned (printable in
# the releases that have it), and capitals 14.0 gave a lower case.
NEW_CHARACTERS = ["\u0870", "\u061d", "\U00010570", "\U0001f6dd", "\U00011f00",
                  "\U0001e030", "\u0cf3", "\U0001fa75", "\U0002ebf0", "\u31ef",
                  "\u2c2f", "\ua7c0", "\U00010570\U00010597"]


def cases():
    for c in NEW_CHARACTERS:
        yield "urlsplit", ["http://h:" + c + "/"], {}
        yield "urlsplit", ["http://u@" + c + "H.example:1/"], {}
        yield "urlsplit", ["http://[" + c + "]/"], {}
        yield "urlsplit", ["http://[v1" + c + "]/"], {}
        yield "urljoin", ["http://a/", "//[::" + c + "]/"], {}
        yield "parse_qsl", ["a" + c + "&b=1"], {"strict_parsing": True}
        yield "parse_qs", ["k=" + c], {"strict_parsing": True}
    for _, _, _, examples in DIFFERENCES:
        for fn, args, kwargs, _ in examples:
            yield fn, args, kwargs
    for p in PORTS:
        for form in ("http://h:{}/", "//u@h:{}", "http://[::1]:{}/p"):
            yield "urlsplit", [form.format(p)], {}
        try:
            b = ("http://h:" + p + "/").encode("ascii")
            yield "urlparse", [{"bytes": b.hex()}], {}
        except UnicodeEncodeError:
            pass
    for h in BRACKETED:
        yield "urlsplit", ["http://" + h + ":80/p"], {}
        yield "urljoin", ["http://a/b", "//" + h + "/c"], {}
    for s in SCHEMES:
        yield "urlsplit", [s + "://h/p?q#f"], {}
        yield "urlparse", [s + ":p;x"], {}
        yield "urljoin", [s + "://h/a/b", "../c"], {}
    for scheme in UNSPLIT_SCHEMES:
        for netloc in ("", "h"):
            for path in UNSPLIT_PATHS:
                yield "urlunsplit", [[scheme, netloc, path, "", "f"]], {}
                yield "urlunparse", [[scheme, netloc, path, "x", "q", ""]], {}
        for ref in ("c", "/c", "//h2/c", "?q", "#f", "../../c"):
            yield "urljoin", [scheme + "://h/a/b" if scheme else "/a/b", ref], {}
            yield "urljoin", [scheme + ":a/b" if scheme else "a/b", ref], {}
    for qs in ("", "a", "&", "a=1&b", "\u00e9=1"):
        for kw in ({"strict_parsing": True}, {"max_num_fields": 0}, {"max_num_fields": 1},
                   {"keep_blank_values": True}, {"max_num_fields": "2"}):
            yield "parse_qsl", [qs], kw
            yield "parse_qs", [{"bytes": qs.encode("utf-8").hex()}], kw
    for sep in ("&", ";", "\u00a6", {"bytes": "26"}, {"bytes": "a6"}, 5, None, "", {"bytes": ""}):
        for qs in ("a=1&b=2", {"bytes": "613d3126623d32"}, {"bytes": "613d31a6623d32"}, 1, None, [], ""):
            yield "parse_qsl", [qs], {"separator": sep}
    for bad in ({"bs": "a"}, {"URL": "x"}, {"strng": "x"}, {"Safe": "/"}, {"sep": "&"},
                {"quote_vía": "x"}, {"encodings": "x"}, {"allow_fragment": False}):
        for fn in ("parse_qs", "parse_qsl", "quote", "quote_from_bytes", "unquote", "urlsplit",
                   "urljoin", "urlencode", "unquote_to_bytes", "urldefrag"):
            yield fn, [], bad
