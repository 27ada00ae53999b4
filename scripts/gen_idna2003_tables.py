"""Writes src/compare/python_idna/tables.rs: the data of CPython's `idna`
codec (IDNA 2003: RFC 3490 ToASCII, RFC 3491 nameprep), read from CPython's
own `stringprep` module (RFC 3454's tables) and `unicodedata.ucd_3_2_0`
(Unicode 3.2, the version nameprep names), so that the Rust port answers
exactly as the codec does.

    PYENV_VERSION=3.12.1 python3 scripts/gen_idna2003_tables.py

Each table is read by asking CPython about every code point, not by parsing
the RFC, so it holds what the codec does (which is the point: the codec is
the reference, `tests/data/compare/python-idna.tsv` its answers):

- MAP_TO_NOTHING: `stringprep.in_table_b1` (RFC 3454 table B.1).
- CASE_FOLD: `stringprep.map_table_b2` where it changes the character
  (table B.2, case folding for NFKC), as runs of slices of MAPPED (below).
- DECOMPOSED: `ucd_3_2_0.normalize('NFKD', c)` where it changes `c`, Hangul
  syllables left out (decomposed by arithmetic): the full compatibility
  decomposition, already in canonical order, as runs of slices of MAPPED.

  A run is consecutive code points whose mappings have one length and lie
  one after another in MAPPED (A to Z, the fullwidth forms, the
  mathematical alphanumerics): one row `(first, (count - 1) << 24 |
  offset << 8 | length)` for the whole run (the count in the mapping's top
  byte, which no mapping uses: MAPPED is under 64 KB; a plain code point
  first, which compresses as the rows per code point did and needs no mask
  in the binary search), less than half the rows of one
  per code point (the web package's size, issue 38).

Besides the tables, it writes tests/data/compare/idna2003-maps.tsv: every
code point either table maps, with CPython's mappings as it answers them
one code point at a time, which `python_idna::lookup`'s test compares the
runs with over every code point; and tests/data/compare/idna2003-normalizer.tsv:
every code point of a combining class other than 0 with its class, and every
composition pair, which `python_idna::nfkc`'s test compares the tables with.

Every table of rows is written as columns (one array per field, the row
being the same index in each): the same data and the same binary search,
but each column alike in its bytes, which gzip packs tighter than the rows
interleaved (CASE_FOLD, DECOMPOSED, COMBINING and COMPOSED: about 4 KB
less of the web package, gzipped).
- COMBINING: canonical combining classes as ranges. CPython's normalizer
  reorders and composes by the classes of its own Unicode release (its
  `_getrecord_ex`), not 3.2's, so these are `unicodedata.combining`; for a
  character 3.2 did not assign, the release decides (see the test data).
- COMPOSED: the composition pairs (first, second, composite): every
  canonical two-character decomposition of this release whose pair CPython's
  `ucd_3_2_0.normalize('NFC', ...)` composes back.
- PROHIBITED: tables C.1.2, C.2.2 and C.3 to C.9, as ranges, the ones
  `encodings/idna.py`'s nameprep refuses.
- RAND_AL and L: tables D.1 and D.2 (bidirectional categories R/AL and L),
  as ranges.

  The three range tables are written as their sorted boundaries (each
  range's first code point and the one after its last) in LEB128 deltas.
"""

import os
import stringprep
import sys
import unicodedata

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "python"))
from sorted_deltas import sorted_deltas as deltas  # noqa: E402
from text_planes import column_planes, text_planes  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "src", "compare", "python_idna", "tables.rs")
MAPS = os.path.join(HERE, "..", "tests", "data", "compare", "idna2003-maps.tsv")
NORMALIZER = os.path.join(HERE, "..", "tests", "data", "compare", "idna2003-normalizer.tsv")
UCD = unicodedata.ucd_3_2_0
# A run's count less one sits in its mapping's top byte.
RUN_MAX = 1 << 8
SBASE, SCOUNT = 0xAC00, 11172


def chars():
    # Surrogates are no `char` in Rust, and no `&str` holds one.
    for c in range(0x110000):
        if not 0xD800 <= c <= 0xDFFF:
            yield c


def ranges(pred):
    out, start, prev = [], None, None
    for c in chars():
        if pred(chr(c)):
            if start is None:
                start = c
            elif prev != c - 1:
                out.append((start, prev))
                start = c
            prev = c
        elif start is not None:
            out.append((start, prev))
            start = None
    if start is not None:
        out.append((start, prev))
    return out


def rows(items, per_line):
    return "\n".join("    " + " ".join(items[i:i + per_line]) for i in range(0, len(items), per_line))


class Pool:
    """One string holding every mapping; a mapping is (byte offset, byte length)."""

    def __init__(self):
        self.text, self.at = "", {}

    def add(self, s):
        if s not in self.at:
            i = self.text.find(s)
            if i < 0:
                i = len(self.text.encode("utf-8"))
                self.text += s
            else:
                i = len(self.text[:i].encode("utf-8"))
            self.at[s] = i
        n = len(s.encode("utf-8"))
        assert n < 256 and self.at[s] < (1 << 24)
        return (self.at[s] << 8) | n


def runs(xs):
    """Rows (code point, mapping) as runs: consecutive code points whose
    mappings are of one length and follow each other in the pool."""
    out = []
    for c, m in xs:
        if out:
            first, at, n = out[-1]
            length = at & 0xFF
            if (c == first + n and m & 0xFF == length
                    and m >> 8 == (at >> 8) + n * length and n < RUN_MAX):
                out[-1] = (first, at, n + 1)
                continue
        out.append((c, m, 1))
    assert all(at >> 24 == 0 for _, at, _ in out)
    return [(first, (n - 1) << 24 | at) for first, at, n in out]


def hexes(s):
    return " ".join(f"{ord(ch):04X}" for ch in s)


def main():
    b1 = [c for c in chars() if stringprep.in_table_b1(chr(c))]
    pool = Pool()
    fold, fold_text = [], []
    for c in chars():
        m = stringprep.map_table_b2(chr(c))
        if m != chr(c):
            fold.append((c, pool.add(m)))
            fold_text.append((c, m))
    decomposed, decomposed_text = [], []
    for c in chars():
        if SBASE <= c < SBASE + SCOUNT:
            continue
        d = UCD.normalize("NFKD", chr(c))
        if d != chr(c):
            decomposed.append((c, pool.add(d)))
            decomposed_text.append((c, d))
    combining = []
    for c in chars():
        k = unicodedata.combining(chr(c))
        if k:
            if combining and combining[-1][1] == c - 1 and combining[-1][2] == k:
                combining[-1] = (combining[-1][0], c, k)
            else:
                combining.append((c, c, k))
    composed = []
    for c in chars():
        d = unicodedata.decomposition(chr(c))
        if not d or d.startswith("<"):
            continue
        parts = [int(x, 16) for x in d.split()]
        if len(parts) != 2:
            continue
        if UCD.normalize("NFC", chr(parts[0]) + chr(parts[1])) == chr(c):
            composed.append((parts[0], parts[1], c))
    composed.sort()
    tables = [stringprep.in_table_c12, stringprep.in_table_c22, stringprep.in_table_c3,
              stringprep.in_table_c4, stringprep.in_table_c5, stringprep.in_table_c6,
              stringprep.in_table_c7, stringprep.in_table_c8, stringprep.in_table_c9]
    prohibited = ranges(lambda ch: any(t(ch) for t in tables))
    rand_al = ranges(stringprep.in_table_d1)
    left = ranges(stringprep.in_table_d2)

    bounds = lambda xs: [v for a, b in xs for v in (a, b + 1)]
    text = f"""//! IDNA 2003's data as CPython {sys.version.split()[0]}'s `idna` codec holds it
//! (`stringprep`, RFC 3454's tables; `unicodedata.ucd_3_2_0`; combining
//! classes and composition of Unicode {unicodedata.unidata_version}, as its normalizer uses them),
//! generated by scripts/gen_idna2003_tables.py: do not edit by hand.
//!
//! The sorted columns of code points (each run's first, each range's
//! bounds, each pair's first) are LEB128 deltas ([`SortedDeltas`]),
//! expanded on first use: a quarter of their bytes (the web package's size).
//! The mappings' text is three byte planes of its code points
//! ([`TextPlanes`]), decoded on first use: a third less by gzip than its
//! UTF-8 (the same). The runs' rows and the composites are four byte
//! planes ([`ColumnPlanes`]), read in place: a quarter less by gzip than
//! `u32`s (the same).

use crate::column_planes::ColumnPlanes;
use crate::sorted_deltas::SortedDeltas;
use crate::text_planes::TextPlanes;

/// Table B.1: code points nameprep maps to nothing.
#[rustfmt::skip]
pub(super) const MAP_TO_NOTHING: &[u32] = &[
{rows([f"0x{c:05X}," for c in b1], 8)}
];

/// Every mapping's text; a mapping is `offset << 8 | length`, in bytes of
/// its UTF-8 (what [`TextPlanes::get`] gives).
pub(super) static MAPPED: TextPlanes = {text_planes(pool.text)};

/// Table B.2 (case folding for NFKC) as runs, sorted: the first code point
/// of each run, and in [`CASE_FOLD_ROWS`] at the same index its
/// `(count - 1) << 24 | mapping of first`, the run's code points mapping to
/// consecutive slices of [`MAPPED`] of one length (one row per run, not per
/// code point, and as two columns: the web package's size).
pub(super) static CASE_FOLD_FIRSTS: SortedDeltas<{len(runs(fold))}> = {deltas([a for a, b in runs(fold)])};

/// The count and mapping of each run of [`CASE_FOLD_FIRSTS`].
pub(super) const CASE_FOLD_ROWS: ColumnPlanes<{len(runs(fold))}> = {column_planes([b for a, b in runs(fold)])};

/// Unicode 3.2's full compatibility decomposition (NFKD) of each code point
/// that has one, Hangul syllables aside, as runs of mappings in [`MAPPED`]
/// like [`CASE_FOLD_FIRSTS`]'s: each run's first code point.
pub(super) static DECOMPOSED_FIRSTS: SortedDeltas<{len(runs(decomposed))}> = {deltas([a for a, b in runs(decomposed)])};

/// The count and mapping of each run of [`DECOMPOSED_FIRSTS`].
pub(super) const DECOMPOSED_ROWS: ColumnPlanes<{len(runs(decomposed))}> = {column_planes([b for a, b in runs(decomposed)])};

/// Canonical combining classes other than 0, as inclusive ranges, sorted:
/// each range's first code point, its last in [`COMBINING_ENDS`] and its
/// class in [`COMBINING_CLASSES`] at the same index.
pub(super) static COMBINING_STARTS: SortedDeltas<{len(combining)}> = {deltas([a for a, b, k in combining])};

/// The last code point of each range of [`COMBINING_STARTS`].
pub(super) static COMBINING_ENDS: SortedDeltas<{len(combining)}> = {deltas([b for a, b, k in combining])};

/// The class of each range of [`COMBINING_STARTS`].
#[rustfmt::skip]
pub(super) const COMBINING_CLASSES: &[u8] = &[
{rows([f"{k}," for a, b, k in combining], 16)}
];

/// Canonical composition, sorted by the pair (first, second): the first
/// character of each pair; its second in [`COMPOSED_SECONDS`] and the
/// composite in [`COMPOSED_COMPOSITES`] at the same index.
pub(super) static COMPOSED_FIRSTS: SortedDeltas<{len(composed)}> = {deltas([a for a, b, c in composed])};

/// The second character of each pair of [`COMPOSED_FIRSTS`].
#[rustfmt::skip]
pub(super) const COMPOSED_SECONDS: &[u32] = &[
{rows([f"0x{b:05X}," for a, b, c in composed], 8)}
];

/// The composite of each pair of [`COMPOSED_FIRSTS`].
pub(super) const COMPOSED_COMPOSITES: ColumnPlanes<{len(composed)}> = {column_planes([c for a, b, c in composed])};

/// Tables C.1.2, C.2.2 and C.3 to C.9: what nameprep prohibits, as the
/// sorted boundaries of its ranges (each range's first code point and the
/// one after its last: a code point is in a range where an odd number of
/// them lie at or below it), LEB128 deltas (a third of the bytes of the
/// ranges as pairs by gzip: the web package's size).
pub(super) static PROHIBITED: SortedDeltas<{2 * len(prohibited)}> = {deltas(bounds(prohibited))};

/// Table D.1: characters of bidirectional category R or AL, as the
/// boundaries of its ranges (as [`PROHIBITED`]).
pub(super) static RAND_AL: SortedDeltas<{2 * len(rand_al)}> = {deltas(bounds(rand_al))};

/// Table D.2: characters of bidirectional category L, as the boundaries of
/// its ranges (as [`PROHIBITED`]).
pub(super) static L: SortedDeltas<{2 * len(left)}> = {deltas(bounds(left))};
"""
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(text)
    folds = {c: chr_map for c, chr_map in fold_text}
    decomps = {c: d for c, d in decomposed_text}
    with open(MAPS, "w", encoding="utf-8") as f:
        f.write("# Generated by scripts/gen_idna2003_tables.py from CPython "
                f"{sys.version.split()[0]}: code point, stringprep.map_table_b2 and "
                "ucd_3_2_0.normalize('NFKD') where either changes it (empty: "
                "unchanged; Hangul syllables left out), as hex code points.\n")
        for c in sorted(set(folds) | set(decomps)):
            f.write(f"{c:04X}\t{hexes(folds.get(c, ''))}\t{hexes(decomps.get(c, ''))}\n")
    with open(NORMALIZER, "w", encoding="utf-8") as f:
        f.write("# Generated by scripts/gen_idna2003_tables.py from CPython "
                f"{sys.version.split()[0]} (Unicode {unicodedata.unidata_version}): "
                "C, code point, unicodedata.combining where it is not 0; "
                "P, first, second, composite: each pair of a canonical "
                "two-character decomposition that ucd_3_2_0.normalize('NFC') "
                "composes back (hex).\n")
        for c in chars():
            k = unicodedata.combining(chr(c))
            if k:
                f.write(f"C\t{c:04X}\t{k}\n")
        for a, b, c in composed:
            f.write(f"P\t{a:04X}\t{b:04X}\t{c:04X}\n")
    print(f"{len(b1)} B.1, {len(fold)} B.2 in {len(runs(fold))} runs, "
          f"{len(decomposed)} decompositions in {len(runs(decomposed))} runs, "
          f"{len(combining)} combining ranges, {len(composed)} compositions, "
          f"{len(prohibited)} prohibited, {len(rand_al)} D.1, {len(left)} D.2 ranges; "
          f"{len(pool.text.encode('utf-8'))} bytes mapped -> {OUT}", file=sys.stderr)


if __name__ == "__main__":
    main()
