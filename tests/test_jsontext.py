"""``inductor_lens.jsontext.dumps`` is ``json.dumps(obj, indent=2)`` byte for byte: on the explanation of
every fixture graph (what ``explain --format json`` prints) and on generated documents."""
from __future__ import annotations

import enum
import json
import math

import pytest
from conftest import CORPUS
from hypothesis import given, settings
from hypothesis import strategies as st

from inductor_lens import jsontext
from inductor_lens.explain.explain import explain_file


def test_every_fixture_explanation_prints_as_json_dumps_indent_2():
    files = sorted(CORPUS.glob("*/*/ir_post_fusion.txt"))
    assert len(files) >= 45
    for f in files:
        doc = explain_file(f).to_json()
        assert jsontext.dumps(doc, default=str) == json.dumps(doc, indent=2, default=str), f


scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True, allow_infinity=True),
                    st.text())
keys = st.one_of(st.text(), st.integers(), st.floats(allow_nan=False), st.booleans(), st.none())
docs = st.recursive(scalars, lambda inner: st.one_of(st.lists(inner, max_size=5),
                                                     st.tuples(inner, inner),
                                                     st.dictionaries(keys, inner, max_size=5)), max_leaves=40)


@settings(max_examples=400, deadline=None)
@given(docs, st.sampled_from([0, 1, 2, 4]))
def test_generated_documents(doc, indent):
    """As ``json.dumps(allow_nan=False)``: the same text, or the same refusal of a NaN or an infinity (a
    bare ``NaN`` is not JSON: a client's reader rejects it)."""
    try:
        want = json.dumps(doc, indent=indent, allow_nan=False)
    except ValueError:
        with pytest.raises(ValueError, match="not JSON compliant"):
            jsontext.dumps(doc, indent=indent)
        assert json.dumps(jsontext.finite(doc), indent=indent, allow_nan=False)    # finite() makes it JSON
        return
    assert jsontext.dumps(doc, indent=indent) == want
    assert jsontext.finite(doc) is doc


class Kind(enum.StrEnum):
    A = "a"


class Num(enum.IntEnum):
    ONE = 1


class Opaque:
    def __str__(self):
        return "opaque"


def test_subclasses_default_and_errors():
    doc = {"k": Kind.A, Kind.A: [Num.ONE, 1.5, -2.5], 2: Opaque(), None: (), "e": {}}
    assert jsontext.dumps(doc, default=str) == json.dumps(doc, indent=2, default=str)
    with pytest.raises(ValueError, match="not JSON compliant"):     # allow_nan=False (issue 39 H2)
        jsontext.dumps({"x": [1.5, -math.inf]})
    with pytest.raises(TypeError):
        jsontext.dumps({"x": Opaque()})
    with pytest.raises(TypeError):
        jsontext.dumps({(1, 2): 3})
    loop: list = []
    loop.append(loop)
    with pytest.raises(ValueError):
        jsontext.dumps(loop)
    assert jsontext.dumps([1, {"a": []}], indent=None) == json.dumps([1, {"a": []}])
