"""Reductions Inductor split in two (``config.split_reductions``, on by default): ``Reduction.create`` with
``num_splits`` > 1 (ir.py ``create_multilayer``) lowers a reduction of ``numel`` outputs over ``rnumel`` elements
as a first stage of ``numel * split`` partial results over ``rnumel / split`` elements, and a second stage of
``numel`` outputs over the ``split`` partials. The split is for parallelism (few outputs cannot fill a GPU), and it
is decided in lowering: a recompile with ``split_reductions=False`` is the only way to see the reduction whole,
and what fuses with it then.

From the text: a reduction node whose every read of a computed buffer is the output of reductions with
``numel * split`` outputs (its own numel times its reduction size), read over its own loops and that split. The
text cannot tell such a split from a user's own two-stage reduction of the same shape (``x.sum(-1).sum(-1)``):
what says so words it as a shape, and the recompile settles it.
"""
from __future__ import annotations

from ..expr.mono import canon, prod
from ..records import record
from .graph import Graph, SimNode


@record(frozen=True, slots=True)
class SplitReduction:
    """One reduction Inductor split: its first stage(s) and second stage, as leaf names."""
    first: tuple[str, ...]          # the stages of partial results (a Welford split has one per statistic)
    second: str                     # the node that reduces the partials
    numel: object                   # the reduction's outputs
    split: object                   # partial results per output
    rnumel: object                  # elements per output, whole (split x the first stage's reduction size)
    partial: object                 # elements per partial result (the first stage's reduction size)


def _sizes(n: SimNode) -> tuple[list, list] | None:
    if n.leaf is None or n.leaf.sizes is None:
        return None
    it, red = n.leaf.sizes
    return list(it), list(red)


def split_reductions(g: Graph) -> dict[str, SplitReduction]:
    """Every split reduction of the graph, by the name of each of its stages."""
    out: dict[str, SplitReduction] = {}
    for s in g.leaves:
        if not s.is_reduction or s.is_extern or s.is_nop or s.kind != "SchedulerNode":
            continue
        sizes = _sizes(s)
        if sizes is None or not sizes[1]:
            continue
        numel, split = canon(prod(sizes[0])), canon(prod(sizes[1]))
        firsts: list[SimNode] = []
        ok = True
        for d in s.reads:
            if d.kind != "MemoryDep":
                continue
            info = g.buffers.get(d.name)
            p = g.by_name.get(info.producer) if info is not None and info.producer is not None else None
            if p is None:
                ok = False      # a graph input: not a partial result
                break
            ps = _sizes(p)
            if not p.is_reduction or ps is None or not ps[1] or canon(prod(ps[0])) != canon(prod([numel, split])):
                ok = False
                break
            if canon(prod([d_size for _v, d_size in d.ranges])) != canon(prod([numel, split])):
                ok = False
                break
            if p not in firsts:
                firsts.append(p)
        if not ok or not firsts or split == 1:
            continue
        partial = canon(prod(_sizes(firsts[0])[1]))
        sr = SplitReduction(tuple(p.name for p in firsts), s.name, numel, split, canon(prod([split, partial])), partial)
        for name in (*sr.first, sr.second):
            out[name] = sr
    return out
