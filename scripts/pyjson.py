"""The JSON form of Python values and urllib.parse answers, shared by the
corpus generators and anything else that talks to `urigram urllib --jsonl`.

Values: str is a JSON string; bytes is {"bytes": "<lowercase hex>"}; bool, int
and None are JSON true/false, numbers and null; a tuple or list is a JSON
array (arrays in requests decode to tuples); a mapping is
{"dict": [[key, value], ...]} in order; any other object is
{"object": {facets}} (see object_facets). urlsplit/urlparse answers are
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
        if set(j) == {"object"}:
            return stand_in(j["object"])
        raise ValueError(f"unknown object {j!r}")
    return j


# The methods urllib.parse may call on an argument beyond the facets below;
# an object with any of them has no {"object": ...} form. (bytearray has
# decode; urigram answers it only where urllib reads its buffer alone.)
UNMODELLED_METHODS = ("decode", "encode", "__index__", "__getitem__", "__fspath__")


def object_facets(v, to_json):
    """The {"object": ...} form of v: what urllib.parse asks of an object
    outside the other forms, each facet as Python answers it for v:
    type (type(v).__name__), str and repr (with memory addresses written
    0x0, so that the files do not change from run to run), truthy (bool),
    hashable, buffer (bytes(memoryview(v)) as hex, when v has the buffer
    protocol), items (list(v), when len(v) works) and mapping
    (list(v.items()), when v has items). to_json encodes the items.
    Raises ValueError for an object with a method the facets do not tell
    (UNMODELLED_METHODS), or with a buffer that stand_in cannot rebuild."""
    import re
    t = type(v)
    # urllib's one use of __getitem__ is urlencode's query[0], where it
    # matters only when len(query) and query[0] is a tuple; and a mapping's
    # is never reached (items() is taken first).
    def getitem_matters():
        if hasattr(v, "items"):
            return False
        try:
            return len(v) > 0 and isinstance(v[0], tuple)
        except Exception:
            return True
    if t is not bytearray and any(hasattr(v, m) and (m != "__getitem__" or getitem_matters())
                                  for m in UNMODELLED_METHODS):
        raise ValueError(f"{t.__name__} has methods the object form does not model")
    address = re.compile(r" at 0x[0-9a-fA-F]+")
    facets = {"type": t.__name__, "str": address.sub(" at 0x0", str(v)),
              "repr": address.sub(" at 0x0", repr(v)), "truthy": bool(v)}
    try:
        hash(v)
        facets["hashable"] = True
    except (TypeError, ValueError):  # a writable memoryview raises ValueError
        facets["hashable"] = False
    try:
        facets["buffer"] = bytes(memoryview(v)).hex()
        if t not in (bytearray, memoryview):
            raise ValueError(f"{t.__name__} has a buffer; only bytearray and memoryview are rebuilt")
    except TypeError:
        pass
    try:
        len(v)
        facets["items"] = [to_json(x) for x in v]
    except TypeError:
        pass
    if hasattr(v, "items"):
        facets["mapping"] = [[to_json(k), to_json(x)] for k, x in v.items()]
    return {"object": facets}


def stand_in(f):
    """An object answering urllib.parse's questions as the facets f say (see
    object_facets): the real type for bytearray, memoryview and float, whose
    facets their value fixes; otherwise an instance of a class of the same
    name with just those methods."""
    t = f["type"]
    if t == "bytearray":
        return bytearray.fromhex(f["buffer"])
    if t == "memoryview":
        return memoryview(bytes.fromhex(f["buffer"]))
    if t == "float":
        return float(f["repr"])
    ns = {"__str__": lambda self: f["str"], "__repr__": lambda self: f["repr"],
          "__bool__": lambda self: f["truthy"]}
    if not f["hashable"]:
        ns["__hash__"] = None
    if f.get("items") is not None:
        items = [decode(x) for x in f["items"]]
        ns["__len__"] = lambda self: len(items)
        ns["__iter__"] = lambda self: iter(items)
    if f.get("mapping") is not None:
        pairs = [(decode(k), decode(x)) for k, x in f["mapping"]]
        ns["items"] = lambda self: list(pairs)
    return type(t, (), ns)()


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
