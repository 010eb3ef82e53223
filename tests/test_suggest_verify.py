"""The suggestions for pairs a knob keeps apart, confirmed by recompiling (issue 38's acceptance, a test per
knob on CPU): the config fixture's model is compiled again with the fixture's config and the suggested
value (``capture --set``), and Inductor fuses the pair. Real compiles (slow tier)."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO, require_module

from inductor_lens.ir.groups import leaves
from inductor_lens.ir.names import leaf_names
from inductor_lens.ir.parse import parse_file
from inductor_lens.runs.suggest import suggest

pytestmark = pytest.mark.slow

CASES = [("block_max_fusion_size", ("op0_op1", "op2_op3")), ("convnet_score_threshold", ("op0", "op5")),
         ("block_unique_io_buffers", ("op0_op1_op2", "op3")), ("convnet_cpp_horizontal", ("op0", "op5"))]

SCRIPT = '''
import sys
import torch
sys.path.insert(0, {base!r})
from {model} import *  # noqa
import {model} as mod
cls = next(v for k, v in vars(mod).items() if isinstance(v, type) and issubclass(v, torch.nn.Module)
           and v.__module__ == mod.__name__)
torch.manual_seed(0)
with torch.no_grad():
    torch.compile(cls().eval())(mod.example())
'''


@pytest.mark.parametrize("fixture,pair", CASES, ids=[c[0] for c in CASES])
def test_the_suggested_value_fuses_the_pair_when_recompiled(fixture, pair, tmp_path):
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    graph = CORPUS / "configs" / fixture / "g0_inference"
    s = suggest(graph / "ir_post_fusion.txt")
    (p,) = [x for x in s.pairs if (x.node1, x.node2) == pair]
    fix = p.fixes[0]
    meta = json.loads((graph.parent / "meta.json").read_text())
    values = {**meta["config"], **dict(fix.set)}
    model = meta["source"].rsplit("/", 1)[-1][:-3]
    (tmp_path / "model.py").write_text(SCRIPT.format(base=str(REPO / "tests/corpus/pairs_src/base"), model=model))
    sets = [a for k, v in values.items() for a in ("--set", f"{k}={'none' if v is None else v}")]
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", *sets, "-o", "run", "--",
                        sys.executable, "model.py"], cwd=tmp_path, capture_output=True, text=True, timeout=600,
                       env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)})
    assert r.returncode == 0, r.stderr[-2000:]
    (g,) = json.loads((tmp_path / "run" / "run.json").read_text())["graphs"]
    post = parse_file(tmp_path / "run" / g["folder"] / "ir_post_fusion.txt").sections[-1]
    want = set(leaf_names(pair[0]) + leaf_names(pair[1]))
    assert any(want <= {n.name for n in leaves(t)} for t in post.nodes), (fix, values)
