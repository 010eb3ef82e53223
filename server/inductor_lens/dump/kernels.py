"""Which generated kernel in ``output_code.py`` runs which scheduler node.

CPU (C++ backend): one C++ function is emitted per maximal run of consecutive non-extern,
non-template nodes of the post-fusion order (``CppScheduling.flush`` before extern nodes,
``scheduler.py:10255-10262``), so the k-th C++ kernel call of ``call()`` runs the k-th such run.
Nodes of one run that were not fused are separate loop nests inside one function: their
intermediate buffers still go through memory.

Triton: a kernel call runs the top-level node whose output buffers it is passed (best effort: the
2.14.1 wrapper prints no node names unless TORCHINDUCTOR_DEBUG_FUSION=1).
"""
from __future__ import annotations

import ast
import re
from dataclasses import field
from pathlib import Path

from ..files import read_text
from ..ir.fields import bracket_kw
from ..ir.model import Section
from ..ir.summary import cpp_function_runs
from ..records import record


def source_of(node: ast.AST) -> str:
    """A call argument as written: a name or a number as is, anything else unparsed. (``ast.unparse``
    looks up a new ``'visit_' + class name`` string per node, and CPython's type attribute cache keeps
    each such string: in a long-running server they pile up among the pages of whatever was allocated
    then, and keep those pages from going back; the arguments here are nearly all names.)"""
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and not isinstance(node.value, bool):
        return repr(node.value)
    return ast.unparse(node)
from .output_code import OutputCodeError, read_calls_cached, subgraph_calls


@record(slots=True)
class TritonFacts:
    """What a Triton kernel's source says about its launch (``triton_heuristics`` decorator, body)."""

    heuristic: str                  # pointwise | reduction | persistent_reduction | template | ...
    size_hints: dict[str, int]      # per tiling dimension: x, y, z, r0_, r1_
    numel: dict[str, int]           # xnumel, ynumel, r0_numel, ... assigned in the body (static shapes)
    loads: int | None = None        # inductor_meta num_load / num_store / num_reduction
    stores: int | None = None
    reductions: int | None = None
    #: the ``@triton.jit`` function's parameters (``in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK``): which of a
    #: call's arguments the kernel writes (``out_ptr*``, ``in_out_ptr*``)
    params: list[str] = field(default_factory=list)
    #: a template kernel's template family (``template_family``): mm, bmm, conv, tma, mm_plus_mm, other
    template: str | None = None

    @property
    def tiling(self) -> list[str]:
        """The tiling dimensions, pointwise first (x, y, z), then reduction (r0_, r1_)."""
        return list(self.size_hints)


@record
class KernelDef:
    name: str
    kind: str            # 'cpp' | 'triton' | ...
    line: int            # 1-based line of the definition
    loop_nests: int = 0  # C++: `#pragma omp for` / top-level loops in the function (informative)
    triton: TritonFacts | None = None


@record
class KernelCall:
    name: str
    line: int
    args: list[str]
    kind: str


@record
class KernelMap:
    path: str
    defs: dict[str, KernelDef]
    calls: list[KernelCall]
    node_kernel: dict[str, KernelCall] = field(default_factory=dict)   # top-level node -> call
    method: str = ""
    #: the subgraphs call() runs, by the buffer that takes their results (``output_code.subgraph_calls``): what a
    #: torch.cond / while_loop / nested region node's hover names, read with the rest of the file
    subgraph_calls: dict[str, list[str]] = field(default_factory=dict)
    _runs: dict[str, list[str]] | None = field(default=None, repr=False)

    def kernel_of(self, node: str) -> KernelCall | None:
        return self.node_kernel.get(node)

    def nodes_run_by(self, kernel: str) -> list[str]:
        """The top-level nodes whose calls launch this kernel (Inductor reuses identical kernels)."""
        if self._runs is None:
            runs: dict[str, list[str]] = {}
            for n, c in self.node_kernel.items():
                runs.setdefault(c.name, []).append(n)
            self._runs = runs
        return self._runs.get(kernel, [])


def parse_output_code(text: str, path: str = "output_code.py", oc=None) -> KernelMap:
    """The kernels and kernel calls of ``output_code.py`` (read by ``dump.output_code``, never run; ``oc``
    when already read). A file that is not Python gives an empty map whose ``method`` says why."""
    if oc is None:
        try:
            oc = read_calls_cached(text)
        except OutputCodeError as err:
            return KernelMap(path, {}, [], method=f"output_code.py not read: {err}")
    defs: dict[str, KernelDef] = {}
    for k in oc.kernels.values():
        kind = "cpp" if k.kind.startswith("cpp") else k.kind
        defs[k.name] = KernelDef(k.name, kind, k.line, k.source.count("#pragma omp for") if kind == "cpp" else 0,
                                 triton_facts(k.source) if kind == "triton" else None)
    # triton.multi_kernel: a call of ``multi_kernel_N`` runs one of its Triton variants (picked at run time): its
    # facts are its first variant's
    for name, (variants, line) in oc.multi_kernels.items():
        first = next((defs[v] for v in variants if v in defs), None)
        if first is not None and name not in defs:
            defs[name] = KernelDef(name, first.kind, line, first.loop_nests, first.triton)
    calls = [KernelCall(c.kernel, c.line, [source_of(a) for a in c.args]
                        + [f"{key}={source_of(v)}" for key, v in c.kwargs.items()], defs[c.kernel].kind)
             for c in oc.calls if c.kernel in defs]
    return KernelMap(path, defs, calls, subgraph_calls=subgraph_calls(text))


HEURISTIC_RE = re.compile(r"@triton_heuristics\.(\w+)\(")
HINT_ITEM_RE = re.compile(r"'(\w+)':\s*(\d+)")
NUMEL_RE = re.compile(r"^[ \t]+(\w+)numel = (\d+)[ \t\r]*$", re.M)
META_COUNT_RE = re.compile(r"'num_(load|store|reduction)':\s*(\d+)")
#: the ``@triton.jit`` function's header: ``def triton_poi_fused_add_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):``
JIT_DEF_RE = re.compile(r"^def \w+\(([^)]*)\):", re.M)


def triton_facts(source: str) -> TritonFacts | None:
    """Launch facts of one ``async_compile.triton(...)`` definition's source, read as text."""
    h = HEURISTIC_RE.search(source)
    if h is None:
        return None
    hints = bracket_kw(source, "size_hints={", "}", word=False)     # str.find: linear on any text
    size_hints = {k: int(v) for k, v in HINT_ITEM_RE.findall(hints)} if hints is not None else {}
    jit = source.find("@triton.jit")
    numel = {k: int(v) for k, v in NUMEL_RE.findall(source, jit if jit >= 0 else 0)}
    counts = {k: int(v) for k, v in META_COUNT_RE.findall(source)}
    m = JIT_DEF_RE.search(source, jit if jit >= 0 else 0)
    params = [p.split(":")[0].strip() for p in m.group(1).split(",")] if m is not None else []
    return TritonFacts(h.group(1), size_hints, numel, counts.get("load"), counts.get("store"),
                       counts.get("reduction"), params,
                       template_family(source, params) if h.group(1) == "template" else None)


def template_family(source: str, params: list[str]) -> str:
    """Which Triton template a template kernel was rendered from, by what its source keeps of the template
    (torch 2.12-2.15, kernel/templates/*.jinja): ``mm`` (triton_mm, mm_rocm, mm_persistent: the three whose
    A and B take prologues, and the only ones computing ``offs_a_m``), ``tma`` (tensor descriptors: persistent
    TMA, Blackwell and scaled GEMMs), ``bmm`` (``stride_aq``), ``mm_plus_mm`` (``stride_cm``), ``conv``
    (inputs X, W or dY), ``flex_attention`` (input Q: flex attention and decoding), else ``other``."""
    if "make_tensor_descriptor" in source or "_experimental_descriptor" in source:
        return "tma"
    if "offs_a_m" in source:
        return "mm"
    if "stride_aq" in source:
        return "bmm"
    if "stride_cm" in source:
        return "mm_plus_mm"
    if any(p in ("arg_X", "arg_W", "arg_dY") for p in params):
        return "conv"
    if "arg_Q" in params:
        return "flex_attention"
    return "other"


def kernel_json(km: KernelMap, call: KernelCall) -> dict:
    """A kernel as evidence: name, line of its call, and for Triton its launch facts and the other
    nodes the same (deduplicated) kernel runs."""
    out: dict = {"kernel": call.name, "line": call.line}
    d = km.defs.get(call.name)
    t = d.triton if d is not None else None
    if t is not None:
        out["heuristic"] = t.heuristic
        out["tiling"] = t.tiling
        if t.template is not None:
            out["template"] = t.template
        if t.numel:
            out["numel"] = t.numel
        runs = km.nodes_run_by(call.name)
        if len(runs) > 1:
            out["runs"] = runs
    return out


def numel_text(k: dict) -> str:
    """``pointwise, x 1,605,632`` from kernel_json."""
    parts = [k["heuristic"]] if k.get("heuristic") else []
    for dim, n in (k.get("numel") or {}).items():
        parts.append(f"{dim} {n:,}")
    return ", ".join(parts)


def map_kernels(km: KernelMap, post: Section) -> KernelMap:
    """Attach each top-level post-fusion node to its kernel call."""
    cpp_calls = [c for c in km.calls if c.kind == "cpp"]
    runs = cpp_function_runs(post)
    if cpp_calls and len(runs) == len(cpp_calls):
        for run, call in zip(runs, cpp_calls):
            for n in run:
                km.node_kernel[n.name] = call
        km.method = "cpp: k-th C++ kernel call = k-th run of consecutive non-extern nodes"
    triton_calls = [c for c in km.calls if c.kind == "triton"]
    if triton_calls:
        for n in post.nodes:
            if n.is_extern or n.is_nop or n.name in km.node_kernel:
                continue
            bufs = [b for m in n.walk() for b in m.outputs]
            outs = {b.name for b in bufs}
            for c in triton_calls:
                if outs & set(c.args):
                    km.node_kernel[n.name] = c
                    break
            else:
                # a node that writes only in place, into a buffer it mutates (BatchNorm's running statistics, a
                # KV cache's index_copy_, an optimizer's parameters): the call passes that buffer, not the
                # node's output; the first that writes it (an output pointer of its kernel), not one reading
                # it before, nor the kernel of another node (the one that made the buffer: a zeros kernel before
                # an index_add_ fused into a GEMM template)
                mutated = {x for b in bufs for x in (b.mutations or ())}
                taken = {id(c) for c in km.node_kernel.values()}
                writers = [c for c in triton_calls if mutated & written_args(km, c)]
                c = next((c for c in writers if id(c) not in taken), writers[0] if writers else None)
                if c is not None:
                    km.node_kernel[n.name] = c
        km.method = (km.method + "; " if km.method else "") + \
            "triton: by the output buffers a call is passed (a mutated buffer: by the one its kernel writes)"
    return km


def written_args(km: KernelMap, call: KernelCall) -> set[str]:
    """The arguments of a Triton call its kernel writes: those at its ``out_ptr*`` / ``in_out_ptr*``
    parameters (``TritonFacts.params``)."""
    d = km.defs.get(call.name)
    params = d.triton.params if d is not None and d.triton is not None else []
    return {a for a, p in zip(call.args, params) if p.startswith(("out_ptr", "in_out_ptr"))}


def load_kernel_map(path: str | Path, post: Section) -> KernelMap | None:
    try:
        text = read_text(path)
    except OSError:
        return None
    return map_kernels(parse_output_code(text, str(path)), post)


def same_function(km: KernelMap, a: str, b: str) -> KernelCall | None:
    ka, kb = km.kernel_of(a), km.kernel_of(b)
    if ka is not None and ka is kb:
        return ka
    return None

