"""Calibrate the roofline estimates (``explain.estimate``, issue 29) against measurements on this machine.

1. This machine's own roofline, measured in one run: memory bandwidth (a STREAM-like ``c = a + b`` over
   arrays far larger than the caches: 3 x 4 bytes per element moved), the FP32 rate a generated pointwise
   kernel reaches (a compiled chain of multiply-adds over a cache-resident array; a large ``mm``'s rate is
   printed beside it: the BLAS reaches far more than generated loops), and the cost of one kernel call
   (``torch.add`` of one element: dispatch and call, the CPU's counterpart of a launch). These become a
   ``GpuSpec`` for the estimator.
2. For N unfused pairs of the committed CPU fixtures (static shapes; the ones ``bench`` rebuilds), the
   estimate of each pair as scheduled and of the forced fusion with those figures, against ``bench``'s
   measurement of the same two variants (Inductor compiles both; medians).
3. Agreement: the sign (does fusing win or lose, by more than the measurement's noise), the rank
   correlation (Spearman) of the time a fusion saves, estimated against measured, and the ratio of
   estimated to measured time for each variant. Misses are printed with both figures.

    python bench/calibrate.py [--pairs 24] [--min-time 0.2] [--json OUT] [--device cuda] [--time-limit S]

``--device cuda`` (the device check, when a GPU is lent): the GPU's datasheet figures (``explain.gpus``,
by ``torch.cuda.get_device_name()``) instead of the CPU probes, and ``bench``'s Triton timings.

Prints the probes, one row per pair and the summary; tests do not run it (timings are not behaviour).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "server"))

from inductor_lens.explain.estimate import Estimator, edge_estimates  # noqa: E402
from inductor_lens.explain.explain import explain_file  # noqa: E402
from inductor_lens.explain.gpus import GpuSpec, find_gpu  # noqa: E402
from inductor_lens.ir.parse import parse_file  # noqa: E402
from inductor_lens.measure.client import BenchError, request_for, run_bench  # noqa: E402
from inductor_lens.measure.targets import bench_pairs  # noqa: E402


def _median_time(fn, reps: int) -> float:
    fn()
    ts = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t0)
    return statistics.median(ts)


def probes(threads: int | None = None) -> dict:
    """This machine's bandwidth (GB/s), FP32 peak (TFLOPS) and per-call cost (µs)."""
    import torch
    if threads:
        torch.set_num_threads(threads)
    n = 1 << 25                                   # 32 Mi floats: 128 MB per array
    a, b, c = torch.rand(n), torch.rand(n), torch.empty(n)
    t = _median_time(lambda: torch.add(a, b, out=c), 15)
    bw = 3 * 4 * n / t / 1e9
    m = 1536
    x, y = torch.rand(m, m), torch.rand(m, m)
    t = _median_time(lambda: torch.mm(x, y), 10)
    tflops = 2 * m ** 3 / t / 1e12
    one, two, out = torch.rand(1), torch.rand(1), torch.empty(1)
    t = _median_time(lambda: [torch.add(one, two, out=out) for _ in range(1000)], 20) / 1000
    return {"bandwidth_gbs": round(bw, 2), "mm_tflops": round(tflops, 4),
            "pointwise_tflops": round(pointwise_tflops(), 4), "launch_us": round(t * 1e6, 3),
            "threads": torch.get_num_threads(), "torch": torch.__version__}


#: the pointwise probe's chain: per element, DEPTH multiplies and DEPTH adds (2 x DEPTH FLOPs as the
#: estimator counts them: ``mul`` 1, ``add`` 1)
DEPTH = 64


def pointwise_tflops() -> float:
    """What an Inductor-generated pointwise C++ kernel achieves on arithmetic: a compiled chain of DEPTH
    multiply-adds per element over 256 Ki floats (1 MB: cache-resident, so the chain, not memory, bounds
    it). The roofline's compute peak for the kernels Inductor generates (a matmul's peak, reached by
    the BLAS's hand-tuned kernels, is far above what generated loops reach)."""
    import torch

    def chain(x):
        for i in range(DEPTH):
            x = x * 1.0001 + (0.5 if i % 2 else -0.5)
        return x
    f = torch.compile(chain)
    x = torch.rand(1 << 18)
    f(x)
    t = _median_time(lambda: f(x), 200)
    return 2 * DEPTH * x.numel() / t / 1e12


def machine_spec(p: dict) -> GpuSpec:
    f = p["pointwise_tflops"]
    return GpuSpec("this CPU", "this machine (measured)", p["bandwidth_gbs"], f, f, f, f, "bench/calibrate.py",
                   figures="measured", launch_us=p["launch_us"])


def fixtures() -> list[Path]:
    """The CPU fixtures with static shapes (the estimate and bench then count the same sizes)."""
    out = []
    for f in sorted((ROOT / "tests" / "corpus").glob("*/g*/ir_post_fusion.txt")):
        if f.parent.parent.name.endswith("_cuda") or "dynamic" in f.parent.parent.name:
            continue
        out.append(f)
    # the seed document's pair first (ResNet50's BatchNorm+ReLU -> max-pool, op3 -> op4)
    return sorted(out, key=lambda f: f.parent.parent.name != "resnet50_eval")


def spearman(xs: list[float], ys: list[float]) -> float:
    def ranks(v):
        order = sorted(range(len(v)), key=lambda i: v[i])
        r = [0.0] * len(v)
        i = 0
        while i < len(order):
            j = i
            while j + 1 < len(order) and v[order[j + 1]] == v[order[i]]:
                j += 1
            for k in range(i, j + 1):
                r[order[k]] = (i + j) / 2
            i = j + 1
        return r
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    num = sum((a - mx) * (b - my) for a, b in zip(rx, ry))
    den = (sum((a - mx) ** 2 for a in rx) * sum((b - my) ** 2 for b in ry)) ** 0.5
    return num / den if den else float("nan")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", type=int, default=24, help="how many pairs to measure (default 24)")
    ap.add_argument("--per-file", type=int, default=3)
    ap.add_argument("--min-time", type=float, default=0.2)
    ap.add_argument("--json", metavar="OUT")
    ap.add_argument("--device", choices=("cpu", "cuda"), default="cpu")
    ap.add_argument("--time-limit", type=float, default=None, metavar="S",
                    help="start no pair after S seconds; the summary covers the pairs measured by then")
    a = ap.parse_args()
    started = time.monotonic()
    if a.device == "cuda":
        import torch
        name = torch.cuda.get_device_name()
        gpu = find_gpu(name)
        p = {"gpu": name, "spec": gpu.to_json(), "torch": torch.__version__}
        print(f"{name}: datasheet {gpu.bandwidth_gbs:,.0f} GB/s, {gpu.fp32:g} TFLOPS FP32 ({gpu.source})", flush=True)
    else:
        p = probes()
        gpu = machine_spec(p)
    if a.device == "cpu":
        print(f"this machine: {p['bandwidth_gbs']:.1f} GB/s (c = a + b over 128 MB arrays), "
              f"{p['pointwise_tflops'] * 1e3:.1f} GFLOPS FP32 in a generated pointwise kernel (the model's peak; "
              f"mm {1536}^3: {p['mm_tflops'] * 1e3:.1f}), {p['launch_us']:.2f} µs per call "
              f"({p['threads']} threads, torch {p['torch']})", flush=True)
    rows = []
    stopped = False
    for f in fixtures():
        if len(rows) >= a.pairs or stopped:
            break
        ir = parse_file(f)
        ex = explain_file(f, ir=ir)
        sec = ir.sections[-1]
        est = edge_estimates(ex.pairs, sec, Estimator(sec, gpu))
        taken = 0
        for bp in bench_pairs(ex, ir):
            if taken >= a.per_file or len(rows) >= a.pairs:
                break
            if a.time_limit is not None and time.monotonic() - started > a.time_limit:
                print(f"  --time-limit {a.time_limit:g} s reached: {len(rows)} of {a.pairs} pairs measured", flush=True)
                stopped = True
                break
            e = est.get((bp.producer, bp.consumer))
            if e is None:
                continue
            req = request_for(ir.text, str(f), bp.producer, bp.consumer, ex, ir=ir, device=a.device,
                              min_time=a.min_time, timeout=600)
            try:
                r = run_bench(req, use_cache=False)
            except BenchError as err:
                print(f"  {f.parent.parent.name}/{f.parent.name} {bp.producer} -> {bp.consumer}: {err.kind}", flush=True)
                continue
            if r.unfused.median_s is None or r.fused.median_s is None:
                continue
            taken += 1
            mu, mf = r.unfused.median_s * 1e6, r.fused.median_s * 1e6
            noise = max((r.unfused.iqr_s or 0) * 1e6, (r.fused.iqr_s or 0) * 1e6)
            row = {"graph": f"{f.parent.parent.name}/{f.parent.name}", "pair": f"{bp.producer}->{bp.consumer}",
                   "reason": bp.verdict.reason, "bound": e.bound,
                   "est_unfused_us": round(e.unfused_us, 2), "est_fused_us": round(e.fused_time.us, 2),
                   "meas_unfused_us": round(mu, 2), "meas_fused_us": round(mf, 2), "noise_us": round(noise, 2)}
            rows.append(row)
            pair = row["pair"] if len(row["pair"]) <= 24 else row["pair"][:10] + "…" + row["pair"][-12:]
            print(f"  {row['graph']:32} {pair:24} est {e.unfused_us:9.1f} -> {e.fused_time.us:9.1f} µs   "
                  f"measured {mu:9.1f} -> {mf:9.1f} µs  ({e.bound})", flush=True)
    if not rows:
        print("no pair measured")
        return 1
    est_saved = [r["est_unfused_us"] - r["est_fused_us"] for r in rows]
    meas_saved = [r["meas_unfused_us"] - r["meas_fused_us"] for r in rows]
    clear = [i for i, r in enumerate(rows) if abs(meas_saved[i]) > r["noise_us"]]
    agree = [i for i in clear if (est_saved[i] > 0) == (meas_saved[i] > 0)]
    rho = spearman(est_saved, meas_saved)
    ratio_u = statistics.median(r["est_unfused_us"] / r["meas_unfused_us"] for r in rows)
    ratio_f = statistics.median(r["est_fused_us"] / r["meas_fused_us"] for r in rows)
    print(f"\n{len(rows)} pairs: sign of the saving agrees on {len(agree)} of the {len(clear)} whose measured "
          f"difference exceeds its noise; Spearman rank correlation of the time saved {rho:.2f}; "
          f"estimated / measured time, median: unfused {ratio_u:.2f}, fused {ratio_f:.2f}")
    for i in clear:
        if i not in agree:
            r = rows[i]
            print(f"  miss: {r['graph']} {r['pair']} ({r['reason']}): estimated {est_saved[i]:+.1f} µs saved, "
                  f"measured {meas_saved[i]:+.1f} µs")
    if a.json:
        Path(a.json).write_text(json.dumps({"machine": p, "rows": rows, "sign_agree": len(agree),
                                            "sign_clear": len(clear), "spearman": rho,
                                            "ratio_unfused": ratio_u, "ratio_fused": ratio_f}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
