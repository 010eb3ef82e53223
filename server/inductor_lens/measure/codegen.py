"""The code Inductor generates for both variants of a rebuilt pair, without running it, on any device,
including CUDA on a machine that has no GPU.

Inductor's Triton code generation needs a GPU only for a few facts about it (its properties, its compute
capability, the Triton driver's hash for cache keys) and to compile and load the kernels afterwards. On a
machine without CUDA, ``simulated_cuda()`` answers those facts as an H200 would (sm_90, 132 SMs) and
``generate`` stops right after the module's source is generated, before anything is compiled or
launched. The kernels are Inductor's real Triton source for that device: the loop structure, how many
kernels, their loads and stores. Nothing is timed here; the worker times on real hardware only.
"""
from __future__ import annotations

import contextlib
import types
from collections.abc import Callable, Iterator
from typing import Any
from unittest import mock

import torch

from ..dump.gpus import find_gpu
from .relower import variant_context
from .sdp_choice import simulated_sdpa

# what torch.cuda.get_device_properties reports on an H200 (the GPU this project records figures on)
H200 = types.SimpleNamespace(
    name="NVIDIA H200 (simulated)", major=9, minor=0, multi_processor_count=132, total_memory=141 * 2**30,
    warp_size=32, max_threads_per_multi_processor=2048, max_threads_per_block=1024,
    regs_per_multiprocessor=65536, L2_cache_size=50 * 2**20, shared_memory_per_block_optin=232448,
    shared_memory_per_multiprocessor=233472, gcnArchName="")


#: DRAM bandwidth as Triton's get_dram_gbps gives it for the H200's HBM3e (memory clock 3,201 MHz x
#: 6,144-bit bus x 2 transfers per clock, in GB/s: 4,917): torch has no datasheet entry for the H200
#: (the GPU table's figure, ``dump.gpus``: the replay weighs the same one)
H200_DRAM_GBPS = find_gpu("H200").inductor_gbps
#: the SM clock Triton's FLOPS formula would read (kHz)
H200_SM_CLOCK_KHZ = 1_980_000


def h200_tflops(dtype) -> float:
    """Peak dense TFLOPS as Triton's get_max_tensorcore_tflops / get_max_simd_tflops estimate them for
    the H200 (4 sub-cores per SM; ops per sub-core per clock: 512 for 16-bit types, 256 for 32-bit)."""
    ops = 512 if dtype in (torch.float16, torch.bfloat16) else 256
    return H200.multi_processor_count * 4 * H200_SM_CLOCK_KHZ * ops * 1e-9


def can_simulate_cuda() -> bool:
    """Triton is importable (Inductor writes Triton source with its language module at hand)."""
    from torch.utils._triton import has_triton_package
    return has_triton_package()


def h200_cudnn_version() -> int | None:
    """The runtime cuDNN an H200 would run with this torch: the cuDNN library torch loads
    (``torch.backends.cudnn.version()``, readable without a GPU; None where it is not installed)."""
    try:
        return torch.backends.cudnn.version()
    except Exception:   # no cuDNN library to load
        return None


@contextlib.contextmanager
def simulated_cuda(record_sdpa: Callable[[dict], None] | None = None) -> Iterator[None]:
    """Inductor sees one H200 at cuda:0 for code generation (nothing can run on it).

    Besides the device facts: bfloat16 is supported (sm_90; ``torch.cuda.is_bf16_supported`` and the
    Dynamo device interface's answer, which Inductor asks before compiling a bf16 graph), and
    ``F.scaled_dot_product_attention`` runs the kernel the H200 would pick (``sdp_choice``: flash,
    memory-efficient or cuDNN attention, Inductor fallback kernels, instead of the math decomposition a
    machine without a device traces); ``record_sdpa`` receives each choice."""
    import torch._inductor.scheduler as scheduler
    import torch.utils._triton as triton_utils
    from torch._dynamo.device_interface import CudaInterface
    from torch._inductor.runtime.hints import DeviceProperties

    with contextlib.ExitStack() as stack:
        patch = stack.enter_context
        patch(mock.patch("torch.cuda.get_device_properties", lambda *a, **k: H200))
        patch(mock.patch("torch.cuda.get_device_capability", lambda *a, **k: (H200.major, H200.minor)))
        patch(mock.patch.object(CudaInterface, "get_device_properties", staticmethod(lambda *a, **k: H200)))
        patch(mock.patch.object(CudaInterface, "get_compute_capability",
                                staticmethod(lambda *a, **k: H200.major * 10 + H200.minor)))
        patch(mock.patch("torch.cuda.is_bf16_supported", lambda *a, **k: H200.major >= 8))
        patch(mock.patch.object(CudaInterface, "is_bf16_supported", staticmethod(lambda *a, **k: H200.major >= 8)))
        patch(simulated_sdpa(H200, h200_cudnn_version(), record_sdpa))
        patch(mock.patch.object(scheduler, "has_triton", lambda: True))
        patch(mock.patch.object(triton_utils, "triton_hash_with_backend", lambda: "SIMULATED-H200"))
        # the device figures the scheduler reads (re-indexing two nodes for a fusion vs a launch)
        import torch._inductor.utils as inductor_utils
        for mod in (scheduler, inductor_utils):
            patch(mock.patch.object(mod, "get_gpu_dram_gbps", lambda: H200_DRAM_GBPS))
            patch(mock.patch.object(mod, "get_device_tflops", h200_tflops))
        DeviceProperties.create.cache_clear()
        try:
            yield
        finally:
            DeviceProperties.create.cache_clear()


class _Generated(Exception):
    """Raised once the module's source is generated, so that nothing is compiled or loaded."""


def module_source(fn: Callable, inputs: list[tuple[int, torch.dtype]], device: str,
                  config: dict[str, Any]) -> str:
    """The Python module Inductor generates for ``fn`` (called with flat tensors of these sizes and dtypes
    on ``device``) under ``config``: the wrapper and the kernels' source."""
    import torch._inductor.config as icfg
    from torch._inductor.compile_fx import compile_fx_inner
    from torch._inductor.graph import GraphLowering
    from torch._subclasses.fake_tensor import FakeTensorMode
    from torch.fx.experimental.proxy_tensor import make_fx

    sources: list[str] = []
    generate = GraphLowering.codegen

    def codegen(self):
        out = generate(self)
        sources.append(getattr(out[0], "value", out[0]))
        raise _Generated

    simulate = device.startswith("cuda") and not torch.cuda.is_available()
    fake = FakeTensorMode()
    with simulated_cuda() if simulate else contextlib.nullcontext():
        with fake:
            args = [torch.empty(n, dtype=d, device=device) for n, d in inputs]
        gm = make_fx(lambda *a: _outputs(fn(*a)))(*args)
        with mock.patch.object(GraphLowering, "codegen", codegen), \
                icfg.patch({"force_disable_caches": True, "compile_threads": 1, **config}), fake:
            try:
                compile_fx_inner(gm, args)
            except Exception:
                if not sources:   # a real error, before the source was complete
                    raise
    return sources[0]


def _outputs(out) -> tuple:
    """A variant's outputs as the graph's output tuple (a fused node's side returns several)."""
    return tuple(out) if isinstance(out, (tuple, list)) else (out,)


def generate(rb, device: str) -> dict[str, str]:
    """The generated modules of both variants of ``rb`` (``relower.Rebuilt``) compiled for ``device``,
    with the worker's config for each."""
    inputs = [rb.inputs[n] for n in rb.arg_names]
    out = {}
    for v in ("unfused", "fused"):
        with variant_context(rb, v):
            out[v] = module_source(getattr(rb, v), inputs, device, {})
    return out
