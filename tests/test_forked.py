"""``ir.forked``: a function run in a forked child (the command line's pre-fusion parse), its result
back, and every failure turned into None so that the caller does the work itself."""
from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest

from inductor_lens.ir import parse_file
from inductor_lens.ir.forked import Forked

from conftest import CORPUS

pytestmark = pytest.mark.skipif(not hasattr(os, "fork"), reason="POSIX fork")
PRE = CORPUS / "resnet50_eval/g0_inference/ir_pre_fusion.txt"
ALWAYS = -1e9                     # fork whatever the machine's load


def _boom():
    raise RuntimeError("no")


def test_the_childs_parse_is_the_parse():
    job = Forked(parse_file, PRE, min_idle=ALWAYS)
    assert job.pid is not None
    got = job.result()
    want = parse_file(PRE)
    assert [(n.name, n.kind, n.name_span) for n in got.nodes] == [(n.name, n.kind, n.name_span) for n in want.nodes]
    assert got.text == want.text and got.path == want.path and len(got.errors) == len(want.errors)
    assert job.result() is None                       # answered once; the child is reaped


def test_a_failing_child_gives_none():
    assert Forked(_boom, min_idle=ALWAYS).result() is None
    assert Forked(os._exit, 3, min_idle=ALWAYS).result() is None


def test_close_stops_a_child_nobody_waits_for():
    job = Forked(time.sleep, 30, min_idle=ALWAYS)
    pid = job.pid
    t = time.perf_counter()
    job.close()
    assert time.perf_counter() - t < 5
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_no_fork_on_a_machine_without_an_idle_cpu():
    assert Forked(parse_file, PRE, min_idle=1e9).pid is None


def test_explain_prints_the_same_with_and_without_the_child():
    env = dict(os.environ)
    cmd = [sys.executable, "-m", "inductor_lens.cli", "explain", str(PRE.with_name("ir_post_fusion.txt")),
           "--format", "json"]
    one = subprocess.run(cmd, env=dict(env, INDUCTOR_LENS_PARSE_WORKERS="1"), capture_output=True, text=True,
                         check=True).stdout
    two = subprocess.run(cmd, env=dict(env, INDUCTOR_LENS_PARSE_WORKERS="2"), capture_output=True, text=True,
                         check=True).stdout
    assert one == two and '"pre_file"' in one
