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


# kernel path: /tmp/torchinductor_root/tmps1j9waz2/3x/c3xzr6fh5tqhn3l4uymtr6u75qj26cie6zesxh5jnrdkh7ob7hmi.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_0 = async_compile.triton('triton_for_fused_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 4, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 1, 'no_x_dim_1': False, 'xnumel_1': 1, 'no_x_dim_2': False, 'xnumel_2': 1, 'no_x_dim_3': False, 'xnumel_3': 1}, 'kernel_name': 'triton_for_fused_0', 'mutated_arg_names': ['in_ptr0', 'in_ptr1', 'in_ptr2', 'in_ptr3', 'out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, out_ptr0, out_ptr1, out_ptr2, out_ptr3):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(1, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(1, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(1, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(1, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp0 = tl.load(in_ptr0 + (0))
        tmp1 = tl.broadcast_to(tmp0, [XBLOCK])
        tmp2 = tl.where(xmask, tmp1, 0.0)
        tmp3 = tl.full([1], 1.0, tl.float32)
        tmp4 = tmp2 + tmp3
        tl.store(out_ptr0 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp4, xmask)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp5 = tl.load(in_ptr1 + (0))
        tmp6 = tl.broadcast_to(tmp5, [XBLOCK])
        tmp7 = tl.where(xmask, tmp6, 0.0)
        tmp8 = tl.full([1], 1.0, tl.float32)
        tmp9 = tmp7 + tmp8
        tl.store(out_ptr1 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp9, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp10 = tl.load(in_ptr2 + (0))
        tmp11 = tl.broadcast_to(tmp10, [XBLOCK])
        tmp12 = tl.where(xmask, tmp11, 0.0)
        tmp13 = tl.full([1], 1.0, tl.float32)
        tmp14 = tmp12 + tmp13
        tl.store(out_ptr2 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp14, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 1
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        tmp15 = tl.load(in_ptr3 + (0))
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
        tmp17 = tl.where(xmask, tmp16, 0.0)
        tmp18 = tl.full([1], 1.0, tl.float32)
        tmp19 = tmp17 + tmp18
        tl.store(out_ptr3 + (tl.full([XBLOCK], 0, tl.int32).broadcast_to([XBLOCK])), tmp19, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmps1j9waz2/ks/ckshfqtkpiml2nphahhepdm2jb5qicliqpnc3jboyydivwclnfaz.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_1 = async_compile.triton('triton_for_fused_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 4, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 8192, 'no_x_dim_1': False, 'xnumel_1': 128, 'no_x_dim_2': False, 'xnumel_2': 1280, 'no_x_dim_3': False, 'xnumel_3': 10}, 'kernel_name': 'triton_for_fused_1', 'mutated_arg_names': ['in_ptr11', 'in_ptr2', 'in_ptr5', 'in_ptr8', 'out_ptr1', 'out_ptr3', 'out_ptr5', 'out_ptr7'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, out_ptr0, out_ptr1, out_ptr2, out_ptr3, out_ptr4, out_ptr5, out_ptr6, out_ptr7):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(8192, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(128, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(1280, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(10, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 8192
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None)
        tmp3 = tl.load(in_ptr1 + (x0), None)
        tmp7 = tl.load(in_ptr2 + (x0), None)
        tmp1 = tl.full([1], 0.999, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = libdevice.mul_rn(tmp3, tmp3)
        tmp5 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp6 = tl.fma(tmp5, tmp4, tmp2)
        tmp8 = tmp3 - tmp7
        tmp9 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp10 = tl.fma(tmp9, tmp8, tmp7)
        tl.store(out_ptr0 + (x0), tmp6, None)
        tl.store(out_ptr1 + (x0), tmp10, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 128
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp11 = tl.load(in_ptr3 + (x1), xmask)
        tmp14 = tl.load(in_ptr4 + (x1), xmask)
        tmp18 = tl.load(in_ptr5 + (x1), xmask)
        tmp12 = tl.full([1], 0.999, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp15 = libdevice.mul_rn(tmp14, tmp14)
        tmp16 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp17 = tl.fma(tmp16, tmp15, tmp13)
        tmp19 = tmp14 - tmp18
        tmp20 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp21 = tl.fma(tmp20, tmp19, tmp18)
        tl.store(out_ptr2 + (x1), tmp17, xmask)
        tl.store(out_ptr3 + (x1), tmp21, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 1280
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp22 = tl.load(in_ptr6 + (x2), xmask)
        tmp25 = tl.load(in_ptr7 + (x2), xmask)
        tmp29 = tl.load(in_ptr8 + (x2), xmask)
        tmp23 = tl.full([1], 0.999, tl.float32)
        tmp24 = tmp22 * tmp23
        tmp26 = libdevice.mul_rn(tmp25, tmp25)
        tmp27 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp28 = tl.fma(tmp27, tmp26, tmp24)
        tmp30 = tmp25 - tmp29
        tmp31 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp32 = tl.fma(tmp31, tmp30, tmp29)
        tl.store(out_ptr4 + (x2), tmp28, xmask)
        tl.store(out_ptr5 + (x2), tmp32, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 10
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp33 = tl.load(in_ptr9 + (x3), xmask)
        tmp36 = tl.load(in_ptr10 + (x3), xmask)
        tmp40 = tl.load(in_ptr11 + (x3), xmask)
        tmp34 = tl.full([1], 0.999, tl.float32)
        tmp35 = tmp33 * tmp34
        tmp37 = libdevice.mul_rn(tmp36, tmp36)
        tmp38 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp39 = tl.fma(tmp38, tmp37, tmp35)
        tmp41 = tmp36 - tmp40
        tmp42 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp43 = tl.fma(tmp42, tmp41, tmp40)
        tl.store(out_ptr6 + (x3), tmp39, xmask)
        tl.store(out_ptr7 + (x3), tmp43, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmps1j9waz2/b3/cb3p7jrvframuvtumf5ri6kklatpqcdlihhgcjdd6kcdize6e24s.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_2 = async_compile.triton('triton_for_fused_2', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 4, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 8192, 'no_x_dim_1': False, 'xnumel_1': 128, 'no_x_dim_2': False, 'xnumel_2': 1280, 'no_x_dim_3': False, 'xnumel_3': 10}, 'kernel_name': 'triton_for_fused_2', 'mutated_arg_names': ['in_ptr0', 'in_ptr12', 'in_ptr4', 'in_ptr8', 'out_ptr0', 'out_ptr1', 'out_ptr2', 'out_ptr3'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_2(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, out_ptr0, out_ptr1, out_ptr2, out_ptr3):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(8192, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(128, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(1280, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(10, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 8192
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), None)
        tmp1 = tl.load(in_ptr1 + (x0), None)
        tmp2 = tl.load(in_ptr2 + (x0), None)
        tmp4 = tl.load(in_ptr3 + (0))
        tmp5 = tl.broadcast_to(tmp4, [XBLOCK])
        tmp3 = tl.sqrt_rn(tmp2)
        tmp6 = tl.full([1], 0.999, tl.float32)
        tmp7 = libdevice.pow(tmp6, tmp5)
        tmp8 = tl.full([1], 1.0, tl.float32)
        tmp9 = tmp7 - tmp8
        tmp10 = -tmp9
        tmp11 = tl.sqrt_rn(tmp10)
        tmp12 = (tmp3 / tmp11)
        tmp13 = tl.full([1], 1e-08, tl.float32)
        tmp14 = tmp12 + tmp13
        tmp15 = tl.full([1], 0.9, tl.float32)
        tmp16 = libdevice.pow(tmp15, tmp5)
        tmp17 = tmp16 - tmp8
        tmp18 = tl.full([1], 1000.0, tl.float32)
        tmp19 = tmp17 * tmp18
        tmp20 = (tmp8 / tmp19)
        tmp21 = (tmp14 / tmp20)
        tmp22 = triton.language.div_rn(tmp1, tmp21)
        tmp23 = tmp0 + tmp22
        tl.store(out_ptr0 + (x0), tmp23, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 128
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp24 = tl.load(in_ptr4 + (x1), xmask)
        tmp25 = tl.load(in_ptr5 + (x1), xmask)
        tmp26 = tl.load(in_ptr6 + (x1), xmask)
        tmp28 = tl.load(in_ptr7 + (0))
        tmp29 = tl.broadcast_to(tmp28, [XBLOCK])
        tmp30 = tl.where(xmask, tmp29, 0.0)
        tmp27 = tl.sqrt_rn(tmp26)
        tmp31 = tl.full([1], 0.999, tl.float32)
        tmp32 = libdevice.pow(tmp31, tmp30)
        tmp33 = tl.full([1], 1.0, tl.float32)
        tmp34 = tmp32 - tmp33
        tmp35 = -tmp34
        tmp36 = tl.sqrt_rn(tmp35)
        tmp37 = (tmp27 / tmp36)
        tmp38 = tl.full([1], 1e-08, tl.float32)
        tmp39 = tmp37 + tmp38
        tmp40 = tl.full([1], 0.9, tl.float32)
        tmp41 = libdevice.pow(tmp40, tmp30)
        tmp42 = tmp41 - tmp33
        tmp43 = tl.full([1], 1000.0, tl.float32)
        tmp44 = tmp42 * tmp43
        tmp45 = (tmp33 / tmp44)
        tmp46 = (tmp39 / tmp45)
        tmp47 = triton.language.div_rn(tmp25, tmp46)
        tmp48 = tmp24 + tmp47
        tl.store(out_ptr1 + (x1), tmp48, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 1280
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp49 = tl.load(in_ptr8 + (x2), xmask)
        tmp50 = tl.load(in_ptr9 + (x2), xmask)
        tmp51 = tl.load(in_ptr10 + (x2), xmask)
        tmp53 = tl.load(in_ptr11 + (0))
        tmp54 = tl.broadcast_to(tmp53, [XBLOCK])
        tmp55 = tl.where(xmask, tmp54, 0.0)
        tmp52 = tl.sqrt_rn(tmp51)
        tmp56 = tl.full([1], 0.999, tl.float32)
        tmp57 = libdevice.pow(tmp56, tmp55)
        tmp58 = tl.full([1], 1.0, tl.float32)
        tmp59 = tmp57 - tmp58
        tmp60 = -tmp59
        tmp61 = tl.sqrt_rn(tmp60)
        tmp62 = (tmp52 / tmp61)
        tmp63 = tl.full([1], 1e-08, tl.float32)
        tmp64 = tmp62 + tmp63
        tmp65 = tl.full([1], 0.9, tl.float32)
        tmp66 = libdevice.pow(tmp65, tmp55)
        tmp67 = tmp66 - tmp58
        tmp68 = tl.full([1], 1000.0, tl.float32)
        tmp69 = tmp67 * tmp68
        tmp70 = (tmp58 / tmp69)
        tmp71 = (tmp64 / tmp70)
        tmp72 = triton.language.div_rn(tmp50, tmp71)
        tmp73 = tmp49 + tmp72
        tl.store(out_ptr2 + (x2), tmp73, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 10
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp74 = tl.load(in_ptr12 + (x3), xmask)
        tmp75 = tl.load(in_ptr13 + (x3), xmask)
        tmp76 = tl.load(in_ptr14 + (x3), xmask)
        tmp78 = tl.load(in_ptr15 + (0))
        tmp79 = tl.broadcast_to(tmp78, [XBLOCK])
        tmp80 = tl.where(xmask, tmp79, 0.0)
        tmp77 = tl.sqrt_rn(tmp76)
        tmp81 = tl.full([1], 0.999, tl.float32)
        tmp82 = libdevice.pow(tmp81, tmp80)
        tmp83 = tl.full([1], 1.0, tl.float32)
        tmp84 = tmp82 - tmp83
        tmp85 = -tmp84
        tmp86 = tl.sqrt_rn(tmp85)
        tmp87 = (tmp77 / tmp86)
        tmp88 = tl.full([1], 1e-08, tl.float32)
        tmp89 = tmp87 + tmp88
        tmp90 = tl.full([1], 0.9, tl.float32)
        tmp91 = libdevice.pow(tmp90, tmp80)
        tmp92 = tmp91 - tmp83
        tmp93 = tl.full([1], 1000.0, tl.float32)
        tmp94 = tmp92 * tmp93
        tmp95 = (tmp83 / tmp94)
        tmp96 = (tmp89 / tmp95)
        tmp97 = triton.language.div_rn(tmp75, tmp96)
        tmp98 = tmp74 + tmp97
        tl.store(out_ptr3 + (x3), tmp98, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmps1j9waz2/hq/chqbntpqimeu25uvlxm2qlshwoqwgbrftcouesqw354ss2m7cff7.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_17 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=getitem_17]
#   %copy__6 : Tensor "f32[128][1]cuda:0" = PlaceHolder[target=copy__6]
#   %copy__6 : Tensor "f32[128][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg6_1, %getitem_17), kwargs = {})
#   return %buf21
triton_poi_fused_copy__3 = async_compile.triton('triton_poi_fused_copy__3', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_copy__3', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 1536}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__3(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmps1j9waz2/6h/c6hxmhs7j724ovwgx3h4awut67jqdt3r7kfpdgmtc3ulwcyhamlt.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_16 : Tensor "f32[128, 64][64, 1]cuda:0" = PlaceHolder[target=getitem_16]
#   %copy__8 : Tensor "f32[128, 64][64, 1]cuda:0" = PlaceHolder[target=copy__8]
#   %copy__8 : Tensor "f32[128, 64][64, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg8_1, %getitem_16), kwargs = {})
#   return %buf23
triton_poi_fused_copy__4 = async_compile.triton('triton_poi_fused_copy__4', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_copy__4', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 98304}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__4(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), None)
    tl.store(out_ptr0 + (x0), tmp0, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmps1j9waz2/76/c76tkguqw6xeti7wyz7hdadzl2p3ef2b64xxsgbcghl7wjel6nwx.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_18 : Tensor "f32[10, 128][128, 1]cuda:0" = PlaceHolder[target=getitem_18]
#   %copy__14 : Tensor "f32[10, 128][128, 1]cuda:0" = PlaceHolder[target=copy__14]
#   %copy__14 : Tensor "f32[10, 128][128, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg14_1, %getitem_18), kwargs = {})
#   return %buf25
triton_poi_fused_copy__5 = async_compile.triton('triton_poi_fused_copy__5', '''
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
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_copy__5', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 15360}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__5(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1280
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmps1j9waz2/sg/csgtxvtihmmngm6kaoo72azpdsi67vz4cgnaeoxyzsxked5lhwns.py
# Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
# Source node to ATen node mapping:
# Graph fragment:
#   %getitem_19 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=getitem_19]
#   %copy__15 : Tensor "f32[10][1]cuda:0" = PlaceHolder[target=copy__15]
#   %copy__15 : Tensor "f32[10][1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg15_1, %getitem_19), kwargs = {})
#   return %buf27
triton_poi_fused_copy__6 = async_compile.triton('triton_poi_fused_copy__6', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 16}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_copy__6', 'mutated_arg_names': ['out_ptr0'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 120}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_copy__6(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 10
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(in_ptr0 + (x0), xmask)
    tl.store(out_ptr0 + (x0), tmp0, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1 = args
        args.clear()
        assert_size_stride_grouped((arg9_1, arg4_1, arg10_1, arg11_1), ((), (), (), ()), ((), (), (), ()), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [_foreach_add_], Original ATen: [aten._foreach_add]
            # [Provenance debug handles] triton_for_fused_0:1
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_0.run(arg9_1, arg4_1, arg10_1, arg11_1, arg9_1, arg4_1, arg10_1, arg11_1, stream=raw_stream0)
            assert_size_stride_grouped((arg8_1, arg16_1, arg7_1, arg6_1, arg17_1, arg5_1, arg14_1, arg18_1, arg12_1, arg15_1, arg19_1, arg13_1), ((128, 64), (128, 64), (128, 64), (128, ), (128, ), (128, ), (10, 128), (10, 128), (10, 128), (10, ), (10, ), (10, )), ((64, 1), (64, 1), (64, 1), (1, ), (1, ), (1, ), (128, 1), (128, 1), (128, 1), (1, ), (1, ), (1, )), 'input')
            arg16_1 = copy_if_misaligned(arg16_1)
            arg17_1 = copy_if_misaligned(arg17_1)
            arg18_1 = copy_if_misaligned(arg18_1)
            arg19_1 = copy_if_misaligned(arg19_1)
            buf12 = empty_strided_cuda((128, 64), (64, 1), torch.float32)
            buf13 = empty_strided_cuda((128, ), (1, ), torch.float32)
            buf14 = empty_strided_cuda((10, 128), (128, 1), torch.float32)
            buf15 = empty_strided_cuda((10, ), (1, ), torch.float32)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_for_fused_1:2
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_1.run(arg8_1, arg16_1, arg7_1, arg6_1, arg17_1, arg5_1, arg14_1, arg18_1, arg12_1, arg15_1, arg19_1, arg13_1, buf12, arg7_1, buf13, arg5_1, buf14, arg12_1, buf15, arg13_1, stream=raw_stream0)
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            assert_size_stride_grouped((arg0_1, arg1_1, arg2_1, arg3_1), ((128, 64), (128, ), (10, 128), (10, )), ((64, 1), (1, ), (128, 1), (1, )), 'input')
            # Topologically Sorted Source Nodes: [_foreach_pow, _foreach_pow_1, _foreach_sub_, _foreach_sub__1, _foreach_neg_, _foreach_div_, _foreach_reciprocal_, _foreach_sqrt_, _foreach_sqrt, _foreach_div__1, _foreach_add__1, _foreach_div__2, _foreach_addcdiv_], Original ATen: [aten._foreach_pow, aten._foreach_sub, aten._foreach_neg, aten._foreach_div, aten._foreach_reciprocal, aten._foreach_sqrt, aten._foreach_add, aten._foreach_addcdiv]
            # [Provenance debug handles] triton_for_fused_2:3
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_2.run(arg0_1, arg7_1, buf12, arg9_1, arg1_1, arg5_1, buf13, arg4_1, arg2_1, arg12_1, buf14, arg10_1, arg3_1, arg13_1, buf15, arg11_1, arg0_1, arg1_1, arg2_1, arg3_1, stream=raw_stream0)
            del arg0_1
            del arg10_1
            del arg11_1
            del arg12_1
            del arg13_1
            del arg1_1
            del arg2_1
            del arg3_1
            del arg4_1
            del arg5_1
            del arg7_1
            del arg9_1
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            # [Provenance debug handles] triton_poi_fused_copy__3:4
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_copy__3.run(buf13, arg6_1, 128, stream=raw_stream0)
            del arg6_1
            del buf13
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            # [Provenance debug handles] triton_poi_fused_copy__4:5
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_copy__4.run(buf12, arg8_1, 8192, stream=raw_stream0)
            del arg8_1
            del buf12
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            # [Provenance debug handles] triton_poi_fused_copy__5:6
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_copy__5.run(buf14, arg14_1, 1280, stream=raw_stream0)
            del arg14_1
            del buf14
            # Topologically Sorted Source Nodes: [], Original ATen: [aten.copy_]
            # [Provenance debug handles] triton_poi_fused_copy__6:7
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_copy__6.run(buf15, arg15_1, 10, stream=raw_stream0)
            del arg15_1
            del buf15
        return ()

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
