"""What would fuse a pair, in the editor (issue 38 item 2): the code action "What would fuse op0 → op5?" on
a fusion diagnostic runs the server's ``inductorLens.suggest`` command, whose page names the knob and the
smallest value that fuses the pair, with the commands that predict and verify it; on the seed pair (the
bundled ResNet50 example, op3 → op4) it says no config fuses it, and why. Over stdio, as editors run it."""
from __future__ import annotations

import asyncio
import os
import sys
import uuid

import pytest
import pytest_lsp
from conftest import CORPUS, REPO
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"), INDUCTOR_LENS_PREWARM="0")
POST = CORPUS / "configs" / "convnet_score_threshold" / "g0_inference" / "ir_post_fusion.txt"
SEED = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri()))
    yield
    await lsp_client.shutdown_session()


async def _opened(client: LanguageClient, path) -> str:
    u = path.resolve().as_uri()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, path.read_text())))
    for _ in range(400):
        if client.diagnostics.get(u):
            break
        await asyncio.sleep(0.025)
    return u


async def _actions(client: LanguageClient, u: str, d: t.Diagnostic) -> list[dict]:
    mid = str(uuid.uuid4())
    fut = client.protocol.send_request(t.TEXT_DOCUMENT_CODE_ACTION, t.CodeActionParams(
        t.TextDocumentIdentifier(u), d.range, t.CodeActionContext(diagnostics=[d])), msg_id=mid)
    client.protocol._result_types[mid] = None
    return await asyncio.wrap_future(fut)


async def test_the_code_action_answers_with_the_knob(client: LanguageClient):
    u = await _opened(client, POST)
    [d] = [d for d in client.diagnostics[u] if d.code == "score_threshold"]
    [a] = [a for a in await _actions(client, u, d) if a["title"] == "What would fuse op0 → op5?"]
    assert a["command"] == {"title": "What would fuse op0 → op5?", "command": "inductorLens.suggest",
                            "arguments": [u, "op0", "op5"]}
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams("inductorLens.suggest", a["command"]["arguments"]))
    assert "error" not in r, r
    assert r["title"] == "What would fuse op0 → op5?"
    assert "`score_fusion_memory_threshold = 24576`: 1 fusion gained, kernels 8 → 7" in r["text"]
    assert "--set score_fusion_memory_threshold=24576 --verify -- python" in r["text"]


async def test_a_knob_that_does_more_than_fuse_says_so(client: LanguageClient):
    """The overlap knob's fix (a collective's input copy) carries what else turning it off does."""
    post = CORPUS / "configs" / "tp_mlp_comm_overlap" / "g0_inference" / "ir_post_fusion.txt"
    u = await _opened(client, post)
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams("inductorLens.suggest",
                                                                            [u, "op11_op13", "op14"]))
    assert "`reorder_for_compute_comm_overlap = False`: 1 fusion gained, kernels 5 → 4; it also decides whether " \
           "Inductor reorders the finished kernels to overlap collectives with compute" in r["text"], r


async def test_the_seed_pair_no_config_fuses_it(client: LanguageClient):
    u = await _opened(client, SEED)
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams("inductorLens.suggest", [u, "op3", "op4"]))
    assert "**No config fuses it.**" in r["text"] and "peak memory" in r["text"]
    assert "docs/diagnostics/peak_memory.md" in r["text"]
    # not a pair of the file: said, not raised
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams("inductorLens.suggest", [u, "op3", "nope"]))
    assert "error" in r


async def test_once_asked_the_hover_of_the_op_shows_it(client: LanguageClient):
    u = await _opened(client, POST)
    await client.workspace_execute_command_async(t.ExecuteCommandParams("inductorLens.suggest", [u, "op0", "op5"]))
    lines = POST.read_text().split("\n")
    row = next(i for i, line in enumerate(lines) if line.startswith("op0: "))
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(row, 1)))
    assert "**What would fuse**" in h.contents.value
    assert "what would fuse it: --set score_fusion_memory_threshold=24576" in h.contents.value
