"""Cut line-sized tokens into model fields with compiled regexes (the token callbacks of the coarse
grammar). Every name keeps its absolute span. Errors are reported through ``error(pos, msg, end)``
with positions relative to the block (the assembler adds the block offset)."""
from __future__ import annotations

import re
from typing import Callable

from ..expr.symbolic import MAX_NESTING, Size, as_size, nesting_error, product
from .model import (
    BodyFunction,
    Dep,
    Iteration,
    Layout,
    LoopBody,
    Node,
    NodeUser,
    Statement,
)

ErrorFn = Callable[..., None]

HEADER_RE = re.compile(r"^([A-Za-z_]\w*): ([A-Za-z_]\w*)\(([\w, ]*)\)")
MEMBER_RE = re.compile(r"(?:op|buf)\d+")
MEMBER_NAME_RE = re.compile(r"(?:op|buf)\d+(?:_(?:op|buf)\d+)+")

DEP_RE = re.compile(
    r"MemoryDep\((?:name=)?'(?P<mname>[^']*)', (?:index=)?(?P<index>[^{}]*?), "
    r"(?:(?:var_names=\([^()]*\), )?size=\((?P<osize>[^()]*)\)|\{(?P<ranges>[^{}]*)\})"
    r"(?:, (?:mode=)?(?P<mode>[^()]*?))?\)"
    r"|StarDep\(name='(?P<sname>[^']*)'(?:, mode=(?P<smode>[^()]*?))?\)"
    r"|WeakDep\(name='(?P<wname>[^']*)'(?:, mutating_buf='(?P<wmut>[^']*)')?(?:, is_fake=(?P<wfake>True|False))?\)"
)
DEP_GAP_OK_RE = re.compile(r"^(?:[\s,\[\]{}]|set\(\)|OrderedSet\(\[|\]\))*$")

USER_RE = re.compile(
    r"NodeUser\(node=(?:(?P<cls>\w+)\(name='(?P<name>[^']*)'\)|(?P<out>OUTPUT)), "
    r"can_inplace=(?P<ci>True|False)(?:, is_weak=(?P<w>True|False))?\)"
)
STR_RE = re.compile(r"'([^']*)'")

LAYOUT_RE = re.compile(
    r"^(?P<kind>\w+)\((?:'(?P<dev>[^']*)'|device\(type='(?P<devtype>\w+)'(?:, index=(?P<devidx>\d+))?\)), "
    r"(?P<dtype>torch\.\w+), size=\[(?P<size>[^\]]*)\], stride=\[(?P<stride>[^\]]*)\](?P<rest>.*)\)\s*$"
)
LAYOUT_KIND_RE = re.compile(r"^(\w+)\(")
DEVICE_RE = re.compile(r"device\(type='(\w+)'(?:, index=(\d+))?\)")
DTYPE_RE = re.compile(r"torch\.\w+")
OFFSET_KW_RE = re.compile(r"\boffset=([^,)]+)")

# the value is the rest of the line without its trailing spaces / tabs; written greedy (up to the last
# other character) rather than lazy (`[^\n]*?`, a lookahead test at every character: 5x slower)
# Patterns that scan text of the file stay linear in its length (tests/test_regex_linear.py): a name is
# matched from its first character only ((?<!\w)), a statement only at the start of its line, so no
# character is scanned again from every position of a long run.
LAYOUT_LINES_RE = re.compile(r"(?<!\w)([A-Za-z_]\w*?)_layout = ([^\n]*[^ \t\n]|)[ \t]*(?=\n|$)")
INDEX_DEFS_RE = re.compile(r"(index\d+) = ([^\n]*[^ \t\n]|)[ \t]*(?=\n|$)")
VAR_RANGES_RE = re.compile(r"(?<!\w)(\w+): ([^,{}]+(?:\([^()]*\))?)")
#: one statement line of a loop-body function (group 1 starts the statement; its indentation is not part of it)
STMT_RE = re.compile(r"^[ \t]*(\w+) = (?:(ops|self)\.(\w+)\(([^\n]*)\)|(\w+)\[(\d+)\])[ \t]*(?=\n|$)", re.M)
#: ops whose first argument names a buffer
BUFFER_OPS = frozenset({"load", "store", "store_reduction", "load_seed", "reduction", "index_put",
                        "partial_accumulate", "device_assert_async"})


# ------------------------------------------------------------------------------------------------
def split_top(s: str) -> list[str]:
    """Split on commas that are not inside (), [], {} or quotes."""
    if "(" not in s and "[" not in s and "{" not in s and "'" not in s:
        return [p.strip() for p in s.split(",") if p.strip()]
    out, depth, cur, quote = [], 0, [], None
    for ch in s:
        if quote:
            cur.append(ch)
            if ch == quote:
                quote = None
            continue
        if ch in "'\"":
            quote = ch
        elif ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            out.append("".join(cur).strip())
            cur = []
            continue
        cur.append(ch)
    last = "".join(cur).strip()
    if last:
        out.append(last)
    return out


def size_list(s: str) -> list[Size]:
    return [as_size(p) for p in split_top(s)]


# ------------------------------------------------------------------------------------------------
def dep_list(value: str, abs_start: int, error: ErrorFn) -> list[Dep]:
    """`X.writes = [MemoryDep(...), ...]` -> deps. abs_start is the token's absolute offset."""
    eq = value.index("=") + 1
    deps: list[Dep] = []
    last = eq
    for m in DEP_RE.finditer(value, eq):
        if m.start() > last and not DEP_GAP_OK_RE.match(value[last:m.start()]):
            _dep_gap_error(value, last, m.start(), abs_start, error)
        last = m.end()
        deps.append(_dep(m, abs_start))
    if last < len(value) and not DEP_GAP_OK_RE.match(value[last:]):
        _dep_gap_error(value, last, len(value), abs_start, error)
    if value.count("(") > MAX_NESTING:
        for d in deps:
            if d.index is not None:
                _nesting_check(d.index, d.index_start, error)
    return deps


def _nesting_check(expr: str, abs_start: int, error: ErrorFn) -> None:
    """Report an expression nested too deep to be analysed, at the parenthesis beyond the limit."""
    bad = nesting_error(expr)
    if bad is not None:
        error(abs_start + bad[0], bad[1], abs_start + len(expr), absolute=True)


def _dep_gap_error(value: str, s: int, e: int, abs_start: int, error: ErrorFn) -> None:
    gap = value[s:e]
    lead = len(gap) - len(gap.lstrip(" \t\n,[{"))
    text = gap.strip(" \t\n,[]{}")
    shown = text if len(text) <= 50 else text[:47] + "..."
    error(abs_start + s + lead, f"cannot read dependency `{shown}` (expected MemoryDep(...), StarDep(...) "
          "or WeakDep(...))", abs_start + e, absolute=True)


_INTERN: dict[str, str] = {}
_RANGES_CACHE: dict[str, list[tuple[str, Size]]] = {}


def intern(s: str) -> str:
    """Share equal short strings (buffer names, index expressions) across the model."""
    try:
        return _INTERN[s]
    except KeyError:
        if len(_INTERN) > 500_000:
            _INTERN.clear()
        _INTERN[s] = s
        return s


def _dep(m: re.Match, base: int) -> Dep:
    name = m.group("mname")
    if name is not None:
        ranges_text = m.group("ranges")
        if ranges_text is not None:
            ranges = _RANGES_CACHE.get(ranges_text)
            if ranges is None:
                if len(_RANGES_CACHE) > 200_000:
                    _RANGES_CACHE.clear()
                ranges = _RANGES_CACHE[ranges_text] = _ranges(ranges_text)
        else:
            ranges = [(f"c{i}", s) for i, s in enumerate(size_list(m.group("osize") or ""))]
        mode = m.group("mode")
        return Dep("MemoryDep", intern(name), intern(m.group("index")), ranges,
                   None if mode is None or mode == "None" else mode.strip("'"),
                   m.start() + base, m.end() + base, m.start("mname") + base, m.start("index") + base)
    name = m.group("sname")
    if name is not None:
        mode = m.group("smode")
        return Dep("StarDep", intern(name), None, [], None if mode is None or mode == "None" else mode.strip("'"),
                   m.start() + base, m.end() + base, m.start("sname") + base)
    name = m.group("wname")
    fake = m.group("wfake")
    mut = m.group("wmut")
    return Dep("WeakDep", intern(name), None, [], None, m.start() + base, m.end() + base, m.start("wname") + base,
               -1, mut, None if fake is None else fake == "True", -1 if mut is None else m.start("wmut") + base)


def _ranges(text: str) -> list[tuple[str, Size]]:
    if not text.strip():
        return []
    if "(" not in text:
        out = []
        for part in text.split(", "):
            k, _, v = part.partition(": ")
            out.append((k.strip(), as_size(v)))
        return out
    out = []
    for part in split_top(text):
        k, _, v = part.partition(":")
        out.append((k.strip(), as_size(v)))
    return out


# ------------------------------------------------------------------------------------------------
def users(value: str, abs_start: int) -> list[NodeUser] | None:
    eq = value.index("=") + 1
    if value[eq:].strip() == "None":
        return None
    out = []
    for m in USER_RE.finditer(value, eq):
        if m.group("out"):
            s = m.start("out") + abs_start
            out.append(NodeUser(None, None, m.group("ci") == "True",
                                None if m.group("w") is None else m.group("w") == "True", (s, s + 6)))
        else:
            s = m.start("name") + abs_start
            out.append(NodeUser(m.group("name"), m.group("cls"), m.group("ci") == "True",
                                None if m.group("w") is None else m.group("w") == "True",
                                (s, s + len(m.group("name")))))
    return out


def str_list(value: str) -> list[str]:
    eq = value.index("=") + 1
    return STR_RE.findall(value, eq)


def str_list_spans(value: str, abs_start: int) -> list[tuple[str, tuple[int, int]]]:
    eq = value.index("=") + 1
    return [(m.group(1), (abs_start + m.start(1), abs_start + m.end(1))) for m in STR_RE.finditer(value, eq)]


# ------------------------------------------------------------------------------------------------
_LAYOUT_CACHE: dict[str, Layout | None] = {}


def parse_layout(text: str) -> Layout | None:
    """Parse a layout; identical texts share one (immutable) Layout object."""
    try:
        return _LAYOUT_CACHE[text]
    except KeyError:
        pass
    lay = _parse_layout(text)
    if len(_LAYOUT_CACHE) > 200_000:
        _LAYOUT_CACHE.clear()
    _LAYOUT_CACHE[text] = lay
    return lay


def _parse_layout(text: str) -> Layout | None:
    m = LAYOUT_RE.match(text)
    if m:
        dev = m.group("dev")
        if dev is None:
            dev = m.group("devtype") + (f":{m.group('devidx')}" if m.group("devidx") else "")
        rest = m.group("rest")
        offset: Size = 0
        if rest:
            om = OFFSET_KW_RE.search(rest)
            if om:
                offset = as_size(om.group(1))
        return Layout(m.group("kind"), dev, m.group("dtype"), size_list(m.group("size")),
                      size_list(m.group("stride")), offset, text)
    km = LAYOUT_KIND_RE.match(text)
    if not km:
        return None
    dm = DEVICE_RE.search(text)
    dev = None
    if dm:
        dev = dm.group(1) + (f":{dm.group(2)}" if dm.group(2) else "")
    else:
        q = STR_RE.search(text)
        dev = q.group(1) if q else None
    tm = DTYPE_RE.search(text)
    sm = bracket_kw(text, "size=[")
    st = bracket_kw(text, "stride=[")
    om = OFFSET_KW_RE.search(text)
    return Layout(km.group(1), dev, tm.group(0) if tm else None, size_list(sm) if sm is not None else None,
                  size_list(st) if st is not None else None, as_size(om.group(1)) if om else 0, text)


def bracket_kw(text: str, key: str, close: str = "]", word: bool = True) -> str | None:
    """What a ``key[...]`` keyword holds (``size=[2, 3]`` -> ``2, 3``): its first occurrence that starts a
    word, up to the next ``]``; None without one. A scan with ``str.find`` (the regex
    ``\\bsize=\\[([^\\]]*)\\]`` searched again from every repetition of the key on a line without ``]``:
    quadratic). The first such key closes at the first ``close`` after it, or no later one can. ``word``:
    the key must start a word (``\\b``)."""
    i = text.find(key)
    while word and i > 0 and (text[i - 1].isalnum() or text[i - 1] == "_"):
        i = text.find(key, i + 1)
    if i < 0:
        return None
    j = text.find(close, i + len(key))
    return text[i + len(key):j] if j >= 0 else None


def layout_lines(node: Node, tok, base: int, error: ErrorFn) -> None:
    """A run of `<buffer>_layout = <layout>` lines."""
    v = tok.value
    s0 = tok.start_pos + base
    for m in LAYOUT_LINES_RE.finditer(v):
        lay = parse_layout(m.group(2))
        if lay is None:
            error(s0 + m.start(2), f"cannot read layout `{m.group(2)[:50]}`", s0 + m.end(2), absolute=True)
            continue
        node.layouts.append((intern(m.group(1)), lay, s0 + m.start(1)))


# ------------------------------------------------------------------------------------------------
def iteration(text: str, abs_start: int, error: ErrorFn) -> Iteration | None:
    t = text.strip()
    if not (t.startswith("(") and t.endswith(")")) or t.count("(") != t.count(")"):
        error(abs_start, f"cannot read group.iteration `{t[:50]}` (expected `((sizes...), (reduction sizes...))` "
              "or `(numel, rnumel)`)", abs_start + len(t), absolute=True)
        return None
    parts = split_top(t[1:-1])
    if len(parts) != 2:
        error(abs_start, f"cannot read group.iteration `{t[:50]}` (expected two components)", abs_start + len(t),
              absolute=True)
        return None
    a, b = parts
    if a.startswith("("):
        vars_ = size_list(a[1:-1])
        red = size_list(b[1:-1]) if b.startswith("(") else [as_size(b)]
        return Iteration(t, vars_, red, product(vars_), product(red) if red else 1, "cpu")
    return Iteration(t, None, None, as_size(a), as_size(b), "simd")


def sizes(text: str) -> tuple[list[Size], list[Size]] | None:
    t = text.strip()
    if not (t.startswith("(") and t.endswith(")")) or t.count("(") != t.count(")"):
        return None
    parts = split_top(t[1:-1])
    if len(parts) != 2:
        return None
    return size_list(parts[0][1:-1]), size_list(parts[1][1:-1])


# ------------------------------------------------------------------------------------------------
def loop_body(children: list, base: int, error: ErrorFn) -> LoopBody:
    head = children[0]
    name = head.value[len("class "):].rstrip().rstrip(":").strip()
    hs = head.start_pos + base
    body = LoopBody(name=name, var_ranges=[], indexes={}, index_spans={}, functions=[], span=(hs, hs))
    end = hs + len(head.value)
    for ch in children[1:]:
        if isinstance(ch, tuple):
            fn = _body_fn(ch[1], base, error)
            body.functions.append(fn)
            end = fn.span[1]
            continue
        v = ch.value
        s = ch.start_pos + base
        end = s + len(v)
        if ch.type == "VAR_RANGES":
            inner_start = v.index("{") + 1
            inner = v[inner_start:v.rindex("}")]
            for m in VAR_RANGES_RE.finditer(inner):
                var = m.group(1)
                body.var_ranges.append((var, as_size(m.group(2))))
                vs = s + inner_start + m.start(1)
                body.var_spans[var] = (vs, vs + len(var))
        elif ch.type == "INDEX_DEFS":
            deep = v.count("(") > MAX_NESTING
            for m in INDEX_DEFS_RE.finditer(v):
                body.indexes[m.group(1)] = m.group(2)
                body.index_spans[m.group(1)] = (s + m.start(2), s + m.end(2))
                if deep:
                    _nesting_check(m.group(2), s + m.start(2), error)
    body.span = (hs, end)
    return body


def _body_fn(children: list, base: int, error: ErrorFn) -> BodyFunction:
    head = children[0]
    hv = head.value
    fname = hv[4:hv.index("(")]
    hs = head.start_pos + base
    ret = children[-1]
    rs = ret.start_pos + base
    rv = ret.value.rstrip()
    fn = BodyFunction(fname, (hs, rs + len(rv)), return_text=rv[6:].strip(), return_span=(rs, rs + len(rv)))
    if len(children) == 3:
        fn.stmts_text = children[1].value
        fn.stmts_start = children[1].start_pos + base
    elif len(children) > 3:
        # statement runs separated by lines the parser rejected (reported and blanked): keep the
        # file's text between them so offsets stay exact; the blanked lines decode to nothing
        first = children[1]
        last = children[-2]
        fn.stmts_start = first.start_pos + base
        fn.stmts_text = _span_text(children[1:-1], first.start_pos, last.start_pos + len(last.value))
    return fn


def _span_text(tokens: list, start: int, end: int) -> str:
    """Concatenate token values into the text they cover, blanks between them."""
    out = []
    pos = start
    for t in tokens:
        if t.start_pos > pos:
            out.append(" " * (t.start_pos - pos))
        out.append(t.value)
        pos = t.start_pos + len(t.value)
    return "".join(out)


def buffer_refs(fn: BodyFunction) -> list[tuple[str, str, int]]:
    """(op, buffer, start) of each statement that names a buffer (``ops.load('buf0', ...)``): what
    ``decode_statements`` finds, without decoding every statement (the name index of a 50 MB file needs
    only these: 2.5 s less)."""
    if fn._statements is not None:
        return [(st.op, st.buffer, st.buffer_span[0]) for st in fn._statements if st.buffer and st.buffer_span]
    out = []
    base = fn.stmts_start
    for m in STMT_RE.finditer(fn.stmts_text):
        op = m.group(3)
        if op in BUFFER_OPS and m.group(2):
            argtext = m.group(4)
            if argtext[:1] != "'":
                continue
            first = split_top(argtext)[0] if ("(" in argtext or argtext.count("'") > 2) else argtext.split(", ", 1)[0]
            if first[:1] == "'":
                out.append((op, first[1:-1], base + m.start(4) + 1))
    return out


def decode_statements(fn: BodyFunction) -> list[Statement]:
    """Cut a function's statement lines into Statement objects (called lazily)."""
    out: list[Statement] = []
    base = fn.stmts_start
    for m in STMT_RE.finditer(fn.stmts_text):
        s = base + m.start(1)
        span = (s, base + m.end())
        if m.group(2):
            argtext = m.group(4)
            args = argtext.split(", ") if ("(" not in argtext and "'" not in argtext) else split_top(argtext)
            st = Statement(m.group(1), m.group(2), m.group(3), args, span)
            if m.group(3) in BUFFER_OPS and args and args[0][:1] == "'":
                bname = args[0][1:-1]
                bs = base + m.start(4) + 1
                st.buffer = bname
                st.buffer_span = (bs, bs + len(bname))
            out.append(st)
        else:
            out.append(Statement(m.group(1), "getitem", "", [m.group(5), m.group(6)], span))
    rs, re_ = fn.return_span
    out.append(Statement(None, "return", "", [fn.return_text] if fn.return_text else [], (rs, re_)))
    return out
