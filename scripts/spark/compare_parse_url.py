"""`urigram spark parse-url` against pyspark 4 (local mode) on the same URLs.

For each input set: every part (and two names Spark does not know), and a
set of keys with QUERY, through try_parse_url in one Spark query per set,
compared value by value with `urigram spark parse-url PART [KEY]`; the
ANSI verdict (the rows `--ansi` flags INVALID_URL are the rows parse_url
fails on: the unflagged rows in one ANSI query that must succeed, flagged
rows one query each, all or a fixed sample); the NumberFormatException
rows, one query each; and the key errors. Prints counts; exits 1 on any
difference. Run by scripts/spark_parse_url.sh.
"""
import json
import os
import random
import subprocess
import sys

from pyspark.sql import SparkSession
from pyspark.sql import functions as F

PARTS = ["HOST", "PATH", "QUERY", "REF", "PROTOCOL", "FILE", "AUTHORITY", "USERINFO", "host", ""]
KEYS = ["a", "b", "x", "k", "", "a.b", "a+b", "a*", "a|b", "(a)", "(a)(b)", "é", "%41", "a=1", "q?", "^a", "a$", "\\.", "a.*?"]
ANSI_SAMPLE = 300


def urigram(binary, words, path):
    with open(path, "rb") as f:
        out = subprocess.run([binary, "spark", "parse-url", *words], stdin=f, capture_output=True, check=False)
    return [json.loads(line) for line in out.stdout.decode("utf-8").splitlines()]


def lit(s):
    return "'" + s.replace("\\", "\\\\").replace("'", "\\'") + "'"


def err_name(e):
    # pyspark names some captured Java exceptions by class
    # (NumberFormatException) and leaves the name out of the message.
    text = type(e).__name__ + ": " + str(e)
    for name in ["INVALID_URL", "NumberFormatException", "PatternSyntaxException", "Unclosed", "Dangling"]:
        if name in text:
            return name
    return type(e).__name__ + ": " + text.split("\n")[0][:120]


def frame(spark, path, rows):
    """The rows `(i, url)` as a DataFrame read by the JVM alone (no Python
    worker), through a JSON-lines file."""
    with open(path, "w", encoding="utf-8") as f:
        for i, u in rows:
            f.write(json.dumps({"i": i, "url": u}) + "\n")
    return spark.read.schema("i long, url string").json(path)


def one(spark, url, expr):
    """`expr` over one URL given as a literal (Spark folds it at planning)."""
    return spark.range(1).select(F.lit(url).alias("url")).selectExpr(expr).collect()


def main():
    binary, workdir = sys.argv[1], sys.argv[2]
    sets = sys.argv[3:]
    # Python workers, if any, run this interpreter.
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    spark = (
        SparkSession.builder.master("local[2]")
        .config("spark.ui.enabled", "false")
        .config("spark.ui.showConsoleProgress", "false")
        .config("spark.sql.ansi.enabled", "true")
        .getOrCreate()
    )
    spark.sparkContext.setLogLevel("OFF")
    print(f"# pyspark {spark.version}, ANSI mode {spark.conf.get('spark.sql.ansi.enabled')}")
    status = 0
    for spec in sets:
        label, path = spec.split("=", 1)
        with open(path, "rb") as f:
            raw = f.read()
        urls = [line[:-1] if line.endswith("\r") else line for line in raw.decode("utf-8", "replace").split("\n")]
        if urls and urls[-1] == "":
            urls.pop()
        clean = f"{workdir}/{label}.txt"
        with open(clean, "w", encoding="utf-8", newline="\n") as f:
            f.write("".join(u + "\n" for u in urls))
        configs = [[p] for p in PARTS] + [["QUERY", k] for k in KEYS] + [["HOST", "k[]"]]
        ours = {tuple(c): urigram(binary, c, clean) for c in configs}
        nfe = {i for c in ours.values() for i, v in enumerate(c) if isinstance(v, dict) and "NumberFormat" in v["error"]}
        df = frame(spark, f"{workdir}/{label}.rows.json", [(i, u) for i, u in enumerate(urls) if i not in nfe])
        cols = [F.expr(f"try_parse_url(url, {', '.join(lit(w) for w in c)})").alias(f"c{n}") for n, c in enumerate(configs)]
        got = sorted(df.select("i", *cols).collect(), key=lambda r: r[0])
        compared = differ = 0
        shown = 0
        for r in got:
            for n, c in enumerate(configs):
                mine = ours[tuple(c)][r[0]]
                theirs = r[n + 1]
                compared += 1
                if mine != theirs:
                    differ += 1
                    if shown < 5:
                        shown += 1
                        print(f"  {urls[r[0]]!r} {c}: spark {theirs!r}, urigram {mine!r}")
        print(f"{label}: {len(urls)} URLs x {len(configs)} part/key pairs: {compared} values compared, {differ} differ")
        status |= differ > 0
        # ANSI: exactly the rows --ansi flags fail.
        ansi = urigram(binary, ["--ansi", "HOST"], clean)
        flagged = [i for i, v in enumerate(ansi) if isinstance(v, dict) and v["error"] == "INVALID_URL"]
        fine = [(i, urls[i]) for i in range(len(urls)) if i not in nfe and i not in set(flagged)]
        ok_query = True
        try:
            frame(spark, f"{workdir}/{label}.fine.json", fine).selectExpr("parse_url(url, 'HOST')").collect()
        except Exception as e:  # noqa: BLE001
            ok_query = False
            print(f"  ANSI query over the {len(fine)} unflagged rows failed: {err_name(e)}")
        sample = flagged if len(flagged) <= ANSI_SAMPLE else sorted(random.Random(7).sample(flagged, ANSI_SAMPLE))
        wrong = 0
        for i in sample:
            try:
                one(spark, urls[i], "parse_url(url, 'HOST')")
                wrong += 1
                print(f"  ANSI: {urls[i]!r} flagged by urigram, Spark answers")
            except Exception as e:  # noqa: BLE001
                if err_name(e) != "INVALID_URL":
                    wrong += 1
                    print(f"  ANSI: {urls[i]!r}: {err_name(e)}")
        print(
            f"{label}: ANSI: {len(flagged)} rows flagged INVALID_URL ({len(sample)} checked one by one, {wrong} wrong);"
            f" the other {len(fine)} in one ANSI query: {'ok' if ok_query else 'FAILED'}"
        )
        status |= wrong > 0 or not ok_query
        # NumberFormatException rows fail any query.
        nfe_wrong = 0
        for i in sorted(nfe):
            try:
                one(spark, urls[i], "try_parse_url(url, 'HOST')")
                nfe_wrong += 1
            except Exception as e:  # noqa: BLE001
                nfe_wrong += err_name(e) != "NumberFormatException"
        print(f"{label}: {len(nfe)} rows throw NumberFormatException in urigram; {nfe_wrong} where Spark does not")
        status |= nfe_wrong > 0
    # Key errors: a key Java cannot compile fails the query on a row with a
    # query, and is never compiled on a row without one.
    checks = [
        ("http://h/?a=1", "k[]", "error"),
        ("http://h/p", "k[]", None),
        ("http://h/a b", "k[]", None),
        ("http://h/?a=1", "a(", "error"),
    ]
    bad = 0
    for url, key, want in checks:
        try:
            v = spark.sql(f"select try_parse_url({lit(url)}, 'QUERY', {lit(key)})").collect()[0][0]
            got = v
        except Exception:  # noqa: BLE001
            got = "error"
        mine = urigram_one(binary, url, key)
        mine = "error" if isinstance(mine, dict) else mine
        bad += (got != want) or (mine != want)
    print(f"key errors: {len(checks)} cases, {bad} where Spark or urigram answers otherwise")
    status |= bad > 0
    spark.stop()
    return 1 if status else 0


def urigram_one(binary, url, key):
    out = subprocess.run([binary, "spark", "parse-url", "QUERY", key], input=(url + "\n").encode(), capture_output=True, check=False)
    return json.loads(out.stdout.decode().splitlines()[0])


if __name__ == "__main__":
    sys.exit(main())
