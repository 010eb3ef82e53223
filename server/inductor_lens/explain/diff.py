"""``ir_pre_fusion.txt`` vs ``ir_post_fusion.txt``: which nodes fused into which, kernels before and
after, and the intermediate buffers that no longer go through memory.

A buffer disappears from memory when every user of it sits in the same fused node and it is not a
graph output (Inductor's ``remove_kernel_local_buffers``): its producer's store and the consumers'
loads become registers.
"""
from __future__ import annotations

from dataclasses import field
from typing import Any

from ..expr.symbolic import Size
from ..ir.groups import leaves
from ..ir.model import IRFile, Section
from ..ir.summary import cpp_function_runs, is_kernel_node, node_device
from ..records import record


@record
class FusionDiff:
    pre: str | None
    post: str | None
    groups: list[dict[str, Any]]                 # post nodes of several pre nodes
    kernels_before: int
    kernels_after: int
    cpp_functions_before: int | None
    cpp_functions_after: int | None
    removed_buffers: list[dict[str, Any]]
    removed_bytes: Size
    method: str = ""
    kept_in_outer_loop: list[dict[str, Any]] = field(default_factory=list)
    only_pre: list[str] = field(default_factory=list)
    only_post: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def _leaves(sec: Section) -> dict[str, str]:
    """leaf -> top-level node that contains it."""
    out = {}
    for top in sec.nodes:
        for l in (n.name for n in leaves(top)):
            out[l] = top.name
    return out


def _call_buffers(output_code: str) -> set[str] | None:
    """Buffer names the wrapper's call() allocates, reuses or passes (output_code.py, read by
    ``dump.output_code``); None when it cannot be read."""
    import re

    from ..dump.output_code import OutputCodeError, read_output_code_cached
    try:
        names = read_output_code_cached(output_code).call_names
    except OutputCodeError:
        return None
    return {n for n in names if re.fullmatch(r"buf\d+", n)}


def intermediates(post: Section, output_code: str | None = None, group: str | None = None
                  ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """The buffers a fused node writes and only its own members read (of every fused node, or of
    ``group``): (those no longer in memory, those still written). ``output_code`` (its text) says which
    buffers the wrapper still allocates; without it a buffer is taken as gone, except between the parts
    of a C++ outer-loop fusion. Each: {"buffer", "producer", "group", "bytes", "users"}."""
    post_leaves = _leaves(post)
    removed: list[dict[str, Any]] = []
    kept: list[dict[str, Any]] = []
    in_call = _call_buffers(output_code) if output_code else None
    kinds = {top.name: top.kind for top in post.nodes}
    for name, b in post.buffers.items():
        if b.producer is None or b.producer not in post_leaves:
            continue
        g = post_leaves[b.producer]
        if group is not None and g != group:
            continue
        users = b.users or []
        if not users or any(u.is_output for u in users):
            continue
        if not (all(u.name is not None and post_leaves.get(u.name) == g for u in users) and not b.mutations):
            continue
        entry = {"buffer": name, "producer": b.producer, "group": g,
                 "bytes": b.layout.nbytes if b.layout is not None else None, "users": [u.name for u in users]}
        if in_call is not None:
            gone = name not in in_call
        else:
            # C++ outer-loop fusion runs each fused part as its own inner loop nest: buffers between the
            # parts stay in memory unless they fit its local-buffer optimization (not decidable here)
            gone = kinds.get(g) != "OuterLoopFusedSchedulerNode"
        (removed if gone else kept).append(entry)
    return removed, kept


def diff_sections(pre: Section, post: Section, pre_path: str | None = None, post_path: str | None = None,
                  output_code: str | None = None) -> FusionDiff:
    pre_leaves = _leaves(pre)
    post_leaves = _leaves(post)
    groups = []
    for top in post.nodes:
        members = [n.name for n in leaves(top)]
        if len(members) > 1:
            groups.append({"node": top.name, "kind": top.kind, "members": members})
    removed, kept = intermediates(post, output_code)
    in_call = _call_buffers(output_code) if output_code else None   # (cached: the same reading)
    total: int = 0
    symbolic: list[str] = []
    for entry in removed:
        nb = entry["bytes"]
        if isinstance(nb, int):
            total += nb
        elif nb is not None:
            symbolic.append(str(nb))
    cpu = any((node_device(n) or "").startswith("cpu") for n in post.nodes)
    return FusionDiff(
        pre_path, post_path, groups,
        kernels_before=sum(1 for n in pre.nodes if is_kernel_node(n)),
        kernels_after=sum(1 for n in post.nodes if is_kernel_node(n)),
        cpp_functions_before=len(cpp_function_runs(pre)) if cpu else None,
        cpp_functions_after=len(cpp_function_runs(post)) if cpu else None,
        removed_buffers=removed,
        removed_bytes=total if not symbolic else " + ".join([str(total)] + symbolic),
        method=("output_code.py: buffers the wrapper no longer allocates or passes" if in_call is not None else
                "estimate: every user inside one fused node (outer-loop fused parts keep their buffers)"),
        kept_in_outer_loop=kept,
        only_pre=sorted(set(pre_leaves) - set(post_leaves)),
        only_post=sorted(set(post_leaves) - set(pre_leaves)),
    )


def diff_files(pre: IRFile, post: IRFile, output_code: str | None = None) -> FusionDiff:
    return diff_sections(pre.sections[0], post.sections[-1], pre.path, post.path, output_code)


def render_diff(d: FusionDiff) -> str:
    from ..expr.symbolic import fmt
    lines = [f"{d.pre} -> {d.post}"]
    k = f"kernel nodes: {d.kernels_before} -> {d.kernels_after}"
    if d.cpp_functions_before is not None:
        k += f", {d.cpp_functions_before} -> {d.cpp_functions_after} C++ functions"
    lines.append(k)
    if d.groups:
        lines.append(f"fused ({len(d.groups)} nodes made of several):")
        for g in d.groups:
            lines.append(f"  {', '.join(g['members'])} -> {g['node']} ({g['kind']})")
    else:
        lines.append("fused: nothing")
    if d.removed_buffers:
        lines.append(f"intermediates no longer in memory: {len(d.removed_buffers)} buffers, {fmt(d.removed_bytes)} bytes "
                     f"(each written once and read at least once less; {d.method})")
        for r in d.removed_buffers:
            lines.append(f"  {r['buffer']} ({fmt(r['bytes'])} bytes): {r['producer']} -> {', '.join(r['users'])} "
                         f"inside {r['group']}")
    else:
        lines.append("intermediates no longer in memory: none")
    if d.kept_in_outer_loop:
        lines.append("fused but still in memory: " + ", ".join(f"{r['buffer']} ({fmt(r['bytes'])} bytes)"
                                                              for r in d.kept_in_outer_loop))
    if d.only_pre:
        lines.append(f"only in the pre-fusion file: {', '.join(d.only_pre)}")
    if d.only_post:
        lines.append(f"only in the post-fusion file: {', '.join(d.only_post)}")
    return "\n".join(lines) + "\n"
