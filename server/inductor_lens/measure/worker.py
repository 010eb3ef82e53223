"""The benchmark worker: a separate process that rebuilds a pair, compiles both variants with
Inductor, checks their numerics and times them. It reads one JSON request on stdin and writes JSON
lines on stdout: ``{"progress": message, "fraction": f}`` while it works, then ``{"result": {...}}``
or ``{"error": message, "kind": "unsupported" | "failed"}``.

    echo '{"text": ..., "node1": "op3", "node2": "op4", "device": "cpu"}' | python -m inductor_lens.measure.worker

Long steps (compiling a variant, timing) repeat their progress line every ``TICK_S`` with the seconds spent
so far ("compiling the fused variant (12 s)") and a fraction that moves within the step's band (``step``).

Started ahead (``--warm``, ``client.prestart``): the worker isolates itself, imports torch and compiles a
tiny function once (Inductor's one-time setup, ~10 s of a first compile, is then done), says
``{"ready": seconds}`` and only then reads its request; it exits without one when its stdin closes (the
language server went away). Its first line after the request says it was started ahead.

Sandbox (``sandbox()``, first thing, before torch is imported): on Linux the worker moves into a new
network namespace (``unshare``; as root directly, else inside a new user namespace), where there is no
network interface but a loopback that is down, so nothing it runs, native code included (a C++ kernel
calling ``connect``), reaches any host, this one included; where that is not possible (another OS, user
namespaces disabled) it says so in its result (``network``). Python's sockets are disabled in any case.
It dies with the process that started it (``PR_SET_PDEATHSIG``). Inductor compiles in this process (no
compile-worker pool) and every cache is off.

Code from the file: the IR is only interpreted (``relower``); the original kernels of ``output_code.py``
are compiled and run only when the request has ``output_code`` (``--original``), and the result says so
(``ran_output_code``).
"""
from __future__ import annotations

import json
import os
import socket
import statistics
import sys
import threading
import time
from typing import Any


def _no_network(*_a, **_k):
    raise OSError("inductor-lens benchmark worker: network access is disabled")


def disable_network() -> None:
    """No connection can be opened or name resolved from this process (socket classes stay classes,
    so modules that subclass them still import)."""
    for name in ("connect", "connect_ex", "sendto", "sendmsg", "bind"):
        setattr(socket.socket, name, _no_network)
    socket.create_connection = _no_network  # type: ignore[assignment]
    socket.getaddrinfo = _no_network  # type: ignore[assignment]


CLONE_NEWUSER, CLONE_NEWNET = 0x10000000, 0x40000000
PR_SET_PDEATHSIG = 1
SANDBOX: dict[str, Any] | None = None


def _map_ids(uid: int, gid: int) -> None:
    """Keep our own uid/gid inside a new user namespace (else they read as 65534)."""
    try:
        for name, text in (("setgroups", "deny"), ("uid_map", f"{uid} {uid} 1"), ("gid_map", f"{gid} {gid} 1")):
            with open(f"/proc/self/{name}", "w") as f:
                f.write(text)
    except OSError:
        pass


def isolate_network() -> dict[str, Any]:
    """Move this process into a new network namespace: ``{"isolated": bool, "how": why}``. Must run while
    the process has one thread (a new user namespace requires it): before torch is imported."""
    if not sys.platform.startswith("linux"):
        return {"isolated": False, "how": f"network namespaces are Linux-only (this is {sys.platform})"}
    import ctypes
    libc = ctypes.CDLL(None, use_errno=True)
    uid, gid = os.getuid(), os.getgid()
    failed = []
    for flags, how in ((CLONE_NEWNET, "a new network namespace"),
                       (CLONE_NEWUSER | CLONE_NEWNET, "a new user and network namespace")):
        if libc.unshare(flags) == 0:
            if flags & CLONE_NEWUSER:
                _map_ids(uid, gid)
            return {"isolated": True, "how": f"{how}, no interface up (not even loopback)"}
        failed.append(f"{how}: {os.strerror(ctypes.get_errno())}")
    return {"isolated": False, "how": "cannot create a network namespace (" + "; ".join(failed) + ")"}


def die_with_parent() -> None:
    """The kernel kills this process when the one that started it dies, even by SIGKILL (Linux)."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    parent = os.environ.get("INDUCTOR_LENS_PARENT_PID")
    if parent and parent.isdigit() and os.getppid() != int(parent):   # it died before the prctl
        os._exit(1)


def sandbox() -> dict[str, Any]:
    """Isolate this process, once: the network namespace (what the result reports), Python's sockets
    disabled, death with the parent."""
    global SANDBOX
    if SANDBOX is None:
        SANDBOX = isolate_network()
        disable_network()
        die_with_parent()
    return SANDBOX


_EMIT = threading.Lock()   # lines come from the main thread and from a step's ticker
TICK_S = 1.0               # a long step's progress line is repeated this often, with its seconds


def emit(obj: dict[str, Any]) -> None:
    line = json.dumps(obj, default=str) + "\n"
    with _EMIT:
        sys.stdout.write(line)
        sys.stdout.flush()


def progress(msg: str, fraction: float) -> None:
    emit({"progress": msg, "fraction": round(fraction, 3)})


class step:
    """A long step as a context manager: its progress line at ``lo`` first, then every ``TICK_S`` the same
    line with the seconds spent so far and a fraction moving from ``lo`` towards ``hi`` (half way after
    ``expect`` seconds, never reaching it), so the front ends show progress that moves."""

    clock = staticmethod(time.perf_counter)

    def __init__(self, msg: str, lo: float, hi: float, expect: float = 5.0):
        self.msg, self.lo, self.hi, self.expect = msg, lo, hi, max(expect, 0.1)
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None

    def fraction(self, elapsed: float) -> float:
        return self.lo + (self.hi - self.lo) * elapsed / (elapsed + self.expect)

    def _tick(self, t0: float) -> None:
        while not self._stop.wait(TICK_S):
            elapsed = self.clock() - t0
            progress(f"{self.msg} ({elapsed:.0f} s)", self.fraction(elapsed))

    def __enter__(self) -> "step":
        progress(self.msg, self.lo)
        self._thread = threading.Thread(target=self._tick, args=(self.clock(),), daemon=True)
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        if self._thread is not None:
            self._thread.join()


#: the source string of an ``async_compile.cpp_pybinding([...], r'''...''')`` / ``async_compile.cpp(...)`` call
def cpp_sources(text: str) -> list[str]:
    """The C++ sources of ``async_compile.cpp_pybinding([...], r'''...''')`` / ``async_compile.cpp(...)``
    calls, as the regex ``async_compile\\.cpp(?:_pybinding)?\\((?:\\[[^\\]\\n]*\\],\\s*)?r?'''(.*?)'''`` (DOTALL)
    finds them, read with ``str.find`` in one pass (that regex scanned the rest of a line again from every
    repetition of the call on it: quadratic)."""
    out: list[str] = []
    head = "async_compile.cpp"
    i, no_bracket_until = 0, -1      # a line found without "]" after a "[": no later "[" on it has one
    while (i := text.find(head, i)) >= 0:
        j = i + len(head)
        if text.startswith("_pybinding", j):
            j += len("_pybinding")
        if not text.startswith("(", j):
            i = j
            continue
        j += 1
        if text.startswith("[", j):
            nl = text.find("\n", j)
            nl = len(text) if nl < 0 else nl
            k = -1 if j < no_bracket_until else text.find("]", j, nl)
            if k < 0:
                no_bracket_until = nl
                i = j
                continue
            if not text.startswith(",", k + 1):
                i = j
                continue
            j = k + 2
            while j < len(text) and text[j].isspace():
                j += 1
        if text.startswith("r'''", j):
            j += 4
        elif text.startswith("'''", j):
            j += 3
        else:
            i = j
            continue
        e = text.find("'''", j)
        if e < 0:
            break
        out.append(text[j:e])
        i = e + 3
    return out


def count_loop_nests(code: list[str], device: str) -> int:
    """Loop nests over memory in generated code: Triton kernels on CUDA, outermost C++ loops on CPU."""
    from .original import cpp_loop_nests
    text = "\n".join(code)
    if device.startswith("cuda"):
        return text.count("@triton.jit")
    # the C++ sources are the r'''...''' strings of async_compile.cpp_pybinding / cpp
    srcs = cpp_sources(text)
    return sum(cpp_loop_nests(s) for s in srcs) if srcs else cpp_loop_nests(text)


def load_per_cpu() -> float | None:
    """The 1-minute load average per CPU (None where the system does not say): what else ran while timing."""
    try:
        return round(os.getloadavg()[0] / (os.cpu_count() or 1), 2)
    except (AttributeError, OSError):
        return None


def _stats(times: list[float], number: int, timer: str) -> dict[str, Any]:
    q = statistics.quantiles(times, n=4) if len(times) >= 4 else [min(times), statistics.median(times), max(times)]
    return {"median_s": statistics.median(times), "iqr_s": q[2] - q[0], "q1_s": q[0], "q3_s": q[2],
            "min_s": min(times), "max_s": max(times),
            "repetitions": len(times) * number, "samples": len(times), "number_per_run": number, "timer": timer}


def _calls_per_block(fn) -> int:
    """Calls per timed block so that a block lasts >= 1 ms (the clock's resolution does not matter)."""
    import math
    for _ in range(3):
        fn()
    t0 = time.perf_counter()
    fn()
    return max(1, math.ceil(1e-3 / max(time.perf_counter() - t0, 1e-7)))


BUFFER_SETS = 3   # each variant runs on this many separately allocated sets of buffers


def time_cpu(groups: list[list], min_time: float) -> list[dict[str, Any]]:
    """Warmed, repeated wall-clock timing of one or more variants, each a group of callables that run the
    same kernels on separately allocated buffers (a kernel's speed depends on where its buffers lie, by
    10-20% here). All callables' blocks are interleaved, in a new random order each round, so that the
    machine's drift and noise, and what the previous block left in the caches, fall on every variant
    alike: blocks of ``number`` calls (>= 1 ms each), at least 10 blocks
    and ``min_time`` seconds per variant; median and IQR over the pooled blocks' per-call means."""
    import random
    fns = [fn for group in zip(*groups) for fn in group]           # a1, b1, a2, b2, ...
    numbers = [_calls_per_block(fn) for fn in fns]
    times: list[list[float]] = [[] for _ in fns]
    order = list(range(len(fns)))
    shuffle = random.Random(0).shuffle
    end = time.perf_counter() + min_time * len(groups)
    while min(len(t) for t in times) < 10 or time.perf_counter() < end:
        shuffle(order)   # a new order each round: no callable always runs after the same one
        for i in order:
            fn, number, t = fns[i], numbers[i], times[i]
            t0 = time.perf_counter()
            for _ in range(number):
                fn()
            t.append((time.perf_counter() - t0) / number)
        if len(times[0]) >= 100_000:
            break
    out = []
    for g in range(len(groups)):
        mine = [i for i in range(len(fns)) if i % len(groups) == g]
        pooled = [x for i in mine for x in times[i]]
        n = numbers[mine[0]]
        sets = f" on {len(mine)} buffer sets" if len(mine) > 1 else ""
        other = ", interleaved in random order with the other variants'" if len(groups) > 1 else ""
        out.append(_stats(pooled, n, f"time.perf_counter, warmed, {len(pooled)} blocks of ~{n} "
                                     f"call{'s' if n > 1 else ''}{sets}{other}"))
    return out


def time_cuda(groups: list[list], min_time: float) -> list[dict[str, Any]]:
    """CUDA timing of one or more variants (groups of callables on separately allocated buffers) in
    interleaved rounds: Triton's do_bench (warm-up, L2 flushed between runs, CUDA events) or, without
    Triton, CUDA events around each launch."""
    import torch
    fns = [fn for group in zip(*groups) for fn in group]
    rounds = 5 if len(fns) > 1 else 1
    times: list[list[float]] = [[] for _ in fns]
    try:
        from triton.testing import do_bench
        for i in range(rounds):
            for fn, t in zip(fns, times):
                got = do_bench(fn, warmup=25 if i == 0 else 5,
                               rep=max(20, int(min_time * 1000 * len(groups) / len(fns) / rounds)),
                               return_mode="all")
                t.extend(x / 1e3 for x in got)
        timer = "triton.testing.do_bench (L2 flushed, CUDA events)"
    except Exception:  # no Triton, or do_bench failed: CUDA events around each launch
        times = [[] for _ in fns]
        for fn in fns:
            for _ in range(10):
                fn()
        torch.cuda.synchronize()
        t_end = time.perf_counter() + min_time * len(groups)
        while time.perf_counter() < t_end or min(len(t) for t in times) < 20:
            for fn, t in zip(fns, times):
                a, b = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
                a.record()
                fn()
                b.record()
                torch.cuda.synchronize()
                t.append(a.elapsed_time(b) / 1e3)
        timer = "CUDA events"
    out = []
    for g in range(len(groups)):
        mine = [i for i in range(len(fns)) if i % len(groups) == g]
        sets = f" on {len(mine)} buffer sets" if len(mine) > 1 else ""
        other = f", {rounds} rounds interleaved with the other variant's" if len(groups) > 1 else ""
        out.append(_stats([x for i in mine for x in times[i]], 1, timer + sets + other))
    return out


def launcher(code: list[str], compiled, args, device: str) -> tuple[Any, dict[str, Any]]:
    """A callable launching the kernels Inductor generated for a variant directly from its module's
    call() (the same way the original kernels are launched: no Dynamo guards, no Python wrapper), and
    what it launches; or the compiled callable when the module cannot be replayed."""
    from .original import (
        NotReproducible,
        build_original,
        generated_calls,
        read_output_code,
    )
    try:
        src = next(c for c in code if "def call" in c)
        oc = read_output_code(src)
        calls = generated_calls(oc)
        if not calls:
            raise NotReproducible("no generated kernel")
        fn, info = build_original(oc, calls, lambda name: None, {}, device)
        fn()
        return fn, {"kernels": info["kernels"], "how": "generated kernels launched directly"}
    except (StopIteration, NotReproducible) as err:
        return (lambda: compiled(*args)), {"how": f"the compiled callable (kernels not replayable: {err})"}


def time_variants(code_u: list[str], unfused, code_f: list[str], fused, args, device: str,
                  min_time: float, original: list | None = None) -> list[dict[str, Any]]:
    """Time both variants (and the original kernels' launchers, when given) in one interleaved session,
    the variants launched the same way (directly, or both as compiled callables when one cannot be
    launched directly, or the other's Python and guard overhead would decide)."""
    fu, iu = zip(*[launcher(code_u, unfused, args, device) for _ in range(BUFFER_SETS)])
    ff, if_ = zip(*[launcher(code_f, fused, args, device) for _ in range(BUFFER_SETS)])
    iu, if_ = iu[0], if_[0]
    if ("kernels" in iu) != ("kernels" in if_):
        why = iu["how"] if "kernels" not in iu else if_["how"]
        fu, ff = [lambda: unfused(*args)], [lambda: fused(*args)]
        iu = if_ = {"how": f"both variants as compiled callables (one could not be launched directly: {why})"}
    timer = time_cuda if device.startswith("cuda") else time_cpu
    groups = [list(fu), list(ff)]
    if original:
        groups.append(original[: len(fu)])   # as many buffer sets as the variants have
    out = timer(groups, min_time)
    for t, info in zip(out, (iu, if_)):
        t["timer"] += "; " + info["how"]
        if "kernels" in info:
            t["kernels"] = info["kernels"]
    return out


def compare_outputs(rb, out_u, out_f) -> tuple[float, float, float, bool]:
    """(max abs error, max rel error, tolerance, match) of the two variants' outputs (a tuple of them
    when a fused node's outputs are compared: the worst of each figure, all must match)."""
    import torch
    if isinstance(out_u, (tuple, list)):
        if len(out_u) != len(out_f):
            return float("inf"), float("inf"), 0.0, False
        res = [compare_outputs(rb, u, f) for u, f in zip(out_u, out_f, strict=True)]
        return (max(r[0] for r in res), max(r[1] for r in res), max(r[2] for r in res),
                all(r[3] for r in res))
    if rb.fused_perm is not None:  # the fused variant iterates its shared outer loop first
        out_u = out_u.permute(rb.fused_perm).reshape(out_f.shape)
    diff = (out_u.double() - out_f.double()).abs()
    finite = torch.isfinite(out_u) & torch.isfinite(out_f)
    same_nonfinite = bool(((~torch.isfinite(out_u)) == (~torch.isfinite(out_f))).all())
    max_abs = float(diff[finite].max()) if bool(finite.any()) else 0.0
    denom = out_u.double().abs()[finite].clamp_min(1e-12)
    max_rel = float((diff[finite] / denom).max()) if bool(finite.any()) else 0.0
    tol = 1e-6 if out_u.dtype == torch.float64 else (1e-4 if out_u.dtype == torch.float32 else 1e-2)
    return max_abs, max_rel, tol, same_nonfinite and (max_abs <= tol or max_rel <= tol)


def rebuild(req: dict[str, Any], ir, device: str):
    """The request's variants rebuilt from the IR: a pair (``rebuild_pair``), or a fused node against its
    parts (``rebuild_split``, when the request has ``split``: "" every member alone, or "op1_op2/op3")."""
    from .relower import rebuild_pair, rebuild_split
    if req.get("split") is not None:
        progress(f"rebuilding {req['node1']} and its parts from the IR", 0.05)
        return rebuild_split(ir, req["node1"], req["split"] or None, req.get("sizes") or {}, device)
    progress(f"rebuilding {req['node1']} -> {req['node2']} from the IR", 0.05)
    return rebuild_pair(ir, req["node1"], req["node2"], req.get("sizes") or {}, device)


def fused_kernels_note(ir, rb, fused_nests: int, device: str) -> str:
    """A split's fused variant that is not one Triton kernel, as Inductor's fused node is on CUDA: said, with
    why when the IR says (a ``FusedMixOrderReductions`` group: row and column reductions of one input in
    one kernel, whose split column reductions the rebuild compiles as plain reductions). "" otherwise."""
    if not rb.parts or not device.startswith("cuda") or fused_nests <= 1:
        return ""
    from ..ir.groups import group_node
    sec = next((x for x in reversed(ir.sections) if group_node(x, rb.producer) is not None), None)
    top = group_node(sec, rb.producer) if sec is not None else None
    kind = top.kind if top is not None else ""
    why = (f": Inductor built {rb.producer} as one mix-order reduction kernel ({kind}: row and column reductions "
           "of one input together), which the rebuild does not reproduce (its split column reductions compile as "
           "plain reductions); --original times Inductor's own kernel from output_code.py (with --codegen on CUDA: "
           "compiles it for its registers and spills)") \
        if kind == "FusedMixOrderReductions" else ""
    return (f" NOTE: the rebuilt fused variant is {fused_nests} Triton kernels where Inductor's fused node is one"
            f"{why}.")


def split_words(rb, result: dict[str, Any]) -> None:
    """A split fused node's result in its own words: its parts, and the verdict said of the fusion
    Inductor made (the pair's words are about a fusion Inductor refused)."""
    from .verdict import split_sentence
    result["split"] = rb.parts
    result["shared_buffer"] = None
    if result.get("verdict_kind") is not None and result.get("speedup"):
        result["verdict"] = split_sentence(result["verdict_kind"], result["speedup"], len(rb.parts),
                                           result["verdict"])


def run(req: dict[str, Any]) -> dict[str, Any]:
    network = sandbox()
    if req.get("codegen"):
        return run_codegen(req)
    import torch
    import torch._inductor.config as icfg
    from torch._inductor.utils import run_and_get_code

    from ..ir.parse import parse_text
    from .bytes import pair_bytes, split_bytes
    from .relower import Unsupported, make_inputs, variant_context
    from .report import unmerged_note

    icfg.force_disable_caches = True
    icfg.compile_threads = 1
    device = req.get("device") or ("cuda" if torch.cuda.is_available() else "cpu")
    if device.startswith("cuda") and not torch.cuda.is_available():
        raise Unsupported("--device cuda asked, but this machine has no CUDA device")
    min_time = float(req.get("min_time", 1.0))
    ir = parse_text(req["text"], req.get("path"))
    rb = rebuild(req, ir, device)
    args = make_inputs(rb, device)

    def compile_variant(variant: str):
        """The compiled variant, its output on ``args``, its generated code and the compile seconds."""
        torch._dynamo.reset()
        with variant_context(rb, variant):
            compiled = torch.compile(getattr(rb, variant), fullgraph=True, dynamic=False)
            t0 = time.perf_counter()
            out, code = run_and_get_code(compiled, *args)
            return compiled, out, code, time.perf_counter() - t0

    with step("compiling the split variant (no fusion between its parts)" if rb.parts else
              "compiling the unfused variant (fusion disabled)", 0.1, 0.35, expect=5):
        unfused, out_u, code_u, compile_u = compile_variant("unfused")
    with step("compiling the fused variant", 0.35, 0.5, expect=3):
        fused, out_f, code_f, compile_f = compile_variant("fused")

    max_abs, max_rel, tol, match = compare_outputs(rb, out_u, out_f)
    result: dict[str, Any] = {
        "node1": rb.producer, "node2": rb.consumer, "shared_buffer": rb.shared, "device": device,
        "torch": torch.__version__, "inputs": {k: {"numel": v[0], "dtype": str(v[1])} for k, v in rb.inputs.items()},
        "fused_how": rb.fused_how, "max_abs_err": max_abs, "max_rel_err": max_rel, "numerics_match": match,
        "tolerance": tol,
        "unfused": {"loop_nests": count_loop_nests(code_u, device), "compile_s": compile_u},
        "fused": {"loop_nests": count_loop_nests(code_f, device), "compile_s": compile_f},
        "ran_output_code": False, "network": network,
    }
    if not match:
        result["speedup"] = None
        result["verdict"] = (f"the two variants disagree (max abs error {max_abs:.3g}, max rel {max_rel:.3g}): "
                             "no timings reported")
        if rb.parts:
            split_words(rb, result)
        return result

    if not device.startswith("cuda"):
        # kernels that update a buffer in place (the original ones, `in_out_ptr`) run on their own output
        # again and again while timed: values can drift into denormals, which are ~100x slower on CPU
        torch.set_flush_denormal(True)
    orig = None
    if req.get("output_code"):
        with step("building the original kernels from output_code.py", 0.5, 0.55, expect=3):
            orig = prepare_original(req, ir, device)
        result["ran_output_code"] = orig.pop("ran")
    groups = 3 if orig and "fns" in orig else 2
    with step("timing both variants (interleaved)" + (" and the original kernels" if groups == 3 else ""),
              0.55, 0.99, expect=min_time * groups + 1):
        timed = time_variants(code_u, unfused, code_f, fused, args, device, min_time,
                              orig["fns"] if orig and "fns" in orig else None)
    tu, tf = timed[0], timed[1]
    moved = split_bytes(ir, req["node1"], rb.parts, req.get("sizes") or {}) if rb.parts else \
        pair_bytes(ir, req["node1"], req["node2"], req.get("sizes") or {})
    result["unfused"].update(tu)
    result["fused"].update(tf)
    result["unfused"]["bytes"] = moved["unfused"]
    result["fused"]["bytes"] = moved["fused"]
    for k in ("unfused", "fused"):
        r = result[k]
        r["bandwidth_gb_s"] = r["bytes"] / r["median_s"] / 1e9 if r["median_s"] else None
    speedup = tu["median_s"] / tf["median_s"]
    result["speedup"] = speedup
    noise = max(tu["iqr_s"] / tu["median_s"], tf["iqr_s"] / tf["median_s"])
    result["noise"] = noise
    result["load_per_cpu"] = load_per_cpu()
    from .result import Timing
    from .verdict import decide
    kind, line = decide(Timing.from_json(tu), Timing.from_json(tf), result["load_per_cpu"])
    result["verdict_kind"], result["verdict"] = str(kind), line
    nu, nf = result["unfused"]["loop_nests"], result["fused"]["loop_nests"]
    result["fused_merged"] = nf < nu
    if nf >= nu:  # e.g. C++ outer-loop fusion of a reduction with a same-size epilogue keeps two loops
        result["verdict"] += unmerged_note(nf)
    if device.startswith("cuda") and not req.get("no_resources"):
        add_resources(result, {"unfused": "\n".join(code_u), "fused": "\n".join(code_f)}, None, (0.99, 0.995))
    if orig is not None:
        result["original"] = original_result(req, orig["info"], timed[2], result) if "fns" in orig else orig
    if rb.parts:
        split_words(rb, result)
        result["verdict"] += fused_kernels_note(ir, rb, nf, device)
    progress("done", 1.0)
    return result


def kernels(source: str) -> list[dict[str, str]]:
    """The kernels of a module Inductor generated, in order: name and source (read with ``ast`` by
    ``original.read_output_code``, as for the original kernels)."""
    from .original import read_output_code
    return [{"name": k.name, "source": k.source.strip("\n") + "\n"} for k in read_output_code(source).kernels.values()]


def autotuned_configs(sources: dict[str, str]) -> dict[str, dict[str, list[dict]]]:
    """After a GPU run: for each variant (its generated module's source), kernel -> the configs its
    autotuner kept (its launchers), from the modules Inductor loaded in this process. Empty when none is
    found (a module not loaded from the code given, an Inductor that keeps them elsewhere)."""
    from torch._inductor.codecache import PyCodeCache
    from torch._inductor.runtime.triton_heuristics import CachingAutotuner
    out: dict[str, dict[str, list[dict]]] = {v: {} for v in sources}
    for mod in list(getattr(PyCodeCache, "modules", [])):
        try:
            with open(mod.__file__, encoding="utf-8") as f:
                text = f.read().strip()
        except (OSError, AttributeError, TypeError):
            continue
        variant = next((v for v, src in sources.items() if src.strip() and src.strip() == text), None)
        if variant is None:
            continue
        for name, obj in vars(mod).items():
            if isinstance(obj, CachingAutotuner) and obj.launchers:
                out[variant][name] = [{"config": {k: int(x) for k, x in ln.config.kwargs.items() if isinstance(x, int)},
                                       "num_warps": ln.config.num_warps, "num_stages": ln.config.num_stages}
                                      for ln in obj.launchers]
    return out


def add_resources(result: dict[str, Any], sources: dict[str, str], simulated: str | None,
                  at: tuple[float, float] = (0.95, 0.99)) -> None:
    """Each variant's Triton kernels compiled for the device (or the simulated H200) with their registers,
    spills, shared memory, launch config and occupancy (``measure.resources``): ``result[v]["resources"]``
    and ``resources_target``; the failure as ``resources_error`` (the benchmark stands without them)."""
    import torch

    from .codegen import H200
    from .resources import compile_kernels, device_limits, mark_chosen
    try:
        props = H200 if simulated else torch.cuda.get_device_properties(torch.cuda.current_device())
        limits = device_limits(props)
        with step("compiling each kernel's configs for the device (registers, spills, occupancy)", *at,
                  expect=2):
            kept = {} if simulated else autotuned_configs(sources)
            for v in ("unfused", "fused"):
                ks = [(k["name"], k["source"]) for k in kernels(sources[v])]
                res = compile_kernels(ks, limits, simulated is not None)
                mark_chosen(res, kept.get(v, {}))
                result[v]["resources"] = [r.to_json() for r in res]
        import triton
        cap = f"sm_{props.major}{props.minor}"
        result["resources_target"] = (f"{props.name}, {cap}: " + (
            f"compiled here by Triton {triton.__version__} and its ptxas, not run (the autotuner's choice among "
            "a kernel's configs needs the GPU)" if simulated else
            f"compiled by Triton {triton.__version__} and its ptxas for this GPU"))
    except Exception as err:   # no Triton/ptxas, or a compile failure: said, the benchmark stands
        result["resources_error"] = f"{type(err).__name__}: {err}"[:300]


def original_resources(req: dict[str, Any], device: str, simulated: str | None) -> dict[str, Any]:
    """``--codegen --original`` on CUDA: the node's own kernels from output_code.py (the plan's), compiled by
    Triton for the device with ptxas's registers and spills, not run. Code from the file goes to Triton's
    compiler (its module-level lines run): asked for with --original, and the report says so. Never raises:
    ``{"error": why}``."""
    plan = req.get("original") or {}
    if "error" in plan:
        return {"error": plan["error"]}
    if not device.startswith("cuda"):
        return {"error": "with --codegen on CPU the original kernels are neither run nor compiled (on CUDA they "
                         "are compiled for their registers and spills)"}
    try:
        import torch

        from .codegen import H200
        from .original import read_output_code
        from .resources import compile_kernels, device_limits
        oc = read_output_code(req["output_code"])
        names = [k for k in plan.get("kernels") or [] if k in oc.kernels]
        if not names or any(oc.kernels[k].kind != "triton" for k in names):
            return {"error": "output_code.py has no Triton kernel for the node (generated for another device?)"}
        props = H200 if simulated else torch.cuda.get_device_properties(torch.cuda.current_device())
        with step("compiling the original kernels from output_code.py (registers, spills)", 0.99, 0.995, expect=2):
            res = compile_kernels([(k, oc.kernels[k].source.strip("\n") + "\n") for k in names],
                                  device_limits(props), simulated is not None)
        return {"kernels": names, "lines": plan.get("lines"), "nodes": plan.get("nodes"),
                "comparable": plan.get("comparable"), "resources": [r.to_json() for r in res]}
    except Exception as err:    # said, the codegen result stands
        return {"error": f"{type(err).__name__}: {err}"[:300]}


def run_codegen(req: dict[str, Any]) -> dict[str, Any]:
    """Both variants' generated kernels, nothing run: on CUDA without a GPU, as Inductor generates them
    for a simulated H200 (``codegen.simulated_cuda``)."""
    import torch

    from ..ir.parse import parse_text
    from .codegen import H200, can_simulate_cuda, generate
    from .relower import Unsupported

    device = req.get("device") or ("cuda" if torch.cuda.is_available() else "cpu")
    simulated = None
    if device.startswith("cuda") and not torch.cuda.is_available():
        if not can_simulate_cuda():
            raise Unsupported("generating CUDA kernels needs the triton package (pip install triton)")
        simulated = H200.name
    ir = parse_text(req["text"], req.get("path"))
    rb = rebuild(req, ir, device)
    t0 = time.perf_counter()
    with step("generating both variants' kernels" + (f" for a {simulated}" if simulated else ""), 0.2,
              0.5 if req.get("interpret") else 0.95, expect=5):
        code = generate(rb, device)
    result: dict[str, Any] = {
        "node1": rb.producer, "node2": rb.consumer, "shared_buffer": rb.shared, "device": device,
        "simulated_device": simulated, "torch": torch.__version__, "codegen": True, "fused_how": rb.fused_how,
        "codegen_s": time.perf_counter() - t0, "ran_output_code": False, "network": sandbox()}
    for v in ("unfused", "fused"):
        result[v] = {"loop_nests": count_loop_nests([code[v]], device), "kernels": kernels(code[v])}
    nu, nf = result["unfused"]["loop_nests"], result["fused"]["loop_nests"]
    result["fused_merged"] = nf < nu
    what = "Triton kernel" if device.startswith("cuda") else "C++ loop nest"
    result["verdict"] = (f"Forcing the fusion gives {nf} {what}{'s' if nf != 1 else ''} where Inductor's schedule "
                         f"has {nu} (generated, not run: no timings)") if not rb.parts else (
        f"The fused node as Inductor built it gives {nf} {what}{'s' if nf != 1 else ''}, its {len(rb.parts)} "
        f"parts {nu} (generated, not run: no timings)")
    result["verdict"] += fused_kernels_note(ir, rb, nf, device)
    if device.startswith("cuda") and not req.get("no_resources"):
        add_resources(result, code, simulated)
    if req.get("output_code") and req.get("original") is not None:
        result["original"] = original_resources(req, device, simulated)
        result["ran_output_code"] = "resources" in result["original"]
    if req.get("interpret"):
        result["interpreted"] = interpret_variants(rb, code, device)
        i = result["interpreted"]
        result["numerics_match"] = i["numerics_match"]
        result["verdict"] = result["verdict"].replace("generated, not run: ", "")
        result["verdict"] += ("; both variants' kernels run in Triton's interpreter on the CPU: outputs "
                              + (f"agree (max abs error {i['max_abs_err']:.3g})" if i["numerics_match"] else
                                 f"DISAGREE (max abs error {i['max_abs_err']:.3g}, max rel {i['max_rel_err']:.3g})"))
    if rb.parts:
        result["split"], result["shared_buffer"] = rb.parts, None
    progress("done", 1.0)
    return result


def interpret_variants(rb, code: dict[str, str], device: str) -> dict[str, Any]:
    """Both generated CUDA modules run on CPU tensors through Triton's interpreter (measure/interpret.py)
    and their outputs compared: numerics only, no timings."""
    from .interpret import InterpreterUnavailable, run_module
    from .relower import Unsupported, make_inputs
    if not device.startswith("cuda"):
        raise Unsupported("--interpret runs Triton kernels: use it with --device cuda")
    args = make_inputs(rb, "cpu")
    outs, secs = {}, {}
    for i, v in enumerate(("unfused", "fused")):
        t0 = time.perf_counter()
        try:
            with step(f"running the {v} variant's Triton kernels in the interpreter", 0.5 + 0.25 * i,
                      0.75 + 0.24 * i, expect=10):
                res = run_module(code[v], [a.clone() for a in args])
            outs[v] = tuple(res) if rb.apart or rb.parts else res[0]   # a fused node's side: all its outputs
        except InterpreterUnavailable as err:
            raise Unsupported(f"cannot interpret the Triton kernels: {err}") from err
        secs[v] = time.perf_counter() - t0
    max_abs, max_rel, tol, match = compare_outputs(rb, outs["unfused"], outs["fused"])
    return {"max_abs_err": max_abs, "max_rel_err": max_rel, "tolerance": tol, "numerics_match": match,
            "interpret_s": secs, "timed": False}


def prepare_original(req: dict[str, Any], ir, device: str) -> dict[str, Any]:
    """The kernel(s) Inductor generated for the pair (from output_code.py), built and ready to launch on
    ``BUFFER_SETS`` sets of buffers: ``{"fns": [...], "info": {...}, "ran": True}``. Never raises: a pair
    that output_code.py cannot reproduce gets ``{"error": why, "ran": ...}``. ``ran``: whether kernel
    source from the file went to a compiler (and so may have run)."""
    from .original import (
        NotReproducible,
        build_original,
        cpp_loop_nests,
        pair_kernels,
        read_output_code,
    )
    from .relower import Unsupported
    ran = False
    try:
        oc = read_output_code(req["output_code"])
        plan = req.get("original") or {}
        if "error" in plan:
            return {"error": plan["error"], "ran": False}
        if plan.get("lines"):
            by_line = {c.line: c for c in oc.calls}
            calls = [by_line[ln] for ln in plan["lines"] if ln in by_line]
            if len(calls) != len(plan["lines"]):
                raise NotReproducible("output_code.py's kernel calls moved: cannot find them again")
        else:  # no post-fusion IR to map with: the kernels that first name the pair's buffers
            n1, n2 = ir.node(req["node1"]), ir.node(req["node2"])
            b1 = [d.name for d in n1.writes] if n1 else []
            b2 = [d.name for d in n2.writes] if n2 else []
            calls = pair_kernels(oc, b1, b2)
        odev = "cuda" if any(oc.kernels[c.kernel].kind == "triton" for c in calls) else "cpu"
        if odev != ("cuda" if device.startswith("cuda") else "cpu"):
            raise NotReproducible(f"output_code.py was generated for {odev}, the benchmark runs on {device}")

        from .bytes import buffer_layout
        fns = []
        ran = True
        for _ in range(BUFFER_SETS):  # compiled once; each set allocates its own buffers
            fn, info = build_original(oc, calls, lambda name: buffer_layout(ir, name), req.get("sizes") or {},
                                      device)
            fn()  # compile and warm
            fns.append(fn)
    except (NotReproducible, Unsupported) as err:
        return {"error": str(err), "ran": ran}
    except Exception as err:  # a kernel that fails to build or run must not lose the main result
        return {"error": f"{type(err).__name__}: {err}", "ran": ran}
    src = "\n".join(oc.kernels[k].source for k in dict.fromkeys(info["kernels"]))
    info["loop_nests"] = src.count("@triton.jit") if device.startswith("cuda") else cpp_loop_nests(src)
    info["nodes"] = plan.get("nodes")
    info["comparable"] = plan.get("comparable", True)
    return {"fns": fns, "info": info, "ran": ran}


def original_result(req: dict[str, Any], info: dict[str, Any], t: dict[str, Any],
                    result: dict[str, Any]) -> dict[str, Any]:
    """The original kernels' timing, compared with the rebuilt variant matching what Inductor did."""
    info = dict(info, **t)
    compare = req.get("scheduled") or "unfused"
    ref = result[compare]["median_s"]
    info["compared_with"] = compare
    info["rebuilt_over_original"] = ratio = ref / t["median_s"] if t["median_s"] else None
    info["within_20_percent"] = (ratio is not None and 0.8 <= ratio <= 1.2) if info["comparable"] else None
    return info


def verdict_line(tu: dict[str, Any], tf: dict[str, Any]) -> str:
    """One line: was Inductor right to keep the pair apart? (``verdict.decide`` on both variants' timing
    statistics as the worker writes them)."""
    from .result import Timing
    from .verdict import decide
    return decide(Timing.from_json(tu), Timing.from_json(tf))[1]


NO_TORCH = ("torch is not installed in the benchmark's Python: pip install 'inductor-lens[bench]' "
            "(tested with torch 2.14.1)")


def import_torch() -> bool:
    try:
        import torch  # noqa: F401
    except ImportError:
        return False
    return True


def warm_up() -> None:
    """What a worker started ahead does before its request: Inductor's one-time setup (its lazy imports,
    the C++ compiler's checks) by compiling a tiny function on the CPU, with the settings ``run`` uses
    (no caches, no compile processes). Best effort: a failure here is met again, and reported, by the
    request itself."""
    try:
        import torch
        import torch._inductor.config as icfg
        from torch._inductor.utils import run_and_get_code

        from .relower import rebuild_pair  # noqa: F401  (the rebuild's imports)
        icfg.force_disable_caches = True
        icfg.compile_threads = 1
        run_and_get_code(torch.compile(lambda x: (x * 2).sum(0), fullgraph=True, dynamic=False), torch.ones(4, 4))
        torch._dynamo.reset()
    except Exception:
        pass


def main(argv: list[str] | None = None) -> int:
    sandbox()   # before anything else: one thread, nothing imported yet
    warm = "--warm" in (sys.argv[1:] if argv is None else argv)
    t0 = time.perf_counter()
    if warm:   # started ahead: torch and Inductor's setup before the request (module docstring)
        with step("importing torch (worker started ahead)", 0.02, 0.03, expect=5):
            has_torch = import_torch()
        if has_torch:
            with step("warming up Inductor (worker started ahead)", 0.03, 0.05, expect=10):
                warm_up()
        emit({"ready": round(time.perf_counter() - t0, 2)})
    text = sys.stdin.read()
    if not text.strip():   # the process that started it closed our stdin without a request: it is gone
        return 0
    req = json.loads(text)
    if warm:
        progress(f"request received by the worker started ahead ({time.perf_counter() - t0:.0f} s before)", 0.05)
    else:
        progress("importing torch", 0.02)
        has_torch = import_torch()
    if not has_torch:
        emit({"error": NO_TORCH, "kind": "unsupported"})
        return 0
    try:
        emit({"result": run(req)})
        return 0
    except Exception as err:
        from .relower import NeedsSizes, Unsupported
        cause = err
        while cause is not None and not isinstance(cause, (NeedsSizes, Unsupported)):
            cause = cause.__cause__ or cause.__context__  # raised inside a lowering: InductorError wraps it
        if cause is not None:
            err = cause
        if isinstance(err, NeedsSizes):
            emit({"error": str(err), "kind": "needs_sizes", "symbols": err.symbols})
            return 0
        if isinstance(err, Unsupported):
            emit({"error": str(err), "kind": "unsupported"})
            return 0
        import traceback
        emit({"error": f"{type(err).__name__}: {err}", "kind": "failed", "trace": traceback.format_exc()[-4000:]})
        return 1


def _exit(code: int) -> None:
    """Exit at once once the last line is out: torch's teardown (seconds with CUDA) would only delay
    the end of the process, which the client does not wait for."""
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(code)


if __name__ == "__main__":
    _exit(main())
