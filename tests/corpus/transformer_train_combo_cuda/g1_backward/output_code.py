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


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/f2/cf2ecum2obogp3ba7j6hpikoelucs4bkdifbqmmkwzbp5yffvsau.py
# Topologically Sorted Source Nodes: [view_18, sum_2], Original ATen: [aten.view, aten.sum]
# Source node to ATen node mapping:
#   sum_2 => sum_2
#   view_18 => view_18
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %view_18 : Tensor "f32[128, 128][128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%tangents_1, [128, 128]), kwargs = {})
#   %sum_2 : Tensor "f32[1, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_18, [0], True), kwargs = {})
#   return %sum_2
triton_red_fused_sum_view_0 = async_compile.triton('triton_red_fused_sum_view_0', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_sum_view_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 66560, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_sum_view_0(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp2 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/pk/cpkyp6osnexnm7tn47x4lv26ma7uxc6qh2pijigc56mlptmzjbye.py
# Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
# Source node to ATen node mapping:
#   add_8 => add_8
#   exp_1 => exp_1
#   gelu => add_5, erf, mul_6
#   linear_2 => view_15
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   view_20 => view_20
# Graph fragment:
#   %mm : Tensor "f32[128, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %addmm_2 : Tensor "f32[128, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_20 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 64, 512]), kwargs = {})
#   %view_15 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [2, 64, 512]), kwargs = {})
#   %mul_6 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, %view_15), kwargs = {})
#   %mul_11 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, %mul_12), kwargs = {})
#   %add_8 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_20, %add_8), kwargs = {})
#   return %mul_14
triton_poi_fused_gelu_gelu_backward_view_1 = async_compile.triton('triton_poi_fused_gelu_gelu_backward_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 65536}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_gelu_gelu_backward_view_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 1048576}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_gelu_backward_view_1(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 65536
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


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/nf/cnfci7xnhvekumvhqbzi5y5qilpr5zhcsowd5wu722l3cxdphn7e.py
# Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, view_21, sum_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
# Source node to ATen node mapping:
#   add_8 => add_8
#   exp_1 => exp_1
#   gelu => add_5, erf, mul_6
#   linear_2 => view_15
#   mul_10 => mul_10
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_9 => mul_9
#   sum_3 => sum_3
#   view_20 => view_20
#   view_21 => view_21
# Graph fragment:
#   %mul_14 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0" = PlaceHolder[target=mul_14]
#   %view_20 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm, [2, 64, 512]), kwargs = {})
#   %view_15 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [2, 64, 512]), kwargs = {})
#   %mul_6 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_6,), kwargs = {})
#   %add_5 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, 0.5), kwargs = {})
#   %mul_10 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, %view_15), kwargs = {})
#   %mul_11 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_10, -0.5), kwargs = {})
#   %exp_1 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_11,), kwargs = {})
#   %mul_12 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp_1, 0.3989422804014327), kwargs = {})
#   %mul_13 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_15, %mul_12), kwargs = {})
#   %add_8 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_9, %mul_13), kwargs = {})
#   %mul_14 : Tensor "f32[2, 64, 512][32768, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_20, %add_8), kwargs = {})
#   %view_21 : Tensor "f32[128, 512][512, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_14, [128, 512]), kwargs = {})
#   %sum_3 : Tensor "f32[1, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_21, [0], True), kwargs = {})
#   return %sum_3
triton_red_fused_gelu_gelu_backward_sum_view_2 = async_compile.triton('triton_red_fused_gelu_gelu_backward_sum_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_gelu_gelu_backward_sum_view_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 266240, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_gelu_gelu_backward_sum_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 512
    r0_numel = 128
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
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 512*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp3 = _tmp2 + tmp1
        _tmp2 = tl.where(r0_mask & xmask, tmp3, _tmp2)
    tmp2 = tl.sum(_tmp2, 1)[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/o6/co6bny7kdjndgwddm32mg25w5oif2ypvm3smjadgtsixn7djxp4s.py
# Topologically Sorted Source Nodes: [view_23, mul_16, mul_17, sum_4, linear_1, x, layer_norm_1, mul_18, sum_5, mul_19, sub_5, sub_6, div_1, mul_20, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
# Source node to ATen node mapping:
#   add_9 => add_9
#   div_1 => div_1
#   layer_norm_1 => mul_3, sub_3
#   linear_1 => view_13
#   mul_16 => mul_16
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   sub_5 => sub_5
#   sub_6 => sub_6
#   sum_4 => sum_4
#   sum_5 => sum_5
#   view_23 => view_23
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_8 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=primals_8]
#   %primals_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_6]
#   %rsqrt_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %tangents_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sum_4 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_4]
#   %sum_5 : Tensor "f32[2, 64, 1][64, 1, 128]cuda:0" = PlaceHolder[target=sum_5]
#   %view_23 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 64, 128]), kwargs = {})
#   %mul_16 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_23, %primals_8), kwargs = {})
#   %mul_17 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 128), kwargs = {})
#   %sum_4 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_16, [2], True), kwargs = {})
#   %view_13 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [2, 64, 128]), kwargs = {})
#   %add_2 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_13), kwargs = {})
#   %sub_3 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_6), kwargs = {})
#   %mul_3 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_18 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %mul_3), kwargs = {})
#   %sum_5 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_18, [2], True), kwargs = {})
#   %mul_19 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_3, %sum_5), kwargs = {})
#   %sub_5 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_17, %sum_4), kwargs = {})
#   %sub_6 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%sub_5, %mul_19), kwargs = {})
#   %div_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%rsqrt_1, 128), kwargs = {})
#   %mul_20 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%div_1, %sub_6), kwargs = {})
#   %add_9 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %mul_20), kwargs = {})
#   return %sum_4,%sum_5,%add_9
triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3 = async_compile.triton('triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 128},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 7, 'num_store': 1, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 1024, 'r0_': 393728}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 128
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 128*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (r0_1 + 128*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp8 = tl.load(in_ptr3 + (r0_1 + 128*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp10 = tl.load(in_ptr4 + (x0), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (x0), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr6 + (r0_1 + 128*x0), xmask, eviction_policy='evict_first', other=0.0)
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
    tmp20 = tl.full([1, 1], 0.0078125, tl.float32)
    tmp21 = tmp12 * tmp20
    tmp22 = tl.full([1, 1], 128.0, tl.float32)
    tmp23 = tmp2 * tmp22
    tmp24 = tmp23 - tmp6
    tmp25 = tmp13 * tmp18
    tmp26 = tmp24 - tmp25
    tmp27 = tmp21 * tmp26
    tmp28 = tmp19 + tmp27
    tl.store(out_ptr2 + (r0_1 + 128*x0), tmp28, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/eg/ceg3c2ofhvy2v62l3clk6paklbhbyoplmkacnugmcojteahcjrjv.py
# Topologically Sorted Source Nodes: [view_26, view_27, permute_21, clone_4], Original ATen: [aten.view, aten.transpose, aten.clone]
# Source node to ATen node mapping:
#   clone_4 => clone_4
#   permute_21 => permute_21
#   view_26 => view_26
#   view_27 => view_27
# Graph fragment:
#   %mm_4 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_4]
#   %view_26 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_4, [2, 64, 128]), kwargs = {})
#   %view_27 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_26, [2, 64, 4, 32]), kwargs = {})
#   %permute_21 : Tensor "f32[2, 4, 64, 32][8192, 32, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_27, [0, 2, 1, 3]), kwargs = {})
#   %clone_4 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_21,), kwargs = {memory_format: torch.contiguous_format})
#   return %clone_4
triton_poi_fused_clone_transpose_view_4 = async_compile.triton('triton_poi_fused_clone_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_clone_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 196608}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_clone_transpose_view_4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = (xindex % 32)
    x1 = ((xindex // 32) % 64)
    x2 = ((xindex // 2048) % 4)
    x3 = xindex // 8192
    x4 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2 + 128*x1 + 8192*x3), None)
    tl.store(out_ptr0 + (x4), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/4r/c4re5n2yeh7z7noi5322tvftoo5zqipcguax35ui7x35pq3aicwf.py
# Topologically Sorted Source Nodes: [view_30, mul_22, sum_9, neg, fma, scalar_tensor_1, where_1, mul_23], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul]
# Source node to ATen node mapping:
#   fma => fma
#   mul_22 => mul_22
#   mul_23 => mul_23
#   neg => neg
#   scalar_tensor_1 => full_default_2
#   sum_9 => sum_9
#   view_30 => view_30
#   where_1 => where_1
# Graph fragment:
#   %bmm_3 : Tensor "f32[8, 64, 64][4096, 64, 1]cuda:0" = PlaceHolder[target=bmm_3]
#   %expand_2 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0" = PlaceHolder[target=expand_2]
#   %logical_and : Tensor "b8[64, 64][64, 1]cuda:0" = PlaceHolder[target=logical_and]
#   %sum_9 : Tensor "f32[2, 4, 64, 1][256, 64, 1, 512]cuda:0" = PlaceHolder[target=sum_9]
#   %view_30 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_3, [2, 4, 64, 64]), kwargs = {})
#   %mul_22 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_30, %div), kwargs = {})
#   %sum_9 : Tensor "f32[2, 4, 64, 1][256, 64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [-1], True), kwargs = {})
#   %neg : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%div,), kwargs = {})
#   %fma : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.fma.default](args = (%neg, %sum_9, %mul_22), kwargs = {})
#   %full_default_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 0.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %where_1 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.where.self](args = (%logical_and, %full_default_2, %fma), kwargs = {})
#   %mul_23 : Tensor "f32[2, 4, 64, 64][16384, 4096, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%where_1, 0.1767766952966369), kwargs = {})
#   return %sum_9,%mul_23
triton_per_fused__softmax_backward_data_masked_fill_mul_view_5 = async_compile.triton('triton_per_fused__softmax_backward_data_masked_fill_mul_view_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 512, 'r0_': 64},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*i1', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__softmax_backward_data_masked_fill_mul_view_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 0, 'r0_': 528384}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__softmax_backward_data_masked_fill_mul_view_5(in_out_ptr0, in_ptr0, in_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 512
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
    x2 = (xindex % 64)
    tmp0 = tl.load(in_ptr0 + (r0_1 + 64*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_1 + 64*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp7 = tl.load(in_ptr1 + (r0_1 + 64*x2), xmask, eviction_policy='evict_last', other=0.0).to(tl.int1)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = -tmp1
    tmp9 = tl.fma(tmp8, tmp6, tmp2)
    tmp10 = tl.full([1, 1], 0.0, tl.float32)
    tmp11 = tl.where(tmp7, tmp10, tmp9)
    tmp12 = tl.full([1, 1], 0.1767766952966369, tl.float32)
    tmp13 = tmp11 * tmp12
    tl.store(in_out_ptr0 + (r0_1 + 64*x0), tmp13, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/o2/co2ulwwsvdvpry3sz7ihbl7uttl5t6trer7xhg3gwj6j6yv5aal2.py
# Topologically Sorted Source Nodes: [view_29, view_32, view_33, permute_26, permute_27, clone_5, view_34, permute_28, view_35, permute_29, clone_6, view_36, cat], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.cat]
# Source node to ATen node mapping:
#   cat => cat
#   clone_5 => clone_5
#   clone_6 => clone_6
#   permute_26 => permute_26
#   permute_27 => permute_27
#   permute_28 => permute_28
#   permute_29 => permute_29
#   view_29 => view_29
#   view_32 => view_32
#   view_33 => view_33
#   view_34 => view_34
#   view_35 => view_35
#   view_36 => view_36
# Graph fragment:
#   %bmm_5 : Tensor "f32[8, 64, 32][2048, 32, 1]cuda:0" = PlaceHolder[target=bmm_5]
#   %bmm_4 : Tensor "f32[8, 32, 64][2048, 64, 1]cuda:0" = PlaceHolder[target=bmm_4]
#   %bmm_2 : Tensor "f32[8, 64, 32][2048, 32, 1]cuda:0" = PlaceHolder[target=bmm_2]
#   %view_29 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [2, 4, 64, 32]), kwargs = {})
#   %view_32 : Tensor "f32[2, 4, 32, 64][8192, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [2, 4, 32, 64]), kwargs = {})
#   %view_33 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [2, 4, 64, 32]), kwargs = {})
#   %permute_26 : Tensor "f32[2, 4, 64, 32][8192, 2048, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_32, [0, 1, 3, 2]), kwargs = {})
#   %permute_27 : Tensor "f32[2, 64, 4, 32][8192, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 2, 1, 3]), kwargs = {})
#   %clone_5 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_27,), kwargs = {memory_format: torch.contiguous_format})
#   %view_34 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [2, 64, 128]), kwargs = {})
#   %permute_28 : Tensor "f32[2, 64, 4, 32][8192, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_26, [0, 2, 1, 3]), kwargs = {})
#   %view_35 : Tensor "f32[2, 64, 128][8192, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_28, [2, 64, 128]), kwargs = {})
#   %permute_29 : Tensor "f32[2, 64, 4, 32][8192, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_33, [0, 2, 1, 3]), kwargs = {})
#   %clone_6 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_29,), kwargs = {memory_format: torch.contiguous_format})
#   %view_36 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [2, 64, 128]), kwargs = {})
#   %cat : Tensor "f32[2, 64, 384][24576, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_36, %view_35, %view_34], 2), kwargs = {})
#   return %cat
triton_poi_fused__unsafe_view_cat_clone_transpose_view_6 = async_compile.triton('triton_poi_fused__unsafe_view_cat_clone_transpose_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 128, 'x': 512}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused__unsafe_view_cat_clone_transpose_view_6', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'y': 65536, 'x': 458752}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_cat_clone_transpose_view_6(in_ptr0, in_ptr1, in_ptr2, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 128
    xnumel = 384
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y0 = (yindex % 64)
    y1 = yindex // 64
    y3 = yindex
    tmp0 = (x2).to(tl.int32)
    tmp1 = tl.full([1, 1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = (x2).to(tl.int64)
    tmp4 = (tmp3).to(tl.int64)
    tmp5 = tl.full([1, 1], 128, tl.int64)
    tmp6 = tmp4 < tmp5
    tmp7 = tl.load(in_ptr0 + (32*y0 + 2048*((((x2) // 32) % 4)) + 8192*y1 + (((x2) % 32))), tmp6 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp8 = tmp4 >= tmp5
    tmp9 = tl.full([1, 1], 256, tl.int64)
    tmp10 = tmp4 < tmp9
    tmp11 = tmp8 & tmp10
    tmp12 = tl.load(in_ptr1 + (y0 + 64*((-128) + x2) + 8192*y1), tmp11 & xmask & ymask, other=0.0)
    tmp13 = tmp0 >= tmp9
    tmp14 = tl.full([1, 1], 384, tl.int64)
    tmp15 = tmp0 < tmp14
    tmp16 = tl.load(in_ptr2 + (32*y0 + 2048*(((((-256) + x2) // 32) % 4)) + 8192*y1 + ((((-256) + x2) % 32))), tmp13 & xmask & ymask, eviction_policy='evict_last', other=0.0)
    tmp17 = tl.where(tmp11, tmp12, tmp16)
    tmp18 = tl.where(tmp6, tmp7, tmp17)
    tl.store(out_ptr0 + (x2 + 384*y3), tmp18, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/3k/c3kvc3espxnp7z2r7e4zjmcpez2w3apgcjgbpam5ucuorgfa5om3.py
# Topologically Sorted Source Nodes: [view_23, linear_1, x, layer_norm_1, mul_21, sum_6, sum_7, view_39, layer_norm, mul_29, sum_13, sum_14], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
# Source node to ATen node mapping:
#   layer_norm => mul, sub
#   layer_norm_1 => mul_3, sub_3
#   linear_1 => view_13
#   mul_21 => mul_21
#   mul_29 => mul_29
#   sum_13 => sum_13
#   sum_14 => sum_14
#   sum_6 => sum_6
#   sum_7 => sum_7
#   view_23 => view_23
#   view_39 => view_39
#   x => add_2
# Graph fragment:
#   %mm_2 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_2]
#   %primals_1 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %addmm_1 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_6 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_6]
#   %rsqrt_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %mm_6 : Tensor "f32[128, 128][128, 1]cuda:0" = PlaceHolder[target=mm_6]
#   %getitem_1 : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %view_23 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_2, [2, 64, 128]), kwargs = {})
#   %view_13 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [2, 64, 128]), kwargs = {})
#   %add_2 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %view_13), kwargs = {})
#   %sub_3 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_2, %getitem_6), kwargs = {})
#   %mul_3 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt_1), kwargs = {})
#   %mul_21 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_23, %mul_3), kwargs = {})
#   %sum_6 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_21, [0, 1]), kwargs = {})
#   %sum_7 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_23, [0, 1]), kwargs = {})
#   %view_39 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%mm_6, [2, 64, 128]), kwargs = {})
#   %sub : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_29 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_39, %mul), kwargs = {})
#   %sum_13 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_29, [0, 1]), kwargs = {})
#   %sum_14 : Tensor "f32[128][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_39, [0, 1]), kwargs = {})
#   return %sum_6,%sum_7,%sum_13,%sum_14
triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7 = async_compile.triton('triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 4, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 266240, 'r0_': 2048}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
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
    _tmp10 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp13 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp22 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    _tmp25 = tl.full([XBLOCK, R0_BLOCK], 0, tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp1 = tl.load(in_ptr1 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp2 = tl.load(in_ptr2 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp4 = tl.load(in_ptr3 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp6 = tl.load(in_ptr4 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp15 = tl.load(in_ptr5 + (x0 + 128*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
        tmp16 = tl.load(in_ptr6 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
        tmp18 = tl.load(in_ptr7 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
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
    tl.store(out_ptr0 + (x0), tmp10, xmask)
    tl.store(out_ptr1 + (x0), tmp13, xmask)
    tl.store(out_ptr2 + (x0), tmp22, xmask)
    tl.store(out_ptr3 + (x0), tmp25, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp669vmc8o/ta/ctaoj2ucypacxh5ibnlj5rpagtcxrkvqxa5aovcjahccsyc33t23.py
# Topologically Sorted Source Nodes: [view_29, view_32, view_33, permute_26, permute_27, clone_5, view_34, permute_28, view_35, permute_29, clone_6, view_36, cat, view_37, sum_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
# Source node to ATen node mapping:
#   cat => cat
#   clone_5 => clone_5
#   clone_6 => clone_6
#   permute_26 => permute_26
#   permute_27 => permute_27
#   permute_28 => permute_28
#   permute_29 => permute_29
#   sum_10 => sum_10
#   view_29 => view_29
#   view_32 => view_32
#   view_33 => view_33
#   view_34 => view_34
#   view_35 => view_35
#   view_36 => view_36
#   view_37 => view_37
# Graph fragment:
#   %cat : Tensor "f32[2, 64, 384][24576, 384, 1]cuda:0" = PlaceHolder[target=cat]
#   %view_29 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_2, [2, 4, 64, 32]), kwargs = {})
#   %view_32 : Tensor "f32[2, 4, 32, 64][8192, 2048, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_4, [2, 4, 32, 64]), kwargs = {})
#   %view_33 : Tensor "f32[2, 4, 64, 32][8192, 2048, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%bmm_5, [2, 4, 64, 32]), kwargs = {})
#   %permute_26 : Tensor "f32[2, 4, 64, 32][8192, 2048, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_32, [0, 1, 3, 2]), kwargs = {})
#   %permute_27 : Tensor "f32[2, 64, 4, 32][8192, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_29, [0, 2, 1, 3]), kwargs = {})
#   %clone_5 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_27,), kwargs = {memory_format: torch.contiguous_format})
#   %view_34 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_5, [2, 64, 128]), kwargs = {})
#   %permute_28 : Tensor "f32[2, 64, 4, 32][8192, 1, 2048, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%permute_26, [0, 2, 1, 3]), kwargs = {})
#   %view_35 : Tensor "f32[2, 64, 128][8192, 1, 64]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%permute_28, [2, 64, 128]), kwargs = {})
#   %permute_29 : Tensor "f32[2, 64, 4, 32][8192, 32, 2048, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_33, [0, 2, 1, 3]), kwargs = {})
#   %clone_6 : Tensor "f32[2, 64, 4, 32][8192, 128, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_29,), kwargs = {memory_format: torch.contiguous_format})
#   %view_36 : Tensor "f32[2, 64, 128][8192, 128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_6, [2, 64, 128]), kwargs = {})
#   %cat : Tensor "f32[2, 64, 384][24576, 384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%view_36, %view_35, %view_34], 2), kwargs = {})
#   %view_37 : Tensor "f32[128, 384][384, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.reshape.default](args = (%cat, [128, 384]), kwargs = {})
#   %sum_10 : Tensor "f32[1, 384][384, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_37, [0], True), kwargs = {})
#   return %sum_10
triton_red_fused__unsafe_view_cat_clone_sum_transpose_view_8 = async_compile.triton('triton_red_fused__unsafe_view_cat_clone_sum_transpose_view_8', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 512, 'r0_': 128},
    reduction_hint=ReductionHint.OUTER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__unsafe_view_cat_clone_sum_transpose_view_8', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 199680, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__unsafe_view_cat_clone_sum_transpose_view_8(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 384
    r0_numel = 128
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
        r0_1 = r0_index
        tmp0 = tl.load(in_ptr0 + (x0 + 384*r0_1), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
        primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, logical_and, div, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, permute_23, permute_24, permute_25, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_12), ((2, 64, 128), (128, 512)), ((8192, 128, 1), (512, 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((128, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, linear_3, permute_9, mm], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(reinterpret_tensor(tangents_1, (128, 128), (128, 1), 0), primals_12, out=buf0)
            del primals_12
            assert_size_stride(view_16, (128, 512), (512, 1), 'input')
            buf1 = empty_strided_cuda((128, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, permute_10, permute_12], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:17
            extern_kernels.mm(reinterpret_tensor(tangents_1, (128, 128), (1, 128), 0), view_16, out=buf1)
            del view_16
            buf2 = empty_strided_cuda((1, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_18, sum_2], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:18
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(tangents_1, buf2, 128, 128, stream=raw_stream0)
            assert_size_stride(addmm_2, (128, 512), (512, 1), 'input')
            buf3 = reinterpret_tensor(buf0, (2, 64, 512), (32768, 512, 1), 0); del buf0  # reuse
            # Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14], Original ATen: [aten.view, aten.gelu, aten.gelu_backward]
            # [Provenance debug handles] triton_poi_fused_gelu_gelu_backward_view_1:19
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_gelu_backward_view_1.run(buf3, addmm_2, 65536, stream=raw_stream0)
            del addmm_2
            assert_size_stride(primals_10, (512, 128), (128, 1), 'input')
            buf4 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, view_21, permute_13, mm_2], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:20
            extern_kernels.mm(reinterpret_tensor(buf3, (128, 512), (512, 1), 0), primals_10, out=buf4)
            del primals_10
            assert_size_stride(view_14, (128, 128), (128, 1), 'input')
            buf5 = empty_strided_cuda((512, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, view_21, permute_14, permute_16], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(reinterpret_tensor(buf3, (512, 128), (1, 512), 0), view_14, out=buf5)
            del view_14
            buf6 = empty_strided_cuda((1, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_20, linear_2, gelu, mul_9, mul_10, mul_11, exp_1, mul_12, mul_13, add_8, mul_14, view_21, sum_3], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.sum]
            # [Provenance debug handles] triton_red_fused_gelu_gelu_backward_sum_view_2:22
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_gelu_gelu_backward_sum_view_2.run(buf3, buf6, 512, 128, stream=raw_stream0)
            del buf3
            assert_size_stride_grouped((primals_8, primals_1, addmm_1, getitem_6, rsqrt_1), ((128, ), (2, 64, 128), (128, 128), (2, 64, 1), (2, 64, 1)), ((1, ), (8192, 128, 1), (128, 1), (64, 1, 1), (64, 1, 1)), 'input')
            buf11 = empty_strided_cuda((2, 64, 128), (8192, 128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, mul_16, mul_17, sum_4, linear_1, x, layer_norm_1, mul_18, sum_5, mul_19, sub_5, sub_6, div_1, mul_20, add_9], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3:23
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_native_layer_norm_native_layer_norm_backward_view_3.run(buf4, primals_8, primals_1, addmm_1, getitem_6, rsqrt_1, tangents_1, buf11, 128, 128, stream=raw_stream0)
            del primals_8
            del tangents_1
            assert_size_stride(primals_6, (128, 128), (128, 1), 'input')
            buf12 = empty_strided_cuda((128, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_24, linear_1, permute_17, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:24
            extern_kernels.mm(reinterpret_tensor(buf11, (128, 128), (128, 1), 0), primals_6, out=buf12)
            del primals_6
            buf15 = empty_strided_cuda((2, 4, 64, 32), (8192, 2048, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, view_27, permute_21, clone_4], Original ATen: [aten.view, aten.transpose, aten.clone]
            # [Provenance debug handles] triton_poi_fused_clone_transpose_view_4:25
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_clone_transpose_view_4.run(buf12, buf15, 16384, stream=raw_stream0)
            assert_size_stride(div, (2, 4, 64, 64), (16384, 4096, 64, 1), 'input')
            buf16 = reinterpret_tensor(buf12, (8, 64, 32), (2048, 32, 1), 0); del buf12  # reuse
            # Topologically Sorted Source Nodes: [view_26, view_27, permute_21, clone_4, view_28, y, permute_22, bmm_2], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:26
            extern_kernels.bmm(reinterpret_tensor(div, (8, 64, 64), (4096, 1, 64), 0), reinterpret_tensor(buf15, (8, 64, 32), (2048, 32, 1), 0), out=buf16)
            assert_size_stride(permute_23, (8, 32, 64), (2048, 1, 32), 'input')
            buf17 = empty_strided_cuda((8, 64, 64), (4096, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_26, view_27, permute_21, clone_4, view_28, bmm_3], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:27
            extern_kernels.bmm(reinterpret_tensor(buf15, (8, 64, 32), (2048, 32, 1), 0), permute_23, out=buf17)
            del permute_23
            assert_size_stride(logical_and, (64, 64), (64, 1), 'input')
            buf19 = div; del div  # reuse
            # Topologically Sorted Source Nodes: [view_30, mul_22, sum_9, neg, fma, scalar_tensor_1, where_1, mul_23], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul]
            # [Provenance debug handles] triton_per_fused__softmax_backward_data_masked_fill_mul_view_5:28
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__softmax_backward_data_masked_fill_mul_view_5.run(buf19, buf17, logical_and, 512, 64, stream=raw_stream0)
            del buf17
            del logical_and
            assert_size_stride(permute_24, (8, 32, 64), (2048, 1, 32), 'input')
            buf20 = reinterpret_tensor(buf15, (8, 32, 64), (2048, 64, 1), 0); del buf15  # reuse
            # Topologically Sorted Source Nodes: [view_30, mul_22, neg, fma, scalar_tensor_1, where_1, mul_23, view_31, bmm_4], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:29
            extern_kernels.bmm(permute_24, reinterpret_tensor(buf19, (8, 64, 64), (4096, 64, 1), 0), out=buf20)
            del permute_24
            assert_size_stride(permute_25, (8, 64, 32), (2048, 1, 64), 'input')
            buf21 = empty_strided_cuda((8, 64, 32), (2048, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_30, mul_22, neg, fma, scalar_tensor_1, where_1, mul_23, view_31, bmm_5], Original ATen: [aten.view, aten._softmax_backward_data, aten.masked_fill, aten.mul, aten.bmm]
            # [Provenance debug handles] extern_kernels.bmm:30
            extern_kernels.bmm(reinterpret_tensor(buf19, (8, 64, 64), (4096, 64, 1), 0), permute_25, out=buf21)
            del buf19
            del permute_25
            buf22 = empty_strided_cuda((2, 64, 384), (24576, 384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_32, view_33, permute_26, permute_27, clone_5, view_34, permute_28, view_35, permute_29, clone_6, view_36, cat], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.cat]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_cat_clone_transpose_view_6:31
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_cat_clone_transpose_view_6.run(buf21, buf20, buf16, buf22, 128, 384, stream=raw_stream0)
            del buf16
            del buf20
            assert_size_stride(primals_4, (384, 128), (128, 1), 'input')
            buf23 = reinterpret_tensor(buf21, (128, 128), (128, 1), 0); del buf21  # reuse
            # Topologically Sorted Source Nodes: [view_29, view_32, view_33, permute_26, permute_27, clone_5, view_34, permute_28, view_35, permute_29, clone_6, view_36, cat, view_37, linear, permute_30, mm_6], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:32
            extern_kernels.mm(reinterpret_tensor(buf22, (128, 384), (384, 1), 0), primals_4, out=buf23)
            del primals_4
            assert_size_stride_grouped((getitem_1, rsqrt), ((2, 64, 1), (2, 64, 1)), ((64, 1, 1), (64, 1, 1)), 'input')
            buf9 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf10 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf26 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf27 = empty_strided_cuda((128, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_23, linear_1, x, layer_norm_1, mul_21, sum_6, sum_7, view_39, layer_norm, mul_29, sum_13, sum_14], Original ATen: [aten.view, aten.add, aten.native_layer_norm, aten.native_layer_norm_backward]
            # [Provenance debug handles] triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7:33
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_add_native_layer_norm_native_layer_norm_backward_view_7.run(buf4, primals_1, addmm_1, getitem_6, rsqrt_1, buf23, getitem_1, rsqrt, buf9, buf10, buf26, buf27, 128, 128, stream=raw_stream0)
            del addmm_1
            del buf23
            del getitem_1
            del getitem_6
            del primals_1
            del rsqrt
            del rsqrt_1
            assert_size_stride(view_12, (128, 128), (128, 1), 'input')
            buf13 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [view_24, permute_18, permute_20], Original ATen: [aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:34
            extern_kernels.mm(reinterpret_tensor(buf11, (128, 128), (1, 128), 0), view_12, out=buf13)
            del view_12
            buf14 = empty_strided_cuda((1, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_24, sum_8], Original ATen: [aten.view, aten.sum]
            # [Provenance debug handles] triton_red_fused_sum_view_0:35
            raw_stream0 = get_raw_stream(0)
            triton_red_fused_sum_view_0.run(buf11, buf14, 128, 128, stream=raw_stream0)
            del buf11
            assert_size_stride(view, (128, 128), (128, 1), 'input')
            buf24 = empty_strided_cuda((384, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_32, view_33, permute_26, permute_27, clone_5, view_34, permute_28, view_35, permute_29, clone_6, view_36, cat, view_37, permute_31, permute_33], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.cat, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:36
            extern_kernels.mm(reinterpret_tensor(buf22, (384, 128), (1, 384), 0), view, out=buf24)
            del view
            buf25 = empty_strided_cuda((1, 384), (384, 1), torch.float32)
            # Topologically Sorted Source Nodes: [view_29, view_32, view_33, permute_26, permute_27, clone_5, view_34, permute_28, view_35, permute_29, clone_6, view_36, cat, view_37, sum_10], Original ATen: [aten.view, aten.transpose, aten.clone, aten._unsafe_view, aten.cat, aten.sum]
            # [Provenance debug handles] triton_red_fused__unsafe_view_cat_clone_sum_transpose_view_8:37
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__unsafe_view_cat_clone_sum_transpose_view_8.run(buf22, buf25, 384, 128, stream=raw_stream0)
            del buf22
        return (None, buf26, buf27, buf24, reinterpret_tensor(buf25, (384, ), (1, ), 0), buf13, reinterpret_tensor(buf14, (128, ), (1, ), 0), buf9, buf10, buf5, reinterpret_tensor(buf6, (512, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (128, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((2, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((384, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((512, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    logical_and = rand_strided((64, 64), (64, 1), device='cuda:0', dtype=torch.bool)
    div = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cuda:0', dtype=torch.float32)
    view_12 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    addmm_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    getitem_6 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 64, 1), (64, 1, 1), device='cuda:0', dtype=torch.float32)
    view_14 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    addmm_2 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    view_16 = rand_strided((128, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    permute_23 = rand_strided((8, 32, 64), (2048, 1, 32), device='cuda:0', dtype=torch.float32)
    permute_24 = rand_strided((8, 32, 64), (2048, 1, 32), device='cuda:0', dtype=torch.float32)
    permute_25 = rand_strided((8, 64, 32), (2048, 1, 64), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 64, 128), (8192, 128, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, logical_and, div, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, permute_23, permute_24, permute_25, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
