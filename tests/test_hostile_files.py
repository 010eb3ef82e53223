"""Debug directories from someone else: siblings that are FIFOs, links to devices, directories or huge
files are refused at once (never read, never waited on), and the document beside them keeps working.

Every step runs in a thread with a deadline, so a read that blocks fails the test instead of hanging it.
"""
from __future__ import annotations

import os
import shutil
import sys
import threading
from pathlib import Path

import pytest

from inductor_lens.dump.debugdir import FUSION_LOG, OUTPUT_CODE, POST, PRE
from inductor_lens.dump.provenance import FX_READABLE, PROVENANCE_JSON
from inductor_lens.files import FileRefused, is_regular, read_bytes, read_text

REPO = Path(__file__).resolve().parents[1]
EXAMPLE = REPO / "server" / "inductor_lens" / "examples" / "resnet50"
posix_only = pytest.mark.skipif(sys.platform == "win32" or not hasattr(os, "mkfifo"), reason="FIFOs and /dev are POSIX")


def within(seconds: float, fn, *args):
    """fn(*args) in a thread; fails the test if it has not returned by then (a blocked read)."""
    out: dict = {}

    def run():
        try:
            out["value"] = fn(*args)
        except BaseException as err:   # noqa: BLE001 - handed to the test
            out["error"] = err

    th = threading.Thread(target=run, daemon=True)
    th.start()
    th.join(seconds)
    assert not th.is_alive(), f"{getattr(fn, '__name__', fn)} still running after {seconds} s: it blocked"
    if "error" in out:
        raise out["error"]
    return out.get("value")


def hostile_dir(tmp: Path) -> Path:
    """ResNet50's debug directory with every sibling replaced by something that must not be read."""
    d = tmp / "run"
    d.mkdir()
    shutil.copyfile(EXAMPLE / POST, d / POST)
    os.symlink("/dev/zero", d / PRE)                   # reads until memory runs out
    os.mkfifo(d / OUTPUT_CODE)                         # a plain open() waits for a writer forever
    os.symlink("/dev/stdin", d / FUSION_LOG)           # in the server: the protocol stream
    os.mkfifo(d / FX_READABLE)
    (d / PROVENANCE_JSON).mkdir()                      # a directory
    return d


@posix_only
def test_read_refuses_what_is_not_a_regular_file(tmp_path):
    d = hostile_dir(tmp_path)
    for name, kind in ((PRE, "character device"), (OUTPUT_CODE, "FIFO"), (FX_READABLE, "FIFO"),
                       (PROVENANCE_JSON, "directory")):
        with pytest.raises(FileRefused, match=kind):
            within(5, read_text, d / name)
        assert not is_regular(d / name)
    with pytest.raises(OSError):
        within(5, read_text, d / FUSION_LOG)
    assert isinstance(FileRefused("x"), OSError)    # callers that skip unreadable files skip these


def test_read_caps_the_size_and_reads_like_path_read_text(tmp_path):
    f = tmp_path / "x.txt"
    f.write_bytes(b"a\r\nb\rc\n\xff\xfe" + "é".encode())
    assert read_text(f) == f.read_text(encoding="utf-8", errors="replace")
    assert read_bytes(f) == f.read_bytes()
    with pytest.raises(FileRefused, match="over the 4 bytes"):
        read_text(f, limit=4)
    post = EXAMPLE / POST
    assert read_text(post) == post.read_text(encoding="utf-8", errors="replace")


@posix_only
def test_the_service_skips_hostile_siblings_and_keeps_working(tmp_path):
    from inductor_lens.service import features as F
    from inductor_lens.service.document import Workspace, path_to_uri

    d = hostile_dir(tmp_path)
    ws = Workspace(roots=(str(tmp_path),))
    uri = path_to_uri(d / POST)
    doc = ws.open(uri, (d / POST).read_text())
    assert ws.sibling_path(doc, OUTPUT_CODE) is None and ws.sibling_path(doc, FUSION_LOG) is None
    assert within(10, ws.sibling_doc, doc, PRE) is None
    ex = within(120, doc.explanation, ws)
    assert ex is not None and doc.explain_error is None
    assert ex.mode == "final-round"          # the pre-fusion file was not read
    assert within(10, F.kernel_map, ws, doc) == (None, None)
    assert within(10, F.diff_text, ws, doc) is None
    # code lenses of a model file: the run's fx_graph_readable.py is a FIFO, the walk finds the run
    model = tmp_path / "resnet.py"
    model.write_text("x = 1\n")
    for _ in range(6):
        assert within(20, F.source_lenses, ws, str(model)) == []
    # hover still answers from the IR
    text = doc.text
    at = text.index("op4: SchedulerNode")
    h = within(10, F.hover, ws, doc, at)
    assert h is not None and "op4" in h.markdown


@posix_only
def test_a_recorded_source_path_to_a_device_is_not_read(tmp_path):
    from inductor_lens.dump.provenance import code_at

    os.mkfifo(tmp_path / "model.py")
    assert within(5, code_at, tmp_path / "model.py", 1) is None
    assert within(5, code_at, Path("/dev/zero"), 1) is None
