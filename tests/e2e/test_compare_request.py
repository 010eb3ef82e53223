"""``inductorLens/compare`` end to end through a real LSP client (pytest-lsp) over stdio, on the corpus's
graphs: compare's JSON with each change's place in B's and A's IR, errors said as values, and a
long comparison never delays the diagnostics of a document opened meanwhile."""
from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from pathlib import Path

import pytest
import pytest_lsp
from conftest import CORPUS, REPO, RESNET50
from lsprotocol import types as t
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

pytestmark = pytest.mark.asyncio(loop_scope="module")

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))
MLP = CORPUS / "mlp_gelu_layernorm/g0_inference"
SDPA = CORPUS / "sdpa_block/g0_inference"
SDPA_BF16 = CORPUS / "sdpa_block_bf16/g0_inference"


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


async def ask(client: LanguageClient, params) -> dict:
    return plain(await client.protocol.send_request_async("inductorLens/compare", params))


async def test_a_graph_compared_with_itself(client: LanguageClient):
    got = await ask(client, {"a": str(MLP), "b": (MLP / "ir_post_fusion.txt").resolve().as_uri()})
    assert "error" not in got
    (g,) = got["graphs"]
    assert g["changes"] == [] and g["kernels"][0] == g["kernels"][1] and g["note"] is None
    assert g["a_path"] == g["b_path"] == str((MLP / "ir_post_fusion.txt").resolve())


async def test_two_graphs_each_change_placed_in_its_ir(client: LanguageClient):
    got = await ask(client, {"a": str(SDPA), "b": str(SDPA_BF16)})
    (g,) = got["graphs"]
    assert g["a_path"] == str((SDPA / "ir_post_fusion.txt").resolve())
    assert g["b_path"] == str((SDPA_BF16 / "ir_post_fusion.txt").resolve())
    assert g["changes"] and {c["kind"] for c in g["changes"]} >= {"op_removed", "op_added"}
    text = {p: Path(p).read_text().split("\n") for p in (g["a_path"], g["b_path"])}
    for c in g["changes"]:
        assert set(c) >= {"kind", "a", "b", "reason", "message", "summary", "refusals", "places", "ir_line",
                          "ir_line_a", "at", "at_a", "places_at", "reason_title", "href"}
        if c["kind"] == "op_removed":
            assert c["at"]["path"] == c["at_a"]["path"] == g["a_path"]
            assert text[g["a_path"]][c["at_a"]["line"]].startswith(f"{c['a'][0]}:")
        else:          # op_added, fusion_lost/gained, reason_changed: B's node in B's IR (0-based lines)
            assert c["at"]["path"] == g["b_path"] and c["at"]["line"] == c["ir_line"] - 1
            assert text[g["b_path"]][c["at"]["line"]].split(":")[0].startswith("op")
        if c["kind"] == "op_added":
            assert c["at_a"] is None
            assert text[g["b_path"]][c["at"]["line"]].startswith(f"{c['b'][0]}:")


async def test_errors_are_values(client: LanguageClient, tmp_path):
    assert "needs a" in (await ask(client, {"b": str(MLP)}))["error"]
    assert "needs b" in (await ask(client, {"a": str(MLP), "b": 3}))["error"]
    assert "needs a" in (await ask(client, None))["error"]
    missing = await ask(client, {"a": str(MLP), "b": str(tmp_path / "nope")})
    assert "no such file or directory" in missing["error"]
    remote = await ask(client, {"a": "vscode-vfs://github/x", "b": str(MLP)})
    assert "not a file on this machine" in remote["error"]
    assert "no graphs in it" in (await ask(client, {"a": str(tmp_path), "b": str(MLP)}))["error"]


async def test_with_page_both_maps_in_one_self_contained_page(client: LanguageClient):
    """``"page": true`` (VS Code's "Show Maps"): the same comparison and ``html``, the page of ``compare
    --html`` with both graphs' maps, made from the same analysis; without it, no page."""
    plain_got = await ask(client, {"a": str(SDPA), "b": str(SDPA_BF16)})
    got = await ask(client, {"a": str(SDPA), "b": str(SDPA_BF16), "page": True})
    html = got.pop("html")
    assert "html" not in plain_got and got == plain_got
    data = html.split('<script type="application/json" id="compare-data">', 1)[1].split("</script>", 1)[0]
    (g,) = json.loads(data)["graphs"]
    assert g["maps"]["a"]["nodes"] and g["maps"]["b"]["nodes"]
    assert "Content-Security-Policy" in html and "<script src" not in html


_COMPARES = 8


async def test_an_opened_document_is_not_queued_behind_comparisons(client: LanguageClient, tmp_path):
    """Issue 40 item 2: long requests (comparisons of runs, trace joins, suggestions, the runs walk) run in
    their own threads (``InductorLensServer.long``), so the analysis of a document opened meanwhile is not
    queued behind them: with eight comparisons asked at once (more than the default executor's threads on
    this machine), a newly opened document's fusion diagnostics arrive before the first comparison ends."""
    sys.path.insert(0, str(REPO / "bench"))
    from make_big import make_big
    text = make_big(RESNET50 / "ir_post_fusion.txt", 6_000_000)   # a comparison of about 2.5 s
    pairs = []
    for i in range(_COMPARES):        # each pair its own files: nothing answered from a cache
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
    assert errors == [None] * _COMPARES, errors
    assert fused is not None, "no fusion diagnostics"
    print(f"diagnostics at {fused:.2f} s; comparisons ended at " + ", ".join(f"{x:.2f}" for x in sorted(ended)))
    assert fused < min(ended), f"diagnostics at {fused:.1f} s, the first comparison ended at {min(ended):.1f} s"
