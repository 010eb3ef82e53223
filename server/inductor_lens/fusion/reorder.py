"""Loop reordering in the last fusion round on GPU (``Scheduler.shared_data_after_reordering_loop``,
scheduler.py:7457-7514, and ``_try_reorder_loops_for_candidates``, 7516-7610, torch 2.14.1).

In the last ("reorder") round, a GPU pair that shares less than the score threshold gets a second
chance: if a buffer both nodes touch is accessed in the same memory order by both, only with the loops
in a different order, Inductor reorders the loops of the pointwise node to match and scores the pair
again (the reorder stays on the node). If the two accesses have different numbers of loop variables,
equal accesses after merging loops count as shared data at once.

Everything here works on the printed ``MemoryDep``s: affine indexes with integer strides and sizes. An
access that is not (indirect, modular, symbolic sizes) is not reordered, which is Inductor's answer as
well for indirect and modular indexes; symbolic sizes would need size hints (``undecidable`` below).
"""
from __future__ import annotations

from .graph import DepKey
from .indexexpr import affine
from .normalize import normalize_dep


def _affine(d: DepKey) -> tuple[list[str], list[int], list[int], int] | None:
    """(variable names, sizes, strides, constant) of an affine MemoryDep with integer sizes."""
    if d.kind != "MemoryDep" or d.index is None:
        return None
    names = [v for v, _ in d.ranges]
    sizes = [s for _, s in d.ranges]
    if not all(type(s) is int for s in sizes):
        return None
    aff = affine(d.index, set(names))
    if aff is None:
        return None
    coeffs, const, other = aff
    if other or not all(type(c) is int for c in coeffs.values()):
        return None
    return names, sizes, [coeffs.get(v, 0) for v in names], const


def stride_order_key(d: DepKey) -> tuple | None:
    """``MemoryDep.normalize_with_stride_order()`` as a comparable value (dependencies.py:185-229):
    loops sorted by decreasing stride, size-1 loops dropped, neighbours merged where the stride chains
    (``_simplify_loops`` with ``index_prevent_reordering``: only loops that are also contiguous in the
    new order merge). None when the access is not affine."""
    a = _affine(d)
    if a is None:
        return None
    _names, sizes, strides, const = a
    order = sorted(range(len(strides)), key=strides.__getitem__, reverse=True)
    merged: list[list[int]] = []        # [stride, size], outermost first
    for i in order:
        stride, size = strides[i], sizes[i]
        if size == 1:
            continue
        if merged and merged[-1][0] == stride * size:
            merged[-1] = [stride, merged[-1][1] * size]
        else:
            merged.append([stride, size])
    return d.name, tuple(map(tuple, merged)), const, d.mode


def loop_order_to_match(a: DepKey, b: DepKey) -> list[int] | None:
    """``MemoryDep.decide_loop_order_to_match`` (dependencies.py:104-163): the permutation of a's
    loops that gives b's stride order; None where Inductor cannot decide (broadcast loops, sizes 0 or
    1, repeated strides, different stride sets)."""
    x, y = _affine(a), _affine(b)
    if x is None or y is None or len(x[0]) != len(y[0]):
        return None
    for _names, sizes, strides, _c in (x, y):
        if sum(1 for s in strides if s != 0) != len(strides):    # a loop the index does not use
            return None
        if any(s in (0, 1) for s in sizes) or len(set(strides)) != len(strides):
            return None
    if set(x[2]) != set(y[2]):
        return None
    position = {s: i for i, s in enumerate(x[2])}
    return [position[s] for s in y[2]]


def _render(coeffs: list[int], const: int) -> str:
    """A linear index as sympy prints it: terms by variable (d0, d1, ...), the constant last."""
    parts: list[str] = []
    for k, c in enumerate(coeffs):
        if c == 0:
            continue
        mag = abs(c)
        term = f"d{k}" if mag == 1 else f"{mag}*d{k}"
        parts.append(("-" if c < 0 else "") + term if not parts else (" - " if c < 0 else " + ") + term)
    if const or not parts:
        parts.append(str(const) if not parts else (" - " if const < 0 else " + ") + str(abs(const)))
    return "".join(parts)


def reorder_dep(d: DepKey, new_order: list[int], sizes: list[int]) -> DepKey | None:
    """A dependency of a node after ``reorder_iter_loops(new_order)`` and ``refresh_dependencies``
    (``normalize=False``): iteration loop k is the old loop ``new_order[k]``, reduction loops keep
    their places; the variables are d0, d1, ... in the new order, loops of size 1 are left out and so
    are the trailing loops the index does not use (``canonicalize``, ``drop_unused_symbols``,
    dependencies.py); the index printed as Inductor prints it. None when the access cannot be
    rewritten (then the reorder is not replayed). ``sizes``: the node's iteration and reduction sizes
    before the reorder."""
    if d.kind != "MemoryDep":
        return d
    if d.index is None or len(sizes) > 10:    # d10 sorts before d2 in sympy's printing
        return None
    position = {}
    for v, size in d.ranges:
        if not (v[:1] == "d" and v[1:].isdigit()) or int(v[1:]) >= len(sizes) or sizes[int(v[1:])] != size:
            return None
        position[v] = int(v[1:])
    a = _affine(d)
    if a is None or not all(type(s) is int for s in sizes):
        return None
    names, _s, strides, const = a
    stride_at = [0] * len(sizes)
    for v, st in zip(names, strides):
        stride_at[position[v]] = st
    n_iter = len(new_order)
    perm = list(new_order) + list(range(n_iter, len(sizes)))
    loops = [(k, sizes[i], stride_at[i]) for k, i in enumerate(perm)]
    # a variable the dependency does not list must be one canonicalize left out (size 1 or trailing)
    kept = [(k, size, st) for k, size, st in loops if size != 1]
    while kept and kept[-1][2] == 0:
        kept.pop()
    coeffs = [0] * len(sizes)
    for k, _size, st in kept:
        coeffs[k] = st
    return d._replace(index=_render(coeffs, const), ranges=tuple((f"d{k}", size) for k, size, _st in kept))


def merged_equal(a: DepKey, b: DepKey) -> bool:
    """``a.normalize() == b.normalize()`` (merged loops, size-1 loops dropped)."""
    x, y = normalize_dep(a), normalize_dep(b)
    return x is not None and y is not None and x.name == y.name and x.index == y.index and \
        x.ranges == y.ranges and x.mode == y.mode
