"""A graph's fusion rounds replayed under another config or another release's rules, for its groups alone:
each leaf's final fused node (``suggest``'s candidate configs, ``compare``'s attribution of a change between
two releases to the scheduler's rules)."""
from __future__ import annotations

from pathlib import Path


class Replayer:
    """The graph's rounds replayed under a config: each leaf's final fused node."""

    def __init__(self, path: Path, pre=None) -> None:
        """``path``: the graph's ``ir_post_fusion.txt``; ``pre``: its ``ir_pre_fusion.txt`` parsed, when the
        caller has it (else parsed here)."""
        from ..explain.explain import size_hints
        from ..ir.parse import parse_file
        self.pre = pre if pre is not None else parse_file(path.with_name("ir_pre_fusion.txt"))
        self.source = self.pre.sections[-1]
        oc = path.with_name("output_code.py")
        self.hints = size_hints(str(oc) if oc.is_file() else None, [self.source])
        self.kinds = {}
        from ..ir.groups import leaves
        from ..ir.summary import is_kernel_node
        self.gpu = False
        for top in self.source.nodes:
            for n in leaves(top):
                self.kinds[n.name] = is_kernel_node(n)
                self.gpu = self.gpu or (n.device is not None and not n.device.startswith("cpu"))
        from ..dump.log import foreach_lists_beside
        self.foreach_lists = foreach_lists_beside(path, list(self.kinds)) if self.gpu else None
        from ..explain.explain import log_facts, templates_beside
        # the templates, FX targets and timed fusions the run's files tell (max-autotune): the same in any config
        self.templates = templates_beside(path, oc, self.source)
        self.targets, self.benchmarks = log_facts(path, self.source)

    def simulate(self, fusion):
        """The rounds under ``fusion`` (the foreach ops' lists as the run's fusion log names them; a fusion
        Inductor timed as the log says, one it did not assumed kept)."""
        from ..replay.graph import Graph
        from ..replay.rounds import simulate
        from ..replay.templates import timed_fusions
        g = Graph(self.source, size_hints=self.hints, templates=self.templates, leaf_targets=self.targets)
        g.timed = timed_fusions(self.benchmarks, g.buffers)
        return simulate(g, config=fusion, foreach_lists=self.foreach_lists)

    def groups(self, fusion) -> dict[str, str]:
        sim = self.simulate(fusion)
        return {leaf.name: fn.name for fn in sim.final_nodes for leaf in fn.snodes}

    def kernels(self, groups: dict[str, str]) -> int:
        return len({top for leaf, top in groups.items() if self.kinds.get(leaf, True)})

