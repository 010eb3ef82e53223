"""What a Triton kernel costs the GPU's multiprocessors: registers per thread, registers spilled to local
memory, shared memory, the launch config Inductor chose, and the occupancy and grid those allow.

Registers and spills are decided by ``ptxas`` when the kernel is compiled, not when it runs: Triton compiles
a kernel for a target (``GPUTarget("cuda", 90, 32)``) without a GPU, and the same ``ptxas`` it ships, run
with Triton's own options and ``-v``, reports what it allocated. So ``compile_kernels`` gives the figures of
an H200 on a machine without one (the simulated device of ``codegen``), marked as such; on a GPU it
compiles for that GPU's capability. What only a GPU knows is which config the autotuner picks when
Inductor gives a kernel several (it times them at the first call): every config is listed then, each with
its figures (``configs`` > 1).

``spills`` counts the registers ptxas spilled: its spill stores per thread / 4 bytes. Triton's ``n_spills``
(which Inductor's autotuner compares with ``spill_threshold``, 16, to drop a config when it has another)
reads the whole local memory instead, ptxas's stack frame / 4: that also counts arrays a kernel keeps in
local memory on purpose (libdevice's ``sin``/``cos`` argument reduction: 32 bytes), so it is kept apart
(``local``) and only real spills raise the warning.

Occupancy follows the CUDA occupancy calculator: blocks per multiprocessor limited by registers (allocated
per warp in units of 256), shared memory (plus 1 KB the driver reserves per block), warps (64 per
multiprocessor on sm_80/90) and blocks (32); occupancy is the resident warps over the maximum.
"""
from __future__ import annotations

import math
import re
from dataclasses import field
from typing import Any

from ..records import record

#: the multiprocessor limits of sm_90 (H100/H200), as the CUDA occupancy calculator has them
MAX_WARPS_PER_SM = 64
MAX_BLOCKS_PER_SM = 32
REG_ALLOC_UNIT = 256            # registers, allocated per warp
SHARED_RESERVED_PER_BLOCK = 1024


@record(slots=True)
class DeviceLimits:
    """The figures of a device the occupancy needs (``torch.cuda.get_device_properties``'s)."""

    name: str
    sms: int
    regs_per_sm: int = 65536
    shared_per_sm: int = 233472
    max_threads_per_sm: int = 2048


@record(slots=True)
class KernelResources:
    """One compiled config of one Triton kernel. ``error``: why it has no figures (the compile failed)."""

    kernel: str
    config: dict[str, int] = field(default_factory=dict)     # the block sizes: XBLOCK, R0_BLOCK, ...
    num_warps: int | None = None
    num_stages: int | None = None
    registers: int | None = None          # per thread
    spills: int | None = None             # registers spilled (spill stores per thread / 4 bytes)
    local: int | None = None              # local memory per thread, bytes (the stack frame; Triton's n_spills x 4)
    spill_stores: int | None = None       # bytes per thread, as ptxas reports them
    spill_loads: int | None = None
    shared: int | None = None             # bytes of shared memory per block
    blocks_per_sm: int | None = None
    occupancy: float | None = None        # resident warps / the multiprocessor's maximum
    limit: str | None = None              # what bounds the blocks per multiprocessor
    grid: int | None = None               # blocks launched (from the kernel's size hints)
    waves: float | None = None            # grid / (multiprocessors x blocks per multiprocessor)
    sms: int | None = None                # the device's multiprocessors
    configs: int = 1                      # the configs Inductor compiled for this kernel (>1: autotuned)
    chosen: bool | None = None            # a GPU run: the config the autotuner kept (None: not known here)
    error: str | None = None

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> KernelResources:
        return cls(**{k: d[k] for k in _KEYS if k in d})

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in _KEYS if getattr(self, k) is not None}

    def launch(self) -> str:
        """"XBLOCK=1 R0_BLOCK=1024, 8 warps, 1 stage"."""
        blocks = " ".join(f"{k}={v}" for k, v in self.config.items())
        w = f"{self.num_warps} warp{'s' if self.num_warps != 1 else ''}" if self.num_warps is not None else ""
        s = f"{self.num_stages} stage{'s' if self.num_stages != 1 else ''}" if self.num_stages is not None else ""
        return ", ".join(x for x in (blocks, w, s) if x)

    def line(self) -> str:
        """"triton_per_fused_0: 30 registers, no spills, 32 B shared; XBLOCK=1 ..., 8 warps; occupancy 100%
        (8 blocks/SM, limit warps); 32 blocks = 0.03 waves"."""
        if self.error is not None:
            return f"{self.kernel}: not compiled ({self.error})"
        parts = [f"{self.registers} registers" if self.registers is not None else "registers unknown",
                 f"SPILLS {self.spills} registers ({self.spill_stores or 0:,} B stored, {self.spill_loads or 0:,} B "
                 "loaded per thread)" if self.spills else "no spills",
                 f"{self.shared:,} B shared" if self.shared is not None else "shared unknown"]
        out = f"{self.kernel}: {', '.join(parts)}; {self.launch()}"
        if self.occupancy is not None:
            out += f"; occupancy {self.occupancy:.0%} ({self.blocks_per_sm} block{'s' if self.blocks_per_sm != 1 else ''}/SM, bound by {self.limit})"
        if self.grid is not None:
            out += f"; {self.grid:,} block{'s' if self.grid != 1 else ''}" + (f" = {self.waves:.2f} waves" if self.waves is not None else "")
            if self.sms is not None and self.grid < self.sms:
                out += f" ({self.grid / self.sms:.0%} of the {self.sms} SMs busy)"
        if self.configs > 1:
            out += (f" (the autotuner's choice among {self.configs} configs)" if self.chosen else
                    f" (one of {self.configs} configs, not the autotuner's choice)" if self.chosen is False else
                    f" (one of {self.configs} configs the autotuner times)")
        return out


_KEYS = tuple(f for f in KernelResources.__dataclass_fields__)


#: Inductor's autotuner drops a config whose Triton ``n_spills`` (local memory / 4) is over this when the
#: kernel has another config (torch 2.14.1, ``CachingAutotuner.bench``: ``spill_threshold``, 16 on CUDA)
SPILL_THRESHOLD = 16


def kept_spills(configs: list[KernelResources]) -> tuple[int, KernelResources] | None:
    """The registers a kernel spills in the config it runs with, and that config: its only config, or,
    among several, the fewest spills of those the autotuner would keep (local memory / 4 within
    ``SPILL_THRESHOLD``; all of them when none is). None when no config was compiled."""
    ok = [c for c in configs if c.error is None and c.spills is not None]
    if not ok:
        return None
    chosen = [c for c in ok if c.chosen]
    if chosen:                  # a GPU run told which config the autotuner kept
        return chosen[0].spills, chosen[0]
    kept = [c for c in ok if (c.local or 0) // 4 <= SPILL_THRESHOLD] or ok
    best = min(kept, key=lambda c: (c.spills, -(c.occupancy or 0)))
    return best.spills, best


def spilling_kernels(resources: list[KernelResources]) -> list[tuple[str, int, KernelResources]]:
    """(kernel, registers spilled, the config) of each kernel of a variant that spills in the config it runs
    with (``kept_spills``), in order."""
    by: dict[str, list[KernelResources]] = {}
    for r in resources:
        by.setdefault(r.kernel, []).append(r)
    out = []
    for name, configs in by.items():
        k = kept_spills(configs)
        if k is not None and k[0] > 0:
            out.append((name, k[0], k[1]))
    return out


def mark_chosen(resources: list[KernelResources], kept: dict[str, list[dict]]) -> None:
    """Mark each kernel's configs with whether the autotuner kept them (``kept``: kernel -> the configs its
    launchers hold after a GPU run, each ``{"config": {...}, "num_warps": n, "num_stages": n}``); kernels
    ``kept`` does not name stay unknown."""
    for r in resources:
        ks = kept.get(r.kernel)
        if ks is None or r.error is not None:
            continue
        r.chosen = any(k.get("config") == r.config and k.get("num_warps") == r.num_warps
                       and k.get("num_stages", r.num_stages) == r.num_stages for k in ks)


def occupancy(registers: int, num_warps: int, shared: int, dev: DeviceLimits) -> tuple[int, float, str]:
    """(blocks per multiprocessor, occupancy, what limits it) of a kernel on ``dev``."""
    max_warps = min(MAX_WARPS_PER_SM, dev.max_threads_per_sm // 32)
    per_warp = math.ceil(max(registers, 1) * 32 / REG_ALLOC_UNIT) * REG_ALLOC_UNIT
    limits = {"warps": max_warps // max(num_warps, 1),
              "registers": dev.regs_per_sm // (per_warp * max(num_warps, 1)),
              "shared memory": dev.shared_per_sm // (shared + SHARED_RESERVED_PER_BLOCK),
              "blocks": MAX_BLOCKS_PER_SM}
    limit = min(limits, key=lambda k: (limits[k], k != "warps"))
    blocks = limits[limit]
    return blocks, min(1.0, blocks * num_warps / max_warps), limit


_PTXAS = {"registers": re.compile(r"Used (\d+) registers"),
          "stack": re.compile(r"(\d+) bytes stack frame"),
          "stores": re.compile(r"(\d+) bytes spill stores"),
          "loads": re.compile(r"(\d+) bytes spill loads")}


def read_ptxas_log(log: str) -> dict[str, int]:
    """The figures of ``ptxas -v``'s report of one entry function (the last one when there are several)."""
    out = {}
    for k, rx in _PTXAS.items():
        ms = rx.findall(log)
        if ms:
            out[k] = int(ms[-1])
    return out


def grid_blocks(size_hints: dict[str, int] | None, config: dict[str, int]) -> int | None:
    """Blocks a launch covers: each pointwise dimension's size hint over its block (reduction dimensions
    are looped over inside a block; a mix-order reduction's block covers RSPLIT_SIZE rows); None when the
    hints are not there."""
    if not size_hints:
        return None
    n = 1
    for dim, size in size_hints.items():
        if dim.startswith("r"):
            continue
        # a mix-order reduction's block takes RSPLIT_SIZE rows (MixOrderReductionGrid: ceil(xnumel / RSPLIT_SIZE))
        block = config.get("RSPLIT_SIZE") if dim == "x" and "RSPLIT_SIZE" in config else \
            config.get(f"{dim.upper()}BLOCK", 1)
        n *= max(1, math.ceil(size / max(block, 1)))
    return n


def compile_kernels(kernels: list[tuple[str, str]], dev: DeviceLimits, simulate: bool) -> list[KernelResources]:
    """Every config of every kernel (name, the module source Inductor generated for it) compiled by Triton for
    the device the source names, and ``ptxas -v`` over each config's PTX. ``simulate``: no GPU here
    (``codegen.simulated_cuda`` is active): Triton's driver is not set up. Imports torch and triton."""
    import contextlib
    import tempfile
    import types

    import torch._inductor.config as icfg
    from torch._inductor.runtime import triton_helpers

    out: list[KernelResources] = []
    token = triton_helpers._skip_gpu_driver_setup.set(True) if simulate else None
    try:
        with icfg.patch({"use_static_cuda_launcher": False}), tempfile.TemporaryDirectory() as tmp:
            for name, source in kernels:
                mod = types.ModuleType(name)
                mod.__file__ = f"{tmp}/{name}.py"
                with open(mod.__file__, "w") as f:      # Triton reads the jitted function's source back
                    f.write(source)
                try:
                    # Inductor's generated module for this kernel (from the rebuilt pair, not output_code.py):
                    # its imports and the autotuner decorator around the @triton.jit function
                    exec(compile(source, mod.__file__, "exec"), mod.__dict__)   # noqa: S102
                    tuner = mod.__dict__[name]
                    n = len(tuner.configs or ())
                    with contextlib.redirect_stdout(None):
                        tuner.precompile(warm_cache_only=True)
                except Exception as err:   # a kernel that does not compile here: said, the others go on
                    out.append(KernelResources(name, error=f"{type(err).__name__}: {str(err).splitlines()[0][:200]}"
                                               if str(err) else type(err).__name__))
                    continue
                for res in tuner.compile_results:
                    out.append(_figures(name, res, tuner.size_hints, dev, max(n, 1), tmp))
    finally:
        if token is not None:
            triton_helpers._skip_gpu_driver_setup.reset(token)
    return out


def _figures(name: str, res, size_hints, dev: DeviceLimits, n: int, tmp: str) -> KernelResources:
    import subprocess

    from triton.backends.nvidia.compiler import get_ptxas, sm_arch_from_capability

    binary = res.kernel
    md = binary.metadata
    cfg = res.config
    r = KernelResources(name, config={k: int(v) for k, v in cfg.kwargs.items() if isinstance(v, int)},
                        num_warps=int(md.num_warps), num_stages=int(getattr(md, "num_stages", cfg.num_stages)),
                        shared=int(md.shared), configs=n)
    cap = int(md.target.arch)
    ptx = f"{tmp}/{name}.ptx"
    with open(ptx, "w") as f:
        f.write(binary.asm["ptx"])
    cmd = [get_ptxas(cap).path, "-lineinfo", "-v", "--regAllocOptLevel=2", f"--gpu-name={sm_arch_from_capability(cap)}",
           ptx, "-o", f"{tmp}/{name}.cubin"]
    if not getattr(md, "enable_fp_fusion", True):
        cmd.insert(2, "--fmad=false")
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=120, cwd=tmp)
    figures = read_ptxas_log(p.stderr + p.stdout)
    if p.returncode != 0 or "registers" not in figures:
        r.error = f"ptxas: {(p.stderr or p.stdout).strip().splitlines()[-1][:200] if (p.stderr or p.stdout).strip() else p.returncode}"
        return r
    r.registers = figures["registers"]
    r.local = figures.get("stack", 0)
    r.spills = figures.get("stores", 0) // 4
    r.spill_stores = figures.get("stores", 0)
    r.spill_loads = figures.get("loads", 0)
    r.blocks_per_sm, r.occupancy, r.limit = occupancy(r.registers, r.num_warps, r.shared, dev)
    r.occupancy = round(r.occupancy, 4)
    r.grid = grid_blocks(dict(size_hints) if size_hints else None, r.config)
    r.sms = dev.sms
    if r.grid is not None and r.blocks_per_sm:
        r.waves = round(r.grid / (dev.sms * r.blocks_per_sm), 4)
    return r


def device_limits(props) -> DeviceLimits:
    """``DeviceLimits`` of ``torch.cuda.get_device_properties``'s answer (or the simulated H200's)."""
    return DeviceLimits(str(props.name), int(props.multi_processor_count),
                        int(getattr(props, "regs_per_multiprocessor", 65536)),
                        int(getattr(props, "shared_memory_per_multiprocessor", 233472)),
                        int(getattr(props, "max_threads_per_multi_processor", 2048)))
