"""``epilogue_fusion_with_atomic_add`` (torch 2.13 on, off by default): a Triton template takes an atomic-add
scatter that mutates a buffer (``index_add_``, ``scatter_add_`` on a GPU) as its epilogue.

Found by a blind run of max-autotune models with the knob on: the replay refused the epilogue for its mutation as
by default ("template epilogue not satisfied"), then timed the fusion Inductor fuses untimed (a template fusion
whose kernel holds an atomic add is not benchmarked), and the fused kernel, which writes only the buffer the
scatter mutates, was mapped to the kernel that made that buffer (a ``zeros``), so the template's family, and every
prologue rule after it, was unknown. Real compiles for the simulated H200: ``moe_combine_autotune_cuda`` (a MoE
combine: gathered tokens, two GEMMs, a gated ``index_add_``) and ``scatter_mm_autotune_cuda`` (a GEMM scattered by
``scatter_add_``), each compiled again with the knob on (``moe_combine_atomic_add_cuda``, ``scatter_mm_atomic_add_cuda``)."""
from __future__ import annotations

import pytest
from conftest import CORPUS

from inductor_lens.dump.kernels import load_kernel_map
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.config import ALSO_DOES, has_knob
from inductor_lens.runs.suggest import suggest

MOE = CORPUS / "moe_combine_autotune_cuda" / "g0_inference"
MOE_ON = CORPUS / "moe_combine_atomic_add_cuda" / "g0_inference"
SCATTER = CORPUS / "scatter_mm_autotune_cuda" / "g0_inference"
SCATTER_ON = CORPUS / "scatter_mm_atomic_add_cuda" / "g0_inference"


def _ex(folder):
    return explain_file(folder / "ir_post_fusion.txt", fusion_log=folder / "fusion.log")


def _pair(ex, a, b):
    return next(p for p in ex.pairs if (p.node1, p.node2) == (a, b))


@pytest.mark.parametrize("folder,template,scatter,mutated", [(MOE, "op3", "op5", "buf4"),
                                                             (SCATTER, "op0", "op2", "buf1")])
def test_by_default_the_scatter_is_refused_as_an_atomic_add_and_the_log_agrees(folder, template, scatter, mutated):
    ex = _ex(folder)
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    v = _pair(ex, template, scatter)
    assert not v.fused and v.inductor_message == "template epilogue not satisfied"
    assert v.facts.epilogue_atomic_add is True and v.facts.epilogue_aliases is True
    assert f"mutates {mutated} by atomic adds" in v.facts.detail and "epilogue_fusion_with_atomic_add" in v.facts.detail


@pytest.mark.parametrize("folder,template,scatter", [(MOE_ON, "op3", "op5"), (SCATTER_ON, "op0", "op2")])
def test_with_the_knob_the_template_takes_the_scatter_untimed(folder, template, scatter):
    ex = _ex(folder)
    assert ex.config.changed == {"epilogue_fusion_with_atomic_add": True, "max_autotune": True}
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] and not ex.log_agreement["mismatches"]
    v = _pair(ex, template, scatter)
    assert v.fused
    sim = ex.pairs[0]._maker.sim
    # Inductor compiles a Triton choice with it and fuses, without a timing line; the GEMM's other fusions are timed
    assert (frozenset({template}), frozenset({scatter})) not in sim.timings
    assert "fusing" in (folder / "fusion.log").read_text()


def test_the_fused_template_then_refuses_every_prologue_for_its_mutation():
    ex = _ex(MOE_ON)
    for a in ("op0", "op4"):
        v = _pair(ex, a, "op3_op5")
        assert v.inductor_message == "template prologue can only fuse functional pointwise nodes"
        assert v.facts.detail == "op3_op5 aliases or mutates a buffer"


def test_the_fused_kernel_is_the_templates_not_the_one_that_made_the_buffer_it_mutates():
    sec = parse_file(MOE_ON / "ir_post_fusion.txt").sections[-1]
    km = load_kernel_map(MOE_ON / "output_code.py", sec)
    assert km.kernel_of("op3_op5").name.startswith("triton_tem_fused_index_add_mm")
    assert km.kernel_of("op4").name == "triton_poi_fused_zeros_2"
    # the replay reads the template's family from that kernel: every prologue rule is decided
    ex = _ex(MOE_ON)
    assert not [p for p in ex.pairs if p.reason == "undecidable_from_text"]


def test_suggest_names_the_knob_with_its_caveat_and_the_compile_with_it_fused_the_pair():
    s = suggest(MOE / "ir_post_fusion.txt")
    p = s.of("op3", "op5")
    assert p is not None and p.fixes
    first = p.fixes[0]
    assert list(first.set) == [("epilogue_fusion_with_atomic_add", True)]
    assert first.gained >= 1 and ALSO_DOES["epilogue_fusion_with_atomic_add"] in first.also
    assert "--set epilogue_fusion_with_atomic_add=true" in p.text()
    on = parse_file(MOE_ON / "ir_post_fusion.txt").sections[-1]
    assert any(n.name == "op3_op5" for n in on.nodes)


def test_which_fusion_a_scatter_makes_depends_on_the_knob():
    """scatter_mm_autotune_cuda: by default the scatter, refused by the GEMM, fuses with the column sum beside it
    (both read the GEMM's output; a fused node, which Inductor would never take as an atomic-add epilogue). With
    the knob the GEMM takes it in the first round, and the sum stays alone."""
    ex = _ex(SCATTER)
    assert _pair(ex, "op0", "op2").facts.epilogue_atomic_add is True
    assert _pair(ex, "op2", "op5").fused
    on = [n.name for n in parse_file(SCATTER_ON / "ir_post_fusion.txt").sections[-1].nodes]
    assert "op0_op2" in on and "op5" in on


def test_releases_before_2_13_have_no_such_knob():
    assert not has_knob("epilogue_fusion_with_atomic_add", "2.12")
    assert has_knob("epilogue_fusion_with_atomic_add", "2.13") and has_knob("epilogue_fusion_with_atomic_add", "2.15")


def _with(folder, **fusion):
    from dataclasses import replace

    from inductor_lens.replay.config import graph_config
    rc = graph_config(folder)
    knobs = {k: v for k, v in fusion.items() if k != "torch_rules"}
    rc = replace(rc, fusion=replace(rc.fusion, **fusion), changed={**rc.changed, **knobs})
    return explain_file(folder / "ir_post_fusion.txt", config=rc)


def test_a_release_without_the_knob_refuses_it_as_any_mutating_epilogue():
    v = _pair(_with(MOE, torch_rules="2.12"), "op3", "op5")
    assert v.inductor_message == "template epilogue not satisfied"
    assert v.facts.epilogue_atomic_add is None and v.facts.detail == "op5 aliases or mutates a buffer"


def test_with_the_knob_and_epilogues_off_the_refusal_is_the_epilogue_switch():
    v = _pair(_with(MOE, epilogue_fusion_with_atomic_add=True, epilogue_fusion=False), "op3", "op5")
    assert v.inductor_message == "template epilogue not satisfied"
    assert v.facts.epilogue_atomic_add is None and v.facts.detail == "epilogue_fusion is off"
