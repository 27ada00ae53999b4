// The package answers as the CLI does, byte for byte: the same inputs go
// through the `urigram` binary and through the package, and the outputs are
// compared whole. The binary is $URIGRAM_BIN, else target/release/urigram,
// else target/debug/urigram (scripts/ci_web.sh builds it).
import { test } from "node:test";
import assert from "node:assert/strict";
import { existsSync } from "node:fs";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { root, urigram, grammarInputs, confusion, realUrls } from "./corpora.mjs";

const bin =
  process.env.URIGRAM_BIN ??
  ["target/release/urigram", "target/debug/urigram"].map((p) => join(root, p)).find(existsSync);

function cli(args, input) {
  assert.ok(bin, "no urigram binary: build it (cargo build -p urigram-cli) or set URIGRAM_BIN");
  return execFileSync(bin, args, { input, maxBuffer: 1 << 30, encoding: "utf8", stdio: "pipe" }).toString();
}

function cliStatusAgnostic(args, input) {
  try {
    return cli(args, input);
  } catch (e) {
    // Exit status 1: some input differed or was invalid; the output is the answer.
    if (e.status === 1) return e.stdout.toString();
    throw e;
  }
}

// Lines the CLI reads as one input each: no newline inside, and not blank
// (the CLI skips blank lines of standard input).
const oneLine = (s) => !s.includes("\n") && !s.includes("\r") && s.trim() !== "";

const corpus = [...grammarInputs(), ...confusion().map(([, i]) => i), ...realUrls("isaacs_files")].filter(oneLine);

test("compare --json: the same lines, byte for byte, on the test corpora", () => {
  const expected = cliStatusAgnostic(["compare", "--json"], corpus.join("\n") + "\n");
  const ours = urigram.compareJsonLines(corpus) + "\n";
  assert.equal(ours.split("\n").length, expected.split("\n").length);
  const a = ours.split("\n");
  const b = expected.split("\n");
  for (let i = 0; i < a.length; i++) assert.equal(a[i], b[i], `line ${i + 1}: ${JSON.stringify(corpus[i])}`);
});

test("compare --json with --readers and --python", () => {
  const lines = corpus.slice(0, 400);
  for (const [readers, python] of [
    [["urllib", "whatwg"], "3.9"],
    [["rfc3986", "java", "go"], "3.13"],
  ]) {
    const expected = cliStatusAgnostic(
      ["compare", "--json", "--readers", readers.join(","), "--python", python],
      lines.join("\n") + "\n",
    );
    assert.equal(urigram.compareJsonLines(lines, { readers, python }) + "\n", expected);
  }
});

test("compare() is the object of compare --json's line, an operand with newlines too", () => {
  // An argument cannot hold NUL.
  for (const [, input] of confusion().filter(([, i]) => !i.includes("\0"))) {
    const line = cliStatusAgnostic(["compare", "--json", "--", input]).trimEnd();
    assert.deepEqual(urigram.compare(input), JSON.parse(line));
  }
});

test("parse: the parts check --json's tree holds, on the test corpora; the fast path as the JSON path", () => {
  const lines = corpus.filter((l) => urigram.isValid(l));
  const trees = cli(["check", "--json"], lines.join("\n") + "\n").trimEnd().split("\n").map((l) => JSON.parse(l).ast);
  assert.equal(trees.length, lines.length);
  let fast = 0;
  lines.forEach((line, i) => {
    const p = urigram.parse(line);
    const t = trees[i];
    const what = JSON.stringify(line);
    assert.equal(p.text, line, what);
    assert.equal(p.scheme, t.scheme, what);
    assert.equal(p.authority === null, t.authority === null, what);
    assert.equal(p.userinfo, t.authority?.userinfo ?? null, what);
    assert.equal(p.host?.kind ?? null, t.authority?.host.kind ?? null, what);
    assert.equal(p.port, t.authority?.port ?? null, what);
    assert.equal(p.path, t.path.text, what);
    assert.equal(p.pathKind, `path-${t.path.kind}`, what);
    assert.equal(p.query, t.query, what);
    assert.equal(p.fragment, t.fragment, what);
    // The fast path's hosts: the CLI writes an IP literal without its brackets.
    if (p.host?.kind === "reg-name") {
      assert.equal(p.host.text, t.authority.host.text, what);
      fast++;
    } else if (p.host?.kind === "ipvfuture") {
      assert.equal(p.host.text, `[${t.authority.host.text}]`, what);
    }
    // The named rule takes the JSON path (web/src/strict.rs): the same object.
    assert.deepEqual(p, urigram.parse(line, { rule: "URI-reference" }), what);
    assert.equal(JSON.stringify(p), JSON.stringify(urigram.parse(line, { rule: "URI-reference" })), what);
  });
  assert.ok(fast > 1000, `only ${fast} lines took the fast path`);
});

test("readers --json: the same objects, in the registry's order", () => {
  for (const python of ["3.11", "3.9"]) {
    const expected = cli(["readers", "--json", "--python", python])
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    assert.deepEqual(urigram.readers({ python }), expected);
  }
});

test("agree is compare --quiet's verdict", () => {
  const lines = corpus.slice(0, 2000);
  const differing = new Set(
    cliStatusAgnostic(["compare", "-q", "--parts", "host,port"], lines.join("\n") + "\n")
      .split("\n")
      .filter((l) => l !== ""),
  );
  for (const l of lines) {
    assert.equal(urigram.agree(l, { parts: ["host", "port"] }), !differing.has(l), JSON.stringify(l));
  }
});

test("check: the CLI's verdicts under every grammar, and its diagnostic", () => {
  const lines = corpus.slice(0, 3000);
  for (const grammar of Object.keys(urigram.grammars())) {
    const ok = new Set(
      cliStatusAgnostic(["check", "--grammar", grammar], lines.join("\n") + "\n")
        .split("\n")
        .filter((l) => l.startsWith("ok: "))
        .map((l) => l.slice(4)),
    );
    const verdicts = urigram.isValidMany(lines, { grammar });
    lines.forEach((l, i) => {
      // The CLI shows a line escaped; compare only lines it shows as themselves.
      if (!/^[\x20-\x7e]*$/.test(l)) return;
      assert.equal(verdicts[i] === 1, ok.has(l), `${grammar}: ${JSON.stringify(l)}`);
      assert.equal(urigram.isValid(l, { grammar }), verdicts[i] === 1);
    });
  }
  // An invalid input's message and frame: the CLI's stderr, but for the
  // help line, whose words name the CLI's option (`--grammar`) rather than
  // JavaScript's.
  for (const input of ["http://[fe80::1::2]/x", "http://a b/", "http://h:8x/", "a:b c", "//[v1.x]:z"]) {
    let err;
    try {
      execFileSync(bin, ["check", "--", input], { encoding: "utf8", stdio: "pipe" });
    } catch (e) {
      err = e.stderr.toString();
    }
    assert.ok(err, input);
    let thrown;
    try {
      urigram.check(input);
    } catch (e) {
      thrown = e;
    }
    assert.ok(thrown instanceof urigram.UrigramError, input);
    const keep = (s) => s.split("\n").filter((l) => !l.includes("= help") && l.trim() !== "").join("\n");
    assert.equal(keep(thrown.frame), keep(err), input);
    // The fields, as `check --json` gives them.
    const json = JSON.parse(cliStatusAgnostic(["check", "--json", "--", input])).error;
    for (const k of ["offset", "rule", "rules", "expected", "section"]) assert.deepEqual(thrown[k], json[k], `${input} ${k}`);
  }
});
