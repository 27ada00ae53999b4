// Spark's parse_url in the package, held to JDK 17's java.util.regex on
// Spark's key pattern (tests/data/spark/key_patterns.tsv, made by
// scripts/spark_key_vectors.sh): the package's `regex` is built without
// its Unicode tables and optimizations (Cargo.toml says why), so the keys
// are read here by the build that ships, not only by the host's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { urigram, read } from "./corpora.mjs";

test("sparkParseUrl: each key as JDK 17 reads it, or its PatternSyntaxException", () => {
  const text = read("tests/data/spark/key_patterns.tsv");
  const query = text.split("\n")[0].split(" ").pop();
  const url = `http://h/?${query}`;
  let rows = 0;
  let refused = 0;
  for (const line of text.split("\n")) {
    if (line === "" || line.startsWith("#")) continue;
    const [key, verdict, value, index] = line.split("\t");
    rows++;
    if (verdict === "err") {
      refused++;
      assert.throws(
        () => urigram.sparkParseUrl(url, "QUERY", key),
        (e) => e.message.endsWith(`${value} near index ${index}`),
        key,
      );
    } else {
      assert.equal(urigram.sparkParseUrl(url, "QUERY", key), value === "null" ? null : value, key);
    }
  }
  assert.deepEqual([rows, refused], [38, 19]);
});
