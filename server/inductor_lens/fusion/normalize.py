"""``MemoryDep.normalize()`` (dependencies.py:173-184): merge loops whose strides chain, drop size-1
loops, rename the variables c0, c1, ... Used when a read and a write have different numbers of loop
variables (loop ordering after fusion). Only affine indexes are merged; anything else is returned as
is, which can only make a match less likely (Inductor's own answer is then "did not match" as well)."""
from __future__ import annotations

from ..ir.symbolic import product
from .graph import DepKey
from .indexexpr import affine


def normalize_dep(d: DepKey) -> DepKey | None:
    if d.kind != "MemoryDep" or d.index is None:
        return d
    names = [v for v, _ in d.ranges]
    aff = affine(d.index, set(names))
    if aff is None:
        return None
    coeffs, const, other = aff
    if other:
        return d
    dims = [(coeffs.get(v, 0), s) for v, s in d.ranges if s != 1]
    merged: list[list] = []
    for stride, size in dims:
        if merged:
            pstride, psize = merged[-1]
            if isinstance(size, int) and pstride == stride * size:
                merged[-1] = [stride, product([psize, size])]
                continue
        merged.append([stride, size])
    new_ranges = tuple((f"c{i}", size) for i, (_s, size) in enumerate(merged))
    terms = [f"{stride}*c{i}" for i, (stride, _size) in enumerate(merged) if stride]
    index = " + ".join(terms + ([str(const)] if const else [])) or "0"
    return d._replace(index="norm:" + index, ranges=new_ranges)
