"""``inductor-lens check --format sarif`` as GitHub code scanning takes it (issue 36, part 3), on committed
fixture pairs (tests/corpus/pairs/: two real compiles of one transformer block, ``max_fusion_size`` 64 in
side a and 2 in side b, on CPU and on the simulated H200), without torch: side a is locked, side b is
checked, from a directory whose name has a space, ``#`` and ``%`` (the runs and the model source copied
into it, the runs' recorded model paths rewritten to the copy).

* the SARIF validates against the official 2.1.0 schema (``tests/sarif-schema-2.1.0.json``) and keeps
  GitHub's documented upload rules (docs.github.com, "SARIF support for code scanning": required
  properties, ``level`` values, descriptions of at most 1,024 characters, 1 to 10 locations a result,
  at most 25,000 results and rules a run, 20 runs a file);
* every result has a physical location: a relative, percent-encoded URI based on ``%SRCROOT%`` (the
  directory ``check`` ran in, ``originalUriBaseIds``) and a start line; a graph-level note at line 1 of
  the graph's ``ir_post_fusion.txt``; a locked graph missing and another torch at their lines of the lock;
* ``helpUri`` only with ``--docs-url``, an http(s) URL; another scheme is refused (exit 2, one line);
* one rule per reason code with a short and a (different) full description and the reason's page as help;
  ``ruleIndex`` points at the result's rule;
* a lost fusion is reported once: the kernels it adds are not a "kernel count grew" error as well
  (which still fires for growth the lost fusions do not account for);
* on CPU kernels are counted as Inductor emits them (C++ functions), the loop nests beside, in the lock,
  in ``compare`` and in ``check``; a version-1 lock (loop nests) is compared with the run's loop nests;
* the GitHub Actions workflow of docs/ci.md (capture, check, upload) runs as documented.
"""
from __future__ import annotations

import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote, unquote, urlsplit

import pytest
from conftest import REPO

PAIRS = REPO / "tests" / "corpus" / "pairs"
MODEL = REPO / "tests" / "corpus" / "pairs_src" / "base" / "block.py"
RECORDED = re.compile(r"/[^\s\"']*?/tests/corpus/pairs_src/base/block\.py")   # the model's path in the runs
ENV = {"PYTHONPATH": str(REPO / "server"), "PATH": "/usr/bin:/bin"}
DOCS = "https://example.org/octo/model/blob/main/docs/diagnostics"


def cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "inductor_lens", *args], cwd=cwd, capture_output=True, text=True,
                          env=ENV, timeout=300)


def copy_run(src: Path, dst: Path, model: Path) -> Path:
    """A committed run copied to ``dst``, the model path its files recorded rewritten to ``model``."""
    shutil.copytree(src, dst)
    for f in dst.rglob("*"):
        if f.is_file() and f.suffix in (".log", ".py", ".txt", ".json"):
            text = f.read_text(encoding="utf-8")
            if RECORDED.search(text):
                f.write_text(RECORDED.sub(lambda _m: str(model), text), encoding="utf-8")
    return dst


@pytest.fixture(scope="module")
def root(tmp_path_factory) -> Path:
    """The directory check runs in: ``src #1/block 100%.py`` (the model) and ``runs 50% #2/<pair>/{a,b}``."""
    root = tmp_path_factory.mktemp("sarif") / "repo root #1"
    model = root / "src #1" / "block 100%.py"
    model.parent.mkdir(parents=True)
    shutil.copy(MODEL, model)
    for pair in ("block_max_fusion", "block_max_fusion_cuda"):
        for side in "ab":
            copy_run(PAIRS / pair / side, root / "runs 50% #2" / pair / side, model)
        lock = cli("lock", f"runs 50% #2/{pair}/a", "-o", f"{pair}.lock.json", cwd=root)
        assert lock.returncode == 0, lock.stderr
    return root


def run_of(pair: str) -> str:
    return f"runs 50% #2/{pair}/b"


def sarif(root: Path, pair: str, *extra: str, lock: str | None = None) -> tuple[int, dict[str, Any]]:
    p = cli("check", run_of(pair), "--lock", lock or f"{pair}.lock.json", "--format", "sarif", *extra, cwd=root)
    assert p.returncode in (0, 1), p.stderr
    return p.returncode, json.loads(p.stdout)


def findings(root: Path, pair: str, lock: str | None = None, *extra: str) -> list[dict[str, Any]]:
    p = cli("check", run_of(pair), "--lock", lock or f"{pair}.lock.json", "--format", "json", *extra, cwd=root)
    assert p.returncode in (0, 1), p.stderr
    return json.loads(p.stdout)["findings"]


def validator():
    jsonschema = pytest.importorskip("jsonschema", reason="jsonschema is not installed (pip install jsonschema)")
    schema = json.loads((REPO / "tests" / "sarif-schema-2.1.0.json").read_text())
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema, format_checker=cls.FORMAT_CHECKER)


def assert_uploadable(doc: dict[str, Any], here: Path) -> None:
    """The SARIF 2.1.0 schema, then GitHub code scanning's documented rules for an upload, and every result
    located in a file under ``here`` by a relative, percent-encoded URI based on %SRCROOT%."""
    assert [e.message for e in validator().iter_errors(doc)] == []
    assert doc["version"] == "2.1.0" and doc["$schema"]
    assert 1 <= len(doc["runs"]) <= 20
    for run in doc["runs"]:
        rules = run["tool"]["driver"]["rules"]
        assert len(run["results"]) <= 25_000
        for res in run["results"]:
            assert 1 <= len(res.get("locations", [])) <= 10, res               # code scanning needs one
            loc = res["locations"][0]["physicalLocation"]
            art = loc["artifactLocation"]
            assert art.get("uriBaseId") == "%SRCROOT%", res
            uri = art["uri"]
            assert not urlsplit(uri).scheme and not uri.startswith("/"), uri    # relative
            assert uri == quote(unquote(uri), safe="/"), uri                     # percent-encoded
            assert " " not in uri and "#" not in uri
            assert (here / unquote(uri)).is_file(), uri
            assert loc["region"]["startLine"] >= 1
            assert rules[res["ruleIndex"]]["id"] == res["ruleId"]
            assert res["level"] in ("none", "note", "warning", "error") and res["message"]["text"]
        assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"] == here.resolve().as_uri() + "/"
        assert run["tool"]["driver"]["name"] == "inductor-lens"
        ids = [r["id"] for r in rules]
        assert len(ids) == len(set(ids)) and len(rules) <= 25_000          # one rule per code
        assert {res["ruleId"] for res in run["results"]} == set(ids)         # no rule without a result
        for r in rules:
            for k in ("shortDescription", "fullDescription"):
                assert 0 < len(r[k]["text"]) <= 1024, (r["id"], k)
            assert r["help"]["text"], r["id"]                                 # required by code scanning
            assert r.get("defaultConfiguration", {}).get("level", "warning") in ("note", "warning", "error")
            if "helpUri" in r:
                assert urlsplit(r["helpUri"]).scheme in ("http", "https"), r["helpUri"]


@pytest.mark.parametrize("pair", ["block_max_fusion", "block_max_fusion_cuda"])
def test_every_result_is_located_and_the_sarif_is_uploadable(root, pair):
    rc, doc = sarif(root, pair)
    assert rc == 1
    assert_uploadable(doc, root)
    (run,) = doc["runs"]
    uris = {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]}
    # the folders' space, '#' and '%' are encoded in the URIs
    assert quote("src #1/block 100%.py") in uris and "src%20%231/block%20100%25.py" in uris
    assert quote(f"{run_of(pair)}/g0_inference/ir_post_fusion.txt") in uris
    script = MODEL.read_text().splitlines()
    for r in run["results"]:
        loc = r["locations"][0]["physicalLocation"]
        if r["properties"]["kind"] == "fusion_lost":      # at the model line where the kernel splits
            assert unquote(loc["artifactLocation"]["uri"]) == "src #1/block 100%.py"
            assert script[loc["region"]["startLine"] - 1].strip() in r["message"]["text"]
        if r["properties"]["kind"] == "config_changed":   # about the whole graph: its IR file, line 1
            assert unquote(loc["artifactLocation"]["uri"]).endswith("b/g0_inference/ir_post_fusion.txt")
            assert loc["region"]["startLine"] == 1


def test_one_rule_per_reason_code_with_both_descriptions_and_its_page(root):
    _rc, doc = sarif(root, "block_max_fusion_cuda")
    (run,) = doc["runs"]
    rules = {r["id"]: r for r in run["tool"]["driver"]["rules"]}
    assert [r["ruleId"] for r in run["results"]].count("exceeds_max_fusion") == 3
    rule = rules["exceeds_max_fusion"]
    assert rule["shortDescription"]["text"] == "Fused node would exceed max_fusion_size"
    full = rule["fullDescription"]["text"]
    assert full != rule["shortDescription"]["text"]
    assert "more than 64 scheduler nodes" in full and 'logs "exceeds max fusion"' in full and "choices.py" in full
    page = (REPO / "docs" / "diagnostics" / "exceeds_max_fusion.md").read_text()
    assert rule["help"]["markdown"] == page and rule["help"]["text"] == page
    assert rule["defaultConfiguration"]["level"] == "error"
    assert rules["config_changed"]["defaultConfiguration"]["level"] == "note"
    assert rules["config_changed"]["fullDescription"]["text"] != rules["config_changed"]["shortDescription"]["text"]


def test_help_uri_only_with_an_http_docs_url(root):
    _rc, doc = sarif(root, "block_max_fusion")
    assert "helpUri" not in json.dumps(doc)                    # no file: link to this machine's pages
    _rc, doc = sarif(root, "block_max_fusion", "--docs-url", DOCS + "/")
    rules = {r["id"]: r for r in doc["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["exceeds_max_fusion"]["helpUri"] == f"{DOCS}/exceeds_max_fusion.md"
    assert "helpUri" not in rules["config_changed"]           # a kind has no page
    for bad in ("file:///work/docs/diagnostics", "docs/diagnostics", "javascript:alert(1)", "https:///x"):
        p = cli("check", run_of("block_max_fusion"), "--lock", "block_max_fusion.lock.json", "--format", "sarif",
                "--docs-url", bad, cwd=root)
        assert p.returncode == 2 and p.stdout == "", (bad, p.stdout)
        assert p.stderr.count("\n") == 1 and p.stderr.startswith("inductor-lens: error: --docs-url"), p.stderr


def test_a_lost_fusion_is_reported_once(root, tmp_path):
    """The H200 pair: 9 kernels locked, 12 in the run, three locked kernels each split in two: three errors,
    not a fourth for the count. A lock that says 8 kernels: one more than the lost fusions account for."""
    got = findings(root, "block_max_fusion_cuda")
    assert [f["kind"] for f in got if f["level"] == "error"] == ["fusion_lost"] * 3
    assert not any(f["kind"] in ("kernel_count_grew", "kernel_count_fell") for f in got)
    lock = json.loads((root / "block_max_fusion_cuda.lock.json").read_text())
    assert lock["graphs"][0]["kernels"] == 9 and lock["graphs"][0]["loop_nests"] is None
    lock["graphs"][0]["kernels"] = 8
    (root / "eight.lock.json").write_text(json.dumps(lock))
    grew = [f for f in findings(root, "block_max_fusion_cuda", "eight.lock.json") if f["kind"] == "kernel_count_grew"]
    assert [f["message"] for f in grew] == [
        "g0_inference: 12 kernels, the lock has 8; the fusions lost above account for +3 (tolerance 0)"]
    assert grew[0]["ir_line"] == 1 and grew[0]["ir_file"].endswith("ir_post_fusion.txt")
    assert not any(f["kind"] == "kernel_count_grew"
                   for f in findings(root, "block_max_fusion_cuda", "eight.lock.json", "--kernel-tolerance", "1"))


def _summary(path: Path) -> dict[str, Any]:
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "summary", str(path / "g0_inference" /
                        "ir_post_fusion.txt"), "--json"], capture_output=True, text=True, env=ENV, timeout=300)
    assert p.returncode == 0, p.stderr
    (sec,) = json.loads(p.stdout)["sections"]
    return sec


def test_cpu_kernels_are_cpp_functions_with_the_loop_nests_beside(root):
    a, b = (_summary(PAIRS / "block_max_fusion" / s) for s in "ab")
    assert (a["cpp_functions"], a["kernels"], b["cpp_functions"], b["kernels"]) == (7, 10, 7, 12)
    (g,) = json.loads((root / "block_max_fusion.lock.json").read_text())["graphs"]
    assert (g["kernels"], g["loop_nests"]) == (a["cpp_functions"], a["kernels"])
    assert json.loads((root / "block_max_fusion.lock.json").read_text())["version"] == 2
    # the lost fusions split loop nests inside the same C++ functions: no count finding at all
    got = findings(root, "block_max_fusion")
    assert [f["kind"] for f in got if f["level"] == "error"] == ["fusion_lost"] * 2
    assert not any(f["kind"].startswith("kernel_count") for f in got)
    # compare counts the same way (GPU graphs: kernels, no loop nests)
    pair = "runs 50% #2/block_max_fusion"
    c = cli("compare", f"{pair}/a", f"{pair}/b", "--json", cwd=root)
    (gc,) = json.loads(c.stdout)["graphs"]
    assert gc["kernels"] == [7, 7] and gc["loop_nests"] == [10, 12]
    text = cli("compare", f"{pair}/a", f"{pair}/b", cwd=root).stdout
    assert "  kernels (C++ functions) 7 -> 7; loop nests 10 -> 12; unfused bytes" in text
    cuda = "runs 50% #2/block_max_fusion_cuda"
    (gc,) = json.loads(cli("compare", f"{cuda}/a", f"{cuda}/b", "--json", cwd=root).stdout)["graphs"]
    assert gc["kernels"] == [9, 12] and gc["loop_nests"] is None
    assert "  kernels 9 -> 12; unfused bytes" in cli("compare", f"{cuda}/a", f"{cuda}/b", cwd=root).stdout
    # a run whose C++ functions grew past the lock's
    lock = json.loads((root / "block_max_fusion.lock.json").read_text())
    lock["graphs"][0]["kernels"] = 5
    (root / "five.lock.json").write_text(json.dumps(lock))
    grew = [f["message"] for f in findings(root, "block_max_fusion", "five.lock.json") if f["kind"] == "kernel_count_grew"]
    assert grew == ["g0_inference: 7 kernels (C++ functions), the lock has 5 (tolerance 0); "
                    "loop nests: 12, the lock has 10"]


def test_a_version_1_lock_counts_loop_nests(root):
    lock = json.loads((root / "block_max_fusion.lock.json").read_text())
    lock["version"] = 1
    for g in lock["graphs"]:
        g["kernels"] = g.pop("loop_nests")                   # version 1: loop nests, under "kernels"
    (root / "v1.lock.json").write_text(json.dumps(lock))
    got = findings(root, "block_max_fusion", "v1.lock.json")   # 10 locked, 12 in the run, 2 of them lost fusions
    assert [f["kind"] for f in got if f["level"] == "error"] == ["fusion_lost"] * 2
    lock["graphs"][0]["kernels"] = 9
    (root / "v1-nine.lock.json").write_text(json.dumps(lock))
    grew = [f["message"] for f in findings(root, "block_max_fusion", "v1-nine.lock.json")
            if f["kind"] == "kernel_count_grew"]
    assert grew == ["g0_inference: 12 loop nests, the lock has 9; the fusions lost above account for +2 (tolerance 0);"
                    " a version-1 lock counts loop nests: `check --update` writes version 2, which counts C++ functions"]


def test_findings_of_the_lock_alone_are_located_in_the_lock(root):
    """A locked graph the run does not have, and a run of another torch: at their lines of the lock."""
    d = root / "torch run"
    copy_run(PAIRS / "block_max_fusion" / "b", d / "b", root / "src #1" / "block 100%.py")
    (d / "run.json").write_text(json.dumps({"versions": {"torch": "9.9.9"}}))
    lock = json.loads((root / "block_max_fusion.lock.json").read_text())
    extra = json.loads(json.dumps(lock["graphs"][0]))
    extra.update(kind="backward", label="g1_backward")
    lock["graphs"].append(extra)
    lock["torch"] = "2.14.1"
    name = "locks #3/two graphs.lock.json"
    (root / name).parent.mkdir()
    (root / name).write_text(json.dumps(lock, indent=2))
    lines = (root / name).read_text().splitlines()
    p = cli("check", "torch run/b", "--lock", name, "--format", "sarif", cwd=root)
    assert p.returncode == 1, p.stderr
    doc = json.loads(p.stdout)
    assert_uploadable(doc, root)
    at = {r["ruleId"]: r["locations"][0]["physicalLocation"] for r in doc["runs"][0]["results"]}
    for rule, text in (("graph_missing", '"label": "g1_backward"'), ("torch_changed", '"torch": "2.14.1"')):
        assert at[rule]["artifactLocation"]["uri"] == "locks%20%233/two%20graphs.lock.json"
        assert text in lines[at[rule]["region"]["startLine"] - 1], rule


def test_results_past_code_scannings_limit_keep_the_errors_and_say_so():
    from inductor_lens.runs.check import MAX_RESULTS, CheckResult, Finding, render_sarif
    res = CheckResult("fusion.lock.json", "run", 0)
    res.findings = [Finding("note", "op_added", "g", f"op {i}", "op_added", ir_file="run/ir_post_fusion.txt")
                    for i in range(MAX_RESULTS)]
    res.findings.append(Finding("error", "graph_missing", "g1", "missing", "graph_missing"))
    doc = render_sarif(res, lambda code: None, "0")
    (run,) = doc["runs"]
    assert len(run["results"]) == MAX_RESULTS == 25_000
    assert run["results"][-1]["ruleId"] == "graph_missing" and run["results"][-1]["ruleIndex"] == 1
    loc = run["results"][-1]["locations"][0]["physicalLocation"]    # no place of its own: the lock's line 1
    assert loc["artifactLocation"]["uri"] == "fusion.lock.json" and loc["region"]["startLine"] == 1
    (note,) = run["invocations"][0]["toolExecutionNotifications"]
    assert note["message"]["text"].startswith("1 of 25001 findings left out")
    assert run["invocations"][0]["executionSuccessful"] is True


# ------------------------------------------------------------------------------------------------
# the GitHub Actions workflow of docs/ci.md, its commands run as written
# ------------------------------------------------------------------------------------------------
def _block(md: str, after: str, lang: str = "") -> str:
    start = md.index(after)
    m = re.compile(r"^```" + lang + r"\n(.*?)^```", re.S | re.M).search(md, start)
    assert m, after
    return m.group(1)


def _scalar(v: str) -> str:
    v = re.sub(r"\s+#.*$", "", v).strip()                    # a comment
    return v[1:-1] if len(v) > 1 and v[0] == v[-1] and v[0] in "\"'" else v


def workflow_steps(yaml: str) -> list[dict[str, Any]]:
    """The steps of a workflow, for the subset of YAML it uses: ``- key: value`` items, ``key: |`` and
    ``key: >`` blocks, one nested mapping (``with:``)."""
    lines = [x for x in yaml.splitlines() if x.strip() and not x.strip().startswith("#")]
    i = next(i for i, x in enumerate(lines) if x.strip() == "steps:")

    def indent(x: str) -> int:
        return len(x) - len(x.lstrip())
    steps: list[dict[str, Any]] = []
    item = indent(lines[i + 1])
    j = i + 1
    while j < len(lines) and indent(lines[j]) >= item:
        line = lines[j]
        text = line.strip()
        if indent(line) == item:
            assert text.startswith("- "), line
            steps.append({})
            text = text[2:]
        key, _, value = text.partition(":")
        value = value.strip()
        body = []
        while j + 1 < len(lines) and indent(lines[j + 1]) > item + 2:
            j += 1
            body.append(lines[j].strip())
        if value in ("|", ">"):
            steps[-1][key] = ("\n" if value == "|" else " ").join(body)
        elif not value:
            steps[-1][key] = {k.strip(): _scalar(v) for k, _, v in (b.partition(":") for b in body)}
        else:
            steps[-1][key] = _scalar(value)
        j += 1
    return steps


def _shim(tmp: Path) -> dict[str, str]:
    """An ``inductor-lens`` on PATH that runs this checkout's package."""
    bin_ = tmp / "bin"
    bin_.mkdir()
    exe = bin_ / "inductor-lens"
    exe.write_text(f"#!/bin/sh\nexec {shlex.quote(sys.executable)} -m inductor_lens \"$@\"\n")
    exe.chmod(0o755)
    return {**ENV, "PATH": f"{bin_}:{ENV['PATH']}"}


def _run_documented(cmd: str, work: Path, env: dict[str, str], side: Path) -> subprocess.CompletedProcess | None:
    """A documented ``inductor-lens`` command as written; ``capture`` (it compiles the model with torch)
    is checked against the CLI's parser and replaced by a committed capture of the block, copied to its
    ``-o`` folder."""
    argv = shlex.split(cmd)
    assert argv[0] == "inductor-lens", cmd
    if argv[1] != "capture":
        return subprocess.run(["bash", "-c", cmd], cwd=work, env=env, capture_output=True, text=True, timeout=300)
    from inductor_lens.cli import build_parser
    args = build_parser().parse_args(argv[1:])
    assert args.func.__name__ == "cmd_capture" and args.output and args.command[:1] == ["--"], args
    assert args.command[1:] == ["python", "model.py"], args.command
    copy_run(side, work / args.output, work / "model.py")
    return None


def test_the_documented_workflow_captures_checks_and_uploads_the_sarif(tmp_path):
    md = (REPO / "docs" / "ci.md").read_text()
    steps = workflow_steps(_block(md, "## A GitHub Actions workflow", "yaml"))
    runs = [(i, s["run"]) for i, s in enumerate(steps) if str(s.get("run", "")).startswith("inductor-lens")]
    (ci, capture), (ck, check) = runs
    (up,) = [i for i, s in enumerate(steps) if str(s.get("uses", "")).startswith("github/codeql-action/upload-sarif")]
    assert ci < ck < up and capture.startswith("inductor-lens capture ") and check.startswith("inductor-lens check ")
    upload = steps[up]
    assert "always()" in upload["if"] or "!cancelled()" in upload["if"]      # uploads when the check failed
    # the repository: the model at its root, the lock written as "Writing the lock" says
    work = tmp_path / "work space #1"
    work.mkdir()
    shutil.copy(MODEL, work / "model.py")
    env = _shim(tmp_path)
    for line in _block(md, "## Writing the lock").splitlines():
        if line.startswith("inductor-lens"):
            p = _run_documented(line, work, env, PAIRS / "block_max_fusion" / "a")
            assert p is None or p.returncode == 0, p.stderr
    assert (work / "fusion.lock.json").is_file()
    # the workflow's commands, its expressions given plain values
    values = {"github.repository": "octo-org/model", "github.sha": "0123456789abcdef"}
    assert _run_documented(capture, work, env, PAIRS / "block_max_fusion" / "b") is None
    check = re.sub(r"\$\{\{\s*([\w.]+)\s*\}\}", lambda m: values[m.group(1)], check)
    assert "${{" not in check
    p = _run_documented(check, work, env, PAIRS / "block_max_fusion" / "b")
    assert p.returncode == 1, p.stdout + p.stderr                     # the run lost two locked fusions
    assert p.stdout.count("::error file=model.py,line=") == 2, p.stdout
    argv = shlex.split(check)
    sarif_file = argv[argv.index("--sarif") + 1]
    assert upload["with"]["sarif_file"] == sarif_file
    doc = json.loads((work / sarif_file).read_text())
    assert_uploadable(doc, work)
    rules = {r["id"]: r for r in doc["runs"][0]["tool"]["driver"]["rules"]}
    assert rules["exceeds_max_fusion"]["helpUri"] == (
        "https://github.com/octo-org/model/blob/0123456789abcdef/tools/inductor-lens/docs/diagnostics/"
        "exceeds_max_fusion.md")
    assert {r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in doc["runs"][0]["results"]
            if r["properties"]["kind"] == "fusion_lost"} == {"model.py"}
