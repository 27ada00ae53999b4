// Two builds of the `urigram` npm package and their peers, timed in one
// process, interleaved: seven rounds, each timing the peer, the build
// BEFORE and the build AFTER in turn, 150 ms each; the best of each. On a
// loaded machine this says whether a change made the package faster where
// two runs of scripts/bench_web.mjs, minutes apart, cannot.
//
//   node scripts/bench_web_paired.mjs BEFORE_PKG [AFTER_PKG]
//
// BEFORE_PKG and AFTER_PKG (default web/pkg) are folders like web/pkg (a
// copy of an earlier build's web/pkg, say). Rows: parse and isValid on the
// real URL lists against fast-uri, Template.match on benches/templates.rs's
// templates against the MCP SDK's UriTemplate.match; then compareMany of
// 10,000 lines, before and after. The peers are those of web/tools
// (scripts/build_web.sh installs them).
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const root = fileURLToPath(new URL("../", import.meta.url));
const tools = join(root, "web/tools/node_modules");
if (process.argv[2] === undefined) {
  console.error("usage: node scripts/bench_web_paired.mjs BEFORE_PKG [AFTER_PKG]");
  process.exit(2);
}
const require = createRequire(tools + "/x.js");
const fastUri = require("fast-uri");
const { UriTemplate } = await import(tools + "/@modelcontextprotocol/sdk/dist/esm/shared/uriTemplate.js");
const OLD = await import(join(process.argv[2], "node.js"));
const NEW = await import(join(process.argv[3] ?? join(root, "web/pkg"), "node.js"));
// Nanoseconds per item of `f` (one pass over `n` items) run for `ms`.
function once(n, f, ms = 150) {
  let passes = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0n;
  do {
    f();
    passes++;
    elapsed = process.hrtime.bigint() - start;
  } while (elapsed < BigInt(ms) * 1000000n);
  return Number(elapsed) / passes / n;
}
let sink = 0;
// The best of seven interleaved rounds of each of `fs` (peer, before,
// after), and the peer's time over each build's.
function paired(name, n, fs) {
  const best = fs.map(() => Infinity);
  for (const f of fs) f();
  for (let round = 0; round < 7; round++) {
    fs.forEach((f, i) => {
      best[i] = Math.min(best[i], once(n, f));
    });
  }
  const ratio = (i) => (best[0] / best[i]).toFixed(2);
  console.log(`| ${name} | ${best.map((b) => b.toFixed(0)).join(" | ")} | ${ratio(1)} | ${ratio(2)} |`);
}
console.log("| what | peer ns | before ns | after ns | peer/before | peer/after |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const f of ["isaacs_files.txt", "kasztp.txt", "node_files.txt"]) {
  const lines = readFileSync(join(root, "tests/data/real-urls", f), "utf8").split("\n").filter((l) => l !== "");
  const parse = (u) => () => {
    for (const l of lines) {
      try {
        sink += u.parse(l).path.length;
      } catch {
        sink++;
      }
    }
  };
  const theirParse = () => {
    for (const l of lines) sink += fastUri.parse(l).host?.length ?? 0;
  };
  paired(`parse ${f}`, lines.length, [theirParse, parse(OLD), parse(NEW)]);
  const valid = (u) => () => {
    for (const l of lines) sink += u.isValid(l) ? 1 : 0;
  };
  const theirValid = () => {
    for (const l of lines) sink += fastUri.parse(l).error === undefined ? 1 : 0;
  };
  paired(`isValid ${f}`, lines.length, [theirValid, valid(OLD), valid(NEW)]);
}
const peers = readFileSync(join(root, "benches/common/template_peers.rs"), "utf8");
const api = peers.slice(peers.indexOf("pub const API"), peers.indexOf("];", peers.indexOf("pub const API")));
const cases = [];
for (const m of api.matchAll(/\(\s*"([^"]*)",\s*&\[((?:\s*\("[^"]*",\s*"[^"]*"\),?)*)\s*\],?\s*\)/g)) {
  const vars = Object.fromEntries([...m[2].matchAll(/\("([^"]*)",\s*"([^"]*)"\)/g)].map((v) => [v[1], v[2]]));
  const uri = NEW.expand(m[1], vars);
  const sdk = new UriTemplate(m[1]);
  if (sdk.match(uri) === null) continue;
  cases.push({ uri, sdk, o: new OLD.Template(m[1]), n: new NEW.Template(m[1]) });
}
const match = (key) => () => {
  for (const c of cases) sink += c[key].match(c.uri) === null ? 0 : 1;
};
paired(`match (${cases.length} templates)`, cases.length, [match("sdk"), match("o"), match("n")]);
// compareMany of kasztp.txt's first 10,000 lines under every reader (the
// page's target: under 2 s): the best of three interleaved runs after a
// warm-up that pays each reader's setup.
{
  const lines = readFileSync(join(root, "tests/data/real-urls/kasztp.txt"), "utf8")
    .split("\n")
    .filter((l) => l !== "")
    .slice(0, 10000);
  const builds = [OLD, NEW];
  for (const u of builds) sink += u.compareMany(lines.slice(0, 100)).length;
  const best = [Infinity, Infinity];
  for (let round = 0; round < 3; round++) {
    builds.forEach((u, i) => {
      const start = process.hrtime.bigint();
      sink += u.compareMany(lines).length;
      best[i] = Math.min(best[i], Number(process.hrtime.bigint() - start) / 1e6);
    });
  }
  console.log(`\ncompareMany of 10,000 lines (kasztp.txt), every reader: before ${best[0].toFixed(0)} ms, after ${best[1].toFixed(0)} ms`);
}
if (sink === 0) console.error("nothing was read");
