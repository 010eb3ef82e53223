"""No NaN on the wire (issue 39 H2): a profiler trace whose events carry ``NaN``, ``Infinity``, ``"nan"``,
``1e999`` or a negative duration is read with those events left out (and said), and the server's answers
(``inductorLens/attachTrace``, ``inductorLens/fusionMap``) stay JSON that a strict reader accepts: the raw
bytes over stdio are parsed with a reader that refuses ``NaN`` and ``Infinity``, as vscode-jsonrpc's does
(a bare ``NaN`` there left the request unsettled and VS Code's client stopped the server). The command
line's ``--json`` and the HTML report's embedded data are checked the same way."""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS, REPO, RawLsp

from inductor_lens.dump.trace import TraceProblem, read_trace

PROFILED = CORPUS / "mlp_gelu_layernorm_profiled"
GRAPH = PROFILED / "g0_inference"
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"), INDUCTOR_LENS_PREWARM="0")
BAD = ["NaN", "Infinity", '"nan"', "1e999", "-5"]


def _strict(text: str):
    def refuse(name):
        raise ValueError(f"not JSON: {name}")
    return json.loads(text, parse_constant=refuse)


def hostile_trace(tmp: Path, every: bool = False) -> Path:
    """The committed real trace with the durations of its kernel events (all, or one in two) made
    non-finite or negative, as the JSON text of a broken exporter would have them."""
    text = (PROFILED / "trace.json").read_text()
    k = 0

    def sub(m):
        nonlocal k
        k += 1
        if not every and k % 2:
            return m.group(0)
        return f'"dur": {BAD[k % len(BAD)]}'
    text = re.sub(r'"dur": [0-9.]+', sub, text)
    out = tmp / ("all_bad.json" if every else "some_bad.json")
    out.write_text(text)
    return out


def test_the_reader_leaves_such_events_out_and_says_so(tmp_path):
    t = read_trace(hostile_trace(tmp_path))
    assert not isinstance(t, TraceProblem) and t.refused > 0
    assert all(e.dur == e.dur and e.dur >= 0 and abs(e.ts) < float("inf") for e in t.events)
    bad = read_trace(hostile_trace(tmp_path, every=True))
    assert isinstance(bad, TraceProblem) and "not a finite number" in bad.message




def test_the_servers_answers_are_strict_json(tmp_path):
    post = (GRAPH / "ir_post_fusion.txt").resolve()
    uri = post.as_uri()
    # every message the server sends is read as strict JSON
    lsp = RawLsp([sys.executable, "-m", "inductor_lens", "serve"], tmp_path, ENV, decode=_strict)
    try:
        def answer(msg_id):
            return lsp.until(lambda m: m.get("id") == msg_id)
        lsp.initialize()
        lsp.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "inductor-ir", "version": 1, "text": post.read_text()}}})
        lsp.send({"jsonrpc": "2.0", "id": 2, "method": "inductorLens/attachTrace",
                  "params": {"uri": uri, "trace": str(hostile_trace(tmp_path))}})
        r = answer(2)
        assert "result" in r, r
        assert any("left out" in n for n in json.dumps(r["result"]).split('"') if n), r["result"]
        lsp.send({"jsonrpc": "2.0", "id": 3, "method": "inductorLens/fusionMap",
                  "params": {"textDocument": {"uri": uri}}})
        m = answer(3)
        assert "result" in m and m["result"].get("nodes"), m
        lsp.send({"jsonrpc": "2.0", "id": 4, "method": "inductorLens/attachTrace",
                  "params": {"uri": uri, "trace": str(hostile_trace(tmp_path, every=True))}})
        r = answer(4)
        assert "not a finite number" in json.dumps(r)
    finally:
        status = lsp.close(5)
    assert status == 0


def test_the_command_line_and_the_report_stay_json(tmp_path):
    trace = hostile_trace(tmp_path)
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(GRAPH), "--trace", str(trace),
                        "--format", "json"], capture_output=True, text=True, env=ENV, timeout=300)
    assert r.returncode == 0, r.stderr
    doc = _strict(r.stdout)
    assert any("left out" in n for n in doc["measured"]["notes"])
    out = tmp_path / "report.html"
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "report", str(GRAPH), "--trace", str(trace), "-o",
                        str(out)], capture_output=True, text=True, env=ENV, timeout=300)
    assert r.returncode == 0, r.stderr
    html = out.read_text()
    data = re.search(r'<script type="application/json" id="[^"]*">(.*?)</script>', html, re.S)
    assert data is not None
    _strict(data.group(1))          # the page's data: JSON.parse would accept it


CLIENT = REPO / "vscode-client"
WIRE = CLIENT / "e2e" / "jsonrpc-wire.mjs"
#: a server that answers every request with a bare NaN, as the server did before the fix
NAN_SERVER = r'''
import sys
def read():
    n = 0
    while (line := sys.stdin.buffer.readline().strip()):
        if line.lower().startswith(b"content-length:"):
            n = int(line.split(b":")[1])
    return sys.stdin.buffer.read(n)
import json
while (raw := read()):
    m = json.loads(raw)
    if "id" in m and "method" in m:
        body = ('{"jsonrpc": "2.0", "id": %d, "result": %s}' % (m["id"], "{}" if m["method"] == "initialize"
                else '{"nodes": [], "total_us": NaN}')).encode()
        sys.stdout.buffer.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        sys.stdout.buffer.flush()
'''


def _wire(tmp_path, server: list[str], traces: list[Path], deadline_ms: int = 120_000) -> dict:
    required = os.environ.get("INDUCTOR_LENS_REQUIRE_VSCODE") == "1"
    for ok, why in ((shutil.which("node") is not None, "node is not installed"),
                    ((CLIENT / "node_modules" / "vscode-jsonrpc").is_dir(), "vscode-client/node_modules missing (npm install)")):
        if not ok:
            if required:
                pytest.fail(f"{why} (INDUCTOR_LENS_REQUIRE_VSCODE=1)")
            pytest.skip(why)
    post = (GRAPH / "ir_post_fusion.txt").resolve()
    r = subprocess.run(["node", str(WIRE), str(post), *map(str, traces), "--", *server], capture_output=True,
                       text=True, cwd=tmp_path, env={**ENV, "WIRE_DEADLINE_MS": str(deadline_ms)}, timeout=600)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_vscode_jsonrpc_reads_every_answer(tmp_path):
    """Through vscode-jsonrpc (the library under vscode-languageclient): every request about a trace with
    NaN, Infinity and negative durations settles, the connection reports no error, and the map answers."""
    got = _wire(tmp_path, [sys.executable, "-m", "inductor_lens", "serve"],
                [hostile_trace(tmp_path), hostile_trace(tmp_path, every=True)])
    assert got["errors"] == [], got["errors"]
    steps = got["steps"]
    assert all(s["settled"] for s in steps), steps
    attach_some, map_some, attach_all, map_all = steps[1:5]
    assert "left out" in json.dumps(attach_some["result"])
    assert map_some["nodes"] and map_some["measured"] and "left out" in json.dumps(map_some["measured"])
    assert "not a finite number" in json.dumps(attach_all)
    assert map_all["nodes"]


def test_the_harness_catches_a_nan_answer(tmp_path):
    """The control: a server that answers with a bare NaN (the bug) leaves vscode-jsonrpc's requests
    unsettled and reports an error, so the test above would fail on it."""
    got = _wire(tmp_path, [sys.executable, "-c", NAN_SERVER], [hostile_trace(tmp_path)], deadline_ms=3000)
    assert got["steps"][0]["settled"]                       # initialize: plain JSON
    assert not any(s["settled"] for s in got["steps"][1:]), got
    assert got["errors"] and all("not valid JSON" in e for e in got["errors"]), got
