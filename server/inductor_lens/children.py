"""Starting Python child processes (the benchmark worker, the parse helper) so that nothing from the
caller's working directory is imported.

``python -m pkg.mod`` puts the working directory first on ``sys.path``: a ``json.py`` or an
``inductor_lens/`` planted in a folder of dumps someone sent would run as soon as the child imports
``json``. Every child gets

- ``PYTHONSAFEPATH=1`` (Python 3.11+: the working directory is not put on ``sys.path`` at all), and
- an empty private working directory of its own (made once per process, mode 0700, removed at exit), so
  an interpreter that ignores ``PYTHONSAFEPATH`` (3.10) finds nothing there either;
- ``PYTHONPATH`` led by this package's root, so the child imports this very package.

Nothing a child is given depends on the working directory: paths it reads arrive absolute or as text.
"""
from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
import threading
from pathlib import Path

#: the folder that holds the ``inductor_lens`` package
PACKAGE_ROOT = str(Path(__file__).resolve().parents[1])

_lock = threading.Lock()
_cwd: str | None = None


def _remove(path: str) -> None:
    shutil.rmtree(path, ignore_errors=True)


def quiet_directory() -> str:
    """An empty directory only this user can write: the working directory of every child."""
    global _cwd
    with _lock:
        if _cwd is None or not os.path.isdir(_cwd):
            _cwd = tempfile.mkdtemp(prefix="inductor-lens-cwd-")
            atexit.register(_remove, _cwd)
        return _cwd


def child_env(base: dict[str, str] | None = None) -> dict[str, str]:
    """``base`` (default: this process's environment) with a safe path and this package first."""
    env = dict(os.environ if base is None else base)
    env["PYTHONSAFEPATH"] = "1"
    old = env.get("PYTHONPATH")
    env["PYTHONPATH"] = PACKAGE_ROOT + (os.pathsep + old if old else "")
    return env


def module_command(module: str, python: str | None = None) -> list[str]:
    """The command line that runs ``python -m module`` (this interpreter by default)."""
    return [python or sys.executable, "-m", module]
