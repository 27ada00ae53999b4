#!/usr/bin/env bash
# Builds the `urigram` npm package into web/pkg/ (and the playground into
# web/site/ when its build is there): one command, on a fresh Debian
# bookworm machine of this project's kind. Nothing it writes is committed.
#
# The recipe (issue 38; rustup cannot fetch the wasm32 target here):
#   - Debian's rustc-web / cargo-web with rust-web-src (the standard library's
#     sources, for -Z build-std) and lld: `RUSTC=/usr/bin/rustc` (else
#     rustup's compiler, first in PATH, is picked) and RUSTC_BOOTSTRAP=1;
#   - wasm-bindgen-cli at exactly the version of the wasm-bindgen crate in
#     Cargo.lock, by `cargo install` without --locked (one of its locked
#     dependencies is not in the registry here), into $URIGRAM_WEB_CACHE,
#     kept across runs (it takes minutes to build);
#   - wasm-opt from npm's binaryen (web/tools/package.json; Debian's
#     binaryen 108 breaks wasm-bindgen's externref table).
# The wasm build has its own target folder, target/wasm, so that it never
# invalidates the host build. It is the `web` profile of Cargo.toml: the
# release profile at opt-level "z" for size, the library too, with its
# timed paths at speed (`--cfg urigram_web` turns on their
# `#[optimize(speed)]`; its comment says why; docs/web.md#size-and-speed
# has the figures).
#
# Environment: URIGRAM_WEB_CACHE (default ~/.cache/urigram-web) holds
# wasm-bindgen-cli; URIGRAM_WEB_TARGET (default target/wasm) is the wasm
# build's target folder (CI keeps one across runs, as it keeps the cache);
# URIGRAM_WEB_NO_INSTALL=1 fails instead of installing.
# Output: web/pkg/{package.json,urigram.js,node.js,api.js,core.js,
# core_bg.wasm,urigram.d.ts} (web/API.md says what each is).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
cache=${URIGRAM_WEB_CACHE:-$HOME/.cache/urigram-web}
wasm_target=${URIGRAM_WEB_TARGET:-$root/target/wasm}
say() { printf 'build_web: %s\n' "$*" >&2; }

install_apt() {
    [ "${URIGRAM_WEB_NO_INSTALL:-}" = 1 ] && { say "missing: $*"; exit 2; }
    say "installing $* (apt)"
    # Another apt run may hold the lock: wait for it.
    for _ in $(seq 60); do
        if DEBIAN_FRONTEND=noninteractive apt-get install -y "$@" >/dev/null; then return 0; fi
        sleep 10
    done
    say "apt-get install $* failed"
    exit 2
}

# Debian's Rust for the web: its rustc and cargo live in /usr/bin.
if ! dpkg -s rustc-web cargo-web rust-web-src rust-web-llvm lld-22 >/dev/null 2>&1; then
    apt-get update >/dev/null || true
    install_apt rustc-web cargo-web rust-web-src rust-web-llvm lld-22
fi
command -v npm >/dev/null || install_apt nodejs npm

# wasm-bindgen-cli at the lock file's wasm-bindgen version.
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
bindgen=$cache/bin/wasm-bindgen
if ! [ -x "$bindgen" ] || [ "$("$bindgen" --version | awk '{print $2}')" != "$version" ]; then
    [ "${URIGRAM_WEB_NO_INSTALL:-}" = 1 ] && { say "missing: wasm-bindgen-cli $version"; exit 2; }
    say "installing wasm-bindgen-cli $version into $cache (minutes, once)"
    cargo install wasm-bindgen-cli --version "$version" --root "$cache" --force
fi

# wasm-opt, esbuild (the page's minifier) and the benchmark's peers from npm, at the versions of
# web/tools/package-lock.json.
if ! [ -x web/tools/node_modules/.bin/wasm-opt ] || ! [ -x web/tools/node_modules/.bin/esbuild ]; then
    say "installing web/tools (npm ci)"
    (cd web/tools && npm ci --no-audit --no-fund >/dev/null)
fi

say "compiling urigram-web for wasm32 ($wasm_target)"
# simd128: the `wide` crate's sixteen-byte steps (RFC 3986's runs, urlsplit's
# delimiters) as WebAssembly SIMD, which Node 16.4+ and every current browser
# run, instead of its portable fallback.
# panic=immediate-abort and location-detail=none: a panic in wasm32-unknown-
# unknown already ends in a trap whose message goes nowhere (the target's
# stderr writes nothing), so the formatting machinery, messages and source
# locations a panic carries are dead weight: 47 KB of the wasm gzipped
# (docs/performance.md#web). Nothing in the package reads Location::caller.
# --cfg urigram_web: the library's `#[optimize(speed)]` on its timed paths
# (nightly-only, hence a cfg that only this build sets).
# optimize_for_size: the standard library's smaller code where it has one
# (its sorts above all, monomorphised for a dozen element types here): 21 KB
# of the page gzipped (docs/performance.md#web).
# `cargo rustc --crate-type cdylib`, not `cargo build`: web/Cargo.toml's
# crate types are cdylib and rlib (the rlib for the host's tests), and Cargo
# runs the profile's LTO only for a crate whose every type can take it, so
# `cargo build` linked the wasm from per-crate objects, without LTO: ICU4X's
# NFD trie twice (the `idna` crate's copy and icu_normalizer's), no code
# removed or merged across crates. With the cdylib alone the profile's fat
# LTO runs: 24 KB off the packed module (docs/performance.md#web, "round
# seven"). Where LTO is off (CI's .ci/run) this builds as before.
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C target-feature=+simd128 -Zunstable-options -Cpanic=immediate-abort -Zlocation-detail=none --cfg urigram_web" \
CARGO_TARGET_DIR=$wasm_target RUSTC=/usr/bin/rustc RUSTC_BOOTSTRAP=1 \
    /usr/bin/cargo rustc --locked -p urigram-web --profile web --crate-type cdylib \
    --target wasm32-unknown-unknown -Z build-std=std,panic_abort -Z build-std-features=optimize_for_size

pkg=web/pkg
rm -rf "$pkg"
mkdir -p "$pkg"
say "wasm-bindgen $version"
"$bindgen" --target web --out-dir "$pkg" --out-name core \
    "$wasm_target/wasm32-unknown-unknown/web/urigram_web.wasm"
say "wasm-opt -Oz, twice"
# Twice: the second run finds what the first one's changes opened (inlined
# calls' constants, merged blocks), about 1 KB of the packed module; a third
# finds almost nothing (docs/performance.md#web, "round seven"). The
# producers and target-features sections go in the second: nothing reads
# them at run time (wasm-opt itself reads the features, simd128 among them,
# from the second on input, so the first run keeps it).
for strip in "" "--strip-producers --strip-target-features"; do
    # shellcheck disable=SC2086 # $strip is zero or two flags
    web/tools/node_modules/.bin/wasm-opt -Oz --enable-bulk-memory --enable-reference-types \
        --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals $strip \
        "$pkg/core_bg.wasm" -o "$pkg/core_bg.wasm"
done
cp web/js/api.js web/js/urigram.js web/js/node.js web/js/urigram.d.ts web/js/package.json "$pkg/"
cp web/js/README.md "$pkg/" 2>/dev/null || true
# wasm-bindgen's own files the package does not ship.
rm -f "$pkg/.gitignore" "$pkg/core.d.ts" "$pkg/core_bg.wasm.d.ts"
say "web/pkg: $(du -b "$pkg/core_bg.wasm" | cut -f1) bytes of wasm ($(gzip -9c "$pkg/core_bg.wasm" | wc -c) gzipped)"

# The playground (web-site's part): built when its script is there.
if [ -x scripts/build_web_site.sh ]; then
    scripts/build_web_site.sh
fi
