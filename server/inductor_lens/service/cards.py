"""Hover cards as compact markdown. Every number comes from the model; thousands separators throughout."""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..explain.evidence import analyze_access, decode_offset, describe_coords
from ..expr.symbolic import fmt, product
from ..ir.model import Buffer, Dep, IRFile, Layout, Node
from ..ir.summary import node_device, node_iteration
from ..replay.config import RULES, rules_for
from ..replay.expand import repeat_text, widened_loops
from ..replay.graph import DepKey
from ..replay.reasons import REASONS
from ..replay.templates import FAMILY_TEXT

MAX_DEPS = 6


def _code(s: Any) -> str:
    return f"`{s}`"


def join(lines: list[str]) -> str:
    """Paragraphs, except that list items stay together under their heading."""
    out = ""
    for i, l in enumerate(lines):
        if i:
            out += "\n" if l.startswith("- ") else "\n\n"
        out += l
    return out


def layout_line(lay: Layout | None) -> str:
    if lay is None:
        return "layout not printed"
    if lay.size is None:
        return f"{lay.kind} on {lay.device}"
    dt = (lay.dtype or "?").replace("torch.", "")
    s = f"{_code(lay.size)} stride {_code(lay.stride)} {lay.order} {dt}"
    if lay.nbytes is not None:
        s += f" · {fmt(lay.nbytes)} bytes"
    if lay.kind != "FixedLayout":
        s += f" · {lay.kind}"
    return s


def iteration_lines(node: Node) -> list[str]:
    it = node_iteration(node)
    if it is None:
        return []
    pts = product([it.numel, it.rnumel])
    head = f"**Iteration** {fmt(it.numel)} points"
    if it.is_reduction:
        head += f" × {fmt(it.rnumel)} reduction = {fmt(pts)}"
    head += f" · {_code('group.iteration = ' + it.text)}"
    out = [head]
    extra = []
    if node.sizes_text:
        extra.append(f"sizes {_code(node.sizes_text)}")
    if node.loop_body is not None and node.loop_body.var_ranges:
        extra.append("loop " + _code(", ".join(f"{v}: {fmt(s)}" for v, s in node.loop_body.var_ranges)))
    if extra:
        out.append(" · ".join(extra))
    widened = widened_loops(node.loop_body)
    if widened:
        loops = ", ".join(f"{_code(v)} runs {fmt(size)} where the op covers {fmt(mod)}" for v, size, mod in widened)
        out.append(f"**Widened** by `expand_dimension_for_pointwise_nodes` to fuse with a larger neighbour: {loops} "
                   f"(read modulo it): each element is computed {repeat_text(widened)}")
    return out


def _dep_group_lines(title: str, deps: list[Dep], ir: IRFile, writes: dict[str, Dep] | None = None) -> list[str]:
    if not deps:
        return []
    by_name: dict[str, list[Dep]] = {}
    for d in deps:
        by_name.setdefault(d.name, []).append(d)
    lines = [f"**{title}**"]
    for i, (name, ds) in enumerate(by_name.items()):
        if i >= MAX_DEPS:
            lines.append(f"- … {len(by_name) - MAX_DEPS} more buffers")
            break
        b = ir.buffers.get(name)
        lay = b.layout if b else None
        if len(ds) > 1 and all(d.kind == "MemoryDep" for d in ds):
            acc = analyze_access(None, [DepKey.of(d) for d in ds], lay)
            pats = acc.patterns
            desc = f"{len(ds)} reads"
            if pats and pats[0].window is not None:
                w = pats[0].window
                desc += f": {'x'.join(map(str, w.shape))} window over ({', '.join(w.dims)})"
                if isinstance(pats[0].output_stride, int):
                    desc += f", stride {pats[0].output_stride}"
            elif pats and len(pats[0].offsets) > 1:
                desc += ": offsets " + ", ".join(f"{o:+,}" for o in pats[0].offsets)
            lines.append(f"- {_code(name)} {desc}")
        else:
            d = ds[0]
            lines.append(f"- {_code(str(d))}" + (f" ×{len(ds)}" if len(ds) > 1 else ""))
    return lines


def origin_lines(o, roots: tuple[str, ...] = ()) -> list[str]:
    """"From" lines of a node's card: the user's source lines (a link when the file is on this machine,
    ``roots`` being the workspace folders it may be checked out under) and the ATen ops
    (``dump.provenance.Origins``)."""
    if o is None or not (o.sources or o.aten):
        return []
    from pathlib import Path

    from ..dump.provenance import source_path
    out = []
    shown = o.shown(6)
    moved = o.moved_output(shown)
    for s in shown:
        where = f"{Path(s.file).name}:{s.line}"
        p = source_path(s, roots)
        link = f"[{where}]({p.as_uri()}#L{s.line})" if p is not None else _code(where)
        via = f" (via torch's {_code(f'{Path(s.via.file).name}:{s.via.line} {s.via.function}')})" if s.via else ""
        label = "**Output** of" if s is moved else "**From**"
        out.append(f"{label} {link} in {_code(s.function)}: {_code(s.code)}{via}")
    if len(o.sources) > 6:
        out.append(f"… {len(o.sources) - 6} more source lines")
    if o.aten:
        out.append("**ATen** " + ", ".join(_code(a) for a in o.aten[:8]) + (" …" if len(o.aten) > 8 else ""))
    return out


#: the Triton backend's words for an ordinary fusion (``rules.simd_can_fuse``): the card says just "fused"
_ORDINARY = ("same numel", "pointwise into reduction")


def _fused_how(v) -> str:
    """"fused", with how where the kernel is no ordinary loop over one space (a nested reduction's groups
    and axis, a consumer appended to its grouped stage, a mix-order side, a sub-parent epilogue's lanes)."""
    simd = getattr(v.facts, "simd", None)
    timed = getattr(v.facts, "benchmark", None)
    if timed is not None:
        # a template's epilogue or prologue max-autotune timed: kept because it was faster (or assumed so)
        return "fused (timed by Inductor: faster)" if timed == "faster" else "fused (timed by Inductor: assumed faster)"
    return "fused" if not simd or simd.startswith(_ORDINARY) else f"fused ({simd})"


def node_card(node: Node, ir: IRFile, verdicts: list | None = None, kernel: dict | None = None,
              post_group: str | None = None, origins=None, roots: tuple[str, ...] = (),
              kept_out: list[dict] | None = None, config=None, timing: list[str] | None = None,
              subgraphs: tuple[str, list[tuple[str, str | None]]] | None = None) -> str:
    """A node's hover card. For a fused node ``kept_out`` lists the buffers its members pass to each
    other in registers (``explain.diff.intermediates``): what the fusion saved. ``config``: the run's
    Inductor config (``replay.config.RunConfig``), its values that differ from the defaults named under
    the verdicts. ``timing``: the node's time, measured (an attached profiler trace) first, else
    estimated, as paragraphs: shown right after the verdicts, before the kernel and the IR's facts.
    ``subgraphs``: for a higher-order op's node, what it is and the subgraphs it runs, each with the path of its
    kept IR or None (``lookup.subgraph_info``)."""
    dev = node_device(node)
    head = f"**{node.name}** · {_code(f'{node.kind}({node.ir_class})')}" + (f" · {dev}" if dev else "")
    out = [head]
    # what VS Code shows without scrolling (~10 lines) comes first: the verdicts with the bytes each
    # unfused edge moves, then the kernel; the IR's own facts follow
    if verdicts:
        out.append("**Fusion**")
        for v in verdicts[:8]:
            mark = "✓" if v.fused else "✗"
            r = _fused_how(v) if v.fused else (v.inductor_message or (
                "timed by Inductor: slower fused, kept apart" if getattr(v.facts, "benchmark", None) == "slower"
                else REASONS[v.reason].title.lower()))
            out.append(f"- {mark} {_code(v.node1)} → {_code(v.node2)}: {r}" + _through_memory(v, ir))
        if len(verdicts) > 8:
            out.append(f"- … {len(verdicts) - 8} more")
        if config is not None and config.changed:
            unmodelled = config.unmodelled()
            out.append("**Run config** " + ", ".join(_code(f"{k}={v!r}") for k, v in config.changed.items())
                       + (f" (from {config.source.rsplit('/', 1)[-1]})" if config.source else "")
                       + (": not modelled by the replay: " + ", ".join(unmodelled) + " (the verdicts may differ "
                          "from Inductor's)" if unmodelled else ": the verdicts follow it"))
        if config is not None and config.torch_version:
            rules, note = rules_for(config.torch_version)
            if note is not None or rules != "2.14":
                out.append(f"**Torch** {_code(config.torch_version)}: "
                           + (note.split(": ", 1)[-1] if note else f"replayed with torch {RULES[rules]}'s rules"))
    if timing:
        out.extend(timing)
    if subgraphs is not None:
        out.append(subgraph_line(*subgraphs))
    if kernel:
        out.append(f"**Kernel** {_code(kernel['name'])} ({kernel['file']}:{kernel['line']})"
                   + (f", shared with {', '.join(_code(n) for n in kernel['others'])} as separate loop nests"
                      if kernel.get("others") else "")
                   + (f": {kernel['launch']}" + (f", tiling {'/'.join(kernel['tiling'])}" if kernel.get("tiling")
                                                 else "") if kernel.get("launch") else "")
                   + (f"; the same kernel also runs {', '.join(_code(n) for n in kernel['runs'])}"
                      if kernel.get("runs") else "")
                   + (f"; {FAMILY_TEXT.get(kernel['template'], FAMILY_TEXT['other'])}" if kernel.get("template")
                      else ""))
    if node.kind == "ForeachKernelSchedulerNode" and node.members:
        # a foreach op's kernel or a combo kernel (combo_kernels): sub-kernels in one launch, not a fusion
        out.append(f"**Grouped** {len(node.members)} kernels in one launch: "
                   + ", ".join(_code(m.name) for m in node.members)
                   + " (a foreach op's kernel, or a combo kernel made after the fusion rounds: each keeps its own "
                     "loop and memory traffic)")
    elif node.members or node.member_names:
        names = [m.name for m in node.members] or node.member_names
        out.append(f"**Fused** {len(names)} nodes in one kernel: " + ", ".join(_code(n) for n in names))
    if kept_out:
        sizes = [k["bytes"] for k in kept_out]
        total = fmt(sum(sizes)) + " bytes" if all(isinstance(n, int) for n in sizes) else \
            " + ".join(fmt(n) if n is not None else "?" for n in sizes) + " bytes"
        out.append(f"**Kept out of memory** {total}: " + ", ".join(
            f"{_code(k['buffer'])} ({k['producer']} → {', '.join(k['users'])})" for k in kept_out[:6])
            + (f", … {len(kept_out) - 6} more" if len(kept_out) > 6 else "")
            + " (written and read back without the fusion)")
    out.extend(origin_lines(origins, roots))
    if node.parent:
        out.append(f"member of {_code(node.parent)}")
    if post_group:
        out.append(f"**After fusion** in {_code(post_group)}")
    if node.kernel:
        out.append(f"**Extern kernel** {_code(node.kernel)}")
    out.extend(iteration_lines(node))
    if node.loop_body is not None:
        counts = node.loop_body.ops_counts
        if counts:
            top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:8]
            out.append("**Body** " + ", ".join(f"{k}×{v}" if v > 1 else k for k, v in top)
                       + (f" · {len(node.loop_body.functions) - 1} sub-blocks" if len(node.loop_body.functions) > 1 else ""))
    out.extend(_dep_group_lines("Reads", node.unmet + node.met, ir))
    out.extend(_dep_group_lines("Writes", node.writes, ir))
    if node.outputs:
        out.append("**Outputs**")
        for b in node.outputs[:MAX_DEPS]:
            users = ", ".join(("OUTPUT" if u.is_output else u.name) + (" (in place)" if u.can_inplace else "")
                              for u in (b.users or [])[:6])
            out.append(f"- {_code(b.name)} {layout_line(b.layout)}" + (f" → {users}" if users else ""))
        if len(node.outputs) > MAX_DEPS:
            out.append(f"- … {len(node.outputs) - MAX_DEPS} more")
    return join(out)


def subgraph_line(hop: str, runs: list[tuple[str, str | None]]) -> str:
    """A higher-order op's card line: the subgraphs it runs, each a link to its kept IR where there is one."""
    if not runs:
        return (f"**Runs** {hop}: its subgraphs are scheduled and fused on their own, never with this graph's "
                "nodes (output_code.py, beside the file, names them)")
    names = ", ".join(f"[{_code(n)}]({Path(p).as_uri()})" if p else _code(n) for n, p in runs)
    lost = [n for n, p in runs if p is None]
    return (f"**Runs** {hop}: subgraph{'s' if len(runs) != 1 else ''} {names}, each scheduled and fused on its own, "
            "never with this graph's nodes" + (" (a debug folder keeps only the last one's IR; `inductor-lens "
                                                "capture` keeps each)" if lost else ""))


def _through_memory(v, ir: IRFile) -> str:
    """What an unfused producer -> consumer edge writes to memory and reads back: its buffers' bytes."""
    if v.fused or v.kind != "vertical" or not v.buffers or v.section >= len(ir.sections):
        return ""
    bufs = ir.sections[v.section].buffers
    sizes = [bufs[b].layout.nbytes for b in v.buffers if b in bufs and bufs[b].layout is not None]
    if not sizes or any(n is None for n in sizes):
        return ""
    total = fmt(sum(sizes)) if all(isinstance(n, int) for n in sizes) else " + ".join(fmt(n) for n in sizes)
    return f" · {', '.join(_code(b) for b in v.buffers)} through memory ({total} bytes)"


def buffer_card(b: Buffer, ir: IRFile) -> str:
    out = [f"**{b.name}**" + (f" · {_code(b.ir_class)}" if b.ir_class else "")
           + (" · graph input" if b.is_graph_input else "")]
    out.append(layout_line(b.layout))
    if b.producer:
        out.append(f"**Producer** {_code(b.producer)}")
    if b.consumers:
        out.append("**Consumers** " + ", ".join(_code(c) for c in b.consumers[:12])
                   + (f" … {len(b.consumers) - 12} more" if len(b.consumers) > 12 else ""))
    if b.users:
        out.append("**Users** " + ", ".join(("OUTPUT" if u.is_output else _code(u.name))
                                            + f" (can_inplace={u.can_inplace})" for u in b.users[:8]))
    if b.aliases:
        out.append("**Aliases** " + ", ".join(_code(a) for a in b.aliases))
    if b.mutations:
        out.append("**Mutates** " + ", ".join(_code(a) for a in b.mutations))
    return join(out)


def dep_card(d: Dep, ir: IRFile, node: Node | None) -> str:
    out = [f"**{d.kind}** on {_code(d.name)}" + (f" (mode {d.mode})" if d.mode else "")]
    b = ir.buffers.get(d.name)
    lay = b.layout if b else None
    if d.kind == "MemoryDep":
        out.append(f"index {_code(d.index)} over {_code(', '.join(f'{v}: {fmt(s)}' for v, s in d.ranges))} · "
                   f"{fmt(d.numel)} points")
        acc = analyze_access(None, [DepKey.of(d)], lay)
        pats = acc.patterns
        if pats:
            p = pats[0]
            if p.steps:
                out.append("steps " + ", ".join(f"{v} → {s}" for v, s in p.steps.items()))
            from ..expr.indexexpr import affine
            a = affine(d.index, {v for v, _ in d.ranges})
            if a is not None and a[1]:
                c = decode_offset(a[1], lay)
                if c is not None:
                    out.append(f"constant offset {a[1]:+,} = {describe_coords(c)} in {lay.order} {_code(lay.size)}")
        if "tmp" in (d.index or ""):
            out.append("indirect: the index depends on loaded values (`tmp`), so no fusion can match it")
    if lay is not None:
        out.append(f"{_code(d.name)}: {layout_line(lay)}")
    if d.kind == "WeakDep":
        out.append(f"ordering only: {_code(d.mutating_buf)} mutates it after this read" +
                   (" (fake)" if d.is_fake else ""))
    return join(out)


def var_card(var: str, size, body_name: str, uses: int) -> str:
    return f"**{var}** · loop variable of {_code(body_name)}\n\nrange {_code(f'0 ≤ {var} < {fmt(size)}')}" + \
        (f" · used by {uses} index expressions" if uses else "")


def index_card(name: str, expr: str, body_name: str, ranges: list[tuple[str, Any]]) -> str:
    from ..expr.indexexpr import affine
    out = [f"**{name}** = {_code(expr)} · {body_name}"]
    a = affine(expr, {v for v, _ in ranges})
    if a is not None and not a[2] and a[0]:
        out.append("strides " + ", ".join(f"{v}: {c:,}" for v, c in a[0].items()) + (f" · offset {a[1]:+,}" if a[1] else ""))
    return "\n\n".join(out)
