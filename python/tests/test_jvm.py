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
    assert len(rows) == 1412  # 1,409 and the three of a hostname label ending in - (http://a-[/)


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


# urigram.arrow.java_uri and urigram.arrow.spark_parse_url: the same answers
# over a column, checked against the same recorded JVM answers.

JAVA_FIELDS = ["valid", "opaque", "scheme", "scheme_specific_part", "authority", "userinfo", "host", "port",
               "path", "query", "fragment", "decoded", "exception", "index", "reason", "message"]


def test_arrow_java_uri_equals_the_jdk_on_every_vector():
    pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
    import urigram.arrow as ua

    _, rows = _lines("java/vectors.jsonl")
    out = ua.java_uri(pa.array([r["input"] for r in rows]))
    assert out.type.names == JAVA_FIELDS
    differ = []
    for r, got in zip(rows, out.to_pylist()):
        want = r["jdk"]
        # The JDK's keys, equal; every other field null.
        if {k: got[k] for k in want} != want or any(got[k] is not None for k in got if k not in want):
            differ.append(r["input"])
    assert differ == []
    assert sum(1 for g in out.to_pylist() if not g["valid"]) > 100


def test_arrow_java_uri_shapes():
    pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
    import urigram.arrow as ua

    urls = ["http://u@[::1%eth0]:80/a%20b?q#f", None, "http://h/a b", "http://[::1%]/", "//a_b/"]
    got = ua.java_uri(pa.array(urls)).to_pylist()
    assert got[1] is None
    assert (got[0]["host"], got[0]["port"], got[0]["decoded"]["path"]) == ("[::1%eth0]", 80, "/a b")
    assert (got[2]["valid"], got[2]["index"], got[2]["reason"], got[2]["decoded"]) == (
        False, 10, "Illegal character in path", None)
    # java's -1: a scope id expected, with no index
    assert (got[3]["index"], got[3]["message"]) == (-1, "scope id expected: http://[::1%]/")
    assert (got[4]["authority"], got[4]["host"], got[4]["port"]) == ("a_b", None, None)
    lean = ua.java_uri(pa.array(urls), decoded=False)
    assert "decoded" not in lean.type.names and lean.to_pylist()[0]["path"] == "/a%20b"
    # A chunked input: chunked alike.
    chunked = ua.java_uri(pa.chunked_array([urls[:2], urls[2:]]))
    assert chunked.num_chunks == 2 and chunked.to_pylist() == got


def _spark_rows():
    _, rows = _lines("spark/vectors.jsonl")
    return [r for r in rows if "error" not in r["try"]], [r for r in rows if "error" in r["try"]]


def test_arrow_spark_parse_url_equals_pyspark_on_every_vector():
    pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
    import urigram.arrow as ua

    rows, _ = _spark_rows()
    column = pa.array([r["url"] for r in rows])
    configs = list(rows[0]["try"])
    assert len(configs) == 29
    for config in configs:
        part, _, key = config.partition(" ")
        got = ua.spark_parse_url(column, part, key if " " in config else None)
        assert got.type == pa.string()
        assert got.to_pylist() == [r["try"][config] for r in rows], config


def test_arrow_spark_parse_url_ansi_names_the_first_row_spark_fails_on():
    pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
    import urigram.arrow as ua

    rows, number_format = _spark_rows()
    urls = [r["url"] for r in rows]
    first = next(i for i, r in enumerate(rows) if r["ansi"] == "INVALID_URL")
    with pytest.raises(urigram.SparkError) as e:
        ua.spark_parse_url(pa.array(urls), "HOST", ansi=True)
    assert (e.value.name, e.value.row) == ("INVALID_URL", first)
    assert str(e.value) == (f"row {first}: [INVALID_URL] The url is invalid: {urls[first]}. Use `try_parse_url`"
                            " to tolerate invalid URL and return NULL instead. SQLSTATE: 22P02")
    # The row counts through the chunks.
    with pytest.raises(urigram.SparkError) as e:
        ua.spark_parse_url(pa.chunked_array([urls[:first], urls[first:]]), "HOST", ansi=True)
    assert e.value.row == first
    # The rows ANSI parse_url passes give try_parse_url's values.
    passing = [r for r in rows if r["ansi"] is None]
    got = ua.spark_parse_url(pa.array([r["url"] for r in passing]), "FILE", ansi=True)
    assert got.to_pylist() == [r["try"]["FILE"] for r in passing]
    # A NumberFormatException fails Spark's query in either mode.
    assert len(number_format) == 3
    for ansi in (False, True):
        with pytest.raises(urigram.SparkError) as e:
            ua.spark_parse_url(pa.array(["http://h/", None, number_format[0]["url"]]), "HOST", ansi=ansi)
        assert (e.value.name, e.value.row) == ("java.lang.NumberFormatException", 2)
    # A key Spark cannot compile fails only on a row with a query.
    assert ua.spark_parse_url(pa.array(["http://h/", None]), "QUERY", "a(").to_pylist() == [None, None]
    with pytest.raises(urigram.SparkError) as e:
        ua.spark_parse_url(pa.array(["http://h/", "http://h/?a=1"]), "QUERY", "a(")
    assert (e.value.name, e.value.row) == ("java.util.regex.PatternSyntaxException", 1)


def test_arrow_jvm_kernels_agree_with_the_per_row_calls_on_the_real_lists():
    pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
    import urigram.arrow as ua

    with open(DATA / "real-urls" / "isaacs_files.txt", encoding="utf-8") as f:
        urls = f.read().splitlines()
    column = pa.array(urls)
    got = ua.java_uri(column).to_pylist()
    assert all({k: g[k] for k in w} == w for g, w in zip(got, map(urigram.java_uri, urls)))
    for part in ("HOST", "FILE", "AUTHORITY"):
        assert ua.spark_parse_url(column, part).to_pylist() == [
            urigram.spark_parse_url(u, part, ansi=False) for u in urls]
