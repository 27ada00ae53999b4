"""The data segments of a WebAssembly module: how many there are, their
bytes, and those bytes concatenated and compressed by zlib at level 9 (the
web package's data, docs/performance.md#web; the rest of the module is
code, names and types).

    python3 scripts/web_data_size.py web/pkg/core_bg.wasm [OTHER.wasm...]
"""

import sys
import zlib


def leb(b, i):
    """An unsigned LEB128 number of `b` at `i`, and the index after it."""
    value, shift = 0, 0
    while True:
        x = b[i]
        i += 1
        value |= (x & 0x7F) << shift
        shift += 7
        if x < 0x80:
            return value, i


def data_segments(b):
    """The bytes of each data segment (section 11) of the module `b`."""
    out, i = [], 8
    while i < len(b):
        sid = b[i]
        size, i = leb(b, i + 1)
        end = i + size
        if sid == 11:
            count, j = leb(b, i)
            for _ in range(count):
                flags, j = leb(b, j)
                if flags == 2:
                    _, j = leb(b, j)  # memory index
                if flags in (0, 2):
                    # The offset: `i32.const N` (0x41, N in LEB128), `end`.
                    assert b[j] == 0x41, "an i32.const offset"
                    _, j = leb(b, j + 1)
                    assert b[j] == 0x0B
                    j += 1
                n, j = leb(b, j)
                out.append(b[j:j + n])
                j += n
        i = end
    return out


for path in sys.argv[1:]:
    segments = data_segments(open(path, "rb").read())
    data = b"".join(segments)
    print(f"{path}: {len(segments)} data segments, {len(data):,} B, "
          f"{len(zlib.compress(data, 9)):,} B by zlib 9")
