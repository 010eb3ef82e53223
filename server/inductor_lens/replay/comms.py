"""Collectives in the IR: the buffers Inductor never fuses (``V.graph.no_fuse_buffer_names``).

One lowering fills that set (torch 2.9 to 2.15, ``comm_lowering.py`` ``_all_reduce``): a functional
``all_reduce`` whose input is used again after it (so post-grad reinplacing could not turn it into the
in-place ``all_reduce_``) is lowered as a copy of its input, realized, then ``all_reduce_`` on the copy.
With ``config.reorder_for_compute_comm_overlap`` set, the copy's buffer is added to the set: "the horizontal
fusion of this clone often severely delays the scheduling of the all_reduce_ node". ``Scheduler._can_fuse``
then refuses every pair with a node that writes it ("fusion for buffer explicit disabled").

What the text shows of it: an ``_AllReduce_Kernel`` extern node (``all_reduce_``) whose mutation output
names the copy's buffer, that buffer made by a node that only copies (one load, stored unchanged) and read
by nothing but the all-reduce. The input is realized before the lowering runs (the comm lowerings'
``constrain_to_fx_strides`` layout constraint), so the copy is always such a node. An in-place
``all_reduce_`` (reinplaced) mutates the buffer that computes its input; that buffer is a pure copy only
where the program itself copied the value just before the collective (``all_reduce(t.clone())``), which
the text cannot tell from Inductor's copy.
"""
from __future__ import annotations

from ..ir.model import Node
from ..records import record
from .graph import Graph

#: the in-place all-reduce an ``_AllReduce_Kernel`` node calls
ALL_REDUCE_INPLACE = "torch.ops._c10d_functional.all_reduce_.default"


@record(frozen=True, slots=True)
class CommCopy:
    """A buffer Inductor made as the copy of an all-reduce's input: the node writing it, the all-reduce
    node, and the buffer it copies."""

    buffer: str
    writer: str
    collective: str
    source: str


def comm_copies(g: Graph) -> dict[str, CommCopy]:
    """The copies ``_all_reduce`` makes (by buffer name), found in the graph's leaves; empty when the
    graph has no all-reduce."""
    out: dict[str, CommCopy] = {}
    for leaf in g.leaves:
        node = leaf.leaf
        if node.kernel != ALL_REDUCE_INPLACE:
            continue
        for b in node.outputs:
            for name in b.mutations:
                info = g.buffers.get(name)
                if info is None or info.producer is None:
                    continue
                writer = g.model.get(info.producer)
                source = _copied(writer, name) if writer is not None else None
                if source is None:
                    continue
                buf = g.section.buffers.get(name)
                users = buf.users if buf is not None else None
                if not users or any(u.name != node.name for u in users):
                    continue
                out[name] = CommCopy(name, writer.name, node.name, source)
    return out


def _copied(n: Node, name: str) -> str | None:
    """The buffer node n copies into ``name`` unchanged (its loop body: one load, stored as loaded, at
    the same index), else None."""
    body = n.loop_body
    if body is None or len(body.functions) != 1 or n.outputs and len(n.outputs) != 1:
        return None
    load = store = None
    indexes: dict[str, str] = {}
    for st in body.functions[0].statements:
        if st.kind == "self" and st.op == "get_index":
            indexes[st.target or ""] = st.args[0] if st.args else ""
        elif st.kind == "ops" and st.op == "load" and load is None:
            load = st
        elif st.kind == "ops" and st.op == "store" and store is None:
            store = st
        elif st.kind != "return":
            return None
    if load is None or store is None or store.buffer != name or len(store.args) < 3 or len(load.args) < 2:
        return None
    if store.args[2] != load.target:
        return None
    idx_load, idx_store = indexes.get(load.args[1]), indexes.get(store.args[1])
    if idx_load is None or idx_load != idx_store:
        return None
    return load.buffer
