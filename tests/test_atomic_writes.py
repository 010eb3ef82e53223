"""The files a user keeps (a lock, a report, a SARIF log, a capture's run) are written whole or not at all:
a temporary file beside the target, renamed over it when whole (``files.write_atomic``). An error, a full
disk, Ctrl-C or a kill half way leaves the old file byte for byte, never an empty or truncated one; a
folder whose name is not UTF-8 is written (escaped) rather than failing after the file was truncated;
the CLI says what failed in one line."""
from __future__ import annotations

import errno
import json
import os
import resource
import shutil
import signal
import stat
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from conftest import CORPUS, REPO

from inductor_lens import files
from inductor_lens.files import shown, write_atomic

PAIR = CORPUS / "pairs" / "block_max_fusion" / "a"      # a captured run: run.json, g0_inference/
CLI = [sys.executable, "-m", "inductor_lens"]
#: strict stdio whatever the locale (a C locale would make Python's stdout forgive lone surrogates); no
#: .pyc written: under RLIMIT_FSIZE importlib would cut the ones it writes short (a short write is no error)
ENV = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", "PYTHONIOENCODING": "utf-8:strict",
       "PYTHONDONTWRITEBYTECODE": "1"}


def cli(*args: str | bytes, fsize: int | None = None) -> subprocess.CompletedProcess:
    """The command line in a child; ``fsize``: its files may not grow past that many bytes (RLIMIT_FSIZE:
    a write past it fails with EFBIG, as on a full disk, and works as root too)."""
    limit = (lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))) if fsize is not None else None
    return subprocess.run([os.fsencode(a) for a in CLI + list(args)], capture_output=True, timeout=120, env=ENV,
                          preexec_fn=limit)


def listing(folder: Path) -> list[str]:
    return sorted(os.fsdecode(n) for n in os.listdir(os.fsencode(folder)))


# ------------------------------------------------------------------------------------------------
def test_write_atomic_replaces_the_content_keeps_the_mode_and_leaves_no_temporary_file(tmp_path):
    old = tmp_path / "fusion.lock.json"
    old.write_bytes(b"old\n")
    old.chmod(0o640)
    write_atomic(old, "new \u00e9\n")
    assert old.read_bytes() == "new \u00e9\n".encode() and stat.S_IMODE(old.stat().st_mode) == 0o640
    write_atomic(old, b"\x00bytes")
    assert old.read_bytes() == b"\x00bytes"
    mask = os.umask(0o027)            # a new file: 0o666 less the umask, as open(path, "w") makes it
    try:
        write_atomic(tmp_path / "new.html", "<html>")
    finally:
        os.umask(mask)
    assert stat.S_IMODE((tmp_path / "new.html").stat().st_mode) == 0o640
    assert listing(tmp_path) == ["fusion.lock.json", "new.html"]
    # a lone surrogate (a name that was not UTF-8) is written as a JSON escape that reads back as itself
    write_atomic(old, json.dumps({"label": "g0_\udcff"}, ensure_ascii=False))
    assert old.read_bytes() == b'{"label": "g0_\\udcff"}' and json.loads(old.read_text())["label"] == "g0_\udcff"


def test_a_symlink_keeps_being_a_link_and_its_target_is_replaced(tmp_path):
    (tmp_path / "real.json").write_text("old")
    (tmp_path / "link.json").symlink_to("real.json")
    write_atomic(tmp_path / "link.json", "new")
    assert (tmp_path / "link.json").is_symlink() and (tmp_path / "real.json").read_text() == "new"
    (tmp_path / "dangling.json").symlink_to("made.json")     # as open() would: the link's target is made
    write_atomic(tmp_path / "dangling.json", "made")
    assert (tmp_path / "dangling.json").is_symlink() and (tmp_path / "made.json").read_text() == "made"
    assert listing(tmp_path) == ["dangling.json", "link.json", "made.json", "real.json"]


def test_a_fifo_is_written_as_a_stream_and_not_replaced_by_a_file(tmp_path):
    """``-o /dev/stdout``, ``-o >(gzip > x)``: a target that is not a regular file is written in place."""
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_bytes()))
    reader.start()
    write_atomic(fifo, "through the pipe")
    reader.join(10)
    assert got == [b"through the pipe"] and stat.S_ISFIFO(fifo.stat().st_mode)
    assert listing(tmp_path) == ["pipe"]


@pytest.mark.parametrize("where", ["replace", "fsync", "write"])
@pytest.mark.parametrize("error", [OSError(errno.ENOSPC, "No space left on device"), KeyboardInterrupt()])
def test_a_failure_half_way_leaves_the_old_file_byte_for_byte(tmp_path, monkeypatch, where, error):
    target = tmp_path / "report.html"
    target.write_bytes(b"<old report>\xff")

    def fail(*args, **kwargs):
        raise error
    if where == "write":
        # the data is not text of the encoding asked for: nothing is written at all
        with pytest.raises(UnicodeEncodeError):
            write_atomic(target, "caf\u00e9", encoding="ascii", errors="strict")
        real = os.fdopen
        monkeypatch.setattr(files.os, "fdopen", lambda fd, mode: _FailingFile(real(fd, mode), error))
    else:
        monkeypatch.setattr(files.os, where, fail)
    with pytest.raises(type(error)) as got:
        write_atomic(target, "<new report>" * 1000)
    assert target.read_bytes() == b"<old report>\xff"
    assert listing(tmp_path) == ["report.html"]          # the temporary file is gone
    if isinstance(error, OSError):
        assert got.value.filename == str(target) and got.value.errno == errno.ENOSPC   # the user's path


class _FailingFile:
    """A file whose write fails after half the data went to disk."""

    def __init__(self, f, error: BaseException):
        self.f, self.error = f, error

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.f.close()

    def write(self, data: bytes) -> int:
        self.f.write(data[:len(data) // 2])
        self.f.flush()
        raise self.error


def test_errors_name_the_path_the_caller_gave(tmp_path):
    with pytest.raises(FileNotFoundError) as got:
        write_atomic(tmp_path / "missing" / "out.html", "x")
    assert got.value.filename == str(tmp_path / "missing" / "out.html")
    with pytest.raises(IsADirectoryError) as got:
        write_atomic(tmp_path, "x")
    assert got.value.filename == str(tmp_path)
    assert listing(tmp_path) == []


_CHILD = r"""
import os, sys, time
sys.path.insert(0, sys.argv[2])
from inductor_lens.files import write_atomic
fsync = os.fsync

def slow(fd):          # the new content is whole in the temporary file, not yet renamed: stop there
    fsync(fd)
    print("written", flush=True)
    time.sleep(60)
os.fsync = slow
write_atomic(sys.argv[1], b"N" * 8_000_000)
"""


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
def test_a_signal_half_way_leaves_the_old_file(tmp_path, sig):
    target = tmp_path / "fusion.lock.json"
    target.write_bytes(b"the old lock\n")
    child = subprocess.Popen([sys.executable, "-c", _CHILD, str(target), str(REPO / "server")],
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline() == "written\n", child.stderr.read()
        child.send_signal(sig)
        child.wait(30)
    finally:
        child.kill()
        child.wait()
    assert target.read_bytes() == b"the old lock\n"
    left = [n for n in listing(tmp_path) if n != "fusion.lock.json"]
    if sig == signal.SIGINT:      # KeyboardInterrupt: the temporary file is removed on the way out
        assert left == [] and "KeyboardInterrupt" in child.stderr.read()
    else:                         # a kill leaves at most the hidden temporary file, never a partial target
        assert all(n.startswith(".fusion.lock.json.") and n.endswith(".tmp") for n in left), left


# ------------------------------------------------------------------------------------------------
def make_run(tmp_path: Path, odd: bool = True) -> tuple[bytes, bytes]:
    """A run and an output folder; ``odd``: the run's graph folder and the output folder have names
    that are not UTF-8 (bytes paths: the names Python keeps as lone surrogates)."""
    base = os.fsencode(tmp_path)
    run = os.path.join(base, b"run")
    shutil.copytree(os.fsencode(PAIR), run)
    if odd:
        os.rename(os.path.join(run, b"g0_inference"), os.path.join(run, b"g0_\xff"))
    out = os.path.join(base, b"out\xff" if odd else b"out")
    os.mkdir(out)
    return run, out


@pytest.fixture
def odd(tmp_path):
    return make_run(tmp_path)


def test_lock_into_a_folder_whose_name_is_not_utf8(odd):
    """Was: the lock's text held the folder name as a lone surrogate, ``write_text`` truncated the
    existing lock, then failed to encode it: a 0-byte lock and a traceback."""
    run, out = odd
    lock = os.path.join(out, b"fusion.lock.json")
    with open(lock, "wb") as f:
        f.write(b"the old lock\n")
    p = cli("lock", run, "-o", lock)
    assert p.returncode == 0, p.stderr.decode(errors="replace")
    text = open(lock, "rb").read().decode("utf-8")           # valid UTF-8: the name is a JSON escape
    assert json.loads(text)["graphs"][0]["label"] == "g0_\udcff" and "\\udcff" in text
    assert b"out\\xff/fusion.lock.json" in p.stderr          # the message shows the name's byte, escaped
    assert cli("check", run, "--lock", lock).returncode == 0  # and the lock reads back as the same graph


@pytest.mark.parametrize("names", ["utf8", "not-utf8"])
@pytest.mark.parametrize("command", ["lock", "check --update", "report"])
def test_a_write_that_fails_leaves_the_existing_file_and_says_so_in_one_line(tmp_path, command, names):
    """A full disk (RLIMIT_FSIZE: a write past 4 KiB fails with EFBIG): was a file cut at 4 KiB, or
    0 bytes and a traceback when a name was not UTF-8."""
    run, out = make_run(tmp_path, odd=names == "not-utf8")
    name = b"report.html" if command == "report" else b"fusion.lock.json"
    target = os.path.join(out, name)
    old = b"the old " + name + b"\n"
    with open(target, "wb") as f:
        f.write(old)
    args = {"lock": ["lock", run, "-o", target], "check --update": ["check", run, "--lock", target, "--update"],
            "report": ["report", run, "-o", target]}[command]
    p = cli(*args, fsize=4096)
    err = p.stderr.decode("utf-8")
    assert p.returncode == 2, err
    assert open(target, "rb").read() == old and sorted(os.listdir(out)) == [name]
    lines = [x for x in err.splitlines() if x.startswith("inductor-lens: error:")]
    assert "Traceback" not in err and len(lines) == 1, err
    assert lines[0].startswith(f"inductor-lens: error: {shown(target)}: cannot write") and "File too large" in lines[0]
    assert ("out\\xff" in lines[0]) == (names == "not-utf8")


def test_check_writes_its_reports_whole(odd):
    """``check -o`` and ``--sarif``: the same writes, and a name that is not UTF-8 is escaped."""
    run, out = odd
    lock = os.path.join(out, b"fusion.lock.json")
    assert cli("lock", run, "-o", lock).returncode == 0
    sarif, text = os.path.join(out, b"check.sarif"), os.path.join(out, b"check.txt")
    for f in (sarif, text):
        with open(f, "wb") as fh:
            fh.write(b"old")
    p = cli("check", run, "--lock", lock, "-o", text, "--sarif", sarif, fsize=32)
    assert p.returncode == 2 and b"Traceback" not in p.stderr, p.stderr
    assert open(text, "rb").read() == b"old" and open(sarif, "rb").read() == b"old"
    assert b"check.txt: cannot write: File too large" in p.stderr
    p = cli("check", run, "--lock", lock, "-o", text, "--sarif", sarif)
    assert p.returncode == 0, p.stderr
    assert json.loads(open(sarif, "rb").read().decode("utf-8"))["version"] == "2.1.0"
    open(text, "rb").read().decode("utf-8")                   # valid UTF-8
    assert sorted(os.listdir(out)) == [b"check.sarif", b"check.txt", b"fusion.lock.json"]


def test_report_into_a_folder_whose_name_is_not_utf8(odd):
    """Was: the page holds the folder's name; it was truncated to 0 bytes, then a UnicodeEncodeError."""
    run, out = odd
    page = os.path.join(out, b"report.html")
    with open(page, "wb") as f:
        f.write(b"the old report")
    p = cli("report", run, "-o", page)
    assert p.returncode == 0, p.stderr.decode(errors="replace")
    html = open(page, "rb").read().decode("utf-8")
    assert html.startswith("<!DOCTYPE html>") or html.startswith("<!doctype html>")
    assert p.stdout.decode("utf-8").startswith(shown(page) + ": 1 graph (g0_\\xff)")


def test_compare_html_is_written_whole(tmp_path):
    page = tmp_path / "compare.html"
    page.write_bytes(b"the old page")
    p = cli("compare", str(PAIR), str(PAIR), "--html", str(page), fsize=4096)
    assert p.returncode == 2 and b"Traceback" not in p.stderr, p.stderr
    assert page.read_bytes() == b"the old page" and listing(tmp_path) == ["compare.html"]
    assert cli("compare", str(PAIR), str(PAIR), "--html", str(page)).returncode == 0
    assert page.read_text().lstrip().lower().startswith("<!doctype html>")


# ------------------------------------------------------------------------------------------------
def test_capture_ignores_its_runs_root_in_git(tmp_path, monkeypatch):
    """A run under ``.inductor-lens/runs`` (the default, or ``-o`` into it) makes ``.inductor-lens/.gitignore``
    (``*``) when there is none; a folder of the user's own choosing gets none; an existing one is kept."""
    from inductor_lens.runs.capture import GITIGNORE, capture
    monkeypatch.chdir(tmp_path)
    quiet = open(os.devnull, "w")
    run = capture([sys.executable, "-c", "pass"], echo=quiet)
    assert run.path.parent == Path(".inductor-lens/runs") and (run.path / "run.json").is_file()
    ignore = tmp_path / ".inductor-lens" / ".gitignore"
    assert ignore.read_text() == GITIGNORE and "*" in GITIGNORE.splitlines()
    assert listing(tmp_path / ".inductor-lens") == [".gitignore", "runs"]
    if shutil.which("git"):
        subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
        st = subprocess.run(["git", "status", "--porcelain", "--untracked-files=all"], cwd=tmp_path,
                            capture_output=True, text=True, check=True)
        assert st.stdout == "", st.stdout             # nothing of the run shows as untracked
    ignore.write_text("# mine\n")
    capture([sys.executable, "-c", "pass"], Path(".inductor-lens/runs/ci"), echo=quiet)
    assert ignore.read_text() == "# mine\n"
    shutil.rmtree(tmp_path / ".inductor-lens")
    capture([sys.executable, "-c", "pass"], Path("results/run1"), echo=quiet)
    assert (tmp_path / "results" / "run1" / "run.json").is_file()
    assert not (tmp_path / ".inductor-lens").exists() and listing(tmp_path / "results") == ["run1"]


def test_capture_that_cannot_write_its_manifest_leaves_no_run(tmp_path, monkeypatch):
    """The run folder appears whole or not at all: a failing write of ``run.json`` leaves no run and no
    ``.partial`` folder (only the runs root's ``.gitignore``)."""
    from inductor_lens.runs import capture as cap

    def full(path, data, *args, **kwargs):
        if Path(path).name == "run.json":
            raise OSError(errno.ENOSPC, "No space left on device", str(path))
        return write_atomic(path, data, *args, **kwargs)
    monkeypatch.setattr(cap, "write_atomic", full)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(OSError):
        cap.capture([sys.executable, "-c", "pass"], echo=open(os.devnull, "w"))
    assert listing(tmp_path / ".inductor-lens" / "runs") == []
