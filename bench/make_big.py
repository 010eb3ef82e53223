#!/usr/bin/env python3
"""Make a large IR file by chaining renumbered copies of a real one.

Copy k renames every ``opN`` / ``bufN`` (also inside fused names such as ``op1_op2``, ``buf3_layout`` and
``op3_loop_body``) to ``op{N + k*S}`` / ``buf{N + k*S}``, where S is one more than the largest number in
the source, so the result reads like one long graph. Graph inputs (``arg1_1``) are shared by all copies.

    python bench/make_big.py [SRC] [--mb 50] [-o bench/out/big_ir_post_fusion.txt]
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SRC = REPO / "tests/corpus/resnet50_eval/g0_inference/ir_post_fusion.txt"
NAME_RE = re.compile(r"(?<![A-Za-z0-9])(op|buf)(\d+)(?![0-9])")


def make_big(src: Path, target_bytes: int) -> str:
    text = src.read_text()
    if not text.endswith("\n\n\n"):
        text = text.rstrip("\n") + "\n\n\n"
    stride = max(int(m.group(2)) for m in NAME_RE.finditer(text)) + 1
    pieces = []
    size = 0
    k = 0
    while size < target_bytes:
        off = k * stride
        piece = text if k == 0 else NAME_RE.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + off}", text)
        pieces.append(piece)
        size += len(piece)
        k += 1
    return "".join(pieces)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("src", nargs="?", type=Path, default=DEFAULT_SRC)
    ap.add_argument("--mb", type=float, default=50.0)
    ap.add_argument("-o", "--out", type=Path, default=REPO / "bench/out/big_ir_post_fusion.txt")
    args = ap.parse_args(argv)
    text = make_big(args.src, int(args.mb * 1e6))
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(f"{args.out}: {len(text) / 1e6:.1f} MB, {text.count(chr(10)):,} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main())
