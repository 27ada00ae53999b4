// Reads one JSON array a line, [base, reference], and writes, a line each,
// what Node's legacy url.resolve(base, reference) gives: {"base", "input",
// "resolved"}; or, should it throw, {"base", "input", "error":
// "<class>: <code>"} with the error's code (ERR_INVALID_URL) or, when it
// has none, its class name (URIError), after "the base: " when
// url.parse(base, false, true) alone throws (url.resolve parses the base
// first, so). The first line is Node's version.
// scripts/compare_base_vectors_node_url.sh runs it; the node-url reader's
// resolution is held to its output.
import { parse, resolve } from "node:url";
import { createInterface } from "node:readline";

process.removeAllListeners("warning");
process.on("warning", () => {});

const error = (e, prefix) => `${e.name}: ${prefix}${e.code || e.name}`;
const out = [JSON.stringify({ node: process.version })];
for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
  const [base, input] = JSON.parse(line);
  const row = { base, input };
  try {
    parse(base, false, true);
    try {
      row.resolved = resolve(base, input);
    } catch (e) {
      row.error = error(e, "");
    }
  } catch (e) {
    row.error = error(e, "the base: ");
  }
  out.push(JSON.stringify(row));
}
process.stdout.write(out.join("\n") + "\n");
