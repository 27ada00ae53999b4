// Size and speed of the `urigram` npm package, paired in one script (issue
// 38 item 5), in Node, on the repository's data:
//   - RFC 3986 validation and parse vs npm's fast-uri (under fastify and
//     ajv) on the real URL lists (tests/data/real-urls/*.txt);
//   - template matching vs the MCP TypeScript SDK's `UriTemplate.match`
//     (@modelcontextprotocol/sdk, shared/uriTemplate.js) on the templates
//     and URIs of benches/templates.rs (benches/common/template_peers.rs's
//     API list, each expanded with its variables);
//   - the package's size, and the whole page's (web/site) when it is built,
//     gzipped (gzip -9).
// Run after scripts/build_web.sh (which installs the peers into
// web/tools/node_modules, at the versions of web/tools/package-lock.json):
//
//   node scripts/bench_web.mjs            # figures as a table
//   node scripts/bench_web.mjs --json     # one JSON object
import { readFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { gzipSync, constants } from "node:zlib";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";

const root = fileURLToPath(new URL("../", import.meta.url));
const tools = join(root, "web/tools/node_modules");
const require = createRequire(join(tools, "x.js"));
const urigram = await import(join(root, "web/pkg/node.js"));
const fastUri = require("fast-uri");
const { UriTemplate } = await import(join(tools, "@modelcontextprotocol/sdk/dist/esm/shared/uriTemplate.js"));
const version = (name) => JSON.parse(readFileSync(join(tools, name, "package.json"), "utf8")).version;

// Runs `f` (one pass over `n` items) for at least `ms` milliseconds, the
// best of three rounds: nanoseconds per item.
function time(n, f, ms = 700) {
  f();
  let best = Infinity;
  for (let round = 0; round < 3; round++) {
    let passes = 0;
    const start = process.hrtime.bigint();
    let elapsed = 0n;
    do {
      f();
      passes++;
      elapsed = process.hrtime.bigint() - start;
    } while (elapsed < BigInt(ms) * 1000000n / 3n);
    best = Math.min(best, Number(elapsed) / passes / n);
  }
  return best;
}

const sizeOnly = process.argv.includes("--size");
let sink = 0;
const rows = [];
const row = (what, peer, ours, theirs, note = "") =>
  rows.push({ what, peer, urigram_ns: +ours.toFixed(1), peer_ns: +theirs.toFixed(1), speedup: +(theirs / ours).toFixed(2), note });

// ---- RFC 3986 on the real URL lists ------------------------------------
const lists = sizeOnly ? [] : readdirSync(join(root, "tests/data/real-urls")).filter((f) => f.endsWith(".txt"));
for (const f of lists) {
  const lines = readFileSync(join(root, "tests/data/real-urls", f), "utf8").split("\n").filter((l) => l !== "");
  const text = lines.join("\n");
  const n = lines.length;
  const theirsValid = time(n, () => {
    for (const l of lines) sink += fastUri.parse(l).error === undefined ? 1 : 0;
  });
  const oursEach = time(n, () => {
    for (const l of lines) sink += urigram.isValid(l) ? 1 : 0;
  });
  const oursBatch = time(n, () => {
    sink += urigram.isValidMany(text)[0];
  });
  row(`validate ${f} (${n} URLs)`, "fast-uri parse().error", oursEach, theirsValid, "isValid, one call a URL");
  row(`validate ${f} (${n} URLs)`, "fast-uri parse().error", oursBatch, theirsValid, "isValidMany, one call a list");
  const theirsParse = time(n, () => {
    for (const l of lines) sink += fastUri.parse(l).host?.length ?? 0;
  });
  const oursParse = time(n, () => {
    for (const l of lines) {
      try {
        sink += urigram.parse(l).path.length;
      } catch {
        sink++;
      }
    }
  });
  row(`parse ${f} (${n} URLs)`, "fast-uri parse()", oursParse, theirsParse, "parse, one call a URL");
}

// ---- templates ---------------------------------------------------------
if (!sizeOnly) {
// benches/common/template_peers.rs's API list: ("template", &[("k", "v"), ...]).
const peers = readFileSync(join(root, "benches/common/template_peers.rs"), "utf8");
const api = peers.slice(peers.indexOf("pub const API"), peers.indexOf("];", peers.indexOf("pub const API")));
const cases = [];
for (const m of api.matchAll(/\(\s*"([^"]*)",\s*&\[((?:\s*\("[^"]*",\s*"[^"]*"\),?)*)\s*\],?\s*\)/g)) {
  const vars = Object.fromEntries([...m[2].matchAll(/\("([^"]*)",\s*"([^"]*)"\)/g)].map((v) => [v[1], v[2]]));
  const uri = urigram.expand(m[1], vars);
  const sdk = new UriTemplate(m[1]);
  if (sdk.match(uri) === null) continue; // as benches/templates.rs: cases the SDK misses are left out
  cases.push({ template: m[1], uri, ours: new urigram.Template(m[1]), sdk });
}
const oursMatch = time(cases.length, () => {
  for (const c of cases) sink += c.ours.match(c.uri) === null ? 0 : 1;
});
const sdkMatch = time(cases.length, () => {
  for (const c of cases) sink += c.sdk.match(c.uri) === null ? 0 : 1;
});
row(`match (${cases.length} templates of benches/templates.rs)`, "MCP SDK UriTemplate.match", oursMatch, sdkMatch, "Template.match");
const set = new urigram.TemplateSet(cases.map((c) => c.template));
const oursRoute = time(cases.length, () => {
  for (const c of cases) sink += set.match(c.uri)?.index ?? 0;
});
const sdkRoute = time(cases.length, () => {
  for (const c of cases) sink += cases.findIndex((d) => d.sdk.match(c.uri) !== null);
});
row(`route (${cases.length} URIs over ${cases.length} templates)`, "MCP SDK: first UriTemplate that matches", oursRoute, sdkRoute, "TemplateSet.match");
}

// ---- size --------------------------------------------------------------
const gz = (p) => gzipSync(readFileSync(p), { level: constants.Z_BEST_COMPRESSION }).length;
function sizes(dir) {
  let raw = 0;
  let zipped = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (!name.endsWith(".d.ts") && name !== "package.json" && name !== "README.md") {
        raw += statSync(p).size;
        zipped += gz(p);
      }
    }
  };
  walk(dir);
  return { raw, gzipped: zipped };
}
const size = {
  wasm: { raw: statSync(join(root, "web/pkg/core_bg.wasm")).size, gzipped: gz(join(root, "web/pkg/core_bg.wasm")) },
  package: sizes(join(root, "web/pkg")),
  page: existsSync(join(root, "web/site")) ? sizes(join(root, "web/site")) : null,
};

const out = {
  node: process.version,
  peers: { "fast-uri": version("fast-uri"), "@modelcontextprotocol/sdk": version("@modelcontextprotocol/sdk") },
  rows,
  size,
  sink: sink > 0,
};
if (process.argv.includes("--json")) {
  process.stdout.write(JSON.stringify(out, null, 2) + "\n");
} else {
  console.log(`node ${out.node}, fast-uri ${out.peers["fast-uri"]}, MCP SDK ${out.peers["@modelcontextprotocol/sdk"]}`);
  console.log("| what | peer | urigram ns/item | peer ns/item | peer/urigram | urigram call |");
  console.log("|---|---|---:|---:|---:|---|");
  for (const r of rows) console.log(`| ${r.what} | ${r.peer} | ${r.urigram_ns} | ${r.peer_ns} | ${r.speedup} | ${r.note} |`);
  const kb = (b) => `${(b / 1024).toFixed(1)} KB`;
  console.log(`\nwasm ${kb(size.wasm.raw)} (${kb(size.wasm.gzipped)} gzipped); package JS+wasm ${kb(size.package.raw)} (${kb(size.package.gzipped)} gzipped)`);
  console.log(size.page ? `page web/site ${kb(size.page.raw)} (${kb(size.page.gzipped)} gzipped; issue target 400 KB)` : "page: web/site not built");
}
// The budget: the whole page (wasm, JavaScript, HTML, CSS) at most
// 400 KB gzipped; without the page, the package alone is held to it.
const budget = 400 * 1024;
const whole = size.page ? size.page.gzipped : size.package.gzipped;
if (whole > budget) {
  console.error(`over budget: ${whole} bytes gzipped > ${budget}`);
  process.exit(1);
}
