"""One source list per op (issue 41): ``dump.origins.section_origins`` is the one answer to "which model
lines did this op come from", and every output gives the same list for the same node: explain's JSON,
``summary --by-source``, the editor's index (hovers, related links, lenses), compare/lock's leaves and a
capture's run.json. Where a C++ kernel runs several top-level nodes, each gets its own FX nodes (the
fusion log's ``origins=`` per leaf), not the whole kernel's nor a share by output type: the CPU training
fixtures had 131 nodes listing lines of other ops (a BatchNorm counter update tagged with another
BatchNorm's line, a mask tagged with the softmax's)."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import CORPUS

from inductor_lens import cli
from inductor_lens.dump.origins import section_origins
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.service.analysis import origins_index
from inductor_lens.service.document import Workspace

TRANSFORMER = CORPUS / "transformer_train" / "g0_forward"
RESNET18 = CORPUS / "resnet18_train" / "g0_forward"
POOL = CORPUS / "torch215" / "pool_train" / "g0_forward"


def lines_of(o) -> list[int]:
    return [s.line for s in o.sources] if o is not None else []


@pytest.mark.parametrize("folder,node,own", [
    # the causal mask (iota, ge, logical_and: masked_fill's line), not the softmax kernel's five lines
    (TRANSFORMER, "op9", [667]),
    # two BatchNorms' num_batches_tracked += 1, in one C++ kernel with eighteen others: each its own line
    (RESNET18, "op135_op136", [269]), (RESNET18, "op143_op144", [93]),
    # max_pool2d alone, not also the max_unpool2d of the line after it
    (POOL, "op6", [1024]), (POOL, "op14", [1023]),
])
def test_each_node_of_a_shared_cpp_kernel_gets_its_own_lines(folder, node, own):
    sec = parse_file(folder / "ir_post_fusion.txt").sections[-1]
    by_top, _ = section_origins(sec, folder, (folder / "output_code.py").read_text())
    assert lines_of(by_top[node]) == own
    assert by_top[node].how == "kernel (its own FX nodes, as the fusion log names them)"


@pytest.mark.parametrize("folder", [TRANSFORMER, RESNET18, POOL, CORPUS / "resnet50_eval" / "g0_inference"],
                         ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_output_gives_a_node_the_same_list(folder, capsys):
    ir = folder / "ir_post_fusion.txt"
    ex = explain_file(ir)
    sec = parse_file(ir).sections[-1]
    want = {n.name: lines_of(ex.origins.of(n.name)) for n in sec.nodes}
    assert sum(bool(v) for v in want.values()) >= len(want) // 3
    # the editor's index (hovers, diagnostics' related links, source lenses)
    ws = Workspace()
    doc = ws.open(ir.resolve().as_uri(), ir.read_text(), 1)
    index = origins_index(ws, doc)
    assert {n: lines_of(index.of(n)) for n in want} == want
    # summary --by-source: the rows inverted back to nodes
    assert cli.main(["summary", str(ir), "--by-source", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)["by_source"]
    got: dict[str, list[int]] = {n: [] for n in want}
    for r in rows:
        for n in r["nodes"]:
            got[n].append(r["line"])
    assert {n: sorted(v) for n, v in got.items()} == {n: sorted(v) for n, v in want.items()}
    # compare and lock: every leaf carries its top-level node's list
    from inductor_lens.runs.align import leaf_table
    for leaf in leaf_table(sec, ex.origins):
        assert [line for _file, line in leaf.places] == want[leaf.group], (leaf.name, leaf.lines)


def test_a_capture_keeps_the_whole_list_and_its_summary_says_how_many_more(tmp_path):
    """run.json keeps every line explain gives a missed fusion's nodes; the summary shows four, then
    "(+N more)" (it showed two, run.json three, explain four: three lists of one op)."""
    import shutil

    from inductor_lens.runs.capture import CapturedGraph, Run, _analyse, summary
    folder = tmp_path / "g0_forward"
    shutil.copytree(TRANSFORMER, folder)
    g = CapturedGraph("g0_forward", 0, "forward")
    _analyse(g, folder, {})
    ex = explain_file(folder / "ir_post_fusion.txt")
    for m in g.missed:
        for side in ("producer", "consumer"):
            o = ex.origins.of(m[side])
            assert m["sources"][side] == [f"{Path(s.file).name}:{s.line} {s.code}" for s in (o.sources if o else [])]
    run = Run(tmp_path, ["python", "x.py"], 0.0, 1.0, 0, True, graphs=[g])
    text = summary(run, top=len(g.missed))
    long = [m for m in g.missed if len(m["sources"]["producer"]) > 4]
    for m in long:
        assert f"(+{len(m['sources']['producer']) - 4} more)" in text


def test_check_quotes_the_lines_its_findings_point_at(tmp_path, capsys):
    """A block inserted above the code (pairs/block_insert): the run's lines are two below the lock's. A
    finding's text quotes the run's lines, the ones its location points at (it quoted the lock's: the link
    said block.py(21), the text block.py:25)."""
    pair = CORPUS / "pairs" / "block_insert"
    lock = tmp_path / "fusion.lock.json"
    assert cli.main(["lock", str(pair / "a"), "-o", str(lock)]) == 0
    capsys.readouterr()
    cli.main(["check", str(pair / "b"), "--lock", str(lock), "--format", "json"])
    findings = json.loads(capsys.readouterr().out)["findings"]
    pointed = [f for f in findings if f.get("file") and f.get("line") and f.get("sources")]
    assert any(f["kind"] == "fusion_lost" for f in pointed)
    for f in pointed:
        at = f"{Path(f['file']).name}:{f['line']} "
        assert any(s.startswith(at) for s in f["sources"]), (f["kind"], at, f["sources"])

