"""Command line: ``inductor-lens summary | parse ...``.

Exit codes: 0 success; 1 the file has parse errors and ``--strict`` was given; 2 usage errors and
unreadable files.
"""
from __future__ import annotations

import argparse
import math
import os
import re
import sys
from pathlib import Path
from typing import Any

from . import __version__, jsontext
from .expr.symbolic import fmt
from .files import escape_surrogates, read_text, shown, write_atomic
from .ir import IRFile, parse_file
from .ir.subgraph import SUBGRAPHS, subgraph_kind
from .ir.summary import summarize, to_json

#: FILE arguments that name an IR shipped inside the package: torchvision ResNet50, eval, batch 2,
#: torch 2.14.1, compiled for the CPU (C++ kernels) and for a simulated H200 (Triton kernels)
EXAMPLES = {"example": "resnet50", "example-cuda": "resnet50_cuda"}


def bundled_example(name: str = "ir_post_fusion.txt", which: str = "example") -> Path:
    """A file of a bundled example (``EXAMPLES``)."""
    return Path(__file__).resolve().parent / "examples" / EXAMPLES[which] / name


def file_arg(arg: str) -> Path:
    """A FILE argument: a path, or the name of a bundled example."""
    return bundled_example(which=arg) if arg in EXAMPLES else Path(arg)


class CLIError(Exception):
    pass


def _in_directory(path_arg: str, path: Path) -> Path:
    """The post-fusion file of a debug directory given instead of a file: the one under it, or an error
    naming them when there are several (``report`` takes them all)."""
    from .dump.debugdir import find_post_fusion
    own = path / "ir_post_fusion.txt"
    if own.is_file() and (path / SUBGRAPHS).is_dir():    # a graph's folder: its own file, not its kept subgraphs'
        print(f"inductor-lens: reading {own}", file=sys.stderr)
        return own
    found = sorted(find_post_fusion((str(path),), max_files=50))
    if not found:
        raise CLIError(f"{path_arg}: is a directory with no ir_post_fusion.txt under it (run the model with "
                       "TORCH_COMPILE_DEBUG=1, or give an IR file)")
    if len(found) > 1:
        shown = "\n  ".join(str(f) for f in found[:10])
        more = f"\n  ... and {len(found) - 10} more" if len(found) > 10 else ""
        raise CLIError(f"{path_arg}: is a directory with {len(found)} graphs; give one of them, or "
                       f"`inductor-lens report {path_arg}` for all:\n  {shown}{more}")
    print(f"inductor-lens: reading {found[0]}", file=sys.stderr)
    return found[0]


def _load(path_arg: str, need_nodes: bool = False) -> IRFile:
    """The IR file of a FILE argument (a file, a bundled example's name, or a debug directory holding one
    graph). ``need_nodes``: a file with no scheduler node in it is an error (not IR: e.g. output_code.py)."""
    path = file_arg(path_arg)
    if not path.exists():
        raise CLIError(f"{path_arg}: no such file")
    if path.is_dir():
        path = _in_directory(path_arg, path)
    try:
        f = parse_file(path)
    except OSError as err:
        raise CLIError(f"{path_arg}: cannot read: {err.strerror or err}") from err
    if need_nodes and not any(True for _ in f.all_nodes()):
        raise CLIError(f"{path_arg}: no Inductor scheduler nodes in it: expected ir_pre_fusion.txt or "
                       "ir_post_fusion.txt (TORCH_COMPILE_DEBUG=1), or a TORCH_LOGS=ir_post_fusion capture")
    return f


#: C0 and C1 control characters but newline and tab: text from users' files (a source line of
#: fx_graph_readable.py, a run.json's command) must not drive the terminal (OSC 52 writes the clipboard,
#: OSC 8 makes links, ESC[2J clears the screen)
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def _whole(text: str, least: int, words: str) -> int:
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: not a whole number") from None
    if n < least:
        raise argparse.ArgumentTypeError(f"{n}: {words}")
    return n


def _positive(text: str) -> int:
    """An argument that must be a whole number of at least 1 (``--max-nodes``, ``--repeat``)."""
    return _whole(text, 1, "at least 1")


def _count(text: str) -> int:
    """An argument that must be a whole number of at least 0 (``--limit``, ``--top``: 0 shows the counts only)."""
    return _whole(text, 0, "0 or more")


def _seconds(text: str) -> float:
    """A number of seconds: finite and at least 0 (``--min-time``, ``--timeout``; not nan, inf or -1)."""
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r}: not a number of seconds") from None
    if not math.isfinite(x) or x < 0:
        raise argparse.ArgumentTypeError(f"{text}: a finite number of seconds, 0 or more")
    return x


def printable(text: str) -> str:
    """``text`` with its control characters shown as escapes (``\\x1b``), for the terminal."""
    return _CONTROL.sub(lambda m: f"\\x{ord(m.group(0)):02x}", text)


def _print_json(obj, indent: int | None = None, default=None) -> None:
    """JSON on stdout in one write (``json.dump`` to a stream writes once per token: 68k writes), the
    indented text by ``jsontext`` (``json``'s own is a fifth of ``explain``'s instructions on ResNet50)."""
    try:
        text = jsontext.dumps(obj, indent=indent, default=default)
    except ValueError as err:
        if "not JSON compliant" not in str(err):
            raise
        # a NaN or an infinity got this far: written as null (JSON has neither), and said
        print(f"inductor-lens: warning: {err}; written as null", file=sys.stderr)
        text = jsontext.dumps(jsontext.finite(obj), indent=indent, default=default)
    sys.stdout.write(text + "\n")


def _print_errors(f: IRFile, out) -> None:
    for e in f.errors:
        print(f"{f.path}:{e.line}:{e.column}: error: {e.message}", file=out)


# ------------------------------------------------------------------------------------------------
def cmd_parse(args) -> int:
    f = _load(args.file)
    if args.json:
        _print_json(to_json(f), indent=None if args.compact else 2)
    else:
        for n in f.nodes:
            line, _ = f.position(n.name_span[0])
            members = f" [{', '.join(m.name for m in n.members)}]" if n.members else ""
            print(f"{line:>6}  {n.name}: {n.kind}({n.ir_class}){members}")
        _print_errors(f, sys.stdout)
    return 1 if (args.strict and f.errors) else 0


def _table(rows: list[list[str]], right: set[int] = frozenset()) -> list[str]:
    if not rows:
        return []
    widths = [max(len(r[i]) for r in rows) for i in range(len(rows[0]))]
    out = []
    for r in rows:
        cells = [c.rjust(widths[i]) if i in right else c.ljust(widths[i]) for i, c in enumerate(r)]
        out.append("  " + "  ".join(cells).rstrip())
    return out


def render_summary(s: dict[str, Any], top: int | None) -> str:
    lines = []
    for sec in s["sections"]:
        sub = sec.get("subgraph")
        where = ", ".join(x for x in (f"graph {sec['graph']}" if sec["graph"] else "", f"subgraph {sub}" if sub else "") if x)
        title = f" — {sec['title']}" + (f" ({where})" if where else "") if sec["title"] else ""
        kinds = ", ".join(f"{v} {k}" for k, v in sorted(sec["kinds"].items(), key=lambda kv: -kv[1]))
        devices = ", ".join(sorted(sec["devices"]))
        lines.append(f"{s['file']}{title}")
        lines.append(f"  {s['format']} IR, {sec['nodes']} nodes ({kinds}), device {devices}")
        if sub and not sec["title"]:
            lines.append(f"  subgraph {sub} ({subgraph_kind(sub)}): its own Scheduler's nodes, not the calling "
                         "graph's (`explain` says more)")
        if sec["member_nodes"]:
            lines.append(f"  {sec['member_nodes']} member nodes inside fused nodes")
        temps = sec.get("templates") or []
        nests = sec["kernels"] - len(temps)
        k = f"  Kernels: {nests} generated loop nest{'s' if nests != 1 else ''}"
        if temps:
            k += (f", {len(temps)} template{'s' if len(temps) != 1 else ''} (max-autotune GEMMs, convolutions, "
                  f"attention: {', '.join(temps[:6])}{', ...' if len(temps) > 6 else ''})")
        if sec["cpp_functions"] is not None:
            k += f" in {sec['cpp_functions']} C++ function{'s' if sec['cpp_functions'] != 1 else ''}"
        k += f"; {len(sec['extern_calls'])} extern call{'s' if len(sec['extern_calls']) != 1 else ''}"
        lines.append(k)
        if sec["fused_groups"]:
            lines.append(f"  Fused groups ({len(sec['fused_groups'])}):")
            for g in sec["fused_groups"]:
                lines.append(f"    {g['name']}: {g['kind']} of {len(g['members'])} nodes")
        else:
            lines.append("  Fused groups: none")
        if sec["extern_kernels"]:
            ek = ", ".join(f"{v} x {k}" for k, v in sorted(sec["extern_kernels"].items(), key=lambda kv: -kv[1]))
            lines.append(f"  Extern calls: {ek}")
        bufs = [b for b in sec["buffers"] if not b["graph_input"]]
        shown = bufs if top is None else bufs[:top]
        lines.append(f"  Buffers written by the graph: {len(bufs)}, {fmt(sec['intermediate_bytes'])} bytes in total"
                     + (f" (largest {len(shown)} shown; --all for every buffer)" if len(shown) < len(bufs) else ""))
        rows = [["buffer", "producer", "size", "dtype", "layout", "bytes", "consumers"]]
        for b in shown:
            size = "?" if b["size"] is None else "[" + ", ".join(str(x) for x in b["size"]) + "]"
            dtype = (b["dtype"] or "?").replace("torch.", "")
            cons = ", ".join(b["consumers"][:4]) + (" ..." if len(b["consumers"]) > 4 else "")
            rows.append([b["name"], b["producer"] or "-", size, dtype, b["layout"] or "?", fmt(b["bytes"]), cons])
        lines.extend(_table(rows, right={5}))
        if s["errors"]:
            lines.append(f"  {s['errors']} parse error(s); see `inductor-lens parse {s['file']}`")
        lines.append("")
    return "\n".join(lines)


def cmd_summary(args) -> int:
    f = _load(args.file, need_nodes=True)
    s = summarize(f)
    rows = _by_source(f) if args.by_source else None
    if rows is not None:
        s["by_source"] = rows
    if args.json:
        _print_json(s, indent=2)
    else:
        sys.stdout.write(printable(render_summary(s, None if args.all else args.top)))
        if rows is not None:
            sys.stdout.write(printable(_render_by_source(rows)))
        _print_errors(f, sys.stdout)
    return 1 if (args.strict and f.errors) else 0


def _by_source(f) -> list[dict]:
    """``summary --by-source``: kernels grouped by the user's source line, from the provenance files
    beside a post-fusion FILE; [] when there are none."""
    from .dump.debugdir import DebugDir
    from .dump.kernels import map_kernels, parse_output_code
    from .dump.origins import by_source, has_provenance, section_origins
    here = DebugDir.of(f.path)
    if here.file is None or not has_provenance(here.file.parent) or not f.sections:
        return []
    sec = f.sections[-1]
    oc = here.output_code
    text = read_text(oc) if oc else None
    by_top, _notes = section_origins(sec, here.file.parent, text)
    km = map_kernels(parse_output_code(text), sec) if text else None

    def kernel_of(top: str) -> str | None:
        c = km.kernel_of(top) if km is not None else None
        return c.name if c is not None else None
    return by_source(sec, by_top, kernel_of)


def _render_by_source(rows: list[dict]) -> str:
    if not rows:
        return ("\nBy source line: no fx_graph_readable.py / inductor_provenance_tracking_node_mappings.json "
                "beside the file (TORCH_COMPILE_DEBUG=1 writes them)\n")
    out = [f"\nBy source line ({len(rows)} lines):"]
    for r in rows:
        out.append(f"  {Path(r['file']).name}:{r['line']} in {r['function']}: {r['code']}")
        out.append(f"      nodes {', '.join(r['nodes'])}"
                   + (f"  |  kernels {', '.join(r['kernels'])}" if r["kernels"] else ""))
    return "\n".join(out) + "\n"


# ------------------------------------------------------------------------------------------------
def _gpu_list(args) -> bool:
    """``--gpu list``: print the known GPUs (True); else FILE must be given."""
    if args.gpu is not None and args.gpu.lower() == "list":
        from .dump.gpus import render_gpus
        sys.stdout.write(render_gpus())
        return True
    if args.file is None:
        raise CLIError(f"{args.command}: give FILE (an IR file, a debug directory or 'example')")
    return False


def cmd_explain(args) -> int:
    from .explain.explain import explain_file
    from .explain.report import render_text
    from .ir.parse import paused_gc
    if _gpu_list(args):
        return 0
    f = _load(args.file, need_nodes=True)
    pre = _load(args.pre, need_nodes=True) if args.pre else None
    for opt in ("output_code", "fusion_log"):
        v = getattr(args, opt)
        if v and not Path(v).exists():
            raise CLIError(f"{v}: no such file")
    ex = explain_file(f.path, ir=f, pre=pre, output_code=args.output_code, fusion_log=args.fusion_log,
                      discover=not args.no_siblings, gpu=args.gpu)
    final = [p for p in ex.pairs if p.section == len(f.sections) - 1]
    gpu, estimates, estimator = _estimates(args.gpu, ex.output_code, ex.config, f, final) if f.sections \
        else (None, {}, None)
    measured = _measured(args.trace, args.gpu, ex.output_code, ex.config, f)
    suggestions = None
    if args.suggest and f.sections:
        from .runs.suggest import suggest
        suggestions = suggest(f.path, ex=ex)
    if args.reason:
        keep = set(args.reason)
        from .replay.reasons import REASONS
        if unknown := sorted(keep - set(REASONS)):
            raise CLIError(f"--reason {', '.join(unknown)}: no such reason code; the codes are "
                           + ", ".join(sorted(REASONS)))
        ex.pairs = [p for p in ex.pairs if p.reason in keep]
    # every verdict's evidence and the JSON document are built here: like the explanation, many objects
    # that all live until written, which collections would only scan again and again (with them, the JSON
    # of a 50,000-node chain took 1.6 times as long per node as that of a 5,000-node one)
    with paused_gc():
        if args.format == "json":
            doc = ex.to_json()
            if gpu is not None:     # without a GPU the document is as it always was
                doc["gpu"] = gpu
                for d in doc["pairs"]:
                    e = estimates.get((d["node1"], d["node2"])) if d["final"] and not d["fused"] else None
                    if e is not None:
                        d["estimate"] = e.to_json()
            if measured is not None:    # nor without a trace
                doc["measured"] = measured.to_json()
                for d in doc["pairs"]:
                    if d["final"] and (m := measured.pair_json(d["node1"], d["node2"])) is not None:
                        d["measured"] = m
            if gpu is not None or measured is not None:
                doc["kernels"] = _kernels_json(ex, f, estimator, measured)
            if suggestions is not None:     # nor without --suggest
                doc["suggestions"] = suggestions.to_json()
            _print_json(doc, indent=2, default=str)
        else:
            from .explain.rank import pair_traffic
            traffic = pair_traffic(f.sections[-1]) if f.sections else None

            def line(p) -> str | None:
                e = estimates.get((p.node1, p.node2)) if p.final and not p.fused else None
                m = measured.pair_line(p.node1, p.node2) if measured is not None and p.final else None
                s = suggestions.of(p.node1, p.node2) if suggestions is not None and p.final else None
                return "\n  ".join(x for x in (e.line() if e is not None else None, m,
                                               s.text() if s is not None else None) if x) or None
            out = render_text(ex, limit=args.limit, show_all=args.all, traffic=traffic,
                              estimate=line if estimates or measured is not None or suggestions is not None
                              else None)
            if suggestions is not None and suggestions.note:
                out += f"\nsuggestions: {suggestions.note}\n"
            if measured is not None:
                out += "\n" + measured.render()
            out = printable(out)
            sys.stdout.write(colour_explain(out) if use_colour(args.color) else out)
    return 0


def _torch_figures(key: str) -> tuple[dict[str, float], str] | None:
    """torch's datasheet figures for a GPU its table knows (``torch._inductor.analysis.device_info``),
    None without torch: the bandwidth and the dense tensor-core peaks as ``datasheet_dram_bw_gbs`` and
    ``datasheet_tops`` give them; FP32 as the table holds it (a CUDA-core rate, to which the tensor
    cores' sparsity factor that ``datasheet_tops`` divides by does not apply)."""
    try:
        import torch
        from torch._inductor.analysis import device_info as di
    except Exception:   # noqa: BLE001 - any failure to import torch means: our own table
        return None
    info = di.lookup_device_info(key)
    if info is None:
        return None
    figures = {"bandwidth_gbs": di.datasheet_dram_bw_gbs(key), "fp32": info.tops.get(torch.float32),
               "tf32": di.datasheet_tops(torch.float32, is_tf32=True, device_name=key),
               "bf16": di.datasheet_tops(torch.bfloat16, device_name=key),
               "fp16": di.datasheet_tops(torch.float16, device_name=key)}
    return {k: float(v) for k, v in figures.items() if v is not None}, torch.__version__.split("+")[0]


def _gpu_spec(arg: str | None, output_code: str | None, run=None):
    """(the GPU to estimate for, a note on how it was chosen): ``--gpu NAME``; without it, the GPU the
    graph's fx_graph_runnable.py names (``run``: its RunConfig), else the one output_code.py's
    DeviceProperties name; (None, why) when none applies. torch's figures replace our table's where torch
    is importable and knows the GPU."""
    from .dump.gpus import UnknownGpu, choose_gpu, find_gpu, with_torch_figures
    if arg is not None and not arg.strip():
        raise CLIError("--gpu '': give a GPU name, auto, none or list (`explain --gpu list`)")
    text = None
    auto = not (arg and arg.lower() != "auto")
    named = run.gpu if run is not None and run.gpu is not None and run.gpu.name and run.gpu.key else None
    if output_code and auto and named is None:
        try:
            text = read_text(output_code)
        except OSError:
            text = None
    try:
        if named is not None:
            g, note = find_gpu(named.key), f"{named.chosen_by}: {named.name}"
        else:
            g, note = choose_gpu(arg, text)
    except UnknownGpu as err:
        raise CLIError(str(err)) from err
    if g is None:
        return None, note
    if g.torch_key and (t := _torch_figures(g.torch_key)) is not None:
        g = with_torch_figures(g, *t)
    return g, note


def _estimates(arg: str | None, output_code: str | None, config, f: IRFile, pairs):
    """(the ``gpu`` object of the JSON, (producer, consumer) -> PairEstimate for the final graph's
    unfused edges among ``pairs`` (verdicts or ranked edges), the estimator of its kernels), or (None, {},
    None) when no GPU applies. ``output_code``, ``config``: the graph's (an explanation's)."""
    from .explain.estimate import LAUNCH_US, edge_estimates, estimator_for
    g, note = _gpu_spec(arg, output_code, config)
    if g is None:
        return None, {}, None
    sec = f.sections[-1]
    est = estimator_for(sec, g, output_code)
    obj = {**g.to_json(), "chosen_by": note, "launch_us": LAUNCH_US}
    return obj, edge_estimates(pairs, sec, est), est


def _kernels_json(ex, f: IRFile, estimator, measured) -> list[dict]:
    """The JSON's ``kernels``: each kernel of the final graph with its estimate (a GPU applies) and its
    measured figures (a trace was given), ``explain.costs``."""
    from .dump.kernels import load_kernel_map
    from .explain.costs import kernel_costs
    sec = f.sections[-1]
    km = load_kernel_map(ex.output_code, sec) if ex.output_code else None

    def kernel_of(node: str) -> str | None:
        c = km.kernel_of(node) if km is not None else None
        return c.name if c is not None else None
    timed = measured is not None and not measured.message
    return [c.to_json(estimator, measured is not None)
            for c in kernel_costs(sec, kernel_of, estimator, measured if timed else None)]


def _measured(trace: str | None, gpu_arg: str | None, output_code: str | None, config, f: IRFile):
    """``--trace``: the profiler trace joined to the final graph (``explain.measured``), or None without
    one; a trace that cannot be read, or joined at all, is the command's error."""
    if not trace:
        return None
    from .dump.gpus import GPUS
    from .explain.estimate import estimator_for
    from .explain.measured import join_graph
    if not f.sections:
        raise CLIError(f"{f.path}: no scheduler nodes to join the trace to")
    g, _ = _gpu_spec(gpu_arg, output_code, config)
    sec = f.sections[-1]
    # bytes do not depend on the GPU: without one, any spec serves the byte counts
    est = estimator_for(sec, g or GPUS[0], output_code)
    m = join_graph(trace, sec, output_code, est, g)
    if not hasattr(m, "kernels"):
        raise CLIError(m.message)
    if m.message:       # the outputs carry it too
        print(f"inductor-lens: {trace}: {m.message}", file=sys.stderr)
    return m


_PAIR_LINE = re.compile(r"^(\S+ -> \S+): (not fused|fused)(:[^\[\n]*)?", re.M)
_EVIDENCE = re.compile(r"^(  )([a-z][a-z. ]{1,10}[a-z.])(?=  )", re.M)


def use_colour(choice: str) -> bool:
    """--color: always, never, or (auto) on a terminal unless NO_COLOR is set or TERM is dumb."""
    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ and os.environ.get("TERM") != "dumb"


def colour_explain(text: str) -> str:
    """explain's text with ANSI colours: each pair in bold, 'not fused' and its reason in red, 'fused' in
    green, the evidence labels dimmed."""
    def pair(m: re.Match) -> str:
        verdict = f"\x1b[31m{m.group(2)}{m.group(3) or ''}\x1b[0m" if m.group(2) == "not fused" else \
            f"\x1b[32m{m.group(2)}{m.group(3) or ''}\x1b[0m"
        return f"\x1b[1m{m.group(1)}\x1b[0m: {verdict}"
    return _EVIDENCE.sub(lambda m: f"{m.group(1)}\x1b[2m{m.group(2)}\x1b[0m", _PAIR_LINE.sub(pair, text))


def cmd_rank(args) -> int:
    from .dump.debugdir import DebugDir, name_phase
    from .explain.explain import explain_file
    from .explain.rank import by_measured, by_time, rank, render_rank
    if _gpu_list(args):
        return 0
    f = _load(args.file, need_nodes=True)
    if name_phase(f.path) == "pre":        # the final graph is the post-fusion file beside it
        post = DebugDir.of(f.path).post if not args.no_siblings else None
        if post is None:
            raise CLIError(f"{args.file}: a pre-fusion file; rank ranks the final graph: give its "
                           "ir_post_fusion.txt")
        f = _load(str(post))
    if not f.sections:
        raise CLIError(f"{args.file}: no scheduler nodes")
    if args.over_fusion:     # the final graph's own fused nodes: no replay of the rounds needed
        return _over_fusion(args, *_siblings(f, not args.no_siblings, args.gpu), f)
    ex = explain_file(f.path, ir=f, discover=not args.no_siblings, gpu=args.gpu)
    r = rank(ex, f.sections[-1])
    gpu, estimates, estimator = _estimates(args.gpu, ex.output_code, ex.config, f, r.edges)
    measured = _measured(args.trace, args.gpu, ex.output_code, ex.config, f)
    if args.by == "measured":
        if measured is None:
            raise CLIError(f"{args.file}: rank --by measured needs a profiler trace: give --trace TRACE.json")
        by_measured(r, measured)
    if args.by == "time":
        if gpu is None:
            raise CLIError(f"{args.file}: rank --by time needs a GPU: no output_code.py beside the file names "
                           "one; give --gpu NAME (--gpu list for the known ones)")
        by_time(r, estimates)
    if args.json:
        doc = r.to_json()
        if gpu is not None:
            doc["gpu"] = gpu
            for d, e in zip(doc["edges"], r.edges):
                if (est := estimates.get((e.producer, e.consumer))) is not None:
                    d["estimate"] = est.to_json()
        if measured is not None:
            doc["measured"] = measured.to_json()
            for d, e in zip(doc["edges"], r.edges):
                if (m := measured.pair_json(e.producer, e.consumer)) is not None:
                    d["measured"] = m
        if gpu is not None or measured is not None:
            doc["kernels"] = _kernels_json(ex, f, estimator, measured)
        _print_json(doc, indent=2)
    else:
        sys.stdout.write(printable(render_rank(r, top=None if args.all else args.top, estimates=estimates,
                                               measured=measured)))
    return 0


def _siblings(f: IRFile, discover: bool, gpu: str | None):
    """(output_code.py's path, the run's config) of a file as ``explain_file`` finds them beside it, without
    replaying the fusion rounds: what ``_estimates`` and ``_measured`` need."""
    from .dump.debugdir import DebugDir
    from .replay.config import graph_config
    here = DebugDir.of(f.path) if f.path else None
    oc = here.output_code if discover and here is not None else None
    oc = str(oc) if oc else None
    config = graph_config(here.file.parent if discover and here is not None else None, capture=bool(f.capture),
                          gpu=gpu, output_code=oc)
    return oc, config


def _over_fusion(args, output_code: str | None, config, f: IRFile) -> int:
    """``rank --over-fusion``: the fused nodes that may cost more fused than split
    (``explain.overfusion``); ``--measure N`` times the split of the first N."""
    from .explain.overfusion import over_fusion, render
    if args.by != "bytes":
        raise CLIError("rank --over-fusion orders by its own signals: --by does not apply")
    gpu, _, estimator = _estimates(args.gpu, output_code, config, f, [])
    measured = _measured(args.trace, args.gpu, output_code, config, f)
    r = over_fusion(f.sections[-1], f, estimator, measured)
    if args.measure:
        r.measured = _measure_splits(args, f, [c.node for c in r.candidates],
                                     [n.name for n in f.sections[-1].nodes if n.members and not n.is_extern])
    if args.json:
        doc = r.to_json()
        if gpu is not None:
            doc["gpu"] = gpu
        _print_json(doc, indent=2)
    else:
        sys.stdout.write(printable(render(r, top=None if args.all else args.top)))
    return 0


def _measure_splits(args, f: IRFile, candidates: list[str], fused: list[str]) -> list[dict]:
    """The split benchmark (``bench FUSED --split``) of the first ``args.measure`` candidates, then of the
    other fused nodes in the file's order when there are fewer candidates: each node's result in short
    (each split as ``rank --over-fusion`` says: a mix-order or nested reduction into its two sides)."""
    from .measure.report import speedup_text
    from .service.benchmark import SIDES, benchmark
    from .service.document import Workspace
    from .service.settings import BenchSettings
    names = (candidates + [n for n in fused if n not in candidates])[: args.measure]
    ws = Workspace()
    doc = ws.open(Path(f.path).resolve().as_uri() if f.path else "untitled:ir", f.text, 1)
    opts = BenchSettings(device=args.device, min_time=args.min_time)
    out = []
    for name in names:
        o = benchmark(ws, doc, name, name, opts, split=SIDES)
        r = o.result
        if r is None:
            out.append({"node": name, "candidate": name in candidates, "error": o.error,
                        "text": f"not measured: {o.error}"})
            continue
        apart = str(r.verdict_kind) == "apart"
        out.append({"node": name, "candidate": name in candidates, "device": r.device, "speedup": r.speedup,
                    "verdict_kind": None if r.verdict_kind is None else str(r.verdict_kind),
                    "split_faster": apart, "verdict": r.verdict,
                    "text": (f"SPLIT FASTER: {r.verdict}" if apart else (r.verdict or speedup_text(r)))})
    return out


def cmd_report(args) -> int:
    from .explain.html import build_report, graph_files
    src = file_arg(args.path)
    if not src.exists():
        raise CLIError(f"{args.path}: no such file or directory")
    if not graph_files(src):
        raise CLIError(f"{args.path}: no ir_post_fusion.txt in it (run with TORCH_COMPILE_DEBUG=1)")
    _gpu_spec(args.gpu, None)     # an unknown --gpu NAME is the command's error, not each graph's
    trace = None
    if args.trace:
        from .dump.trace import read_trace
        trace = read_trace(args.trace)
        if not hasattr(trace, "events"):
            raise CLIError(trace.message)
    rep = build_report(src, title=args.title, max_nodes=args.max_nodes,
                       gpu_for=lambda oc: _gpu_spec(args.gpu, oc), trace=trace, gpu=args.gpu)
    if not rep.graphs:      # no page of nothing: what each graph was is said
        raise CLIError("no graph to report: " + "; ".join(shown(s) for s in rep.skipped[:3])
                       + (f"; {len(rep.skipped) - 3} more" if len(rep.skipped) > 3 else ""))
    out = Path(args.output)
    try:
        write_atomic(out, rep.html)
    except OSError as err:
        raise CLIError(f"{shown(out)}: cannot write the report: {err.strerror or err}") from err
    for s in rep.skipped:
        print(f"skipped {shown(s)}", file=sys.stderr)
    print(shown(f"{out}: {len(rep.graphs)} graph{'s' if len(rep.graphs) != 1 else ''} "
                f"({', '.join(rep.graphs[:6])}{', …' if len(rep.graphs) > 6 else ''}), {len(rep.html):,} bytes"))
    return 0


def cmd_capture(args) -> int:
    from .runs.capture import CommandNotFound, ProfileError, capture, summary
    command = list(args.command)
    if command and command[0] == "--":
        command = command[1:]
    if not command:
        raise CLIError("capture: give the command to run after --, e.g. inductor-lens capture -- python train.py")
    try:
        values = parse_config_sets(args.set or [])
    except ValueError as err:
        raise CLIError(str(err)) from err
    try:
        run = capture(command, Path(args.output) if args.output else None, args.name, profile=args.profile,
                      config=values, warmup=args.warmup)
    except (FileExistsError, ProfileError) as err:
        raise CLIError(str(err)) from err
    except CommandNotFound as err:
        raise CLIError(str(err)) from err
    except KeyboardInterrupt:
        print("inductor-lens: capture interrupted; the graphs compiled so far are kept (marked incomplete)",
              file=sys.stderr)
        return 130
    text = printable(summary(run))
    sys.stdout.write(terminal_colours(text) if colour_wanted(sys.stdout) else text)
    return run.exit_status


def colour_wanted(stream) -> bool:
    """Colours for a terminal (a VS Code task's too), not for a pipe or a file; ``NO_COLOR`` turns them off,
    ``FORCE_COLOR`` on (https://no-color.org)."""
    import os
    if os.environ.get("NO_COLOR"):
        return False
    if os.environ.get("FORCE_COLOR"):
        return True
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False


def terminal_colours(text: str) -> str:
    """The capture summary with ANSI colours: its first line and headings bold, notes yellow, a graph
    without counts (why) dim, the largest missed fusions' bytes red, the paths to open cyan."""
    bold, dim, red, yellow, cyan, off = "\x1b[1m", "\x1b[2m", "\x1b[31m", "\x1b[33m", "\x1b[36m", "\x1b[0m"
    out = []
    paths = False            # the "open:" lines, at the end
    for line in text.split("\n"):
        paths = paths or line.startswith("open:")
        if paths and line.strip():
            line = f"{cyan}{line}{off}"
        elif line.startswith("captured ") or line.startswith("largest missed fusions"):
            line = f"{bold}{line}{off}"
        elif line.startswith("note:") or line.lstrip().startswith("note:"):
            line = f"{yellow}{line}{off}"
        elif _MISSED_LINE.match(line):
            m = _MISSED_LINE.match(line)
            line = f"{line[:m.start(1)]}{red}{m.group(1)}{off}{line[m.end(1):]}"
        elif _NO_COUNTS.match(line):
            line = f"{dim}{line}{off}"
        out.append(line)
    return "\n".join(out)


#: a missed fusion of the summary ("  g1_forward: op0_op1 -> op3  4,224 B  C++ backend refuses"): its bytes
_MISSED_LINE = re.compile(r"^  \S{1,200}: \S{1,400} -> \S{1,400}  (\d[\d,.]{0,30} (?:B|MB))  ")
#: a graph's line without counts: why it has none ("  g1_backward      no ir_post_fusion.txt: ...")
_NO_COUNTS = re.compile(r"^  g\d{1,6}_\w{1,40} +(?:no |[A-Z]\w{0,60}Error)")


def parse_config_sets(sets: list[str]) -> dict:
    """``capture --set NAME=VALUE``: Inductor config values for the child, each VALUE a Python literal (an
    integer, a float, True/False/None or a quoted string; true/false too); a bare word is a string."""
    import ast
    out = {}
    for s in sets:
        name, sep, text = s.partition("=")
        name, text = name.strip(), text.strip()
        if name.startswith("torch._inductor.config."):
            name = name[len("torch._inductor.config."):]
        if not sep or not name or not all(part.isidentifier() for part in name.split(".")):
            raise ValueError(f"--set {s!r}: give NAME=VALUE (e.g. --set max_fusion_size=128)")
        low = text.lower()
        if low in ("true", "false", "none"):
            value = {"true": True, "false": False, "none": None}[low]
        else:
            try:
                value = ast.literal_eval(text)
            except (ValueError, SyntaxError):
                value = text
        out[name] = value
    return out


def cmd_runs(args) -> int:
    from .runs.listing import find_runs, render_runs
    runs = find_runs(Path(args.path) if args.path else None)
    if args.json:
        _print_json([r.to_json() for r in runs], indent=2)
    else:
        sys.stdout.write(printable(render_runs(runs)))
    return 0


def cmd_compare(args) -> int:
    from .runs.compare import CompareError, compare, render_comparison
    try:
        if args.html:
            from .runs.comparehtml import build_compare_report
            c, page = build_compare_report(Path(file_arg(args.a)), Path(file_arg(args.b)), max_nodes=args.max_nodes)
        else:
            c = compare(Path(file_arg(args.a)), Path(file_arg(args.b)))
    except CompareError as err:
        raise CLIError(str(err)) from err
    if args.html:
        out = Path(args.html)
        try:
            write_atomic(out, page)
        except OSError as err:
            raise CLIError(f"{shown(out)}: cannot write the page: {err.strerror or err}") from err
        print(f"{shown(out)}: both fusion maps of {len(c.graphs)} graph{'s' if len(c.graphs) != 1 else ''}, "
              f"{len(page):,} bytes", file=sys.stderr)
    if args.json:
        _print_json(c.to_json(), indent=2)
    else:
        sys.stdout.write(printable(render_comparison(c)))
    if c.graphs and all(g.kernels is None and g.note for g in c.graphs):     # not one graph compared
        print(f"inductor-lens: error: nothing compared: {printable(c.graphs[0].note)}", file=sys.stderr)
        return 2
    return 0


def cmd_whatif(args) -> int:
    from .runs.compare import CompareError
    from .runs.whatif import (
        WhatIfError,
        parse_release,
        parse_sets,
        render_whatif,
        verify,
        whatif,
    )
    command = list(args.command or [])
    if command and command[0] == "--":
        command = command[1:]
    if args.verify and not command:
        raise CLIError("whatif --verify: give the command that compiles the model after --, e.g. "
                       "inductor-lens whatif RUN --set max_fusion_size=2 --verify -- python model.py")
    if command and not args.verify:
        raise CLIError("whatif: a command after -- is run only with --verify")
    if args.verify and args.torch is not None:
        raise CLIError(f"whatif --torch {args.torch} --verify: the recompile would need torch {args.torch} in this "
                       "environment; compile the model with it (`capture` in its environment) and `compare` the two runs")
    if args.gpu is not None:
        _gpu_spec(args.gpu, None)     # an unknown --gpu NAME is the command's error, not each graph's
    try:
        rules = parse_release(args.torch)
        sets = parse_sets(args.set or [], allow_none=rules is not None)
        w = whatif(Path(file_arg(args.run)), sets,
                   gpu_for=(lambda oc: _gpu_spec(args.gpu, oc)) if args.gpu is not None else None, rules=rules)
    except (CompareError, WhatIfError) as err:
        raise CLIError(str(err)) from err
    checks, recompiled = None, None
    if args.verify:
        from .runs.capture import CommandNotFound, capture
        print("inductor-lens: recompiling with " + ", ".join(f"{k}={v!r}" for k, v in sets.items())
              + " to check the prediction: " + " ".join(command), file=sys.stderr)
        try:
            run = capture(command, Path(args.output) if args.output else None, "whatif-verify", config=sets)
        except FileExistsError as err:
            raise CLIError(str(err)) from err
        except CommandNotFound as err:
            raise CLIError(str(err)) from err
        recompiled = run.path
        try:
            checks = verify(w, recompiled)
        except CompareError as err:
            raise CLIError(str(err)) from err
    if args.json:
        doc = w.to_json()
        if checks is not None:
            doc["verify"] = {"run": str(recompiled), "graphs": [c.to_json() for c in checks]}
        _print_json(doc, indent=2)
    else:
        sys.stdout.write(printable(render_whatif(w, checks, recompiled)))
    if w.graphs and all(g.note for g in w.graphs):      # not one graph predicted
        print(f"inductor-lens: error: nothing predicted: {printable(w.graphs[0].note)}", file=sys.stderr)
        return 2
    return 1 if checks is not None and any(c.agrees is False for c in checks) else 0


def cmd_lock(args) -> int:
    from .runs.lock import LockError, lock_run
    try:
        lock = lock_run(Path(file_arg(args.run)))
    except LockError as err:
        raise CLIError(str(err)) from err
    _write_lock(lock, args.output, "wrote")
    for h in lock.hazards:      # said now: `check` fails them whatever the lock holds
        print(f"inductor-lens: warning: {h.text()}; `check` fails this run "
              "(docs/diagnostics/unsafe_mutation_fusion.md)", file=sys.stderr)
    return 0


def _write_lock(lock, output: str, verb: str) -> None:
    text = escape_surrogates(lock.text())   # a non-UTF-8 folder name: a JSON escape that reads back as it
    if output == "-":
        sys.stdout.write(text)
        return
    try:
        write_atomic(output, text)
    except OSError as err:
        raise CLIError(f"{shown(output)}: cannot write the lock: {err.strerror or err}") from err
    kernels = sum(g.kernels for g in lock.graphs)
    leaves = sum(len(g.leaves) for g in lock.graphs)
    groups = sum(g.groups for g in lock.graphs)
    n = len(lock.graphs)
    cpu = any(g.loop_nests is not None for g in lock.graphs)
    nests = sum(g.kernels if g.loop_nests is None else g.loop_nests for g in lock.graphs)
    print(f"{verb} {shown(output)}: {n} graph{'s' if n != 1 else ''}, {kernels} kernels"
          + (f" (C++ functions; {nests} loop nests)" if cpu else "") + f", {leaves} nodes in {groups} "
          f"fused nodes" + (f" (torch {lock.torch})" if lock.torch else ""), file=sys.stderr)


def _help_uri(base: str | None):
    """SARIF's ``helpUri`` of a rule: its reason page under ``--docs-url`` (an http(s) URL, checked by
    ``cmd_check``); none without it (code scanning shows a link only to the web, not to a local file)."""
    from urllib.parse import quote

    from .replay.reasons import REASONS

    def uri(code: str) -> str | None:
        if not base or code not in REASONS:
            return None
        return f"{base.rstrip('/')}/{quote(code)}.md"
    return uri


def _docs_url(url: str | None) -> None:
    from urllib.parse import urlsplit
    if url is None:
        return
    u = urlsplit(url)
    if u.scheme not in ("http", "https") or not u.netloc:
        raise CLIError(f"--docs-url: {url!r} is not an http(s) URL (the web base of the reason pages, e.g. "
                       "https://github.com/ORG/REPO/blob/main/docs/diagnostics)")


def cmd_check(args) -> int:
    from .runs.check import check, render_github, render_sarif, render_text, sarif_text
    from .runs.compare import CompareError
    from .runs.lock import LockError, lock_run, read_lock
    run = Path(file_arg(args.run))
    if args.kernel_tolerance < 0:
        raise CLIError("--kernel-tolerance: expected a count (0 or more)")
    _docs_url(args.docs_url)
    try:
        lock = read_lock(Path(args.lock))
    except LockError as err:
        if not args.update:
            raise CLIError(str(err)) from err
        lock = None
    try:
        res = check(lock, args.lock, run, args.kernel_tolerance) if lock is not None else None
        new = lock_run(run) if args.update else None
    except (CompareError, LockError) as err:
        raise CLIError(str(err)) from err
    if res is not None:
        if args.format == "github":
            out = render_github(res)
        elif args.format == "sarif":
            out = sarif_text(render_sarif(res, _help_uri(args.docs_url), __version__))
        elif args.format == "json":
            out = jsontext.dumps(jsontext.finite(res.to_json()), indent=2) + "\n"
        else:
            out = render_text(res)
        _emit(out, args.output)
        if args.sarif:
            _emit(sarif_text(render_sarif(res, _help_uri(args.docs_url), __version__)), args.sarif)
    if new is not None:
        accepted = len(res.failures) if res is not None else 0
        _write_lock(new, args.lock, "updated" if lock is not None else "wrote")
        print(f"inductor-lens: --update: {shown(args.lock)} rewritten from {shown(args.run)} on purpose"
              + (f" ({accepted} failure{'s' if accepted != 1 else ''} accepted)" if accepted else ""), file=sys.stderr)
        return 0
    return 1 if res.failures else 0


def _emit(text: str, output: str | None) -> None:
    text = escape_surrogates(text)
    if not output or output == "-":
        sys.stdout.write(printable(text))      # JSON and SARIF escape control characters already
        return
    try:
        write_atomic(output, text)
    except OSError as err:
        raise CLIError(f"{shown(output)}: cannot write: {err.strerror or err}") from err


def cmd_diff(args) -> int:
    from .explain.diff import diff_files, render_diff
    pre, post = _load(args.pre, need_nodes=True), _load(args.post, need_nodes=True)
    oc = args.output_code
    if oc is None:
        from .dump.debugdir import DebugDir
        sib = DebugDir.of(post.path).output_code
        oc = str(sib) if sib is not None else None
    text = read_text(oc) if oc else None
    from .ir.summary import device_kind
    kinds = [device_kind(f) for f in (pre, post)]
    if kinds[0] and kinds[1] and kinds[0] != kinds[1]:
        print(f"inductor-lens: note: {args.pre} was compiled for {kinds[0]} and {args.post} for {kinds[1]}: two "
              "backends, whose fusion rules differ (compare a run's own ir_pre_fusion.txt and "
              "ir_post_fusion.txt)", file=sys.stderr)
    d = diff_files(pre, post, text)
    if args.json:
        _print_json(d.to_json(), indent=2, default=str)
    else:
        sys.stdout.write(render_diff(d))
    return 0


def cmd_bench(args) -> int:
    from .measure.report import text as bench_text
    if args.split is None and args.node2 is None:
        raise CLIError("bench: give NODE2 (the consumer of NODE1), or --split to time the fused node NODE1 "
                       "against its members")
    if args.split is not None and args.node2 is not None and args.node2 != args.node1:
        raise CLIError("bench --split: name one fused node (NODE1), not a pair")
    args.node2 = args.node1 if args.split is not None else args.node2
    path = file_arg(args.file)
    if not path.exists():
        raise CLIError(f"{args.file}: no such file")
    try:
        src = read_text(path)
    except OSError as err:
        raise CLIError(f"{args.file}: cannot read: {err.strerror or err}") from err
    sizes = {}
    for kv in args.size or []:
        k, _, v = kv.partition("=")
        if not v.lstrip("-").isdigit():
            raise CLIError(f"--size {kv}: expected SYMBOL=INTEGER, e.g. s0=8")
        sizes[k.strip()] = int(v)
    from .service import features as F
    from .service.document import Workspace, path_to_uri
    from .service.settings import BenchSettings
    ws = Workspace()
    doc = ws.open(path_to_uri(path), src)
    opts = BenchSettings(device=args.device, min_time=args.min_time, timeout=args.timeout, sizes=sizes,
                         python=args.python, repeat=args.repeat, time_original=args.original,
                         codegen=args.codegen, interpret=args.interpret)
    tty = sys.stderr.isatty() and os.environ.get("TERM") != "dumb"
    shown = {"step": None}   # the step whose line was printed last (on a terminal: still open)

    def progress(msg: str, frac: float) -> None:
        # a long step repeats its line every second with its seconds ("compiling ... (12 s)"): on a
        # terminal that line is rewritten in place; into a pipe or a file only the step's first line goes
        if args.json or args.quiet:
            return
        head, sep, tail = msg.rpartition(" (")        # "<step> (12 s)"
        tick = bool(sep) and tail.endswith(" s)") and tail[:-3].isdigit() and head == shown["step"]
        if tick and not tty:
            return
        if not tick:
            if tty and shown["step"] is not None:
                sys.stderr.write("\n")
            shown["step"] = msg
        sys.stderr.write(f"\r\x1b[K[{frac:4.0%}] {msg}" if tty else f"[{frac:4.0%}] {msg}\n")
        sys.stderr.flush()

    def end_progress() -> None:
        if tty and shown["step"] is not None:
            sys.stderr.write("\n")
            shown["step"] = None

    import signal
    import threading

    def stop(signum, _frame):   # SIGTERM/SIGHUP: unwind like Ctrl-C, so the worker is killed on the way out
        raise SystemExit(128 + signum)

    sigs = [s for s in (signal.SIGTERM, getattr(signal, "SIGHUP", None)) if s is not None]
    old = {s: signal.signal(s, stop) for s in sigs} if threading.current_thread() is threading.main_thread() else {}
    try:
        # the same path as the editor's benchmark: the names checked before any worker starts, the
        # request built from the file and its siblings (with the fusion analysis: what Inductor did)
        outcome = F.benchmark(ws, doc, args.node1, args.node2, opts, progress, use_cache=not args.no_cache,
                              explain=True, split=args.split)
    except KeyboardInterrupt:
        print(f"inductor-lens: benchmark of {args.node1} -> {args.node2} interrupted (worker stopped)", file=sys.stderr)
        return 130
    finally:
        end_progress()
        for s, h in old.items():
            signal.signal(s, h)
    r = outcome.result
    if r is None:
        print(f"inductor-lens: cannot benchmark {args.node1} -> {args.node2}: {outcome.error}", file=sys.stderr)
        if args.json:
            _print_json({"node1": args.node1, "node2": args.node2, "error": outcome.error, "kind": outcome.kind})
        return 3 if outcome.kind in ("unsupported", "needs_sizes") else 1
    if args.json:
        _print_json(r.to_json(), indent=2, default=str)
    else:
        sys.stdout.write(bench_text(r))
    if r.interpreted is not None:
        return 0 if r.interpreted.numerics_match else 1
    return 0 if r.numerics_match or r.codegen else 1


# ------------------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="inductor-lens",
        description="Read PyTorch Inductor's scheduler IR (ir_pre_fusion.txt / ir_post_fusion.txt) and explain "
                    "its fusion decisions. FILE may be 'example' for the bundled ResNet50 IR (CPU), or "
                    "'example-cuda' for the same model compiled for a (simulated) H200, or a debug directory "
                    "holding one graph.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog=("examples:\n"
                "  inductor-lens explain example              why op3 -> op4 was not fused (the seed's pair)\n"
                "  inductor-lens summary ir_post_fusion.txt   nodes, kernels, bytes\n"
                "  inductor-lens rank example --top 5         the missed fusions that move the most bytes\n"
                "  inductor-lens bench example op3 op4        the pair fused vs unfused, timed\n"
                "  inductor-lens report torch_compile_debug/ -o report.html\n"
                "  inductor-lens COMMAND --help               the options of one command"))
    ap.add_argument("--version", action="version", version=f"inductor-lens {__version__}")
    sub = ap.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("summary", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens summary example --top 6\n  inductor-lens summary torch_compile_debug/run_*/torchinductor/model__0_inference_0.0/\n  inductor-lens summary ir_post_fusion.txt --by-source --json", help="nodes, kernels, fused groups, extern calls and bytes per buffer")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--top", type=_count, default=15, help="buffers to list (default 15)")
    p.add_argument("--all", action="store_true", help="list every buffer")
    p.add_argument("--by-source", action="store_true",
                   help="group kernels by the user's source line (needs the provenance files beside FILE)")
    p.add_argument("--strict", action="store_true", help="exit 1 when the file has parse errors")
    p.set_defaults(func=cmd_summary)

    p = sub.add_parser("parse", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens parse ir_post_fusion.txt --strict\n  inductor-lens parse example --json | jq '.nodes | length'", help="the parsed model: nodes, buffers, errors (--json: stable contract)")
    p.add_argument("file", metavar="FILE")
    p.add_argument("--json", action="store_true", help="JSON output (shape documented in docs/cli.md)")
    p.add_argument("--compact", action="store_true", help="JSON on one line")
    p.add_argument("--strict", action="store_true", help="exit 1 when the file has parse errors")
    p.set_defaults(func=cmd_parse)

    p = sub.add_parser("explain", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens explain example\n  inductor-lens explain ir_post_fusion.txt --reason no_shared_data --all\n  inductor-lens explain example-cuda --format json > verdicts.json", help="why each pair of neighbouring ops was (not) fused, with evidence")
    p.add_argument("file", metavar="FILE", nargs="?")
    p.add_argument("--format", choices=("text", "json"), default="text")
    p.add_argument("--gpu", metavar="NAME",
                   help="estimate each unfused edge's time on this GPU from its datasheet (roofline: bytes and FLOPs "
                   "of the kernels, unfused vs fused): a name such as H200, H100, A100-40GB, L4, MI300X; 'list' prints "
                   "the known GPUs; 'none' turns estimates off (default: the GPU output_code.py beside FILE was "
                   "compiled for, else none)")
    p.add_argument("--trace", metavar="TRACE.json",
                   help="a torch.profiler trace of this graph's run (prof.export_chrome_trace(); .json or .json.gz): "
                        "each kernel's measured calls, total and median time and achieved bandwidth, joined to the "
                        "nodes through output_code.py's kernel names (CPU: compile with "
                        "TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1)")
    p.add_argument("--pre", metavar="PRE", help="ir_pre_fusion.txt to replay the fusion rounds from "
                   "(default: the one beside FILE)")
    p.add_argument("--output-code", metavar="PY", help="output_code.py of the same graph (default: beside FILE)")
    p.add_argument("--fusion-log", metavar="LOG", help="TORCH_LOGS=fusion log to check the verdicts against "
                   "(default: fusion.log beside FILE)")
    p.add_argument("--no-siblings", action="store_true", help="do not look for files beside FILE")
    p.add_argument("--reason", action="append", metavar="CODE", help="only pairs with this reason code (repeatable)")
    p.add_argument("--suggest", action="store_true",
                   help="for each unfused pair, what would fuse it: the smallest changes of the fusion knobs "
                        "whatif predicts (one knob, then two), with what else each changes, or why no config "
                        "can (the JSON's suggestions; needs ir_pre_fusion.txt beside FILE)")
    p.add_argument("--limit", type=_count, default=None, help="text: show at most N unfused pairs in detail "
                   "(default 100, or every one with --all)")
    p.add_argument("--all", action="store_true", help="text: details for every unfused pair, edges included")
    p.add_argument("--color", choices=("auto", "always", "never"), default="auto",
                   help="text: colours (auto: on a terminal, unless NO_COLOR is set)")
    p.set_defaults(func=cmd_explain)

    p = sub.add_parser("rank", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens rank example --top 10\n  inductor-lens rank ir_post_fusion.txt --json\n  inductor-lens rank example --gpu h200 --by time\n  inductor-lens rank ir_post_fusion.txt --over-fusion --gpu h200 --measure 2", help="unfused producer -> consumer edges ranked by the bytes they move through memory")
    p.add_argument("file", metavar="FILE", nargs="?")
    p.add_argument("--json", action="store_true", help="JSON output (shape documented in docs/cli.md)")
    p.add_argument("--gpu", metavar="NAME",
                   help="estimate each unfused edge's time on this GPU from its datasheet (roofline: bytes and FLOPs "
                   "of the kernels, unfused vs fused): a name such as H200, H100, A100-40GB, L4, MI300X; 'list' prints "
                   "the known GPUs; 'none' turns estimates off (default: the GPU output_code.py beside FILE was "
                   "compiled for, else none)")
    p.add_argument("--by", choices=("bytes", "time", "measured"), default="bytes",
                   help="order: bytes through memory (default), the estimated time a forced fusion saves "
                        "on the GPU (time; needs one: --gpu, or output_code.py's), or the measured time of the "
                        "edge's two kernels (measured; needs --trace)")
    p.add_argument("--trace", metavar="TRACE.json",
                   help="a torch.profiler trace of this graph's run (prof.export_chrome_trace(); .json or .json.gz): "
                        "each kernel's measured calls, total and median time and achieved bandwidth, joined to the "
                        "nodes through output_code.py's kernel names (CPU: compile with "
                        "TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1)")
    p.add_argument("--over-fusion", action="store_true",
                   help="the other direction: fused nodes that may cost more fused than split into their members "
                        "(reductions of different sizes, many inputs, low parallelism and estimated time with --gpu, "
                        "far below the roofline with --trace), likeliest first")
    p.add_argument("--measure", type=_count, metavar="N", default=0,
                   help="with --over-fusion: time the split (bench FUSED --split) of the first N candidates, then "
                        "of other fused nodes when there are fewer; runs a benchmark worker")
    p.add_argument("--device", choices=("cpu", "cuda"), default=None,
                   help="with --measure: where to time (default: cuda when available, else cpu)")
    p.add_argument("--min-time", type=_seconds, default=1.0, metavar="S",
                   help="with --measure: seconds of timing per variant (default 1)")
    p.add_argument("--top", type=_count, default=20, help="text: edges to list (default 20)")
    p.add_argument("--all", action="store_true", help="text: list every edge")
    p.add_argument("--no-siblings", action="store_true", help="do not look for files beside FILE")
    p.set_defaults(func=cmd_rank)

    p = sub.add_parser("report", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens report torch_compile_debug/ -o report.html\n  inductor-lens report torch_compile_debug/ --gpu h100", help="one self-contained HTML file: the fusion map and ranking of every graph of a debug directory")
    p.add_argument("path", metavar="DEBUG_DIR", help="a TORCH_COMPILE_DEBUG directory (every ir_post_fusion.txt "
                   "under it), or one IR file")
    p.add_argument("-o", "--output", default="report.html", help="the HTML file to write (default report.html)")
    p.add_argument("--title", help="the page's title")
    p.add_argument("--max-nodes", type=_positive, default=400, help="a larger graph shows the nodes of its largest "
                   "missed fusions (default 400)")
    p.add_argument("--gpu", metavar="NAME",
                   help="show each kernel's and unfused edge's roofline estimate on this GPU (datasheet figures; "
                   "`explain --gpu list` lists the known GPUs); 'none' turns estimates off (default: for each graph, "
                   "the GPU its output_code.py was compiled for; none for a CPU graph)")
    p.add_argument("--trace", metavar="TRACE.json",
                   help="a torch.profiler trace of this graph's run (prof.export_chrome_trace(); .json or .json.gz): "
                        "each kernel's measured calls, total and median time and achieved bandwidth, joined to the "
                        "nodes through output_code.py's kernel names (CPU: compile with "
                        "TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1)")
    p.set_defaults(func=cmd_report)

    p = sub.add_parser("capture", formatter_class=argparse.RawDescriptionHelpFormatter,
                       help="run a command that compiles with torch.compile and keep its graphs as a run",
                       description="Runs COMMAND (one that starts Python) with TORCH_COMPILE_DEBUG=1, caches off and "
                                   "the fusion log on, for this run only, and keeps every compiled graph (IR, "
                                   "output_code.py, provenance, its own fusion.log) with a manifest (run.json) and "
                                   "an HTML report in a run folder. The command's exit status is passed through.",
                       epilog="examples:\n  inductor-lens capture -- python train.py --steps 1\n"
                              "  inductor-lens capture --name baseline -- python -m mypkg.bench\n"
                              "  inductor-lens capture -o runs/after-upgrade -- python model.py\n"
                              "  inductor-lens capture --profile -- python infer.py\n"
                              "  inductor-lens capture --set max_fusion_size=2 -- python model.py")
    p.add_argument("-o", "--output", help="the run folder to write (default: .inductor-lens/runs/<time>-<name>/)")
    p.add_argument("--name", help="the run's name (default: the script's)")
    p.add_argument("--profile", action="store_true",
                   help="run the program (python script.py / python -m module) under torch.profiler (CPU, and CUDA "
                        "when there is a GPU; C++ kernels with TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1), keep its "
                        "trace as trace.json in the run folder and join it to every graph (run.json's measured, "
                        "the summary and the report)")
    p.add_argument("--warmup", type=_count, default=1, metavar="N",
                   help="with --profile: leave each graph's first N calls out of its timings (default 1: the first "
                        "step runs cold; 0 keeps every call); a graph called N times or fewer is timed whole")
    p.add_argument("--set", action="append", metavar="NAME=VALUE",
                   help="set an Inductor config value for this run only (repeatable; e.g. max_fusion_size=128): "
                        "torch._inductor.config.NAME = VALUE in the child as it imports Inductor, recorded in "
                        "run.json's set (and by Inductor in each graph's fx_graph_runnable.py)")
    p.add_argument("command", nargs=argparse.REMAINDER, help="-- then the command to run")
    p.set_defaults(func=cmd_capture)
    p = sub.add_parser("runs", formatter_class=argparse.RawDescriptionHelpFormatter,
                       help="the runs captured here (or under PATH), and debug trees as runs",
                       epilog="examples:\n  inductor-lens runs\n  inductor-lens runs torch_compile_debug/ --json")
    p.add_argument("path", nargs="?", help="a folder of runs, one run, or a debug tree (default: .inductor-lens/runs)")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_runs)
    sub.add_parser("serve", help="run the language server (stdio; --tcp HOST:PORT; see `serve --help`)")

    p = sub.add_parser(
        "bench", help="rebuild NODE1 -> NODE2 with Inductor, fused vs unfused, and time both",
        description="Rebuild NODE1 -> NODE2 from the IR text as real Inductor kernels, fused and unfused, check "
                    "they agree and time both, in a separate worker process.",
        epilog="Trust: rebuilding the pair from the IR never executes anything from the file (loop bodies are "
               "interpreted from a whitelist of ops calls, index expressions parsed by a grammar, within bounds). "
               "--original is different: it compiles and runs the pair's kernels as written in the output_code.py "
               "beside FILE (C++, or Triton on CUDA), code from the debug directory, so use it only on a dump you "
               "trust; the report says when it did. The worker has no network access (on Linux a new network "
               "namespace, for native code too; the report says whether the network was isolated).")
    p.add_argument("file", metavar="FILE")
    p.add_argument("node1", metavar="NODE1", help="the producer (an op name of the file); with --split, the fused node")
    p.add_argument("node2", metavar="NODE2", nargs="?", help="the consumer, which reads NODE1's output (not with --split)")
    p.add_argument("--split", nargs="?", const="", default=None, metavar="PARTS",
                   help="NODE1 is a fused node: time it as Inductor built it against its members as separate kernels "
                        "(every member alone, or the parts PARTS names, '/' between them: op1_op2/op3)")
    p.add_argument("--device", choices=("cpu", "cuda"), default=None, help="default: cuda when available, else cpu")
    p.add_argument("--json", action="store_true")
    p.add_argument("--min-time", type=_seconds, default=1.0, help="seconds of timing per variant (default 1)")
    p.add_argument("--repeat", type=_positive, default=1, metavar="N",
                   help="measure in N worker processes; the verdict stands only if all agree (default 1)")
    p.add_argument("--timeout", type=_seconds, default=600.0, help="give up after this many seconds (default 600)")
    p.add_argument("--size", action="append", metavar="SYM=N", help="value of a dynamic size symbol, e.g. s0=8")
    p.add_argument("--python", help="Python interpreter with torch for the worker (tested with 2.14.1) (default: this one)")
    p.add_argument("--no-cache", action="store_true", help="measure again even if this pair was measured")
    p.add_argument("--original", action="store_true",
                   help="also time the pair's original kernels from the output_code.py beside FILE: this compiles "
                        "and runs code taken from that file (see Trust below)")
    p.add_argument("--no-original", action="store_true",
                   help="deprecated, ignored: the original kernels are only timed with --original")
    p.add_argument("--codegen", action="store_true",
                   help="only generate both variants' kernels and print them, run nothing (--device cuda "
                        "without a GPU: the Triton kernels Inductor generates for an H200)")
    p.add_argument("--interpret", action="store_true",
                   help="with --device cuda (implies --codegen): also run both variants' generated Triton kernels "
                        "on CPU tensors in Triton's interpreter (needs numpy) and compare their outputs; numerics "
                        "only, no timings")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("compare", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens compare .inductor-lens/runs/A .inductor-lens/runs/B\n"
                              "  inductor-lens compare old/ir_post_fusion.txt new/ir_post_fusion.txt\n"
                              "  inductor-lens compare A B --html compare.html   # both fusion maps side by side",
                       help="two runs of one model: fusions lost and gained, reasons changed, ops added or removed")
    p.add_argument("a", metavar="A", help="a run folder, a debug tree, a graph folder or an ir_post_fusion.txt")
    p.add_argument("b", metavar="B")
    p.add_argument("--json", action="store_true")
    p.add_argument("--html", metavar="OUT.html",
                   help="also write one self-contained HTML page: both fusion maps of each graph side by side, "
                        "what changed highlighted, the changes listed (the text or JSON output is unchanged)")
    p.add_argument("--max-nodes", type=_positive, default=400, help="with --html: the most nodes drawn per map")
    p.set_defaults(func=cmd_compare)

    p = sub.add_parser("whatif", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens whatif .inductor-lens/runs/A --set max_fusion_size=128\n"
                              "  inductor-lens whatif torch_compile_debug/ --set aggressive_fusion=true --json\n"
                              "  inductor-lens whatif .inductor-lens/runs/A --torch 2.15\n\n"
                              "The run's graphs are replayed from their ir_pre_fusion.txt with the values given on top "
                              "of the run's own config, and compared with the run as `compare` compares two runs (A: "
                              "the run, B: the prediction). Knobs it predicts: max_fusion_size, "
                              "score_fusion_memory_threshold, cpp.max_horizontal_fusion_size, "
                              "max_fusion_buffer_group_pairwise_attempts, max_fusion_unique_io_buffers, "
                              "aggressive_fusion, loop_reindexing_after_fusion; any other is refused with the "
                              "recompile that answers it.",
                       help="predict what Inductor would fuse with other config values, without recompiling")
    p.add_argument("run", metavar="RUN", help="a run folder, a debug tree, a graph folder or an ir_post_fusion.txt")
    p.add_argument("--set", action="append", metavar="NAME=VALUE",
                   help="a config value to predict with (repeatable), e.g. max_fusion_size=128")
    p.add_argument("--torch", metavar="X.Y",
                   help="predict with another torch release's fusion rules and defaults (2.8 to 2.15): what its "
                        "scheduler would fuse in this run's IR (its lowering's changes are not predicted)")
    p.add_argument("--json", action="store_true")
    p.add_argument("--gpu", metavar="NAME",
                   help="also the roofline estimate of each graph's generated kernels on this GPU, the run's and "
                        "the prediction's (auto: the GPU output_code.py was compiled for; `explain --gpu list`)")
    p.add_argument("--verify", action="store_true",
                   help="check the prediction: run the command after -- with the values set (`capture --set`) "
                        "and compare its fused nodes with the predicted ones (exit status 1 when they differ)")
    p.add_argument("-o", "--output", help="with --verify: the run folder of the recompile (default: "
                                          ".inductor-lens/runs/<time>-whatif-verify/)")
    p.add_argument("command", nargs="*", help="with --verify: -- then the command to run")
    p.set_defaults(func=cmd_whatif)

    p = sub.add_parser("lock", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens capture -o run -- python model.py\n"
                              "  inductor-lens lock run -o fusion.lock.json\n\n"
                              "The lock keeps each graph's kernel count and its nodes by what they compute and where "
                              "they come from (never opN names), with the fused node each belongs to; check a later "
                              "run against it with `inductor-lens check RUN --lock fusion.lock.json`.",
                       help="record a run's fusion structure as a lock for CI (checked by `check`)")
    p.add_argument("run", metavar="RUN", help="a run folder, a debug tree, a graph folder or an ir_post_fusion.txt")
    p.add_argument("-o", "--output", default="fusion.lock.json", metavar="FILE",
                   help="the lock file to write (default fusion.lock.json; - for stdout)")
    p.set_defaults(func=cmd_lock)

    p = sub.add_parser("check", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens check run --lock fusion.lock.json\n"
                              "  inductor-lens check run --lock fusion.lock.json --format github --sarif check.sarif\n"
                              "  inductor-lens check run --lock fusion.lock.json --update\n\n"
                              "Exit status: 0 the run keeps the lock's fusions; 1 a locked fusion is lost, a graph's "
                              "kernel count grew past the tolerance or a locked graph is missing; 2 the run or the "
                              "lock cannot be read. Fusions gained and ops added or removed are notes.",
                       help="check a run against a fusion lock: fails when a locked fusion is lost")
    p.add_argument("run", metavar="RUN", help="a run folder, a debug tree, a graph folder or an ir_post_fusion.txt")
    p.add_argument("--lock", required=True, metavar="FILE", help="the lock (written by `inductor-lens lock`)")
    p.add_argument("--kernel-tolerance", type=int, default=0, metavar="N",
                   help="a graph may have up to N kernels more than the lock (default 0)")
    p.add_argument("--format", choices=("text", "github", "sarif", "json"), default="text",
                   help="text (default), GitHub Actions workflow commands, SARIF 2.1.0, or JSON")
    p.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE (default: stdout)")
    p.add_argument("--sarif", metavar="FILE", help="also write the SARIF 2.1.0 report to FILE")
    p.add_argument("--docs-url", metavar="URL",
                   help="the http(s) base of the reason pages for SARIF's helpUri, e.g. "
                        "https://github.com/ORG/REPO/blob/main/docs/diagnostics (default: no helpUri; each "
                        "rule's help text is its page all the same)")
    p.add_argument("--update", action="store_true",
                   help="rewrite the lock from the run on purpose (after reporting what changed); exit 0")
    p.set_defaults(func=cmd_check)

    p = sub.add_parser("diff", formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog="examples:\n  inductor-lens diff ir_pre_fusion.txt ir_post_fusion.txt", help="pre vs post fusion: groups, kernels before/after, intermediates removed")
    p.add_argument("pre", metavar="PRE")
    p.add_argument("post", metavar="POST")
    p.add_argument("--output-code", metavar="PY", help="output_code.py (default: beside POST): exact removed buffers")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_diff)
    return ap


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["serve"]:
        # the language server takes its own options (--stdio, --tcp HOST:PORT, --log-file)
        try:
            from .lsp.server import main as serve
        except ImportError as err:
            print(f"inductor-lens: error: the language server needs pygls and lsprotocol ({err}); "
                  "install with: pip install inductor-lens", file=sys.stderr)
            return 2
        return serve(argv[1:])
    ap = build_parser()
    tail: list[str] | None = None
    if argv[:1] == ["whatif"] and "--" in argv:     # whatif RUN --set ... --verify -- COMMAND: the command apart
        at = argv.index("--")
        argv, tail = argv[:at], argv[at + 1:]
    args = ap.parse_args(argv)
    if tail is not None:
        args.command = tail
    try:
        return args.func(args)
    except CLIError as err:
        print(f"inductor-lens: error: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. `| head`
        return 0


if __name__ == "__main__":
    sys.exit(main())
