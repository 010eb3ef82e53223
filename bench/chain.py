#!/usr/bin/env python3
"""Explain on deep dependency chains: time and memory per node should not grow with the depth.

Each size is a pre-fusion graph of N pointwise nodes in one chain, each reading its predecessor's output
(``make_big.make_chain``: Inductor's own 65-node chain of the max_fusion fixture, renumbered; kept as
``bench/out/chain_<N>_ir_pre_fusion.txt``). Explain replays every fusion round on it: groups of 64 fuse
(then "exceeds max fusion"), and every fusion asks whether it would create a cycle, which used to walk
all the ancestors of the pair.

Each size runs in a fresh process, as the command line does after its imports: ``inductor-lens explain
FILE --format json`` (parse, replay, every verdict with its evidence, the JSON; ``--format text``: the
text report) into /dev/null. Figures per size: seconds, seconds per node, the peak resident memory
above the imported interpreter (VmHWM, reset after the imports) and bytes per node; last, the ratio of
the time per node of the largest size to that of the smallest, measured in this run (flat: ~1).

    python bench/chain.py [--sizes 1000 2000 5000 10000 20000 50000] [--format json|text]
"""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "bench"))
from explain import MEMORY_HELPERS  # noqa: E402  (the same memory probes as bench/explain.py's)

OUT = REPO / "bench/out"
SIZES = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000]

PROC = r"""
import contextlib, json, os, resource, sys, time
sys.path.insert(0, {server!r})
from inductor_lens import cli
from inductor_lens.explain import explain, report
from inductor_lens.ir.parse import get_parser
get_parser()
{memory_helpers}reset_peak()
before = rss()
t = time.perf_counter()
with open(os.devnull, "w") as null, contextlib.redirect_stdout(null):
    rc = cli.main(["explain", {path!r}, "--format", {fmt!r}])
dt = time.perf_counter() - t
print(json.dumps({{"rc": rc, "seconds": dt, "bytes": peak_rss() - before}}))
"""


def chain_file(nodes: int) -> Path:
    path = OUT / f"chain_{nodes}_ir_pre_fusion.txt"
    if not path.exists():
        sys.path.insert(0, str(REPO / "bench"))
        from make_big import make_chain
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(make_chain(nodes))
    return path


def measure(server: str, path: Path, fmt: str) -> dict:
    r = subprocess.run([sys.executable, "-c", PROC.format(server=server, path=str(path), fmt=fmt, memory_helpers=MEMORY_HELPERS)],
                       capture_output=True, text=True)
    if r.returncode != 0:
        raise SystemExit(r.stderr)
    m = json.loads(r.stdout.strip().splitlines()[-1])
    if m["rc"] != 0:
        raise SystemExit(f"explain {path} exited with {m['rc']}")
    return m


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", type=int, nargs="+", default=SIZES, help="chain lengths (nodes)")
    ap.add_argument("--format", choices=("json", "text"), default="json")
    ap.add_argument("--server", type=Path, default=REPO / "server",
                    help="the package directory to measure (e.g. an older checkout's server/)")
    args = ap.parse_args(argv)
    server = str(args.server.resolve())
    sizes = sorted(args.sizes)
    print(f"python {sys.version.split()[0]}; package {server}; explain --format {args.format}, "
          f"a fresh process per size")
    print(f"{'nodes':>8}  {'seconds':>8}  {'ms/node':>8}  {'peak MB':>8}  {'KB/node':>8}")
    res = []
    for n in sizes:
        m = measure(server, chain_file(n), args.format)
        res.append((n, m))
        print(f"{n:>8,}  {m['seconds']:8.2f}  {m['seconds'] / n * 1e3:8.3f}  {m['bytes'] / 1e6:8.1f}  "
              f"{m['bytes'] / n / 1e3:8.2f}", flush=True)
    if len(res) >= 2:
        (a, ma), (z, mz) = res[0], res[-1]
        time_ratio = (mz["seconds"] / z) / (ma["seconds"] / a)
        mem_ratio = (mz["bytes"] / z) / (ma["bytes"] / a)
        print(f"time per node {z:,} / {a:,} nodes: x{time_ratio:.2f} (flat: ~1; quadratic: ~{z / a:.0f}); "
              f"memory per node: x{mem_ratio:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
