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


cpp_fused_add_copy__mul_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       const float* in_ptr16,
                       const float* in_ptr17,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr14,
                       float* out_ptr15,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr22,
                       float* out_ptr23)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(432L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(432L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.9);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp6 = static_cast<float>(0.0001);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 * tmp7;
                    auto tmp9 = tmp4 + tmp8;
                    auto tmp10 = tmp3 + tmp9;
                    auto tmp11 = static_cast<float>(-0.1);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp5 + tmp13;
                    tmp14.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp10.store(out_ptr3 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.9);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp6 = static_cast<float>(0.0001);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 * tmp7;
                    auto tmp9 = tmp4 + tmp8;
                    auto tmp10 = tmp3 + tmp9;
                    auto tmp11 = static_cast<float>(-0.1);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp5 + tmp13;
                    tmp14.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp10.store(out_ptr7 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.9);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp6 = static_cast<float>(0.0001);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 * tmp7;
                    auto tmp9 = tmp4 + tmp8;
                    auto tmp10 = tmp3 + tmp9;
                    auto tmp11 = static_cast<float>(-0.1);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp5 + tmp13;
                    tmp14.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp10.store(out_ptr11 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(0.9);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp6 = static_cast<float>(0.0001);
                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                    auto tmp8 = tmp5 * tmp7;
                    auto tmp9 = tmp4 + tmp8;
                    auto tmp10 = tmp3 + tmp9;
                    auto tmp11 = static_cast<float>(-0.1);
                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                    auto tmp13 = tmp10 * tmp12;
                    auto tmp14 = tmp5 + tmp13;
                    tmp14.store(out_ptr14 + static_cast<int64_t>(x0));
                    tmp10.store(out_ptr15 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1152L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1152L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr19 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr13 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.9);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp6 = static_cast<float>(0.0001);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 * tmp7;
                        auto tmp9 = tmp4 + tmp8;
                        auto tmp10 = tmp3 + tmp9;
                        auto tmp11 = static_cast<float>(-0.1);
                        auto tmp12 = at::vec::Vectorized<float>(tmp11);
                        auto tmp13 = tmp10 * tmp12;
                        auto tmp14 = tmp5 + tmp13;
                        tmp14.store(out_ptr18 + static_cast<int64_t>(x0));
                        tmp10.store(out_ptr19 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr23 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = static_cast<float>(0.9);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp6 = static_cast<float>(0.0001);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp9 = tmp4 + tmp8;
                            auto tmp10 = tmp3 + tmp9;
                            auto tmp11 = static_cast<float>(-0.1);
                            auto tmp12 = at::vec::Vectorized<float>(tmp11);
                            auto tmp13 = tmp10 * tmp12;
                            auto tmp14 = tmp5 + tmp13;
                            tmp14.store(out_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            tmp10.store(out_ptr23 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                        }
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1 = args
        args.clear()
        assert_size_stride_grouped((arg7_1, arg12_1, arg0_1), ((16, 3, 3, 3), (16, 3, 3, 3), (16, 3, 3, 3)), ((27, 9, 3, 1), (27, 9, 3, 1), (27, 9, 3, 1)), 'input')
        assert_size_stride_grouped((arg6_1, arg13_1, arg1_1), ((16, ), (16, ), (16, )), ((1, ), (1, ), (1, )), 'input')
        assert_size_stride_grouped((arg8_1, arg14_1, arg2_1), ((16, ), (16, ), (16, )), ((1, ), (1, ), (1, )), 'input')
        assert_size_stride_grouped((arg9_1, arg15_1, arg3_1), ((16, ), (16, ), (16, )), ((1, ), (1, ), (1, )), 'input')
        assert_size_stride_grouped((arg10_1, arg16_1, arg4_1), ((8, 16, 3, 3), (8, 16, 3, 3), (8, 16, 3, 3)), ((144, 9, 3, 1), (144, 9, 3, 1), (144, 9, 3, 1)), 'input')
        assert_size_stride_grouped((arg11_1, arg17_1, arg5_1), ((8, ), (8, ), (8, )), ((1, ), (1, ), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_add_copy__mul_0:1
        cpp_fused_add_copy__mul_0(arg7_1, arg12_1, arg0_1, arg6_1, arg13_1, arg1_1, arg8_1, arg14_1, arg2_1, arg9_1, arg15_1, arg3_1, arg10_1, arg16_1, arg4_1, arg11_1, arg17_1, arg5_1, arg0_1, arg7_1, arg1_1, arg6_1, arg2_1, arg8_1, arg3_1, arg9_1, arg4_1, arg10_1, arg5_1, arg11_1)
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
    arg0_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((16, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((8, 16, 3, 3), (144, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
