# AOT ID: ['0_forward']
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


cpp_fused_all_gather_into_tensor_native_layer_norm_0 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = tmp0 - tmp2;
                                auto tmp4 = tmp3 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp4;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp4 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = tmp8 + tmp9;
                            tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_cat_split_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16384L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 32768L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(131072L + x1 + 16384L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 32768L*x0));
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


cpp_fused_div_gelu_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(524288L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(524288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.5);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp4 = static_cast<float>(0.7071067811865476);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp0 * tmp5;
                        auto tmp7 = tmp6.erf();
                        auto tmp8 = static_cast<float>(1.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = tmp7 + tmp9;
                        auto tmp11 = tmp3 * tmp10;
                        tmp11.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(2.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(out_ptr1 + static_cast<int64_t>(x0));
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


cpp_fused_cat_split_view_3 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32768L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 16384L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16384L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16384L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16384L + x1 + 32768L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 16384L*x0));
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


cpp_fused_add_all_gather_into_tensor_native_layer_norm_4 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr1 = in_out_ptr1;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                auto tmp5 = tmp2 - tmp4;
                                auto tmp6 = tmp5 * tmp5;
                                tmp_acc0_vec = tmp_acc0_vec + tmp6;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    in_out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            tmp7.store(in_out_ptr1 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp3 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp6 = in_out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = at::vec::Vectorized<float>(tmp3);
                            auto tmp5 = tmp2 - tmp4;
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp5 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            tmp12.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_div_silu_view_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(524288L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(524288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(2.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 / tmp2;
                            tmp3.store(out_ptr1 + static_cast<int64_t>(x0));
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


cpp_fused_add_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131072L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(131072L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x0));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26 = args
        args.clear()
        assert_size_stride_grouped((primals_1, primals_3, primals_5), ((8, 64, 256), (256, ), (256, )), ((16384, 256, 1), (1, ), (1, )), 'input')
        buf0 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf3 = reinterpret_tensor(buf2, (8, 64, 1), (64, 1, 1), 0); del buf2  # reuse
        buf4 = empty_strided_cpu((8, 64, 256), (16384, 256, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_all_gather_into_tensor_native_layer_norm_0:1
        cpp_fused_all_gather_into_tensor_native_layer_norm_0(buf1, buf3, primals_1, primals_3, primals_5, buf4)
        del primals_3
        del primals_5
        # Topologically Sorted Source Nodes: [hook_result, input_tensor], Original ATen: [aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:2
        buf5 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf4, 2, '0')
        assert_tensor_metadata(buf5, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf5, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [input_tensor], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:3
        torch.ops._c10d_functional.wait_tensor.default(buf5)
        buf10 = empty_strided_cpu((8, 128, 256), (32768, 256, 1), torch.float32)
        buf8 = reinterpret_tensor(buf10, (8, 64, 256), (32768, 256, 1), 0)  # alias
        buf9 = reinterpret_tensor(buf10, (8, 64, 256), (32768, 256, 1), 16384)  # alias
        assert_size_stride_grouped((primals_9, primals_7), ((512, ), (512, 256)), ((1, ), (256, 1)), 'input')
        # [Provenance debug handles] cpp_fused_cat_split_1:4
        cpp_fused_cat_split_1(buf5, buf8, buf9)
        buf11 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:5
        extern_kernels.addmm(primals_9, reinterpret_tensor(buf10, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_7, (256, 512), (1, 256), 0), alpha=1, beta=1, out=buf11)
        del primals_9
        buf12 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_13, (256, ), (1, ), 'input')
        buf13 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_11, (256, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_div_gelu_view_2:6
        cpp_fused_div_gelu_view_2(buf11, primals_13, buf12, buf13)
        del primals_13
        buf14 = reinterpret_tensor(buf5, (1024, 256), (256, 1), 0); del buf5  # reuse
        # Topologically Sorted Source Nodes: [linear, input_tensor_1, linear_1], Original ATen: [aten.view, aten.gelu, aten.t, aten.div, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:7
        extern_kernels.addmm(buf13, reinterpret_tensor(buf12, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_11, (512, 256), (1, 512), 0), alpha=1, beta=1, out=buf14)
        buf17 = empty_strided_cpu((16, 64, 256), (16384, 256, 1), torch.float32)
        buf15 = reinterpret_tensor(buf17, (8, 64, 256), (16384, 256, 1), 0)  # alias
        buf16 = reinterpret_tensor(buf17, (8, 64, 256), (16384, 256, 1), 131072)  # alias
        # [Provenance debug handles] cpp_fused_cat_split_view_3:8
        cpp_fused_cat_split_view_3(buf14, buf15, buf16)
        del buf14
        del buf15
        del buf16
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:9
        buf18 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf17, 'sum', 2, '0')
        assert_tensor_metadata(buf18, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf18, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_1], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:10
        torch.ops._c10d_functional.wait_tensor.default(buf18)
        assert_size_stride_grouped((primals_15, primals_17), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf21 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf22 = buf21; del buf21  # reuse
        buf23 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf24 = reinterpret_tensor(buf23, (8, 64, 1), (64, 1, 1), 0); del buf23  # reuse
        buf25 = buf4; del buf4  # reuse
        # [Provenance debug handles] cpp_fused_add_all_gather_into_tensor_native_layer_norm_4:11
        cpp_fused_add_all_gather_into_tensor_native_layer_norm_4(buf22, buf24, primals_1, buf18, primals_15, primals_17, buf25)
        del primals_17
        # Topologically Sorted Source Nodes: [x, hook_result_3, input_tensor_3], Original ATen: [aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:12
        buf26 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf25, 2, '0')
        assert_tensor_metadata(buf26, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf26, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [input_tensor_3], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:13
        torch.ops._c10d_functional.wait_tensor.default(buf26)
        del buf25
        buf31 = reinterpret_tensor(buf17, (8, 128, 256), (32768, 256, 1), 0); del buf17  # reuse
        buf29 = reinterpret_tensor(buf31, (8, 64, 256), (32768, 256, 1), 0)  # alias
        buf30 = reinterpret_tensor(buf31, (8, 64, 256), (32768, 256, 1), 16384)  # alias
        assert_size_stride_grouped((primals_21, primals_19), ((512, ), (512, 256)), ((1, ), (256, 1)), 'input')
        # [Provenance debug handles] cpp_fused_cat_split_1:14
        cpp_fused_cat_split_1(buf26, buf29, buf30)
        buf32 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:15
        extern_kernels.addmm(primals_21, reinterpret_tensor(buf31, (1024, 256), (256, 1), 0), reinterpret_tensor(primals_19, (256, 512), (1, 256), 0), alpha=1, beta=1, out=buf32)
        del primals_21
        buf33 = empty_strided_cpu((8, 128, 512), (65536, 512, 1), torch.float32)
        assert_size_stride(primals_25, (256, ), (1, ), 'input')
        buf34 = buf13; del buf13  # reuse
        assert_size_stride(primals_23, (256, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_div_silu_view_5:16
        cpp_fused_div_silu_view_5(buf32, primals_25, buf33, buf34)
        del primals_25
        buf35 = reinterpret_tensor(buf26, (1024, 256), (256, 1), 0); del buf26  # reuse
        # Topologically Sorted Source Nodes: [linear_2, input_tensor_4, linear_3], Original ATen: [aten.view, aten.silu, aten.t, aten.div, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:17
        extern_kernels.addmm(buf34, reinterpret_tensor(buf33, (1024, 512), (512, 1), 0), reinterpret_tensor(primals_23, (512, 256), (1, 512), 0), alpha=1, beta=1, out=buf35)
        del buf34
        buf38 = empty_strided_cpu((16, 64, 256), (16384, 256, 1), torch.float32)
        buf36 = reinterpret_tensor(buf38, (8, 64, 256), (16384, 256, 1), 0)  # alias
        buf37 = reinterpret_tensor(buf38, (8, 64, 256), (16384, 256, 1), 131072)  # alias
        # [Provenance debug handles] cpp_fused_cat_split_view_3:18
        cpp_fused_cat_split_view_3(buf35, buf36, buf37)
        del buf35
        del buf36
        del buf37
        # Topologically Sorted Source Nodes: [outputs_3], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:19
        buf39 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf38, 'sum', 2, '0')
        assert_tensor_metadata(buf39, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf39, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [outputs_3], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:20
        torch.ops._c10d_functional.wait_tensor.default(buf39)
        del buf38
        buf42 = empty_strided_cpu((8, 64, 256), (16384, 256, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_6:21
        cpp_fused_add_6(primals_1, buf18, buf39, buf42)
        return (buf42, primals_1, primals_7, primals_11, primals_15, reinterpret_tensor(buf1, (8, 64, 1), (64, 1, 1), 0), buf3, reinterpret_tensor(buf10, (1024, 256), (256, 1), 0), buf11, reinterpret_tensor(buf12, (1024, 512), (512, 1), 0), buf18, reinterpret_tensor(buf22, (8, 64, 1), (64, 1, 1), 0), buf24, reinterpret_tensor(buf31, (1024, 256), (256, 1), 0), buf32, reinterpret_tensor(buf33, (1024, 512), (512, 1), 0), primals_23, primals_19, primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cpu', dtype=torch.float32)
    primals_2 = None
    primals_3 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_4 = None
    primals_5 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = None
    primals_7 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_8 = None
    primals_9 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = None
    primals_11 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_12 = None
    primals_13 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = None
    primals_15 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_16 = None
    primals_17 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_18 = None
    primals_19 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_20 = None
    primals_21 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_22 = None
    primals_23 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_24 = None
    primals_25 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = None
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
