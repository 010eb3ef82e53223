"""``inductorLens/attachTrace`` end to end through a real LSP client (pytest-lsp) over stdio: the committed
real profiler trace of ``tests/corpus/mlp_gelu_layernorm_profiled/`` attached to its ``ir_post_fusion.txt``
(the summary's figures, the measured line in hover cards, equal to ``join_graph`` called directly), kept
across an edit, detached; an unreadable trace and a trace of another graph said as values."""
from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

import pytest
import pytest_lsp
from conftest import CORPUS, REPO
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from inductor_lens.dump.gpus import GPUS
from inductor_lens.dump.trace import read_trace
from inductor_lens.explain.estimate import Estimator
from inductor_lens.explain.measured import Measured, join_graph
from inductor_lens.ir.parse import parse_file

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"), INDUCTOR_LENS_PREWARM="0")
PROFILED = CORPUS / "mlp_gelu_layernorm_profiled"
GRAPH = PROFILED / "g0_inference"
TRACE = PROFILED / "trace.json"
OTHER = CORPUS / "softmax_scale" / "g0_inference"


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri()))
    yield
    await lsp_client.shutdown_session()


def plain(x):
    """An untyped JSON result as the client library hands it over (objects as named tuples) -> dicts."""
    if hasattr(x, "_asdict"):
        return {k: plain(v) for k, v in x._asdict().items()}
    if isinstance(x, (list, tuple)):
        return [plain(v) for v in x]
    return x


async def attach(client: LanguageClient, uri: str, trace) -> dict:
    return plain(await client.protocol.send_request_async("inductorLens/attachTrace", {"uri": uri, "trace": trace}))


def open_doc(client: LanguageClient, graph: Path) -> tuple[str, list[str]]:
    p = (graph / "ir_post_fusion.txt").resolve()
    text = p.read_text()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(p.as_uri(), "inductor-ir", 1, text)))
    return p.as_uri(), text.split("\n")


async def hover_on(client: LanguageClient, uri: str, lines: list[str], node: str) -> str:
    line = next(i for i, x in enumerate(lines) if x.startswith(f"{node}: "))
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(uri), t.Position(line, 1)))
    return h.contents.value if h else ""


def direct() -> Measured:
    sec = parse_file(GRAPH / "ir_post_fusion.txt").sections[-1]
    m = join_graph(read_trace(TRACE), sec, GRAPH / "output_code.py", Estimator(sec, GPUS[0]))
    assert isinstance(m, Measured)
    return m


async def test_attach_hover_edit_detach(client: LanguageClient):
    uri, lines = open_doc(client, GRAPH)
    m = direct()
    got = await attach(client, uri, TRACE.resolve().as_uri())
    assert "error" not in got and got["message"] is None
    trace_kernels = {e.name for e in read_trace(TRACE).inductor_kernels()}
    fixture_events = [e for e in read_trace(TRACE).inductor_kernels() if e.name in trace_kernels]
    assert got["events_joined"] == got["events_total"] == len(fixture_events) == 6
    assert got["kernels"] == len(m.kernels) == 4
    assert got["unmatched_events"] == got["nodes_without_events"] == 0
    assert got["joined_us"] == got["total_us"] == round(m.joined_us, 3)
    assert got["summary"] == m.summary() and got["name"] == "trace.json" and got["gpu"] is None

    # a fused kernel's node: its measured line, the median join_graph finds
    k = m.of("op1_op2_op3_op4")
    assert k is not None and k.kernel == "cpp_fused_gelu_native_layer_norm_0"
    md = await hover_on(client, uri, lines, "op1_op2_op3_op4")
    want = (f"measured (trace.json): median {k.median_us:,.2f} µs (min {k.min_us:,.2f}, max {k.max_us:,.2f}) x "
            f"{k.calls} calls, {k.gbs:,.2f} GB/s achieved")
    assert want in md and k.kernel in md
    # its first profiled call (16.8 ms against 0.17 ms) is left out, and the card says so
    assert k.warmup_calls == 1 and "; first call left out: " in md and "(warm-up)" in md
    assert "% of" not in md.split("measured (trace.json)")[1].split("\n")[0]      # a CPU trace: no GPU share
    # an extern kernel's node too
    ke = m.of("op5")
    assert f"median {ke.median_us:,.2f} µs" in await hover_on(client, uri, lines, "op5")

    # kept across an edit (joined again to the new version)
    client.text_document_did_change(t.DidChangeTextDocumentParams(
        t.VersionedTextDocumentIdentifier(uri=uri, version=2),
        [t.TextDocumentContentChangeWholeDocument("\n".join(lines) + "\n")]))
    for _ in range(400):
        md = await hover_on(client, uri, lines, "op1_op2_op3_op4")
        if "measured (trace.json)" in md:
            break
        await asyncio.sleep(0.05)
    assert want in md

    # detached: nothing measured
    assert await attach(client, uri, None) == {"detached": True}
    assert "measured (" not in await hover_on(client, uri, lines, "op1_op2_op3_op4")
    assert await attach(client, uri, None) == {"detached": False}

    # dropped when the document is closed
    assert "error" not in await attach(client, uri, str(TRACE))
    client.text_document_did_close(t.DidCloseTextDocumentParams(t.TextDocumentIdentifier(uri)))
    uri, lines = open_doc(client, GRAPH)
    for _ in range(400):
        md = await hover_on(client, uri, lines, "op1_op2_op3_op4")
        if "still running" not in md:
            break
        await asyncio.sleep(0.05)
    assert "still running" not in md and "measured (" not in md
    assert await attach(client, uri, None) == {"detached": False}


async def test_an_unreadable_trace_is_an_error_and_the_server_keeps_working(client: LanguageClient, tmp_path):
    uri, lines = open_doc(client, GRAPH)
    bad = tmp_path / "trace.json"
    bad.write_text("{not json")
    got = await attach(client, uri, str(bad))
    assert set(got) == {"error"} and "trace.json" in got["error"]
    assert "cannot read it" in (await attach(client, uri, str(tmp_path / "missing.json")))["error"]
    assert "needs trace" in (await attach(client, uri, 3))["error"]
    assert "needs uri" in (await attach(client, None, str(TRACE)))["error"]
    md = await hover_on(client, uri, lines, "op1_op2_op3_op4")     # still answering; nothing attached
    assert "op1_op2_op3_op4" in md and "measured (" not in md


async def test_a_trace_of_another_graph_gets_the_joins_message(client: LanguageClient):
    uri, lines = open_doc(client, OTHER)
    sec = parse_file(OTHER / "ir_post_fusion.txt").sections[-1]
    m = join_graph(TRACE, sec, OTHER / "output_code.py")
    assert isinstance(m, Measured) and m.message
    got = await attach(client, uri, str(TRACE))
    assert got["message"] == m.message and "another compile" in got["message"]
    assert got["kernels"] == got["events_joined"] == 0 and got["events_total"] == 6
    node = sec.nodes[0].name
    md = await hover_on(client, uri, lines, node)
    assert node in md and "measured (" not in md
