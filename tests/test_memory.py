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

import pytest

from conftest import all_ir_files, ir_id
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace


def build_everything(path) -> None:
    ws = Workspace()
    doc = ws.open(path.resolve().as_uri(), path.read_text(encoding="utf-8", errors="replace"), 1)
    doc.ir
    doc.index
    ex = doc.explanation(ws)
    ex.to_json()
    for v in ex.pairs:
        v.evidence
        v.summary
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
    """gc.freeze disabled (the builds call it) and every object the collector finds unreachable kept."""
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
