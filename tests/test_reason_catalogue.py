"""Each verdict code lives in one place: its title, Inductor's message, source lines,
summary template and whether it is a hint are the ``Reason`` record of ``replay/reasons.py`` (plus its
page in docs/diagnostics). A fictitious reason added there alone is summarised, reported, serialised and
published as a diagnostic by every layer."""
from __future__ import annotations

import dataclasses

from conftest import REPO

from inductor_lens.explain.report import render_pair
from inductor_lens.replay import reasons
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

EXAMPLE = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"


def made_by_demo_rule(v) -> None:
    """The verdict as the rule producing ``demo_rule`` would make it: the replay's decision on the pair
    carries the code (a verdict reads its reason from the decision)."""
    v._ev.decision.code = "demo_rule"


def test_a_fictitious_reason_needs_only_its_record(monkeypatch):
    demo = reasons.Reason("demo_rule", "Demo rule", "demo refusal (%s)", True, "scheduler.py:1-2 demo", "exact",
                          summary=lambda v, c, h: f"Demo: {v.node1} and {v.node2} share {h.buffer_list(v)}.")
    monkeypatch.setitem(reasons.REASONS, "demo_rule", demo)
    ws = Workspace()
    doc = ws.open(EXAMPLE.resolve().as_uri(), EXAMPLE.read_text(), 1)
    ex = doc.explanation(ws)
    v = next(p for p in ex.pairs if (p.node1, p.node2) == ("op3", "op4"))
    made_by_demo_rule(v)
    assert v.summary == "Demo: op3 and op4 share buf3."
    assert render_pair(v, "ir_post_fusion.txt", detail=False)[0].startswith("op3 -> op4: not fused: demo rule")
    assert v.to_json()["reason"] == "demo_rule" and v.to_json()["summary"] == v.summary
    d = next(d for d in F.fusion_diagnostics(ws, doc, limit=500) if d.data and d.data["node1"] == "op3"
             and d.data["node2"] == "op4")
    assert d.code == "demo_rule" and d.severity == "information" and d.href.endswith("demo_rule.md")
    # a hint is a property of the record too
    monkeypatch.setitem(reasons.REASONS, "demo_rule", dataclasses.replace(demo, hint=True))
    doc2 = ws.update(doc.uri, doc.text + "\n", 2)
    ex2 = doc2.explanation(ws)
    made_by_demo_rule(next(p for p in ex2.pairs if (p.node1, p.node2) == ("op3", "op4")))
    d2 = next(d for d in F.fusion_diagnostics(ws, doc2, limit=500) if d.data and d.data["node1"] == "op3"
              and d.data["node2"] == "op4")
    assert d2.severity == "hint"


def test_every_reason_has_its_summary_template():
    for code, r in reasons.REASONS.items():
        assert r.code == code and r.title and r.summary is not None, code
    # Inductor's design, not a missed opportunity: a library call, a no-op, a mix-order kernel's side rules
    assert {c for c, r in reasons.REASONS.items() if r.hint} == {"extern_kernel", "nop_node", "mix_order_reduction"}


def test_each_reason_declares_its_facts_type():
    """The facts a reason's check looked at are a slotted ``reasons.Facts`` type named in its record;
    ``rules._refuse`` builds them from keywords, so a new reason with new facts is declared in one place."""
    for code, r in reasons.REASONS.items():
        assert issubclass(r.facts, reasons.Facts) and dataclasses.is_dataclass(r.facts), code
        assert "__slots__" in r.facts.__dict__, code


def test_a_fictitious_reason_with_its_own_facts(monkeypatch):
    from types import SimpleNamespace

    from inductor_lens.replay.rules import _refuse

    @dataclasses.dataclass(slots=True)
    class DemoFacts(reasons.Facts):
        width: int
        note: str | None = None
        _optional = frozenset({"note"})

    demo = reasons.Reason("demo_rule", "Demo rule", "demo refusal (%s)", True, "scheduler.py:1-2 demo", "exact",
                          facts=DemoFacts, summary=lambda v, c, h: f"Demo: {v.node1} is {c.width} wide.")
    monkeypatch.setitem(reasons.REASONS, "demo_rule", demo)
    d = _refuse("demo_rule", "demo refusal (3)", width=3)
    assert d.facts == DemoFacts(3) and d.facts.to_json() == {"width": 3}
    assert DemoFacts(3, "x").to_json() == {"width": 3, "note": "x"}
    assert demo.summary(SimpleNamespace(node1="op3"), d.facts, None) == "Demo: op3 is 3 wide."
