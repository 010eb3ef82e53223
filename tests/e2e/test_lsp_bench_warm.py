"""The benchmark worker started ahead by the language server: one when an IR document opens (not two
for two documents), taken by the first benchmark (which then does not import torch), another started
after it, none with ``benchmark.prewarm`` off, and none left after shutdown. Progress lines during a
compile carry increasing seconds; the result's answer does not wait for the worker's exit."""
from __future__ import annotations

import asyncio
import os
import re
import sys
import time
from pathlib import Path

import pytest
import pytest_lsp
from conftest import REPO, RESNET50, require_module, worker_pids
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]   # the slow tier (pytest -q --slow): each test goes on from the last

CACHE = Path(os.environ.get("TMPDIR", "/tmp")) / f"inductor-lens-lsp-warm-{os.getpid()}"
LOG = Path(os.environ.get("TMPDIR", "/tmp")) / f"inductor-lens-lsp-warm-{os.getpid()}.log"
SERVER = [sys.executable, "-m", "inductor_lens", "serve", "--log-file", str(LOG), "--log-level", "DEBUG"]
ENV = {k: v for k, v in os.environ.items() if k != "INDUCTOR_LENS_PREWARM"}   # this test asks for it
ENV.update(PYTHONPATH=str(REPO / "server"), INDUCTOR_LENS_CACHE=str(CACHE))
STATE: dict = {}


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    import shutil
    shutil.rmtree(CACHE, ignore_errors=True)
    LOG.unlink(missing_ok=True)
    await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri(),
        initialization_options={"inductorLens": {"benchmark": {"minTime": 0.05, "device": "cpu", "prewarm": True}}}))
    yield
    if not STATE.get("shut"):
        await lsp_client.shutdown_session()
    shutil.rmtree(CACHE, ignore_errors=True)
    LOG.unlink(missing_ok=True)


def workers() -> list[int]:
    """Benchmark worker processes started by this test's server (found by its cache directory)."""
    return worker_pids(CACHE)


async def until(cond, timeout: float = 30):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = cond()
        if got:
            return got
        await asyncio.sleep(0.05)
    return cond()


def open_doc(client: LanguageClient, path: Path) -> str:
    u = path.resolve().as_uri()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, path.read_text())))
    return u


async def test_one_worker_is_started_ahead_for_the_documents(client: LanguageClient):
    u = open_doc(client, RESNET50 / "ir_post_fusion.txt")
    [pid] = await until(workers)
    # started once the document's analysis is over, not at the open: its import of torch would take a
    # CPU from the parse and the replay (the 50 MB file's diagnostics 1 s later)
    # (the server logs the start once the worker's process is there: wait for the line)
    line = f"benchmark worker started ahead: pid {pid}"
    assert await until(lambda: line in LOG.read_text(), 10), "the server never logged the worker's start"
    log = LOG.read_text()
    explained = log.find(f"explained {u}")
    started = log.find(line)
    assert 0 <= explained < started, (explained, started)
    open_doc(client, RESNET50 / "ir_pre_fusion.txt")
    await asyncio.sleep(1)
    assert workers() == [pid]      # a second document: still the one
    STATE["pid"] = pid


async def test_the_benchmark_takes_it_and_its_progress_moves(client: LanguageClient):
    u = (RESNET50 / "ir_post_fusion.txt").resolve().as_uri()
    pid = STATE["pid"]
    client.progress_reports["warm-bench"] = []
    r = await client.protocol.send_request_async("inductorLens/benchmark", {
        "textDocument": {"uri": u}, "node1": "op3", "node2": "op4", "workDoneToken": "warm-bench"})
    assert getattr(r, "error", None) is None and r.result.numerics_match, r
    msgs = [getattr(v, "message", None) or "" for v in client.progress_reports["warm-bench"]]
    assert any(m.startswith("request received by the worker started ahead") for m in msgs)
    assert "importing torch" not in msgs     # a worker started for the request says that first
    # while a variant compiles, its line comes back with the seconds so far, increasing
    ticks = [(m.rsplit(" (", 1)[0], int(x.group(1))) for m in msgs if (x := re.search(r"\((\d+) s\)$", m))]
    for step in {step for step, _ in ticks}:    # (how many depends on the machine: worker.step's test)
        secs = [s for name, s in ticks if name == step]
        assert secs == sorted(secs), msgs
    assert await until(lambda: pid not in workers())    # it ran this request and exited
    # after the answer another is started for the next benchmark
    new = await until(lambda: [p for p in workers() if p != pid], 30)
    assert len(new) == 1 and pid not in workers()
    STATE["pid"] = new[0]


async def test_prewarm_off_stops_it_and_on_starts_one(client: LanguageClient):
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(
        settings={"inductorLens": {"benchmark": {"prewarm": False}}}))
    assert await until(lambda: workers() == [])
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(
        settings={"inductorLens": {"benchmark": {"prewarm": True}}}))
    assert len(await until(workers)) == 1


async def test_none_is_left_after_shutdown(client: LanguageClient):
    assert workers()
    await client.shutdown_session()
    STATE["shut"] = True
    assert await until(lambda: workers() == [], 15)
