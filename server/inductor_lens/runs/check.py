"""``inductor-lens check RUN --lock FILE``: a run against its fusion lock (``runs.lock``), for CI.

Each locked graph is matched with a graph of the run (``compare.match_graphs``: kind and compiled frame),
and the two are compared as two runs are (``compare.compare_graphs``: the lock is side A, a side with
leaves and groups but no verdicts; the run, analysed and explained, is side B). Failures (errors):

* ``fusion lost``: leaves of one locked group are in several kernels of the run, with the run's
  Inductor reason (code, message, evidence) for keeping the parts apart;
* ``kernel count grew``: the graph has more kernels than the lock, beyond the tolerance and beyond what
  the fusions reported lost account for (a locked kernel split into n kernels is n - 1 more, reported
  once, as the lost fusion; a fusion gained is that many fewer). Kernels are counted as Inductor emits
  them: on CPU the C++ functions (one per run of consecutive kernel nodes), the loop nests beside; a
  version-1 lock counted loop nests, and is compared with the run's loop nests;
* ``graph missing``: a locked graph the run does not have (or cannot be analysed);
* ``unsafe mutation fusion``: a kernel of the run reads a buffer through an earlier in-place update at another
  index than it updates it (``replay.hazards``: torch 2.14 and older make such kernels and compute wrong
  values), whatever the lock says.

Notes (never failures): fusions gained, ops added or removed, fewer kernels, a graph only the run has,
config values and the torch version that differ from the lock's.

The findings are rendered as text, as GitHub Actions workflow commands (``::error file=…,line=…``) or as
SARIF 2.1.0 for GitHub code scanning, each at the model source line of the run's node (a lost fusion:
where the kernel splits), else the node's line in the run's IR file; a finding about a whole graph at
the compiled frame's line, else line 1 of the graph's ``ir_post_fusion.txt``; a finding about the lock
alone (a locked graph missing, another torch) at its line of the lock file. Every SARIF result has a
location (code scanning refuses a result without one).
"""
from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import field
from pathlib import Path
from typing import Any
from urllib.parse import quote

from .. import jsontext
from ..files import read_text
from ..records import record
from .compare import (
    Change,
    CompareError,
    GraphSide,
    RunGraph,
    analyse_graph,
    by_release_rules_on_b,
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
    "unsafe_mutation_fusion": ("Unsafe mutation fusion", "A kernel of the run reads a buffer through an earlier "
                               "in-place update at another index than it updates it: its values can be wrong."),
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
    file: str | None = None            # the model source line (the run's provenance; the lock's own line for
    line: int | None = None            #   a finding of the lock alone: a graph missing, torch changed)
    ir_file: str | None = None         # else the node's line in the run's IR file (line 1: the whole graph)
    ir_line: int | None = None
    sources: list[str] = field(default_factory=list)
    #: a lost or gained fusion of a run compiled by another torch release than the lock's: whether that
    #: release's scheduler rules make it ({"torch", "rules_of_b", and where they make it: "rules_step",
    #: "rules_change", "rules_knob"}: ``compare.by_release_rules_on_b``), else None
    release: dict[str, Any] | None = None

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


def _graph_at(graph: RunGraph) -> dict[str, Any]:
    """Where a finding about a whole graph is shown: the compiled frame's model line, else line 1 of the
    graph's IR file."""
    fa = graph.frame_at or (None, None)
    return {"file": fa[0], "line": fa[1], "ir_file": str(graph.path), "ir_line": 1}


def _finding(ch: Change, graph: str, run: RunGraph, rel: dict[str, Any] | None = None) -> Finding | None:
    at = ch.places[0] if ch.places else (None, None)
    common = {"file": at[0], "line": at[1], "ir_file": str(run.path), "ir_line": ch.ir_line or 1,
              "sources": list(ch.sources)}
    rules = ""
    if rel is not None and ch.kind in ("fusion_lost", "fusion_gained"):
        if "rules_of_b" in ch.detail:
            rules = "; " + "; ".join(ch.detail["rules_text"])
            common["release"] = {"torch": rel["torch"], **{k: v for k, v in ch.detail.items()
                                                           if k.startswith("rules_") and k != "rules_text"}}
        elif "note" in rel:     # the run's IR could not be replayed with the lock's release's rules
            rules = f"; not attributed to torch {rel['torch']}'s scheduler rules or its lowering: {rel['note']}"
            common["release"] = {"torch": rel["torch"], "note": rel["note"]}
    if ch.kind == "fusion_lost":
        n = len(ch.b)
        return Finding("error", "fusion_lost", graph,
                       f"{graph}: fusion lost: a locked kernel{_where(ch)} is {n} kernels in the run "
                       f"({', '.join(ch.b)}): {_why(ch)}{rules}",
                       ch.reason or "fusion_lost", ch.reason, ch.message, **common)
    if ch.kind == "fusion_gained":
        return Finding("note", "fusion_gained", graph,
                       f"{graph}: fusion gained: {len(ch.a)} locked kernels{_where(ch)} are one kernel in the run "
                       f"({ch.b[0]}){rules}; `check --update` keeps it", "fusion_gained", **common)
    if ch.kind == "op_added":
        return Finding("note", "op_added", graph, f"{graph}: op added in the run: {ch.b[0]} (in {ch.detail.get('group_b')})"
                       f"{_where(ch)}", "op_added", **common)
    if ch.kind == "op_removed":
        return Finding("note", "op_removed", graph, f"{graph}: a locked op is not in the run{_where(ch)}",
                       "op_removed", **_graph_at(run), sources=list(ch.sources))
    return None                        # reason_changed: the lock has no verdicts


def _counts(locked: LockGraph, run: GraphSide, changes: list[Change]) -> tuple[int, int, int, str, str, str]:
    """(the lock's kernels, the run's, how many more the reported fusions account for, how the run's are
    counted, the loop nests beside, a note on how the lock counts) for the kernel count check. A
    lost fusion whose parts are in n kernels of the run accounts for n - 1 (on CPU: the C++ functions
    holding its parts); a fusion gained for n - 1 fewer (n locked kernels; not counted on CPU, where the
    lock does not say which of its C++ functions held the parts: the check stays on the lenient side)."""
    lost = [ch for ch in changes if ch.kind == "fusion_lost"]
    gained = [ch for ch in changes if ch.kind == "fusion_gained"]
    cpu = run.loop_nests is not None
    if locked.version < 2:             # version 1 counted loop nests (kernel nodes) on every device
        has = run.loop_nests if cpu else run.kernels
        extra = sum(len(ch.b) - 1 for ch in lost) - sum(len(ch.a) - 1 for ch in gained)
        return (locked.kernels, has, extra, "loop nests" if cpu else "kernels", "",
                "; a version-1 lock counts loop nests: `check --update` writes version 2, which counts C++ "
                "functions" if cpu else "")
    extra = sum(run.kernels_of(ch.b) - 1 for ch in lost)
    if not cpu and locked.loop_nests is None:
        extra -= sum(len(ch.a) - 1 for ch in gained)
    beside = ""
    if cpu:
        beside = f"; loop nests: {run.loop_nests}" + (
            f", the lock has {locked.loop_nests}" if locked.loop_nests is not None else "")
    return locked.kernels, run.kernels, extra, "kernels (C++ functions)" if cpu else "kernels", beside, ""


def check_graph(locked: LockGraph, graph: RunGraph, tolerance: int, lock_torch: str | None = None,
                run_torch: str | None = None) -> list[Finding]:
    """The findings of one locked graph against the run's graph; ``lock_torch``: the lock's torch version (a
    run of another release gets its fusion changes attributed to that release's rules or its lowering),
    ``run_torch``: the run's as its run.json says it (``check`` notes a difference once for the run)."""
    path, label = graph.path, graph.label
    run = analyse_graph(path, label)
    if run.unreadable:      # not a graph to pass or fail: the check cannot be made (exit 2)
        raise CompareError(f"{path}: cannot check {label} against the lock's {locked.label}: {run.unreadable}")
    if run.error:
        return [Finding("error", "graph_missing", locked.label,
                        f"{locked.label}: the run's graph {label} cannot be analysed: {run.error}", "graph_missing",
                        **_graph_at(graph))]
    gc = compare_graphs(locked.side(), run)
    if len(locked.leaves) >= 4 and gc.aligned * 2 < len(locked.leaves):
        raise CompareError(f"{path}: cannot check {label} against the lock's {locked.label}: only {gc.aligned} of "
                           f"its {len(locked.leaves)} locked ops are in it (another model, or a damaged file?)")
    out = []
    if lock_torch and run.torch and run.torch != lock_torch and not run_torch:
        # a debug tree without run.json (check() says it for a captured run): the torch its graph names
        out.append(Finding("note", "torch_changed", locked.label, f"{locked.label}: torch {run.torch}, the lock was "
                           f"written with {lock_torch}: its fusion rules may differ", "torch_changed",
                           **_graph_at(graph)))
    by_release_rules_on_b(gc, lock_torch, run, graph.path)
    out += [f for ch in gc.changes if (f := _finding(ch, locked.label, graph, gc.release)) is not None]
    had, has, extra, unit, beside, how = _counts(locked, run, gc.changes)
    beyond = has - had - extra          # the growth the fusions reported above do not account for
    counted = f"{locked.label}: {has} {unit}, the lock has {had}"
    if extra and has != had:
        counted += f"; the fusions {'lost' if extra > 0 else 'gained'} above account for {extra:+d}"
    if beyond > tolerance:
        out.append(Finding("error", "kernel_count_grew", locked.label,
                           f"{counted} (tolerance {tolerance}){beside}{how}", "kernel_count_grew", **_graph_at(graph)))
    elif has < had and beyond < 0:
        out.append(Finding("note", "kernel_count_fell", locked.label,
                           f"{counted}{beside}{how}; `check --update` keeps it", "kernel_count_fell",
                           **_graph_at(graph)))
    for h in run.hazards:
        out.append(Finding("error", "unsafe_mutation_fusion", locked.label, f"{locked.label}: {h.text()}",
                           "unsafe_mutation_fusion", file=None, line=None, ir_file=str(graph.path),
                           ir_line=run.ir_lines.get(h.node, 1)))
    if gc.config:
        out.append(Finding("note", "config_changed", locked.label, f"{locked.label}: config differs from the lock's: "
                           + ", ".join(f"{k} {v[0]} -> {v[1]}" for k, v in gc.config.items()), "config_changed",
                           **_graph_at(graph)))
    order = {"error": 0, "note": 1}
    out.sort(key=lambda f: order[f.level])
    return out


def check(lock: Lock, lock_name: str, run: Path, tolerance: int = 0) -> CheckResult:
    """A run against a lock (``CompareError`` when the run has no graph to check)."""
    graphs = run_graphs(run)
    res = CheckResult(lock_name, str(run), tolerance)
    lines = _lines(lock_name)
    torch = run_versions(run).get("torch")
    if lock.torch and torch and torch != lock.torch:
        res.findings.append(Finding("note", "torch_changed", None, f"torch {torch}, the lock was written with "
                                    f"{lock.torch}: its fusion rules may differ", "torch_changed", file=lock_name,
                                    line=_line_of(lines, f'"torch": {json.dumps(lock.torch, ensure_ascii=False)}')))
    mine = [g.run_graph(Path(lock_name)) for g in lock.graphs]
    by_id = {id(r): g for r, g in zip(mine, lock.graphs)}
    for x, y in match_graphs(mine, graphs):
        if y is None:
            g = by_id[id(x)]
            fr = f" of {g.frame[0]} ({g.frame[1]})" if g.frame else ""
            res.findings.append(Finding("error", "graph_missing", g.label,
                                        f"{g.label}: the locked {g.kind} graph{fr} is not in the run", "graph_missing",
                                        file=lock_name,
                                        line=_line_of(lines, f'"label": {json.dumps(g.label, ensure_ascii=False)}')))
        elif x is None:
            fr = f" of {y.frame[0]} ({y.frame[1]})" if y.frame else ""
            res.findings.append(Finding("note", "graph_added", y.label, f"{y.label}: a {y.kind} graph{fr} the lock does "
                                        "not have (a graph break?); `check --update` keeps it", "graph_added",
                                        **_graph_at(y)))
        else:
            res.graphs += 1
            res.findings.extend(check_graph(by_id[id(x)], y, tolerance, lock.torch, torch))
    return res


def _lines(path: str) -> list[str]:
    try:
        return read_text(Path(path)).splitlines()
    except (OSError, ValueError):
        return []


def _line_of(lines: list[str], text: str) -> int:
    """The first line (from 1) of the lock's text that has ``text``, else 1."""
    return next((i + 1 for i, x in enumerate(lines) if text in x), 1)


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
#: GitHub code scanning's documented limits on an upload: results per run (a file with more is refused),
#: characters of a rule's short and full descriptions
MAX_RESULTS = 25_000
MAX_DESCRIPTION = 1024
#: the base of the relative URIs: the directory ``check`` ran in (the repository's root in CI)
SRCROOT = "%SRCROOT%"


def _artifact(path: str, here: Path) -> dict[str, str]:
    """A path as a SARIF ``artifactLocation``: inside ``here``, relative to it (percent-encoded) and based
    on ``%SRCROOT%``; elsewhere an absolute ``file:`` URI."""
    p = Path(path)
    p = (p if p.is_absolute() else here / p).resolve()
    try:
        rel = p.relative_to(here).as_posix()
    except ValueError:
        return {"uri": p.as_uri()}
    return {"uri": quote(os.fsencode(rel), safe="/"), "uriBaseId": SRCROOT}   # bytes: a name not UTF-8 too


def _place(f: Finding, lock: str) -> tuple[str, int]:
    """A finding's file and line, always one: its model line, else its IR line (line 1: the graph), else
    line 1 of the lock."""
    if f.file and f.line:
        return f.file, max(1, f.line)
    if f.ir_file:
        return f.ir_file, max(1, f.ir_line or 1)
    return (f.file or lock), 1


def _cut(text: str, limit: int = MAX_DESCRIPTION) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _page(code: str) -> str | None:
    """The diagnostic page of a reason code (``docs/diagnostics/<code>.md``, shipped as
    ``inductor_lens.diagnostics``), or None."""
    from importlib import resources
    try:
        return resources.files("inductor_lens.diagnostics").joinpath(f"{code}.md").read_text(encoding="utf-8")
    except (ModuleNotFoundError, OSError, TypeError):
        pass
    try:
        return read_text(Path(__file__).resolve().parents[3] / "docs" / "diagnostics" / f"{code}.md")
    except (OSError, ValueError):
        return None


def _rule(code: str, level: str, help_uri: Callable[[str], str | None]) -> dict[str, Any]:
    """The SARIF rule (``reportingDescriptor``) of a reason code or a finding kind: its short and full
    descriptions (a reason's: its title, then what its page says it checks and where Inductor checks
    it), its help (the page, else the full description) and ``helpUri`` when ``help_uri`` gives one."""
    from ..replay.reasons import REASONS
    r = REASONS.get(code)
    page = _page(code)       # a reason's page, or a finding's that has one (unsafe_mutation_fusion)
    if r is not None:
        short = r.title
        para = next((b for b in (page or "").split("\n\n")
                     if b.strip() and not b.lstrip().startswith(("#", "**", "-", "|", "`"))), "")
        logs = (f'logs "{r.message}"' if r.message else "logs a line that depends on the rule") if r.logged \
            else "does not log it"
        full = (f"A fusion of the lock is lost, and Inductor's reason for keeping its nodes apart is {code}: "
                f"{r.title}. {para} Inductor {logs}; checked in torch/_inductor/{r.source}.")
    else:
        short, full = KINDS.get(code, (code, code))
    rule: dict[str, Any] = {"id": code, "shortDescription": {"text": _cut(short)},
                            "fullDescription": {"text": _cut(full)},
                            "defaultConfiguration": {"level": "error" if level == "error" else "note"},
                            "help": {"text": page or _cut(full)}}
    if page:
        rule["help"]["markdown"] = page
    uri = help_uri(code)
    if uri:
        rule["helpUri"] = uri
    return rule


def render_sarif(res: CheckResult, help_uri: Callable[[str], str | None], version: str,
                 cwd: Path | None = None) -> dict[str, Any]:
    """SARIF 2.1.0 that GitHub code scanning takes: one run of the tool ``inductor-lens``, a rule per
    reason code (or finding kind) used, with its descriptions and help (``help_uri(code)``: its page's
    http(s) URL, None for none), a result per finding, each with a physical location (``_place``): paths
    inside ``cwd`` relative to it and percent-encoded, based on ``%SRCROOT%`` (``originalUriBaseIds``:
    ``cwd`` as a ``file:`` URI); others as absolute ``file:`` URIs. Past code scanning's 25,000 results a
    run, the errors are kept first and what is left out is said in a notification of the run."""
    here = Path(cwd or os.getcwd()).resolve()
    rules: dict[str, dict[str, Any]] = {}
    findings = res.findings
    if len(findings) > MAX_RESULTS:
        keep = sorted(sorted(range(len(findings)), key=lambda i: findings[i].level != "error")[:MAX_RESULTS])
        findings = [findings[i] for i in keep]
    results = []
    for f in findings:
        if f.rule not in rules:
            rules[f.rule] = _rule(f.rule, f.level, help_uri)
        file, line = _place(f, res.lock)
        result: dict[str, Any] = {
            "ruleId": f.rule, "ruleIndex": list(rules).index(f.rule), "level": f.level,
            "message": {"text": f.message},
            "locations": [{"physicalLocation": {"artifactLocation": _artifact(file, here),
                                                "region": {"startLine": line}}}]}
        props = {k: v for k, v in (("kind", f.kind), ("graph", f.graph), ("reason", f.reason),
                                   ("inductorMessage", f.inductor_message), ("sources", f.sources)) if v}
        result["properties"] = props
        results.append(result)
    root = here.as_uri()
    root += "" if root.endswith("/") else "/"
    invocation: dict[str, Any] = {"executionSuccessful": True, "workingDirectory": {"uri": root}}
    if len(findings) < len(res.findings):
        left = len(res.findings) - len(findings)
        invocation["toolExecutionNotifications"] = [{"level": "warning", "message": {
            "text": f"{left} of {len(res.findings)} findings left out: code scanning takes at most "
                    f"{MAX_RESULTS:,} results a run (the errors were kept first; the text and JSON formats "
                    "have them all)"}}]
    return {"$schema": SARIF_SCHEMA, "version": "2.1.0",
            "runs": [{"tool": {"driver": {"name": "inductor-lens", "version": version,
                                          "rules": list(rules.values())}},
                      "invocations": [invocation],
                      "originalUriBaseIds": {SRCROOT: {"uri": root, "description": {
                          "text": "The directory inductor-lens check ran in (the repository's root in CI)."}}},
                      "results": results}]}


def sarif_text(doc: dict[str, Any]) -> str:
    return json.dumps(jsontext.finite(doc), indent=2, ensure_ascii=False, allow_nan=False) + "\n"
