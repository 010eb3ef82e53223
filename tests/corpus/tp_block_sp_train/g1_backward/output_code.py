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


cpp_fused_cat_split_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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


cpp_fused_silu_backward_sum_view_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(524288L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(524288L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp3 = tmp2 * tmp1;
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp5 - tmp1;
                        auto tmp7 = tmp0 * tmp6;
                        auto tmp8 = tmp7 + tmp5;
                        auto tmp9 = tmp3 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_silu_backward_split_sum_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 32768L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr1 + static_cast<int64_t>(x1 + 16384L*x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(16384L + x1 + 32768L*x0), static_cast<int64_t>(16));
                            tmp0.store(out_ptr2 + static_cast<int64_t>(x1 + 16384L*x0));
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


cpp_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                                auto tmp9 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 - tmp7;
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 * tmp10;
                                auto tmp12 = tmp2 * tmp11;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp12;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(256.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = at::vec::Vectorized<float>(tmp2);
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp18 = at::vec::Vectorized<float>(tmp1);
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp11 - tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp3);
                            auto tmp25 = tmp24 * tmp23;
                            auto tmp26 = tmp0 + tmp25;
                            tmp26.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_gelu_gelu_backward_view_4 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(0.7071067811865476);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 * tmp3;
                        auto tmp5 = tmp4.erf();
                        auto tmp6 = static_cast<float>(1.0);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = tmp5 + tmp7;
                        auto tmp9 = static_cast<float>(0.5);
                        auto tmp10 = at::vec::Vectorized<float>(tmp9);
                        auto tmp11 = tmp8 * tmp10;
                        auto tmp12 = tmp1 * tmp1;
                        auto tmp13 = static_cast<float>(-0.5);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = tmp15.exp();
                        auto tmp17 = static_cast<float>(0.3989422804014327);
                        auto tmp18 = at::vec::Vectorized<float>(tmp17);
                        auto tmp19 = tmp16 * tmp18;
                        auto tmp20 = tmp1 * tmp19;
                        auto tmp21 = tmp11 + tmp20;
                        auto tmp22 = tmp0 * tmp21;
                        tmp22.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_cat_split_view_5 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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


cpp_fused_add_native_layer_norm_native_layer_norm_backward_6 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc3 = 0;
                    at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp12 = in_ptr6[static_cast<int64_t>(x1)];
                                auto tmp15 = in_ptr7[static_cast<int64_t>(x1)];
                                auto tmp3 = tmp1 + tmp2;
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 - tmp5;
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp6 * tmp8;
                                auto tmp10 = tmp0 * tmp9;
                                auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                auto tmp14 = tmp1 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp11 * tmp17;
                                tmp_acc0_vec = tmp_acc0_vec + tmp10;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                                tmp_acc2_vec = tmp_acc2_vec + tmp18;
                                tmp_acc3_vec = tmp_acc3_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc3_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_view_7 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_sum_view_8 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
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
        primals_1, primals_7, primals_11, primals_15, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor_1, getitem_7, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_2, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (8, 64, 256), (16384, 256, 1), 'input')
        # Topologically Sorted Source Nodes: [all_gather_into_tensor_2], Original ATen: [_c10d_functional.all_gather_into_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:1
        buf0 = torch.ops._c10d_functional.all_gather_into_tensor.default(tangents_1, 2, '0')
        assert_tensor_metadata(buf0, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf0, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_4], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:2
        torch.ops._c10d_functional.wait_tensor.default(buf0)
        buf5 = empty_strided_cpu((8, 128, 256), (32768, 256, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (8, 64, 256), (32768, 256, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (8, 64, 256), (32768, 256, 1), 16384)  # alias
        assert_size_stride(permute_4, (256, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_cat_split_0:3
        cpp_fused_cat_split_0(buf0, buf3, buf4)
        del buf0
        del buf3
        del buf4
        buf6 = empty_strided_cpu((1024, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_17, mm], Original ATen: [aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf5, (1024, 256), (256, 1), 0), permute_4, out=buf6)
        del permute_4
        assert_size_stride(view_13, (1024, 512), (512, 1), 'input')
        buf7 = empty_strided_cpu((256, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_17, permute_5, permute_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(reinterpret_tensor(buf5, (256, 1024), (1, 256), 0), view_13, out=buf7)
        del view_13
        buf8 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_2, (1024, 512), (512, 1), 'input')
        buf10 = reinterpret_tensor(buf6, (8, 128, 512), (65536, 512, 1), 0); del buf6  # reuse
        assert_size_stride(permute_8, (512, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_silu_backward_sum_view_1:6
        cpp_fused_silu_backward_sum_view_1(buf10, buf5, addmm_2, buf8)
        del addmm_2
        buf11 = reinterpret_tensor(buf5, (1024, 256), (256, 1), 0); del buf5  # reuse
        # Topologically Sorted Source Nodes: [view_19, linear_2, mul_7, sub_2, mul_8, add_8, view_20, view_21, mm_2], Original ATen: [aten.view, aten.silu_backward, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:7
        extern_kernels.mm(reinterpret_tensor(buf10, (1024, 512), (512, 1), 0), permute_8, out=buf11)
        del permute_8
        assert_size_stride(view_9, (1024, 256), (256, 1), 'input')
        buf12 = empty_strided_cpu((512, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_19, linear_2, mul_7, sub_2, mul_8, add_8, view_20, view_21, permute_9, permute_11], Original ATen: [aten.view, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:8
        extern_kernels.mm(reinterpret_tensor(buf10, (512, 1024), (1, 512), 0), view_9, out=buf12)
        del view_9
        buf13 = empty_strided_cpu((1, 512), (512, 1), torch.float32)
        buf16 = empty_strided_cpu((16, 64, 256), (16384, 256, 1), torch.float32)
        buf14 = reinterpret_tensor(buf16, (8, 64, 256), (16384, 256, 1), 0)  # alias
        buf15 = reinterpret_tensor(buf16, (8, 64, 256), (16384, 256, 1), 131072)  # alias
        # [Provenance debug handles] cpp_fused_cat_silu_backward_split_sum_view_2:9
        cpp_fused_cat_silu_backward_split_sum_view_2(buf10, buf11, buf13, buf14, buf15)
        del buf14
        del buf15
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_2], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:10
        buf17 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf16, 'sum', 2, '0')
        assert_tensor_metadata(buf17, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf17, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_5], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:11
        torch.ops._c10d_functional.wait_tensor.default(buf17)
        assert_size_stride_grouped((primals_15, primals_1, wait_tensor_1, getitem_7, rsqrt_1), ((256, ), (8, 64, 256), (8, 64, 256), (8, 64, 1), (8, 64, 1)), ((1, ), (16384, 256, 1), (16384, 256, 1), (64, 1, 1), (64, 1, 1)), 'input')
        buf20 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf21 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf24 = empty_strided_cpu((8, 64, 256), (16384, 256, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_3:12
        cpp_fused_add_all_gather_into_tensor_native_layer_norm_native_layer_norm_backward_3(buf17, primals_15, primals_1, wait_tensor_1, getitem_7, rsqrt_1, tangents_1, buf20, buf21, buf24)
        del buf20
        del primals_15
        del tangents_1
        # Topologically Sorted Source Nodes: [mul_11, mul_12, x, hook_result_3, mul_14, sub_4, sub_5, div_3, mul_15, view_24, all_gather_into_tensor_3], Original ATen: [aten.native_layer_norm_backward, aten.add, aten.native_layer_norm, _c10d_functional.all_gather_into_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.all_gather_into_tensor.default:13
        buf25 = torch.ops._c10d_functional.all_gather_into_tensor.default(buf24, 2, '0')
        assert_tensor_metadata(buf25, (16, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        assert_alignment(buf25, 16, 'torch.ops._c10d_functional.all_gather_into_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_6], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:14
        torch.ops._c10d_functional.wait_tensor.default(buf25)
        del buf24
        buf30 = reinterpret_tensor(buf16, (8, 128, 256), (32768, 256, 1), 0); del buf16  # reuse
        buf28 = reinterpret_tensor(buf30, (8, 64, 256), (32768, 256, 1), 0)  # alias
        buf29 = reinterpret_tensor(buf30, (8, 64, 256), (32768, 256, 1), 16384)  # alias
        assert_size_stride(primals_11, (256, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_cat_split_0:15
        cpp_fused_cat_split_0(buf25, buf28, buf29)
        del buf28
        del buf29
        buf31 = reinterpret_tensor(buf10, (1024, 512), (512, 1), 0); del buf10  # reuse
        # Topologically Sorted Source Nodes: [view_25, linear_1, permute_12, mm_4], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf30, (1024, 256), (256, 1), 0), primals_11, out=buf31)
        del primals_11
        assert_size_stride(addmm, (1024, 512), (512, 1), 'input')
        buf34 = reinterpret_tensor(buf31, (8, 128, 512), (65536, 512, 1), 0); del buf31  # reuse
        assert_size_stride(primals_7, (512, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_view_4:17
        cpp_fused_gelu_gelu_backward_view_4(buf34, addmm)
        del addmm
        buf35 = reinterpret_tensor(buf25, (1024, 256), (256, 1), 0); del buf25  # reuse
        # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_1, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_16, mm_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf34, (1024, 512), (512, 1), 0), primals_7, out=buf35)
        del primals_7
        buf40 = reinterpret_tensor(buf11, (16, 64, 256), (16384, 256, 1), 0); del buf11  # reuse
        buf38 = reinterpret_tensor(buf40, (8, 64, 256), (16384, 256, 1), 0)  # alias
        buf39 = reinterpret_tensor(buf40, (8, 64, 256), (16384, 256, 1), 131072)  # alias
        # [Provenance debug handles] cpp_fused_cat_split_view_5:19
        cpp_fused_cat_split_view_5(buf35, buf38, buf39)
        del buf35
        del buf38
        del buf39
        # Topologically Sorted Source Nodes: [reduce_scatter_tensor_3], Original ATen: [_c10d_functional.reduce_scatter_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.reduce_scatter_tensor.default:20
        buf41 = torch.ops._c10d_functional.reduce_scatter_tensor.default(buf40, 'sum', 2, '0')
        assert_tensor_metadata(buf41, (8, 64, 256), (16384, 256, 1), torch.float32, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        assert_alignment(buf41, 16, 'torch.ops._c10d_functional.reduce_scatter_tensor.default')
        # Topologically Sorted Source Nodes: [wait_tensor_7], Original ATen: [_c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:21
        torch.ops._c10d_functional.wait_tensor.default(buf41)
        del buf40
        assert_size_stride_grouped((getitem_1, rsqrt), ((8, 64, 1), (8, 64, 1)), ((64, 1, 1), (64, 1, 1)), 'input')
        buf22 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf23 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf44 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf45 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(view_5, (1024, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_6:22
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_6(buf17, primals_1, wait_tensor_1, getitem_7, rsqrt_1, buf41, getitem_1, rsqrt, buf22, buf23, buf44, buf45)
        del getitem_1
        del getitem_7
        del primals_1
        del rsqrt
        del rsqrt_1
        del wait_tensor_1
        buf32 = reinterpret_tensor(buf41, (256, 512), (512, 1), 0); del buf41  # reuse
        # Topologically Sorted Source Nodes: [view_25, permute_13, permute_15], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:23
        extern_kernels.mm(reinterpret_tensor(buf30, (256, 1024), (1, 256), 0), view_5, out=buf32)
        del view_5
        buf33 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(view_1, (1024, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_sum_view_7:24
        cpp_fused_sum_view_7(buf30, buf33)
        del buf30
        buf36 = reinterpret_tensor(buf17, (512, 256), (256, 1), 0); del buf17  # reuse
        # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_1, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_17, permute_19], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf34, (512, 1024), (1, 512), 0), view_1, out=buf36)
        del view_1
        buf37 = reinterpret_tensor(buf21, (1, 512), (512, 1), 0); del buf21  # reuse
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_sum_view_8:26
        cpp_fused_gelu_gelu_backward_sum_view_8(buf34, buf37)
        return (None, None, buf44, primals_2, buf45, primals_2, buf36, primals_2, reinterpret_tensor(buf37, (512, ), (1, ), 0), primals_2, buf32, primals_2, reinterpret_tensor(buf33, (256, ), (1, ), 0), primals_2, buf22, primals_2, buf23, primals_2, buf12, primals_2, reinterpret_tensor(buf13, (512, ), (1, ), 0), primals_2, buf7, primals_2, reinterpret_tensor(buf8, (256, ), (1, ), 0), primals_2, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_11 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_15 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    view_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    view_5 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    wait_tensor_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cpu', dtype=torch.float32)
    getitem_7 = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    view_9 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    view_13 = rand_strided((1024, 512), (512, 1), device='cpu', dtype=torch.float32)
    permute_4 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.float32)
    permute_8 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_2 = None
    tangents_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_7, primals_11, primals_15, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor_1, getitem_7, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_2, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
