// The JavaScript examples of the README and of docs/web.md run, against
// the built package: every ```js block, with `from "urigram"` pointed at
// web/pkg/node.js. Their assertions are the examples' own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";
import { read, root } from "./corpora.mjs";

function blocks(text) {
  return [...text.matchAll(/^```js\n([\s\S]*?)^```$/gm)].map((m) => m[1]);
}

for (const page of ["README.md", "docs/web.md"]) {
  test(`the JavaScript examples of ${page} run`, () => {
    const found = blocks(read(page));
    assert.ok(found.length > 0, `${page} has a js example`);
    const dir = mkdtempSync(join(tmpdir(), "urigram-readme-"));
    try {
      const pkg = pathToFileURL(join(root, "web/pkg/node.js")).href;
      found.forEach((code, i) => {
        const file = join(dir, `example${i}.mjs`);
        writeFileSync(file, code.replaceAll('from "urigram"', `from ${JSON.stringify(pkg)}`));
        execFileSync(process.execPath, [file], { stdio: "pipe" });
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
