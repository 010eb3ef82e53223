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


cpp_fused__foreach_mul_add_clamp_copy__linalg_vector_norm_mul_stack_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr8,
                       float* out_ptr10,
                       float* out_ptr12,
                       float* out_ptr14,
                       float* out_ptr16,
                       float* out_ptr18)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr6 = in_out_ptr0;
    {
        {
            {
                auto tmp0 = in_ptr0[static_cast<int64_t>(0L)];
                out_ptr0[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                out_ptr1[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr2[static_cast<int64_t>(0L)];
                out_ptr2[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr3[static_cast<int64_t>(0L)];
                out_ptr3[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                out_ptr4[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        {
            {
                auto tmp0 = in_ptr5[static_cast<int64_t>(0L)];
                out_ptr5[static_cast<int64_t>(0L)] = tmp0;
            }
        }
    }
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(6L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(6L));
                        auto tmp1 = tmp0 * tmp0;
                        tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp1, static_cast<int64_t>(6L));
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr6[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        {
            {
                auto tmp0 = out_ptr6[static_cast<int64_t>(0L)];
                auto tmp1 = std::sqrt(tmp0);
                in_out_ptr0[static_cast<int64_t>(0L)] = tmp1;
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8192L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8192L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp2 = static_cast<float>(1e-06);
                        auto tmp3 = float(tmp1 + tmp2);
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = tmp4 / tmp3;
                        auto tmp6 = min_propagate_nan(tmp5, tmp4);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp0 * tmp7;
                        tmp8.store(out_ptr8 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(0L)];
                            auto tmp2 = static_cast<float>(1e-06);
                            auto tmp3 = float(tmp1 + tmp2);
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = tmp4 / tmp3;
                            auto tmp6 = min_propagate_nan(tmp5, tmp4);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp0 * tmp7;
                            tmp8.store(out_ptr10 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp2 = static_cast<float>(1e-06);
                        auto tmp3 = float(tmp1 + tmp2);
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = tmp4 / tmp3;
                        auto tmp6 = min_propagate_nan(tmp5, tmp4);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp0 * tmp7;
                        tmp8.store(out_ptr12 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr14 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(0L)];
                            auto tmp2 = static_cast<float>(1e-06);
                            auto tmp3 = float(tmp1 + tmp2);
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = tmp4 / tmp3;
                            auto tmp6 = min_propagate_nan(tmp5, tmp4);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp0 * tmp7;
                            tmp8.store(out_ptr14 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = in_out_ptr0[static_cast<int64_t>(0L)];
                        auto tmp2 = static_cast<float>(1e-06);
                        auto tmp3 = float(tmp1 + tmp2);
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = tmp4 / tmp3;
                        auto tmp6 = min_propagate_nan(tmp5, tmp4);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp0 * tmp7;
                        tmp8.store(out_ptr16 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(0L)];
                            auto tmp2 = static_cast<float>(1e-06);
                            auto tmp3 = float(tmp1 + tmp2);
                            auto tmp4 = static_cast<float>(1.0);
                            auto tmp5 = tmp4 / tmp3;
                            auto tmp6 = min_propagate_nan(tmp5, tmp4);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp0 * tmp7;
                            tmp8.store(out_ptr18 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1), ((128, 64), (128, ), (128, 128), (128, ), (10, 128), (10, )), ((64, 1), (1, ), (128, 1), (1, ), (128, 1), (1, )), 'input')
        # Topologically Sorted Source Nodes: [_foreach_norm], Original ATen: [aten._foreach_norm]
        # [Provenance debug handles] torch.ops.aten._foreach_norm.Scalar:1
        buf0 = torch.ops.aten._foreach_norm.Scalar([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], 2.0)
        buf1 = buf0[0]
        assert_tensor_metadata(buf1, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
        # buffer buf1 (op: torch.ops.aten._foreach_norm.Scalar) is assumed to be not aligned
        buf2 = buf0[1]
        assert_tensor_metadata(buf2, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
        # buffer buf2 (op: torch.ops.aten._foreach_norm.Scalar) is assumed to be not aligned
        buf3 = buf0[2]
        assert_tensor_metadata(buf3, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
        # buffer buf3 (op: torch.ops.aten._foreach_norm.Scalar) is assumed to be not aligned
        buf4 = buf0[3]
        assert_tensor_metadata(buf4, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
        # buffer buf4 (op: torch.ops.aten._foreach_norm.Scalar) is assumed to be not aligned
        buf5 = buf0[4]
        assert_tensor_metadata(buf5, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
        # buffer buf5 (op: torch.ops.aten._foreach_norm.Scalar) is assumed to be not aligned
        buf6 = buf0[5]
        assert_tensor_metadata(buf6, (), (), torch.float32, 'torch.ops.aten._foreach_norm.Scalar')
        # buffer buf6 (op: torch.ops.aten._foreach_norm.Scalar) is assumed to be not aligned
        del buf0
        buf13 = empty_strided_cpu((6, ), (1, ), torch.float32)
        buf7 = reinterpret_tensor(buf13, (1, ), (1, ), 0)  # alias
        buf8 = reinterpret_tensor(buf13, (1, ), (1, ), 1)  # alias
        buf9 = reinterpret_tensor(buf13, (1, ), (1, ), 2)  # alias
        buf10 = reinterpret_tensor(buf13, (1, ), (1, ), 3)  # alias
        buf11 = reinterpret_tensor(buf13, (1, ), (1, ), 4)  # alias
        buf12 = reinterpret_tensor(buf13, (1, ), (1, ), 5)  # alias
        buf14 = empty_strided_cpu((), (), torch.float32)
        buf15 = buf14; del buf14  # reuse
        # [Provenance debug handles] cpp_fused__foreach_mul_add_clamp_copy__linalg_vector_norm_mul_stack_0:2
        cpp_fused__foreach_mul_add_clamp_copy__linalg_vector_norm_mul_stack_0(buf15, buf1, buf2, buf3, buf4, buf5, buf6, buf13, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, buf7, buf8, buf9, buf10, buf11, buf12, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1)
        del arg0_1
        del arg1_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        return (buf15, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
