"""``MemoryDep.normalize()`` (dependencies.py:173-184): merge loops whose strides chain, drop size-1
loops, rename the variables c0, c1, ... Used when a read and a write have different numbers of loop
variables (loop ordering after fusion). Only affine indexes are merged (strides and sizes integers or,
with dynamic shapes, products of size symbols); anything else is returned as is, which can only make a
match less likely (Inductor's own answer is then "did not match" as well)."""
from __future__ import annotations

from ..expr.mono import Mono, linear
from .graph import DepKey


def normalize_dep(d: DepKey, nonaffine: bool = False) -> DepKey | None:
    """``nonaffine``: an index with terms that are not affine (``ModularIndexing(d2, 1, s0)``, with
    dynamic shapes) is normalized too: the loops those terms use are not merged (sympy's ``_simplify_loops``
    merges two loops only where the index stays the same function of them), the others are; without it
    such a dependency is returned as is."""
    if d.kind != "MemoryDep" or d.index is None:
        return d
    names = [v for v, _ in d.ranges]
    lin = linear(d.index, set(names))
    if lin is None:
        return None
    coeffs, const, other = lin
    if other and not nonaffine:
        return d
    pinned = nonaffine_vars(other, names) if other else set()
    try:
        dims = [(coeffs.get(v, Mono(0, ())), Mono.of(s), s, v) for v, s in d.ranges if s != 1]
    except ValueError:
        return d
    merged: list[list] = []          # [stride, size as Mono, size as printed, old variables]
    for stride, size, raw, v in dims:
        if merged and v not in pinned and not (set(merged[-1][3]) & pinned) and \
                merged[-1][0] == stride.mul(size):
            pstride, psize, _, olds = merged[-1]
            m = psize.mul(size)
            merged[-1] = [stride, m, m.size(), olds + [v]]
            continue
        merged.append([stride, size, raw, [v]])
    new_ranges = tuple((f"c{i}", raw) for i, (_s, _m, raw, _o) in enumerate(merged))
    terms = [f"{stride.term()}*c{i}" for i, (stride, _m, _r, _o) in enumerate(merged) if not stride.is_zero]
    index = " + ".join(terms + ([str(const)] if const else [])) or "0"
    if other:
        rename = {olds[0]: f"c{i}" for i, (_s, _m, _r, olds) in enumerate(merged) if olds[0] in pinned}
        index += " + " + " + ".join(sorted(renamed_text(a, rename) for a in other))
        return d._replace(index=NORM_NONAFFINE + index, ranges=new_ranges)
    return d._replace(index=NORM + index, ranges=new_ranges)


def nonaffine_vars(other: list, names) -> set:
    from ..expr.indexexpr import free_symbols
    out: set = set()
    for a in other:
        out |= free_symbols(a) & set(names)
    return out


def renamed_text(ast, rename: dict) -> str:
    from ..expr.indexexpr import to_text
    out = []
    stack = [ast]
    # rebuild with renamed symbols (explicit stack: no recursion)
    def rebuilt(a):
        if a[0] == "sym":
            return ("sym", rename.get(a[1], a[1]))
        return a
    # a shallow walk that rebuilds the tree bottom-up
    order = []
    while stack:
        a = stack.pop()
        order.append(a)
        if a[0] in ("int", "float", "sym"):
            continue
        if a[0] == "call":
            stack.extend(a[2])
        elif a[0] == "neg":
            stack.append(a[1])
        else:
            stack.extend((a[1], a[2]))
    done: dict = {}
    for a in reversed(order):
        if a[0] in ("int", "float", "sym"):
            done[id(a)] = rebuilt(a)
        elif a[0] == "call":
            done[id(a)] = ("call", a[1], [done[id(x)] for x in a[2]])
        elif a[0] == "neg":
            done[id(a)] = ("neg", done[id(a[1])])
        else:
            done[id(a)] = (a[0], done[id(a[1])], done[id(a[2])])
    out.append(to_text(done[id(ast)]))
    return out[0]


#: the prefix of a normalized index with terms that are not affine (compared, never printed)
NORM_NONAFFINE = "normx:"


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
