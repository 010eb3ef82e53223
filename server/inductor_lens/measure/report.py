"""Benchmark results as text and markdown (no torch)."""
from __future__ import annotations

from typing import Any

from ..ir.era import torch_note


def torch_text(r: dict[str, Any]) -> str:
    """Which torch ran the worker, with a note when it is not the tested one."""
    note = torch_note(r.get("torch"))
    return f"torch {r.get('torch')}" + (f" ({note})" if note else "")


def _ms(s: float | None) -> str:
    return "?" if s is None else f"{s * 1e3:.3f} ms"


def _mb(b: int | None) -> str:
    return "?" if b is None else f"{b / 1e6:,.2f} MB"


def _row(name: str, v: dict[str, Any]) -> str:
    bw = v.get("bandwidth_gb_s")
    return (f"| {name} | {v.get('loop_nests', '?')} | {_ms(v.get('median_s'))} | ±{_ms(v.get('iqr_s'))} "
            f"| {v.get('repetitions', '?')} | {_mb(v.get('bytes'))} | {'?' if bw is None else f'{bw:.1f} GB/s'} |")


def original_line(r: dict[str, Any]) -> str | None:
    o = r.get("original")
    if not o:
        return None
    if "error" in o:
        return f"original kernels (output_code.py): not timed: {o['error']}"
    ratio = o.get("rebuilt_over_original")
    head = (f"original kernel{'s' if len(o['kernels']) > 1 else ''} {', '.join(o['kernels'])} "
            f"({o.get('loop_nests', '?')} loop nest{'s' if o.get('loop_nests') != 1 else ''}): "
            f"median {_ms(o.get('median_s'))}")
    if not o.get("comparable", True):
        return (head + f"; not comparable with the rebuilt pair: it also computes "
                f"{', '.join(n for n in o.get('nodes') or [] if n not in (r['node1'], r['node2']))}")
    close = "within" if o.get("within_20_percent") else "NOT within"
    return head + f"; the rebuilt {o['compared_with']} variant takes {ratio:.2f}x its time ({close} 20%)"


def trust_line(r: dict[str, Any]) -> str | None:
    """What the worker ran from the files and whether its network was cut off (None for results that
    predate these fields)."""
    if "ran_output_code" not in r and "network" not in r:
        return None
    ran = ("compiled and ran code from output_code.py (the pair's original kernels, asked for with --original or "
           "the timeOriginal setting)" if r.get("ran_output_code") else "ran no code from output_code.py")
    net = r.get("network") or {}
    isolated = (f"network isolated: {net.get('how')}" if net.get("isolated") else
                f"network NOT isolated for native code: {net.get('how', 'unknown')} (Python's sockets disabled)")
    return f"worker: {ran}; {isolated}"


def unmerged_note(loop_nests: int) -> str:
    """Appended to a verdict when the fused variant has as many loop nests as the unfused one."""
    return (f" (Inductor generated {loop_nests} loop nests for the fused variant, as many as for the unfused one: "
            "forcing this fusion does not merge their loops here)")


def runs_line(r: dict[str, Any]) -> str | None:
    runs = r.get("runs")
    if not runs or len(runs) < 2:
        return None
    ratios = ", ".join("?" if not x.get("speedup") else f"{1 / x['speedup']:.2f}" for x in runs)
    return f"{len(runs)} worker processes, fused / unfused = {ratios} (medians above: the median of the runs')"


def _codegen_head(r: dict[str, Any], arrow: str = "->") -> list[str]:
    dev = r["device"] + (f" ({r['simulated_device']}: generated, not run)" if r.get("simulated_device") else "")
    return [f"{r['node1']} {arrow} {r['node2']} on {dev}: the kernels of both variants "
            f"(shared buffer {r['shared_buffer']})", r.get("verdict", "")]


def kernel_body(src: str) -> str:
    """A kernel's own code, without the module boilerplate: a Triton kernel from ``@triton.jit`` (the
    imports and the autotuning decorator's metadata dropped), a C++ kernel from its ``extern "C"``."""
    for mark in ("@triton.jit", 'extern "C"'):
        at = src.find(mark)
        if at >= 0:
            return src[at:].rstrip("\n")
    return src.strip("\n")


def _kernel_list(v: dict[str, Any]) -> str:
    return ", ".join(k["name"] for k in v.get("kernels", [])) or "-"


def interpreted_line(i: dict[str, Any]) -> str:
    secs = i.get("interpret_s") or {}
    return (f"interpreted on the CPU (TRITON_INTERPRET=1, no timings): unfused {secs.get('unfused', 0):.1f} s, "
            f"fused {secs.get('fused', 0):.1f} s; outputs {'agree' if i['numerics_match'] else 'DISAGREE'} "
            f"(max abs error {i['max_abs_err']:.3g}, max rel {i['max_rel_err']:.3g}, tolerance {i['tolerance']:g})")


def codegen_text(r: dict[str, Any]) -> str:
    lines = _codegen_head(r)
    lines[1:] = ["  " + lines[1]]
    for k, label in (("unfused", "unfused (as scheduled)"), ("fused", "fused")):
        v = r[k]
        n = v["loop_nests"]
        lines.append(f"  {label:24} {n} loop nest{'s' if n != 1 else ''}: {_kernel_list(v)}")
    if r.get("fused_how"):
        lines.append(f"  fused variant: {r['fused_how']}")
    for k in ("unfused", "fused"):
        for kern in r[k].get("kernels", []):
            lines += ["", f"# ---- {k}: {kern['name']} " + "-" * max(0, 60 - len(k) - len(kern["name"])),
                      kernel_body(kern["source"])]
    if r.get("interpreted"):
        lines.append("  " + interpreted_line(r["interpreted"]))
    lines.append(f"\n  {torch_text(r)}; generated in {r.get('codegen_s', 0):.1f} s")
    return "\n".join(lines) + "\n"


def codegen_markdown(r: dict[str, Any]) -> str:
    head = _codegen_head(r, "→")
    lang = "python" if r["device"].startswith("cuda") else "cpp"
    out = [f"### {head[0]}", "", f"**{head[1]}**", ""]
    if r.get("fused_how"):
        out += [f"fused variant: {r['fused_how']}", ""]
    for k, label in (("unfused", "unfused (as scheduled)"), ("fused", "fused")):
        v = r[k]
        out.append(f"#### {label}: {v['loop_nests']} loop nest{'s' if v['loop_nests'] != 1 else ''}")
        for kern in v.get("kernels", []):
            out += ["", f"`{kern['name']}`", "", f"```{lang}", kernel_body(kern["source"]), "```"]
        out.append("")
    if r.get("interpreted"):
        out += [interpreted_line(r["interpreted"]), ""]
    out.append(f"{torch_text(r)}")
    return "\n".join(out)


def markdown(r: dict[str, Any]) -> str:
    if r.get("codegen"):
        return codegen_markdown(r)
    out = [f"### {r['node1']} → {r['node2']} on {r['device']}: fused vs unfused", "",
           f"**{r.get('verdict', '')}**", ""]
    if "median_s" in r.get("unfused", {}):
        out += ["| variant | loop nests | median | IQR | runs | bytes moved | bandwidth |",
                "|---|---|---|---|---|---|---|",
                _row("unfused (as scheduled)", r["unfused"]), _row("fused (one kernel)", r["fused"]), ""]
        if r.get("fused_how"):
            out += [f"fused variant: {r['fused_how']}", ""]
        out.append(f"speedup of fusing: **{r['speedup']:.2f}x** (unfused median / fused median); "
                   f"timer: {r['unfused'].get('timer')}")
        out.append("")
        if (rl := runs_line(r)) is not None:
            out += [rl, ""]
    if (ol := original_line(r)) is not None:
        out += [ol, ""]
    if (tl := trust_line(r)) is not None:
        out += [tl, ""]
    out.append(f"numerics: max abs error {r['max_abs_err']:.3g}, max rel error {r['max_rel_err']:.3g} "
               f"({'match' if r.get('numerics_match') else 'MISMATCH'}, tolerance {r.get('tolerance')})")
    out.append(f"shared buffer `{r['shared_buffer']}`; {torch_text(r)}; compile "
               f"{r['unfused'].get('compile_s', 0):.1f} s + {r['fused'].get('compile_s', 0):.1f} s"
               + (" (cached result)" if r.get("cached") else ""))
    return "\n".join(out)


def text(r: dict[str, Any]) -> str:
    if r.get("codegen"):
        return codegen_text(r)
    lines = [f"{r['node1']} -> {r['node2']} on {r['device']} (shared buffer {r['shared_buffer']})",
             f"  {r.get('verdict', '')}"]
    for k, label in (("unfused", "unfused (as scheduled)"), ("fused", "fused (one kernel)")):
        v = r[k]
        if "median_s" in v:
            bw = v.get("bandwidth_gb_s")
            lines.append(f"  {label:30} {v['loop_nests']} loop nest{'s' if v['loop_nests'] != 1 else ''}  median "
                         f"{_ms(v['median_s'])}  IQR {_ms(v['iqr_s'])}  {v['repetitions']} runs  "
                         f"{_mb(v.get('bytes'))}  {'?' if bw is None else f'{bw:.1f} GB/s'}")
        else:
            lines.append(f"  {label:30} {v.get('loop_nests')} loop nests")
    if r.get("fused_how"):
        lines.append(f"  fused variant: {r['fused_how']}")
    if r.get("speedup") is not None:
        lines.append(f"  speedup of fusing {r['speedup']:.2f}x; numerics max abs {r['max_abs_err']:.3g}, "
                     f"max rel {r['max_rel_err']:.3g}")
    else:
        lines.append(f"  numerics max abs {r['max_abs_err']:.3g}, max rel {r['max_rel_err']:.3g}")
    if (rl := runs_line(r)) is not None:
        lines.append("  " + rl)
    if (ol := original_line(r)) is not None:
        lines.append("  " + ol)
    if (tl := trust_line(r)) is not None:
        lines.append("  " + tl)
    lines.append(f"  {r['unfused'].get('timer', '')}; compile {r['unfused'].get('compile_s', 0):.1f} s + "
                 f"{r['fused'].get('compile_s', 0):.1f} s" + ("; cached" if r.get("cached") else ""))
    return "\n".join(lines) + "\n"
