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


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/3l/c3lnc6c3pquyvzdpalbgcjilqji43mp3bivdnp6bvmwrpifiurr4.py
# Topologically Sorted Source Nodes: [split_4, cat_4, view_17, sum_1], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
# Source node to ATen node mapping:
#   cat_4 => cat_4
#   split_4 => split_4
#   sum_1 => sum_1
#   view_17 => view_17
# Graph fragment:
#   %buf2 : Tensor  = PlaceHolder[target=buf2]
#   %cat_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0" = PlaceHolder[target=cat_4]
#   %split_4 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_4, 8), kwargs = {})
#   %cat_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_12, %getitem_13], 1), kwargs = {})
#   %view_17 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [0], True), kwargs = {})
#   return %cat_4,%buf6
triton_red_fused_cat_split_sum_view_0 = async_compile.triton('triton_red_fused_cat_split_sum_view_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 2048, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_cat_split_sum_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 2113536, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_cat_split_sum_view_0(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp14 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = (r0_2).to(tl.int32)
        tmp1 = tl.full([1, 1], 0, tl.int64)
        tmp2 = tmp0 >= tmp1
        tmp3 = (r0_2).to(tl.int64)
        tmp4 = (tmp3).to(tl.int64)
        tmp5 = tl.full([1, 1], 64, tl.int64)
        tmp6 = tmp4 < tmp5
        tmp7 = tl.load(in_ptr0 + (x0 + 256*(r0_2) + 16384*x1), r0_mask & tmp6 & xmask, eviction_policy='evict_last', other=0.0)
        tmp8 = tmp0 >= tmp5
        tmp9 = tl.full([1, 1], 128, tl.int64)
        tmp10 = tmp0 < tmp9
        tmp11 = tl.load(in_ptr0 + (131072 + x0 + 256*((-64) + r0_2) + 16384*x1), r0_mask & tmp8 & xmask, eviction_policy='evict_first', other=0.0)
        tmp12 = tl.where(tmp6, tmp7, tmp11)
        tmp13 = tl.broadcast_to(tmp12, [XBLOCK, R0_BLOCK])
        tmp15 = _tmp14 + tmp13
        _tmp14 = tl.where(r0_mask & xmask, tmp15, _tmp14)
        tl.store(out_ptr0 + (x0 + 256*r0_2 + 32768*x1), tmp12, r0_mask & xmask)
    tmp14 = tl.sum(_tmp14, 1)[:, None]
    tl.store(out_ptr1 + (x3), tmp14, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/xo/cxob6e5gcbbbnvrqy7zj6eseb43ow6b4bksjftubqhqy656ypm6o.py
# Topologically Sorted Source Nodes: [split_4, cat_4, view_17, sum_1], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
# Source node to ATen node mapping:
#   cat_4 => cat_4
#   split_4 => split_4
#   sum_1 => sum_1
#   view_17 => view_17
# Graph fragment:
#   %buf6 : Tensor "f32[1, 256, 8][2048, 1, 256]cuda:0" = PlaceHolder[target=buf6]
#   %split_4 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor_4, 8), kwargs = {})
#   %cat_4 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_12, %getitem_13], 1), kwargs = {})
#   %view_17 : Tensor "f32[1024, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat_4, [1024, 256]), kwargs = {})
#   %sum_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_cat_split_sum_view_1 = async_compile.triton('triton_per_fused_cat_split_sum_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_cat_split_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 10240, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_cat_split_sum_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/zj/czjar3z4ytmmjcqnh2mqt3ykjaa3gdenusowyximlfuk5gnthtch.py
# Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, sum_2], Original ATen: [aten.view, aten.silu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   linear_2 => view_10
#   mul_7 => mul_7
#   mul_8 => mul_8
#   sigmoid => sigmoid
#   sub_2 => sub_2
#   sum_2 => sum_2
#   view_19 => view_19
#   view_20 => mul_9
#   view_21 => view_21
# Graph fragment:
#   %mm : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %mul_9 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %view_19 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [8, 128, 512]), kwargs = {})
#   %view_10 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 128, 512]), kwargs = {})
#   %sigmoid : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%view_10,), kwargs = {})
#   %mul_7 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, %sigmoid), kwargs = {})
#   %sub_2 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_8 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %sub_2), kwargs = {})
#   %add_8 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_8), kwargs = {})
#   %view_21 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [1024, 512]), kwargs = {})
#   %sum_2 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %mul_9,%buf11
triton_red_fused_silu_backward_sum_view_2 = async_compile.triton('triton_red_fused_silu_backward_sum_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_silu_backward_sum_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 8421376, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_silu_backward_sum_view_2(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.sigmoid(tmp1)
        tmp3 = tmp0 * tmp2
        tmp4 = tl.full([1, 1], 1.0, tl.float32)
        tmp5 = tmp4 - tmp2
        tmp6 = tmp1 * tmp5
        tmp7 = tmp6 + tmp4
        tmp8 = tmp3 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask, tmp11, _tmp10)
        tl.store(in_out_ptr0 + (x0 + 512*r0_2 + 65536*x1), tmp8, r0_mask)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/zu/czuvktpmnwd7jxowpgp5owrokdyalamlcnfsmostwocxyovd5xwq.py
# Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, sum_2], Original ATen: [aten.view, aten.silu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   linear_2 => view_10
#   mul_7 => mul_7
#   mul_8 => mul_8
#   sigmoid => sigmoid
#   sub_2 => sub_2
#   sum_2 => sum_2
#   view_19 => view_19
#   view_20 => mul_9
#   view_21 => view_21
# Graph fragment:
#   %buf11 : Tensor "f32[1, 512, 8][4096, 1, 512]cuda:0" = PlaceHolder[target=buf11]
#   %view_19 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [8, 128, 512]), kwargs = {})
#   %view_10 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 128, 512]), kwargs = {})
#   %sigmoid : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%view_10,), kwargs = {})
#   %mul_7 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, %sigmoid), kwargs = {})
#   %sub_2 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_8 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %sub_2), kwargs = {})
#   %add_8 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_8), kwargs = {})
#   %view_21 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [1024, 512]), kwargs = {})
#   %sum_2 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %sum_2
triton_per_fused_silu_backward_sum_view_3 = async_compile.triton('triton_per_fused_silu_backward_sum_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 8},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_silu_backward_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 20480, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_silu_backward_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/go/cgo7vejrebl5clfzrjs4juckaxlpmcwmypdcvcf3zhtfr7c4fo3o.py
# Topologically Sorted Source Nodes: [view_23, split_5, cat_5, reduce_scatter_tensor_2], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
# Source node to ATen node mapping:
#   cat_5 => cat_5
#   reduce_scatter_tensor_2 => reduce_scatter_tensor_2
#   split_5 => split_5
#   view_23 => view_23
# Graph fragment:
#   %mm_2 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %view_23 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 128, 256]), kwargs = {})
#   %split_5 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_23, 64, 1), kwargs = {})
#   %cat_5 : Tensor "f32[16, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_14, %getitem_15],), kwargs = {})
#   %reduce_scatter_tensor_2 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.reduce_scatter_tensor.default](args = (%cat_5, sum, 2, 0), kwargs = {})
#   return %buf13
triton_poi_fused_cat_reduce_scatter_tensor_split_view_4 = async_compile.triton('triton_poi_fused_cat_reduce_scatter_tensor_split_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_cat_reduce_scatter_tensor_split_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 4194304}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_reduce_scatter_tensor_split_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = xindex // 16384
    x0 = (xindex % 16384)
    x2 = xindex
    tmp0 = (x1).to(tl.int32)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = (x1).to(tl.int64)
    tmp4 = (tmp3).to(tl.int64)
    tmp5 = tl.full([1], 8, tl.int64)
    tmp6 = tmp4 < tmp5
    tmp7 = tl.load(in_ptr0 + (x0 + 32768*(x1)), tmp6, other=0.0)
    tmp8 = tmp0 >= tmp5
    tmp9 = tl.full([1], 16, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.load(in_ptr0 + (16384 + x0 + 32768*((-8) + x1)), tmp8, other=0.0)
    tmp12 = tl.where(tmp6, tmp7, tmp11)
    tl.store(out_ptr0 + (x2), tmp12, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/mh/cmh5hwpflhewvnsixsdw3g2wqjonvczddntg3lcfwdg4tfs7tv47.py
# Topologically Sorted Source Nodes: [mul_11, mul_12, sum_3, x, hook_result_3, mul_13, sum_4, mul_14, sub_4, sub_5, div_3, mul_15, view_24], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   div_3 => div_3
#   hook_result_3 => mul_5, sub_1
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   sub_4 => sub_4
#   sub_5 => sub_5
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_24 => add_9
#   x => add_3
# Graph fragment:
#   %buf16 : Tensor  = PlaceHolder[target=buf16]
#   %primals_15 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_15]
#   %primals_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %wait_tensor_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=wait_tensor_1]
#   %getitem_7 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %tangents_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_3 : Tensor "f32[8, 64, 1][64, 1, 512]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[8, 64, 1][64, 1, 512]cuda:0" = PlaceHolder[target=sum_4]
#   %mul_11 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_5, %primals_15), kwargs = {})
#   %mul_12 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, 256), kwargs = {})
#   %sum_3 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_11, [2], True), kwargs = {})
#   %add_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %wait_tensor_1), kwargs = {})
#   %sub_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_5 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_13 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, %mul_5), kwargs = {})
#   %sum_4 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_13, [2], True), kwargs = {})
#   %mul_14 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %sum_4), kwargs = {})
#   %sub_4 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_12, %sum_3), kwargs = {})
#   %sub_5 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_4, %mul_14), kwargs = {})
#   %div_3 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 256), kwargs = {})
#   %mul_15 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_3, %sub_5), kwargs = {})
#   %add_9 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %mul_15), kwargs = {})
#   return %sum_3,%sum_4,%add_9
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_5 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 4096, 'r0_': 2622464}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 256
    R0_BLOCK: tl.constexpr = 256
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 256*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp8 = tl.load(in_ptr3 + (r0_1 + 256*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp10 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (r0_1 + 256*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp9 = tmp7 + tmp8
    tmp11 = tmp9 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp2 * tmp13
    tmp15 = tl.broadcast_to(tmp14, [XBLOCK, R0_BLOCK])
    tmp17 = tl.where(xmask, tmp15, 0)
    tmp18 = tl.sum(tmp17, 1)[:, None].to(tl.float32)
    tmp20 = tl.full([1, 1], 0.00390625, tl.float32)
    tmp21 = tmp12 * tmp20
    tmp22 = tl.full([1, 1], 256.0, tl.float32)
    tmp23 = tmp2 * tmp22
    tmp24 = tmp23 - tmp6
    tmp25 = tmp13 * tmp18
    tmp26 = tmp24 - tmp25
    tmp27 = tmp21 * tmp26
    tmp28 = tmp19 + tmp27
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/36/c36rz5lkebonuaosz2bkutbv75p2sgpop4y2lclqebzg3dltp54a.py
# Topologically Sorted Source Nodes: [view_27, linear, input_tensor_1, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, sum_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_11 => add_11
#   exp_1 => exp_1
#   input_tensor_1 => add_2, erf, mul_3
#   linear => view_2
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   sum_8 => sum_8
#   view_27 => view_27
#   view_28 => mul_23
#   view_29 => view_29
# Graph fragment:
#   %mm_4 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %addmm : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %mul_23 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0" = PlaceHolder[target=mul_23]
#   %view_27 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [8, 128, 512]), kwargs = {})
#   %view_2 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [8, 128, 512]), kwargs = {})
#   %mul_3 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_18 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_2, 0.5), kwargs = {})
#   %mul_19 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, %view_2), kwargs = {})
#   %mul_20 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_20,), kwargs = {})
#   %mul_21 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_22 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, %mul_21), kwargs = {})
#   %add_11 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_18, %mul_22), kwargs = {})
#   %mul_23 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %add_11), kwargs = {})
#   %view_29 : Tensor "f32[1024, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_23, [1024, 512]), kwargs = {})
#   %sum_8 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_29, [0], True), kwargs = {})
#   return %mul_23,%buf35
triton_red_fused_gelu_gelu_backward_sum_view_6 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 4096, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 8421376, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_6(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 4096
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp19 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_out_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.full([1, 1], 0.7071067811865476, tl.float32)
        tmp3 = tmp1 * tmp2
        tmp4 = libdevice.erf(tmp3)
        tmp5 = tl.full([1, 1], 1.0, tl.float32)
        tmp6 = tmp4 + tmp5
        tmp7 = tl.full([1, 1], 0.5, tl.float32)
        tmp8 = tmp6 * tmp7
        tmp9 = tmp1 * tmp1
        tmp10 = tl.full([1, 1], -0.5, tl.float32)
        tmp11 = tmp9 * tmp10
        tmp12 = libdevice.exp(tmp11)
        tmp13 = tl.full([1, 1], 0.3989422804014327, tl.float32)
        tmp14 = tmp12 * tmp13
        tmp15 = tmp1 * tmp14
        tmp16 = tmp8 + tmp15
        tmp17 = tmp0 * tmp16
        tmp18 = tl.broadcast_to(tmp17, [XBLOCK, R0_BLOCK])
        tmp20 = _tmp19 + tmp18
        _tmp19 = tl.where(r0_mask, tmp20, _tmp19)
        tl.store(in_out_ptr0 + (x0 + 512*r0_2 + 65536*x1), tmp17, r0_mask)
    tmp19 = tl.sum(_tmp19, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp19, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/db/cdbv75msujundcmuwysa6sgq2ajsu7selyjm6vo3whsnwaf26p7p.py
# Topologically Sorted Source Nodes: [x, hook_result_3, mul_16, sum_5, sum_6, hook_result, mul_29, sum_11, sum_12], Original ATen: [aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   hook_result => mul, sub
#   hook_result_3 => mul_5, sub_1
#   mul_16 => mul_16
#   mul_29 => mul_29
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_5 => sum_5
#   sum_6 => sum_6
#   x => add_3
# Graph fragment:
#   %buf16 : Tensor  = PlaceHolder[target=buf16]
#   %primals_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %wait_tensor_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=wait_tensor_1]
#   %getitem_7 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %buf40 : Tensor  = PlaceHolder[target=buf40]
#   %getitem_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %add_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %wait_tensor_1), kwargs = {})
#   %sub_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_5 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_5, %mul_5), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [0, 1]), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_5, [0, 1]), kwargs = {})
#   %sub : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_29 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_7, %mul), kwargs = {})
#   %sum_11 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_29, [0, 1]), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_7, [0, 1]), kwargs = {})
#   return %buf19,%buf21,%buf41,%buf43
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_7 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 1024, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 1081344, 'r0_': 8192}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 1024
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 256)
    x1 = xindex // 256
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr5 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr6 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_ptr7 + (r0_2 + 128*x1), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp3 = tmp1 + tmp2
        tmp5 = tmp3 - tmp4
        tmp7 = tmp5 * tmp6
        tmp8 = tmp0 * tmp7
        tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
        tmp11 = _tmp10 + tmp9
        _tmp10 = tl.where(r0_mask & xmask, tmp11, _tmp10)
        tmp12 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp14 = _tmp13 + tmp12
        _tmp13 = tl.where(r0_mask & xmask, tmp14, _tmp13)
        tmp17 = tmp1 - tmp16
        tmp19 = tmp17 * tmp18
        tmp20 = tmp15 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
        tmp24 = tl.broadcast_to(tmp15, [XBLOCK, R0_BLOCK])
        tmp26 = _tmp25 + tmp24
        _tmp25 = tl.where(r0_mask & xmask, tmp26, _tmp25)
    tmp10 = tl.sum(_tmp10, 1)[:, None]
    tmp13 = tl.sum(_tmp13, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tmp25 = tl.sum(_tmp25, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp10, xmask)
    tl.store(out_ptr1 + (x3), tmp13, xmask)
    tl.store(out_ptr2 + (x3), tmp22, xmask)
    tl.store(out_ptr3 + (x3), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpcyglvxhv/oz/cozxv3xkc4piy7j657qbklmjhhzdt6mdkhqatnpdv7yadvqxti5f.py
# Topologically Sorted Source Nodes: [x, hook_result_3, mul_16, sum_5], Original ATen: [aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   hook_result_3 => mul_5, sub_1
#   mul_16 => mul_16
#   sum_5 => sum_5
#   x => add_3
# Graph fragment:
#   %buf19 : Tensor "f32[256, 4][1, 256]cuda:0" = PlaceHolder[target=buf19]
#   %add_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %wait_tensor_1), kwargs = {})
#   %sub_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_5 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_5, %mul_5), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [0, 1]), kwargs = {})
#   return %sum_5
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 256, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 6144, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 256
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
    tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
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
        primals_1, primals_7, primals_11, primals_15, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor_1, getitem_7, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_2, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (8, 64, 256), (16384, 256, 1), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            # Topologically Sorted Source Nodes: [all_gather_into_tensor_2], Original ATen: [_c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:24
            buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 2, '0')
            assert_tensor_metadata(buf0, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_4], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:25
            torch.ops._c10d_functional.wait_tensor.default(buf0)
            buf3 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            buf6 = empty_strided_cuda((1, 256, 8), (2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [split_4, cat_4, view_17, sum_1], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_cat_split_sum_view_0:26
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_cat_split_sum_view_0.run(buf0, buf3, buf6, 2048, 128, stream=raw_stream0)
            del buf0
            assert_size_stride(view_13, (1024, 512), (512, 1), 'input')
            buf5 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_4, cat_4, view_17, permute_5, permute_7], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:27
            extern_kernels.mm(reinterpret_tensor(buf3, (256, 1024), (1, 256), 0), view_13, out=buf5)
            del view_13
            buf7 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_4, cat_4, view_17, sum_1], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_cat_split_sum_view_1:28
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_cat_split_sum_view_1.run(buf6, buf7, 256, 8, stream=raw_stream0)
            del buf6
            assert_size_stride(permute_4, (256, 512), (512, 1), 'input')
            buf4 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_4, cat_4, view_17, mm], Original ATen: [aten.split, aten.cat, aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:29
            extern_kernels.mm(reinterpret_tensor(buf3, (1024, 256), (256, 1), 0), permute_4, out=buf4)
            del buf3
            del permute_4
            assert_size_stride(addmm_2, (1024, 512), (512, 1), 'input')
            buf8 = reinterpret_tensor(buf4, (8, 128, 512), (65536, 512, 1), 0); del buf4  # reuse
            buf11 = empty_strided_cuda((1, 512, 8), (4096, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, sum_2], Original ATen: [aten.view, aten.silu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_silu_backward_sum_view_2:30
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_silu_backward_sum_view_2.run(buf8, addmm_2, buf11, 4096, 128, stream=raw_stream0)
            del addmm_2
            assert_size_stride(view_9, (1024, 256), (256, 1), 'input')
            buf10 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, permute_9, permute_11], Original ATen: [aten.view, aten.silu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:31
            extern_kernels.mm(reinterpret_tensor(buf8, (512, 1024), (1, 512), 0), view_9, out=buf10)
            del view_9
            assert_size_stride(permute_8, (512, 256), (256, 1), 'input')
            buf9 = empty_strided_cuda((1024, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, mm_2], Original ATen: [aten.view, aten.silu_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf8, (1024, 512), (512, 1), 0), permute_8, out=buf9)
            del permute_8
            buf12 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, sum_2], Original ATen: [aten.view, aten.silu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_silu_backward_sum_view_3:33
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_silu_backward_sum_view_3.run(buf11, buf12, 512, 8, stream=raw_stream0)
            buf13 = empty_strided_cuda((16, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, split_5, cat_5, reduce_scatter_tensor_2], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] triton_poi_fused_cat_reduce_scatter_tensor_split_view_4:34
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_view_4.run(buf9, buf13, 262144, stream=raw_stream0)
            del buf9
            # Topologically Sorted Source Nodes: [view_23, split_5, cat_5, reduce_scatter_tensor_2], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:35
            buf14 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf13, 'sum', 2, '0')
            assert_tensor_metadata(buf14, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf14, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:36
            torch.ops._c10d_functional.wait_tensor.default(buf14)
            assert_size_stride_grouped((primals_15, primals_1, wait_tensor_1, getitem_7, rsqrt_1), ((256, ), (8, 64, 256), (8, 64, 256), (8, 64, 1), (8, 64, 1)), ((1, ), (16384, 256, 1), (16384, 256, 1), (64, 1, 1), (64, 1, 1)), 'input')
            buf23 = empty_strided_cuda((8, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_11, mul_12, sum_3, x, hook_result_3, mul_13, sum_4, mul_14, sub_4, sub_5, div_3, mul_15, view_24], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_5:37
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_5.run(buf14, primals_15, primals_1, wait_tensor_1, getitem_7, rsqrt_1, tangents_1, buf23, 512, 256, stream=raw_stream0)
            del primals_15
            del tangents_1
            # Topologically Sorted Source Nodes: [all_gather_into_tensor_3], Original ATen: [_c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:38
            buf24 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf23, 2, '0')
            assert_tensor_metadata(buf24, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf24, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_6], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:39
            torch.ops._c10d_functional.wait_tensor.default(buf24)
            buf27 = reinterpret_tensor(buf13, (8, 128, 256), (32768, 256, 1), 0); del buf13  # reuse
            buf30 = empty_strided_cuda((1, 256, 8), (2048, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [split_6, cat_6, view_25, sum_7], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_cat_split_sum_view_0:40
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_cat_split_sum_view_0.run(buf24, buf27, buf30, 2048, 128, stream=raw_stream0)
            assert_size_stride(view_5, (1024, 512), (512, 1), 'input')
            buf29 = reinterpret_tensor(buf23, (256, 512), (512, 1), 0); del buf23  # reuse
            # Topologically Sorted Source Nodes: [split_6, cat_6, view_25, permute_13, permute_15], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:41
            extern_kernels.mm(reinterpret_tensor(buf27, (256, 1024), (1, 256), 0), view_5, out=buf29)
            del view_5
            buf31 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [split_6, cat_6, view_25, sum_7], Original ATen: [aten.split, aten.cat, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_cat_split_sum_view_1:42
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_cat_split_sum_view_1.run(buf30, buf31, 256, 8, stream=raw_stream0)
            del buf30
            assert_size_stride(primals_11, (256, 512), (512, 1), 'input')
            buf28 = reinterpret_tensor(buf8, (1024, 512), (512, 1), 0); del buf8  # reuse
            # Topologically Sorted Source Nodes: [split_6, cat_6, view_25, linear_1, permute_12, mm_4], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:43
            extern_kernels.mm(reinterpret_tensor(buf27, (1024, 256), (256, 1), 0), primals_11, out=buf28)
            del primals_11
            assert_size_stride(addmm, (1024, 512), (512, 1), 'input')
            buf32 = reinterpret_tensor(buf28, (8, 128, 512), (65536, 512, 1), 0); del buf28  # reuse
            buf35 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_1, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, sum_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_6:44
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_6.run(buf32, addmm, buf35, 4096, 128, stream=raw_stream0)
            del addmm
            assert_size_stride(view_1, (1024, 256), (256, 1), 'input')
            buf34 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_1, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_17, permute_19], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:45
            extern_kernels.mm(reinterpret_tensor(buf32, (512, 1024), (1, 512), 0), view_1, out=buf34)
            del view_1
            assert_size_stride(primals_7, (512, 256), (256, 1), 'input')
            buf33 = reinterpret_tensor(buf27, (1024, 256), (256, 1), 0); del buf27  # reuse
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_1, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_16, mm_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:46
            extern_kernels.mm(reinterpret_tensor(buf32, (1024, 512), (512, 1), 0), primals_7, out=buf33)
            del buf32
            del primals_7
            buf36 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_1, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, sum_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_silu_backward_sum_view_3:47
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_silu_backward_sum_view_3.run(buf35, buf36, 512, 8, stream=raw_stream0)
            del buf35
            buf37 = buf24; del buf24  # reuse
            # Topologically Sorted Source Nodes: [view_31, split_7, cat_7, reduce_scatter_tensor_3], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] triton_poi_fused_cat_reduce_scatter_tensor_split_view_4:48
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_view_4.run(buf33, buf37, 262144, stream=raw_stream0)
            del buf33
            # Topologically Sorted Source Nodes: [view_31, split_7, cat_7, reduce_scatter_tensor_3], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:49
            buf38 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf37, 'sum', 2, '0')
            assert_tensor_metadata(buf38, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf38, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [wait_tensor_7], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:50
            torch.ops._c10d_functional.wait_tensor.default(buf38)
            del buf37
            assert_size_stride_grouped((getitem_1, rsqrt), ((8, 64, 1), (8, 64, 1)), ((64, 1, 1), (64, 1, 1)), 'input')
            buf19 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf21 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf41 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf43 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [x, hook_result_3, mul_16, sum_5, sum_6, hook_result, mul_29, sum_11, sum_12], Original ATen: [aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_7:51
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_7.run(buf14, primals_1, wait_tensor_1, getitem_7, rsqrt_1, buf38, getitem_1, rsqrt, buf19, buf21, buf41, buf43, 1024, 128, stream=raw_stream0)
            del buf14
            del buf38
            del getitem_1
            del getitem_7
            del primals_1
            del rsqrt
            del rsqrt_1
            del wait_tensor_1
            buf20 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [x, hook_result_3, mul_16, sum_5], Original ATen: [aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8:52
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8.run(buf19, buf20, 256, 4, stream=raw_stream0)
            del buf19
            buf22 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8:53
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8.run(buf21, buf22, 256, 4, stream=raw_stream0)
            del buf21
            buf42 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [hook_result, mul_29, sum_11], Original ATen: [aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8:54
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8.run(buf41, buf42, 256, 4, stream=raw_stream0)
            del buf41
            buf44 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_12], Original ATen: [aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8:55
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_8.run(buf43, buf44, 256, 4, stream=raw_stream0)
            del buf43
        return (None, None, buf42, primals_2, buf44, primals_2, buf34, primals_2, reinterpret_tensor(buf36, (512, ), (1, ), 0), primals_2, buf29, primals_2, reinterpret_tensor(buf31, (256, ), (1, ), 0), primals_2, buf20, primals_2, buf22, primals_2, buf10, primals_2, reinterpret_tensor(buf12, (512, ), (1, ), 0), primals_2, buf5, primals_2, reinterpret_tensor(buf7, (256, ), (1, ), 0), primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_1 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    addmm = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_5 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    wait_tensor_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_7 = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_9 = rand_strided((1024, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_13 = rand_strided((1024, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_4 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_8 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = None
    tangents_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_7, primals_11, primals_15, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor_1, getitem_7, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_2, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
