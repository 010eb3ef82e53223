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


cpp_fused_add_mean_mul_pow_rsqrt_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(128.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(1e-06);
                            auto tmp5 = float(tmp3 + tmp4);
                            auto tmp6 = 1 / std::sqrt(tmp5);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp0 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            tmp10.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_1 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 128L*x1 + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x3 + 32L*x2 + 128L*x1 + 4096L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = x3;
                                    auto tmp2 = c10::convert<float>(tmp1);
                                    auto tmp3 = at::vec::Vectorized<float>::arange(tmp2, 1);
                                    auto tmp4 = static_cast<float>(16.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = tmp3 / tmp5;
                                    auto tmp7 = static_cast<float>(10000.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp8.pow(tmp6);
                                    auto tmp10 = tmp9.reciprocal();
                                    auto tmp11 = x1;
                                    auto tmp12 = c10::convert<float>(tmp11);
                                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                    auto tmp14 = tmp13 * tmp10;
                                    auto tmp15 = tmp14.cos();
                                    auto tmp16 = tmp0 * tmp15;
                                    auto tmp18 = tmp14.sin();
                                    auto tmp19 = tmp17 * tmp18;
                                    auto tmp20 = tmp16 - tmp19;
                                    auto tmp21 = tmp17 * tmp15;
                                    auto tmp22 = tmp0 * tmp18;
                                    auto tmp23 = tmp21 + tmp22;
                                    tmp20.store(out_ptr0 + static_cast<int64_t>(x3 + 32L*x1 + 1024L*x2 + 4096L*x0));
                                    tmp23.store(out_ptr1 + static_cast<int64_t>(x3 + 32L*x1 + 1024L*x2 + 4096L*x0));
                                }
                            }
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


cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_2 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 64L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(16L + x3 + 32L*x2 + 64L*x1 + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = x3;
                                    auto tmp2 = c10::convert<float>(tmp1);
                                    auto tmp3 = at::vec::Vectorized<float>::arange(tmp2, 1);
                                    auto tmp4 = static_cast<float>(16.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = tmp3 / tmp5;
                                    auto tmp7 = static_cast<float>(10000.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp8.pow(tmp6);
                                    auto tmp10 = tmp9.reciprocal();
                                    auto tmp11 = x1;
                                    auto tmp12 = c10::convert<float>(tmp11);
                                    auto tmp13 = at::vec::Vectorized<float>(tmp12);
                                    auto tmp14 = tmp13 * tmp10;
                                    auto tmp15 = tmp14.cos();
                                    auto tmp16 = tmp0 * tmp15;
                                    auto tmp18 = tmp14.sin();
                                    auto tmp19 = tmp17 * tmp18;
                                    auto tmp20 = tmp16 - tmp19;
                                    auto tmp21 = tmp17 * tmp15;
                                    auto tmp22 = tmp0 * tmp18;
                                    auto tmp23 = tmp21 + tmp22;
                                    tmp20.store(out_ptr0 + static_cast<int64_t>(x3 + 32L*x1 + 1024L*x2 + 2048L*x0));
                                    tmp23.store(out_ptr1 + static_cast<int64_t>(x3 + 32L*x1 + 1024L*x2 + 2048L*x0));
                                }
                            }
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


cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_clone_expand_full_transpose_triu_unsqueeze_view_3 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 1024L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))) + 2048L*x0), static_cast<int64_t>(16));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 4096L*x0));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(32L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 32L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))) + 64L*x2 + 2048L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr1 + static_cast<int64_t>(x3 + 32L*x2 + 1024L*x1 + 4096L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = x1 + ((-1L)*x0);
                            auto tmp1 = c10::convert<int64_t>(tmp0);
                            auto tmp2 = at::vec::VectorizedN<int64_t,2>::arange(tmp1, 1);
                            auto tmp3 = static_cast<int64_t>(1);
                            auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp3);
                            auto tmp5 = at::vec::VecMask<int64_t,2>(tmp2 >= tmp4);
                            auto tmp6 = -std::numeric_limits<float>::infinity();
                            auto tmp7 = static_cast<float>(0.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp6);
                            auto tmp9 = at::vec::Vectorized<float>(tmp7);
                            auto tmp10 = decltype(tmp8)::blendv(tmp9, tmp8, tmp5.template cast<float,1>());
                            tmp10.store(out_ptr2 + static_cast<int64_t>(x1 + 32L*x0));
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


cpp_fused_clone_transpose_4 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 32L*x1 + 1024L*x2 + 4096L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 128L*x1 + 4096L*x0));
                                }
                            }
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


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_5 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = static_cast<float>(128.0);
                            auto tmp5 = tmp3 / tmp4;
                            auto tmp6 = static_cast<float>(1e-06);
                            auto tmp7 = float(tmp5 + tmp6);
                            auto tmp8 = 1 / std::sqrt(tmp7);
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp2 * tmp9;
                            auto tmp12 = tmp10 * tmp11;
                            tmp12.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__unsafe_view_mul_silu_6 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32768L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(32768L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = tmp0.neg();
                        auto tmp2 = tmp1.exp();
                        auto tmp3 = static_cast<float>(1.0);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 + tmp4;
                        auto tmp6 = tmp0 / tmp5;
                        auto tmp8 = tmp6 * tmp7;
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp5 = tmp4 * tmp4;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp5 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = static_cast<float>(128.0);
                            auto tmp7 = tmp5 / tmp6;
                            auto tmp8 = static_cast<float>(1e-06);
                            auto tmp9 = float(tmp7 + tmp8);
                            auto tmp10 = 1 / std::sqrt(tmp9);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp4 * tmp11;
                            auto tmp14 = tmp12 * tmp13;
                            tmp14.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 + tmp1;
                                auto tmp4 = tmp2 + tmp3;
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = tmp6 * tmp6;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp7 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 + tmp1;
                            auto tmp4 = tmp2 + tmp3;
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp8 = static_cast<float>(128.0);
                            auto tmp9 = tmp7 / tmp8;
                            auto tmp10 = static_cast<float>(1e-06);
                            auto tmp11 = float(tmp9 + tmp10);
                            auto tmp12 = 1 / std::sqrt(tmp11);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp6 * tmp13;
                            auto tmp16 = tmp14 * tmp15;
                            tmp16.store(out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        auto tmp4 = tmp2 + tmp3;
                        auto tmp6 = tmp4 + tmp5;
                        auto tmp8 = tmp6 + tmp7;
                        tmp8.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = tmp0 * tmp0;
                                tmp_acc0_vec = tmp_acc0_vec + tmp1;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = static_cast<float>(128.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp4 = static_cast<float>(1e-06);
                            auto tmp5 = float(tmp3 + tmp4);
                            auto tmp6 = 1 / std::sqrt(tmp5);
                            auto tmp7 = at::vec::Vectorized<float>(tmp6);
                            auto tmp8 = tmp0 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            tmp10.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg1_1), ((2, 32, 128), (128, )), ((4096, 128, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((2, 32, 1), (32, 1, 64), torch.float32)
        buf1 = empty_strided_cpu((2, 32, 128), (4096, 128, 1), torch.float32)
        assert_size_stride(arg2_1, (128, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_mean_mul_pow_rsqrt_0:1
        cpp_fused_add_mean_mul_pow_rsqrt_0(arg0_1, arg1_1, buf0, buf1)
        del arg1_1
        buf2 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [pow_2, mean, add, rsqrt, mul_1, h, linear], Original ATen: [aten.pow, aten.mean, aten.add, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 128), (128, 1), 0), reinterpret_tensor(arg2_1, (128, 128), (1, 128), 0), out=buf2)
        del arg2_1
        buf5 = empty_strided_cpu((2, 4, 32, 32), (4096, 1024, 32, 1), torch.float32)
        buf3 = reinterpret_tensor(buf5, (2, 4, 32, 16), (4096, 1024, 32, 1), 0)  # alias
        buf4 = reinterpret_tensor(buf5, (2, 4, 32, 16), (4096, 1024, 32, 1), 16)  # alias
        assert_size_stride(arg3_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_1:3
        cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_1(buf2, buf3, buf4)
        del buf3
        del buf4
        buf6 = empty_strided_cpu((64, 64), (64, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 128), (128, 1), 0), reinterpret_tensor(arg3_1, (128, 64), (1, 128), 0), out=buf6)
        del arg3_1
        buf9 = empty_strided_cpu((2, 2, 32, 32), (2048, 1024, 32, 1), torch.float32)
        buf7 = reinterpret_tensor(buf9, (2, 2, 32, 16), (2048, 1024, 32, 1), 0)  # alias
        buf8 = reinterpret_tensor(buf9, (2, 2, 32, 16), (2048, 1024, 32, 1), 16)  # alias
        assert_size_stride(arg4_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_2:5
        cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_2(buf6, buf7, buf8)
        del buf7
        del buf8
        buf10 = buf6; del buf6  # reuse
        # Topologically Sorted Source Nodes: [linear_2], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf1, (64, 128), (128, 1), 0), reinterpret_tensor(arg4_1, (128, 64), (1, 128), 0), out=buf10)
        del arg4_1
        buf11 = reinterpret_tensor(buf1, (2, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf1  # reuse
        buf12 = reinterpret_tensor(buf2, (2, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf2  # reuse
        buf13 = empty_strided_cpu((32, 32), (32, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_clone_expand_full_transpose_triu_unsqueeze_view_3:7
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_clone_expand_full_transpose_triu_unsqueeze_view_3(buf9, buf10, buf11, buf12, buf13)
        del buf10
        # Topologically Sorted Source Nodes: [k_2, linear_2, view_2, v, v_1, mask, full, ], Original ATen: [aten.unsqueeze, aten.expand, aten.clone, aten.view, aten._unsafe_view, aten.transpose, aten.triu, aten.full, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:8
        buf14 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf5, buf11, buf12, attn_mask=buf13, scale=0.17677669529663687)
        del buf11
        del buf12
        buf15 = buf14[0]
        assert_tensor_metadata(buf15, (2, 4, 32, 32), (4096, 1024, 32, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf15, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf14
        buf17 = reinterpret_tensor(buf5, (2, 32, 4, 32), (4096, 128, 32, 1), 0); del buf5  # reuse
        assert_size_stride(arg5_1, (128, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused_clone_transpose_4:9
        cpp_fused_clone_transpose_4(buf15, buf17)
        buf18 = reinterpret_tensor(buf15, (64, 128), (128, 1), 0); del buf15  # reuse
        # Topologically Sorted Source Nodes: [transpose_4, reshape, linear_3], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf17, (64, 128), (128, 1), 0), reinterpret_tensor(arg5_1, (128, 128), (1, 128), 0), out=buf18)
        del arg5_1
        assert_size_stride(arg6_1, (128, ), (1, ), 'input')
        buf19 = buf0; del buf0  # reuse
        buf20 = reinterpret_tensor(buf17, (2, 32, 128), (4096, 128, 1), 0); del buf17  # reuse
        assert_size_stride(arg7_1, (512, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_5:11
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_5(arg0_1, buf18, arg6_1, buf19, buf20)
        del arg6_1
        buf21 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_3, x, pow_3, mean_1, add_5, rsqrt_1, mul_11, h_1, linear_4], Original ATen: [aten._unsafe_view, aten.add, aten.pow, aten.mean, aten.rsqrt, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf20, (64, 128), (128, 1), 0), reinterpret_tensor(arg7_1, (128, 512), (1, 128), 0), out=buf21)
        del arg7_1
        assert_size_stride(arg8_1, (512, 128), (128, 1), 'input')
        buf22 = empty_strided_cpu((64, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_5], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(reinterpret_tensor(buf20, (64, 128), (128, 1), 0), reinterpret_tensor(arg8_1, (128, 512), (1, 128), 0), out=buf22)
        del arg8_1
        buf23 = reinterpret_tensor(buf21, (2, 32, 512), (16384, 512, 1), 0); del buf21  # reuse
        assert_size_stride(arg9_1, (128, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_mul_silu_6:14
        cpp_fused__unsafe_view_mul_silu_6(buf23, buf22)
        buf24 = reinterpret_tensor(buf20, (64, 128), (128, 1), 0); del buf20  # reuse
        # Topologically Sorted Source Nodes: [linear_4, silu, linear_5, mul_13, linear_6], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(reinterpret_tensor(buf23, (64, 512), (512, 1), 0), reinterpret_tensor(arg9_1, (512, 128), (1, 512), 0), out=buf24)
        del arg9_1
        assert_size_stride(arg10_1, (128, ), (1, ), 'input')
        buf25 = buf19; del buf19  # reuse
        buf26 = empty_strided_cpu((2, 32, 128), (4096, 128, 1), torch.float32)
        assert_size_stride(arg11_1, (128, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_7:16
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_7(arg0_1, buf18, buf24, arg10_1, buf25, buf26)
        del arg10_1
        buf27 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:17
        extern_kernels.mm(reinterpret_tensor(buf26, (64, 128), (128, 1), 0), reinterpret_tensor(arg11_1, (128, 128), (1, 128), 0), out=buf27)
        del arg11_1
        buf30 = empty_strided_cpu((2, 4, 32, 32), (4096, 1024, 32, 1), torch.float32)
        buf28 = reinterpret_tensor(buf30, (2, 4, 32, 16), (4096, 1024, 32, 1), 0)  # alias
        buf29 = reinterpret_tensor(buf30, (2, 4, 32, 16), (4096, 1024, 32, 1), 16)  # alias
        assert_size_stride(arg12_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_1:18
        cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_1(buf27, buf28, buf29)
        del buf28
        del buf29
        buf31 = reinterpret_tensor(buf9, (64, 64), (64, 1), 0); del buf9  # reuse
        # Topologically Sorted Source Nodes: [linear_8], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:19
        extern_kernels.mm(reinterpret_tensor(buf26, (64, 128), (128, 1), 0), reinterpret_tensor(arg12_1, (128, 64), (1, 128), 0), out=buf31)
        del arg12_1
        buf34 = empty_strided_cpu((2, 2, 32, 32), (2048, 1024, 32, 1), torch.float32)
        buf32 = reinterpret_tensor(buf34, (2, 2, 32, 16), (2048, 1024, 32, 1), 0)  # alias
        buf33 = reinterpret_tensor(buf34, (2, 2, 32, 16), (2048, 1024, 32, 1), 16)  # alias
        assert_size_stride(arg13_1, (64, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_2:20
        cpp_fused__to_copy__unsafe_view_add_arange_cos_div_mul_pow_sin_slice_sub_transpose_unsqueeze_view_2(buf31, buf32, buf33)
        del buf32
        del buf33
        buf35 = buf31; del buf31  # reuse
        # Topologically Sorted Source Nodes: [linear_9], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:21
        extern_kernels.mm(reinterpret_tensor(buf26, (64, 128), (128, 1), 0), reinterpret_tensor(arg13_1, (128, 64), (1, 128), 0), out=buf35)
        del arg13_1
        buf36 = reinterpret_tensor(buf26, (2, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf26  # reuse
        buf37 = reinterpret_tensor(buf27, (2, 4, 32, 32), (4096, 1024, 32, 1), 0); del buf27  # reuse
        buf38 = buf13; del buf13  # reuse
        # [Provenance debug handles] cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_clone_expand_full_transpose_triu_unsqueeze_view_3:22
        cpp_fused__scaled_dot_product_flash_attention_for_cpu__unsafe_view_clone_expand_full_transpose_triu_unsqueeze_view_3(buf34, buf35, buf36, buf37, buf38)
        del buf34
        del buf35
        # Topologically Sorted Source Nodes: [mask, full, k_5, linear_9, view_5, v_2, v_3, ], Original ATen: [aten.triu, aten.full, aten.unsqueeze, aten.expand, aten.clone, aten.view, aten._unsafe_view, aten.transpose, aten._scaled_dot_product_flash_attention_for_cpu]
        # [Provenance debug handles] torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default:23
        buf39 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(buf30, buf36, buf37, attn_mask=buf38, scale=0.17677669529663687)
        del buf30
        del buf36
        del buf38
        buf40 = buf39[0]
        assert_tensor_metadata(buf40, (2, 4, 32, 32), (4096, 1024, 32, 1), torch.float32, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        assert_alignment(buf40, 16, 'torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default')
        del buf39
        buf42 = reinterpret_tensor(buf37, (2, 32, 4, 32), (4096, 128, 32, 1), 0); del buf37  # reuse
        assert_size_stride(arg14_1, (128, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused_clone_transpose_4:24
        cpp_fused_clone_transpose_4(buf40, buf42)
        buf43 = reinterpret_tensor(buf40, (64, 128), (128, 1), 0); del buf40  # reuse
        # Topologically Sorted Source Nodes: [transpose_9, reshape_1, linear_10], Original ATen: [aten.transpose, aten.clone, aten._unsafe_view, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:25
        extern_kernels.mm(reinterpret_tensor(buf42, (64, 128), (128, 1), 0), reinterpret_tensor(arg14_1, (128, 128), (1, 128), 0), out=buf43)
        del arg14_1
        assert_size_stride(arg15_1, (128, ), (1, ), 'input')
        buf44 = buf25; del buf25  # reuse
        buf45 = reinterpret_tensor(buf42, (2, 32, 128), (4096, 128, 1), 0); del buf42  # reuse
        assert_size_stride(arg16_1, (512, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8:26
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_8(arg0_1, buf18, buf24, buf43, arg15_1, buf44, buf45)
        del arg15_1
        del buf44
        buf46 = reinterpret_tensor(buf23, (64, 512), (512, 1), 0); del buf23  # reuse
        # Topologically Sorted Source Nodes: [linear_11], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:27
        extern_kernels.mm(reinterpret_tensor(buf45, (64, 128), (128, 1), 0), reinterpret_tensor(arg16_1, (128, 512), (1, 128), 0), out=buf46)
        del arg16_1
        assert_size_stride(arg17_1, (512, 128), (128, 1), 'input')
        buf47 = buf22; del buf22  # reuse
        # Topologically Sorted Source Nodes: [linear_12], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:28
        extern_kernels.mm(reinterpret_tensor(buf45, (64, 128), (128, 1), 0), reinterpret_tensor(arg17_1, (128, 512), (1, 128), 0), out=buf47)
        del arg17_1
        del buf45
        buf48 = reinterpret_tensor(buf46, (2, 32, 512), (16384, 512, 1), 0); del buf46  # reuse
        assert_size_stride(arg18_1, (128, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_view_mul_silu_6:29
        cpp_fused__unsafe_view_mul_silu_6(buf48, buf47)
        del buf47
        buf49 = empty_strided_cpu((64, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_11, silu_1, linear_12, mul_26, linear_13], Original ATen: [aten._unsafe_view, aten.silu, aten.mul, aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:30
        extern_kernels.mm(reinterpret_tensor(buf48, (64, 512), (512, 1), 0), reinterpret_tensor(arg18_1, (512, 128), (1, 512), 0), out=buf49)
        del arg18_1
        del buf48
        buf50 = reinterpret_tensor(buf18, (2, 32, 128), (4096, 128, 1), 0); del buf18  # reuse
        assert_size_stride(arg19_1, (128, ), (1, ), 'input')
        buf51 = empty_strided_cpu((2, 32, 1), (32, 1, 64), torch.float32)
        buf52 = buf50; del buf50  # reuse
        # [Provenance debug handles] cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_9:31
        cpp_fused__unsafe_view_add_mean_mul_pow_rsqrt_9(buf52, arg0_1, buf24, buf43, buf49, arg19_1, buf51)
        del arg0_1
        del arg19_1
        return (buf52, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((2, 32, 128), (4096, 128, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((512, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((512, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((512, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((512, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
