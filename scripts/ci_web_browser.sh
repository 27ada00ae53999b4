#!/usr/bin/env bash
# The playground's tests in a real browser (issue 38 item 4): Debian's
# Chromium driven by playwright-core against web/site served on 127.0.0.1.
# scripts/ci_web.sh calls it after building the package; alone:
#
#   scripts/build_web.sh && scripts/ci_web_browser.sh
#
# It installs what is missing (apt's chromium, npm's playwright-core from
# web/package-lock.json), rebuilds web/site from web/site-src and web/pkg
# (scripts/build_web_site.sh), runs web/test-browser/*.test.mjs one file at a
# time (two cores are shared), and leaves its screenshots in
# target/web-screenshots/ for a person to look at. Exit status: the tests'.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
start=$(date +%s)

export CHROMIUM=${CHROMIUM:-/usr/bin/chromium}
if [[ ! -x $CHROMIUM ]]; then
  echo "ci_web_browser.sh: installing chromium from apt" >&2
  for _ in $(seq 1 30); do
    # Another apt-get may hold the dpkg lock; wait for it.
    if apt-get install -y chromium >/dev/null 2>&1 || { apt-get update >/dev/null 2>&1 && apt-get install -y chromium >/dev/null 2>&1; }; then break; fi
    sleep 10
  done
  [[ -x $CHROMIUM ]] || { echo "ci_web_browser.sh: no chromium at $CHROMIUM" >&2; exit 2; }
fi
if [[ ! -d web/node_modules/playwright-core ]]; then
  (cd web && npm ci --no-audit --no-fund)
fi
scripts/build_web_site.sh

mkdir -p target/web-screenshots
status=0
node --test --test-concurrency=1 web/test-browser/*.test.mjs || status=$?
echo "ci_web_browser.sh: $(( $(date +%s) - start )) s, screenshots in target/web-screenshots/ ($(ls target/web-screenshots | wc -l) files), exit $status"
exit $status
