"""Memory coalescing of a Triton kernel, as Inductor's loop-reindexing guard measures it (torch 2.14.1).

``Scheduler._reindexing_regresses_memory_coalescing`` (scheduler.py:7660-7709) compares the cost of two
kernels, measured before a pointwise node's loops are reindexed onto a reduction's, with the cost of
the one fused kernel after it. Each cost is ``Scheduler._selected_tiling_memory`` (7609-7658): the
coalescing analysis of the kernel's nodes (``tiling_utils.analyze_memory_coalescing_for_nodes`` and
``_analyze_memory_coalescing``, 729-951, on ``extract_normalized_read_writes``, 547-669, with
``NodeSplitGetter`` and ``get_pw_red_splits``, 272-467, and ``apply_var_mapping``, 470-544), then the
tiling ``SIMDScheduling.compute_tiling_strategy`` picks (codegen/simd.py:4468-4708) and the memory it
coalesces: ``MemoryCoalescing(coalesced, uncoalesced)``, cost ``coalesced + 16 * uncoalesced``.

What the text gives: the dependencies (each one is the loop body's index of that access, renamed), the
loop sizes, buffer layouts (sizes, dtypes) and users. The body's own buffer names are read from its
``ops.load`` / ``ops.store`` lines: a read Inductor renamed after a mutation (``buf166`` for a body that
loads ``buf165``) is not found by ``get_all_read_expr`` and so not counted, as in Inductor. Integer sizes
only: with symbolic sizes the helpers raise ``symindex.Unsupported``.
"""
from __future__ import annotations

import functools
import itertools
from typing import TYPE_CHECKING, NamedTuple

from ..expr import symindex as S
from ..expr.symindex import Lin, Unsupported
from .graph import SimNode, body_calls
from .reindex import int_sizes, loop_expr
from .tiling import is_compatible

if TYPE_CHECKING:   # imported where a tiling is solved (fractions imports decimal: 3 ms of a command)
    from fractions import Fraction

UNCOALESCED_MEMORY_COST_WEIGHT = 16      # codegen/simd.py:5010 (_UNCOALESCED_MEMORY_COST_WEIGHT)
MAX_TILES = 3                            # get_max_tiles(default=3): config.triton.max_tiles is None
MIN_TILING_BLOCK = 8                     # tiling_utils.py:867


class Memory(NamedTuple):
    """``MemoryCoalescing``: bytes (writes counted twice) read or written coalesced / not."""
    coalesced: int
    uncoalesced: int

    def weighted_cost(self) -> int:
        return self.coalesced + UNCOALESCED_MEMORY_COST_WEIGHT * self.uncoalesced


class Analysis(NamedTuple):
    """``CoalesceVarAnalysis`` with its ``FusedNormalizedReadsWrites``."""
    coalesced_by_var: dict            # norm var -> score
    uncoalesced: dict                 # Lin -> score
    index_vars: list                  # n0, n1, ...: one per pointwise split
    reduce_vars: list                 # one per reduction split
    ranges: dict                      # norm var -> size
    reads: dict                       # Lin -> [buffer names]
    writes: dict
    split: tuple | None               # suggested_split: (var, tiling factor, score)


class CantSplit(Exception):
    pass


# --- SIMDKernel._split_iteration_ranges with its getters (codegen/simd.py:830-977), integer sizes -------
def split_iteration_ranges(groups: list[int], lengths: list[list[int]]):
    """(new_ranges, getters) where each getter is ("zero",), ("item", i) or ("comb", sizes, idxs)."""
    if all(len(x) == 0 for x in lengths):
        return [[] for _ in groups], []
    new_ranges: list[list[int]] = [[] for _ in groups]
    remaining = list(groups)
    count = [0]

    def add_range(i: int, size: int) -> int:
        if size == 0 or remaining[i] % size:
            raise CantSplit()
        remaining[i] //= size
        new_ranges[i].append(size)
        count[0] += 1
        return count[0] - 1

    out = []
    current = 0
    for group in lengths:
        getters = []
        for size in group:
            if size == 1:
                getters.append(("zero",))
                continue
            while current < len(remaining) and remaining[current] == 1:
                current += 1
            if current + 2 < len(remaining) and size > remaining[current] * remaining[current + 1]:
                s1, s2 = remaining[current], remaining[current + 1]
                if size % (s1 * s2):
                    raise CantSplit()
                s3 = size // (s1 * s2)
                idxs = [add_range(current, s1), add_range(current + 1, s2), add_range(current + 2, s3)]
                getters.append(("comb", [s2, s3], idxs))
            elif current + 1 < len(remaining) and (size > remaining[current] or size // remaining[current] > 1):
                s1 = remaining[current]
                if size % s1:
                    raise CantSplit()
                s2 = size // s1
                idxs = [add_range(current, s1), add_range(current + 1, s2)]
                getters.append(("comb", [s2], idxs))
            else:
                if current >= len(remaining):
                    raise CantSplit()
                getters.append(("item", add_range(current, size)))
        out.append(getters)
    if not all(r == 1 for r in remaining):
        raise CantSplit()
    return new_ranges, out


def apply_getter(g, flat: list[Lin]) -> Lin:
    """A getter of ``split_iteration_ranges`` applied to the split variables ``flat``."""
    if g[0] == "zero":
        return S.ZERO
    if g[0] == "item":
        return flat[g[1]]
    _c, sizes, idxs = g
    e = flat[idxs[0]]
    for s, i in zip(sizes, idxs[1:]):
        e = S.add(S.scale(e, s), flat[i])
    return e


def prepare_split_iteration_lengths(groups: list[int], lengths, reduction_numel: int):
    """``SIMDKernel.prepare_split_iteration_lengths``: fill in the reduction numel when missing."""
    if len(lengths[1]) == 0 and reduction_numel != 1 and _prod(groups) == _prod(lengths[0]) * reduction_numel:
        return (tuple(lengths[0]), (reduction_numel,))
    return (tuple(lengths[0]), tuple(lengths[1]))


def _prod(xs) -> int:
    n = 1
    for x in xs:
        n *= x
    return n


def apply_var_mapping(iter_vars: list[str], red_vars: list[str], norm_vars: list[str],
                      new_ranges: list[list[int]], getters: list) -> dict[str, Lin]:
    """``apply_var_mapping`` (tiling_utils.py:470-544): each loop variable of a node as a sum of the
    normalized variables."""
    if not iter_vars and not red_vars:
        return {}
    n_flat = sum(len(r) for r in new_ranges)
    flat = [S.sym(f"v_{i}") for i in range(n_flat)]
    to_flat: dict[str, Lin] = {}
    for group, var_group in zip(getters, (iter_vars, red_vars)):
        if len(group) != len(var_group):
            continue
        for g, v in zip(group, var_group):
            to_flat[v] = apply_getter(g, flat)
    flat_to_new: dict[str, Lin] = {}
    k = 0
    for new_range, new_var in zip(new_ranges, norm_vars):
        names = [f"v_{k + i}" for i in range(len(new_range))]
        k += len(new_range)
        mult = 1
        for i in range(len(new_range) - 1, -1, -1):
            flat_to_new[names[i]] = S.scale(S.sym(new_var), mult)
            mult *= new_range[i]
    return {v: S.subs(e, flat_to_new) for v, e in to_flat.items()}


# --- the nodes of one kernel ------------------------------------------------------------------------
def _loops(n: SimNode) -> tuple[list[int], list[int]]:
    if n.loop_sizes is not None:
        it, red = n.loop_sizes
    elif n.leaf is not None and n.leaf.sizes is not None:
        it, red = n.leaf.sizes
    else:
        raise Unsupported("no loop sizes")
    return int_sizes(it), int_sizes(red)


def _body_buffers(n: SimNode) -> tuple[set, set]:
    """The buffers the loop body loads (``ops.load``) and stores (``ops.store``/``store_reduction``)."""
    got = n.cache.get("body_buffers")
    if got is None:
        loads, stores = set(), set()
        body = n.leaf.loop_body if n.leaf is not None else None
        for fn in (body.functions if body is not None else ()):
            for kind, op, buf in body_calls(fn):
                if kind == "ops" and buf:
                    if op == "load":
                        loads.add(buf)
                    elif op in ("store", "store_reduction"):
                        stores.add(buf)
        got = n.cache["body_buffers"] = (loads, stores)
    return got


def get_pw_red_splits(n: SimNode, pw_numel: int, red_numel: int, none_if_not_divisible: bool = False):
    """``get_pw_red_splits`` (tiling_utils.py:289-336): ((vars, sizes), (vars, sizes)) of the node's
    loops as a pointwise and a reduction part; its variables are ``p0, p1, ...``."""
    it, red = _loops(n)
    names = [f"p{i}" for i in range(len(it) + len(red))]
    iv, rv = names[:len(it)], names[len(it):]
    if n.is_reduction or _prod(it) == pw_numel:
        return (iv, it), (rv, red)
    if _prod(it) != pw_numel * red_numel:
        raise Unsupported("pointwise sizes do not match pointwise_numel * red_numel")
    i = len(it) - 1
    p = 1
    while i >= 0:
        p *= it[i]
        if p == red_numel:
            break
        i -= 1
    if i >= 0:
        return (iv[:i], it[:i]), (iv[i:], it[i:])
    if none_if_not_divisible:
        return None
    return (iv, it), (rv, red)


def _try_split(pw: tuple, red: tuple, sizes_seen: dict, seen_pw: set):
    """NodeSplitGetter.try_split (tiling_utils.py): split ``pw`` until every node's sizes fit it."""
    if pw in seen_pw:
        return None
    seen_pw.add(pw)
    for n_pw, n_red in sizes_seen:
        try:
            splits, _g = split_iteration_ranges(list(pw + red), [list(n_pw), list(n_red)])
        except CantSplit:
            return None
        flattened = tuple(itertools.chain.from_iterable(splits[:len(pw)]))
        if flattened != pw:
            out = _try_split(flattened, red, sizes_seen, seen_pw)
            if out:
                return out
    return pw, red


def node_splits(leaves: list[SimNode], pw_numel: int, red_numel: int) -> tuple[tuple, tuple]:
    """``NodeSplitGetter(node).get_node_splits()`` (tiling_utils.py:339-467)."""
    group = [pw_numel, red_numel]
    pw_opts: dict[int, dict] = {}
    red_opts: dict[int, dict] = {}
    sizes_seen: dict = {}
    for n in reversed(leaves):
        got = get_pw_red_splits(n, pw_numel, red_numel, none_if_not_divisible=True)
        if got is None:
            it, red = _loops(n)
            sizes_seen[(tuple(it), tuple(red))] = None
            continue
        (_v, n_pw), (_r, n_red) = got
        n_pw, n_red = prepare_split_iteration_lengths(group, (n_pw, n_red), red_numel)
        pw_opts.setdefault(len(n_pw), {})[tuple(n_pw)] = None
        red_opts.setdefault(len(n_red), {})[tuple(n_red)] = None
        sizes_seen[(tuple(n_pw), tuple(n_red))] = None
    if len(sizes_seen) == 1:
        return next(iter(sizes_seen))
    if not pw_opts:
        return (pw_numel,), (red_numel,)
    seen_pw: set = set()
    # (a module-level function, not a recursive closure: a closure that calls itself is a reference
    # cycle, which the server's builds must not leave behind: tests/test_memory.py)
    try_split = functools.partial(_try_split, sizes_seen=sizes_seen, seen_pw=seen_pw)

    def combine(opts: dict, length: int) -> None:
        for split in list(opts.get(length, {})):
            for i in range(len(split) - 1):
                new = split[:i] + (split[i] * split[i + 1],) + split[i + 2:]
                opts.setdefault(len(new), {})[new] = None

    max_pw = max(pw_opts)
    max_red = max(red_opts)
    for it_n, total in enumerate(range(max_pw + max_red, 0, -1)):
        for pw_len in range(total, 0, -1):
            for pw in list(pw_opts.get(pw_len, {})):
                for red in list(red_opts.get(total - pw_len, {})):
                    out = try_split(pw, red)
                    if out:
                        return out
        combine(pw_opts, max_pw - it_n)
        combine(red_opts, max_red - it_n)
    return (pw_numel,), (red_numel,)


class Kernel(NamedTuple):
    """What the analysis reads of the nodes of one kernel (``_FusedNodeView`` or a scheduler node)."""
    leaves: list
    reads: list                       # read dependencies, merged as ReadWrites.merge_list does
    buffer_names: list
    op_names: set
    group: tuple                      # (numel, rnumel)


def kernel_of(nodes: list[SimNode]) -> Kernel:
    leaves = [s for n in nodes for s in n.snodes]
    writes: dict = {}
    reads: dict = {}
    for s in leaves:
        writes.update(s.writes)
    for s in leaves:
        for d in s.reads:
            if d not in writes:
                reads[d] = None
    red = [s for s in leaves if s.is_reduction]
    src = red[0] if red else leaves[0]
    if src.group is None or src.group_style != "simd":
        raise Unsupported("no SIMD group")
    numel, rnumel = src.group
    if type(numel) is not int or type(rnumel) is not int:
        raise Unsupported("a symbolic group")
    return Kernel(leaves, list(reads), [b for s in leaves for b in s.buffer_names],
                  {s.name for s in leaves}, (numel, rnumel))


def extract_normalized_read_writes(rules, k: Kernel):
    """``extract_normalized_read_writes`` (tiling_utils.py:547-669): the kernel's accesses over
    normalized variables ``n0, n1, ...`` -> (index_vars, reduce_vars, ranges, reads, writes)."""
    removed = {b for b in k.buffer_names if can_buffer_be_removed_through_fusion(rules, b, k.op_names)}
    outputs = [b for b in k.buffer_names if b not in removed]
    inputs = list(dict.fromkeys(d.name for d in k.reads if d.name not in removed))
    pw_numel, red_numel = k.group
    pw_splits, red_splits = node_splits(k.leaves, pw_numel, red_numel)
    norm = [f"n{i}" for i in range(len(pw_splits) + len(red_splits))]
    index_vars, reduce_vars = norm[:len(pw_splits)], norm[len(pw_splits):]
    ranges = dict(zip(norm, list(pw_splits) + list(red_splits)))
    reads: dict = {}
    writes: dict = {}
    for n in k.leaves:
        loads, stores = _body_buffers(n)
        it, red = _loops(n)
        sizes = it + red
        n_reads: dict = {}
        n_writes: dict = {}
        for inp in inputs:
            if inp not in loads:
                continue
            for d in n.reads:
                if d.name == inp and d.kind == "MemoryDep":
                    got = n_reads.setdefault(loop_expr(d, sizes), [])
                    if inp not in got:
                        got.append(inp)
        for out in outputs:
            if out not in stores:
                continue
            for d in n.writes:
                if d.name == out and d.kind == "MemoryDep":
                    got = n_writes.setdefault(loop_expr(d, sizes), [])
                    if out not in got:
                        got.append(out)
        if not n_reads and not n_writes:
            continue
        (iv, n_pw), (rv, n_red) = get_pw_red_splits(n, pw_numel, red_numel)
        groups = list(pw_splits) + list(red_splits)
        lengths = prepare_split_iteration_lengths(groups, (n_pw, n_red), red_numel)
        try:
            new_ranges, getters = split_iteration_ranges(groups, [list(lengths[0]), list(lengths[1])])
        except CantSplit:
            if isinstance(n, Concrete):
                raise _NoSplit() from None
            raise Unsupported("a node's loops do not split onto the kernel's") from None
        var_map = apply_var_mapping(iv, rv, norm, new_ranges, getters)
        for src, dst in ((n_reads, reads), (n_writes, writes)):
            # {sympy_subs(remove_identity(e), var_map): names}: equal results keep the last names
            renamed = {S.subs(S.remove_identity(e), var_map): names for e, names in src.items()}
            for key, names in renamed.items():
                got = dst.setdefault(key, [])
                for b in names:
                    if b not in got:
                        got.append(b)
    reads = {S.simplify_with_ranges(e, ranges): v for e, v in reads.items()}
    writes = {S.simplify_with_ranges(e, ranges): v for e, v in writes.items()}
    return index_vars, reduce_vars, ranges, reads, writes


def can_buffer_be_removed_through_fusion(rules, name: str, op_names: set) -> bool:
    """scheduler.py:9341-9352: every (strong) user is one of the fused nodes, and no mutation renames it."""
    buf = rules.g.section.buffers.get(name)
    if buf is None or buf.users is None:
        return False
    if not all(u.is_weak or (u.name is not None and u.name in op_names) for u in buf.users):
        return False
    return name not in rules.mutation_renames and name not in rules.mutation_real_name


# --- _analyze_memory_coalescing (tiling_utils.py:729-918) -----------------------------------------------
def _indirect(e: Lin) -> bool:
    return any(s.startswith("tmp") for s in S.free_symbols(e))


def find_coalesced_var(e: Lin, ranges: dict) -> str | None:
    top = {a[1] for a, c in e.terms if a[0] == "s" and c == 1}     # Add.make_args(index)
    for v in ranges:
        if v in top:
            return v
    env = {v: 0 for v in S.free_symbols(e)}
    zero = _value(e, env)
    for v in ranges:
        env[v] = 1
        one = _value(e, env)
        if one is not None and zero is not None and one - zero == 1:
            env[v] = 2
            two = _value(e, env)
            if two is not None and two - one == 1:
                return v
        env[v] = 0
    return None


def find_broadcast_var(e: Lin, ranges: dict) -> str | None:
    free = S.free_symbols(e)
    env = {v: 0 for v in free}
    zero = _value(e, env)
    for v in ranges:
        if v not in free:
            continue
        env[v] = 1
        if _value(e, env) == zero:
            return v
        env[v] = 0
    return None


def _value(e: Lin, env: dict) -> int | None:
    """``sympy_subs(e, env)`` with every symbol given (indirect ``tmp`` ones at 0, their hint being
    unknown)."""
    full = dict(env)
    for s in S.free_symbols(e):
        full.setdefault(s, 0)
    return S.evaluate(e, full)


def _score(rules, e: Lin, ranges: dict, names: list[str]) -> int:
    size = 1
    for v in S.free_symbols(e):
        if v in ranges:
            size *= ranges[v]
    if size == 0:
        return 0
    total = 0
    for b in names:
        got = _buf_size(rules, b)
        if got:
            numel, item = got
            total += min(numel, size) * item
    return total


def _buf_size(rules, name: str) -> tuple[int, int] | None:
    info = rules.g.buffers.get(name)
    lay = info.layout if info is not None else None
    if lay is None or lay.size is None or lay.itemsize is None:
        return None
    n = 1
    for s in lay.size:
        if type(s) is not int:
            s = _at_hints(s, rules.g.size_hints)       # optimization_hint(buf size)
        n *= s
    return (n, lay.itemsize) if n else None


def analyze(rules, nodes: list[SimNode]) -> Analysis:
    """``analyze_memory_coalescing_for_nodes`` of the leaves of ``nodes`` (one kernel)."""
    k = kernel_of(nodes)
    index_vars, reduce_vars, ranges, reads, writes = extract_normalized_read_writes(rules, k)
    coalesced: dict[str, int] = {}
    uncoalesced: dict = {}
    innermost = index_vars[-1] if index_vars and not reduce_vars else None
    for is_read, (e, names) in itertools.chain(((True, x) for x in reads.items()),
                                               ((False, x) for x in writes.items())):
        size = 1
        for v in S.free_symbols(e):
            if v in ranges:
                size *= ranges[v]
        if size == 0:
            continue
        var = None
        if not _indirect(e):
            var = find_coalesced_var(e, ranges)
            if var is None:
                var = find_broadcast_var(e, ranges)
        total = _score(rules, e, ranges, names) * (1 if is_read else 2)
        if var:
            already_1d = False
            if innermost is not None and var != innermost:
                env = dict.fromkeys(ranges, 0)
                v0 = _value(e, env)
                env[innermost] = 1
                v1 = _value(e, env)
                if v1 - v0 in (0, 1):
                    env[innermost] = 2
                    if _value(e, env) - v1 in (0, 1):
                        already_1d = True
            key = innermost if already_1d else var
            coalesced[key] = coalesced.get(key, 0) + total
        else:
            uncoalesced[e] = uncoalesced.get(e, 0) + total
    split = None
    if uncoalesced:
        split = _suggested_split(uncoalesced, ranges)
    return Analysis(coalesced, uncoalesced, index_vars, reduce_vars, ranges, reads, writes, split)


def _suggested_split(uncoalesced: dict, ranges: dict) -> tuple | None:
    scores: dict[str, dict[int, int]] = {}
    for e, score in uncoalesced.items():
        if _indirect(e):
            continue
        for v in sorted(S.free_symbols(e) & ranges.keys(), key=list(ranges).index):
            if score == 0:
                continue
            single = S.subs(e, {w: S.ZERO for w in ranges if w != v})
            if S.free_symbols(single) != {v}:
                continue
            factor = solve_for_tiling(single, v)
            if factor is None or factor.denominator != 1:
                continue
            factor = int(factor)
            if not factor < ranges[v]:
                continue
            if not (MIN_TILING_BLOCK < factor and MIN_TILING_BLOCK < ranges[v] // factor):
                continue
            per = scores.setdefault(v, {})
            per[factor] = per.get(factor, 0) + score
    best, best_score = None, 0
    for v, per in scores.items():
        for tile, s in per.items():
            if s > best_score:
                best, best_score = (v, tile), s
    return None if best is None else (best[0], best[1], best_score)


# --- solve_for_tiling (tiling_utils.py:40-159) on one variable ------------------------------------------
def _approx(e: Lin) -> tuple[Fraction, Fraction] | None:
    """``e`` with ``ModularIndexing(x, y, z)`` and ``FloorDiv(x, y)`` replaced by ``x / y``, as
    (coefficient of the variable, constant); None when it is not linear in one variable."""
    from fractions import Fraction
    coef, const = Fraction(0), Fraction(e.const)
    for a, c in e.terms:
        if a[0] == "s":
            coef += c
            continue
        inner = _approx(a[1])
        if inner is None:
            return None
        coef += Fraction(c) * inner[0] / a[2]
        const += Fraction(c) * inner[1] / a[2]
    return coef, const


def _value_at(e: Lin, v: str, x: Fraction) -> Fraction | None:
    """``sympy_subs(e, {v: x})`` when it evaluates to a number: ``FloorDiv`` of a fraction stays
    unevaluated, ``ModularIndexing`` of one evaluates (its gcd rule makes the arguments integers)."""
    from fractions import Fraction
    total = Fraction(e.const)
    for a, c in e.terms:
        if a[0] == "s":
            total += c * x
            continue
        b = _value_at(a[1], v, x)
        if b is None or (a[0] == "f" and b.denominator != 1):
            return None
        q = (b.numerator // (b.denominator * a[2]))
        total += c * (q % a[3] if a[0] == "m" else q)
    return total


def _solve_for_zero(a, v: str) -> Fraction | None:
    """``solve_for_zero`` of one factor of a product: a loop variable (0), a ModularIndexing (its base
    equal to its modulus); a FloorDiv or a number gives nothing."""
    from fractions import Fraction
    if a[0] == "s":
        return Fraction(0) if a[1] == v else None
    if a[0] == "f":
        return None
    lin = _approx_plain(a[1], v)
    if lin is None or lin[0] == 0:
        return None
    coef, const = lin
    return (a[3] - const) / coef


def _approx_plain(e: Lin, v: str) -> tuple[Fraction, Fraction] | None:
    """(coefficient, constant) of an expression linear in ``v`` without floors; None otherwise."""
    from fractions import Fraction
    if S.has_fn(e):
        return None
    coef = sum((Fraction(c) for a, c in e.terms if a == ("s", v)), Fraction(0))
    if any(a != ("s", v) for a, _c in e.terms):
        return None
    return coef, Fraction(e.const)


def solve_for_tiling(e: Lin, v: str) -> Fraction | None:
    """``solve_for_tiling``: the factor that tiles ``v`` so that ``e`` (in ``v`` only) coalesces."""
    if not S.has_fn(e):
        lin = _approx_plain(e, v)
        if lin is None or lin[0] == 0:
            return None
        return (1 - lin[1]) / lin[0]
    required: list[Fraction] = []
    eq1 = []
    args = [Lin(0, (t,)) for t in e.terms] + ([S.num(e.const)] if e.const else [])
    for arg in args:
        if arg.terms and arg.terms[0][1] != 1:          # a product: number * atom
            a = arg.terms[0][0]
            out = _solve_for_zero(a, v)                 # the number factor solves nothing
            if out is None:
                return None
            required.append(out)
        else:
            eq1.append(arg)
    if not eq1:
        return None
    eq = S.add(*eq1)
    approx = _approx(eq)
    if approx is None or approx[0] == 0:
        return None
    out = (1 - approx[1]) / approx[0]
    if out == 0 or _value_at(eq, v, out) != 1:
        return None
    required.append(out)
    if len(set(required)) == 1:
        return required[0]
    return None


# --- compute_tiling_strategy (codegen/simd.py:4468-4708) ------------------------------------------------
def _create_tiling(pw: list[int], red: list[int]) -> tuple:
    if len(pw) > 3 or len(red) > 2:
        raise Unsupported("a tiling with more splits than Inductor's prefixes")
    return tuple(zip(("z", "y", "x")[-len(pw):] if pw else (), pw)) + tuple(zip(("r0_", "r1_"), red))


def _good_size(s: int) -> bool:
    return s >= 32 and s % 32 == 0


def compute_tiling(leaves: list[SimNode], numel: int, rnumel: int, a: Analysis,
                   max_tiles: int = MAX_TILES) -> tuple[tuple, Memory] | None:
    """``compute_tiling_strategy`` (codegen/simd.py:5698-5937): the tiling it selects and the memory
    coalesced under it; None where it falls back to the default tiling without a score. ``max_tiles``:
    ``get_max_tiles(default=3)``."""
    tiling_var = a.split[0] if a.split else None
    pw_ranges = [a.ranges[v] for v in a.index_vars]
    red_ranges = [a.ranges[v] for v in a.reduce_vars]
    cache: dict = {}

    def process(vars_to_use: tuple = (), use_split_var: bool = False, is_pointwise: bool = False):
        ranges = pw_ranges if is_pointwise else red_ranges
        target = numel if is_pointwise else rnumel
        if not ranges:
            return ([target], [], 0) if target else ([], [], 0)
        key = (vars_to_use, use_split_var, is_pointwise)
        if key in cache:
            return cache[key]
        splitting = a.index_vars if is_pointwise else a.reduce_vars
        splits: list[int] = []
        scores: list[int] = []
        prod = 1
        prev = 0
        for v, rng in zip(splitting, ranges):
            if v not in vars_to_use:
                prod *= rng
                prev = a.coalesced_by_var.get(v, 0)
                continue
            if use_split_var and v == tiling_var:
                _v, tile, score = a.split
                splits.append(prod * (rng // tile))
                scores.append(score)
                splits.append(tile)
                scores.append(a.coalesced_by_var.get(v, 0))
                prod = 1
                prev = 0
                continue
            prod *= rng
            splits.append(prod)
            scores.append(a.coalesced_by_var.get(v, 0))
            prod = 1
        if prod != 1 or (is_pointwise and len(splits) == 0):
            splits.append(prod)
            scores.append(prev)
        coalesced = sum(scores)
        for i in range(len(splits)):
            s = min(splits[i], 8)
            scores[i] = int(scores[i] * s / 8)
        out = (splits, scores, coalesced)
        cache[key] = out
        return out

    plans = [(process(is_pointwise=True), process(is_pointwise=False))]
    if tiling_var:
        plans.append((process((tiling_var,), use_split_var=True, is_pointwise=True), process(is_pointwise=False)))
    overlapping = [v for v in a.index_vars if v in a.coalesced_by_var]
    for v in overlapping:
        plans.append((process((v,), is_pointwise=True), process(is_pointwise=False)))
    if max_tiles == 3 and rnumel == 1:
        for pair in itertools.combinations(overlapping, 2):
            plans.append((process(pair, is_pointwise=True), process(is_pointwise=False)))
    tilings = []
    for pw, red in plans:
        tiling = _create_tiling(pw[0], red[0])
        tilings.append((tiling, sum(pw[1]) + sum(red[1]), pw[2] + red[2]))
    default = _create_tiling([numel], [rnumel])
    total_uncoalesced = sum(a.uncoalesced.values())
    total_memory = sum(a.coalesced_by_var.values()) + total_uncoalesced

    def score_mod(t) -> float:
        factor = 1.0
        for _k, size in t[0]:
            factor = factor / (1.005 if _good_size(size) else 1.025)
        return -(t[1] + total_uncoalesced * 0.05) * factor

    for tiling, _s, coalesced in sorted(tilings, key=score_mod):
        values = [v for _k, v in tiling]
        if tiling == default or all(is_compatible(values, _ranges(n), rnumel) for n in leaves):
            if len(tiling) - (1 if rnumel == 1 else 0) > max_tiles:
                continue
            return tiling, Memory(coalesced, max(total_memory - coalesced, 0))
    return None


def _ranges(n: SimNode) -> tuple[list, list]:
    it, red = _loops(n)
    return it, red


def selected_tiling_memory(rules, nodes: list[SimNode]) -> Memory | None:
    """``Scheduler._selected_tiling_memory(nodes)``: None where the analysis does not apply. With dynamic
    shapes the nodes are measured at the size hints (``Graph.size_hints``), as Inductor scores them
    (``optimization_hint``); without hints a symbolic size is ``Unsupported``."""
    got = _selection(rules, nodes)
    return None if got is None else got[1]


def selected_tiling(rules, nodes: list[SimNode]) -> tuple | None:
    """The tiling ``select_tiling`` gives the nodes' kernel with their coalescing analysis
    (``compute_tiling_strategy``); None where the analysis does not apply or selects no scored tiling
    (Inductor then keeps the default tiling)."""
    got = _selection(rules, nodes)
    return None if got is None else got[0]


def _selection(rules, nodes: list[SimNode]) -> tuple[tuple, Memory] | None:
    """The selected tiling and its memory; one node's is kept in its cache (emptied when its loops or
    dependencies change): a nested-reduction planner asks it of one outer reduction for every grouped
    candidate, and a fused node's analysis grows with its members."""
    if len(nodes) != 1:
        return _select(rules, nodes)
    n = nodes[0]
    got = n.cache.get("coalesce_selection", n)        # the node itself: not analysed yet
    if got is n:
        try:
            got = _select(rules, nodes)
        except Unsupported as e:
            got = Unsupported(str(e))       # without its traceback: the cache must not hold the frames
        n.cache["coalesce_selection"] = got
    if isinstance(got, Unsupported):
        raise Unsupported(str(got))
    return got


def _select(rules, nodes: list[SimNode]) -> tuple[tuple, Memory] | None:
    leaves = [s for n in nodes for s in n.snodes]
    if not leaves or any(s.kind != "SchedulerNode" or s.is_extern or s.is_nop for s in leaves):
        return None
    if any(s.device is None or s.device.startswith("cpu") for s in leaves):
        return None
    hints = rules.g.size_hints
    if hints and any(_symbolic(s) for s in leaves):
        nodes = leaves = [Concrete(s, hints) for s in leaves]
        try:
            a = analyze(rules, nodes)
        except _NoSplit:
            # CantSplit at the hints: with symbols the split is not provable either, and
            # extract_normalized_read_writes returns None (tiling_utils.py:620-627)
            return None
    else:
        a = analyze(rules, nodes)
    red = [s for s in leaves if s.is_reduction]
    src = red[0] if red else leaves[0]
    numel, rnumel = src.group
    if type(numel) is not int or type(rnumel) is not int:
        raise Unsupported("a symbolic group")
    mt = rules.cfg.triton_max_tiles
    return compute_tiling(leaves, numel, rnumel, a, MAX_TILES if mt is None else mt)


# --- dynamic shapes: the nodes at the size hints ------------------------------------------------------
class _NoSplit(Exception):
    """A node's loops do not split onto the kernel's at the size hints."""


def _at_hints(size, hints: dict) -> int:
    """A size at the size hints; ``Unsupported`` when a symbol has none."""
    if type(size) is int:
        return size
    from ..expr.indexexpr import evaluate
    v = evaluate(str(size), hints) if hints else None
    if type(v) is not int:
        raise Unsupported(f"a symbolic size without a size hint: {size}")
    return v


def _symbolic(s: SimNode) -> bool:
    sizes = s.loop_sizes if s.loop_sizes is not None else (s.leaf.sizes if s.leaf is not None else None)
    if sizes is None:
        return False
    return any(type(x) is not int for part in sizes for x in part) or \
        (s.group is not None and any(type(x) is not int for x in s.group))


def concrete_dep(d, hints: dict):
    """A dependency with its size symbols at ``hints`` (its index and its loop sizes); ``Unsupported`` where a
    symbol has no value."""
    if d.kind != "MemoryDep" or d.index is None:
        return d
    index = S.to_str(S.parse_concrete(d.index, hints))
    return d._replace(index=index, ranges=tuple((v, _at_hints(sz, hints)) for v, sz in d.ranges))


class Concrete:
    """A leaf as the coalescing analysis reads it, its sizes and indices at the size hints (or at other
    values of its size symbols: ``nested`` compares accesses at generic ones). Built for one
    measurement and dropped (it keeps the leaf's ``cache`` of its body's buffers, which do not change)."""

    __slots__ = ("name", "kind", "is_extern", "is_nop", "device", "is_reduction", "group", "group_style",
                 "reads", "writes", "loop_sizes", "leaf", "cache", "buffer_names")

    def __init__(self, s: SimNode, hints: dict):
        for k in ("name", "kind", "is_extern", "is_nop", "device", "is_reduction", "group_style", "leaf",
                  "cache", "buffer_names"):
            setattr(self, k, getattr(s, k))
        self.group = None if s.group is None else tuple(_at_hints(x, hints) for x in s.group)
        sizes = s.loop_sizes if s.loop_sizes is not None else (s.leaf.sizes if s.leaf is not None else None)
        if sizes is None:
            raise Unsupported("no loop sizes")
        self.loop_sizes = tuple([_at_hints(x, hints) for x in part] for part in sizes)
        self.reads = {concrete_dep(d, hints): None for d in s.reads}
        self.writes = {concrete_dep(d, hints): None for d in s.writes}

    @property
    def snodes(self) -> list:
        return [self]
