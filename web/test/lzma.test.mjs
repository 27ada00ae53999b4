// The page's LZMA decoder (web/site-src/js/lzma.js) against xz, the
// independent encoder: every file xz writes, with any lc/lp/pb it allows,
// unpacks to the bytes it packed; a damaged file throws a message saying
// where, never loops or returns wrong bytes silently past its output.
// When the package is built, the page's own module round-trips too.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./paths.mjs";

const { unlzma } = await import(join(root, "web/site-src/js/lzma.js"));

function xz(bytes, option) {
  const r = spawnSync("xz", ["--format=lzma", option, "-c"], { input: bytes, maxBuffer: 1 << 28 });
  assert.equal(r.status, 0, `xz ${option}: ${r.stderr}`);
  return new Uint8Array(r.stdout);
}

// A fixed-seed generator (xorshift32): the same inputs every run.
function bytesOf(length, seed, alphabet) {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = alphabet ? alphabet.charCodeAt((x >>> 0) % alphabet.length) : x & 0xff;
  }
  return out;
}

const inputs = {
  empty: new Uint8Array(0),
  "one byte": Uint8Array.of(0x61),
  "a repeated word": new TextEncoder().encode("abcabcabd".repeat(3000)),
  "random bytes": bytesOf(50_000, 1),
  "four letters": bytesOf(100_000, 7, "acgt"),
  "a program": new Uint8Array(readFileSync(process.execPath).subarray(0, 150_000)),
};
const options = [
  "-9e",
  "-0",
  "--lzma1=preset=9e,lc=0,lp=0,pb=0",
  "--lzma1=preset=6,lc=3,lp=1,pb=3",
  "--lzma1=preset=1,lc=4,lp=0,pb=4",
  "--lzma1=preset=1,lc=0,lp=4,pb=1",
  "--lzma1=preset=6,dict=4KiB",
];

for (const [name, bytes] of Object.entries(inputs)) {
  test(`unlzma: ${name}, every option`, () => {
    for (const option of options) {
      const packed = xz(bytes, option);
      assert.deepEqual(unlzma(packed), bytes, option);
      // The same file with its unpacked size in the header, as the page's is.
      const sized = packed.slice();
      new DataView(sized.buffer).setBigUint64(5, BigInt(bytes.length), true);
      assert.deepEqual(unlzma(sized), bytes, `${option}, sized`);
    }
  });
}

test("unlzma: a damaged file throws, saying where", () => {
  const bytes = inputs["a program"].subarray(0, 60_000);
  const packed = xz(bytes, "-6");
  assert.throws(() => unlzma(packed.subarray(0, 10)), /shorter than its 13-byte header/);
  assert.throws(() => unlzma(packed.subarray(0, packed.length >> 1)), /ends early, at byte \d+/);
  const badProps = packed.slice();
  badProps[0] = 225;
  assert.throws(() => unlzma(badProps), /properties byte 225/);
  const badFirst = packed.slice();
  badFirst[13] = 1;
  assert.throws(() => unlzma(badFirst), /byte 13 should be 0/);
  // Flipped bytes inside the stream: an error or, where the damage decodes
  // to something, bytes that differ; never a hang or a write past the end.
  let caught = 0;
  for (let at = 20; at < packed.length - 8; at += 997) {
    const bad = packed.slice();
    new DataView(bad.buffer).setBigUint64(5, BigInt(bytes.length), true);
    bad[at] ^= 0x55;
    try {
      const got = unlzma(bad);
      assert.equal(got.length, bytes.length);
      assert.notDeepEqual(got, bytes);
    } catch (e) {
      assert.match(e.message, /^lzma: /);
      caught++;
    }
  }
  assert.ok(caught > 0);
});

test("unlzma: the page's own module", { skip: !existsSync(join(root, "web/site/pkg/core_bg.wasm.lzma")) && "web/site not built" }, () => {
  const plain = readFileSync(join(root, "web/pkg/core_bg.wasm"));
  const got = unlzma(new Uint8Array(readFileSync(join(root, "web/site/pkg/core_bg.wasm.lzma"))));
  assert.equal(Buffer.compare(Buffer.from(got), plain), 0);
});
