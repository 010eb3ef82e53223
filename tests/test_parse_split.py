"""A large file's blocks shared with a helper process (ir/split.py): the same model as one process makes,
errors in the helper's half included, and a helper that fails changes nothing but the speed."""
from __future__ import annotations

import pickle
import sys

import pytest
from conftest import PUBLIC, RESNET50, fixture_ir_files

from inductor_lens.ir import parse_text
from inductor_lens.ir import split as S


def model_dump(f) -> list:
    """Everything the parse made: every node (its dataclass repr: fields, members, deps, spans), every
    buffer of every section, every error with its position."""
    out = []
    for sec in f.sections:
        out.append((sec.title, sec.graph, sec.span))
        out.extend(repr(n) for n in sec.nodes)
        out.append(repr(sorted(sec.buffers.items())))
        out.append(sorted(sec.top_of.items()))
    out.append([(e.offset, e.end, e.line, e.column, e.message) for e in f.errors])
    out.append(f.format)
    return out


FILES = [p for p in fixture_ir_files() if p.name == "ir_post_fusion.txt"][:4] + \
    sorted(PUBLIC.glob("*.txt"))[:6]


@pytest.mark.parametrize("path", FILES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_helper_process_gives_the_same_model(path, monkeypatch):
    text = path.read_text(encoding="utf-8", errors="replace")
    serial = parse_text(text, str(path), workers=1)
    if len(serial.nodes) < 2:
        pytest.skip("one block: nothing to share")
    answers = []
    real = S._Helper.result
    monkeypatch.setattr(S._Helper, "result", lambda self: answers.append(real(self)) or answers[-1])
    shared = parse_text(text, str(path), workers=2)
    assert len(answers) == 1 and answers[0] is not None, "the helper process must have parsed its share"
    assert model_dump(shared) == model_dump(serial)


def test_errors_in_the_helpers_half_keep_their_positions():
    text = (RESNET50 / "ir_post_fusion.txt").read_text()
    # the last node's attribute lines damaged: its block falls in the helper's share
    last = text.rstrip().rfind("\nop")
    bad = text[:last] + "\nop999: SchedulerNode(ComputedBuffer)\nop999.writes = [MemoryDep('buf999', c0, {c0: 4}]\n" \
        "op999.bogus line that is not IR\n" + text[last:]
    serial = parse_text(bad, "x", workers=1)
    shared = parse_text(bad, "x", workers=2)
    assert serial.errors, "the damaged block must give errors"
    assert any(e.offset > len(bad) * (1 - S.HELPER_SHARE) for e in serial.errors)
    assert model_dump(shared) == model_dump(serial)
    assert shared.node("op999") is not None and shared.node("op999").incomplete


def test_a_helper_that_cannot_start_or_dies_changes_nothing(monkeypatch):
    text = (RESNET50 / "ir_post_fusion.txt").read_text()
    want = model_dump(parse_text(text, "x", workers=1))
    monkeypatch.setattr(sys, "executable", "/nonexistent/python")
    assert model_dump(parse_text(text, "x", workers=2)) == want
    monkeypatch.undo()
    # a helper that answers garbage
    monkeypatch.setattr(pickle, "loads", lambda data: (_ for _ in ()).throw(pickle.UnpicklingError("bad")))
    assert model_dump(parse_text(text, "x", workers=2)) == want


def test_helper_share_is_the_tail_by_bytes():
    spans = [(i * 100, (i + 1) * 100) for i in range(100)]
    k = S._cut(spans)
    assert spans[k][0] >= 10_000 * (1 - S.HELPER_SHARE) - 100
    assert abs((10_000 - spans[k][0]) / 10_000 - S.HELPER_SHARE) <= 0.01


def test_workers_by_size_and_environment(monkeypatch):
    monkeypatch.delenv("INDUCTOR_LENS_PARSE_WORKERS", raising=False)
    assert S._default_workers(1_000) == 1
    monkeypatch.setenv("INDUCTOR_LENS_PARSE_WORKERS", "1")
    assert S._default_workers(100_000_000) == 1
    monkeypatch.setenv("INDUCTOR_LENS_PARSE_WORKERS", "junk")
    assert S._default_workers(100_000_000) == 1
