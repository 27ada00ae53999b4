"""Writes tests/data/spark/vectors.jsonl: pyspark's try_parse_url for every
part and key of compare_parse_url.py, and whether ANSI parse_url fails (and
with what), for OpenJDK's Test.java strings and urigram's edge strings
(tests/data/java/). The first line records the Spark and Java versions.
tests/spark_parse_url.rs checks urigram::spark against every value.
Usage: python vectors.py ROOT (with pyspark installed; run by
scripts/spark_vectors.sh)."""
import json
import os
import sys

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

from compare_parse_url import KEYS, PARTS, err_name, lit


def main():
    root = sys.argv[1]
    # Python workers, if any, run this interpreter.
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = SparkSession.builder.master("local[2]").config("spark.ui.enabled", "false").config("spark.ui.showConsoleProgress", "false").getOrCreate()
    spark.sparkContext.setLogLevel("OFF")
    java = spark.sparkContext._jvm.java.lang.System.getProperty("java.version")
    urls = []
    for name in ["openjdk_test_strings", "edge_strings"]:
        with open(f"{root}/tests/data/java/{name}.txt", encoding="utf-8") as f:
            urls += [json.loads(line) for line in f if line.startswith('"')]
    configs = [[p] for p in PARTS] + [["QUERY", k] for k in KEYS]
    out = [json.dumps({"spark": spark.version, "java": java, "ansi_default": spark.conf.get("spark.sql.ansi.enabled")})]
    for url in urls:
        row = {"url": url, "try": {}, "ansi": None}
        df = spark.range(1).select(F.lit(url).alias("url"))
        try:
            cols = [F.expr(f"try_parse_url(url, {', '.join(lit(w) for w in c)})") for c in configs]
            values = df.select(*cols).collect()[0]
            row["try"] = {" ".join(c): values[n] for n, c in enumerate(configs)}
        except Exception as e:  # noqa: BLE001
            row["try"] = {"error": err_name(e)}
        try:
            df.selectExpr("parse_url(url, 'HOST')").collect()
        except Exception as e:  # noqa: BLE001
            row["ansi"] = err_name(e)
        out.append(json.dumps(row, ensure_ascii=False))
    with open(f"{root}/tests/data/spark/vectors.jsonl", "w", encoding="utf-8") as f:
        f.write("\n".join(out) + "\n")
    spark.stop()


if __name__ == "__main__":
    main()
