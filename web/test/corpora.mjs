// The test corpora the Node tests read, from tests/data (the repository's
// own, each with its source there): the grammar catalogs, the confusion
// catalog and the real URL lists.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root. */
export const root = fileURLToPath(new URL("../../", import.meta.url));

/** A file of the repository as text. */
export function read(path) {
  return readFileSync(join(root, path), "utf8");
}

function* files(dir) {
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else if (p.endsWith(".txt")) yield p;
  }
}

/** The inputs of the grammar catalogs (tests/data/grammar/**.txt, `label
 * TAB input`), as scripts/whatwg_node.mjs reads them. */
export function grammarInputs() {
  const inputs = [];
  for (const f of files(join(root, "tests/data/grammar"))) {
    for (const line of readFileSync(f, "utf8").split("\n")) {
      if (line.startsWith("#")) continue;
      const tab = line.indexOf("\t");
      if (tab >= 0) inputs.push(line.slice(tab + 1));
    }
  }
  return inputs;
}

/** The confusion catalog: `[class, input]` pairs. */
export function confusion() {
  return read("tests/data/compare/confusion.tsv")
    .split("\n")
    .filter((l) => !l.startsWith("#") && l.includes("\t"))
    .map((l) => [l.slice(0, l.indexOf("\t")), JSON.parse(l.slice(l.indexOf("\t") + 1))]);
}

/** The lines of a real URL list (tests/data/real-urls/NAME.txt). */
export function realUrls(name) {
  return read(`tests/data/real-urls/${name}.txt`).split("\n").filter((l) => l !== "");
}

/** The package, as Node imports it. */
export const urigram = await import(join(root, "web/pkg/node.js"));
