"""Roofline estimates for a named GPU: per kernel of the final graph, the bytes it moves and the
floating-point work of its loop bodies, and the time ``max(bytes / bandwidth, flops / peak)`` plus a
launch; per unfused producer -> consumer edge, the two kernels as scheduled against the forced fusion.

Bytes are counted as ``rank`` counts them: each buffer once at its size per kernel that reads or writes
it (``ir.groups.memory_io``; a forced fusion as ``measure.bytes`` counts the pair ``bench`` builds,
``ir.groups.pair_io``: the intermediate neither written nor read back).

FLOPs: each ``ops.<op>(`` call of a node's loop body (all its functions: ``body``, ``masked_subblockN``,
``set_indirectN``, ...) costs ``OP_COST`` and runs once per point of the node's iteration space
(pointwise points x reduction points), so that what a fused node recomputes counts as its bodies say:

* 0: data movement and indexing: ``load``, ``store``, ``store_reduction``, ``index_expr``, ``constant``,
  ``to_dtype``, ``indirect_indexing``, ``check_bounds``, ...;
* 1: arithmetic, comparisons and boolean ops (``add``, ``sub``, ``mul``, ``truediv``, ``where``,
  ``maximum``, ``relu``, ``ge``, ``and_``, ...; the bounds masks Inductor computes from ``index_expr``
  run per element like any other op); ``fma`` 2;
* 4: one special-function instruction (``exp``, ``log``, ``sqrt``, ``rsqrt``, ``sin``, ``cos``, ...):
  NVIDIA's special-function units give 16 results per multiprocessor per clock against 64-128 FP32
  multiply-adds (CUDA C++ Programming Guide, "Arithmetic Instructions" throughput table);
* 8: composite functions (``tanh``, ``sigmoid``, ``erf``, ``pow``, ``log1p``, ``expm1``, ``rand``, ...):
  an exponential or polynomial and a few arithmetic ops;
* a reduction counts its combine once per reduced element (``REDUCTION_COST``: ``sum``/``max``/... 1,
  ``argmax``/``argmin`` 2, Welford's update 6, its combine 8, the online softmax 13);
* an op the table does not know counts 1, and the estimate says which.

Extern kernels (``mm``, ``addmm``, ``bmm``, ``convolution``) get the matmul's or convolution's
``2 x M x N x K`` from the sizes the IR prints beside them when they determine it; otherwise bytes only,
and the estimate says so. The IR does not print the sizes of the graph inputs an extern kernel reads:
given ``output_code.py``'s example inputs and allocations (``shapes``), those count too. The peak applied is the kernel's output dtype's: float32 the CUDA-core FP32
rate (an extern matmul too: TF32 only when the user allows it), bfloat16 / float16 their tensor-core
rates, others FP32. A forced fusion of a pointwise producer recomputes its body at every load of the
intermediate by the consumer (the window of a pool: 9 times), as ``bench``'s fused variant does; of
any other producer, both bodies run once.

Symbolic sizes count with the size hints of ``output_code.py`` (else the replay's default hint), and the
estimate is marked ``symbolic``. The figures are estimates, not measurements: caches, occupancy, tiling
and the launch's real cost are not modelled.
"""
from __future__ import annotations

import re
from dataclasses import field
from typing import Any

from ..dump.gpus import GpuSpec
from ..expr.symbolic import Size
from ..ir.groups import group_node, leaves, memory_io, pair_io
from ..ir.model import DTYPE_BYTES, Node, Section
from ..records import record
from ..replay.graph import hint
from .rank import edge_buffers

#: per kernel launch, µs: the figure Inductor itself adds for a second kernel when it weighs a fusion by
#: time (torch 2.14.1, torch/_inductor/scheduler.py: ``_REINDEXING_FUSION_LAUNCH_OVERHEAD_NS = 1_000``)
LAUNCH_US = 1.0

_FREE = ("load", "store", "store_reduction", "index_expr", "constant", "to_dtype", "to_dtype_bitcast",
         "indirect_indexing", "check_bounds", "load_seed", "masked", "bucketize", "device_assert_async",
         "partial_accumulate", "reduction", "scan", "sort", "identity")
_SFU = ("exp", "exp2", "log", "log2", "log10", "sqrt", "rsqrt", "reciprocal", "sin", "cos", "tan")
_COMPOSITE = ("tanh", "sigmoid", "erf", "erfc", "erfinv", "expm1", "log1p", "pow", "atan", "atan2", "asin",
              "acos", "sinh", "cosh", "asinh", "acosh", "atanh", "lgamma", "digamma", "rand", "randn",
              "randint64", "libdevice_exp", "libdevice_log", "libdevice_sqrt", "libdevice_abs")
_ONE = ("add", "sub", "mul", "truediv", "div", "floordiv", "int_truediv", "mod", "remainder", "neg", "abs",
        "maximum", "minimum", "where", "relu", "square", "ge", "gt", "le", "lt", "eq", "ne", "and_", "or_",
        "xor", "logical_and", "logical_or", "logical_not", "logical_xor", "bitwise_and", "bitwise_or",
        "bitwise_xor", "bitwise_not", "bitwise_left_shift", "bitwise_right_shift", "invert", "isinf", "isnan",
        "floor", "ceil", "trunc", "round", "sign", "signbit", "copysign", "div_rn", "fmod", "frexp",
        "round_decimal", "nextafter", "sigmoid_approx", "inline_asm_elementwise")
#: FLOPs per call of each ``ops`` op (per point of the node's iteration space)
OP_COST: dict[str, int] = {**dict.fromkeys(_FREE, 0), **dict.fromkeys(_ONE, 1), **dict.fromkeys(_SFU, 4),
                           **dict.fromkeys(_COMPOSITE, 8), "fma": 2}
#: FLOPs per reduced element of each reduction type (its combine)
REDUCTION_COST: dict[str, int] = {"sum": 1, "prod": 1, "max": 1, "min": 1, "any": 1, "xor_sum": 1,
                                  "argmax": 2, "argmin": 2, "welford_reduce": 6, "welford_combine": 8,
                                  "online_softmax_reduce": 13}

_OPS_RE = re.compile(r"\bops\.(\w+)\(")
_REDUCTION_RE = re.compile(r"\bops\.reduction\([^,]*,[^,]*,\s*'(\w+)'")
_LOAD_RE = re.compile(r"\bops\.load\('(\w+)'")
_EXTERN_FLOPS = ("mm", "addmm", "bmm", "baddbmm", "convolution")
_PEAK_OF = {"torch.float32": "fp32", "torch.float": "fp32", "torch.bfloat16": "bf16", "torch.float16": "fp16",
            "torch.half": "fp16"}


@record(slots=True)
class Work:
    """What one kernel (or a forced fusion) does: bytes through memory and floating-point ops."""

    bytes_read: int
    bytes_written: int
    flops: int | None               # None: not derivable (an extern kernel whose sizes the IR does not give)
    dtype: str | None               # of its (first) output
    symbolic: bool = False          # some size was a symbol, counted with its hint
    notes: list[str] = field(default_factory=list)

    @property
    def bytes(self) -> int:
        return self.bytes_read + self.bytes_written


@record(slots=True)
class Roofline:
    us: float                       # estimated time, µs (launches included)
    bound: str                      # memory | compute
    memory_us: float
    compute_us: float
    launches: int


@record(slots=True)
class KernelEstimate:
    node: str
    work: Work
    peak: str                       # the peak applied: fp32 | tf32 | bf16 | fp16
    time: Roofline

    def label(self, gpu: GpuSpec) -> str:
        return label(gpu, self.peak)

    def line(self, gpu: GpuSpec) -> str:
        """The hover's line: "estimate for GPU H200 (datasheet: ...): this kernel 3.10 µs (memory-bound:
        1,048,576 bytes, 262,144 FLOPs)"."""
        w = self.work
        flops = f"{w.flops:,} FLOPs" if w.flops is not None else "FLOPs unknown"
        sym = "; sizes symbolic, counted with their hints" if w.symbolic else ""
        return (f"{self.label(gpu)}: this kernel {self.time.us:,.2f} µs ({self.time.bound}-bound: "
                f"{w.bytes:,} bytes, {flops}{sym})")

    def map_json(self, gpu: GpuSpec) -> dict[str, Any]:
        """The fusion map's ``estimate`` of a node."""
        return {"us": round(self.time.us, 4), "bound": self.time.bound, "bytes": self.work.bytes,
                "flops": self.work.flops, "symbolic": self.work.symbolic, "label": self.label(gpu)}

    def to_json(self) -> dict[str, Any]:
        w = self.work
        return {"node": self.node, "bytes": w.bytes, "bytes_read": w.bytes_read, "bytes_written": w.bytes_written,
                "flops": w.flops, "dtype": w.dtype, "peak": self.peak, "us": round(self.time.us, 4),
                "memory_us": round(self.time.memory_us, 4), "compute_us": round(self.time.compute_us, 4),
                "bound": self.time.bound, "symbolic": w.symbolic, "notes": w.notes}


@record(slots=True)
class PairEstimate:
    """An unfused producer -> consumer edge: its two kernels as scheduled against the forced fusion."""

    gpu: GpuSpec
    producer: KernelEstimate
    consumer: KernelEstimate
    fused: Work
    fused_time: Roofline
    peak: str

    @property
    def unfused_us(self) -> float:
        return self.producer.time.us + self.consumer.time.us

    @property
    def saved_us(self) -> float:
        return self.unfused_us - self.fused_time.us

    @property
    def bound(self) -> str:
        """The forced fusion's bound."""
        return self.fused_time.bound

    @property
    def symbolic(self) -> bool:
        return self.producer.work.symbolic or self.consumer.work.symbolic or self.fused.symbolic

    def label(self) -> str:
        return label(self.gpu, self.peak)

    def figures(self) -> str:
        """"unfused 4.20 µs, fused 2.10 µs, saves 2.10 µs (memory-bound)"."""
        unf, fus = self.unfused_us, self.fused_time.us
        verb = f"saves {unf - fus:,.2f} µs" if fus <= unf else f"costs {fus - unf:,.2f} µs more"
        sym = "; sizes symbolic, counted with their hints" if self.symbolic else ""
        return f"unfused {unf:,.2f} µs, fused {fus:,.2f} µs, {verb} ({self.bound}-bound{sym})"

    def line(self) -> str:
        """The text line ``explain`` prints under an edge."""
        return f"{self.label()}: {self.figures()}"

    def map_json(self) -> dict[str, Any]:
        """The fusion map's ``estimate`` of an edge (the figures of ``to_json``, fewer of them)."""
        return {"unfused_us": round(self.unfused_us, 4), "fused_us": round(self.fused_time.us, 4),
                "saved_us": round(self.saved_us, 4), "bound": self.bound, "symbolic": self.symbolic,
                "label": self.label(), "line": self.line()}

    def to_json(self) -> dict[str, Any]:
        g = self.gpu
        notes = list(dict.fromkeys(self.producer.work.notes + self.consumer.work.notes + self.fused.notes))
        return {"gpu": g.key, "gpu_name": g.name, "bandwidth_gbs": g.bandwidth_gbs, "peak": self.peak,
                "peak_tflops": g.peak(self.peak), "figures": g.figures, "launch_us": launch_us(g),
                "bytes_unfused": self.producer.work.bytes + self.consumer.work.bytes,
                "bytes_fused": self.fused.bytes,
                "flops_unfused": _add(self.producer.work.flops, self.consumer.work.flops),
                "flops_fused": self.fused.flops, "us_unfused": round(self.unfused_us, 4),
                "us_fused": round(self.fused_time.us, 4), "us_saved": round(self.saved_us, 4),
                "bound": self.bound, "symbolic": self.symbolic,
                "kernels": [self.producer.to_json(), self.consumer.to_json()], "notes": notes}


def label(gpu: GpuSpec, peak: str) -> str:
    """"estimate for GPU H200 (datasheet: 4,800 GB/s, 67 TFLOPS FP32)": what every estimate shown says."""
    return (f"estimate for GPU {gpu.key} (datasheet: {gpu.bandwidth_gbs:,.0f} GB/s, "
            f"{gpu.peak(peak):g} TFLOPS {peak.upper()})")


#: an estimate past this many µs (31,700 years) is held there: sizes of 10^30 elements and more come from
#: crafted or broken files, and their figures would only overflow (an int too large for a float)
MAX_US = 1e18


def _ratio(n: int | float, per_us: float) -> float:
    """``n / per_us`` in µs, held at ``MAX_US`` (never an OverflowError, an infinity or a NaN)."""
    try:
        v = n / per_us
    except OverflowError:
        return MAX_US
    return v if v == v and v < MAX_US else MAX_US


def _add(a: int | None, b: int | None) -> int | None:
    return None if a is None or b is None else a + b


def roofline(nbytes: int, flops: int | None, gpu: GpuSpec, peak: str, launches: int = 1) -> Roofline:
    """``max(bytes / bandwidth, flops / peak) + launches x LAUNCH_US``, in µs: GB/s is 10^3 bytes per µs,
    TFLOPS 10^6 FLOPs per µs. Unknown FLOPs count as none (the bound is then memory)."""
    mem = _ratio(nbytes, gpu.bandwidth_gbs * 1e3)
    comp = _ratio(flops or 0, gpu.peak(peak) * 1e6)
    return Roofline(max(mem, comp) + launches * launch_us(gpu), "compute" if comp > mem else "memory", mem, comp,
                    launches)


def launch_us(gpu: GpuSpec) -> float:
    """The cost of one kernel launch on ``gpu``, µs: its own when measured (a calibrated machine), else
    ``LAUNCH_US``."""
    return LAUNCH_US if gpu.launch_us is None else gpu.launch_us


class Estimator:
    """Estimates over one final (post-fusion) section, for one GPU; ``hints``: the symbols' size hints;
    ``shapes``: (size, dtype) of buffers whose layout the section does not print (``output_code.py``'s
    example inputs and allocations: ``dump.output_code.buffer_shapes``)."""

    def __init__(self, sec: Section, gpu: GpuSpec, hints: dict[str, int] | None = None,
                 shapes: dict[str, tuple[tuple[int, ...], str]] | None = None):
        self.sec, self.gpu, self.hints, self.shapes = sec, gpu, hints or {}, shapes or {}
        self._bytes: dict[str, tuple[int, bool]] = {}
        self._kernels: dict[str, KernelEstimate] = {}

    # ---- sizes ------------------------------------------------------------------------------------
    def num(self, s: Size | None) -> tuple[int, bool]:
        """(a number for the size, whether it was symbolic)."""
        if s is None or isinstance(s, int):
            return (s or 0), False
        return hint(s, self.hints), True

    def nbytes(self, name: str) -> tuple[int, bool]:
        v = self._bytes.get(name)
        if v is None:
            b = self.sec.buffers.get(name)
            lay = b.layout if b is not None else None
            shape = self.shapes.get(name)
            if (lay is None or lay.nbytes is None) and shape is not None:
                v = (_prod(list(shape[0])) * DTYPE_BYTES.get(shape[1], 0), False)
            else:
                v = self.num(lay.nbytes if lay is not None else None)
            self._bytes[name] = v
        return v

    def _sum(self, names: set[str], notes: list[str] | None = None) -> tuple[int, bool]:
        """Bytes of buffers, each once; a buffer whose size the section does not print counts 0 and,
        with ``notes``, is named there."""
        total, sym = 0, False
        unsized = []
        for n in sorted(names):
            b, s = self.nbytes(n)
            total += b
            sym |= s
            if b == 0 and not s:
                unsized.append(n)
        if unsized and notes is not None:
            _note(notes, f"no size printed for {', '.join(unsized)}: counted as 0 bytes")
        return total, sym

    def size(self, name: str) -> list[int] | None:
        b = self.sec.buffers.get(name)
        lay = b.layout if b is not None else None
        if lay is None or lay.size is None:
            shape = self.shapes.get(name)
            return list(shape[0]) if shape is not None else None
        return [self.num(x)[0] for x in lay.size]

    # ---- FLOPs ------------------------------------------------------------------------------------
    def points(self, n: Node) -> tuple[int, bool]:
        """Points of a leaf's iteration space (pointwise x reduction)."""
        it = n.iteration
        if it is None:
            return 0, False
        a, s1 = self.num(it.numel)
        b, s2 = self.num(it.rnumel)
        return a * b, s1 or s2

    def per_point(self, n: Node, notes: list[str]) -> int:
        """FLOPs of one run of a leaf's loop body."""
        body = n.loop_body
        if body is None:
            return 0
        total = 0
        for fn in body.functions:
            text = fn.stmts_text
            total += sum(_cost(OP_COST, op, notes, f"ops.{op} is not in the FLOP table: counted as 1")
                         for op in _OPS_RE.findall(text))
            total += sum(_cost(REDUCTION_COST, kind, notes,
                               f"reduction {kind!r} is not in the FLOP table: counted as 1 per element")
                         for kind in _REDUCTION_RE.findall(text))
            if "indirect_indexing(" in text or "set_indirect" in text or fn.name.startswith("set_indirect"):
                _note(notes, "indirect loads: the indexed buffer counts at its whole size")
        return total

    def leaf_flops(self, n: Node, notes: list[str]) -> tuple[int | None, bool]:
        if n.is_extern:
            return self.extern_flops(n, notes), False
        if n.is_template:
            return self.template_flops(n, notes), False
        pts, sym = self.points(n)
        return self.per_point(n, notes) * pts, sym

    def extern_flops(self, n: Node, notes: list[str]) -> int | None:
        """``2 x M x N x K`` of an extern matmul or convolution from the sizes of its output and inputs,
        None (and a note) when they do not determine it."""
        kernel = (n.kernel or "").rsplit(".", 1)[-1]
        if kernel not in _EXTERN_FLOPS:
            _note(notes, f"{n.name}: extern kernel {n.kernel or n.ir_class}: bytes only (no FLOP model)")
            return None
        out, ins = self._operands(n)
        found = _gemm_flops(out, ins) if kernel in ("mm", "addmm", "bmm", "baddbmm") else \
            _conv_flops(out, ins) if kernel == "convolution" else set()
        if len(found) == 1:
            return found.pop()
        _note(notes, f"{n.name}: {kernel}'s operand sizes are not all printed: bytes only")
        return None

    def template_flops(self, n: Node, notes: list[str]) -> int | None:
        """A template's (max-autotune's GEMM or convolution, whose kernel has no loop body in the IR): ``2 x M x
        N x K`` from the sizes of its output and inputs as for an extern matmul, else a convolution's."""
        out, ins = self._operands(n)
        found = _gemm_flops(out, ins) or _conv_flops(out, ins)
        if len(found) == 1:
            return found.pop()
        _note(notes, f"{n.name}: a {n.ir_class} whose operands do not tell a matmul or a convolution: bytes only")
        return None

    def _operands(self, n: Node) -> tuple[list[int] | None, list[list[int]]]:
        outs = [self.size(b) for b in n.output_names]
        return (outs[0] if outs else None), [s for s in (self.size(d.name) for d in n.reads) if s is not None]

    # ---- kernels and pairs -----------------------------------------------------------------------
    def kernel(self, name: str) -> KernelEstimate | None:
        """The estimate of a node of the final graph (a fused node: the kernel Inductor built)."""
        k = self._kernels.get(name)
        if k is not None:
            return k
        top = group_node(self.sec, name)       # a fused name of a pre-fusion file: its members as one kernel
        if top is None:
            return None
        reads, writes = memory_io(self.sec, top)
        notes: list[str] = []
        r, s1 = self._sum(reads, notes)
        w, s2 = self._sum(writes, notes)
        flops: int | None = 0
        sym = s1 or s2
        for leaf in leaves(top):
            f, s = self.leaf_flops(leaf, notes)
            flops = _add(flops, f)
            sym |= s
        dtype = _dtype(self.sec, top)
        peak = _PEAK_OF.get(dtype or "", "fp32")
        work = Work(r, w, flops, dtype, sym, notes)
        k = self._kernels[name] = KernelEstimate(name, work, peak, roofline(work.bytes, flops, self.gpu, peak))
        return k

    def pair(self, producer: str, consumer: str) -> PairEstimate | None:
        """An edge's estimate: the two kernels as scheduled, and forced into one (``pair_io``'s bytes;
        a pointwise producer recomputed at each of the consumer's loads of the intermediate)."""
        kp, kc = self.kernel(producer), self.kernel(consumer)
        if kp is None or kc is None:
            return None
        p, c = group_node(self.sec, producer), group_node(self.sec, consumer)
        inputs, outputs, shared = pair_io(self.sec, p, c)
        r, s1 = self._sum(inputs)
        w, s2 = self._sum(outputs)
        notes: list[str] = []
        plain = not p.members and not p.is_extern and not p.is_reduction and p.loop_body is not None \
            and not c.is_extern
        if plain:
            pts, s3 = self.points(p)
            each = self.per_point(p, notes)
            flops: int | None = kc.work.flops or 0
            reloads = 0
            for leaf in leaves(c):
                body = leaf.loop_body
                k = sum(1 for fn in body.functions for b in _LOAD_RE.findall(fn.stmts_text) if b in shared) \
                    if body is not None else 0
                lp, s4 = self.points(leaf)
                flops += k * each * lp
                reloads = max(reloads, k)
                s3 |= s4
            if reloads > 1:
                notes.append(f"fused: {producer}'s body recomputed at each of {reloads} loads of "
                             f"{', '.join(sorted(shared))} per point of {consumer}")
        else:
            flops, s3 = _add(kp.work.flops, kc.work.flops), False
        if p.is_extern or c.is_extern:
            notes.append("an extern kernel: the fused figure is a library call with this epilogue or prologue "
                         "(a template), not a fusion Inductor's scheduler makes")
        peak = kc.peak
        fused = Work(r, w, flops, kc.work.dtype, s1 or s2 or s3, notes)
        return PairEstimate(self.gpu, kp, kc, fused, roofline(fused.bytes, flops, self.gpu, peak), peak)


def _gemm_flops(out: list[int] | None, ins: list[list[int]]) -> set[int]:
    """The ``2 x M x N x K`` a matmul of this output and these operands can be: operands are passed as views (a
    [2, 64, 128] buffer as [128, 128], a weight transposed), so by element counts, A holds batch x M x K and B
    batch x K x N for one K."""
    found: set[int] = set()
    if out is None or len(out) < 2:
        return found
    rows, cols = _prod(out[:-1]), _prod(out[:-2]) * out[-1]
    nums = [_prod(s) for s in ins]
    for i, a in enumerate(nums):
        for j, b in enumerate(nums):
            if i != j and rows and cols and a % rows == 0 and b % cols == 0 and a // rows == b // cols > 0:
                found.add(2 * _prod(out) * (a // rows))
    return found


def _conv_flops(out: list[int] | None, ins: list[list[int]]) -> set[int]:
    """A convolution's: ``2 x`` output elements ``x`` the weight's elements per output channel."""
    found: set[int] = set()
    if out is None:
        return found
    for x in ins:
        for w in ins:
            if x is not w and len(x) == len(w) == len(out) >= 3 and x[0] == out[0] and w[0] == out[1] \
                    and w[1] and x[1] % w[1] == 0:
                found.add(2 * _prod(out) * _prod(w[1:]))
    return found


def _cost(table: dict[str, int], key: str, notes: list[str], unknown: str) -> int:
    """``table[key]``; a key the table lacks counts 1, and the estimate says so (``unknown``)."""
    c = table.get(key)
    if c is None:
        _note(notes, unknown)
        return 1
    return c


def _note(notes: list[str], text: str) -> None:
    if text not in notes:
        notes.append(text)


def _prod(xs: list[int]) -> int:
    out = 1
    for x in xs:
        out *= x
    return out


def _dtype(sec: Section, top: Node) -> str | None:
    """The dtype of a kernel's first output with a printed layout."""
    for n in top.walk():
        for b in n.outputs:
            buf = sec.buffers.get(b.name)
            lay = b.layout or (buf.layout if buf is not None else None)
            if lay is not None and lay.dtype:
                return lay.dtype
    return None


def edge_estimates(pairs, sec: Section, est: Estimator) -> dict[tuple[str, str], PairEstimate]:
    """The estimates of the unfused producer -> consumer edges among verdicts (``explain``'s pairs or
    ``rank``'s edges: anything with ``node1``/``node2`` or ``producer``/``consumer``) of the final graph:
    the edges ``rank`` ranks (vertical, final, a buffer written by one and read by the other)."""
    out: dict[tuple[str, str], PairEstimate] = {}
    for v in pairs:
        if hasattr(v, "producer"):
            key = (v.producer, v.consumer)
        elif v.fused or not v.final or v.kind != "vertical":
            continue
        else:
            key = (v.node1, v.node2)
        if key in out or not edge_buffers(sec, key[0], key[1], []):
            continue
        e = est.pair(*key)
        if e is not None:
            out[key] = e
    return out


def estimator_for(sec: Section, gpu: GpuSpec, output_code: str | None = None) -> Estimator:
    """An ``Estimator`` of a final section with the size hints and buffer shapes of the ``output_code.py``
    (a path) beside it, when there is one that reads."""
    from ..dump.output_code import shapes_beside
    from .explain import size_hints
    return Estimator(sec, gpu, size_hints(output_code, [sec]), shapes_beside(output_code))
