"""``output_code.py`` read with :mod:`ast` — never imported nor executed (no torch). One reader for the
kernel map of hovers and verdicts (``fusion.kernels``), the pre/post diff and the benchmark's original
kernels (``measure.original``). From it we take

* the kernel definitions ``name = async_compile.cpp_pybinding([argtypes], r'''C++''')``,
  ``async_compile.cpp('''C++''')`` and ``async_compile.triton('name', '''source''', device_str=...)``,
  with the line of each;
* the body of ``call``: buffer allocations (``empty_strided_*``), reuse aliases (``buf3 = buf2; del
  buf2``), views, input shape assertions and the kernel and extern calls with their arguments.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any


class OutputCodeError(Exception):
    """output_code.py cannot be read (not Python, no ``call``)."""


@dataclass
class KernelDef:
    name: str
    kind: str                        # 'cpp_pybinding' | 'cpp' | 'triton'
    source: str
    argtypes: list[str] = field(default_factory=list)
    device_str: str = "cuda"
    line: int = 0                    # 1-based line of the definition


@dataclass
class Alloc:
    size: ast.expr
    stride: ast.expr
    dtype: str                       # 'torch.float32'
    device: str                      # 'cpu' | 'cuda' | ...


@dataclass
class KernelCall:
    kernel: str
    args: list[ast.expr]
    kwargs: dict[str, ast.expr]
    method: str | None               # 'run' for triton's kernel.run(...)
    line: int
    target: str | None = None        # `buf2 = extern_kernels.convolution(...)`: the buffer it returns


@dataclass
class OutputCode:
    kernels: dict[str, KernelDef]
    allocs: dict[str, Alloc]
    aliases: dict[str, str]          # new name -> reused buffer
    asserts: dict[str, tuple[ast.expr, ast.expr]]   # graph input -> (size, stride)
    calls: list[KernelCall]          # kernel and extern calls in order
    sym_inputs: dict[str, str] = field(default_factory=dict)  # s0 -> arg name it is read from
    examples: dict[str, Alloc] = field(default_factory=dict)  # get_args(): argN = rand_strided(size, stride, ...)
    scalars: dict[str, ast.expr] = field(default_factory=dict)  # stream0 = get_raw_stream(0), s0 = ... sizes
    # `buf1 = reinterpret_tensor(buf0, (4096, ), (1, ), 0); del buf0  # reuse`: a view of another buffer
    views: dict[str, ast.Call] = field(default_factory=dict)
    call_fn: ast.FunctionDef | None = None
    # get_args(): argN = 16, the example value of a size passed as an argument (dynamic shapes)
    example_ints: dict[str, int] = field(default_factory=dict)
    # s0 = arg0_1.size()[0] / arg0_1.stride()[1]: symbol -> (argument, 'size' or 'stride', dimension)
    sym_reads: dict[str, tuple[str, str, int]] = field(default_factory=dict)

    @property
    def call_names(self) -> set[str]:
        """Every name call() mentions (buffers, kernels, ...)."""
        return names_in(self.call_fn) if self.call_fn is not None else set()


def _const(node: ast.expr) -> Any:
    """A literal: a constant, or a list/tuple of them. (Not ``ast.literal_eval``: its nested helper
    functions form reference cycles on every call, which a server reading many files keeps collecting.)"""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, (ast.List, ast.Tuple)):
        return [_const(e) for e in node.elts]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub) and isinstance(node.operand, ast.Constant):
        return -node.operand.value
    raise ValueError(f"not a literal: {ast.unparse(node)}")


def attr_chain(node: ast.expr) -> str:
    parts = []
    while isinstance(node, ast.Attribute):
        parts.append(node.attr)
        node = node.value
    if isinstance(node, ast.Name):
        parts.append(node.id)
    return ".".join(reversed(parts))


def names_in(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


def read_output_code(text: str) -> OutputCode:
    try:
        tree = ast.parse(text)
    except SyntaxError as err:
        raise OutputCodeError(f"output_code.py does not parse: {err}") from err
    kernels: dict[str, KernelDef] = {}
    for st in tree.body:
        if not (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name)
                and isinstance(st.value, ast.Call)):
            continue
        name, call = st.targets[0].id, st.value
        fn = attr_chain(call.func)
        try:
            if fn == "async_compile.cpp_pybinding" and len(call.args) >= 2:
                kernels[name] = KernelDef(name, "cpp_pybinding", _const(call.args[1]), list(_const(call.args[0])),
                                          line=st.lineno)
            elif fn == "async_compile.cpp" and call.args:
                kernels[name] = KernelDef(name, "cpp", _const(call.args[0]), line=st.lineno)
            elif fn == "async_compile.triton" and len(call.args) >= 2:
                kw = {k.arg: k.value for k in call.keywords}
                dev = _const(kw["device_str"]) if "device_str" in kw else "cuda"
                kernels[name] = KernelDef(name, "triton", _const(call.args[1]), device_str=dev, line=st.lineno)
        except (ValueError, TypeError):
            continue
    call_fn = None
    examples: dict[str, Alloc] = {}
    # call() and the example inputs of benchmark_compiled_module() (get_args() in newer versions) are
    # top-level functions (walking them only, not the kernels' module, is a third of the reading time);
    # anything else: the whole tree
    tops = {st.name: st for st in tree.body if isinstance(st, ast.FunctionDef)}
    if "call" in tops:
        scope = [tops["call"]] + [tops[k] for k in ("benchmark_compiled_module", "get_args") if k in tops]
        nodes = (n for s in scope for n in ast.walk(s))
    else:
        nodes = ast.walk(tree)
    for node in nodes:
        if isinstance(node, ast.FunctionDef) and node.name == "call" and call_fn is None:
            call_fn = node
        elif isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
                and isinstance(node.value, ast.Call) and attr_chain(node.value.func) == "rand_strided" \
                and len(node.value.args) >= 2:
            kw = {k.arg: k.value for k in node.value.keywords}
            dev = _device_text(kw["device"]) if "device" in kw else "cpu"
            examples[node.targets[0].id] = Alloc(node.value.args[0], node.value.args[1],
                                                 attr_chain(kw["dtype"]) if "dtype" in kw else "torch.float32", dev)
    if call_fn is None:
        raise OutputCodeError("output_code.py has no call() function")
    oc = OutputCode(kernels, {}, {}, {}, [], examples=examples, call_fn=call_fn)
    for name in ("get_args", "benchmark_compiled_module"):
        fn = tops.get(name)
        for st in (fn.body if fn is not None else ()):
            # primals_3 = 2: an example size (a plain int; not a bool)
            if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name) \
                    and isinstance(st.value, ast.Constant) and type(st.value.value) is int:
                oc.example_ints[st.targets[0].id] = st.value.value
    for st in _flatten(call_fn.body):
        if isinstance(st, ast.Assign) and len(st.targets) == 1:
            tgt, val = st.targets[0], st.value
            if isinstance(tgt, ast.Name) and isinstance(val, ast.Name):
                oc.aliases[tgt.id] = val.id
            elif isinstance(tgt, ast.Name) and isinstance(val, ast.Call):
                f = attr_chain(val.func)
                if f in SCALAR_HELPERS:
                    oc.scalars[tgt.id] = val
                elif f == "reinterpret_tensor" and len(val.args) >= 4:
                    oc.views[tgt.id] = val
                elif f.startswith("empty_strided") and len(val.args) >= 3:
                    dev = f.split("_")[-1] if f != "empty_strided" else "cpu"
                    if f == "empty_strided":
                        kw = {k.arg: k.value for k in val.keywords}
                        if "device" in kw:
                            dev = _device_text(kw["device"])
                    oc.allocs[tgt.id] = Alloc(val.args[0], val.args[1], attr_chain(val.args[2]), dev)
                else:
                    _record_call(oc, val, st.lineno, tgt.id)
            elif isinstance(tgt, ast.Name) and isinstance(val, ast.Subscript) and isinstance(val.value, ast.Call) \
                    and isinstance(val.value.func, ast.Attribute) and val.value.func.attr in ("size", "stride") \
                    and isinstance(val.value.func.value, ast.Name):
                arg, what = val.value.func.value.id, val.value.func.attr
                if what == "size":
                    oc.sym_inputs[tgt.id] = arg  # s0 = arg0_1.size()[0]
                if isinstance(val.slice, ast.Constant) and type(val.slice.value) is int:
                    oc.sym_reads[tgt.id] = (arg, what, val.slice.value)
            elif isinstance(tgt, ast.Name) and isinstance(val, ast.Subscript) and isinstance(val.value, ast.Attribute) \
                    and val.value.attr == "size" and isinstance(val.value.value, ast.Name):
                oc.sym_inputs[tgt.id] = val.value.value.id  # s0 = arg0_1.size[0]
        elif isinstance(st, ast.Expr) and isinstance(st.value, ast.Call):
            c = st.value
            f = attr_chain(c.func)
            if f == "assert_size_stride" and len(c.args) >= 3 and isinstance(c.args[0], ast.Name):
                oc.asserts[c.args[0].id] = (c.args[1], c.args[2])
            elif f == "assert_size_stride_grouped" and len(c.args) >= 3 and isinstance(c.args[0], ast.Tuple):
                for n, sz, sd in zip(c.args[0].elts, getattr(c.args[1], "elts", []), getattr(c.args[2], "elts", [])):
                    if isinstance(n, ast.Name):
                        oc.asserts[n.id] = (sz, sd)
            else:
                _record_call(oc, c, st.lineno)
    return oc


def size_hints(oc: OutputCode) -> dict[str, int]:
    """The size symbols' hints: the values of the example inputs of ``get_args()`` that ``call()`` reads
    them from (``s33 = primals_3`` with ``primals_3 = 2``; ``s0 = arg0_1.size()[0]`` with ``arg0_1 =
    rand_strided((2, 8), ...)``). These are the sizes the graph was compiled with: Inductor's
    ``size_hint`` of each symbol. Symbols whose value is not found are left out."""
    out: dict[str, int] = {}
    for sym, src in oc.aliases.items():
        if src in oc.example_ints:
            out[sym] = oc.example_ints[src]
    for sym, (arg, what, dim) in oc.sym_reads.items():
        ex = oc.examples.get(arg)
        if ex is None:
            continue
        try:
            values = _const(ex.size if what == "size" else ex.stride)
        except ValueError:
            continue
        if isinstance(values, list) and 0 <= dim < len(values) and type(values[dim]) is int:
            out[sym] = values[dim]
    return out


SCALAR_HELPERS = {"get_raw_stream", "torch._C._cuda_getCurrentRawStream"}


def _device_text(node: ast.expr) -> str:
    if isinstance(node, ast.Call) and node.args:
        try:
            return str(_const(node.args[0]))
        except ValueError:
            return "cpu"
    try:
        return str(_const(node))
    except ValueError:
        return "cpu"


def _flatten(body: list[ast.stmt]) -> list[ast.stmt]:
    out = []
    for st in body:
        if isinstance(st, ast.With):
            out.extend(_flatten(st.body))
        else:
            out.append(st)
    return out


def _record_call(oc: OutputCode, c: ast.Call, line: int, target: str | None = None) -> None:
    f = c.func
    method = None
    if isinstance(f, ast.Attribute) and f.attr == "run" and isinstance(f.value, ast.Name):
        name, method = f.value.id, "run"
    else:
        name = attr_chain(f)
    if not name or name.startswith("assert_") or name in ("print", "torch.cuda.set_device"):
        return
    oc.calls.append(KernelCall(name, list(c.args), {k.arg: k.value for k in c.keywords if k.arg}, method, line,
                               target))


@lru_cache(maxsize=4)
def read_output_code_cached(text: str) -> OutputCode:
    """``read_output_code`` of a text read before (the explanation, its origins and the server's kernel
    map read the same file: one ``ast`` parse, ~0.1 s for ResNet50's). Callers must not modify it."""
    return read_output_code(text)
