"""Reading the files of a debug directory, which may come from someone else.

A folder received from others can hold a FIFO named ``output_code.py`` (a plain ``open`` waits forever
for a writer), a symlink to ``/dev/zero`` (reads until memory runs out) or to ``/dev/stdin`` (in the
language server: the protocol stream). Every file the tool reads beside the one the user opened goes
through here: it is opened without blocking, read only when it is a regular file, and only up to a size
limit. A refusal is an ``OSError`` (``FileRefused``), so callers that already skip unreadable files
skip these too.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

#: the largest file read (the largest IR files seen are ~50 MB; a file 5x larger would need gigabytes of
#: memory to analyse)
MAX_BYTES = 256 * 1024 * 1024

_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) \
    | getattr(os, "O_BINARY", 0)


class FileRefused(OSError):
    """A path that is not a regular file, or larger than the limit."""


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return name
    return "not a regular file"


def read_bytes(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ``FileRefused`` (an OSError) otherwise.
    Never blocks on a FIFO or a device."""
    fd = os.open(path, _FLAGS)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused(f"{path}: {_kind(st.st_mode)}, not read")
        if st.st_size > limit:
            raise FileRefused(f"{path}: {st.st_size:,} bytes, over the {limit:,} bytes read")
        chunks, left = [], limit + 1
        while left > 0:
            b = os.read(fd, min(left, 1 << 24))
            if not b:
                break
            chunks.append(b)
            left -= len(b)
        data = b"".join(chunks)
        if len(data) > limit:   # it grew while read
            raise FileRefused(f"{path}: over the {limit:,} bytes read")
        return data
    finally:
        os.close(fd)


def read_text(path: str | Path, limit: int = MAX_BYTES) -> str:
    """The text of a regular file, as ``Path.read_text(encoding="utf-8", errors="replace")`` gives it
    (universal newlines)."""
    text = read_bytes(path, limit).decode("utf-8", errors="replace")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def is_regular(path: str | Path) -> bool:
    """Whether ``path`` is (or links to) a regular file; never raises, never blocks."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False
