"""With URIGRAM_NO_SKIPS=1 (CI, which installs every optional package), a
skipped test fails the run: nothing may be skipped there."""

import os

_skipped = []


def pytest_runtest_logreport(report):
    if report.skipped:
        _skipped.append(report.nodeid)


def pytest_sessionfinish(session, exitstatus):
    if os.environ.get("URIGRAM_NO_SKIPS") == "1" and _skipped:
        print(f"\nURIGRAM_NO_SKIPS=1 but {len(_skipped)} tests were skipped: {_skipped}")
        session.exitstatus = 1
