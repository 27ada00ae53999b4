// The browser and bundler entry of the `urigram` package: call `init()`
// (it fetches core_bg.wasm beside this file, or what you pass), then use
// the functions. web/API.md is the contract.
import initCore from "./core.js";
import { _loaded } from "./api.js";

export * from "./api.js";

/** The promise of the loaded module, once `init()` has been called. */
export let ready;

/** Loads the WebAssembly module (once); `wasm` as wasm-bindgen's init
 * takes it (a URL, a Response, bytes, a WebAssembly.Module). */
export function init(wasm) {
  ready ??= initCore(wasm === undefined ? undefined : { module_or_path: wasm }).then((instanceExports) => {
    _loaded(instanceExports);
  });
  return ready;
}
