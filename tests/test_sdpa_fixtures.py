"""The SDPA fixtures (``tests/corpus/sdpa_block*``): the backend the simulated H200 chose, recorded in
meta.json (``simulated.sdpa``), is the fallback kernel in the IR Inductor printed (forward and backward),
and no math decomposition of that attention (bmm + softmax + bmm) is left. CPU fixtures run CPU flash
attention. Reads the committed files only (no torch needed)."""
from __future__ import annotations

import json

import pytest
from conftest import CORPUS

from inductor_lens.ir import parse_file

#: fixture -> (dtype, backend) expected on the H200 (torch 2.14.1+cu130, runtime cuDNN 9.24)
EXPECTED = {
    "sdpa_block_cuda": ("float32", "efficient_attention"),
    "sdpa_block_train_cuda": ("float32", "efficient_attention"),
    "sdpa_block_bf16_cuda": ("bfloat16", "cudnn_attention"),
    "sdpa_block_bf16_flash_cuda": ("bfloat16", "flash_attention"),
}
CPU = ("sdpa_block", "sdpa_block_bf16")
OP = "torch.ops.aten._scaled_dot_product_{}{}.default"


def sdpa_kernels(ir) -> list:
    return [n for n in ir.nodes if n.kernel and "scaled_dot_product" in n.kernel]


def assert_no_math_decomposition(text: str) -> None:
    assert "extern_kernels.bmm" not in text and "extern_kernels.baddbmm" not in text
    assert "softmax" not in text and "amax" not in text


def graphs(model: str) -> list:
    return sorted(p for p in (CORPUS / model).iterdir() if (p / "ir_post_fusion.txt").exists())


@pytest.mark.parametrize("model", sorted(EXPECTED))
def test_recorded_choice_is_the_fallback_kernel(model):
    meta = json.loads((CORPUS / model / "meta.json").read_text())
    dtype, backend = EXPECTED[model]
    choices = meta["simulated"]["sdpa"]
    assert {(c["dtype"], c["backend"]) for c in choices} == {(dtype, backend)}
    for c in choices:
        assert c["query"]["shape"] == [2, 4, 64, 32] and c["is_causal"] and c["attn_mask"] is None
        assert c["op"] == f"aten._scaled_dot_product_{backend}"
    train = any(c["grad_mode"] and c["query"]["requires_grad"] for c in choices)
    assert train == (model == "sdpa_block_train_cuda")
    for g in graphs(model):
        for stage in ("pre", "post"):
            path = g / f"ir_{stage}_fusion.txt"
            ir = parse_file(path)
            assert not ir.errors
            backward = g.name.endswith("_backward")
            [node] = sdpa_kernels(ir)
            assert node.kernel == OP.format(backend, "_backward" if backward else "")
            assert node.kind == "ExternKernelSchedulerNode" and node.ir_class == "FallbackKernel"
            if not backward:
                # the op's tuple: only its outputs read later are MultiOutput nodes (the attention; when
                # training also the logsumexp and the philox seed and offset, saved for the backward)
                outs = [n for n in ir.nodes if n.ir_class == "MultiOutput"
                        and any(d.name == node.outputs[0].name for d in n.reads)]
                assert len(outs) == (4 if train else 1)
            assert_no_math_decomposition(path.read_text())


@pytest.mark.parametrize("model", CPU)
def test_cpu_runs_cpu_flash_attention(model):
    for g in graphs(model):
        ir = parse_file(g / "ir_post_fusion.txt")
        [node] = sdpa_kernels(ir)
        assert node.kernel == OP.format("flash_attention", "_for_cpu")
        assert_no_math_decomposition((g / "ir_post_fusion.txt").read_text())
