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


# kernel path: /tmp/torchinductor_root/tmpd89iqv5l/5e/c5evuplag65hrljwv2dfrngplzgii4vlnentbwnmva3x64zimdmx.py
# Topologically Sorted Source Nodes: [scalar_tensor, where, sum_1, sub_28, mul_70, sum_2, mul_74, unsqueeze_11, unsqueeze_12, unsqueeze_13, mul_75, mul_76, mul_77, unsqueeze_14, unsqueeze_15, unsqueeze_16, mul_78, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_79, sub_30, sub_31, mul_80, mul_81, sum_3], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   mul_70 => mul_70
#   mul_74 => mul_74
#   mul_75 => mul_75
#   mul_76 => mul_76
#   mul_77 => mul_77
#   mul_78 => mul_78
#   mul_79 => mul_79
#   mul_80 => mul_80
#   mul_81 => mul_81
#   scalar_tensor => full_default
#   sub_28 => sub_28
#   sub_30 => sub_30
#   sub_31 => sub_31
#   sum_1 => sum_1
#   sum_2 => sum_2
#   sum_3 => sum_3
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_15 => unsqueeze_15
#   unsqueeze_16 => unsqueeze_16
#   unsqueeze_17 => unsqueeze_17
#   unsqueeze_18 => unsqueeze_18
#   unsqueeze_19 => unsqueeze_19
#   where => where
# Graph fragment:
#   %le_2 : Tensor "b8[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=le_2]
#   %tangents_1 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %convolution_1 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %unsqueeze_10 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_10]
#   %sum_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_2]
#   %squeeze_4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=squeeze_4]
#   %sum_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_1]
#   %primals_16 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_16]
#   %mul_80 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=mul_80]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_2, %full_default, %tangents_1), kwargs = {})
#   %sum_1 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where, [0, 2, 3]), kwargs = {})
#   %sub_28 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %unsqueeze_10), kwargs = {})
#   %mul_70 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where, %sub_28), kwargs = {})
#   %sum_2 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_70, [0, 2, 3]), kwargs = {})
#   %mul_74 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_1, %truediv_5), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_74, 0), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_11, 2), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, 3), kwargs = {})
#   %mul_75 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, %truediv_5), kwargs = {})
#   %mul_76 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %squeeze_4), kwargs = {})
#   %mul_77 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_75, %mul_76), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_77, 0), kwargs = {})
#   %unsqueeze_15 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_14, 2), kwargs = {})
#   %unsqueeze_16 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_15, 3), kwargs = {})
#   %mul_78 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_4, %primals_16), kwargs = {})
#   %unsqueeze_17 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_78, 0), kwargs = {})
#   %unsqueeze_18 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_17, 2), kwargs = {})
#   %unsqueeze_19 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_18, 3), kwargs = {})
#   %mul_79 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_28, %unsqueeze_16), kwargs = {})
#   %sub_30 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where, %mul_79), kwargs = {})
#   %sub_31 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_30, %unsqueeze_13), kwargs = {})
#   %mul_80 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_31, %unsqueeze_19), kwargs = {})
#   %mul_81 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_2, %squeeze_4), kwargs = {})
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_80, [0, 2, 3]), kwargs = {})
#   return %sum_1,%sum_2,%mul_81,%mul_80,%sum_3
triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0 = async_compile.triton('triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*i1', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 4, 'num_reduction': 3, 'autotune_hints': set(), 'tiling_scores': {'x': 576, 'r0_': 139264}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr3, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    tmp8 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    _tmp12 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
        tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp7 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp2 = tl.full([1, 1], 0.0, tl.float32)
        tmp3 = tl.where(tmp0, tmp2, tmp1)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask & xmask, tmp6, _tmp5)
        tmp9 = tmp7 - tmp8
        tmp10 = tmp3 * tmp9
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK, R0_BLOCK])
        tmp13 = _tmp12 + tmp11
        _tmp12 = tl.where(r0_mask & xmask, tmp13, _tmp12)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tmp12 = tl.sum(_tmp12, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp5, xmask)
    tmp14 = tl.load(in_ptr3 + (x0), xmask)
    tmp15 = tmp12 * tmp14
    tl.store(out_ptr2 + (x0), tmp15, xmask)
    tmp25 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp32 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp36 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp16 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0).to(tl.int1)
        tmp17 = tl.load(in_ptr1 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp20 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 0.0, tl.float32)
        tmp19 = tl.where(tmp16, tmp18, tmp17)
        tmp21 = tmp20 - tmp8
        tmp22 = ((tl.full([], 1.00000000000000, tl.float64) / ((4096*ks0) / 16))).to(tl.float32)
        tmp23 = (tmp22).to(tl.float32)
        tmp24 = tmp12 * tmp23
        tmp26 = tmp25 * tmp25
        tmp27 = tmp24 * tmp26
        tmp28 = tmp21 * tmp27
        tmp29 = tmp19 - tmp28
        tmp30 = tmp5 * tmp23
        tmp31 = tmp29 - tmp30
        tmp33 = tmp25 * tmp32
        tmp34 = tmp31 * tmp33
        tmp35 = tl.broadcast_to(tmp34, [XBLOCK, R0_BLOCK])
        tmp37 = _tmp36 + tmp35
        _tmp36 = tl.where(r0_mask & xmask, tmp37, _tmp36)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), tmp34, r0_mask & xmask)
    tmp36 = tl.sum(_tmp36, 1)[:, None]
    tl.store(out_ptr3 + (x0), tmp36, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpd89iqv5l/ij/cijufudl7muqmhl2ibqdlqf5ii2ypflkycrjbkw73qz4fhhsovy3.py
# Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_1, sum_4, sub_32, mul_82, sum_5, mul_86, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_87, mul_88, mul_89, unsqueeze_26, unsqueeze_27, unsqueeze_28, mul_90, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_91, sub_34, sub_35, mul_92, mul_93, sum_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   le_3 => le_3
#   mul_82 => mul_82
#   mul_86 => mul_86
#   mul_87 => mul_87
#   mul_88 => mul_88
#   mul_89 => mul_89
#   mul_90 => mul_90
#   mul_91 => mul_91
#   mul_92 => mul_92
#   mul_93 => mul_93
#   scalar_tensor => full_default
#   sub_32 => sub_32
#   sub_34 => sub_34
#   sub_35 => sub_35
#   sum_4 => sum_4
#   sum_5 => sum_5
#   sum_6 => sum_6
#   unsqueeze_23 => unsqueeze_23
#   unsqueeze_24 => unsqueeze_24
#   unsqueeze_25 => unsqueeze_25
#   unsqueeze_26 => unsqueeze_26
#   unsqueeze_27 => unsqueeze_27
#   unsqueeze_28 => unsqueeze_28
#   unsqueeze_29 => unsqueeze_29
#   unsqueeze_30 => unsqueeze_30
#   unsqueeze_31 => unsqueeze_31
#   where_1 => where_1
# Graph fragment:
#   %relu : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=relu]
#   %getitem_4 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0" = PlaceHolder[target=getitem_4]
#   %convolution : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution]
#   %unsqueeze_22 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=unsqueeze_22]
#   %sum_5 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_5]
#   %squeeze_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=squeeze_1]
#   %sum_4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_9 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_9]
#   %mul_92 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=mul_92]
#   %full_default : Tensor "f32[][]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %le_3 : Tensor "b8[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu, 0), kwargs = {})
#   %where_1 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.where.self](args = (%le_3, %full_default, %getitem_4), kwargs = {})
#   %sum_4 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%where_1, [0, 2, 3]), kwargs = {})
#   %sub_32 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_22), kwargs = {})
#   %mul_82 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_32), kwargs = {})
#   %sum_5 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_82, [0, 2, 3]), kwargs = {})
#   %mul_86 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %truediv_5), kwargs = {})
#   %unsqueeze_23 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_86, 0), kwargs = {})
#   %unsqueeze_24 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_23, 2), kwargs = {})
#   %unsqueeze_25 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_24, 3), kwargs = {})
#   %mul_87 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %truediv_5), kwargs = {})
#   %mul_88 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %squeeze_1), kwargs = {})
#   %mul_89 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_87, %mul_88), kwargs = {})
#   %unsqueeze_26 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_89, 0), kwargs = {})
#   %unsqueeze_27 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_26, 2), kwargs = {})
#   %unsqueeze_28 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_27, 3), kwargs = {})
#   %mul_90 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_1, %primals_9), kwargs = {})
#   %unsqueeze_29 : Tensor "f32[1, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_90, 0), kwargs = {})
#   %unsqueeze_30 : Tensor "f32[1, 16, 1][16, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_29, 2), kwargs = {})
#   %unsqueeze_31 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_30, 3), kwargs = {})
#   %mul_91 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_32, %unsqueeze_28), kwargs = {})
#   %sub_34 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%where_1, %mul_91), kwargs = {})
#   %sub_35 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_34, %unsqueeze_25), kwargs = {})
#   %mul_92 : Tensor "f32[s33, 16, 16, 16][4096, 256, 16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_35, %unsqueeze_31), kwargs = {})
#   %mul_93 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %squeeze_1), kwargs = {})
#   %sum_6 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_92, [0, 2, 3]), kwargs = {})
#   return %sum_4,%sum_5,%mul_93,%mul_92,%sum_6
triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1 = async_compile.triton('triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 4, 'num_reduction': 3, 'autotune_hints': set(), 'tiling_scores': {'x': 576, 'r0_': 163840}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr2, out_ptr3, ks0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
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
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp0 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tl.load(in_ptr1 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
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
    tmp27 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    tmp34 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    _tmp38 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % 256)
        r0_2 = r0_index // 256
        tmp17 = tl.load(in_out_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp20 = tl.load(in_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp22 = tl.load(in_ptr1 + (r0_1 + 256*x0 + 4096*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp18 = tl.full([1, 1], 0.0, tl.float32)
        tmp19 = tmp17 <= tmp18
        tmp21 = tl.where(tmp19, tmp18, tmp20)
        tmp23 = tmp22 - tmp9
        tmp24 = ((tl.full([], 1.00000000000000, tl.float64) / ((4096*ks0) / 16))).to(tl.float32)
        tmp25 = (tmp24).to(tl.float32)
        tmp26 = tmp13 * tmp25
        tmp28 = tmp27 * tmp27
        tmp29 = tmp26 * tmp28
        tmp30 = tmp23 * tmp29
        tmp31 = tmp21 - tmp30
        tmp32 = tmp6 * tmp25
        tmp33 = tmp31 - tmp32
        tmp35 = tmp27 * tmp34
        tmp36 = tmp33 * tmp35
        tmp37 = tl.broadcast_to(tmp36, [XBLOCK, R0_BLOCK])
        tmp39 = _tmp38 + tmp37
        _tmp38 = tl.where(r0_mask & xmask, tmp39, _tmp38)
        tl.store(in_out_ptr0 + (r0_1 + 256*x0 + 4096*r0_2), tmp36, r0_mask & xmask)
    tmp38 = tl.sum(_tmp38, 1)[:, None]
    tl.store(out_ptr3 + (x0), tmp38, xmask)
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
        primals_3, primals_4, mul_73, primals_1, primals_5, primals_9, primals_11, primals_16, convolution, squeeze_1, relu, convolution_1, squeeze_4, le_2, unsqueeze_10, unsqueeze_22, tangents_1 = args
        args.clear()
        s33 = primals_3
        s69 = primals_4
        assert_size_stride_grouped((le_2, tangents_1, convolution_1, unsqueeze_10, squeeze_4, primals_16), ((s33, 16, 16, 16), (s33, 16, 16, 16), (s33, 16, 16, 16), (1, 16, 1, 1), (16, ), (16, )), ((4096, 256, 16, 1), (4096, 256, 16, 1), (4096, 256, 16, 1), (16, 1, 1, 1), (1, ), (1, )), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf3 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf2 = convolution_1; del convolution_1  # reuse
            buf4 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, where, sum_1, sub_28, mul_70, sum_2, mul_74, unsqueeze_11, unsqueeze_12, unsqueeze_13, mul_75, mul_76, mul_77, unsqueeze_14, unsqueeze_15, unsqueeze_16, mul_78, unsqueeze_17, unsqueeze_18, unsqueeze_19, mul_79, sub_30, sub_31, mul_80, mul_81, sum_3], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0:11
            triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0_r0_numel = 256*s33
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0.run(buf2, le_2, tangents_1, unsqueeze_10, squeeze_4, primals_16, buf0, buf3, buf4, s33, 16, triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_0_r0_numel, stream=raw_stream0)
            del le_2
            del primals_16
            del squeeze_4
            del tangents_1
            del unsqueeze_10
            assert_size_stride_grouped((relu, primals_11), ((s33, 16, 16, 16), (16, 16, 3, 3)), ((4096, 256, 16, 1), (144, 9, 3, 1)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:12
            buf5 = torch.ops.aten.convolution_backward.default(buf2, relu, primals_11, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del buf2
            del primals_11
            buf6 = buf5[0]
            assert_tensor_metadata(buf6, (s33, 16, 16, 16), (4096, 256, 16, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf6, 16, 'torch.ops.aten.convolution_backward.default')
            buf7 = buf5[1]
            assert_tensor_metadata(buf7, (16, 16, 3, 3), (144, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf7, 16, 'torch.ops.aten.convolution_backward.default')
            del buf5
            assert_size_stride_grouped((convolution, unsqueeze_22, squeeze_1, primals_9), ((s33, 16, 16, 16), (1, 16, 1, 1), (16, ), (16, )), ((4096, 256, 16, 1), (16, 1, 1, 1), (1, ), (1, )), 'input')
            buf8 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf11 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf10 = relu; del relu  # reuse
            buf12 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_1, sum_4, sub_32, mul_82, sum_5, mul_86, unsqueeze_23, unsqueeze_24, unsqueeze_25, mul_87, mul_88, mul_89, unsqueeze_26, unsqueeze_27, unsqueeze_28, mul_90, unsqueeze_29, unsqueeze_30, unsqueeze_31, mul_91, sub_34, sub_35, mul_92, mul_93, sum_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1:13
            triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1_r0_numel = 256*s33
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1.run(buf10, buf6, convolution, unsqueeze_22, squeeze_1, primals_9, buf8, buf11, buf12, s33, 16, triton_red_fused_convolution_backward_native_batch_norm_backward_threshold_backward_1_r0_numel, stream=raw_stream0)
            del buf6
            del convolution
            del primals_9
            del squeeze_1
            del unsqueeze_22
            assert_size_stride_grouped((primals_5, primals_1), ((s33, 3, 16, 16), (16, 3, 3, 3)), ((768, 256, 16, 1), (27, 9, 3, 1)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:14
            buf13 = torch.ops.aten.convolution_backward.default(buf10, primals_5, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf10
            del primals_1
            del primals_5
            buf14 = buf13[1]
            assert_tensor_metadata(buf14, (16, 3, 3, 3), (27, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf14, 16, 'torch.ops.aten.convolution_backward.default')
            del buf13
        return (buf14, buf12, None, None, None, None, None, None, buf11, buf8, buf7, buf4, None, None, None, buf3, buf0, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 2
    primals_4 = 16
    mul_73 = 8192
    primals_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((2, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 16, 16, 16), (4096, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    squeeze_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    relu = rand_strided((2, 16, 16, 16), (4096, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((2, 16, 16, 16), (4096, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    squeeze_4 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    le_2 = rand_strided((2, 16, 16, 16), (4096, 256, 16, 1), device='cuda:0', dtype=torch.bool)
    unsqueeze_10 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze_22 = rand_strided((1, 16, 1, 1), (16, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 16, 16, 16), (4096, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_4, mul_73, primals_1, primals_5, primals_9, primals_11, primals_16, convolution, squeeze_1, relu, convolution_1, squeeze_4, le_2, unsqueeze_10, unsqueeze_22, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
