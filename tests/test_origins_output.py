"""Which source line an op's value comes from (``Origins.output``): the line of the last of its FX nodes in
graph order, the one whose value the op writes. Where a text or a hover shows only the first lines
(``Origins.shown``: explain's text, the hover card, a diagnostic's related text, the fusion map) and the
output's would be cut, it is shown first, marked; a short list keeps graph order.

In a Llama-style decoder (``tests/corpus/llama_decoder[_cuda]``) the rotary embedding of q and of k is one
kernel each, inlining the cos/sin tables computed at the top of ``forward``: in graph order its lines are
the tables' (``pos = torch.arange(...)``, ``inv_freq``, ``angles``, ``cos, sin``), then the projection and
``rotate``'s; a reader shown the first four took the kernel for the tables'. Its output is ``rotate``'s
``torch.cat``."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CORPUS, REPO

from inductor_lens.explain.explain import explain_file
from inductor_lens.explain.report import render_text, sources_text
from inductor_lens.service.cards import origin_lines

ROTATE_CAT = "return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], -1)"
TABLES = "pos = torch.arange(tokens, device=x.device).float()"
TABLES_LINE = next(i for i, line in enumerate((CORPUS / "generate.py").read_text().splitlines(), 1) if TABLES in line)


def _rotary_nodes(ex) -> list[str]:
    """The top-level nodes whose source lines include rotate's cat (q's and k's rotary kernels, two layers)."""
    return sorted(name for name, o in ex.origins.by_top.items() if any(s.code == ROTATE_CAT for s in o.sources))


@pytest.mark.parametrize("model", ["llama_decoder", "llama_decoder_cuda"])
def test_the_rotary_kernels_output_is_rotates_cat_not_the_tables(model):
    ex = explain_file(CORPUS / model / "g0_inference" / "ir_post_fusion.txt")
    rotary = _rotary_nodes(ex)
    assert len(rotary) == 4, rotary          # q and k, two layers
    for name in rotary:
        o = ex.origins.of(name)
        # in graph order the tables come first; the output is the last FX node's line
        assert o.sources[0].code == TABLES
        assert o.output.code == ROTATE_CAT and o.output.function == "rotate"
        shown = o.shown(4)
        assert len(o.sources) == 7 and o.output not in o.sources[:6]
        assert shown[0] == o.output and shown[1:] == o.sources[:3] and o.moved_output(shown) is o.output
        assert sources_text(o).startswith(f"generate.py:{o.output.line} {ROTATE_CAT} (output); ")
        assert sources_text(o).endswith(" (+3 more)")
        card = origin_lines(o)
        assert card[0].startswith("**Output** of ") and ROTATE_CAT in card[0]
        assert all(line.startswith("**From** ") for line in card[1:] if "generate.py" in line)
    # an op of one source line: its output, unmarked
    single = [o for o in ex.origins.by_top.values() if o.fx_nodes and len(o.sources) == 1]
    assert single
    for o in single:
        assert o.output == o.sources[0] and "(output)" not in sources_text(o)
        assert origin_lines(o)[0].startswith("**From** ")
    # a list that fits: graph order, unmarked
    fits = [o for o in ex.origins.by_top.values() if o.fx_nodes and 1 < len(o.sources) <= 4]
    assert fits
    for o in fits:
        assert o.shown(4) == o.sources and "(output)" not in sources_text(o)
    # explain's text: the pair's source line of a rotary node starts with the output
    text = render_text(ex, show_all=True)
    assert any(f" {n}: generate.py:{ex.origins.of(n).output.line} {ROTATE_CAT} (output); " in text for n in rotary)
    assert all(f": generate.py:{TABLES_LINE}" not in line for line in text.splitlines()
               if any(f" {n}: " in line for n in rotary))


def test_every_node_whose_lines_its_fx_nodes_give_has_an_output_among_them():
    """Lines read from the fusion log's stack traces instead (a torch 2.14 backward graph prints none in
    fx_graph_readable.py) are in file order: which one is the output is not known, and none is marked."""
    seen = {"fx": 0, "log": 0}
    for model in ("llama_decoder_cuda", "transformer_train", "resnet50_eval"):
        for folder in sorted((CORPUS / model).glob("g*")):
            ex = explain_file(folder / "ir_post_fusion.txt")
            for name, o in ex.origins.by_top.items():
                if not o.sources:
                    continue
                if "source lines from the fusion log" in o.how or o.how == "stack traces in the fusion log":
                    seen["log"] += 1
                    assert o.output is None and o.shown(4) == o.sources[:4], (model, name)
                else:
                    seen["fx"] += 1
                    assert o.output in o.sources, (model, name)
    assert seen["fx"] > 50 and seen["log"] > 10, seen


def test_explain_json_names_the_output_line():
    folder = CORPUS / "llama_decoder_cuda" / "g0_inference"
    r = subprocess.run([sys.executable, "-m", "inductor_lens", "explain", str(folder / "ir_post_fusion.txt"),
                        "--format", "json", "--all"], capture_output=True, text=True, cwd=REPO, timeout=300,
                       env={"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"})
    assert r.returncode == 0, r.stderr
    origins = [o for p in json.loads(r.stdout)["pairs"] for o in (p.get("origins") or {}).values() if o]
    outs = [o["output"] for o in origins if "output" in o]
    assert outs and all(o["output"] in o["sources"] for o in origins if "output" in o)
    assert any(o["code"] == ROTATE_CAT for o in outs)
    assert Path(outs[0]["file"]).name == "generate.py"


def test_the_seed_pairs_batchnorm_relu_keeps_its_order_and_its_output_is_the_relu():
    """The bundled ResNet50's op3 (BatchNorm + ReLU, the seed document's producer): two lines, shown as they
    are; the value it writes is the ReLU's."""
    ex = explain_file(CORPUS / "resnet50_eval" / "g0_inference" / "ir_post_fusion.txt")
    o = ex.origins.of("op3")
    assert [s.code for s in o.sources] == ["x = self.bn1(x)", "x = self.relu(x)"]
    assert o.output.code == "x = self.relu(x)"
    assert sources_text(o) == "resnet.py:269 x = self.bn1(x); resnet.py:270 x = self.relu(x)"


def test_a_captures_summary_shows_the_output_first_where_it_would_be_cut(tmp_path):
    """run.json keeps every line in graph order and each node's output line (``outputs``); the summary, which
    shows four, shows the rotary kernel's ``torch.cat`` first, marked, as explain's text does."""
    import shutil

    from inductor_lens.runs.capture import CapturedGraph, Run, _analyse, summary
    folder = tmp_path / "g0_inference"
    shutil.copytree(CORPUS / "llama_decoder_cuda" / "g0_inference", folder)
    g = CapturedGraph("g0_inference", 0, "inference")
    _analyse(g, folder, {})
    ex = explain_file(folder / "ir_post_fusion.txt")
    rotary = set(_rotary_nodes(ex))
    hits = [(m, side) for m in g.missed for side in ("producer", "consumer") if m[side] in rotary]
    assert hits, [(m["producer"], m["consumer"]) for m in g.missed]
    text = summary(Run(tmp_path, ["python", "x.py"], 0.0, 1.0, 0, True, graphs=[g]), top=len(g.missed))
    for m, side in hits:
        o = ex.origins.of(m[side])
        assert m["sources"][side] == [f"{Path(s.file).name}:{s.line} {s.code}" for s in o.sources]
        want = f"generate.py:{o.output.line} {o.output.code}"
        assert m["outputs"][side] == want
        assert f"      {m[side]}: {want} (output)\n" in text
