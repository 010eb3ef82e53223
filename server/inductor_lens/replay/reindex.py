"""A pointwise node's loops reindexed onto a reduction's iteration space (``SchedulerNode.apply_loop_reindexing``,
scheduler.py:2416-2431, ``LoopBody.reindex_iter_loops``, loop_body.py:321-362, then
``refresh_dependencies(normalize=False)``; torch 2.14.1).

Inductor rewrites the node's loop body: the new loops (``numel``, ``rnumel`` of the reduction) give a
flat index ``flat = rnumel*t0 + t1``, and each old loop variable becomes its digit of that flat index,
``ModularIndexing(flat, <product of the later old sizes>, <its size>)``; every index of the body is
then simplified over the new ranges (``simplify_with_ranges``, twice: once with the tracing variables,
once after renaming them), and the dependencies are read off the new body as ``extract_read_writes``
does (size-1 loops squeezed out, variables ``d0, d1, ...``, trailing unused variables dropped).

A dependency's index is the body's index with its loop variables renamed (``d_k`` is the k-th loop of
size other than 1), so the rewrite is done here on the printed dependencies, with ``symindex`` doing
sympy's part for integer sizes. With size symbols (dynamic shapes), ``reindex_dep_symbolic`` covers the
accesses whose old loops each fall inside one new loop; anything else raises ``symindex.Unsupported``.
Checked against Inductor itself: every reindex it applied while compiling the CUDA fixtures (and
GroupNorm, RMSNorm-over-a-view, MLP-Mixer and MobileNetV3 training graphs) gives the dependencies it
printed.
"""
from __future__ import annotations

from ..expr.symindex import (
    Lin,
    Unsupported,
    add,
    free_symbols,
    mi,
    parse,
    scale,
    simplify_with_ranges,
    subs,
    sym,
    to_str,
)
from .graph import DepKey


class NotOverLoops(Unsupported):
    """The dependency is not printed over the node's loops (``d0, d1, ...``): the post-fusion file alone
    prints merged loops (``c0, c1, ...``), from which the loops are not known."""


def int_sizes(sizes) -> list[int]:
    out = list(sizes)
    if not all(type(s) is int for s in out):
        raise Unsupported("a symbolic loop size")
    return out


def loop_expr(d: DepKey, sizes: list[int]) -> Lin:
    """The dependency's index over the node's loops ``p0, p1, ...`` (``sizes``: iteration then reduction
    sizes, size-1 loops included): ``d_k`` is the k-th loop whose size is not 1. A dependency refreshed
    with ``normalize=True`` (after an index inversion) names them ``c_k``; it is over the loops too when
    its sizes are theirs (a merge of loops would have multiplied them)."""
    if d.index is None:
        raise Unsupported("no index")
    e = parse(d.index)
    loops = [i for i, s in enumerate(sizes) if s != 1]
    mapping = {}
    for k, (v, size) in enumerate(d.ranges):
        if v not in (f"d{k}", f"c{k}") or k >= len(loops) or sizes[loops[k]] != size:
            raise NotOverLoops(f"dependency variables {d.ranges} are not the node's loops {sizes}")
        mapping[v] = sym(f"p{loops[k]}")
    for s in free_symbols(e):
        if s not in mapping and not s.startswith("tmp"):
            raise Unsupported(f"symbol {s} in an index")
    return subs(e, mapping)


def canonical_dep(d: DepKey, e: Lin, sizes: list[int]) -> DepKey:
    """``extract_read_writes(body, *sizes, normalize=False)``'s dependency for an index ``e`` over the
    loops ``p0, p1, ...`` of ``sizes``: loops of size 1 are 0, the others ``d0, d1, ...``; variables
    after the last one the index uses are dropped (``drop_unused_symbols``)."""
    rename, names = loop_variables(sizes, sizes)
    out = subs(e, {p: Lin(0, ()) if v is None else sym(v) for p, v in rename.items()})
    return d._replace(index=to_str(out), ranges=drop_unused(names, free_symbols(out)))


def loop_variables(sizes: list, printed: list) -> tuple[dict[str, str | None], list[tuple[str, object]]]:
    """The variables ``extract_read_writes`` gives the loops ``p0, p1, ...`` of ``sizes`` (integers or
    monomials): None for a loop of size 1 (it is 0), ``d0, d1, ...`` for the others in order; and the
    (variable, size as printed: ``printed``) of those others."""
    rename: dict[str, str | None] = {}
    names: list[tuple[str, object]] = []
    for j, (size, shown) in enumerate(zip(sizes, printed)):
        if (size == 1) if type(size) is int else size.is_one:
            rename[f"p{j}"] = None
        else:
            rename[f"p{j}"] = f"d{len(names)}"
            names.append((f"d{len(names)}", shown))
    return rename, names


def drop_unused(names: list[tuple[str, object]], used) -> tuple:
    """``drop_unused_symbols``: the loops after the last one whose variable is ``used`` are dropped."""
    names = list(names)
    while names and names[-1][0] not in used:
        names.pop()
    return tuple(names)


def reindex_expr(e: Lin, it: list[int], red: list[int], new_it: list[int]) -> Lin:
    """``reindex_iter_loops(new_it)`` applied to one index over the loops ``p0, p1, ...`` (iteration sizes
    ``it``, reduction sizes ``red``): the same index over the new loops ``p0, p1, ...`` (``new_it`` then
    ``red``)."""
    n_new = len(new_it)
    place = [1] * n_new
    for j in range(n_new - 2, -1, -1):
        place[j] = place[j + 1] * new_it[j + 1]
    flat = add(*[scale(sym(f"t{j}"), place[j]) for j in range(n_new)])      # flatten_index
    mapping: dict[str, Lin] = {}
    for i, size in enumerate(it):                                            # decompose_index
        inner = 1
        for x in it[i + 1:]:
            inner *= x
        mapping[f"p{i}"] = mi(flat, inner, size)
    for k in range(len(red)):
        mapping[f"p{len(it) + k}"] = sym(f"t{n_new + k}")
    sizes = list(new_it) + list(red)
    traced = simplify_with_ranges(subs(e, mapping), {f"t{j}": s for j, s in enumerate(sizes)})
    renamed = subs(traced, {f"t{j}": sym(f"p{j}") for j in range(len(sizes))})
    return simplify_with_ranges(renamed, {f"p{j}": s for j, s in enumerate(sizes)})


def reindex_dep(d: DepKey, it: list, red: list, new_it: list) -> DepKey:
    """A dependency of the node after ``apply_loop_reindexing(new_it)``. Weak and star dependencies
    (added to the reads again by ``refresh_dependencies``) do not change. Symbolic sizes: see
    ``reindex_dep_symbolic``."""
    if d.kind != "MemoryDep":
        return d
    if not all(type(x) is int for x in list(it) + list(red) + list(new_it)):
        return reindex_dep_symbolic(d, list(it), list(red), list(new_it))
    e = loop_expr(d, list(it) + list(red))
    return canonical_dep(d, reindex_expr(e, list(it), list(red), list(new_it)), list(new_it) + list(red))


# --- symbolic sizes (dynamic shapes) --------------------------------------------------------------------
# With size symbols (``s27*s77``), sympy's simplification proves what it needs from the axioms ``0 <= v <
# size(v)`` of each loop variable and from monomial divisibility. An affine access whose old loops each lie
# inside one new loop (no old loop straddles the boundary between the two new loops) is rewritten here as
# it does: inside a new loop each old loop is a digit ``(v // r) % n`` of that loop's variable, chained
# digits joined (``join_dimensions``), a digit that reaches the top of its loop a floor (``((v//r))``, or
# ``v`` itself), other digits ``ModularIndexing(v, r, n)``. Anything else raises Unsupported.
def reindex_dep_symbolic(d: DepKey, it: list, red: list, new_it: list) -> DepKey:
    from ..expr.mono import Mono, linear
    if d.kind != "MemoryDep":
        return d
    if red:
        raise Unsupported("a symbolic reindex with reduction loops")
    try:
        sizes = [Mono.of(s) for s in it]
        new = [Mono.of(s) for s in new_it]
    except ValueError:
        raise Unsupported("a size that is not a monomial") from None
    if len(new) != 2:
        raise Unsupported("a symbolic reindex onto other than two loops")
    loops = [i for i, s in enumerate(sizes) if not s.is_one]
    var_loop = {}
    for k, (v, size) in enumerate(d.ranges):
        try:
            same = k < len(loops) and sizes[loops[k]] == Mono.of(size)
        except ValueError:
            raise Unsupported(f"a size that is not a monomial: {size}") from None
        if v not in (f"d{k}", f"c{k}") or not same:
            raise NotOverLoops(f"dependency variables {d.ranges} are not the node's loops {it}")
        var_loop[v] = loops[k]
    lin = linear(d.index, set(var_loop)) if d.index is not None else None
    if lin is None:
        raise Unsupported(f"a symbolic access that cannot be read: {d.index}")
    coeffs, const, other = lin
    one = Mono(1, ())
    place = []
    for i in range(len(sizes)):
        p = one
        for s in sizes[i + 1:]:
            p = p.mul(s)
        place.append(p)
    rnumel = new[1]
    straddles = any(rnumel.div(place[var_loop[v]].mul(sizes[var_loop[v]])) is None and
                    place[var_loop[v]].div(rnumel) is None for v in coeffs)
    if other or straddles:
        return _reindex_by_flat_digits(d, coeffs, const, other, var_loop, sizes, place, new, new_it)
    digits: list[list] = [[], []]          # per new loop: [coef, stride within the loop, size]
    for v, c in coeffs.items():
        i = var_loop[v]
        top = place[i].mul(sizes[i])
        if rnumel.div(top) is not None:
            digits[1].append([c, place[i], sizes[i]])
        elif place[i].div(rnumel) is not None:
            digits[0].append([c, place[i].div(rnumel), sizes[i]])
        else:
            raise Unsupported("an old loop straddles the new loops")
    atoms = []
    for j in (0, 1):
        for c, r, n in _join_digits(sorted(digits[j], key=lambda x: x[1].hint())):
            atoms.append((c, _digit_atom(j, r, n, new[j])))
    return _canonical_dep(d, atoms, const, new, new_it)


def _reindex_by_flat_digits(d: DepKey, coeffs, const, other, var_loop, sizes, place, new, new_it) -> DepKey:
    """The reindex where an old loop straddles the two new loops, or the index has floor divisions of a
    loop variable (``((d1//8))``). As sympy's ``simplify_with_ranges`` does it: each term is a digit
    ``coef * ModularIndexing(flat, r, n)`` of the flat index ``flat = rnumel*t0 + t1`` (an old loop ``p_i``
    is the digit (its place, its size); ``p_i // k`` the digit (place*k, size/k)); neighbouring digits are
    joined (``join_dimensions``) before the terms of ``flat`` that cannot change a digit are dropped: a
    digit inside t1 is a digit of t1, one inside t0 a digit of t0, and one across the two stays a digit
    of ``rnumel*d0 + d1``."""
    digits = []                                     # [coef, r, n]
    for v, c in coeffs.items():
        i = var_loop[v]
        digits.append([c, place[i], sizes[i]])
    for a in other:
        got = _floordiv_digit(a, var_loop, sizes, place)
        if got is None:
            raise Unsupported(f"a symbolic access that is not affine: {d.index}")
        digits.append(got)
    digits.sort(key=lambda x: x[1].hint())
    rnumel = new[1]
    inner = lambda r, n: rnumel.div(r.mul(n)) is not None       # a digit inside t1
    # digits inside t1 are joined among themselves, the others among themselves: as Inductor prints it,
    # a digit of t1 (its terms of t0 dropped) is not joined again with one across the two loops
    atoms = []
    for c, r, n in _join_digits(digits, inner):
        top = r.mul(n)
        if rnumel.div(top) is not None:             # inside t1
            atoms.append((c, _digit_atom(1, r, n, new[1])))
        elif r.div(rnumel) is not None:             # inside t0
            atoms.append((c, _digit_atom(0, r.div(rnumel), n, new[0])))
        else:
            atoms.append((c, ("M", r, n)))
    return _canonical_dep(d, atoms, const, new, new_it)


def _join_digits(digits: list, side=None) -> list[list]:
    """``join_dimensions`` on digits [coef, r, n] in order: a digit that continues the one before it
    (its r the other's r*n, its coef the other's coef*n) joins it; with ``side``, only digits on the same
    side (``side(r, n)``) join."""
    joined: list[list] = []
    for c, r, n in digits:
        if joined:
            pc, pr, pn = joined[-1]
            if r == pr.mul(pn) and c == pc.mul(pn) and (side is None or side(pr, pn) == side(r, n)):
                joined[-1] = [pc, pr, pn.mul(n)]
                continue
        joined.append([c, r, n])
    return joined


def _digit_atom(j: int, r, n, size) -> tuple:
    """The digit (r, n) of the new loop ``p_j`` of ``size``: the variable itself (all of it), a floor
    (it reaches the top of the loop) or ``ModularIndexing``."""
    var = f"p{j}"
    if r.is_one and n == size:
        return ("v", var)
    if r.mul(n) == size:
        return ("f", var, r)
    return ("m", var, r, n)


def _canonical_dep(d: DepKey, atoms: list, const: int, new: list, new_it: list) -> DepKey:
    """The dependency of a symbolic reindex onto the two new loops ``p0, p1`` (monomial sizes ``new``,
    printed ``new_it``), from its terms ``coef * atom`` (atoms of ``_digit_atom``, or ``("M", r, n)``: a
    digit across the two loops, of the flat index ``rnumel*d0 + d1``) and constant, canonicalised as
    ``canonical_dep`` does (``loop_variables``, ``drop_unused``)."""
    from ..expr.mono import Mono
    rename, names = loop_variables(new, new_it)
    if any(v is None for v in rename.values()) and any(a[0] == "M" for _c, a in atoms):
        raise Unsupported("a digit across a size-1 loop")
    flat = None
    if len(names) == 2 and any(a[0] == "M" for _c, a in atoms):
        flat = _print_mono_sum([(new[1], ("v", "d0")), (Mono(1, ()), ("v", "d1"))], 0)
    terms = []
    for c, a in atoms:
        if a[0] == "M":
            terms.append((c, ("m", flat, a[1], a[2])))
            continue
        v = rename[a[1]]
        if v is None:
            if a[0] == "v":
                continue
            raise Unsupported("a digit of a size-1 loop")
        terms.append((c, (a[0], v) + a[2:]))
    used = {x for _c, a in terms for x, _s in names if x in a[1]}
    return d._replace(index=_print_mono_sum(terms, const), ranges=drop_unused(names, used))


def _floordiv_digit(a, var_loop, sizes, place):
    """``((p_i//k))`` (k an integer dividing the loop's size) as the digit [1, place*k, size/k]."""
    from ..expr.mono import Mono
    if a[0] != "floordiv" or a[1][0] != "sym" or a[1][1] not in var_loop or a[2][0] != "int" or a[2][1] <= 0:
        return None
    i = var_loop[a[1][1]]
    k = Mono(a[2][1], ())
    n = sizes[i].div(k)
    if n is None:
        return None
    return [Mono(1, ()), place[i].mul(k), n]


def _mono_key(m) -> tuple:
    """``default_sort_key`` of a monomial size (a number, a symbol, a power or a product)."""
    from ..expr.symindex import ONE_KEY, num_key, symbol_key
    if not m.powers:
        return num_key(m.coef)
    if len(m.powers) == 1:
        s, p = m.powers[0]
        k = symbol_key(s)
        exp = ONE_KEY if p == 1 else num_key(p)
        return (k[0], k[1], exp, m.coef)
    args = []
    for s, p in m.powers:
        k = symbol_key(s)
        args.append(k if p == 1 else (k[0], k[1], num_key(p), 1))
    return ((3, 0, "Mul"), (len(args), tuple(args)), ONE_KEY, m.coef)


def _mono_str(m) -> str:
    return str(m.size())


def _print_mono_sum(terms: list, const: int) -> str:
    """A sum of ``coef * atom`` (coef a monomial of size symbols; atom a variable ``("v", name)``,
    ``("f", name, r)`` or ``("m", name, r, n)``) plus a constant, as sympy prints it: the terms in
    ``as_ordered_terms`` order (lexicographic on the exponents of the sorted generators), each a product
    of its factors in sort order."""
    from ..expr.symindex import CLASS_KEY, ONE_KEY
    from ..expr.symindex import symbol_key as sym_key

    def atom_key(a):
        if a[0] == "v":
            return sym_key(a[1])
        if a[0] == "f":
            return (CLASS_KEY["f"], (2, (sym_key(a[1]), _mono_key(a[2]))), ONE_KEY, 1)
        return (CLASS_KEY["m"], (3, (sym_key(a[1]), _mono_key(a[2]), _mono_key(a[3]))), ONE_KEY, 1)

    def atom_str(a):
        if a[0] == "v":
            return a[1]
        if a[0] == "f":
            r = _mono_str(a[2])
            return f"(({a[1]}//{r if not a[2].powers or (a[2].coef == 1 and len(a[2].powers) == 1 and a[2].powers[0][1] == 1) else '(' + r + ')'}))"
        return f"(ModularIndexing({a[1]}, {_mono_str(a[2])}, {_mono_str(a[3])}))"

    # each term: its generators (symbols of the coefficient, and the atom) with exponents
    rows = []
    for c, a in terms:
        gens = {("s", s): p for s, p in c.powers}
        if a[0] == "v":
            gens[("s", a[1])] = gens.get(("s", a[1]), 0) + 1
        else:
            gens[("a", a)] = 1
        rows.append((c, a, gens))
    all_gens = sorted({g for _c, _a, gens in rows for g in gens},
                      key=lambda g: sym_key(g[1]) if g[0] == "s" else atom_key(g[1]))
    def lex(row):
        return tuple(row[2].get(g, 0) for g in all_gens)
    rows.sort(key=lex, reverse=True)
    parts = []
    for c, _a, gens in rows:
        factors = sorted(gens.items(), key=lambda kv: sym_key(kv[0][1]) if kv[0][0] == "s" else atom_key(kv[0][1]))
        fs = []
        for (kind, g), p in factors:
            if kind == "s":
                fs.append(g if p == 1 else f"{g}**{p}")
            else:
                fs.append(atom_str(g))
        body = "*".join(fs)
        mag = abs(c.coef)
        if mag != 1:
            body = f"{mag}*{body}"
        parts.append((c.coef < 0, body))
    if not parts:
        return str(const)
    if const:
        if len(parts) == 1 and const > 0 and parts[0][0]:
            return f"{const} - {parts[0][1]}"
        parts.append((const < 0, str(abs(const))))
    out = ("-" if parts[0][0] else "") + parts[0][1]
    for neg, body in parts[1:]:
        out += (" - " if neg else " + ") + body
    if len(parts) == 1 and not const:
        # a lone function atom prints without the sum's parentheses
        c, a, _g = rows[0]
        if c.is_one and a[0] != "v":
            return atom_str(a)[1:-1]
    return out


# --- whether a shared access can match after a reindex the text does not give --------------------------
#: at most this many loop points are enumerated per access
IMAGE_POINTS = 20_000
#: stand-in values of the size symbols (each at least 2, distinct primes: no accidental divisibility)
_PRIMES = (3, 5, 7, 11, 13, 17, 19, 23, 29, 31)


def may_match_after_reindex(n1, n2, buffer_names, pw=None, loops=None, target=None) -> bool:
    """Whether ``deps_match_normalized`` could hold for a buffer both nodes access once the pointwise node
    is reindexed onto the reduction's loops. Reindexing renumbers the node's iterations (a bijection of its
    iteration space), so each access touches the same elements, as many times, before and after; two
    accesses that match once normalized touch the same elements as many times. False only when, for
    every shared buffer, the two accesses (evaluated with small stand-in values of the size symbols)
    touch different elements or a different number of times.

    With the pointwise node ``pw``, its members' loops (``loops``: (iteration, reduction) sizes per
    member, as ``pw.snodes``) and the reduction's ``target`` (numel, rnumel), the reindexed access is
    also evaluated point by point, in the new loops' order: two accesses that match once normalized
    (``normalize``: loops merged; ``normalize_with_stride_order``: loops sorted by stride, then merged)
    visit the same addresses in the same order over their loops in order, or over their loops sorted
    by stride. An access that then does neither cannot match (a transposed read of a reduction's
    input, reindexed onto the reduction's loops, keeps its transposed order)."""
    d1 = {d.name: d for d in list(n1.reads) + list(n1.writes)}
    d2 = {d.name: d for d in list(n2.reads) + list(n2.writes)}
    names2 = set(buffer_names(n2))
    common = [b for b in buffer_names(n1) if b in names2]
    syms = {s for b in common for d in (d1.get(b), d2.get(b)) if d is not None for s in _dep_symbols(d)}
    if pw is not None:
        syms |= {s for it, red in loops or () for x in list(it) + list(red) for s in _size_symbols(x)}
        syms |= {s for x in target or () for s in _size_symbols(x)}
    syms = sorted(syms)
    if len(syms) > len(_PRIMES):
        return True
    env = dict(zip(syms, _PRIMES))
    for b in common:
        a, c = d1.get(b), d2.get(b)
        if a is None or c is None or a.kind != "MemoryDep" or c.kind != "MemoryDep" or a.mode != c.mode:
            continue
        ia, ic = _image(a, env), _image(c, env)
        if ia is None or ic is None:
            return True
        if ia != ic:
            continue
        if pw is None or loops is None or target is None:
            return True
        # the access order, for every access of the buffer on either side (``{dep.name: dep}`` keeps one)
        mine = [_reindexed_orders(x, pw, loops, target, env) for x in list(pw.reads) + list(pw.writes)
                if x.name == b and x.kind == "MemoryDep"]
        other = n2 if pw is n1 else n1
        theirs = [_orders(_plain_access(x, env)) for x in list(other.reads) + list(other.writes)
                  if x.name == b and x.kind == "MemoryDep"]
        if any(_may_equal(m, t) for m in mine for t in theirs):
            return True
    return False


def _may_equal(a: tuple | None, b: tuple | None) -> bool:
    """Whether two accesses' orders (``_orders``) allow ``deps_match_normalized``: the same number of
    loops compares them sorted by stride (``normalize_with_stride_order``; an exact match is the same
    order too), a different number merged in place (``normalize``)."""
    if a is None or b is None:
        return True
    (na, row_a, st_a), (nb, row_b, st_b) = a, b
    if row_a == row_b:
        return True
    return na == nb and (st_a is None or st_b is None or st_a == st_b)


def _size_symbols(size) -> set:
    if type(size) is int:
        return set()
    from ..expr.indexexpr import free_symbols as ast_symbols
    from ..expr.indexexpr import parse_expr
    ast = parse_expr(str(size))
    return {"?"} if ast is None else set(ast_symbols(ast))


def _int(size, env) -> int | None:
    from ..expr.indexexpr import eval_ast, parse_expr
    if type(size) is int:
        return size
    ast = parse_expr(str(size))
    try:
        v = eval_ast(ast, env) if ast is not None else None
    except (KeyError, TypeError, ValueError, ZeroDivisionError, OverflowError):
        return None
    return int(v) if v is not None and v == int(v) else None


def _plain_access(d, env):
    """(loop sizes, address function) of a printed dependency at the stand-in values, or None."""
    from ..expr.indexexpr import eval_ast, parse_expr
    ast = parse_expr(d.index) if d.index is not None else None
    sizes = [_int(s, env) for _v, s in d.ranges]
    if ast is None or any(s is None or s <= 0 for s in sizes):
        return None
    names = [v for v, _s in d.ranges]
    point = dict(env)

    def addr(values):
        point.update(zip(names, values))
        return eval_ast(ast, point)
    return sizes, addr


def _reindexed_orders(c, pw, loops, target, env) -> tuple | None:
    """The address orders (``_orders``) of the pointwise access ``c`` after its node is reindexed onto
    ``target``: the new loops (numel, rnumel) give a flat index, the old loops are its digits, size-1
    loops and the trailing loops the access does not use are left out. None when it cannot be
    evaluated (the access is then taken as possibly matching)."""
    from ..expr.indexexpr import eval_ast, parse_expr
    member = next((s for s in pw.snodes if c in s.reads or c in s.writes), None)
    if member is None or c.index is None:
        return None
    it, red = loops[pw.snodes.index(member)]
    old = [_int(x, env) for x in list(it)]
    red_sizes = [_int(x, env) for x in list(red)]
    new = [_int(x, env) for x in target] + red_sizes
    if any(x is None or x <= 0 for x in old + new):
        return None
    flat_old = old + red_sizes
    kept = [i for i, x in enumerate(flat_old) if x != 1]
    names = {v: i for v, _s in c.ranges for i in [int(v[1:])] if v[:1] == "d" and v[1:].isdigit()}
    if len(names) != len(c.ranges) or any(k >= len(kept) for k in names.values()):
        return None
    ast = parse_expr(c.index)
    if ast is None:
        return None
    n_it = len(target)
    point = dict(env)

    def addr(values):
        flat = 0
        for v, size in zip(values[:n_it], new[:n_it]):
            flat = flat * size + v
        digits = []
        for size in reversed(old):
            digits.append(flat % size)
            flat //= size
        full = list(reversed(digits)) + list(values[n_it:])
        for v, k in names.items():
            point[v] = full[kept[k]]
        return eval_ast(ast, point)
    return _orders((new, addr), drop_unused=True)


def _orders(access, drop_unused: bool = False) -> tuple | None:
    """(number of loops, the addresses an access visits over its loops in order, the addresses over
    its loops sorted by decreasing stride) (``stride_hints``: the change for a unit step from 0; None
    when two strides tie), or None when it cannot be evaluated. Size-1 loops do not count; with
    ``drop_unused`` neither do the trailing loops along which the address never changes
    (``drop_unused_symbols``)."""
    import itertools
    if access is None:
        return None
    sizes, addr = access
    total = 1
    for x in sizes:
        total *= x
    if total > IMAGE_POINTS:
        return None
    try:
        loops = [k for k, x in enumerate(sizes) if x != 1]
        zero = [0] * len(sizes)
        if drop_unused:
            points = list(itertools.product(*[range(x) for x in sizes]))
            while loops:
                k = loops[-1]
                if any(addr(p) != addr(p[:k] + (p[k] + 1,) + p[k + 1:]) for p in points if p[k] + 1 < sizes[k]):
                    break
                loops.pop()
        base = addr(zero)
        strides = []
        for k in loops:
            p = list(zero)
            p[k] = 1
            strides.append(addr(p) - base)

        def visit(order):
            out = []
            for values in itertools.product(*[range(sizes[k]) for k in order]):
                p = list(zero)
                for k, v in zip(order, values):
                    p[k] = v
                out.append(addr(p))
            return tuple(out)
        row = visit(loops)
        by_stride = None
        if len(set(strides)) == len(strides):
            by_stride = visit([k for _s, k in sorted(zip(strides, loops), key=lambda t: -t[0])])
    except (KeyError, TypeError, ValueError, ZeroDivisionError, OverflowError):
        return None
    return len(loops), row, by_stride


def _dep_symbols(d) -> set:
    from ..expr.indexexpr import free_symbols as ast_symbols
    from ..expr.indexexpr import parse_expr
    names = {v for v, _s in d.ranges}
    out = set()
    for text in [d.index or "0"] + [str(s) for _v, s in d.ranges]:
        ast = parse_expr(text)
        if ast is None:
            return {"?"}
        out |= {s for s in ast_symbols(ast) if s not in names}
    return out


def _image(d, env: dict):
    """(number of points, sorted distinct addresses) of an access, or None when it cannot be evaluated."""
    import itertools

    from ..expr.indexexpr import eval_ast, parse_expr
    ast = parse_expr(d.index) if d.index is not None else None
    if ast is None:
        return None
    try:
        sizes = [int(eval_ast(parse_expr(str(s)), env)) for _v, s in d.ranges]
    except (KeyError, TypeError, ValueError, ZeroDivisionError, OverflowError, AttributeError):
        return None
    total = 1
    for s in sizes:
        total *= s
    if total > IMAGE_POINTS or total <= 0:
        return None
    names = [v for v, _s in d.ranges]
    point = dict(env)
    seen = set()
    try:
        for values in itertools.product(*[range(s) for s in sizes]):
            point.update(zip(names, values))
            seen.add(eval_ast(ast, point))
    except (KeyError, TypeError, ValueError, ZeroDivisionError, OverflowError):
        return None
    return total, tuple(sorted(seen))
