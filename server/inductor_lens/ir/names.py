"""Occurrence index: every mention of every op and buffer name, with its exact span.

Built from the model (never by searching the text): node headers, fused names (one occurrence per
member inside ``op2_op3_op4``), ``opN.`` prefixes of attribute lines, ``class opN_loop_body``,
``NodeUser(node=...(name='opN'))``, outputs entries ``bufN:``, ``bufN.`` prefixes, dependency names,
``<buf>_layout`` lines, aliases/mutations and the buffers named by ``ops.load`` / ``ops.store``.

Answers "what is at this offset" (hover, definition) and "where is this name" (references).
"""
from __future__ import annotations

import re
from bisect import bisect_right
from typing import Iterator, NamedTuple

from .fields import buffer_refs
from .model import IRFile, Node

_LEAF_RE = re.compile(r"(?:op|buf)\d+")


_LEAF_AT_RE = re.compile(r"(?:op|buf)\d+(?=_|$)")


def leaf_names(name: str) -> list[str]:
    """The scheduler nodes inside a fused node's name as Inductor prints it (``op1_op2_op3``: its
    members; the buf-named era joins buffer names the same way; a subgraph's, ``true_graph_0_op1_true_graph_0_op2``,
    joins its qualified names: ``ir.subgraph``); a plain name is its own leaf."""
    parts = name.split("_")
    if len(parts) > 1 and all(_LEAF_RE.fullmatch(p) for p in parts):
        return parts
    if len(parts) > 3:
        for m in _LEAF_AT_RE.finditer(name):
            prefix = name[:m.start()]
            if not prefix.endswith("_"):
                continue
            pieces = name[len(prefix):].split("_" + prefix)
            if len(pieces) > 1 and all(_LEAF_RE.fullmatch(p) for p in pieces):
                return [prefix + p for p in pieces]
            break
    return [name]

NODE = "node"
BUFFER = "buffer"


class Occurrence(NamedTuple):
    """One mention of a name. (A named tuple: a 50 MB file has three quarters of a million of them, and a
    frozen dataclass took 3x as long to create.)"""

    start: int
    end: int
    name: str
    kind: str          # 'node' | 'buffer'
    role: str          # 'def' | 'ref'
    context: str       # header, member, attr, user, output, dep:<writes|unmet|met>, layout, load, store, alias, mutation, loop_body
    section: int = 0
    node: str | None = None   # the node whose block contains the occurrence

    @property
    def span(self) -> tuple[int, int]:
        return (self.start, self.end)


def _order(o: Occurrence) -> tuple[int, int]:
    return (o.start, -o.end)


class NameIndex:
    def __init__(self, occurrences: list[Occurrence], presorted: bool = False):
        if not presorted:
            occurrences.sort(key=_order)
        self.occurrences = occurrences
        self._starts = [o.start for o in occurrences]
        self._by_name: dict[tuple[int, str, str], list[Occurrence]] = {}
        self._keys: dict[str, list[tuple[int, str, str]]] = {}   # name -> its (section, kind, name) keys
        for o in occurrences:
            key = (o.section, o.kind, o.name)
            lst = self._by_name.get(key)
            if lst is None:
                lst = self._by_name[key] = []
                self._keys.setdefault(o.name, []).append(key)
            lst.append(o)
        self._max_len = max((o.end - o.start for o in occurrences), default=0)

    def at(self, offset: int) -> list[Occurrence]:
        """Occurrences covering ``offset`` (end inclusive, so a cursor just after a name finds it),
        innermost (shortest) first."""
        i = bisect_right(self._starts, offset)
        out = []
        j = i - 1
        while j >= 0 and self._starts[j] >= offset - self._max_len:
            o = self.occurrences[j]
            if o.start <= offset <= o.end:
                out.append(o)
            j -= 1
        out.sort(key=lambda o: o.end - o.start)
        return out

    def of(self, name: str, kind: str | None = None, section: int | None = None) -> list[Occurrence]:
        """All occurrences of a name (in file order)."""
        out = []
        for sec, k, n in self._keys.get(name, ()):
            if (kind is None or k == kind) and (section is None or sec == section):
                out.extend(self._by_name[(sec, k, n)])
        out.sort(key=lambda o: o.start)
        return out

    def definition(self, name: str, kind: str, section: int = 0) -> Occurrence | None:
        for o in self._by_name.get((section, kind, name), ()):
            if o.role == "def":
                return o
        return None

    def __iter__(self) -> Iterator[Occurrence]:
        return iter(self.occurrences)

    def __len__(self) -> int:
        return len(self.occurrences)


def build_index(f: IRFile, include_loop_bodies: bool = True) -> NameIndex:
    from .parse import paused_gc
    occ: list[Occurrence] = []
    presorted = True
    with paused_gc():  # a bulk build of long-lived objects: cyclic GC passes would only cost time
        for si, sec in enumerate(f.sections):
            buffer_names = set(sec.buffers)
            for top in sec.nodes:
                block: list[Occurrence] = []
                for node in top.walk():
                    _node_occurrences(node, si, top.name, buffer_names, block.append, include_loop_bodies)
                # sorted block by block (blocks follow each other in the text): one sort of two million
                # occurrences would hold the interpreter lock for 0.3 s while an editor's requests wait
                block.sort(key=_order)
                if block and occ and _order(occ[-1]) > _order(block[0]):
                    presorted = False
                occ.extend(block)
        return NameIndex(occ, presorted)


def _node_occurrences(node: Node, si: int, block: str, buffer_names: set[str], add, loop_bodies: bool) -> None:
    name = node.name
    s, e = node.name_span
    add(Occurrence(s, e, name, NODE, "def", "header", si, block))
    # buf-named era: the node *is* its buffer
    if name in buffer_names and not node.outputs and not node.members and name.startswith("buf"):
        add(Occurrence(s, e, name, BUFFER, "def", "header", si, block))
    if node.member_names and "_" in name:
        # each member inside the fused name: op2_op3_op4
        pos = s
        for part in name.split("_"):
            if part in node.member_names:
                add(Occurrence(pos, pos + len(part), part, NODE, "ref", "member", si, block))
            pos += len(part) + 1
    n = len(name)
    for m in node.mentions:
        add(Occurrence(m, m + n, name, NODE, "ref", "attr", si, block))
    for role, deps in (("writes", node.writes), ("unmet", node.unmet), ("met", node.met)):
        for d in deps:
            add(Occurrence(d.name_start, d.name_start + len(d.name), d.name, BUFFER, "ref", f"dep:{role}", si, block))
            if d.mutating_start >= 0 and d.mutating_buf:
                add(Occurrence(d.mutating_start, d.mutating_start + len(d.mutating_buf), d.mutating_buf, BUFFER,
                               "ref", f"dep:{role}", si, block))
    for rname, start, ctx in node.refs:
        kind = NODE if ctx == "member" else BUFFER
        add(Occurrence(start, start + len(rname), rname, kind, "ref", ctx, si, block))
    for b in node.outputs:
        if b.span:
            add(Occurrence(b.span[0], b.span[1], b.name, BUFFER, "def", "output", si, block))
        bl = len(b.name)
        for m in b.mentions:
            add(Occurrence(m, m + bl, b.name, BUFFER, "ref", "attr", si, block))
        for rname, start, ctx in b.refs:
            add(Occurrence(start, start + len(rname), rname, BUFFER, "ref", ctx, si, block))
        for u in b.users or ():
            if u.name and u.span:
                add(Occurrence(u.span[0], u.span[1], u.name, NODE, "ref", "user", si, block))
    for u in node.users or ():
        if u.name and u.span:
            add(Occurrence(u.span[0], u.span[1], u.name, NODE, "ref", "user", si, block))
    for lname, _lay, start in node.layouts:
        add(Occurrence(start, start + len(lname), lname, BUFFER, "ref", "layout", si, block))
    if loop_bodies and node.loop_body is not None:
        for fn in node.loop_body.functions:
            for op, buf, start in buffer_refs(fn):
                ctx = "store" if op.startswith("store") else "load"
                add(Occurrence(start, start + len(buf), buf, BUFFER, "ref", ctx, si, block))
