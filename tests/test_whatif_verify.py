"""A prediction checked by recompiling (issue 38 item 3): ``capture --set NAME=VALUE`` sets the value on
the child's ``torch._inductor.config`` only (recorded in run.json, and by Inductor in each graph's
fx_graph_runnable.py), and ``whatif RUN --set … --verify -- python script.py`` captures the script with
the change and compares the real run's fused nodes with the predicted ones. Real compiles (slow tier)."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO, require_module

from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file

pytestmark = pytest.mark.slow

MODEL = f'''
import sys
import torch
sys.path.insert(0, {str(REPO / "tests/corpus/pairs_src/base")!r})
from block import Block, example
torch.manual_seed(0)
with torch.no_grad():
    torch.compile(Block().eval())(example())
'''


def run(tmp: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], cwd=tmp, capture_output=True, text=True,
                          timeout=600, env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin",
                                            "HOME": str(tmp)})


@pytest.fixture(scope="module")
def default_run(tmp_path_factory):
    require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")
    tmp = tmp_path_factory.mktemp("whatif")
    (tmp / "model.py").write_text(MODEL)
    p = run(tmp, "capture", "-o", "base", "--", sys.executable, "model.py")
    assert p.returncode == 0, p.stderr[-2000:]
    return tmp


def test_capture_sets_the_value_for_the_child_only(default_run):
    tmp = default_run
    p = run(tmp, "capture", "--set", "max_fusion_size=2", "--set", "no_such_value=3", "-o", "small", "--",
            sys.executable, "model.py")
    assert p.returncode == 0, p.stderr[-2000:]
    m = json.loads((tmp / "small" / "run.json").read_text())
    assert m["set"] == {"max_fusion_size": 2, "no_such_value": 3}
    assert "torch._inductor.config.no_such_value not set" in p.stderr
    (g,) = m["graphs"]
    runnable = (tmp / "small" / g["folder"] / "fx_graph_runnable.py").read_text()
    assert "torch._inductor.config.max_fusion_size = 2" in runnable.splitlines()
    post = parse_file(tmp / "small" / g["folder"] / "ir_post_fusion.txt").sections[-1]
    assert max(len(leaves(t)) for t in post.nodes) == 2
    assert "set" not in json.loads((tmp / "base" / "run.json").read_text())


def test_whatif_verify_recompiles_and_confirms_the_prediction(default_run):
    tmp = default_run
    p = run(tmp, "whatif", "base", "--set", "max_fusion_size=2", "--verify", "-o", "verify", "--json", "--",
            sys.executable, "model.py")
    assert p.returncode == 0, p.stderr[-2000:]
    j = json.loads(p.stdout)
    (check,) = j["verify"]["graphs"]
    assert check["agrees"] is True and not check["only_predicted"] and not check["only_recompiled"]
    assert json.loads((tmp / "verify" / "run.json").read_text())["set"] == {"max_fusion_size": 2}
    (g,) = j["graphs"]
    assert any(c["kind"] == "fusion_lost" for c in g["changes"])
