// Every class of the confusion catalog, opened as a #u= link: the table has
// a row for every default reader of the package; the whatwg row is what the
// browser's own `new URL()` reads (Chromium, evaluated in the same page);
// the urllib row's destination is CPython 3.11.7's
// (tests/data/compare/confusion-python.tsv) and the java row's host and port
// are JDK 17's (confusion-java.tsv): expected values from the real
// implementations, not from urigram.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open, shot, tsv, catalogRows, link } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const python = new Map(tsv("tests/data/compare/confusion-python.tsv").map(([i, host, port]) => [JSON.parse(i), { host, port }]));
const java = new Map(tsv("tests/data/compare/confusion-java.tsv").map(([i, valid, host, port]) => [JSON.parse(i), { valid, host, port }]));

// What the page shows for one reader: validity and each cell's value.
function rowOf(page, reader) {
  return page.evaluate((reader) => {
    const tr = document.querySelector(`#results tr[data-reader="${reader}"]`);
    if (!tr) return null;
    const cells = {};
    for (const td of tr.querySelectorAll("td[data-part]")) {
      cells[td.dataset.part] = {
        value: td.dataset.value === undefined ? undefined : JSON.parse(td.dataset.value),
        unsplit: td.dataset.unsplit !== undefined,
        dest: td.dataset.dest,
        destPort: td.dataset.destPort,
      };
    }
    return { valid: tr.dataset.valid === "true", cells };
  }, reader);
}

// The browser's own reading of the input, in the split compare gives.
function browserReading(page, input) {
  return page.evaluate((input) => {
    let u;
    try {
      u = new URL(input);
    } catch {
      return { valid: false };
    }
    const href = u.href;
    const beforeHash = u.hash === "" && !href.endsWith("#") ? href : href.slice(0, href.lastIndexOf("#"));
    const userinfo = u.username === "" && u.password === "" ? null : u.username + (u.password === "" ? "" : ":" + u.password);
    return {
      valid: true,
      scheme: u.protocol.slice(0, -1),
      userinfo,
      host: u.host === "" && !href.startsWith(u.protocol + "//") ? null : u.hostname,
      port: u.port === "" ? null : u.port,
      path: u.pathname,
      query: u.search !== "" ? u.search.slice(1) : beforeHash.includes("?") ? "" : null,
      fragment: u.hash !== "" ? u.hash.slice(1) : href.endsWith("#") ? "" : null,
    };
  }, input);
}

async function checkInput(page, cls, input, defaults) {
  const what = `${cls} ${JSON.stringify(input)}`;
  await page.waitForFunction((input) => document.querySelector("#results .comparison code.input") && document.getElementById("input").value === input, input);
  const readers = await page.$$eval("#results tr[data-reader]", (rows) => rows.map((r) => r.dataset.reader));
  assert.deepEqual(readers, defaults, `${what}: a row for every default reader`);

  const mine = await browserReading(page, input);
  const row = await rowOf(page, "whatwg");
  assert.equal(row.valid, mine.valid, `${what}: whatwg valid as Chromium's new URL()`);
  if (mine.valid) {
    for (const part of ["scheme", "userinfo", "host", "port", "path", "query", "fragment"]) {
      const cell = row.cells[part];
      const got = cell.value === undefined ? null : cell.value;
      assert.equal(got === null ? null : String(got), mine[part], `${what}: whatwg ${part} as Chromium's new URL()`);
    }
  }

  const py = python.get(input);
  if (py) {
    const u = await rowOf(page, "urllib");
    assert.equal(u.valid, py.host !== "invalid", `${what}: urllib valid as CPython 3.11.7`);
    if (u.valid) {
      assert.equal(u.cells.host.dest, py.host, `${what}: urllib's destination host as CPython 3.11.7`);
      assert.equal(u.cells.port.destPort, py.port, `${what}: urllib's destination port as CPython 3.11.7`);
    }
  }
  const jv = java.get(input);
  if (jv) {
    const j = await rowOf(page, "java");
    assert.equal(String(j.valid), jv.valid, `${what}: java valid as JDK 17`);
    if (j.valid) {
      const host = j.cells.host.unsplit ? null : j.cells.host.value;
      assert.equal(String(host), jv.host, `${what}: java getHost() as JDK 17`);
      const port = j.cells.port.unsplit || j.cells.port.value === null ? "-1" : String(j.cells.port.value);
      assert.equal(port, jv.port, `${what}: java getPort() as JDK 17`);
    }
  }
}

test("every catalog class opens from its #u= link, its readings held to Chromium, CPython and the JDK", async () => {
  const rows = catalogRows();
  const classes = [...new Set(rows.map(([c]) => c))];
  let page;
  let checked = 0;
  for (const cls of classes) {
    const inputs = rows.filter(([c]) => c === cls).map(([, i]) => i);
    // The first example as a fresh load of the link; the others as a
    // change of fragment in the loaded page (the hashchange path).
    if (page) await page.context().close();
    page = await open(browser, link(server.url, { u: inputs[0] }));
    const defaults = await page.evaluate(async () => (await import("./pkg/urigram.js")).readers().filter((r) => r.default).map((r) => r.reader));
    for (const [k, input] of inputs.entries()) {
      if (k > 0) await page.goto(link(server.url, { u: input }));
      await checkInput(page, cls, input, defaults);
      checked++;
    }
    if (cls === "backslash-before-at") await shot(page, "catalog-backslash-before-at");
    assert.deepEqual(page.errors, [], `${cls}: no error in the page`);
  }
  await page.context().close();
  assert.equal(checked, rows.length);
  console.log(`# catalog: ${classes.length} classes, ${checked} inputs checked`);
});

test("the catalog's classes are on the page as links that load them", async () => {
  const page = await open(browser, server.url);
  const rows = catalogRows();
  const shownClasses = await page.$$eval("#catalog li[data-class]", (li) => li.map((l) => l.dataset.class));
  assert.deepEqual(new Set(shownClasses), new Set(rows.map(([c]) => c)), "every class of tests/data/compare/confusion.tsv");
  // Click one (by keyboard): its input is loaded and read.
  const target = rows.find(([c]) => c === "numeric-ipv4");
  const a = page.locator('#catalog a[data-class="numeric-ipv4"]').first();
  await a.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((i) => document.getElementById("input").value === i, target[1]);
  await page.waitForSelector('#results th[data-part="host"].spelling');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
