// The templates tab: expansion held to the uritemplate-test suite's
// spec-examples.json (tests/data/uritemplate-test, the RFC's own examples),
// a match read back with the ambiguity warning, and a router.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { serve, launch, open, shot, ROOT, link } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function templatesTab(page) {
  await page.click("#tab-templates");
  await page.waitForSelector("#panel-templates:not([hidden])");
}

test("expansion in the tab gives the RFC's examples (uritemplate-test spec-examples.json)", async () => {
  const page = await open(browser, server.url);
  await templatesTab(page);
  const suite = JSON.parse(fs.readFileSync(path.join(ROOT, "tests/data/uritemplate-test/spec-examples.json"), "utf8"));
  let n = 0;
  for (const [name, group] of Object.entries(suite)) {
    await page.getByLabel("Variables (JSON)").fill(JSON.stringify(group.variables));
    for (const [template, expected] of group.testcases) {
      // Forget the last answer, so that the wait below sees this one.
      await page.$eval("#t-expanded", (o) => { o.dataset.template = ""; });
      await page.getByLabel("Template", { exact: true }).fill(template);
      const allowed = Array.isArray(expected) ? expected : [expected];
      await page.waitForFunction(([a]) => {
        const o = document.getElementById("t-expanded");
        return o.dataset.template === a && o.dataset.state;
      }, [template]);
      const got = await page.$eval("#t-expanded", (o) => ({ state: o.dataset.state, uri: o.dataset.uri }));
      assert.equal(got.state, "ok", `${name}: ${template}`);
      assert.ok(allowed.includes(got.uri), `${name}: ${template} gave ${got.uri}, expected ${allowed.join(" or ")}`);
      n++;
    }
  }
  console.log(`# templates: ${n} expansions of spec-examples.json through the page`);
  await page.context().close();
});

test("a match reads the variables back; an ambiguous template and match are flagged", async () => {
  const page = await open(browser, link(server.url, { tab: "templates", t: "/users/{id}{?fields,page}", vars: "{}", m: "/users/42?page=2" }));
  await page.waitForSelector("#t-matched[data-state]");
  assert.equal(await page.$eval("#t-matched", (o) => o.dataset.state), "match");
  assert.deepEqual(JSON.parse(await page.$eval("#t-matched pre.json", (p) => p.textContent)), { id: "42", page: "2" });
  // {a}{b} cannot tell where a ends: "xy" is a=x,b=y or a=xy or a=,b=xy ... (RFC 6570 section 1.2 on matching).
  await page.getByLabel("Template", { exact: true }).fill("{a}{b}");
  await page.getByLabel("Match a URI against the template").fill("xy");
  await page.waitForSelector('#t-matched [data-warning="ambiguous"]');
  assert.ok(await page.isVisible('#t-matched [data-warning="template"]'), "the template's own ambiguity is named");
  await shot(page, "desktop-templates");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the router picks the first template that matches and names the overlaps", async () => {
  const page = await open(browser, link(server.url, { tab: "templates" }));
  await page.getByLabel("Templates, one a line (the first that matches wins)").fill("/users/{id}\n/users/me\n/posts{/id}");
  await page.getByLabel("URI to route").fill("/posts/7");
  await page.waitForFunction(() => document.getElementById("r-routed").dataset.index === "2");
  assert.deepEqual(JSON.parse(await page.$eval("#r-routed pre.json", (p) => p.textContent)), { id: "7" });
  await page.getByLabel("URI to route").fill("/users/me");
  await page.waitForFunction(() => document.getElementById("r-routed").dataset.index === "0");
  assert.match(await page.textContent("#r-routed"), /Templates 1 and 2 overlap/);
  await page.getByLabel("URI to route").fill("/nothing/here");
  await page.waitForFunction(() => document.getElementById("r-routed").dataset.state === "nomatch");
  await page.context().close();
});
