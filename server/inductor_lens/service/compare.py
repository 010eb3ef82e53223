"""Two runs compared for the editor ("Compare with…" in VS Code): ``runs.compare.compare`` as the JSON
``inductor-lens compare --json`` writes, and for each change where an editor puts it. A and B that cannot
be compared (``CompareError``, a path that is not on this machine, a failure) are said as
``{"error": ...}``, not raised."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from .document import uri_to_path

log = logging.getLogger(__name__)

# the changes a place in B's IR shows (op_removed has no node in B: its place is A's)
B_SIDE = ("fusion_lost", "fusion_gained", "reason_changed", "op_added")


def _local(x: Any, name: str) -> str:
    if not isinstance(x, str) or not x:
        raise ValueError(f"inductorLens/compare needs {name}: a path or file URI of a run, a graph folder "
                         "or an ir_post_fusion.txt")
    path = uri_to_path(x) if "://" in x else x
    if not path:
        raise ValueError(f"{x}: not a file on this machine")
    return path


def _at(path: str | None, line: int | None) -> dict[str, Any] | None:
    """A 1-based line of a file as the editor's 0-based place."""
    return {"path": path, "line": line - 1} if path and line else None


def _places_at(places: list[list]) -> list[dict[str, Any]]:
    """The model lines (``places``: [file, 1-based line]) that are files on this machine, 0-based."""
    out = []
    for f, line in places:
        if isinstance(f, str) and isinstance(line, int) and line > 0 and Path(f).is_absolute() and Path(f).is_file():
            out.append({"path": f, "line": line - 1})
    return out


def _title(code: Any) -> str | None:
    from ..replay.reasons import REASONS
    r = REASONS.get(code) if isinstance(code, str) else None
    return r.title if r is not None else None


def with_places(data: dict[str, Any]) -> dict[str, Any]:
    """``Comparison.to_json()`` with, on each change, ``at`` (B's IR file and the 0-based line of B's
    node; A's for ``op_removed``), ``at_a`` (A's IR file and the line of A's node: a lost fusion's fused
    node), ``places_at`` (the model lines that exist here, 0-based), ``reason_title`` (the reason's
    title; ``reason_a_title``: A's reason's, for ``reason_changed``) and ``href`` (the reason's page)."""
    from .lookup import docs_href
    for g in data["graphs"]:
        for ch in g["changes"]:
            b_side = ch["kind"] in B_SIDE
            ch["at"] = _at(g.get("b_path") if b_side else g.get("a_path"), ch["ir_line"])
            ch["at_a"] = _at(g.get("a_path"), ch.get("ir_line_a"))
            ch["places_at"] = _places_at(ch["places"])
            ch["reason_title"] = _title(ch["reason"])
            ch["reason_a_title"] = _title(ch["detail"].get("reason_a"))
            ch["href"] = docs_href(ch["reason"]) if ch["reason_title"] else None
    return data


def compare_runs(a: Any, b: Any, page: bool = False) -> dict[str, Any]:
    """``compare(a, b).to_json()`` with the changes' places (``with_places``), or ``{"error": str}``;
    ``page``: also ``html``, the page of both fusion maps side by side (``compare --html``'s), from the
    same analysis."""
    from ..runs.compare import CompareError, compare
    try:
        pa, pb = _local(a, "a"), _local(b, "b")
        c = compare(Path(pa).resolve(), Path(pb).resolve(), map_nodes=400 if page else None)
        data = with_places(c.to_json())
        if page:
            from ..runs.comparehtml import compare_page
            data["html"] = compare_page(c)
        return data
    except (CompareError, ValueError) as err:
        return {"error": str(err)}
    except Exception as err:            # said to the user; the trace in the server's log
        log.exception("comparing %s with %s failed", a, b)
        return {"error": f"the comparison failed: {type(err).__name__}: {err}"}
