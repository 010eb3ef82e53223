"""A function run in a forked child while this process goes on, its result sent back pickled.

The command line's ``explain`` parses ``ir_pre_fusion.txt`` this way on the second CPU while it imports
the explainer and parses ``ir_post_fusion.txt`` (ResNet50: the pre-fusion parse is a sixth of the
command). Only where it is safe and pays: POSIX ``fork``, a CPU left idle by the last minute's load
(on a busy machine the child only competes with this process), and a process with no other thread (the command line; never the language server, whose threads a fork would copy half-way).
Anything that goes wrong (no fork, the child fails or is killed, a result that does not unpickle) gives
``None`` and the caller does the work itself, with the same result. The child runs only ``fn`` on
arguments this process gave it and writes only to its pipe.
"""
from __future__ import annotations

import os
import pickle
import threading
from typing import Any, Callable


def _cpus() -> int:
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _idle_cpus() -> float:
    """CPUs left idle by the last minute's load: a child on a busy machine only competes with us."""
    try:
        return _cpus() - os.getloadavg()[0]
    except (AttributeError, OSError):
        return float(_cpus() - 1)


class Forked:
    """``fn(*args)`` in a child process; ``result()`` is its value, or None."""

    def __init__(self, fn: Callable[..., Any], *args: Any, min_idle: float = 1.0):
        self.pid: int | None = None
        self.fd: int | None = None
        if not hasattr(os, "fork") or _idle_cpus() < min_idle or threading.active_count() > 1:
            return
        r, w = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(r)
            os.close(w)
            return
        if pid == 0:                                       # the child
            code = 1
            try:
                os.close(r)
                data = pickle.dumps(fn(*args), protocol=pickle.HIGHEST_PROTOCOL)
                with os.fdopen(w, "wb") as out:
                    out.write(data)
                code = 0
            except BaseException:                          # noqa: BLE001 - the parent redoes the work
                pass
            finally:
                os._exit(code)
        os.close(w)
        self.pid, self.fd = pid, r

    def result(self) -> Any | None:
        """Wait for the child: its value, or None when there is none."""
        if self.pid is None or self.fd is None:
            return None
        fd, self.fd = self.fd, None
        try:
            with os.fdopen(fd, "rb") as f:
                data = f.read()
        finally:
            status = self._reap()
        if status != 0 or not data:
            return None
        try:
            return pickle.loads(data)
        except Exception:                                  # noqa: BLE001 - a broken answer: redo the work
            return None

    def close(self) -> None:
        """Stop the child if its result is not wanted (an error on the way)."""
        if self.fd is not None:
            os.close(self.fd)
            self.fd = None
        if self.pid is not None:
            try:
                os.kill(self.pid, 9)
            except OSError:
                pass
            self._reap()

    def _reap(self) -> int:
        pid, self.pid = self.pid, None
        if pid is None:
            return -1
        try:
            _, status = os.waitpid(pid, 0)
        except ChildProcessError:
            return -1
        return status
