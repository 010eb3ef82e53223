"""The lint gate: ``ruff check`` (pyflakes and bugbear, configured in pyproject.toml) on the package, the
tests and the benchmark scripts. Generated fixtures and the bundled examples are excluded."""
from __future__ import annotations

import subprocess
import sys

from conftest import REPO


def test_ruff_check_is_clean():
    try:
        import ruff  # noqa: F401
    except ImportError:   # part of the test extra: a missing linter is a failure, not a skip
        raise AssertionError("ruff is not installed: pip install -e '.[test]'") from None
    p = subprocess.run([sys.executable, "-m", "ruff", "check", "--no-cache", "server", "tests", "bench"],
                       cwd=REPO, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
