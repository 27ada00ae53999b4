// Offline once loaded: after one visit the service worker holds every file
// of the page (files.json), so with the server gone a reload still loads the
// module and reads a URL. And no request ever leaves the page's origin.
import { test } from "node:test";
import assert from "node:assert/strict";
import { serve, launch, open, link } from "./harness.mjs";

test("the page reloads and works with its server gone", async () => {
  const server = await serve();
  const browser = await launch();
  try {
    const page = await open(browser, server.url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15000 });
    await server.close();
    // A change of fragment, then a real reload: every file (the page, its
    // scripts, the wasm) must come from the service worker's copy.
    await page.goto(link(server.url, { u: "http://127.1/" }));
    await page.evaluate(() => { window.beforeReload = true; });
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.ready === "1");
    assert.equal(await page.evaluate(() => window.beforeReload), undefined, "the page was loaded anew");
    const reached = await fetch(server.url).then(() => true, () => false);
    assert.equal(reached, false, "the server is gone");
    await page.waitForSelector('#results tr[data-reader="whatwg"]');
    assert.equal(await page.$eval('#results tr[data-reader="whatwg"] td[data-part="host"]', (td) => JSON.parse(td.dataset.value)), "127.0.0.1");
    assert.deepEqual(page.errors.filter((e) => e.startsWith("external request")), []);
    assert.ok(server.requests.every((r) => r.startsWith("/")));
  } finally {
    await browser.close();
    await server.close().catch(() => {});
  }
});
