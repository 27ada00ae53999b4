#!/bin/sh
# Regenerates tests/data/compare/base-node-url.jsonl: Node's legacy
# url.resolve(from, to) (the `node` on PATH, Node 20; its version the
# file's first line) over scripts/compare_base_vectors.py's client_pairs
# (urllib's pairs, then seeded random ones;
# scripts/node/compare_base_node_url.mjs says the lines' shape).
# tests/compare_base_clients.rs holds the node-url reader's resolution to
# every line, without Node.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
python3 scripts/compare_base_vectors.py --client-pairs | node scripts/node/compare_base_node_url.mjs > tests/data/compare/base-node-url.jsonl
