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


# kernel path: /tmp/torchinductor_root/tmp6c2_9d0e/33/c33fyi2d3q2vikjwwctbv26li4n3en3bpmohk6fmzrehle6fxdbt.py
# Topologically Sorted Source Nodes: [add_, setitem, _generalized_scatter, mul_1], Original ATen: [aten.add, aten.select, aten.lift_fresh, aten.fill, aten.mul, aten.copy_]
# Source node to ATen node mapping:
#   _generalized_scatter => select_scatter_default
#   add_ => add_1
#   mul_1 => mul_1
#   setitem => copy, full_default, select_1
# Graph fragment:
#   %copy_ : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=copy_]
#   %select_scatter_default : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=select_scatter_default]
#   %mul_1 : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=mul_1]
#   %add_1 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.add.Tensor](args = (%arg1_1, 1), kwargs = {})
#   %select_1 : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.select.int](args = (%add_1, 0, 0), kwargs = {})
#   %full_default : Tensor "f32[][]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.full.default](args = ([], 3.0), kwargs = {dtype: torch.float32, layout: torch.strided, device: cuda:0, pin_memory: False})
#   %copy : Tensor "f32[16][1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.copy.default](args = (%select_1, %full_default), kwargs = {})
#   %select_scatter_default : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=2] = call_function[target=torch.ops.aten.select_scatter.default](args = (%add_1, %copy, 0, 0), kwargs = {})
#   %mul_1 : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%select_scatter_default, 2), kwargs = {})
#   %copy_ : Tensor "f32[8, 16][16, 1]cuda:0"[num_users=0] = call_function[target=torch.ops.aten.copy_.default](args = (%arg1_1, %select_scatter_default), kwargs = {})
#   return %mul_1,%select_scatter_default,%buf7
triton_poi_fused_add_copy__fill_lift_fresh_mul_select_0 = async_compile.triton('triton_poi_fused_add_copy__fill_lift_fresh_mul_select_0', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 128}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'out_ptr0': '*fp32', 'out_ptr2': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_copy__fill_lift_fresh_mul_select_0', 'mutated_arg_names': ['in_ptr0', 'out_ptr2'], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 1, 'num_store': 2, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 2560}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_copy__fill_lift_fresh_mul_select_0(in_ptr0, out_ptr0, out_ptr2, xnumel, XBLOCK : tl.constexpr):
    xnumel = 128
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x1 = xindex // 16
    x2 = xindex
    tmp3 = tl.load(in_ptr0 + (x2), xmask)
    tmp0 = (x1).to(tl.int32)
    tmp1 = tl.full([1], 0, tl.int32)
    tmp2 = tmp0 == tmp1
    tmp4 = tl.full([1], 1.0, tl.float32)
    tmp5 = tmp3 + tmp4
    tmp6 = tl.full([1], 3.0, tl.float32)
    tmp7 = tl.where(tmp2, tmp6, tmp5)
    tmp8 = tl.full([1], 2.0, tl.float32)
    tmp9 = tmp7 * tmp8
    tl.store(out_ptr0 + (x2), tmp9, xmask)
    tl.store(out_ptr2 + (x2), tmp7, xmask)
''', device_str='cuda')


# kernel path: /tmp/torchinductor_root/tmp6c2_9d0e/mn/cmnm5iuzhgryv2welxj3s7seozqp2fv255bikpxbrsn6xq7srgn4.py
# Topologically Sorted Source Nodes: [mul, getitem_2, add, c], Original ATen: [aten.mul, aten.slice, aten.add, aten.cat]
# Source node to ATen node mapping:
#   add => add
#   c => cat
#   getitem_2 => slice_1
#   mul => mul
# Graph fragment:
#   %getitem : Tensor "f32[8, 3][3, 1]cuda:0" = PlaceHolder[target=getitem]
#   %arg0_1 : Tensor "f32[8, 16][16, 1]cuda:0" = PlaceHolder[target=arg0_1]
#   %mul : Tensor "f32[8, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.mul.Tensor](args = (%getitem, 2), kwargs = {})
#   %slice_1 : Tensor "f32[8, 3][16, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.slice.Tensor](args = (%arg0_1, 1, 0, 3), kwargs = {})
#   %add : Tensor "f32[8, 3][3, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.add.Tensor](args = (%slice_1, 1), kwargs = {})
#   %cat : Tensor "f32[8, 6][6, 1]cuda:0"[num_users=1] = call_function[target=torch.ops.aten.cat.default](args = ([%mul, %add], -1), kwargs = {})
#   return %cat
triton_poi_fused_add_cat_mul_slice_1 = async_compile.triton('triton_poi_fused_add_cat_mul_slice_1', '''
import triton
import triton.language as tl

from torch._inductor.runtime import triton_helpers, triton_heuristics
from torch._inductor.runtime.triton_helpers import libdevice, math as tl_math
from torch._inductor.runtime.hints import AutotuneHint, ReductionHint, TileHint, DeviceProperties
triton_helpers.set_driver_to_gpu()

@triton_heuristics.pointwise(
    size_hints={'x': 64}, 
    filename=__file__,
    triton_meta={'signature': {'in_ptr0': '*fp32', 'in_ptr1': '*fp32', 'out_ptr0': '*fp32', 'xnumel': 'i32', 'XBLOCK': 'constexpr'}, 'device': DeviceProperties(type='cuda', index=0, multi_processor_count=132, cc=90, major=9, regs_per_multiprocessor=65536, max_threads_per_multi_processor=2048, max_threads_per_block=1024, warp_size=32), 'constants': {}, 'native_matmul': False, 'enable_fp_fusion': True, 'launch_pdl': False, 'disable_ftz': False, 'configs': [{(0,): [['tt.divisibility', 16]], (1,): [['tt.divisibility', 16]], (2,): [['tt.divisibility', 16]], (3,): [['tt.divisibility', 16]]}]},
    inductor_meta={'grid_type': 'Grid1D', 'kernel_name': 'triton_poi_fused_add_cat_mul_slice_1', 'mutated_arg_names': [], 'optimize_mem': True, 'no_x_dim': False, 'atomic_add_found': False, 'num_load': 2, 'num_store': 1, 'num_reduction': 0, 'autotune_hints': set(), 'tiling_scores': {'x': 672}, 'backend_hash': 'SIMULATED-H200', 'assert_indirect_indexing': True, 'autotune_local_cache': True, 'autotune_pointwise': True, 'autotune_remote_cache': None, 'force_disable_caches': True, 'dynamic_scale_rblock': True, 'incremental_autotune': False, 'max_autotune': False, 'max_autotune_pointwise': False, 'min_split_scan_rblock': 256, 'spill_threshold': 16, 'store_cubin': False, 'deterministic': False, 'batch_invariant': False, 'force_filter_reduction_configs': False, 'mix_order_reduction_allow_multi_stages': True, 'dynamic_disable_pipelining': True, 'are_deterministic_algorithms_enabled': False},
    min_elem_per_thread=0
)
@triton.jit
def triton_poi_fused_add_cat_mul_slice_1(in_ptr0, in_ptr1, out_ptr0, xnumel, XBLOCK : tl.constexpr):
    xnumel = 48
    xoffset = tl.program_id(0) * XBLOCK
    xindex = xoffset + tl.arange(0, XBLOCK)[:]
    xmask = xindex < xnumel
    x0 = (xindex % 6)
    x1 = xindex // 6
    x2 = xindex
    tmp0 = (x0).to(tl.int32)
    tmp1 = tl.full([1], 0, tl.int64)
    tmp2 = tmp0 >= tmp1
    tmp3 = (x0).to(tl.int64)
    tmp4 = (tmp3).to(tl.int64)
    tmp5 = tl.full([1], 3, tl.int64)
    tmp6 = tmp4 < tmp5
    tmp7 = tl.load(in_ptr0 + (3*x1 + (x0)), tmp6 & xmask, eviction_policy='evict_last', other=0.0)
    tmp8 = tl.full([1], 2.0, tl.float32)
    tmp9 = tmp7 * tmp8
    tmp10 = tl.full(tmp9.shape, 0.0, tmp9.dtype)
    tmp11 = tl.where(tmp6, tmp9, tmp10)
    tmp12 = tmp0 >= tmp5
    tmp13 = tl.full([1], 6, tl.int64)
    tmp14 = tmp0 < tmp13
    tmp15 = tl.load(in_ptr1 + (16*x1 + ((-3) + x0)), tmp12 & xmask, eviction_policy='evict_last', other=0.0)
    tmp16 = tl.full([1], 1.0, tl.float32)
    tmp17 = tmp15 + tmp16
    tmp18 = tl.full(tmp17.shape, 0.0, tmp17.dtype)
    tmp19 = tl.where(tmp12, tmp17, tmp18)
    tmp20 = tl.where(tmp6, tmp11, tmp19)
    tl.store(out_ptr0 + (x2), tmp20, xmask)
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
        arg0_1, arg1_1 = args
        args.clear()
        assert_size_stride(arg0_1, (8, 16), (16, 1), 'input')
        with torch.cuda._DeviceGuard(0):
            torch.cuda.set_device(0)
            arg0_1 = copy_if_misaligned(arg0_1)
            # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
            # [Provenance debug handles] torch.ops.aten.topk.default:1
            buf0 = torch.ops.aten.topk.default(arg0_1, 3, -1, True, True)
            assert_size_stride(arg1_1, (8, 16), (16, 1), 'input')
            buf4 = empty_strided_cuda((8, 16), (16, 1), torch.float32)
            # Topologically Sorted Source Nodes: [add_, setitem, _generalized_scatter, mul_1], Original ATen: [aten.add, aten.select, aten.lift_fresh, aten.fill, aten.mul, aten.copy_]
            # [Provenance debug handles] triton_poi_fused_add_copy__fill_lift_fresh_mul_select_0:2
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_copy__fill_lift_fresh_mul_select_0.run(arg1_1, buf4, arg1_1, 128, stream=raw_stream0)
            del arg1_1
            buf1 = buf0[0]
            assert_tensor_metadata(buf1, (8, 3), (3, 1), torch.float32, 'torch.ops.aten.topk.default')
            assert_alignment(buf1, 16, 'torch.ops.aten.topk.default')
            buf2 = buf0[1]
            assert_tensor_metadata(buf2, (8, 3), (3, 1), torch.int64, 'torch.ops.aten.topk.default')
            assert_alignment(buf2, 16, 'torch.ops.aten.topk.default')
            del buf0
            buf3 = empty_strided_cuda((8, 6), (6, 1), torch.float32)
            # Topologically Sorted Source Nodes: [mul, getitem_2, add, c], Original ATen: [aten.mul, aten.slice, aten.add, aten.cat]
            # [Provenance debug handles] triton_poi_fused_add_cat_mul_slice_1:3
            raw_stream0 = get_raw_stream(0)
            triton_poi_fused_add_cat_mul_slice_1.run(buf1, arg0_1, buf3, 48, stream=raw_stream0)
            del arg0_1
            del buf1
        return (buf3, buf2, buf4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    arg1_1 = rand_strided((8, 16), (16, 1), device='cuda:0', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cuda')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
