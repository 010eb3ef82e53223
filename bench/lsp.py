#!/usr/bin/env python3
"""Editor-facing latency, measured through a real LSP client (pygls) talking to `inductor-lens serve`
over stdio.

ResNet50 IR (targets: diagnostics < 1 s after opening, hover p99 < 50 ms):
* open -> fusion diagnostics published;
* hover latency over many op/buffer occurrences after that (p50, p99, max).

~50 MB chained IR (targets: hover answers within 1 s of opening; diagnostics stream in with
`$/progress` without blocking hover):
* open -> first hover answered (sent right after didOpen, before the file is parsed);
* hovers issued while the analysis runs: their latency;
* open -> parse diagnostics, open -> fusion diagnostics, number of `$/progress` reports.

Long editing session (target: RSS after the last edit <= 1.2x RSS after the first):
* N full-text `didChange`s of the ResNet50 IR (an op renamed and back), each followed by the fusion
  diagnostics of that version, a hover, semantic tokens and references; the server's RSS after each;
* the same for the ~5 MB chained file (20 edits).

    python bench/lsp.py [--hovers 300] [--skip-big] [--session-edits 200] [--skip-session]
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import statistics
import sys
import time
from pathlib import Path

from lsprotocol import types as t
from lsprotocol.converters import get_converter
from pygls.lsp.client import LanguageClient

REPO = Path(__file__).resolve().parent.parent
RESNET = REPO / "tests/corpus/resnet50_eval/g0_inference/ir_post_fusion.txt"
BIG = REPO / "bench/out/big_ir_post_fusion.txt"
SERVER_ARGS: list[str] = []   # --server-arg: e.g. --debug-stalls 0.1 --log-file /tmp/lsp.log
PACKAGE = [REPO / "server"]   # --server: the package directory the language server runs from


async def start() -> tuple[LanguageClient, dict]:
    c = LanguageClient("inductor-lens-bench", "1")
    state = {"diags": {}, "times": {}, "progress": 0, "versions": {}}

    @c.feature(t.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def on_diags(p: t.PublishDiagnosticsParams):
        state["diags"].setdefault(p.uri, []).append((time.perf_counter(), len(p.diagnostics)))
        state["last_params"] = p
        if p.version is not None:
            state["versions"][p.version] = state["versions"].get(p.version, 0) + 1

    @c.feature(t.WINDOW_WORK_DONE_PROGRESS_CREATE)
    def on_create(p):
        return None

    @c.feature(t.PROGRESS)
    def on_progress(p):
        state["progress"] += 1

    env = dict(os.environ, PYTHONPATH=str(PACKAGE[0]))
    await c.start_io(sys.executable, "-m", "inductor_lens", "serve", *SERVER_ARGS, env=env)
    caps = t.ClientCapabilities(window=t.WindowClientCapabilities(work_done_progress=True))
    await c.initialize_async(t.InitializeParams(capabilities=caps))
    c.initialized(t.InitializedParams())
    return c, state


def server_pid() -> int:
    """The language server: this process's child running `inductor_lens serve`."""
    me = os.getpid()
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
            cmd = (d / "cmdline").read_bytes()
        except OSError:
            continue
        if int(stat.rsplit(")", 1)[1].split()[1]) == me and b"serve" in cmd:
            return int(d.name)
    raise RuntimeError("language server process not found")


def rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def name_positions(text: str, limit: int, rnd: random.Random) -> list[t.Position]:
    lines = text.split("\n")
    cands = []
    for i, l in enumerate(lines):
        for m in re.finditer(r"\b(?:op|buf)\d+\b", l):
            cands.append(t.Position(i, m.start() + 1))
    rnd.shuffle(cands)
    return cands[:limit]


async def hover(c: LanguageClient, uri: str, p: t.Position) -> float:
    t0 = time.perf_counter()
    await c.text_document_hover_async(t.HoverParams(t.TextDocumentIdentifier(uri), p))
    return time.perf_counter() - t0


def pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(q * (len(xs) - 1))))]


async def bench_resnet(hovers: int) -> None:
    c, st = await start()
    text = RESNET.read_text()
    uri = RESNET.resolve().as_uri()
    t0 = time.perf_counter()
    c.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(uri, "inductor-ir", 1, text)))
    while not any(n > 100 for _, n in st["diags"].get(uri, [])):
        await asyncio.sleep(0.002)
    t_diag = next(ts for ts, n in st["diags"][uri] if n > 100) - t0
    lat = [await hover(c, uri, p) for p in name_positions(text, hovers, random.Random(0))]
    print(f"ResNet50 IR ({len(text) / 1e3:.0f} KB)")
    print(f"  open -> fusion diagnostics: {t_diag * 1000:.0f} ms ({st['diags'][uri][-1][1]} diagnostics; target < 1000 ms)")
    print(f"  hover over {len(lat)} names: p50 {statistics.median(lat) * 1000:.1f} ms, p99 {pct(lat, 0.99) * 1000:.1f} ms, "
          f"max {max(lat) * 1000:.1f} ms (target p99 < 50 ms)")
    await c.shutdown_async(None)
    c.exit(None)
    await c.stop()      # wait for the server to exit: its pipes closed before the event loop is


async def bench_big() -> dict:
    if not BIG.exists():
        sys.path.insert(0, str(REPO / "bench"))
        from make_big import make_big
        BIG.parent.mkdir(parents=True, exist_ok=True)
        BIG.write_text(make_big(RESNET, 50_000_000))
    c, st = await start()
    text = BIG.read_text()
    uri = BIG.resolve().as_uri()
    lines = text.split("\n")
    targets = [i for i, l in enumerate(lines) if l.startswith("op") and ": SchedulerNode" in l]
    rnd = random.Random(1)
    t0 = time.perf_counter()
    c.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(uri, "inductor-ir", 1, text)))
    await hover(c, uri, t.Position(targets[len(targets) // 2], 1))
    t_first = time.perf_counter() - t0
    during = []
    when = []
    while not any(n > 0 and ts > t0 for ts, n in st["diags"].get(uri, [])[1:]) and time.perf_counter() - t0 < 600:
        when.append(time.perf_counter() - t0)
        during.append(await hover(c, uri, t.Position(rnd.choice(targets), 1)))
        await asyncio.sleep(0.2)
    pubs = st["diags"].get(uri, [])
    print(f"\nchained IR ({len(text) / 1e6:.1f} MB, {len(lines):,} lines), server from {PACKAGE[0]}")
    print(f"  open -> first hover answered: {t_first * 1000:.0f} ms (target < 1000 ms)")
    if pubs:
        print(f"  open -> parse diagnostics: {(pubs[0][0] - t0):.1f} s ({pubs[0][1]} parse errors)")
    if len(pubs) > 1:
        print(f"  open -> fusion diagnostics: {(pubs[-1][0] - t0):.1f} s ({pubs[-1][1]:,} shown, capped by "
              "inductorLens.diagnostics.max)")
    if during:
        slow = sorted(zip(during, when), reverse=True)[:3]
        print(f"  {len(during)} hovers while the analysis ran: p50 {statistics.median(during) * 1000:.0f} ms, "
              f"p99 {pct(during, 0.99) * 1000:.0f} ms, max {max(during) * 1000:.0f} ms (target: none over 100 ms; "
              "slowest sent at " + ", ".join(f"{w:.1f} s" for _, w in slow) + ")")
        # a hover whose answer came after a diagnostics message that arrived meanwhile waited for this
        # client to read that message first (pygls reads one message at a time: JSON, then typed objects)
        arrived = [ts - t0 for ts, _n in pubs]
        behind = [(d, w) for d, w in zip(during, when) if any(w < a <= w + d for a in arrived)]
        if behind and st.get("last_params") is not None:
            conv = get_converter()
            raw = json.dumps(conv.unstructure(st["last_params"]))
            tr = time.perf_counter()
            conv.structure(json.loads(raw), t.PublishDiagnosticsParams)
            read = time.perf_counter() - tr
            rest = [d for d, w in zip(during, when) if (d, w) not in behind]
            print(f"    {len(behind)} of them answered behind a diagnostics message ({len(raw) / 1e6:.1f} MB, which this "
                  f"client takes {read * 1000:.0f} ms to read): {', '.join(f'{d * 1000:.0f}' for d, _ in behind)} ms, "
                  f"less the reading {', '.join(f'{max(d - read, 0) * 1000:.0f}' for d, _ in behind)} ms; the others "
                  f"max {max(rest) * 1000 if rest else 0:.0f} ms")
    print(f"  $/progress notifications: {st['progress']}")
    await c.shutdown_async(None)
    c.exit(None)
    await c.stop()
    return {"fusion": pubs[-1][0] - t0 if len(pubs) > 1 else None}


async def bench_session(path: Path, edits: int, label: str) -> dict:
    """A long editing session: full-text edits (rename op3 and back), after each the fusion diagnostics
    of that version, a hover, semantic tokens and references; RSS of the server after each."""
    c, st = await start()
    pid = server_pid()
    text = path.read_text()
    uri = path.resolve().as_uri()
    versions = st["versions"]

    async def analysed(v: int) -> None:   # parse diagnostics, then fusion diagnostics
        t_end = time.perf_counter() + 600
        while versions.get(v, 0) < 2 and time.perf_counter() < t_end:
            await asyncio.sleep(0.002)

    lines = text.split("\n")
    line = next(i for i, l in enumerate(lines) if l.startswith("op3:") or l.startswith("op3 "))
    renamed = text.replace("op3:", "op3x:", 1) if "op3:" in text else text + " "
    doc = t.TextDocumentIdentifier(uri)
    pos = t.Position(line, 1)
    c.text_document_did_open(t.DidOpenTextDocumentParams(t.TextDocumentItem(uri, "inductor-ir", 1, text)))
    await analysed(1)
    rss, hov = [], []
    for i in range(edits):
        v = i + 2
        c.text_document_did_change(t.DidChangeTextDocumentParams(
            t.VersionedTextDocumentIdentifier(version=v, uri=uri),
            [t.TextDocumentContentChangeWholeDocument(renamed if i % 2 == 0 else text)]))
        await analysed(v)
        if os.environ.get("BENCH_DEBUG"):
            print(i, versions.get(v), f"{rss_mb(pid):.0f} MB", flush=True)
        hov.append(await hover(c, uri, pos))
        await c.text_document_semantic_tokens_full_async(t.SemanticTokensParams(doc))
        await c.text_document_references_async(t.ReferenceParams(
            text_document=doc, position=t.Position(line + 1, 12),
            context=t.ReferenceContext(include_declaration=True)))
        rss.append(rss_mb(pid))
    await c.shutdown_async(None)
    c.exit(None)
    await c.stop()
    ratio = rss[-1] / rss[0]
    print(f"\n{label}: {edits} full-text edits ({len(text) / 1e6:.1f} MB), each followed by its fusion diagnostics, "
          "a hover, semantic tokens and references")
    print(f"  server RSS after the first edit {rss[0]:.0f} MB, after the last {rss[-1]:.0f} MB, max {max(rss):.0f} MB: "
          f"ratio {ratio:.2f} (target <= 1.2)")
    print(f"  hover p50 {statistics.median(hov) * 1000:.1f} ms, p99 {pct(hov, 0.99) * 1000:.1f} ms, "
          f"max {max(hov) * 1000:.1f} ms")
    return {"rss": rss, "ratio": ratio, "hover": hov}


def five_mb() -> Path:
    p = REPO / "bench/out/big5_ir_post_fusion.txt"
    if not p.exists():
        sys.path.insert(0, str(REPO / "bench"))
        from make_big import make_big
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(make_big(RESNET, 5_000_000))
    return p


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--hovers", type=int, default=300)
    ap.add_argument("--skip-big", action="store_true")
    ap.add_argument("--session-edits", type=int, default=200, help="edits of the ResNet50 long session")
    ap.add_argument("--skip-session", action="store_true")
    ap.add_argument("--only-session", action="store_true")
    ap.add_argument("--server-arg", action="append", default=[], help="passed to `inductor-lens serve`")
    ap.add_argument("--server", type=Path, default=None,
                    help="the package directory the server runs from (e.g. an older checkout's server/)")
    ap.add_argument("--against", type=Path, default=None,
                    help="the 50 MB file only: also time this package directory's server, then ours again")
    args = ap.parse_args(argv)
    SERVER_ARGS.extend(args.server_arg)
    if args.server is not None:
        PACKAGE[0] = args.server.resolve()
    print(f"python {sys.version.split()[0]}; {os.cpu_count()} CPUs")
    if not args.skip_session:
        asyncio.run(bench_session(RESNET, args.session_edits, "ResNet50 IR, long session"))
        asyncio.run(bench_session(five_mb(), max(1, args.session_edits // 10), "~5 MB chained IR, long session"))
    if args.only_session:
        return 0
    asyncio.run(bench_resnet(args.hovers))
    if not args.skip_big:
        ours = [asyncio.run(bench_big())["fusion"]]
        if args.against is not None:
            mine = PACKAGE[0]
            PACKAGE[0] = args.against.resolve()
            theirs = asyncio.run(bench_big())["fusion"]
            PACKAGE[0] = mine
            ours.append(asyncio.run(bench_big())["fusion"])
            if theirs and all(ours):
                m = statistics.median(ours)
                print(f"\nopen -> fusion diagnostics: {m:.1f} s (runs {', '.join(f'{x:.1f}' for x in ours)}) against "
                      f"{theirs:.1f} s from {args.against} in between: {theirs / m:.2f}x faster (the 15 s target "
                      f"against 30.9 s when the target was set asks for {30.9 / 15:.2f}x: "
                      f"{'OK' if theirs / m >= 30.9 / 15 else 'MISSED'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
