"""Lists the calls of CPython's own tests that the golden urllib corpus leaves
out because an argument has no JSON value form (a bytearray, a memoryview, a
float, an object with its own __str__, an OrderedDict, ...).

    PYENV_VERSION=3.13.0 python3 scripts/urllib_corpus_gaps.py

Run it under each release; it lists nothing now that any other object has
the {"object": ...} form (scripts/pyjson.py), and
python/tests/test_corpus_coverage.py keeps it so: it fails if a call of any
release's tests is missing from the corpus.
"""

import sys

sys.path.insert(0, __import__("os").path.dirname(__file__))

import corpus_quote  # noqa: E402


def main() -> None:
    """Prints one line per left-out argument, then the count."""
    left_out: list[str] = []
    to_json = corpus_quote._to_json

    def recording(value: object) -> object:
        try:
            return to_json(value)
        except Exception:
            left_out.append(f"{type(value).__name__}: {value!r:.70}")
            raise

    corpus_quote._to_json = recording
    list(corpus_quote.recorded())
    for line in left_out:
        print(line)
    print(f"{sys.version.split()[0]}: {len(left_out)} argument(s) without a JSON form")


if __name__ == "__main__":
    main()
