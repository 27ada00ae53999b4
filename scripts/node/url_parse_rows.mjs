// Writes, one JSON array a line, what npm url-parse's `new Url(input)` makes
// of many inputs: [input, protocol, auth, hostname, port, pathname, query,
// hash] as the object holds them, or [input, "ERR"] where it throws.
// `codepoints` (the default): each code point but the surrogates in four
// places (a host, a host before a final sigma, an opaque path, before the
// scheme), so that JavaScript's toLowerCase and trimLeft are met by every
// one; `random`: 300,000 inputs drawn (a fixed seed) from the characters the
// constructor looks at. examples/url_parse_gap.rs holds the url-parse reader
// of `compare` to the output. URL_PARSE_DIR is the folder url-parse is
// installed in (target/url-parse by default, where
// scripts/compare_vectors_url_parse.sh installs it).
import { createRequire } from "node:module";
import { resolve } from "node:path";

const require = createRequire(resolve(process.env.URL_PARSE_DIR ?? "target/url-parse") + "/");
const Url = require("url-parse");

const inputs = [];
if ((process.argv[2] ?? "codepoints") === "codepoints") {
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    inputs.push("http://a" + c + "b/", "foo://x" + c + "\u03a3/", "x:" + c + "/p", c + "http://h/");
  }
} else {
  let seed = 12345;
  const rnd = (n) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const alpha = [...":/\\?#@[]%.0123456789aAfFxXhH- \t\n\r\x00\x01\x7f+~!$&'()*,;=_"].concat([
    "\u00a0", "\u2028", "\u2029", "\u0130", "\u03a3", "\u00df", "\uff21", "\ud83d\ude00", "\u0085",
    "\ufeff", "\u3000", "http:", "https:", "HTTP:", "file:", "FILE:", "ws:", "wss:", "ftp:",
    "gopher:", "foo:", "javascript:", "//", "\\\\", "%41", "%zz", "%C3%A9", "%ED%A0%80", "%E2",
    "80", "443", "21", "70", "::1", "C:", "c|", "0"]);
  for (let i = 0; i < 300000; i++) {
    let s = "";
    const n = rnd(26);
    for (let j = 0; j < n; j++) s += alpha[rnd(alpha.length)];
    inputs.push(s);
  }
}
const out = [];
for (const input of inputs) {
  try {
    const u = new Url(input);
    out.push(JSON.stringify([input, u.protocol, u.auth, u.hostname, u.port, u.pathname, u.query, u.hash]));
  } catch {
    out.push(JSON.stringify([input, "ERR"]));
  }
}
process.stdout.write(out.join("\n") + "\n");
