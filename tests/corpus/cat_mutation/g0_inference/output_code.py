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


cpp_fused_add_copy__fill_lift_fresh_mul_select_slice_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 3L*x0)];
                        auto tmp1 = static_cast<float>(2.0);
                        auto tmp2 = float(tmp0 * tmp1);
                        out_ptr0[static_cast<int64_t>(x1 + 6L*x0)] = tmp2;
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = in_ptr1[static_cast<int64_t>(x1 + 16L*x0)];
                        auto tmp1 = static_cast<float>(1.0);
                        auto tmp2 = float(tmp0 + tmp1);
                        out_ptr1[static_cast<int64_t>(x1 + 6L*x0)] = tmp2;
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                    {
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                        auto tmp0 = x0;
                        auto tmp1 = c10::convert<int32_t>(tmp0);
                        auto tmp2 = static_cast<int32_t>(0);
                        auto tmp3 = tmp1 == tmp2;
                        auto tmp5 = static_cast<float>(1.0);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = static_cast<float>(3.0);
                        auto tmp9 = at::vec::VecMask<float,1>::from(tmp3);
                        auto tmp10 = at::vec::Vectorized<float>(tmp8);
                        auto tmp11 = decltype(tmp10)::blendv(tmp7, tmp10, tmp9.template cast<float,1>());
                        auto tmp12 = static_cast<float>(2.0);
                        auto tmp13 = at::vec::Vectorized<float>(tmp12);
                        auto tmp14 = tmp11 * tmp13;
                        tmp14.store(out_ptr2 + static_cast<int64_t>(x1 + 16L*x0));
                        tmp11.store(out_ptr4 + static_cast<int64_t>(x1 + 16L*x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


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
        # Topologically Sorted Source Nodes: [topk], Original ATen: [aten.topk]
        # [Provenance debug handles] torch.ops.aten.topk.default:1
        buf0 = torch.ops.aten.topk.default(arg0_1, 3, -1, True, True)
        buf1 = buf0[0]
        assert_tensor_metadata(buf1, (8, 3), (3, 1), torch.float32, 'torch.ops.aten.topk.default')
        # buffer buf1 (op: torch.ops.aten.topk.default) is assumed to be not aligned
        buf2 = buf0[1]
        assert_tensor_metadata(buf2, (8, 3), (3, 1), torch.int64, 'torch.ops.aten.topk.default')
        # buffer buf2 (op: torch.ops.aten.topk.default) is assumed to be not aligned
        del buf0
        buf5 = empty_strided_cpu((8, 6), (6, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (8, 3), (6, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (8, 3), (6, 1), 3)  # alias
        assert_size_stride(arg1_1, (8, 16), (16, 1), 'input')
        buf6 = empty_strided_cpu((8, 16), (16, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_copy__fill_lift_fresh_mul_select_slice_0:2
        cpp_fused_add_copy__fill_lift_fresh_mul_select_slice_0(buf1, arg0_1, arg1_1, buf3, buf4, buf6, arg1_1)
        del arg0_1
        del arg1_1
        return (buf5, buf2, buf6, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 16), (16, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((8, 16), (16, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
