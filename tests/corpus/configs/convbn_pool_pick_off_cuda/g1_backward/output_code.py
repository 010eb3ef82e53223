# AOT ID: ['0_backward']
from ctypes import c_void_p, c_long, c_int
import torch
import math
import random
import os
import tempfile
from math import inf, nan
from cmath import nanj
from torch._inductor.hooks import run_intermediate_hooks
from torch._inductor.utils import maybe_profile
from torch._inductor.codegen.memory_planning import _align as align
from torch import device, empty_strided
from torch._inductor.async_compile import AsyncCompile
from torch._inductor.select_algorithm import extern_kernels
from torch._C._dynamo.guards import copy_if_misaligned
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
from torch._inductor.runtime.runtime_utils import assert_tensor_metadata

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_size_stride_grouped = torch._C._dynamo.guards.assert_size_stride_grouped
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cpu_pinned = torch._C._dynamo.guards._empty_strided_cpu_pinned
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
empty_strided_mtia = torch._C._dynamo.guards._empty_strided_mtia
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/oh/coh6moanyy2apuwrea5og6i6i3hpjobluqh2ogldpxmns464x5lc.py
# Topologically Sorted Source Nodes: [mul_9, mul_10, sum_1], Original ATen: [aten.mul, aten.sum]
# Source node to ATen node mapping:
#   mul_10 => mul_10
#   mul_9 => mul_9
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0" = PlaceHolder[target=tangents_1]
#   %avg_pool2d : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0" = PlaceHolder[target=avg_pool2d]
#   %amax : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=amax]
#   %mul_9 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %avg_pool2d), kwargs = {})
#   %mul_10 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %amax), kwargs = {})
#   %sum_1 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_9, [2, 3], True), kwargs = {})
#   return %sum_1,%mul_10
triton_per_fused_mul_sum_0 = async_compile.triton('triton_per_fused_mul_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 64},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_mul_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 9600, 'r0_': 9216}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_mul_sum_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 36
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 576*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_ptr1 + (x0 + 16*r0_2 + 576*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp7 = tl.load(in_ptr2 + (x3), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tmp0 * tmp7
    tl.store(out_ptr1 + (r0_2 + 36*x3), tmp8, r0_mask & xmask)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/a7/ca7vhcmrgdnaklv3vki5x6m3g26zr4niwfn333nltmkwrn434pms.py
# Topologically Sorted Source Nodes: [eq, sum_2], Original ATen: [aten.eq, aten.sum]
# Source node to ATen node mapping:
#   eq => eq
#   sum_2 => sum_2
# Graph fragment:
#   %amax : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=amax]
#   %add_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_6]
#   %eq : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%amax, %add_6), kwargs = {})
#   %sum_2 : Tensor "i64[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%eq, [2, 3], True), kwargs = {})
#   return %buf1
triton_red_fused_eq_sum_1 = async_compile.triton('triton_red_fused_eq_sum_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'y': 32, 'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*i64', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_red_fused_eq_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'y': 18560, 'x': 256, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_eq_sum_1(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 2
    r0_numel = 72
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, None, :]
    rbase = r0_base
    y4 = yindex
    tmp0 = tl.load(in_ptr0 + (y4), ymask, eviction_policy='evict_last')
    x2 = xindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    _tmp5 = tl.full([YBLOCK, XBLOCK, R0_BLOCK], 0, tl.int64)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp1 = tl.load(in_ptr1 + (y0 + 16*r0_3 + 1152*x2 + 2304*y1), r0_mask & xmask & ymask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 == tmp1
        tmp3 = tmp2.to(tl.int64)
        tmp4 = tl.broadcast_to(tmp3, [YBLOCK, XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask & xmask & ymask, tmp6, _tmp5)
    tmp5 = tl.sum(_tmp5, 2)[:, :, None]
    tl.store(out_ptr0 + (x2 + 2*y4), tmp5, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/d7/cd7fvt4vygyvnxx3egm54jglqt2q6jucmvyywkhtgu3b6aoyowji.py
# Topologically Sorted Source Nodes: [eq, sum_2], Original ATen: [aten.eq, aten.sum]
# Source node to ATen node mapping:
#   eq => eq
#   sum_2 => sum_2
# Graph fragment:
#   %buf1 : Tensor "i64[2, 16, 1, 1, 2][32, 2, 2, 2, 1]cuda:0" = PlaceHolder[target=buf1]
#   %eq : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%amax, %add_6), kwargs = {})
#   %sum_2 : Tensor "i64[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%eq, [2, 3], True), kwargs = {})
#   return %sum_2
triton_per_fused_eq_sum_2 = async_compile.triton('triton_per_fused_eq_sum_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_eq_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 512, 'r0_': 128}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_eq_sum_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 2
    R0_BLOCK: tl.constexpr = 2
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 2*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.int64)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/sm/csmbsfos2wmyipg62gmyfgpir2qoxdofnaeygfblrajjailgdzig.py
# Topologically Sorted Source Nodes: [mul_10, eq, div_1, mul_11, avg_pool2d_backward, add_7, batch_norm, le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, sum_4, sub_1, mul_13, sum_5, mul_14, unsqueeze_7, unsqueeze_8, unsqueeze_9, mul_15, mul_16, mul_17, unsqueeze_10, unsqueeze_11, unsqueeze_12, mul_18, unsqueeze_13, unsqueeze_14, unsqueeze_15, mul_19, sub_3, sub_4, mul_20, mul_21], Original ATen: [aten.mul, aten.eq, aten.div, aten.avg_pool2d_backward, aten.add, aten._native_batch_norm_legit_functional, aten.hardswish_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_7 => add_7
#   add_8 => add_8
#   avg_pool2d_backward => avg_pool2d_backward
#   batch_norm => add_4, mul, mul_6, squeeze, squeeze_1, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
#   div_1 => div_1
#   div_2 => div_2
#   eq => eq
#   le => le
#   lt => lt
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   scalar_tensor => full_default
#   sub_1 => sub_1
#   sub_3 => sub_3
#   sub_4 => sub_4
#   sum_4 => sum_4
#   sum_5 => sum_5
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_4 => unsqueeze_4
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   unsqueeze_7 => unsqueeze_7
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
#   where => where
#   where_1 => where_1
# Graph fragment:
#   %sum_1 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "i64[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=sum_2]
#   %amax : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=amax]
#   %add_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_6]
#   %mul_10 : Tensor "f32[2, 16, 6, 6][576, 36, 6, 1]cuda:0" = PlaceHolder[target=mul_10]
#   %convolution : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_8]
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 144, 12, 1]cuda:0" = PlaceHolder[target=add_4]
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 144, 12, 1]cuda:0" = PlaceHolder[target=add_7]
#   %sum_5 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_5]
#   %sum_4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_4]
#   %mul_10 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %amax), kwargs = {})
#   %eq : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%amax, %add_6), kwargs = {})
#   %div_1 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_1, %sum_2), kwargs = {})
#   %mul_11 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq), kwargs = {})
#   %avg_pool2d_backward : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.avg_pool2d_backward.default](args = (%mul_10, %add_6, [2, 2], [], [0, 0], False, True, None), kwargs = {})
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %avg_pool2d_backward), kwargs = {})
#   %sub : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %le : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_4, -3), kwargs = {})
#   %lt : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_4, 3), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_4, 3), kwargs = {})
#   %add_8 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_2, 0.5), kwargs = {})
#   %mul_12 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_7, %add_8), kwargs = {})
#   %where : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %mul_12, %add_7), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %where), kwargs = {})
#   %squeeze : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, 0), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 2), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_5, 3), kwargs = {})
#   %sum_4 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_6), kwargs = {})
#   %mul_13 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_1), kwargs = {})
#   %sum_5 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_13, [0, 2, 3]), kwargs = {})
#   %mul_14 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, 0.003472222222222222), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_14, 0), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 2), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 3), kwargs = {})
#   %mul_15 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, 0.003472222222222222), kwargs = {})
#   %squeeze_1 : Tensor "f32[16][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [0, 2, 3]), kwargs = {})
#   %mul_16 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_17 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %mul_16), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_17, 0), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 2), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_11, 3), kwargs = {})
#   %mul_18 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_7), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_18, 0), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_13, 2), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, 3), kwargs = {})
#   %mul_19 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %unsqueeze_12), kwargs = {})
#   %sub_3 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_1, %mul_19), kwargs = {})
#   %sub_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_3, %unsqueeze_9), kwargs = {})
#   %mul_20 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %unsqueeze_15), kwargs = {})
#   %mul_21 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %squeeze_1), kwargs = {})
#   return %add_7,%add_4,%sum_4,%sum_5,%mul_21,%mul_20
triton_red_fused__native_batch_norm_legit_functional_add_avg_pool2d_backward_div_eq_hardswish_backward_mul_native_batch_norm_backward_3 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_avg_pool2d_backward_div_eq_hardswish_backward_mul_native_batch_norm_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_avg_pool2d_backward_div_eq_hardswish_backward_mul_native_batch_norm_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 14, 'num_store': 5, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 74752, 'r0_': 36864}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_avg_pool2d_backward_div_eq_hardswish_backward_mul_native_batch_norm_backward_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, out_ptr0, out_ptr1, out_ptr2, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 288
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp22 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp26 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    _tmp42 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp46 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 144
        r0_5 = r0_index
        r0_1 = (r0_index % 12)
        r0_2 = ((r0_index // 12) % 12)
        r0_4 = (r0_index % 144)
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr2 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x0 + 16*r0_5), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp9 = tl.load(in_ptr4 + (6*((r0_2 // 2) * ((r0_2 // 2) <= ((-1) + ((6) * ((6) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (6))))) + ((-1) + ((6) * ((6) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (6)))) * (((-1) + ((6) * ((6) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (6)))) < (r0_2 // 2))) + 36*x0 + 576*r0_3 + ((r0_1 // 2) * ((r0_1 // 2) <= ((-1) + ((6) * ((6) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (6))))) + ((-1) + ((6) * ((6) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (6)))) * (((-1) + ((6) * ((6) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (6)))) < (r0_1 // 2)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp21 = tl.load(in_out_ptr0 + (x0 + 16*r0_5), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp1.to(tl.float32)
        tmp3 = (tmp0 / tmp2)
        tmp6 = tmp4 == tmp5
        tmp7 = tmp6.to(tl.float32)
        tmp8 = tmp3 * tmp7
        tmp10 = (tmp9 / 4)
        tmp11 = (r0_2 // 2).to(tl.int32)
        tmp12 = (((6) * ((6) <= (1 + (r0_2 // 2))) + (1 + (r0_2 // 2)) * ((1 + (r0_2 // 2)) < (6)))).to(tl.int32)
        tmp13 = tmp11 < tmp12
        tmp14 = (r0_1 // 2).to(tl.int32)
        tmp15 = (((6) * ((6) <= (1 + (r0_1 // 2))) + (1 + (r0_1 // 2)) * ((1 + (r0_1 // 2)) < (6)))).to(tl.int32)
        tmp16 = tmp14 < tmp15
        tmp17 = tmp13 & tmp16
        tmp18 = tl.full([1, 1], 0.0, tl.float32)
        tmp19 = tl.where(tmp17, tmp10, tmp18)
        tmp20 = tmp8 + tmp19
        tmp23 = tmp21 - tmp22
        tmp25 = tmp23 * tmp24
        tmp27 = tmp25 * tmp26
        tmp29 = tmp27 + tmp28
        tmp30 = tl.full([1, 1], -3.0, tl.float32)
        tmp31 = tmp29 <= tmp30
        tmp32 = tl.full([1, 1], 3.0, tl.float32)
        tmp33 = tmp29 < tmp32
        tmp34 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp35 = tmp29 * tmp34
        tmp36 = tl.full([1, 1], 0.5, tl.float32)
        tmp37 = tmp35 + tmp36
        tmp38 = tmp20 * tmp37
        tmp39 = tl.where(tmp33, tmp38, tmp20)
        tmp40 = tl.where(tmp31, tmp18, tmp39)
        tmp41 = tl.broadcast_to(tmp40, [XBLOCK, R0_BLOCK])
        tmp43 = _tmp42 + tmp41
        _tmp42 = tl.where(r0_mask & xmask, tmp43, _tmp42)
        tmp44 = tmp40 * tmp23
        tmp45 = tl.broadcast_to(tmp44, [XBLOCK, R0_BLOCK])
        tmp47 = _tmp46 + tmp45
        _tmp46 = tl.where(r0_mask & xmask, tmp47, _tmp46)
        tl.store(out_ptr0 + (r0_4 + 144*x0 + 2304*r0_3), tmp20, r0_mask & xmask)
        tl.store(out_ptr1 + (r0_4 + 144*x0 + 2304*r0_3), tmp29, r0_mask & xmask)
    tmp42 = tl.sum(_tmp42, 1)[:, None]
    tmp46 = tl.sum(_tmp46, 1)[:, None]
    tl.store(out_ptr2 + (x0), tmp42, xmask)
    tmp48 = tl.load(in_ptr6 + (x0), xmask)
    tmp49 = tmp46 * tmp48
    tl.store(out_ptr4 + (x0), tmp49, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index // 144
        r0_4 = (r0_index % 144)
        r0_5 = r0_index
        tl.debug_barrier()
        tmp50 = tl.load(out_ptr1 + (r0_4 + 144*x0 + 2304*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tl.debug_barrier()
        tl.debug_barrier()
        tmp55 = tl.load(out_ptr0 + (r0_4 + 144*x0 + 2304*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tl.debug_barrier()
        tl.debug_barrier()
        tmp64 = tl.load(in_out_ptr0 + (x0 + 16*r0_5), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp51 = tl.full([1, 1], -3.0, tl.float32)
        tmp52 = tmp50 <= tmp51
        tmp53 = tl.full([1, 1], 3.0, tl.float32)
        tmp54 = tmp50 < tmp53
        tmp56 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp57 = tmp50 * tmp56
        tmp58 = tl.full([1, 1], 0.5, tl.float32)
        tmp59 = tmp57 + tmp58
        tmp60 = tmp55 * tmp59
        tmp61 = tl.where(tmp54, tmp60, tmp55)
        tmp62 = tl.full([1, 1], 0.0, tl.float32)
        tmp63 = tl.where(tmp52, tmp62, tmp61)
        tmp65 = tmp64 - tmp22
        tmp66 = tl.full([1, 1], 0.003472222222222222, tl.float32)
        tmp67 = tmp46 * tmp66
        tmp68 = tmp24 * tmp24
        tmp69 = tmp67 * tmp68
        tmp70 = tmp65 * tmp69
        tmp71 = tmp63 - tmp70
        tmp72 = tmp42 * tmp66
        tmp73 = tmp71 - tmp72
        tmp74 = tmp24 * tmp26
        tmp75 = tmp73 * tmp74
        tl.store(in_out_ptr0 + (x0 + 16*r0_5), tmp75, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/cg/ccgixndme2f574e3td7uht2owv4tuppi3g67vjka4qkoe25nges7.py
# Topologically Sorted Source Nodes: [permute_1, convolution_backward], Original ATen: [aten.transpose, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward => convolution_backward
#   permute_1 => permute_1
# Graph fragment:
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 144, 12, 1]cuda:0" = PlaceHolder[target=add_7]
#   %permute_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 16, 192]cuda:0" = PlaceHolder[target=permute_1]
#   %permute_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 16, 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_7, [0, 1, 3, 2]), kwargs = {})
#   %convolution_backward : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%permute_1, %primals_3, %primals_9, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %permute_1,%buf8
triton_poi_fused_convolution_backward_transpose_4 = async_compile.triton('triton_poi_fused_convolution_backward_transpose_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_convolution_backward_transpose_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'y': 73728, 'x': 18432}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_transpose_4(in_ptr0, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 32
    xnumel = 144
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y5 = yindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    x3 = (xindex % 12)
    x4 = xindex // 12
    tmp0 = tl.load(in_ptr0 + (x2 + 144*y5), xmask & ymask)
    tl.store(out_ptr0 + (y0 + 16*x2 + 2304*y1), tmp0, xmask & ymask)
    tl.store(out_ptr1 + (y0 + 16*x4 + 192*x3 + 2304*y1), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/iw/ciwz7k46flqlgqtrqo2f5d5vxtit4v6vdj2z2ssypm5i3irpuj5f.py
# Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_3 => sum_3
# Graph fragment:
#   %permute_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 16, 192]cuda:0" = PlaceHolder[target=permute_1]
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_1, [0, 2, 3]), kwargs = {})
#   return %buf6
triton_red_fused_convolution_backward_5 = async_compile.triton('triton_red_fused_convolution_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'y': 16, 'x': 4, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_red_fused_convolution_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'y': 18432, 'x': 144, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_5(in_ptr0, out_ptr0, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    ynumel = 16
    xnumel = 3
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, None, :]
    rbase = r0_base
    x1 = xindex
    y0 = yindex
    _tmp2 = tl.full([YBLOCK, XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (y0 + 16*((((r0_2 + 96*x1) // 12) % 12)) + 192*((r0_2 % 12)) + 2304*((r0_2 + 96*x1) // 144)), r0_mask & xmask & ymask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [YBLOCK, XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask & ymask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 2)[:, :, None]
    tl.store(out_ptr0 + (x1 + 3*y0), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/j2/cj2cit22ethnhguh32ws2imk5xv4dnt66ldig76sebtsdl6jg65k.py
# Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_3 => sum_3
# Graph fragment:
#   %buf6 : Tensor "f32[16, 3][3, 1]cuda:0" = PlaceHolder[target=buf6]
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_1, [0, 2, 3]), kwargs = {})
#   return %sum_3
triton_per_fused_convolution_backward_6 = async_compile.triton('triton_per_fused_convolution_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_convolution_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 128, 'r0_': 72}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_convolution_backward_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 3
    R0_BLOCK: tl.constexpr = 4
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 3*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpv0oxzvpv/2b/c2bormlrhven2s4mjaqvph46xeklzw246drsg7yemcqaosbq2drt.py
# Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_6 => sum_6
# Graph fragment:
#   %mul_20 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=mul_20]
#   %sum_6 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [0, 2, 3]), kwargs = {})
#   return %buf16
triton_red_fused_convolution_backward_7 = async_compile.triton('triton_red_fused_convolution_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'y': 16, 'x': 4, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_red_fused_convolution_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'y': 18432, 'x': 144, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_7(in_ptr0, out_ptr0, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    ynumel = 16
    xnumel = 3
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, None, :]
    rbase = r0_base
    x1 = xindex
    y0 = yindex
    _tmp2 = tl.full([YBLOCK, XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (y0 + 16*r0_2 + 1536*x1), r0_mask & xmask & ymask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [YBLOCK, XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask & ymask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 2)[:, :, None]
    tl.store(out_ptr0 + (x1 + 3*y0), tmp2, xmask & ymask)
''', device_str='cuda')


async_compile.wait(globals())
del async_compile

class Runner:
    def __init__(self, partitions):
        self.partitions = partitions

    def recursively_apply_fns(self, fns):
        new_callables = []
        for fn, c in zip(fns, self.partitions):
            new_callables.append(fn(c))
        self.partitions = new_callables

    def call(self, args):
        primals_1, primals_3, primals_7, primals_8, primals_9, convolution, getitem_1, rsqrt, add_6, avg_pool2d, amax, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, avg_pool2d, amax), ((2, 16, 6, 6), (2, 16, 6, 6), (2, 16, 1, 1)), ((576, 1, 96, 16), (576, 1, 96, 16), (16, 1, 1, 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 1, 1), torch.float32)
            buf3 = empty_strided_cuda((2, 16, 6, 6), (576, 36, 6, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_9, mul_10, sum_1], Original ATen: [aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_0:11
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_0.run(tangents_1, avg_pool2d, amax, buf0, buf3, 32, 36, stream=raw_stream0)
            del avg_pool2d
            del tangents_1
            assert_size_stride(add_6, (2, 16, 12, 12), (2304, 1, 192, 16), 'input')
            buf1 = empty_strided_cuda((2, 16, 1, 1, 2), (32, 2, 2, 2, 1), torch.int64)
            # Topologically Sorted Source Nodes: [eq, sum_2], Original ATen: [aten.eq, aten.sum]
            # [Provenance debug handles] triton_red_fused_eq_sum_1:12
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_eq_sum_1.run(amax, add_6, buf1, 32, 2, 72, stream=raw_stream0)
            buf2 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 1, 1), torch.int64)
            # Topologically Sorted Source Nodes: [eq, sum_2], Original ATen: [aten.eq, aten.sum]
            # [Provenance debug handles] triton_per_fused_eq_sum_2:13
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_eq_sum_2.run(buf1, buf2, 32, 2, stream=raw_stream0)
            del buf1
            assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_7, primals_8), ((2, 16, 12, 12), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((2304, 1, 192, 16), (16, 1, 1, 1), (16, 1, 1, 1), (1, ), (1, )), 'input')
            buf4 = empty_strided_cuda((2, 16, 12, 12), (2304, 144, 12, 1), torch.float32)
            buf11 = empty_strided_cuda((2, 16, 12, 12), (2304, 144, 12, 1), torch.float32)
            buf12 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf15 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf14 = convolution; del convolution  # reuse
            # Topologically Sorted Source Nodes: [mul_10, eq, div_1, mul_11, avg_pool2d_backward, add_7, batch_norm, le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, sum_4, sub_1, mul_13, sum_5, mul_14, unsqueeze_7, unsqueeze_8, unsqueeze_9, mul_15, mul_16, mul_17, unsqueeze_10, unsqueeze_11, unsqueeze_12, mul_18, unsqueeze_13, unsqueeze_14, unsqueeze_15, mul_19, sub_3, sub_4, mul_20, mul_21], Original ATen: [aten.mul, aten.eq, aten.div, aten.avg_pool2d_backward, aten.add, aten._native_batch_norm_legit_functional, aten.hardswish_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_avg_pool2d_backward_div_eq_hardswish_backward_mul_native_batch_norm_backward_3:14
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_avg_pool2d_backward_div_eq_hardswish_backward_mul_native_batch_norm_backward_3.run(buf14, buf0, buf2, amax, add_6, buf3, getitem_1, rsqrt, primals_7, primals_8, buf4, buf11, buf12, buf15, 16, 288, stream=raw_stream0)
            del add_6
            del amax
            del buf0
            del buf2
            del buf3
            del getitem_1
            del primals_7
            del primals_8
            del rsqrt
            buf5 = reinterpret_tensor(buf11, (2, 16, 12, 12), (2304, 1, 16, 192), 0); del buf11  # reuse
            buf8 = empty_strided_cuda((2, 16, 12, 12), (2304, 1, 192, 16), torch.float32)
            # Topologically Sorted Source Nodes: [permute_1, convolution_backward], Original ATen: [aten.transpose, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_transpose_4:15
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_transpose_4.run(buf4, buf5, buf8, 32, 144, stream=raw_stream0)
            del buf4
            buf6 = empty_strided_cuda((16, 3), (3, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_5:16
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_5.run(buf5, buf6, 16, 3, 96, stream=raw_stream0)
            del buf5
            buf7 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_3], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_6:17
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_6.run(buf6, buf7, 16, 3, stream=raw_stream0)
            assert_size_stride_grouped((primals_3, primals_9), ((2, 8, 12, 12), (16, 8, 1, 1)), ((1152, 1, 96, 8), (8, 1, 8, 8)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
            buf9 = torch.ops.aten.convolution_backward.default(buf8, primals_3, primals_9, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf8
            del primals_9
            buf10 = buf9[1]
            assert_tensor_metadata(buf10, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf10, 16, 'torch.ops.aten.convolution_backward.default')
            del buf9
            buf16 = buf6; del buf6  # reuse
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_7:19
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_7.run(buf14, buf16, 16, 3, 96, stream=raw_stream0)
            buf17 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_6:20
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_6.run(buf16, buf17, 16, 3, stream=raw_stream0)
            del buf16
            assert_size_stride(primals_1, (16, 8, 3, 3), (72, 1, 24, 8), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:21
            buf18 = torch.ops.aten.convolution_backward.default(buf14, primals_3, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf14
            del primals_1
            del primals_3
            buf19 = buf18[1]
            assert_tensor_metadata(buf19, (16, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf19, 16, 'torch.ops.aten.convolution_backward.default')
            del buf18
        return (buf19, buf17, None, None, None, None, buf15, buf12, buf10, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 8, 3, 3), (72, 1, 24, 8), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((2, 8, 12, 12), (1152, 1, 96, 8), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((16, 8, 1, 1), (8, 1, 8, 8), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    add_6 = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cuda:0', dtype=torch.float32)
    avg_pool2d = rand_strided((2, 16, 6, 6), (576, 1, 96, 16), device='cuda:0', dtype=torch.float32)
    amax = rand_strided((2, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 16, 6, 6), (576, 1, 96, 16), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3, primals_7, primals_8, primals_9, convolution, getitem_1, rsqrt, add_6, avg_pool2d, amax, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
