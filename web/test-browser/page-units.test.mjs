// The page's pure helpers, in Node: the fragment read back as written (for
// inputs with every kind of character the catalog has), the escapes the CLI's
// help text names (tab, CR, LF as \t \r \n; other C0 and DEL as \xNN; C1
// and invisible formatting characters as \u{N}), and byte offsets (what the
// library's errors count) mapped to string indices as TextEncoder counts.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFragment, writeFragment } from "../site-src/js/fragment.js";
import { escapeText, byteToIndex } from "../site-src/js/show.js";
import { catalogRows } from "./harness.mjs";

test("a fragment gives back every catalog input, base and reader list as written", () => {
  for (const [, u] of catalogRows()) {
    const state = { u, base: "http://a/b?c=d&e#f", readers: "whatwg,urllib", python: "3.12" };
    const hash = writeFragment(state);
    assert.ok(!/[\s#]/.test(hash.slice(1)), `no blank or second # in ${hash}`);
    assert.deepEqual(readFragment(hash), state);
  }
  // '+' is a plus (URLSearchParams would make it a space); a bad escape is kept.
  assert.deepEqual(readFragment("#u=a+b%20c&base=%E0%A4"), { u: "a+b c", base: "%E0%A4" });
  assert.deepEqual(readFragment("#nothing=1&u="), { u: "" });
});

test("invisible characters are escaped as the CLI escapes them", () => {
  assert.equal(escapeText("\t\r\n"), "\\t\\r\\n");
  assert.equal(escapeText("a\u0000b\u0001\u007f"), "a\\x00b\\x01\\x7f");
  assert.equal(escapeText("\u0085\u009b"), "\\u{85}\\u{9b}");
  assert.equal(escapeText("x\u200bx\u202ex\ufeff\u2066"), "x\\u{200b}x\\u{202e}x\\u{feff}\\u{2066}");
  assert.equal(escapeText("\u00a0\u3000 "), "\\u{a0}\\u{3000} ");
  assert.equal(escapeText("http://évil。example/ ok"), "http://évil。example/ ok");
});

test("a byte offset is the index of the character it falls in", () => {
  const s = "a\u00e9\u4e2d\u{1f600}b";
  const encoder = new TextEncoder();
  let start = 0;
  let index = 0;
  for (const ch of s) {
    const len = encoder.encode(ch).length;
    for (let b = start; b < start + len; b++) assert.equal(byteToIndex(s, b), index, `byte ${b} of ${JSON.stringify(ch)}`);
    start += len;
    index += ch.length;
  }
  assert.equal(byteToIndex(s, start), s.length, "the end");
  assert.equal(byteToIndex("http://a/\u00e9x", 11), 10);
});
