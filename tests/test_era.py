"""Which torch's rules are replayed, and a note when the file's format shows an older writer; the benchmark report names the torch that ran, with a note when it is not the tested one."""
from __future__ import annotations

import subprocess
import sys

from conftest import PUBLIC, REPO, require_public

from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.era import RULES_TORCH, format_era, torch_note
from inductor_lens.ir.parse import parse_file
from inductor_lens.measure.report import torch_text

EXAMPLE = REPO / "server" / "inductor_lens" / "examples" / "resnet50" / "ir_post_fusion.txt"


def test_the_examples_format_is_the_rules_own_and_explain_says_which_rules():
    assert format_era(parse_file(EXAMPLE)) is None
    assert not any("older than the rules" in n for n in explain_file(EXAMPLE).notes)
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", "example"], capture_output=True, text=True,
                       env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"})
    assert p.returncode == 0
    assert p.stdout.split("\n")[1] == f"mode: Inductor's fusion rounds replayed from ir_pre_fusion.txt (torch {RULES_TORCH}'s rules)"


def test_older_formats_get_a_note():
    require_public()
    old = PUBLIC / "11_pytorch_test_debug_trace_2024_buf_post.txt"
    assert format_era(parse_file(old)) == "buf-named nodes (`buf0:`), written by torch 2.4 or older"
    notes = explain_file(old).notes
    assert any(n.startswith("this file's format is older than the rules replayed (buf-named nodes") and
               f"torch {RULES_TORCH}'s fusion rules" in n for n in notes)
    mid = PUBLIC / "18_htang_cpu_train_fwd_dyn_2025_01_post.txt"   # op-named, before min_input_distance
    assert format_era(parse_file(mid)) == "no `min_input_distance` lines, written by torch 2.11 or older"


def test_the_benchmark_report_names_its_torch():
    assert torch_note("2.14.1+cu130") is None and torch_text("2.14.1+cu130") == "torch 2.14.1+cu130"
    note = torch_note("2.12.0")
    assert note.startswith("torch 2.12.0 is not the tested 2.14.x") and "Inductor internals" in note
    assert torch_text("2.12.0") == f"torch 2.12.0 ({note})"
