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


cpp_fused_convolution_backward_mul_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    at::vec::Vectorized<float> tmp_acc0_vec_arr[2];
                    for (int i = 0; i < 2; i++)
                    {
                        tmp_acc0_vec_arr[i] = at::vec::Vectorized<float>(0);
                    }
                    float tmp_acc0_arr[2];
                    for (int i = 0; i < 2; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    #pragma omp parallel
                    {
                        int tid = omp_get_thread_num();
                        at::vec::Vectorized<float> tmp_acc0_vec_local = at::vec::Vectorized<float>(0);
                        float tmp_acc0_local = 0;
                        #pragma omp for
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                    transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x2 + 144L*x1 + 1152L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8L));
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8L));
                                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x2_inner + 1152L*x0), static_cast<int64_t>(8L));
                                        auto tmp3 = tmp1 * tmp2;
                                        tmp_acc0_vec_local = sum_masked_reduce(tmp_acc0_vec_local, tmp3, static_cast<int64_t>(8L));
                                    }
                                }
                            }
                        }
                        tmp_acc0_vec_arr[tid] = tmp_acc0_vec_local;
                        tmp_acc0_arr[tid] = tmp_acc0_local;
                    }
                    for (int tid = 0; tid < 2; tid++)
                    {
                        tmp_acc0_vec = tmp_acc0_vec + tmp_acc0_vec_arr[tid];
                    }
                    for (int tid = 0; tid < 2; tid++)
                    {
                        tmp_acc0 = tmp_acc0 + tmp_acc0_arr[tid];
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            tmp3.store(out_ptr1 + static_cast<int64_t>(x1 + 144L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 1152L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr2 + static_cast<int64_t>(x1 + 8L*x2 + 1152L*x0), static_cast<int64_t>(8L));
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


cpp_fused_add_convolution_backward_div_expand_native_group_norm_native_group_norm_backward_sigmoid_backward_silu_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr3 = in_out_ptr0;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(2L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(2L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp4 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 2L*x1), static_cast<int64_t>(2L));
                            auto tmp2 = at::vec::Vectorized<float>(tmp0);
                            auto tmp3 = tmp2 * tmp1;
                            auto tmp5 = decltype(tmp4)(-tmp4);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp6 * tmp3;
                            auto tmp9 = tmp7 + tmp8;
                            tmp3.store(out_ptr0 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x2 + 2L*x1 + 8L*x0), static_cast<int64_t>(2L));
                        }
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp6[16*16];
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(in_ptr5 + static_cast<int64_t>(x1 + 144L*x2 + 1152L*x0), static_cast<int64_t>(144L), tmp6, static_cast<int64_t>(8L));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp26[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1152L*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                    auto tmp7 = at::vec::Vectorized<float>::loadu(tmp6 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8L));
                                    auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2 + 8L*x0), static_cast<int64_t>(8L));
                                    auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x2 + 8L*x1 + 8L*x1_inner + 1152L*x0), static_cast<int64_t>(8L));
                                    auto tmp2 = tmp0 * tmp1;
                                    auto tmp4 = tmp2 + tmp3;
                                    auto tmp5 = decltype(tmp4)(1)/(decltype(tmp4)(1) + tmp4.neg().exp());
                                    auto tmp10 = static_cast<float>(1.0);
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp11 - tmp9;
                                    auto tmp13 = tmp9 * tmp12;
                                    auto tmp14 = tmp8 * tmp13;
                                    auto tmp15 = static_cast<float>(144.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = tmp14 / tmp16;
                                    auto tmp18 = tmp7 + tmp17;
                                    auto tmp20 = tmp18 + tmp19;
                                    auto tmp21 = tmp20 * tmp5;
                                    auto tmp22 = tmp11 - tmp5;
                                    auto tmp23 = tmp4 * tmp22;
                                    auto tmp24 = tmp23 + tmp11;
                                    auto tmp25 = tmp21 * tmp24;
                                    tmp25.store(tmp26 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(8L),false>(tmp26, static_cast<int64_t>(8L), out_ptr3 + static_cast<int64_t>(x1 + 144L*x2 + 1152L*x0), static_cast<int64_t>(144L));
                            }
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    at::vec::Vectorized<float> tmp_acc0_vec_arr[2];
                    for (int i = 0; i < 2; i++)
                    {
                        tmp_acc0_vec_arr[i] = at::vec::Vectorized<float>(0);
                    }
                    float tmp_acc0_arr[2];
                    for (int i = 0; i < 2; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    #pragma omp parallel
                    {
                        int tid = omp_get_thread_num();
                        at::vec::Vectorized<float> tmp_acc0_vec_local = at::vec::Vectorized<float>(0);
                        float tmp_acc0_local = 0;
                        #pragma omp for
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                    transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(out_ptr3 + static_cast<int64_t>(x2 + 144L*x1 + 1152L*x0), static_cast<int64_t>(144L), tmp0, static_cast<int64_t>(8L));
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8L));
                                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 8L*x2_inner + 1152L*x0), static_cast<int64_t>(8L));
                                        auto tmp3 = tmp1 * tmp2;
                                        tmp_acc0_vec_local = sum_masked_reduce(tmp_acc0_vec_local, tmp3, static_cast<int64_t>(8L));
                                    }
                                }
                            }
                        }
                        tmp_acc0_vec_arr[tid] = tmp_acc0_vec_local;
                        tmp_acc0_arr[tid] = tmp_acc0_local;
                    }
                    for (int tid = 0; tid < 2; tid++)
                    {
                        tmp_acc0_vec = tmp_acc0_vec + tmp_acc0_vec_arr[tid];
                    }
                    for (int tid = 0; tid < 2; tid++)
                    {
                        tmp_acc0 = tmp_acc0 + tmp_acc0_arr[tid];
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                    {
                        tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                    }
                }
            }
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(144L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(144L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1 + 144L*x0), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr5[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = out_ptr4[static_cast<int64_t>(2L*x1 + 8L*x0)];
                                auto tmp1 = in_ptr1[static_cast<int64_t>(2L*x1)];
                                auto tmp3 = out_ptr4[static_cast<int64_t>(1L + 2L*x1 + 8L*x0)];
                                auto tmp4 = in_ptr1[static_cast<int64_t>(1L + 2L*x1)];
                                auto tmp8 = out_ptr5[static_cast<int64_t>(2L*x1 + 8L*x0)];
                                auto tmp10 = out_ptr5[static_cast<int64_t>(1L + 2L*x1 + 8L*x0)];
                                auto tmp13 = in_ptr2[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp18 = in_ptr0[static_cast<int64_t>(x1 + 4L*x0)];
                                auto tmp2 = float(tmp0 * tmp1);
                                auto tmp5 = float(tmp3 * tmp4);
                                auto tmp6 = float(tmp2 + tmp5);
                                auto tmp7 = decltype(tmp6)(-tmp6);
                                auto tmp9 = float(tmp8 * tmp1);
                                auto tmp11 = float(tmp10 * tmp4);
                                auto tmp12 = float(tmp9 + tmp11);
                                auto tmp14 = float(tmp12 * tmp13);
                                auto tmp15 = static_cast<float>(1.0);
                                auto tmp16 = float(tmp15 * tmp14);
                                auto tmp17 = float(tmp7 + tmp16);
                                auto tmp19 = float(tmp17 * tmp18);
                                auto tmp20 = float(tmp19 * tmp18);
                                auto tmp21 = float(tmp20 * tmp18);
                                auto tmp22 = static_cast<float>(0.003472222222222222);
                                auto tmp23 = float(tmp21 * tmp22);
                                out_ptr6[static_cast<int64_t>(x1 + 4L*x0)] = tmp23;
                            }
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4L); x0+=static_cast<int64_t>(1L))
                {
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(2L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp2 = in_ptr2[static_cast<int64_t>(x0)];
                                auto tmp6 = in_ptr0[static_cast<int64_t>(x0)];
                                auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp10 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(8L + x1 + 2L*x0), static_cast<int64_t>(2L));
                                auto tmp11 = in_ptr2[static_cast<int64_t>(4L + x0)];
                                auto tmp15 = in_ptr0[static_cast<int64_t>(4L + x0)];
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = tmp0 - tmp4;
                                auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                auto tmp8 = tmp5 * tmp7;
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                auto tmp14 = tmp9 - tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 * tmp16;
                                auto tmp18 = tmp8 + tmp17;
                                tmp18.store(out_ptr7 + static_cast<int64_t>(x1 + 2L*x0), static_cast<int64_t>(2L));
                            }
                        }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(8L + x0), static_cast<int64_t>(8L));
                            auto tmp2 = tmp0 + tmp1;
                            tmp2.store(out_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(144L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp6[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(8L),false>(in_ptr4 + static_cast<int64_t>(x1 + 8L*x2 + 1152L*x0), static_cast<int64_t>(8L), tmp6, static_cast<int64_t>(16));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp28[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2 + 144L*x1 + 144L*x1_inner + 1152L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = in_ptr0[static_cast<int64_t>(4L*x0 + (c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(2L))))];
                                    auto tmp2 = in_ptr1[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp7 = at::vec::Vectorized<float>::loadu(tmp6 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp8 = out_ptr6[static_cast<int64_t>(4L*x0 + (c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(2L))))];
                                    auto tmp13 = in_ptr2[static_cast<int64_t>(4L*x0 + (c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(2L))))];
                                    auto tmp15 = out_ptr5[static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(2L))) + 8L*x0)];
                                    auto tmp16 = in_ptr1[static_cast<int64_t>(2L*(c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(2L))))];
                                    auto tmp18 = out_ptr5[static_cast<int64_t>(1L + 2L*(c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(2L))) + 8L*x0)];
                                    auto tmp19 = in_ptr1[static_cast<int64_t>(1L + 2L*(c10::div_floor_integer(static_cast<int64_t>(x1 + x1_inner), static_cast<int64_t>(2L))))];
                                    auto tmp3 = float(tmp1 * tmp2);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = tmp0 * tmp4;
                                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                    auto tmp10 = tmp7 * tmp9;
                                    auto tmp11 = tmp5 + tmp10;
                                    auto tmp12 = decltype(tmp8)(-tmp8);
                                    auto tmp14 = float(tmp12 * tmp13);
                                    auto tmp17 = float(tmp15 * tmp16);
                                    auto tmp20 = float(tmp18 * tmp19);
                                    auto tmp21 = float(tmp17 + tmp20);
                                    auto tmp22 = float(tmp21 * tmp1);
                                    auto tmp23 = static_cast<float>(0.003472222222222222);
                                    auto tmp24 = float(tmp22 * tmp23);
                                    auto tmp25 = float(tmp14 - tmp24);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp25);
                                    auto tmp27 = tmp11 + tmp26;
                                    tmp27.store(tmp28 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(16),false>(tmp28, static_cast<int64_t>(16), out_ptr9 + static_cast<int64_t>(x1 + 8L*x2 + 1152L*x0), static_cast<int64_t>(8L));
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
        primals_1, primals_3, primals_4, primals_5, primals_6, convolution, getitem_1, rsqrt, div, convolution_1, sigmoid, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, convolution_1), ((2, 8, 12, 12), (2, 8, 12, 12)), ((1152, 144, 12, 1), (1152, 1, 96, 8)), 'input')
        buf0 = empty_strided_cpu((2, 8, 1, 1), (8, 1, 16, 16), torch.float32)
        assert_size_stride(sigmoid, (2, 8, 1, 1), (8, 1, 1, 1), 'input')
        buf1 = empty_strided_cpu((2, 8, 12, 12), (1152, 144, 12, 1), torch.float32)
        buf2 = empty_strided_cpu((2, 8, 12, 12), (1152, 1, 96, 8), torch.float32)
        assert_size_stride_grouped((div, primals_6), ((2, 8, 12, 12), (8, 8, 3, 3)), ((1152, 1, 96, 8), (72, 1, 24, 8)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_mul_sum_0:1
        cpp_fused_convolution_backward_mul_sum_0(tangents_1, convolution_1, sigmoid, buf0, buf1, buf2)
        del buf1
        del convolution_1
        # Topologically Sorted Source Nodes: [mul_5, convolution_backward], Original ATen: [aten.mul, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:2
        buf3 = torch.ops.aten.convolution_backward.default(buf2, div, primals_6, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del div
        del primals_6
        buf4 = buf3[0]
        assert_tensor_metadata(buf4, (2, 8, 12, 12), (1152, 1, 96, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf4 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf5 = buf3[1]
        assert_tensor_metadata(buf5, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf5 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf6 = buf3[2]
        assert_tensor_metadata(buf6, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf3
        assert_size_stride_grouped((rsqrt, primals_4, getitem_1, primals_5), ((2, 4, 1, 1), (8, ), (2, 4, 1, 1), (8, )), ((4, 1, 4, 4), (1, ), (4, 1, 1, 1), (1, )), 'input')
        buf7 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        buf8 = empty_strided_cpu((2, 4, 2, 1), (8, 2, 1, 1), torch.float32)
        assert_size_stride(convolution, (2, 8, 12, 12), (1152, 1, 96, 8), 'input')
        buf10 = reinterpret_tensor(buf2, (2, 8, 12, 12), (1152, 144, 12, 1), 0); del buf2  # reuse
        buf11 = empty_strided_cpu((2, 8), (8, 1), torch.float32)
        buf12 = empty_strided_cpu((2, 8), (8, 1), torch.float32)
        buf13 = empty_strided_cpu((2, 4), (4, 1), torch.float32)
        buf14 = empty_strided_cpu((4, 2), (2, 1), torch.float32)
        buf15 = empty_strided_cpu((8, ), (1, ), torch.float32)
        buf16 = buf10; del buf10  # reuse
        buf17 = empty_strided_cpu((2, 8, 12, 12), (1152, 1, 96, 8), torch.float32)
        assert_size_stride_grouped((primals_3, primals_1), ((2, 8, 6, 6), (8, 8, 4, 4)), ((288, 1, 48, 8), (128, 1, 32, 8)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_div_expand_native_group_norm_native_group_norm_backward_sigmoid_backward_silu_backward_1:3
        cpp_fused_add_convolution_backward_div_expand_native_group_norm_native_group_norm_backward_sigmoid_backward_silu_backward_1(buf16, rsqrt, primals_4, getitem_1, primals_5, convolution, tangents_1, buf0, sigmoid, buf4, buf7, buf8, buf11, buf12, buf13, buf14, buf15, buf17)
        del buf0
        del buf11
        del buf12
        del buf13
        del buf16
        del buf4
        del buf7
        del buf8
        del convolution
        del getitem_1
        del primals_4
        del primals_5
        del rsqrt
        del sigmoid
        del tangents_1
        # Topologically Sorted Source Nodes: [unsqueeze_4, mul_13, view_6, sum_5, group_norm, unsqueeze_6, view_7, mul_14, neg_3, mul_19, mul_20, mul_21, sub_2, unsqueeze_7, unsqueeze_8, unsqueeze_9, unsqueeze_10, unsqueeze_11, view_8, mul_22, mul_23, add_8, add_9, view_10, convolution_backward_1], Original ATen: [aten.native_group_norm_backward, aten.native_group_norm, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:4
        buf18 = torch.ops.aten.convolution_backward.default(buf17, primals_3, primals_1, [8], (2, 2), (1, 1), (1, 1), True, (0, 0), 1, [False, True, True])
        del buf17
        del primals_1
        del primals_3
        buf19 = buf18[1]
        assert_tensor_metadata(buf19, (8, 8, 4, 4), (128, 1, 32, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf19 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf20 = buf18[2]
        assert_tensor_metadata(buf20, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf20 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf19, buf20, None, reinterpret_tensor(buf14, (8, ), (1, ), 0), buf15, buf5, buf6, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 8, 4, 4), (128, 1, 32, 8), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 8, 6, 6), (288, 1, 48, 8), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    convolution = rand_strided((2, 8, 12, 12), (1152, 1, 96, 8), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 4, 1, 1), (4, 1, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((2, 4, 1, 1), (4, 1, 4, 4), device='cpu', dtype=torch.float32)
    div = rand_strided((2, 8, 12, 12), (1152, 1, 96, 8), device='cpu', dtype=torch.float32)
    convolution_1 = rand_strided((2, 8, 12, 12), (1152, 1, 96, 8), device='cpu', dtype=torch.float32)
    sigmoid = rand_strided((2, 8, 1, 1), (8, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 8, 12, 12), (1152, 144, 12, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_5, primals_6, convolution, getitem_1, rsqrt, div, convolution_1, sigmoid, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
