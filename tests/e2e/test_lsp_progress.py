"""Every $/progress the analysis begins is ended: when it finishes, and also when an edit supersedes it,
the document is closed while it runs, or it fails (the client's progress UI would spin for ever)."""
from __future__ import annotations

import asyncio
import os
import sys

import pytest
import pytest_lsp
from conftest import REPO, RESNET50
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri()))
    yield
    await lsp_client.shutdown_session()


def kinds(values) -> list[str]:
    return [type(v).__name__.replace("WorkDoneProgress", "") for v in values]


async def test_superseded_and_closed_analyses_end_their_progress(client: LanguageClient, tmp_path):
    sys.path.insert(0, str(REPO / "bench"))
    from make_big import make_big
    text = make_big(RESNET50 / "ir_post_fusion.txt", 1_500_000)   # an analysis of a few seconds
    u = (tmp_path / "run" / "ir_post_fusion.txt").as_uri()
    other = (tmp_path / "other" / "ir_post_fusion.txt").as_uri()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, text)))
    # edits that each restart the analysis while the previous one runs (begun after the 0.25 s debounce)
    for v in range(2, 6):
        await asyncio.sleep(0.45)
        client.text_document_did_change(t.DidChangeTextDocumentParams(
            t.VersionedTextDocumentIdentifier(version=v, uri=u),
            [t.TextDocumentContentChangeWholeDocument(text + f"\n# edit {v}\n")]))
    # a document closed while it is being analysed
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(other, "inductor-ir", 1, text)))
    await asyncio.sleep(0.6)
    client.text_document_did_close(t.DidCloseTextDocumentParams(t.TextDocumentIdentifier(other)))
    for _ in range(1200):
        begun = {k: v for k, v in client.progress_reports.items() if v and kinds(v)[0] == "Begin"}
        if len(begun) >= 3 and all(kinds(v)[-1] == "End" for v in begun.values()):
            break
        await asyncio.sleep(0.05)
    open_ = {k: kinds(v) for k, v in begun.items() if kinds(v)[-1] != "End"}
    assert len(begun) >= 3, "the edits did not restart the analysis: the test proves nothing"
    assert open_ == {}, f"progress begun and never ended: {open_}"
    ends = [v[-1].message for v in begun.values()]
    assert any(m.startswith("cancelled: ") for m in ends), ends    # some were stopped midway, and said so
    assert any("unfused pairs explained" in m for m in ends)   # the last version finished
    for v in begun.values():                                    # one end each, nothing after it
        assert kinds(v).count("End") == 1


async def test_ended_progress_tokens_are_let_go(client: LanguageClient):
    """Issue 39 L7: pygls keeps a future (with its lock, condition and lists) per progress token the
    server created, for a cancellation by the client, and never drops it: each document opened left one
    behind for the session. Ended, the token is forgotten: after ten documents opened and analysed, the
    server holds no token (``inductorLens.status``'s ``progress_tokens``)."""
    text = (RESNET50 / "ir_post_fusion.txt").read_text()
    before = len(client.progress_reports)
    for i in range(10):
        u = f"file:///tmp/tokens/{i}/ir_post_fusion.txt"
        client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, text)))
        for _ in range(600):
            done = [v for v in list(client.progress_reports.values())[before:] if v and kinds(v)[-1] == "End"]
            if len(done) > i:
                break
            await asyncio.sleep(0.05)
        client.text_document_did_close(t.DidCloseTextDocumentParams(t.TextDocumentIdentifier(u)))
    assert len(client.progress_reports) - before >= 10, "no progress was created: the test proves nothing"
    # a progress the server began after the last end the loop saw (on a loaded machine, one may still be on
    # its way to its end): every token is let go once its progress ends
    for _ in range(100):
        st = await client.workspace_execute_command_async(t.ExecuteCommandParams("inductorLens.status"))
        tokens = st["progress_tokens"] if isinstance(st, dict) else st.progress_tokens
        if tokens == 0:
            break
        await asyncio.sleep(0.05)
    assert tokens == 0
