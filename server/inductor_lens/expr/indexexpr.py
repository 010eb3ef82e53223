"""Sympy expressions of the IR (index expressions, symbolic sizes) without sympy.

Parsed with a small Lark grammar (``grammar/index_expr.lark``) into tuples, on demand and cached.
Used to decode dependency indexes into strides and offsets, and to evaluate sizes.

Expressions can be long (a 10,000-term sum is a tree 10,000 levels deep: the LALR parser builds it
without recursion) and every walk below uses an explicit stack, so none can hit Python's recursion
limit. Nesting of parentheses / calls deeper than ``MAX_NESTING`` is refused (``parse_expr`` gives None,
``expr_error`` the position; the IR parser reports it as a parse error of the file).
"""
from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from lark import Lark, Transformer
from lark.exceptions import LarkError, UnexpectedEOF, UnexpectedInput

from .symbolic import MAX_NESTING, nesting_error  # noqa: F401  (re-exported)

Ast = tuple


class _ToAst(Transformer):
    # tokens by their .value: Lark's Token is a str, lark-cython's is not
    def int(self, c):
        return ("int", int(c[0].value))

    def float(self, c):
        return ("float", float(c[0].value))

    def sym(self, c):
        return ("sym", str(c[0].value))

    def call(self, c):
        return ("call", str(c[0].value), [a for a in c[1:] if a is not None])

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
    from .grammar import grammar_text, lark_plugins
    options = dict(parser="lalr", transformer=_ToAst(), maybe_placeholders=False, cache=True)
    try:
        return Lark(grammar_text("index_expr.lark"), **options, **lark_plugins())
    except Exception:  # the optional lark-cython plugin failed to load: pure-Python Lark
        return Lark(grammar_text("index_expr.lark"), **options)


def expr_error(text: str) -> tuple[int, str] | None:
    """Why ``parse_expr(text)`` is None: (offset in text, message); None when it parses."""
    err = nesting_error(text)
    if err is not None:
        return err
    try:
        _parser().parse(text)
    except UnexpectedInput as e:
        tok = getattr(e, "token", None)
        if isinstance(e, UnexpectedEOF) or getattr(tok, "type", None) == "$END":
            return len(text), "cannot read index expression: it ends early"
        pos = getattr(e, "pos_in_stream", None)
        if pos is None or pos < 0:
            pos = getattr(tok, "start_pos", None)
        pos = len(text) if pos is None or pos < 0 else pos
        return pos, f"cannot read index expression at column {pos + 1}"
    except LarkError as e:
        return 0, f"cannot read index expression: {e}"
    return None


@lru_cache(maxsize=65536)
def parse_expr(text: str) -> Ast | None:
    """The expression tree, or None when the text is not an expression this grammar knows (or nests
    deeper than MAX_NESTING: ``expr_error`` says where)."""
    if nesting_error(text) is not None:
        return None
    try:
        return _parser().parse(text)
    except (LarkError, RecursionError):
        return None


def _children(a: Ast) -> tuple | list:
    tag = a[0]
    if tag in ("int", "float", "sym"):
        return ()
    if tag == "call":
        return a[2]
    return a[1:]


def free_symbols(ast: Ast) -> set[str]:
    out: set[str] = set()
    stack = [ast]
    while stack:
        a = stack.pop()
        if a[0] == "sym":
            out.add(a[1])
        else:
            stack.extend(_children(a))
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
    "ToFloat": float,
    "FloorToInt": lambda a: math.floor(a),
    "CeilToInt": lambda a: math.ceil(a),
    "Max": max,
    "Min": min,
    "Abs": abs,
    "Where": lambda c, a, b: a if c else b,
    "Identity": lambda a: a,
}

#: the binary operators of the expression trees (``FUNCS``: the functions), on numbers
BINARY_OPS = {
    "add": lambda a, b: a + b,
    "sub": lambda a, b: a - b,
    "mul": lambda a, b: a * b,
    "truediv": lambda a, b: a / b,
    "floordiv": lambda a, b: a // b,
    "mod": lambda a, b: a % b,
    "pow": lambda a, b: _pow(a, b),
}

#: largest result of ``a ** b`` evaluated (bits): an index or size is int64; beyond that the text is not
#: one, and exact arithmetic on it could take any time (9**9**9 has 370 million digits)
MAX_POW_BITS = 128


def _pow(a, b):
    if isinstance(a, int) and isinstance(b, int):
        if b < 0 or (abs(a) > 1 and abs(a).bit_length() * b > MAX_POW_BITS):
            raise OverflowError(f"{a}**{b} is beyond an index")
    elif isinstance(b, (int, float)) and abs(b) > MAX_POW_BITS:
        raise OverflowError(f"exponent {b} is beyond an index")
    return a ** b


def eval_ast(ast: Ast, env: dict[str, Any] | None = None, default: Any = None) -> Any:
    """The value of an expression tree (post-order with an explicit stack: any depth). KeyError for an
    unknown symbol (without ``default``) or function."""
    values: list[Any] = []
    stack: list[tuple[Ast, bool]] = [(ast, False)]
    while stack:
        a, ready = stack.pop()
        tag = a[0]
        if tag == "int" or tag == "float":
            values.append(a[1])
            continue
        if tag == "sym":
            if env is not None and a[1] in env:
                values.append(env[a[1]])
            elif default is None:
                raise KeyError(a[1])
            else:
                values.append(default)
            continue
        if not ready:
            if tag == "call" and a[1] not in FUNCS:
                raise KeyError(a[1])
            if tag != "call" and tag != "neg" and tag not in BINARY_OPS:
                raise KeyError(tag)
            stack.append((a, True))
            for c in reversed(_children(a)):
                stack.append((c, False))
            continue
        if tag == "neg":
            values.append(-values.pop())
        elif tag == "call":
            n = len(a[2])
            args = values[len(values) - n:] if n else []
            del values[len(values) - n:]
            values.append(FUNCS[a[1]](*args))
        else:
            b = values.pop()
            values.append(BINARY_OPS[tag](values.pop(), b))
    return values[0]


#: what ``eval_ast`` raises where an expression cannot be evaluated (an unknown symbol or function, a
#: division by zero, a power beyond an index, ...)
EVAL_ERRORS = (KeyError, ZeroDivisionError, TypeError, ValueError, OverflowError)


def evaluate(text: str, env: dict[str, Any] | None = None, default: Any = None) -> Any:
    """Numeric value of an expression text; None if it cannot be evaluated."""
    ast = parse_expr(text)
    if ast is None:
        return None
    try:
        return eval_ast(ast, env, default)
    except EVAL_ERRORS:
        return None


def unit_steps(ast: Ast, names, env: dict[str, Any]) -> list:
    """``stride_hints`` by probing: the change of the expression's value for a unit step of each loop
    variable of ``names`` from all of them at 0, every other symbol at its value in ``env`` (not
    changed). Raises one of ``EVAL_ERRORS`` where the expression cannot be evaluated."""
    env = dict(env)
    for v in names:
        env[v] = 0
    base = eval_ast(ast, env)
    out = []
    for v in names:
        env[v] = 1
        out.append(eval_ast(ast, env) - base)
        env[v] = 0
    return out


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

    # the terms in the order a left-to-right recursive walk visits them
    stack: list[tuple[Ast, int]] = [(ast, 1)]
    while stack:
        a, sign = stack.pop()
        tag = a[0]
        if tag == "add":
            stack.append((a[2], sign))
            stack.append((a[1], sign))
            continue
        if tag == "sub":
            stack.append((a[2], -sign))
            stack.append((a[1], sign))
            continue
        if tag == "neg":
            stack.append((a[1], -sign))
            continue
        if tag == "int":
            const += sign * a[1]
            continue
        if tag == "sym" and is_var(a[1]):
            coeffs[a[1]] = coeffs.get(a[1], 0) + sign
            continue
        if tag == "mul":
            l, r = a[1], a[2]
            if l[0] == "int" and r[0] == "sym" and is_var(r[1]):
                coeffs[r[1]] = coeffs.get(r[1], 0) + sign * l[1]
                continue
            if r[0] == "int" and l[0] == "sym" and is_var(l[1]):
                coeffs[l[1]] = coeffs.get(l[1], 0) + sign * r[1]
                continue
        other.append(a if sign > 0 else ("neg", a))
    return {k: v for k, v in coeffs.items() if v != 0}, const, other


_OPS = {"add": " + ", "sub": " - ", "mul": "*", "truediv": "/", "floordiv": "//", "mod": " % ", "pow": "**"}


def to_text(ast: Ast) -> str:
    """The expression as text (the same form a recursive printer gives), built with an explicit stack."""
    out: list[str] = []
    stack: list[Any] = [ast]
    while stack:
        a = stack.pop()
        if type(a) is str:
            out.append(a)
            continue
        tag = a[0]
        if tag in ("int", "float", "sym"):
            out.append(str(a[1]))
        elif tag == "neg":
            out.append("-")
            stack.append(a[1])
        elif tag == "call":
            out.append(f"{a[1]}(")
            stack.append(")")
            args = a[2]
            for i in range(len(args) - 1, -1, -1):
                stack.append(args[i])
                if i:
                    stack.append(", ")
        else:
            stack.append(a[2])
            stack.append(_OPS[tag])
            stack.append(a[1])
    return "".join(out)
