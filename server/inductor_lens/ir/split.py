"""Parsing a large file on two CPUs: the tail of its blocks goes to a helper process.

Blocks parse independently (every position is a file offset), so the helper gets the blanked text from
its first block on, parses those blocks exactly as ``parse.parse_one_block`` does here, and sends back
the nodes and errors pickled; meanwhile this process parses the head. The helper is a fresh interpreter
(``python -m inductor_lens.ir.split``: safe from a threaded server, where forking is not) that runs
nothing but this parser on text this process gave it, reads nothing but its stdin and writes nothing but
its stdout (both anonymous temporary files this process made). Any failure of the helper (cannot start,
killed, bad output) is not an error: its blocks are then parsed here, with the same result.

Measured on the 50 MB chained file (docs/benchmarks.md): the helper starts in 0.05 s, parses 40% of the
bytes and pickles them in about 2.4 s while this process parses the rest in 2.8 s; unpickling its share
here costs 0.25 s. With a 45% share the two finish closer together (session 29: the whole parse 2.49 s
against 2.59 s at 40%, 2.70 s at 50%, two runs each).
"""
from __future__ import annotations

import os
import pickle
import sys

#: below this many characters a helper costs more than it saves (its start-up, pickling and unpickling)
PARALLEL_MIN_CHARS = 4_000_000
#: the helper's share of the bytes: it also pickles its result (~1/5 of its parse time)
HELPER_SHARE = 0.45
_ENV_WORKERS = "INDUCTOR_LENS_PARSE_WORKERS"
#: blocks per pickled chunk of the helper's answer (~20 ms to unpickle each)
CHUNK_BLOCKS = 256


def _default_workers(n_chars: int) -> int:
    env = os.environ.get(_ENV_WORKERS)
    if env is not None:
        try:
            return max(1, int(env))
        except ValueError:
            return 1
    if n_chars < PARALLEL_MIN_CHARS:
        return 1
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    return 2 if cpus >= 2 else 1


def _cut(spans: list[tuple[int, int]]) -> int:
    """The first block of the helper's share: the tail holding ~HELPER_SHARE of the bytes."""
    total = spans[-1][1] - spans[0][0]
    target = spans[-1][1] - HELPER_SHARE * total
    lo, hi = 0, len(spans) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if spans[mid][0] < target:
            lo = mid + 1
        else:
            hi = mid
    return lo


class _Helper:
    """One helper process parsing ``spans`` of ``clean``; ``result()`` is (nodes, errors) or None.

    Its input and its answer are anonymous temporary files (its stdin and stdout), not pipes: through a
    64 KB pipe, each refill by a thread of this process waits for the interpreter lock that the parse here
    holds (up to a switch interval, 5 ms, per refill), so the helper spent a third of its time blocked
    (50 MB: 3.5 s against 2.4 s alone). The files are unlinked as they are made (``TemporaryFile``)."""

    def __init__(self, clean: str, spans: list[tuple[int, int]]):
        self.off = spans[0][0]
        self.spans = spans
        import subprocess  # here: a small file never starts a helper (and never pays the import)
        import tempfile
        self.proc: subprocess.Popen | None = None
        self._out = None
        from ..children import child_env, module_command, quiet_directory
        try:
            with tempfile.TemporaryFile() as inp:
                inp.write(f"{self.off} {len(spans)} ".encode())
                data = clean[self.off:spans[-1][1]].encode("utf-8", errors="surrogatepass")
                inp.write(f"{len(data)}\n".encode())
                inp.write(b"".join(f"{s} {e}\n".encode() for s, e in spans))
                inp.write(data)
                del data
                inp.flush()
                inp.seek(0)
                self._out = tempfile.TemporaryFile()
                self.proc = subprocess.Popen(module_command("inductor_lens.ir.split"), stdin=inp, stdout=self._out,
                                             stderr=subprocess.DEVNULL, env=child_env(), cwd=quiet_directory())
        except (OSError, ValueError):
            self.close()
            self.proc = None

    def result(self):
        proc = self.proc
        if proc is None:
            return None
        try:
            proc.wait()
            if proc.returncode != 0:
                return None
            out = self._out
            out.seek(0)
            read = out.read
            nodes: list = []
            errors: list = []
            while True:
                head = read(8)
                if not head:
                    break
                if len(head) != 8:
                    return None
                size = int.from_bytes(head, "little")
                data = read(size)
                if len(data) != size:
                    return None
                # one chunk at a time: a single loads of the whole share would hold the interpreter
                # lock for most of a second (an editor's requests wait that long)
                chunk_nodes, chunk_errors = pickle.loads(data)
                nodes.extend(chunk_nodes)
                errors.extend(chunk_errors)
            if len(nodes) != len(self.spans):
                return None
            return nodes, errors
        except Exception:  # noqa: BLE001 - any failure of the helper: parse its blocks here instead
            return None
        finally:
            self.close()

    def close(self) -> None:
        proc = self.proc
        if proc is not None and proc.poll() is None:
            proc.kill()
            proc.wait()
        out, self._out = self._out, None
        if out is not None:
            try:
                out.close()
            except OSError:
                pass


def parse_blocks_shared(parser, clean: str, spans: list[tuple[int, int]], errors: list,
                        workers: int | None = None) -> list:
    """The node (or None) of every block span, in order; parse errors appended to ``errors``."""
    from .parse import parse_one_block
    if workers is None:
        workers = _default_workers(len(clean))
    helper = None
    cut = len(spans)
    if workers >= 2 and len(spans) >= 2:
        cut = _cut(spans)
        if 0 < cut < len(spans):
            helper = _Helper(clean, spans[cut:])
            if helper.proc is None:
                helper, cut = None, len(spans)
        else:
            cut = len(spans)
    try:
        nodes = [parse_one_block(parser, clean, s, e, errors) for s, e in spans[:cut]]
        if helper is not None:
            got = helper.result()
            helper = None
            if got is not None:
                nodes.extend(got[0])
                errors.extend(got[1])
            else:
                nodes.extend(parse_one_block(parser, clean, s, e, errors) for s, e in spans[cut:])
        return nodes
    finally:
        if helper is not None:
            helper.close()


def _main() -> int:
    """The helper: header line ``<offset> <n spans> <n bytes>``, one ``<start> <end>`` line per block,
    then the UTF-8 text from ``offset`` on; writes to stdout, per CHUNK_BLOCKS blocks, the length (8 bytes,
    little-endian) and the pickle of (nodes, errors)."""
    import gc
    gc.disable()
    from .parse import get_parser, parse_one_block
    inp = sys.stdin.buffer
    off, n, size = (int(x) for x in inp.readline().split())
    spans = []
    for _ in range(n):
        s, e = inp.readline().split()
        spans.append((int(s), int(e)))
    clean = inp.read(size).decode("utf-8", errors="surrogatepass")
    parser = get_parser()
    out = sys.stdout.buffer
    for i in range(0, len(spans), CHUNK_BLOCKS):
        errors: list = []
        nodes = [parse_one_block(parser, clean, s, e, errors, off) for s, e in spans[i:i + CHUNK_BLOCKS]]
        data = pickle.dumps((nodes, errors), protocol=pickle.HIGHEST_PROTOCOL)
        out.write(len(data).to_bytes(8, "little"))
        out.write(data)
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(_main())
