"""Text -> model.

1. ``source.prepare`` blanks log prefixes / foreign lines (offsets unchanged) and finds sections.
2. ``split_blocks`` cuts each section into top-level node blocks: a header line ``name: Class(...)``
   whose previous non-blank line is not ``X.snodes[i] =`` (members of fused nodes are printed inside
   their parent's block, flush-left in 2.14 and indented in older releases).
3. Each block is parsed by the Lark grammar (``grammar/inductor_ir.lark``); the transformer cuts every
   line-sized token into fields (``fields.py``) and routes attribute lines to their owner by name
   (the keys it knows, and what each fills: ``keys.py``).
4. Errors stay local: a line the grammar rejects is reported with its position and blanked, and the
   block is parsed again (a few times at most); a block that still fails keeps its header as an
   incomplete node. No input raises.
"""
from __future__ import annotations

import gc
import re
import threading
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Iterator

from lark import Lark, Transformer
from lark.exceptions import (
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedInput,
    UnexpectedToken,
)

from ..expr.grammar import grammar_text, lark_plugins
from ..files import read_bytes
from . import fields as F
from .keys import BUFFER_READERS, KEY_DESC, KEY_TERMINALS, KNOWN_KEYS, NODE_READERS
from .model import Buffer, IRFile, Node, ParseError, Section
from .source import prepare

HEADER_LINE_RE = re.compile(r"^[ \t]*([A-Za-z_]\w*): ([A-Za-z_]\w*)\([\w, ]*\)[ \t]*$", re.M)
#: the same after a newline: a literal first character lets the regex engine skip ahead (2x faster)
NL_HEADER_LINE_RE = re.compile(r"\n[ \t]*([A-Za-z_]\w*): ([A-Za-z_]\w*)\([\w, ]*\)[ \t]*(?=\n|$)")
SNODE_ENTRY_END_RE = re.compile(r"\.snodes\[\d+\] =[ \t]*$")
MAX_RETRIES = 6

#: human names of the grammar's terminals, for error messages (those of attribute keys: ``keys.py``)
TERMINAL_DESC = {
    "HEADER": "a node header (`op0: SchedulerNode(ComputedBuffer)`)",
    "CLOSE": "`]` closing the outputs block",
    "BUF_HEADER": "a buffer entry (`buf0: ComputedBuffer`)",
    "LAYOUT_LINES": "`<buffer>_layout = ...`",
    "TRITON_CODE": "`X Triton code:`",
    "CLASS_LINE": "`class X_loop_body:`",
    "VAR_RANGES": "`var_ranges = {...}`",
    "INDEX_DEFS": "`indexN = <expr>`",
    "DEF_LINE": "`def body(self, ops):`",
    "STMTS": "a loop-body statement (`x = ops.op(...)`)",
    "RETURN": "`return ...`",
    "SNODE_ENTRY": "`X.snodes[i] =`",
    "RAW_ATTR": "an attribute line (`X.key = value`)",
    "$END": "end of block",
    **KEY_DESC,
}


# ------------------------------------------------------------------------------------------------
# Grammar and parser construction (cached).
# ------------------------------------------------------------------------------------------------



#: A small block touching every grammar state: parsing it once at construction builds the lexer's
#: per-state scanners, which Lark otherwise compiles lazily during the first real parse.
_WARMUP = """\
op1_op2: FusedSchedulerNode(SchedulerNode,SchedulerNode)
op1_op2.writes = [MemoryDep('buf1', c0, {c0: 8}), StarDep(name='buf2', mode=None)]
op1_op2.unmet_dependencies = 
    [   MemoryDep('buf0', c0, {c0: 256}),
        WeakDep(name='buf0', mutating_buf='buf1', is_fake=False)]
op1_op2.met_dependencies = []
op1_op2.min_input_distance = 1
op1_op2.max_input_distance = 2
op1_op2.users = None
op1_op2.aliases = ['buf3']
op1_op2.mutations = ['buf4']
op1_op2.outputs = [
    buf1: ComputedBuffer
    buf1.layout = FixedLayout('cpu', torch.float32, size=[8], stride=[1])
    buf1.aliases = ['buf3']
    buf1.mutations = ['buf4']
    buf1.extra = 1
    buf1.users = [
        NodeUser(node=SchedulerNode(name='op2'), can_inplace=True, is_weak=False),
    ]
]
op1_op2.extra = 1
op1_op2.snodes[0] =
op1: SchedulerNode(ComputedBuffer)
op1.group.device = cpu
op1.group.iteration = ((8,), (32,))
op1.sizes = ([8], [32])
buf0_layout = FixedLayout('cpu', torch.float32, size=[8, 32], stride=[32, 1])
class op1_loop_body:
    var_ranges = {p0: 8, p1: 32}
    index0 = 32*p0 + p1
    def body(self, ops):
        get_index = self.get_index('index0')
        return None
    def masked_subblock1(self, ops):
        return None
op1 Triton code:
    pass
op1_op2.snodes = ['op1', 'op2']
op1.node.kernel = None
"""


@lru_cache(maxsize=None)
def get_parser(use_cython: bool = True) -> Lark:
    kwargs = lark_plugins() if use_cython else {}
    options = dict(parser="lalr", lexer="contextual", transformer=BlockTransformer(), propagate_positions=False,
                   maybe_placeholders=False, cache=True)
    try:
        parser = Lark(grammar_text(), **options, **kwargs)
    except Exception:
        if not kwargs:
            raise
        # the optional lark-cython plugin failed to load: use pure-Python Lark
        parser = Lark(grammar_text(), **options)
    try:
        parser.parse(_WARMUP)
    except UnexpectedInput:  # pragma: no cover - the warm-up text is a test of the grammar itself
        pass
    return parser


# ------------------------------------------------------------------------------------------------
# Transformer: rules -> lightweight tuples; assembly happens in _assemble.
# ------------------------------------------------------------------------------------------------

class BlockTransformer(Transformer):
    """Called inline by the LALR parser. Left-recursive rules grow one list per construct:
    node/outputs/buffer/loop_body -> ``[kind, child, child, ...]``; fn -> ``("fn", children)``."""

    @staticmethod
    def _grow(kind: str, children: list) -> list:
        first = children[0]
        if isinstance(first, list) and first and first[0] == kind:
            first.append(children[1])
            return first
        return [kind, *children]

    def start(self, children):
        if len(children) == 1:
            return children
        children[0].append(children[1])
        return children[0]

    def node_block(self, children):
        return self._grow("node", children)

    def outputs(self, children):
        return children[0]

    def outputs_open(self, children):
        return self._grow("outputs", children)

    def buffer(self, children):
        return self._grow("buffer", children)

    def loop_body(self, children):
        return self._grow("loop_body", children)

    def body_stmts(self, children):
        first = children[0]
        if isinstance(first, list):
            first.append(children[1])
            return first
        return children

    def body_fn(self, children):
        if isinstance(children[0], list):  # [DEF_LINE, STMTS, ...] + RETURN
            return ("fn", children[0] + [children[1]])
        return ("fn", children)


# ------------------------------------------------------------------------------------------------
# Splitting
# ------------------------------------------------------------------------------------------------

def split_blocks(text: str, start: int, end: int) -> Iterator[tuple[int, int]]:
    """Top-level block spans [s, e) within text[start:end]."""
    starts: list[int] = []
    if HEADER_LINE_RE.match(text, start, end):
        starts.append(start)
    for m in NL_HEADER_LINE_RE.finditer(text, start, end):
        s = m.start() + 1
        if not _after_snode_entry(text, start, s):
            starts.append(s)
    for i, s in enumerate(starts):
        e = starts[i + 1] if i + 1 < len(starts) else end
        yield s, e


def local_block(text: str, offset: int, limit: int = 4_000_000) -> tuple[int, int] | None:
    """The top-level block around ``offset``, found by looking at nearby lines only (no split of
    the whole file): back to the closest top-level header, forward to the next one."""
    pos = text.rfind("\n", 0, min(offset + 1, len(text))) + 1
    lo = max(0, offset - limit)
    start = None
    while pos >= lo:
        if HEADER_LINE_RE.match(text, pos) and not _after_snode_entry(text, 0, pos):
            start = pos
            break
        if pos == 0:
            break
        pos = text.rfind("\n", 0, pos - 1) + 1
    if start is None:
        return None
    end = len(text)
    for m in NL_HEADER_LINE_RE.finditer(text, start, min(len(text), start + limit)):
        s = m.start() + 1
        if s > start and not _after_snode_entry(text, 0, s):
            end = s
            break
    return start, end


def _after_snode_entry(text: str, start: int, s: int) -> bool:
    """Is the previous non-blank line (before offset s) an `X.snodes[i] =` line?"""
    e = s - 1  # the newline ending the previous line
    while e > start:
        ls = max(text.rfind("\n", start, e) + 1, start)
        line = text[ls:e]
        if line.strip():
            return SNODE_ENTRY_END_RE.search(line) is not None
        e = ls - 1
    return False


# ------------------------------------------------------------------------------------------------
# Block parsing with recovery
# ------------------------------------------------------------------------------------------------

def _allowed_keys(allowed) -> set[str]:
    allowed = set(allowed or ())
    return {k for k, t in KEY_TERMINALS.items() if t in allowed}


def _expected_desc(expected) -> str:
    names = [TERMINAL_DESC.get(t, t) for t in sorted(expected) if t in TERMINAL_DESC]
    if not names:
        return ""
    if len(names) > 6:
        return ", ".join(names[:6]) + f" (or {len(names) - 6} more)"
    return ", ".join(names)


def _line_bounds(text: str, pos: int) -> tuple[int, int]:
    s = text.rfind("\n", 0, pos) + 1
    e = text.find("\n", pos)
    return s, (len(text) if e < 0 else e)


def _describe(err: UnexpectedInput, text: str) -> tuple[int, int, str]:
    """(start, end, message) of a Lark error, relative to the block text."""
    if isinstance(err, UnexpectedCharacters):
        pos = err.pos_in_stream
        ls, le = _line_bounds(text, pos)
        snippet = text[pos:le].strip()
        if len(snippet) > 60:
            snippet = snippet[:57] + "..."
        exp = _expected_desc(err.allowed or ())
        key = _ATTR_KEY_RE.match(text, ls)
        if key and key.group(2) in KNOWN_KEYS and key.group(2) in _allowed_keys(err.allowed):
            msg = (f"cannot read the value of `{key.group(1)}.{key.group(2)}` (malformed or unbalanced "
                   f"brackets; expected {KNOWN_KEYS[key.group(2)]})")
        else:
            msg = f"cannot read `{snippet}` here" + (f"; expected {exp}" if exp else "")
        return pos, le, msg
    if isinstance(err, UnexpectedToken):
        tok = err.token
        if tok.type == "$END":
            pos = len(text.rstrip())
            exp = _expected_desc(err.expected or ())
            return pos, pos, "block ends early" + (f"; expected {exp}" if exp else "")
        pos = tok.start_pos
        end = tok.end_pos if tok.end_pos is not None else pos + len(tok.value)
        line_end = text.find("\n", pos)
        shown = text[pos:(line_end if 0 <= line_end < end else end)].strip()
        if len(shown) > 60:
            shown = shown[:57] + "..."
        exp = _expected_desc(err.expected or ())
        msg = f"unexpected {TERMINAL_DESC.get(tok.type, tok.type)} `{shown}`" + (f"; expected {exp}" if exp else "")
        return pos, end, msg
    if isinstance(err, UnexpectedEOF):
        pos = len(text.rstrip())
        return pos, pos, "block ends early"
    return 0, 0, "cannot parse block"


_BLANK_RE = re.compile(r"[^\n]+")


def _blank_lines(s: str) -> str:
    """Every character but newlines as a space (a run at a time: a megabyte-long line in 1 ms)."""
    return _BLANK_RE.sub(lambda m: " " * len(m.group()), s)
_CONTINUATION_RE = re.compile(r"[ \t]+(?:\[|\]|MemoryDep|StarDep|WeakDep|NodeUser|'|\d)")
_ATTR_KEY_RE = re.compile(r"[ \t]*([A-Za-z_]\w*)\.([A-Za-z_][\w.]*(?:\[\d+\])?) =")


def _continuation_end(text: str, line_start: int, line_end: int) -> int:
    """Extend [line_start, line_end) over the following lines that continue a pprint-wrapped value
    (more indented, starting with a bracket, a dependency, a NodeUser, a string or a number)."""
    indent = len(text[line_start:line_end]) - len(text[line_start:line_end].lstrip(" \t"))
    pos = line_end
    while pos < len(text):
        nxt = text.find("\n", pos + 1)
        nxt = len(text) if nxt < 0 else nxt
        line = text[pos + 1:nxt]
        if not line.strip():
            break
        line_indent = len(line) - len(line.lstrip(" \t"))
        if line_indent <= indent or not _CONTINUATION_RE.match(line):
            break
        pos = nxt
    return pos


def parse_block(parser: Lark, text: str, base: int, errors: list[ParseError]) -> list | None:
    """Parse one block (text relative to ``base``); on errors blank the bad line and retry."""
    work = text
    for _ in range(MAX_RETRIES):
        try:
            return parser.parse(work)
        except UnexpectedInput as err:
            start, end, msg = _describe(err, work)
            limit = len(text.rstrip())
            start, end = min(start, limit), min(max(end, start), limit)
            errors.append(ParseError(base + start, msg, base + end))
            if isinstance(err, (UnexpectedEOF,)) or (isinstance(err, UnexpectedToken) and err.token.type == "$END"):
                if "CLOSE" in (getattr(err, "expected", None) or ()):
                    work = work + "\n]"  # close a truncated outputs block; offsets stay valid
                    continue
                return None
            # blank the offending line(s) and their pprint continuation lines: same length, so
            # offsets stay valid
            ls, _ = _line_bounds(work, start)
            _, le = _line_bounds(work, max(end - 1, start))
            le = _continuation_end(work, ls, le)
            work = work[:ls] + _blank_lines(work[ls:le]) + work[le:]
        except Exception as err:  # never let a parser bug escape
            errors.append(ParseError(base, f"internal parser error: {type(err).__name__}: {err}", base))
            return None
    return None


# ------------------------------------------------------------------------------------------------
# Assembly: tokens -> Node objects, routed by owner name
# ------------------------------------------------------------------------------------------------

def _header_node(tok, base: int) -> Node:
    v = tok.value
    s = tok.start_pos + base
    m = F.HEADER_RE.match(v)
    name, kind, ir_class = m.group(1), m.group(2), m.group(3)
    node = Node(name=name, kind=kind, ir_class=ir_class, name_span=(s, s + len(name)),
                header_span=(s, s + len(v.rstrip())), span=(s, s + len(v)))
    if "Fused" in kind or kind.startswith("Foreach") or ("_" in name and F.MEMBER_NAME_RE.fullmatch(name)):
        node.member_names = [mm.group(0) for mm in F.MEMBER_RE.finditer(name)]
    return node


def _member_spans(node: Node) -> None:
    """A member's block runs from its header to the next member's header (or its parent's end)."""
    ms = node.members
    for i, m in enumerate(ms):
        end = ms[i + 1].header_span[0] if i + 1 < len(ms) else node.span[1]
        m.span = (m.span[0], max(m.span[1], end))
        if m.members:
            _member_spans(m)


def _owner(value: str) -> str:
    """'op3.writes = ...' -> 'op3'; 'op1_op2.snodes[0] =' -> 'op1_op2'."""
    return value.partition(".")[0]


class _Assembler:
    """Turns the parsed items of one block into Node objects; attribute lines go to the node they
    name (`op3.writes` -> op3), unnamed lines (`buf2_layout = ...`) to the node whose header precedes
    them."""

    def __init__(self, base: int, block_text: str, errors: list[ParseError]):
        self.base = base
        self.text = block_text
        self.errors = errors
        self.nodes: dict[str, Node] = {}

    def error(self, pos: int, msg: str, end: int | None = None, absolute: bool = False) -> None:
        off = 0 if absolute else self.base
        self.errors.append(ParseError(off + pos, msg, None if end is None else off + end))

    def run(self, blocks: list) -> Node | None:
        pending_member_of: str | None = None
        top: Node | None = None
        items: list[tuple[Node, object]] = []
        for blk in blocks:
            head = blk[1]
            node = _header_node(head, self.base)
            if top is None:
                top = node
            else:
                parent = self.nodes.get(pending_member_of) if pending_member_of else None
                if parent is None:
                    self.error(head.start_pos, f"node header `{node.name}` inside the block of `{top.name}` "
                               "without an `X.snodes[i] =` line", head.start_pos + len(head.value))
                    parent = top
                node.parent = parent.name
                parent.members.append(node)
                pending_member_of = None
            self.nodes[node.name] = node
            for child in blk[2:]:
                items.append((node, child))
                if not isinstance(child, list) and child.type == "SNODE_ENTRY":
                    pending_member_of = _owner(child.value)
        if top is None:
            return None
        self.route(items)
        top.span = (top.span[0], self.base + len(self.text.rstrip()))
        _member_spans(top)
        return top

    def _target(self, owner: str, tok) -> Node | None:
        node = self.nodes.get(owner)
        if node is None:
            self.error(tok.start_pos, f"`{owner}` is not a node of this block (attribute line of another node?)",
                       tok.start_pos + len(owner))
        return node

    def route(self, items: list[tuple[Node, object]]) -> None:
        """Each (node whose header precedes it, item) of the block: key lines go through the table
        (``keys.NODE_READERS``) to the node they name, the others to ``route_other``."""
        base = self.base
        nodes = self.nodes
        error = self.error
        readers = NODE_READERS
        other = self.route_other
        for positional, item in items:
            read = None if isinstance(item, list) else readers.get(item.type)
            if read is None:
                other(positional, item)
                continue
            v = item.value
            owner = v.partition(".")[0]
            node = nodes.get(owner)
            if node is None:
                self._target(owner, item)
                continue
            s = item.start_pos + base
            node.mentions.append(s)
            read(node, v, s, error)

    def route_other(self, positional: Node, item) -> None:
        """An outputs block, a loop body, unnamed lines (layouts, Triton code), unknown keys."""
        base = self.base
        if isinstance(item, list):
            kind = item[0]
            children = item[1:]
            if kind == "outputs":
                head = children[0]
                owner = _owner(head.value)
                node = self._target(owner, head)
                if node is None:
                    return
                node.mentions.append(head.start_pos + base)
                for b in children[1:]:
                    if isinstance(b, list):
                        buf = self.buffer(b[1:])
                        buf.producer = node.name
                        node.outputs.append(buf)
            elif kind == "loop_body":
                body = F.loop_body(children, base, self.error)
                owner = body.name[: -len("_loop_body")] if body.name.endswith("_loop_body") else None
                node = self.nodes.get(owner) if owner else None
                if node is None:
                    node = positional
                else:
                    node.mentions.append(children[0].start_pos + base + 6)  # after "class "
                node.loop_body = body
            return
        tok = item
        t = tok.type
        v = tok.value
        if t == "LAYOUT_LINES":
            F.layout_lines(positional, tok, base, self.error)
            return
        if t == "TRITON_CODE":
            positional.attrs["triton_code"] = v.split("\n", 1)[1] if "\n" in v else ""
            return
        # RAW_ATTR (any other key: kept as text) or SNODE_ENTRY (a member's header follows)
        owner, _, rest = v.partition(".")
        node = self.nodes.get(owner)
        if node is None:
            self._target(owner, tok)
            return
        node.mentions.append(tok.start_pos + base)
        if t == "RAW_ATTR":
            key, _, val = rest.partition("=")
            node.attrs[key.strip()] = val.strip()

    def buffer(self, children: list) -> Buffer:
        """A `bufN: Class` entry of an outputs block and its attribute lines."""
        base = self.base
        head = children[0]
        name, _, cls = head.value.partition(":")
        name = name.strip()
        s = head.start_pos + base
        buf = Buffer(name=name, ir_class=cls.strip() or None, span=(s, s + len(name)))
        error = self.error
        readers = BUFFER_READERS
        for tok in children[1:]:
            v = tok.value
            ts = tok.start_pos + base
            owner = v.partition(".")[0]
            owner_len = len(owner)
            if owner != name:
                error(tok.start_pos, f"attribute of `{owner}` inside the entry of buffer `{name}`",
                      tok.start_pos + owner_len)
            buf.mentions.append(ts)
            read = readers.get(tok.type)
            if read is not None:
                read(buf, v, ts, error)
            elif tok.type == "RAW_ATTR":   # any other key: kept as text
                key, _, val = v.partition("=")
                buf.attrs[key.strip()[owner_len + 1:]] = val.strip()
        return buf


# ------------------------------------------------------------------------------------------------
# File level
# ------------------------------------------------------------------------------------------------

_GC_LOCK = threading.Lock()
_GC_PAUSES = 0          # builds under way, in any thread
_GC_WAS_ENABLED = True  # the collector's state when the first of them began


@contextmanager
def paused_gc():
    """Build a large, long-lived, acyclic model without the cyclic GC.

    The parse allocates millions of small objects that all survive: collections during the build are
    pure overhead (4.5 s -> 10 s on 51 MB, measured with bench/parse.py). Re-enabling the collector
    afterwards would make the next allocation scan every one of them as "young" objects (seconds,
    holding the interpreter lock, which stalls an editor's requests), so they are moved to the
    permanent generation first (``gc.freeze``). The models have no reference cycles
    (tests/test_memory.py): reference counting still frees them when they are dropped. (The language
    server decides when frozen objects go back to the collector: ``service/memory.py``.)

    Builds may overlap in several threads (the server's analysis, a hover parsing one block): the
    collector is paused while any runs and restored, after a freeze, when the last one ends; a build
    that ends first must not switch it back on under the others (their objects would then never be
    frozen and every later full collection would walk them)."""
    global _GC_PAUSES, _GC_WAS_ENABLED
    with _GC_LOCK:
        if _GC_PAUSES == 0:
            _GC_WAS_ENABLED = gc.isenabled()
            gc.disable()
        _GC_PAUSES += 1
    try:
        yield
    finally:
        with _GC_LOCK:
            _GC_PAUSES -= 1
            if _GC_PAUSES == 0 and _GC_WAS_ENABLED:
                gc.freeze()
                gc.enable()


def detect_format(nodes: list[Node]) -> str:
    for n in nodes:
        if n.outputs or n.name.startswith("op"):
            return "op-named"
        if n.name.startswith("buf"):
            return "buf-named"
    return "unknown"


def skeleton(text: str):
    """The cheap first pass: blanked text, sections and the top-level block spans of each section.
    An editor can answer requests from it (one block parsed on demand) before the full parse."""
    prep = prepare(text)
    blocks = [list(split_blocks(prep.text, m.start, m.end)) for m in prep.sections]
    return prep, blocks


#: the longest number read: sizes, strides and index coefficients have at most ~20 digits, and Python
#: refuses to print an int of over 4,300
MAX_NUMBER_DIGITS = 1000
_LONG_NUMBER_RE = re.compile(r"(?<!\d)\d{%d,}" % (MAX_NUMBER_DIGITS + 1))
_DIGIT_RUN_RE = re.compile(r"\d{%d}" % (MAX_NUMBER_DIGITS + 1))


def _has_long_number(block: str) -> bool:
    """Whether ``_LONG_NUMBER_RE`` finds a number in the block, without scanning all of it: a run of
    more than MAX_NUMBER_DIGITS digits covers a position that is a multiple of MAX_NUMBER_DIGITS, and
    holds MAX_NUMBER_DIGITS + 1 digits within that many characters either side of it. (The regex over
    every character of a 50 MB file: 1.1 s; this looks at one character in a thousand.)"""
    step = MAX_NUMBER_DIGITS
    n = len(block)
    for p in range(0, n, step):
        if block[p].isdecimal() and _DIGIT_RUN_RE.search(block, max(p - step, 0), min(p + step + 1, n)):
            return True
    return False


def _refuse_long_numbers(block: str, base: int, errors: list[ParseError]) -> str:
    """The block with each line holding a number too long to be a size or an index blanked (reported)."""
    for m in reversed(list(_LONG_NUMBER_RE.finditer(block))):
        ls = block.rfind("\n", 0, m.start()) + 1
        le = block.find("\n", m.end())
        le = len(block) if le < 0 else le
        if block[ls:le].strip():
            errors.append(ParseError(base + m.start(), f"a number of {m.end() - m.start():,} digits: too long for a "
                                     f"size, stride or index (at most {MAX_NUMBER_DIGITS:,} digits are read); "
                                     "line skipped", base + m.end()))
            block = block[:ls] + " " * (le - ls) + block[le:]
    return block


def parse_one_block(parser: Lark, clean: str, s: int, e: int, errors: list[ParseError], off: int = 0) -> Node | None:
    """The node of the top-level block [s, e) (file offsets) of the blanked text; ``clean`` holds the
    text from file offset ``off`` on (the whole text, or a slice of it in a helper process). A block the
    grammar cannot read keeps its header as an incomplete node; None when it has no header."""
    block = clean[s - off:e - off]
    if len(block) > MAX_NUMBER_DIGITS and _has_long_number(block):
        block = _refuse_long_numbers(block, s, errors)
    n_err = len(errors)
    tree = parse_block(parser, block, s, errors)
    node = None
    if tree:
        try:
            node = _Assembler(s, block, errors).run(tree)
        except Exception as err:  # defensive: a field reader bug must not kill the file
            errors.append(ParseError(s, f"internal error while reading block: {type(err).__name__}: {err}"))
            node = None
    if node is None:
        m = HEADER_LINE_RE.match(clean, s - off)
        if m is None:
            return None
        hs = m.start(1) + off
        node = Node(name=m.group(1), kind=m.group(2), ir_class="", name_span=(hs, hs + len(m.group(1))),
                    header_span=(hs, m.end() + off), span=(hs, s + len(block.rstrip())))
        node.incomplete = True
    elif len(errors) > n_err:
        node.incomplete = True
    return node


def parse_text(text: str, path: str | None = None, pre_split=None, workers: int | None = None) -> IRFile:
    """Parse IR text. Never raises for any input text. ``pre_split`` is a ``skeleton(text)`` already
    computed. A large text's blocks are shared with a helper process (``split.py``); ``workers=1``
    parses everything here, ``None`` decides by size and CPUs."""
    errors: list[ParseError] = []
    try:
        prep, all_blocks = pre_split if pre_split is not None else skeleton(text)
    except Exception as err:  # pragma: no cover - defensive
        f = IRFile(path, text, "unknown", [], [ParseError(0, f"cannot read text: {err}")])
        return _finish(f)
    parser = get_parser()
    clean = prep.text
    sections: list[Section] = []
    with paused_gc():
        from .split import parse_blocks_shared
        flat = [b for blocks in all_blocks for b in blocks]
        parsed = parse_blocks_shared(parser, clean, flat, errors, workers)
        k = 0
        for mark, blocks in zip(prep.sections, all_blocks):
            sec = Section(mark.title, mark.graph, span=(mark.start, mark.end))
            if blocks:
                s = blocks[0][0]
                pre = clean[mark.start:s]
                if pre.strip():
                    off = mark.start + (len(pre) - len(pre.lstrip()))
                    errors.append(ParseError(off, "text before the first node header is not Inductor IR "
                                             "(expected a header like `op0: SchedulerNode(ComputedBuffer)`)",
                                             off + len(pre.strip().split("\n", 1)[0])))
            for node in parsed[k:k + len(blocks)]:
                if node is not None:
                    sec.nodes.append(node)
            k += len(blocks)
            if not blocks and clean[mark.start:mark.end].strip():
                off = mark.start + (len(clean[mark.start:mark.end]) - len(clean[mark.start:mark.end].lstrip()))
                errors.append(ParseError(off, "no Inductor IR node header found (expected a line like "
                                         "`op0: SchedulerNode(ComputedBuffer)`)"))
            sections.append(sec)
    f = IRFile(path, text, detect_format([n for s in sections for n in s.nodes]), sections, errors,
               capture=prep.capture, comments=prep.comments)
    for sec in sections:
        link_buffers(sec)
    return _finish(f)


def _finish(f: IRFile) -> IRFile:
    if not f.errors:
        return f
    li = f.lines
    for e in f.errors:
        e.line, e.column = li.position(e.offset)
    f.errors.sort(key=lambda e: e.offset)
    return f


def link_buffers(sec: Section) -> None:
    """Buffers of a section and the producer -> consumer relation between *leaf* nodes (unfused nodes
    and members of fused ones): node outputs, graph inputs (from `<name>_layout` lines), consumers from
    read deps. ``sec.top_of`` maps every node to the top-level node that contains it."""
    bufs = sec.buffers
    top_of = sec.top_of
    for top in sec.nodes:
        for node in top.walk():
            top_of[node.name] = top.name
            if node.members:
                continue
            for b in node.outputs:
                bufs[b.name] = b
            if not node.outputs and node.name.startswith("buf") and node.name not in bufs:
                # buf-named era: the node *is* its buffer
                lay = next((l for (n, l, _) in node.layouts if n == node.name), None)
                bufs[node.name] = Buffer(name=node.name, ir_class=node.ir_class or None, producer=node.name,
                                         layout=lay, users=node.users, aliases=node.aliases,
                                         mutations=node.mutations, span=node.name_span)
        # a fused node whose members are not printed (2023: `X.snodes = [...]` only)
        for b in top.outputs:
            if b.name not in bufs:
                bufs[b.name] = b
    for top in sec.nodes:
        for node in top.walk():
            for name, lay, start in node.layouts:
                b = bufs.get(name)
                if b is None:
                    bufs[name] = Buffer(name=name, layout=lay, span=(start, start + len(name)))
                elif b.layout is None:
                    b.layout = lay
    for top in sec.nodes:
        for node in top.walk():
            if node.members:
                continue
            seen = set()
            for d in node.reads:
                if d.name in seen:
                    continue
                seen.add(d.name)
                b = bufs.get(d.name)
                if b is None:
                    bufs[d.name] = b = Buffer(name=d.name, span=None)
                if b.producer != node.name:
                    b.consumers.append(node.name)


def parse_file(path: str | Path) -> IRFile:
    """Read and parse a file. Raises OSError for unreadable files (the CLI reports it)."""
    p = Path(path)
    data = read_bytes(p)
    # a byte-order mark is not text (an editor strips it too: the lines and columns an editor shows)
    text = data.decode("utf-8-sig", errors="replace")
    return parse_text(text, str(p))
