"""The folders of the package depend one way, each only on those before it (docs/design.md):

    records, files, children, jsontext  <  expr  <  ir  <  dump  <  replay  <  explain  <  runs
    <  measure  <  service  <  lsp  <  cli

Inside a folder modules import each other freely; an import of a later folder (at the top of a module
or inside a function) is a layering error: the analysis core (expr to service) imports neither pygls
nor torch, and nothing imports the protocol layer but the command that starts it."""
from __future__ import annotations

import ast

from conftest import REPO

PKG = REPO / "server" / "inductor_lens"
ORDER = ["records", "files", "children", "jsontext", "expr", "ir", "dump", "replay", "explain", "runs",
         "measure", "service", "lsp", "cli"]
BASE = {"records", "files", "children", "jsontext"}
RANK = {name: (0 if name in BASE else i) for i, name in enumerate(ORDER)}


def unit(parts: tuple[str, ...]) -> str | None:
    """The layer a module path of the package (``("ir", "parse")``) belongs to."""
    return parts[0] if parts and parts[0] in RANK else None


def test_imports_only_go_down_the_layers():
    bad = []
    for f in sorted(PKG.rglob("*.py")):
        rel = f.relative_to(PKG).with_suffix("").parts
        if "examples" in rel or rel[0] in ("__init__", "__main__", "web", "grammar"):
            continue
        mine = unit(rel)
        assert mine is not None, f"{f}: a module outside the layers (add it to ORDER and docs/design.md)"
        for node in ast.walk(ast.parse(f.read_text(), str(f))):
            if isinstance(node, ast.ImportFrom) and node.level > 0:
                base = rel[:-1][: len(rel) - 1 - (node.level - 1)] if node.level > 1 else rel[:-1]
                target = (*base, *(node.module.split(".") if node.module else ()))
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("inductor_lens."):
                target = tuple(node.module.split(".")[1:])
                names = [a.name for a in node.names]
            else:
                continue
            targets = [target] if target else [(n,) for n in names]
            for t in targets:
                other = unit(t)
                if other is not None and other != mine and RANK[other] > RANK[mine]:
                    bad.append(f"{'/'.join(rel)}.py:{node.lineno}: {mine} imports {other}")
    assert bad == []


def test_the_analysis_core_imports_neither_pygls_nor_torch():
    bad = []
    for f in sorted(PKG.rglob("*.py")):
        rel = f.relative_to(PKG).parts
        if "examples" in rel or rel[0] in ("lsp", "measure") or rel[0] == "cli.py":
            continue
        for node in ast.walk(ast.parse(f.read_text(), str(f))):
            mods = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and node.level == 0 else []
            for m in mods:
                if m.split(".")[0] in ("pygls", "lsprotocol", "torch", "triton"):
                    bad.append(f"{'/'.join(rel)}:{node.lineno}: imports {m}")
    assert bad == []
