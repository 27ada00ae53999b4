#!/bin/sh
# Regenerates tests/data/compare/base-perl.jsonl: what LWP (LWP::UserAgent's
# redirect handling) does with a Location header:
# URI->new($location, $base)->abs($base)->as_string with
# $URI::ABS_ALLOW_RELATIVE_SCHEME set, as LWP::UserAgent::request does
# (URI->new_abs but for that flag), with Perl's URI module (Debian's
# liburi-perl; the URI, perl and LWP versions the file's first line), over
# scripts/compare_base_vectors.py's client_pairs (urllib's pairs, then
# seeded random ones; scripts/perl/compare_base_perl.pl says the lines'
# shape). tests/compare_base_clients.rs holds the perl reader's resolution
# to every line, without Perl.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
python3 scripts/compare_base_vectors.py --client-pairs | perl scripts/perl/compare_base_perl.pl > tests/data/compare/base-perl.jsonl
