"""Size symbols the shape environment replaced by a number (``V.graph.sizevars.replacements``).

With dynamic shapes a guard can specialise a size symbol (``s69 == 16``: a conv or view made the size
static). The symbol stays where Inductor prints an expression as it was built, and the number shows
where it printed one that went through ``sizevars.simplify``:

- ``op0.sizes = ([16], [s33, s69, s69])`` and a loop body's ``var_ranges`` keep ``s69`` (the node's
  ``_sizes``, from ``simplify_and_reorder``);
- ``op0.group.iteration = (16, 256*s33)`` (``group_fn``: ``simplify(sympy_product(sizes))``) and the
  dependencies' ranges ``{d0: 16, d1: s33, d2: 16, d3: 16}`` (``canonicalize``: ``simplify`` of each
  loop's size, dependencies.py:571-588) have the number.

Everything Inductor decides through ``sizevars`` (``statically_known_*``, ``simplify``, hints) sees the
number; only a plain ``==`` on ``_sizes`` (``FusedSchedulerNode.reorder_loops_by_dep_pair``) sees the
symbol. The replacements are read back from the two forms of the same loops: a dependency's range
``d_k`` against the node's ``k``-th loop size (of those other than 1), and the group's numel times
rnumel against the product of the loop sizes, each where exactly one symbol differs; kept only when
every node they are read from then agrees with its group.
"""
from __future__ import annotations

from ..expr.mono import Mono


def learn(nodes) -> dict[str, int]:
    """The replacements (symbol -> number) that the printed nodes show (``Node`` of the model: sizes,
    dependencies, group). Empty for a graph with static shapes."""
    found: dict[str, int | None] = {}
    sources = []
    for n in nodes:
        sizes = n.sizes
        if sizes is None:
            continue
        flat = list(sizes[0]) + list(sizes[1])
        if all(type(x) is int for x in flat):
            continue
        sources.append(n)
        loops = [x for x in flat if x != 1]         # d_k: the k-th loop whose size is not 1
        for d in list(n.writes) + list(n.unmet) + list(n.met):
            if d.kind != "MemoryDep":
                continue
            for v, size in d.ranges:
                if v[:1] != "d" or not v[1:].isdigit():
                    break
                k = int(v[1:])
                if k < len(loops) and loops[k] != size and type(loops[k]) is not int:
                    _solve(loops[k], size, found)
        group = _group_total(n)
        if group is not None:
            _solve(flat, group, found)
    repl = {s: v for s, v in found.items() if v is not None}
    if not repl:
        return {}
    # every node the replacements apply to must then iterate what its group says
    for n in sources:
        group = _group_total(n)
        if group is None:
            continue
        total = _total(list(n.sizes[0]) + list(n.sizes[1]))
        if total is None or not any(s in repl for s, _p in total.powers):
            continue
        if subst(total, repl) != group:
            return {}
    return repl


def _group_total(n) -> Mono | None:
    it = n.iteration
    if it is None:
        return None
    if it.style == "cpu":
        return _total(list(it.vars or ()) + list(it.reduce or ()))
    return _total([it.numel, it.rnumel])


def _total(sizes) -> Mono | None:
    out = Mono(1, ())
    try:
        for s in sizes:
            out = out.mul(Mono.of(s))
    except ValueError:
        return None
    return out


def _solve(raw, simplified, found: dict) -> None:
    """Record ``sym = value`` where ``raw`` (a size, or a list of sizes multiplied) becomes the printed
    ``simplified`` by replacing one symbol (or one power of it) by a number."""
    a = _total(raw) if isinstance(raw, list) else _total([raw])
    b = simplified if isinstance(simplified, Mono) else _total([simplified])
    if a is None or b is None or a.is_zero or b.is_zero:
        return
    pa, pb = dict(a.powers), dict(b.powers)
    if any(pa.get(s, 0) < p for s, p in pb.items()):
        return
    left = {s: p - pb.get(s, 0) for s, p in pa.items() if p != pb.get(s, 0)}
    if len(left) != 1 or b.coef % a.coef:
        return
    (sym, power), = left.items()
    if not sym.isidentifier():
        return          # an opaque factor (FloorDiv, Max): not a symbol of the shape environment
    value = _root(b.coef // a.coef, power)
    if value is None or value < 2:
        return
    prev = found.get(sym, value)
    found[sym] = value if prev == value else None


def _root(x: int, p: int) -> int | None:
    r = round(x ** (1.0 / p))
    for c in (r - 1, r, r + 1):
        if c > 0 and c ** p == x:
            return c
    return None


def subst(m: Mono, repl: dict[str, int]) -> Mono:
    """The monomial with the replaced symbols put in (``sizevars.simplify``)."""
    if not repl or not any(s in repl for s, _p in m.powers):
        return m
    coef, rest = m.coef, []
    for s, p in m.powers:
        v = repl.get(s)
        if v is None:
            rest.append((s, p))
        else:
            coef *= v ** p
    return Mono(coef, tuple(rest))


def simplify(size, repl: dict[str, int]):
    """A size (int or printed product) as ``sizevars.simplify`` prints it after the replacements; the
    size itself when nothing is replaced or it is not a product."""
    if not repl or type(size) is int:
        return size
    try:
        m = Mono.of(size)
    except ValueError:
        return size
    r = subst(m, repl)
    return size if r is m else r.size()
