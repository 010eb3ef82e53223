#!/usr/bin/env python3
"""Compare speed: ``inductor-lens compare A B`` against explaining both files, measured in one run.

Issue 28's target: comparing two 50 MB files takes at most 2x the time of explaining both. For each
input pair, in a fresh process each (as the command line runs): explain A, explain B (parse, replay,
verdicts and their ranking, which compare needs too), then compare A B (both analyses, the alignment of
their nodes, the changes). The pairs:

* the bundled ResNet50 graph against itself (no change);
* the ~50 MB chained file (bench/make_big.py) against a copy whose every op and buffer number from the
  second copy of the model on is shifted by one (what one op inserted early does to the names; the
  nodes are the same): the alignment must find every node, by what it computes, not by its name.

Prints seconds for each and the ratio compare / (explain A + explain B).

The repetitive family (issue 40; ``--sizes``, default 1k to 50k nodes): A is a chain of N pointwise nodes
alternating relu and sigmoid (``make_big.repetitive_chain``), B the same with exp in place of every
50th node: the same few signatures over and over with changes scattered through them, where difflib's
alignment was quadratic. For each size: explain A, explain B, compare, the ratio, and the compare's
time per node; last, the time per node of the largest size over that of the smallest (target: flat
within 1.5x, and compare <= 2x explaining both at every size).

    python bench/compare.py [--skip-big] [--skip-family] [--sizes 1000 2000 5000 10000 20000 50000]
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
OUT = REPO / "bench/out"
RESNET = REPO / "server/inductor_lens/examples/resnet50/ir_post_fusion.txt"
BIG = OUT / "big_ir_post_fusion.txt"

PROC = r"""
import json, sys, time
sys.path.insert(0, {server!r})
from pathlib import Path
from inductor_lens.ir.parse import get_parser
get_parser()
t = time.perf_counter()
if {what!r} == "explain":
    from inductor_lens.explain.explain import explain_file
    from inductor_lens.explain.rank import rank
    from inductor_lens.ir.parse import parse_file
    ir = parse_file({a!r})
    r = rank(explain_file({a!r}, ir=ir), ir.sections[-1])
    extra = len(r.edges)
else:
    from inductor_lens.runs.compare import compare
    c = compare(Path({a!r}), Path({b!r}))
    extra = [sum(1 for ch in g.changes) for g in c.graphs], [g.aligned for g in c.graphs]
print(json.dumps({{"s": time.perf_counter() - t, "extra": extra}}))
"""


def run(what: str, a: Path, b: Path | None = None) -> dict:
    code = PROC.format(server=str(REPO / "server"), what=what, a=str(a), b=str(b) if b else "")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(r.stderr[-3000:])
    return json.loads(r.stdout.strip().splitlines()[-1])


def shifted(src: Path, dest: Path) -> Path:
    """``src`` with every op/buffer number past the first copy's shifted by one."""
    if dest.exists():
        return dest
    text = src.read_text()
    first = max(int(n) for n in re.findall(r"(?<![A-Za-z0-9])op(\d+)(?![0-9])", RESNET.read_text()))
    name = re.compile(r"(?<![A-Za-z0-9])(op|buf)(\d+)(?![0-9])")
    dest.write_text(name.sub(lambda m: m.group(1) + str(int(m.group(2)) + (int(m.group(2)) > first)), text))
    return dest


def pair(title: str, a: Path, b: Path) -> dict:
    ea, eb = run("explain", a), run("explain", b)
    c = run("compare", a, b)
    ratio = c["s"] / (ea["s"] + eb["s"])
    print(f"{title}\n  explain A {ea['s']:.2f} s, explain B {eb['s']:.2f} s, compare {c['s']:.2f} s: "
          f"ratio {ratio:.2f} (target <= 2); changes per graph {c['extra'][0]}, nodes aligned {c['extra'][1]}",
          flush=True)
    return {"compare": c["s"], "ratio": ratio}


def family(sizes: list[int]) -> None:
    sys.path.insert(0, str(REPO / "bench"))
    from make_big import repetitive_chain
    per_node = []
    for n in sizes:
        paths = []
        for side, every in (("a", None), ("b", 50)):
            p = OUT / f"repetitive_{n}" / side / "ir_post_fusion.txt"
            if not p.exists():
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text(repetitive_chain(n, every))
            paths.append(p)
        r = pair(f"repetitive chain of {n:,} nodes (relu/sigmoid; B: exp every 50th)", *paths)
        per_node.append(r["compare"] / n)
        print(f"  compare per node {r['compare'] / n * 1e6:.0f} µs", flush=True)
    if len(per_node) > 1:
        print(f"compare time per node, {sizes[-1]:,} nodes over {sizes[0]:,}: {per_node[-1] / per_node[0]:.2f} "
              "(target <= 1.5)")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--skip-big", action="store_true")
    ap.add_argument("--skip-family", action="store_true")
    ap.add_argument("--sizes", type=int, nargs="+", default=[1_000, 2_000, 5_000, 10_000, 20_000, 50_000])
    args = ap.parse_args(argv)
    t = time.time()
    pair("ResNet50 (bundled example) vs itself", RESNET, RESNET)
    if not args.skip_family:
        family(args.sizes)
    if not args.skip_big:
        if not BIG.exists():
            sys.path.insert(0, str(REPO / "bench"))
            from make_big import make_big
            OUT.mkdir(parents=True, exist_ok=True)
            BIG.write_text(make_big(REPO / "tests/corpus/resnet50_eval/g0_inference/ir_post_fusion.txt", 50_000_000))
        (OUT / "big_shifted").mkdir(exist_ok=True)
        b = shifted(BIG, OUT / "big_shifted" / "ir_post_fusion.txt")
        pair(f"~50 MB chained file ({BIG.stat().st_size / 1e6:.0f} MB) vs its copy with shifted names", BIG, b)
    print(f"({time.time() - t:.0f} s in all)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
