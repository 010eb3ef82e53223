"""The CLI's JSON outputs are a contract (docs/cli.md): on every fixture, bundled example and public
corpus file, `parse --json`, `summary --json`, `explain --format json` and `diff --json` give the
recorded output (a readable snapshot in tests/golden/cli_json.txt: a digest per output and a line per
node, buffer and verdict). A refactor must leave them identical; an intended change regenerates the
snapshot (`python tests/golden/cli_json.py --write`) and says why. A failure prints the lines that
changed, as a diff."""
from __future__ import annotations

import difflib
import sys

from conftest import PUBLIC, REPO

sys.path.insert(0, str(REPO / "tests" / "golden"))
import cli_json  # noqa: E402

SHOWN = 120      # diff lines printed on a failure


def changes(want: dict[str, list[str]], got: dict[str, list[str]]) -> list[str]:
    """The unified diff of two snapshots, input by input (empty when they agree)."""
    out: list[str] = []
    for key in sorted(set(want) | set(got)):
        a, b = want.get(key), got.get(key)
        if a == b:
            continue
        if a is None or b is None:
            out.append(f"{key}: {'new input' if a is None else 'input gone'}")
            continue
        out.extend(difflib.unified_diff(a, b, f"recorded {key}", f"now {key}", n=1, lineterm=""))
    return out


def test_cli_json_outputs_are_the_recorded_ones():
    want = cli_json.parse_golden(cli_json.GOLDEN.read_text())
    got = cli_json.snapshot(PUBLIC if PUBLIC.is_dir() else None)
    if not PUBLIC.is_dir():
        want = {k: v for k, v in want.items() if not k.startswith("public/")}
    diff = changes(want, got)
    assert not diff, ("CLI JSON outputs changed (regenerate with tests/golden/cli_json.py --write if intended):\n"
                      + "\n".join(diff[:SHOWN]) + (f"\n... {len(diff) - SHOWN} more lines" if len(diff) > SHOWN else ""))


def test_a_changed_verdict_shows_as_its_line():
    """The snapshot tells where an output changed: a verdict that turned is its own line in the diff."""
    snap = cli_json.parse_golden(cli_json.GOLDEN.read_text())
    key = "server/inductor_lens/examples/resnet50/ir_post_fusion.txt"
    lines = snap[key]
    i = next(i for i, line in enumerate(lines) if line.strip().startswith("op3 -> op4: not fused: no_shared_data"))
    turned = lines[:i] + [lines[i].replace("not fused: no_shared_data", "fused")] + lines[i + 1:]
    diff = changes({key: lines}, {key: turned})
    assert [d for d in diff if d[:1] in "+-" and not d.startswith(("+++", "---"))] == [
        "-" + lines[i], "+" + turned[i]]
