#!/usr/bin/env python3
"""What predicting combo kernels (`whatif --set combo_kernels=true`, replay/combo.py) adds on a large GPU graph.

The graph is the ResNet50 eval graph compiled for the simulated H200 (`tests/corpus/resnet50_eval_cuda/g0_inference`)
chained into renumbered copies by make_big.py (its ir_post_fusion.txt), written to `bench/out/combo_<MB>/`. In a
fresh process, after the imports: the explanation of the file (parse and every verdict), then the combo kernels of
its final nodes under torch 2.14's grouping (topological levels, the peak-memory gate) and torch 2.15's (the
schedule walk: 65-position regions, candidates gated together). Printed: the file, nodes, the combo kernels each
makes, the times, and the ratios combo / explanation (what the prediction adds to the analysis every command
already makes).

    python bench/combo.py [--mb 20]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SRC = REPO / "tests/corpus/resnet50_eval_cuda/g0_inference"
sys.path.insert(0, str(REPO / "bench"))

INPROC = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.parse import parse_file
from inductor_lens.replay.combo import ComboConfig, combo_groups
post = sys.argv[2]
t0 = time.perf_counter()
ex = explain_file(post)
t1 = time.perf_counter()
sec = parse_file(post).sections[-1]
t2 = time.perf_counter()
g14 = combo_groups(sec, sec.nodes, ComboConfig(enabled=True))
t3 = time.perf_counter()
g15 = combo_groups(sec, sec.nodes, ComboConfig(enabled=True, max_distance=64, rules="2.15"))
t4 = time.perf_counter()
print(json.dumps({"explain_s": t1 - t0, "combo214_s": t3 - t2, "combo215_s": t4 - t3, "nodes": len(sec.nodes),
                  "combos214": len(g14), "combos215": len(g15)}))
"""


def build(mb: float) -> Path:
    from make_big import _copies, _source, node_count
    out = REPO / "bench/out" / f"combo_{mb:g}"
    out.mkdir(parents=True, exist_ok=True)
    text = _source(SRC / "ir_post_fusion.txt")
    copies = max(1, int(mb * 1e6 // len(text)) + (1 if mb * 1e6 % len(text) else 0))
    gen = _copies(text, False)
    big = "".join(next(gen) for _ in range(copies))
    (out / "ir_post_fusion.txt").write_text(big)
    print(f"{out / 'ir_post_fusion.txt'}: {len(big) / 1e6:.1f} MB, {node_count(big):,} nodes ({copies} copies)")
    return out / "ir_post_fusion.txt"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=20.0)
    args = ap.parse_args(argv)
    post = build(args.mb)
    p = subprocess.run([sys.executable, "-c", INPROC, str(REPO / "server"), str(post)], capture_output=True, text=True)
    if p.returncode != 0:
        print(p.stderr[-3000:], file=sys.stderr)
        return 1
    r = json.loads(p.stdout.strip().splitlines()[-1])
    print(f"{r['nodes']:,} final nodes; combo kernels: {r['combos214']:,} (2.14's grouping), "
          f"{r['combos215']:,} (2.15's)")
    print(f"explain {r['explain_s']:.2f} s; combo kernels {r['combo214_s']:.2f} s (2.14), {r['combo215_s']:.2f} s "
          f"(2.15); combo / explain = {r['combo214_s'] / r['explain_s']:.3f} (2.14), "
          f"{r['combo215_s'] / r['explain_s']:.3f} (2.15)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
