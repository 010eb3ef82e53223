"""Issue 40 item 2: long requests (comparisons of runs, trace joins, suggestions, the runs walk) run in
their own threads (``InductorLensServer.long``), so the analysis of a document opened meanwhile is not
queued behind them: with eight comparisons asked at once (more than the default executor's threads on
this machine), a newly opened document's fusion diagnostics arrive before the first comparison ends."""
from __future__ import annotations

import asyncio
import os
import sys
import time

import pytest
import pytest_lsp
from conftest import REPO, RESNET50
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))
COMPARES = 8


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri()))
    yield
    await lsp_client.shutdown_session()


async def test_an_opened_document_is_not_queued_behind_comparisons(client: LanguageClient, tmp_path):
    sys.path.insert(0, str(REPO / "bench"))
    from make_big import make_big
    text = make_big(RESNET50 / "ir_post_fusion.txt", 6_000_000)   # a comparison of about 2.5 s
    pairs = []
    for i in range(COMPARES):        # each pair its own files: nothing answered from a cache
        for side in "ab":
            p = tmp_path / f"{side}{i}" / "ir_post_fusion.txt"
            p.parent.mkdir()
            p.write_text(text)
        pairs.append((str(tmp_path / f"a{i}"), str(tmp_path / f"b{i}")))
    ended: list[float] = []
    t0 = time.monotonic()

    async def compare(a, b):
        r = await client.protocol.send_request_async("inductorLens/compare", {"a": a, "b": b})
        ended.append(time.monotonic() - t0)
        return r
    jobs = [asyncio.ensure_future(compare(a, b)) for a, b in pairs]
    await asyncio.sleep(0.5)              # the comparisons hold their threads
    uri = (tmp_path / "opened" / "ir_post_fusion.txt").as_uri()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(
        uri, "inductor-ir", 1, (RESNET50 / "ir_post_fusion.txt").read_text())))
    fused = None
    for _ in range(2400):
        if client.diagnostics.get(uri):        # the fusion diagnostics (ResNet50 parses without error)
            fused = time.monotonic() - t0
            break
        await asyncio.sleep(0.025)
    results = await asyncio.gather(*jobs)
    errors = [r.get("error") if isinstance(r, dict) else getattr(r, "error", None) for r in results]
    assert errors == [None] * COMPARES, errors
    assert fused is not None, "no fusion diagnostics"
    print(f"diagnostics at {fused:.2f} s; comparisons ended at " + ", ".join(f"{x:.2f}" for x in sorted(ended)))
    assert fused < min(ended), f"diagnostics at {fused:.1f} s, the first comparison ended at {min(ended):.1f} s"
