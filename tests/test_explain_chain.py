"""Deep dependency chains: the replay's work grows linearly with the depth (the fusion cycle check no
longer walks every ancestor of the pair), its answers are those of Inductor's walk, and a long analysis
reports progress and stops soon after it is cancelled."""
from __future__ import annotations

import asyncio
import random
import sys
import threading
from types import SimpleNamespace

import pytest
from conftest import REPO

from inductor_lens.explain.explain import Cancelled, explain_file
from inductor_lens.ir.parse import parse_text
from inductor_lens.replay.config import DEFAULT
from inductor_lens.replay.graph import Graph
from inductor_lens.replay.reach import Reach
from inductor_lens.replay.rounds import POLL_PAIRS, FusedSpans, _Simulator
from inductor_lens.replay.rules import Rules

PAIRWISE_ATTEMPTS = DEFAULT.max_fusion_buffer_group_pairwise_attempts

sys.path.insert(0, str(REPO / "bench"))
from make_big import CHAIN_SRC, make_chain  # noqa: E402  (bench/make_big.py)


def _chain_graph(nodes: int) -> Graph:
    f = parse_text(make_chain(nodes), "chain_ir_pre_fusion.txt")
    assert len(f.nodes) == nodes and f.errors == []
    return Graph(f.sections[0])


def test_make_chain_is_the_fixture_at_its_length():
    assert make_chain(65) == CHAIN_SRC.read_text().rstrip("\n") + "\n\n\n"


def test_cycle_check_work_grows_linearly_with_the_chain():
    """The operations the cycle checks visit, on a chain of 2,000 and of 4,000 pointwise nodes: twice
    as many (Inductor's walk of the pair's ancestors visits four times as many: the depth, per fusion)."""
    steps, fusions = [], []
    for n in (2_000, 4_000):
        sim = _Simulator(_chain_graph(n))
        result = sim.run()
        steps.append(sim.cycle_steps)
        fusions.append(sum(e.stage == "fuse" for e in result.events))
    assert fusions[1] >= 1.9 * fusions[0] > 0, fusions
    assert steps[1] <= 2.2 * steps[0], steps
    assert steps[1] <= 4 * fusions[1], (steps, fusions)     # a few per fusion, whatever the depth


# --- the forward search against Inductor's walk ------------------------------------------------------

def _random_state(rng: random.Random) -> tuple[_Simulator, list[SimpleNamespace]]:
    """A random DAG in topological order, its leaves split into random fused nodes (near each other or
    anywhere), as the cycle check sees them."""
    n = rng.randint(3, 40)
    preds = [sorted({rng.randrange(i) for _ in range(rng.randint(0, 3))}) if i else [] for i in range(n)]
    order = list(range(n))
    if rng.random() < 0.3:
        rng.shuffle(order)
    else:
        for j in range(0, n, 3):
            order[j:j + 4] = rng.sample(order[j:j + 4], len(order[j:j + 4]))
    nodes, owner = [], {}
    k = 0
    while k < n:
        ops = tuple(sorted(order[k:k + rng.choice((1, 1, 2, 3, 4))]))
        k += len(ops)
        node = SimpleNamespace(ops=ops, clo=ops[0], chi=ops[-1], is_fused=len(ops) > 1,
                               name="_".join(f"op{o}" for o in ops))
        nodes.append(node)
        for o in ops:
            owner[o] = node
    sim = _Simulator.__new__(_Simulator)
    sim.g = SimpleNamespace(reach=Reach(preds))
    sim.rules = SimpleNamespace(fused_of_op_index=owner.__getitem__)
    sim.spans = FusedSpans(n)
    for node in nodes:
        if node.is_fused:
            sim.spans.add(node.clo, node.chi)
    sim.cycle_steps = 0
    return sim, nodes


def test_forward_search_answers_like_inductors_walk():
    rng = random.Random(11)
    cycles = checks = 0
    for _ in range(1500):
        sim, nodes = _random_state(rng)
        if len(nodes) < 2:
            continue
        for _ in range(8):
            a, b = rng.sample(nodes, 2)
            want = sim._cycle_through(a, b)
            got = sim._cycle_start(a, b)
            assert (got and got.name) == want, (a.ops, b.ops)
            cycles += want is not None
            checks += 1
    assert 0.2 * checks < cycles < 0.8 * checks     # both answers are exercised


def test_fused_spans_closed_end():
    s = FusedSpans(20)
    assert s.closed_end(5) == -1
    s.add(2, 6)
    s.add(6, 9)      # starts where the first ends: the window reaches 9
    s.add(12, 15)
    assert s.max_end_before(3) == 6 and s.max_end_before(2) == -1
    assert s.closed_end(3) == 9 and s.closed_end(10) == 9 and s.closed_end(13) == 15
    s.add(1, 7)      # a wider span (a fusion of the first): entries only grow
    assert s.max_end_before(2) == 7 and s.closed_end(3) == 9


# --- progress and cancellation -----------------------------------------------------------------------

def test_cancelled_analysis_stops_within_a_poll_and_progress_is_reported(monkeypatch):
    """Cancelled as the first fusion round starts fusing: Cancelled comes within POLL_PAIRS pairs; until
    then every round reported how far it got, listing and fusing."""
    f = parse_text(make_chain(3_000), "chain_ir_pre_fusion.txt")
    calls = {"n": 0, "at_cancel": None}
    can_fuse = Rules.can_fuse

    def counted(self, n1, n2, is_reorder_round=False):
        calls["n"] += 1
        return can_fuse(self, n1, n2, is_reorder_round)

    monkeypatch.setattr(Rules, "can_fuse", counted)
    reports: list[tuple[str, float]] = []
    stop = threading.Event()

    def progress(message: str, fraction: float) -> None:
        reports.append((message, fraction))
        if "fusing" in message and fraction > 0.5 and not stop.is_set():
            stop.set()
            calls["at_cancel"] = calls["n"]

    # a first run reports without being cancelled
    explain_file(None, ir=f, discover=False, progress=progress)
    assert stop.is_set()
    assert any("candidate pairs" in m for m, _ in reports) and any("fusing" in m for m, _ in reports)
    assert all(0 <= fr <= 1 for _, fr in reports)
    stop.clear()
    reports.clear()
    calls.update(n=0, at_cancel=None)
    with pytest.raises(Cancelled):
        explain_file(None, ir=f, discover=False, progress=progress, cancelled=stop.is_set)
    assert calls["at_cancel"] is not None
    assert calls["n"] - calls["at_cancel"] <= POLL_PAIRS + PAIRWISE_ATTEMPTS, calls


def test_cancelled_before_the_replay_stops_at_once():
    f = parse_text(make_chain(500), "chain_ir_pre_fusion.txt")
    with pytest.raises(Cancelled):
        explain_file(None, ir=f, discover=False, cancelled=lambda: True)


def test_server_analysis_superseded_stops_its_worker(monkeypatch):
    """The language server's analysis task cancelled (an edit supersedes it, or the document closes)
    while the worker thread replays: the worker stops with Cancelled and nothing is stored for the
    document (a later request analyses it again)."""
    from inductor_lens.lsp.server import InductorLensServer
    from inductor_lens.service import features as F

    started, finished = threading.Event(), threading.Event()
    outcome: dict = {}
    real = F.fusion_diagnostics

    def watched(ws, doc, exclude=None, limit=None, progress=None, cancelled=None):
        def slow_cancelled() -> bool:      # hold the replay at its first look until the task is cancelled
            if not started.is_set():
                started.set()
                for _ in range(600):
                    if cancelled():
                        break
                    threading.Event().wait(0.05)
            return cancelled()
        try:
            return real(ws, doc, exclude, limit, progress, slow_cancelled)
        except BaseException as err:
            outcome["error"] = err
            raise
        finally:
            finished.set()

    monkeypatch.setattr(F, "fusion_diagnostics", watched)

    async def run():
        ls = InductorLensServer()
        ls.can_report_progress = lambda: False
        ls.publish = lambda doc, diags: None
        uri = "file:///tmp/nonexistent-dir/chain_ir_pre_fusion.txt"
        doc = ls.ws.open(uri, make_chain(1_000), 1)
        task = asyncio.get_running_loop().create_task(ls.analyse(uri, 0))
        while not started.is_set():
            await asyncio.sleep(0.01)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        await asyncio.to_thread(finished.wait, 30)
        return doc

    doc = asyncio.run(run())
    assert finished.is_set()
    assert isinstance(outcome.get("error"), Cancelled), outcome
    assert not doc.explained and doc.explain_error is None
