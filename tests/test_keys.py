"""The table of IR attribute keys (``ir/keys.py``) and everything else that names a key agree: the key
terminals of ``grammar/inductor_ir.lark``, the rules that accept them, the keys ``RAW_ATTR`` leaves to
them, the model attributes, the error messages' descriptions; and each key's example line, parsed,
fills its attribute. A key added in one of these places and not in the others fails here."""
from __future__ import annotations

import dataclasses
import re

import pytest
from lark import Lark

from inductor_lens.expr.grammar import grammar_text
from inductor_lens.ir import parse_text
from inductor_lens.ir.keys import KEYS, IRKey
from inductor_lens.ir.model import Buffer, Node
from inductor_lens.ir.parse import TERMINAL_DESC

GRAMMAR = grammar_text()
#: `NAME.priority: /regex/ _EOL` (the grammar writes each terminal on one line)
TERMINAL_LINE = re.compile(r"^([A-Z][A-Z_]*)(?:\.\d+)?:[ \t]*/(.*)/(?:[ \t]+_EOL)?[ \t]*$", re.M)
#: the regex of an attribute line: the owner's name, `.`, the key, ` =`
KEY_LINE = re.compile(r"^\[A-Za-z_\]\\w\*\\\.((?:\w|\\\.)+) =")
#: the keys RAW_ATTR does not take: `(?!\.(?:writes|...|snodes) =)`
RAW_EXCLUSION = re.compile(r"\(\?!\\\.\(\?:([^()]*)\) =\)")


def grammar_terminals() -> dict[str, str]:
    return {m.group(1): m.group(2) for m in TERMINAL_LINE.finditer(GRAMMAR)}


def grammar_keys() -> dict[str, str]:
    """key -> terminal, for every terminal of the grammar that reads an `X.<key> = ...` line."""
    out = {}
    for name, regex in grammar_terminals().items():
        m = KEY_LINE.match(regex)
        if m:
            out[m.group(1).replace("\\.", ".")] = name
    return out


@pytest.fixture(scope="module")
def rules() -> dict[str, list[list[str]]]:
    lark = Lark(GRAMMAR, parser="lalr", lexer="contextual")
    out: dict[str, list[list[str]]] = {}
    for r in lark.rules:
        out.setdefault(r.origin.name, []).append([s.name for s in r.expansion])
    return out


def test_the_grammar_is_read():
    terms = grammar_terminals()
    assert {"HEADER", "WRITES", "RAW_ATTR", "RETURN"} <= terms.keys()
    assert len(grammar_keys()) >= 10


def test_table_is_well_formed():
    assert len({k.key for k in KEYS}) == len(KEYS), "a key twice in KEYS"
    assert len({k.terminal for k in KEYS}) == len(KEYS), "a terminal twice in KEYS"
    for k in KEYS:
        assert isinstance(k, IRKey)
        assert f".{k.key} =" in k.desc, f"{k.key}: its description does not show the line: {k.desc!r}"
        assert k.expects.strip(), f"{k.key}: no description of its value"
        assert k.owners and set(k.owners) <= {Node, Buffer}, k
        assert k.example.startswith(f"X.{k.key} = "), f"{k.key}: example {k.example!r}"


def test_every_key_terminal_of_the_grammar_is_in_the_table():
    table = {k.key: k.terminal for k in KEYS}
    in_grammar = grammar_keys()
    missing = {key: t for key, t in in_grammar.items() if key not in table}
    assert not missing, f"key terminals of grammar/inductor_ir.lark without an IRKey in ir/keys.py: {missing}"
    absent = {key: t for key, t in table.items() if key not in in_grammar}
    assert not absent, f"keys of ir/keys.py without a terminal in grammar/inductor_ir.lark: {absent}"
    assert in_grammar == table, "a key read by another terminal than its IRKey names"


def test_raw_attr_leaves_exactly_the_table_keys():
    m = RAW_EXCLUSION.search(grammar_terminals()["RAW_ATTR"])
    assert m, "RAW_ATTR lost its `(?!\\.(?:key|...) =)` exclusion"
    excluded = {k.replace("\\.", ".") for k in m.group(1).split("|")}
    expected = "|".join(re.escape(k.key) for k in KEYS)
    assert excluded == {k.key for k in KEYS}, f"RAW_ATTR's exclusion should list the keys: {expected}"


def test_rules_accept_each_key_where_its_owners_print_it(rules):
    items = {origin: {exp[1] for exp in rules[origin] if len(exp) == 2 and exp[0] == origin}
             for origin in ("node_block", "buffer")}
    used = {s for exps in rules.values() for exp in exps for s in exp}
    terminals = {k.terminal: k for k in KEYS}
    for k in KEYS:
        if k.read is None:   # opens a block read by its own rule (outputs)
            assert k.terminal in used, f"{k.terminal} is in no rule of the grammar"
            continue
        for cls, origin in ((Node, "node_block"), (Buffer, "buffer")):
            if cls in k.owners:
                assert k.terminal in items[origin], f"{k.terminal} is not an alternative of `{origin}`"
    for origin, cls in (("node_block", Node), ("buffer", Buffer)):
        for t in items[origin]:
            if t in terminals:
                assert cls in terminals[t].owners, f"`{origin}` accepts {t}, whose IRKey has no {cls.__name__}"


def test_every_terminal_has_a_description():
    missing = sorted(set(grammar_terminals()) - TERMINAL_DESC.keys())
    assert not missing, f"terminals that error messages cannot name (TERMINAL_DESC / IRKey.desc): {missing}"
    for k in KEYS:
        assert TERMINAL_DESC[k.terminal] == k.desc


def test_every_attribute_exists_on_its_model_classes():
    for k in KEYS:
        for cls in k.owners:
            names = {f.name for f in dataclasses.fields(cls)}
            assert k.attr in names, f"{k.key}: {cls.__name__} has no attribute `{k.attr}`"


def _default(cls, attr):
    f = next(f for f in dataclasses.fields(cls) if f.name == attr)
    return f.default_factory() if f.default is dataclasses.MISSING else f.default


HEADER = "op0: SchedulerNode(ComputedBuffer)\n"
CASES = [(k, cls) for k in KEYS for cls in k.owners]


@pytest.mark.parametrize("key,cls", CASES, ids=[f"{k.key}-{c.__name__}" for k, c in CASES])
def test_example_line_fills_its_attribute(key: IRKey, cls):
    if cls is Node:
        text = HEADER + key.example.replace("X.", "op0.", 1) + "\n"
    else:
        line = key.example.replace("X.", "buf0.", 1).replace("\n", "\n    ")
        text = HEADER + "op0.outputs = [\n    buf0: ComputedBuffer\n    " + line + "\n]\n"
    f = parse_text(text)
    assert not f.errors, f.errors
    node = f.node("op0")
    target = node if cls is Node else node.outputs[0]
    assert target.attrs == {}, f"{key.key} was read as an unknown key"
    assert getattr(target, key.attr) != _default(cls, key.attr), f"{key.key} did not fill {cls.__name__}.{key.attr}"
