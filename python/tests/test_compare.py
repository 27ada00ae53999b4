"""urigram.compare and urigram.agree: readers and parts chosen by name,
destinations, and the consensus check, with expected values from CPython
(this interpreter's urlsplit and socket) and Node 20 (its URL, as the
comments quote it)."""

from urllib.parse import urlsplit

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
    assert [r.reader for r in c.readings][-2:] == ["urllib", "whatwg"]
    assert urigram.agree("http://h/")
    assert c.agrees_on(["host"])
