// The browser entry (`urigram.js`) without a browser: before `init()` every
// function throws; `init(bytes)` loads the module (what a page does with a
// fetched Response or URL), and calling it again returns the same promise.
// Its own process (node --test runs each file apart), so the Node entry
// has not loaded the module first.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./paths.mjs";

test("urigram.js: init() first, then every function", async () => {
  const urigram = await import(join(root, "web/pkg/urigram.js"));
  assert.throws(() => urigram.isValid("http://a/"), /call init\(\) first/);
  const bytes = readFileSync(join(root, "web/pkg/core_bg.wasm"));
  const first = urigram.init(bytes);
  assert.equal(urigram.init(bytes), first);
  await first;
  assert.equal(urigram.ready, first);
  assert.equal(urigram.isValid("http://a/"), true);
  assert.equal(urigram.compare("http://a/").input, "http://a/");
});
