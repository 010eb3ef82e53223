"""Combo kernels (``combo_kernels=True``): after the fusion rounds, Inductor groups finished kernels that do not
depend on each other into one launch (``ForeachKernelSchedulerNode``), as torch 2.14.1's
``Scheduler.create_combo_kernel_nodes`` does (scheduler.py:6582-6690, memory.py):

1. the nodes by topological level (``_topological_sort_nodes``: nodes whose producers all ran in earlier levels),
   each level in schedule order; CPU nodes and readers of a mix-order kernel's outputs left out; each level cut
   into runs of ``combo_kernel_max_num_nodes`` (``_default_group_nodes_for_combo_kernels``);
2. of each run, the nodes a combo kernel can hold (``combinable_nodes``: not extern, nop, grouped, mix-order,
   nested-reduction, foreach or template nodes; with ``combo_kernels_pointwise_only``, no reductions);
3. those cut into windows of at most ``combo_kernel_max_distance`` schedule positions (negative: one window);
4. with a peak-memory threshold (``combo_kernel_peak_memory_pct_threshold``, 5% by default, or
   ``combo_kernel_peak_memory_increase_gb``), each window is a combo only if moving its members to the first
   one's place keeps the graph's estimated peak memory within it of the peak before (``memory.py``'s buffer
   lifetimes: a buffer is allocated when its node runs and freed after its last reader, a graph output never);
   a window refused is halved at its middle position and each half tried.

Torch 2.12 and older have neither the gate nor the windows (``replay.config``'s defaults for them say so). Torch
2.15 with the gate walks the schedule instead (``_cursor_groups``); without it, it groups as 2.14 does but keeps
each run whole.

Pure: the IR model's nodes in, lists of node names out. ``benchmark_combo_kernel`` (each combo timed on the GPU)
is not predicted: every window is taken as faster."""
from __future__ import annotations

from dataclasses import field
from typing import Any

from ..ir.groups import leaves
from ..ir.model import DTYPE_BYTES, Node, Section
from ..ir.summary import node_device
from ..records import record
from .graph import DepKey, hint

#: the node kinds a combo kernel never holds (``combinable_nodes``)
NOT_COMBINABLE = ("NopKernelSchedulerNode", "ExternKernelSchedulerNode", "GroupedSchedulerNode",
                  "FusedMixOrderReductions", "FusedNestedReductions", "ForeachKernelSchedulerNode")
#: graph inputs memory planning never frees (``utils.is_nonfreeable_buffers``), and the graph's constants
#: (``_frozen_param0``, ``_tensor_constant0``: not graph inputs)
NONFREEABLE = ("primals_", "arg", "fwd_rng_state", "bwd_rng_state", "tangents", "_")
KIND = "ForeachKernelSchedulerNode"
COMBO = "combo_kernel"       # ``Node.attrs`` key of a combo kernel a prediction made


@record(frozen=True, slots=True)
class ComboConfig:
    """The config values ``create_combo_kernel_nodes`` reads, by Inductor's names."""
    enabled: bool = False                       # combo_kernels
    max_num_nodes: int = 8                      # combo_kernel_max_num_nodes
    pointwise_only: bool = False                # combo_kernels_pointwise_only
    max_distance: int = -1                      # combo_kernel_max_distance (negative: no limit)
    peak_increase_gb: float | None = None       # combo_kernel_peak_memory_increase_gb
    peak_pct: float | None = 0.05               # combo_kernel_peak_memory_pct_threshold
    rules: str = "2.14"                         # the release whose grouping is followed (replay.config.RULES key)

    @classmethod
    def from_values(cls, values: dict[str, Any], rules: str = "2.14") -> "ComboConfig":
        d = cls()

        def num(name: str, default, kind):
            v = values.get(name, default)
            if v is None or isinstance(v, bool) or not isinstance(v, (int, float)):
                return default if v is not None else None
            return kind(v)
        return cls(enabled=bool(values.get("combo_kernels", False)),
                   max_num_nodes=max(1, num("combo_kernel_max_num_nodes", d.max_num_nodes, int) or d.max_num_nodes),
                   pointwise_only=bool(values.get("combo_kernels_pointwise_only", False)),
                   max_distance=num("combo_kernel_max_distance", d.max_distance, int) if
                   values.get("combo_kernel_max_distance", -1) is not None else -1,
                   peak_increase_gb=num("combo_kernel_peak_memory_increase_gb", None, float),
                   peak_pct=num("combo_kernel_peak_memory_pct_threshold", d.peak_pct, float), rules=rules)


@record(slots=True)
class _Buf:
    name: str
    alloc: int
    free: int
    succ: list[int] = field(default_factory=list)    # the positions of the nodes that read it (memory lifetime)
    output: bool = False                             # a graph output: never freed
    node: int = -1                                   # its node's position; -1 for a freeable graph input
    last: int = -1                                   # the position of its last reader


class MemoryPlan:
    """The schedule as memory planning sees it: each node's outputs and the buffers it frees."""

    def __init__(self, sec: Section, tops: list[Node], hints: dict[str, int],
                 shapes: dict[str, tuple[tuple[int, ...], str]] | None = None) -> None:
        self.tops = tops
        self.bufs: dict[str, _Buf] = {}
        self.outs: list[list[_Buf]] = [[] for _ in tops]
        self.preds: list[list[_Buf]] = [[] for _ in tops]
        self.producer: dict[str, int] = {}
        self.deps: list[list[int]] = []      # each node's producers among ``tops`` (unmet dependencies)
        self.dep_names: list[list[str]] = []
        mutated: dict[str, str] = {}         # a mutation's output -> the buffer it mutates
        for i, t in enumerate(tops):
            for n in leaves(t):
                for d in n.writes:
                    self.producer.setdefault(d.name, i)
                for b in n.outputs:
                    self.producer[b.name] = i
                    buf = sec.buffers.get(b.name, b)
                    alloc, free = _size(sec, buf, hints)
                    if buf.mutations:
                        mutated[b.name] = buf.mutations[0]
                        alloc = free = 0
                    users = buf.users if buf.users is not None else n.users
                    x = self.bufs[b.name] = _Buf(b.name, alloc, free, output=any(u.is_output for u in users or ()),
                                                 node=i)
                    self.outs[i].append(x)
        for i, t in enumerate(tops):
            ls = leaves(t)
            written = {d.name for n in ls for d in n.writes} | {b.name for n in ls for b in n.outputs}
            names: dict[str, bool] = {}      # unmet dependency -> whether it counts for memory lifetime
            for n in ls:
                for d in n.unmet:
                    if d.name not in written:
                        names[d.name] = names.get(d.name, False) or not (d.kind == "WeakDep" and d.is_fake)
            self.dep_names.append(sorted(names))
            self.deps.append(list(dict.fromkeys(p for x in names if (p := self.producer.get(x, i)) != i)))
            for x, live in names.items():
                b = self.bufs.get(x)
                if live and b is not None and i not in b.succ:
                    b.succ.append(i)
        # a mutation's readers keep the buffer it mutates alive (memory.py: reversed mutation_real_name)
        for new, real in reversed(list(mutated.items())):
            if new in self.bufs and real in self.bufs:
                self.bufs[real].succ = sorted(set(self.bufs[real].succ) | set(self.bufs[new].succ))
        # graph inputs read from memory that the planner may free (not parameters or the graph's arguments)
        for i, t in enumerate(tops):
            for n in leaves(t):
                for d in n.reads:
                    if d.name in self.producer or d.name.startswith(NONFREEABLE):
                        continue
                    buf = sec.buffers.get(d.name)
                    if buf is not None and not buf.is_graph_input:
                        continue
                    if buf is not None and buf.layout is not None:
                        itemsize = buf.layout.itemsize or 0
                        size = _dep_bytes(d, itemsize, hints) if d.kind == "MemoryDep" else _size(sec, buf, hints)[1]
                    elif shapes and d.name in shapes:
                        # a graph input no layout line describes (read by an extern call): output_code.py's
                        # example input, the sizes Inductor hints it by
                        shape, dtype = shapes[d.name]
                        size = DTYPE_BYTES.get(dtype, 0)
                        for x in shape:
                            size *= x
                    else:
                        continue
                    x = self.bufs.get(d.name)
                    if x is None:
                        x = self.bufs[d.name] = _Buf(d.name, size, size)
                    else:
                        x.alloc = x.free = size
                    if not (d.kind == "WeakDep" and d.is_fake) and i not in x.succ:
                        x.succ.append(i)
        for x in self.bufs.values():
            x.last = max(x.succ) if x.succ else -1
            for s in x.succ:
                if s != x.node:
                    self.preds[s].append(x)
        # each node's bytes allocated, and freed at once (outputs nobody reads), and the names it writes
        self.alloc = [sum(b.alloc for b in outs) for outs in self.outs]
        self.self_free = [sum(b.free for b in outs if not b.output and not b.succ) for outs in self.outs]
        self.written = [list(dict.fromkeys([b.name for b in self.outs[i]] +
                                           [d.name for n in leaves(t) for d in n.writes])) for i, t in enumerate(tops)]

    # --- memory.py ---------------------------------------------------------------------------------------
    def baseline(self) -> tuple[int, list[int]]:
        """(the peak, the live bytes before each step): ``peak_memory_from_buf_info_list`` and
        ``live_memory_before_steps_from_buf_info_list``."""
        n = len(self.tops)
        delta = [0] * (n + 1)
        before = [0] * (n + 1)
        cur = 0
        for x in self.bufs.values():
            end = -1 if x.output else (max(x.succ) if x.succ else (x.node if x.node >= 0 else -1))
            start = max(x.node, 0)
            delta[start] += x.alloc
            if end != -1:
                delta[end + 1] -= x.free
            if x.node < 0:
                cur += x.alloc
            else:
                before[x.node + 1] += x.alloc
            if end != -1:
                before[end + 1] -= x.free
        peak = mem = 0
        for t in range(n + 1):
            mem += delta[t]
            peak = max(peak, mem)
        live = [0] * (n + 1)
        live[0] = cur
        for t in range(1, n + 1):
            cur += before[t]
            live[t] = cur
        return peak, live

    def region_peak(self, groups: list[list[int]], lo: int, hi: int, live_before: list[int]) -> int | None:
        """The peak of the live bytes over the positions ``lo``..``hi`` with each group's members moved to its
        first member's place as one combo kernel, the nodes between in order, re-sorted topologically
        (``_try_combo_with_memory_check``, ``memory.estimate_region_peak_memory``); None when the moves make a
        cycle (torch 2.15's ``_build_combo_kernel_region``)."""
        combo_of = {m: -(k + 1) for k, g in enumerate(groups) for m in g}
        local: list[int] = []
        placed: set[int] = set()
        for i in range(lo, hi + 1):
            x = combo_of.get(i, i)
            if x not in placed:
                placed.add(x)
                local.append(x)
        # the order holds unless a member reads a node of the region it is moved before
        moved = any(d >= lo for g in groups for m in g for d in self.deps[m])
        if moved:
            local = self._toposort(local, groups, combo_of, lo, hi)
            if local is None:
                return None
        step = {x: lo + k for k, x in enumerate(local)}
        for m, c in combo_of.items():
            step[m] = step[c]
        get = step.get
        cur = peak = live_before[lo]
        for x in local:
            s = step[x]
            if x < 0:
                members = groups[-x - 1]
                alloc = sum(self.alloc[m] for m in members)
                free = sum(self.self_free[m] for m in members)
                preds = list({id(b): b for m in members for b in self.preds[m]}.values())
            else:
                alloc, free, preds = self.alloc[x], self.self_free[x], self.preds[x]
            for b in preds:
                if b.output or not b.succ:
                    continue
                # its last reader in the new order: in order (no move), the last one of the baseline's
                if moved or b.last in combo_of:
                    last = max(get(j, j) for j in b.succ)
                else:
                    last = get(b.last, b.last)
                if last == s:
                    free += b.free
            cur += alloc
            if cur > peak:
                peak = cur
            cur -= free
        return peak

    def _toposort(self, local: list[int], groups: list[list[int]], combo_of: dict[int, int], lo: int, hi: int
                  ) -> list[int] | None:
        """``topological_sort_schedule`` of a region's nodes in order (-k: the k-th combo kernel, whose dependencies
        are its members'): each node after the region's nodes it reads, visited depth first in the order of their
        buffers' names; None when the moves make a cycle. A node that is not a combo kernel read only nodes before
        it, all placed already: only a combo kernel's reads are visited."""
        def entry(name: str) -> int | None:
            i = self.producer.get(name)
            if i is None or not lo <= i <= hi:
                return None
            return combo_of.get(i, i)

        def deps(x: int) -> list[str]:
            if x >= 0:
                return self.dep_names[x]
            own = {name for i in groups[-x - 1] for name in self.written[i]}
            return sorted({d for i in groups[-x - 1] for d in self.dep_names[i]} - own)
        seen: set[int] = set()
        out: list[int] = []
        visited: list[int] = []      # the nodes placed by a combo kernel's visit, and the combo kernels
        for start in local:
            if start in seen:
                continue
            seen.add(start)
            if start >= 0:
                out.append(start)
                continue
            n0 = len(out)
            stack = [(start, iter(deps(start)))]
            while stack:
                node, it = stack[-1]
                for d in it:
                    y = entry(d)
                    if y is not None and y not in seen:
                        seen.add(y)
                        stack.append((y, iter(deps(y))))
                        break
                else:
                    stack.pop()
                    out.append(node)
            visited.extend(out[n0:])
        at = {x: k for k, x in enumerate(out)}
        for x in visited:
            for d in deps(x):
                y = entry(d)
                if y is not None and y != x and at[y] > at[x]:
                    return None
        return out

    def ancestors(self) -> list[set[int]]:
        """Each node's ancestors among ``tops`` (transitive producers)."""
        out: list[set[int]] = []
        for i, ds in enumerate(self.deps):
            acc: set[int] = set()
            for d in ds:
                acc.add(d)
                acc |= out[d] if d < i else set()
            out.append(acc)
        # a producer later in the list than its reader (not a schedule): close the sets
        changed = True
        while changed:
            changed = False
            for i, ds in enumerate(self.deps):
                more = set().union(*(out[d] for d in ds)) if ds else set()
                if not more <= out[i]:
                    out[i] |= more
                    changed = True
        return out


def _dep_bytes(d, itemsize: int, hints) -> int:
    """``MemoryDep.numbytes_hint``: the sizes of the loop variables its index uses (an indirect read: the
    buffer's, as ``_size``)."""
    key = DepKey.of(d)
    n = 1
    for _v, size in key.vars_in_index():
        n *= hint(size, hints)
    return n * itemsize


def _size(sec: Section, buf, hints) -> tuple[int, int]:
    """(bytes allocated when it is made, bytes freed after its last use): ``compute_size_for_scheduler_buffer``
    (a MultiOutputLayout's bytes are its MultiOutputs', allocated with it and freed with each)."""
    lay = buf.layout
    if lay is None or lay.kind == "NoneLayout":
        return 0, 0
    if lay.kind == "MultiOutputLayout":
        total = 0
        for u in buf.users or ():
            prod = sec.node(u.name) if u.name else None
            for b in (prod.outputs if prod is not None else ()):
                bb = sec.buffers.get(b.name, b)
                if bb.ir_class == "MultiOutput" and bb.layout is not None and bb.layout.size is not None:
                    total += hint(bb.layout.numel, hints) * (bb.layout.itemsize or 0)
        return total, 0
    if lay.size is None:
        return 0, 0
    n = hint(lay.numel, hints) * (lay.itemsize or 0)
    return (0 if buf.ir_class == "MultiOutput" else n), n


def levels(plan: MemoryPlan) -> list[list[int]]:
    """``_topological_sort_nodes``: the nodes by level, each level in schedule order."""
    indeg = {i: len(d) for i, d in enumerate(plan.deps)}
    children: dict[int, list[int]] = {}
    for i, ds in enumerate(plan.deps):
        for d in ds:
            children.setdefault(d, []).append(i)
    out = []
    zero = [i for i, v in indeg.items() if v == 0]
    while zero:
        out.append(zero)
        for i in zero:
            for c in children.get(i, ()):
                indeg[c] -= 1
            indeg.pop(i)
        zero = [i for i, v in indeg.items() if v == 0]
    return out


def combinable(top: Node, cfg: ComboConfig) -> bool:
    if top.kind in NOT_COMBINABLE or top.is_template or any(n.is_template for n in leaves(top)):
        return False
    return not (cfg.pointwise_only and any(n.is_reduction for n in leaves(top)))


def combo_groups(sec: Section, tops: list[Node], cfg: ComboConfig, hints: dict[str, int] | None = None,
                 shapes: dict[str, tuple[tuple[int, ...], str]] | None = None) -> list[list[str]]:
    """The combo kernels Inductor would make of ``tops`` (the final nodes in schedule order; ``sec``: the section
    whose buffers they name), each as its members' names in schedule order; none when ``cfg`` is off. ``hints``:
    the size symbols' values as memory planning takes them (an unbacked one at its least); ``shapes``: the graph
    inputs' (output_code.py's example inputs, ``dump.output_code.shapes_beside``), for those no layout line of
    ``sec`` describes."""
    if not cfg.enabled or len(tops) < 2:
        return []
    plan = MemoryPlan(sec, tops, hints or {}, shapes)
    mix = {b.name for t in tops if t.kind == "FusedMixOrderReductions" for n in leaves(t) for b in n.outputs}
    device: dict[int, str] = {}       # the nodes a combo kernel may group (``_filter_nodes_for_combo_kernel_grouping``)
    for i, t in enumerate(tops):
        dev = node_device(t) or ""
        if dev.startswith(("cpu", "mps")):
            continue
        if mix and any(d.name in mix for n in leaves(t) for d in n.reads + n.writes):
            continue
        device[i] = dev
    gate = cfg.peak_increase_gb is not None or cfg.peak_pct is not None
    base, live, limit = 0, [], 0.0
    if gate:
        base, live = plan.baseline()
        limit = min(([cfg.peak_increase_gb * 1024 ** 3] if cfg.peak_increase_gb is not None else []) +
                    ([cfg.peak_pct * base] if cfg.peak_pct is not None else []))
    if gate and cfg.rules == "2.15":
        out = _cursor_groups(plan, tops, cfg, {i: d for i, d in device.items() if combinable(tops[i], cfg)},
                             base, live, limit)
        return [[tops[i].name for i in g] for g in out]
    runs: list[list[int]] = []
    for level in levels(plan):
        by_device: dict[str, list[int]] = {}
        for i in level:
            if i in device:
                by_device.setdefault(device[i], []).append(i)
        for nodes in by_device.values():
            runs.extend(nodes[k:k + cfg.max_num_nodes] for k in range(0, len(nodes), cfg.max_num_nodes))
    running = base
    out = []
    for run in runs:
        members = [i for i in run if combinable(tops[i], cfg)]
        if len(members) < 2:
            continue
        # torch 2.15 without the gate keeps its grouping callback's runs whole
        for window in ([sorted(members)] if cfg.rules == "2.15" else _windows(sorted(members), cfg.max_distance)):
            if len(window) < 2:
                continue
            if not gate:
                out.append(window)
                continue
            stack = [window]
            while stack:
                subset = stack.pop()
                if len(subset) < 2:
                    continue
                region = plan.region_peak([subset], subset[0], subset[-1], live)
                if region is not None and max(running, region) - base <= limit:
                    running = max(running, region)
                    out.append(subset)
                    continue
                lo, hi = subset[0], subset[-1]
                if lo == hi:
                    continue
                mid = (lo + hi) // 2
                early = [i for i in subset if i <= mid]
                late = [i for i in subset if i > mid]
                if 2 <= len(late) < len(subset):
                    stack.append(late)
                if 2 <= len(early) < len(subset):
                    stack.append(early)
    return [[tops[i].name for i in g] for g in out]


def _cursor_groups(plan: MemoryPlan, tops: list[Node], cfg: ComboConfig, eligible: dict[int, str], base: int,
                   live: list[int], limit: float) -> list[list[int]]:
    """torch 2.15's gated combo kernels (``create_combo_kernel_nodes`` with a peak-memory threshold): a cursor over
    the schedule; at each node a combo kernel may hold, a region of ``max_distance`` + 1 positions, whose
    candidates (each seed in order with the later independent nodes of its device, at most ``max_num_nodes``:
    ``_collect_combo_candidates_from_schedule``) are checked against the gate together; a region refused is halved
    and each half collected again (``_try_combo_with_halving``)."""
    anc = plan.ancestors()
    n = len(tops)
    out: list[list[int]] = []
    running = base

    def collect(start: int, end: int) -> list[list[int]]:
        remaining = {i: None for i in range(start, end) if i in eligible}
        cands = []
        for idx in range(start, end):
            if idx not in remaining:
                continue
            members: list[int] = []
            names: set[int] = set()
            above: set[int] = set()
            for j in range(idx, end):
                if j not in remaining or eligible[j] != eligible[idx]:
                    continue
                if anc[j] & names or j in above:
                    continue
                members.append(j)
                names.add(j)
                above |= anc[j]
                if len(members) == cfg.max_num_nodes:
                    break
            del remaining[idx]
            if len(members) < 2 or cfg.max_num_nodes < 2:
                continue
            cands.append(members)
            for m in members:
                remaining.pop(m, None)
        return cands

    cursor = 0
    while cursor < n:
        if cursor not in eligible:
            cursor += 1
            continue
        end = n if cfg.max_distance < 0 else min(n, cursor + cfg.max_distance + 1)
        stack = [(cursor, end)]
        while stack:
            start, stop = stack.pop()
            cands = collect(start, stop)
            if not cands:
                continue
            region = plan.region_peak(cands, start, stop - 1, live)
            if region is not None and max(running, region) - base <= limit:
                running = max(running, region)
                out.extend(cands)
                continue
            mid = start + (stop - start) // 2
            stack.append((mid, stop))
            stack.append((start, mid))
        cursor = end
    return out


def _windows(ordered: list[int], max_distance: int) -> list[list[int]]:
    """``_distance_windows``: runs of positions whose span is at most ``max_distance`` (negative: one)."""
    if max_distance < 0:
        return [ordered] if ordered else []
    out: list[list[int]] = []
    cur: list[int] = []
    for i in ordered:
        if cur and i - cur[0] > max_distance:
            out.append(cur)
            cur = []
        cur.append(i)
    if cur:
        out.append(cur)
    return out


def combo_node(members: list[Node]) -> Node:
    """A ``ForeachKernelSchedulerNode`` of finished nodes, as the post-fusion file prints one (``attrs``: COMBO)."""
    first = members[0]
    return Node("_".join(m.name for m in members), KIND, ",".join(m.kind for m in members), first.name_span,
                first.header_span, (min(m.span[0] for m in members), max(m.span[1] for m in members)),
                members=list(members), member_names=[n.name for m in members for n in leaves(m)],
                attrs={COMBO: "1"})


def is_combo(top: Node, final_group: dict[str, str] | None = None) -> bool:
    """Is a final node a combo kernel rather than a foreach op's kernel (both ``ForeachKernelSchedulerNode``)? One
    ``combo_node`` made; of a post-fusion file, one whose leaves the replay (``final_group``: leaf -> its final
    node) left in several final nodes: the rounds did not make it."""
    if top.kind != KIND or not top.members:
        return False
    if top.attrs.get(COMBO):
        return True
    return bool(final_group) and len({final_group.get(n.name, n.name) for n in leaves(top)}) > 1


def with_combos(sec: Section, tops: list[Node], cfg: ComboConfig, hints: dict[str, int] | None = None,
                shapes: dict[str, tuple[tuple[int, ...], str]] | None = None) -> list[Node]:
    """``tops`` with the combo kernels ``combo_groups`` makes: each in its first member's place."""
    groups = combo_groups(sec, tops, cfg, hints, shapes)
    if not groups:
        return list(tops)
    by_name = {t.name: t for t in tops}
    first = {g[0]: g for g in groups}
    inside = {n for g in groups for n in g}
    out = []
    for t in tops:
        if t.name in first:
            out.append(combo_node([by_name[n] for n in first[t.name]]))
        elif t.name not in inside:
            out.append(t)
    return out


#: the extern kernels of asynchronous collectives, which Inductor moves after making combo kernels
COLLECTIVES = ("_AllReduce", "_CollectiveKernel", "_WaitKernel")
#: what a prediction on such a graph cannot know, said with it
COLLECTIVES_CAVEAT = ("the graph has asynchronous collectives, which Inductor moves earlier (and their waits later) "
                      "after making its combo kernels (comms.simple_overlap): the post-fusion order the combo kernels "
                      "were predicted in may not be the one Inductor made them in")


def has_collectives(tops: list[Node]) -> bool:
    return any(t.is_extern and t.ir_class.startswith(COLLECTIVES) for t in tops)


def schedule_like(post: Section | None, tops: list[Node]) -> list[Node]:
    """``tops`` (final nodes of a prediction) in the order the run's post-fusion section schedules their leaves
    (Inductor's order after its peak-memory reordering; a combo kernel's members in its place), each by its
    first leaf there, then made topological (``topological_sort_schedule``)."""
    if post is not None:
        at: dict[str, tuple[int, int]] = {}
        for i, t in enumerate(post.nodes):
            for k, n in enumerate(leaves(t)):
                at[n.name] = (i, k)
        far = (len(post.nodes), 0)
        tops = sorted(tops, key=lambda t: min((at.get(n.name, far) for n in leaves(t)), default=far))
    return toposort(tops)


def toposort(tops: list[Node]) -> list[Node]:
    """``Scheduler.topological_sort_schedule``: each node after the nodes among ``tops`` whose buffers it reads
    (its unmet dependencies, by name), otherwise in the given order."""
    writer: dict[str, int] = {}
    deps: list[list[str]] = []
    for i, t in enumerate(tops):
        ls = leaves(t)
        own = {d.name for n in ls for d in n.writes} | {b.name for n in ls for b in n.outputs}
        for name in own:
            writer[name] = i
        deps.append(sorted({d.name for n in ls for d in n.unmet} - own))
    seen: set[int] = set()
    out: list[Node] = []
    for start in range(len(tops)):
        if start in seen:
            continue
        seen.add(start)
        stack = [(start, iter(deps[start]))]
        while stack:
            i, it = stack[-1]
            for d in it:
                j = writer.get(d)
                if j is not None and j not in seen:
                    seen.add(j)
                    stack.append((j, iter(deps[j])))
                    break
            else:
                stack.pop()
                out.append(tops[i])
    return out


def final_tops(src: Section, groups: dict[str, str], kinds: dict[str, str] | None = None) -> list[Node]:
    """The final nodes of a replay (each leaf of ``src`` -> its final node's name) as nodes of ``src`` in its order:
    a leaf, or its members as one node of the replay's scheduler class (``kinds``: FusedSchedulerNode where it names
    none)."""
    from dataclasses import replace

    from ..ir.groups import group_node
    kinds = kinds or {}
    order = list(dict.fromkeys(groups.get(n.name, n.name) for top in src.nodes for n in leaves(top)))
    out = []
    for name in order:
        node = group_node(src, name) or src.node(name)
        if node is None:
            continue
        if name in kinds and node.kind != kinds[name]:
            node = replace(node, kind=kinds[name])
        out.append(node)
    return out


def after_rounds(src: Section, post: Section | None, tops: list[Node], values: dict[str, Any],
                 hints: dict[str, int] | None = None,
                 shapes: dict[str, tuple[tuple[int, ...], str]] | None = None, rules: str = "2.14") -> list[Node]:
    """The final nodes of a replay as Inductor schedules them once the rounds are done: with ``combo_kernels`` on
    (``values``: Inductor's config by name), in the run's schedule order (``schedule_like``) with the combo
    kernels made (``combo_groups``' ``hints`` and ``shapes``; ``rules``: the release whose grouping to follow);
    otherwise as they are."""
    cfg = ComboConfig.from_values(values, rules)
    if not cfg.enabled:
        return tops
    return with_combos(src, schedule_like(post, tops), cfg, hints, shapes)
