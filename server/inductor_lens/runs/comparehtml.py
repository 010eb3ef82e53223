"""``inductor-lens compare A B --html OUT.html``: one self-contained page with both runs' fusion maps of
each matched graph side by side, what changed highlighted on both sides (one colour per kind of change)
and the list of changes (largest bytes first, as ``compare`` orders them; a click selects a change's
nodes and edges in both maps). The page is ``inductor_lens.web``'s ``compare.js`` (built from
``vscode-client/src/webview/compare.ts``) with the comparison embedded as JSON, under the same content
security policy as ``inductor-lens report``: it loads nothing and runs nothing from the files it shows.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..explain.html import colour_reasons, page_html
from .compare import Comparison, compare


def page_data(c: Comparison, title: str | None = None) -> dict[str, Any]:
    """What the page draws: the comparison's JSON, each graph with its two maps (``null`` for a side that
    does not have the graph) and each change with its reasons' titles."""
    from ..replay.reasons import REASONS

    def title_of(code: Any) -> str | None:
        r = REASONS.get(code) if isinstance(code, str) else None
        return r.title if r is not None else None
    graphs = []
    for g in c.graphs:
        d = g.to_json()
        d["maps"] = dict(g.maps) if g.maps else {"a": None, "b": None}
        for ch in d["changes"]:
            ch["reason_title"] = title_of(ch["reason"])
            ch["reason_a_title"] = title_of(ch["detail"].get("reason_a"))
        graphs.append(d)
    # one colour per reason across every map of the page, both sides
    colour_reasons([m for d in graphs for m in d["maps"].values() if m and "edges" in m])
    return {"title": title or f"Fusion compared: {_short(c.a)} → {_short(c.b)}", "a": c.a, "b": c.b,
            "graphs": graphs}


def _short(path: str) -> str:
    """A run's path by its last two parts (``pairs/block/a`` -> ``block/a``)."""
    parts = Path(path).parts
    return "/".join(parts[-2:]) if parts else path


def compare_page(c: Comparison, title: str | None = None) -> str:
    """The page of a comparison made with its maps (``compare(a, b, map_nodes=...)``)."""
    data = page_data(c, title)
    return page_html(data["title"], data, "compare-data", "compare.js", ("map.css", "compare.css"))


def build_compare_report(a: Path, b: Path, title: str | None = None,
                         max_nodes: int = 400) -> tuple[Comparison, str]:
    """Compare A and B (each graph explained once, its map drawn from that explanation) and make the page:
    the comparison (for the text or JSON output) and the page's HTML."""
    c = compare(Path(a), Path(b), map_nodes=max_nodes)
    return c, compare_page(c, title)
