"""The Inductor config values the fusion replay depends on, with torch 2.14.1's defaults.

A run made with other values (``torch._inductor.config.max_fusion_size = 8``, ``aggressive_fusion``,
...) fuses differently, and the replay must use the run's values to agree with its fusion log.
``inductor-lens capture`` records them beside each graph's IR (``inductor_config.json``: the graph's
whole Inductor config as Dynamo's compilation metrics give it); ``explain`` reads them from there.
"""
from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path
from typing import Any

from ..files import read_text
from ..records import record

#: the file ``capture`` writes beside a graph's IR
CONFIG_FILE = "inductor_config.json"


@record(frozen=True, slots=True)
class FusionConfig:
    max_fusion_size: int = 64                        # config.max_fusion_size (choices.py can_fuse)
    score_fusion_memory_threshold: int = 10          # config.score_fusion_memory_threshold (bytes)
    cpp_max_horizontal_fusion_size: int = 16         # config.cpp.max_horizontal_fusion_size
    max_fusion_buffer_group_pairwise_attempts: int = 64   # config.max_fusion_buffer_group_pairwise_attempts
    aggressive_fusion: bool = False                  # config.aggressive_fusion
    loop_ordering_after_fusion: bool = True          # config.loop_ordering_after_fusion
    loop_reindexing_after_fusion: bool = True        # config.loop_reindexing_after_fusion

    def changed(self) -> dict[str, Any]:
        """The values that differ from torch 2.14.1's defaults, by Inductor's config names."""
        return {_INDUCTOR_NAME.get(f.name, f.name): getattr(self, f.name) for f in fields(self)
                if getattr(self, f.name) != f.default}


#: Inductor's name of a field where it differs (a nested config)
_INDUCTOR_NAME = {"cpp_max_horizontal_fusion_size": "cpp.max_horizontal_fusion_size"}
DEFAULT = FusionConfig()
#: other config values that change what Inductor fuses or how the IR is made, recorded by capture (the
#: replay reads them from the IR: realization and templates are already decided in the text)
RECORDED = ("realize_opcount_threshold", "realize_reads_threshold", "epilogue_fusion", "prologue_fusion",
            "benchmark_fusion", "benchmark_epilogue_fusion", "combo_kernels", "max_autotune",
            "max_autotune_gemm", "split_reductions", "triton.multi_kernel", "triton.tiling_prevents_pointwise_fusion",
            "triton.tiling_prevents_reduction_fusion", "inplace_buffers", "cpp.simdlen")


def inductor_name(field_name: str) -> str:
    """Inductor's config name of a field (``cpp.max_horizontal_fusion_size``)."""
    return _INDUCTOR_NAME.get(field_name, field_name)


def fusion_config(values: dict[str, Any]) -> FusionConfig:
    """The replay's config from Inductor's config values by name (others ignored; a value of the wrong
    type keeps the default)."""
    kw = {}
    for f in fields(FusionConfig):
        v = values.get(_INDUCTOR_NAME.get(f.name, f.name))
        if isinstance(v, bool) if isinstance(f.default, bool) else isinstance(v, int) and not isinstance(v, bool):
            kw[f.name] = v
    return FusionConfig(**kw)


def read_config(folder: str | Path | None) -> tuple[FusionConfig, dict[str, Any]] | None:
    """The config recorded beside a graph's IR: (the replay's, every recorded value); None when there is
    no readable ``inductor_config.json``."""
    if folder is None:
        return None
    try:
        values = json.loads(read_text(Path(folder) / CONFIG_FILE, limit=4 << 20))
    except (OSError, ValueError):
        return None
    if not isinstance(values, dict):
        return None
    return fusion_config(values), values


def config_summary(values: dict[str, Any]) -> dict[str, Any]:
    """What a run's manifest says of its config: the replay's values that differ from the defaults, and
    the other fusion-related values as the run had them."""
    return {"changed": fusion_config(values).changed(),
            "recorded": {k: values[k] for k in RECORDED if k in values}}
