// Writes, for every code point c from U+0080 up (surrogates skipped), what
// Node's legacy url.parse makes of `http://a<c>/`: `HEX TAB hostname` (a
// JSON string) or `HEX TAB "!CODE"` when it throws. examples/idna_gap.rs (with node-url)
// reads the file and lists where the node-url reader answers otherwise
// (which code points ada's IDNA table and ICU4X's disagree on). Run:
//
//   node scripts/node/node_url_code_points.mjs > /tmp/node-url-code-points.tsv
import { parse } from "node:url";

process.removeAllListeners("warning");
process.on("warning", () => {});
const out = [];
for (let c = 0x80; c <= 0x10ffff; c++) {
  if (c >= 0xd800 && c <= 0xdfff) continue;
  let h;
  try {
    h = parse("http://a" + String.fromCodePoint(c) + "/").hostname;
  } catch (e) {
    h = "!" + e.code;
  }
  out.push(c.toString(16) + "\t" + JSON.stringify(h));
}
process.stdout.write(out.join("\n") + "\n");
