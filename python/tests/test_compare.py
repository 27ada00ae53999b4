"""urigram.compare and urigram.agree: readers and parts chosen by name,
destinations, and the consensus check, with expected values from CPython
(this interpreter's urlsplit and socket) and Node 20 (its URL, as the
comments quote it)."""

import json
from pathlib import Path
from urllib.parse import urljoin, urlsplit

import pytest

import urigram

DESTINATION = ["scheme", "userinfo", "host", "port"]


def test_readers_and_parts_are_chosen_by_name():
    c = urigram.compare("https://good.example:443\\@evil.example/", readers=["whatwg", "urllib"])
    assert [r.reader for r in c.readings] == ["whatwg", "urllib"]
    # Node 20: new URL('https://good.example:443\\@evil.example/').hostname
    # is 'good.example'; CPython's urlsplit(...).hostname is 'evil.example'.
    assert c.reading("whatwg").destination == urigram.Destination("good.example", 443)
    assert urlsplit("https://good.example:443\\@evil.example/").hostname == "evil.example"
    assert c.reading("urllib").destination == urigram.Destination("evil.example", 443)
    assert "host" in c.differ
    only = urigram.compare("https://good.example:443\\@evil.example/", ["whatwg", "urllib"], ["port"])
    assert only.differ == ()
    with pytest.raises(ValueError, match="no reader named 'nope'"):
        urigram.compare("x", readers=["nope"])
    with pytest.raises(ValueError, match="no part named 'nope'"):
        urigram.agree("x", parts=["nope"])


@pytest.mark.parametrize("text", [
    "http://0xA9.0xFE.0xA9.0xFE/", "http://2852039166/", "http://[0:0:0:0:0:FFFF:A9FE:A9FE]/",
    "HTTP://Example.COM:80/", "http://example.com./",
])
def test_one_place_two_spellings_agree(text):
    # CPython's socket reads the urllib host as the URL Standard's address
    # (socket.inet_aton('0xA9.0xFE.0xA9.0xFE') is 169.254.169.254).
    assert urigram.agree(text, ["whatwg", "urllib"], DESTINATION)
    c = urigram.compare(text, ["whatwg", "urllib"])
    w, u = c.reading("whatwg").parts, c.reading("urllib").parts
    if w["host"] != u["host"]:
        assert "host" in c.spelling
    assert c.reading("whatwg").destination == c.reading("urllib").destination


@pytest.mark.parametrize("text", [
    "https://good.example:443\\@evil.example/", "https:/evil.example/", "http://%65vil.example/",
    "http://[fe80::1%25eth0]/",
])
def test_two_places_disagree(text):
    assert not urigram.agree(text, ["whatwg", "urllib", "rfc6874"], DESTINATION)


def test_defaults_are_every_reader():
    c = urigram.compare("http://h/")
    assert [r.reader for r in c.readings][-3:] == ["urllib", "java", "whatwg"]
    assert urigram.agree("http://h/")
    assert c.agrees_on(["host"])


def test_the_arrow_kernel_is_compare_row_by_row():
    pa = pytest.importorskip("pyarrow")
    import urigram.arrow as ua
    urls = ["https://example.com/", "https://good.example:443\\@evil.example/",
            "http://0xA9.0xFE.0xA9.0xFE/", "https:/evil.example/", None, "http://[::1/"]
    out = ua.compare(pa.array(urls, pa.string()), readers=["whatwg", "urllib"], parts=DESTINATION)
    assert [f.name for f in out.type] == ["agree", "differ", "whatwg_host", "urllib_host"]
    rows = out.to_pylist()
    assert rows[4] is None
    for text, row in zip(urls, rows):
        if text is None:
            continue
        c = urigram.compare(text, ["whatwg", "urllib"], DESTINATION)
        assert row["agree"] == (c.differ == ())
        assert tuple(row["differ"]) == c.differ
        for r in c.readings:
            assert row[f"{r.reader}_host"] == (r.parts or {}).get("host")
    # CPython 3.x: urlsplit('https:/evil.example/').hostname is None; Node
    # 20's URL hostname 'evil.example'.
    assert rows[3]["urllib_host"] is None and rows[3]["whatwg_host"] == "evil.example"
    # A chunked column gives a chunked result, every reader by default.
    chunked = ua.compare(pa.chunked_array([urls[:2], urls[2:]], pa.string()))
    assert chunked.num_chunks == 2 and len(chunked) == len(urls)
    with pytest.raises(ValueError):
        ua.compare(pa.array(["x"]), readers=["nope"])


VECTORS = Path(__file__).resolve().parents[2] / "tests" / "data" / "java" / "vectors.jsonl"


def test_the_java_reader_gives_the_jdks_getters():
    # JDK 17's answers (tests/data/java/vectors.jsonl, first line the JDK).
    lines = [l for l in VECTORS.read_text(encoding="utf-8").split("\n")[1:] if l]
    assert len(lines) > 1400
    for line in lines:
        v = json.loads(line)
        jdk = v["jdk"]
        r = urigram.compare(v["input"], readers=["java"]).reading("java")
        assert r.valid == jdk["valid"], v["input"]
        if not r.valid:
            assert r.error_message == jdk["message"]
            assert r.error_exception == jdk["exception"]
            continue
        assert r.parts is not None
        port = None if jdk["port"] is None else str(jdk["port"])
        want = dict(scheme=jdk["scheme"], authority=jdk["authority"], userinfo=jdk["userinfo"],
                    host=jdk["host"], port=port, path=jdk["path"], query=jdk["query"],
                    fragment=jdk["fragment"])
        for k, value in r.parts.items():
            assert value == want[k], (k, v["input"])
        # A registry-based authority (getHost() null) names no host.
        if jdk["authority"] is not None and jdk["host"] is None:
            assert "host" in r.unsplit and r.destination is None


def test_java_destinations_and_agree():
    # JDK 17.0.15: new URI("http://010.0.0.1/").getHost() is "010.0.0.1",
    # which InetAddress.getByName reads as 10.0.0.1 (decimal); CPython's
    # socket.inet_aton('010.0.0.1') is 8.0.0.1.
    c = urigram.compare("http://010.0.0.1/", readers=["java", "urllib"])
    assert c.reading("java").destination == urigram.Destination("10.0.0.1", 80)
    assert c.reading("urllib").destination == urigram.Destination("8.0.0.1", 80)
    assert not urigram.agree("http://010.0.0.1/", ["java", "urllib"], DESTINATION)
    # JDK: new URI("http://[::1]:8080/").getHost() "[::1]", getPort() 8080.
    assert urigram.agree("http://[::1]:8080/", ["java", "whatwg", "urllib"], DESTINATION)
    # JDK: "http://h/a b" throws "Illegal character in path at index 10: http://h/a b".
    r = urigram.compare("http://h/a b", readers=["java"]).reading("java")
    assert (r.valid, r.error_exception, r.error_offset) == (False, "java.net.URISyntaxException", 10)
    assert r.error_message == "Illegal character in path at index 10: http://h/a b"


def test_the_arrow_kernel_has_a_java_host():
    pa = pytest.importorskip("pyarrow")
    import urigram.arrow as ua
    # JDK 17: getHost() of each: "good.example"-less (a backslash is
    # illegal: rejected), null (registry-based "a_b"), "example.com".
    urls = ["https://good.example:443\\@evil.example/", "http://a_b/", "http://example.com/"]
    out = ua.compare(pa.array(urls, pa.string()), readers=["java", "whatwg"], parts=DESTINATION)
    assert [f.name for f in out.type] == ["agree", "differ", "java_host", "whatwg_host"]
    rows = out.to_pylist()
    assert [r["java_host"] for r in rows] == [None, None, "example.com"]
    assert [r["agree"] for r in rows] == [True, True, True]


def test_a_base_is_resolved_by_each_readers_own_rule():
    base, location = "https://good.example/login", "/\\evil.example/"
    c = urigram.compare(location, ["rfc9112", "urllib", "whatwg"], base=base)
    assert c.base == base and c.without_resolution == ("rfc9112",)
    assert [r.reader for r in c.readings] == ["urllib", "whatwg"]
    # This interpreter's urljoin; Node 20: new URL(location, base).href is
    # 'https://evil.example/'.
    assert c.reading("urllib").resolved == urljoin(base, location)
    assert c.reading("whatwg").resolved == "https://evil.example/"
    assert c.reading("whatwg").destination == urigram.Destination("evil.example", 443)
    assert "host" in c.differ
    assert urigram.compare(location, ["urllib"]).reading("urllib").resolved is None
    with pytest.raises(ValueError, match="a reader's name has no ','"):
        urigram.compare("x", readers=["urllib,whatwg"])
