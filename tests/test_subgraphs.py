"""Graphs fused by several Schedulers: ``torch.cond``, ``torch.while_loop`` and nested compile regions
(``ir.subgraph``, ``runs.schedulers``), on real compiles (``tests/corpus/{cond_branch,while_loop,nested_region}``
and their ``_cuda`` twins, made by ``generate.py``, which keeps each Scheduler as ``capture`` does)."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO, require_module

from inductor_lens.dump.log import read_fusion_log, schedulers
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.names import leaf_names
from inductor_lens.ir.parse import parse_file
from inductor_lens.ir.subgraph import graph_of, section_subgraph, subgraph_kind
from inductor_lens.ir.summary import summarize
from inductor_lens.runs.schedulers import (
    count_schedulers,
    split_fusion_log,
    split_ir_log,
)

CORPUS = REPO / "tests" / "corpus"
MODELS = {"cond_branch": ["false_graph_0", "true_graph_0"],
          "while_loop": ["while_loop_body_graph_0", "while_loop_cond_graph_0"],
          "nested_region": ["repeated_subgraph0"]}


def graph(model: str, device: str = "cpu") -> Path:
    return CORPUS / (model if device == "cpu" else f"{model}_cuda") / "g0_inference"


def debug_folder(tmp: Path, model: str, device: str = "cpu") -> tuple[Path, Path]:
    """The folder TORCH_COMPILE_DEBUG left for the graph: its files, with the IR of the last Scheduler
    (subgraph) that ran, and the graph's whole fusion log (every Scheduler's block, in the order they ran)."""
    g = graph(model, device)
    meta = json.loads((g.parent / "meta.json").read_text())
    last = g / meta["subgraphs"]["g0_inference"][-1]["folder"]
    d = tmp / model
    d.mkdir()
    for f in ("fx_graph_readable.py", "output_code.py", "inductor_provenance_tracking_node_mappings.json"):
        shutil.copyfile(g / f, d / f)
    for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
        shutil.copyfile(last / f, d / f)
    blocks = [g / "fusion.log"] + [g / x["folder"] / "fusion.log" for x in meta["subgraphs"]["g0_inference"]]
    (d / "fusion.log").write_text("".join(b.read_text() for b in blocks))
    return d, last


def test_subgraph_names_and_fused_names():
    """A subgraph's nodes are named after it (graph.py qualify_name), and its fused names join those names."""
    assert leaf_names("true_graph_0_op0_true_graph_0_op1") == ["true_graph_0_op0", "true_graph_0_op1"]
    assert leaf_names("repeated_subgraph0_op0_repeated_subgraph0_op3") == ["repeated_subgraph0_op0",
                                                                           "repeated_subgraph0_op3"]
    assert leaf_names("op1_op2") == ["op1", "op2"] and leaf_names("true_graph_0_op0") == ["true_graph_0_op0"]
    assert leaf_names("x_op1_y_op2") == ["x_op1_y_op2"]
    assert graph_of("while_loop_body_graph_0_buf3") == "while_loop_body_graph_0" and graph_of("op3") is None
    assert subgraph_kind("false_graph_0") == "the false branch of a torch.cond"
    assert subgraph_kind("repeated_subgraph0").startswith("a nested compile region")


@pytest.mark.parametrize("device", ["cpu", "cuda"])
@pytest.mark.parametrize("model", sorted(MODELS))
def test_each_scheduler_is_kept_and_agrees_with_its_block_of_the_log(model, device):
    """The graph's folder holds the calling graph's IR (no subgraph's node in it), each subgraph its own folder
    with its block of the fusion log, and each agrees with Inductor's verdicts in its block; the blocks are the
    Schedulers in the order they ran."""
    g = graph(model, device)
    meta = json.loads((g.parent / "meta.json").read_text())
    kept = meta["subgraphs"]["g0_inference"]
    assert sorted(x["name"] for x in kept) == MODELS[model]
    ir = parse_file(g / "ir_post_fusion.txt")
    assert section_subgraph(ir.sections[0]) is None
    assert all(graph_of(n.name) is None for top in ir.sections[0].nodes for n in top.walk())
    for folder in [g] + [g / x["folder"] for x in kept]:
        sub = parse_file(folder / "ir_post_fusion.txt")
        want = None if folder == g else folder.name
        assert section_subgraph(sub.sections[0]) == want
        runs = schedulers(read_fusion_log(folder / "fusion.log"))
        assert [r[0] for r in runs] == [want]
        ex = explain_file(folder / "ir_post_fusion.txt")
        a = ex.log_agreement
        assert a is not None and a["agree"] == a["pairs"], (folder, a)
        assert [r["found"] for r in ex.rounds] == [r.found for r in read_fusion_log(folder / "fusion.log")[0].rounds]
    # the calling graph calls them through one extern node, explained as such
    hop = {"cond_branch": "torch.cond / torch.switch (Switch)", "while_loop": "torch.while_loop (WhileLoop)",
           "nested_region": "(InvokeSubgraph)"}[model]
    ex = explain_file(g / "ir_post_fusion.txt")
    said = [v.summary for v in ex.pairs if v.reason == "extern_kernel" and hop in v.summary]
    assert said and all("scheduled and fused on their own" in s for s in said), [v.summary for v in ex.pairs]


def test_the_debug_folders_file_is_said_to_be_a_subgraph(tmp_path):
    """The folder TORCH_COMPILE_DEBUG leaves holds the last subgraph's IR: explain says so, names every
    Scheduler of the fusion log, and checks the file against its own block; summary says so; the calling graph
    gets no such note."""
    d, last = debug_folder(tmp_path, "cond_branch")
    ex = explain_file(d / "ir_post_fusion.txt")
    note = [n for n in ex.notes if "holds subgraph true_graph_0 (the true branch of a torch.cond)" in n]
    assert note and ("the fusion log has 3 Schedulers' rounds: the calling graph (10 nodes), false_graph_0 (1 node), "
                     "true_graph_0 (2 nodes)") in note[0], ex.notes
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 1
    assert [r["found"] for r in ex.rounds] == [1, 0]
    s = summarize(parse_file(d / "ir_post_fusion.txt"))
    assert s["sections"][0]["subgraph"] == "true_graph_0"
    main = explain_file(graph("cond_branch") / "ir_post_fusion.txt")
    assert not any("holds subgraph" in n for n in main.notes)
    kept = explain_file(graph("cond_branch") / "subgraphs/false_graph_0/ir_post_fusion.txt")
    assert any("holds subgraph false_graph_0 (the false branch of a torch.cond), kept apart by `inductor-lens "
               "capture`" in n and "the calling graph is ../../ir_post_fusion.txt" in n for n in kept.notes), kept.notes
    assert summarize(parse_file(graph("cond_branch") / "ir_post_fusion.txt"))["sections"][0]["subgraph"] is None


def test_source_lines_of_a_graph_and_of_its_subgraph_are_not_mixed(tmp_path):
    """fx_graph_readable.py prints each subgraph as a nested class with FX names of its own (``mul`` in the
    calling graph and in the false branch): the calling graph's ops get its lines only (before, ``op3`` got the
    false branch's ``tanh`` line), and the debug folder's subgraph file gets its branch's lines."""
    from inductor_lens.dump.origins import section_origins
    g = graph("cond_branch")
    ir = parse_file(g / "ir_post_fusion.txt")
    by_top, _notes = section_origins(ir.sections[0], g, (g / "output_code.py").read_text())
    lines = {top: [s.code for s in o.sources] for top, o in by_top.items()}
    assert any("torch.relu" in c for c in lines["op3"]), lines
    for node, codes in lines.items():
        assert codes and not any("tanh" in c or "sigmoid" in c for c in codes), (node, codes)
    d, _last = debug_folder(tmp_path, "cond_branch")
    ir = parse_file(d / "ir_post_fusion.txt")
    by_top, _notes = section_origins(ir.sections[0], d, (d / "output_code.py").read_text())
    codes = [s.code for o in by_top.values() for s in o.sources]
    # the branch's own line; Inductor's origins of a branch node also name the calling graph's nodes that feed
    # the torch.cond (``origins=OrderedSet([cond, gt, ..., mul, relu, mean])``), and the fusion log's stack
    # traces of those come with them: never the other branch's, nor the ops after the cond
    assert any("sigmoid" in c for c in codes), codes
    assert not any("tanh" in c or "softmax" in c for c in codes), codes


def test_the_language_server_says_which_subgraph_a_file_holds(tmp_path):
    """An information diagnostic on the first node of the debug folder's subgraph file, with its docs page;
    none on the calling graph's file."""
    from inductor_lens.service.diagnostics import fusion_diagnostics
    from inductor_lens.service.document import Document, Workspace, path_to_uri
    d, _last = debug_folder(tmp_path, "while_loop")
    ws = Workspace()
    f = d / "ir_post_fusion.txt"
    doc = Document(path_to_uri(f), f.read_text())
    diags = [x for x in fusion_diagnostics(ws, doc) if x.code == "subgraph_file"]
    assert len(diags) == 1 and diags[0].severity == "information"
    assert diags[0].message.startswith("This ir_post_fusion.txt holds subgraph while_loop_body_graph_0 (the body of "
                                       "a torch.while_loop)")
    assert diags[0].data == {"subgraph": "while_loop_body_graph_0", "kind": "the body of a torch.while_loop"}
    assert diags[0].href.endswith("subgraph_file.md") and (REPO / "docs/diagnostics/subgraph_file.md").is_file()
    assert tuple(diags[0].start) == (0, 0)
    main = graph("while_loop") / "ir_post_fusion.txt"
    doc = Document(path_to_uri(main), main.read_text())
    assert not [x for x in fusion_diagnostics(Workspace(), doc) if x.code == "subgraph_file"]
    # a subgraph a capture kept: said so, with the calling graph's file as related information
    kept = graph("while_loop") / "subgraphs/while_loop_cond_graph_0/ir_post_fusion.txt"
    doc = Document(path_to_uri(kept), kept.read_text())
    (d,) = [x for x in fusion_diagnostics(Workspace(), doc) if x.code == "subgraph_file"]
    assert "kept apart by `inductor-lens capture`" in d.message and d.data["kind"] == "the condition of a torch.while_loop"
    assert [(loc.uri, what) for loc, what in d.related] == [(path_to_uri(main), "the calling graph")]
    assert not diags[0].related       # the debug folder's: no calling graph beside it


def test_a_torch_logs_capture_labels_each_schedulers_sections(tmp_path):
    """The IR log of a graph with a torch.cond holds three Schedulers' BEFORE / AFTER sections under one compile
    id: split, they are the kept files byte for byte; as one file, summary labels each section with its
    subgraph and explain agrees with every verdict of its log."""
    g = graph("cond_branch")
    log = (g.parent / "torch_logs.txt").read_text().splitlines(keepends=True)
    scheds = split_ir_log(log)
    assert [s.subgraph for s in scheds] == [None, "false_graph_0", "true_graph_0"]
    assert count_schedulers(log) == 3
    one = (CORPUS / "mlp_gelu_layernorm/torch_logs.txt").read_text().splitlines(keepends=True)
    assert count_schedulers(one) == len(split_ir_log(one)) == 1      # most graphs: no split, nothing held
    assert scheds[0].post == (g / "ir_post_fusion.txt").read_text()
    assert scheds[2].pre == (g / "subgraphs/true_graph_0/ir_pre_fusion.txt").read_text()
    blocks = split_fusion_log([x for x in log if "[__fusion]" in x])
    assert len(blocks) == 3
    s = summarize(parse_file(g.parent / "torch_logs.txt"))
    assert [(x["title"], x["subgraph"]) for x in s["sections"]] == [
        ("BEFORE FUSION", None), ("AFTER FUSION", None), ("BEFORE FUSION", "false_graph_0"),
        ("AFTER FUSION", "false_graph_0"), ("BEFORE FUSION", "true_graph_0"), ("AFTER FUSION", "true_graph_0")]
    ex = explain_file(g.parent / "torch_logs.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] == 7
    assert not any("holds subgraph" in n for n in ex.notes)
    # listed, drawn and compared as the calling graph and its subgraphs, not as three graphs of frame 0
    from inductor_lens.explain.html import build_report
    from inductor_lens.runs.listing import find_runs
    (run,) = find_runs(g.parent / "torch_logs.txt")
    assert [x.folder for x in run.graphs] == ["[0/0]", "[0/0] false_graph_0", "[0/0] true_graph_0"]
    assert build_report(g.parent / "torch_logs.txt").graphs == [
        "torch_logs.txt [0/0]", "torch_logs.txt [0/0] false_graph_0", "torch_logs.txt [0/0] true_graph_0"]
    assert build_report(g.parent).graphs == ["g0_inference", "g0_inference/subgraphs/false_graph_0",
                                             "g0_inference/subgraphs/true_graph_0"]


COND = '''
import torch


def f(x, flag):
    h = torch.relu(x) * 2.0
    y = torch.cond(flag.sum() > 0, lambda h: (h - h.mean(-1, keepdim=True)).sigmoid(),
                   lambda h: (h * 3.0 + 1.0).tanh(), (h,))
    return y.softmax(-1) + h


torch.compile(f)(torch.randn(32, 64), torch.ones(4))
'''


@pytest.mark.slow
def test_capture_keeps_the_calling_graph_and_each_subgraph(tmp_path):
    """``capture`` of a script with a torch.cond: the graph's folder has the calling graph's IR, each branch its
    folder (run.json ``subgraphs``), the summary names them; the last branch's files equal the IR the user's own
    TORCH_COMPILE_DEBUG run leaves in its debug folder."""
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    (tmp_path / "script.py").write_text(COND)
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "--out", "run", "--", sys.executable,
                        "script.py"], cwd=tmp_path, capture_output=True, text=True, timeout=600, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    assert "subgraphs fused on their own, in g0_inference/subgraphs/: " in p.stdout, p.stdout
    assert "[__ir_post_fusion]" not in p.stderr      # the IR log the capture added is kept, not shown
    m = json.loads((tmp_path / "run" / "run.json").read_text())
    (gr,) = m["graphs"]
    assert [x["name"] for x in gr["subgraphs"]] == ["false_graph_0", "true_graph_0"]
    folder = tmp_path / "run" / gr["folder"]
    assert section_subgraph(parse_file(folder / "ir_post_fusion.txt").sections[0]) is None
    q = subprocess.run([sys.executable, "script.py"], cwd=tmp_path, capture_output=True, text=True, timeout=600,
                       env={**env, "TORCH_COMPILE_DEBUG": "1", "TORCH_COMPILE_DEBUG_DIR": str(tmp_path / "debug"),
                            "TORCHINDUCTOR_FORCE_DISABLE_CACHES": "1"})
    assert q.returncode == 0, q.stderr[-3000:]
    (mine,) = (tmp_path / "debug").glob("torch_compile_debug/run_*/torchinductor/model__*")
    for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
        assert (folder / "subgraphs/true_graph_0" / f).read_text() == (mine / f).read_text(), f


def test_output_code_names_the_subgraphs_each_hop_node_runs():
    """call() prints ``# subgraph: <name>`` before each subgraph call, inside the if / while blocks the kernel
    readers skip: the buffer that takes the results is the higher-order op's node's."""
    from inductor_lens.dump.output_code import subgraph_calls
    from inductor_lens.ir.subgraph import called_subgraphs
    want = {"cond_branch": {"op4": ["false_graph_0", "true_graph_0"]},
            "while_loop": {"op2": ["while_loop_cond_graph_0", "while_loop_body_graph_0"]},
            "nested_region": {"op1": ["repeated_subgraph0"], "op3": ["repeated_subgraph0"],
                              "op5": ["repeated_subgraph0"]}}
    for model, nodes in want.items():
        g = graph(model)
        calls = subgraph_calls((g / "output_code.py").read_text())
        ir = parse_file(g / "ir_post_fusion.txt")
        got = {n.name: s for n in ir.sections[0].nodes if (s := called_subgraphs(n, calls))}
        assert got == nodes, model
    g = graph("cond_branch", "cuda")          # the Triton wrapper: the same comments, another buffer
    ir = parse_file(g / "ir_post_fusion.txt")
    calls = subgraph_calls((g / "output_code.py").read_text())
    assert [called_subgraphs(n, calls) for n in ir.sections[0].nodes if n.ir_class == "Switch"] == [
        ["false_graph_0", "true_graph_0"]]


def test_the_hover_of_a_hop_node_links_its_kept_subgraphs(tmp_path):
    """Hovering the torch.cond's node of a captured graph names both branches with links to their kept IR; in
    the debug folder TORCH_COMPILE_DEBUG leaves, where no branch is kept, it names them and says how to keep
    them."""
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    f = graph("cond_branch") / "ir_post_fusion.txt"
    text = f.read_text()
    ws = Workspace()
    doc = ws.open(f.resolve().as_uri(), text, 1)
    doc.analysis(ws)
    md = F.hover(ws, doc, text.index("op4: ExternKernelSchedulerNode") + 1).markdown
    line = next(x for x in md.split("\n\n") if x.startswith("**Runs**"))
    assert line.startswith("**Runs** torch.cond / torch.switch (Switch): subgraphs [`false_graph_0`](file://")
    assert (graph("cond_branch") / "subgraphs/true_graph_0/ir_post_fusion.txt").resolve().as_uri() in line
    assert "keeps only the last" not in line
    d = tmp_path / "debug"
    d.mkdir()
    for name in ("ir_post_fusion.txt", "ir_pre_fusion.txt", "output_code.py"):
        (d / name).write_text((graph("cond_branch") / name).read_text())
    doc = ws.open((d / "ir_post_fusion.txt").as_uri(), text, 1)
    doc.analysis(ws)
    md = F.hover(ws, doc, text.index("op4: ExternKernelSchedulerNode") + 1).markdown
    line = next(x for x in md.split("\n\n") if x.startswith("**Runs**"))
    assert "subgraphs `false_graph_0`, `true_graph_0`, each scheduled and fused on its own" in line
    assert "`inductor-lens capture` keeps each" in line


def test_a_runs_subgraphs_are_graphs_of_it_for_runs_compare_lock_and_check(tmp_path):
    """A captured run's kept subgraphs (run.json ``subgraphs``) and a tree's ``subgraphs/<name>/`` folders are
    graphs of the run, each of kind ``<graph's kind> subgraph <name>``: compared with their namesakes, locked
    and checked."""
    from inductor_lens.runs.check import check
    from inductor_lens.runs.compare import compare
    from inductor_lens.runs.listing import find_runs
    from inductor_lens.runs.lock import lock_run
    src = graph("cond_branch")
    run = tmp_path / "run"
    shutil.copytree(src, run / "g0_inference")
    meta = json.loads((src.parent / "meta.json").read_text())
    (run / "run.json").write_text(json.dumps({"command": ["python", "m.py"], "complete": True, "exit_status": 0,
                                              "graphs": [{"folder": "g0_inference", "kind": "inference",
                                                          "compile_id": "0/0", "nodes": 7,
                                                          "subgraphs": meta["subgraphs"]["g0_inference"]}]}))
    kinds = ["inference", "inference subgraph false_graph_0", "inference subgraph true_graph_0"]
    (captured,) = find_runs(run)
    assert [(g.folder, g.kind) for g in captured.graphs] == list(zip(
        ["g0_inference", "g0_inference/subgraphs/false_graph_0", "g0_inference/subgraphs/true_graph_0"], kinds))
    assert captured.graphs[2].nodes == 1 and "ir_post_fusion.txt" in captured.graphs[2].files
    (tree,) = find_runs(src.parent)
    assert [g.kind for g in tree.graphs] == kinds
    c = compare(src.parent, run)
    assert [(g.a, g.b) for g in c.graphs] == [(a.folder, b.folder) for a, b in zip(tree.graphs, captured.graphs)]
    assert all(g.changes == [] and g.aligned > 0 for g in c.graphs), c.to_json()
    lock = lock_run(run)
    assert [g.kind for g in lock.graphs] == kinds
    r = check(lock, "fusion.lock.json", src.parent)
    assert not r.failures and r.graphs == 3, r.to_json()


def test_the_calling_graph_names_its_kept_subgraphs_and_its_folder_is_one_graph():
    """Explaining a graph whose subgraphs a capture kept names them (where to look next); the graph's folder
    given to a command is its own file (the suggestion capture prints), not three graphs to choose from."""
    ex = explain_file(graph("while_loop") / "ir_post_fusion.txt")
    assert any("kept in subgraphs/: while_loop_body_graph_0 (4 nodes), while_loop_cond_graph_0 (1 node)" in n
               for n in ex.notes), ex.notes
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "summary", str(graph("while_loop"))],
                       capture_output=True, text=True, timeout=120, env={"PYTHONPATH": str(REPO / "server"),
                                                                         "PATH": "/usr/bin:/bin"})
    assert p.returncode == 0, p.stderr
    assert f"reading {graph('while_loop') / 'ir_post_fusion.txt'}" in p.stderr
    assert "WhileLoop" in p.stdout
