"""A compiled graph's Schedulers, kept apart: the calling graph's and each subgraph's (``ir.subgraph``).

A graph that calls ``torch.cond``, ``torch.while_loop`` or a nested compile region is fused by several
Schedulers, and its debug folder keeps only the last one's ``ir_pre_fusion.txt`` / ``ir_post_fusion.txt``.
``TORCH_LOGS=ir_pre_fusion,ir_post_fusion`` logs each Scheduler's nodes (one ``BEFORE FUSION`` and one
``AFTER FUSION`` message each, in the order they ran: the calling graph's first), and the fusion log one block
of rounds each (``===== attempting fusion (1/10) ...``). ``write_schedulers`` puts the calling graph's IR
where the folder's was, and each subgraph's, with its block of the fusion log, into ``subgraphs/<name>/``.
Used by ``capture`` and by the corpus generator.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable

from ..files import write_atomic
from ..ir.subgraph import SUBGRAPHS, graph_of, header_name, top_level_nodes
from ..records import record

#: a line of Inductor's IR log artifacts (any log prefix before it)
IR_LOG_RE = re.compile(r"\[__ir_(pre|post)_fusion\] ?")
_TITLES = {"pre": "BEFORE FUSION", "post": "AFTER FUSION"}
_ATTEMPT_ONE_RE = re.compile(r"===== attempting fusion \(1/\d+\)")


@record(slots=True)
class SchedulerIR:
    """One Scheduler's nodes as it logged them: before and after fusion (file text: the log prefixes gone)."""

    pre: str | None = None
    post: str | None = None

    @property
    def subgraph(self) -> str | None:
        """The subgraph it fused (its nodes' qualified names), None for the compiled graph's own."""
        for text in (self.post, self.pre):
            name = header_name((text or "").split("\n", 1)[0])
            if name is not None:
                return graph_of(name)
        return None

    def nodes(self) -> int:
        """Its top-level nodes after fusion (before, when that is all it logged): a fused node's members,
        printed after it, not counted."""
        return top_level_nodes((self.post if self.post is not None else (self.pre or "")).splitlines())


def count_schedulers(lines: Iterable[str]) -> int:
    """How many Schedulers a process's IR log lines hold (their ``BEFORE FUSION`` titles), read without keeping
    the text: a graph fused by one Scheduler (most) needs no split, and its IR (megabytes) is never held."""
    n = 0
    for line in lines:
        m = IR_LOG_RE.search(line)
        if m is not None and m.group(1) == "pre" and line[m.end():].strip() == _TITLES["pre"]:
            n += 1
    return n


def split_ir_log(lines: Iterable[str]) -> list[SchedulerIR]:
    """Each Scheduler's IR from a process's log lines, in order (lines of other artifacts are skipped)."""
    out: list[SchedulerIR] = []
    phase: str | None = None
    body: list[str] = []

    def flush() -> None:
        if phase is not None and out:
            if body and not body[-1].strip():    # the message's own last line break: not the file's
                body.pop()
            text = "".join(x if x.endswith("\n") else x + "\n" for x in body)
            setattr(out[-1], phase, text)

    for line in lines:
        m = IR_LOG_RE.search(line)
        if m is None:
            continue
        rest = line[m.end():]
        if rest.strip() == _TITLES[m.group(1)]:
            flush()
            phase, body = m.group(1), []
            if phase == "pre" or not out or out[-1].post is not None:
                out.append(SchedulerIR())
            continue
        if phase == m.group(1):
            body.append(rest)
    flush()
    return out


def split_fusion_log(lines: list[str]) -> list[list[str]]:
    """A graph's fusion log lines cut into its Schedulers' blocks (each opens at ``attempting fusion (1/…)``);
    lines before the first block go with it."""
    blocks: list[list[str]] = []
    cur: list[str] = []
    opened = False
    for line in lines:
        if _ATTEMPT_ONE_RE.search(line):
            if opened:
                blocks.append(cur)
                cur = []
            opened = True
        cur.append(line)
    if cur:
        blocks.append(cur)
    return blocks


@record(slots=True)
class KeptSubgraph:
    name: str            # the subgraph's name (true_graph_0, while_loop_body_graph_0, repeated_subgraph0)
    folder: str          # relative to the graph's folder
    nodes: int           # its nodes after fusion

    def to_json(self) -> dict:
        return {"name": self.name, "folder": self.folder, "nodes": self.nodes}


def write_schedulers(dest: Path, scheds: list[SchedulerIR], fusion_lines: list[str]) -> list[KeptSubgraph]:
    """With more than one Scheduler: the first's (the calling graph's) IR into ``dest``'s
    ``ir_pre_fusion.txt`` / ``ir_post_fusion.txt`` (the debug folder's are the last Scheduler's), and each
    other's into ``dest/subgraphs/<name>/`` with its block of the fusion log (the whole log when the blocks do
    not pair with the Schedulers). One Scheduler: nothing to do (the folder's files are its own)."""
    if len(scheds) < 2:
        return []
    blocks = split_fusion_log(fusion_lines)
    paired = len(blocks) == len(scheds)
    main = scheds[0]
    for phase, fname in (("pre", "ir_pre_fusion.txt"), ("post", "ir_post_fusion.txt")):
        text = getattr(main, phase)
        if text is not None:
            write_atomic(dest / fname, text)
    kept: list[KeptSubgraph] = []
    seen: dict[str, int] = {}
    for i, s in enumerate(scheds[1:], 1):
        name = s.subgraph or f"subgraph{i}"
        seen[name] = seen.get(name, 0) + 1
        folder = name if seen[name] == 1 else f"{name}-{seen[name]}"
        sub = dest / SUBGRAPHS / folder
        sub.mkdir(parents=True, exist_ok=True)
        for phase, fname in (("pre", "ir_pre_fusion.txt"), ("post", "ir_post_fusion.txt")):
            text = getattr(s, phase)
            if text is not None:
                write_atomic(sub / fname, text)
        write_atomic(sub / "fusion.log", "".join(x if x.endswith("\n") else x + "\n"
                                                 for x in (blocks[i] if paired else fusion_lines)))
        kept.append(KeptSubgraph(name, f"{SUBGRAPHS}/{folder}", s.nodes()))
    if paired:        # the graph's own fusion log: its own block
        write_atomic(dest / "fusion.log", "".join(x if x.endswith("\n") else x + "\n" for x in blocks[0]))
    return kept
