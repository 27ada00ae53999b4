// One workload of the `urigram` npm package, for callgrind, whose
// instruction counts the machine's load does not move (the timings of
// scripts/bench_web_paired.mjs vary by up to two times on the shared
// machine). V8 compiles every wasm function once with TurboFan
// (--no-liftoff --no-wasm-tier-up), so two runs of a build count alike;
// the count of a workload is its run less the `none` run of the same
// build (loading the module and the data).
//
//   valgrind --tool=callgrind --smc-check=all-non-file \
//     --callgrind-out-file=/dev/null node --no-liftoff --no-wasm-tier-up \
//     --single-threaded scripts/web_instructions.mjs PKG WHAT REPS
//
// PKG: a folder like web/pkg. WHAT: `none`; `isValid` or `parse` (each line
// of tests/data/real-urls/isaacs_files.txt); `match` (Template.match on the
// templates of benches/common/template_peers.rs, each on its expansion);
// `compare` (compareMany of kasztp.txt's first 2,000 lines, every reader).
// REPS: how many passes (docs/performance.md#web used 20, 20, 2000, 1).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../", import.meta.url));
const [pkg, what, reps] = [process.argv[2], process.argv[3], Number(process.argv[4] ?? 1)];
if (pkg === undefined || what === undefined) {
  console.error("usage: node scripts/web_instructions.mjs PKG none|isValid|parse|match|compare [REPS]");
  process.exit(2);
}
const u = await import(join(pkg, "node.js"));
const list = (f) => readFileSync(join(root, "tests/data/real-urls", f), "utf8").split("\n").filter(Boolean);
const lines = list("isaacs_files.txt");
const kasztp = list("kasztp.txt").slice(0, 2000);
const peers = readFileSync(join(root, "benches/common/template_peers.rs"), "utf8");
const api = peers.slice(peers.indexOf("pub const API"), peers.indexOf("];", peers.indexOf("pub const API")));
const cases = [];
for (const m of api.matchAll(/\(\s*"([^"]*)",\s*&\[((?:\s*\("[^"]*",\s*"[^"]*"\),?)*)\s*\],?\s*\)/g)) {
  const vars = Object.fromEntries([...m[2].matchAll(/\("([^"]*)",\s*"([^"]*)"\)/g)].map((v) => [v[1], v[2]]));
  cases.push({ uri: u.expand(m[1], vars), t: new u.Template(m[1]) });
}
let sink = 0;
for (let r = 0; r < reps; r++) {
  if (what === "isValid") for (const l of lines) sink += u.isValid(l) ? 1 : 0;
  if (what === "parse") {
    for (const l of lines) {
      try {
        sink += u.parse(l).path.length;
      } catch {
        sink++;
      }
    }
  }
  if (what === "match") for (const c of cases) sink += c.t.match(c.uri) === null ? 0 : 1;
  if (what === "compare") sink += u.compareMany(kasztp).length;
}
console.log(what, sink);
