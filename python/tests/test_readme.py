"""The README's Python examples, run as written: every ```python block of
the repository's README.md, each in a fresh namespace, in order. A block
that needs an optional package (polars, duckdb, pyspark) skips, saying
which, when it is missing (CI installs them all and forbids skips)."""

import re
import shutil
from pathlib import Path

import pytest

README = Path(__file__).resolve().parents[2] / "README.md"
BLOCKS = re.findall(r"^```python\n(.*?)^```", README.read_text(encoding="utf-8"), re.M | re.S)
OPTIONAL = ["polars", "duckdb", "pyspark", "pyarrow"]


def test_the_readme_has_python_blocks():
    assert len(BLOCKS) >= 4


@pytest.mark.parametrize("block", BLOCKS, ids=[f"block{i + 1}" for i in range(len(BLOCKS))])
def test_readme_block_runs(block):
    for module in OPTIONAL:
        if re.search(rf"^\s*(import|from) .*\b{module}\b", block, re.M):
            pytest.importorskip(module, reason=f"the README block needs {module}")
    if "pyspark" in block and shutil.which("java") is None:
        pytest.skip("the README's PySpark block needs Java, which is not on PATH")
    exec(compile(block, str(README), "exec"), {"__name__": "readme"})
