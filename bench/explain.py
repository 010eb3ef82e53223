#!/usr/bin/env python3
"""Explain speed: ResNet50 end to end (target < 0.5 s on 2 cores) and the ~50 MB chained file.

ResNet50 (`tests/corpus/resnet50_eval/g0_inference`):
* cli     — `inductor-lens explain FILE --format json` as a subprocess: interpreter start, imports,
            parsing ir_post_fusion.txt and ir_pre_fusion.txt, output_code.py, the fusion log, the replay,
            every verdict with its evidence, JSON out;
* inproc  — the same work inside a fresh process, after the imports.

Chained file (`bench/out/big_ir_post_fusion.txt`, made by make_big.py): parse, replay (the file alone is
treated as a pre-fusion graph: nothing is fused in it), verdicts with their one-line summaries; evidence
is built on demand and is not part of this figure.

    python bench/explain.py [--repeat 5] [--skip-big]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
RESNET = REPO / "tests/corpus/resnet50_eval/g0_inference/ir_post_fusion.txt"
BIG = REPO / "bench/out/big_ir_post_fusion.txt"

INPROC = r"""
import json, sys, time
sys.path.insert(0, {server!r})
from inductor_lens.fusion.explain import explain_file
from inductor_lens.ir.parse import get_parser
get_parser()
t = time.perf_counter()
ex = explain_file({path!r})
out = json.dumps(ex.to_json(), default=str)
dt = time.perf_counter() - t
print(json.dumps({{"seconds": dt, "pairs": len(ex.pairs), "bytes": len(out)}}))
"""

BIGPROC = r"""
import json, sys, time
sys.path.insert(0, {server!r})
from inductor_lens.ir.parse import get_parser, parse_file
from inductor_lens.fusion.graph import Graph
from inductor_lens.fusion.rounds import simulate
from inductor_lens.fusion.explain import explain_file
get_parser()
t0 = time.perf_counter()
f = parse_file({path!r})
t1 = time.perf_counter()
ex = explain_file({path!r}, ir=f, discover=False)
t2 = time.perf_counter()
n = sum(len(p.summary) > 0 for p in ex.pairs)
t3 = time.perf_counter()
print(json.dumps({{"parse": t1 - t0, "explain": t2 - t1, "summaries": t3 - t2, "pairs": len(ex.pairs),
                   "nodes": len(f.nodes), "mode": ex.mode}}))
"""


def run_py(code: str) -> dict:
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(r.stderr)
    return json.loads(r.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--skip-big", action="store_true")
    args = ap.parse_args(argv)
    env = dict(os.environ, PYTHONPATH=str(REPO / "server"))
    print(f"python {sys.version.split()[0]}; {os.cpu_count()} CPUs")

    cli, inproc = [], []
    for _ in range(args.repeat):
        t = time.perf_counter()
        r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(RESNET), "--format", "json"],
                           capture_output=True, text=True, env=env)
        cli.append(time.perf_counter() - t)
        if r.returncode != 0:
            raise SystemExit(r.stderr)
        inproc.append(run_py(INPROC.format(server=str(REPO / "server"), path=str(RESNET))))
    j = json.loads(r.stdout)
    c, i = statistics.median(cli), statistics.median(x["seconds"] for x in inproc)
    print(f"\nResNet50 ({RESNET.stat().st_size / 1e3:.0f} KB post + pre + output_code.py + fusion.log), "
          f"{len(j['pairs'])} verdicts, median of {args.repeat}:")
    print(f"  cli    {c:.3f} s   (interpreter start, imports, everything, JSON)")
    print(f"  inproc {i:.3f} s   (after imports)")
    print(f"  target < 0.5 s end to end: {'OK' if c < 0.5 else 'MISSED'}")

    if not args.skip_big:
        if not BIG.exists():
            sys.path.insert(0, str(REPO / "bench"))
            from make_big import make_big
            BIG.parent.mkdir(parents=True, exist_ok=True)
            BIG.write_text(make_big(RESNET, 50_000_000))
        b = run_py(BIGPROC.format(server=str(REPO / "server"), path=str(BIG)))
        print(f"\n{BIG.relative_to(REPO)} ({BIG.stat().st_size / 1e6:.1f} MB, {b['nodes']:,} nodes, mode {b['mode']}), 1 run:")
        print(f"  parse            {b['parse']:.1f} s")
        print(f"  replay+verdicts  {b['explain']:.1f} s   ({b['pairs']:,} verdicts)")
        print(f"  summaries        {b['summaries']:.1f} s")
        print(f"  total            {b['parse'] + b['explain'] + b['summaries']:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
