"""The build backend of `pip install ./python` (python/build_backend/
best_abi3.py): it must build the wheel pip prefers on the interpreter that
builds it, of the two the crate can make (3.9's stable ABI and 3.10's).

The oracle is pip's own ranking of wheel tags for the running interpreter,
`packaging.tags.sys_tags()` (pip vendors packaging and installs the first
wheel whose tag comes first there). The build itself, `pip install ./python`
into a fresh virtual environment, is a release build of minutes:
scripts/test.sh runs it as a step of its own and checks the installed
wheel's tag, and docs/python.md says what it builds."""

import importlib.util
import sys
from pathlib import Path

import pytest

pytest.importorskip("maturin", reason="the build backend wraps maturin's")

try:
    from packaging import tags
except ImportError:  # pip's own copy, the one it ranks wheels with
    from pip._vendor.packaging import tags  # type: ignore[no-redef]

BACKEND_FILE = Path(__file__).resolve().parents[1] / "build_backend" / "best_abi3.py"
_spec = importlib.util.spec_from_file_location("best_abi3", BACKEND_FILE)
assert _spec is not None and _spec.loader is not None
best_abi3 = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(best_abi3)

ABI3_PY310 = ["--no-default-features", "--features", "abi3-py310"]


def pip_prefers(first: str, second: str) -> str:
    """Which of two abi3 tags (`cp39`, `cp310`) pip ranks first for this
    interpreter on this platform; it must accept at least one."""
    ranked = [
        t.interpreter
        for t in tags.sys_tags()
        if t.abi == "abi3" and t.interpreter in (first, second)
    ]
    assert ranked, f"pip accepts neither {first}-abi3 nor {second}-abi3 here: {sys.version}"
    return ranked[0]


def test_the_wheel_built_here_is_the_one_pip_prefers_here():
    args = best_abi3.feature_args(sys.version_info, [])
    built = "cp310" if args == ABI3_PY310 else "cp39"
    assert args in ([], ABI3_PY310)
    assert built == pip_prefers("cp39", "cp310"), (sys.version_info, args)


@pytest.mark.parametrize(
    "version, expected",
    [
        ((3, 9, 18), []),
        ((3, 9, 0, "final", 0), []),
        ((3, 10, 0), ABI3_PY310),
        ((3, 12, 1), ABI3_PY310),
        ((3, 13, 0, "final", 0), ABI3_PY310),
        ((3, 14, 0), ABI3_PY310),
    ],
)
def test_3_10_and_later_get_3_10s_stable_abi(version, expected):
    assert best_abi3.feature_args(version, []) == expected


@pytest.mark.parametrize(
    "user_args",
    [
        ["--features", "abi3-py39"],
        ["--features=abi3-py39"],
        ["-F", "abi3-py39"],
        ["-Fabi3-py39"],
        ["--no-default-features", "--features", "abi3-py310"],
        ["--all-features"],
        ["--profile", "dev", "--features", "abi3-py39"],
    ],
)
def test_features_the_user_chooses_are_theirs(user_args):
    assert best_abi3.feature_args((3, 12), user_args) == []


def test_other_user_arguments_come_after_the_choice(monkeypatch):
    monkeypatch.setenv("MATURIN_PEP517_ARGS", "--profile dev")
    settings = best_abi3.settings_for((3, 12), None)
    assert settings["maturin.build-args"] == ABI3_PY310 + ["--profile", "dev"]
    assert settings["build-args"] == settings["maturin.build-args"]
    settings = best_abi3.settings_for((3, 9), {"maturin.build-args": "--profile dev"})
    assert settings["maturin.build-args"] == ["--profile", "dev"]
    # pip's -C maturin.build-args wins over the environment, as in maturin.
    settings = best_abi3.settings_for((3, 11), {"maturin.build-args": "-F abi3-py39"})
    assert settings["maturin.build-args"] == ["-F", "abi3-py39"]


def test_pyproject_names_this_backend():
    # The [build-system] table's lines, read without a TOML parser (3.9 and
    # 3.10 have none): pip must reach this module, not maturin's own.
    pyproject = (BACKEND_FILE.parents[1] / "pyproject.toml").read_text()
    table = pyproject.split("[build-system]\n", 1)[1].split("\n[", 1)[0]
    lines = [line for line in table.splitlines() if line and not line.startswith("#")]
    assert 'build-backend = "best_abi3"' in lines
    assert 'backend-path = ["build_backend"]' in lines
    assert (BACKEND_FILE.parent.name, BACKEND_FILE.stem) == ("build_backend", "best_abi3")
