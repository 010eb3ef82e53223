"""Which torch wrote a file, as far as its format tells, against the torch whose fusion rules the
explainer replays (no torch). Dates from the torch releases that changed the printed format."""
from __future__ import annotations

from .groups import leaves
from .model import IRFile

#: the torch release whose Inductor (scheduler.py, codegen/simd.py, config defaults) the explainer mirrors
RULES_TORCH = "2.14.1"
#: the torch releases the benchmark worker is tested with (it runs with others and says so)
TESTED_TORCH = ("2.14",)


def format_era(ir: IRFile) -> str | None:
    """What the format says of an older writer, or None when it looks like ``RULES_TORCH``'s own."""
    if ir.format == "buf-named":
        return "buf-named nodes (`buf0:`), written by torch 2.4 or older"
    ls = [n for top in ir.nodes for n in leaves(top) if not n.incomplete]
    if ir.format == "op-named" and ls and all(n.min_input_distance is None and n.max_input_distance is None
                                               for n in ls):
        return "no `min_input_distance` lines, written by torch 2.11 or older"
    return None


def era_note(ir: IRFile) -> str | None:
    era = format_era(ir)
    if era is None:
        return None
    return (f"this file's format is older than the rules replayed ({era}): verdicts follow torch {RULES_TORCH}'s "
            "fusion rules, which may differ from those of the Inductor that wrote it")


def torch_note(version: str | None) -> str | None:
    """A note for a benchmark run with a torch other than the tested one."""
    if not version or any(version.startswith(v + ".") or version == v for v in TESTED_TORCH):
        return None
    return (f"torch {version} is not the tested {' / '.join(v + '.x' for v in TESTED_TORCH)}: the rebuild uses "
            "Inductor internals that change between releases, so a failure may be a version mismatch")
