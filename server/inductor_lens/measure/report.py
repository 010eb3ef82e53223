"""Benchmark results (``measure.result.BenchResult``) as text and markdown (no torch)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..ir.era import torch_note

if TYPE_CHECKING:
    from .result import BenchResult, Interpreted, Timing


def torch_text(version: str | None) -> str:
    """Which torch ran the worker (``BenchResult.torch``), with a note when it is not the tested one."""
    note = torch_note(version)
    return f"torch {version}" + (f" ({note})" if note else "")


def _or(value, default):
    return default if value is None else value


def _ms(s: float | None, spread: float | None = None) -> str:
    """Milliseconds, to the precision ``spread`` (the interquartile range, seconds) supports: no digit
    finer than the spread's first, but never without a significant digit of the value (a 4 µs
    kernel with a 0.5 ms spread is not "0 ms"); under 0.1 ms in microseconds (the editor's ``ms``)."""
    if s is None:
        return "?"
    import math
    v = s * 1e3
    if v != 0 and abs(v) < 0.1:
        u = v * 1e3
        return f"{u:.{max(0, min(3, 1 - math.floor(math.log10(abs(u)))))}f} µs"
    by_spread = 3 if spread is None or spread <= 0 else max(0, min(3, -math.floor(math.log10(spread * 1e3))))
    significant = 0 if v == 0 else max(0, -math.floor(math.log10(abs(v))))
    return f"{v:.{max(by_spread, min(significant, 3))}f} ms"


def speedup_text(r: BenchResult) -> str:
    """The speed-up of fusing, said as not significant when the verdict found no difference."""
    from .verdict import NONE
    if r.speedup is None:
        return "?"
    other = "split" if r.split else "unfused"
    if r.verdict_kind is not None and str(r.verdict_kind) == str(NONE):
        return f"fused / {other} = {1 / r.speedup:.2f} (not significant)"
    return f"speedup of fusing {r.speedup:.2f}x" + (f" (fused against its {len(r.split)} parts)" if r.split else "")


def _mb(b: int | None) -> str:
    return "?" if b is None else f"{b / 1e6:,.2f} MB"


def _row(name: str, v: Timing) -> str:
    bw = v.bandwidth_gb_s
    return (f"| {name} | {_or(v.loop_nests, '?')} | {_ms(v.median_s, v.iqr_s)} | ±{_ms(v.iqr_s, v.iqr_s)} "
            f"| {_or(v.repetitions, '?')} | {_mb(v.bytes)} | {'?' if bw is None else f'{bw:.1f} GB/s'} |")


def original_line(r: BenchResult) -> str | None:
    o = r.original
    if o is None or (o.error is None and o.kernels is None):
        return None
    if o.error is not None:
        return f"original kernels (output_code.py): not timed: {o.error}"
    ratio = o.rebuilt_over_original
    head = (f"original kernel{'s' if len(o.kernels) > 1 else ''} {', '.join(o.kernels)} "
            f"({_or(o.loop_nests, '?')} loop nest{'s' if o.loop_nests != 1 else ''}): "
            f"median {_ms(o.median_s)}")
    if o.comparable is False:
        return (head + f"; not comparable with the rebuilt pair: it also computes "
                f"{', '.join(n for n in o.nodes or [] if n not in (r.node1, r.node2))}")
    close = "within" if o.within_20_percent else "NOT within"
    return head + f"; the rebuilt {o.compared_with} variant takes {ratio:.2f}x its time ({close} 20%)"


def trust_line(r: BenchResult) -> str | None:
    """What the worker ran from the files and whether its network was cut off (None for results that
    predate these fields)."""
    if r.ran_output_code is None and r.network is None:
        return None
    ran = ("compiled and ran code from output_code.py (the pair's original kernels, asked for with --original or "
           "the timeOriginal setting)" if r.ran_output_code else "ran no code from output_code.py")
    net = r.network
    isolated = (f"network isolated: {net.how}" if net is not None and net.isolated else
                f"network NOT isolated for native code: {net.how if net is not None else 'unknown'} "
                "(Python's sockets disabled)")
    return f"worker: {ran}; {isolated}"


def unmerged_note(loop_nests: int) -> str:
    """Appended to a verdict when the fused variant has as many loop nests as the unfused one."""
    return (f" (Inductor generated {loop_nests} loop nests for the fused variant, as many as for the unfused one: "
            "forcing this fusion does not merge their loops here)")


def runs_line(r: BenchResult) -> str | None:
    runs = r.runs
    if not runs or len(runs) < 2:
        return None
    ratios = ", ".join("?" if not x.speedup else f"{1 / x.speedup:.2f}" for x in runs)
    return f"{len(runs)} worker processes, fused / unfused = {ratios} (medians above: the median of the runs')"


def _codegen_head(r: BenchResult, arrow: str = "->") -> list[str]:
    dev = r.device + (f" ({r.simulated_device}: generated, not run)" if r.simulated_device else "")
    return [f"{_what(r, arrow)} on {dev}: the kernels of both variants"
            + (f" (shared buffer {r.shared_buffer})" if not r.split else ""), _or(r.verdict, "")]


def _what(r: BenchResult, arrow: str = "->") -> str:
    """What was timed: the pair, or the fused node and its parts."""
    if r.split:
        return f"{r.node1} split into {' | '.join('_'.join(p) for p in r.split)}"
    return f"{r.node1} {arrow} {r.node2}"


def labels(r: BenchResult, one: str = "fused (one kernel)") -> tuple[str, str]:
    """The two variants' names: the pair's (unfused as scheduled, fused), or a split fused node's (its
    parts as separate kernels, the group as Inductor built it)."""
    if r.split:
        return f"split ({len(r.split)} parts)", "fused (as Inductor built it)"
    return "unfused (as scheduled)", one


def kernel_body(src: str) -> str:
    """A kernel's own code, without the module boilerplate: a Triton kernel from ``@triton.jit`` (the
    imports and the autotuning decorator's metadata dropped), a C++ kernel from its ``extern "C"``."""
    for mark in ("@triton.jit", 'extern "C"'):
        at = src.find(mark)
        if at >= 0:
            return src[at:].rstrip("\n")
    return src.strip("\n")


def _kernel_list(v: Timing) -> str:
    return ", ".join(v.kernel_names) or "-"


def interpreted_line(i: Interpreted) -> str:
    secs = i.interpret_s or {}
    return (f"interpreted on the CPU (TRITON_INTERPRET=1, no timings): unfused {secs.get('unfused', 0):.1f} s, "
            f"fused {secs.get('fused', 0):.1f} s; outputs {'agree' if i.numerics_match else 'DISAGREE'} "
            f"(max abs error {i.max_abs_err:.3g}, max rel {i.max_rel_err:.3g}, tolerance {i.tolerance:g})")


def _nests(n: int | None) -> str:
    return f"{n} loop nest{'s' if n != 1 else ''}"


def resources_text(r: BenchResult) -> list[str]:
    """Each variant's kernels on the GPU's multiprocessors (``Timing.resources``), one line per compiled
    config, under a head saying where they were compiled; empty when there are none."""
    if r.resources_error is not None:
        return [f"  registers and spills: not compiled ({r.resources_error})"]
    rows = _resource_rows(r)
    if not rows:
        return []
    out = [f"  registers, spills and occupancy ({_or(r.resources_target, r.device)}):"]
    out += [f"    {label}: {k.line()}" for label, k in rows]
    if r.original is not None and r.original.error is not None and r.codegen:
        out.append(f"    original (output_code.py): not compiled: {r.original.error}")
    return out


def _resource_rows(r: BenchResult) -> list:
    """(variant label, ``KernelResources``) of each compiled config: both variants', then the original
    kernels' from output_code.py (``--codegen --original`` on CUDA)."""
    rows = [(label, k) for v, label in zip((r.unfused, r.fused), labels(r, "fused")) for k in v.resources or ()]
    if r.original is not None and r.original.resources:
        rows += [("original (output_code.py)", k) for k in r.original.resources]
    return rows


def resources_markdown(r: BenchResult) -> list[str]:
    """``resources_text`` as a table."""
    if r.resources_error is not None:
        return [f"registers and spills: not compiled ({r.resources_error})", ""]
    rows = _resource_rows(r)
    if not rows:
        return []
    out = [f"**Registers, spills and occupancy** ({_or(r.resources_target, r.device)})", "",
           "| variant | kernel | registers | spilled | shared | launch | occupancy | blocks |",
           "|---|---|---|---|---|---|---|---|"]
    for label, k in rows:
        if k.error is not None:
            out.append(f"| {label} | `{k.kernel}` | not compiled: {k.error} | | | | | |")
            continue
        spilled = f"**{k.spills}**" if k.spills else "0"
        occ = f"{k.occupancy:.0%} ({k.limit})" if k.occupancy is not None else "?"
        grid = "?" if k.grid is None else f"{k.grid:,}" + (f" ({k.waves:.2f} waves)" if k.waves is not None else "")
        tuned = f" (1 of {k.configs})" if k.configs > 1 else ""
        out.append(f"| {label} | `{k.kernel}`{tuned} | {_or(k.registers, '?')} | {spilled} | "
                   f"{_or(k.shared, '?')} B | {k.launch()} | {occ} | {grid} |")
    return out + [""]


def codegen_text(r: BenchResult) -> str:
    lines = _codegen_head(r)
    lines[1:] = ["  " + lines[1]]
    width = 28 if r.split else 24         # "fused (as Inductor built it)"
    for v, label in zip((r.unfused, r.fused), labels(r, "fused")):
        lines.append(f"  {label:{width}} {_nests(v.loop_nests)}: {_kernel_list(v)}")
    if r.fused_how:
        lines.append(f"  {'variants' if r.split else 'fused variant'}: {r.fused_how}")
    lines += resources_text(r)
    for k, v in (("unfused", r.unfused), ("fused", r.fused)):
        for kern in v.sources:
            lines += ["", f"# ---- {k}: {kern.name} " + "-" * max(0, 60 - len(k) - len(kern.name)),
                      kernel_body(kern.source)]
    if r.interpreted is not None:
        lines.append("  " + interpreted_line(r.interpreted))
    if r.ran_output_code and (tl := trust_line(r)) is not None:
        lines.append("  " + tl.replace("compiled and ran code", "compiled code"))
    lines.append(f"\n  {torch_text(r.torch)}; generated in {_or(r.codegen_s, 0):.1f} s")
    return "\n".join(lines) + "\n"


def codegen_markdown(r: BenchResult) -> str:
    head = _codegen_head(r, "→")
    lang = "python" if r.device.startswith("cuda") else "cpp"
    out = [f"### {head[0]}", "", f"**{head[1]}**", ""]
    if r.fused_how:
        out += [f"{'variants' if r.split else 'fused variant'}: {r.fused_how}", ""]
    out += resources_markdown(r)
    for v, label in zip((r.unfused, r.fused), labels(r, "fused")):
        out.append(f"#### {label}: {_nests(v.loop_nests)}")
        for kern in v.sources:
            out += ["", f"`{kern.name}`", "", f"```{lang}", kernel_body(kern.source), "```"]
        out.append("")
    if r.interpreted is not None:
        out += [interpreted_line(r.interpreted), ""]
    out.append(f"{torch_text(r.torch)}")
    return "\n".join(out)


def markdown(r: BenchResult) -> str:
    if r.codegen:
        return codegen_markdown(r)
    out = [f"### {_what(r, '→')} on {r.device}: fused vs {'split' if r.split else 'unfused'}", "",
           f"**{_or(r.verdict, '')}**", ""]
    if r.unfused.timed:
        out += ["| variant | loop nests | median | IQR | runs | bytes moved | bandwidth |",
                "|---|---|---|---|---|---|---|",
                _row(labels(r)[0], r.unfused), _row(labels(r)[1], r.fused), ""]
        if r.fused_how:
            out += [f"{'variants' if r.split else 'fused variant'}: {r.fused_how}", ""]
        out.append(f"{speedup_text(r)} ({'split' if r.split else 'unfused'} median / fused median)"
                   + (f"; load {r.load_per_cpu:.1f} per CPU" if r.load_per_cpu is not None else "")
                   + f"; timer: {r.unfused.timer}")
        out.append("")
        if (rl := runs_line(r)) is not None:
            out += [rl, ""]
    out += resources_markdown(r)
    if (ol := original_line(r)) is not None:
        out += [ol, ""]
    if (tl := trust_line(r)) is not None:
        out += [tl, ""]
    out.append(f"numerics: max abs error {r.max_abs_err:.3g}, max rel error {r.max_rel_err:.3g} "
               f"({'match' if r.numerics_match else 'MISMATCH'}, tolerance {r.tolerance})")
    out.append((f"shared buffer `{r.shared_buffer}`; " if not r.split else "") + f"{torch_text(r.torch)}; compile "
               f"{_or(r.unfused.compile_s, 0):.1f} s + {_or(r.fused.compile_s, 0):.1f} s"
               + (" (cached result)" if r.cached else ""))
    return "\n".join(out)


def text(r: BenchResult) -> str:
    if r.codegen:
        return codegen_text(r)
    lines = [f"{_what(r)} on {r.device}" + (f" (shared buffer {r.shared_buffer})" if not r.split else ""),
             f"  {_or(r.verdict, '')}"]
    for v, label in zip((r.unfused, r.fused), labels(r)):
        if v.timed:
            bw = v.bandwidth_gb_s
            lines.append(f"  {label:30} {_nests(v.loop_nests)}  median "
                         f"{_ms(v.median_s, v.iqr_s)}  IQR {_ms(v.iqr_s, v.iqr_s)}  {v.repetitions} runs  "
                         f"{_mb(v.bytes)}  {'?' if bw is None else f'{bw:.1f} GB/s'}")
        else:
            lines.append(f"  {label:30} {v.loop_nests} loop nests")
    if r.fused_how:
        lines.append(f"  {'variants' if r.split else 'fused variant'}: {r.fused_how}")
    if r.speedup is not None:
        lines.append(f"  {speedup_text(r)}; numerics max abs {r.max_abs_err:.3g}, max rel {r.max_rel_err:.3g}"
                     + (f"; load {r.load_per_cpu:.1f} per CPU" if r.load_per_cpu is not None else ""))
    else:
        lines.append(f"  numerics max abs {r.max_abs_err:.3g}, max rel {r.max_rel_err:.3g}")
    if (rl := runs_line(r)) is not None:
        lines.append("  " + rl)
    lines += resources_text(r)
    if (ol := original_line(r)) is not None:
        lines.append("  " + ol)
    if (tl := trust_line(r)) is not None:
        lines.append("  " + tl)
    lines.append(f"  {_or(r.unfused.timer, '')}; compile {_or(r.unfused.compile_s, 0):.1f} s + "
                 f"{_or(r.fused.compile_s, 0):.1f} s" + ("; cached" if r.cached else ""))
    return "\n".join(lines) + "\n"
