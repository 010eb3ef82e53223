"""Inductor's index expressions as sympy builds, simplifies and prints them, for static integer sizes.

An index of the IR (``1024*p0 + 65536*((p1//1024)) + (ModularIndexing(p1, 1, 1024))``) is a sum of
integer multiples of *atoms* (loop variables, ``FloorDiv(base, d)``, ``ModularIndexing(base, d, m)``,
whose bases are such sums again) plus a constant. This module rebuilds them the way Inductor does when
it rewrites a loop body (``LoopBody.reindex_iter_loops``, the coalescing analysis of
``tiling_utils``), without sympy:

- ``FloorDiv.eval`` and ``ModularIndexing.eval`` (torch/utils/_sympy/functions.py, torch 2.14.1) run
  when an atom is built (``fd``, ``mi``), as sympy runs them;
- ``SizeVarAllocator._simplify_with_ranges`` (sizevars.py:337-428) with ``join_dimensions``
  (1520-1567) is ``simplify_with_ranges``: the value-range questions it asks ("is this base below the
  divisor?") are answered by interval arithmetic over the loop ranges, as ``bound_sympy`` answers them;
- ``to_str`` prints as sympy's ``StrPrinter`` does (terms in ``as_ordered_terms`` order, atoms
  parenthesized by precedence), so a rebuilt index compares equal, as text, to one Inductor printed.

Sizes, divisors and moduli are integers; a size symbol (dynamic shapes), an indirect ``tmp`` variable
inside a floor or modulus, a product of variables or any other function is ``Unsupported``: the caller
then does not replay what needs it.
"""
from __future__ import annotations

from functools import lru_cache
from math import gcd
from typing import NamedTuple

from .indexexpr import BINARY_OPS, FUNCS


class Unsupported(Exception):
    """The expression is outside what this module rebuilds exactly (see the module docstring)."""


class Lin(NamedTuple):
    """``const + sum(coef * atom)``: sympy's flattened ``Add`` of ``Mul(coef, atom)``. ``terms`` is a
    tuple of (atom, coef), coef != 0, in a fixed internal order (so equal sums are equal tuples)."""
    const: int
    terms: tuple


# atoms: ("s", name) | ("f", base: Lin, div: int) | ("m", base: Lin, div: int, mod: int) | ("i", arg: Lin)
# | ("M", base: Lin, mod: int) | ("n", "Min" or "Max", args: tuple of Lin)
# ("i": ``Identity(arg)``, which Inductor wraps around an index to keep it as it is: no evaluation; "M":
# sympy's ``Mod(base, mod)``, which ``LoopBody.expand_dimension_for_pointwise_node`` puts in; "n": sympy's
# ``Min`` / ``Max`` of loop-dependent arguments (a pooling gradient's window bounds), read by ``parse_opaque``
# only, for callers that rename variables (``subs`` with symbols) and print again, never simplify through them)
ZERO = Lin(0, ())


def num(c: int) -> Lin:
    return Lin(c, ())


def sym(name: str) -> Lin:
    return Lin(0, ((("s", name), 1),))


def _akey(atom) -> tuple:
    """An internal total order on atoms (any order would do; this one is cheap)."""
    if atom[0] == "s":
        return (0, atom[1])
    if atom[0] == "f":
        return (1, atom[2], 0, _lkey(atom[1]))
    if atom[0] == "i":
        return (3, 0, 0, _lkey(atom[1]))
    if atom[0] == "M":
        return (4, atom[2], 0, _lkey(atom[1]))
    if atom[0] == "n":
        return (5, atom[1], 0, tuple(_lkey(x) for x in atom[2]))
    return (2, atom[2], atom[3], _lkey(atom[1]))


def _lkey(e: Lin) -> tuple:
    return (e.const, tuple((_akey(a), c) for a, c in e.terms))


def _make(const: int, coefs: dict) -> Lin:
    items = [(a, c) for a, c in coefs.items() if c]
    if len(items) > 1:
        items.sort(key=lambda t: _akey(t[0]))
    return Lin(const, tuple(items))


def add(*parts: Lin) -> Lin:
    const = 0
    coefs: dict = {}
    for p in parts:
        const += p.const
        for a, c in p.terms:
            coefs[a] = coefs.get(a, 0) + c
    return _make(const, coefs)


def scale(e: Lin, k: int) -> Lin:
    if k == 0:
        return ZERO
    if k == 1:
        return e
    return Lin(e.const * k, tuple((a, c * k) for a, c in e.terms))


def sub(a: Lin, b: Lin) -> Lin:
    return add(a, scale(b, -1))


def atom_of(e: Lin):
    """The atom when ``e`` is one atom with coefficient 1 and no constant (sympy: ``isinstance``)."""
    if e.const == 0 and len(e.terms) == 1 and e.terms[0][1] == 1:
        return e.terms[0][0]
    return None


def is_int(e: Lin) -> bool:
    return not e.terms


def _content(e: Lin) -> int:
    """The gcd of the integer coefficients and the constant (``sympy.gcd(e, integer)``'s content)."""
    g = abs(e.const)
    for _a, c in e.terms:
        g = gcd(g, c)
    return g


def _divide(e: Lin, k: int) -> Lin:
    return Lin(e.const // k, tuple((a, c // k) for a, c in e.terms))


def _nonneg_atom(atom) -> bool:
    """``is_nonnegative`` of an atom: loop variables are (integer, nonnegative); FloorDiv and
    ModularIndexing (and sympy's Mod) of a nonnegative base by positive integers are."""
    if atom[0] == "s":
        return True
    if atom[0] == "i":
        return False              # Identity does not say (is_nonnegative is None)
    if atom[0] == "n":
        return False              # not derived here (sympy may know): unknown
    return _nonneg(atom[1])


def _nonneg(e: Lin) -> bool:
    return e.const >= 0 and all(c > 0 and _nonneg_atom(a) for a, c in e.terms)


# --- FloorDiv.eval / ModularIndexing.eval (functions.py:234-320, 339-388) -------------------------------
def fd(base: Lin, div: int) -> Lin:
    """``FloorDiv(base, div)`` as sympy builds it (``FloorDiv.eval``)."""
    if type(div) is not int or div == 0:
        raise Unsupported("FloorDiv by a non-integer or zero")
    if not base.terms and base.const == 0:
        return ZERO
    if div == 1:
        return base
    if div == -1:
        return scale(base, -1)
    if not base.terms:
        return num(base.const // div)
    a = atom_of(base)
    if a is not None and a[0] == "f":
        return fd(a[1], a[2] * div)
    # (x + y) // b into x // b + y // b where x / b is an integer
    keep_const, moved_const = base.const, 0
    if base.const and base.const % div == 0:
        keep_const, moved_const = 0, base.const
    keep, moved = [], []
    for t in base.terms:
        (moved if t[1] % div == 0 else keep).append(t)
    if moved or moved_const:
        rest = Lin(keep_const, tuple(keep))
        quotient = Lin(moved_const // div, tuple((x, c // div) for x, c in moved))
        return add(fd(rest, div), quotient)
    g = gcd(_content(base), abs(div))   # simple_floordiv_gcd
    if g != 1:
        return fd(_divide(base, g), div // g)
    return Lin(0, ((("f", base, div), 1),))


def md(base: Lin, mod: int) -> Lin:
    """sympy's ``Mod(base, mod)`` of a loop variable (``LoopBody.expand_dimension_for_pointwise_node``):
    a number is evaluated; a variable, whose range sympy does not know, stays as it is; anything else is
    ``Unsupported`` (``Mod.eval`` would rewrite it)."""
    if type(mod) is not int or mod <= 0:
        raise Unsupported("Mod by a non-integer or non-positive modulus")
    if not base.terms:
        return num(base.const % mod)
    a = atom_of(base)
    if a is None or a[0] != "s":
        raise Unsupported("Mod of anything but a loop variable")
    if mod == 1:
        return ZERO
    return Lin(0, ((("M", base, mod), 1),))


def mi(base: Lin, div: int, mod: int) -> Lin:
    """``ModularIndexing(base, div, mod)`` as sympy builds it (``ModularIndexing.eval``)."""
    if type(div) is not int or type(mod) is not int or div <= 0 or mod <= 0:
        raise Unsupported("ModularIndexing with a non-integer divisor or modulus")
    if (not base.terms and base.const == 0) or mod == 1:
        return ZERO
    if not base.terms:
        return num((base.const // div) % mod)
    if div != 1:
        g = gcd(_content(base), div)
        if g != 1:
            return mi(_divide(base, g), div // g, mod)
    period = mod * div
    n_args = len(base.terms) + (1 if base.const else 0)
    if n_args > 1:
        keep, dropped, nonneg = [], False, True
        for a, c in base.terms:
            if gcd(c, period) != period:
                if not (c > 0 and _nonneg_atom(a)):
                    nonneg = False
                    break
                keep.append((a, c))
            else:
                dropped = True
        const = base.const
        if nonneg and const:
            if gcd(const, period) != period:
                if const < 0:
                    nonneg = False
            else:
                const, dropped = 0, True
        if nonneg and dropped:
            return mi(Lin(const, tuple(keep)), div, mod)
    a = atom_of(base)
    if a is not None and a[0] == "f":
        return mi(a[1], a[2] * div, mod)
    return Lin(0, ((("m", base, div, mod), 1),))


# --- substitution and evaluation ---------------------------------------------------------------------
def subs(e: Lin, mapping: dict) -> Lin:
    """``sympy_subs``: variables replaced (``mapping``: name -> Lin), every atom rebuilt (and so
    re-evaluated) on the way up."""
    parts = [num(e.const)]
    for a, c in e.terms:
        parts.append(scale(_subs_atom(a, mapping), c))
    return add(*parts)


def _subs_atom(a, mapping: dict) -> Lin:
    if a[0] == "s":
        return mapping.get(a[1], Lin(0, ((a, 1),)))
    if a[0] == "f":
        return fd(subs(a[1], mapping), a[2])
    if a[0] == "i":
        return identity(subs(a[1], mapping))
    if a[0] == "M":
        return md(subs(a[1], mapping), a[2])
    if a[0] == "n":
        inside = free_symbols(Lin(0, ((a, 1),)))
        if any(atom_of(v) is None or atom_of(v)[0] != "s" for k, v in mapping.items() if k in inside):
            raise Unsupported(f"{a[1]} of a substitution other than a renaming")
        return minmax(a[1], [subs(x, mapping) for x in a[2]])
    return mi(subs(a[1], mapping), a[2], a[3])


def minmax(name: str, args: list[Lin]) -> Lin:
    """``Min(*args)`` / ``Max(*args)`` as sympy builds one from arguments it cannot compare: nested ones of the
    same function flattened, equal ones merged, numbers folded. Sympy also drops an argument it can prove
    above (Min) or below (Max) another: not done here, so this is exact for a renaming of an expression sympy
    built (``parse_opaque`` checks that the text reads back as printed), not for a new one."""
    flat: list[Lin] = []
    for x in args:
        at = atom_of(x)
        if at is not None and at[0] == "n" and at[1] == name:
            flat.extend(at[2])
        else:
            flat.append(x)
    nums = [x.const for x in flat if not x.terms]
    rest = list(dict.fromkeys(x for x in flat if x.terms))
    if nums:
        rest.append(num(min(nums) if name == "Min" else max(nums)))
    if len(rest) == 1:
        return rest[0]
    return Lin(0, ((("n", name, tuple(sorted(rest, key=_lkey))), 1),))


def identity(arg: Lin) -> Lin:
    """``Identity(arg)`` (never evaluated)."""
    return Lin(0, ((("i", arg), 1),))


def remove_identity(e: Lin) -> Lin:
    """``expr.replace(Identity, lambda x: x)`` (tiling_utils.py:637-638), rebuilt bottom up."""
    parts = [num(e.const)]
    for a, c in e.terms:
        if a[0] == "s":
            parts.append(Lin(0, ((a, c),)))
            continue
        if a[0] == "n":
            parts.append(scale(minmax(a[1], [remove_identity(x) for x in a[2]]), c))
            continue
        inner = remove_identity(a[1])
        if a[0] == "i":
            rebuilt = inner
        elif a[0] == "f":
            rebuilt = fd(inner, a[2])
        elif a[0] == "M":
            rebuilt = md(inner, a[2])
        else:
            rebuilt = mi(inner, a[2], a[3])
        parts.append(scale(rebuilt, c))
    return add(*parts)


def evaluate(e: Lin, env: dict) -> int:
    """The value with every variable given (``env``: name -> int); floor semantics as Python's."""
    v = e.const
    for a, c in e.terms:
        v += c * _eval_atom(a, env)
    return v


def _eval_atom(a, env: dict) -> int:
    if a[0] == "s":
        return env[a[1]]
    if a[0] == "i":
        return evaluate(a[1], env)
    if a[0] == "f":
        return evaluate(a[1], env) // a[2]
    if a[0] == "M":
        return evaluate(a[1], env) % a[2]
    if a[0] == "n":
        return (min if a[1] == "Min" else max)(evaluate(x, env) for x in a[2])
    return (evaluate(a[1], env) // a[2]) % a[3]


def free_symbols(e: Lin) -> set[str]:
    out: set[str] = set()
    stack = [e]
    while stack:
        x = stack.pop()
        for a, _c in x.terms:
            if a[0] == "s":
                out.add(a[1])
            elif a[0] == "n":
                stack.extend(a[2])
            else:
                stack.append(a[1])
    return out


def has_fn(e: Lin, kind: str | None = None) -> bool:
    """Whether a FloorDiv ("f") / ModularIndexing ("m") (either: None) occurs anywhere."""
    stack = [e]
    while stack:
        x = stack.pop()
        for a, _c in x.terms:
            if a[0] == "n":
                stack.extend(a[2])
            elif a[0] != "s":
                if a[0] != "i" and (kind is None or a[0] == kind):
                    return True
                stack.append(a[1])
    return False


# --- value ranges (bound_sympy over the loop ranges) ---------------------------------------------------
INF = float("inf")


def bounds(e: Lin, ranges: dict) -> tuple:
    """The interval of ``e`` when each variable v is in ``[0, ranges[v] - 1]`` (others ``[0, inf)``):
    ``ValueRangeAnalysis`` of sums, products by integers, ``floordiv`` and ``modular_indexing``."""
    lo = hi = e.const
    for a, c in e.terms:
        alo, ahi = _atom_bounds(a, ranges)
        if c > 0:
            lo += c * alo
            hi = hi + c * ahi if ahi != INF else INF
        else:
            lo = lo + c * ahi if ahi != INF else -INF
            hi += c * alo
    return lo, hi


def _atom_bounds(a, ranges: dict) -> tuple:
    if a[0] == "s":
        n = ranges.get(a[1])
        return (0, n - 1 if n is not None else INF)
    if a[0] == "n":
        pick = min if a[1] == "Min" else max
        got = [bounds(x, ranges) for x in a[2]]
        return (pick(lo for lo, _hi in got), pick(hi for _lo, hi in got))
    blo, bhi = bounds(a[1], ranges)
    if a[0] == "i":
        return (blo, bhi)
    if a[0] == "M":
        m = a[2]
        if blo != -INF and bhi != INF and blo >= 0 and blo // m == bhi // m:
            return (blo % m, bhi % m)
        return (0, m - 1)
    d = a[2]
    qlo = blo // d if blo != -INF else -INF
    qhi = bhi // d if bhi != INF else INF
    if a[0] == "f":
        return (qlo, qhi)
    m = a[3]
    if qlo != -INF and qhi != INF and qlo >= 0 and qlo // m == qhi // m:
        return (qlo % m, qhi % m)
    if qlo != -INF and qlo >= 0:
        return (0, m - 1)
    return (-(m - 1), m - 1)


# --- simplify_with_ranges (sizevars.py:337-428) -------------------------------------------------------
def join_dimensions(e: Lin) -> Lin:
    """``join_dimensions``: ``c*MI(b, d, m1) + c*m1*MI(b, d*m1, m2)`` -> ``c*MI(b, d, m1*m2)`` and
    ``c*MI(b, d, m) + c*m*FD(b, d*m)`` -> ``c*FD(b, d)``, until neither applies."""
    while True:
        n_args = len(e.terms) + (1 if e.const else 0)
        if n_args < 2 or not any(a[0] == "m" for a, _c in e.terms):
            return e
        joined = _join_once(e)
        if joined is None:
            return e
        e = joined


def _join_once(e: Lin) -> Lin | None:
    terms = e.terms
    by_atom = dict(terms)
    for a1, c1 in terms:
        if a1[0] != "m":
            continue
        _m, base, div, mod1 = a1
        for a2, c2 in terms:
            if a2[0] == "m" and a2 != a1 and a2[1] == base and a2[2] == div * mod1 and c2 == c1 * mod1:
                new = scale(mi(base, div, mod1 * a2[3]), c1)
                return add(_without(e, by_atom, a1, a2), new)
    for a1, c1 in terms:
        if a1[0] != "m":
            continue
        _m, base, div, mod1 = a1
        for a2, c2 in terms:
            if a2[0] == "f" and a2[1] == base and a2[2] == div * mod1 and c2 == c1 * mod1:
                new = scale(fd(base, div), c1)
                return add(_without(e, by_atom, a1, a2), new)
    return None


def _without(e: Lin, by_atom: dict, *atoms) -> Lin:
    return Lin(e.const, tuple((a, c) for a, c in e.terms if a not in atoms))


def simplify_with_ranges(e: Lin, ranges: dict) -> Lin:
    """``V.graph.sizevars.simplify_with_ranges(e, ranges)`` (``ranges``: variable name -> int size)."""
    for _ in range(64):
        e = join_dimensions(e)
        new = e
        if has_fn(new, "m"):
            new = _replace(new, "m", ranges)
        if has_fn(new, "f"):
            new = _replace(new, "f", ranges)
        if new == e:
            return e
        e = new
    raise Unsupported("simplify_with_ranges did not settle")


def _replace(e: Lin, kind: str, ranges: dict) -> Lin:
    """``expr.replace(<ModularIndexing or FloorDiv pattern>, visit)``: bottom up, every rebuilt node
    re-evaluated, each node of the kind visited once."""
    parts = [num(e.const)]
    for a, c in e.terms:
        parts.append(scale(_replace_atom(a, kind, ranges), c))
    return add(*parts)


def _replace_atom(a, kind: str, ranges: dict) -> Lin:
    if a[0] == "s":
        return Lin(0, ((a, 1),))
    if a[0] == "n":
        raise Unsupported(f"simplify_with_ranges through {a[1]}")
    base = _replace(a[1], kind, ranges)
    if a[0] == "i":
        return identity(base)
    if a[0] == "M":
        return md(base, a[2])
    if a[0] == "f":
        rebuilt = fd(base, a[2])
    else:
        rebuilt = mi(base, a[2], a[3])
    at = atom_of(rebuilt)
    if at is None or at[0] != kind:
        return rebuilt          # the rebuilt node is no longer of the kind: nothing to visit
    if kind == "m":
        return _visit_modular_indexing(at[1], at[2], at[3], ranges)
    return _visit_indexing_div(at[1], at[2], ranges)


def _known_ge0(e: Lin, ranges: dict) -> bool:
    return bounds(e, ranges)[0] >= 0


def _known_lt(e: Lin, bound: int, ranges: dict) -> bool:
    return bounds(e, ranges)[1] < bound


def _remove_zero_terms(base: Lin, divisor: int, ranges: dict) -> Lin:
    """Loop variables smaller than the divisor (and than the gcd of the other terms with it) are zero."""
    if not _known_ge0(base, ranges):
        return base
    for v in sorted(free_symbols(base)):
        if v not in ranges:
            continue
        atom = ("s", v)
        if dict(base.terms).get(atom) != 1:
            continue
        rest = _without(base, None, atom)
        if v in free_symbols(rest):
            continue
        g = gcd(_content(rest), divisor) if rest.terms or rest.const else divisor
        if ranges[v] - 1 < g:
            base = rest
    return base


def _visit_modular_indexing(base: Lin, divisor: int, modulus: int, ranges: dict) -> Lin:
    base = _remove_zero_terms(base, divisor, ranges)
    inner = atom_of(base)
    if inner is not None and inner[0] == "m":
        _m, ib, idiv, imod = inner
        if imod % (divisor * modulus) == 0:
            return mi(ib, idiv * divisor, modulus)
    if _known_ge0(base, ranges) and _known_lt(base, modulus * divisor, ranges):
        return fd(base, divisor)
    return mi(base, divisor, modulus)


def _visit_indexing_div(base: Lin, divisor: int, ranges: dict) -> Lin:
    base = _remove_zero_terms(base, divisor, ranges)
    if _known_ge0(base, ranges) and _known_lt(base, divisor, ranges):
        return ZERO
    inner = atom_of(base)
    if inner is not None and inner[0] == "m":
        _m, b, d1, m = inner
        if m % divisor == 0:
            return mi(b, d1 * divisor, m // divisor)
    return fd(base, divisor)


# --- parsing -----------------------------------------------------------------------------------------
@lru_cache(maxsize=16384)
def parse(text: str) -> Lin:
    """An index as printed, rebuilt (sympy evaluated it when it was built, so rebuilding changes nothing:
    ``to_str(parse(t)) == t`` for what Inductor prints, which is checked). Parentheses are read as the
    printer writes them: ``(a//b)`` is a FloorDiv, a function in a sum or product is wrapped in one more
    pair, and any other pair is an ``Identity``."""
    return _read(text, False)


@lru_cache(maxsize=4096)
def parse_opaque(text: str) -> Lin:
    """``parse``, with sympy's ``Min`` / ``Max`` of loop-dependent arguments read as atoms of their own (a
    pooling gradient's window: ``6*Min(Min(6, ((d2//2)) + 1) - 1, (d2//2))``), for callers that only rename
    variables (``subs`` with symbols) and print again, or look at which terms use a variable. Whatever
    simplifies through one (``simplify_with_ranges``, a substitution other than a renaming) is
    ``Unsupported``."""
    return _read(text, True)


def _tree(text: str):
    """The parse tree of an index as printed (``_Parser``)."""
    try:
        p = _Parser(text)
        tree = p.expr()
        if p.i != len(p.toks):
            raise Unsupported(f"cannot read {text!r}")
    except (IndexError, ValueError):
        raise Unsupported(f"cannot read {text!r}") from None
    return tree


def _read(text: str, opaque: bool) -> Lin:
    e = _lin(_tree(text), "arg", opaque)
    if to_str(e) != text:
        raise Unsupported(f"{text!r} is not in the form sympy prints")
    return e


def parse_concrete(text: str, env: dict) -> Lin:
    """An index as printed with dynamic shapes (``4*d0*s69**2 + ModularIndexing(d1, 1, s69)``), its size
    symbols given values (``env``: the size hints): every part without a loop variable is evaluated
    (``s69**2`` -> 256, ``((s69**2)//s69)`` -> 16, ``Max(1, s69)``), then read as ``parse`` does. A size
    symbol without a value is ``Unsupported``."""
    return _lin(_fold(_tree(text), env), "arg")


def _fold(tree, env: dict):
    """The tree with its parts that have no free symbol but those of ``env`` evaluated to integers."""
    tag = tree[0]
    if tag == "int":
        return tree
    if tag == "sym":
        v = env.get(tree[1])
        return ("int", v) if type(v) is int else tree
    if tag == "call":
        args = [_fold(a, env) for a in tree[2]]
        fn = _FOLD_CALLS.get(tree[1])
        if fn is not None and all(a[0] == "int" for a in args):
            return _folded(fn, [a[1] for a in args], tree)
        return ("call", tree[1], args)
    if tag in ("paren", "neg"):
        inner = _fold(tree[1], env)
        if inner[0] == "int":
            return ("int", -inner[1]) if tag == "neg" else inner
        return (tag, inner)
    a, b = _fold(tree[1], env), _fold(tree[2], env)
    if a[0] == "int" and b[0] == "int":
        return _folded(BINARY_OPS[tag], [a[1], b[1]], tree)
    return (tag, a, b)


def _folded(fn, args: list, tree):
    try:
        v = fn(*args)
    except (ZeroDivisionError, ValueError, OverflowError):
        raise Unsupported(f"cannot evaluate {tree}") from None
    if type(v) is not int:
        raise Unsupported(f"cannot evaluate {tree}")
    return ("int", v)


#: the functions folded where their arguments are numbers (as ``indexexpr`` evaluates them)
_FOLD_CALLS = {k: FUNCS[k] for k in ("Max", "Min", "FloorDiv", "CeilDiv", "ModularIndexing")}


class _Parser:
    """Precedence climbing over ``+ - * // **``, calls and parentheses, keeping the parentheses."""

    def __init__(self, text: str):
        import re
        self.toks = re.findall(r"\d+|[A-Za-z_][A-Za-z_0-9]*|//|\*\*|[-+*(),]", text)
        if "".join(self.toks) != text.replace(" ", ""):
            raise ValueError(text)
        self.i = 0

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, tok=None):
        t = self.toks[self.i]
        if tok is not None and t != tok:
            raise ValueError(t)
        self.i += 1
        return t

    def expr(self):
        left = self.term()
        while self.peek() in ("+", "-"):
            op = self.take()
            left = ("add" if op == "+" else "sub", left, self.term())
        return left

    def term(self):
        left = self.unary()
        while self.peek() in ("*", "//"):
            op = self.take()
            left = ("mul" if op == "*" else "floordiv", left, self.unary())
        return left

    def unary(self):
        if self.peek() == "-":
            self.take()
            return ("neg", self.unary())
        base = self.atom()
        if self.peek() == "**":
            self.take()
            return ("pow", base, self.unary())
        return base

    def atom(self):
        t = self.take()
        if t == "(":
            inner = self.expr()
            self.take(")")
            return ("paren", inner)
        if t.isdigit():
            return ("int", int(t))
        if self.peek() == "(":
            self.take("(")
            args = [self.expr()]
            while self.peek() == ",":
                self.take(",")
                args.append(self.expr())
            self.take(")")
            return ("call", t, args)
        return ("sym", t)


def _int_of(e: Lin) -> int:
    if e.terms:
        raise Unsupported("a symbolic divisor or modulus")
    return e.const


def _is_function(tree) -> bool:
    """A tree that prints as a function (FloorDiv ``(a//b)``, a call, an Identity ``(x)``)."""
    return tree[0] == "call" or tree[0] == "paren"


def _lin(tree, ctx: str, opaque: bool = False) -> Lin:
    """``ctx``: "arg" (a whole index or a function argument: ``(x)`` is FloorDiv or Identity), "op" (a
    term or factor: ``(f)`` around a function is the printer's precedence pair), "fd" (an operand of
    ``//``: one precedence pair around anything but an atom)."""
    tag = tree[0]
    if tag == "paren":
        inner = tree[1]
        if ctx == "op" and _is_function(inner):
            return _lin(inner, "arg", opaque)
        if ctx == "fd":
            return _lin(inner, "arg", opaque) if inner[0] == "paren" else _lin(inner, "op", opaque)
        if ctx == "op":
            return _lin(inner, "op", opaque)
        if inner[0] == "floordiv":
            return fd(_lin(inner[1], "fd", opaque), _int_of(_lin(inner[2], "fd", opaque)))
        return identity(_lin(inner, "arg", opaque))
    if tag == "int":
        return num(tree[1])
    if tag == "sym":
        return sym(tree[1])
    if tag == "add":
        return add(_lin(tree[1], "op", opaque), _lin(tree[2], "op", opaque))
    if tag == "sub":
        return sub(_lin(tree[1], "op", opaque), _lin(tree[2], "op", opaque))
    if tag == "neg":
        return scale(_lin(tree[1], "op", opaque), -1)
    if tag == "mul":
        a, b = _lin(tree[1], "op", opaque), _lin(tree[2], "op", opaque)
        if not a.terms:
            return scale(b, a.const)
        if not b.terms:
            return scale(a, b.const)
        raise Unsupported("a product of variables")
    if tag == "floordiv":
        return fd(_lin(tree[1], "fd", opaque), _int_of(_lin(tree[2], "fd", opaque)))
    if tag == "call":
        name, args = tree[1], tree[2]
        if name == "ModularIndexing" and len(args) == 3:
            return mi(_lin(args[0], "arg", opaque), _int_of(_lin(args[1], "arg", opaque)), _int_of(_lin(args[2], "arg", opaque)))
        if name == "FloorDiv" and len(args) == 2:
            return fd(_lin(args[0], "arg", opaque), _int_of(_lin(args[1], "arg", opaque)))
        if name == "Mod" and len(args) == 2:
            return md(_lin(args[0], "arg", opaque), _int_of(_lin(args[1], "arg", opaque)))
        if opaque and name in ("Min", "Max") and len(args) >= 2:
            return minmax(name, [_lin(x, "arg", opaque) for x in args])
        raise Unsupported(f"function {name}")
    raise Unsupported(f"expression {tag}")


# --- printing (sympy StrPrinter) -----------------------------------------------------------------------
_NUMBER_CK = (1, 0, "Number")
#: ``default_sort_key`` of the number 1 (the exponent of a key that is not a power)
ONE_KEY = (_NUMBER_CK, (0, ()), (), 1)
#: the class part of ``default_sort_key`` of a FloorDiv ("f"), a ModularIndexing ("m"), an Identity ("i"),
#: sympy's Mod ("M")
CLASS_KEY = {"f": (4, 10000, "FloorDiv"), "m": (4, 10000, "ModularIndexing"), "i": (4, 0, "Identity"),
             "M": (4, 10000, "Mod")}
#: sympy's ``Min`` and ``Max`` are lattice operations, not functions: ``Basic.class_key``
LATTICE_KEY = {"Min": (5, 0, "Min"), "Max": (5, 0, "Max")}


def num_key(n: int) -> tuple:
    """``default_sort_key`` of an integer."""
    return (_NUMBER_CK, (0, ()), (), n)


def symbol_key(name: str) -> tuple:
    """``default_sort_key`` of a symbol."""
    return ((2, 0, "Symbol"), (1, (name,)), ONE_KEY, 1)


def atom_sort_key(a) -> tuple:
    """``default_sort_key`` of an atom."""
    if a[0] == "s":
        return symbol_key(a[1])
    if a[0] == "n":
        # ``Basic.sort_key`` over ``args``, which a lattice operation keeps in ``ordered`` order (node count,
        # then the sort key); it prints them by the sort key alone (``StrPrinter._print_LatticeOp``)
        args = tuple(lin_sort_key(x) for x in sorted(a[2], key=lambda x: (_nodes(x), lin_sort_key(x))))
        return (LATTICE_KEY[a[1]], (len(args), args), ONE_KEY, 1)
    if a[0] in ("f", "M"):
        args = (lin_sort_key(a[1]), num_key(a[2]))
    elif a[0] == "i":
        args = (lin_sort_key(a[1]),)
    else:
        args = (lin_sort_key(a[1]), num_key(a[2]), num_key(a[3]))
    return (CLASS_KEY[a[0]], (len(args), args), ONE_KEY, 1)


def _nodes(e: Lin) -> int:
    """``sympy.core.sorting._nodes``: the nodes of the expression tree (a sum and a product count one each,
    as do their numbers)."""
    n = (1 if e.const else 0) + sum(_atom_nodes(a) + (0 if c == 1 else 2) for a, c in e.terms)
    return n if (e.const == 0 and len(e.terms) == 1) or not e.terms else n + 1


def _atom_nodes(a) -> int:
    if a[0] == "s":
        return 1
    if a[0] == "n":
        return 1 + sum(_nodes(x) for x in a[2])
    return 1 + _nodes(a[1]) + {"f": 1, "M": 1, "m": 2, "i": 0}[a[0]]


def lin_sort_key(e: Lin) -> tuple:
    """``default_sort_key`` of a sum, a term or a number."""
    if not e.terms:
        return num_key(e.const)
    if e.const == 0 and len(e.terms) == 1:
        a, c = e.terms[0]
        k = atom_sort_key(a)
        return k if c == 1 else k[:3] + (c,)
    args = tuple(lin_sort_key(t) for t in ordered_terms(e))
    return ((3, 1, "Add"), (len(args), args), ONE_KEY, 1)


def ordered_terms(e: Lin) -> list[Lin]:
    """``Add.as_ordered_terms()``: the terms by their atom's sort key, the constant last (or first, for
    ``positive number + negative multiple of one atom``)."""
    # an Identity of a number is a number to sympy (``Identity.is_number``): after the other terms
    terms = sorted(e.terms, key=lambda t: (t[0][0] == "i" and not t[0][1].terms, atom_sort_key(t[0])))
    out = [Lin(0, (t,)) for t in terms]
    if e.const:
        if len(terms) == 1 and e.const > 0 and terms[0][1] < 0:
            return [num(e.const)] + out
        out.append(num(e.const))
    return out


_PREC_ATOM, _PREC_MUL, _PREC_ADD, _PREC_FN, _PREC_IDENTITY = 1000, 50, 40, 35, 10


def _atom_str(a) -> str:
    if a[0] == "s":
        return a[1]
    if a[0] == "f":
        return f"({_paren(a[1], _PREC_ATOM - 0.5)}//{a[2]})"
    if a[0] == "i":
        return f"({to_str(a[1])})"
    if a[0] == "M":
        return f"Mod({to_str(a[1])}, {a[2]})"
    if a[0] == "n":
        return f"{a[1]}({', '.join(to_str(x) for x in sorted(a[2], key=lin_sort_key))})"
    return f"ModularIndexing({to_str(a[1])}, {a[2]}, {a[3]})"


def _prec(e: Lin) -> float:
    if not e.terms:
        return _PREC_ADD if e.const < 0 else _PREC_ATOM
    if e.const or len(e.terms) > 1:
        return _PREC_ADD
    a, c = e.terms[0]
    if c < 0:
        return _PREC_ADD
    if c != 1:
        return _PREC_MUL
    return _PREC_ATOM if a[0] in ("s", "n") else _PREC_IDENTITY if a[0] == "i" else _PREC_FN


def _paren(e: Lin, level: float) -> str:
    s = to_str(e)
    return f"({s})" if _prec(e) < level else s


def _term_str(a, c: int) -> str:
    s = _atom_str(a)
    if a[0] not in ("s", "n"):
        s = f"({s})"              # a function's precedence is below a product's (not Min's, Max's)
    if c == 1:
        return s
    if c == -1:
        return "-" + s
    return f"{c}*{s}"


def to_str(e: Lin) -> str:
    """``str(expr)``."""
    if not e.terms:
        return str(e.const)
    if e.const == 0 and len(e.terms) == 1:
        a, c = e.terms[0]
        if c == 1:
            return _atom_str(a)
        return _term_str(a, c)
    parts: list[str] = []
    for t in ordered_terms(e):
        if not t.terms:
            s, neg = str(abs(t.const)), t.const < 0
        else:
            a, c = t.terms[0]
            s, neg = _term_str(a, abs(c)), c < 0
            if abs(c) == 1 and a[0] != "s":
                pass                  # "(FloorDiv...)" / "(ModularIndexing...)": parenthesized above
        parts.append(("- " if neg else "+ ") + s)
    first = parts[0]
    head = "-" + first[2:] if first.startswith("- ") else first[2:]
    return " ".join([head] + parts[1:])
