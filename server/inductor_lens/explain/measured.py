"""The user's own timings: a ``torch.profiler`` trace (``dump.trace``) joined to the final graph's nodes
through ``output_code.py``'s kernel names.

* A generated kernel (C++ or Triton) is joined by name: the profiler record ``output_code.py`` gives it
  (C++ compiled with ``enable_kernel_profile``: ``graph_<id>_<kernel>``), else its name with any
  ``graph_<n>_`` prefix (when the trace holds several graphs' prefixes, the one naming most of this
  graph's kernels is taken, and a note says so). Its nodes are those ``dump.kernels`` maps to it.
* An extern kernel (``extern_kernels.addmm``: the ATen op ``aten::addmm``) is joined by its place in
  ``call()``: a graph call of the trace (``## Call CompiledFxGraph … ##``) is this graph's when the
  generated kernels directly inside it are exactly this graph's, in ``call()``'s order; then the ops
  inside it are matched to ``call()``'s kernel and extern calls in order, by name. On a GPU the ATen
  op's own (host) time is not the kernel's: an extern joined there gets the time of the GPU kernels its
  launches start (by ``correlation``) when the trace links them, else it is listed unjoined.

Per kernel: its runs in this graph's calls (not the autotuner's benchmark launches of a Triton kernel's
first run: ``_launches``), total and median time per run, the bytes ``estimate.Estimator`` counts for its
nodes per launch, the achieved bandwidth (bytes / median) and, for a
kernel timed on a GPU with a GPU named, the share of its roofline (roofline time / median). Kernel events
of the trace that no node of this graph explains, and nodes with no event, are listed.
"""
from __future__ import annotations

import re
import statistics
from collections import Counter
from dataclasses import field
from pathlib import Path
from typing import Any

from ..dump.gpus import GpuSpec
from ..dump.kernels import KernelMap, source_of
from ..dump.output_code import OutputCode
from ..dump.trace import (
    KERNEL_NAME_RE,
    Trace,
    TraceEvent,
    TraceProblem,
    aten_name,
    read_trace,
)
from ..ir.model import Section
from ..records import record
from .estimate import Estimator, roofline

#: a C++ kernel's profiler record in its source (``enable_kernel_profile``)
RECORD_RE = re.compile(r'RAIIAtenRecordFunctionHandle\s+\w+\("([^"]+)"')


#: said of a kernel that beat its roofline (measured faster than the model allows)
ABOVE = ": above it (data served from L2, or a fixed cost under the model's 1 µs)"


@record(slots=True)
class KernelTiming:
    """One kernel of the graph as the trace timed it."""

    kernel: str                     # output_code.py's name (an extern: its call, ``extern_kernels.addmm``)
    kind: str                       # cpp | triton | extern
    event: str                      # the trace's name for it
    line: int                       # its call's line in output_code.py
    nodes: list[str]                # the top-level nodes it runs
    calls: int
    total_us: float
    median_us: float
    device: str                     # cpu | gpu: where the timed events ran
    bytes: int | None = None        # the estimator's bytes per launch (its nodes' mean over ``sites``)
    roofline_us: float | None = None   # a GPU kernel's roofline time on the named GPU
    gpu: str | None = None
    shared: bool = False            # the kernel's source is launched at several call() sites: this is one
    sites: int = 1                  # the call() sites these events cover (several: told apart by no call)
    min_us: float | None = None     # the fastest and the slowest of the calls counted (``calls``)
    max_us: float | None = None
    warmup_calls: int = 0           # its first calls, left out of the figures: far slower than the rest
    warmup_us: float = 0.0          # (a first run: caches cold, lazy initialisation; ``_timing``)

    @property
    def gbs(self) -> float | None:
        """Achieved bandwidth, GB/s: bytes / median time."""
        return self.bytes / (self.median_us * 1e3) if self.bytes and self.median_us > 0 else None

    @property
    def roofline_share(self) -> float | None:
        return self.roofline_us / self.median_us if self.roofline_us is not None and self.median_us > 0 else None

    def spread(self) -> str:
        """``median 23.90 µs (min 22.10, max 31.00) x 3 calls``: the distribution, never the median alone."""
        calls = f"{self.calls} call{'s' if self.calls != 1 else ''}"
        if self.calls > 1 and self.min_us is not None and self.max_us is not None:
            return f"median {self.median_us:,.2f} µs (min {self.min_us:,.2f}, max {self.max_us:,.2f}) x {calls}"
        return f"{'median ' if self.calls > 1 else ''}{self.median_us:,.2f} µs x {calls}"

    def warmup_text(self) -> str:
        """What was left out, said: ``; first call left out: 16,773.51 µs, 87x the median (warm-up)``."""
        if not self.warmup_calls:
            return ""
        n = self.warmup_calls
        what = "first call" if n == 1 else f"first {n} calls"
        per = self.warmup_us / n
        times = f", {per / self.median_us:,.0f}x the median" if self.median_us > 0 else ""
        return f"; {what} left out: {self.warmup_us:,.2f} µs{times} (warm-up)"

    def text(self) -> str:
        """``cpp_fused_x_0: median 23.90 µs (min 22.10, max 31.00) x 3 calls (71.70 µs), 1.23 GB/s``."""
        name = f"{self.kernel} (line {self.line})" if self.kind == "extern" or self.shared else self.kernel
        out = f"{name}: {self.spread()} ({self.total_us:,.2f} µs)"
        if (g := self.gbs) is not None:
            out += f", {g:,.2f} GB/s"
        if (s := self.roofline_share) is not None:
            out += f", {s:.0%} of the {self.gpu} roofline{ABOVE if s > 1 else ''}"
        return out + self.warmup_text()

    def hover_line(self, trace_name: str) -> str:
        """The hover's and the map's line: ``measured (trace.json): median 12.34 µs (min 12.00, max 13.10)
        x 3 calls, 5.67 GB/s achieved (41% of H100's roofline)``."""
        out = f"measured ({trace_name}): {self.spread()}"
        if (g := self.gbs) is not None:
            out += f", {g:,.2f} GB/s achieved"
        if (s := self.roofline_share) is not None:
            out += f" ({s:.0%} of {self.gpu}'s roofline{ABOVE if s > 1 else ''})"
        return out + self.warmup_text()

    def map_json(self, trace_name: str) -> dict[str, Any]:
        """The fusion map's ``measured`` of a node: its kernel's figures and the line the map shows."""
        return {**self.to_json(), "label": f"measured ({trace_name})", "text": self.hover_line(trace_name)}

    def to_json(self) -> dict[str, Any]:
        g, s = self.gbs, self.roofline_share
        return {"kernel": self.kernel, "kind": self.kind, "event": self.event, "line": self.line,
                "nodes": self.nodes, "calls": self.calls, "total_us": round(self.total_us, 3),
                "median_us": round(self.median_us, 3), "device": self.device, "bytes": self.bytes,
                "achieved_gbs": round(g, 3) if g is not None else None,
                "roofline_us": round(self.roofline_us, 4) if self.roofline_us is not None else None,
                "roofline_share": round(s, 4) if s is not None else None, "gpu": self.gpu,
                "shared": self.shared, "min_us": _round(self.min_us, 3), "max_us": _round(self.max_us, 3),
                "warmup_calls": self.warmup_calls, "warmup_us": round(self.warmup_us, 3)}


@record(slots=True)
class Unjoined:
    """A kernel event name of the trace that no node of this graph explains, or a node without events."""

    name: str
    why: str
    calls: int = 0
    total_us: float = 0.0

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "why": self.why, "calls": self.calls, "total_us": round(self.total_us, 3)}


@record(slots=True)
class Measured:
    trace: str
    kernels: list[KernelTiming]
    node_kernel: dict[str, KernelTiming]        # top-level node -> its kernel's timing
    unmatched_events: list[Unjoined]            # trace kernels no node explains
    nodes_without: list[Unjoined]               # nodes with no event
    inductor_events: int                        # Inductor kernel events in the trace (dump.trace)
    joined_events: int                          # of them, joined to a kernel of this graph
    inductor_us: float
    joined_us: float
    graph_calls: int = 0                        # calls of this graph found (extern join)
    message: str | None = None                  # the trace and the graph do not go together
    notes: list[str] = field(default_factory=list)

    def of(self, node: str) -> KernelTiming | None:
        return self.node_kernel.get(node)

    def pair_time(self, producer: str, consumer: str) -> float | None:
        """The measured total time of an edge's kernels (one kernel counted once)."""
        ks = {id(k): k for k in (self.of(producer), self.of(consumer)) if k is not None}
        return sum(k.total_us for k in ks.values()) if ks else None

    def pair_line(self, producer: str, consumer: str) -> str | None:
        """``measured: …`` of an edge's kernels, for the text outputs."""
        kp, kc = self.of(producer), self.of(consumer)
        if kp is None and kc is None:
            return None
        if kp is not None and kp is kc:
            return f"measured ({self.trace_name}): both in {kp.text()}"
        parts = [k.text() if k is not None else f"{n}: no event in the trace" for n, k in
                 ((producer, kp), (consumer, kc))]
        return f"measured ({self.trace_name}): " + "; ".join(parts)

    def pair_json(self, producer: str, consumer: str) -> dict[str, Any] | None:
        """The ``measured`` object of an edge: both kernels' figures (None where a node has no event), the
        edge's total time (one kernel counted once), None when neither has an event."""
        kp, kc = self.of(producer), self.of(consumer)
        if kp is None and kc is None:
            return None
        return {"producer": kp.to_json() if kp is not None else None,
                "consumer": kc.to_json() if kc is not None else None,
                "same_kernel": kp is not None and kp is kc,
                "total_us": round(self.pair_time(producer, consumer) or 0.0, 3)}

    @property
    def trace_name(self) -> str:
        return self.trace.replace("\\", "/").rsplit("/", 1)[-1]

    def summary(self) -> str:
        """One line: what was joined."""
        if self.message:
            return self.message
        timed = f"{self.trace_name}: {len(self.kernels)} kernel{'s' if len(self.kernels) != 1 else ''} of this graph timed"
        if self.inductor_events:
            timed += (f"; {self.joined_events:,} of the trace's {self.inductor_events:,} Inductor kernel events are "
                      f"this graph's ({_share(self.joined_events, self.inductor_events)}), "
                      f"{self.joined_us / 1e3:,.3f} ms of their {self.inductor_us / 1e3:,.3f} ms "
                      f"({_share(self.joined_us, self.inductor_us)})")
            if self.joined_events < self.inductor_events:
                timed += "; the others ran outside this graph's kernels"
        return (timed
                + (f"; {len(self.unmatched_events)} trace kernels match no node" if self.unmatched_events else "")
                + (f"; {len(self.nodes_without)} nodes without events" if self.nodes_without else ""))

    def render(self) -> str:
        """The text block ``explain`` and ``rank`` print: the summary, each kernel, what was not joined."""
        out = [f"measured: {self.summary()}"]
        for k in sorted(self.kernels, key=lambda k: -k.total_us):
            out.append(f"  {k.text()}  [{', '.join(k.nodes) or 'no node'}]")
        for u in self.unmatched_events:
            out.append(f"  not joined: {u.name} ({u.calls} calls, {u.total_us:,.2f} µs): {u.why}")
        for u in self.nodes_without:
            out.append(f"  no event: {u.name}: {u.why}")
        out.extend(f"  note: {n}" for n in self.notes)
        return "\n".join(out) + "\n"

    def map_json(self) -> dict[str, Any]:
        """The fusion map's ``measured``: the join's figures without its per-kernel lists (those are on
        the map's nodes)."""
        gpu = next((k.gpu for k in self.kernels if k.gpu), None)
        return {"trace": self.trace, "name": self.trace_name, "summary": self.summary(), "message": self.message,
                "kernels": len(self.kernels), "events_joined": self.joined_events,
                "events_total": self.inductor_events, "joined_us": round(self.joined_us, 3),
                "total_us": round(self.inductor_us, 3), "unmatched_events": len(self.unmatched_events),
                "nodes_without_events": len(self.nodes_without), "gpu": gpu, "notes": list(self.notes)}

    def to_json(self) -> dict[str, Any]:
        return {"trace": self.trace, "message": self.message, "inductor_events": self.inductor_events,
                "joined_events": self.joined_events, "inductor_us": round(self.inductor_us, 3),
                "joined_us": round(self.joined_us, 3), "graph_calls": self.graph_calls,
                "kernels": [k.to_json() for k in self.kernels],
                "unmatched_events": [u.to_json() for u in self.unmatched_events],
                "nodes_without_events": [u.to_json() for u in self.nodes_without], "notes": self.notes}


#: a first call this many times the median of the calls after it is a warm-up, not a figure of the kernel
WARMUP_FACTOR = 3.0
#: the most first calls of a kernel that can be left out as its warm-up
MAX_WARMUP_CALLS = 3


@record(slots=True, frozen=True)
class Timing:
    """The calls of a kernel that count (``_timing``) and the warm-up calls left out."""

    calls: int
    total_us: float
    median_us: float
    min_us: float
    max_us: float
    warmup_calls: int = 0
    warmup_us: float = 0.0


def _round(x: float | None, digits: int) -> float | None:
    return None if x is None else round(x, digits)


def _share(part: float, whole: float) -> str:
    """A share that reads as what it is: ``100%``, ``0.1%``, ``<0.1%`` (never ``0%`` for a part that is not 0)."""
    if whole <= 0:
        return "n/a"
    x = part / whole
    if x == 0 or x >= 0.995:
        return f"{x:.0%}"
    return "<0.1%" if x < 0.001 else (f"{x:.1%}" if x < 0.1 else f"{x:.0%}")


def _timing(events: list[TraceEvent]) -> Timing:
    """The figures of a kernel's calls in time order. Its first calls are left out while each is over
    WARMUP_FACTOR x the median of the calls after it (a first run pays for cold caches and lazy
    initialisation: 16.8 ms against 0.19 ms for the next ones), at most MAX_WARMUP_CALLS and half of them,
    and at least two calls always count; ``warmup_calls`` says how many went. (The bound keeps a trace's
    kernel of 100,000 ever faster calls to a few medians, not one per call.)"""
    durs = [e.dur for e in sorted(events, key=lambda e: e.ts)]
    k = 0
    while k < MAX_WARMUP_CALLS and len(durs) - k > 2 and k < len(durs) // 2 \
            and durs[k] > WARMUP_FACTOR * statistics.median(durs[k + 1:]):
        k += 1
    kept = durs[k:]
    return Timing(len(kept), sum(kept), statistics.median(kept), min(kept), max(kept), k, sum(durs[:k]))


def _kernel_timing(kernel: str, kind: str, event: str, line: int, nodes: list[str], t: Timing, device: str,
                   **kw: Any) -> KernelTiming:
    return KernelTiming(kernel, kind, event, line, nodes, t.calls, t.total_us, t.median_us, device,
                        min_us=t.min_us, max_us=t.max_us, warmup_calls=t.warmup_calls, warmup_us=t.warmup_us,
                        **kw)


def join(trace: Trace, sec: Section, oc: OutputCode, km: KernelMap, est: Estimator | None = None,
         gpu: GpuSpec | None = None, warmup: int = 0) -> Measured:
    """The trace's kernel events joined to the final graph ``sec`` through ``output_code.py`` (``oc``
    read by ``dump.output_code.read_calls``, ``km`` its node map). ``est``: bytes per kernel (any GPU:
    bytes do not depend on it); ``gpu``: the roofline share of GPU-timed kernels. ``warmup``: this
    graph's first calls to leave out (``capture --profile --warmup N``: a training script's first step
    runs everything cold), when the trace has more calls than that."""
    notes: list[str] = []
    if trace.refused:
        notes.append(f"{trace.refused:,} events of the trace left out: their time is not a finite number (NaN, "
                     "Infinity) or their duration is negative")
    ind = trace.inductor_kernels()
    by_name: dict[str, list[TraceEvent]] = {}
    for e in ind:
        by_name.setdefault(e.name, []).append(e)
    generated = {name: k for name, k in oc.kernels.items() if k.kind.startswith(("cpp", "triton"))}
    # the trace's name of each generated kernel
    recorded = {name: m.group(1) for name, k in generated.items() if (m := RECORD_RE.search(k.source))}
    prefixes: dict[str | None, set[str]] = {}
    for ev_name in by_name:
        m = KERNEL_NAME_RE.match(ev_name)
        if m and m.group(2) in generated and m.group(2) not in recorded:
            prefixes.setdefault(m.group(1), set()).add(m.group(2))
    prefix = max(prefixes, key=lambda p: (len(prefixes[p]), p is None, p or "")) if prefixes else None
    if len(prefixes) > 1:
        notes.append("the trace names this graph's kernels with several graph prefixes ("
                     + ", ".join(f"graph_{p}_" if p is not None else "none" for p in sorted(prefixes, key=str))
                     + f"): joined those of {f'graph_{prefix}_' if prefix is not None else 'no prefix'}, the "
                     "most of this graph's kernels; output_code.py compiled with "
                     "TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1 names its own")
    event_of = {name: recorded.get(name) or (f"graph_{prefix}_{name}" if prefix is not None else name)
                for name in generated}

    nodes_of: dict[str, list[str]] = {}
    for node, call in km.node_kernel.items():
        nodes_of.setdefault(call.name, []).append(node)
    line_of = {c.kernel: c.line for c in reversed(oc.calls)}
    sites = Counter(c.kernel for c in oc.calls)       # launches of each kernel per graph call
    # this graph's calls: those whose generated kernels' records, in order, are call()'s
    expected = [(c, event_of[c.kernel]) for c in oc.calls if c.kernel in generated]
    want = [name for _, name in expected]
    names = set(want)
    calls_here = [kids for kids in (trace.children(gc) for gc in (trace.graph_calls() if want else []))
                  if [k.name for k in kids if k.name in names] == want]
    device_kernels = {e.correlation: e for e in trace.events if e.on_device and e.correlation is not None}
    warm: set[int] = set()      # the events of the warm-up calls left out
    if warmup > 0 and calls_here:
        if len(calls_here) > warmup:
            skipped, calls_here = calls_here[:warmup], calls_here[warmup:]
            for r in _launches(trace, skipped, expected, device_kernels).values():
                warm.update(id(e) for e in r)
            notes.append(f"the first {warmup} call{'s' if warmup != 1 else ''} of this graph left out (warm-up, "
                         f"--warmup {warmup}): {len(warm):,} kernel run{'s' if len(warm) != 1 else ''}; the figures "
                         f"are its {len(calls_here)} later call{'s' if len(calls_here) != 1 else ''}")
        else:
            notes.append(f"--warmup {warmup}: this graph ran {len(calls_here)} time{'s' if len(calls_here) != 1 else ''} "
                         "in the trace: nothing left out (its first calls' figures include the warm-up)")
    # the runs in this graph's calls, by call() site: (event name, line) -> events
    counted = _launches(trace, calls_here, expected, device_kernels) if calls_here else None
    site_nodes: dict[tuple[str, int], list[str]] = {}
    for node, call in km.node_kernel.items():
        site_nodes.setdefault((call.name, call.line), []).append(node)
    kernels: list[KernelTiming] = []
    node_kernel: dict[str, KernelTiming] = {}
    joined: list[TraceEvent] = []
    uncounted: list[TraceEvent] = []
    order = _node_order(sec)
    for name in generated:
        evs = by_name.get(event_of[name], [])
        if not evs:
            continue
        joined.extend(evs)
        kind = "cpp" if generated[name].kind.startswith("cpp") else "triton"
        runs = {line: r for (ev, line), r in (counted or {}).items() if ev == event_of[name] and r}
        if runs:
            mine = {id(e) for r in runs.values() for e in r}
            uncounted.extend(e for e in evs if id(e) not in mine and id(e) not in warm)
            # one timing per place call() launches it: a source several nodes share (the same Triton
            # kernel for each bottleneck block) is timed node by node
            parts = [(line, r, sorted(site_nodes.get((name, line), []), key=order)) for line, r in sorted(runs.items())]
            shared, per_launch = len(parts) > 1, 1
        else:
            parts = [(line_of.get(name, generated[name].line), evs, sorted(nodes_of.get(name, []), key=order))]
            shared, per_launch = False, max(sites.get(name, 1), 1)
        for line, r, nodes in parts:
            kt = _kernel_timing(name, kind, event_of[name], line, nodes, _timing(r),
                                "gpu" if r[0].on_device else "cpu", shared=shared, sites=per_launch)
            kernels.append(kt)
            for node in kt.nodes:
                node_kernel[node] = kt
    if uncounted:
        notes.append(f"{len(uncounted)} launches of this graph's kernels ({sum(e.dur for e in uncounted) / 1e3:,.3f} ms) "
                     "are not in the timings: those the autotuner made before a kernel's first run (and any "
                     f"outside this graph's {len(calls_here)} calls); each kernel's figures are its runs in "
                     "the graph's calls")
    elif want and not calls_here and trace.graph_calls():
        notes.append("no call of this graph in the trace runs its kernels in call()'s order: every event of "
                     "its kernels' names is counted (autotuning launches included)")

    # extern kernels: by their place among the ops of this graph's calls
    externs = _extern_nodes(sec, oc)
    if externs and not expected:
        notes.append("extern kernels not joined: no generated kernel of this graph is in the trace to tell "
                     "its calls from other graphs'")
    ext_events: dict[int, list[TraceEvent]] = {}       # call line -> its events
    seq = [(c, event_of[c.kernel] if c.kernel in generated else aten_name(c.kernel)) for c in oc.calls
           if c.kernel in generated or (c.line in externs and aten_name(c.kernel))]
    for kids in calls_here:
        at = 0
        for c, ev_name in seq:
            j = next((i for i in range(at, len(kids)) if kids[i].name == ev_name), None)
            if j is None:
                continue
            at = j + 1
            if c.kernel not in generated:
                ext_events.setdefault(c.line, []).append(kids[j])
    for c in oc.calls:
        if c.line not in externs or c.line not in ext_events:
            continue
        evs = ext_events[c.line]
        device = "cpu"
        if device_kernels:      # a GPU trace: the kernels the op launched, by correlation
            gpu_evs = [device_kernels[r.correlation] for e in evs for r in trace.descendants(e)
                       if r.correlation in device_kernels]
            if not gpu_evs:
                continue
            total = sum(e.dur for e in gpu_evs)
            per = total / len(evs)
            t = Timing(len(evs), total, per, per, per)     # the GPU time per call, spread evenly
            device = "gpu"
        else:
            t = _timing(evs)
        kt = _kernel_timing(c.kernel, "extern", evs[0].name, c.line, [externs[c.line]], t, device)
        kernels.append(kt)
        node_kernel[externs[c.line]] = kt

    # bytes, bandwidth, roofline
    if est is not None:
        for kt in kernels:
            ests = [est.kernel(n) for n in kt.nodes]
            if kt.nodes and all(e is not None for e in ests):
                # one launch runs one call site's nodes: a kernel output_code.py launches at several
                # places (the same source for several nodes) moves their mean per launch
                kt.bytes = round(sum(e.work.bytes for e in ests) / kt.sites)
                if gpu is not None and kt.device == "gpu":
                    flops = None if any(e.work.flops is None for e in ests) else sum(e.work.flops for e in ests) / kt.sites
                    kt.roofline_us = roofline(kt.bytes, flops, gpu, ests[-1].peak).us
                    kt.gpu = gpu.key
        if gpu is not None and kernels and all(k.device == "cpu" for k in kernels):
            notes.append(f"a CPU trace: no share of the {gpu.key} roofline (it is a GPU's)")

    # what was not joined
    joined_names = {event_of[k.kernel] for k in kernels if k.kind != "extern"}
    unmatched = [Unjoined(nm, "no kernel of this graph's output_code.py has this name", len(evs),
                          sum(e.dur for e in evs)) for nm, evs in by_name.items() if nm not in joined_names]
    for kt in kernels:
        if not kt.nodes:
            notes.append(f"{kt.kernel} is timed but runs no node the kernel map knows ({km.method or 'no map'})")
    without: list[Unjoined] = []
    for n in sec.nodes:
        if n.is_nop or n.name in node_kernel:
            continue
        if n.is_extern:
            why = ("an extern kernel not found among the ops of this graph's calls" if calls_here
                   else "an extern kernel: no call of this graph found in the trace to place it")
            if device_kernels and calls_here:
                why = "an extern kernel: no GPU kernel linked (by correlation) to its op"
        elif km.kernel_of(n.name) is None:
            why = f"no kernel of output_code.py mapped to it ({km.method or 'no map'})"
        else:
            k = km.kernel_of(n.name).name
            why = f"no event named {event_of.get(k, k)}" + (
                " (C++ kernels are recorded only when compiled with TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1)"
                if k.startswith("cpp_") and k not in recorded else "")
        without.append(Unjoined(n.name, why))

    message = None
    if not generated:
        notes.insert(0, "no generated kernels in this graph (its nodes run as extern calls or do nothing): "
                        "only its extern calls can be timed")
    elif not ind:
        message = ("the trace holds no Inductor kernel event (none named cpp_… or triton_…): on CPU, C++ "
                   "kernels are recorded only when compiled with TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1")
    elif not joined:
        message = (f"none of the trace's {len(ind)} kernel events names a kernel of this graph's output_code.py: "
                   "a trace of another compile?")
    return Measured(trace.path, kernels, node_kernel, unmatched, without, len(ind), len(joined),
                    sum(e.dur for e in ind), sum(e.dur for e in joined), len(calls_here), message, notes)


def _launches(trace: Trace, calls: list[list[TraceEvent]], expected: list[tuple[Any, str]],
              device_kernels: dict[int, TraceEvent]) -> dict[tuple[str, int], list[TraceEvent]]:
    """Each generated kernel's runs in the graph's ``calls`` (their direct children, whose kernel records
    are ``expected``'s (call, event name) in order), by the line of the call() site that launched them: a
    C++ kernel's record is its run; a Triton kernel's host record holds its launch, whose GPU event (by
    correlation) is the run, the last of that name under the record (the autotuner benchmarks every
    config of a kernel, launching it many times, on its first run, then launches the best one)."""
    names = {name for _, name in expected}
    out: dict[tuple[str, int], list[TraceEvent]] = {}
    for kids in calls:
        for k, (c, _) in zip((k for k in kids if k.name in names), expected):
            run = None
            if device_kernels:
                devs = [d for r in trace.descendants(k) if (d := device_kernels.get(r.correlation)) is not None
                        and d.name == k.name]
                run = devs[-1] if devs else None
            if run is None and not k.on_device and k.cat in ("cpu_op", "user_annotation") \
                    and k.name.startswith(("graph_", "cpp_")):
                run = k
            if run is not None:
                out.setdefault((k.name, c.line), []).append(run)
    return out


def _node_order(sec: Section):
    order = {n.name: i for i, n in enumerate(sec.nodes)}
    return lambda name: order.get(name, len(order))


def _extern_nodes(sec: Section, oc: OutputCode) -> dict[int, str]:
    """Extern calls of ``call()`` (by line) -> the top-level node they run: the node whose output buffer
    the call writes (``out=bufN``) or returns (``bufN = extern_kernels.convolution(...)``)."""
    outs: dict[str, str] = {}
    for n in sec.nodes:
        if n.is_extern and not n.is_nop:
            for b in n.output_names:
                outs[b] = n.name
    found: dict[int, str] = {}
    for c in oc.calls:
        if c.kernel in oc.kernels or aten_name(c.kernel) is None:
            continue
        out = c.kwargs.get("out")
        buf = c.target or (source_of(out) if out is not None else None)
        if buf in outs:
            found[c.line] = outs[buf]
    return found


def join_graph(trace: Trace | str | Path, sec: Section, output_code: str | Path | None,
               est: Estimator | None = None, gpu: GpuSpec | None = None, warmup: int = 0) -> Measured | TraceProblem:
    """``join`` for the files of one graph: the trace (read here when a path), the final section and the
    ``output_code.py`` beside it; what keeps them from being joined as a ``TraceProblem``."""
    from ..dump.kernels import map_kernels, parse_output_code
    from ..dump.output_code import OutputCodeError, read_calls_cached
    from ..files import read_text
    if not isinstance(trace, Trace):
        trace = read_trace(trace)
        if isinstance(trace, TraceProblem):
            return trace
    if output_code is None:
        return TraceProblem(trace.path, "no output_code.py beside the IR: a trace is joined to the graph "
                                        "through the kernel names output_code.py gives")
    try:
        text = read_text(output_code)
        oc = read_calls_cached(text)
    except OSError as err:
        return TraceProblem(trace.path, f"{output_code}: cannot read it: {err.strerror or err}")
    except OutputCodeError as err:
        return TraceProblem(trace.path, f"{output_code}: not read: {err}")
    km = map_kernels(parse_output_code(text, str(output_code), oc=oc), sec)
    return join(trace, sec, oc, km, est, gpu, warmup)
