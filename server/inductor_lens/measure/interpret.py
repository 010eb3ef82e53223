"""Run the Triton kernels Inductor generated for a CUDA device on CPU tensors, through Triton's
interpreter (``TRITON_INTERPRET=1``, which needs numpy): numerics without a GPU, no timings.

Used by ``bench --codegen --interpret``: both variants of a rebuilt pair are generated for the (simulated)
GPU as usual, then each generated module's ``call`` runs with CPU tensors. The module is Inductor's own
output for the rebuilt pair (never ``output_code.py``). Three things differ from a GPU run:

- each ``async_compile.triton(name, source)`` kernel is executed from its source with Inductor's
  autotuning decorator replaced by one that keeps the ``@triton.jit`` function, and ``libdevice``
  bound to ``triton.language.math`` (the interpreter has no CUDA libdevice);
- a kernel's ``.run(*args, stream=...)`` launches that function over the grid its ``grid_type`` names,
  with fixed block sizes (any power of two gives the same values: the interpreter runs every program);
- the wrapper's CUDA allocations, streams and device guards are CPU equivalents.

``TRITON_INTERPRET`` must be set before ``triton`` is first imported: the worker is started with it.
"""
from __future__ import annotations

import contextlib
import inspect
import math
import os
from typing import Any
from unittest import mock

import torch

#: block sizes of an interpreted launch (XBLOCK * YBLOCK elements per program for 2-D tiles)
BLOCKS = {"XBLOCK": 8192, "YBLOCK": 32, "ZBLOCK": 8, "R0_BLOCK": 1024, "R1_BLOCK": 64}


class InterpreterUnavailable(Exception):
    pass


def available() -> str | None:
    """None when kernels can be interpreted in this process, else why not."""
    if os.environ.get("TRITON_INTERPRET") != "1":
        return "TRITON_INTERPRET=1 was not set before triton was imported"
    try:
        import numpy  # noqa: F401
        import triton  # noqa: F401
    except ImportError as e:
        return f"the Triton interpreter needs {e.name} (pip install {e.name})"
    return None


def _pow2(n: int) -> int:
    return 1 << max(0, (int(n) - 1).bit_length())


class _Meta:
    """What Inductor's autotuning decorator was given, and the kernel itself."""

    def __init__(self, kind: str, kwargs: dict[str, Any]):
        self.kind = kind
        self.kwargs = kwargs
        self.fn = None

    def __call__(self, fn):
        self.fn = fn
        return self


def _decorator(kind: str):
    def make(*_args, **kwargs):
        return _Meta(kind, kwargs)
    return make


class InterpretedKernel:
    """One generated Triton kernel, launched through the interpreter."""

    def __init__(self, name: str, source: str):
        import triton.language as tl
        from torch._inductor.runtime import triton_helpers, triton_heuristics
        self.name = name
        ns: dict[str, Any] = {"__file__": f"<{name}>", "__name__": f"interpreted_{name}"}
        kinds = ("pointwise", "reduction", "persistent_reduction", "split_scan", "template", "foreach",
                 "cooperative_reduction")
        patches = [mock.patch.object(triton_helpers, "set_driver_to_gpu", lambda: None)]
        patches += [mock.patch.object(triton_heuristics, k, _decorator(k)) for k in kinds
                    if hasattr(triton_heuristics, k)]
        with contextlib.ExitStack() as stack:
            for p in patches:
                stack.enter_context(p)
            exec(compile(source, f"<{name}>", "exec"), ns)  # noqa: S102  (Inductor's own generated kernel)
        meta = ns.get(name)
        if not isinstance(meta, _Meta) or meta.fn is None:
            raise InterpreterUnavailable(f"{name}: no @triton.jit kernel of that name in its source")
        ns["libdevice"] = tl.math          # the fn's globals are ns: rebinding reaches the kernel
        self.meta, self.fn, self.source = meta, meta.fn, source

    def run(self, *args, stream=None, **_kw):
        fn = self.fn
        names = list(fn.arg_names)
        sig = inspect.signature(fn.fn)
        const = {n for n, p in sig.parameters.items() if "constexpr" in str(p.annotation)}
        params = [n for n in names if n not in const]
        values = dict(zip(params, args))
        numel = {k: int(values[k]) for k in ("xnumel", "ynumel", "znumel", "r0_numel", "r1_numel") if k in values}
        kw: dict[str, int] = {}
        for n in names:
            if n in const and n in BLOCKS:
                kw[n] = BLOCKS[n]
        if "reduction" in self.meta.kind and "XBLOCK" in kw:
            kw["XBLOCK"] = 8           # a few rows per program (a persistent kernel may fix R0_BLOCK itself)
        if "YBLOCK" in kw and "XBLOCK" in kw:
            kw["XBLOCK"] = 32
        if "R0_BLOCK" in kw and self.meta.kind == "persistent_reduction":
            kw["R0_BLOCK"] = _pow2(numel.get("r0_numel", 1))   # the whole row in one block
        for dim, block in (("x", "XBLOCK"), ("y", "YBLOCK"), ("z", "ZBLOCK"), ("r0_", "R0_BLOCK")):
            if block not in kw or f"{dim}numel" not in numel:
                continue
            n = numel[f"{dim}numel"]
            size = min(kw[block], _pow2(n))
            if f"{dim}mask = tl.full" in self.source:
                # Inductor dropped this dimension's mask: its blocks always divide the numel on the GPU
                while size > 1 and n % size:
                    size //= 2
            kw[block] = size

        def blocks(dim: str) -> int:
            n = numel.get(f"{dim}numel")
            return 1 if n is None else max(1, math.ceil(n / kw.get(f"{dim.upper()}BLOCK", 1)))

        grid = (blocks("x"), blocks("y"), blocks("z"))
        fn[grid](*args, **kw)


def run_module(source: str, args: list[torch.Tensor]) -> list[torch.Tensor]:
    """The outputs of an Inductor-generated CUDA module's ``call(args)``, run on CPU tensors with every
    Triton kernel interpreted."""
    why = available()
    if why:
        raise InterpreterUnavailable(why)
    from torch._inductor.async_compile import AsyncCompile

    kernels: dict[str, InterpretedKernel] = {}

    def triton_kernel(_self, kernel_name, source_code, *_a, **_k):
        kernels[kernel_name] = InterpretedKernel(kernel_name, source_code)
        return kernels[kernel_name]

    ns: dict[str, Any] = {"__name__": "interpreted_module"}
    with mock.patch.object(AsyncCompile, "triton", triton_kernel), \
            mock.patch.object(AsyncCompile, "wait", lambda _self, _scope: None):
        exec(compile(source, "<generated>", "exec"), ns)  # noqa: S102  (Inductor's own generated module)
    ns["empty_strided_cuda"] = lambda size, stride, dtype: torch.empty_strided(size, stride, dtype=dtype)
    ns["get_raw_stream"] = lambda _i: 0
    ns["copy_if_misaligned"] = lambda t: t

    class _Guard(contextlib.nullcontext):
        def __init__(self, _index):
            super().__init__()

    with mock.patch.object(torch.cuda, "_DeviceGuard", _Guard), mock.patch.object(torch.cuda, "set_device",
                                                                                  lambda _i: None):
        out = ns["call"](list(args))
    return list(out)
