# AOT ID: ['1_forward']
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


# kernel path: /tmp/torchinductor_root/tmp_xt5ieb4/g4/cg4grukx2wqipqkpznqbyzdj63acvx4jatnfgrqpjatzotyjg4tf.py
# Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
# Source node to ATen node mapping:
#   layer_norm => add, add_1, mul_4, mul_5, rsqrt, sub, var_mean
# Graph fragment:
#   %primals_3 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %buf1 : Tensor "f32[s77, s27, 1][s27, 1, s27*s77]cuda:0" = PlaceHolder[target=buf1]
#   %getitem_1 : Tensor "f32[s77, s27, 1][s27, 1, 1]cuda:0" = PlaceHolder[target=getitem_1]
#   %rsqrt : Tensor "f32[s77, s27, 1][s27, 1, 1]cuda:0" = PlaceHolder[target=rsqrt]
#   %primals_4 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_4]
#   %primals_5 : Tensor "f32[32][1]cuda:0" = PlaceHolder[target=primals_5]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%primals_3, [2]), kwargs = {correction: 0, keepdim: True})
#   %add : Tensor "f32[s77, s27, 1][s27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[s77, s27, 1][s27, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %sub : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%primals_3, %getitem_1), kwargs = {})
#   %mul_4 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_5 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_4, %primals_4), kwargs = {})
#   %add_1 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_5, %primals_5), kwargs = {})
#   return %getitem_1,%buf1,%rsqrt,%add_1
triton_per_fused_native_layer_norm_0 = async_compile.triton('triton_per_fused_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_native_layer_norm_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 3, 'num_store': 3, 'num_reduction': 4, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_native_layer_norm_0(in_out_ptr0, in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp23 = tl.load(in_ptr1 + (r0_1), None, eviction_policy='evict_last')
    tmp25 = tl.load(in_ptr2 + (r0_1), None, eviction_policy='evict_last')
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.broadcast_to(tmp1, [XBLOCK, R0_BLOCK])
    tmp6 = tl.where(xmask, tmp4, 0)
    tmp7 = tl.sum(tmp6, 1)[:, None].to(tl.float32)
    tmp8 = (tl.full([1, 1], 32, tl.int32)).to(tl.float32)
    tmp9 = (tmp7 / tmp8)
    tmp10 = tmp1 - tmp9
    tmp11 = tmp10 * tmp10
    tmp12 = tl.broadcast_to(tmp11, [XBLOCK, R0_BLOCK])
    tmp14 = tl.where(xmask, tmp12, 0)
    tmp15 = tl.sum(tmp14, 1)[:, None].to(tl.float32)
    tmp16 = tl.full([1, 1], 32.0, tl.float32)
    tmp17 = (tmp15 / tmp16)
    tmp18 = tl.full([1, 1], 1e-05, tl.float32)
    tmp19 = tmp17 + tmp18
    tmp20 = libdevice.rsqrt(tmp19)
    tmp21 = tmp0 - tmp9
    tmp22 = tmp21 * tmp20
    tmp24 = tmp22 * tmp23
    tmp26 = tmp24 + tmp25
    tl.store(in_out_ptr0 + (x0), tmp20, xmask)
    tl.store(out_ptr1 + (r0_1 + 32*x0), tmp26, xmask)
    tl.store(out_ptr0 + (x0), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp_xt5ieb4/7o/c7oty5i73cd76f6ebi2sc6ypm5pez5jokvsvrsvjx6wpssl4xsiu.py
# Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
# Source node to ATen node mapping:
#   gelu => add_24, erf, mul_27, mul_28, mul_29
#   linear => view_1
# Graph fragment:
#   %addmm : Tensor "f32[s27*s77, 64][64, 1]cuda:0" = PlaceHolder[target=addmm]
#   %view_1 : Tensor "f32[s77, s27, 64][64*s27, 64, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm, [%primals_1, %primals_2, 64]), kwargs = {})
#   %mul_27 : Tensor "f32[s77, s27, 64][64*s27, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, 0.5), kwargs = {})
#   %mul_28 : Tensor "f32[s77, s27, 64][64*s27, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%view_1, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[s77, s27, 64][64*s27, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_28,), kwargs = {})
#   %add_24 : Tensor "f32[s77, s27, 64][64*s27, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_29 : Tensor "f32[s77, s27, 64][64*s27, 64, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_27, %add_24), kwargs = {})
#   return %mul_29
triton_poi_fused_gelu_view_1 = async_compile.triton('triton_poi_fused_gelu_view_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_gelu_view_1', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_view_1(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(out_ptr0 + (x0), tmp8, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp_xt5ieb4/x2/cx2hlxx46tpjg7sfmsqbnnypdgoll5b3xhd5yhnkvwstqcpvqdnz.py
# Topologically Sorted Source Nodes: [y, view, transpose, y_1], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm]
# Source node to ATen node mapping:
#   transpose => permute_2
#   view => view_4
#   y => view_3
#   y_1 => clone, var_mean_1
# Graph fragment:
#   %addmm_1 : Tensor "f32[s27*s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %view_3 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [%primals_1, %primals_2, 32]), kwargs = {})
#   %view_4 : Tensor "f32[s77, s27, 4, 8][32*s27, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_3, [%primals_1, %primals_2, 4, 8]), kwargs = {})
#   %permute_2 : Tensor "f32[s77, 4, s27, 8][32*s27, 8, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "f32[s77, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_2,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   return %buf8
triton_per_fused_native_layer_norm_transpose_view_2 = async_compile.triton('triton_per_fused_native_layer_norm_transpose_view_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 8},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_native_layer_norm_transpose_view_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_native_layer_norm_transpose_view_2(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    tmp0 = tl.load(in_ptr0 + (r0_1 + 8*x0), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(r0_mask & xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp_xt5ieb4/3v/c3vbkapvwnvzzkk25yfsvglvhhj2apx6vgfyc57lkonhojt3omzd.py
# Topologically Sorted Source Nodes: [y, view, transpose, y_1], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm]
# Source node to ATen node mapping:
#   transpose => permute_2
#   view => view_4
#   y => view_3
#   y_1 => clone, var_mean_1
# Graph fragment:
#   %buf8 : Tensor "f32[s77, 4, s27, 1][4*s27, 1, 4, 4*s27*s77]cuda:0" = PlaceHolder[target=buf8]
#   %addmm_1 : Tensor "f32[s27*s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_3 : Tensor "f32[s77, 4, s27, 1][4*s27, s27, 1, 4*s27*s77]cuda:0" = PlaceHolder[target=getitem_3]
#   %view_3 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [%primals_1, %primals_2, 32]), kwargs = {})
#   %view_4 : Tensor "f32[s77, s27, 4, 8][32*s27, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_3, [%primals_1, %primals_2, 4, 8]), kwargs = {})
#   %permute_2 : Tensor "f32[s77, 4, s27, 8][32*s27, 8, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "f32[s77, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_2,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   return %getitem_3,%buf10
triton_per_fused_native_layer_norm_transpose_view_3 = async_compile.triton('triton_per_fused_native_layer_norm_transpose_view_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 128, 'r0_': 8},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_native_layer_norm_transpose_view_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_native_layer_norm_transpose_view_3(in_ptr0, in_ptr1, out_ptr0, out_ptr1, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr):
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
    x0 = (xindex % ks0)
    x1 = ((xindex // ks0) % 4)
    x2 = xindex // ks1
    x4 = xindex
    r0_3 = r0_index
    tmp0 = tl.load(in_ptr0 + (x1 + 4*x0 + 4*ks0*x2), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr1 + (r0_3 + 8*x1 + 32*x0 + 32*ks0*x2), r0_mask & xmask, eviction_policy='evict_first', other=0.0)
    tmp1 = tl.full([1, 1], 8.0, tl.float32)
    tmp2 = (tmp0 / tmp1)
    tmp4 = tmp3 - tmp2
    tmp5 = tmp4 * tmp4
    tmp6 = tl.broadcast_to(tmp5, [XBLOCK, R0_BLOCK])
    tmp8 = tl.where(r0_mask & xmask, tmp6, 0)
    tmp9 = tl.sum(tmp8, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x4), tmp2, xmask)
    tl.store(out_ptr1 + (x4), tmp9, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp_xt5ieb4/uh/cuhhjk2kcvtua2k7wpf6emfwoz2muqinevxsbgbrpct4hg5qmz5i.py
# Topologically Sorted Source Nodes: [y, view, transpose, y_1, transpose_1, reshape, add], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm, aten.clone, aten._unsafe_view, aten.add]
# Source node to ATen node mapping:
#   add => add_80
#   reshape => clone_1, view_5
#   transpose => permute_2
#   transpose_1 => permute_3
#   view => view_4
#   y => view_3
#   y_1 => add_49, add_50, clone, mul_53, mul_54, rsqrt_1, sub_21, var_mean_1
# Graph fragment:
#   %addmm_1 : Tensor "f32[s27*s77, 32][32, 1]cuda:0" = PlaceHolder[target=addmm_1]
#   %getitem_3 : Tensor "f32[s77, 4, s27, 1][4*s27, s27, 1, 4*s27*s77]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf10 : Tensor "f32[s77, 4, s27, 1][4*s27, s27, 1, 4*s27*s77]cuda:0" = PlaceHolder[target=buf10]
#   %primals_10 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_10]
#   %primals_11 : Tensor "f32[8][1]cuda:0" = PlaceHolder[target=primals_11]
#   %primals_3 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0" = PlaceHolder[target=primals_3]
#   %view_3 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%addmm_1, [%primals_1, %primals_2, 32]), kwargs = {})
#   %view_4 : Tensor "f32[s77, s27, 4, 8][32*s27, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%view_3, [%primals_1, %primals_2, 4, 8]), kwargs = {})
#   %permute_2 : Tensor "f32[s77, 4, s27, 8][32*s27, 8, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%view_4, [0, 2, 1, 3]), kwargs = {})
#   %clone : Tensor "f32[s77, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.clone.default](args = (%permute_2,), kwargs = {memory_format: torch.contiguous_format})
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%clone, [3]), kwargs = {correction: 0, keepdim: True})
#   %add_49 : Tensor "f32[s77, 4, s27, 1][4*s27, s27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[s77, 4, s27, 1][4*s27, s27, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_49,), kwargs = {})
#   %sub_21 : Tensor "f32[s77, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%clone, %getitem_3), kwargs = {})
#   %mul_53 : Tensor "f32[s77, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_21, %rsqrt_1), kwargs = {})
#   %mul_54 : Tensor "f32[s77, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_53, %primals_10), kwargs = {})
#   %add_50 : Tensor "f32[s77, 4, s27, 8][32*s27, 8*s27, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_54, %primals_11), kwargs = {})
#   %permute_3 : Tensor "f32[s77, s27, 4, 8][32*s27, 8, 8*s27, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.permute.default](args = (%add_50, [0, 2, 1, 3]), kwargs = {})
#   %clone_1 : Tensor "f32[s77, s27, 4, 8][32*s27, 32, 8, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.clone.default](args = (%permute_3,), kwargs = {memory_format: torch.contiguous_format})
#   %view_5 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.reshape.default](args = (%clone_1, [%primals_1, %primals_2, 32]), kwargs = {})
#   %add_80 : Tensor "f32[s77, s27, 32][32*s27, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%view_5, %primals_3), kwargs = {})
#   return %add_80
triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4 = async_compile.triton('triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'y': 32, 'x': 32}, tile_hint=TileHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ynumel': 'i32', 'xnumel': 'i32', 'YBLOCK': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid2DWithYZOverflow', 'kernel_name': 'triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 6, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, out_ptr0, ks0, ynumel, xnumel, YBLOCK : tl.constexpr, XBLOCK : tl.constexpr):
    xnumel = 32
    yoffset = (tl.program_id(1) + tl.program_id(2) * tl.num_programs(1)) * YBLOCK
    yindex = yoffset + tl.arange(0, YBLOCK)[:, None]
    ymask = yindex < ynumel
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[None, :]
    xmask = xindex < xnumel
    x2 = xindex
    y3 = yindex
    y0 = (yindex % ks0)
    y1 = yindex // ks0
    tmp0 = tl.load(in_ptr0 + (x2 + 32*y3), xmask & ymask)
    tmp1 = tl.load(in_ptr1 + (y0 + ks0*(x2 // 8) + 4*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (y0 + ks0*(x2 // 8) + 4*ks0*y1), xmask & ymask, eviction_policy='evict_last')
    tmp10 = tl.load(in_ptr3 + ((x2 % 8)), xmask, eviction_policy='evict_last')
    tmp12 = tl.load(in_ptr4 + ((x2 % 8)), xmask, eviction_policy='evict_last')
    tmp14 = tl.load(in_ptr5 + (x2 + 32*y3), xmask & ymask)
    tmp2 = tmp0 - tmp1
    tmp4 = tl.full([1, 1], 8.0, tl.float32)
    tmp5 = (tmp3 / tmp4)
    tmp6 = tl.full([1, 1], 1e-05, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = libdevice.rsqrt(tmp7)
    tmp9 = tmp2 * tmp8
    tmp11 = tmp9 * tmp10
    tmp13 = tmp11 + tmp12
    tmp15 = tmp13 + tmp14
    tl.store(out_ptr0 + (x2 + 32*y3), tmp15, xmask & ymask)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11 = args
        args.clear()
        s77 = primals_1
        s27 = primals_2
        assert_size_stride_grouped((primals_3, primals_4, primals_5), ((s77, s27, 32), (32, ), (32, )), ((32*s27, 32, 1), (1, ), (1, )), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            primals_3 = copy_if_misaligned(primals_3)
            buf0 = empty_strided_cuda((s77, s27, 1), (s27, 1, 1), torch.float32)
            buf1 = empty_strided_cuda((s77, s27, 1), (s27, 1, s27*s77), torch.float32)
            buf3 = reinterpret_tensor(buf1, (s77, s27, 1), (s27, 1, 1), 0); del buf1  # reuse
            buf4 = empty_strided_cuda((s77, s27, 32), (32*s27, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm], Original ATen: [aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_0:1
            triton_per_fused_native_layer_norm_0_xnumel = s27*s77
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_0.run(buf3, primals_3, primals_4, primals_5, buf0, buf4, triton_per_fused_native_layer_norm_0_xnumel, 32, stream=raw_stream0)
            del primals_4
            del primals_5
            assert_size_stride_grouped((primals_7, primals_6), ((64, ), (64, 32)), ((1, ), (32, 1)), 'input')
            buf5 = empty_strided_cuda((s27*s77, 64), (64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm, linear], Original ATen: [aten.native_layer_norm, aten.view, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:2
            extern_kernels.addmm(primals_7, reinterpret_tensor(buf4, (s27*s77, 32), (32, 1), 0), reinterpret_tensor(primals_6, (32, 64), (1, 32), 0), alpha=1, beta=1, out=buf5)
            del primals_7
            buf6 = empty_strided_cuda((s77, s27, 64), (64*s27, 64, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, gelu], Original ATen: [aten.view, aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_view_1:3
            triton_poi_fused_gelu_view_1_xnumel = 64*s27*s77
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_view_1.run(buf5, buf6, triton_poi_fused_gelu_view_1_xnumel, stream=raw_stream0)
            assert_size_stride_grouped((primals_9, primals_8), ((32, ), (32, 64)), ((1, ), (64, 1)), 'input')
            buf7 = empty_strided_cuda((s27*s77, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [linear, gelu, y], Original ATen: [aten.view, aten.gelu, aten.t, aten.addmm]
            # [Provenance debug handles] extern_kernels.addmm:4
            extern_kernels.addmm(primals_9, reinterpret_tensor(buf6, (s27*s77, 64), (64, 1), 0), reinterpret_tensor(primals_8, (64, 32), (1, 64), 0), alpha=1, beta=1, out=buf7)
            del primals_9
            buf8 = empty_strided_cuda((s77, 4, s27, 1), (4*s27, 1, 4, 4*s27*s77), torch.float32)
            # Topologically Sorted Source Nodes: [y, view, transpose, y_1], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_transpose_view_2:5
            triton_per_fused_native_layer_norm_transpose_view_2_xnumel = 4*s27*s77
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_transpose_view_2.run(buf7, buf8, triton_per_fused_native_layer_norm_transpose_view_2_xnumel, 8, stream=raw_stream0)
            ps0 = 4*s27
            buf9 = empty_strided_cuda((s77, 4, s27, 1), (4*s27, s27, 1, 4*s27*s77), torch.float32)
            buf10 = empty_strided_cuda((s77, 4, s27, 1), (4*s27, s27, 1, 4*s27*s77), torch.float32)
            # Topologically Sorted Source Nodes: [y, view, transpose, y_1], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm]
            # [Provenance debug handles] triton_per_fused_native_layer_norm_transpose_view_3:6
            triton_per_fused_native_layer_norm_transpose_view_3_xnumel = 4*s27*s77
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_native_layer_norm_transpose_view_3.run(buf8, buf7, buf9, buf10, s27, ps0, triton_per_fused_native_layer_norm_transpose_view_3_xnumel, 8, stream=raw_stream0)
            del buf8
            assert_size_stride_grouped((primals_10, primals_11), ((8, ), (8, )), ((1, ), (1, )), 'input')
            buf11 = empty_strided_cuda((s77, s27, 32), (32*s27, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [y, view, transpose, y_1, transpose_1, reshape, add], Original ATen: [aten.view, aten.transpose, aten.native_layer_norm, aten.clone, aten._unsafe_view, aten.add]
            # [Provenance debug handles] triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4:7
            triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4_ynumel = s27*s77
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4.run(buf7, buf9, buf10, primals_10, primals_11, primals_3, buf11, s27, triton_poi_fused__unsafe_view_add_clone_native_layer_norm_transpose_view_4_ynumel, 32, stream=raw_stream0)
            del buf10
            del buf9
            del primals_11
        return (buf11, primals_3, primals_6, primals_8, primals_10, buf0, buf3, reinterpret_tensor(buf4, (s27*s77, 32), (32, 1), 0), buf5, reinterpret_tensor(buf6, (s27*s77, 64), (64, 1), 0), buf7, s77, s27, s27*s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = 2
    primals_2 = 12
    primals_3 = rand_strided((2, 12, 32), (384, 32, 1), device='cuda:0', dtype=torch.float32)
    primals_4 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_5 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((64, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((32, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((32, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
