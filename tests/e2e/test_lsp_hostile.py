"""The language server on a debug directory from someone else: siblings that are FIFOs or links to
devices (``/dev/zero``, ``/dev/stdin``) are never read. The analysis finishes without them, hovers and
the model file's code lenses answer (six lens requests used to take the server's whole thread pool for
good), and the server exits when its client says so."""
from __future__ import annotations

import os
import shutil
import sys

import pytest
from conftest import RESNET50
from test_lsp_protocol import RawClient, hover_params, open_params

pytestmark = pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "mkfifo"), reason="FIFOs and /dev are POSIX")


def test_hostile_siblings_are_skipped_and_the_server_stays_responsive(tmp_path):
    run = tmp_path / "ws" / "run"
    run.mkdir(parents=True)
    shutil.copyfile(RESNET50 / "ir_post_fusion.txt", run / "ir_post_fusion.txt")
    os.symlink("/dev/zero", run / "ir_pre_fusion.txt")
    os.mkfifo(run / "output_code.py")
    os.symlink("/dev/stdin", run / "fusion.log")
    os.mkfifo(run / "fx_graph_readable.py")
    os.mkfifo(run / "inductor_provenance_tracking_node_mappings.json")
    model = tmp_path / "ws" / "resnet.py"
    model.write_text("x = self.maxpool(x)\n")
    c = RawClient(tmp_path)
    try:
        init = c.call("initialize", {"processId": None, "rootUri": (tmp_path / "ws").as_uri(), "capabilities": {}})
        assert "capabilities" in init["result"]
        c.notify("initialized", {})
        uri = (run / "ir_post_fusion.txt").resolve().as_uri()
        text = (run / "ir_post_fusion.txt").read_text()
        c.notify("textDocument/didOpen", open_params(uri, text))
        line = text[:text.index("op4: SchedulerNode")].count("\n")
        h = c.call("textDocument/hover", hover_params(uri, line, 1), timeout=30)
        assert "op4" in h["result"]["contents"]["value"]
        # the analysis ran without the pre-fusion file, output_code.py and the fusion log
        d = c.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                   and m["params"]["uri"] == uri and m["params"]["diagnostics"], timeout=60)
        assert d["params"]["diagnostics"]
        ids = {c.request("inductorLens/sourceLenses", {"textDocument": {"uri": model.as_uri()}}) for _ in range(6)}
        got = {}
        while set(got) != ids:     # answered in any order (each in its own thread)
            m = c.wait(lambda m: m.get("id") in ids and "method" not in m, timeout=30)
            got[m["id"]] = m
        assert all(m["result"] == [] for m in got.values())
        h = c.call("textDocument/hover", hover_params(uri, line, 1), timeout=10)
        assert "op4" in h["result"]["contents"]["value"]
        assert c.call("shutdown")["result"] is None
        c.notify("exit")
        assert c.exit_code(10) == 0
    finally:
        c.close()
