"""A fused kernel that reads a buffer through an earlier in-place update of it at another index than it updates
the buffer (``replay/hazards.py``): torch 2.14.1 makes it and computes wrong values, torch 2.15.0 refuses it
('memory deps did not match': ``fusable_weak_dep`` maps reads through ``mutation_real_name``).

The truth is each release's own compile of one model (``generate.py mutation_alias_read``: an input bank
updated with ``index_put_``, read flipped, then multiplied in place by that read): ``tests/corpus/
mutation_alias_read[_cuda]`` by torch 2.14.1, ``tests/corpus/torch215/mutation_alias_read[_cuda]`` by 2.15.0."""
from __future__ import annotations

import json
import re
from dataclasses import replace

import pytest
from conftest import CORPUS

from inductor_lens.explain.explain import explain_file
from inductor_lens.replay.config import graph_config

DEVICES = ["", "_cuda"]


def _graph(root, device: str):
    return root / f"mutation_alias_read{device}" / "g0_inference"


@pytest.mark.parametrize("device", DEVICES, ids=["cpu", "cuda"])
def test_torch_2_15_refuses_the_fusion_and_the_replay_follows_each_release(device):
    new = _graph(CORPUS / "torch215", device)
    ex = explain_file(new / "ir_post_fusion.txt")
    assert ex.config.fusion.torch_rules == "2.15"
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0, ex.log_agreement["mismatches"][:3]
    (v,) = [p for p in ex.pairs if (p.node1, p.node2) == ("op1_op3", "op4")]
    assert v.reason == "memory_deps_mismatch" and v.inductor_message == "memory deps did not match"
    assert not ex.hazards and not [n for n in ex.notes if n.startswith("caution:")]
    # 2.14's rules fuse the three (the check misses the read of buf0, an earlier update of arg0_1)
    rc = graph_config(new)
    old_rules = explain_file(new / "ir_post_fusion.txt", config=replace(rc, fusion=replace(rc.fusion, torch_rules="2.14")),
                             what_if=True)
    assert "op1_op3_op4" in set(old_rules.final_group.values())
    # and torch 2.14.1's own compile of the same model did fuse them, as its log says
    old = explain_file(_graph(CORPUS, device) / "ir_post_fusion.txt")
    assert old.config.fusion.torch_rules == "2.14"
    assert old.log_agreement["agree"] == old.log_agreement["pairs"] > 0
    assert "op1_op3_op4" in set(old.final_group.values())


@pytest.mark.parametrize("device", DEVICES, ids=["cpu", "cuda"])
def test_the_unsafe_kernel_of_torch_2_14_is_named_with_its_read_and_write(device):
    graph = _graph(CORPUS, device)
    ex = explain_file(graph / "ir_post_fusion.txt")
    (h,) = ex.hazards
    assert (h.node, h.reader, h.alias, h.writer, h.buffer) == ("op1_op3_op4", "op1", "buf0", "op4", "arg0_1")
    # as the replayed graph's file prints them (ir_pre_fusion.txt: d0, d1 ...)
    assert re.match(r"MemoryDep\('buf0', -32\*[cd]0 \+ [cd]1 \+ 2016", h.read), h.read
    assert h.write.startswith("MemoryDep('buf4', ")
    (note,) = [n for n in ex.notes if n.startswith("caution:")]
    assert "torch 2.15.0 refuses this fusion (memory deps did not match)" in note
    assert "docs/diagnostics/unsafe_mutation_fusion.md" in note
    j = ex.to_json()["hazards"]
    assert j == [h.to_json()] and j[0]["fixed_in"] == "2.15.0"
    json.dumps(j)
    # the pre-fusion file alone: the replay's own groups (2.14's rules) give the same hazard
    pre = explain_file(graph / "ir_pre_fusion.txt")
    assert [x.node for x in pre.hazards] == ["op1_op3_op4"]


def test_the_editor_warns_on_the_fused_node_header():
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    post = _graph(CORPUS, "") / "ir_post_fusion.txt"
    ws = Workspace()
    doc = ws.open(post.resolve().as_uri(), post.read_text(), 1)
    (d,) = [d for d in F.fusion_diagnostics(ws, doc) if d.code == "unsafe_mutation_fusion"]
    assert d.severity == "warning" and d.href.endswith("unsafe_mutation_fusion.md")
    line = post.read_text().splitlines()[d.start[0]]
    assert line.startswith("op1_op3_op4: FusedSchedulerNode")
    assert d.data["reader"] == "op1" and d.related and d.related[0][1].startswith("op1 reads MemoryDep('buf0'")
    # the fused node's hover card says it right after the verdicts
    F.prepare_requests(ws, doc)
    text = post.read_text()
    h = F.hover(ws, doc, text.index("op1_op3_op4: ") + 1)
    assert "**⚠ Unsafe fusion** op1_op3_op4 reads arg0_1 through buf0" in h.markdown
    assert h.markdown.index("Unsafe fusion") < h.markdown.index("**Fused** 3 nodes")


def test_no_other_fixture_has_such_a_kernel():
    """Every other fused node of the corpus that updates a buffer in place (BatchNorm's running statistics,
    cat into a mutated buffer, index_put_, the optimizer-free training graphs) reads it at the index it writes,
    or not through an earlier update: no warning."""
    found = []
    for post in sorted(CORPUS.glob("*/g*/ir_post_fusion.txt")):
        if post.parent.parent.name.startswith(("mutation_alias_read", "ring_buffer")):
            continue
        found += [(str(post), h.node) for h in explain_file(post).hazards]
    assert found == []


def test_whatif_torch_2_15_predicts_the_fusion_it_refuses():
    """``whatif --torch 2.15`` on torch 2.14.1's run: the fused kernel is split as 2.15's own compile splits it,
    with the reason 2.15 logs."""
    from inductor_lens.ir.groups import leaves
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.runs.whatif import whatif
    w = whatif(_graph(CORPUS, ""), {}, rules="2.15")
    (g,) = w.graphs
    real = parse_file(_graph(CORPUS / "torch215", "") / "ir_post_fusion.txt").sections[-1].nodes
    assert sorted(sorted(x) for x in g.groups) == sorted(sorted(n.name for n in leaves(t)) for t in real
                                                         if len(leaves(t)) > 1)
    (lost,) = [c for c in g.comparison.changes if c.kind == "fusion_lost"]
    assert lost.a == ["op1_op3_op4"] and lost.b == ["op1_op3", "op4"] and lost.reason == "memory_deps_mismatch"


def test_check_fails_a_run_with_the_unsafe_kernel_whatever_its_lock(tmp_path):
    """``check``: the run's own lock does not make it pass; the finding is an error at the fused node's line
    of the run's IR, in the text, GitHub annotations and SARIF (valid against the SARIF 2.1.0 schema)."""
    import shutil
    import subprocess
    import sys

    from conftest import REPO
    shutil.copytree(_graph(CORPUS, ""), tmp_path / "g0_inference")
    env = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}

    def cli(*args):
        return subprocess.run([sys.executable, "-m", "inductor_lens", *args], cwd=tmp_path, capture_output=True,
                              text=True, env=env, timeout=300)
    post = "g0_inference/ir_post_fusion.txt"
    locked = cli("lock", post, "-o", "l.json")
    assert locked.returncode == 0 and "warning: op1_op3_op4 reads arg0_1 through buf0" in locked.stderr
    assert "`check` fails this run" in locked.stderr and "hazard" not in (tmp_path / "l.json").read_text()
    r = cli("check", post, "--lock", "l.json", "--format", "json")
    assert r.returncode == 1
    (f,) = json.loads(r.stdout)["findings"]
    line = (tmp_path / post).read_text().splitlines()[f["ir_line"] - 1]
    assert f["level"] == "error" and f["kind"] == f["rule"] == "unsafe_mutation_fusion" and line.startswith("op1_op3_op4:")
    gh = cli("check", post, "--lock", "l.json", "--format", "github").stdout
    assert f"::error file={post},line={f['ir_line']},title=Unsafe mutation fusion::" in gh
    sarif = json.loads(cli("check", post, "--lock", "l.json", "--format", "sarif").stdout)
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed (pip install jsonschema)")
    schema = json.loads((REPO / "tests" / "sarif-schema-2.1.0.json").read_text())
    v = jsonschema.validators.validator_for(schema)(schema)
    assert [e.message for e in v.iter_errors(sarif)] == []
    (rule,) = sarif["runs"][0]["tool"]["driver"]["rules"]
    assert rule["id"] == "unsafe_mutation_fusion" and rule["help"]["markdown"].startswith("# unsafe_mutation_fusion")
    assert rule["defaultConfiguration"]["level"] == "error"
    # the same model compiled by torch 2.15.0 passes a lock of itself
    shutil.copytree(_graph(CORPUS / "torch215", ""), tmp_path / "t215")
    locked = cli("lock", "t215/ir_post_fusion.txt", "-o", "l215.json")
    assert locked.returncode == 0 and "warning" not in locked.stderr
    assert cli("check", "t215/ir_post_fusion.txt", "--lock", "l215.json").returncode == 0


@pytest.mark.parametrize("device", DEVICES, ids=["cpu", "cuda"])
def test_a_ring_buffer_shifted_in_place_after_its_update(device):
    """A sliding window the caller owns: the newest entry written with ``index_copy_``, then the window shifted
    in place (``copy_`` of its ``roll``). torch 2.14.1 fuses the shift's read of the update (one row off) with its
    write (``op3_op4``): the returned mean is right, the window left behind is not (checked against eager mode);
    torch 2.15.0 keeps them apart (``tests/corpus/torch215/ring_buffer[_cuda]``)."""
    ex = explain_file(CORPUS / f"ring_buffer{device}" / "g0_inference" / "ir_post_fusion.txt")
    assert ex.log_agreement["agree"] == ex.log_agreement["pairs"] > 0
    (h,) = ex.hazards
    assert (h.node, h.reader, h.alias, h.writer, h.buffer) == ("op3_op4", "op3", "buf0", "op4", "arg0_1")
    assert "ModularIndexing" in h.read
    new = explain_file(CORPUS / "torch215" / f"ring_buffer{device}" / "g0_inference" / "ir_post_fusion.txt")
    assert new.log_agreement["agree"] == new.log_agreement["pairs"] > 0 and not new.hazards
    assert not [n for n in new.notes if "differs from the post-fusion file" in n], new.notes
    (v,) = [p for p in new.pairs if (p.node1, p.node2) == ("op3", "op4")]
    if device == "":
        assert v.reason == "memory_deps_mismatch" and v.logged
    else:
        # on GPU the last round then reorders op3's loops to read the rolled buffer as the row means do (a
        # ModularIndexing access: its strides by unit steps, one wraps around) and fuses it with them; op3 -> op4
        # is then refused for no shared data, as 2.15 logs it
        assert "op1_op2_op3" in set(new.final_group.values())
        assert v.reason == "no_shared_data" and v.inductor_message == "no shared data"
