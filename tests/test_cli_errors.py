"""Bad arguments and failing writes end with one clear line and a non-zero exit, never a traceback."""
from __future__ import annotations

import subprocess
import sys
import threading

from conftest import REPO, RESNET50

CLI = [sys.executable, "-m", "inductor_lens"]


def run(*args: str, timeout: float = 120, env: dict | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(CLI + list(args), capture_output=True, text=True, timeout=timeout,
                          env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin", **(env or {})})


def test_report_into_a_missing_folder_or_onto_a_directory(tmp_path):
    for out, why in ((tmp_path / "missing" / "r.html", "No such file or directory"), (tmp_path, "Is a directory")):
        p = run("report", str(RESNET50.parent), "-o", str(out))
        assert p.returncode == 2, p.stderr
        assert "Traceback" not in p.stderr
        assert f"{out}: cannot write the report: {why}" in p.stderr


def test_bench_with_no_time_at_all(tmp_path):
    # an empty result cache: a result of the same pair measured earlier on this machine is answered at once
    p = run("bench", "example", "op3", "op4", "--timeout", "0", env={"INDUCTOR_LENS_CACHE": str(tmp_path)})
    assert "Traceback" not in p.stderr and "Exception in thread" not in p.stderr, p.stderr
    assert "timed out after 0 s" in p.stderr


def test_feeding_a_worker_that_is_gone_is_quiet():
    """The request is written in a thread; a worker killed at once (cancelled) closed the pipe."""
    from inductor_lens.measure.client import _feed
    proc = subprocess.Popen([sys.executable, "-c", "pass"], stdin=subprocess.PIPE, text=True)
    proc.wait()
    seen = []
    old = threading.excepthook
    threading.excepthook = lambda a: seen.append(a)
    try:
        th = threading.Thread(target=_feed, args=(proc, "x" * 4_000_000))
        th.start()
        th.join(30)
    finally:
        threading.excepthook = old
    assert seen == []


def test_a_mistyped_node_is_refused_before_any_worker_starts():
    """The names are checked against the file first: no worker (no torch import) for a typo, and the
    closest names are offered. The language server's benchmark request answers the same way."""
    p = run("bench", "example", "op3", "opp4", "--json")
    assert p.returncode == 3
    assert "no node named opp4 in the file; did you mean op4" in p.stderr
    assert '"kind": "unsupported"' in p.stdout
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace
    ws = Workspace()
    doc = ws.open("file:///tmp/x/ir_post_fusion.txt", (RESNET50 / "ir_post_fusion.txt").read_text(), 1)
    assert F.bench_names_problem(doc, "op3", "op4") is None
    assert F.bench_names_problem(doc, "op3", "op4x").startswith("no node named op4x")


def test_a_file_that_is_not_ir_is_refused():
    oc = REPO / "server/inductor_lens/examples/resnet50/output_code.py"
    for cmd in ("summary", "explain", "rank"):
        p = run(cmd, str(oc))
        assert p.returncode == 2 and "no Inductor scheduler nodes in it" in p.stderr, (cmd, p.stderr)


def test_an_unknown_reason_code_lists_the_codes():
    p = run("explain", "example", "--reason", "bogus")
    assert p.returncode == 2
    assert "--reason bogus: no such reason code" in p.stderr and "no_shared_data" in p.stderr


def test_a_debug_directory_is_taken_for_its_graph(tmp_path):
    """summary/explain/rank take a debug directory as report does: its one graph, or the list of them."""
    one = RESNET50.parent            # tests/corpus/resnet50_eval: one graph under it
    for cmd in ("summary", "explain", "rank"):
        p = run(cmd, str(one))
        assert p.returncode == 0, p.stderr
        assert f"reading {RESNET50 / 'ir_post_fusion.txt'}" in p.stderr
    two = REPO / "tests/corpus/resnet18_train"
    p = run("summary", str(two))
    assert p.returncode == 2 and "is a directory with 2 graphs" in p.stderr and "g1_backward" in p.stderr
    p = run("summary", str(tmp_path))
    assert p.returncode == 2 and "no ir_post_fusion.txt under it" in p.stderr


def test_help_shows_examples_and_diff_says_when_backends_differ():
    for args in ((), ("explain",), ("summary",), ("rank",)):
        p = run(*args, "--help")
        assert "examples:" in p.stdout and "inductor-lens " in p.stdout.split("examples:")[1]
    p = run("diff", "example", "example-cuda")
    assert p.returncode == 0
    assert "compiled for cpu and example-cuda for cuda: two backends" in p.stderr


def test_explain_colours_a_terminal_only(monkeypatch):
    p = run("explain", "example", "--limit", "1", "--color", "always")
    assert "\x1b[1mop3 -> op4\x1b[0m: \x1b[31mnot fused: no shared data" in p.stdout
    assert "\x1b[" not in run("explain", "example", "--limit", "1").stdout       # a pipe: plain text
    import io

    from inductor_lens import cli

    class Tty(io.StringIO):
        def isatty(self):
            return True
    monkeypatch.setattr(cli.sys, "stdout", Tty())
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("TERM", "xterm")
    assert cli.use_colour("auto") and not cli.use_colour("never")
    monkeypatch.setenv("NO_COLOR", "1")
    assert not cli.use_colour("auto") and cli.use_colour("always")
