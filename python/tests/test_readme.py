"""The Python examples of the README and of the guides under docs/, run as
written: every ```python block of README.md and docs/*.md, each in a fresh
namespace, page by page, in order. A block that needs an optional package
(polars, duckdb, pyspark) skips, saying which, when it is missing (CI
installs them all and forbids skips)."""

import re
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
BLOCKS = [
    (page, n, block)
    for page in PAGES
    for n, block in enumerate(
        re.findall(r"^```python\n(.*?)^```", page.read_text(encoding="utf-8"), re.M | re.S), 1)
]
OPTIONAL = ["polars", "duckdb", "pyspark", "pyarrow"]


def test_the_pages_have_python_blocks():
    # The README's own, and the guides' (python.md, jvm.md, templates.md,
    # grammars.md): a page that lost its blocks would pass for nothing.
    assert sum(1 for page, _, _ in BLOCKS if page.name == "README.md") >= 1
    assert {page.name for page, _, _ in BLOCKS} >= {
        "README.md", "python.md", "jvm.md", "templates.md", "grammars.md"}
    assert len(BLOCKS) >= 10


@pytest.mark.parametrize("page,n,block", BLOCKS,
                         ids=[f"{page.stem}-block{n}" for page, n, _ in BLOCKS])
def test_readme_block_runs(page, n, block):
    for module in OPTIONAL:
        if re.search(rf"^\s*(import|from) .*\b{module}\b", block, re.M):
            pytest.importorskip(module, reason=f"a block of {page.name} needs {module}")
    if "pyspark" in block and shutil.which("java") is None:
        pytest.skip(f"the PySpark block of {page.name} needs Java, which is not on PATH")
    exec(compile(block, str(page), "exec"), {"__name__": "readme"})
