// Reads one JSON string a line (a URL) and writes, a line each, what Node's
// legacy url.parse(input) makes of it: {"input", "valid": true, "scheme"
// (protocol without its ":"), "userinfo" (auth), "host" (hostname), "port",
// "path" (pathname), "query" (search without its "?"), "fragment" (hash
// without its "#")}, null where the Url object holds null, or {"input",
// "valid": false, "error"} with the thrown error's code (ERR_INVALID_URL)
// or, when it has none, its class name (URIError). The first line is
// Node's version. scripts/compare_vectors_node_url.sh runs it; the
// node-url reader of `compare` is held to its output.
import { parse } from "node:url";
import { createInterface } from "node:readline";

process.removeAllListeners("warning");
process.on("warning", () => {});

const cut = (s) => (s === null ? null : s.slice(1));
const out = [JSON.stringify({ node: process.version })];
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const input = JSON.parse(line);
  try {
    const u = parse(input);
    out.push(JSON.stringify({
      input,
      valid: true,
      scheme: u.protocol === null ? null : u.protocol.slice(0, -1),
      userinfo: u.auth,
      host: u.hostname,
      port: u.port,
      path: u.pathname,
      query: cut(u.search),
      fragment: cut(u.hash),
    }));
  } catch (e) {
    out.push(JSON.stringify({ input, valid: false, error: e.code ?? e.name }));
  }
}
process.stdout.write(out.join("\n") + "\n");
