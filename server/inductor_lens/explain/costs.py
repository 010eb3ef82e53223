"""What each kernel of the final graph costs: its roofline estimate on the named GPU (``estimate``) and its
time as a profiler trace measured it (``measured``), one row per top-level node that runs a kernel, in
graph order. ``explain --format json`` and ``rank --json`` print these rows as ``kernels`` when a GPU or a
trace applies (the per-pair ``estimate``/``measured`` objects say the same of an edge's two kernels).

No-op nodes launch nothing and have no row; a node whose kernel the trace does not time has
``measured: null`` (the join lists it under ``nodes_without_events``).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..ir.model import Section
from ..records import record
from .estimate import Estimator, KernelEstimate

if TYPE_CHECKING:   # a trace's figures: imported when one is given (statistics, gzip)
    from .measured import KernelTiming, Measured


@record(slots=True)
class KernelCost:
    node: str                           # the top-level node of the final graph
    kernel: str | None                  # output_code.py's kernel that runs it, when known
    estimate: KernelEstimate | None     # on the estimator's GPU; None: no GPU applies
    measured: KernelTiming | None       # None: no trace, or no event of its kernel

    def to_json(self, estimator: Estimator | None, timed: bool) -> dict[str, Any]:
        """With ``estimate`` when a GPU applies (``estimator``), ``measured`` when a trace was given."""
        out: dict[str, Any] = {"node": self.node, "kernel": self.kernel}
        if estimator is not None:
            e = self.estimate
            out["estimate"] = ({**e.to_json(), "gpu": estimator.gpu.key, "label": e.label(estimator.gpu)}
                               if e is not None else None)
        if timed:
            out["measured"] = self.measured.to_json() if self.measured is not None else None
        return out


def kernel_costs(sec: Section, kernel_of: Callable[[str], str | None] | None = None,
                 estimator: Estimator | None = None, measured: Measured | None = None) -> list[KernelCost]:
    """One row per top-level node of ``sec`` that launches a kernel (``kernel_of(node)``: its
    output_code.py name; a timed kernel's name wins; an extern call: the kernel its IR names)."""
    rows = []
    for n in sec.nodes:
        if n.is_nop:
            continue
        k = measured.of(n.name) if measured is not None else None
        name = k.kernel if k is not None else ((kernel_of(n.name) if kernel_of is not None else None)
                                               or n.kernel or None)    # an extern call: the IR names it
        rows.append(KernelCost(n.name, name, estimator.kernel(n.name) if estimator is not None else None, k))
    return rows
