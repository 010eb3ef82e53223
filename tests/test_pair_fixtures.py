"""The fixture pairs (``tests/corpus/pairs/<pair>[_cuda]/{a,b}``, generate.py --pairs; tests/corpus/pairs.py
says what each pair is): two real compiles of one model that differ in one known way, the inputs of
``compare``. Checked without torch: both sides parse; the oracle (each graph's post-fusion groups, as the
sets of their member nodes) differs between the sides of a config or insert pair and is identical for a
moved pair; each side's fusion.log agrees with the replay (every verdict; the replay uses the config the
side was compiled with, kept beside its IR); pair.json's claims hold. An era pair has one generated side
(b, today's compile) and a public file of an older Inductor as side a (read from ../shared)."""
from __future__ import annotations

import importlib.util
import json
import re

import pytest
from conftest import CORPUS, PUBLIC, REPO, require_public

from inductor_lens.explain.explain import explain_file
from inductor_lens.ir.groups import leaves
from inductor_lens.ir.parse import parse_file

_spec = importlib.util.spec_from_file_location("corpus_pairs", CORPUS / "pairs.py")
pairs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(pairs)

ROOT = CORPUS / "pairs"
DIRS = sorted(p.parent for p in ROOT.glob("*/pair.json"))
IDS = [d.name for d in DIRS]
FILES = ("ir_pre_fusion.txt", "ir_post_fusion.txt", "output_code.py", "fusion.log", "fx_graph_readable.py")
#: the refusal a scheduler setting's non-default value shows in the fusion log
KNOB_REASON = {"max_fusion_size": "exceeds max fusion"}


def info(d):
    return json.loads((d / "pair.json").read_text())


def generated_sides(d) -> str:
    return "b" if info(d)["kind"] == "era" else "ab"


def groups(post) -> set[frozenset[str]]:
    ir = parse_file(post)
    assert not ir.errors, (post, ir.errors[:3])
    return {frozenset(n.name for n in leaves(top)) for top in ir.sections[0].nodes}


def shape(gs: set[frozenset[str]]) -> list[int]:
    return sorted((len(g) for g in gs), reverse=True)


def test_every_pair_is_generated_for_cpu_and_cuda():
    names = {d.name for d in DIRS}
    for pair, p in pairs.PAIRS.items():
        assert pair in names, pair
        assert (f"{pair}_cuda" in names) == ("cuda" in p.get("devices", ("cpu", "cuda"))), pair
    kinds = {info(d)["kind"] for d in DIRS}
    assert kinds == {"config", "insert", "moved", "era"}
    assert any(info(d)["mode"] == "train" for d in DIRS)     # several graphs per run


def test_pairs_are_modest():
    total = sum(f.stat().st_size for f in ROOT.rglob("*") if f.is_file())
    assert total < 15 * 2**20, total
    for d in DIRS:
        assert sum(f.stat().st_size for f in d.rglob("*") if f.is_file()) < 3 * 2**20, d


@pytest.mark.parametrize("d", DIRS, ids=IDS)
def test_both_sides_exist_and_parse(d):
    meta = info(d)
    assert meta["pair"] == d.name.removesuffix("_cuda") and meta["device"] == ("cuda" if d.name.endswith("_cuda") else "cpu")
    assert meta["torch"].startswith("2.14.1")
    if meta["kind"] == "era":
        assert meta["graph"] in meta["graphs"] and meta["public"]["path"].endswith(meta["public"]["file"])
        assert (REPO / meta["public"]["path"]).resolve() == (PUBLIC / meta["public"]["file"]).resolve()
    for side in generated_sides(d):
        side_meta = json.loads((d / side / "meta.json").read_text())
        assert side_meta["graphs"] == meta["graphs"]
        assert side_meta.get("device", "cpu") == meta["device"]
        for g in meta["graphs"]:
            for f in FILES:
                assert (d / side / g / f).is_file(), (side, g, f)
            for f in ("ir_pre_fusion.txt", "ir_post_fusion.txt"):
                ir = parse_file(d / side / g / f)
                assert not ir.errors and ir.sections[0].nodes, (side, g, f)


@pytest.mark.parametrize("d", DIRS, ids=IDS)
def test_oracle(d):
    """config and insert: some graph's groups differ (a fusion lost or gained); moved: the same groups in
    every graph, by name. pair.json's oracle is what the files say."""
    meta = info(d)
    if meta["kind"] == "era":
        require_public()
        ga, gb = groups(PUBLIC / meta["public"]["file"]), groups(d / "b" / meta["graph"] / "ir_post_fusion.txt")
        assert meta["oracle"]["a"]["sizes"] == shape(ga) and meta["oracle"]["b"]["sizes"] == shape(gb)
        return
    changed = 0
    for g in meta["graphs"]:
        ga, gb = groups(d / "a" / g / "ir_post_fusion.txt"), groups(d / "b" / g / "ir_post_fusion.txt")
        fa, fb = {x for x in ga if len(x) > 1}, {x for x in gb if len(x) > 1}
        claim = meta["oracle"][g]
        assert claim["a"] == {"kernels": len(ga), "fused": len(fa), "sizes": shape(ga)}, g
        assert claim["b"] == {"kernels": len(gb), "fused": len(fb), "sizes": shape(gb)}, g
        assert len(claim["lost"]) == len(fa - fb) and len(claim["gained"]) == len(fb - fa), g
        assert claim["same_groups"] == (ga == gb), g
        changed += ga != gb
        if meta["kind"] == "moved":
            assert ga == gb and shape(ga) == shape(gb), g
    if meta["kind"] == "moved":
        assert changed == 0
    else:
        assert changed >= 1
        assert any(meta["oracle"][g]["lost"] or meta["oracle"][g]["gained"] for g in meta["graphs"])


@pytest.mark.parametrize("d", DIRS, ids=IDS)
def test_fusion_log_agrees_with_the_replay(d):
    """Every verdict of each side's fusion.log is the replay's, which reads the config the side was
    compiled with beside its IR: on the side with a scheduler setting (max_fusion_size = 2) the log holds
    that setting's refusals, and the replay gives them too."""
    meta = info(d)
    for side in generated_sides(d):
        for g in meta["graphs"]:
            assert (d / side / g / "inductor_config.json").is_file(), (side, g)
            ex = explain_file(d / side / g / "ir_post_fusion.txt")
            a = ex.log_agreement
            assert a is not None and a["pairs"] > 0, (side, g)
            assert a["agree"] == a["pairs"], (side, g, a["mismatches"][:3])
            if side == "b" and meta["kind"] == "config" and meta["setting"] in KNOB_REASON:
                assert KNOB_REASON[meta["setting"]] in (d / side / g / "fusion.log").read_text(), (side, g)
                assert any(v.inductor_message == KNOB_REASON[meta["setting"]] for v in ex.pairs), (side, g)


@pytest.mark.parametrize("d", DIRS, ids=IDS)
def test_pair_json_claims(d):
    meta = info(d)
    spec = pairs.PAIRS[meta["pair"]]
    assert (meta["kind"], meta["model"], meta["mode"]) == (spec["kind"], spec["model"], spec["mode"])
    assert len(meta["graphs"]) == (2 if meta["mode"] == "train" else 1)
    if meta["kind"] == "era":      # today's side names its model file; the public side is another torch's
        require_public()
        fx_b = (d / "b" / meta["graph"] / "fx_graph_readable.py").read_text()
        named = set(re.findall(r"# File: (\S+):\d+ ", fx_b))
        assert any(m.endswith(meta["source"]["b"]) for m in named), named
        public = (PUBLIC / meta["public"]["file"]).read_text()
        assert "min_input_distance" not in public and "min_input_distance" in (
            d / "b" / meta["graph"] / "ir_post_fusion.txt").read_text()     # two eras of the format
        return
    fx = {s: [(d / s / g / "fx_graph_readable.py").read_text() for g in meta["graphs"]] for s in "ab"}
    pre = {s: [(d / s / g / "ir_pre_fusion.txt").read_text() for g in meta["graphs"]] for s in "ab"}
    if meta["kind"] == "config":
        assert meta["setting"] == spec["setting"] and meta["b"] == spec["b"] and meta["a"] != meta["b"]
        assert "config {" not in json.loads((d / "a" / "meta.json").read_text())["doc"]
        assert f"config {{'{meta['setting']}'" in json.loads((d / "b" / "meta.json").read_text())["doc"]
        # one source file: the same FX graph on both sides, the difference is Inductor's
        assert fx["a"] == fx["b"]
        return
    src = {s: REPO / meta["source"][s] for s in "ab"}
    assert src["a"].name == src["b"].name and src["a"].parent != src["b"].parent
    assert meta["edit"] == pairs.edit(meta["pair"])     # the files are still the ones compiled
    lines = {s: src[s].read_text().splitlines() for s in "ab"}
    # provenance names each side's own file
    for s in "ab":
        named = {m for t in fx[s] for m in re.findall(r"# File: (\S+):\d+ ", t)}
        assert named and all(m.endswith(meta["source"][s]) for m in named), named
    prov = {s: [re.findall(r"# File: \S+/(\w+/block\.py):(\d+) in (\S+), code: (.*)", t) for t in fx[s]]
            for s in "ab"}
    if meta["kind"] == "moved":
        added = len(lines["b"]) - len(lines["a"])
        assert added > 0
        assert pre["a"] == pre["b"]          # the same IR, the same names
        for ta, tb in zip(prov["a"], prov["b"]):
            assert ta and len(ta) == len(tb)
            for (_, la, fa, ca), (_, lb, fb, cb) in zip(ta, tb):
                assert (fa, ca) == (fb, cb) and int(lb) - int(la) == added
    else:   # insert: exactly one line added to forward, and the names after it shift
        body = [ln for ln in meta["edit"].splitlines() if ln.startswith("+") and not ln.startswith("+++")]
        code = [ln for ln in body if ln.startswith("+        ")]
        assert len(code) == 1, body
        new = code[0][1:].strip()
        assert any(new in c for t in prov["b"] for *_, c in t)
        assert not any(new in c for t in prov["a"] for *_, c in t)
        # the forward gains a node (a new buffer early on: the later opN/bufN shift); every graph changes
        count = [[len(re.findall(r"^op\d+:", t, re.M)) for t in pre[s]] for s in "ab"]
        assert count[1][0] > count[0][0], count
        assert all(ta != tb for ta, tb in zip(pre["a"], pre["b"]))
