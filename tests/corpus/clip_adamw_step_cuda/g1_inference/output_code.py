# AOT ID: ['1_inference']
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
from torch._C import _cuda_getCurrentRawStream as get_raw_stream
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


# kernel path: /tmp/torchinductor_root/tmp1r2pkxmy/3x/c3xzr6fh5tqhn3l4uymtr6u75qj26cie6zesxh5jnrdkh7ob7hmi.py
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


# kernel path: /tmp/torchinductor_root/tmp1r2pkxmy/5d/c5dvcyj7qk4s2abwlblddqaz4dirlen65inolbeyt5qfhahgt3qj.py
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'out_ptr1': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr6': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32', 'out_ptr11': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr16': '*fp32', 'out_ptr18': '*fp32', 'out_ptr19': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 4, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 8192, 'no_x_dim_1': False, 'xnumel_1': 128, 'no_x_dim_2': False, 'xnumel_2': 16384, 'no_x_dim_3': False, 'xnumel_3': 128}, 'kernel_name': 'triton_for_fused_1', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr12', 'in_ptr13', 'in_ptr15', 'in_ptr17', 'in_ptr18', 'in_ptr2', 'in_ptr3', 'in_ptr5', 'in_ptr7', 'in_ptr8', 'out_ptr1', 'out_ptr11', 'out_ptr13', 'out_ptr14', 'out_ptr16', 'out_ptr18', 'out_ptr19', 'out_ptr3', 'out_ptr4', 'out_ptr6', 'out_ptr8', 'out_ptr9'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, out_ptr1, out_ptr3, out_ptr4, out_ptr6, out_ptr8, out_ptr9, out_ptr11, out_ptr13, out_ptr14, out_ptr16, out_ptr18, out_ptr19):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(8192, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(128, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(16384, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(128, XBLOCK)
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
        tmp11 = tl.load(in_ptr3 + (x0), None)
        tmp15 = tl.load(in_ptr4 + (0))
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
        tmp1 = tl.full([1], 0.999, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = libdevice.mul_rn(tmp3, tmp3)
        tmp5 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp6 = tl.fma(tmp5, tmp4, tmp2)
        tmp8 = tmp3 - tmp7
        tmp9 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp10 = tl.fma(tmp9, tmp8, tmp7)
        tmp12 = tl.full([1], 0.99999, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp14 = tl.sqrt_rn(tmp6)
        tmp17 = libdevice.pow(tmp1, tmp16)
        tmp18 = tl.full([1], 1.0, tl.float32)
        tmp19 = tmp17 - tmp18
        tmp20 = -tmp19
        tmp21 = tl.sqrt_rn(tmp20)
        tmp22 = (tmp14 / tmp21)
        tmp23 = tl.full([1], 1e-08, tl.float32)
        tmp24 = tmp22 + tmp23
        tmp25 = tl.full([1], 0.9, tl.float32)
        tmp26 = libdevice.pow(tmp25, tmp16)
        tmp27 = tmp26 - tmp18
        tmp28 = tl.full([1], 1000.0, tl.float32)
        tmp29 = tmp27 * tmp28
        tmp30 = (tmp18 / tmp29)
        tmp31 = (tmp24 / tmp30)
        tmp32 = triton.language.div_rn(tmp10, tmp31)
        tmp33 = tmp13 + tmp32
        tl.store(out_ptr1 + (x0), tmp10, None)
        tl.store(out_ptr3 + (x0), tmp33, None)
        tl.store(out_ptr4 + (x0), tmp6, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 128
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp34 = tl.load(in_ptr5 + (x1), xmask)
        tmp37 = tl.load(in_ptr6 + (x1), xmask)
        tmp41 = tl.load(in_ptr7 + (x1), xmask)
        tmp45 = tl.load(in_ptr8 + (x1), xmask)
        tmp49 = tl.load(in_ptr9 + (0))
        tmp50 = tl.broadcast_to(tmp49, [XBLOCK])
        tmp51 = tl.where(xmask, tmp50, 0.0)
        tmp35 = tl.full([1], 0.999, tl.float32)
        tmp36 = tmp34 * tmp35
        tmp38 = libdevice.mul_rn(tmp37, tmp37)
        tmp39 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp40 = tl.fma(tmp39, tmp38, tmp36)
        tmp42 = tmp37 - tmp41
        tmp43 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp44 = tl.fma(tmp43, tmp42, tmp41)
        tmp46 = tl.full([1], 0.99999, tl.float32)
        tmp47 = tmp45 * tmp46
        tmp48 = tl.sqrt_rn(tmp40)
        tmp52 = libdevice.pow(tmp35, tmp51)
        tmp53 = tl.full([1], 1.0, tl.float32)
        tmp54 = tmp52 - tmp53
        tmp55 = -tmp54
        tmp56 = tl.sqrt_rn(tmp55)
        tmp57 = (tmp48 / tmp56)
        tmp58 = tl.full([1], 1e-08, tl.float32)
        tmp59 = tmp57 + tmp58
        tmp60 = tl.full([1], 0.9, tl.float32)
        tmp61 = libdevice.pow(tmp60, tmp51)
        tmp62 = tmp61 - tmp53
        tmp63 = tl.full([1], 1000.0, tl.float32)
        tmp64 = tmp62 * tmp63
        tmp65 = (tmp53 / tmp64)
        tmp66 = (tmp59 / tmp65)
        tmp67 = triton.language.div_rn(tmp44, tmp66)
        tmp68 = tmp47 + tmp67
        tl.store(out_ptr6 + (x1), tmp44, xmask)
        tl.store(out_ptr8 + (x1), tmp68, xmask)
        tl.store(out_ptr9 + (x1), tmp40, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 16384
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = tl.full([XBLOCK], True, tl.int1)[:]
        x2 = xindex
        tmp69 = tl.load(in_ptr10 + (x2), None)
        tmp72 = tl.load(in_ptr11 + (x2), None)
        tmp76 = tl.load(in_ptr12 + (x2), None)
        tmp80 = tl.load(in_ptr13 + (x2), None)
        tmp84 = tl.load(in_ptr14 + (0))
        tmp85 = tl.broadcast_to(tmp84, [XBLOCK])
        tmp70 = tl.full([1], 0.999, tl.float32)
        tmp71 = tmp69 * tmp70
        tmp73 = libdevice.mul_rn(tmp72, tmp72)
        tmp74 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp75 = tl.fma(tmp74, tmp73, tmp71)
        tmp77 = tmp72 - tmp76
        tmp78 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp79 = tl.fma(tmp78, tmp77, tmp76)
        tmp81 = tl.full([1], 0.99999, tl.float32)
        tmp82 = tmp80 * tmp81
        tmp83 = tl.sqrt_rn(tmp75)
        tmp86 = libdevice.pow(tmp70, tmp85)
        tmp87 = tl.full([1], 1.0, tl.float32)
        tmp88 = tmp86 - tmp87
        tmp89 = -tmp88
        tmp90 = tl.sqrt_rn(tmp89)
        tmp91 = (tmp83 / tmp90)
        tmp92 = tl.full([1], 1e-08, tl.float32)
        tmp93 = tmp91 + tmp92
        tmp94 = tl.full([1], 0.9, tl.float32)
        tmp95 = libdevice.pow(tmp94, tmp85)
        tmp96 = tmp95 - tmp87
        tmp97 = tl.full([1], 1000.0, tl.float32)
        tmp98 = tmp96 * tmp97
        tmp99 = (tmp87 / tmp98)
        tmp100 = (tmp93 / tmp99)
        tmp101 = triton.language.div_rn(tmp79, tmp100)
        tmp102 = tmp82 + tmp101
        tl.store(out_ptr11 + (x2), tmp79, None)
        tl.store(out_ptr13 + (x2), tmp102, None)
        tl.store(out_ptr14 + (x2), tmp75, None)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 128
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp103 = tl.load(in_ptr15 + (x3), xmask)
        tmp106 = tl.load(in_ptr16 + (x3), xmask)
        tmp110 = tl.load(in_ptr17 + (x3), xmask)
        tmp114 = tl.load(in_ptr18 + (x3), xmask)
        tmp118 = tl.load(in_ptr19 + (0))
        tmp119 = tl.broadcast_to(tmp118, [XBLOCK])
        tmp120 = tl.where(xmask, tmp119, 0.0)
        tmp104 = tl.full([1], 0.999, tl.float32)
        tmp105 = tmp103 * tmp104
        tmp107 = libdevice.mul_rn(tmp106, tmp106)
        tmp108 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp109 = tl.fma(tmp108, tmp107, tmp105)
        tmp111 = tmp106 - tmp110
        tmp112 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp113 = tl.fma(tmp112, tmp111, tmp110)
        tmp115 = tl.full([1], 0.99999, tl.float32)
        tmp116 = tmp114 * tmp115
        tmp117 = tl.sqrt_rn(tmp109)
        tmp121 = libdevice.pow(tmp104, tmp120)
        tmp122 = tl.full([1], 1.0, tl.float32)
        tmp123 = tmp121 - tmp122
        tmp124 = -tmp123
        tmp125 = tl.sqrt_rn(tmp124)
        tmp126 = (tmp117 / tmp125)
        tmp127 = tl.full([1], 1e-08, tl.float32)
        tmp128 = tmp126 + tmp127
        tmp129 = tl.full([1], 0.9, tl.float32)
        tmp130 = libdevice.pow(tmp129, tmp120)
        tmp131 = tmp130 - tmp122
        tmp132 = tl.full([1], 1000.0, tl.float32)
        tmp133 = tmp131 * tmp132
        tmp134 = (tmp122 / tmp133)
        tmp135 = (tmp128 / tmp134)
        tmp136 = triton.language.div_rn(tmp113, tmp135)
        tmp137 = tmp116 + tmp136
        tl.store(out_ptr16 + (x3), tmp113, xmask)
        tl.store(out_ptr18 + (x3), tmp137, xmask)
        tl.store(out_ptr19 + (x3), tmp109, xmask)
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp1r2pkxmy/gu/cguy2q776heiht5sv4xtd5nv2vgsgel2xecghawu2bpq42bvrbs2.py
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'out_ptr1': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 2, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 1, 'no_x_dim_1': False, 'xnumel_1': 1}, 'kernel_name': 'triton_for_fused_2', 'mutated_arg_names': ['in_ptr0', 'in_ptr1', 'out_ptr0', 'out_ptr1'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_2(in_ptr0, in_ptr1, out_ptr0, out_ptr1):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(1, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(1, XBLOCK)
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
    else:
        pass
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp1r2pkxmy/hx/chxflq4sax7malryswmgt6wt6dgosdh3xby46xduwgeo5hhnu7nu.py
# Unsorted Source Nodes: [], Original ATen: []
# Source node to ATen node mapping:
triton_for_fused_3 = async_compile.triton('triton_for_fused_3', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties

@triton_heuristics.foreach(
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'out_ptr0': '*fp32', 'out_ptr3': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr8': '*fp32', 'out_ptr9': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 2, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 1280, 'no_x_dim_1': False, 'xnumel_1': 10}, 'kernel_name': 'triton_for_fused_3', 'mutated_arg_names': ['in_ptr0', 'in_ptr2', 'in_ptr3', 'in_ptr5', 'in_ptr7', 'in_ptr8', 'out_ptr0', 'out_ptr3', 'out_ptr4', 'out_ptr5', 'out_ptr8', 'out_ptr9'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_3(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, out_ptr0, out_ptr3, out_ptr4, out_ptr5, out_ptr8, out_ptr9):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(1280, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(10, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 1280
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x0 = xindex
        tmp0 = tl.load(in_ptr0 + (x0), xmask)
        tmp1 = tl.load(in_ptr1 + (x0), xmask)
        tmp5 = tl.load(in_ptr2 + (x0), xmask)
        tmp11 = tl.load(in_ptr3 + (x0), xmask)
        tmp15 = tl.load(in_ptr4 + (0))
        tmp16 = tl.broadcast_to(tmp15, [XBLOCK])
        tmp17 = tl.where(xmask, tmp16, 0.0)
        tmp2 = tmp1 - tmp0
        tmp3 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp4 = tl.fma(tmp3, tmp2, tmp0)
        tmp6 = tl.full([1], 0.999, tl.float32)
        tmp7 = tmp5 * tmp6
        tmp8 = libdevice.mul_rn(tmp1, tmp1)
        tmp9 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp10 = tl.fma(tmp9, tmp8, tmp7)
        tmp12 = tl.full([1], 0.999999, tl.float32)
        tmp13 = tmp11 * tmp12
        tmp14 = tl.sqrt_rn(tmp10)
        tmp18 = libdevice.pow(tmp6, tmp17)
        tmp19 = tl.full([1], 1.0, tl.float32)
        tmp20 = tmp18 - tmp19
        tmp21 = -tmp20
        tmp22 = tl.sqrt_rn(tmp21)
        tmp23 = (tmp14 / tmp22)
        tmp24 = tl.full([1], 1e-08, tl.float32)
        tmp25 = tmp23 + tmp24
        tmp26 = tl.full([1], 0.9, tl.float32)
        tmp27 = libdevice.pow(tmp26, tmp17)
        tmp28 = tmp27 - tmp19
        tmp29 = tl.full([1], 10000.0, tl.float32)
        tmp30 = tmp28 * tmp29
        tmp31 = (tmp19 / tmp30)
        tmp32 = (tmp25 / tmp31)
        tmp33 = triton.language.div_rn(tmp4, tmp32)
        tmp34 = tmp13 + tmp33
        tl.store(out_ptr0 + (x0), tmp4, xmask)
        tl.store(out_ptr3 + (x0), tmp34, xmask)
        tl.store(out_ptr4 + (x0), tmp10, xmask)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 10
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp35 = tl.load(in_ptr5 + (x1), xmask)
        tmp36 = tl.load(in_ptr6 + (x1), xmask)
        tmp40 = tl.load(in_ptr7 + (x1), xmask)
        tmp46 = tl.load(in_ptr8 + (x1), xmask)
        tmp50 = tl.load(in_ptr9 + (0))
        tmp51 = tl.broadcast_to(tmp50, [XBLOCK])
        tmp52 = tl.where(xmask, tmp51, 0.0)
        tmp37 = tmp36 - tmp35
        tmp38 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp39 = tl.fma(tmp38, tmp37, tmp35)
        tmp41 = tl.full([1], 0.999, tl.float32)
        tmp42 = tmp40 * tmp41
        tmp43 = libdevice.mul_rn(tmp36, tmp36)
        tmp44 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp45 = tl.fma(tmp44, tmp43, tmp42)
        tmp47 = tl.full([1], 0.999999, tl.float32)
        tmp48 = tmp46 * tmp47
        tmp49 = tl.sqrt_rn(tmp45)
        tmp53 = libdevice.pow(tmp41, tmp52)
        tmp54 = tl.full([1], 1.0, tl.float32)
        tmp55 = tmp53 - tmp54
        tmp56 = -tmp55
        tmp57 = tl.sqrt_rn(tmp56)
        tmp58 = (tmp49 / tmp57)
        tmp59 = tl.full([1], 1e-08, tl.float32)
        tmp60 = tmp58 + tmp59
        tmp61 = tl.full([1], 0.9, tl.float32)
        tmp62 = libdevice.pow(tmp61, tmp52)
        tmp63 = tmp62 - tmp54
        tmp64 = tl.full([1], 10000.0, tl.float32)
        tmp65 = tmp63 * tmp64
        tmp66 = (tmp54 / tmp65)
        tmp67 = (tmp60 / tmp66)
        tmp68 = triton.language.div_rn(tmp39, tmp67)
        tmp69 = tmp48 + tmp68
        tl.store(out_ptr5 + (x1), tmp39, xmask)
        tl.store(out_ptr8 + (x1), tmp69, xmask)
        tl.store(out_ptr9 + (x1), tmp45, xmask)
    else:
        pass
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1 = args
        args.clear()
        assert_size_stride_grouped((arg14_1, arg6_1, arg15_1, arg16_1), ((), (), (), ()), ((), (), (), ()), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [_foreach_add_], Original ATen: [aten._foreach_add]
            # [Provenance debug handles] triton_for_fused_0:1
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_0.run(arg14_1, arg6_1, arg15_1, arg16_1, arg14_1, arg6_1, arg15_1, arg16_1, stream=raw_stream0)
            assert_size_stride_grouped((arg13_1, arg24_1, arg12_1, arg0_1, arg8_1, arg25_1, arg7_1, arg1_1, arg19_1, arg26_1, arg17_1, arg2_1, arg20_1, arg27_1, arg18_1, arg3_1), ((128, 64), (128, 64), (128, 64), (128, 64), (128, ), (128, ), (128, ), (128, ), (128, 128), (128, 128), (128, 128), (128, 128), (128, ), (128, ), (128, ), (128, )), ((64, 1), (64, 1), (64, 1), (64, 1), (1, ), (1, ), (1, ), (1, ), (128, 1), (128, 1), (128, 1), (128, 1), (1, ), (1, ), (1, ), (1, )), 'input')
            arg24_1 = copy_if_misaligned(arg24_1)
            arg25_1 = copy_if_misaligned(arg25_1)
            arg26_1 = copy_if_misaligned(arg26_1)
            arg27_1 = copy_if_misaligned(arg27_1)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_for_fused_1:2
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_1.run(arg13_1, arg24_1, arg12_1, arg0_1, arg14_1, arg8_1, arg25_1, arg7_1, arg1_1, arg6_1, arg19_1, arg26_1, arg17_1, arg2_1, arg15_1, arg20_1, arg27_1, arg18_1, arg3_1, arg16_1, arg12_1, arg0_1, arg13_1, arg7_1, arg1_1, arg8_1, arg17_1, arg2_1, arg19_1, arg18_1, arg3_1, arg20_1, stream=raw_stream0)
            del arg0_1
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            del arg1_1
            del arg20_1
            del arg24_1
            del arg25_1
            del arg26_1
            del arg27_1
            del arg2_1
            del arg3_1
            del arg6_1
            del arg7_1
            del arg8_1
            assert_size_stride_grouped((arg9_1, arg21_1), ((), ()), ((), ()), 'input')
            # Topologically Sorted Source Nodes: [_foreach_add__2], Original ATen: [aten._foreach_add]
            # [Provenance debug handles] triton_for_fused_2:3
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_2.run(arg9_1, arg21_1, arg9_1, arg21_1, stream=raw_stream0)
            assert_size_stride_grouped((arg10_1, arg28_1, arg11_1, arg4_1, arg22_1, arg29_1, arg23_1, arg5_1), ((10, 128), (10, 128), (10, 128), (10, 128), (10, ), (10, ), (10, ), (10, )), ((128, 1), (128, 1), (128, 1), (128, 1), (1, ), (1, ), (1, ), (1, )), 'input')
            arg28_1 = copy_if_misaligned(arg28_1)
            arg29_1 = copy_if_misaligned(arg29_1)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_for_fused_3:4
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_3.run(arg10_1, arg28_1, arg11_1, arg4_1, arg9_1, arg22_1, arg29_1, arg23_1, arg5_1, arg21_1, arg10_1, arg4_1, arg11_1, arg22_1, arg5_1, arg23_1, stream=raw_stream0)
            del arg10_1
            del arg11_1
            del arg21_1
            del arg22_1
            del arg23_1
            del arg28_1
            del arg29_1
            del arg4_1
            del arg5_1
            del arg9_1
        return ()

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg18_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg19_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg20_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg21_1 = rand_strided((), (), device='cuda:0', dtype=torch.float32)
    arg22_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg23_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg24_1 = rand_strided((128, 64), (64, 1), device='cuda:0', dtype=torch.float32)
    arg25_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg26_1 = rand_strided((128, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg28_1 = rand_strided((10, 128), (128, 1), device='cuda:0', dtype=torch.float32)
    arg29_1 = rand_strided((10, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
