"""Packages found, not listed: every package under server/inductor_lens (namespace folders included: the
bundled debug directories are data folders without ``__init__.py``), plus the two folders the layout keeps
outside it. Everything else is in pyproject.toml."""
from setuptools import find_namespace_packages, setup

PACKAGES = find_namespace_packages("server", include=["inductor_lens", "inductor_lens.*"],
                                   exclude=["*.__pycache__", "*.__pycache__.*"])
# the grammar and the diagnostic pages ship inside the package, from the top-level folders the layout keeps
MAPPED = {"inductor_lens.grammar": "grammar", "inductor_lens.diagnostics": "docs/diagnostics"}

setup(packages=PACKAGES + sorted(MAPPED), package_dir={"": "server", **MAPPED})
