"""The scheduler state the fusion rules run on, rebuilt from the IR text.

``SimNode`` mirrors what Inductor's ``BaseSchedulerNode`` knows when it decides fusions (torch 2.14.1,
``scheduler.py``): read/write deps, unmet deps, ancestors, ``min_order``/``max_order``, ``group``,
reduction-ness, outputs and their users. A fused node is built from its members exactly as
``init_group_node`` / ``refresh_group_node_dependencies`` do (2678-2722): writes = union, reads =
union - writes, unmet = union of members' unmet whose buffer is not produced inside - writes.

The operations of a node are a sorted tuple of indices into the pre-fusion node order. Ancestor sets are
not stored: ``Graph.reach`` answers "is one of these an ancestor of one of those?" on demand, so memory
stays linear in the node count (``reach.py``).
"""
from __future__ import annotations

import re
from typing import Iterator, NamedTuple

from ..expr.symbolic import Size, free_unbacked_symbols
from ..ir.fields import BUFFER_OPS, STMT_RE, split_top
from ..ir.groups import leaves as leaves_of
from ..ir.model import BodyFunction, Dep, IRFile, Layout, Node, Section, dep_repr
from ..ir.summary import node_device
from ..records import record
from .reach import Reach

#: value used for a symbolic size when a number is needed (Inductor uses the example input's size hint,
#: which the text does not print); verdicts that depend on it are marked approximate
SYMBOL_HINT = 8

_VAR_RE_CACHE: dict[str, re.Pattern] = {}


class DepKey(NamedTuple):
    """A dependency as Inductor compares them (dataclass equality, dependencies.py)."""

    kind: str
    name: str
    index: str | None
    ranges: tuple
    mode: str | None
    mutating_buf: str | None
    is_fake: bool | None

    @classmethod
    def of(cls, d: Dep) -> "DepKey":
        return _tuple_new(cls, (d.kind, d.name, d.index, tuple(d.ranges), d.mode, d.mutating_buf, d.is_fake))

    def is_indirect(self) -> bool:
        return self.index is not None and "tmp" in self.index

    def vars_in_index(self) -> list[tuple[str, Size]]:
        if self.index is None:
            return []
        out = []
        for v, s in self.ranges:
            pat = _VAR_RE_CACHE.get(v)
            if pat is None:
                if len(_VAR_RE_CACHE) > 10_000:
                    _VAR_RE_CACHE.clear()
                pat = _VAR_RE_CACHE[v] = re.compile(r"(?<![\w])" + re.escape(v) + r"(?![\w])")
            if pat.search(self.index):
                out.append((v, s))
        return out

    def __str__(self) -> str:
        return dep_repr(*self)


def hint(s: Size | None, hints: dict[str, int] | None = None) -> int:
    """A number for a size: itself when concrete, else evaluated with the symbols' size hints
    (``Graph.size_hints``), SYMBOL_HINT for a symbol without one."""
    if s is None:
        return 0
    if isinstance(s, int):
        return s
    from ..expr.indexexpr import evaluate
    v = evaluate(s, hints, default=SYMBOL_HINT)
    return int(v) if v is not None else SYMBOL_HINT


_tuple_new = tuple.__new__


class SimNode:
    """A scheduler node during the simulated fusion rounds: a leaf (one IR node) or a fused group."""

    __slots__ = ("name", "kind", "_snodes", "leaf", "ops", "clo", "chi", "reads", "writes", "unmet",
                 "buffer_names", "min_order", "max_order", "group", "group_style", "is_reduction",
                 "is_template", "is_extern", "is_nop", "device", "outer_nodes", "outer_depth",
                 "used_buffer_names", "orig_ranges", "first_name", "cache", "size", "_ids", "_single_user",
                 "verdict_rec", "loop_sizes", "mix_sides", "staged", "foreach", "expanded", "__weakref__")
    # ops: sorted tuple of leaf indices; clo/chi: the lowest / highest topological position among them
    # (Graph.reach), a quick bound for ancestor questions; size: the number of leaves

    def __init__(self) -> None:
        self._snodes: list[SimNode] | None = None
        self.size = 1
        self.outer_nodes: list[SimNode] | None = None
        self.outer_depth = 0
        self.cache: dict = {}     # derived values (deps); cleared when deps change (invalidate)
        self._ids: frozenset[int] | None = None       # Graph.dep_ids
        self._single_user: dict | None = None         # Rules._single_user_keys
        self.verdict_rec: tuple | None = None         # explain._VerdictMaker._rec (buffers and reads, by name)
        self.loop_sizes: tuple | None = None          # (iteration, reduction) sizes after a loop reorder
        self.mix_sides: tuple | None = None           # a FusedMixOrderReductions: (side1, side2, numel)
        self.staged = None                            # a FusedNestedReductions: its nested.Stage
        self.foreach = None                           # a ForeachKernelSchedulerNode: its rounds.Foreach
        self.expanded: tuple | None = None            # widened loops (replay/expand.py): (dimension, old size)

    def invalidate(self) -> None:
        """Forget the values derived from the dependencies (after they changed)."""
        self.cache.clear()
        self._ids = None
        self._single_user = None

    # --- Inductor's predicates --------------------------------------------------------------------
    @property
    def is_fused(self) -> bool:
        return self.kind in ("FusedSchedulerNode", "OuterLoopFusedSchedulerNode", "FusedMixOrderReductions",
                             "FusedNestedReductions", "FusedStagedReduction", "ForeachKernelSchedulerNode")

    @property
    def is_outer_loop(self) -> bool:
        return self.kind == "OuterLoopFusedSchedulerNode"

    def get_nodes(self) -> list["SimNode"]:
        return self.snodes

    @property
    def snodes(self) -> list["SimNode"]:
        """The leaves of this node (itself for a leaf: made on each call, so that a leaf does not refer
        to itself and the explanation has no reference cycles for the cyclic GC to find)."""
        s = self._snodes
        return [self] if s is None else s

    @snodes.setter
    def snodes(self, value: list["SimNode"]) -> None:
        self._snodes = value
        self.size = len(value)

    @property
    def deps(self) -> dict[DepKey, None]:
        """reads | writes (an ordered set)."""
        d = self.cache.get("deps")
        if d is None:
            d = dict.fromkeys(self.reads)
            d.update(dict.fromkeys(self.writes))
            self.cache["deps"] = d
        return d

    def __repr__(self) -> str:
        return f"{self.kind}(name={self.name!r})"


@record
class BufferInfo:
    name: str
    producer: str | None       # leaf op
    layout: Layout | None
    users: int                 # number of NodeUser entries (len(buf.users) in Inductor)
    has_tensor_output: bool


def body_calls(fn: BodyFunction) -> Iterator[tuple[str, str, str | None]]:
    """(kind, op, buffer) of the ``ops.*`` / ``self.*`` statements of a loop-body function, as
    ``decode_statements`` would make them, without building Statement objects."""
    if fn._statements is not None:
        for st in fn._statements:
            if st.kind == "ops" or st.kind == "self":
                yield st.kind, st.op, st.buffer
        return
    for m in STMT_RE.finditer(fn.stmts_text):
        kind = m.group(2)
        if not kind:
            continue
        op = m.group(3)
        yield kind, op, (_quoted_first_arg(m.group(4)) if op in BUFFER_OPS else None)


def _quoted_first_arg(argtext: str) -> str | None:
    """The buffer name of ``'buf0', index...``: the first argument when it is a quoted string (what
    split_top's first part gives, without splitting in the common case)."""
    q = argtext.find("'", 1) if argtext[:1] == "'" else -1
    if q > 0 and (q + 1 == len(argtext) or argtext[q + 1] == ","):
        return argtext[1:q]
    if "'" in argtext:
        args = split_top(argtext)
        if args and args[0][:1] == "'":
            return args[0][1:-1]
    return None


#: ops whose first argument is a buffer the body reads
_LOAD_OPS = frozenset(op for op in BUFFER_OPS if not op.startswith("store"))


_LOAD_CANDIDATE_RE = re.compile(r" = (?:self\.(?!get_index\()|ops\.(?:" + "|".join(sorted(_LOAD_OPS)) + r")\()")


def _load_steps(fn: BodyFunction) -> list:
    """What a loop-body function does that orders its loads, in order: the buffer of each load-like op
    (a str) and each ``self.<name>(...)`` sub-block call other than get_index (a 1-tuple). The same
    statements as ``body_calls``, read in one pass without a generator."""
    out: list = []
    if fn._statements is not None:
        for st in fn._statements:
            if st.kind == "self":
                if st.op != "get_index":
                    out.append((st.op,))
            elif st.kind == "ops":
                if st.buffer and not st.op.startswith("store"):
                    out.append(st.buffer)
        return out
    load_ops = _LOAD_OPS
    text = fn.stmts_text
    search = STMT_RE.search
    line = -1
    # STMT_RE matches within one line, at most once per line (it ends at the line's end): only the lines
    # with a candidate (a self.* call other than get_index, or a load-like op) can give a step, and on
    # each the first match is the one a scan of the whole text finds
    for c in _LOAD_CANDIDATE_RE.finditer(text):
        at = c.start()
        start = text.rfind("\n", 0, at) + 1
        if start == line:
            continue
        line = start
        end = text.find("\n", at)
        m = search(text, start, len(text) if end < 0 else end)
        if m is None:
            continue
        kind, op = m.group(2, 3)
        if kind == "self":
            if op != "get_index":
                out.append((op,))
        elif kind and op in load_ops:
            buf = _quoted_first_arg(m.group(4))
            if buf:
                out.append(buf)
    return out


def _body_reduces(node: Node) -> bool:
    """``SchedulerNode.is_reduction`` (scheduler.py:2539-2549: ``get_reduction_type()`` is set): the
    loop body reduces (an ``ops.reduction`` / ``ops.store_reduction``), scans (``ir.Scan``: a
    ``self.scanN(...)`` sub-block, loop_body.py:863; its reduction type is ``"custom"``) or sorts
    (``ir.Sort``: ``ops.sort``, reduction type ``"sort"``)."""
    body = node.loop_body
    if body is None:
        return False
    return any(op in ("reduction", "store_reduction", "sort") if kind == "ops" else op.startswith("scan")
               for fn in body.functions
               if fn._statements is not None or "reduction(" in fn.stmts_text or "self.scan" in fn.stmts_text
               or "ops.sort(" in fn.stmts_text
               for kind, op, _b in body_calls(fn))


def _load_order(node: Node) -> list[str]:
    """The buffers in the order the loop body loads them (sub-blocks at their call sites): the
    insertion order of Inductor's read_writes.reads, which the sorted printout loses."""
    body = node.loop_body
    if body is None:
        return []
    fns = {fn.name: fn for fn in body.functions}
    order: list[str] = []
    if "body" not in fns:
        return order
    seen_fn: set[str] = {"body"}
    # a depth-first walk of the sub-block calls, with an explicit stack
    stack = [iter(_load_steps(fns["body"]))]
    while stack:
        for x in stack[-1]:
            if type(x) is tuple:
                op = x[0]
                if op not in seen_fn and op in fns:
                    seen_fn.add(op)
                    stack.append(iter(_load_steps(fns[op])))
                    break
            else:
                order.append(x)
        else:
            stack.pop()
    return order


def refresh_group_dependencies(g: SimNode) -> None:
    """refresh_group_node_dependencies (scheduler.py:2678-2722): a fused node's writes, reads and unmet
    dependencies from its members' (reads satisfied inside the group dropped)."""
    writes: dict = {}
    reads: dict = {}
    unmet: dict = {}
    bufset = set(g.buffer_names)
    for s in g.snodes:
        writes.update(s.writes)
        reads.update(s.reads)
    for s in g.snodes:
        for d in s.unmet:
            if d.name not in bufset and d not in writes:
                unmet[d] = None
    g.writes = writes
    g.reads = {d: None for d in reads if d not in writes}
    g.unmet = unmet
    g.invalidate()


class Graph:
    """The leaves of one section (pre-fusion order) plus buffers, built once per explained file."""

    def __init__(self, section: Section, ir: IRFile | None = None, size_hints: dict[str, int] | None = None,
                 templates: dict | None = None, leaf_targets: dict[str, tuple[str, ...]] | None = None):
        self.section = section
        #: each template leaf's template (``replay.templates.TemplateInfo``: read from its kernel in
        #: output_code.py, ``templates.infos_from_kernels``); empty without output_code.py
        self.templates: dict = dict(templates or {})
        #: the FX targets each leaf was lowered from (``constant_pad_nd``), where the fusion log's candidate
        #: lines name them (``templates.leaf_targets``); empty without the log
        self.leaf_targets: dict[str, tuple[str, ...]] = dict(leaf_targets or {})
        #: the post-fusion file's fused nodes, by leaf (a key per node): the outcome of the template fusions
        #: Inductor times (max-autotune's MultiTemplateBuffer); None without the file (set by explain)
        self.post_groups: dict[str, int] | None = None
        #: the fusions the fusion log says Inductor timed (``dump.log.Benchmark``), by the leaves of each side
        #: (``templates.timed_fusions``; set by explain)
        self.timed: dict = {}
        #: extern matmuls of a post-fusion file alone that may have been templates in the rounds (maybe_templates)
        self.templates_unknown: set[str] = set()
        #: the size symbols' hints (``s33 -> 2``: the example inputs the graph was compiled with, read from
        #: output_code.py), Inductor's ``size_hint`` of each; empty without output_code.py
        self.size_hints: dict[str, int] = dict(size_hints or {})
        self.leaves: list[SimNode] = []
        self.by_name: dict[str, SimNode] = {}
        self.buffers: dict[str, BufferInfo] = {}
        self.dtype_bytes: dict[str, int | None] = {}
        self.mutated_real: dict[str, str] = {}   # a mutation's output -> the buffer it mutates (the first)
        self.model: dict[str, Node] = {}
        self._size_hints: dict[DepKey, int] = {}
        self._storage: dict[str, Size | None] = {}
        self._unaligned: frozenset[str] | None = None
        self._dep_id: dict[DepKey, int] = {}     # every distinct dependency gets a number
        self._dep_of_id: list[DepKey] = []
        self._hint_of_id: list[int | None] = []
        #: size symbols the shape environment replaced by a number (``s69 -> 16``, replace.py): what
        #: ``sizevars.simplify`` puts into the printed loop sizes; empty with static shapes
        self.replacements: dict[str, int] = {}
        self._build()

    # ----------------------------------------------------------------------------------------------
    def _build(self) -> None:
        sec = self.section
        leaves = [n for top in sec.nodes for n in leaves_of(top)]
        for b in sec.buffers.values():
            users = len(b.users) if b.users is not None else (len(b.consumers) or 1)
            lay = b.layout
            tensor = lay is not None and lay.kind not in ("MultiOutputLayout", "NoneLayout")
            self.buffers[b.name] = BufferInfo(b.name, b.producer, lay, users, tensor)
            self.dtype_bytes[b.name] = lay.itemsize if lay is not None else None
        # a mutation's output (MutationOutput, NoneLayout) has the dtype of the buffer it mutates first
        # (GraphLowering.get_dtype through the scheduler's mutation_real_name, graph.py:1099-1111)
        for b in sec.buffers.values():
            if b.mutations:
                real = b.mutations[0]
                seen = {b.name}
                while real not in seen and real in sec.buffers and sec.buffers[real].mutations:
                    seen.add(real)
                    real = sec.buffers[real].mutations[0]
                self.mutated_real[b.name] = real
        producer_of: dict[str, int] = {}
        of = DepKey.of
        for i, n in enumerate(leaves):
            self.model[n.name] = n
            s = SimNode()
            s.name = n.name
            s.first_name = n.name
            s.kind = n.kind
            s.leaf = n
            s.ops = (i,)
            s.min_order = s.max_order = i
            s.writes = dict.fromkeys([of(d) for d in n.writes])
            unmet = [of(d) for d in n.unmet]
            s.unmet = dict.fromkeys(unmet)
            reads = dict.fromkeys(unmet)
            reads.update(dict.fromkeys([of(d) for d in n.met]))
            s.reads = reads  # read_writes.reads = unmet | met, as printed
            s.buffer_names = [b.name for b in n.outputs] or ([n.name] if n.name.startswith("buf") else [])
            s.is_extern = n.is_extern
            s.is_nop = n.is_nop
            s.is_template = n.is_template
            s.device = node_device(n)
            it = n.iteration
            if it is not None and it.style == "cpu":
                s.group = (tuple(it.vars or ()), tuple(it.reduce or ()))
                s.group_style = "cpu"
            elif it is not None:
                s.group = (it.numel, it.rnumel)
                s.group_style = "simd"
            else:
                s.group = None
                s.group_style = None
            s.is_reduction = _body_reduces(n) if n.loop_body is not None else \
                (n.iteration is not None and n.iteration.is_reduction)
            s.orig_ranges = self._orig_ranges(n)
            # used_buffer_names (1377-1381): the names of the read and write deps, reads in the order
            # the body loads them (the printout sorts them)
            read_names = list(dict.fromkeys([k.name for k in reads]))
            if len(read_names) > 1:
                order = {}
                for j, b in enumerate(_load_order(n)):
                    order.setdefault(b, j)
                read_names.sort(key=lambda b: order.get(b, len(order)))
            s.used_buffer_names = list(dict.fromkeys(read_names + [k.name for k in s.writes]))
            for bn in s.buffer_names:
                producer_of[bn] = i
            self.leaves.append(s)
            self.by_name[n.name] = s
        # ancestors (compute_ancestors, 5273-5296) are the transitive closure over unmet dependencies;
        # they are answered on demand by Reach instead of being stored per node
        preds = []
        for i, s in enumerate(self.leaves):
            ps = []
            for d in s.unmet:
                j = producer_of.get(d.name)
                if j is not None and j != i and j not in ps:
                    ps.append(j)
            preds.append(ps)
        self.reach = Reach(preds)
        comp = self.reach.comp
        for i, s in enumerate(self.leaves):
            s.clo = s.chi = i if comp is None else comp[i]
        if any(n.sizes is not None and any(type(x) is not int for part in n.sizes for x in part)
               for n in self.model.values()):
            from .replace import learn
            self.replacements = learn(self.model.values())

    def unaligned_buffers(self) -> frozenset[str]:
        """``V.graph.unaligned_buffers`` as the text tells it (``buffer_reuse_key``'s alignment): the outputs of
        fallback kernels (``FallbackKernel.create``, ir.py:10106-10215) with an unaligned input, or whose own
        storage offset is not a multiple of 16 bytes (``tensor_is_aligned``); a collective's by its offset
        only (``create_out_of_place``). An input is unaligned when it is such an output, or a graph input off
        the GPU (``should_assume_input_aligned``: only GPU inputs are assumed aligned). Inputs read through a
        view with an unaligned offset are not in the text (taken as aligned)."""
        got = self._unaligned
        if got is None:
            got = self._unaligned = frozenset(_unaligned(self))
        return got

    def maybe_templates(self, aten_ops) -> None:
        """For a post-fusion file alone under max-autotune: its extern matmuls (``aten_ops``: by the ATen op of
        their kernel) may have been MultiTemplateBuffers in the fusion rounds, which ATen's kernel won after:
        candidates whose template rules the replay cannot decide (``templates_unknown``)."""
        for s in self.leaves:
            n = s.leaf
            if s.is_extern and n is not None and (n.kernel or "").rsplit(".", 1)[-1] in aten_ops:
                s.is_extern = False
                s.is_template = True
                self.templates_unknown.add(s.name)

    @staticmethod
    def _orig_ranges(n: Node):
        """``node.data.get_size()`` (the IR ranges before loop simplification) is not printed. The
        output buffer's size is the closest thing the text has when the node writes its buffer
        densely; a scatter (indirect write: index_put, scatter_add) iterates over its values, whose
        shape the printed loop sizes keep."""
        scatter = any(d.index is not None and "tmp" in d.index for d in n.writes)
        if scatter and n.sizes is not None:
            return tuple(n.sizes[0]) + tuple(n.sizes[1])
        for b in n.outputs:
            if b.layout is not None and b.layout.size is not None:
                return tuple(b.layout.size)
        return None

    # ----------------------------------------------------------------------------------------------
    def op_names(self, ops) -> list[str]:
        """Names of leaves given by index, in pre-fusion order."""
        leaves = self.leaves
        return [leaves[i].name for i in sorted(ops)]

    def dep_ids(self, n: SimNode) -> frozenset[int]:
        """The numbers of ``n.deps`` (reads | writes), cached on the node: comparing the dependencies
        of two nodes becomes a C-level intersection of small ints instead of hashing DepKeys."""
        ids = n._ids
        if ids is None:
            index = self._dep_id
            out = []
            for d in n.deps:
                i = index.get(d)
                if i is None:
                    i = index[d] = len(self._dep_of_id)
                    self._dep_of_id.append(d)
                    self._hint_of_id.append(None)
                out.append(i)
            ids = n._ids = frozenset(out)
        return ids

    def dep_size_hint_of(self, i: int) -> int:
        """dep_size_hint of dependency number i."""
        v = self._hint_of_id[i]
        if v is None:
            v = self._hint_of_id[i] = self.dep_size_hint(self._dep_of_id[i])
        return v

    def dep_size_hint(self, d: DepKey) -> int:
        """``dep.numbytes_hint()`` (dependencies.py): bytes of the touched elements."""
        v = self._size_hints.get(d)
        if v is None:
            v = self._size_hints[d] = self._dep_size_hint(d)
        return v

    def dep_of_id(self, i: int) -> DepKey:
        """The dependency numbered ``i`` by ``dep_ids``."""
        return self._dep_of_id[i]

    def dep_numel_sizes(self, d: DepKey) -> list[Size] | None:
        """The factors of ``dep.get_numel()`` (dependencies.py): the buffer's size for a StarDep or an
        indirect read, else the sizes of the loop variables its index uses; None when the buffer has
        no size (NoneLayout, MultiOutputLayout). A WeakDep has none (``[]``)."""
        if d.kind == "WeakDep":
            return []
        if d.kind == "StarDep" or d.is_indirect():
            info = self.buffers.get(d.name)
            lay = info.layout if info else None
            return None if lay is None or lay.size is None else list(lay.size)
        return [s for _v, s in d.vars_in_index()]

    def dep_unbacked_symbols(self, d: DepKey) -> list[str]:
        """``dep.has_unbacked_symbols()``: the unbacked symbols of its numel (none for a WeakDep)."""
        return free_unbacked_symbols(self.dep_numel_sizes(d))

    def _dep_size_hint(self, d: DepKey) -> int:
        """``GraphLowering.get_dep_size_hint`` (graph.py:732-759): 0 for a dependency whose numel has free
        unbacked symbols (a size that depends on data; the text prints no user hint for them,
        ``var_to_hint_override``), else its bytes at the size hints."""
        if d.kind == "WeakDep":
            return 1
        sizes = self.dep_numel_sizes(d)
        if sizes is None or free_unbacked_symbols(sizes):
            return 0
        n = 1
        for s in sizes:
            n *= hint(s, self.size_hints)
        return self._dep_bytes(d.name, n)

    def _dep_bytes(self, name: str, numel: int) -> int:
        item = self.dtype_bytes.get(name)
        if item is None:
            real = self.mutated_real.get(name)
            if real is not None:
                return self._dep_bytes(real, numel)
            info = self.buffers.get(name)
            lay = info.layout if info else None
            item = 4 if lay is None or lay.kind not in ("MultiOutputLayout", "NoneLayout") else 0
        return numel * item

    def storage_size(self, name: str) -> Size | None:
        """compute_required_storage_length(size, stride, offset) of a buffer's layout, in elements."""
        if name not in self._storage:
            self._storage[name] = self._storage_size(name)
        return self._storage[name]

    def _storage_size(self, name: str) -> Size | None:
        info = self.buffers.get(name)
        lay = info.layout if info else None
        if lay is None or lay.size is None or lay.stride is None:
            return None
        if any(isinstance(x, str) for x in list(lay.size) + list(lay.stride)) or isinstance(lay.offset, str):
            parts = [str(lay.offset)] if lay.offset else []
            for sz, st in zip(lay.size, lay.stride):
                parts.append(f"({sz} - 1)*{st}")
            return " + ".join(parts + ["1"])
        if any(s == 0 for s in lay.size):
            return 0
        return lay.offset + sum((sz - 1) * st for sz, st in zip(lay.size, lay.stride)) + 1


#: fallback kernels whose outputs are unaligned with an unaligned input (FallbackKernel and its subclasses)
_FALLBACKS = frozenset({"FallbackKernel", "ComplexView", "MemoryCheckKernel", "EffectfulKernel", "ExternKernelMultiOut"})
#: the outputs of a multi-output kernel, each aligned as its kernel's inputs and its own offset
_MULTI_OUTPUTS = frozenset({"MultiOutput", "AllocatingMultiOutput"})
#: names of constants (``V.graph.constants``), which are not graph inputs
_CONSTANT_PREFIXES = ("_tensor_constant", "_frozen_param", "constant")
GPU_ALIGN_BYTES = 16


def _misaligned(lay: Layout | None) -> bool:
    """``not tensor_is_aligned``: the storage offset in bytes not provably a multiple of 16."""
    if lay is None or not lay.offset:
        return False
    if not isinstance(lay.offset, int) or lay.itemsize is None:
        return True
    return (lay.offset * lay.itemsize) % GPU_ALIGN_BYTES != 0


def _unaligned(g: Graph) -> set[str]:
    out: set[str] = set()
    packed_inputs: dict[str, bool] = {}      # a fallback kernel's buffer -> it has an unaligned input

    def input_unaligned(name: str, device: str | None) -> bool:
        if name in out:
            return True
        info = g.buffers.get(name)
        if info is not None and info.producer is not None:
            return False
        if name.startswith(_CONSTANT_PREFIXES):
            return False
        return device is None or not device.startswith(("cuda", "xpu", "mtia", "hip"))

    for s in g.leaves:
        n = s.leaf
        if n is None or not s.is_extern:
            continue
        cls = n.ir_class
        if cls in _FALLBACKS:
            has = any(input_unaligned(d.name, s.device) for d in s.reads if d.kind != "WeakDep")
            for b in s.buffer_names:
                packed_inputs[b] = has
                info = g.buffers.get(b)
                if info is not None and info.has_tensor_output and (has or _misaligned(info.layout)):
                    out.add(b)
        elif cls in _MULTI_OUTPUTS or cls == "_CollectiveKernel":
            has = cls != "_CollectiveKernel" and any(packed_inputs.get(d.name, False) for d in s.reads)
            for b in s.buffer_names:
                info = g.buffers.get(b)
                if info is not None and info.has_tensor_output and (has or _misaligned(info.layout)):
                    out.add(b)
    return out


def make_group(kind: str, snodes: list[SimNode], depth: int = 0, outer: list[SimNode] | None = None) -> SimNode:
    """init_group_node / refresh_group_node_dependencies (scheduler.py:2678-2722) + group (2862)."""
    g = SimNode()
    g.kind = kind
    g.snodes = snodes
    g.leaf = None
    g.name = "_".join(s.name for s in snodes)
    g.first_name = snodes[0].name
    ops: list[int] = []
    bufs: list[str] = []
    used: list[str] = []
    for s in snodes:
        ops.extend(s.ops)
        bufs.extend(s.buffer_names)
        for n in s.used_buffer_names:
            if n not in used:
                used.append(n)
    ops.sort()
    g.ops = tuple(ops)
    g.clo = min(s.clo for s in snodes)
    g.chi = max(s.chi for s in snodes)
    g.buffer_names = bufs
    refresh_group_dependencies(g)
    g.used_buffer_names = used
    g.min_order = min(s.min_order for s in snodes)
    g.max_order = max(s.max_order for s in snodes)
    red = [s for s in snodes if s.is_reduction]
    src = red[0] if red else snodes[0]
    g.group = src.group
    g.group_style = src.group_style
    g.is_reduction = bool(red)
    g.is_template = any(s.is_template for s in snodes)
    g.is_extern = False
    g.is_nop = False
    g.device = snodes[0].device
    g.orig_ranges = None
    g.outer_nodes = outer
    g.outer_depth = depth
    g.cache = {}
    return g
