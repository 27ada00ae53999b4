#!/bin/sh
# Regenerates tests/data/compare/node-url.jsonl: Node's legacy url.parse (the
# `node` on PATH, Node 20; its version the file's first line) over the
# confusion catalog, the WHATWG corpus's inputs (whatwg-node.jsonl), the
# inputs written for url.parse's own steps (node-url-quirks.txt), the hosts
# of the URL Standard's IDNA tests (node-url-idna.txt), 4,000 seeded random
# inputs over parse's delimiters and every 16th line of the real URL lists,
# one JSON object a line
# (scripts/node/compare_node_url.mjs says which). tests/compare_node_url.rs
# holds the node-url reader of `compare` to every line, without Node.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
data="$root/tests/data"
PYTHONPATH="$root/scripts/python" python3 - "$data" <<'PY' | node "$root/scripts/node/compare_node_url.mjs" > "$data/compare/node-url.jsonl"
import json, sys
from itertools import chain

from compare_inputs import confusion_inputs, print_once, real_url_inputs, whatwg_inputs
data = sys.argv[1]
out = print_once()
for s in chain(confusion_inputs(data), whatwg_inputs(data)):
    out(s)
for name in ("node-url-quirks", "node-url-idna"):
    for line in open(f"{data}/compare/{name}.txt", encoding="utf-8"):
        if not line.startswith("#"):
            out(json.loads(line))
# Seeded random inputs over parse's delimiters, whitespace, NUL, escapes,
# protocols and hard IDNA characters (the same 4,000 on every run).
import random
rng = random.Random(37)
alpha = list("hHtTpPsS:/\\?#@%[]:.0123456789aAfx-+ \t\n\r\x00\x01\u00a0\ufeff\u3000'\"<>^`{|};~!$&()*=,_") + [
    "\u00df", "\u0661", "\uff48", "\u3002", "\u00e9", "%41", "%zz", "%C3%A9", "%E2", "xn--", "::1", "[::1]",
    "javascript:", "HTTP:", "file:", "mailto:", "//", "\\\\", "\u200c", "\u05d0", "\u0301", "\u0130", "\u03a3"]
prefixes = ["", "http://", "https://", "HTTP://", "http:", "//", "/", "javascript:", "mailto:", "file://", "ws://", "x://", " ", "\\\\"]
for _ in range(4000):
    out(rng.choice(prefixes) + "".join(rng.choice(alpha) for _ in range(rng.randint(0, 14))))
for s in real_url_inputs(data):
    out(s)
PY
