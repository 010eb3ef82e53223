"""Plain-text rendering of an Explanation: the verdict first (one line), then the facts, in the order
an engineer checks them (iteration spaces, the write vs the reads, the buffer, in-place users, what else
would refuse, where the kernels went)."""
from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from pathlib import Path

from ..dump.kernels import numel_text
from ..dump.provenance import Origins
from ..expr.symbolic import fmt
from ..ir.era import RULES_TORCH
from ..replay.config import RULES
from ..replay.reasons import REASONS, CppVetoFacts
from .explain import Explanation, PairVerdict

#: the source lines a text shows per node (explain's, the capture summary's), then "(+N more)"
SHOWN_SOURCES = 4

MODE_TEXT = {
    "simulated-from-pre": "Inductor's fusion rounds replayed from ir_pre_fusion.txt",
    "simulated": "Inductor's fusion rounds replayed from this file",
    "final-round": "Inductor's last fusion round replayed on this file's fused nodes (no ir_pre_fusion.txt beside it)",
    "mixed": "per section",
}


def _offsets_text(offs: list[int]) -> str:
    pos = sorted({abs(o) for o in offs if o != 0})
    parts = (["0"] if 0 in offs else []) + [f"±{o:,}" if (o in offs and -o in offs) else
                                            (f"+{o:,}" if o in offs else f"-{o:,}") for o in pos]
    return ", ".join(parts)


def sources_text(o: Origins) -> str:
    """A node's source lines on one line: up to SHOWN_SOURCES (``Origins.shown``: the output's first, marked,
    where it would be cut), then ``(+N more)``."""
    shown = o.shown(SHOWN_SOURCES)
    moved = o.moved_output(shown)
    return "; ".join(f"{Path(s.file).name}:{s.line} {s.code}" + (" (output)" if k == 0 and moved is not None else "")
                     for k, s in enumerate(shown)) + \
        (f" (+{len(o.sources) - len(shown)} more)" if len(o.sources) > len(shown) else "")


def render_pair(p: PairVerdict, name: str, detail: bool = True,
                estimate: Callable[[PairVerdict], str | None] | None = None) -> list[str]:
    head = f"{p.node1} -> {p.node2}: " + ("fused" if p.fused else f"not fused: {REASONS[p.reason].title.lower()}")
    said = p.quote()
    if said:
        head += f"   {said}"
    elif not p.fused and not p.logged:
        head += "   [not logged by Inductor]"
    lines = [head, f"  {p.summary}"]
    if estimate is not None and (e := estimate(p)) is not None:
        lines.append(f"  {e}")
    if not detail:
        return lines
    origins = p.origin_records()
    if origins:
        label = "source"
        for k, node in (("node1", p.node1), ("node2", p.node2)):
            o = origins.get(k)
            if o is not None and o.sources:
                lines.append(f"  {label:<11} {node}: {sources_text(o)}")
                label = ""
    ev = p.evidence
    it = ev.iteration
    n1, n2 = it.node1, it.node2
    if n1.group or n2.group:
        s = f"  iteration   {p.node1} {fmt(n1.points)} points {n1.group or ''}".rstrip()
        s += f"  |  {p.node2} {fmt(n2.points)} points {n2.group or ''}".rstrip()
        if it.has_ratio and it.ratio:
            s += f"  |  {it.ratio}"
        lines.append(s)
    for buf in ev.buffers[:3]:
        acc = buf.access
        lay = buf.layout
        if acc is not None:
            if acc.write:
                w = acc.write + (f" ({acc.write_pattern})" if acc.write_pattern else "")
                lines.append(f"  write       {w}")
            for pat in acc.patterns[:2]:
                offs = pat.offsets
                if len(offs) > 1:
                    lin = " + ".join(v if c == 1 else f"{c}*{v}" for v, c in pat.coefficients.items())
                    lines.append(f"  reads       {len(offs)} x MemoryDep('{buf.name}', {lin} + k): "
                                 f"k = {_offsets_text(offs)}")
                    if pat.window is not None:
                        w = pat.window
                        st = pat.output_stride
                        lines.append(f"              = {'x'.join(map(str, w.shape))} window over "
                                     f"({', '.join(w.dims)}) in {lay.order if lay is not None else None} "
                                     f"{lay.size if lay is not None else None}"
                                     + (f", output stride {st}" if st else ""))
                else:
                    lines.append(f"  read        {acc.read_deps[0]}"
                                 + ("   (equals the write)" if acc.reads_equal_to_write else ""))
            for r in acc.non_affine_reads[:2]:
                lines.append(f"  read        {r}")
        if lay is not None and (nbytes := lay.nbytes) is not None:
            s = (f"  buffer      {buf.name} {lay.size} {str(lay.dtype).replace('torch.', '')} "
                 f"{lay.order}: {fmt(nbytes)} bytes")
            if buf.reread_bytes:
                s += f", {fmt(buf.reread_bytes)} bytes re-read"
            if buf.reads_per_element:
                r = buf.reads_per_element
                s += f" ({r:g} read{'s' if r != 1 else ''} per element)"
            lines.append(s)
        for u in buf.users or ():
            lines.append(f"  in place    NodeUser({u.node}, can_inplace={u.can_inplace})")
    chk = ev.check
    if p.reason == "cpp_backend_veto" and isinstance(chk, CppVetoFacts) and chk.groups:
        lines.append(f"  groups      {chk.groups[0]} vs {chk.groups[1]}")
    if ev.extern_kernels:
        lines.append("  extern      " + ", ".join(f"{k}: {v}" for k, v in ev.extern_kernels.items()))
    also = ev.also_refused_by
    if also is not None:
        cpp = also.facts.cpp if isinstance(also.facts, CppVetoFacts) else None
        lines.append(f"  also        even with shared data: {also.inductor_message or REASONS[also.reason].title}"
                     + (f" ({cpp})" if cpp else ""))
    k = ev.kernels
    if k is not None and k.same_function:
        lines.append(f"  kernels     both in {k.same_function} as separate loop nests: "
                     f"{', '.join(p.buffers)} still goes through memory")
    elif k is not None and (k.node1 or k.node2):
        def one(name: str, kk: dict | None) -> str:
            if not kk:
                return f"{name}: extern"
            facts = numel_text(kk)
            shared = f"; also runs {', '.join(n for n in kk['runs'] if n != name)}" if kk.get("runs") else ""
            return f"{name}: {kk['kernel']}" + (f" ({facts}{shared})" if facts or shared else "")
        lines.append(f"  kernels     {one(p.node1, k.node1)}  |  {one(p.node2, k.node2)}")
    ev_final = ev.eventually
    if ev_final is not None and ev_final.fused_into is not None:
        lines.append(f"  later       both fused into {ev_final.fused_into}")
    elif ev_final is not None:
        lines.append(f"  later       now {ev_final.node1} and {ev_final.node2}")
    fl = p.log_entry
    if fl:
        lines.append(f"  fusion.log  line {fl['line']}: " + ("agrees" if fl["agrees"] else f"DIFFERS: {fl['message']}"))
    if p.line:
        lines.append(f"  at          {name}:{p.line}:{p.column}")
    return lines


#: unfused pairs shown in detail when neither a limit nor ``--all`` is given: a large graph has a million
#: verdicts, and the details of each are worked out as they are shown
DETAIL_LIMIT = 100


def _pattern(p: PairVerdict) -> tuple | None:
    """What makes two unfused pairs the same pattern of the model: their reason and both nodes' source
    lines (None when the lines are not known: such pairs are never folded)."""
    origins = p.origins
    if not origins:
        return None
    lines = []
    for k in ("node1", "node2"):
        o = origins.get(k)
        if not o or not o["sources"]:
            return None
        lines.append(tuple((s["file"], s["line"]) for s in o["sources"]))
    return (p.reason, *lines)


def _mb(n: int) -> str:
    return f"{n / 1e6:,.2f} MB" if n >= 10_000 else f"{n:,} B"


def render_text(ex: Explanation, limit: int | None = None, show_all: bool = False,
                traffic: Callable[[PairVerdict], int] | None = None,
                estimate: Callable[[PairVerdict], str | None] | None = None) -> str:
    """The verdicts as text: counts, then the unfused pairs in detail (the first ``limit``, default
    ``DETAIL_LIMIT``; every one with ``show_all`` and no limit), then a line for the rest.

    ``traffic(pair)``, the bytes a pair moves through memory (``rank.pair_traffic``), orders the pairs
    shown in detail, the costliest pattern first (the bytes of all its pairs); without it they come in
    the order of the graph. ``estimate(pair)``: a line under its summary (``estimate.PairEstimate.line``)."""
    name = Path(ex.file).name if ex.file else "<text>"
    unfused: list[PairVerdict] = []
    earlier: list[PairVerdict] = []
    sides: list[PairVerdict] = []       # checks of a mix-order kernel's sides
    fused: list[PairVerdict] = []
    n_logged = 0
    for p in ex.pairs:          # one pass: a large graph has a million verdicts
        if p.fused:
            fused.append(p)
        elif p.final:
            unfused.append(p)
            n_logged += p.logged
        elif p.side_check:
            sides.append(p)
        else:
            earlier.append(p)
    counts = Counter([p.reason for p in unfused])
    out = [f"{ex.file}: {len(unfused)} unfused pairs ({n_logged} logged by Inductor), {len(fused)} fusions"
           + (f", {len(earlier)} refusals in earlier rounds" if earlier else "")
           + (f", {len(sides)} checks of fused kernels' parts" if sides else ""),
           f"mode: {MODE_TEXT.get(ex.mode, ex.mode)} (torch {_rules(ex)}'s rules)"]
    if ex.log_agreement:
        a = ex.log_agreement
        out.append(f"fusion log: {a['agree']}/{a['pairs']} logged verdicts agree"
                   + (" (a log of verdict lines only: each matched to a decision of the replay, in any round)"
                      if a.get("cut_log") else ""))
    for n in ex.notes:
        out.append(f"note: {n}")
    if counts:
        out.append("reasons: " + ", ".join(f"{REASONS[c].title.lower()} x{n}" for c, n in counts.most_common()))
    if traffic is not None and unfused:
        out.append("in detail below: the costliest first (bytes through memory; a pattern repeated in the "
                   "model counts all its pairs)")
    out.append("")
    shown = unfused if show_all else [p for p in unfused if p.source == "candidate"]
    if limit is None and not show_all:
        limit = DETAIL_LIMIT
    if traffic is not None:        # a stable sort: pairs of equal cost stay in graph order
        shown = sorted(shown, key=lambda p: -traffic(p))
    if limit is not None:
        shown = shown[:limit]
    # pairs that repeat one pattern of the model (the same reason between the same source lines: a
    # residual block's pair in every block of a stage) are shown once, the others named under it
    groups: dict[tuple, list[PairVerdict]] = {}
    order: list[list[PairVerdict]] = []
    for p in shown:
        key = _pattern(p)
        if key is None:
            order.append([p])
        elif key in groups:
            groups[key].append(p)
        else:
            groups[key] = [p]
            order.append(groups[key])
    if traffic is not None:
        order.sort(key=lambda same: -sum(traffic(q) for q in same))
    for same in order:
        out.extend(render_pair(same[0], name, estimate=estimate))
        if len(same) > 1:
            names = ", ".join(f"{q.node1} -> {q.node2}" for q in same[1:])
            cost = f", {_mb(sum(traffic(q) for q in same))} through memory" if traffic is not None else ""
            out.append(f"  {'same as':<11} {names}: the same reason between the same source lines "
                       f"({len(same)} pairs in all{cost})")
        out.append("")
    n_rest = len(unfused) - len(shown)
    if n_rest:
        # the pairs not shown: counted from the totals, the first few found in order
        by = counts - Counter([p.reason for p in shown])
        in_shown = {id(p) for p in shown}
        first = []
        for p in unfused:
            if id(p) not in in_shown:
                first.append(p)
                if len(first) == 5:
                    break
        out.append(f"{n_rest} more unfused pairs (" + ", ".join(f"{REASONS[c].title.lower()} x{n}" for c, n in
                                                                by.most_common()) + ")"
                   + ("; --limit N or --all shows them" if len(shown) == limit else "; --all shows them"))
        for p in first:
            out.append(f"  {p.node1} -> {p.node2}: {p.summary}")
        if n_rest > 5:
            out.append("  ...")
        out.append("")
    in_file = [p for p in fused if p.reason == "fused_in_file"]
    if in_file:
        out.append(f"fused as the post-fusion file shows, not by the replay ({len(in_file)}):")
        for p in in_file[: (None if show_all else 8)]:
            out.append(f"  {p.node1} -> {p.node2}: {p.summary}")
        if len(in_file) > 8 and not show_all:
            out.append("  ...")
        out.append("")
    if sides:
        out.append(f"fused kernels' parts ({len(sides)} checks Inductor logs under a part's name: a mix-order "
                   "kernel's side, which takes a node only on one of its sides; torch 2.14's nested reductions' "
                   "grouped stage, which takes their consumers; a foreach kernel's member, which fuses with its "
                   "counterpart or the node it feeds or reads):")
        for p in sides[: (None if show_all else 8)]:
            out.append(f"  {p.node1} -> {p.node2}: {p.inductor_message or REASONS[p.reason].title}")
        if len(sides) > 8 and not show_all:
            out.append("  ...")
        out.append("")
    if earlier:
        out.append(f"earlier rounds ({len(earlier)} refusals of pairs that changed later):")
        for p in earlier[: (None if show_all else 8)]:
            later = p.evidence.eventually
            tail = "" if later is None else (f"; later fused into {later.fused_into}" if later.fused_into is not None
                                             else f"; later {later.node1} / {later.node2}")
            out.append(f"  round {p.round}: {p.node1} -> {p.node2}: {p.inductor_message or REASONS[p.reason].title}{tail}")
        if len(earlier) > 8 and not show_all:
            out.append("  ...")
        out.append("")
    if fused:
        out.append(f"fused ({len(fused)}): " + ", ".join(f"{p.node1}+{p.node2}" for p in fused[:12])
                   + (" ..." if len(fused) > 12 else ""))
    return "\n".join(out).rstrip() + "\n"


def _rules(ex) -> str:
    """The torch release whose rules the replay followed (``replay.config.RULES``)."""
    return RULES.get(ex.config.fusion.torch_rules, RULES_TORCH) if ex.config is not None else RULES_TORCH
