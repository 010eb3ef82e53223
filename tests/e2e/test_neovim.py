"""A real editor: headless Neovim (Debian's `neovim`) opens the ResNet50 IR, gets the fusion
diagnostics and a hover for op4 through the server. Skipped only where nvim is not installed;
`.ci/run` installs it."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from conftest import REPO, RESNET50

pytestmark = pytest.mark.slow   # the slow tier (pytest -q --slow)

NVIM = shutil.which("nvim")


@pytest.mark.skipif(NVIM is None and os.environ.get("INDUCTOR_LENS_REQUIRE_NVIM") != "1",
                    reason="nvim not installed (apt-get install neovim)")
def test_neovim_smoke(tmp_path):
    assert NVIM, "nvim required (INDUCTOR_LENS_REQUIRE_NVIM=1)"
    env = dict(os.environ, INDUCTOR_LENS_PYTHON=sys.executable, PYTHONPATH=str(REPO / "server"),
               XDG_STATE_HOME=str(tmp_path / "state"), XDG_DATA_HOME=str(tmp_path / "data"),
               XDG_CONFIG_HOME=str(tmp_path / "config"))
    r = subprocess.run([NVIM, "--headless", "--clean", "-n", "-u", "NONE",
                        "-c", f"luafile {REPO / 'tests/e2e/nvim/smoke.lua'}", "-c", "qa!", str(RESNET50 / "ir_post_fusion.txt")],
                       capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    out = r.stdout
    assert "diagnostics=138" in out, (out, r.stderr[-2000:])
    assert "[no_shared_data] op3 → op4 not fused" in out
    assert "HOVER **op4** · `SchedulerNode(ComputedBuffer)` · cpu" in out
    assert "HOVER_ITERATION 401,408 points" in out
