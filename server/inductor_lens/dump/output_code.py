"""``output_code.py`` read with :mod:`ast` — never imported nor executed (no torch). One reader for the
kernel map of hovers and verdicts (``dump.kernels``), the pre/post diff and the benchmark's original
kernels (``measure.original``). From it we take

* the kernel definitions ``name = async_compile.cpp_pybinding([argtypes], r'''C++''')``,
  ``async_compile.cpp('''C++''')`` and ``async_compile.triton('name', '''source''', device_str=...)``,
  with the line of each, and ``triton.multi_kernel``'s ``name = async_compile.multi_kernel('name', [variants])``;
* the body of ``call``: buffer allocations (``empty_strided_*``), reuse aliases (``buf3 = buf2; del
  buf2``), views, input shape assertions and the kernel and extern calls with their arguments.
"""
from __future__ import annotations

import ast
import re
from dataclasses import field
from functools import lru_cache
from typing import Any

from ..expr.symbolic import UNBACKED_SYMINT_FALLBACK
from ..records import record


class OutputCodeError(Exception):
    """output_code.py cannot be read (not Python, no ``call``)."""


@record
class KernelDef:
    name: str
    kind: str                        # 'cpp_pybinding' | 'cpp' | 'triton'
    source: str
    argtypes: list[str] = field(default_factory=list)
    device_str: str = "cuda"
    line: int = 0                    # 1-based line of the definition


@record
class Alloc:
    size: ast.expr
    stride: ast.expr
    dtype: str                       # 'torch.float32'
    device: str                      # 'cpu' | 'cuda' | ...


@record
class KernelCall:
    kernel: str
    args: list[ast.expr]
    kwargs: dict[str, ast.expr]
    method: str | None               # 'run' for triton's kernel.run(...)
    line: int
    target: str | None = None        # `buf2 = extern_kernels.convolution(...)`: the buffer it returns


@record
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
    # triton.multi_kernel: `multi_kernel_0 = async_compile.multi_kernel('multi_kernel_0', [k1, k2], ...)`, a
    # kernel called like the others (`multi_kernel_0.run(...)`) that runs one of its Triton variants, picked at
    # run time: name -> (the variants' names, the line of the definition)
    multi_kernels: dict[str, tuple[list[str], int]] = field(default_factory=dict)

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


def _kernel_defs(tree: ast.Module, multi: dict[str, tuple[list[str], int]]) -> dict[str, KernelDef]:
    """The module's ``name = async_compile.cpp_pybinding/cpp/triton(...)`` definitions; its
    ``async_compile.multi_kernel(...)`` ones into ``multi`` (``OutputCode.multi_kernels``)."""
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
            elif fn == "async_compile.multi_kernel" and len(call.args) >= 2 and isinstance(call.args[1], ast.List):
                multi[name] = ([e.id for e in call.args[1].elts if isinstance(e, ast.Name)], st.lineno)
        except (ValueError, TypeError):
            continue
    return kernels


def read_output_code(text: str) -> OutputCode:
    try:
        tree = ast.parse(text)
    except SyntaxError as err:
        raise OutputCodeError(f"output_code.py does not parse: {err}") from err
    multi: dict[str, tuple[list[str], int]] = {}
    kernels = _kernel_defs(tree, multi)
    examples: dict[str, Alloc] = {}
    # call() is a top-level function or (torch >= 2.6) a method of the top-level class Runner; the example
    # inputs are statements of get_args() or benchmark_compiled_module(): reading those statements only
    # (not walking the whole tree: two thirds of the reading time) is enough; anything else: the whole tree
    tops = {st.name: st for st in tree.body if isinstance(st, ast.FunctionDef)}
    methods = [m for st in tree.body if isinstance(st, ast.ClassDef) for m in st.body
               if isinstance(m, ast.FunctionDef) and m.name == "call"]
    call_fn = tops.get("call") or (methods[0] if methods else None)
    if call_fn is not None:
        nodes = [n for name in EXAMPLE_FNS if name in tops for n in _flatten(tops[name].body)]
    else:
        nodes = ast.walk(tree)
    for node in nodes:
        if isinstance(node, ast.FunctionDef) and node.name == "call" and call_fn is None:
            call_fn = node
        else:
            _read_example(examples, node)
    if call_fn is None:
        raise OutputCodeError("output_code.py has no call() function")
    oc = OutputCode(kernels, {}, {}, {}, [], examples=examples, call_fn=call_fn, multi_kernels=multi)
    for name in EXAMPLE_FNS:
        fn = tops.get(name)
        _read_example_ints(oc.example_ints, fn.body if fn is not None else ())
    for st in _flatten(call_fn.body):
        if _read_size_assign(oc, st):
            continue
        if isinstance(st, ast.Assign) and len(st.targets) == 1:
            tgt, val = st.targets[0], st.value
            if isinstance(tgt, ast.Name) and isinstance(val, ast.Call):
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


#: the functions whose statements hold the example inputs (``get_args`` from torch 2.6 on)
EXAMPLE_FNS = ("get_args", "benchmark_compiled_module")


def _read_example(examples: dict[str, Alloc], node: ast.AST) -> None:
    """``argN = rand_strided(size, stride, device=..., dtype=...)``: an example input."""
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name) \
            and isinstance(node.value, ast.Call) and attr_chain(node.value.func) == "rand_strided" \
            and len(node.value.args) >= 2:
        kw = {k.arg: k.value for k in node.value.keywords}
        dev = _device_text(kw["device"]) if "device" in kw else "cpu"
        examples[node.targets[0].id] = Alloc(node.value.args[0], node.value.args[1],
                                             attr_chain(kw["dtype"]) if "dtype" in kw else "torch.float32", dev)


def _read_example_ints(example_ints: dict[str, int], body) -> None:
    """``primals_3 = 2`` among a function's statements: an example size (a plain int; not a bool)."""
    for st in body:
        if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name) \
                and isinstance(st.value, ast.Constant) and type(st.value.value) is int:
            example_ints[st.targets[0].id] = st.value.value


def _read_size_assign(oc: OutputCode, st: ast.stmt) -> bool:
    """A statement of ``call()`` that names a value: ``buf3 = buf2`` (an alias; ``s33 = primals_3``, a
    size symbol read from an argument) or ``s0 = arg0_1.size()[0]`` (a size or stride of an input).
    True when it was one of those."""
    if not (isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(st.targets[0], ast.Name)):
        return False
    tgt, val = st.targets[0], st.value
    if isinstance(val, ast.Name):
        oc.aliases[tgt.id] = val.id
        return True
    if isinstance(val, ast.Subscript) and isinstance(val.value, ast.Call) \
            and isinstance(val.value.func, ast.Attribute) and val.value.func.attr in ("size", "stride") \
            and isinstance(val.value.func.value, ast.Name):
        arg, what = val.value.func.value.id, val.value.func.attr
        if what == "size":
            oc.sym_inputs[tgt.id] = arg  # s0 = arg0_1.size()[0]
        if isinstance(val.slice, ast.Constant) and type(val.slice.value) is int:
            oc.sym_reads[tgt.id] = (arg, what, val.slice.value)
        return True
    if isinstance(val, ast.Subscript) and isinstance(val.value, ast.Attribute) \
            and val.value.attr == "size" and isinstance(val.value.value, ast.Name):
        oc.sym_inputs[tgt.id] = val.value.value.id  # s0 = arg0_1.size[0]
        return True
    return False


def size_hints(oc: OutputCode) -> dict[str, int]:
    """The size symbols' hints: the values of the example inputs of ``get_args()`` that ``call()`` reads
    them from (``s33 = primals_3`` with ``primals_3 = 2``; ``s0 = arg0_1.size()[0]`` with ``arg0_1 =
    rand_strided((2, 8), ...)``). These are the sizes the graph was compiled with: Inductor's
    ``size_hint`` of each symbol. Symbols whose value is not found are left out."""
    return _hints(oc.aliases, oc.sym_reads, oc.examples, oc.example_ints)


def _hints(aliases: dict[str, str], sym_reads: dict[str, tuple[str, str, int]], examples: dict[str, Alloc],
           example_ints: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for sym, src in aliases.items():
        if src in example_ints:
            out[sym] = example_ints[src]
    for sym, (arg, what, dim) in sym_reads.items():
        ex = examples.get(arg)
        if ex is None:
            continue
        try:
            values = _const(ex.size if what == "size" else ex.stride)
        except ValueError:
            continue
        if isinstance(values, list) and 0 <= dim < len(values) and type(values[dim]) is int:
            out[sym] = values[dim]
    return out


#: where ``call()`` defines an unbacked symbol (``u0 = buf7.size(0)``, ``u4 = buf3.item()``)
_UNBACKED_DEF_RE = re.compile(r"^[ \t]+((?:u|zuf)\d+) = ", re.M)
#: the runtime assert Inductor emits for a bound of an unbacked symbol's range
#: (``GraphLowering.create_deferred_runtime_asserts``): ``if not (u0 <= 64):``
_UNBACKED_BOUND_RE = re.compile(r"^[ \t]+if not \(((?:u|zuf)\d+) (<=|>=|<|>) (-?\d+)\):[ \t]*$", re.M)


def unbacked_size_hints(text: str, fallback: int = UNBACKED_SYMINT_FALLBACK) -> dict[str, int]:
    """``optimization_hint`` of each unbacked symbol ``call()`` defines, as Inductor takes it where the
    caller gives no fallback (_size_hinting.py:510-533): ``config.unbacked_symint_fallback`` (8192)
    clamped to the symbol's range, whose finite bounds ``call()`` asserts (``if not (u0 >= 0)``, ``if not
    (u0 <= 64)``: 64 for the rows ``nonzero`` finds among 64 elements). Bounds that relate a symbol to
    another are not read. ``fallback``: the caller's (memory planning sizes buffers with 0)."""
    at = max(text.rfind("\nclass Runner"), text.rfind("\ndef call("), 0)
    body = text[at:]
    lower: dict[str, int] = {}
    upper: dict[str, int] = {}
    for sym, op, value in _UNBACKED_BOUND_RE.findall(body):
        v = int(value)
        if op in (">=", ">"):
            v += op == ">"
            lower[sym] = max(lower.get(sym, v), v)
        else:
            v -= op == "<"
            upper[sym] = min(upper.get(sym, v), v)
    out: dict[str, int] = {}
    for sym in _UNBACKED_DEF_RE.findall(body):
        v = max(fallback, lower.get(sym, fallback))
        out[sym] = min(v, upper.get(sym, v))
    return out


SCALAR_HELPERS = {"get_raw_stream", "torch._C._cuda_getCurrentRawStream"}


#: ``(64, 3, 7, 7)``, ``(64, )``, ``()``: a tuple of plain ints as the generated code prints it
_INTS = r"\((?:\d+, )*(?:\d+,? ?)?\)"
_ALLOC_LINE_RE = re.compile(r"[ \t]+(\w+) = empty_strided\w*\((%s), %s, (torch\.\w+)\)[ \t]*(?:#[^\n]*)?" % (_INTS, _INTS))
_EXAMPLE_LINE_RE = re.compile(r"[ \t]+(\w+) = rand_strided\((%s), %s, device='[^'\\\n]*', dtype=(torch\.\w+)\)"
                              r"[ \t]*(?:#[^\n]*)?" % (_INTS, _INTS))


def read_buffer_shapes(text: str) -> dict[str, tuple[tuple[int, ...], str]] | None:
    """``buffer_shapes(read_output_code(text))`` read line by line, without ``ast`` (parsing ``call()`` and
    ``get_args()`` was most of the reading of the CUDA example's output_code.py: 25 ms of its 0.3 s explain
    command). Only the one form the generated code prints is read: ``def call(`` at the top or in ``class
    Runner`` (not both), statements one per line, no block but ``with`` in ``call()`` and the example
    functions (``EXAMPLE_FNS``, each defined once), and every line there that names ``empty_strided`` or
    ``rand_strided`` an allocation or an example input of plain-int sizes and strides with its dtype.
    Anything else: None, and the caller reads the whole file (``tests/test_output_code_calls.py``: the
    same answer on every output_code.py of the fixtures and the corpus)."""
    top_call = ("\n" + text).rfind("\ndef call(")
    runner = ("\n" + text).rfind("\nclass Runner")
    if (top_call < 0) == (runner < 0):
        return None
    lines = text[max(top_call, runner):].split("\n")
    k = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith("def call(")), None)
    if k is None:
        return None
    allocs: dict[str, tuple[tuple[int, ...], str]] = {}
    examples: dict[str, dict[str, tuple[tuple[int, ...], str]]] = {}
    indent = len(lines[k]) - len(lines[k].lstrip())
    where: dict | None = allocs       # the statements being read: call()'s, an example function's, none
    end = indent                      # a line this far in, or less, ends them
    word, read = "empty_strided", _ALLOC_LINE_RE.fullmatch
    for ln in lines[k + 1:]:
        body = ln.lstrip()
        if not body or body[0] == "#":
            continue
        depth = len(ln) - len(body)
        if depth <= end or depth == 0:
            where = None
            if depth == 0 and (m := _EXAMPLE_FN_RE.match(ln)):
                name = ln[4:ln.index("(")]
                if name in examples:
                    return None       # defined twice: the last one counts (read_output_code's ``tops``)
                where = examples[name] = {}
                end, word, read = 0, "rand_strided", _EXAMPLE_LINE_RE.fullmatch
            continue
        if where is None:
            continue
        if _balance(body) != 0 or (_BLOCK_RE.match(body) and not body.startswith("with ")):
            return None               # a statement over several lines, or a block _flatten does not enter
        if word in ln and not body.startswith(("from ", "import ")):
            m = read(ln)
            if m is None:
                return None
            where[m.group(1)] = (tuple(int(x) for x in m.group(2)[1:-1].replace(" ", "").split(",") if x),
                                 m.group(3))
    out: dict[str, tuple[tuple[int, ...], str]] = {}
    for name in EXAMPLE_FNS:
        out.update(examples.get(name, {}))
    out.update(allocs)
    return out


def shapes_beside(output_code: str | None) -> dict[str, tuple[tuple[int, ...], str]]:
    """The buffer shapes of the ``output_code.py`` at that path (``read_buffer_shapes``, else the whole file
    read): its allocations and its example inputs, with their dtypes; empty without one that reads."""
    from ..files import read_text
    if not output_code:
        return {}
    try:
        text = read_text(output_code)
        shapes = read_buffer_shapes(text)      # the common form, line by line (no ast)
        return shapes if shapes is not None else buffer_shapes(read_output_code_cached(text))
    except (OSError, OutputCodeError):
        return {}


_DEVICE_PROPS_RE = re.compile(r"DeviceProperties\(([^()]*)\)")
_KW_RE = re.compile(r"(?<!\w)(\w+)=('[^']*'|-?\d+)")


def device_properties(text: str) -> list[dict[str, Any]]:
    """The devices the generated kernels were compiled for, as Triton's ``triton_meta`` records them
    (``DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, ...)``): each distinct one
    once, its keyword values as strings or ints. Read as text (the file is never run); empty for C++."""
    seen: dict[str, dict[str, Any]] = {}
    for m in _DEVICE_PROPS_RE.finditer(text):
        if m.group(1) in seen:
            continue
        seen[m.group(1)] = {k: (v[1:-1] if v.startswith("'") else int(v)) for k, v in _KW_RE.findall(m.group(1))}
    return list(seen.values())


def buffer_shapes(oc: OutputCode) -> dict[str, tuple[tuple[int, ...], str]]:
    """(size, dtype) of the buffers ``output_code.py`` allocates (``empty_strided``) and of its example
    inputs (``rand_strided`` in ``get_args``), where the sizes are plain numbers: what an IR file does
    not print for the graph inputs an extern kernel reads."""
    out: dict[str, tuple[tuple[int, ...], str]] = {}
    for name, a in (*oc.examples.items(), *oc.allocs.items()):
        try:     # (not ast.literal_eval: reference cycles on every call, see _const)
            node = ast.parse(a.size.strip(), mode="eval").body if isinstance(a.size, str) else a.size
            size = _const(node) if isinstance(node, ast.Tuple) else None
        except (ValueError, SyntaxError):      # a symbolic size
            continue
        if isinstance(size, list) and all(type(x) is int for x in size):
            out[name] = (tuple(size), a.dtype)
    return out


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


_SUBGRAPH_MARK = "# subgraph: "


def subgraph_calls(text: str) -> dict[str, list[str]]:
    """The subgraphs ``call()`` runs, by the buffer that takes their results, in the order first called: the
    wrapper prints ``# subgraph: <name>`` before each call of a torch.cond branch, a while_loop's condition or
    body, a nested compile region (``buf4 = true_graph_0(...)``, ``(buf2[0], buf2[1]) = ...``,
    ``(buf2_cond_result,) = ...``), inside the ``if`` / ``while`` blocks the kernel readers do not enter:
    ``{"buf4": ["false_graph_0", "true_graph_0"]}``. Read line by line, as text, and only where the mark is."""
    out: dict[str, list[str]] = {}
    if _SUBGRAPH_MARK not in text:      # most files: one substring search
        return out
    pending: str | None = None
    for line in text.splitlines():
        s = line.strip()
        if s.startswith(_SUBGRAPH_MARK):
            pending = s[len(_SUBGRAPH_MARK):].strip() or None
            continue
        if pending is None:
            continue
        lhs, sep, _ = s.partition(f"= {pending}(")
        if not sep:
            continue
        lhs = lhs.strip().lstrip("(").strip()
        end = 0
        while end < len(lhs) and (lhs[end].isalnum() or lhs[end] == "_"):
            end += 1
        buf = lhs[:end].removesuffix("_cond_result")
        if buf:
            names = out.setdefault(buf, [])
            if pending not in names:
                names.append(pending)
        pending = None
    return out


@lru_cache(maxsize=4)
def read_output_code_cached(text: str) -> OutputCode:
    """``read_output_code`` of a text read before (one ``ast`` parse of the whole file, ~0.1 s for
    ResNet50's). Callers must not modify it."""
    return read_output_code(text)


# ------------------------------------------------------------------------------------------------
# The kernels and calls only, without parsing the rest of call() nor get_args(): for the kernel map
# and the origins (explain, hovers), which need nothing else. CPython's parser spends ~0.2 M
# instructions on each generated line such as ``arg2_1 = rand_strided((64, ), (1, ), ...)`` or
# ``assert_size_stride(...)``: on ResNet50's file the full read is 90% lines these readers never use.
# ------------------------------------------------------------------------------------------------

_BLOCK_RE = re.compile(r"(?:if|elif|else|for|while|try|except|finally|def|class|async|match|case)\b")
#: lines of call() that are none of its kernel or extern calls: read_output_code files them as
#: allocations, aliases, asserts, views, scalars or nothing (``del``, comments, ``return``)
_SKIP_RE = re.compile(r"(?:#|del |return\b|assert_|with |\w+(?:, *\w+)* = (?:\w+|args)\s*$"
                      r"|\w+ = (?:empty_strided\w*|reinterpret_tensor|get_raw_stream"
                      r"|torch\._C\._cuda_getCurrentRawStream)\(|\w+ = \w+\.size\(\)\[)")


_SIMPLE_STR_RE = re.compile(r"'[^'\\\n]*'|\"[^\"\\\n]*\"")


def _balance(line: str) -> int:
    """Open brackets left by a line (-1: a string left open). Generated code quotes simple literals:
    those are cut out by one regex; anything else is scanned character by character."""
    if "'" in line or '"' in line:
        if "\\" not in line and "'''" not in line and '"""' not in line:
            line = _SIMPLE_STR_RE.sub("", line)
            if "'" in line or '"' in line:
                return -1
        else:
            return _balance_scan(line)
    line = line.split("#", 1)[0]
    return (line.count("(") + line.count("[") + line.count("{")
            - line.count(")") - line.count("]") - line.count("}"))


def _balance_scan(line: str) -> int:
    depth, quote, i, n = 0, "", 0, len(line)
    while i < n:
        ch = line[i]
        if quote:
            if ch == "\\":
                i += 1
            elif line.startswith(quote, i):
                i += len(quote) - 1
                quote = ""
        elif ch in "'\"":
            quote = line[i:i + 3] if line[i:i + 3] in ("'''", '"""') else ch
            i += len(quote) - 1
        elif ch == "#":
            break
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        i += 1
    return -1 if quote else depth


#: a statement of call() that names a value: an alias (``s33 = primals_3``, ``buf3 = buf2; del buf2``)
#: or a size or stride of an input (``s0 = arg0_1.size()[0]``)
_SIZE_ASSIGN_RE = re.compile(r"\w+ = \w+(?:\s*(?:;|#|$)|\.(?:size|stride)\(\)\[|\.size\[)")
#: the common alias lines, read without ``ast`` (a graph has hundreds): ``buf3 = buf2; del buf2  # reuse``
_PLAIN_ALIAS_RE = re.compile(r"(\w+) = (?!(?:None|True|False)\b)([A-Za-z_]\w*)(?:; del \w+)?\s*(?:#[^\n]*)?$")
#: the first line of a top-level function holding example inputs, and the first line after it
_EXAMPLE_FN_RE = re.compile(r"^def (?:%s)\(" % "|".join(EXAMPLE_FNS), re.M)
_TOP_LINE_RE = re.compile(r"^[^\s#]", re.M)


def read_calls(text: str) -> OutputCode:
    """``read_output_code``'s kernels and calls (the same objects, line numbers included) and the names
    ``call()`` gives values (aliases, sizes read from inputs: ``read_size_hints`` uses them), with the
    other fields empty and ``call_fn`` None: kernel definitions parsed from the module's head (everything
    before ``call``), then only the lines of ``call()`` that can be kernel or extern calls or those
    names, one statement at a time. Anything this line-wise reading does not expect (a block other than
    ``with`` inside call(), a statement it cannot parse alone) gives the full ``read_output_code``."""
    # the last top-level `class Runner` or `def call(`: a kernel's source (before it) may hold `def call(`
    at = max(("\n" + text).rfind("\nclass Runner"), ("\n" + text).rfind("\ndef call("))
    if at < 0:
        return read_output_code(text)
    head = text[:at]
    try:
        tree = ast.parse(head)
    except SyntaxError:
        return read_output_code(text)
    multi: dict[str, tuple[list[str], int]] = {}
    kernels = _kernel_defs(tree, multi)
    lines = text[at:].splitlines()
    first = head.count("\n")                 # 0-based line number of lines[0]
    # the def line of call(): `def call(args):` or, in class Runner, `    def call(self, args):`
    k = next((i for i, ln in enumerate(lines) if ln.lstrip().startswith("def call(")), None)
    if k is None:
        return read_output_code(text)
    indent = len(lines[k]) - len(lines[k].lstrip())
    oc = OutputCode(kernels, {}, {}, {}, [], multi_kernels=multi)
    i = k + 1
    while i < len(lines):
        raw = lines[i]
        body = raw.lstrip()
        if not body:
            i += 1
            continue
        if len(raw) - len(body) <= indent:
            break                            # the end of call()
        start = i
        stmt = body
        depth = _balance(body)
        while (depth != 0 or stmt.endswith("\\")) and i + 1 < len(lines):
            i += 1
            stmt += "\n" + lines[i].strip()
            depth = _balance(stmt)
        i += 1
        if _BLOCK_RE.match(stmt) and stmt.rstrip().endswith(":"):
            # a runtime assert on a size (``if not (u0 <= 64):`` + ``raise RuntimeError(...)``: the
            # bounds of a data-dependent size) holds no call: skipped; any other block: the full reader
            end = _raise_only_block(lines, i, len(raw) - len(body)) if stmt.startswith("if ") else None
            if end is None:
                return read_output_code(text)
            i = end
            continue
        if _SIZE_ASSIGN_RE.match(stmt):
            m = _PLAIN_ALIAS_RE.match(stmt)
            if m is not None:
                oc.aliases[m[1]] = m[2]
                continue
        elif _SKIP_RE.match(stmt) or "(" not in stmt:
            continue
        try:
            st = ast.parse(stmt).body
        except SyntaxError:
            return read_output_code(text)
        for s in st:
            if _read_size_assign(oc, s):
                continue
            line = first + start + s.lineno
            if isinstance(s, ast.Assign) and len(s.targets) == 1 and isinstance(s.targets[0], ast.Name) \
                    and isinstance(s.value, ast.Call):
                f = attr_chain(s.value.func)
                if not (f in SCALAR_HELPERS or f == "reinterpret_tensor" or f.startswith("empty_strided")):
                    _record_call(oc, s.value, line, s.targets[0].id)
            elif isinstance(s, ast.Expr) and isinstance(s.value, ast.Call) \
                    and not attr_chain(s.value.func).startswith("assert_size_stride"):
                _record_call(oc, s.value, line)
    return oc


def _raise_only_block(lines: list[str], i: int, indent: int) -> int | None:
    """The index of the first line after the block whose body starts at ``lines[i]`` (indented deeper
    than ``indent``), when every statement of the body is a one-line ``raise``; else None."""
    j = i
    while j < len(lines):
        raw = lines[j]
        body = raw.lstrip()
        if body and len(raw) - len(body) <= indent:
            break
        if body and not (body.startswith("raise ") and _balance(body) == 0):
            return None
        j += 1
    return j if j > i else None


def read_size_hints(text: str) -> dict[str, int]:
    """``size_hints`` of a file, read the cheap way: the names ``call()`` gives values from
    ``read_calls_cached`` (the reading the kernel map shares) and only the example functions parsed
    (each from its def line to the next top-level line), not the whole module."""
    oc = read_calls_cached(text)
    if oc.call_fn is not None:          # read_calls gave way to the full reader: the examples are read
        return size_hints(oc)
    examples: dict[str, Alloc] = {}
    example_ints: dict[str, int] = {}
    # after call(), as in read_calls: a kernel's source before it could hold anything
    for m in _EXAMPLE_FN_RE.finditer(text, max(text.rfind("\nclass Runner"), text.rfind("\ndef call("), 0)):
        end = _TOP_LINE_RE.search(text, m.end())
        try:
            fn = ast.parse(text[m.start():end.start() if end else len(text)]).body[0]
        except (SyntaxError, IndexError):
            return size_hints(read_output_code_cached(text))
        for node in _flatten(fn.body):
            _read_example(examples, node)
        _read_example_ints(example_ints, fn.body)
    return _hints(oc.aliases, oc.sym_reads, examples, example_ints)


@lru_cache(maxsize=4)
def read_calls_cached(text: str) -> OutputCode:
    """``read_calls`` of a text read before (the explanation and its origins read the same file).
    Callers must not modify it."""
    return read_calls(text)
