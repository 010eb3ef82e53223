"""Bytes a pair moves, from the IR alone (no torch): each buffer counted once at its size, the way a
bandwidth figure is usually quoted. Unfused: the producer's inputs, the intermediate written and read
back, the consumer's other inputs and its output. Fused: the same without the intermediate."""
from __future__ import annotations

from ..ir.groups import group_node, leaves, memory_io, pair_io, part_io
from ..ir.model import IRFile, Layout


def buffer_layout(ir: IRFile, name: str) -> Layout | None:
    """The printed layout of a buffer, from whichever section has it."""
    for sec in ir.sections:
        b = sec.buffers.get(name)
        if b is not None and b.layout is not None:
            return b.layout
    return None


def _nbytes(ir: IRFile, name: str, sizes: dict[str, int] | None = None) -> int:
    lay = buffer_layout(ir, name)
    if lay is None or lay.nbytes is None:
        return 0
    if isinstance(lay.nbytes, int):
        return lay.nbytes
    from ..expr.indexexpr import evaluate
    v = evaluate(str(lay.nbytes), dict(sizes or {}))
    return int(v) if isinstance(v, (int, float)) else 0


def pair_bytes(ir: IRFile, producer: str, consumer: str, sizes: dict[str, int] | None = None) -> dict[str, int]:
    """A fused node on either side counts as the kernel Inductor built: what its members read from
    outside it, and the outputs of the members read outside it (``ir.groups.memory_io``); the other
    outputs of a fused producer are written by both variants."""
    sec = next((s for s in ir.sections if s.node(producer) is not None and s.node(consumer) is not None), None)
    if sec is None:
        return {"unfused": 0, "fused": 0, "intermediate": 0}
    inputs, outputs, shared = pair_io(sec, sec.node(producer), sec.node(consumer))
    base = sum(_nbytes(ir, n, sizes) for n in inputs) + sum(_nbytes(ir, n, sizes) for n in outputs)
    inter = sum(_nbytes(ir, n, sizes) for n in shared)
    return {"unfused": base + 2 * inter, "fused": base, "intermediate": inter}



def split_bytes(ir: IRFile, name: str, parts: list[list[str]], sizes: dict[str, int] | None = None) -> dict[str, int]:
    """A fused node against its parts (``bench --split``): fused, what the group reads from memory and
    writes to it (``memory_io``); split, each part as a kernel of its own (its members' reads from outside
    the part and the outputs read outside it), so a buffer passed between parts is written and read back."""
    sec = next((s for s in reversed(ir.sections) if group_node(s, name) is not None), None)
    if sec is None:
        return {"unfused": 0, "fused": 0, "intermediate": 0}
    top = group_node(sec, name)
    reads, writes = memory_io(sec, top)
    fused = sum(_nbytes(ir, n, sizes) for n in reads | writes)
    by_name = {n.name: n for n in leaves(top)}
    split = 0
    for part in parts:
        ns = [by_name[m] for m in part if m in by_name]
        split += sum(_nbytes(ir, b, sizes) for b in part_io(sec, ns, writes))
    return {"unfused": split, "fused": fused, "intermediate": max(0, (split - fused) // 2)}
