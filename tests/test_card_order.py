"""Hover cards put what a user hovers for first: VS Code shows about ten lines before scrolling, so the
verdicts (with the bytes each unfused edge moves through memory) and the kernel lead, and the IR's own
facts (iteration, body, reads, writes, outputs) follow."""
from __future__ import annotations

from conftest import RESNET50

from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace


def test_the_verdict_and_its_bytes_come_first():
    ws = Workspace()
    path = RESNET50 / "ir_post_fusion.txt"
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    assert doc.explanation(ws) is not None
    text = doc.text
    md = F.hover(ws, doc, text.index("op4: SchedulerNode") + 1).markdown
    lines = [x for x in md.split("\n") if x.strip()]
    first = "\n".join(lines[:10])
    assert "**Fusion**" in first and "op3` → `op4`: no shared data" in first
    assert "through memory (6,422,528 bytes)" in first
    order = [md.index(k) for k in ("**Fusion**", "**Kernel**", "points", "**Reads**", "**Writes**")]
    assert order == sorted(order), order
