"""The runs of the editor's workspace folders (its Runs view): ``runs.listing.workspace_runs`` for each
folder, as the JSON the CLI's ``runs --json`` writes. A folder that cannot be listed is said, not raised."""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from .document import uri_to_path

log = logging.getLogger(__name__)


def workspace_runs(roots: list[str] | tuple[str, ...]) -> dict[str, Any]:
    """``{"runs": [RunEntry.to_json(), ...], "errors": [{"root", "error"}]}`` for folder paths (or
    ``file:`` URIs), each folder's runs in ``workspace_runs``'s order, a folder named twice listed once."""
    from ..runs.listing import workspace_runs as listing
    runs: list[dict[str, Any]] = []
    errors: list[dict[str, str]] = []
    for root in dict.fromkeys(roots):
        path = uri_to_path(root) if "://" in root else root
        if not path:
            errors.append({"root": root, "error": "not a folder on this machine"})
            continue
        try:
            runs.extend(r.to_json() for r in listing(Path(path)))
        except Exception as err:    # one folder's failure is said; the others are listed
            log.exception("listing the runs of %s failed", path)
            errors.append({"root": root, "error": f"{type(err).__name__}: {err}"})
    return {"runs": runs, "errors": errors}
