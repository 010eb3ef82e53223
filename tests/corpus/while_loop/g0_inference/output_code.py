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


cpp_fused_mul_relu_zeros_0 = async_compile.cpp_pybinding(['const float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       int64_t* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = static_cast<int64_t>(0);
                out_ptr0[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                    auto tmp2 = static_cast<float>(0.5);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 * tmp3;
                    tmp4.store(out_ptr1 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_mean_sum_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = static_cast<float>(32.0);
                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                    auto tmp4 = tmp1 / tmp3;
                    auto tmp5 = tmp0 + tmp4;
                    tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')



cpp_fused_lt_mul_relu_zeros_1 = async_compile.cpp_pybinding(['const int64_t*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       bool* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(4);
                auto tmp2 = tmp0 < tmp1;
                out_ptr0[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def while_loop_cond_graph_0(args):
    while_loop_cond_graph_0_arg0_1, while_loop_cond_graph_0_arg1_1, while_loop_cond_graph_0_arg2_1 = args
    args.clear()
    assert_size_stride(while_loop_cond_graph_0_arg0_1, (), (), 'input')
    while_loop_cond_graph_0_buf0 = empty_strided_cpu((), (), torch.bool)
    # [Provenance debug handles] cpp_fused_lt_mul_relu_zeros_1:2
    cpp_fused_lt_mul_relu_zeros_1(while_loop_cond_graph_0_arg0_1, while_loop_cond_graph_0_buf0)
    del while_loop_cond_graph_0_arg0_1
    return (while_loop_cond_graph_0_buf0, )



cpp_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'float*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = tmp0.tanh();
                    auto tmp3 = tmp1 + tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = tmp0 * tmp0;
                            tmp_acc0_vec = tmp_acc0_vec + tmp1;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = std::sqrt(tmp1);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp0 / tmp3;
                        tmp4.store(in_out_ptr0 + static_cast<int64_t>(x1 + 32L*x0));
                    }
                }
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                auto tmp1 = static_cast<int64_t>(1);
                auto tmp2 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp1));
                out_ptr1[static_cast<int64_t>(0L)] = tmp2;
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')

def while_loop_body_graph_0(args):
    while_loop_body_graph_0_arg0_1, while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_arg2_1 = args
    args.clear()
    assert_size_stride_grouped((while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_arg2_1), ((16, 32), (32, 32)), ((32, 1), (32, 1)), 'input')
    while_loop_body_graph_0_buf0 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
    # Unsorted Source Nodes: [while_loop, i0, child, relu, matmul], Original ATen: [aten.zeros, aten.mul, aten.relu, aten.mm]
    # [Provenance debug handles] extern_kernels.mm:3
    extern_kernels.mm(while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_arg2_1, out=while_loop_body_graph_0_buf0)
    del while_loop_body_graph_0_arg2_1
    while_loop_body_graph_0_buf1 = while_loop_body_graph_0_buf0; del while_loop_body_graph_0_buf0  # reuse
    while_loop_body_graph_0_buf2 = empty_strided_cpu((16, 1), (1, 16), torch.float32)
    while_loop_body_graph_0_buf3 = while_loop_body_graph_0_buf1; del while_loop_body_graph_0_buf1  # reuse
    assert_size_stride(while_loop_body_graph_0_arg0_1, (), (), 'input')
    while_loop_body_graph_0_buf4 = empty_strided_cpu((), (), torch.int64)
    # [Provenance debug handles] cpp_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_2:4
    cpp_fused_add_div_linalg_vector_norm_mul_relu_tanh_zeros_2(while_loop_body_graph_0_buf3, while_loop_body_graph_0_arg1_1, while_loop_body_graph_0_arg0_1, while_loop_body_graph_0_buf2, while_loop_body_graph_0_buf4)
    del while_loop_body_graph_0_arg0_1
    del while_loop_body_graph_0_arg1_1
    return (while_loop_body_graph_0_buf4, while_loop_body_graph_0_buf3, )


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
        buf0 = empty_strided_cpu((), (), torch.int64)
        assert_size_stride(arg0_1, (16, 32), (32, 1), 'input')
        buf1 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        assert_size_stride(arg1_1, (32, 32), (32, 1), 'input')
        # [Provenance debug handles] cpp_fused_mul_relu_zeros_0:1
        cpp_fused_mul_relu_zeros_0(arg0_1, buf0, buf1)
        buf2 = [None] * 2
        buf2[0] = buf0
        buf2[1] = buf1

        # subgraph: while_loop_cond_graph_0
        while_loop_cond_graph_0_args = [buf2[0], buf2[1], arg1_1]
        (buf2_cond_result,) = while_loop_cond_graph_0(while_loop_cond_graph_0_args)
        should_loop = buf2_cond_result
        if not should_loop:
            buf2[0] = buf0.clone()
            buf2[1] = buf1.clone()
        while should_loop:

            # subgraph: while_loop_body_graph_0
            while_loop_body_graph_0_args = [buf2[0], buf2[1], arg1_1]
            (buf2[0], buf2[1]) = while_loop_body_graph_0(while_loop_body_graph_0_args)

            # subgraph: while_loop_cond_graph_0
            while_loop_cond_graph_0_args = [buf2[0], buf2[1], arg1_1]
            (buf2_cond_result,) = while_loop_cond_graph_0(while_loop_cond_graph_0_args)
            should_loop = buf2_cond_result
        del arg1_1
        del buf0
        del buf1
        buf4 = buf2[1]
        assert_tensor_metadata(buf4, (16, 32), (32, 1), torch.float32, 'torch.ops.while_loop')
        assert_alignment(buf4, 16, 'torch.ops.while_loop')
        del buf2
        buf5 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf6 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf7 = buf5; del buf5  # reuse
        # [Provenance debug handles] cpp_fused_add_mean_sum_3:5
        cpp_fused_add_mean_sum_3(buf7, buf4, arg0_1, buf6)
        del arg0_1
        return (buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((16, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((32, 32), (32, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
