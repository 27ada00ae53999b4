// javaUri held to JDK 17 (tests/data/java/vectors.jsonl, written by
// scripts/java_vectors.sh from OpenJDK 17.0.15's java.net.URI), and
// resolve to RFC 3986 section 5.4's examples, typed in from the RFC.
import { test } from "node:test";
import assert from "node:assert/strict";
import { urigram, read } from "./corpora.mjs";

test("javaUri: every vector of JDK 17", () => {
  const lines = read("tests/data/java/vectors.jsonl").split("\n").filter((l) => l.startsWith('{"source"'));
  assert.ok(lines.length > 1000);
  for (const line of lines) {
    const { input, jdk } = JSON.parse(line);
    if (!jdk.valid) {
      assert.throws(
        () => urigram.javaUri(input),
        (e) => e instanceof urigram.UrigramError && e.kind === jdk.exception && e.message === jdk.message && (jdk.index ?? null) === e.offset,
        input,
      );
      continue;
    }
    const u = urigram.javaUri(input);
    const got = [u.opaque, u.scheme, u.schemeSpecificPart, u.authority, u.userInfo, u.host, u.port, u.path, u.query, u.fragment];
    const want = [jdk.opaque, jdk.scheme, jdk.scheme_specific_part, jdk.authority, jdk.userinfo, jdk.host, jdk.port, jdk.path, jdk.query, jdk.fragment];
    assert.deepEqual(got, want, input);
    const d = jdk.decoded;
    assert.deepEqual(u.decoded, {
      schemeSpecificPart: d.scheme_specific_part,
      authority: d.authority,
      userInfo: d.userinfo,
      path: d.path,
      query: d.query,
      fragment: d.fragment,
    }, input);
  }
});

test("resolve: RFC 3986 section 5.4.1 and 5.4.2", () => {
  const base = "http://a/b/c/d;p?q";
  const examples = {
    "g:h": "g:h", g: "http://a/b/c/g", "./g": "http://a/b/c/g", "g/": "http://a/b/c/g/", "/g": "http://a/g",
    "//g": "http://g", "?y": "http://a/b/c/d;p?y", "g?y": "http://a/b/c/g?y", "#s": "http://a/b/c/d;p?q#s",
    "g#s": "http://a/b/c/g#s", "g?y#s": "http://a/b/c/g?y#s", ";x": "http://a/b/c/;x", "g;x": "http://a/b/c/g;x",
    "g;x?y#s": "http://a/b/c/g;x?y#s", "": "http://a/b/c/d;p?q", ".": "http://a/b/c/", "./": "http://a/b/c/",
    "..": "http://a/b/", "../": "http://a/b/", "../g": "http://a/b/g", "../..": "http://a/", "../../": "http://a/",
    "../../g": "http://a/g",
    // 5.4.2
    "../../../g": "http://a/g", "../../../../g": "http://a/g", "/./g": "http://a/g", "/../g": "http://a/g",
    "g.": "http://a/b/c/g.", ".g": "http://a/b/c/.g", "g..": "http://a/b/c/g..", "..g": "http://a/b/c/..g",
    "./../g": "http://a/b/g", "./g/.": "http://a/b/c/g/", "g/./h": "http://a/b/c/g/h", "g/../h": "http://a/b/c/h",
    "g;x=1/./y": "http://a/b/c/g;x=1/y", "g;x=1/../y": "http://a/b/c/y", "g?y/./x": "http://a/b/c/g?y/./x",
    "g?y/../x": "http://a/b/c/g?y/../x", "g#s/./x": "http://a/b/c/g#s/./x", "g#s/../x": "http://a/b/c/g#s/../x",
    "http:g": "http:g",
  };
  for (const [ref, want] of Object.entries(examples)) assert.equal(urigram.resolve(base, ref), want, ref);
  assert.throws(() => urigram.resolve("not a base", "g"), urigram.UrigramError);
});
