"""The SDPA backend a CUDA GPU would pick (``inductor_lens.measure.sdp_choice``), decided without a GPU:
the checks of torch's sdp_utils.cpp over the inputs (dtype, head dim, mask, dropout, causal shapes,
strides, grad), for the simulated H200 (sm_90) and other compute capabilities, and the op then traced."""
from __future__ import annotations

import types

import pytest
from conftest import require_module

torch = require_module("torch", "INDUCTOR_LENS_REQUIRE_TORCH")

from inductor_lens.measure import sdp_choice as sc  # noqa: E402
from inductor_lens.measure.codegen import H200  # noqa: E402

CUDNN = 92400          # the runtime cuDNN of torch 2.14.1+cu130 (torch.backends.cudnn.version())
SM75 = types.SimpleNamespace(major=7, minor=5)
SM86 = types.SimpleNamespace(major=8, minor=6)


@pytest.fixture
def fake():
    from torch._subclasses.fake_tensor import FakeTensorMode
    mode = FakeTensorMode(allow_non_fake_inputs=True)

    def make(*shape, dtype=torch.float32, requires_grad=False):
        t = mode.from_tensor(torch.empty(*shape, dtype=dtype)).to("cuda")
        return t.requires_grad_(requires_grad) if requires_grad else t
    with mode:
        yield make


@pytest.fixture(autouse=True)
def default_order(monkeypatch):
    monkeypatch.delenv("TORCH_CUDNN_SDPA_DEPRIORITIZED", raising=False)


def choose(q, k=None, v=None, props=H200, cudnn=CUDNN, **kw):
    return sc.select_backend(q, q if k is None else k, q if v is None else v, props=props,
                             cudnn_version=cudnn, **kw)


def test_h200_order_puts_cudnn_first_and_deprioritizing_restores_flash(monkeypatch):
    assert torch._C._get_sdp_priority_order()[:4] == [sc.FLASH, sc.EFFICIENT, sc.MATH, sc.CUDNN]
    assert sc.priority_order(H200, CUDNN)[:4] == list(sc.CUDNN_FIRST)
    assert sc.priority_order(H200, 91500)[:3] == [sc.FLASH, sc.EFFICIENT, sc.MATH]     # cuDNN <= 9.15.0
    assert sc.priority_order(SM86, CUDNN)[:3] == [sc.FLASH, sc.EFFICIENT, sc.MATH]
    monkeypatch.setenv("TORCH_CUDNN_SDPA_DEPRIORITIZED", "1")
    assert sc.priority_order(H200, CUDNN)[:3] == [sc.FLASH, sc.EFFICIENT, sc.MATH]


def test_fp32_is_memory_efficient(fake):
    c = choose(fake(2, 4, 64, 32))
    assert c.name == "efficient_attention"
    assert set(c.refused) == {"cudnn_attention", "flash_attention"}
    assert all("float16" in why for why in c.refused.values())


def test_bf16_and_fp16(fake, monkeypatch):
    for dtype in (torch.bfloat16, torch.float16):
        assert choose(fake(2, 4, 64, 32, dtype=dtype)).name == "cudnn_attention"
        assert choose(fake(2, 4, 64, 32, dtype=dtype), cudnn=None).name == "flash_attention"
    monkeypatch.setenv("TORCH_CUDNN_SDPA_DEPRIORITIZED", "1")
    assert choose(fake(2, 4, 64, 32, dtype=torch.bfloat16)).name == "flash_attention"


def test_head_dim(fake, monkeypatch):
    monkeypatch.setenv("TORCH_CUDNN_SDPA_DEPRIORITIZED", "1")
    bf16 = torch.bfloat16
    # flash pads the head dim to a multiple of 8 itself; cuDNN needs one
    assert choose(fake(2, 4, 64, 36, dtype=bf16)).name == "flash_attention"
    monkeypatch.delenv("TORCH_CUDNN_SDPA_DEPRIORITIZED")
    c = choose(fake(2, 4, 64, 36, dtype=bf16))
    assert c.name == "flash_attention" and "multiple of 8" in c.refused["cudnn_attention"]
    # above 256: neither flash nor cuDNN; memory-efficient needs multiples of 8 (16-bit) / 4 (fp32)
    c = choose(fake(1, 2, 16, 512, dtype=bf16))
    assert c.name == "efficient_attention" and "<= 256" in c.refused["flash_attention"]
    assert choose(fake(1, 2, 16, 30)).name == "math"                 # fp32: 30 % 4
    assert choose(fake(1, 2, 16, 28)).name == "efficient_attention"
    # sm75 runs fp16 only on flash's side of the order through memory-efficient attention (tensor cores:
    # 128-bit alignment, 8 halves)
    c = choose(fake(1, 2, 16, 40, dtype=torch.float16), props=SM75)
    assert c.name == "efficient_attention" and "sm80" in c.refused["flash_attention"]
    assert choose(fake(1, 2, 16, 36, dtype=torch.float16), props=SM75).name == "math"


def test_mask_dropout_causal(fake, monkeypatch):
    bf16 = torch.bfloat16
    q = fake(2, 4, 64, 32, dtype=bf16)
    mask = fake(64, 64, dtype=torch.bool)
    assert choose(q, attn_mask=mask).name == "cudnn_attention"
    monkeypatch.setenv("TORCH_CUDNN_SDPA_DEPRIORITIZED", "1")
    c = choose(q, attn_mask=mask)
    assert c.name == "efficient_attention" and "attn_mask" in c.refused["flash_attention"]
    assert choose(q, dropout_p=0.1).name == "flash_attention"
    monkeypatch.delenv("TORCH_CUDNN_SDPA_DEPRIORITIZED")
    c = choose(q, dropout_p=0.1)                                      # 0.1 is not a multiple of 1/16
    assert c.name == "flash_attention" and "1/16" in c.refused["cudnn_attention"]
    assert choose(q, dropout_p=0.125).name == "cudnn_attention"
    # causal with seqlen_q != seqlen_k: not flash
    c = choose(fake(2, 4, 32, 32, dtype=bf16), fake(2, 4, 64, 32, dtype=bf16), fake(2, 4, 64, 32, dtype=bf16),
               is_causal=True, cudnn=None)
    assert c.name == "efficient_attention" and "seqlen_q" in c.refused["flash_attention"]


def test_shapes_strides_heads(fake):
    assert choose(fake(4, 64, 32)).name == "math"                      # 3-D
    q = fake(2, 4, 32, 64).transpose(-1, -2)                           # last stride != 1
    assert choose(q).name == "math"
    q, kv = fake(2, 8, 64, 32), fake(2, 2, 64, 32)
    assert choose(q, kv, kv).name == "math"
    assert choose(q, kv, kv, enable_gqa=True).name == "efficient_attention"
    assert choose(fake(2, 4, 0, 32)).name == "math"


def test_training_head_dims(fake):
    bf16 = torch.bfloat16
    # cuDNN's backward on sm90: head dims up to 128, (192, 128) or (256, 256)
    c = choose(fake(1, 2, 64, 160, dtype=bf16, requires_grad=True))
    assert c.name == "flash_attention" and "backward" in c.refused["cudnn_attention"]
    assert choose(fake(1, 2, 64, 160, dtype=bf16)).name == "cudnn_attention"
    with torch.no_grad():
        assert choose(fake(1, 2, 64, 160, dtype=bf16, requires_grad=True)).name == "cudnn_attention"
    # flash cannot train head dims in (192, 224] on sm86
    c = choose(fake(1, 2, 64, 200, dtype=bf16, requires_grad=True), props=SM86)
    assert c.name == "efficient_attention"


def test_user_switches_and_priority(fake):
    from torch.nn.attention import SDPBackend, sdpa_kernel
    q = fake(2, 4, 64, 32, dtype=torch.bfloat16)
    with sdpa_kernel([SDPBackend.MATH]):
        c = choose(q)
    assert c.name == "math" and "disabled" in c.refused["flash_attention"]
    with sdpa_kernel([SDPBackend.EFFICIENT_ATTENTION, SDPBackend.FLASH_ATTENTION], set_priority=True):
        assert choose(q).name == "efficient_attention"
    with sdpa_kernel([SDPBackend.FLASH_ATTENTION]):
        with pytest.raises(RuntimeError, match="No available kernel"):
            choose(fake(2, 4, 64, 32))


def test_traced_ops(fake):
    """Under simulated_sdpa, F.scaled_dot_product_attention traced with the Python dispatcher (as
    AOTAutograd traces) gives the chosen op, with its arguments as attention.cpp passes them; each choice
    is recorded."""
    import torch.nn.functional as F
    from torch._dispatch.python import enable_python_dispatcher
    from torch.fx.experimental.proxy_tensor import make_fx

    def ops(*args, **kw):
        with enable_python_dispatcher():
            gm = make_fx(lambda q, k, v: F.scaled_dot_product_attention(q, k, v, **kw))(*args)
        return [n for n in gm.graph.nodes if n.op == "call_function"]

    seen: list[dict] = []
    with sc.simulated_sdpa(H200, CUDNN, seen.append):
        fp32 = ops(*[fake(2, 4, 64, 32)] * 3, is_causal=True)
        bf16 = ops(*[fake(2, 4, 64, 36, dtype=torch.bfloat16)] * 3)
        grad = ops(*[fake(2, 4, 64, 32, requires_grad=True)] * 3)
    eff = [n for n in fp32 if n.target == torch.ops.aten._scaled_dot_product_efficient_attention.default]
    assert len(eff) == 1 and eff[0].args[4] is False and eff[0].args[6] is True     # no logsumexp; causal
    assert not any(n.target in (torch.ops.aten.bmm.default, torch.ops.aten._softmax.default) for n in fp32)
    flash = [n for n in bf16 if n.target == torch.ops.aten._scaled_dot_product_flash_attention.default]
    assert len(flash) == 1 and list(flash[0].args[0].meta["val"].shape) == [2, 4, 64, 40]   # padded to 40
    assert flash[0].kwargs["scale"] == pytest.approx(36 ** -0.5)                              # of the real dim
    assert list(bf16[-1].meta["val"].shape) == [2, 4, 64, 36]                                 # sliced back
    eff = [n for n in grad if n.target == torch.ops.aten._scaled_dot_product_efficient_attention.default]
    assert eff[0].args[4] is True                                     # logsumexp for the backward
    assert [s["backend"] for s in seen] == ["efficient_attention", "flash_attention", "efficient_attention"]
    assert seen[1]["refused"]["cudnn_attention"].endswith("got 36, 36")
    assert torch._C.DispatchKey.CompositeImplicitAutograd not in \
        torch.ops.aten.scaled_dot_product_attention.default.py_kernels      # removed on exit


def test_non_cuda_runs_the_original_kernel():
    import torch.nn.functional as F
    from torch._dispatch.python import enable_python_dispatcher
    from torch.fx.experimental.proxy_tensor import make_fx
    seen: list[dict] = []
    q = torch.randn(2, 4, 16, 32)
    with sc.simulated_sdpa(H200, CUDNN, seen.append), enable_python_dispatcher():
        gm = make_fx(lambda q: F.scaled_dot_product_attention(q, q, q))(q)
    assert seen == []
    assert "_scaled_dot_product_flash_attention_for_cpu" in gm.code


def test_nested_contexts_keep_the_outer_kernel():
    op = torch.ops.aten.scaled_dot_product_attention.default
    dk = torch._C.DispatchKey.CompositeImplicitAutograd
    with sc.simulated_sdpa(H200, CUDNN):
        outer = op.py_kernels[dk]
        with sc.simulated_sdpa(H200, None):
            assert op.py_kernels[dk] is outer
        assert op.py_kernels[dk] is outer
    assert dk not in op.py_kernels


def test_a_torch_without_fa3_checks_flash_dtypes_as_low_precision(fake, monkeypatch):
    """torch 2.10 and older have no FA3 and no ``torch._C._get_fa3_sdp_enabled``: the flash dtype check is
    ``check_dtypes_low_precision`` there (the simulated H200's choice on those releases' fixtures: 2.10's
    SDPA models compiled for it agree with its fusion log)."""
    monkeypatch.delattr(torch._C, "_get_fa3_sdp_enabled")
    assert choose(fake(2, 4, 64, 32, dtype=torch.bfloat16), cudnn=None).name == "flash_attention"
    c = choose(fake(2, 4, 64, 32), cudnn=None)
    assert c.name == "efficient_attention" and "float16" in c.refused["flash_attention"]
