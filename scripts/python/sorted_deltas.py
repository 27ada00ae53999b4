"""Sorted integer columns as LEB128 deltas: the layout `src/sorted_deltas.rs`
reads, written as Rust byte string literals by the table generators
(`scripts/gen_idna2003_tables.py`, `scripts/gen_unicode_tables.py`,
`scripts/python/idna2008_table.py`).

Deltas take about a quarter of the bytes of `u32` values, and gzip finds
more in them than in the values themselves, which is what the web
package's size asks for (docs/performance.md#web).
"""

from typing import Iterable, List


def leb128_lines(values: Iterable[int]) -> List[str]:
    """The deltas of `values` (sorted, non-negative) in LEB128, as escaped
    lines of 24 bytes."""
    out = bytearray()
    before = 0
    for v in values:
        d = v - before
        assert d >= 0, "sorted"
        before = v
        while True:
            b = d & 0x7F
            d >>= 7
            out.append(b | 0x80 if d else b)
            if not d:
                break
    return ["".join(f"\\x{b:02x}" for b in out[i:i + 24]) for i in range(0, len(out), 24)]


def byte_literal(values: Iterable[int]) -> str:
    """A Rust byte string literal of the deltas, indented, ending in `",`."""
    return "    b\"" + "\\\n      ".join(leb128_lines(values)) + "\",\n"


def sorted_deltas(values: Iterable[int]) -> str:
    """A `SortedDeltas::new(...)` expression of `values`."""
    return "SortedDeltas::new(\n" + byte_literal(values) + ")"
