# AOT ID: ['1_backward']
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


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/q7/cq7s7dhg7t3xlsseuateegzuklnhrl7cbfgdlxbbpvdmwnrjuf7l.py
# Topologically Sorted Source Nodes: [input_5, sigmoid, mul_64, sub_28, mul_65, add_60, mul_66, mul_67, view_4, sum_1, view_5, sum_2], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_60 => add_60
#   input_5 => add_36, mul_46, mul_47, sub_17, unsqueeze_10, unsqueeze_11, unsqueeze_6, unsqueeze_7, unsqueeze_8, unsqueeze_9, view_2, view_3
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_67 => mul_67
#   sigmoid => sigmoid
#   sub_28 => sub_28
#   sum_1 => sum_1
#   sum_2 => sum_2
#   view_4 => view_4
#   view_5 => view_5
# Graph fragment:
#   %convolution_1 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_10 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_11]
#   %tangents_1 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %add_36 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*(((s69**2)//s69)), s69*(((s69**2)//s69)), ((s69**2)//s69), 1]cuda:0" = PlaceHolder[target=add_36]
#   %view_2 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), 4*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [%primals_3, 8, 4, %mul_39]), kwargs = {})
#   %sub_17 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_2, %getitem_3), kwargs = {})
#   %mul_46 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_1), kwargs = {})
#   %view_3 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), ((s69**2)//s69), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_46, [%primals_3, 32, %primals_4, %sym_size_int_5]), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, 0), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, 2), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_7, 3), kwargs = {})
#   %mul_47 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_3, %unsqueeze_8), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_11, 0), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 2), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, 3), kwargs = {})
#   %add_36 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_47, %unsqueeze_11), kwargs = {})
#   %sigmoid : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_36,), kwargs = {})
#   %mul_64 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %sigmoid), kwargs = {})
#   %sub_28 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_65 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_36, %sub_28), kwargs = {})
#   %add_60 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_65, 1), kwargs = {})
#   %mul_66 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_64, %add_60), kwargs = {})
#   %mul_67 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_66, %convolution_1), kwargs = {})
#   %view_4 : Tensor "f32[s33, 32, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_67, [%primals_3, 32, %mul_39]), kwargs = {})
#   %sum_1 : Tensor "f32[s33, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_4, [2]), kwargs = {})
#   %view_5 : Tensor "f32[s33, 32, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_66, [%primals_3, 32, %mul_39]), kwargs = {})
#   %sum_2 : Tensor "f32[s33, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_5, [2]), kwargs = {})
#   return %add_36,%sum_1,%sum_2
triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0 = async_compile.triton('triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 1408, 'r0_': 327680}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr1, out_ptr2, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    tmp1 = tl.load(in_ptr1 + (x3 // 4), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x3 // 4), xmask, eviction_policy='evict_last')
    x0 = (xindex % 32)
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp20 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (r0_2 + ks0*x3*((ks0*ks0) // ks0)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr5 + ((r0_2 // ((ks0*ks0) // ks0))*((1) * ((1) >= ((ks0*ks0) // ks0)) + ((ks0*ks0) // ks0) * (((ks0*ks0) // ks0) > (1))) + ks0*x3*((1) * ((1) >= ((ks0*ks0) // ks0)) + ((ks0*ks0) // ks0) * (((ks0*ks0) // ks0) > (1))) + ((r0_2 % ((ks0*ks0) // ks0)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp17 = tl.load(in_ptr0 + ((r0_2 // ((ks0*ks0) // ks0))*((1) * ((1) >= ((ks0*ks0) // ks0)) + ((ks0*ks0) // ks0) * (((ks0*ks0) // ks0) > (1))) + ks0*x3*((1) * ((1) >= ((ks0*ks0) // ks0)) + ((ks0*ks0) // ks0) * (((ks0*ks0) // ks0) > (1))) + ((r0_2 % ((ks0*ks0) // ks0)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp10 = tl.sigmoid(tmp8)
        tmp11 = tmp9 * tmp10
        tmp12 = tl.full([1, 1], 1.0, tl.float32)
        tmp13 = tmp12 - tmp10
        tmp14 = tmp8 * tmp13
        tmp15 = tmp14 + tmp12
        tmp16 = tmp11 * tmp15
        tmp18 = tmp16 * tmp17
        tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
        tmp21 = _tmp20 + tmp19
        _tmp20 = tl.where(r0_mask & xmask, tmp21, _tmp20)
        tmp22 = tl.broadcast_to(tmp16, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask & xmask, tmp24, _tmp23)
        tl.store(out_ptr0 + (r0_2 + ks0*x3*((ks0*ks0) // ks0)), tmp8, r0_mask & xmask)
    tmp20 = tl.sum(_tmp20, 1)[:, None]
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp20, xmask)
    tl.store(out_ptr2 + (x3), tmp23, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/ou/cour7bflmvwsyn5xk2dfh7ckn6gfbc5bu752nkwe2lq3q4zdyovt.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_poi_fused_1 = async_compile.triton('triton_poi_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 14, 'num_store': 2, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 8)
    tmp0 = tl.load(in_ptr0 + (4*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (4*x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 4*x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr1 + (2 + 4*x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr0 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr1 + (3 + 4*x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr2 + (4*x2), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr2 + (1 + 4*x2), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr2 + (2 + 4*x2), xmask, eviction_policy='evict_last')
    tmp23 = tl.load(in_ptr2 + (3 + 4*x2), xmask, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr3 + (x2), xmask)
    tmp29 = tl.load(in_ptr4 + (x2), xmask)
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp9 = tmp7 * tmp8
    tmp10 = tmp6 + tmp9
    tmp13 = tmp11 * tmp12
    tmp14 = tmp10 + tmp13
    tmp16 = tmp15 * tmp1
    tmp18 = tmp17 * tmp4
    tmp19 = tmp16 + tmp18
    tmp21 = tmp20 * tmp8
    tmp22 = tmp19 + tmp21
    tmp24 = tmp23 * tmp12
    tmp25 = tmp22 + tmp24
    tmp26 = -tmp25
    tmp28 = tl.fma(tmp14, tmp27, tmp26)
    tmp30 = tmp28 * tmp29
    tmp31 = tmp30 * tmp29
    tmp32 = tmp31 * tmp29
    tmp33 = tl.full([1], 4.0, tl.float32)
    tmp34 = (ks0).to(tl.float32)
    tmp35 = (tmp34).to(tl.float32)
    tmp36 = tmp33 * tmp35
    tmp37 = tl.full([1], 2.0, tl.float32)
    tmp38 = libdevice.pow(tmp35, tmp37)
    tmp39 = triton.language.div_rn(tmp38, tmp35)
    tmp40 = libdevice.floor(tmp39)
    tmp41 = libdevice.isinf(tmp38).to(tl.int1)
    tmp42 = tmp41 == 0
    tmp43 = libdevice.isnan(tmp38).to(tl.int1)
    tmp44 = tmp43 == 0
    tmp45 = tmp42 & tmp44
    tmp46 = tl.full([1], 0.0, tl.float32)
    tmp47 = tmp35 != tmp46
    tmp48 = tmp41 & tmp47
    tmp49 = tmp38 != tmp46
    tmp50 = tmp45 & tmp49
    tmp51 = libdevice.isinf(tmp35).to(tl.int1)
    tmp52 = tmp38 < tmp46
    tmp53 = tmp35 < tmp46
    tmp54 = tmp52 != tmp53
    tmp55 = tmp51 & tmp54
    tmp56 = tmp50 & tmp55
    tmp57 = tl.full([1], -1.0, tl.float32)
    tmp58 = tl.where(tmp56, tmp57, tmp40)
    tmp59 = tl.full([1], float("nan"), tl.float32)
    tmp60 = tl.where(tmp48, tmp59, tmp58)
    tmp61 = tmp36 * tmp60
    tmp62 = tmp61.to(tl.float64)
    tmp63 = tl.full([1], 1.0, tl.float64)
    tmp64 = (tmp63 / tmp62)
    tmp65 = tmp64.to(tl.float32)
    tmp66 = tmp32 * tmp65
    tmp67 = tmp14 * tmp29
    tmp68 = tmp67 * tmp65
    tl.store(in_out_ptr0 + (x2), tmp66, xmask)
    tl.store(out_ptr1 + (x2), tmp68, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/xj/cxjrvsacvuc2qzctk2dbuk4ab4vt2p3gk52pbjhpivwepvewmtfe.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_red_fused_2 = async_compile.triton('triton_red_fused_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x3 = xindex
    x1 = xindex // 4
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp11 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x3 + 32*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x3 + 32*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x1 + 8*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr3 + (x1 + 8*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 * tmp2
        tmp4 = tmp0 - tmp3
        tmp6 = tmp4 * tmp5
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp10 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
        tmp12 = _tmp11 + tmp10
        _tmp11 = tl.where(r0_mask & xmask, tmp12, _tmp11)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp11 = tl.sum(_tmp11, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/3w/c3wutxt3hnx5yizzgcbnorz3f734a5nqtp2fr2gxc2fobk4wflxn.py
# Topologically Sorted Source Nodes: [input_5, sigmoid, mul_64, sub_28, mul_65, add_60, mul_66, unsqueeze_14, view_8, mul_70, neg_3, mul_76, sub_29, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, view_9, mul_79, mul_80, add_61, add_62], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_60 => add_60
#   add_61 => add_61
#   add_62 => add_62
#   input_5 => squeeze_2, squeeze_3, view_2
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_70 => mul_70
#   mul_76 => mul_76
#   mul_79 => mul_79
#   mul_80 => mul_80
#   neg_3 => neg_3
#   sigmoid => sigmoid
#   sub_28 => sub_28
#   sub_29 => sub_29
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   view_8 => view_8
#   view_9 => view_9
# Graph fragment:
#   %tangents_1 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %add_36 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*(((s69**2)//s69)), s69*(((s69**2)//s69)), ((s69**2)//s69), 1]cuda:0" = PlaceHolder[target=add_36]
#   %rsqrt_1 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_10 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_10]
#   %convolution_1 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %mul_tensor_2 : Tensor "f32[s33, 8][8, 1]cuda:0" = PlaceHolder[target=mul_tensor_2]
#   %getitem_3 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %mul_tensor_3 : Tensor "f32[s33, 8][8, 1]cuda:0" = PlaceHolder[target=mul_tensor_3]
#   %view_2 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), 4*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [%primals_3, 8, 4, %mul_39]), kwargs = {})
#   %sigmoid : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_36,), kwargs = {})
#   %mul_64 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %sigmoid), kwargs = {})
#   %sub_28 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_65 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_36, %sub_28), kwargs = {})
#   %add_60 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_65, 1), kwargs = {})
#   %mul_66 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_64, %add_60), kwargs = {})
#   %squeeze_3 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [2, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s33, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, -1), kwargs = {})
#   %view_8 : Tensor "f32[1, 8, 4][32, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_10, [1, 8, 4]), kwargs = {})
#   %mul_70 : Tensor "f32[s33, 8, 4][32, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_14, %view_8), kwargs = {})
#   %squeeze_2 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [2, 3]), kwargs = {})
#   %neg_3 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_2,), kwargs = {})
#   %mul_76 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_3, %squeeze_2), kwargs = {})
#   %sub_29 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_76, %mul_tensor_3), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s33, 8, 4, 1][32, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_70, -1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s33, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_2, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s33, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_29, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %view_9 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), 4*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_66, [%primals_3, 8, 4, %mul_39]), kwargs = {})
#   %mul_79 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_15), kwargs = {})
#   %mul_80 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, %unsqueeze_17), kwargs = {})
#   %add_61 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_79, %mul_80), kwargs = {})
#   %add_62 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_61, %unsqueeze_19), kwargs = {})
#   return %add_62
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 328064}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x4 = xindex // ks0
    x5 = xindex
    x7 = xindex // ks2
    x8 = ((xindex // ks0) % 32)
    tmp0 = tl.load(in_ptr0 + ((x0 // ((ks1*ks1) // ks1))*((1) * ((1) >= ((ks1*ks1) // ks1)) + ((ks1*ks1) // ks1) * (((ks1*ks1) // ks1) > (1))) + ks1*x4*((1) * ((1) >= ((ks1*ks1) // ks1)) + ((ks1*ks1) // ks1) * (((ks1*ks1) // ks1) > (1))) + ((x0 % ((ks1*ks1) // ks1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x5), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr1 + (x7), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr2 + (x8), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x5), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x7), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr5 + (x7), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr6 + (x7), xmask, eviction_policy='evict_last')
    tmp2 = tl.sigmoid(tmp1)
    tmp3 = tmp0 * tmp2
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp4 - tmp2
    tmp6 = tmp1 * tmp5
    tmp7 = tmp6 + tmp4
    tmp8 = tmp3 * tmp7
    tmp11 = tmp9 * tmp10
    tmp12 = tmp8 * tmp11
    tmp15 = tmp13 * tmp14
    tmp16 = tmp12 + tmp15
    tmp17 = -tmp14
    tmp19 = tmp17 * tmp18
    tmp21 = tmp19 - tmp20
    tmp22 = tmp16 + tmp21
    tl.store(in_out_ptr0 + (x5), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/zx/czxzpqnh6oi4kph7f4xx2jkp33jxhh5k3y3e3chkfc7o6tzmssrb.py
# Topologically Sorted Source Nodes: [input_5, sigmoid, mul_64, sub_28, mul_65, add_60, mul_66, unsqueeze_14, view_8, mul_70, neg_3, mul_76, sub_29, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, view_9, mul_79, mul_80, add_61, add_62, view_11, sum_7], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_60 => add_60
#   add_61 => add_61
#   add_62 => add_62
#   input_5 => squeeze_2, squeeze_3, view_2
#   mul_64 => mul_64
#   mul_65 => mul_65
#   mul_66 => mul_66
#   mul_70 => mul_70
#   mul_76 => mul_76
#   mul_79 => mul_79
#   mul_80 => mul_80
#   neg_3 => neg_3
#   sigmoid => sigmoid
#   sub_28 => sub_28
#   sub_29 => sub_29
#   sum_7 => sum_7
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   view_11 => view_11
#   view_8 => view_8
#   view_9 => view_9
# Graph fragment:
#   %add_62 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*s69*(((s69**2)//s69)), 4*s69*(((s69**2)//s69)), s69*(((s69**2)//s69)), 1]cuda:0" = PlaceHolder[target=add_62]
#   %view_2 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), 4*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution_1, [%primals_3, 8, 4, %mul_39]), kwargs = {})
#   %sigmoid : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_36,), kwargs = {})
#   %mul_64 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %sigmoid), kwargs = {})
#   %sub_28 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_65 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_36, %sub_28), kwargs = {})
#   %add_60 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_65, 1), kwargs = {})
#   %mul_66 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_64, %add_60), kwargs = {})
#   %squeeze_3 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [2, 3]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[s33, 8, 1][8, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, -1), kwargs = {})
#   %view_8 : Tensor "f32[1, 8, 4][32, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_10, [1, 8, 4]), kwargs = {})
#   %mul_70 : Tensor "f32[s33, 8, 4][32, 4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_14, %view_8), kwargs = {})
#   %squeeze_2 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [2, 3]), kwargs = {})
#   %neg_3 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_2,), kwargs = {})
#   %mul_76 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_3, %squeeze_2), kwargs = {})
#   %sub_29 : Tensor "f32[s33, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_76, %mul_tensor_3), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[s33, 8, 4, 1][32, 4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_70, -1), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[s33, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_2, -1), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_16, -1), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[s33, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_29, -1), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[s33, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, -1), kwargs = {})
#   %view_9 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), 4*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_66, [%primals_3, 8, 4, %mul_39]), kwargs = {})
#   %mul_79 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_9, %unsqueeze_15), kwargs = {})
#   %mul_80 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, %unsqueeze_17), kwargs = {})
#   %add_61 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_79, %mul_80), kwargs = {})
#   %add_62 : Tensor "f32[s33, 8, 4, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 4*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_61, %unsqueeze_19), kwargs = {})
#   %view_11 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), ((s69**2)//s69), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_62, [%primals_3, 32, %primals_4, %sym_size_int_5]), kwargs = {})
#   %sum_7 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_11, [0, 2, 3]), kwargs = {})
#   return %sum_7
triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4 = async_compile.triton('triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 256, 'r0_': 65536}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4(in_ptr0, out_ptr0, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks1*x0*((ks1*ks1) // ks1) + 32*ks1*r0_2*((ks1*ks1) // ks1)), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/e3/ce3pt7tqt47btf5xswra365lzzdmxjcwd5ehgztm23ghk4ebr67w.py
# Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   input_2 => add_6, mul_14, mul_15, sub_3, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view, view_1
# Graph fragment:
#   %convolution : Tensor "f32[s33, 32, s69, s69][32*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[s33, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s33, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_6 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_7]
#   %view : Tensor "f32[s33, 4, 8, s69**2][32*s69**2, 8*s69**2, s69**2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [%primals_3, 4, 8, %mul_7]), kwargs = {})
#   %sub_3 : Tensor "f32[s33, 4, 8, s69**2][32*s69**2, 8*s69**2, s69**2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %mul_14 : Tensor "f32[s33, 4, 8, s69**2][32*s69**2, 8*s69**2, s69**2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69**2, s69**2, ((s69**2)//s69), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_14, [%primals_3, 32, %primals_4, %primals_4]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_15 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 32, 1][32, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 32, 1, 1][32, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_6 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_15, %unsqueeze_5), kwargs = {})
#   return %add_6
triton_poi_fused_native_group_norm_5 = async_compile.triton('triton_poi_fused_native_group_norm_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_native_group_norm_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 196928}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x4 = xindex // ks0
    x1 = ((xindex // ks0) % 32)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x4 // 8), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x4 // 8), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tl.store(out_ptr0 + (x3), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/zl/czlxquy3lgkcptuvczur5zfaqcwhjpklurzcyuxlpuistodhgzzq.py
# Topologically Sorted Source Nodes: [sigmoid_1, mul_83, sub_31, mul_84, add_63, mul_85, mul_86, view_15, sum_8, view_16, sum_9], Original ATen: [aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_63 => add_63
#   mul_83 => mul_83
#   mul_84 => mul_84
#   mul_85 => mul_85
#   mul_86 => mul_86
#   sigmoid_1 => sigmoid_1
#   sub_31 => sub_31
#   sum_8 => sum_8
#   sum_9 => sum_9
#   view_15 => view_15
#   view_16 => view_16
# Graph fragment:
#   %getitem_4 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %add_6 : Tensor "f32[s33, 32, s69, s69][32*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=add_6]
#   %convolution : Tensor "f32[s33, 32, s69, s69][32*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution]
#   %sigmoid_1 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_6,), kwargs = {})
#   %mul_83 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_4, %sigmoid_1), kwargs = {})
#   %sub_31 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_84 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %sub_31), kwargs = {})
#   %add_63 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_84, 1), kwargs = {})
#   %mul_85 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, %add_63), kwargs = {})
#   %mul_86 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_85, %convolution), kwargs = {})
#   %view_15 : Tensor "f32[s33, 32, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_86, [%primals_3, 32, %mul_7]), kwargs = {})
#   %sum_8 : Tensor "f32[s33, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_15, [2]), kwargs = {})
#   %view_16 : Tensor "f32[s33, 32, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_85, [%primals_3, 32, %mul_7]), kwargs = {})
#   %sum_9 : Tensor "f32[s33, 32][32, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_16, [2]), kwargs = {})
#   return %sum_8,%sum_9
triton_red_fused_native_group_norm_backward_silu_backward_6 = async_compile.triton('triton_red_fused_native_group_norm_backward_silu_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_native_group_norm_backward_silu_backward_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 1024, 'r0_': 196608}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_native_group_norm_backward_silu_backward_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (((1) * ((1) >= (ks0 // ks1)) + (ks0 // ks1) * ((ks0 // ks1) > (1)))*(((r0_1 // (ks0 // ks1)) % ks1)) + ks1*x0*((1) * ((1) >= (ks0 // ks1)) + (ks0 // ks1) * ((ks0 // ks1) > (1))) + ((r0_1 % (ks0 // ks1)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (ks0*x0 + ks1*(((r0_1 // (ks0 // ks1)) % ks1)) + ((r0_1 % (ks0 // ks1)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr2 + (ks0*x0 + ks1*(((r0_1 // (ks0 // ks1)) % ks1)) + ((r0_1 % (ks0 // ks1)))), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.sigmoid(tmp1)
        tmp3 = tmp0 * tmp2
        tmp4 = tl.full([1, 1], 1.0, tl.float32)
        tmp5 = tmp4 - tmp2
        tmp6 = tmp1 * tmp5
        tmp7 = tmp6 + tmp4
        tmp8 = tmp3 * tmp7
        tmp10 = tmp8 * tmp9
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
        tmp14 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp12, xmask)
    tl.store(out_ptr1 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/fc/cfct6osgowhils6nvxs7yvmvgmwje7ct66qlwkpaprrfqzqupnaa.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_red_fused_7 = async_compile.triton('triton_red_fused_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 2},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel_0': 'i32', 'r0_numel_1': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 2, 'min_blocks': None, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK', 'R0_BLOCK'), 'default_config': None, 'no_x_dim_0': None, 'xnumel_0': None, 'no_x_dim_1': False, 'xnumel_1': 32}, 'kernel_name': 'triton_red_fused_7', 'mutated_arg_names': [], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False, 'max_persistent_rblock': 8}
)
@triton.jit
def triton_red_fused_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel_0, r0_numel_1, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    pid = tl.program_id(0)
    num_xblocks_0 = tl.cdiv(xnumel_0, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(32, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        r0_numel = 8
        R0_BLOCK_0: tl.constexpr = 8
        rnumel = r0_numel
        RBLOCK: tl.constexpr = R0_BLOCK_0
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
        xmask = xindex < xnumel_0
        r0_index = tl.arange(0, R0_BLOCK_0)[None, :]
        r0_offset = 0
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        x3 = xindex
        x0 = (xindex % 4)
        tmp0 = tl.load(in_ptr0 + (r0_2 + 8*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (r0_2 + 8*x0), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tl.load(in_ptr2 + (r0_2 + 8*x3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 * tmp1
        tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK_0])
        tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
        tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
        tmp8 = tmp7 * tmp1
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK_0])
        tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
        tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
        tl.store(out_ptr0 + (x3), tmp6, xmask)
        tl.store(out_ptr1 + (x3), tmp12, xmask)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 32
        rnumel = r0_numel_1
        RBLOCK: tl.constexpr = R0_BLOCK
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
        xmask = xindex < xnumel
        r0_base = tl.arange(0, R0_BLOCK)[None, :]
        rbase = r0_base
        x7 = xindex
        x5 = xindex // 8
        _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
        _tmp24 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
        for r0_offset in tl.range(0, r0_numel_1, R0_BLOCK):
            r0_index = r0_offset + r0_base
            r0_mask = r0_index < r0_numel_1
            roffset = r0_offset
            rindex = r0_index
            r0_6 = r0_index
            tmp13 = tl.load(in_ptr0 + (x7 + 32*r0_6), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
            tmp14 = tl.load(in_ptr2 + (x7 + 32*r0_6), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
            tmp15 = tl.load(in_ptr3 + (x5 + 4*r0_6), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
            tmp18 = tl.load(in_ptr4 + (x5 + 4*r0_6), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
            tmp16 = tmp14 * tmp15
            tmp17 = tmp13 - tmp16
            tmp19 = tmp17 * tmp18
            tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
            tmp22 = _tmp21 + tmp20
            _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
            tmp23 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
            tmp25 = _tmp24 + tmp23
            _tmp24 = tl.where(r0_mask & xmask, tmp25, _tmp24)
        tmp21 = tl.sum(_tmp21, 1)[:, None]
        tmp24 = tl.sum(_tmp24, 1)[:, None]
        tl.store(out_ptr2 + (x7), tmp21, xmask)
        tl.store(out_ptr3 + (x7), tmp24, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/f2/cf2tbwzg4m56k7obdj2fki5ixh67hdfnr33t42eyaxqsfrj5txde.py
# Topologically Sorted Source Nodes: [scalar_tensor_default, scalar_tensor_default_3, input_2, sigmoid_1, mul_83, sub_31, mul_84, add_63, mul_85, unsqueeze_24, view_19, mul_89, neg_4, addcmul_1, mul_90, mul_91, mul_92, scalar_tensor_default_5, neg_5, mul_95, mul_96, sub_32, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, view_20, mul_98, mul_99, add_64, add_65], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_63 => add_63
#   add_64 => add_64
#   add_65 => add_65
#   addcmul_1 => addcmul_1
#   input_2 => squeeze, squeeze_1, view
#   mul_83 => mul_83
#   mul_84 => mul_84
#   mul_85 => mul_85
#   mul_89 => mul_89
#   mul_90 => mul_90
#   mul_91 => mul_91
#   mul_92 => mul_92
#   mul_95 => mul_95
#   mul_96 => mul_96
#   mul_98 => mul_98
#   mul_99 => mul_99
#   neg_4 => neg_4
#   neg_5 => neg_5
#   scalar_tensor_default => full_default
#   scalar_tensor_default_3 => full_default_2
#   scalar_tensor_default_5 => full_default_4
#   sigmoid_1 => sigmoid_1
#   sub_31 => sub_31
#   sub_32 => sub_32
#   unsqueeze_24 => unsqueeze_24
#   unsqueeze_25 => unsqueeze_25
#   unsqueeze_26 => unsqueeze_26
#   unsqueeze_27 => unsqueeze_27
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   view_19 => view_19
#   view_20 => view_20
# Graph fragment:
#   %getitem_4 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %add_6 : Tensor "f32[s33, 32, s69, s69][32*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=add_6]
#   %rsqrt : Tensor "f32[s33, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_6 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_6]
#   %convolution : Tensor "f32[s33, 32, s69, s69][32*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution]
#   %sum_10 : Tensor "f32[s33, 4][4, 1]cuda:0" = PlaceHolder[target=sum_10]
#   %sum_11 : Tensor "f32[s33, 4][4, 1]cuda:0" = PlaceHolder[target=sum_11]
#   %getitem_1 : Tensor "f32[s33, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %add_64 : Tensor "f32[s33, 4, 8, s69**2][32*s69**2, 8*s69**2, s69**2, 1]cuda:0" = PlaceHolder[target=add_64]
#   %full_default : Tensor "f64[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_2 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %full_default_2 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 2), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %pow_tensor_tensor : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.pow.Tensor_Tensor](args = (%scalar_tensor_default_2, %full_default_2), kwargs = {})
#   %view : Tensor "f32[s33, 4, 8, s69**2][32*s69**2, 8*s69**2, s69**2, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [%primals_3, 4, 8, %mul_7]), kwargs = {})
#   %sigmoid_1 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_6,), kwargs = {})
#   %mul_83 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_4, %sigmoid_1), kwargs = {})
#   %sub_31 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_84 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_6, %sub_31), kwargs = {})
#   %add_63 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_84, 1), kwargs = {})
#   %mul_85 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_83, %add_63), kwargs = {})
#   %squeeze_1 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [2, 3]), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[s33, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_1, -1), kwargs = {})
#   %view_19 : Tensor "f32[1, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_6, [1, 4, 8]), kwargs = {})
#   %mul_89 : Tensor "f32[s33, 4, 8][32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_24, %view_19), kwargs = {})
#   %neg_4 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%sum_10,), kwargs = {})
#   %squeeze : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %addcmul_1 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addcmul.default](args = (%neg_4, %sum_11, %squeeze), kwargs = {})
#   %mul_90 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%addcmul_1, %squeeze_1), kwargs = {})
#   %mul_91 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_90, %squeeze_1), kwargs = {})
#   %mul_92 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_91, %squeeze_1), kwargs = {})
#   %full_default_4 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 8), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %mul_tensor_4 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_4, %pow_tensor_tensor), kwargs = {})
#   %convert_element_type_default_3 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_4, torch.float64), kwargs = {})
#   %true_divide_tensor_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default, %convert_element_type_default_3), kwargs = {})
#   %convert_element_type_default_4 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor_1, torch.float32), kwargs = {})
#   %mul_tensor_5 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_92, %convert_element_type_default_4), kwargs = {})
#   %neg_5 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_5,), kwargs = {})
#   %mul_95 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_5, %squeeze), kwargs = {})
#   %mul_96 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, %squeeze_1), kwargs = {})
#   %mul_tensor_6 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %convert_element_type_default_4), kwargs = {})
#   %sub_32 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_95, %mul_tensor_6), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[s33, 4, 8, 1][32, 8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_89, -1), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[s33, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_tensor_5, -1), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[s33, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, -1), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[s33, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_32, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[s33, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %view_20 : Tensor "f32[s33, 4, 8, s69*(((s69**2)//s69))][32*s69*Max(1, ((s69**2)//s69)), 8*s69*Max(1, ((s69**2)//s69)), s69*Max(1, ((s69**2)//s69)), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_85, [%primals_3, 4, 8, %mul_7]), kwargs = {})
#   %mul_98 : Tensor "f32[s33, 4, 8, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 8*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_20, %unsqueeze_25), kwargs = {})
#   %mul_99 : Tensor "f32[s33, 4, 8, s69**2][32*s69**2, 8*s69**2, s69**2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view, %unsqueeze_27), kwargs = {})
#   %add_64 : Tensor "f32[s33, 4, 8, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 8*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_98, %mul_99), kwargs = {})
#   %add_65 : Tensor "f32[s33, 4, 8, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 8*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_64, %unsqueeze_29), kwargs = {})
#   return %add_64,%add_65
triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'ks2': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 327936}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, ks0, ks1, ks2, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % ks0)
    x6 = xindex // ks0
    x5 = xindex // ks2
    x7 = ((xindex // ks0) % 32)
    x8 = xindex
    tmp0 = tl.load(in_ptr0 + (((1) * ((1) >= (ks0 // ks1)) + (ks0 // ks1) * ((ks0 // ks1) > (1)))*(((x0 // (ks0 // ks1)) % ks1)) + ks1*x6*((1) * ((1) >= (ks0 // ks1)) + (ks0 // ks1) * ((ks0 // ks1) > (1))) + ((x0 % (ks0 // ks1)))), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (ks0*x6 + ks1*(((x0 // (ks0 // ks1)) % ks1)) + ((x0 % (ks0 // ks1)))), xmask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr2 + (x5), xmask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + (x7), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_out_ptr0 + (x8), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr4 + (x5), xmask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x5), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr6 + (x5), xmask, eviction_policy='evict_last')
    tmp2 = tl.sigmoid(tmp1)
    tmp3 = tmp0 * tmp2
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp4 - tmp2
    tmp6 = tmp1 * tmp5
    tmp7 = tmp6 + tmp4
    tmp8 = tmp3 * tmp7
    tmp11 = tmp9 * tmp10
    tmp12 = tmp8 * tmp11
    tmp15 = -tmp14
    tmp18 = tl.fma(tmp16, tmp17, tmp15)
    tmp19 = tmp18 * tmp9
    tmp20 = tmp19 * tmp9
    tmp21 = tmp20 * tmp9
    tmp22 = (ks1).to(tl.float32)
    tmp23 = (tmp22).to(tl.float32)
    tmp24 = tl.full([1], 2.0, tl.float32)
    tmp25 = libdevice.pow(tmp23, tmp24)
    tmp26 = tl.full([1], 8.0, tl.float32)
    tmp27 = tmp26 * tmp25
    tmp28 = tmp27.to(tl.float64)
    tmp29 = tl.full([1], 1.0, tl.float64)
    tmp30 = (tmp29 / tmp28)
    tmp31 = tmp30.to(tl.float32)
    tmp32 = tmp21 * tmp31
    tmp33 = tmp13 * tmp32
    tmp34 = tmp12 + tmp33
    tmp35 = -tmp32
    tmp36 = tmp35 * tmp17
    tmp37 = tmp16 * tmp9
    tmp38 = tmp37 * tmp31
    tmp39 = tmp36 - tmp38
    tmp40 = tmp34 + tmp39
    tl.store(in_out_ptr0 + (x8), tmp40, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp0l4hyw9p/bc/cbcfzqwdbumiwodns7g4p73tk5xmnvu2m5t7g4zrmf3eilns3wvj.py
# Topologically Sorted Source Nodes: [scalar_tensor_default, scalar_tensor_default_3, input_2, neg_4, addcmul_1, mul_90, mul_91, mul_92, scalar_tensor_default_5, neg_5, mul_95, mul_96, sub_32, unsqueeze_28, unsqueeze_29, add_65, view_22, sum_14], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_65 => add_65
#   addcmul_1 => addcmul_1
#   input_2 => squeeze, squeeze_1
#   mul_90 => mul_90
#   mul_91 => mul_91
#   mul_92 => mul_92
#   mul_95 => mul_95
#   mul_96 => mul_96
#   neg_4 => neg_4
#   neg_5 => neg_5
#   scalar_tensor_default => full_default
#   scalar_tensor_default_3 => full_default_2
#   scalar_tensor_default_5 => full_default_4
#   sub_32 => sub_32
#   sum_14 => sum_14
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   view_22 => view_22
# Graph fragment:
#   %add_65 : Tensor "f32[s33, 4, 8, s69**2][32*s69**2, 8*s69**2, s69**2, 1]cuda:0" = PlaceHolder[target=add_65]
#   %full_default : Tensor "f64[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 1.0), kwargs = {dtype: torch.float64, layout: torch.strided, device: cpu, pin_memory: False})
#   %scalar_tensor_default_2 : Tensor "f32[][]cpu"[num_users=3] = call_function[target=torch.ops.aten.scalar_tensor.default](args = (%primals_4,), kwargs = {})
#   %full_default_2 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 2), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %pow_tensor_tensor : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.aten.pow.Tensor_Tensor](args = (%scalar_tensor_default_2, %full_default_2), kwargs = {})
#   %squeeze_1 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [2, 3]), kwargs = {})
#   %neg_4 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%sum_10,), kwargs = {})
#   %squeeze : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %addcmul_1 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addcmul.default](args = (%neg_4, %sum_11, %squeeze), kwargs = {})
#   %mul_90 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%addcmul_1, %squeeze_1), kwargs = {})
#   %mul_91 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_90, %squeeze_1), kwargs = {})
#   %mul_92 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_91, %squeeze_1), kwargs = {})
#   %full_default_4 : Tensor "i64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 8), kwargs = {dtype: torch.int64, layout: torch.strided, device: cpu, pin_memory: False})
#   %mul_tensor_4 : Tensor "f32[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%full_default_4, %pow_tensor_tensor), kwargs = {})
#   %convert_element_type_default_3 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%mul_tensor_4, torch.float64), kwargs = {})
#   %true_divide_tensor_1 : Tensor "f64[][]cpu"[num_users=1] = call_function[target=torch.ops.aten.true_divide.Tensor](args = (%full_default, %convert_element_type_default_3), kwargs = {})
#   %convert_element_type_default_4 : Tensor "f32[][]cpu"[num_users=2] = call_function[target=torch.ops.prims.convert_element_type.default](args = (%true_divide_tensor_1, torch.float32), kwargs = {})
#   %mul_tensor_5 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_92, %convert_element_type_default_4), kwargs = {})
#   %neg_5 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_tensor_5,), kwargs = {})
#   %mul_95 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_5, %squeeze), kwargs = {})
#   %mul_96 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_11, %squeeze_1), kwargs = {})
#   %mul_tensor_6 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_96, %convert_element_type_default_4), kwargs = {})
#   %sub_32 : Tensor "f32[s33, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_95, %mul_tensor_6), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[s33, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_32, -1), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[s33, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_28, -1), kwargs = {})
#   %add_65 : Tensor "f32[s33, 4, 8, s69*(((s69**2)//s69))][32*Max(1, s69*(((s69**2)//s69))), 8*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_64, %unsqueeze_29), kwargs = {})
#   %view_22 : Tensor "f32[s33, 32, s69, ((s69**2)//s69)][32*Max(1, s69*(((s69**2)//s69))), Max(1, s69*(((s69**2)//s69))), ((s69**2)//s69), 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%add_65, [%primals_3, 32, %primals_4, %primals_4]), kwargs = {})
#   %sum_14 : Tensor "f32[32][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_22, [0, 2, 3]), kwargs = {})
#   return %sum_14
triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9 = async_compile.triton('triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 256, 'r0_': 65536}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9(in_ptr0, out_ptr0, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0 + 32*ks0*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
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
        primals_3, primals_4, sym_size_int_5, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_11, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, tangents_1 = args
        args.clear()
        s33 = primals_3
        s69 = primals_4
        assert_size_stride_grouped((convolution_1, getitem_3, rsqrt_1, primals_10, primals_11, tangents_1), ((s33, 32, s69, (s69*s69) // s69), (s33, 8, 1, 1), (s33, 8, 1, 1), (32, ), (32, ), (s33, 32, s69, (s69*s69) // s69)), ((32*s69*max(1, (s69*s69) // s69), s69*max(1, (s69*s69) // s69), max(1, (s69*s69) // s69), 1), (8, 1, 1, 1), (8, 1, 1, 1), (1, ), (1, ), (32*s69*max(1, (s69*s69) // s69), s69*max(1, (s69*s69) // s69), max(1, (s69*s69) // s69), 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((s33, 32, s69, (s69*s69) // s69), (32*s69*((s69*s69) // s69), s69*((s69*s69) // s69), (s69*s69) // s69, 1), torch.float32)
            buf1 = empty_strided_cuda((s33, 32), (32, 1), torch.float32)
            buf2 = empty_strided_cuda((s33, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, sigmoid, mul_64, sub_28, mul_65, add_60, mul_66, mul_67, view_4, sum_1, view_5, sum_2], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0:7
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0_xnumel = 32*s33
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0_r0_numel = s69*((s69*s69) // s69)
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0.run(convolution_1, getitem_3, rsqrt_1, primals_10, primals_11, tangents_1, buf0, buf1, buf2, s69, triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0_xnumel, triton_red_fused_native_group_norm_native_group_norm_backward_silu_backward_0_r0_numel, stream=raw_stream0)
            del primals_11
            buf4 = empty_strided_cuda((s33, 8), (8, 1), torch.float32)
            buf5 = buf4; del buf4  # reuse
            buf6 = empty_strided_cuda((s33, 8), (8, 1), torch.float32)
            buf8 = empty_strided_cuda((8, 4), (4, 1), torch.float32)
            buf9 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_poi_fused_1:8
            triton_poi_fused_1_xnumel = 8*s33
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_1.run(buf5, buf2, primals_10, buf1, getitem_3, rsqrt_1, buf6, s69, triton_poi_fused_1_xnumel, stream=raw_stream0)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_red_fused_2:9
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_2.run(buf1, buf2, getitem_3, rsqrt_1, buf8, buf9, 32, s33, stream=raw_stream0)
            ps0 = s69*((s69*s69) // s69)
            ps1 = 4*s69*((s69*s69) // s69)
            buf7 = reinterpret_tensor(buf0, (s33, 8, 4, s69*((s69*s69) // s69)), (32*s69*((s69*s69) // s69), 4*s69*((s69*s69) // s69), s69*((s69*s69) // s69), 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [input_5, sigmoid, mul_64, sub_28, mul_65, add_60, mul_66, unsqueeze_14, view_8, mul_70, neg_3, mul_76, sub_29, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, view_9, mul_79, mul_80, add_61, add_62], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3:10
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3_xnumel = 32*s33*s69*((s69*s69) // s69)
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3.run(buf7, tangents_1, rsqrt_1, primals_10, convolution_1, buf5, getitem_3, buf6, ps0, s69, ps1, triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_3_xnumel, stream=raw_stream0)
            del buf5
            del buf6
            del convolution_1
            del getitem_3
            del primals_10
            del rsqrt_1
            del tangents_1
            buf10 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [input_5, sigmoid, mul_64, sub_28, mul_65, add_60, mul_66, unsqueeze_14, view_8, mul_70, neg_3, mul_76, sub_29, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, view_9, mul_79, mul_80, add_61, add_62, view_11, sum_7], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4:11
            triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4_r0_numel = s33*s69*((s69*s69) // s69)
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4.run(buf7, buf10, ps0, s69, 32, triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_silu_backward_4_r0_numel, stream=raw_stream0)
            assert_size_stride_grouped((div, primals_8), ((s33, 32, s69, (s69*s69) // s69), (32, 32, 3, 3)), ((32*s69*max(1, (s69*s69) // s69), s69*max(1, (s69*s69) // s69), max(1, (s69*s69) // s69), 1), (288, 9, 3, 1)), 'input')
            # Topologically Sorted Source Nodes: [input_5, sigmoid, mul_64, sub_28, mul_65, add_60, mul_66, unsqueeze_14, view_8, mul_70, neg_3, mul_76, sub_29, unsqueeze_15, unsqueeze_16, unsqueeze_17, unsqueeze_18, unsqueeze_19, view_9, mul_79, mul_80, add_61, add_62, view_11, convolution_backward], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:12
            buf11 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf7, (s33, 32, s69, (s69*s69) // s69), (32*s69*((s69*s69) // s69), s69*((s69*s69) // s69), (s69*s69) // s69, 1), 0), div, primals_8, [32], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf7
            del div
            del primals_8
            buf12 = buf11[0]
            assert_tensor_metadata(buf12, (s33, 32, s69, (s69*s69) // s69), (32*s69*max(1, (s69*s69) // s69), s69*max(1, (s69*s69) // s69), max(1, (s69*s69) // s69), 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.convolution_backward.default')
            buf13 = buf11[1]
            assert_tensor_metadata(buf13, (32, 32, 3, 3), (288, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf13, 16, 'torch.ops.aten.convolution_backward.default')
            del buf11
            assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((s33, 32, s69, s69), (s33, 4, 1, 1), (s33, 4, 1, 1), (32, ), (32, )), ((32*s69*s69, s69*s69, s69, 1), (4, 1, 1, 1), (4, 1, 1, 1), (1, ), (1, )), 'input')
            ps2 = s69*s69
            buf14 = empty_strided_cuda((s33, 32, s69, s69), (32*s69*s69, s69*s69, s69, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten.native_group_norm]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_5:13
            triton_poi_fused_native_group_norm_5_xnumel = 32*s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_5.run(convolution, getitem_1, rsqrt, primals_6, primals_7, buf14, ps2, triton_poi_fused_native_group_norm_5_xnumel, stream=raw_stream0)
            del primals_7
            buf15 = buf2; del buf2  # reuse
            buf16 = buf1; del buf1  # reuse
            # Topologically Sorted Source Nodes: [sigmoid_1, mul_83, sub_31, mul_84, add_63, mul_85, mul_86, view_15, sum_8, view_16, sum_9], Original ATen: [aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_group_norm_backward_silu_backward_6:14
            triton_red_fused_native_group_norm_backward_silu_backward_6_xnumel = 32*s33
            triton_red_fused_native_group_norm_backward_silu_backward_6_r0_numel = s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_native_group_norm_backward_silu_backward_6.run(buf12, buf14, convolution, buf15, buf16, ps2, s69, triton_red_fused_native_group_norm_backward_silu_backward_6_xnumel, triton_red_fused_native_group_norm_backward_silu_backward_6_r0_numel, stream=raw_stream0)
            buf17 = empty_strided_cuda((s33, 4), (4, 1), torch.float32)
            buf18 = empty_strided_cuda((s33, 4), (4, 1), torch.float32)
            buf21 = empty_strided_cuda((4, 8), (8, 1), torch.float32)
            buf22 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_red_fused_7:15
            triton_red_fused_7_xnumel_0 = 4*s33
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_7.run(buf15, primals_6, buf16, getitem_1, rsqrt, buf17, buf18, buf21, buf22, triton_red_fused_7_xnumel_0, s33, stream=raw_stream0)
            del buf15
            del buf16
            ps3 = 8*s69*s69
            buf19 = reinterpret_tensor(convolution, (s33, 4, 8, s69*s69), (32*s69*s69, 8*s69*s69, s69*s69, 1), 0); del convolution  # reuse
            buf20 = buf19; del buf19  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor_default, scalar_tensor_default_3, input_2, sigmoid_1, mul_83, sub_31, mul_84, add_63, mul_85, unsqueeze_24, view_19, mul_89, neg_4, addcmul_1, mul_90, mul_91, mul_92, scalar_tensor_default_5, neg_5, mul_95, mul_96, sub_32, unsqueeze_25, unsqueeze_26, unsqueeze_27, unsqueeze_28, unsqueeze_29, view_20, mul_98, mul_99, add_64, add_65], Original ATen: [aten.native_group_norm, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8:16
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8_xnumel = 32*s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8.run(buf20, buf12, buf14, rsqrt, primals_6, buf17, buf18, getitem_1, ps2, s69, ps3, triton_poi_fused_native_group_norm_native_group_norm_backward_silu_backward_8_xnumel, stream=raw_stream0)
            del buf12
            del buf14
            del buf17
            del buf18
            del getitem_1
            del primals_6
            del rsqrt
            buf23 = empty_strided_cuda((32, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor_default, scalar_tensor_default_3, input_2, neg_4, addcmul_1, mul_90, mul_91, mul_92, scalar_tensor_default_5, neg_5, mul_95, mul_96, sub_32, unsqueeze_28, unsqueeze_29, add_65, view_22, sum_14], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9:17
            triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9_r0_numel = s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9.run(buf20, buf23, ps2, 32, triton_red_fused_convolution_backward_native_group_norm_native_group_norm_backward_9_r0_numel, stream=raw_stream0)
            assert_size_stride_grouped((primals_5, primals_1), ((s33, 8, s69, s69), (32, 8, 3, 3)), ((8*s69*s69, s69*s69, s69, 1), (72, 9, 3, 1)), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor_default, scalar_tensor_default_3, input_2, neg_4, addcmul_1, mul_90, mul_91, mul_92, scalar_tensor_default_5, neg_5, mul_95, mul_96, sub_32, unsqueeze_28, unsqueeze_29, add_65, view_22, convolution_backward_1], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
            buf24 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf20, (s33, 32, s69, s69), (32*s69*s69, s69*s69, s69, 1), 0), primals_5, primals_1, [32], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf20
            del primals_1
            del primals_5
            buf25 = buf24[1]
            assert_tensor_metadata(buf25, (32, 8, 3, 3), (72, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf25, 16, 'torch.ops.aten.convolution_backward.default')
            del buf24
        return (buf25, buf23, None, None, None, reinterpret_tensor(buf21, (32, ), (1, ), 0), buf22, buf13, buf10, reinterpret_tensor(buf8, (32, ), (1, ), 0), buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 2
    primals_4 = 16
    sym_size_int_5 = 16
    primals_1 = rand_strided((32, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((2, 8, 16, 16), (2048, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((32, 32, 3, 3), (288, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 32, 16, 16), (8192, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 32, 16, 16), (8192, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((2, 32, 16, 16), (8192, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 32, 16, 16), (8192, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_4, sym_size_int_5, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_11, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
