"""Ancestor queries over the pre-fusion node graph, in memory linear in its size.

Inductor gives every scheduler node its full set of ancestors (``compute_ancestors``, scheduler.py
5273-5296) and asks "does A hold an operation of B?" when it checks node order, vertical fusions,
intermediate nodes and cycles. Stored per node, those sets take memory quadratic in the node count (a
30,000-node file: 30,000 sets of up to 30,000 names). Here nothing per node grows with the graph:

* the graph is condensed into its strongly connected components (a damaged file may have cycles), numbered
  in topological order, so "a is an ancestor of b" needs ``comp[a] <= comp[b]``;
* each component gets two interval labels from depth-first traversals of the successors (GRAIL, Yıldırım
  et al. 2010): if a reaches b, b's interval lies inside a's in both, so most "no" answers take O(1);
* the rest is a backward search from b over the predecessors, pruned by the same bounds.

Every answer is exact: the labels only prune; the search decides.
"""
from __future__ import annotations

from typing import Iterable, Sequence


class Reach:
    """Reachability over leaves ``0..n-1``; ``preds[i]`` are the leaves whose buffers leaf ``i`` reads
    (its unmet dependencies' producers). ``cpreds`` / ``csuccs``: the edges between components, both
    ways (the fusion cycle check searches forwards)."""

    __slots__ = ("n", "comp", "members", "cyclic", "cpreds", "csuccs", "lo1", "hi1", "lo2", "hi2")

    def __init__(self, preds: Sequence[Sequence[int]]):
        self.n = len(preds)
        if all(j < i for i, ps in enumerate(preds) for j in ps):
            # the usual case: the file is in topological order and each node is its own component
            self.comp = None
            self.members = None
            self.cyclic = None
            self.cpreds = [list(ps) for ps in preds]
        else:
            self._condense(preds)
        self._label()

    # --- construction ---------------------------------------------------------------------------
    def _condense(self, preds: Sequence[Sequence[int]]) -> None:
        """Tarjan's strongly connected components (iterative) over the predecessor edges. A component
        is emitted after every component it reads from, so emission order is topological."""
        n = self.n
        index = [-1] * n
        low = [0] * n
        on = bytearray(n)
        stack: list[int] = []
        comp = [-1] * n
        members: list[list[int]] = []
        counter = 0
        for root in range(n):
            if index[root] >= 0:
                continue
            work = [(root, 0)]
            index[root] = low[root] = counter
            counter += 1
            stack.append(root)
            on[root] = 1
            while work:
                v, k = work[-1]
                ps = preds[v]
                if k < len(ps):
                    work[-1] = (v, k + 1)
                    w = ps[k]
                    if index[w] < 0:
                        index[w] = low[w] = counter
                        counter += 1
                        stack.append(w)
                        on[w] = 1
                        work.append((w, 0))
                    elif on[w] and index[w] < low[v]:
                        low[v] = index[w]
                    continue
                work.pop()
                if work:
                    u = work[-1][0]
                    if low[v] < low[u]:
                        low[u] = low[v]
                if low[v] == index[v]:
                    c = len(members)
                    group = []
                    while True:
                        w = stack.pop()
                        on[w] = 0
                        comp[w] = c
                        group.append(w)
                        if w == v:
                            break
                    group.sort()
                    members.append(group)
        cpreds: list[list[int]] = [[] for _ in members]
        for i, ps in enumerate(preds):
            ci = comp[i]
            for j in ps:
                cj = comp[j]
                if cj != ci and cj not in cpreds[ci]:
                    cpreds[ci].append(cj)
        self.comp = comp
        self.members = members
        self.cyclic = bytearray(len(g) > 1 for g in members)
        self.cpreds = cpreds

    def _label(self) -> None:
        """Two post-order interval labelings of the component DAG (children in forward, then reverse
        order). ``hi`` is the post-order rank, ``lo`` the smallest rank among the descendants."""
        cpreds = self.cpreds
        m = len(cpreds)
        succs: list[list[int]] = [[] for _ in range(m)]
        roots = []
        for c, ps in enumerate(cpreds):
            if not ps:
                roots.append(c)
            for p in ps:
                succs[p].append(c)
        labels = []
        for reverse in (False, True):
            hi = [0] * m
            seen = bytearray(m)
            rank = 0
            for r in (reversed(roots) if reverse else roots):
                if seen[r]:
                    continue
                seen[r] = 1
                work = [(r, iter(reversed(succs[r]) if reverse else succs[r]))]
                while work:
                    v, it = work[-1]
                    for s in it:
                        if not seen[s]:
                            seen[s] = 1
                            work.append((s, iter(reversed(succs[s]) if reverse else succs[s])))
                            break
                    else:
                        work.pop()
                        hi[v] = rank
                        rank += 1
            lo = hi[:]
            for c in range(m - 1, -1, -1):      # descendants have larger numbers: done first
                best = lo[c]
                for s in succs[c]:
                    if lo[s] < best:
                        best = lo[s]
                lo[c] = best
            labels.append((lo, hi))
        (self.lo1, self.hi1), (self.lo2, self.hi2) = labels
        self.csuccs = succs

    # --- queries ----------------------------------------------------------------------------------
    def ancestors_among(self, cands: Iterable[int], of: Iterable[int], first: bool = False) -> list[int]:
        """The leaves of ``cands`` that are ancestors of at least one leaf of ``of``, in ascending
        order (``first``: stop at the first one found)."""
        comp = self.comp
        if comp is None:
            cc = {c: None for c in cands}
            tc = set(of)
        else:
            cc = {}
            for c in cands:
                cc.setdefault(comp[c], []).append(c)
            tc = {comp[t] for t in of}
        if not cc or not tc:
            return []
        found: set[int] = set()
        if comp is not None:
            cyc = self.cyclic
            for x in cc:
                if x in tc and cyc[x]:
                    found.add(x)
                    if first:
                        return self._leaves(cc, found)
        lo1, hi1, lo2, hi2 = self.lo1, self.hi1, self.lo2, self.hi2
        if len(cc) == 1:
            x = next(iter(cc))
            p0, a1, b1, a2, b2 = x, lo1[x], hi1[x], lo2[x], hi2[x]
        else:
            p0 = min(cc)
            a1 = min(lo1[x] for x in cc)
            b1 = max(hi1[x] for x in cc)
            a2 = min(lo2[x] for x in cc)
            b2 = max(hi2[x] for x in cc)
        # u may have a candidate as a (strict) ancestor only if it comes later and its intervals lie
        # inside the candidates' (their hull, for several candidates)
        stack = [t for t in tc if t > p0 and lo1[t] >= a1 and hi1[t] <= b1 and lo2[t] >= a2 and hi2[t] <= b2]
        if not stack:
            return self._leaves(cc, found)
        want = len(cc)
        seen = set(stack)
        cpreds = self.cpreds
        while stack:
            u = stack.pop()
            for p in cpreds[u]:
                if p in cc and p not in found:     # (a candidate may also be a target: test before seen)
                    found.add(p)
                    if first or len(found) == want:
                        return self._leaves(cc, found)
                if p in seen:
                    continue
                seen.add(p)
                if p > p0 and lo1[p] >= a1 and hi1[p] <= b1 and lo2[p] >= a2 and hi2[p] <= b2:
                    stack.append(p)
        return self._leaves(cc, found)

    def _leaves(self, cc: dict, found: set[int]) -> list[int]:
        if not found:
            return []
        if self.comp is None:
            return sorted(found)
        return sorted(i for c in found for i in cc[c])

    def reaches(self, a: int, b: int) -> bool:
        """Is leaf a an ancestor of leaf b?"""
        comp = self.comp
        if comp is not None:
            a, b = comp[a], comp[b]
            if a == b:
                return bool(self.cyclic[a])
        if a >= b:
            return False
        lo1, hi1, lo2, hi2 = self.lo1, self.hi1, self.lo2, self.hi2
        a1, b1, a2, b2 = lo1[a], hi1[a], lo2[a], hi2[a]
        if lo1[b] < a1 or hi1[b] > b1 or lo2[b] < a2 or hi2[b] > b2:
            return False
        cpreds = self.cpreds
        stack = [b]
        seen = {b}
        while stack:
            u = stack.pop()
            for p in cpreds[u]:
                if p == a:
                    return True
                if p > a and p not in seen and lo1[p] >= a1 and hi1[p] <= b1 and lo2[p] >= a2 and hi2[p] <= b2:
                    seen.add(p)
                    stack.append(p)
        return False

    def is_ancestor(self, cands: Iterable[int], of: Iterable[int]) -> bool:
        """Is some leaf of ``cands`` an ancestor of some leaf of ``of``?"""
        return bool(self.ancestors_among(cands, of, first=True))

    def ancestor_set(self, of: Iterable[int], stop: set[int] | None = None, seen: set[int] | None = None) -> set[int]:
        """Every leaf that is an ancestor of a leaf of ``of``. The search does not go past leaves in
        ``stop`` (they are not returned either) and skips leaves already in ``seen`` (which it
        extends): the cycle check uses both to enumerate each region of the graph once."""
        comp = self.comp
        cpreds = self.cpreds
        stop_c = stop if comp is None or stop is None else {comp[i] for i in stop}
        out: set[int] = set()
        if comp is None:
            stack = list(of)
            visited = seen if seen is not None else set()
            while stack:
                u = stack.pop()
                for p in cpreds[u]:
                    if p in visited or (stop_c is not None and p in stop_c):
                        continue
                    visited.add(p)
                    out.add(p)
                    stack.append(p)
            return out
        start = {comp[i] for i in of}
        visited_c: set[int] = set()
        stack = list(start)
        cyc = self.cyclic
        # a member of a cycle is its own ancestor
        for c in start:
            if cyc[c]:
                visited_c.add(c)
        while stack:
            u = stack.pop()
            for p in cpreds[u]:
                if p in visited_c or (stop_c is not None and p in stop_c):
                    continue
                visited_c.add(p)
                stack.append(p)
        for c in visited_c:
            for i in self.members[c]:
                if (stop is None or i not in stop) and (seen is None or i not in seen):
                    out.add(i)
        if seen is not None:
            seen |= out
        return out
