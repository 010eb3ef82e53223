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


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/re/crecgrtusixilbciu3z6777akzi7qvxnywx4xpozhphj7cui5ejh.py
# Topologically Sorted Source Nodes: [mul_9, sum_1], Original ATen: [aten.mul, aten.sum]
# Source node to ATen node mapping:
#   mul_9 => mul_9
#   sum_1 => sum_1
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0" = PlaceHolder[target=tangents_1]
#   %avg_pool2d : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0" = PlaceHolder[target=avg_pool2d]
#   %mul_9 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %avg_pool2d), kwargs = {})
#   %sum_1 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_9, [2, 3], True), kwargs = {})
#   return %sum_1
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_mul_sum_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_mul_sum_0(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x3), tmp6, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/3a/c3aneriefawn6vv2btynj43jdtffeocxfy5nyuxnq4lrzxjrrnuq.py
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
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_eq_sum_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_eq_sum_1(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 64
    r0_numel = 72
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 16)
    x2 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (x0 + 16*x2), xmask, eviction_policy='evict_last')
    x4 = xindex // 16
    _tmp5 = tl.full([XBLOCK, R0_BLOCK], 0, tl.int64)
    x5 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_3 = r0_index
        tmp1 = tl.load(in_ptr1 + (x0 + 16*r0_3 + 1152*x4), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tmp0 == tmp1
        tmp3 = tmp2.to(tl.int64)
        tmp4 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
        tmp6 = _tmp5 + tmp4
        _tmp5 = tl.where(r0_mask & xmask, tmp6, _tmp5)
    tmp5 = tl.sum(_tmp5, 1)[:, None]
    tl.store(out_ptr0 + (x5), tmp5, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/fz/cfzqva6lie2ugrzcqi4vw7kcxg4n7y4tzakdp6sxbp5surojafop.py
# Topologically Sorted Source Nodes: [eq, sum_2], Original ATen: [aten.eq, aten.sum]
# Source node to ATen node mapping:
#   eq => eq
#   sum_2 => sum_2
# Graph fragment:
#   %buf1 : Tensor "i64[2, 16, 1, 1, 2][32, 1, 64, 64, 16]cuda:0" = PlaceHolder[target=buf1]
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
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_eq_sum_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
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
    r0_2 = r0_index
    x0 = (xindex % 16)
    x1 = xindex // 16
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 32*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.int64)
    tl.store(out_ptr0 + (x3), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/ao/caoa6zbnavipr637dcvatglv2hthrjzjvml5cnhtjrpj22ogxarf.py
# Topologically Sorted Source Nodes: [mul_10], Original ATen: [aten.mul]
# Source node to ATen node mapping:
#   mul_10 => mul_10
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0" = PlaceHolder[target=tangents_1]
#   %amax : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=amax]
#   %mul_10 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %amax), kwargs = {})
#   return %mul_10
triton_poi_fused_mul_3 = async_compile.triton('triton_poi_fused_mul_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_mul_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mul_3(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 72
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y1 = yindex // 36
    tmp0 = tl.load(in_ptr0 + (x2 + 16*y3), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (x2 + 16*y1), xmask & ymask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x2 + 16*y3), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/3n/c3n3lkpkywubczbxtp7rrsvutswg36nrwjseiiosz6k7ey5paepd.py
# Topologically Sorted Source Nodes: [mul_10, eq, div_1, mul_11, avg_pool2d_backward, add_7, permute_1, convolution_backward], Original ATen: [aten.mul, aten.eq, aten.div, aten.avg_pool2d_backward, aten.add, aten.transpose, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_7 => add_7
#   avg_pool2d_backward => avg_pool2d_backward
#   convolution_backward => convolution_backward
#   div_1 => div_1
#   eq => eq
#   mul_10 => mul_10
#   mul_11 => mul_11
#   permute_1 => permute_1
# Graph fragment:
#   %sum_1 : Tensor "f32[2, 16, 1, 1][16, 1, 32, 32]cuda:0" = PlaceHolder[target=sum_1]
#   %sum_2 : Tensor "i64[2, 16, 1, 1][16, 1, 32, 32]cuda:0" = PlaceHolder[target=sum_2]
#   %amax : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=amax]
#   %add_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_6]
#   %mul_10 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0" = PlaceHolder[target=mul_10]
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_7]
#   %mul_10 : Tensor "f32[2, 16, 6, 6][576, 1, 96, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %amax), kwargs = {})
#   %eq : Tensor "b8[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.eq.Tensor](args = (%amax, %add_6), kwargs = {})
#   %div_1 : Tensor "f32[2, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%sum_1, %sum_2), kwargs = {})
#   %mul_11 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %eq), kwargs = {})
#   %avg_pool2d_backward : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.avg_pool2d_backward.default](args = (%mul_10, %add_6, [2, 2], [], [0, 0], False, True, None), kwargs = {})
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_11, %avg_pool2d_backward), kwargs = {})
#   %permute_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 16, 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_7, [0, 1, 3, 2]), kwargs = {})
#   %convolution_backward : [num_users=1] = call_function[target=torch.ops.aten.convolution_backward.default](args = (%permute_1, %primals_3, %primals_9, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]), kwargs = {})
#   return %add_7,%buf7
triton_poi_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_transpose_4 = async_compile.triton('triton_poi_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_transpose_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_transpose_4', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_transpose_4(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 288
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y2 = yindex // 144
    y4 = yindex
    y0 = (yindex % 12)
    y1 = ((yindex // 12) % 12)
    tmp0 = tl.load(in_ptr0 + (x3 + 16*y2), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x3 + 16*y2), xmask & ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr2 + (x3 + 16*y2), xmask & ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_out_ptr0 + (x3 + 16*y4), xmask & ymask)
    tmp9 = tl.load(in_ptr3 + (x3 + 16*((y0 // 2) * ((y0 // 2) <= ((-1) + ((6) * ((6) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (6))))) + ((-1) + ((6) * ((6) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (6)))) * (((-1) + ((6) * ((6) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (6)))) < (y0 // 2))) + 96*((y1 // 2) * ((y1 // 2) <= ((-1) + ((6) * ((6) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (6))))) + ((-1) + ((6) * ((6) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (6)))) * (((-1) + ((6) * ((6) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (6)))) < (y1 // 2))) + 576*y2), xmask & ymask)
    tmp2 = tmp1.to(tl.float32)
    tmp3 = (tmp0 / tmp2)
    tmp6 = tmp4 == tmp5
    tmp7 = tmp6.to(tl.float32)
    tmp8 = tmp3 * tmp7
    tmp10 = (tmp9 / 4)
    tmp11 = (y1 // 2).to(tl.int32)
    tmp12 = (((6) * ((6) <= (1 + (y1 // 2))) + (1 + (y1 // 2)) * ((1 + (y1 // 2)) < (6)))).to(tl.int32)
    tmp13 = tmp11 < tmp12
    tmp14 = (y0 // 2).to(tl.int32)
    tmp15 = (((6) * ((6) <= (1 + (y0 // 2))) + (1 + (y0 // 2)) * ((1 + (y0 // 2)) < (6)))).to(tl.int32)
    tmp16 = tmp14 < tmp15
    tmp17 = tmp13 & tmp16
    tmp18 = tl.full([1, 1], 0.0, tl.float32)
    tmp19 = tl.where(tmp17, tmp10, tmp18)
    tmp20 = tmp8 + tmp19
    tl.store(in_out_ptr0 + (x3 + 16*y4), tmp20, xmask & ymask)
    tl.store(out_ptr0 + (x3 + 16*(((y4 // 12) % 12)) + 192*((y4 % 12)) + 2304*(y4 // 144)), tmp20, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/mj/cmjacktvlmiggwztuzhz7uxpto5w5xohehbs5hwm7ic7nlzfrbvh.py
# Topologically Sorted Source Nodes: [permute_1, sum_3], Original ATen: [aten.transpose, aten.convolution_backward]
# Source node to ATen node mapping:
#   permute_1 => permute_1
#   sum_3 => sum_3
# Graph fragment:
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_7]
#   %permute_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 16, 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_7, [0, 1, 3, 2]), kwargs = {})
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_1, [0, 2, 3]), kwargs = {})
#   return %buf5
triton_red_fused_convolution_backward_transpose_5 = async_compile.triton('triton_red_fused_convolution_backward_transpose_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_convolution_backward_transpose_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_transpose_5(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 48
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 16)
    x1 = xindex // 16
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*((((r0_2 + 96*x1) // 12) % 12)) + 192*((r0_2 % 12)) + 2304*((r0_2 + 96*x1) // 144)), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/yl/cyld7soio3vhylpndongr2rf74w4whedsns3iu25a2y2p7xwolvu.py
# Topologically Sorted Source Nodes: [permute_1, sum_3], Original ATen: [aten.transpose, aten.convolution_backward]
# Source node to ATen node mapping:
#   permute_1 => permute_1
#   sum_3 => sum_3
# Graph fragment:
#   %buf5 : Tensor "f32[16, 3][1, 16]cuda:0" = PlaceHolder[target=buf5]
#   %permute_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 16, 192]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.permute.default](args = (%add_7, [0, 1, 3, 2]), kwargs = {})
#   %sum_3 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%permute_1, [0, 2, 3]), kwargs = {})
#   return %sum_3
triton_per_fused_convolution_backward_transpose_6 = async_compile.triton('triton_per_fused_convolution_backward_transpose_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_convolution_backward_transpose_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_convolution_backward_transpose_6(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/4s/c4sufoc72kqofjz4zkddrp24jrabomv73n6n7zvvtj7zpuolrw7o.py
# Topologically Sorted Source Nodes: [batch_norm], Original ATen: [aten._native_batch_norm_legit_functional]
# Source node to ATen node mapping:
#   batch_norm => add_4, mul, mul_6, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %convolution : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
#   %primals_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_8]
#   %sub : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_7, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_8, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %unsqueeze_3), kwargs = {})
#   return %add_4
triton_poi_fused__native_batch_norm_legit_functional_7 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 288
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (x1 + 16*y0), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tl.store(out_ptr0 + (x1 + 16*y0), tmp8, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/td/ctd5bturvrertu2nzsl2dhfjvovvjunm6mejsgrtxdkludizmxdq.py
# Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, batch_norm, unsqueeze_4, unsqueeze_5, unsqueeze_6, sum_4, sub_1, mul_13, sum_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_8 => add_8
#   batch_norm => squeeze
#   div_2 => div_2
#   le => le
#   lt => lt
#   mul_12 => mul_12
#   mul_13 => mul_13
#   scalar_tensor => full_default
#   sub_1 => sub_1
#   sum_4 => sum_4
#   sum_5 => sum_5
#   unsqueeze_4 => unsqueeze_4
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   where => where
#   where_1 => where_1
# Graph fragment:
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_4]
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_7]
#   %convolution : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
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
#   return %buf11,%buf13
triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 2, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 48
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 16)
    x1 = xindex // 16
    _tmp15 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    tmp18 = tl.load(in_ptr3 + (x0), xmask, eviction_policy='evict_last')
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 1536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp5 = tl.load(in_ptr1 + (x0 + 16*r0_2 + 1536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp17 = tl.load(in_ptr2 + (x0 + 16*r0_2 + 1536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.full([1, 1], -3.0, tl.float32)
        tmp2 = tmp0 <= tmp1
        tmp3 = tl.full([1, 1], 3.0, tl.float32)
        tmp4 = tmp0 < tmp3
        tmp6 = tl.full([1, 1], 0.3333333333333333, tl.float32)
        tmp7 = tmp0 * tmp6
        tmp8 = tl.full([1, 1], 0.5, tl.float32)
        tmp9 = tmp7 + tmp8
        tmp10 = tmp5 * tmp9
        tmp11 = tl.where(tmp4, tmp10, tmp5)
        tmp12 = tl.full([1, 1], 0.0, tl.float32)
        tmp13 = tl.where(tmp2, tmp12, tmp11)
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
        tmp16 = _tmp15 + tmp14
        _tmp15 = tl.where(r0_mask & xmask, tmp16, _tmp15)
        tmp19 = tmp17 - tmp18
        tmp20 = tmp13 * tmp19
        tmp21 = tl.broadcast_to(tmp20, [XBLOCK, R0_BLOCK])
        tmp23 = _tmp22 + tmp21
        _tmp22 = tl.where(r0_mask & xmask, tmp23, _tmp22)
    tmp15 = tl.sum(_tmp15, 1)[:, None]
    tmp22 = tl.sum(_tmp22, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp15, xmask)
    tl.store(out_ptr1 + (x3), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/v6/cv64ucibinyfuix5mvayxpvb62rufh7qy7uhqicp47nqdijz6yep.py
# Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, batch_norm, unsqueeze_4, unsqueeze_5, unsqueeze_6, sub_1, mul_13, sum_5, mul_21], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_8 => add_8
#   batch_norm => squeeze, squeeze_1
#   div_2 => div_2
#   le => le
#   lt => lt
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_21 => mul_21
#   scalar_tensor => full_default
#   sub_1 => sub_1
#   sum_5 => sum_5
#   unsqueeze_4 => unsqueeze_4
#   unsqueeze_5 => unsqueeze_5
#   unsqueeze_6 => unsqueeze_6
#   where => where
#   where_1 => where_1
# Graph fragment:
#   %buf13 : Tensor "f32[16, 3][1, 16]cuda:0" = PlaceHolder[target=buf13]
#   %sum_5 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_5]
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
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
#   %sub_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_6), kwargs = {})
#   %mul_13 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, %sub_1), kwargs = {})
#   %sum_5 : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_13, [0, 2, 3]), kwargs = {})
#   %squeeze_1 : Tensor "f32[16][1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [0, 2, 3]), kwargs = {})
#   %mul_21 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_5, %squeeze_1), kwargs = {})
#   return %sum_5,%mul_21
triton_per_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_9 = async_compile.triton('triton_per_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_9', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 4},
    reduction_hint=ReductionHint.OUTER_TINY,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_9', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_9(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/ar/car3x5t2a7t75byqtqamch6jpf4gymy4374zpq2qc5okyxle7php.py
# Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, batch_norm, unsqueeze_4, unsqueeze_5, unsqueeze_6, sub_1, mul_14, unsqueeze_7, unsqueeze_8, unsqueeze_9, mul_15, mul_16, mul_17, unsqueeze_10, unsqueeze_11, unsqueeze_12, mul_18, unsqueeze_13, unsqueeze_14, unsqueeze_15, mul_19, sub_3, sub_4, mul_20], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
# Source node to ATen node mapping:
#   add_8 => add_8
#   batch_norm => squeeze, squeeze_1
#   div_2 => div_2
#   le => le
#   lt => lt
#   mul_12 => mul_12
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   scalar_tensor => full_default
#   sub_1 => sub_1
#   sub_3 => sub_3
#   sub_4 => sub_4
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
#   %add_4 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_4]
#   %add_7 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=add_7]
#   %convolution : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %sum_5 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_5]
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %sum_4 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_4]
#   %primals_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_7]
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
#   %sub_1 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %unsqueeze_6), kwargs = {})
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
#   return %mul_20
triton_poi_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_10 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_10', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 512, 'x': 16}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_10', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_10(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 288
    xnumel = 16
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_out_ptr0 + (x1 + 16*y0), xmask & ymask)
    tmp5 = tl.load(in_ptr0 + (x1 + 16*y0), xmask & ymask)
    tmp14 = tl.load(in_ptr1 + (x1 + 16*y0), xmask & ymask)
    tmp15 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp20 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr5 + (x1), xmask, eviction_policy='evict_last')
    tmp28 = tl.load(in_ptr6 + (x1), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], -3.0, tl.float32)
    tmp2 = tmp0 <= tmp1
    tmp3 = tl.full([1, 1], 3.0, tl.float32)
    tmp4 = tmp0 < tmp3
    tmp6 = tl.full([1, 1], 0.3333333333333333, tl.float32)
    tmp7 = tmp0 * tmp6
    tmp8 = tl.full([1, 1], 0.5, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp5 * tmp9
    tmp11 = tl.where(tmp4, tmp10, tmp5)
    tmp12 = tl.full([1, 1], 0.0, tl.float32)
    tmp13 = tl.where(tmp2, tmp12, tmp11)
    tmp16 = tmp14 - tmp15
    tmp18 = tl.full([1, 1], 0.003472222222222222, tl.float32)
    tmp19 = tmp17 * tmp18
    tmp21 = tmp20 * tmp20
    tmp22 = tmp19 * tmp21
    tmp23 = tmp16 * tmp22
    tmp24 = tmp13 - tmp23
    tmp26 = tmp25 * tmp18
    tmp27 = tmp24 - tmp26
    tmp29 = tmp20 * tmp28
    tmp30 = tmp27 * tmp29
    tl.store(in_out_ptr0 + (x1 + 16*y0), tmp30, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpvb1866bp/r3/cr3cdaxwwg3im5kcztxpzsl43hjturx3omdzurftvzk2t7ygheel.py
# Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_6 => sum_6
# Graph fragment:
#   %mul_20 : Tensor "f32[2, 16, 12, 12][2304, 1, 192, 16]cuda:0" = PlaceHolder[target=mul_20]
#   %sum_6 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_20, [0, 2, 3]), kwargs = {})
#   return %buf17
triton_red_fused_convolution_backward_11 = async_compile.triton('triton_red_fused_convolution_backward_11', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 64, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_convolution_backward_11', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_convolution_backward_11(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 48
    r0_numel = 96
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = (xindex % 16)
    x1 = xindex // 16
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    x3 = xindex
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_2 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 16*r0_2 + 1536*x1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x3), tmp2, xmask)
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
        assert_size_stride_grouped((tangents_1, avg_pool2d), ((2, 16, 6, 6), (2, 16, 6, 6)), ((576, 1, 96, 16), (576, 1, 96, 16)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 32, 32), torch.float32)
            # Topologically Sorted Source Nodes: [mul_9, sum_1], Original ATen: [aten.mul, aten.sum]
            # [Provenance debug handles] triton_per_fused_mul_sum_0:11
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_mul_sum_0.run(tangents_1, avg_pool2d, buf0, 32, 36, stream=raw_stream0)
            del avg_pool2d
            assert_size_stride_grouped((amax, add_6), ((2, 16, 1, 1), (2, 16, 12, 12)), ((16, 1, 1, 1), (2304, 1, 192, 16)), 'input')
            buf1 = empty_strided_cuda((2, 16, 1, 1, 2), (32, 1, 64, 64, 16), torch.int64)
            # Topologically Sorted Source Nodes: [eq, sum_2], Original ATen: [aten.eq, aten.sum]
            # [Provenance debug handles] triton_red_fused_eq_sum_1:12
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_eq_sum_1.run(amax, add_6, buf1, 64, 72, stream=raw_stream0)
            buf2 = empty_strided_cuda((2, 16, 1, 1), (16, 1, 32, 32), torch.int64)
            # Topologically Sorted Source Nodes: [eq, sum_2], Original ATen: [aten.eq, aten.sum]
            # [Provenance debug handles] triton_per_fused_eq_sum_2:13
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_eq_sum_2.run(buf1, buf2, 32, 2, stream=raw_stream0)
            del buf1
            buf3 = empty_strided_cuda((2, 16, 6, 6), (576, 1, 96, 16), torch.float32)
            # Topologically Sorted Source Nodes: [mul_10], Original ATen: [aten.mul]
            # [Provenance debug handles] triton_poi_fused_mul_3:14
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_mul_3.run(tangents_1, amax, buf3, 72, 16, stream=raw_stream0)
            del tangents_1
            buf4 = add_6; del add_6  # reuse
            buf7 = empty_strided_cuda((2, 16, 12, 12), (2304, 1, 192, 16), torch.float32)
            # Topologically Sorted Source Nodes: [mul_10, eq, div_1, mul_11, avg_pool2d_backward, add_7, permute_1, convolution_backward], Original ATen: [aten.mul, aten.eq, aten.div, aten.avg_pool2d_backward, aten.add, aten.transpose, aten.convolution_backward]
            # [Provenance debug handles] triton_poi_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_transpose_4:15
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_transpose_4.run(buf4, buf0, buf2, amax, buf3, buf7, 288, 16, stream=raw_stream0)
            del amax
            del buf0
            del buf2
            del buf3
            buf5 = empty_strided_cuda((16, 3), (1, 16), torch.float32)
            # Topologically Sorted Source Nodes: [permute_1, sum_3], Original ATen: [aten.transpose, aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_transpose_5:16
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_transpose_5.run(buf4, buf5, 48, 96, stream=raw_stream0)
            buf6 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [permute_1, sum_3], Original ATen: [aten.transpose, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_transpose_6:17
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_transpose_6.run(buf5, buf6, 16, 3, stream=raw_stream0)
            assert_size_stride_grouped((primals_3, primals_9), ((2, 8, 12, 12), (16, 8, 1, 1)), ((1152, 1, 96, 8), (8, 1, 8, 8)), 'input')
            # Topologically Sorted Source Nodes: [permute_1, convolution_backward], Original ATen: [aten.transpose, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
            buf8 = torch.ops.aten.convolution_backward.default(buf7, primals_3, primals_9, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [False, True, False])
            del primals_9
            buf9 = buf8[1]
            assert_tensor_metadata(buf9, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf9, 16, 'torch.ops.aten.convolution_backward.default')
            del buf8
            assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_7, primals_8), ((2, 16, 12, 12), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((2304, 1, 192, 16), (16, 1, 1, 1), (16, 1, 1, 1), (1, ), (1, )), 'input')
            buf10 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [batch_norm], Original ATen: [aten._native_batch_norm_legit_functional]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_7:19
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_7.run(convolution, getitem_1, rsqrt, primals_7, primals_8, buf10, 288, 16, stream=raw_stream0)
            del primals_8
            buf11 = buf5; del buf5  # reuse
            buf13 = empty_strided_cuda((16, 3), (1, 16), torch.float32)
            # Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, batch_norm, unsqueeze_4, unsqueeze_5, unsqueeze_6, sum_4, sub_1, mul_13, sum_5], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8:20
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_8.run(buf10, buf4, convolution, getitem_1, buf11, buf13, 48, 96, stream=raw_stream0)
            buf12 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, sum_4], Original ATen: [aten.hardswish_backward, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_transpose_6:21
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_transpose_6.run(buf11, buf12, 16, 3, stream=raw_stream0)
            del buf11
            buf14 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf16 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, batch_norm, unsqueeze_4, unsqueeze_5, unsqueeze_6, sub_1, mul_13, sum_5, mul_21], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_per_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_9:22
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_9.run(buf13, rsqrt, buf14, buf16, 16, 3, stream=raw_stream0)
            buf15 = buf10; del buf10  # reuse
            # Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, batch_norm, unsqueeze_4, unsqueeze_5, unsqueeze_6, sub_1, mul_14, unsqueeze_7, unsqueeze_8, unsqueeze_9, mul_15, mul_16, mul_17, unsqueeze_10, unsqueeze_11, unsqueeze_12, mul_18, unsqueeze_13, unsqueeze_14, unsqueeze_15, mul_19, sub_3, sub_4, mul_20], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_10:23
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_hardswish_backward_native_batch_norm_backward_10.run(buf15, buf4, convolution, getitem_1, buf14, rsqrt, buf12, primals_7, 288, 16, stream=raw_stream0)
            del buf4
            del convolution
            del getitem_1
            del primals_7
            del rsqrt
            buf17 = buf13; del buf13  # reuse
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_red_fused_convolution_backward_11:24
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_convolution_backward_11.run(buf15, buf17, 48, 96, stream=raw_stream0)
            buf18 = buf14; del buf14  # reuse
            # Topologically Sorted Source Nodes: [sum_6], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_transpose_6:25
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_transpose_6.run(buf17, buf18, 16, 3, stream=raw_stream0)
            del buf17
            assert_size_stride(primals_1, (16, 8, 3, 3), (72, 1, 24, 8), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:26
            buf19 = torch.ops.aten.convolution_backward.default(buf15, primals_3, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf15
            del primals_1
            del primals_3
            buf20 = buf19[1]
            assert_tensor_metadata(buf20, (16, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf20, 16, 'torch.ops.aten.convolution_backward.default')
            del buf19
        return (buf20, buf18, None, None, None, None, buf16, buf12, buf9, buf6, )

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
