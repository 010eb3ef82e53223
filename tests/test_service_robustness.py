"""No editor request fails on any input: every language-service feature, on real IR corrupted by
hypothesis (edits, truncations, binary junk), at any position."""
from __future__ import annotations

from conftest import CORPUS, RESNET50
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

TEXTS = [(RESNET50 / "ir_post_fusion.txt").read_text(),
         (CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt").read_text(),
         (CORPUS / "cat_mutation/g0_inference/ir_post_fusion.txt").read_text()]


def exercise(text: str, positions: list[int]) -> None:
    ws = Workspace()
    doc = ws.open("file:///tmp/nonexistent-dir/ir_post_fusion.txt", text, 1)
    F.parse_diagnostics(doc)
    F.fusion_diagnostics(ws, doc)
    F.document_symbols(doc)
    F.folding_ranges(doc)
    F.semantic_tokens(doc)
    F.inlay_hints(doc)
    F.workspace_symbols(ws, "op")
    for p in positions:
        off = min(p, len(text))
        F.hover(ws, doc, off)
        F.definition(ws, doc, off)
        F.references(doc, off)
        line, ch = doc.position(off)
        assert doc.offset(line, ch) == off


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.sampled_from(range(len(TEXTS))), data=st.data())
def test_features_survive_random_edits(doc, data):
    text = TEXTS[doc]
    for _ in range(data.draw(st.integers(1, 4))):
        i = data.draw(st.integers(0, len(text)))
        j = data.draw(st.integers(i, min(len(text), i + 200)))
        ins = data.draw(st.text(max_size=30))
        text = text[:i] + ins + text[j:]
    positions = data.draw(st.lists(st.integers(0, len(text)), min_size=1, max_size=8))
    exercise(text, positions)


@settings(max_examples=30, deadline=None)
@given(data=st.binary(max_size=3000), positions=st.lists(st.integers(0, 3000), max_size=5))
def test_features_survive_binary(data, positions):
    exercise(data.decode("utf-8", errors="replace"), positions)


def test_features_on_truncations():
    text = TEXTS[0]
    for k in range(1, 40):
        cut = text[: len(text) * k // 40]
        exercise(cut, [0, len(cut) // 2, len(cut)])


def test_utf16_positions_round_trip():
    text = "op0: SchedulerNode(ComputedBuffer)\nop0.writes = [] # 😀 é\n"
    ws = Workspace()
    doc = ws.open("file:///x.txt", text)
    off = text.index("é")
    line, ch = doc.position(off)
    assert (line, ch) == (1, text.split("\n")[1].index("é") + 1)  # the emoji counts 2 UTF-16 units
    assert doc.offset(line, ch) == off


def test_small_file_hover_data_ready_when_its_fusion_diagnostics_go_out():
    """The server's analysis of a small file builds the name index and the hover data before it
    publishes the fusion diagnostics (a hover sent when they arrive answers at once); a large file's
    diagnostics go out first."""
    import asyncio

    from conftest import RESNET50

    from inductor_lens.lsp.server import InductorLensServer
    from inductor_lens.service.document import LAZY_BYTES

    async def run(text: str) -> list:
        ls = InductorLensServer()
        seen = []
        ls.can_report_progress = lambda: False
        ls.publish = lambda doc, diags: seen.append((len(diags), doc.indexed, doc.analysed is not None))
        uri = (RESNET50 / "ir_post_fusion.txt").resolve().as_uri()
        ls.ws.open(uri, text, 1)
        await ls.analyse(uri, 0)
        return seen

    small = (RESNET50 / "ir_post_fusion.txt").read_text()
    seen = asyncio.run(run(small))
    assert seen[-1][0] == 138 and seen[-1][1:] == (True, True), seen
    big = small + "\n" * (LAZY_BYTES - len(small) + 1)
    seen = asyncio.run(run(big))
    assert seen[-1][0] == 138 and seen[-1][1] is False, seen


def test_hover_on_a_cuda_node_names_its_triton_kernel_and_launch():
    from conftest import CORPUS

    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    p = (CORPUS / "resnet50_eval_cuda/g0_inference/ir_post_fusion.txt").resolve()
    ws = Workspace()
    text = p.read_text()
    doc = ws.open(p.as_uri(), text, 1)
    doc.analysis(ws)            # as the server's analysis thread does before hovers read it
    h = F.hover(ws, doc, text.index("op20: SchedulerNode") + 1)
    md = h.markdown if hasattr(h, "markdown") else str(h)
    assert ("**Kernel** `triton_poi_fused__native_batch_norm_legit_no_training_add_relu_7` (output_code.py:566): "
            "pointwise, x 1,605,632, tiling x; the same kernel also runs `op27`") in md


def test_hover_fusion_lines_say_what_an_unfused_edge_sends_through_memory():
    from conftest import CORPUS

    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    for graph in ("resnet50_eval_cuda", "resnet50_eval"):
        p = (CORPUS / graph / "g0_inference/ir_post_fusion.txt").resolve()
        ws = Workspace()
        text = p.read_text()
        doc = ws.open(p.as_uri(), text, 1)
        doc.analysis(ws)
        h = F.hover(ws, doc, text.index("op4: SchedulerNode") + 1)
        md = h.markdown if hasattr(h, "markdown") else str(h)
        # buf3 [2, 64, 112, 112] float32 is written by op3 and read back by op4
        assert "- ✗ `op3` → `op4`: no shared data · `buf3` through memory (6,422,528 bytes)" in md, graph
