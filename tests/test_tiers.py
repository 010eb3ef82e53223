"""The suite's two tiers (tests/tiers.py): `pytest -q` leaves the slow tier out, `pytest -q --slow` runs
only it, naming files runs what they hold; and docs/testing.md lists every module of the slow tier, so the
times recorded there stay the times of what each tier runs."""
from __future__ import annotations

import ast
import os
import re
import subprocess
import sys
from pathlib import Path

from conftest import REPO

TESTS = REPO / "tests"


def _run(project: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != "PYTEST_ADDOPTS"}
    env["PYTHONPATH"] = str(TESTS)                        # tiers.py, as conftest.py imports it
    p = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", *args], cwd=project,
                       capture_output=True, text=True, timeout=120, env=env)
    assert p.returncode == 0, p.stdout + p.stderr
    return p.stdout


def test_the_default_tier_leaves_the_slow_tests_out_and_slow_runs_only_them(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.pytest.ini_options]\ntestpaths = ["t"]\n'
                                             'markers = ["slow: the slow tier"]\n')
    t = tmp_path / "t"
    t.mkdir()
    (t / "conftest.py").write_text("from tiers import pytest_addoption, pytest_collection_modifyitems, "
                                   "pytest_report_header  # noqa: F401\n")
    (t / "test_a.py").write_text("import pytest\n\ndef test_quick():\n    pass\n\n"
                                 "@pytest.mark.slow\ndef test_compiles():\n    pass\n")
    (t / "test_b.py").write_text("import pytest\n\npytestmark = pytest.mark.slow\n\ndef test_e2e():\n    pass\n")
    out = _run(tmp_path, "-rA")
    assert "tier: default" in out and "PASSED t/test_a.py::test_quick" in out and "1 passed, 2 deselected" in out
    assert "test_compiles" not in out and "test_e2e" not in out
    out = _run(tmp_path, "-rA", "--slow")
    assert "tier: slow" in out and "2 passed, 1 deselected" in out and "test_quick" not in out
    assert "PASSED t/test_a.py::test_compiles" in out and "PASSED t/test_b.py::test_e2e" in out
    # a named file, or -m, runs what it selects, whatever the tier
    assert "2 passed" in _run(tmp_path, "t/test_a.py")
    assert "1 passed, 2 deselected" in _run(tmp_path, "-m", "not slow")


def _slow_modules() -> set[str]:
    """The test modules with a test in the slow tier: a module-level ``pytestmark`` naming ``slow``, or a
    test decorated with ``pytest.mark.slow``."""
    out = set()
    for f in TESTS.rglob("test_*.py"):
        if "corpus" in f.parts:
            continue
        tree = ast.parse(f.read_text())
        for node in ast.walk(tree):
            marks = []
            if isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "pytestmark" for t in node.targets):
                marks = [node.value]
            elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                marks = node.decorator_list
            if any("mark.slow" in ast.unparse(m) for m in marks):
                out.add(f.relative_to(REPO).as_posix())
                break
    return out


def test_docs_list_every_module_of_the_slow_tier():
    doc = (REPO / "docs" / "testing.md").read_text()
    listed = set(re.findall(r"`(tests/[\w/]+\.py)`", doc.split("## The slow tier", 1)[1].split("\n## ", 1)[0]))
    assert listed == _slow_modules(), "docs/testing.md's slow-tier table differs from the marks"
    for cmd in (".venv/bin/python -m pytest -q", ".venv/bin/python -m pytest -q --slow"):
        assert cmd in doc
    ci = (REPO / ".ci" / "run").read_text()
    assert ".venv/bin/python -m pytest -q ||" in ci and ".venv/bin/python -m pytest -q --slow ||" in ci
