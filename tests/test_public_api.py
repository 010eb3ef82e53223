"""Only the public API of pygls and lsprotocol: no attribute whose name starts with `_` and
that pygls or lsprotocol define (``protocol._ctx_msg_id``, ``_request_futures``, ...) is read by the
server's code, and nothing private is imported from them. Checked on the source with ``ast``: the
private names the two packages define, less the ones the server defines itself (its own attributes)."""
from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest
from conftest import REPO

SERVER = REPO / "server" / "inductor_lens"


def _package_dir(name: str) -> Path | None:
    spec = importlib.util.find_spec(name)
    return Path(spec.origin).parent if spec and spec.origin else None


def defined_private_names(files) -> set[str]:
    """``_x`` names a body of code defines: methods, functions, classes, ``obj._x = ...`` attributes and
    class-level assignments."""
    out: set[str] = set()
    for f in files:
        try:
            tree = ast.parse(Path(f).read_text(encoding="utf-8"))
        except (SyntaxError, UnicodeDecodeError):
            continue
        for n in ast.walk(tree):
            if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                names = [n.name]
            elif isinstance(n, (ast.Assign, ast.AnnAssign, ast.AugAssign)):
                targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                names = [t.attr if isinstance(t, ast.Attribute) else getattr(t, "id", "") for t in targets]
            else:
                continue
            out.update(x for x in names if x.startswith("_") and not x.startswith("__"))
    return out


def private_uses(files) -> list[tuple[str, int, str]]:
    out = []
    for f in files:
        tree = ast.parse(Path(f).read_text(encoding="utf-8"))
        for n in ast.walk(tree):
            if isinstance(n, ast.Attribute) and n.attr.startswith("_") and not n.attr.startswith("__"):
                out.append((str(f), n.lineno, n.attr))
            elif isinstance(n, ast.ImportFrom) and n.module and n.module.split(".")[0] in ("pygls", "lsprotocol"):
                if any(p.startswith("_") for p in n.module.split(".")):
                    out.append((str(f), n.lineno, n.module))
                out.extend((str(f), n.lineno, a.name) for a in n.names if a.name.startswith("_"))
    return out


def test_no_private_attribute_of_pygls_or_lsprotocol_is_read():
    dirs = [d for d in (_package_dir("pygls"), _package_dir("lsprotocol")) if d is not None]
    if len(dirs) < 2:
        pytest.skip("pygls and lsprotocol are not installed (the lsp extra)")
    theirs = defined_private_names(f for d in dirs for f in d.rglob("*.py"))
    # the server's code (the bundled examples are Inductor's generated files, not ours)
    ours_files = sorted(f for f in SERVER.rglob("*.py") if "examples" not in f.relative_to(SERVER).parts)
    ours = defined_private_names(ours_files)
    assert {"_ctx_msg_id", "_request_futures", "_send_handler_result"} <= theirs   # the scan sees them
    bad = [(f, line, name) for f, line, name in private_uses(ours_files)
           if "." in name or (name in theirs and name not in ours)]   # a private module, or their name
    assert bad == [], "private pygls/lsprotocol API read: " + ", ".join(f"{Path(f).name}:{ln} {n}" for f, ln, n in bad)
