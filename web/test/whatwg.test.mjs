// The `whatwg` reader of the package against Node's own `new URL()` (ada,
// a second implementation of the WHATWG URL Standard beside the url crate
// the package carries), on the grammar catalogs, the confusion catalog and
// the real URL lists. tests/data/compare/whatwg-disagreements.tsv lists
// none, so every input must agree.
import { test } from "node:test";
import assert from "node:assert/strict";
import { urigram, grammarInputs, confusion, realUrls } from "./corpora.mjs";

const GETTERS = ["protocol", "username", "password", "hostname", "port", "pathname", "search", "hash"];

// The package's reading as Node's getters give it (as tests/compare_whatwg.rs
// maps the library's).
function asNode(reading) {
  if (!reading.valid) return null;
  const p = reading.split;
  const [username, password] = p.userinfo === null ? ["", ""] : [...p.userinfo.split(/:(.*)/s), ""].slice(0, 2);
  const prefixed = (mark, v) => (v ? `${mark}${v}` : "");
  return {
    protocol: `${p.scheme ?? ""}:`,
    username,
    password: password ?? "",
    hostname: p.host ?? "",
    port: p.port ?? "",
    pathname: p.path ?? "",
    search: prefixed("?", p.query),
    hash: prefixed("#", p.fragment),
  };
}

function node(input) {
  let u;
  try {
    u = new URL(input);
  } catch {
    return null;
  }
  return Object.fromEntries(GETTERS.map((g) => [g, u[g]]));
}

const noNewline = (s) => !s.includes("\n");

test("whatwg agrees with Node's URL on every input of the corpora", () => {
  const inputs = [
    ...grammarInputs(),
    ...confusion().map(([, i]) => i),
    ...realUrls("isaacs_files"),
    ...realUrls("node_files"),
    ...realUrls("kasztp"),
  ].filter(noNewline);
  const readings = urigram.compareMany(inputs, { readers: ["whatwg"] });
  assert.equal(readings.length, inputs.length);
  let valid = 0;
  inputs.forEach((input, i) => {
    const ours = asNode(readings[i].readings[0]);
    valid += ours !== null;
    assert.deepEqual(ours, node(input), JSON.stringify(input));
  });
  assert.ok(valid > 90000, `${valid} valid readings`);
});

test("with a base, each reader resolves the input by its own rule", () => {
  const c = urigram.compare("../x?y#z", { base: "http://a/b/c/d", readers: ["whatwg", "urllib"] });
  assert.equal(c.input, "../x?y#z");
  assert.equal(c.base, "http://a/b/c/d");
  // Node's own new URL(input, base), and CPython 3.11's
  // urljoin("http://a/b/c/d", "../x?y#z").
  assert.equal(c.readings[0].resolved, new URL("../x?y#z", "http://a/b/c/d").href);
  assert.equal(c.readings[0].split.path, new URL("../x?y#z", "http://a/b/c/d").pathname);
  assert.equal(c.readings[1].resolved, "http://a/b/x?y#z");
  // The backslash: a browser goes to evil.example, Python stays on a.
  const b = urigram.compare("/\\evil.example/", { base: "http://a/", readers: ["whatwg", "urllib"] });
  assert.equal(b.readings[0].destination.host, new URL("/\\evil.example/", "http://a/").hostname);
  assert.equal(b.readings[1].destination.host, "a");
});
