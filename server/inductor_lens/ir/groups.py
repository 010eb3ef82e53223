"""A fused node seen from outside: which of its members' outputs leave it, what it reads from and writes
to memory (no torch; used by the benchmark's bytes and rebuild of edges that touch a fused node)."""
from __future__ import annotations

from .model import Node, Section
from .names import leaf_names


def leaves(top: Node) -> list[Node]:
    """The scheduler nodes a node computes: a fused node's members (nested groups flattened), or the
    node itself."""
    return [m for m in top.walk() if not m.members]


def escapes(sec: Section, n: Node, group: set[str]) -> bool:
    """Does a member's output leave ``group`` (a user outside it, a graph output, or no reader at all:
    a buffer Inductor keeps)? Users as printed on the buffer (or the node, in the buf-named era), else
    the readers the model found."""
    if not n.outputs:
        return True
    for b in n.outputs:
        buf = sec.buffers.get(b.name)
        users = b.users if b.users is not None else n.users
        readers = [u.name for u in users] if users else (list(buf.consumers) if buf is not None else [])
        if not readers or any(r not in group for r in readers):
            return True
    return False


def outgoing(sec: Section, top: Node) -> list[Node]:
    """The members of ``top`` whose outputs are read outside it (all of them for a plain node)."""
    ls = leaves(top)
    if len(ls) == 1:
        return ls
    names = {n.name for n in ls}
    return [n for n in ls if escapes(sec, n, names)]


def memory_io(sec: Section, top: Node) -> tuple[set[str], set[str]]:
    """(buffers read from memory, buffers written to memory) by the kernel of ``top``: its members'
    reads less what the group itself writes, and the outputs of its outgoing members."""
    ls = leaves(top)
    written = {d.name for n in ls for d in n.writes}
    reads = {d.name for n in ls for d in n.reads} - written
    writes = {d.name for n in outgoing(sec, top) for d in n.writes}
    return reads, writes


def part_io(sec: Section, part: list[Node], group_writes: set[str]) -> set[str]:
    """The buffers one part of a split fused node moves as a kernel of its own: its members' reads from
    outside the part, and their outputs read outside it (or the group's own outputs, ``group_writes``:
    ``memory_io``'s writes of the whole group). A buffer passed between parts is written by one part and
    read by the next."""
    written = {d.name for n in part for d in n.writes}
    reads = {d.name for n in part for d in n.reads} - written
    names = {n.name for n in part}
    outs = {d.name for n in part for d in n.writes if escapes(sec, n, names) or d.name in group_writes}
    return reads | outs


def group_node(sec: Section, name: str) -> Node | None:
    """A node of ``sec`` by name; a fused name (``op3_op4``) whose members are nodes of ``sec`` but
    which the section does not hold (a pre-fusion file, the replay's group) gives a fused node made of
    them, as Inductor would build it."""
    n = sec.node(name)
    if n is not None:
        return n
    names = leaf_names(name)
    members = [sec.node(m) for m in names]
    if len(names) < 2 or any(m is None for m in members):
        return None
    first = members[0]
    return Node(name, "FusedSchedulerNode", ", ".join(m.ir_class for m in members), first.name_span,
                first.header_span, (min(m.span[0] for m in members), max(m.span[1] for m in members)),
                members=members, member_names=names)


def node_io(sec: Section, n: Node) -> tuple[set[str], set[str]]:
    """(read, written) by a node as a kernel: ``memory_io`` for a fused node, its own reads and writes
    for a plain one."""
    if n.members:
        return memory_io(sec, n)
    return {d.name for d in n.reads}, {d.name for d in n.writes}


def pair_io(sec: Section, p: Node, c: Node) -> tuple[set[str], set[str], set[str]]:
    """(inputs, outputs, intermediates) of a producer -> consumer pair as one kernel (the forced
    fusion ``bench`` builds): the producer's inputs and the consumer's other inputs; the consumer's
    outputs and, of a fused producer, its other outputs (written by both variants); the buffers between
    them, which the fused kernel neither writes nor reads back."""
    p_reads, p_writes = node_io(sec, p)
    c_reads, c_writes = node_io(sec, c)
    shared = p_writes & c_reads
    inputs = p_reads | (c_reads - shared)
    outputs = c_writes | (p_writes - shared if p.members else set())
    return inputs, outputs, shared
