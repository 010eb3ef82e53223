"""Semantic token lengths count the negotiated position encoding's code units (UTF-16 by default), like
their columns: a comment with an emoji is one unit longer in UTF-16 and three bytes longer in UTF-8."""
from __future__ import annotations

from pathlib import Path

from inductor_lens.lsp.server import _encode_tokens
from inductor_lens.service import features as F
from inductor_lens.service.document import Document

EXAMPLE = Path(__file__).resolve().parents[1] / "server/inductor_lens/examples/resnet50/ir_post_fusion.txt"


def test_token_lengths_in_the_negotiated_encoding():
    note = "# shared by a colleague: résumé 😀"
    text = note + "\n" + EXAMPLE.read_text()
    for enc, want in (("utf-32", len(note)), ("utf-16", len(note) + 1), ("utf-8", len(note.encode()))):
        doc = Document("file:///tmp/x/ir_post_fusion.txt", text, 1, enc)
        data = _encode_tokens(doc, F.semantic_tokens(doc))
        first = data[:5]
        assert first[0] == 0 and first[1] == 0 and first[2] == want, (enc, first)
        # the next token (op0's header line) is unaffected
        assert data[5] == 1 and data[7] == len("op0")
