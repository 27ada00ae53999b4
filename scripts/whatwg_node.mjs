// The WHATWG URL Standard as Node's `new URL(s)` (ada) reads each input of
// the test corpora: the expected values of the `whatwg` reader's test
// (tests/compare_whatwg.rs), a second implementation of the Standard beside
// the url crate. Run from the repository's root:
//
//   node scripts/whatwg_node.mjs > tests/data/compare/whatwg-node.jsonl
//
// Inputs: the grammar catalogs (tests/data/grammar/**/*.txt, `label TAB
// input`, the input taken as written) and the confusion catalog
// (tests/data/compare/confusion.tsv, the input a JSON string). The first
// line records Node's and ada's versions; then one JSON object per input:
// {"input", "ok": false} or {"input", "ok": true, "protocol", "username",
// "password", "hostname", "port", "pathname", "search", "hash"}.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function* files(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (p.endsWith(".txt")) yield p;
  }
}

const inputs = [];
for (const f of files("tests/data/grammar")) {
  for (const line of readFileSync(f, "utf8").split("\n")) {
    if (line.startsWith("#")) continue;
    const tab = line.indexOf("\t");
    if (tab >= 0) inputs.push(line.slice(tab + 1));
  }
}
for (const line of readFileSync("tests/data/compare/confusion.tsv", "utf8").split("\n")) {
  if (line.startsWith("#") || !line.includes("\t")) continue;
  inputs.push(JSON.parse(line.slice(line.indexOf("\t") + 1)));
}

const out = [JSON.stringify({ node: process.version, ada: process.versions.ada })];
const seen = new Set();
for (const input of inputs) {
  if (seen.has(input)) continue;
  seen.add(input);
  let u;
  try {
    u = new URL(input);
  } catch {
    out.push(JSON.stringify({ input, ok: false }));
    continue;
  }
  const { protocol, username, password, hostname, port, pathname, search, hash } = u;
  out.push(JSON.stringify({ input, ok: true, protocol, username, password, hostname, port, pathname, search, hash }));
}
process.stdout.write(out.join("\n") + "\n");
