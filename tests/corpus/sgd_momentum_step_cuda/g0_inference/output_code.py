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


# kernel path: /tmp/torchinductor_root/tmplkmam602/zj/czjevj47xewkporfll6mmzteu66iooe5jk2mdz7rlopwozdfwiep.py
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'in_ptr3': '*fp32', 'in_ptr4': '*fp32', 'in_ptr5': '*fp32', 'in_ptr6': '*fp32', 'in_ptr7': '*fp32', 'in_ptr8': '*fp32', 'in_ptr9': '*fp32', 'in_ptr10': '*fp32', 'in_ptr11': '*fp32', 'in_ptr12': '*fp32', 'in_ptr13': '*fp32', 'in_ptr14': '*fp32', 'in_ptr15': '*fp32', 'in_ptr16': '*fp32', 'in_ptr17': '*fp32', 'out_ptr1': '*fp32', 'out_ptr2': '*fp32', 'out_ptr4': '*fp32', 'out_ptr5': '*fp32', 'out_ptr7': '*fp32', 'out_ptr8': '*fp32', 'out_ptr10': '*fp32', 'out_ptr11': '*fp32', 'out_ptr13': '*fp32', 'out_ptr14': '*fp32', 'out_ptr16': '*fp32', 'out_ptr17': '*fp32'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]], (5,): [['tt.divisibility', 16]], (6,): [['tt.divisibility', 16]], (7,): [['tt.divisibility', 16]], (8,): [['tt.divisibility', 16]], (9,): [['tt.divisibility', 16]], (10,): [['tt.divisibility', 16]], (11,): [['tt.divisibility', 16]], (12,): [['tt.divisibility', 16]], (13,): [['tt.divisibility', 16]], (14,): [['tt.divisibility', 16]], (15,): [['tt.divisibility', 16]], (16,): [['tt.divisibility', 16]], (17,): [['tt.divisibility', 16]], (18,): [['tt.divisibility', 16]], (19,): [['tt.divisibility', 16]], (20,): [['tt.divisibility', 16]], (21,): [['tt.divisibility', 16]], (22,): [['tt.divisibility', 16]], (23,): [['tt.divisibility', 16]], (24,): [['tt.divisibility', 16]], (25,): [['tt.divisibility', 16]], (26,): [['tt.divisibility', 16]], (27,): [['tt.divisibility', 16]], (28,): [['tt.divisibility', 16]], (29,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'SequentialComboKernelGrid', 'combo_grid_meta': {'num_kernels': 6, 'min_blocks': 0, 'autotune_grouping': True, 'block_arg_names': ('XBLOCK',), 'default_config': {'XBLOCK': 1024}, 'no_x_dim_0': False, 'xnumel_0': 432, 'no_x_dim_1': False, 'xnumel_1': 16, 'no_x_dim_2': False, 'xnumel_2': 16, 'no_x_dim_3': False, 'xnumel_3': 16, 'no_x_dim_4': False, 'xnumel_4': 1152, 'no_x_dim_5': False, 'xnumel_5': 8}, 'kernel_name': 'triton_for_fused_0', 'mutated_arg_names': ['in_ptr0', 'in_ptr11', 'in_ptr12', 'in_ptr14', 'in_ptr15', 'in_ptr17', 'in_ptr2', 'in_ptr3', 'in_ptr5', 'in_ptr6', 'in_ptr8', 'in_ptr9', 'out_ptr1', 'out_ptr10', 'out_ptr11', 'out_ptr13', 'out_ptr14', 'out_ptr16', 'out_ptr17', 'out_ptr2', 'out_ptr4', 'out_ptr5', 'out_ptr7', 'out_ptr8'], 'optimize_mem': True, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
)
@triton.jit
def triton_for_fused_0(in_ptr0, in_ptr1, in_ptr2, in_ptr3, in_ptr4, in_ptr5, in_ptr6, in_ptr7, in_ptr8, in_ptr9, in_ptr10, in_ptr11, in_ptr12, in_ptr13, in_ptr14, in_ptr15, in_ptr16, in_ptr17, out_ptr1, out_ptr2, out_ptr4, out_ptr5, out_ptr7, out_ptr8, out_ptr10, out_ptr11, out_ptr13, out_ptr14, out_ptr16, out_ptr17):
    pid = tl.program_id(0)
    XBLOCK: tl.constexpr = 1024
    num_xblocks_0 = tl.cdiv(432, XBLOCK)
    num_xblocks_1 = num_xblocks_0 + tl.cdiv(16, XBLOCK)
    num_xblocks_2 = num_xblocks_1 + tl.cdiv(16, XBLOCK)
    num_xblocks_3 = num_xblocks_2 + tl.cdiv(16, XBLOCK)
    num_xblocks_4 = num_xblocks_3 + tl.cdiv(1152, XBLOCK)
    num_xblocks_5 = num_xblocks_4 + tl.cdiv(8, XBLOCK)
    if pid < num_xblocks_0:
        pid_offset = pid
        xnumel = 432
        r0_numel = 1
        foreach_arg0 = in_ptr0
        foreach_arg1 = in_ptr1
        foreach_arg2 = in_ptr2
        foreach_arg3 = out_ptr1
        foreach_arg4 = out_ptr2
    elif pid < num_xblocks_1:
        pid_offset = pid - num_xblocks_0
        xnumel = 16
        r0_numel = 1
        foreach_arg0 = in_ptr3
        foreach_arg1 = in_ptr4
        foreach_arg2 = in_ptr5
        foreach_arg3 = out_ptr4
        foreach_arg4 = out_ptr5
    elif pid < num_xblocks_2:
        pid_offset = pid - num_xblocks_1
        xnumel = 16
        r0_numel = 1
        foreach_arg0 = in_ptr6
        foreach_arg1 = in_ptr7
        foreach_arg2 = in_ptr8
        foreach_arg3 = out_ptr7
        foreach_arg4 = out_ptr8
    elif pid < num_xblocks_3:
        pid_offset = pid - num_xblocks_2
        xnumel = 16
        r0_numel = 1
        foreach_arg0 = in_ptr9
        foreach_arg1 = in_ptr10
        foreach_arg2 = in_ptr11
        foreach_arg3 = out_ptr10
        foreach_arg4 = out_ptr11
    elif pid < num_xblocks_4:
        pid_offset = pid - num_xblocks_3
        xnumel = 1152
        r0_numel = 1
        foreach_arg0 = in_ptr12
        foreach_arg1 = in_ptr13
        foreach_arg2 = in_ptr14
        foreach_arg3 = out_ptr13
        foreach_arg4 = out_ptr14
    elif pid < num_xblocks_5:
        pid_offset = pid - num_xblocks_4
        xnumel = 8
        r0_numel = 1
        foreach_arg0 = in_ptr15
        foreach_arg1 = in_ptr16
        foreach_arg2 = in_ptr17
        foreach_arg3 = out_ptr16
        foreach_arg4 = out_ptr17
    else:
        pid_offset = 0
        xnumel = 0
        r0_numel = 0
        foreach_arg0 = in_ptr0
        foreach_arg1 = in_ptr1
        foreach_arg2 = in_ptr2
        foreach_arg3 = out_ptr1
        foreach_arg4 = out_ptr2
    xoffset = pid_offset * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = xindex
    tmp0 = tl.load(foreach_arg0 + (x0), xmask)
    tmp3 = tl.load(foreach_arg1 + (x0), xmask)
    tmp4 = tl.load(foreach_arg2 + (x0), xmask)
    tmp1 = tl.full([1], 0.9, tl.float32)
    tmp2 = tmp0 * tmp1
    tmp5 = tl.full([1], 0.0001, tl.float32)
    tmp6 = tl.fma(tmp4, tmp5, tmp3)
    tmp7 = tmp2 + tmp6
    tmp8 = tl.full([1], -0.1, tl.float32)
    tmp9 = tl.fma(tmp7, tmp8, tmp4)
    tl.store(foreach_arg3 + (x0), tmp9, xmask)
    tl.store(foreach_arg4 + (x0), tmp7, xmask)
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
        assert_size_stride_grouped((arg7_1, arg12_1, arg0_1, arg6_1, arg13_1, arg1_1, arg8_1, arg14_1, arg2_1, arg9_1, arg15_1, arg3_1, arg10_1, arg16_1, arg4_1, arg11_1, arg17_1, arg5_1), ((16, 3, 3, 3), (16, 3, 3, 3), (16, 3, 3, 3), (16, ), (16, ), (16, ), (16, ), (16, ), (16, ), (16, ), (16, ), (16, ), (8, 16, 3, 3), (8, 16, 3, 3), (8, 16, 3, 3), (8, ), (8, ), (8, )), ((27, 9, 3, 1), (27, 9, 3, 1), (27, 9, 3, 1), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (144, 9, 3, 1), (144, 9, 3, 1), (144, 9, 3, 1), (1, ), (1, ), (1, )), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            arg12_1 = copy_if_misaligned(arg12_1)
            arg13_1 = copy_if_misaligned(arg13_1)
            arg14_1 = copy_if_misaligned(arg14_1)
            arg15_1 = copy_if_misaligned(arg15_1)
            arg16_1 = copy_if_misaligned(arg16_1)
            arg17_1 = copy_if_misaligned(arg17_1)
            # Unsorted Source Nodes: [], Original ATen: []
            # [Provenance debug handles] triton_for_fused_0:1
            raw_stream0 = get_raw_stream(0)
            triton_for_fused_0.run(arg7_1, arg12_1, arg0_1, arg6_1, arg13_1, arg1_1, arg8_1, arg14_1, arg2_1, arg9_1, arg15_1, arg3_1, arg10_1, arg16_1, arg4_1, arg11_1, arg17_1, arg5_1, arg0_1, arg7_1, arg1_1, arg6_1, arg2_1, arg8_1, arg3_1, arg9_1, arg4_1, arg10_1, arg5_1, arg11_1, stream=raw_stream0)
            del arg0_1
            del arg10_1
            del arg11_1
            del arg12_1
            del arg13_1
            del arg14_1
            del arg15_1
            del arg16_1
            del arg17_1
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
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg4_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg5_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg6_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg7_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg9_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg10_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg11_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg12_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg15_1 = rand_strided((16, ), (1, ), device='cuda:0', dtype=torch.float32)
    arg16_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cuda:0', dtype=torch.float32)
    arg17_1 = rand_strided((8, ), (1, ), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
