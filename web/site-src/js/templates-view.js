// The templates tab (RFC 6570): expand a template with JSON variables, match
// a URI back to its variables (warning when two assignments expand to it,
// and when the template can be ambiguous at all), and route a URI over a
// list of templates (naming the pairs whose order decides).
import { el, visible } from "./show.js";

/** Text of an error from the package (a UrigramError's frame if it has one). */
export function errorText(e) {
  if (e && typeof e.frame === "string" && e.frame) return e.frame;
  return e && e.message ? e.message : String(e);
}

function fill(out, ...children) {
  out.replaceChildren(...children.filter((c) => c !== null && c !== undefined));
}

function failure(out, e) {
  out.dataset.state = "error";
  fill(out, el("pre", { class: "frame error" }, errorText(e)));
}

// Objects from wasm-bindgen hold memory in the module until freed.
function release(obj) {
  if (obj && typeof obj.free === "function") obj.free();
}

// Values as JSON, indented; JSON escapes controls itself, and visible()
// shows the invisible characters it leaves (zero-width, bidi) as badges.
function json(value) {
  const pre = el("pre", { class: "json" });
  JSON.stringify(value, null, 2).split("\n").forEach((line, i) => {
    if (i > 0) pre.append("\n");
    pre.append(visible(line));
  });
  return pre;
}

function ambiguitiesOf(t) {
  const a = t.ambiguities;
  return Array.isArray(a) ? a : [];
}

// A match's variables (`variables` in the package, `vars` in Python's).
function varsOf(m) {
  return m.variables ?? m.vars ?? {};
}

function ambiguityList(list) {
  const ul = el("ul", { class: "ambiguities" });
  for (const a of list) {
    const what = a.message ?? `${(a.expressions || []).join(" and ")}${a.literal ? " (with a literal)" : ""}`;
    const li = el("li", {}, visible(String(what)));
    if (a.witness !== undefined && a.witness !== null) li.append(": two readings of ", el("code", {}, visible(JSON.stringify(a.witness))));
    ul.append(li);
  }
  return ul;
}

/** Expands the template with the JSON variables into `out`. */
export function runExpand(U, template, varsText, out) {
  out.dataset.template = template;
  delete out.dataset.uri;
  let vars;
  try {
    vars = varsText.trim() === "" ? {} : JSON.parse(varsText);
  } catch (e) {
    out.dataset.state = "error";
    fill(out, el("p", { class: "error" }, "The variables are not JSON: ", e.message));
    return;
  }
  try {
    const uri = U.expand(template, vars);
    out.dataset.state = "ok";
    out.dataset.uri = uri;
    fill(out, uri === "" ? el("span", { class: "empty" }, '"" (empty: no variable of the template is defined)')
      : el("code", { class: "expansion" }, visible(uri)));
  } catch (e) {
    failure(out, e);
  }
}

/** Matches the URI against the template into `out`. */
export function runMatch(U, template, uri, out) {
  delete out.dataset.state;
  let t;
  try {
    t = new U.Template(template);
  } catch (e) {
    failure(out, e);
    return;
  }
  try {
    const m = t.match(uri);
    const ambiguities = ambiguitiesOf(t);
    const parts = [];
    if (!m) {
      out.dataset.state = "nomatch";
      parts.push(el("p", { class: "nomatch" }, "No assignment of the variables expands to this URI."));
    } else {
      out.dataset.state = m.ambiguous ? "ambiguous" : "match";
      parts.push(el("p", {}, "Variables:"), json(varsOf(m)));
      if (m.ambiguous) {
        parts.push(el("p", { class: "warning", role: "alert", dataset: { warning: "ambiguous" } },
          "Ambiguous: more than one assignment expands to this URI; this is the first in the library's order."));
      }
    }
    if (ambiguities.length || t.ambiguous === true) {
      parts.push(el("div", { class: "warning", dataset: { warning: "template" } },
        el("p", {}, "This template is ambiguous: some URI it produces has two assignments."), ambiguityList(ambiguities)));
    }
    fill(out, ...parts);
  } catch (e) {
    failure(out, e);
  } finally {
    release(t);
  }
}

/** Routes the URI over the templates (one a line) into `out`. */
export function runRoute(U, templatesText, uri, out) {
  const texts = templatesText.split(/\r?\n/).filter((l) => l.trim() !== "");
  delete out.dataset.state;
  delete out.dataset.index;
  let set;
  try {
    set = new U.TemplateSet(texts);
  } catch (e) {
    failure(out, e);
    return;
  }
  try {
    const m = set.match(uri);
    const parts = [];
    if (!m) {
      out.dataset.state = "nomatch";
      parts.push(el("p", { class: "nomatch" }, "No template matches this URI."));
    } else {
      out.dataset.state = "match";
      out.dataset.index = String(m.index);
      parts.push(el("p", {}, `Template ${m.index + 1}: `, el("code", {}, visible(m.template ?? texts[m.index]))), json(varsOf(m)));
      if (m.ambiguous) {
        parts.push(el("p", { class: "warning", role: "alert", dataset: { warning: "ambiguous" } },
          "Ambiguous: more than one assignment of this template expands to the URI."));
      }
    }
    const overlaps = Array.isArray(set.overlaps) ? set.overlaps : [];
    if (overlaps.length) {
      const ul = el("ul", { class: "overlaps" });
      for (const o of overlaps) {
        ul.append(el("li", {}, `Templates ${o.first + 1} and ${o.second + 1} overlap (the first wins): `,
          el("code", {}, visible(o.witness ?? ""))));
      }
      parts.push(el("div", { class: "note", dataset: { warning: "overlap" } }, el("p", {}, "Where the order decides:"), ul));
    }
    fill(out, ...parts);
  } catch (e) {
    failure(out, e);
  } finally {
    release(set);
  }
}
