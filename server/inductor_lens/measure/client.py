"""Run the benchmark worker (no torch in this process): a subprocess per request, JSON lines back,
progress callbacks, cancellation, a timeout, and a cache so a second run of the same pair is instant.
The worker's result is read here into a ``measure.result.BenchResult``; the cache on disk holds its
``to_json()``. The result is returned as soon as its line arrives: the worker's exit is not waited for.

A worker started ahead (``prestart``: the language server, when an IR document opens) imports torch
and does Inductor's one-time setup before any request, then waits on its stdin; ``run_bench`` takes it
when it was started with the same command and environment, else starts one as before. At most one
waits at a time; it is killed by ``stop_prestarted``, at this process's exit, and it exits by itself
when its stdin closes or this process dies.

The cache key is the IR text's hash, the pair, the device, the timing budget, the worker's Python and the
result's revision (``RESULT_REV``): an edit to the file, another device or interpreter, or a worker that
reports more measures again.
"""
from __future__ import annotations

import hashlib
import json
import os
import queue
import subprocess
import sys
import threading
import time
from collections import deque
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

from ..children import child_env, module_command, quiet_directory
from ..files import read_text
from ..records import record
from .report import unmerged_note
from .result import BenchResult, RunSummary

ProgressFn = Callable[[str, float], None]


class BenchError(Exception):
    def __init__(self, message: str, kind: str = "failed", symbols: list[str] | None = None):
        super().__init__(message)
        self.kind = kind      # 'unsupported' | 'needs_sizes' | 'failed' | 'timeout' | 'cancelled'
        self.symbols = symbols or []   # needs_sizes: the size symbols to give values for


#: the result's revision, in the cache key of CUDA and codegen results: 2 added each kernel's registers,
#: spills and occupancy (``Timing.resources``)
RESULT_REV = 2


@record(slots=True)
class BenchRequest:
    text: str
    node1: str
    node2: str
    device: str | None = None        # 'cpu' | 'cuda' | None (cuda when available)
    path: str | None = None
    min_time: float = 1.0            # seconds of timing per variant
    timeout: float = 600.0
    sizes: dict[str, int] | None = None
    python: str | None = None        # the interpreter with torch; default: this one
    output_code: str | None = None   # text of the output_code.py beside the IR: its kernels are timed too
    scheduled: str | None = None     # 'fused' | 'unfused': what Inductor did with the pair (for that comparison)
    original: dict[str, Any] | None = None  # measure.plan.original_plan(): the pair's kernel calls in output_code
    repeat: int = 1                  # worker processes (each compiles and times anew); verdict only if they agree
    codegen: bool = False            # only generate both variants' kernels (CUDA: for a simulated H200 without a GPU)
    interpret: bool = False          # codegen on CUDA: also run both variants' Triton kernels in Triton's interpreter
    split: str | None = None         # node1 a fused node split into parts: "" every member alone, or "op1_op2/op3"

    def key(self) -> str:
        """The cache's name for this request (the module's docstring says what it holds)."""
        h = hashlib.sha256(self.text.encode("utf-8", errors="replace")).hexdigest()[:24]
        oc = hashlib.sha256(self.output_code.encode("utf-8", errors="replace")).hexdigest()[:16] \
            if self.output_code else None
        extra = json.dumps([self.node1, self.node2, self.device, self.min_time, self.sizes or {},
                            self.python or sys.executable, oc, self.scheduled, self.original]
                           + ([self.repeat] if self.repeat > 1 else []) + (["codegen"] if self.codegen else []) + (["interpret"] if self.interpret else [])
                           + ([f"split:{self.split}"] if self.split is not None else [])
                           + ([f"rev:{RESULT_REV}"] if (self.device or "").startswith("cuda") or self.codegen else []),
                           sort_keys=True, default=str)
        return h + "-" + hashlib.sha256(extra.encode()).hexdigest()[:16]

    def to_json(self) -> dict[str, Any]:
        """What the worker reads on its stdin (``worker.run``)."""
        return {"text": self.text, "path": self.path, "node1": self.node1, "node2": self.node2,
                "device": self.device, "min_time": self.min_time, "sizes": self.sizes or {},
                "output_code": self.output_code, "scheduled": self.scheduled, "original": self.original,
                "codegen": self.codegen, "interpret": self.interpret, "split": self.split}


_MEMORY: dict[str, BenchResult] = {}   # results read or made in this process (the disk cache's front)
_MEMORY_MAX = 256


def _remember(k: str, r: BenchResult) -> None:
    if len(_MEMORY) >= _MEMORY_MAX:       # the oldest goes: dicts keep insertion order
        _MEMORY.pop(next(iter(_MEMORY)))
    _MEMORY[k] = r


def cache_dir() -> Path:
    base = os.environ.get("INDUCTOR_LENS_CACHE") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "inductor-lens")
    return Path(base) / "bench"


def cached(req: BenchRequest) -> BenchResult | None:
    k = req.key()
    if k in _MEMORY:
        return _MEMORY[k]
    p = cache_dir() / f"{k}.json"
    try:
        r = BenchResult.from_json(json.loads(p.read_text()))
    except (OSError, ValueError):   # unreadable, or not a result: measured again
        return None
    _remember(k, r)
    return r


def _store(req: BenchRequest, result: BenchResult) -> None:
    k = req.key()
    _remember(k, result)
    try:
        d = cache_dir()
        d.mkdir(parents=True, exist_ok=True)
        (d / f"{k}.json").write_text(json.dumps(result.to_json(), default=str))
    except OSError:
        pass


def worker_command(python: str | None = None) -> list[str]:
    return module_command("inductor_lens.measure.worker", python)


def worker_env(interpret: bool = False) -> dict[str, str]:
    env = child_env()    # this very package, and nothing from the caller's working directory
    env.setdefault("TORCHINDUCTOR_FORCE_DISABLE_CACHES", "1")
    env["INDUCTOR_LENS_PARENT_PID"] = str(os.getpid())   # the worker dies with this process
    if interpret:
        env["TRITON_INTERPRET"] = "1"    # read when triton is first imported (measure/interpret.py)
    return env


_EOF = None   # what the reader queues when the worker's stdout ends


class Worker:
    """A worker process and its lines: a thread reads its stdout into ``lines`` (JSON objects; ``_EOF``
    at the end), another keeps the last lines of its stderr. ``key``: the command and environment it
    was started with (a worker started ahead serves a request that would start the same one)."""

    def __init__(self, python: str | None, interpret: bool = False, warm: bool = False):
        cmd = worker_command(python) + (["--warm"] if warm else [])
        env = worker_env(interpret)
        self.key = (tuple(worker_command(python)), tuple(sorted(env.items())))
        self.warm = warm
        try:
            self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                         text=True, env=env, cwd=quiet_directory(), start_new_session=True)
        except OSError as err:
            raise BenchError(f"cannot start the benchmark worker ({python or sys.executable}): {err}") from err
        self.lines: queue.Queue = queue.Queue()
        self.stderr_tail: deque[str] = deque(maxlen=40)
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self.stderr_tail.extend(self.proc.stderr), daemon=True).start()

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def _read(self) -> None:
        try:
            for line in self.proc.stdout:
                try:
                    msg = json.loads(line)
                except ValueError:
                    continue
                if isinstance(msg, dict):
                    self.lines.put(msg)
        except (OSError, ValueError):
            pass
        self.lines.put(_EOF)

    def kill(self) -> None:
        if self.proc.returncode is None:
            _kill(self.proc)

    def reap(self, grace: float = 30.0) -> None:
        """After its last line: wait for the exit in the background, kill it if it lingers."""
        def wait():
            try:
                self.proc.wait(timeout=grace)
            except subprocess.TimeoutExpired:
                _kill(self.proc)
        threading.Thread(target=wait, daemon=True).start()


_warm_lock = threading.Lock()
_warm: Worker | None = None     # the one worker started ahead, waiting for a request
_atexit_registered = False


def prestart(python: str | None = None) -> Worker | None:
    """Start a worker ahead of a benchmark (it imports torch and warms Inductor up, then waits for its
    request), unless one started with the same interpreter is waiting already; one waiting with
    another interpreter is replaced. The worker, or None when none can be started (no torch in this
    interpreter; ``python`` not an executable); then none waits."""
    global _warm, _atexit_registered
    if python is None:
        import importlib.util
        usable = importlib.util.find_spec("torch") is not None
    else:
        usable = os.path.isfile(python) and os.access(python, os.X_OK)
    if not usable:   # and one waiting for another interpreter is of no use
        stop_prestarted()
        return None
    key = (tuple(worker_command(python)), tuple(sorted(worker_env().items())))
    with _warm_lock:
        if _warm is not None and _warm.alive() and _warm.key == key:
            return _warm
        old, _warm = _warm, None
        if old is not None:
            old.kill()
        try:
            _warm = Worker(python, warm=True)
        except BenchError:
            return None
        if not _atexit_registered:
            import atexit
            atexit.register(stop_prestarted)
            _atexit_registered = True
        return _warm


def prestarted() -> Worker | None:
    """The worker started ahead and waiting, if any."""
    with _warm_lock:
        return _warm if _warm is not None and _warm.alive() else None


def stop_prestarted() -> None:
    """Kill the worker started ahead, if one is waiting (server shutdown and exit)."""
    global _warm
    with _warm_lock:
        old, _warm = _warm, None
    if old is not None:
        old.kill()


def _take(python: str | None, interpret: bool) -> Worker | None:
    """The worker started ahead, for a request that would start the same one; it is no longer waiting."""
    global _warm
    key = (tuple(worker_command(python)), tuple(sorted(worker_env(interpret).items())))
    with _warm_lock:
        w = _warm
        if w is None or w.key != key:
            return None
        _warm = None
    if not w.alive():   # it died waiting (killed from outside): start one as usual
        return None
    return w


def run_bench(req: BenchRequest, progress: ProgressFn | None = None, cancel: threading.Event | None = None,
              use_cache: bool = True) -> BenchResult:
    """Measure a pair; returns the worker's result (``cached`` true when it came from the cache). With
    ``req.repeat`` > 1 the worker runs that many times, each in a fresh process, and the results are
    combined (``combine_runs``). Raises BenchError."""
    if use_cache:
        r = cached(req)
        if r is not None:
            return replace(r, cached=True)
    n = 1 if req.codegen else max(1, int(req.repeat))
    results = []
    for i in range(n):
        def part(msg: str, frac: float, i=i) -> None:
            if progress is not None:
                progress(msg if n == 1 else f"run {i + 1}/{n}: {msg}", (i + frac) / n)
        results.append(_run_worker(req, part, cancel))
        if not results[-1].numerics_match:
            break   # a mismatch is final: no timings to compare
    result = combine_runs(results)
    _store(req, result)
    return replace(result, cached=False)


def combine_runs(results: list[BenchResult]) -> BenchResult:
    """One result from several worker runs of the same pair: the first run's details, the median of the
    runs' medians, and a verdict that stands only when every run reached it (a kernel's speed can
    depend on the process: where its buffers and static scratch space lie), else "No measurable
    difference" with the runs' ratios. ``runs`` lists each run's medians and verdict."""
    if len(results) == 1:
        return results[0]
    import statistics
    r = replace(results[0], runs=[RunSummary(x.unfused.median_s, x.fused.median_s, x.speedup, x.verdict)
                                  for x in results])
    if any(x.speedup is None for x in results):
        return r

    def median_of(v: str):
        mine = getattr(r, v)
        m = statistics.median(getattr(x, v).median_s for x in results)
        return replace(mine, median_s=m, bandwidth_gb_s=mine.bytes / m / 1e9 if mine.bytes else mine.bandwidth_gb_s)
    unfused, fused = median_of("unfused"), median_of("fused")
    s = unfused.median_s / fused.median_s
    from .verdict import NONE, combined
    kind, v = combined([NONE if x.verdict_kind is None else x.verdict_kind for x in results], s,
                       [1 / x.speedup for x in results])
    if r.fused_merged is False:
        v += unmerged_note(fused.loop_nests)
    if r.split:    # a split fused node: the verdict of the fusion Inductor made, in its words
        from .verdict import split_sentence
        agree = f" (all {len(results)} runs agree)" if str(kind) != str(NONE) else ""
        v = split_sentence(kind, s, len(r.split), v) + agree
    return replace(r, unfused=unfused, fused=fused, speedup=s, verdict_kind=kind, verdict=v)


def _run_worker(req: BenchRequest, progress: ProgressFn | None, cancel: threading.Event | None) -> BenchResult:
    w = _take(req.python, req.interpret) or Worker(req.python, req.interpret)
    try:
        return _follow(w, json.dumps(req.to_json()), req, progress, cancel)
    except BaseException:   # Ctrl-C, SystemExit from a signal handler (cmd_bench), a failing callback
        w.kill()
        raise


def _follow(w: Worker, payload: str, req: BenchRequest, progress: ProgressFn | None,
            cancel: threading.Event | None) -> BenchResult:
    """Feed the worker its request and follow its JSON lines to the result, which is returned as soon as
    it arrives (the worker's exit is reaped in the background). A worker started ahead may still be
    warming up: its latest progress line is shown, the ones before are dropped."""
    threading.Thread(target=_feed, args=(w.proc, payload), daemon=True).start()
    if w.warm:   # what it said before this request: only where it is now
        last = None
        while True:
            try:
                msg = w.lines.get_nowait()
            except queue.Empty:
                break
            if msg is _EOF or "result" in msg or "error" in msg:
                w.lines.put(msg)    # read again below
                break
            if "progress" in msg:
                last = msg
            elif "ready" in msg:    # warmed up: nothing to show until it has the request
                last = None
        if last is not None and progress is not None:
            progress(last["progress"], last.get("fraction", 0.0))
    deadline = time.monotonic() + req.timeout
    final = None
    while True:
        if cancel is not None and cancel.is_set():
            w.kill()
            raise BenchError("benchmark cancelled", "cancelled")
        if time.monotonic() > deadline:
            w.kill()
            raise BenchError(f"benchmark timed out after {req.timeout:g} s", "timeout")
        try:
            msg = w.lines.get(timeout=0.05)
        except queue.Empty:
            continue
        if msg is _EOF:
            break
        if "progress" in msg and progress is not None:
            progress(msg["progress"], msg.get("fraction", 0.0))
        if "result" in msg or "error" in msg:
            final = msg
            break
    if final is None:
        try:
            w.proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            w.kill()
        time.sleep(0.05)   # the rest of its stderr
        tail = "".join(w.stderr_tail)[-1500:]
        raise BenchError(f"the benchmark worker exited with code {w.proc.returncode} without a result\n{tail}")
    w.reap()
    if "error" in final:
        raise BenchError(final["error"], final.get("kind", "failed"), final.get("symbols"))
    try:
        return BenchResult.from_json(final["result"])
    except ValueError as err:
        raise BenchError(f"the benchmark worker's result cannot be read: {err}") from err


def _feed(proc: subprocess.Popen, payload: str) -> None:
    """Write the request to the worker; a worker killed meanwhile (cancelled, timed out) closed the pipe:
    nothing to report, its end is reported by the caller."""
    try:
        proc.stdin.write(payload)
        proc.stdin.close()
    except (OSError, ValueError):
        pass


def _kill(proc: subprocess.Popen) -> None:
    """The worker and anything it started (Inductor's compiler processes)."""
    import signal
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (OSError, ProcessLookupError):
        proc.kill()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        pass


def request_for(text: str, path: str | None, node1: str, node2: str, explanation=None, ir=None, post_ir=None,
                **kw) -> BenchRequest:
    """A request with the context a user would want: the ``output_code.py`` beside the IR (its kernels
    for the pair are timed too) and whether Inductor fused the pair (which variant they compare with).
    ``ir`` (the parsed text) and ``post_ir`` (the sibling post-fusion file) map the pair to kernels."""
    from ..dump.debugdir import DebugDir
    oc_text = None
    oc = DebugDir.of(path).output_code
    if oc is not None:
        try:
            oc_text = read_text(oc)
        except OSError:
            oc_text = None
    scheduled = None
    if explanation is not None:
        together = explanation.scheduled_together(node1, node2)
        scheduled = None if together is None else ("fused" if together else "unfused")
    req = BenchRequest(text, node1, node2, path=path, output_code=oc_text, scheduled=scheduled, **kw)
    if req.codegen and req.device is None and ir is not None:
        # generating kernels runs nothing: they are generated for the device the graph was compiled for
        # (a cuda:0 graph: Triton for the simulated H200 on a machine without a GPU), never "where I can run"
        from ..ir.summary import device_kind
        req.device = device_kind(ir, node1, node2)
    if oc_text and ir is not None:
        from .plan import original_plan
        try:
            req.original = original_plan(ir, path, post_ir, oc_text, node1, node2)
        except Exception as err:  # a malformed output_code.py must not stop the benchmark
            req.original = {"error": f"cannot map the pair to output_code.py: {err}"}
        if req.scheduled is None and "scheduled" in req.original:
            req.scheduled = req.original["scheduled"]
    return req
