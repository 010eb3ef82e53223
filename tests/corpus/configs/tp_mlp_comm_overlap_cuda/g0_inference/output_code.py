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


# kernel path: /tmp/torchinductor_root/tmpq6ru89sy/rl/crlyvvpuicye4sviphy25yeveboxdomiop42stbx5q25ylurula3.py
# Topologically Sorted Source Nodes: [layer_norm, tensor], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
# Source node to ATen node mapping:
#   layer_norm => add, mul, rsqrt, sub, var_mean
#   tensor => all_gather_into_tensor
# Graph fragment:
#   %arg0_1 : Tensor "f32[64, 256][256, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %getitem_1 : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=getitem_1]
#   %buf1 : Tensor "f32[64, 1][1, 64]cuda:0" = PlaceHolder[target=buf1]
#   %var_mean : [num_users=2] = call_function[target=torch.ops.aten.var_mean.correction](args = (%arg0_1, [1]), kwargs = {correction: 0, keepdim: True})
#   %sub : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sub.Tensor](args = (%arg0_1, %getitem_1), kwargs = {})
#   %add : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%getitem, 1e-05), kwargs = {})
#   %rsqrt : Tensor "f32[64, 1][1, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.rsqrt.default](args = (%add,), kwargs = {})
#   %mul : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%sub, %rsqrt), kwargs = {})
#   %all_gather_into_tensor : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_gather_into_tensor.default](args = (%mul, 1, 0), kwargs = {})
#   return %getitem_1,%buf1,%buf3
triton_per_fused_all_gather_into_tensor_native_layer_norm_0 = async_compile.triton('triton_per_fused_all_gather_into_tensor_native_layer_norm_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_all_gather_into_tensor_native_layer_norm_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 4, 'autotune_hints': set(), 'tiling_scores': {'x': 0, 'r0_': 196608}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_all_gather_into_tensor_native_layer_norm_0(in_ptr0, out_ptr2, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    tmp16 = tmp0 - tmp9
    tmp17 = tl.full([1, 1], 256.0, tl.float32)
    tmp18 = (tmp15 / tmp17)
    tmp19 = tl.full([1, 1], 1e-05, tl.float32)
    tmp20 = tmp18 + tmp19
    tmp21 = libdevice.rsqrt(tmp20)
    tmp22 = tmp16 * tmp21
    tl.store(out_ptr2 + (r0_1 + 256*x0), tmp22, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpq6ru89sy/w6/cw6rphpdb76kouloioefypdeziif2sdzjcu2aesgxvaa7uwbnciw.py
# Topologically Sorted Source Nodes: [h], Original ATen: [aten.gelu]
# Source node to ATen node mapping:
#   h => add_1, erf, mul_1, mul_2, mul_3
# Graph fragment:
#   %mm : Tensor "f32[64, 512][512, 1]cuda:0" = PlaceHolder[target=mm]
#   %mul_1 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm, 0.5), kwargs = {})
#   %mul_2 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mm, 0.7071067811865476), kwargs = {})
#   %erf : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.erf.default](args = (%mul_2,), kwargs = {})
#   %add_1 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%erf, 1), kwargs = {})
#   %mul_3 : Tensor "f32[64, 512][512, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%mul_1, %add_1), kwargs = {})
#   return %mul_3
triton_poi_fused_gelu_1 = async_compile.triton('triton_poi_fused_gelu_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 32768}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_gelu_1', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 393216}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_gelu_1(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 32768
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tmp1 = tl.full([1], 0.5, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp3 = tl.full([1], 0.7071067811865476, tl.float32)
    tmp4 = tmp0 * tmp3
    tmp5 = libdevice.erf(tmp4)
    tmp6 = tl.full([1], 1.0, tl.float32)
    tmp7 = tmp5 + tmp6
    tmp8 = tmp2 * tmp7
    tl.store(in_out_ptr0 + (x0), tmp8, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpq6ru89sy/c4/cc4wnit4bi5den553y7krhzkn64z6c36v3dztqbzqgfkndvg7cx3.py
# Topologically Sorted Source Nodes: [add, t, mul, tensor_2, tensor_3], Original ATen: [aten.add, aten.relu, aten.mul, _c10d_functional.all_reduce]
# Source node to ATen node mapping:
#   add => add_2
#   mul => mul_4
#   t => relu
#   tensor_2 => all_reduce_1
#   tensor_3 => all_reduce_2
# Graph fragment:
#   %buf13 : Tensor  = PlaceHolder[target=buf13]
#   %arg3_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %add_2 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%wait_tensor_1, %arg3_1), kwargs = {})
#   %relu : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_2,), kwargs = {})
#   %mul_4 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%relu, 0.5), kwargs = {})
#   %all_reduce_1 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_reduce_.default](args = (%mul_4, sum, 0), kwargs = {})
#   %all_reduce_2 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_reduce.default](args = (%relu, sum, 0), kwargs = {})
#   return %wait_tensor_2,%buf17
triton_poi_fused_add_all_reduce_mul_relu_2 = async_compile.triton('triton_poi_fused_add_all_reduce_mul_relu_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_all_reduce_mul_relu_2', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 2, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 263168}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_all_reduce_mul_relu_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x2 = xindex
    x0 = (xindex % 256)
    tmp0 = tl.load(in_ptr0 + (x2), None)
    tmp1 = tl.load(in_ptr1 + (x0), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp3 = tl.full([1], 0, tl.int32)
    tmp4 = tl.maximum(tmp3, tmp2, tl.PropagateNan.ALL)
    tmp5 = tl.full([1], 0.5, tl.float32)
    tmp6 = tmp4 * tmp5
    tl.store(out_ptr0 + (x2), tmp6, None)
    tl.store(out_ptr1 + (x2), tmp4, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpq6ru89sy/2v/c2v2bpmiqfs5rm4p73zhzaukd3tlgicxz3jk2p5lbxnybi353unj.py
# Topologically Sorted Source Nodes: [add, t, tensor_3], Original ATen: [aten.add, aten.relu, _c10d_functional.all_reduce]
# Source node to ATen node mapping:
#   add => add_2
#   t => relu
#   tensor_3 => all_reduce_2
# Graph fragment:
#   %buf17 : Tensor "f32[64, 256][256, 1]cuda:0" = PlaceHolder[target=buf17]
#   %add_2 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%wait_tensor_1, %arg3_1), kwargs = {})
#   %relu : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_2,), kwargs = {})
#   %all_reduce_2 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.all_reduce.default](args = (%relu, sum, 0), kwargs = {})
#   return %wait_tensor_3
triton_poi_fused_add_all_reduce_relu_3 = async_compile.triton('triton_poi_fused_add_all_reduce_relu_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16384}, 
    filename=__file__,
    triton_meta={'signature': {'in_out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_all_reduce_relu_3', 'mutated_arg_names': ['in_out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 196608}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_all_reduce_relu_3(in_out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 16384
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_out_ptr0 + (x0), None)
    tl.store(in_out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpq6ru89sy/we/cwe65ly6hte7e2rhkjjyy3trcympeipxy5sla7v5hbitz3pa2f47.py
# Topologically Sorted Source Nodes: [add, t, add_1, out, tensor_4, sum_1], Original ATen: [aten.add, aten.relu, _c10d_functional.reduce_scatter_tensor, aten.sum]
# Source node to ATen node mapping:
#   add => add_2
#   add_1 => add_3
#   out => add_4
#   sum_1 => sum_1
#   t => relu
#   tensor_4 => reduce_scatter_tensor
# Graph fragment:
#   %buf22 : Tensor  = PlaceHolder[target=buf22]
#   %buf24 : Tensor  = PlaceHolder[target=buf24]
#   %buf13 : Tensor  = PlaceHolder[target=buf13]
#   %arg3_1 : Tensor "f32[256][1]cuda:0" = PlaceHolder[target=arg3_1]
#   %add_2 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%wait_tensor_1, %arg3_1), kwargs = {})
#   %relu : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=3] = call_function[target=torch.ops.aten.relu.default](args = (%add_2,), kwargs = {})
#   %add_3 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%wait_tensor_2, %wait_tensor_3), kwargs = {})
#   %add_4 : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%add_3, %relu), kwargs = {})
#   %reduce_scatter_tensor : Tensor "f32[64, 256][256, 1]cuda:0"[num_users=1] = call_function[target=torch.ops._c10d_functional.reduce_scatter_tensor.default](args = (%add_4, sum, 1, 0), kwargs = {})
#   %sum_1 : Tensor "f32[64][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%add_4, [-1]), kwargs = {})
#   return %buf25,%sum_1
triton_per_fused_add_reduce_scatter_tensor_relu_sum_4 = async_compile.triton('triton_per_fused_add_reduce_scatter_tensor_relu_sum_4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.persistent_reduction(
    size_hints={'x': 64, 'r0_': 256},
    reduction_hint=ReductionHint.INNER,
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_per_fused_add_reduce_scatter_tensor_relu_sum_4', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 4, 'num_store': 2, 'num_reduction': 1, 'autotune_hints': set(), 'tiling_scores': {'x': 512, 'r0_': 132096}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False}
)
@triton.jit
def triton_per_fused_add_reduce_scatter_tensor_relu_sum_4(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 64
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
    tmp3 = tl.load(in_ptr2 + (r0_1 + 256*x0), xmask, eviction_policy='evict_first', other=0.0)
    tmp4 = tl.load(in_ptr3 + (r0_1), None, eviction_policy='evict_last')
    tmp2 = tmp0 + tmp1
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1, 1], 0, tl.int32)
    tmp7 = tl.maximum(tmp6, tmp5, tl.PropagateNan.ALL)
    tmp8 = tmp2 + tmp7
    tmp9 = tl.broadcast_to(tmp8, [XBLOCK, R0_BLOCK])
    tmp11 = tl.where(xmask, tmp9, 0)
    tmp12 = tl.sum(tmp11, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (r0_1 + 256*x0), tmp8, xmask)
    tl.store(out_ptr1 + (x0), tmp12, xmask)
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
        assert_size_stride(arg0_1, (64, 256), (256, 1), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            arg0_1 = copy_if_misaligned(arg0_1)
            buf3 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [layer_norm, tensor], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] triton_per_fused_all_gather_into_tensor_native_layer_norm_0:1
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_all_gather_into_tensor_native_layer_norm_0.run(arg0_1, buf3, 64, 256, stream=raw_stream0)
            del arg0_1
            # Topologically Sorted Source Nodes: [layer_norm, tensor], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:2
            buf4 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf3, 1, '0')
            assert_tensor_metadata(buf4, (64, 256), (256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            assert_alignment(buf4, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
            # Topologically Sorted Source Nodes: [res], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:3
            torch.ops._c10d_functional.wait_tensor.default(buf4)
            del buf3
            assert_size_stride(arg1_1, (256, 512), (512, 1), 'input')
            buf7 = empty_strided_cuda((64, 512), (512, 1), torch.float32)
            # Topologically Sorted Source Nodes: [matmul], Original ATen: [aten.mm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(buf4, arg1_1, out=buf7)
            del arg1_1
            del buf4
            buf8 = buf7; del buf7  # reuse
            # Topologically Sorted Source Nodes: [h], Original ATen: [aten.gelu]
            # [Provenance debug handles] triton_poi_fused_gelu_1:5
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_gelu_1.run(buf8, 32768, stream=raw_stream0)
            assert_size_stride(arg2_1, (512, 256), (256, 1), 'input')
            buf9 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [h, matmul_1], Original ATen: [aten.gelu, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:6
            extern_kernels.mm(buf8, arg2_1, out=buf9)
            del arg2_1
            del buf8
            # Topologically Sorted Source Nodes: [tensor_1], Original ATen: [_c10d_functional.all_reduce]
            # [Provenance debug handles] torch.ops._c10d_functional.all_reduce_.default:7
            torch.ops._c10d_functional.all_reduce_.default(buf9, 'sum', '0')
            # Topologically Sorted Source Nodes: [r], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:8
            torch.ops._c10d_functional.wait_tensor.default(buf9)
            assert_size_stride(arg3_1, (256, ), (1, ), 'input')
            buf14 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            buf17 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add, t, mul, tensor_2, tensor_3], Original ATen: [aten.add, aten.relu, aten.mul, _c10d_functional.all_reduce]
            # [Provenance debug handles] triton_poi_fused_add_all_reduce_mul_relu_2:9
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_all_reduce_mul_relu_2.run(buf9, arg3_1, buf14, buf17, 16384, stream=raw_stream0)
            # Topologically Sorted Source Nodes: [add, t, mul, tensor_2], Original ATen: [aten.add, aten.relu, aten.mul, _c10d_functional.all_reduce]
            # [Provenance debug handles] torch.ops._c10d_functional.all_reduce_.default:10
            torch.ops._c10d_functional.all_reduce_.default(buf14, 'sum', '0')
            buf18 = buf17; del buf17  # reuse
            # Topologically Sorted Source Nodes: [add, t, tensor_3], Original ATen: [aten.add, aten.relu, _c10d_functional.all_reduce]
            # [Provenance debug handles] triton_poi_fused_add_all_reduce_relu_3:11
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_all_reduce_relu_3.run(buf18, 16384, stream=raw_stream0)
            # Topologically Sorted Source Nodes: [add, t, tensor_3], Original ATen: [aten.add, aten.relu, _c10d_functional.all_reduce]
            # [Provenance debug handles] torch.ops._c10d_functional.all_reduce_.default:12
            torch.ops._c10d_functional.all_reduce_.default(buf18, 'sum', '0')
            # Topologically Sorted Source Nodes: [z], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:13
            torch.ops._c10d_functional.wait_tensor.default(buf14)
            # Topologically Sorted Source Nodes: [u], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:14
            torch.ops._c10d_functional.wait_tensor.default(buf18)
            buf25 = empty_strided_cuda((64, 256), (256, 1), torch.float32)
            buf29 = empty_strided_cuda((64, ), (1, ), torch.float32)
            # Topologically Sorted Source Nodes: [add, t, add_1, out, tensor_4, sum_1], Original ATen: [aten.add, aten.relu, _c10d_functional.reduce_scatter_tensor, aten.sum]
            # [Provenance debug handles] triton_per_fused_add_reduce_scatter_tensor_relu_sum_4:15
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_add_reduce_scatter_tensor_relu_sum_4.run(buf14, buf18, buf9, arg3_1, buf25, buf29, 64, 256, stream=raw_stream0)
            del arg3_1
            del buf14
            del buf18
            del buf9
            # Topologically Sorted Source Nodes: [add, t, add_1, out, tensor_4], Original ATen: [aten.add, aten.relu, _c10d_functional.reduce_scatter_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:16
            buf26 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf25, 'sum', 1, '0')
            assert_tensor_metadata(buf26, (64, 256), (256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            assert_alignment(buf26, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
            # Topologically Sorted Source Nodes: [res_1], Original ATen: [_c10d_functional.wait_tensor]
            # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:17
            torch.ops._c10d_functional.wait_tensor.default(buf26)
            del buf25
        return (buf26, buf29, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((256, 512), (512, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((512, 256), (256, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((256, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
