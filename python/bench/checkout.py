"""The commit a benchmark measured, shared by bench.py and shapes.py
(each imports it from beside itself, as a script run from this folder)."""

import subprocess
from pathlib import Path


def checkout() -> str:
    """The commit of the checkout the benchmark runs from (`-dirty` with
    uncommitted changes): the wheel measured is the one installed, which
    should be built from it."""
    root = Path(__file__).resolve().parents[2]
    try:
        sha = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                             text=True, check=True, cwd=root).stdout.strip()
        dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no"],
                               capture_output=True, text=True, check=True, cwd=root).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return sha + ("-dirty" if dirty.strip() else "")
