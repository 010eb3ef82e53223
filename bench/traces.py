#!/usr/bin/env python3
"""Attaching large profiler traces over and over (issue 39 L7), measured through a real LSP client
(pygls) talking to `inductor-lens serve` over stdio.

Each cycle: open the profiled graph (tests/corpus/mlp_gelu_layernorm_profiled), attach a large trace
(the fixture's real trace, its events repeated to --events events with shifted timestamps),
ask the fusion map (the join, in its data), hover an op (its measured line), then close the document
(which drops the trace). The server's RSS after each cycle; target: after the last cycle <= 1.2x after
the first (a trace is not kept once its document is closed).

    python bench/traces.py [--cycles 20] [--events 400000]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
import time
from pathlib import Path

from lsprotocol import types as t

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lsp import REPO, rss_mb, server_pid, start  # noqa: E402

PROFILED = REPO / "tests/corpus/mlp_gelu_layernorm_profiled"
GRAPH = PROFILED / "g0_inference" / "ir_post_fusion.txt"
STEPS = {"map", "hover"}


def large_trace(events: int) -> Path:
    """The fixture's trace with its events repeated (each copy later in time) to ``events`` events."""
    out = REPO / f"bench/out/trace_{events}.json"
    if out.exists():
        return out
    doc = json.loads((PROFILED / "trace.json").read_text())
    base = doc["traceEvents"]
    span = max(float(e.get("ts", 0)) + float(e.get("dur", 0) or 0) for e in base) + 10.0
    evs = []
    k = 0
    while len(evs) < events:
        for e in base:
            if len(evs) >= events:
                break
            c = dict(e)
            if "ts" in c:
                c["ts"] = float(c["ts"]) + k * span
            evs.append(c)
        k += 1
    doc["traceEvents"] = evs
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(doc))
    return out


async def cycles(n: int, trace: Path) -> dict:
    c, _st = await start()
    pid = server_pid()
    text = GRAPH.read_text()
    uri = GRAPH.resolve().as_uri()
    line = next(i for i, l in enumerate(text.split("\n")) if l.startswith("op"))
    rss, secs, objs = [], [], []
    for i in range(n):
        t0 = time.perf_counter()
        c.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(uri, "inductor-ir", 1, text)))
        r = await c.protocol.send_request_async("inductorLens/attachTrace", {"uri": uri, "trace": str(trace)}) \
            if trace is not None else None
        if i == 0 and r is not None:
            print(f"  attach answered: {json.dumps(r, default=lambda o: getattr(o, '__dict__', str(o)))[:160]}")
        if "map" in STEPS:
            await c.protocol.send_request_async("inductorLens/fusionMap", {"textDocument": {"uri": uri}})
        if "hover" in STEPS:
            await c.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(uri), t.Position(line, 1)))
        c.text_document_did_close(t.DidCloseTextDocumentParams(t.TextDocumentIdentifier(uri)))
        st = await c.workspace_execute_command_async(t.ExecuteCommandParams("inductorLens.status"))
        mem = st["memory"] if isinstance(st, dict) else getattr(st, "memory", None)
        tracked = mem["gc_tracked"] if isinstance(mem, dict) else getattr(mem, "gc_tracked", None)
        blocks = mem["allocated_blocks"] if isinstance(mem, dict) else getattr(mem, "allocated_blocks", None)
        secs.append(time.perf_counter() - t0)
        rss.append(rss_mb(pid))
        objs.append(tracked)
        print(f"  cycle {i + 1}: {secs[-1]:.2f} s, server RSS {rss[-1]:.0f} MB, {tracked:,} objects tracked, {blocks:,} blocks", flush=True)
    await c.shutdown_async(None)
    c.exit(None)
    await c.stop()
    return {"rss": rss, "secs": secs, "objects": objs}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cycles", type=int, default=20)
    ap.add_argument("--events", type=int, default=400_000)
    ap.add_argument("--no-trace", action="store_true", help="the same cycles without attaching a trace (the baseline)")
    a = ap.parse_args(argv)
    trace = large_trace(a.events)
    print(f"trace: {trace} ({trace.stat().st_size / 1e6:.1f} MB, {a.events:,} events); {a.cycles} cycles of "
          "open, attach, fusion map, hover, close")
    r = asyncio.run(cycles(a.cycles, None if a.no_trace else trace))
    rss = r["rss"]
    ratio = rss[-1] / rss[0]
    print(f"server RSS after the first cycle {rss[0]:.0f} MB, after the last {rss[-1]:.0f} MB, max {max(rss):.0f} MB: "
          f"ratio {ratio:.2f} (target <= 1.2); cycle median {sorted(r['secs'])[len(r['secs']) // 2]:.2f} s")
    return 0 if ratio <= 1.2 else 1


if __name__ == "__main__":
    sys.exit(main())
