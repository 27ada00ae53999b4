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
