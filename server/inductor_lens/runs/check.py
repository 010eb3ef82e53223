"""``inductor-lens check RUN --lock FILE``: a run against its fusion lock (``runs.lock``), for CI.

Each locked graph is matched with a graph of the run (``compare.match_graphs``: kind and compiled frame),
and the two are compared as two runs are (``compare.compare_graphs``: the lock is side A, a side with
leaves and groups but no verdicts; the run, analysed and explained, is side B). Failures (errors):

* ``fusion lost``: leaves of one locked group are in several kernels of the run, with the run's
  Inductor reason (code, message, evidence) for keeping the parts apart;
* ``kernel count grew``: the graph has more kernels than the lock, beyond the tolerance;
* ``graph missing``: a locked graph the run does not have (or cannot be analysed).

Notes (never failures): fusions gained, ops added or removed, fewer kernels, a graph only the run has,
config values and the torch version that differ from the lock's.

The findings are rendered as text, as GitHub Actions workflow commands (``::error file=…,line=…``) or as
SARIF 2.1.0, each at the model source line of the run's node (a lost fusion: where the kernel splits),
else the node's line in the run's IR file.
"""
from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any

from ..records import record
from .compare import (
    Change,
    RunGraph,
    analyse_graph,
    compare_graphs,
    match_graphs,
    run_graphs,
)
from .lock import Lock, LockGraph, run_versions

#: the SARIF rules that are not fusion reasons: (short description, full description)
KINDS = {
    "fusion_lost": ("Fusion lost", "Nodes the lock has in one kernel are in several kernels of the run."),
    "kernel_count_grew": ("Kernel count grew", "The graph has more kernels than the lock allows."),
    "graph_missing": ("Graph missing", "A graph of the lock is not in the run, or could not be analysed."),
    "fusion_gained": ("Fusion gained", "Nodes the lock has in several kernels are in one kernel of the run."),
    "op_added": ("Op added", "A node of the run the lock does not have."),
    "op_removed": ("Op removed", "A node of the lock the run does not have."),
    "kernel_count_fell": ("Kernel count fell", "The graph has fewer kernels than the lock."),
    "graph_added": ("Graph added", "A graph of the run the lock does not have."),
    "config_changed": ("Config changed", "Fusion-related Inductor config values differ from the lock's."),
    "torch_changed": ("Torch version changed", "The run's torch version is not the lock's."),
}
TITLES = {k: v[0] for k, v in KINDS.items()}


@record(slots=True)
class Finding:
    level: str                         # error (fails the check) | note
    kind: str                          # a key of KINDS
    graph: str | None                  # the locked graph's label (the run's when only in the run)
    message: str                       # one line
    rule: str                          # SARIF rule: the reason code of a lost or gained fusion, else the kind
    reason: str | None = None          # the run's reason code (lost) or the lock side's (none: no verdicts)
    inductor_message: str | None = None
    file: str | None = None            # the model source line (the run's provenance)
    line: int | None = None
    ir_file: str | None = None         # else the node's line in the run's IR file
    ir_line: int | None = None
    sources: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}


@record(slots=True)
class CheckResult:
    lock: str
    run: str
    tolerance: int
    graphs: int = 0                    # locked graphs checked against one of the run
    findings: list[Finding] = field(default_factory=list)

    @property
    def failures(self) -> list[Finding]:
        return [f for f in self.findings if f.level == "error"]

    def to_json(self) -> dict[str, Any]:
        return {"lock": self.lock, "run": self.run, "tolerance": self.tolerance, "graphs": self.graphs,
                "passed": not self.failures, "findings": [f.to_json() for f in self.findings]}


def _title(code: str | None) -> str:
    from ..replay.reasons import REASONS
    r = REASONS.get(code or "")
    return r.title.lower() if r is not None else (code or "?")


def _why(ch: Change) -> str:
    if ch.reason is None:
        return ch.detail.get("note") or "no verdict between the parts"
    out = f"{ch.reason} ({_title(ch.reason)})"
    if ch.summary:
        out += f": {ch.summary}"
    if ch.message:
        out += f' [Inductor: "{ch.message}"]'
    return out


def _where(ch: Change) -> str:
    s = "; ".join(ch.sources[:3])
    return f" ({s})" if s else ""


def _finding(ch: Change, graph: str, ir_file: str) -> Finding | None:
    at = ch.places[0] if ch.places else (None, None)
    common = {"file": at[0], "line": at[1], "ir_file": ir_file if ch.ir_line else None, "ir_line": ch.ir_line,
              "sources": list(ch.sources)}
    if ch.kind == "fusion_lost":
        n = len(ch.b)
        return Finding("error", "fusion_lost", graph,
                       f"{graph}: fusion lost: a locked kernel{_where(ch)} is {n} kernels in the run "
                       f"({', '.join(ch.b)}): {_why(ch)}",
                       ch.reason or "fusion_lost", ch.reason, ch.message, **common)
    if ch.kind == "fusion_gained":
        return Finding("note", "fusion_gained", graph,
                       f"{graph}: fusion gained: {len(ch.a)} locked kernels{_where(ch)} are one kernel in the run "
                       f"({ch.b[0]}); `check --update` keeps it", "fusion_gained", **common)
    if ch.kind == "op_added":
        return Finding("note", "op_added", graph, f"{graph}: op added in the run: {ch.b[0]} (in {ch.detail.get('group_b')})"
                       f"{_where(ch)}", "op_added", **common)
    if ch.kind == "op_removed":
        return Finding("note", "op_removed", graph, f"{graph}: a locked op is not in the run{_where(ch)}",
                       "op_removed", **{**common, "ir_file": None, "ir_line": None})
    return None                        # reason_changed: the lock has no verdicts


def check_graph(locked: LockGraph, graph: RunGraph, tolerance: int) -> list[Finding]:
    """The findings of one locked graph against the run's graph."""
    path, label = graph.path, graph.label
    fa = graph.frame_at or (None, None)
    run = analyse_graph(path, label)
    if run.error:
        return [Finding("error", "graph_missing", locked.label,
                        f"{locked.label}: the run's graph {label} cannot be analysed: {run.error}", "graph_missing",
                        ir_file=str(path))]
    gc = compare_graphs(locked.side(), run)
    out = [f for ch in gc.changes if (f := _finding(ch, locked.label, str(path))) is not None]
    had, has = gc.kernels or (locked.kernels, run.kernels)
    if has - had > tolerance:
        out.append(Finding("error", "kernel_count_grew", locked.label,
                           f"{locked.label}: {has} kernels, the lock has {had} (tolerance {tolerance})",
                           "kernel_count_grew", file=fa[0], line=fa[1], ir_file=str(path), ir_line=1))
    elif has < had:
        out.append(Finding("note", "kernel_count_fell", locked.label,
                           f"{locked.label}: {has} kernels, the lock has {had}; `check --update` keeps it",
                           "kernel_count_fell"))
    if gc.config:
        out.append(Finding("note", "config_changed", locked.label, f"{locked.label}: config differs from the lock's: "
                           + ", ".join(f"{k} {v[0]} -> {v[1]}" for k, v in gc.config.items()), "config_changed"))
    order = {"error": 0, "note": 1}
    out.sort(key=lambda f: order[f.level])
    return out


def check(lock: Lock, lock_name: str, run: Path, tolerance: int = 0) -> CheckResult:
    """A run against a lock (``CompareError`` when the run has no graph to check)."""
    graphs = run_graphs(run)
    res = CheckResult(lock_name, str(run), tolerance)
    torch = run_versions(run).get("torch")
    if lock.torch and torch and torch != lock.torch:
        res.findings.append(Finding("note", "torch_changed", None, f"torch {torch}, the lock was written with "
                                    f"{lock.torch}: its fusion rules may differ", "torch_changed"))
    mine = [g.run_graph(Path(lock_name)) for g in lock.graphs]
    by_id = {id(r): g for r, g in zip(mine, lock.graphs)}
    for x, y in match_graphs(mine, graphs):
        if y is None:
            g = by_id[id(x)]
            fr = f" of {g.frame[0]} ({g.frame[1]})" if g.frame else ""
            res.findings.append(Finding("error", "graph_missing", g.label,
                                        f"{g.label}: the locked {g.kind} graph{fr} is not in the run", "graph_missing"))
        elif x is None:
            fr = f" of {y.frame[0]} ({y.frame[1]})" if y.frame else ""
            fa = y.frame_at or (None, None)
            res.findings.append(Finding("note", "graph_added", y.label, f"{y.label}: a {y.kind} graph{fr} the lock does "
                                        "not have (a graph break?); `check --update` keeps it", "graph_added",
                                        file=fa[0], line=fa[1], ir_file=str(y.path)))
        else:
            res.graphs += 1
            res.findings.extend(check_graph(by_id[id(x)], y, tolerance))
    return res


# ------------------------------------------------------------------------------------------------
def shown_path(path: str, cwd: Path | None = None) -> str:
    """A path relative to the current directory when it is inside it, else as it is."""
    here = Path(cwd or os.getcwd()).resolve()
    try:
        return Path(path).resolve().relative_to(here).as_posix()
    except ValueError:
        return path


def _at(f: Finding, cwd: Path | None) -> tuple[str | None, int | None]:
    if f.file and f.line:
        return shown_path(f.file, cwd), f.line
    if f.ir_file:
        return shown_path(f.ir_file, cwd), f.ir_line
    return None, None


def render_text(res: CheckResult, cwd: Path | None = None) -> str:
    errors, notes = len(res.failures), len(res.findings) - len(res.failures)
    out = [f"lock: {res.lock}", f"run:  {res.run}"]
    for f in res.findings:
        out.append(f"{f.level}: {f.message}")
        file, line = _at(f, cwd)
        if file:
            out.append(f"    at {file}:{line}" if line else f"    at {file}")
    verdict = "FAILED" if errors else "passed"
    out.append(f"check {verdict}: {res.graphs} graph{'s' if res.graphs != 1 else ''} checked, "
               f"{errors} error{'s' if errors != 1 else ''}, {notes} note{'s' if notes != 1 else ''}"
               + (f" (kernel tolerance {res.tolerance})" if res.tolerance else ""))
    return "\n".join(out) + "\n"


def _escape(s: str, prop: bool = False) -> str:
    s = s.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return s.replace(":", "%3A").replace(",", "%2C") if prop else s


def render_github(res: CheckResult, cwd: Path | None = None) -> str:
    """GitHub Actions workflow commands: ``::error`` per failure, ``::notice`` per note, at the model line."""
    out = []
    for f in res.findings:
        file, line = _at(f, cwd)
        props = []
        if file:
            props.append(f"file={_escape(file, True)}")
            if line:
                props.append(f"line={line}")
        props.append(f"title={_escape(TITLES.get(f.kind, f.kind), True)}")
        out.append(f"::{'error' if f.level == 'error' else 'notice'} {','.join(props)}::{_escape(f.message)}")
    errors = len(res.failures)
    out.append(f"inductor-lens check {'FAILED' if errors else 'passed'}: {res.graphs} "
               f"graph{'s' if res.graphs != 1 else ''} checked against "
               f"{res.lock}, {errors} error{'s' if errors != 1 else ''}")
    return "\n".join(out) + "\n"


SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"


def _uri(path: str, cwd: Path | None) -> str:
    shown = shown_path(path, cwd)
    return shown if not Path(shown).is_absolute() else Path(shown).as_uri()


def render_sarif(res: CheckResult, help_uri: Callable[[str], str | None], version: str,
                 cwd: Path | None = None) -> dict[str, Any]:
    """SARIF 2.1.0: one run of the tool ``inductor-lens``, a rule per reason code (or finding kind) used
    (``help_uri(code)``: its page, None for none), a result per finding at its model line (else its IR
    line)."""
    from ..replay.reasons import REASONS
    rules: dict[str, dict[str, Any]] = {}
    results = []
    for f in res.findings:
        if f.rule not in rules:
            r = REASONS.get(f.rule)
            short, full = (r.title, r.title) if r is not None else KINDS.get(f.rule, (f.rule, f.rule))
            rule: dict[str, Any] = {"id": f.rule, "shortDescription": {"text": short},
                                    "fullDescription": {"text": full}}
            uri = help_uri(f.rule)
            if uri:
                rule["helpUri"] = uri
            rules[f.rule] = rule
        result: dict[str, Any] = {"ruleId": f.rule, "ruleIndex": list(rules).index(f.rule), "level": f.level,
                                  "message": {"text": f.message}}
        loc: dict[str, Any] | None = None
        if f.file and f.line:
            loc = {"artifactLocation": {"uri": _uri(f.file, cwd)}, "region": {"startLine": f.line}}
        elif f.ir_file:
            loc = {"artifactLocation": {"uri": _uri(f.ir_file, cwd)}}
            if f.ir_line:
                loc["region"] = {"startLine": f.ir_line}
        if loc is not None:
            result["locations"] = [{"physicalLocation": loc}]
        props = {k: v for k, v in (("kind", f.kind), ("graph", f.graph), ("reason", f.reason),
                                   ("inductorMessage", f.inductor_message), ("sources", f.sources)) if v}
        result["properties"] = props
        results.append(result)
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0",
            "runs": [{"tool": {"driver": {"name": "inductor-lens", "version": version,
                                          "rules": list(rules.values())}},
                      "results": results}]}


def sarif_text(doc: dict[str, Any]) -> str:
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
