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


# kernel path: /tmp/torchinductor_root/tmptcf8oyde/mh/cmhn55xjpgwerdfv6wwcyi46w3sjiylalkwvqaun2eblcreblhfe.py
# Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
# Source node to ATen node mapping:
#   input_1 => convolution
# Graph fragment:
#   %buf0 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=buf0]
#   %primals_2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_2]
#   %convolution : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=4] = call_function[target=torch.ops.aten.convolution.default](args = (%primals_5, %primals_1, %primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1), kwargs = {})
#   return %convolution
triton_poi_fused_convolution_0 = async_compile.triton('triton_poi_fused_convolution_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'in_ptr0': '*fp32', 'ks0': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_convolution_0', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 98368}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_convolution_0(in_out_ptr0, in_ptr0, ks0, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_out_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr0 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tl.store(in_out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmptcf8oyde/um/cumjpjfzrdjba6enk6wns2zwv3rvxdixdhauch2dfby2eibse2ki.py
# Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
# Source node to ATen node mapping:
#   input_2 => add_6, add_7, add_8, mul_17, mul_18, mul_19, mul_20, mul_21, rsqrt, squeeze, squeeze_2, var_mean
# Graph fragment:
#   %convolution : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution]
#   %buf3 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf3]
#   %copy__2 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__2]
#   %add_8 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_8]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_1]
#   %copy__1 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=copy__1]
#   %add_7 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=add_7]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %squeeze : Tensor "f32[16][1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem_1, [0, 2, 3]), kwargs = {})
#   %mul_17 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze, 0.1), kwargs = {})
#   %mul_18 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_7, 0.9), kwargs = {})
#   %add_7 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_17, %mul_18), kwargs = {})
#   %squeeze_2 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.squeeze.dims](args = (%getitem, [0, 2, 3]), kwargs = {})
#   %mul_19 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%squeeze_2, %truediv_1), kwargs = {})
#   %mul_20 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_19, 0.1), kwargs = {})
#   %mul_21 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%primals_8, 0.9), kwargs = {})
#   %add_8 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_20, %mul_21), kwargs = {})
#   %copy__1 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_7, %add_7), kwargs = {})
#   %copy__2 : Tensor "f32[16][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_8, %add_8), kwargs = {})
#   return %getitem_1,%buf3,%rsqrt,%add_8,%buf22,%add_7,%buf19
triton_red_fused__native_batch_norm_legit_functional_copy__1 = async_compile.triton('triton_red_fused__native_batch_norm_legit_functional_copy__1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.reduction(
    size_hints={'x': 16, 'r0_': 512},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr', 'R0_BLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_red_fused__native_batch_norm_legit_functional_copy__1', 'mutated_arg_names': ['in_ptr1', 'in_ptr2', 'out_ptr4', 'out_ptr6'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 3, 'num_store': 5, 'num_reduction': 2, 'autotune_hints': set(), 'tiling_scores': {'x': 768, 'r0_': 32768}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_red_fused__native_batch_norm_legit_functional_copy__1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, out_ptr1, out_ptr2, out_ptr4, out_ptr6, ks0, ks1, xnumel, r0_numel, XBLOCK : tl.constexpr, R0_BLOCK : tl.constexpr):
    xnumel = 16
    rnumel = r0_numel
    RBLOCK: tl.constexpr = R0_BLOCK
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:, None]
    xmask = xindex < xnumel
    r0_base = tl.arange(0, R0_BLOCK)[None, :]
    rbase = r0_base
    x0 = xindex
    tmp2_mean = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_m2 = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    tmp2_weight = tl.zeros([XBLOCK, R0_BLOCK], tl.float32)
    for r0_offset in tl.range(0, r0_numel, R0_BLOCK):
        r0_index = r0_offset + r0_base
        r0_mask = r0_index < r0_numel
        roffset = r0_offset
        rindex = r0_index
        r0_1 = (r0_index % ks0)
        r0_2 = r0_index // ks0
        tmp0 = tl.load(in_ptr0 + (r0_1 + ks0*x0 + 16*ks0*r0_2), r0_mask & xmask, eviction_policy='evict_last', other=0.0)
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
        tmp2_mean_next, tmp2_m2_next, tmp2_weight_next = triton_helpers.welford_reduce(
            tmp1, tmp2_mean, tmp2_m2, tmp2_weight, roffset == 0
        )
        tmp2_mean = tl.where(r0_mask & xmask, tmp2_mean_next, tmp2_mean)
        tmp2_m2 = tl.where(r0_mask & xmask, tmp2_m2_next, tmp2_m2)
        tmp2_weight = tl.where(r0_mask & xmask, tmp2_weight_next, tmp2_weight)
    tmp3, tmp4, tmp5 = triton_helpers.welford(tmp2_mean, tmp2_m2, tmp2_weight, 1)
    tmp2 = tmp3[:, None]
    tmp6 = tmp4[:, None]
    tmp7 = tmp5[:, None]
    tl.store(out_ptr0 + (x0), tmp2, xmask)
    tl.store(out_ptr1 + (x0), tmp6, xmask)
    tmp19 = tl.load(in_ptr1 + (x0), xmask)
    tmp24 = tl.load(in_ptr2 + (x0), xmask)
    tmp8 = (ks0*ks1).to(tl.float32)
    tmp9 = (tmp8).to(tl.float32)
    tmp10 = (tmp6 / tmp9)
    tmp11 = tl.full([1, 1], 1e-05, tl.float32)
    tmp12 = tmp10 + tmp11
    tmp13 = libdevice.rsqrt(tmp12)
    tmp14 = ((((16*ks0*ks1) / 16) / ((tl.full([], -1.00000000000000, tl.float64)) + ((16*ks0*ks1) / 16)))).to(tl.float32)
    tmp15 = (tmp14).to(tl.float32)
    tmp16 = tmp10 * tmp15
    tmp17 = tl.full([1, 1], 0.1, tl.float32)
    tmp18 = tmp16 * tmp17
    tmp20 = tl.full([1, 1], 0.9, tl.float32)
    tmp21 = tmp19 * tmp20
    tmp22 = tmp18 + tmp21
    tmp23 = tmp2 * tmp17
    tmp25 = tmp24 * tmp20
    tmp26 = tmp23 + tmp25
    tl.store(out_ptr2 + (x0), tmp13, xmask)
    tl.store(out_ptr4 + (x0), tmp22, xmask)
    tl.store(out_ptr6 + (x0), tmp26, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmptcf8oyde/al/calag7lbzd7v565usna2mrddbg5pbqjxtwjwsnbbnulgoy4det3w.py
# Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
# Source node to ATen node mapping:
#   input_2 => add_6, add_9, mul_16, mul_22, rsqrt, sub_3, unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, var_mean
#   input_3 => relu
# Graph fragment:
#   %convolution : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution]
#   %getitem_1 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf3 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf3]
#   %primals_9 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_9]
#   %primals_10 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_10]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_6 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_6,), kwargs = {})
#   %sub_3 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution, %getitem_1), kwargs = {})
#   %mul_16 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_3, %rsqrt), kwargs = {})
#   %unsqueeze : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_9, -1), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, -1), kwargs = {})
#   %mul_22 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_16, %unsqueeze_1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_10, -1), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, -1), kwargs = {})
#   %add_9 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_22, %unsqueeze_3), kwargs = {})
#   %relu : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_9,), kwargs = {})
#   return %relu
triton_poi_fused__native_batch_norm_legit_functional_relu_2 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_2', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 98560}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = (ks0*ks1).to(tl.float32)
    tmp5 = (tmp4).to(tl.float32)
    tmp6 = (tmp3 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp2 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tl.full([1], 0, tl.int32)
    tmp16 = tl.maximum(tmp15, tmp14, tl.PropagateNan.ALL)
    tl.store(out_ptr0 + (x3), tmp16, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmptcf8oyde/hd/chdjowuayy7ve7c5k65uc5p7abdvld3wuf76psrx4464ngnxsfkl.py
# Topologically Sorted Source Nodes: [input_5, input_6, le_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward]
# Source node to ATen node mapping:
#   input_5 => add_31, add_34, mul_51, mul_57, rsqrt_1, sub_17, unsqueeze_4, unsqueeze_5, unsqueeze_6, unsqueeze_7, var_mean_1
#   input_6 => relu_1
#   le_2 => le_2
# Graph fragment:
#   %convolution_1 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=convolution_1]
#   %getitem_3 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=getitem_3]
#   %buf10 : Tensor "f32[1, 16, 1, 1][16, 1, 16, 16]cuda:0" = PlaceHolder[target=buf10]
#   %primals_16 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_16]
#   %primals_17 : Tensor "f32[16][1]cuda:0" = PlaceHolder[target=primals_17]
#   %relu_1 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0" = PlaceHolder[target=relu_1]
#   %var_mean_1 : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%convolution_1, [0, 2, 3]), kwargs = {correction: 0, keepdim: True})
#   %add_31 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem_2, 1e-05), kwargs = {})
#   %rsqrt_1 : Tensor "f32[1, 16, 1, 1][16, 1, 1, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add_31,), kwargs = {})
#   %sub_17 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%convolution_1, %getitem_3), kwargs = {})
#   %mul_51 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub_17, %rsqrt_1), kwargs = {})
#   %unsqueeze_4 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_16, -1), kwargs = {})
#   %unsqueeze_5 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_4, -1), kwargs = {})
#   %mul_57 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_51, %unsqueeze_5), kwargs = {})
#   %unsqueeze_6 : Tensor "f32[16, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%primals_17, -1), kwargs = {})
#   %unsqueeze_7 : Tensor "f32[16, 1, 1][1, 1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_6, -1), kwargs = {})
#   %add_34 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_57, %unsqueeze_7), kwargs = {})
#   %relu_1 : Tensor "f32[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.relu.default](args = (%add_34,), kwargs = {})
#   %le_2 : Tensor "b8[s33, 16, s69, s69][16*s69**2, s69**2, s69, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.le.Scalar](args = (%relu_1, 0), kwargs = {})
#   return %relu_1,%le_2
triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3 = async_compile.triton('triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*i1', 'ks0': 'i64', 'ks1': 'i64', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3', 'mutated_arg_names': [], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 2, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 49408}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, out_ptr0, out_ptr1, ks0, ks1, xnumel, XBLOCK : tl.constexpr):
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x3 = xindex
    x1 = ((xindex // ks0) % 16)
    tmp0 = tl.load(in_ptr0 + (x3), xmask, eviction_policy='evict_last')
    tmp1 = tl.load(in_ptr1 + (x1), xmask, eviction_policy='evict_last')
    tmp3 = tl.load(in_ptr2 + (x1), xmask, eviction_policy='evict_last')
    tmp11 = tl.load(in_ptr3 + (x1), xmask, eviction_policy='evict_last')
    tmp13 = tl.load(in_ptr4 + (x1), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 - tmp1
    tmp4 = (ks0*ks1).to(tl.float32)
    tmp5 = (tmp4).to(tl.float32)
    tmp6 = (tmp3 / tmp5)
    tmp7 = tl.full([1], 1e-05, tl.float32)
    tmp8 = tmp6 + tmp7
    tmp9 = libdevice.rsqrt(tmp8)
    tmp10 = tmp2 * tmp9
    tmp12 = tmp10 * tmp11
    tmp14 = tmp12 + tmp13
    tmp15 = tl.full([1], 0, tl.int32)
    tmp16 = tl.maximum(tmp15, tmp14, tl.PropagateNan.ALL)
    tmp17 = tl.full([1], 0.0, tl.float32)
    tmp18 = tmp16 <= tmp17
    tl.store(out_ptr0 + (x3), tmp16, xmask)
    tl.store(out_ptr1 + (x3), tmp18, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmptcf8oyde/rn/crn4s66sku25ik37tsjstwv5tzinl2ijmj32fft74sofrxglmwk2.py
# Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
# Source node to ATen node mapping:
#   add_ => add_5
# Graph fragment:
#   %copy_ : Tensor "i64[][]cuda:0" = PlaceHolder[target=copy_]
#   %add_5 : Tensor "i64[][]cuda:0" = PlaceHolder[target=add_5]
#   %add_5 : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%primals_6, 1), kwargs = {})
#   %copy_ : Tensor "i64[][]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%primals_6, %add_5), kwargs = {})
#   return %add_5,%buf16
triton_poi_fused_add_copy__4 = async_compile.triton('triton_poi_fused_add_copy__4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'out_ptr1': '*i64', 'xnumel': 'constexpr', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {'xnumel': 1}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_copy__4', 'mutated_arg_names': ['in_ptr0', 'out_ptr1'], 'optimize_mem': False, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__4(in_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    tmp0 = tl.load(in_ptr0 + (0))
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
    tmp2 = tl.full([1], 1, tl.int64)
    tmp3 = tmp1 + tmp2
    tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to(XBLOCK)), tmp3, None)
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17 = args
        args.clear()
        s33 = primals_3
        s69 = primals_4
        assert_size_stride_grouped((primals_5, primals_1), ((s33, 3, s69, s69), (16, 3, 3, 3)), ((3*s69*s69, s69*s69, s69, 1), (27, 9, 3, 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            primals_5 = copy_if_misaligned(primals_5)
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:1
            buf0 = extern_kernels.convolution(primals_5, primals_1, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_tensor_metadata(buf0, (s33, 16, s69, s69), (16*s69*s69, s69*s69, s69, 1), torch.float32, 'torch.ops.aten.convolution.default')
            assert_size_stride(primals_2, (16, ), (1, ), 'input')
            ps0 = s69*s69
            buf1 = buf0; del buf0  # reuse
            # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_0:2
            triton_poi_fused_convolution_0_xnumel = 16*s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(buf1, primals_2, ps0, triton_poi_fused_convolution_0_xnumel, stream=raw_stream0)
            del primals_2
            assert_size_stride_grouped((primals_8, primals_7), ((16, ), (16, )), ((1, ), (1, )), 'input')
            buf2 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            buf3 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            buf5 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            # Topologically Sorted Source Nodes: [input_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_copy__1:3
            triton_red_fused__native_batch_norm_legit_functional_copy__1_r0_numel = s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__1.run(buf1, primals_8, primals_7, buf2, buf3, buf5, primals_8, primals_7, ps0, s33, 16, triton_red_fused__native_batch_norm_legit_functional_copy__1_r0_numel, stream=raw_stream0)
            del primals_7
            del primals_8
            assert_size_stride_grouped((primals_9, primals_10), ((16, ), (16, )), ((1, ), (1, )), 'input')
            buf6 = empty_strided_cuda((s33, 16, s69, s69), (16*s69*s69, s69*s69, s69, 1), torch.float32)
            # Topologically Sorted Source Nodes: [input_2, input_3], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_2:4
            triton_poi_fused__native_batch_norm_legit_functional_relu_2_xnumel = 16*s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_2.run(buf1, buf2, buf3, primals_9, primals_10, buf6, ps0, s33, triton_poi_fused__native_batch_norm_legit_functional_relu_2_xnumel, stream=raw_stream0)
            del primals_10
            assert_size_stride(primals_11, (16, 16, 3, 3), (144, 9, 3, 1), 'input')
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
            # [Provenance debug handles] extern_kernels.convolution:5
            buf7 = extern_kernels.convolution(buf6, primals_11, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
            assert_tensor_metadata(buf7, (s33, 16, s69, s69), (16*s69*s69, s69*s69, s69, 1), torch.float32, 'torch.ops.aten.convolution.default')
            assert_size_stride(primals_12, (16, ), (1, ), 'input')
            buf8 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [input_4], Original ATen: [aten.convolution]
            # [Provenance debug handles] triton_poi_fused_convolution_0:6
            triton_poi_fused_convolution_0_xnumel = 16*s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_convolution_0.run(buf8, primals_12, ps0, triton_poi_fused_convolution_0_xnumel, stream=raw_stream0)
            del primals_12
            assert_size_stride_grouped((primals_15, primals_14), ((16, ), (16, )), ((1, ), (1, )), 'input')
            buf9 = buf3; del buf3  # reuse
            buf10 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            buf12 = empty_strided_cuda((1, 16, 1, 1), (16, 1, 16, 16), torch.float32)
            # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten._native_batch_norm_legit_functional, aten.copy_]
            # [Provenance debug handles] triton_red_fused__native_batch_norm_legit_functional_copy__1:7
            triton_red_fused__native_batch_norm_legit_functional_copy__1_r0_numel = s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_red_fused__native_batch_norm_legit_functional_copy__1.run(buf8, primals_15, primals_14, buf9, buf10, buf12, primals_15, primals_14, ps0, s33, 16, triton_red_fused__native_batch_norm_legit_functional_copy__1_r0_numel, stream=raw_stream0)
            del primals_14
            del primals_15
            assert_size_stride_grouped((primals_16, primals_17), ((16, ), (16, )), ((1, ), (1, )), 'input')
            buf13 = empty_strided_cuda((s33, 16, s69, s69), (16*s69*s69, s69*s69, s69, 1), torch.float32)
            buf14 = empty_strided_cuda((s33, 16, s69, s69), (16*s69*s69, s69*s69, s69, 1), torch.bool)
            # Topologically Sorted Source Nodes: [input_5, input_6, le_2], Original ATen: [aten._native_batch_norm_legit_functional, aten.relu, aten.threshold_backward]
            # [Provenance debug handles] triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3:8
            triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3_xnumel = 16*s33*s69*s69
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3.run(buf8, buf9, buf10, primals_16, primals_17, buf13, buf14, ps0, s33, triton_poi_fused__native_batch_norm_legit_functional_relu_threshold_backward_3_xnumel, stream=raw_stream0)
            del buf10
            del primals_17
            assert_size_stride(primals_6, (), (), 'input')
            # Topologically Sorted Source Nodes: [add_], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__4:9
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__4.run(primals_6, primals_6, 1, stream=raw_stream0)
            del primals_6
            assert_size_stride(primals_13, (), (), 'input')
            # Topologically Sorted Source Nodes: [add__1], Original ATen: [aten.add, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__4:10
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__4.run(primals_13, primals_13, 1, stream=raw_stream0)
            del primals_13
        return (buf13, primals_1, primals_5, primals_9, primals_11, primals_16, buf1, reinterpret_tensor(buf5, (16, ), (1, ), 0), buf6, buf8, reinterpret_tensor(buf12, (16, ), (1, ), 0), buf14, reinterpret_tensor(buf9, (1, 16, 1, 1), (16, 1, 1, 1), 0), reinterpret_tensor(buf2, (1, 16, 1, 1), (16, 1, 1, 1), 0), s33, s69, 16*s33*s69*s69, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_3 = 2
    primals_4 = 16
    primals_5 = rand_strided((2, 3, 16, 16), (768, 256, 16, 1), device='cuda:0', dtype=torch.float32)
    primals_6 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_7 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_9 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_10 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_11 = rand_strided((16, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    primals_12 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_13 = rand_strided((), (), device='cuda:0', dtype=torch.int64)
    primals_14 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_15 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_16 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    primals_17 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
