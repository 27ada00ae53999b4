# The extension module; use it through urigram, urigram.urllib and
# urigram.arrow, whose typed functions wrap these.
from typing import Any, Callable, Dict, List

__all__: List[str] = ["urllib_functions", "fallbacks", "release", "behaviour", "strict", "arrow_kernels"]

# urigram.urllib's sixteen native functions, by name.
urllib_functions: Dict[str, Callable[..., Any]]
# The strict layer's functions behind urigram.parse and friends, by name.
strict: Dict[str, Callable[..., Any]]
# The Arrow kernels behind urigram.arrow, by name.
arrow_kernels: Dict[str, Callable[..., Any]]
release: str
behaviour: str

def fallbacks() -> int: ...
