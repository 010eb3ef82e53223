# AOT ID: ['0_forward']
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


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/dx/cdxdmzbha6qs2d4fzmqjvev2s4os33yxwbljmibanps4vo5xmfg4.py
# Topologically Sorted Source Nodes: [hook_result, input_tensor], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
# Source node to ATen node mapping:
#   hook_result => add, add_1, mul, mul_1, rsqrt, sub, var_mean
#   input_tensor => all_gather_into_tensor
# Graph fragment:
#   %primals_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %buf1 : Tensor "f32[8, 64, 1][64, 1, 512]cuda:0" = PlaceHolder[target=buf1]
#   %getitem_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_3 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_3]
#   %primals_5 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_5]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%primals_1, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_1, %getitem_1), kwargs = {})
#   %mul : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul, %primals_3), kwargs = {})
#   %add_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_1, %primals_5), kwargs = {})
#   %all_gather_into_tensor : Tensor "f32[16, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%add_1, 2, 0), kwargs = {})
#   return %getitem_1,%buf1,%rsqrt,%buf4
triton_per_fused_all_gather_into_tensor_native_layer_norm_0 = async_compile.triton('triton_per_fused_all_gather_into_tensor_native_layer_norm_0', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_all_gather_into_tensor_native_layer_norm_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 8192, 'r0_': 1574912}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_all_gather_into_tensor_native_layer_norm_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp23 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = (tl.full([1, 1], 256, tl.int32)).to(tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tmp1 - tmp9
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 256.0, tl.float32)
    tmp17 = (tmp15 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp0 - tmp9
    tmp22 = tmp21 * tmp20
    tmp24 = tmp22 * tmp23
    tmp26 = tmp24 + tmp25
    tl.store(in_out_ptr0 + (x0), tmp20, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp26, xmask)
    tl.store(out_ptr0 + (x0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/du/cdutbu4shpv4v4xjoxut44kxq727q2tcs4xscytbex5cx5atgbqu.py
# Topologically Sorted Source Nodes: [input_tensor], Original ATen: [aten.split, aten.cat]
# Source node to ATen node mapping:
#   input_tensor => cat, split
# Graph fragment:
#   %buf7 : Tensor  = PlaceHolder[target=buf7]
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%wait_tensor, 8), kwargs = {})
#   %cat : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_2, %getitem_3], 1), kwargs = {})
#   return %cat
triton_poi_fused_cat_split_1 = async_compile.triton('triton_poi_fused_cat_split_1', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_cat_split_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 2097152}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_cat_split_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 262144
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x1 = ((xindex // 256) % 128)
    x0 = (xindex % 256)
    x2 = xindex // 32768
    x3 = xindex
    tmp0 = (x1).to(tl.int32)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = (x1).to(tl.int64)
    tmp4 = (tmp3).to(tl.int64)
    tmp5 = tl.full([1], 64, tl.int64)
    tmp6 = tmp4 < tmp5
    tmp7 = tl.load(in_ptr0 + (x0 + 256*(x1) + 16384*x2), tmp6, other=0.0)
    tmp8 = tmp0 >= tmp5
    tmp9 = tl.full([1], 128, tl.int64)
    tmp10 = tmp0 < tmp9
    tmp11 = tl.load(in_ptr0 + (131072 + x0 + 256*((-64) + x1) + 16384*x2), tmp8, other=0.0)
    tmp12 = tl.where(tmp6, tmp7, tmp11)
    tl.store(out_ptr0 + (x3), tmp12, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/lb/clbog5q5vp7rhmymycudabxpr5pq3woqek4g3vodkstqsqal3af4.py
# Topologically Sorted Source Nodes: [linear, input_tensor_1], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   input_tensor_1 => add_2, erf, mul_2, mul_3, mul_4
#   linear => view_2
# Graph fragment:
#   %addmm : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_2 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [8, 128, 512]), kwargs = {})
#   %mul_2 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, 0.5), kwargs = {})
#   %mul_3 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_2, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_3,), kwargs = {})
#   %add_2 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_4 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_2, %add_2), kwargs = {})
#   return %mul_4
triton_poi_fused_gelu_view_2 = async_compile.triton('triton_poi_fused_gelu_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_gelu_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 6291456}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x0), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/3b/c3b5tsb2bqyd4paaqdgjtfba3otybqu7tajui5uakcqclmuntpxl.py
# Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.div]
# Source node to ATen node mapping:
#   linear_1 => div
# Graph fragment:
#   %primals_13 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_13]
#   %div : Tensor "f32[256][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%primals_13, 2), kwargs = {})
#   return %div
triton_poi_fused_div_3 = async_compile.triton('triton_poi_fused_div_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 256}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_div_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 3072}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 256
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/wa/cwauc5skzgxodbpz72j7vf5sqo5bajuywhkhe2tlf7gzk4j2j2pf.py
# Topologically Sorted Source Nodes: [linear_1, outputs_1], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
# Source node to ATen node mapping:
#   linear_1 => view_6
#   outputs_1 => cat_1, reduce_scatter_tensor, split_1
# Graph fragment:
#   %addmm_1 : Tensor "f32[1024, 256][256, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %view_6 : Tensor "f32[8, 128, 256][32768, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [8, 128, 256]), kwargs = {})
#   %split_1 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%view_6, 64, 1), kwargs = {})
#   %cat_1 : Tensor "f32[16, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%getitem_4, %getitem_5],), kwargs = {})
#   %reduce_scatter_tensor : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.reduce_scatter_tensor.default](args = (%cat_1, sum, 2, 0), kwargs = {})
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
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_cat_reduce_scatter_tensor_split_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 4194304}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
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


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/jp/cjp5cao766fjy2sox7n46dzu254cf7m5c2b67f55rtnjoyodwkjw.py
# Topologically Sorted Source Nodes: [x, hook_result_3, input_tensor_3], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
# Source node to ATen node mapping:
#   hook_result_3 => add_4, add_5, mul_5, mul_6, rsqrt_1, sub_1, var_mean_1
#   input_tensor_3 => all_gather_into_tensor_1
#   x => add_3
# Graph fragment:
#   %primals_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %buf16 : Tensor  = PlaceHolder[target=buf16]
#   %buf18 : Tensor "f32[8, 64, 1][64, 1, 512]cuda:0" = PlaceHolder[target=buf18]
#   %getitem_7 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=getitem_7]
#   %rsqrt_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0" = PlaceHolder[target=rsqrt_1]
#   %primals_15 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_15]
#   %primals_17 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=primals_17]
#   %add_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %wait_tensor_1), kwargs = {})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%add_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %add_4 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_6, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[8, 64, 1][64, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_4,), kwargs = {})
#   %sub_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%add_3, %getitem_7), kwargs = {})
#   %mul_5 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_1, %rsqrt_1), kwargs = {})
#   %mul_6 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_5, %primals_15), kwargs = {})
#   %add_5 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_6, %primals_17), kwargs = {})
#   %all_gather_into_tensor_1 : Tensor "f32[16, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%add_5, 2, 0), kwargs = {})
#   return %getitem_7,%buf18,%rsqrt_1,%buf21
triton_per_fused_add_all_gather_into_tensor_native_layer_norm_5 = async_compile.triton('triton_per_fused_add_all_gather_into_tensor_native_layer_norm_5', '''
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
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_all_gather_into_tensor_native_layer_norm_5', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 3, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 8192, 'r0_': 1574912}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_all_gather_into_tensor_native_layer_norm_5(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp1 = tl.load(in_ptr1 + (r0_1 + 256*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp25 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp27 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.broadcast_to(tmp3, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tmp10 = (tl.full([1, 1], 256, tl.int32)).to(tl.float32)
    tmp11 = (tmp9 / tmp10)
    tmp12 = tmp3 - tmp11
    tmp13 = tmp12 * tmp12
    tmp14 = tl.broadcast_to(tmp13, [XBLOCK, R0_BLOCK])
    tmp16 = tl.where(xmask, tmp14, 0)
    tmp17 = tl.sum(tmp16, 1)[:, None].to(tl.float32)
    tmp18 = tl.full([1, 1], 256.0, tl.float32)
    tmp19 = (tmp17 / tmp18)
    tmp20 = tl.full([1, 1], 1e-05, tl.float32)
    tmp21 = tmp19 + tmp20
    tmp22 = libdevice.rsqrt(tmp21)
    tmp23 = tmp2 - tmp11
    tmp24 = tmp23 * tmp22
    tmp26 = tmp24 * tmp25
    tmp28 = tmp26 + tmp27
    tl.store(in_out_ptr0 + (x0), tmp22, xmask)
    tl.store(out_ptr1 + (r0_1 + 256*x0), tmp28, xmask)
    tl.store(out_ptr0 + (x0), tmp11, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/5l/c5lbzmci6wtyg2wbcfrjkwxylphy5brgnmljuhe3f27rmpcknihb.py
# Topologically Sorted Source Nodes: [linear_2, input_tensor_4], Original ATen: [aten.view, aten.silu]
# Source node to ATen node mapping:
#   input_tensor_4 => add_6, div_1, exp, neg
#   linear_2 => view_10
# Graph fragment:
#   %addmm_2 : Tensor "f32[1024, 512][512, 1]cuda:0" = PlaceHolder[target=addmm_2]
#   %view_10 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_2, [8, 128, 512]), kwargs = {})
#   %neg : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%view_10,), kwargs = {})
#   %exp : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.exp.default](args = (%neg,), kwargs = {})
#   %add_6 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%exp, 1), kwargs = {})
#   %div_1 : Tensor "f32[8, 128, 512][65536, 512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Tensor](args = (%view_10, %add_6), kwargs = {})
#   return %div_1
triton_poi_fused_silu_view_6 = async_compile.triton('triton_poi_fused_silu_view_6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 524288}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_silu_view_6', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 6291456}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_silu_view_6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 524288
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = -tmp0
    tmp2 = libdevice.exp(tmp1)
    tmp3 = tl.full([1], 1.0, tl.float32)
    tmp4 = tmp2 + tmp3
    tmp5 = (tmp0 / tmp4)
    tl.store(out_ptr0 + (x0), tmp5, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbreuqcyo/jr/cjr2oyy6bkusijfqkbcd6dfy52fu65oryb2x2owqqvwjie2wbq7i.py
# Topologically Sorted Source Nodes: [x, add_1], Original ATen: [aten.add]
# Source node to ATen node mapping:
#   add_1 => add_7
#   x => add_3
# Graph fragment:
#   %primals_1 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0" = PlaceHolder[target=primals_1]
#   %buf16 : Tensor  = PlaceHolder[target=buf16]
#   %buf33 : Tensor  = PlaceHolder[target=buf33]
#   %add_3 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_1, %wait_tensor_1), kwargs = {})
#   %add_7 : Tensor "f32[8, 64, 256][16384, 256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %wait_tensor_3), kwargs = {})
#   return %add_7
triton_poi_fused_add_7 = async_compile.triton('triton_poi_fused_add_7', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 131072}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_7', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 1572864}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_7(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 131072
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tmp1 = tl.load(in_ptr1 + (x0), None)
    tmp3 = tl.load(in_ptr2 + (x0), None)
    tmp2 = tmp0 + tmp1
    tmp4 = tmp2 + tmp3
    tl.store(out_ptr0 + (x0), tmp4, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26 = args
        args.clear()
        assert_size_stride_grouped((primals_1, primals_3, primals_5), ((8, 64, 256), (256, ), (256, )), ((16384, 256, 1), (1, ), (1, )), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            primals_1 = copy_if_misaligned(primals_1)
            buf0 = empty_strided_cuda((8, 64, 1), (64, 1, 1), torch.float32)
            buf1 = empty_strided_cuda((8, 64, 1), (64, 1, 512), torch.float32)
            buf3 = reinterpret_tensor(buf1, (8, 64, 1), (64, 1, 1), 0); del buf1  # reuse
            buf4 = empty_strided_cuda((8, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [hook_result, input_tensor], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] triton_per_fused_all_gather_into_tensor_native_layer_norm_0:1
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_all_gather_into_tensor_native_layer_norm_0.run(buf3, primals_1, primals_3, primals_5, buf0, buf4, 512, 256, stream=raw_stream0)
            del primals_3
            del primals_5
            # Topologically Sorted Source Nodes: [hook_result, input_tensor], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:2
            buf5 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf4, 2, '0')
            assert_tensor_metadata(buf5, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf5, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [input_tensor], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:3
            torch.ops._c10d_functional.wait_tensor.default(buf5)
            buf8 = empty_strided_cuda((8, 128, 256), (32768, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_tensor], Original ATen: [aten.split, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_1:4
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_1.run(buf5, buf8, 262144, stream=raw_stream0)
            assert_size_stride_grouped((primals_9, primals_7), ((512, ), (512, 256)), ((1, ), (256, 1)), 'input')
            buf9 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_tensor, linear], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:5
            extern_kernels.addmm(primals_9, reinterpret_tensor(buf8, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 512), (1, 256), 0), alpha=1, beta=1, out=buf9)
            del primals_9
            buf10 = empty_strided_cuda((8, 128, 512), (65536, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, input_tensor_1], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_2:6
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_2.run(buf9, buf10, 524288, stream=raw_stream0)
            assert_size_stride(primals_13, (256, ), (1, ), 'input')
            buf11 = empty_strided_cuda((256, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.div]
            # [Provenance debug handles] triton_poi_fused_div_3:7
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_div_3.run(primals_13, buf11, 256, stream=raw_stream0)
            del primals_13
            assert_size_stride(primals_11, (256, 512), (512, 1), 'input')
            buf12 = reinterpret_tensor(buf5, (1024, 256), (256, 1), 0); del buf5  # reuse
            # Topologically Sorted Source Nodes: [linear, input_tensor_1, linear_1], Original ATen: [aten.view, aten.gelu, aten.t, aten.div, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:8
            extern_kernels.addmm(buf11, reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_11, (512, 256), (1, 512), 0), alpha=1, beta=1, out=buf12)
            buf13 = empty_strided_cuda((16, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_1, outputs_1], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] triton_poi_fused_cat_reduce_scatter_tensor_split_view_4:9
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_view_4.run(buf12, buf13, 262144, stream=raw_stream0)
            del buf12
            # Topologically Sorted Source Nodes: [linear_1, outputs_1], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:10
            buf14 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf13, 'sum', 2, '0')
            assert_tensor_metadata(buf14, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf14, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:11
            torch.ops._c10d_functional.wait_tensor.default(buf14)
            assert_size_stride_grouped((primals_15, primals_17), ((256, ), (256, )), ((1, ), (1, )), 'input')
            buf17 = empty_strided_cuda((8, 64, 1), (64, 1, 1), torch.float32)
            buf18 = empty_strided_cuda((8, 64, 1), (64, 1, 512), torch.float32)
            buf20 = reinterpret_tensor(buf18, (8, 64, 1), (64, 1, 1), 0); del buf18  # reuse
            buf21 = buf4; del buf4  # reuse
            # Topologically Sorted Source Nodes: [x, hook_result_3, input_tensor_3], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] triton_per_fused_add_all_gather_into_tensor_native_layer_norm_5:12
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_all_gather_into_tensor_native_layer_norm_5.run(buf20, primals_1, buf14, primals_15, primals_17, buf17, buf21, 512, 256, stream=raw_stream0)
            del primals_17
            # Topologically Sorted Source Nodes: [x, hook_result_3, input_tensor_3], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:13
            buf22 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf21, 2, '0')
            assert_tensor_metadata(buf22, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf22, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [input_tensor_3], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:14
            torch.ops._c10d_functional.wait_tensor.default(buf22)
            del buf21
            buf25 = reinterpret_tensor(buf13, (8, 128, 256), (32768, 256, 1), 0); del buf13  # reuse
            # Topologically Sorted Source Nodes: [input_tensor_3], Original ATen: [aten.split, aten.cat]
            # [Provenance debug handles] triton_poi_fused_cat_split_1:15
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_cat_split_1.run(buf22, buf25, 262144, stream=raw_stream0)
            assert_size_stride_grouped((primals_21, primals_19), ((512, ), (512, 256)), ((1, ), (256, 1)), 'input')
            buf26 = empty_strided_cuda((1024, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_tensor_3, linear_2], Original ATen: [aten.split, aten.cat, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:16
            extern_kernels.addmm(primals_21, reinterpret_tensor(buf25, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_19, (256, 512), (1, 256), 0), alpha=1, beta=1, out=buf26)
            del primals_21
            buf27 = empty_strided_cuda((8, 128, 512), (65536, 512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_2, input_tensor_4], Original ATen: [aten.view, aten.silu]
            # [Provenance debug handles] triton_poi_fused_silu_view_6:17
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_silu_view_6.run(buf26, buf27, 524288, stream=raw_stream0)
            assert_size_stride(primals_25, (256, ), (1, ), 'input')
            buf28 = buf11; del buf11  # reuse
            # Topologically Sorted Source Nodes: [linear_3], Original ATen: [aten.div]
            # [Provenance debug handles] triton_poi_fused_div_3:18
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_div_3.run(primals_25, buf28, 256, stream=raw_stream0)
            del primals_25
            assert_size_stride(primals_23, (256, 512), (512, 1), 'input')
            buf29 = reinterpret_tensor(buf22, (1024, 256), (256, 1), 0); del buf22  # reuse
            # Topologically Sorted Source Nodes: [linear_2, input_tensor_4, linear_3], Original ATen: [aten.view, aten.silu, aten.t, aten.div, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:19
            extern_kernels.addmm(buf28, reinterpret_tensor(buf27, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_23, (512, 256), (1, 512), 0), alpha=1, beta=1, out=buf29)
            del buf28
            buf30 = empty_strided_cuda((16, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear_3, outputs_3], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] triton_poi_fused_cat_reduce_scatter_tensor_split_view_4:20
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_cat_reduce_scatter_tensor_split_view_4.run(buf29, buf30, 262144, stream=raw_stream0)
            del buf29
            # Topologically Sorted Source Nodes: [linear_3, outputs_3], Original ATen: [aten.view, aten.split, aten.cat, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:21
            buf31 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf30, 'sum', 2, '0')
            assert_tensor_metadata(buf31, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf31, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [outputs_3], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:22
            torch.ops._c10d_functional.wait_tensor.default(buf31)
            del buf30
            buf34 = empty_strided_cuda((8, 64, 256), (16384, 256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [x, add_1], Original ATen: [aten.add]
            # [Provenance debug handles] triton_poi_fused_add_7:23
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_7.run(primals_1, buf14, buf31, buf34, 131072, stream=raw_stream0)
            del buf31
        return (buf34, primals_1, primals_7, primals_11, primals_15, buf0, buf3, reinterpret_tensor(buf8, (1024, 256), (256, 1), 0), buf9, reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), buf14, buf17, buf20, reinterpret_tensor(buf25, (1024, 256), (256, 1), 0), buf26, reinterpret_tensor(buf27, (1024, 512), (512, 1), 0), primals_23, primals_19, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = None
    primals_3 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_4 = None
    primals_5 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = None
    primals_7 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_8 = None
    primals_9 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = None
    primals_11 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = None
    primals_13 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_14 = None
    primals_15 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = None
    primals_17 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_18 = None
    primals_19 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    primals_20 = None
    primals_21 = rand_strided((512, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_22 = None
    primals_23 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    primals_24 = None
    primals_25 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_26 = None
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
