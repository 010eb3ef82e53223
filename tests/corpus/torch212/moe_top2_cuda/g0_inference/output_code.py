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
from torch._C._dynamo.guards import copy_misaligned
import triton
import triton.language as tl
from torch._inductor.runtime.triton_heuristics import start_graph, end_graph
from torch._C import _cuda_getCurrentRawStream as get_raw_stream

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
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


# kernel path: /tmp/torchinductor_root/tmpgnr4mg4h/ue/cuet2xxzels6al5craaaloy73f5wl4bjftnms26rry4n532nc4rz.py
# Topologically Sorted Source Nodes: [, gates], Original ATen: [prims.prepare_softmax_online, aten._softmax]
# Source node to ATen node mapping:
#    => exp_default, prepare_softmax_online_default, sub_tensor
#   gates => div
# Graph fragment:
#   %mm : Tensor "f32[32, 4][4, 1]cuda:0" = PlaceHolder[target=mm]
#   %prepare_softmax_online_default : [num_users=2] = call_function[target=torch.ops.prims.prepare_softmax_online.default](args = (%mm, -1), kwargs = {})
#   %sub_tensor : Tensor "f32[32, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%mm, %getitem_10), kwargs = {})
#   %exp_default : Tensor "f32[32, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%sub_tensor,), kwargs = {})
#   %div : Tensor "f32[32, 4][4, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%exp_default, %getitem_11), kwargs = {})
#   return %div
triton_poi_fused__softmax_prepare_softmax_online_0 = async_compile.triton('triton_poi_fused__softmax_prepare_softmax_online_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused__softmax_prepare_softmax_online_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1536}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__softmax_prepare_softmax_online_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x2 = xindex
    x1 = xindex // 4
    tmp0 = tl.load(in_ptr0 + (x2), xmask)
    tmp1 = tl.load(in_ptr0 + (4*x1), xmask, eviction_policy='evict_last')
    tmp2 = tl.load(in_ptr0 + (1 + 4*x1), xmask, eviction_policy='evict_last')
    tmp4 = tl.load(in_ptr0 + (2 + 4*x1), xmask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr0 + (3 + 4*x1), xmask, eviction_policy='evict_last')
    tmp3 = triton_helpers.maximum(tmp1, tmp2)
    tmp5 = triton_helpers.maximum(tmp3, tmp4)
    tmp7 = triton_helpers.maximum(tmp5, tmp6)
    tmp8 = tmp0 - tmp7
    tmp9 = libdevice.exp(tmp8)
    tmp10 = tmp1 - tmp7
    tmp11 = libdevice.exp(tmp10)
    tmp12 = tmp2 - tmp7
    tmp13 = libdevice.exp(tmp12)
    tmp14 = tmp11 + tmp13
    tmp15 = tmp4 - tmp7
    tmp16 = libdevice.exp(tmp15)
    tmp17 = tmp14 + tmp16
    tmp18 = tmp6 - tmp7
    tmp19 = libdevice.exp(tmp18)
    tmp20 = tmp17 + tmp19
    tmp21 = (tmp9 / tmp20)
    tl.store(out_ptr0 + (x2), tmp21, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpgnr4mg4h/hc/chck7jqfj3gx55nlv33relnxoldq4xjwpbxxxy2uqco35vxpbe67.py
# Topologically Sorted Source Nodes: [eq, eq_1, eq_2, eq_3], Original ATen: [aten.eq]
# Source node to ATen node mapping:
#   eq => eq
#   eq_1 => eq_15
#   eq_2 => eq_30
#   eq_3 => eq_45
# Graph fragment:
#   %getitem_1 : Tensor "i64[32, 2][2, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %eq : Tensor "b8[32, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 0), kwargs = {})
#   %eq_15 : Tensor "b8[32, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 1), kwargs = {})
#   %eq_30 : Tensor "b8[32, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 2), kwargs = {})
#   %eq_45 : Tensor "b8[32, 2][2, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.eq.Scalar](args = (%getitem_1, 3), kwargs = {})
#   return %eq,%eq_15,%eq_30,%eq_45
triton_poi_fused_eq_1 = async_compile.triton('triton_poi_fused_eq_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr0': '*i1', 'out_ptr1': '*i1', 'out_ptr2': '*i1', 'out_ptr3': '*i1', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_eq_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 4, 'num_reduction': 0, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 1024}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_eq_1(in_ptr0, out_ptr0, out_ptr1, out_ptr2, out_ptr3, xnumel, XBLOCK : tl.constexpr):
    xnumel = 64
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 == tmp1
    tmp3 = tl.full([1], 1, tl.int64)
    tmp4 = tmp0 == tmp3
    tmp5 = tl.full([1], 2, tl.int64)
    tmp6 = tmp0 == tmp5
    tmp7 = tl.full([1], 3, tl.int64)
    tmp8 = tmp0 == tmp7
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp4, xmask)
    tl.store(out_ptr2 + (x0), tmp6, xmask)
    tl.store(out_ptr3 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpgnr4mg4h/oe/coeaidpku2dszboubdt6apupktpj2nnhcff6ytbnki4eea2t4s5b.py
# Topologically Sorted Source Nodes: [where, getitem_4], Original ATen: [aten.unbind, aten.index]
# Source node to ATen node mapping:
#   getitem_4 => index
#   where => unbind
# Graph fragment:
#   %nonzero : Tensor "i64[u0, 2][1, u0]cuda:0" = PlaceHolder[target=nonzero]
#   %arg1_1 : Tensor "f32[32, 64][64, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %nonzero : Tensor  = PlaceHolder[target=nonzero]
#   %unbind : [num_users=2] = call_function[target=torch.ops.aten.unbind.int](args = (%nonzero, 1), kwargs = {})
#   %index : Tensor "f32[u0, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%arg1_1, [%getitem_2]), kwargs = {})
#   return %index
triton_poi_fused_index_unbind_2 = async_compile.triton('triton_poi_fused_index_unbind_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_index_unbind_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 512, 'x': 32768}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_index_unbind_2(in_ptr0, in_ptr1, out_ptr0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 32, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 32)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 32")
    tmp6 = tl.load(in_ptr1 + (x1 + 64*tmp4), xmask & ymask)
    tl.store(out_ptr0 + (x1 + 64*y0), tmp6, xmask & ymask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpgnr4mg4h/ip/cippac7vco7edyu4p5vnrop7r6ifrxsumjpjlntvanortxxd7d3z.py
# Topologically Sorted Source Nodes: [, gelu], Original ATen: [aten.addmm, aten.gelu]
# Source node to ATen node mapping:
#    => add_tensor_7
#   gelu => add_13, erf, mul_7, mul_8, mul_9
# Graph fragment:
#   %arg3_1 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %mm_default_7 : Tensor "f32[u0, 128][128, 1]cuda:0" = PlaceHolder[target=mm_default_7]
#   %nonzero : Tensor  = PlaceHolder[target=nonzero]
#   %add_tensor_7 : Tensor "f32[u0, 128][128, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg3_1, %mm_default_7), kwargs = {})
#   %mul_7 : Tensor "f32[u0, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_7, 0.5), kwargs = {})
#   %mul_8 : Tensor "f32[u0, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_7, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[u0, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_8,), kwargs = {})
#   %add_13 : Tensor "f32[u0, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_9 : Tensor "f32[u0, 128][128, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_7, %add_13), kwargs = {})
#   return %mul_9
triton_poi_fused_addmm_gelu_3 = async_compile.triton('triton_poi_fused_addmm_gelu_3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_gelu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 98816}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_gelu_3(in_out_ptr0, in_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 128)
    x2 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_out_ptr0 + (x2), xmask)
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0.5, tl.float32)
    tmp4 = tmp2 * tmp3
    tmp5 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp6 = tmp2 * tmp5
    tmp7 = libdevice.erf(tmp6)
    tmp8 = tl.full([1], 1.0, tl.float32)
    tmp9 = tmp7 + tmp8
    tmp10 = tmp4 * tmp9
    tl.store(in_out_ptr0 + (x2), tmp10, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpgnr4mg4h/sk/csktc6bajolb5nlsx3gxy252v5z5cq5fynve4bmenkrzxtuogj4e.py
# Topologically Sorted Source Nodes: [out], Original ATen: [aten.zeros_like]
# Source node to ATen node mapping:
#   out => full_default
# Graph fragment:
#   %full_default : Tensor "f32[32, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put_3
triton_poi_fused_zeros_like_4 = async_compile.triton('triton_poi_fused_zeros_like_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_zeros_like_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 16384}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_like_4(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpgnr4mg4h/4e/c4elkemwwmq74wfjdh67s37u5phzkty3ndwwnzux5txisdojcwkg.py
# Topologically Sorted Source Nodes: [where, out, , sum_1, weights_1, getitem_5, unsqueeze, mul, index_add_], Original ATen: [aten.unbind, aten.zeros_like, aten.addmm, aten.sum, aten.div, aten.index, aten.unsqueeze, aten.mul, aten.index_add]
# Source node to ATen node mapping:
#    => add_tensor_6
#   getitem_5 => index_1
#   index_add_ => index_put
#   mul => mul_16
#   out => full_default
#   sum_1 => sum_2
#   unsqueeze => unsqueeze
#   weights_1 => div_1
#   where => unbind
# Graph fragment:
#   %nonzero : Tensor "i64[u0, 2][1, u0]cuda:0" = PlaceHolder[target=nonzero]
#   %arg5_1 : Tensor "f32[64][1]cuda:0" = PlaceHolder[target=arg5_1]
#   %mm_default_6 : Tensor "f32[u0, 64][64, 1]cuda:0" = PlaceHolder[target=mm_default_6]
#   %getitem : Tensor "f32[32, 2][2, 1]cuda:0" = PlaceHolder[target=getitem]
#   %nonzero : Tensor  = PlaceHolder[target=nonzero]
#   %index_put_3 : Tensor "f32[32, 64][64, 1]cuda:0" = PlaceHolder[target=index_put_3]
#   %unbind : [num_users=2] = call_function[target=torch.ops.aten.unbind.int](args = (%nonzero, 1), kwargs = {})
#   %full_default : Tensor "f32[32, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([32, 64], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %add_tensor_6 : Tensor "f32[u0, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg5_1, %mm_default_6), kwargs = {})
#   %sum_2 : Tensor "f32[32, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%getitem, [-1], True), kwargs = {})
#   %div_1 : Tensor "f32[32, 2][2, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.div.Tensor](args = (%getitem, %sum_2), kwargs = {})
#   %index_1 : Tensor "f32[u0][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index.Tensor](args = (%div_1, [%getitem_2, %getitem_3]), kwargs = {})
#   %unsqueeze : Tensor "f32[u0, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%index_1, -1), kwargs = {})
#   %mul_16 : Tensor "f32[u0, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%add_tensor_6, %unsqueeze), kwargs = {})
#   %index_put : Tensor "f32[32, 64][64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [%getitem_2], %mul_16, True), kwargs = {})
#   return %buf30
triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5 = async_compile.triton('triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 64, 'x': 64}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': True, 'num_load': 4, 'num_store': 1, 'num_reduction': 0, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'y': 1024, 'x': 16640}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 64
    yoffset = tl.program_id(1) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    y0 = yindex
    x1 = xindex
    tmp0 = tl.load(in_ptr0 + (y0), ymask, eviction_policy='evict_last')
    tmp6 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp7 = tl.load(in_ptr2 + (x1 + 64*y0), xmask & ymask, eviction_policy='evict_last')
    tmp9 = tl.load(in_ptr0 + (ks0 + y0), ymask, eviction_policy='evict_last')
    tmp1 = tl.full([1, 1], 32, tl.int32)
    tmp2 = tmp0 + tmp1
    tmp3 = tmp0 < 0
    tmp4 = tl.where(tmp3, tmp2, tmp0)
    tl.device_assert(((0 <= tmp4) & (tmp4 < 32)) | ~(ymask), "index out of bounds: 0 <= tmp4 < 32")
    tmp8 = tmp6 + tmp7
    tmp10 = tl.full([1, 1], 2, tl.int32)
    tmp11 = tmp9 + tmp10
    tmp12 = tmp9 < 0
    tmp13 = tl.where(tmp12, tmp11, tmp9)
    tl.device_assert(((0 <= tmp13) & (tmp13 < 2)) | ~(ymask), "index out of bounds: 0 <= tmp13 < 2")
    tmp15 = tl.load(in_ptr3 + (tmp13 + 2*tmp4), ymask, eviction_policy='evict_last')
    tmp16 = tl.load(in_ptr3 + (2*tmp4), ymask, eviction_policy='evict_last')
    tmp17 = tl.load(in_ptr3 + (1 + 2*tmp4), ymask, eviction_policy='evict_last')
    tmp18 = tmp16 + tmp17
    tmp19 = (tmp15 / tmp18)
    tmp20 = tmp8 * tmp19
    tl.atomic_add(out_ptr0 + (tl.broadcast_to(x1 + 64*tmp4, [YBLOCK, XBLOCK])), tmp20, xmask & ymask, sem='relaxed')
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1 = args
        args.clear()
        assert_size_stride(arg1_1, (32, 64), (64, 1))
        assert_size_stride(arg0_1, (4, 64), (64, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            arg1_1 = copy_misaligned(arg1_1)
            buf0 = empty_strided_cuda((32, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:1
            extern_kernels.mm(arg1_1, reinterpret_tensor(arg0_1, (64, 4), (1, 64), 0), out=buf0)
            del arg0_1
            buf1 = empty_strided_cuda((32, 4), (4, 1), torch.float32)
            # Topologically Sorted Source Nodes: [, gates], Original ATen: [prims.prepare_softmax_online, aten._softmax]
            # [Provenance debug handles] triton_poi_fused__softmax_prepare_softmax_online_0:2
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__softmax_prepare_softmax_online_0.run(buf0, buf1, 128, stream=raw_stream0)
            del buf0
            # Topologically Sorted Source Nodes: [, gates, topk], Original ATen: [prims.prepare_softmax_online, aten._softmax, aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:3
            buf2 = torch.ops.aten.topk.default(buf1, 2, -1, True, True)
            del buf1
            buf3 = buf2[0]
            assert_size_stride(buf3, (32, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf3, 16, 'torch.ops.aten.topk.default')
            buf4 = buf2[1]
            assert_size_stride(buf4, (32, 2), (2, 1), 'torch.ops.aten.topk.default')
            assert_alignment(buf4, 16, 'torch.ops.aten.topk.default')
            del buf2
            buf5 = empty_strided_cuda((32, 2), (2, 1), torch.bool)
            buf10 = empty_strided_cuda((32, 2), (2, 1), torch.bool)
            buf15 = empty_strided_cuda((32, 2), (2, 1), torch.bool)
            buf20 = empty_strided_cuda((32, 2), (2, 1), torch.bool)
            # Topologically Sorted Source Nodes: [eq, eq_1, eq_2, eq_3], Original ATen: [aten.eq]
            # [Provenance debug handles] triton_poi_fused_eq_1:4
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_eq_1.run(buf4, buf5, buf10, buf15, buf20, 64, stream=raw_stream0)
            del buf4
            # Topologically Sorted Source Nodes: [eq, where], Original ATen: [aten.eq, aten.nonzero]
            # [Provenance debug handles] torch.ops.aten.nonzero.default:5
            buf6 = torch.ops.aten.nonzero.default(buf5)
            u0 = buf6.size(0)
            del buf5
            buf7 = buf6
            assert_size_stride(buf7, (u0, 2), (1, u0), 'torch.ops.aten.nonzero.default')
            assert_alignment(buf7, 16, 'torch.ops.aten.nonzero.default')
        if not (u0 >= 0):
            raise RuntimeError('u0 >= 0')
        buf8 = None
        if not (u0 <= 64):
            raise RuntimeError('u0 <= 64')
        buf9 = None
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [eq_1, where_1], Original ATen: [aten.eq, aten.nonzero]
            # [Provenance debug handles] torch.ops.aten.nonzero.default:6
            buf11 = torch.ops.aten.nonzero.default(buf10)
            u1 = buf11.size(0)
            del buf10
            buf12 = buf11
            assert_size_stride(buf12, (u1, 2), (1, u1), 'torch.ops.aten.nonzero.default')
            assert_alignment(buf12, 16, 'torch.ops.aten.nonzero.default')
        if not (u1 >= 0):
            raise RuntimeError('u1 >= 0')
        buf13 = None
        if not (u1 <= 64):
            raise RuntimeError('u1 <= 64')
        buf14 = None
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [eq_2, where_2], Original ATen: [aten.eq, aten.nonzero]
            # [Provenance debug handles] torch.ops.aten.nonzero.default:7
            buf16 = torch.ops.aten.nonzero.default(buf15)
            u2 = buf16.size(0)
            del buf15
            buf17 = buf16
            assert_size_stride(buf17, (u2, 2), (1, u2), 'torch.ops.aten.nonzero.default')
            assert_alignment(buf17, 16, 'torch.ops.aten.nonzero.default')
        if not (u2 >= 0):
            raise RuntimeError('u2 >= 0')
        buf18 = None
        if not (u2 <= 64):
            raise RuntimeError('u2 <= 64')
        buf19 = None
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [eq_3, where_3], Original ATen: [aten.eq, aten.nonzero]
            # [Provenance debug handles] torch.ops.aten.nonzero.default:8
            buf21 = torch.ops.aten.nonzero.default(buf20)
            u3 = buf21.size(0)
            del buf20
            buf22 = buf21
            assert_size_stride(buf22, (u3, 2), (1, u3), 'torch.ops.aten.nonzero.default')
            assert_alignment(buf22, 16, 'torch.ops.aten.nonzero.default')
        if not (u3 >= 0):
            raise RuntimeError('u3 >= 0')
        buf23 = None
        if not (u3 <= 64):
            raise RuntimeError('u3 <= 64')
        buf24 = None
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf25 = empty_strided_cuda((u0, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where, getitem_4], Original ATen: [aten.unbind, aten.index]
            # [Provenance debug handles] triton_poi_fused_index_unbind_2:9
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_index_unbind_2.run(buf7, arg1_1, buf25, u0, 64, stream=raw_stream0)
            assert_size_stride(arg2_1, (128, 64), (64, 1))
            buf26 = empty_strided_cuda((u0, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where, getitem_4, linear_1, ], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:10
            extern_kernels.mm(buf25, reinterpret_tensor(arg2_1, (64, 128), (1, 64), 0), out=buf26)
            del arg2_1
            assert_size_stride(arg3_1, (128, ), (1, ))
            buf27 = buf26; del buf26  # reuse
            # Topologically Sorted Source Nodes: [, gelu], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_3:11
            triton_poi_fused_addmm_gelu_3_xnumel = 128*u0
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_3.run(buf27, arg3_1, triton_poi_fused_addmm_gelu_3_xnumel, stream=raw_stream0)
            del arg3_1
            assert_size_stride(arg4_1, (64, 128), (128, 1))
            buf28 = buf25; del buf25  # reuse
            # Topologically Sorted Source Nodes: [, gelu, h], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:12
            extern_kernels.mm(buf27, reinterpret_tensor(arg4_1, (128, 64), (1, 128), 0), out=buf28)
            del arg4_1
            del buf27
            buf29 = empty_strided_cuda((32, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [out], Original ATen: [aten.zeros_like]
            # [Provenance debug handles] triton_poi_fused_zeros_like_4:13
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_like_4.run(buf29, 2048, stream=raw_stream0)
            assert_size_stride(arg5_1, (64, ), (1, ))
            # Topologically Sorted Source Nodes: [where, out, , sum_1, weights_1, getitem_5, unsqueeze, mul, index_add_], Original ATen: [aten.unbind, aten.zeros_like, aten.addmm, aten.sum, aten.div, aten.index, aten.unsqueeze, aten.mul, aten.index_add]
            # [Provenance debug handles] triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5:14
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5.run(buf7, arg5_1, buf28, buf3, buf29, u0, u0, 64, stream=raw_stream0)
            del arg5_1
            del buf28
            del buf6
            del buf7
            buf31 = empty_strided_cuda((u1, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where_1, getitem_8], Original ATen: [aten.unbind, aten.index]
            # [Provenance debug handles] triton_poi_fused_index_unbind_2:15
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_index_unbind_2.run(buf12, arg1_1, buf31, u1, 64, stream=raw_stream0)
            assert_size_stride(arg6_1, (128, 64), (64, 1))
            buf32 = empty_strided_cuda((u1, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where_1, getitem_8, linear_3, ], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:16
            extern_kernels.mm(buf31, reinterpret_tensor(arg6_1, (64, 128), (1, 64), 0), out=buf32)
            del arg6_1
            assert_size_stride(arg7_1, (128, ), (1, ))
            buf33 = buf32; del buf32  # reuse
            # Topologically Sorted Source Nodes: [, gelu_1], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_3:17
            triton_poi_fused_addmm_gelu_3_xnumel = 128*u1
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_3.run(buf33, arg7_1, triton_poi_fused_addmm_gelu_3_xnumel, stream=raw_stream0)
            del arg7_1
            assert_size_stride(arg8_1, (64, 128), (128, 1))
            buf34 = buf31; del buf31  # reuse
            # Topologically Sorted Source Nodes: [, gelu_1, h_1], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:18
            extern_kernels.mm(buf33, reinterpret_tensor(arg8_1, (128, 64), (1, 128), 0), out=buf34)
            del arg8_1
            del buf33
            assert_size_stride(arg9_1, (64, ), (1, ))
            # Topologically Sorted Source Nodes: [where_1, sum_1, weights_1, , getitem_9, unsqueeze_1, mul_1, index_add__1], Original ATen: [aten.unbind, aten.sum, aten.div, aten.addmm, aten.index, aten.unsqueeze, aten.mul, aten.index_add]
            # [Provenance debug handles] triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5:19
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5.run(buf12, arg9_1, buf34, buf3, buf29, u1, u1, 64, stream=raw_stream0)
            del arg9_1
            del buf11
            del buf12
            del buf34
            buf36 = empty_strided_cuda((u2, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where_2, getitem_12], Original ATen: [aten.unbind, aten.index]
            # [Provenance debug handles] triton_poi_fused_index_unbind_2:20
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_index_unbind_2.run(buf17, arg1_1, buf36, u2, 64, stream=raw_stream0)
            assert_size_stride(arg10_1, (128, 64), (64, 1))
            buf37 = empty_strided_cuda((u2, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where_2, getitem_12, linear_5, ], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:21
            extern_kernels.mm(buf36, reinterpret_tensor(arg10_1, (64, 128), (1, 64), 0), out=buf37)
            del arg10_1
            assert_size_stride(arg11_1, (128, ), (1, ))
            buf38 = buf37; del buf37  # reuse
            # Topologically Sorted Source Nodes: [, gelu_2], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_3:22
            triton_poi_fused_addmm_gelu_3_xnumel = 128*u2
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_3.run(buf38, arg11_1, triton_poi_fused_addmm_gelu_3_xnumel, stream=raw_stream0)
            del arg11_1
            assert_size_stride(arg12_1, (64, 128), (128, 1))
            buf39 = buf36; del buf36  # reuse
            # Topologically Sorted Source Nodes: [, gelu_2, h_2], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:23
            extern_kernels.mm(buf38, reinterpret_tensor(arg12_1, (128, 64), (1, 128), 0), out=buf39)
            del arg12_1
            del buf38
            assert_size_stride(arg13_1, (64, ), (1, ))
            # Topologically Sorted Source Nodes: [where_2, sum_1, weights_1, , getitem_13, unsqueeze_2, mul_2, index_add__2], Original ATen: [aten.unbind, aten.sum, aten.div, aten.addmm, aten.index, aten.unsqueeze, aten.mul, aten.index_add]
            # [Provenance debug handles] triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5:24
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5.run(buf17, arg13_1, buf39, buf3, buf29, u2, u2, 64, stream=raw_stream0)
            del arg13_1
            del buf16
            del buf17
            del buf39
            buf41 = empty_strided_cuda((u3, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where_3, getitem_16], Original ATen: [aten.unbind, aten.index]
            # [Provenance debug handles] triton_poi_fused_index_unbind_2:25
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_index_unbind_2.run(buf22, arg1_1, buf41, u3, 64, stream=raw_stream0)
            del arg1_1
            assert_size_stride(arg14_1, (128, 64), (64, 1))
            buf42 = empty_strided_cuda((u3, 128), (128, 1), torch.float32)
            # Topologically Sorted Source Nodes: [where_3, getitem_16, linear_7, ], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.mm:26
            extern_kernels.mm(buf41, reinterpret_tensor(arg14_1, (64, 128), (1, 64), 0), out=buf42)
            del arg14_1
            assert_size_stride(arg15_1, (128, ), (1, ))
            buf43 = buf42; del buf42  # reuse
            # Topologically Sorted Source Nodes: [, gelu_3], Original ATen: [aten.addmm, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_addmm_gelu_3:27
            triton_poi_fused_addmm_gelu_3_xnumel = 128*u3
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_gelu_3.run(buf43, arg15_1, triton_poi_fused_addmm_gelu_3_xnumel, stream=raw_stream0)
            del arg15_1
            assert_size_stride(arg16_1, (64, 128), (128, 1))
            buf44 = buf41; del buf41  # reuse
            # Topologically Sorted Source Nodes: [, gelu_3, h_3], Original ATen: [aten.addmm, aten.gelu, aten.t]
            # [Provenance debug handles] extern_kernels.mm:28
            extern_kernels.mm(buf43, reinterpret_tensor(arg16_1, (128, 64), (1, 128), 0), out=buf44)
            del arg16_1
            del buf43
            assert_size_stride(arg17_1, (64, ), (1, ))
            # Topologically Sorted Source Nodes: [where_3, sum_1, weights_1, , getitem_17, unsqueeze_3, mul_3, index_add__3], Original ATen: [aten.unbind, aten.sum, aten.div, aten.addmm, aten.index, aten.unsqueeze, aten.mul, aten.index_add]
            # [Provenance debug handles] triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5:29
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_addmm_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_5.run(buf22, arg17_1, buf44, buf3, buf29, u3, u3, 64, stream=raw_stream0)
            del arg17_1
            del buf21
            del buf22
            del buf3
            del buf44
        return (buf29, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((4, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((32, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((64, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
