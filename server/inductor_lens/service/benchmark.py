"""The benchmark of a pair (the engine runs in a worker process: ``inductor_lens.measure``): the pairs that can
be rebuilt, the request, the run, the measurements shown in hovers. One path for the command line and the
language server.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..dump.debugdir import POST, file_phase
from ..ir.names import leaf_names
from ..records import record
from .analysis import BenchTarget
from .document import Document, Workspace
from .settings import BenchSettings

if TYPE_CHECKING:
    from ..measure.result import BenchResult



def bench_targets(ws: Workspace, doc: Document) -> list[BenchTarget]:
    """The unfused producer -> consumer pairs that can be rebuilt and timed: one lens each (a large file
    not analysed yet: none, rather than a wait for its replay)."""
    rec = doc.analysis(ws, wait=not doc.large)
    return rec.bench_targets if rec is not None else []


#: ``split`` of a benchmark request: the fused node's natural split, resolved with the request (a mix-order or
#: nested reduction's two sides, ``explain.overfusion.split_parts``; any other fused node: every member alone)
SIDES = "sides"


def fused_header_at(doc: Document, line: int) -> tuple[str, int, str | None] | None:
    """(name, members, the knob whose "off" splits it into two sides: a mix-order or nested reduction, else
    None) of the fused node whose header is on ``line`` (0-based), or None: where the "split this fused
    kernel" benchmark is offered (one lookup by offset: asked at each move of the cursor; the sides are
    worked out with the request)."""
    from ..explain.overfusion import SPLIT_KNOBS
    from ..ir.groups import leaves
    try:
        top = doc.ir.top_at(doc.offset(line, 0))
    except (IndexError, ValueError):
        return None
    if top is None or not top.members or doc.position(top.name_span[0])[0] != line:
        return None
    return top.name, len(leaves(top)), SPLIT_KNOBS.get(top.kind)


def natural_split(ir, name: str) -> str:
    """``bench --split``'s value for the fused node ``name`` of ``ir`` split as ``SIDES`` says ('' when it
    is neither a mix-order nor a nested reduction, or its sides cannot be told)."""
    from ..explain.overfusion import SPLIT_KNOBS, split_parts, split_spec
    for sec in reversed(ir.sections):
        top = sec.node(name)
        if top is not None and top.members:
            return split_spec(split_parts(sec, top)) if top.kind in SPLIT_KNOBS else ""
    return ""


def bench_result_md(ws: Workspace, doc: Document, name: str) -> list[str]:
    """Markdown of the measurements of pairs involving this op, or a fused node it is a member of
    (shown in its hover)."""
    from ..measure.report import markdown
    out = []
    for (uri, a, b), r in ws.bench_results.items():
        if uri == doc.uri and (name in (a, b) or name in leaf_names(a) or name in leaf_names(b)):
            out.append(markdown(r))
    return out


def bench_names_problem(doc: Document, node1: str, node2: str) -> str | None:
    """Why the pair cannot be benchmarked because a name is not a node of the document (no worker is
    started for it), else None."""
    from ..measure.targets import missing_node
    return missing_node(doc.ir, node1, node2)


def bench_request(ws: Workspace, doc: Document, node1: str, node2: str, opts: BenchSettings, explain: bool = False,
                  split: str | None = None):
    """The benchmark request for a pair of a document: its text, the sibling output_code.py and
    post-fusion IR (to time the original kernels), what Inductor did with the pair, the settings. The
    fusion analysis is used when it is there or cheap, or when ``explain`` asks for it (the command line)."""
    from ..measure.client import request_for
    ir = doc.ir
    post = ws.sibling_ir(doc, POST) if file_phase(ir, doc.path) == "pre" else None
    ex = doc.explanation(ws) if explain or doc.explained or not doc.large else None
    if split == SIDES:
        split = natural_split(ir, node1)
    req = request_for(doc.text, doc.path, node1, node2, ex, ir=ir, post_ir=post, device=opts.device,
                      min_time=opts.min_time, timeout=opts.timeout, python=opts.python, sizes=dict(opts.sizes),
                      repeat=opts.repeat, codegen=opts.codegen or opts.interpret, interpret=opts.interpret, split=split)
    # compiles and runs code from output_code.py: opt-in; with codegen (nothing timed), on CUDA the original
    # kernels are compiled for their registers and spills (worker.original_resources)
    if not opts.time_original or req.interpret:
        req.output_code = None
        req.original = None
    return req


@record
class BenchOutcome:
    """A benchmark's outcome: the result, or why there is none (``kind``: ``unsupported`` when a name is
    not a node that can be rebuilt, else a ``measure.client.BenchError`` kind)."""

    node1: str
    node2: str
    result: BenchResult | None = None
    error: str | None = None
    kind: str | None = None
    codegen: bool = False

    def to_json(self) -> dict:
        if self.result is None:
            return {"node1": self.node1, "node2": self.node2, "error": self.error, "kind": self.kind}
        from ..measure.report import markdown
        return {"node1": self.node1, "node2": self.node2, "markdown": markdown(self.result),
                "result": self.result.to_json()}


def benchmark(ws: Workspace, doc: Document, node1: str, node2: str, opts: BenchSettings, progress=None,
              cancel=None, use_cache: bool = True, explain: bool = False, on_start=None,
              split: str | None = None) -> BenchOutcome:
    """The benchmark of a pair, for the command line and the language server alike: the names checked
    first (no worker starts for a name that is not a node), the request built from the document and its
    siblings, the worker run (``progress(message, fraction)``; ``cancel``, a ``threading.Event``, stops
    it), the result kept for the document's hovers. ``on_start(request)`` is called just before the
    worker starts. ``split``: ``node1`` is a fused node timed against its parts ("" every member alone, or
    "op1_op2/op3"; ``node2`` is then ``node1``). Raises nothing but ``KeyboardInterrupt``: a failure is the
    outcome's ``error``."""
    from ..measure.client import BenchError, run_bench
    if (why := bench_names_problem(doc, node1, node2)) is not None:
        return BenchOutcome(node1, node2, error=why, kind="unsupported")
    req = bench_request(ws, doc, node1, node2, opts, explain, split)
    if on_start is not None:
        on_start(req)
    try:
        result = run_bench(req, progress, cancel, use_cache=use_cache)
    except BenchError as err:
        return BenchOutcome(node1, node2, error=str(err), kind=err.kind, codegen=req.codegen)
    if not req.codegen:
        ws.bench_results[(doc.uri, node1, node2 if split is None else f"split:{split}")] = result
    return BenchOutcome(node1, node2, result, codegen=req.codegen)
