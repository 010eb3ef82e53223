"""`inductor-lens rank`: the final graph's unfused producer -> consumer edges ranked by the
bytes they move through memory, on real fixtures; bytes checked against the buffers' printed sizes."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO, skip_replay_gap

from inductor_lens.explain.explain import explain_file
from inductor_lens.explain.rank import rank, render_rank
from inductor_lens.ir.groups import memory_io
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.reasons import REASONS

EX = REPO / "server/inductor_lens/examples/resnet50"
GRAPHS = sorted(p.parent for p in CORPUS.glob("*/*/ir_post_fusion.txt"))


def ranked(folder):
    f = parse_file(folder / "ir_post_fusion.txt")
    ex = explain_file(f.path, ir=f)
    return f, ex, rank(ex, f.sections[-1])


def layout_bytes(sec, name: str) -> int:
    lay = sec.buffers[name].layout
    return lay.nbytes if isinstance(lay.nbytes, int) else None


def test_the_seed_pair_on_resnet50():
    f, ex, r = ranked(EX)
    sec = f.sections[-1]
    e = next(e for e in r.edges if (e.producer, e.consumer) == ("op3", "op4"))
    # buf3: [2, 64, 112, 112] float32, written by the BatchNorm+ReLU and read back by the max-pool
    assert e.buffers == ("buf3",) and e.written == e.read == 2 * 64 * 112 * 112 * 4 == layout_bytes(sec, "buf3")
    assert e.reason == "no_shared_data" and e.inductor_message == "no shared data" and not e.design
    assert e.share == round(e.bytes / r.total_bytes, 6) and e.line == 126
    # the largest missed fusion of the graph (ties broken by the place in the file)
    assert r.missed[0] is e
    text = render_rank(r, top=3)
    assert "op3 -> op4" in text and "12.85 MB" in text and "no_shared_data: buf3  (line 126)" in text
    assert "Inductor's design (not missed fusions):\n    extern_kernel: 124 edges" in text


def test_every_unfused_final_edge_is_ranked_once_and_sorted():
    f, ex, r = ranked(EX)
    want = {(v.node1, v.node2) for v in ex.pairs if not v.fused and v.final and v.kind == "vertical"}
    got = [(e.producer, e.consumer) for e in r.edges]
    assert len(got) == len(set(got)) == len(want) == 138 and set(got) == want
    assert [e.bytes for e in r.edges] == sorted((e.bytes for e in r.edges), reverse=True)
    assert all(e.design == REASONS[e.reason].hint for e in r.edges)
    assert {e.reason for e in r.edges if e.design} == {"extern_kernel"}


@pytest.mark.parametrize("folder", GRAPHS, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_bytes_are_the_buffers_sizes_on_every_fixture(folder):
    skip_replay_gap(folder)
    f, ex, r = ranked(folder)
    sec = f.sections[-1]
    total = 0
    for top in sec.nodes:                 # the graph's traffic: each kernel's reads and writes
        reads, writes = memory_io(sec, top)
        for b in reads | writes:
            buf = sec.buffers.get(b)
            if buf is not None and buf.layout is not None and isinstance(buf.layout.nbytes, int):
                total += buf.layout.nbytes
    if not r.symbolic:
        assert r.total_bytes == total
    for e in r.edges:
        assert e.buffers and all(b in sec.buffers for b in e.buffers)
        sizes = [layout_bytes(sec, b) for b in e.buffers]
        if all(s is not None for s in sizes):
            assert e.written == e.read == sum(sizes)
        assert 0 <= e.share <= 1 if e.share is not None else r.total_bytes == 0
        # the producer writes each buffer and the consumer reads it
        p, c = sec.node(e.producer), sec.node(e.consumer)
        assert p is not None and c is not None
        assert set(e.buffers) <= memory_io(sec, p)[1] | {d.name for m in p.walk() for d in m.writes}
        assert set(e.buffers) <= {d.name for m in c.walk() for d in m.reads}
    json.dumps(r.to_json())


def test_symbolic_sizes_are_counted_with_hints_and_said():
    f, ex, r = ranked(CORPUS / "dynamic_convnet/g0_inference")
    assert r.symbolic and any("symbolic" in n for n in r.notes) and r.total_bytes > 0


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "inductor_lens", "rank", *map(str, args)], capture_output=True,
                          text=True, env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"})


def test_cli_json_contract_and_pre_fusion_file():
    p = run_cli("example", "--json")
    assert p.returncode == 0, p.stderr
    d = json.loads(p.stdout)
    assert set(d) == {"file", "total_bytes", "symbolic", "unfused_bytes", "edges", "notes", "config", "torch_version"}
    e = next(x for x in d["edges"] if not x["design"])     # edges of every kind, largest first
    assert set(e) == {"producer", "consumer", "reason", "title", "inductor_message", "summary", "buffers", "bytes",
                      "written", "read", "share", "design", "line", "column"}
    assert (e["producer"], e["consumer"], e["bytes"]) == ("op3", "op4", 12845056)
    assert d["unfused_bytes"] == sum(x["bytes"] for x in d["edges"] if not x["design"])
    assert [x["bytes"] for x in d["edges"]] == sorted((x["bytes"] for x in d["edges"]), reverse=True)
    # a pre-fusion file ranks the final graph beside it; alone, it is refused with a reason
    pre = run_cli(EX / "ir_pre_fusion.txt", "--json")
    assert pre.returncode == 0 and json.loads(pre.stdout)["edges"] == d["edges"]
    alone = run_cli(EX / "ir_pre_fusion.txt", "--no-siblings")
    assert alone.returncode != 0 and "give its ir_post_fusion.txt" in alone.stderr

