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


# kernel path: /tmp/torchinductor_root/tmp2r8yqxn1/k3/ck3yieq32fsbckls3qvo6nxvao2inahfkcptvob7a56rxo2o3swj.py
# Topologically Sorted Source Nodes: [mul_4], Original ATen: [aten.mul]
# Source node to ATen node mapping:
#   mul_4 => mul_4
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %sigmoid : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=sigmoid]
#   %mul_4 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %sigmoid), kwargs = {})
#   return %mul_4
triton_poi_fused_mul_0 = async_compile.triton('triton_poi_fused_mul_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_mul_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mul_0(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16
    xnumel = 144
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (x1 + 144*y0), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x1 + 144*y0), tmp2, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp2r8yqxn1/tg/ctgrs6yrz5pxugglxum3jvblshiozjhj2vynncu7vyhsnennxpog.py
# Topologically Sorted Source Nodes: [group_norm], Original ATen: [aten.native_group_norm]
# Source node to ATen node mapping:
#   group_norm => add_1, mul, mul_1, sub, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5, view, view_1
# Graph fragment:
#   %convolution : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_5]
#   %view : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [2, 4, 2, 144]), kwargs = {})
#   %sub : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %view_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul, [2, 8, 12, 12]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_4, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_1, 3), kwargs = {})
#   %mul_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, %unsqueeze_2), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_5, 0), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[1, 8, 1][8, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_3, 2), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[1, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, 3), kwargs = {})
#   %add_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %unsqueeze_5), kwargs = {})
#   return %add_1
triton_poi_fused_native_group_norm_1 = async_compile.triton('triton_poi_fused_native_group_norm_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_native_group_norm_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16
    xnumel = 144
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % 8)
    tmp0 = tl.load(in_ptr0 + (x2 + 144*y3), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (y3 // 2), ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (y3 // 2), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr4 + (y0), ymask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = tmp2 * tmp3
    tmp6 = tmp4 * tmp5
    tmp8 = tmp6 + tmp7
    tl.store(out_ptr0 + (x2 + 144*y3), tmp8, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp2r8yqxn1/eh/cehpbdpyoqjm7unjhkho4jyuohn7jkcziubwtkuudtzu5tym4oyn.py
# Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
# Source node to ATen node mapping:
#   sum_2 => sum_2
# Graph fragment:
#   %mul_4 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=mul_4]
#   %sum_2 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_4, [0, 2, 3]), kwargs = {})
#   return %sum_2
triton_per_fused_convolution_backward_2 = async_compile.triton('triton_per_fused_convolution_backward_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_convolution_backward_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_convolution_backward_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
    r0_numel = 288
    R0_BLOCK: tl.constexpr = 512
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
    r0_1 = (r0_index % 144)
    r0_2 = r0_index // 144
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 144*x0 + 1152*r0_2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp2r8yqxn1/kv/ckvnkfx6c372s2mchcgq76nww4nq72gjfuf5zpdqe2v63xubol4p.py
# Topologically Sorted Source Nodes: [mul_3, sum_1, sub_1, mul_5, mul_6, expand, div_1, add_4, add_5, sigmoid_1, mul_7, sub_2, mul_8, add_6, mul_9, mul_10, view_2, sum_3, view_3, sum_4], Original ATen: [aten.mul, aten.sum, aten.sigmoid_backward, aten.expand, aten.div, aten.add, aten.silu_backward, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_4 => add_4
#   add_5 => add_5
#   add_6 => add_6
#   div_1 => div_1
#   expand => expand
#   mul_10 => mul_10
#   mul_3 => mul_3
#   mul_5 => mul_5
#   mul_6 => mul_6
#   mul_7 => mul_7
#   mul_8 => mul_8
#   mul_9 => mul_9
#   sigmoid_1 => sigmoid_1
#   sub_1 => sub_1
#   sub_2 => sub_2
#   sum_1 => sum_1
#   sum_3 => sum_3
#   sum_4 => sum_4
#   view_2 => view_2
#   view_3 => view_3
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %convolution_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %sum_1 : Tensor "f32[2, 8, 1, 1][8, 1, 16, 16]cuda:0" = PlaceHolder[target=sum_1]
#   %sigmoid : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0" = PlaceHolder[target=sigmoid]
#   %getitem_2 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=getitem_2]
#   %add_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=add_1]
#   %mul_9 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %convolution : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=convolution]
#   %mul_3 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%tangents_1, %convolution_1), kwargs = {})
#   %sum_1 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_3, [2, 3], True), kwargs = {})
#   %sub_1 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid), kwargs = {})
#   %mul_5 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sigmoid, %sub_1), kwargs = {})
#   %mul_6 : Tensor "f32[2, 8, 1, 1][8, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_1, %mul_5), kwargs = {})
#   %expand : Tensor "f32[2, 8, 12, 12][8, 1, 0, 0]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%mul_6, [2, 8, 12, 12]), kwargs = {})
#   %div_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 144), kwargs = {})
#   %add_4 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%tangents_1, %div_1), kwargs = {})
#   %add_5 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_4, %getitem_2), kwargs = {})
#   %sigmoid_1 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sigmoid.default](args = (%add_1,), kwargs = {})
#   %mul_7 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_5, %sigmoid_1), kwargs = {})
#   %sub_2 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (1, %sigmoid_1), kwargs = {})
#   %mul_8 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_1, %sub_2), kwargs = {})
#   %add_6 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_8, 1), kwargs = {})
#   %mul_9 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_6), kwargs = {})
#   %mul_10 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_9, %convolution), kwargs = {})
#   %view_2 : Tensor "f32[2, 8, 144][1152, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_10, [2, 8, 144]), kwargs = {})
#   %sum_3 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_2, [2]), kwargs = {})
#   %view_3 : Tensor "f32[2, 8, 144][1152, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [2, 8, 144]), kwargs = {})
#   %sum_4 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_3, [2]), kwargs = {})
#   return %sum_1,%mul_9,%sum_3,%sum_4
triton_per_fused_add_div_expand_mul_native_group_norm_backward_sigmoid_backward_silu_backward_sum_3 = async_compile.triton('triton_per_fused_add_div_expand_mul_native_group_norm_backward_sigmoid_backward_silu_backward_sum_3', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_div_expand_mul_native_group_norm_backward_sigmoid_backward_silu_backward_sum_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 6, 'num_store': 3, 'num_reduction': 3, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_div_expand_mul_native_group_norm_backward_sigmoid_backward_silu_backward_sum_3(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr1, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 16
    r0_numel = 144
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
    r0_1 = r0_index
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (r0_1 + 144*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.load(in_ptr1 + (r0_1 + 144*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp7 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
    tmp15 = tl.load(in_out_ptr0 + (r0_1 + 144*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp17 = tl.load(in_ptr3 + (r0_1 + 144*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp24 = tl.load(in_ptr4 + (r0_1 + 144*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(r0_mask & xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tmp8 = tl.full([1, 1], 1.0, tl.float32)
    tmp9 = tmp8 - tmp7
    tmp10 = tmp7 * tmp9
    tmp11 = tmp6 * tmp10
    tmp12 = tl.full([1, 1], 0.006944444444444444, tl.float32)
    tmp13 = tmp11 * tmp12
    tmp14 = tmp0 + tmp13
    tmp16 = tmp14 + tmp15
    tmp18 = tl.sigmoid(tmp17)
    tmp19 = tmp16 * tmp18
    tmp20 = tmp8 - tmp18
    tmp21 = tmp17 * tmp20
    tmp22 = tmp21 + tmp8
    tmp23 = tmp19 * tmp22
    tmp25 = tmp23 * tmp24
    tmp26 = tl.broadcast_to(tmp25, [XBLOCK, R0_BLOCK])
    tmp28 = tl.where(r0_mask & xmask, tmp26, 0)
    tmp29 = tl.sum(tmp28, 1)[:, None].to(tl.float32)
    tmp30 = tl.broadcast_to(tmp23, [XBLOCK, R0_BLOCK])
    tmp32 = tl.where(r0_mask & xmask, tmp30, 0)
    tmp33 = tl.sum(tmp32, 1)[:, None].to(tl.float32)
    tl.store(in_out_ptr0 + (r0_1 + 144*x0), tmp23, r0_mask & xmask)
    tl.store(out_ptr1 + (x0), tmp29, xmask)
    tl.store(out_ptr2 + (x0), tmp33, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp2r8yqxn1/cx/ccxew7cvduzmyc36qhyhjkw2tvbvzvbcnzohme4rf6ob6dqksvnw.py
# Topologically Sorted Source Nodes: [group_norm, mul_11, view_4, sum_5, mul_12, view_5, sum_6, neg_1, addcmul, mul_14, mul_15, mul_16, mul_17], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   addcmul => addcmul
#   group_norm => squeeze, squeeze_1, unsqueeze
#   mul_11 => mul_11
#   mul_12 => mul_12
#   mul_14 => mul_14
#   mul_15 => mul_15
#   mul_16 => mul_16
#   mul_17 => mul_17
#   neg_1 => neg_1
#   sum_5 => sum_5
#   sum_6 => sum_6
#   view_4 => view_4
#   view_5 => view_5
# Graph fragment:
#   %sum_3 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %primals_4 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_4]
#   %sum_4 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %unsqueeze : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_4, 0), kwargs = {})
#   %mul_11 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_3, %unsqueeze), kwargs = {})
#   %view_4 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_11, [2, 4, 2]), kwargs = {})
#   %sum_5 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_4, [2]), kwargs = {})
#   %mul_12 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %unsqueeze), kwargs = {})
#   %view_5 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_12, [2, 4, 2]), kwargs = {})
#   %sum_6 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_5, [2]), kwargs = {})
#   %squeeze_1 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [2, 3]), kwargs = {})
#   %neg_1 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%sum_5,), kwargs = {})
#   %squeeze : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %addcmul : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.addcmul.default](args = (%neg_1, %sum_6, %squeeze), kwargs = {})
#   %mul_14 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%addcmul, %squeeze_1), kwargs = {})
#   %mul_15 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_14, %squeeze_1), kwargs = {})
#   %mul_16 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_15, %squeeze_1), kwargs = {})
#   %mul_17 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, 0.003472222222222222), kwargs = {})
#   return %mul_17
triton_poi_fused_native_group_norm_native_group_norm_backward_4 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 2, 'x': 4}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 2
    xnumel = 4
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (2*x1 + 8*y0), xmask & ymask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (2*x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr0 + (1 + 2*x1 + 8*y0), xmask & ymask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr1 + (1 + 2*x1), xmask, eviction_policy='evict_last')
    tmp8 = tl.load(in_ptr2 + (2*x1 + 8*y0), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr2 + (1 + 2*x1 + 8*y0), xmask & ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr3 + (x1 + 4*y0), xmask & ymask)
    tmp15 = tl.load(in_ptr4 + (x1 + 4*y0), xmask & ymask)
    tmp2 = tmp0 * tmp1
    tmp5 = tmp3 * tmp4
    tmp6 = tmp2 + tmp5
    tmp7 = -tmp6
    tmp9 = tmp8 * tmp1
    tmp11 = tmp10 * tmp4
    tmp12 = tmp9 + tmp11
    tmp14 = tl.fma(tmp12, tmp13, tmp7)
    tmp16 = tmp14 * tmp15
    tmp17 = tmp16 * tmp15
    tmp18 = tmp17 * tmp15
    tmp19 = tl.full([1, 1], 0.003472222222222222, tl.float32)
    tmp20 = tmp18 * tmp19
    tl.store(out_ptr0 + (x1 + 4*y0), tmp20, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp2r8yqxn1/mh/cmhefwqcdi2mmwrutvcjq6qoyfyjsindofsd5ucqahfypllbl65s.py
# Topologically Sorted Source Nodes: [group_norm, unsqueeze_8, view_10, view_11, unsqueeze_14, mul_23, sub_4, mul_24, sum_7, sum_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   group_norm => squeeze, squeeze_1
#   mul_23 => mul_23
#   mul_24 => mul_24
#   sub_4 => sub_4
#   sum_7 => sum_7
#   sum_8 => sum_8
#   unsqueeze_14 => unsqueeze_14
#   unsqueeze_8 => unsqueeze_8
#   view_10 => view_10
#   view_11 => view_11
# Graph fragment:
#   %sum_3 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_3]
#   %sum_4 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %squeeze_1 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [2, 3]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_1, -1), kwargs = {})
#   %squeeze : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %view_10 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_3, [2, 4, 2]), kwargs = {})
#   %view_11 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%sum_4, [2, 4, 2]), kwargs = {})
#   %unsqueeze_14 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze, -1), kwargs = {})
#   %mul_23 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_11, %unsqueeze_14), kwargs = {})
#   %sub_4 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%view_10, %mul_23), kwargs = {})
#   %mul_24 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_4, %unsqueeze_8), kwargs = {})
#   %sum_7 : Tensor "f32[4, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%mul_24, [0]), kwargs = {})
#   %sum_8 : Tensor "f32[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%sum_4, [0]), kwargs = {})
#   return %sum_7,%sum_8
triton_poi_fused_native_group_norm_native_group_norm_backward_5 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 4, 'x': 2}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_5', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 8, 'num_store': 2, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 4
    xnumel = 2
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x1 = xindex
    y0 = yindex
    tmp0 = tl.load(in_ptr0 + (x1 + 2*y0), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (x1 + 2*y0), xmask & ymask)
    tmp2 = tl.load(in_ptr2 + (y0), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr3 + (y0), ymask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr0 + (8 + x1 + 2*y0), xmask & ymask)
    tmp8 = tl.load(in_ptr1 + (8 + x1 + 2*y0), xmask & ymask)
    tmp9 = tl.load(in_ptr2 + (4 + y0), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr3 + (4 + y0), ymask, eviction_policy='evict_last')
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 - tmp3
    tmp6 = tmp4 * tmp5
    tmp10 = tmp8 * tmp9
    tmp11 = tmp7 - tmp10
    tmp13 = tmp11 * tmp12
    tmp14 = tmp6 + tmp13
    tmp15 = tmp1 + tmp8
    tl.store(out_ptr0 + (x1 + 2*y0), tmp14, xmask & ymask)
    tl.store(out_ptr1 + (x1 + 2*y0), tmp15, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp2r8yqxn1/pf/cpfe7ypjgs622c7ph3zqwqc5yda3r5gqqg2t3tz7puww4miry7ui.py
# Topologically Sorted Source Nodes: [group_norm, mul_12, view_5, sum_6, unsqueeze_8, view_6, mul_13, neg_2, mul_18, mul_19, mul_20, sub_3, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, view_7, mul_21, mul_22, add_7, add_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
# Source node to ATen node mapping:
#   add_7 => add_7
#   add_8 => add_8
#   group_norm => squeeze, squeeze_1, unsqueeze, view
#   mul_12 => mul_12
#   mul_13 => mul_13
#   mul_18 => mul_18
#   mul_19 => mul_19
#   mul_20 => mul_20
#   mul_21 => mul_21
#   mul_22 => mul_22
#   neg_2 => neg_2
#   sub_3 => sub_3
#   sum_6 => sum_6
#   unsqueeze_10 => unsqueeze_10
#   unsqueeze_11 => unsqueeze_11
#   unsqueeze_12 => unsqueeze_12
#   unsqueeze_13 => unsqueeze_13
#   unsqueeze_8 => unsqueeze_8
#   unsqueeze_9 => unsqueeze_9
#   view_5 => view_5
#   view_6 => view_6
#   view_7 => view_7
# Graph fragment:
#   %mul_9 : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=mul_9]
#   %rsqrt : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_4]
#   %convolution : Tensor "f32[2, 8, 12, 12][1152, 144, 12, 1]cuda:0" = PlaceHolder[target=convolution]
#   %mul_17 : Tensor "f32[2, 4][4, 1]cuda:0" = PlaceHolder[target=mul_17]
#   %getitem_1 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %sum_4 : Tensor "f32[2, 8][8, 1]cuda:0" = PlaceHolder[target=sum_4]
#   %view : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%convolution, [2, 4, 2, 144]), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 8][8, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_4, 0), kwargs = {})
#   %mul_12 : Tensor "f32[2, 8][8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_4, %unsqueeze), kwargs = {})
#   %view_5 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_12, [2, 4, 2]), kwargs = {})
#   %sum_6 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_5, [2]), kwargs = {})
#   %squeeze_1 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=5] = call_function[target=torch.ops.aten.squeeze.dims](args = (%rsqrt, [2, 3]), kwargs = {})
#   %unsqueeze_8 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%squeeze_1, -1), kwargs = {})
#   %view_6 : Tensor "f32[1, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%primals_4, [1, 4, 2]), kwargs = {})
#   %mul_13 : Tensor "f32[2, 4, 2][8, 2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%unsqueeze_8, %view_6), kwargs = {})
#   %squeeze : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [2, 3]), kwargs = {})
#   %neg_2 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%mul_17,), kwargs = {})
#   %mul_18 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%neg_2, %squeeze), kwargs = {})
#   %mul_19 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sum_6, %squeeze_1), kwargs = {})
#   %mul_20 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, 0.003472222222222222), kwargs = {})
#   %sub_3 : Tensor "f32[2, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mul_18, %mul_20), kwargs = {})
#   %unsqueeze_9 : Tensor "f32[2, 4, 2, 1][8, 2, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_13, -1), kwargs = {})
#   %unsqueeze_10 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%mul_17, -1), kwargs = {})
#   %unsqueeze_11 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_10, -1), kwargs = {})
#   %unsqueeze_12 : Tensor "f32[2, 4, 1][4, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%sub_3, -1), kwargs = {})
#   %unsqueeze_13 : Tensor "f32[2, 4, 1, 1][4, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_12, -1), kwargs = {})
#   %view_7 : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%mul_9, [2, 4, 2, 144]), kwargs = {})
#   %mul_21 : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_7, %unsqueeze_9), kwargs = {})
#   %mul_22 : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view, %unsqueeze_11), kwargs = {})
#   %add_7 : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_21, %mul_22), kwargs = {})
#   %add_8 : Tensor "f32[2, 4, 2, 144][1152, 288, 144, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_7, %unsqueeze_13), kwargs = {})
#   return %add_8
triton_poi_fused_native_group_norm_native_group_norm_backward_6 = async_compile.triton('triton_poi_fused_native_group_norm_native_group_norm_backward_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 16, 'x': 256}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'kernel_name': 'triton_poi_fused_native_group_norm_native_group_norm_backward_6', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 10, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_native_group_norm_native_group_norm_backward_6(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    ynumel = 16
    xnumel = 144
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x3 = xindex
    y4 = yindex
    y5 = yindex // 2
    y6 = (yindex % 8)
    y1 = ((yindex // 2) % 4)
    tmp0 = tl.load(in_out_ptr0 + (x3 + 144*y4), xmask & ymask)
    tmp1 = tl.load(in_ptr0 + (y5), ymask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr1 + (y6), ymask, eviction_policy='evict_last')
    tmp5 = tl.load(in_ptr2 + (x3 + 144*y4), xmask & ymask)
    tmp6 = tl.load(in_ptr3 + (y5), ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr4 + (y5), ymask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr5 + (2*y5), ymask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr1 + (2*y1), ymask, eviction_policy='evict_last')
    tmp15 = tl.load(in_ptr5 + (1 + 2*y5), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr1 + (1 + 2*y1), ymask, eviction_policy='evict_last')
    tmp3 = tmp1 * tmp2
    tmp4 = tmp0 * tmp3
    tmp7 = tmp5 * tmp6
    tmp8 = tmp4 + tmp7
    tmp9 = -tmp6
    tmp11 = tmp9 * tmp10
    tmp14 = tmp12 * tmp13
    tmp17 = tmp15 * tmp16
    tmp18 = tmp14 + tmp17
    tmp19 = tmp18 * tmp1
    tmp20 = tl.full([1, 1], 0.003472222222222222, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp11 - tmp21
    tmp23 = tmp8 + tmp22
    tl.store(in_out_ptr0 + (x3 + 144*y4), tmp23, xmask & ymask)
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
        primals_1, primals_3, primals_4, primals_5, primals_6, convolution, getitem_1, rsqrt, div, convolution_1, sigmoid, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, sigmoid), ((2, 8, 12, 12), (2, 8, 1, 1)), ((1152, 144, 12, 1), (8, 1, 1, 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_if_misaligned(tangents_1)
            buf0 = empty_strided_cuda((2, 8, 12, 12), (1152, 144, 12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_4], Original ATen: [aten.mul]
            # [Provenance debug handles] triton_poi_fused_mul_0:6
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_mul_0.run(tangents_1, sigmoid, buf0, 16, 144, stream=raw_stream0)
            assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_4, primals_5), ((2, 8, 12, 12), (2, 4, 1, 1), (2, 4, 1, 1), (8, ), (8, )), ((1152, 144, 12, 1), (4, 1, 1, 1), (4, 1, 1, 1), (1, ), (1, )), 'input')
            buf6 = empty_strided_cuda((2, 8, 12, 12), (1152, 144, 12, 1), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm], Original ATen: [aten.native_group_norm]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_1:7
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_1.run(convolution, getitem_1, rsqrt, primals_4, primals_5, buf6, 16, 144, stream=raw_stream0)
            del primals_5
            assert_size_stride_grouped((div, primals_6), ((2, 8, 12, 12), (8, 8, 3, 3)), ((1152, 144, 12, 1), (72, 9, 3, 1)), 'input')
            # Topologically Sorted Source Nodes: [convolution_backward], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:8
            buf3 = torch.ops.aten.convolution_backward.default(buf0, div, primals_6, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
            del div
            del primals_6
            buf2 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [sum_2], Original ATen: [aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_2:9
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_2.run(buf0, buf2, 8, 288, stream=raw_stream0)
            del buf0
            buf4 = buf3[0]
            assert_tensor_metadata(buf4, (2, 8, 12, 12), (1152, 144, 12, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf4, 16, 'torch.ops.aten.convolution_backward.default')
            assert_size_stride(convolution_1, (2, 8, 12, 12), (1152, 144, 12, 1), 'input')
            buf7 = buf4; del buf4  # reuse
            buf8 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            buf9 = empty_strided_cuda((2, 8), (8, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul_3, sum_1, sub_1, mul_5, mul_6, expand, div_1, add_4, add_5, sigmoid_1, mul_7, sub_2, mul_8, add_6, mul_9, mul_10, view_2, sum_3, view_3, sum_4], Original ATen: [aten.mul, aten.sum, aten.sigmoid_backward, aten.expand, aten.div, aten.add, aten.silu_backward, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_per_fused_add_div_expand_mul_native_group_norm_backward_sigmoid_backward_silu_backward_sum_3:10
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_div_expand_mul_native_group_norm_backward_sigmoid_backward_silu_backward_sum_3.run(buf7, tangents_1, convolution_1, sigmoid, buf6, convolution, buf8, buf9, 16, 144, stream=raw_stream0)
            del buf6
            del convolution_1
            del sigmoid
            del tangents_1
            buf5 = buf3[1]
            assert_tensor_metadata(buf5, (8, 8, 3, 3), (72, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf5, 16, 'torch.ops.aten.convolution_backward.default')
            del buf3
            buf10 = empty_strided_cuda((2, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm, mul_11, view_4, sum_5, mul_12, view_5, sum_6, neg_1, addcmul, mul_14, mul_15, mul_16, mul_17], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_4:11
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_4.run(buf8, primals_4, buf9, getitem_1, rsqrt, buf10, 2, 4, stream=raw_stream0)
            buf12 = empty_strided_cuda((4, 2), (2, 1), torch.float32)
            buf13 = empty_strided_cuda((8, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [group_norm, unsqueeze_8, view_10, view_11, unsqueeze_14, mul_23, sub_4, mul_24, sum_7, sum_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_5:12
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_5.run(buf8, buf9, getitem_1, rsqrt, buf12, buf13, 4, 2, stream=raw_stream0)
            del buf8
            buf11 = reinterpret_tensor(buf7, (2, 4, 2, 144), (1152, 288, 144, 1), 0); del buf7  # reuse
            # Topologically Sorted Source Nodes: [group_norm, mul_12, view_5, sum_6, unsqueeze_8, view_6, mul_13, neg_2, mul_18, mul_19, mul_20, sub_3, unsqueeze_9, unsqueeze_10, unsqueeze_11, unsqueeze_12, unsqueeze_13, view_7, mul_21, mul_22, add_7, add_8], Original ATen: [aten.native_group_norm, aten.native_group_norm_backward]
            # [Provenance debug handles] triton_poi_fused_native_group_norm_native_group_norm_backward_6:13
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_native_group_norm_native_group_norm_backward_6.run(buf11, rsqrt, primals_4, convolution, buf10, getitem_1, buf9, 16, 144, stream=raw_stream0)
            del buf9
            del convolution
            del getitem_1
            del primals_4
            del rsqrt
            buf14 = reinterpret_tensor(buf10, (8, ), (1, ), 0); del buf10  # reuse
            # Topologically Sorted Source Nodes: [view_9, sum_9], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] triton_per_fused_convolution_backward_2:14
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_convolution_backward_2.run(buf11, buf14, 8, 288, stream=raw_stream0)
            assert_size_stride_grouped((primals_3, primals_1), ((2, 8, 6, 6), (8, 8, 4, 4)), ((288, 36, 6, 1), (128, 16, 4, 1)), 'input')
            # Topologically Sorted Source Nodes: [view_9, convolution_backward_1], Original ATen: [aten.native_group_norm_backward, aten.convolution_backward]
            # [Provenance debug handles] torch.ops.aten.convolution_backward.default:15
            buf15 = torch.ops.aten.convolution_backward.default(reinterpret_tensor(buf11, (2, 8, 12, 12), (1152, 144, 12, 1), 0), primals_3, primals_1, [8], (2, 2), (1, 1), (1, 1), True, (0, 0), 1, [False, True, False])
            del buf11
            del primals_1
            del primals_3
            buf16 = buf15[1]
            assert_tensor_metadata(buf16, (8, 8, 4, 4), (128, 16, 4, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
            assert_alignment(buf16, 16, 'torch.ops.aten.convolution_backward.default')
            del buf15
        return (buf16, buf14, None, reinterpret_tensor(buf12, (8, ), (1, ), 0), buf13, buf5, buf2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 8, 4, 4), (128, 16, 4, 1), device='cuda:0', dtype=torch.float32)
    primals_3 = rand_strided((2, 8, 6, 6), (288, 36, 6, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    convolution = rand_strided((2, 8, 12, 12), (1152, 144, 12, 1), device='cuda:0', dtype=torch.float32)
    getitem_1 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    rsqrt = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    div = rand_strided((2, 8, 12, 12), (1152, 144, 12, 1), device='cuda:0', dtype=torch.float32)
    convolution_1 = rand_strided((2, 8, 12, 12), (1152, 144, 12, 1), device='cuda:0', dtype=torch.float32)
    sigmoid = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 8, 12, 12), (1152, 144, 12, 1), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_5, primals_6, convolution, getitem_1, rsqrt, div, convolution_1, sigmoid, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
