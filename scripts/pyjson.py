"""The JSON form of Python values and urllib.parse answers, shared by the
corpus generators and anything else that talks to `urigram urllib --jsonl`.

Values: str is a JSON string; bytes is {"bytes": "<lowercase hex>"}; bool, int
and None are JSON true/false, numbers and null; a tuple or list is a JSON
array (arrays in requests decode to tuples); a mapping is
{"dict": [[key, value], ...]} in order. urlsplit/urlparse answers are
{"tuple": [...], "username": V, "password": V, "hostname": V, "port": V}, an
attribute whose access raises standing as {"error": {...}}; urldefrag answers
{"tuple": [url, fragment]}. Standard library only.
"""

import urllib.parse as up

FUNCTIONS = [
    "urlsplit", "urlparse", "urlunsplit", "urlunparse", "urljoin", "urldefrag",
    "unwrap", "parse_qs", "parse_qsl", "quote", "quote_plus", "quote_from_bytes",
    "unquote", "unquote_plus", "unquote_to_bytes", "urlencode",
]


def encode(v):
    """A Python value as JSON-ready data."""
    if v is None or isinstance(v, (bool, int, str)):
        return v
    if isinstance(v, (bytes, bytearray)):
        return {"bytes": bytes(v).hex()}
    if isinstance(v, (up.SplitResult, up.ParseResult, up.SplitResultBytes, up.ParseResultBytes)):
        out = {"tuple": [encode(x) for x in v]}
        for attr in ("username", "password", "hostname", "port"):
            try:
                out[attr] = encode(getattr(v, attr))
            except Exception as e:  # the property raises, as Python's does
                out[attr] = {"error": error(e)}
        return out
    if isinstance(v, (up.DefragResult, up.DefragResultBytes)):
        return {"tuple": [encode(x) for x in v]}
    if isinstance(v, (tuple, list)):
        return [encode(x) for x in v]
    if isinstance(v, dict):
        return {"dict": [[encode(k), encode(x)] for k, x in v.items()]}
    raise TypeError(f"no JSON form for {type(v).__name__}")


def decode(j):
    """JSON data of a request back to a Python value (arrays are tuples)."""
    if isinstance(j, list):
        return tuple(decode(x) for x in j)
    if isinstance(j, dict):
        if set(j) == {"bytes"}:
            return bytes.fromhex(j["bytes"])
        if set(j) == {"dict"}:
            return {decode(k): decode(v) for k, v in j["dict"]}
        raise ValueError(f"unknown object {j!r}")
    return j


def error(e):
    return {"type": type(e).__name__, "message": str(e)}


def call(fn, args, kwargs):
    """Runs one request in CPython and returns its JSON-ready answer."""
    pargs = [decode(a) for a in args]
    pkwargs = {k: decode(v) for k, v in kwargs.items()}
    if fn == "urlencode" and "quote_via" in pkwargs:
        pkwargs["quote_via"] = {"quote": up.quote, "quote_plus": up.quote_plus}[pkwargs["quote_via"]]
    try:
        return {"ok": encode(getattr(up, fn)(*pargs, **pkwargs))}
    except Exception as e:
        return {"error": error(e)}
