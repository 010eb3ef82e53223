"""The files of one compiled graph that sit beside each other in a debug directory
(``TORCH_COMPILE_DEBUG=1``: ``torchinductor/<graph>/``), and which phase an IR file is. One home for
these names: the CLI, the explainer, the server and the benchmark find siblings here (no torch)."""
from __future__ import annotations

from pathlib import Path

from ..ir.model import IRFile
from ..records import record

PRE = "ir_pre_fusion.txt"
POST = "ir_post_fusion.txt"
OUTPUT_CODE = "output_code.py"
FUSION_LOG = "fusion.log"


def name_phase(path: str | Path | None) -> str | None:
    """'pre' / 'post' from the file's name (``ir_pre_fusion.txt``, ``my_post_fusion_copy.txt``), else None."""
    name = Path(path).name if path else ""
    if "pre_fusion" in name:
        return "pre"
    if "post_fusion" in name:
        return "post"
    return None


def file_phase(f: IRFile, path: str | Path | None) -> str:
    """'pre' or 'post': by the name, else by the text (a file with fused nodes is a post-fusion one)."""
    phase = name_phase(path)
    if phase is not None:
        return phase
    return "post" if any(n.members or n.member_names for n in f.nodes) else "pre"


@record(frozen=True, slots=True)
class DebugDir:
    """The debug directory of a file (None for an unsaved buffer): where its siblings are."""

    file: Path | None

    @classmethod
    def of(cls, path: str | Path | None) -> "DebugDir":
        return cls(Path(path) if path else None)

    def path(self, name: str) -> Path | None:
        """Where sibling ``name`` is or would be (None for the file itself or an unsaved one)."""
        if self.file is None:
            return None
        p = self.file.with_name(name)
        return None if p == self.file else p

    def existing(self, name: str) -> Path | None:
        """Sibling ``name`` when it exists as a file."""
        p = self.path(name)
        return p if p is not None and p.is_file() else None

    @property
    def pre(self) -> Path | None:
        return self.existing(PRE)

    @property
    def post(self) -> Path | None:
        return self.existing(POST)

    @property
    def output_code(self) -> Path | None:
        return self.existing(OUTPUT_CODE)

    @property
    def fusion_log(self) -> Path | None:
        return self.existing(FUSION_LOG)


#: folders never searched for debug directories: version control, environments, caches, dependencies
_SKIP = {"node_modules", "__pycache__", "site-packages", "dist-packages", "venv", ".venv", "env"}


def find_post_fusion(roots: tuple[str, ...] | list[str], max_dirs: int = 20000,
                     max_files: int = 200, max_depth: int | None = None, cut: list | None = None) -> list[Path]:
    """The post-fusion IR files under the editor's workspace folders (``torchinductor/<graph>/``
    directories of ``TORCH_COMPILE_DEBUG`` runs kept in a project), breadth first, skipping hidden
    folders and environments; bounded (``max_dirs`` folders looked at, ``max_files`` files returned, and
    folders at most ``max_depth`` levels below a root when given), so a huge workspace costs a bounded
    walk, never an unbounded one. ``cut``: a list that gets True appended when a bound stopped the walk
    before it had looked everywhere (so the files found may not be all of them)."""
    import os
    from collections import deque

    out: list[Path] = []
    queue = deque((str(r), 0) for r in roots if r)
    seen = 0
    while queue and seen < max_dirs and len(out) < max_files:
        d, depth = queue.popleft()
        seen += 1
        try:
            with os.scandir(d) as it:
                entries = list(it)
        except OSError:
            continue
        for e in sorted(entries, key=lambda e: e.name):
            try:
                if e.is_dir(follow_symlinks=False):
                    if not e.name.startswith(".") and e.name not in _SKIP and (max_depth is None or depth < max_depth):
                        queue.append((e.path, depth + 1))
                elif e.name == POST and e.is_file():
                    out.append(Path(e.path))
            except OSError:
                continue
    if cut is not None and queue:
        cut.append(True)
    return out
