// TypeScript declarations of the `urigram` package (web/API.md).

/** Loads the WebAssembly module (browser entry; Node's resolves at once). */
export function init(wasm?: string | URL | Request | Response | BufferSource | WebAssembly.Module): Promise<void>;
/** The promise of the loaded module, once `init()` has been called. */
export let ready: Promise<void> | undefined;

/** A rejected input, with the fields of Python's `urigram.ParseError`. */
export class UrigramError extends Error {
  kind: string;
  input: string;
  grammar: string | null;
  /** UTF-8 byte offset of the first byte that cannot continue the input. */
  offset: number | null;
  /** The same place in UTF-16 code units. */
  index: number | null;
  rule: string | null;
  rules: string[];
  expected: string[];
  section: string | null;
  help: string | null;
  frame: string | null;
  reason?: string | null;
}

export interface RuleOptions {
  grammar?: string;
  rule?: string;
}
export function check(input: string, options?: RuleOptions): true;
export function isValid(input: string, options?: RuleOptions): boolean;
export function isValidMany(lines: string[] | string, options?: RuleOptions): Uint8Array;

export interface Host {
  kind: string;
  text: string;
  address: string | null;
  zone: string | null;
}
export interface Parsed {
  text: string;
  rule: string;
  grammar: string;
  scheme?: string | null;
  authority?: string | null;
  userinfo?: string | null;
  host?: Host | string | null;
  port?: string | null;
  path?: string | null;
  pathKind?: string;
  segments?: string[];
  query?: string | null;
  fragment?: string | null;
  unsplit?: string[];
}
export function parse(input: string, options?: RuleOptions): Parsed;
export function grammars(): Record<string, { title: string; top: string; rules: [string, string][] }>;
export function normalize(input: string, options?: { grammar?: string }): string;
export function resolve(base: string, reference: string): string;
export function relativize(base: string, target: string): string;
export interface LintWarning {
  check: string;
  start: number;
  end: number;
  message: string;
  note: string;
}
export function lint(input: string): LintWarning[];
export function toIri(uri: string): string;
export function toUri(iri: string): string;

export interface ReaderInfo {
  reader: string;
  library: string;
  release: string;
  used_by: string;
  default: boolean;
  never_split: string[];
  empty_for_absent: string[];
}
export function readers(options?: { python?: string }): ReaderInfo[];

export interface Destination {
  host: string | null;
  kind: "dns" | "ipv4" | "ipv6" | null;
  port: number | null;
}
export interface Reading {
  reader: string;
  valid: boolean;
  split?: Record<string, string | null>;
  unsplit?: string[];
  destination?: Destination | null;
  error?: { offset?: number; rule?: string; exception?: string; message: string };
}
export interface Comparison {
  input: string;
  input_bytes?: string;
  readings: Reading[];
  differ: string[];
  spelling: string[];
  base?: string;
}
export interface CompareOptions {
  readers?: string[];
  parts?: string[];
  base?: string;
  python?: string;
}
export function compare(input: string, options?: CompareOptions): Comparison;
export function compareMany(lines: string[] | string, options?: CompareOptions): Comparison[];
export function compareJsonLines(lines: string[] | string, options?: { readers?: string[]; python?: string }): string;
export function agree(input: string, options?: { readers?: string[]; parts?: string[]; python?: string }): boolean;
export function catalog(): { class: string; inputs: string[] }[];

export interface SplitResult {
  scheme: string;
  netloc: string;
  path: string;
  query: string;
  fragment: string;
  username: string | null;
  password: string | null;
  hostname: string | null;
  /** Throws UrigramError (Python's ValueError) when the port is not a number. */
  readonly port: number | null;
}
export interface ParseResult extends SplitResult {
  params: string;
}
export interface UrllibOptions {
  python?: string;
}
export function urllib(
  fn: string,
  args?: unknown[],
  kwargs?: Record<string, unknown>,
  options?: UrllibOptions,
): { ok: unknown } | { error: { type: string; message: string } };
export function urlsplit(url: string, options?: UrllibOptions & { scheme?: string; allowFragments?: boolean }): SplitResult;
export function urlparse(url: string, options?: UrllibOptions & { scheme?: string; allowFragments?: boolean }): ParseResult;
export function urljoin(base: string, url: string, options?: UrllibOptions & { allowFragments?: boolean }): string;
export function quote(s: string, options?: UrllibOptions & { safe?: string }): string;
export function unquote(s: string, options?: UrllibOptions): string;
export function parseQsl(
  qs: string,
  options?: UrllibOptions & { keepBlankValues?: boolean; strictParsing?: boolean; separator?: string },
): [string, string][];
export function urlencode(
  query: Record<string, string | number | boolean | (string | number | boolean)[]> | [string, unknown][],
  options?: UrllibOptions & { doseq?: boolean; safe?: string },
): string;

export interface JavaUri {
  opaque: boolean;
  scheme: string | null;
  schemeSpecificPart: string | null;
  authority: string | null;
  userInfo: string | null;
  host: string | null;
  port: number | null;
  path: string | null;
  query: string | null;
  fragment: string | null;
  decoded: Record<string, string | null>;
}
export function javaUri(s: string): JavaUri;
export function sparkParseUrl(url: string, part: string, key?: string | null, options?: { ansi?: boolean }): string | null;

export type VarValue = string | number | boolean | (string | number | boolean)[] | Record<string, string | number | boolean>;
export function expand(template: string, vars: Record<string, VarValue | null | undefined>): string;
export type Variables = Record<string, string | string[] | [string, string][]>;
export interface Match {
  variables: Variables;
  ambiguous: boolean;
  assignments: Variables[];
  complete: boolean;
}
export interface Ambiguity {
  expressions: string[];
  literal: boolean;
  witness: string;
}
export class Template {
  constructor(text: string, options?: { anyOrder?: boolean });
  readonly text: string;
  readonly anyOrder: boolean;
  readonly variables: string[];
  readonly ambiguous: boolean;
  readonly ambiguities: Ambiguity[];
  expand(vars: Record<string, VarValue | null | undefined>): string;
  match(uri: string): Match | null;
  free(): void;
}
export class TemplateSet {
  constructor(templates: Iterable<string | Template>, options?: { anyOrder?: boolean });
  readonly templates: string[];
  readonly length: number;
  readonly overlaps: { first: number; second: number; witness: string }[];
  match(uri: string): (Match & { index: number; template: string }) | null;
  free(): void;
}
