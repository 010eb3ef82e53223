"""The cyclic garbage collector and the models of a long editing session, in one place.

A 50 MB IR file parses into tens of millions of long-lived objects. A full collection walks every one
of them (seconds, holding the interpreter lock while a hover waits), so after a large build the
objects are moved out of the collector's reach (``gc.freeze``). Frozen objects are still freed by
reference counting when their document changes or closes — but only objects without reference
cycles: cyclic garbage that gets frozen stays for good, and an editing session grows with every edit.
So:

* while large documents are held, the garbage there is now is collected before each build: only
  unfrozen objects are walked (what was allocated since the last freeze), which is cheap; during a
  build the collector is paused, and what it built is frozen at its end;
* the models are acyclic (``tests/test_memory.py`` checks parse, index, explanation and every editor
  feature on every fixture and public file);
* objects are frozen only while large documents are held (``LARGE_BYTES`` of text in all). With small
  documents, the common case, nothing stays frozen, and each analysis ends with a full collection (a
  few milliseconds for them): whatever a future change makes cyclic is still collected. (Python's own
  full collections are rare: they wait until a quarter more objects survived than at the last one.)

``gc.get_freeze_count()`` walks the whole frozen list (half a second with the eight million objects of
a 50 MB file): only the status command, which reports it, calls it.
"""
from __future__ import annotations

import gc
from typing import Callable, TypeVar

from ..ir.parse import paused_gc

T = TypeVar("T")

#: text held (open documents and files read beside them) above which built models are frozen
LARGE_BYTES = 2_000_000


def build(workspace, fn: Callable[[], T]) -> T:
    """Run a bulk build of long-lived objects (call it off the request loop): garbage collected first,
    no cyclic collection during the build (the automatic full collections would walk the millions of
    objects a large build makes so far, each time holding the interpreter lock for a quarter of a
    second while a hover waits), frozen after it while large documents are held."""
    before_build(workspace)
    try:
        with paused_gc():
            return fn()
    finally:
        after_build(workspace)


def before_build(workspace) -> None:
    """While large documents are held (what is frozen stays frozen), collect what is garbage now, so
    that the freeze after the build cannot keep it: only the objects not frozen are walked, few.
    With small documents only, the freeze is undone and everything collected when the analysis ends
    (``settle``): a collection here would walk the whole heap before every build."""
    if held_bytes(workspace) > LARGE_BYTES:
        gc.collect()


def after_build(workspace) -> None:
    """Freeze what was built while large documents are held."""
    if held_bytes(workspace) > LARGE_BYTES:
        gc.freeze()


def settle(workspace) -> None:
    """At the end of an analysis: with small documents only, unfreeze and collect everything."""
    if held_bytes(workspace) <= LARGE_BYTES:
        gc.unfreeze()
        gc.collect()


def held_bytes(workspace) -> int:
    """Characters of text the workspace keeps models of."""
    return sum(len(d.text) for d in workspace.documents.values()) + workspace.disk_bytes()



_libc = None


def give_back() -> bool:
    """Return the memory freed since to the system (glibc's ``malloc_trim``): after a large transient
    allocation (a 76 MB profiler trace decoded into 400,000 events takes 500 MB while it is read),
    the freed pages stay in the allocator's arenas, one per thread that allocated, and the process grew
    with each attach/close cycle (79 -> 183 MB over 20 cycles, ``bench/traces.py``). False where there is
    no glibc."""
    global _libc
    if _libc is None:
        try:
            import ctypes
            _libc = ctypes.CDLL("libc.so.6")
            _libc.malloc_trim.argtypes = [ctypes.c_size_t]
        except (OSError, AttributeError):
            _libc = False
    if not _libc:
        return False
    gc.collect()
    _libc.malloc_trim(0)
    return True


def rss_bytes() -> int | None:
    """Resident memory of this process now (Linux: /proc; elsewhere None)."""
    try:
        with open("/proc/self/statm") as f:
            import os
            return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def stats() -> dict:
    """Memory figures for the server's status: resident bytes, Python objects the collector tracks and
    those frozen out of its reach."""
    import sys
    return {"rss_bytes": rss_bytes(), "gc_tracked": len(gc.get_objects()), "gc_frozen": gc.get_freeze_count(),
            "allocated_blocks": sys.getallocatedblocks()}
