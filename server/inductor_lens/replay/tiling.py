"""The Triton backend's tiling choice for a group of pointwise nodes, from their dependencies
(``SIMDScheduling.select_tiling`` as ``BaseSchedulerNode.get_tiling`` calls it, without a coalescing
analysis: ``candidate_tilings`` and ``get_first_compatible_tiling``, codegen/simd.py:4125-4258 and
4711-4741; ``SIMDKernel.is_compatible`` / ``_split_iteration_ranges``, 830-1012; torch 2.14.1).

``SIMDScheduling.can_fuse`` uses it twice: two pointwise nodes whose own tilings are 2-D must agree
with the tiling of the two together ("tiling mismatch"), and a pointwise node feeding a reduction must
be tiled 1-D or as the reduction's (numel, rnumel) ("invalid tiling for reduction"); a node whose loops
cannot be split onto the reduction's (numel, rnumel) is refused first ("nodes numel/rnumel
incompatibility").

A dependency's stride along loop ``k`` is ``index(d_k = 1) - index(all 0)``, as ``stride_hints`` takes it
(indirect ``tmp`` variables are 0). Sizes and strides must be integers: where a choice depends on a
symbolic size (its value at compile time, which the text does not give), the answer is ``None``.
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ..expr.indexexpr import EVAL_ERRORS, free_symbols, parse_expr, unit_steps
from ..expr.mono import PROBE, Mono, canon, prod
from ..expr.symbolic import free_unbacked_symbols
from .graph import SimNode

Tiling = tuple  # ((prefix, size), ...) in Inductor's order: z, y, x, r0_, r1_


class Unknown(Exception):
    """The choice depends on something the text does not give (a symbolic size)."""


class Candidate(NamedTuple):
    tiling: Tiling
    score: int
    name: str


def fmt(t: Tiling) -> str:
    """As Inductor prints a tiling dict: ``{'y': 256, 'x': 128, 'r0_': 1}``."""
    return "{" + ", ".join(f"'{k}': {v}" for k, v in t) + "}"


def _ints(sizes) -> list[int]:
    out = list(sizes)
    if not all(type(s) is int for s in out):
        raise Unknown("symbolic size")
    return out


def _prod(sizes) -> int:
    n = 1
    for s in _ints(sizes):
        n *= s
    return n


def create_tiling(pw: list[int], red: list[int]) -> Tiling:
    return tuple(zip(("z", "y", "x")[-len(pw):] if pw else (), pw)) + tuple(zip(("r0_", "r1_"), red))


def _mono(size) -> Mono:
    try:
        return Mono.of(size)
    except ValueError as e:
        raise Unknown(str(e)) from None


def split_iteration_ranges(groups: list, lengths: list[list]) -> bool:
    """Whether ``_split_iteration_ranges`` splits the node's loops onto the kernel's groups (no
    CantSplit). Symbolic sizes are decided as Inductor's ``statically_known_*`` decides them (an unknown
    comparison is false)."""
    if all(len(x) == 0 for x in lengths):
        return True
    remaining = [_mono(g) for g in groups]

    def add_range(i: int, size: Mono) -> bool:
        q = remaining[i].div(size)
        if q is None:
            return False
        remaining[i] = q
        return True

    current = 0
    for group in lengths:
        for size in map(_mono, group):
            if size.is_one:
                continue
            while current < len(remaining) and remaining[current].is_one:
                current += 1
            if current + 2 < len(remaining) and size.known_gt(remaining[current].mul(remaining[current + 1])):
                s1, s2 = remaining[current], remaining[current + 1]
                s3 = size.div(s1.mul(s2))
                if s3 is None:
                    return False
                if not (add_range(current, s1) and add_range(current + 1, s2) and add_range(current + 2, s3)):
                    return False
            elif current + 1 < len(remaining) and size.known_gt(remaining[current]):
                s1 = remaining[current]
                s2 = size.div(s1)
                if s2 is None:
                    return False
                if not (add_range(current, s1) and add_range(current + 1, s2)):
                    return False
            else:
                if current >= len(remaining) or not add_range(current, size):
                    return False
    return all(r.is_one for r in remaining)


def is_compatible(groups: list[int], lengths: tuple, reduction_numel: int = 1) -> bool:
    """``SIMDKernel.is_compatible`` (with ``prepare_split_iteration_lengths``)."""
    pw, red = list(lengths[0]), list(lengths[1])
    if not red and reduction_numel != 1 and prod(groups) == prod(pw + [reduction_numel]):
        red = [reduction_numel]
    return split_iteration_ranges(list(groups), [pw, red])


def ranges(n: SimNode, repl: dict[str, int] | None = None) -> tuple[list, list]:
    """``node.get_ranges()``: the loop sizes now (after any loop reorder or reindex). ``repl``: the size
    symbols the shape environment replaced by numbers (``Graph.replacements``), put in as every
    ``sizevars`` question about the sizes sees them."""
    if n.loop_sizes is not None:
        it, red = n.loop_sizes
    elif n.leaf is None or n.leaf.sizes is None:
        raise Unknown("no sizes printed")
    else:
        it, red = n.leaf.sizes
    if repl:
        from .replace import simplify
        return [simplify(s, repl) for s in it], [simplify(s, repl) for s in red]
    return list(it), list(red)


def accesses(n: SimNode, nvars: int, hints: tuple = ()) -> list[tuple[str, list[int | None]]]:
    """(buffer, strides along the first ``nvars`` loops) of each read then write, as
    ``pointwise_read_writes()`` gives them: from the dependencies when they are printed over the node's
    loops (d0, d1, ...: one variable per loop, as in the pre-fusion files of torch 2.4 and later, and
    after a loop reorder); else from the printed loop body (p0, p1, ...), whose variables always are the
    loops (older files print dependencies with merged loops, c0, c1, ...). ``hints``: the size hints
    (sorted items), for strides that depend on a size symbol."""
    deps = [d for d in list(n.reads) + list(n.writes) if d.kind == "MemoryDep"]
    if n.expanded is None and all(v[:1] == "d" and v[1:].isdigit() for d in deps for v, _s in d.ranges):
        return [(d.name, strides(d.index, [f"d{k}" for k in range(nvars)], (), hints)) for d in deps]
    body = n.leaf.loop_body if n.leaf is not None and (n.loop_sizes is None or n.expanded is not None) else None
    if body is None or not body.functions:
        raise Unknown("dependencies over merged loops and no loop body")
    names = [v for v, _s in body.var_ranges][:nvars]
    hidden = [v for v, _s in body.var_ranges][nvars:]       # reduction loops: 0 (hidden_args)
    widened = _widened(n, body)
    reads, writes = [], []
    for fn in body.functions:
        index_of: dict[str, str] = {}
        for st in fn.statements:
            if st.kind == "self" and st.op == "get_index" and st.args:
                index_of[st.target] = st.args[0].strip().strip("'\"")
            elif st.kind == "ops" and st.op in ("load", "store", "store_reduction") and len(st.args) >= 2:
                idx = body.indexes.get(index_of.get(st.args[1].strip(), ""))
                if idx is None or st.buffer is None:
                    raise Unknown(f"index of {st.op} not printed")
                if widened is not None:
                    idx = widened(idx)
                (reads if st.op == "load" else writes).append((st.buffer, strides(idx, names, hidden, hints)))
    return reads + writes


def _widened(n: SimNode, body):
    """For a node whose loops ``expand_dimension_for_pointwise_nodes`` widened (replay/expand.py), the
    body's index rewritten as the widened body reads it (``p1`` -> ``Mod(p1, 16)``); None otherwise."""
    if n.expanded is None:
        return None
    from ..expr.symindex import Unsupported
    from .expand import widen_index
    dim, old = n.expanded
    var = body.var_ranges[dim][0]

    def rewrite(idx: str) -> str:
        try:
            return widen_index(idx, var, old)
        except Unsupported as e:
            raise Unknown(f"the widened index of {idx!r} ({e})") from None
    return rewrite


def strides(index: str | None, names: list[str], hidden: list[str] = (), hints: tuple = ()) -> list[int | None]:
    """``stride_hints(index, range_vars)`` for the loop variables ``names`` (``hidden`` ones are 0). A
    stride that depends on a size symbol is its value at the size hints (``optimization_hint``) when
    ``hints`` (sorted items of ``Graph.size_hints``) give every symbol, else None."""
    got = _strides(index, tuple(names), tuple(hidden), tuple(hints))
    if isinstance(got, Unknown):
        raise Unknown(str(got))          # a fresh one: a cached exception re-raised keeps its traceback
    return list(got)


@lru_cache(maxsize=65536)
def _strides(index: str | None, names: tuple, hidden: tuple, hints: tuple = ()):
    try:
        return tuple(_compute_strides(index, names, hidden, dict(hints)))
    except Unknown as e:
        return e


def _compute_strides(index: str | None, names: tuple, hidden: tuple, hints: dict | None = None) -> list[int | None]:
    ast = parse_expr(index) if index is not None else None
    if ast is None:
        raise Unknown("index not readable")
    syms = [s for s in free_symbols(ast) if s not in names and s not in hidden and not s.startswith("tmp")]
    # a size symbol (s0, s27, ...) is bound to two probe values: a stride that is the same under both
    # is that number; one that differs depends on the symbol (its value at the size hints, or None)
    probes: list = [{s: p for s in syms} for p in (PROBE, (1 << 21) + 17)] if syms else [{}]
    if syms and hints and all(s in hints for s in syms):
        probes.append({s: hints[s] for s in syms})
    results = []
    for bound in probes:
        env = {s: 0 for s in free_symbols(ast) if s.startswith("tmp") or s in hidden}
        env.update(bound)
        try:
            out = unit_steps(ast, names, env)
        except EVAL_ERRORS as e:
            raise Unknown(str(e)) from None
        if not all(type(x) is int for x in out):
            raise Unknown("non-integer stride")
        results.append(out)
    if len(results) == 3:
        return results[2]
    return [a if a == b else None for a, b in zip(results[0], results[-1])]


def _good(s: int) -> bool:
    return s >= 32 and s % 32 == 0


def _at_hints(size, hints: dict) -> int:
    """``optimization_hint`` of a size (its value at the size hints); Unknown without them."""
    if type(size) is int:
        return size
    m = _mono(size)
    v = m.coef
    for sym, p in m.powers:
        h = hints.get(sym)
        if h is None:
            raise Unknown(f"no size hint for {sym}")
        v *= h ** p
    return v


def candidate_tilings(n: SimNode, numel: int, rnumel: int, repl: dict[str, int] | None = None,
                      hints: dict[str, int] | None = None) -> list[Candidate]:
    """``SIMDScheduling.candidate_tilings`` for a pointwise kernel (rnumel 1), kept in the node's cache
    (emptied when its loops or dependencies change)."""
    key = ("tilings", numel, rnumel)
    got = n.cache.get(key)
    if got is None:
        try:
            got = n.cache[key] = _candidate_tilings(n, numel, rnumel, repl, hints or {})
        except Unknown as e:
            got = n.cache[key] = e
    if isinstance(got, Unknown):
        raise Unknown(str(got))
    return got


def _candidate_tilings(n: SimNode, numel: int, rnumel: int, repl: dict[str, int] | None,
                       hints: dict[str, int]) -> list[Candidate]:
    """With dynamic shapes the groups are products of sizes (``collapse_ranges``: simplified, the
    replacements in), the strides and the score their values at the size hints (``stride_hints``,
    ``optimization_hint``)."""
    pw, red = ranges(n, repl)
    if len(pw) <= 1 and len(red) <= 1 or free_unbacked_symbols(pw + red):
        # simd.py:4229-4234: no candidate at all (not even "none") for loops of data-dependent size
        return []
    total = prod([numel, rnumel])

    def complete(split: list) -> Tiling:
        p = prod(split)
        if p == total:
            return create_tiling(split, [1])
        if type(p) is int and type(total) is int:
            return create_tiling(split, [total // p])
        q = _mono(total).div(_mono(p))
        if q is None:
            raise Unknown("a tiling's missing range is not a product of sizes")
        return create_tiling(split, [q.size()])

    out = [Candidate(complete([prod(pw)]), 0, "none")]
    write_names = {d.name for d in n.writes}
    hint_items = tuple(sorted(hints.items()))
    symbolic = not all(type(x) is int for x in pw + red)
    for name, st in accesses(n, len(pw), hint_items):
        if 1 not in st:
            continue
        split = st.index(1) + 1
        if split == len(pw) or all(s == 0 for s in st[split:]):
            continue
        if any(s is None for s in st) or (symbolic and not hints):
            raise Unknown("a 2-D tiling candidate with symbolic sizes or strides")
        groups = [prod(pw[:split]), prod(pw[split:])]
        score = _at_hints(prod([size for size, s in zip(pw, st) if s != 0]), hints)
        if name in write_names:
            score *= 2
        if _good(_at_hints(groups[0], hints)):
            score *= 2
        if _good(_at_hints(groups[1], hints)):
            score *= 2
        if score - _at_hints(prod(pw + red), hints) >= 0:
            out.append(Candidate(complete(groups), score, name))
    return out


class Options(NamedTuple):
    """The Triton tiling config ``select_tiling`` reads (``config.triton``)."""
    max_tiles: int | None = None     # max_tiles: None is Inductor's default for the question (2 here)
    prefer_nd: bool = False          # prefer_nd_tiling: N-D tilings (get_nd_tilings) tried first
    tile_reductions: bool = False    # tile_reductions: a reduction's kernel is tiled too


DEFAULT_OPTIONS = Options()


def max_tiles(opts: Options, default: int) -> int:
    """``get_max_tiles(default)``."""
    return opts.max_tiles if opts.max_tiles is not None else default


def select_tiling(nodes: list[SimNode], numel, rnumel, repl: dict[str, int] | None = None,
                  hints: dict[str, int] | None = None, opts: Options = DEFAULT_OPTIONS) -> Tiling:
    """``SIMDScheduling.select_tiling(nodes, numel, rnumel)`` without a coalescing analysis, as
    ``get_tiling`` asks it (``select_tiling_with_memory``, simd.py:4775-4926): the candidates ranked by
    score, a 3-D tiling made of the best two first when ``max_tiles`` is 3 or more, the N-D tilings
    before them all with ``prefer_nd_tiling``; the first that every node's loops split onto. A reduction
    keeps its default tiling unless ``tile_reductions`` (not modelled: ``Unknown``)."""
    numel, rnumel = canon(numel), canon(rnumel)
    default = create_tiling([numel], [rnumel])
    if rnumel != 1 and opts.tile_reductions:
        raise Unknown("triton.tile_reductions: a reduction's tiling")
    if rnumel != 1 or max_tiles(opts, 2) <= 1:
        return default
    seen: set[str] = set()
    ranked: list[Candidate] = []
    for n in nodes:
        for c in candidate_tilings(n, numel, rnumel, repl, hints):
            if c.name in seen:
                continue
            seen.add(c.name)
            ranked.append(c)
    ranked.sort(key=lambda c: c.score, reverse=True)       # Counter.most_common: stable
    tilings = [c.tiling for c in ranked]
    if max_tiles(opts, 2) >= 3:
        for other in tilings[1:]:
            t3 = _tiling_3d(tilings[0], other, hints or {})
            if t3 is not None:
                tilings.insert(0, t3)
                break
    if opts.prefer_nd:
        tilings = nd_tilings(nodes, numel, repl, opts) + tilings
    for t in tilings:
        values = [v for _k, v in t]
        if all(_one_d(values, ranges(n, repl)) or is_compatible(values, ranges(n, repl), rnumel) for n in nodes):
            return t
    return default


def _tiling_3d(t0: Tiling, t1: Tiling, hints: dict) -> Tiling | None:
    """``convert_tiling_to_3d`` (simd.py:4864-4898): two ranked tilings made one of (z, y, x) when one's y
    is a multiple of the other's (as Inductor reads them: ``x`` then ``y``, 1 where there is none)."""
    d0, d1 = dict(t0), dict(t1)
    a0, a1 = d0["x"], d0.get("y", 1)
    b0, b1 = d1["x"], d1.get("y", 1)
    diff = _at_hints(a1, hints) - _at_hints(b1, hints)
    if diff == 0:
        return None
    if diff < 0:
        (a0, a1), (b0, b1) = (b0, b1), (a0, a1)
    if type(a1) is not int or type(b1) is not int:
        q = _mono(a1).div(_mono(b1))
        if q is None:
            return None
        y = q.size()
    elif a1 % b1:
        return None
    else:
        y = a1 // b1
    return (("z", a0), ("y", y), ("x", b1), ("r0_", d0["r0_"]))


# --- get_nd_tilings (prefer_nd_tiling) ----------------------------------------------------------------------
def nd_tilings(nodes: list[SimNode], numel, repl: dict[str, int] | None, opts: Options) -> list[Tiling]:
    """``SIMDScheduling.get_nd_tilings`` of a pointwise kernel (simd.py:4318-4460): for each node, its
    own loops, then each memory dependency's ranges split further where its index reads a variable
    through floors and moduli (``BlockPatternMatcher.match_mod_div_block_expr``: ``block_dims``), each
    collapsed to ``max_tiles`` dimensions; ranked by dimensions (stable). Symbolic sizes are products of
    size symbols (``Mono``), compared as ``statically_known_*`` compares them."""
    mt = max_tiles(opts, 2)
    if mt > 3:
        raise Unknown(f"triton.max_tiles={mt} with prefer_nd_tiling (Inductor asserts at most 3 tiles)")
    target = _mono(numel)
    out: list[Tiling] = []
    for n in nodes:
        if n.kind != "SchedulerNode" or n.is_extern or n.is_nop:
            continue
        pw, _red = ranges(n, repl)
        cands = [_collapse(pw, numel, mt)]
        for d in list(n.reads) + list(n.writes):
            if d.kind != "MemoryDep" or not d.ranges:
                continue
            var_ranges = [(v, canon(sz)) for v, sz in d.ranges]
            total, end = Mono(1, ()), 0
            for k, (_v, sz) in enumerate(var_ranges):
                total = total.mul(_mono(sz))
                end = k
                if total == target or total.known_gt(target):
                    break
            if total != target:
                continue
            dims: list = []
            for v, sz in var_ranges[:end + 1]:
                dims.extend(block_dims(d.index, v, sz, len(pw)))
            cands.append(_collapse([x for x in dims if x != 1], numel, mt))
        for c in cands:
            t = create_tiling(list(c), [1])
            if t not in out:
                out.append(t)
    out.sort(key=len, reverse=True)
    return out


def _collapse(dims: list, fallback, mt: int) -> tuple:
    """``collapse_dims``: the leading dimensions merged into one, to at most ``mt``."""
    if not dims:
        return (canon(fallback),)
    first_trailing = max(0, len(dims) - mt) + 1
    return (prod(dims[:first_trailing]), *(canon(x) for x in dims[first_trailing:]))


def block_dims(index: str | None, var: str, size: int, node_dims: int) -> list[int]:
    """The block dimensions ``tile_var_ranges`` takes for ``var`` (of range ``size``) in ``index``:
    ``match_mod_div_block_expr`` of the terms that involve it, with as many dimensions as
    ``max(2, floors and moduli among them, node_dims)``; ``[size]`` where it does not match. The match
    is a chain: ``ModularIndexing(var, a, b)`` terms (ascending ``a``: each ``a`` a multiple of what the
    ones before span, a gap between them a dimension of its own), at most one ``FloorDiv(var, a)`` above
    them all, the leading dimension ``size`` divided by what they span."""
    from ..expr.symindex import Unsupported, parse_opaque, remove_identity, sym
    if index is None or ("//" not in index and "ModularIndexing" not in index):
        return [size]           # no floor or modulus: no term of the variable matches
    if type(size) is not int:
        raise Unknown(f"the block shape of {var} (of symbolic range {size}) in {index!r}")
    try:
        e = remove_identity(parse_opaque(index))     # a Min or Max term of the variable: no match
    except Unsupported as err:
        raise Unknown(f"the index {index!r} ({err})") from None
    mine = [(a, c) for a, c in e.terms if var in _atom_symbols(a)]
    count = sum(_fns(a) for a, _c in mine)
    ndims = max(2, count, node_dims)
    base = sym(var)
    floors, mods = [], []
    for a, _c in mine:
        if a[0] == "f" and a[1] == base:
            floors.append(a[2])
        elif a[0] == "m" and a[1] == base:
            mods.append((a[2], a[3]))
        else:
            return [size]               # a term of another form: no match
    if len(floors) > 1:
        return [size]
    span, chain = 1, []                 # chain: the dimensions from the innermost out
    for a, b in sorted(mods):
        if a < span or a % span:
            return [size]
        if a > span:
            chain.append(a // span)     # an unmatched dimension between them
        chain.append(b)
        span = a * b
    if floors:
        a = floors[0]
        if a < span or a % span:
            return [size]
        if a > span:
            chain.append(a // span)
        span = a
    if 1 + len(chain) > ndims or size % span:
        return [size]
    return [size // span, *reversed(chain)]


def _atom_symbols(a) -> set[str]:
    from ..expr.symindex import Lin
    from ..expr.symindex import free_symbols as lin_symbols
    return {a[1]} if a[0] == "s" else lin_symbols(Lin(0, ((a, 1),)))


def _fns(a) -> int:
    """FloorDiv and ModularIndexing atoms in an atom (itself and its base's), as ``expr.count`` counts."""
    if a[0] == "s":
        return 0
    if a[0] == "n":
        return sum(_fns(x) for arg in a[2] for x, _c in arg.terms)
    own = 1 if a[0] in ("f", "m") else 0
    return own + sum(_fns(x) for x, _c in a[1].terms)


def _one_d(values: list, lengths: tuple) -> bool:
    """A 1-D pointwise tiling (numel, 1) takes any pointwise loops of that numel (each loop divides
    what is left of the one group): true without arithmetic, symbolic sizes included."""
    return len(values) == 2 and values[1] == 1 and not lengths[1] and prod(lengths[0]) == canon(values[0])
