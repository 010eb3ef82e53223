"""The pairs of an explanation that the benchmark engine can rebuild (no torch): unfused, final,
producer -> consumer through a buffer, both with loop bodies, not both reductions. An edge with a fused
node on a side is benchmarked as Inductor built that side (the whole group in one kernel) when
``group_refusal`` allows it, else as its leaf producer -> consumer pair. One per pair; the editor puts a
"Benchmark op3 → op4" lens on each."""
from __future__ import annotations

from ..explain.explain import Explanation, PairVerdict
from ..ir.groups import group_node, leaves
from ..ir.model import IRFile, Node, Section
from ..ir.names import leaf_names
from ..records import record

NOT_REBUILDABLE = {"extern_kernel", "nop_node"}


def missing_node(ir: IRFile, *names: str) -> str | None:
    """Why a pair cannot be benchmarked because a name is not a node of the file (a node, a fused node or
    one of its members), with the closest names; None when every name is one. Checked before the worker
    starts: a mistyped name costs no torch import."""
    import difflib
    for name in names:
        if ir.node(name) is None:
            known = [n.name for n in ir.all_nodes()]
            close = difflib.get_close_matches(name, known, n=3, cutoff=0.5)
            hint = f"; did you mean {' or '.join(close)}?" if close else (
                f"; its nodes are {', '.join(known[:3])}{', ...' if len(known) > 3 else ''}" if known else "")
            return f"no node named {name} in the file{hint}"
    return None


@record
class BenchPair:
    producer: str             # node writing the shared buffer (a fused node: the group as Inductor built it)
    consumer: str             # node reading it (idem)
    buffer: str
    verdict: PairVerdict      # the verdict (its names may be fused nodes)


def bench_pairs(ex: Explanation, ir: IRFile) -> list[BenchPair]:
    out: list[BenchPair] = []
    seen: set[tuple[str, str]] = set()
    for v in ex.pairs:
        if v.fused or not v.final or v.kind != "vertical" or v.reason in NOT_REBUILDABLE or not v.buffers:
            continue
        buf = v.buffers[0]
        sec = ir.sections[v.section] if v.section < len(ir.sections) else ir.sections[-1]
        b = sec.buffers.get(buf)
        prod = b.producer if b else None
        cons = next((n for n in leaf_names(v.node2) if (c := sec.node(n)) is not None
                     and any(d.name == buf for d in c.reads)), None)
        if prod is None or cons is None or prod not in leaf_names(v.node1) and sec.top_of.get(prod) != v.node1:
            continue   # (a buffer both nodes read, written by a third)
        g1, g2 = group_node(sec, v.node1), group_node(sec, v.node2)
        if g1 is not None and g2 is not None and (g1.members or g2.members) \
                and group_refusal(sec, g1, g2) is None:
            prod, cons = v.node1, v.node2
        else:
            pn, cn = sec.node(prod), sec.node(cons)
            if pn is None or cn is None or pn.loop_body is None or cn.loop_body is None \
                    or (pn.is_reduction and cn.is_reduction):
                continue
        if (prod, cons) in seen:
            continue
        seen.add((prod, cons))
        out.append(BenchPair(prod, cons, buf, v))
    return out


def group_refusal(sec: Section, n1: Node, n2: Node) -> str | None:
    """Why the edge ``n1 -> n2`` with a fused node on a side cannot be rebuilt as Inductor built its
    sides, or None. Every member needs a loop body; the edge goes through one buffer, which a pointwise
    member of ``n1`` writes (it is evaluated inside ``n2``'s loads when the pair is fused)."""
    ls1, ls2 = leaves(n1), leaves(n2)
    for m in ls1 + ls2:
        if m.loop_body is None:
            return (f"{m.name} has no loop body in the IR ({m.ir_class}): "
                    + ("a nop node generates no code" if m.is_nop else "templates and extern kernels are not rebuilt"))
    writer = {d.name: m for m in ls1 for d in m.writes}
    shared = list(dict.fromkeys(d.name for m in ls2 for d in m.reads if d.name in writer))
    if not shared:
        return f"{n2.name} reads nothing {n1.name} writes: nothing to fuse"
    if len(shared) > 1:
        return (f"{n2.name} reads {len(shared)} outputs of {n1.name} ({', '.join(shared)}): an edge through "
                "several buffers is not rebuilt yet")
    if writer[shared[0]].is_reduction:
        return (f"{writer[shared[0]].name} writes {shared[0]} with a reduction: a reduction producer of a fused "
                "node is not rebuilt yet (its pair with one consumer is)")
    return None
