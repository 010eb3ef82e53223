"""Comment lines: a line whose first non-blank character is `#` — a banner a patched printer
writes, a note a user adds before sharing a file — is a comment anywhere between or inside node blocks:
no error, the model unchanged, coloured (semantic token `comment`) and folded when several follow each
other. Tested on the bundled examples with such lines added."""
from __future__ import annotations

from conftest import REPO

from inductor_lens.ir.parse import parse_text
from inductor_lens.ir.summary import summarize
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

EXAMPLE = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"
CUDA = REPO / "server" / "inductor_lens" / "examples" / "resnet50_cuda" / "ir_post_fusion.txt"


def with_notes(text: str) -> tuple[str, list[str]]:
    """The text with comment lines: a banner of two lines at the top, a note between op3 and op4, one
    inside op3's block (between its attributes) and one inside its loop body (indented)."""
    lines = text.split("\n")
    notes = []

    def insert(at: int, line: str):
        lines.insert(at, line)
        notes.append(line.strip())

    insert(next(i for i, l in enumerate(lines) if l.startswith("op4: ")), "# ---- op4: the max-pool, see the seed ----")
    insert(next(i for i, l in enumerate(lines) if "def body(self, ops):" in l) + 2, "        # BN folded here")
    insert(next(i for i, l in enumerate(lines) if l.startswith("op3.met_dependencies")), "# note: op3 is BN+ReLU")
    insert(0, "#   from a colleague's run, torch 2.14.1")
    insert(0, "# ===== ResNet50 eval, batch 2 =====")
    return "\n".join(lines), notes


def test_comment_lines_are_not_errors_and_leave_the_model_unchanged():
    text = EXAMPLE.read_text()
    noted, notes = with_notes(text)
    f, base = parse_text(noted), parse_text(text)
    assert f.errors == [] and base.errors == []
    assert sorted(noted[s:e] for s, e in f.comments) == sorted(notes)
    assert [n.name for n in f.nodes] == [n.name for n in base.nodes]
    def facts(ir):
        return [(n.name, n.kind, n.ir_class, [d.name for d in n.writes], [d.name for d in n.reads],
                 n.output_names, n.loop_body and [len(fn.statements) for fn in n.loop_body.functions])
                for top in ir.nodes for n in top.walk()]
    assert facts(f) == facts(base)   # the model is the same; only offsets moved
    assert summarize(f)["sections"][0]["nodes"] == summarize(base)["sections"][0]["nodes"]
    op3 = f.node("op3")
    assert op3.loop_body is not None and not op3.incomplete and len(op3.met) == len(base.node("op3").met)


def test_python_comments_inside_a_triton_code_block_stay_code():
    text = CUDA.read_text()
    at = text.index("\nop4: ")
    block = ("\nop3 Triton code:\n    import triton\n    # kernel path: /tmp/torchinductor/ab/cab.py\n"
             "    @triton.jit\n    def triton_poi_fused_0(in_ptr0, xnumel):\n        pass\n")
    f = parse_text(text[:at] + block + text[at:])
    assert f.errors == [] and f.comments == []
    assert "# kernel path: /tmp/torchinductor/ab/cab.py" in f.node("op3").attrs["triton_code"]


def test_comments_are_coloured_and_folded():
    noted, _notes = with_notes(EXAMPLE.read_text())
    ws = Workspace()
    doc = ws.open("file:///tmp/noted/ir_post_fusion.txt", noted, 1)
    toks = F.semantic_tokens(doc)
    comment = F.TOKEN_TYPES.index("comment")
    assert sorted(noted[o:o + n] for o, n, ty, _m in toks if ty == comment) == sorted(noted[s:e] for s, e in doc.ir.comments)
    folds = [f for f in F.folding_ranges(doc) if f.kind == "comment"]
    assert [(f.start_line, f.end_line) for f in folds] == [(0, 1)]    # the two-line banner
    assert F.parse_diagnostics(doc) == []
