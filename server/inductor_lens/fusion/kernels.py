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

import re
from dataclasses import dataclass, field
from pathlib import Path

from ..ir.model import Section
from ..ir.summary import cpp_function_runs, node_device

DEF_RE = re.compile(r"^(\w+) = async_compile\.(cpp_pybinding|cpp|triton|halide|mps)\(", re.M)
CALL_RE = re.compile(r"^[ \t]+(\w+)(\.run)?\((.*)\)\s*$")
EXTERN_RE = re.compile(r"^[ \t]+(?:\w+ = )?(extern_kernels\.\w+|torch\.ops\.[\w.]+)\(")


@dataclass
class KernelDef:
    name: str
    kind: str            # 'cpp' | 'triton' | ...
    line: int            # 1-based line of the definition
    loop_nests: int = 0  # C++: `#pragma omp for` / top-level loops in the function (informative)


@dataclass
class KernelCall:
    name: str
    line: int
    args: list[str]
    kind: str


@dataclass
class KernelMap:
    path: str
    defs: dict[str, KernelDef]
    calls: list[KernelCall]
    node_kernel: dict[str, KernelCall] = field(default_factory=dict)   # top-level node -> call
    method: str = ""

    def kernel_of(self, node: str) -> KernelCall | None:
        return self.node_kernel.get(node)


def parse_output_code(text: str, path: str = "output_code.py") -> KernelMap:
    defs: dict[str, KernelDef] = {}
    starts = [(m.start(), m) for m in DEF_RE.finditer(text)]
    for i, (pos, m) in enumerate(starts):
        line = text.count("\n", 0, pos) + 1
        end = starts[i + 1][0] if i + 1 < len(starts) else len(text)
        body = text[pos:end]
        kind = "cpp" if m.group(2).startswith("cpp") else m.group(2)
        nests = body.count("#pragma omp for") if kind == "cpp" else 0
        defs[m.group(1)] = KernelDef(m.group(1), kind, line, nests)
    calls: list[KernelCall] = []
    call_at = text.find("def call(")
    if call_at >= 0:
        base_line = text.count("\n", 0, call_at) + 1
        for i, line in enumerate(text[call_at:].split("\n")):
            m = CALL_RE.match(line)
            if m and m.group(1) in defs:
                args = [a.strip() for a in m.group(3).split(",") if a.strip()]
                calls.append(KernelCall(m.group(1), base_line + i, args, defs[m.group(1)].kind))
    return KernelMap(path, defs, calls)


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
            outs = {b.name for m in n.walk() for b in m.outputs}
            for c in triton_calls:
                if outs & set(c.args):
                    km.node_kernel[n.name] = c
                    break
        km.method = (km.method + "; " if km.method else "") + "triton: by the output buffers a call is passed"
    return km


def load_kernel_map(path: str | Path, post: Section) -> KernelMap | None:
    try:
        text = Path(path).read_text(encoding="utf-8", errors="replace")
    except OSError:
        return None
    return map_kernels(parse_output_code(text, str(path)), post)


def same_function(km: KernelMap, a: str, b: str) -> KernelCall | None:
    ka, kb = km.kernel_of(a), km.kernel_of(b)
    if ka is not None and ka is kb:
        return ka
    return None


def device_is_cpu(sec: Section) -> bool:
    return any((node_device(n) or "").startswith("cpu") for n in sec.nodes)
