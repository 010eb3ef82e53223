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


# kernel path: /tmp/torchinductor_root/tmp1fmn3udu/tm/ctm7liqpeui6uj3xwwdy6nhrw7nse3hk4pqyaqx5fqg6o6zydhgs.py
# Topologically Sorted Source Nodes: [chunk, cos, mul, neg, cat, sin, mul_1, add], Original ATen: [aten.split, aten.unsqueeze, aten.mul, aten.neg, aten.cat, aten.add]
# Source node to ATen node mapping:
#   add => add
#   cat => cat
#   chunk => split
#   cos => unsqueeze, unsqueeze_1
#   mul => mul
#   mul_1 => mul_1
#   neg => neg
#   sin => unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %arg2_1 : Tensor "f32[2, 16, 8, 32][4096, 256, 32, 1]cuda:0" = PlaceHolder[target=arg2_1]
#   %arg0_1 : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %split : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%arg2_1, 16, -1), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg0_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1, 32][512, 32, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %mul : Tensor "f32[2, 16, 8, 32][4096, 256, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg2_1, %unsqueeze_1), kwargs = {})
#   %neg : Tensor "f32[2, 16, 8, 16][2048, 128, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%getitem_1,), kwargs = {})
#   %cat : Tensor "f32[2, 16, 8, 32][4096, 256, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg, %getitem], -1), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg1_1, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16, 1, 32][512, 32, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %mul_1 : Tensor "f32[2, 16, 8, 32][4096, 256, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat, %unsqueeze_3), kwargs = {})
#   %add : Tensor "f32[2, 16, 8, 32][4096, 256, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul, %mul_1), kwargs = {})
#   return %add
triton_poi_fused_add_cat_mul_neg_split_unsqueeze_0 = async_compile.triton('triton_poi_fused_add_cat_mul_neg_split_unsqueeze_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 8192}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_cat_mul_neg_split_unsqueeze_0', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 167936}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_mul_neg_split_unsqueeze_0(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 8192
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = tl.full([XBLOCK], True, tl.int1)[:]
    x4 = xindex
    x0 = (xindex % 32)
    x2 = ((xindex // 256) % 16)
    x5 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (x4), None)
    tmp1 = tl.load(in_ptr1 + (x0 + 32*x2), None, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr2 + (x0 + 32*x2), None, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = (x0).to(tl.int32)
    tmp4 = tl.full([1], 0, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = (x0).to(tl.int64)
    tmp7 = (tmp6).to(tl.int64)
    tmp8 = tl.full([1], 16, tl.int64)
    tmp9 = tmp7 < tmp8
    tmp10 = tl.load(in_ptr0 + (16 + 32*x5 + (x0)), tmp9, eviction_policy='evict_last', other=0.0)
    tmp11 = -tmp10
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp9, tmp11, tmp12)
    tmp14 = tmp3 >= tmp8
    tmp15 = tl.full([1], 32, tl.int64)
    tmp16 = tmp3 < tmp15
    tmp17 = tl.load(in_ptr0 + (32*x5 + ((-16) + x0)), tmp14, eviction_policy='evict_last', other=0.0)
    tmp18 = tl.where(tmp9, tmp13, tmp17)
    tmp20 = tmp18 * tmp19
    tmp21 = tmp2 + tmp20
    tl.store(out_ptr0 + (x4), tmp21, None)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp1fmn3udu/c7/cc7i52ijo77op3j2e4ihl2uj2d5uh25s4qqmjatoyazwd6z32iiw.py
# Topologically Sorted Source Nodes: [chunk_1, cos, sin, mul_2, neg_1, cat_1, mul_3, add_1], Original ATen: [aten.split, aten.unsqueeze, aten.mul, aten.neg, aten.cat, aten.add]
# Source node to ATen node mapping:
#   add_1 => add_1
#   cat_1 => cat_1
#   chunk_1 => split_1
#   cos => unsqueeze, unsqueeze_1
#   mul_2 => mul_2
#   mul_3 => mul_3
#   neg_1 => neg_1
#   sin => unsqueeze_2, unsqueeze_3
# Graph fragment:
#   %arg3_1 : Tensor "f32[2, 16, 2, 32][1024, 64, 32, 1]cuda:0" = PlaceHolder[target=arg3_1]
#   %arg0_1 : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %arg1_1 : Tensor "f32[16, 32][32, 1]cuda:0" = PlaceHolder[target=arg1_1]
#   %split_1 : [num_users=2] = call_function[target=torch.ops.aten.split.Tensor](args = (%arg3_1, 16, -1), kwargs = {})
#   %unsqueeze : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg0_1, 0), kwargs = {})
#   %unsqueeze_1 : Tensor "f32[1, 16, 1, 32][512, 32, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze, 2), kwargs = {})
#   %unsqueeze_2 : Tensor "f32[1, 16, 32][512, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%arg1_1, 0), kwargs = {})
#   %unsqueeze_3 : Tensor "f32[1, 16, 1, 32][512, 32, 32, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.unsqueeze.default](args = (%unsqueeze_2, 2), kwargs = {})
#   %mul_2 : Tensor "f32[2, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%arg3_1, %unsqueeze_1), kwargs = {})
#   %neg_1 : Tensor "f32[2, 16, 2, 16][512, 32, 16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.neg.default](args = (%getitem_3,), kwargs = {})
#   %cat_1 : Tensor "f32[2, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%neg_1, %getitem_2], -1), kwargs = {})
#   %mul_3 : Tensor "f32[2, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%cat_1, %unsqueeze_3), kwargs = {})
#   %add_1 : Tensor "f32[2, 16, 2, 32][1024, 64, 32, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%mul_2, %mul_3), kwargs = {})
#   return %add_1
triton_poi_fused_add_cat_mul_neg_split_unsqueeze_1 = async_compile.triton('triton_poi_fused_add_cat_mul_neg_split_unsqueeze_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 2048}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'in_ptr2': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]], (4,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_cat_mul_neg_split_unsqueeze_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 5, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 45056}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_mul_neg_split_unsqueeze_1(in_ptr0, in_ptr1, in_ptr2, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 2048
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x4 = xindex
    x0 = (xindex % 32)
    x2 = ((xindex // 64) % 16)
    x5 = xindex // 32
    tmp0 = tl.load(in_ptr0 + (x4), xmask)
    tmp1 = tl.load(in_ptr1 + (x0 + 32*x2), xmask, eviction_policy='evict_last')
    tmp19 = tl.load(in_ptr2 + (x0 + 32*x2), xmask, eviction_policy='evict_last')
    tmp2 = tmp0 * tmp1
    tmp3 = (x0).to(tl.int32)
    tmp4 = tl.full([1], 0, tl.int64)
    tmp5 = tmp3 >= tmp4
    tmp6 = (x0).to(tl.int64)
    tmp7 = (tmp6).to(tl.int64)
    tmp8 = tl.full([1], 16, tl.int64)
    tmp9 = tmp7 < tmp8
    tmp10 = tl.load(in_ptr0 + (16 + 32*x5 + (x0)), tmp9 & xmask, eviction_policy='evict_last', other=0.0)
    tmp11 = -tmp10
    tmp12 = tl.full(tmp11.shape, 0.0, tmp11.dtype)
    tmp13 = tl.where(tmp9, tmp11, tmp12)
    tmp14 = tmp3 >= tmp8
    tmp15 = tl.full([1], 32, tl.int64)
    tmp16 = tmp3 < tmp15
    tmp17 = tl.load(in_ptr0 + (32*x5 + ((-16) + x0)), tmp14 & xmask, eviction_policy='evict_last', other=0.0)
    tmp18 = tl.where(tmp9, tmp13, tmp17)
    tmp20 = tmp18 * tmp19
    tmp21 = tmp2 + tmp20
    tl.store(out_ptr0 + (x4), tmp21, xmask)
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
        assert_size_stride_grouped((arg2_1, arg0_1, arg1_1), ((2, 16, 8, 32), (16, 32), (16, 32)), ((4096, 256, 32, 1), (32, 1), (32, 1)), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            arg2_1 = copy_if_misaligned(arg2_1)
            arg0_1 = copy_if_misaligned(arg0_1)
            arg1_1 = copy_if_misaligned(arg1_1)
            buf0 = empty_strided_cuda((2, 16, 8, 32), (4096, 256, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [chunk, cos, mul, neg, cat, sin, mul_1, add], Original ATen: [aten.split, aten.unsqueeze, aten.mul, aten.neg, aten.cat, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_cat_mul_neg_split_unsqueeze_0:1
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_mul_neg_split_unsqueeze_0.run(arg2_1, arg0_1, arg1_1, buf0, 8192, stream=raw_stream0)
            del arg2_1
            assert_size_stride(arg3_1, (2, 16, 2, 32), (1024, 64, 32, 1), 'input')
            arg3_1 = copy_if_misaligned(arg3_1)
            buf1 = empty_strided_cuda((2, 16, 2, 32), (1024, 64, 32, 1), torch.float32)
            # Topologically Sorted Source Nodes: [chunk_1, cos, sin, mul_2, neg_1, cat_1, mul_3, add_1], Original ATen: [aten.split, aten.unsqueeze, aten.mul, aten.neg, aten.cat, aten.add]
            # [Provenance debug handles] triton_poi_fused_add_cat_mul_neg_split_unsqueeze_1:2
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_mul_neg_split_unsqueeze_1.run(arg3_1, arg0_1, arg1_1, buf1, 2048, stream=raw_stream0)
            del arg0_1
            del arg1_1
            del arg3_1
        return (buf0, buf1, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((16, 32), (32, 1), device='cuda:0', dtype=torch.float32)
    arg2_1 = rand_strided((2, 16, 8, 32), (4096, 256, 32, 1), device='cuda:0', dtype=torch.float32)
    arg3_1 = rand_strided((2, 16, 2, 32), (1024, 64, 32, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
