"""A document whose fusion analysis fails: the failure is stored with the document's version,
every request still answers from what did not fail (hovers show the IR, the diagnostics say what
failed, code lenses are empty, `inductorLens.explain` returns the error), and the next edit analyses
again. The failure is injected into the real analysis of the bundled example."""
from __future__ import annotations

import pytest
from conftest import REPO

from inductor_lens.explain import explain as explain_mod
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

EXAMPLE = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"


@pytest.fixture
def broken(monkeypatch):
    calls = []

    def fail(*a, **k):
        calls.append(1)
        raise RuntimeError("replay bug")

    monkeypatch.setattr(explain_mod, "explain_file", fail)
    return calls


def test_a_failed_analysis_still_answers_and_recovers_after_an_edit(broken, monkeypatch):
    ws = Workspace()
    text = EXAMPLE.read_text()
    uri = EXAMPLE.resolve().as_uri()
    doc = ws.open(uri, text, 1)
    at = text.index("op4: ") + 1
    diags = F.fusion_diagnostics(ws, doc, limit=50)        # does not raise
    assert [d.code for d in diags] == ["analysis_failed"] and diags[0].severity == "warning"
    assert "RuntimeError: replay bug" in diags[0].message and diags[0].href.endswith("analysis_failed.md")
    assert doc.explain_error == "RuntimeError: replay bug" and doc.explanation(ws) is None
    F.prepare_requests(ws, doc)                            # the analysis thread's step: does not raise
    h = F.hover(ws, doc, at)                               # every later hover still answers
    assert h is not None and "op4" in h.markdown and "fusion analysis failed: RuntimeError: replay bug" in h.markdown
    assert F.hover(ws, doc, at) is not None
    assert F.bench_targets(ws, doc) == [] and F.parse_diagnostics(doc) == []
    assert len(broken) == 1                                # stored: not retried for this version
    # the next version analyses again
    monkeypatch.undo()
    doc2 = ws.update(uri, text + "\n", 2)
    assert doc2.explain_error is None
    diags = F.fusion_diagnostics(ws, doc2, limit=50)
    assert diags and all(d.code != "analysis_failed" for d in diags)
    assert any("op3 → op4" in d.message for d in diags)
    h = F.hover(ws, doc2, at)
    assert "fusion analysis failed" not in h.markdown
