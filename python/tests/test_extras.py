"""The package's extras, as pip reads them from the installed wheel's
metadata: ``[spark]`` holds pandas where CI holds it (``.ci/run``), and
``[polars,duckdb]`` brings every package the Polars and DuckDB example of
docs/python.md imports, as the README and that guide say it does."""

import re
from importlib import metadata
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _extras():
    """``{extra: {package: set of specifiers}}`` from ``Requires-Dist``."""
    out = {}
    for line in metadata.metadata("urigram").get_all("Requires-Dist") or []:
        requirement, _, marker = line.partition(";")
        extra = re.search(r"""extra\s*==\s*["']([\w-]+)["']""", marker)
        if not extra:
            continue
        name = re.match(r"\s*([A-Za-z0-9_.-]+)", requirement).group(1).lower()
        specifiers = {s.strip() for s in requirement[len(name):].strip(" ()").split(",") if s.strip()}
        out.setdefault(extra.group(1), {})[name] = specifiers
    return out


def test_spark_pins_pandas_as_ci_does() -> None:
    ci = (ROOT / ".ci" / "run").read_text()
    pin = re.search(r'"pandas([^"]*)"', ci).group(1)
    ci_specifiers = {s.strip() for s in pin.split(",")}
    assert ci_specifiers == {">=2.2", "<3"}, ci_specifiers
    extras = _extras()
    assert extras["spark"]["pandas"] == ci_specifiers
    assert extras["test"]["pandas"] == ci_specifiers
    assert {"pyarrow", "pyspark"} <= set(extras["spark"])


def test_polars_and_duckdb_extras_bring_what_the_guide_imports() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    guide = (ROOT / "docs" / "python.md").read_text(encoding="utf-8")
    assert re.search(r'pip install "\./python\[polars,duckdb\]"', readme)
    assert re.search(r'pip install "\./python\[polars,duckdb\]"', guide)
    extras = _extras()
    brought = set(extras["polars"]) | set(extras["duckdb"])
    block = next(b for b in re.findall(r"^```python\n(.*?)^```", guide, re.M | re.S)
                 if "import polars" in b)
    modules = {part.split()[0].split(".")[0]
               for line in re.findall(r"^\s*import (.+)$", block, re.M)
               for part in line.split(",")}
    third_party = modules & {"polars", "duckdb", "pyarrow", "pandas", "pyspark"}
    assert third_party == {"polars", "duckdb", "pyarrow"}, modules
    assert third_party <= brought, brought
    assert set(extras["polars"]) == {"polars", "pyarrow"}
    assert set(extras["duckdb"]) == {"duckdb", "pyarrow"}
