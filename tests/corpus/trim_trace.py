"""Trim a ``torch.profiler`` Chrome trace of compiled-graph calls to what ``explain.measured`` joins, so a
real trace of tens of MB can be committed as a fixture:

    python tests/corpus/trim_trace.py trace.json trace.json.gz

Kept: each graph call (``## Call CompiledFxGraph … ##``), the events directly inside it on its thread
(the kernels' records and the extern ATen ops), every event inside it that carries a ``correlation`` (the
CUDA launches, at any depth) and the GPU events those launches started (the autotuner's benchmark launches
in the first call included); the trace's other top-level fields as they are. Dropped: what happened
outside the calls (compilation), the ops nested inside the kept ones, flow (``ac2g``) and metadata events.
Reads the trace as ``dump.trace`` does (never executes it); the join of the trimmed trace is the join of
the whole one (tests/test_trace.py checks it on the committed fixture's figures)."""
from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "server"))

from inductor_lens.dump.trace import TraceProblem, read_trace  # noqa: E402
from inductor_lens.files import read_bytes  # noqa: E402


def trim(src: Path, dest: Path) -> tuple[int, int]:
    t = read_trace(src)         # a regular file, size-capped, gzip expansion bounded (or why not)
    if isinstance(t, TraceProblem):
        raise SystemExit(t.message)
    data = read_bytes(src)
    raw = json.loads(gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data)
    keep: set[tuple] = set()

    def key(name, ts, pid, tid) -> tuple:
        return (name, round(float(ts), 3), str(pid), str(tid))
    corr: set[int] = set()
    for gc in t.graph_calls():
        keep.add(key(gc.name, gc.ts, gc.pid, gc.tid))
        for e in t.children(gc):
            keep.add(key(e.name, e.ts, e.pid, e.tid))
        for e in t.descendants(gc):
            if e.correlation is not None:
                keep.add(key(e.name, e.ts, e.pid, e.tid))
                corr.add(e.correlation)
    events = []
    for e in raw["traceEvents"]:
        if e.get("ph") != "X":
            continue
        c = (e.get("args") or {}).get("correlation")
        if key(e.get("name", ""), e.get("ts", 0), e.get("pid", ""), e.get("tid", "")) in keep or (
                e.get("cat") == "kernel" and c in corr):
            events.append(e)
    raw["traceEvents"] = events
    data = json.dumps(raw, separators=(",", ":")).encode()
    dest.write_bytes(gzip.compress(data, mtime=0) if dest.suffix == ".gz" else data)
    return len(t.events), len(events)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    before, after = trim(Path(sys.argv[1]), Path(sys.argv[2]))
    print(f"{before} complete events -> {after} kept")
