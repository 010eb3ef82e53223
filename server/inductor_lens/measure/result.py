"""The benchmark's result, typed: what the worker measured (or generated) for a pair, read by attribute
everywhere in the package (reports, hovers, the CLI's exit status, the cache's combining of runs).

JSON only at the edges: the worker writes its result as JSON on its stdout (``measure/worker.py``) and
``BenchResult.from_json`` reads it; ``to_json()`` gives it back for ``bench --json``, the response to
``inductorLens/benchmark`` (the editors read it) and the cache on disk. Those are contracts: ``to_json()``
reproduces the worker's dict exactly, its keys in their order and which of them appear (an absent key
is ``None`` here; the few keys that the worker writes as ``null`` are written so again, by the rule
noted on each class). Keys this version does not know (a newer worker, an older cache) are kept in
``extra`` and written back after the known ones.

Two shapes: a timed result (``measure.worker.run``: both variants timed, or only their numerics when
they disagree) and a codegen result (``codegen`` true: both variants' generated kernels, nothing timed,
``measure.worker.run_codegen``). Their keys come in different orders; ``to_json`` writes each shape's.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import field, fields
from typing import Any

from ..records import record
from .resources import KernelResources
from .verdict import KINDS, VerdictKind


def _known(cls) -> frozenset[str]:
    return frozenset(f.name for f in fields(cls) if f.name != "extra")


def _extra(d: Mapping[str, Any], known: frozenset[str]) -> dict[str, Any]:
    return {k: v for k, v in d.items() if k not in known}


def _put(d: dict[str, Any], key: str, value: Any) -> None:
    """``d[key] = value`` unless the value is ``None`` (an absent key)."""
    if value is not None:
        d[key] = value


def _mapping(d: Any, what: str) -> Mapping[str, Any]:
    if not isinstance(d, Mapping):
        raise ValueError(f"not a benchmark result: {what} is {type(d).__name__}, not an object")
    return d


@record(slots=True, frozen=True)
class Kernel:
    """A kernel Inductor generated for a variant (codegen results): its name and its source."""

    name: str
    source: str
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Kernel:
        d = _mapping(d, "a kernel")
        return cls(d["name"], d["source"], _extra(d, _KERNEL))

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "source": self.source, **self.extra}


_KERNEL = _known(Kernel)


@record(slots=True, frozen=True)
class Stats:
    """Timing statistics over the timed blocks' per-call means (``worker._stats``): median, quartiles
    and their range, extremes (seconds); calls in all, blocks, calls per block; how it was timed."""

    median_s: float | None = None
    iqr_s: float | None = None
    q1_s: float | None = None
    q3_s: float | None = None
    min_s: float | None = None
    max_s: float | None = None
    repetitions: int | None = None
    samples: int | None = None
    number_per_run: int | None = None
    timer: str | None = None

    @property
    def timed(self) -> bool:
        return self.median_s is not None

    def _stats_json(self, d: dict[str, Any]) -> None:
        for k in _STATS:
            _put(d, k, getattr(self, k))

    @staticmethod
    def _stats_kw(d: Mapping[str, Any]) -> dict[str, Any]:
        return {k: d[k] for k in _STATS if k in d}


_STATS = ("median_s", "iqr_s", "q1_s", "q3_s", "min_s", "max_s", "repetitions", "samples", "number_per_run",
          "timer")


@record(slots=True, frozen=True)
class Timing(Stats):
    """One variant (unfused or fused): its loop nests, compile seconds, timing statistics, the kernels
    it launched (names; a codegen result: ``Kernel`` with their source), the bytes it moves and the
    bandwidth that gives. Untimed variants (numerics disagree, codegen) have only some of them.
    JSON: ``bandwidth_gb_s`` appears with ``bytes`` (``null`` when the median is 0)."""

    loop_nests: int | None = None
    compile_s: float | None = None
    kernels: list[str | Kernel] | None = None
    bytes: int | None = None
    bandwidth_gb_s: float | None = None
    #: Triton kernels: each config's registers, spills, shared memory, launch and occupancy
    #: (``measure.resources``; compiled for the device, or the simulated one: ``BenchResult.resources_target``)
    resources: list[KernelResources] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def kernel_names(self) -> list[str]:
        return [k.name if isinstance(k, Kernel) else k for k in self.kernels or ()]

    @property
    def sources(self) -> list[Kernel]:
        """The generated kernels with their source (codegen results)."""
        return [k for k in self.kernels or () if isinstance(k, Kernel)]

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Timing:
        d = _mapping(d, "a variant")
        ks = d.get("kernels")
        return cls(loop_nests=d.get("loop_nests"), compile_s=d.get("compile_s"),
                   kernels=None if ks is None else [Kernel.from_json(k) if isinstance(k, Mapping) else k for k in ks],
                   bytes=d.get("bytes"), bandwidth_gb_s=d.get("bandwidth_gb_s"),
                   resources=None if d.get("resources") is None else
                   [KernelResources.from_json(_mapping(x, "a kernel's resources")) for x in d["resources"]],
                   extra=_extra(d, _TIMING),
                   **cls._stats_kw(d))

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        _put(d, "loop_nests", self.loop_nests)
        _put(d, "compile_s", self.compile_s)
        self._stats_json(d)
        if self.kernels is not None:
            d["kernels"] = [k.to_json() if isinstance(k, Kernel) else k for k in self.kernels]
        if self.bytes is not None or self.bandwidth_gb_s is not None:
            d["bytes"] = self.bytes
            d["bandwidth_gb_s"] = self.bandwidth_gb_s
        if self.resources is not None:
            d["resources"] = [x.to_json() for x in self.resources]
        d.update(self.extra)
        return d


_TIMING = _known(Timing)


@record(slots=True, frozen=True)
class OriginalTiming(Stats):
    """The pair's original kernels from output_code.py (``--original``): the kernels and their lines,
    loop nests, the nodes they compute and whether that is the pair alone (``comparable``), their timing,
    and the rebuilt variant matching what Inductor did (``compared_with``) over them. Or only ``error``:
    why they were not timed. JSON: ``nodes`` and ``comparable`` appear with ``kernels``;
    ``rebuilt_over_original`` and ``within_20_percent`` with ``compared_with`` (both may be ``null``)."""

    error: str | None = None
    kernels: list[str] | None = None
    lines: list[int] | None = None
    loop_nests: int | None = None
    nodes: list[str] | None = None
    comparable: bool | None = None
    compared_with: str | None = None
    rebuilt_over_original: float | None = None
    within_20_percent: bool | None = None
    #: a codegen result on CUDA with --original: the original kernels compiled for the device (not run)
    resources: list[KernelResources] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> OriginalTiming:
        d = _mapping(d, "original")
        return cls(error=d.get("error"), kernels=d.get("kernels"), lines=d.get("lines"),
                   loop_nests=d.get("loop_nests"), nodes=d.get("nodes"), comparable=d.get("comparable"),
                   compared_with=d.get("compared_with"), rebuilt_over_original=d.get("rebuilt_over_original"),
                   within_20_percent=d.get("within_20_percent"),
                   resources=None if d.get("resources") is None else
                   [KernelResources.from_json(_mapping(x, "a kernel's resources")) for x in d["resources"]],
                   extra=_extra(d, _ORIGINAL), **cls._stats_kw(d))

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        _put(d, "error", self.error)
        if self.kernels is not None:
            d["kernels"] = self.kernels
            _put(d, "lines", self.lines)
            _put(d, "loop_nests", self.loop_nests)
            d["nodes"] = self.nodes
            d["comparable"] = self.comparable
        else:
            _put(d, "lines", self.lines)
            _put(d, "loop_nests", self.loop_nests)
            _put(d, "nodes", self.nodes)
            _put(d, "comparable", self.comparable)
        self._stats_json(d)
        if self.compared_with is not None:
            d["compared_with"] = self.compared_with
            d["rebuilt_over_original"] = self.rebuilt_over_original
            d["within_20_percent"] = self.within_20_percent
        else:
            _put(d, "rebuilt_over_original", self.rebuilt_over_original)
            _put(d, "within_20_percent", self.within_20_percent)
        if self.resources is not None:
            d["resources"] = [x.to_json() for x in self.resources]
        d.update(self.extra)
        return d


_ORIGINAL = _known(OriginalTiming)


@record(slots=True, frozen=True)
class InputSpec:
    """An input buffer of the rebuilt pair: its element count and dtype (``torch.float32``)."""

    numel: int
    dtype: str
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> InputSpec:
        d = _mapping(d, "an input")
        return cls(d.get("numel"), d.get("dtype"), _extra(d, _INPUT))

    def to_json(self) -> dict[str, Any]:
        return {"numel": self.numel, "dtype": self.dtype, **self.extra}


_INPUT = _known(InputSpec)


@record(slots=True, frozen=True)
class Network:
    """Whether the worker's network was cut off for native code, and how (``worker.isolate_network``)."""

    isolated: bool
    how: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Network:
        d = _mapping(d, "network")
        return cls(bool(d.get("isolated")), d.get("how"), _extra(d, _NETWORK))

    def to_json(self) -> dict[str, Any]:
        return {"isolated": self.isolated, "how": self.how, **self.extra}


_NETWORK = _known(Network)


@record(slots=True, frozen=True)
class Interpreted:
    """Both variants' Triton kernels run in Triton's interpreter on the CPU (``--interpret``): their
    outputs compared (errors, tolerance, match) and the seconds each took (by variant); never timed."""

    max_abs_err: float
    max_rel_err: float
    tolerance: float
    numerics_match: bool
    interpret_s: dict[str, float] = field(default_factory=dict)
    timed: bool = False
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Interpreted:
        d = _mapping(d, "interpreted")
        return cls(d["max_abs_err"], d["max_rel_err"], d["tolerance"], d["numerics_match"],
                   d.get("interpret_s") or {}, d.get("timed", False), _extra(d, _INTERPRETED))

    def to_json(self) -> dict[str, Any]:
        return {"max_abs_err": self.max_abs_err, "max_rel_err": self.max_rel_err, "tolerance": self.tolerance,
                "numerics_match": self.numerics_match, "interpret_s": self.interpret_s, "timed": self.timed,
                **self.extra}


_INTERPRETED = _known(Interpreted)


@record(slots=True, frozen=True)
class RunSummary:
    """One worker process of a repeated benchmark (``client.combine_runs``): its medians, speedup and
    verdict sentence (all four always in the JSON, ``null`` when the run had none)."""

    unfused_median_s: float | None = None
    fused_median_s: float | None = None
    speedup: float | None = None
    verdict: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> RunSummary:
        d = _mapping(d, "a run")
        return cls(d.get("unfused_median_s"), d.get("fused_median_s"), d.get("speedup"), d.get("verdict"),
                   _extra(d, _RUN))

    def to_json(self) -> dict[str, Any]:
        return {"unfused_median_s": self.unfused_median_s, "fused_median_s": self.fused_median_s,
                "speedup": self.speedup, "verdict": self.verdict, **self.extra}


_RUN = _known(RunSummary)


def _kind(v: Any) -> VerdictKind | str | None:
    """A verdict kind as the enum; one this version does not know stays the worker's string."""
    return VerdictKind(v) if v in KINDS else v


@record(slots=True, frozen=True)
class BenchResult:
    """A benchmark of a producer -> consumer pair (``measure.client.run_bench``).

    The pair, shared buffer, device (``simulated_device``: codegen for a GPU this machine lacks), torch
    version, the rebuilt pair's inputs and how the fused variant computes the producer; the two
    variants; the numerics (errors, whether they match within ``tolerance``); what the worker ran and
    its network; the speedup of fusing (unfused / fused median), the timings' noise (larger relative
    IQR), the verdict (kind and sentence) and whether fusing merged the loop nests; the original
    kernels (``--original``), Triton's interpreter's run (``--interpret``), each worker process's
    figures (``--repeat``) and whether this came from the cache.

    JSON: ``simulated_device`` appears in every codegen result (``null`` on a real GPU); ``speedup`` is
    ``null`` in a timed result whose variants disagree (nothing timed).
    """

    node1: str
    node2: str
    device: str
    unfused: Timing
    fused: Timing
    shared_buffer: str | None = None
    simulated_device: str | None = None
    torch: str | None = None
    codegen: bool = False
    inputs: dict[str, InputSpec] | None = None
    fused_how: str | None = None
    codegen_s: float | None = None
    max_abs_err: float | None = None
    max_rel_err: float | None = None
    numerics_match: bool | None = None
    tolerance: float | None = None
    ran_output_code: bool | None = None
    network: Network | None = None
    speedup: float | None = None
    noise: float | None = None
    load_per_cpu: float | None = None   # the 1-minute load average per CPU when the timing ended
    verdict_kind: VerdictKind | str | None = None
    verdict: str | None = None
    fused_merged: bool | None = None
    interpreted: Interpreted | None = None
    original: OriginalTiming | None = None
    runs: list[RunSummary] | None = None
    cached: bool | None = None
    #: a split fused node (``bench --split``): its parts, each a list of members; ``unfused`` is the split
    #: (the parts as separate kernels), ``fused`` the group as Inductor built it. None for a pair
    split: list[list[str]] | None = None
    #: where the variants' kernels were compiled for their resources (``Timing.resources``): the device and
    #: how ("NVIDIA H200 (simulated), sm_90a: compiled here, not run"); ``resources_error``: why there are none
    resources_target: str | None = None
    resources_error: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def timed(self) -> bool:
        """Both variants were timed (not codegen, numerics agree)."""
        return self.unfused.timed and self.fused.timed

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> BenchResult:
        """The worker's result (or one read back from ``to_json``). Raises ``ValueError`` for what is not
        one: the pair, device and both variants are required, everything else is optional."""
        d = _mapping(d, "the result")
        try:
            inputs, network, interpreted = d.get("inputs"), d.get("network"), d.get("interpreted")
            original, runs = d.get("original"), d.get("runs")
            return cls(
                node1=d["node1"], node2=d["node2"], device=d["device"],
                unfused=Timing.from_json(d["unfused"]), fused=Timing.from_json(d["fused"]),
                shared_buffer=d.get("shared_buffer"), simulated_device=d.get("simulated_device"),
                torch=d.get("torch"), codegen=bool(d.get("codegen", False)),
                inputs=None if inputs is None else {k: InputSpec.from_json(v) for k, v in inputs.items()},
                fused_how=d.get("fused_how"), codegen_s=d.get("codegen_s"), max_abs_err=d.get("max_abs_err"),
                max_rel_err=d.get("max_rel_err"), numerics_match=d.get("numerics_match"),
                tolerance=d.get("tolerance"), ran_output_code=d.get("ran_output_code"),
                network=None if network is None else Network.from_json(network),
                speedup=d.get("speedup"), noise=d.get("noise"), load_per_cpu=d.get("load_per_cpu"),
                verdict_kind=_kind(d.get("verdict_kind")),
                verdict=d.get("verdict"), fused_merged=d.get("fused_merged"),
                interpreted=None if interpreted is None else Interpreted.from_json(interpreted),
                original=None if original is None else OriginalTiming.from_json(original),
                runs=None if runs is None else [RunSummary.from_json(x) for x in runs],
                cached=d.get("cached"), split=_split(d.get("split")), resources_target=d.get("resources_target"),
                resources_error=d.get("resources_error"), extra=_extra(d, _RESULT))
        except (KeyError, TypeError, AttributeError) as err:
            raise ValueError(f"not a benchmark result: {type(err).__name__}: {err}") from err

    def to_json(self) -> dict[str, Any]:
        d: dict[str, Any] = {}
        for k in _CODEGEN_ORDER if self.codegen else _TIMED_ORDER:
            v = getattr(self, k)
            if v is None:
                if (k == "simulated_device" and self.codegen) or \
                        (k == "speedup" and not self.codegen and self.numerics_match is False):
                    d[k] = None
                continue
            if k == "codegen":
                if v:
                    d[k] = True
            elif k == "inputs":
                d[k] = {name: spec.to_json() for name, spec in v.items()}
            elif k == "runs":
                d[k] = [x.to_json() for x in v]
            elif k == "verdict_kind":
                d[k] = str(v)
            elif hasattr(v, "to_json"):
                d[k] = v.to_json()
            else:
                d[k] = v
        d.update(self.extra)
        return d


def _split(v: Any) -> list[list[str]] | None:
    if v is None:
        return None
    if not isinstance(v, list) or not all(isinstance(p, list) and all(isinstance(m, str) for m in p) for p in v):
        raise TypeError("split: expected a list of lists of member names")
    return [list(p) for p in v]


_RESULT = _known(BenchResult)
# the worker's key orders (``worker.run``, ``worker.run_codegen``), then ``client.combine_runs``'s and
# ``client.run_bench``'s additions
_TIMED_ORDER = ("node1", "node2", "split", "shared_buffer", "device", "simulated_device", "torch", "codegen", "inputs",
                "fused_how", "codegen_s", "max_abs_err", "max_rel_err", "numerics_match", "tolerance", "unfused",
                "fused", "ran_output_code", "network", "speedup", "noise", "load_per_cpu", "verdict_kind", "verdict",
                "fused_merged", "resources_target", "resources_error", "interpreted", "original", "runs", "cached")
_CODEGEN_ORDER = ("node1", "node2", "split", "shared_buffer", "device", "simulated_device", "torch", "codegen", "inputs",
                  "fused_how", "codegen_s", "max_abs_err", "max_rel_err", "tolerance", "ran_output_code", "network",
                  "unfused", "fused", "fused_merged", "speedup", "noise", "load_per_cpu", "verdict_kind", "verdict",
                  "resources_target", "resources_error", "interpreted",
                  "numerics_match", "original", "runs", "cached")
assert set(_TIMED_ORDER) == set(_CODEGEN_ORDER) == _RESULT
