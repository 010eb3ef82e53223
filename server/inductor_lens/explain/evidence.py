"""The facts behind a verdict, in numbers: iteration spaces and their ratio, the producer's write vs the
consumer's reads of the shared buffer decoded into tensor coordinates through the buffer's layout
(offsets, windows, strides), in-place users, bytes of the intermediate and of its re-reads.

Everything is computed from the model; nothing here re-reads the text. The facts are slotted
dataclasses read by attribute (report text, hover cards, summaries); ``to_json()`` gives the JSON the
CLI and the editor show (docs/cli.md): its keys, their order and which of them appear are a contract
(tests/golden/cli_json.py), so an optional fact is ``None`` here and absent there.
"""
from __future__ import annotations

from collections import defaultdict
from dataclasses import field
from typing import Any

from ..expr.indexexpr import affine
from ..expr.symbolic import Size, product, ratio
from ..ir.model import Layout
from ..records import record
from ..replay.graph import DepKey, Graph, SimNode, hint
from ..replay.reasons import Facts


@record(slots=True, frozen=True)
class Window:
    """The offsets of an access pattern as a dense box in tensor coordinates: along ``dims``,
    ``shape`` steps from ``start`` to ``end`` (JSON ``from`` / ``to``)."""

    dims: list[str]
    shape: list[int]
    start: list[int]
    end: list[int]

    def to_json(self) -> dict[str, Any]:
        return {"dims": self.dims, "shape": self.shape, "from": self.start, "to": self.end}


@record(slots=True, frozen=True)
class AccessPattern:
    """Reads of one buffer with the same linear part: ``coefficients`` per loop variable over loops of
    ``sizes``, at the constant ``offsets`` (relative to the one nearest 0). Decoded through the buffer's
    layout when it can be: the offsets as ``coords``, their ``window``, each variable's ``steps`` and the
    ``output_stride`` (an int, or a list when the steps disagree)."""

    coefficients: dict[str, int]
    sizes: list[Size]
    offsets: list[int]
    coords: list[str] | None = None
    window: Window | None = None
    steps: dict[str, str] | None = None
    output_stride: int | list[int] | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"coefficients": self.coefficients, "sizes": self.sizes, "offsets": self.offsets}
        if self.coords is not None:
            d["coords"] = self.coords
        if self.window is not None:
            d["window"] = self.window.to_json()
        if self.steps is not None:
            d["steps"] = self.steps
        if self.output_stride is not None:
            d["output_stride"] = self.output_stride
        return d


@record(slots=True, frozen=True)
class AccessAnalysis:
    """How a consumer's reads of one buffer relate to the producer's write of it: the number of reads,
    the write (``None`` when there is none to compare with) and its pattern, the reads as text, how many
    equal the write, the affine ``patterns`` and the reads no affine pattern covers."""

    reads: int
    write: str | None
    write_pattern: str | None
    read_deps: list[str]
    reads_equal_to_write: int
    patterns: list[AccessPattern]
    non_affine_reads: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"reads": self.reads}
        if self.write is not None:
            d["write"] = self.write
            if self.write_pattern is not None:
                d["write_pattern"] = self.write_pattern
        d["read_deps"] = self.read_deps
        d["reads_equal_to_write"] = self.reads_equal_to_write
        d["patterns"] = [p.to_json() for p in self.patterns]
        if self.non_affine_reads:
            d["non_affine_reads"] = self.non_affine_reads
        return d


@record(slots=True, frozen=True)
class IterationFacts:
    """A node's iteration space: its group as Inductor prints it, numel x rnumel = points. All ``None``
    for a node without a group (extern, nop): JSON ``{"group": null}``."""

    group: str | None = None
    numel: Size | None = None
    rnumel: Size | None = None
    points: Size | None = None
    reduction: bool | None = None

    def to_json(self) -> dict[str, Any]:
        if self.group is None:
            return {"group": None}
        return {"group": self.group, "numel": self.numel, "rnumel": self.rnumel, "points": self.points,
                "reduction": self.reduction}


@record(slots=True, frozen=True)
class PairIteration:
    """Both nodes' iteration spaces and the ratio of their points (``ratio_text``; JSON ``ratio`` only
    when both have points, and then ``null`` when the ratio is not a number)."""

    node1: IterationFacts
    node2: IterationFacts
    ratio: str | None = None

    @property
    def has_ratio(self) -> bool:
        return self.node1.points is not None and self.node2.points is not None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"node1": self.node1.to_json(), "node2": self.node2.to_json()}
        if self.has_ratio:
            d["ratio"] = self.ratio
        return d


@record(slots=True, frozen=True)
class PerNode:
    """One value per node of the pair (the leaf names of each, each one's reads of a buffer)."""

    node1: list[str]
    node2: list[str]

    def to_json(self) -> dict[str, Any]:
        return {"node1": self.node1, "node2": self.node2}


@record(slots=True, frozen=True)
class InplaceUser:
    """A NodeUser of the producer's output that is a leaf of the consumer."""

    node: str
    can_inplace: bool

    def to_json(self) -> dict[str, Any]:
        return {"node": self.node, "can_inplace": self.can_inplace}


@record(slots=True, frozen=True)
class BufferFacts:
    """One buffer that connects the pair. Its ``layout`` is the model's (JSON: ``size``, ``stride``,
    ``dtype``, ``layout`` = its order, ``bytes``; all absent when the buffer has none). A vertical pair's
    buffer has the ``access`` analysis of the consumer's reads against the producer's write, the bytes
    re-read, the reads per element and the in-place ``users``; a horizontal pair's has each node's
    ``reads`` of it (and ``access`` None)."""

    name: str
    layout: Layout | None = None
    access: AccessAnalysis | None = None
    reread_bytes: Any = None
    reads_per_element: float | None = None
    users: list[InplaceUser] | None = None
    reads: PerNode | None = None

    @property
    def vertical(self) -> bool:
        return self.access is not None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"name": self.name}
        lay = self.layout
        if lay is not None:
            d.update({"size": lay.size, "stride": lay.stride, "dtype": lay.dtype, "layout": lay.order,
                      "bytes": lay.nbytes})
        if self.access is not None:
            d["access"] = self.access.to_json()
            d["reread_bytes"] = self.reread_bytes
            if self.reads_per_element is not None:
                d["reads_per_element"] = self.reads_per_element
            d["users"] = [u.to_json() for u in self.users or ()]
        else:
            d["reads"] = self.reads.to_json() if self.reads is not None else None
        return d


@record(slots=True, frozen=True)
class AlsoRefused:
    """What else refuses a vertical pair that was refused for want of shared data (or for memory or
    distance): the vertical rules' or the backend's refusal, with the backend's facts."""

    reason: str
    inductor_message: str | None
    facts: Facts | None = None         # the backend's, of the reason's type (JSON: merged in)

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"reason": self.reason, "inductor_message": self.inductor_message}
        if self.facts is not None:
            d.update(self.facts.to_json())
        return d


@record(slots=True, frozen=True)
class Eventually:
    """For a verdict of an earlier round: the final node both ended up in (``fused_into``), else the final
    node of each."""

    fused_into: str | None = None
    node1: str | None = None
    node2: str | None = None

    def to_json(self) -> dict[str, Any]:
        if self.fused_into is not None:
            return {"fused_into": self.fused_into}
        return {"node1": self.node1, "node2": self.node2}


@record(slots=True, frozen=True)
class KernelFacts:
    """Where the pair's final nodes went in output_code.py: each one's kernel (``kernels.kernel_json``,
    None for none) and, when both landed in one function as separate loop nests, its name."""

    node1: dict[str, Any] | None = None
    node2: dict[str, Any] | None = None
    same_function: str | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        if self.node1 is not None:
            d["node1"] = self.node1
        if self.node2 is not None:
            d["node2"] = self.node2
        if self.same_function is not None:
            d["same_function"] = self.same_function
        return d


@record(slots=True)
class PairEvidence:
    """The facts behind one verdict. ``pair_evidence`` gives the pair's own (kind, iteration spaces,
    connecting buffers, extern kernels, the deciding check's facts); the explainer adds what needs the
    replay (shared bytes, what else refuses, leaf names, where the nodes ended up, their kernels)."""

    kind: str
    iteration: PairIteration
    buffers: list[BufferFacts]
    extern_kernels: dict[str, str] | None = None
    check: Facts | None = None          # the deciding check's facts (reasons.Facts; JSON only when any)
    shared_bytes: Any = None
    also_refused_by: AlsoRefused | None = None
    names: PerNode | None = None
    eventually: Eventually | None = None
    kernels: KernelFacts | None = None
    # torch 2.15: why its nested-reduction planner declined a dependent reduction pair of another size
    # (what would make Inductor nest the two in one kernel)
    nested_plan: str | None = None

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {"kind": self.kind, "iteration": self.iteration.to_json(),
                             "buffers": [b.to_json() for b in self.buffers]}
        if self.extern_kernels:
            d["extern_kernels"] = self.extern_kernels
        if self.check is not None and (c := self.check.to_json()):
            d["check"] = c
        if self.shared_bytes is not None:
            d["shared_bytes"] = self.shared_bytes
        if self.also_refused_by is not None:
            d["also_refused_by"] = self.also_refused_by.to_json()
        if self.names is not None:
            d["names"] = self.names.to_json()
        if self.eventually is not None:
            d["eventually"] = self.eventually.to_json()
        if self.kernels is not None:
            d["kernels"] = self.kernels.to_json()
        if self.nested_plan is not None:
            d["nested_plan"] = self.nested_plan
        return d


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


def analyze_access(write: DepKey | None, reads: list[DepKey], layout: Layout | None) -> AccessAnalysis:
    """How a consumer's reads of one buffer relate to the producer's write of it."""
    write_text = write_pattern = None
    if write is not None:
        write_text = str(write)
        w = _affine(write)
        if w is not None and not w[2] and len(w[0]) == 1 and list(w[0].values())[0] == 1 and w[1] == 0 \
                and layout is not None and layout.numel is not None and write.ranges \
                and product([s for _, s in write.ranges]) == layout.numel:
            write_pattern = "each element once, in memory order"
    read_deps = [str(r) for r in reads]
    exact = [r for r in reads if write is not None and r == write]
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
        coords = window = steps_text = output_stride = None
        decoded = [decode_offset(k, layout) for k in offs]
        if all(x is not None for x in decoded):
            coords = [describe_coords(x) for x in decoded]
            dims = sorted({k for x in decoded for k in x})
            if dims:
                lo = {d: min(x.get(d, 0) for x in decoded) for d in dims}
                hi = {d: max(x.get(d, 0) for x in decoded) for d in dims}
                shape = [hi[d] - lo[d] + 1 for d in dims]
                if product(shape) == len(offs):
                    window = Window(dims, shape, [lo[d] for d in dims], [hi[d] for d in dims])
        # each loop variable's coefficient as a step in the tensor: the output stride
        steps = {}
        for var, c in coeffs:
            dc = decode_offset(c, layout)
            if dc is not None and len(dc) >= 1:
                steps[var] = dc
        if steps:
            steps_text = {v: describe_coords(s) for v, s in steps.items()}
            strides = sorted({abs(x) for s in steps.values() for x in s.values() if abs(x) > 1})
            if strides:
                output_stride = strides[0] if len(strides) == 1 else strides
        patterns.append(AccessPattern(dict(coeffs), list(sizes), offs, coords, window, steps_text, output_stride))
    return AccessAnalysis(len(reads), write_text, write_pattern, read_deps, len(exact), patterns, other)


def iteration_facts(n: SimNode) -> IterationFacts:
    if n.group is None:
        return IterationFacts()
    if n.group_style == "cpu":
        v, r = n.group
        numel, rnumel = product(list(v)), product(list(r))
        text = f"(({', '.join(map(str, v))}{',' if len(v) == 1 else ''}), ({', '.join(map(str, r))}{',' if len(r) == 1 else ''}))"
    else:
        numel, rnumel = n.group
        text = f"({numel}, {rnumel})"
    return IterationFacts(text, numel, rnumel, product([numel, rnumel]), n.is_reduction)


def ratio_text(a: Size, b: Size) -> str | None:
    r = ratio(a, b)
    if r is None or r == 0:     # (a node of no points: nothing to compare)
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


def buffer_facts(g: Graph, n1: SimNode, n2: SimNode, buf: str, kind: str) -> BufferFacts:
    info = g.buffers.get(buf)
    lay = info.layout if info else None
    if kind != "vertical":
        return BufferFacts(buf, lay, reads=PerNode([str(d) for _s, d in _leaf_reads(n1, buf)],
                                                   [str(d) for _s, d in _leaf_reads(n2, buf)]))
    writes = _leaf_writes(n1, buf)
    reads = [d for _s, d in _leaf_reads(n2, buf)]
    access = analyze_access(writes[0] if writes else None, reads, lay)
    reread = sum(g.dep_size_hint(d) for d in reads)
    per_element = None
    nb = lay.nbytes if lay is not None else None
    if isinstance(nb, int) and nb and reads:
        loads = sum(hint(product([s for _, s in d.ranges])) for d in reads if d.kind == "MemoryDep")
        numel = hint(lay.numel)
        if loads and numel:
            per_element = round(loads / numel, 3)
    users = []
    leaf = g.model.get(info.producer) if info and info.producer else None
    if leaf is not None:
        for b in leaf.outputs:
            if b.name == buf and b.users:
                consumer_names = {s.name for s in n2.snodes}
                users = [InplaceUser(u.name, u.can_inplace) for u in b.users if u.name in consumer_names]
    return BufferFacts(buf, lay, access, reread, per_element, users)


def pair_evidence(g: Graph, n1: SimNode, n2: SimNode, facts: Facts | None = None) -> PairEvidence:
    bufs, kind = shared_buffers(g, n1, n2)
    it1, it2 = iteration_facts(n1), iteration_facts(n2)
    r = ratio_text(it1.points, it2.points) if it1.points is not None and it2.points is not None else None
    externs = {s.name: s.leaf.kernel or s.leaf.ir_class for s in (n1, n2) if s.leaf is not None and s.is_extern}
    return PairEvidence(kind, PairIteration(it1, it2, r), [buffer_facts(g, n1, n2, b, kind) for b in bufs],
                        externs or None, facts)
