"""``inductor-lens capture -- python script.py ...``: run a user's command with the environment that makes
Inductor write everything the analysis reads, and keep the compiled graphs as one run folder.

The child gets the user's environment plus: ``TORCH_COMPILE_DEBUG=1`` with its own debug directory (a
temporary folder: debug output elsewhere is never touched), every cache off for this run
(``TORCHINDUCTOR_FORCE_DISABLE_CACHES=1``: a cached graph writes no fusion log) and ``fusion`` added to
``TORCH_LOGS``. Its stdout is the user's; its stderr is passed through line by line (but for the fusion log's lines,
which go to the graphs' files, and the ``debug trace`` lines naming the temporary folder) and read on the way:
Inductor logs a graph's fusion verdicts while it compiles it, then its ``debug trace: <dir>`` line, so the
process-wide fusion log is split into each graph's own ``fusion.log`` at those lines, per process (the
log prefix's pid: ranks of ``torchrun`` or workers that compile at the same time share the stderr).

The run folder (``.inductor-lens/runs/<time>-<name>/`` by default) holds one folder per graph
(``g<i>_<kind>``: the IR before and after fusion, ``output_code.py``, the provenance files, its
``fusion.log``), the manifest ``run.json`` and the HTML report ``report.html``. It is written under a
hidden name and renamed when whole (the manifest, the logs and the report through ``files.write_atomic``). A failed
or interrupted command keeps what it compiled, marked incomplete; its exit status is passed through. A run
under a ``.inductor-lens/runs`` folder (the default) makes a ``.gitignore`` of ``*`` in ``.inductor-lens/``
when there is none (``ignore_runs``): captured runs are never committed by accident.

``--profile`` (``profile=True``): the command (``python [options] script.py args`` or ``python -m module
args``) runs through ``python -m inductor_lens.measure.profile_runner``, which runs the program inside
``torch.profiler.profile`` (CPU, and CUDA when there is a GPU) and writes its Chrome trace into the run
folder (``trace.json``); the child also gets ``TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1`` (Inductor's
C++ kernels then record themselves in the trace). The trace is joined to every graph
(``explain.measured``): ``run.json`` names it and holds each graph's ``measured`` figures, and the
summary and report show them. A runner rather than a startup hook in the child: the profiler then
covers exactly the user's program, and nothing is injected into other Python processes it starts.
"""
from __future__ import annotations

import itertools
import json
import os
import platform
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import field
from pathlib import Path
from typing import Any, TextIO

from .. import jsontext
from ..files import write_atomic
from ..ir.subgraph import scheduler_list
from ..records import record
from ..replay.config import CONFIG_FILE, config_summary
from .schedulers import IR_LOG_RE, count_schedulers, split_ir_log, write_schedulers

#: the files of a graph's debug folder a run keeps
KEEP = ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fx_graph_readable.py",
        "inductor_provenance_tracking_node_mappings.json", "fx_graph_runnable.py")
TRACE_RE = re.compile(r"debug trace: (\S+)\s*$")
#: the compile id a log line is tagged with: ``[0/0]``, ``[1/2_1]`` (attempt 1), ``[!0/0/0]`` (compiled autograd)
COMPILE_ID_RE = re.compile(r"\[(!?\d+(?:/\d+)+)(?:_\d+)?\]")
FUSION_RE = re.compile(r"\[__fusion\]")


def inductor_graph_kind(name: str) -> str | None:
    """The kind of a graph folder Inductor names ``model__<frame>_<kind>_<id>.<n>`` (inference, forward,
    backward), None for another name: what ``__(\\d+)_(\\w+?)_(\\d+)\\.(\\d+)$`` searched for, read from
    the end with ``str`` methods (that regex was quadratic on a name repeating ``__0``)."""
    head, dot, n = name.rpartition(".")
    if not dot or not (n.isdigit() and n.isascii()):
        return None
    head, us, gid = head.rpartition("_")
    if not us or not (gid.isdigit() and gid.isascii()):
        return None
    i = head.find("__")
    while i >= 0:
        j = i + 2
        while j < len(head) and head[j].isdigit() and head[j].isascii():
            j += 1
        if j > i + 2 and j < len(head) and head[j] == "_":
            kind = head[j + 1:]
            if kind and all(c.isalnum() or c == "_" for c in kind):
                return kind
        i = head.find("__", i + 1)
    return None

DEFAULT_ROOT = Path(".inductor-lens") / "runs"
#: what ``capture`` writes in the ``.inductor-lens`` folder above a runs root: runs are never committed
GITIGNORE = "# runs captured by `inductor-lens capture`: not for version control\n*\n"
#: --profile: the module that runs the user's program under torch.profiler, and the trace it writes
PROFILE_RUNNER = "inductor_lens.measure.profile_runner"
TRACE_FILE = "trace.json"
_PYTHON_RE = re.compile(r"^python[\d.]*(?:\.exe)?$")
#: missed fusions kept per graph in the manifest (the largest by bytes)
TOP_MISSED = 5


@record(slots=True)
class CapturedGraph:
    folder: str                    # g<i>_<kind>, inside the run folder
    inductor_id: str | None        # the debug folder's name: model__<frame>_<kind>_<id>.<n>
    kind: str                      # inference | forward | backward | graph
    compile_id: str | None = None  # Dynamo's frame/compile id ("1/0": the second frame's first compile)
    pid: int | None = None         # the process that compiled it (ranks and workers compile their own)
    #: the Inductor config values that decide fusion: those the replay uses that differ from torch's
    #: defaults (``changed``), and the other fusion-related values as the run had them
    config: dict[str, Any] | None = None
    frame: dict[str, Any] | None = None   # the compiled Python frame: function, file, line (+ why it ended)
    files: list[str] = field(default_factory=list)
    nodes: int | None = None
    kernel_nodes: int | None = None
    generated_kernels: int | None = None
    devices: list[str] = field(default_factory=list)
    #: the GPU the Triton kernels were compiled for, from output_code.py (type, index, SMs, cc, warp size)
    device_properties: list[dict[str, Any]] = field(default_factory=list)
    unfused_edges: int | None = None
    unfused_bytes: int | None = None
    total_bytes: int | None = None
    fusion_log_lines: int = 0
    #: the subgraphs fused by Schedulers of their own (torch.cond branches, a while_loop's condition and body,
    #: nested compile regions), each kept in its folder (``runs.schedulers``): name, folder, nodes
    subgraphs: list[dict[str, Any]] = field(default_factory=list)
    missed: list[dict[str, Any]] = field(default_factory=list)   # the largest missed fusions (TOP_MISSED)
    error: str | None = None       # why the graph could not be analysed (its files are kept)
    #: --profile: the run's trace joined to this graph (``explain.measured.Measured.to_json``), or
    #: ``{"message": why not}``
    measured: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}


@record(slots=True)
class Run:
    path: Path                     # the run folder, once written
    command: list[str]
    start: float
    end: float
    exit_status: int
    complete: bool                 # the command ended by itself with status 0
    graphs: list[CapturedGraph] = field(default_factory=list)
    versions: dict[str, str | None] = field(default_factory=dict)
    gpus: list[dict[str, str]] = field(default_factory=list)   # the machine's GPUs (nvidia-smi), if any
    notes: list[str] = field(default_factory=list)
    profile: bool = False          # --profile: the command ran under torch.profiler
    trace: str | None = None       # its trace, in the run folder (TRACE_FILE), when one was written
    set: dict[str, Any] = field(default_factory=dict)   # --set: Inductor config values set for this run
    warmup: int = 0                # --profile --warmup N: each graph's first N calls left out of its figures

    def to_json(self) -> dict[str, Any]:
        out = {"command": self.command, "start": _iso(self.start), "end": _iso(self.end),
               "seconds": round(self.end - self.start, 3), "exit_status": self.exit_status,
               "complete": self.complete, "versions": self.versions, "gpus": self.gpus,
               "graphs": [g.to_json() for g in self.graphs], "notes": self.notes}
        if self.profile:
            out.update(profile=True, trace=self.trace, warmup=self.warmup)
        if self.set:
            out["set"] = dict(self.set)
        return out


def _iso(t: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(t)) + f".{int(t % 1 * 1000):03d}"


def _version(dist: str) -> str | None:
    from importlib import metadata
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return None


def gpus() -> list[dict[str, str]]:
    """The machine's NVIDIA GPUs as ``nvidia-smi`` names them (index, name, driver, memory); empty where
    there is no ``nvidia-smi`` (a CPU machine) or it does not answer within 10 s."""
    exe = shutil.which("nvidia-smi")
    if exe is None:
        return []
    try:
        out = subprocess.run([exe, "--query-gpu=index,name,driver_version,memory.total", "--format=csv,noheader"],
                             capture_output=True, text=True, timeout=10).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    keys = ("index", "name", "driver", "memory")
    return [dict(zip(keys, (x.strip() for x in line.split(",")))) for line in out.splitlines() if line.count(",") == 3]


#: ``capture --set``: the environment variable that carries the values to the child, and the
#: ``sitecustomize`` module that sets them on ``torch._inductor.config`` as the child imports it (written
#: into a folder of its own, put first on the child's PYTHONPATH; the user's own sitecustomize, if any,
#: is imported after it). Inductor then writes them into each graph's fx_graph_runnable.py.
SET_ENV = "INDUCTOR_LENS_SET"
SITECUSTOMIZE = '''# written by `inductor-lens capture --set`: Inductor config values for this run only
import json as _json
import os as _os
import sys as _sys

_VALUES = _json.loads(_os.environ.get("INDUCTOR_LENS_SET") or "{}")


def _apply(module):
    for key, value in _VALUES.items():
        target = module
        *outer, attr = key.split(".")
        try:
            for part in outer:
                target = getattr(target, part)
            getattr(target, attr)
            setattr(target, attr, value)
        except Exception as err:     # a name this torch does not have: said, not fatal
            print(f"inductor-lens capture --set: torch._inductor.config.{key} not set ({err})", file=_sys.stderr)


class _SetInductorConfig:
    """Sets the values once torch._inductor.config has run (a finder of that one module)."""

    def find_spec(self, name, path=None, target=None):
        if name != "torch._inductor.config":
            return None
        import importlib.util
        _sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        if spec is not None and spec.loader is not None and hasattr(spec.loader, "exec_module"):
            run = spec.loader.exec_module

            def exec_module(module):
                run(module)
                _apply(module)
            spec.loader.exec_module = exec_module
        return spec


if _VALUES:
    _sys.meta_path.insert(0, _SetInductorConfig())
# the user's own sitecustomize, if there is one further on the path
_here = _os.path.dirname(_os.path.abspath(__file__))
_path = list(_sys.path)
_sys.path[:] = [p for p in _sys.path if _os.path.abspath(p or ".") != _here]
_mine = _sys.modules.pop("sitecustomize", None)
try:
    import sitecustomize  # noqa: F401
except ImportError:
    if _mine is not None:
        _sys.modules["sitecustomize"] = _mine
finally:
    _sys.path[:] = _path
'''


def set_config_env(env: dict[str, str], values: dict[str, Any], folder: Path) -> None:
    """``env`` made to set ``values`` on the child's Inductor config: the sitecustomize in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "sitecustomize.py").write_text(SITECUSTOMIZE)
    env[SET_ENV] = json.dumps(values)
    env["PYTHONPATH"] = os.pathsep.join([str(folder)] + [x for x in env.get("PYTHONPATH", "").split(os.pathsep) if x])


#: the log artifacts a capture adds to the user's TORCH_LOGS: the fusion verdicts, and each Scheduler's IR (a
#: graph fused by several, a torch.cond's, keeps only the last one's in its debug folder: runs/schedulers.py)
CAPTURE_LOGS = ("fusion", "ir_pre_fusion", "ir_post_fusion")


def asked_logs(base: dict[str, str] | None = None) -> set[str]:
    """The log artifacts the user's own TORCH_LOGS asks for (their lines are still shown)."""
    env = os.environ if base is None else base
    return {x.strip().lstrip("+-") for x in env.get("TORCH_LOGS", "").split(",") if x.strip()}


def child_env(debug_dir: Path, base: dict[str, str] | None = None) -> dict[str, str]:
    """The user's environment with what makes Inductor write a graph's files, its fusion verdicts and each
    Scheduler's IR."""
    env = dict(os.environ if base is None else base)
    logs = [x for x in env.get("TORCH_LOGS", "").split(",") if x.strip()]
    asked = asked_logs(env)
    logs.extend(x for x in CAPTURE_LOGS if x not in asked)
    env.update(TORCH_COMPILE_DEBUG="1", TORCH_COMPILE_DEBUG_DIR=str(debug_dir),
               TORCHINDUCTOR_FORCE_DISABLE_CACHES="1", TORCH_LOGS=",".join(logs))
    return env


class ProfileError(ValueError):
    """--profile with a command the runner cannot wrap."""


def profiled_command(command: list[str], trace: Path) -> list[str]:
    """``python [options] script.py args`` (or ``-m module args``) as run by the profile runner, writing
    ``trace``; other commands (a shell script, ``torchrun``, ``python -c``) raise ProfileError."""
    if not command or not _PYTHON_RE.match(Path(command[0]).name):
        raise ProfileError(f"capture --profile runs `python script.py ...` or `python -m module ...`, not "
                           f"{Path(command[0]).name if command else 'nothing'}: profile inside the program "
                           "(torch.profiler, prof.export_chrome_trace) and give the trace to explain/rank/report "
                           "--trace")
    i = 1
    while i < len(command) and command[i].startswith("-") and command[i] != "-m":
        if command[i] == "-c" or command[i] == "-":
            raise ProfileError("capture --profile: `python -c` and stdin programs cannot be profiled this way; "
                               "put the program in a file")
        i += 1
    if i >= len(command):
        raise ProfileError("capture --profile: no script or -m module in the command")
    return [command[0], *command[1:i], "-m", PROFILE_RUNNER, "--trace", str(trace), "--", *command[i:]]


def ignore_runs(runs_root: Path) -> None:
    """A ``.gitignore`` of ``*`` in the ``.inductor-lens`` folder above ``runs_root`` when ``runs_root`` is
    a ``.inductor-lens/runs`` folder (the default, or ``-o`` into one) and there is none yet: captured
    runs (megabytes of IR and generated code) are never committed by accident. A folder of the user's
    own choosing (``-o results/run1``) gets none; an existing ``.gitignore`` is left as it is; a
    ``.gitignore`` that cannot be written does not stop the capture."""
    top = runs_root.absolute().parent
    if runs_root.name != DEFAULT_ROOT.name or top.name != DEFAULT_ROOT.parent.name:
        return
    ignore = top / ".gitignore"
    if ignore.exists() or ignore.is_symlink():
        return
    try:
        write_atomic(ignore, GITIGNORE)
    except OSError:
        pass


def run_name(command: list[str], name: str | None) -> str:
    """``<time>-<name>``: the name given, else the script's (or module's) stem."""
    if not name:
        stem = next((Path(a).stem for a in command[1:] if a.endswith(".py")), None)
        if stem is None and "-m" in command[:-1]:
            stem = command[command.index("-m") + 1].rsplit(".", 1)[-1]
        name = stem or Path(command[0]).name
    name = re.sub(r"[^\w.-]+", "_", name)[:60] or "run"
    return time.strftime("%Y%m%d-%H%M%S") + "-" + name


def capture(command: list[str], out: Path | None = None, name: str | None = None,
            echo: TextIO | None = None, profile: bool = False, config: dict[str, Any] | None = None,
            warmup: int = 1) -> Run:
    """Run ``command`` (it starts Python) with the debug environment and keep its graphs as a run folder
    (``out``, else a new folder under ``.inductor-lens/runs/``). ``echo`` gets the child's stderr as it
    comes (default: this process's stderr). KeyboardInterrupt ends the child and its children; what was
    compiled is kept, marked incomplete, and the interrupt is raised again once the folder is written.
    ``profile``: run it under torch.profiler and join the trace (the module's docstring; a command the
    runner cannot wrap raises ProfileError before anything runs). ``config``: Inductor config values set
    in the child only (``--set``: ``set_config_env``), recorded in the manifest. ``warmup``: with
    ``profile``, each graph's first calls left out of its figures (default 1: a script's first step runs
    cold; a graph called no more often is timed whole, and says so)."""
    echo = sys.stderr if echo is None else echo
    final = Path(out) if out is not None else DEFAULT_ROOT / run_name(command, name)
    if final.exists() or final.is_symlink():      # a dangling link too: refused before the command runs
        raise FileExistsError(f"{final}: already exists" + (" (a link)" if final.is_symlink() else ""))
    if profile:
        profiled_command(command, Path(TRACE_FILE))     # refused before anything is made
    final.parent.mkdir(parents=True, exist_ok=True)
    ignore_runs(final.parent)
    partial = Path(tempfile.mkdtemp(prefix=f".{final.name}.", suffix=".partial", dir=final.parent))
    debug = Path(tempfile.mkdtemp(prefix="inductor-lens-capture-"))
    traces: list[tuple[Path, list[str], str | None, str, Path | None]] = []
    pending: dict[str, list[str]] = {}   # by process: ranks and workers compile at once, into one stderr
    # each process's IR log lines until its graph's debug trace, in a file (a large graph's IR is megabytes)
    irdir = Path(tempfile.mkdtemp(prefix="inductor-lens-ir-"))
    ir_files: dict[str, tuple[Path, Any]] = {}
    ir_names = itertools.count()
    show_ir = bool({"ir_pre_fusion", "ir_post_fusion"} & asked_logs())
    start = time.time()
    interrupted = False
    env, argv = child_env(debug), list(command)
    if profile:
        argv = profiled_command(command, partial / TRACE_FILE)
        server = str(Path(__file__).resolve().parents[2])      # where inductor_lens is imported from
        env["PYTHONPATH"] = os.pathsep.join([server] + [x for x in env.get("PYTHONPATH", "").split(os.pathsep) if x])
        env["TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE"] = "1"
    setdir = Path(tempfile.mkdtemp(prefix="inductor-lens-set-")) if config else None
    if setdir is not None:
        set_config_env(env, config, setdir)
    lock = threading.Lock()       # the reader's state, read here once the command ended

    def read(stream) -> None:
        # bytes, split at "\n" only (a progress bar's "\r" stays one), in pieces of at most PIECE bytes: a
        # line longer than that (a 1 GB one took 2.1 GB) is shown piece by piece, never held whole
        partial = False
        while raw := stream.readline(PIECE):
            line = raw.decode("utf-8", errors="replace")
            whole = raw.endswith(b"\n")
            if partial or not whole:      # a piece of a long line: not a log line of Inductor's, shown
                partial = not whole
                with lock:
                    echo.write(line)
                continue
            with lock:
                if FUSION_RE.search(line):     # kept in the graph's fusion.log, not shown
                    pending.setdefault(_pid(line), []).append(line)
                    continue
                if IR_LOG_RE.search(line):     # kept for the graph's Schedulers; shown when the user asked
                    sink = ir_files.get(_pid(line))
                    if sink is None:
                        where = irdir / f"{next(ir_names)}.log"
                        sink = ir_files[_pid(line)] = (where, open(where, "w", encoding="utf-8"))
                    sink[1].write(line)
                    if show_ir:
                        echo.write(line)
                    continue
                if (m := TRACE_RE.search(line)) is not None:   # a temporary folder's path: not shown
                    cid = COMPILE_ID_RE.search(line)
                    sink = ir_files.pop(_pid(line), None)
                    if sink is not None:
                        sink[1].close()
                    traces.append((Path(m.group(1)), pending.pop(_pid(line), []), cid.group(1) if cid else None,
                                   _pid(line), sink[0] if sink is not None else None))
                    continue
                echo.write(line)

    stop_signals = _signals_as_interrupts()     # SIGTERM / SIGHUP: as Ctrl-C (the child's group ended, cleaned)
    try:
        try:
            proc = subprocess.Popen(argv, env=env, stderr=subprocess.PIPE, start_new_session=True)
        except FileNotFoundError as err:     # the command itself: not another missing file
            raise CommandNotFound(f"{argv[0]}: cannot run it ({err.strerror or err})") from err
        reader = threading.Thread(target=read, args=(proc.stderr,), name="capture-stderr", daemon=True)
        reader.start()
        try:
            status = proc.wait()
            # what the command wrote before it ended; a process it left in the background that still
            # holds the pipe is not waited for (its later output is not shown)
            reader.join(DRAIN_S)
        except KeyboardInterrupt:
            interrupted = True
            _end(proc)
            reader.join(DRAIN_S)
            status = proc.returncode if proc.returncode is not None else 130
        with lock:
            traces, pending = list(traces), {k: list(v) for k, v in pending.items()}
        run = Run(final, list(command), start, time.time(), status, status == 0 and not interrupted,
                  versions={"torch": _version("torch"), "triton": _version("triton"),
                            "python": platform.python_version(), "inductor_lens": _version("inductor-lens")},
                  gpus=gpus(), profile=profile, set=dict(config or {}), warmup=warmup if profile else 0)
        trace = None
        if profile:
            trace = _read_profile(run, partial / TRACE_FILE)
        if interrupted:
            run.notes.append("interrupted: the command was ended before it finished; its graphs so far are kept")
        elif status != 0:
            run.notes.append(f"the command failed (exit status {status}); the graphs it compiled are kept")
        left = sum(len(x) for x in pending.values())
        if left and traces:
            run.notes.append(f"{left} fusion log lines after the last graph's debug trace (not kept)")
        analysed: dict[Path, tuple] = {}     # each graph parsed and replayed once, for both
        _collect(run, traces, partial, analysed, frames_of(trace_logs(debug, start)), trace)
        if not run.graphs:
            run.notes.append("no graph was compiled: nothing called torch.compile, or every call fell back "
                             "to eager")
        write_atomic(partial / "run.json", json.dumps(jsontext.finite(run.to_json()), indent=2, allow_nan=False) + "\n")
        if run.graphs:
            _report(partial, analysed, trace, name=run_title(final.name))
        os.replace(partial, final)   # the run folder appears whole, or not at all
    finally:
        _restore_signals(stop_signals)
        shutil.rmtree(debug, ignore_errors=True)
        for _where, f in ir_files.values():
            f.close()
        shutil.rmtree(irdir, ignore_errors=True)
        if setdir is not None:
            shutil.rmtree(setdir, ignore_errors=True)
        if partial.exists():
            shutil.rmtree(partial, ignore_errors=True)
    if interrupted:
        raise KeyboardInterrupt
    return run


#: the process id in torch's log prefix (``V1203 16:11:24.156000 14043 torch/...``, maybe after ``[rank0]:``)
_PID_RE = re.compile(r"^(?:\[rank\d+\]:)?[VIWEDC]\d{4} [\d:.]+ +(\d+) ")


def _read_profile(run: Run, path: Path):
    """The trace the profile runner wrote (``dump.trace.Trace``), or None and a note saying why not."""
    from ..dump.trace import read_trace
    if not path.is_file():
        run.notes.append("--profile: no trace was written (the program ended before the profiler could "
                         "write it)")
        return None
    trace = read_trace(path)
    if not hasattr(trace, "events"):
        run.notes.append(f"--profile: {trace.message}")
        return None
    run.trace = TRACE_FILE
    return trace


def _pid(line: str) -> str:
    m = _PID_RE.match(line)
    return m.group(1) if m else ""


class CommandNotFound(FileNotFoundError):
    """The command to capture does not exist (not any other missing file)."""


#: the most bytes of the command's stderr read at once: a longer line is shown in pieces
PIECE = 1 << 20
#: after the command ended, how long its output still buffered is read (a background process it started
#: may hold the pipe open for much longer: not waited for)
DRAIN_S = 2.0
#: the signals a capture treats as Ctrl-C: the user's command (its own session) is ended, what was
#: compiled kept, the temporary folders removed
STOP_SIGNALS = ("SIGTERM", "SIGHUP")


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def _signals_as_interrupts() -> dict:
    """SIGTERM and SIGHUP raise KeyboardInterrupt while a capture runs (in the main thread only: elsewhere
    Python cannot install handlers); the previous handlers, to restore."""
    old: dict = {}
    if threading.current_thread() is not threading.main_thread():
        return old
    for name in STOP_SIGNALS:
        sig = getattr(signal, name, None)
        if sig is None:
            continue
        try:
            old[sig] = signal.signal(sig, _interrupt)
        except (OSError, ValueError):
            continue
    return old


def _restore_signals(old: dict) -> None:
    for sig, handler in old.items():
        try:
            signal.signal(sig, handler)
        except (OSError, ValueError, TypeError):
            continue


def _end(proc: subprocess.Popen) -> None:
    """End the child and its children (its own session): SIGINT, then SIGKILL after 5 s."""
    for sig, wait in ((signal.SIGINT, 5.0), (signal.SIGKILL, 5.0)):
        try:
            os.killpg(proc.pid, sig)
        except (ProcessLookupError, PermissionError):
            return
        try:
            proc.wait(wait)
            return
        except subprocess.TimeoutExpired:
            continue


def _kind(debug_dir: Path) -> tuple[str, str | None]:
    return inductor_graph_kind(debug_dir.name) or "graph", debug_dir.name


def trace_logs(debug: Path, since: float) -> list[Path]:
    """The structured trace logs of the run: the ones ``TORCH_COMPILE_DEBUG`` writes into its debug folder
    (``tlparse/``), and, when the user set ``TORCH_TRACE`` (it then goes there), that folder's logs written
    since the run started."""
    logs = sorted(p for p in debug.rglob("*.log") if p.parent.name == "tlparse" and p.is_file())
    user = os.environ.get("TORCH_TRACE")
    if user and Path(user).is_dir():
        logs += sorted(p for p in Path(user).glob("*.log") if p.is_file() and p.stat().st_mtime >= since)
    return logs


def frames_of(logs: list[Path]) -> dict[tuple[str, str], dict[str, Any]]:
    """The compiled frame of each compile id, from the structured trace's ``compilation_metrics`` records
    (read as JSON, line by line; the payload lines between them are skipped): the function, its file and
    first line, the graph break that ended the frame's graph, if one did, and its compile times (the
    frame's, Inductor's); by (pid, compile id). A frame whose backward graph Inductor returned as it was
    (no operation in it: Inductor's "backward no-op" event) says so (``backward_noop``)."""
    frames: dict[tuple[str, str], dict[str, Any]] = {}
    noops: set[tuple[str, str]] = set()
    for log in logs:
        try:
            fh = log.open(encoding="utf-8", errors="replace")
        except OSError:
            continue
        with fh:
            header = ""
            noop_at = -1          # lines since a "backward no-op" event's name (its compile id follows)
            for line in fh:
                if not line.startswith("\t"):
                    header = line
                if noop_at >= 0:
                    noop_at += 1
                    m = _COMPILE_ID_RE.search(line)
                    if m:
                        noops.add((_pid(header), m.group(1)))
                        noop_at = -1
                    elif noop_at > 8:
                        noop_at = -1
                if line.startswith('\t"name": "backward no-op"'):
                    noop_at = 0
                    continue
                if '{"compilation_metrics"' not in line:
                    continue
                try:
                    m = jsontext.loads(line[line.index('{"compilation_metrics"'):])["compilation_metrics"]
                    cid = str(m["compile_id"])
                except (ValueError, KeyError, TypeError):
                    continue
                if not isinstance(m, dict) or not m.get("co_name"):
                    continue
                reasons = [str(r).strip() for r in (m.get("restart_reasons") or []) if str(r).strip()]
                frames[(_pid(line), cid)] = {"function": m.get("co_name"), "file": m.get("co_filename"),
                                             "line": m.get("co_firstlineno"),
                                             "graph_break": _break_text(reasons[0]) if reasons else None,
                                             "compile_s": _seconds(m.get("entire_frame_compile_time_s")),
                                             "inductor_s": _seconds(m.get("inductor_compile_time_s")),
                                             CONFIG_KEY: _config(m.get("inductor_config"))}
    for key in noops:
        if key in frames:
            frames[key]["backward_noop"] = True
    return frames


_COMPILE_ID_RE = re.compile(r'^\t\t?"compile_id": "([^"]{1,64})"')


def _seconds(v: Any) -> float | None:
    return round(float(v), 3) if isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0 else None


#: the key of a frame's Inductor config in ``frames_of``'s answer (written beside the IR, not in the frame)
CONFIG_KEY = "_inductor_config"


def _config(text: Any) -> dict[str, Any] | None:
    """The Inductor config a compilation metrics record carries (a JSON text of every value)."""
    if not isinstance(text, str):
        return None
    try:
        values = jsontext.loads(text)
    except ValueError:
        return None
    return values if isinstance(values, dict) else None


def _break_text(reason: str) -> str:
    """Dynamo's graph break reason in one line: its title and, when it gives one, its explanation."""
    lines = [x.strip() for x in reason.splitlines() if x.strip()]
    why = next((x[len("Explanation:"):].strip() for x in lines if x.startswith("Explanation:")), None)
    text = lines[0] + (f": {why}" if why else "")
    return text if len(text) <= 240 else text[:239] + "…"


def _collect(run: Run, traces: list[tuple[Path, list[str], str | None, str, Path | None]], into: Path,
             analysed: dict[Path, tuple], frames: dict[tuple[str, str], dict[str, Any]] | None = None,
             profile=None) -> None:
    """Each graph's files and fusion log into the run folder, with what the manifest says of it."""
    for i, (debug_dir, fusion_lines, cid, pid, ir_log) in enumerate(traces):
        kind, gid = _kind(debug_dir)
        frame = dict((frames or {}).get((pid, cid or "")) or {}) or None
        values = frame.pop(CONFIG_KEY, None) if frame else None
        g = CapturedGraph(f"g{i}_{kind}", gid, kind, compile_id=cid, frame=frame,
                          pid=int(pid) if pid else None, fusion_log_lines=len(fusion_lines))
        dest = into / g.folder
        dest.mkdir()
        if values is not None:      # the replay reads the run's config values from there
            write_atomic(dest / CONFIG_FILE, json.dumps(values, indent=0, sort_keys=True, default=str) + "\n")
            g.files.append(CONFIG_FILE)
            g.config = config_summary(values)
        for fname in KEEP:
            src = debug_dir / fname
            if src.is_file():
                shutil.copyfile(src, dest / fname)
                g.files.append(fname)
        write_atomic(dest / "fusion.log", "".join(fusion_lines))
        g.files.append("fusion.log")
        if ir_log is not None and _schedulers_in(ir_log) > 1:   # torch.cond, while_loop, nested regions: each kept
            with open(ir_log, encoding="utf-8", errors="replace") as f:
                kept = write_schedulers(dest, split_ir_log(f), fusion_lines)
            g.subgraphs = [k.to_json() for k in kept]
        if "ir_post_fusion.txt" in g.files:
            try:
                _analyse(g, dest, analysed, profile, run.gpus, run.warmup)
            except Exception as err:   # the files are kept; the manifest says why there are no counts
                g.error = f"{type(err).__name__}: {err}"
        else:
            g.error = no_post_fusion_why(g, dest)
        run.graphs.append(g)


def _schedulers_in(ir_log: Path) -> int:
    with open(ir_log, encoding="utf-8", errors="replace") as f:
        return count_schedulers(f)


def no_post_fusion_why(g: "CapturedGraph", folder: Path) -> str:
    """Why a captured graph has no ``ir_post_fusion.txt``, as far as its files and its frame tell."""
    if g.frame and g.frame.get("backward_noop") and g.kind == "backward":
        return ("no ir_post_fusion.txt: Inductor compiled nothing for this backward graph, it has no operation "
                "(its gradients pass through as they are: Inductor's \"backward no-op\"); nothing to fuse")
    if not (folder / "output_code.py").is_file():
        return ("no ir_post_fusion.txt: Inductor wrote no code for this graph (no output_code.py either): it "
                "compiled nothing, or took the graph from a cache")
    return ("no ir_post_fusion.txt, though Inductor wrote output_code.py: its IR logging was off for this "
            "graph (TORCH_COMPILE_DEBUG)")


def _analyse(g: CapturedGraph, folder: Path, analysed: dict[Path, tuple], profile=None,
             machine: list[dict[str, str]] | None = None, warmup: int = 0) -> None:
    from ..explain.explain import explain_file
    from ..explain.rank import rank
    from ..ir.parse import parse_file
    from ..ir.summary import summarize
    ir = parse_file(folder / "ir_post_fusion.txt")
    if not ir.sections:
        g.error = "no scheduler nodes in ir_post_fusion.txt"
        return
    s = summarize(ir)["sections"][-1]
    g.nodes, g.kernel_nodes = s["nodes"], s["kernels"]
    g.devices = sorted(d for d in s["devices"] if d)
    if (folder / "output_code.py").is_file():
        from ..dump.output_code import (
            OutputCodeError,
            device_properties,
            read_calls_cached,
        )
        from ..files import read_text
        try:
            code = read_text(folder / "output_code.py")
            g.device_properties = device_properties(code)
            g.generated_kernels = len(read_calls_cached(code).kernels)
        except (OutputCodeError, OSError):
            pass
    ex = explain_file(folder / "ir_post_fusion.txt", ir=ir)
    analysed[(folder / "ir_post_fusion.txt").resolve()] = (ir, ex)
    r = rank(ex, ir.sections[-1])
    missed = r.missed
    g.unfused_edges, g.unfused_bytes, g.total_bytes = len(missed), sum(e.bytes for e in missed), r.total_bytes

    def text(x) -> str:
        return f"{Path(x.file).name}:{x.line} {x.code}"

    def sources(node: str) -> list[str]:
        o = ex.origins.of(node) if ex.origins is not None else None
        # all of them: the same list explain gives the node (dump.origins.section_origins); texts cut it
        return [text(x) for x in (o.sources if o is not None else [])]

    def output(node: str) -> str | None:
        o = ex.origins.of(node) if ex.origins is not None else None
        return text(o.output) if o is not None and o.output is not None else None
    if profile is not None:
        g.measured = _measure(profile, ir.sections[-1], folder, machine or [], warmup)
    g.missed = [{"producer": e.producer, "consumer": e.consumer, "reason": e.reason,
                 "title": e.to_json()["title"], "bytes": e.bytes,
                 "sources": {"producer": sources(e.producer), "consumer": sources(e.consumer)},
                 "outputs": {"producer": output(e.producer), "consumer": output(e.consumer)}}
                for e in missed[:TOP_MISSED]]


def _measure(trace, sec, folder: Path, machine: list[dict[str, str]], warmup: int = 0) -> dict[str, Any]:
    """The trace joined to one graph of the run, as the manifest keeps it. ``machine``: the GPUs
    ``nvidia-smi`` named (``gpus``); ``warmup``: the graph's first calls left out (``join``)."""
    from ..dump.gpus import GPUS
    from ..explain.estimate import estimator_for
    from ..explain.html import default_gpu
    from ..explain.measured import join_graph
    code = folder / "output_code.py"
    if not code.is_file():
        return {"message": "no output_code.py: the trace is joined through its kernel names"}
    # a GPU graph: the GPU it ran on gives each kernel's share of the roofline; a CPU graph has none
    # (bytes do not depend on the GPU: any spec serves the byte counts)
    gpu = _roofline_gpu(default_gpu(str(code))[0], machine)
    m = join_graph(trace, sec, code, estimator_for(sec, gpu or GPUS[0], str(code)), gpu, warmup)
    if not hasattr(m, "kernels"):
        return {"message": m.message}
    out = m.to_json()
    out["trace"] = TRACE_FILE
    out["summary"] = m.summary()
    return out


def _roofline_gpu(compiled_for, machine: list[dict[str, str]]):
    """The GPU a GPU graph's kernels ran on: the one ``nvidia-smi`` names when it is a known GPU with the
    multiprocessor count ``output_code.py`` was compiled for (the H100 and the H200 share compute capability
    and count, so the file alone cannot tell them apart), else the file's (``gpu_for_device``)."""
    from ..dump.gpus import UnknownGpu, find_gpu
    if compiled_for is None:
        return None
    for m in machine:
        try:
            g = find_gpu(m.get("name", ""))
        except UnknownGpu:
            continue
        if g.sms == compiled_for.sms:
            return g
    return compiled_for


def run_title(folder_name: str) -> str:
    """A run's name as pages and titles show it: its folder's name without the time stamp
    ``run_name`` put before it (``20261205-061530-train_cnn`` -> ``train_cnn``)."""
    m = re.fullmatch(r"\d{8}-\d{6}-(.+)", folder_name)
    return m.group(1) if m else folder_name


def _report(folder: Path, analysed: dict[Path, tuple], trace=None, name: str | None = None) -> None:
    """The run's report.html, titled with its name (``name``; the folder here is the temporary one the
    run is written in, whose name carries a random part)."""
    from ..explain.html import build_report, default_gpu
    # the estimates of `report`'s default: each graph's output_code.py GPU (none for a CPU graph)
    rep = build_report(folder, title=f"Fusion map: {name or folder.name}", analysed=analysed,
                       gpu_for=default_gpu, trace=trace)
    write_atomic(folder / "report.html", rep.html)


def _mb(n: int | None) -> str:
    return "-" if n is None else (f"{n / 1e6:,.2f} MB" if n >= 10_000 else f"{n:,} B")


def _spread(k: dict[str, Any]) -> tuple[str, str]:
    """A kernel of run.json's ``measured`` as ``KernelTiming.spread`` and ``warmup_text`` print it."""
    from ..explain.measured import KernelTiming
    fields = ("kernel", "kind", "event", "line", "nodes", "calls", "total_us", "median_us", "device")
    kt = KernelTiming(*(k.get(f) for f in fields), min_us=k.get("min_us"), max_us=k.get("max_us"),
                      warmup_calls=k.get("warmup_calls") or 0, warmup_us=k.get("warmup_us") or 0.0)
    return kt.spread(), kt.warmup_text()


#: a missed fusion the summary names moves at least this many bytes or this share of its graph's memory
#: traffic (an 8-byte edge between two scalars is not where a user looks first)
MISSED_FLOOR_BYTES = 4096
MISSED_FLOOR_SHARE = 0.001


def _missed_floor(g: "CapturedGraph") -> float:
    return min(MISSED_FLOOR_BYTES, MISSED_FLOOR_SHARE * g.total_bytes) if g.total_bytes else MISSED_FLOOR_BYTES


def summary(run: Run, top: int = 5) -> str:
    """What the command prints after a capture: the graphs, the largest missed fusions with the model
    lines they come from, and the paths to open."""
    out = [f"captured {len(run.graphs)} graph{'s' if len(run.graphs) != 1 else ''} into {run.path}"
           + ("" if run.complete else " (incomplete)")]
    out.extend(f"note: {n}" for n in run.notes)
    for g in run.graphs:
        facts = (f"{g.nodes} nodes, {g.kernel_nodes} kernel nodes"
                 + (f", {g.generated_kernels} generated kernels" if g.generated_kernels is not None else "")
                 + (f", {g.unfused_edges} unfused edges ({_mb(g.unfused_bytes)} through memory)"
                    if g.unfused_edges is not None else "")
                 + (f" on {', '.join(g.devices)}" if g.devices else "")) if g.error is None else g.error
        out.append(f"  {g.folder:<16} {facts}")
        if g.measured is not None:
            out.append(f"  {'':<16} measured: {g.measured.get('summary') or g.measured.get('message')}")
            out.extend(f"  {'':<16}   note: {n}" for n in g.measured.get("notes", []) if "warm" in n)
            for k in sorted(g.measured.get("kernels", []), key=lambda k: -k["total_us"])[:3]:
                spread, warm = _spread(k)
                out.append(f"  {'':<16}   {k['kernel']}: {spread} ({k['total_us']:,.2f} µs){warm} "
                           f"[{', '.join(k['nodes'])}]")
        if g.frame:
            where = f"{g.frame['function']} ({Path(str(g.frame['file'])).name}:{g.frame['line']})"
            proc = f" in process {g.pid}" if len({x.pid for x in run.graphs}) > 1 else ""
            out.append(f"  {'':<16} frame {g.compile_id}{proc}: {where}"
                       + (f"; its graph ended at a graph break: {g.frame['graph_break']}"
                          if g.frame.get("graph_break") else ""))
        if g.subgraphs:
            out.append(f"  {'':<16} subgraphs fused on their own, in {g.folder}/subgraphs/: "
                       + scheduler_list([(x["name"], x["nodes"]) for x in g.subgraphs]))
    every = sorted(((m, g) for g in run.graphs for m in g.missed), key=lambda mg: -mg[0]["bytes"])
    missed = [(m, g) for m, g in every if m["bytes"] >= _missed_floor(g)][:top]
    if every and not missed:
        out.append(f"largest missed fusions: none worth a look (the largest moves {_mb(every[0][0]['bytes'])}, under "
                   f"{MISSED_FLOOR_SHARE:.1%} of its graph's memory traffic and under {MISSED_FLOOR_BYTES:,} bytes)")
    if missed:
        from ..dump.provenance import moved_line, shown_lines
        from ..explain.report import SHOWN_SOURCES
        small = sum(1 for m, g in every if m["bytes"] < _missed_floor(g))
        out.append("largest missed fusions:" + (f" ({small} smaller one{'s' if small != 1 else ''} left out: under "
                                                 f"{MISSED_FLOOR_BYTES:,} bytes "
                                                 f"and {MISSED_FLOOR_SHARE:.1%} of their graph's traffic)" if small else ""))
        for m, g in missed:
            out.append(f"  {g.folder}: {m['producer']} -> {m['consumer']}  {_mb(m['bytes'])}  {m['title']}")
            for side in ("producer", "consumer"):
                srcs = m["sources"][side]
                # the output's line first where it would be cut, as explain's text shows them (an entry without
                # "outputs", made before they were recorded: graph order)
                own = m.get("outputs", {}).get(side)
                shown = shown_lines(srcs, own, SHOWN_SOURCES)
                moved = moved_line(srcs, own, shown)
                for k, src in enumerate(shown):
                    more = len(srcs) - SHOWN_SOURCES
                    out.append(f"      {m[side]}: {src}" + (" (output)" if k == 0 and moved is not None else "")
                               + (f" (+{more} more)" if more > 0 and k == SHOWN_SOURCES - 1 else ""))
    if run.graphs:
        # the graph to look at first: the one whose missed fusions move the most bytes
        first = max(run.graphs, key=lambda g: (g.unfused_bytes or 0, -run.graphs.index(g)))
        out.append(f"open:  {run.path / 'report.html'}   (the fusion map of every graph)")
        out.append(f"       {run.path / first.folder / 'ir_post_fusion.txt'}   (in the editor: hovers, diagnostics)")
        out.append(f"       inductor-lens explain {run.path / first.folder}"
                   + (f" --trace {run.path / run.trace}" if run.trace else ""))
    return "\n".join(out) + "\n"
