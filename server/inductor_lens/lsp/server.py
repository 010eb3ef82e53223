"""The pygls 2.x language server: one thin handler per LSP method.

Handlers convert URIs and positions and call ``inductor_lens.service``; they hold no analysis logic.
Every request handler answers an empty result (and logs) if the feature fails, so no request can take
the server down; a request about a document the server cannot read gets an empty result too. What the
protocol itself requires (errors for unreadable or untimely requests, the exit code) is in
``protocol.py``. Parsing and the fusion analysis run in a worker thread after each open/change
(debounced), publish parse errors first and the fusion diagnostics when ready, with ``$/progress``.
"""
from __future__ import annotations

import asyncio
import functools
import logging
import os
import threading
import uuid
from typing import Any, Callable

from lsprotocol import types as t
from pygls.capabilities import ServerCapabilitiesBuilder
from pygls.exceptions import JsonRpcContentModified, JsonRpcInvalidParams
from pygls.lsp.server import LanguageServer

from .. import __version__
from ..jsontext import finite
from ..service import features as F
from ..service import memory
from ..service.document import Document, TextEdit, Workspace, units, uri_to_path
from ..service.settings import Settings
from .protocol import LensProtocol

log = logging.getLogger("inductor_lens.lsp")

LANGUAGE_ID = "inductor-ir"
DEBOUNCE_S = 0.25
#: how long a request about a version not parsed yet lets the messages behind it in (an edit among them
#: makes its answer worthless: ContentModified, no parse)
SETTLE_S = 0.02
SEVERITY = {"error": t.DiagnosticSeverity.Error, "warning": t.DiagnosticSeverity.Warning,
            "information": t.DiagnosticSeverity.Information, "hint": t.DiagnosticSeverity.Hint}
SYMBOL_KIND = {"node": t.SymbolKind.Function, "fused": t.SymbolKind.Module, "extern": t.SymbolKind.Interface,
               "buffer": t.SymbolKind.Variable}


#: threads for long requests (``InductorLensServer.long``): more would only share the interpreter lock
LONG_WORKERS = 2


class InductorLensServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__("inductor-lens", __version__, protocol_cls=LensProtocol,
                         text_document_sync_kind=t.TextDocumentSyncKind.Incremental)
        self.ws = Workspace()
        self.settings = Settings()        # typed, read once per change (service/settings.py)
        self._tasks: dict[str, asyncio.Task] = {}
        self._prewarm_after: set[str] = set()   # IR documents opened: a worker is started ahead after their analysis
        self.progress_answered = True   # False once the client left a progress request unanswered
        self._long: Any = None          # the executor of long requests (``long``), made on first use

    async def long(self, fn: Callable[..., Any], *args: Any) -> Any:
        """Run a long request (a comparison of two runs, a trace's join, a benchmark, a whatif search, a
        walk of the workspace's runs) in its own two threads, not the default executor's: the analyses
        of open documents (``build``) are never queued behind them. (Twelve concurrent comparisons
        once held every default thread: a newly opened document's diagnostics came after 54 s.)"""
        if self._long is None:
            from concurrent.futures import ThreadPoolExecutor
            self._long = ThreadPoolExecutor(max_workers=LONG_WORKERS, thread_name_prefix="inductor-lens-long")
        return await asyncio.get_running_loop().run_in_executor(self._long, functools.partial(fn, *args))

    def report_server_error(self, error: Exception, source) -> None:
        import json
        if isinstance(error, (json.JSONDecodeError, UnicodeDecodeError)):   # a message body that is not JSON
            self.protocol.parse_error(error)
            return
        super().report_server_error(error, source)

    # --- conversions --------------------------------------------------------------------------------
    def doc(self, uri: str) -> Document | None:
        """The open document, or the file on disk as it is now; None when there is none to read."""
        return self.ws.lookup(uri)

    @staticmethod
    def edits(params: t.DidChangeTextDocumentParams) -> list[TextEdit]:
        out = []
        for c in params.content_changes:
            r = getattr(c, "range", None)
            out.append(TextEdit(c.text) if r is None else
                       TextEdit(c.text, (r.start.line, r.start.character), (r.end.line, r.end.character)))
        return out

    @staticmethod
    def rng(start, end) -> t.Range:
        return t.Range(t.Position(*start), t.Position(*end))

    def loc(self, l: F.Loc) -> t.Location:
        return t.Location(l.uri, self.rng(l.start, l.end))

    def apply_settings(self, settings: Any) -> None:
        problems: list[str] = []
        self.settings = self.settings.updated(settings, problems)
        self.ws.gpu = self.settings.gpu
        for p in problems:
            log.warning("setting ignored: %s", p)
            if p.startswith("gpu:"):    # the user typed a name: said once, where they look
                try:
                    self.window_show_message(t.ShowMessageParams(
                        t.MessageType.Warning, f"Inductor Lens: inductorLens.{p} (setting ignored)"))
                except Exception:   # no client to tell (a test's server)
                    log.debug("could not show the setting's problem", exc_info=True)

    def _prewarm_once(self, uri: str) -> None:
        """The worker ahead for an IR document opened, once its first analysis is over: started at the
        open, the worker's import of torch took one of the two CPUs from the parse and the replay (the
        50 MB file's fusion diagnostics came 1 s later), while no benchmark can be asked for before the
        diagnostics and lenses it starts from."""
        if uri in self._prewarm_after:
            self._prewarm_after.discard(uri)
            self.prewarm()

    def prewarm(self, start: bool = True) -> None:
        """Start a benchmark worker ahead (it imports torch, then waits for a request: the first benchmark
        does not pay for that), when the client allows it (``benchmark.prewarm``: the VS Code extension
        sends false in an untrusted workspace) and ``INDUCTOR_LENS_PREWARM`` is not 0 (the test suite's
        servers). At most one waits (``measure.client.prestart``); with prewarm off, none. Runs on the
        request loop's thread, which lives as long as the server (the worker dies with the thread that
        started it)."""
        from ..measure import client
        if not self.settings.bench.prewarm or os.environ.get("INDUCTOR_LENS_PREWARM") == "0" \
                or self.protocol.shutdown_requested:
            client.stop_prestarted()
            return
        if not start:
            return
        try:
            w = client.prestart(self.settings.bench.python)
        except Exception:   # never a reason for an open or a benchmark to fail
            log.exception("cannot start a benchmark worker ahead")
            return
        if w is not None:
            log.debug("benchmark worker started ahead: pid %d", w.pid)

    # --- analysis after open/change ---------------------------------------------------------------
    def schedule(self, uri: str, delay: float = 0.0) -> None:
        old = self._tasks.pop(uri, None)
        if old is not None and not old.done():
            old.cancel()
        self._tasks[uri] = asyncio.get_event_loop().create_task(self.analyse(uri, delay))

    async def analyse(self, uri: str, delay: float) -> None:
        """Parse, publish the parse errors, explain, publish the fusion diagnostics. The name index and
        what hovers and lenses read of the explanation are built before the fusion diagnostics go out
        for a small file (a hover right after them answers at once), after them for a large one (its
        diagnostics come first; until the index exists, hovers read the block under the cursor and
        other requests wait for it off the loop). An analysis superseded by an edit or ended by closing
        the document (its task cancelled) stops the replay in the worker thread too (``cancel``); a begun
        progress is always ended, saying why when the analysis did not finish."""
        token = str(uuid.uuid4())
        progress = False
        outcome = "cancelled: the document changed"
        cancel = threading.Event()
        try:
            if delay:
                await asyncio.sleep(delay)
            doc = self.ws.get(uri)
            if doc is None:
                return
            progress = await self._progress_begin(token, "Inductor Lens", f"parsing {doc.path or uri}")
            await asyncio.to_thread(lambda: doc.positions.starts)   # positions by bisection from now on
            await self.build(lambda: doc.ir)
            log.debug("parsed %s", uri)
            if self.ws.get(uri) is not doc:
                return
            diags = F.parse_diagnostics(doc)
            self.publish(doc, diags)
            if progress:
                self.work_done_progress.report(token, t.WorkDoneProgressReport(
                    message=f"{len(doc.ir.nodes):,} nodes parsed; replaying fusion", percentage=30))
            loop = asyncio.get_running_loop()

            def send(value: t.WorkDoneProgressReport) -> None:   # none after the end ("cancelled")
                if not cancel.is_set():
                    self.work_done_progress.report(token, value)

            def report(message: str, fraction: float) -> None:  # called from the worker thread
                if progress:
                    loop.call_soon_threadsafe(send, t.WorkDoneProgressReport(
                        message=message, percentage=30 + int(55 * fraction)))

            try:
                fusion = await self.build(lambda: F.fusion_diagnostics(
                    self.ws, doc, set(self.settings.exclude), self.settings.max_diagnostics, report, cancel.is_set))
            except Exception:
                log.exception("fusion analysis failed for %s", uri)
                fusion = []
            log.debug("explained %s", uri)
            if self.ws.get(uri) is not doc:
                return
            large = doc.large
            if not large:
                await self.prepare(doc)
                memory.settle(self.ws)
                if self.ws.get(uri) is not doc:
                    return
            await asyncio.to_thread(self.publish, doc, diags + fusion)   # serialised off the request loop
            if large:
                if progress:
                    self.work_done_progress.report(token, t.WorkDoneProgressReport(
                        message=f"{len(fusion):,} unfused pairs explained; indexing names", percentage=90))
                await self.prepare(doc)
                memory.settle(self.ws)
            if progress:
                progress = False
                self.end_progress(token, f"{len(fusion):,} unfused pairs explained")
            self._prewarm_once(uri)
        except asyncio.CancelledError:
            cancel.set()    # the worker thread stops at its next look (replay.rounds.POLL_PAIRS)
            raise
        except Exception:
            outcome = "stopped: the analysis failed (see the server log)"
            log.exception("analysis failed for %s", uri)
            self._prewarm_once(uri)
        finally:
            cancel.set()       # reports the worker thread still sends are dropped (send)
            if progress:       # superseded by an edit, the document closed, or failed
                if self.ws.get(uri) is None:
                    outcome = "cancelled: the document was closed"
                try:
                    self.end_progress(token, outcome)
                except Exception:   # the client is gone
                    log.debug("could not end progress %s", token, exc_info=True)

    async def prepare(self, doc: Document) -> None:
        """The name index, then the verdicts by op name and the code lenses' targets."""
        await self.build(lambda: doc.index)
        log.debug("indexed %s", doc.uri)
        try:
            await self.build(lambda: F.prepare_requests(self.ws, doc))
        except Exception:
            log.exception("preparing hovers and lenses failed for %s", doc.uri)

    async def build(self, fn: Callable[[], Any]) -> Any:
        """A bulk build of long-lived objects in a worker thread, under the memory policy."""
        return await asyncio.to_thread(memory.build, self.ws, fn)

    def can_report_progress(self) -> bool:
        caps = self.client_capabilities
        return bool(caps and caps.window and caps.window.work_done_progress) and self.progress_answered

    async def create_progress(self, token: str) -> bool:
        """Ask the client for a progress token. A client that does not answer within 5 s is not asked
        again in this session; its late answer still finds the request (shielded, not cancelled:
        cancelling it would make the late answer fail inside pygls). A token no progress will use (the
        answer came late, or the analysis that asked was cancelled, its document closed or edited, while
        the client answered) is forgotten once the answer comes: pygls registers it then and keeps it."""
        created = asyncio.ensure_future(self.work_done_progress.create_async(token))
        try:
            await asyncio.wait_for(asyncio.shield(created), 5)
            return True
        except asyncio.TimeoutError:
            self.progress_answered = False
            created.add_done_callback(lambda f: self._unused_token(token, f))
            return False
        except asyncio.CancelledError:
            created.add_done_callback(lambda f: self._unused_token(token, f))
            raise
        except Exception:   # the client refused the token
            return False

    def _unused_token(self, token: str, created: asyncio.Future) -> None:
        if not created.cancelled():
            created.exception()     # retrieved: a refusal is no error here
        self.work_done_progress.tokens.pop(token, None)

    def end_progress(self, token: str, message: str) -> None:
        """End a progress and forget its token: pygls keeps a future per token it created (for a
        cancellation by the client) and never lets it go, one per document opened or benchmark run."""
        try:
            self.work_done_progress.end(token, t.WorkDoneProgressEnd(message=message))
        finally:
            self.work_done_progress.tokens.pop(token, None)

    async def _progress_begin(self, token: str, title: str, message: str) -> bool:
        if not self.can_report_progress() or not await self.create_progress(token):
            return False
        self.work_done_progress.begin(token, t.WorkDoneProgressBegin(title=title, message=message, percentage=0))
        return True

    def publish(self, doc: Document, diags: list[F.Diag]) -> None:
        out = []
        for d in diags:
            out.append(t.Diagnostic(
                range=self.rng(d.start, d.end), message=d.message, severity=SEVERITY[d.severity], source="inductor-lens",
                code=d.code, code_description=t.CodeDescription(href=d.href) if d.href else None,
                related_information=[t.DiagnosticRelatedInformation(self.loc(l), m) for l, m in d.related] or None,
                data=d.data))
        self.text_document_publish_diagnostics(t.PublishDiagnosticsParams(uri=doc.uri, version=doc.version,
                                                                          diagnostics=out))


server = InductorLensServer()


def safe(default: Callable[[], Any] | None = None):
    """Errors in one feature are logged and answered with an empty result."""
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            try:
                return fn(*args, **kwargs)
            except Exception:
                log.exception("%s failed", fn.__name__)
                return default() if default else None
        return wrapper
    return deco


def _overtaken(ls: "InductorLensServer", doc: Document) -> bool:
    """Whether an open document has had a newer version (or was closed) since ``doc`` was current; a
    file read from disk (not open) is never overtaken this way."""
    return doc.version is not None and ls.ws.get(doc.uri) is not doc


def finite_result(fn):
    """A request or command whose result is JSON-shaped data (a map, a trace's figures, a benchmark): any
    NaN or infinity in it goes out as null (``jsontext.finite``), never as a bare ``NaN``, which a client's
    JSON reader rejects (the request would never settle, and VS Code's client stops the server)."""
    if asyncio.iscoroutinefunction(fn):
        @functools.wraps(fn)
        async def wrapper(*args, **kwargs):
            return finite(await fn(*args, **kwargs))
    else:
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return finite(fn(*args, **kwargs))
    return wrapper


def on_document(default: Callable[[], Any] | None = None, model: bool = True, analysis: bool = False):
    """A request about ``params.text_document``: the handler gets the document as its third argument.
    A URI with nothing to read (an unsaved buffer the client closed) is answered with the empty result,
    and a failing feature is logged and answered the same way. Each handler states what it may wait
    for, and waits in a thread, so that other requests are answered meanwhile: the whole model
    (``model``; without it, a large document still being parsed is read one block at a time) and this
    version's analysis record (``analysis``: the replay, seconds on a large file; a hover never does)."""
    def deco(fn):
        def call(ls: InductorLensServer, params, doc: Document):
            try:
                return fn(ls, params, doc)
            except Exception:
                log.exception("%s failed", fn.__name__)
                return default() if default else None

        def call_current(ls: InductorLensServer, params, doc: Document):
            if _overtaken(ls, doc):   # edited while this request waited: not worth a parse
                raise JsonRpcContentModified(f"{doc.uri} changed (version {doc.version} is gone)")
            return call(ls, params, doc)

        @functools.wraps(fn)
        async def wrapper(ls: InductorLensServer, params):
            doc = ls.doc(params.text_document.uri)
            if doc is None:
                log.debug("%s: no document %s", fn.__name__, params.text_document.uri)
                return default() if default else None
            if doc.parsed and doc.indexed and (not analysis or doc.analysed is not None):
                return call(ls, params, doc)
            if not model and doc.large:    # the block under the cursor, parsed alone: never waits
                return call(ls, params, doc)
            # a version not parsed yet: parsed off the loop, which meanwhile reads the next messages; if
            # they edit the document first, this request is answered ContentModified (LSP's error for a
            # result the change made worthless) instead of parsing a version nobody will see (a burst of
            # edits and requests parsed every version in turn: replies 10 s late)
            await asyncio.sleep(SETTLE_S)   # the next messages are read meanwhile (pygls reads in a thread)
            if _overtaken(ls, doc):
                raise JsonRpcContentModified(f"{doc.uri} changed (version {doc.version} is gone)")
            return await asyncio.to_thread(call_current, ls, params, doc)
        return wrapper
    return deco


# ------------------------------------------------------------------------------------------------
# Lifecycle and documents
# ------------------------------------------------------------------------------------------------

@server.feature(t.INITIALIZE)
def initialize(ls: InductorLensServer, params: t.InitializeParams) -> None:
    ls.apply_settings(params.initialization_options)
    # the encoding pygls announces in the capabilities it answers with (the client's first choice it knows)
    enc = ServerCapabilitiesBuilder.choose_position_encoding(params.capabilities)
    ls.ws.encoding = getattr(enc, "value", enc)
    ls.ws.roots = _roots(ls)


@server.feature(t.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS)
def did_change_workspace_folders(ls: InductorLensServer, params: t.DidChangeWorkspaceFoldersParams) -> None:
    ls.ws.roots = _roots(ls)     # pygls has updated its folders before calling this


def _roots(ls: InductorLensServer) -> tuple[str, ...]:
    """The workspace folders as paths (the root path when the client sent no folders)."""
    uris = [f.uri for f in ls.workspace.folders.values()]
    paths = [p for u in uris if (p := uri_to_path(u))]
    if not paths and ls.workspace.root_path:
        paths = [ls.workspace.root_path]
    return tuple(dict.fromkeys(paths))


@server.feature(t.WORKSPACE_DID_CHANGE_CONFIGURATION)
def did_change_configuration(ls: InductorLensServer, params: t.DidChangeConfigurationParams) -> None:
    ls.apply_settings(params.settings)
    for uri in list(ls.ws.documents):
        ls.schedule(uri)
    # another interpreter: the worker waiting is replaced; prewarm off: it goes
    ls.prewarm(start=bool(ls.ws.documents))


@server.feature(t.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: InductorLensServer, params: t.DidOpenTextDocumentParams) -> None:
    td = params.text_document
    log.debug("didOpen %s (%d chars)", td.uri, len(td.text))
    ls.ws.open(td.uri, td.text, td.version)
    if td.language_id == LANGUAGE_ID:
        ls._prewarm_after.add(td.uri)   # a benchmark is likely: a worker imports torch after the analysis
    ls.schedule(td.uri)


def _stop_prestarted() -> None:
    import sys
    client = sys.modules.get("inductor_lens.measure.client")   # not imported: none was started
    if client is not None:
        client.stop_prestarted()


@server.feature(t.SHUTDOWN)
def shutdown(ls: InductorLensServer, *_args: Any) -> None:
    _stop_prestarted()   # the worker started ahead (a benchmark running is cancelled by pygls)


@server.feature(t.EXIT)
def exit_(ls: InductorLensServer, *_args: Any) -> None:
    _stop_prestarted()


@server.feature(t.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: InductorLensServer, params: t.DidChangeTextDocumentParams) -> None:
    uri = params.text_document.uri
    if ls.ws.edit(uri, ls.edits(params), params.text_document.version) is None:
        log.warning("didChange for %s, which is not open: ignored", uri)
        return
    ls.schedule(uri, DEBOUNCE_S)


@server.feature(t.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: InductorLensServer, params: t.DidCloseTextDocumentParams) -> None:
    uri = params.text_document.uri
    task = ls._tasks.pop(uri, None)
    if task is not None:
        task.cancel()
    ls._prewarm_after.discard(uri)
    ls.ws.close(uri)
    ls.text_document_publish_diagnostics(t.PublishDiagnosticsParams(uri=uri, diagnostics=[]))
    if not ls.ws.documents:   # no IR open: no benchmark likely, the worker started ahead goes
        _stop_prestarted()


# ------------------------------------------------------------------------------------------------
# Requests
# ------------------------------------------------------------------------------------------------

@server.feature(t.TEXT_DOCUMENT_HOVER)
@on_document(model=False)   # a large document still being parsed: the block under the cursor
def hover(ls: InductorLensServer, params: t.HoverParams, doc: Document):
    h = F.hover(ls.ws, doc, doc.offset(params.position.line, params.position.character))
    if h is None:
        return None
    return t.Hover(contents=t.MarkupContent(kind=t.MarkupKind.Markdown, value=h.markdown), range=ls.rng(h.start, h.end))


@server.feature(t.TEXT_DOCUMENT_DEFINITION)
@on_document(list, analysis=True)     # an op's definition: its source line, from the provenance
def definition(ls: InductorLensServer, params: t.DefinitionParams, doc: Document):
    return [ls.loc(l) for l in F.definition(ls.ws, doc, doc.offset(params.position.line, params.position.character))]


@server.feature(t.TEXT_DOCUMENT_IMPLEMENTATION)
@on_document(list, analysis=True)     # its kernel: the record's kernel map
def implementation(ls: InductorLensServer, params: t.ImplementationParams, doc: Document):
    """An op's generated kernel in output_code.py (its definition is its line in the user's model)."""
    return [ls.loc(l) for l in F.implementation(ls.ws, doc, doc.offset(params.position.line, params.position.character))]


@server.feature(t.TEXT_DOCUMENT_REFERENCES)
@on_document(list)
def references(ls: InductorLensServer, params: t.ReferenceParams, doc: Document):
    off = doc.offset(params.position.line, params.position.character)
    return [ls.loc(l) for l in F.references(doc, off, params.context.include_declaration)]


def _doc_symbol(ls: InductorLensServer, s: F.Symbol) -> t.DocumentSymbol:
    return t.DocumentSymbol(name=s.name, kind=SYMBOL_KIND.get(s.kind, t.SymbolKind.Object), detail=s.detail,
                            range=ls.rng(s.start, s.end), selection_range=ls.rng(s.sel_start, s.sel_end),
                            children=[_doc_symbol(ls, c) for c in s.children] or None)


@server.feature(t.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
@on_document(list)
def document_symbol(ls: InductorLensServer, params: t.DocumentSymbolParams, doc: Document):
    return [_doc_symbol(ls, s) for s in F.document_symbols(doc)]


@server.feature(t.WORKSPACE_SYMBOL)
@safe(list)
def workspace_symbol(ls: InductorLensServer, params: t.WorkspaceSymbolParams):
    return [t.SymbolInformation(name=name, kind=SYMBOL_KIND.get(kind, t.SymbolKind.Object), location=ls.loc(loc),
                                container_name=container or None)
            for name, kind, loc, container in F.workspace_symbols(ls.ws, params.query)]


@server.feature(t.TEXT_DOCUMENT_FOLDING_RANGE)
@on_document(list)
def folding_range(ls: InductorLensServer, params: t.FoldingRangeParams, doc: Document):
    return [t.FoldingRange(start_line=f.start_line, end_line=f.end_line,
                           kind={"region": t.FoldingRangeKind.Region, "comment": t.FoldingRangeKind.Comment}.get(f.kind))
            for f in F.folding_ranges(doc)]


SEMANTIC_LEGEND = t.SemanticTokensLegend(token_types=F.TOKEN_TYPES, token_modifiers=F.TOKEN_MODIFIERS)


def _encode_tokens(doc: Document, toks) -> list[int]:
    data: list[int] = []
    pl, pc = 0, 0
    enc = doc.encoding
    for off, length, typ, mods in toks:
        line, col = doc.position(off)
        text = doc.text[off:off + length]      # the length in the negotiated encoding's code units
        data.extend([line - pl, col - pc if line == pl else col, length if text.isascii() else units(text, enc),
                     typ, mods])
        pl, pc = line, col
    return data


@server.feature(t.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, SEMANTIC_LEGEND)
@on_document(lambda: t.SemanticTokens(data=[]))
def semantic_tokens_full(ls: InductorLensServer, params: t.SemanticTokensParams, doc: Document):
    return t.SemanticTokens(data=_encode_tokens(doc, F.semantic_tokens(doc)))


@server.feature(t.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, SEMANTIC_LEGEND)
@on_document(lambda: t.SemanticTokens(data=[]))
def semantic_tokens_range(ls: InductorLensServer, params: t.SemanticTokensRangeParams, doc: Document):
    r = params.range
    s, e = doc.offset(r.start.line, r.start.character), doc.offset(r.end.line, r.end.character)
    return t.SemanticTokens(data=_encode_tokens(doc, F.semantic_tokens(doc, s, e)))


@server.feature(t.TEXT_DOCUMENT_INLAY_HINT)
@on_document(list)
def inlay_hint(ls: InductorLensServer, params: t.InlayHintParams, doc: Document):
    r = params.range
    s, e = doc.offset(r.start.line, r.start.character), doc.offset(r.end.line, r.end.character)
    return [t.InlayHint(position=t.Position(*h.position), label=h.label, kind=t.InlayHintKind.Type,
                        tooltip=h.tooltip, padding_left=True) for h in F.inlay_hints(doc, s, e)]


@server.feature(t.TEXT_DOCUMENT_CODE_LENS)
@on_document(list, analysis=True)     # the record's benchmark targets
def code_lens(ls: InductorLensServer, params: t.CodeLensParams, doc: Document):
    return [t.CodeLens(range=ls.rng(b.lens or b.start, b.lens or b.start),
                       command=t.Command(title=f"Benchmark {b.node1} → {b.node2}", command="inductorLens.benchmark",
                                         arguments=[doc.uri, b.node1, b.node2]))
            for b in F.bench_targets(ls.ws, doc)]


@server.feature(t.TEXT_DOCUMENT_CODE_ACTION,
                t.CodeActionOptions(code_action_kinds=[t.CodeActionKind.QuickFix, t.CodeActionKind.Empty]))
@on_document(list, analysis=True)
def code_action(ls: InductorLensServer, params: t.CodeActionParams, doc: Document):
    targets = {(b.pair, b.start[0]): b for b in F.bench_targets(ls.ws, doc)}
    out = []
    for d in params.context.diagnostics:
        data = d.data if isinstance(d.data, dict) else {}
        n1, n2 = data.get("node1"), data.get("node2")
        if not (isinstance(n1, str) and isinstance(n2, str)):
            continue
        b = targets.get(((n1, n2), d.range.start.line))
        if b is not None:
            out.append(t.CodeAction(
                title=f"Benchmark {b.node1} → {b.node2}: fused vs unfused", kind=t.CodeActionKind.QuickFix,
                diagnostics=[d], command=t.Command(title=f"Benchmark {b.node1} → {b.node2}",
                                                   command="inductorLens.benchmark",
                                                   arguments=[doc.uri, b.node1, b.node2])))
        if not F.is_design_reason(d.code):     # an extern call or a no-op: Inductor's design, nothing to set
            out.append(t.CodeAction(
                title=f"What would fuse {n1} → {n2}?", kind=t.CodeActionKind.QuickFix, diagnostics=[d],
                command=t.Command(title=f"What would fuse {n1} → {n2}?", command="inductorLens.suggest",
                                  arguments=[doc.uri, n1, n2])))
        if b is not None:
            out.append(t.CodeAction(
                title=f"Show the kernels of {b.node1} → {b.node2} fused vs unfused (generated, not run)",
                kind=t.CodeActionKind.QuickFix, diagnostics=[d],
                command=t.Command(title=f"Kernels of {b.node1} → {b.node2}", command="inductorLens.benchmark",
                                  arguments=[doc.uri, b.node1, b.node2, {"codegen": True}])))
    # on a fused node's header: fused, but should it have been? Time it against its members (issue 42)
    fused = F.fused_header_at(doc, params.range.start.line)
    if fused is not None:
        name, count, knob = fused
        title = (f"Benchmark: split {name} into its two sides (fused vs split, as with {knob} off)" if knob
                 else f"Benchmark: split {name} into its {count} members (fused vs split)")
        out.append(t.CodeAction(
            title=title, kind=t.CodeActionKind.QuickFix,
            command=t.Command(title=f"Benchmark split of {name}", command="inductorLens.benchmark",
                              arguments=[doc.uri, name, name, {"split": F.SIDES if knob else ""}])))
    return out


@server.feature(t.WINDOW_WORK_DONE_PROGRESS_CANCEL)
def progress_cancel(ls: InductorLensServer, params: t.WorkDoneProgressCancelParams) -> None:
    ls.protocol.cancel(("progress", str(params.token)))


@server.command("inductorLens.benchmark")
@finite_result
async def cmd_benchmark(ls: InductorLensServer, uri: str, node1: str, node2: str, *rest: Any):
    """Rebuild node1 -> node2 with Inductor, fused vs unfused, in a worker process; $/progress while it
    runs; cancellable ($/cancelRequest or the progress UI); the report also shows in later hovers.
    An optional 4th argument overrides the benchmark settings for this run
    (``{"device", "timeout", "minTime", "repeat", "sizes", "python", "timeOriginal"}``) and may carry the
    client's ``progressToken``; ``{"codegen": true}`` only generates both variants' kernels (not kept for
    hovers). The same as the ``inductorLens/benchmark`` request."""
    options = rest[0] if rest and isinstance(rest[0], dict) else None
    return await benchmark(ls, uri, node1, node2, options)


@server.feature("inductorLens/benchmark")
@finite_result
async def req_benchmark(ls: InductorLensServer, params: Any):
    """The benchmark as a request: ``{"textDocument": {"uri"}, "node1", "node2", "options"?,
    "workDoneToken"?}``; $/cancelRequest cancels it (pygls cancels the handler's task)."""
    p = _as_dict(params)
    td = _as_dict(p.get("textDocument"))
    uri, node1, node2 = td.get("uri"), p.get("node1"), p.get("node2")
    if not all(isinstance(x, str) and x for x in (uri, node1, node2)):
        return {"error": "inductorLens/benchmark needs textDocument.uri, node1 and node2 (strings)",
                "kind": "invalid_params"}
    options = dict(_as_dict(p.get("options")))
    if isinstance(p.get("workDoneToken"), (str, int)):
        options["progressToken"] = p["workDoneToken"]
    return await benchmark(ls, uri, node1, node2, options)


@server.feature("inductorLens/fusionMap")
@finite_result
async def req_fusion_map(ls: InductorLensServer, params: Any):
    """The fusion map of an IR document: its kernels, every producer -> consumer edge with its
    reason and bytes, and the ranking (``service.views.fusion_map``); the VS Code map draws it."""
    uri = _as_dict(_as_dict(params).get("textDocument")).get("uri")
    doc = ls.ws.lookup(uri) if isinstance(uri, str) else None
    if doc is None:
        return {"error": "no such document"}
    build = safe(lambda: {"error": "the fusion map failed (the server's log has the details)"})(F.fusion_map)
    return await asyncio.to_thread(build, ls.ws, doc)


@server.feature("inductorLens/kernel")
async def req_kernel(ls: InductorLensServer, params: Any):
    """The generated kernel of the op at a position (a fused node's: its one kernel):
    ``{"uri", "range", "name"}``, or ``{"error"}`` saying why there is none (an extern call, a nop node,
    a pre-fusion file, no output_code.py beside the file); the VS Code command opens it."""
    p = _as_dict(params)
    uri = _as_dict(p.get("textDocument")).get("uri")
    pos = _as_dict(p.get("position"))
    doc = ls.ws.lookup(uri) if isinstance(uri, str) else None
    line, char = pos.get("line"), pos.get("character")
    if doc is None or not all(isinstance(x, int) and not isinstance(x, bool) for x in (line, char)):
        return {"error": "inductorLens/kernel needs textDocument.uri and position {line, character}"}
    offset = doc.offset(line, char)
    loc, why = await asyncio.to_thread(safe(lambda: (None, "the kernel lookup failed (see the server log)"))(
        F.kernel_location), ls.ws, doc, offset)
    if loc is None:
        return {"error": why}
    return {"uri": loc.uri, "name": why, "range": {"start": {"line": loc.start[0], "character": loc.start[1]},
                                                   "end": {"line": loc.end[0], "character": loc.end[1]}}}


@server.feature("inductorLens/sourceLenses")
async def req_source_lenses(ls: InductorLensServer, params: Any):
    """For a Python file of the user's model: ``[{"line", "title", "uri", "nodes", "ranges", "code", "run"}]``, one per
    source line that produced kernels in the IR documents open here (the VS Code extension shows them
    as code lenses that reveal the nodes)."""
    uri = _as_dict(_as_dict(params).get("textDocument")).get("uri")
    path = uri_to_path(uri) if isinstance(uri, str) else None
    if path is None:
        return []
    lenses = await asyncio.to_thread(safe(list)(F.source_lenses), ls.ws, path)
    return [{"line": x.line, "title": x.title, "uri": x.ir_uri, "nodes": x.nodes, "code": x.code, "run": x.run,
             "ranges": [{"start": {"line": s[0], "character": s[1]}, "end": {"line": e[0], "character": e[1]}}
                        for s, e in x.ranges]} for x in lenses]


@server.feature("inductorLens/runs")
@finite_result
async def req_runs(ls: InductorLensServer, params: Any):
    """The runs of folders (``{"roots": [path or file URI, ...]}``, default: the workspace folders):
    ``{"runs": [...], "errors": [...]}``, each run as ``inductor-lens runs --json`` writes it
    (``service.runs.workspace_runs``, a bounded walk of each folder, in a thread); the VS Code Runs view."""
    roots = _plain(_as_dict(params).get("roots"))
    if roots is None:
        roots = list(ls.ws.roots)
    if not isinstance(roots, list) or not all(isinstance(r, str) for r in roots):
        return {"runs": [], "errors": [{"root": "", "error": "inductorLens/runs needs roots: [folder paths]"}]}
    listing = safe(lambda: {"runs": [], "errors": [{"root": "", "error": "the listing failed (see the server log)"}]})(
        F.workspace_runs)
    return await ls.long(listing, roots)


@server.feature("inductorLens/compare")
@finite_result
async def req_compare(ls: InductorLensServer, params: Any):
    """Two runs compared (``{"a", "b"}``: paths or file URIs of runs, graph folders or
    ``ir_post_fusion.txt`` files; ``"page": true`` adds ``html``, both fusion maps side by side):
    ``inductor-lens compare --json``'s JSON with each change's place in B's and A's IR
    (``service.compare.compare_runs``, in a thread), or ``{"error": ...}``; VS Code's "Compare with…"."""
    p = _as_dict(params)
    run = safe(lambda: {"error": "the comparison failed (see the server log)"})(F.compare_runs)
    return await ls.long(run, p.get("a"), p.get("b"), p.get("page") is True)


@server.feature("inductorLens/attachTrace")
@finite_result
async def req_attach_trace(ls: InductorLensServer, params: Any):
    """A ``torch.profiler`` trace attached to an IR document (``{"uri", "trace"}``: a path or file URI,
    null to detach): read and joined to its final graph in a thread (``service.traces.attach_trace``),
    remembered for the document, its kernels' measured timings in hover cards. Answers the join's
    summary (with ``message`` when it joined none of the graph's kernels), ``{"detached"}``, or
    ``{"error": ...}``; VS Code's "Attach Profiler Trace…"."""
    p = _as_dict(params)
    run = safe(lambda: {"error": "attaching the trace failed (see the server log)"})(F.attach_trace)
    return await ls.long(run, ls.ws, p.get("uri"), p.get("trace"))


def _as_dict(x: Any) -> dict:
    """A request's untyped params as a dict (pygls hands them over as nested named tuples)."""
    if isinstance(x, dict):
        return x
    if x is None:
        return {}
    if isinstance(x, tuple) and hasattr(x, "_asdict"):
        return {k: _plain(v) for k, v in x._asdict().items()}
    try:
        return {k: v for k, v in vars(x).items() if not k.startswith("_")}
    except TypeError:
        return {}


def _plain(v: Any) -> Any:
    """Nested named tuples (pygls' objects of untyped params) as dicts, e.g. the options' sizes."""
    if isinstance(v, tuple) and hasattr(v, "_asdict"):
        return {k: _plain(x) for k, x in v._asdict().items()}
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v


async def benchmark(ls: InductorLensServer, uri: str, node1: str, node2: str, options: dict | None):
    """The benchmark of the command and of the request (``cmd_benchmark``): ``F.benchmark`` with the
    settings, a cancellable $/progress and the request's cancellation."""
    import threading
    doc = ls.doc(uri)
    if doc is None:
        return {"error": f"unknown document {uri}"}
    problems: list[str] = []
    options = dict(options or {})
    split = options.pop("split", None)       # node1 a fused node timed against its parts (issue 42)
    split = split if isinstance(split, str) else None
    settings = ls.settings.bench.updated(options, problems)
    for p in problems:
        log.warning("benchmark option ignored: %s", p)
    # a client that shows its own cancellable progress passes its token (like LSP's workDoneToken,
    # which pygls does not hand to commands); otherwise the server creates one
    client_token = settings.progress_token
    token = str(client_token) if isinstance(client_token, (str, int)) else str(uuid.uuid4())
    cancel = threading.Event()
    # the progress's cancel button, and $/cancelRequest of this request (a command's own task is not
    # cancelled by pygls): one registry, the protocol's
    keys = [("progress", token)] + ([("request", ls.protocol.msg_id)] if ls.protocol.msg_id is not None else [])
    for key in keys:
        ls.protocol.on_cancel(key, cancel.set)
    loop = asyncio.get_running_loop()
    state = {"progress": False, "ended": False}   # no report after the end (a line still on its way)

    async def begin(codegen: bool) -> None:
        if client_token is None and not (ls.can_report_progress() and await ls.create_progress(token)):
            return
        try:
            ls.work_done_progress.begin(token, t.WorkDoneProgressBegin(
                title=(f"{'Kernels of' if codegen else 'Benchmark'} {node1} split into its parts" if split is not None
                       else f"{'Kernels of' if codegen else 'Benchmark'} {node1} → {node2}"),
                message="starting the worker", percentage=0, cancellable=True))
            state["progress"] = True
        except Exception:
            log.debug("no progress for the benchmark", exc_info=True)

    def started(req) -> None:     # the worker thread, once the names are checked: the progress begins
        asyncio.run_coroutine_threadsafe(begin(req.codegen), loop).result()

    def send(value: t.WorkDoneProgressReport) -> None:
        if state["progress"] and not state["ended"]:
            ls.work_done_progress.report(token, value)

    def report(msg: str, frac: float) -> None:   # the worker thread, for each progress line
        loop.call_soon_threadsafe(send, t.WorkDoneProgressReport(message=msg, percentage=int(100 * frac)))

    def end(message: str) -> None:
        if state["progress"] and not state["ended"]:
            state["ended"] = True
            ls.end_progress(token, message)

    try:
        outcome = await asyncio.to_thread(F.benchmark, ls.ws, doc, node1, node1 if split is not None else node2,
                                          settings, report, cancel, on_start=started, split=split)
    except asyncio.CancelledError:
        cancel.set()  # the worker thread sees it and kills the process
        end("cancelled")
        raise
    finally:
        for key in keys:
            ls.protocol.forget_cancel(key)
    r = outcome.result
    end(outcome.error if r is None else ("done" if r.verdict is None else r.verdict))
    if r is not None and not r.cached:
        loop.call_later(1.0, ls.prewarm)   # after the answer: a worker ahead for the next pair
    if r is not None and split is not None and r.fused.resources:
        ls.schedule(uri)    # diagnostics again: a fused kernel that spills gets its warning (analysis cached)
    return outcome.to_json()


# ------------------------------------------------------------------------------------------------
# Commands
# ------------------------------------------------------------------------------------------------

@server.command("inductorLens.diff")
def cmd_diff(ls: InductorLensServer, uri: str):
    """The pre/post diff of the document's debug directory, as text (clients show it in a new tab)."""
    doc = ls.doc(uri)
    text = F.diff_text(ls.ws, doc) if doc else None
    if text is None:
        return {"error": "no ir_pre_fusion.txt / ir_post_fusion.txt pair beside this file"}
    return {"title": "Inductor fusion diff", "language": "markdown", "text": text}


@server.command("inductorLens.suggest")
async def cmd_suggest(ls: InductorLensServer, uri: str, node1: str, node2: str, *_rest: Any):
    """What would fuse a pair (``service.suggestions``): a markdown page, counted off the event loop."""
    doc = ls.doc(uri)
    if doc is None:
        return {"error": f"unknown document {uri}"}
    from ..service.suggestions import suggestion_page
    try:
        return await ls.long(suggestion_page, ls.ws, doc, str(node1), str(node2))
    except Exception as err:     # a failure is said, the server goes on
        log.exception("suggestions for %s failed", uri)
        return {"error": f"{type(err).__name__}: {err}"}


@server.command("inductorLens.status")
@finite_result
def cmd_status(ls: InductorLensServer, *_args: Any):
    """What the server holds: each open document (version, size, a hash of its text, what has been
    computed for it), the position encoding, and memory (also for a client's "show server status")."""
    from ..service.memory import stats
    return {"version": __version__, "position_encoding": ls.ws.encoding,
            "documents": [d.status() for d in ls.ws.documents.values()], "memory": stats(),
            "progress_tokens": len(ls.work_done_progress.tokens)}


@server.command("inductorLens.explain")
@finite_result
def cmd_explain(ls: InductorLensServer, uri: str):
    """The explanation of a document as the `inductor-lens explain --format json` object."""
    doc = ls.doc(uri)
    if doc is None:
        return {"error": f"unknown document {uri}"}
    ex = doc.explanation(ls.ws)
    if ex is None:
        return {"error": f"the fusion analysis failed: {doc.explain_error}"}
    return ex.to_json()


def _watch_stalls(limit: float) -> None:
    """A watchdog for development: when the event loop has not ticked for ``limit`` seconds, log what
    every thread is doing (what holds the interpreter lock)."""
    import sys
    import threading
    import time
    import traceback
    last = [time.monotonic()]

    async def tick():
        while True:
            last[0] = time.monotonic()
            await asyncio.sleep(0.05)

    @server.feature(t.INITIALIZED)
    def _start_ticker(ls, params):
        asyncio.get_event_loop().create_task(tick())

    def watch():
        while True:
            time.sleep(limit / 2)
            lag = time.monotonic() - last[0]
            if lag > limit:
                me = threading.get_ident()
                stacks = "".join(f"--- thread {tid}\n" + "".join(traceback.format_stack(f)[-5:])
                                 for tid, f in sys._current_frames().items() if tid != me)
                log.warning("request loop blocked for %.1f s\n%s", lag, stacks)
                last[0] = time.monotonic()

    threading.Thread(target=watch, daemon=True).start()


def main(argv: list[str] | None = None) -> int:
    import argparse
    ap = argparse.ArgumentParser(prog="inductor-lens serve", description="Inductor Lens language server")
    ap.add_argument("--stdio", action="store_true", help="talk LSP over stdin/stdout (the default)")
    ap.add_argument("--tcp", metavar="HOST:PORT", help="listen on a TCP socket instead")
    ap.add_argument("--log-file", help="write the server log here")
    ap.add_argument("--log-level", default="WARNING")
    ap.add_argument("--debug-stalls", type=float, metavar="SECONDS", default=None,
                    help="log every thread's stack when the request loop is blocked this long")
    args = ap.parse_args(argv)
    logging.basicConfig(filename=args.log_file, level=getattr(logging, args.log_level.upper(), logging.WARNING),
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    import sys
    # requests must not wait long behind the analysis thread for the interpreter lock
    sys.setswitchinterval(0.001)
    if args.debug_stalls:
        _watch_stalls(args.debug_stalls)
    for name, what in (("pygls.protocol.json_rpc", "Unable to deserialize message"),
                       ("pygls.server", "Unable to handle message")):
        logging.getLogger(name).addFilter(_Answered(what))
    logging.getLogger("pygls.protocol.json_rpc").addFilter(_ConciseInvalidParams())
    if args.tcp:
        host, _, port = args.tcp.rpartition(":")
        server.start_tcp(host or "127.0.0.1", int(port))
    else:
        server.start_io()
    # LSP: exit code 0 after a shutdown request, 1 otherwise (an 'exit' without 'shutdown', or the
    # client went away)
    return 0 if server.protocol.shutdown_requested else 1


class _Answered(logging.Filter):
    """Drops pygls' traceback for a message ``protocol.LensProtocol`` answers with an error itself (a
    body that is not JSON, params that do not fit): one concise log line is written there instead."""

    def __init__(self, prefix: str):
        super().__init__()
        self.prefix = prefix

    def filter(self, record: logging.LogRecord) -> bool:
        if not str(record.msg).startswith(self.prefix):
            return True
        import json
        err = record.exc_info[1] if record.exc_info else None
        return not (err is None or isinstance(err, (json.JSONDecodeError, UnicodeDecodeError)))


class _ConciseInvalidParams(logging.Filter):
    """A request pygls answers with InvalidParams (a command given the wrong number of arguments) is the
    client's mistake, not the server's: one warning line instead of pygls' error with a traceback. A
    request answered ContentModified (the document changed first) is no error at all."""

    def filter(self, record: logging.LogRecord) -> bool:
        err = record.exc_info[1] if record.exc_info else None
        if isinstance(err, JsonRpcContentModified):   # a stale request answered as LSP asks: no error
            return log.isEnabledFor(logging.DEBUG)
        if isinstance(err, JsonRpcInvalidParams) and str(record.msg).startswith("Exception occurred for message"):
            record.msg = "refused request %s: %s"
            record.args = (record.args[0] if record.args else "?", err.message)
            record.levelno, record.levelname = logging.WARNING, "WARNING"
            record.exc_info = record.exc_text = None
        return True
