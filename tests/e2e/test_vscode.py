"""The VS Code extension: its type check and unit tests (vitest, `vscode` mocked), and the end-to-end
test in a real VS Code (code-server + headless chromium, `vscode-client/e2e/run.sh`).

They need Node and the extension's npm packages (`npm install` in vscode-client/), and for the end-to-end
test chromium and code-server (run.sh installs those when it can). Elsewhere they are skipped, unless
INDUCTOR_LENS_REQUIRE_VSCODE=1 (set by .ci/run) turns the absence into a failure.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest
from conftest import REPO

pytestmark = pytest.mark.slow   # the slow tier (pytest -q --slow)

CLIENT = REPO / "vscode-client"
REQUIRED = os.environ.get("INDUCTOR_LENS_REQUIRE_VSCODE") == "1"


def need(cond: bool, why: str) -> None:
    if not cond:
        if REQUIRED:
            pytest.fail(f"{why} (INDUCTOR_LENS_REQUIRE_VSCODE=1)")
        pytest.skip(why)


def run(cmd: list[str], timeout: int, **kw) -> subprocess.CompletedProcess:
    p = subprocess.run(cmd, cwd=CLIENT, capture_output=True, text=True, timeout=timeout, **kw)
    if p.returncode != 0:
        print(p.stdout[-6000:])
        print(p.stderr[-4000:])
    return p


def test_extension_typecheck_and_unit_tests():
    need(shutil.which("node") is not None, "node is not installed")
    need((CLIENT / "node_modules" / ".bin" / "vitest").exists(), "vscode-client/node_modules missing (npm install)")
    assert run(["npx", "tsc", "--noEmit"], 300).returncode == 0
    assert run(["npx", "tsc", "--noEmit", "-p", "tsconfig.webview.json"], 300).returncode == 0
    p = run(["npx", "vitest", "run"], 300)
    assert p.returncode == 0
    assert " passed" in p.stdout and "failed" not in p.stdout


def need_e2e_tools() -> None:
    """Node, playwright-core, chromium and code-server (run.sh installs the last two on first use)."""
    need(shutil.which("node") is not None, "node is not installed")
    need((CLIENT / "node_modules" / "playwright-core").exists(), "vscode-client/node_modules missing (npm install)")
    home = os.environ.get("INDUCTOR_LENS_E2E_HOME", os.path.expanduser("~/.cache/inductor-lens-e2e"))
    have_tools = shutil.which("chromium") is not None and os.path.exists(
        os.path.join(home, "cs", "node_modules", ".bin", "code-server"))
    need(have_tools or REQUIRED, "chromium / code-server not installed (vscode-client/e2e/run.sh installs them)")


def test_vscode_end_to_end(tmp_path):
    """Installs the built .vsix in code-server, opens the ResNet50 ir_post_fusion.txt and checks colours,
    the op4 hover (401,408 points, its verdict first), the op3 -> op4 diagnostic, the benchmark quick fix on
    CPU, op4's kernel, the diff, F12 to the model's line, the fusion map (details, Fit), and a GPU graph's
    fused node (its card, its kernel, its map), and a script captured from the editor (its run and graph
    in the Runs view, the graph's IR opened with its diagnostic, its tab named by its graph, the run's report),
    that run compared with an earlier run of the script from the Runs view (runs offered first, a one-line
    message A → B naming the config value that differed, both maps in a tab "Compare: A → B"), a profiler
    trace attached to an H200 graph (its open map draws each node's measured time, shaded; op4's card leads
    with its verdict, then its measured time, then its kernel), and "Compare with…" on
    a graph's IR against another run picked from the list (the lost fusions as warnings on B's IR, with
    Inductor's reason and A's fused node as related information), with VS Code's default settings for what
    they test."""
    need_e2e_tools()
    env = dict(os.environ, SHOTS=str(tmp_path / "shots"), OUT=str(tmp_path / "out"))
    p = run(["bash", "e2e/run.sh"], 1800, env=env)
    steps = [x for x in p.stdout.splitlines() if x.startswith("[")]   # the drive's log: every step, not cut
    print("\n".join(x[:600] for x in steps))
    print(p.stdout[-3000:])
    assert p.returncode == 0, "end-to-end test failed; screenshot in " + str(tmp_path / "out")
    assert "all steps passed" in p.stdout
    shots = sorted(x.name for x in (tmp_path / "shots").iterdir())
    assert shots == ["01-syntax.png", "02-hover.png", "03-diagnostic.png", "04-quickfix.png", "05-progress.png",
                     "06-report.png", "07-kernel.png", "08-model-lens.png", "09-fusion-map.png", "10-fused-card.png",
                     "11-fused-map.png", "12-runs.png", "14-compare-editor.png", "15-compare-maps.png", "16-compare-runs.png",
                     "17-trace-card.png", "18-trace-map.png"]


def test_vscode_restricted_mode(tmp_path):
    """An untrusted workspace (VS Code's restricted mode): hover and diagnostics work, and the benchmark
    quick fix is refused with the workspace-trust message instead of compiling anything."""
    need_e2e_tools()
    env = dict(os.environ, RESTRICTED="1", SHOTS=str(tmp_path / "shots"), OUT=str(tmp_path / "out"))
    p = run(["bash", "e2e/run.sh"], 1800, env=env)
    print(p.stdout[-3000:])
    assert p.returncode == 0, "restricted-mode test failed; screenshot in " + str(tmp_path / "out")
    assert "all steps passed (restricted mode)" in p.stdout
    assert "ok: hover op4: its iteration space" in p.stdout and "the benchmark is refused" in p.stdout


def test_the_shipped_map_page_is_a_fresh_build(tmp_path):
    """server/inductor_lens/web/map.js (inlined by `inductor-lens report`) is what esbuild makes of
    vscode-client/src/webview now: rebuilt here and compared."""
    need(shutil.which("node") is not None, "node is not installed")
    need((CLIENT / "node_modules" / ".bin" / "esbuild").exists(), "vscode-client/node_modules missing (npm install)")
    script = next(x for x in json.loads((CLIENT / "package.json").read_text())["scripts"]["build:map"].split(" && ")
                  if x.startswith("esbuild "))
    out = tmp_path / "map.js"
    assert run(["npx", *script.replace("--outfile=dist/map.js", f"--outfile={out}").split()], 300).returncode == 0
    assert out.read_text() == (REPO / "server/inductor_lens/web/map.js").read_text(), "run `npm run build` in vscode-client"


def test_html_report_in_headless_chromium(tmp_path):
    """`inductor-lens report` of a debug directory with two runs (ResNet50 inference; ResNet18 forward and
    backward): the page draws the map in chromium, loads nothing beyond its file, violates no policy,
    switches graphs and highlights the top-ranked edge (op3 -> op4, no shared data) with its details (the
    model lines of both nodes), op4's box naming its ATen op and model line; in every graph: the first view on
    the largest missed fusion, Fit shows every node (and again after the page is resized), the wheel zooms about the pointer, a ranking row brings both ends of its edge on screen, no text
    overflows its box, kernels have distinct labels, the legend names reasons, one colour per reason."""
    need(shutil.which("node") is not None, "node is not installed")
    need((CLIENT / "node_modules" / "playwright-core").exists(), "vscode-client/node_modules missing (npm install)")
    need(shutil.which("chromium") is not None or REQUIRED, "chromium not installed")
    # laid out as TORCH_COMPILE_DEBUG lays out its graphs
    debug = tmp_path / "torch_compile_debug" / "run_1" / "torchinductor"
    shutil.copytree(REPO / "tests/corpus/resnet50_eval/g0_inference", debug / "model__0_inference_0.0")
    shutil.copytree(REPO / "tests/corpus/resnet18_train/g0_forward", debug / "model__1_forward_1.1")
    shutil.copytree(REPO / "tests/corpus/resnet18_train/g1_backward", debug / "model__1_backward_1.2")
    html = tmp_path / "report.html"
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "report", str(tmp_path / "torch_compile_debug"), "-o", str(html)],
                       capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(REPO / "server")))
    assert p.returncode == 0 and "3 graphs" in p.stdout, p.stderr
    env = dict(os.environ, REPORT=str(html), SHOT=str(tmp_path / "report.png"), EXPECT_NODES="123",
               EXPECT_TITLE='op3 → op4: No shared data (Inductor: "no shared data")',
               EXPECT_SOURCE="resnet.py:271 x = self.maxpool(x)", EXPECT_BOX="op4=max_pool_with_offsets · resnet.py:271")
    r = run(["node", "e2e/report.mjs"], 300, env=env)
    print(r.stdout)
    assert r.returncode == 0 and "report ok: no requests beyond the file, no errors" in r.stdout
    assert (tmp_path / "report.png").stat().st_size > 10000


def test_the_shipped_compare_page_is_a_fresh_build(tmp_path):
    """server/inductor_lens/web/compare.js (inlined by `inductor-lens compare --html`) is what esbuild makes
    of vscode-client/src/webview/compare.ts now."""
    need(shutil.which("node") is not None, "node is not installed")
    need((CLIENT / "node_modules" / ".bin" / "esbuild").exists(), "vscode-client/node_modules missing (npm install)")
    script = next(x for x in json.loads((CLIENT / "package.json").read_text())["scripts"]["build:map"].split(" && ")
                  if x.startswith("esbuild src/webview/compare.ts "))
    out = tmp_path / "compare.js"
    assert run(["npx", *script.replace("--outfile=dist/compare.js", f"--outfile={out}").split()], 300).returncode == 0
    assert out.read_text() == (REPO / "server/inductor_lens/web/compare.js").read_text(), "run `npm run build` in vscode-client"
    assert (CLIENT / "media/compare.css").read_text() == (REPO / "server/inductor_lens/web/compare.css").read_text()


@pytest.mark.parametrize("pair", ["block_max_fusion", "convnet_max_fusion", "block_insert"])
def test_compare_page_in_headless_chromium(tmp_path, pair):
    """`inductor-lens compare A B --html` of config pairs (lost fusions, a changed reason) and of the insert
    pair (ops added and removed, two graphs): in chromium the page loads nothing beyond its file and
    violates no policy; in every graph both maps are drawn, the nodes and edges highlighted on each side
    are exactly those the data implies, a click on the first change selects it in both maps with all of
    it on screen, and each pane's Fit shows its whole map (e2e/compare.mjs). block_max_fusion's
    screenshot is the README's docs/images/13-compare.png."""
    need(shutil.which("node") is not None, "node is not installed")
    need((CLIENT / "node_modules" / "playwright-core").exists(), "vscode-client/node_modules missing (npm install)")
    need(shutil.which("chromium") is not None or REQUIRED, "chromium not installed")
    d = REPO / "tests/corpus/pairs" / pair
    html = tmp_path / "compare.html"
    p = subprocess.run([sys.executable, "-m", "inductor_lens", "compare", str(d / "a"), str(d / "b"), "--html", str(html)],
                       capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(REPO / "server")))
    assert p.returncode == 0 and str(html) in p.stderr, p.stderr
    shot = tmp_path / "compare.png"
    r = run(["node", "e2e/compare.mjs"], 300, env=dict(os.environ, PAGE=str(html), SHOT=str(shot)))
    print(r.stdout)
    assert r.returncode == 0 and "compare page ok: no requests beyond the file, no errors" in r.stdout
    assert "as the data implies" in r.stdout and " on screen" in r.stdout
    assert shot.stat().st_size > 10000
