#!/usr/bin/env python3
"""Parse speed and memory against a regex floor measured in the same run.

For each input (the ResNet50 IR and a ~50 MB IR chained from renumbered copies of it) every
measurement runs in a fresh process, so peak RSS belongs to that measurement alone:

* floor  — read the file and tokenise it with one compiled regex (identifiers, numbers, quoted
           strings, single non-space characters);
* open   — read + blank log prefixes + split into node blocks (what an editor needs before the first
           hover: each block can then be parsed on demand);
* parse  — the full model: every node, dependency, layout, user, iteration space and loop body
           (statement lines checked by the grammar; cut into Statement objects on first use);
* +stmts — parse, then decode every loop-body statement;
* +names — parse, then build the occurrence index of every op/buffer name (statements included).

Prints seconds, MB/s, peak memory (RSS growth over the process before reading the file) and ratios.
Targets: parse <= 3x the floor; peak memory <= 10x the file size.

    python bench/parse.py [--mb 50] [--repeat 5] [--pure]
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))
RESNET = REPO / "tests/corpus/resnet50_eval/g0_inference/ir_post_fusion.txt"

WORKER = r"""
import gc, json, re, resource, sys, time
sys.path.insert(0, {server!r})
mode, path = sys.argv[1], sys.argv[2]
def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096
def reset_peak():
    try:  # Linux: writing 5 resets VmHWM (peak RSS) so the peak below is this measurement's own
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False
def peak_rss():
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
if mode != "floor":
    from inductor_lens.ir.parse import get_parser, parse_text, split_blocks, prepare, paused_gc
    from inductor_lens.ir.names import build_index
    get_parser()  # cached grammar: construction is not part of the parse
TOKEN = re.compile(r"[A-Za-z_]\w*|\d+|'[^']*'|\S")
gc.collect()
reset_peak()
before = rss()
t0 = time.perf_counter()
with open(path, encoding="utf-8", errors="replace") as fh:
    text = fh.read()
if mode == "floor":
    n = sum(1 for _ in TOKEN.finditer(text))
elif mode == "open":
    prep = prepare(text)
    n = sum(1 for m in prep.sections for _ in split_blocks(prep.text, m.start, m.end))
else:
    f = parse_text(text, path)
    n = len(f.nodes)
    if mode == "stmts":
        with paused_gc():
            for node in f.all_nodes():
                if node.loop_body:
                    for fn in node.loop_body.functions:
                        fn.statements
    elif mode == "names":
        n = len(build_index(f))
dt = time.perf_counter() - t0
peak = peak_rss()
print(json.dumps({{"seconds": dt, "count": n, "peak_bytes": max(peak - before, 0)}}))
"""


def measure(mode: str, path: Path, env: dict) -> dict:
    code = WORKER.format(server=str(REPO / "server"))
    r = subprocess.run([sys.executable, "-c", code, mode, str(path)], capture_output=True, text=True, env=env)
    if r.returncode != 0:
        raise SystemExit(f"{mode} failed:\n{r.stderr}")
    return json.loads(r.stdout)


MODES = ("floor", "open", "parse", "stmts", "names")


def bench_file(path: Path, repeat: int, env: dict) -> list[dict]:
    """Modes are interleaved (floor, open, parse, ... then again) so that a machine that slows down
    or speeds up affects the floor and the parser alike; medians over the repeats."""
    size = path.stat().st_size
    runs: dict[str, list[dict]] = {m: [] for m in MODES}
    for _ in range(repeat):
        for mode in MODES:
            runs[mode].append(measure(mode, path, env))
    rows = []
    results = {}
    for mode in MODES:
        secs = statistics.median(r["seconds"] for r in runs[mode])
        peak = statistics.median(r["peak_bytes"] for r in runs[mode])
        results[mode] = secs
        rows.append({"mode": mode, "seconds": secs, "mb_s": size / 1e6 / secs, "peak_mb": peak / 1e6,
                     "mem_x": peak / size, "count": runs[mode][0]["count"]})
    for r in rows:
        r["x_floor"] = r["seconds"] / results["floor"]
    return rows


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mb", type=float, default=50.0, help="size of the chained file (default 50)")
    ap.add_argument("--repeat", type=int, default=5, help="runs per measurement on the small file (median)")
    ap.add_argument("--big-repeat", type=int, default=3, help="runs per measurement on the big file (median)")
    ap.add_argument("--pure", action="store_true", help="pure-Python Lark even if lark-cython is installed")
    args = ap.parse_args(argv)
    env = dict(os.environ)
    if args.pure:
        env["INDUCTOR_LENS_PURE_LARK"] = "1"
    from make_big import make_big
    big = REPO / "bench/out/big_ir_post_fusion.txt"
    if not big.exists() or abs(big.stat().st_size - args.mb * 1e6) > 1e6:
        big.parent.mkdir(parents=True, exist_ok=True)
        big.write_text(make_big(RESNET, int(args.mb * 1e6)))
    try:
        import lark_cython  # noqa: F401
        backend = "lark + lark-cython" if not args.pure else "pure-Python lark"
    except ImportError:
        backend = "pure-Python lark"
    print(f"backend: {backend}; python {sys.version.split()[0]}; {os.cpu_count()} CPUs")
    ok = True
    for path, repeat in ((RESNET, args.repeat), (big, args.big_repeat)):
        size = path.stat().st_size
        print(f"\n{path.relative_to(REPO)}: {size / 1e6:.2f} MB ({'median of %d' % repeat if repeat > 1 else '1 run'}, "
              "peak = RSS growth during the measurement)")
        print(f"  {'':8} {'seconds':>9} {'MB/s':>8} {'x floor':>8} {'peak MB':>8} {'x size':>7}  count")
        rows = bench_file(path, repeat, env)
        for r in rows:
            print(f"  {r['mode']:8} {r['seconds']:9.4f} {r['mb_s']:8.1f} {r['x_floor']:8.2f} {r['peak_mb']:8.1f} "
                  f"{r['mem_x']:7.2f}  {r['count']:,}")
        p = next(r for r in rows if r["mode"] == "parse")
        t_ok = p["x_floor"] <= 3.0
        m_ok = p["mem_x"] <= 10.0
        ok &= t_ok and m_ok
        print(f"  target parse <= 3x floor: {p['x_floor']:.2f}x {'OK' if t_ok else 'MISSED'}; "
              f"peak memory <= 10x file: {p['mem_x']:.2f}x {'OK' if m_ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
