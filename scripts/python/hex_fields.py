"""The fields of the lines the C readers' helpers write
(scripts/curl/compare_curl.c, scripts/wget2/compare_wget2.c), as their
vector scripts (scripts/compare_vectors_{curl,wget2}.sh) turn them into
JSON: each part of a URL in hexadecimal, "=" for an empty one and "-" for
one the library says is absent, so that any byte, NUL and tab included,
crosses the pipe.
"""

from __future__ import annotations


def field(h: str) -> str | None:
    """The part a field holds: None for "-" (absent), "" for "=" (present
    and empty), else its bytes, which need not be UTF-8, as Python's
    errors="replace" decodes them (what the vectors' readers expect)."""
    if h == "-":
        return None
    if h == "=":
        return ""
    return bytes.fromhex(h).decode("utf-8", errors="replace")


def userinfo(user: str | None, password: str | None) -> str | None:
    """The URL's userinfo from the user and password the libraries hand out
    apart: the user, then ":" and the password when there is one (an absent
    user is then empty)."""
    if password is None:
        return user
    return (user or "") + ":" + password
