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


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/nr/cnrngcesqymu3i75ekqilqzq7vwtwpc2hxluolnnqm3ydrhc3cqb.py
# Topologically Sorted Source Nodes: [view_17, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_17 => view_17
# Graph fragment:
#   %tangents_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %view_17 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [512, 256]), kwargs = {})
#   %sum_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [0], True), kwargs = {})
#   return %buf2
triton_red_fused_sum_view_0 = async_compile.triton('triton_red_fused_sum_view_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_sum_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 532480, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_sum_view_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 256*r0_2 + 32768*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/nj/cnj6h2prhqp6qvzgubtas2sb254azpnqkco7vgyfbtsx3bsf64ml.py
# Topologically Sorted Source Nodes: [view_17, sum_1], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_1 => sum_1
#   view_17 => view_17
# Graph fragment:
#   %buf2 : Tensor "f32[1, 256, 4][1024, 1, 256]cuda:0" = PlaceHolder[target=buf2]
#   %view_17 : Tensor "f32[512, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [512, 256]), kwargs = {})
#   %sum_1 : Tensor "f32[1, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_17, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_sum_view_1 = async_compile.triton('triton_per_fused_sum_view_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_sum_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 6144, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_sum_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/64/c64s6ql2rjklcb7wi2vq4mk6bkhwrpttnzg6qkn3rqc3mw5oupnn.py
# Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20], Original ATen: [aten.view, aten.silu_backward]
# Source node to ATen node mapping:
#   add_8 => add_8
#   linear_2 => view_10
#   mul_7 => mul_7
#   mul_8 => mul_8
#   sigmoid => sigmoid
#   sub_2 => sub_2
#   view_19 => view_19
#   view_20 => mul_9
# Graph fragment:
#   %mm : Tensor "f32[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "f32[512, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_19 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [8, 64, 512]), kwargs = {})
#   %view_10 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 64, 512]), kwargs = {})
#   %sigmoid : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%view_10,), kwargs = {})
#   %mul_7 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, %sigmoid), kwargs = {})
#   %sub_2 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_8 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %sub_2), kwargs = {})
#   %add_8 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_8), kwargs = {})
#   return %mul_9
triton_poi_fused_silu_backward_view_2 = async_compile.triton('triton_poi_fused_silu_backward_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_silu_backward_view_2', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 4194304}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_silu_backward_view_2(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tl.sigmoid(tmp1)
    tmp3 = tmp0 * tmp2
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp4 - tmp2
    tmp6 = tmp1 * tmp5
    tmp7 = tmp6 + tmp4
    tmp8 = tmp3 * tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/ny/cnyebl2sewl4xjvwa43ftmz6lc4yezz3runz5tmqknsc6xaoecaf.py
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
#   %mul_9 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %view_19 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [8, 64, 512]), kwargs = {})
#   %view_10 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 64, 512]), kwargs = {})
#   %sigmoid : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%view_10,), kwargs = {})
#   %mul_7 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, %sigmoid), kwargs = {})
#   %sub_2 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_8 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %sub_2), kwargs = {})
#   %add_8 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_8), kwargs = {})
#   %view_21 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [512, 512]), kwargs = {})
#   %sum_2 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %buf7
triton_red_fused_silu_backward_sum_view_3 = async_compile.triton('triton_red_fused_silu_backward_sum_view_3', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_silu_backward_sum_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 1064960, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_silu_backward_sum_view_3(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 2048
    r0_numel = 128
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 512)
    x1 = xindex // 512
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_2 + 65536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/ri/crizgrbrr2uu3jjcpik6otpkjcmgbwswbtpcyzqb2ctytbgxtrp7.py
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
#   %buf7 : Tensor "f32[1, 512, 4][2048, 1, 512]cuda:0" = PlaceHolder[target=buf7]
#   %view_19 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [8, 64, 512]), kwargs = {})
#   %view_10 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 64, 512]), kwargs = {})
#   %sigmoid : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%view_10,), kwargs = {})
#   %mul_7 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_19, %sigmoid), kwargs = {})
#   %sub_2 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_8 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_10, %sub_2), kwargs = {})
#   %add_8 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, 1), kwargs = {})
#   %mul_9 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_8), kwargs = {})
#   %view_21 : Tensor "f32[512, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [512, 512]), kwargs = {})
#   %sum_2 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %sum_2
triton_per_fused_silu_backward_sum_view_4 = async_compile.triton('triton_per_fused_silu_backward_sum_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_silu_backward_sum_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 12288, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_silu_backward_sum_view_4(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/5p/c5py5my6ra54mcy2p6ub35ebrmlmrp5itwynjbaudmuxlloghbwl.py
# Topologically Sorted Source Nodes: [view_23, mul_11, mul_12, sum_3, x, input_tensor_4, mul_13, sum_4, mul_14, sub_4, sub_5, div_3, mul_15, view_24], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   div_3 => div_3
#   input_tensor_4 => mul_5, sub_1
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   sub_4 => sub_4
#   sub_5 => sub_5
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_23 => view_23
#   view_24 => add_9
#   x => add_3
# Graph fragment:
#   %buf12 : Tensor  = PlaceHolder[target=buf12]
#   %primals_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %primals_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %wait_tensor : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=wait_tensor]
#   %getitem_3 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %tangents_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_3 : Tensor "f32[8, 64, 1][64, 1, 512]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[8, 64, 1][64, 1, 512]cuda:0" = PlaceHolder[target=sum_4]
#   %view_23 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 64, 256]), kwargs = {})
#   %mul_11 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_2, %primals_13), kwargs = {})
#   %mul_12 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_11, 256), kwargs = {})
#   %sum_3 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_11, [2], True), kwargs = {})
#   %add_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %wait_tensor), kwargs = {})
#   %sub_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_3), kwargs = {})
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
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 4096, 'r0_': 2622464}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
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


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/un/cundt47trhy2yiqk7z7nybfobi472jnjevfn67mpspjrpscn3tnn.py
# Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_11 => add_11
#   exp_1 => exp_1
#   input_tensor_2 => add_2, erf, mul_3
#   linear => view_2
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   view_27 => view_27
#   view_28 => mul_23
# Graph fragment:
#   %mm_4 : Tensor "f32[512, 512][512, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %addmm : Tensor "f32[512, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_27 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [8, 64, 512]), kwargs = {})
#   %view_2 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [8, 64, 512]), kwargs = {})
#   %mul_3 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_18 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_2, 0.5), kwargs = {})
#   %mul_19 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, %view_2), kwargs = {})
#   %mul_20 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_20,), kwargs = {})
#   %mul_21 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_22 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, %mul_21), kwargs = {})
#   %add_11 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_18, %mul_22), kwargs = {})
#   %mul_23 : Tensor "f32[8, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_27, %add_11), kwargs = {})
#   return %mul_23
triton_poi_fused_gelu_gelu_backward_view_6 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 262144}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 4194304}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_6(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr0 + (x0), None)
    tmp2 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp4 = libdevice.erf(tmp3)
    tmp5 = tl.full([1], 1.0, tl.float32)
    tmp6 = tmp4 + tmp5
    tmp7 = tl.full([1], 0.5, tl.float32)
    tmp8 = tmp6 * tmp7
    tmp9 = tmp1 * tmp1
    tmp10 = tl.full([1], -0.5, tl.float32)
    tmp11 = tmp9 * tmp10
    tmp12 = libdevice.exp(tmp11)
    tmp13 = tl.full([1], 0.3989422804014327, tl.float32)
    tmp14 = tmp12 * tmp13
    tmp15 = tmp1 * tmp14
    tmp16 = tmp8 + tmp15
    tmp17 = tmp0 * tmp16
    tl.store(in_out_ptr0 + (x0), tmp17, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpn5w1icf3/oq/coqujsj2zh6f5m5g74gxw7fpnt56vo2zkj5axqun3frjntpzzn74.py
# Topologically Sorted Source Nodes: [view_23, x, input_tensor_4, mul_16, sum_5, sum_6, view_31, input_tensor, mul_29, sum_11, sum_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   input_tensor => mul, sub
#   input_tensor_4 => mul_5, sub_1
#   mul_16 => mul_16
#   mul_29 => mul_29
#   sum_11 => sum_11
#   sum_12 => sum_12
#   sum_5 => sum_5
#   sum_6 => sum_6
#   view_23 => view_23
#   view_31 => view_31
#   x => add_3
# Graph fragment:
#   %buf12 : Tensor  = PlaceHolder[target=buf12]
#   %primals_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %wait_tensor : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=wait_tensor]
#   %getitem_3 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_3]
#   %rsqrt_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %buf32 : Tensor  = PlaceHolder[target=buf32]
#   %getitem_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_23 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [8, 64, 256]), kwargs = {})
#   %add_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_3, %wait_tensor), kwargs = {})
#   %sub_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_3), kwargs = {})
#   %mul_5 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_16 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_2, %mul_5), kwargs = {})
#   %sum_5 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [0, 1]), kwargs = {})
#   %sum_6 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_2, [0, 1]), kwargs = {})
#   %view_31 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [8, 64, 256]), kwargs = {})
#   %sub : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_3, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_29 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%wait_tensor_3, %mul), kwargs = {})
#   %sum_11 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_29, [0, 1]), kwargs = {})
#   %sum_12 : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%wait_tensor_3, [0, 1]), kwargs = {})
#   return %buf15,%buf17,%buf33,%buf35
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 1081344, 'r0_': 8192}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
        primals_3, primals_5, primals_9, primals_13, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor, getitem_3, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_4, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, permute_4), ((8, 64, 256), (256, 512)), ((16384, 256, 1), (512, 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((512, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, mm], Original ATen: [aten.view, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(tangents_1, (512, 256), (256, 1), 0), permute_4, out=buf0)
            del permute_4
            assert_size_stride(view_13, (512, 512), (512, 1), 'input')
            buf1 = empty_strided_cuda((256, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, permute_5, permute_7], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 512), (1, 256), 0), view_13, out=buf1)
            del view_13
            buf2 = empty_strided_cuda((1, 256, 4), (1024, 1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:18
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(tangents_1, buf2, 1024, 128, stream=raw_stream0)
            buf3 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_17, sum_1], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:19
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf2, buf3, 256, 4, stream=raw_stream0)
            del buf2
            assert_size_stride(addmm_2, (512, 512), (512, 1), 'input')
            buf4 = reinterpret_tensor(buf0, (8, 64, 512), (32768, 512, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20], Original ATen: [aten.view, aten.silu_backward]
            # [Provenance debug handles] triton_poi_fused_silu_backward_view_2:20
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_silu_backward_view_2.run(buf4, addmm_2, 262144, stream=raw_stream0)
            del addmm_2
            assert_size_stride(permute_8, (512, 256), (256, 1), 'input')
            buf5 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, mm_2], Original ATen: [aten.view, aten.silu_backward, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf4, (512, 512), (512, 1), 0), permute_8, out=buf5)
            del permute_8
            # Topologically Sorted Source Nodes: [view_23, all_reduce_2], Original ATen: [aten.view, _c10d_functional.all_reduce]
            # [Provenance debug handles] torch.ops._c10d_functional.all_reduce_.default:22
            torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf5, (8, 64, 256), (16384, 256, 1), 0), 'sum', '0')
            assert_size_stride(view_9, (512, 256), (256, 1), 'input')
            buf6 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, permute_9, permute_11], Original ATen: [aten.view, aten.silu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(reinterpret_tensor(buf4, (512, 512), (1, 512), 0), view_9, out=buf6)
            del view_9
            buf7 = empty_strided_cuda((1, 512, 4), (2048, 1, 512), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, sum_2], Original ATen: [aten.view, aten.silu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_silu_backward_sum_view_3:24
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_silu_backward_sum_view_3.run(buf4, buf7, 2048, 128, stream=raw_stream0)
            buf8 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_19, linear_2, sigmoid, mul_7, sub_2, mul_8, add_8, view_20, view_21, sum_2], Original ATen: [aten.view, aten.silu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_silu_backward_sum_view_4:25
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_silu_backward_sum_view_4.run(buf7, buf8, 512, 4, stream=raw_stream0)
            # Topologically Sorted Source Nodes: [view_23, wait_tensor_2], Original ATen: [aten.view, _c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:26
            torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf5, (8, 64, 256), (16384, 256, 1), 0))
            assert_size_stride_grouped((primals_13, primals_3, wait_tensor, getitem_3, rsqrt_1), ((256, ), (8, 64, 256), (8, 64, 256), (8, 64, 1), (8, 64, 1)), ((1, ), (16384, 256, 1), (16384, 256, 1), (64, 1, 1), (64, 1, 1)), 'input')
            buf19 = empty_strided_cuda((8, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, mul_11, mul_12, sum_3, x, input_tensor_4, mul_13, sum_4, mul_14, sub_4, sub_5, div_3, mul_15, view_24], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5:27
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_5.run(buf5, primals_13, primals_3, wait_tensor, getitem_3, rsqrt_1, tangents_1, buf19, 512, 256, stream=raw_stream0)
            del primals_13
            del tangents_1
            assert_size_stride(primals_9, (256, 512), (512, 1), 'input')
            buf20 = reinterpret_tensor(buf4, (512, 512), (512, 1), 0); del buf4  # reuse
            # Topologically Sorted Source Nodes: [view_25, linear_1, permute_12, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(reinterpret_tensor(buf19, (512, 256), (256, 1), 0), primals_9, out=buf20)
            del primals_9
            assert_size_stride(addmm, (512, 512), (512, 1), 'input')
            buf24 = reinterpret_tensor(buf20, (8, 64, 512), (32768, 512, 1), 0); del buf20  # reuse
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_view_6:29
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_6.run(buf24, addmm, 262144, stream=raw_stream0)
            del addmm
            assert_size_stride(primals_5, (512, 256), (256, 1), 'input')
            buf25 = empty_strided_cuda((512, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_16, mm_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:30
            extern_kernels.mm(reinterpret_tensor(buf24, (512, 512), (512, 1), 0), primals_5, out=buf25)
            del primals_5
            # Topologically Sorted Source Nodes: [view_31, all_reduce_3], Original ATen: [aten.view, _c10d_functional.all_reduce]
            # [Provenance debug handles] torch.ops._c10d_functional.all_reduce_.default:31
            torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf25, (8, 64, 256), (16384, 256, 1), 0), 'sum', '0')
            # Topologically Sorted Source Nodes: [view_31, wait_tensor_3], Original ATen: [aten.view, _c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:32
            torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf25, (8, 64, 256), (16384, 256, 1), 0))
            assert_size_stride_grouped((getitem_1, rsqrt), ((8, 64, 1), (8, 64, 1)), ((64, 1, 1), (64, 1, 1)), 'input')
            buf15 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf17 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf33 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            buf35 = empty_strided_cuda((256, 4), (1, 256), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, x, input_tensor_4, mul_16, sum_5, sum_6, view_31, input_tensor, mul_29, sum_11, sum_12], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7:33
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7.run(buf5, primals_3, wait_tensor, getitem_3, rsqrt_1, buf25, getitem_1, rsqrt, buf15, buf17, buf33, buf35, 1024, 128, stream=raw_stream0)
            del buf25
            del getitem_1
            del getitem_3
            del primals_3
            del rsqrt
            del rsqrt_1
            del wait_tensor
            buf16 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, x, input_tensor_4, mul_16, sum_5], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_1:34
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf15, buf16, 256, 4, stream=raw_stream0)
            del buf15
            buf18 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, sum_6], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_1:35
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf17, buf18, 256, 4, stream=raw_stream0)
            assert_size_stride(view_5, (512, 512), (512, 1), 'input')
            buf21 = reinterpret_tensor(buf5, (256, 512), (512, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [view_25, permute_13, permute_15], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf19, (256, 512), (1, 256), 0), view_5, out=buf21)
            del view_5
            buf22 = reinterpret_tensor(buf17, (1, 256, 4), (1024, 1, 256), 0); del buf17  # reuse
            # Topologically Sorted Source Nodes: [view_25, sum_7], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:37
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(buf19, buf22, 1024, 128, stream=raw_stream0)
            buf23 = empty_strided_cuda((1, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_25, sum_7], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_sum_view_1:38
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf22, buf23, 256, 4, stream=raw_stream0)
            del buf22
            assert_size_stride(view_1, (512, 256), (256, 1), 'input')
            buf26 = reinterpret_tensor(buf19, (512, 256), (256, 1), 0); del buf19  # reuse
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_17, permute_19], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:39
            extern_kernels.mm(reinterpret_tensor(buf24, (512, 512), (1, 512), 0), view_1, out=buf26)
            del view_1
            buf27 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, sum_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_silu_backward_sum_view_3:40
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_silu_backward_sum_view_3.run(buf24, buf27, 2048, 128, stream=raw_stream0)
            del buf24
            buf28 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, sum_8], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_per_fused_silu_backward_sum_view_4:41
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_silu_backward_sum_view_4.run(buf27, buf28, 512, 4, stream=raw_stream0)
            del buf27
            buf34 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_31, input_tensor, mul_29, sum_11], Original ATen: [aten.view, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_1:42
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf33, buf34, 256, 4, stream=raw_stream0)
            del buf33
            buf36 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_31, sum_12], Original ATen: [aten.view, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_per_fused_sum_view_1:43
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_sum_view_1.run(buf35, buf36, 256, 4, stream=raw_stream0)
            del buf35
        return (buf34, buf36, None, None, buf26, primals_4, reinterpret_tensor(buf28, (512, ), (1, ), 0), primals_4, buf21, primals_4, reinterpret_tensor(buf23, (256, ), (1, ), 0), primals_4, buf16, buf18, buf6, primals_4, reinterpret_tensor(buf8, (512, ), (1, ), 0), primals_4, buf1, primals_4, reinterpret_tensor(buf3, (256, ), (1, ), 0), primals_4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((8, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    addmm = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_5 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    wait_tensor = rand_strided((8, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    getitem_3 = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_9 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_13 = rand_strided((512, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_4 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_8 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = None
    tangents_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    return [primals_3, primals_5, primals_9, primals_13, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor, getitem_3, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
