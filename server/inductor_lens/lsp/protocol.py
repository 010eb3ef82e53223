"""The JSON-RPC / LSP rules pygls leaves to the server, in one place.

pygls drops what it cannot read or does not expect without a word, and a client then waits forever.
This protocol answers every request, as the specifications say:

* a message that is not JSON: ``ParseError`` (-32700, id null);
* not a JSON-RPC 2.0 message (a bare value, a batch, no ``jsonrpc``, neither a method nor a result):
  ``InvalidRequest`` (-32600);
* a request whose params do not fit the method (a negative position, a missing field):
  ``InvalidParams`` (-32602) naming the field; a notification like that is dropped with a log line;
* a request before ``initialize``: ``ServerNotInitialized`` (-32002); notifications then are dropped,
  except ``exit``; a second ``initialize``: ``InvalidRequest``;
* a request after ``shutdown``: ``InvalidRequest``; only ``exit`` is still accepted.

Messages can be sent from worker threads (a large ``publishDiagnostics`` is serialised there, not on
the request loop), and a client that reads slowly does not block the loop (``QueuedWriter``).

It also keeps the documents' text out of pygls: ``didOpen`` / ``didChange`` / ``didClose`` go straight to
the server's handlers, which keep the one copy (``service.document.Workspace``) with LSP's line breaks
and the negotiated position encoding. (pygls' own copy splits lines with ``str.splitlines()``, which
breaks at characters LSP does not, and rebuilds the whole text on every keystroke.)
"""
from __future__ import annotations

import asyncio
import inspect
import json
import logging
import queue
import threading
from typing import Any

from lsprotocol import types as t
from pygls.exceptions import (
    JsonRpcException,
    JsonRpcInvalidParams,
    JsonRpcInvalidRequest,
    JsonRpcParseError,
    JsonRpcServerNotInitialized,
)
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.json_rpc import RPCRequest
from pygls.protocol.language_server import lsp_method

log = logging.getLogger("inductor_lens.lsp")

#: what ``structure_message`` returns for a message it has already answered (or dropped)
ANSWERED = object()


def _params_error(err: Exception) -> str:
    """The fields a client got wrong, from cattrs' validation error."""
    cause = err.__cause__ or err
    try:
        from cattrs.v import format_exception, transform_error

        def fmt(exc: BaseException, type_) -> str:   # a validator's own words say what was wrong
            return str(exc) if type(exc) is ValueError and str(exc) else format_exception(exc, type_)
        msgs = transform_error(cause, format_exception=fmt)
    except Exception:  # not a cattrs error
        msgs = [str(cause)]
    return "; ".join(m.replace("$.", "", 1) for m in msgs[:5]) or type(cause).__name__


def _valid_id(x: Any) -> bool:
    """JSON-RPC: a request id is a string or a number (null is discouraged, kept for pygls)."""
    return x is None or (isinstance(x, (str, int, float)) and not isinstance(x, bool))


def _bad_position(params: Any, path: str = "", depth: int = 0) -> str | None:
    """A ``{"line", "character"}`` object in the params whose fields are not integers (cattrs would turn
    "3" or 1.5 into 3 and 1): what is wrong, else None. Looks three levels deep (a position, a range's
    ends, a change's range), at objects only."""
    if depth > 3:
        return None
    if isinstance(params, dict):
        if "line" in params and "character" in params:
            for k in ("line", "character"):
                v = params[k]
                if not isinstance(v, int) or isinstance(v, bool):
                    return f"{path}{k} must be an integer, not {json.dumps(v)[:40]}"
            return None
        for k, v in params.items():
            if isinstance(v, (dict, list)):
                bad = _bad_position(v, f"{path}{k}.", depth + 1)
                if bad is not None:
                    return bad
    elif isinstance(params, list):
        for i, v in enumerate(params[:1000]):
            if isinstance(v, dict):
                bad = _bad_position(v, f"{path}{i}.", depth + 1)
                if bad is not None:
                    return bad
    return None


class QueuedWriter:
    """pygls' stdio writer, fed through a queue by one thread: a client that reads slowly (a 1 MB
    publishDiagnostics fills the pipe) no longer blocks the request loop while the pipe drains, and
    messages can be sent from worker threads. Order is kept; ``close`` sends what is queued first."""

    def __init__(self, writer):
        self.writer = writer
        self.queue: queue.SimpleQueue = queue.SimpleQueue()
        self.thread = threading.Thread(target=self._run, name="lsp-writer", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while True:
            data = self.queue.get()
            if data is None:
                return
            try:
                self.writer.write(data)
            except Exception:   # the client is gone: nothing more can be sent
                log.debug("write failed", exc_info=True)
                return

    def write(self, data: bytes) -> None:
        self.queue.put(data)

    def close(self) -> None:
        self.queue.put(None)
        self.thread.join(timeout=5)
        self.writer.close()


class LoopWriter:
    """An asyncio transport's writer that messages sent from worker threads reach through its loop."""

    def __init__(self, writer: asyncio.StreamWriter, loop: asyncio.AbstractEventLoop):
        self.writer = writer
        self.loop = loop
        self.thread = threading.get_ident()

    def write(self, data: bytes) -> None:
        if threading.get_ident() == self.thread:
            self.writer.write(data)
        else:
            self.loop.call_soon_threadsafe(self.writer.write, data)

    def close(self):
        return self.writer.close()


class LensProtocol(LanguageServerProtocol):
    """pygls' LSP protocol, answering what pygls would leave unanswered (module docstring)."""

    def set_writer(self, writer, include_headers: bool = True) -> None:
        if isinstance(writer, asyncio.StreamWriter):   # TCP: buffered by asyncio, which is not thread-safe
            writer = LoopWriter(writer, asyncio.get_running_loop())
        else:   # stdio: a blocking pipe
            writer = QueuedWriter(writer)
        super().set_writer(writer, include_headers)

    def __init__(self, server, converter):
        super().__init__(server, converter)
        self.initialized = False          # 'initialize' received
        self.shutdown_requested = False   # 'shutdown' received
        self.exit_received = False
        # the one registry of what to call when the client cancels something: a request
        # (("request", id): its $/cancelRequest) or a work done progress (("progress", token): its
        # window/workDoneProgress/cancel)
        self.cancel_callbacks: dict[tuple[str, Any], list] = {}

    # --- cancellation pygls does not do (a command's own task, a progress) ----------------------------
    def on_cancel(self, key: tuple[str, Any], fn) -> None:
        """Call ``fn`` when the client cancels ``key``: ``("request", id)`` or ``("progress", token)``."""
        self.cancel_callbacks.setdefault(key, []).append(fn)

    def forget_cancel(self, key: tuple[str, Any]) -> None:
        self.cancel_callbacks.pop(key, None)

    def cancel(self, key: tuple[str, Any]) -> None:
        """The client cancelled ``key``: call what was registered for it (once)."""
        for fn in self.cancel_callbacks.pop(key, []):
            try:
                fn()
            except Exception:
                log.exception("cancelling %s", key)

    # --- replies pygls does not send --------------------------------------------------------------
    def reply_error(self, msg_id: Any, code: int, message: str) -> None:
        """An error response, framed as LSP's base protocol frames every message."""
        if self.writer is None:
            return
        if not isinstance(msg_id, (str, int)) or isinstance(msg_id, bool):
            msg_id = None
        body = json.dumps({"jsonrpc": "2.0", "id": msg_id, "error": {"code": code, "message": message}})
        data = f"Content-Length: {len(body.encode('utf-8'))}\r\n\r\n{body}".encode("utf-8")
        res = self.writer.write(data)
        if inspect.isawaitable(res):
            asyncio.ensure_future(res)

    def structure_message(self, data: dict[str, Any]):
        if isinstance(data, dict) and "method" in data:
            if "id" in data and not _valid_id(data["id"]):
                self.reply_error(None, JsonRpcInvalidRequest.CODE,
                                 f"a request id must be a string or a number, not {type(data['id']).__name__}")
                return ANSWERED
            bad = _bad_position(data.get("params"))
            if bad is not None:
                if "id" in data:
                    log.warning("refused a %s request: %s", data["method"], bad)
                    self.reply_error(data["id"], JsonRpcInvalidParams.CODE, f"invalid params for {data['method']}: {bad}")
                else:
                    log.warning("dropped a %s notification: %s", data["method"], bad)
                return ANSWERED
        try:
            return super().structure_message(data)
        except JsonRpcException as err:
            if "id" in data and "method" in data:
                log.warning("refused a %s request: %s", data["method"], _params_error(err))
                self.reply_error(data["id"], JsonRpcInvalidParams.CODE,
                                 f"invalid params for {data['method']}: {_params_error(err)}")
            elif "method" in data:
                log.warning("dropped a %s notification: %s", data["method"], _params_error(err))
            elif "result" not in data and "error" not in data:   # neither a request nor a response
                self.reply_error(data.get("id"), JsonRpcInvalidRequest.CODE, "a message needs a method, a result or "
                                 "an error")
            else:
                log.warning("dropped a response the server cannot read: %s", _params_error(err))
            return ANSWERED

    def handle_message(self, message) -> None:
        if message is ANSWERED:
            return
        if not hasattr(message, "jsonrpc"):  # a bare value, a batch, an object without "jsonrpc"
            rid = message.get("id") if isinstance(message, dict) else None
            self.reply_error(rid, JsonRpcInvalidRequest.CODE, "not a JSON-RPC 2.0 message")
            return
        method = getattr(message, "method", None)
        request = isinstance(message, RPCRequest)
        if message.jsonrpc != "2.0":
            if request:
                self.reply_error(message.id, JsonRpcInvalidRequest.CODE, 'expected "jsonrpc": "2.0"')
            return
        if method == t.EXIT:
            self.exit_received = True
        elif self.shutdown_requested:
            if request:
                self.reply_error(message.id, JsonRpcInvalidRequest.CODE,
                                 f"the server is shutting down: {method} refused (only 'exit' is accepted)")
            return
        elif method == t.INITIALIZE:
            if self.initialized:
                if request:
                    self.reply_error(message.id, JsonRpcInvalidRequest.CODE, "the server is already initialized")
                return
            self.initialized = True
        elif not self.initialized:
            if request:
                self.reply_error(message.id, JsonRpcServerNotInitialized.CODE,
                                 f"the server is not initialized: send 'initialize' before {method}")
            return
        elif method == t.SHUTDOWN:
            self.shutdown_requested = True
        elif method == t.CANCEL_REQUEST:
            self.cancel(("request", getattr(message.params, "id", None)))
        super().handle_message(message)

    def parse_error(self, error: Exception) -> None:
        """A message body that is not JSON (or not UTF-8)."""
        self.reply_error(None, JsonRpcParseError.CODE, f"parse error: {error}")

    # --- the documents' text is the server's (module docstring) ----------------------------------
    # Plain methods, not generators like pygls' own: pygls keeps the future of a generator handler until
    # a response is sent, and a notification gets none (one future left behind per keystroke).
    def _user(self, method: str, params) -> None:
        if (handler := self.fm.features.get(method)) is not None:
            res = handler(params)
            if inspect.isawaitable(res):
                asyncio.ensure_future(res)

    @lsp_method(t.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: t.DidOpenTextDocumentParams) -> None:
        self._user(t.TEXT_DOCUMENT_DID_OPEN, params)

    @lsp_method(t.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: t.DidChangeTextDocumentParams) -> None:
        self._user(t.TEXT_DOCUMENT_DID_CHANGE, params)

    @lsp_method(t.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: t.DidCloseTextDocumentParams) -> None:
        self._user(t.TEXT_DOCUMENT_DID_CLOSE, params)
