# AOT ID: ['0_forward']
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


# kernel path: /tmp/torchinductor_root/tmp5maovh6g/f2/cf2ddf5b3r6fuyixaehu66kzleisjtbyvjqwgiai3jvfdywgxxta.py
# Topologically Sorted Source Nodes: [batch_norm, y], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardswish, aten.copy_]
# Source node to ATen node mapping:
#   batch_norm => add_1, add_2, add_3, add_4, mul, mul_1, mul_2, mul_3, mul_4, mul_5, mul_6, rsqrt, squeeze, squeeze_2, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean
#   y => add_5, clamp_max, clamp_min, div, mul_7
# Graph fragment:
#   %convolution : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution]
#   %buf2 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf2]
#   %copy__2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__2]
#   %add_3 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_3]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %copy__1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__1]
#   %add_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_2]
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_4]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_1,), kwargs = {})
#   %sub : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %squeeze : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %mul_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.1), kwargs = {})
#   %mul_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_4, 0.9), kwargs = {})
#   %add_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %mul_2), kwargs = {})
#   %squeeze_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem, [0, 2, 3]), kwargs = {})
#   %mul_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_2, 1.0034843205574913), kwargs = {})
#   %mul_4 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, 0.1), kwargs = {})
#   %mul_5 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_5, 0.9), kwargs = {})
#   %add_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_4, %mul_5), kwargs = {})
#   %unsqueeze : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %add_5 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, 3), kwargs = {})
#   %clamp_min : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_5, 0), kwargs = {})
#   %clamp_max : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min, 6), kwargs = {})
#   %mul_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_4, %clamp_max), kwargs = {})
#   %div : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_7, 6), kwargs = {})
#   %copy__1 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_4, %add_2), kwargs = {})
#   %copy__2 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_5, %add_3), kwargs = {})
#   return %getitem_1,%buf2,%rsqrt,%add_3,%buf25,%add_2,%buf22,%add_4,%div
triton_red_fused__native_batch_norm_legit_functional_copy__hardswish_0 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__hardswish_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__hardswish_0', 'mutated_arg_names': ['in_out_ptr0', 'in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 5, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 56064, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__hardswish_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp17 = tl.load(in_ptr1 + (x0), xmask)
    tmp22 = tl.load(in_ptr2 + (x0), xmask)
    tmp8 = tl.full([1, 1], 288.0, tl.float32)
    tmp9 = (tmp6 / tmp8)
    tmp10 = tl.full([1, 1], 1e-05, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp13 = tl.full([1, 1], 1.0034843205574913, tl.float32)
    tmp14 = tmp9 * tmp13
    tmp15 = tl.full([1, 1], 0.1, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp18 = tl.full([1, 1], 0.9, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp16 + tmp19
    tmp21 = tmp2 * tmp15
    tmp23 = tmp22 * tmp18
    tmp24 = tmp21 + tmp23
    tl.store(out_ptr2 + (x0), tmp12, xmask)
    tl.store(out_ptr4 + (x0), tmp20, xmask)
    tl.store(out_ptr6 + (x0), tmp24, xmask)
    tmp28 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp25 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp26 = tmp25 - tmp2
        tmp27 = tmp26 * tmp12
        tmp29 = tmp27 * tmp28
        tmp31 = tmp29 + tmp30
        tmp32 = tl.full([1, 1], 3.0, tl.float32)
        tmp33 = tmp31 + tmp32
        tmp34 = tl.full([1, 1], 0.0, tl.float32)
        tmp35 = tl.maximum(tmp33, tmp34, tl.PropagateNan.ALL)
        tmp36 = tl.full([1, 1], 6.0, tl.float32)
        tmp37 = tl.minimum(tmp35, tmp36, tl.PropagateNan.ALL)
        tmp38 = tmp31 * tmp37
        tmp39 = tl.full([1, 1], 0.16666666666666666, tl.float32)
        tmp40 = tmp38 * tmp39
        tl.store(in_out_ptr0 + (x0 + 16*r0_1), tmp40, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5maovh6g/tr/ctrtd65qhdvympxblcg5qufdo6frhp4zy7onyxjlu3sgoyxr2wxi.py
# Topologically Sorted Source Nodes: [batch_norm_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   batch_norm_1 => add_7, add_8, add_9, mul_10, mul_11, mul_12, mul_13, mul_9, rsqrt_1, squeeze_3, squeeze_5, var_mean_1
# Graph fragment:
#   %convolution_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %buf9 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf9]
#   %copy__5 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__5]
#   %add_9 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_9]
#   %getitem_3 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %copy__4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__4]
#   %add_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_8]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_7 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_7,), kwargs = {})
#   %squeeze_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_3, [0, 2, 3]), kwargs = {})
#   %mul_9 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_3, 0.1), kwargs = {})
#   %mul_10 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_10, 0.9), kwargs = {})
#   %add_8 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_10), kwargs = {})
#   %squeeze_5 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_2, [0, 2, 3]), kwargs = {})
#   %mul_11 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_5, 1.0034843205574913), kwargs = {})
#   %mul_12 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, 0.1), kwargs = {})
#   %mul_13 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_11, 0.9), kwargs = {})
#   %add_9 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_12, %mul_13), kwargs = {})
#   %copy__4 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_10, %add_8), kwargs = {})
#   %copy__5 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_11, %add_9), kwargs = {})
#   return %getitem_3,%buf9,%rsqrt_1,%add_9,%buf33,%add_8,%buf30
triton_red_fused__native_batch_norm_legit_functional_copy__1 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__1', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__1', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 4, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 19072, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr2, out_ptr4, out_ptr6, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp17 = tl.load(in_ptr1 + (x0), xmask)
    tmp22 = tl.load(in_ptr2 + (x0), xmask)
    tmp8 = tl.full([1, 1], 288.0, tl.float32)
    tmp9 = (tmp6 / tmp8)
    tmp10 = tl.full([1, 1], 1e-05, tl.float32)
    tmp11 = tmp9 + tmp10
    tmp12 = libdevice.rsqrt(tmp11)
    tmp13 = tl.full([1, 1], 1.0034843205574913, tl.float32)
    tmp14 = tmp9 * tmp13
    tmp15 = tl.full([1, 1], 0.1, tl.float32)
    tmp16 = tmp14 * tmp15
    tmp18 = tl.full([1, 1], 0.9, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp20 = tmp16 + tmp19
    tmp21 = tmp2 * tmp15
    tmp23 = tmp22 * tmp18
    tmp24 = tmp21 + tmp23
    tl.store(out_ptr2 + (x0), tmp12, xmask)
    tl.store(out_ptr4 + (x0), tmp20, xmask)
    tl.store(out_ptr6 + (x0), tmp24, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5maovh6g/ke/cke4vdgpu5mgh5lfa37ler3lz7gi4txfijcoxckkpe26w25d3ijs.py
# Topologically Sorted Source Nodes: [batch_norm_1, z, mean], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardswish, aten.mean]
# Source node to ATen node mapping:
#   batch_norm_1 => add_10, mul_14, mul_8, sub_1, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7
#   mean => mean
#   z => add_11, clamp_max_1, clamp_min_1, div_1, mul_15
# Graph fragment:
#   %convolution_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_12 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_12]
#   %primals_13 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_13]
#   %add_10 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_10]
#   %buf13 : Tensor "f32[2, 16, 1, 1][16, 1, 32, 32]cuda:0" = PlaceHolder[target=buf13]
#   %sub_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_3), kwargs = {})
#   %mul_8 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_12, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_14 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_8, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_13, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_10 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_14, %unsqueeze_7), kwargs = {})
#   %add_11 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_11, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_15 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_10, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_15, 6), kwargs = {})
#   %mean : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mean.dim](args = (%div_1, [2, 3], True), kwargs = {})
#   return %add_10,%buf13,%mean
triton_red_fused__native_batch_norm_legit_functional_hardswish_mean_2 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_hardswish_mean_2', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_hardswish_mean_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 55808, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_hardswish_mean_2(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 2304*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 - tmp1
        tmp4 = tmp2 * tmp3
        tmp6 = tmp4 * tmp5
        tmp8 = tmp6 + tmp7
        tmp9 = tl.full([1, 1], 3.0, tl.float32)
        tmp10 = tmp8 + tmp9
        tmp11 = tl.full([1, 1], 0.0, tl.float32)
        tmp12 = tl.maximum(tmp10, tmp11, tl.PropagateNan.ALL)
        tmp13 = tl.full([1, 1], 6.0, tl.float32)
        tmp14 = tl.minimum(tmp12, tmp13, tl.PropagateNan.ALL)
        tmp15 = tmp8 * tmp14
        tmp16 = tl.full([1, 1], 0.16666666666666666, tl.float32)
        tmp17 = tmp15 * tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask & xmask, tmp20, _tmp19)
        tl.store(out_ptr0 + (x0 + 16*r0_2 + 2304*x1), tmp8, r0_mask & xmask)
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tmp21 = tl.full([1, 1], 144.0, tl.float32)
    tmp22 = (tmp19 / tmp21)
    tl.store(in_out_ptr0 + (x3), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5maovh6g/wy/cwymzqol3yqjmxyqmwot2zh72a5jqqstmqwkvfgvwznhm2pj3xdq.py
# Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   conv2d_2 => convolution_2
# Graph fragment:
#   %buf15 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf15]
#   %primals_15 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_15]
#   %convolution_2 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.convolution.default](args = (%mean, %primals_14, %primals_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution_2
triton_poi_fused_convolution_3 = async_compile.triton('triton_poi_fused_convolution_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_convolution_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 448}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x0 = (xindex % 16)
    tmp0 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x2), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5maovh6g/l4/cl4iey2jysarfdoccyhezj33v74untfd44lasdx5iy5gutgczoyw.py
# Topologically Sorted Source Nodes: [z, g, mul], Original ATen: [aten.hardswish, aten.sigmoid, aten.mul]
# Source node to ATen node mapping:
#   g => sigmoid
#   mul => mul_16
#   z => add_11, clamp_max_1, clamp_min_1, div_1, mul_15
# Graph fragment:
#   %add_10 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_10]
#   %convolution_2 : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=convolution_2]
#   %add_11 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_10, 3), kwargs = {})
#   %clamp_min_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_min.default](args = (%add_11, 0), kwargs = {})
#   %clamp_max_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clamp_max.default](args = (%clamp_min_1, 6), kwargs = {})
#   %mul_15 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_10, %clamp_max_1), kwargs = {})
#   %div_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.div.Tensor](args = (%mul_15, 6), kwargs = {})
#   %sigmoid : Tensor "f32[2, 16, 1, 1][16, 1, 16, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sigmoid.default](args = (%convolution_2,), kwargs = {})
#   %mul_16 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sigmoid), kwargs = {})
#   return %mul_16
triton_poi_fused_hardswish_mul_sigmoid_4 = async_compile.triton('triton_poi_fused_hardswish_mul_sigmoid_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_hardswish_mul_sigmoid_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 55424}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_hardswish_mul_sigmoid_4(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 4608
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x0 = (xindex % 16)
    x2 = xindex // 2304
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask)
    tmp10 = tl.load(in_ptr0 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 3.0, tl.float32)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.0, tl.float32)
    tmp4 = tl.maximum(tmp2, tmp3, tl.PropagateNan.ALL)
    tmp5 = tl.full([1], 6.0, tl.float32)
    tmp6 = tl.minimum(tmp4, tmp5, tl.PropagateNan.ALL)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1], 0.16666666666666666, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp11 = tl.sigmoid(tmp10)
    tmp12 = tmp9 * tmp11
    tl.store(in_out_ptr0 + (x3), tmp12, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp5maovh6g/cm/ccm6fqut467erjklqbsdtwbd64ffimjr6fa2s4yebg4cifxron4k.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add : Tensor "i64[][]cuda:0" = PlaceHolder[target=add]
#   %add : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_3, %add), kwargs = {})
#   return %add,%buf19
triton_poi_fused_add_copy__5 = async_compile.triton('triton_poi_fused_add_copy__5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_copy__5', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__5(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15 = args
        args.clear()
        assert_size_stride_grouped((primals_2, primals_1), ((2, 8, 12, 12), (16, 8, 3, 3)), ((1152, 1, 96, 8), (72, 1, 24, 8)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            primals_2 = copy_if_misaligned(primals_2)
            # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:1
            buf0 = extern_kernels.convolution(primals_2, primals_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_tensor_metadata(buf0, (2, 16, 12, 12), (2304, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution.default')
            assert_size_stride_grouped((primals_5, primals_4, primals_6, primals_7), ((16, ), (16, ), (16, ), (16, )), ((1, ), (1, ), (1, ), (1, )), 'input')
            buf1 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 1, 1), torch.float32)
            buf4 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 1, 1), torch.float32)
            buf5 = empty_strided_cuda((2, 16, 12, 12), (2304, 1, 192, 16), torch.float32)
            buf6 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [batch_norm, y], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardswish, aten.copy_]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_copy__hardswish_0:2
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__hardswish_0.run(buf6, buf0, primals_5, primals_4, primals_6, primals_7, buf1, buf4, primals_5, primals_4, 16, 288, stream=raw_stream0)
            del primals_4
            del primals_5
            assert_size_stride(primals_8, (16, 1, 3, 3), (9, 1, 3, 1), 'input')
            # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:3
            buf7 = extern_kernels.convolution(buf6, primals_8, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=16, bias=None)
            assert_tensor_metadata(buf7, (2, 16, 12, 12), (2304, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution.default')
            assert_size_stride_grouped((primals_11, primals_10), ((16, ), (16, )), ((1, ), (1, )), 'input')
            buf8 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 1, 1), torch.float32)
            buf11 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 1, 1), torch.float32)
            # Topologically Sorted Source Nodes: [batch_norm_1], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_copy__1:4
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__1.run(buf7, primals_11, primals_10, buf8, buf11, primals_11, primals_10, 16, 288, stream=raw_stream0)
            del primals_10
            del primals_11
            assert_size_stride_grouped((primals_12, primals_13), ((16, ), (16, )), ((1, ), (1, )), 'input')
            buf12 = empty_strided_cuda((2, 16, 12, 12), (2304, 1, 192, 16), torch.float32)
            buf13 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 32, 32), torch.float32)
            buf14 = reinterpret_tensor(buf13, (2, 16, 1, 1), (16, 1, 1, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [batch_norm_1, z, mean], Original ATen: [aten._native_batch_norm_legit_functional, aten.hardswish, aten.mean]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_hardswish_mean_2:5
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_hardswish_mean_2.run(buf14, buf7, buf8, buf11, primals_12, primals_13, buf12, 32, 144, stream=raw_stream0)
            assert_size_stride(primals_14, (16, 16, 1, 1), (16, 1, 16, 16), 'input')
            # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:6
            buf15 = extern_kernels.convolution(buf14, primals_14, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_tensor_metadata(buf15, (2, 16, 1, 1), (16, 1, 16, 16), torch.float32, 'torch.ops.aten.convolution.default')
            assert_size_stride(primals_15, (16, ), (1, ), 'input')
            buf16 = buf15; del buf15  # reuse
            # Topologically Sorted Source Nodes: [conv2d_2], Original ATen: [aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_3:7
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_3.run(buf16, primals_15, 32, stream=raw_stream0)
            del primals_15
            buf17 = buf12; del buf12  # reuse
            # Topologically Sorted Source Nodes: [z, g, mul], Original ATen: [aten.hardswish, aten.sigmoid, aten.mul]
            # [Provenance debug handles] triton_poi_fused_hardswish_mul_sigmoid_4:8
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_hardswish_mul_sigmoid_4.run(buf17, buf16, 4608, stream=raw_stream0)
            assert_size_stride(primals_3, (), (), 'input')
            # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__5:9
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__5.run(primals_3, primals_3, 1, stream=raw_stream0)
            del primals_3
            assert_size_stride(primals_9, (), (), 'input')
            # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__5:10
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__5.run(primals_9, primals_9, 1, stream=raw_stream0)
            del primals_9
        return (buf17, primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, buf0, buf1, buf4, buf6, buf7, buf8, buf11, buf14, buf16, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 8, 3, 3), (72, 1, 24, 8), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((2, 8, 12, 12), (1152, 1, 96, 8), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_4 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, 1, 3, 3), (9, 1, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_10 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((16, 16, 1, 1), (16, 1, 16, 16), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
