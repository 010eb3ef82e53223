"""Loop reordering in the last fusion round on GPU (``Scheduler.shared_data_after_reordering_loop``,
scheduler.py:7457-7514, and ``_try_reorder_loops_for_candidates``, 7516-7610, torch 2.14.1).

In the last ("reorder") round, a GPU pair that shares less than the score threshold gets a second
chance: if a buffer both nodes touch is accessed in the same memory order by both, only with the loops
in a different order, Inductor reorders the loops of the pointwise node to match and scores the pair
again (the reorder stays on the node). If the two accesses have different numbers of loop variables,
equal accesses after merging loops count as shared data at once.

Everything here works on the printed ``MemoryDep``s: affine indexes whose strides and sizes are
integers or, with dynamic shapes, products of size symbols (``8*s69**2``). A pair of accesses that is
not affine (indirect, modular) decides no loop order, which is Inductor's answer as well; the node's
other accesses are rewritten with its loops, those that are not affine (a broadcast read
``d1 + 32*((d0//16))``) through ``symindex`` where the sizes are integers.
"""
from __future__ import annotations

from ..expr.mono import PROBE, Mono, linear
from .graph import DepKey
from .normalize import normalize_dep

ZERO = Mono(0, ())


def _affine(d: DepKey) -> tuple[list[str], list[Mono], list[Mono], int] | None:
    """(variable names, sizes, strides, constant) of an affine MemoryDep: strides and sizes are
    monomials (integers, or products of size symbols with dynamic shapes)."""
    if d.kind != "MemoryDep" or d.index is None:
        return None
    names = [v for v, _ in d.ranges]
    try:
        sizes = [Mono.of(s) for _, s in d.ranges]
    except ValueError:
        return None
    lin = linear(d.index, set(names))
    if lin is None:
        return None
    coeffs, const, other = lin
    if other:
        return None
    return names, sizes, [coeffs.get(v, ZERO) for v in names], const


def stride_order_key(d: DepKey) -> tuple | None:
    """``MemoryDep.normalize_with_stride_order()`` as a comparable value (dependencies.py:185-229):
    loops sorted by decreasing stride (symbolic strides by the order size hints give when the symbols
    are large), size-1 loops dropped, neighbours merged where the stride chains (``_simplify_loops``
    with ``index_prevent_reordering``: only loops that are also contiguous in the new order merge).
    With dynamic shapes an index can have terms that are not affine (``ModularIndexing(d2, 1, s0)``):
    the loops they use keep their place among the others (by the stride a unit step gives) and are
    not merged. None when the access cannot be read."""
    a = _affine(d)
    if a is None:
        return _nonaffine_stride_order_key(d)
    _names, sizes, strides, const = a
    order = sorted(range(len(strides)), key=lambda i: strides[i].hint(), reverse=True)
    merged: list[list[Mono]] = []        # [stride, size], outermost first
    for i in order:
        stride, size = strides[i], sizes[i]
        if size.is_one:
            continue
        if merged and merged[-1][0] == stride.mul(size):
            merged[-1] = [stride, merged[-1][1].mul(size)]
        else:
            merged.append([stride, size])
    return d.name, tuple(map(tuple, merged)), const, d.mode


def _nonaffine_stride_order_key(d: DepKey) -> tuple | None:
    from .normalize import nonaffine_vars, renamed_text
    if d.kind != "MemoryDep" or d.index is None:
        return None
    names = [v for v, _ in d.ranges]
    lin = linear(d.index, set(names))
    if lin is None or not lin[2]:
        return None
    coeffs, const, other = lin
    try:
        sizes = [Mono.of(s) for _, s in d.ranges]
    except ValueError:
        return None
    pinned = nonaffine_vars(other, names)
    hints = _stride_hints(d)
    if hints is None:
        return None
    order = sorted(range(len(names)), key=lambda i: hints[i], reverse=True)
    merged: list[list] = []        # [stride, size, old variable], outermost first
    for i in order:
        v, size = names[i], sizes[i]
        stride = coeffs.get(v, ZERO)
        if size.is_one:
            continue
        if merged and v not in pinned and merged[-1][2] not in pinned and merged[-1][0] == stride.mul(size):
            merged[-1] = [stride, merged[-1][1].mul(size), merged[-1][2]]
        else:
            merged.append([stride, size, v])
    rename = {old: f"t{k}" for k, (_s, _z, old) in enumerate(merged) if old in pinned}
    rest = tuple(sorted(renamed_text(a, rename) for a in other))
    return d.name, tuple((st, sz) for st, sz, _v in merged), const, d.mode, rest


def _free(ast) -> set:
    from ..expr.indexexpr import free_symbols
    return free_symbols(ast)


def loop_order_to_match(a: DepKey, b: DepKey) -> list[int] | None:
    """``MemoryDep.decide_loop_order_to_match`` (dependencies.py:104-163): the permutation of a's
    loops that gives b's stride order; None where Inductor cannot decide (broadcast loops, sizes 0 or
    1, repeated strides, different stride sets).

    Inductor's broadcast test compares the number of loops with the number of the index's free symbols,
    size symbols included: with dynamic shapes an index that uses its loops and a size symbol
    (``16*d0*s69**2 + d1*s69**2 + d2*s69 + d3``) has one free symbol more than loops, and the loop order
    is not decided (so a pointwise node is not reordered to match a BatchNorm's statistics)."""
    for d in (a, b):
        if _free_symbol_count(d) != len(d.ranges):
            return None
    x, y = _affine(a), _affine(b)
    if (x is None or y is None) and len(a.ranges) == len(b.ranges):
        return _nonaffine_order(a, b)
    if x is None or y is None or len(x[0]) != len(y[0]):
        return None
    for _names, sizes, strides, _c in (x, y):
        if any(s.is_zero for s in strides):         # a loop the index does not use
            return None
        if any(s.is_zero or s.is_one for s in sizes) or len(set(strides)) != len(strides):
            return None
    if set(x[2]) != set(y[2]):
        return None
    position = {s: i for i, s in enumerate(x[2])}
    return [position[s] for s in y[2]]


def _nonaffine_order(a: DepKey, b: DepKey) -> list[int] | None:
    """``decide_loop_order_to_match`` for indexes with terms that are not affine (``ModularIndexing`` of a
    rolled buffer): each loop's stride is the index's change for a unit step of it (``stride_hints``, the
    other loops at 0: a wrap-around gives a negative stride), then as for affine ones: no size 0 or 1, no
    repeated stride, the same strides on both sides."""
    strides = []
    for d in (a, b):
        if d.kind != "MemoryDep" or any(type(sz) is not int or sz in (0, 1) for _v, sz in d.ranges):
            return None
        steps = _stride_hints(d)
        if steps is None or len(set(steps)) != len(steps):
            return None
        strides.append(steps)
    if set(strides[0]) != set(strides[1]):
        return None
    position = {s: i for i, s in enumerate(strides[0])}
    return [position[s] for s in strides[1]]


def _stride_hints(d: DepKey) -> list | None:
    """``stride_hints``: the index's change for a unit step of each loop from all at 0 (a wrap-around gives a
    negative one), size symbols at a large stand-in; None when the index cannot be read or evaluated."""
    from ..expr.indexexpr import EVAL_ERRORS, parse_expr, unit_steps
    ast = parse_expr(d.index) if d.index is not None else None
    if ast is None:
        return None
    names = [v for v, _ in d.ranges]
    try:
        return unit_steps(ast, names, {s: PROBE for s in _free(ast) if s not in names})
    except EVAL_ERRORS:
        return None


def _free_symbol_count(d: DepKey) -> int | None:
    """``len(index.free_symbols)``: loop variables and size symbols alike."""
    from ..expr.indexexpr import parse_expr
    ast = parse_expr(d.index) if d.index is not None else None
    return None if ast is None else len(_free(ast))


def _render(coeffs: list[Mono], const: int) -> str:
    """A linear index as sympy prints it: terms by variable (d0, d1, ...), the constant last."""
    parts: list[str] = []
    for k, c in enumerate(coeffs):
        if c.is_zero:
            continue
        term = c.term(f"d{k}")
        if parts:
            parts.append(" - " + term[1:] if term.startswith("-") else " + " + term)
        else:
            parts.append(term)
    if const or not parts:
        parts.append(str(const) if not parts else (" - " if const < 0 else " + ") + str(abs(const)))
    return "".join(parts)


def reorder_dep(d: DepKey, new_order: list[int], sizes: list[int], repl: dict[str, int] | None = None) -> DepKey | None:
    """A dependency of a node after ``reorder_iter_loops(new_order)`` and ``refresh_dependencies``
    (``normalize=False``): iteration loop k is the old loop ``new_order[k]``, reduction loops keep
    their places; the variables are d0, d1, ... in the new order, loops of size 1 are left out and so
    are the trailing loops the index does not use (``canonicalize``, ``drop_unused_symbols``,
    dependencies.py); the index printed as Inductor prints it. None when the access cannot be
    rewritten (then the reorder is not replayed). ``sizes``: the node's iteration and reduction sizes
    before the reorder, as the node prints them; ``repl``: the size symbols the shape environment
    replaced by numbers (replace.py), which the dependencies' ranges show (``canonicalize`` simplifies
    each loop's size) and the node's sizes do not."""
    if d.kind != "MemoryDep":
        return d
    if d.index is None or len(sizes) > 10:    # d10 sorts before d2 in sympy's printing
        return None
    if repl:
        from .replace import simplify
        sizes = [simplify(s, repl) for s in sizes]
    position = {}
    for v, size in d.ranges:
        if not (v[:1] == "d" and v[1:].isdigit()) or int(v[1:]) >= len(sizes) or sizes[int(v[1:])] != size:
            return None
        position[v] = int(v[1:])
    a = _affine(d)
    if a is None:
        return _reorder_nonaffine(d, new_order, sizes, position)
    names, _s, strides, const = a
    stride_at = [ZERO] * len(sizes)
    for v, st in zip(names, strides):
        stride_at[position[v]] = st
    n_iter = len(new_order)
    perm = list(new_order) + list(range(n_iter, len(sizes)))
    loops = [(k, sizes[i], stride_at[i]) for k, i in enumerate(perm)]
    # a variable the dependency does not list must be one canonicalize left out (size 1 or trailing)
    kept = [(k, size, st) for k, size, st in loops if size != 1]
    while kept and kept[-1][2].is_zero:
        kept.pop()
    coeffs = [ZERO] * len(sizes)
    for k, _size, st in kept:
        coeffs[k] = st
    return d._replace(index=_render(coeffs, const), ranges=tuple((f"d{k}", size) for k, size, _st in kept))


def _reorder_nonaffine(d: DepKey, new_order: list[int], sizes: list, position: dict) -> DepKey | None:
    """``reorder_dep`` for an access that is not affine in the loops (``d1 + 32*((d0//16))``: another
    access of the node being reordered, such as a broadcast read; ``2048*d0 + 256*d1 + tmp0``, an
    indirect load of a max-pool gradient): the loop variables renamed into
    their new places and the index printed again as sympy prints it (``symindex``, static integer
    sizes), the loops kept as for an affine access. None outside what ``symindex`` rebuilds."""
    from ..expr.symindex import (
        Unsupported,
        free_symbols,
        parse_opaque,
        subs,
        sym,
        to_str,
    )
    try:
        e = parse_opaque(d.index)       # a pooling gradient's Min and Max windows are renamed like the rest
    except Unsupported:
        return None
    used = free_symbols(e)
    if any(not (v[:3] == "tmp" and v[3:].isdigit()) for v in used - set(position)):
        return None                 # a size symbol: not rebuilt here (an indirect tmpN is a value)
    used &= set(position)
    n_iter = len(new_order)
    perm = list(new_order) + list(range(n_iter, len(sizes)))
    at = {i: v for v, i in position.items()}
    kept = [(k, sizes[i], at.get(i)) for k, i in enumerate(perm) if sizes[i] != 1]
    while kept and kept[-1][2] not in used:
        kept.pop()
    if any(v in used and not any(v == w for _k, _z, w in kept) for v in position):
        return None
    try:
        e = subs(e, {v: sym(f"d{k}") for k, _size, v in kept if v is not None})
        text = to_str(e)
    except Unsupported:
        return None
    return d._replace(index=text, ranges=tuple((f"d{k}", size) for k, size, _v in kept))


def merged_equal(a: DepKey, b: DepKey) -> bool:
    """``a.normalize() == b.normalize()`` (merged loops, size-1 loops dropped)."""
    x, y = normalize_dep(a, nonaffine=True), normalize_dep(b, nonaffine=True)
    return x is not None and y is not None and x.name == y.name and x.index == y.index and \
        _same_sizes(x.ranges, y.ranges) and x.mode == y.mode


def _same_sizes(a: tuple, b: tuple) -> bool:
    """The same loop sizes, however each was printed (``s69*(((s69**2)//s69))``)."""
    if a == b:
        return True
    if len(a) != len(b):
        return False
    try:
        return all(Mono.of(x) == Mono.of(y) for (_v, x), (_w, y) in zip(a, b))
    except ValueError:
        return False
