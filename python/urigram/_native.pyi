# The extension module; use it through urigram, urigram.urllib and
# urigram.arrow.
from typing import Any, Callable, Dict

urllib_functions: Dict[str, Callable[..., Any]]
strict: Dict[str, Callable[..., Any]]
arrow_kernels: Dict[str, Callable[..., Any]]
release: str
behaviour: str

def fallbacks() -> int: ...
