"""Hardening of ``inductor-lens bench``: what the worker runs from the files it is given, its
network, its lifetime, and its refusals.

* the IR is only interpreted: malformed or injected loop-body statements and index expressions beyond
  the bounds are refused, with the node, the line and what was refused, before anything is compiled;
* code from ``output_code.py`` (the original kernels) is compiled and run only with ``--original``, and
  the report says so; native code in the worker cannot reach the network (a new network namespace);
* interrupting the CLI (SIGINT, SIGTERM) stops the worker and its process group.
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from conftest import REPO, RESNET50, require_module
from test_bench import bench, bench_json

require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")

IR = (RESNET50 / "ir_post_fusion.txt").read_text()
K1 = "cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1"
ENV = dict(os.environ, PYTHONPATH=str(REPO / "server"))


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    return tmp_path_factory.mktemp("hardening-cache")


def edited(old: str, new: str) -> str:
    assert IR.count(old) >= 1, old
    return IR.replace(old, new, 1)


def rebuild_error(text: str) -> str:
    """The refusal of rebuilding the seed pair op3 -> op4 from ``text`` (in this process: no compile)."""
    from inductor_lens.ir.parse import parse_text
    from inductor_lens.measure.relower import Unsupported, rebuild_pair
    with pytest.raises(Unsupported) as err:
        rebuild_pair(parse_text(text, "ir_post_fusion.txt"), "op3", "op4", {}, "cpu")
    return str(err.value)


# ------------------------------------------------------------------------------------------------
# Point 10: the loop-body whitelist, with clear refusals
# ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("old,new,message", [
    # a string ops.constant used to pass and fail inside Inductor's lowering with an internal message
    ("constant = ops.constant(1e-05, torch.float32)", "constant = ops.constant('abc', torch.float32)",
     "op3 (line 107): `constant = ops.constant('abc', torch.float32)`: argument 1 of ops.constant, 'abc', is a "
     "string, not a number; refused, nothing from the file is run"),
    ("constant = ops.constant(1e-05, torch.float32)", "constant = ops.constant(load, torch.float32)",
     "op3 (line 107): `constant = ops.constant(load, torch.float32)`: argument 1 of ops.constant, load, is a name, "
     "not a number"),
    ("constant = ops.constant(1e-05, torch.float32)", "constant = ops.constant(1e-05, torch.nonsense)",
     "argument 2 of ops.constant, torch.nonsense, is an unknown dtype, not a torch dtype"),
    ("constant = ops.constant(1e-05, torch.float32)", "constant = ops.constant(1e-05)",
     "op3 (line 107): `constant = ops.constant(1e-05)`: ops.constant takes 2 arguments, not 1"),
    ("constant = ops.constant(1e-05, torch.float32)", f"constant = ops.constant({'9' * 500}, torch.float32)",
     "999..., is an integer beyond 64 bits, not a number"),
    # injected calls: a line the parser cannot read is not in the model; it used to be skipped silently and
    # the rebuild failed later on the name it should have defined ("KeyError: 'relu'")
    ("relu = ops.relu(add_1)", "relu = __import__('os').system('touch /tmp/x')",
     "op3 (line 117): `relu = __import__('os').system('touch /tmp/x')` is not a loop-body statement Inductor "
     "prints"),
    ("relu = ops.relu(add_1)", "relu = ops.relu.__class__(add_1)",
     "op3 (line 117): `relu = ops.relu.__class__(add_1)` is not a loop-body statement"),
    ("relu = ops.relu(add_1)", "relu = torch.relu(add_1)",
     "op3 (line 117): `relu = torch.relu(add_1)` is not a loop-body statement"),
    ("relu = ops.relu(add_1)", "relu = ops.relu(__import__('os').system('id'))",
     "op3 (line 117): `relu = ops.relu(__import__('os').system('id'))`: argument 1 of ops.relu, "
     "__import__('os').system('id'), is a call, not a value of the loop body or a number"),
    ("relu = ops.relu(add_1)", "relu = ops.relu(add_1, x = __import__('os'))",
     "ops.relu takes no keyword argument x"),
    ("relu = ops.relu(add_1)", "relu = ops.system(add_1)",
     "op3 (line 117): `relu = ops.system(add_1)`: ops.system is not supported by the rebuild"),
    ("relu = ops.relu(add_1)", "relu = ops.relu(add_9)",
     "argument 1 of ops.relu, add_9, is an undefined name"),
    ("get_index_1 = self.get_index('index1')\n        load_1", "get_index_1 = self.system('index1')\n        load_1",
     "op3 (line 102): `get_index_1 = self.system('index1')`: self.system is not supported by the rebuild"),
], ids=["string-constant", "name-constant", "unknown-dtype", "constant-arity", "huge-constant", "injected-line", "attribute-call",
        "torch-call", "call-argument", "keyword-argument", "unknown-op", "undefined-name", "self-method"])
def test_loop_body_whitelist_refuses_with_the_line_and_what(old, new, message):
    assert message in rebuild_error(edited(old, new))


@pytest.mark.slow
def test_injected_call_is_refused_by_the_cli_before_any_compile(cache, tmp_path):
    f = tmp_path / "ir_post_fusion.txt"
    f.write_text(edited("relu = ops.relu(add_1)", "relu = __import__('os').system('touch /tmp/x')"))
    p = bench(cache, f, "op3", "op4", "--json", "--quiet")
    assert p.returncode == 3 and "Traceback" not in p.stderr
    err = json.loads(p.stdout)
    assert err["kind"] == "unsupported" and err["error"].startswith(
        "op3 (line 117): `relu = __import__('os').system('touch /tmp/x')` is not a loop-body statement")


# ------------------------------------------------------------------------------------------------
# Point 4: index arithmetic bounded
# ------------------------------------------------------------------------------------------------

@pytest.mark.slow
def test_huge_power_in_an_index_is_refused_quickly(cache, tmp_path):
    # 9**9**9 has 370 million digits: evaluated exactly, the worker spun at > 900 MB until the timeout
    f = tmp_path / "ir_post_fusion.txt"
    f.write_text(edited("    index1 = 2*p2 - 1\n", "    index1 = 2*p2 - 1 + 0*(9**9**9)\n"))
    t0 = time.monotonic()
    p = bench(cache, f, "op3", "op4", "--json", "--quiet", "--timeout", "120", timeout=150)
    took = time.monotonic() - t0
    assert p.returncode == 3, p.stderr
    err = json.loads(p.stdout)
    assert err["kind"] == "unsupported" and err["error"] == (
        "op4 (line 162): index1: index expression '2*p2 - 1 + 0*(9**9**9)' refused: the exponent 387,420,489 "
        "is above 64")
    assert took < 60   # torch's import; the refusal itself is immediate


@pytest.mark.parametrize("expr,why", [
    ("2**200 + p0", "the exponent 200 is above 64"),
    ("(2**40)**4 + p0", "2**4 ... bits"),
    ("-" * 100 + "p0", "nested more than 64 levels deep"),
    ("(p0 + p1 + p2)**64", "more than 100,000 terms once expanded"),
    ("(p0 + 1)*(p1 + 1)*(p2 + 1)*(p0 + p1)*(p1 + p2)*(p0 + p2)*(p0 + p1 + p2 + 7)**9", "more than 100,000 terms"),
    ("123456789012345678901234567890123456789012345678901234567890 + p0", "an integer of 197 bits"),
    ("p0**p1", "the exponent p1 is not a non-negative integer"),
    ("p0//0", "division by zero"),
], ids=["big-exponent", "big-power", "deep-negation", "power-of-sum", "product-of-sums", "big-integer",
        "symbolic-exponent", "division-by-zero"])
def test_index_bounds(expr, why):
    import sympy

    from inductor_lens.measure.relower import Unsupported, to_sympy
    env = {f"p{i}": sympy.Symbol(f"p{i}", integer=True) for i in range(3)}
    with pytest.raises(Unsupported, match="refused: ") as err:
        to_sympy(expr, env, {})
    if why == "2**4 ... bits":
        assert "1099511627776**4 has about 164 bits" in str(err.value)
    else:
        assert why in str(err.value)


def test_thousand_term_sums_work_without_recursion():
    import sympy

    from inductor_lens.ir.parse import parse_text
    from inductor_lens.measure.relower import rebuild_pair, to_sympy
    p = [sympy.Symbol(f"p{i}", integer=True) for i in range(4)]
    long_sum = " + ".join(f"{i}*p{i % 4}" for i in range(1000))
    assert to_sympy(long_sum, {f"p{i}": s for i, s in enumerate(p)}, {}) == sum(
        sum(i for i in range(1000) if i % 4 == k) * p[k] for k in range(4))
    assert to_sympy("(" * 150 + "p0 + 1" + ")" * 150, {"p0": p[0]}, {}) == p[0] + 1   # parentheses, not levels
    # the real pair with 1,000-term sums in a load index (op4) and in the store index (op3, decoded through
    # its coefficients): rebuilt as the original
    zeros = " + 0" * 1000
    text = edited("    index1 = 2*p2 - 1\n", f"    index1 = 2*p2 - 1{zeros}\n")
    text = text.replace("    index0 = 64*p0 + p1\n", f"    index0 = 64*p0 + p1{zeros}\n", 1)
    ir = parse_text(text, "ir_post_fusion.txt")
    assert ir.node("op3").loop_body.indexes["index0"].count("+ 0") == ir.node("op4").loop_body.indexes[
        "index1"].count("+ 0") == 1000
    rb = rebuild_pair(ir, "op3", "op4", {}, "cpu")
    ref = rebuild_pair(parse_text(IR, "ir_post_fusion.txt"), "op3", "op4", {}, "cpu")
    assert (rb.out.shape, rb.out.stride, rb.inputs) == (ref.out.shape, ref.out.stride, ref.inputs)


# ------------------------------------------------------------------------------------------------
# Point 2: code from output_code.py only with --original, said in the report; the worker's network
# ------------------------------------------------------------------------------------------------

CONNECT = r"""
import ctypes, json, os, socket, sys
from inductor_lens.measure.worker import sandbox
info = sandbox()
libc = ctypes.CDLL(None, use_errno=True)
class sockaddr_in(ctypes.Structure):
    _fields_ = [("family", ctypes.c_ushort), ("port", ctypes.c_uint16), ("addr", ctypes.c_uint32),
                ("zero", ctypes.c_char * 8)]
fd = libc.socket(socket.AF_INET, socket.SOCK_STREAM, 0)
host = int.from_bytes(socket.inet_aton("127.0.0.1"), "little")
addr = sockaddr_in(socket.AF_INET, socket.htons(int(sys.argv[1])), host)
rc = libc.connect(fd, ctypes.byref(addr), ctypes.sizeof(addr))
print(json.dumps({"sandbox": info, "connect": rc, "error": os.strerror(ctypes.get_errno()) if rc else None}))
"""


def namespaces_possible(as_user: list[str] | None = None) -> bool:
    """Whether this machine lets a process create a network namespace (as root, or in a user namespace)."""
    code = ("import ctypes, sys; libc = ctypes.CDLL(None)\n"
            "sys.exit(0 if libc.unshare(0x40000000) == 0 or libc.unshare(0x50000000) == 0 else 1)")
    return sys.platform.startswith("linux") and subprocess.run([*(as_user or []), sys.executable, "-c", code]
                                                               ).returncode == 0


@pytest.fixture()
def listener():
    srv = socket.socket()
    srv.bind(("127.0.0.1", 0))
    srv.listen()
    srv.settimeout(0.5)
    yield srv
    srv.close()


def accepted(srv: socket.socket) -> bool:
    try:
        srv.accept()[0].close()
        return True
    except socket.timeout:
        return False


@pytest.mark.parametrize("user", ["self", "nobody"])
def test_native_connect_from_the_worker_sandbox_fails(listener, user):
    # a native connect() (libc, as a C++ kernel would call it) to a server on this machine, after the
    # worker's sandbox setup: Python's socket module is not involved, so only the namespace stops it.
    # As root the worker creates a network namespace directly; as another user, inside a user namespace
    as_user = []
    if user == "nobody":
        if not hasattr(os, "geteuid") or os.geteuid() != 0 or not shutil.which("setpriv"):
            pytest.skip("needs root and setpriv to run the check as another user")
        as_user = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    if not namespaces_possible(as_user):
        pytest.skip("this machine allows no network namespace (the report says 'NOT isolated')")
    p = subprocess.run([*as_user, sys.executable, "-c", CONNECT, str(listener.getsockname()[1])],
                       capture_output=True, text=True, env=ENV, timeout=60)
    r = json.loads(p.stdout)
    assert r["sandbox"]["isolated"] is True and "network namespace" in r["sandbox"]["how"]
    assert ("user and network" in r["sandbox"]["how"]) == (user == "nobody")
    assert r["connect"] == -1 and r["error"] == "Network is unreachable"
    assert not accepted(listener)


def test_default_bench_does_not_use_output_code(monkeypatch, capsys):
    # before: the output_code.py beside the IR was always sent to the worker, whose kernels it compiled and
    # ran; now only with --original (--no-original is accepted and does nothing)
    from inductor_lens import cli
    from inductor_lens.measure import client
    seen = []

    def fake_run_bench(req, progress=None, cancel=None, use_cache=True):
        seen.append(req)
        raise client.BenchError("stop here", "unsupported")

    monkeypatch.setattr(client, "run_bench", fake_run_bench)
    for extra in ([], ["--no-original"], ["--original"]):
        assert cli.main(["bench", str(RESNET50 / "ir_post_fusion.txt"), "op3", "op4", "--quiet", *extra]) == 3
    plain, no, orig = seen
    assert plain.output_code is None and plain.original is None and no.output_code is None
    assert orig.output_code is not None and orig.original["kernels"] == [K1]
    assert plain.scheduled == orig.scheduled == "unfused"   # what Inductor did is still known


PROBE = r"""
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <unistd.h>
#include <cerrno>
#include <cstdio>
#include <cstring>
static int inductor_lens_probe = [] {
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_port = htons(PORT);
    a.sin_addr.s_addr = inet_addr("127.0.0.1");
    int rc = connect(fd, (sockaddr*)&a, sizeof a);
    FILE* f = fopen("MARKER", "w");
    if (f) { fprintf(f, "%d %s\n", rc, rc ? strerror(errno) : "connected"); fclose(f); }
    close(fd);
    return 0;
}();
"""


@pytest.mark.slow
def test_original_runs_output_code_only_when_asked_and_says_so(cache, tmp_path, listener):
    # the pair's original kernel, edited the way a hostile debug directory could: when its module is loaded
    # it writes a marker file and connects to a server on this machine
    d = tmp_path / "dump"
    d.mkdir()
    for name in ("ir_post_fusion.txt", "ir_pre_fusion.txt", "output_code.py"):
        shutil.copy(RESNET50 / name, d / name)
    marker = tmp_path / "ran"
    probe = PROBE.replace("PORT", str(listener.getsockname()[1])).replace("MARKER", str(marker))
    oc = (d / "output_code.py").read_text()
    head = f"{K1} = async_compile.cpp_pybinding("
    at = oc.index("#include <torch/csrc/inductor/cpp_prefix.h>\n", oc.index(head))
    (d / "output_code.py").write_text(oc[:at] + probe + oc[at:])
    p, r = bench_json(cache, d / "ir_post_fusion.txt", "op3", "op4", "--original", "--no-cache")
    assert p.returncode == 0, p.stderr
    assert marker.exists(), "the edited kernel did not run"
    assert r["ran_output_code"] is True and r["original"]["kernels"] == [K1]
    net = r["network"]
    if namespaces_possible():
        assert net["isolated"] is True
        assert marker.read_text() == "-1 Network is unreachable\n" and not accepted(listener)
    from inductor_lens.measure.report import markdown, text
    from inductor_lens.measure.result import BenchResult
    r = BenchResult.from_json(r)
    line = ("worker: compiled and ran code from output_code.py (the pair's original kernels, asked for with "
            "--original or the timeOriginal setting); network ")
    assert line in text(r) and line in markdown(r)


# ------------------------------------------------------------------------------------------------
# Point 3: interrupting the CLI stops the worker and its process group
# ------------------------------------------------------------------------------------------------

def _procs() -> dict[int, tuple[int, int, str]]:
    """pid -> (ppid, process group, state) of the live processes."""
    out = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                stat = (d / "stat").read_text()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2:].split()
            out[int(d.name)] = (int(fields[1]), int(fields[2]), fields[0])
    return out


def _worker_of(pid: int) -> int | None:
    for child, (ppid, _pg, _st) in _procs().items():
        try:
            cmd = Path(f"/proc/{child}/cmdline").read_bytes()
        except OSError:
            continue
        if ppid == pid and b"inductor_lens.measure.worker" in cmd:
            return child
    return None


def _group_alive(pgid: int) -> list[int]:
    return [pid for pid, (_pp, pg, st) in _procs().items() if pg == pgid and st not in ("Z", "X")]


@pytest.mark.slow
@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_interrupting_bench_stops_the_worker(tmp_path, sig):
    env = dict(ENV, INDUCTOR_LENS_CACHE=str(tmp_path / "cache"))
    cli = subprocess.Popen([sys.executable, "-m", "inductor_lens", "bench", str(RESNET50 / "ir_post_fusion.txt"),
                            "op3", "op4", "--no-cache", "--min-time", "30"], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, text=True, env=env,
                           preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    err: list[str] = []
    started = threading.Event()

    def read():
        for line in cli.stderr:
            err.append(line)
            if "timing both variants" in line:   # a minute without output: the worker is not stopped by a
                started.set()                     # broken pipe on its next progress report

    threading.Thread(target=read, daemon=True).start()
    worker = None
    try:
        assert started.wait(300), "".join(err)
        worker = _worker_of(cli.pid)
        assert worker is not None and _group_alive(worker) == [worker]   # its own group, still running
        cli.send_signal(sig)
        rc = cli.wait(30)
        end = time.monotonic() + 5
        while _group_alive(worker) and time.monotonic() < end:
            time.sleep(0.1)
        assert _group_alive(worker) == [], "the worker (or its group) outlived the CLI"
        assert rc == (130 if sig == signal.SIGINT else 128 + signal.SIGTERM)
        assert "Traceback" not in "".join(err)
    finally:
        if cli.poll() is None:
            cli.kill()
        if worker is not None:
            try:
                os.killpg(worker, signal.SIGKILL)
            except OSError:
                pass
