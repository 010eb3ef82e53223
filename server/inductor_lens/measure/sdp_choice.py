"""Which kernel ``F.scaled_dot_product_attention`` runs on a CUDA GPU, decided without one.

On CUDA, SDPA's composite kernel (aten/src/ATen/native/transformers/attention.cpp,
``scaled_dot_product_attention``) asks ``select_sdp_backend`` (transformers/cuda/sdp_utils.cpp, with the
shared checks of transformers/sdp_utils_cpp.h) for a backend, then calls that backend's op. The checks read
the device (``at::cuda::is_available()``, its compute capability, the runtime cuDNN), so on a machine
without a GPU every fused backend is refused and the math decomposition (bmm + softmax + bmm) is traced:
not what Inductor compiles for a real GPU, where the fused kernels are fallback kernels.

``select_backend`` replays that choice for a given device's properties (``props``: major, minor) and
runtime cuDNN version, in the priority order of ``torch._C._get_sdp_priority_order()`` (with the cuDNN
preference ``check_prefer_cudnn_attention`` applies on sm90 / sm10x with cuDNN newer than 9.15), over
each backend's checks in the source's order; ``scaled_dot_product_attention`` then calls the chosen op with
the arguments attention.cpp passes (head dim padded to a multiple of 8 for flash, boolean masks made
additive, the efficient kernel's mask expanded and aligned, logsumexp computed when grad is required).

Not replayed: nested (jagged) inputs and non-CUDA inputs (the original kernel runs), ROCm, FlashAttention-3
(``torch.backends.cuda`` FA3 switch: fp8 dtypes) and the overrideable backend (``PrivateUse1`` only). What a
kernel does at run time (storage-offset alignment of real pointers) is read from the tensors' metadata, as
the source does for fake tensors.
"""
from __future__ import annotations

import math
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import torch

MATH, FLASH, EFFICIENT, CUDNN, OVERRIDEABLE = 0, 1, 2, 3, 4
#: the aten op each fused backend runs
NAMES = {MATH: "math", FLASH: "flash_attention", EFFICIENT: "efficient_attention",
         CUDNN: "cudnn_attention", OVERRIDEABLE: "overrideable"}
OPS = {FLASH: "aten._scaled_dot_product_flash_attention",
       EFFICIENT: "aten._scaled_dot_product_efficient_attention",
       CUDNN: "aten._scaled_dot_product_cudnn_attention",
       MATH: "aten._scaled_dot_product_attention_math (decomposed: bmm + softmax + bmm)"}
#: the order check_prefer_cudnn_attention sets on the first SDPA call of a process
CUDNN_FIRST = (CUDNN, FLASH, EFFICIENT, MATH)


@dataclass
class Choice:
    """The backend chosen, and why each backend before it in the priority order was refused."""
    backend: int
    refused: dict[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return NAMES[self.backend]


@dataclass
class _Params:
    """sdp_params (sdp_utils_cpp.h)."""
    query: Any
    key: Any
    value: Any
    attn_mask: Any
    dropout: float
    is_causal: bool
    enable_gqa: bool


def _sm(props, lo: tuple[int, int], hi: tuple[int, int]) -> bool:
    """check_sm_version<lo, hi>: the compute capability lies in [lo, hi]."""
    return lo <= (props.major, props.minor) <= hi


def _requires_grad(p: _Params) -> bool:
    """input_requires_grad."""
    return torch.is_grad_enabled() and any(t.requires_grad for t in (p.query, p.key, p.value))


def _dtype_in(p: _Params, allowed) -> str | None:
    """check_tensor_dtype."""
    q = p.query.dtype
    if q == p.key.dtype == p.value.dtype and q in allowed:
        return None
    return (f"query, key and value must all be one of {', '.join(str(d) for d in allowed)}; got "
            f"{q}, {p.key.dtype}, {p.value.dtype}")


def _on_cuda(p: _Params) -> str | None:
    """check_all_tensors_on_device."""
    return None if p.query.device.type == "cuda" else f"query is on {p.query.device}, not cuda"


def _four_d(p: _Params) -> str | None:
    """check_tensor_shapes."""
    dims = (p.query.dim(), p.key.dim(), p.value.dim())
    return None if dims == (4, 4, 4) else f"query, key and value must be 4-D; got dims {dims}"


def _no_mask(p: _Params) -> str | None:
    """check_for_attn_mask (flash)."""
    return None if p.attn_mask is None else "flash attention does not support an attn_mask"


def _mask_shape(p: _Params) -> str | None:
    """check_attn_mask_shape (cuDNN)."""
    m = p.attn_mask
    if m is None:
        return None
    bad = "attn_mask must be 2-D (L|1, S|1) or 4-D (B|1, H|1, L|1, S|1), without grad"
    if m.requires_grad:
        return bad
    b, h, lq = p.query.shape[0], p.query.shape[1], p.query.shape[2]
    lk = p.key.shape[2]
    if m.shape[-2] not in (lq, 1) or m.shape[-1] not in (lk, 1):
        return bad
    if m.dim() == 2:
        return None
    if m.dim() == 4 and m.shape[0] in (1, b) and m.shape[1] in (1, h):
        return None
    return bad


def _head_dim_flash(p: _Params) -> str | None:
    """check_head_dim_size_flash: q, k, v share the last dim, at most 256 (it is padded to a multiple of 8
    by the caller)."""
    dq, dk, dv = p.query.shape[-1], p.key.shape[-1], p.value.shape[-1]
    if dq == dk == dv and dq <= 256:
        return None
    return f"flash attention needs q, k, v head dims equal and <= 256; got {dq}, {dk}, {dv}"


def _min_gemm_alignment(p: _Params, props) -> int:
    """minimum_gemm_alignment: 4 elements from sm80 on, at least 128 bits with tensor cores."""
    is_half = p.query.dtype in (torch.float16, torch.bfloat16)
    use_tc = props.major >= 8 or (props.major >= 7 and is_half)
    align = 4 if props.major >= 8 else 1
    if use_tc:
        align = max(align, 128 // (16 if is_half else 32))
    return align


def _head_dim_mem_efficient(p: _Params, props) -> str | None:
    """check_head_dim_size_mem_efficient: q and k share the last dim; q's and v's are positive multiples
    of the GEMM alignment."""
    dq, dk, dv = p.query.shape[-1], p.key.shape[-1], p.value.shape[-1]
    align = _min_gemm_alignment(p, props)
    if dq == dk and dq % align == 0 and dq > 0 and dv % align == 0 and dv > 0:
        return None
    return (f"memory-efficient attention needs the last dims divisible by {align}; got {dq}, {dk}, {dv}")


def _ptr_alignment_mem_efficient(p: _Params, props) -> str | None:
    """check_data_ptr_alignment_mem_efficient: on sm80 and newer, storage offset x element size aligned to
    the GEMM alignment in bytes (symbolic offsets count as aligned)."""
    if props.major < 8:
        return None
    align = _min_gemm_alignment(p, props) * p.query.element_size()
    for name, t in (("query", p.query), ("key", p.key), ("value", p.value)):
        if t.numel() == 0:
            continue
        off = t.storage_offset()
        if not isinstance(off, int):
            continue
        if (off * t.element_size()) % align:
            return f"memory-efficient attention needs {name}'s storage offset aligned to {align} bytes"
    return None


def _hardware(lo: tuple[int, int], hi: tuple[int, int], what: str) -> Callable:
    def check(p: _Params, props) -> str | None:
        if _sm(props, lo, hi):
            return None
        return f"{what} supports sm{lo[0]}{lo[1]}..sm{hi[0]}{hi[1]}; the device is sm{props.major}{props.minor}"
    return check


def _head_dim_gt192_sm86_89_120(p: _Params, props) -> str | None:
    """check_requires_grad_and_head_dim_gt192_constraints_on_sm86_89_or_120."""
    if _requires_grad(p) and (_sm(props, (8, 6), (8, 9)) or _sm(props, (12, 0), (12, 1))):
        d = p.query.shape[-1]
        if d <= 192 or (p.dropout <= 0.0 and d > 224):
            return None
        return f"flash attention cannot train with head dim {d} on sm{props.major}{props.minor}"
    return None


def _causal_square(p: _Params) -> str | None:
    """check_flash_causal_non_square_seqlens."""
    if p.is_causal and p.query.shape[-2] != p.key.shape[-2]:
        return "flash attention's is_causal needs seqlen_q == seqlen_k"
    return None


def _dtypes_flash(p: _Params, props) -> str | None:
    """check_dtypes_flash_attention (FA3's fp8 when enabled on sm90+, else check_dtypes_low_precision). torch
    2.10 and older have no FA3 (nor its switch): low precision."""
    fa3 = getattr(torch._C, "_get_fa3_sdp_enabled", None)
    if props.major >= 9 and fa3 is not None and fa3():
        return _dtype_in(p, (torch.float8_e4m3fn, torch.float16, torch.bfloat16))
    return _dtypes_low_precision(p, props)


def _dtypes_low_precision(p: _Params, props) -> str | None:
    """check_dtypes_low_precision: fp16/bf16 from sm80 on, fp16 before."""
    return _dtype_in(p, (torch.float16, torch.bfloat16) if props.major >= 8 else (torch.float16,))


def _batch_and_heads(supports_gqa: bool, requires_same_num_heads: bool) -> Callable:
    """check_batch_size_and_num_heads_dense (and check_grouped_query_attention under enable_gqa)."""
    def check(p: _Params) -> str | None:
        qb, kb, vb = p.query.shape[0], p.key.shape[0], p.value.shape[0]
        if not qb == kb == vb:
            return f"dense inputs need one batch size; got {qb}, {kb}, {vb}"
        qh, kh, vh = p.query.shape[-3], p.key.shape[-3], p.value.shape[-3]
        if p.enable_gqa and supports_gqa:
            if requires_same_num_heads and kh != vh:
                return f"key and value need the same number of heads; got {kh}, {vh}"
            if qh % kh or (not requires_same_num_heads and qh % vh):
                return f"key/value heads must divide query heads; got {qh}, {kh}, {vh}"
            return None
        if not qh == kh == vh:
            return f"dense inputs need one number of heads; got {qh}, {kh}, {vh}"
        return None
    return check


def _nonzero_seq(p: _Params) -> str | None:
    """check_nonzero_sequence_lengths_dense."""
    if p.query.shape[-2] == 0 or p.key.shape[-2] == 0:
        return "fused kernels do not support a zero sequence length"
    return None


def _last_stride_1(ignore_singleton_dim: bool) -> Callable:
    """check_last_dim_stride_equals_1_dense (a mask's last stride too, on GPU)."""
    def check(p: _Params) -> str | None:
        ok = all(t.stride(-1) == 1 for t in (p.query, p.key, p.value))
        if ignore_singleton_dim:
            ok = ok or p.query.shape[-1] == 1
        if ok and (p.attn_mask is None or p.attn_mask.stride(-1) == 1):
            return None
        return "fused kernels need the inputs' (and the mask's) last dimension to have stride 1"
    return check


def _cudnn_tensor_shapes(p: _Params, props, cudnn: int) -> str | None:
    """check_cudnn_tensor_shapes (the runtime cuDNN's limits; the frontend taken to support d=256)."""
    b, h = p.query.shape[0], p.query.shape[1]
    if b > 65535 or h > 65535:
        return "cuDNN attention supports batch and heads up to 65535"
    sq, sk, dqk, dv = p.query.shape[2], p.key.shape[2], p.query.shape[3], p.value.shape[3]
    if cudnn < 8903:
        return "cuDNN attention needs cuDNN 8.9.3"
    if cudnn < 8906 and p.dropout != 0.0:
        return "cuDNN attention's dropout needs cuDNN 8.9.6"
    limit = 128
    sm90_or_10x = (props.major == 9 and not props.minor) or props.major == 10
    unsupported_sm107 = props.major == 10 and props.minor == 7 and cudnn <= 92500
    if sm90_or_10x and not unsupported_sm107 and cudnn > 92200:
        limit = 256
    elif sm90_or_10x and cudnn >= 91100 and dqk == 192 and dv == 128:
        limit = 192
    if dqk > limit or dv > limit:
        return f"cuDNN attention's head dim must be <= {limit}; got {dqk}, {dv}"
    if dqk % 8 or dv % 8:
        return f"cuDNN attention's head dim must be a multiple of 8; got {dqk}, {dv}"
    if cudnn < 8906 and sk % 64:
        return "cuDNN attention before 8.9.6 needs seq_kv a multiple of 64"
    if cudnn < 90000 and (sq < 64 or (p.dropout != 0.0 and (sq % 64 or sk % 64))):
        return "cuDNN attention before 9.0 needs seq_q >= 64 (multiples of 64 with dropout)"
    if sk == 1:
        return "cuDNN attention does not support a key/value sequence length of 1"
    if p.dropout != 0.0 and sq == 1:
        return "cuDNN attention does not support a query sequence length of 1 with dropout"
    return None


def _cudnn_d256_bprop(p: _Params, props, cudnn: int) -> str | None:
    """check_cudnn_d256_bprop_head_dim."""
    if not _requires_grad(p):
        return None
    dqk, dv = p.query.shape[3], p.value.shape[3]
    sm90_or_10x = (props.major == 9 and not props.minor) or props.major == 10
    unsupported_sm107 = props.major == 10 and props.minor == 7 and cudnn <= 92500
    if cudnn > 92200 and sm90_or_10x and not unsupported_sm107:
        if not ((dqk <= 128 and dv <= 128) or (dqk, dv) in ((192, 128), (256, 256))):
            return f"cuDNN attention's backward does not support head dims {dqk}, {dv} here"
    return None


def _env_true(name: str) -> bool:
    """c10::utils::check_env(name) == true."""
    v = os.environ.get(name)
    return v is not None and v.upper() not in ("0", "OFF", "NO", "FALSE", "N", "")


def prefer_cudnn(props, cudnn: int | None) -> bool:
    """check_prefer_cudnn_attention (a CUDA 13 build): sm90 / sm10x with a runtime cuDNN newer than 9.15,
    unless TORCH_CUDNN_SDPA_DEPRIORITIZED is set."""
    if _env_true("TORCH_CUDNN_SDPA_DEPRIORITIZED") or not cudnn:
        return False
    if torch.version.cuda and int(torch.version.cuda.split(".")[0]) < 13:
        return cudnn > 91500 and props.major in (9, 10) and props.minor in (0, 3)
    return cudnn > 91500 and props.major in (9, 10)


def priority_order(props, cudnn: int | None) -> list[int]:
    """priority_order: the context's order (``torch._C._get_sdp_priority_order()``), which the first SDPA
    call of a process replaces with cuDNN first when prefer_cudnn holds (here: when the order is still
    the default one, i.e. no ``sdpa_kernel(..., set_priority=True)`` is in force)."""
    order = [int(b) for b in torch._C._get_sdp_priority_order()]
    if prefer_cudnn(props, cudnn) and order[:4] == [FLASH, EFFICIENT, MATH, CUDNN]:
        order = list(CUDNN_FIRST) + order[4:]
    return order


def _run(checks, p: _Params) -> str | None:
    for check in checks:
        why = check(p)
        if why:
            return why
    return None


def can_use_flash(p: _Params, props) -> str | None:
    """can_use_flash_attention: None when flash attention can run, else why not."""
    if not torch._C._get_flash_sdp_enabled():
        return "flash attention is disabled (torch.backends.cuda / sdpa_kernel)"
    return _run([_on_cuda, _four_d, _no_mask, _head_dim_flash,
                 lambda q: _hardware((8, 0), (12, 1), "flash attention")(q, props),
                 lambda q: _head_dim_gt192_sm86_89_120(q, props), _causal_square,
                 lambda q: _dtypes_flash(q, props),
                 _batch_and_heads(True, True), _nonzero_seq, _last_stride_1(True)], p)


def can_use_mem_efficient(p: _Params, props) -> str | None:
    """can_use_mem_efficient_attention: None when it can run, else why not."""
    if not torch._C._get_mem_efficient_sdp_enabled():
        return "memory-efficient attention is disabled (torch.backends.cuda / sdpa_kernel)"
    return _run([_on_cuda, lambda q: _hardware((5, 0), (12, 1), "memory-efficient attention")(q, props),
                 _four_d, lambda q: _head_dim_mem_efficient(q, props),
                 lambda q: _ptr_alignment_mem_efficient(q, props),
                 _nonzero_seq, _last_stride_1(False), _batch_and_heads(True, True),
                 lambda q: _dtype_in(q, (torch.float16, torch.float32, torch.bfloat16) if props.major >= 8
                                     else (torch.float16, torch.float32))], p)


def can_use_cudnn(p: _Params, props, cudnn: int | None) -> str | None:
    """can_use_cudnn_attention: None when it can run, else why not."""
    if not cudnn or cudnn < 90000:
        return f"cuDNN attention needs cuDNN 9 (runtime cuDNN: {cudnn})"
    if p.dropout > 0.0 and 91100 < cudnn < 91400:
        return "cuDNN 9.11-9.13 does not support dropout in SDPA"
    if not torch._C._get_cudnn_sdp_enabled():
        return "cuDNN attention is disabled (torch.backends.cuda / sdpa_kernel)"

    def deterministic(q):
        if torch._C._get_deterministic_algorithms() and not torch._C._get_deterministic_algorithms_warn_only():
            return "cuDNN attention is not deterministic"
        return None

    def dropout_16ths(q):
        if q.dropout * 16.0 != math.floor(q.dropout * 16.0):
            return "cuDNN's dropout resolution is 1/16"
        return None

    return _run([_on_cuda, _four_d, deterministic, lambda q: _dtypes_low_precision(q, props), _mask_shape,
                 lambda q: _hardware((8, 0), (12, 1), "cuDNN attention")(q, props), dropout_16ths,
                 _nonzero_seq, _last_stride_1(True), _batch_and_heads(True, False),
                 lambda q: _cudnn_tensor_shapes(q, props, cudnn),
                 lambda q: _cudnn_d256_bprop(q, props, cudnn)], p)


def select_backend(query, key, value, attn_mask=None, dropout_p: float = 0.0, is_causal: bool = False,
                   enable_gqa: bool = False, *, props, cudnn_version: int | None) -> Choice:
    """select_sdp_backend for dense inputs on a device with these properties (major, minor) and runtime
    cuDNN version: the first backend of the priority order whose checks pass."""
    p = _Params(query, key, value, attn_mask, float(dropout_p), bool(is_causal), bool(enable_gqa))
    refused: dict[str, str] = {}
    if not any((torch._C._get_math_sdp_enabled(), torch._C._get_flash_sdp_enabled(),
                torch._C._get_mem_efficient_sdp_enabled(), torch._C._get_cudnn_sdp_enabled())):
        raise RuntimeError("No available kernel. Aborting execution.")
    for backend in priority_order(props, cudnn_version):
        if backend == CUDNN:
            why = can_use_cudnn(p, props, cudnn_version)
        elif backend == FLASH:
            why = can_use_flash(p, props)
        elif backend == EFFICIENT:
            why = can_use_mem_efficient(p, props)
        elif backend == MATH:
            why = None if torch._C._get_math_sdp_enabled() else "math attention is disabled"
        else:
            continue
        if why is None:
            return Choice(backend, refused)
        refused[NAMES[backend]] = why
    raise RuntimeError(f"No available kernel. Aborting execution. ({refused})")


# --------------------------------------------------------------------------------------------------
# attention.cpp's composite kernel, calling the chosen op.
# --------------------------------------------------------------------------------------------------

def _calculate_scale(query, scale):
    """sdp::calculate_scale."""
    return scale if scale is not None else 1.0 / math.sqrt(query.shape[-1])


def _pad_last_dim(t, alignment: int, slice_back: bool):
    """pad_last_dim<alignment, slice>."""
    size = t.shape[-1]
    if size % alignment == 0:
        return t
    padded = torch.nn.functional.pad(t, (0, alignment - size % alignment))
    return padded[..., :size] if slice_back else padded


def _bool_mask_to_additive(mask, dtype, fill: float):
    """convert_boolean_attn_mask (fill -inf) / convert_boolean_attn_mask_cudnn (fill -65504)."""
    if mask is None or mask.dtype != torch.bool:
        return mask
    return torch.where(mask.logical_not(), fill, torch.scalar_tensor(0.0, dtype=dtype, device=mask.device))


def _preprocess_mask(mask, query, key):
    """preprocess_mask: the efficient kernel's bias aligned (strides multiples of 8, last stride 1, padded
    and sliced otherwise), expanded to (B, H, L, S)."""
    aligned = all(mask.stride(i) % 8 == 0 for i in range(mask.dim() - 1)) and mask.stride(-1) == 1
    if not aligned:
        size = mask.shape[-1]
        mask = torch.nn.functional.pad(mask, (0, 8 - size % 8))[..., :size]
    return mask.expand(query.shape[0], query.shape[1], query.shape[2], key.shape[2])


def _should_compute_logsumexp(query, key, value) -> bool:
    return torch.is_grad_enabled() and any(t.requires_grad for t in (query, key, value))


def fused_attention(choice: Choice, query, key, value, attn_mask, dropout_p, is_causal, scale):
    """The chosen fused backend's op called as attention.cpp calls it; its first output (the attention)."""
    aten = torch.ops.aten
    if choice.backend == CUDNN:
        mask = _bool_mask_to_additive(attn_mask, query.dtype, -65504.0)
        return aten._scaled_dot_product_cudnn_attention.default(
            query, key, value, mask, _should_compute_logsumexp(query, key, value), dropout_p, is_causal,
            False, scale=scale)[0]
    if choice.backend == FLASH:
        size = query.shape[-1]
        out = aten._scaled_dot_product_flash_attention.default(
            _pad_last_dim(query, 8, False), _pad_last_dim(key, 8, False), _pad_last_dim(value, 8, False),
            dropout_p, is_causal, False, scale=float(_calculate_scale(query, scale)))[0]
        return out[..., :size] if out.shape[-1] != size else out
    if choice.backend == EFFICIENT:
        mask = _bool_mask_to_additive(attn_mask, query.dtype, -math.inf)
        if mask is not None:
            mask = _preprocess_mask(mask, query, key)
        return aten._scaled_dot_product_efficient_attention.default(
            query, key, value, mask, _should_compute_logsumexp(query, key, value), dropout_p, is_causal,
            scale=scale)[0]
    raise ValueError(f"not a fused backend: {choice.name}")


def _describe(t) -> dict:
    return {"shape": list(t.shape), "stride": list(t.stride()), "requires_grad": bool(t.requires_grad)}


@contextmanager
def simulated_sdpa(props, cudnn_version: int | None,
                   record: Callable[[dict], None] | None = None) -> Iterator[None]:
    """``aten.scaled_dot_product_attention`` decomposed as a GPU with these properties would decompose it
    (a Python CompositeImplicitAutograd kernel, which the Python dispatcher, FakeTensorMode's decompose and
    Inductor's tracing use). ``record`` receives each choice: backend, op, dtype, shapes, why the backends
    before it were refused. Non-CUDA, nested and math-bound calls run the original kernel. Inside an
    enclosing simulated_sdpa, the enclosing one stays in force."""
    from torch._C import DispatchKey
    op = torch.ops.aten.scaled_dot_product_attention.default
    key = DispatchKey.CompositeImplicitAutograd
    original = op._op_dk

    def kernel(query, key_, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
               enable_gqa=False):
        args = (query, key_, value, attn_mask, dropout_p, is_causal)
        kwargs = {"scale": scale, "enable_gqa": enable_gqa}
        tensors = (query, key_, value)
        if query.device.type != "cuda" or any(t.is_nested for t in tensors):
            return original(key, *args, **kwargs)
        choice = select_backend(query, key_, value, attn_mask, dropout_p, is_causal, enable_gqa,
                                props=props, cudnn_version=cudnn_version)
        if record is not None:
            record({"backend": choice.name, "op": OPS.get(choice.backend, choice.name),
                    "dtype": str(query.dtype).replace("torch.", ""),
                    "query": _describe(query), "key": _describe(key_), "value": _describe(value),
                    "attn_mask": None if attn_mask is None else {**_describe(attn_mask),
                                                                 "dtype": str(attn_mask.dtype)},
                    "dropout_p": float(dropout_p), "is_causal": bool(is_causal),
                    "enable_gqa": bool(enable_gqa), "grad_mode": torch.is_grad_enabled(),
                    "refused": choice.refused})
        if choice.backend == MATH:
            return original(key, *args, **kwargs)
        return fused_attention(choice, query, key_, value, attn_mask, dropout_p, is_causal, scale)

    if key in op.py_kernels:   # an enclosing simulated_sdpa (or another Python kernel) is in force
        yield
        return
    op.py_impl(key)(kernel)
    try:
        yield
    finally:
        op.py_kernels.pop(key, None)
        op._dispatch_cache.clear()
