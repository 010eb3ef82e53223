"""Rebuild two scheduler nodes from their IR text as real Inductor kernels (torch imported here only).

Each node becomes a private custom op whose Inductor lowering builds a ``Pointwise`` (or ``Reduction``)
over the node's own loop ranges, written to the node's own layout (strides from its store index). Its
inner function interprets the node's loop body through Inductor's ``ops`` handler: loads use the flat
index expressions printed in the IR, ``masked_subblockN`` goes through ``ops.masked``, ``store`` gives
the value. Graph inputs are flat 1-D tensors of their storage size, so the printed flat indexes apply
unchanged.

* unfused: producer op, then consumer op reading the producer's realized output (the intermediate
  buffer is written and read back), compiled with fusion disabled — the two as Inductor scheduled them;
* fused, pointwise producer: one consumer op whose loads of the shared buffer evaluate the producer's
  body instead, at the loop coordinates decoded from the load's flat index through the producer's store
  index (what a forced fusion by recomputation does);
* fused, reduction producer: the producer's reduction computed once per value of the consumer's loop
  variables that its reads depend on, in one outer loop with the consumer (or once per consumer
  element when every element reads a different result).

Nothing from the file is executed: index expressions are parsed by the project's own grammar into
sympy, statements are interpreted from a whitelist of ``ops`` calls.
"""
from __future__ import annotations

import itertools
import math
import re
from contextlib import contextmanager
from dataclasses import field
from typing import Any, Callable

import sympy
import torch
from torch._inductor import ir as iir
from torch._inductor.lowering import register_lowering
from torch._inductor.virtualized import ops
from torch.utils._sympy.functions import FloorDiv, ModularIndexing

from ..expr.indexexpr import affine, parse_expr
from ..expr.symbolic import Size
from ..ir.groups import escapes, group_node, leaves
from ..ir.model import IRFile, Layout, Node, Section, Statement
from ..records import record
from .targets import group_refusal

SIZE_SYMBOL = re.compile(r"(?:s|ks|u|ps|zuf|zf)\d+")


SIZE_SYMBOL_WORD = re.compile(r"(?<![\w'])(?:s|ks|u|ps)\d+\b(?!')")


class NeedsSizes(Exception):
    """Dynamic shapes: the IR's sizes are symbols; the user gives their values (--size s0=N)."""

    def __init__(self, symbols: list[str]):
        self.symbols = sorted(set(symbols))
        super().__init__("the pair has dynamic sizes " + ", ".join(self.symbols) + ": give their values, e.g. "
                         + " ".join(f"--size {s}=8" for s in self.symbols)
                         + " (editor setting inductorLens.benchmark.sizes)")


class Unsupported(Exception):
    """The pair cannot be rebuilt; the message says why (shown to the user as is)."""


# ------------------------------------------------------------------------------------------------
# Whitelists
# ------------------------------------------------------------------------------------------------

POINTWISE_OPS = frozenset("""
add sub mul truediv floordiv mod neg abs exp exp2 expm1 log log1p log2 log10 sqrt rsqrt sin cos tan tanh
sinh cosh asin acos atan atan2 asinh acosh atanh sigmoid relu erf erfc erfinv maximum minimum where eq ne lt
le gt ge and_ or_ xor logical_and logical_or logical_not logical_xor bitwise_and bitwise_or bitwise_xor
bitwise_not bitwise_left_shift bitwise_right_shift pow reciprocal square sign signbit floor ceil trunc round
isinf isnan fmod copysign lgamma remainder int_truediv truncdiv floor_to_int ceil_to_int round_to_int
trunc_to_int identity fma nextafter hypot
""".split())
REDUCTIONS = {"sum", "prod", "max", "min", "any", "xor_sum", "argmax", "argmin"}
DTYPES = {name: getattr(torch, name) for name in (
    "float64", "float32", "float16", "bfloat16", "int64", "int32", "int16", "int8", "uint8", "bool",
    "complex64", "complex128", "float8_e4m3fn", "float8_e5m2", "uint16", "uint32", "uint64")}
SYMPY_FUNCS: dict[str, Callable] = {
    "ModularIndexing": lambda a, b, c: ModularIndexing(a, b, c),
    "FloorDiv": lambda a, b: FloorDiv(a, b),
    # sympy's own Mod: a loop widened by expand_dimension_for_pointwise_nodes reads its old range modulo
    "Mod": lambda a, b: sympy.Mod(a, b),
    "Max": sympy.Max, "Min": sympy.Min, "Abs": sympy.Abs,
}


def dtype_of(text: str | None) -> torch.dtype:
    if not text or not text.startswith("torch.") or text[6:] not in DTYPES:
        raise Unsupported(f"unknown dtype {text!r}")
    return DTYPES[text[6:]]


# ------------------------------------------------------------------------------------------------
# Index expressions: our grammar -> sympy (no eval of file text)
# ------------------------------------------------------------------------------------------------

# Bounds on an index expression, checked before sympy computes anything: an index of the IR is an int64
# polynomial of the loop variables (plus ModularIndexing, FloorDiv, ...); beyond these the text is not one,
# and exact arithmetic on it could take any time and memory (9**9**9 has 370 million digits).
MAX_INDEX_DEPTH = 64        # nested calls, powers, negations (a long sum or product is one level; the parser
                            # itself refuses parentheses nested deeper than 200): sympy and Inductor recurse on it
MAX_INDEX_BITS = 128        # integers, literal or computed
MAX_INDEX_EXPONENT = 64
MAX_INDEX_TERMS = 100_000   # terms once expanded (a power or a product of sums multiplies them)


def _short(text: str, n: int = 80) -> str:
    return text if len(text) <= n else text[: n - 3] + "..."


def to_sympy(text: str, env: dict[str, sympy.Expr], sizes: dict[str, int], free: bool = False) -> sympy.Expr:
    """The sympy expression of an index text, within the bounds above (``Unsupported`` beyond them).
    Sums and products are flattened iteratively: a 1,000-term sum is one level, not 1,000. ``free``:
    names that are neither in ``env`` nor size symbols become plain symbols (to check an index alone)."""
    ast = parse_expr(text)
    if ast is None:
        raise Unsupported(f"cannot read index expression {_short(text)!r}")

    def refuse(why: str):
        raise Unsupported(f"index expression {_short(text)!r} refused: {why}")

    def integer(v: sympy.Expr) -> sympy.Expr:
        if v.is_Integer and abs(int(v)).bit_length() > MAX_INDEX_BITS:
            refuse(f"an integer of {abs(int(v)).bit_length()} bits (an index is int64; at most "
                   f"{MAX_INDEX_BITS} bits are accepted)")
        return v

    def flat(a, tags: tuple[str, ...]) -> list[tuple[int, Any]]:
        """Operands of nested ``tags`` operations (+/- or *), with their signs, without recursion."""
        out, stack = [], [(a, 1)]
        while stack:
            x, sign = stack.pop()
            if x[0] in tags:
                stack += [(x[2], -sign if x[0] == "sub" else sign), (x[1], sign)]
            else:
                out.append((sign, x))
        return out

    def conv(a, depth: int) -> tuple[sympy.Expr, int]:
        """The expression and how many terms it has once expanded."""
        if depth > MAX_INDEX_DEPTH:
            refuse(f"nested more than {MAX_INDEX_DEPTH} levels deep")
        tag = a[0]
        if tag == "int":
            return integer(sympy.Integer(a[1])), 1
        if tag == "float":
            return sympy.Float(a[1]), 1
        if tag == "sym":
            if a[1] in env:
                return env[a[1]], 1
            if a[1] in sizes:
                return sympy.Integer(sizes[a[1]]), 1
            if SIZE_SYMBOL.fullmatch(a[1]):
                raise NeedsSizes([a[1]])
            if free:
                return sympy.Symbol(a[1], integer=True), 1
            raise Unsupported(f"unknown symbol {a[1]!r} in {_short(text)!r}")
        if tag == "neg":
            x, n = conv(a[1], depth + 1)
            return -x, n
        if tag in ("add", "sub", "mul"):
            parts = flat(a, ("add", "sub") if tag != "mul" else ("mul",))
            vals = [conv(x, depth + 1) for _s, x in parts]
            if tag == "mul":
                n = 1
                for _x, k in vals:
                    n = min(n * k, MAX_INDEX_TERMS + 1)
                expr = sympy.Mul(*(x for x, _k in vals))
            else:
                n = sum(k for _x, k in vals)
                expr = sympy.Add(*(x if s > 0 else -x for (s, _a), (x, _k) in zip(parts, vals)))
            if n > MAX_INDEX_TERMS:
                refuse(f"more than {MAX_INDEX_TERMS:,} terms once expanded")
            return integer(expr), n
        if tag == "call":
            fn = SYMPY_FUNCS.get(a[1])
            if fn is None:
                raise Unsupported(f"index function {a[1]} is not supported ({_short(text)!r})")
            vals = [conv(x, depth + 1) for x in a[2]]
            if a[1] in ("ModularIndexing", "FloorDiv", "Mod") and any(x == 0 for x, _k in vals[1:]):
                refuse(f"{a[1]} by zero")
            return integer(fn(*(x for x, _k in vals))), sum(k for _x, k in vals)
        (x, nx), (y, ny) = conv(a[1], depth + 1), conv(a[2], depth + 1)
        if tag in ("floordiv", "mod") and y == 0:
            refuse("division by zero")
        if tag == "floordiv":
            return FloorDiv(x, y), nx + ny
        if tag == "mod":
            return ModularIndexing(x, 1, y), nx + ny
        if tag == "pow":
            if not y.is_Integer or y < 0:
                refuse(f"the exponent {_short(str(y), 40)} is not a non-negative integer")
            e = int(y)
            if e > MAX_INDEX_EXPONENT:
                refuse(f"the exponent {e:,} is above {MAX_INDEX_EXPONENT}")
            if x.is_Integer and abs(int(x)).bit_length() * e > MAX_INDEX_BITS:
                refuse(f"{x}**{e} has about {abs(int(x)).bit_length() * e:,} bits (an index is int64; at most "
                       f"{MAX_INDEX_BITS} bits are accepted)")
            n = 1
            for _ in range(e):
                n = min(n * nx, MAX_INDEX_TERMS + 1)
            if n > MAX_INDEX_TERMS:
                refuse(f"more than {MAX_INDEX_TERMS:,} terms once expanded")
            return integer(x ** y), n
        raise Unsupported(f"index operator {tag} is not supported ({_short(text)!r})")

    return conv(ast, 0)[0]


# ------------------------------------------------------------------------------------------------
# The loop body as data
# ------------------------------------------------------------------------------------------------

@record
class BodySpec:
    node: Node
    pw_vars: list[tuple[str, int]]          # pointwise loop variables and their ranges
    red_vars: list[tuple[str, int]]         # reduction loop variables
    store_buffer: str
    store_index: str                        # the index name used by the final store
    reduction_type: str | None = None
    welford_index: int | None = None        # welford_reduce: which of (mean, m2, weight) is stored
    dst_dtype: torch.dtype | None = None
    src_dtype: torch.dtype | None = None
    functions: dict[str, list[Statement]] = field(default_factory=dict)


def concrete(s: Size, sizes: dict[str, int]) -> int:
    if isinstance(s, int):
        return s
    v = to_sympy(s, {}, sizes)
    if not v.is_Integer:
        raise NeedsSizes([str(x) for x in v.free_symbols])
    return int(v)


# The loop body is checked before anything is built: only whitelisted statements, well-formed arguments.
# What each ops call takes, one letter per argument: v a value of the body (an earlier statement's name),
# x a value or a number, n a number, d a dtype, s a quoted name, b True/False, m None or a quoted name
# ("|": either; PyTorch 2.0's load had a third argument, upcast)
OP_ARGS = {"load": "sv|svb", "store": "svvm", "store_reduction": "svv", "reduction": "ddsv", "check_bounds": "vvbb",
           "constant": "nd", "index_expr": "vd", "to_dtype": "vd"}
OP_KWARGS = {"to_dtype": {"src_dtype": "d", "use_compute_types": "b"}}
NUMBER = re.compile(r"-?(?:\d+(?:\.\d*)?(?:e[+-]?\d+)?|inf|nan)|True|False")
QUOTED = re.compile(r"'[A-Za-z_][\w.]*'")
NAME = re.compile(r"[A-Za-z_]\w*")
ARG_KINDS = {"v": "a value of the loop body", "x": "a value of the loop body or a number", "n": "a number",
             "d": "a torch dtype", "s": "a quoted name", "b": "True or False", "m": "None or a quoted name"}


def check_body(node: Node, sizes: dict[str, int], ir: IRFile | None = None) -> None:
    """Refuse, naming the statement and its line, anything in ``node``'s loop body that the interpreter
    would not take as is: a line the parser could not read (an injected call: it is not in the model,
    so it would silently be skipped), a call that is not on the whitelist, an argument that is not a
    value of the body or a literal of the kind the op takes (a string ``ops.constant``), an undefined
    name, an index expression beyond the bounds of ``to_sympy``."""
    lb = node.loop_body
    text = ir.text if ir is not None else ""

    def line_of(offset: int) -> str:
        return f"line {ir.position(offset)[0]}" if ir is not None else "its loop body"

    def refuse(st: Statement, why: str):
        src = " ".join(text[st.span[0]:st.span[1]].split()) if text else f"{st.target} = ...{st.op}(...)"
        raise Unsupported(f"{node.name} ({line_of(st.span[0])}): `{_short(src, 100)}`: {why}; refused, nothing "
                          "from the file is run")

    if ir is not None:
        for e in ir.errors:
            if lb.span[0] <= e.offset < lb.span[1]:
                bad = text[e.offset: text.find("\n", e.offset)].strip() or text[e.offset: e.offset + 80]
                raise Unsupported(f"{node.name} (line {e.line}): `{_short(bad, 100)}` is not a loop-body statement "
                                  "Inductor prints (`name = ops.<op>(...)`, `self.get_index(...)`, ...): refused, "
                                  "nothing from the file is run")
    for name, expr in lb.indexes.items():
        try:
            to_sympy(expr, {}, sizes, free=True)
        except Unsupported as err:
            at = lb.index_spans.get(name)
            raise Unsupported(f"{node.name} ({line_of(at[0]) if at else 'its loop body'}): {name}: {err}") from None
    fns = {fn.name for fn in lb.functions}

    def arg_ok(kind: str, a: str, defined: set[str]) -> bool:
        if kind in "vx" and NAME.fullmatch(a) and a in defined:
            return True
        if kind in "xn":   # an integer literal fits in 64 bits (Python would not even read 5,000 digits)
            return bool(NUMBER.fullmatch(a)) and not (a.lstrip("-").isdigit() and abs(int(a[:30])).bit_length() > 64)
        if kind == "d":
            return a.startswith("torch.") and a[6:] in DTYPES
        if kind == "s":
            return bool(QUOTED.fullmatch(a))
        if kind == "b":
            return a in ("True", "False")
        if kind == "m":
            return a == "None" or bool(QUOTED.fullmatch(a))
        return False

    def check_args(st: Statement, what: str, kinds: str, kwargs: dict[str, str], defined: set[str]) -> None:
        pos = [a for a in st.args if " = " not in a]
        kinds = next((k for k in kinds.split("|") if len(k) == len(pos)), kinds)
        if len(pos) != len(kinds):
            refuse(st, f"{what} takes {len(kinds)} argument{'s' if len(kinds) != 1 else ''}, not {len(pos)}")
        for i, (kind, a) in enumerate(zip(kinds, pos), 1):
            if not arg_ok(kind, a.strip(), defined):
                got = ("an undefined name" if NAME.fullmatch(a.strip()) and kind in "vx" else
                       "an integer beyond 64 bits" if a.strip().lstrip("-").isdigit() else
                       "an unknown dtype" if a.strip().startswith("torch.") else
                       "a string" if a.strip()[:1] in "'\"" else
                       "a call" if "(" in a else "an expression" if not NAME.fullmatch(a.strip()) else "a name")
                refuse(st, f"argument {i} of {what}, {_short(a.strip(), 60)}, is {got}, not {ARG_KINDS[kind]}")
        for a in st.args:
            if " = " in a:
                k, _, v = (x.strip() for x in a.partition(" = "))
                kind = kwargs.get(k)
                if kind is None:
                    refuse(st, f"{what} takes no keyword argument {_short(k, 40)}")
                if not arg_ok(kind, v, defined):
                    refuse(st, f"keyword argument {k} of {what} is {_short(v, 60)}, not {ARG_KINDS[kind]}")

    for fn in lb.functions:
        defined: set[str] = set()
        for st in fn.statements:
            if st.kind == "ops":
                what = f"ops.{st.op}"
                if st.op in OP_ARGS:
                    check_args(st, what, OP_ARGS[st.op], OP_KWARGS.get(st.op, {}), defined)
                elif st.op in POINTWISE_OPS:
                    check_args(st, what, "x" * len([a for a in st.args if " = " not in a]), {}, defined)
                else:
                    refuse(st, f"ops.{st.op} is not supported by the rebuild (not one of the ops calls it interprets)")
            elif st.kind == "self":
                m = re.fullmatch(r"(masked_subblock|set_indirect)\d+", st.op)
                if st.op == "get_index":
                    check_args(st, "self.get_index", "s", {}, defined)
                    if st.args[0].strip("'") not in lb.indexes:
                        refuse(st, f"the loop body has no {st.args[0]}")
                elif m and m.group(1) == "masked_subblock":
                    check_args(st, f"self.{st.op}", "vx", {}, defined)
                    if st.op not in fns:
                        refuse(st, f"the loop body has no function {st.op}")
                elif m:
                    check_args(st, f"self.{st.op}", "v", {}, defined)
                elif not st.op.startswith(("scan", "sort")):   # refused with their own reason by body_spec
                    refuse(st, f"self.{st.op} is not supported by the rebuild (only get_index, masked_subblockN "
                               "and set_indirectN)")
            elif st.kind == "getitem":
                if len(st.args) != 2 or st.args[0] not in defined or not st.args[1].isdigit():
                    refuse(st, "an item of something other than an earlier value of the loop body")
            elif st.kind == "return":
                if st.args and not arg_ok("x", st.args[0].strip(), defined) and st.args[0].strip() != "None":
                    refuse(st, f"returns {_short(st.args[0], 60)}, not a value of the loop body")
            else:
                refuse(st, "not a loop-body statement")
            if st.target:
                defined.add(st.target)


def body_spec(node: Node, sizes: dict[str, int], ir: IRFile | None = None) -> BodySpec:
    if node.is_extern:
        raise Unsupported(f"{node.name} is an extern kernel ({node.kernel or node.ir_class}): there is no loop body "
                          "to rebuild; time the library call itself instead")
    if node.is_nop:
        raise Unsupported(f"{node.name} is a nop node: it generates no code")
    if node.members:   # rebuild_pair takes fused nodes apart into their members
        raise Unsupported(f"{node.name} is a fused node: rebuilt from its members "
                          f"({', '.join(m.name for m in node.members)})")
    if node.loop_body is None:
        raise Unsupported(f"{node.name} has no loop body in the IR ({node.ir_class}): templates and extern "
                          "kernels cannot be rebuilt from text")
    lb = node.loop_body
    fns = {fn.name: fn.statements for fn in lb.functions}
    if "body" not in fns:
        raise Unsupported(f"{node.name}: loop body has no `body` function")
    check_body(node, sizes, ir)
    npw = len(node.sizes[0]) if node.sizes else len(lb.var_ranges)
    vr = [(v, concrete(s, sizes)) for v, s in lb.var_ranges]
    spec = BodySpec(node, vr[:npw], vr[npw:], "", "", functions=fns)
    for st in fns["body"]:
        if st.kind == "ops" and st.op in ("store", "store_reduction"):
            spec.store_buffer = st.buffer or ""
            spec.store_index = st.args[1]
            if st.op == "store" and len(st.args) > 3 and st.args[3] not in ("None",):
                raise Unsupported(f"{node.name} stores with mode {st.args[3]} (atomic/scatter): not supported")
        if st.kind == "ops" and st.op == "reduction":
            spec.dst_dtype = dtype_of(st.args[0])
            spec.src_dtype = dtype_of(st.args[1])
            rt = st.args[2].strip("'")
            if rt not in REDUCTIONS and rt != "welford_reduce":
                raise Unsupported(f"{node.name}: reduction {rt!r} is not supported (welford_combine, scans "
                                  "and sorts are not)")
            spec.reduction_type = rt
        if st.kind == "self" and st.op.startswith(("scan", "sort")):
            raise Unsupported(f"{node.name} uses {st.op} (scans and sorts): not supported")
    if not spec.store_buffer:
        raise Unsupported(f"{node.name}: no store in the loop body")
    if spec.reduction_type == "welford_reduce":
        spec.welford_index = _welford_output(spec)
    return spec


def _welford_output(spec: BodySpec) -> int:
    """Which welford output the node stores: ``getitem_1 = reduction[1]`` ... ``store_reduction(buf, i, getitem_1)``."""
    body = spec.functions["body"]
    red = next(st.target for st in body if st.kind == "ops" and st.op == "reduction")
    items = {st.target: int(st.args[1]) for st in body if st.kind == "getitem" and st.args[0] == red}
    stored = next(st.args[2] for st in body if st.kind == "ops" and st.op == "store_reduction")
    if stored not in items:
        raise Unsupported(f"{spec.node.name}: a welford reduction stored without selecting mean, m2 or weight")
    return items[stored]


def _index_names(spec: BodySpec, fn: str = "body") -> dict[str, str]:
    """get_index variables -> index names (get_index = self.get_index('index0'))."""
    out = {}
    for st in spec.functions[fn]:
        if st.kind == "self" and st.op == "get_index":
            out[st.target] = st.args[0].strip("'")
    return out


# ------------------------------------------------------------------------------------------------
# Interpreting a body through Inductor's ops handler
# ------------------------------------------------------------------------------------------------

LoadFn = Callable[[str, sympy.Expr, str], Any]   # buffer, index, the index's name in the body


class Interpreter:
    def __init__(self, spec: BodySpec, sizes: dict[str, int], load: LoadFn):
        self.spec = spec
        self.sizes = sizes
        self.load = load

    def literal(self, text: str, env: dict[str, Any]):
        t = text.strip()
        if t in env:
            return env[t]
        if t in ("True", "False"):
            return t == "True"
        if t == "None":
            return None
        if t in ("inf", "-inf", "nan"):
            return float(t)
        if t.startswith("torch."):
            return dtype_of(t)
        if t[:1] in ("'", '"'):
            return t[1:-1]
        try:
            return int(t)
        except ValueError:
            pass
        try:
            return float(t)
        except ValueError:
            raise Unsupported(f"cannot read argument {t!r}") from None

    def run(self, loop_env: dict[str, sympy.Expr], fn: str = "body") -> Any:
        """Evaluate a function of the body at the given loop variables; the stored value (or the
        value fed to the reduction, or the returned value of a sub-block)."""
        spec = self.spec
        indexes = spec.node.loop_body.indexes
        indirect: dict[str, sympy.Expr] = {}   # indirectN -> the symbol ops.indirect_indexing gave
        env: dict[str, Any] = {}
        index_name: dict[str, str] = {}        # get_index variable -> index name
        reductions: set[str] = set()           # variables holding the value fed to a reduction
        for st in spec.functions[fn]:
            if st.kind == "return":
                if fn == "body":
                    return env.get("__stored__")
                return self.literal(st.args[0], env) if st.args else None
            if st.kind == "getitem":
                # reduction[k] of a welford reduction: the fed value (WelfordReduction.create selects k)
                src = env[st.args[0]]
                env[st.target] = src if st.args[0] in reductions else src[int(st.args[1])]
                continue
            if st.kind == "self":
                if st.op == "get_index":
                    name = st.args[0].strip("'")
                    if name not in indexes:
                        raise Unsupported(f"{spec.node.name}: unknown index {name}")
                    env[st.target] = to_sympy(indexes[name], {**loop_env, **indirect}, self.sizes)
                    index_name[st.target] = name
                elif st.op.startswith("set_indirect"):
                    # an index read from data (gather): the bound is not printed, so no check and no
                    # negative wrap (the rebuilt inputs hold valid, non-negative indices)
                    var = "indirect" + st.op[len("set_indirect"):]
                    indirect[var] = ops.indirect_indexing(env[st.args[0]], sympy.Integer(2 ** 31 - 1),
                                                          check=False, wrap_neg=False)
                    env[st.target] = None
                elif st.op.startswith("masked_subblock"):
                    mask = env[st.args[0]]
                    other = self.literal(st.args[1], env)
                    sub = st.op
                    env[st.target] = ops.masked(mask, lambda sub=sub: self.run(loop_env, sub), other)
                else:
                    raise Unsupported(f"self.{st.op} is not supported")
                continue
            op = st.op
            args, kwargs = [], {}
            for a in st.args:
                if " = " in a:
                    k, _, v = a.partition(" = ")
                    kwargs[k.strip()] = self.literal(v, env)
                else:
                    args.append(a)
            if op == "load":
                env[st.target] = self.load(args[0].strip("'"), env[args[1]], index_name.get(args[1], ""))
            elif op == "store":
                env["__stored__"] = env[args[2]]
                env[st.target] = None
            elif op == "store_reduction":
                env["__stored__"] = env[args[2]]
                env[st.target] = None
            elif op == "reduction":
                # the value fed to the reduction; Reduction.create applies the reduction itself
                env[st.target] = env[args[3]]
                env["__stored__"] = env[args[3]]
                reductions.add(st.target)
            elif op == "check_bounds":
                # a bounds assertion on index expressions (no value); kept so the kernel checks the same
                ops.check_bounds(env[args[0]], env[args[1]], self.literal(args[2], env), self.literal(args[3], env))
                env[st.target] = None
            elif op == "constant":
                env[st.target] = ops.constant(self.literal(args[0], env), self.literal(args[1], env))
            elif op == "index_expr":
                env[st.target] = ops.index_expr(env[args[0]], self.literal(args[1], env))
            elif op == "to_dtype":
                kw = {k: v for k, v in kwargs.items() if k in ("src_dtype", "use_compute_types")}
                env[st.target] = ops.to_dtype(env[args[0]], self.literal(args[1], env), **kw)
            elif op in POINTWISE_OPS:
                env[st.target] = getattr(ops, op)(*[self.literal(a, env) for a in args])
            else:
                raise Unsupported(f"ops.{op} is not supported by the rebuild")
        return env.get("__stored__")


def _affine_concrete(spec: BodySpec, text: str, sizes: dict[str, int]) -> tuple[dict[str, int], int]:
    """Integer coefficients and constant of an index once the sizes are known (``16*p1*(s69//2)``
    is affine when s69 has a value)."""
    try:
        aff = affine(text, {v for v, _ in spec.pw_vars})
    except RecursionError:   # a very long sum: the (iterative) sympy route below
        aff = None
    if aff is not None and not aff[2]:
        return aff[0], aff[1]
    if "Mod(" in text:
        # a loop widened by expand_dimension_for_pointwise_nodes: extra iterations rewrite the same elements
        raise Unsupported(f"{spec.node.name} stores through {text}: its loops were widened "
                          "(expand_dimension_for_pointwise_nodes), so it writes elements more than once and the "
                          "rebuild cannot invert its store")
    syms = {v: sympy.Symbol(v, integer=True, nonnegative=True) for v, _ in spec.pw_vars}
    expr = sympy.expand(to_sympy(text, dict(syms), sizes))
    coeffs: dict[str, int] = {}
    rest = expr
    for v, sym in syms.items():
        c = sympy.diff(expr, sym)
        if not c.is_Integer:
            raise Unsupported(f"{spec.node.name} stores through a non-affine index ({text}): cannot invert it")
        coeffs[v] = int(c)
        rest = rest - c * sym
    rest = sympy.simplify(rest)
    if not rest.is_Integer:
        raise Unsupported(f"{spec.node.name} stores through a non-affine index ({text}): cannot invert it")
    return coeffs, int(rest)


def decode_store(spec: BodySpec, flat: sympy.Expr, sizes: dict[str, int]) -> dict[str, sympy.Expr]:
    """Loop coordinates of a flat offset into the node's output, through its store index (an affine,
    injective index: the usual case)."""
    text = spec.node.loop_body.indexes.get(_index_names(spec).get(spec.store_index, ""), None)
    if text is None:
        raise Unsupported(f"{spec.node.name}: store index not found")
    coeffs, const = _affine_concrete(spec, text, sizes)
    out: dict[str, sympy.Expr] = {}
    base = flat - const if const else flat
    for v, size in spec.pw_vars:
        c = coeffs.get(v, 0)
        if size == 1:
            out[v] = sympy.Integer(0)
        elif c <= 0:
            raise Unsupported(f"{spec.node.name}: store index {text} does not use loop variable {v}")
        else:
            out[v] = ModularIndexing(base, c, size)
    # injectivity: the strides must tile the output without overlap
    spans = sorted((coeffs.get(v, 0), s) for v, s in spec.pw_vars if s != 1)
    acc = 1
    for c, s in spans:
        if c < acc:
            raise Unsupported(f"{spec.node.name}: store index {text} writes some elements twice")
        acc = c * s
    return out


# ------------------------------------------------------------------------------------------------
# Custom ops and their lowerings
# ------------------------------------------------------------------------------------------------

_LIB = torch.library.Library("inductor_lens", "FRAGMENT")
_COUNTER = itertools.count()


@record
class Output:
    numel: int
    dtype: torch.dtype
    shape: tuple[int, ...] = ()            # the node's loop extents (node_output fills shape and stride)
    stride: tuple[int, ...] = ()


def _define(outputs: Output | list[Output], lowering: Callable[[list], Any]) -> Callable:
    """A custom op of the rebuild: one output, or a list of them (``Tensor[]``)."""
    name = f"rebuilt_{next(_COUNTER)}"
    multi = isinstance(outputs, list)
    _LIB.define(f"{name}(Tensor[] inputs) -> {'Tensor[]' if multi else 'Tensor'}")

    def meta(inputs):
        if multi:
            return [inputs[0].new_empty_strided(o.shape, o.stride, dtype=o.dtype) for o in outputs]
        return inputs[0].new_empty_strided(outputs.shape, outputs.stride, dtype=outputs.dtype)

    def eager(inputs):
        raise RuntimeError("inductor_lens rebuilt kernels only run compiled")

    _LIB.impl(name, meta, "Meta")
    _LIB.impl(name, eager, "CompositeExplicitAutograd")
    op = getattr(torch.ops.inductor_lens, name).default
    register_lowering(op, type_promotion_kind=None)(lowering)
    return op


def _reduce(spec: BodySpec, device, inner: Callable, ranges: list[int]):
    """The node's reduction as an Inductor IR node, realized (a reduction is read back from a buffer)."""
    rranges = [s for _v, s in spec.red_vars]
    if spec.reduction_type == "welford_reduce":
        r = iir.WelfordReduction.create(device, spec.dst_dtype, [inner], ranges, rranges,
                                        "welford_reduce")[spec.welford_index]
    else:
        r = iir.Reduction.create(device=device, dst_dtype=spec.dst_dtype, src_dtype=spec.src_dtype,
                                 inner_fn=inner, ranges=ranges, reduction_ranges=rranges,
                                 reduction_type=spec.reduction_type)
    r.realize()
    return r


def shared_loads(spec: BodySpec, buf: str) -> dict[str, bool]:
    """The index names through which ``spec`` loads ``buf``, each with whether the load sits in a masked
    sub-block (its index may lie outside the buffer where the mask is off)."""
    out: dict[str, bool] = {}
    for fn, stmts in spec.functions.items():
        names = _index_names(spec, fn)
        for st in stmts:
            if st.kind == "ops" and st.op == "load" and st.buffer == buf:
                name = names.get(st.args[1])
                if name is None:
                    raise Unsupported(f"{spec.node.name} loads {buf} through a computed index: cannot inline it")
                out[name] = out.get(name, False) or fn != "body"
    return out


def decode_rowmajor(flat: sympy.Expr, variables: list[tuple[str, int]]) -> dict[str, sympy.Expr]:
    """Loop coordinates of a row-major flat index over ``variables`` (the last one varies fastest)."""
    out: dict[str, sympy.Expr] = {}
    inner = 1
    for v, size in reversed(variables):
        out[v] = sympy.Integer(0) if size == 1 else ModularIndexing(flat, inner, size)
        inner *= size
    return out


def index_variables(spec: BodySpec, text: str, sizes: dict[str, int]) -> set[str]:
    """The pointwise loop variables an index expression depends on."""
    syms = {v: sympy.Symbol(v, integer=True, nonnegative=True) for v, _ in spec.pw_vars}
    expr = to_sympy(text, dict(syms), sizes)
    return {v for v, sym in syms.items() if sym in expr.free_symbols}


def store_strides(spec: BodySpec, sizes: dict[str, int]) -> list[int]:
    """The node's output layout: one stride per pointwise loop variable, read from its store index (an
    affine, injective index at offset 0, as every rebuildable node of the corpus has)."""
    text = spec.node.loop_body.indexes.get(_index_names(spec).get(spec.store_index, ""), None)
    if text is None:
        raise Unsupported(f"{spec.node.name}: store index not found")
    decode_store(spec, sympy.Symbol("flat", integer=True), sizes)  # checks: affine, injective
    coeffs, const = _affine_concrete(spec, text, sizes)
    if const:
        raise Unsupported(f"{spec.node.name} stores at an offset ({text}) into part of {spec.store_buffer}: "
                          "not supported")
    return [coeffs.get(v, 0) or 1 for v, _s in spec.pw_vars]


def build_node_op(spec: BodySpec, out: Output, input_names: list[str], sizes: dict[str, int],
                  inline: dict[str, tuple[BodySpec, list[str], int]] | None = None,
                  outer: list[str] | None = None) -> Callable:
    """A custom op computing ``spec``'s output (``node_lowering``)."""
    lowering, all_names = node_lowering(spec, out, input_names, sizes, inline, outer)
    op = _define(out, lowering)
    op.input_names = all_names  # type: ignore[attr-defined]
    return op


def build_multi_op(parts: list[tuple[BodySpec, Output, dict, bool]], sizes: dict[str, int],
                   carrier: str | None = None) -> Callable:
    """One custom op computing several nodes (a fused node's members): ``parts`` are (spec, output,
    inline, internal), in an order where each part comes after the parts it reads. A part's loads of an
    earlier part's buffer read that part's result (a buffer of the op, which Inductor fuses or removes
    as it would the group's own); the members in ``inline`` are evaluated inside its loads. The op
    returns the outputs of the parts that are not ``internal``. Inputs: what the parts load that no part
    computes, in order; ``carrier`` (an input of the pair) when they load nothing (a node that computes
    its values from its indexes): it gives the op its device."""
    made = {spec.store_buffer for spec, _o, _i, _int in parts}
    lowerings, names = [], []
    for spec, out, inline, _internal in parts:
        own = [b for b in _loads(spec) if b not in inline]
        low, all_names = node_lowering(spec, out, own, sizes, inline)
        lowerings.append((spec.store_buffer, low, all_names))
        names.extend(n for n in all_names if n not in made)
    union = list(dict.fromkeys(names))
    if not union:
        if carrier is None:
            raise Unsupported(f"{parts[0][0].node.name} and the nodes of its side load nothing: no input to "
                              "rebuild them on")
        union = [carrier]
    pos = {n: i for i, n in enumerate(union)}
    returned = [spec.store_buffer for spec, _o, _i, internal in parts if not internal]

    def lowering(inputs):
        results: dict[str, Any] = {}
        for buf, low, all_names in lowerings:
            # a part that loads nothing still gets the op's first input: its device
            results[buf] = low([results[n] if n in results else inputs[pos[n]] for n in all_names] or inputs[:1])
        return [results[b] for b in returned]

    op = _define([out for _s, out, _i, internal in parts if not internal], lowering)
    op.input_names = union  # type: ignore[attr-defined]
    return op


def node_lowering(spec: BodySpec, out: Output, input_names: list[str], sizes: dict[str, int],
                  inline: dict[str, tuple[BodySpec, list[str], int]] | None = None,
                  outer: list[str] | None = None) -> tuple[Callable, list[str]]:
    """A custom op computing ``spec``'s output. It iterates the node's own loop variables (the ranges
    printed in the IR, which Inductor simplifies and reorders as it did the original) and writes the
    node's own layout (exact strides from the store index); loads use the printed flat indexes.
    ``input_names`` are the IR buffers passed in, in order; ``inline`` maps a buffer name to the producer
    spec evaluated in place of loading it (with that producer's own input names, appended to the op's
    inputs, and the buffer's storage size).

    A pointwise producer is evaluated inside the consumer's loop body at the coordinates decoded from
    each load. A reduction producer cannot be (a reduction needs its own loop): for each index through
    which the consumer reads it, a reduction over the consumer's points recomputes it (the producer's
    reduction loop run once per consumer element), and the consumer reads that at its own point, so
    Inductor emits one kernel: the reduction as the inner loop, the consumer as its epilogue.

    ``outer`` (a reduction producer only): the consumer's loop variables that its reads of the producer
    depend on. The consumer then iterates ``(outer, rest)``: one reduction per value of the outer
    variables, shared by all the consumer's elements that read it (the loop structure Inductor itself
    gives a reduction fused with its consumer); its output is ``out.shape``, the consumer's dimensions in
    that order, still written to the consumer's own storage positions."""
    inline = inline or {}
    cvars = [v for v, _s in spec.pw_vars]
    if outer is not None:
        uvars = [(v, sz) for v, sz in spec.pw_vars if v in outer]
        wvars = [(v, sz) for v, sz in spec.pw_vars if v not in outer]
        flat_u = len(out.shape) == 1 + len(wvars)   # the outer variables as one flattened dimension
        nu = 1 if flat_u else len(uvars)              # how many leading dimensions they take

        def outer_coords(index) -> dict[str, sympy.Expr]:
            if flat_u:
                return decode_rowmajor(index[0], uvars)
            return dict(zip((v for v, _ in uvars), index[:nu]))

    def lowering(inputs):
        for x in inputs:
            x.realize()
        names = {n: x.get_name() for n, x in zip(all_names, inputs)}
        device = inputs[0].get_device()
        point: list[Any] = [None]                          # the consumer's index being evaluated
        recomputed: dict[tuple[str, str], Callable] = {}  # (buffer, index name) -> loader of a reduction

        def loader() -> LoadFn:
            def load(buf: str, index: sympy.Expr, index_name: str = ""):
                if buf in inline:
                    if (buf, index_name) in recomputed:
                        return recomputed[(buf, index_name)](point[0])
                    pspec, _pin, _numel = inline[buf]
                    coords = decode_store(pspec, index, sizes)
                    return producers[buf].run(coords)
                if buf not in names:
                    raise Unsupported(f"{spec.node.name} loads {buf}, which is not an input of the rebuild")
                return ops.load(names[buf], index)
            return load

        producers: dict[str, Interpreter] = {}
        me = Interpreter(spec, sizes, None)  # type: ignore[arg-type]
        me.load = loader()
        for buf, (pspec, _pin, _numel) in inline.items():
            p = Interpreter(pspec, sizes, None)  # type: ignore[arg-type]
            p.load = loader()
            producers[buf] = p

        for buf, (pspec, _pin, numel) in inline.items():
            if pspec.reduction_type is None:
                continue
            for index_name, masked in shared_loads(spec, buf).items():
                text = spec.node.loop_body.indexes[index_name]
                if "indirect" in text:
                    raise Unsupported(f"{spec.node.name} reads {buf} at an index gathered from data ({text}): the "
                                      "recomputed reduction cannot follow it")

                def rinner(index, rindex, pspec=pspec, text=text, masked=masked, buf=buf, numel=numel):
                    if outer is not None:  # the consumer's other variables do not matter to the read
                        at = {**outer_coords(index), **{v: sympy.Integer(0) for v, _ in wvars}}
                    else:
                        at = dict(zip(cvars, index))
                    flat = to_sympy(text, at, sizes)
                    if masked:  # where the consumer's mask is off the index may be out of range
                        flat = sympy.Max(0, sympy.Min(flat, numel - 1))
                    coords = decode_store(pspec, flat, sizes)
                    for (v, _s), r in zip(pspec.red_vars, rindex):
                        coords[v] = r
                    return producers[buf].run(coords)

                if outer is not None:
                    ranges = list(out.shape[:1]) if flat_u else [sz for _v, sz in uvars]
                else:
                    ranges = [sz for _v, sz in spec.pw_vars]
                recomputed[(buf, index_name)] = _reduce(pspec, device, rinner, ranges).make_loader()

        if outer is not None:
            def outer_inner(index):
                point[0] = list(index[:nu])
                return me.run({**outer_coords(index), **dict(zip((v for v, _ in wvars), index[nu:]))})

            result = iir.Pointwise.create(device=device, dtype=out.dtype, inner_fn=outer_inner,
                                          ranges=list(out.shape))
        elif spec.reduction_type is None:
            def inner(index):
                point[0] = list(index)
                return me.run(dict(zip(cvars, index)))

            result = iir.Pointwise.create(device=device, dtype=out.dtype, inner_fn=inner,
                                          ranges=[sz for _v, sz in spec.pw_vars])
        else:
            def rinner_own(index, rindex):
                point[0] = list(index)
                coords = dict(zip(cvars, index))
                for (v, _s), r in zip(spec.red_vars, rindex):
                    coords[v] = r
                return me.run(coords)

            result = _reduce(spec, device, rinner_own, [sz for _v, sz in spec.pw_vars])
        result.realize()
        result.freeze_layout_with_exact_strides(list(out.stride))  # the node's own output layout
        return result

    all_names = list(input_names) + list(dict.fromkeys(
        n for _b, (_p, pin, _n) in inline.items() for n in pin if n not in input_names and n not in inline))
    return lowering, all_names


# ------------------------------------------------------------------------------------------------
# A pair
# ------------------------------------------------------------------------------------------------

@record
class Rebuilt:
    producer: str
    consumer: str
    shared: str
    inputs: dict[str, tuple[int, torch.dtype]]   # buffer -> (storage numel, dtype)
    unfused: Callable
    fused: Callable
    arg_names: list[str]
    out: Output
    fused_how: str = ""                     # one line: how the fused variant computes the producer
    # the fused output's dimensions are the consumer's in this order (outer loop variables first), the
    # outer ones possibly flattened into one: unfused.permute(perm).reshape(fused.shape) compares them
    fused_perm: list[int] | None = None
    # compile the fused variant without Inductor's loop reordering (it would put the consumer's stride-1
    # loop outermost and so break the outer loop it shares with the reduction)
    fused_keeps_loop_order: bool = False
    # the nodes of the IR the rebuild computes (a fused node's members; the pair's two nodes otherwise)
    members: list[str] = field(default_factory=list)
    # a fused node on either side: the custom ops of the unfused variant's two sides, which Inductor may
    # fuse within but not across (variant_context); None: the unfused variant has no fusion at all. An
    # element is an op, or a list of ops (a part of a split fused node: its members may fuse)
    apart: list | None = None
    # a split fused node (``rebuild_split``): its parts, each a list of members; None for a pair
    parts: list[list[str]] | None = None
    # a combo kernel split (its parts apart in both variants; the fused one compiled with combo_kernels)
    combo: bool = False


def storage_numel(lay: Layout, sizes: dict[str, int]) -> int:
    if lay is None or lay.size is None or lay.stride is None:
        raise Unsupported("a buffer's layout is not printed: cannot build inputs")
    sz = [concrete(s, sizes) for s in lay.size]
    st = [concrete(s, sizes) for s in (lay.stride[: len(lay.size)])]
    off = concrete(lay.offset, sizes) if lay.offset else 0
    if any(s == 0 for s in sz):
        return 0
    return off + sum((a - 1) * b for a, b in zip(sz, st)) + 1


def rebuild_pair(ir: IRFile, producer: str, consumer: str, sizes: dict[str, int] | None = None,
                 device: str = "cpu") -> Rebuilt:
    sizes = dict(sizes or {})
    sec = ir.sections[0] if len(ir.sections) == 1 else next(
        (s for s in ir.sections if s.node(producer) and s.node(consumer)), ir.sections[-1])
    n1, n2 = group_node(sec, producer), group_node(sec, consumer)
    if n1 is None or n2 is None:
        raise Unsupported(f"no node named {producer if n1 is None else consumer} in the file")
    if n1.members or n2.members:
        return _rebuild_group_pair(ir, sec, n1, n2, sizes, device)
    missing = {m.group(0) for n in (n1, n2) for m in SIZE_SYMBOL_WORD.finditer(ir.text, n.span[0], n.span[1])
               if m.group(0) not in sizes}
    if missing and not (n1.is_extern or n2.is_extern):
        raise NeedsSizes(sorted(missing))
    p = body_spec(n1, sizes, ir)
    c = body_spec(n2, sizes, ir)
    shared = p.store_buffer
    reads2 = {st.buffer for fn in n2.loop_body.functions for st in fn.statements if st.op == "load"}
    if shared not in reads2:
        raise Unsupported(f"{consumer} does not read {producer}'s output {shared}: nothing to fuse")
    if p.reduction_type is not None and c.reduction_type is not None:
        raise Unsupported(f"{producer} and {consumer} are both reductions: fusing them by recomputation would "
                          f"nest {producer}'s reduction inside {consumer}'s, which Inductor cannot generate as one "
                          "kernel")

    p_in = _loads(p)
    c_in = [b for b in _loads(c) if b != shared]
    inputs = {}
    for name in p_in + c_in:
        lay = _layout_of(sec, name)
        inputs[name] = (storage_numel(lay, sizes), dtype_of(lay.dtype))
    lay_shared = _layout_of(sec, shared)
    lay_out = _layout_of(sec, c.store_buffer)
    shared_out = node_output(p, Output(storage_numel(lay_shared, sizes), dtype_of(lay_shared.dtype)), sizes)
    out = node_output(c, Output(storage_numel(lay_out, sizes), dtype_of(lay_out.dtype)), sizes)
    op_p = build_node_op(p, shared_out, p_in, sizes)
    op_c = build_node_op(c, out, [shared] + c_in, sizes)
    outer, how, perm, out_f = None, "", None, out
    if p.reduction_type is None:
        how = f"{producer}'s loop body inlined into {consumer}'s loads of {shared} (recomputed at each read)"
    else:
        outer, how = _reduction_fusion(p, c, shared, sizes, device)
    if outer is not None:
        out_f, perm = _outer_output(c, out, outer)
    op_f = build_node_op(c, out_f, c_in, sizes, inline={shared: (p, p_in, shared_out.numel)}, outer=outer)
    arg_names = list(dict.fromkeys(p_in + c_in))
    pos = {n: i for i, n in enumerate(arg_names)}
    p_idx = tuple(pos[n] for n in p_in)
    c_idx = tuple(pos[n] for n in c_in)
    f_idx = tuple(pos[n] for n in op_f.input_names)

    def unfused(*args):
        mid = op_p([args[i] for i in p_idx])
        return op_c([mid] + [args[i] for i in c_idx])

    def fused(*args):
        return op_f([args[i] for i in f_idx])

    return Rebuilt(producer, consumer, shared, inputs, unfused, fused, arg_names, out, how, perm,
                   outer is not None)


def _layout_of(sec: Section, name: str) -> Layout:
    b = sec.buffers.get(name)
    lay = b.layout if b else None
    if lay is None:
        for top in sec.nodes:
            for nn in top.walk():
                for ln, l, _s in nn.layouts:
                    if ln == name:
                        return l
        raise Unsupported(f"the IR does not print the layout of {name} (older Inductor versions omit it): "
                          "its size and dtype are unknown")
    return lay


def _loads(spec: BodySpec) -> list[str]:
    seen: list[str] = []
    for fn in spec.node.loop_body.functions:
        for st in fn.statements:
            if st.op == "load" and st.buffer not in seen:
                seen.append(st.buffer)
    return seen


class _Side:
    """One side of an edge (a node, or a fused node as Inductor built it). Its pointwise members are
    evaluated inside the loads of the members that read them (recomputed at each read, in the same loop);
    its reductions are computed as buffers of their own, which Inductor fuses with their readers as it
    did in the group. ``parts``: the members computed as buffers (each reduction, and each member whose
    output leaves the side or is ``must_output``), in the group's order, with what they inline and
    whether they are kept inside (a reduction only its side reads)."""

    def __init__(self, sec: Section, top: Node, specs: dict[str, BodySpec], must_output: str | None,
                 sizes: dict[str, int]):
        self.top, self.sec, self.sizes = top, sec, sizes
        ls = leaves(top)
        names = {n.name for n in ls}
        self.specs = [specs[n.name] for n in ls]
        self.parts: list[tuple[BodySpec, Output, dict, bool]] = []
        for n in ls:
            sp = specs[n.name]
            out = escapes(sec, n, names) or sp.store_buffer == must_output
            if out or sp.reduction_type is not None:
                self.parts.append((sp, self.output(sp), self.inline(sp), not out))

    def pointwise(self) -> dict[str, BodySpec]:
        return {sp.store_buffer: sp for sp in self.specs if sp.reduction_type is None}

    def inline(self, reader: BodySpec, pool: dict[str, BodySpec] | None = None) -> dict[str, tuple[BodySpec, list[str], int]]:
        """The pointwise members (of ``pool``: this side's by default) that ``reader`` loads, directly or
        through each other, as inline producers."""
        pool = self.pointwise() if pool is None else pool
        wanted: list[str] = []
        todo = [reader]
        while todo:
            for b in _loads(todo.pop()):
                if b in pool and b not in wanted and pool[b] is not reader:
                    wanted.append(b)
                    todo.append(pool[b])
        return {b: (pool[b], _loads(pool[b]), storage_numel(_layout_of(self.sec, b), self.sizes)) for b in wanted}

    def output(self, sp: BodySpec) -> Output:
        lay = _layout_of(self.sec, sp.store_buffer)
        return node_output(sp, Output(storage_numel(lay, self.sizes), dtype_of(lay.dtype)), self.sizes)


def _rebuild_group_pair(ir: IRFile, sec: Section, n1: Node, n2: Node, sizes: dict[str, int],
                        device: str) -> Rebuilt:
    """An edge with a fused node on one side or both. Unfused: each side as Inductor built
    it, one custom op per side returning the outputs of its members that leave it (Inductor fuses the
    side's buffers with each other, not across sides: ``variant_context``). Fused: one op computing the
    same outputs, the edge's buffer no longer written, the producing side's pointwise members evaluated
    inside the consuming side's loads. Both variants compute every member of both sides."""
    why = group_refusal(sec, n1, n2)
    if why is not None:
        raise Unsupported(why)
    leaves1, leaves2 = leaves(n1), leaves(n2)
    missing = {m.group(0) for n in leaves1 + leaves2
               for m in SIZE_SYMBOL_WORD.finditer(ir.text, n.span[0], n.span[1]) if m.group(0) not in sizes}
    if missing:
        raise NeedsSizes(sorted(missing))
    specs = {n.name: body_spec(n, sizes, ir) for n in leaves1 + leaves2}
    w1 = {specs[n.name].store_buffer: specs[n.name] for n in leaves1}
    specs_by_buf = {sp.store_buffer for sp in specs.values()}
    shared_bufs = list(dict.fromkeys(b for n in leaves2 for b in _loads(specs[n.name]) if b in w1))
    if len(shared_bufs) != 1:   # the loop bodies disagree with the dependencies group_refusal read
        raise Unsupported(f"{n2.name}'s loop bodies load {len(shared_bufs)} outputs of {n1.name}: not rebuilt")
    shared = shared_bufs[0]
    a = _Side(sec, n1, specs, shared, sizes)
    b = _Side(sec, n2, specs, None, sizes)
    readers = [sp.node.name for sp in b.specs if shared in _loads(sp)]

    external = [x for sp in a.specs + b.specs for x in _loads(sp) if x not in specs_by_buf]
    carrier = external[0] if external else None
    op_a = build_multi_op(a.parts, sizes, carrier)
    op_b = build_multi_op(b.parts, sizes, carrier)
    both = {**a.pointwise(), **b.pointwise()}
    f_parts = [part for part in a.parts if part[0].store_buffer != shared] + \
        [(sp, out, b.inline(sp, both), internal) for sp, out, _inl, internal in b.parts]
    op_f = build_multi_op(f_parts, sizes, carrier)
    a_in, b_in = list(op_a.input_names), list(op_b.input_names)
    a_bufs = [sp.store_buffer for sp, _o, _i, internal in a.parts if not internal]
    if any(x in w1 and x not in a_bufs for x in b_in):
        raise Unsupported(f"{n2.name} reads a buffer {n1.name} keeps inside its kernel: not rebuilt")
    arg_names = list(dict.fromkeys(a_in + [x for x in b_in if x not in w1]))
    inputs = {}
    for x in arg_names:
        lay = _layout_of(sec, x)
        inputs[x] = (storage_numel(lay, sizes), dtype_of(lay.dtype))
    pos = {x: i for i, x in enumerate(arg_names)}
    a_idx = tuple(pos[x] for x in a_in)
    keep = [i for i, bname in enumerate(a_bufs) if bname != shared]
    b_src = tuple(("a", a_bufs.index(x)) if x in a_bufs else ("arg", pos[x]) for x in b_in)
    f_idx = tuple(pos[x] for x in op_f.input_names)

    def unfused(*args):
        outs_a = op_a([args[i] for i in a_idx])
        outs_b = op_b([outs_a[k] if src == "a" else args[k] for src, k in b_src])
        return tuple([outs_a[i] for i in keep] + list(outs_b))

    def fused(*args):
        return tuple(op_f([args[i] for i in f_idx]))

    names1 = "+".join(x.name for x in leaves1)
    written = [sp.store_buffer for sp, _o, _i, internal in f_parts if not internal]
    how = (f"{n1.name}{f' ({names1})' if n1.members else ''} evaluated inside {', '.join(readers)}'s loads of "
           f"{shared} (recomputed at each read); outputs {', '.join(written)} written by one kernel")
    last = next(out for _sp, out, _i, internal in reversed(b.parts) if not internal)
    rb = Rebuilt(n1.name, n2.name, shared, inputs, unfused, fused, arg_names, last, how,
                 members=[x.name for x in leaves1 + leaves2])
    rb.apart = [op_a, op_b]
    return rb


def parse_split(name: str, spec: str | None, members: list[str]) -> list[list[str]]:
    """The parts a fused node is split into: every member its own kernel (``spec`` None or empty), or the
    parts ``spec`` names, ``/`` between them, each a fused name of consecutive members
    (``op1_op2/op3``); its members must be the node's, each once, in the node's order."""
    if not spec:
        return [[m] for m in members]
    from ..ir.names import leaf_names
    parts = [leaf_names(p.strip()) for p in spec.split("/")]
    flat = [m for p in parts for m in p]
    if len(parts) < 2 or any(not p for p in parts):
        raise Unsupported(f"--split {spec}: give two parts at least, '/' between them (e.g. {members[0]}/"
                          f"{'_'.join(members[1:])})")
    if sorted(flat) != sorted(members) or len(set(flat)) != len(flat):
        raise Unsupported(f"--split {spec}: the parts must hold each member of {name} once "
                          f"({', '.join(members)})")
    if flat != members:
        raise Unsupported(f"--split {spec}: the parts must keep {name}'s order ({', '.join(members)})")
    return parts


def rebuild_split(ir: IRFile, name: str, split: str | None = None, sizes: dict[str, int] | None = None,
                  device: str = "cpu") -> Rebuilt:
    """A fused node against its members as separate kernels (issue 42: fused, but should it have been?).
    Each member is rebuilt as its own custom op, chained as the group computes them (a member's output
    read by the next one through memory); both variants run that chain: "fused" compiled as Inductor
    compiles it (it fuses the members again, one kernel as in the IR), "unfused" (the split) with no
    fusion between the parts (every member alone, or the parts of ``split``: ``op1_op2/op3``, fused
    within a part, not across). Returns the outputs of the members read outside the group."""
    sizes = dict(sizes or {})
    sec = next((x for x in reversed(ir.sections) if x.node(name) is not None), None) \
        or next((x for x in reversed(ir.sections) if group_node(x, name) is not None), None)
    top = group_node(sec, name) if sec is not None else None
    if top is None:
        raise Unsupported(f"no node named {name} in the file")
    if not top.members:
        raise Unsupported(f"{name} is not a fused node: nothing to split (to time a pair, name both nodes)")
    ls = leaves(top)
    members = [n.name for n in ls]
    # a combo kernel (or a foreach op's kernel): finished kernels in one launch, not fused; its parts are its
    # kernels, and the "fused" variant is them compiled with combo_kernels (one launch on a GPU)
    combo = top.kind == "ForeachKernelSchedulerNode"
    if combo and not split:
        split = "/".join("_".join(n.name for n in leaves(m)) for m in top.members)
    parts = parse_split(name, split, members)
    missing = {m.group(0) for n in ls for m in SIZE_SYMBOL_WORD.finditer(ir.text, n.span[0], n.span[1])
               if m.group(0) not in sizes}
    if missing:
        raise NeedsSizes(sorted(missing))
    specs = [body_spec(n, sizes, ir) for n in ls]
    made = [sp.store_buffer for sp in specs]
    ops_: list[Callable] = []
    for sp in specs:
        lay = _layout_of(sec, sp.store_buffer)
        out = node_output(sp, Output(storage_numel(lay, sizes), dtype_of(lay.dtype)), sizes)
        own = _loads(sp)
        if not own:
            raise Unsupported(f"{sp.node.name} loads nothing (its values come from its indexes): not rebuilt alone")
        ops_.append(build_node_op(sp, out, own, sizes))
    arg_names = list(dict.fromkeys(x for op in ops_ for x in op.input_names if x not in made))
    if not arg_names:
        raise Unsupported(f"{name}'s members load nothing from outside it: no input to rebuild them on")
    inputs = {}
    for x in arg_names:
        lay = _layout_of(sec, x)
        inputs[x] = (storage_numel(lay, sizes), dtype_of(lay.dtype))
    names = set(members)
    returned = [i for i, n in enumerate(ls) if escapes(sec, n, names)] or [len(ls) - 1]
    pos = {x: i for i, x in enumerate(arg_names)}
    wiring = [tuple(("m", made.index(x)) if x in made else ("arg", pos[x]) for x in op.input_names) for op in ops_]

    def chain(*args):
        results: list[Any] = [None] * len(ops_)
        for i, op in enumerate(ops_):
            results[i] = op([results[k] if src == "m" else args[k] for src, k in wiring[i]])
        return tuple(results[i] for i in returned)

    # fused: the group as Inductor built it (``_Side``: its pointwise members evaluated inside their
    # readers' loads, its reductions as buffers Inductor fuses with their readers), one op
    group = _Side(sec, top, {n.name: sp for n, sp in zip(ls, specs)}, None, sizes)
    op_all = build_multi_op(group.parts, sizes, arg_names[0])
    all_idx = tuple(pos[x] for x in op_all.input_names)

    def fused(*args):
        return tuple(op_all([args[i] for i in all_idx]))

    sides = [[ops_[members.index(m)] for m in p] for p in parts]
    what = " | ".join("_".join(p) for p in parts)
    if combo:
        how = (f"{name} as {len(parts)} kernels ({what}), each fused within as Inductor built it; fused: the same "
               f"kernels with combo_kernels on, one launch on a GPU as in the IR (a combo kernel: each keeps its "
               f"loops; on a CPU Inductor makes none, and the variants compile alike)")
    else:
        how = (f"{name} split into {len(parts)} parts ({what}): each part's outputs written and read back "
               f"through memory; fused: the {len(ls)} members as Inductor built the group (pointwise members "
               "evaluated inside their readers' loads)")
    last_spec = specs[returned[-1]]
    lay = _layout_of(sec, last_spec.store_buffer)
    rb = Rebuilt(name, name, "", inputs, chain, chain if combo else fused, arg_names,
                 node_output(last_spec, Output(storage_numel(lay, sizes), dtype_of(lay.dtype)), sizes), how,
                 members=members, combo=combo)
    # a split into single members: no fusion at all; a split point: each part may fuse within itself (a combo
    # kernel's parts, in both variants)
    rb.apart = sides if combo or any(len(p) > 1 for p in parts) else None
    rb.parts = parts
    return rb


def _outer_output(c: BodySpec, out: Output, outer: list[str]) -> tuple[Output, list[int]]:
    """The output of ``c`` iterated with its ``outer`` loop variables first (a reduction shared per outer
    value), the outer ones as one dimension when one stride describes them; and the permutation of
    ``c``'s own dimensions it follows. The storage positions written are the same."""
    u = [i for i, (v, _sz) in enumerate(c.pw_vars) if v in outer]
    w = [i for i, (v, _sz) in enumerate(c.pw_vars) if v not in outer]
    perm = u + w
    su = _composite_stride([c.pw_vars[i] for i in u], dict(zip((v for v, _ in c.pw_vars), out.stride)))
    if su is not None:   # the outer variables as one dimension: the reduction's single loop
        shape = (math.prod(out.shape[i] for i in u),) + tuple(out.shape[i] for i in w)
        stride = (su,) + tuple(out.stride[i] for i in w)
    else:
        shape, stride = tuple(out.shape[i] for i in perm), tuple(out.stride[i] for i in perm)
    return Output(out.numel, out.dtype, shape, stride), perm


@contextmanager
def variant_context(rb: Rebuilt, variant: str):
    """Inductor's config for compiling one variant (``variant_config``) and, for the unfused variant of
    an edge with a fused node, a scheduler that fuses the nodes of each side's op together but never
    nodes of the two sides (each side one kernel as Inductor built it; the edge apart)."""
    import torch._inductor.config as icfg
    with icfg.patch(variant_config(rb, variant)):
        if not rb.apart or (variant != "unfused" and not rb.combo):
            yield
            return
        from unittest import mock

        from torch._inductor.scheduler import Scheduler
        ops_ = list(rb.apart)

        def side(snode) -> set[int]:
            out = set()
            for n in snode.get_nodes():
                node = getattr(n, "node", None)
                for o in (node.get_origins() if node is not None else ()):
                    for i, op in enumerate(ops_):
                        if o.target is op or (isinstance(op, list) and any(o.target is x for x in op)):
                            out.add(i)
            return out

        can_fuse = Scheduler.can_fuse

        def apart_can_fuse(self, node1, node2, *args, **kwargs):
            s1, s2 = side(node1), side(node2)
            if s1 and s2 and s1 != s2:
                return False
            return can_fuse(self, node1, node2, *args, **kwargs)

        with mock.patch.object(Scheduler, "can_fuse", apart_can_fuse):
            yield


def variant_config(rb: Rebuilt, variant: str) -> dict[str, Any]:
    """Inductor config for compiling one variant of a rebuilt pair.

    Both: no split reductions. Each rebuilt node is one node of the IR, already as Inductor split it
    (a GPU run prints a split reduction as its own nodes); splitting it again on CUDA would turn a
    reduction with few outputs (BatchNorm's 64 channel means) into two kernels, and the fused variant
    could no longer be one. Unfused: no fusion at all. Fused: when the consumer iterates the reduction's
    shared outer loop first, its loop order is kept (Inductor would put the stride-1 loop outermost)."""
    cfg: dict[str, Any] = {"split_reductions": False}
    if variant == "unfused" and not rb.apart:
        cfg["max_fusion_size"] = 1
    else:
        cfg["pick_loop_orders"] = not rb.fused_keeps_loop_order
    if rb.combo:
        # a combo kernel's parts: one launch in the fused variant, none in the split one (whatever the defaults)
        cfg["combo_kernels"] = variant == "fused"
        if variant == "fused":
            import torch._inductor.config as icfg
            if hasattr(icfg, "combo_kernel_peak_memory_pct_threshold"):   # torch 2.13 on
                cfg["combo_kernel_peak_memory_pct_threshold"] = None
    return cfg


def node_output(spec: BodySpec, buf: Output, sizes: dict[str, int]) -> Output:
    """The output a rebuilt node writes: its loop variables' extents with the strides of its store
    index, covering the whole buffer (``buf``: the buffer's storage size and dtype)."""
    stride = store_strides(spec, sizes)
    shape = [sz for _v, sz in spec.pw_vars]
    extent = 1 + sum((a - 1) * b for a, b in zip(shape, stride)) if all(shape) else 0
    if extent != buf.numel:
        raise Unsupported(f"{spec.node.name} writes {extent:,} of the {buf.numel:,} elements of {spec.store_buffer}'s "
                          "storage: partial writes are not supported")
    return Output(buf.numel, buf.dtype, tuple(shape), tuple(stride))


def _composite_stride(variables: list[tuple[str, int]], coeffs: dict[str, int]) -> int | None:
    """The stride of a row-major flattening of ``variables`` in an affine index, if one stride
    describes it (``64*p0 + p1`` over (p0: 2048, p1: 64) -> 1); None otherwise."""
    inner, stride = 1, None
    for v, sz in reversed(variables):
        if sz != 1:
            c = coeffs.get(v, 0)
            if stride is None:
                stride = c
            if c != stride * inner:
                return None
        inner *= sz
    return 1 if stride is None else stride


def _reduction_fusion(p: BodySpec, c: BodySpec, shared: str, sizes: dict[str, int],
                      device: str) -> tuple[list[str] | None, str]:
    """How the fused variant computes a reduction producer: the consumer's loop variables to share an
    outer loop with it (None: recompute the reduction at each consumer element), and a line saying so.

    The consumer's reads of the producer depend on some of its loop variables (the outer ones); when
    the rest is not empty, one reduction per outer value serves all the elements that read it. Triton
    only fuses a reduction with a pointwise consumer whose inner extent equals the reduction's (or whose
    extent equals the reduction's output): elsewhere on CUDA the reduction is recomputed per element."""
    used: set[str] = set()
    for index_name in shared_loads(c, shared):
        used |= index_variables(c, c.node.loop_body.indexes[index_name], sizes)
    rest = math.prod(sz for v, sz in c.pw_vars if v not in used)
    rnumel = math.prod(sz for _v, sz in p.red_vars)
    numel = math.prod(sz for _v, sz in c.pw_vars)
    pr, cn = p.node.name, c.node.name
    if rest > 1 and (not device.startswith("cuda") or rest == rnumel):
        outer = [v for v, _sz in c.pw_vars if v in used]
        return outer, (f"{pr}'s {p.reduction_type} reduction ({rnumel:,} elements) computed once per value of "
                       f"{cn}'s {', '.join(outer) or 'no'} loop variable{'s' if len(outer) != 1 else ''} "
                       f"({numel // rest:,} times) and shared by the {rest:,} elements of {cn} that read it "
                       "(one outer loop)")
    return None, (f"{pr}'s {p.reduction_type} reduction ({rnumel:,} elements) recomputed for each of {cn}'s "
                  f"{numel:,} elements" + (" (they all read different results)" if rest == 1 else
                                           f" (Triton cannot share it: {rest:,} readers per result, not {rnumel:,})"))


def make_inputs(rb: Rebuilt, device: str, seed: int = 0) -> list[torch.Tensor]:
    g = torch.Generator(device="cpu").manual_seed(seed)
    out = []
    for name in rb.arg_names:
        numel, dtype = rb.inputs[name]
        if dtype.is_floating_point:
            # positive values in [0.5, 1.5): variances, scales and logs stay finite
            t = (torch.rand(numel, generator=g, dtype=torch.float32) + 0.5).to(dtype)
        elif dtype == torch.bool:
            t = torch.rand(numel, generator=g) > 0.5
        else:
            t = torch.randint(0, 2, (numel,), generator=g, dtype=dtype)
        out.append(t.to(device))
    return out
