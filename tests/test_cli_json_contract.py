"""The CLI's JSON outputs are a contract (docs/cli.md): on every fixture, bundled example and public
corpus file, `parse --json`, `summary --json`, `explain --format json` and `diff --json` give the
recorded output (digests in tests/golden/cli_json.sha256.json). A refactor must leave them identical; an
intended change regenerates the digests (`python tests/golden/cli_json.py --write`) and says why."""
from __future__ import annotations

import json
import sys

from conftest import PUBLIC, REPO

sys.path.insert(0, str(REPO / "tests" / "golden"))
import cli_json  # noqa: E402


def test_cli_json_outputs_are_the_recorded_ones():
    want = json.loads(cli_json.GOLDEN.read_text())
    got = cli_json.digests(PUBLIC if PUBLIC.is_dir() else None)
    missing_public = not PUBLIC.is_dir()
    expected = {k: v for k, v in want.items() if not (missing_public and k.startswith("public/"))}
    changed = {k: [c for c in set(expected.get(k, {})) | set(got.get(k, {}))
                   if expected.get(k, {}).get(c) != got.get(k, {}).get(c)]
               for k in set(expected) | set(got) if expected.get(k) != got.get(k)}
    assert changed == {}, ("CLI JSON outputs changed (regenerate with tests/golden/cli_json.py --write if "
                           f"intended): {changed}")
