#!/usr/bin/env python3
"""The fusion map's speed (targets: the ResNet50 example's map opens within 1 s, the largest
fixture's within 5 s, and a 1,000-node graph stays usable).

For each graph: the map's data built by the server (``service.features.fusion_map`` after the
explanation the diagnostics already needed; its JSON size), then the page itself in headless chromium
(``vscode-client/e2e/report.mjs`` on an ``inductor-lens report`` of that graph: page load, dagre layout
and drawing until the nodes are on screen). The graphs: the ResNet50 example (123 nodes), the fixture
with the most nodes in its final graph, and 1,000+ nodes chained from ResNet50
(``bench/make_big.py --nodes 1000 --private-inputs``), drawn whole (``--max-nodes 100000``) and as
the editor draws it (the nodes of the largest missed fusions, 400 at most).

Opening the map in VS Code adds the webview's own start (measured by the end-to-end test, which logs
"opened in N ms"). Needs Node with vscode-client's packages and chromium for the page figures.

    python bench/map.py
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "server"))

from inductor_lens.explain.html import build_report  # noqa: E402
from inductor_lens.service import features as F  # noqa: E402
from inductor_lens.service.document import Workspace  # noqa: E402

CLIENT = REPO / "vscode-client"


def server_side(path: Path, max_nodes: int) -> tuple[float, float, int, int]:
    """(explain s, map s, nodes drawn, JSON bytes) in this process, the explanation built first."""
    import json
    ws = Workspace()
    doc = ws.open(path.resolve().as_uri(), path.read_text(), 1)
    t0 = time.perf_counter()
    doc.explanation(ws)
    t1 = time.perf_counter()
    d = F.fusion_map(ws, doc, max_nodes=max_nodes)
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1, len(d["nodes"]), len(json.dumps(d))


def page(path: Path, max_nodes: int, tmp: Path) -> tuple[float, float] | None:
    """(load to drawn ms, layout + draw ms) of the report page in chromium, or None without the tools."""
    if not (CLIENT / "node_modules" / "playwright-core").exists() or not Path("/usr/bin/chromium").exists():
        return None
    html = tmp / f"{path.parent.name}_{max_nodes}.html"
    html.write_text(build_report(path, max_nodes=max_nodes).html)
    p = subprocess.run(["node", "e2e/report.mjs"], cwd=CLIENT, capture_output=True, text=True, timeout=300,
                       env=dict(os.environ, REPORT=str(html)))
    m = re.search(r"map drawn in (\d+) ms \((\d+) ms layout\+draw\)", p.stdout)
    if p.returncode != 0 or not m:
        print(p.stdout[-2000:], p.stderr[-2000:])
        return None
    return float(m.group(1)), float(m.group(2))


def main() -> int:
    big = REPO / "bench/out/map1000/ir_post_fusion.txt"
    if not big.exists():
        big.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run([sys.executable, str(REPO / "bench/make_big.py"), "--nodes", "1000", "--private-inputs",
                        "-o", str(big)], check=True, capture_output=True)
    from inductor_lens.ir.parse import parse_file
    sizes = {p: len(parse_file(p).sections[-1].nodes) for p in REPO.glob("tests/corpus/*/*/ir_post_fusion.txt")}
    largest = max(sizes, key=lambda p: (sizes[p], str(p)))
    graphs = [("ResNet50 example", REPO / "server/inductor_lens/examples/resnet50/ir_post_fusion.txt", 400, 1000),
              (f"largest fixture ({largest.parent.parent.name} {largest.parent.name})", largest, 400, 5000),
              ("1,000+ nodes, whole", big, 100000, None),
              ("1,000+ nodes, as the editor draws it", big, 400, None)]
    print(f"python {sys.version.split()[0]}; {os.cpu_count()} CPUs\n")
    print(f"{'graph':<50} {'explain':>8} {'map data':>9} {'nodes':>6} {'JSON':>9} {'page':>8} {'layout':>8}  target")
    with tempfile.TemporaryDirectory() as tmp:
        for name, path, cap, target in graphs:
            ex_s, map_s, nodes, size = server_side(path, cap)
            pg = page(path, cap, Path(tmp))
            total = None if pg is None else map_s * 1e3 + pg[0]
            verdict = "" if target is None or total is None else (
                f"open <= {target} ms: {'met' if total <= target else 'MISSED'} ({total:.0f} ms)")
            print(f"{name:<50} {ex_s * 1e3:7.0f}ms {map_s * 1e3:8.1f}ms {nodes:>6} {size / 1e3:8.1f}K "
                  f"{'-' if pg is None else f'{pg[0]:.0f}ms':>8} {'-' if pg is None else f'{pg[1]:.0f}ms':>8}  {verdict}")
    print("\nopen = map data + page (load, layout, draw); the explanation is the diagnostics' and comes first")
    return 0


if __name__ == "__main__":
    sys.exit(main())
