"""Expanding a pointwise node's loops to fuse it with a slightly larger one
(``config.expand_dimension_for_pointwise_nodes``, off by default; torch 2.14.1: ``Scheduler.
get_expand_dim_for_pointwise_nodes`` scheduler.py:7902-7997, ``SchedulerNode.expand_dimension_for_pointwise_node``
2457-2476, ``LoopBody.expand_dimension_for_pointwise_node`` loop_body.py:270-310, called in ``_can_fuse``
8387-8397).

Two pointwise scheduler nodes whose loops differ in one dimension only (``[64, 16]`` beside ``[64, 32]``),
each writing one small buffer (at most ``small_memory_access_threshold`` bytes) and reading nothing that
Inductor could reuse in place (only graph inputs, constants and the outputs of no-op nodes such as a
concatenation's): the smaller node's loop over that dimension is widened to the larger size, every index
reading it modulo its old size (``Mod(p1, 16)``: the extra iterations recompute elements already written).
The node's dependencies are then extracted again, normalized (``refresh_dependencies(normalize=True)``:
loops merged, variables ``c0, c1, ...``), and the pair scored anew: on the CPU, whose dependencies are
normalized from the start, the reads the two nodes share now match over the same loops; on a GPU with
loop ordering after fusion, the other node's dependencies keep their unmerged ``d`` variables and no longer
equal the expanded node's, so the score falls to the reads without a loop variable (usually nothing).

The expansion stays if the pair fuses; a refused pair puts it back from torch 2.13 on
(``_LoopMutationTracker``), and keeps it before. torch 2.14 and 2.15 expand before the rescues of a low
score (loop reordering, index inversion); 2.9 to 2.13 after the loop reordering. Before 2.13 the second
node's write was measured as the first node's (``node2_write_memory`` read ``node1``'s write).

What the text cannot give: which of a backward graph's inputs are donated buffers (AOT autograd's
``bw_donated_idxs``, which Inductor may reuse): every saved activation is taken as one, as AOT autograd donates
them by default; symbolic sizes; indirect indexing and the accesses other than loads and stores: a pair that
depends on them is not decidable from the text (``Undecidable``).
"""
from __future__ import annotations

import re
from typing import NamedTuple

from ..expr import symindex as S
from .graph import DepKey, SimNode


class Expansion(NamedTuple):
    """The smaller node, the dimension widened, its new and its old size."""

    node: SimNode
    dim: int
    size: int
    old: int


def _sizes(n: SimNode) -> tuple[list, list] | None:
    if n.loop_sizes is not None:
        it, red = n.loop_sizes
    elif n.leaf is not None and n.leaf.sizes is not None:
        it, red = n.leaf.sizes
    else:
        return None
    return list(it), list(red)


def donated(rules, name: str) -> bool:
    """A backward graph's input other than a parameter (``primals_``) or an incoming gradient
    (``tangents_``): a saved activation, which AOT autograd donates to the backward by default
    (``functorch.config.donated_buffer``, ``bw_donated_idxs``: every saved tensor that is not a view of
    an input or an output; the text does not say which are, and takes them all as donated)."""
    return rules.g_is_backward and not name.startswith(("primals_", "tangents_"))


def has_reusable_buffer(rules, n: SimNode) -> bool:
    """``has_reusable_buffer`` (7953-7969): a read of a buffer the wrapper could reuse in place: one a
    node writes (not a no-op's, such as a concatenation's), or a donated graph input."""
    for d in n.reads:
        op = rules.buffer_producer.get(d.name)
        if op is None:
            if donated(rules, d.name):
                return True
            continue
        producer = rules.name_to_fused.get(op)
        if producer is None or not producer.is_nop:
            return True
    return False


def widenable(n1: SimNode, n2: SimNode) -> bool:
    """Two single pointwise nodes whose loops differ in one dimension: a pair the expansion may take (the
    other conditions are the replay's to check)."""
    s1, s2 = _sizes(n1), _sizes(n2)
    if s1 is None or s2 is None or any(n.size != 1 or n.is_reduction or n.kind != "SchedulerNode" for n in (n1, n2)):
        return False
    (it1, red1), (it2, red2) = s1, s2
    return red1 == red2 and len(it1) == len(it2) and sum(a != b for a, b in zip(it1, it2)) == 1


def analysis(rules, n1: SimNode, n2: SimNode, undecidable) -> Expansion | None:
    """``get_expand_dim_for_pointwise_nodes``: which node to widen, along which dimension, to which size;
    None when the pair does not qualify."""
    for n in (n1, n2):
        if n.size != 1 or n.kind != "SchedulerNode" or n.is_template or n.leaf is None or \
                n.leaf.ir_class != "ComputedBuffer":
            return None
    if rules._aliases_or_mutates(n1) or rules._aliases_or_mutates(n2):
        return None
    if n1.is_reduction or n2.is_reduction:
        return None
    # the checks the text always answers first (Inductor's order differs only in which None it returns)
    if len(n1.writes) > 1 or len(n2.writes) > 1 or not n1.writes or not n2.writes:
        return None
    w1 = rules.g.dep_size_hint(next(iter(n1.writes)))
    # before torch 2.13 the second node's write was read from the first node
    w2 = rules.g.dep_size_hint(next(iter((n2 if rules.release >= (2, 13) else n1).writes)))
    if max(w1, w2) > rules.cfg.small_memory_access_threshold:
        return None
    if has_reusable_buffer(rules, n1) or has_reusable_buffer(rules, n2):
        return None
    s1, s2 = _sizes(n1), _sizes(n2)
    if s1 is None or s2 is None:
        raise undecidable("the loop sizes of a pointwise node (expand_dimension_for_pointwise_nodes)")
    (it1, red1), (it2, red2) = s1, s2
    if red1 != red2 or len(it1) != len(it2):
        return None
    mismatch = [i for i, (a, b) in enumerate(zip(it1, it2)) if a != b]
    if len(mismatch) != 1:
        return None
    dim = mismatch[0]
    a, b = it1[dim], it2[dim]
    if type(a) is not int or type(b) is not int:
        raise undecidable(f"whether {a} < {b} (expand_dimension_for_pointwise_nodes: symbolic sizes)")
    if a < b:
        return Expansion(n1, dim, b, a)
    if b < a:
        return Expansion(n2, dim, a, b)
    return None


def _accesses(body) -> list[tuple[str, str, str]]:
    """("load" | "store", buffer, index text over the body's p variables) of each memory access of a loop
    body, in order; ``S.Unsupported`` for any other access (indirect indexing, bucketize, random seeds...)."""
    out = []
    for fn in body.functions:
        index_of: dict[str, str] = {}
        for st in fn.statements:
            if st.kind == "self" and st.op == "get_index" and st.args:
                index_of[st.target] = st.args[0].strip().strip("'\"")
                continue
            if st.kind == "self" and st.op.startswith("set_indirect"):
                raise S.Unsupported("an indirect index")
            if st.buffer is None:
                continue
            if st.kind != "ops" or st.op not in ("load", "store") or len(st.args) < 2:
                raise S.Unsupported(f"a memory access by ops.{st.op}")
            idx = body.indexes.get(index_of.get(st.args[1].strip(), ""))
            if idx is None:
                raise S.Unsupported(f"the index of ops.{st.op}({st.buffer}) is not printed")
            out.append((st.op, st.buffer, idx))
    return out


def normalized(e: S.Lin, names: list[str], sizes: list[int]) -> tuple[str, tuple]:
    """``_RecordLoadStoreInner._normalize`` (dependencies.py:546-569) of an index over the loops ``names``
    (their ``sizes``, none of them 1): ``_simplify_loops`` with ``index_prevent_reordering`` merges a loop
    into the next inner one where the index's strides chain (outer = inner * inner's size), never a loop
    inside a Mod or another function (its sound test fails); the merged loops become ``c0, c1, ...`` (the
    innermost loop of each group carries it, the others are 0) and the trailing ones the index does not use
    are dropped (``drop_unused_symbols``). (index as sympy prints it, ranges)."""
    stride: dict[str, int] = {}
    pinned: set[str] = set()
    for a, c in e.terms:
        if a[0] == "s":
            stride[a[1]] = c
        else:
            pinned |= S.free_symbols(_term(a))
    groups: list[list] = []              # [stride of the innermost loop, size, loops]
    for v, size in zip(names, sizes):
        st = stride.get(v, 0)
        if groups and v not in pinned and not (set(groups[-1][2]) & pinned) and groups[-1][0] == st * size:
            g = groups[-1]
            groups[-1] = [st, g[1] * size, g[2] + [v]]
            continue
        groups.append([st, size, [v]])
    mapping = {}
    for k, (_st, _size, loops) in enumerate(groups):
        for v in loops[:-1]:
            mapping[v] = S.ZERO
        mapping[loops[-1]] = S.sym(f"c{k}")
    out = S.subs(e, mapping)
    used = S.free_symbols(out)
    kept = [(f"c{k}", size) for k, (_st, size, _l) in enumerate(groups)]
    while kept and kept[-1][0] not in used:
        kept.pop()
    return S.to_str(out), tuple(kept)


def widen_index(index: str, var: str, old: int) -> str:
    """A loop body's index as the widened body reads it: ``var`` taken modulo its ``old`` range
    (``16*p0 + p1`` -> ``16*p0 + (Mod(p1, 16))``); ``S.Unsupported`` outside what symindex rebuilds."""
    return S.to_str(S.subs(S.parse(index), {var: S.md(S.sym(var), old)}))


def repeat_text(widened: list[tuple[str, int, int]]) -> str:
    """How many times a widened node computes each element: ``4 times`` (``up to 2 times`` where a widened
    range is not a multiple of the old one)."""
    exact = all(size % mod == 0 for _v, size, mod in widened)
    n = 1
    for _v, size, mod in widened:
        n *= -(-size // mod)
    return f"{n:,} times" if exact else f"up to {n:,} times"


def _term(atom) -> S.Lin:
    """An atom as a sum of one term."""
    return S.Lin(0, ((atom, 1),))


def expanded_deps(n: SimNode, x: Expansion) -> tuple[dict, dict, tuple]:
    """The node's reads and writes after ``expand_dimension_for_pointwise_node(dim, size)`` and
    ``refresh_dependencies(normalize=True)``, and its new (iteration, reduction) sizes. ``S.Unsupported``
    when the loop body is not printed or not rebuildable."""
    body = n.leaf.loop_body if n.leaf is not None else None
    if body is None or not body.functions or n.loop_sizes is not None:
        raise S.Unsupported("no loop body of the node's current loops")
    it, red = _sizes(n)
    loops = [(v, s) for v, s in body.var_ranges]
    if [s for _v, s in loops] != list(it) + list(red) or any(type(s) is not int for _v, s in loops):
        raise S.Unsupported("loop sizes that are not the body's integer ranges")
    new_it = list(it)
    new_it[x.dim] = x.size
    sizes = new_it + list(red)
    pvar = loops[x.dim][0]
    # index_vars_squeeze: a variable per loop of size above 1, 0 for the others
    names, kept_sizes, to_d = [], [], {}
    for (v, _s), size in zip(loops, sizes):
        if size == 1:
            to_d[v] = S.ZERO
            continue
        d = f"d{len(names)}"
        names.append(d)
        kept_sizes.append(size)
        to_d[v] = S.sym(d)
    to_d[pvar] = S.md(to_d[pvar], x.old) if to_d[pvar] != S.ZERO else S.ZERO
    modes = {d.name: d.mode for d in n.writes if d.kind == "MemoryDep"}
    reads: dict[DepKey, None] = {}
    writes: dict[DepKey, None] = {}
    for op, buf, idx in _accesses(body):
        e = S.subs(S.parse(idx), to_d)
        if any(a[0] != "s" and a[0] != "M" and S.has_fn(_term(a), "M") for a, _c in e.terms):
            # a Mod inside a floor division or a ModularIndexing: sympy's evaluation of it is not rebuilt
            raise S.Unsupported("a widened loop read inside another index function")
        index, ranges = normalized(e, names, kept_sizes)
        key = DepKey("MemoryDep", buf, index, ranges, modes.get(buf) if op == "store" else None, None, None)
        (reads if op == "load" else writes)[key] = None
    # the fake dependencies (WeakDep, StarDep) are kept as they were
    for d in n.reads:
        if d.kind != "MemoryDep":
            reads[d] = None
    old = {d.name for d in list(n.reads) + list(n.writes)}
    if {d.name for d in list(reads) + list(writes)} != old:
        raise S.Unsupported("the loop body's buffers are not the node's dependencies' (mutation renames)")
    return reads, writes, (new_it, list(red))


_MOD_OF_LOOP = re.compile(r"\bMod\((p\d{1,4}), (\d{1,12})\)")


def widened_loops(body) -> list[tuple[str, int, int]]:
    """The loops of a printed loop body read modulo a size below their range, as a loop widened by
    ``expand_dimension_for_pointwise_nodes`` prints (``Mod(p2, 2)`` with ``p2: 8``): (variable, its
    range, the size it is read modulo)."""
    if body is None:
        return []
    ranges = dict(body.var_ranges)
    out: dict[str, tuple[str, int, int]] = {}
    for text in body.indexes.values():
        for var, mod in _MOD_OF_LOOP.findall(text):
            size = ranges.get(var)
            if type(size) is int and size > int(mod) and var not in out:
                out[var] = (var, size, int(mod))
    return [out[v] for v, _s in body.var_ranges if v in out]


def describe(n: SimNode) -> str:
    """``op1's loops from (64, 16) to (64, 32)`` of a widened node, for a verdict's sentence."""
    dim, old = n.expanded
    it, _red = _sizes(n)
    before = list(it)
    before[dim] = old
    return f"{n.name}'s loops from {tuple(before)} to {tuple(it)}"
