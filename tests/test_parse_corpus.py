"""Every real IR file parses with zero errors, node counts match independent counts, and every span
recorded by the model maps back to exactly its text."""
from __future__ import annotations

import re

import pytest
from conftest import (
    PUBLIC,
    all_ir_files,
    fixture_ir_files,
    ir_id,
    public_ir_files,
    require_public,
)

from inductor_lens.ir import parse_file
from inductor_lens.ir.names import build_index

HEADER_LINE = re.compile(r"(?m)^[ \t]*\w+: \w+\([\w, ]*\)[ \t]*$")
FILES = all_ir_files()


def test_fixture_corpus_present():
    models = {p.parent.parent.name for p in fixture_ir_files()}
    # the models the product set out to read (ResNet, attention, MLP), and the extra ones that cover fusion reasons
    assert {"resnet50_eval", "resnet18_train", "mlp_gelu_layernorm", "attention_block", "dynamic_convnet"} <= models
    assert {"g0_forward", "g1_backward"} <= {p.parent.name for p in fixture_ir_files()
                                             if p.parent.parent.name == "resnet18_train"}


def test_public_corpus_present():
    require_public()
    assert len(public_ir_files()) >= 8, f"expected the 8 public files in {PUBLIC}"


@pytest.mark.parametrize("path", FILES, ids=ir_id)
def test_parses_without_errors_and_counts_match(path):
    f = parse_file(path)
    assert f.errors == [], [(e.line, e.column, e.message) for e in f.errors]
    text = path.read_text()
    # independent count 1: blocks are separated by two empty lines (debug.py joins debug_str + "\n\n\n")
    chunks = [c for c in text.split("\n\n\n") if c.strip()]
    assert len(f.nodes) == len(chunks)
    # independent count 2: every header line, members of fused nodes included
    assert sum(1 for _ in f.all_nodes()) == len(HEADER_LINE.findall(text))
    assert not any(n.incomplete for n in f.all_nodes())
    assert f.format in ("op-named", "buf-named")


@pytest.mark.parametrize("path", FILES, ids=ir_id)
def test_every_span_maps_to_its_text(path):
    f = parse_file(path)
    text = f.text
    idx = build_index(f)
    assert len(idx) > 0
    for o in idx:
        assert text[o.start:o.end] == o.name, o
    for n in f.all_nodes():
        assert text[n.name_span[0]:n.name_span[1]] == n.name
        assert text[n.header_span[0]:n.header_span[1]].startswith(f"{n.name}: {n.kind}(")
        for d in n.writes + n.unmet + n.met:
            assert text[d.name_start:d.name_start + len(d.name)] == d.name
            assert text[d.start:d.end].startswith(d.kind + "(") and text[d.start:d.end].endswith(")")
            if d.index is not None:
                s, e = d.index_span
                assert text[s:e] == d.index
        if n.loop_body is not None:
            lb = n.loop_body
            assert text[lb.span[0]:lb.span[1]].startswith(f"class {lb.name}:")
            for k, (s, e) in lb.index_spans.items():
                assert text[s:e] == lb.indexes[k]
            for v, (s, e) in lb.var_spans.items():
                assert text[s:e] == v
            for fn in lb.functions:
                assert text[fn.span[0]:fn.span[1]].lstrip().startswith(f"def {fn.name}(self, ops):")
                for st in fn.statements:
                    line = text[st.span[0]:st.span[1]]
                    if st.kind == "return":
                        assert line.startswith("return")
                    else:
                        assert line.startswith(f"{st.target} = ")
                    if st.buffer_span:
                        assert text[st.buffer_span[0]:st.buffer_span[1]] == st.buffer


@pytest.mark.parametrize("path", FILES, ids=ir_id)
def test_every_node_name_is_indexed(path):
    """An independent regex scan finds no op/buffer name the model missed: every bare `opN`/`bufN`
    token and every quoted name of a known node or buffer ('arg1_1', 'buf3') is an occurrence of the
    index. (Names inside longer identifiers — op1_op2, buf3_layout, op3_loop_body — are covered
    piecewise and are not separate tokens here.)"""
    f = parse_file(path)
    idx = build_index(f)
    covered = {(o.start, o.end) for o in idx}
    text = f.text
    names = {n.name for n in f.all_nodes()} | set(f.buffers)
    missed = []
    for m in re.finditer(r"(?<![\w.'])((?:op|buf)\d+)(?![\w'])|'(\w+)'", text):
        name, start = (m.group(1), m.start(1)) if m.group(1) else (m.group(2), m.start(2))
        if m.group(2) and name not in names:
            continue  # a quoted string that is not a name: 'sum', 'welford_reduce'
        if (start, start + len(name)) not in covered:
            missed.append((text.count("\n", 0, start) + 1, name, text[start - 30:start + 30]))
    assert not missed, missed[:10]
