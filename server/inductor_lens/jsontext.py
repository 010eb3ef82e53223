"""JSON text at the command line's edge: ``json.dumps(obj, indent=2)``, byte for byte, faster.

Python's C encoder is used only without ``indent``; with it, ``json`` runs a pure-Python encoder whose
every piece of text passes up through one generator per level of nesting (on ResNet50's ``explain
--format json``, 68k pieces at depths up to 8: 196 M instructions, an eighth of the whole command).
Here one recursive function appends to one list instead. It follows ``json.encoder._make_iterencode``
(``ensure_ascii``, ``allow_nan=False``, no ``sort_keys``, keys converted as it converts them, ``default`` for
anything else, a ``ValueError`` on a circular reference); ``tests/test_jsontext.py`` compares the two on
every explanation of the fixtures and on generated documents.
"""
from __future__ import annotations

import json
from json.encoder import encode_basestring_ascii as _str
from typing import Any, Callable

_INF = float("inf")


def _float(o: float) -> str:
    if o != o or o == _INF or o == -_INF:      # json.dumps(allow_nan=False)'s refusal: JSON has no NaN
        raise ValueError(f"Out of range float values are not JSON compliant: {o!r}")
    return float.__repr__(o)


def finite(obj: Any, depth: int = 0) -> Any:
    """``obj`` (JSON-shaped: dicts, lists, tuples, scalars) with every NaN or infinite float replaced by
    None: what a protocol result or an embedded page's data goes through, so that nothing sends a bare
    ``NaN`` (which a client's JSON reader rejects: the request would never settle). Returns ``obj`` itself
    when it holds none."""
    if isinstance(obj, float):
        return obj if obj == obj and obj not in (_INF, -_INF) else None
    if depth > 200:
        return obj
    if isinstance(obj, dict):
        items = [(_finite_key(k), finite(v, depth + 1)) for k, v in obj.items()]
        same = all(k2 is k and v2 is v for (k2, v2), (k, v) in zip(items, obj.items()))
        return obj if same else dict(items)
    if isinstance(obj, (list, tuple)):
        new_list = [finite(v, depth + 1) for v in obj]
        return obj if all(a is b for a, b in zip(new_list, obj)) else new_list
    return obj


class JsonTooDeep(ValueError):
    """JSON nested deeper than the decoder goes (``[[[[…]]]]`` 100,000 deep)."""


def loads(text: str | bytes) -> Any:
    """``json.loads``, with a document nested too deep for the decoder a ``ValueError`` (``JsonTooDeep``)
    like any other bad JSON, never a ``RecursionError``: every file read from users' runs (a run.json, an
    inductor_config.json, a lock, a trace) comes through here, so a hostile one is one error, not a
    traceback. Numbers past Python's 4,300-digit limit are a ``ValueError`` already."""
    try:
        return json.loads(text)
    except RecursionError:
        raise JsonTooDeep("nested too deep to read (arrays or objects inside each other thousands of "
                          "levels deep)") from None


def _finite_key(k: Any) -> Any:
    """A key that is a NaN or an infinity as its text ("inf", "nan"): JSON keys are strings anyway."""
    return str(k) if isinstance(k, float) and (k != k or k in (_INF, -_INF)) else k


def dumps(obj: Any, *, indent: int | None = 2, default: Callable[[Any], Any] | None = None) -> str:
    """``json.dumps(obj, indent=indent, default=default, allow_nan=False)``: a NaN or an infinity is a
    ``ValueError``, never a bare ``NaN`` in the output (not JSON: readers reject it)."""
    if indent is None:
        return json.dumps(obj, default=default, allow_nan=False)
    out: list[str] = []
    _enc(obj, 0, _State(out, " " * indent, default))
    return "".join(out)


class _State:
    __slots__ = ("append", "step", "pads", "markers", "default")

    def __init__(self, out: list[str], step: str, default):
        self.append = out.append
        self.step = step
        self.pads = ["\n"]
        self.markers: set[int] = set()
        self.default = default


def _key(k) -> str:
    if isinstance(k, str):
        return k
    if isinstance(k, float):
        return _float(k)
    if k is True:
        return "true"
    if k is False:
        return "false"
    if k is None:
        return "null"
    if isinstance(k, int):
        return int.__repr__(k)
    raise TypeError(f"keys must be str, int, float, bool or None, not {k.__class__.__name__}")


def _enc(o: Any, depth: int, st: _State) -> None:
    t = type(o)
    append = st.append
    if t is str:
        append(_str(o))
    elif t is dict or t is list or (t is not bool and isinstance(o, (dict, list, tuple))):
        if not o:
            append("{}" if isinstance(o, dict) else "[]")
            return
        marker = id(o)
        if marker in st.markers:
            raise ValueError("Circular reference detected")
        st.markers.add(marker)
        depth += 1
        pads = st.pads
        if depth == len(pads):
            pads.append("\n" + st.step * depth)
        pad = pads[depth]
        sep = "," + pad
        if isinstance(o, dict):
            append("{" + pad)
            first = True
            for k, v in o.items():
                if first:
                    first = False
                else:
                    append(sep)
                append(_str(k if type(k) is str else _key(k)))
                append(": ")
                if type(v) is str:
                    append(_str(v))
                else:
                    _enc(v, depth, st)
            append(pads[depth - 1] + "}")
        else:
            append("[" + pad)
            first = True
            for v in o:
                if first:
                    first = False
                else:
                    append(sep)
                if type(v) is str:
                    append(_str(v))
                else:
                    _enc(v, depth, st)
            append(pads[depth - 1] + "]")
        st.markers.discard(marker)
    elif o is None:
        append("null")
    elif o is True:
        append("true")
    elif o is False:
        append("false")
    elif isinstance(o, str):
        append(_str(o))
    elif isinstance(o, int):
        append(int.__repr__(o))
    elif isinstance(o, float):
        append(_float(o))
    else:
        if st.default is None:
            raise TypeError(f"Object of type {o.__class__.__name__} is not JSON serializable")
        marker = id(o)
        if marker in st.markers:
            raise ValueError("Circular reference detected")
        st.markers.add(marker)
        _enc(st.default(o), depth, st)
        st.markers.discard(marker)
