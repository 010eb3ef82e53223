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
        # read for combo kernels only (``combined``): the post-fusion order, and output_code.py's sizes as
        # memory planning takes them (an unbacked size at its least)
        self.path, self._post, self._shapes, self._memory_hints = path, None, None, None
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

    def groups(self, fusion, values: dict | None = None) -> dict[str, str]:
        """Each leaf's final node under ``fusion``; with ``values`` (Inductor's config by name), a combo kernel
        (``combo_kernels``) counts as one node, as the post-fusion file prints it."""
        sim = self.simulate(fusion)
        out = {leaf.name: fn.name for fn in sim.final_nodes for leaf in fn.snodes}
        if values is not None and values.get("combo_kernels"):
            kinds = {fn.name: fn.kind for fn in sim.final_nodes if fn.is_fused and fn.kind != "FusedSchedulerNode"}
            out = self.combined(out, kinds, values, fusion.torch_rules)
        return out

    def combined(self, groups: dict[str, str], kinds: dict[str, str], values: dict, rules: str) -> dict[str, str]:
        """``groups`` (each leaf's final node; ``kinds``: the final nodes' scheduler classes other than
        FusedSchedulerNode) with the combo kernels Inductor makes of them under ``values`` (``replay.combo``), in
        the run's schedule order: each leaf of a combo kernel -> its name."""
        from ..dump.output_code import shapes_beside
        from ..explain.explain import size_hints
        from ..ir.groups import leaves
        from ..ir.parse import parse_file
        from ..replay.combo import after_rounds, final_tops
        if self._post is None:
            oc = self.path.with_name("output_code.py")
            ocp = str(oc) if oc.is_file() else None
            self._post = parse_file(self.path).sections[-1]
            self._shapes = shapes_beside(ocp)
            self._memory_hints = size_hints(ocp, [self.source], unbacked_fallback=0)
        out = dict(groups)
        for top in after_rounds(self.source, self._post, final_tops(self.source, groups, kinds), values,
                                self._memory_hints, self._shapes, rules):
            for n in leaves(top):
                out[n.name] = top.name
        return out

    def kernels(self, groups: dict[str, str]) -> int:
        return len({top for leaf, top in groups.items() if self.kinds.get(leaf, True)})

