"""urigram.java_uri and urigram.spark_parse_url against the JVM's own
answers: the JDK 17 vectors (tests/data/java/vectors.jsonl, made by
scripts/java_vectors.sh) and pyspark 4's (tests/data/spark/vectors.jsonl,
made by scripts/spark_vectors.sh)."""

import json
from pathlib import Path

import pytest

import urigram

DATA = Path(__file__).resolve().parents[2] / "tests" / "data"


def _lines(name):
    with open(DATA / name, encoding="utf-8") as f:
        rows = [json.loads(line) for line in f]
    return rows[0], rows[1:]


def test_java_uri_equals_the_jdk_on_every_vector():
    head, rows = _lines("java/vectors.jsonl")
    assert '"17.' in head["jdk_version"]
    differ = [r["input"] for r in rows if urigram.java_uri(r["input"]) != r["jdk"]]
    assert differ == []
    assert len(rows) == 1409


def test_java_uri_shapes():
    u = urigram.java_uri("http://u@[::1%eth0]:80/a%20b?q#f")
    assert (u["valid"], u["host"], u["port"], u["path"], u["decoded"]["path"]) == (
        True, "[::1%eth0]", 80, "/a%20b", "/a b")
    e = urigram.java_uri("http://h/a b")
    assert e == {"valid": False, "exception": "java.net.URISyntaxException", "index": 10,
                 "reason": "Illegal character in path",
                 "message": "Illegal character in path at index 10: http://h/a b"}


def test_spark_parse_url_equals_pyspark_on_every_vector():
    head, rows = _lines("spark/vectors.jsonl")
    assert head["spark"].startswith("4.")
    compared = 0
    for r in rows:
        url = r["url"]
        if "error" in r["try"]:
            with pytest.raises(urigram.SparkError) as e:
                urigram.spark_parse_url(url, "HOST", ansi=False)
            assert e.value.name == "java.lang.NumberFormatException"
            continue
        for config, want in r["try"].items():
            part, _, key = config.partition(" ")
            got = urigram.spark_parse_url(url, part, key if " " in config else None, ansi=False)
            assert got == want, (url, config)
            compared += 1
        if r["ansi"] == "INVALID_URL":
            with pytest.raises(urigram.SparkError) as e:
                urigram.spark_parse_url(url, "HOST")
            assert e.value.name == "INVALID_URL"
            assert str(e.value).startswith("[INVALID_URL] The url is invalid: ")
    assert compared > 10_000


def test_spark_keys_it_does_not_read_raise():
    with pytest.raises(urigram.SparkError) as e:
        urigram.spark_parse_url("http://h/?a=1", "QUERY", "k[]")
    assert e.value.name == "UNSUPPORTED_KEY"
    assert urigram.spark_parse_url("http://h/", "QUERY", "k[]") is None
