"""A text as three byte planes of its code points (the layout
`src/text_planes.rs` reads), and a column of `u32`s as four (the layout
`src/column_planes.rs` reads), written as Rust byte string literals by the
table generators (`scripts/gen_idna2003_tables.py`).

The low bytes of every character, then the middle bytes, then the high
bytes: gzip finds more in them than in the text's UTF-8 (CPython's IDNA
2003 mappings: 7.8 KB by zlib where the UTF-8 took 11.5), which is what
the web package's size asks for (docs/performance.md#web).
"""


def text_planes(text: str) -> str:
    """A `TextPlanes::new(...)` expression of `text`."""
    cps = [ord(ch) for ch in text]
    assert all(c <= 0x10FFFF and not 0xD800 <= c <= 0xDFFF for c in cps)
    out = bytes(c & 0xFF for c in cps) + bytes(c >> 8 & 0xFF for c in cps) + bytes(c >> 16 for c in cps)
    lines = ["".join(f"\\x{b:02x}" for b in out[i:i + 24]) for i in range(0, len(out), 24)]
    return "TextPlanes::new(\n    b\"" + "\\\n      ".join(lines) + "\",\n)"


def column_planes(values) -> str:
    """A `ColumnPlanes::new(...)` expression of `values` (each below 2^32):
    the layout `src/column_planes.rs` reads in place, the low bytes first."""
    values = list(values)
    assert all(0 <= v < 1 << 32 for v in values)
    out = b"".join(bytes(v >> (8 * k) & 0xFF for v in values) for k in range(4))
    lines = ["".join(f"\\x{b:02x}" for b in out[i:i + 24]) for i in range(0, len(out), 24)]
    return "ColumnPlanes::new(\n    b\"" + "\\\n      ".join(lines) + "\",\n)"
