"""Whole-file facts derived from the model: devices, kernels, fused groups, extern calls, buffer bytes,
and the JSON shape of ``inductor-lens parse --json``."""
from __future__ import annotations

from collections import Counter
from typing import Any

from ..expr.symbolic import Size
from .model import Buffer, IRFile, Iteration, Node, Section
from .subgraph import section_subgraph


def node_device(node: Node) -> str | None:
    """``group.device``; for extern/nop/fused nodes the device of the outputs or members."""
    if node.device:
        return node.device
    for m in node.members:
        d = node_device(m)
        if d:
            return d
    for b in node.outputs:
        if b.layout is not None and b.layout.device:
            return b.layout.device
    for _n, lay, _s in node.layouts:
        if lay.device:
            return lay.device
    return None


def device_kind(ir: IRFile, *names: str) -> str | None:
    """The kind of device ('cpu', 'cuda', ...) the named nodes, else the graph's first node with one, were
    compiled for; None when the text names none."""
    for n in [x for x in (ir.node(name) for name in names) if x is not None] or ir.all_nodes():
        d = node_device(n)
        if d:
            d = d.strip().strip("'\"")
            return "cuda" if d.startswith("cuda") else d.split(":")[0]
    return None


def node_iteration(node: Node) -> Iteration | None:
    """The node's iteration space; a fused node takes its first reduction member's (as Inductor's
    FusedSchedulerNode.group does), else its first member's."""
    if node.iteration is not None:
        return node.iteration
    its = [node_iteration(m) for m in node.members]
    its = [i for i in its if i is not None]
    for i in its:
        if i.is_reduction:
            return i
    return its[0] if its else None


def is_kernel_node(node: Node) -> bool:
    """Does Inductor generate a loop nest for this top-level node (not extern, not nop)?"""
    return not node.is_extern and not node.is_nop


def cpp_function_runs(sec: Section) -> list[list[Node]]:
    """On CPU one C++ function is emitted per maximal run of consecutive kernel nodes: ``Scheduler._codegen``
    flushes the C++ kernel group before an extern or template node, or a node of another device; a no-op
    node (a concatenation's ``ConcatKernel``, written by its inputs' kernels) emits nothing and ends no run
    (scheduler.py:10256-10262, torch 2.14.1; the same from 2.9)."""
    runs: list[list[Node]] = []
    cur: list[Node] = []
    for n in sec.nodes:
        template = n.is_template or any(m.is_template for m in n.members)   # a template with its epilogues
        if n.is_nop and not template:
            continue
        if is_kernel_node(n) and not template and (node_device(n) or "cpu").startswith("cpu"):
            cur.append(n)
        else:
            if cur:
                runs.append(cur)
            cur = []
    if cur:
        runs.append(cur)
    return runs


def buffer_bytes(b: Buffer) -> Size | None:
    return None if b.layout is None else b.layout.nbytes


def summarize(f: IRFile) -> dict[str, Any]:
    sections = []
    for sec in f.sections:
        kinds = Counter(n.kind for n in sec.nodes)
        members = sum(len(n.members) for n in sec.nodes)
        kernels = [n for n in sec.nodes if is_kernel_node(n)]
        externs = [n for n in sec.nodes if n.is_extern]
        fused = [n for n in sec.nodes if n.members or n.member_names]
        devices = Counter(node_device(n) or "?" for n in sec.nodes)
        bufs = []
        for b in sec.buffers.values():
            nb = buffer_bytes(b)
            bufs.append({
                "name": b.name, "producer": b.producer, "consumers": list(b.consumers),
                "size": None if b.layout is None else b.layout.size,
                "dtype": None if b.layout is None else b.layout.dtype,
                "layout": None if b.layout is None else b.layout.order,
                "bytes": nb,
                "graph_input": b.is_graph_input,
            })
        concrete = [x["bytes"] for x in bufs if isinstance(x["bytes"], int) and not x["graph_input"]]
        symbolic = [x["bytes"] for x in bufs if isinstance(x["bytes"], str) and not x["graph_input"]]
        sections.append({
            "title": sec.title, "graph": sec.graph, "subgraph": section_subgraph(sec),
            "nodes": len(sec.nodes), "member_nodes": members, "kinds": dict(kinds), "devices": dict(devices),
            "kernels": len(kernels),
            # kernels rendered from a template (max-autotune's GEMMs and convolutions, flex_attention), not loop nests
            "templates": [n.name for n in kernels if any(m.is_template for m in n.walk())],
            "cpp_functions": len(cpp_function_runs(sec)) if any((node_device(n) or "").startswith("cpu")
                                                                  for n in sec.nodes) else None,
            "fused_groups": [{"name": n.name, "kind": n.kind,
                              "members": [m.name for m in n.members] or list(n.member_names)} for n in fused],
            "extern_calls": [{"name": n.name, "ir_class": n.ir_class, "kernel": n.kernel} for n in externs],
            "extern_kernels": dict(Counter(n.kernel or n.ir_class for n in externs)),
            "buffers": sorted(bufs, key=lambda x: (-(x["bytes"] if isinstance(x["bytes"], int) else -1), x["name"])),
            "intermediate_bytes": _sum(concrete, symbolic),
        })
    return {"file": f.path, "format": f.format, "capture": f.capture, "errors": len(f.errors), "sections": sections}


def _sum(concrete: list[int], symbolic: list[str]) -> Size:
    total = sum(concrete)
    if not symbolic:
        return total
    return " + ".join(([str(total)] if total else []) + symbolic)


# ------------------------------------------------------------------------------------------------
# `parse --json` (contract in docs/cli.md; extra keys allowed)
# ------------------------------------------------------------------------------------------------

def iteration_json(it: Iteration | None) -> dict[str, Any] | None:
    if it is None:
        return None
    return {"text": it.text, "numel": it.numel, "rnumel": it.rnumel, "vars": it.vars, "reduce": it.reduce,
            "style": it.style}


def to_json(f: IRFile) -> dict[str, Any]:
    nodes = []
    for si, sec in enumerate(f.sections):
        for n in sec.nodes:
            line, col = f.position(n.name_span[0])
            d = {
                "name": n.name, "kind": n.kind, "ir_class": n.ir_class, "line": line,
                "members": [m.name for m in n.members] or list(n.member_names),
                "device": node_device(n),
                "iteration": iteration_json(node_iteration(n)),
                "outputs": n.output_names,
            }
            if n.kernel:
                d["kernel"] = n.kernel
            if n.incomplete:
                d["incomplete"] = True
            if len(f.sections) > 1:
                d["section"] = si
            nodes.append(d)
    buffers = []
    seen = set()
    for si, sec in enumerate(f.sections):
        for b in sec.buffers.values():
            key = (si, b.name)
            if key in seen:
                continue
            seen.add(key)
            lay = b.layout
            d = {
                "name": b.name, "producer": b.producer,
                "size": None if lay is None else lay.size,
                "stride": None if lay is None else lay.stride,
                "dtype": None if lay is None else lay.dtype,
                "device": None if lay is None else lay.device,
                "layout": None if lay is None else lay.order,
                "layout_class": None if lay is None else lay.kind,
                "bytes": None if lay is None else lay.nbytes,
                "consumers": list(b.consumers),
            }
            if len(f.sections) > 1:
                d["section"] = si
            buffers.append(d)
    errors = []
    for e in f.errors:
        d = {"line": e.line, "column": e.column, "message": e.message}
        if e.end is not None:
            el, ec = f.position(e.end)
            d["end_line"], d["end_column"] = el, ec
        errors.append(d)
    out = {"file": f.path, "format": f.format, "nodes": nodes, "buffers": buffers, "errors": errors}
    if len(f.sections) > 1 or f.capture:
        out["sections"] = [{"title": s.title, "graph": s.graph, "nodes": len(s.nodes)} for s in f.sections]
    return out
