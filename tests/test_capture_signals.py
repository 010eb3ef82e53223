"""``capture`` and the processes around it (issue 39 M2, M3): a SIGTERM or SIGHUP to ``capture`` ends the
user's command (its own session) and cleans up, as Ctrl-C does (it used to exit at once and leave the
command running, orphaned, with the temporary and ``.partial`` folders); and a process the command leaves
in the background holding its stderr does not hold the capture (it waited 12.4 s for a ``sleep 12``). No
torch needed: the commands compile nothing."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import REPO

ENV = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is gone for our purpose
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(") ")[1][0] != "Z"
    except OSError:
        return False


def test_a_background_process_holding_stderr_does_not_hold_the_capture(tmp_path):
    (tmp_path / "bg.py").write_text(
        "import subprocess, sys\n"
        "subprocess.Popen(['sleep', '12'])          # inherits stderr, outlives the script\n"
        "print('started', file=sys.stderr)\n")
    # the capture's own output to files: a pipe here would be held by the background process too (it
    # inherits the capture's stdout), and the test would wait for it, not the capture
    t = time.monotonic()
    with open(tmp_path / "out.txt", "w") as out, open(tmp_path / "err.txt", "w") as err:
        proc = subprocess.Popen([sys.executable, "-m", "inductor_lens", "capture", "-o", "run", "--", sys.executable,
                                 "bg.py"], cwd=tmp_path, stdout=out, stderr=err, env={**ENV, "HOME": str(tmp_path)})
        code = proc.wait(timeout=60)
    took = time.monotonic() - t
    assert code == 0, (tmp_path / "err.txt").read_text()
    assert took < 8, took
    assert "started" in (tmp_path / "err.txt").read_text()


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_stop_signal_ends_the_command_and_cleans_up(tmp_path, sig):
    (tmp_path / "long.py").write_text(
        "import os, time\n"
        "open('pid', 'w').write(str(os.getpid()))\n"
        "time.sleep(60)\n")
    proc = subprocess.Popen([sys.executable, "-m", "inductor_lens", "capture", "-o", "out/run", "--", sys.executable,
                             "long.py"], cwd=tmp_path, env={**ENV, "HOME": str(tmp_path), "TMPDIR": str(tmp_path)},
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    pidfile = tmp_path / "pid"
    for _ in range(200):
        if pidfile.exists() and pidfile.read_text():
            break
        time.sleep(0.05)
    child = int(pidfile.read_text())
    proc.send_signal(sig)
    out, err = proc.communicate(timeout=30)
    assert proc.returncode != 0
    assert "capture interrupted" in err and "inductor_lens/" not in err, err     # the command's own traceback only
    for _ in range(100):
        if not _alive(child):
            break
        time.sleep(0.05)
    assert not _alive(child), "the user's command was left running"
    left = [p.name for p in Path(tmp_path / "out").iterdir()] if (tmp_path / "out").exists() else []
    assert not [n for n in left if n.endswith(".partial")], left
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(("inductor-lens-capture-", "inductor-lens-set-"))]


def test_the_commands_output_is_shown_as_written(tmp_path):
    """L5: a progress bar's "\\r" stays one (it became a newline), a 30 MB line goes through in pieces, a
    missing command is named as the command (not any missing file), and ``-o`` onto a dangling link is
    refused before the command runs (the finished run was discarded)."""
    (tmp_path / "out.py").write_text(
        "import sys\n"
        "sys.stderr.write('10%\\r20%\\r100%\\n')\n"
        "sys.stderr.write('x' * 30_000_000 + '\\n')\n")
    with open(tmp_path / "err.txt", "w") as err:
        code = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "-o", "run", "--", sys.executable,
                               "out.py"], cwd=tmp_path, stdout=subprocess.DEVNULL, stderr=err, timeout=120,
                              env={**ENV, "HOME": str(tmp_path)}).returncode
    text = (tmp_path / "err.txt").read_bytes().decode()       # not read_text: it would turn "\r" into "\n"
    assert code == 0
    assert "10%\r20%\r100%\n" in text and text.count("x") == 30_000_000
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "-o", "run2", "--", "no-such-command-x"],
                       cwd=tmp_path, capture_output=True, text=True, timeout=60, env={**ENV, "HOME": str(tmp_path)})
    assert r.returncode == 2 and "no-such-command-x: cannot run it" in r.stderr
    (tmp_path / "dangling").symlink_to(tmp_path / "nowhere")
    (tmp_path / "ran").unlink(missing_ok=True)
    (tmp_path / "touch.py").write_text("open('ran', 'w').write('1')\n")
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "capture", "-o", "dangling", "--", sys.executable,
                        "touch.py"], cwd=tmp_path, capture_output=True, text=True, timeout=60,
                       env={**ENV, "HOME": str(tmp_path)})
    assert r.returncode == 2 and "already exists (a link)" in r.stderr and not (tmp_path / "ran").exists()
