# The names of the running interpreter's urllib.parse, with its types; the
# sixteen public functions are native but keep the standard signatures.
from urllib.parse import *  # noqa: F403
from urllib.parse import __all__ as __all__
# unwrap is public and native but not in urllib.parse.__all__.
from urllib.parse import unwrap as unwrap

RELEASE: str
BEHAVIOUR: str

def install() -> None: ...

def clear_cache() -> None: ...
