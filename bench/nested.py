#!/usr/bin/env python3
"""The nested-reduction planners' cost on a large GPU graph: the whole replay (every fusion round, from the
pre-fusion file) with ``triton.nested_reduction`` on against the same file with it off, in one run.

The graph: renumbered copies of a real LayerNorm + per-32 amax compile (``bench/make_big.py``, shared graph
inputs, so the copies' statistics also fuse horizontally into fused nodes of up to 64 members, which the
planners are asked about for each grouped reduction), by torch 2.15 (``tests/corpus/torch215_nested/
ln_group_amax_cuda``: 2.15's planner and sub-parent epilogues) and by torch 2.14 with the knob on
(``tests/corpus/torch214_nested/ln_group_amax_on_cuda``: 2.14's check). Each measurement is a fresh process,
on and off interleaved (the 2-core VM is noisy); medians of --repeat runs. Target: on <= 1.5x off.

    python bench/nested.py [--nodes 9000] [--repeat 3]
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "bench/out"
CASES = {"2.15": REPO / "tests/corpus/torch215_nested/ln_group_amax_cuda/g0_inference",
         "2.14": REPO / "tests/corpus/torch214_nested/ln_group_amax_on_cuda/g0_inference"}
TARGET = 1.5

RUN = r"""
import json, sys, time
sys.path.insert(0, {server!r})
from dataclasses import replace
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.config import graph_config
rc = graph_config({fixture!r})
rc.fusion = replace(rc.fusion, triton_nested_reduction={on!r})
f = parse_file({path!r})
t = time.perf_counter()
ex = explain_file({path!r}, ir=f, discover=False, config=rc)
print(json.dumps({{"seconds": time.perf_counter() - t, "verdicts": len(ex.pairs),
                  "fused": sum(p.fused for p in ex.pairs)}}))
"""


def make(release: str, nodes: int) -> Path:
    path = OUT / f"nested{release.replace('.', '')}_{nodes}_ir_pre_fusion.txt"
    if not path.exists():
        OUT.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, "-P", str(REPO / "bench/make_big.py"), str(CASES[release] / "ir_pre_fusion.txt"),
                        "--nodes", str(nodes), "-o", str(path)], check=True, capture_output=True, cwd=REPO)
    return path


def once(path: Path, release: str, on: bool) -> dict:
    code = RUN.format(server=str(REPO / "server"), fixture=str(CASES[release]), on=on, path=str(path))
    r = subprocess.run([sys.executable, "-P", "-c", code], capture_output=True, text=True, check=True, cwd=REPO)
    return json.loads(r.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--nodes", type=int, default=9000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    ok = True
    for release in CASES:
        path = make(release, args.nodes)
        times: dict[bool, list[float]] = {True: [], False: []}
        last: dict[bool, dict] = {}
        for _ in range(args.repeat):
            for on in (True, False):
                last[on] = once(path, release, on)
                times[on].append(last[on]["seconds"])
        on_s, off_s = statistics.median(times[True]), statistics.median(times[False])
        ratio = on_s / off_s
        ok &= ratio <= TARGET
        print(f"torch {release}'s rules, {path.name} ({args.nodes:,} nodes), medians of {args.repeat}:")
        print(f"  nested on   {on_s:6.2f} s   ({last[True]['verdicts']:,} verdicts, {last[True]['fused']:,} fused)")
        print(f"  nested off  {off_s:6.2f} s   ({last[False]['verdicts']:,} verdicts, {last[False]['fused']:,} fused)")
        print(f"  on / off    {ratio:6.2f}x  (target <= {TARGET}x: {'OK' if ratio <= TARGET else 'MISSED'})")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
