#!/usr/bin/env bash
# CI's web step (issue 38): installs what is missing, builds the npm package
# (scripts/build_web.sh: web/pkg, and web/site when the page's build is
# there), runs the Node tests (`node --test web/test/`, the package against
# the CLI, Node's URL, uritemplate-test and CPython's corpus), then the
# browser tests when scripts/ci_web_browser.sh is there (it saves its
# screenshots under target/web-screenshots/), and reports the size against
# the budget (the whole page at most 400 KB gzipped; a failure with
# URIGRAM_WEB_SIZE_STRICT=1, not set here: this build is not the one of
# record; see below).
# Prints how long each part took.
#
# Cold (nothing cached: wasm-bindgen-cli to build, npm to fetch) it takes
# minutes more than warm; the figures are in docs/web.md.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
lap() { printf 'ci_web: %s (%ss)\n' "$1" "$(( $(date +%s) - t0 ))" >&2; }

# The package as CI's profile settings build it: .ci/run turns the release
# profile's LTO off and its codegen units up for the wheels' link time, and
# the web profile inherits release, so this wasm is linked without LTO and is
# not the one users get from scripts/build_web.sh: its packed module is
# larger by at least the 25 KB that LTO takes off (the NFD trie is there
# once with LTO, twice without; docs/performance.md#web, "round seven"), more
# with sixteen codegen units, and the size report below reads that much
# high, over the budget the build of record meets.
# Building it with LTO here would make CI's cached wasm target cold again
# (std and every dependency at one codegen unit: about nine minutes on two
# cores, past CI's 30 minutes with the rest), so the figure of record comes
# from scripts/build_web.sh outside CI (docs/web.md).
scripts/build_web.sh
lap "package built"

# The binary the Node tests hold the package to (debug: the host build's
# target folder already has it from cargo test).
cargo build --locked -p urigram-cli
lap "CLI built"

URIGRAM_BIN=${CARGO_TARGET_DIR:-$PWD/target}/debug/urigram node --test web/test/
lap "Node tests passed"

mkdir -p target/web-screenshots
if [ -x scripts/ci_web_browser.sh ]; then
    scripts/ci_web_browser.sh
    lap "browser tests passed"
fi

node scripts/bench_web.mjs --size
lap "size reported"
