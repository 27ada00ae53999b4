// Showing text from a URL: every string is inserted as a text node (never as
// HTML), and the characters a reader cannot see (controls, bidi and
// zero-width formatting, unusual spaces) become visible badges, as the CLI
// escapes them: tab, CR and LF as \t, \r, \n; other C0 controls and DEL as
// \xNN; C1 controls and invisible formatting characters as \u{N}. Without
// this, " https://evil.example/" and "https://evil.example/" would look alike.

// Cc (controls), Cf (format: bidi, zero-width, soft hyphen), Zl, Zp, and the
// space separators other than U+0020, which render as (or like) blanks.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cs}]|(?! )\p{Zs}/gu;

/** The escape the CLI writes for one invisible character. */
export function escapeChar(ch) {
  if (ch === "\t") return "\\t";
  if (ch === "\r") return "\\r";
  if (ch === "\n") return "\\n";
  const cp = ch.codePointAt(0);
  if (cp < 0x20 || cp === 0x7f) return "\\x" + cp.toString(16).padStart(2, "0");
  return "\\u{" + cp.toString(16) + "}";
}

/** The text with every invisible character replaced by its escape (for
 * places that hold plain text only, such as a title or a frame). */
export function escapeText(text) {
  return String(text).replace(INVISIBLE, escapeChar);
}

/** A fragment holding `text` as text nodes, with each invisible character
 * as a `<span class="esc">` badge whose title names its code point. */
export function visible(text) {
  const out = document.createDocumentFragment();
  const s = String(text);
  let last = 0;
  for (const m of s.matchAll(INVISIBLE)) {
    if (m.index > last) out.append(document.createTextNode(s.slice(last, m.index)));
    const badge = document.createElement("span");
    badge.className = "esc";
    badge.textContent = escapeChar(m[0]);
    const cp = m[0].codePointAt(0).toString(16).toUpperCase().padStart(4, "0");
    badge.title = "U+" + cp + " (invisible in the input)";
    out.append(badge);
    last = m.index + m[0].length;
  }
  if (last < s.length) out.append(document.createTextNode(s.slice(last)));
  return out;
}

/** A new element with a class and children (strings become text nodes). */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "dataset") Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? "" : String(v));
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    e.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return e;
}

/** The index in `text` (UTF-16 units) of a UTF-8 byte offset, which is what
 * the library's errors count; an offset inside a character points at it. */
export function byteToIndex(text, offset) {
  let bytes = 0;
  let i = 0;
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    if (bytes > offset) return i;
    i += ch.length;
  }
  return i;
}
