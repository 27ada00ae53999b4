// One input's comparison as a table: a row per reader (data-reader), a
// column per part (data-part), the parts on which readings differ marked
// '*' and those they only spell differently '~' (as `urigram compare` marks
// them), the verdict in words, and each rejecting reader's diagnostic.
import { el, visible, escapeText, byteToIndex } from "./show.js";

/** The parts of a reading, in the order `urigram compare` prints them. */
export const PARTS = ["scheme", "authority", "userinfo", "host", "port", "path", "query", "fragment"];

/** The parts the verdict looks at: all of them, or those of `focus` (the
 * way `urigram compare --parts` limits its exit status). */
function judged(result, focus) {
  const keep = (parts) => (parts || []).filter((p) => !focus || focus.includes(p));
  return { differ: keep(result.differ), spelling: keep(result.spelling) };
}

/** "differ", "spelling" or "alike": what the comparison says of the input,
 * on every part or on the parts of `focus`. */
export function verdictOf(result, focus = null) {
  const { differ, spelling } = judged(result, focus);
  if (differ.length) return "differ";
  if (spelling.length) return "spelling";
  return "alike";
}

// What a cell of `part` is compared by: a host by the destination the
// reader's client would look up (so two spellings of one place group
// together), a port by the destination's port (absent = the default), any
// other part by its text.
function keyOf(reading, part) {
  const d = reading.destination;
  if (part === "host" && d) return JSON.stringify([d.host, d.kind]);
  if (part === "port" && d) return JSON.stringify(d.port);
  return JSON.stringify(reading.split[part] ?? null);
}

// The readings whose key for `part` is not the most common one (every one
// when no key is more common than the others): the cells to highlight.
function oddOnes(readings, part) {
  const groups = new Map();
  for (const r of readings) {
    if (!r.valid || !r.split || !(part in r.split)) continue;
    const k = part === "valid" ? "valid" : keyOf(r, part);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(r.reader);
  }
  const sizes = [...groups.values()].map((g) => g.length).sort((a, b) => b - a);
  const odd = new Set();
  for (const g of groups.values()) {
    if (sizes.length < 2 || g.length < sizes[0] || sizes[0] === sizes[1]) g.forEach((n) => odd.add(n));
  }
  if (groups.size < 2) odd.clear();
  return odd;
}

// The highlighted readers for each marked part, and for spelling the
// readers whose text differs from the most common text.
function highlights(result) {
  const marks = {};
  for (const part of result.differ || []) {
    if (part === "valid") {
      const accept = result.readings.filter((r) => r.valid).length;
      const odd = new Set(result.readings.filter((r) => r.valid === accept * 2 < result.readings.length).map((r) => r.reader));
      marks.valid = { kind: "differ", odd };
    } else {
      marks[part] = { kind: "differ", odd: oddOnes(result.readings, part) };
    }
  }
  for (const part of result.spelling || []) {
    const textOnly = result.readings.map((r) => (r.valid && r.split ? { ...r, destination: null } : r));
    marks[part] = { kind: "spelling", odd: oddOnes(textOnly, part) };
  }
  return marks;
}

function markSpan(kind) {
  const label = kind === "differ" ? "differs" : "spelled differently";
  return el("span", { class: "mark", title: label, "aria-label": label }, kind === "differ" ? "*" : "~");
}

// A destination as the committed vectors write it: "dns:NAME", an IPv4
// address, a bracketed IPv6 address, or "none" where the reader's client
// would look nothing up.
function destText(d) {
  if (d.host === null) return "none";
  return d.kind === "dns" ? "dns:" + d.host : String(d.host);
}

function valueCell(reading, part, mark) {
  const td = el("td", { dataset: { part } });
  if (!(part in reading.split)) {
    td.dataset.unsplit = "";
    td.className = "unsplit";
    td.append(el("span", { class: "note" }, (reading.unsplit || []).includes(part) ? "not split" : "—"));
    return td;
  }
  const value = reading.split[part];
  td.dataset.value = JSON.stringify(value);
  if (value === null) td.append(el("span", { class: "absent", title: "absent" }, "absent"));
  else if (value === "") td.append(el("span", { class: "empty", title: "present and empty" }, '""'));
  else td.append(el("span", { class: "value" }, visible(value)));
  const d = reading.destination;
  if (part === "host" && d) td.dataset.dest = destText(d);
  if (part === "port" && d) td.dataset.destPort = d.port === null ? "none" : String(d.port);
  if (part === "host" && d) {
    const shown = value === null ? null : String(value).toLowerCase().replace(/\.$/, "");
    const dest = d.host === null ? null : String(d.host).toLowerCase().replace(/\.$/, "");
    if (dest !== shown || d.host === null) {
      td.append(el("span", { class: "dest", title: "the destination its client would look up" },
        "→ ", d.host === null ? "none" : visible(d.host)));
    }
  }
  if (mark && mark.odd.has(reading.reader)) {
    td.classList.add(mark.kind);
    td.append(markSpan(mark.kind));
  }
  return td;
}

/** The caret frame of a reader's error: the library's own for a grammar
 * (`frameOf` returns it), else the input with a caret at the error's offset;
 * shown open when `open`. */
function diagnostic(input, reading, frameOf, open) {
  const e = reading.error || {};
  let frame = frameOf ? frameOf(reading.reader, input) : null;
  if (!frame && typeof e.offset === "number") {
    const at = byteToIndex(input, e.offset);
    const before = escapeText(input.slice(0, at));
    frame = escapeText(input) + "\n" + " ".repeat([...before].length) + "^ " + escapeText(e.message || "");
  }
  const summary = el("summary", {}, el("strong", {}, reading.reader), ": ", visible(e.message || "rejected"));
  const box = el("details", { class: "diag", dataset: { reader: reading.reader }, open }, summary);
  if (frame) box.append(el("pre", { class: "frame" }, frame));
  return box;
}

/** The verdict in words, as `urigram compare`'s last line says it. */
function verdictLine(result, focus) {
  const n = result.readings.length;
  const ok = result.readings.filter((r) => r.valid).length;
  const v = verdictOf(result, focus);
  const { differ, spelling } = judged(result, focus);
  const p = el("p", { class: "verdict " + v, dataset: { verdict: v } });
  const accepted = `${ok} of ${n} readers accept it. `;
  if (v === "differ") {
    p.append(accepted, el("strong", {}, "Readings differ: "), differ.join(", "));
    if (spelling.length) p.append("; spelled differently only: ", spelling.join(", "));
    p.append(".");
  } else if (v === "spelling") {
    p.append(accepted, el("strong", {}, "One destination, spelled differently: "), spelling.join(", "), ".");
  } else {
    p.append(accepted, el("strong", {}, "Every reading agrees."));
  }
  if (focus) {
    const rest = (result.differ || []).filter((x) => !focus.includes(x));
    p.append(` (Judged on ${focus.join(", ")}${rest.length ? `; they also differ on ${rest.join(", ")}` : ""}.)`);
  }
  if (result.base !== undefined) p.append(el("br"), "Joined to the base first (urllib's urljoin): ", el("code", {}, visible(result.base)), " + the input.");
  return p;
}

/**
 * The section showing one comparison: `result` is the object `compare`
 * returns (as `urigram compare --json` prints it), `info` maps a reader's
 * name to its `readers()` entry, `frameOf(reader, input)` gives a grammar's
 * caret frame, `index` numbers the input in a list, `focus` (or null)
 * names the parts the verdict looks at, and `openFrames` shows the
 * diagnostics unfolded.
 */
export function renderComparison(result, info, frameOf, index, focus = null, openFrames = true) {
  const input = result.input;
  const marks = highlights(result);
  const section = el("section", { class: "comparison", dataset: { index: String(index), verdict: verdictOf(result, focus) } });
  const heading = el("h3", {}, el("span", { class: "num" }, `${index + 1}. `), el("code", { class: "input" }, visible(input)));
  section.append(heading, verdictLine(result, focus));

  const table = el("table", { class: "readings" });
  table.append(el("caption", { class: "sr-only" }, "How each reader reads input ", String(index + 1)));
  const head = el("tr", {}, el("th", { scope: "col" }, "reader"), el("th", { scope: "col", dataset: { part: "valid" } }, "valid"));
  for (const part of PARTS) {
    const th = el("th", { scope: "col", dataset: { part } }, part);
    if (marks[part]) {
      th.classList.add(marks[part].kind);
      th.append(markSpan(marks[part].kind));
    }
    head.append(th);
  }
  if (marks.valid) head.children[1].classList.add("differ");
  table.append(el("thead", {}, head));
  const body = el("tbody");
  for (const r of result.readings) {
    const about = info.get(r.reader);
    const name = el("th", { scope: "row", title: about ? `${about.library} [${about.release}]` : null }, r.reader);
    const tr = el("tr", { dataset: { reader: r.reader, valid: String(r.valid) } }, name);
    const validCell = el("td", { dataset: { part: "valid", value: String(r.valid) } }, r.valid ? "valid" : "invalid");
    if (marks.valid && marks.valid.odd.has(r.reader)) {
      validCell.classList.add("differ");
      validCell.append(markSpan("differ"));
    }
    tr.append(validCell);
    if (r.valid) {
      for (const part of PARTS) tr.append(valueCell(r, part, marks[part]));
    } else {
      const e = r.error || {};
      const where = typeof e.offset === "number" ? ` at byte ${e.offset}` : "";
      const rule = e.rule ? ` (${e.rule})` : e.exception ? ` (${e.exception})` : "";
      tr.append(el("td", { colspan: String(PARTS.length), class: "error", dataset: { part: "error" } },
        `invalid${where}${rule}: `, visible(e.message || "")));
    }
    body.append(tr);
  }
  table.append(body);
  const wrap = el("div", { class: "table-wrap", tabindex: "0", role: "region", "aria-label": `Readings of input ${index + 1}` }, table);
  section.append(wrap);

  const rejected = result.readings.filter((r) => !r.valid);
  if (rejected.length) {
    const diags = el("div", { class: "diags" }, el("h4", {}, "Why readers reject it"));
    // Open for one input; in a list, folded (they would push the next table away).
    for (const r of rejected) diags.append(diagnostic(input, r, frameOf, openFrames));
    section.append(diags);
  }
  return section;
}
