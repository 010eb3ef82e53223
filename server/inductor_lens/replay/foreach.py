"""Foreach kernels: ``ForeachKernelSchedulerNode`` (scheduler.py:3264-3490, torch 2.14.1), GPU only.

A foreach op (``torch._foreach_mul_`` over a list of tensors: a compiled optimizer's update of every
parameter) is lowered to one node per tensor, and Inductor registers the list (``V.graph.lists``). Right
after it writes ``ir_pre_fusion.txt`` the scheduler groups each list into a foreach node
(``create_foreach_nodes``, 4336): the pre-fusion file does not show the grouping; the fusion log's first
candidate list does (``ForeachKernelSchedulerNode(nodes=op4_op5_op6_op7)``), and so does the post-fusion
file. A foreach node fuses member by member: with another foreach node of as many members, each member
with its counterpart; with an ordinary node, that node with the one member it feeds or reads. Each member
check is a whole ``Scheduler.can_fuse``, logged under the members' names.

Kept as Inductor has it: a foreach node made by fusing one ordinary node in (the ``prev_node`` path of
``__init__``) has an empty ``read_to_node``, so no producer can join it afterwards by that map; its
``name_to_node`` is its predecessor's (the same dict) with the new member's operations pointed at it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .graph import SimNode, make_group

if TYPE_CHECKING:
    from .rules import Decision, Rules

KIND = "ForeachKernelSchedulerNode"


class Foreach:
    """A foreach node's members (leaves or fused nodes) and Inductor's two maps over them."""

    __slots__ = ("subs", "read_to_node", "name_to_node", "maps_unknown")

    def __init__(self, subs: list[SimNode], read_to_node: dict[str, SimNode], name_to_node: dict[str, SimNode]):
        self.subs = subs
        self.read_to_node = read_to_node
        self.name_to_node = name_to_node
        #: rebuilt from a post-fusion file without the lists: whether Inductor's last fusion into it took a
        #: single node (its read map then empty) is not known
        self.maps_unknown = False


def node(subs: list[SimNode], read_to_node: dict[str, SimNode] | None = None,
         name_to_node: dict[str, SimNode] | None = None) -> SimNode:
    """A ForeachKernelSchedulerNode over ``subs``; without maps, ``__init__``'s own (each member's reads and
    operation names; a later member's read wins)."""
    g = make_group(KIND, [leaf for s in subs for leaf in s.snodes])
    if read_to_node is None or name_to_node is None:
        read_to_node, name_to_node = {}, {}
        for s in subs:
            for d in s.reads:
                read_to_node[d.name] = s
            for leaf in s.snodes:
                name_to_node[leaf.name] = s
    g.foreach = Foreach(list(subs), read_to_node, name_to_node)
    return g


def consumer_subnode_for(f: Foreach, producer: SimNode) -> SimNode | None:
    """``get_consumer_subnode_for`` (3270-3277): the member reading the first of the producer's outputs
    that one reads."""
    for b in producer.buffer_names:
        sub = f.read_to_node.get(b)
        if sub is not None:
            return sub
    return None


def producer_subnode_for(rules: "Rules", f: Foreach, consumer: SimNode) -> SimNode | None:
    """``get_producer_subnode_for`` (3279-3296): the one member that writes what the consumer reads; None
    when it reads from several (or none)."""
    found: list[SimNode] = []
    for d in consumer.reads:
        op = rules.buffer_producer.get(d.name)
        if op is None:
            continue
        sub = f.name_to_node.get(op)
        if sub is not None and not any(sub is x for x in found):
            found.append(sub)
    return found[0] if len(found) == 1 else None


def can_fuse(rules: "Rules", producer: SimNode, consumer: SimNode) -> "Decision":
    """``ForeachKernelSchedulerNode.can_fuse`` (3298-3343), the Triton backend's answer for a pair with a
    foreach node (``SIMDScheduling.can_fuse``, codegen/simd.py:2068-2071). A member check is Inductor's whole
    ``can_fuse`` (not as a reorder round), logged under the members' names: the pair's own refusal is then
    silent, the member's is its ``sides``."""
    from .rules import Decision, FusedFacts
    fp, fc = producer.foreach, consumer.foreach
    if fp is not None and fc is not None:
        if len(fp.subs) != len(fc.subs):
            return _no("foreach do not have same length", rule="length",
                       detail=f"{len(fp.subs)} and {len(fc.subs)} members")
        for a, b in zip(fp.subs, fc.subs):
            d = _member(rules, a, b)
            if not d.ok:
                return _member_refused(a, b, d)
        return Decision(True, "fused", None, facts=FusedFacts(simd=f"foreach: {len(fp.subs)} members, each "
                                                                    "with its counterpart"))
    if fc is not None:
        if producer.is_reduction:
            return _no("candidate producer is a reduction, foreach ops cannot be fused with "
                       "reductions currently", rule="reduction")
        sub = consumer_subnode_for(fc, producer)
        if sub is None:
            return _no("candidate producer is not dep of any foreach consumer", rule="producer_not_dep")
        if fc.maps_unknown:
            from .rules import Undecidable
            raise Undecidable(f"whether the foreach kernel {consumer.name} last took a single node (its map of its "
                              "members' reads is then empty: 'candidate producer is not dep of any foreach "
                              "consumer'): the fusion log's first candidates tell which nodes were its lists")
        d = _member(rules, producer, sub)
        return _member_fused(sub) if d.ok else _member_refused(producer, sub, d)
    if consumer.is_reduction:
        return _no("candidate consumer is a reduction, foreach ops cannot be fused with reductions currently",
                   rule="reduction")
    sub = producer_subnode_for(rules, fp, consumer)
    if sub is None:
        return _no("candidate consumer has no dep in any foreach producer", rule="consumer_no_dep")
    d = _member(rules, sub, consumer)
    return _member_fused(sub) if d.ok else _member_refused(sub, consumer, d)


def _no(message: str, **facts) -> "Decision":
    """A refusal of this check, logged with Inductor's message."""
    from .reasons import REASONS
    from .rules import Decision
    return Decision(False, "foreach", message, facts=REASONS["foreach"].facts(**facts))


def _member(rules: "Rules", a: SimNode, b: SimNode) -> "Decision":
    """Inductor's whole ``can_fuse`` of two members, not as a reorder round (``scheduler.can_fuse(l, r)``)."""
    return rules.can_fuse(a, b, False)


def _member_fused(sub: SimNode) -> "Decision":
    from .rules import Decision, FusedFacts
    return Decision(True, "fused", None, facts=FusedFacts(simd=f"foreach: into its member {sub.name}"))


def _member_refused(a: SimNode, b: SimNode, d: "Decision") -> "Decision":
    from .reasons import REASONS
    from .rules import Decision
    return Decision(False, "foreach", None, facts=REASONS["foreach"].facts(
        rule="member", detail=f"{a.name} with {b.name}: {d.message or d.code}"), sides=((a, b, d),))


def fuse(rules: "Rules", producer: SimNode, consumer: SimNode) -> SimNode:
    """``ForeachKernelSchedulerNode.fuse`` (3345-3407): member by member, or the ordinary node into the member
    the maps name. The latter is ``__init__``'s ``prev_node`` path: the read map left empty, the name map the
    old node's (the same dict) with the new member's operations pointed at it. Where the maps name no member,
    Inductor fuses nothing and makes the node afresh."""
    fp, fc = producer.foreach, consumer.foreach
    if fp is not None and fc is not None:
        return node([_plain(a, b) for a, b in zip(fp.subs, fc.subs)])
    if fp is not None:
        f, sub = fp, producer_subnode_for(rules, fp, consumer)
        new = _plain(sub, consumer) if sub is not None else None
    else:
        f, sub = fc, consumer_subnode_for(fc, producer)
        new = _plain(producer, sub) if sub is not None else None
    subs = [new if s is sub else s for s in f.subs]
    if new is None or not any(s is new for s in subs):
        return node(subs)
    name_to_node = f.name_to_node
    for leaf in new.snodes:
        name_to_node[leaf.name] = new
    return node(subs, {}, name_to_node)


def _plain(a: SimNode, b: SimNode) -> SimNode:
    """``FusedSchedulerNode.fuse(a, b)``: a plain fused node of both members."""
    return make_group("FusedSchedulerNode", a.snodes + b.snodes)


def rebuilt(members: list[SimNode], lists: list[list[str]] | None) -> SimNode:
    """A foreach kernel a post-fusion file prints, from its members. Its maps depend on how Inductor last fused
    into it: fusing one node into a member (``prev_node`` path) leaves the read map empty, fusing two foreach
    kernels makes both maps afresh. With the foreach ops' lists known, a member that begins or ends with a node
    of no list (a node fused in, at the end as a producer's consumer, at the front as a consumer's producer)
    says the former; without them, the read map is unknown (``Foreach.maps_unknown``)."""
    g = node(members)
    if lists is None:
        g.foreach.maps_unknown = True
        return g
    listed = {x for names in lists for x in names}
    if any(m.snodes[-1].name not in listed or m.snodes[0].name not in listed for m in members):
        g.foreach.read_to_node = {}
    return g
