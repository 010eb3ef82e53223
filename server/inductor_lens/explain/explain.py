"""Why Inductor did (not) fuse each pair of neighbouring ops, with its own rule first and the facts
second.

``explain_file`` picks the best mode the inputs allow:

* ``simulated-from-pre``: an ``ir_post_fusion.txt`` with its ``ir_pre_fusion.txt`` beside it (or a
  TORCH_LOGS capture with both sections): Inductor's fusion rounds are replayed from the pre-fusion
  file, and the verdicts are placed on the post-fusion file;
* ``simulated``: an ``ir_pre_fusion.txt`` alone: the same replay, placed on that file;
* ``final-round``: an ``ir_post_fusion.txt`` alone: the fused nodes it prints are rebuilt and Inductor's
  last (loop-ordering) round is replayed on them; node distances come from op numbering.

Verdicts cover (a) every pair Inductor's candidate rules try, with the last verdict per pair under the
names Inductor prints at that point, and (b) every producer -> consumer edge that ends in two different
kernels, including those Inductor never logs (extern and nop nodes, silent C++ backend vetoes).
"""
from __future__ import annotations

import re
from dataclasses import field, replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from ..dump.debugdir import DebugDir, file_phase
from ..dump.kernels import KernelMap, kernel_json, load_kernel_map
from ..dump.log import GraphLog, match_graph, read_fusion_log, schedulers
from ..dump.origins import OriginIndex, has_provenance, section_origins
from ..dump.provenance import Origins
from ..expr.symbolic import fmt
from ..files import read_text
from ..ir.era import era_note
from ..ir.groups import leaves
from ..ir.model import IRFile, Node, Section
from ..ir.names import leaf_names
from ..ir.parse import parse_file, paused_gc
from ..ir.subgraph import SUBGRAPHS, kept_subgraphs, overwritten_note, section_subgraph
from ..records import record
from ..replay.config import DEFAULT as DEFAULT_CONFIG
from ..replay.config import FusionConfig, GraphGpu, RunConfig, graph_config, with_gpu
from ..replay.foreach import KIND as FOREACH
from ..replay.graph import Graph, SimNode
from ..replay.hazards import AliasHazard, alias_hazards
from ..replay.nested import NotDecided
from ..replay.reasons import (
    REASONS,
    ExternFacts,
    Facts,
    FileFusionFacts,
    FusedFacts,
    NopFacts,
    OuterLoopDeferredFacts,
    OutsideWindowFacts,
    UndecidableFacts,
)
from ..replay.rounds import (
    POLL_PAIRS,
    CancelCheck,
    Cancelled,
    FusionCycle,
    LastEvents,
    Progress,
    SimEvent,
    Simulation,
    TimingCompileFailure,
    final_round_only,
    simulate,
)
from ..replay.rules import Decision, buffer_overlap, scoring_ratio
from ..replay.templates import (
    CHOICES_BY_ATEN,
    infos_from_kernels,
    leaf_targets,
    timed_fusions,
)
from .evidence import (
    AlsoRefused,
    BufferFacts,
    Eventually,
    KernelFacts,
    PairEvidence,
    PerNode,
    buffer_facts,
    pair_evidence,
    shared_buffers,
)


class PairVerdict:
    """The verdict on one pair. What every reader looks at (names, outcome, reason, Inductor's message,
    whether it is logged, final, where it came from) is set when it is made; the rest is worked out from
    the replay's event on first use and kept: the shared buffers and the kind (summaries, JSON), the
    place in the explained file (diagnostics, JSON) and the evidence (hovers, JSON). A large file has a
    million verdicts, most of which no one reads beyond the first group."""

    __slots__ = ("node1", "node2", "final", "log_entry", "_ev", "_maker", "_buffers", "_kind", "_place", "_summary",
                 "_evidence")
    # final: both names are nodes of the final (post-fusion) graph; log_entry: Inductor's own verdict for
    # the pair, when a fusion log was given. The rest of what the replay's event says (the outcome, the
    # reason, Inductor's message, the round) is read from the event: a large file has a million verdicts
    source = "candidate"     # candidate (tried by Inductor) | edge (never tried: _EdgeVerdict)

    def __init__(self, ev: SimEvent, final: bool, maker: "_VerdictMaker"):
        self.node1 = ev[0]
        self.node2 = ev[1]
        self.final = final
        self.log_entry: dict[str, Any] | None = None
        self._ev = ev
        self._maker = maker
        self._buffers: list[str] | None = None
        self._kind: str | None = None
        self._place: tuple | None = None
        self._summary: str | None = None
        self._evidence: PairEvidence | None = None

    @property
    def fused(self) -> bool:
        return self._ev[5] == "fuse"

    @property
    def reason(self) -> str:
        """The reason's code (``reasons.REASONS``); ``fused`` for a fused pair."""
        ev = self._ev
        return "fused" if ev[5] == "fuse" else ev[2].code

    @property
    def inductor_message(self) -> str | None:
        """Inductor's words for the refusal (None: fused, or a refusal Inductor does not log)."""
        ev = self._ev
        return None if ev[5] == "fuse" else ev[2].message

    @property
    def logged(self) -> bool:
        """Whether Inductor logs the verdict (a fusion, or a refusal with a message)."""
        ev = self._ev
        return ev[5] == "fuse" or ev[2].message is not None

    @property
    def round(self) -> int | None:
        return self._ev[3]

    @property
    def section(self) -> int:
        return self._maker.si

    def quote(self) -> str:
        """Inductor's words on the pair, as texts and diagnostics print them ('' for none). Only what
        Inductor logged goes in its quotes: the fusion log's line when the log has the pair (the replay's
        expectation beside it when it differs); without a log, the replay's expectation, labelled as one;
        a pair the log was read for but does not have, said so."""
        head = f"cannot fuse {self.node1} with {self.node2}: "
        e = self.log_entry
        if e is not None and e.get("timed"):
            return f'[Inductor timed it: {"fused" if e["fused"] else "not fused"}, {e["timed"]}]'
        if e is not None:
            if e["fused"]:
                return "" if self.fused else "[Inductor's log: fused]"
            said = f'[Inductor: "{head}{e["message"]}"]'
            if self.inductor_message != e["message"]:
                said += (f' [the replay expected: "{self.inductor_message}"]' if self.inductor_message
                         else " [the replay: not logged]")
            return said
        if self.inductor_message is None:
            return ""
        if self._maker.log_used:
            return f'[not in Inductor\'s log; the replay expected: "{head}{self.inductor_message}"]'
        return f'[Inductor would log: "{head}{self.inductor_message}"]'

    def __repr__(self) -> str:
        return (f"PairVerdict(node1={self.node1!r}, node2={self.node2!r}, fused={self.fused!r}, "
                f"reason={self.reason!r}, source={self.source!r})")

    @property
    def side_check(self) -> bool:
        """A check Inductor made of one side of a mix-order reduction kernel (logged under the side's name)."""
        return self._ev.stage == "side"

    @property
    def sim_nodes(self) -> tuple:
        """The replay's two nodes (``SimNode``: kinds, devices, dependencies) the verdict is on."""
        return self._ev.n1, self._ev.n2

    @property
    def buffer_overlap(self) -> tuple[int, int] | None:
        """What buffer-overlap scoring (``min_overlap_ratio``) would weigh for the pair: (bytes read from the
        buffers both read, the larger node's reads), or None (``replay.rules.buffer_overlap``)."""
        return buffer_overlap(self._maker.graph, *self.sim_nodes)

    @property
    def facts(self) -> Facts:
        """What the deciding check looked at (= evidence.check), of the reason's ``facts`` type."""
        return self._ev.decision.facts

    @property
    def buffers(self) -> list[str]:
        """The buffers that connect the pair (written by node1 and read by node2, else read by both)."""
        b = self._buffers
        if b is None:
            ev = self._ev
            b = self._buffers = self._maker.shared_buffers(ev.n1, ev.n2)[0]
        return b

    @property
    def kind(self) -> str:
        """vertical | horizontal."""
        k = self._kind
        if k is None:
            k = self._ev.decision.kind
            if k is None:
                bufs, k = self._maker.shared_buffers(self._ev.n1, self._ev.n2)
                if self._buffers is None:
                    self._buffers = bufs
            self._kind = k
        return k

    def _locate(self) -> tuple:
        p = self._place
        if p is None:
            p = self._place = self._maker.place(self._ev, self.buffers)
        return p

    @property
    def span(self) -> tuple[int, int] | None:
        """Offsets of the consumer's read of the shared buffer (else of its header) in the explained file."""
        return self._locate()[0]

    @property
    def line(self) -> int | None:
        """1-based line in the explained file where the diagnostic goes."""
        return self._locate()[1]

    @property
    def column(self) -> int | None:
        return self._locate()[2]

    @property
    def related(self) -> dict[str, Any] | None:
        """The producer: {"name", "line", "span"}."""
        return self._locate()[3]

    @property
    def evidence(self) -> PairEvidence:
        e = self._evidence
        if e is None:
            e = self._evidence = self._maker.evidence(self._ev, self.fused, self.reason, self.facts)
        return e

    @property
    def summary(self) -> str:
        s = self._summary
        if s is None:
            s = self._summary = summarize(self)
        return s

    def to_json(self) -> dict[str, Any]:
        d = {k: getattr(self, k) for k in ("node1", "node2", "fused", "reason", "inductor_message", "logged",
                                           "buffers", "summary", "evidence", "line", "column", "kind", "source",
                                           "round", "final")}
        if self.section:
            d["section"] = self.section
        if self.related:
            d["related"] = {k: v for k, v in self.related.items() if k != "span"}
        d["evidence"] = d["evidence"].to_json()
        if self.log_entry:
            d["evidence"]["fusion_log"] = self.log_entry
        if (o := self.origins) is not None:
            d["origins"] = o
        return d

    @property
    def origins(self) -> dict[str, Any] | None:
        """``{"node1": {...}, "node2": {...}}``: the FX nodes, ATen ops, user source lines and pre-grad
        nodes each node came from, when the debug directory holds the provenance files (else None)."""
        records = self.origin_records()
        return {k: (o.to_json() if o is not None else None) for k, o in records.items()} if records else None

    def origin_records(self) -> dict[str, Origins | None]:
        """``origins`` as records (``dump.provenance.Origins``): {} without provenance files."""
        index = self._maker.origins
        if index is None:
            return {}
        return {"node1": index.of(self.node1), "node2": index.of(self.node2)}


class _EdgeVerdict(PairVerdict):
    """A producer -> consumer edge between two final kernels that no candidate verdict covers. Its
    ``buffers`` are those it was made with (the edge's buffer, when the pair's connecting buffers do not
    name it); its kind and its place in the file come from the connecting buffers, worked out on first
    use like any verdict's."""

    __slots__ = ()
    source = "edge"

    @property
    def round(self) -> None:
        return None

    def _locate(self) -> tuple:
        p = self._place
        if p is None:
            ev = self._ev
            p = self._place = self._maker.place(ev, self._maker.shared_buffers(ev.n1, ev.n2)[0])
        return p


class _FileFusedVerdict(PairVerdict):
    """A pair the replay refuses (or cannot decide) in its last word on it but the post-fusion file prints
    in one fused node (``_file``): a fusion by a rule the replay does not model (torch 2.15's nested
    reductions, ...), or one the text alone does not decide. The file is the truth of what was fused: the
    verdict is a fusion, its facts name the file's node and what the replay said instead."""

    __slots__ = ("_facts",)

    def __init__(self, ev: SimEvent, maker: "_VerdictMaker", facts: FileFusionFacts):
        super().__init__(ev, True, maker)
        self._facts = facts

    @classmethod
    def of(cls, ev: SimEvent, maker: "_VerdictMaker", file_node: Node) -> "_FileFusedVerdict":
        """The verdict on the replay's refusal ``ev`` (a final one), its nodes in the order the file's node
        holds them (the replay may have refused the pair the other way round)."""
        order = {m.name: k for k, m in enumerate(leaves(file_node))}
        if order[ev.n2.snodes[0].name] < order[ev.n1.snodes[0].name]:
            ev = SimEvent(ev.node2, ev.node1, ev.decision, ev.round, ev.final_round, ev.stage, ev.n2, ev.n1)
        d = ev.decision
        missing = getattr(d.facts, "missing", None) if d.code == "undecidable_from_text" else None
        return cls(ev, maker, FileFusionFacts(file_node.name, file_node.kind, UNMODELLED_KINDS.get(file_node.kind),
                                              d.code, d.message, missing))

    @property
    def fused(self) -> bool:
        return True

    @property
    def reason(self) -> str:
        return "fused_in_file"

    @property
    def inductor_message(self) -> None:
        return None

    @property
    def logged(self) -> bool:
        return True

    @property
    def facts(self) -> Facts:
        return self._facts


@record
class Explanation:
    file: str | None
    mode: str
    pairs: list[PairVerdict]
    notes: list[str] = field(default_factory=list)
    rounds: list[dict[str, Any]] = field(default_factory=list)
    pre_file: str | None = None
    output_code: str | None = None
    fusion_log: str | None = None
    log_agreement: dict[str, Any] | None = None
    final_group: dict[str, str] = field(default_factory=dict)  # leaf node -> its final (fused) node's name
    #: a final fused node's scheduler class where it is not FusedSchedulerNode (a foreach op's kernel, a
    #: mix-order or nested-reduction kernel), by name
    final_kind: dict[str, str] = field(default_factory=dict)
    origins: Any = None        # dump.origins.OriginIndex, when the debug directory tells where nodes came from
    config: RunConfig | None = None   # the run's Inductor config and torch version (replay.config.graph_config)
    # fused nodes that read a buffer through an earlier in-place update at another index than they update it
    hazards: list[AliasHazard] = field(default_factory=list)
    # what fails the compile (benchmark_fusion: a fusion that closes a cycle, a timed pair whose kernels cannot be
    # generated; replay.rounds.FusionCycle, TimingCompileFailure)
    failures: list[FusionCycle | TimingCompileFailure] = field(default_factory=list)

    def scheduled_together(self, a: str, b: str) -> bool | None:
        """Whether Inductor put the two leaf nodes in one final node (None when unknown)."""
        ga, gb = self.final_group.get(a), self.final_group.get(b)
        return None if ga is None or gb is None else ga == gb

    def to_json(self) -> dict[str, Any]:
        return {"file": self.file, "mode": self.mode, "pairs": [p.to_json() for p in self.pairs],
                "notes": self.notes, "rounds": self.rounds, "pre_file": self.pre_file,
                "output_code": self.output_code, "fusion_log": self.fusion_log,
                "log_agreement": self.log_agreement,
                "config": self.config.to_json() if self.config is not None else None,
                "torch_version": self.config.torch_version if self.config is not None else None,
                "hazards": [h.to_json() for h in self.hazards], "compile_failures": [c.to_json() for c in self.failures]}

    @property
    def unfused(self) -> list[PairVerdict]:
        return [p for p in self.pairs if not p.fused]


# ------------------------------------------------------------------------------------------------
def explain_file(path: str | Path | None = None, *, ir: IRFile | None = None, pre: IRFile | None = None,
                 output_code: str | Path | None = None, fusion_log: str | Path | None = None,
                 discover: bool = True, progress: Progress | None = None,
                 cancelled: CancelCheck | None = None,
                 config: FusionConfig | RunConfig | None = None, gpu: str | None = None,
                 what_if: bool | None = None, foreach_lists: list[list[str]] | None = None,
                 log_facts: tuple[dict, list] | None = None) -> Explanation:
    """Explain one IR file (parsed or by path). Siblings ``ir_pre_fusion.txt``, ``output_code.py``,
    ``fusion.log`` and the run's config (``inductor_config.json`` or ``fx_graph_runnable.py``: the values
    the replay then uses instead of torch's defaults, ``replay.config.graph_config``; ``config`` gives
    them directly) are used when they sit next to it (``discover``). ``gpu``: the GPU the user says the
    graph was compiled on (``--gpu``; else the files tell, ``replay.config.graph_gpu``).

    ``what_if``: the replay follows a config other than the run's (default: when ``config`` is a
    ``FusionConfig``, given in place of the run's), so the post-fusion file shows another config's outcome;
    otherwise a pair the file prints in one fused node is a fusion whatever the replay's rules say
    (``fused_in_file``).

    ``foreach_lists``: the foreach ops' nodes where no fusion log read here names them (a prediction, which
    reads no log: ``runs.whatif``; ``dump.log.foreach_lists_beside``); ``log_facts``, likewise: the leaves' FX
    targets and the fusions Inductor timed, as the run's log has them (``log_facts``).

    ``progress(message, fraction)`` hears how far each replayed round got; ``cancelled()`` is asked
    every few hundred pairs (and verdicts) and, once it answers True, the analysis stops with
    ``Cancelled``.

    The cyclic GC is paused meanwhile, like during the parse: a large file gives millions of verdicts,
    events and decisions that all survive, and collections while they are built only scan them again and
    again (the explanation has no reference cycles: reference counting frees it)."""
    with paused_gc():
        return _explain_file(path, ir=ir, pre=pre, output_code=output_code, fusion_log=fusion_log,
                             discover=discover, progress=progress, cancelled=cancelled, config=config, gpu=gpu,
                             what_if=what_if, foreach_lists=foreach_lists, log_facts=log_facts)


def _explain_file(path, *, ir, pre, output_code, fusion_log, discover, progress, cancelled, config, foreach_lists,
                  gpu=None, what_if=None, log_facts=None) -> Explanation:
    if ir is None:
        ir = parse_file(path)
    path = str(path) if path is not None else ir.path
    phase = file_phase(ir, path)
    notes: list[str] = []
    here = DebugDir.of(path)
    if what_if is None:
        what_if = config is not None and not isinstance(config, RunConfig)
    if isinstance(config, RunConfig):   # the run's, read by the caller (the server: graph_config)
        run_config = config
    else:
        run_config = graph_config(here.file.parent if discover and path else None, capture=bool(ir.capture),
                                  gpu=gpu, output_code=output_code)
        if config is not None:     # given: it replaces what the folder says (the torch version and GPU stay)
            config = replace(config, torch_rules=run_config.fusion.torch_rules)   # the version's rules stay
            run_config = with_gpu(RunConfig(config, None, config.changed(), run_config.torch_version,
                                            run_config.capture), run_config.gpu)
    config = run_config.fusion
    if run_config.torch_version is None and (note := era_note(ir)) is not None:
        # the format tells an older writer only where no fx_graph_runnable.py names the torch (which then
        # picks the rules: run_config.notes)
        notes.append(note)
    notes.extend(run_config.notes())
    sub = section_subgraph(ir.sections[0]) if not ir.capture and len(ir.sections) == 1 else None
    if discover and pre is None and phase == "post":
        sp = here.pre
        if sp is not None:
            pre = parse_file(sp)
    if discover and output_code is None:
        oc = here.output_code
        output_code = str(oc) if oc else None
    if discover and fusion_log is None:
        fl = here.fusion_log
        fusion_log = str(fl) if fl else None

    # sections: a capture pairs its BEFORE/AFTER sections by graph; a plain file has one
    jobs: list[tuple[int, Section, Section | None, str]] = []
    if len(ir.sections) > 1 or ir.sections[0].phase is not None:
        for i, sec in enumerate(ir.sections):
            if sec.phase == "pre":
                later_post = [s for s in ir.sections[i + 1:] if s.phase == "post" and s.graph == sec.graph]
                if not later_post:
                    jobs.append((i, sec, sec, "simulated"))
            elif sec.phase == "post":
                before = [s for s in ir.sections[:i] if s.phase == "pre" and s.graph == sec.graph]
                jobs.append((i, sec, before[-1] if before else None,
                             "simulated-from-pre" if before else "final-round"))
            else:
                jobs.append((i, sec, sec if phase == "pre" else None, "simulated" if phase == "pre" else "final-round"))
    elif phase == "pre":
        jobs.append((0, ir.sections[0], ir.sections[0], "simulated"))
    elif pre is not None:
        jobs.append((0, ir.sections[0], pre.sections[0], "simulated-from-pre"))
    else:
        jobs.append((0, ir.sections[0], None, "final-round"))

    logs: list[GraphLog] = []
    if fusion_log:
        try:
            logs = read_fusion_log(fusion_log)
        except (OSError, ValueError) as err:     # said: no agreement with Inductor's log is claimed
            notes.append(f"{fusion_log}: the fusion log was not read ({err})")
            logs = []
    elif ir.capture and "[__fusion]" in ir.text:
        # a TORCH_LOGS capture that also logged the fusion artifact carries its own ground truth
        from ..dump.log import parse_fusion_log
        logs = parse_fusion_log(ir.text)
        fusion_log = path
    if sub is not None:
        notes.append(overwritten_note(sub, Path(path).name if path else "file", schedulers(logs), path))
    elif path and not ir.capture and (kept := kept_subgraphs(Path(path).parent)):
        notes.append(f"the subgraphs this graph runs (torch.cond branches, while_loop bodies, nested compile regions) "
                     f"are fused by Schedulers of their own, kept in {SUBGRAPHS}/: "
                     + ", ".join(f"{name} ({n} node{'s' if n != 1 else ''})" for name, n in kept)
                     + f"; explain each there ({SUBGRAPHS}/<name>/ir_post_fusion.txt)")
    pairs: list[PairVerdict] = []
    rounds: list[dict[str, Any]] = []
    agreement = None
    modes = []
    final_group: dict[str, str] = {}
    final_kind: dict[str, str] = {}
    hints = size_hints(output_code, [s for _i, t, src, _m in jobs for s in (t, src) if s is not None])
    # a capture's own log holds one block per graph in the order they were compiled, as its sections are
    ordered = bool(logs) and fusion_log == path and ir.capture and len(logs) == len(jobs) > 1
    used_log: GraphLog | None = None
    sims: list[Simulation | None] = []
    hazards: list[AliasHazard] = []
    for k, (si, target, source, mode) in enumerate(jobs):
        km = load_kernel_map(output_code, target) if output_code and target.phase != "pre" and phase != "pre" else None
        # the graph's block of the fusion log, matched once: its foreach lists for the replay, its verdicts after
        g = None
        if logs:
            g = logs[k] if ordered else match_graph(logs, [n.name for top in (source or target).nodes
                                                           for n in leaves(top)])
        lists = g.foreach_lists if g is not None and g.headers else foreach_lists
        ex = _explain_section(ir, si, target, source, mode, km, notes, progress, hints, cancelled, config,
                              file_is_truth=not what_if, foreach_lists=lists,
                              foreach_in_file=not run_config.changed.get("combo_kernels"),
                              templates=_template_infos(km, target, source, output_code, here if discover else None,
                                                        phase),
                              targets=leaf_targets(g.candidate_lines) if g is not None else
                              (log_facts[0] if log_facts else None),
                              benchmarks=g.benchmarks if g is not None else (log_facts[1] if log_facts else None))
        modes.append(mode)
        pairs.extend(ex[0])
        rounds.extend(ex[1])
        sim = ex[2]
        sims.append(sim)
        if sim is not None:
            for fn in sim.final_nodes:
                for leaf in fn.snodes:
                    final_group[leaf.name] = fn.name
                if fn.is_fused and fn.kind != "FusedSchedulerNode":
                    final_kind[fn.name] = fn.kind
            # fused kernels that read a buffer through an earlier update at another index than they update it
            groups = _post_groups(target) if phase != "pre" else \
                [[leaf.name for leaf in fn.snodes] for fn in sim.final_nodes]
            hazards.extend(alias_hazards(sim.graph, sim.rules.mutation_real_name, groups))
        if logs and sim is not None:
            if not ordered and mode == "final-round" and g is None and len(logs) == 1:
                g = logs[0]     # a post-fusion file alone: its one graph's log (the last round's names differ)
            if g is not None:
                a = compare_benchmarks(sim, g, compare_with_log(ex[0], g) if g.headers else compare_cut_log(sim, g))
                agreement = a if agreement is None else _add_agreement(agreement, a)
                used_log = g
                _annotate_with_log(ex[0], g)
    mode = modes[0] if len(set(modes)) == 1 else "mixed"
    run_config = _gpu_told_by_the_groups(run_config, sims)
    origin_index = None
    lines = used_log.candidate_lines if used_log is not None else {}
    if phase == "post" and len(jobs) == 1 and ((path and has_provenance(here.file.parent)) or lines):
        origin_index = _attach_origins(pairs, ir.sections[0], here.file.parent if path else None, output_code,
                                       lines)
    notes.extend(f"caution: {h.text()} (docs/diagnostics/unsafe_mutation_fusion.md)" for h in hazards)
    failures = [c for sim in sims if sim is not None for c in sim.failures]
    notes.extend(f"error: {c.text()} (docs/diagnostics/{c.code}.md)" for c in failures)
    return Explanation(path, mode, pairs, notes, rounds,
                       pre_file=(pre.path if pre is not None else None), output_code=output_code,
                       fusion_log=str(fusion_log) if fusion_log else None, log_agreement=agreement,
                       final_group=final_group, final_kind=final_kind, origins=origin_index, config=run_config, hazards=hazards,
                       failures=failures)


def _attach_origins(pairs: list["PairVerdict"], sec: Section, folder: Path | None, output_code: str | None,
                    candidate_lines: dict[str, str]) -> OriginIndex | None:
    """Where each node came from (``dump.origins.section_origins``, with the fusion log this explanation
    matched to the graph), read once and shared by the verdicts' makers."""
    text = None
    if output_code:
        try:
            text = read_text(output_code)
        except OSError:
            text = None
    by_top, _notes = section_origins(sec, folder, text, candidate_lines)
    if not by_top:
        return None
    index = OriginIndex(by_top, sec.top_of)
    for v in pairs:
        v._maker.origins = index
    return index


# ------------------------------------------------------------------------------------------------
#: fused node kinds of the post-fusion file that the replay does not make, with what they are (none now:
#: torch 2.15's FusedNestedReductions and FusedStagedReduction it makes, ``replay/nested.py``)
UNMODELLED_KINDS: dict[str, str] = {}


def _fused_nodes_of(sec: Section) -> dict[str, Node]:
    """Each leaf of a fused node of a post-fusion section -> that node."""
    out: dict[str, Node] = {}
    for top in sec.nodes:
        ls = leaves(top)
        if len(ls) > 1:
            for m in ls:
                out[m.name] = top
    return out


def _one_fused_node(in_file: dict[str, Node], n1: SimNode, n2: SimNode) -> Node | None:
    """The post-fusion file's fused node holding every leaf of the replay's two nodes, if one does."""
    top = in_file.get(n1.snodes[0].name)
    if top is None:
        return None
    for s in (*n1.snodes, *n2.snodes):
        if in_file.get(s.name) is not top:
            return None
    return top


def _post_groups(sec: Section) -> list[list[str]]:
    """The fused groups of a post-fusion section, by leaf names. A ``ForeachKernelSchedulerNode`` counts by
    member: a combo kernel (``combo_kernels=True``) is made of finished kernels after fusion, each a group of
    its own, not one fusion; a foreach op's kernel is compared member by member (``_groups_of``)."""
    out = []
    for top in sec.nodes:
        if top.kind == FOREACH and top.members:
            out.extend([n.name for n in leaves(m)] for m in top.members)
        else:
            out.append([n.name for n in leaves(top)])
    return out


def _foreach_tops(sec: Section) -> dict[str, list[list[str]]]:
    """The foreach kernels a post-fusion section prints, by their first leaf: each member's leaves."""
    return {leaves(top)[0].name: [[n.name for n in leaves(m)] for m in top.members]
            for top in sec.nodes if top.kind == FOREACH and top.members}


_NUM_RE = re.compile(r"(\d+)$")


def _template_infos(km: KernelMap | None, target: Section, source: Section | None, output_code: str | None,
                    here: DebugDir | None, phase: str | None) -> dict | None:
    """The template leaves' templates (``replay.templates.infos_from_kernels``), read from their kernels: through
    the post-fusion section's kernel map; for a pre-fusion file, through the post-fusion file beside it (read
    only when the graph has a template)."""
    sec = source or target
    if output_code is None or not _has_template(sec):
        return None
    if km is not None:
        return infos_from_kernels(km, target, sec)
    if phase != "pre" or here is None or here.post is None:
        return None
    return templates_beside(here.post, output_code, sec)


def _has_template(sec: Section) -> bool:
    return any(n.is_template for top in sec.nodes for n in leaves(top))


def templates_beside(post_path: str | Path, output_code: str | Path, source: Section) -> dict | None:
    """The template leaves' templates of ``source`` (a pre-fusion section), through the post-fusion file at
    ``post_path`` and its ``output_code.py`` (None when either cannot be read or there is no template)."""
    if not _has_template(source) or not Path(output_code).is_file():
        return None
    try:
        post = parse_file(post_path).sections[-1]
    except (OSError, ValueError):
        return None
    return infos_from_kernels(load_kernel_map(output_code, post), post, source)


def log_facts(post_path: Path, source: Section, timed: bool | None = None) -> tuple[dict, list]:
    """What the ``fusion.log`` beside a graph's ``ir_post_fusion.txt`` says of ``source`` (its pre-fusion section)
    whatever the config, for replays that read no verdict from it (``runs.whatif``, ``runs.regroup``): each leaf's
    FX targets and the fusions Inductor timed; read only for a graph with a template (max-autotune) or replayed with
    ``benchmark_fusion`` (``timed``: the replay's value; None: the run's, read from its files)."""
    log = post_path.with_name("fusion.log")
    if not log.is_file():
        return {}, []
    if not _has_template(source):
        if timed is None:
            timed = graph_config(post_path.parent).fusion.benchmark_fusion
        if not timed:
            return {}, []
    try:
        g = match_graph(read_fusion_log(log), [n.name for top in source.nodes for n in leaves(top)])
    except (OSError, ValueError):
        return {}, []
    return (leaf_targets(g.candidate_lines), g.benchmarks) if g is not None else ({}, [])


def _post_group_keys(sec: Section) -> dict[str, int]:
    """Each leaf of a post-fusion section -> the number of the top-level node holding it."""
    return {n.name: k for k, top in enumerate(sec.nodes) for n in leaves(top)}


def _creation_order(sec: Section) -> Section:
    """For a post-fusion file alone: leaves in op-number order, the closest the text gets to the
    pre-fusion order (min_order/max_order)."""
    ls = [n for top in sec.nodes for n in leaves(top)]
    keyed = []
    for i, n in enumerate(ls):
        m = _NUM_RE.search(n.name)
        keyed.append((int(m.group(1)) if m else i, i, n))
    keyed.sort()
    s = Section(sec.title, sec.graph, [n for _, _, n in keyed], sec.buffers, sec.span)
    s.top_of = sec.top_of
    return s


def size_hints(output_code: str | None, sections: list[Section], unbacked_fallback: int | None = None
               ) -> dict[str, int]:
    """The size hints of the symbols of a graph with dynamic shapes (``output_code.size_hints``: the
    example inputs it was compiled with; an unbacked symbol's, ``unbacked_size_hints``: the fallback
    clamped to its range; ``unbacked_fallback``: another than Inductor's default, as memory planning's 0),
    read only when a buffer of the sections has a symbolic size. Without ``output_code.py`` there are none,
    and what depends on them stays undecidable."""
    if not output_code or not any(_symbolic(sec) for sec in sections):
        return {}
    from ..dump.output_code import OutputCodeError, read_size_hints, unbacked_size_hints
    try:
        text = read_text(output_code)
        unbacked = unbacked_size_hints(text) if unbacked_fallback is None else \
            unbacked_size_hints(text, unbacked_fallback)
        return {**unbacked, **read_size_hints(text)}
    except (OSError, OutputCodeError):
        return {}


def _symbolic(sec: Section) -> bool:
    for b in sec.buffers.values():
        lay = b.layout
        if lay is not None and lay.size is not None and any(type(x) is str for x in lay.size):
            return True
    return False


def _explain_section(ir: IRFile, si: int, target: Section, source: Section | None, mode: str,
                     km: KernelMap | None, notes: list[str], progress: Progress | None = None,
                     hints: dict[str, int] | None = None, cancelled: CancelCheck | None = None,
                     config: FusionConfig = DEFAULT_CONFIG, file_is_truth: bool = True,
                     foreach_lists: list[list[str]] | None = None, foreach_in_file: bool = True,
                     templates: dict | None = None, targets: dict[str, tuple[str, ...]] | None = None,
                     benchmarks: list | None = None):
    """The verdicts of one section. ``file_is_truth``: the replay follows the run's own config, so a pair the
    post-fusion file prints in one fused node was fused, whatever the replay's rules say (``fused_in_file``);
    False for a config given in its place (a what-if: the file shows another config's outcome).
    ``foreach_lists``: the foreach ops' nodes, from the fusion log (``GraphLog.foreach_lists``);
    ``foreach_in_file``: a ForeachKernelSchedulerNode the post-fusion file prints is a foreach op's kernel (not
    a combo kernel: ``combo_kernels`` off). ``templates``: each template leaf's template, read from its kernel
    (``replay.templates.infos_from_kernels``); ``targets``: the FX targets of each leaf, from the fusion log's
    candidate lines (``replay.templates.leaf_targets``); ``benchmarks``: the fusions the log says Inductor timed
    (``dump.log.Benchmark``), the outcome the replay takes for them."""
    if mode == "final-round":
        graph = Graph(_creation_order(target), size_hints=hints, templates=templates, leaf_targets=targets)
        if file_is_truth:
            graph.post_groups = _post_group_keys(target)
            graph.timed = timed_fusions(benchmarks or [], graph.buffers)
        if (config.max_autotune or config.max_autotune_gemm) and config.benchmark_epilogue_fusion:
            # a matmul ATen won is printed as its extern call, and may have been a MultiTemplateBuffer in the fusion
            # rounds (a candidate with template rules): its pairs are not decided from this file
            graph.maybe_templates(CHOICES_BY_ATEN)
        special = {leaves(top)[0].name: top.kind for top in target.nodes
                   if top.kind in ("FusedMixOrderReductions", "FusedNestedReductions", "FusedStagedReduction")}
        # a foreach op's kernel is a fused node of the last round (a combo kernel is made after it)
        fe = _foreach_tops(target) if foreach_in_file else {}
        groups = [[n.name for n in leaves(top)] for top in target.nodes] if fe else _post_groups(target)
        sim = final_round_only(graph, groups, progress, cancelled, config, special, fe, foreach_lists)
        notes.append("no ir_pre_fusion.txt beside the file: only Inductor's last fusion round is replayed, on the "
                     "fused nodes this file prints; node distances use op numbering")
    else:
        graph = Graph(source, size_hints=hints, templates=templates, leaf_targets=targets)
        if mode == "simulated-from-pre" and file_is_truth:
            graph.post_groups = _post_group_keys(target)
        # what Inductor timed holds in any config: the same two nodes time the same
        graph.timed = timed_fusions(benchmarks or [], graph.buffers)
        sim = simulate(graph, progress, cancelled, config, foreach_lists)
        if not foreach_lists and foreach_in_file and any(top.kind == FOREACH for top in target.nodes):
            notes.append("the post-fusion file prints foreach kernels (ForeachKernelSchedulerNode: a foreach op's "
                         "nodes, which Inductor groups after writing ir_pre_fusion.txt); without the fusion log "
                         "(TORCH_LOGS=fusion) which nodes it grouped is not known, and the replay fuses them "
                         "one by one (docs/diagnostics/foreach.md)")
    in_file: dict[str, Node] | None = None    # where the replay's groups differ from the file's: its fused nodes
    if mode == "simulated-from-pre":
        want = sorted(sorted(g) for g in _post_groups(target))
        got = _groups_of(sim)
        if len(config.gpu_dram_gbps) > 1 and (want != got or _open_on_the_gpu(sim)):
            # the files leave the GPU open between some whose DRAM figures decide a reindex differently:
            # the post-fusion file's groups tell which (when only one figure gives them)
            fits = []
            for figure in config.gpu_dram_gbps:
                g2 = Graph(source, size_hints=hints, templates=templates, leaf_targets=targets)
                g2.post_groups, g2.timed = graph.post_groups, graph.timed
                s2 = simulate(g2, progress, cancelled, replace(config, gpu_dram_gbps=(figure,)), foreach_lists)
                if _groups_of(s2) == want:
                    fits.append((g2, s2))
            if len(fits) == 1:
                graph, sim = fits[0]
                got = want
        if want != got and file_is_truth:
            in_file = _fused_nodes_of(target)
        if want != got:
            diff = [g for g in want if g not in got][:3]
            why = [f"{top.name} is a {top.kind}: {UNMODELLED_KINDS[top.kind]}, not modelled by the replay"
                   for top in target.nodes if top.kind in UNMODELLED_KINDS][:3]
            notes.append(f"the replayed fusion differs from the post-fusion file (e.g. {diff}); verdicts follow "
                         "the replay" + (", but a pair the file prints in one fused node is a fusion (fused_in_file)"
                                         if file_is_truth else "") + ("; " + "; ".join(why) if why else ""))
    rounds = [{"round": r.index, "final": r.final, "nodes": len(r.candidates), "found": r.found,
               "deferred_outer_loop": len(r.dropped_outer_loop)} for r in sim.rounds]
    anchor = _Anchors(ir, target)
    maker = _VerdictMaker(graph, sim, anchor, km, si)
    maker.in_file = in_file
    final_names = {n.name for n in sim.final_nodes}
    # the verdicts by _sort_key(v)[:4] as a number (fused, not final, edge, not logged): 16 buckets in
    # the order of the sort, each in the order the verdicts are made
    buckets: list[list[PairVerdict]] = [[] for _ in range(16)]
    multi = _FusedPairs()   # leaf pairs covered by the verdicts on fused nodes
    last = sim.last_events()
    for k, ev in enumerate(last.values()):
        if k % VERDICT_POLL == 0:
            _poll(cancelled, "verdicts")
        a, b, d, _rnd, _final_round, stage, n1, n2 = ev
        final = a in final_names and b in final_names
        if stage == "fuse":
            key = 8 if final else 12
        elif d.code == "fused":
            continue
        else:
            key = (0 if final else 4) + (0 if d.message is not None else 1)
        top = _one_fused_node(in_file, n1, n2) if in_file and final and stage != "fuse" else None
        if top is not None:
            buckets[8].append(_FileFusedVerdict.of(ev, maker, top))
        else:
            buckets[key].append(PairVerdict(ev, final, maker))
        if n1.size != 1 or n2.size != 1:
            multi.add(n1, n2)
    for v in _edge_verdicts(graph, sim, maker, last, multi, cancelled, in_file):
        buckets[(8 if v.fused else 0) + (0 if v.final else 4) + 2 + (0 if v.logged else 1)].append(v)
    pairs: list[PairVerdict] = []
    for bucket in buckets:
        pairs.extend(bucket)
    if len(pairs) <= 50_000:
        # the order within a bucket is the order made: the same as sorting them all as made
        pairs.sort(key=_sort_key)
    # else: a huge list stays in bucket order, without a global sort (a C-level sort of a million items
    # holds the interpreter lock for seconds, stalling an editor's requests)
    last.clear()
    return pairs, rounds, sim


def _gpu_told_by_the_groups(rc: RunConfig, sims: list[Simulation | None]) -> RunConfig:
    """The run's config with the GPU the post-fusion groups told (``_explain_section``), when the files
    left it open and every replayed graph settled on one GPU's figure."""
    gpu = rc.gpu
    if gpu is None or not gpu.alternatives or not sims or any(s is None or s.rules.dram_alternatives for s in sims):
        return rc
    figures = {s.rules.dram_gbps for s in sims}
    if len(figures) != 1:
        return rc
    (figure,) = figures
    options = [(gpu.key, gpu.dram_gbps), *gpu.alternatives]
    key = next(k for k, f in options if f == figure)
    told = GraphGpu(key, gpu.name, figure, f"{gpu.chosen_by}: {' or '.join(k for k, _ in options)}; only the "
                    f"{key}'s DRAM bandwidth ({figure:,.0f} GB/s) gives the post-fusion file's groups")
    return with_gpu(replace(rc, changed=dict(rc.changed), unread=list(rc.unread)), told)


def _groups_of(sim: Simulation) -> list[list[str]]:
    """The replay's final groups by leaf names, a foreach kernel's by member (as ``_post_groups`` reads the
    file's)."""
    return sorted(sorted(s.name for s in m.snodes) for n in sim.final_nodes
                  for m in (n.foreach.subs if n.foreach is not None else (n,)))


def _open_on_the_gpu(sim: Simulation) -> bool:
    """Whether a verdict of the replay waits on which GPU it was (rules: the reindexing guard)."""
    return any(ev[2].code == "undecidable_from_text" and "DRAM bandwidth" in str(getattr(ev[2].facts, "missing", ""))
               for ev in sim.events if ev[2] is not None)


VERDICT_POLL = 16 * POLL_PAIRS   # verdicts made between two looks at cancellation (edges: POLL_PAIRS)


def _poll(cancelled: CancelCheck | None, where: str) -> None:
    if cancelled is not None and cancelled():
        raise Cancelled(where)


class _FusedPairs:
    """The leaf pairs that verdicts on fused nodes cover, without listing them (a verdict on two fused
    nodes of 64 members covers 4,096; a large graph has many): the node pairs of the verdicts, and for each
    leaf the nodes it was a member of as node1 and as node2."""

    def __init__(self) -> None:
        self.pairs: set[tuple[int, int]] = set()      # (id(node1), id(node2)); the events keep the nodes alive
        self.as1: dict[str, list[int]] = {}
        self.as2: dict[str, list[int]] = {}
        self._known1: set[int] = set()
        self._known2: set[int] = set()

    def add(self, n1: SimNode, n2: SimNode) -> None:
        self.pairs.add((id(n1), id(n2)))
        for n, known, where in ((n1, self._known1, self.as1), (n2, self._known2, self.as2)):
            if id(n) not in known:
                known.add(id(n))
                for x in n.snodes:
                    where.setdefault(x.name, []).append(id(n))

    def __contains__(self, pair: tuple[str, str]) -> bool:
        a = self.as1.get(pair[0])
        b = self.as2.get(pair[1]) if a else None
        return bool(b) and any((i, j) in self.pairs for i in a for j in b)


def _covered(last: dict[tuple[str, str], SimEvent], multi: _FusedPairs, pair: tuple[str, str]) -> bool:
    """Whether a candidate verdict covers the leaf pair: a verdict on the two leaves themselves or on
    fused nodes that hold them (``last``: the last event of the pairs looked up)."""
    if pair in multi:
        return True
    ev = last.get(pair)
    return ev is not None and ev.n1.size == 1 and ev.n2.size == 1 and \
        (ev.stage == "fuse" or ev.decision.code != "fused")


def _sort_key(v: PairVerdict):
    return (v.fused, not v.final, v.source != "candidate", not v.logged, v.line or 0)


# ------------------------------------------------------------------------------------------------
class _Anchors:
    """Where a verdict goes in the explained file: the consumer's read of the shared buffer."""

    def __init__(self, ir: IRFile, sec: Section):
        self.ir = ir
        self.nodes: dict[str, Node] = {}
        for top in sec.nodes:
            for n in top.walk():
                self.nodes[n.name] = n
        self._reads: dict[tuple, dict[str, tuple[int, tuple[int, int]]]] = {}
        self._headers: dict[str, tuple[int, int] | None] = {}
        self._positions: dict[int, tuple[int, int]] = {}

    def first_reads(self, consumers: list[str]) -> dict[str, tuple[int, tuple[int, int]]]:
        """Each buffer's first read (consumers in order, then their deps) as (rank, span)."""
        key = tuple(consumers)
        first = self._reads.get(key)
        if first is None:
            first = {}
            k = 0
            for c in consumers:
                n = self.nodes.get(c)
                if n is None:
                    continue
                for d in n.unmet + n.met:
                    if d.name not in first:
                        first[d.name] = (k, d.span)
                    k += 1
            self._reads[key] = first
        return first

    def header(self, name: str) -> tuple[int, int] | None:
        try:
            return self._headers[name]
        except KeyError:
            pass
        n = self.nodes.get(name)
        if n is None:
            span = None
            for part in name.split("_"):
                if part in self.nodes:
                    span = self.nodes[part].name_span
                    break
        else:
            span = n.name_span
        self._headers[name] = span
        return span

    def position(self, span: tuple[int, int] | None) -> tuple[int | None, int | None]:
        if span is None:
            return None, None
        pos = self._positions.get(span[0])
        if pos is None:
            pos = self._positions[span[0]] = self.ir.position(span[0])
        return pos


class _VerdictMaker:
    """What the verdicts of one section work out on first use: the shared buffers, the place in the
    explained file and the evidence. What they share per node (buffers written and read, where its
    reads and its header are, line numbers) is computed once per node."""

    def __init__(self, graph: Graph, sim: Simulation, anchor: _Anchors, km: KernelMap | None, si: int):
        self.graph, self.sim, self.anchor, self.km, self.si = graph, sim, anchor, km, si
        self.nested = sim.rules.nested    # the nested-reduction planner (GPU, torch 2.15 or 2.14), else None
        self.origins = None            # an OriginIndex when the debug directory tells where nodes came from
        self.log_used = False          # a fusion log was matched to this section (PairVerdict.quote)
        self.in_file: dict[str, Node] | None = None   # the file's fused nodes, where the replay's groups differ
        self._related: dict[str, dict[str, Any]] = {}
        self._firsts: dict[int, dict[str, tuple[int, tuple[int, int]]]] = {}  # id(node) -> _first_reads

    def _rec(self, n: SimNode) -> tuple:
        """(buffers written, names read, names read in first-read order) of a node's leaves, kept on the
        node."""
        r = n.verdict_rec
        if r is None:
            leaves = n.snodes
            written = [x for s in leaves for x in s.buffer_names]
            read = list(dict.fromkeys([d.name for s in leaves for d in s.reads]))
            r = n.verdict_rec = (written, set(read), read)
        return r

    def _first_reads(self, n: SimNode) -> dict[str, tuple[int, tuple[int, int]]]:
        """The first read of each buffer by a node's leaves in the explained file, as (rank, span)."""
        first = self._firsts.get(id(n))
        if first is None:
            first = self._firsts[id(n)] = self.anchor.first_reads([s.name for s in n.snodes])
        return first

    def shared_buffers(self, n1: SimNode, n2: SimNode) -> tuple[list[str], str]:
        """evidence.shared_buffers, from the per-node lists."""
        r1 = n1.verdict_rec or self._rec(n1)
        r2 = n2.verdict_rec or self._rec(n2)
        read2 = r2[1]
        written = r1[0]
        if read2.isdisjoint(written):
            read1 = r1[1]
            return [b for b in r2[2] if b in read1], "horizontal"
        return [b for b in written if b in read2], "vertical"

    def place(self, ev: SimEvent, bufs: list[str]) -> tuple:
        """(span, line, column, related): the consumer's first read of a shared buffer (anchor.read_of),
        else its header; the producer's header."""
        anchor = self.anchor
        first = self._first_reads(ev.n2)
        best = None
        for b in bufs:
            hit = first.get(b)
            if hit is not None and (best is None or hit[0] < best[0]):
                best = hit
        span = best[1] if best is not None else anchor.header(ev.n2.name)
        line, col = anchor.position(span)
        related = self._related.get(ev.node1)
        if related is None:
            rel_span = anchor.header(ev.n1.name)
            related = self._related[ev.node1] = {"name": ev.node1, "line": anchor.position(rel_span)[0],
                                                 "span": rel_span}
        return span, line, col, related

    def nested_declined(self, ev: SimEvent) -> str | None:
        """Why the nested-reduction planner (torch 2.15's, or 2.14's check) declined the event's pair (a dependent reduction
        pair of another size over the same elements, on the GPU), or None (no such pair, or a plan that a
        later check refused)."""
        nested = self.nested
        if nested is None or not (ev.n1.is_reduction and ev.n2.is_reduction):
            return None
        try:
            if not nested.is_candidate(ev.n1, ev.n2) or not nested.same_elements(ev.n1, ev.n2):
                return None
            why = nested.plan_or_why(ev.n1, ev.n2)
        except NotDecided:
            return None
        return why if isinstance(why, str) else None

    def evidence(self, ev: SimEvent, fused: bool, code: str, facts: Facts) -> PairEvidence:
        """``facts``: the verdict's (the replay decision's, except ``_FileFusedVerdict``'s own)."""
        graph, sim, d = self.graph, self.sim, ev.decision
        e = pair_evidence(graph, ev.n1, ev.n2, facts)
        e.shared_bytes = d.score
        if not fused and code in ("no_shared_data", "peak_memory", "score_threshold", "too_far") \
                and e.kind == "vertical":
            also = sim.rules.can_fuse_vertical(ev.n1, ev.n2)
            if also is not None:
                e.also_refused_by = AlsoRefused(also.code, also.message)
            else:
                be = sim.rules.backend_can_fuse(ev.n1, ev.n2, vertical=True)
                if not be.ok:
                    e.also_refused_by = AlsoRefused(be.code, be.message, be.facts)
        e.names = PerNode([s.name for s in ev.n1.snodes], [s.name for s in ev.n2.snodes])
        if not fused:
            e.nested_plan = self.nested_declined(ev)
        e.eventually = _eventual_group(sim, ev.n1, ev.n2, self.in_file)
        e.kernels = _kernel_facts(e.eventually, self.km, sim, ev.n1, ev.n2)
        return e


def _eventual_group(sim: Simulation, n1: SimNode, n2: SimNode,
                    in_file: dict[str, Node] | None = None) -> Eventually | None:
    """For a verdict of an earlier round: the final node(s) the two ended up in (``in_file``: the post-fusion
    file's fused nodes where the replay's groups differ from them: the file tells where they ended up)."""
    if in_file:
        top = _one_fused_node(in_file, n1, n2)
        if top is not None:
            return Eventually(fused_into=top.name)
    a = sim.rules.name_to_fused[n1.first_name]
    b = sim.rules.name_to_fused[n2.first_name]
    if a is b:
        return Eventually(fused_into=a.name)
    if a.name != n1.name or b.name != n2.name:
        return Eventually(node1=a.name, node2=b.name)
    return None


def _kernel_facts(eventually: Eventually | None, km: KernelMap | None, sim: Simulation, n1: SimNode,
                  n2: SimNode) -> KernelFacts | None:
    if km is None:
        return None
    if eventually is not None and eventually.fused_into is not None:
        return None
    tops = []
    for n in (n1, n2):
        top = sim.rules.name_to_fused[n.first_name]
        tops.append(top.name)
    k1, k2 = km.kernel_of(tops[0]), km.kernel_of(tops[1])
    if k1 is None and k2 is None:
        return None
    return KernelFacts(kernel_json(km, k1) if k1 is not None else None,
                       kernel_json(km, k2) if k2 is not None else None,
                       k1.name if k1 is not None and k1 is k2 and tops[0] != tops[1] else None)


def _edge_verdicts(graph: Graph, sim: Simulation, maker: "_VerdictMaker", last: LastEvents,
                   multi: _FusedPairs, cancelled: CancelCheck | None = None,
                   in_file: dict[str, Node] | None = None) -> list[PairVerdict]:
    """Producer -> consumer edges between different final kernels that no candidate verdict covers
    (``in_file``: the post-fusion file's fused nodes where the replay's groups differ from them; an edge
    inside one is no edge between kernels)."""
    out = []
    seen: set[tuple[str, str]] = set()
    by_name = graph.by_name
    edges = [(p, c, buf) for p, c, buf in graph.section.edges() if p in by_name and c in by_name]
    found = last.lookup({(p, c) for p, c, _buf in edges})
    for k, (p, c, buf) in enumerate(edges):
        if k % POLL_PAIRS == 0:
            _poll(cancelled, "edge verdicts")
        gp, gc = sim.rules.name_to_fused[p], sim.rules.name_to_fused[c]
        if gp is gc or _covered(found, multi, (p, c)) or (in_file and _one_fused_node(in_file, gp, gc)):
            continue
        key = (gp.name, gc.name)
        if key in seen:
            continue
        seen.add(key)
        lp, lc = graph.by_name[p], graph.by_name[c]
        if lp.is_extern or lc.is_extern:
            ext = lp if lp.is_extern else lc
            code = "extern_kernel"
            facts: Facts = ExternFacts(ext.name, ext.leaf.kernel or ext.leaf.ir_class)
        elif lp.is_nop or lc.is_nop:
            code = "nop_node"
            facts = NopFacts((lp if lp.is_nop else lc).name)
        elif (gp.name, gc.name) not in sim.tried and (gc.name, gp.name) not in sim.tried:
            code = "outside_candidate_window"
            facts = OutsideWindowFacts(buf)
        else:
            d = sim.rules.can_fuse(gp, gc, True)
            if not d.ok:
                code, facts = d.code, d.facts
            elif (deferred := _deferred_by_priority(sim, gp.name, gc.name)) is not None:
                code, facts = "outer_loop_deferred", deferred
            else:
                # legal by the rules, yet in two kernels: what the backend said stays in the facts
                code = "undecidable_from_text"
                f = d.facts
                facts = UndecidableFacts(cpp=f.cpp, simd=f.simd, tiling=f.tiling) \
                    if isinstance(f, FusedFacts) else UndecidableFacts()
        ev = SimEvent(gp.name, gc.name, Decision(False, code, None, facts=facts), 0, True, "edge", gp, gc)
        v = _EdgeVerdict(ev, True, maker)
        connecting = maker.shared_buffers(gp, gc)[0]
        v._buffers = connecting if buf in connecting else [buf]
        out.append(v)
    return out


def _deferred_by_priority(sim: Simulation, a: str, b: str) -> OuterLoopDeferredFacts | None:
    """A legal pair the last round dropped for higher-priority ones (CPU: an outer-loop fusion behind any other,
    ``get_possible_fusions_with_highest_priority``): the rounds that dropped it and what the last one tried
    instead; None when the last round did not drop it."""
    pairs = {(a, b), (b, a)}
    rounds = [r for r in sim.rounds if pairs & set(r.dropped_outer_loop)]
    if not rounds or rounds[-1] is not sim.rounds[-1]:
        return None
    last = rounds[-1].index
    ahead = [f"{e.node1} -> {e.node2}: {'fused' if e.stage == 'fuse' else e.decision.message or e.decision.code}"
             for e in sim.events if e.round == last and e.stage in ("try", "cycle", "fuse")]
    return OuterLoopDeferredFacts([r.index for r in rounds], list(dict.fromkeys(ahead))[:4])


# ------------------------------------------------------------------------------------------------
def _add_agreement(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    """The agreement over two graphs of one file: counts added, lists joined."""
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, int) and isinstance(out.get(k), int):
            out[k] = out[k] + v
        elif isinstance(v, list) and isinstance(out.get(k), list):
            out[k] = out[k] + v
        else:
            out.setdefault(k, v)
    return out


def _timed_pairs(pairs: list[PairVerdict], g: GraphLog) -> dict:
    """The log's timed fusions (``timed_fusions``) of the graph whose verdicts are ``pairs``."""
    return timed_fusions(g.benchmarks, pairs[0]._maker.graph.buffers) if g.benchmarks and pairs else {}


def _timed_after(timed: dict, node1: str, node2: str, line: int) -> Any:
    """The pair's last timing in the log when it comes after ``line`` (a refusal of an earlier round, then timed
    in a later one: the timing is the pair's last word), else None; a spill is a verdict line of its own."""
    bs = timed.get((frozenset(leaf_names(node1)), frozenset(leaf_names(node2)))) if timed else None
    return bs[-1] if bs and bs[-1].line > line and bs[-1].spill is None else None


def compare_with_log(pairs: list[PairVerdict], g: GraphLog) -> dict[str, Any]:
    """Agreement of the logged verdicts with Inductor's own log (last verdict per pair; a pair timed after its last
    verdict line is compared by ``compare_benchmarks``)."""
    timed = _timed_pairs(pairs, g)
    want = {k: (e.kind == "fuse", e.reason) for k, e in g.last_verdicts().items()
            if _timed_after(timed, e.node1, e.node2, e.line) is None}
    got = {(p.node1, p.node2): (p.fused, p.inductor_message) for p in pairs if p.logged and p.source == "candidate"}
    keys = set(want) | set(got)
    mismatches = [{"pair": list(k), "log": want.get(k), "explain": got.get(k)} for k in sorted(keys)
                  if want.get(k) != got.get(k)]
    return {"pairs": len(keys), "agree": len(keys) - len(mismatches), "mismatches": mismatches}


def compare_benchmarks(sim: Simulation, g: GraphLog, agreement: dict[str, Any]) -> dict[str, Any]:
    """The fusions Inductor timed (``can fuse (benchmark)`` / ``cannot fuse (benchmark)``: max-autotune's
    MultiTemplateBuffer epilogues and prologues) against the replay's timed pairs, each side by the buffers
    its nodes write: added to ``agreement`` (``compare_with_log``'s), as pairs of leaf names."""
    if not g.benchmarks:
        return agreement
    # a pair's last timing (a spill is a refusal the log says in words: compared with the verdicts)
    want = {k: bs[-1].fused for k, bs in timed_fusions(g.benchmarks, sim.graph.buffers).items() if bs[-1].spill is None}
    if not want:     # no timing line: a log cut to its verdict lines (spills are verdict lines)
        return agreement
    got = sim.timings

    def name(side: frozenset) -> str:
        return "_".join(sorted(side, key=_op_number))
    keys = sorted(set(want) | set(got), key=lambda k: (name(k[0]), name(k[1])))
    bad = [{"pair": [name(k[0]), name(k[1])], "log": ("timed", want.get(k)), "explain": ("timed", got.get(k))}
           for k in keys if want.get(k) != got.get(k)]
    return {**agreement, "pairs": agreement["pairs"] + len(keys), "agree": agreement["agree"] + len(keys) - len(bad),
            "mismatches": agreement["mismatches"] + bad, "timed": len(keys)}


def _op_number(name: str) -> tuple[int, str]:
    m = _NUM_RE.search(name)
    return (int(m.group(1)) if m else -1, name)


def compare_cut_log(sim: Simulation, g: GraphLog) -> dict[str, Any]:
    """Agreement with a log cut down to its verdict lines (no round headers): each line must be a
    decision the replay made for that pair, in any round (a refusal may have been followed by a fusion
    whose line was cut)."""
    made: set[tuple] = set()
    for e in sim.events:
        if e.stage == "fuse":
            made.add((e.node1, e.node2, True, None))
        elif e.decision.message is not None:
            made.add((e.node1, e.node2, False, e.decision.message))
        d = e.decision.before          # a refusal logged before a loop reindex and a second check
        while d is not None:
            if d.message is not None:
                made.add((e.node1, e.node2, False, d.message))
            d = d.before
    lines = dict.fromkeys((e.node1, e.node2, e.kind == "fuse", e.reason) for e in g.events)
    mismatches = [{"pair": [a, b], "log": (fused, reason), "explain": None}
                  for a, b, fused, reason in lines if (a, b, fused, reason) not in made]
    return {"pairs": len(lines), "agree": len(lines) - len(mismatches), "mismatches": mismatches,
            "cut_log": True}


def _annotate_with_log(pairs: list[PairVerdict], g: GraphLog) -> None:
    last = g.last_verdicts()
    timed = _timed_pairs(pairs, g)
    for p in pairs:
        p._maker.log_used = True
        e = last.get((p.node1, p.node2))
        if e is not None and (later := _timed_after(timed, p.node1, p.node2, e.line)) is not None:
            p.log_entry = {"line": later.line, "fused": later.fused, "message": None,
                           "timed": f"{later.ratio:.3f}x {'speedup' if later.fused else 'slowdown'}",
                           "agrees": later.fused == p.fused}
        elif e is not None:
            p.log_entry = {"line": e.line, "fused": e.kind == "fuse", "message": e.reason,
                           "agrees": (e.kind == "fuse") == p.fused and (e.reason == p.inductor_message)}
        elif timed and (bs := timed.get((frozenset(leaf_names(p.node1)), frozenset(leaf_names(p.node2))))) and \
                (b := bs[-1]).spill is None:
            # a fusion Inductor timed (max-autotune, benchmark_fusion): its last ``can fuse (benchmark)`` /
            # ``cannot fuse (benchmark)``
            p.log_entry = {"line": b.line, "fused": b.fused, "message": None,
                           "timed": f"{b.ratio:.3f}x {'speedup' if b.fused else 'slowdown'}",
                           "agrees": b.fused == p.fused}


# ------------------------------------------------------------------------------------------------
def _pattern_phrase(buf: BufferFacts) -> str | None:
    if buf.access is None:
        return None
    for p in buf.access.patterns:
        w = p.window
        if w is not None and len(p.offsets) > 1:
            shape = "x".join(str(s) for s in w.shape)
            st = p.output_stride
            stride = f", stride {st}" if isinstance(st, int) else ""
            return f"a {shape} window over ({', '.join(w.dims)}){stride}"
    return None


_GROUPED: dict[int, str] = {}


def _fmt(x) -> str:
    """fmt, remembering the text of ints: the same sizes recur across a large graph's verdicts, and
    formatting with thousands separators is slow."""
    s = _GROUPED.get(x) if type(x) is int else None
    if s is None:
        s = fmt(x)
        if type(x) is int and len(_GROUPED) < 65536:
            _GROUPED[x] = s
    return s


def _buffer_list(v: PairVerdict) -> str:
    """The verdict's buffers as text. A list worked out only for this is not kept: a million summaries
    would otherwise leave a million lists behind, which the cyclic GC scans again and again while they
    are made."""
    bufs = v._buffers
    if bufs is None:
        bufs = v._maker.shared_buffers(v._ev.n1, v._ev.n2)[0]
    return ", ".join(bufs) if bufs else "no buffer"


def _first_evidence_buffer(v: PairVerdict) -> BufferFacts | None:
    """``v.evidence.buffers[0]`` when the evidence is of kind vertical and has buffers, else None."""
    e = v._evidence
    if e is not None:
        return e.buffers[0] if e.buffers and e.kind == "vertical" else None
    g, n1, n2 = v._maker.graph, v._ev.n1, v._ev.n2
    bufs, kind = shared_buffers(g, n1, n2)      # what pair_evidence gives "kind" and "buffers" from
    if not bufs or kind != "vertical":
        return None
    return buffer_facts(g, n1, n2, bufs[0], kind)


def _overlap_phrase(v: PairVerdict) -> str:
    """For a pair that reads slices of one buffer (``PairVerdict.buffer_overlap``), under rules that have
    buffer-overlap scoring (torch 2.12 on): what it would count and the ``min_overlap_ratio`` that would
    let it; '' otherwise."""
    rules = v._maker.sim.rules
    if rules.release < (2, 12):
        return ""
    got = v.buffer_overlap
    if got is None:
        return ""
    shared, most = got
    share = shared / most
    ratio = rules.cfg.min_overlap_ratio
    if share >= ratio:
        return ""   # scored, yet refused for another reason: the verdict's own
    at = scoring_ratio(got)
    return (f" They read {_buffer_list(v)} at different indices: {_fmt(shared)} bytes, {share:.0%} of the larger "
            f"node's reads, which Inductor's buffer-overlap scoring counts with min_overlap_ratio <= {at:g} "
            f"({'off: the default ' if ratio == DEFAULT_CONFIG.min_overlap_ratio else 'the run has '}{ratio:g}).")


#: what a reason's summary template may use (``reasons.Reason.summary``): the verdict's buffers as text,
#: numbers with separators, the first buffer of its evidence, the phrase for its read pattern and the one
#: for slices of a buffer both read (buffer-overlap scoring)
_HELP = SimpleNamespace(buffer_list=_buffer_list, fmt=_fmt, first_buffer=_first_evidence_buffer,
                        pattern=_pattern_phrase, overlap=_overlap_phrase)


def summarize(v: PairVerdict) -> str:
    """One sentence: Inductor's rule first, then the fact that decides it (the reason's own template,
    ``reasons.py``). Only the no-shared-data case of a vertical pair looks at the (lazily built) evidence.
    (A large file asks this a million times: the event is read once.)"""
    if type(v) is PairVerdict:
        ev = v._ev
        d = ev[2]
        fused = ev[5] == "fuse"
        code = "fused" if fused else d.code
        facts = d.facts
    else:
        fused, code, facts = v.fused, v.reason, v.facts
    r = REASONS[code]
    template = r.summary
    text = r.title + "." if template is None else template(v, facts, _HELP)
    nested = v._maker.nested
    if nested is not None and not fused:
        why = v._maker.nested_declined(v._ev)
        if why:
            text += f" torch {nested.era} did not nest the two reductions in one kernel: {why}."
    return text
