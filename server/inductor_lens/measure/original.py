"""The original kernels of a pair, from the ``output_code.py`` Inductor wrote beside the IR.

The module is read with :mod:`ast`; it is never imported or executed. From it we take

* the kernel definitions ``name = async_compile.cpp_pybinding([argtypes], r'''C++''')``,
  ``async_compile.cpp('''C++''')`` and ``async_compile.triton('name', '''source''', device_str=...)``;
* the body of ``call``: buffer allocations (``empty_strided_*`` with literal sizes), reuse aliases
  (``buf3 = buf2; del buf2``), input shape assertions and the kernel calls with their arguments.

The kernel that writes a buffer is the first call that names it (Inductor allocates a buffer right
before its producer). Only the kernel *sources* go to Inductor's own compilers (``AsyncCompile``); the
arguments are evaluated by a small whitelist (literals, names, ``+ - * // %``, ``c_void_p(x.data_ptr())``,
``c_long``/``c_int``, ``get_raw_stream(i)``, ``grid(...)``): anything else makes the pair "not
reproducible from output_code.py", with the reason.
"""
from __future__ import annotations

import ast
from typing import Any

from ..dump.output_code import (  # noqa: F401
    SCALAR_HELPERS,
    Alloc,
    KernelCall,
    KernelDef,
    OutputCode,
    OutputCodeError,
    attr_chain,
    names_in,
)
from ..dump.output_code import read_output_code as _read


class NotReproducible(OutputCodeError):
    """The pair's original kernels cannot be rebuilt from output_code.py (the reason says why)."""


def read_output_code(text: str) -> OutputCode:
    """``dump.output_code.read_output_code``, its failure as ``NotReproducible``."""
    try:
        return _read(text)
    except NotReproducible:
        raise
    except OutputCodeError as err:
        raise NotReproducible(str(err)) from err


def cpp_loop_nests(src: str) -> int:
    """Outermost ``for`` loops of C++ kernel source (each is a loop nest over memory; the ones the
    C++ backend parallelises carry ``#pragma omp for``, small ones are serial)."""
    import re
    count = 0
    stack: list[bool] = []      # for each open brace: is it (inside) a for body?
    pending = False             # a for header was seen, its body not opened yet
    paren = 0
    for m in re.finditer(r"\bfor\s*\(|[{}();]", src):
        tok = m.group(0)
        if tok.startswith("for"):
            if not any(stack) and not pending:
                count += 1
            pending = True
            paren += 1
        elif tok == "(":
            paren += 1
        elif tok == ")":
            paren = max(0, paren - 1)
        elif tok == ";" and paren == 0:
            pending = False     # a for without braces ended
        elif tok == "{":
            stack.append(pending or (bool(stack) and stack[-1]))
            pending = False
        elif tok == "}" and stack:
            stack.pop()
    return count


# ------------------------------------------------------------------------------------------------
# Which kernels belong to a pair
# ------------------------------------------------------------------------------------------------

def _arg_names(call: KernelCall) -> set[str]:
    names: set[str] = {call.target} if call.target else set()
    for a in list(call.args) + list(call.kwargs.values()):
        names |= names_in(a)
    return names


def writer_call(oc: OutputCode, buffer: str) -> KernelCall | None:
    """The call that produces ``buffer``: the first one that names it."""
    for c in oc.calls:
        if buffer in _arg_names(c):
            return c
    return None


def generated_calls(oc: OutputCode) -> list[KernelCall]:
    """Every call of a generated kernel, in order (extern calls left out)."""
    return [c for c in oc.calls if c.kernel in oc.kernels]


def pair_kernels(oc: OutputCode, buffers1: list[str], buffers2: list[str]) -> list[KernelCall]:
    """The generated-kernel calls that compute the two nodes (one call when Inductor put both in one
    kernel). Raises NotReproducible when a node's writer is not a generated kernel."""
    out: list[KernelCall] = []
    for bufs in (buffers1, buffers2):
        w = next((c for b in bufs if (c := writer_call(oc, b)) is not None), None)
        if w is None:
            raise NotReproducible(f"no call in output_code.py writes {' / '.join(bufs)}")
        if w.kernel not in oc.kernels:
            raise NotReproducible(f"{' / '.join(bufs)} is written by {w.kernel}, not by a generated kernel")
        if w not in out:
            out.append(w)
    return out


# ------------------------------------------------------------------------------------------------
# Evaluation (worker only; torch)
# ------------------------------------------------------------------------------------------------

_CTYPE_DTYPES = {
    "float": "float32", "double": "float64", "half": "float16", "bfloat16": "bfloat16",
    "int64_t": "int64", "int32_t": "int32", "int16_t": "int16", "int8_t": "int8", "uint8_t": "uint8",
    "bool": "bool", "long": "int64", "int": "int32",
}


class Evaluator:
    """Arguments of a kernel call: literals, sizes, buffers (as tensors) and the handful of helpers
    output_code.py uses. Nothing else is evaluated."""

    def __init__(self, oc: OutputCode, sizes: dict[str, int], tensor_for, device: str):
        self.oc, self.sizes, self.tensor_for, self.device = oc, sizes, tensor_for, device

    def int_expr(self, node: ast.expr) -> int:
        v = self.value(node, want_int=True)
        if not isinstance(v, int):
            raise NotReproducible(f"not an integer: {ast.unparse(node)}")
        return v

    def value(self, node: ast.expr, want_int: bool = False) -> Any:
        import ctypes
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float, bool, str)) or node is None:
            return node.value if node is not None else None
        if isinstance(node, ast.Tuple) or isinstance(node, ast.List):
            return tuple(self.value(e, want_int) for e in node.elts)
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return -self.value(node.operand, want_int)
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult, ast.FloorDiv, ast.Mod)):
            a, b = self.value(node.left, True), self.value(node.right, True)
            if isinstance(node.op, ast.Add):
                return a + b
            if isinstance(node.op, ast.Sub):
                return a - b
            if isinstance(node.op, ast.Mult):
                return a * b
            return a // b if isinstance(node.op, ast.FloorDiv) else a % b
        if isinstance(node, ast.Name):
            if node.id in self.sizes:
                return int(self.sizes[node.id])
            if node.id in self.oc.scalars:
                return self.value(self.oc.scalars[node.id], want_int)
            if want_int:
                raise NotReproducible(f"unknown size {node.id}: pass --size {node.id}=N")
            return self.tensor_for(node.id)
        if isinstance(node, ast.Call):
            f = attr_chain(node.func)
            if f in ("c_long", "c_int", "ctypes.c_long", "ctypes.c_int") and len(node.args) == 1:
                return getattr(ctypes, f.split(".")[-1])(self.int_expr(node.args[0]))
            if f in ("c_void_p", "ctypes.c_void_p") and len(node.args) == 1:
                inner = node.args[0]
                if isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute) \
                        and inner.func.attr == "data_ptr" and isinstance(inner.func.value, ast.Name):
                    return ctypes.c_void_p(self.tensor_for(inner.func.value.id).data_ptr())
            if f in SCALAR_HELPERS and len(node.args) == 1:
                from torch._C import _cuda_getCurrentRawStream
                return _cuda_getCurrentRawStream(self.int_expr(node.args[0]))
            if f in ("grid", "grid_combo_kernels") or f.endswith(".grid"):
                from torch._inductor.runtime import triton_heuristics as th
                g = getattr(th, "grid", None)
                if g is None:
                    raise NotReproducible("this torch has no triton_heuristics.grid for the launch grid")
                return g(*[self.int_expr(a) for a in node.args])
            if f == "reinterpret_tensor" and len(node.args) >= 4:
                import torch
                base = self.value(node.args[0])
                return torch.as_strided(base, self.value(node.args[1], True), self.value(node.args[2], True),
                                        self.int_expr(node.args[3]))
        raise NotReproducible(f"cannot evaluate {ast.unparse(node)} from output_code.py")


def torch_dtype(text: str):
    import torch
    name = text.split(".")[-1]
    d = getattr(torch, name, None)
    if not isinstance(d, torch.dtype):
        raise NotReproducible(f"unknown dtype {text}")
    return d


def ctype_dtype(argtype: str) -> str | None:
    base = argtype.replace("const", "").replace("*", "").strip()
    base = base.replace("at::", "").replace("c10::", "").strip()
    if base.lower() in ("bfloat16",):
        return "bfloat16"
    return _CTYPE_DTYPES.get(base)


def build_original(oc: OutputCode, calls: list[KernelCall], ir_layout, sizes: dict[str, int], device: str,
                   seed: int = 0):
    """Compile the original kernels with Inductor's AsyncCompile and return ``(fn, info)`` where
    ``fn()`` launches them in order on freshly allocated buffers."""
    import torch
    from torch._inductor.async_compile import AsyncCompile
    g = torch.Generator(device="cpu").manual_seed(seed)
    tensors: dict[str, torch.Tensor] = {}
    dtype_hint: dict[str, str] = {}
    for c in calls:
        k = oc.kernels[c.kernel]
        if k.kind == "cpp_pybinding":
            for a, ty in zip(c.args, k.argtypes):
                if isinstance(a, ast.Name) and (d := ctype_dtype(ty)):
                    dtype_hint.setdefault(a.id, d)

    ev: Evaluator

    def root(name: str) -> str:
        seen = set()
        while name in oc.aliases and name not in seen and name not in oc.allocs:
            seen.add(name)
            name = oc.aliases[name]
        return name

    def tensor_for(name: str) -> torch.Tensor:
        r = root(name)
        if r in tensors:
            return tensors[r]
        if r in oc.views:
            tensors[r] = ev.value(oc.views[r])
            return tensors[r]
        dtype = None
        if r in oc.allocs:
            al = oc.allocs[r]
            size, stride, dtype = ev.value(al.size, True), ev.value(al.stride, True), torch_dtype(al.dtype)
        elif r in oc.examples:
            al = oc.examples[r]
            size, stride, dtype = ev.value(al.size, True), ev.value(al.stride, True), torch_dtype(al.dtype)
        else:
            lay = ir_layout(name) or ir_layout(r)
            if name in oc.asserts or r in oc.asserts:
                sz, sd = oc.asserts.get(name) or oc.asserts[r]
                size, stride = ev.value(sz, True), ev.value(sd, True)
            elif lay is not None and lay.size is not None and lay.stride is not None:
                from .relower import concrete
                size = tuple(concrete(s, sizes) for s in lay.size)
                stride = tuple(concrete(s, sizes) for s in lay.stride[: len(lay.size)])
            else:
                raise NotReproducible(f"no size for {name} in output_code.py or the IR")
            if lay is not None and lay.dtype:
                dtype = torch_dtype(lay.dtype)
            elif name in dtype_hint:
                dtype = torch_dtype(dtype_hint[name])
            else:
                raise NotReproducible(f"no dtype for {name}")
        size, stride = tuple(size), tuple(stride)
        n = 0 if any(s == 0 for s in size) else 1 + sum((a - 1) * b for a, b in zip(size, stride))
        if dtype.is_floating_point:
            base = (torch.rand(n, generator=g) + 0.5).to(dtype)
        elif dtype == torch.bool:
            base = torch.rand(n, generator=g) > 0.5
        else:
            base = torch.zeros(n, dtype=dtype)
        t = torch.as_strided(base.to(device), size, stride)
        tensors[r] = t
        return t

    ev = Evaluator(oc, sizes, tensor_for, device)
    # symbols read from inputs (s0 = arg0_1.size()[0]) must be given as sizes
    ac = AsyncCompile()
    launches = []
    for c in calls:
        k = oc.kernels[c.kernel]
        if k.kind == "cpp_pybinding":
            fn = ac.cpp_pybinding(k.argtypes, k.source)
        elif k.kind == "cpp":
            fn = ac.cpp(k.source)
        else:
            if not device.startswith("cuda"):
                raise NotReproducible(f"{c.kernel} is a Triton kernel: it needs a CUDA device")
            fn = ac.triton(k.name, k.source, device_str=k.device_str)
        if hasattr(fn, "result"):
            fn = fn.result()
        args = [ev.value(a) for a in c.args]
        kwargs = {kk: ev.value(v) for kk, v in c.kwargs.items()}
        target = getattr(fn, c.method) if c.method else fn
        launches.append((target, args, kwargs))

    def run_all():
        for target, args, kwargs in launches:
            target(*args, **kwargs)

    info = {"kernels": [c.kernel for c in calls], "lines": [c.line for c in calls]}
    return run_all, info
