"""The server's settings, typed, read in one place.

Clients send them as JSON (``initializationOptions``, ``workspace/didChangeConfiguration``, and one
benchmark's overrides as the command's 4th argument or the request's ``options``), under
``inductorLens`` or bare::

    {"diagnostics": {"exclude": ["extern_kernel"], "max": 500},
     "gpu": "auto" | "none" | "h100",
     "benchmark": {"device": "auto" | "cpu" | "cuda" | "cuda:1", "timeout": 600, "minTime": 1, "repeat": 1,
                   "python": "/path/to/python", "sizes": {"s0": 8}, "timeOriginal": false,
                   "codegen": false, "prewarm": true}}

A value of the wrong type or out of range keeps the previous value and is named in ``problems`` (the
server logs them): a client's mistake never stops the server nor a benchmark.
"""
from __future__ import annotations

import dataclasses
from dataclasses import field
from typing import Any

from ..records import record


@record(frozen=True, slots=True)
class BenchSettings:
    device: str | None = None        # 'cpu', 'cuda', 'cuda:N'; None: CUDA when available
    timeout: float = 600.0           # seconds, the worker is killed after it
    min_time: float = 1.0            # seconds of timing per variant
    repeat: int = 1                  # separate worker processes (1..10)
    python: str | None = None        # the interpreter that runs the worker (with torch)
    sizes: dict[str, int] = field(default_factory=dict)   # values of dynamic size symbols
    time_original: bool = False      # also time output_code.py's kernels: runs code from the file, opt-in
    codegen: bool = False            # only generate both variants' kernels (one run's option)
    interpret: bool = False          # codegen on CUDA, and run both variants' Triton kernels in Triton's
                                     # interpreter (one run's option: the command line's --interpret)
    prewarm: bool = True             # start a worker ahead when an IR document opens (the server's setting)
    progress_token: str | int | None = None   # a client's own progress token (one run's option)

    def updated(self, raw: Any, problems: list[str] | None = None) -> "BenchSettings":
        """These settings with the valid fields of ``raw`` (a JSON object) applied."""
        if not isinstance(raw, dict):
            if raw is not None and problems is not None:
                problems.append("benchmark: expected an object")
            return self
        problems = problems if problems is not None else []
        new: dict[str, Any] = {}
        if "device" in raw:
            d = raw["device"]
            if d in (None, "", "auto"):
                new["device"] = None
            elif isinstance(d, str) and (d in ("cpu", "cuda") or (d.startswith("cuda:") and d[5:].isdigit())):
                new["device"] = d
            else:
                problems.append(f"benchmark.device: {d!r} is not auto, cpu, cuda or cuda:N")
        for key, name, cast, top in (("timeout", "timeout", float, None), ("minTime", "min_time", float, None),
                                     ("repeat", "repeat", int, 10)):
            if key in raw:
                v = _positive(raw[key], cast)
                if v is None:
                    problems.append(f"benchmark.{key}: {raw[key]!r} is not a positive number")
                else:
                    new[name] = min(v, top) if top else v
        if "python" in raw:
            p = raw["python"]
            if p is None or isinstance(p, str):
                new["python"] = p.strip() or None if isinstance(p, str) else None
            else:
                problems.append(f"benchmark.python: {p!r} is not a path")
        if "sizes" in raw:
            s = raw["sizes"]
            if s is None:
                new["sizes"] = {}
            elif isinstance(s, dict) and all(_positive(v, int) is not None and not isinstance(v, bool)
                                             for v in s.values()):
                new["sizes"] = {str(k): int(v) for k, v in s.items()}
            else:
                problems.append(f"benchmark.sizes: {s!r} is not an object of positive integers")
        for key, name in (("timeOriginal", "time_original"), ("codegen", "codegen"), ("prewarm", "prewarm")):
            if key in raw:
                if isinstance(raw[key], bool):
                    new[name] = raw[key]
                else:
                    problems.append(f"benchmark.{key}: {raw[key]!r} is not true or false")
        if "progressToken" in raw:
            tok = raw["progressToken"]
            if isinstance(tok, (str, int)) and not isinstance(tok, bool):
                new["progress_token"] = tok
            else:
                problems.append(f"benchmark.progressToken: {tok!r} is not a string or an integer")
        return dataclasses.replace(self, **new) if new else self


@record(frozen=True, slots=True)
class Settings:
    exclude: frozenset[str] = frozenset()   # verdict codes not shown as diagnostics
    max_diagnostics: int = 2000
    bench: BenchSettings = field(default_factory=BenchSettings)
    gpu: str = "auto"                       # roofline estimates: a GPU name, auto (output_code.py's) or none

    def updated(self, raw: Any, problems: list[str] | None = None) -> "Settings":
        """These settings with the valid fields of ``raw`` applied (``{"inductorLens": {...}}`` or bare)."""
        problems = problems if problems is not None else []
        if not isinstance(raw, dict):
            return self
        s = raw.get("inductorLens", raw)
        if not isinstance(s, dict):
            problems.append("inductorLens: expected an object")
            return self
        new: dict[str, Any] = {}
        diag = s.get("diagnostics")
        if isinstance(diag, dict):
            if "exclude" in diag:
                ex = diag["exclude"]
                if isinstance(ex, list) and all(isinstance(x, str) for x in ex):
                    new["exclude"] = frozenset(ex)
                else:
                    problems.append(f"diagnostics.exclude: {ex!r} is not a list of verdict codes")
            if "max" in diag:
                mx = diag["max"]
                if isinstance(mx, int) and not isinstance(mx, bool) and mx > 0:
                    new["max_diagnostics"] = mx
                else:
                    problems.append(f"diagnostics.max: {mx!r} is not a positive integer")
        elif diag is not None:
            problems.append("diagnostics: expected an object")
        if "benchmark" in s:
            new["bench"] = self.bench.updated(s["benchmark"], problems)
        if "gpu" in s:
            g = s["gpu"]
            if g is None or (isinstance(g, str) and g.strip().lower() in ("", "auto", "none")):
                new["gpu"] = (g or "").strip().lower() or "auto"
            elif isinstance(g, str):
                from ..dump.gpus import UnknownGpu, find_gpu
                try:
                    find_gpu(g)
                    new["gpu"] = g.strip()
                except UnknownGpu as err:
                    problems.append(f"gpu: {err}")
            else:
                problems.append(f"gpu: {g!r} is not a GPU name, auto or none")
        return dataclasses.replace(self, **new) if new else self


def _positive(v: Any, cast) -> Any:
    """``v`` as a positive number of type ``cast`` (numbers and numeric strings), or None."""
    if isinstance(v, bool):
        return None
    try:
        x = cast(v)
    except (TypeError, ValueError, OverflowError):
        return None
    if cast is int and isinstance(v, float) and v != int(v):
        return None
    return x if x > 0 and x == x and x != float("inf") else None
