// The page's state in the URL's fragment, so that a link shows a reading:
// #u=<percent-encoded input>&base=...&readers=a,b&list=1&python=3.12&parts=...
// Each value is percent-encoded with encodeURIComponent and read back with
// decodeURIComponent (not URLSearchParams, whose '+' would turn into a space).

/** The keys the fragment may hold, in the order they are written. */
export const KEYS = ["tab", "u", "base", "list", "readers", "parts", "python", "t", "vars", "m", "routes"];

/** The state a fragment holds: an object of the keys present (strings). */
export function readFragment(hash) {
  const state = {};
  const text = hash.startsWith("#") ? hash.slice(1) : hash;
  if (text === "") return state;
  for (const pair of text.split("&")) {
    const eq = pair.indexOf("=");
    const key = eq < 0 ? pair : pair.slice(0, eq);
    const raw = eq < 0 ? "" : pair.slice(eq + 1);
    if (!KEYS.includes(key)) continue;
    try {
      state[key] = decodeURIComponent(raw);
    } catch {
      // A malformed escape (a hand-edited link): keep the text as written.
      state[key] = raw;
    }
  }
  return state;
}

/** The fragment (with its '#') for a state; empty values are left out. */
export function writeFragment(state) {
  const parts = [];
  for (const key of KEYS) {
    const v = state[key];
    if (v === undefined || v === null || v === "") continue;
    // A lone surrogate (pasted half of a pair) cannot be encoded: replace it.
    const s = String(v).toWellFormed ? String(v).toWellFormed() : String(v);
    parts.push(key + "=" + encodeURIComponent(s));
  }
  return "#" + parts.join("&");
}
