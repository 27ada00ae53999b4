// Python's urllib.parse in the package, held to CPython's own answers: the
// golden corpus (tests/data/urllib/*.jsonl, written by
// scripts/urllib_corpus.py from CPython 3.11.7, and releases/3.X.jsonl from
// each release's interpreter), every case replayed through `urllib()` and
// the typed functions over the same cases.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { urigram, read, root } from "./corpora.mjs";

const known = read("tests/data/urllib/known_divergences.txt")
  .split("\n")
  .filter((l) => l !== "" && !l.startsWith("#"));

function cases(file) {
  return read(file)
    .split("\n")
    .filter((l) => l.startsWith('{"fn"'))
    .map((l) => JSON.parse(l));
}

test("every case of the golden corpus, as CPython 3.11 answers", () => {
  assert.deepEqual(known, [], "known divergences are not read here: none are listed");
  let n = 0;
  for (const f of readdirSync(join(root, "tests/data/urllib")).filter((f) => f.endsWith(".jsonl"))) {
    for (const c of cases(`tests/data/urllib/${f}`)) {
      n++;
      assert.deepEqual(urigram.urllib(c.fn, c.args, c.kwargs), c.expect, JSON.stringify(c));
    }
  }
  assert.ok(n > 100000, `${n} cases`);
});

test("each release's corpus, with the python option", () => {
  for (const f of readdirSync(join(root, "tests/data/urllib/releases"))) {
    const python = f.replace(/\.jsonl$/, "");
    for (const c of cases(`tests/data/urllib/releases/${f}`).slice(0, 5000)) {
      assert.deepEqual(urigram.urllib(c.fn, c.args, c.kwargs, { python }), c.expect, `${python} ${JSON.stringify(c)}`);
    }
  }
});

test("the typed functions answer the corpus's cases", () => {
  for (const c of cases("tests/data/urllib/urlsplit.jsonl")) {
    const [url, scheme = "", allowFragments = true] = c.args;
    if (typeof url !== "string" || typeof scheme !== "string" || Object.keys(c.kwargs).length) continue;
    if (typeof allowFragments !== "boolean") continue;
    if ("error" in c.expect) {
      assert.throws(() => urigram.urlsplit(url, { scheme, allowFragments }), urigram.UrigramError);
      continue;
    }
    const r = urigram.urlsplit(url, { scheme, allowFragments });
    const e = c.expect.ok;
    assert.deepEqual([r.scheme, r.netloc, r.path, r.query, r.fragment], e.tuple, JSON.stringify(c));
    assert.equal(r.hostname, e.hostname);
    if (e.port !== null && typeof e.port === "object") assert.throws(() => r.port, urigram.UrigramError);
    else assert.equal(r.port, e.port);
  }
  for (const c of cases("tests/data/urllib/urljoin.jsonl")) {
    if (c.args.length !== 2 || c.args.some((a) => typeof a !== "string") || Object.keys(c.kwargs).length) continue;
    if ("ok" in c.expect) assert.equal(urigram.urljoin(c.args[0], c.args[1]), c.expect.ok);
  }
  for (const c of cases("tests/data/urllib/quote.jsonl")) {
    if (c.args.length !== 1 || typeof c.args[0] !== "string" || Object.keys(c.kwargs).length) continue;
    if ("ok" in c.expect) assert.equal(urigram.quote(c.args[0]), c.expect.ok);
  }
});

test("parseQsl and urlencode, with Python's defaults", () => {
  assert.deepEqual(urigram.parseQsl("a=1&b=%20&c"), [["a", "1"], ["b", " "]]);
  assert.deepEqual(urigram.parseQsl("a=1&c", { keepBlankValues: true }), [["a", "1"], ["c", ""]]);
  assert.equal(urigram.urlencode({ a: "b c", d: ["1", "2"] }, { doseq: true }), "a=b+c&d=1&d=2");
  assert.equal(urigram.unquote("a%20b%C3%A9"), "a bé");
  assert.equal(urigram.urlparse("http://h/p;x?q").params, "x");
});
