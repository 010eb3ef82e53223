"""The editor's first benchmark, through the language server as an editor runs it: start the server,
open the ResNet50 IR, wait (the user reading the file), send ``inductorLens/benchmark`` op3 -> op4
with a workDoneToken, print each ``$/progress`` of it with its time, the response's time and the time
from the worker's "done" to the response (docs/benchmarks.md, "The editor's first benchmark").

    python bench/first_benchmark.py                 # a worker started ahead when the file opens
    python bench/first_benchmark.py --wait 25       # ... and ready before the request
    python bench/first_benchmark.py --no-prewarm    # a worker started for the request
    python bench/first_benchmark.py --server-root ../other-checkout   # another version's server
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
IR = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--wait", type=float, default=0.0, help="seconds between opening the file and the request")
    ap.add_argument("--no-prewarm", action="store_true")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--server-root", default=str(REPO), help="the checkout whose server runs")
    a = ap.parse_args()
    env = dict(os.environ, PYTHONPATH=str(Path(a.server_root).resolve() / "server"),
               INDUCTOR_LENS_CACHE=tempfile.mkdtemp(prefix="inductor-lens-first-bench-"),
               INDUCTOR_LENS_PREWARM="0" if a.no_prewarm else "1")
    p = subprocess.Popen([sys.executable, "-m", "inductor_lens", "serve"], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, env=env, cwd=tempfile.gettempdir())
    lock = threading.Lock()

    def send(obj) -> None:
        b = json.dumps(obj).encode()
        with lock:
            p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(b) + b)
            p.stdin.flush()

    answers: dict = {}
    marks: dict = {}
    t0 = [time.monotonic()]

    def reader() -> None:
        while True:
            head = {}
            while True:
                line = p.stdout.readline()
                if not line:
                    return
                if line == b"\r\n":
                    break
                k, _, v = line.decode().partition(":")
                head[k.strip().lower()] = v.strip()
            msg = json.loads(p.stdout.read(int(head["content-length"])))
            now = time.monotonic() - t0[0]
            if "method" in msg and "id" in msg:          # the server's requests (progress tokens, ...)
                send({"jsonrpc": "2.0", "id": msg["id"], "result": None})
            elif msg.get("method") == "$/progress" and msg["params"]["token"] == "first-bench":
                v = msg["params"]["value"]
                print(f"{now:7.2f} s  {v.get('kind'):6} {v.get('percentage', ''):>3}  {v.get('message', '')}", flush=True)
                if v.get("message") == "done":
                    marks["done"] = now
            elif "id" in msg:
                answers[msg["id"]] = (now, msg)

    threading.Thread(target=reader, daemon=True).start()

    def request(i: int, method: str, params):
        send({"jsonrpc": "2.0", "id": i, "method": method, "params": params})
        while i not in answers:
            time.sleep(0.002)
        return answers[i]

    settings = {"inductorLens": {"benchmark": {"device": a.device, "prewarm": not a.no_prewarm}}}
    request(1, "initialize", {"processId": os.getpid(), "rootUri": None, "initializationOptions": settings,
                              "capabilities": {"window": {"workDoneProgress": True}}})
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": IR.as_uri(), "languageId": "inductor-ir", "version": 1, "text": IR.read_text()}}})
    time.sleep(a.wait)
    t0[0] = time.monotonic()
    now, r = request(2, "inductorLens/benchmark", {"textDocument": {"uri": IR.as_uri()}, "node1": "op3",
                                                   "node2": "op4", "workDoneToken": "first-bench"})
    res = r.get("result") or {}
    print(f"{now:7.2f} s  response: {res.get('error') or res.get('result', {}).get('verdict')}")
    if "done" in marks:
        print(f"'done' -> response: {now - marks['done']:.3f} s")
    request(3, "shutdown", None)
    send({"jsonrpc": "2.0", "method": "exit"})
    p.wait(timeout=30)
    return 0


if __name__ == "__main__":
    sys.exit(main())
