"""Over-fusion candidates: the fused nodes of a final graph that may cost more fused than split into their
members (``rank --over-fusion``; the other direction of ``rank``'s missed fusions). Every fused node is
scored from the text, and the ones with a sign of trouble are listed, the likeliest first:

* ``mixed_spaces``: reductions of different sizes in one kernel (a mix-order reduction, or reductions over
  different extents): the kernel runs them all at one grid, where each alone would have its own;
* ``low_parallelism`` (with a GPU): the kernel keeps under half of the GPU's multiprocessors busy while
  one of its members alone (the pointwise epilogue of a reduction over few rows) would fill all of them;
* ``recompute``: a member's loops were widened to the others' (``expand_dimension_for_pointwise_nodes``:
  read modulo its own size, ``replay/expand.py``): the kernel computes each of its elements several times;
* ``many_inputs``: it reads ``MANY_INPUTS`` buffers or more at once (register pressure; a benchmark on
  CUDA compiles it and reports registers and spills);
* ``little_saved``: what fusing saves (the buffers passed between members, written and read back
  when split: ``measure.bytes.split_bytes``) is under ``LITTLE_SAVED`` of the split's traffic, so any
  cost of the fusion is not paid back;
* ``estimated_slower`` (with a GPU): the estimated time of the fused kernel exceeds the sum of its
  members' as separate kernels, each with its launch (``explain.estimate``'s roofline, the bandwidth a
  kernel reaches scaled by the share of the multiprocessors its blocks occupy, ``parallel_share``);
* ``below_roofline`` (with a profiler trace): the kernel's measured median reaches under
  ``FAR_BELOW`` of the bandwidth its bytes and the GPU's roofline allow.

No signal is a verdict: the split benchmark is (``bench FILE FUSED --split``), and ``rank --over-fusion
--measure N`` runs it on the first N candidates. Pure Python: no torch.
"""
from __future__ import annotations

import math
from dataclasses import field
from typing import Any

from ..ir.groups import leaves, memory_io
from ..ir.model import Node, Section
from ..records import record
from ..replay.expand import repeat_text, widened_loops
from ..replay.graph import Graph, hint
from ..replay.mixorder import sides_of
from ..replay.nested import KIND as NESTED

#: a fused kernel reading this many buffers or more is flagged (a Triton kernel holds a pointer and its
#: loaded values per input: register pressure grows with them)
MANY_INPUTS = 16
#: fusing saves under this share of the split's traffic: little to pay back a cost of the fusion
LITTLE_SAVED = 0.10
#: a measured kernel reaching under this share of its roofline bandwidth
FAR_BELOW = 0.25
#: a pointwise Triton kernel's block (Inductor's largest XBLOCK for a 1-D pointwise kernel) and the
#: elements a reduction block holds (its XBLOCK x R0_BLOCK), for counting a kernel's blocks
POINTWISE_BLOCK = 1024
REDUCTION_BLOCK = 1024

SIGNALS = ("estimated_slower", "below_roofline", "low_parallelism", "mixed_spaces", "recompute", "many_inputs",
           "little_saved")


@record(slots=True)
class Signal:
    code: str                       # one of SIGNALS
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "text": self.text}


@record(slots=True)
class Candidate:
    """A fused node of the final graph with its over-fusion signals."""

    node: str
    members: list[str]
    spaces: list[str]                       # the distinct iteration spaces of its members, as printed
    inputs: int                             # buffers it reads from memory
    fused_bytes: int                        # its traffic as Inductor built it
    split_bytes: int                        # every part a kernel of its own
    signals: list[Signal] = field(default_factory=list)
    # the kernels it would be split into: every member alone, or a mix-order or nested reduction's two sides
    # (what Inductor compiles with ``knob`` off)
    parts: list[list[str]] = field(default_factory=list)
    knob: str | None = None                 # split into two sides: the knob of its kind (``SPLIT_KNOBS``)
    fused_us: float | None = None           # estimates on the GPU (``estimated_slower``)
    split_us: float | None = None
    measured_us: float | None = None        # the trace's median of its kernel
    roofline_share: float | None = None     # of the bandwidth its bytes allow, measured
    line: int | None = None                 # its header (1-based)
    column: int | None = None

    @property
    def split(self) -> str:
        """The ``bench --split`` value of its parts ('' : every member alone)."""
        return split_spec(self.parts)

    @property
    def saved(self) -> int:
        return max(0, self.split_bytes - self.fused_bytes)

    @property
    def score(self) -> tuple:
        """Sort key, likeliest over-fusion first: estimated slower by the most, then far below the
        roofline, then by its signals' weight, then least saved."""
        codes = {s.code for s in self.signals}
        est = (self.fused_us - self.split_us) if self.fused_us is not None and self.split_us is not None else 0.0
        weight = sum(len(SIGNALS) - SIGNALS.index(c) for c in codes)
        share = self.saved / self.split_bytes if self.split_bytes else 0.0
        return ("estimated_slower" not in codes, -est, "below_roofline" not in codes,
                self.roofline_share if self.roofline_share is not None else 1.0, -weight, share)

    def to_json(self) -> dict[str, Any]:
        return {"node": self.node, "members": self.members, "spaces": self.spaces, "inputs": self.inputs,
                "fused_bytes": self.fused_bytes, "split_bytes": self.split_bytes, "saved_bytes": self.saved,
                "signals": [s.to_json() for s in self.signals],
                "fused_us": None if self.fused_us is None else round(self.fused_us, 4),
                "split_us": None if self.split_us is None else round(self.split_us, 4),
                "measured_us": self.measured_us, "roofline_share": self.roofline_share,
                "split": self.split or None, "line": self.line, "column": self.column}


@record(slots=True)
class OverFusion:
    file: str | None
    candidates: list[Candidate]             # with a signal, likeliest first
    fused_nodes: int                        # fused nodes looked at
    gpu: str | None = None                  # the estimates' and parallelism's GPU
    notes: list[str] = field(default_factory=list)
    measured: list[dict[str, Any]] = field(default_factory=list)   # --measure: the split benchmarks run

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "fused_nodes": self.fused_nodes, "gpu": self.gpu,
                "candidates": [c.to_json() for c in self.candidates], "notes": self.notes,
                "measured": self.measured}


def _num(x) -> int:
    return x if isinstance(x, int) else hint(x)


def blocks(numel: int, rnumel: int) -> int:
    """Blocks a Triton kernel over ``numel`` x ``rnumel`` points launches: a pointwise kernel
    ``POINTWISE_BLOCK`` elements a block, a reduction a block per row, or several rows of a short one
    (``REDUCTION_BLOCK`` elements a block)."""
    if rnumel <= 1:
        return max(1, math.ceil(numel / POINTWISE_BLOCK))
    rows_per_block = max(1, REDUCTION_BLOCK // (1 << max(0, (rnumel - 1).bit_length())))
    return max(1, math.ceil(numel / rows_per_block))


def kernel_blocks(top: Node) -> int | None:
    """The blocks of a node's kernel: the largest reduction of its members sets the grid (a pointwise member
    runs inside it), else its largest pointwise member."""
    red = [(_num(m.iteration.numel), _num(m.iteration.rnumel)) for m in leaves(top)
           if m.iteration is not None and m.is_reduction]
    if red:
        return max(blocks(n, r) for n, r in red)
    pw = [_num(m.iteration.numel) for m in leaves(top) if m.iteration is not None]
    return blocks(max(pw), 1) if pw else None


def parallel_share(n_blocks: int | None, sms: int) -> float:
    """The share of the GPU's bandwidth a kernel of ``n_blocks`` blocks can reach: the share of the
    multiprocessors it occupies (a kernel with fewer blocks than SMs leaves the rest idle)."""
    if not n_blocks or not sms:
        return 1.0
    return min(1.0, n_blocks / sms)


def _space(m: Node) -> str:
    it = m.iteration
    if it is None:
        return "?"
    n, r = _num(it.numel), _num(it.rnumel)
    return f"{n:,} x {r:,} reduction" if m.is_reduction else f"{n:,} pointwise"


def over_fusion(sec: Section, ir=None, estimator=None, measured=None) -> OverFusion:
    """The fused nodes of ``sec`` (a final, post-fusion section) with their signals. ``estimator``: an
    ``explain.estimate.Estimator`` for a GPU (the time and parallelism signals); ``measured``: an
    ``explain.measured.Measured`` (a profiler trace joined to the graph); ``ir``: the parsed file (its
    name, and the headers' lines)."""
    gpu = estimator.gpu if estimator is not None else None
    out: list[Candidate] = []
    fused = [n for n in sec.nodes if n.members and not n.is_extern]
    for top in fused:
        c = candidate(sec, top, estimator, measured)
        if c is not None and c.signals:
            if ir is not None:
                c.line, c.column = ir.position(top.name_span[0])
            out.append(c)
    out.sort(key=lambda c: c.score)
    notes = []
    if estimator is None:
        notes.append("no GPU named: the estimated time and parallelism signals need one (--gpu NAME)")
    if measured is None:
        notes.append("no profiler trace: the measured bandwidth signal needs one (--trace TRACE.json)")
    return OverFusion(ir.path if ir is not None else None, out, len(fused), gpu.name if gpu is not None else None, notes)


MIX_ORDER = "FusedMixOrderReductions"
#: the fused-node kinds split into two sides, each with the knob Inductor compiles those sides with off
SPLIT_KNOBS = {MIX_ORDER: "triton.mix_order_reduction", NESTED: "triton.nested_reduction"}


def _mix_order_sides(sec: Section, top: Node) -> tuple[list[str], list[str]] | None:
    """A FusedMixOrderReductions' two sides (``replay.mixorder.sides_of``), read from the replay's graph of
    the node and of the nodes that read its buffers (a split reduction's first stage is told by its second
    stage, which reads it): a few nodes, however large the section (a hover on the header of one in a
    30,000-node file would otherwise build the graph of them all)."""
    members = leaves(top)
    near = {top.name}
    for m in members:
        for out in m.outputs:
            buf = sec.buffers.get(out.name)
            for u in (buf.users or []) if buf is not None else []:
                t = sec.top_of.get(u.name or "")
                if t is not None:
                    near.add(t)
    sub = Section(sec.title, sec.graph, [n for n in sec.nodes if n.name in near], sec.buffers, sec.span,
                  sec.top_of)
    return sides_of(Graph(sub), [m.name for m in members])


def _nested_sides(sec: Section, top: Node) -> tuple[list[str], list[str]] | None:
    """A FusedNestedReductions' two sides, the outer reduction's and the grouped one's, rebuilt by the
    replay (``rounds.nested_group``) from the node alone, with torch 2.15's rules or else 2.14's (which also
    nest groups of rows); None when no cut of its members is a nested pair."""
    from dataclasses import replace

    from ..replay.config import DEFAULT
    from ..replay.rounds import nested_group
    from ..replay.rules import Rules
    sub = Section(sec.title, sec.graph, [top], sec.buffers, sec.span, sec.top_of)
    for release in ("2.15", "2.14"):
        g = Graph(sub)
        rules = Rules(g, config=replace(DEFAULT, torch_rules=release, triton_nested_reduction=True))
        node = nested_group(rules, [g.by_name[m.name] for m in leaves(top)])
        if node is not None:
            return [s.name for s in node.staged.outer.snodes], [s.name for s in node.staged.grouped.snodes]
    return None


def split_parts(sec: Section, top: Node) -> list[list[str]]:
    """The kernels a fused node is split into: a mix-order reduction's two sides (what Inductor compiles
    with triton.mix_order_reduction off), a nested reduction's (with triton.nested_reduction off), else
    every member."""
    sides = _mix_order_sides(sec, top) if top.kind == MIX_ORDER else \
        _nested_sides(sec, top) if top.kind == NESTED else None
    if sides is not None:
        return [sides[0], sides[1]]
    return [[m.name] for m in leaves(top)]


def split_spec(parts: list[list[str]]) -> str:
    """``bench --split``'s value for ``parts``: '' for every member alone, else the parts' fused names with
    '/' between them."""
    if all(len(p) == 1 for p in parts):
        return ""
    return "/".join("_".join(p) for p in parts)


def candidate(sec: Section, top: Node, estimator=None, measured=None) -> Candidate | None:
    """One fused node of ``sec`` with its signals (none: an empty list), None for what is not a fused node
    of two members or more (``over_fusion``'s arguments)."""
    if not top.members or top.is_extern:
        return None
    ms = leaves(top)
    if len(ms) < 2:
        return None
    reads, _ = memory_io(sec, top)
    parts = split_parts(sec, top)
    split, fused_b = _split_bytes(sec, top, parts)
    spaces: list[str] = []
    for m in ms:
        s = _space(m)
        if s not in spaces:
            spaces.append(s)
    c = Candidate(top.name, [m.name for m in ms], spaces, len(reads), fused_b, split, parts=parts,
                  knob=SPLIT_KNOBS.get(top.kind) if any(len(p) > 1 for p in parts) else None)
    _structural(c, top, ms)
    if estimator is not None:
        _estimated(c, sec, top, estimator)
    if measured is not None:
        _measured(c, top, measured)
    _little_saved(c)
    return c


def _split_bytes(sec: Section, top: Node, parts: list[list[str]]) -> tuple[int, int]:
    """(split, fused) bytes of a fused node split into ``parts``, each buffer once at its size per kernel
    (``measure.bytes.split_bytes``'s rule, ``ir.groups.part_io``, over ``sec``'s layouts)."""
    from ..ir.groups import part_io
    from .rank import section_buffer_bytes
    size = {}

    def nb(name: str) -> int:
        if name not in size:
            size[name] = section_buffer_bytes(sec, name)[0]
        return size[name]
    reads, writes = memory_io(sec, top)
    fused = sum(nb(b) for b in reads | writes)
    by_name = {m.name: m for m in leaves(top)}
    split = 0
    for part in parts:
        split += sum(nb(b) for b in part_io(sec, [by_name[m] for m in part], writes))
    return split, fused


def _structural(c: Candidate, top: Node, ms: list[Node]) -> None:
    if top.kind == "ForeachKernelSchedulerNode":
        # a combo kernel or a foreach op's: each sub-kernel runs in blocks of its own, with its own loop and
        # reads; neither sizes nor inputs add up in one loop (its estimate and its split benchmark still apply)
        return
    red = [m for m in ms if m.iteration is not None and m.is_reduction]
    red_spaces = {(_num(m.iteration.numel), _num(m.iteration.rnumel)) for m in red}
    if len(red_spaces) > 1:
        text = (f"reductions of {len(red_spaces)} sizes in one kernel ("
                + ", ".join(f"{n:,} x {r:,}" for n, r in sorted(red_spaces))
                + "): it runs them all at one grid, each alone would have its own")
        if top.kind == MIX_ORDER and c.split:
            text += (f"; a mix-order reduction, whose split is its two sides ({c.split.replace('/', ', ')}), as "
                     "Inductor compiles them with triton.mix_order_reduction off")
        elif top.kind == NESTED and c.split:
            text += (f"; nested reductions (FusedNestedReductions), whose split is the outer and the grouped side "
                     f"({c.split.replace('/', ', ')}), as Inductor compiles them with triton.nested_reduction off")
        c.signals.append(Signal("mixed_spaces", text))
    for m in ms:
        widened = widened_loops(m.loop_body)
        if widened:
            c.signals.append(Signal("recompute", f"{m.name} computes each of its elements {repeat_text(widened)}: its "
                                    "loops were widened to fuse it (expand_dimension_for_pointwise_nodes, "
                                    + ", ".join(f"{v} {mod} -> {size}" for v, size, mod in widened) + ")"))
    if c.inputs >= MANY_INPUTS:
        c.signals.append(Signal("many_inputs", f"reads {c.inputs} buffers at once (register pressure: "
                                "bench --split --device cuda compiles it and reports registers and spills)"))


def _little_saved(c: Candidate) -> None:
    """Said of a candidate that has another signal: what fusing saves is too little to pay for it."""
    if c.signals and c.split_bytes and c.saved / c.split_bytes < LITTLE_SAVED:
        c.signals.append(Signal("little_saved", f"fusing saves {c.saved:,} of {c.split_bytes:,} bytes "
                                f"({c.saved / c.split_bytes:.0%}): little to pay back a cost of the fusion"))


def _estimated(c: Candidate, sec: Section, top: Node, est) -> None:
    from ..ir.groups import group_node
    from .estimate import roofline
    gpu = est.gpu
    k = est.kernel(top.name)
    if k is None:
        return
    share = parallel_share(kernel_blocks(top), gpu.sms)
    fused = roofline(int(k.work.bytes / share), k.work.flops, gpu, k.peak)
    split = 0.0
    best_member, best_share = None, share
    for part in c.parts:
        name = "_".join(part)
        km = est.kernel(name)
        m = group_node(sec, name)
        if km is None or m is None:
            return
        s = parallel_share(kernel_blocks(m), gpu.sms)
        if s > best_share:
            best_member, best_share = m, s
        split += roofline(int(km.work.bytes / s), km.work.flops, gpu, km.peak).us
    c.fused_us, c.split_us = fused.us, split
    n_blocks = kernel_blocks(top)
    if share < 0.5 and best_member is not None and best_share >= 1.0:
        c.signals.append(Signal("low_parallelism", f"the fused kernel launches about {n_blocks:,} blocks on the "
                                f"{gpu.name}'s {gpu.sms} SMs ({share:.0%} busy); {best_member.name} alone would "
                                f"keep {best_share:.0%} of them busy"))
    if split < fused.us:
        what = (f"its {len(c.parts)} members" if all(len(p) == 1 for p in c.parts)
                else f"its {len(c.parts)} parts ({', '.join('_'.join(p) for p in c.parts)})")
        c.signals.append(Signal("estimated_slower", f"estimated {fused.us:,.2f} µs fused against {split:,.2f} µs "
                                f"for {what} as separate kernels on the {gpu.name}"))


def _measured(c: Candidate, top: Node, measured) -> None:
    kt = measured.of(top.name)
    if kt is None:
        return
    c.measured_us = kt.median_us
    share = kt.roofline_share
    if share is None:
        return
    c.roofline_share = round(share, 4)
    if share < FAR_BELOW:
        c.signals.append(Signal("below_roofline", f"measured {kt.median_us:,.2f} µs a call: {share:.0%} of the "
                                "bandwidth its bytes allow on this GPU"))


def _mb(n: int) -> str:
    return f"{n / 1e6:,.2f} MB" if n >= 10_000 else f"{n:,} B"


def render(r: OverFusion, top: int | None = 20) -> str:
    """Text: the candidates, likeliest first, each with its signals and the command that settles it."""
    out = [r.file or "<text>",
           f"  {len(r.candidates)} of {r.fused_nodes} fused nodes show a sign of over-fusion"
           + (f" (estimates for the {r.gpu})" if r.gpu else "")]
    shown = r.candidates if top is None else r.candidates[:top]
    for i, c in enumerate(shown, 1):
        where = f"  (line {c.line})" if c.line is not None else ""
        est = ""
        if c.fused_us is not None and c.split_us is not None:
            est = f"; estimated {c.fused_us:,.2f} µs fused, {c.split_us:,.2f} µs split"
        out.append("")
        out.append(f"  {i:>3}. {c.node}{where}: {len(c.members)} members, reads {c.inputs} buffers, fusing saves "
                   f"{_mb(c.saved)} of {_mb(c.split_bytes)}{est}")
        for s in c.signals:
            out.append(f"       {s.code}: {s.text}")
        if any(s.code == "recompute" for s in c.signals):
            # the rebuild cannot invert a widened node's store (it writes elements more than once)
            out.append(f"       settle it: compile with expand_dimension_for_pointwise_nodes=False (inductor-lens "
                       f"whatif {r.file or 'FILE'} --set expand_dimension_for_pointwise_nodes=false predicts the "
                       "groups) and time both runs")
            continue
        out.append(f"       settle it: inductor-lens bench {r.file or 'FILE'} {c.node} --split"
                   + (f" {c.split} --original" if c.knob else f" {c.split}" if c.split else ""))
        if c.knob:
            kind = "mix-order" if c.knob == SPLIT_KNOBS[MIX_ORDER] else "nested-reduction"
            out.append(f"       (--original: Inductor's own {kind} kernel from output_code.py, which the rebuild "
                       "does not reproduce; it runs that file's code)")
    if len(r.candidates) > len(shown):
        out.append(f"  … {len(r.candidates) - len(shown)} more (--all)")
    if r.measured:
        out.append("")
        out.append("  measured (bench --split):")
        for m in r.measured:
            out.append(f"    {m['node']}: {m['text']}")
    out.extend(f"  note: {n}" for n in r.notes)
    return "\n".join(out) + "\n"
