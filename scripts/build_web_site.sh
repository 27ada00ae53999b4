#!/usr/bin/env bash
# Builds the playground page into web/site/ from its sources (web/site-src/)
# and the browser half of the npm package (web/pkg/, which
# scripts/build_web.sh builds first): static files only, served as they are.
#
#   scripts/build_web_site.sh [PKG_DIR [OUT_DIR]]    (defaults: web/pkg, web/site)
#
# It writes OUT_DIR/files.json, the list of the page's files, which the
# service worker (sw.js) caches when it installs, so the page works offline
# once it has been loaded.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
pkg=${1:-$root/web/pkg}
out=${2:-$root/web/site}
src=$root/web/site-src

if [[ ! -f $pkg/urigram.js ]]; then
  echo "build_web_site.sh: no $pkg/urigram.js; build the package first (scripts/build_web.sh)" >&2
  exit 2
fi
rm -rf "$out"
mkdir -p "$out/pkg"
cp -r "$src"/. "$out"/
esbuild=$root/web/tools/node_modules/.bin/esbuild
if ! [[ -x $esbuild ]]; then
  echo "build_web_site.sh: no $esbuild; install web/tools first (cd web/tools && npm ci)" >&2
  exit 2
fi
# The browser needs the ES module and its wasm; not the Node entry
# (node.js), the type declarations or the package's metadata. The module is
# bundled with the two files it imports (wasm-bindgen's core.js, api.js)
# into one pkg/urigram.js: 0.5 KB of the page gzipped less than three.
cp "$pkg/core_bg.wasm" "$out/pkg/"
"$esbuild" "$pkg/urigram.js" --bundle --format=esm --minify --log-level=warning --outfile="$out/pkg/urigram.js"
# The module travels LZMA-packed (xz's `--format=lzma`, its unpacked size
# written into the header), and the page unpacks it (web/site-src/js/lzma.js):
# a static host serves it gzipped at best, and LZMA packs this module about a
# quarter tighter than gzip -9 (docs/performance.md#web has the figures).
# lp=0, pb=0: WebAssembly's bytes are not aligned to any width; lc=3, three
# bits of the previous byte as the literal's context, packs this module 2.7
# KB tighter than lc=1 and 0.2 KB tighter than lc=4 (docs/performance.md#web).
command -v xz >/dev/null || { echo "build_web_site.sh: no xz (Debian's xz-utils)" >&2; exit 2; }
xz --format=lzma --lzma1=preset=9e,lc=3,lp=0,pb=0,nice=273 -c "$out/pkg/core_bg.wasm" >"$out/pkg/core_bg.wasm.lzma"
node -e '
  const fs = require("fs");
  const [plain, packed] = process.argv.slice(1);
  const bytes = fs.readFileSync(packed);
  bytes.writeBigUInt64LE(BigInt(fs.statSync(plain).size), 5);
  fs.writeFileSync(packed, bytes);
' "$out/pkg/core_bg.wasm" "$out/pkg/core_bg.wasm.lzma"
rm "$out/pkg/core_bg.wasm"
# Minified as every production site is (esbuild, pinned in web/tools): the
# page's own scripts bundled into js/app.js (one file: 1.5 KB of the page
# gzipped less than seven, docs/performance.md#web), with the package's
# module (bundled above) left apart (the Chromium tests import
# ./pkg/urigram.js in the page and must get the instance the page loaded),
# and the stylesheet minified. Whitespace, comments and local
# names only: each file stays an ES module with the same exports. The npm
# package (web/pkg) keeps its readable JavaScript: a user's bundler minifies it.
rm -rf "$out/js"
mkdir -p "$out/js"
"$esbuild" "$src/js/app.js" --bundle --format=esm --minify '--external:../pkg/*' --log-level=warning --outfile="$out/js/app.js"
find "$out" -type f \( -name '*.js' -o -name '*.css' \) ! -path "$out/js/app.js" ! -path "$out/pkg/urigram.js" | sort | while read -r f; do
  case $f in *.css) loader=css ;; *) loader=js ;; esac
  "$esbuild" "$f" --minify --loader:."${f##*.}"="$loader" --log-level=warning --outfile="$f.min"
  mv "$f.min" "$f"
done
(cd "$out" && find . -type f ! -name files.json ! -name sw.js | sed 's|^\./||' | sort |
  node -e 'const l=require("fs").readFileSync(0,"utf8").split("\n").filter(Boolean); process.stdout.write(JSON.stringify(["./", ...l], null, 1) + "\n")') >"$out/files.json"
echo "build_web_site.sh: $out ($(find "$out" -type f | wc -l) files, $(du -sk "$out" | cut -f1) KB)"
