"""Sweep the benchmark engine over the real IR: for every rebuildable unfused pair (``measure.targets``)
of the committed fixtures and the public corpus, rebuild it, compile both variants with Inductor, compare
numerics and time them briefly. Prints one line per pair and a tally: how much of real IR the engine
covers, and where Inductor's choice to keep a pair apart was right on this machine.

    python bench/pairs.py [--per-file N | --all] [--device cpu|cuda] [--min-time S] [--json OUT] [--codegen]

``--codegen`` only generates both variants' kernels (``bench --codegen``): with ``--device cuda`` on a
machine without a GPU, the Triton kernels Inductor generates for a simulated H200. It tallies how many
pairs the fused variant turns into one kernel.

Dynamic sizes get the value 16 for every symbol (``--size`` in the CLI does the same per pair).
"""
from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from inductor_lens.explain.explain import explain_file  # noqa: E402
from inductor_lens.ir.parse import parse_file  # noqa: E402
from inductor_lens.measure.client import BenchError, request_for, run_bench  # noqa: E402
from inductor_lens.measure.result import BenchResult  # noqa: E402
from inductor_lens.measure.targets import bench_pairs  # noqa: E402
from inductor_lens.measure.verdict import APART, FUSE  # noqa: E402

SYM = re.compile(r"(?<![\w'])(?:s|ks|u|ps)\d+\b")


def timed_row(r: BenchResult, tally: Counter) -> tuple[str, str]:
    status = "ok" if r.numerics_match else "MISMATCH"
    detail = (f"{r.unfused.loop_nests}->{r.fused.loop_nests} nests, "
              f"max abs {r.max_abs_err:.2g}, " + (r.verdict or ""))
    o = r.original
    if o is not None and o.comparable and o.rebuilt_over_original:
        detail += f"; rebuilt/original {o.rebuilt_over_original:.2f}"
        tally["original_within_20"] += bool(o.within_20_percent)
        tally["original_compared"] += 1
    if "launched directly" not in (r.unfused.timer or "launched directly"):
        tally["timed as compiled callables"] += 1
        detail += " [timed as compiled callables]"
    if r.speedup is not None:
        tally["verdict: apart was right" if r.verdict_kind == APART else
              "verdict: fusing faster" if r.verdict_kind == FUSE else "verdict: no difference"] += 1
    return status, detail


def codegen_row(r: BenchResult, tally: Counter) -> tuple[str, str]:
    nu, nf = r.unfused.loop_nests, r.fused.loop_nests
    tally["fused into one kernel" if nf == 1 else "fused into several kernels"] += 1
    return "ok", f"{nu}->{nf} kernels ({', '.join(r.fused.kernel_names)})"


def files() -> list[Path]:
    fx = sorted((ROOT / "tests" / "corpus").glob("*/*/ir_post_fusion.txt"))
    pub = ROOT.parent / "shared" / "corpus" / "public"
    return fx + (sorted(p for p in pub.glob("*.txt") if "_pre" not in p.name) if pub.is_dir() else [])


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--per-file", type=int, default=2)
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--device", default="cpu")
    ap.add_argument("--min-time", type=float, default=0.05)
    ap.add_argument("--json", metavar="OUT")
    ap.add_argument("--files", help="comma-separated substrings: only files whose path contains one")
    ap.add_argument("--producers", choices=("all", "pointwise", "reduction"), default="all",
                    help="only pairs whose producer is of this kind")
    ap.add_argument("--codegen", action="store_true", help="generate the kernels only; count them, time nothing")
    a = ap.parse_args()
    rows = []
    tally: Counter = Counter()
    t_start = time.perf_counter()
    chosen = files()
    if a.files:
        keys = [k for k in a.files.split(",") if k]
        chosen = [p for p in chosen if any(k in str(p) for k in keys)]
    for p in chosen:
        ir = parse_file(p)
        ex = explain_file(p, ir=ir)
        pairs = bench_pairs(ex, ir)
        if a.producers != "all":
            want = a.producers == "reduction"
            pairs = [bp for bp in pairs if ir.node(bp.producer) is not None
                     and ir.node(bp.producer).is_reduction == want]
        if not a.all:
            pairs = pairs[: a.per_file]
        sizes = {s: 16 for s in SYM.findall(ir.text)}
        for bp in pairs:
            req = request_for(ir.text, str(p), bp.producer, bp.consumer, ex, ir=ir, device=a.device,
                              min_time=a.min_time, timeout=600, sizes=sizes, codegen=a.codegen)
            name = f"{p.parent.parent.name}/{p.name}" if "tests" in p.parts else p.name
            t0 = time.perf_counter()
            try:
                r = run_bench(req, use_cache=False)
                status, detail = (codegen_row if a.codegen else timed_row)(r, tally)
            except BenchError as err:
                status, detail = err.kind, str(err).splitlines()[0][:160]
            tally[status] += 1
            dt = time.perf_counter() - t0
            rows.append({"file": name, "pair": f"{bp.producer}->{bp.consumer}", "reason": bp.verdict.reason,
                         "status": status, "detail": detail, "seconds": round(dt, 1)})
            print(f"{name:60} {bp.producer:>5} -> {bp.consumer:<5} {status:12} {detail}  ({dt:.0f} s)", flush=True)
    print(f"\n{sum(v for k, v in tally.items() if k in ('ok', 'MISMATCH', 'unsupported', 'needs_sizes', 'failed'))} "
          f"pairs in {time.perf_counter() - t_start:.0f} s: " + ", ".join(f"{k} {v}" for k, v in sorted(tally.items())))
    if a.json:
        Path(a.json).write_text(json.dumps({"rows": rows, "tally": tally}, indent=1))
    return 0 if tally["MISMATCH"] == 0 and tally["failed"] == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
