// What every browser test shares: a tiny static server for web/site on
// 127.0.0.1 (a free port, closed by the test; a watchdog ends the process if
// a test hangs), Debian's Chromium driven by playwright-core, and a page
// opened and waited for until the module has loaded.
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/** The built page (scripts/build_web_site.sh). */
export const SITE = process.env.URIGRAM_SITE || path.join(ROOT, "web/site");
/** Where screenshots go, for a person to look at. */
export const SHOTS = path.join(ROOT, "target/web-screenshots");

const TYPES = {
  ".html": "text/html; charset=utf-8", ".js": "text/javascript; charset=utf-8", ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8", ".json": "application/json", ".wasm": "application/wasm", ".png": "image/png",
};

// No test takes this long; a hang ends the run rather than CI's.
setTimeout(() => {
  console.error("browser test: watchdog: still running after 5 minutes, giving up");
  process.exit(1);
}, 5 * 60 * 1000).unref();

/** Serves `root` on 127.0.0.1; resolves to {url, close, requests}. */
export function serve(root = SITE) {
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error(`no ${root}/index.html: run scripts/build_web.sh (or scripts/build_web_site.sh) first`);
  }
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url);
    const url = new URL(req.url, "http://127.0.0.1");
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (file.endsWith(path.sep)) file = path.join(file, "index.html");
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] || "application/octet-stream", "cache-control": "no-store" });
      res.end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}/`,
        requests,
        close: () => new Promise((r) => { server.closeAllConnections(); server.close(r); }),
      });
    });
  });
}

/** Debian's Chromium, headless, through playwright-core. */
export function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
}

/** A desktop and a phone viewport. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * Opens `url` in a new context and waits for body[data-ready="1"]; any
 * uncaught error or console error of the page fails the test that reads
 * `page.errors` (a request for another origin is one: the page makes none).
 */
export async function open(browser, url, { viewport = DESKTOP, context } = {}) {
  const ctx = context || (await browser.newContext({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE }));
  const page = await ctx.newPage();
  page.errors = [];
  page.on("pageerror", (e) => page.errors.push(String(e)));
  page.on("console", (m) => { if (m.type() === "error") page.errors.push(m.text()); });
  page.on("request", (r) => { if (!r.url().startsWith(new URL(url).origin) && !r.url().startsWith("data:")) page.errors.push("external request: " + r.url()); });
  await page.goto(url);
  await page.waitForFunction(() => document.body.dataset.ready === "1" || document.body.dataset.ready === "error", null, { timeout: 30000 });
  const ready = await page.evaluate(() => document.body.dataset.ready);
  if (ready !== "1") throw new Error("the page did not load: " + (await page.textContent("#summary")));
  return page;
}

/** Saves a full-page screenshot as target/web-screenshots/NAME.png. */
export async function shot(page, name) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, name + ".png");
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** The rows of a TSV file of tests/data (comments and blank lines skipped). */
export function tsv(rel) {
  return fs.readFileSync(path.join(ROOT, rel), "utf8").split("\n")
    .filter((l) => l !== "" && !l.startsWith("#")).map((l) => l.split("\t"));
}

/** The confusion catalog as committed: [[class, input]]. */
export function catalogRows() {
  return tsv("tests/data/compare/confusion.tsv").map(([c, j]) => [c, JSON.parse(j)]);
}

/** The fragment link the page takes for one input (and options). */
export function link(base, state) {
  return base + "#" + Object.entries(state).map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&");
}
