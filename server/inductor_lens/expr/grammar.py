"""The Lark grammars of the package (``grammar/``: the IR's and the index expressions') and the
optional lark-cython accelerator, for the IR parser (``ir/parse.py``) and the index-expression parser
(``expr/indexexpr.py``)."""
from __future__ import annotations

import os
from pathlib import Path


def grammar_text(name: str = "inductor_ir.lark") -> str:
    """A grammar file, from the installed package (``inductor_lens/grammar``) or the source tree
    (``grammar/``, an editable install). Looked up as files first: ``importlib.resources`` (needed
    only for a zipped install) costs a fifth of the command line's imports."""
    here = Path(__file__).resolve()
    for candidate in (here.parents[1] / "grammar" / name, here.parents[3] / "grammar" / name):
        if candidate.is_file():
            return candidate.read_text()
    from importlib import resources
    return resources.files("inductor_lens.grammar").joinpath(name).read_text()


def lark_plugins() -> dict:
    """lark-cython's plugins for ``Lark(...)`` when it is installed (``INDUCTOR_LENS_PURE_LARK=1``: none)."""
    if os.environ.get("INDUCTOR_LENS_PURE_LARK") == "1":
        return {}
    try:
        import lark_cython  # type: ignore
    except ImportError:  # optional accelerator
        return {}
    return {"_plugins": lark_cython.plugins}
