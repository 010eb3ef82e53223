"""``whatif`` on a max-autotune run: the GEMM kernels were chosen by timing them.

Found by a blind run of CPU inference models compiled frozen under max-autotune (C++ GEMM template or oneDNN's
packed linear): recompiled with a fusion knob, three of four graphs chose another kernel for some GEMMs, which
fuses differently whatever the knob, and ``whatif --verify`` counted that against the prediction. Now every
prediction of a graph max-autotune chose kernels for says that it keeps the run's choices, and ``--verify``
reports a recompile whose nodes are another kind (a template in one, an extern call in the other) as another
lowering, not a wrong prediction. Real pairs: ``mm_autotune_cuda`` and ``mm_autotune_aten_cuda`` (the same model,
ATen's matmul winning its autotuning), ``vit_frozen_autotune`` (CPU, four C++ GEMM templates)."""
from __future__ import annotations

from conftest import CORPUS

from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.whatif import (
    AUTOTUNE_CAVEAT,
    autotuned,
    parse_sets,
    render_whatif,
    verify,
    whatif,
)

MM = CORPUS / "mm_autotune_cuda"
MM_ATEN = CORPUS / "mm_autotune_aten_cuda"
VIT = CORPUS / "vit_frozen_autotune"


def test_a_max_autotune_runs_prediction_says_it_keeps_the_runs_kernel_choices():
    for run, knob in ((MM, "epilogue_fusion=false"), (VIT, "aggressive_fusion=true")):
        w = whatif(run, parse_sets([knob]))
        assert w.graphs and all(AUTOTUNE_CAVEAT in (g.comparison.note or "") for g in w.graphs), run
        assert AUTOTUNE_CAVEAT in render_whatif(w)
    # a run without max-autotune: no such caveat
    w = whatif(CORPUS / "max_fusion", parse_sets(["max_fusion_size=4"]))
    assert not any(AUTOTUNE_CAVEAT in (g.comparison.note or "") for g in w.graphs)


def test_the_nodes_max_autotune_chose_kernels_for():
    vit = parse_file(VIT / "g0_inference" / "ir_post_fusion.txt").sections[-1].nodes
    assert autotuned(vit) == ["op4", "op11", "op16", "op18"]          # the four Linear layers, C++ templates
    aten = parse_file(MM_ATEN / "g0_inference" / "ir_post_fusion.txt").sections[-1].nodes
    assert autotuned(aten) == ["op0", "op2"]                          # ATen's matmul won: extern calls


def test_verify_calls_a_recompile_that_chose_other_kernels_another_lowering():
    w = whatif(MM, parse_sets(["epilogue_fusion=false"]))
    [check] = verify(w, MM_ATEN)
    assert check.agrees is None
    assert check.note.startswith("the recompile lowered op0 (SchedulerNode(MultiTemplateBuffer) in the run, "
                                 "ExternKernelSchedulerNode(ExternKernelOut) in the recompile) and 1 more otherwise")
    assert "inductor-lens compare" in check.note


def test_verify_still_compares_a_recompile_that_kept_the_kernels():
    w = whatif(VIT, parse_sets(["aggressive_fusion=true"]))
    [check] = verify(w, CORPUS / "vit_frozen_autotune_aggressive")
    assert check.agrees is True and check.note is None
