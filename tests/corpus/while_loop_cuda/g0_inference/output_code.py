# AOT ID: ['0_inference']
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


# kernel path: /tmp/torchinductor_root/tmprkno6h10/5j/c5jeid3vixysu7mycbytke5uybvacuhzciihraai3cssvhboyx7y.py
# Topologically Sorted Source Nodes: [i0], Original ATen: [aten.zeros]
# Source node to ATen node mapping:
#   i0 => full_default
# Graph fragment:
#   %full_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0), kwargs = {dtype: torch.int64, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %full_default
triton_poi_fused_zeros_0 = async_compile.triton('triton_poi_fused_zeros_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_zeros_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.full([1], 0, tl.int64)
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32)), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmprkno6h10/ng/cngmaft4m5tcukvkgthvvtsq5g4sdqqgfsf3oeryqpv5gmwlmmjm.py
# Topologically Sorted Source Nodes: [relu, child, mean], Original ATen: [aten.relu, aten.mul, aten.mean]
# Source node to ATen node mapping:
#   child => mul
#   mean => mean
#   relu => relu
# Graph fragment:
#   %arg0_1 : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %relu : Tensor "f32[16, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.relu.default](args = (%arg0_1,), kwargs = {})
#   %mul : Tensor "f32[16, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%relu, 0.5), kwargs = {})
#   %mean : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%arg0_1, [-1]), kwargs = {})
#   return %mul,%buf6
triton_per_fused_mean_mul_relu_1 = async_compile.triton('triton_per_fused_mean_mul_relu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_mean_mul_relu_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 128, 'r0_': 6144}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_mean_mul_relu_1(in_ptr0, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 32*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.full([1, 1], 0, tl.int32)
    tmp2 = tl.maximum(tmp1, tmp0, tl.PropagateNan.ALL)
    tmp3 = tl.full([1, 1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 32*x0), tmp4, xmask)
    tl.store(out_ptr1 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmprkno6h10/vx/cvxcrezw4kcrsm27q2yivuoddnnomc6ykqvuxm7ndwdkcgxfapee.py
# Topologically Sorted Source Nodes: [sum_1, mean, add], Original ATen: [aten.sum, aten.mean, aten.add]
# Source node to ATen node mapping:
#   add => add
#   mean => mean
#   sum_1 => sum_1
# Graph fragment:
#   %getitem_1 : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %sum_1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=sum_1]
#   %buf6 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=buf6]
#   %sum_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem_1, [-1]), kwargs = {})
#   %mean : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mean.dim](args = (%arg0_1, [-1]), kwargs = {})
#   %add : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%sum_1, %mean), kwargs = {})
#   return %sum_1,%add
triton_per_fused_add_mean_sum_5 = async_compile.triton('triton_per_fused_add_mean_sum_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_mean_sum_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 192, 'r0_': 2048}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_mean_sum_5(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 32*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr1 + (x0), xmask)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = tl.full([1, 1], 32.0, tl.float32)
    tmp7 = (tmp5 / tmp6)
    tmp8 = tmp4 + tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/torchinductor_root/tmprkno6h10/6y/c6yh42airvp4keqshymysxjmdofxb4pmfmzuzfpwexur7jghy7rn.py
# Unsorted Source Nodes: [while_loop, i0, child, relu, lt], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.lt]
# Source node to ATen node mapping:
#   child => mul
#   i0 => full_default
#   lt => lt
#   relu => relu
#   while_loop => while_loop
triton_poi_fused_lt_mul_relu_zeros_2 = async_compile.triton('triton_poi_fused_lt_mul_relu_zeros_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i1', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_lt_mul_relu_zeros_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_lt_mul_relu_zeros_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 4, tl.int64)
    tmp3 = tmp1 < tmp2
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
''', device_str='cuda')

def while_loop_cond_graph_0(args):
    while_loop_cond_graph_0_arg0_1, while_loop_cond_graph_0_arg1_1, while_loop_cond_graph_0_arg2_1 = args
    args.clear()
    assert_size_stride(while_loop_cond_graph_0_arg0_1, (), (), 'input')
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        while_loop_cond_graph_0_buf0 = empty_strided_cuda((), (), torch.bool)
        # Unsorted Source Nodes: [while_loop, i0, child, relu, lt], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.lt]
        # [Provenance debug handles] triton_poi_fused_lt_mul_relu_zeros_2:3
        raw_stream0 = get_raw_stream(0)
        triton_poi_fused_lt_mul_relu_zeros_2.run(while_loop_cond_graph_0_arg0_1, while_loop_cond_graph_0_buf0, 1, stream=raw_stream0)
        del while_loop_cond_graph_0_arg0_1
    return (while_loop_cond_graph_0_buf0, )
from torch._C import _cuda_getCurrentRawStream as get_raw_stream



# kernel path: /tmp/torchinductor_root/tmprkno6h10/6a/c6amhu3sr5axreqomro4f7hgykb4xgb3nu2itfvtcvx4ozvw6d5k.py
# Unsorted Source Nodes: [while_loop, i0, child, relu, norm, h2, tanh, child_5], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.linalg_vector_norm, aten.add, aten.tanh, aten.div]
# Source node to ATen node mapping:
#   child => mul
#   child_5 => div
#   h2 => add
#   i0 => full_default
#   norm => pow_1, pow_2, sum_1
#   relu => relu
#   tanh => tanh
#   while_loop => while_loop
triton_per_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_3 = async_compile.triton('triton_per_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 0, 'r0_': 8192}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_3(in_out_ptr0, in_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
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
    tmp0 = tl.load(in_out_ptr0 + (r0_1 + 32*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp2 = tl.load(in_ptr0 + (r0_1 + 32*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = libdevice.tanh(tmp0)
    tmp3 = tmp1 + tmp2
    tmp4 = tmp3 * tmp3
    tmp5 = tl.broadcast_to(tmp4, [XBLOCK, R0_BLOCK])
    tmp7 = tl.where(xmask, tmp5, 0)
    tmp8 = tl.sum(tmp7, 1)[:, None].to(tl.float32)
    tmp9 = tl.sqrt_rn(tmp8)
    tmp10 = (tmp3 / tmp9)
    tl.store(in_out_ptr0 + (r0_1 + 32*x0), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmprkno6h10/7m/c7mp2dwsnqphjapwohp2ysgxec2mehwzbat4pqsa6lsmnii3nrsq.py
# Unsorted Source Nodes: [while_loop, i0, child, relu], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.add]
# Source node to ATen node mapping:
#   child => add_1, mul
#   i0 => full_default
#   relu => relu
#   while_loop => while_loop
triton_poi_fused_add_mul_relu_zeros_4 = async_compile.triton('triton_poi_fused_add_mul_relu_zeros_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_mul_relu_zeros_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_mul_relu_zeros_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
''', device_str='cuda')

def while_loop_body_graph_0(args):
    while_loop_body_graph_0_arg0_1, while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_arg2_1 = args
    args.clear()
    assert_size_stride_grouped((while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_arg2_1), ((16, 32), (32, 32)), ((32, 1), (32, 1)), 'input')
    with torch.cuda._DeviceGuard(0):
        torch.cuda.set_device(0)
        while_loop_body_graph_0_buf0 = empty_strided_cuda((16, 32), (32, 1), torch.float32)
        # Unsorted Source Nodes: [while_loop, i0, child, relu, matmul], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_arg2_1, out=while_loop_body_graph_0_buf0)
        del while_loop_body_graph_0_arg2_1
        while_loop_body_graph_0_buf2 = while_loop_body_graph_0_buf0; del while_loop_body_graph_0_buf0  # reuse
        # Unsorted Source Nodes: [while_loop, i0, child, relu, norm, h2, tanh, child_5], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.linalg_vector_norm, aten.add, aten.tanh, aten.div]
        # [Provenance debug handles] triton_per_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_3:5
        raw_stream0 = get_raw_stream(0)
        triton_per_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_3.run(while_loop_body_graph_0_buf2, while_loop_body_graph_0_arg1_1, 16, 32, stream=raw_stream0)
        del while_loop_body_graph_0_arg1_1
        assert_size_stride(while_loop_body_graph_0_arg0_1, (), (), 'input')
        while_loop_body_graph_0_buf3 = empty_strided_cuda((), (), torch.int64)
        # Unsorted Source Nodes: [while_loop, i0, child, relu], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.add]
        # [Provenance debug handles] triton_poi_fused_add_mul_relu_zeros_4:6
        raw_stream0 = get_raw_stream(0)
        triton_poi_fused_add_mul_relu_zeros_4.run(while_loop_body_graph_0_arg0_1, while_loop_body_graph_0_buf3, 1, stream=raw_stream0)
        del while_loop_body_graph_0_arg0_1
    return (while_loop_body_graph_0_buf3, while_loop_body_graph_0_buf2, )


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
        arg0_1, arg1_1 = args
        args.clear()
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf0 = empty_strided_cuda((), (), torch.int64)
            # Topologically Sorted Source Nodes: [i0], Original ATen: [aten.zeros]
            # [Provenance debug handles] triton_poi_fused_zeros_0:1
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_0.run(buf0, 1, stream=raw_stream0)
            assert_size_stride(arg0_1, (16, 32), (32, 1), 'input')
            arg0_1 = copy_if_misaligned(arg0_1)
            buf1 = empty_strided_cuda((16, 32), (32, 1), torch.float32)
            buf6 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [relu, child, mean], Original ATen: [aten.relu, aten.mul, aten.mean]
            # [Provenance debug handles] triton_per_fused_mean_mul_relu_1:2
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_mean_mul_relu_1.run(arg0_1, buf1, buf6, 16, 32, stream=raw_stream0)
            del arg0_1
            assert_size_stride(arg1_1, (32, 32), (32, 1), 'input')
            arg1_1 = copy_if_misaligned(arg1_1)
            buf2 = [None] * 2
            buf2[0] = buf0
            buf2[1] = buf1

            # subgraph: while_loop_cond_graph_0
            while_loop_cond_graph_0_args = [buf2[0], buf2[1], arg1_1]
            (buf2_cond_result,) = while_loop_cond_graph_0(while_loop_cond_graph_0_args)
            should_loop = buf2_cond_result
            if not should_loop:
                buf2[0] = buf0.clone()
                buf2[1] = buf1.clone()
            while should_loop:

                # subgraph: while_loop_body_graph_0
                while_loop_body_graph_0_args = [buf2[0], buf2[1], arg1_1]
                (buf2[0], buf2[1]) = while_loop_body_graph_0(while_loop_body_graph_0_args)

                # subgraph: while_loop_cond_graph_0
                while_loop_cond_graph_0_args = [buf2[0], buf2[1], arg1_1]
                (buf2_cond_result,) = while_loop_cond_graph_0(while_loop_cond_graph_0_args)
                should_loop = buf2_cond_result
            del arg1_1
            del buf0
            del buf1
            buf4 = buf2[1]
            assert_tensor_metadata(buf4, (16, 32), (32, 1), torch.float32, 'torch.ops.while_loop')
            assert_alignment(buf4, 16, 'torch.ops.while_loop')
            del buf2
            buf5 = empty_strided_cuda((16, ), (1, ), torch.float32)
            buf7 = buf5; del buf5  # reuse
            # Topologically Sorted Source Nodes: [sum_1, mean, add], Original ATen: [aten.sum, aten.mean, aten.add]
            # [Provenance debug handles] triton_per_fused_add_mean_sum_5:7
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_mean_sum_5.run(buf7, buf4, buf6, 16, 32, stream=raw_stream0)
            del buf4
            del buf6
        return (buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
