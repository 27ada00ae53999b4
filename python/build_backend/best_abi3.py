"""The PEP 517 build backend of `pip install ./python`: maturin's, building
the stable ABI (abi3) wheel that runs fastest on the interpreter that builds
it.

The extension crate builds for 3.9's stable ABI by default (one wheel for
3.9 and later) and for 3.10's with `--no-default-features --features
abi3-py310`. 3.10's stable ABI reads a `str`'s UTF-8 in place where 3.9's
must copy it, so from 3.10 on the 3.10 wheel is the faster one
(docs/python.md, "How the extension is built"). maturin's own backend
always builds the crate's default features; this one asks it for
`abi3-py310` when the interpreter running the build is 3.10 or later, the
interpreter pip builds with being the one it installs into.

Build arguments the user gives (`MATURIN_PEP517_ARGS`, or pip's
`-C maturin.build-args=...`) are passed on after these; if they choose
features themselves (`--features`, `-F`, `--no-default-features`,
`--all-features`), they are passed on alone, so a user can still ask for
any build. `maturin build` and `maturin develop` do not come here: they
build the default, 3.9's stable ABI, unless told otherwise.
"""

from __future__ import annotations

import sys
from typing import Any, Mapping, Optional, Tuple

import maturin
from maturin import (
    build_sdist,
    get_requires_for_build_editable,
    get_requires_for_build_sdist,
    get_requires_for_build_wheel,
)

__all__ = [
    "build_editable",
    "build_sdist",
    "build_wheel",
    "get_requires_for_build_editable",
    "get_requires_for_build_sdist",
    "get_requires_for_build_wheel",
    "prepare_metadata_for_build_editable",
    "prepare_metadata_for_build_wheel",
]

# The cargo options that choose features: when the user's arguments have
# one, the choice is theirs.
FEATURE_OPTIONS = ("--features", "-F", "--no-default-features", "--all-features")

# 3.10's stable ABI: the crate's feature for it, without the default 3.9.
ABI3_PY310 = ["--no-default-features", "--features", "abi3-py310"]


def feature_args(version: Tuple[Any, ...], user_args: list[str]) -> list[str]:
    """The cargo feature arguments to put before `user_args` for an
    interpreter of `version` (`sys.version_info`): 3.10's stable ABI from
    3.10 on, the default (3.9's) before, and nothing when `user_args`
    choose features themselves."""
    for arg in user_args:
        if any(arg == option or arg.startswith(option + "=") for option in FEATURE_OPTIONS):
            return []
        if arg.startswith("-F") and arg != "-F":
            # `-Fabi3-py39`, the short option with its value attached.
            return []
    if tuple(version[:2]) >= (3, 10):
        return list(ABI3_PY310)
    return []


def settings_for(
    version: Tuple[Any, ...], config_settings: Optional[Mapping[str, Any]]
) -> dict[str, Any]:
    """`config_settings` with the build arguments maturin's backend is to
    use: the user's (read as maturin reads them, from `config_settings` or
    else `MATURIN_PEP517_ARGS`) after [`feature_args`]'s. Both of the keys
    maturin reads are set, `build-args` being the one maturin releases
    before `maturin.build-args` know."""
    user_args = list(maturin.get_maturin_pep517_args(config_settings))
    args = feature_args(version, user_args) + user_args
    settings = dict(config_settings or {})
    settings["maturin.build-args"] = args
    settings["build-args"] = args
    return settings


def build_wheel(
    wheel_directory: str,
    config_settings: Optional[Mapping[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    """PEP 517's `build_wheel`: maturin's, for this interpreter's best
    stable ABI."""
    settings = settings_for(sys.version_info, config_settings)
    return str(maturin.build_wheel(wheel_directory, settings, metadata_directory))


def build_editable(
    wheel_directory: str,
    config_settings: Optional[Mapping[str, Any]] = None,
    metadata_directory: Optional[str] = None,
) -> str:
    """PEP 660's `build_editable` (`pip install -e ./python`): maturin's,
    for this interpreter's best stable ABI."""
    settings = settings_for(sys.version_info, config_settings)
    return str(maturin.build_editable(wheel_directory, settings, metadata_directory))


def prepare_metadata_for_build_wheel(
    metadata_directory: str, config_settings: Optional[Mapping[str, Any]] = None
) -> str:
    """PEP 517's `prepare_metadata_for_build_wheel`: maturin's, with the
    same arguments as the build, so the metadata and the wheel agree."""
    settings = settings_for(sys.version_info, config_settings)
    return str(maturin.prepare_metadata_for_build_wheel(metadata_directory, settings))


def prepare_metadata_for_build_editable(
    metadata_directory: str, config_settings: Optional[Mapping[str, Any]] = None
) -> str:
    """PEP 660's `prepare_metadata_for_build_editable`, as
    [`prepare_metadata_for_build_wheel`]."""
    settings = settings_for(sys.version_info, config_settings)
    return str(maturin.prepare_metadata_for_build_editable(metadata_directory, settings))
