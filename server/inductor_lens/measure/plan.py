"""Which original kernels of ``output_code.py`` compute a pair, and whether timing them is a fair
comparison (no torch; used by the CLI and the server before the worker starts).

The mapping is the one the explainer uses (:mod:`inductor_lens.dump.kernels`): on CPU the k-th C++
kernel call runs the k-th run of consecutive non-extern nodes of the post-fusion order; Triton calls
by the output buffers they are passed. A kernel that also computes other nodes than the pair is timed
and reported, but the "within 20%" comparison is only made when the kernels compute exactly the pair.
"""
from __future__ import annotations

from typing import Any

from ..dump.debugdir import file_phase
from ..dump.kernels import map_kernels, parse_output_code
from ..ir.groups import leaves
from ..ir.model import IRFile, Section


def post_section(ir: IRFile, path: str | None, post_ir: IRFile | None, node1: str, node2: str) -> Section | None:
    """The post-fusion section that holds the pair: the file itself when it is a post-fusion file,
    else the sibling ``ir_post_fusion.txt``."""
    files = [post_ir] if file_phase(ir, path) == "pre" else [ir]
    for f in files:
        if f is None:
            continue
        for sec in f.sections:
            if sec.phase != "pre" and node1 in sec.top_of and node2 in sec.top_of:
                return sec
    return None


def original_plan(ir: IRFile, path: str | None, post_ir: IRFile | None, output_code: str, node1: str,
                  node2: str) -> dict[str, Any]:
    """``{"lines": [...], "kernels": [...], "nodes": [...], "comparable": bool, "scheduled": ...}`` or
    ``{"error": why}``."""
    sec = post_section(ir, path, post_ir, node1, node2)
    if sec is None:
        return {"error": "no post-fusion IR beside the file to map the pair to output_code.py's kernels"}
    km = map_kernels(parse_output_code(output_code), sec)
    top1, top2 = sec.top_of[node1], sec.top_of[node2]
    calls = []
    for top in (top1, top2):
        c = km.kernel_of(top)
        if c is None:
            return {"error": f"output_code.py has no generated kernel for {top} ({km.method or 'no mapping'})"}
        if c not in calls:
            calls.append(c)
    nodes = sorted({leaf for top, call in km.node_kernel.items() if call in calls
                    for leaf in _leaves(sec, top)}, key=_op_key)
    return {"lines": [c.line for c in calls], "kernels": [c.name for c in calls], "nodes": nodes,
            "comparable": set(nodes) == {leaf for n in (node1, node2) for leaf in _leaves(sec, n)},
            "scheduled": "fused" if top1 == top2 else "unfused"}


def _leaves(sec: Section, top: str) -> list[str]:
    n = sec.node(top)
    return [m.name for m in leaves(n)] if n is not None else [top]


def _op_key(name: str):
    digits = "".join(ch for ch in name if ch.isdigit())
    return (int(digits) if digits else 0, name)
