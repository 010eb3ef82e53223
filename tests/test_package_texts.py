"""The extension's package.json says what pyproject.toml says: the same version, and install commands
that name only extras the package has."""
from __future__ import annotations

import json
import re

import tomllib
from conftest import REPO


def test_package_json_agrees_with_pyproject():
    py = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    pkg = json.loads((REPO / "vscode-client" / "package.json").read_text())
    assert pkg["version"] == py["version"]
    extras = set(py["optional-dependencies"])
    texts = json.dumps(pkg) + (REPO / "vscode-client" / "README.md").read_text() \
        + (REPO / "vscode-client" / "src" / "settings.ts").read_text()
    named = set(re.findall(r"inductor-lens\[([\w,]+)\]", texts))
    for group in named:
        assert set(group.split(",")) <= extras, group
    # the benchmark's torch: the version the bench extra accepts and the one the tests pin
    assert any(d.startswith("torch") for d in py["optional-dependencies"]["bench"])
    assert "torch 2.14.1" in json.dumps(pkg)      # the tested one, as README's first command installs it
    assert "torch==2.14.1" in (REPO / "README.md").read_text()
