"""urigram.arrow where the data is: Polars, DuckDB and Spark (local mode),
each keeping the reason of every row that fails beside the row. Each test
skips, saying why, when its engine is not installed. Expected values are
CPython's own urlsplit (and .port) and the strict layer's ParseError."""

import urllib.parse as std

import pytest

pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
import urigram.arrow as ua  # noqa: E402

URLS = ["https://example.com:8080/a?b#c", "http://[::1/", "//h/p", None, "http://h:99999/"]


def expected_netloc(u):
    try:
        return None if u is None else std.urlsplit(u).netloc
    except ValueError:
        return None


def expected_reason(u):
    """The message of what CPython raises for urlsplit(u) or its .port."""
    if u is None:
        return None
    try:
        std.urlsplit(u).port
    except ValueError as e:
        return str(e)
    return None


def expected_offset(u):
    import urigram
    try:
        return None if u is None else urigram.parse(u) and None
    except urigram.ParseError as e:
        return e.offset


def test_polars_expression():
    pl = pytest.importorskip("polars", reason="polars is not installed")
    df = pl.DataFrame({"url": URLS})
    out = df.with_columns(
        parts=pl.col("url").map_batches(lambda s: pl.from_arrow(ua.urlsplit(s.to_arrow()))),
        valid=pl.col("url").map_batches(lambda s: pl.from_arrow(ua.is_valid(s.to_arrow())),
                                        return_dtype=pl.Boolean),
        strict=pl.col("url").map_batches(lambda s: pl.from_arrow(ua.parse(s.to_arrow()))),
    ).select(pl.col("parts").struct.field("netloc", "port", "error_message"), "valid",
             pl.col("strict").struct.field("error_offset"))
    assert out["netloc"].to_list() == [expected_netloc(u) for u in URLS]
    assert out["port"].to_list() == [8080, None, None, None, None]
    assert out["error_message"].to_list() == [expected_reason(u) for u in URLS]
    assert out["valid"].to_list() == [True, False, True, None, True]
    assert out["error_offset"].to_list() == [expected_offset(u) for u in URLS]
    # the rows that failed, and why, with a filter on the reason
    bad = out.filter(pl.col("error_message").is_not_null())
    assert bad["error_message"].to_list() == ["Invalid IPv6 URL", "Port out of range 0-65535"]


def test_duckdb_query_over_arrow():
    duckdb = pytest.importorskip("duckdb", reason="duckdb is not installed")
    urls = pa.table({"url": pa.array(URLS)})
    parts = pa.table({"url": urls["url"], "split": ua.urlsplit(urls["url"])})
    con = duckdb.connect()
    con.register("parts", parts)
    rows = con.execute("SELECT split.netloc, split.port, split.error_type, split.error_message FROM parts").fetchall()
    assert [r[0] for r in rows] == [expected_netloc(u) for u in URLS]
    assert [r[1] for r in rows] == [8080, None, None, None, None]
    assert [r[3] for r in rows] == [expected_reason(u) for u in URLS]
    assert [r[2] for r in rows] == [None, "ValueError", None, None, "ValueError"]
    # and the other way: DuckDB's own Arrow output into the kernel
    arrow_out = con.sql("SELECT url FROM parts").to_arrow_table()["url"]
    assert ua.is_valid(arrow_out).to_pylist() == [True, False, True, None, True]
    checked = pa.table({"url": arrow_out, "verdict": ua.is_valid(arrow_out, detailed=True)})
    con.register("checked", checked)
    bad = con.execute("SELECT url, verdict.error_offset, verdict.error_rule FROM checked "
                      "WHERE NOT verdict.valid").fetchall()
    import urigram
    with pytest.raises(urigram.ParseError) as e:
        urigram.parse("http://[::1/")
    assert bad == [("http://[::1/", e.value.offset, e.value.rule)]


def test_pyspark_map_in_arrow():
    pyspark = pytest.importorskip("pyspark", reason="pyspark is not installed")
    import shutil
    if shutil.which("java") is None:
        pytest.skip("PySpark needs Java, which is not on PATH")
    import os
    import sys
    from pyspark.sql import SparkSession

    # Spark's Python workers must be this interpreter, which has urigram.
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["PYSPARK_DRIVER_PYTHON"] = sys.executable

    spark = (SparkSession.builder.master("local[1]").appName("urigram-test")
             .config("spark.ui.enabled", "false").config("spark.sql.shuffle.partitions", "1")
             .getOrCreate())
    try:
        df = spark.createDataFrame([(u,) for u in URLS], "url string")

        def split(batches):
            import urigram.arrow as kernels
            for b in batches:
                s = kernels.urlsplit(b.column("url"))
                yield pa.RecordBatch.from_arrays(
                    [b.column("url"), s.field("netloc"), s.field("port"), s.field("error_message")],
                    names=["url", "netloc", "port", "error"])

        out = df.mapInArrow(split, "url string, netloc string, port bigint, error string").collect()
        assert [r.netloc for r in out] == [expected_netloc(u) for u in URLS]
        assert [r.port for r in out] == [8080, None, None, None, None]
        assert [r.error for r in out] == [expected_reason(u) for u in URLS]

        # the whole struct, reasons included, as a Spark struct column
        def parse(batches):
            import urigram.arrow as kernels
            for b in batches:
                yield pa.RecordBatch.from_arrays([kernels.parse(b.column("url"))], names=["p"])

        schema = ("p struct<scheme string, authority string, userinfo string, host string, host_kind string, "
                  "port string, path string, query string, fragment string, error_offset bigint, "
                  "error_rule string, error_message string>")
        rows = df.mapInArrow(parse, schema).collect()
        assert [r.p and r.p.error_offset for r in rows] == [expected_offset(u) for u in URLS]
    finally:
        spark.stop()
    assert pyspark.__version__


def test_polars_series_goes_in_directly():
    pl = pytest.importorskip("polars", reason="polars is not installed")
    s = pl.Series("url", URLS)  # read through __arrow_c_stream__
    assert ua.is_valid(s).to_pylist() == [True, False, True, None, True]
    assert [r and r["netloc"] for r in ua.urlsplit(s).to_pylist()] == [expected_netloc(u) for u in URLS]
