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


# kernel path: /tmp/torchinductor_root/tmp8mkrymcf/yh/cyho6oznarlpibm6bvjjf66yyayef4fjqzcvo6r5vgg2t34ipmse.py
# Topologically Sorted Source Nodes: [batch_norm_1, z, mul_17, g, sum_1, sub_2, mul_19, mul_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardswish, aten.mul, aten.sigmoid, aten.sum, aten.sigmoid_backward]
# Source node to ATen node mapping:
#   batch_norm_1 => add_10, mul_14, mul_8, sub_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   g => sigmoid
#   mul_17 => mul_17
#   mul_19 => mul_19
#   mul_20 => mul_20
#   sub_2 => sub_2
#   sum_1 => sum_1
#   z => add_11, clamp_max_1, clamp_min_1, div_1, mul_15
# Graph fragment:
#   %convolution_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_12 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_13]
#   %tangents_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=tangents_1]
#   %add_10 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_10]
#   %sum_1 : Tensor "f32[2, 16, 1, 1][16, 1, 32, 32]cuda:0" = PlaceHolder[target=sum_1]
#   %convolution_2 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=convolution_2]
#   %sub_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_3), kwargs = {})
#   %mul_8 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_14 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_10 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_14, %unsqueeze_7), kwargs = {})
#   %add_11 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_11, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_15 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_10, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_15, 6), kwargs = {})
#   %mul_17 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %div_1), kwargs = {})
#   %sigmoid : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_2,), kwargs = {})
#   %sum_1 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_17, [2, 3], True), kwargs = {})
#   %sub_2 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_19 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %sub_2), kwargs = {})
#   %mul_20 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_1, %mul_19), kwargs = {})
#   return %add_10,%sum_1,%mul_20
triton_red_fused__native_batch_norm_legit_functional_hardswish_mul_sigmoid_sigmoid_backward_sum_0 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_hardswish_mul_sigmoid_sigmoid_backward_sum_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 32, 'r0_': 256},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_hardswish_mul_sigmoid_sigmoid_backward_sum_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 74368, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_hardswish_mul_sigmoid_sigmoid_backward_sum_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 32
    r0_numel = 144
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 16)
    x1 = xindex // 16
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp21 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 2304*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp9 = tl.load(in_ptr5 + (x0 + 16*r0_2 + 2304*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp10 = tl.full([1, 1], 3.0, tl.float32)
        tmp11 = tmp8 + tmp10
        tmp12 = tl.full([1, 1], 0.0, tl.float32)
        tmp13 = tl.maximum(tmp11, tmp12, tl.PropagateNan.ALL)
        tmp14 = tl.full([1, 1], 6.0, tl.float32)
        tmp15 = tl.minimum(tmp13, tmp14, tl.PropagateNan.ALL)
        tmp16 = tmp8 * tmp15
        tmp17 = tl.full([1, 1], 0.16666666666666666, tl.float32)
        tmp18 = tmp16 * tmp17
        tmp19 = tmp9 * tmp18
        tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
        tmp22 = _tmp21 + tmp20
        _tmp21 = tl.where(r0_mask & xmask, tmp22, _tmp21)
        tl.store(out_ptr0 + (x0 + 16*r0_2 + 2304*x1), tmp8, r0_mask & xmask)
    tmp21 = tl.sum(_tmp21, 1)[:, None]
    tmp23 = tl.load(in_ptr6 + (x3), xmask)
    tmp24 = tl.sigmoid(tmp23)
    tmp25 = tl.full([1, 1], 1.0, tl.float32)
    tmp26 = tmp25 - tmp24
    tmp27 = tmp24 * tmp26
    tmp28 = tmp21 * tmp27
    tl.store(in_out_ptr0 + (x3), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp8mkrymcf/2f/c2fuztqzglqfgzduggqgtwsewhuhfzcbmmzsnhf4o3b4xfno25ce.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %mul_20 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=mul_20]
#   %sum_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [0, 2, 3]), kwargs = {})
#   return %sum_2
triton_poi_fused_convolution_backward_1 = async_compile.triton('triton_poi_fused_convolution_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_convolution_backward_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 256}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (16 + x0), xmask)
    tmp2 = tmp0 + tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp8mkrymcf/jf/cjfljdys7sfipyupw7aphgln4xq6ipdewlpflxmszbk6tkj44xlv.py
# Topologically Sorted Source Nodes: [g, mul_18, expand, div_2, add_12, le, lt, div_3, add_13, mul_21, where, scalar_tensor, where_1, batch_norm_1, unsqueeze_8, unsqueeze_9, unsqueeze_10, sum_3, sub_3, mul_22, sum_4, mul_23, unsqueeze_11, unsqueeze_12, unsqueeze_13, mul_24, mul_25, mul_26, unsqueeze_14, unsqueeze_15, unsqueeze_16, mul_27, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_28, sub_5, sub_6, mul_29, mul_30, convolution_backward_1], Original ATen: [aten.sigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_12 => add_12
#   add_13 => add_13
#   batch_norm_1 => squeeze_3, squeeze_4
#   convolution_backward_1 => convolution_backward_1
#   div_2 => div_2
#   div_3 => div_3
#   expand => expand
#   g => sigmoid
#   le => le
#   lt => lt
#   mul_18 => mul_18
#   mul_21 => mul_21
#   mul_22 => mul_22
#   mul_23 => mul_23
#   mul_24 => mul_24
#   mul_25 => mul_25
#   mul_26 => mul_26
#   mul_27 => mul_27
#   mul_28 => mul_28
#   mul_29 => mul_29
#   mul_30 => mul_30
#   scalar_tensor => full_default
#   sub_3 => sub_3
#   sub_5 => sub_5
#   sub_6 => sub_6
#   sum_3 => sum_3
#   sum_4 => sum_4
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
#   where => where
#   where_1 => where_1
# Graph fragment:
#   %add_10 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_10]
#   %tangents_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=tangents_1]
#   %convolution_2 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=convolution_2]
#   %getitem_4 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_4]
#   %convolution_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %sum_4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_4]
#   %rsqrt_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %sub_5 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=sub_5]
#   %sum_3 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_3]
#   %primals_12 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_12]
#   %buf11 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=buf11]
#   %buf13 : Tensor "f32[2, 16, 12, 12][2304, 12, 192, 1]cuda:0" = PlaceHolder[target=buf13]
#   %sigmoid : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_2,), kwargs = {})
#   %mul_18 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %sigmoid), kwargs = {})
#   %expand : Tensor "f32[2, 16, 12, 12][16, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%getitem_4, [2, 16, 12, 12]), kwargs = {})
#   %div_2 : Tensor "f32[2, 16, 12, 12][2304, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 144), kwargs = {})
#   %add_12 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_18, %div_2), kwargs = {})
#   %le : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_10, -3), kwargs = {})
#   %lt : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_10, 3), kwargs = {})
#   %div_3 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_10, 3), kwargs = {})
#   %add_13 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_3, 0.5), kwargs = {})
#   %mul_21 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_12, %add_13), kwargs = {})
#   %where : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt, %mul_21, %add_12), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %where), kwargs = {})
#   %squeeze_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_3, 0), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_8, 2), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_9, 3), kwargs = {})
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_3 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_10), kwargs = {})
#   %mul_22 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_3), kwargs = {})
#   %sum_4 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [0, 2, 3]), kwargs = {})
#   %mul_23 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 0.003472222222222222), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_23, 0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_11, 2), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 3), kwargs = {})
#   %mul_24 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, 0.003472222222222222), kwargs = {})
#   %squeeze_4 : Tensor "f32[16][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [0, 2, 3]), kwargs = {})
#   %mul_25 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %squeeze_4), kwargs = {})
#   %mul_26 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_24, %mul_25), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_26, 0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, 2), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 3), kwargs = {})
#   %mul_27 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %primals_12), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_27, 0), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_17, 2), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 3), kwargs = {})
#   %mul_28 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %unsqueeze_16), kwargs = {})
#   %sub_5 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_1, %mul_28), kwargs = {})
#   %sub_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %unsqueeze_13), kwargs = {})
#   %mul_29 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %unsqueeze_19), kwargs = {})
#   %mul_30 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %squeeze_4), kwargs = {})
#   %convolution_backward_1 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_29, %div, %primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, False]), kwargs = {})
#   return %sum_3,%sum_4,%mul_30,%sub_5,%buf11,%buf13,%buf14
triton_red_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_mul_native_batch_norm_backward_sigmoid_2 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_mul_native_batch_norm_backward_sigmoid_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_mul_native_batch_norm_backward_sigmoid_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 14, 'num_store': 3, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 92864, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_mul_native_batch_norm_backward_sigmoid_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr0, out_ptr2, out_ptr4, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp25 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp29 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 144
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp5 = tl.load(in_ptr1 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr2 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp9 = tl.load(in_ptr3 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp24 = tl.load(in_out_ptr0 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], -3.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp3 = tl.full([1, 1], 3.0, tl.float32)
        tmp4 = tmp0 < tmp3
        tmp7 = tl.sigmoid(tmp6)
        tmp8 = tmp5 * tmp7
        tmp10 = tl.full([1, 1], 0.006944444444444444, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = tmp8 + tmp11
        tmp13 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp14 = tmp0 * tmp13
        tmp15 = tl.full([1, 1], 0.5, tl.float32)
        tmp16 = tmp14 + tmp15
        tmp17 = tmp12 * tmp16
        tmp18 = tl.where(tmp4, tmp17, tmp12)
        tmp19 = tl.full([1, 1], 0.0, tl.float32)
        tmp20 = tl.where(tmp2, tmp19, tmp18)
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
        tmp26 = tmp24 - tmp25
        tmp27 = tmp20 * tmp26
        tmp28 = tl.broadcast_to(tmp27, [XBLOCK, R0_BLOCK])
        tmp30 = _tmp29 + tmp28
        _tmp29 = tl.where(r0_mask & xmask, tmp30, _tmp29)
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp29 = tl.sum(_tmp29, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp22, xmask)
    tmp31 = tl.load(in_ptr5 + (x0), xmask)
    tmp32 = tmp29 * tmp31
    tl.store(out_ptr2 + (x0), tmp32, xmask)
    tmp58 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp65 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        r0_2 = r0_index // 144
        r0_4 = (r0_index % 12)
        r0_5 = r0_index // 12
        tmp33 = tl.load(in_ptr0 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp38 = tl.load(in_ptr1 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp39 = tl.load(in_ptr2 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp42 = tl.load(in_ptr3 + (x0 + 16*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp54 = tl.load(in_out_ptr0 + (x0 + 16*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp34 = tl.full([1, 1], -3.0, tl.float32)
        tmp35 = tmp33 <= tmp34
        tmp36 = tl.full([1, 1], 3.0, tl.float32)
        tmp37 = tmp33 < tmp36
        tmp40 = tl.sigmoid(tmp39)
        tmp41 = tmp38 * tmp40
        tmp43 = tl.full([1, 1], 0.006944444444444444, tl.float32)
        tmp44 = tmp42 * tmp43
        tmp45 = tmp41 + tmp44
        tmp46 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp47 = tmp33 * tmp46
        tmp48 = tl.full([1, 1], 0.5, tl.float32)
        tmp49 = tmp47 + tmp48
        tmp50 = tmp45 * tmp49
        tmp51 = tl.where(tmp37, tmp50, tmp45)
        tmp52 = tl.full([1, 1], 0.0, tl.float32)
        tmp53 = tl.where(tmp35, tmp52, tmp51)
        tmp55 = tmp54 - tmp25
        tmp56 = tl.full([1, 1], 0.003472222222222222, tl.float32)
        tmp57 = tmp29 * tmp56
        tmp59 = tmp58 * tmp58
        tmp60 = tmp57 * tmp59
        tmp61 = tmp55 * tmp60
        tmp62 = tmp53 - tmp61
        tmp63 = tmp22 * tmp56
        tmp64 = tmp62 - tmp63
        tmp66 = tmp58 * tmp65
        tmp67 = tmp64 * tmp66
        tl.store(out_ptr4 + (x0 + 16*r0_3), tmp67, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp8mkrymcf/dc/cdcx37uo545tscdwwtbteaqsf6eega554i5wh4b6455vjw52hiv2.py
# Topologically Sorted Source Nodes: [mul_23, unsqueeze_11, unsqueeze_12, unsqueeze_13, batch_norm_1, mul_27, unsqueeze_17, unsqueeze_18, unsqueeze_19, sub_6, mul_29, convolution_backward_1], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
# Source node to ATen node mapping:
#   batch_norm_1 => squeeze_4
#   convolution_backward_1 => convolution_backward_1
#   mul_23 => mul_23
#   mul_27 => mul_27
#   mul_29 => mul_29
#   sub_6 => sub_6
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
# Graph fragment:
#   %div : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=div]
#   %mul_23 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 0.003472222222222222), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_23, 0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_11, 2), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 3), kwargs = {})
#   %squeeze_4 : Tensor "f32[16][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_1, [0, 2, 3]), kwargs = {})
#   %mul_27 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %primals_12), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_27, 0), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_17, 2), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 3), kwargs = {})
#   %sub_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %unsqueeze_13), kwargs = {})
#   %mul_29 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_6, %unsqueeze_19), kwargs = {})
#   %convolution_backward_1 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_29, %div, %primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, False]), kwargs = {})
#   return %buf12
triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.SQUARE,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'y': 18432, 'x': 36864}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3(in_ptr0, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 384
    xnumel = 12
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 16)
    y1 = yindex // 16
    y3 = yindex
    tmp0 = tl.load(in_ptr0 + (y0 + 16*x2 + 192*y1), xmask & ymask)
    tl.store(out_ptr0 + (x2 + 12*y3), tmp0, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp8mkrymcf/lj/cljoovcebmfqh635coxtda2m3o66u23yrz67vsbc2t4bc2f5m2lf.py
# Topologically Sorted Source Nodes: [scalar_tensor, batch_norm, le_1, lt_1, div_4, add_14, mul_31, where_2, where_3, unsqueeze_20, unsqueeze_21, unsqueeze_22, sum_5, sub_7, mul_32, sum_6, mul_33, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_34, mul_35, mul_36, unsqueeze_26, unsqueeze_27, unsqueeze_28, mul_37, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_38, sub_9, sub_10, mul_39, mul_40], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_14 => add_14
#   batch_norm => add_4, mul, mul_6, squeeze, squeeze_1, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
#   div_4 => div_4
#   le_1 => le_1
#   lt_1 => lt_1
#   mul_31 => mul_31
#   mul_32 => mul_32
#   mul_33 => mul_33
#   mul_34 => mul_34
#   mul_35 => mul_35
#   mul_36 => mul_36
#   mul_37 => mul_37
#   mul_38 => mul_38
#   mul_39 => mul_39
#   mul_40 => mul_40
#   scalar_tensor => full_default
#   sub_10 => sub_10
#   sub_7 => sub_7
#   sub_9 => sub_9
#   sum_5 => sum_5
#   sum_6 => sum_6
#   unsqueeze_20 => unsqueeze_20
#   unsqueeze_21 => unsqueeze_21
#   unsqueeze_22 => unsqueeze_22
#   unsqueeze_23 => unsqueeze_23
#   unsqueeze_24 => unsqueeze_24
#   unsqueeze_25 => unsqueeze_25
#   unsqueeze_26 => unsqueeze_26
#   unsqueeze_27 => unsqueeze_27
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   unsqueeze_30 => unsqueeze_30
#   unsqueeze_31 => unsqueeze_31
#   where_2 => where_2
#   where_3 => where_3
# Graph fragment:
#   %convolution : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_4]
#   %getitem_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=getitem_7]
#   %sum_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_6]
#   %sum_5 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_5]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %sub : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %le_1 : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%add_4, -3), kwargs = {})
#   %lt_1 : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.lt.Scalar](args = (%add_4, 3), kwargs = {})
#   %div_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%add_4, 3), kwargs = {})
#   %add_14 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%div_4, 0.5), kwargs = {})
#   %mul_31 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem_7, %add_14), kwargs = {})
#   %where_2 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%lt_1, %mul_31, %getitem_7), kwargs = {})
#   %where_3 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %where_2), kwargs = {})
#   %squeeze : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %unsqueeze_20 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, 0), kwargs = {})
#   %unsqueeze_21 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_20, 2), kwargs = {})
#   %unsqueeze_22 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_21, 3), kwargs = {})
#   %sum_5 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_3, [0, 2, 3]), kwargs = {})
#   %sub_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_22), kwargs = {})
#   %mul_32 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_3, %sub_7), kwargs = {})
#   %sum_6 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_32, [0, 2, 3]), kwargs = {})
#   %mul_33 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, 0.003472222222222222), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_33, 0), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_23, 2), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 3), kwargs = {})
#   %mul_34 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, 0.003472222222222222), kwargs = {})
#   %squeeze_1 : Tensor "f32[16][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [0, 2, 3]), kwargs = {})
#   %mul_35 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_36 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_34, %mul_35), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_36, 0), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, 2), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 3), kwargs = {})
#   %mul_37 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_6), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_37, 0), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_29, 2), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, 3), kwargs = {})
#   %mul_38 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_7, %unsqueeze_28), kwargs = {})
#   %sub_9 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_3, %mul_38), kwargs = {})
#   %sub_10 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_9, %unsqueeze_25), kwargs = {})
#   %mul_39 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_10, %unsqueeze_31), kwargs = {})
#   %mul_40 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_1), kwargs = {})
#   return %add_4,%sum_5,%sum_6,%mul_40,%mul_39
triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_4 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 4, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 74240, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp23 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp13 = tl.load(in_ptr5 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], -3.0, tl.float32)
        tmp10 = tmp8 <= tmp9
        tmp11 = tl.full([1, 1], 3.0, tl.float32)
        tmp12 = tmp8 < tmp11
        tmp14 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp15 = tmp8 * tmp14
        tmp16 = tl.full([1, 1], 0.5, tl.float32)
        tmp17 = tmp15 + tmp16
        tmp18 = tmp13 * tmp17
        tmp19 = tl.where(tmp12, tmp18, tmp13)
        tmp20 = tl.full([1, 1], 0.0, tl.float32)
        tmp21 = tl.where(tmp10, tmp20, tmp19)
        tmp22 = tl.broadcast_to(tmp21, [XBLOCK, R0_BLOCK])
        tmp24 = _tmp23 + tmp22
        _tmp23 = tl.where(r0_mask & xmask, tmp24, _tmp23)
        tmp25 = tmp21 * tmp2
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tl.store(in_out_ptr0 + (x0 + 16*r0_1), tmp8, r0_mask & xmask)
    tmp23 = tl.sum(_tmp23, 1)[:, None]
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp23, xmask)
    tmp29 = tl.load(in_ptr2 + (x0), xmask)
    tmp30 = tmp27 * tmp29
    tl.store(out_ptr2 + (x0), tmp30, xmask)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tl.debug_barrier()
        tmp31 = tl.load(in_out_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tl.debug_barrier()
        tmp36 = tl.load(in_ptr5 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tl.debug_barrier()
        tmp45 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp32 = tl.full([1, 1], -3.0, tl.float32)
        tmp33 = tmp31 <= tmp32
        tmp34 = tl.full([1, 1], 3.0, tl.float32)
        tmp35 = tmp31 < tmp34
        tmp37 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp38 = tmp31 * tmp37
        tmp39 = tl.full([1, 1], 0.5, tl.float32)
        tmp40 = tmp38 + tmp39
        tmp41 = tmp36 * tmp40
        tmp42 = tl.where(tmp35, tmp41, tmp36)
        tmp43 = tl.full([1, 1], 0.0, tl.float32)
        tmp44 = tl.where(tmp33, tmp43, tmp42)
        tmp46 = tmp45 - tmp1
        tmp47 = tl.full([1, 1], 0.003472222222222222, tl.float32)
        tmp48 = tmp27 * tmp47
        tmp49 = tmp3 * tmp3
        tmp50 = tmp48 * tmp49
        tmp51 = tmp46 * tmp50
        tmp52 = tmp44 - tmp51
        tmp53 = tmp23 * tmp47
        tmp54 = tmp52 - tmp53
        tmp55 = tmp3 * tmp5
        tmp56 = tmp54 * tmp55
        tl.store(in_out_ptr0 + (x0 + 16*r0_1), tmp56, r0_mask & xmask)
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, convolution_2, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, tangents_1, convolution_2), ((2, 16, 12, 12), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, ), (2, 16, 12, 12), (2, 16, 1, 1)), ((2304, 1, 192, 16), (16, 1, 1, 1), (16, 1, 1, 1), (1, ), (1, ), (2304, 1, 192, 16), (16, 1, 16, 16)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((2, 16, 12, 12), (2304, 1, 192, 16), torch.float32)
            buf1 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 32, 32), torch.float32)
            buf2 = reinterpret_tensor(buf1, (2, 16, 1, 1), (16, 1, 1, 1), 0); del buf1  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_1, z, mul_17, g, sum_1, sub_2, mul_19, mul_20], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardswish, aten.mul, aten.sigmoid, aten.sum, aten.sigmoid_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_hardswish_mul_sigmoid_sigmoid_backward_sum_0:11
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_hardswish_mul_sigmoid_sigmoid_backward_sum_0.run(buf2, convolution_1, getitem_3, rsqrt_1, primals_12, primals_13, tangents_1, convolution_2, buf0, 32, 144, stream=raw_stream0)
            del primals_13
            buf3 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_1:12
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_1.run(buf2, buf3, 16, stream=raw_stream0)
            assert_size_stride_grouped((mean, primals_14), ((2, 16, 1, 1), (16, 16, 1, 1)), ((16, 1, 1, 1), (16, 1, 16, 16)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:13
            buf4 = torch.ops.aten.convolution_backward.default(buf2, mean, primals_14, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf2
            del mean
            del primals_14
            buf5 = buf4[0]
            assert_tensor_metadata(buf5, (2, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf5, 16, 'torch.ops.aten.convolution_backward.default')
            buf6 = buf4[1]
            assert_tensor_metadata(buf6, (16, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf6, 16, 'torch.ops.aten.convolution_backward.default')
            del buf4
            buf7 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf10 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf9 = convolution_1; del convolution_1  # reuse
            buf11 = buf9; del buf9  # reuse
            buf14 = empty_strided_cuda((2, 16, 12, 12), (2304, 1, 192, 16), torch.float32)
            # Topologically Sorted Source Nodes: [g, mul_18, expand, div_2, add_12, le, lt, div_3, add_13, mul_21, where, scalar_tensor, where_1, batch_norm_1, unsqueeze_8, unsqueeze_9, unsqueeze_10, sum_3, sub_3, mul_22, sum_4, mul_23, unsqueeze_11, unsqueeze_12, unsqueeze_13, mul_24, mul_25, mul_26, unsqueeze_14, unsqueeze_15, unsqueeze_16, mul_27, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_28, sub_5, sub_6, mul_29, mul_30, convolution_backward_1], Original ATen: [aten.sigmoid, aten.mul, aten.expand, aten.div, aten.add, aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_mul_native_batch_norm_backward_sigmoid_2:14
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_hardswish_backward_mul_native_batch_norm_backward_sigmoid_2.run(buf11, buf0, tangents_1, convolution_2, buf5, getitem_3, rsqrt_1, primals_12, buf7, buf10, buf14, 16, 288, stream=raw_stream0)
            del buf0
            del buf5
            del convolution_2
            del getitem_3
            del primals_12
            del rsqrt_1
            del tangents_1
            assert_size_stride(div, (2, 16, 12, 12), (2304, 1, 192, 16), 'input')
            buf12 = reinterpret_tensor(buf11, (2, 16, 12, 12), (2304, 12, 192, 1), 0); del buf11  # reuse
            # Topologically Sorted Source Nodes: [mul_23, unsqueeze_11, unsqueeze_12, unsqueeze_13, batch_norm_1, mul_27, unsqueeze_17, unsqueeze_18, unsqueeze_19, sub_6, mul_29, convolution_backward_1], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3:15
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_3.run(div, buf12, 384, 12, stream=raw_stream0)
            del div
            assert_size_stride(primals_8, (16, 1, 3, 3), (9, 1, 3, 1), 'input')
            # Topologically Sorted Source Nodes: [mul_23, unsqueeze_11, unsqueeze_12, unsqueeze_13, batch_norm_1, mul_27, unsqueeze_17, unsqueeze_18, unsqueeze_19, sub_6, mul_29, convolution_backward_1], Original ATen: [aten.native_batch_norm_backward, aten._native_batch_norm_legit_functional, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:16
            buf15 = torch.ops.aten.convolution_backward.default(buf14, buf12, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 16, [True, True, False])
            del buf12
            del primals_8
            buf16 = buf15[0]
            assert_tensor_metadata(buf16, (2, 16, 12, 12), (2304, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf16, 16, 'torch.ops.aten.convolution_backward.default')
            buf17 = buf15[1]
            assert_tensor_metadata(buf17, (16, 1, 3, 3), (9, 1, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf17, 16, 'torch.ops.aten.convolution_backward.default')
            del buf15
            assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((2, 16, 12, 12), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((2304, 1, 192, 16), (16, 1, 1, 1), (16, 1, 1, 1), (1, ), (1, )), 'input')
            buf18 = buf14; del buf14  # reuse
            buf19 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf22 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf21 = buf18; del buf18  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, batch_norm, le_1, lt_1, div_4, add_14, mul_31, where_2, where_3, unsqueeze_20, unsqueeze_21, unsqueeze_22, sum_5, sub_7, mul_32, sum_6, mul_33, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_34, mul_35, mul_36, unsqueeze_26, unsqueeze_27, unsqueeze_28, mul_37, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_38, sub_9, sub_10, mul_39, mul_40], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_4:17
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_4.run(buf21, convolution, getitem_1, rsqrt, primals_6, primals_7, buf16, buf19, buf22, 16, 288, stream=raw_stream0)
            del buf16
            del convolution
            del getitem_1
            del primals_6
            del primals_7
            del rsqrt
            assert_size_stride_grouped((primals_2, primals_1), ((2, 8, 12, 12), (16, 8, 3, 3)), ((1152, 1, 96, 8), (72, 1, 24, 8)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_2], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
            buf23 = torch.ops.aten.convolution_backward.default(buf21, primals_2, primals_1, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf21
            del primals_1
            del primals_2
            buf24 = buf23[1]
            assert_tensor_metadata(buf24, (16, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf24, 16, 'torch.ops.aten.convolution_backward.default')
            del buf23
        return (buf24, None, None, None, None, buf22, buf19, buf17, None, None, None, buf10, buf7, buf6, buf3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 8, 3, 3), (72, 1, 24, 8), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((2, 8, 12, 12), (1152, 1, 96, 8), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    mean = rand_strided((2, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((2, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, convolution_2, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
