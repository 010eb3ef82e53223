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


cpp_fused__log_softmax_backward_data_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(8));
                        auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1.exp();
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 * tmp4;
                        auto tmp6 = tmp0 - tmp5;
                        tmp6.store(out_ptr1 + static_cast<int64_t>(x1 + 10L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(10L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
                        auto tmp3 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = tmp1.exp();
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 * tmp4;
                        auto tmp6 = tmp0 - tmp5;
                        tmp6.store(out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
                    }
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(8L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(8));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0 + 10L*x1), static_cast<int64_t>(2L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L) && x0 < static_cast<int64_t>(10L)))
                {
                    tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(2L));
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_native_dropout_backward_sum_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'const bool*', 'const bool*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr0,
                       const bool* in_ptr1,
                       float* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L*ks0); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L*ks0)))
                    {
                        auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp3 = tmp2.to<float,1>();
                        auto tmp4 = static_cast<float>(2.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp1 * tmp6;
                        auto tmp8 = static_cast<float>(0.0);
                        auto tmp9 = at::vec::Vectorized<float>(tmp8);
                        auto tmp10 = decltype(tmp9)::blendv(tmp7, tmp9, tmp0.template cast<float,1>());
                        tmp10.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(8L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(ks0); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(8));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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


cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_dropout_backward_view_2 = async_compile.cpp_pybinding(['float*', 'const bool*', 'const int8_t*', 'int64_t*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const bool* in_ptr0,
                       const int8_t* in_ptr1,
                       int64_t* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9216L*ks0); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9216L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp2 = tmp1.to<float,1>();
                        auto tmp3 = static_cast<float>(1.3333333333333333);
                        auto tmp4 = at::vec::Vectorized<float>(tmp3);
                        auto tmp5 = tmp2 * tmp4;
                        auto tmp6 = tmp0 * tmp5;
                        tmp6.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L*ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x0), static_cast<int64_t>(8));
                                auto tmp1 = 4L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                                auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp6 = static_cast<int64_t>(0);
                                auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                                auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                                auto tmp10 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 8> tmpbuf;
                                    tmp9.store(tmpbuf.data(), static_cast<int64_t>(8));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp11 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = static_cast<int64_t>(tmp10[x2_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(4L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 4L");
                                auto tmp13 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = static_cast<int64_t>(tmp10[x2_inner] + 2L*x2 + 2L*x2_inner + 22L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x2_inner]), static_cast<int64_t>(2L))) + 48L*x1);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8));
                                }
                                ()
                                ;
                                tmp13.store(out_ptr0 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x0), static_cast<int64_t>(8));
                            }
                            if(C10_UNLIKELY(x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(12L)))
                            {
                                auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x0), static_cast<int64_t>(4L));
                                auto tmp1 = 4L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                                auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                auto tmp5 = tmp3 + tmp4;
                                auto tmp6 = static_cast<int64_t>(0);
                                auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                                auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, tmp8.template cast<int64_t,2>());
                                auto tmp10 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 8> tmpbuf;
                                    tmp9.store(tmpbuf.data(), static_cast<int64_t>(4L));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp11 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = static_cast<int64_t>(tmp10[x2_inner]);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                                }
                                ()
                                ;
                                TORCH_CHECK((at::vec::VecMask<int64_t,2>::set(at::vec::VecMask<int64_t,2>::from(1), (at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(4L)))), static_cast<int64_t>(4L))).all_masked(), "index out of bounds: 0 <= tmp11 < 4L");
                                auto tmp13 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 8> tmpbuf;
                                    #pragma GCC unroll 8
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                    {
                                        tmpbuf[x2_inner] = static_cast<int64_t>(tmp10[x2_inner] + 2L*x2 + 2L*x2_inner + 22L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x2_inner]), static_cast<int64_t>(2L))) + 48L*x1);
                                    }
                                    return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                                }
                                ()
                                ;
                                tmp13.store(out_ptr0 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x0), static_cast<int64_t>(4L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(36864L*ks0); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(36864L*ks0)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_3 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr1,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(576L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(576L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp5[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 36864L*x0), static_cast<int64_t>(8));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 36864L*x0), static_cast<int64_t>(8));
                                    auto tmp2 = static_cast<float>(0.0);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, tmp0.template cast<float,1>());
                                    tmp4.store(tmp5 + static_cast<int64_t>(8L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp5, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x1 + 64L*x2 + 36864L*x0), static_cast<int64_t>(64L));
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


cpp_fused_convolution_backward_threshold_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(21632L*ks0); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(21632L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                        tmp5.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_convolution_backward_threshold_backward_5 = async_compile.cpp_pybinding(['const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(676L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(672L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 21632L*x0), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(8));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 676L*x1 + 676L*x1_inner + 21632L*x0));
                                }
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(672L) && x2 < static_cast<int64_t>(676L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 21632L*x0), static_cast<int64_t>(32L), tmp0, static_cast<int64_t>(4L));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 676L*x1 + 676L*x1_inner + 21632L*x0), static_cast<int64_t>(4L));
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
        primals_3, primals_1, primals_4, primals_5, primals_7, primals_9, relu, getitem_1, gt, view, gt_1, mul_39, sub_18, le, le_1, tangents_1 = args
        args.clear()
        s77 = primals_3
        assert_size_stride_grouped((tangents_1, sub_18), ((s77, 10), (s77, 10)), ((10, 1), (10, 1)), 'input')
        buf0 = empty_strided_cpu((s77, 1), (1, s77), torch.float32)
        buf1 = empty_strided_cpu((s77, 10), (10, 1), torch.float32)
        buf4 = empty_strided_cpu((1, 10), (10, 1), torch.float32)
        assert_size_stride(mul_39, (s77, 128), (128, 1), 'input')
        # [Provenance debug handles] cpp_fused__log_softmax_backward_data_sum_0:11
        cpp_fused__log_softmax_backward_data_sum_0(tangents_1, sub_18, buf0, buf1, buf4, s77)
        del buf0
        del sub_18
        del tangents_1
        buf3 = empty_strided_cpu((10, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_3, permute_5], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf1, (10, s77), (1, 10), 0), mul_39, out=buf3)
        del mul_39
        assert_size_stride(primals_9, (10, 128), (128, 1), 'input')
        buf2 = empty_strided_cpu((s77, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1, permute_2, mm], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:13
        extern_kernels.mm(buf1, primals_9, out=buf2)
        del buf1
        del primals_9
        assert_size_stride_grouped((le, gt_1), ((s77, 128), (s77, 128)), ((128, 1), (128, 1)), 'input')
        buf5 = buf2; del buf2  # reuse
        buf8 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
        assert_size_stride(primals_7, (128, 9216), (9216, 1), 'input')
        # [Provenance debug handles] cpp_fused_native_dropout_backward_sum_threshold_backward_1:14
        cpp_fused_native_dropout_backward_sum_threshold_backward_1(buf5, le, gt_1, buf8, s77)
        del gt_1
        del le
        buf6 = empty_strided_cpu((s77, 9216), (9216, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear, permute_6, mm_2], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:15
        extern_kernels.mm(buf5, primals_7, out=buf6)
        del primals_7
        assert_size_stride(gt, (s77, 64, 12, 12), (9216, 144, 12, 1), 'input')
        buf11 = reinterpret_tensor(buf6, (s77, 64, 12, 12), (9216, 144, 12, 1), 0); del buf6  # reuse
        assert_size_stride(getitem_1, (s77, 64, 12, 12), (9216, 144, 12, 1), 'input')
        buf10 = empty_strided_cpu((s77, 64, 12, 12), (9216, 144, 12, 1), torch.int64)
        buf9 = empty_strided_cpu((64*s77, 576), (576, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_dropout_backward_view_2:16
        cpp_fused_max_pool2d_with_indices_max_pool2d_with_indices_backward_native_dropout_backward_view_2(buf11, gt, getitem_1, buf10, buf9, s77)
        del getitem_1
        del gt
        aten.scatter_reduce_.two(buf9,1,reinterpret_tensor(buf10, (64*s77, 144), (144, 1), 0),reinterpret_tensor(buf11, (64*s77, 144), (144, 1), 0), reduce='sum', include_self=True)
        del buf10
        del buf11
        assert_size_stride(le_1, (s77, 64, 24, 24), (36864, 576, 24, 1), 'input')
        buf14 = empty_strided_cpu((s77, 64, 24, 24), (36864, 1, 1536, 64), torch.float32)
        assert_size_stride_grouped((relu, primals_5), ((s77, 32, 26, 26), (64, 32, 3, 3)), ((21632, 1, 832, 32), (288, 1, 96, 32)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_3:17
        cpp_fused_convolution_backward_max_pool2d_with_indices_backward_threshold_backward_3(le_1, buf9, buf14, s77)
        del buf9
        del le_1
        # Topologically Sorted Source Nodes: [scalar_tensor, view_6, where_1, convolution_backward], Original ATen: [aten.threshold_backward, aten.max_pool2d_with_indices_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:18
        buf15 = torch.ops.aten.convolution_backward.default(buf14, relu, primals_5, [64], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf14
        del primals_5
        buf16 = buf15[0]
        assert_tensor_metadata(buf16, (s77, 32, 26, 26), (21632, 1, 832, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf19 = relu; del relu  # reuse
        # [Provenance debug handles] cpp_fused_convolution_backward_threshold_backward_4:19
        cpp_fused_convolution_backward_threshold_backward_4(buf19, buf16, s77)
        del buf16
        buf17 = buf15[1]
        assert_tensor_metadata(buf17, (64, 32, 3, 3), (288, 1, 96, 32), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf17 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf18 = buf15[2]
        assert_tensor_metadata(buf18, (64, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf18 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf15
        buf20 = empty_strided_cpu((s77, 32, 26, 26), (21632, 676, 26, 1), torch.float32)
        assert_size_stride_grouped((primals_4, primals_1), ((s77, 1, 28, 28), (32, 1, 3, 3)), ((784, 784, 28, 1), (9, 9, 3, 1)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_threshold_backward_5:20
        cpp_fused_convolution_backward_threshold_backward_5(buf19, buf20, s77)
        del buf19
        # Topologically Sorted Source Nodes: [scalar_tensor, le_2, where_2, convolution_backward_1], Original ATen: [aten.threshold_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:21
        buf21 = torch.ops.aten.convolution_backward.default(buf20, primals_4, primals_1, [32], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf20
        del primals_1
        del primals_4
        buf22 = buf21[1]
        assert_tensor_metadata(buf22, (32, 1, 3, 3), (9, 9, 3, 1), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf23 = buf21[2]
        assert_tensor_metadata(buf23, (32, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf21
        assert_size_stride(view, (s77, 9216), (9216, 1), 'input')
        buf7 = empty_strided_cpu((128, 9216), (9216, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_7, permute_9], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:22
        extern_kernels.mm(reinterpret_tensor(buf5, (128, s77), (1, 128), 0), view, out=buf7)
        del buf5
        del view
        return (buf22, buf23, None, None, buf17, buf18, buf7, reinterpret_tensor(buf8, (128, ), (1, ), 0), buf3, reinterpret_tensor(buf4, (10, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = 8
    primals_1 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((8, 1, 28, 28), (784, 784, 28, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((64, 32, 3, 3), (288, 1, 96, 32), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((128, 9216), (9216, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    relu = rand_strided((8, 32, 26, 26), (21632, 1, 832, 32), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((8, 64, 12, 12), (9216, 144, 12, 1), device='cpu', dtype=torch.int8)
    gt = rand_strided((8, 64, 12, 12), (9216, 144, 12, 1), device='cpu', dtype=torch.bool)
    view = rand_strided((8, 9216), (9216, 1), device='cpu', dtype=torch.float32)
    gt_1 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.bool)
    mul_39 = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.float32)
    sub_18 = rand_strided((8, 10), (10, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((8, 128), (128, 1), device='cpu', dtype=torch.bool)
    le_1 = rand_strided((8, 64, 24, 24), (36864, 576, 24, 1), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((8, 10), (10, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_1, primals_4, primals_5, primals_7, primals_9, relu, getitem_1, gt, view, gt_1, mul_39, sub_18, le, le_1, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
