"""The IR model: nodes, buffers, dependencies, layouts and loop bodies, every name with its span.

Pure data (slotted dataclasses), no LSP types, no torch. Spans are ``(start, end)`` character offsets
into ``IRFile.text`` (the text exactly as read); ``IRFile.position(offset)`` turns one into a
1-based ``(line, column)``.

Sizes and strides are kept as they are printed: ``int`` when concrete, ``str`` (a sympy expression
such as ``"s0"`` or ``"4*s77"``) when symbolic. ``symbolic.py`` multiplies them without sympy.
"""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import field
from typing import Iterator

from ..expr.symbolic import Size, product
from ..records import record

Span = tuple[int, int]

#: bytes per element of every dtype Inductor prints
DTYPE_BYTES = {
    "torch.float64": 8, "torch.double": 8, "torch.float32": 4, "torch.float": 4, "torch.float16": 2,
    "torch.half": 2, "torch.bfloat16": 2, "torch.complex64": 8, "torch.complex128": 16, "torch.complex32": 4,
    "torch.int64": 8, "torch.long": 8, "torch.int32": 4, "torch.int": 4, "torch.int16": 2, "torch.short": 2,
    "torch.int8": 1, "torch.uint8": 1, "torch.uint16": 2, "torch.uint32": 4, "torch.uint64": 8,
    "torch.bool": 1, "torch.float8_e4m3fn": 1, "torch.float8_e5m2": 1, "torch.float8_e4m3fnuz": 1,
    "torch.float8_e5m2fnuz": 1, "torch.float8_e8m0fnu": 1, "torch.float4_e2m1fn_x2": 1,
}


_ORDER_CACHE: dict = {}


@record(slots=True)
class Layout:
    """A buffer layout line: ``FixedLayout('cpu', torch.float32, size=[..], stride=[..])``."""

    kind: str                      # FixedLayout, FlexibleLayout, NonOwningLayout, MutationLayoutSHOULDREMOVE, ...
    device: str | None             # 'cpu', 'cuda:0', ... (None when not printed)
    dtype: str | None              # 'torch.float32' ...
    size: list[Size] | None        # None for MultiOutputLayout / unparsable
    stride: list[Size] | None
    offset: Size = 0
    text: str = ""                 # the layout exactly as printed

    @property
    def numel(self) -> Size | None:
        return None if self.size is None else product(self.size)

    @property
    def itemsize(self) -> int | None:
        return DTYPE_BYTES.get(self.dtype or "")

    @property
    def nbytes(self) -> Size | None:
        """Bytes of the tensor's elements (numel x itemsize); symbolic when sizes are."""
        n, b = self.numel, self.itemsize
        if n is None or b is None:
            return None
        return product([n, b])

    @property
    def order(self) -> str:
        """'contiguous', 'channels-last', 'channels-last-3d', 'scalar', 'strided' or 'unknown'."""
        key = (None if self.size is None else tuple(self.size), None if self.stride is None else tuple(self.stride))
        o = _ORDER_CACHE.get(key)
        if o is None:
            from ..expr.symbolic import layout_order
            if len(_ORDER_CACHE) > 100_000:   # bounded, like the parser's caches: a server lives for days
                _ORDER_CACHE.clear()
            o = _ORDER_CACHE[key] = layout_order(self.size, self.stride)
        return o


@record(slots=True)
class Dep:
    """One dependency: ``MemoryDep``, ``StarDep`` or ``WeakDep``.

    Positions are kept as start offsets (spans are derived) and ``ranges`` lists are shared between
    equal dependencies: a 50 MB file holds ~1.5 million of these."""

    kind: str                      # 'MemoryDep' | 'StarDep' | 'WeakDep'
    name: str                      # buffer name
    index: str | None              # sympy index expression (MemoryDep)
    ranges: list[tuple[str, Size]]  # [(var, size)]: {c0: 2, c1: 64} (shared: do not mutate)
    mode: str | None               # store mode ('atomic_add') or StarDep mode
    start: int                     # offset of the dependency text
    end: int
    name_start: int
    index_start: int = -1
    mutating_buf: str | None = None  # WeakDep
    is_fake: bool | None = None    # WeakDep
    mutating_start: int = -1       # WeakDep: offset of mutating_buf

    @property
    def span(self) -> Span:
        return (self.start, self.end)

    @property
    def name_span(self) -> Span:
        return (self.name_start, self.name_start + len(self.name))

    @property
    def index_span(self) -> Span | None:
        """Where the index expression is in the text (None when the dependency prints none)."""
        if self.index is None:
            return None
        return (self.index_start, self.index_start + len(self.index))

    @property
    def numel(self) -> Size:
        return product([s for _, s in self.ranges])

    @property
    def key(self) -> tuple:
        """Identity as Inductor compares deps (dataclass equality of name, index, ranges, mode)."""
        return (self.kind, self.name, self.index, tuple(self.ranges), self.mode, self.mutating_buf)

    def __str__(self) -> str:
        return dep_repr(self.kind, self.name, self.index, self.ranges, self.mode, self.mutating_buf, self.is_fake)


def dep_repr(kind: str, name: str, index: str | None, ranges, mode: str | None, mutating_buf: str | None,
             is_fake: bool | None) -> str:
    """A dependency in the 2.14.1 print form (dependencies.py __repr__s)."""
    if kind == "MemoryDep":
        r = ", ".join(f"{k}: {v}" for k, v in ranges)
        m = f", {mode}" if mode else ""
        return f"MemoryDep('{name}', {index}, {{{r}}}{m})"
    if kind == "StarDep":
        return f"StarDep(name='{name}', mode={mode!r})"
    return f"WeakDep(name='{name}', mutating_buf='{mutating_buf}', is_fake={is_fake})"


@record(slots=True)
class NodeUser:
    """``NodeUser(node=SchedulerNode(name='op4'), can_inplace=False, is_weak=False)``."""

    name: str | None               # None for OUTPUT
    node_class: str | None         # SchedulerNode, ExternKernelSchedulerNode, ... (pre-fusion class)
    can_inplace: bool | None
    is_weak: bool | None
    span: Span | None = None       # of the name (or of OUTPUT)

    @property
    def is_output(self) -> bool:
        return self.name is None


@record(slots=True)
class Buffer:
    """A buffer: an output of a node (``bufN: ComputedBuffer`` in its outputs block), or a graph input /
    constant known only from ``<name>_layout`` lines."""

    name: str
    ir_class: str | None = None    # ComputedBuffer, ExternKernelAlloc, MultiOutput, ... (None for inputs)
    producer: str | None = None    # scheduler-node name; None for graph inputs
    layout: Layout | None = None
    users: list[NodeUser] | None = None
    aliases: list[str] = field(default_factory=list)
    mutations: list[str] = field(default_factory=list)
    span: Span | None = None       # definition: the `bufN:` line in outputs (or the first layout line)
    consumers: list[str] = field(default_factory=list)  # nodes that read it (filled by the model)
    mentions: list[int] = field(default_factory=list)    # starts of `bufN.` prefixes of its attribute lines
    attrs: dict[str, str] = field(default_factory=dict)  # unknown `bufN.key = value` lines, kept raw
    refs: list[tuple[str, int, str]] = field(default_factory=list)  # other names in its lines: (name, start, context)
    layout_at: int = -1            # offset of its `bufN.layout = ...` line

    @property
    def is_graph_input(self) -> bool:
        return self.producer is None


@record(slots=True)
class Statement:
    """One loop-body line: ``load = ops.load('buf0', get_index)``, ``getitem = reduction[0]``,
    ``return store``."""

    target: str | None             # None for return
    kind: str                      # 'ops' | 'self' | 'getitem' | 'return'
    op: str                        # ops.<op> / self.<method> / '' for getitem and return
    args: list[str]                # argument texts, top-level comma split; kwargs as 'k = v'
    span: Span
    buffer: str | None = None      # the buffer named by load/store/store_reduction/... if any
    buffer_span: Span | None = None


@record(slots=True)
class BodyFunction:
    """``def body(self, ops):`` / ``def masked_subblock1(self, ops):`` and its statements.

    The grammar checks the statement lines when the file is parsed; they are cut into ``Statement``
    objects on first access (loop bodies are half of a file and most uses never look inside)."""

    name: str                      # body, masked_subblock1, set_indirect0, scan0, ...
    span: Span
    stmts_text: str = ""           # the statement lines (without the return line)
    stmts_start: int = 0           # offset of stmts_text in the file
    return_text: str = ""
    return_span: Span = (0, 0)
    _statements: list[Statement] | None = None

    @property
    def statements(self) -> list[Statement]:
        if self._statements is None:
            from .fields import decode_statements
            self._statements = decode_statements(self)
        return self._statements


@record(slots=True)
class LoopBody:
    """``class op3_loop_body:`` with ``var_ranges``, ``indexN = <expr>`` and its functions."""

    name: str
    var_ranges: list[tuple[str, Size]]
    indexes: dict[str, str]        # index0 -> expression text
    index_spans: dict[str, Span]   # index0 -> span of the expression
    functions: list[BodyFunction]
    span: Span
    var_spans: dict[str, Span] = field(default_factory=dict)

    @property
    def ops_counts(self) -> dict[str, int]:
        counts: dict[str, int] = {}
        for fn in self.functions:
            for st in fn.statements:
                if st.kind == "ops":
                    counts[st.op] = counts.get(st.op, 0) + 1
        return counts


@record(slots=True)
class Iteration:
    """The iteration space: ``group.iteration`` and ``sizes``.

    CPU prints ``((vars...), (reduce...))``; SIMD/Triton prints ``(numel, rnumel)``.
    """

    text: str                      # as printed
    vars: list[Size] | None        # CPU loop sizes (None for SIMD form)
    reduce: list[Size] | None
    numel: Size                    # total pointwise points
    rnumel: Size                   # reduction points (1 when none)
    style: str                     # 'cpu' | 'simd'

    @property
    def is_reduction(self) -> bool:
        return self.rnumel != 1


@record(slots=True)
class Node:
    """A scheduler node block (top level or member of a fused node)."""

    name: str
    kind: str                      # scheduler class: SchedulerNode, FusedSchedulerNode, ExternKernelSchedulerNode, ...
    ir_class: str                  # text inside the header parentheses (IR class, or member classes of fused nodes)
    name_span: Span
    header_span: Span
    span: Span                     # whole block
    writes: list[Dep] = field(default_factory=list)
    unmet: list[Dep] = field(default_factory=list)
    met: list[Dep] = field(default_factory=list)
    min_input_distance: int | None = None
    max_input_distance: int | None = None
    outputs: list[Buffer] = field(default_factory=list)
    device: str | None = None
    iteration: Iteration | None = None
    sizes: tuple[list[Size], list[Size]] | None = None
    sizes_text: str | None = None
    layouts: list[tuple[str, Layout, int]] = field(default_factory=list)  # `<buf>_layout = ...` lines: (name, layout, name start)
    kernel: str | None = None      # extern kernel (`opN.node.kernel = ...`)
    loop_body: LoopBody | None = None
    members: list["Node"] = field(default_factory=list)
    member_names: list[str] = field(default_factory=list)  # from the header name / snodes lists
    parent: str | None = None
    users: list[NodeUser] | None = None   # buf-named era: users printed on the node itself
    aliases: list[str] = field(default_factory=list)
    mutations: list[str] = field(default_factory=list)
    attrs: dict[str, str] = field(default_factory=dict)   # unknown `X.key = value` lines, kept raw
    mentions: list[int] = field(default_factory=list)     # starts of `opN.` prefixes of its lines (length = len(name))
    refs: list[tuple[str, int, str]] = field(default_factory=list)  # names in aliases/mutations/snodes lists: (name, start, context)
    incomplete: bool = False       # the block had errors; fields may be missing
    iteration_at: int = -1         # offset of its `X.group.iteration = ...` line

    # ---- derived -------------------------------------------------------------------------------
    @property
    def reads(self) -> list[Dep]:
        return self.unmet + self.met

    @property
    def is_fused(self) -> bool:
        return bool(self.members) or "Fused" in self.kind or self.kind.startswith("Foreach")

    @property
    def is_extern(self) -> bool:
        return self.kind.startswith("ExternKernel")

    @property
    def is_nop(self) -> bool:
        return self.kind.startswith("NopKernel")

    @property
    def is_template(self) -> bool:
        return "Template" in self.ir_class

    @property
    def is_reduction(self) -> bool:
        if self.iteration is not None:
            return self.iteration.is_reduction
        return any(m.is_reduction for m in self.members)

    def walk(self) -> Iterator["Node"]:
        """This node and all members, depth first."""
        yield self
        for m in self.members:
            yield from m.walk()

    @property
    def output_names(self) -> list[str]:
        return [b.name for b in self.outputs]


@record(slots=True)
class ParseError:
    offset: int                    # into IRFile.text
    message: str
    end: int | None = None
    line: int = 0                  # 1-based, filled by IRFile
    column: int = 0                # 1-based


@record(slots=True)
class Section:
    """A run of node blocks: the whole file, or one ``BEFORE FUSION`` / ``AFTER FUSION`` dump of a
    ``TORCH_LOGS`` capture."""

    title: str | None              # 'BEFORE FUSION' / 'AFTER FUSION' / None
    graph: str | None              # compile id from log prefixes, e.g. '0/0'
    nodes: list[Node] = field(default_factory=list)
    buffers: dict[str, Buffer] = field(default_factory=dict)
    span: Span = (0, 0)
    top_of: dict[str, str] = field(default_factory=dict)   # node (member or top) -> top-level node name
    _by_name: dict | None = field(default=None, repr=False)

    def node(self, name: str) -> "Node | None":
        """A node of this section (top level or member) by name, O(1) after the first call."""
        if self._by_name is None:
            idx: dict[str, Node] = {}
            for top in self.nodes:
                for n in top.walk():
                    idx.setdefault(n.name, n)
            self._by_name = idx
        return self._by_name.get(name)

    def edges(self) -> list[tuple[str, str, str]]:
        """Producer -> consumer edges between leaf nodes: ``(producer, consumer, buffer)`` in file
        order of the producers. Graph inputs have no producer and give no edge."""
        out = []
        for b in self.buffers.values():
            if b.producer is None:
                continue
            for c in b.consumers:
                out.append((b.producer, c, b.name))
        return out

    @property
    def phase(self) -> str | None:
        if self.title is None:
            return None
        return "pre" if "BEFORE" in self.title else "post"


class LineIndex:
    """Offset <-> 1-based (line, column) for a text."""

    __slots__ = ("starts",)

    def __init__(self, text: str):
        from array import array
        from itertools import accumulate
        # split("\n") keeps the line structure exactly ("\r" stays in the line), and C-level loops
        # make a 1-million-line file cost ~0.1 s
        self.starts = array("q", accumulate((len(l) + 1 for l in text.split("\n")[:-1]), initial=0))

    def position(self, offset: int) -> tuple[int, int]:
        i = bisect_right(self.starts, offset) - 1
        return i + 1, offset - self.starts[i] + 1

    def offset(self, line: int, column: int) -> int:
        """1-based line/column to offset (clamped)."""
        i = min(max(line - 1, 0), len(self.starts) - 1)
        return self.starts[i] + max(column - 1, 0)


@record
class IRFile:
    """A parsed IR file."""

    path: str | None
    text: str
    format: str                    # 'op-named' | 'buf-named' | 'unknown'
    sections: list[Section]
    errors: list[ParseError]
    capture: bool = False          # a TORCH_LOGS capture (log prefixes stripped)
    comments: list[tuple[int, int]] = field(default_factory=list)   # `# ...` comment lines: (start, end)
    _lines: LineIndex | None = None
    _node_index: dict[str, Node] | None = None
    _tops: tuple[list, list] | None = None

    def top_at(self, offset: int) -> "Node | None":
        """The top-level node whose block contains the offset (bisect over block starts)."""
        if self._tops is None:
            tops = [n for s in self.sections for n in s.nodes]
            self._tops = ([n.span[0] for n in tops], tops)
        starts, tops = self._tops
        i = bisect_right(starts, offset) - 1
        if i < 0 or offset > tops[i].span[1] + 1:
            return None
        return tops[i]

    # ---- convenience over all sections ----------------------------------------------------------
    @property
    def nodes(self) -> list[Node]:
        if len(self.sections) == 1:
            return self.sections[0].nodes
        return [n for s in self.sections for n in s.nodes]

    @property
    def buffers(self) -> dict[str, Buffer]:
        if len(self.sections) == 1:
            return self.sections[0].buffers
        out: dict[str, Buffer] = {}
        for s in self.sections:
            for k, v in s.buffers.items():
                out.setdefault(k, v)
        return out

    def all_nodes(self) -> Iterator[Node]:
        for n in self.nodes:
            yield from n.walk()

    def node(self, name: str) -> Node | None:
        """A node (top level or member) by name; first section wins on duplicates."""
        if self._node_index is None:
            idx: dict[str, Node] = {}
            for n in self.all_nodes():
                idx.setdefault(n.name, n)
            self._node_index = idx
        return self._node_index.get(name)

    @property
    def lines(self) -> LineIndex:
        if self._lines is None:
            self._lines = LineIndex(self.text)
        return self._lines

    def position(self, offset: int) -> tuple[int, int]:
        return self.lines.position(offset)


