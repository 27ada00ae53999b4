"""Spark's own try_parse_url(url, 'HOST') per row, in local mode on one
core (local[1]), over a file of URLs (one a line): the file read and cached
in memory first, then the query written to Spark's `noop` sink (which
evaluates every row and keeps nothing), best of 5 after 2 warm-ups (the
JIT). Also the same query without the function, for the share that is
Spark's own per-row cost. Run by scripts/datafusion_speed.sh.
Usage: python speed.py FILE
"""
import os
import sys
import time

from pyspark.sql import SparkSession
from pyspark.sql import functions as F


def best(df, runs=5, warm=2):
    for _ in range(warm):
        df.write.format("noop").mode("overwrite").save()
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        df.write.format("noop").mode("overwrite").save()
        times.append(time.perf_counter() - t)
    return min(times)


def main():
    path = sys.argv[1]
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = (
        SparkSession.builder.master("local[1]")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("OFF")
    urls = spark.read.text(path, wholetext=False).withColumnRenamed("value", "url").cache()
    rows = urls.count()
    base = best(urls.select(F.col("url")))
    t = best(urls.select(F.expr("try_parse_url(url, 'HOST')").alias("host")))
    print(f"Spark {spark.version} try_parse_url (local[1]): {rows} rows in {t:.3f} s, {t * 1e9 / rows:.1f} ns/row"
          f" (the same query without the function: {base * 1e9 / rows:.1f} ns/row)")
    spark.stop()


if __name__ == "__main__":
    main()
