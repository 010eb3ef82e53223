"""Bad input: positioned errors, the rest of the file still parses, and nothing ever raises."""
from __future__ import annotations

import random
import sys

import pytest
from conftest import REPO, RESNET50, fixture_ir_files
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from inductor_lens.ir import parse_text

sys.path.insert(0, str(REPO / "bench"))

REAL = [p.read_text() for p in fixture_ir_files() if p.name == "ir_post_fusion.txt"]
RESNET_TEXT = (RESNET50 / "ir_post_fusion.txt").read_text()


def check_errors(f, text: str) -> None:
    lines = text.split("\n")
    for e in f.errors:
        assert 0 <= e.offset <= len(text), e
        assert 1 <= e.line <= len(lines), e
        assert 1 <= e.column <= len(lines[e.line - 1]) + 1, e
        assert e.message


def node_signature(n):
    return (n.name, n.kind, n.ir_class, len(n.writes), len(n.unmet), len(n.met), n.output_names,
            None if n.iteration is None else n.iteration.text, [m.name for m in n.members],
            None if n.loop_body is None else (n.loop_body.name, len(n.loop_body.functions)))


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.sampled_from(range(len(REAL))), frac=st.floats(0, 1))
def test_truncation_anywhere(doc, frac):
    text = REAL[doc]
    cut = int(len(text) * frac)
    f = parse_text(text[:cut])
    check_errors(f, text[:cut])
    full = parse_text(text)
    # every block that ends before the cut is parsed exactly as in the full file
    complete = [n for n in full.nodes if n.span[1] <= cut - 3]
    got = {n.name: n for n in f.nodes}
    for n in complete:
        assert node_signature(got[n.name]) == node_signature(n)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(doc=st.sampled_from(range(len(REAL))), data=st.data())
def test_random_byte_corruption(doc, data):
    raw = bytearray(REAL[doc].encode())
    n = data.draw(st.integers(1, 12))
    for _ in range(n):
        i = data.draw(st.integers(0, len(raw) - 1))
        raw[i] = data.draw(st.integers(0, 255))
    text = raw.decode("utf-8", errors="replace")
    f = parse_text(text)
    check_errors(f, text)


@settings(max_examples=100, deadline=None)
@given(data=st.data())
def test_one_bad_line_leaves_other_nodes_intact(data):
    """Replace one line inside one node block with junk: that node reports a positioned error, every
    other node is parsed exactly as in the clean file."""
    full = parse_text(RESNET_TEXT)
    lines = RESNET_TEXT.split("\n")
    candidates = [i for i, l in enumerate(lines) if l.strip() and not l.startswith("op")]
    i = data.draw(st.sampled_from(candidates))
    junk = data.draw(st.sampled_from(["???", "garbage line", "op3.writes = [MemDep('x')", "    )))",
                                      "def body(self):", "x = "]))
    if junk == lines[i].strip():
        return
    bad = lines.copy()
    bad[i] = junk
    text = "\n".join(bad)
    f = parse_text(text)
    check_errors(f, text)
    assert f.errors, f"no error for line {i + 1} replaced by {junk!r}"
    assert any(e.line == i + 1 for e in f.errors) or any(abs(e.line - (i + 1)) <= 1 for e in f.errors)
    offset = sum(len(l) + 1 for l in lines[:i])
    hit = [n for n in full.nodes if n.span[0] <= offset <= n.span[1] + 3]
    assert len(f.nodes) == len(full.nodes)
    for a, b in zip(f.nodes, full.nodes):
        if b in hit:
            continue
        assert node_signature(a) == node_signature(b)


@pytest.mark.parametrize("text", [
    "", "\n\n\n", "   ", "\x00\x01\x02\xff\xfe", "op0:", "op0: SchedulerNode(", "op0: SchedulerNode(ComputedBuffer)",
    "op0: SchedulerNode(ComputedBuffer)\nop0.writes = [", "]]]]", "class x_loop_body:\n    def body(self, ops):",
    "\n".join(["op0: SchedulerNode(ComputedBuffer)"] * 100), "🙂" * 1000, "a" * 100000,
])
def test_degenerate_inputs(text):
    f = parse_text(text)
    check_errors(f, text)


def test_binary_junk_gets_a_positioned_error():
    rnd = random.Random(0)
    text = bytes(rnd.randrange(256) for _ in range(20000)).decode("latin-1")
    f = parse_text(text)
    check_errors(f, text)
    assert f.errors and f.errors[0].line >= 1


def test_empty_file_is_not_an_error():
    f = parse_text("")
    assert f.nodes == [] and f.errors == []


def test_text_before_first_header_is_reported_and_rest_parses():
    text = "this is not IR\n" + RESNET_TEXT
    f = parse_text(text)
    assert [(e.line, e.column) for e in f.errors] == [(1, 1)]
    assert "not Inductor IR" in f.errors[0].message
    assert len(f.nodes) == 123


def test_truncated_loop_body_message():
    cut = RESNET_TEXT.index("        return store", RESNET_TEXT.index("class op3_loop_body"))
    f = parse_text(RESNET_TEXT[:cut])
    assert f.errors
    assert "return" in f.errors[-1].message
    assert f.node("op3").incomplete
    assert not f.node("op2").incomplete


def test_unknown_attribute_lines_are_kept_raw():
    """An unseen `X.key = value` line degrades into a raw attribute, not an error."""
    text = RESNET_TEXT.replace("op3.group.device = cpu\n",
                               "op3.group.device = cpu\nop3.future_field = {'a': 1}\nop3.other = \n    [   1,\n        2]\n", 1)
    text = text.replace("    buf3.layout", "    buf3.new_thing = 7\n    buf3.layout", 1)
    f = parse_text(text)
    assert f.errors == []
    op3 = f.node("op3")
    assert op3.attrs == {"future_field": "{'a': 1}", "other": "[   1,\n        2]"}
    assert op3.outputs[0].attrs == {"new_thing": "7"}
    assert op3.iteration.numel == 1605632


@pytest.mark.slow
def test_50mb_file_parses_without_exception(tmp_path):
    from make_big import make_big
    text = make_big(RESNET50 / "ir_post_fusion.txt", 50_000_000)
    f = parse_text(text)
    assert f.errors == []
    assert len(f.nodes) == text.count("\n\n\n") and len(f.nodes) % 123 == 0 and len(f.nodes) > 30000


@pytest.mark.parametrize("where,old,new", [
    ("index", "14336*c0", "{big}*c0"), ("dependency size", "{c0: 1605632}", "{{c0: {big}}}"),
    ("var_ranges", "p0: 2,", "p0: {big},"), ("layout", "size=[2, 64, 112, 112]", "size=[{big}, 64, 112, 112]")])
def test_a_100000_digit_number_is_refused_with_its_position(where, old, new):
    """Python refuses to print an int of over 4,300 digits: such a number in an index, a size, a range or
    a layout gets a clear positioned error (not "Exceeds the limit ..." from deep inside), its line is
    skipped, and the file's analysis and diagnostics still work."""
    from inductor_lens.explain.explain import explain_file
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    big = "9" * 100_000
    text = (RESNET50 / "ir_post_fusion.txt").read_text()
    assert old in text
    crafted = text.replace(old, new.format(big=big), 1)
    ir = parse_text(crafted)
    assert len(ir.nodes) == 123
    at = crafted.index(big)
    refusal = [e for e in ir.errors if "100,000 digits: too long" in e.message]
    assert refusal and refusal[0].offset == at, (where, [e.message[:80] for e in ir.errors])
    assert not any("Exceeds the limit" in e.message or "internal error" in e.message for e in ir.errors)
    assert explain_file(None, ir=ir, discover=False).pairs
    ws = Workspace()
    doc = ws.open("file:///tmp/big/ir_post_fusion.txt", crafted)
    assert F.fusion_diagnostics(ws, doc, set(), 1000, None) and doc.explain_error is None


def test_the_long_number_check_finds_what_the_regex_finds():
    """The parse looks for a number of over MAX_NUMBER_DIGITS digits at one character in a thousand
    (``_has_long_number``; the regex over every character of a 50 MB file took 1.1 s): the same answer as
    the regex on runs of digits of every length around the limit, anywhere in a block, ASCII or not."""
    from inductor_lens.ir.parse import (
        _LONG_NUMBER_RE,
        MAX_NUMBER_DIGITS,
        _has_long_number,
    )
    rng = random.Random(7)
    lengths = [1, 7, MAX_NUMBER_DIGITS - 1, MAX_NUMBER_DIGITS, MAX_NUMBER_DIGITS + 1, MAX_NUMBER_DIGITS + 2,
               2 * MAX_NUMBER_DIGITS + 1, 3 * MAX_NUMBER_DIGITS]
    found = 0
    for _ in range(600):
        parts = []
        while sum(map(len, parts)) < rng.randint(0, 6 * MAX_NUMBER_DIGITS):
            digit = rng.choice(["7", "\u0663", "x"])     # ASCII, an Arabic-Indic digit (\d matches both), no digit
            parts.append(digit * (rng.choice(lengths) if digit != "x" else rng.randint(1, 3)))
        block = "".join(parts)
        want = bool(_LONG_NUMBER_RE.search(block))
        found += want
        assert _has_long_number(block) == want, [len(p) for p in parts]
    assert 50 < found < 600     # both answers are exercised
    assert _has_long_number(RESNET_TEXT) is False
