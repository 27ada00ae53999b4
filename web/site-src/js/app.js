// The playground: loads the package, reads the fragment, runs `compare` on
// the input (one URL, or one a line) and shows the tables; the templates
// tab; and sets document.body.dataset.ready = "1" once the module is ready.
import * as U from "../pkg/urigram.js";
import { el } from "./show.js";
import { unlzma } from "./lzma.js";
import { readFragment, writeFragment } from "./fragment.js";
import { renderComparison, verdictOf } from "./compare-view.js";
import { catalogClasses, renderCatalog } from "./catalog-view.js";
import { runExpand, runMatch, runRoute, errorText } from "./templates-view.js";

/** How many tables a list shows at first, and at each "show more". */
const PAGE = 20;
/** The parts a server-side request forgery filter asks about. */
const WHERE = ["scheme", "userinfo", "host", "port"];
/** The CPython releases the urllib reader has profiles for. */
const PYTHONS = ["3.9", "3.10", "3.11", "3.12", "3.13"];

const $ = (id) => document.getElementById(id);
let info = new Map();
let defaults = [];
let shown = { results: [], filtered: [], count: 0 };

/**
 * Loads the module: the LZMA-packed copy scripts/build_web_site.sh ships
 * (a quarter smaller on the wire than the plain module gzipped; lzma.js
 * says why), unpacked here; the plain `core_bg.wasm` where the page is
 * served without it (a development copy of web/pkg). The time the unpacking
 * took is on `document.body.dataset.unpackMs`, for the speed test.
 */
async function load() {
  const packed = await fetch(new URL("../pkg/core_bg.wasm.lzma", import.meta.url)).catch(() => null);
  if (!packed || !packed.ok) {
    await U.init();
    return;
  }
  const bytes = new Uint8Array(await packed.arrayBuffer());
  const start = performance.now();
  const wasm = unlzma(bytes);
  document.body.dataset.unpackMs = (performance.now() - start).toFixed(1);
  await U.init(wasm);
}

/** A grammar reader's caret frame, from `parse` (whose error carries it). */
function frameOf(reader, input) {
  if (!/^rfc\d+$/.test(reader)) return null;
  try {
    if (typeof U.parse === "function") U.parse(input, { grammar: reader });
    return null;
  } catch (e) {
    return typeof e?.frame === "string" && e.frame ? e.frame : null;
  }
}

function chosenReaders() {
  return [...document.querySelectorAll("#readers input:checked")].map((i) => i.value);
}

function setReaders(names) {
  for (const box of document.querySelectorAll("#readers input")) box.checked = names.includes(box.value);
}

/** The state of the form, as the fragment holds it. */
function formState() {
  const tab = document.querySelector('[role="tab"][aria-selected="true"]')?.dataset.tab;
  const readers = chosenReaders();
  const same = readers.length === defaults.length && readers.every((r) => defaults.includes(r));
  return {
    tab: tab === "templates" ? "templates" : "",
    u: $("input").value,
    base: $("base").value,
    list: $("list").checked ? "1" : "",
    readers: same ? "" : readers.join(","),
    parts: $("where").checked ? WHERE.join(",") : "",
    python: $("python").value,
    t: tab === "templates" ? $("t-template").value : "",
    vars: tab === "templates" ? $("t-vars").value : "",
    m: tab === "templates" ? $("t-uri").value : "",
    routes: tab === "templates" ? $("r-templates").value : "",
  };
}

/** Puts a fragment's state into the form. */
function applyState(state) {
  $("input").value = state.u ?? "";
  $("base").value = state.base ?? "";
  $("list").checked = state.list === "1";
  setReaders(state.readers ? state.readers.split(",") : defaults);
  $("where").checked = !!state.parts;
  $("python").value = PYTHONS.includes(state.python) ? state.python : "";
  if (state.t !== undefined) $("t-template").value = state.t;
  if (state.vars !== undefined) $("t-vars").value = state.vars;
  if (state.m !== undefined) $("t-uri").value = state.m;
  if (state.routes !== undefined) $("r-templates").value = state.routes;
  selectTab(state.tab === "templates" ? "templates" : "compare", false);
}

/** The longest input the fragment holds: a pasted log of thousands of lines
 * would make an address browsers refuse (and slow every keystroke). */
const LINK_LIMIT = 16000;

function saveFragment() {
  const state = formState();
  const tooLong = state.u.length > LINK_LIMIT;
  if (tooLong) state.u = "";
  $("link-note").hidden = !tooLong;
  const hash = writeFragment(state);
  if (hash !== location.hash && !(hash === "#" && location.hash === "")) history.replaceState(null, "", hash);
  refreshCatalogLinks();
}

function inputs() {
  const text = $("input").value;
  if (!$("list").checked) return text === "" ? [] : [text];
  const lines = text.split(/\r?\n/);
  if (lines.length && lines[lines.length - 1] === "") lines.pop();
  return lines;
}

function options() {
  const o = { readers: chosenReaders() };
  if ($("base").value !== "") o.base = $("base").value;
  if ($("where").checked) o.parts = WHERE;
  if ($("python").value) o.python = $("python").value;
  return o;
}

/** Runs compare on every input and shows the first page of tables. */
function runCompare() {
  const list = inputs();
  const out = $("results");
  const summary = $("summary");
  document.body.dataset.state = "busy";
  const started = performance.now();
  const results = [];
  try {
    const o = options();
    if (list.length > 1) for (const r of compareList(list, o)) results.push(r);
    else for (const input of list) results.push(U.compare(input, o));
  } catch (e) {
    out.replaceChildren(el("pre", { class: "frame error", role: "alert" }, errorText(e)));
    summary.textContent = "";
    document.body.dataset.state = "error";
    return;
  }
  const compareMs = performance.now() - started;
  const counts = { alike: 0, spelling: 0, differ: 0 };
  const focus = $("where").checked ? WHERE : null;
  for (const r of results) counts[verdictOf(r, focus)]++;
  shown = { results, filtered: filterResults(results), count: 0 };
  const drawing = performance.now();
  out.replaceChildren();
  showMore();
  document.body.dataset.renderMs = (performance.now() - drawing).toFixed(1);
  const totalMs = performance.now() - started;
  document.body.dataset.compareMs = compareMs.toFixed(1);
  document.body.dataset.totalMs = totalMs.toFixed(1);
  summary.textContent = results.length === 0 ? "Type or paste a URL above." :
    `${results.length} input${results.length === 1 ? "" : "s"}: ${counts.differ} read differently, ` +
    `${counts.spelling} spelled differently, ${counts.alike} alike (compared in ${Math.round(compareMs)} ms).`;
  document.body.dataset.state = "done";
}

/**
 * `compare` of every line of a list, in one call into wasm. Each line's JSON
 * is kept as text, and only its verdict (the `differ` and `spelling` that
 * end it) is read at once: a table's reading is parsed when it is drawn
 * (`full`). Ten thousand lines are some 25 MB of JSON, most of which no
 * one looks at. With a base (joined first by the package) it is compareMany.
 */
function compareList(list, o) {
  if (o.base === undefined && typeof U.compareJsonLines === "function") {
    const lines = U.compareJsonLines(list, { readers: o.readers, python: o.python }).split("\n");
    if (lines.length === list.length) {
      return lines.map((line) => {
        // Quotes inside strings are escaped, so the last ,"differ":[ is the
        // top-level one.
        const tail = JSON.parse("{" + line.slice(line.lastIndexOf(',"differ":[') + 1));
        return { differ: tail.differ, spelling: tail.spelling, line };
      });
    }
  }
  return U.compareMany(list, o);
}

/** A result whole: a list's lazily kept line parsed on first use. */
function full(r) {
  if (r.readings) return r;
  r.full ??= JSON.parse(r.line);
  return r.full;
}

function filterResults(results) {
  const only = $("only-differ").checked;
  const focus = $("where").checked ? WHERE : null;
  return results.map((r, i) => [r, i]).filter(([r]) => !only || verdictOf(r, focus) !== "alike");
}

function showMore() {
  const out = $("results");
  const next = shown.filtered.slice(shown.count, shown.count + PAGE);
  const focus = $("where").checked ? WHERE : null;
  const single = shown.results.length === 1;
  for (const [r, i] of next) out.append(renderComparison(full(r), info, frameOf, i, focus, single));
  shown.count += next.length;
  const rest = shown.filtered.length - shown.count;
  $("more").hidden = rest <= 0;
  $("more").textContent = `Show ${Math.min(rest, PAGE)} more (${rest} left)`;
}

function selectTab(name, save = true) {
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const on = tab.dataset.tab === name;
    tab.setAttribute("aria-selected", String(on));
    tab.tabIndex = on ? 0 : -1;
    $(tab.getAttribute("aria-controls")).hidden = !on;
  }
  if (save) saveFragment();
}

function runTemplates() {
  runExpand(U, $("t-template").value, $("t-vars").value, $("t-expanded"));
  runMatch(U, $("t-template").value, $("t-uri").value, $("t-matched"));
  runRoute(U, $("r-templates").value, $("r-uri").value, $("r-routed"));
}

let catalog = [];
function refreshCatalogLinks() {
  const s = formState();
  const keep = { readers: s.readers, python: s.python, parts: s.parts, base: s.base };
  $("catalog").replaceChildren(renderCatalog(catalog, keep));
}

function debounce(fn, ms) {
  let t;
  return () => {
    clearTimeout(t);
    t = setTimeout(fn, ms);
  };
}

async function main() {
  await load();
  const readers = U.readers();
  info = new Map(readers.map((r) => [r.reader, r]));
  defaults = readers.filter((r) => r.default).map((r) => r.reader);
  const box = $("readers");
  for (const r of readers) {
    const id = "reader-" + r.reader;
    box.append(el("span", { class: "reader-choice" },
      el("input", { type: "checkbox", id, value: r.reader, checked: r.default }),
      el("label", { for: id, title: `${r.library} [${r.release}]: ${r.used_by}` }, r.reader)));
  }
  for (const p of PYTHONS) $("python").append(el("option", { value: p }, `CPython ${p}`));
  catalog = catalogClasses(typeof U.catalog === "function" ? U.catalog() : []);

  // On a phone the catalog starts folded, so that the table is in view.
  if (window.matchMedia("(max-width: 40rem)").matches) document.querySelector(".catalog-box").open = false;
  applyState(readFragment(location.hash));
  refreshCatalogLinks();
  const again = debounce(() => {
    saveFragment();
    runCompare();
  }, 150);
  for (const id of ["input", "base"]) $(id).addEventListener("input", again);
  for (const id of ["list", "where", "python"]) $(id).addEventListener("change", again);
  $("readers").addEventListener("change", again);
  $("only-differ").addEventListener("change", () => {
    shown.filtered = filterResults(shown.results);
    shown.count = 0;
    $("results").replaceChildren();
    showMore();
  });
  $("more").addEventListener("click", showMore);
  $("compare-form").addEventListener("submit", (e) => {
    e.preventDefault();
    saveFragment();
    runCompare();
  });
  const templatesAgain = debounce(() => {
    saveFragment();
    runTemplates();
  }, 150);
  for (const id of ["t-template", "t-vars", "t-uri", "r-templates", "r-uri"]) $(id).addEventListener("input", templatesAgain);
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  for (const tab of tabs) {
    tab.addEventListener("click", () => selectTab(tab.dataset.tab));
    tab.addEventListener("keydown", (e) => {
      if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
      const next = tabs[(tabs.indexOf(tab) + (e.key === "ArrowRight" ? 1 : tabs.length - 1)) % tabs.length];
      selectTab(next.dataset.tab);
      next.focus();
    });
  }
  window.addEventListener("hashchange", () => {
    applyState(readFragment(location.hash));
    refreshCatalogLinks();
    runCompare();
    runTemplates();
  });
  runCompare();
  runTemplates();
  document.body.dataset.ready = "1";
}

main().catch((e) => {
  document.body.dataset.ready = "error";
  $("summary").textContent = "The urigram module did not load: " + errorText(e);
});

// Offline: a service worker keeps a copy of every file of the page (see sw.js).
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}
