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
        self._parse_lock = threading.Lock()
        self._index_lock = threading.Lock()
        self._explain_lock = threading.Lock()     # separate locks: hover never waits for the explanation
        self._blocks_lock = threading.Lock()      # ... nor for the full parse
        self._lines: LineIndex | None = None
        self._ir: IRFile | None = None
        self._index: NameIndex | None = None
        self._explanation = None
        self._explain_error: str | None = None
        self._blocks: list[tuple[int, int]] | None = None
        self._skel = None
        self._clean: str | None = None
        self._block_views: dict[int, View] = {}

    # --- derived models ---------------------------------------------------------------------------
    @property
    def lines(self) -> LineIndex:
        """All line starts (built once; until then positions use the incremental scan below)."""
        if self._lines is None:
            li = LineIndex(self.text)
            self._lines = li
        return self._lines

    def _line_start(self, line: int) -> int | None:
        """Start offset of a 0-based line. Until the full line index exists (a 50 MB file has a
        million lines), newlines are counted in 1 MB chunks at C speed."""
        if self._lines is not None:
            st = self._lines.starts
            return st[line] if line < len(st) else None
        text = self.text
        pos, seen, chunk = 0, 0, 1 << 20
        while True:
            n = text.count("\n", pos, pos + chunk)
            if seen + n >= line or pos + chunk >= len(text):
                break
            seen += n
            pos += chunk
        find = text.find
        while seen < line:
            i = find("\n", pos)
            if i < 0:
                return None
            pos = i + 1
            seen += 1
        return pos

    @property
    def ir(self) -> IRFile:
        if self._ir is None:
            with self._parse_lock:
                if self._ir is None:
                    ir = parse_text(self.text, self.path, self._skeleton())
                    ir._lines = self.lines
                    self._ir = ir
        return self._ir

    @property
    def parsed(self) -> bool:
        return self._ir is not None

    @property
    def index(self) -> NameIndex:
        if self._index is None:
            with self._index_lock:
                if self._index is None:
                    self._index = build_index(self.ir)
        return self._index

    @property
    def indexed(self) -> bool:
        return self._index is not None

    def view(self, offset: int | None = None) -> View:
        """The full model when it is ready or cheap; else (a large file whose parse or name index is
        still being built in the background) the block around ``offset``, parsed alone."""
        if (self._ir is not None and self._index is not None) or len(self.text) <= LAZY_BYTES or offset is None:
            return View(self.ir, self.index, False)
        return self._block_view(offset) or View(self.ir, self.index, False)

    def _block_view(self, offset: int) -> View | None:
        from bisect import bisect_right
        from ..ir.model import Section
        from ..ir.parse import _Assembler, detect_format, get_parser, link_buffers, local_block, parse_block
        if self._clean is None:
            from ..ir.source import prepare
            self._clean = prepare(self.text).text
        span = local_block(self._clean, offset)
        if span is None:
            return None
        s, e = span
        if s in self._block_views:
            return self._block_views[s]
        i = s
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

    def _skeleton(self):
        """Blanked text and block spans, computed once and shared by the full parse and the
        single-block views."""
        if self._skel is None:
            with self._blocks_lock:
                if self._skel is None:
                    from ..ir.parse import skeleton
                    prep, blocks = skeleton(self.text)
                    self._clean = prep.text
                    self._blocks = [b for bs in blocks for b in bs]
                    self._skel = (prep, blocks)
        return self._skel

    def explanation(self, workspace: "Workspace", progress=None):
        """The fusion explanation (computed once per version)."""
        if self._explanation is None and self._explain_error is None:
            with self._explain_lock:
                if self._explanation is None and self._explain_error is None:
                    from ..fusion.explain import explain_file
                    from ..ir.parse import paused_gc
                    try:
                        pre = workspace.sibling_ir(self, "ir_pre_fusion.txt")
                        with paused_gc():  # millions of long-lived objects: no collections midway
                            self._explanation = explain_file(
                                self.path, ir=self.ir, pre=pre,
                                output_code=workspace.sibling_path(self, "output_code.py"),
                                fusion_log=workspace.sibling_path(self, "fusion.log"), discover=False,
                                progress=progress)
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
        if line < 0:
            return 0
        s = self._line_start(line)
        if s is None:
            return len(self.text)
        e = self.text.find("\n", s)
        text = self.text[s:len(self.text) if e < 0 else e]
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
        if self._lines is not None:
            line, col = self.lines.position(offset)
            s = self.lines.starts[line - 1]
            line -= 1
        else:  # counted at C speed, no index needed
            line = self.text.count("\n", 0, offset)
            s = self.text.rfind("\n", 0, offset) + 1
        seg = self.text[s:offset]
        if seg.isascii():
            return line, offset - s
        return line, sum(2 if ord(c) > 0xFFFF else 1 for c in seg)

    def line_end(self, offset: int) -> int:
        e = self.text.find("\n", offset)
        return len(self.text) if e < 0 else e


@dataclass
class Workspace:
    """Documents by URI, plus the files on disk they belong with."""

    documents: dict[str, Document] = field(default_factory=dict)
    _disk: dict[str, tuple[float, Document]] = field(default_factory=dict)
    bench_results: dict[tuple[str, str, str], dict] = field(default_factory=dict)  # (uri, node1, node2) -> result
    on_change: Callable[[str], None] | None = None

    def open(self, uri: str, text: str, version: int | None = None) -> Document:
        old = self.documents.get(uri)
        if old is not None and old.text == text:  # re-opened unchanged: keep what was computed
            old.version = version
            return old
        doc = Document(uri, text, version)
        self.documents[uri] = doc
        self._invalidate_related(doc)
        for k in [k for k in self.bench_results if k[0] == uri]:  # measured on another text
            del self.bench_results[k]
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
    @staticmethod
    def _sibling(doc: Document, name: str) -> Path | None:
        """``name`` in the document's directory (None for the document itself or an unsaved one)."""
        if not doc.path:
            return None
        p = Path(doc.path).with_name(name)
        return None if str(p) == doc.path else p

    def sibling_path(self, doc: Document, name: str) -> str | None:
        p = self._sibling(doc, name)
        return str(p) if p is not None and p.exists() else None

    def sibling_doc(self, doc: Document, name: str) -> Document | None:
        """The sibling as an open document, else read from disk (cached by mtime)."""
        p = self._sibling(doc, name)
        if p is None:
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
