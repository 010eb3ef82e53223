"""A fused node's header has its own card: the group (not the member its name starts with), its members
in one kernel, how they fused, the buffers they now pass in registers and their bytes, its one kernel;
and "Open Kernel in output_code.py" opens that kernel, or says truly why there is none."""
from __future__ import annotations

import re
from pathlib import Path

from conftest import CORPUS, REPO

from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

MLP = CORPUS / "mlp_gelu_layernorm_cuda/g0_inference"


def _open(folder: Path):
    ws = Workspace()
    path = folder / "ir_post_fusion.txt"
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    assert doc.explanation(ws) is not None
    return ws, doc


def test_the_fused_header_has_the_groups_card():
    ws, doc = _open(MLP)
    text = doc.text
    at = text.index("op1_op2_op4: FusedSchedulerNode")
    for offset in (at + 1, at + 6, at + 9):      # on op1, on op2, on op4 inside the fused name
        md = F.hover(ws, doc, offset).markdown
        assert md.startswith("**op1_op2_op4** · `FusedSchedulerNode(")
        assert "**Fused** 3 nodes in one kernel: `op1`, `op2`, `op4`" in md
        assert re.search(r"- ✓ `op\d` → `op\d`: fused", md)
        kept = re.search(r"\*\*Kept out of memory\*\* ([\d,]+) bytes: (.*)", md)
        assert kept and "`buf1` (op1 → " in kept.group(2)
        assert "**Kernel** `triton_" in md
    # a member's own header keeps the member's card
    m = re.search(r"^op2: SchedulerNode", text, re.M)
    assert F.hover(ws, doc, m.start() + 1).markdown.startswith("**op2** · `SchedulerNode")


def test_open_kernel_on_a_fused_header_and_the_reasons_when_there_is_none():
    ws, doc = _open(MLP)
    text = doc.text
    loc, name = F.kernel_location(ws, doc, text.index("op1_op2_op4: FusedSchedulerNode") + 6)
    assert loc is not None and loc.uri.endswith("output_code.py") and name.startswith("triton_")
    oc = (MLP / "output_code.py").read_text().split("\n")
    assert oc[loc.start[0]].startswith(f"{name} = async_compile.triton(")
    # an extern call: said as such (it said "no output_code.py" before, or nothing)
    ws2, cpu = _open(REPO / "server/inductor_lens/examples/resnet50")
    loc, why = F.kernel_location(ws2, cpu, cpu.text.index("op2: ExternKernelSchedulerNode") + 1)
    assert loc is None and why == "op2 is an extern call (extern_kernels.convolution): no generated kernel"
    loc, name = F.kernel_location(ws2, cpu, cpu.text.index("op4: SchedulerNode") + 1)
    assert name == "cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1"
    # a pre-fusion file points to the post-fusion graph
    pre = REPO / "server/inductor_lens/examples/resnet50/ir_pre_fusion.txt"
    pdoc = ws2.open(pre.resolve().as_uri(), pre.read_text(), 1)
    loc, why = F.kernel_location(ws2, pdoc, pdoc.text.index("op4: SchedulerNode") + 1)
    assert loc is None and "pre-fusion graph" in why


def test_a_fused_node_with_signs_of_over_fusion_says_so():
    """The LayerNorm backward's mix-order reduction (reductions of two sizes in one kernel): its card lists the
    signal with the bytes the fusion saves, and the estimates for the GPU output_code.py names (none with the
    gpu setting off); a plain fused node has none."""
    ws, doc = _open(CORPUS / "layernorm_mix_order_train_cuda/g1_backward")
    F.prepare_requests(ws, doc)
    at = doc.text.index("op0_op1_op2_op3_op5: FusedMixOrderReductions") + 1
    md = F.hover(ws, doc, at).markdown
    head = re.search(r"\*\*Over-fusion\?\*\* fusing saves ([\d,]+) of the split's ([\d,]+) bytes; estimated ([\d.]+) µs "
                     r"fused, ([\d.]+) µs split", md)
    assert head and int(head[1].replace(",", "")) < int(head[2].replace(",", "")) and float(head[3]) < float(head[4])
    assert "- mixed_spaces: reductions of 2 sizes in one kernel (8,192 x 1,024, 65,536 x 128)" in md
    assert "*Benchmark: split*" in md and "against its two sides (op0_op1_op2, op3_op5)" in md
    # the split benchmark the header offers is of those sides (what the run with the knob off compiles),
    # worked out with the request, not at each move of the cursor
    line = doc.position(at)[0]
    assert F.fused_header_at(doc, line) == ("op0_op1_op2_op3_op5", 5, "triton.mix_order_reduction")
    from inductor_lens.service.benchmark import bench_request, natural_split
    from inductor_lens.service.settings import BenchSettings
    assert natural_split(doc.ir, "op0_op1_op2_op3_op5") == "op0_op1_op2/op3_op5"
    assert bench_request(ws, doc, "op0_op1_op2_op3_op5", "op0_op1_op2_op3_op5", BenchSettings(device="cuda"),
                         split=F.SIDES).split == "op0_op1_op2/op3_op5"
    ws.gpu = "none"
    md = F.hover(ws, doc, at).markdown
    line = md.split("**Over-fusion?**")[1].split("\n")[0]
    assert line.startswith(" fusing saves ") and "estimated" not in line
    ws, doc = _open(MLP)
    F.prepare_requests(ws, doc)
    assert "Over-fusion" not in F.hover(ws, doc, doc.text.index("op1_op2_op4: FusedSchedulerNode") + 1).markdown
