"""The facts behind a verdict, in numbers: iteration spaces and their ratio, the producer's write vs the
consumer's reads of the shared buffer decoded into tensor coordinates through the buffer's layout
(offsets, windows, strides), in-place users, bytes of the intermediate and of its re-reads.

Everything is computed from the model; nothing here re-reads the text.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Any

from ..ir.model import Layout
from ..ir.symbolic import Size, product, ratio
from .graph import DepKey, Graph, SimNode, hint
from .indexexpr import affine


def dim_names(rank: int) -> list[str]:
    if rank == 4:
        return ["n", "c", "h", "w"]
    if rank == 5:
        return ["n", "c", "d", "h", "w"]
    return [f"d{i}" for i in range(rank)]


def decode_offset(offset: int, layout: Layout | None) -> dict[str, int] | None:
    """An element offset as steps along the tensor's dimensions: greedy over the strides, largest
    first, nearest step each time (so -7232 in channels-last [2, 64, 112, 112] is h-1, w-1)."""
    if layout is None or layout.size is None or layout.stride is None or len(layout.size) != len(layout.stride):
        return None
    if not all(isinstance(x, int) for x in list(layout.size) + list(layout.stride)):
        return None
    names = dim_names(len(layout.size))
    dims = sorted(((st, i) for i, (sz, st) in enumerate(zip(layout.size, layout.stride)) if sz != 1 and st != 0),
                  reverse=True)
    rem = offset
    out: dict[str, int] = {}
    for st, i in dims:
        q = int(round(rem / st))
        if q:
            out[names[i]] = q
            rem -= q * st
    if rem != 0:
        return None
    return out


def describe_coords(c: dict[str, int]) -> str:
    if not c:
        return "same element"
    return ", ".join(f"{k}{v:+d}" for k, v in c.items())


def _affine(d: DepKey):
    if d.kind != "MemoryDep" or d.index is None:
        return None
    return affine(d.index, {v for v, _ in d.ranges})


def analyze_access(write: DepKey | None, reads: list[DepKey], layout: Layout | None) -> dict[str, Any]:
    """How a consumer's reads of one buffer relate to the producer's write of it."""
    out: dict[str, Any] = {"reads": len(reads)}
    if write is not None:
        out["write"] = str(write)
        w = _affine(write)
        if w is not None and not w[2] and len(w[0]) == 1 and list(w[0].values())[0] == 1 and w[1] == 0 \
                and layout is not None and layout.numel is not None and write.ranges \
                and product([s for _, s in write.ranges]) == layout.numel:
            out["write_pattern"] = "each element once, in memory order"
    out["read_deps"] = [str(r) for r in reads]
    exact = [r for r in reads if write is not None and r == write]
    out["reads_equal_to_write"] = len(exact)
    # group the reads by their linear part; their constants are offsets of one access pattern
    groups: dict[tuple, list[int]] = defaultdict(list)
    other = []
    for r in reads:
        a = _affine(r)
        if a is None or a[2]:
            other.append(str(r))
            continue
        key = (tuple(sorted(a[0].items())), tuple(s for _, s in r.ranges))
        groups[key].append(a[1])
    patterns = []
    for (coeffs, sizes), consts in groups.items():
        consts = sorted(set(consts))
        base = 0 if 0 in consts else min(consts, key=abs)
        offs = [k - base for k in consts]
        p: dict[str, Any] = {"coefficients": dict(coeffs), "sizes": list(sizes), "offsets": offs}
        decoded = [decode_offset(k, layout) for k in offs]
        if all(x is not None for x in decoded):
            p["coords"] = [describe_coords(x) for x in decoded]
            dims = sorted({k for x in decoded for k in x})
            if dims:
                lo = {d: min(x.get(d, 0) for x in decoded) for d in dims}
                hi = {d: max(x.get(d, 0) for x in decoded) for d in dims}
                shape = [hi[d] - lo[d] + 1 for d in dims]
                if product(shape) == len(offs):
                    p["window"] = {"dims": dims, "shape": shape, "from": [lo[d] for d in dims],
                                   "to": [hi[d] for d in dims]}
        # each loop variable's coefficient as a step in the tensor: the output stride
        steps = {}
        for var, c in coeffs:
            dc = decode_offset(c, layout)
            if dc is not None and len(dc) >= 1:
                steps[var] = dc
        if steps:
            p["steps"] = {v: describe_coords(s) for v, s in steps.items()}
            strides = sorted({abs(x) for s in steps.values() for x in s.values() if abs(x) > 1})
            if strides:
                p["output_stride"] = strides[0] if len(strides) == 1 else strides
        patterns.append(p)
    out["patterns"] = patterns
    if other:
        out["non_affine_reads"] = other
    return out


def iteration_facts(n: SimNode) -> dict[str, Any]:
    if n.group is None:
        return {"group": None}
    if n.group_style == "cpu":
        v, r = n.group
        numel, rnumel = product(list(v)), product(list(r))
        text = f"(({', '.join(map(str, v))}{',' if len(v) == 1 else ''}), ({', '.join(map(str, r))}{',' if len(r) == 1 else ''}))"
    else:
        numel, rnumel = n.group
        text = f"({numel}, {rnumel})"
    return {"group": text, "numel": numel, "rnumel": rnumel, "points": product([numel, rnumel]),
            "reduction": n.is_reduction}


def ratio_text(a: Size, b: Size) -> str | None:
    r = ratio(a, b)
    if r is None:
        return None
    if r >= 1:
        return f"{r:g}:1" if float(r).is_integer() else f"{r:.3g}:1"
    inv = 1 / r
    return f"1:{inv:g}" if float(inv).is_integer() else f"1:{inv:.3g}"


def _leaf_writes(n: SimNode, buf: str) -> list[DepKey]:
    return [d for s in n.snodes for d in s.writes if d.name == buf]


def _leaf_reads(n: SimNode, buf: str) -> list[tuple[SimNode, DepKey]]:
    return [(s, d) for s in n.snodes for d in s.reads if d.name == buf]


def shared_buffers(g: Graph, n1: SimNode, n2: SimNode) -> tuple[list[str], str]:
    """Buffers that connect the pair: written by n1 and read by n2 (vertical), else read by both."""
    written = [b for s in n1.snodes for b in s.buffer_names]
    read2 = {d.name for s in n2.snodes for d in s.reads}
    vertical = [b for b in written if b in read2]
    if vertical:
        return vertical, "vertical"
    read1 = {d.name for s in n1.snodes for d in s.reads}
    common = [b for b in dict.fromkeys(d.name for s in n2.snodes for d in s.reads) if b in read1]
    return common, "horizontal"


def buffer_facts(g: Graph, n1: SimNode, n2: SimNode, buf: str, kind: str) -> dict[str, Any]:
    info = g.buffers.get(buf)
    lay = info.layout if info else None
    f: dict[str, Any] = {"name": buf}
    if lay is not None:
        f.update({"size": lay.size, "stride": lay.stride, "dtype": lay.dtype, "layout": lay.order,
                  "bytes": lay.nbytes})
    if kind == "vertical":
        writes = _leaf_writes(n1, buf)
        reads = [d for _s, d in _leaf_reads(n2, buf)]
        f["access"] = analyze_access(writes[0] if writes else None, reads, lay)
        reread = sum(g.dep_size_hint(d) for d in reads)
        f["reread_bytes"] = reread
        nb = lay.nbytes if lay is not None else None
        if isinstance(nb, int) and nb and reads:
            loads = sum(hint(product([s for _, s in d.ranges])) for d in reads if d.kind == "MemoryDep")
            numel = hint(lay.numel)
            if loads and numel:
                f["reads_per_element"] = round(loads / numel, 3)
        users = []
        leaf = g.model.get(info.producer) if info and info.producer else None
        if leaf is not None:
            for b in leaf.outputs:
                if b.name == buf and b.users:
                    consumer_names = {s.name for s in n2.snodes}
                    users = [{"node": u.name, "can_inplace": u.can_inplace} for u in b.users
                             if u.name in consumer_names]
        f["users"] = users
    else:
        f["reads"] = {"node1": [str(d) for _s, d in _leaf_reads(n1, buf)],
                      "node2": [str(d) for _s, d in _leaf_reads(n2, buf)]}
    return f


def pair_evidence(g: Graph, n1: SimNode, n2: SimNode, facts: dict[str, Any] | None = None) -> dict[str, Any]:
    bufs, kind = shared_buffers(g, n1, n2)
    it1, it2 = iteration_facts(n1), iteration_facts(n2)
    ev: dict[str, Any] = {
        "kind": kind,
        "iteration": {"node1": it1, "node2": it2},
        "buffers": [buffer_facts(g, n1, n2, b, kind) for b in bufs],
    }
    if it1.get("points") is not None and it2.get("points") is not None:
        ev["iteration"]["ratio"] = ratio_text(it1["points"], it2["points"])
    externs = {s.name: s.leaf.kernel or s.leaf.ir_class for s in (n1, n2) if s.leaf is not None and s.is_extern}
    if externs:
        ev["extern_kernels"] = externs
    if facts:
        ev["check"] = facts
    return ev
