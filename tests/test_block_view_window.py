"""A request about one block of a large file that is still being parsed reads that block alone, cleaned
from the lines around it (``ir.source.prepare_window``) instead of the whole file (a 55 MB TORCH_LOGS
capture took 1.4 s to prepare, on the request loop, for the first hover). The node it gives must be the
one the whole file's preparation gives: checked at every node header and at random offsets of every
fixture and public file, plain files and captures, with comments and Triton code blocks."""
from __future__ import annotations

import random

import pytest
from conftest import CORPUS, all_ir_files, ir_id

from inductor_lens.ir.source import prepare
from inductor_lens.service.document import Document

FILES = all_ir_files() + sorted(CORPUS.glob("*/torch_logs.txt"))


def _views(text: str, offsets: list[int], radius: int | None = None):
    whole = Document("file:///tmp/w/ir_post_fusion.txt", text, 1)
    whole._clean = prepare(text).text
    local = Document("file:///tmp/l/ir_post_fusion.txt", text, 1)
    if radius is not None:
        import inductor_lens.ir.source as src
        old = src.prepare_window.__defaults__
        src.prepare_window.__defaults__ = (radius,)
    try:
        for off in offsets:
            a, b = whole._block_view(off), local._block_view(off)
            yield off, a, b
    finally:
        if radius is not None:
            src.prepare_window.__defaults__ = old


@pytest.mark.parametrize("path", FILES, ids=lambda p: ir_id(p) if p.name != "torch_logs.txt" else f"{p.parent.name}/torch_logs")
def test_a_block_read_alone_is_the_block_of_the_whole_file(path):
    text = path.read_text()
    rnd = random.Random(len(text))
    heads = [i for i in range(len(text)) if text.startswith("op", i) and (i == 0 or text[i - 1] == "\n")][:300]
    offsets = [h + 1 for h in heads] + [rnd.randrange(len(text)) for _ in range(40)]
    for radius in (None, 2000):      # the default window, and one smaller than many blocks
        for off, a, b in _views(text, offsets, radius):
            if a is None:
                assert b is None, off
                continue
            assert b is not None, off
            assert b.ir.nodes == a.ir.nodes, (off, radius)
            assert [(e.offset, e.message) for e in b.ir.errors] == [(e.offset, e.message) for e in a.ir.errors]


def test_the_first_hover_of_a_large_capture_prepares_only_the_lines_around_it(monkeypatch):
    """A TORCH_LOGS capture grown past the lazy size: the hover before the parse reads its block from a
    window of lines; the whole file is never prepared on the request loop."""
    import inductor_lens.ir.source as src
    from inductor_lens.service import features as F
    from inductor_lens.service.document import LAZY_BYTES, Workspace
    cap = (CORPUS / "mlp_gelu_layernorm" / "torch_logs.txt").read_text()
    text = cap * (LAZY_BYTES // len(cap) + 2)
    assert src.text_kind(text) == (False, True)
    calls = []
    real = src.prepare
    monkeypatch.setattr(src, "prepare", lambda t: calls.append(len(t)) or real(t))
    ws = Workspace()
    doc = ws.open("file:///tmp/cap/ir_post_fusion.txt", text, 1)
    assert doc.large and not doc.parsed
    at = text.index("op1: SchedulerNode", len(text) // 2)
    h = F.hover(ws, doc, at + 1)
    assert h is not None and "op1" in h.markdown and "still running" in h.markdown
    assert calls == [] and not doc.parsed
