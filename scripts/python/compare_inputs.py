"""The inputs every reader's vector script (scripts/compare_vectors_*.sh and
the Python ones beside this file) feeds its implementation beside its own
(first, but for node-url, which puts its own before the real URLs): the
confusion catalog's, the WHATWG corpus's and a sample of the real URL
lists. One copy, so that every reader's vectors cover the same corpora and
a change to what they hold reaches all of them at once.

    from compare_inputs import common_inputs
    for s in common_inputs("tests/data"): ...

A shell script's Python finds this module with
`PYTHONPATH="$root/scripts/python"`; a script in this folder finds it
because Python puts the script's own folder on `sys.path`.

The corpora functions yield every input as it stands, repeats included:
a script drops repeats across these and its own extra inputs at once
(`distinct`, or `print_once` for a script that pipes its inputs into the
implementation), so that an input that is in both is fed once, in its
first place.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Iterable, Iterator
from typing import TypeVar

T = TypeVar("T", bound=Hashable)

# The real URL lists sampled, in the order the vectors take them.
REAL_URL_LISTS = ("isaacs_files", "kasztp", "node_files")

# Every STRIDE-th line of a real URL list is taken, a sample rather than
# the whole lists (each reader's vectors are committed).
STRIDE = 16


def confusion_inputs(data: str) -> Iterator[str]:
    """The confusion catalog's inputs (`compare/confusion.tsv` under
    `data`): the JSON string after the first tab of each line that is not
    a `#` comment, in the catalog's order."""
    with open(f"{data}/compare/confusion.tsv", encoding="utf-8") as f:
        for line in f:
            if not line.startswith("#") and "\t" in line:
                yield json.loads(line.rstrip("\n").split("\t", 1)[1])


def whatwg_inputs(data: str) -> Iterator[str]:
    """The WHATWG corpus's inputs (`compare/whatwg-node.jsonl` under
    `data`): each line's "input", skipping the first line, which names the
    Node release and holds no input."""
    with open(f"{data}/compare/whatwg-node.jsonl", encoding="utf-8") as f:
        for n, line in enumerate(f):
            if n > 0:
                yield json.loads(line)["input"]


def real_url_inputs(data: str) -> Iterator[str]:
    """Every STRIDE-th line (the first, the 17th, ...) of each real URL
    list (`real-urls/<name>.txt` under `data`, REAL_URL_LISTS in order),
    without its line ending. A line that is not UTF-8 is left out (it
    still counts for the stride): these inputs are text, and a script
    that feeds bytes that are not UTF-8 adds its own."""
    for name in REAL_URL_LISTS:
        path = f"{data}/real-urls/{name}.txt"
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            for n, line in enumerate(f):
                if n % STRIDE == 0:
                    s = line.rstrip("\n").rstrip("\r")
                    try:
                        s.encode("utf-8")
                    except UnicodeEncodeError:
                        continue
                    yield s


def common_inputs(data: str) -> Iterator[str]:
    """The inputs every reader's vectors start with, in their order: the
    confusion catalog's, the WHATWG corpus's, then the real URL lists'
    sample. `data` is the repository's `tests/data` folder."""
    yield from confusion_inputs(data)
    yield from whatwg_inputs(data)
    yield from real_url_inputs(data)


def distinct(items: Iterable[T]) -> Iterator[T]:
    """items without repeats, each where it first stands: the common inputs
    and a script's own overlap (a confusion-catalog input is often in the
    WHATWG corpus too), and each input is fed once."""
    seen: set[T] = set()
    for item in items:
        if item not in seen:
            seen.add(item)
            yield item


def print_once() -> Callable[[str], None]:
    """A function `out(s)` that prints s as a JSON string, a line, the first
    time it is given s and not again: the feed of a script that pipes its
    inputs into the implementation, which reads one JSON string a line and
    writes a row for each (scripts/compare_vectors_{go,java_url,node_url,
    perl,ruby}.sh). A function, not a list, because those scripts interleave
    `out` with the code that makes their own inputs."""
    seen: set[str] = set()

    def out(s: str) -> None:
        if s not in seen:
            seen.add(s)
            print(json.dumps(s))

    return out
