"""The lint gate: ``ruff check`` (pyflakes, bugbear and import sorting, configured in pyproject.toml) on
the package, the tests and the benchmark scripts, and ``vulture`` (dead code) on the package, with the
names only frameworks and tests use in tests/vulture_whitelist.py. Generated fixtures and the bundled
examples are excluded."""
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


def test_no_dead_code_in_the_package():
    try:
        import vulture  # noqa: F401
    except ImportError:   # part of the test extra
        raise AssertionError("vulture is not installed: pip install -e '.[test]'") from None
    p = subprocess.run([sys.executable, "-m", "vulture", "server/inductor_lens", "tests/vulture_whitelist.py",
                        "--exclude", "server/inductor_lens/examples", "--min-confidence", "60"],
                       cwd=REPO, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, ("unused code (remove it, or add a name only a framework or a test uses to "
                               "tests/vulture_whitelist.py):\n" + p.stdout + p.stderr)
