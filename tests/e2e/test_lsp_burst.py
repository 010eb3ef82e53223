"""A burst of edits interleaved with requests (a fuzzer, a macro, a paste replayed as keystrokes): a
request that an edit overtook while it waited for its version's parse is answered ContentModified
(LSP's error for a result the change made worthless) without parsing that version; the requests that
are current get real answers. Before, every version was parsed in turn and replies came seconds late."""
from __future__ import annotations

import json
import random
import threading
import time

from conftest import RESNET50
from test_lsp_protocol import RawClient, hover_params, open_params

CONTENT_MODIFIED = -32801


def test_a_burst_of_edits_and_requests(tmp_path):
    c = RawClient(tmp_path)
    try:
        c.initialize()
        path = RESNET50 / "ir_post_fusion.txt"
        uri = path.resolve().as_uri()
        text = path.read_text()
        lines = text.split("\n")
        c.notify("textDocument/didOpen", open_params(uri, text))
        assert "op0" in c.call("textDocument/hover", hover_params(uri, 0, 1), timeout=30)["result"]["contents"]["value"]
        answers: dict[int, dict] = {}
        done = threading.Event()
        last_of_burst: list[int] = []
        sent: list[int] = []

        def pump():
            while not done.is_set():
                try:
                    m = c.inbox.get(timeout=0.1)
                except Exception:
                    continue
                if "id" in m and "method" not in m:
                    answers[m["id"]] = m

        reader = threading.Thread(target=pump, daemon=True)
        reader.start()
        rnd = random.Random(5)
        version = 1
        methods = ("textDocument/hover", "textDocument/documentSymbol", "textDocument/foldingRange",
                   "textDocument/codeLens", "textDocument/semanticTokens/full")
        for _burst in range(6):
            for _ in range(25):
                version += 1
                ln = rnd.randrange(len(lines))
                c.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
                    {"range": {"start": {"line": ln, "character": 0}, "end": {"line": ln, "character": 0}}, "text": " "}]})
                m = rnd.choice(methods)
                params = hover_params(uri, 3, 1) if m == "textDocument/hover" else {"textDocument": {"uri": uri}}
                sent.append(c.request(m, params))
            last_of_burst.append(sent[-1])
            # the pause between bursts lasts until the last request is answered (a fixed 0.5 s was too short
            # on a loaded 2-CPU machine: the next burst's first edit then overtook it, as it should)
            until = time.monotonic() + 30
            while sent[-1] not in answers and time.monotonic() < until:
                time.sleep(0.05)
        end = time.monotonic() + 60
        while len(answers) < len(sent) and time.monotonic() < end:
            time.sleep(0.05)
        done.set()
        reader.join()
        assert set(sent) <= set(answers), "a request of the burst got no answer"
        stale = [i for i in sent if "error" in answers[i]]
        assert all(answers[i]["error"]["code"] == CONTENT_MODIFIED for i in stale), \
            [answers[i] for i in stale if answers[i]["error"]["code"] != CONTENT_MODIFIED][:3]
        assert len(stale) > len(sent) // 2, "the overtaken requests were computed anyway"
        for i in last_of_burst:        # nothing overtook the last request of a burst: a real answer
            assert "result" in answers[i], json.dumps(answers[i])[:300]
        c.call("shutdown")
        c.notify("exit")
        assert c.exit_code() == 0
        assert "Traceback" not in c.log.read_text()
    finally:
        c.close()
