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


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/yn/cynk7tstuwtrkxrhifnq5i2tqbvvjkzhgtuyb5t6oapyvumekgmu.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, out_53, unsqueeze_80, unsqueeze_81, unsqueeze_82, sum_2, sub_20, mul_140, sum_3, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, mul_148, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward => convolution_backward
#   div => div
#   expand => expand
#   mul_140 => mul_140
#   mul_141 => mul_141
#   mul_142 => mul_142
#   mul_143 => mul_143
#   mul_144 => mul_144
#   mul_145 => mul_145
#   mul_146 => mul_146
#   mul_147 => mul_147
#   mul_148 => mul_148
#   out_53 => add_103, rsqrt_19, squeeze_57, squeeze_58, var_mean_19
#   scalar_tensor => full_default
#   sub_20 => sub_20
#   sub_22 => sub_22
#   sub_23 => sub_23
#   sum_2 => sum_2
#   sum_3 => sum_3
#   unsqueeze_80 => unsqueeze_80
#   unsqueeze_81 => unsqueeze_81
#   unsqueeze_82 => unsqueeze_82
#   unsqueeze_83 => unsqueeze_83
#   unsqueeze_84 => unsqueeze_84
#   unsqueeze_85 => unsqueeze_85
#   unsqueeze_86 => unsqueeze_86
#   unsqueeze_87 => unsqueeze_87
#   unsqueeze_88 => unsqueeze_88
#   unsqueeze_89 => unsqueeze_89
#   unsqueeze_90 => unsqueeze_90
#   unsqueeze_91 => unsqueeze_91
#   view_2 => view_2
#   where => where
# Graph fragment:
#   %convolution_19 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=convolution_19]
#   %buf3 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf3]
#   %le : Tensor "b8[2, 512, 2, 2][2048, 4, 2, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "f32[2, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_41 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_41]
#   %sum_3 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_3]
#   %buf5 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf5]
#   %sum_2 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_2]
#   %primals_120 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_120]
#   %buf9 : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0" = PlaceHolder[target=buf9]
#   %view_2 : Tensor "f32[2, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[2, 512, 2, 2][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [2, 512, 2, 2]), kwargs = {})
#   %div : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 4), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %var_mean_19 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_19, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %squeeze_57 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_41, [0, 2, 3]), kwargs = {})
#   %unsqueeze_80 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_57, 0), kwargs = {})
#   %unsqueeze_81 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_80, 2), kwargs = {})
#   %unsqueeze_82 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_81, 3), kwargs = {})
#   %sum_2 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   %sub_20 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_19, %unsqueeze_82), kwargs = {})
#   %mul_140 : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_20), kwargs = {})
#   %sum_3 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_140, [0, 2, 3]), kwargs = {})
#   %mul_141 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, 0.125), kwargs = {})
#   %unsqueeze_83 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_141, 0), kwargs = {})
#   %unsqueeze_84 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_83, 2), kwargs = {})
#   %unsqueeze_85 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_84, 3), kwargs = {})
#   %mul_142 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, 0.125), kwargs = {})
#   %add_103 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_40, 1e-05), kwargs = {})
#   %rsqrt_19 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_103,), kwargs = {})
#   %squeeze_58 : Tensor "f32[512][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_19, [0, 2, 3]), kwargs = {})
#   %mul_143 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %squeeze_58), kwargs = {})
#   %mul_144 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_142, %mul_143), kwargs = {})
#   %unsqueeze_86 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_144, 0), kwargs = {})
#   %unsqueeze_87 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_86, 2), kwargs = {})
#   %unsqueeze_88 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_87, 3), kwargs = {})
#   %mul_145 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_58, %primals_120), kwargs = {})
#   %unsqueeze_89 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_145, 0), kwargs = {})
#   %unsqueeze_90 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_89, 2), kwargs = {})
#   %unsqueeze_91 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_90, 3), kwargs = {})
#   %mul_146 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_20, %unsqueeze_88), kwargs = {})
#   %sub_22 : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %mul_146), kwargs = {})
#   %sub_23 : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_22, %unsqueeze_85), kwargs = {})
#   %mul_147 : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_23, %unsqueeze_91), kwargs = {})
#   %mul_148 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %squeeze_58), kwargs = {})
#   %convolution_backward : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_147, %relu_15, %primals_116, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf3,%getitem_41,%sum_2,%buf5,%sum_3,%mul_148,%buf9,%buf10
triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 63488, 'r0_': 4096}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr3, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    r0_2 = (r0_index % 4)
    r0_3 = r0_index // 4
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp7 = tl.load(in_ptr1 + (r0_2 + 4*x0 + 2048*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
    tmp8 = tl.load(in_ptr2 + (x0 + 512*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp41 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 8.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp9 = tl.full([1, 1], 0.25, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp11 = tl.full([1, 1], 0.0, tl.float32)
    tmp12 = tl.where(tmp7, tmp11, tmp10)
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(r0_mask & xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp17 = tmp0 - tmp6
    tmp18 = tmp17 * tmp17
    tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
    tmp21 = tl.where(r0_mask & xmask, tmp19, 0)
    tmp22 = tl.sum(tmp21, 1)[:, None].to(tl.float32)
    tmp23 = tmp12 * tmp17
    tmp24 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp26 = tl.where(r0_mask & xmask, tmp24, 0)
    tmp27 = tl.sum(tmp26, 1)[:, None].to(tl.float32)
    tmp28 = (tmp22 / tmp5)
    tmp29 = tl.full([1, 1], 1e-05, tl.float32)
    tmp30 = tmp28 + tmp29
    tmp31 = libdevice.rsqrt(tmp30)
    tmp32 = tmp27 * tmp31
    tmp33 = tl.full([1, 1], 0.125, tl.float32)
    tmp34 = tmp27 * tmp33
    tmp35 = tmp31 * tmp31
    tmp36 = tmp34 * tmp35
    tmp37 = tmp17 * tmp36
    tmp38 = tmp12 - tmp37
    tmp39 = tmp16 * tmp33
    tmp40 = tmp38 - tmp39
    tmp42 = tmp31 * tmp41
    tmp43 = tmp40 * tmp42
    tl.store(out_ptr3 + (x0), tmp32, xmask)
    tl.store(out_ptr5 + (x0 + 512*r0_1), tmp43, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/3s/c3sx7p72rqx53xwgwyapvidm4tdopemjpp3ihhgyy5qhu2jacmdt.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, out_50, unsqueeze_92, unsqueeze_93, unsqueeze_94, sum_4, sub_24, mul_149, sum_5, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, mul_157, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_1 => convolution_backward_1
#   le_1 => le_1
#   mul_149 => mul_149
#   mul_150 => mul_150
#   mul_151 => mul_151
#   mul_152 => mul_152
#   mul_153 => mul_153
#   mul_154 => mul_154
#   mul_155 => mul_155
#   mul_156 => mul_156
#   mul_157 => mul_157
#   out_50 => add_98, rsqrt_18, squeeze_54, squeeze_55, var_mean_18
#   scalar_tensor => full_default
#   sub_24 => sub_24
#   sub_26 => sub_26
#   sub_27 => sub_27
#   sum_4 => sum_4
#   sum_5 => sum_5
#   unsqueeze_100 => unsqueeze_100
#   unsqueeze_101 => unsqueeze_101
#   unsqueeze_102 => unsqueeze_102
#   unsqueeze_103 => unsqueeze_103
#   unsqueeze_92 => unsqueeze_92
#   unsqueeze_93 => unsqueeze_93
#   unsqueeze_94 => unsqueeze_94
#   unsqueeze_95 => unsqueeze_95
#   unsqueeze_96 => unsqueeze_96
#   unsqueeze_97 => unsqueeze_97
#   unsqueeze_98 => unsqueeze_98
#   unsqueeze_99 => unsqueeze_99
#   where_1 => where_1
# Graph fragment:
#   %convolution_18 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=convolution_18]
#   %buf14 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf14]
#   %getitem_39 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_39]
#   %relu_15 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=relu_15]
#   %getitem_42 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=getitem_42]
#   %sum_5 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_5]
#   %buf16 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf16]
#   %sum_4 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_114 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_114]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_1 : Tensor "b8[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_15, 0), kwargs = {})
#   %where_1 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_1, %full_default, %getitem_42), kwargs = {})
#   %var_mean_18 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_18, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %squeeze_54 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_39, [0, 2, 3]), kwargs = {})
#   %unsqueeze_92 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_54, 0), kwargs = {})
#   %unsqueeze_93 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_92, 2), kwargs = {})
#   %unsqueeze_94 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_93, 3), kwargs = {})
#   %sum_4 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_24 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_18, %unsqueeze_94), kwargs = {})
#   %mul_149 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_24), kwargs = {})
#   %sum_5 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_149, [0, 2, 3]), kwargs = {})
#   %mul_150 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, 0.125), kwargs = {})
#   %unsqueeze_95 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_150, 0), kwargs = {})
#   %unsqueeze_96 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_95, 2), kwargs = {})
#   %unsqueeze_97 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_96, 3), kwargs = {})
#   %mul_151 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, 0.125), kwargs = {})
#   %add_98 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_38, 1e-05), kwargs = {})
#   %rsqrt_18 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_98,), kwargs = {})
#   %squeeze_55 : Tensor "f32[512][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_18, [0, 2, 3]), kwargs = {})
#   %mul_152 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %squeeze_55), kwargs = {})
#   %mul_153 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_151, %mul_152), kwargs = {})
#   %unsqueeze_98 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_153, 0), kwargs = {})
#   %unsqueeze_99 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_98, 2), kwargs = {})
#   %unsqueeze_100 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_99, 3), kwargs = {})
#   %mul_154 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_55, %primals_114), kwargs = {})
#   %unsqueeze_101 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_154, 0), kwargs = {})
#   %unsqueeze_102 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_101, 2), kwargs = {})
#   %unsqueeze_103 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_102, 3), kwargs = {})
#   %mul_155 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_24, %unsqueeze_100), kwargs = {})
#   %sub_26 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_1, %mul_155), kwargs = {})
#   %sub_27 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_26, %unsqueeze_97), kwargs = {})
#   %mul_156 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_27, %unsqueeze_103), kwargs = {})
#   %mul_157 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %squeeze_55), kwargs = {})
#   %convolution_backward_1 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_156, %relu_14, %primals_110, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf14,%getitem_39,%buf16,%sum_4,%sum_5,%mul_157,%buf20
triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr1': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1', 'mutated_arg_names': ['in_out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 92160, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(in_out_ptr1, in_ptr0, in_ptr1, in_ptr2, out_ptr1, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp13 = tl.load(in_out_ptr1 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp16 = tl.load(in_ptr1 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp40 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 8.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp7 = tmp0 - tmp6
    tmp8 = tmp7 * tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(r0_mask & xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tmp14 = tl.full([1, 1], 0.0, tl.float32)
    tmp15 = tmp13 <= tmp14
    tmp17 = tl.where(tmp15, tmp14, tmp16)
    tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tmp22 = tmp17 * tmp7
    tmp23 = tl.broadcast_to(tmp22, [XBLOCK, R0_BLOCK])
    tmp25 = tl.where(r0_mask & xmask, tmp23, 0)
    tmp26 = tl.sum(tmp25, 1)[:, None].to(tl.float32)
    tmp27 = (tmp12 / tmp5)
    tmp28 = tl.full([1, 1], 1e-05, tl.float32)
    tmp29 = tmp27 + tmp28
    tmp30 = libdevice.rsqrt(tmp29)
    tmp31 = tmp26 * tmp30
    tmp32 = tl.full([1, 1], 0.125, tl.float32)
    tmp33 = tmp26 * tmp32
    tmp34 = tmp30 * tmp30
    tmp35 = tmp33 * tmp34
    tmp36 = tmp7 * tmp35
    tmp37 = tmp17 - tmp36
    tmp38 = tmp21 * tmp32
    tmp39 = tmp37 - tmp38
    tmp41 = tmp30 * tmp40
    tmp42 = tmp39 * tmp41
    tl.store(out_ptr3 + (x0), tmp31, xmask)
    tl.store(in_out_ptr1 + (x0 + 512*r0_1), tmp42, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/f7/cf7r3airhnq33igk3rhpng3mousp3wjfiurggovvtjqlalsxbr4f.py
# Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, input_6, unsqueeze_104, unsqueeze_105, unsqueeze_106, sum_6, sub_28, mul_158, sum_7, mul_159, unsqueeze_107, unsqueeze_108, unsqueeze_109, mul_160, mul_161, mul_162, unsqueeze_110, unsqueeze_111, unsqueeze_112, mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_164, sub_30, sub_31, mul_165, mul_166, convolution_backward_2, out_46, unsqueeze_116, unsqueeze_117, unsqueeze_118, sum_8, sub_32, mul_167, sum_9, mul_168, unsqueeze_119, unsqueeze_120, unsqueeze_121, mul_169, mul_170, mul_171, unsqueeze_122, unsqueeze_123, unsqueeze_124, mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_173, sub_34, sub_35, mul_174, mul_175, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_108 => add_108
#   convolution_backward_2 => convolution_backward_2
#   convolution_backward_3 => convolution_backward_3
#   div => div
#   expand => expand
#   input_6 => add_92, rsqrt_17, squeeze_51, squeeze_52, var_mean_17
#   le_2 => le_2
#   mul_158 => mul_158
#   mul_159 => mul_159
#   mul_160 => mul_160
#   mul_161 => mul_161
#   mul_162 => mul_162
#   mul_163 => mul_163
#   mul_164 => mul_164
#   mul_165 => mul_165
#   mul_166 => mul_166
#   mul_167 => mul_167
#   mul_168 => mul_168
#   mul_169 => mul_169
#   mul_170 => mul_170
#   mul_171 => mul_171
#   mul_172 => mul_172
#   mul_173 => mul_173
#   mul_174 => mul_174
#   mul_175 => mul_175
#   out_46 => add_87, rsqrt_16, squeeze_48, squeeze_49, var_mean_16
#   scalar_tensor => full_default
#   sub_28 => sub_28
#   sub_30 => sub_30
#   sub_31 => sub_31
#   sub_32 => sub_32
#   sub_34 => sub_34
#   sub_35 => sub_35
#   sum_6 => sum_6
#   sum_7 => sum_7
#   sum_8 => sum_8
#   sum_9 => sum_9
#   unsqueeze_104 => unsqueeze_104
#   unsqueeze_105 => unsqueeze_105
#   unsqueeze_106 => unsqueeze_106
#   unsqueeze_107 => unsqueeze_107
#   unsqueeze_108 => unsqueeze_108
#   unsqueeze_109 => unsqueeze_109
#   unsqueeze_110 => unsqueeze_110
#   unsqueeze_111 => unsqueeze_111
#   unsqueeze_112 => unsqueeze_112
#   unsqueeze_113 => unsqueeze_113
#   unsqueeze_114 => unsqueeze_114
#   unsqueeze_115 => unsqueeze_115
#   unsqueeze_116 => unsqueeze_116
#   unsqueeze_117 => unsqueeze_117
#   unsqueeze_118 => unsqueeze_118
#   unsqueeze_119 => unsqueeze_119
#   unsqueeze_120 => unsqueeze_120
#   unsqueeze_121 => unsqueeze_121
#   unsqueeze_122 => unsqueeze_122
#   unsqueeze_123 => unsqueeze_123
#   unsqueeze_124 => unsqueeze_124
#   unsqueeze_125 => unsqueeze_125
#   unsqueeze_126 => unsqueeze_126
#   unsqueeze_127 => unsqueeze_127
#   view_2 => view_2
#   where => where
#   where_2 => where_2
# Graph fragment:
#   %convolution_16 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=convolution_16]
#   %buf35 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf35]
#   %convolution_17 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=convolution_17]
#   %buf24 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf24]
#   %getitem_35 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_35]
#   %getitem_37 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=getitem_37]
#   %relu_14 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=relu_14]
#   %le : Tensor "b8[2, 512, 2, 2][2048, 4, 2, 1]cuda:0" = PlaceHolder[target=le]
#   %mm : Tensor "f32[2, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %getitem_45 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=getitem_45]
#   %sum_7 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_7]
#   %buf26 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf26]
#   %sum_9 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_9]
#   %buf37 : Tensor "f32[1, 512, 1, 1][512, 1, 512, 512]cuda:0" = PlaceHolder[target=buf37]
#   %sum_6 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_6]
#   %sum_8 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=sum_8]
#   %sub_31 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=sub_31]
#   %primals_108 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_108]
#   %sub_35 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0" = PlaceHolder[target=sub_35]
#   %primals_102 : Tensor "f32[512][1]cuda:0" = PlaceHolder[target=primals_102]
#   %view_2 : Tensor "f32[2, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 512, 1, 1]), kwargs = {})
#   %expand : Tensor "f32[2, 512, 2, 2][512, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%view_2, [2, 512, 2, 2]), kwargs = {})
#   %div : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 4), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le, %full_default, %div), kwargs = {})
#   %add_108 : Tensor "f32[2, 512, 2, 2][2048, 4, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where, %getitem_45), kwargs = {})
#   %le_2 : Tensor "b8[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_14, 0), kwargs = {})
#   %where_2 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %add_108), kwargs = {})
#   %var_mean_17 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_17, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %squeeze_51 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_37, [0, 2, 3]), kwargs = {})
#   %unsqueeze_104 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_51, 0), kwargs = {})
#   %unsqueeze_105 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_104, 2), kwargs = {})
#   %unsqueeze_106 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_105, 3), kwargs = {})
#   %sum_6 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_2, [0, 2, 3]), kwargs = {})
#   %sub_28 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_17, %unsqueeze_106), kwargs = {})
#   %mul_158 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_2, %sub_28), kwargs = {})
#   %sum_7 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_158, [0, 2, 3]), kwargs = {})
#   %mul_159 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, 0.125), kwargs = {})
#   %unsqueeze_107 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_159, 0), kwargs = {})
#   %unsqueeze_108 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_107, 2), kwargs = {})
#   %unsqueeze_109 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_108, 3), kwargs = {})
#   %mul_160 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, 0.125), kwargs = {})
#   %add_92 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_36, 1e-05), kwargs = {})
#   %rsqrt_17 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_92,), kwargs = {})
#   %squeeze_52 : Tensor "f32[512][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_17, [0, 2, 3]), kwargs = {})
#   %mul_161 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %squeeze_52), kwargs = {})
#   %mul_162 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_160, %mul_161), kwargs = {})
#   %unsqueeze_110 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_162, 0), kwargs = {})
#   %unsqueeze_111 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_110, 2), kwargs = {})
#   %unsqueeze_112 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_111, 3), kwargs = {})
#   %mul_163 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_52, %primals_108), kwargs = {})
#   %unsqueeze_113 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_163, 0), kwargs = {})
#   %unsqueeze_114 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_113, 2), kwargs = {})
#   %unsqueeze_115 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_114, 3), kwargs = {})
#   %mul_164 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_28, %unsqueeze_112), kwargs = {})
#   %sub_30 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_2, %mul_164), kwargs = {})
#   %sub_31 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_30, %unsqueeze_109), kwargs = {})
#   %mul_165 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_31, %unsqueeze_115), kwargs = {})
#   %mul_166 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_7, %squeeze_52), kwargs = {})
#   %convolution_backward_2 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_165, %relu_12, %primals_104, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %var_mean_16 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_16, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %squeeze_48 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_35, [0, 2, 3]), kwargs = {})
#   %unsqueeze_116 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_48, 0), kwargs = {})
#   %unsqueeze_117 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_116, 2), kwargs = {})
#   %unsqueeze_118 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_117, 3), kwargs = {})
#   %sum_8 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_2, [0, 2, 3]), kwargs = {})
#   %sub_32 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_16, %unsqueeze_118), kwargs = {})
#   %mul_167 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_2, %sub_32), kwargs = {})
#   %sum_9 : Tensor "f32[512][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_167, [0, 2, 3]), kwargs = {})
#   %mul_168 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_8, 0.125), kwargs = {})
#   %unsqueeze_119 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_168, 0), kwargs = {})
#   %unsqueeze_120 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_119, 2), kwargs = {})
#   %unsqueeze_121 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_120, 3), kwargs = {})
#   %mul_169 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, 0.125), kwargs = {})
#   %add_87 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_34, 1e-05), kwargs = {})
#   %rsqrt_16 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_87,), kwargs = {})
#   %squeeze_49 : Tensor "f32[512][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt_16, [0, 2, 3]), kwargs = {})
#   %mul_170 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %squeeze_49), kwargs = {})
#   %mul_171 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_169, %mul_170), kwargs = {})
#   %unsqueeze_122 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_171, 0), kwargs = {})
#   %unsqueeze_123 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_122, 2), kwargs = {})
#   %unsqueeze_124 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_123, 3), kwargs = {})
#   %mul_172 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_49, %primals_102), kwargs = {})
#   %unsqueeze_125 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_172, 0), kwargs = {})
#   %unsqueeze_126 : Tensor "f32[1, 512, 1][512, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_125, 2), kwargs = {})
#   %unsqueeze_127 : Tensor "f32[1, 512, 1, 1][512, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_126, 3), kwargs = {})
#   %mul_173 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %unsqueeze_124), kwargs = {})
#   %sub_34 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_2, %mul_173), kwargs = {})
#   %sub_35 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_34, %unsqueeze_121), kwargs = {})
#   %mul_174 : Tensor "f32[2, 512, 2, 2][2048, 1, 1024, 512]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %unsqueeze_127), kwargs = {})
#   %mul_175 : Tensor "f32[512][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_9, %squeeze_49), kwargs = {})
#   %convolution_backward_3 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_174, %relu_13, %primals_98, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf35,%getitem_35,%buf24,%getitem_37,%buf37,%buf26,%sum_6,%sum_7,%sum_8,%sum_9,%mul_166,%mul_175,%sub_31,%sub_35,%buf31,%buf42
triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr2': '*fp32', 'in_out_ptr3': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2', 'mutated_arg_names': ['in_out_ptr2', 'in_out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 6, 'num_reduction': 8, 'autotune_hints': set(), 'tiling_scores': {'x': 155648, 'r0_': 4096}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2(in_out_ptr2, in_out_ptr3, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr2, out_ptr4, out_ptr6, out_ptr7, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 8
    R0_BLOCK: tl.constexpr = 8
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
    r0_2 = (r0_index % 4)
    r0_3 = r0_index // 4
    tmp0 = tl.load(in_out_ptr3 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp7 = tl.load(in_out_ptr2 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp25 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp28 = tl.load(in_ptr1 + (r0_2 + 4*x0 + 2048*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
    tmp29 = tl.load(in_ptr2 + (x0 + 512*r0_3), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
    tmp33 = tl.load(in_ptr3 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp73 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp76 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp5 = tl.full([1, 1], 8.0, tl.float32)
    tmp6 = (tmp4 / tmp5)
    tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
    tmp10 = tl.where(r0_mask & xmask, tmp8, 0)
    tmp11 = tl.sum(tmp10, 1)[:, None].to(tl.float32)
    tmp12 = (tmp11 / tmp5)
    tmp13 = tmp0 - tmp6
    tmp14 = tmp13 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(r0_mask & xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp19 = tmp7 - tmp12
    tmp20 = tmp19 * tmp19
    tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
    tmp23 = tl.where(r0_mask & xmask, tmp21, 0)
    tmp24 = tl.sum(tmp23, 1)[:, None].to(tl.float32)
    tmp26 = tl.full([1, 1], 0.0, tl.float32)
    tmp27 = tmp25 <= tmp26
    tmp30 = tl.full([1, 1], 0.25, tl.float32)
    tmp31 = tmp29 * tmp30
    tmp32 = tl.where(tmp28, tmp26, tmp31)
    tmp34 = tmp32 + tmp33
    tmp35 = tl.where(tmp27, tmp26, tmp34)
    tmp36 = tl.broadcast_to(tmp35, [XBLOCK, R0_BLOCK])
    tmp38 = tl.where(r0_mask & xmask, tmp36, 0)
    tmp39 = tl.sum(tmp38, 1)[:, None].to(tl.float32)
    tmp40 = tmp35 * tmp19
    tmp41 = tl.broadcast_to(tmp40, [XBLOCK, R0_BLOCK])
    tmp43 = tl.where(r0_mask & xmask, tmp41, 0)
    tmp44 = tl.sum(tmp43, 1)[:, None].to(tl.float32)
    tmp45 = tmp35 * tmp13
    tmp46 = tl.broadcast_to(tmp45, [XBLOCK, R0_BLOCK])
    tmp48 = tl.where(r0_mask & xmask, tmp46, 0)
    tmp49 = tl.sum(tmp48, 1)[:, None].to(tl.float32)
    tmp50 = (tmp24 / tmp5)
    tmp51 = tl.full([1, 1], 1e-05, tl.float32)
    tmp52 = tmp50 + tmp51
    tmp53 = libdevice.rsqrt(tmp52)
    tmp54 = tmp44 * tmp53
    tmp55 = (tmp18 / tmp5)
    tmp56 = tmp55 + tmp51
    tmp57 = libdevice.rsqrt(tmp56)
    tmp58 = tmp49 * tmp57
    tmp59 = tl.full([1, 1], 0.125, tl.float32)
    tmp60 = tmp44 * tmp59
    tmp61 = tmp53 * tmp53
    tmp62 = tmp60 * tmp61
    tmp63 = tmp19 * tmp62
    tmp64 = tmp35 - tmp63
    tmp65 = tmp39 * tmp59
    tmp66 = tmp64 - tmp65
    tmp67 = tmp49 * tmp59
    tmp68 = tmp57 * tmp57
    tmp69 = tmp67 * tmp68
    tmp70 = tmp13 * tmp69
    tmp71 = tmp35 - tmp70
    tmp72 = tmp71 - tmp65
    tmp74 = tmp53 * tmp73
    tmp75 = tmp66 * tmp74
    tmp77 = tmp57 * tmp76
    tmp78 = tmp72 * tmp77
    tl.store(out_ptr6 + (x0), tmp54, xmask)
    tl.store(out_ptr7 + (x0), tmp58, xmask)
    tl.store(in_out_ptr2 + (x0 + 512*r0_1), tmp75, r0_mask & xmask)
    tl.store(in_out_ptr3 + (x0 + 512*r0_1), tmp78, r0_mask & xmask)
    tl.store(out_ptr2 + (x0), tmp39, xmask)
    tl.store(out_ptr4 + (x0), tmp39, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/no/cnomjubvoxcn5ebimngkuouevxovnhznq7ffejreedplmin3ppfo.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, sum_12, sub_40, mul_185, sum_13, mul_186, unsqueeze_143, unsqueeze_144, unsqueeze_145, mul_187, mul_188, mul_189, unsqueeze_146, unsqueeze_147, unsqueeze_148, mul_190, unsqueeze_149, unsqueeze_150, unsqueeze_151, mul_191, sub_42, sub_43, mul_192, mul_193], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   le_4 => le_4
#   mul_185 => mul_185
#   mul_186 => mul_186
#   mul_187 => mul_187
#   mul_188 => mul_188
#   mul_189 => mul_189
#   mul_190 => mul_190
#   mul_191 => mul_191
#   mul_192 => mul_192
#   mul_193 => mul_193
#   scalar_tensor => full_default
#   sub_40 => sub_40
#   sub_42 => sub_42
#   sub_43 => sub_43
#   sum_12 => sum_12
#   sum_13 => sum_13
#   unsqueeze_143 => unsqueeze_143
#   unsqueeze_144 => unsqueeze_144
#   unsqueeze_145 => unsqueeze_145
#   unsqueeze_146 => unsqueeze_146
#   unsqueeze_147 => unsqueeze_147
#   unsqueeze_148 => unsqueeze_148
#   unsqueeze_149 => unsqueeze_149
#   unsqueeze_150 => unsqueeze_150
#   unsqueeze_151 => unsqueeze_151
#   where_4 => where_4
# Graph fragment:
#   %relu_12 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %convolution_14 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=convolution_14]
#   %unsqueeze_142 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_142]
#   %sum_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_13]
#   %squeeze_43 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_43]
#   %sum_12 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_12]
#   %primals_90 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_90]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_4 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default, %add_109), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_4, [0, 2, 3]), kwargs = {})
#   %sub_40 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_14, %unsqueeze_142), kwargs = {})
#   %mul_185 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_4, %sub_40), kwargs = {})
#   %sum_13 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_185, [0, 2, 3]), kwargs = {})
#   %mul_186 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_12, 0.03125), kwargs = {})
#   %unsqueeze_143 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_186, 0), kwargs = {})
#   %unsqueeze_144 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_143, 2), kwargs = {})
#   %unsqueeze_145 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_144, 3), kwargs = {})
#   %mul_187 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, 0.03125), kwargs = {})
#   %mul_188 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %squeeze_43), kwargs = {})
#   %mul_189 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_187, %mul_188), kwargs = {})
#   %unsqueeze_146 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_189, 0), kwargs = {})
#   %unsqueeze_147 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_146, 2), kwargs = {})
#   %unsqueeze_148 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_147, 3), kwargs = {})
#   %mul_190 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_43, %primals_90), kwargs = {})
#   %unsqueeze_149 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_190, 0), kwargs = {})
#   %unsqueeze_150 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_149, 2), kwargs = {})
#   %unsqueeze_151 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_150, 3), kwargs = {})
#   %mul_191 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_40, %unsqueeze_148), kwargs = {})
#   %sub_42 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_4, %mul_191), kwargs = {})
#   %sub_43 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_42, %unsqueeze_145), kwargs = {})
#   %mul_192 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_43, %unsqueeze_151), kwargs = {})
#   %mul_193 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_13, %squeeze_43), kwargs = {})
#   return %sum_12,%sum_13,%mul_193,%mul_192
triton_per_fused_add_native_batch_norm_backward_threshold_backward_3 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 8, 'num_store': 3, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 203776, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp3 = tl.load(in_ptr1 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp4 = tl.load(in_ptr2 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp11 = tl.load(in_out_ptr0 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp12 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr4 + (x0), xmask)
    tmp23 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp30 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
    tmp9 = tl.where(xmask, tmp7, 0)
    tmp10 = tl.sum(tmp9, 1)[:, None].to(tl.float32)
    tmp13 = tmp11 - tmp12
    tmp14 = tmp6 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tmp18 * tmp19
    tmp21 = tl.full([1, 1], 0.03125, tl.float32)
    tmp22 = tmp18 * tmp21
    tmp24 = tmp23 * tmp23
    tmp25 = tmp22 * tmp24
    tmp26 = tmp13 * tmp25
    tmp27 = tmp6 - tmp26
    tmp28 = tmp10 * tmp21
    tmp29 = tmp27 - tmp28
    tmp31 = tmp23 * tmp30
    tmp32 = tmp29 * tmp31
    tl.store(out_ptr2 + (x0), tmp20, xmask)
    tl.store(in_out_ptr0 + (x0 + 256*r0_1), tmp32, xmask)
    tl.store(out_ptr0 + (x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/3b/c3bdv6yhcps7zv7psbagp3d6eftcpcf3k2tc4tepl75aegl7zkcp.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, sum_14, sub_44, mul_194, sum_15, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, mul_202, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_6 => convolution_backward_6
#   le_5 => le_5
#   mul_194 => mul_194
#   mul_195 => mul_195
#   mul_196 => mul_196
#   mul_197 => mul_197
#   mul_198 => mul_198
#   mul_199 => mul_199
#   mul_200 => mul_200
#   mul_201 => mul_201
#   mul_202 => mul_202
#   scalar_tensor => full_default
#   sub_44 => sub_44
#   sub_46 => sub_46
#   sub_47 => sub_47
#   sum_14 => sum_14
#   sum_15 => sum_15
#   unsqueeze_155 => unsqueeze_155
#   unsqueeze_156 => unsqueeze_156
#   unsqueeze_157 => unsqueeze_157
#   unsqueeze_158 => unsqueeze_158
#   unsqueeze_159 => unsqueeze_159
#   unsqueeze_160 => unsqueeze_160
#   unsqueeze_161 => unsqueeze_161
#   unsqueeze_162 => unsqueeze_162
#   unsqueeze_163 => unsqueeze_163
#   where_5 => where_5
# Graph fragment:
#   %relu_11 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=relu_11]
#   %getitem_57 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=getitem_57]
#   %convolution_13 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=convolution_13]
#   %unsqueeze_154 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_154]
#   %sum_15 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_15]
#   %squeeze_40 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_40]
#   %sum_14 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_14]
#   %primals_84 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_84]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_5 : Tensor "b8[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_11, 0), kwargs = {})
#   %where_5 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_5, %full_default, %getitem_57), kwargs = {})
#   %sum_14 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_5, [0, 2, 3]), kwargs = {})
#   %sub_44 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_13, %unsqueeze_154), kwargs = {})
#   %mul_194 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_5, %sub_44), kwargs = {})
#   %sum_15 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_194, [0, 2, 3]), kwargs = {})
#   %mul_195 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_14, 0.03125), kwargs = {})
#   %unsqueeze_155 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_195, 0), kwargs = {})
#   %unsqueeze_156 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_155, 2), kwargs = {})
#   %unsqueeze_157 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_156, 3), kwargs = {})
#   %mul_196 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, 0.03125), kwargs = {})
#   %mul_197 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %squeeze_40), kwargs = {})
#   %mul_198 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_196, %mul_197), kwargs = {})
#   %unsqueeze_158 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_198, 0), kwargs = {})
#   %unsqueeze_159 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_158, 2), kwargs = {})
#   %unsqueeze_160 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_159, 3), kwargs = {})
#   %mul_199 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_40, %primals_84), kwargs = {})
#   %unsqueeze_161 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_199, 0), kwargs = {})
#   %unsqueeze_162 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_161, 2), kwargs = {})
#   %unsqueeze_163 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_162, 3), kwargs = {})
#   %mul_200 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_44, %unsqueeze_160), kwargs = {})
#   %sub_46 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_5, %mul_200), kwargs = {})
#   %sub_47 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_46, %unsqueeze_157), kwargs = {})
#   %mul_201 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_47, %unsqueeze_163), kwargs = {})
#   %mul_202 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_15, %squeeze_40), kwargs = {})
#   %convolution_backward_6 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_201, %relu_10, %primals_80, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_14,%sum_15,%mul_202,%buf66
triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4 = async_compile.triton('triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 3, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 171008, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_out_ptr0 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp3 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp9 = tl.load(in_ptr1 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp10 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr3 + (x0), xmask)
    tmp21 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp11 = tmp9 - tmp10
    tmp12 = tmp4 * tmp11
    tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
    tmp15 = tl.where(xmask, tmp13, 0)
    tmp16 = tl.sum(tmp15, 1)[:, None].to(tl.float32)
    tmp18 = tmp16 * tmp17
    tmp19 = tl.full([1, 1], 0.03125, tl.float32)
    tmp20 = tmp16 * tmp19
    tmp22 = tmp21 * tmp21
    tmp23 = tmp20 * tmp22
    tmp24 = tmp11 * tmp23
    tmp25 = tmp4 - tmp24
    tmp26 = tmp8 * tmp19
    tmp27 = tmp25 - tmp26
    tmp29 = tmp21 * tmp28
    tmp30 = tmp27 * tmp29
    tl.store(out_ptr2 + (x0), tmp18, xmask)
    tl.store(in_out_ptr0 + (x0 + 256*r0_1), tmp30, xmask)
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/gl/cglznvatb47pcevmg7hyjpu7n3f5lr4ia76smduvwsen7iorupfx.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, add_110, le_6, where_6, sum_16, sub_48, mul_203, sum_17, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, mul_211, convolution_backward_7, sum_18, sub_52, mul_212, sum_19, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, mul_220, convolution_backward_8], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_109 => add_109
#   add_110 => add_110
#   convolution_backward_7 => convolution_backward_7
#   convolution_backward_8 => convolution_backward_8
#   le_4 => le_4
#   le_6 => le_6
#   mul_203 => mul_203
#   mul_204 => mul_204
#   mul_205 => mul_205
#   mul_206 => mul_206
#   mul_207 => mul_207
#   mul_208 => mul_208
#   mul_209 => mul_209
#   mul_210 => mul_210
#   mul_211 => mul_211
#   mul_212 => mul_212
#   mul_213 => mul_213
#   mul_214 => mul_214
#   mul_215 => mul_215
#   mul_216 => mul_216
#   mul_217 => mul_217
#   mul_218 => mul_218
#   mul_219 => mul_219
#   mul_220 => mul_220
#   scalar_tensor => full_default
#   sub_48 => sub_48
#   sub_50 => sub_50
#   sub_51 => sub_51
#   sub_52 => sub_52
#   sub_54 => sub_54
#   sub_55 => sub_55
#   sum_16 => sum_16
#   sum_17 => sum_17
#   sum_18 => sum_18
#   sum_19 => sum_19
#   unsqueeze_167 => unsqueeze_167
#   unsqueeze_168 => unsqueeze_168
#   unsqueeze_169 => unsqueeze_169
#   unsqueeze_170 => unsqueeze_170
#   unsqueeze_171 => unsqueeze_171
#   unsqueeze_172 => unsqueeze_172
#   unsqueeze_173 => unsqueeze_173
#   unsqueeze_174 => unsqueeze_174
#   unsqueeze_175 => unsqueeze_175
#   unsqueeze_179 => unsqueeze_179
#   unsqueeze_180 => unsqueeze_180
#   unsqueeze_181 => unsqueeze_181
#   unsqueeze_182 => unsqueeze_182
#   unsqueeze_183 => unsqueeze_183
#   unsqueeze_184 => unsqueeze_184
#   unsqueeze_185 => unsqueeze_185
#   unsqueeze_186 => unsqueeze_186
#   unsqueeze_187 => unsqueeze_187
#   where_4 => where_4
#   where_6 => where_6
# Graph fragment:
#   %relu_10 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=relu_10]
#   %relu_12 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=relu_12]
#   %getitem_48 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=getitem_48]
#   %getitem_54 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=getitem_54]
#   %getitem_60 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=getitem_60]
#   %where_6 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=where_6]
#   %convolution_12 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=convolution_12]
#   %unsqueeze_166 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_166]
#   %convolution_11 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0" = PlaceHolder[target=convolution_11]
#   %unsqueeze_178 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_178]
#   %sum_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_17]
#   %squeeze_37 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_37]
#   %sum_19 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_19]
#   %squeeze_34 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=squeeze_34]
#   %sum_16 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_16]
#   %primals_78 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_78]
#   %sum_18 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=sum_18]
#   %primals_72 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_72]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_109 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_48, %getitem_54), kwargs = {})
#   %le_4 : Tensor "b8[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_12, 0), kwargs = {})
#   %where_4 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_4, %full_default, %add_109), kwargs = {})
#   %add_110 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_4, %getitem_60), kwargs = {})
#   %le_6 : Tensor "b8[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_10, 0), kwargs = {})
#   %where_6 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.where.self](args = (%le_6, %full_default, %add_110), kwargs = {})
#   %sum_16 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_6, [0, 2, 3]), kwargs = {})
#   %sub_48 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_12, %unsqueeze_166), kwargs = {})
#   %mul_203 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_6, %sub_48), kwargs = {})
#   %sum_17 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_203, [0, 2, 3]), kwargs = {})
#   %mul_204 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_16, 0.03125), kwargs = {})
#   %unsqueeze_167 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_204, 0), kwargs = {})
#   %unsqueeze_168 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_167, 2), kwargs = {})
#   %unsqueeze_169 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_168, 3), kwargs = {})
#   %mul_205 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_17, 0.03125), kwargs = {})
#   %mul_206 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %squeeze_37), kwargs = {})
#   %mul_207 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_205, %mul_206), kwargs = {})
#   %unsqueeze_170 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_207, 0), kwargs = {})
#   %unsqueeze_171 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_170, 2), kwargs = {})
#   %unsqueeze_172 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_171, 3), kwargs = {})
#   %mul_208 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_37, %primals_78), kwargs = {})
#   %unsqueeze_173 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_208, 0), kwargs = {})
#   %unsqueeze_174 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_173, 2), kwargs = {})
#   %unsqueeze_175 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_174, 3), kwargs = {})
#   %mul_209 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_48, %unsqueeze_172), kwargs = {})
#   %sub_50 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_6, %mul_209), kwargs = {})
#   %sub_51 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_50, %unsqueeze_169), kwargs = {})
#   %mul_210 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_51, %unsqueeze_175), kwargs = {})
#   %mul_211 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_17, %squeeze_37), kwargs = {})
#   %convolution_backward_7 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_210, %relu_8, %primals_74, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %sum_18 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_6, [0, 2, 3]), kwargs = {})
#   %sub_52 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_11, %unsqueeze_178), kwargs = {})
#   %mul_212 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_6, %sub_52), kwargs = {})
#   %sum_19 : Tensor "f32[256][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_212, [0, 2, 3]), kwargs = {})
#   %mul_213 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_18, 0.03125), kwargs = {})
#   %unsqueeze_179 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_213, 0), kwargs = {})
#   %unsqueeze_180 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_179, 2), kwargs = {})
#   %unsqueeze_181 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_180, 3), kwargs = {})
#   %mul_214 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_19, 0.03125), kwargs = {})
#   %mul_215 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %squeeze_34), kwargs = {})
#   %mul_216 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_214, %mul_215), kwargs = {})
#   %unsqueeze_182 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_216, 0), kwargs = {})
#   %unsqueeze_183 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_182, 2), kwargs = {})
#   %unsqueeze_184 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_183, 3), kwargs = {})
#   %mul_217 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_34, %primals_72), kwargs = {})
#   %unsqueeze_185 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_217, 0), kwargs = {})
#   %unsqueeze_186 : Tensor "f32[1, 256, 1][256, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_185, 2), kwargs = {})
#   %unsqueeze_187 : Tensor "f32[1, 256, 1, 1][256, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_186, 3), kwargs = {})
#   %mul_218 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_52, %unsqueeze_184), kwargs = {})
#   %sub_54 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_6, %mul_218), kwargs = {})
#   %sub_55 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_54, %unsqueeze_181), kwargs = {})
#   %mul_219 : Tensor "f32[2, 256, 4, 4][4096, 1, 1024, 256]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_55, %unsqueeze_187), kwargs = {})
#   %mul_220 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_19, %squeeze_34), kwargs = {})
#   %convolution_backward_8 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_219, %relu_9, %primals_68, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %where_6,%sum_16,%sum_17,%sum_18,%sum_19,%mul_211,%mul_220,%buf74,%buf81
triton_per_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5 = async_compile.triton('triton_per_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_out_ptr2': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1', 'in_out_ptr2'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 15, 'num_store': 6, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 374784, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5(in_out_ptr0, in_out_ptr1, in_out_ptr2, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr2, out_ptr4, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 32
    R0_BLOCK: tl.constexpr = 32
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
    tmp0 = tl.load(in_out_ptr0 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp3 = tl.load(in_ptr0 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp6 = tl.load(in_ptr2 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp9 = tl.load(in_ptr3 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp16 = tl.load(in_out_ptr1 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp17 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp24 = tl.load(in_out_ptr2 + (x0 + 256*r0_1), xmask, eviction_policy='evict_first', other=0.0)
    tmp25 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr6 + (x0), xmask)
    tmp34 = tl.load(in_ptr7 + (x0), xmask)
    tmp38 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp45 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp49 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp55 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp18 = tmp16 - tmp17
    tmp19 = tmp11 * tmp18
    tmp20 = tl.broadcast_to(tmp19, [XBLOCK, R0_BLOCK])
    tmp22 = tl.where(xmask, tmp20, 0)
    tmp23 = tl.sum(tmp22, 1)[:, None].to(tl.float32)
    tmp26 = tmp24 - tmp25
    tmp27 = tmp11 * tmp26
    tmp28 = tl.broadcast_to(tmp27, [XBLOCK, R0_BLOCK])
    tmp30 = tl.where(xmask, tmp28, 0)
    tmp31 = tl.sum(tmp30, 1)[:, None].to(tl.float32)
    tmp33 = tmp23 * tmp32
    tmp35 = tmp31 * tmp34
    tmp36 = tl.full([1, 1], 0.03125, tl.float32)
    tmp37 = tmp23 * tmp36
    tmp39 = tmp38 * tmp38
    tmp40 = tmp37 * tmp39
    tmp41 = tmp18 * tmp40
    tmp42 = tmp11 - tmp41
    tmp43 = tmp15 * tmp36
    tmp44 = tmp42 - tmp43
    tmp46 = tmp38 * tmp45
    tmp47 = tmp44 * tmp46
    tmp48 = tmp31 * tmp36
    tmp50 = tmp49 * tmp49
    tmp51 = tmp48 * tmp50
    tmp52 = tmp26 * tmp51
    tmp53 = tmp11 - tmp52
    tmp54 = tmp53 - tmp43
    tmp56 = tmp49 * tmp55
    tmp57 = tmp54 * tmp56
    tl.store(out_ptr4 + (x0), tmp33, xmask)
    tl.store(out_ptr5 + (x0), tmp35, xmask)
    tl.store(in_out_ptr1 + (x0 + 256*r0_1), tmp47, xmask)
    tl.store(in_out_ptr2 + (x0 + 256*r0_1), tmp57, xmask)
    tl.store(out_ptr0 + (x0), tmp15, xmask)
    tl.store(out_ptr2 + (x0), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/f7/cf7oplgzveabfocam6ggnawnu5hcz4yic6cxug6ynawkag6q4pii.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, sum_22, sub_60, mul_230, sum_23, mul_231, unsqueeze_203, unsqueeze_204, unsqueeze_205, mul_232, mul_233, mul_234, unsqueeze_206, unsqueeze_207, unsqueeze_208, mul_235, unsqueeze_209, unsqueeze_210, unsqueeze_211, mul_236, sub_62, sub_63, mul_237, mul_238], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   le_8 => le_8
#   mul_230 => mul_230
#   mul_231 => mul_231
#   mul_232 => mul_232
#   mul_233 => mul_233
#   mul_234 => mul_234
#   mul_235 => mul_235
#   mul_236 => mul_236
#   mul_237 => mul_237
#   mul_238 => mul_238
#   scalar_tensor => full_default
#   sub_60 => sub_60
#   sub_62 => sub_62
#   sub_63 => sub_63
#   sum_22 => sum_22
#   sum_23 => sum_23
#   unsqueeze_203 => unsqueeze_203
#   unsqueeze_204 => unsqueeze_204
#   unsqueeze_205 => unsqueeze_205
#   unsqueeze_206 => unsqueeze_206
#   unsqueeze_207 => unsqueeze_207
#   unsqueeze_208 => unsqueeze_208
#   unsqueeze_209 => unsqueeze_209
#   unsqueeze_210 => unsqueeze_210
#   unsqueeze_211 => unsqueeze_211
#   where_8 => where_8
# Graph fragment:
#   %relu_8 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %convolution_9 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=convolution_9]
#   %unsqueeze_202 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_202]
#   %sum_23 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_23]
#   %squeeze_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_28]
#   %sum_22 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_22]
#   %primals_60 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_60]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_8 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %add_111), kwargs = {})
#   %sum_22 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_8, [0, 2, 3]), kwargs = {})
#   %sub_60 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_9, %unsqueeze_202), kwargs = {})
#   %mul_230 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_8, %sub_60), kwargs = {})
#   %sum_23 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_230, [0, 2, 3]), kwargs = {})
#   %mul_231 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_22, 0.0078125), kwargs = {})
#   %unsqueeze_203 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_231, 0), kwargs = {})
#   %unsqueeze_204 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_203, 2), kwargs = {})
#   %unsqueeze_205 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_204, 3), kwargs = {})
#   %mul_232 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_23, 0.0078125), kwargs = {})
#   %mul_233 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %squeeze_28), kwargs = {})
#   %mul_234 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_232, %mul_233), kwargs = {})
#   %unsqueeze_206 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_234, 0), kwargs = {})
#   %unsqueeze_207 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_206, 2), kwargs = {})
#   %unsqueeze_208 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_207, 3), kwargs = {})
#   %mul_235 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_28, %primals_60), kwargs = {})
#   %unsqueeze_209 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_235, 0), kwargs = {})
#   %unsqueeze_210 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_209, 2), kwargs = {})
#   %unsqueeze_211 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_210, 3), kwargs = {})
#   %mul_236 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_60, %unsqueeze_208), kwargs = {})
#   %sub_62 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_8, %mul_236), kwargs = {})
#   %sub_63 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_62, %unsqueeze_205), kwargs = {})
#   %mul_237 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_63, %unsqueeze_211), kwargs = {})
#   %mul_238 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_23, %squeeze_28), kwargs = {})
#   return %sum_22,%sum_23,%mul_238,%mul_237
triton_red_fused_add_native_batch_norm_backward_threshold_backward_6 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_threshold_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_threshold_backward_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 12, 'num_store': 3, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 396800, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_threshold_backward_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp4 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp10 = tl.load(in_out_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp6 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp8, xmask)
    tmp17 = tl.load(in_ptr4 + (x0), xmask)
    tmp18 = tmp15 * tmp17
    tl.store(out_ptr2 + (x0), tmp18, xmask)
    tmp30 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp37 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp19 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp22 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp23 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp26 = tl.load(in_out_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp20 = tl.full([1, 1], 0.0, tl.float32)
        tmp21 = tmp19 <= tmp20
        tmp24 = tmp22 + tmp23
        tmp25 = tl.where(tmp21, tmp20, tmp24)
        tmp27 = tmp26 - tmp11
        tmp28 = tl.full([1, 1], 0.0078125, tl.float32)
        tmp29 = tmp15 * tmp28
        tmp31 = tmp30 * tmp30
        tmp32 = tmp29 * tmp31
        tmp33 = tmp27 * tmp32
        tmp34 = tmp25 - tmp33
        tmp35 = tmp8 * tmp28
        tmp36 = tmp34 - tmp35
        tmp38 = tmp30 * tmp37
        tmp39 = tmp36 * tmp38
        tl.store(in_out_ptr0 + (x0 + 128*r0_1), tmp39, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/zm/czmph77sa4zsoyreoqj5ggjlrlf4bqujknwimijcytm3y7uw3elw.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, sum_24, sub_64, mul_239, sum_25, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, mul_247, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_11 => convolution_backward_11
#   le_9 => le_9
#   mul_239 => mul_239
#   mul_240 => mul_240
#   mul_241 => mul_241
#   mul_242 => mul_242
#   mul_243 => mul_243
#   mul_244 => mul_244
#   mul_245 => mul_245
#   mul_246 => mul_246
#   mul_247 => mul_247
#   scalar_tensor => full_default
#   sub_64 => sub_64
#   sub_66 => sub_66
#   sub_67 => sub_67
#   sum_24 => sum_24
#   sum_25 => sum_25
#   unsqueeze_215 => unsqueeze_215
#   unsqueeze_216 => unsqueeze_216
#   unsqueeze_217 => unsqueeze_217
#   unsqueeze_218 => unsqueeze_218
#   unsqueeze_219 => unsqueeze_219
#   unsqueeze_220 => unsqueeze_220
#   unsqueeze_221 => unsqueeze_221
#   unsqueeze_222 => unsqueeze_222
#   unsqueeze_223 => unsqueeze_223
#   where_9 => where_9
# Graph fragment:
#   %relu_7 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=relu_7]
#   %getitem_72 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=getitem_72]
#   %convolution_8 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=convolution_8]
#   %unsqueeze_214 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_214]
#   %sum_25 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_25]
#   %squeeze_25 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_25]
#   %sum_24 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_24]
#   %primals_54 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_54]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_9 : Tensor "b8[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_7, 0), kwargs = {})
#   %where_9 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_9, %full_default, %getitem_72), kwargs = {})
#   %sum_24 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_9, [0, 2, 3]), kwargs = {})
#   %sub_64 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_8, %unsqueeze_214), kwargs = {})
#   %mul_239 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_9, %sub_64), kwargs = {})
#   %sum_25 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_239, [0, 2, 3]), kwargs = {})
#   %mul_240 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_24, 0.0078125), kwargs = {})
#   %unsqueeze_215 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_240, 0), kwargs = {})
#   %unsqueeze_216 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_215, 2), kwargs = {})
#   %unsqueeze_217 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_216, 3), kwargs = {})
#   %mul_241 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_25, 0.0078125), kwargs = {})
#   %mul_242 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %squeeze_25), kwargs = {})
#   %mul_243 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_241, %mul_242), kwargs = {})
#   %unsqueeze_218 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_243, 0), kwargs = {})
#   %unsqueeze_219 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_218, 2), kwargs = {})
#   %unsqueeze_220 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_219, 3), kwargs = {})
#   %mul_244 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_25, %primals_54), kwargs = {})
#   %unsqueeze_221 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_244, 0), kwargs = {})
#   %unsqueeze_222 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_221, 2), kwargs = {})
#   %unsqueeze_223 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_222, 3), kwargs = {})
#   %mul_245 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_64, %unsqueeze_220), kwargs = {})
#   %sub_66 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_9, %mul_245), kwargs = {})
#   %sub_67 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_66, %unsqueeze_217), kwargs = {})
#   %mul_246 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_67, %unsqueeze_223), kwargs = {})
#   %mul_247 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_25, %squeeze_25), kwargs = {})
#   %convolution_backward_11 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_246, %relu_6, %primals_50, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %sum_24,%sum_25,%mul_247,%buf102
triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.triton('triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 3, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 331264, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp9 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp6, xmask)
    tmp15 = tl.load(in_ptr3 + (x0), xmask)
    tmp16 = tmp13 * tmp15
    tl.store(out_ptr2 + (x0), tmp16, xmask)
    tmp26 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp33 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp17 = tl.load(in_out_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp20 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp22 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 0.0, tl.float32)
        tmp19 = tmp17 <= tmp18
        tmp21 = tl.where(tmp19, tmp18, tmp20)
        tmp23 = tmp22 - tmp9
        tmp24 = tl.full([1, 1], 0.0078125, tl.float32)
        tmp25 = tmp13 * tmp24
        tmp27 = tmp26 * tmp26
        tmp28 = tmp25 * tmp27
        tmp29 = tmp23 * tmp28
        tmp30 = tmp21 - tmp29
        tmp31 = tmp6 * tmp24
        tmp32 = tmp30 - tmp31
        tmp34 = tmp26 * tmp33
        tmp35 = tmp32 * tmp34
        tl.store(in_out_ptr0 + (x0 + 128*r0_1), tmp35, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/6a/c6awthurscob72wxpc4fiqtsmejtfzjgnqd4t5so7g67fruu6ptm.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, add_112, le_10, where_10, sum_26, sub_68, mul_248, sum_27, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, mul_256, convolution_backward_12, sum_28, sub_72, mul_257, sum_29, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, mul_265, convolution_backward_13], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_111 => add_111
#   add_112 => add_112
#   convolution_backward_12 => convolution_backward_12
#   convolution_backward_13 => convolution_backward_13
#   le_10 => le_10
#   le_8 => le_8
#   mul_248 => mul_248
#   mul_249 => mul_249
#   mul_250 => mul_250
#   mul_251 => mul_251
#   mul_252 => mul_252
#   mul_253 => mul_253
#   mul_254 => mul_254
#   mul_255 => mul_255
#   mul_256 => mul_256
#   mul_257 => mul_257
#   mul_258 => mul_258
#   mul_259 => mul_259
#   mul_260 => mul_260
#   mul_261 => mul_261
#   mul_262 => mul_262
#   mul_263 => mul_263
#   mul_264 => mul_264
#   mul_265 => mul_265
#   scalar_tensor => full_default
#   sub_68 => sub_68
#   sub_70 => sub_70
#   sub_71 => sub_71
#   sub_72 => sub_72
#   sub_74 => sub_74
#   sub_75 => sub_75
#   sum_26 => sum_26
#   sum_27 => sum_27
#   sum_28 => sum_28
#   sum_29 => sum_29
#   unsqueeze_227 => unsqueeze_227
#   unsqueeze_228 => unsqueeze_228
#   unsqueeze_229 => unsqueeze_229
#   unsqueeze_230 => unsqueeze_230
#   unsqueeze_231 => unsqueeze_231
#   unsqueeze_232 => unsqueeze_232
#   unsqueeze_233 => unsqueeze_233
#   unsqueeze_234 => unsqueeze_234
#   unsqueeze_235 => unsqueeze_235
#   unsqueeze_239 => unsqueeze_239
#   unsqueeze_240 => unsqueeze_240
#   unsqueeze_241 => unsqueeze_241
#   unsqueeze_242 => unsqueeze_242
#   unsqueeze_243 => unsqueeze_243
#   unsqueeze_244 => unsqueeze_244
#   unsqueeze_245 => unsqueeze_245
#   unsqueeze_246 => unsqueeze_246
#   unsqueeze_247 => unsqueeze_247
#   where_10 => where_10
#   where_8 => where_8
# Graph fragment:
#   %relu_6 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=relu_6]
#   %relu_8 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=relu_8]
#   %getitem_63 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=getitem_63]
#   %getitem_69 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=getitem_69]
#   %getitem_75 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=getitem_75]
#   %where_10 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=where_10]
#   %convolution_7 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=convolution_7]
#   %unsqueeze_226 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_226]
#   %convolution_6 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0" = PlaceHolder[target=convolution_6]
#   %unsqueeze_238 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_238]
#   %sum_27 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_27]
#   %squeeze_22 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_22]
#   %sum_29 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_29]
#   %squeeze_19 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=squeeze_19]
#   %sum_26 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_26]
#   %primals_48 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_48]
#   %sum_28 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=sum_28]
#   %primals_42 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_42]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_111 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_63, %getitem_69), kwargs = {})
#   %le_8 : Tensor "b8[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_8, 0), kwargs = {})
#   %where_8 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_8, %full_default, %add_111), kwargs = {})
#   %add_112 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_8, %getitem_75), kwargs = {})
#   %le_10 : Tensor "b8[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_6, 0), kwargs = {})
#   %where_10 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=6] = call_function[target=torch.ops.aten.where.self](args = (%le_10, %full_default, %add_112), kwargs = {})
#   %sum_26 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_10, [0, 2, 3]), kwargs = {})
#   %sub_68 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_7, %unsqueeze_226), kwargs = {})
#   %mul_248 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_10, %sub_68), kwargs = {})
#   %sum_27 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_248, [0, 2, 3]), kwargs = {})
#   %mul_249 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_26, 0.0078125), kwargs = {})
#   %unsqueeze_227 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_249, 0), kwargs = {})
#   %unsqueeze_228 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_227, 2), kwargs = {})
#   %unsqueeze_229 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_228, 3), kwargs = {})
#   %mul_250 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_27, 0.0078125), kwargs = {})
#   %mul_251 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %squeeze_22), kwargs = {})
#   %mul_252 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_250, %mul_251), kwargs = {})
#   %unsqueeze_230 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_252, 0), kwargs = {})
#   %unsqueeze_231 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_230, 2), kwargs = {})
#   %unsqueeze_232 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_231, 3), kwargs = {})
#   %mul_253 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_22, %primals_48), kwargs = {})
#   %unsqueeze_233 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_253, 0), kwargs = {})
#   %unsqueeze_234 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_233, 2), kwargs = {})
#   %unsqueeze_235 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_234, 3), kwargs = {})
#   %mul_254 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_68, %unsqueeze_232), kwargs = {})
#   %sub_70 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_10, %mul_254), kwargs = {})
#   %sub_71 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_70, %unsqueeze_229), kwargs = {})
#   %mul_255 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_71, %unsqueeze_235), kwargs = {})
#   %mul_256 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_27, %squeeze_22), kwargs = {})
#   %convolution_backward_12 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_255, %relu_4, %primals_44, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   %sum_28 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_10, [0, 2, 3]), kwargs = {})
#   %sub_72 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_6, %unsqueeze_238), kwargs = {})
#   %mul_257 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_10, %sub_72), kwargs = {})
#   %sum_29 : Tensor "f32[128][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_257, [0, 2, 3]), kwargs = {})
#   %mul_258 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_28, 0.0078125), kwargs = {})
#   %unsqueeze_239 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_258, 0), kwargs = {})
#   %unsqueeze_240 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_239, 2), kwargs = {})
#   %unsqueeze_241 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_240, 3), kwargs = {})
#   %mul_259 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_29, 0.0078125), kwargs = {})
#   %mul_260 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %squeeze_19), kwargs = {})
#   %mul_261 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_259, %mul_260), kwargs = {})
#   %unsqueeze_242 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_261, 0), kwargs = {})
#   %unsqueeze_243 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_242, 2), kwargs = {})
#   %unsqueeze_244 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_243, 3), kwargs = {})
#   %mul_262 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_19, %primals_42), kwargs = {})
#   %unsqueeze_245 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_262, 0), kwargs = {})
#   %unsqueeze_246 : Tensor "f32[1, 128, 1][128, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_245, 2), kwargs = {})
#   %unsqueeze_247 : Tensor "f32[1, 128, 1, 1][128, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_246, 3), kwargs = {})
#   %mul_263 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_72, %unsqueeze_244), kwargs = {})
#   %sub_74 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_10, %mul_263), kwargs = {})
#   %sub_75 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_74, %unsqueeze_241), kwargs = {})
#   %mul_264 : Tensor "f32[2, 128, 8, 8][8192, 1, 1024, 128]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_75, %unsqueeze_247), kwargs = {})
#   %mul_265 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_29, %squeeze_19), kwargs = {})
#   %convolution_backward_13 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_264, %relu_5, %primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %where_10,%sum_26,%sum_27,%sum_28,%sum_29,%mul_256,%mul_265,%buf110,%buf117
triton_red_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8 = async_compile.triton('triton_red_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_out_ptr1': '*fp32', 'in_out_ptr2': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8', 'mutated_arg_names': ['in_out_ptr0', 'in_out_ptr1', 'in_out_ptr2'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 18, 'num_store': 7, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 728064, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8(in_out_ptr0, in_out_ptr1, in_out_ptr2, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr2, out_ptr4, out_ptr5, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 128
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp16 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp20 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp23 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    _tmp27 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp6 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp9 = tl.load(in_ptr3 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp15 = tl.load(in_out_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp22 = tl.load(in_out_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tmp3 <= tmp1
        tmp7 = tmp5 + tmp6
        tmp8 = tl.where(tmp4, tmp1, tmp7)
        tmp10 = tmp8 + tmp9
        tmp11 = tl.where(tmp2, tmp1, tmp10)
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
        tmp17 = tmp15 - tmp16
        tmp18 = tmp11 * tmp17
        tmp19 = tl.broadcast_to(tmp18, [XBLOCK, R0_BLOCK])
        tmp21 = _tmp20 + tmp19
        _tmp20 = tl.where(r0_mask & xmask, tmp21, _tmp20)
        tmp24 = tmp22 - tmp23
        tmp25 = tmp11 * tmp24
        tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
        tmp28 = _tmp27 + tmp26
        _tmp27 = tl.where(r0_mask & xmask, tmp28, _tmp27)
        tl.store(in_out_ptr0 + (x0 + 128*r0_1), tmp11, r0_mask & xmask)
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp20 = tl.sum(_tmp20, 1)[:, None]
    tmp27 = tl.sum(_tmp27, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp13, xmask)
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tmp29 = tl.load(in_ptr6 + (x0), xmask)
    tmp31 = tl.load(in_ptr7 + (x0), xmask)
    tmp30 = tmp20 * tmp29
    tmp32 = tmp27 * tmp31
    tl.store(out_ptr4 + (x0), tmp30, xmask)
    tl.store(out_ptr5 + (x0), tmp32, xmask)
    tmp38 = tl.load(in_ptr6 + (x0), xmask, eviction_policy='evict_last')
    tmp45 = tl.load(in_ptr8 + (x0), xmask, eviction_policy='evict_last')
    tmp51 = tl.load(in_ptr7 + (x0), xmask, eviction_policy='evict_last')
    tmp57 = tl.load(in_ptr9 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tl.debug_barrier()
        tmp33 = tl.load(in_out_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp34 = tl.load(in_out_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tl.debug_barrier()
        tmp48 = tl.load(in_out_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp35 = tmp34 - tmp16
        tmp36 = tl.full([1, 1], 0.0078125, tl.float32)
        tmp37 = tmp20 * tmp36
        tmp39 = tmp38 * tmp38
        tmp40 = tmp37 * tmp39
        tmp41 = tmp35 * tmp40
        tmp42 = tmp33 - tmp41
        tmp43 = tmp13 * tmp36
        tmp44 = tmp42 - tmp43
        tmp46 = tmp38 * tmp45
        tmp47 = tmp44 * tmp46
        tmp49 = tmp48 - tmp23
        tmp50 = tmp27 * tmp36
        tmp52 = tmp51 * tmp51
        tmp53 = tmp50 * tmp52
        tmp54 = tmp49 * tmp53
        tmp55 = tmp33 - tmp54
        tmp56 = tmp55 - tmp43
        tmp58 = tmp51 * tmp57
        tmp59 = tmp56 * tmp58
        tl.store(in_out_ptr1 + (x0 + 128*r0_1), tmp47, r0_mask & xmask)
        tl.store(in_out_ptr2 + (x0 + 128*r0_1), tmp59, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/do/cdoletxxlkn2syiftqhzf6bzyfkpfwl2ntu562a5645qwr6ms2w4.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sum_32, sub_80, mul_275, sum_33], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   le_12 => le_12
#   mul_275 => mul_275
#   scalar_tensor => full_default
#   sub_80 => sub_80
#   sum_32 => sum_32
#   sum_33 => sum_33
#   where_12 => where_12
# Graph fragment:
#   %relu_4 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_262 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_262]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %sum_32 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_12, [0, 2, 3]), kwargs = {})
#   %sub_80 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_262), kwargs = {})
#   %mul_275 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_12, %sub_80), kwargs = {})
#   %sum_33 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_275, [0, 2, 3]), kwargs = {})
#   return %buf128,%buf130
triton_red_fused_add_native_batch_norm_backward_threshold_backward_9 = async_compile.triton('triton_red_fused_add_native_batch_norm_backward_threshold_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_add_native_batch_norm_backward_threshold_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 528640, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_add_native_batch_norm_backward_threshold_backward_9(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp8 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp11 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp10 = tl.load(in_ptr3 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp5 = tmp3 + tmp4
        tmp6 = tl.where(tmp2, tmp1, tmp5)
        tmp7 = tl.broadcast_to(tmp6, [XBLOCK, R0_BLOCK])
        tmp9 = _tmp8 + tmp7
        _tmp8 = tl.where(r0_mask & xmask, tmp9, _tmp8)
        tmp12 = tmp10 - tmp11
        tmp13 = tmp6 * tmp12
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
    tmp8 = tl.sum(_tmp8, 1)[:, None]
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp8, xmask)
    tl.store(out_ptr1 + (x3), tmp15, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/6n/c6ngz4y5y5j5brholsqrekvu6eavfcr3e7v4kiawadzjk75mduof.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sum_32], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   le_12 => le_12
#   scalar_tensor => full_default
#   sum_32 => sum_32
#   where_12 => where_12
# Graph fragment:
#   %buf128 : Tensor "f32[64, 4][1, 64]cuda:0" = PlaceHolder[target=buf128]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %sum_32 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_12, [0, 2, 3]), kwargs = {})
#   return %sum_32
triton_per_fused_add_native_batch_norm_backward_threshold_backward_10 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_10', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 1536, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_10(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 4
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/je/cjetkevjl22kacdqt7olwho4tdfpgfaumg2abitsfdbi35ho5dh2.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sub_80, mul_275, sum_33, mul_283], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   le_12 => le_12
#   mul_275 => mul_275
#   mul_283 => mul_283
#   scalar_tensor => full_default
#   sub_80 => sub_80
#   sum_33 => sum_33
#   where_12 => where_12
# Graph fragment:
#   %buf130 : Tensor "f32[64, 4][1, 64]cuda:0" = PlaceHolder[target=buf130]
#   %sum_33 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_33]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %sub_80 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_262), kwargs = {})
#   %mul_275 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_12, %sub_80), kwargs = {})
#   %sum_33 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_275, [0, 2, 3]), kwargs = {})
#   %mul_283 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_33, %squeeze_13), kwargs = {})
#   return %sum_33,%mul_283
triton_per_fused_add_native_batch_norm_backward_threshold_backward_11 = async_compile.triton('triton_per_fused_add_native_batch_norm_backward_threshold_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_native_batch_norm_backward_threshold_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 2304, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_native_batch_norm_backward_threshold_backward_11(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 4
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
    tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/w7/cw7ixu2u343gqx33amiuo536fyhqxkuvqsa3p267bxskwpj3tn6x.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sub_80, mul_276, unsqueeze_263, unsqueeze_264, unsqueeze_265, mul_277, mul_278, mul_279, unsqueeze_266, unsqueeze_267, unsqueeze_268, mul_280, unsqueeze_269, unsqueeze_270, unsqueeze_271, mul_281, sub_82, sub_83, mul_282], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_113 => add_113
#   le_12 => le_12
#   mul_276 => mul_276
#   mul_277 => mul_277
#   mul_278 => mul_278
#   mul_279 => mul_279
#   mul_280 => mul_280
#   mul_281 => mul_281
#   mul_282 => mul_282
#   scalar_tensor => full_default
#   sub_80 => sub_80
#   sub_82 => sub_82
#   sub_83 => sub_83
#   unsqueeze_263 => unsqueeze_263
#   unsqueeze_264 => unsqueeze_264
#   unsqueeze_265 => unsqueeze_265
#   unsqueeze_266 => unsqueeze_266
#   unsqueeze_267 => unsqueeze_267
#   unsqueeze_268 => unsqueeze_268
#   unsqueeze_269 => unsqueeze_269
#   unsqueeze_270 => unsqueeze_270
#   unsqueeze_271 => unsqueeze_271
#   where_12 => where_12
# Graph fragment:
#   %relu_4 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %convolution_4 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=convolution_4]
#   %unsqueeze_262 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_262]
#   %sum_33 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_33]
#   %squeeze_13 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_13]
#   %sum_32 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_32]
#   %primals_30 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_30]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %sub_80 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_4, %unsqueeze_262), kwargs = {})
#   %mul_276 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_32, 0.001953125), kwargs = {})
#   %unsqueeze_263 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_276, 0), kwargs = {})
#   %unsqueeze_264 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_263, 2), kwargs = {})
#   %unsqueeze_265 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_264, 3), kwargs = {})
#   %mul_277 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_33, 0.001953125), kwargs = {})
#   %mul_278 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %squeeze_13), kwargs = {})
#   %mul_279 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_277, %mul_278), kwargs = {})
#   %unsqueeze_266 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_279, 0), kwargs = {})
#   %unsqueeze_267 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_266, 2), kwargs = {})
#   %unsqueeze_268 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_267, 3), kwargs = {})
#   %mul_280 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_13, %primals_30), kwargs = {})
#   %unsqueeze_269 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_280, 0), kwargs = {})
#   %unsqueeze_270 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_269, 2), kwargs = {})
#   %unsqueeze_271 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_270, 3), kwargs = {})
#   %mul_281 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_80, %unsqueeze_268), kwargs = {})
#   %sub_82 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_12, %mul_281), kwargs = {})
#   %sub_83 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_82, %unsqueeze_265), kwargs = {})
#   %mul_282 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_83, %unsqueeze_271), kwargs = {})
#   return %mul_282
triton_poi_fused_add_native_batch_norm_backward_threshold_backward_12 = async_compile.triton('triton_poi_fused_add_native_batch_norm_backward_threshold_backward_12', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_native_batch_norm_backward_threshold_backward_12', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 9, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 787712}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_native_batch_norm_backward_threshold_backward_12(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr1 + (x2), None)
    tmp4 = tl.load(in_ptr2 + (x2), None)
    tmp7 = tl.load(in_out_ptr0 + (x2), None)
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp21 = tl.load(in_ptr7 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.where(tmp2, tmp1, tmp5)
    tmp9 = tmp7 - tmp8
    tmp11 = tl.full([1], 0.001953125, tl.float32)
    tmp12 = tmp10 * tmp11
    tmp14 = tmp13 * tmp13
    tmp15 = tmp12 * tmp14
    tmp16 = tmp9 * tmp15
    tmp17 = tmp6 - tmp16
    tmp19 = tmp18 * tmp11
    tmp20 = tmp17 - tmp19
    tmp22 = tmp13 * tmp21
    tmp23 = tmp20 * tmp22
    tl.store(in_out_ptr0 + (x2), tmp23, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/a7/ca74npmw4vz2jrjckkumov7wdwoocv3wok4mgxxob6vvcqsvfuh2.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sum_34, sub_84, mul_284, sum_35], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   le_13 => le_13
#   mul_284 => mul_284
#   scalar_tensor => full_default
#   sub_84 => sub_84
#   sum_34 => sum_34
#   sum_35 => sum_35
#   where_13 => where_13
# Graph fragment:
#   %relu_3 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_274 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_274]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_13 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default, %getitem_87), kwargs = {})
#   %sum_34 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_13, [0, 2, 3]), kwargs = {})
#   %sub_84 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_3, %unsqueeze_274), kwargs = {})
#   %mul_284 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_13, %sub_84), kwargs = {})
#   %sum_35 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_284, [0, 2, 3]), kwargs = {})
#   return %buf137,%buf139
triton_red_fused_native_batch_norm_backward_threshold_backward_13 = async_compile.triton('triton_red_fused_native_batch_norm_backward_threshold_backward_13', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_native_batch_norm_backward_threshold_backward_13', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 397568, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_threshold_backward_13(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp6 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp9 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp3 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp8 = tl.load(in_ptr2 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], 0.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp4 = tl.where(tmp2, tmp1, tmp3)
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask, tmp7, _tmp6)
        tmp10 = tmp8 - tmp9
        tmp11 = tmp4 * tmp10
        tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
    tmp6 = tl.sum(_tmp6, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp6, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/n6/cn6t4eksbuq3zdtmeisadjybbdpssbuvj47ezmzqvc4tpyan4cu6.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_16 => convolution_backward_16
#   le_13 => le_13
#   mul_285 => mul_285
#   mul_286 => mul_286
#   mul_287 => mul_287
#   mul_288 => mul_288
#   mul_289 => mul_289
#   mul_290 => mul_290
#   mul_291 => mul_291
#   scalar_tensor => full_default
#   sub_84 => sub_84
#   sub_86 => sub_86
#   sub_87 => sub_87
#   unsqueeze_275 => unsqueeze_275
#   unsqueeze_276 => unsqueeze_276
#   unsqueeze_277 => unsqueeze_277
#   unsqueeze_278 => unsqueeze_278
#   unsqueeze_279 => unsqueeze_279
#   unsqueeze_280 => unsqueeze_280
#   unsqueeze_281 => unsqueeze_281
#   unsqueeze_282 => unsqueeze_282
#   unsqueeze_283 => unsqueeze_283
#   where_13 => where_13
# Graph fragment:
#   %relu_3 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=relu_3]
#   %getitem_87 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_87]
#   %convolution_3 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=convolution_3]
#   %unsqueeze_274 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_274]
#   %sum_35 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_35]
#   %squeeze_10 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_10]
#   %sum_34 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_34]
#   %primals_24 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_24]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_13 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_3, 0), kwargs = {})
#   %where_13 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_13, %full_default, %getitem_87), kwargs = {})
#   %sub_84 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_3, %unsqueeze_274), kwargs = {})
#   %mul_285 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_34, 0.001953125), kwargs = {})
#   %unsqueeze_275 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_285, 0), kwargs = {})
#   %unsqueeze_276 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_275, 2), kwargs = {})
#   %unsqueeze_277 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_276, 3), kwargs = {})
#   %mul_286 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_35, 0.001953125), kwargs = {})
#   %mul_287 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %squeeze_10), kwargs = {})
#   %mul_288 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_286, %mul_287), kwargs = {})
#   %unsqueeze_278 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_288, 0), kwargs = {})
#   %unsqueeze_279 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_278, 2), kwargs = {})
#   %unsqueeze_280 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_279, 3), kwargs = {})
#   %mul_289 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_10, %primals_24), kwargs = {})
#   %unsqueeze_281 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_289, 0), kwargs = {})
#   %unsqueeze_282 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_281, 2), kwargs = {})
#   %unsqueeze_283 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_282, 3), kwargs = {})
#   %mul_290 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_84, %unsqueeze_280), kwargs = {})
#   %sub_86 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_13, %mul_290), kwargs = {})
#   %sub_87 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_86, %unsqueeze_277), kwargs = {})
#   %mul_291 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_87, %unsqueeze_283), kwargs = {})
#   %convolution_backward_16 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_291, %relu_2, %primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf142
triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 656640}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_out_ptr0 + (x2), None)
    tmp3 = tl.load(in_ptr0 + (x2), None)
    tmp5 = tl.load(in_ptr1 + (x2), None)
    tmp6 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (x0), None, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tl.where(tmp2, tmp1, tmp3)
    tmp7 = tmp5 - tmp6
    tmp9 = tl.full([1], 0.001953125, tl.float32)
    tmp10 = tmp8 * tmp9
    tmp12 = tmp11 * tmp11
    tmp13 = tmp10 * tmp12
    tmp14 = tmp7 * tmp13
    tmp15 = tmp4 - tmp14
    tmp17 = tmp16 * tmp9
    tmp18 = tmp15 - tmp17
    tmp20 = tmp11 * tmp19
    tmp21 = tmp18 * tmp20
    tl.store(in_out_ptr0 + (x2), tmp21, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/2b/c2bfnpmhpgjznyu2uiucqlqqrct7bbu3t4xqrdrlaqcjrntef2f3.py
# Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, add_114, le_14, where_14], Original ATen: [aten.threshold_backward, aten.add]
# Source node to ATen node mapping:
#   add_113 => add_113
#   add_114 => add_114
#   le_12 => le_12
#   le_14 => le_14
#   scalar_tensor => full_default
#   where_12 => where_12
#   where_14 => where_14
# Graph fragment:
#   %relu_2 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=relu_2]
#   %relu_4 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=relu_4]
#   %getitem_78 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_78]
#   %getitem_84 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_84]
#   %getitem_90 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_90]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_113 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_78, %getitem_84), kwargs = {})
#   %le_12 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_4, 0), kwargs = {})
#   %where_12 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_12, %full_default, %add_113), kwargs = {})
#   %add_114 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_12, %getitem_90), kwargs = {})
#   %le_14 : Tensor "b8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_2, 0), kwargs = {})
#   %where_14 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.where.self](args = (%le_14, %full_default, %add_114), kwargs = {})
#   return %where_14
triton_poi_fused_add_threshold_backward_15 = async_compile.triton('triton_poi_fused_add_threshold_backward_15', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_threshold_backward_15', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 917504}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_threshold_backward_15(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp3 = tl.load(in_ptr0 + (x0), None)
    tmp5 = tl.load(in_ptr1 + (x0), None)
    tmp6 = tl.load(in_ptr2 + (x0), None)
    tmp9 = tl.load(in_ptr3 + (x0), None)
    tmp1 = tl.full([1], 0.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp4 = tmp3 <= tmp1
    tmp7 = tmp5 + tmp6
    tmp8 = tl.where(tmp4, tmp1, tmp7)
    tmp10 = tmp8 + tmp9
    tmp11 = tl.where(tmp2, tmp1, tmp10)
    tl.store(in_out_ptr0 + (x0), tmp11, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/5q/c5qmaaule2tvuyx2crd5n75tfcinpelwzwwfmimj753zkr2w2jmq.py
# Topologically Sorted Source Nodes: [sum_36, sub_88, mul_293, sum_37], Original ATen: [aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   mul_293 => mul_293
#   sub_88 => sub_88
#   sum_36 => sum_36
#   sum_37 => sum_37
# Graph fragment:
#   %where_14 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=where_14]
#   %convolution_2 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_286 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_286]
#   %sum_36 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_14, [0, 2, 3]), kwargs = {})
#   %sub_88 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_286), kwargs = {})
#   %mul_293 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_14, %sub_88), kwargs = {})
#   %sum_37 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_293, [0, 2, 3]), kwargs = {})
#   return %buf147,%buf149
triton_red_fused_native_batch_norm_backward_16 = async_compile.triton('triton_red_fused_native_batch_norm_backward_16', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 256, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_native_batch_norm_backward_16', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 2, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 266496, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_native_batch_norm_backward_16(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 256
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 64)
    x1 = xindex // 64
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp5 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp9 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr1 + (x0 + 64*r0_2 + 8192*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
        tmp6 = tmp4 - tmp5
        tmp7 = tmp0 * tmp6
        tmp8 = tl.broadcast_to(tmp7, [XBLOCK, R0_BLOCK])
        tmp10 = _tmp9 + tmp8
        _tmp9 = tl.where(r0_mask & xmask, tmp10, _tmp9)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tmp9 = tl.sum(_tmp9, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
    tl.store(out_ptr1 + (x3), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/bv/cbvstr7t2cpnret46avb3rskzemai4sh2syli7vyrexot6s5ko63.py
# Topologically Sorted Source Nodes: [sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_17 => convolution_backward_17
#   mul_294 => mul_294
#   mul_295 => mul_295
#   mul_296 => mul_296
#   mul_297 => mul_297
#   mul_298 => mul_298
#   mul_299 => mul_299
#   mul_300 => mul_300
#   sub_88 => sub_88
#   sub_90 => sub_90
#   sub_91 => sub_91
#   unsqueeze_287 => unsqueeze_287
#   unsqueeze_288 => unsqueeze_288
#   unsqueeze_289 => unsqueeze_289
#   unsqueeze_290 => unsqueeze_290
#   unsqueeze_291 => unsqueeze_291
#   unsqueeze_292 => unsqueeze_292
#   unsqueeze_293 => unsqueeze_293
#   unsqueeze_294 => unsqueeze_294
#   unsqueeze_295 => unsqueeze_295
# Graph fragment:
#   %where_14 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=where_14]
#   %convolution_2 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=convolution_2]
#   %unsqueeze_286 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_286]
#   %sum_37 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_37]
#   %squeeze_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=squeeze_7]
#   %sum_36 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_36]
#   %primals_18 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_18]
#   %sub_88 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_2, %unsqueeze_286), kwargs = {})
#   %mul_294 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_36, 0.001953125), kwargs = {})
#   %unsqueeze_287 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_294, 0), kwargs = {})
#   %unsqueeze_288 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_287, 2), kwargs = {})
#   %unsqueeze_289 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_288, 3), kwargs = {})
#   %mul_295 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_37, 0.001953125), kwargs = {})
#   %mul_296 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %squeeze_7), kwargs = {})
#   %mul_297 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_295, %mul_296), kwargs = {})
#   %unsqueeze_290 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_297, 0), kwargs = {})
#   %unsqueeze_291 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_290, 2), kwargs = {})
#   %unsqueeze_292 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_291, 3), kwargs = {})
#   %mul_298 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_7, %primals_18), kwargs = {})
#   %unsqueeze_293 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_298, 0), kwargs = {})
#   %unsqueeze_294 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_293, 2), kwargs = {})
#   %unsqueeze_295 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_294, 3), kwargs = {})
#   %mul_299 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_88, %unsqueeze_292), kwargs = {})
#   %sub_90 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_14, %mul_299), kwargs = {})
#   %sub_91 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_90, %unsqueeze_289), kwargs = {})
#   %mul_300 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_91, %unsqueeze_295), kwargs = {})
#   %convolution_backward_17 : [num_users=2] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_300, %relu_1, %primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]), kwargs = {})
#   return %buf152
triton_poi_fused_convolution_backward_native_batch_norm_backward_17 = async_compile.triton('triton_poi_fused_convolution_backward_native_batch_norm_backward_17', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_convolution_backward_native_batch_norm_backward_17', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 525568}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_backward_native_batch_norm_backward_17(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_out_ptr0 + (x2), None)
    tmp2 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x0), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr3 + (x0), None, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + (x0), None, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (x0), None, eviction_policy='evict_last')
    tmp3 = tmp1 - tmp2
    tmp5 = tl.full([1], 0.001953125, tl.float32)
    tmp6 = tmp4 * tmp5
    tmp8 = tmp7 * tmp7
    tmp9 = tmp6 * tmp8
    tmp10 = tmp3 * tmp9
    tmp11 = tmp0 - tmp10
    tmp13 = tmp12 * tmp5
    tmp14 = tmp11 - tmp13
    tmp16 = tmp7 * tmp15
    tmp17 = tmp14 * tmp16
    tl.store(in_out_ptr0 + (x2), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/zn/czncgscgvofz2zdnpx4mfmqpldcq4egvgd3774oc57yatt7ke2yb.py
# Topologically Sorted Source Nodes: [add_115, full_20, view_3, x_3, view_4, scatter_add], Original ATen: [aten.add, aten.max_pool2d_with_indices_backward, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   add_115 => add_115
#   full_20 => full_default_16
#   scatter_add => scatter_add
#   view_3 => view_3
#   view_4 => view_4
#   x_3 => _low_memory_max_pool_offsets_to_indices
# Graph fragment:
#   %add_115 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_14, %getitem_96), kwargs = {})
#   %full_default_16 : Tensor "f32[128, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([128, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_3 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_115, [128, 256]), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_3, [3, 3], [32, 32], [2, 2], [1, 1], [1, 1]), kwargs = {})
#   %view_4 : Tensor "i64[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%_low_memory_max_pool_offsets_to_indices, [128, 256]), kwargs = {})
#   %scatter_add : Tensor "f32[128, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_16, 1, %view_4, %view_3), kwargs = {})
#   return %scatter_add
triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_18 = async_compile.triton('triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_18', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_18', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 1048576}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_18(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/f4/cf4yrh4dbmda2wdnqvfffbp2dfa57lh5tn4wqjhloc763hpwyfhs.py
# Topologically Sorted Source Nodes: [add_115, full_20, view_3, x_3, view_4, scatter_add], Original ATen: [aten.add, aten.max_pool2d_with_indices_backward, aten.max_pool2d_with_indices]
# Source node to ATen node mapping:
#   add_115 => add_115
#   full_20 => full_default_16
#   scatter_add => scatter_add
#   view_3 => view_3
#   view_4 => view_4
#   x_3 => _low_memory_max_pool_offsets_to_indices
# Graph fragment:
#   %getitem_3 : Tensor "i8[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_3]
#   %where_14 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=where_14]
#   %getitem_96 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0" = PlaceHolder[target=getitem_96]
#   %scatter_add : Tensor "f32[128, 1024][1024, 1]cuda:0" = PlaceHolder[target=scatter_add]
#   %add_115 : Tensor "f32[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%where_14, %getitem_96), kwargs = {})
#   %full_default_16 : Tensor "f32[128, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([128, 1024], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_3 : Tensor "f32[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%add_115, [128, 256]), kwargs = {})
#   %_low_memory_max_pool_offsets_to_indices : Tensor "i64[2, 64, 16, 16][16384, 1, 1024, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.prims._low_memory_max_pool_offsets_to_indices.default](args = (%getitem_3, [3, 3], [32, 32], [2, 2], [1, 1], [1, 1]), kwargs = {})
#   %view_4 : Tensor "i64[128, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%_low_memory_max_pool_offsets_to_indices, [128, 256]), kwargs = {})
#   %scatter_add : Tensor "f32[128, 1024][1024, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.scatter_add.default](args = (%full_default_16, 1, %view_4, %view_3), kwargs = {})
#   return %buf166
triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_19 = async_compile.triton('triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_19', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i8', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_19', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 294912}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_19(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 128)
    x1 = xindex // 128
    tmp0 = tl.load(in_ptr0 + (64*x1 + 16384*(x0 // 64) + ((x0 % 64))), None)
    tmp7 = tl.load(in_ptr1 + (64*x1 + 16384*(x0 // 64) + ((x0 % 64))), None)
    tmp8 = tl.load(in_ptr2 + (64*x1 + 16384*(x0 // 64) + ((x0 % 64))), None)
    tmp1 = (tl.full([XBLOCK], 9, tl.int32)).to(tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert((0 <= tmp4) & (tmp4 < 9), "index out of bounds: 0 <= tmp4 < 9")
    tl.device_assert(0 <= (-33) + tmp4 + 2*((x1 % 16)) + 29*(tmp4 // 3) + 64*(x1 // 16), "index out of bounds: 0 <= (-33) + tmp4 + 2*((x1 % 16)) + 29*(tmp4 // 3) + 64*(x1 // 16)")
    tmp9 = tmp7 + tmp8
    tl.atomic_add(out_ptr0 + ((-33) + tmp4 + 2*((x1 % 16)) + 29*(tmp4 // 3) + 64*(x1 // 16) + 1024*x0), tmp9, None, sem='relaxed')
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/gk/cgkp5xekz37tphkqkazy7f3qajhltizvqxorkiseqdqbsyu4egx3.py
# Topologically Sorted Source Nodes: [scalar_tensor, view_5, x_1, x_2, le_16, where_16], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   le_16 => le_16
#   scalar_tensor => full_default
#   view_5 => view_5
#   where_16 => where_16
#   x_1 => add_4, mul, mul_6, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
#   x_2 => relu
# Graph fragment:
#   %convolution : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %primals_7 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_7]
#   %buf166 : Tensor "f32[128, 1024][1024, 1]cuda:0" = PlaceHolder[target=buf166]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=17] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %view_5 : Tensor "f32[2, 64, 32, 32][65536, 1024, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%scatter_add, [2, 64, 32, 32]), kwargs = {})
#   %sub : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_6, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[64, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   %relu : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%add_4,), kwargs = {})
#   %le_16 : Tensor "b8[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_16 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_16, %full_default, %view_5), kwargs = {})
#   return %where_16
triton_poi_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_backward_relu_threshold_backward_20 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_backward_relu_threshold_backward_20', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 2048}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_backward_relu_threshold_backward_20', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'y': 524288, 'x': 1049600}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_backward_relu_threshold_backward_20(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 64
    xnumel = 2048
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y0 = yindex
    x1 = (xindex % 1024)
    x2 = xindex // 1024
    tmp0 = tl.load(in_ptr0 + (y0 + 64*x3), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (y0), ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr5 + (x1 + 1024*y0 + 65536*x2), xmask & ymask)
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tmp9 = tl.full([1, 1], 0, tl.int32)
    tmp10 = tl.maximum(tmp9, tmp8, tl.PropagateNan.ALL)
    tmp11 = tl.full([1, 1], 0.0, tl.float32)
    tmp12 = tmp10 <= tmp11
    tmp14 = tl.where(tmp12, tmp11, tmp13)
    tl.store(out_ptr0 + (x1 + 1024*y0 + 65536*x2), tmp14, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/sn/csnczw25j2nq7fdra2a3dydjfp6hdq6lz66nlmlhagpeybnzjnau.py
# Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sub_96, mul_311, sum_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   mul_311 => mul_311
#   sub_96 => sub_96
#   sum_41 => sum_41
#   unsqueeze_308 => unsqueeze_308
#   unsqueeze_309 => unsqueeze_309
#   unsqueeze_310 => unsqueeze_310
#   x_1 => squeeze
# Graph fragment:
#   %where_16 : Tensor "f32[2, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=where_16]
#   %convolution : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %squeeze : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %unsqueeze_308 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, 0), kwargs = {})
#   %unsqueeze_309 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_308, 2), kwargs = {})
#   %unsqueeze_310 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_309, 3), kwargs = {})
#   %sub_96 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_310), kwargs = {})
#   %mul_311 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %sub_96), kwargs = {})
#   %sum_41 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_311, [0, 2, 3]), kwargs = {})
#   return %buf169
triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'y': 64, 'x': 16, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'y': 524544, 'x': 8192, 'r0_': 524288}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, r0_numel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    ynumel = 64
    xnumel = 16
    r0_numel = 128
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
    tmp2 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    _tmp6 = tl.full([YBLOCK, XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (32*((((r0_2 + 128*x1) // 32) % 32)) + 1024*y0 + 65536*(x1 // 8) + ((r0_2 % 32))), r0_mask & xmask & ymask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.load(in_ptr1 + (y0 + 64*r0_2 + 8192*x1), r0_mask & xmask & ymask, eviction_policy='evict_first', other=0.0)
        tmp3 = tmp1 - tmp2
        tmp4 = tmp0 * tmp3
        tmp5 = tl.broadcast_to(tmp4, [YBLOCK, XBLOCK, R0_BLOCK])
        tmp7 = _tmp6 + tmp5
        _tmp6 = tl.where(r0_mask & xmask & ymask, tmp7, _tmp6)
    tmp6 = tl.sum(_tmp6, 2)[:, :, None]
    tl.store(out_ptr0 + (x1 + 16*y0), tmp6, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/v5/cv5vcka6jjj26nuu2mxxt35e672s7ebxw7qayz62a2s53rvf3j7x.py
# Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sub_96, mul_311, sum_41, mul_319], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   mul_311 => mul_311
#   mul_319 => mul_319
#   sub_96 => sub_96
#   sum_41 => sum_41
#   unsqueeze_308 => unsqueeze_308
#   unsqueeze_309 => unsqueeze_309
#   unsqueeze_310 => unsqueeze_310
#   x_1 => squeeze, squeeze_1
# Graph fragment:
#   %buf169 : Tensor "f32[64, 16][16, 1]cuda:0" = PlaceHolder[target=buf169]
#   %sum_41 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_41]
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=rsqrt]
#   %squeeze : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %unsqueeze_308 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, 0), kwargs = {})
#   %unsqueeze_309 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_308, 2), kwargs = {})
#   %unsqueeze_310 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_309, 3), kwargs = {})
#   %sub_96 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_310), kwargs = {})
#   %mul_311 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_16, %sub_96), kwargs = {})
#   %sum_41 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_311, [0, 2, 3]), kwargs = {})
#   %squeeze_1 : Tensor "f32[64][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [0, 2, 3]), kwargs = {})
#   %mul_319 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, %squeeze_1), kwargs = {})
#   return %sum_41,%mul_319
triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_22 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_22', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 16},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_22', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 1280, 'r0_': 4096}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_22(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 16
    R0_BLOCK: tl.constexpr = 16
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 16*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/k4/ck4moi6ijakcoa4fhbea24nxcoum6cewkruzm4boehndzzircb3j.py
# Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sum_40, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   convolution_backward_19 => convolution_backward_19
#   mul_312 => mul_312
#   mul_313 => mul_313
#   mul_314 => mul_314
#   mul_315 => mul_315
#   mul_316 => mul_316
#   mul_317 => mul_317
#   mul_318 => mul_318
#   sub_96 => sub_96
#   sub_98 => sub_98
#   sub_99 => sub_99
#   sum_40 => sum_40
#   unsqueeze_308 => unsqueeze_308
#   unsqueeze_309 => unsqueeze_309
#   unsqueeze_310 => unsqueeze_310
#   unsqueeze_311 => unsqueeze_311
#   unsqueeze_312 => unsqueeze_312
#   unsqueeze_313 => unsqueeze_313
#   unsqueeze_314 => unsqueeze_314
#   unsqueeze_315 => unsqueeze_315
#   unsqueeze_316 => unsqueeze_316
#   unsqueeze_317 => unsqueeze_317
#   unsqueeze_318 => unsqueeze_318
#   unsqueeze_319 => unsqueeze_319
#   x_1 => squeeze, squeeze_1
# Graph fragment:
#   %where_16 : Tensor "f32[2, 64, 32, 32][65536, 1024, 32, 1]cuda:0" = PlaceHolder[target=where_16]
#   %convolution : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %sum_41 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_41]
#   %rsqrt : Tensor "f32[1, 64, 1, 1][64, 1, 64, 64]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_40 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=sum_40]
#   %primals_6 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=primals_6]
#   %squeeze : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %unsqueeze_308 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, 0), kwargs = {})
#   %unsqueeze_309 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_308, 2), kwargs = {})
#   %unsqueeze_310 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_309, 3), kwargs = {})
#   %sum_40 : Tensor "f32[64][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_16, [0, 2, 3]), kwargs = {})
#   %sub_96 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_310), kwargs = {})
#   %mul_312 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_40, 0.00048828125), kwargs = {})
#   %unsqueeze_311 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_312, 0), kwargs = {})
#   %unsqueeze_312 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_311, 2), kwargs = {})
#   %unsqueeze_313 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_312, 3), kwargs = {})
#   %mul_313 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_41, 0.00048828125), kwargs = {})
#   %squeeze_1 : Tensor "f32[64][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [0, 2, 3]), kwargs = {})
#   %mul_314 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_315 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_313, %mul_314), kwargs = {})
#   %unsqueeze_314 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_315, 0), kwargs = {})
#   %unsqueeze_315 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_314, 2), kwargs = {})
#   %unsqueeze_316 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_315, 3), kwargs = {})
#   %mul_316 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_6), kwargs = {})
#   %unsqueeze_317 : Tensor "f32[1, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_316, 0), kwargs = {})
#   %unsqueeze_318 : Tensor "f32[1, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_317, 2), kwargs = {})
#   %unsqueeze_319 : Tensor "f32[1, 64, 1, 1][64, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_318, 3), kwargs = {})
#   %mul_317 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_96, %unsqueeze_316), kwargs = {})
#   %sub_98 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_16, %mul_317), kwargs = {})
#   %sub_99 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_98, %unsqueeze_313), kwargs = {})
#   %mul_318 : Tensor "f32[2, 64, 32, 32][65536, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_99, %unsqueeze_319), kwargs = {})
#   %convolution_backward_19 : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%mul_318, %primals_2, %primals_1, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %sum_40,%buf172
triton_red_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_23 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_23', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 2048},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_23', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 7, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 1574400, 'r0_': 524288}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_23(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 2048
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
        r0_1 = (r0_index % 1024)
        r0_2 = r0_index // 1024
        tmp0 = tl.load(in_ptr0 + (r0_1 + 1024*x0 + 65536*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tmp6 = tl.load(in_ptr1 + (x0), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp18 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 1024)
        r0_2 = r0_index // 1024
        r0_3 = r0_index
        tmp4 = tl.load(in_ptr0 + (r0_1 + 1024*x0 + 65536*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_out_ptr0 + (x0 + 64*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp7 = tmp5 - tmp6
        tmp9 = tl.full([1, 1], 0.00048828125, tl.float32)
        tmp10 = tmp8 * tmp9
        tmp12 = tmp11 * tmp11
        tmp13 = tmp10 * tmp12
        tmp14 = tmp7 * tmp13
        tmp15 = tmp4 - tmp14
        tmp16 = tmp2 * tmp9
        tmp17 = tmp15 - tmp16
        tmp19 = tmp11 * tmp18
        tmp20 = tmp17 * tmp19
        tl.store(in_out_ptr0 + (x0 + 64*r0_3), tmp20, r0_mask & xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpo01h52ad/yz/cyzuvjr4uhgxolqf6okk6ill4f33nyhdqzi65xuzvopsaltfbjmc.py
# Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 1000][1000, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_1 : Tensor "f32[1, 1000][1000, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%tangents_1, [0], True), kwargs = {})
#   return %sum_1
triton_poi_fused_sum_24 = async_compile.triton('triton_poi_fused_sum_24', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_sum_24', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 16000}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_sum_24(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1000
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.load(in_ptr0 + (1000 + x0), xmask)
    tmp2 = tmp0 + tmp1
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, le, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_122), ((2, 1000), (1000, 512)), ((1000, 1), (512, 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((2, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x_6, permute_1, mm], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:90
            extern_kernels.mm(tangents_1, primals_122, out=buf0)
            del primals_122
            assert_size_stride_grouped((convolution_19, le, primals_120), ((2, 512, 2, 2), (2, 512, 2, 2), (512, )), ((2048, 1, 1024, 512), (2048, 4, 2, 1), (1, )), 'input')
            buf6 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf8 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf10 = empty_strided_cuda((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, out_53, unsqueeze_80, unsqueeze_81, unsqueeze_82, sum_2, sub_20, mul_140, sum_3, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, mul_148, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0:91
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0.run(convolution_19, le, buf0, primals_120, buf6, buf8, buf10, 512, 8, stream=raw_stream0)
            del convolution_19
            del primals_120
            assert_size_stride_grouped((relu_15, primals_116), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, out_53, unsqueeze_80, unsqueeze_81, unsqueeze_82, sub_20, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:92
            buf11 = torch.ops.aten.convolution_backward.default(buf10, relu_15, primals_116, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf10
            del primals_116
            buf12 = buf11[0]
            assert_tensor_metadata(buf12, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.convolution_backward.default')
            buf13 = buf11[1]
            assert_tensor_metadata(buf13, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf13, 16, 'torch.ops.aten.convolution_backward.default')
            del buf11
            assert_size_stride_grouped((convolution_18, primals_114), ((2, 512, 2, 2), (512, )), ((2048, 1, 1024, 512), (1, )), 'input')
            buf17 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf19 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf20 = relu_15; del relu_15  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, out_50, unsqueeze_92, unsqueeze_93, unsqueeze_94, sum_4, sub_24, mul_149, sum_5, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, mul_157, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1:93
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1.run(buf20, convolution_18, buf12, primals_114, buf17, buf19, 512, 8, stream=raw_stream0)
            del buf12
            del convolution_18
            del primals_114
            assert_size_stride_grouped((relu_14, primals_110), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, out_50, unsqueeze_92, unsqueeze_93, unsqueeze_94, sub_24, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:94
            buf21 = torch.ops.aten.convolution_backward.default(buf20, relu_14, primals_110, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf20
            del primals_110
            buf22 = buf21[0]
            assert_tensor_metadata(buf22, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf22, 16, 'torch.ops.aten.convolution_backward.default')
            buf23 = buf21[1]
            assert_tensor_metadata(buf23, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf23, 16, 'torch.ops.aten.convolution_backward.default')
            del buf21
            assert_size_stride_grouped((convolution_16, convolution_17, primals_108, primals_102), ((2, 512, 2, 2), (2, 512, 2, 2), (512, ), (512, )), ((2048, 1, 1024, 512), (2048, 1, 1024, 512), (1, ), (1, )), 'input')
            buf27 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf38 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf30 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf41 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf29 = convolution_17; del convolution_17  # reuse
            buf40 = convolution_16; del convolution_16  # reuse
            buf31 = buf29; del buf29  # reuse
            buf42 = buf40; del buf40  # reuse
            # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, input_6, unsqueeze_104, unsqueeze_105, unsqueeze_106, sum_6, sub_28, mul_158, sum_7, mul_159, unsqueeze_107, unsqueeze_108, unsqueeze_109, mul_160, mul_161, mul_162, unsqueeze_110, unsqueeze_111, unsqueeze_112, mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_164, sub_30, sub_31, mul_165, mul_166, convolution_backward_2, out_46, unsqueeze_116, unsqueeze_117, unsqueeze_118, sum_8, sub_32, mul_167, sum_9, mul_168, unsqueeze_119, unsqueeze_120, unsqueeze_121, mul_169, mul_170, mul_171, unsqueeze_122, unsqueeze_123, unsqueeze_124, mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_173, sub_34, sub_35, mul_174, mul_175, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2:95
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2.run(buf31, buf42, relu_14, le, buf0, buf22, primals_108, primals_102, buf27, buf38, buf30, buf41, 512, 8, stream=raw_stream0)
            del buf22
            del le
            del primals_102
            del primals_108
            del relu_14
            assert_size_stride_grouped((relu_12, primals_104), ((2, 256, 4, 4), (512, 256, 1, 1)), ((4096, 1, 1024, 256), (256, 1, 1, 1)), 'input')
            # Topologically Sorted Source Nodes: [input_6, mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_165, convolution_backward_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:96
            buf32 = torch.ops.aten.convolution_backward.default(buf31, relu_12, primals_104, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf31
            del primals_104
            buf33 = buf32[0]
            assert_tensor_metadata(buf33, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf33, 16, 'torch.ops.aten.convolution_backward.default')
            buf34 = buf32[1]
            assert_tensor_metadata(buf34, (512, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf34, 16, 'torch.ops.aten.convolution_backward.default')
            del buf32
            assert_size_stride_grouped((relu_13, primals_98), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
            # Topologically Sorted Source Nodes: [out_46, mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_174, convolution_backward_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:97
            buf43 = torch.ops.aten.convolution_backward.default(buf42, relu_13, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf42
            del primals_98
            buf44 = buf43[0]
            assert_tensor_metadata(buf44, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf44, 16, 'torch.ops.aten.convolution_backward.default')
            buf45 = buf43[1]
            assert_tensor_metadata(buf45, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf45, 16, 'torch.ops.aten.convolution_backward.default')
            del buf43
            assert_size_stride_grouped((convolution_15, primals_96), ((2, 512, 2, 2), (512, )), ((2048, 1, 1024, 512), (1, )), 'input')
            buf49 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf51 = empty_strided_cuda((512, ), (1, ), torch.float32)
            buf52 = relu_13; del relu_13  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, out_43, unsqueeze_128, unsqueeze_129, unsqueeze_130, sum_10, sub_36, mul_176, sum_11, mul_177, unsqueeze_131, unsqueeze_132, unsqueeze_133, mul_178, mul_179, mul_180, unsqueeze_134, unsqueeze_135, unsqueeze_136, mul_181, unsqueeze_137, unsqueeze_138, unsqueeze_139, mul_182, sub_38, sub_39, mul_183, mul_184, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1:98
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1.run(buf52, convolution_15, buf44, primals_96, buf49, buf51, 512, 8, stream=raw_stream0)
            del buf44
            del convolution_15
            del primals_96
            assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 1, 768, 256), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, out_43, unsqueeze_128, unsqueeze_129, unsqueeze_130, sub_36, mul_177, unsqueeze_131, unsqueeze_132, unsqueeze_133, mul_178, mul_179, mul_180, unsqueeze_134, unsqueeze_135, unsqueeze_136, mul_181, unsqueeze_137, unsqueeze_138, unsqueeze_139, mul_182, sub_38, sub_39, mul_183, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:99
            buf53 = torch.ops.aten.convolution_backward.default(buf52, relu_12, primals_92, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf52
            del primals_92
            buf54 = buf53[0]
            assert_tensor_metadata(buf54, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf54, 16, 'torch.ops.aten.convolution_backward.default')
            buf55 = buf53[1]
            assert_tensor_metadata(buf55, (512, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf55, 16, 'torch.ops.aten.convolution_backward.default')
            del buf53
            assert_size_stride_grouped((convolution_14, unsqueeze_142, squeeze_43, primals_90), ((2, 256, 4, 4), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, ), (1, )), 'input')
            buf56 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf59 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf58 = convolution_14; del convolution_14  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, sum_12, sub_40, mul_185, sum_13, mul_186, unsqueeze_143, unsqueeze_144, unsqueeze_145, mul_187, mul_188, mul_189, unsqueeze_146, unsqueeze_147, unsqueeze_148, mul_190, unsqueeze_149, unsqueeze_150, unsqueeze_151, mul_191, sub_42, sub_43, mul_192, mul_193], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_3:100
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_3.run(buf58, relu_12, buf33, buf54, unsqueeze_142, squeeze_43, primals_90, buf56, buf59, 256, 32, stream=raw_stream0)
            del primals_90
            del squeeze_43
            del unsqueeze_142
            assert_size_stride_grouped((relu_11, primals_86), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_5], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:101
            buf60 = torch.ops.aten.convolution_backward.default(buf58, relu_11, primals_86, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf58
            del primals_86
            buf61 = buf60[0]
            assert_tensor_metadata(buf61, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf61, 16, 'torch.ops.aten.convolution_backward.default')
            buf62 = buf60[1]
            assert_tensor_metadata(buf62, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf62, 16, 'torch.ops.aten.convolution_backward.default')
            del buf60
            assert_size_stride_grouped((convolution_13, unsqueeze_154, squeeze_40, primals_84), ((2, 256, 4, 4), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, ), (1, )), 'input')
            buf63 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf65 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf66 = relu_11; del relu_11  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, sum_14, sub_44, mul_194, sum_15, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, mul_202, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4:102
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4.run(buf66, buf61, convolution_13, unsqueeze_154, squeeze_40, primals_84, buf63, buf65, 256, 32, stream=raw_stream0)
            del buf61
            del convolution_13
            del primals_84
            del squeeze_40
            del unsqueeze_154
            assert_size_stride_grouped((relu_10, primals_80), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, sub_44, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:103
            buf67 = torch.ops.aten.convolution_backward.default(buf66, relu_10, primals_80, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf66
            del primals_80
            buf68 = buf67[0]
            assert_tensor_metadata(buf68, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf68, 16, 'torch.ops.aten.convolution_backward.default')
            buf69 = buf67[1]
            assert_tensor_metadata(buf69, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf69, 16, 'torch.ops.aten.convolution_backward.default')
            del buf67
            assert_size_stride_grouped((convolution_12, unsqueeze_166, convolution_11, unsqueeze_178, squeeze_37, squeeze_34, primals_78, primals_72), ((2, 256, 4, 4), (1, 256, 1, 1), (2, 256, 4, 4), (1, 256, 1, 1), (256, ), (256, ), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (4096, 1, 1024, 256), (256, 1, 1, 1), (1, ), (1, ), (1, ), (1, )), 'input')
            buf70 = relu_10; del relu_10  # reuse
            buf71 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf78 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf73 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf80 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf74 = convolution_12; del convolution_12  # reuse
            buf81 = convolution_11; del convolution_11  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, add_110, le_6, where_6, sum_16, sub_48, mul_203, sum_17, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, mul_211, convolution_backward_7, sum_18, sub_52, mul_212, sum_19, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, mul_220, convolution_backward_8], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5:104
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5.run(buf70, buf74, buf81, relu_12, buf33, buf54, buf68, unsqueeze_166, unsqueeze_178, squeeze_37, squeeze_34, primals_78, primals_72, buf71, buf78, buf73, buf80, 256, 32, stream=raw_stream0)
            del buf33
            del buf54
            del buf68
            del buf70
            del primals_72
            del primals_78
            del relu_12
            del squeeze_34
            del squeeze_37
            del unsqueeze_166
            del unsqueeze_178
            assert_size_stride_grouped((relu_8, primals_74), ((2, 128, 8, 8), (256, 128, 1, 1)), ((8192, 1, 1024, 128), (128, 1, 1, 1)), 'input')
            # Topologically Sorted Source Nodes: [sub_48, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, convolution_backward_7], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:105
            buf75 = torch.ops.aten.convolution_backward.default(buf74, relu_8, primals_74, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf74
            del primals_74
            buf76 = buf75[0]
            assert_tensor_metadata(buf76, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf76, 16, 'torch.ops.aten.convolution_backward.default')
            buf77 = buf75[1]
            assert_tensor_metadata(buf77, (256, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf77, 16, 'torch.ops.aten.convolution_backward.default')
            del buf75
            assert_size_stride_grouped((relu_9, primals_68), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
            # Topologically Sorted Source Nodes: [sub_52, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, convolution_backward_8], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:106
            buf82 = torch.ops.aten.convolution_backward.default(buf81, relu_9, primals_68, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf81
            del primals_68
            buf83 = buf82[0]
            assert_tensor_metadata(buf83, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf83, 16, 'torch.ops.aten.convolution_backward.default')
            buf84 = buf82[1]
            assert_tensor_metadata(buf84, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf84, 16, 'torch.ops.aten.convolution_backward.default')
            del buf82
            assert_size_stride_grouped((convolution_10, unsqueeze_190, squeeze_31, primals_66), ((2, 256, 4, 4), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, ), (1, )), 'input')
            buf85 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf87 = empty_strided_cuda((256, ), (1, ), torch.float32)
            buf88 = relu_9; del relu_9  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, sum_20, sub_56, mul_221, sum_21, mul_222, unsqueeze_191, unsqueeze_192, unsqueeze_193, mul_223, mul_224, mul_225, unsqueeze_194, unsqueeze_195, unsqueeze_196, mul_226, unsqueeze_197, unsqueeze_198, unsqueeze_199, mul_227, sub_58, sub_59, mul_228, mul_229, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4:107
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4.run(buf88, buf83, convolution_10, unsqueeze_190, squeeze_31, primals_66, buf85, buf87, 256, 32, stream=raw_stream0)
            del buf83
            del convolution_10
            del primals_66
            del squeeze_31
            del unsqueeze_190
            assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 1, 384, 128), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, sub_56, mul_222, unsqueeze_191, unsqueeze_192, unsqueeze_193, mul_223, mul_224, mul_225, unsqueeze_194, unsqueeze_195, unsqueeze_196, mul_226, unsqueeze_197, unsqueeze_198, unsqueeze_199, mul_227, sub_58, sub_59, mul_228, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:108
            buf89 = torch.ops.aten.convolution_backward.default(buf88, relu_8, primals_62, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf88
            del primals_62
            buf90 = buf89[0]
            assert_tensor_metadata(buf90, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf90, 16, 'torch.ops.aten.convolution_backward.default')
            buf91 = buf89[1]
            assert_tensor_metadata(buf91, (256, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf91, 16, 'torch.ops.aten.convolution_backward.default')
            del buf89
            assert_size_stride_grouped((convolution_9, unsqueeze_202, squeeze_28, primals_60), ((2, 128, 8, 8), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, ), (1, )), 'input')
            buf92 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf95 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf94 = convolution_9; del convolution_9  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, sum_22, sub_60, mul_230, sum_23, mul_231, unsqueeze_203, unsqueeze_204, unsqueeze_205, mul_232, mul_233, mul_234, unsqueeze_206, unsqueeze_207, unsqueeze_208, mul_235, unsqueeze_209, unsqueeze_210, unsqueeze_211, mul_236, sub_62, sub_63, mul_237, mul_238], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_threshold_backward_6:109
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_threshold_backward_6.run(buf94, relu_8, buf76, buf90, unsqueeze_202, squeeze_28, primals_60, buf92, buf95, 128, 128, stream=raw_stream0)
            del primals_60
            del squeeze_28
            del unsqueeze_202
            assert_size_stride_grouped((relu_7, primals_56), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_10], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:110
            buf96 = torch.ops.aten.convolution_backward.default(buf94, relu_7, primals_56, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf94
            del primals_56
            buf97 = buf96[0]
            assert_tensor_metadata(buf97, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf97, 16, 'torch.ops.aten.convolution_backward.default')
            buf98 = buf96[1]
            assert_tensor_metadata(buf98, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf98, 16, 'torch.ops.aten.convolution_backward.default')
            del buf96
            assert_size_stride_grouped((convolution_8, unsqueeze_214, squeeze_25, primals_54), ((2, 128, 8, 8), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, ), (1, )), 'input')
            buf99 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf101 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf102 = relu_7; del relu_7  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, sum_24, sub_64, mul_239, sum_25, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, mul_247, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7:111
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7.run(buf102, buf97, convolution_8, unsqueeze_214, squeeze_25, primals_54, buf99, buf101, 128, 128, stream=raw_stream0)
            del buf97
            del convolution_8
            del primals_54
            del squeeze_25
            del unsqueeze_214
            assert_size_stride_grouped((relu_6, primals_50), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, sub_64, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:112
            buf103 = torch.ops.aten.convolution_backward.default(buf102, relu_6, primals_50, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf102
            del primals_50
            buf104 = buf103[0]
            assert_tensor_metadata(buf104, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf104, 16, 'torch.ops.aten.convolution_backward.default')
            buf105 = buf103[1]
            assert_tensor_metadata(buf105, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf105, 16, 'torch.ops.aten.convolution_backward.default')
            del buf103
            assert_size_stride_grouped((convolution_7, unsqueeze_226, convolution_6, unsqueeze_238, squeeze_22, squeeze_19, primals_48, primals_42), ((2, 128, 8, 8), (1, 128, 1, 1), (2, 128, 8, 8), (1, 128, 1, 1), (128, ), (128, ), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (8192, 1, 1024, 128), (128, 1, 1, 1), (1, ), (1, ), (1, ), (1, )), 'input')
            buf106 = relu_6; del relu_6  # reuse
            buf107 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf114 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf109 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf116 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf110 = convolution_7; del convolution_7  # reuse
            buf117 = convolution_6; del convolution_6  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, add_112, le_10, where_10, sum_26, sub_68, mul_248, sum_27, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, mul_256, convolution_backward_12, sum_28, sub_72, mul_257, sum_29, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, mul_265, convolution_backward_13], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8:113
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8.run(buf106, buf110, buf117, relu_8, buf76, buf90, buf104, unsqueeze_226, unsqueeze_238, squeeze_22, squeeze_19, primals_48, primals_42, buf107, buf114, buf109, buf116, 128, 128, stream=raw_stream0)
            del buf104
            del buf106
            del buf76
            del buf90
            del primals_42
            del primals_48
            del relu_8
            del squeeze_19
            del squeeze_22
            del unsqueeze_226
            del unsqueeze_238
            assert_size_stride_grouped((relu_4, primals_44), ((2, 64, 16, 16), (128, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
            # Topologically Sorted Source Nodes: [sub_68, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, convolution_backward_12], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:114
            buf111 = torch.ops.aten.convolution_backward.default(buf110, relu_4, primals_44, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf110
            del primals_44
            buf112 = buf111[0]
            assert_tensor_metadata(buf112, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf112, 16, 'torch.ops.aten.convolution_backward.default')
            buf113 = buf111[1]
            assert_tensor_metadata(buf113, (128, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf113, 16, 'torch.ops.aten.convolution_backward.default')
            del buf111
            assert_size_stride_grouped((relu_5, primals_38), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
            # Topologically Sorted Source Nodes: [sub_72, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:115
            buf118 = torch.ops.aten.convolution_backward.default(buf117, relu_5, primals_38, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf117
            del primals_38
            buf119 = buf118[0]
            assert_tensor_metadata(buf119, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf119, 16, 'torch.ops.aten.convolution_backward.default')
            buf120 = buf118[1]
            assert_tensor_metadata(buf120, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf120, 16, 'torch.ops.aten.convolution_backward.default')
            del buf118
            assert_size_stride_grouped((convolution_5, unsqueeze_250, squeeze_16, primals_36), ((2, 128, 8, 8), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, ), (1, )), 'input')
            buf121 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf123 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf124 = relu_5; del relu_5  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, sum_30, sub_76, mul_266, sum_31, mul_267, unsqueeze_251, unsqueeze_252, unsqueeze_253, mul_268, mul_269, mul_270, unsqueeze_254, unsqueeze_255, unsqueeze_256, mul_271, unsqueeze_257, unsqueeze_258, unsqueeze_259, mul_272, sub_78, sub_79, mul_273, mul_274, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7:116
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7.run(buf124, buf119, convolution_5, unsqueeze_250, squeeze_16, primals_36, buf121, buf123, 128, 128, stream=raw_stream0)
            del buf119
            del convolution_5
            del primals_36
            del squeeze_16
            del unsqueeze_250
            assert_size_stride(primals_32, (128, 64, 3, 3), (576, 1, 192, 64), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, sub_76, mul_267, unsqueeze_251, unsqueeze_252, unsqueeze_253, mul_268, mul_269, mul_270, unsqueeze_254, unsqueeze_255, unsqueeze_256, mul_271, unsqueeze_257, unsqueeze_258, unsqueeze_259, mul_272, sub_78, sub_79, mul_273, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:117
            buf125 = torch.ops.aten.convolution_backward.default(buf124, relu_4, primals_32, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf124
            del primals_32
            buf126 = buf125[0]
            assert_tensor_metadata(buf126, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf126, 16, 'torch.ops.aten.convolution_backward.default')
            buf127 = buf125[1]
            assert_tensor_metadata(buf127, (128, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf127, 16, 'torch.ops.aten.convolution_backward.default')
            del buf125
            assert_size_stride_grouped((convolution_4, unsqueeze_262), ((2, 64, 16, 16), (1, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
            buf128 = empty_strided_cuda((64, 4), (1, 64), torch.float32)
            buf130 = empty_strided_cuda((64, 4), (1, 64), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sum_32, sub_80, mul_275, sum_33], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_batch_norm_backward_threshold_backward_9:118
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_add_native_batch_norm_backward_threshold_backward_9.run(relu_4, buf112, buf126, convolution_4, unsqueeze_262, buf128, buf130, 256, 128, stream=raw_stream0)
            buf129 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sum_32], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_10:119
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_10.run(buf128, buf129, 64, 4, stream=raw_stream0)
            assert_size_stride(squeeze_13, (64, ), (1, ), 'input')
            buf131 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf133 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sub_80, mul_275, sum_33, mul_283], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_11:120
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_11.run(buf130, squeeze_13, buf131, buf133, 64, 4, stream=raw_stream0)
            assert_size_stride(primals_30, (64, ), (1, ), 'input')
            buf132 = convolution_4; del convolution_4  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sub_80, mul_276, unsqueeze_263, unsqueeze_264, unsqueeze_265, mul_277, mul_278, mul_279, unsqueeze_266, unsqueeze_267, unsqueeze_268, mul_280, unsqueeze_269, unsqueeze_270, unsqueeze_271, mul_281, sub_82, sub_83, mul_282], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused_add_native_batch_norm_backward_threshold_backward_12:121
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_native_batch_norm_backward_threshold_backward_12.run(buf132, relu_4, buf112, buf126, unsqueeze_262, buf131, squeeze_13, buf129, primals_30, 32768, stream=raw_stream0)
            del primals_30
            del squeeze_13
            del unsqueeze_262
            assert_size_stride_grouped((relu_3, primals_26), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_15], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:122
            buf134 = torch.ops.aten.convolution_backward.default(buf132, relu_3, primals_26, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf132
            del primals_26
            buf135 = buf134[0]
            assert_tensor_metadata(buf135, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf135, 16, 'torch.ops.aten.convolution_backward.default')
            buf136 = buf134[1]
            assert_tensor_metadata(buf136, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf136, 16, 'torch.ops.aten.convolution_backward.default')
            del buf134
            assert_size_stride_grouped((convolution_3, unsqueeze_274), ((2, 64, 16, 16), (1, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
            buf137 = buf130; del buf130  # reuse
            buf139 = buf128; del buf128  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sum_34, sub_84, mul_284, sum_35], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_threshold_backward_13:123
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_threshold_backward_13.run(relu_3, buf135, convolution_3, unsqueeze_274, buf137, buf139, 256, 128, stream=raw_stream0)
            buf138 = buf131; del buf131  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sum_34], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_10:124
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_10.run(buf137, buf138, 64, 4, stream=raw_stream0)
            assert_size_stride(squeeze_10, (64, ), (1, ), 'input')
            buf140 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf141 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sub_84, mul_284, sum_35, mul_292], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_11:125
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_11.run(buf139, squeeze_10, buf140, buf141, 64, 4, stream=raw_stream0)
            assert_size_stride(primals_24, (64, ), (1, ), 'input')
            buf142 = relu_3; del relu_3  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14:126
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14.run(buf142, buf135, convolution_3, unsqueeze_274, buf140, squeeze_10, buf138, primals_24, 32768, stream=raw_stream0)
            del buf135
            del convolution_3
            del primals_24
            del squeeze_10
            del unsqueeze_274
            assert_size_stride_grouped((relu_2, primals_20), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:127
            buf143 = torch.ops.aten.convolution_backward.default(buf142, relu_2, primals_20, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf142
            del primals_20
            buf144 = buf143[0]
            assert_tensor_metadata(buf144, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf144, 16, 'torch.ops.aten.convolution_backward.default')
            buf145 = buf143[1]
            assert_tensor_metadata(buf145, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf145, 16, 'torch.ops.aten.convolution_backward.default')
            del buf143
            buf146 = relu_2; del relu_2  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, add_114, le_14, where_14], Original ATen: [aten.threshold_backward, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_threshold_backward_15:128
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_threshold_backward_15.run(buf146, relu_4, buf112, buf126, buf144, 32768, stream=raw_stream0)
            del buf112
            del buf126
            del buf144
            del relu_4
            assert_size_stride_grouped((convolution_2, unsqueeze_286), ((2, 64, 16, 16), (1, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
            buf147 = buf139; del buf139  # reuse
            buf149 = buf137; del buf137  # reuse
            # Topologically Sorted Source Nodes: [sum_36, sub_88, mul_293, sum_37], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_16:129
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_16.run(buf146, convolution_2, unsqueeze_286, buf147, buf149, 256, 128, stream=raw_stream0)
            buf148 = buf140; del buf140  # reuse
            # Topologically Sorted Source Nodes: [sum_36], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_10:130
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_10.run(buf147, buf148, 64, 4, stream=raw_stream0)
            assert_size_stride(squeeze_7, (64, ), (1, ), 'input')
            buf150 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf151 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sub_88, mul_293, sum_37, mul_301], Original ATen: [aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_11:131
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_11.run(buf149, squeeze_7, buf150, buf151, 64, 4, stream=raw_stream0)
            assert_size_stride(primals_18, (64, ), (1, ), 'input')
            buf152 = convolution_2; del convolution_2  # reuse
            # Topologically Sorted Source Nodes: [sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_17:132
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_17.run(buf152, buf146, unsqueeze_286, buf150, squeeze_7, buf148, primals_18, 32768, stream=raw_stream0)
            del primals_18
            del squeeze_7
            del unsqueeze_286
            assert_size_stride_grouped((relu_1, primals_14), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
            # Topologically Sorted Source Nodes: [sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:133
            buf153 = torch.ops.aten.convolution_backward.default(buf152, relu_1, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf152
            del primals_14
            buf154 = buf153[0]
            assert_tensor_metadata(buf154, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf154, 16, 'torch.ops.aten.convolution_backward.default')
            buf155 = buf153[1]
            assert_tensor_metadata(buf155, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf155, 16, 'torch.ops.aten.convolution_backward.default')
            del buf153
            assert_size_stride_grouped((convolution_1, unsqueeze_298), ((2, 64, 16, 16), (1, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
            buf156 = buf149; del buf149  # reuse
            buf158 = buf147; del buf147  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, sum_38, sub_92, mul_302, sum_39], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused_native_batch_norm_backward_threshold_backward_13:134
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_native_batch_norm_backward_threshold_backward_13.run(relu_1, buf154, convolution_1, unsqueeze_298, buf156, buf158, 256, 128, stream=raw_stream0)
            buf157 = buf150; del buf150  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, sum_38], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_10:135
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_10.run(buf156, buf157, 64, 4, stream=raw_stream0)
            del buf156
            assert_size_stride(squeeze_4, (64, ), (1, ), 'input')
            buf159 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf160 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, sub_92, mul_302, sum_39, mul_310], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_batch_norm_backward_threshold_backward_11:136
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_batch_norm_backward_threshold_backward_11.run(buf158, squeeze_4, buf159, buf160, 64, 4, stream=raw_stream0)
            del buf158
            assert_size_stride(primals_12, (64, ), (1, ), 'input')
            buf161 = relu_1; del relu_1  # reuse
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, sub_92, mul_303, unsqueeze_299, unsqueeze_300, unsqueeze_301, mul_304, mul_305, mul_306, unsqueeze_302, unsqueeze_303, unsqueeze_304, mul_307, unsqueeze_305, unsqueeze_306, unsqueeze_307, mul_308, sub_94, sub_95, mul_309, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14:137
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_backward_native_batch_norm_backward_threshold_backward_14.run(buf161, buf154, convolution_1, unsqueeze_298, buf159, squeeze_4, buf157, primals_12, 32768, stream=raw_stream0)
            del buf154
            del convolution_1
            del primals_12
            del squeeze_4
            del unsqueeze_298
            assert_size_stride_grouped((getitem_2, primals_8), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
            # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, sub_92, mul_303, unsqueeze_299, unsqueeze_300, unsqueeze_301, mul_304, mul_305, mul_306, unsqueeze_302, unsqueeze_303, unsqueeze_304, mul_307, unsqueeze_305, unsqueeze_306, unsqueeze_307, mul_308, sub_94, sub_95, mul_309, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:138
            buf162 = torch.ops.aten.convolution_backward.default(buf161, getitem_2, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf161
            del getitem_2
            del primals_8
            buf163 = buf162[0]
            assert_tensor_metadata(buf163, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf163, 16, 'torch.ops.aten.convolution_backward.default')
            buf164 = buf162[1]
            assert_tensor_metadata(buf164, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf164, 16, 'torch.ops.aten.convolution_backward.default')
            del buf162
            buf165 = empty_strided_cuda((128, 1024), (1024, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_115, full_20, view_3, x_3, view_4, scatter_add], Original ATen: [aten.add, aten.max_pool2d_with_indices_backward, aten.max_pool2d_with_indices]
            # [Provenance debug handles] triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_18:139
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_18.run(buf165, 131072, stream=raw_stream0)
            assert_size_stride(getitem_3, (2, 64, 16, 16), (16384, 1, 1024, 64), 'input')
            # Topologically Sorted Source Nodes: [add_115, full_20, view_3, x_3, view_4, scatter_add], Original ATen: [aten.add, aten.max_pool2d_with_indices_backward, aten.max_pool2d_with_indices]
            # [Provenance debug handles] triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_19:140
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_19.run(getitem_3, buf146, buf163, buf165, 32768, stream=raw_stream0)
            del buf146
            del buf163
            del getitem_3
            assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((2, 64, 32, 32), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((65536, 1, 2048, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
            buf167 = empty_strided_cuda((2, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, view_5, x_1, x_2, le_16, where_16], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_backward_relu_threshold_backward_20:141
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_max_pool2d_with_indices_backward_relu_threshold_backward_20.run(convolution, getitem_1, rsqrt, primals_6, primals_7, buf165, buf167, 64, 2048, stream=raw_stream0)
            del buf165
            del primals_7
            buf169 = reinterpret_tensor(buf0, (64, 16), (16, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sub_96, mul_311, sum_41], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21:142
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_native_batch_norm_backward_21.run(buf167, convolution, getitem_1, buf169, 64, 16, 128, stream=raw_stream0)
            buf170 = buf159; del buf159  # reuse
            buf171 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sub_96, mul_311, sum_41, mul_319], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_22:143
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_native_batch_norm_backward_22.run(buf169, rsqrt, buf170, buf171, 64, 16, stream=raw_stream0)
            del buf169
            buf168 = empty_strided_cuda((64, ), (1, ), torch.float32)
            buf172 = convolution; del convolution  # reuse
            # Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sum_40, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_23:144
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_23.run(buf172, buf167, getitem_1, buf170, rsqrt, primals_6, buf168, 64, 2048, stream=raw_stream0)
            del buf167
            del buf170
            del getitem_1
            del primals_6
            del rsqrt
            assert_size_stride_grouped((primals_2, primals_1), ((2, 3, 64, 64), (64, 3, 7, 7)), ((12288, 1, 192, 3), (147, 1, 21, 3)), 'input')
            # Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:145
            buf173 = torch.ops.aten.convolution_backward.default(buf172, primals_2, primals_1, [0], (2, 2), (3, 3), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf172
            del primals_1
            del primals_2
            buf174 = buf173[1]
            assert_tensor_metadata(buf174, (64, 3, 7, 7), (147, 1, 21, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf174, 16, 'torch.ops.aten.convolution_backward.default')
            del buf173
            buf2 = empty_strided_cuda((1, 1000), (1000, 1), torch.float32)
            # Topologically Sorted Source Nodes: [sum_1], Original ATen: [aten.sum]
            # [Provenance debug handles] triton_poi_fused_sum_24:146
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_sum_24.run(tangents_1, buf2, 1000, stream=raw_stream0)
            assert_size_stride(view, (2, 512), (512, 1), 'input')
            buf1 = empty_strided_cuda((1000, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:147
            extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 2), (1, 1000), 0), view, out=buf1)
            del tangents_1
            del view
        return (buf174, None, None, None, None, buf171, buf168, buf164, None, None, None, buf160, buf157, buf155, None, None, None, buf151, buf148, buf145, None, None, None, buf141, buf138, buf136, None, None, None, buf133, buf129, buf127, None, None, None, buf123, buf121, buf120, None, None, None, buf116, buf114, buf113, None, None, None, buf109, buf107, buf105, None, None, None, buf101, buf99, buf98, None, None, None, buf95, buf92, buf91, None, None, None, buf87, buf85, buf84, None, None, None, buf80, buf78, buf77, None, None, None, buf73, buf71, buf69, None, None, None, buf65, buf63, buf62, None, None, None, buf59, buf56, buf55, None, None, None, buf51, buf49, buf45, None, None, None, buf41, buf38, buf34, None, None, None, buf30, buf27, buf23, None, None, None, buf19, buf17, buf13, None, None, None, buf8, buf6, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((2, 3, 64, 64), (12288, 1, 192, 3), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cuda:0', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cuda:0', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cuda:0', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cuda:0', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 64, 32, 32), (65536, 1, 2048, 64), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cuda:0', dtype=torch.float32)
    getitem_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.int8)
    convolution_1 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_1 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    convolution_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    squeeze_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    convolution_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    squeeze_10 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    convolution_4 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    squeeze_13 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_4 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cuda:0', dtype=torch.float32)
    convolution_5 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    squeeze_16 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_5 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    convolution_6 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    squeeze_19 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    convolution_7 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    squeeze_22 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_6 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    convolution_8 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    squeeze_25 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_7 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    convolution_9 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    squeeze_28 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_8 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cuda:0', dtype=torch.float32)
    convolution_10 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    squeeze_31 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_9 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    convolution_11 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    squeeze_34 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    convolution_12 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    squeeze_37 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_10 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    convolution_13 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    squeeze_40 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_11 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    convolution_14 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    squeeze_43 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu_12 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cuda:0', dtype=torch.float32)
    convolution_15 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    relu_13 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    convolution_16 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    convolution_17 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    relu_14 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    convolution_18 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    relu_15 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    convolution_19 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cuda:0', dtype=torch.float32)
    view = rand_strided((2, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    le = rand_strided((2, 512, 2, 2), (2048, 4, 2, 1), device='cuda:0', dtype=torch.bool)
    unsqueeze_142 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_154 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_166 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_178 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_190 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_202 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_214 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_226 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_238 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_250 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_262 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_274 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_286 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_298 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 1000), (1000, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, le, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
