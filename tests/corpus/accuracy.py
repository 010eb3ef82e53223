#!/usr/bin/env python3
"""Accuracy of `inductor-lens explain` against Inductor's own fusion log, per fixture graph.

For every `tests/corpus/<model>/<graph>/` the explainer runs on `ir_post_fusion.txt` (replaying the
rounds from the `ir_pre_fusion.txt` beside it) and its logged verdicts are compared with the graph's
`fusion.log`: the last verdict per (node1, node2) pair, as Inductor printed the names. A pair agrees
when both say "fused", or both refuse with the same message. Pairs only one side has count as
mismatches. The "found N possible fusions" count of every round is compared too, and whether the
replay's fused groups are those of the post-fusion file; pairs the explainer says it cannot decide from
the text (``undecidable_from_text``) are counted. CPU and CUDA fixtures (``<model>_cuda``,
``generate.py --device cuda``) are reported separately.

    python tests/corpus/accuracy.py [--json] [--root DIR]
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent / "server"))

from inductor_lens.explain.explain import explain_file  # noqa: E402
from inductor_lens.dump.log import match_graph, read_fusion_log  # noqa: E402
from inductor_lens.ir.groups import leaves  # noqa: E402
from inductor_lens.ir.parse import parse_file  # noqa: E402


def device_of(model_dir: Path) -> str:
    """The device a fixture model was compiled for (meta.json; CPU fixtures predate the field)."""
    try:
        return json.loads((model_dir / "meta.json").read_text()).get("device", "cpu")
    except (OSError, ValueError):
        return "cpu"


#: fixture graphs Inductor fused in a way the replay does not model (docs/cli.md, "The run's config": not
#: modelled), graph -> why. Their logs cannot agree and their replayed groups differ from the post-fusion
#: file; the tests that hold the replay to the log check that they still do (a fix shows up there)
REPLAY_GAPS: dict[str, str] = {}
# (the LayerNorm backward's FusedMixOrderReductions, layernorm_mix_order_train_cuda/g1_backward, was one
# until the replay modelled mix-order reductions: replay/mixorder.py)


def model_dir(d: Path) -> Path:
    """The fixture model folder of a graph folder (``model/g0_inference``) or of one of its subgraphs'
    (``model/g0_inference/subgraphs/true_graph_0``: runs/schedulers.py)."""
    return d.parent.parent.parent if d.parent.name == "subgraphs" else d.parent


def graph_name(d: Path) -> str:
    """``model/graph`` of a fixture graph folder (``model/graph/subgraphs/name`` of a subgraph's)."""
    m = model_dir(d)
    return f"{m.name}/{d.relative_to(m).as_posix()}"


def graph_dirs(root: Path = HERE, device: str | None = None) -> list[Path]:
    """Fixture graphs with a fusion log, of one device (cpu, cuda) or all: a graph fused by several Schedulers
    (torch.cond, while_loop, nested regions) gives its own folder and one per subgraph."""
    dirs = sorted(p.parent for pattern in ("*/*/fusion.log", "*/*/subgraphs/*/fusion.log") for p in root.glob(pattern))
    return [d for d in dirs if device is None or device_of(model_dir(d)) == device]


def check_graph(d: Path) -> dict:
    ex = explain_file(d / "ir_post_fusion.txt", fusion_log=d / "fusion.log")
    log = read_fusion_log(d / "fusion.log")
    pre = parse_file(d / "ir_pre_fusion.txt") if (d / "ir_pre_fusion.txt").is_file() else None
    g = match_graph(log, [n.name for top in pre.sections[0].nodes for n in leaves(top)]) if pre is not None else None
    g = g or (log[0] if log else None)
    agreement = ex.log_agreement or {"pairs": 0, "agree": 0, "mismatches": []}
    found_log = [r.found for r in g.rounds] if g else []
    found_sim = [r["found"] for r in ex.rounds]
    differs = any(n.startswith("the replayed fusion differs") for n in ex.notes)
    undecidable = sum(1 for p in ex.pairs if p.reason == "undecidable_from_text")
    return {"graph": graph_name(d), "device": device_of(model_dir(d)), "mode": ex.mode,
            "pairs": agreement["pairs"], "agree": agreement["agree"], "mismatches": agreement["mismatches"],
            "found_log": found_log, "found_explain": found_sim, "replay_differs": differs,
            "undecidable": undecidable, "notes": ex.notes}


def _totals(graphs: list[dict]) -> dict:
    total = sum(g["pairs"] for g in graphs)
    agree = sum(g["agree"] for g in graphs)
    return {"graphs": len(graphs), "agree": agree, "pairs": total, "rate": agree / total if total else 1.0,
            "replay_differs": sum(g["replay_differs"] for g in graphs),
            "rounds_differ": sum(g["found_log"] != g["found_explain"] for g in graphs),
            "undecidable": sum(g["undecidable"] for g in graphs)}


def run(root: Path = HERE) -> dict:
    """Every fixture graph; totals overall and per device (cpu, cuda)."""
    graphs = [check_graph(d) for d in graph_dirs(root)]
    per_model: dict[str, list[int]] = {}
    for g in graphs:
        m = g["graph"].split("/")[0]
        a = per_model.setdefault(m, [0, 0])
        a[0] += g["agree"]
        a[1] += g["pairs"]
    devices = {dev: _totals([g for g in graphs if g["device"] == dev])
               for dev in sorted({g["device"] for g in graphs})}
    return {"graphs": graphs, "models": {m: {"agree": a, "pairs": p} for m, (a, p) in per_model.items()},
            "devices": devices, **{k: v for k, v in _totals(graphs).items() if k != "graphs"}}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--root", type=Path, default=HERE,
                    help="a folder of <model>/<graph>/ debug folders (default: the fixtures), e.g. the output "
                         "of generate.py --out DIR for models outside the repository")
    args = ap.parse_args(argv)
    r = run(args.root)
    if args.json:
        json.dump(r, sys.stdout, indent=2, default=str)
        print()
        return 0
    for g in r["graphs"]:
        rounds = "" if g["found_log"] == g["found_explain"] else \
            f"   found per round: log {g['found_log']} vs explain {g['found_explain']}"
        differs = "   REPLAY DIFFERS from the post-fusion file" if g["replay_differs"] else ""
        gap = f"   KNOWN GAP: {REPLAY_GAPS[g['graph']]}" if g["graph"] in REPLAY_GAPS else ""
        print(f"{g['graph']:36} {g['agree']:4}/{g['pairs']:<4} {g['mode']}{rounds}{differs}{gap}")
        for m in g["mismatches"]:
            print(f"    MISMATCH {m['pair'][0]} with {m['pair'][1]}: log {m['log']} explain {m['explain']}")
    print()
    for m, a in r["models"].items():
        print(f"{m:24} {a['agree']}/{a['pairs']} ({100 * a['agree'] / max(a['pairs'], 1):.1f}%)")
    print()
    for dev, a in r["devices"].items():
        print(f"{dev:8} {a['graphs']:3} graphs: {a['agree']}/{a['pairs']} verdicts agree ({100 * a['rate']:.2f}%), "
              f"replay differs from the post-fusion file in {a['replay_differs']}, "
              f"possible-fusion counts differ in {a['rounds_differ']}, "
              f"pairs undecidable from the text: {a['undecidable']}")
    print(f"{'overall':24} {r['agree']}/{r['pairs']} ({100 * r['rate']:.2f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
