// Reads one JSON array a line, [base, reference], and writes, a line each,
// what npm url-parse's `new Url(reference, base)` gives as its `href`:
// {"base", "input", "resolved"}; or, should it throw, {"base", "input",
// "error": "<class>: <class>"} (a URIError, from decodeURIComponent on an
// auth), after "the base: " when `new Url(base, {})` alone throws (url-parse's
// lolcation parses a string base so, first). The first line is the
// url-parse release and Node's version. URL_PARSE_DIR is the folder
// url-parse is installed in. scripts/compare_base_vectors_url_parse.sh runs
// it; the url-parse reader's resolution is held to its output.
import { createRequire } from "node:module";
import { createInterface } from "node:readline";

const require = createRequire(process.env.URL_PARSE_DIR + "/");
const Url = require("url-parse");
const version = require("url-parse/package.json").version;

const error = (e, prefix) => `${e.name}: ${prefix}${e.name}`;
const out = [JSON.stringify({ "url-parse": version, node: process.version })];
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const [base, input] = JSON.parse(line);
  const row = { base, input };
  try {
    if (base) new Url(base, {});
    try {
      row.resolved = new Url(input, base).href;
    } catch (e) {
      row.error = error(e, "");
    }
  } catch (e) {
    row.error = error(e, "the base: ");
  }
  out.push(JSON.stringify(row));
}
process.stdout.write(out.join("\n") + "\n");
