"""torch 2.14's nested reductions (``replay/nested214.py``): off by default in 2.14
(``triton.nested_reduction``), turned on by users who want a reduction over groups of another's elements
in the first one's kernel (an FP8/MXFP block quantisation after an RMSNorm).

``tests/corpus/torch214_nested/`` holds real torch 2.14.1 compiles for the simulated H200: each model of the
torch 2.15 nested corpus with its default config (nested reductions off: the reductions apart) and with
``triton.nested_reduction = True`` in its source (``*_on_cuda``), plus groups along the rows (2.14 nests
them, 2.15 does not) and a consumer that reads the scales mirrored (its check against the grouped stage
fails, logged under the grouped stage's name). Inductor's fusion log of each is the truth."""
from __future__ import annotations

import json
import sys
from dataclasses import replace

import pytest
from conftest import CORPUS

from inductor_lens.explain.explain import explain_file, size_hints
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay import nested
from inductor_lens.replay.config import graph_config
from inductor_lens.replay.graph import Graph
from inductor_lens.replay.nested214 import Nested214
from inductor_lens.replay.rounds import simulate
from inductor_lens.runs.suggest import suggest

sys.path.insert(0, str(CORPUS))
import accuracy  # noqa: E402  (tests/corpus/accuracy.py)

N214 = CORPUS / "torch214_nested"
GRAPHS = sorted(p.parent for p in N214.glob("*/g0_inference/fusion.log"))
ON = [g for g in GRAPHS if g.parent.name.endswith("_on_cuda")]
#: the runs whose post-fusion file prints a FusedNestedReductions
NESTED_ON = {"rms_group_amax_on_cuda", "rms_group_amax128_on_cuda", "ln_group_amax_on_cuda",
             "rms_group_amax_dynamic_on_cuda", "rms_group_amax_bf16_on_cuda", "rms_group_amax_pack_on_cuda",
             "rms_rowgroup_amax_on_cuda", "rms_group_amax_flip_on_cuda"}


ENV = "rms_group_amax_env_cuda"     # the knob set by TORCHINDUCTOR_NESTED_REDUCTION=1 in the environment


def _post(graph):
    return graph / "ir_post_fusion.txt"


def test_the_corpus_is_what_it_says():
    """Every model twice, by torch 2.14.1: default config and nested reductions on (its meta.json names the
    knob and the default run it varies); only runs with the knob on print a FusedNestedReductions."""
    assert len(GRAPHS) == 27 and len(ON) == 13
    for g in GRAPHS:
        meta = json.loads((g.parent / "meta.json").read_text())
        assert meta["torch"].startswith("2.14.1") and meta["simulated"]
        on = g in ON
        assert (meta.get("config") == {"triton.nested_reduction": True}) == on
        nested_printed = ": FusedNestedReductions(" in _post(g).read_text()
        assert nested_printed == (g.parent.name in NESTED_ON | {ENV}), g
        if on:
            assert (N214 / meta["default_fixture"].split("/")[-1]).is_dir()
            rc = graph_config(g)
            assert rc.changed == {"triton.nested_reduction": True} and rc.exact()


def test_the_knob_set_in_the_environment_is_read():
    """torch 2.14's config documents the knob as ``TORCHINDUCTOR_NESTED_REDUCTION=1``: ``fx_graph_runnable.py``
    then records the variable (``os.environ[...] = '1'``), no config line, and the run is replayed with it."""
    graph = N214 / ENV / "g0_inference"
    text = (graph / "fx_graph_runnable.py").read_text()
    assert "os.environ['TORCHINDUCTOR_NESTED_REDUCTION'] = '1'" in text and "nested_reduction = True" not in text
    rc = graph_config(graph)
    assert rc.changed == {"triton.nested_reduction": True} and rc.fusion.triton_nested_reduction
    ex = explain_file(_post(graph))
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    assert [p.node2 for p in ex.pairs if p.fused and p.node1 == "op0"] == ["op1_op2"]


@pytest.mark.parametrize("graph", GRAPHS, ids=lambda p: p.parent.name)
def test_every_verdict_agrees_with_inductors_log(graph):
    """Each logged verdict, each round's count of possible fusions and the fused nodes themselves."""
    g = accuracy.check_graph(graph)
    assert g["agree"] == g["pairs"] > 0, g["mismatches"]
    assert g["found_log"] == g["found_explain"]
    assert not g["replay_differs"] and g["undecidable"] == 0


@pytest.mark.parametrize("graph", [g for g in ON if g.parent.name in NESTED_ON], ids=lambda p: p.parent.name)
def test_without_the_2_14_model_the_nested_runs_disagree(graph):
    """The agreement above is the model's: the same files replayed with the knob off (what the replay could
    do before) differ from the post-fusion file and from the log."""
    rc = graph_config(graph)
    rc.fusion = replace(rc.fusion, triton_nested_reduction=False)
    ex = explain_file(_post(graph), config=rc)
    assert [n for n in ex.notes if "differs from the post-fusion file" in n]
    assert ex.log_agreement["agree"] < ex.log_agreement["pairs"]


def test_the_run_config_is_modelled_and_the_replay_builds_the_stage():
    """The knob is replayed (no note of a part not modelled); the fused node keeps its stage: op0 the outer
    reduction, op1 (with /448 and the scaled values) the grouped one, groups of 32 along the reduction."""
    graph = N214 / "rms_group_amax_on_cuda" / "g0_inference"
    ex = explain_file(_post(graph))
    assert "replayed with it" in " ".join(ex.notes)
    assert not [n for n in ex.notes if "not modelled" in n or "modelled only in part" in n]
    sec = parse_file(graph / "ir_pre_fusion.txt").sections[0]
    g = Graph(sec, size_hints=size_hints(str(graph / "output_code.py"), [sec]))
    sim = simulate(g, config=graph_config(graph).fusion)
    assert isinstance(sim.rules.nested, Nested214) and sim.rules.nested.era == "2.14"
    (node,) = sim.final_nodes
    st = node.staged
    assert node.kind == nested.KIND and (st.outer.name, st.grouped.name, st.reduction.name, st.group_size,
                                         st.axis) == ("op0", "op1_op2_op3", "op1", 32, nested.R_AXIS)
    v = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0", "op1_op2"))
    assert v.fused and "nested reductions: groups of 32 along the reduction" in v.summary
    assert [p.node2 for p in ex.pairs if p.fused and p.node1 == "op0_op1_op2"] == ["op3"]


def test_groups_along_the_rows_nest_in_2_14_not_in_2_15():
    """The amax of each feature over groups of 32 rows splits the outer reduction's X axis: torch 2.14's check
    takes it (``get_grouped_axis`` X), torch 2.15's planner nests along the reduction only."""
    on = explain_file(_post(N214 / "rms_rowgroup_amax_on_cuda" / "g0_inference"))
    v = next(p for p in on.pairs if (p.node1, p.node2) == ("op0", "op1_op2"))
    assert v.fused and "groups of 32 along the rows" in v.summary
    v215 = explain_file(_post(CORPUS / "torch215_nested" / "rms_rowgroup_amax_cuda" / "g0_inference"))
    refused = next(p for p in v215.pairs if (p.node1, p.node2) == ("op0", "op1_op2") and p.final)
    assert not refused.fused and "torch 2.15 nests groups along the reduction only" in refused.summary


def test_an_append_is_checked_as_the_grouped_stage_and_logged_under_its_name():
    """The scaled values read the scales mirrored (``flip``): op3 joining op0_op1_op2 is checked as (op1_op2,
    op3), which Inductor logs ("memory deps did not match": the read is no broadcast of the write, nor the
    same access in another loop order); the fused node's own answer is silent."""
    ex = explain_file(_post(N214 / "rms_group_amax_flip_on_cuda" / "g0_inference"))
    stage = [p for p in ex.pairs if (p.node1, p.node2) == ("op1_op2", "op3")]
    assert stage and all(p.reason == "memory_deps_mismatch" and p.logged for p in stage)
    assert all(p.log_entry and p.log_entry["message"] == "memory deps did not match" for p in stage)
    top = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0_op1_op2", "op3") and p.final)
    assert not top.fused and top.reason == "nested_reduction" and not top.logged
    assert top.facts.rule == "grouped_stage" and top.facts.release == "2.14"
    assert "op1_op2 with op3: memory deps did not match" in top.summary and "torch 2.14" in top.summary


def test_a_consumer_at_another_rate_is_refused_silently():
    """The packed values (half the elements) run at neither the scales' nor the elements' count:
    ``can_fuse_with`` says no without a log line, and the verdict says why."""
    graph = N214 / "rms_group_amax_pack_on_cuda" / "g0_inference"
    assert "op0_op1_op2 with op3" not in (graph / "fusion.log").read_text()
    ex = explain_file(_post(graph))
    top = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0_op1_op2", "op3") and p.final)
    assert top.reason == "nested_reduction" and not top.logged and top.facts.rule == "append"
    assert "runs at neither" in top.summary and "(torch 2.14)" in top.summary


def test_a_declined_pair_says_why_with_the_knob_on():
    """Groups of 1,024 exceed the 512 an INNER kernel takes: the log says numel/rnumel mismatch, the verdict
    adds torch 2.14's reason."""
    ex = explain_file(_post(N214 / "rms_group_amax1024_on_cuda" / "g0_inference"))
    v = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0", "op1_op2_op3") and p.final)
    assert v.reason == "simd_numel_mismatch" and v.logged
    assert "torch 2.14 did not nest the two reductions in one kernel: groups of 1024 exceed 512" in v.summary
    assert "groups of 1024 exceed 512" in v.to_json()["evidence"]["nested_plan"]


def test_a_torch_2_14_run_is_told_the_knob_that_fuses_its_reductions():
    """The default 2.14 run keeps the RMS statistics and the block amax apart; ``--suggest`` finds that
    ``triton.nested_reduction=True`` fuses them, which the real compile with the knob confirms."""
    graph = N214 / "rms_group_amax_cuda" / "g0_inference"
    s = suggest(_post(graph))
    (p,) = [p for p in s.pairs if (p.node1, p.node2) == ("op0", "op1_op2_op3")]
    knobs = [dict(f.set) for f in p.fixes]
    assert {"triton.nested_reduction": True} in knobs
    real = parse_file(_post(N214 / "rms_group_amax_on_cuda" / "g0_inference")).sections[-1]
    assert [t.name for t in real.nodes if t.kind == nested.KIND] == ["op0_op1_op2_op3"]


def test_over_fusion_splits_a_2_14_nested_kernel_into_its_sides():
    """``rank --over-fusion`` / ``bench --split``: a FusedNestedReductions whose groups split the rows (which
    torch 2.15's planner does not nest) is cut into its outer and grouped sides by 2.14's check."""
    from inductor_lens.explain.overfusion import candidate
    sec = parse_file(_post(N214 / "rms_rowgroup_amax_on_cuda" / "g0_inference")).sections[0]
    c = candidate(sec, sec.nodes[0])
    assert c.parts == [["op0"], ["op1", "op2", "op3"]] and c.split == "op0/op1_op2_op3"


def test_the_editor_page_offers_the_knob_to_a_2_14_run():
    """The code action "What would fuse op0 → op1_op2_op3?" on the default run's diagnostic: the knob, what it
    gains, and the commands that predict and verify it."""
    from inductor_lens.service.document import Workspace
    from inductor_lens.service.suggestions import suggestion_page
    path = _post(N214 / "rms_group_amax_cuda" / "g0_inference")
    ws = Workspace()
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    page = suggestion_page(ws, doc, "op0", "op1_op2_op3")
    assert "`triton.nested_reduction = True`: 1 fusion gained, kernels 2 → 1" in page["text"]
    assert "--set triton.nested_reduction=True --verify" in page["text"]


def test_the_file_alone_rebuilds_a_2_14_nested_node(tmp_path):
    """A torch 2.14 post-fusion file without its pre-fusion file: the outer side's dependencies are printed
    over merged loops (``Scheduler.merge_loops``), which leave the outer kernel's tiling open; the file prints
    the FusedNestedReductions, so its stage is rebuilt all the same, and the last round checks the mirrored
    consumer against the grouped stage, as the log's final pass does."""
    src = N214 / "rms_group_amax_flip_on_cuda" / "g0_inference"
    assert "op0.met_dependencies = [MemoryDep('arg0_1', c0, {c0: 262144})]" in _post(src).read_text()
    for f in ("ir_post_fusion.txt", "fx_graph_runnable.py", "fusion.log"):
        (tmp_path / f).write_text((src / f).read_text())
    ex = explain_file(tmp_path / "ir_post_fusion.txt")
    assert ex.mode == "final-round"
    top = next(p for p in ex.pairs if (p.node1, p.node2) == ("op0_op1_op2", "op3"))
    assert top.reason == "nested_reduction" and top.facts.rule == "grouped_stage"
    stage = next(p for p in ex.pairs if (p.node1, p.node2) == ("op1_op2", "op3"))
    assert stage.reason == "memory_deps_mismatch" and stage.log_entry["message"] == "memory deps did not match"


def test_the_fused_header_card_says_how_the_reductions_nest():
    """Hovering the FusedNestedReductions header: the fusions list says along which axis the groups nest and
    that the consumer joined the grouped stage."""
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    path = _post(N214 / "rms_rowgroup_amax_on_cuda" / "g0_inference")
    ws = Workspace()
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    assert doc.explanation(ws) is not None
    md = F.hover(ws, doc, 2).markdown
    assert "- ✓ `op0` → `op1_op2`: fused (nested reductions: groups of 32 along the rows)" in md
    assert "- ✓ `op0_op1_op2` → `op3`: fused (appended to nested reductions)" in md
    assert "- ✓ `op1` → `op2`: fused\n" in md or md.rstrip().endswith("- ✓ `op1` → `op2`: fused")
