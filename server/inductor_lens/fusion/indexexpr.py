"""Sympy expressions of the IR (index expressions, symbolic sizes) without sympy.

Parsed with a small Lark grammar (``grammar/index_expr.lark``) into tuples, on demand and cached.
Used to decode dependency indexes into strides and offsets, and to evaluate sizes.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from lark import Lark, Transformer
from lark.exceptions import LarkError

Ast = tuple


class _ToAst(Transformer):
    def int(self, c):
        return ("int", int(c[0]))

    def float(self, c):
        return ("float", float(c[0]))

    def sym(self, c):
        return ("sym", str(c[0]))

    def call(self, c):
        return ("call", str(c[0]), [a for a in c[1:] if a is not None])

    def add(self, c):
        return ("add", c[0], c[1])

    def sub(self, c):
        return ("sub", c[0], c[1])

    def mul(self, c):
        return ("mul", c[0], c[1])

    def truediv(self, c):
        return ("truediv", c[0], c[1])

    def floordiv(self, c):
        return ("floordiv", c[0], c[1])

    def mod(self, c):
        return ("mod", c[0], c[1])

    def neg(self, c):
        return ("neg", c[0])

    def pow(self, c):
        return ("pow", c[0], c[1])


@lru_cache(maxsize=1)
def _parser() -> Lark:
    from ..ir.parse import grammar_text
    return Lark(grammar_text("index_expr.lark"), parser="lalr", transformer=_ToAst(), maybe_placeholders=False,
                cache=True)


@lru_cache(maxsize=65536)
def parse_expr(text: str) -> Ast | None:
    """The expression tree, or None when the text is not an expression this grammar knows."""
    try:
        return _parser().parse(text)
    except (LarkError, RecursionError):
        return None


def free_symbols(ast: Ast) -> set[str]:
    out: set[str] = set()

    def walk(a):
        if a[0] == "sym":
            out.add(a[1])
        elif a[0] == "call":
            for x in a[2]:
                walk(x)
        elif a[0] in ("int", "float"):
            return
        else:
            for x in a[1:]:
                walk(x)

    walk(ast)
    return out


def _floordiv(a, b):
    return a // b


FUNCS = {
    "ModularIndexing": lambda x, d, m: (x // d) % m,
    "FloorDiv": _floordiv,
    "CeilDiv": lambda a, b: -((-a) // b),
    "Mod": lambda a, b: a % b,
    "PythonMod": lambda a, b: a % b,
    "CleanDiv": _floordiv,
    "IntTrueDiv": lambda a, b: a / b,
    "FloatTrueDiv": lambda a, b: a / b,
    "TruncToInt": lambda a: int(a),
    "Max": max,
    "Min": min,
    "Abs": abs,
    "Where": lambda c, a, b: a if c else b,
    "Identity": lambda a: a,
}


def eval_ast(ast: Ast, env: dict[str, Any] | None = None, default: Any = None) -> Any:
    tag = ast[0]
    if tag == "int" or tag == "float":
        return ast[1]
    if tag == "sym":
        if env is not None and ast[1] in env:
            return env[ast[1]]
        if default is None:
            raise KeyError(ast[1])
        return default
    if tag == "neg":
        return -eval_ast(ast[1], env, default)
    if tag == "call":
        fn = FUNCS.get(ast[1])
        if fn is None:
            raise KeyError(ast[1])
        return fn(*[eval_ast(a, env, default) for a in ast[2]])
    a = eval_ast(ast[1], env, default)
    b = eval_ast(ast[2], env, default)
    if tag == "add":
        return a + b
    if tag == "sub":
        return a - b
    if tag == "mul":
        return a * b
    if tag == "truediv":
        return a / b
    if tag == "floordiv":
        return a // b
    if tag == "mod":
        return a % b
    if tag == "pow":
        return a ** b
    raise KeyError(tag)


def evaluate(text: str, env: dict[str, Any] | None = None, default: Any = None) -> Any:
    """Numeric value of an expression text; None if it cannot be evaluated."""
    ast = parse_expr(text)
    if ast is None:
        return None
    try:
        return eval_ast(ast, env, default)
    except (KeyError, ZeroDivisionError, TypeError, ValueError, OverflowError):
        return None


def affine(text: str, variables: set[str] | None = None) -> tuple[dict[str, int], int, list[Ast]] | None:
    """Split an index into ``sum(coef * var) + const + other``: integer coefficients of the loop
    variables, the integer constant, and the terms that are not affine in them (ModularIndexing,
    FloorDiv, indirect ``tmp`` symbols, products of variables). None if the text does not parse."""
    ast = parse_expr(text)
    if ast is None:
        return None
    coeffs: dict[str, int] = {}
    const = 0
    other: list[Ast] = []

    def is_var(name):
        return variables is None or name in variables

    def term(a, sign):
        nonlocal const
        tag = a[0]
        if tag == "add":
            term(a[1], sign)
            term(a[2], sign)
            return
        if tag == "sub":
            term(a[1], sign)
            term(a[2], -sign)
            return
        if tag == "neg":
            term(a[1], -sign)
            return
        if tag == "int":
            const += sign * a[1]
            return
        if tag == "sym" and is_var(a[1]):
            coeffs[a[1]] = coeffs.get(a[1], 0) + sign
            return
        if tag == "mul":
            l, r = a[1], a[2]
            if l[0] == "int" and r[0] == "sym" and is_var(r[1]):
                coeffs[r[1]] = coeffs.get(r[1], 0) + sign * l[1]
                return
            if r[0] == "int" and l[0] == "sym" and is_var(l[1]):
                coeffs[l[1]] = coeffs.get(l[1], 0) + sign * r[1]
                return
        other.append(a if sign > 0 else ("neg", a))

    term(ast, 1)
    return {k: v for k, v in coeffs.items() if v != 0}, const, other


def to_text(ast: Ast) -> str:
    tag = ast[0]
    if tag in ("int", "float", "sym"):
        return str(ast[1])
    if tag == "neg":
        return f"-{to_text(ast[1])}"
    if tag == "call":
        return f"{ast[1]}({', '.join(to_text(a) for a in ast[2])})"
    op = {"add": " + ", "sub": " - ", "mul": "*", "truediv": "/", "floordiv": "//", "mod": " % ", "pow": "**"}[tag]
    return f"{to_text(ast[1])}{op}{to_text(ast[2])}"
