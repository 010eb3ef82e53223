"""Reading the files of a debug directory, which may come from someone else; writing the files a user
keeps.

A folder received from others can hold a FIFO named ``output_code.py`` (a plain ``open`` waits forever
for a writer), a symlink to ``/dev/zero`` (reads until memory runs out) or to ``/dev/stdin`` (in the
language server: the protocol stream). Every file the tool reads beside the one the user opened goes
through here: it is opened without blocking, read only when it is a regular file, and only up to a size
limit. A refusal is an ``OSError`` (``FileRefused``), so callers that already skip unreadable files
skip these too.

Every file the command line writes for the user (a lock, a report, a SARIF log, a capture's manifest)
goes through ``write_atomic``: a temporary file beside it, renamed over it when whole, so that an error, a
full disk or Ctrl-C half way leaves the old file as it was, never an empty or truncated one.
"""
from __future__ import annotations

import errno
import os
import stat
import tempfile
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


def _read_regular(path: str | Path, limit: int, whole: bool) -> bytes:
    """At most ``limit`` bytes of a regular file (``whole``: the file must not be larger: ``FileRefused``
    otherwise); ``FileRefused`` for what is not a regular file. Never blocks on a FIFO or a device."""
    fd = os.open(path, _FLAGS)
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            raise FileRefused(f"{path}: {_kind(st.st_mode)}, not read")
        if whole and st.st_size > limit:
            raise FileRefused(f"{path}: {st.st_size:,} bytes, over the {limit:,} bytes read")
        chunks, left = [], limit + 1 if whole else limit
        while left > 0:
            b = os.read(fd, min(left, 1 << 24))
            if not b:
                break
            chunks.append(b)
            left -= len(b)
        data = b"".join(chunks)
        if whole and len(data) > limit:   # it grew while read
            raise FileRefused(f"{path}: over the {limit:,} bytes read")
        return data
    finally:
        os.close(fd)


def read_bytes(path: str | Path, limit: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; ``FileRefused`` (an OSError) otherwise.
    Never blocks on a FIFO or a device."""
    return _read_regular(path, limit, True)


def read_text(path: str | Path, limit: int = MAX_BYTES) -> str:
    """The text of a regular file, as ``Path.read_text(encoding="utf-8", errors="replace")`` gives it
    (universal newlines)."""
    text = read_bytes(path, limit).decode("utf-8", errors="replace")
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    return text


def read_head(path: str | Path, limit: int) -> str:
    """The first ``limit`` bytes of a regular file as text (the rest not read); ``FileRefused`` for what is
    not a regular file. Never blocks on a FIFO or a device."""
    return _read_regular(path, limit, False).decode("utf-8", errors="replace")


def is_regular(path: str | Path) -> bool:
    """Whether ``path`` is (or links to) a regular file; never raises, never blocks."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


# ------------------------------------------------------------------------------------------------
# Writing the files a user keeps (a lock, a report, a SARIF log, a run's manifest)
def _umask() -> int:
    """The process's umask, read without changing it where the system says it (``/proc``: setting and
    restoring it would race with other threads creating files), else by setting it back at once."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def shown(path: str | bytes | os.PathLike) -> str:
    """A path (or a text holding one) as a message may print it: the bytes of a name that is not UTF-8
    (kept by Python as lone surrogates, ``surrogateescape``) escaped (``run\\xff``), so that printing it
    never raises ``UnicodeEncodeError``."""
    text = os.fsdecode(path) if isinstance(path, (bytes, os.PathLike)) else str(path)
    try:
        return text.encode("utf-8", errors="surrogateescape").decode("utf-8", errors="backslashreplace")
    except UnicodeError:     # a surrogate that no undecodable byte made
        return escape_surrogates(text)


def escape_surrogates(text: str) -> str:
    """``text`` with the lone surrogates a non-UTF-8 file name leaves in it (``surrogateescape``)
    written as ``\\udcff`` escapes: what ``write_atomic`` writes, as text that any stream can encode. In a
    JSON string such an escape reads back as the same character, so a name round-trips."""
    return text.encode("utf-8", errors="backslashreplace").decode("utf-8")


def write_atomic(path: str | bytes | os.PathLike, data: str | bytes, encoding: str = "utf-8",
                 errors: str = "backslashreplace") -> None:
    """Write ``data`` to ``path`` so that ``path`` is never seen half written: the old content until the
    new one is whole, whatever happens in between (an exception, Ctrl-C, a full disk, a kill).

    The bytes (text encoded with ``encoding``; ``errors="backslashreplace"`` writes the lone surrogates
    of a non-UTF-8 name as ``\\udcff``, see ``escape_surrogates``: the encoding cannot fail half way)
    go to a temporary file beside the target (``.<name>.<random>.tmp``, in the same folder: the rename
    stays on one file system), which is flushed, fsync'd, given its mode and renamed over the target
    (``os.replace``, atomic on POSIX). On any exception, ``KeyboardInterrupt`` included, the temporary
    file is removed and the target is as it was; only a kill (SIGKILL, power loss) can leave a
    ``.tmp`` file behind, never a partial target.

    - Mode: a new file gets ``0o666 & ~umask``, as ``open(path, "w")`` would; a replaced file keeps its
      permission bits (not its owner, group or hard links: the target is a new file). A file this
      process may not write is refused (``PermissionError``), as ``open`` would refuse it, although
      the rename could replace it.
    - A symlink as the last component is followed: its target (a regular file, or a path not there
      yet) is replaced, and the link stays a link.
    - A target that exists and is not a regular file (``/dev/null``, ``/dev/stdout``, a FIFO,
      ``>(cmd)``) is written in place, as a stream: a device is never replaced by a file.
    - Errors are ``OSError`` naming ``path`` (not the temporary file); a folder is refused
      (``IsADirectoryError``) before anything is written.
    """
    raw = data.encode(encoding, errors) if isinstance(data, str) else bytes(data)
    name = os.fsdecode(os.fspath(path))
    try:
        st = os.stat(name)
    except FileNotFoundError:
        st = None
    except OSError as err:
        raise _named(err, name) from err
    if st is not None and stat.S_ISDIR(st.st_mode):
        raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), name)
    if st is not None and not stat.S_ISREG(st.st_mode):
        _write_stream(name, raw)
        return
    if st is not None and not os.access(name, os.W_OK):
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), name)
    target = os.path.realpath(name) if os.path.islink(name) else name
    folder, base = os.path.split(target)
    mode = stat.S_IMODE(st.st_mode) if st is not None else 0o666 & ~_umask()
    try:
        # a short prefix: ".<name>.<8 random>.tmp" must stay within the file system's name limit
        fd, tmp = tempfile.mkstemp(dir=folder or os.curdir, prefix=f".{base[:40]}.", suffix=".tmp")
    except OSError as err:
        raise _named(err, name) from err
    try:
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(raw)
                f.flush()
                os.chmod(f.fileno() if os.chmod in os.supports_fd else tmp, mode)
                os.fsync(f.fileno())
            os.replace(tmp, target)
        except OSError as err:
            raise _named(err, name) from err
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def _named(err: OSError, name: str) -> OSError:
    """``err`` naming the path the caller gave (not a temporary file's)."""
    return OSError(err.errno, err.strerror, name) if err.errno is not None else err


def _write_stream(name: str, raw: bytes) -> None:
    """``raw`` written to a path that is not a regular file (a device, a FIFO), in place."""
    try:
        with open(name, "wb") as f:
            f.write(raw)
    except OSError as err:
        raise _named(err, name) from err
