"""``record``: ``dataclasses.dataclass`` with one shared ``__repr__``, ``__eq__`` and ``__hash__``.

The typed records between our modules are dataclasses (~100 of them). For each one ``dataclass`` writes
the source of ``__init__``, ``__repr__``, ``__eq__`` (and ``__hash__``, ``__setattr__``, ``__delattr__``
when frozen) and compiles it at import: 2.4 M instructions a class, 4.3 M frozen, a sixth of the command
line's ``explain`` on ResNet50. ``record`` lets ``dataclass`` make ``__init__`` (and the frozen guards) and
gives every class the same three functions, which read the class's field names from a tuple made once:
the same text, the same equality (same class, then the compared fields as a tuple) and the same hash
rules (``eq`` without ``frozen``: unhashable; with it: the hash of the fields) as ``dataclass`` with its
defaults, and ``dataclasses.is_dataclass``, ``fields``, ``replace`` and ``asdict`` work as before.
``tests/test_records.py`` compares both on every record class of the package.
"""
from __future__ import annotations

import reprlib
from dataclasses import MISSING, dataclass, fields
from operator import attrgetter
from typing import Any, Callable, TypeVar, dataclass_transform

T = TypeVar("T", bound=type)

_REPR_FIELDS = "__record_repr__"
_KEY = "__record_key__"


def _getter(names: tuple[str, ...]) -> Callable[[Any], tuple]:
    if not names:
        return lambda o: ()
    if len(names) == 1:
        name = names[0]
        return lambda o: (getattr(o, name),)
    return attrgetter(*names)


@reprlib.recursive_repr()
def _repr(self) -> str:
    names = type(self).__dict__.get(_REPR_FIELDS)
    if names is None:                           # a subclass that is not a record itself: its base's fields
        names = getattr(type(self), _REPR_FIELDS)
    return f"{type(self).__qualname__}(" + ", ".join(f"{n}={getattr(self, n)!r}" for n in names) + ")"


def _eq(self, other) -> bool:
    if other.__class__ is self.__class__:
        key = getattr(self.__class__, _KEY)
        return key(self) == key(other)
    return NotImplemented


@dataclass_transform(field_specifiers=())
def record(cls: T | None = None, /, *, frozen: bool = False, slots: bool = False, **kw: Any):
    """``@record``, ``@record(slots=True)``, ``@record(frozen=True, slots=True)``: a dataclass (``repr`` and
    ``eq`` as ``dataclass``'s defaults; ``order`` and ``unsafe_hash`` are not offered)."""
    if kw.keys() - {"init", "match_args", "kw_only"}:
        raise TypeError(f"record does not take {sorted(kw.keys() - {'init', 'match_args', 'kw_only'})}")

    def wrap(c: T) -> T:
        own = dict(c.__dict__)
        d = dataclass(c, frozen=frozen, slots=slots, repr=False, eq=False, **kw)
        fs = fields(d)
        if "__repr__" not in own:
            setattr(d, _REPR_FIELDS, tuple(f.name for f in fs if f.repr))
            d.__repr__ = _repr
        if "__eq__" not in own:
            setattr(d, _KEY, _getter(tuple(f.name for f in fs if f.compare)))
            d.__eq__ = _eq
        # dataclass's hash rules for eq=True, unsafe_hash=False (dataclasses._hash_action)
        class_hash = own.get("__hash__", MISSING)
        explicit = not (class_hash is MISSING or (class_hash is None and "__eq__" in own))
        if not explicit:
            if frozen:
                keyed = tuple(f.name for f in fs if (f.compare if f.hash is None else f.hash))
                d.__record_hash_key__ = _getter(keyed)
                d.__hash__ = _hash_of_hash_key
            else:
                d.__hash__ = None
        return d

    return wrap if cls is None else wrap(cls)


def _hash_of_hash_key(self) -> int:
    return hash(self.__class__.__record_hash_key__(self))
