"""``MemoryDep.normalize()`` (dependencies.py:173-184): merge loops whose strides chain, drop size-1
loops, rename the variables c0, c1, ... Used when a read and a write have different numbers of loop
variables (loop ordering after fusion). Only affine indexes are merged (strides and sizes integers or,
with dynamic shapes, products of size symbols); anything else is returned as is, which can only make a
match less likely (Inductor's own answer is then "did not match" as well)."""
from __future__ import annotations

from .graph import DepKey
from .mono import Mono, linear


def normalize_dep(d: DepKey) -> DepKey | None:
    if d.kind != "MemoryDep" or d.index is None:
        return d
    names = [v for v, _ in d.ranges]
    lin = linear(d.index, set(names))
    if lin is None:
        return None
    coeffs, const, other = lin
    if other:
        return d
    try:
        dims = [(coeffs.get(v, Mono(0, ())), Mono.of(s), s) for v, s in d.ranges if s != 1]
    except ValueError:
        return d
    merged: list[list] = []          # [stride, size as Mono, size as printed]
    for stride, size, raw in dims:
        if merged and merged[-1][0] == stride.mul(size):
            pstride, psize, _ = merged[-1]
            m = psize.mul(size)
            merged[-1] = [stride, m, m.size()]
            continue
        merged.append([stride, size, raw])
    new_ranges = tuple((f"c{i}", raw) for i, (_s, _m, raw) in enumerate(merged))
    terms = [f"{stride.term()}*c{i}" for i, (stride, _m, _r) in enumerate(merged) if not stride.is_zero]
    index = " + ".join(terms + ([str(const)] if const else [])) or "0"
    return d._replace(index=NORM + index, ranges=new_ranges)


#: the prefix of a normalized index: the merged form this module writes (``1*c0`` terms), not Inductor's text
NORM = "norm:"


def normalized_printed(d: DepKey) -> tuple[str | None, tuple]:
    """``d.normalize()`` as Inductor prints it: (index, sizes); index None when it cannot be normalized."""
    n = normalize_dep(d)
    if n is None:
        return None, tuple(s for _v, s in d.ranges)
    sizes = tuple(s for _v, s in n.ranges)
    if not n.index.startswith(NORM):
        return n.index, sizes
    terms = []
    for t in n.index[len(NORM):].split(" + "):
        k, _, v = t.partition("*")
        terms.append(v if k == "1" else t if v else k)
    return " + ".join(terms), sizes
