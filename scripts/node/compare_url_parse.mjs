// Reads one JSON object a line ({"input": string} or {"input_hex": bytes
// as hex, decoded as Node's Buffer.toString() decodes them, a U+FFFD for
// each bad sequence}) and writes, a line each, what npm url-parse makes of
// it as a Node server calls it, `new Url(input)` with one argument (so
// `lolcation` takes `global.location`, undefined in Node, as `{}`, and the
// query stays a string): {"input" (or "input_hex"), "valid": true,
// "scheme" (protocol without its ":"), "userinfo" (auth: username, then
// ":" and password when there is one), "host" (hostname), "port", "path"
// (pathname), "query" (query without its "?"), "fragment" (hash without
// its "#")}, each null where url-parse holds "" (its "none"; the path
// excepted, kept as it is), or {"input", "valid": false, "error"} with the
// thrown error's class (URIError, from decoding the auth). The first line
// is the url-parse release and Node's version.
// scripts/compare_vectors_url_parse.sh runs it; the url-parse reader of
// `compare` is held to its output.
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

const require = createRequire(process.env.URL_PARSE_DIR + "/");
const Url = require("url-parse");
const version = require("url-parse/package.json").version;

const none = (s) => (s === "" ? null : s);
const cut = (s) => (s === "" ? null : s.slice(1));
const out = [JSON.stringify({ "url-parse": version, node: process.version })];
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const given = JSON.parse(line);
  const key = "input_hex" in given ? "input_hex" : "input";
  const input = key === "input" ? given.input : Buffer.from(given.input_hex, "hex").toString();
  try {
    const u = new Url(input);
    out.push(JSON.stringify({
      [key]: given[key],
      valid: true,
      scheme: u.protocol === "" ? null : u.protocol.slice(0, -1),
      userinfo: none(u.auth),
      host: none(u.hostname),
      port: none(u.port),
      path: u.pathname,
      query: cut(u.query),
      fragment: cut(u.hash),
    }));
  } catch (e) {
    out.push(JSON.stringify({ [key]: given[key], valid: false, error: e.name }));
  }
}
process.stdout.write(out.join("\n") + "\n");
