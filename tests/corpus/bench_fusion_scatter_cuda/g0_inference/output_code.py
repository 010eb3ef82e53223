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


# kernel path: /tmp/torchinductor_root/tmpbgw5yuey/bc/cbcriglmlafsgo7olhaplxfhovz2ubetmqwdzyc43h656mfdhvnh.py
# Topologically Sorted Source Nodes: [zeros], Original ATen: [aten.zeros]
# Source node to ATen node mapping:
#   zeros => full_default
# Graph fragment:
#   %full_default : Tensor "f32[16, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   return %index_put
triton_poi_fused_zeros_0 = async_compile.triton('triton_poi_fused_zeros_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_zeros_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 0, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 4096}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_zeros_0(out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.full([1], 0.0, tl.float32)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbgw5yuey/ia/ciaezwfj36fnkvfwrnzsagygmwvwp6tweuhonm63os3jeptuqhww.py
# Topologically Sorted Source Nodes: [y, zeros, , y_1, z, argmax], Original ATen: [aten.native_layer_norm, aten.zeros, aten.native_dropout, aten.index_put, aten.argmax]
# Source node to ATen node mapping:
#    => inductor_lookup_seed_default, inductor_random_default
#   argmax => argmax
#   y => add, mul, rsqrt, sub, var_mean
#   y_1 => gt, mul_1, mul_2
#   z => index_put
#   zeros => full_default
# Graph fragment:
#   %arg0_1 : Tensor "f32[8, 32][32, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %inductor_seeds_default : Tensor "i64[1][1]cuda:0" = PlaceHolder[target=inductor_seeds_default]
#   %arg1_1 : Tensor "i64[8][1]cuda:0" = PlaceHolder[target=arg1_1]
#   %inductor_random_default : Tensor "f32[8, 32][32, 1]cuda:0" = PlaceHolder[target=inductor_random_default]
#   %getitem_1 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[8, 1][1, 8]cuda:0" = PlaceHolder[target=buf1]
#   %index_put : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=index_put]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%arg0_1, [1]), kwargs = {correction: 0, keepdim: True})
#   %full_default : Tensor "f32[16, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([16, 32], 0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %inductor_lookup_seed_default : Tensor "i64[][]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_lookup_seed.default](args = (%inductor_seeds_default, 0), kwargs = {})
#   %inductor_random_default : Tensor "f32[8, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.prims.inductor_random.default](args = ([8, 32], %inductor_lookup_seed_default, rand), kwargs = {})
#   %gt : Tensor "b8[8, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.gt.Scalar](args = (%inductor_random_default, 0.1), kwargs = {})
#   %sub : Tensor "f32[8, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%arg0_1, %getitem_1), kwargs = {})
#   %add : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[8, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[8, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %mul_1 : Tensor "f32[8, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%gt, %mul), kwargs = {})
#   %mul_2 : Tensor "f32[8, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1, 1.1111111111111112), kwargs = {})
#   %index_put : Tensor "f32[16, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.index_put_.default](args = (%full_default, [%arg1_1], %mul_2, True), kwargs = {})
#   %argmax : Tensor "i64[8][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.argmax.default](args = (%mul_2, -1), kwargs = {})
#   return %getitem_1,%buf1,%inductor_random_default,%buf6,%argmax
triton_per_fused_argmax_index_put_native_dropout_native_layer_norm_zeros_1 = async_compile.triton('triton_per_fused_argmax_index_put_native_dropout_native_layer_norm_zeros_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 8, 'r0_': 32},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*i64', 'in_ptr2': '*i64', 'out_ptr3': '*fp32', 'out_ptr4': '*i64', 'load_seed_offset': 'i32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_argmax_index_put_native_dropout_native_layer_norm_zeros_1', 'mutated_arg_names': ['out_ptr3'], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': True, 'num_load': 2, 'num_store': 2, 'num_reduction': 5, 'autotune_hints': set(), 'tiling_scores': {'x': 192, 'r0_': 1024}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_argmax_index_put_native_dropout_native_layer_norm_zeros_1(in_ptr0, in_ptr1, in_ptr2, out_ptr3, out_ptr4, load_seed_offset, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 8
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
    tmp19 = tl.load(in_ptr2 + (x0), xmask, eviction_policy='evict_last')
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
    tmp16 = tl.load(in_ptr1 + load_seed_offset)
    tmp17 = (r0_1 + 32*x0).to(tl.int32)
    tmp18 = tl.rand(tmp16, (tmp17).to(tl.uint32))
    tmp20 = (tl.full([1, 1], 16, tl.int32)).to(tl.int32)
    tmp21 = tmp19 + tmp20
    tmp22 = tmp19 < 0
    tmp23 = tl.where(tmp22, tmp21, tmp19)
    tl.device_assert(((0 <= tmp23) & (tmp23 < 16)) | ~(xmask), "index out of bounds: 0 <= tmp23 < 16")
    tmp25 = tl.full([1, 1], 0.1, tl.float32)
    tmp26 = tmp18 > tmp25
    tmp27 = tmp26.to(tl.float32)
    tmp28 = tmp0 - tmp9
    tmp29 = tl.full([1, 1], 32.0, tl.float32)
    tmp30 = (tmp15 / tmp29)
    tmp31 = tl.full([1, 1], 1e-05, tl.float32)
    tmp32 = tmp30 + tmp31
    tmp33 = libdevice.rsqrt(tmp32)
    tmp34 = tmp28 * tmp33
    tmp35 = tmp27 * tmp34
    tmp36 = tl.full([1, 1], 1.1111111111111112, tl.float32)
    tmp37 = tmp35 * tmp36
    tmp38 = tl.broadcast_to(tmp37, [XBLOCK, R0_BLOCK])
    tmp40 = tl.where(xmask, tmp38, float("-inf"))
    tmp41 = tl.broadcast_to(rindex, tmp40.shape)
    tmp39_val, tmp39_idx = triton_helpers.max_with_index(tmp40, tmp41, 1)
    tmp39 = tmp39_idx[:, None]
    tl.atomic_add(out_ptr3 + (tl.broadcast_to(r0_1 + 32*tmp23, [XBLOCK, R0_BLOCK])), tmp37, xmask, sem='relaxed')
    tl.store(out_ptr4 + (x0), tmp39, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbgw5yuey/kq/ckqxjc4t4okwedsmoql3zkilcgkqnsjczuf52x2k7ybcmxnj7khk.py
# Topologically Sorted Source Nodes: [mul], Original ATen: [aten.mul]
# Source node to ATen node mapping:
#   mul => mul_3
# Graph fragment:
#   %buf6 : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=buf6]
#   %mul_3 : Tensor "f32[16, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%index_put, 2), kwargs = {})
#   return %mul_3
triton_poi_fused_mul_2 = async_compile.triton('triton_poi_fused_mul_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 512}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_mul_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 4096}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_mul_2(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 512
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tmp1 = tl.full([1], 2.0, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x0), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpbgw5yuey/5h/c5hzncf4bwepcuo3vk22iaeqogltfwhwql3c3vxt25aplytjqccf.py
# Topologically Sorted Source Nodes: [e, sum_1], Original ATen: [aten.embedding, aten.sum]
# Source node to ATen node mapping:
#   e => embedding
#   sum_1 => sum_1
# Graph fragment:
#   %arg2_1 : Tensor "i64[4, 5][5, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg3_1 : Tensor "f32[10, 32][32, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %embedding : Tensor "f32[4, 5, 32][160, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.embedding.default](args = (%arg3_1, %arg2_1), kwargs = {})
#   %sum_1 : Tensor "f32[4, 5][5, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%embedding, [-1]), kwargs = {})
#   return %sum_1
triton_per_fused_embedding_sum_3 = async_compile.triton('triton_per_fused_embedding_sum_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 32, 'r0_': 32},
    reduction_hint=ReductionHint.DEFAULT,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*i64', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_embedding_sum_3', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 320, 'r0_': 0}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_embedding_sum_3(in_ptr0, in_ptr1, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 20
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
    x0 = xindex
    r0_1 = r0_index
    tmp0 = tl.load(in_ptr0 + (x0), xmask, eviction_policy='evict_last')
    tl.device_assert(((0 <= tmp0) & (tmp0 < 10)) | ~(xmask), "index out of bounds: 0 <= tmp0 < 10")
    tmp2 = tl.load(in_ptr1 + (r0_1 + 32*tmp0), xmask, eviction_policy='evict_first', other=0.0)
    tmp3 = tl.broadcast_to(tmp2, [XBLOCK, R0_BLOCK])
    tmp5 = tl.where(xmask, tmp3, 0)
    tmp6 = tl.sum(tmp5, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp6, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1 = args
        args.clear()
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            buf3 = empty_strided_cuda((1, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.native_dropout]
            # [Provenance debug handles] aten.randint.low_out:1
            aten.randint.low_out(-9223372036854775808, 9223372036854775807, [1], out=buf3)
            buf5 = empty_strided_cuda((16, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [zeros], Original ATen: [aten.zeros]
            # [Provenance debug handles] triton_poi_fused_zeros_0:2
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_zeros_0.run(buf5, 512, stream=raw_stream0)
            assert_size_stride_grouped((arg0_1, arg1_1), ((8, 32), (8, )), ((32, 1), (1, )), 'input')
            arg0_1 = copy_if_misaligned(arg0_1)
            arg1_1 = copy_if_misaligned(arg1_1)
            buf9 = empty_strided_cuda((8, ), (1, ), torch.int64)
            # Topologically Sorted Source Nodes: [y, zeros, , y_1, z, argmax], Original ATen: [aten.native_layer_norm, aten.zeros, aten.native_dropout, aten.index_put, aten.argmax]
            # [Provenance debug handles] triton_per_fused_argmax_index_put_native_dropout_native_layer_norm_zeros_1:3
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_argmax_index_put_native_dropout_native_layer_norm_zeros_1.run(arg0_1, buf3, arg1_1, buf5, buf9, 0, 8, 32, stream=raw_stream0)
            del arg0_1
            del arg1_1
            del buf3
            buf7 = empty_strided_cuda((16, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul], Original ATen: [aten.mul]
            # [Provenance debug handles] triton_poi_fused_mul_2:4
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_mul_2.run(buf5, buf7, 512, stream=raw_stream0)
            del buf5
            assert_size_stride_grouped((arg2_1, arg3_1), ((4, 5), (10, 32)), ((5, 1), (32, 1)), 'input')
            arg2_1 = copy_if_misaligned(arg2_1)
            arg3_1 = copy_if_misaligned(arg3_1)
            buf8 = empty_strided_cuda((4, 5), (5, 1), torch.float32)
            # Topologically Sorted Source Nodes: [e, sum_1], Original ATen: [aten.embedding, aten.sum]
            # [Provenance debug handles] triton_per_fused_embedding_sum_3:5
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_embedding_sum_3.run(arg2_1, arg3_1, buf8, 20, 32, stream=raw_stream0)
            del arg2_1
            del arg3_1
        return (buf7, buf8, buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.int64)
    arg2_1 = rand_strided((4, 5), (5, 1), device='cuda:0', dtype=torch.int64)
    arg3_1 = rand_strided((10, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
