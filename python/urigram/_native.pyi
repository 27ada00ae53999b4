# The extension module; use it through urigram, urigram.urllib and
# urigram.arrow, whose typed functions wrap these.
from typing import Any, Callable, Dict, List, Tuple, final

__all__: List[str] = [
    "CompiledSet",
    "CompiledTemplate",
    "Function",
    "arrow_kernels",
    "ascii_data_offset",
    "behaviour",
    "cache_max_bytes",
    "cache_max_url_bytes",
    "cache_slots",
    "calls",
    "clear_caches",
    "fallbacks",
    "jvm",
    "release",
    "strict",
    "tuple_items_offset",
    "tuple_path",
    "urllib_functions",
    "urlsplit_cache_clear",
    "urlsplit_cache_info",
]

@final
class Function:
    """One native function of urllib.parse (urigram.urllib dresses it)."""

    def __call__(self, *args: Any, **kwargs: Any) -> Any: ...
    def __get__(self, instance: Any, owner: Any = ..., /) -> Any: ...
    @property
    def __signature__(self) -> Any: ...
    @property
    def _stdlib(self) -> Callable[..., Any]: ...

# urigram.urllib's sixteen native functions, by name.
urllib_functions: Dict[str, Function]
# The strict layer's functions behind urigram.parse and friends, by name.
strict: Dict[str, Callable[..., Any]]
# java_uri and spark_parse_url, behind urigram.java_uri and
# urigram.spark_parse_url.
jvm: Dict[str, Callable[..., Any]]
# The Arrow kernels behind urigram.arrow, by name.
arrow_kernels: Dict[str, Callable[..., Any]]
release: str
behaviour: str
cache_slots: int
cache_max_bytes: int
cache_max_url_bytes: int
# How results are made: "tp_alloc" (filled in place) before CPython 3.14,
# "tuple.__new__" from 3.14 or when URIGRAM_FORCE_TUPLE_NEW=1.
tuple_path: str
# Where the running interpreter keeps an ASCII str's characters and a
# result's items, in bytes into the object (0: not found, and the stable
# ABI's calls make them instead).
ascii_data_offset: int
tuple_items_offset: int

def fallbacks() -> int: ...
def calls() -> Dict[str, int]: ...
def urlsplit_cache_info() -> Tuple[int, int, int, int]: ...
def urlsplit_cache_clear() -> None: ...
def clear_caches() -> None: ...

@final
class CompiledTemplate:
    """A compiled RFC 6570 template (urigram.Template holds one)."""

    def __new__(cls, text: str, any_order: bool) -> "CompiledTemplate": ...
    def expand(self, vars: Any) -> str: ...
    # None, or (assignments, complete).
    def match_uri(self, uri: str) -> Any: ...
    # (complete, [(expressions, literal, witness)], repeated).
    def analysis(self) -> Tuple[bool, List[Tuple[List[str], bool, str]], List[str]]: ...
    def variables(self) -> List[str]: ...

@final
class CompiledSet:
    """A compiled set of templates (urigram.TemplateSet holds one)."""

    def __new__(cls, texts: List[str], any_order: bool = False) -> "CompiledSet": ...
    # None, or (index, (assignments, complete)).
    def match_uri(self, uri: str) -> Any: ...
    def overlaps(self) -> List[Tuple[int, int, str]]: ...
