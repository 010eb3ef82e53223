"""Triton templates (max-autotune GEMMs and convolutions, compiled for the simulated H200 by
tests/corpus/generate.py): which template a kernel is, the prologue and epilogue rules with what they found, and
the template fusions Inductor times (MultiTemplateBuffer), each against Inductor's own fusion log."""
from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "server"))

from inductor_lens.dump.kernels import parse_output_code  # noqa: E402
from inductor_lens.dump.log import parse_fusion_log, read_fusion_log  # noqa: E402
from inductor_lens.explain.explain import explain_file  # noqa: E402
from inductor_lens.ir.groups import leaves  # noqa: E402
from inductor_lens.ir.names import leaf_names  # noqa: E402
from inductor_lens.ir.parse import parse_file  # noqa: E402
from inductor_lens.replay.templates import needs_upcast  # noqa: E402

CORPUS = REPO / "tests" / "corpus"


def graph(name: str, g: str = "g0_inference") -> Path:
    return CORPUS / name / g


def explained(folder: Path):
    return explain_file(folder / "ir_post_fusion.txt")


def verdict(ex, a: str, b: str):
    return next(p for p in ex.pairs if (p.node1, p.node2) == (a, b))


def check(p) -> dict:
    return p.to_json()["evidence"]["check"]


def families(folder: Path) -> set[str]:
    km = parse_output_code((folder / "output_code.py").read_text())
    return {d.triton.template for d in km.defs.values() if d.triton is not None and d.triton.template}


def test_the_template_a_kernel_was_rendered_from():
    assert families(graph("mm_autotune_cuda")) == {"mm"}
    assert families(graph("bmm_attention_cuda")) == {"bmm"}
    # the 3x3 convolution is Triton's convolution template; the 1x1 is lowered to a matmul template
    assert families(graph("conv_autotune_cuda")) == {"conv", "mm"}


def test_each_prologue_rule_on_real_ir_with_what_it_found():
    ex = explained(graph("mm_prologue_rules_cuda"))
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 20
    # (x + y) @ w: the prologue reads two inputs for the one it writes
    p = verdict(ex, "op2", "op3")
    assert p.inductor_message == "prologue fusion will not increase amount of bytes read in kernel"
    c = check(p)
    assert (c["read_bytes"], c["write_bytes"], c["family"]) == (2 * 128 * 256 * 4, 128 * 256 * 4, "mm")
    # pad(z) @ w: a constant_pad_nd alone (its FX origin, from the fusion log's candidate line)
    p = verdict(ex, "op4", "op5")
    assert p.inductor_message.startswith("prologue fusion will not increase attempt to fuse in padding")
    assert check(p)["detail"] == "op4 is a constant_pad_nd"
    # u = sigmoid(x) read by the template and by u * 2
    p = verdict(ex, "op6", "op7")
    assert p.inductor_message == "template prologue can only fuse nodes with a single use into template"
    assert check(p)["detail"] == "buf6 is read by op7, op8"
    assert "buf6 is read by op7, op8" in p.summary and p.log_entry["agrees"]
    # the knob off: every prologue refused first
    off = explained(graph("mm_prologue_rules_off_cuda"))
    assert off.log_agreement["agree"] == off.log_agreement["pairs"]
    assert any(p.inductor_message == "prologue fusion turned off" for p in off.pairs)


def test_low_precision_templates_refuse_prologues_that_compute():
    ex = explained(graph("mm_bf16_cuda"))
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    upcast = "prologue fusion that must be upcast to fp32 not profitable for low precision templates"
    details = {check(p)["detail"] for p in ex.pairs if p.inductor_message == upcast}
    details |= {e.decision.facts.detail for e in ex.pairs[0]._maker.sim.events
                if e.decision.message == upcast}
    # (x.float().exp() * 0.5).to(bf16): float32 arithmetic; x * 2: arithmetic on bf16
    assert details == {"a bfloat16 template; op0: ops.to_dtype yields float32",
                       "a bfloat16 template; op3: ops.mul on torch.bfloat16"}
    pre = parse_file(graph("mm_bf16_cuda") / "ir_pre_fusion.txt").sections[0]
    dtype = {b.name: b.layout.dtype for b in pre.buffers.values() if b.layout is not None}
    bodies = {n.name: n.loop_body.functions for top in pre.nodes for n in leaves(top) if n.loop_body}
    assert needs_upcast(bodies["op0"], dtype.get) == "ops.to_dtype yields float32"
    # a reduction epilogue is refused, and said why
    p = verdict(ex, "op4", "op5")
    assert p.inductor_message == "template epilogue not satisfied"
    assert "op5 is a reduction" in p.summary


def test_templates_without_prologue_inputs_bmm_and_convolution():
    bmm = explained(graph("bmm_attention_cuda"))
    assert bmm.log_agreement["agree"] == bmm.log_agreement["pairs"]
    p = verdict(bmm, "op5", "op6")
    assert (p.inductor_message, check(p)["family"]) == ("template has no allowed prologue inputs", "bmm")
    conv = explained(graph("conv_autotune_cuda"))
    p = verdict(conv, "op0", "op2")
    assert (p.inductor_message, check(p)["family"]) == ("template has no allowed prologue inputs", "conv")
    # epilogue_fusion off: the bmm's residual add stays apart
    off = explained(graph("bmm_attention_epilogue_off_cuda"))
    assert off.log_agreement["agree"] == off.log_agreement["pairs"]
    p = verdict(off, "op6", "op7")
    assert (p.inductor_message, check(p)["detail"]) == ("template epilogue not satisfied", "epilogue_fusion is off")


def test_timed_template_fusions_follow_the_post_fusion_file_and_the_log():
    # benchmark_epilogue_fusion (the default): the bias + GELU epilogue timed faster, fused
    ex = explained(graph("mm_autotune_cuda"))
    assert ex.log_agreement["timed"] == 1 and ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    p = verdict(ex, "op0", "op1")
    assert p.fused and check(p)["benchmark"] == "faster"
    # the prologue is timed after the epilogue (max_autotune: _handle_template_overlap), against both
    ex = explained(graph("mm_prologue_epilogue_cuda"))
    assert ex.log_agreement["timed"] == 2 and ex.log_agreement["agree"] == ex.log_agreement["pairs"]
    p = verdict(ex, "op0", "op1_op2")
    assert not p.fused and p.reason == "template" and check(p)["benchmark"] == "slower"
    assert p.quote() == "[Inductor timed it: not fused, 200.000x slowdown]"
    assert p.summary.startswith("Timed by Inductor (max-autotune)")
    # the 1x1 convolution's BatchNorm + ReLU prologue: allowed (the bias is the template's prefix input), timed
    ex = explained(graph("conv_autotune_cuda"))
    p = verdict(ex, "op3", "op4")
    assert not p.fused and check(p)["benchmark"] == "slower" and p.log_entry["agrees"]


def test_a_pre_fusion_file_alone_assumes_the_timed_fusion(tmp_path):
    # no post-fusion file to tell the outcome: the rules allow it, the timing is assumed to keep it
    shutil.copy(graph("mm_autotune_cuda") / "ir_pre_fusion.txt", tmp_path / "ir_pre_fusion.txt")
    ex = explain_file(tmp_path / "ir_pre_fusion.txt")
    p = verdict(ex, "op0", "op1")
    assert p.fused and check(p)["benchmark"] == "assumed"


def test_without_output_code_the_prologue_rules_are_undecidable_not_wrong(tmp_path):
    src = graph("mm_prologue_rules_cuda")
    for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "fusion.log"):
        shutil.copy(src / f, tmp_path / f)
    ex = explained(tmp_path)
    log = {(e.node1, e.node2): e.reason for e in read_fusion_log(src / "fusion.log")[0].last_verdicts().values()}
    undecided = [p for p in ex.pairs if p.reason == "template" and check(p).get("undecidable")]
    assert {(p.node1, p.node2) for p in undecided} >= {("op2", "op3"), ("op4", "op5"), ("op6", "op7")}
    assert "output_code.py" in undecided[0].summary
    # what differs from the log is those pairs, or follows from them (a reversed pair tried after one)
    open_nodes = {x for p in undecided for x in leaf_names(p.node1) + leaf_names(p.node2)}
    for m in ex.log_agreement["mismatches"]:
        assert {x for n in m["pair"] for x in leaf_names(n)} <= open_nodes, m
    assert ex.log_agreement["agree"] > 10
    # the pad rule needs the FX origins the fusion log prints: without it, that one check is open
    (tmp_path / "fusion.log").unlink()
    shutil.copy(src / "output_code.py", tmp_path / "output_code.py")
    ex = explained(tmp_path)
    p = verdict(ex, "op4", "op5")
    assert p.reason == "undecidable_from_text" and "constant_pad_nd" in check(p)["missing"]
    assert verdict(ex, "op2", "op3").inductor_message == log[("op2", "op3")]


def test_the_timing_lines_of_the_log_are_read_coloured_or_not():
    line = ("V1207 01:16:02.667000 30470 torch/_inductor/scheduler.py:5731] [0/0] [__fusion] cannot fuse (benchmark): "
            "fusing OrderedSet(['buf0']) with OrderedSet(['buf1', 'buf2']) cause \x1b[31;1m1.250\x1b[0mx slowdown")
    (g,) = parse_fusion_log(line)
    (b,) = g.benchmarks
    assert (b.fused, b.buffers1, b.buffers2, b.ratio) == (False, ["buf0"], ["buf1", "buf2"], 1.25)
    assert not g.events     # not a "cannot fuse A with B" verdict
    meta = json.loads((CORPUS / "mm_autotune_cuda" / "meta.json").read_text())
    assert meta["simulated"]["template_fusions_timed"] == [{"nodes": ["op0", "op1"], "side": "epilogue",
                                                           "fused": "faster"}]


def test_the_hover_of_a_template_node_names_its_template_and_its_verdicts():
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    f = graph("bmm_attention_cuda") / "ir_post_fusion.txt"
    text = f.read_text()
    ws = Workspace()
    doc = ws.open(f.resolve().as_uri(), text, 1)
    doc.analysis(ws)
    md = F.hover(ws, doc, text.index("op6_op7: FusedSchedulerNode") + 1).markdown
    kernel = next(x for x in md.split("\n\n") if x.startswith("**Kernel**"))
    assert "a Triton bmm template (no input takes a prologue)" in kernel
    assert "✗ `op1_op2_op3_op4_op5` → `op6_op7`: prologue fusion only supported for pointwise nodes" in md


def test_flex_attention_is_a_template_that_takes_no_prologue():
    assert families(graph("flex_autotune_cuda")) == {"flex_attention", "mm"}
    for name in ("flex_causal_cuda", "flex_autotune_cuda"):
        ex = explained(graph(name))
        assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0, name
        refused = [p for p in ex.pairs if p.inductor_message == "template has no allowed prologue inputs"]
        assert refused and all(check(p)["family"] == "flex_attention" for p in refused), name
    # under max-autotune the output projection's matmul template is timed: its epilogue kept, its prologue not
    ex = explained(graph("flex_autotune_cuda"))
    assert ex.log_agreement["timed"] == 2
    timed = {check(p).get("benchmark") for p in ex.pairs}
    assert {"faster", "slower"} <= timed
    # on the CPU, flex_attention is a C++ template
    ex = explained(graph("flex_causal"))
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    assert any(check(p).get("template") == "CppTemplateBuffer" for p in ex.pairs if p.reason == "template")


def test_the_log_says_which_timed_fusion_won_where_the_file_cannot(tmp_path):
    """The outcome of a fusion Inductor timed comes from the log's benchmark line for those two nodes when there is
    one: the post-fusion file only shows where each leaf ended, not which composition was timed."""
    from dataclasses import replace

    from inductor_lens.dump.kernels import load_kernel_map
    from inductor_lens.replay.graph import Graph
    from inductor_lens.replay.rounds import simulate
    from inductor_lens.replay.templates import infos_from_kernels, timed_fusions
    d = graph("mm_prologue_epilogue_cuda")
    pre = parse_file(d / "ir_pre_fusion.txt").sections[0]
    post = parse_file(d / "ir_post_fusion.txt").sections[0]
    templates = infos_from_kernels(load_kernel_map(d / "output_code.py", post), post)
    (log,) = read_fusion_log(d / "fusion.log")
    g = Graph(pre, templates=templates)
    g.timed = timed_fusions(log.benchmarks, g.buffers)
    assert {k: [(b.fused, b.line) for b in bs] for k, bs in g.timed.items()} == {
        (frozenset({"op1"}), frozenset({"op2"})): [(True, 7)], (frozenset({"op0"}), frozenset({"op1", "op2"})): [(False, 9)]}
    sim = simulate(g)
    assert sorted(n.name for n in sim.final_nodes) == ["op0", "op1_op2"]
    refusal = next(e for e in sim.events if e.decision.message is None and e.stage == "try")
    assert refusal.decision.facts.detail.endswith("and kept them apart (the fusion log)")
    # with the log's answers turned round, the replay follows them: the epilogue stays apart, and the prologue
    # is timed against the template alone, a pair the log does not have (no post-fusion file: assumed fused)
    g = Graph(pre, templates=templates)
    g.timed = {k: [replace(b, fused=not b.fused) for b in bs] for k, bs in timed_fusions(log.benchmarks, g.buffers).items()}
    sim = simulate(g)
    assert sorted(n.name for n in sim.final_nodes) == ["op0_op1", "op2"]
    fused = [e for e in sim.events if e.stage == "fuse"]
    assert [(e.node1, e.node2, e.decision.facts.benchmark) for e in fused] == [("op0", "op1", "assumed")]


def test_what_would_fuse_a_refused_epilogue_is_the_knob_and_it_is_what_the_default_run_did():
    from inductor_lens.runs.suggest import suggest
    s = suggest(graph("bmm_attention_epilogue_off_cuda") / "ir_post_fusion.txt").of("op6", "op7")
    (fix,) = s.fixes
    assert fix.set == (("epilogue_fusion", True),) and (fix.gained, fix.lost, fix.kernels) == (1, 0, (4, 3))
    # the run with the default: the residual add is the bmm's epilogue
    post = parse_file(graph("bmm_attention_cuda") / "ir_post_fusion.txt").sections[0]
    assert "op6_op7" in [t.name for t in post.nodes]
    # a reduction epilogue: no knob, the template's own rule
    s = suggest(graph("mm_bf16_cuda") / "ir_post_fusion.txt").of("op4", "op5")
    assert not s.fixes and s.none["reason"] == "template"


def test_the_hover_says_which_fusions_inductor_timed():
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    f = graph("mm_prologue_epilogue_cuda") / "ir_post_fusion.txt"
    text = f.read_text()
    ws = Workspace()
    doc = ws.open(f.resolve().as_uri(), text, 1)
    doc.analysis(ws)
    md = F.hover(ws, doc, text.index("op1_op2: FusedSchedulerNode") + 1).markdown
    assert "✗ `op0` → `op1_op2`: timed by Inductor: slower fused, kept apart" in md
    assert "✓ `op1` → `op2`: fused (timed by Inductor: faster)" in md


def test_a_prediction_reads_the_fx_ops_and_the_timings_of_the_run(tmp_path):
    """whatif reads no fusion log for its verdicts (they are predictions), but which FX op a node came from and what
    Inductor timed are the graph's, whatever the config: the pad prologue is decided, not left open."""
    from dataclasses import replace

    from inductor_lens.explain.explain import log_facts
    from inductor_lens.replay.config import graph_config
    d = graph("mm_prologue_rules_cuda")
    pre = parse_file(d / "ir_pre_fusion.txt")
    cfg = replace(graph_config(d).fusion, epilogue_fusion=False)
    bare = explain_file(d / "ir_post_fusion.txt", pre=pre, config=cfg, fusion_log="", what_if=True)
    assert verdict(bare, "op4", "op5").reason == "undecidable_from_text"
    ex = explain_file(d / "ir_post_fusion.txt", pre=pre, config=cfg, fusion_log="", what_if=True,
                      log_facts=log_facts(d / "ir_post_fusion.txt", pre.sections[-1]))
    assert verdict(ex, "op4", "op5").inductor_message.startswith("prologue fusion will not increase attempt to fuse")


def test_the_summary_counts_template_kernels_apart_from_loop_nests():
    from inductor_lens.ir.summary import summarize
    (sec,) = summarize(parse_file(graph("conv_autotune_cuda") / "ir_post_fusion.txt"))["sections"]
    assert sec["kernels"] == 6 and sec["templates"] == ["op2", "op4"]
    (sec,) = summarize(parse_file(graph("bmm_attention_cuda") / "ir_post_fusion.txt"))["sections"]
    assert sec["templates"] == ["op0", "op6_op7"]       # a fused node whose kernel is the template's


def test_when_aten_wins_the_autotuning_the_rules_still_follow_the_triton_choices():
    """A MultiTemplateBuffer that ATen's kernel won is printed after fusion as that extern call; its prologues were
    checked against its Triton choices' inputs (the mm template's A and B), and its epilogue timed and refused."""
    ex = explained(graph("mm_prologue_aten_cuda"))
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 20
    p = verdict(ex, "op2", "op3")
    assert p.inductor_message == "prologue fusion will not increase amount of bytes read in kernel"
    assert check(p)["family"] == "mm_choices"
    post = parse_file(graph("mm_prologue_aten_cuda") / "ir_post_fusion.txt").sections[0]
    assert post.node("op3").kind == "ExternKernelSchedulerNode" and post.node("op3").kernel == "extern_kernels.mm"
    ex = explained(graph("mm_autotune_aten_cuda"))
    p = verdict(ex, "op0", "op1")
    assert not p.fused and check(p)["benchmark"] == "slower" and not p.logged
    assert "no Triton choice with the epilogue fused beat the fastest choice" in p.summary


def test_a_post_fusion_file_alone_does_not_guess_what_an_extern_matmul_was():
    """Under max-autotune a matmul ATen won is printed as its extern call, yet it was a MultiTemplateBuffer with
    template rules in the rounds: from the post-fusion file alone its pairs are open, with what would decide them."""
    from inductor_lens.replay.config import graph_config
    d = graph("mm_autotune_aten_cuda")
    ex = explain_file(d / "ir_post_fusion.txt", discover=False, output_code=d / "output_code.py",
                      config=graph_config(d))
    assert ex.mode == "final-round"
    p = verdict(ex, "op0", "op3_op4_op6")
    assert p.reason == "undecidable_from_text" and "MultiTemplateBuffer during fusion" in check(p)["missing"]
    # with the pre-fusion file beside it, Inductor's verdict
    assert verdict(explained(d), "op0", "op3_op4_op6").inductor_message == "template epilogue not satisfied"


def test_a_garbled_timing_line_is_not_read_and_the_rest_of_the_log_is():
    lines = ["[__fusion] cannot fuse (benchmark): fusing OrderedSet(['buf0']) with OrderedSet(['buf1']) cause 1.2.3x "
             "slowdown",
             "[__fusion] cannot fuse op0 with op1: template epilogue not satisfied"]
    (g,) = parse_fusion_log("\n".join(lines))
    assert not g.benchmarks and [(e.node1, e.node2, e.reason) for e in g.events] == [
        ("op0", "op1", "template epilogue not satisfied")]
