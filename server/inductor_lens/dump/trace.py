"""A ``torch.profiler`` trace as ``prof.export_chrome_trace(path)`` writes it (Chrome trace JSON, Kineto's
shape; also gzip'd, ``.json.gz``), read without torch: its complete (``"ph": "X"``) events, and which of
them are Inductor's generated kernels.

What a trace of a compiled graph holds (torch 2.14.1, checked on real runs, tests/test_trace.py):

* each call of a compiled graph is a ``cpu_op`` event ``## Call CompiledFxGraph <key> ##``
  (``torch/_inductor/output_code.py``); the ops it runs are nested inside it (same thread, inside its
  time span);
* a C++ kernel is a ``cpu_op`` event only when Inductor compiled it with
  ``torch._inductor.config.cpp.enable_kernel_profile`` (``TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1``):
  the kernel then opens a ``RAIIAtenRecordFunctionHandle`` named ``graph_<graph id>_<kernel name>``
  (``codegen/cpp.py``, ``KernelGroup.codegen_group``), and ``output_code.py`` holds that name;
* a Triton kernel is a ``kernel`` event on the GPU's stream, named as ``output_code.py`` names it (and a
  ``cpu_op`` of the same name around its launch, ``triton_heuristics``' ``_RecordFunctionFast``);
* an extern kernel is the ATen op it calls (``extern_kernels.addmm`` -> ``aten::addmm``,
  ``torch.ops.mkldnn._convolution_pointwise`` -> ``mkldnn::_convolution_pointwise``), whose name says
  nothing of the graph: it is joined by its place among the ops of a graph call (``explain.measured``).

Times are the events' ``dur`` in µs. A file that is not such a trace gives a ``TraceProblem`` with the
position where reading stopped, never an exception.
"""
from __future__ import annotations

import bisect
import gzip
import io
import json
import math
import re
import zlib
from dataclasses import field
from pathlib import Path

from .. import jsontext
from ..files import MAX_BYTES, read_bytes

#: the most events a trace may hold (counted by their ``"ph"`` keys before the JSON is decoded): a
#: profiler trace of a few steps of a large model has a few hundred thousand
MAX_EVENTS = 1_000_000
from ..records import record

#: the names Inductor gives its generated kernels, less the ``graph_<n>_`` prefix of a C++ kernel's
#: profiler record: ``cpp_fused_…``, ``cpp_CppMicroGemm…`` templates, ``triton_poi_…``/``triton_per_…``/
#: ``triton_red_…``/``triton_tem_…``
KERNEL_NAME_RE = re.compile(r"^(?:graph_(\d+)_)?((?:cpp|triton)_\w+)$")
GRAPH_CALL_RE = re.compile(r"^## Call CompiledFxGraph (.*) ##$")


@record(slots=True)
class TraceEvent:
    name: str
    cat: str
    ts: float                       # µs since the trace's origin
    dur: float                      # µs
    pid: str
    tid: str
    correlation: int | None = None  # a GPU kernel's and its launch's (``args.correlation``)

    @property
    def end(self) -> float:
        return self.ts + self.dur

    @property
    def on_device(self) -> bool:
        """A kernel run on a GPU's stream (not a host-side op)."""
        return self.cat == "kernel"


@record(slots=True)
class Trace:
    path: str
    events: list[TraceEvent]        # complete events, by start time
    device_properties: list[dict] = field(default_factory=list)
    refused: int = 0                # events left out: a time not a finite number, or a negative duration
    _threads: dict[tuple[str, str], list[TraceEvent]] | None = field(default=None, repr=False)

    def inductor_kernels(self) -> list[TraceEvent]:
        """The events of Inductor's generated kernels: complete events whose name, less a ``graph_<n>_``
        prefix, is a generated kernel's (``KERNEL_NAME_RE``), on the GPU (``kernel``) or, for C++
        kernels and where the trace has no GPU kernel of that name, on the host (``cpu_op``). A Triton
        kernel's host-side launch record is not counted beside its GPU event."""
        on_gpu = {e.name for e in self.events if e.on_device and KERNEL_NAME_RE.match(e.name)}
        return [e for e in self.events if KERNEL_NAME_RE.match(e.name)
                and (e.on_device or (e.cat in ("cpu_op", "user_annotation") and e.name not in on_gpu))]

    def graph_calls(self) -> list[TraceEvent]:
        """The calls of compiled graphs (``## Call CompiledFxGraph … ##``), by start time."""
        return [e for e in self.events if GRAPH_CALL_RE.match(e.name)]

    def descendants(self, parent: TraceEvent) -> list[TraceEvent]:
        """Every host event inside ``parent`` on its thread (nested at any depth: an ATen op's CUDA
        launches sit under the ops it dispatches to), by start time."""
        thread = self._thread(parent)
        lo = bisect.bisect_left(thread, parent.ts, key=lambda e: e.ts)
        hi = bisect.bisect_right(thread, parent.end, key=lambda e: e.ts)
        return [e for e in thread[lo:hi] if e is not parent and e.end <= parent.end]

    def _thread(self, parent: TraceEvent) -> list[TraceEvent]:
        if self._threads is None:
            self._threads = {}
            for e in self.events:
                if not e.on_device:
                    self._threads.setdefault((e.pid, e.tid), []).append(e)
        return self._threads.get((parent.pid, parent.tid), [])

    def children(self, parent: TraceEvent) -> list[TraceEvent]:
        """The events directly inside ``parent`` on its thread (inside its span, not inside another
        event inside it), by start time."""
        inside = self.descendants(parent)
        out: list[TraceEvent] = []
        end = -1.0
        for e in inside:               # by start time: an event starting before the last one ends is nested
            if e.ts >= end:
                out.append(e)
                end = e.end
        return out


@record(slots=True)
class TraceProblem:
    """Why a file could not be read as a profiler trace (the message names the file and where)."""

    path: str
    message: str


def read_trace(path: str | Path) -> Trace | TraceProblem:
    """The trace at ``path`` (Chrome trace JSON, plain or gzip'd), or what is wrong with it."""
    p = str(path)
    try:
        raw = read_bytes(path)          # a regular file, at most MAX_BYTES (a trace may come from others)
    except OSError as err:
        return TraceProblem(p, f"{p}: cannot read it: {err.strerror or err}")
    if raw[:2] == b"\x1f\x8b":
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(raw)) as z:
                raw = z.read(MAX_BYTES + 1)     # no more than a plain trace may hold
        except (OSError, EOFError, zlib.error) as err:
            return TraceProblem(p, f"{p}: a gzip file that does not decompress ({err}): a truncated download "
                                   "or copy?")
        if len(raw) > MAX_BYTES:
            return TraceProblem(p, f"{p}: decompresses to over {MAX_BYTES:,} bytes: not read")
    try:
        text = raw.decode("utf-8")
        del raw         # not held beside its text and the tree decoded from it
    except UnicodeDecodeError as err:
        return TraceProblem(p, f"{p}: not a profiler trace: byte {err.start} is not UTF-8 text (the trace "
                               "is the JSON file prof.export_chrome_trace() writes)")
    # the events are counted in the text before it is decoded: json builds a dict per event (a few hundred
    # bytes each), so 5 M tiny events (a 771 KB .json.gz) took 3.9 GB to read
    n = text.count('"ph"')
    if n > MAX_EVENTS:
        return TraceProblem(p, f"{p}: {n:,} events, over the {MAX_EVENTS:,} this reader takes (they would take "
                               "gigabytes of memory): profile fewer steps, or export the trace of one step "
                               "(torch.profiler's schedule)")
    try:
        doc = jsontext.loads(text)
    except jsontext.JsonTooDeep as err:
        return TraceProblem(p, f"{p}: not a profiler trace: {err}")
    except json.JSONDecodeError as err:
        where = f"{'' if err.msg.endswith(' at') else 'at '}line {err.lineno}, column {err.colno}"
        if not text.strip():
            return TraceProblem(p, f"{p}: empty (or only white space): not a profiler trace")
        if err.pos >= len(text.rstrip()) or err.msg.startswith("Unterminated string"):
            end = text.rstrip()
            last = f"line {end.count(chr(10)) + 1}, column {len(end) - end.rfind(chr(10))}"
            return TraceProblem(p, f"{p}: the JSON is cut short: it ends at {last} (character {len(end):,}) "
                                   f"inside an unfinished value ({err.msg} {where}): a truncated trace? "
                                   "(was the profiled run ended while the trace was written?)")
        return TraceProblem(p, f"{p}: not a JSON trace: {err.msg} {where} (character {err.pos:,})")
    del text
    events = doc.get("traceEvents") if isinstance(doc, dict) else doc
    if not isinstance(events, list):
        return TraceProblem(p, f"{p}: JSON, but not a profiler trace: no 'traceEvents' list (write one with "
                               "torch.profiler's prof.export_chrome_trace(path))")
    out: list[TraceEvent] = []
    refused = 0
    # each event's dict is let go as it is read (the tree and the events are not both held whole), and
    # the few distinct names, categories, processes and threads are kept once each, not once per event
    same: dict[str, str] = {}
    for i, e in enumerate(events):
        events[i] = None
        if not isinstance(e, dict) or e.get("ph") != "X" or not isinstance(e.get("name"), str):
            continue
        try:
            ts, dur = float(e["ts"]), float(e.get("dur", 0.0))
        except (KeyError, TypeError, ValueError):
            continue
        except OverflowError:       # a number of thousands of digits: no time either
            refused += 1
            continue
        if not (math.isfinite(ts) and math.isfinite(dur)) or dur < 0:
            refused += 1        # NaN, Infinity, "nan", 1e999 or a negative duration: no time to join
            continue
        args = e.get("args") if isinstance(e.get("args"), dict) else {}
        corr = args.get("correlation")
        name, cat, pid, tid = e["name"], str(e.get("cat", "")), str(e.get("pid", "")), str(e.get("tid", ""))
        out.append(TraceEvent(same.setdefault(name, name), same.setdefault(cat, cat), ts, dur,
                              same.setdefault(pid, pid), same.setdefault(tid, tid),
                              corr if isinstance(corr, int) else None))
    out.sort(key=lambda e: (e.ts, -e.dur))
    props = doc.get("deviceProperties") if isinstance(doc, dict) else None
    if refused and not out:
        return TraceProblem(p, f"{p}: every one of its {refused:,} timed events has a time that is not a finite "
                               "number (NaN, Infinity) or a negative duration: nothing to join")
    return Trace(p, out, [d for d in props if isinstance(d, dict)] if isinstance(props, list) else [],
                 refused=refused)


def aten_name(kernel: str) -> str | None:
    """The profiler's name of the ATen op an extern call of ``output_code.py`` runs:
    ``extern_kernels.addmm`` -> ``aten::addmm``, ``torch.ops.mkldnn._convolution_pointwise.default``
    -> ``mkldnn::_convolution_pointwise``, ``aten.mm.default`` -> ``aten::mm``; None for other calls."""
    parts = kernel.split(".")
    if parts[0] == "extern_kernels" and len(parts) == 2:
        return f"aten::{parts[1]}"
    if parts[:2] == ["torch", "ops"]:
        parts = parts[2:]
    elif parts[0] not in ("aten", "mkldnn", "quantized", "onednn", "_quantized"):
        return None
    if len(parts) < 2:
        return None
    return f"{parts[0]}::{parts[1]}"
