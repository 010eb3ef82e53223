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


# kernel path: /tmp/torchinductor_root/tmpev1q2w9e/sj/csjlmpixo45tiht6ecx6hvpxwkss4exnlwoun4nulg2qsz4b3u4m.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 72][72, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_2 : Tensor "f32[2, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [1], True), kwargs = {})
#   return %sum_2
triton_per_fused_sum_0 = async_compile.triton('triton_per_fused_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 2, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': (), 'tiling_scores': {'x': 4, 'r0_': 576}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_sum_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 2
    r0_numel = 72
    R0_BLOCK: tl.constexpr = 128
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 72*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpev1q2w9e/e3/ce3mzqsx3jotfcfoqnfbkctt7iljhmu76t3gmhwhcwhk3iwpetsj.py
# Topologically Sorted Source Nodes: [adaptive_max_pool2d], Original ATen: [aten.adaptive_max_pool2d]
# Source node to ATen node mapping:
#   adaptive_max_pool2d => argmax, view_6
# Graph fragment:
#   %convolution_1 : Tensor "f32[2, 8, 8, 8][512, 64, 8, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %view_6 : Tensor "f32[2, 8, 64][512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [2, 8, 64]), kwargs = {})
#   %argmax : Tensor "i64[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.argmax.default](args = (%view_6, -1), kwargs = {})
#   return %argmax
triton_per_fused_adaptive_max_pool2d_1 = async_compile.triton('triton_per_fused_adaptive_max_pool2d_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_adaptive_max_pool2d_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': (), 'tiling_scores': {'x': 256, 'r0_': 4096}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_adaptive_max_pool2d_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 64
    R0_BLOCK: tl.constexpr = 64
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, float("-inf"))
    tmp4 = tl.broadcast_to(rindex, tmp3.shape)
    tmp2_val, tmp2_idx = triton_helpers.max_with_first_index(tmp3, tmp4, 1)
    tmp2 = tmp2_idx[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpev1q2w9e/ss/cssnb6xtm3qupv2akfyd6bfl3nnaemye474wbx5oq2lrhxzash6k.py
# Topologically Sorted Source Nodes: [view_10, view_11, gather, view_12, add_2, sum_3], Original ATen: [aten.view, aten.gather, aten.add, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_2 => add_2
#   gather => gather
#   sum_3 => sum_3
#   view_10 => view_10
#   view_11 => view_11
#   view_12 => view_12
# Graph fragment:
#   %adaptive_max_pool2d_backward : Tensor "f32[2, 8, 8, 8][512, 64, 8, 1]cuda:0" = PlaceHolder[target=adaptive_max_pool2d_backward]
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 8, 8, 8][512, 64, 8, 1]cuda:0" = PlaceHolder[target=_low_memory_max_pool_offsets_to_indices]
#   %_adaptive_avg_pool2d_backward : Tensor "f32[2, 8, 16, 16][2048, 256, 16, 1]cuda:0" = PlaceHolder[target=_adaptive_avg_pool2d_backward]
#   %add_2 : Tensor "f32[2, 8, 8, 8][512, 64, 8, 1]cuda:0" = PlaceHolder[target=add_2]
#   %view_10 : Tensor "i64[2, 8, 64][512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%_low_memory_max_pool_offsets_to_indices, [2, 8, -1]), kwargs = {})
#   %view_11 : Tensor "f32[2, 8, 256][2048, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%_adaptive_avg_pool2d_backward, [2, 8, -1]), kwargs = {})
#   %gather : Tensor "f32[2, 8, 64][512, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gather.default](args = (%view_11, -1, %view_10), kwargs = {})
#   %view_12 : Tensor "f32[2, 8, 8, 8][512, 64, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%gather, [2, 8, 8, 8]), kwargs = {})
#   %add_2 : Tensor "f32[2, 8, 8, 8][512, 64, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%adaptive_max_pool2d_backward, %view_12), kwargs = {})
#   %sum_3 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_2, [0, 2, 3]), kwargs = {})
#   return %add_2,%sum_3
triton_per_fused_add_convolution_backward_gather_view_2 = async_compile.triton('triton_per_fused_add_convolution_backward_gather_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_convolution_backward_gather_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': (), 'tiling_scores': {'x': 64, 'r0_': 20480}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_convolution_backward_gather_view_2(in_out_ptr0, in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 128
    R0_BLOCK: tl.constexpr = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = (r0_index % 64)
    r0_2 = r0_index // 64
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 64*x0 + 512*r0_2), xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_ptr0 + (r0_1 + 64*x0 + 512*r0_2), xmask, eviction_policy='evict_first', other=0.0)
    tl.device_assert(((0 <= tmp1) & (tmp1 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp1 < 256")
    tmp3 = tl.load(in_ptr1 + (tmp1 + 256*x0 + 2048*r0_2), xmask, eviction_policy='evict_last', other=0.0)
    tmp4 = tmp0 + tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 64*x0 + 512*r0_2), tmp4, xmask)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpev1q2w9e/ku/ckuwb3rkig7ujkm5zkxmpbeg4dlsioftnldocrgsbsa2tf3ey45j.py
# Topologically Sorted Source Nodes: [full_1, view_13, view_14, scatter_add], Original ATen: [aten.max_pool2d_with_indices_backward]
# Source node to ATen node mapping:
#   full_1 => full_default_1
#   scatter_add => scatter_add
#   view_13 => view_13
#   view_14 => view_14
# Graph fragment:
#   %full_default_1 : Tensor "f32[16, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_13 : Tensor "f32[16, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [16, 64]), kwargs = {})
#   %view_14 : Tensor "i64[16, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%_low_memory_max_pool_offsets_to_indices, [16, 64]), kwargs = {})
#   %scatter_add : Tensor "f32[16, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_1, 1, %view_14, %view_13), kwargs = {})
#   return %scatter_add
triton_poi_fused_max_pool2d_with_indices_backward_3 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': (), 'tiling_scores': {'x': 32768}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_backward_3(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4096
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpev1q2w9e/u6/cu6tmn2dtg4druj2yrffqzpv6nwz4xw4shus744uadx6f5kas5h7.py
# Topologically Sorted Source Nodes: [full_1, view_13, view_14, scatter_add], Original ATen: [aten.max_pool2d_with_indices_backward]
# Source node to ATen node mapping:
#   full_1 => full_default_1
#   scatter_add => scatter_add
#   view_13 => view_13
#   view_14 => view_14
# Graph fragment:
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 8, 8, 8][512, 64, 8, 1]cuda:0" = PlaceHolder[target=_low_memory_max_pool_offsets_to_indices]
#   %getitem_2 : Tensor "f32[2, 8, 8, 8][512, 64, 8, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %scatter_add : Tensor "f32[16, 256][256, 1]cuda:0" = PlaceHolder[target=scatter_add]
#   %full_default_1 : Tensor "f32[16, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 256], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_13 : Tensor "f32[16, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem_2, [16, 64]), kwargs = {})
#   %view_14 : Tensor "i64[16, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%_low_memory_max_pool_offsets_to_indices, [16, 64]), kwargs = {})
#   %scatter_add : Tensor "f32[16, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_1, 1, %view_14, %view_13), kwargs = {})
#   return %buf10
triton_poi_fused_max_pool2d_with_indices_backward_4 = async_compile.triton('triton_poi_fused_max_pool2d_with_indices_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_max_pool2d_with_indices_backward_4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': (), 'tiling_scores': {'x': 12288}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_max_pool2d_with_indices_backward_4(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 64
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp2 = tl.load(in_ptr1 + (x2), xmask)
    tl.device_assert(((0 <= tmp0) & (tmp0 < 256)) | ~(xmask), "index out of bounds: 0 <= tmp0 < 256")
    tl.atomic_add(out_ptr0 + (tmp0 + 256*x1), tmp2, xmask, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpev1q2w9e/jz/cjzix3fxlew7hwo7rj4ekod7bpylggymdbw77xls3jrpum6xwa6i.py
# Topologically Sorted Source Nodes: [view_15, scalar_tensor, where, sum_4], Original ATen: [aten.max_pool2d_with_indices_backward, aten.threshold_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   scalar_tensor => full_default_2
#   sum_4 => sum_4
#   view_15 => view_15
#   where => where
# Graph fragment:
#   %le : Tensor "b8[2, 8, 16, 16][2048, 256, 16, 1]cuda:0" = PlaceHolder[target=le]
#   %buf10 : Tensor "f32[16, 256][256, 1]cuda:0" = PlaceHolder[target=buf10]
#   %where : Tensor "f32[2, 8, 16, 16][2048, 256, 16, 1]cuda:0" = PlaceHolder[target=where]
#   %view_15 : Tensor "f32[2, 8, 16, 16][2048, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%scatter_add, [2, 8, 16, 16]), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 8, 16, 16][2048, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default_2, %view_15), kwargs = {})
#   %sum_4 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   return %where,%sum_4
triton_per_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_5 = async_compile.triton('triton_per_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': (), 'tiling_scores': {'x': 64, 'r0_': 36864}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_5(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 512
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = tl.full([R0_BLOCK], True, tl.int1)[None, :]
    roffset = r0_offset
    rindex = r0_index
    r0_1 = (r0_index % 256)
    r0_2 = r0_index // 256
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 2048*r0_2), xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0 + 2048*r0_2), xmask, eviction_policy='evict_first', other=0.0)
    tmp2 = tl.full([1, 1], 0.0, tl.float32)
    tmp3 = tl.where(tmp0, tmp2, tmp1)
    tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 256*x0 + 2048*r0_2), tmp3, xmask)
    tl.store(out_ptr1 + (x0), tmp7, xmask)
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
        primals_1, primals_3, primals_4, getitem, _low_memory_max_pool_offsets_to_indices, convolution_1, view_4, le, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 72), (72, 1), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((2, 1), (1, 2), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_0:10
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_sum_0.run(tangents_1, buf0, 2, 72, stream=raw_stream0)
            assert_size_stride(convolution_1, (2, 8, 8, 8), (512, 64, 8, 1), 'input')
            buf1 = empty_strided_cuda((2, 8), (8, 1), torch.int64)
            # Topologically Sorted Source Nodes: [adaptive_max_pool2d], Original ATen: [aten.adaptive_max_pool2d]
            # [Provenance debug handles] triton_per_fused_adaptive_max_pool2d_1:11
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_adaptive_max_pool2d_1.run(convolution_1, buf1, 16, 64, stream=raw_stream0)
            # Topologically Sorted Source Nodes: [expand, view_8, adaptive_max_pool2d, adaptive_max_pool2d_backward], Original ATen: [aten.expand, aten.view, aten.adaptive_max_pool2d, aten.adaptive_max_pool2d_backward]
            # [Provenance debug handles] torch.ops.aten.adaptive_max_pool2d_backward.default:12
            buf2 = torch.ops.aten.adaptive_max_pool2d_backward.default(reinterpret_tensor(buf0, (2, 8, 1, 1), (1, 0, 0, 0), 0), convolution_1, reinterpret_tensor(buf1, (2, 8, 1, 1), (8, 1, 1, 1), 0))
            assert_tensor_metadata(buf2, (2, 8, 8, 8), (512, 64, 8, 1), torch.float32, 'torch.ops.aten.adaptive_max_pool2d_backward.default')
            assert_alignment(buf2, 16, 'torch.ops.aten.adaptive_max_pool2d_backward.default')
            del buf0
            del buf1
            del convolution_1
            assert_size_stride(view_4, (2, 8, 16, 16), (2048, 256, 16, 1), 'input')
            # Topologically Sorted Source Nodes: [view_9, _adaptive_avg_pool2d_backward], Original ATen: [aten.view, aten._adaptive_avg_pool2d_backward]
            # [Provenance debug handles] torch.ops.aten._adaptive_avg_pool2d_backward.default:13
            buf3 = torch.ops.aten._adaptive_avg_pool2d_backward.default(reinterpret_tensor(tangents_1, (2, 8, 3, 3), (72, 9, 3, 1), 0), view_4)
            assert_tensor_metadata(buf3, (2, 8, 16, 16), (2048, 256, 16, 1), torch.float32, 'torch.ops.aten._adaptive_avg_pool2d_backward.default')
            assert_alignment(buf3, 16, 'torch.ops.aten._adaptive_avg_pool2d_backward.default')
            del tangents_1
            del view_4
            assert_size_stride(_low_memory_max_pool_offsets_to_indices, (2, 8, 8, 8), (512, 64, 8, 1), 'input')
            buf4 = buf2; del buf2  # reuse
            buf5 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_10, view_11, gather, view_12, add_2, sum_3], Original ATen: [aten.view, aten.gather, aten.add, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_add_convolution_backward_gather_view_2:14
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_convolution_backward_gather_view_2.run(buf4, _low_memory_max_pool_offsets_to_indices, buf3, buf5, 8, 128, stream=raw_stream0)
            assert_size_stride_grouped((getitem, primals_4), ((2, 8, 8, 8), (8, 8, 3, 3)), ((512, 64, 8, 1), (72, 9, 3, 1)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:15
            buf6 = torch.ops.aten.convolution_backward.default(buf4, getitem, primals_4, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf4
            del getitem
            del primals_4
            buf7 = buf6[0]
            assert_tensor_metadata(buf7, (2, 8, 8, 8), (512, 64, 8, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf7, 16, 'torch.ops.aten.convolution_backward.default')
            buf8 = buf6[1]
            assert_tensor_metadata(buf8, (8, 8, 3, 3), (72, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf8, 16, 'torch.ops.aten.convolution_backward.default')
            del buf6
            buf9 = reinterpret_tensor(buf3, (16, 256), (256, 1), 0); del buf3  # reuse
            # Topologically Sorted Source Nodes: [full_1, view_13, view_14, scatter_add], Original ATen: [aten.max_pool2d_with_indices_backward]
            # [Provenance debug handles] triton_poi_fused_max_pool2d_with_indices_backward_3:16
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_backward_3.run(buf9, 4096, stream=raw_stream0)
            # Topologically Sorted Source Nodes: [full_1, view_13, view_14, scatter_add], Original ATen: [aten.max_pool2d_with_indices_backward]
            # [Provenance debug handles] triton_poi_fused_max_pool2d_with_indices_backward_4:17
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_max_pool2d_with_indices_backward_4.run(_low_memory_max_pool_offsets_to_indices, buf7, buf9, 1024, stream=raw_stream0)
            del _low_memory_max_pool_offsets_to_indices
            del buf7
            assert_size_stride(le, (2, 8, 16, 16), (2048, 256, 16, 1), 'input')
            buf11 = empty_strided_cuda((2, 8, 16, 16), (2048, 256, 16, 1), torch.float32)
            buf12 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_15, scalar_tensor, where, sum_4], Original ATen: [aten.max_pool2d_with_indices_backward, aten.threshold_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_5:18
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_5.run(le, buf9, buf11, buf12, 8, 512, stream=raw_stream0)
            del buf9
            del le
            assert_size_stride_grouped((primals_3, primals_1), ((2, 3, 16, 16), (8, 3, 3, 3)), ((768, 256, 16, 1), (27, 9, 3, 1)), 'input')
            primals_3 = copy_if_misaligned(primals_3)
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:19
            buf13 = torch.ops.aten.convolution_backward.default(buf11, primals_3, primals_1, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf11
            del primals_1
            del primals_3
            buf14 = buf13[1]
            assert_tensor_metadata(buf14, (8, 3, 3, 3), (27, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.convolution_backward.default')
            del buf13
        return (buf14, buf12, None, buf8, buf5, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((2, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    getitem = rand_strided((2, 8, 8, 8), (512, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    _low_memory_max_pool_offsets_to_indices = rand_strided((2, 8, 8, 8), (512, 64, 8, 1), device='cuda:0', dtype=torch.int64)
    convolution_1 = rand_strided((2, 8, 8, 8), (512, 64, 8, 1), device='cuda:0', dtype=torch.float32)
    view_4 = rand_strided((2, 8, 16, 16), (2048, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    le = rand_strided((2, 8, 16, 16), (2048, 256, 16, 1), device='cuda:0', dtype=torch.bool)
    tangents_1 = rand_strided((2, 72), (72, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, getitem, _low_memory_max_pool_offsets_to_indices, convolution_1, view_4, le, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
