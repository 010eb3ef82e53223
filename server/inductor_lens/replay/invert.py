"""Index inversion during fusion on GPU (``Scheduler.shared_data_after_inverting_indexing``,
scheduler.py:7302-7455, with ``_can_reindex_consumer_for_index_inversion`` 7217-7252 and
``generate_inverse_formula``, invert_expr_analysis.py; torch 2.14.1). Tried in every round, after the
last round's loop reordering, whenever a GPU pair shares less than the score threshold.

The case it serves: node2 is a pointwise copy of node1's output that reads it in another order (a
permute, a channels-last buffer read in contiguous order) and writes contiguously. Inductor flattens
node2's loops into one loop over the flat index (when they are not one already), then swaps its two
index expressions: node2 now reads node1's buffer contiguously and scatters its own write through the
inverse of the old read. The node keeps the new indexing whatever the pair's fate, unless the pair is
refused in the same ``can_fuse`` call (then ``_LoopMutationTracker`` restores it).

Every index here is a sum of *digits* of one flat index ``c``: ``coef * ((c // stride) % size)``. A
node's read, in its loop variables (``coef * d_i``, ``coef * (d_i // k)``, ``coef * ModularIndexing(d_i,
D, M)``), becomes such a sum once the loops are flattened (``d_i`` is the digit of ``c`` of stride the
product of the inner loop sizes). The read is invertible, as ``generate_inverse_formula`` decides, when
its coefficients form a mixed radix (sorted, each is the previous times the previous digit's size,
starting at 1) and its strides cover the flat index; the inverse swaps each digit's coefficient and
stride. Integer sizes only: a symbolic size leaves the pair as it is (no inversion), which is Inductor's
answer too whenever it cannot prove the sizes equal.
"""
from __future__ import annotations

from typing import NamedTuple

from ..expr.indexexpr import affine
from .graph import DepKey
from .normalize import normalized_printed


class Digit(NamedTuple):
    """``coef * ((c // stride) % size)``."""
    coef: int
    size: int
    stride: int


def _int(a) -> int | None:
    return a[1] if a[0] == "int" else None


def _digits_of_term(ast, sign: int, var_digit: dict[str, tuple[int, int]]) -> list[Digit] | None:
    """A non-affine term (``k*FloorDiv(d, q)``, ``k*ModularIndexing(d, D, M)``) as digits of c."""
    coef = sign
    if ast[0] == "neg":
        coef, ast = -coef, ast[1]
    if ast[0] == "mul":
        k = _int(ast[1])
        if k is None:
            k, ast = _int(ast[2]), ast[1]
        else:
            ast = ast[2]
        if k is None:
            return None
        coef *= k
    if ast[0] == "floordiv" or (ast[0] == "call" and ast[1] == "FloorDiv" and len(ast[2]) == 2):
        base, q = (ast[1], ast[2]) if ast[0] == "floordiv" else ast[2]
        div, mod = _int(q), None
    elif ast[0] == "call" and ast[1] == "ModularIndexing" and len(ast[2]) == 3:
        base, d, m = ast[2]
        div, mod = _int(d), _int(m)
        if mod is None or mod <= 0:
            return None
    else:
        return None
    if base[0] != "sym" or base[1] not in var_digit or div is None or div <= 0:
        return None
    size, stride = var_digit[base[1]]
    if size % div:
        return None
    inner = size // div                          # (d // div) ranges over size // div values
    if mod is not None and mod < inner:
        if inner % mod:
            return None
        inner = mod
    return [Digit(coef, inner, stride * div)] if inner > 1 else []


def read_digits(index: str, names: list[str], sizes: list[int]) -> tuple[list[Digit], int] | None:
    """The digits of an index over loops ``names`` (outermost first, integer ``sizes``) once they are
    flattened into one index, and the constant; None when a term is not a digit."""
    if not all(type(s) is int and s > 0 for s in sizes):
        return None
    var_digit: dict[str, tuple[int, int]] = {}
    stride = 1
    for v, s in zip(reversed(names), reversed(sizes)):
        var_digit[v] = (s, stride)
        stride *= s
    aff = affine(index, set(names))
    if aff is None:
        return None
    coeffs, const, other = aff
    digits = [Digit(c, var_digit[v][0], var_digit[v][1]) for v, c in coeffs.items() if var_digit[v][0] > 1]
    for term in other:
        got = _digits_of_term(term, 1, var_digit)
        if got is None:
            return None
        digits.extend(got)
    return digits, const


def join(digits: list[Digit]) -> list[Digit]:
    """Neighbouring digits that continue each other in both the coefficient and the stride merged into
    one (Inductor's ``join_dimensions``); ordered from the largest stride."""
    out: list[Digit] = []
    for d in sorted(digits, key=lambda d: d.stride):           # innermost first
        if out:
            inner = out[-1]
            if d.stride == inner.stride * inner.size and d.coef == inner.coef * inner.size:
                out[-1] = Digit(inner.coef, inner.size * d.size, inner.stride)
                continue
        out.append(d)
    out.reverse()
    return out


def invertible(digits: list[Digit], const: int, numel: int) -> bool:
    """``check_invertibility`` + ``check_reconstruction_coverage``: the coefficients form a mixed radix
    from 1 and the strides cover ``0 <= c < numel`` exactly."""
    if const != 0 or not digits:
        return False
    expected = 1
    for d in sorted(digits, key=lambda d: d.coef):
        if d.coef != expected:
            return False
        expected = d.coef * d.size
    expected = 1
    for d in sorted(digits, key=lambda d: d.stride):
        if d.stride != expected:
            return False
        expected = d.stride * d.size
    return expected == numel


def inverse(digits: list[Digit]) -> list[Digit]:
    """The inverse permutation of an invertible read: each digit's coefficient and stride swapped."""
    return join([Digit(d.stride, d.size, d.coef) for d in digits])


def render(digits: list[Digit], var: str, numel: int) -> str:
    """A digit sum as Inductor prints it: the plain variable first, then ``((c//k))`` terms, then
    ``ModularIndexing`` terms, each kind ordered by its arguments."""
    plain, floors, mods = [], [], []
    for d in digits:
        if d.stride * d.size >= numel:
            if d.stride == 1:
                plain.append((d.coef, var))
            else:
                floors.append((d.stride, d.coef, f"(({var}//{d.stride}))"))
        else:
            mods.append(((d.stride, d.size), d.coef, f"(ModularIndexing({var}, {d.stride}, {d.size}))"))
    terms = [(c, t) for c, t in plain] + [(c, t) for _k, c, t in sorted(floors)] + \
        [(c, t) for _k, c, t in sorted(mods)]
    out = []
    for c, t in terms:
        if c == 1:
            out.append(t)
        else:
            out.append(f"{c}*{t}")
    return " + ".join(out) if out else "0"


def is_contiguous(d: DepKey) -> bool:
    """``MemoryDep.is_contiguous``: the index is one of its variables (or an integer)."""
    if d.index is None:
        return False
    idx = d.index.strip()
    return idx.lstrip("-").isdigit() or any(v == idx for v, _s in d.ranges)


def normalized_index(d: DepKey) -> tuple[str | None, tuple]:
    """``d.normalize()``: (index as printed, sizes); index None when it cannot be normalized."""
    return normalized_printed(d)


def flat_read(index: str, names: list[str], sizes: list[int]) -> tuple[list[Digit], int] | None:
    """The digits of a read after flattening, joined, or None."""
    got = read_digits(index, names, sizes)
    if got is None:
        return None
    return join(got[0]), got[1]


def _prod(sizes) -> int | None:
    n = 1
    for s in sizes:
        if type(s) is not int:
            return None
        n *= s
    return n


def reindexed(is_reduction: bool, read: DepKey, write: DepKey, producer_write: DepKey,
              sizes: list) -> tuple[DepKey, DepKey, int] | None:
    """``_can_reindex_consumer_for_index_inversion`` then ``apply_loop_reindexing([numel])``: node2's
    read and write once its loops (``sizes``, the variables d0, d1, ... of its dependencies) are one loop
    over the producer's numel, or None when Inductor does not flatten them."""
    if is_reduction:
        return None
    rs = tuple(s for _v, s in read.ranges)
    if rs != tuple(s for _v, s in write.ranges):
        return None
    numel = _prod(s for _v, s in producer_write.ranges)
    if numel is None or numel == 0 or _prod(rs) != numel or _prod(sizes) != numel or list(sizes) == [numel]:
        return None
    index, nsizes = normalized_index(write)
    if index is None or not (index.lstrip("-").isdigit() or (index == "c0" and len(nsizes) == 1)):
        return None
    names = [f"d{k}" for k in range(len(sizes))]
    for dep in (read, write):
        for v, s in dep.ranges:
            if v not in names or sizes[names.index(v)] != s:
                return None
    r = flat_read(read.index, names, list(sizes))
    if r is None or not invertible(r[0], r[1], numel):
        return None
    w = flat_read(write.index, names, list(sizes))
    if w is None:
        return None
    ranges = (("d0", numel),)
    w_index = render(w[0], "d0", numel) if not w[1] else f"{render(w[0], 'd0', numel)} + {w[1]}"
    return (read._replace(index=render(r[0], "d0", numel), ranges=ranges),
            write._replace(index=w_index, ranges=ranges), numel)


def is_load_index_single(body) -> bool | None:
    """``len(body.indexing_exprs) == 2 and not body.subblocks and len(body.get_read_exprs()) == 1``
    from a printed loop body; None when the body is not printed."""
    if body is None:
        return None
    if len(body.indexes) != 2 or any(fn.name != "body" for fn in body.functions):
        return False
    fn = body.functions[0] if body.functions else None
    if fn is None:
        return False
    index_of: dict[str, str] = {}
    loads: set[str] = set()
    for st in fn.statements:
        if st.kind == "self" and st.op == "get_index" and st.args:
            index_of[st.target] = st.args[0].strip().strip("'\"")
        elif st.kind == "ops" and st.op == "load" and len(st.args) >= 2:
            name = index_of.get(st.args[1].strip())
            if name is None:
                return False
            loads.add(body.indexes.get(name, name))
    return len(loads) == 1

