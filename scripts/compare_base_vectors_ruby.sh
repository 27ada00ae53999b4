#!/bin/sh
# Regenerates tests/data/compare/base-ruby.jsonl and
# base-ruby-rfc2396.jsonl: Ruby's URI.join(base, reference) (the RFC 3986
# parser) and URI::RFC2396_Parser.new.join(base, reference), each `.to_s`
# (the `ruby` on PATH; Debian bookworm's ruby3.1, its version and the uri
# gem's the files' first line), over scripts/compare_base_vectors.py's
# client_pairs (urllib's pairs, then seeded random ones;
# scripts/ruby/compare_base_ruby.rb says the lines' shape).
# tests/compare_base_clients.rs holds the ruby readers' resolutions to
# every line, without Ruby.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
python3 scripts/compare_base_vectors.py --client-pairs | ruby scripts/ruby/compare_base_ruby.rb tests/data/compare/base-ruby.jsonl \
    tests/data/compare/base-ruby-rfc2396.jsonl
