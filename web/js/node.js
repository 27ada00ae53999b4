// The Node entry of the `urigram` package: the WebAssembly module is read
// and instantiated at import, so every function is ready at once.
import { readFileSync } from "node:fs";
import { initSync } from "./core.js";
import { _loaded } from "./api.js";

export * from "./api.js";

_loaded(initSync({ module: readFileSync(new URL("./core_bg.wasm", import.meta.url)) }));

/** Already resolved: the module loaded at import. */
export const ready = Promise.resolve();

/** Resolves at once (the browser entry's `init` loads the module). */
export function init() {
  return ready;
}
