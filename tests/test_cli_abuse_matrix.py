"""Every command against every family of bad input (issue 39's acceptance: no CLI input ends in a
traceback). The families are those of the issue's probe: files that are not IR (empty, random bytes,
a folder, a FIFO, a link to itself, missing, ``/dev/null``), damaged IR (cut, garbled, nested, NUL bytes,
bytes that are not UTF-8), run folders with a hostile ``run.json`` or ``inductor_config.json`` or
``fx_graph_readable.py``, hostile traces and locks, and out-of-range options. Each case runs the CLI's
``main`` in this process: an exception escaping it is a traceback the user would see. Besides, a bad
input is refused (exit 2, or 3 for a pair that is not in the file) in one line that starts with
``inductor-lens``, and what the command cannot work on is never a success."""
from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
from pathlib import Path

import pytest
from conftest import RESNET50

from inductor_lens.cli import main

GOOD = (RESNET50 / "ir_post_fusion.txt").read_text()
#: inputs on which no command but ``parse`` (which prints what it read) and ``runs`` (which lists) succeeds
NOT_IR = ("empty", "random", "emptydir", "fifo", "loop", "missing", "devnull", "nul_only")
#: IR that parses with errors or not at all: ``lock`` and ``check`` refuse it
DAMAGED = ("garbled", "deep", "nul", "latin1")


def _families(root: Path) -> dict[str, Path]:
    out: dict[str, Path] = {}

    def ir(name: str, data: bytes) -> None:
        p = root / name / "ir_post_fusion.txt"
        p.parent.mkdir(parents=True)
        p.write_bytes(data)
        out[name] = p

    ir("empty", b"")
    ir("random", bytes((i * 7919 + 13) % 256 for i in range(5000)))
    ir("nul_only", b"\x00" * 4096)
    ir("latin1", GOOD[:3000].encode() + b"\xff\xfe\x80" + GOOD[3000:6000].encode())
    ir("cut", GOOD[: len(GOOD) // 2 + 17].encode())
    ir("garbled", "\n".join(l if i % 7 else l[: len(l) // 2] + "(((" for i, l in enumerate(GOOD.splitlines())).encode())
    ir("deep", b"op0: SchedulerNode(ComputedBuffer)\nop0.writes = " + b"[" * 50_000 + b"\n")
    ir("nul", GOOD.replace("op3", "op\x003").encode())
    ir("bom", b"\xef\xbb\xbf" + GOOD.encode())
    (root / "emptydir").mkdir()
    out["emptydir"] = root / "emptydir"
    os.mkfifo(root / "fifo")
    out["fifo"] = root / "fifo"
    os.symlink(root / "loop", root / "loop")
    out["loop"] = root / "loop"
    out["missing"] = root / "nope"
    out["devnull"] = Path("/dev/null")

    def run(name: str, manifest: str | None, graph: bool = True) -> Path:
        p = root / "runs" / name
        p.mkdir(parents=True)
        if manifest is not None:
            (p / "run.json").write_text(manifest)
        if graph:
            shutil.copytree(RESNET50, p / "g0_inference")
        out["run_" + name] = p
        return p

    run("deep", "[" * 100_000)
    run("cmd5", json.dumps({"command": 5, "graphs": 7}))
    run("outside", json.dumps({"command": ["x"], "graphs": [{"folder": "../../.."}, {"folder": "/etc"}]}))
    ok = json.dumps({"command": ["x"], "graphs": [{"folder": "g0_inference"}]})
    (run("badcfg", ok) / "g0_inference" / "inductor_config.json").write_text("[" * 100_000)
    fx = run("badfx", ok) / "g0_inference"
    (fx / "fx_graph_readable.py").write_text("# File: " + ":1 in a" * 20_000 + "\n\x1b]52;c;aGk=\x07\n")
    (fx / "output_code.py").write_bytes(bytes(range(256)) * 12)
    for n, body in (("nan", '{"traceEvents":[{"ph":"X","name":"cpp_fused_0","ts":0,"dur":NaN,"cat":"kernel"}]}'),
                    ("inf", '{"traceEvents":[{"ph":"X","name":"k","ts":1e999,"dur":1,"cat":"kernel"}]}'),
                    ("deep", "[" * 100_000 + "]" * 100_000), ("text", "hello"),
                    ("events_str", '{"traceEvents":"x"}'),
                    ("bigts", '{"traceEvents":[{"ph":"X","name":"k","ts":' + "9" * 4000 + ',"dur":1}]}')):
        (root / f"trace_{n}.json").write_text(body)
        out[f"trace_{n}"] = root / f"trace_{n}.json"
    (root / "trace_cut.json.gz").write_bytes(b"\x1f\x8b\x08\x00garbage")
    out["trace_cut"] = root / "trace_cut.json.gz"
    for n, body in (("empty", ""), ("deep", "[" * 100_000), ("list", "[]"), ("version", '{"version": 99}'),
                    ("surrogate", '{"label": "\\udc80", "graphs": 5}'),
                    ("kernels", '{"format": "inductor-lens-fusion-lock", "version": 2, "graphs": [{"kernels": "x"}]}')):
        (root / f"lock_{n}.json").write_text(body)
        out[f"lock_{n}"] = root / f"lock_{n}.json"
    return out


@pytest.fixture(scope="module")
def fam(tmp_path_factory):
    return _families(tmp_path_factory.mktemp("abuse"))


def cli(*args) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = main([str(a) for a in args])
    except SystemExit as e:          # argparse's refusals
        rc = e.code
    # any other exception escapes: pytest shows the traceback the user would have seen
    text = err.getvalue()
    assert "Traceback" not in text, text
    if rc == 2:
        assert text.strip().splitlines()[-1].startswith("inductor-lens"), text
    return rc, out.getvalue(), text


def _commands(target: Path, tmp: Path) -> list[tuple]:
    return [("summary", target), ("summary", "--json", target), ("parse", "--json", target), ("explain", target),
            ("explain", "--format", "json", "--suggest", target), ("rank", target),
            ("report", target, "-o", tmp / "r.html"), ("runs", target), ("lock", target, "-o", tmp / "l.json"),
            ("compare", target, RESNET50), ("compare", RESNET50, target, "--html", tmp / "c.html"),
            ("diff", target, RESNET50 / "ir_post_fusion.txt"), ("whatif", target, "--set", "max_fusion_size=1"),
            ("check", "--lock", tmp / "good.lock.json", target), ("bench", target, "op3", "op4", "--timeout", "0")]


def test_every_command_on_every_bad_file(fam, tmp_path):
    assert cli("lock", RESNET50, "-o", tmp_path / "good.lock.json")[0] == 0
    for name, target in fam.items():
        if name.startswith(("trace_", "lock_")):
            continue
        for args in _commands(target, tmp_path):
            rc, _out, err = cli(*args)
            assert rc in (0, 1, 2, 3), (name, args, rc)
            if name in NOT_IR and args[0] not in ("parse", "runs"):
                assert rc in (2, 3), (name, args, rc, err)       # nothing to work on is never a success
            if name in DAMAGED and args[0] in ("lock", "check"):
                assert rc == 2 and ("does not parse" in err or "no scheduler node" in err), (name, args, err)
            if name in ("run_deep", "run_cmd5") and args[0] in ("lock", "check", "compare", "whatif"):
                assert rc == 2 and "run.json unreadable" in err, (name, args, err)   # not "no graphs"


def test_a_byte_order_mark_is_not_text(fam):
    rc, out, _ = cli("summary", "--json", fam["bom"])
    doc = json.loads(out)
    assert rc == 0 and doc["errors"] == 0 and doc["sections"][0]["nodes"] == 123


def test_hostile_traces_and_locks(fam, tmp_path):
    ir = RESNET50 / "ir_post_fusion.txt"
    for name, target in fam.items():
        if name.startswith("trace_"):
            for args in (("explain", ir, "--trace", target), ("rank", ir, "--trace", target, "--by", "measured"),
                         ("report", RESNET50, "--trace", target, "-o", tmp_path / "t.html")):
                rc, _out, err = cli(*args)
                assert rc == 2 and str(target) in err, (name, args, err)
        if name.startswith("lock_"):
            for fmt in ("text", "sarif", "json", "github"):
                rc, _out, err = cli("check", "--lock", target, RESNET50, "--format", fmt)
                assert rc == 2 and str(target) in err, (name, fmt, err)


@pytest.mark.parametrize("args", [
    ("explain", "{ir}", "--limit", "-3"), ("rank", "{ir}", "--top", "-1"), ("summary", "{ir}", "--top", "-2"),
    ("explain", "{ir}", "--gpu", "H9999"), ("explain", "{ir}", "--gpu", ""), ("rank", "{ir}", "--by", "nothing"),
    ("bench", "{ir}", "op3", "op4", "--repeat", "0"), ("bench", "{ir}", "op3", "op4", "--min-time", "nan"),
    ("bench", "{ir}", "op3", "op4", "--timeout", "-1"), ("bench", "{ir}", "op3", "op4", "--timeout", "inf"),
    ("bench", "{ir}", "op3", "op4", "--size", "s0=abc"), ("compare", "{dir}", "{dir}", "--max-nodes", "0"),
    ("report", "{dir}", "--max-nodes", "-5"), ("whatif", "{dir}", "--set", "nonsense"),
    ("whatif", "{dir}", "--set", "max_fusion_size=abc"), ("whatif", "{dir}", "--set", "max_fusion_size=1e400"),
    ("whatif", "{dir}", "--set", "max_fusion_size=-5"), ("whatif", "{dir}", "--set", "x=1"),
    ("check", "--lock", "{dir}/nope.json", "{dir}", "--kernel-tolerance", "-1"),
    ("capture", "--set", "bad", "--", "true"), ("capture", "-o", "{dir}/cap"), ("explain", "{ir}", "--reason", "nope"),
])
def test_out_of_range_options_are_refused(args):
    a = [x.format(ir=RESNET50 / "ir_post_fusion.txt", dir=RESNET50) for x in args]
    rc, _out, err = cli(*a)
    assert rc == 2, (a, rc, err)


def test_a_fusion_log_that_cannot_be_read_is_said(fam):
    rc, out, _ = cli("explain", RESNET50 / "ir_post_fusion.txt", "--fusion-log", fam["fifo"])
    assert rc == 0 and f"{fam['fifo']}: the fusion log was not read" in out
