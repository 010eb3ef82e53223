"""``inductor-lens lock`` and ``inductor-lens check`` (issue 28 item 2), on real captures of the block of
``conftest.BLOCK`` (captured once for this module and test_compare.py, ``conftest.block_runs``): the same script captured twice (same torch, same config) writes the same lock byte
for byte and passes its own lock; a capture with ``max_fusion_size = 3`` fails the default capture's lock
with each lost fusion named with the run's reason and Inductor's message, as GitHub annotations at the
model's line and as SARIF that validates against the official SARIF 2.1.0 schema
(``tests/sarif-schema-2.1.0.json``: github.com/oasis-tcs/sarif-spec, ``sarif-2.1/schema/sarif-schema-2.1.0.json``
at e0583813964ec43cea53b6b531b402866095ed1f)."""
from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import REPO

ENV = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], cwd=cwd, capture_output=True, text=True,
                          env=ENV, timeout=300)


@pytest.fixture(scope="module")
def runs(block_runs):
    """(the folder, the default run, the same script captured again, the max_fusion_size = 3 run)."""
    return block_runs


@pytest.fixture(scope="module")
def locked(runs):
    tmp, a, _b, _small = runs
    p = cli("lock", "a", "-o", "fusion.lock.json", cwd=tmp)
    assert p.returncode == 0, p.stderr
    # on CPU the kernels are C++ functions (the LayerNorm, the GELU and the softmax, between the two
    # addmm extern calls), the loop nests beside
    assert "wrote fusion.lock.json: 1 graph, 3 kernels (C++ functions; 3 loop nests)" in p.stderr
    return tmp / "fusion.lock.json"


@pytest.mark.slow
def test_the_same_model_captured_twice_passes_its_own_lock(runs, locked):
    tmp, _a, b, _small = runs
    lock = json.loads(locked.read_text())
    assert lock["format"] == "inductor-lens-fusion-lock" and lock["version"] == 2 and lock["torch"]
    (g,) = lock["graphs"]
    assert g["kernels"] == 3 and g["loop_nests"] == 3
    assert g["kind"] == "inference" and g["frame"] == ["forward", "model.py"] and g["config"]["max_fusion_size"] == 64
    assert not re.search(r"\b(op|buf)\d+\b", json.dumps(g["leaves"]))   # no opN/bufN names in it
    assert not any("/" in s for x in g["leaves"] for s in x["lines"])     # file names, not machine paths
    # byte for byte the same lock from the other capture
    again = cli("lock", str(b), "-o", "-")
    assert again.returncode == 0, again.stderr
    assert again.stdout == locked.read_text()
    for run in ("a", "b"):
        p = cli("check", run, "--lock", "fusion.lock.json", cwd=tmp)
        assert p.returncode == 0, p.stdout + p.stderr
        assert p.stdout.splitlines()[-1] == "check passed: 1 graph checked, 0 errors, 0 notes"
        gh = cli("check", run, "--lock", "fusion.lock.json", "--format", "github", cwd=tmp)
        assert gh.returncode == 0 and "::error" not in gh.stdout and "::notice" not in gh.stdout


def _lost_truth(tmp: Path) -> list:
    from inductor_lens.runs.compare import compare
    (g,) = compare(tmp / "a", tmp / "small").graphs
    lost = [c for c in g.changes if c.kind == "fusion_lost"]
    assert lost
    return lost


@pytest.mark.slow
def test_a_run_that_loses_fusions_fails_with_the_reasons_at_the_models_lines(runs, locked):
    tmp, _a, _b, _small = runs
    lost = _lost_truth(tmp)
    text = cli("check", "small", "--lock", "fusion.lock.json", cwd=tmp)
    assert text.returncode == 1, text.stdout + text.stderr
    errors = [x for x in text.stdout.splitlines() if x.startswith("error: g0_inference: fusion lost:")]
    assert len(errors) == len(lost)
    for e in errors:
        assert "exceeds_max_fusion (fused node would exceed max_fusion_size)" in e
        assert '[Inductor: "exceeds max fusion"]' in e
    # the lost fusions are reported once: their loop nests (5, the lock has 3) are in the same 3 C++
    # functions, and are not a "kernel count grew" error as well
    assert not [x for x in text.stdout.splitlines() if ", the lock has " in x], text.stdout
    assert "note: g0_inference: config differs from the lock's: max_fusion_size 64 -> 3\n    at small.py:" in text.stdout
    assert text.stdout.splitlines()[-1] == "check FAILED: 1 graph checked, 2 errors, 1 note"

    gh = cli("check", "small", "--lock", "fusion.lock.json", "--format", "github", cwd=tmp)
    assert gh.returncode == 1
    script = (tmp / "small.py").read_text().splitlines()
    ann = [x for x in gh.stdout.splitlines() if x.startswith("::error file=small.py,line=") and "title=Fusion lost::" in x]
    assert len(ann) == len(lost)
    for x in ann:
        line = int(x.split("line=")[1].split(",")[0])
        code = script[line - 1].strip()
        # the line of the op that was split off: one of the locked kernel's model lines, in the run's file
        assert code and code in x.split("::", 2)[2], (line, code, x)
        assert '[Inductor: "exceeds max fusion"]' in x
    assert "title=Kernel count grew::" not in gh.stdout
    assert any(x.startswith("::notice file=small.py,line=") and "title=Config changed::" in x
               for x in gh.stdout.splitlines())


@pytest.mark.slow
def test_the_sarif_validates_against_the_schema(runs, locked):
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed (pip install jsonschema)")
    tmp, _a, _b, _small = runs
    lost = _lost_truth(tmp)
    p = cli("check", "small", "--lock", "fusion.lock.json", "--format", "sarif", "-o", "check.sarif", cwd=tmp)
    assert p.returncode == 1 and p.stdout == "", p.stdout + p.stderr
    doc = json.loads((tmp / "check.sarif").read_text())
    schema = json.loads((REPO / "tests" / "sarif-schema-2.1.0.json").read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    v = cls(schema, format_checker=cls.FORMAT_CHECKER)
    assert [e.message for e in v.iter_errors(doc)] == []
    bad = json.loads(json.dumps(doc))
    bad["runs"][0]["results"][0]["level"] = "fatal"           # the validator does reject what is wrong
    assert list(v.iter_errors(bad))
    assert doc["version"] == "2.1.0" and "$schema" in doc
    (run,) = doc["runs"]
    assert run["tool"]["driver"]["name"] == "inductor-lens"
    rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
    assert "helpUri" not in rules["exceeds_max_fusion"]       # only with --docs-url (an http(s) URL)
    assert rules["exceeds_max_fusion"]["help"]["markdown"] == (
        REPO / "docs" / "diagnostics" / "exceeds_max_fusion.md").read_text()
    results = run["results"]
    errors = [r for r in results if r["level"] == "error"]
    fused = [r for r in errors if r["ruleId"] == "exceeds_max_fusion"]
    assert len(fused) == len(lost) and len(errors) == len(lost)       # each lost fusion once, nothing more
    script = (tmp / "small.py").read_text().splitlines()
    for r in results:                                          # every result located
        (loc,) = r["locations"]
        assert loc["physicalLocation"]["artifactLocation"]["uriBaseId"] == "%SRCROOT%"
        assert loc["physicalLocation"]["region"]["startLine"] >= 1
    for r in fused:
        (loc,) = r["locations"]
        assert loc["physicalLocation"]["artifactLocation"]["uri"] == "small.py"
        line = loc["physicalLocation"]["region"]["startLine"]
        assert script[line - 1].strip() in r["message"]["text"]
        assert r["properties"]["inductorMessage"] == "exceeds max fusion"
    assert [r["ruleId"] for r in results if r["level"] == "note"] == ["config_changed"]
    # the pages' base for a repository's own copy of them
    web = cli("check", "small", "--lock", "fusion.lock.json", "--format", "sarif", "--docs-url",
              "https://example.org/x/blob/main/docs/diagnostics/", cwd=tmp)
    rules = {r["id"]: r for r in json.loads(web.stdout)["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["exceeds_max_fusion"]["helpUri"] == "https://example.org/x/blob/main/docs/diagnostics/exceeds_max_fusion.md"


@pytest.mark.slow
def test_the_kernel_tolerance_forgives_growth_but_not_lost_fusions(runs, locked):
    """A lock that says 1 kernel: the run's 3 C++ functions are 2 more, which the lost fusions (loop nests
    split inside the same functions) do not account for."""
    tmp, _a, _b, _small = runs
    lock = json.loads(locked.read_text())
    lock["graphs"][0]["kernels"] = 1
    (tmp / "one-kernel.lock.json").write_text(json.dumps(lock))

    def kinds(tol: int) -> tuple[int, list[str]]:
        p = cli("check", "small", "--lock", "one-kernel.lock.json", "--format", "json", "--kernel-tolerance",
                str(tol), cwd=tmp)
        return p.returncode, [f["kind"] for f in json.loads(p.stdout)["findings"] if f["level"] == "error"]
    rc, errs = kinds(1)
    assert rc == 1 and "kernel_count_grew" in errs
    rc, errs = kinds(2)                      # 3 kernels, the lock has 1
    assert rc == 1 and "kernel_count_grew" not in errs and set(errs) == {"fusion_lost"}
    bad = cli("check", "small", "--lock", "fusion.lock.json", "--kernel-tolerance", "-1", cwd=tmp)
    assert bad.returncode == 2 and "--kernel-tolerance" in bad.stderr


@pytest.mark.slow
def test_update_rewrites_the_lock_and_then_the_run_passes(runs, locked):
    tmp, _a, _b, small = runs
    mine = tmp / "update.lock.json"
    mine.write_text(locked.read_text())
    p = cli("check", "small", "--lock", mine.name, "--update", cwd=tmp)
    assert p.returncode == 0, p.stdout + p.stderr
    assert "fusion lost" in p.stdout                                    # what was accepted is shown
    assert f"{mine.name} rewritten from small on purpose (2 failures accepted)" in p.stderr   # the 2 lost fusions
    assert mine.read_text() == cli("lock", str(small), "-o", "-").stdout
    again = cli("check", "small", "--lock", mine.name, cwd=tmp)
    assert again.returncode == 0, again.stdout
    back = cli("check", "a", "--lock", mine.name, cwd=tmp)             # the default run gains them back: notes
    assert back.returncode == 0 and "note: g0_inference: fusion gained:" in back.stdout


@pytest.mark.slow
def test_a_lock_of_one_ir_file_checks_a_captured_run(runs):
    """A graph given as its ir_post_fusion.txt (kind unknown, no frame) is matched with the run's graph."""
    tmp, a, _b, _small = runs
    p = cli("lock", str(a / "g0_inference" / "ir_post_fusion.txt"), "-o", "one.lock.json", cwd=tmp)
    assert p.returncode == 0, p.stderr
    (g,) = json.loads((tmp / "one.lock.json").read_text())["graphs"]
    assert g["kind"] == "graph" and g["frame"] is None and g["kernels"] == 3 and g["loop_nests"] == 3
    ok = cli("check", "b", "--lock", "one.lock.json", cwd=tmp)
    assert ok.returncode == 0, ok.stdout
    bad = cli("check", "small", "--lock", "one.lock.json", "--format", "json", cwd=tmp)
    assert bad.returncode == 1
    assert [f["kind"] for f in json.loads(bad.stdout)["findings"] if f["level"] == "error"].count("fusion_lost") == 2


@pytest.mark.slow
def test_a_missing_graph_fails(runs, locked):
    tmp, _a, _b, _small = runs
    lock = json.loads(locked.read_text())
    extra = json.loads(json.dumps(lock["graphs"][0]))
    extra.update(kind="backward", label="g1_backward")
    lock["graphs"].append(extra)
    (tmp / "two.lock.json").write_text(json.dumps(lock))
    p = cli("check", "a", "--lock", "two.lock.json", cwd=tmp)
    assert p.returncode == 1
    assert "error: g1_backward: the locked backward graph of forward (model.py) is not in the run" in p.stdout


VALID = {"format": "inductor-lens-fusion-lock", "version": 1, "torch": "2.14.1", "graphs": [
    {"label": "g0_inference", "kind": "inference", "frame": ["forward", "model.py"], "kernels": 1, "groups": 1,
     "config": {}, "leaves": [{"kind": "SchedulerNode", "outputs": [["torch.float32", ["8"]]], "ops": [["relu", 1]],
                               "iteration": "((8,), ())", "sources": [["model.py", "y = x.relu()"]],
                               "lines": ["model.py:3 y = x.relu()"], "group": 0}]}]}


@pytest.mark.parametrize("mutate, says", [
    (lambda d: "{not json", "not a fusion lock: not JSON"),
    (lambda d: [1, 2], "not a fusion lock (no \"format\""),
    (lambda d: {**d, "version": 7}, "lock version 7, this inductor-lens reads versions 1 to 2"),
    (lambda d: {**d, "version": True}, "lock version True, this inductor-lens reads versions 1 to 2"),
    (lambda d: {**d, "version": 2}, "graphs[0]: missing key loop_nests"),     # version 2 has them
    (lambda d: {**d, "version": 2, "graphs": [{**d["graphs"][0], "loop_nests": "3"}]},
     "graphs[0]: loop_nests: expected a count or null"),
    (lambda d: {k: v for k, v in d.items() if k != "graphs"}, "missing key graphs"),
    (lambda d: {**d, "graphs": [{k: v for k, v in d["graphs"][0].items() if k != "kernels"}]},
     "graphs[0]: missing key kernels"),
    (lambda d: {**d, "graphs": [{**d["graphs"][0], "leaves": [{**d["graphs"][0]["leaves"][0], "group": 3}]}]},
     "graphs[0].leaves[0]: group: expected an index below 1"),
    (lambda d: {**d, "graphs": [{**d["graphs"][0], "leaves": [{**d["graphs"][0]["leaves"][0], "ops": "relu"}]}]},
     "graphs[0].leaves[0]: ops: expected [[op, count], ...]"),
    (lambda d: {**d, "graphs": [{**d["graphs"][0], "kernels": -1}]}, "kernels and groups: expected counts"),
])
def test_a_corrupt_lock_is_a_clear_one_line_error(tmp_path, mutate, says):
    from inductor_lens.runs.lock import lock_from_json
    assert lock_from_json(json.dumps(VALID)).text() == lock_from_json(lock_from_json(json.dumps(VALID)).text()).text()
    v1 = json.loads(lock_from_json(json.dumps(VALID)).text())   # a version-1 lock read stays one (no loop_nests)
    assert v1["version"] == 1 and "loop_nests" not in v1["graphs"][0]
    bad = mutate(VALID)
    f = tmp_path / "bad.lock.json"
    f.write_text(bad if isinstance(bad, str) else json.dumps(bad))
    (tmp_path / "run").mkdir()
    p = cli("check", "run", "--lock", "bad.lock.json", cwd=tmp_path)
    assert p.returncode == 2, p.stderr
    assert p.stderr.count("\n") == 1 and "Traceback" not in p.stderr
    assert p.stderr.startswith("inductor-lens: error: bad.lock.json") and says in p.stderr, p.stderr


def test_a_missing_lock_says_how_to_write_one(tmp_path):
    p = cli("check", str(tmp_path), "--lock", str(tmp_path / "none.json"))
    assert p.returncode == 2 and "no such lock (write one with `inductor-lens lock RUN" in p.stderr
