"""The models the server keeps are acyclic, so reference counting frees them when a document changes.

The language server moves the models of large documents out of the cyclic garbage collector's reach
(``gc.freeze``: a full collection would walk tens of millions of objects while a hover waits). Frozen
objects are freed by reference counting alone, so any reference cycle in them would stay for good and a
long editing session would grow with every edit (``service/memory.py``). These tests build everything
the server builds for a document — parse, name index, fusion explanation with the evidence of every
pair, every editor feature — on every fixture and public file, drop it, and check that the cyclic
collector finds nothing: no cycle anywhere."""
from __future__ import annotations

import gc
import importlib
import pkgutil

import pytest
from conftest import all_ir_files, ir_id

import inductor_lens
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

# Every module a build may import on first use is imported here, before the cycle detector runs:
# importing one inside a build would count the classes ``@dataclass(slots=True)`` replaces as cycles
# (one-off garbage of the import, not of the document). measure.codegen needs torch, which no build imports.
for _m in pkgutil.walk_packages(inductor_lens.__path__, "inductor_lens."):
    if not _m.name.endswith(("__main__", "measure.codegen")):
        importlib.import_module(_m.name)


def build_everything(path) -> None:
    ws = Workspace()
    doc = ws.open(path.resolve().as_uri(), path.read_text(encoding="utf-8", errors="replace"), 1)
    _ = doc.ir, doc.index
    ex = doc.explanation(ws)
    ex.to_json()
    for v in ex.pairs:
        _ = v.evidence, v.summary
    F.parse_diagnostics(doc)
    F.fusion_diagnostics(ws, doc, set(), 2000, None)
    step = max(1, len(doc.text) // 300)
    for off in range(0, len(doc.text), step):
        F.hover(ws, doc, off)
        F.definition(ws, doc, off)
        F.references(doc, off)
    F.semantic_tokens(doc)
    F.document_symbols(doc)
    F.folding_ranges(doc)
    F.inlay_hints(doc)
    F.bench_targets(ws, doc)
    F.workspace_symbols(ws, "op")
    ws.close(doc.uri)


@pytest.fixture
def cycle_detector(monkeypatch):
    """gc.freeze disabled (the builds call it) and every object the collector finds unreachable kept
    (the package's modules are imported at the top of this file)."""
    monkeypatch.setattr(gc, "freeze", lambda: None)
    gc.collect()
    gc.garbage.clear()
    gc.set_debug(gc.DEBUG_SAVEALL)
    try:
        yield
    finally:
        gc.set_debug(0)
        gc.garbage.clear()


def describe(garbage: list) -> str:
    from collections import Counter
    kinds = Counter(type(o).__qualname__ for o in garbage)
    funcs = Counter(f"{o.__module__}.{o.__qualname__}" for o in garbage if callable(o) and hasattr(o, "__code__"))
    return f"{len(garbage)} objects in cycles: {kinds.most_common(8)}; functions: {funcs.most_common(5)}"


@pytest.mark.parametrize("path", all_ir_files(), ids=ir_id)
def test_no_reference_cycles(path, cycle_detector):
    build_everything(path)
    gc.collect()
    assert not gc.garbage, describe(gc.garbage)


def test_builds_run_without_cyclic_collections_and_collect_garbage_first():
    """memory.build with a large document held: the garbage made before a build is collected (the
    build's objects are then frozen for good), and no automatic collection runs during it (a full collection of a large build in progress holds the interpreter lock for a quarter
    of a second while a hover waits); the collector is back on afterwards."""
    from inductor_lens.service import memory

    class Cycle:
        pass

    a, b = Cycle(), Cycle()
    a.other, b.other = b, a
    import weakref
    gone = weakref.ref(a)
    del a, b
    seen = {}

    def fn():
        seen["enabled"] = gc.isenabled()
        seen["garbage_left"] = gone() is not None
        return 7

    ws = Workspace()
    ws.open("file:///big/ir_post_fusion.txt", "x" * (memory.LARGE_BYTES + 1), 1)
    assert gc.isenabled()
    assert memory.build(ws, fn) == 7
    assert seen == {"enabled": False, "garbage_left": False}
    assert gc.isenabled()
    gc.unfreeze()


def test_pair_table_keeps_first_insertion_order_and_empties():
    from inductor_lens.replay.rounds import PairTable
    t = PairTable()
    pairs = [(f"op{i}", f"op{i + j}") for i in range(300) for j in (1, 2)]
    for p in pairs:
        t.set(p, p[0])
    for p in pairs[::3]:
        t.set(p, "again")           # a later value keeps the pair's place
    assert list(t.keys()) == pairs and len(t) == len(pairs)
    assert [v for v in t.values()] == ["again" if i % 3 == 0 else p[0] for i, p in enumerate(pairs)]
    assert ("op0", "op1") in t and ("op1", "op0") not in t and t.get(("x", "y"), 5) == 5
    t.clear()
    assert len(t) == 0 and ("op0", "op1") not in t


def test_reading_output_code_again_and_again_keeps_nothing():
    """Issue 39 L7: the server re-reads output_code.py for each analysis and each trace join. Its call
    arguments were written back with ``ast.unparse``, whose ``'visit_' + class name`` lookups leave a
    new string in CPython's type attribute cache each time: a few strings per read that outlive it and,
    scattered among the pages a large trace had taken, kept them from the system (20 attach/close cycles
    of a 76 MB trace: 79 -> 183 MB; ``bench/traces.py``). Fifty reads now keep (almost) no block."""
    import sys

    from conftest import CORPUS

    from inductor_lens.dump.kernels import parse_output_code
    text = (CORPUS / "mlp_gelu_layernorm_profiled" / "g0_inference" / "output_code.py").read_text()
    for _ in range(3):
        parse_output_code(text)
    gc.collect()
    before = sys.getallocatedblocks()
    for _ in range(50):
        parse_output_code(text)
    gc.collect()
    assert sys.getallocatedblocks() - before < 20     # was 101


def test_a_traces_names_are_kept_once(tmp_path):
    """The events of a trace share their names, categories, processes and threads (a 400,000-event
    trace: one string per distinct value, not four per event)."""
    from conftest import CORPUS

    from inductor_lens.dump.trace import read_trace
    t = read_trace(CORPUS / "mlp_gelu_layernorm_profiled" / "trace.json")
    seen: dict = {}
    for e in t.events:
        for v in (e.name, e.cat, e.pid, e.tid):
            assert seen.setdefault(v, v) is v
    assert len(t.events) > 4 * len(seen) / 2
