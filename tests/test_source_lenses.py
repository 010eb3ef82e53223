"""Code lenses in the user's model file for the compiled runs the workspace knows, and source files
found where the compile machine's paths do not lead: a debug directory kept under a workspace folder
(not open in the editor), the model's file checked out at another root than on the machine that
compiled, a namesake with other code (refused)."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

from conftest import REPO

from inductor_lens.dump.debugdir import POST, find_post_fusion
from inductor_lens.dump.provenance import (
    FX_READABLE,
    PROVENANCE_JSON,
    SourceLine,
    local_path,
    read_fx_readable,
    source_path,
)
from inductor_lens.service import features as F
from inductor_lens.service.document import Workspace

ATT = REPO / "tests/corpus/attention_block/g0_inference"
GENERATE = REPO / "tests/corpus/generate.py"
FILES = ("ir_pre_fusion.txt", POST, "output_code.py", FX_READABLE, PROVENANCE_JSON)


def recorded_lines() -> dict[int, str]:
    """The generator's lines the attention block's FX nodes were traced from (as fx_graph_readable.py
    recorded them on the machine that compiled)."""
    fx = read_fx_readable((ATT / FX_READABLE).read_text())
    return {n.source.line: n.source.code for n in fx.values() if n.source is not None}


def project(tmp_path: Path) -> tuple[Path, Path]:
    """A user's project: the model's file checked out here, and a TORCH_COMPILE_DEBUG run kept in it."""
    root = tmp_path / "project"
    model = root / "tests" / "corpus" / "generate.py"
    model.parent.mkdir(parents=True)
    shutil.copy(GENERATE, model)
    run = root / "torch_compile_debug" / "run_1" / "torchinductor" / "model__0_inference_0.0"
    run.mkdir(parents=True)
    for f in FILES:
        shutil.copy(ATT / f, run / f)
    # folders that are never searched: an environment and a hidden one, each with a decoy run
    for skip in (".venv/lib", ".git/x", "node_modules/pkg"):
        (root / skip).mkdir(parents=True)
        shutil.copy(ATT / POST, root / skip / POST)
    return root, model


def test_a_debug_directory_under_the_workspace_gives_lenses_without_opening_it(tmp_path):
    root, model = project(tmp_path)
    found = find_post_fusion((str(root),))
    assert [p.relative_to(root).parts[0] for p in found] == ["torch_compile_debug"]
    ws = Workspace(roots=(str(root),))
    lenses = F.source_lenses(ws, str(model))
    want = recorded_lines()
    assert want and {x.line + 1 for x in lenses} == set(want)
    for x in lenses:     # each lens is on the recorded line of this copy, and points into the kept run
        assert model.read_text().splitlines()[x.line].strip() == want[x.line + 1]
        assert x.ir_uri == found[0].as_uri() and x.nodes and len(x.ranges) == len(x.nodes)
        # a run on disk, not the IR open in the editor: the lens says which run it describes (issue 41),
        # and carries the line's recorded text (the editor re-anchors the lens by it after an edit)
        assert x.run == "cpu · model__0_inference_0.0" and x.title.startswith(f"{x.run}: ")
        assert x.title.split(": ", 1)[1].split(" ", 1)[1].startswith(("kernel", "kernels"))
        assert x.code == want[x.line + 1]
    ir_lines = found[0].read_text().splitlines()
    assert all(ir_lines[s[0]].startswith(f"{n}: ") for x in lenses for n, (s, _e) in zip(x.nodes, x.ranges))
    assert not ws.documents                      # nothing was opened on the user's behalf
    # no workspace folders, nothing open: no compiled run known, no lens
    assert F.source_lenses(Workspace(), str(model)) == []
    # the same run's IR open in the editor (and no other): short titles, the run still named in ``run``
    opened = Workspace()
    opened.open(found[0].as_uri(), found[0].read_text(), 1)
    short = F.source_lenses(opened, str(model))
    assert short and all(re.match(r"\d+ kernels?", x.title) and x.run == "cpu · model__0_inference_0.0" for x in short)


def test_a_namesake_with_other_code_gets_no_lens(tmp_path):
    root, _model = project(tmp_path)
    other = root / "elsewhere" / "generate.py"
    other.parent.mkdir()
    other.write_text("\n".join(f"# line {i}" for i in range(2000)) + "\n")
    assert F.source_lenses(Workspace(roots=(str(root),)), str(other)) == []


def test_a_source_path_from_another_machine_maps_onto_a_checkout_in_the_workspace(tmp_path):
    root, model = project(tmp_path)
    line, code = next(iter(recorded_lines().items()))
    alice = "/home/alice/src/project/tests/corpus/generate.py"   # the compile machine's checkout
    assert local_path(alice) is None
    assert local_path(alice, (str(root),)) == model
    assert source_path(SourceLine(alice, line, "forward", code), (str(root),)) == model
    # the same path with code this checkout does not have at that line: not offered
    assert source_path(SourceLine(alice, line, "forward", "x = something_else(x)"), (str(root),)) is None
    # a Windows path of the compile machine maps the same way
    assert local_path(r"C:\Users\alice\project\tests\corpus\generate.py", (str(root),)) == model


def test_hover_and_definition_use_the_workspace_checkout(tmp_path):
    """A run compiled elsewhere (its recorded paths rewritten to another machine's): the hover links the
    source line in this workspace's checkout, and go-to-definition opens it there."""
    root, model = project(tmp_path)
    run = find_post_fusion((str(root),))[0].parent
    fx = run / FX_READABLE
    # the paths the compile machine recorded (wherever that checkout was) become another machine's
    fx.write_text(re.sub(r"# File: \S*tests/corpus/generate\.py:", "# File: /home/alice/src/project/tests/corpus/generate.py:",
                         fx.read_text()))
    ws = Workspace(roots=(str(root),))
    text = (run / POST).read_text()
    doc = ws.open((run / POST).as_uri(), text, 1)
    node = next(n for n in doc.ir.sections[-1].nodes        # an unfused op: its name is its header's only name
                if not (n.members or n.member_names) and (o := F.origins_of(ws, doc, n.name)) and o.sources)
    s = F.origins_of(ws, doc, node.name).sources[0]
    assert s.file.startswith("/home/alice/")
    at = node.name_span[0] + 1                            # on the node's own header
    assert f"]({model.as_uri()}#L{s.line})" in F.hover(ws, doc, at).markdown
    locs = F.definition(ws, doc, at)
    assert locs[0].uri == model.as_uri() and locs[0].start == (s.line - 1, 0)
    # without the workspace folder the file is not found: the FX node in fx_graph_readable.py instead
    ws2 = Workspace()
    doc2 = ws2.open((run / POST).as_uri(), text, 1)
    assert F.definition(ws2, doc2, at)[0].uri.endswith(FX_READABLE)


def test_the_walk_is_bounded(tmp_path):
    for i in range(5):
        d = tmp_path / f"g{i}"
        d.mkdir()
        (d / POST).write_text("")
    assert len(find_post_fusion((str(tmp_path),), max_files=3)) == 3
    assert find_post_fusion((str(tmp_path),), max_dirs=1) == []      # the root only: no file in it
    assert find_post_fusion((str(tmp_path / "missing"),)) == []


def test_lenses_from_two_runs_say_which_run_and_graph_they_describe(tmp_path):
    """A CPU and a CUDA run of the same model kept in the project: each line gets a lens per run, and each
    lens names its device and graph (they read "2 kernels | 3 kernels" with nothing to tell them apart);
    with one run the titles stay short."""
    root, model = project(tmp_path)
    cuda = root / "torch_compile_debug" / "run_2" / "torchinductor" / "model__0_inference_0.1"
    cuda.mkdir(parents=True)
    for f in FILES:
        shutil.copy(REPO / "tests/corpus/attention_block_cuda/g0_inference" / f, cuda / f)
    ws = Workspace(roots=(str(root),))
    lenses = F.source_lenses(ws, str(model))
    by_line: dict[int, list[str]] = {}
    for x in lenses:
        by_line.setdefault(x.line, []).append(x.title)
    assert by_line and all(len(t) == 2 for t in by_line.values())
    for titles in by_line.values():
        assert sorted(t.split(":")[0] for t in titles) == ["cpu · model__0_inference_0.0", "cuda · model__0_inference_0.1"]
        assert all(re.search(r": \d+ kernels?", t) for t in titles)
