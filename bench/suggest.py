#!/usr/bin/env python3
"""What would fuse each pair (`explain --suggest`, runs/suggest.py) on a large graph: every unfused pair of
a ~50 MB post-fusion file with its pre-fusion file beside it, the suggestions' time per pair.

The graph is the ResNet50 eval graph (`tests/corpus/resnet50_eval/g0_inference`) chained into renumbered
copies by make_big.py, its ir_post_fusion.txt and its ir_pre_fusion.txt with the same copies (so the
replay has the rounds to run), written to `bench/out/suggest_<MB>/`. In a fresh process, after the imports:
the explanation (parse, the rounds replayed from the pre-fusion file, every verdict), then the suggestions
for every unfused final pair (each candidate config replayed once for all pairs). Printed: the file,
nodes, unfused pairs, configs replayed, the explanation's time, the suggestions' time and their time per
pair, the ratio suggestions / explanation (what `--suggest` adds to `explain`), and how many pairs a
config fuses and how many no config does.

    python bench/suggest.py [--mb 50] [--private-inputs] [--max-configs N]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SRC = REPO / "tests/corpus/resnet50_eval/g0_inference"
sys.path.insert(0, str(REPO / "bench"))

INPROC = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from inductor_lens.explain.explain import explain_file
from inductor_lens.runs.suggest import suggest
post, max_configs = sys.argv[2], int(sys.argv[3])
t0 = time.perf_counter()
ex = explain_file(post)
t1 = time.perf_counter()
s = suggest(post, ex=ex, max_configs=max_configs)
t2 = time.perf_counter()
print(json.dumps({"explain_s": t1 - t0, "suggest_s": t2 - t1, "pairs": len(s.pairs), "configs": s.configs,
                  "fixed": sum(1 for p in s.pairs if p.fixes), "none": sum(1 for p in s.pairs if p.none),
                  "mode": ex.mode, "note": s.note}))
"""


def build(mb: float, private_inputs: bool) -> Path:
    from make_big import _copies, _source, node_count
    out = REPO / "bench/out" / f"suggest_{mb:g}{'_private' if private_inputs else ''}"
    out.mkdir(parents=True, exist_ok=True)
    post_text = _source(SRC / "ir_post_fusion.txt")
    copies = max(1, int(mb * 1e6 // len(post_text)) + (1 if mb * 1e6 % len(post_text) else 0))
    for name in ("ir_post_fusion.txt", "ir_pre_fusion.txt"):
        gen = _copies(_source(SRC / name), private_inputs)
        text = "".join(next(gen) for _ in range(copies))
        (out / name).write_text(text)
        print(f"{out / name}: {len(text) / 1e6:.1f} MB, {node_count(text):,} nodes ({copies} copies)")
    return out / "ir_post_fusion.txt"


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=50.0)
    ap.add_argument("--private-inputs", action="store_true",
                    help="each copy with its own graph inputs (independent graphs)")
    ap.add_argument("--max-configs", type=int, default=40)
    args = ap.parse_args(argv)
    post = build(args.mb, args.private_inputs)
    p = subprocess.run([sys.executable, "-c", INPROC, str(REPO / "server"), str(post), str(args.max_configs)],
                       capture_output=True, text=True)
    if p.returncode != 0:
        print(p.stderr[-3000:], file=sys.stderr)
        return 1
    r = json.loads(p.stdout.strip().splitlines()[-1])
    per = r["suggest_s"] / r["pairs"] if r["pairs"] else 0.0
    print(f"mode {r['mode']}; {r['pairs']:,} unfused pairs, {r['configs']} configs replayed"
          + (f" ({r['note']})" if r["note"] else ""))
    print(f"explain {r['explain_s']:.1f} s; suggestions {r['suggest_s']:.1f} s = {per * 1e3:.2f} ms per pair; "
          f"suggestions / explain = {r['suggest_s'] / r['explain_s']:.2f}")
    print(f"a config fuses {r['fixed']:,} pairs; no config fuses {r['none']:,}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
