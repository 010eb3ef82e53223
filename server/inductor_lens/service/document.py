"""Open documents and their derived models, for the language server (no LSP types here).

A ``Document`` is one IR text at one version. Everything derived from it is computed on first use and
kept until the text changes: the parsed model, the occurrence index, the fusion explanation. Parsing and
explaining can run in a worker thread (diagnostics) while requests read the results; a lock per
document makes sure each is computed once.

``Workspace`` knows the files that belong together: ``ir_pre_fusion.txt`` / ``ir_post_fusion.txt`` /
``output_code.py`` / ``fusion.log`` of one debug directory. An open editor buffer wins over the file on
disk.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable
from urllib.parse import unquote, urlparse

from ..ir.model import IRFile, LineIndex
from ..ir.names import NameIndex, build_index
from ..ir.parse import parse_text

SIBLINGS = ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fusion.log")

#: above this size a request that arrives before the full parse reads only the block it points into
LAZY_BYTES = 2_000_000


@dataclass
class View:
    """What a request sees: the whole model, or (for a large file still being parsed) one block."""

    ir: IRFile
    index: NameIndex
    partial: bool


def uri_to_path(uri: str) -> str | None:
    p = urlparse(uri)
    if p.scheme not in ("file", ""):
        return None
    path = unquote(p.path)
    if p.netloc and p.netloc not in ("", "localhost"):
        path = f"//{p.netloc}{path}"
    return path or None


def path_to_uri(path: str | Path) -> str:
    return Path(path).resolve().as_uri()


class Document:
    def __init__(self, uri: str, text: str, version: int | None = None):
        self.uri = uri
        self.path = uri_to_path(uri)
        self.text = text
        self.version = version
        self._lock = threading.RLock()
        self._lines: LineIndex | None = None
        self._ir: IRFile | None = None
        self._index: NameIndex | None = None
        self._explanation = None
        self._explain_error: str | None = None
        self._blocks: list[tuple[int, int]] | None = None
        self._clean: str | None = None
        self._block_views: dict[int, View] = {}

    # --- derived models ---------------------------------------------------------------------------
    @property
    def lines(self) -> LineIndex:
        if self._lines is None:
            self._lines = LineIndex(self.text)
        return self._lines

    @property
    def ir(self) -> IRFile:
        if self._ir is None:
            with self._lock:
                if self._ir is None:
                    ir = parse_text(self.text, self.path)
                    ir._lines = self.lines
                    self._ir = ir
        return self._ir

    @property
    def parsed(self) -> bool:
        return self._ir is not None

    @property
    def index(self) -> NameIndex:
        if self._index is None:
            with self._lock:
                if self._index is None:
                    self._index = build_index(self.ir)
        return self._index

    def view(self, offset: int | None = None) -> View:
        """The full model when it is ready or cheap; else the block around ``offset``, parsed alone."""
        if self._ir is not None or len(self.text) <= LAZY_BYTES or offset is None:
            return View(self.ir, self.index, False)
        return self._block_view(offset) or View(self.ir, self.index, False)

    def _block_view(self, offset: int) -> View | None:
        from bisect import bisect_right
        from ..ir.model import Section
        from ..ir.parse import _Assembler, detect_format, get_parser, link_buffers, parse_block, split_blocks
        from ..ir.source import prepare
        if self._blocks is None:
            prep = prepare(self.text)
            self._clean = prep.text
            self._blocks = [b for m in prep.sections for b in split_blocks(prep.text, m.start, m.end)]
        starts = [b[0] for b in self._blocks]
        i = bisect_right(starts, offset) - 1
        if i < 0:
            return None
        if i in self._block_views:
            return self._block_views[i]
        s, e = self._blocks[i]
        block = self._clean[s:e]
        errors = []
        tree = parse_block(get_parser(), block, s, errors)
        node = _Assembler(s, block, errors).run(tree) if tree else None
        if node is None:
            return None
        sec = Section(None, None, [node], span=(s, e))
        link_buffers(sec)
        ir = IRFile(self.path, self.text, detect_format([node]), [sec], errors)
        ir._lines = self.lines
        view = View(ir, build_index(ir), True)
        self._block_views[i] = view
        return view

    def explanation(self, workspace: "Workspace"):
        """The fusion explanation (computed once per version)."""
        if self._explanation is None and self._explain_error is None:
            with self._lock:
                if self._explanation is None and self._explain_error is None:
                    from ..fusion.explain import explain_file
                    try:
                        pre = workspace.sibling_ir(self, "ir_pre_fusion.txt")
                        self._explanation = explain_file(
                            self.path, ir=self.ir, pre=pre,
                            output_code=workspace.sibling_path(self, "output_code.py"),
                            fusion_log=workspace.sibling_path(self, "fusion.log"), discover=False)
                    except Exception as err:  # an analysis bug must not take the editor down
                        self._explain_error = f"{type(err).__name__}: {err}"
                        raise
        return self._explanation

    @property
    def explained(self) -> bool:
        return self._explanation is not None

    # --- positions --------------------------------------------------------------------------------
    def offset(self, line: int, character: int) -> int:
        """0-based LSP line / UTF-16 character -> offset into the text (clamped)."""
        starts = self.lines.starts
        if line < 0:
            return 0
        if line >= len(starts):
            return len(self.text)
        s = starts[line]
        e = starts[line + 1] - 1 if line + 1 < len(starts) else len(self.text)
        text = self.text[s:e]
        if text.isascii():
            return s + min(character, len(text))
        units = 0
        for i, ch in enumerate(text):
            if units >= character:
                return s + i
            units += 2 if ord(ch) > 0xFFFF else 1
        return s + len(text)

    def position(self, offset: int) -> tuple[int, int]:
        """Offset -> 0-based LSP line / UTF-16 character."""
        offset = max(0, min(offset, len(self.text)))
        line, col = self.lines.position(offset)
        s = self.lines.starts[line - 1]
        seg = self.text[s:offset]
        if seg.isascii():
            return line - 1, col - 1
        return line - 1, sum(2 if ord(c) > 0xFFFF else 1 for c in seg)

    def line_end(self, offset: int) -> int:
        e = self.text.find("\n", offset)
        return len(self.text) if e < 0 else e


@dataclass
class Workspace:
    """Documents by URI, plus the files on disk they belong with."""

    documents: dict[str, Document] = field(default_factory=dict)
    _disk: dict[str, tuple[float, Document]] = field(default_factory=dict)
    on_change: Callable[[str], None] | None = None

    def open(self, uri: str, text: str, version: int | None = None) -> Document:
        old = self.documents.get(uri)
        if old is not None and old.text == text:  # re-opened unchanged: keep what was computed
            old.version = version
            return old
        doc = Document(uri, text, version)
        self.documents[uri] = doc
        self._invalidate_related(doc)
        return doc

    def update(self, uri: str, text: str, version: int | None = None) -> Document:
        return self.open(uri, text, version)

    def close(self, uri: str) -> None:
        self.documents.pop(uri, None)

    def get(self, uri: str) -> Document | None:
        return self.documents.get(uri)

    def _invalidate_related(self, doc: Document) -> None:
        """A changed pre-fusion file changes the explanation of its post-fusion sibling."""
        if not doc.path:
            return
        folder = str(Path(doc.path).parent)
        for other in self.documents.values():
            if other is not doc and other.path and str(Path(other.path).parent) == folder:
                other._explanation = None
                other._explain_error = None

    # --- siblings ---------------------------------------------------------------------------------
    def sibling_path(self, doc: Document, name: str) -> str | None:
        if not doc.path:
            return None
        p = Path(doc.path).with_name(name)
        if str(p) == doc.path:
            return None
        return str(p) if p.exists() else None

    def sibling_doc(self, doc: Document, name: str) -> Document | None:
        """The sibling as an open document, else read from disk (cached by mtime)."""
        if not doc.path:
            return None
        p = Path(doc.path).with_name(name)
        if str(p) == doc.path:
            return None
        uri = path_to_uri(p)
        if uri in self.documents:
            return self.documents[uri]
        try:
            mtime = p.stat().st_mtime
        except OSError:
            return None
        cached = self._disk.get(str(p))
        if cached is not None and cached[0] == mtime:
            return cached[1]
        try:
            text = p.read_text(encoding="utf-8", errors="replace")
        except OSError:
            return None
        d = Document(uri, text)
        self._disk[str(p)] = (mtime, d)
        return d

    def sibling_ir(self, doc: Document, name: str) -> IRFile | None:
        d = self.sibling_doc(doc, name)
        return d.ir if d is not None else None
