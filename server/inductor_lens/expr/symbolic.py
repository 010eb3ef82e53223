"""Sizes that may be symbolic, without sympy.

Inductor prints concrete sizes as integers and dynamic ones as sympy expressions (``s0``, ``4*s77``,
``s27*s77``). The model keeps an ``int`` when a size is a literal integer and the printed ``str``
otherwise. ``product`` multiplies such sizes into a canonical monomial string when it can (sympy's own
print order: coefficient first, then symbols sorted by name, powers as ``**``), and falls back to a
parenthesised product for anything that is not a monomial.
"""
from __future__ import annotations

import re
from typing import Iterable, Union

Size = Union[int, str]

_INT_RE = re.compile(r"-?\d+")
_FACTOR_RE = re.compile(r"^([A-Za-z_]\w*)(?:\*\*(\d+))?$")


#: deepest nesting of parentheses / calls accepted in a sympy expression of the IR. Sympy prints long sums
#: and products flat (a 10,000-term sum has no parentheses), so this only refuses damaged or hostile
#: text; the code that reads expressions walks them with explicit stacks, never by recursion.
MAX_NESTING = 200


def nesting_error(text: str) -> tuple[int, str] | None:
    """(offset, message) when ``text`` nests parentheses deeper than MAX_NESTING: the offset of the
    first parenthesis beyond the limit. A C-level count makes the common case free."""
    if text.count("(") <= MAX_NESTING:
        return None
    depth = 0
    for i, ch in enumerate(text):
        if ch == "(":
            depth += 1
            if depth > MAX_NESTING:
                return i, (f"index expression nested more than {MAX_NESTING} levels deep (parentheses or "
                           "calls): it is kept as text and not analysed")
        elif ch == ")":
            depth -= 1
    return None


_IDENT_RE = re.compile(r"(?<![\w.])([A-Za-z_]\w*)(?![\w(])")
#: name prefixes of unbacked symbols (torch.utils._sympy.symbol: SymT.UNBACKED_INT ``u``,
#: SymT.UNBACKED_FLOAT ``zuf``), compared lowercased as ``symbol_is_type`` does
UNBACKED_PREFIXES = ("u", "zuf")
#: ``config.unbacked_symint_fallback``: ``optimization_hint``'s value for an unbacked symbol (before it is
#: clamped to the symbol's range) where a caller gives no fallback of its own
UNBACKED_SYMINT_FALLBACK = 8192


def free_unbacked_symbols(sizes: Size | Iterable[Size] | None) -> list[str]:
    """``free_unbacked_symbols`` (symbolic_shapes.py): the unbacked symbols (``u0``, ``u1``, ...: sizes a
    data-dependent op such as ``nonzero`` or ``.item()`` produced) in one size or several, sorted by
    name. Function names (``FloorDiv(``) are not symbols."""
    if sizes is None or isinstance(sizes, int):
        return []
    found: set[str] = set()
    for s in [sizes] if isinstance(sizes, str) else sizes:
        if not isinstance(s, int):
            for name in _IDENT_RE.findall(str(s)):
                if name.lower().startswith(UNBACKED_PREFIXES):
                    found.add(name)
    return sorted(found)


def as_size(text: str) -> Size:
    """'64' -> 64, '4*s0' -> '4*s0' (stripped)."""
    t = text.strip()
    if _INT_RE.fullmatch(t):
        return int(t)
    return t


def _monomial(text: str) -> tuple[int, dict[str, int]] | None:
    """Parse 'coef*a*b**2' into (coef, {a: 1, b: 2}); None if not a monomial."""
    coef = 1
    powers: dict[str, int] = {}
    # split on '*' but keep '**'
    tokens = re.split(r"(?<!\*)\*(?!\*)", text.replace(" ", ""))
    for tok in tokens:
        if not tok:
            return None
        if _INT_RE.fullmatch(tok):
            coef *= int(tok)
            continue
        m = _FACTOR_RE.match(tok)
        if not m:
            return None
        powers[m.group(1)] = powers.get(m.group(1), 0) + int(m.group(2) or 1)
    return coef, powers


def format_monomial(coef: int, powers: dict[str, int]) -> Size:
    if not powers:
        return coef
    syms = "*".join(f"{s}**{p}" if p != 1 else s for s, p in sorted(powers.items()))
    if coef == 1:
        return syms
    if coef == -1:
        return "-" + syms
    return f"{coef}*{syms}"


def product(sizes: Iterable[Size]) -> Size:
    """Product of sizes: an int when all are concrete, else a canonical string."""
    coef = 1
    powers: dict[str, int] = {}
    opaque: list[str] = []
    for s in sizes:
        if isinstance(s, int):
            coef *= s
            continue
        mono = _monomial(s)
        if mono is None:
            opaque.append(f"({s})" if any(c in s for c in "+- ") else s)
            continue
        c, p = mono
        coef *= c
        for k, v in p.items():
            powers[k] = powers.get(k, 0) + v
    if coef == 0:
        return 0
    base = format_monomial(coef, powers)
    if not opaque:
        return base
    parts = ([] if base == 1 else [str(base)]) + sorted(opaque)
    return "*".join(parts)


def ratio(a: Size, b: Size) -> float | str | None:
    """a / b as a number when both are concrete; a simplified monomial ratio string when possible."""
    if isinstance(a, int) and isinstance(b, int):
        return a / b if b else None
    ma = _monomial(str(a)) if not isinstance(a, int) else (a, {})
    mb = _monomial(str(b)) if not isinstance(b, int) else (b, {})
    if ma is None or mb is None or mb[0] == 0:
        return None
    if ma[1] == mb[1]:
        return ma[0] / mb[0]
    return None


def fmt(s: Size | None) -> str:
    """Human format: thousands separators for ints, the expression otherwise."""
    if s is None:
        return "?"
    if isinstance(s, int):
        return f"{s:,}"
    return s


def _norm(s: Size) -> Size:
    return s if isinstance(s, int) else product([s])


def _expected_strides(size: list[Size], perm: list[int]) -> list[Size | None]:
    out: list[Size | None] = [None] * len(size)
    acc: list[Size] = []
    for d in reversed(perm):
        out[d] = product(acc) if acc else 1
        acc.append(size[d])
    return out


def _matches(size: list[Size], stride: list[Size], perm: list[int]) -> bool:
    exp = _expected_strides(size, perm)
    for d, (sz, st) in enumerate(zip(size, stride)):
        if sz == 1:  # a size-1 dimension's stride is irrelevant
            continue
        if _norm(st) != _norm(exp[d]):  # type: ignore[arg-type]
            return False
    return True


def layout_order(size: list[Size] | None, stride: list[Size] | None) -> str:
    """Classify a (size, stride) pair: contiguous, channels-last(-3d), scalar, strided, unknown."""
    if size is None or stride is None:
        return "unknown"
    if len(size) == 0:
        return "scalar"
    if len(stride) != len(size):
        return "strided"
    n = len(size)
    if _matches(size, stride, list(range(n))):
        return "contiguous"
    if n == 4 and _matches(size, stride, [0, 2, 3, 1]):
        return "channels-last"
    if n == 5 and _matches(size, stride, [0, 2, 3, 4, 1]):
        return "channels-last-3d"
    if n == 2 and _matches(size, stride, [1, 0]):
        return "transposed"
    return "strided"
