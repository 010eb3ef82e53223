"""One analysis record per document version (``service.analysis``): built by one function, kept whole,
replaced when the text or a sibling changes; a hover never waits for it, and a request that may wait
for it waits off the server's event loop."""
from __future__ import annotations

import asyncio
import threading

import lsprotocol.types as t
from conftest import RESNET50

from inductor_lens.explain import explain as explain_mod
from inductor_lens.service import features as F
from inductor_lens.service.analysis import Analysis
from inductor_lens.service.document import Workspace

POST = RESNET50 / "ir_post_fusion.txt"
PRE = RESNET50 / "ir_pre_fusion.txt"


def held_replay(monkeypatch):
    """The replay blocked until ``release`` is set (``started`` when it is entered)."""
    started, release = threading.Event(), threading.Event()
    real = explain_mod.explain_file

    def slow(*a, **kw):
        started.set()
        assert release.wait(120), "the test never released the replay"
        return real(*a, **kw)
    monkeypatch.setattr(explain_mod, "explain_file", slow)
    return started, release


def test_the_record_is_whole_and_built_once_per_version():
    ws = Workspace()
    doc = ws.open(POST.resolve().as_uri(), POST.read_text(), 1)
    assert doc.analysed is None
    rec = doc.analysis(ws)
    assert isinstance(rec, Analysis) and doc.analysis(ws) is rec and doc.analysed is rec
    assert rec.error is None and rec.notes == []
    assert len(rec.explanation.pairs) == 138
    assert [v.reason for v in rec.verdicts["op4"]][:1] == ["no_shared_data"]
    assert rec.kernels is not None and rec.kernels_path.endswith("output_code.py")
    assert rec.origins is not None and rec.origins.of("op4").sources[0].line == 271
    assert any((b.node1, b.node2) == ("op3", "op4") for b in rec.bench_targets)
    # a new version: a new record
    doc2 = ws.update(doc.uri, doc.text + "\n", 2)
    assert doc2.analysed is None and doc2.analysis(ws) is not rec


def test_a_changed_sibling_replaces_the_record_and_a_stale_build_is_not_kept(monkeypatch):
    ws = Workspace()
    post = ws.open(POST.resolve().as_uri(), POST.read_text(), 1)
    ws.open(PRE.resolve().as_uri(), PRE.read_text(), 1)
    first = post.analysis(ws)
    ws.update(PRE.resolve().as_uri(), PRE.read_text() + "\n", 2)     # the replay reads the pre-fusion file
    assert post.analysed is None
    second = post.analysis(ws)
    assert second is not first and second.explanation is not None
    # a sibling that changes while the record is built: that build is answered, not kept
    started, release = held_replay(monkeypatch)
    ws.update(PRE.resolve().as_uri(), PRE.read_text(), 3)
    got = []
    th = threading.Thread(target=lambda: got.append(post.analysis(ws)))
    th.start()
    assert started.wait(60)
    ws.update(PRE.resolve().as_uri(), PRE.read_text() + "\n\n", 4)
    release.set()
    th.join(120)
    assert got and got[0].explanation is not None and post.analysed is None


def test_a_hover_answers_while_the_replay_is_held_back(monkeypatch):
    """The analysis thread's replay is blocked on an event: a hover on op4 answers from the parse (its
    iteration space) and says the verdicts are still being worked out; released, the next hover has them."""
    ws = Workspace()
    text = POST.read_text()
    doc = ws.open(POST.resolve().as_uri(), text, 1)
    assert doc.ir and doc.index
    started, release = held_replay(monkeypatch)
    th = threading.Thread(target=doc.analysis, args=(ws,))
    th.start()
    try:
        assert started.wait(60)
        md = F.hover(ws, doc, text.index("op4: SchedulerNode") + 1).markdown
        assert th.is_alive()                      # the replay is still held: the hover did not wait
        assert "401,408 points" in md and "fusion analysis still running" in md
        assert "no shared data" not in md
    finally:
        release.set()
        th.join(120)
    md = F.hover(ws, doc, text.index("op4: SchedulerNode") + 1).markdown
    assert "no shared data" in md and "still running" not in md


def test_the_server_answers_hovers_while_a_request_waits_for_the_record(monkeypatch):
    """In the language server: with the replay held, a hover is answered on the event loop at once, and
    a code-lens request (it may wait for the record) waits in a thread without holding the loop."""
    from inductor_lens.lsp import server as S

    async def run():
        ls = S.InductorLensServer()
        ls.can_report_progress = lambda: False
        ls.publish = lambda doc, diags: None
        uri = POST.resolve().as_uri()
        text = POST.read_text()
        doc = ls.ws.open(uri, text, 1)
        assert doc.ir and doc.index
        started, release = held_replay(monkeypatch)
        analysis = asyncio.get_running_loop().create_task(ls.analyse(uri, 0))
        try:
            assert await asyncio.to_thread(started.wait, 60)
            lenses = asyncio.get_running_loop().create_task(S.code_lens(
                ls, t.CodeLensParams(text_document=t.TextDocumentIdentifier(uri=uri))))
            line = text[:text.index("op4: SchedulerNode")].count("\n")
            h = await asyncio.wait_for(S.hover(ls, t.HoverParams(
                text_document=t.TextDocumentIdentifier(uri=uri), position=t.Position(line=line, character=1))), 30)
            assert "401,408 points" in h.contents.value and "still running" in h.contents.value
            assert not lenses.done()                  # waiting for the record, off the loop
        finally:
            release.set()
        got = await asyncio.wait_for(lenses, 120)
        assert any("op3 → op4" in x.command.title for x in got)
        await analysis
    asyncio.run(run())


def test_the_fusion_diagnostics_come_before_the_rest_of_the_record(monkeypatch):
    """Issue 40 item 3: the diagnostics read the record's first stage (the explanation, the kernel map,
    the origins); the verdicts by op and the benchmark targets (1.8 s of a 50 MB file) are built after
    them, by ``Document.analysis``, on the same explanation: one replay in all."""
    calls = []
    real = explain_mod.explain_file
    monkeypatch.setattr(explain_mod, "explain_file", lambda *a, **kw: calls.append(1) or real(*a, **kw))
    ws = Workspace()
    doc = ws.open(POST.resolve().as_uri(), POST.read_text(), 1)
    diags = F.fusion_diagnostics(ws, doc)
    assert diags and doc.explained
    assert doc.analysed is None          # hovers still say the verdicts follow
    first = doc.explanation(ws, first=True)
    rec = doc.analysis(ws)
    assert rec.completed and rec.verdicts and rec.bench_targets
    assert rec.explanation is first and calls == [1]
    assert doc.analysed is rec and F.verdicts_for(doc, ws, diags[0].message.split(" ")[0])
