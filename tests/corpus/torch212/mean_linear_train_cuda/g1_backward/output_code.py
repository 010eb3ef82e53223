# AOT ID: ['0_backward']
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


# kernel path: /tmp/torchinductor_root/tmpky8t3cev/nk/cnkdsjara2izm463yolympieoepa5qetd2j5xvmud6xqkynxciry.py
# Topologically Sorted Source Nodes: [unsqueeze, expand, div], Original ATen: [aten.unsqueeze, aten.expand, aten.div]
# Source node to ATen node mapping:
#   div => div
#   expand => expand
#   unsqueeze => unsqueeze
# Graph fragment:
#   %tangents_1 : Tensor "f32[2, 32][32, 1]cuda:0" = PlaceHolder[target=tangents_1]
#   %unsqueeze : Tensor "f32[2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%tangents_1, 1), kwargs = {})
#   %expand : Tensor "f32[2, 16, 32][32, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [2, 16, 32]), kwargs = {})
#   %div : Tensor "f32[2, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 16), kwargs = {})
#   return %div
triton_poi_fused_div_expand_unsqueeze_0 = async_compile.triton('triton_poi_fused_div_expand_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 1024}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_poi_fused_div_expand_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 0, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 8448}},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_div_expand_unsqueeze_0(in_ptr0, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 1024
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 32)
    x2 = xindex // 512
    x3 = xindex
    tmp0 = tl.load(in_ptr0 + (x0 + 32*x2), xmask, eviction_policy='evict_last')
    tmp1 = tl.full([1], 0.0625, tl.float32)
    tmp2 = tmp0 * tmp1
    tl.store(out_ptr0 + (x3), tmp2, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmpky8t3cev/o7/co7v2652wjad4qdxumgg6bsrv24lowqhsvabkaxgh64ees4ypzof.py
# Topologically Sorted Source Nodes: [unsqueeze, expand, div, view_2, sum_1], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.view, aten.sum]
# Source node to ATen node mapping:
#   div => div
#   expand => expand
#   sum_1 => sum_1
#   unsqueeze => unsqueeze
#   view_2 => view_2
# Graph fragment:
#   %div : Tensor "f32[2, 16, 32][512, 32, 1]cuda:0" = PlaceHolder[target=div]
#   %unsqueeze : Tensor "f32[2, 1, 32][32, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%tangents_1, 1), kwargs = {})
#   %expand : Tensor "f32[2, 16, 32][32, 0, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.expand.default](args = (%unsqueeze, [2, 16, 32]), kwargs = {})
#   %div : Tensor "f32[2, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.div.Scalar](args = (%expand, 16), kwargs = {})
#   %view_2 : Tensor "f32[32, 32][32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.reshape.default](args = (%div, [32, 32]), kwargs = {})
#   %sum_1 : Tensor "f32[1, 32][32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.sum.dim_IntList](args = (%view_2, [0], True), kwargs = {})
#   return %sum_1
triton_per_fused_div_expand_sum_unsqueeze_view_1 = async_compile.triton('triton_per_fused_div_expand_sum_unsqueeze_view_1', '''
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
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'r0_numel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'autotune_hints': set(), 'kernel_name': 'triton_per_fused_div_expand_sum_unsqueeze_view_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': None, 'atomic_add_found': False, 'num_load': 1, 'num_store': 1, 'num_reduction': 1, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': False, 'are_deterministic_algorithms_enabled': False, 'tiling_scores': {'x': 4352, 'r0_': 0}}
)
@triton.jit
def triton_per_fused_div_expand_sum_unsqueeze_view_1(in_ptr0, out_ptr0, xnumel, r0_numel, XBLOCK : tl.constexpr):
    xnumel = 32
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
    tmp0 = tl.load(in_ptr0 + (x0 + 32*r0_1), xmask, other=0.0)
    tmp1 = tl.broadcast_to(tmp0, [XBLOCK, R0_BLOCK])
    tmp3 = tl.where(xmask, tmp1, 0)
    tmp4 = tl.sum(tmp3, 1)[:, None].to(tl.float32)
    tl.store(out_ptr0 + (x0), tmp4, xmask)
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
        view, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 32), (32, 1))
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            tangents_1 = copy_misaligned(tangents_1)
            buf0 = empty_strided_cuda((2, 16, 32), (512, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze, expand, div], Original ATen: [aten.unsqueeze, aten.expand, aten.div]
            # [Provenance debug handles] triton_poi_fused_div_expand_unsqueeze_0:3
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_div_expand_unsqueeze_0.run(tangents_1, buf0, 1024, stream=raw_stream0)
            del tangents_1
            assert_size_stride(view, (32, 32), (32, 1))
            buf1 = empty_strided_cuda((32, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze, expand, div, view_2, permute_1, permute_3], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.view, aten.t, aten.mm]
            # [Provenance debug handles] extern_kernels.mm:4
            extern_kernels.mm(reinterpret_tensor(buf0, (32, 32), (1, 32), 0), view, out=buf1)
            del view
            buf2 = empty_strided_cuda((1, 32), (32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [unsqueeze, expand, div, view_2, sum_1], Original ATen: [aten.unsqueeze, aten.expand, aten.div, aten.view, aten.sum]
            # [Provenance debug handles] triton_per_fused_div_expand_sum_unsqueeze_view_1:5
            raw_stream0 = get_raw_stream(0)
            triton_per_fused_div_expand_sum_unsqueeze_view_1.run(buf0, buf2, 32, 32, stream=raw_stream0)
            del buf0
        return (buf1, reinterpret_tensor(buf2, (32, ), (1, ), 0), None, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    view = rand_strided((32, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    tangents_1 = rand_strided((2, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    return [view, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
