"""Settings (diagnostic filters, the GPU of the roofline estimates) and robustness of the server process
itself."""
from __future__ import annotations

import asyncio
import os
import random
import sys

import pytest
import pytest_lsp
from conftest import CORPUS, REPO, RESNET50
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("neovim"), root_uri=REPO.as_uri(),
        initialization_options={"inductorLens": {"diagnostics": {"exclude": ["extern_kernel"]}}}))
    yield
    await lsp_client.shutdown_session()


async def wait_diags(client, uri, pred, tries=400):
    for _ in range(tries):
        d = client.diagnostics.get(uri)
        if d is not None and pred(d):
            return d
        await asyncio.sleep(0.025)
    return client.diagnostics.get(uri)


async def test_diagnostic_filter_setting(client: LanguageClient):
    path = RESNET50 / "ir_post_fusion.txt"
    u = path.resolve().as_uri()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, path.read_text())))
    diags = await wait_diags(client, u, lambda d: len(d) >= 14)
    codes = {d.code for d in diags}
    assert "extern_kernel" not in codes and len(diags) == 14  # 13 logged refusals + the silent C++ veto
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(
        settings={"inductorLens": {"diagnostics": {"exclude": ["extern_kernel", "intermediate_nodes"]}}}))
    diags = await wait_diags(client, u, lambda d: len(d) == 3)
    assert {d.code for d in diags} == {"no_shared_data", "cpp_backend_veto"}


async def hover_text(client, u: str, pos: t.Position, pred, tries: int = 400) -> str:
    text = ""
    for _ in range(tries):
        h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), pos))
        text = h.contents.value if h is not None else ""
        if pred(text):
            return text
        await asyncio.sleep(0.025)
    return text


async def test_gpu_setting_in_hovers(client: LanguageClient):
    """inductorLens.gpu: auto (the default) = the GPU output_code.py names (the simulated H200), a name, none;
    an unknown name is shown to the user once and ignored."""
    path = CORPUS / "mlp_gelu_layernorm_cuda/g0_inference/ir_post_fusion.txt"
    u = path.resolve().as_uri()
    text = path.read_text()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, text)))
    before = text[:text.index("op1_op2_op4: FusedSchedulerNode")]
    pos = t.Position(before.count("\n"), 2)
    md = await hover_text(client, u, pos, lambda m: "estimate for GPU" in m)
    assert "estimate for GPU H200 (datasheet: 4,800 GB/s, 67 TFLOPS FP32): this kernel " in md
    assert "- missed fusion `op0` → `op1_op2_op4`: unfused " in md
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(settings={"inductorLens": {"gpu": "a100"}}))
    md = await hover_text(client, u, pos, lambda m: "estimate for GPU A100" in m)
    assert "estimate for GPU A100 80GB (datasheet: 2,039 GB/s, 19.5 TFLOPS FP32)" in md
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(settings={"inductorLens": {"gpu": "Voodoo 3"}}))
    for _ in range(200):
        if client.messages:
            break
        await asyncio.sleep(0.025)
    assert [m.message for m in client.messages if "Voodoo" in m.message] == [
        m.message for m in client.messages if m.type == t.MessageType.Warning and "inductorLens.gpu" in m.message]
    assert len([m for m in client.messages if "Voodoo" in m.message]) == 1
    assert "estimate for GPU A100" in await hover_text(client, u, pos, lambda m: "A100" in m)   # kept
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(settings={"inductorLens": {"gpu": "none"}}))
    md = await hover_text(client, u, pos, lambda m: "estimate for GPU" not in m and "op1_op2_op4" in m)
    assert "estimate for GPU" not in md and "op1_op2_op4" in md
    client.workspace_did_change_configuration(t.DidChangeConfigurationParams(settings={"inductorLens": {"gpu": "auto"}}))
    client.text_document_did_close(t.DidCloseTextDocumentParams(t.TextDocumentIdentifier(u)))


async def test_binary_and_truncated_documents_and_wild_positions(client: LanguageClient):
    rnd = random.Random(7)
    junk = bytes(rnd.randrange(256) for _ in range(5000)).decode("latin-1")
    text = (CORPUS / "attention_block/g0_inference/ir_post_fusion.txt").read_text()
    docs = {"file:///tmp/junk/ir_post_fusion.txt": junk, "file:///tmp/trunc/ir_post_fusion.txt": text[: len(text) // 3],
            "file:///tmp/empty/ir_post_fusion.txt": ""}
    for u, txt in docs.items():
        client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, txt)))
    for u in docs:
        for _ in range(25):
            p = t.Position(rnd.randrange(-1, 200) if rnd.random() < 0.1 else rnd.randrange(0, 400),
                           rnd.randrange(0, 120))
            p = t.Position(max(p.line, 0), p.character)
            await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), p))
            await client.text_document_definition_async(t.DefinitionParams(t.TextDocumentIdentifier(u), p))
        await client.text_document_document_symbol_async(t.DocumentSymbolParams(t.TextDocumentIdentifier(u)))
        await client.text_document_folding_range_async(t.FoldingRangeParams(t.TextDocumentIdentifier(u)))
        await client.text_document_semantic_tokens_full_async(t.SemanticTokensParams(t.TextDocumentIdentifier(u)))
    # the junk file gets a positioned parse error, the truncated one errors near its end
    d = await wait_diags(client, "file:///tmp/junk/ir_post_fusion.txt", lambda d: len(d) >= 1)
    assert d[0].severity == t.DiagnosticSeverity.Error
    d = await wait_diags(client, "file:///tmp/trunc/ir_post_fusion.txt",
                         lambda d: any(x.severity == t.DiagnosticSeverity.Error for x in d))
    assert any(x.severity == t.DiagnosticSeverity.Error for x in d)
    # requests on an unknown document answer empty, and the server is still alive afterwards
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier("file:///nope"), t.Position(0, 0)))
    assert h is None
    path = RESNET50 / "ir_post_fusion.txt"
    u = path.resolve().as_uri()
    lines = path.read_text().split("\n")
    line = next(i for i, l in enumerate(lines) if l.startswith("op4: "))
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(line, 1)))
    assert h.contents.value.startswith("**op4**")


async def test_tcp_transport():
    """`inductor-lens serve --tcp HOST:PORT` speaks the same protocol over a socket."""
    import socket
    import subprocess

    from pygls.lsp.client import LanguageClient as PlainClient
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "inductor_lens", "serve", "--tcp", f"127.0.0.1:{port}"], env=ENV)
    try:
        c = PlainClient("tcp-test", "1")
        for _ in range(100):
            try:
                await c.start_tcp("127.0.0.1", port)
                break
            except OSError:
                await asyncio.sleep(0.1)
        res = await c.initialize_async(t.InitializeParams(capabilities=t.ClientCapabilities()))
        assert res.server_info.name == "inductor-lens"
        path = RESNET50 / "ir_post_fusion.txt"
        u = path.resolve().as_uri()
        c.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, path.read_text())))
        lines = path.read_text().split("\n")
        line = next(i for i, l in enumerate(lines) if l.startswith("op4: "))
        h = await c.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(line, 1)))
        assert h.contents.value.startswith("**op4**")
        await c.shutdown_async(None)
        c.exit(None)
    finally:
        proc.terminate()
        proc.wait(timeout=10)
