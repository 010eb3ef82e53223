"""Fused kernels that read a buffer at one index while updating it in place at another: torch 2.14.1 and older
make them, torch 2.15 refuses them.

A node that mutates a buffer in place (an input updated with ``mul_``, ``copy_``, an ``index_put_``) must run
after every node that read the buffer's earlier value: Inductor gives it a ``WeakDep`` on each such reader, and
lets the two fuse only where the reader reads the buffer at the very index the mutation writes
(``Scheduler.fusable_weak_dep``): then each element is read before it is overwritten. Up to torch 2.14 the check
looks only at reads of the buffer under its own name; a reader that reads it under the name of an *earlier*
mutation (the output of the ``index_put_`` that updated it first) is not looked at, and the pair fuses whatever
the index (scheduler.py:8542-8596 in 2.14.1). torch 2.15 maps each read through ``mutation_real_name`` first
and refuses such a pair ("memory deps did not match"): in the fused loop the reader can see elements the
mutation has already overwritten. ``tests/corpus/mutation_alias_read``: an input bank updated with
``index_put_``, read flipped, then multiplied in place by that read: torch 2.14.1's compiled function returns
other values than eager mode (the bank differs by up to 78 in absolute value), torch 2.15.0's does not.

``alias_hazards`` finds such fused groups in a file's fused nodes, whatever release compiled it: a group holding
a mutation and a reader of an earlier mutation's output at another element order (the read and the write
compared once normalized: the same order in other loop shapes reads each element before it is written, and is
not a hazard, although 2.15 refuses it too).
"""
from __future__ import annotations

from ..records import record
from .graph import DepKey, Graph, SimNode
from .normalize import normalize_dep

#: the release whose fusable_weak_dep maps reads through mutation aliases
FIXED_IN = "2.15.0"


@record(frozen=True, slots=True)
class AliasHazard:
    """One fused group that reads a buffer under an earlier mutation's name at another index than it updates it."""

    node: str          # the fused node (the file's group, as its members' names joined)
    reader: str        # the member that reads the earlier mutation's output
    read: str          # that read, as the IR prints it
    alias: str         # the earlier mutation's output it reads (a name of the same memory)
    writer: str        # the member that mutates the buffer
    write: str         # its write
    buffer: str        # the mutated buffer's real name (``mutation_real_name``)

    def text(self) -> str:
        return (f"{self.node} reads {self.buffer} through {self.alias} (an earlier in-place update of it) in "
                f"{self.reader} at another index than {self.writer} updates it in the same kernel: the fused loop "
                f"can read elements the update has already overwritten; torch {FIXED_IN} refuses this fusion "
                f"(memory deps did not match)")

    def to_json(self) -> dict:
        return {"node": self.node, "reader": self.reader, "read": self.read, "alias": self.alias,
                "writer": self.writer, "write": self.write, "buffer": self.buffer, "fixed_in": FIXED_IN}


def alias_hazards(g: Graph, real_name: dict[str, str], groups: list[list[str]]) -> list[AliasHazard]:
    """The hazards of the fused ``groups`` (each its leaf names) of graph ``g``; ``real_name``: each mutation's
    output -> the buffer it mutates first (``Rules.mutation_real_name``)."""
    out = []
    for members in groups:
        if len(members) < 2:
            continue
        leaves = [g.by_name[m] for m in members if m in g.by_name]
        producer = {b: s for s in leaves for b in s.buffer_names}
        node = "_".join(members)
        for m in leaves:
            leaf = m.leaf
            if leaf is not None and not any(d.kind == "WeakDep" and d.mutating_buf for d in (*leaf.unmet, *leaf.met)):
                continue        # most nodes mutate nothing: nothing to convert
            reads, writes = _printed(m)
            for weak in reads:
                if weak.kind != "WeakDep" or weak.mutating_buf is None:
                    continue
                reader = producer.get(weak.name)
                if reader is None or reader is m:
                    continue
                real = real_name.get(weak.mutating_buf, weak.mutating_buf)
                mine = [w for w in writes if w.name == weak.mutating_buf]
                if len(mine) != 1 or mine[0].kind != "MemoryDep":
                    continue
                write = mine[0]
                for read in _printed(reader)[0]:
                    # a read of the buffer under an earlier mutation's name: what torch 2.14's check misses
                    if read.kind != "WeakDep" and read.name != real and real_name.get(read.name) == real \
                            and not _same_order(read, write):
                        out.append(AliasHazard(node, reader.name, str(read), read.name, m.name, str(write), real))
    return out


def _printed(n: SimNode) -> tuple[list[DepKey], list[DepKey]]:
    """A leaf's reads and writes as the file prints them (the replay prunes weak dependencies and may reorder
    loops on its copies)."""
    leaf = n.leaf
    if leaf is None:
        return list(n.reads), list(n.writes)
    return [DepKey.of(d) for d in (*leaf.unmet, *leaf.met)], [DepKey.of(d) for d in leaf.writes]


def _same_order(read: DepKey, write: DepKey) -> bool:
    """Whether the read touches each element where (and when) the write does: a direct MemoryDep at the same
    normalized index over the same normalized loop sizes."""
    if read.kind != "MemoryDep" or read.is_indirect() or write.is_indirect():
        return False
    if read.index == write.index and read.ranges == write.ranges:
        return True
    a, b = normalize_dep(read), normalize_dep(write)
    return a is not None and b is not None and a.index == b.index and \
        [s for _v, s in a.ranges] == [s for _v, s in b.ranges]
