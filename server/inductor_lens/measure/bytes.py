"""Bytes a pair moves, from the IR alone (no torch): each buffer counted once at its size, the way a
bandwidth figure is usually quoted. Unfused: the producer's inputs, the intermediate written and read
back, the consumer's other inputs and its output. Fused: the same without the intermediate."""
from __future__ import annotations

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
    from ..fusion.indexexpr import evaluate
    v = evaluate(str(lay.nbytes), dict(sizes or {}))
    return int(v) if isinstance(v, (int, float)) else 0


def pair_bytes(ir: IRFile, producer: str, consumer: str, sizes: dict[str, int] | None = None) -> dict[str, int]:
    p, c = ir.node(producer), ir.node(consumer)
    p_reads = {d.name for d in p.reads}
    p_writes = {d.name for d in p.writes}
    c_reads = {d.name for d in c.reads}
    c_writes = {d.name for d in c.writes}
    shared = p_writes & c_reads
    inputs = (p_reads | (c_reads - shared))
    base = sum(_nbytes(ir, n, sizes) for n in inputs) + sum(_nbytes(ir, n, sizes) for n in c_writes)
    inter = sum(_nbytes(ir, n, sizes) for n in shared)
    return {"unfused": base + 2 * inter, "fused": base, "intermediate": inter}
