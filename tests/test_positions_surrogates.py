"""Positions in text holding lone surrogates (a client may send them: JSON's "\\ud800" escapes): each is a
character of its own, one UTF-16 unit and three UTF-8 bytes (``surrogatepass``), so positions after it
and edits there land where the client meant."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from inductor_lens.service.document import (
    TextEdit,
    TextPositions,
    apply_edits,
    chars,
    units,
)

ENCODINGS = ("utf-16", "utf-8", "utf-32")


def width(c: str, encoding: str) -> int:
    if encoding == "utf-32":
        return 1
    if encoding == "utf-16":
        return 2 if ord(c) > 0xFFFF else 1
    o = ord(c)
    return 1 if o < 0x80 else 2 if o < 0x800 else 3 if o < 0x10000 else 4


def ref_chars(s: str, count: int, encoding: str) -> int:
    """Characters whose code units all fit in ``count``, one at a time."""
    used = k = 0
    for c in s:
        used += width(c, encoding)
        if used > count:
            break
        k += 1
    return k


text = st.text(alphabet=st.sampled_from(["a", "é", "中", "😀", "\ud800", "\udbff", "\udc00", "\udfff", " "]),
               max_size=30)


@settings(max_examples=400, deadline=None)
@given(text, st.integers(-2, 80), st.sampled_from(ENCODINGS))
def test_chars_counts_every_character_as_the_encoding_does(s, count, encoding):
    assert chars(s, count, encoding) == ref_chars(s, count, encoding)
    assert units(s, encoding) == sum(width(c, encoding) for c in s)


def test_an_edit_after_a_lone_surrogate_lands_where_the_client_meant():
    line = "x = \ud800 op4"          # the client counts the surrogate as one UTF-16 unit
    for enc in ENCODINGS:
        at = units("x = \ud800 ", enc)
        out = apply_edits(line, [TextEdit("op5", (0, at), (0, at + 3))], enc)
        assert out == "x = \ud800 op5", enc
        pos = TextPositions(line, enc)
        assert pos.offset(0, at) == line.index("op4")
        assert pos.position(line.index("op4")) == (0, at)
