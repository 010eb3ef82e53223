"""``check`` fails closed (issue 39 M1): a run whose graph is empty, random text, truncated, or holds few of
the locked ops cannot be checked (exit 2, said in one line), instead of passing with "0 kernels, the lock
has 7" as a note; and ``lock`` refuses to lock such a graph (it wrote a 0-node lock from an empty file)."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys

import pytest
from conftest import CORPUS, REPO

RUN = CORPUS / "pairs" / "block_max_fusion" / "a"
ENV = {**os.environ, "PYTHONPATH": str(REPO / "server")}


def cli(*args, cwd=None):
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], capture_output=True, text=True, env=ENV,
                          cwd=cwd, timeout=300)


@pytest.fixture(scope="module")
def lock(tmp_path_factory):
    tmp = tmp_path_factory.mktemp("lock")
    r = cli("lock", str(RUN), "-o", str(tmp / "fusion.lock.json"))
    assert r.returncode == 0, r.stderr
    return tmp / "fusion.lock.json"


POST = (RUN / "g0_inference" / "ir_post_fusion.txt").read_text()
OTHER = (CORPUS / "softmax_scale" / "g0_inference" / "ir_post_fusion.txt").read_text()


@pytest.mark.parametrize("text,said", [
    ("", "holds no scheduler node"),
    ("random text, not Inductor IR\n" * 20, "holds no scheduler node"),
    (POST[:3000], "does not parse"),
    (OTHER, "locked ops are in it"),
], ids=["empty", "random", "truncated", "another-model"])
def test_a_broken_run_cannot_be_checked_nor_locked(lock, tmp_path, text, said):
    run = tmp_path / "run"
    shutil.copytree(RUN, run)
    (run / "g0_inference" / "ir_post_fusion.txt").write_text(text)
    r = cli("check", str(run), "--lock", str(lock))
    assert r.returncode == 2 and said in r.stderr and "check passed" not in r.stdout, (r.returncode, r.stdout, r.stderr)
    assert len(r.stderr.strip().splitlines()) == 1
    if said != "locked ops are in it":
        r = cli("lock", str(run), "-o", str(tmp_path / "new.lock.json"))
        assert r.returncode == 2 and said in r.stderr and not (tmp_path / "new.lock.json").exists()


def test_the_run_itself_still_passes(lock):
    r = cli("check", str(RUN), "--lock", str(lock))
    assert r.returncode == 0 and "check passed" in r.stdout
