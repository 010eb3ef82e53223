"""The language server end to end, through a real LSP client (pytest-lsp) over stdio, on real IR."""
from __future__ import annotations

import asyncio
import os
import shutil
import sys
from pathlib import Path

import pytest
import pytest_lsp
from conftest import CORPUS, REPO, RESNET50
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from inductor_lens.explain.explain import explain_file

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))
POST = RESNET50 / "ir_post_fusion.txt"
PRE = RESNET50 / "ir_pre_fusion.txt"
MLP = CORPUS / "mlp_gelu_layernorm/g0_inference"


INIT: dict = {}


@pytest_lsp.fixture(scope="module", config=ClientServerConfig(server_command=SERVER, server_env=ENV))
async def client(lsp_client: LanguageClient):
    INIT["result"] = await lsp_client.initialize_session(t.InitializeParams(
        capabilities=client_capabilities("visual-studio-code"), root_uri=REPO.as_uri()))
    yield
    await lsp_client.shutdown_session()


def uri(p: Path) -> str:
    return p.resolve().as_uri()


async def open_doc(client: LanguageClient, path: Path, text: str | None = None, want: int | None = None):
    u = uri(path)
    text = path.read_text() if text is None else text
    client.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(u, "inductor-ir", 1, text)))
    if want is not None:
        for _ in range(400):
            if len(client.diagnostics.get(u, [])) >= want:
                break
            await asyncio.sleep(0.025)
    return u, text.split("\n")


def pos_of(lines: list[str], needle: str, nth: int = 0, col_offset: int = 1) -> t.Position:
    k = 0
    for i, l in enumerate(lines):
        c = l.find(needle)
        while c >= 0:
            if k == nth:
                return t.Position(i, c + col_offset)
            k += 1
            c = l.find(needle, c + 1)
    raise AssertionError(needle)


async def hover_at(client, u, p):
    h = await client.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(u), p))
    return h.contents.value if h else None


EXPECTED = explain_file(POST)
N_DIAGS = sum(1 for p in EXPECTED.pairs if not p.fused and p.final)


# ---------------------------------------------------------------------------------------------------
async def test_a_collectives_input_copy_refused_under_the_overlap_knob(client: LanguageClient):
    """A tensor-parallel graph compiled with reorder_for_compute_comm_overlap (read from its
    fx_graph_runnable.py beside it): the all-reduce's input copy op14 gets Inductor's refusal, linked to its
    page, on op14's read of the value it copies."""
    post = CORPUS / "configs" / "tp_mlp_comm_overlap" / "g0_inference" / "ir_post_fusion.txt"
    want = sum(1 for p in explain_file(post).pairs if not p.fused and p.final)
    u, lines = await open_doc(client, post, want=want)
    [d] = [d for d in client.diagnostics[u] if d.code == "no_fuse_buffer"]
    assert "op11_op13 → op14" in d.message and "cannot fuse op11_op13 with op14: fusion for buffer explicit disabled" in d.message
    assert d.code_description.href.endswith("no_fuse_buffer.md")
    assert Path(d.code_description.href.replace("file://", "")).exists()
    assert lines[d.range.start.line][d.range.start.character:].startswith("MemoryDep('buf17'")
    collectives = [d for d in client.diagnostics[u] if d.code == "extern_kernel" and "a collective, " in d.message]
    assert collectives
    client.text_document_did_close(t.DidCloseTextDocumentParams(t.TextDocumentIdentifier(u)))


async def test_diagnostics_on_open(client: LanguageClient):
    import importlib.util
    if importlib.util.find_spec("torchvision") is None:   # the origins below are torchvision's resnet.py lines
        pytest.skip("torchvision is not installed here (the README's first command installs it)")
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    diags = client.diagnostics[u]
    assert len(diags) == N_DIAGS == 138
    [d] = [d for d in diags if "op3 → op4" in d.message]
    assert d.code == "no_shared_data" and d.severity == t.DiagnosticSeverity.Information
    assert d.source == "inductor-lens" and "cannot fuse op3 with op4: no shared data" in d.message
    # placed on op4's read of buf3
    line = lines[d.range.start.line]
    assert line[d.range.start.character:].startswith("MemoryDep('buf3'")
    assert d.code_description.href.endswith("no_shared_data.md")
    assert Path(d.code_description.href.replace("file://", "")).exists()
    rel, *origins = d.related_information
    assert lines[rel.location.range.start.line].startswith("op3: ") and "producer op3" in rel.message
    # and where both came from in the model: BatchNorm, ReLU, max-pool lines of torchvision's ResNet
    # one row each (the Problems panel showed 4-5 rows per entry), every source line named
    assert [o.message.split(" from ")[0] for o in origins] == ["op3", "op4"]
    assert "x = self.bn1(x)" in origins[0].message and "x = self.relu(x)" in origins[0].message
    assert "x = self.maxpool(x)" in origins[-1].message
    extern = [d for d in diags if d.code == "extern_kernel"]
    assert extern and all(d.severity == t.DiagnosticSeverity.Hint for d in extern)
    # $/progress was reported for the analysis: begin, report (parsed), end
    for _ in range(200):
        kinds = {type(r).__name__ for reports in client.progress_reports.values() for r in reports}
        if "WorkDoneProgressEnd" in kinds:
            break
        await asyncio.sleep(0.025)
    assert {"WorkDoneProgressBegin", "WorkDoneProgressReport", "WorkDoneProgressEnd"} <= kinds


async def test_hover_op_card(client: LanguageClient):
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    md = await hover_at(client, u, pos_of(lines, "op4: SchedulerNode"))
    assert md.startswith("**op4** · `SchedulerNode(ComputedBuffer)` · cpu")
    assert "401,408 points" in md and "group.iteration = ((2, 56, 56, 64), ())" in md
    assert "loop `p0: 2, p1: 56, p2: 56, p3: 64`" in md
    assert "`buf3` 9 reads: 3x3 window over (h, w), stride 2" in md
    assert "`buf4` `[2, 64, 56, 56]` stride `[200704, 1, 3584, 64]` channels-last float32 · 1,605,632 bytes" in md
    assert "**Kernel** `cpp_fused_" in md and "shared with `op3` as separate loop nests" in md
    assert "✗ `op3` → `op4`: no shared data" in md


async def test_hover_everywhere_an_op_appears(client: LanguageClient):
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    # in a NodeUser(...) of op3's output
    md = await hover_at(client, u, pos_of(lines, "name='op4'", col_offset=7))
    assert md.startswith("**op4**")
    # users with can_inplace
    md = await hover_at(client, u, pos_of(lines, "op3: SchedulerNode"))
    assert "**op3**" in md and "1,605,632 points" in md
    # a member inside a fused name
    mu, mlines = await open_doc(client, MLP / "ir_post_fusion.txt", want=1)
    header = next(i for i, l in enumerate(mlines) if l.startswith("op1_op2_op3_op4: "))
    # anywhere on a fused node's name: the group's own card, its members listed
    md = await hover_at(client, mu, t.Position(header, mlines[header].index("op3") + 1))
    assert md.startswith("**op1_op2_op3_op4**") and "nodes in one kernel: `op1`, `op2`, `op3`, `op4`" in md
    md = await hover_at(client, mu, t.Position(header, 1))
    assert md.startswith("**op1_op2_op3_op4**")
    # a member's own card is on its own header line
    line = next(i for i, l in enumerate(mlines) if l.lstrip().startswith("op3: SchedulerNode"))
    md = await hover_at(client, mu, t.Position(line, mlines[line].index("op3") + 1))
    assert md.startswith("**op3**") and "member of `op1_op2_op3_op4`" in md


async def test_hover_buffer_dep_var_index(client: LanguageClient):
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    md = await hover_at(client, u, pos_of(lines, "    buf3: ComputedBuffer", col_offset=5))
    assert md.startswith("**buf3**") and "**Producer** `op3`" in md and "**Consumers** `op4`" in md
    assert "6,422,528 bytes" in md and "can_inplace=False" in md
    md = await hover_at(client, u, pos_of(lines, "14336*c0 + 128*c1 + c2 - 7232", col_offset=3))
    assert "**MemoryDep** on `buf3`" in md and "constant offset -7,232 = h-1, w-1" in md
    md = await hover_at(client, u, pos_of(lines, "var_ranges = {p0: 25088", col_offset=len("var_ranges = {")))
    assert "**p0** · loop variable of `op3_loop_body`" in md and "0 ≤ p0 < 25,088" in md
    md = await hover_at(client, u, pos_of(lines, "get_index('index1')", col_offset=len("get_index('")))
    assert md.startswith("**index1** =")


async def test_definition_and_references(client: LanguageClient):
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    res = await client.text_document_definition_async(t.DefinitionParams(
        t.TextDocumentIdentifier(u), pos_of(lines, "name='op4'", col_offset=7)))
    assert lines[res[0].range.start.line].startswith("op4: ")
    # on the header itself: where op4 came from, only (the max-pool line of torchvision's ResNet, or its FX
    # node when torchvision is not installed here): one location, so F12 opens it with default settings
    res = await client.text_document_definition_async(t.DefinitionParams(
        t.TextDocumentIdentifier(u), pos_of(lines, "op4: SchedulerNode")))
    assert len(res) == 1 and res[0].uri.endswith(("torchvision/models/resnet.py", "fx_graph_readable.py"))
    if res[0].uri.endswith("resnet.py"):
        from urllib.parse import unquote, urlparse
        src = open(unquote(urlparse(res[0].uri).path)).read().split("\n")
        assert src[res[0].range.start.line].strip() == "x = self.maxpool(x)"
    # its implementation: the generated kernel in output_code.py
    res = await client.text_document_implementation_async(t.ImplementationParams(
        t.TextDocumentIdentifier(u), pos_of(lines, "op4: SchedulerNode")))
    assert len(res) == 1 and res[0].uri.endswith("output_code.py")
    code = (RESNET50 / "output_code.py").read_text().split("\n")
    assert code[res[0].range.start.line].startswith("cpp_fused__native_batch_norm_legit_no_training_max_pool2d")
    # a buffer reference goes to its outputs entry
    res = await client.text_document_definition_async(t.DefinitionParams(
        t.TextDocumentIdentifier(u), pos_of(lines, "MemoryDep('buf3', 14336", col_offset=12)))
    assert lines[res[0].range.start.line].strip().startswith("buf3: ComputedBuffer")
    refs = await client.text_document_references_async(t.ReferenceParams(
        text_document=t.TextDocumentIdentifier(u), position=pos_of(lines, "    buf3: ComputedBuffer", col_offset=5),
        context=t.ReferenceContext(include_declaration=True)))
    texts = {lines[r.range.start.line][r.range.start.character:r.range.end.character] for r in refs}
    assert texts == {"buf3"} and len(refs) == 33


async def test_source_lenses_request_for_the_model_file(client: LanguageClient):
    """``inductorLens/sourceLenses``: for torchvision's resnet.py, the lines that produced kernels of
    the open ResNet50 IR (the VS Code extension shows them as code lenses)."""
    from inductor_lens.dump.provenance import FX_READABLE, local_path, read_fx_readable
    src = read_fx_readable((RESNET50 / FX_READABLE).read_text())["relu"].source.file
    here = local_path(src)
    if here is None:
        pytest.skip("torchvision is not installed here")
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    rows = await client.protocol.send_request_async("inductorLens/sourceLenses",
                                                    {"textDocument": {"uri": here.as_uri()}})
    row = next(r for r in rows if r["line"] == 270 and r["uri"] == u)
    # other IR documents this session opened name resnet.py too: then each lens names its device and graph
    label = "cpu · g0_inference: " if len({r["uri"] for r in rows}) > 1 else ""
    assert row["title"] == label + "1 kernel · 1 unfused edge (no shared data)" and row["nodes"] == ["op4"]
    assert row["uri"] == u and lines[row["ranges"][0]["start"]["line"]].startswith("op4: ")
    assert await client.protocol.send_request_async("inductorLens/sourceLenses", {"textDocument": {}}) == []


async def test_source_lenses_from_a_run_kept_in_an_added_workspace_folder(client: LanguageClient, tmp_path):
    """A workspace folder added while the server runs (``workspace/didChangeWorkspaceFolders``) holding a
    model's file and a TORCH_COMPILE_DEBUG run of it, none of it open: the model file gets lenses pointing
    into the run's ir_post_fusion.txt; removing the folder removes them."""
    att = CORPUS / "attention_block/g0_inference"
    model = tmp_path / "proj" / "tests" / "corpus" / "generate.py"
    model.parent.mkdir(parents=True)
    shutil.copy(REPO / "tests/corpus/generate.py", model)
    run = tmp_path / "proj" / "debug" / "torchinductor" / "model__0_inference_0.0"
    run.mkdir(parents=True)
    for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fx_graph_readable.py",
              "inductor_provenance_tracking_node_mappings.json"):
        shutil.copy(att / f, run / f)
    folder = t.WorkspaceFolder(uri((tmp_path / "proj")), "proj")
    ask = {"textDocument": {"uri": uri(model)}}
    mine = uri(run / "ir_post_fusion.txt")
    # the repository (this client's root) keeps runs of the same generator: a copy of it gets their
    # lenses, from the newest few of them (features.RUN_LENS_FILES)
    from inductor_lens.service.features import RUN_LENS_FILES
    before = {r["uri"] for r in await client.protocol.send_request_async("inductorLens/sourceLenses", ask)}
    assert mine not in before and 0 < len(before) <= RUN_LENS_FILES
    assert all(u.startswith(uri(CORPUS)) for u in before)
    client.workspace_did_change_workspace_folders(t.DidChangeWorkspaceFoldersParams(
        t.WorkspaceFoldersChangeEvent(added=[folder], removed=[])))
    rows = [r for r in await client.protocol.send_request_async("inductorLens/sourceLenses", ask)
            if r["uri"] == mine]
    src = model.read_text().split("\n")
    assert rows
    ir = (run / "ir_post_fusion.txt").read_text().split("\n")
    for r in rows:
        assert "= self." in src[r["line"]] or "torch." in src[r["line"]] or "(" in src[r["line"]]
        # a run on disk: the lens names it ("cpu · model__0_inference_0.0: 2 kernels"), and carries its
        # line's recorded text for the editor to re-anchor it by
        assert r["run"] and r["title"].startswith(f'{r["run"]}: ') and r["title"].split(": ", 1)[1].split(" ")[1].startswith("kernel")
        assert r["code"] and r["code"].strip() == src[r["line"]].strip()
        assert all(ir[g["start"]["line"]].startswith(f"{n}: ") for n, g in zip(r["nodes"], r["ranges"]))
    client.workspace_did_change_workspace_folders(t.DidChangeWorkspaceFoldersParams(
        t.WorkspaceFoldersChangeEvent(added=[], removed=[folder])))
    after = await client.protocol.send_request_async("inductorLens/sourceLenses", ask)
    assert mine not in {r["uri"] for r in after}


def plain(x):
    """An untyped JSON result as the client library hands it over (objects as named tuples) -> dicts."""
    if hasattr(x, "_asdict"):
        return {k: plain(v) for k, v in x._asdict().items()}
    if isinstance(x, (list, tuple)):
        return [plain(v) for v in x]
    return x


async def test_fusion_map_request(client: LanguageClient):
    """``inductorLens/fusionMap``: the graph of kernels of the open ResNet50 IR with op3 -> op4's
    reason and bytes (the VS Code map draws it); a URI with nothing behind it gets an error value."""
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    d = await client.protocol.send_request_async("inductorLens/fusionMap", {"textDocument": {"uri": u}})
    d = plain(d)
    assert d["uri"] == u and len(d["nodes"]) == d["total_nodes"] == 123
    e = next(e for e in d["edges"] if (e["source"], e["target"]) == ("op3", "op4"))
    assert e["reason"] == "no_shared_data" and e["bytes"] == 12845056 and lines[e["line"] - 1].strip().startswith("[")
    assert d["ranking"][0]["producer"] == "op3"
    gone = plain(await client.protocol.send_request_async("inductorLens/fusionMap", {"textDocument": {"uri": "untitled:x"}}))
    assert "error" in gone


async def test_runs_request(client: LanguageClient, tmp_path):
    """``inductorLens/runs``: the runs of the folders asked about (paths or file URIs) as ``runs --json``
    writes them: a captured run with its manifest's counts and report, a torch_compile_debug run, the
    fixtures' graphs as a debug tree; bad params and a folder not on this machine are said as values."""
    ws = tmp_path / "ws"
    run = ws / ".inductor-lens" / "runs" / "20260101-000000-mlp"
    (run / "g0_inference").mkdir(parents=True)
    shutil.copy(MLP / "ir_post_fusion.txt", run / "g0_inference")
    (run / "report.html").write_text("<html></html>")
    (run / "run.json").write_text('{"start": "2026-01-01T00:00:00.000", "command": ["python", "mlp.py"], '
                                  '"exit_status": 0, "complete": true, "graphs": [{"folder": "g0_inference", '
                                  '"kind": "inference", "files": ["ir_post_fusion.txt"], "nodes": 7, '
                                  '"kernel_nodes": 4, "unfused_edges": 2, "unfused_bytes": 100, "error": null}]}')
    graph = ws / "torch_compile_debug" / "run_1-pid_1" / "torchinductor" / "model__0_forward_0.0"
    graph.mkdir(parents=True)
    shutil.copy(MLP / "ir_post_fusion.txt", graph)
    got = plain(await client.protocol.send_request_async("inductorLens/runs", {"roots": [str(ws), uri(CORPUS / "mlp_gelu_layernorm")]}))
    assert got["errors"] == []
    runs = got["runs"]
    assert [(Path(r["path"]).name, r["captured"]) for r in runs] == [
        ("20260101-000000-mlp", True), ("run_1-pid_1", False), ("mlp_gelu_layernorm", False)]
    assert runs[0]["report"] == str(run / "report.html") and runs[0]["command"] == ["python", "mlp.py"]
    assert runs[0]["graphs"][0] == {"folder": "g0_inference", "path": str(run / "g0_inference"), "kind": "inference", "compile_id": None,
                                    "frame": None, "nodes": 7, "kernel_nodes": 4, "unfused_edges": 2,
                                    "unfused_bytes": 100, "files": ["ir_post_fusion.txt"], "error": None}
    assert [(g["folder"], g["kind"], g["nodes"]) for g in runs[1]["graphs"]] == [
        ("torchinductor/model__0_forward_0.0", "forward", None)]
    assert [g["folder"] for g in runs[2]["graphs"]] == ["g0_inference"] and runs[2]["report"] is None
    bad = plain(await client.protocol.send_request_async("inductorLens/runs", {"roots": "nope"}))
    assert bad["runs"] == [] and "needs roots" in bad["errors"][0]["error"]
    remote = plain(await client.protocol.send_request_async("inductorLens/runs", {"roots": ["vscode-vfs://github/x"]}))
    assert remote == {"runs": [], "errors": [{"root": "vscode-vfs://github/x", "error": "not a folder on this machine"}]}


async def test_symbols_folding_tokens_hints(client: LanguageClient):
    mu, mlines = await open_doc(client, MLP / "ir_post_fusion.txt", want=1)
    syms = await client.text_document_document_symbol_async(t.DocumentSymbolParams(t.TextDocumentIdentifier(mu)))
    fused = next(s for s in syms if s.name == "op1_op2_op3_op4")
    assert fused.kind == t.SymbolKind.Module and [c.name for c in fused.children] == ["op1", "op2", "op3", "op4"]
    assert fused.children[0].children and fused.children[0].children[0].name == "buf1"
    ws = await client.workspace_symbol_async(t.WorkspaceSymbolParams(query="op4"))
    assert any(s.name == "op4" for s in ws)
    folds = await client.text_document_folding_range_async(t.FoldingRangeParams(t.TextDocumentIdentifier(mu)))
    starts = {f.start_line for f in folds}
    assert 0 in starts and any(mlines[f.start_line].startswith("class op1_loop_body") for f in folds)
    u, lines = await open_doc(client, POST, want=N_DIAGS)
    tok = await client.text_document_semantic_tokens_full_async(t.SemanticTokensParams(t.TextDocumentIdentifier(u)))
    data = tok.data
    assert len(data) % 5 == 0 and len(data) > 1000
    line = col = 0
    first = []
    for i in range(0, 30, 5):
        line += data[i]
        col = data[i + 1] if data[i] else col + data[i + 1]
        first.append(lines[line][col:col + data[i + 2]])
    assert first[0] == "op0" and "SchedulerNode(ComputedBuffer)" in first and "MemoryDep" in first
    rng = await client.text_document_semantic_tokens_range_async(t.SemanticTokensRangeParams(
        t.TextDocumentIdentifier(u), t.Range(t.Position(100, 0), t.Position(120, 0))))
    assert 0 < len(rng.data) < len(data)
    hints = await client.text_document_inlay_hint_async(t.InlayHintParams(
        t.TextDocumentIdentifier(u), t.Range(t.Position(0, 0), t.Position(len(lines), 0))))
    labels = {(h.position.line, str(h.label)) for h in hints}
    it_line = next(i for i, l in enumerate(lines) if l.startswith("op3.group.iteration"))
    assert (it_line, " 1,605,632 points") in labels
    lay_line = next(i for i, l in enumerate(lines) if l.startswith("    buf3.layout"))
    assert (lay_line, " 6,422,528 B") in labels


async def test_capabilities_and_sync(client: LanguageClient):
    caps = INIT["result"].capabilities
    assert caps.hover_provider and caps.definition_provider and caps.references_provider
    assert caps.document_symbol_provider and caps.workspace_symbol_provider and caps.folding_range_provider
    assert caps.semantic_tokens_provider and caps.inlay_hint_provider
    sync = caps.text_document_sync
    assert getattr(sync, "change", sync) == t.TextDocumentSyncKind.Incremental
    assert "inductorLens.diff" in caps.execute_command_provider.commands
    # the benchmark: a lens per unfused pair, a quick fix on its diagnostic, the command
    assert caps.code_lens_provider is not None and caps.code_action_provider is not None
    assert "inductorLens.benchmark" in caps.execute_command_provider.commands


async def test_pre_fusion_hover_knows_the_post_node_and_diff_command(client: LanguageClient):
    u, lines = await open_doc(client, MLP / "ir_pre_fusion.txt", want=1)
    md = await hover_at(client, u, pos_of(lines, "op2: SchedulerNode"))
    assert "**After fusion** in `op1_op2_op3_op4`" in md
    r = await client.workspace_execute_command_async(t.ExecuteCommandParams(
        command="inductorLens.diff", arguments=[u]))
    assert "op1, op2, op3, op4 -> op1_op2_op3_op4 (OuterLoopFusedSchedulerNode)" in r["text"]


async def test_incremental_edits_and_parse_errors(client: LanguageClient, tmp_path_factory):
    d = tmp_path_factory.mktemp("edit")
    for f in ("ir_post_fusion.txt", "ir_pre_fusion.txt"):
        shutil.copy(CORPUS / "softmax_scale/g0_inference" / f, d / f)
    u, lines = await open_doc(client, d / "ir_post_fusion.txt", want=0)
    await asyncio.sleep(0.5)
    assert not [x for x in client.diagnostics.get(u, []) if x.severity == t.DiagnosticSeverity.Error]
    at = next(i for i, l in enumerate(lines) if l.startswith("op1.group.iteration"))
    client.text_document_did_change(t.DidChangeTextDocumentParams(
        t.VersionedTextDocumentIdentifier(version=2, uri=u),
        [t.TextDocumentContentChangePartial(range=t.Range(t.Position(at, 0), t.Position(at, 0)),
                                            text="this line is not IR\n")]))
    for _ in range(200):
        errs = [x for x in client.diagnostics.get(u, []) if x.severity == t.DiagnosticSeverity.Error]
        if errs:
            break
        await asyncio.sleep(0.025)
    assert errs and errs[0].range.start.line == at and "this line is not IR" in errs[0].message
    edited = lines[:at] + ["this line is not IR"] + lines[at:]
    md = await hover_at(client, u, pos_of(edited, "\nop3: SchedulerNode"[1:]))
    assert md and md.startswith("**op3**"), md  # the rest of the file still works
    client.text_document_did_change(t.DidChangeTextDocumentParams(
        t.VersionedTextDocumentIdentifier(version=3, uri=u),
        [t.TextDocumentContentChangePartial(range=t.Range(t.Position(at, 0), t.Position(at + 1, 0)), text="")]))
    for _ in range(200):
        await asyncio.sleep(0.025)
        if not [x for x in client.diagnostics.get(u, []) if x.severity == t.DiagnosticSeverity.Error]:
            break
    assert not [x for x in client.diagnostics.get(u, []) if x.severity == t.DiagnosticSeverity.Error]


async def _progress_with(client: LanguageClient, needle: str, known: set, timeout: float = 60):
    """The token of a new progress whose reports include ``needle``."""
    for _ in range(int(timeout / 0.025)):
        for token, values in list(client.progress_reports.items()):
            if token not in known and any(needle in (getattr(v, "message", None) or "") for v in values):
                return token
        await asyncio.sleep(0.025)
    raise AssertionError(f"no progress report {needle!r}")


async def _progress_end(client: LanguageClient, token, timeout: float = 30):
    for _ in range(int(timeout / 0.025)):
        values = client.progress_reports[token]
        if values and isinstance(values[-1], t.WorkDoneProgressEnd):
            return values[-1]
        await asyncio.sleep(0.025)
    raise AssertionError(f"progress {token} did not end")


async def test_long_analysis_reports_its_rounds_and_is_cancelled_by_an_edit_and_by_closing(
        client: LanguageClient, tmp_path_factory):
    """A 20,000-node chain: the replay reports how far each round got; an edit during it cancels that
    analysis (its progress ends "cancelled") and starts the new version's, which closing the document
    cancels in turn."""
    sys.path.insert(0, str(REPO / "bench"))
    from make_big import make_chain
    path = tmp_path_factory.mktemp("chain") / "ir_pre_fusion.txt"
    text = make_chain(20_000)
    path.write_text(text)
    known = set(client.progress_reports)
    u, lines = await open_doc(client, path, text)
    first = await _progress_with(client, "round 1: fusing", known)
    client.text_document_did_change(t.DidChangeTextDocumentParams(
        t.VersionedTextDocumentIdentifier(version=2, uri=u),
        [t.TextDocumentContentChangePartial(range=t.Range(t.Position(len(lines) - 1, 0), t.Position(len(lines) - 1, 0)),
                                            text="\n")]))
    end = await _progress_end(client, first)
    assert end.message.startswith("cancelled: ")
    reports = [v.message for v in client.progress_reports[first] if isinstance(v, t.WorkDoneProgressReport)]
    assert any("round 1: candidate pairs of" in m for m in reports)
    known.add(first)
    second = await _progress_with(client, "round 1:", known)
    client.text_document_did_close(t.DidCloseTextDocumentParams(t.TextDocumentIdentifier(u)))
    end = await _progress_end(client, second)
    assert end.message.startswith("cancelled: ")


async def test_kernel_request_for_a_fused_header_and_an_extern_call(client: LanguageClient):
    """``inductorLens/kernel`` (the editor's "Open Kernel in output_code.py"): a fused node's header opens
    its one kernel; an extern call says so."""
    path = CORPUS / "mlp_gelu_layernorm_cuda/g0_inference/ir_post_fusion.txt"
    u, lines = await open_doc(client, path)
    line = next(i for i, x in enumerate(lines) if x.startswith("op1_op2_op4: FusedSchedulerNode"))
    got = await client.protocol.send_request_async(
        "inductorLens/kernel", {"textDocument": {"uri": u}, "position": {"line": line, "character": 6}})
    assert got.uri.endswith("output_code.py") and got.name.startswith("triton_")
    oc = (path.parent / "output_code.py").read_text().split("\n")
    assert oc[got.range.start.line].startswith(got.name + " = async_compile.triton(")
    line = next(i for i, x in enumerate(lines) if x.startswith("op0: ExternKernelSchedulerNode"))
    got = await client.protocol.send_request_async(
        "inductorLens/kernel", {"textDocument": {"uri": u}, "position": {"line": line, "character": 1}})
    assert "is an extern call" in got.error
    assert "position" in (await client.protocol.send_request_async("inductorLens/kernel", {"textDocument": {"uri": u}})).error


async def test_a_fused_header_offers_to_time_its_split(client: LanguageClient):
    """On a fused node's header (no diagnostic needed) a code action benchmarks the node as Inductor built it
    against its members as separate kernels (issue 42): the same command as the pair's, with ``split``."""
    path = CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt"
    u, lines = await open_doc(client, path, want=1)
    line = next(i for i, x in enumerate(lines) if x.startswith("op1_op2_op3_op4: "))

    async def actions(at: int) -> list[dict]:
        """The code actions as JSON (lsprotocol's converter reads a CodeAction that carries a command as
        a plain Command: tests/e2e/test_lsp_bench.py's ``code_actions_raw``)."""
        import uuid
        mid = str(uuid.uuid4())
        fut = client.protocol.send_request(t.TEXT_DOCUMENT_CODE_ACTION, t.CodeActionParams(
            t.TextDocumentIdentifier(u), t.Range(t.Position(at, 3), t.Position(at, 3)),
            t.CodeActionContext(diagnostics=[])), msg_id=mid)
        client.protocol._result_types[mid] = None
        return [a for a in await asyncio.wrap_future(fut) if "split" in a["title"]]
    got = await actions(line)
    assert [a["title"] for a in got] == ["Benchmark: split op1_op2_op3_op4 into its 4 members (fused vs split)"]
    cmd = got[0]["command"]
    assert cmd["command"] == "inductorLens.benchmark"
    assert cmd["arguments"] == [u, "op1_op2_op3_op4", "op1_op2_op3_op4", {"split": ""}]
    # not on the group's other lines, nor on a plain node's header
    assert not await actions(line + 1)
    plain = next(i for i, x in enumerate(lines) if x.startswith("op0: "))
    assert not await actions(plain)
