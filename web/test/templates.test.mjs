// RFC 6570 in the package, held to the uritemplate-test suite
// (tests/data/uritemplate-test, copied unchanged from
// github.com/uri-templates/uritemplate-test): every expansion case, read
// as tests/template_suite.rs reads them (a string: the expansion; a list:
// any one of them; false: an error), and matching back to the variables.
import { test } from "node:test";
import assert from "node:assert/strict";
import { urigram, read } from "./corpora.mjs";

const FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"];

test("expansion: every case of uritemplate-test", () => {
  let cases = 0;
  for (const file of FILES) {
    const suite = JSON.parse(read(`tests/data/uritemplate-test/${file}`));
    for (const [group, { variables, testcases }] of Object.entries(suite)) {
      for (const [template, expected] of testcases) {
        cases++;
        const where = `${file} ${group}: ${template}`;
        if (expected === false) {
          assert.throws(() => urigram.expand(template, variables), urigram.UrigramError, where);
          continue;
        }
        const got = urigram.expand(template, variables);
        if (Array.isArray(expected)) assert.ok(expected.includes(got), `${where}: ${got}`);
        else assert.equal(got, expected, where);
        // The class expands alike.
        const t = new urigram.Template(template);
        assert.equal(t.expand(variables), got, where);
        t.free();
      }
    }
  }
  assert.ok(cases > 250, `${cases} cases`);
});

test("matching: an expansion matches back to its variables", () => {
  const suite = JSON.parse(read("tests/data/uritemplate-test/spec-examples.json"));
  const { variables } = suite["Level 1 Examples"];
  const t = new urigram.Template("{var}/{hello}");
  const uri = t.expand(variables);
  assert.equal(uri, "value/Hello%20World%21");
  const m = t.match(uri);
  assert.deepEqual(m.variables, { var: "value", hello: "Hello World!" });
  assert.equal(m.ambiguous, false);
  assert.equal(t.match("no-slash"), null);
  assert.deepEqual(t.variables, ["var", "hello"]);
});

test("Template.match: each expansion of uritemplate-test matches back; the fast path as the JSON path", () => {
  let fast = 0;
  for (const file of FILES.slice(0, 3)) {
    const suite = JSON.parse(read(`tests/data/uritemplate-test/${file}`));
    for (const [group, { variables, testcases }] of Object.entries(suite)) {
      for (const [template, expected] of testcases) {
        if (typeof expected !== "string") continue;
        const where = `${file} ${group}: ${template} on ${expected}`;
        const t = new urigram.Template(template);
        const set = new urigram.TemplateSet([template]);
        const m = t.match(expected);
        // TemplateSet.match's answer crosses as JSON (web/src/template.rs).
        const viaSet = set.match(expected);
        assert.ok(m !== null, where);
        const { index, template: _, ...json } = viaSet;
        assert.equal(index, 0, where);
        assert.deepEqual(m, json, where);
        assert.equal(JSON.stringify(m), JSON.stringify(json), where);
        // A string variable of a simple expression (no operator, no
        // prefix), read one way, is the suite's own value: RFC 6570
        // section 3.2.2 encodes it whole, so it decodes back.
        if (!m.ambiguous) {
          fast++;
          const simple = /^(?:[^{]*\{[A-Za-z0-9_]+\})*[^{]*$/.test(template);
          for (const [k, v] of Object.entries(m.variables)) {
            if (simple && typeof v === "string" && typeof variables[k] === "string") assert.equal(v, variables[k], where);
          }
        }
        t.free();
        set.free();
      }
    }
  }
  assert.ok(fast > 100, `${fast} unambiguous matches`);
});

test("Template.match: decoded UTF-8, a long decoded value and a URI that is not ASCII, as the JSON path", () => {
  // RFC 6570 section 3.2.1: a character outside the allowed set is
  // pct-encoded as its UTF-8 octets, so "%C3%A9" is U+00E9 and "%20" a
  // space (web/src/template_scratch.rs writes these decoded bytes apart,
  // up to 4096 bytes: the long value takes the JSON path).
  const t = new urigram.Template("/{x}/{y}{?q}");
  const set = new urigram.TemplateSet(["/{x}/{y}{?q}"]);
  const long = "a%20".repeat(2500);
  for (const uri of ["/caf%C3%A9/plain?q=a%20b", "/%C3%A9/%E2%82%AC", "/é/x", "/caf%C3%A9/é", `/${long}/b`]) {
    const m = t.match(uri);
    const { index, template: _, ...json } = set.match(uri) ?? { index: 0, template: "" };
    assert.equal(index, 0, uri);
    if (m === null) {
      assert.equal(set.match(uri), null, uri);
      continue;
    }
    assert.equal(JSON.stringify(m), JSON.stringify(json), uri);
  }
  assert.deepEqual(t.match("/caf%C3%A9/plain?q=a%20b").variables, { q: "a b", x: "caf\u00e9", y: "plain" });
  assert.deepEqual(t.match("/%C3%A9/%E2%82%AC").variables, { x: "\u00e9", y: "\u20ac" });
  assert.equal(t.match(`/${long}/b`).variables.x, "a ".repeat(2500));
  t.free();
  set.free();
});

test("Template.match: each kind of value of the fast path, on the first match and the later ones, as the JSON path", () => {
  // web/src/template_scratch.rs: a value sliced from the URI, sliced and
  // pct-decoded (RFC 6570 section 3.2.2 encodes " " as "%20", so "a%20b"
  // is "a b"), or, where the library answers with its owned match (a
  // prefix, a variable written twice), its bytes; "%2f" is no expansion
  // (section 1.6: uppercase hex), so no match. The first match of a
  // template reads its automaton back, the later ones its one-pass table.
  const cases = [
    ["/{x}/{y}{?q}", ["/a%20b/c?q=d", "/a/b", "/a%2fb/c", "/%E2%82%AC/x?q="]],
    ["/{x:3}/{y}", ["/a%20b/c%20d", "/abc/d"]],
    ["/{a}/{a}", ["/x%20y/x%20y", "/x/y"]],
    ["{+p}/{q}", ["/a%20b/c/d%20e"]],
  ];
  for (const [template, uris] of cases) {
    const t = new urigram.Template(template);
    const set = new urigram.TemplateSet([template]);
    for (let round = 0; round < 3; round++) {
      for (const uri of uris) {
        const m = t.match(uri);
        const viaSet = set.match(uri);
        if (viaSet === null) {
          assert.equal(m, null, `${template} on ${uri}`);
          continue;
        }
        const { index, template: _, ...json } = viaSet;
        assert.equal(JSON.stringify(m), JSON.stringify(json), `${template} on ${uri}`);
      }
    }
    t.free();
    set.free();
  }
  const t = new urigram.Template("/{x}/{y}{?q}");
  for (let round = 0; round < 2; round++) {
    assert.deepEqual(t.match("/a%20b/c?q=d").variables, { q: "d", x: "a b", y: "c" });
    assert.equal(t.match("/a%2fb/c"), null);
  }
  t.free();
});

test("the ambiguity is found when the template is built", () => {
  const t = new urigram.Template("{a}{b}");
  assert.equal(t.ambiguous, true);
  assert.ok(t.ambiguities.length > 0);
  assert.equal(new urigram.Template("/users/{id}").ambiguous, false);
  assert.throws(() => new urigram.Template("{oops"), urigram.UrigramError);
});

test("a TemplateSet routes to the first template that matches", () => {
  const set = new urigram.TemplateSet(["/users/{id}", "/users/{id}/posts/{post}", "/files{/path*}"]);
  assert.equal(set.length, 3);
  const m = set.match("/users/42/posts/7");
  assert.equal(m.index, 1);
  assert.equal(m.template, "/users/{id}/posts/{post}");
  assert.deepEqual(m.variables, { id: "42", post: "7" });
  assert.deepEqual(set.match("/files/a/b").variables, { path: ["a", "b"] });
  assert.equal(set.match("/nothing"), null);
});
