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


# kernel path: /tmp/torchinductor_root/tmprmgypz7q/v7/cv7zv6wyxsmnjzdnamfljj55gjbgch47c6ut4pfkun53s2fquf3c.py
# Topologically Sorted Source Nodes: [full], Original ATen: [aten.new_zeros]
# Source node to ATen node mapping:
#   full => full_default
# Graph fragment:
#   %full_default : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 20, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_new_zeros_0 = async_compile.triton('triton_poi_fused_new_zeros_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 4096}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_new_zeros_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 30720}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_new_zeros_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 3840
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmprmgypz7q/rc/crc6j62ajc66imt2mqif5iojpqkshey2nkk6ot6lc6wrhfw5l7ko.py
# Topologically Sorted Source Nodes: [sum_2, mul_13, tanh, mul_14, sub_7, mul_15, full, index_put], Original ATen: [aten.sum, aten.mul, aten.tanh, aten.tanh_backward, aten.new_zeros, aten._unsafe_index_put]
# Source node to ATen node mapping:
#   full => full_default
#   index_put => index_put
#   mul_13 => mul_13
#   mul_14 => mul_14
#   mul_15 => mul_15
#   sub_7 => sub_7
#   sum_2 => sum_2
#   tanh => tanh
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %unsqueeze : Tensor "i64[5, 1][1, 1]cuda:0" = PlaceHolder[target=unsqueeze]
#   %convert_element_type_7 : Tensor "i64[7][1]cuda:0" = PlaceHolder[target=convert_element_type_7]
#   %_unsafe_index_4 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0" = PlaceHolder[target=_unsafe_index_4]
#   %index_put : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0" = PlaceHolder[target=index_put]
#   %sum_2 : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.default](args = (%tangents_1,), kwargs = {})
#   %mul_13 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, 2), kwargs = {})
#   %tanh : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.tanh.default](args = (%_unsafe_index_4,), kwargs = {})
#   %mul_14 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tanh, %tanh), kwargs = {})
#   %sub_7 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %mul_14), kwargs = {})
#   %mul_15 : Tensor "f32[2, 4, 5, 7][140, 35, 7, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_13, %sub_7), kwargs = {})
#   %full_default : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([2, 4, 20, 24], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %index_put : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [None, None, %unsqueeze, %convert_element_type_7], %mul_15, True), kwargs = {})
#   return %sum_2,%buf2
triton_per_fused__unsafe_index_put_mul_new_zeros_sum_tanh_tanh_backward_1 = async_compile.triton('triton_per_fused__unsafe_index_put_mul_new_zeros_sum_tanh_tanh_backward_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 1, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'constexpr', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused__unsafe_index_put_mul_new_zeros_sum_tanh_tanh_backward_1', 'mutated_arg_names': ['out_ptr1'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 4, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 0, 'r0_': 1176}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused__unsafe_index_put_mul_new_zeros_sum_tanh_tanh_backward_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 1
    r0_numel = 280
    R0_BLOCK: tl.constexpr = 512
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = tl.full([XBLOCK], True, tl.int1)[:, None]
    r0_index = tl.arange(0, R0_BLOCK)[None, :]
    r0_offset = 0
    r0_mask = r0_index < r0_numel
    roffset = r0_offset
    rindex = r0_index
    r0_0 = r0_index
    r0_2 = ((r0_index // 7) % 5)
    r0_1 = (r0_index % 7)
    r0_3 = r0_index // 35
    tmp0 = tl.load(in_ptr0 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
    tmp5 = tl.load(in_ptr1 + (r0_2), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp11 = tl.load(in_ptr2 + (r0_1), r0_mask, eviction_policy='evict_last', other=0.0)
    tmp19 = tl.load(in_ptr3 + (r0_0), r0_mask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tmp6 = (tl.full([1, 1], 20, tl.int32)).to(tl.int32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp5 < 0
    tmp9 = tl.where(tmp8, tmp7, tmp5)
    tl.device_assert(((0 <= tmp9) & (tmp9 < 20)) | ~(r0_mask), "index out of bounds: 0 <= tmp9 < 20")
    tmp12 = (tl.full([1, 1], 24, tl.int32)).to(tl.int32)
    tmp13 = tmp11 + tmp12
    tmp14 = tmp11 < 0
    tmp15 = tl.where(tmp14, tmp13, tmp11)
    tl.device_assert(((0 <= tmp15) & (tmp15 < 24)) | ~(r0_mask), "index out of bounds: 0 <= tmp15 < 24")
    tmp17 = tl.full([1, 1], 2.0, tl.float32)
    tmp18 = tmp0 * tmp17
    tmp20 = libdevice.tanh(tmp19)
    tmp21 = tmp20 * tmp20
    tmp22 = tl.full([1, 1], 1.0, tl.float32)
    tmp23 = tmp22 - tmp21
    tmp24 = tmp18 * tmp23
    tl.atomic_add(out_ptr1 + (tl.broadcast_to(tmp15 + 24*tmp9 + 480*r0_3, [XBLOCK, R0_BLOCK])), tmp24, r0_mask, sem='relaxed')
    tl.store(out_ptr0 + (tl.full([1, 1], 0, tl.int32).broadcast_to(XBLOCK, 1)), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmprmgypz7q/mq/cmqgarmuh6sdfvzjs2oydbktruvt75hmbg43spnjhn6xw3to46as.py
# Topologically Sorted Source Nodes: [expand, expand_1, div, add_14, sum_3], Original ATen: [aten.expand, aten.div, aten.add, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_14 => add_14
#   div => div
#   expand => expand
#   expand_1 => expand_1
#   sum_3 => sum_3
# Graph fragment:
#   %sum_2 : Tensor "f32[][]cuda:0" = PlaceHolder[target=sum_2]
#   %buf2 : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0" = PlaceHolder[target=buf2]
#   %add_14 : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0" = PlaceHolder[target=add_14]
#   %expand : Tensor "f32[2, 4, 1, 1][0, 0, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%sum_2, [2, 4, 1, 1]), kwargs = {})
#   %expand_1 : Tensor "f32[2, 4, 20, 24][0, 0, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%expand, [2, 4, 20, 24]), kwargs = {})
#   %div : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand_1, 480), kwargs = {})
#   %add_14 : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%div, %index_put), kwargs = {})
#   %sum_3 : Tensor "f32[4][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_14, [0, 2, 3]), kwargs = {})
#   return %add_14,%sum_3
triton_per_fused_add_convolution_backward_div_expand_2 = async_compile.triton('triton_per_fused_add_convolution_backward_div_expand_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 4, 'r0_': 1024},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_convolution_backward_div_expand_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 16, 'r0_': 30720}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_convolution_backward_div_expand_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 4
    r0_numel = 960
    R0_BLOCK: tl.constexpr = 1024
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
    r0_1 = (r0_index % 480)
    r0_2 = r0_index // 480
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [1, 1])
    tmp4 = tl.load(in_ptr1 + (r0_1 + 480*x0 + 1920*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp2 = tl.full([1, 1], 0.0020833333333333333, tl.float32)
    tmp3 = tmp1 * tmp2
    tmp5 = tmp3 + tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 480*x0 + 1920*r0_2), tmp5, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmprmgypz7q/5x/c5x3wj3ujq2uf5yywrg7y6btle2wdppntp6pb66nfgmkfbjn62ho.py
# Topologically Sorted Source Nodes: [view_4, permute_1, clone_2, clone_3, gelu, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_16, mul_22, sum_4], Original ATen: [aten.pixel_unshuffle, aten.gelu, aten.gelu_backward, aten.convolution_backward]
# Source node to ATen node mapping:
#   add_16 => add_16
#   clone_2 => clone_2
#   clone_3 => view_5
#   exp => exp
#   gelu => add, erf, mul_1
#   mul_17 => mul_17
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   permute_1 => permute_1
#   sum_4 => sum_4
#   view_4 => view_4
# Graph fragment:
#   %getitem : Tensor "f32[2, 4, 20, 24][1920, 480, 24, 1]cuda:0" = PlaceHolder[target=getitem]
#   %convolution : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0" = PlaceHolder[target=convolution]
#   %mul_22 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0" = PlaceHolder[target=mul_22]
#   %view_4 : Tensor "f32[2, 4, 10, 2, 12, 2][1920, 480, 48, 24, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%getitem, [2, 4, 10, 2, 12, 2]), kwargs = {})
#   %permute_1 : Tensor "f32[2, 4, 2, 2, 10, 12][1920, 480, 24, 1, 48, 2]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 1, 3, 5, 2, 4]), kwargs = {})
#   %clone_2 : Tensor "f32[2, 4, 2, 2, 10, 12][1920, 480, 240, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_1,), kwargs = {memory_format: torch.contiguous_format})
#   %view_5 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_2, [2, 16, 10, 12]), kwargs = {})
#   %mul_1 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_1,), kwargs = {})
#   %add : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_17 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add, 0.5), kwargs = {})
#   %mul_18 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, %convolution), kwargs = {})
#   %mul_19 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_18, -0.5), kwargs = {})
#   %exp : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%mul_19,), kwargs = {})
#   %mul_20 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%exp, 0.3989422804014327), kwargs = {})
#   %mul_21 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%convolution, %mul_20), kwargs = {})
#   %add_16 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %mul_21), kwargs = {})
#   %mul_22 : Tensor "f32[2, 16, 10, 12][1920, 120, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_5, %add_16), kwargs = {})
#   %sum_4 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_22, [0, 2, 3]), kwargs = {})
#   return %mul_22,%sum_4
triton_per_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_3 = async_compile.triton('triton_per_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 16, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 128, 'r0_': 46080}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_3(in_out_ptr0, in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 240
    R0_BLOCK: tl.constexpr = 256
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
    r0_1 = (r0_index % 12)
    r0_2 = ((r0_index // 12) % 10)
    r0_3 = r0_index // 120
    x0 = xindex
    r0_4 = (r0_index % 120)
    tmp0 = tl.load(in_ptr0 + (2*r0_1 + 24*(((x0 // 2) % 2)) + 48*r0_2 + 480*(x0 // 4) + 1920*r0_3 + ((x0 % 2))), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_out_ptr0 + (r0_4 + 120*x0 + 1920*r0_3), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
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
    tmp20 = tl.where(r0_mask & xmask, tmp18, 0)
    tmp21 = tl.sum(tmp20, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (r0_4 + 120*x0 + 1920*r0_3), tmp17, r0_mask & xmask)
    tl.store(out_ptr0 + (x0), tmp21, xmask)
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
        primals_1, primals_3, primals_4, convolution, add_8, unsqueeze, convert_element_type_7, _unsafe_index_4, tangents_1 = args
        args.clear()
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf1 = empty_strided_cuda((2, 4, 20, 24), (1920, 480, 24, 1), torch.float32)
            # Topologically Sorted Source Nodes: [full], Original ATen: [aten.new_zeros]
            # [Provenance debug handles] triton_poi_fused_new_zeros_0:10
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_new_zeros_0.run(buf1, 3840, stream=raw_stream0)
            assert_size_stride_grouped((tangents_1, unsqueeze, convert_element_type_7, _unsafe_index_4), ((2, 4, 5, 7), (5, 1), (7, ), (2, 4, 5, 7)), ((140, 35, 7, 1), (1, 1), (1, ), (140, 35, 7, 1)), 'input')
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((), (), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2, mul_13, tanh, mul_14, sub_7, mul_15, full, index_put], Original ATen: [aten.sum, aten.mul, aten.tanh, aten.tanh_backward, aten.new_zeros, aten._unsafe_index_put]
            # [Provenance debug handles] triton_per_fused__unsafe_index_put_mul_new_zeros_sum_tanh_tanh_backward_1:11
            raw_stream0 = get_raw_stream(0)
            triton_per_fused__unsafe_index_put_mul_new_zeros_sum_tanh_tanh_backward_1.run(tangents_1, unsqueeze, convert_element_type_7, _unsafe_index_4, buf0, buf1, 1, 280, stream=raw_stream0)
            del _unsafe_index_4
            del convert_element_type_7
            del tangents_1
            del unsqueeze
            buf3 = empty_strided_cuda((2, 4, 20, 24), (1920, 480, 24, 1), torch.float32)
            buf4 = empty_strided_cuda((4, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [expand, expand_1, div, add_14, sum_3], Original ATen: [aten.expand, aten.div, aten.add, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_add_convolution_backward_div_expand_2:12
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_convolution_backward_div_expand_2.run(buf0, buf1, buf3, buf4, 4, 960, stream=raw_stream0)
            del buf0
            del buf1
            assert_size_stride_grouped((add_8, primals_4), ((2, 4, 20, 24), (4, 4, 1, 1)), ((1920, 480, 24, 1), (4, 1, 1, 1)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:13
            buf5 = torch.ops.aten.convolution_backward.default(buf3, add_8, primals_4, [4], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
            del add_8
            del buf3
            del primals_4
            buf6 = buf5[0]
            assert_tensor_metadata(buf6, (2, 4, 20, 24), (1920, 480, 24, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf6, 16, 'torch.ops.aten.convolution_backward.default')
            buf7 = buf5[1]
            assert_tensor_metadata(buf7, (4, 4, 1, 1), (4, 1, 1, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf7, 16, 'torch.ops.aten.convolution_backward.default')
            del buf5
            assert_size_stride(convolution, (2, 16, 10, 12), (1920, 120, 12, 1), 'input')
            buf8 = convolution; del convolution  # reuse
            buf9 = empty_strided_cuda((16, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [view_4, permute_1, clone_2, clone_3, gelu, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_16, mul_22, sum_4], Original ATen: [aten.pixel_unshuffle, aten.gelu, aten.gelu_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_3:14
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_3.run(buf8, buf6, buf9, 16, 240, stream=raw_stream0)
            del buf6
            assert_size_stride_grouped((primals_3, primals_1), ((2, 4, 10, 12), (16, 4, 3, 3)), ((480, 120, 12, 1), (36, 9, 3, 1)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward_1], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:15
            buf10 = torch.ops.aten.convolution_backward.default(buf8, primals_3, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, False])
            del buf8
            del primals_1
            del primals_3
            buf11 = buf10[1]
            assert_tensor_metadata(buf11, (16, 4, 3, 3), (36, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf11, 16, 'torch.ops.aten.convolution_backward.default')
            del buf10
        return (buf11, buf9, None, buf7, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 4, 3, 3), (36, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((2, 4, 10, 12), (480, 120, 12, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 16, 10, 12), (1920, 120, 12, 1), device='cuda:0', dtype=torch.float32)
    add_8 = rand_strided((2, 4, 20, 24), (1920, 480, 24, 1), device='cuda:0', dtype=torch.float32)
    unsqueeze = rand_strided((5, 1), (1, 1), device='cuda:0', dtype=torch.int64)
    convert_element_type_7 = rand_strided((7, ), (1, ), device='cuda:0', dtype=torch.int64)
    _unsafe_index_4 = rand_strided((2, 4, 5, 7), (140, 35, 7, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 4, 5, 7), (140, 35, 7, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, convolution, add_8, unsqueeze, convert_element_type_7, _unsafe_index_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
