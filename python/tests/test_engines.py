"""urigram.arrow where the data is: Polars, DuckDB and Spark (local mode).
Each test skips, saying why, when its engine is not installed."""

import urllib.parse as std

import pytest

pa = pytest.importorskip("pyarrow", reason="urigram.arrow needs pyarrow")
import urigram.arrow as ua  # noqa: E402

URLS = ["https://example.com:8080/a?b#c", "http://[::1/", "//h/p", None]


def expected_netloc(u):
    try:
        return None if u is None else std.urlsplit(u).netloc
    except ValueError:
        return None


def test_polars_expression():
    pl = pytest.importorskip("polars", reason="polars is not installed")
    df = pl.DataFrame({"url": URLS})
    out = df.with_columns(
        parts=pl.col("url").map_batches(lambda s: pl.from_arrow(ua.urlsplit(s.to_arrow())),
                                        return_dtype=pl.Struct({"scheme": pl.String, "netloc": pl.String,
                                                                "path": pl.String, "query": pl.String,
                                                                "fragment": pl.String})),
        valid=pl.col("url").map_batches(lambda s: pl.from_arrow(ua.is_valid(s.to_arrow())),
                                        return_dtype=pl.Boolean),
    ).select(pl.col("parts").struct.field("netloc"), "valid")
    assert out["netloc"].to_list() == [expected_netloc(u) for u in URLS]
    assert out["valid"].to_list() == [True, False, True, None]


def test_duckdb_query_over_arrow():
    duckdb = pytest.importorskip("duckdb", reason="duckdb is not installed")
    urls = pa.table({"url": pa.array(URLS)})
    parts = pa.table({"url": urls["url"], "split": ua.urlsplit(urls["url"])})
    con = duckdb.connect()
    con.register("parts", parts)
    rows = con.execute("SELECT split.netloc FROM parts").fetchall()
    assert [r[0] for r in rows] == [expected_netloc(u) for u in URLS]
    # and the other way: DuckDB's own Arrow output into the kernel
    arrow_out = con.sql("SELECT url FROM parts").to_arrow_table()["url"]
    assert ua.is_valid(arrow_out).to_pylist() == [True, False, True, None]


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
                yield pa.RecordBatch.from_arrays([b.column("url"), s.field("netloc")],
                                                 names=["url", "netloc"])

        out = df.mapInArrow(split, "url string, netloc string").collect()
        assert [r.netloc for r in out] == [expected_netloc(u) for u in URLS]
    finally:
        spark.stop()
    assert pyspark.__version__


def test_polars_series_goes_in_directly():
    pl = pytest.importorskip("polars", reason="polars is not installed")
    s = pl.Series("url", URLS)  # read through __arrow_c_stream__
    assert ua.is_valid(s).to_pylist() == [True, False, True, None]
    assert [r and r["netloc"] for r in ua.urlsplit(s).to_pylist()] == [expected_netloc(u) for u in URLS]
