"""Sizes and strides as monomials: ``coef * s0**a * s1**b ...`` (sizes of dynamic shapes are products of
size symbols, each at least 2: Inductor specialises 0 and 1). An opaque factor (``TruncToInt(...)``) is
an atomic symbol. Exact arithmetic, no sympy; ``hint`` orders monomials the way size hints would when
the symbols are large (used only to sort strides, as ``stride_hints`` does)."""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from .symbolic import format_monomial, product

PROBE = (1 << 20) + 7      # a size symbol's stand-in value when strides must be ordered


def _factors(size) -> list:
    """A printed product's top-level factors (a sum or a quotient stays one factor)."""
    if type(size) is int:
        return [size]
    text, depth, start, factors = str(size).replace(" ", ""), 0, 0, []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif depth == 0 and ch in "+-/" and i > 0:
            return [str(size)]
        elif depth == 0 and ch == "*":
            if text[i + 1:i + 2] == "*":       # a power: part of this factor
                i += 2
                continue
            factors.append(text[start:i])
            start = i + 1
        i += 1
    factors.append(text[start:])
    return [int(f) if f.lstrip("-").isdigit() else _opaque(f) for f in factors]


def _opaque(f: str) -> str:
    """One name for an opaque factor (``((s69**2)//s69)``, ``Max(1, s0)``) however sympy printed it: a
    FloorDiv prints as ``((s69**2)//s69)`` alone and ``(((s69**2)//s69))`` as a factor of a product
    (``Mul`` adds its own parentheses). The name is the factor re-printed from its parse, in parentheses
    unless a symbol or a call: ``linear`` names a factor of an index the same way."""
    if "(" not in f:            # a symbol, or a power of one (``s27**2``)
        return f
    return _opaque_name(f)


@lru_cache(maxsize=4096)
def _opaque_name(f: str) -> str:
    from .indexexpr import parse_expr
    ast = parse_expr(f)
    return f if ast is None else _ast_name(ast)


def _ast_name(ast) -> str:
    from .indexexpr import to_text
    if ast[0] == "sym":
        return ast[1]
    if ast[0] == "call":
        return to_text(ast)
    return f"({to_text(ast)})"


def prod(sizes):
    """``product`` over the sizes' factors: one canonical form for the same product however it was
    printed (a group's numel, the product of a node's loop sizes)."""
    return product([f for s in sizes for f in _factors(s)])


def canon(size):
    return prod([size])


class Mono(NamedTuple):
    """A size as coefficient * symbols**powers (sizes are products of positive integers and of size
    symbols, each at least 2: Inductor specialises 0 and 1)."""
    coef: int
    powers: tuple

    @classmethod
    def of(cls, size) -> "Mono":
        if type(size) is int:
            return cls(size, ())
        coef, powers = 1, {}
        for f in _factors(size):
            if type(f) is int:
                coef *= f
                continue
            base, _, p = f.partition("**")
            if p.isdigit() and base.isidentifier():
                powers[base] = powers.get(base, 0) + int(p)
            else:                               # a symbol, or an opaque factor (TruncToInt(...)): atomic
                powers[f] = powers.get(f, 0) + 1
        if coef == 0:
            return cls(0, ())
        if coef < 0:
            raise ValueError(f"size {size}")
        return cls(coef, tuple(sorted(powers.items())))

    @property
    def is_zero(self) -> bool:
        return self.coef == 0

    def div(self, other: "Mono") -> "Mono | None":
        """self / other when it is a monomial (exact division), else None."""
        if other.coef == 0 or self.coef % other.coef:
            return None
        mine = dict(self.powers)
        for sym, p in other.powers:
            if mine.get(sym, 0) < p:
                return None
            mine[sym] -= p
        return Mono(self.coef // other.coef, tuple((k, v) for k, v in sorted(mine.items()) if v))

    def mul(self, other: "Mono") -> "Mono":
        if self.coef == 0 or other.coef == 0:
            return Mono(0, ())
        mine = dict(self.powers)
        for sym, p in other.powers:
            mine[sym] = mine.get(sym, 0) + p
        return Mono(self.coef * other.coef, tuple(sorted(mine.items())))

    @property
    def is_one(self) -> bool:
        return self.coef == 1 and not self.powers

    def known_gt(self, other: "Mono") -> bool:
        """``statically_known_gt``: provably greater for every value of the symbols (>= 2)."""
        q = self.div(other)
        return q is not None and not q.is_one

    def hint(self) -> int:
        return self.coef * PROBE ** sum(p for _s, p in self.powers)

    def size(self):
        """Back to a size as the model keeps it (int, or the printed form)."""
        if not self.powers:
            return self.coef
        return format_monomial(self.coef, dict(self.powers))

    def term(self, var: str | None = None) -> str:
        """The monomial times ``var`` as sympy prints a product: the coefficient, then the symbols by
        name (``8*d0*s69**2``)."""
        factors = dict(self.powers)
        if var is not None:
            factors[var] = factors.get(var, 0) + 1
        syms = "*".join(f"{k}**{p}" if p != 1 else k for k, p in sorted(factors.items()))
        mag = abs(self.coef)
        body = syms if mag == 1 and syms else (f"{mag}*{syms}" if syms else str(mag))
        return ("-" if self.coef < 0 else "") + body


def linear(text: str, variables) -> tuple[dict[str, Mono], int, list] | None:
    """``affine`` with monomial coefficients: ``sum(coef * var) + const + other`` where each coef is a
    monomial of size symbols (``8*s69**2``), the constant an integer, and ``other`` the terms that are
    neither (ModularIndexing, FloorDiv, tmp variables, a symbolic constant). None if it does not parse.
    Cached: the result is shared, callers must not change it."""
    return _linear(text, frozenset(variables))


@lru_cache(maxsize=65536)
def _linear(text: str, variables: frozenset) -> tuple[dict[str, Mono], int, list] | None:
    from .indexexpr import parse_expr
    ast = parse_expr(text)
    if ast is None:
        return None
    coeffs: dict[str, Mono] = {}
    const = 0
    other: list = []
    stack = [(ast, 1)]
    while stack:
        a, sign = stack.pop()
        tag = a[0]
        if tag in ("add", "sub"):
            stack.append((a[2], sign if tag == "add" else -sign))
            stack.append((a[1], sign))
            continue
        if tag == "neg":
            stack.append((a[1], -sign))
            continue
        # a product of integers, one loop variable and size symbols (with integer powers)
        coef, powers, var, ok = sign, {}, None, True
        factors = [a]
        while factors and ok:
            f = factors.pop()
            if f[0] == "mul":
                factors.extend((f[1], f[2]))
            elif f[0] == "int":
                coef *= f[1]
            elif f[0] == "sym" and f[1] in variables:
                ok, var = var is None, f[1]
            elif f[0] == "sym" and not f[1].startswith("tmp"):
                powers[f[1]] = powers.get(f[1], 0) + 1
            elif f[0] == "pow" and f[1][0] == "sym" and f[2][0] == "int" and 0 < f[2][1] <= 64 and \
                    f[1][1] not in variables and not f[1][1].startswith("tmp"):
                powers[f[1][1]] = powers.get(f[1][1], 0) + f[2][1]
            elif f[0] in ("floordiv", "call") and _size_only(f, variables):
                # an opaque factor of size symbols (``((s69**2)//s69)``, ``Max(1, ...)``): a symbol
                name = _ast_name(f)
                powers[name] = powers.get(name, 0) + 1
            else:
                ok = False
        if not ok or (var is None and powers):
            other.append(a if sign > 0 else ("neg", a))
        elif var is None:
            const += coef
        else:
            prev = coeffs.get(var)
            m = Mono(coef, tuple(sorted(powers.items())))
            if prev is None:
                coeffs[var] = m
            elif prev.powers == m.powers:
                coeffs[var] = Mono(prev.coef + m.coef, m.powers)
            else:
                other.append(a if sign > 0 else ("neg", a))
    return {k: v for k, v in coeffs.items() if v.coef != 0}, const, other


def _size_only(ast, variables) -> bool:
    """Whether an expression uses only size symbols (no loop variable, no indirect ``tmp``)."""
    from .indexexpr import free_symbols
    syms = free_symbols(ast)
    return bool(syms) and not any(x in variables or x.startswith("tmp") for x in syms)
