"""The language server replays a graph with the run's own Inductor config, read from Inductor's
``fx_graph_runnable.py`` beside the file (no ``inductor_config.json``): its diagnostics are Inductor's
logged verdicts, quoted from the log, and its hover cards name the values that differ from the defaults
(issue 37: before, the server replayed with the defaults and named fused nodes that are not in the file)."""
from __future__ import annotations

import asyncio
import os
import sys

import pytest
import pytest_lsp
from conftest import CORPUS, REPO
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from inductor_lens.explain.explain import explain_file

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))
GRAPH = CORPUS / "configs" / "block_max_fusion_size" / "g0_inference"
POST = GRAPH / "ir_post_fusion.txt"


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri()))
    yield
    await lsp_client.shutdown_session()


async def test_diagnostics_and_hovers_follow_the_runs_config(client: LanguageClient):
    expected = explain_file(POST)
    want = [p for p in expected.pairs if not p.fused and p.final]
    assert any(p.reason == "exceeds_max_fusion" for p in want)
    text = POST.read_text()
    u = POST.resolve().as_uri()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, text)))
    for _ in range(400):
        if len(client.diagnostics.get(u, [])) >= len(want):
            break
        await asyncio.sleep(0.025)
    diags = client.diagnostics[u]
    assert len(diags) == len(want)
    refused = [d for d in diags if d.code == "exceeds_max_fusion"]
    assert refused and all('exceeds max fusion"]' in d.message and "[Inductor: " in d.message for d in refused)
    assert not [d for d in diags if "the replay expected" in d.message or "not in Inductor's log" in d.message]
    # every node a diagnostic names is a node of this file (with the defaults, fused nodes that are not)
    lines = text.split("\n")
    heads = {l.split(":", 1)[0] for l in lines if l and not l[0].isspace() and ": " in l}
    for d in diags:
        n1, n2 = d.message.split(" not fused", 1)[0].split(" → ")
        assert n1 in heads and n2 in heads, d.message
    # the hover card of a node names the run's value, and that the verdicts follow it
    row = next(i for i, l in enumerate(lines) if l.startswith(want[0].node2 + ": "))
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(row, 1)))
    assert "**Run config** `max_fusion_size=2` (from fx_graph_runnable.py): the verdicts follow it" in h.contents.value
