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


# kernel path: /tmp/torchinductor_root/tmp13x8ak1w/3x/c3xzr6fh5tqhn3l4uymtr6u75qj26cie6zesxh5jnrdkh7ob7hmi.py
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


# kernel path: /tmp/torchinductor_root/tmp13x8ak1w/c6/cc6zq64jkzqpr7zd552h3omjksjfq26fxrxttsuazvry44dgjruq.py
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'in_ptr18': '*fp32', 'in_ptr19': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr3': '*fp32', 'out_ptr5': '*fp32', 'out_ptr6': '*fp32', 'out_ptr7': '*fp32', 'out_ptr9': '*fp32', 'out_ptr10': '*fp32', 'out_ptr11': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr15': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]], (30,): [['tt.divisibility', 16]], (31,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 4, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 8192, 'no_x_dim_1': False, 'xnumel_1': 128, 'no_x_dim_2': False, 'xnumel_2': 1280, 'no_x_dim_3': False, 'xnumel_3': 10}, 'kernel_name': 'triton_for_fused_1', 'mutated_arg_names': ['in_ptr0', 'in_ptr10', 'in_ptr12', 'in_ptr13', 'in_ptr15', 'in_ptr17', 'in_ptr18', 'in_ptr2', 'in_ptr3', 'in_ptr5', 'in_ptr7', 'in_ptr8', 'out_ptr1', 'out_ptr10', 'out_ptr11', 'out_ptr13', 'out_ptr14', 'out_ptr15', 'out_ptr2', 'out_ptr3', 'out_ptr5', 'out_ptr6', 'out_ptr7', 'out_ptr9'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_1(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, in_ptr18, in_ptr19, out_ptr1, out_ptr2, out_ptr3, out_ptr5, out_ptr6, out_ptr7, out_ptr9, out_ptr10, out_ptr11, out_ptr13, out_ptr14, out_ptr15):
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
        tmp11 = tl.load(in_ptr3 + (x0), None)
        tmp13 = tl.load(in_ptr4 + (0))
        tmp14 = tl.broadcast_to(tmp13, [XBLOCK])
        tmp1 = tl.full([1], 0.999, tl.float32)
        tmp2 = tmp0 * tmp1
        tmp4 = libdevice.mul_rn(tmp3, tmp3)
        tmp5 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp6 = tl.fma(tmp5, tmp4, tmp2)
        tmp8 = tmp3 - tmp7
        tmp9 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp10 = tl.fma(tmp9, tmp8, tmp7)
        tmp12 = tl.sqrt_rn(tmp6)
        tmp15 = libdevice.pow(tmp1, tmp14)
        tmp16 = tl.full([1], 1.0, tl.float32)
        tmp17 = tmp15 - tmp16
        tmp18 = -tmp17
        tmp19 = tl.sqrt_rn(tmp18)
        tmp20 = (tmp12 / tmp19)
        tmp21 = tl.full([1], 1e-08, tl.float32)
        tmp22 = tmp20 + tmp21
        tmp23 = tl.full([1], 0.9, tl.float32)
        tmp24 = libdevice.pow(tmp23, tmp14)
        tmp25 = tmp24 - tmp16
        tmp26 = tl.full([1], 1000.0, tl.float32)
        tmp27 = tmp25 * tmp26
        tmp28 = (tmp16 / tmp27)
        tmp29 = (tmp22 / tmp28)
        tmp30 = triton.language.div_rn(tmp10, tmp29)
        tmp31 = tmp11 + tmp30
        tl.store(out_ptr1 + (x0), tmp10, None)
        tl.store(out_ptr2 + (x0), tmp31, None)
        tl.store(out_ptr3 + (x0), tmp6, None)
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 128
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x1 = xindex
        tmp32 = tl.load(in_ptr5 + (x1), xmask)
        tmp35 = tl.load(in_ptr6 + (x1), xmask)
        tmp39 = tl.load(in_ptr7 + (x1), xmask)
        tmp43 = tl.load(in_ptr8 + (x1), xmask)
        tmp45 = tl.load(in_ptr9 + (0))
        tmp46 = tl.broadcast_to(tmp45, [XBLOCK])
        tmp47 = tl.where(xmask, tmp46, 0.0)
        tmp33 = tl.full([1], 0.999, tl.float32)
        tmp34 = tmp32 * tmp33
        tmp36 = libdevice.mul_rn(tmp35, tmp35)
        tmp37 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp38 = tl.fma(tmp37, tmp36, tmp34)
        tmp40 = tmp35 - tmp39
        tmp41 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp42 = tl.fma(tmp41, tmp40, tmp39)
        tmp44 = tl.sqrt_rn(tmp38)
        tmp48 = libdevice.pow(tmp33, tmp47)
        tmp49 = tl.full([1], 1.0, tl.float32)
        tmp50 = tmp48 - tmp49
        tmp51 = -tmp50
        tmp52 = tl.sqrt_rn(tmp51)
        tmp53 = (tmp44 / tmp52)
        tmp54 = tl.full([1], 1e-08, tl.float32)
        tmp55 = tmp53 + tmp54
        tmp56 = tl.full([1], 0.9, tl.float32)
        tmp57 = libdevice.pow(tmp56, tmp47)
        tmp58 = tmp57 - tmp49
        tmp59 = tl.full([1], 1000.0, tl.float32)
        tmp60 = tmp58 * tmp59
        tmp61 = (tmp49 / tmp60)
        tmp62 = (tmp55 / tmp61)
        tmp63 = triton.language.div_rn(tmp42, tmp62)
        tmp64 = tmp43 + tmp63
        tl.store(out_ptr5 + (x1), tmp42, xmask)
        tl.store(out_ptr6 + (x1), tmp64, xmask)
        tl.store(out_ptr7 + (x1), tmp38, xmask)
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 1280
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x2 = xindex
        tmp65 = tl.load(in_ptr10 + (x2), xmask)
        tmp68 = tl.load(in_ptr11 + (x2), xmask)
        tmp72 = tl.load(in_ptr12 + (x2), xmask)
        tmp76 = tl.load(in_ptr13 + (x2), xmask)
        tmp78 = tl.load(in_ptr14 + (0))
        tmp79 = tl.broadcast_to(tmp78, [XBLOCK])
        tmp80 = tl.where(xmask, tmp79, 0.0)
        tmp66 = tl.full([1], 0.999, tl.float32)
        tmp67 = tmp65 * tmp66
        tmp69 = libdevice.mul_rn(tmp68, tmp68)
        tmp70 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp71 = tl.fma(tmp70, tmp69, tmp67)
        tmp73 = tmp68 - tmp72
        tmp74 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp75 = tl.fma(tmp74, tmp73, tmp72)
        tmp77 = tl.sqrt_rn(tmp71)
        tmp81 = libdevice.pow(tmp66, tmp80)
        tmp82 = tl.full([1], 1.0, tl.float32)
        tmp83 = tmp81 - tmp82
        tmp84 = -tmp83
        tmp85 = tl.sqrt_rn(tmp84)
        tmp86 = (tmp77 / tmp85)
        tmp87 = tl.full([1], 1e-08, tl.float32)
        tmp88 = tmp86 + tmp87
        tmp89 = tl.full([1], 0.9, tl.float32)
        tmp90 = libdevice.pow(tmp89, tmp80)
        tmp91 = tmp90 - tmp82
        tmp92 = tl.full([1], 1000.0, tl.float32)
        tmp93 = tmp91 * tmp92
        tmp94 = (tmp82 / tmp93)
        tmp95 = (tmp88 / tmp94)
        tmp96 = triton.language.div_rn(tmp75, tmp95)
        tmp97 = tmp76 + tmp96
        tl.store(out_ptr9 + (x2), tmp75, xmask)
        tl.store(out_ptr10 + (x2), tmp97, xmask)
        tl.store(out_ptr11 + (x2), tmp71, xmask)
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 10
        r0_numel = 1
        xoffset = pid_offset * XBLOCK
        xindex = xoffset + tl.arange(0, XBLOCK)[:]
        xmask = xindex < xnumel
        x3 = xindex
        tmp98 = tl.load(in_ptr15 + (x3), xmask)
        tmp101 = tl.load(in_ptr16 + (x3), xmask)
        tmp105 = tl.load(in_ptr17 + (x3), xmask)
        tmp109 = tl.load(in_ptr18 + (x3), xmask)
        tmp111 = tl.load(in_ptr19 + (0))
        tmp112 = tl.broadcast_to(tmp111, [XBLOCK])
        tmp113 = tl.where(xmask, tmp112, 0.0)
        tmp99 = tl.full([1], 0.999, tl.float32)
        tmp100 = tmp98 * tmp99
        tmp102 = libdevice.mul_rn(tmp101, tmp101)
        tmp103 = tl.full([1], 0.0010000000000000009, tl.float32)
        tmp104 = tl.fma(tmp103, tmp102, tmp100)
        tmp106 = tmp101 - tmp105
        tmp107 = tl.full([1], 0.10000000149011612, tl.float32)
        tmp108 = tl.fma(tmp107, tmp106, tmp105)
        tmp110 = tl.sqrt_rn(tmp104)
        tmp114 = libdevice.pow(tmp99, tmp113)
        tmp115 = tl.full([1], 1.0, tl.float32)
        tmp116 = tmp114 - tmp115
        tmp117 = -tmp116
        tmp118 = tl.sqrt_rn(tmp117)
        tmp119 = (tmp110 / tmp118)
        tmp120 = tl.full([1], 1e-08, tl.float32)
        tmp121 = tmp119 + tmp120
        tmp122 = tl.full([1], 0.9, tl.float32)
        tmp123 = libdevice.pow(tmp122, tmp113)
        tmp124 = tmp123 - tmp115
        tmp125 = tl.full([1], 1000.0, tl.float32)
        tmp126 = tmp124 * tmp125
        tmp127 = (tmp115 / tmp126)
        tmp128 = (tmp121 / tmp127)
        tmp129 = triton.language.div_rn(tmp108, tmp128)
        tmp130 = tmp109 + tmp129
        tl.store(out_ptr13 + (x3), tmp108, xmask)
        tl.store(out_ptr14 + (x3), tmp130, xmask)
        tl.store(out_ptr15 + (x3), tmp104, xmask)
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1 = args
        args.clear()
        assert_size_stride_grouped((arg9_1, arg4_1, arg10_1, arg11_1), ((), (), (), ()), ((), (), (), ()), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            # Topologically Sorted Source Nodes: [_foreach_add_], Original ATen: [aten._foreach_add]
            # [Provenance debug handles] triton_for_fused_0:1
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_0.run(arg9_1, arg4_1, arg10_1, arg11_1, arg9_1, arg4_1, arg10_1, arg11_1, stream=raw_stream0)
            assert_size_stride_grouped((arg8_1, arg16_1, arg7_1, arg0_1, arg6_1, arg17_1, arg5_1, arg1_1, arg14_1, arg18_1, arg12_1, arg2_1, arg15_1, arg19_1, arg13_1, arg3_1), ((128, 64), (128, 64), (128, 64), (128, 64), (128, ), (128, ), (128, ), (128, ), (10, 128), (10, 128), (10, 128), (10, 128), (10, ), (10, ), (10, ), (10, )), ((64, 1), (64, 1), (64, 1), (64, 1), (1, ), (1, ), (1, ), (1, ), (128, 1), (128, 1), (128, 1), (128, 1), (1, ), (1, ), (1, ), (1, )), 'input')
            arg16_1 = copy_if_misaligned(arg16_1)
            arg17_1 = copy_if_misaligned(arg17_1)
            arg18_1 = copy_if_misaligned(arg18_1)
            arg19_1 = copy_if_misaligned(arg19_1)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_for_fused_1:2
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_1.run(arg8_1, arg16_1, arg7_1, arg0_1, arg9_1, arg6_1, arg17_1, arg5_1, arg1_1, arg4_1, arg14_1, arg18_1, arg12_1, arg2_1, arg10_1, arg15_1, arg19_1, arg13_1, arg3_1, arg11_1, arg7_1, arg0_1, arg8_1, arg5_1, arg1_1, arg6_1, arg12_1, arg2_1, arg14_1, arg13_1, arg3_1, arg15_1, stream=raw_stream0)
            del arg0_1
            del arg10_1
            del arg11_1
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
            del arg18_1
            del arg19_1
            del arg1_1
            del arg2_1
            del arg3_1
            del arg4_1
            del arg5_1
            del arg6_1
            del arg7_1
            del arg8_1
            del arg9_1
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
