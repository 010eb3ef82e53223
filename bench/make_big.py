#!/usr/bin/env python3
"""Make a large IR file by chaining renumbered copies of a real one.

Copy k renames every ``opN`` / ``bufN`` (also inside fused names such as ``op1_op2``, ``buf3_layout`` and
``op3_loop_body``) to ``op{N + k*S}`` / ``buf{N + k*S}``, where S is one more than the largest number in
the source, so the result reads like one long graph. Graph inputs (``arg1_1``) are shared by all copies,
so every input has one user per copy (what the 50 MB benchmark file is made of); with
``--private-inputs`` copy k renames them too (``arg1_1`` -> ``arg1_1_c{k}``), which makes the copies
independent graphs: the pairs Inductor tries then grow with the copies, not with their square.

``--chain N`` makes a different graph: N pointwise nodes in one dependency chain (make_chain), from the
65-node chain of the max_fusion fixture (name the output ``*ir_pre_fusion.txt``: explain replays it).

    python bench/make_big.py [SRC] [--mb 50 | --nodes 100000 | --chain N] [--private-inputs] [-o bench/out/big_ir_post_fusion.txt]
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SRC = REPO / "tests/corpus/resnet50_eval/g0_inference/ir_post_fusion.txt"
CHAIN_SRC = REPO / "tests/corpus/max_fusion/g0_inference/ir_pre_fusion.txt"
NAME_RE = re.compile(r"(?<![A-Za-z0-9])(op|buf)(\d+)(?![0-9])")
HEADER_RE = re.compile(r"^[ \t]*[A-Za-z_]\w*: \w+\([\w, ]*\)[ \t]*$", re.M)
LAYOUT_NAME_RE = re.compile(r"^[ \t]*([A-Za-z_]\w*?)_layout = ", re.M)


def _source(src: Path) -> str:
    text = src.read_text()
    if not text.endswith("\n\n\n"):
        text = text.rstrip("\n") + "\n\n\n"
    return text


def node_count(text: str) -> int:
    """Node headers (top-level and fused members) in an IR text."""
    return len(HEADER_RE.findall(text))


def _copies(text: str, private_inputs: bool):
    """Renumbered copies of text, one per iteration: copy 0 is the text itself."""
    stride = max(int(m.group(2)) for m in NAME_RE.finditer(text)) + 1
    inputs = sorted({n for n in LAYOUT_NAME_RE.findall(text) if not NAME_RE.fullmatch(n)}, key=len, reverse=True)
    input_re = re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(map(re.escape, inputs)) + r")(?![A-Za-z0-9])") \
        if private_inputs and inputs else None
    k = 0
    while True:
        if k == 0:
            piece = text
        else:
            off = k * stride
            piece = NAME_RE.sub(lambda m, off=off: f"{m.group(1)}{int(m.group(2)) + off}", text)
            if input_re is not None:
                piece = input_re.sub(lambda m, k=k: f"{m.group(1)}_c{k}", piece)
        yield piece
        k += 1


def make_big(src: Path, target_bytes: int, private_inputs: bool = False) -> str:
    """Copies of src until the text has at least target_bytes."""
    pieces = []
    size = 0
    for piece in _copies(_source(src), private_inputs):
        if size >= target_bytes:
            break
        pieces.append(piece)
        size += len(piece)
    return "".join(pieces)


def make_big_nodes(src: Path, nodes: int, private_inputs: bool = False) -> str:
    """Copies of src until the text has at least ``nodes`` node headers."""
    text = _source(src)
    per_copy = node_count(text)
    copies = max(1, -(-nodes // per_copy))
    gen = _copies(text, private_inputs)
    return "".join(next(gen) for _ in range(copies))


def make_chain(nodes: int, src: Path = CHAIN_SRC) -> str:
    """A pre-fusion graph of ``nodes`` pointwise nodes in one chain, each reading its predecessor's
    output, from Inductor's own chain of 65 (the max_fusion fixture): its first node as it is, its
    second renumbered for every middle node, its last for the last one."""
    if nodes < 2:
        raise ValueError("a chain has at least 2 nodes")
    blocks = re.split(r"(?m)^(?=op\d+: )", _source(src))[1:]
    first, middle, last = blocks[0], blocks[1], blocks[-1]
    last_n = len(blocks) - 1

    def shifted(block: str, n: int, off: int) -> str:
        block = NAME_RE.sub(lambda m: f"{m.group(1)}{int(m.group(2)) + off}", block)
        return re.sub(r"(_input_distance = )\d+", lambda m: f"{m.group(1)}{n}", block)

    pieces = [first]
    pieces.extend(shifted(middle, k, k - 1) for k in range(1, nodes - 1))
    pieces.append(shifted(last, nodes - 1, nodes - 1 - last_n))
    return "".join(pieces)


def repetitive_chain(nodes: int, every: int | None = None) -> str:
    """A chain of ``nodes`` pointwise nodes whose bodies alternate relu and sigmoid (``make_chain``'s, its
    ``mul`` replaced), the same few signatures over and over as in a model's repeated blocks; with
    ``every``, every ``every``-th node (from the middle of the first stretch on) computes exp instead:
    differences scattered along a repetitive graph (``bench/compare.py``'s family)."""
    blocks = re.split(r"(?m)^(?=op\d+: )", make_chain(nodes))
    out = [blocks[0]]
    for k, block in enumerate(blocks[1:]):
        op = "exp" if every and k % every == every // 2 else ("relu", "sigmoid")[k % 2]
        out.append(block.replace("mul = ops.mul(load, constant)", f"mul = ops.{op}(load)"))
    return "".join(out)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("src", nargs="?", type=Path, default=DEFAULT_SRC)
    ap.add_argument("--mb", type=float, default=50.0)
    ap.add_argument("--nodes", type=int, default=None, help="at least this many nodes (instead of --mb)")
    ap.add_argument("--private-inputs", action="store_true", help="rename graph inputs per copy")
    ap.add_argument("--chain", type=int, default=None, metavar="N",
                    help="a pre-fusion chain of N pointwise nodes (make_chain) instead of copies of SRC")
    ap.add_argument("-o", "--out", type=Path, default=REPO / "bench/out/big_ir_post_fusion.txt")
    args = ap.parse_args(argv)
    if args.chain:
        text = make_chain(args.chain)
    elif args.nodes:
        text = make_big_nodes(args.src, args.nodes, args.private_inputs)
    else:
        text = make_big(args.src, int(args.mb * 1e6), args.private_inputs)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(text)
    print(f"{args.out}: {len(text) / 1e6:.1f} MB, {text.count(chr(10)):,} lines, {node_count(text):,} nodes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
