"""A fusion lock: the fusion structure of a run, recorded to be checked again in CI (``inductor-lens lock``
and ``inductor-lens check``).

Per graph of the run (its kind, compiled frame and label) the lock keeps its kernel count (as Inductor
emits them: on CPU its C++ functions, with its loop nests beside) and its leaf
scheduler nodes in creation order, each by its signature (``runs.align.Leaf``: node class and extern
kernel, outputs, the computing ``ops.*`` calls, iteration space, the model lines it came from) and the
index of the fused group it belongs to. Nothing in it is an ``opN`` / ``bufN`` name or a full path: the
same model and code compiled again gives the same lock, byte for byte (sorted keys, graphs and leaves
in the run's order, groups numbered by their first leaf). It also keeps the fusion-related config the
graph ran with and the torch version of the run, when the run recorded them.

``Lock.to_json`` / ``lock_from_json`` are the edges; a hand-edited or corrupt lock is a ``LockError``
that says what is wrong with it, never a traceback. Version 1 (before ``loop_nests``) is still read: its
``kernels`` are a graph's loop nests (kernel nodes) on every device, and ``check`` compares them with the
run's loop nests.
"""
from __future__ import annotations

import json
from dataclasses import field
from pathlib import Path
from typing import Any

from .. import jsontext
from ..files import read_text
from ..records import record
from .align import Leaf
from .compare import (
    CompareError,
    GraphSide,
    RunGraph,
    analyse_graph,
    run_graphs,
    side_of_leaves,
)

#: the lock's format, written; versions from 1 are read (another is refused: written again with ``--update``)
LOCK_VERSION = 2
LOCK_FORMAT = "inductor-lens-fusion-lock"
READ_VERSIONS = (1, 2)


class LockError(Exception):
    """A lock that cannot be read (said to the user as is)."""


@record(slots=True)
class LockLeaf:
    kind: str
    outputs: tuple                       # (dtype, size) per output, size a tuple of str or None
    ops: tuple                           # (op, count), sorted
    iteration: str | None
    sources: tuple                       # (file name, code), sorted
    lines: tuple                         # "file:line code"
    group: int                           # its fused node: an index into the graph's groups

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "outputs": [[d, None if s is None else list(s)] for d, s in self.outputs],
                "ops": [[op, n] for op, n in self.ops], "iteration": self.iteration,
                "sources": [list(s) for s in self.sources], "lines": list(self.lines), "group": self.group}


@record(slots=True)
class LockGraph:
    label: str                           # the graph's folder in the run it was locked from
    kind: str                            # inference | forward | backward | graph
    frame: tuple | None                  # (function, file name) of the compiled frame
    kernels: int                         # as Inductor emits them: on CPU C++ functions (version 1: loop nests)
    groups: int                          # how many fused (final) nodes
    leaves: list[LockLeaf] = field(default_factory=list)
    config: dict[str, Any] = field(default_factory=dict)
    loop_nests: int | None = None        # a CPU graph's loop nests (None: not a CPU graph, or version 1)
    version: int = LOCK_VERSION          # of the lock it was read from

    def to_json(self) -> dict[str, Any]:
        out = {"label": self.label, "kind": self.kind, "frame": list(self.frame) if self.frame else None,
               "kernels": self.kernels, "groups": self.groups, "leaves": [x.to_json() for x in self.leaves],
               "config": self.config}
        if self.version >= 2:
            out["loop_nests"] = self.loop_nests
        return out

    def run_graph(self, path: Path) -> RunGraph:
        """As a graph of a run, to be matched with a run's graphs (``compare.match_graphs``)."""
        return RunGraph(self.label, path, self.kind, self.frame)

    def side(self) -> GraphSide:
        """As one side of a comparison (no verdicts, no edges): leaves named ``L<i>``, groups ``G<j>``."""
        side = GraphSide(self.label, Path(self.label), kernels=self.kernels, config=dict(self.config),
                         loop_nests=self.loop_nests)
        return side_of_leaves(side, [Leaf(f"L{i}", f"G{x.group}", x.kind, x.outputs, x.ops, x.iteration,
                                          x.sources, x.lines) for i, x in enumerate(self.leaves)])


@record(slots=True)
class Lock:
    graphs: list[LockGraph] = field(default_factory=list)
    torch: str | None = None             # the run's, when it recorded it (run.json)
    version: int = LOCK_VERSION          # the file's (a lock read is written back in its own version)
    #: not written: the run's kernels that read a buffer through an earlier in-place update at another index
    #: than they update it (``replay.hazards``), which ``check`` fails whatever the lock holds
    hazards: list[Any] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {"format": LOCK_FORMAT, "version": self.version, "torch": self.torch,
                "graphs": [g.to_json() for g in self.graphs]}

    def text(self) -> str:
        """The lock file's text: deterministic (sorted keys, two-space indent, one line per leaf: a
        change of the fusion is a readable diff), with a final newline."""
        return _dump(self.to_json(), 0) + "\n"


def _dump(v: Any, depth: int) -> str:
    if not isinstance(v, (dict, list)) or depth >= 4 or (isinstance(v, list) and not any(
            isinstance(x, (dict, list)) for x in v)):
        return json.dumps(v, sort_keys=True, ensure_ascii=False)
    pad, inner = "  " * depth, "  " * (depth + 1)
    if isinstance(v, dict):
        if not v:
            return "{}"
        body = ",\n".join(f"{inner}{json.dumps(k, ensure_ascii=False)}: {_dump(v[k], depth + 1)}" for k in sorted(v))
        return "{\n" + body + "\n" + pad + "}"
    if not v:
        return "[]"
    return "[\n" + ",\n".join(inner + _dump(x, depth + 1) for x in v) + "\n" + pad + "]"


# ------------------------------------------------------------------------------------------------
def run_versions(path: Path) -> dict[str, Any]:
    """The versions a captured run recorded (its run.json, at or above ``path``), or {}."""
    p = Path(path)
    for d in (p, p.parent, p.parent.parent):
        m = d / "run.json"
        if m.is_file():
            try:
                v = jsontext.loads(read_text(m)).get("versions")
            except (OSError, ValueError, AttributeError):
                return {}
            return v if isinstance(v, dict) else {}
    return {}


def _plain(v: Any) -> Any:
    """A config value as JSON keeps it (tuples become lists), so a lock and a run compare equal."""
    return json.loads(json.dumps(v, default=str))


def lock_graph(g: RunGraph, side: GraphSide) -> LockGraph:
    """A graph's lock entry from its analysed side."""
    index: dict[str, int] = {}
    out = []
    for x in side.leaves:              # creation order: groups numbered by their first leaf
        gi = index.setdefault(x.group, len(index))
        out.append(LockLeaf(x.kind, x.outputs, x.ops, x.iteration, x.sources, x.lines, gi))
    return LockGraph(g.label, g.kind, g.frame, side.kernels, len(index), out,
                     {k: _plain(v) for k, v in sorted(side.config.items())}, side.loop_nests)


def lock_run(path: Path) -> Lock:
    """The lock of a run (a capture folder, a debug tree, a graph folder or an ``ir_post_fusion.txt``);
    ``LockError`` when it has no graph, or a graph cannot be analysed."""
    try:
        graphs = run_graphs(path)
    except CompareError as err:
        raise LockError(str(err)) from err
    if not graphs:
        raise LockError(f"{path}: no ir_post_fusion.txt in its graphs")
    lock = Lock(torch=run_versions(path).get("torch"))
    for g in graphs:
        side = analyse_graph(g.path, g.label)
        if side.error or side.unreadable:
            raise LockError(f"{g.path}: cannot lock this graph: {side.error or side.unreadable}")
        lock.graphs.append(lock_graph(g, side))
        lock.hazards.extend(side.hazards)
        # a debug tree without run.json: the torch its graphs name (fx_graph_runnable.py's "# torch version:")
        lock.torch = lock.torch or side.torch
    return lock


# ------------------------------------------------------------------------------------------------
def _expect(ok: bool, where: str, what: str) -> None:
    if not ok:
        raise LockError(f"{where}: {what}")


def _str_or_none(v: Any) -> bool:
    return v is None or isinstance(v, str)


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def _leaf(d: Any, where: str, groups: int) -> LockLeaf:
    _expect(isinstance(d, dict), where, "expected an object")
    missing = [k for k in ("kind", "outputs", "ops", "iteration", "sources", "lines", "group") if k not in d]
    _expect(not missing, where, f"missing key {', '.join(missing)}")
    _expect(isinstance(d["kind"], str), where, "kind: expected a string")
    outs = d["outputs"]
    _expect(isinstance(outs, list) and all(
        isinstance(o, list) and len(o) == 2 and _str_or_none(o[0])
        and (o[1] is None or (isinstance(o[1], list) and all(isinstance(s, str) for s in o[1]))) for o in outs),
        where, "outputs: expected [[dtype, [size, ...] | null], ...]")
    ops = d["ops"]
    _expect(isinstance(ops, list) and all(isinstance(o, list) and len(o) == 2 and isinstance(o[0], str)
                                          and _int(o[1]) for o in ops), where, "ops: expected [[op, count], ...]")
    _expect(_str_or_none(d["iteration"]), where, "iteration: expected a string or null")
    srcs = d["sources"]
    _expect(isinstance(srcs, list) and all(isinstance(s, list) and len(s) == 2 and all(isinstance(t, str) for t in s)
                                           for s in srcs), where, "sources: expected [[file, code], ...]")
    _expect(isinstance(d["lines"], list) and all(isinstance(s, str) for s in d["lines"]), where,
            "lines: expected a list of strings")
    _expect(_int(d["group"]) and d["group"] < groups, where, f"group: expected an index below {groups}")
    return LockLeaf(d["kind"], tuple((o[0], None if o[1] is None else tuple(o[1])) for o in outs),
                    tuple((o[0], o[1]) for o in ops), d["iteration"], tuple(tuple(s) for s in srcs),
                    tuple(d["lines"]), d["group"])


def _graph(d: Any, where: str, version: int) -> LockGraph:
    _expect(isinstance(d, dict), where, "expected an object")
    keys = ["label", "kind", "frame", "kernels", "groups", "leaves", "config"] + (["loop_nests"] if version >= 2 else [])
    missing = [k for k in keys if k not in d]
    _expect(not missing, where, f"missing key {', '.join(missing)}")
    _expect(isinstance(d["label"], str) and isinstance(d["kind"], str), where, "label and kind: expected strings")
    fr = d["frame"]
    _expect(fr is None or (isinstance(fr, list) and len(fr) == 2 and all(_str_or_none(x) for x in fr)), where,
            "frame: expected [function, file] or null")
    _expect(_int(d["kernels"]) and _int(d["groups"]), where, "kernels and groups: expected counts")
    nests = d.get("loop_nests") if version >= 2 else None
    _expect(nests is None or _int(nests), where, "loop_nests: expected a count or null")
    _expect(isinstance(d["leaves"], list), where, "leaves: expected a list")
    _expect(isinstance(d["config"], dict), where, "config: expected an object")
    leaves = [_leaf(x, f"{where}.leaves[{i}]", d["groups"]) for i, x in enumerate(d["leaves"])]
    _expect(len({x.group for x in leaves}) == d["groups"], where,
            f"groups: {d['groups']}, but the leaves are in {len({x.group for x in leaves})}")
    return LockGraph(d["label"], d["kind"], tuple(fr) if fr else None, d["kernels"], d["groups"], leaves, d["config"],
                     nests, version)


def lock_from_json(text: str, where: str = "lock") -> Lock:
    """A lock from its file's text; ``LockError`` saying what is wrong (``where``: the file's name)."""
    try:
        d = jsontext.loads(text)
    except ValueError as err:
        raise LockError(f"{where}: not a fusion lock: not JSON ({err})") from err
    _expect(isinstance(d, dict) and d.get("format") == LOCK_FORMAT, where,
            f"not a fusion lock (no \"format\": \"{LOCK_FORMAT}\"; write one with `inductor-lens lock`)")
    v = d.get("version")
    _expect(type(v) is int and v in READ_VERSIONS, where, f"lock version {v!r}, this inductor-lens reads "
            f"versions 1 to {LOCK_VERSION} (write it again with `inductor-lens check RUN --lock FILE --update`)")
    missing = [k for k in ("graphs", "torch") if k not in d]
    _expect(not missing, where, f"missing key {', '.join(missing)}")
    _expect(_str_or_none(d["torch"]), where, "torch: expected a string or null")
    _expect(isinstance(d["graphs"], list), where, "graphs: expected a list")
    return Lock([_graph(g, f"{where}: graphs[{i}]", v) for i, g in enumerate(d["graphs"])], d["torch"], v)


def read_lock(path: Path) -> Lock:
    p = Path(path)
    try:
        text = read_text(p)
    except FileNotFoundError as err:
        raise LockError(f"{p}: no such lock (write one with `inductor-lens lock RUN -o {p}`)") from err
    except (OSError, ValueError) as err:
        raise LockError(f"{p}: cannot read the lock: {getattr(err, 'strerror', None) or err}") from err
    return lock_from_json(text, str(p))
