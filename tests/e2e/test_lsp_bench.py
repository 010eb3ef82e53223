"""The benchmark through the language server: code lens and code action on the unfused pairs, the
`inductorLens.benchmark` command in a worker process with $/progress, the markdown report (also in
later hovers), the cache, cancellation ($/cancelRequest and the progress UI) and the timeout."""
from __future__ import annotations

import asyncio
import os
import sys
import time
from pathlib import Path

import pytest
import pytest_lsp
from conftest import REPO, RESNET50, require_module, worker_pids
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
pytestmark = [pytest.mark.asyncio(loop_scope="module"), pytest.mark.slow]   # the slow tier (pytest -q --slow)

CACHE = Path(os.environ.get("TMPDIR", "/tmp")) / f"inductor-lens-lsp-bench-{os.getpid()}"
SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"), INDUCTOR_LENS_CACHE=str(CACHE))
POST = RESNET50 / "ir_post_fusion.txt"
CMD = "inductorLens.benchmark"
INIT: dict = {}


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    import shutil
    shutil.rmtree(CACHE, ignore_errors=True)
    INIT["result"] = await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri(),
        # as VS Code sends it in a trusted workspace: the original kernels of output_code.py are timed too
        initialization_options={"inductorLens": {"benchmark": {"minTime": 0.05, "device": "cpu", "timeOriginal": True}}}))
    yield
    await lsp_client.shutdown_session()
    shutil.rmtree(CACHE, ignore_errors=True)


async def opened(client: LanguageClient, path: Path = POST):
    u = path.resolve().as_uri()
    text = path.read_text()
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, text)))
    for _ in range(400):
        if client.diagnostics.get(u):
            break
        await asyncio.sleep(0.025)
    return u, text.split("\n")


def workers() -> list[int]:
    """Benchmark worker processes started by this test's server (found by its cache directory)."""
    return worker_pids(CACHE)


async def wait_for_progress(client: LanguageClient, title: str, needle: str, known: set, timeout: float = 120):
    """The token of a new benchmark progress whose reports include ``needle``."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        for token, values in list(client.progress_reports.items()):
            if token in known or not values or getattr(values[0], "title", None) != title:
                continue
            if any(needle in (getattr(v, "message", None) or "") for v in values):
                return token
        await asyncio.sleep(0.05)
    raise AssertionError(f"no progress report {needle!r}")


async def cancel_and_check_the_worker_is_gone(client: LanguageClient, fut, msg_id: str) -> None:
    """$/cancelRequest for a running benchmark: the request ends cancelled and its worker process is gone."""
    from pygls.exceptions import JsonRpcRequestCancelled
    assert workers()
    client.protocol.notify(t.CANCEL_REQUEST, t.CancelParams(id=msg_id))
    with pytest.raises(JsonRpcRequestCancelled):
        await asyncio.wait_for(asyncio.wrap_future(fut), 30)
    for _ in range(100):
        if not workers():
            break
        await asyncio.sleep(0.1)
    assert workers() == []


async def test_capabilities_advertise_lens_action_and_command(client: LanguageClient):
    caps = INIT["result"].capabilities
    assert caps.code_lens_provider is not None
    assert CMD in caps.execute_command_provider.commands
    assert t.CodeActionKind.QuickFix in caps.code_action_provider.code_action_kinds


async def test_code_lens_on_each_unfused_pair(client: LanguageClient):
    u, lines = await opened(client)
    lenses = await client.text_document_code_lens_async(t.CodeLensParams(t.TextDocumentIdentifier(u)))
    titles = [l.command.title for l in lenses]
    assert len(lenses) == 14 and titles[0] == "Benchmark op3 → op4" and "Benchmark op120 → op121" in titles
    first = lenses[0]
    assert first.command.command == CMD and list(first.command.arguments) == [u, "op3", "op4"]
    # the lens sits above the statement that holds the consumer's read of the shared buffer (where the
    # diagnostic is), not between the statement's lines (issue 41: it split "op4.unmet_dependencies = [...]")
    [d] = [d for d in client.diagnostics[u] if "op3 → op4" in d.message]
    at = first.range.start.line
    assert at <= d.range.start.line and first.range.start.character == 0
    assert lines[at].startswith("op4.unmet_dependencies =")
    assert all(x.startswith((" ", "[", "]")) for x in lines[at + 1:d.range.start.line + 1])
    assert "buf3" in lines[d.range.start.line]


async def code_actions_raw(client: LanguageClient, u: str, d: t.Diagnostic) -> list[dict]:
    """The code actions as JSON: lsprotocol's converter reads any CodeAction that carries a command as
    a plain Command (lsprotocol/_hooks.py `_code_action_hook`), so the test reads the wire format."""
    import uuid
    mid = str(uuid.uuid4())
    fut = client.protocol.send_request(t.TEXT_DOCUMENT_CODE_ACTION, t.CodeActionParams(
        t.TextDocumentIdentifier(u), d.range, t.CodeActionContext(diagnostics=[d])), msg_id=mid)
    client.protocol._result_types[mid] = None
    return await asyncio.wrap_future(fut)


async def test_code_action_on_the_diagnostic(client: LanguageClient):
    u, _ = await opened(client)
    [d] = [d for d in client.diagnostics[u] if "op3 → op4" in d.message]
    a, s, k = await code_actions_raw(client, u, d)
    assert a["kind"] == "quickfix" and a["title"] == "Benchmark op3 → op4: fused vs unfused"
    assert s["title"] == "What would fuse op3 → op4?" and s["command"]["command"] == "inductorLens.suggest"
    assert a["command"]["command"] == CMD and a["command"]["arguments"] == [u, "op3", "op4"]
    assert a["diagnostics"][0]["message"] == d.message
    # the second shows both variants' kernels, nothing run
    assert k["title"] == "Show the kernels of op3 → op4 fused vs unfused (generated, not run)"
    assert k["command"]["command"] == CMD and k["command"]["arguments"] == [u, "op3", "op4", {"codegen": True}]
    # an extern-kernel diagnostic offers nothing to benchmark
    ext = next(x for x in client.diagnostics[u] if x.code == "extern_kernel")
    assert await code_actions_raw(client, u, ext) == []


async def test_benchmark_command_progress_report_hover_and_cache(client: LanguageClient):
    u, lines = await opened(client)
    known = set(client.progress_reports)
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams(CMD, [u, "op3", "op4"]))
    assert "error" not in r, r
    res = r["result"]
    assert res["numerics_match"] and res["unfused"]["loop_nests"] == 2 and res["fused"]["loop_nests"] == 1
    assert res["original"]["kernels"] == ["cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1"]
    md = r["markdown"]
    assert md.startswith("### op3 → op4 on cpu: fused vs unfused") and "| unfused (as scheduled) | 2 |" in md
    # $/progress: begin (cancellable), the worker's steps, end with the verdict
    # (other progress, e.g. the document's own analysis, may have begun meanwhile: pick the benchmark's)
    [token] = [k for k, v in client.progress_reports.items() if k not in known
               and isinstance(v[0], t.WorkDoneProgressBegin) and v[0].title.startswith("Benchmark")]
    values = client.progress_reports[token]
    begin, end = values[0], values[-1]
    assert isinstance(begin, t.WorkDoneProgressBegin) and begin.title == "Benchmark op3 → op4" and begin.cancellable
    steps = [v.message for v in values[1:-1]]
    assert "compiling the unfused variant (fusion disabled)" in steps
    assert "timing both variants (interleaved) and the original kernels" in steps
    assert isinstance(end, t.WorkDoneProgressEnd) and end.message == res["verdict"]
    # later hovers of either op show the measurement
    line = next(i for i, l in enumerate(lines) if l.startswith("op4: "))
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(line, 1)))
    assert "### op3 → op4 on cpu: fused vs unfused" in h.contents.value
    # the same pair again: from the cache, at once, no worker
    t0 = time.monotonic()
    r2 = await client.workspace_execute_command_async(t.ExecuteCommandParams(CMD, [u, "op3", "op4"]))
    assert r2["result"]["cached"] is True and "(cached result)" in r2["markdown"]
    assert time.monotonic() - t0 < 5


async def test_kernels_of_a_pair_through_the_command(client: LanguageClient):
    # the code action's second choice: both variants generated (CUDA: for a simulated H200 when this
    # machine has no GPU), shown as markdown, not kept for hovers (no timings in them)
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    u, lines = await opened(client)
    r = await client.workspace_execute_command_async(
        t.ExecuteCommandParams(CMD, [u, "op3", "op4", {"codegen": True, "device": "cuda"}]))
    assert "error" not in r, r
    res, md = r["result"], r["markdown"]
    assert res["codegen"] and res["unfused"]["loop_nests"] == 2 and res["fused"]["loop_nests"] == 1
    assert md.startswith("### op3 → op4 on cuda") and "#### fused: 1 loop nest" in md
    assert md.count("```python\n@triton.jit") == 3
    line = next(i for i, l in enumerate(lines) if l.startswith("op3: "))
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(line, 1)))
    assert "@triton.jit" not in h.contents.value


async def test_edge_touching_a_fused_node_benchmarks_the_group(client: LanguageClient):
    # the CUDA example: BatchNorm+add of the downsample branch (op12_op13, one kernel) -> op20
    require_module("triton", "INDUCTOR_LENS_REQUIRE_TORCH")
    u, lines = await opened(client, REPO / "server" / "inductor_lens" / "examples" / "resnet50_cuda" / "ir_post_fusion.txt")
    lenses = await client.text_document_code_lens_async(t.CodeLensParams(t.TextDocumentIdentifier(u)))
    titles = [l.command.title for l in lenses]
    assert "Benchmark op12_op13 → op20" in titles and "Benchmark op117 → op124_op125" in titles
    assert not any(x.startswith("Benchmark op13 →") for x in titles)
    [d] = [d for d in client.diagnostics[u] if "op12_op13 → op20" in d.message]
    a, _suggest, k = await code_actions_raw(client, u, d)
    assert a["title"] == "Benchmark op12_op13 → op20: fused vs unfused"
    assert k["command"]["arguments"] == [u, "op12_op13", "op20", {"codegen": True}]
    r = await client.workspace_execute_command_async(
        t.ExecuteCommandParams(CMD, [u, "op12_op13", "op20", {"codegen": True, "device": "cuda"}]))
    assert "error" not in r, r
    res = r["result"]
    assert res["unfused"]["loop_nests"] == 2 and res["fused"]["loop_nests"] == 1
    assert res["fused_how"].startswith("op12_op13 (op12+op13) evaluated inside op20's loads of buf13")
    assert r["markdown"].startswith("### op12_op13 → op20 on cuda")


async def test_group_benchmark_shows_in_the_hovers_of_its_members(client: LanguageClient):
    from conftest import CORPUS
    u, lines = await opened(client, CORPUS / "roll_stencil" / "g0_inference" / "ir_post_fusion.txt")
    lenses = await client.text_document_code_lens_async(t.CodeLensParams(t.TextDocumentIdentifier(u)))
    assert "Benchmark op0_op1 → op2" in [l.command.title for l in lenses]
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams(CMD, [u, "op0_op1", "op2"]))
    assert "error" not in r, r
    assert r["result"]["numerics_match"] and r["markdown"].startswith("### op0_op1 → op2 on cpu")
    line = next(i for i, l in enumerate(lines) if l.startswith("op1: "))   # a member of the group
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(line, 1)))
    assert "### op0_op1 → op2 on cpu: fused vs unfused" in h.contents.value


async def test_unsupported_pair_and_unknown_document(client: LanguageClient):
    u, _ = await opened(client)
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams(CMD, [u, "op2", "op3"]))
    assert r["kind"] == "unsupported" and "op2 is an extern kernel (extern_kernels.convolution)" in r["error"]
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams(CMD, ["file:///nope.txt", "op3", "op4"]))
    assert "unknown document" in r["error"]


async def test_cancel_from_the_progress_ui_kills_the_worker(client: LanguageClient):
    u, _ = await opened(client)
    known = set(client.progress_reports)
    task = asyncio.ensure_future(client.workspace_execute_command_async(t.ExecuteCommandParams(
        CMD, [u, "op12", "op19", {"minTime": 30}])))
    token = await wait_for_progress(client, "Benchmark op12 → op19", "compiling", known)
    assert workers(), "the benchmark runs in a worker process"
    client.window_work_done_progress_cancel(t.WorkDoneProgressCancelParams(token))
    r = await asyncio.wait_for(task, 30)
    assert r["kind"] == "cancelled" and r["error"] == "benchmark cancelled"
    assert client.progress_reports[token][-1].message == "benchmark cancelled"
    await asyncio.sleep(0.5)
    assert workers() == []


async def test_cancel_request_kills_the_worker(client: LanguageClient):
    u, _ = await opened(client)
    known = set(client.progress_reports)
    fut = client.protocol.send_request(t.WORKSPACE_EXECUTE_COMMAND, t.ExecuteCommandParams(
        CMD, [u, "op19", "op26", {"minTime": 30}]), msg_id="bench-cancel-1")
    await wait_for_progress(client, "Benchmark op19 → op26", "compiling", known)
    await cancel_and_check_the_worker_is_gone(client, fut, "bench-cancel-1")
    # the server is still fine
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(0, 1)))
    assert h is not None


async def test_the_split_of_a_fused_node_through_the_command(client: LanguageClient):
    """The fused header's code action runs ``inductorLens.benchmark`` with ``{"split": ""}`` (issue 42):
    the group as Inductor built it against its members; the result in the split's words, and in the hover
    of a member."""
    from conftest import CORPUS
    u, lines = await opened(client, CORPUS / "mlp_gelu_layernorm" / "g0_inference" / "ir_post_fusion.txt")
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams(
        CMD, [u, "op1_op2_op3_op4", "op1_op2_op3_op4", {"split": ""}]))
    assert "error" not in r, r
    res = r["result"]
    assert res["split"] == [["op1"], ["op2"], ["op3"], ["op4"]] and res["numerics_match"]
    assert res["unfused"]["loop_nests"] == 4 and res["fused"]["loop_nests"] == 1
    assert r["markdown"].startswith("### op1_op2_op3_op4 split into op1 | op2 | op3 | op4 on cpu: fused vs split")
    assert "| split (4 parts) |" in r["markdown"] and "| fused (as Inductor built it) |" in r["markdown"]
    line = next(i for i, l in enumerate(lines) if l.startswith("op3: "))   # a member of the group
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), t.Position(line, 1)))
    assert "### op1_op2_op3_op4 split into op1 | op2 | op3 | op4 on cpu" in h.contents.value


async def test_benchmark_request_and_its_native_cancel(client: LanguageClient):
    """``inductorLens/benchmark``: the benchmark as a request with LSP's workDoneToken; $/cancelRequest
    cancels it through pygls (no private attribute read) and kills the worker."""
    u, _ = await opened(client)
    # the seed pair: the same outcome as the command (cached when the module ran it above)
    r = await client.protocol.send_request_async("inductorLens/benchmark", {
        "textDocument": {"uri": u}, "node1": "op3", "node2": "op4"})
    assert r.node1 == "op3" and r.markdown.startswith("### op3 → op4 on cpu") and r.result.numerics_match
    bad = await client.protocol.send_request_async("inductorLens/benchmark", {"node1": "op3"})
    assert bad.kind == "invalid_params"
    token = "request-token-1"
    client.progress_reports[token] = []
    fut = client.protocol.send_request("inductorLens/benchmark", {
        "textDocument": {"uri": u}, "node1": "op48", "node2": "op55", "options": {"minTime": 30},
        "workDoneToken": token}, msg_id="bench-request-1")
    for _ in range(2400):
        if any("compiling" in (getattr(v, "message", None) or "") for v in client.progress_reports[token]):
            break
        await asyncio.sleep(0.05)
    await cancel_and_check_the_worker_is_gone(client, fut, "bench-request-1")


async def test_timeout(client: LanguageClient):
    u, _ = await opened(client)
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams(
        CMD, [u, "op34", "op41", {"timeout": 3, "minTime": 30}]))
    assert r["kind"] == "timeout" and r["error"] == "benchmark timed out after 3 s"
    await asyncio.sleep(0.5)
    assert workers() == []


async def test_client_progress_token_and_cancel(client: LanguageClient):
    """A client that shows its own cancellable progress (the VS Code extension) passes its token."""
    u, _ = await opened(client)
    token = "vscode-bench-token-1"
    client.progress_reports[token] = []  # the client created it (no window/workDoneProgress/create)
    task = asyncio.ensure_future(client.workspace_execute_command_async(t.ExecuteCommandParams(
        CMD, [u, "op41", "op48", {"minTime": 30, "progressToken": token}])))
    for _ in range(2400):
        if any("compiling" in (getattr(v, "message", None) or "") for v in client.progress_reports[token]):
            break
        await asyncio.sleep(0.05)
    begin = client.progress_reports[token][0]
    assert isinstance(begin, t.WorkDoneProgressBegin) and begin.title == "Benchmark op41 → op48"
    client.window_work_done_progress_cancel(t.WorkDoneProgressCancelParams(token))
    r = await asyncio.wait_for(task, 30)
    assert r["kind"] == "cancelled"
    await asyncio.sleep(0.5)
    assert workers() == []
