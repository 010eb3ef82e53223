"""The two tiers of the suite, as pytest hooks (imported by ``conftest.py``; docs/testing.md).

``pytest -q`` runs the default tier: what a newcomer needs, in minutes (unit, parse, replay against every
fixture's log, CLI, the built wheel, the language server over stdio, the golden snapshot).
``pytest -q --slow`` runs the slow tier: the tests marked ``slow`` (real ``torch.compile`` runs,
benchmarks, ``capture``, the VS Code and Neovim end-to-end tests, 50 MB inputs). ``.ci/run`` runs both.
A run that names test files or ids, or gives ``-m``, picks no tier: it runs every test it selects.
"""
from __future__ import annotations


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", default=False,
                     help="run the slow tier (tests marked slow: real compiles, benchmarks, capture, editor "
                          "end-to-end tests, 50 MB inputs) instead of the default tier")


def _tiered(config) -> bool:
    """Whether the run picks a tier: no test files or ids named, no -m expression given."""
    return not config.option.file_or_dir and not config.option.markexpr


def pytest_collection_modifyitems(config, items):
    if not _tiered(config):
        return
    slow = config.getoption("--slow")
    keep = [it for it in items if (it.get_closest_marker("slow") is not None) == slow]
    if len(keep) != len(items):
        kept = {id(it) for it in keep}
        config.hook.pytest_deselected(items=[it for it in items if id(it) not in kept])
        items[:] = keep


def pytest_report_header(config):
    if _tiered(config):
        return ["tier: slow (tests marked slow)" if config.getoption("--slow") else
                "tier: default (the slow tier: pytest -q --slow; .ci/run runs both)"]
    return ["tier: none (test files, ids or -m given: every test they select)"]
