"""Mix-order reductions: two sibling reductions of one tensor over different dimensions (a LayerNorm
backward's per-row and per-column sums) fused into one Triton kernel, as the text shows them.

Mirrors ``MixOrderReduction`` (torch/_inductor/scheduler.py:218-515, torch 2.14.1): which reduction pairs
qualify, their fusion score (the contiguous node's element count) and which side of a
``FusedMixOrderReductions`` is the contiguous one. What the text does not print is read from what it
does:

* ``_split_size`` (a reduction Inductor split in two stages): a first stage is a reduction whose output
  one reduction reads and nothing else, that reduction's body reading that buffer alone
  (``_find_split_reduction``, ir.py:1995-2032); its original (xnumel, rnumel) are the second stage's
  output count and both stages' reduction counts multiplied. A program reducing a tensor twice in a row
  by hand has the same text; its verdicts would follow this reading.
* ``is_contiguous_load``: the stride of each load's last loop variable, from the printed loop body.
* ``reduction_hint``: a contiguous node's reductions read their reduced dimension at stride 1 or 0, which
  Inductor hints INNER or DEFAULT; the persistent-reduction check is taken as met.
* ``has_strict_sum``: strict-sum reductions (deterministic summation order, not on by default) are not
  printed and are taken to be absent.
"""
from __future__ import annotations

from ..expr.indexexpr import evaluate, free_symbols, parse_expr
from ..expr.symbolic import product
from .graph import Graph, SimNode, body_calls
from .tiling import Unknown, strides

KIND = "FusedMixOrderReductions"
SIZE_THRESHOLD = 5 * 2**20      # nrow * ncol below this: the data sits in L2, the split kernels win
MIN_ROWS = 4096
MAX_COLUMNS = 16 * 1024         # beyond: no persistent reduction


class Undecided(Exception):
    """A mix-order question the text leaves open (a symbolic size, an unreadable index)."""


def _at_hint(x, hints: dict[str, int]) -> int:
    """A size's value, a symbolic one at its symbols' size hints (Inductor's ``evaluate_expr`` on a backed
    size guards on its hint)."""
    if type(x) is int:
        return x
    v = evaluate(str(x), hints) if hints else None
    if v is None or v != int(v):
        raise Undecided(f"the size {x} is symbolic and its symbols have no size hint")
    return int(v)


class MixOrder:
    """The mix-order questions about one graph's nodes; answers per leaf are kept. ``v215``: torch 2.15.0's
    rules where they differ (scheduler.py of 2.15.0: square shapes, no rows-to-columns ratio, any
    sum/prod reduction of a float type on the non-contiguous side); ``split_check``: False for torch 2.11's,
    which has no ``is_split_reduction(contiguous_node)`` refusal; ``by_sizes``: torch 2.10.0's, where the
    sizes choose the contiguous node (the one reducing the shorter dimension, which must then load
    contiguously) and the pair's first node is the kernel's first side."""

    def __init__(self, graph: Graph, v215: bool = False, split_check: bool = True, by_sizes: bool = False):
        self.g = graph
        self.v215 = v215
        self.split_check = split_check      # a split contiguous side refused (torch 2.12 on; 2.11 fuses it)
        self.by_sizes = by_sizes            # torch 2.10: the contiguous node chosen by its sizes
        self._split: dict[str, tuple[int, int] | None] = {}
        self._contiguous: dict[tuple[str, str], bool] = {}

    # --- split reductions ------------------------------------------------------------------------
    def split_original(self, s: SimNode) -> tuple[int, int] | None:
        """(xnumel, rnumel) of the reduction a first-stage leaf was split from; None when it is not one."""
        got = self._split.get(s.name, False)
        if got is not False:
            return got
        got = self._split[s.name] = self._find_split(s)
        return got

    def _find_split(self, s: SimNode) -> tuple[int, int] | None:
        if not s.is_reduction or s.leaf is None or s.group is None or s.group_style != "simd" \
                or len(s.buffer_names) != 1:
            return None
        buf = self.g.section.buffers.get(s.buffer_names[0])
        if buf is None or not buf.users or len(buf.users) != 1:
            return None
        second = self.g.by_name.get(buf.users[0].name or "")
        if second is None or second is s or not second.is_reduction or second.group is None \
                or second.group_style != "simd" or second.leaf is None or second.leaf.loop_body is None:
            return None
        loads = {b for fn in second.leaf.loop_body.functions for kind, op, b in body_calls(fn)
                 if kind == "ops" and op == "load" and b}
        if loads != {buf.name}:
            return None
        numel, rnumel = s.group
        numel2, rnumel2 = second.group
        if not all(type(x) is int for x in (numel, rnumel, numel2, rnumel2)) or numel != numel2 * rnumel2:
            return None
        return numel2, rnumel * rnumel2

    def is_split_reduction(self, n: SimNode) -> bool:
        """``MixOrderReduction.is_split_reduction``: a reduction whose reduction leaves are all first stages."""
        return n.is_reduction and all(self.split_original(s) is not None for s in n.snodes if s.is_reduction)

    def numel_rnumel(self, n: SimNode) -> tuple:
        """``get_numel_rnumel``: the original sizes of a split reduction, else the node's (numel, rnumel)."""
        if self.is_split_reduction(n):
            got = {self.split_original(s) for s in n.snodes if s.is_reduction}
            if len(got) != 1:
                raise Undecided(f"the split reductions of {n.name} were split from different sizes")
            return got.pop()
        if n.group is None or n.group_style != "simd":
            raise Undecided(f"the iteration space of {n.name}")
        return tuple(n.group)

    def numel(self, n: SimNode) -> int:
        """``get_numel``: xnumel * rnumel (the fusion score of a mix-order pair)."""
        x, r = self.numel_rnumel(n)
        try:
            return _at_hint(product([x, r]), self.g.size_hints)
        except Undecided:
            return 0        # optimization_hint(..., fallback=0)

    def has_mix_orders(self, n1: SimNode, n2: SimNode) -> bool:
        g1, g2 = tuple(self.numel_rnumel(n1)), tuple(self.numel_rnumel(n2))
        if len(g1) != 2 or len(g2) != 2:
            return False
        if self.v215:        # a square (n, n) pair qualifies too
            return (g1 == g2 and g1[0] == g1[1]) or g1 == tuple(reversed(g2))
        return g1 != g2 and g1 == tuple(reversed(g2))

    # --- accesses ----------------------------------------------------------------------------------
    @staticmethod
    def _var_ranges(n: SimNode) -> list:
        """``read_writes.var_ranges``: the node's loop sizes (a fused node: its first member's)."""
        s = n.snodes[0]
        sizes = s.loop_sizes if s.loop_sizes is not None else (s.leaf.sizes if s.leaf is not None else None)
        if sizes is None:
            raise Undecided(f"the loop sizes of {s.name}")
        return list(sizes[0]) + list(sizes[1])

    def full_access(self, buf: str, n: SimNode) -> bool:
        """``_is_full_access``: the node's first read of buf covers every loop variable, or as many
        elements as the loops."""
        dep = next((d for d in n.reads if d.kind == "MemoryDep" and d.name == buf), None)
        if dep is None:
            return False
        try:
            ranges = self._var_ranges(n)
        except Undecided:
            if self.v215:       # 2.15: no loop ranges, no proof
                return False
            raise
        names = {v for v, _s in dep.ranges}
        if len(names) == len(ranges) and all(size == r for (_v, size), r in zip(dep.ranges, ranges)):
            ast = parse_expr(dep.index)
            if ast is not None and names <= free_symbols(ast):
                return True
        return product([s for _v, s in dep.ranges]) == product(ranges)

    def common_reads(self, n1: SimNode, n2: SimNode) -> list[str]:
        """``get_common_read``: the buffers both use and both read in full."""
        used2 = set(n2.used_buffer_names)
        return [b for b in n1.used_buffer_names if b in used2 and self.full_access(b, n1) and self.full_access(b, n2)]

    def contiguous_load(self, buf: str, n: SimNode) -> bool:
        """``is_contiguous_load``: every load of buf by the node's leaves moves its last loop variable by
        0 or 1 element."""
        for s in n.snodes:
            key = (s.name, buf)
            got = self._contiguous.get(key)
            if got is None:
                got = self._contiguous[key] = self._leaf_contiguous(s, buf)
            if not got:
                return False
        return True

    @staticmethod
    def _leaf_contiguous(s: SimNode, buf: str) -> bool:
        body = s.leaf.loop_body if s.leaf is not None else None
        if body is None:
            raise Undecided(f"the loop body of {s.name} is not printed")
        names = [v for v, _size in body.var_ranges]
        for fn in body.functions:
            index_of: dict[str, str] = {}
            for st in fn.statements:
                if st.kind == "self" and st.op == "get_index" and st.args:
                    index_of[st.target] = st.args[0].strip().strip("'\"")
                elif st.kind == "ops" and st.op == "load" and st.buffer == buf and len(st.args) >= 2:
                    index = body.indexes.get(index_of.get(st.args[1].strip(), ""))
                    if index is None:
                        raise Undecided(f"the index of a load of {buf} in {s.name}")
                    try:
                        last = strides(index, names)[-1] if names else 0
                    except Unknown as e:
                        raise Undecided(f"the index of a load of {buf} in {s.name}: {e}") from None
                    if last not in (0, 1):
                        return False
        return True

    def contiguous_node(self, n: SimNode) -> bool:
        """``is_contiguous_node``: every buffer the node reads is loaded contiguously."""
        return all(self.contiguous_load(d.name, n) for d in n.reads)

    def supports_noncontiguous(self, n: SimNode) -> bool:
        """2.15's ``supports_noncontiguous_reductions``: every reduction of the node a sum or a product of
        a 16- or 32-bit float."""
        if not self.reduction_types(n) <= {"sum", "prod"}:
            return False
        for s in n.snodes:
            if s.is_reduction:
                info = self.g.buffers.get(s.buffer_names[0]) if s.buffer_names else None
                dtype = info.layout.dtype if info is not None and info.layout is not None else None
                if dtype not in ("torch.float16", "torch.bfloat16", "torch.float32"):
                    return False
        return True

    @staticmethod
    def reduction_types(n: SimNode) -> set[str]:
        """The reduction types of the node's reduction leaves, as their loop bodies name them."""
        out = set()
        for s in n.snodes:
            if not s.is_reduction:
                continue
            body = s.leaf.loop_body if s.leaf is not None else None
            if body is None:
                raise Undecided(f"the loop body of {s.name} is not printed")
            found = False
            for fn in body.functions:
                for st in fn.statements:
                    if st.kind == "ops" and st.op == "reduction" and len(st.args) >= 3:
                        out.add(st.args[2].strip().strip("'\""))
                        found = True
                    elif st.kind == "ops" and st.op == "sort" or st.kind == "self" and st.op.startswith("scan"):
                        out.add(st.op)
                        found = True
            if not found:
                raise Undecided(f"the reduction type of {s.name}")
        return out

    # --- the rule ----------------------------------------------------------------------------------
    def qualifies(self, n1: SimNode, n2: SimNode, strict: bool = True) -> str | None:
        """The rest of ``MixOrderReduction.can_fuse`` (scheduler.py:375-470) after the device, reduction
        and ancestry checks: None when the pair fuses as a mix-order reduction, else which check fails
        (``strict``: not ``mix_order_reduction_non_strict_mode``, which skips the size checks). Raises
        Undecided when a check needs what the text does not give."""
        if not self.has_mix_orders(n1, n2):
            return "no_mix_orders"
        common = self.common_reads(n1, n2)
        if not common:
            return "no_common_read"
        if self.by_sizes:
            return self._qualifies_210(n1, n2)
        if self.contiguous_node(n1):
            contiguous, other = n1, n2
        elif self.contiguous_node(n2):
            contiguous, other = n2, n1
        else:
            return "no_contiguous_node"
        nrow, ncol = self.numel_rnumel(contiguous)
        if type(ncol) is not int:
            # statically_known_leq(ncol, 16384): no guard on a symbolic column count
            return "too_many_columns"
        nrow = _at_hint(nrow, self.g.size_hints)
        if strict:
            if nrow * ncol < SIZE_THRESHOLD:
                return "too_small"
            if (nrow < 2 * ncol and not self.v215) or nrow < MIN_ROWS:
                return "too_few_rows"
        if self.v215 and tuple(self.numel_rnumel(other)) == (nrow, ncol) and \
                all(self.contiguous_load(b, n1) == self.contiguous_load(b, n2) for b in common):
            return "same_order"     # a square pair whose common reads do not tell the orders apart
        if ncol > MAX_COLUMNS:
            return "too_many_columns"
        if self.split_check and self.is_split_reduction(contiguous):
            return "contiguous_split"
        if self.v215:
            return None if self.supports_noncontiguous(other) else "reduction_type"
        if not self.reduction_types(other) <= {"sum", "prod"}:
            return "reduction_type"
        return None

    def _qualifies_210(self, n1: SimNode, n2: SimNode) -> str | None:
        """torch 2.10.0's checks after the common reads (scheduler.py:233-355 of 2.10.0): rows and columns are
        node1's larger and smaller size; the contiguous node is the one whose reduction is the smaller size,
        and it must load every buffer contiguously (no other pair order tried); no non-strict mode, no split
        check."""
        x, r = (_at_hint(v, self.g.size_hints) for v in self.numel_rnumel(n1))
        nrow, ncol = max(x, r), min(x, r)
        if nrow * ncol < SIZE_THRESHOLD:
            return "too_small"
        if nrow < 2 * ncol or nrow < MIN_ROWS:
            return "too_few_rows"
        contiguous, other = self.contiguous_first(n1, n2)
        if not self.contiguous_node(contiguous):
            return "no_contiguous_node"
        if not any(type(v) is int and v <= MAX_COLUMNS for v in self.numel_rnumel(n1)):
            # statically_known_leq(Min(numel, rnumel), 16384): a symbolic pair proves nothing
            return "too_many_columns"
        if not self.reduction_types(other) <= {"sum", "prod"}:
            return "reduction_type"
        return None

    def sides(self, n1: SimNode, n2: SimNode) -> tuple[SimNode, SimNode]:
        """``FusedMixOrderReductions.__init__``: the contiguous node first (torch 2.10: the pair's order)."""
        return (n1, n2) if self.by_sizes else self.contiguous_first(n1, n2)

    def contiguous_first(self, n1: SimNode, n2: SimNode) -> tuple[SimNode, SimNode]:
        """A qualifying pair, its contiguous node first (torch 2.10: the one whose reduction is the smaller
        of node1's sizes)."""
        if self.by_sizes:
            x, r = (_at_hint(v, self.g.size_hints) for v in self.numel_rnumel(n1))
            return (n1, n2) if r == min(x, r) else (n2, n1)
        if not self.contiguous_node(n1):
            return n2, n1
        return n1, n2


def side_cut(mix: MixOrder, leaves: list[SimNode]) -> int | None:
    """Where the second side of a FusedMixOrderReductions starts among its members as a file prints them
    (one side's, then the other's): the first reduction whose (numel, rnumel) is the first reduction's
    reversed (a side whose first members are pointwise would be cut wrongly). None when the members do not
    split so (or a size is open)."""
    try:
        red = [s for s in leaves if s.is_reduction]
        if not red:
            return None
        first = tuple(mix.numel_rnumel(red[0]))
        cut = next((i for i, s in enumerate(leaves) if s.is_reduction
                    and tuple(reversed(mix.numel_rnumel(s))) == first), None)
    except Undecided:
        return None
    return cut if cut else None


def sides_of(graph: Graph, members: list[str]) -> tuple[list[str], list[str]] | None:
    """The two sides of a FusedMixOrderReductions of ``graph``'s section, by member names (``side_cut``)."""
    leaves = [graph.by_name[m] for m in members if m in graph.by_name]
    if len(leaves) != len(members):
        return None
    cut = side_cut(MixOrder(graph), leaves)
    return None if cut is None else (members[:cut], members[cut:])
