"""``inductor_lens.records.record`` behaves as ``dataclasses.dataclass`` with its defaults (repr, equality,
hashing), for the shapes of records the package declares, and every record class of the package is a
dataclass with the hash rule of its kind."""
from __future__ import annotations

import dataclasses
import importlib
import inspect
import math
import pkgutil
from dataclasses import dataclass, field

import pytest

import inductor_lens
from inductor_lens.records import record


def _pair(decorator_kw: dict, body):
    """The same class body decorated by dataclass and by record."""
    a = dataclass(**decorator_kw)(body("D"))
    b = record(**decorator_kw)(body("R"))
    return a, b


def _plain(name):
    return type(name, (), {"__annotations__": {"x": "int", "y": "list", "z": "float", "hidden": "int",
                                                "ignored": "int"},
                           "y": field(default_factory=list), "z": 1.5,
                           "hidden": field(default=0, repr=False), "ignored": field(default=0, compare=False),
                           "__qualname__": "Rec"})


@pytest.mark.parametrize("kw", [{}, {"slots": True}, {"frozen": True}, {"slots": True, "frozen": True}])
def test_repr_eq_hash_as_dataclass(kw):
    D, R = _pair(kw, _plain)
    for args in [(1,), (1, [2, 3], math.nan), (2, [], -0.0, 7, 9)]:
        d, r = D(*args), R(*args)
        assert repr(d) == repr(r)
        assert (d == D(*args)) == (r == R(*args))
        assert (d == D(5)) == (r == R(5))
        other = list(args) + [0] * (5 - len(args))
        other[4] = 99                                  # a field with compare=False
        assert (d == D(*other)) == (r == R(*other))
        assert (D.__hash__ is None) == (R.__hash__ is None)
        if D.__hash__ is not None and not isinstance(args[1] if len(args) > 1 else [], list):
            assert hash(d) == hash(r)
    assert R(1).__eq__(object()) is NotImplemented
    assert dataclasses.is_dataclass(R) and [f.name for f in dataclasses.fields(R)] == [f.name for f in dataclasses.fields(D)]
    r = R(1)
    assert dataclasses.replace(r, x=3).x == 3 and dataclasses.asdict(r)["x"] == 1
    if kw.get("frozen"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            r.x = 2
        assert hash(R(1, (), 2.0)) == hash(D(1, (), 2.0))


def test_explicit_methods_inheritance_and_recursion():
    @record
    class Own:
        a: int

        def __eq__(self, other):
            return True

        __hash__ = object.__hash__

        def __repr__(self):
            return "own"

    assert Own(1) == Own(2) and repr(Own(1)) == "own" and hash(Own(1)) is not None

    @record(slots=True)
    class Base:
        a: int

    @record(slots=True)
    class Child(Base):
        b: int = 0

    @dataclass(slots=True)
    class DBase:
        a: int

    @dataclass(slots=True)
    class DChild(DBase):
        b: int = 0

    assert repr(Child(1, 2)).replace("Child", "X") == repr(DChild(1, 2)).replace("DChild", "X")
    assert Child(1, 2) != Base(1) and Child(1, 2) == Child(1, 2)

    @record
    class Node:
        items: list

    n = Node([])
    n.items.append(n)
    assert repr(n) == "test_explicit_methods_inheritance_and_recursion.<locals>.Node(items=[...])"
    with pytest.raises(TypeError):
        record(order=True)


def test_every_record_class_of_the_package():
    seen = 0
    for m in pkgutil.walk_packages(inductor_lens.__path__, "inductor_lens."):
        if m.name.endswith("__main__") or ".lsp" in m.name:
            continue
        mod = importlib.import_module(m.name)
        for _, cls in inspect.getmembers(mod, inspect.isclass):
            if cls.__module__ != mod.__name__ or "__record_key__" not in cls.__dict__:
                continue
            seen += 1
            assert dataclasses.is_dataclass(cls), cls
            params = cls.__dataclass_params__
            assert not params.repr and not params.eq       # dataclass made neither: record did
            if params.frozen:
                assert cls.__hash__ is not None, cls
            elif "__hash__" not in cls.__dict__ or cls.__dict__["__hash__"] is None:
                assert cls.__hash__ is None, cls
    assert seen >= 90
