"""No private name crosses a module boundary inside the package: a name that starts with ``_`` is not
imported from another module of the package, nor read as an attribute of one (a name shared between
modules is public, in the module that owns the concept)."""
from __future__ import annotations

import ast

from conftest import REPO

PKG = REPO / "server" / "inductor_lens"


def private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def is_module(f, level: int, module: str | None, name: str) -> bool:
    """Whether ``from <level dots><module> import <name>`` in file ``f`` names a module of the package."""
    base = f.parent
    for _ in range(level - 1):
        base = base.parent
    if level == 0:
        base = PKG.parent
    target = base.joinpath(*(module.split(".") if module else []), name)
    return target.with_suffix(".py").is_file() or (target / "__init__.py").is_file()


def violations() -> list[str]:
    out = []
    for f in sorted(PKG.rglob("*.py")):
        if "examples" in f.parts:
            continue
        tree = ast.parse(f.read_text(), str(f))
        modules: set[str] = set()      # local names bound to modules of the package
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.level > 0 or (node.module or "").startswith("inductor_lens")):
                for a in node.names:
                    if private(a.name):
                        out.append(f"{f.relative_to(PKG)}:{node.lineno}: imports {a.name} from "
                                   f"{'.' * node.level}{node.module or ''}")
                    if is_module(f, node.level, node.module, a.name):
                        modules.add(a.asname or a.name)
            elif isinstance(node, ast.Import):
                for a in node.names:
                    if a.name.startswith("inductor_lens"):
                        modules.add(a.asname or a.name.split(".")[0])
        for node in ast.walk(tree):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in modules
                    and private(node.attr)):
                out.append(f"{f.relative_to(PKG)}:{node.lineno}: reads {node.value.id}.{node.attr}")
    return out


def test_no_private_name_is_imported_across_modules():
    assert violations() == []
