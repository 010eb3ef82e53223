"""The README's layout map and the tree agree: every module of the package is in the map, under its
folder, and every file the map names exists (a new module goes into the map with a line that says what
it holds)."""
from __future__ import annotations

import re

from conftest import REPO

PKG = REPO / "server" / "inductor_lens"


def mapped() -> set[str]:
    """The package paths the README's map names (``ir/parse.py``), from its indentation."""
    text = (REPO / "README.md").read_text()
    block = text[text.index("## Layout"):]
    block = block[block.index("```") + 3:]
    block = block[:block.index("```")]
    out: set[str] = set()
    inside, folder = False, ""
    for line in block.splitlines():
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip())
        first = re.split(r"\s{2,}", line.strip())[0]
        if indent == 0:
            inside = first == "server/inductor_lens/"
            continue
        if not inside:
            continue
        names = [n.strip() for n in first.split(",")]
        if indent == 2:
            folder = names[0] if names[0].endswith("/") else ""
            out.update(n for n in names if n.endswith(".py"))
        elif indent >= 4 and folder:
            out.update(folder + n for n in names if n.endswith(".py"))
    return out


def modules() -> set[str]:
    return {str(p.relative_to(PKG)) for p in PKG.rglob("*.py")
            if "examples" not in p.parts and p.name not in ("__init__.py", "__main__.py")
            and "__pycache__" not in p.parts}


def test_every_module_is_in_the_readme_map_and_every_mapped_file_exists():
    have, named = modules(), mapped()
    assert sorted(have - named) == [], "modules missing from the README's Layout map"
    assert sorted(named - have) == [], "the README's Layout map names files that do not exist"
