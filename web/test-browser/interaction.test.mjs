// Typing into the page: the table follows the input, the fragment follows
// the form, the parts that differ are marked, invisible characters are shown
// as badges and markup in a URL stays text; labels, table headers and the
// tabs work for the keyboard and a screen reader; the page fits a phone.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open, shot, link, PHONE, SHOTS } from "./harness.mjs";

let server, browser;
before(async () => {
  server = await serve();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

// Sets the input box as a person would (select all, type) and waits for the
// table of that input.
async function typeInput(page, text) {
  const box = page.getByLabel("URL, or a list of them");
  await box.fill("");
  await box.pressSequentially(text);
  await page.waitForFunction((t) => document.body.dataset.state === "done" && document.querySelector("#results .comparison") &&
    document.getElementById("input").value === t && decodeURIComponent(location.hash).includes(t.split("\n")[0]), text);
}

test("typing a URL shows its readings and puts it in the fragment; the host both readers disagree on is marked", async () => {
  const page = await open(browser, server.url);
  const input = "https://good.example:443\\@evil.example/";
  await typeInput(page, input);
  assert.equal(await page.evaluate(() => location.hash), "#u=" + encodeURIComponent(input));
  // CPython 3.11.7 sends it to evil.example (tests/data/compare/confusion-python.tsv),
  // the browser's own URL to good.example.
  const browserHost = await page.evaluate((i) => new URL(i).hostname, input);
  assert.equal(browserHost, "good.example");
  const host = (r) => page.$eval(`#results tr[data-reader="${r}"] td[data-part="host"]`, (td) => ({ dest: td.dataset.dest, cls: td.className, text: td.textContent }));
  const u = await host("urllib");
  const w = await host("whatwg");
  assert.equal(u.dest, "dns:evil.example");
  assert.equal(w.dest, "dns:" + browserHost);
  assert.ok(u.cls.includes("differ") || w.cls.includes("differ"), "one of the two hosts is highlighted");
  assert.equal(await page.$eval('#results thead th[data-part="host"]', (th) => th.className), "differ");
  assert.equal(await page.$eval("#results .comparison", (s) => s.dataset.verdict), "differ");
  assert.match(await page.textContent("#results .verdict"), /Readings differ: .*host/);
  // A grammar's diagnostic: the library's frame, with its caret.
  const frame = await page.$eval('#results .diag[data-reader="rfc3986"] pre', (p) => p.textContent);
  assert.match(frame, /\^/);
  assert.match(frame, /RFC 3986, section 3\.2/);
  await shot(page, "desktop-compare");
  // The README's picture (docs/img/playground.png is a reduced copy): the
  // form and the first table, at a narrower width.
  await page.setViewportSize({ width: 1000, height: 900 });
  await page.evaluate(() => { document.querySelector(".catalog-box").open = false; });
  const box = await page.$eval("#results .table-wrap", (e) => { const r = e.getBoundingClientRect(); return r.bottom + window.scrollY; });
  await page.screenshot({ path: `${SHOTS}/readme.png`, fullPage: true, clip: { x: 0, y: 0, width: 1000, height: Math.ceil(box) + 8 } });
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("spellings of one destination are told apart from different destinations", async () => {
  const page = await open(browser, server.url);
  // 0x7f.1 is 127.0.0.1 to inet_aton and to the URL Standard's IPv4 parser.
  await typeInput(page, "http://0x7f.1/");
  assert.equal(await page.evaluate(() => new URL("http://0x7f.1/").hostname), "127.0.0.1");
  assert.equal(await page.$eval("#results .comparison", (s) => s.dataset.verdict), "spelling");
  assert.equal(await page.$eval('#results thead th[data-part="host"]', (th) => th.className), "spelling");
  assert.equal(await page.$$eval("#results th.differ, #results td.differ", (x) => x.length), 0);
  assert.equal(await page.$eval('#results tr[data-reader="urllib"] td[data-part="host"]', (td) => td.dataset.dest), "127.0.0.1");
  await page.context().close();
});

test("invisible characters are shown as badges and markup stays text", async () => {
  const page = await open(browser, server.url);
  let dialogs = 0;
  page.on("dialog", (d) => { dialogs++; d.dismiss(); });
  await page.goto(link(server.url, { u: "http://a/\u200b\u0001x" }));
  await page.waitForSelector('#results tr[data-reader="urllib"] td[data-part="path"] .esc');
  const cell = await page.$eval('#results tr[data-reader="urllib"] td[data-part="path"]', (td) => ({
    badges: [...td.querySelectorAll(".esc")].map((b) => b.textContent), text: td.textContent, value: JSON.parse(td.dataset.value),
  }));
  assert.equal(cell.value, "/\u200b\u0001x");
  assert.deepEqual(cell.badges, ["\\u{200b}", "\\x01"]);
  assert.ok(!/[\u200b\u0001]/.test(cell.text), "no raw invisible character in the cell's text");
  assert.ok(!/[\u200b\u0001]/.test(await page.textContent("#results h3")), "nor in the heading");

  const evil = `http://a/"><img src=x onerror="document.body.dataset.pwned=1">#<script>alert(1)</script>`;
  await page.goto(link(server.url, { u: evil }));
  await page.waitForFunction((e) => document.querySelector("#results h3")?.textContent.includes("<img"), evil);
  assert.equal(await page.$$eval("#results img, #results script, #catalog img", (x) => x.length), 0);
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => document.body.dataset.pwned), undefined);
  assert.equal(dialogs, 0);
  await page.context().close();
});

test("a list: one table per line, and the filter keeps the lines whose readings differ", async () => {
  const page = await open(browser, server.url);
  await page.getByLabel("one input a line").check();
  const lines = ["https://example.com/a", "http://u@v@h/", "http://example.com:80/"];
  await page.getByLabel("URL, or a list of them").fill(lines.join("\n"));
  await page.waitForFunction(() => document.querySelectorAll("#results .comparison").length === 3);
  assert.match(await page.textContent("#summary"), /^3 inputs:/);
  // A list is read in one call and its lines parsed when drawn: each table is
  // the package's compare() of its line.
  const same = await page.evaluate(async (lines) => {
    const U = await import("./pkg/urigram.js");
    return [...document.querySelectorAll("#results .comparison")].map((sec, i) => {
      const c = U.compare(lines[i]);
      const v = c.differ.length ? "differ" : c.spelling.length ? "spelling" : "alike";
      const rows = [...sec.querySelectorAll("tr[data-reader]")].map((r) => r.dataset.reader + ":" + r.dataset.valid).join(" ");
      return v === sec.dataset.verdict && rows === c.readings.map((r) => r.reader + ":" + r.valid).join(" ");
    });
  }, lines);
  assert.deepEqual(same, [true, true, true]);
  assert.match(await page.evaluate(() => location.hash), /list=1/);
  await page.getByLabel("show only inputs whose readings differ").check();
  const left = await page.$$eval("#results .comparison", (s) => s.map((x) => x.dataset.verdict));
  assert.ok(left.length < 3 && left.every((v) => v !== "alike"), `left: ${left}`);
  await page.context().close();
});

test("labels, table headers and the tabs serve the keyboard and a screen reader", async () => {
  const page = await open(browser, link(server.url, { u: "http://[fe80::1%25eth0]/" }));
  await page.waitForSelector("#results table");
  const unlabelled = await page.$$eval("input, textarea, select", (xs) => xs.filter((x) => x.labels.length === 0).map((x) => x.id));
  assert.deepEqual(unlabelled, []);
  const noScope = await page.$$eval("#results th", (ths) => ths.filter((t) => !["col", "row"].includes(t.getAttribute("scope"))).length);
  assert.equal(noScope, 0);
  await page.focus("#tab-compare");
  await page.keyboard.press("ArrowRight");
  assert.equal(await page.evaluate(() => document.activeElement.id), "tab-templates");
  assert.equal(await page.isVisible("#panel-templates"), true);
  assert.equal(await page.isVisible("#panel-compare"), false);
  assert.match(await page.evaluate(() => location.hash), /tab=templates/);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await page.isVisible("#panel-compare"), true);
  await page.context().close();
});

test("a phone's width: no sideways scrolling of the page (tables scroll in their own box)", async () => {
  const page = await open(browser, link(server.url, { u: "http://0xA9.0xFE.0xA9.0xFE/" }), { viewport: PHONE });
  await page.waitForSelector("#results table");
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  assert.ok(scroll <= width, `page ${scroll}px wide in a ${width}px viewport`);
  await shot(page, "phone-compare");
  await page.context().close();
});

test("a base: each reader resolves the input by its own rule (RFC 3986 section 5.4.1: ../g against http://a/b/c/d;p?q)", async () => {
  const page = await open(browser, link(server.url, { u: "../g", base: "http://a/b/c/d;p?q" }));
  await page.waitForSelector('#results tr[data-reader="whatwg"]');
  // The input as typed; each row reads what it resolved to.
  assert.equal(await page.textContent("#results h3 code.input"), "../g");
  assert.equal(await page.$eval('#results tr[data-reader="rfc3986"] td[data-part="path"]', (td) => JSON.parse(td.dataset.value)), "/b/g");
  assert.equal(await page.getByLabel("Base (optional)").inputValue(), "http://a/b/c/d;p?q");
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("every reader of the package's registry can be chosen, and the choice is kept in the link", async () => {
  const page = await open(browser, link(server.url, { u: "http://example.com/" }));
  const all = await page.evaluate(async () => (await import("./pkg/urigram.js")).readers().map((r) => r.reader));
  for (const name of all) await page.getByLabel(name, { exact: true }).check();
  await page.waitForFunction((n) => document.querySelectorAll("#results tr[data-reader]").length === n, all.length);
  assert.deepEqual(await page.$$eval("#results tr[data-reader]", (rows) => rows.map((r) => r.dataset.reader)), all);
  await page.getByLabel("whatwg", { exact: true }).uncheck();
  await page.waitForFunction(() => !document.querySelector('#results tr[data-reader="whatwg"]'));
  const hash = await page.evaluate(() => decodeURIComponent(location.hash));
  assert.match(hash, new RegExp("readers=" + all.filter((r) => r !== "whatwg").join(",")));
  await page.context().close();
});
