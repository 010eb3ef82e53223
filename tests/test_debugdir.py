"""One home for the files of a graph's debug directory and the phase of an IR file (dump/debugdir.py)."""
from __future__ import annotations

from conftest import REPO

from inductor_lens.dump.debugdir import DebugDir, file_phase, name_phase
from inductor_lens.ir.parse import parse_file

EX = REPO / "server" / "inductor_lens" / "examples" / "resnet50"


def test_siblings_of_the_bundled_example():
    d = DebugDir.of(EX / "ir_post_fusion.txt")
    assert d.pre == EX / "ir_pre_fusion.txt" and d.output_code == EX / "output_code.py"
    assert d.post is None                          # the file itself is not its own sibling
    assert d.fusion_log == (EX / "fusion.log" if (EX / "fusion.log").exists() else None)
    assert DebugDir.of(None).pre is None and DebugDir.of(None).path("x") is None
    assert DebugDir.of(EX / "ir_pre_fusion.txt").post == EX / "ir_post_fusion.txt"


def test_phase_by_name_then_by_text(tmp_path):
    assert name_phase("a/ir_pre_fusion.txt") == "pre" and name_phase("b/my_post_fusion_copy.txt") == "post"
    assert name_phase("ir.txt") is None and name_phase(None) is None
    cuda = EX.with_name("resnet50_cuda")
    post = parse_file(cuda / "ir_post_fusion.txt")
    pre = parse_file(cuda / "ir_pre_fusion.txt")
    assert file_phase(post, "renamed.txt") == "post"    # it has fused nodes (op12_op13, ...)
    assert file_phase(pre, "renamed.txt") == "pre"
    assert file_phase(post, "x/ir_pre_fusion.txt") == "pre"   # the name wins
