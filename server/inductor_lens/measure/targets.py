"""The pairs of an explanation that the benchmark engine can rebuild (no torch): unfused, final,
producer -> consumer through a buffer, both with loop bodies, not both reductions. One per
(producer, consumer) leaf pair; the editor puts a "Benchmark op3 → op4" lens on each."""
from __future__ import annotations

from dataclasses import dataclass

from ..fusion.explain import Explanation, PairVerdict
from ..ir.model import IRFile
from ..ir.names import leaf_names

NOT_REBUILDABLE = {"extern_kernel", "nop_node"}


@dataclass
class BenchPair:
    producer: str             # leaf node writing the shared buffer
    consumer: str             # leaf node reading it
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
        if prod is None or cons is None or (prod, cons) in seen:
            continue
        pn, cn = sec.node(prod), sec.node(cons)
        if pn is None or cn is None or pn.loop_body is None or cn.loop_body is None \
                or (pn.is_reduction and cn.is_reduction):
            continue
        seen.add((prod, cons))
        out.append(BenchPair(prod, cons, buf, v))
    return out
