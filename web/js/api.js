// The functions of the `urigram` npm package, in JavaScript's conventions,
// over the wasm-bindgen module `core.js` (web/src/). Both entries,
// `urigram.js` (browsers, bundlers) and `node.js`, re-export this module;
// web/API.md is the contract.
import * as core from "./core.js";

let loaded = false;
// The module's raw exports (its memory, for parse's scratch buffers).
let exports = null;

/** Marks the WebAssembly module as instantiated (the entries call it with
 * the instance's exports, which wasm-bindgen's init gives). */
export function _loaded(instanceExports) {
  exports = instanceExports;
  loaded = true;
}

function need() {
  if (!loaded) throw new Error("urigram: call init() first");
}

/** A rejected input: the fields of Python's `urigram.ParseError`. */
export class UrigramError extends Error {
  constructor(fields) {
    super(fields.message);
    this.name = "UrigramError";
    this.kind = fields.kind ?? "ParseError";
    this.input = fields.input ?? "";
    this.grammar = fields.grammar ?? null;
    this.offset = fields.offset ?? null;
    this.index = this.offset === null ? null : utf16Index(this.input, this.offset);
    this.rule = fields.rule ?? null;
    this.rules = fields.rules ?? [];
    this.expected = fields.expected ?? [];
    this.section = fields.section ?? null;
    this.help = fields.help ?? null;
    this.frame = fields.frame ?? null;
    if (fields.reason !== undefined) this.reason = fields.reason;
  }
}

const encoder = new TextEncoder();

// The UTF-16 index of the UTF-8 byte offset `offset` of `s`.
function utf16Index(s, offset) {
  let bytes = 0;
  let i = 0;
  for (const ch of s) {
    if (bytes >= offset) return i;
    bytes += encoder.encode(ch).length;
    i += ch.length;
  }
  return i;
}

// An `{"error": ...}` object as the error JavaScript throws: a bad argument
// as TypeError or RangeError, anything else as UrigramError.
function thrown(error) {
  if (error.kind === "TypeError") return new TypeError(error.message);
  if (error.kind === "RangeError") return new RangeError(error.message);
  return new UrigramError(error);
}

// The value of a `{"ok": ...}` answer, or its error thrown.
function answer(text) {
  const v = JSON.parse(text);
  if ("error" in v) throw thrown(v.error);
  return v.ok;
}

function str(value, what) {
  if (typeof value !== "string") {
    throw new TypeError(`${what} must be a string, not ${value === null ? "null" : typeof value}`);
  }
  return value;
}

function list(value, what) {
  if (value === undefined || value === null) return "";
  if (!Array.isArray(value)) throw new TypeError(`${what} must be an array of names`);
  return value.join(",");
}

// ---- strict grammars ----------------------------------------------------

/** Checks `input` against a rule: `true`, or throws `UrigramError`. */
export function check(input, { grammar = "rfc3986", rule = "" } = {}) {
  need();
  return answer(core.check(str(input, "input"), grammar, rule ?? ""));
}

/** Whether `input` matches the rule. */
export function isValid(input, { grammar = "rfc3986", rule = "" } = {}) {
  need();
  return core.isValid(str(input, "input"), grammar, rule ?? "");
}

/** One verdict per line (an array of strings, or a string split on `\n`):
 * a `Uint8Array` of 1 (valid) and 0, in one call into WebAssembly. */
export function isValidMany(lines, { grammar = "rfc3986", rule = "" } = {}) {
  need();
  const text = Array.isArray(lines) ? lines.join("\n") : str(lines, "lines");
  return core.isValidLines(text, grammar, rule ?? "");
}

// parse's fast path (web/src/spans.rs): the default rule's parts as offsets
// into the input, sliced here, instead of JSON text to parse. The names of
// rule, grammar, host kinds and path kinds are the JSON path's, read once.
//
// The input goes in through a buffer of WebAssembly memory kept for the
// module (parseScratchInput), written here byte by byte, and the offsets
// come back in another (parseScratchSpans), read through a view made once:
// no allocation or copy per call beyond the input's bytes, which through
// wasm-bindgen's string and array passing cost more than the parse itself.
// Only ASCII input takes it: a valid URI-reference is ASCII (anything else
// is an error the JSON path words), so its byte offsets are the string's
// indexes.
let names = null;
// An absent part's start: u32::MAX, read through an Int32Array (small
// integers are cheaper for V8 than numbers past 2^31).
const ABSENT = -1;
let scratch = null; // { memory, at, capacity, bytes, spans }

// The views of the scratch buffers, made again when the memory has grown
// (which detaches the old views) or the input needs a larger buffer.
function scratchFor(length) {
  if (scratch === null) {
    const memory = exports.memory;
    scratch = { memory, at: 0, capacity: 0, bytes: null, spans: null, spansAt: core.parseScratchSpans() };
  }
  if (length > scratch.capacity || scratch.bytes.byteLength === 0) {
    const capacity = Math.max(length, scratch.capacity, 256);
    scratch.at = core.parseScratchInput(capacity);
    scratch.capacity = capacity;
    scratch.bytes = new Uint8Array(scratch.memory.buffer, scratch.at, capacity);
    scratch.spans = new Int32Array(scratch.memory.buffer, scratch.spansAt, 18);
  }
  return scratch;
}

// The offsets of `input` in the scratch's spans, or null when the JSON
// path must answer (input not ASCII, or no spans: web/src/spans.rs). The
// input is ASCII exactly when encodeInto reads and writes all of it into a
// buffer of its length (a wider character takes more bytes than it has
// code units, or does not fit); encodeInto copies far faster than a loop
// of charCodeAt here (six times on the real URL lists).
function scratchSpans(input) {
  const n = input.length;
  const sc = scratchFor(n);
  const done = encoder.encodeInto(input, sc.bytes);
  if (done.read !== n || done.written !== n) return null;
  return core.parseScratch(n) === 1 ? sc.spans : null;
}

// Path::segments: none for an empty path, else the path after one leading
// "/" split on "/" (as String.prototype.split would, which costs more:
// twice this loop's time on the real URL lists).
function segmentsOf(path) {
  const out = [];
  if (path === "") return out;
  let i = path.charCodeAt(0) === 47 ? 1 : 0;
  for (;;) {
    const j = path.indexOf("/", i);
    if (j === -1) {
      out.push(path.slice(i));
      return out;
    }
    out.push(path.slice(i, j));
    i = j + 1;
  }
}

function parsedFromSpans(input, s) {
  if (names === null) {
    const shape = answer(core.parse("", "rfc3986", ""));
    names = { rule: shape.rule, grammar: shape.grammar, ...JSON.parse(core.parseNames()) };
  }
  const host =
    s[6] === ABSENT ? null : { kind: names.hosts[s[8]], text: input.slice(s[6], s[7]), address: null, zone: null };
  const path = input.slice(s[11], s[12]);
  return {
    text: input,
    rule: names.rule,
    grammar: names.grammar,
    scheme: s[0] === ABSENT ? null : input.slice(s[0], s[1]),
    authority: s[2] === ABSENT ? null : input.slice(s[2], s[3]),
    userinfo: s[4] === ABSENT ? null : input.slice(s[4], s[5]),
    host,
    port: s[9] === ABSENT ? null : input.slice(s[9], s[10]),
    path,
    pathKind: names.paths[s[13]],
    segments: segmentsOf(path),
    query: s[14] === ABSENT ? null : input.slice(s[14], s[15]),
    fragment: s[16] === ABSENT ? null : input.slice(s[16], s[17]),
  };
}

/** The parts of `input` read with a rule, or throws `UrigramError`. */
export function parse(input, { grammar = "rfc3986", rule = "" } = {}) {
  need();
  str(input, "input");
  if (grammar === "rfc3986" && (rule === "" || rule === null || rule === undefined)) {
    const s = scratchSpans(input);
    if (s !== null) return parsedFromSpans(input, s);
  }
  return answer(core.parse(input, grammar, rule ?? ""));
}

/** Every grammar that reads URIs: `{name: {title, top, rules}}`. */
export function grammars() {
  need();
  return JSON.parse(core.grammars());
}

/** The normal form of `input` (RFC 3986 section 6). */
export function normalize(input, { grammar = "rfc3986" } = {}) {
  need();
  return answer(core.normalize(str(input, "input"), grammar));
}

/** `reference` resolved against `base` (RFC 3986 section 5.2). */
export function resolve(base, reference) {
  need();
  return answer(core.resolve(str(base, "base"), str(reference, "reference")));
}

/** The shortest reference from `base` to `target`. */
export function relativize(base, target) {
  need();
  return answer(core.relativize(str(base, "base"), str(target, "target")));
}

/** The lint warnings of `input` (RFC 3986 section 7). */
export function lint(input) {
  need();
  return answer(core.lint(str(input, "input")));
}

/** A URI reference as an IRI reference (RFC 3987 section 3.2). */
export function toIri(uri) {
  need();
  return answer(core.toIri(str(uri, "uri")));
}

/** An IRI reference as a URI reference (RFC 3987 section 3.1). */
export function toUri(iri) {
  need();
  return answer(core.toUri(str(iri, "iri")));
}

// ---- readers ------------------------------------------------------------

/** Every reader of `compare`: the lines of `urigram readers --json`. */
export function readers({ python = "" } = {}) {
  need();
  const text = core.readers(python);
  if (text.startsWith('{"error"')) return answer(text);
  return text.split("\n").filter((l) => l !== "").map((l) => JSON.parse(l));
}

/** The base option as the core takes it: a string, or undefined. */
function baseOf(base) {
  return base === undefined || base === null ? undefined : str(base, "base");
}

/** The JSON lines of `compare` for each line: `urigram compare --json`'s
 * text, byte for byte (one line per input, no final newline). */
export function compareJsonLines(lines, { readers: names, base, python = "" } = {}) {
  need();
  const text = Array.isArray(lines) ? lines.join("\n") : str(lines, "lines");
  const out = core.compareLines(text, list(names, "readers"), python, baseOf(base));
  if (out.startsWith('{"error"')) answer(out);
  return out;
}

/** One input under every reader: the object `urigram compare --json`
 * prints. With `base`, each reader first resolves the input against it
 * by its own resolution, as `urigram compare --base` does (a reader with
 * none is left out). */
export function compare(input, { readers: names, parts, base, python = "" } = {}) {
  need();
  void parts;
  const line = core.compare(str(input, "input"), list(names, "readers"), python, baseOf(base));
  const v = JSON.parse(line);
  if ("error" in v) answer(line);
  return v;
}

/** `compare` of each line, in one call into WebAssembly. */
export function compareMany(lines, { readers: names, base, python = "" } = {}) {
  const items = Array.isArray(lines) ? lines : str(lines, "lines").split("\n");
  if (items.some((l) => l.includes("\n"))) throw new RangeError("a line holds no newline");
  return compareJsonLines(items.join("\n"), { readers: names, base, python })
    .split("\n")
    .map((l) => JSON.parse(l));
}

/** Whether the readers agree on `parts` (default every part). */
export function agree(input, { readers: names, parts, python = "" } = {}) {
  need();
  return answer(core.agree(str(input, "input"), list(names, "readers"), list(parts, "parts"), python));
}

/** The confusion catalog: `[{class, inputs}]`. */
export function catalog() {
  need();
  return JSON.parse(core.catalog());
}

// ---- urllib -------------------------------------------------------------

// A Python value of the urllib protocol as JavaScript's: bytes as a
// Uint8Array, a named tuple as an object of its fields.
function fromPy(v) {
  if (Array.isArray(v)) return v.map(fromPy);
  if (v !== null && typeof v === "object") {
    if ("bytes" in v) return Uint8Array.from(v.bytes.match(/../g) ?? [], (h) => parseInt(h, 16));
    if ("dict" in v) return Object.fromEntries(v.dict.map(([k, x]) => [k, fromPy(x)]));
  }
  return v;
}

function call(python, fn, args, kwargs = {}) {
  need();
  const request = JSON.stringify({ fn, args, kwargs });
  const v = JSON.parse(core.urllibCall(python ?? "", request));
  if ("error" in v) {
    const e = v.error;
    throw thrown({ kind: e.kind ?? e.type, message: e.message, input: String(args[0] ?? ""), grammar: fn });
  }
  return v.ok;
}

// A named result (`{"tuple": [...], prop: value | {"error": ...}}`) as an
// object with the tuple's fields; a property whose reading raises throws
// when read, as in Python.
function named(fields, result, input, fn) {
  const o = {};
  fields.forEach((f, i) => {
    o[f] = fromPy(result.tuple[i]);
  });
  for (const [k, v] of Object.entries(result)) {
    if (k === "tuple") continue;
    if (v !== null && typeof v === "object" && "error" in v) {
      const e = v.error;
      Object.defineProperty(o, k, {
        enumerable: true,
        get() {
          throw new UrigramError({ kind: e.type, message: e.message, input, grammar: fn });
        },
      });
    } else {
      o[k] = fromPy(v);
    }
  }
  return o;
}

/** Any `urllib.parse` function by its Python name, with arguments and
 * keyword arguments as the JSON-lines protocol of `urigram urllib --jsonl`
 * spells Python values (bytes `{bytes: hex}`, a dict `{dict: [[k, v]]}`):
 * `{ok: value}` or `{error: {type, message}}`, exactly its response. */
export function urllib(fn, args = [], kwargs = {}, { python } = {}) {
  need();
  return JSON.parse(core.urllibCall(python ?? "", JSON.stringify({ fn, args, kwargs })));
}

/** `urllib.parse.urlsplit`, as the CPython release `python` splits. */
export function urlsplit(url, { scheme = "", allowFragments = true, python } = {}) {
  const r = call(python, "urlsplit", [str(url, "url")], { scheme, allow_fragments: allowFragments });
  return named(["scheme", "netloc", "path", "query", "fragment"], r, url, "urlsplit");
}

/** `urllib.parse.urlparse`. */
export function urlparse(url, { scheme = "", allowFragments = true, python } = {}) {
  const r = call(python, "urlparse", [str(url, "url")], { scheme, allow_fragments: allowFragments });
  return named(["scheme", "netloc", "path", "params", "query", "fragment"], r, url, "urlparse");
}

/** `urllib.parse.urljoin`. */
export function urljoin(base, url, { allowFragments = true, python } = {}) {
  return call(python, "urljoin", [str(base, "base"), str(url, "url")], { allow_fragments: allowFragments });
}

/** `urllib.parse.quote`. */
export function quote(s, { safe = "/", python } = {}) {
  return call(python, "quote", [str(s, "s")], { safe });
}

/** `urllib.parse.unquote`. */
export function unquote(s, { python } = {}) {
  return call(python, "unquote", [str(s, "s")]);
}

/** `urllib.parse.parse_qsl`: `[key, value]` pairs. */
export function parseQsl(qs, { keepBlankValues = false, strictParsing = false, separator = "&", python } = {}) {
  return call(python, "parse_qsl", [str(qs, "qs")], {
    keep_blank_values: keepBlankValues,
    strict_parsing: strictParsing,
    separator,
  });
}

/** `urllib.parse.urlencode` of an object or of `[key, value]` pairs. */
export function urlencode(query, { doseq = false, safe = "", python } = {}) {
  const pairs = Array.isArray(query) ? query : Object.entries(query);
  const arg = Array.isArray(query) ? pairs : { dict: pairs };
  return call(python, "urlencode", [arg], { doseq, safe });
}

// ---- JVM ----------------------------------------------------------------

/** `new java.net.URI(s)` as JDK 17 reads it. */
export function javaUri(s) {
  need();
  return answer(core.javaUri(str(s, "s")));
}

/** Spark 4's `parse_url(url, part, key)` (`try_parse_url` unless ansi). */
export function sparkParseUrl(url, part, key, { ansi = true } = {}) {
  need();
  return answer(core.sparkParseUrl(str(url, "url"), str(part, "part"), key ?? undefined, ansi));
}

// ---- templates ----------------------------------------------------------

/** RFC 6570: `template` expanded with `vars`. */
export function expand(template, vars) {
  need();
  return answer(core.expand(str(template, "template"), JSON.stringify(vars ?? {})));
}

function built(make) {
  need();
  try {
    return make();
  } catch (e) {
    if (typeof e === "string" && e.startsWith('{"error"')) answer(e);
    throw e;
  }
}

// Template.match's fast path (web/src/template_scratch.rs), built as
// parse's: the URI goes in through parse's input buffer (encodeInto, no
// allocation), and the variables come back as [name index, start, end]
// triples in a buffer of WebAssembly memory read through an Int32Array,
// made again only when the memory has grown (matching may allocate, which
// may grow it and detach the view). Four numbers a variable: [name index,
// start, end, kind], the kind SLICE (the URI's characters), DECODE (the
// same pct-decoded: the library has checked they are what expansion writes)
// or VALUES (UTF-8 bytes in a second buffer, where the library answered
// with its owned match).
const NO_MATCH = -1;
const ASK_JSON = -2;
const NOT_ASCII = -3;
const SLICE = 0;
const DECODE = 1;
let offsets = null;
let values = null;
const decoder = new TextDecoder();

// How many variables the match of `uri` wrote, NO_MATCH, or ASK_JSON (also
// for a URI that is not ASCII, whose byte offsets are not its indexes).
function scratchMatch(compiled, uri) {
  const n = uri.length;
  const sc = scratchFor(n);
  const done = encoder.encodeInto(uri, sc.bytes);
  if (done.read !== n || done.written !== n) return NOT_ASCII;
  return compiled.matchScratch(n);
}

// The decoded value at bytes [start, end) of the values buffer: ASCII
// bytes as char codes (cheaper than TextDecoder for a short value), else
// UTF-8 decoded.
function decodedValue(start, end) {
  if (values === null || values.length === 0) {
    values = new Uint8Array(exports.memory.buffer, core.matchScratchValues(), 4096);
  }
  let ascii = "";
  for (let i = start; i < end; i++) {
    const b = values[i];
    if (b >= 0x80) return decoder.decode(values.subarray(start, end));
    ascii += String.fromCharCode(b);
  }
  return ascii;
}

// The view of the offsets buffer (256 numbers: 64 variables).
function matchOffsets() {
  if (offsets === null || offsets.length === 0) {
    offsets = new Int32Array(exports.memory.buffer, core.matchScratchOffsets(), 256);
  }
  return offsets;
}

/** One URI Template, compiled for matching. */
export class Template {
  #compiled;
  #analysis;
  #names = null;
  constructor(text, { anyOrder = false } = {}) {
    this.text = str(text, "template");
    this.anyOrder = anyOrder;
    this.#compiled = built(() => new core.CompiledTemplate(text, anyOrder));
  }
  #analysed() {
    this.#analysis ??= JSON.parse(this.#compiled.analysis());
    return this.#analysis;
  }
  /** The names of the template's variables, in order. */
  get variables() {
    return this.#analysed().variables;
  }
  /** Whether some URI the template produces matches it two ways. */
  get ambiguous() {
    return !this.#analysed().unambiguous;
  }
  /** `[{expressions, literal, witness}]`: where and how. */
  get ambiguities() {
    return this.#analysed().ambiguities;
  }
  /** The template expanded with `vars`. */
  expand(vars) {
    return answer(this.#compiled.expand(JSON.stringify(vars ?? {})));
  }
  /** `{variables, ambiguous, assignments, complete}`, or `null`. */
  match(uri) {
    str(uri, "uri");
    // The fast path (web/src/template_scratch.rs): the values as offsets
    // into the URI, sliced here; anything else comes as JSON.
    const count = scratchMatch(this.#compiled, uri);
    if (count === NO_MATCH) return null;
    if (count === ASK_JSON) return JSON.parse(this.#compiled.matchUri(uri));
    if (count === NOT_ASCII) return this.#matchFlat(uri);
    this.#names ??= JSON.parse(this.#compiled.matchNames());
    const o = matchOffsets();
    const variables = {};
    const assignment = {};
    for (let i = 0; i < 4 * count; i += 4) {
      const name = this.#names[o[i]];
      const kind = o[i + 3];
      const value =
        kind === SLICE
          ? uri.slice(o[i + 1], o[i + 2])
          : kind === DECODE
            ? decodeURIComponent(uri.slice(o[i + 1], o[i + 2]))
            : decodedValue(o[i + 1], o[i + 2]);
      variables[name] = value;
      assignment[name] = value;
    }
    return { variables, ambiguous: false, assignments: [assignment], complete: true };
  }
  // The former fast path (web/src/template.rs, matchFlat), for a URI that
  // is not ASCII: no JSON for one unambiguous reading of strings.
  #matchFlat(uri) {
    const flat = this.#compiled.matchFlat(uri);
    if (flat === "n") return null;
    if (flat === "") return JSON.parse(this.#compiled.matchUri(uri));
    const parts = flat.split("\0");
    const variables = {};
    const assignment = {};
    for (let i = 1; i < parts.length; i += 2) {
      variables[parts[i]] = parts[i + 1];
      assignment[parts[i]] = parts[i + 1];
    }
    return { variables, ambiguous: false, assignments: [assignment], complete: true };
  }
  /** Frees the WebAssembly memory now (else the garbage collector does). */
  free() {
    this.#compiled.free();
  }
}

/** Templates matched as one router. */
export class TemplateSet {
  #compiled;
  constructor(templates, { anyOrder = false } = {}) {
    this.templates = [...templates].map((t) => (t instanceof Template ? t.text : str(t, "template")));
    this.anyOrder = anyOrder;
    this.#compiled = built(() => new core.CompiledSet(JSON.stringify(this.templates), anyOrder));
  }
  get length() {
    return this.templates.length;
  }
  /** `[{first, second, witness}]`: templates that match a URI alike. */
  get overlaps() {
    return JSON.parse(this.#compiled.overlaps());
  }
  /** `{index, template, variables, ambiguous, assignments, complete}` of
   * the first template that matches, or `null`. */
  match(uri) {
    const m = JSON.parse(this.#compiled.matchUri(str(uri, "uri")));
    if (m === null) return null;
    return { index: m.index, template: this.templates[m.index], ...m.match };
  }
  free() {
    this.#compiled.free();
  }
}
