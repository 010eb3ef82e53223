"""The server at the protocol's edges, through a raw JSON-RPC client over stdio (pytest-lsp's client would
refuse to send most of these): every request gets an answer, the exit code follows the LSP rules, and a
client's late or odd behaviour leaves no traceback in the log."""
from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import CORPUS, REPO, RESNET50

SERVER = [sys.executable, "-m", "inductor_lens", "serve"]
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))
MLP = CORPUS / "mlp_gelu_layernorm/g0_inference/ir_post_fusion.txt"


class RawClient:
    """Frames JSON-RPC messages by hand and reads the server's frames in a thread."""

    def __init__(self, tmp: Path, caps: dict | None = None):
        self.log = tmp / "server.log"
        self.proc = subprocess.Popen(SERVER + ["--log-file", str(self.log), "--log-level", "INFO"],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, env=ENV)
        self.inbox: queue.Queue = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    return
                if line.startswith(b"Content-Length:"):
                    length = int(line.split(b":")[1])
                if line in (b"\r\n", b"\n"):
                    break
            self.inbox.put(json.loads(out.read(length)))

    def send_raw(self, body: bytes) -> None:
        self.proc.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.proc.stdin.flush()

    def send(self, msg: dict) -> None:
        self.send_raw(json.dumps(dict(msg, jsonrpc="2.0")).encode())

    def request(self, method: str, params=None) -> int:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method: str, params=None) -> None:
        self.send({"method": method, "params": params})

    def wait(self, pred, timeout: float = 20.0) -> dict:
        """The next message the predicate accepts (server requests are answered: progress create)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            try:
                m = self.inbox.get(timeout=0.1)
            except queue.Empty:
                continue
            if pred(m):
                return m
        raise AssertionError("no such message from the server")

    def response(self, msg_id, timeout: float = 20.0) -> dict:
        return self.wait(lambda m: m.get("id") == msg_id and "method" not in m, timeout)

    def call(self, method: str, params=None, timeout: float = 20.0) -> dict:
        return self.response(self.request(method, params), timeout)

    def initialize(self, caps: dict | None = None) -> dict:
        r = self.call("initialize", {"processId": None, "rootUri": REPO.as_uri(), "capabilities": caps or {}})
        self.notify("initialized", {})
        return r

    def exit_code(self, timeout: float = 10.0) -> int:
        return self.proc.wait(timeout)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


@pytest.fixture
def raw(tmp_path):
    c = RawClient(tmp_path)
    yield c
    c.close()


def hover_params(uri: str, line: int, character: int) -> dict:
    return {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}


def open_params(uri: str, text: str) -> dict:
    return {"textDocument": {"uri": uri, "languageId": "inductor-ir", "version": 1, "text": text}}


def test_requests_before_initialize_are_refused(raw):
    uri = MLP.resolve().as_uri()
    r = raw.call("textDocument/hover", hover_params(uri, 0, 0))
    assert r["error"]["code"] == -32002 and "initialize" in r["error"]["message"]
    raw.notify("textDocument/didOpen", open_params(uri, MLP.read_text()))   # dropped, not an error
    init = raw.initialize()
    assert "capabilities" in init["result"]
    assert raw.call("initialize", {"processId": None, "capabilities": {}})["error"]["code"] == -32600
    # the didOpen before initialize was dropped: the file is read from disk for this request
    r = raw.call("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
    assert any(s["name"] == "op0" for s in r["result"])


def test_malformed_messages_are_answered(raw):
    raw.initialize()
    uri = MLP.resolve().as_uri()
    raw.notify("textDocument/didOpen", open_params(uri, MLP.read_text()))
    # a negative position: InvalidParams naming the field, not silence
    r = raw.call("textDocument/hover", hover_params(uri, -1, 3))
    assert r["error"]["code"] == -32602 and "line" in r["error"]["message"], r
    # a body that is not JSON, then one that is not a JSON-RPC object
    raw.send_raw(b'{"jsonrpc": "2.0", "id": 99, "method": "textDocument/hover", "params": {')
    r = raw.wait(lambda m: "error" in m and m["error"]["code"] == -32700)
    assert r["id"] is None
    raw.send_raw(b"[1, 2, 3]")
    assert raw.wait(lambda m: "error" in m and m["error"]["code"] == -32600)["id"] is None
    raw.send({"id": 7, "params": {}})       # neither method nor result
    assert raw.wait(lambda m: "error" in m and m["error"]["code"] == -32600)["id"] == 7
    # the server still works, and the answers left no traceback in its log
    r = raw.call("textDocument/hover", hover_params(uri, 0, 1))
    assert "op0" in r["result"]["contents"]["value"]
    assert "Traceback" not in raw.log.read_text()


def test_shutdown_then_exit(raw):
    raw.initialize()
    assert raw.call("shutdown")["result"] is None
    r = raw.call("textDocument/hover", hover_params(MLP.resolve().as_uri(), 0, 1))
    assert r["error"]["code"] == -32600 and "shutting down" in r["error"]["message"]
    raw.notify("exit")
    assert raw.exit_code() == 0


def test_exit_without_shutdown_is_an_error(raw):
    raw.initialize()
    raw.notify("exit")
    assert raw.exit_code() == 1


def test_closed_documents_are_read_from_disk_now(raw, tmp_path):
    raw.initialize()
    f = tmp_path / "g0" / "ir_post_fusion.txt"
    f.parent.mkdir()
    f.write_text(MLP.read_text())
    uri = f.resolve().as_uri()
    raw.notify("textDocument/didOpen", open_params(uri, f.read_text()))
    names = {s["name"] for s in raw.call("textDocument/documentSymbol", {"textDocument": {"uri": uri}})["result"]}
    assert "op0" in names
    raw.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    for k in (900, 901):   # changed on disk after closing, twice
        f.write_text(MLP.read_text().replace("op0", f"op{k}"))
        os.utime(f, (time.time() + k, time.time() + k))
        names = {s["name"] for s in raw.call("textDocument/documentSymbol", {"textDocument": {"uri": uri}})["result"]}
        assert f"op{k}" in names and "op0" not in names
    # an unsaved buffer, closed: nothing to read, an empty answer and no traceback per request
    untitled = "untitled:Untitled-1"
    raw.notify("textDocument/didOpen", open_params(untitled, MLP.read_text()))
    assert raw.call("textDocument/hover", hover_params(untitled, 0, 1))["result"] is not None
    raw.notify("textDocument/didClose", {"textDocument": {"uri": untitled}})
    for _ in range(3):
        assert raw.call("textDocument/hover", hover_params(untitled, 0, 1))["result"] is None
        assert raw.call("textDocument/references", dict(hover_params(untitled, 0, 1),
                                                         context={"includeDeclaration": True}))["result"] == []
    assert "Traceback" not in raw.log.read_text()


@pytest.mark.slow
def test_late_progress_reply_is_harmless(raw):
    """A client that answers window/workDoneProgress/create after the server stopped waiting (5 s)."""
    raw.initialize({"window": {"workDoneProgress": True}})
    uri = RESNET50.joinpath("ir_post_fusion.txt").resolve().as_uri()
    raw.notify("textDocument/didOpen", open_params(uri, RESNET50.joinpath("ir_post_fusion.txt").read_text()))
    create = raw.wait(lambda m: m.get("method") == "window/workDoneProgress/create")
    t0 = time.monotonic()
    raw.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics" and len(m["params"]["diagnostics"]) > 100,
             timeout=60)   # the analysis went on without progress
    time.sleep(max(0.0, 5.5 - (time.monotonic() - t0)))
    raw.send({"id": create["id"], "result": None})       # the late answer
    time.sleep(0.3)
    r = raw.call("textDocument/hover", hover_params(uri, 0, 1))
    assert r["result"] is not None
    log = raw.log.read_text()
    assert "InvalidStateError" not in log and "Traceback" not in log


def test_a_progress_token_answered_after_its_analysis_was_cancelled_is_let_go(raw):
    """The document is closed while the client has not yet answered the server's window/workDoneProgress/create:
    the analysis is cancelled before it could begin a progress, and the answer that comes after registers the
    token in pygls, which would keep it for the session (one per document closed in that window: the flake of
    ``test_lsp_progress``). The server forgets it once answered: ``inductorLens.status`` counts no token."""
    raw.initialize({"window": {"workDoneProgress": True}})
    uri = RESNET50.joinpath("ir_post_fusion.txt").resolve().as_uri()
    raw.notify("textDocument/didOpen", open_params(uri, RESNET50.joinpath("ir_post_fusion.txt").read_text()))
    create = raw.wait(lambda m: m.get("method") == "window/workDoneProgress/create")
    raw.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    time.sleep(0.3)
    raw.send({"id": create["id"], "result": None})       # answered after the analysis was cancelled
    for _ in range(40):
        st = raw.call("workspace/executeCommand", {"command": "inductorLens.status"})["result"]
        if st["progress_tokens"] == 0:
            break
        time.sleep(0.05)
    assert st["progress_tokens"] == 0
    assert "Traceback" not in raw.log.read_text()


def test_ids_versions_arities_and_position_types_are_checked(raw):
    """An object or boolean id: InvalidRequest (id null), never silence; "jsonrpc": "1.0": InvalidRequest
    for any method; a command given the wrong number of arguments: InvalidParams with one warning line
    (no traceback); "3" or 1.5 as a line: InvalidParams naming the field (not read as 3 or 1)."""
    raw.initialize()
    uri = MLP.resolve().as_uri()
    raw.notify("textDocument/didOpen", open_params(uri, MLP.read_text()))
    for bad_id, kind in (({"a": 1}, "dict"), (True, "bool"), ([1], "list")):
        raw.send({"id": bad_id, "method": "textDocument/hover", "params": hover_params(uri, 0, 1)})
        r = raw.wait(lambda m: "error" in m and m["error"]["code"] == -32600)
        assert r["id"] is None and kind in r["error"]["message"]
    for method, params in (("textDocument/hover", hover_params(uri, 0, 1)), ("shutdown", None),
                           ("inductorLens/status", {}), ("workspace/executeCommand", {"command": "x"})):
        raw.send_raw(json.dumps({"jsonrpc": "1.0", "id": 40, "method": method, "params": params}).encode())
        r = raw.response(40)
        assert r["error"]["code"] == -32600, (method, r)
    for args in ([1], []):
        r = raw.call("workspace/executeCommand", {"command": "inductorLens.benchmark", "arguments": args})
        assert r["error"]["code"] == -32602 and "arguments" in r["error"]["message"]
    for line in ("3", 1.5, None, True):
        r = raw.call("textDocument/hover", {"textDocument": {"uri": uri}, "position": {"line": line, "character": 1}})
        assert r["error"]["code"] == -32602 and "position.line must be an integer" in r["error"]["message"], r
    r = raw.call("textDocument/hover", hover_params(uri, 0, 1))     # still answering
    assert "op0" in r["result"]["contents"]["value"]
    raw.call("shutdown")
    raw.notify("exit")
    assert raw.exit_code() == 0
    log = raw.log.read_text()
    assert "Traceback" not in log and "refused request" in log
