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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const bool* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    for (int64_t x2_tail = static_cast<int64_t>(0L);x2_tail < static_cast<int64_t>(4L); x2_tail++)
                                    {
                                        auto tmp0 =
                                        [&]
                                        {
                                            __at_align__ std::array<bool, 64> tmpbuf;
                                            #pragma GCC unroll 16
                                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                            {
                                                tmpbuf[x0_inner] = in_ptr1[static_cast<int64_t>(x2_tail + 4L*x0 + 4L*x0_inner + 2048L*x1)];
                                            }
                                            return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(16));
                                        }
                                        ()
                                        ;
                                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                        auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp9 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp2 = static_cast<float>(4.0);
                                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                        auto tmp4 = tmp1 / tmp3;
                                        auto tmp5 = static_cast<float>(0.0);
                                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                        auto tmp7 = decltype(tmp6)::blendv(tmp4, tmp6, tmp0.template cast<float,1>());
                                        auto tmp10 = tmp8 - tmp9;
                                        auto tmp11 = tmp7 * tmp10;
                                        tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                        tmp_acc1_vec = tmp_acc1_vec + tmp11;
                                    }
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp8[16*16];
                                transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 2048L*x0), static_cast<int64_t>(512L), tmp8, static_cast<int64_t>(4L));
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp35[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr1 + static_cast<int64_t>(x2 + 4L*x1 + 4L*x1_inner + 2048L*x0), static_cast<int64_t>(4L));
                                    auto tmp1 = in_ptr2[static_cast<int64_t>(x1 + x1_inner + 512L*x0)];
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(tmp8 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                    auto tmp10 = in_out_ptr0[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp13 = out_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp16 = out_ptr1[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp27 = out_ptr2[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp31 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp2 = static_cast<float>(4.0);
                                    auto tmp3 = tmp1 / tmp2;
                                    auto tmp4 = static_cast<float>(0.0);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp7 = decltype(tmp5)::blendv(tmp6, tmp5, tmp0.template cast<float,1>());
                                    auto tmp11 = at::vec::Vectorized<float>(tmp10);
                                    auto tmp12 = tmp9 - tmp11;
                                    auto tmp14 = static_cast<float>(0.125);
                                    auto tmp15 = float(tmp13 * tmp14);
                                    auto tmp17 = static_cast<float>(8.0);
                                    auto tmp18 = tmp16 / tmp17;
                                    auto tmp19 = static_cast<float>(1e-05);
                                    auto tmp20 = float(tmp18 + tmp19);
                                    auto tmp21 = 1 / std::sqrt(tmp20);
                                    auto tmp22 = float(tmp21 * tmp21);
                                    auto tmp23 = float(tmp15 * tmp22);
                                    auto tmp24 = at::vec::Vectorized<float>(tmp23);
                                    auto tmp25 = tmp12 * tmp24;
                                    auto tmp26 = tmp7 - tmp25;
                                    auto tmp28 = float(tmp27 * tmp14);
                                    auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                    auto tmp30 = tmp26 - tmp29;
                                    auto tmp32 = float(tmp21 * tmp31);
                                    auto tmp33 = at::vec::Vectorized<float>(tmp32);
                                    auto tmp34 = tmp30 * tmp33;
                                    tmp34.store(tmp35 + static_cast<int64_t>(4L*x1_inner), static_cast<int64_t>(4L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(tmp35, static_cast<int64_t>(4L), out_ptr6 + static_cast<int64_t>(x1 + 512L*x2 + 2048L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto in_ptr1 = in_out_ptr1;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                auto tmp5 = static_cast<float>(0.0);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = at::vec::VecMask<float,1>(tmp4 <= tmp6);
                                auto tmp9 = decltype(tmp6)::blendv(tmp8, tmp6, tmp7.template cast<float,1>());
                                auto tmp10 = tmp9 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                                tmp_acc2_vec = tmp_acc2_vec + tmp10;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp25 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp28 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = static_cast<float>(8.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = tmp13 / tmp15;
                            auto tmp17 = static_cast<float>(1e-05);
                            auto tmp18 = at::vec::Vectorized<float>(tmp17);
                            auto tmp19 = tmp16 + tmp18;
                            auto tmp20 = tmp19.rsqrt();
                            auto tmp21 = tmp20 * tmp20;
                            auto tmp22 = tmp12 * tmp21;
                            auto tmp23 = tmp8 * tmp22;
                            auto tmp24 = tmp5 - tmp23;
                            auto tmp26 = tmp25 * tmp11;
                            auto tmp27 = tmp24 - tmp26;
                            auto tmp29 = tmp20 * tmp28;
                            auto tmp30 = tmp27 * tmp29;
                            tmp30.store(in_out_ptr1 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'float*', 'const float*', 'const bool*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       float* in_out_ptr3,
                       const float* in_ptr2,
                       const bool* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr1,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    auto out_ptr2 = in_out_ptr1;
    auto in_ptr0 = in_out_ptr2;
    auto in_ptr1 = in_out_ptr3;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
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
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(8.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 - tmp1;
                                auto tmp3 = tmp2 * tmp2;
                                tmp_acc0_vec = tmp_acc0_vec + tmp3;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc2_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc2_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(4L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(4L)))
                                {
                                    for (int64_t x2_tail = static_cast<int64_t>(0L);x2_tail < static_cast<int64_t>(4L); x2_tail++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp4 =
                                        [&]
                                        {
                                            __at_align__ std::array<bool, 64> tmpbuf;
                                            #pragma GCC unroll 16
                                            for (long x0_inner = 0; x0_inner < static_cast<int64_t>(16); x0_inner++)
                                            {
                                                tmpbuf[x0_inner] = in_ptr3[static_cast<int64_t>(x2_tail + 4L*x0 + 4L*x0_inner + 2048L*x1)];
                                            }
                                            return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(16));
                                        }
                                        ()
                                        ;
                                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 512L*x1), static_cast<int64_t>(16));
                                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 512L*x2_tail + 2048L*x1), static_cast<int64_t>(16));
                                        auto tmp18 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp1 = static_cast<float>(0.0);
                                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                        auto tmp6 = static_cast<float>(4.0);
                                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                        auto tmp8 = tmp5 / tmp7;
                                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp4.template cast<float,1>());
                                        auto tmp11 = tmp9 + tmp10;
                                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                                        auto tmp15 = tmp13 - tmp14;
                                        auto tmp16 = tmp12 * tmp15;
                                        auto tmp19 = tmp17 - tmp18;
                                        auto tmp20 = tmp12 * tmp19;
                                        tmp_acc0_vec = tmp_acc0_vec + tmp12;
                                        tmp_acc1_vec = tmp_acc1_vec + tmp16;
                                        tmp_acc2_vec = tmp_acc2_vec + tmp20;
                                    }
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr6 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr7 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr8 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = static_cast<float>(8.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = tmp1 / tmp3;
                        auto tmp5 = static_cast<float>(1e-05);
                        auto tmp6 = at::vec::Vectorized<float>(tmp5);
                        auto tmp7 = tmp4 + tmp6;
                        auto tmp8 = tmp7.rsqrt();
                        auto tmp9 = tmp0 * tmp8;
                        tmp9.store(out_ptr9 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(512L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(512L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(bool))) bool tmp4[16*16];
                                transpose_mxn<bool,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x1 + 4L*x2 + 2048L*x0), static_cast<int64_t>(4L), tmp4, static_cast<int64_t>(16));
                                transpose_mxn<bool,static_cast<int64_t>(16),static_cast<int64_t>(4L),false>(in_ptr3 + static_cast<int64_t>(x1 + 4L*x2 + 2048L*x0), static_cast<int64_t>(4L), tmp4, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::VecMask<float,1>::from(tmp4 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 512L*x0), static_cast<int64_t>(16));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp15 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp21 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp33 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp36 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp39 = at::vec::Vectorized<float>::loadu(in_out_ptr3 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp40 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp42 = at::vec::Vectorized<float>::loadu(out_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp44 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp52 = at::vec::Vectorized<float>::loadu(out_ptr6 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp55 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(0.0);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                    auto tmp7 = static_cast<float>(4.0);
                                    auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                    auto tmp9 = tmp6 / tmp8;
                                    auto tmp10 = decltype(tmp2)::blendv(tmp9, tmp2, tmp5.template cast<float,1>());
                                    auto tmp12 = tmp10 + tmp11;
                                    auto tmp13 = decltype(tmp2)::blendv(tmp12, tmp2, tmp3.template cast<float,1>());
                                    auto tmp16 = tmp14 - tmp15;
                                    auto tmp18 = static_cast<float>(0.125);
                                    auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                    auto tmp20 = tmp17 * tmp19;
                                    auto tmp22 = static_cast<float>(8.0);
                                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                    auto tmp24 = tmp21 / tmp23;
                                    auto tmp25 = static_cast<float>(1e-05);
                                    auto tmp26 = at::vec::Vectorized<float>(tmp25);
                                    auto tmp27 = tmp24 + tmp26;
                                    auto tmp28 = tmp27.rsqrt();
                                    auto tmp29 = tmp28 * tmp28;
                                    auto tmp30 = tmp20 * tmp29;
                                    auto tmp31 = tmp16 * tmp30;
                                    auto tmp32 = tmp13 - tmp31;
                                    auto tmp34 = tmp33 * tmp19;
                                    auto tmp35 = tmp32 - tmp34;
                                    auto tmp37 = tmp28 * tmp36;
                                    auto tmp38 = tmp35 * tmp37;
                                    auto tmp41 = tmp39 - tmp40;
                                    auto tmp43 = tmp42 * tmp19;
                                    auto tmp45 = tmp44 / tmp23;
                                    auto tmp46 = tmp45 + tmp26;
                                    auto tmp47 = tmp46.rsqrt();
                                    auto tmp48 = tmp47 * tmp47;
                                    auto tmp49 = tmp43 * tmp48;
                                    auto tmp50 = tmp41 * tmp49;
                                    auto tmp51 = tmp13 - tmp50;
                                    auto tmp53 = tmp52 * tmp19;
                                    auto tmp54 = tmp51 - tmp53;
                                    auto tmp56 = tmp47 * tmp55;
                                    auto tmp57 = tmp54 * tmp56;
                                    tmp38.store(in_out_ptr2 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0));
                                    tmp57.store(in_out_ptr3 + static_cast<int64_t>(x2 + 512L*x1 + 512L*x1_inner + 2048L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.03125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.03125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                auto tmp7 = tmp5 - tmp6;
                                auto tmp8 = tmp0 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                                tmp_acc2_vec = tmp_acc2_vec + tmp8;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.03125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            auto tmp21 = tmp19 - tmp20;
                            auto tmp23 = tmp22 * tmp6;
                            auto tmp25 = tmp24 * tmp24;
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp21 * tmp26;
                            auto tmp28 = tmp0 - tmp27;
                            auto tmp30 = tmp29 * tmp6;
                            auto tmp31 = tmp28 - tmp30;
                            auto tmp33 = tmp24 * tmp32;
                            auto tmp34 = tmp31 * tmp33;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 256L*x0));
                            tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.0078125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.0078125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* in_out_ptr2,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
    auto in_ptr6 = in_out_ptr2;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                auto tmp7 = tmp5 - tmp6;
                                auto tmp8 = tmp0 * tmp7;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                                tmp_acc2_vec = tmp_acc2_vec + tmp8;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp_acc2_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr10 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr9 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr11 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.0078125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            auto tmp21 = tmp19 - tmp20;
                            auto tmp23 = tmp22 * tmp6;
                            auto tmp25 = tmp24 * tmp24;
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp21 * tmp26;
                            auto tmp28 = tmp0 - tmp27;
                            auto tmp30 = tmp29 * tmp6;
                            auto tmp31 = tmp28 - tmp30;
                            auto tmp33 = tmp24 * tmp32;
                            auto tmp34 = tmp31 * tmp33;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 128L*x0));
                            tmp34.store(in_out_ptr2 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp6 = tmp4 + tmp5;
                                auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                                auto tmp10 = tmp8 - tmp9;
                                auto tmp11 = tmp7 * tmp10;
                                tmp_acc0_vec = tmp_acc0_vec + tmp7;
                                tmp_acc1_vec = tmp_acc1_vec + tmp11;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp15 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp23 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp6 = tmp4 + tmp5;
                            auto tmp7 = decltype(tmp2)::blendv(tmp6, tmp2, tmp3.template cast<float,1>());
                            auto tmp10 = tmp8 - tmp9;
                            auto tmp12 = static_cast<float>(0.001953125);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp16 = tmp15 * tmp15;
                            auto tmp17 = tmp14 * tmp16;
                            auto tmp18 = tmp10 * tmp17;
                            auto tmp19 = tmp7 - tmp18;
                            auto tmp21 = tmp20 * tmp13;
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = tmp15 * tmp23;
                            auto tmp25 = tmp22 * tmp24;
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc0_arr[i] = 0;
                    }
                    float tmp_acc1_arr[16];
                    for (int i = 0; i < 16; i++)
                    {
                        tmp_acc1_arr[i] = 0;
                    }
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(0.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                                auto tmp8 = tmp6 - tmp7;
                                auto tmp9 = tmp5 * tmp8;
                                tmp_acc0_vec = tmp_acc0_vec + tmp5;
                                tmp_acc1_vec = tmp_acc1_vec + tmp9;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(0.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp5 = decltype(tmp2)::blendv(tmp4, tmp2, tmp3.template cast<float,1>());
                            auto tmp8 = tmp6 - tmp7;
                            auto tmp10 = static_cast<float>(0.001953125);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp14 = tmp13 * tmp13;
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = tmp8 * tmp15;
                            auto tmp17 = tmp5 - tmp16;
                            auto tmp19 = tmp18 * tmp11;
                            auto tmp20 = tmp17 - tmp19;
                            auto tmp22 = tmp13 * tmp21;
                            auto tmp23 = tmp20 * tmp22;
                            tmp23.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_11 = async_compile.cpp_pybinding(['float*', 'float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr4 = in_out_ptr1;
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
                        auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp6 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(0.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                        auto tmp5 = at::vec::VecMask<float,1>(tmp4 <= tmp2);
                        auto tmp8 = tmp6 + tmp7;
                        auto tmp9 = decltype(tmp2)::blendv(tmp8, tmp2, tmp5.template cast<float,1>());
                        auto tmp11 = tmp9 + tmp10;
                        auto tmp12 = decltype(tmp2)::blendv(tmp11, tmp2, tmp3.template cast<float,1>());
                        tmp12.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x0 + 64L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp3 = tmp1 - tmp2;
                                auto tmp4 = tmp0 * tmp3;
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                                tmp_acc1_vec = tmp_acc1_vec + tmp4;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = tmp1 - tmp2;
                            auto tmp5 = static_cast<float>(0.001953125);
                            auto tmp6 = at::vec::Vectorized<float>(tmp5);
                            auto tmp7 = tmp4 * tmp6;
                            auto tmp9 = tmp8 * tmp8;
                            auto tmp10 = tmp7 * tmp9;
                            auto tmp11 = tmp3 * tmp10;
                            auto tmp12 = tmp0 - tmp11;
                            auto tmp14 = tmp13 * tmp6;
                            auto tmp15 = tmp12 - tmp14;
                            auto tmp17 = tmp8 * tmp16;
                            auto tmp18 = tmp15 * tmp17;
                            tmp18.store(in_out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int8_t*', 'float*', 'float*', 'int64_t*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int8_t* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1,
                       int64_t* out_ptr2,
                       int64_t* out_ptr3)
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 + tmp1;
                        tmp2.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(64L*x0 + 16384L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            tmp0.store(out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(131072L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(131072L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 64L*x2 + 1024L*x1 + 16384L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = 9L;
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
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp9.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp11 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(9L)))).all_masked(), "index out of bounds: 0 <= tmp11 < 9L");
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>((-33L) + tmp10[x3_inner] + 2L*x2 + 29L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(3L))) + 64L*x1);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    tmp13.store(out_ptr2 + static_cast<int64_t>(x3 + 64L*x2 + 1024L*x1 + 16384L*x0), static_cast<int64_t>(16));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(out_ptr2 + static_cast<int64_t>(64L*x0 + 16384L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(64L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(64L)))), static_cast<int64_t>(16));
                            tmp0.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 65536L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = in_ptr1[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp5 = in_ptr2[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp8 = in_ptr3[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp11 = in_ptr4[static_cast<int64_t>(x1 + x1_inner)];
                                    auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x2 + 1024L*x1 + 1024L*x1_inner + 65536L*x0), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = tmp1 - tmp3;
                                    auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                    auto tmp7 = tmp4 * tmp6;
                                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                    auto tmp10 = tmp7 * tmp9;
                                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                    auto tmp13 = tmp10 + tmp12;
                                    auto tmp14 = at::vec::clamp_min(tmp13, decltype(tmp13)(0));
                                    auto tmp15 = static_cast<float>(0.0);
                                    auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                    auto tmp17 = at::vec::VecMask<float,1>(tmp14 <= tmp16);
                                    auto tmp19 = decltype(tmp16)::blendv(tmp18, tmp16, tmp17.template cast<float,1>());
                                    tmp19.store(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x1 + 1024L*x1_inner + 65536L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(1024L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(1024L)))
                                {
                                    alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                    transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 65536L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(16));
                                    transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x2 + 1024L*x0 + 65536L*x1), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(16));
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(16); x2_inner++)
                                    {
                                        auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x2_inner), static_cast<int64_t>(16));
                                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 64L*x2 + 64L*x2_inner + 65536L*x1), static_cast<int64_t>(16));
                                        auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                        auto tmp4 = tmp2 - tmp3;
                                        auto tmp5 = tmp1 * tmp4;
                                        tmp_acc0_vec = tmp_acc0_vec + tmp1;
                                        tmp_acc1_vec = tmp_acc1_vec + tmp5;
                                    }
                                }
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = tmp0 * tmp1;
                        tmp2.store(out_ptr3 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(out_ptr0 + static_cast<int64_t>(x1 + 1024L*x2 + 65536L*x0), static_cast<int64_t>(1024L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 65536L*x0), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp14 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2), static_cast<int64_t>(16));
                                    auto tmp4 = tmp2 - tmp3;
                                    auto tmp6 = static_cast<float>(0.00048828125);
                                    auto tmp7 = at::vec::Vectorized<float>(tmp6);
                                    auto tmp8 = tmp5 * tmp7;
                                    auto tmp10 = tmp9 * tmp9;
                                    auto tmp11 = tmp8 * tmp10;
                                    auto tmp12 = tmp4 * tmp11;
                                    auto tmp13 = tmp1 - tmp12;
                                    auto tmp15 = tmp14 * tmp7;
                                    auto tmp16 = tmp13 - tmp15;
                                    auto tmp18 = tmp9 * tmp17;
                                    auto tmp19 = tmp16 * tmp18;
                                    tmp19.store(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 64L*x1_inner + 65536L*x0));
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


cpp_fused_sum_14 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1000L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(992L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1000L + x0), static_cast<int64_t>(16));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(992L) && x0 < static_cast<int64_t>(1000L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1000L + x0), static_cast<int64_t>(8L));
                    auto tmp2 = tmp0 + tmp1;
                    tmp2.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
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
        primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, le, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_122), ((2, 1000), (1000, 512)), ((1000, 1), (512, 1)), 'input')
        buf0 = empty_strided_cpu((2, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_6, permute_1, mm], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:1
        extern_kernels.mm(tangents_1, primals_122, out=buf0)
        del primals_122
        assert_size_stride_grouped((convolution_19, le), ((2, 512, 2, 2), (2, 512, 2, 2)), ((2048, 1, 1024, 512), (2048, 4, 2, 1)), 'input')
        buf3 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf4 = buf3; del buf3  # reuse
        buf5 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf6 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_120, (512, ), (1, ), 'input')
        buf10 = empty_strided_cpu((2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32)
        assert_size_stride_grouped((relu_15, primals_116), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0:2
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_0(buf4, convolution_19, le, buf0, primals_120, buf5, buf6, buf7, buf8, buf10)
        del convolution_19
        del primals_120
        # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, out_53, unsqueeze_80, unsqueeze_81, unsqueeze_82, sub_20, mul_141, unsqueeze_83, unsqueeze_84, unsqueeze_85, mul_142, mul_143, mul_144, unsqueeze_86, unsqueeze_87, unsqueeze_88, mul_145, unsqueeze_89, unsqueeze_90, unsqueeze_91, mul_146, sub_22, sub_23, mul_147, convolution_backward], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:3
        buf11 = torch.ops.aten.convolution_backward.default(buf10, relu_15, primals_116, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf10
        del primals_116
        buf12 = buf11[0]
        assert_tensor_metadata(buf12, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf13 = buf11[1]
        assert_tensor_metadata(buf13, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf11
        assert_size_stride(convolution_18, (2, 512, 2, 2), (2048, 1, 1024, 512), 'input')
        buf14 = reinterpret_tensor(buf7, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf7  # reuse
        buf15 = buf14; del buf14  # reuse
        buf16 = buf5; del buf5  # reuse
        buf17 = reinterpret_tensor(buf4, (512, ), (1, ), 0); del buf4  # reuse
        buf18 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf19 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride(primals_114, (512, ), (1, ), 'input')
        buf20 = relu_15; del relu_15  # reuse
        assert_size_stride_grouped((relu_14, primals_110), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1:4
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf15, buf20, convolution_18, buf12, primals_114, buf16, buf17, buf18, buf19)
        del buf12
        del convolution_18
        del primals_114
        # Topologically Sorted Source Nodes: [scalar_tensor, le_1, where_1, out_50, unsqueeze_92, unsqueeze_93, unsqueeze_94, sub_24, mul_150, unsqueeze_95, unsqueeze_96, unsqueeze_97, mul_151, mul_152, mul_153, unsqueeze_98, unsqueeze_99, unsqueeze_100, mul_154, unsqueeze_101, unsqueeze_102, unsqueeze_103, mul_155, sub_26, sub_27, mul_156, convolution_backward_1], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:5
        buf21 = torch.ops.aten.convolution_backward.default(buf20, relu_14, primals_110, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf20
        del primals_110
        buf22 = buf21[0]
        assert_tensor_metadata(buf22, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf22 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf23 = buf21[1]
        assert_tensor_metadata(buf23, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf23 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf21
        assert_size_stride_grouped((convolution_17, convolution_16), ((2, 512, 2, 2), (2, 512, 2, 2)), ((2048, 1, 1024, 512), (2048, 1, 1024, 512)), 'input')
        buf24 = reinterpret_tensor(buf18, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf18  # reuse
        buf25 = buf24; del buf24  # reuse
        buf26 = buf16; del buf16  # reuse
        buf34 = buf15; del buf15  # reuse
        buf35 = buf34; del buf34  # reuse
        buf36 = empty_strided_cpu((1, 512, 1, 1), (512, 1, 512, 512), torch.float32)
        buf27 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf37 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf38 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf29 = empty_strided_cpu((512, ), (1, ), torch.float32)
        buf39 = empty_strided_cpu((512, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_108, primals_102), ((512, ), (512, )), ((1, ), (1, )), 'input')
        buf30 = convolution_17; del convolution_17  # reuse
        buf40 = convolution_16; del convolution_16  # reuse
        assert_size_stride_grouped((relu_12, primals_104), ((2, 256, 4, 4), (512, 256, 1, 1)), ((4096, 1, 1024, 256), (256, 1, 1, 1)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2:6
        cpp_fused__native_batch_norm_legit_functional_add_convolution_backward_div_expand_native_batch_norm_backward_threshold_backward_view_2(buf25, buf35, buf30, buf40, relu_14, le, buf0, buf22, primals_108, primals_102, buf26, buf36, buf27, buf28, buf37, buf38, buf29, buf39)
        del buf0
        del buf22
        del buf25
        del le
        del primals_102
        del primals_108
        del relu_14
        # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, input_6, unsqueeze_104, unsqueeze_105, unsqueeze_106, sub_28, mul_159, unsqueeze_107, unsqueeze_108, unsqueeze_109, mul_160, mul_161, mul_162, unsqueeze_110, unsqueeze_111, unsqueeze_112, mul_163, unsqueeze_113, unsqueeze_114, unsqueeze_115, mul_164, sub_30, sub_31, mul_165, convolution_backward_2], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:7
        buf31 = torch.ops.aten.convolution_backward.default(buf30, relu_12, primals_104, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf30
        del primals_104
        buf32 = buf31[0]
        assert_tensor_metadata(buf32, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf32 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf33 = buf31[1]
        assert_tensor_metadata(buf33, (512, 256, 1, 1), (256, 1, 256, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf33 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf31
        assert_size_stride_grouped((relu_13, primals_98), ((2, 512, 2, 2), (512, 512, 3, 3)), ((2048, 1, 1024, 512), (4608, 1, 1536, 512)), 'input')
        # Topologically Sorted Source Nodes: [view_2, expand, div, scalar_tensor, where, add_108, le_2, where_2, out_46, unsqueeze_116, unsqueeze_117, unsqueeze_118, sub_32, mul_168, unsqueeze_119, unsqueeze_120, unsqueeze_121, mul_169, mul_170, mul_171, unsqueeze_122, unsqueeze_123, unsqueeze_124, mul_172, unsqueeze_125, unsqueeze_126, unsqueeze_127, mul_173, sub_34, sub_35, mul_174, convolution_backward_3], Original ATen: [aten.view, aten.expand, aten.div, aten.threshold_backward, aten.add, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:8
        buf41 = torch.ops.aten.convolution_backward.default(buf40, relu_13, primals_98, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf40
        del primals_98
        buf42 = buf41[0]
        assert_tensor_metadata(buf42, (2, 512, 2, 2), (2048, 1, 1024, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf42 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf43 = buf41[1]
        assert_tensor_metadata(buf43, (512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf43 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf41
        assert_size_stride(convolution_15, (2, 512, 2, 2), (2048, 1, 1024, 512), 'input')
        buf44 = reinterpret_tensor(buf38, (1, 512, 1, 1), (512, 1, 512, 512), 0); del buf38  # reuse
        buf45 = buf44; del buf44  # reuse
        buf46 = buf36; del buf36  # reuse
        buf47 = reinterpret_tensor(buf35, (512, ), (1, ), 0); del buf35  # reuse
        buf48 = buf28; del buf28  # reuse
        buf49 = reinterpret_tensor(buf26, (512, ), (1, ), 0); del buf26  # reuse
        assert_size_stride(primals_96, (512, ), (1, ), 'input')
        buf50 = relu_13; del relu_13  # reuse
        assert_size_stride(primals_92, (512, 256, 3, 3), (2304, 1, 768, 256), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1:9
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_native_batch_norm_backward_threshold_backward_1(buf45, buf50, convolution_15, buf42, primals_96, buf46, buf47, buf48, buf49)
        del buf42
        del buf45
        del buf46
        del buf48
        del convolution_15
        del primals_96
        # Topologically Sorted Source Nodes: [scalar_tensor, le_3, where_3, out_43, unsqueeze_128, unsqueeze_129, unsqueeze_130, sub_36, mul_177, unsqueeze_131, unsqueeze_132, unsqueeze_133, mul_178, mul_179, mul_180, unsqueeze_134, unsqueeze_135, unsqueeze_136, mul_181, unsqueeze_137, unsqueeze_138, unsqueeze_139, mul_182, sub_38, sub_39, mul_183, convolution_backward_4], Original ATen: [aten.threshold_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:10
        buf51 = torch.ops.aten.convolution_backward.default(buf50, relu_12, primals_92, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf50
        del primals_92
        buf52 = buf51[0]
        assert_tensor_metadata(buf52, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf52 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf53 = buf51[1]
        assert_tensor_metadata(buf53, (512, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf53 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf51
        assert_size_stride_grouped((convolution_14, unsqueeze_142, squeeze_43), ((2, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf54 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf55 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf56 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_90, (256, ), (1, ), 'input')
        buf57 = convolution_14; del convolution_14  # reuse
        assert_size_stride_grouped((relu_11, primals_86), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_3:11
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_3(buf57, relu_12, buf32, buf52, unsqueeze_142, squeeze_43, primals_90, buf54, buf55, buf56)
        del primals_90
        del squeeze_43
        del unsqueeze_142
        # Topologically Sorted Source Nodes: [scalar_tensor, add_109, le_4, where_4, sub_40, mul_186, unsqueeze_143, unsqueeze_144, unsqueeze_145, mul_187, mul_188, mul_189, unsqueeze_146, unsqueeze_147, unsqueeze_148, mul_190, unsqueeze_149, unsqueeze_150, unsqueeze_151, mul_191, sub_42, sub_43, mul_192, convolution_backward_5], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:12
        buf58 = torch.ops.aten.convolution_backward.default(buf57, relu_11, primals_86, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf57
        del primals_86
        buf59 = buf58[0]
        assert_tensor_metadata(buf59, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf59 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf60 = buf58[1]
        assert_tensor_metadata(buf60, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf60 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf58
        assert_size_stride_grouped((convolution_13, unsqueeze_154, squeeze_40), ((2, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf61 = buf55; del buf55  # reuse
        buf62 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf63 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_84, (256, ), (1, ), 'input')
        buf64 = relu_11; del relu_11  # reuse
        assert_size_stride_grouped((relu_10, primals_80), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4:13
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf64, buf59, convolution_13, unsqueeze_154, squeeze_40, primals_84, buf61, buf62, buf63)
        del buf59
        del convolution_13
        del primals_84
        del squeeze_40
        del unsqueeze_154
        # Topologically Sorted Source Nodes: [scalar_tensor, le_5, where_5, sub_44, mul_195, unsqueeze_155, unsqueeze_156, unsqueeze_157, mul_196, mul_197, mul_198, unsqueeze_158, unsqueeze_159, unsqueeze_160, mul_199, unsqueeze_161, unsqueeze_162, unsqueeze_163, mul_200, sub_46, sub_47, mul_201, convolution_backward_6], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:14
        buf65 = torch.ops.aten.convolution_backward.default(buf64, relu_10, primals_80, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf64
        del primals_80
        buf66 = buf65[0]
        assert_tensor_metadata(buf66, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf66 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf67 = buf65[1]
        assert_tensor_metadata(buf67, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf67 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf65
        buf68 = relu_10; del relu_10  # reuse
        assert_size_stride_grouped((convolution_12, unsqueeze_166, convolution_11, unsqueeze_178, squeeze_37, squeeze_34), ((2, 256, 4, 4), (1, 256, 1, 1), (2, 256, 4, 4), (1, 256, 1, 1), (256, ), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (4096, 1, 1024, 256), (256, 1, 1, 1), (1, ), (1, )), 'input')
        buf69 = buf62; del buf62  # reuse
        buf70 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf76 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf77 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf71 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf78 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_78, primals_72), ((256, ), (256, )), ((1, ), (1, )), 'input')
        buf72 = convolution_12; del convolution_12  # reuse
        buf79 = convolution_11; del convolution_11  # reuse
        assert_size_stride_grouped((relu_8, primals_74), ((2, 128, 8, 8), (256, 128, 1, 1)), ((8192, 1, 1024, 128), (128, 1, 1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5:15
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_5(buf68, buf72, buf79, relu_12, buf32, buf52, buf66, unsqueeze_166, unsqueeze_178, squeeze_37, squeeze_34, primals_78, primals_72, buf69, buf70, buf76, buf77, buf71, buf78)
        del buf32
        del buf52
        del buf66
        del buf68
        del primals_72
        del primals_78
        del relu_12
        del squeeze_34
        del squeeze_37
        del unsqueeze_166
        del unsqueeze_178
        # Topologically Sorted Source Nodes: [sub_48, mul_204, unsqueeze_167, unsqueeze_168, unsqueeze_169, mul_205, mul_206, mul_207, unsqueeze_170, unsqueeze_171, unsqueeze_172, mul_208, unsqueeze_173, unsqueeze_174, unsqueeze_175, mul_209, sub_50, sub_51, mul_210, convolution_backward_7], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:16
        buf73 = torch.ops.aten.convolution_backward.default(buf72, relu_8, primals_74, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf72
        del primals_74
        buf74 = buf73[0]
        assert_tensor_metadata(buf74, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf74 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf75 = buf73[1]
        assert_tensor_metadata(buf75, (256, 128, 1, 1), (128, 1, 128, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf75 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf73
        assert_size_stride_grouped((relu_9, primals_68), ((2, 256, 4, 4), (256, 256, 3, 3)), ((4096, 1, 1024, 256), (2304, 1, 768, 256)), 'input')
        # Topologically Sorted Source Nodes: [sub_52, mul_213, unsqueeze_179, unsqueeze_180, unsqueeze_181, mul_214, mul_215, mul_216, unsqueeze_182, unsqueeze_183, unsqueeze_184, mul_217, unsqueeze_185, unsqueeze_186, unsqueeze_187, mul_218, sub_54, sub_55, mul_219, convolution_backward_8], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:17
        buf80 = torch.ops.aten.convolution_backward.default(buf79, relu_9, primals_68, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf79
        del primals_68
        buf81 = buf80[0]
        assert_tensor_metadata(buf81, (2, 256, 4, 4), (4096, 1, 1024, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf81 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf82 = buf80[1]
        assert_tensor_metadata(buf82, (256, 256, 3, 3), (2304, 1, 768, 256), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf82 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf80
        assert_size_stride_grouped((convolution_10, unsqueeze_190, squeeze_31), ((2, 256, 4, 4), (1, 256, 1, 1), (256, )), ((4096, 1, 1024, 256), (256, 1, 1, 1), (1, )), 'input')
        buf83 = buf77; del buf77  # reuse
        buf84 = buf70; del buf70  # reuse
        buf85 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_66, (256, ), (1, ), 'input')
        buf86 = relu_9; del relu_9  # reuse
        assert_size_stride(primals_62, (256, 128, 3, 3), (1152, 1, 384, 128), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4:18
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_4(buf86, buf81, convolution_10, unsqueeze_190, squeeze_31, primals_66, buf83, buf84, buf85)
        del buf81
        del buf84
        del convolution_10
        del primals_66
        del squeeze_31
        del unsqueeze_190
        # Topologically Sorted Source Nodes: [scalar_tensor, le_7, where_7, sub_56, mul_222, unsqueeze_191, unsqueeze_192, unsqueeze_193, mul_223, mul_224, mul_225, unsqueeze_194, unsqueeze_195, unsqueeze_196, mul_226, unsqueeze_197, unsqueeze_198, unsqueeze_199, mul_227, sub_58, sub_59, mul_228, convolution_backward_9], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:19
        buf87 = torch.ops.aten.convolution_backward.default(buf86, relu_8, primals_62, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf86
        del primals_62
        buf88 = buf87[0]
        assert_tensor_metadata(buf88, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf88 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf89 = buf87[1]
        assert_tensor_metadata(buf89, (256, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf89 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf87
        assert_size_stride_grouped((convolution_9, unsqueeze_202, squeeze_28), ((2, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf90 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf91 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf92 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_60, (128, ), (1, ), 'input')
        buf93 = convolution_9; del convolution_9  # reuse
        assert_size_stride_grouped((relu_7, primals_56), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_6:20
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_6(buf93, relu_8, buf74, buf88, unsqueeze_202, squeeze_28, primals_60, buf90, buf91, buf92)
        del primals_60
        del squeeze_28
        del unsqueeze_202
        # Topologically Sorted Source Nodes: [scalar_tensor, add_111, le_8, where_8, sub_60, mul_231, unsqueeze_203, unsqueeze_204, unsqueeze_205, mul_232, mul_233, mul_234, unsqueeze_206, unsqueeze_207, unsqueeze_208, mul_235, unsqueeze_209, unsqueeze_210, unsqueeze_211, mul_236, sub_62, sub_63, mul_237, convolution_backward_10], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:21
        buf94 = torch.ops.aten.convolution_backward.default(buf93, relu_7, primals_56, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf93
        del primals_56
        buf95 = buf94[0]
        assert_tensor_metadata(buf95, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf95 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf96 = buf94[1]
        assert_tensor_metadata(buf96, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf96 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf94
        assert_size_stride_grouped((convolution_8, unsqueeze_214, squeeze_25), ((2, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf97 = buf91; del buf91  # reuse
        buf98 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf99 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_54, (128, ), (1, ), 'input')
        buf100 = relu_7; del relu_7  # reuse
        assert_size_stride_grouped((relu_6, primals_50), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7:22
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf100, buf95, convolution_8, unsqueeze_214, squeeze_25, primals_54, buf97, buf98, buf99)
        del buf95
        del convolution_8
        del primals_54
        del squeeze_25
        del unsqueeze_214
        # Topologically Sorted Source Nodes: [scalar_tensor, le_9, where_9, sub_64, mul_240, unsqueeze_215, unsqueeze_216, unsqueeze_217, mul_241, mul_242, mul_243, unsqueeze_218, unsqueeze_219, unsqueeze_220, mul_244, unsqueeze_221, unsqueeze_222, unsqueeze_223, mul_245, sub_66, sub_67, mul_246, convolution_backward_11], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:23
        buf101 = torch.ops.aten.convolution_backward.default(buf100, relu_6, primals_50, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf100
        del primals_50
        buf102 = buf101[0]
        assert_tensor_metadata(buf102, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf102 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf103 = buf101[1]
        assert_tensor_metadata(buf103, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf103 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf101
        buf104 = relu_6; del relu_6  # reuse
        assert_size_stride_grouped((convolution_7, unsqueeze_226, convolution_6, unsqueeze_238, squeeze_22, squeeze_19), ((2, 128, 8, 8), (1, 128, 1, 1), (2, 128, 8, 8), (1, 128, 1, 1), (128, ), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (8192, 1, 1024, 128), (128, 1, 1, 1), (1, ), (1, )), 'input')
        buf105 = buf98; del buf98  # reuse
        buf106 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf112 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf113 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf107 = empty_strided_cpu((128, ), (1, ), torch.float32)
        buf114 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride_grouped((primals_48, primals_42), ((128, ), (128, )), ((1, ), (1, )), 'input')
        buf108 = convolution_7; del convolution_7  # reuse
        buf115 = convolution_6; del convolution_6  # reuse
        assert_size_stride_grouped((relu_4, primals_44), ((2, 64, 16, 16), (128, 64, 1, 1)), ((16384, 1, 1024, 64), (64, 1, 1, 1)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8:24
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_8(buf104, buf108, buf115, relu_8, buf74, buf88, buf102, unsqueeze_226, unsqueeze_238, squeeze_22, squeeze_19, primals_48, primals_42, buf105, buf106, buf112, buf113, buf107, buf114)
        del buf102
        del buf104
        del buf74
        del buf88
        del primals_42
        del primals_48
        del relu_8
        del squeeze_19
        del squeeze_22
        del unsqueeze_226
        del unsqueeze_238
        # Topologically Sorted Source Nodes: [sub_68, mul_249, unsqueeze_227, unsqueeze_228, unsqueeze_229, mul_250, mul_251, mul_252, unsqueeze_230, unsqueeze_231, unsqueeze_232, mul_253, unsqueeze_233, unsqueeze_234, unsqueeze_235, mul_254, sub_70, sub_71, mul_255, convolution_backward_12], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:25
        buf109 = torch.ops.aten.convolution_backward.default(buf108, relu_4, primals_44, [0], (2, 2), (0, 0), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf108
        del primals_44
        buf110 = buf109[0]
        assert_tensor_metadata(buf110, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf110 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf111 = buf109[1]
        assert_tensor_metadata(buf111, (128, 64, 1, 1), (64, 1, 64, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf111 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf109
        assert_size_stride_grouped((relu_5, primals_38), ((2, 128, 8, 8), (128, 128, 3, 3)), ((8192, 1, 1024, 128), (1152, 1, 384, 128)), 'input')
        # Topologically Sorted Source Nodes: [sub_72, mul_258, unsqueeze_239, unsqueeze_240, unsqueeze_241, mul_259, mul_260, mul_261, unsqueeze_242, unsqueeze_243, unsqueeze_244, mul_262, unsqueeze_245, unsqueeze_246, unsqueeze_247, mul_263, sub_74, sub_75, mul_264, convolution_backward_13], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:26
        buf116 = torch.ops.aten.convolution_backward.default(buf115, relu_5, primals_38, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf115
        del primals_38
        buf117 = buf116[0]
        assert_tensor_metadata(buf117, (2, 128, 8, 8), (8192, 1, 1024, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf117 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf118 = buf116[1]
        assert_tensor_metadata(buf118, (128, 128, 3, 3), (1152, 1, 384, 128), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf118 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf116
        assert_size_stride_grouped((convolution_5, unsqueeze_250, squeeze_16), ((2, 128, 8, 8), (1, 128, 1, 1), (128, )), ((8192, 1, 1024, 128), (128, 1, 1, 1), (1, )), 'input')
        buf119 = buf113; del buf113  # reuse
        buf120 = buf106; del buf106  # reuse
        buf121 = empty_strided_cpu((128, ), (1, ), torch.float32)
        assert_size_stride(primals_36, (128, ), (1, ), 'input')
        buf122 = relu_5; del relu_5  # reuse
        assert_size_stride(primals_32, (128, 64, 3, 3), (576, 1, 192, 64), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7:27
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_7(buf122, buf117, convolution_5, unsqueeze_250, squeeze_16, primals_36, buf119, buf120, buf121)
        del buf117
        del buf120
        del convolution_5
        del primals_36
        del squeeze_16
        del unsqueeze_250
        # Topologically Sorted Source Nodes: [scalar_tensor, le_11, where_11, sub_76, mul_267, unsqueeze_251, unsqueeze_252, unsqueeze_253, mul_268, mul_269, mul_270, unsqueeze_254, unsqueeze_255, unsqueeze_256, mul_271, unsqueeze_257, unsqueeze_258, unsqueeze_259, mul_272, sub_78, sub_79, mul_273, convolution_backward_14], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:28
        buf123 = torch.ops.aten.convolution_backward.default(buf122, relu_4, primals_32, [0], (2, 2), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf122
        del primals_32
        buf124 = buf123[0]
        assert_tensor_metadata(buf124, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf124 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf125 = buf123[1]
        assert_tensor_metadata(buf125, (128, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf125 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf123
        assert_size_stride_grouped((convolution_4, unsqueeze_262, squeeze_13), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf126 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf127 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf128 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_30, (64, ), (1, ), 'input')
        buf129 = convolution_4; del convolution_4  # reuse
        assert_size_stride_grouped((relu_3, primals_26), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_9:29
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_9(buf129, relu_4, buf110, buf124, unsqueeze_262, squeeze_13, primals_30, buf126, buf127, buf128)
        del primals_30
        del squeeze_13
        del unsqueeze_262
        # Topologically Sorted Source Nodes: [scalar_tensor, add_113, le_12, where_12, sub_80, mul_276, unsqueeze_263, unsqueeze_264, unsqueeze_265, mul_277, mul_278, mul_279, unsqueeze_266, unsqueeze_267, unsqueeze_268, mul_280, unsqueeze_269, unsqueeze_270, unsqueeze_271, mul_281, sub_82, sub_83, mul_282, convolution_backward_15], Original ATen: [aten.threshold_backward, aten.add, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:30
        buf130 = torch.ops.aten.convolution_backward.default(buf129, relu_3, primals_26, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf129
        del primals_26
        buf131 = buf130[0]
        assert_tensor_metadata(buf131, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf131 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf132 = buf130[1]
        assert_tensor_metadata(buf132, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf132 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf130
        assert_size_stride_grouped((convolution_3, unsqueeze_274, squeeze_10), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf133 = buf127; del buf127  # reuse
        buf134 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf135 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_24, (64, ), (1, ), 'input')
        buf136 = relu_3; del relu_3  # reuse
        assert_size_stride_grouped((relu_2, primals_20), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10:31
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf136, buf131, convolution_3, unsqueeze_274, squeeze_10, primals_24, buf133, buf134, buf135)
        del buf131
        del convolution_3
        del primals_24
        del squeeze_10
        del unsqueeze_274
        # Topologically Sorted Source Nodes: [scalar_tensor, le_13, where_13, sub_84, mul_285, unsqueeze_275, unsqueeze_276, unsqueeze_277, mul_286, mul_287, mul_288, unsqueeze_278, unsqueeze_279, unsqueeze_280, mul_289, unsqueeze_281, unsqueeze_282, unsqueeze_283, mul_290, sub_86, sub_87, mul_291, convolution_backward_16], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:32
        buf137 = torch.ops.aten.convolution_backward.default(buf136, relu_2, primals_20, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf136
        del primals_20
        buf138 = buf137[0]
        assert_tensor_metadata(buf138, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf138 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf139 = buf137[1]
        assert_tensor_metadata(buf139, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf139 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf137
        buf140 = relu_2; del relu_2  # reuse
        assert_size_stride_grouped((convolution_2, unsqueeze_286, squeeze_7), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf141 = buf134; del buf134  # reuse
        buf142 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf143 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_18, (64, ), (1, ), 'input')
        buf144 = convolution_2; del convolution_2  # reuse
        assert_size_stride_grouped((relu_1, primals_14), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_11:33
        cpp_fused_add_convolution_backward_native_batch_norm_backward_threshold_backward_11(buf140, buf144, relu_4, buf110, buf124, buf138, unsqueeze_286, squeeze_7, primals_18, buf141, buf142, buf143)
        del buf110
        del buf124
        del buf138
        del primals_18
        del relu_4
        del squeeze_7
        del unsqueeze_286
        # Topologically Sorted Source Nodes: [sub_88, mul_294, unsqueeze_287, unsqueeze_288, unsqueeze_289, mul_295, mul_296, mul_297, unsqueeze_290, unsqueeze_291, unsqueeze_292, mul_298, unsqueeze_293, unsqueeze_294, unsqueeze_295, mul_299, sub_90, sub_91, mul_300, convolution_backward_17], Original ATen: [aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:34
        buf145 = torch.ops.aten.convolution_backward.default(buf144, relu_1, primals_14, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf144
        del primals_14
        buf146 = buf145[0]
        assert_tensor_metadata(buf146, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf146 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf147 = buf145[1]
        assert_tensor_metadata(buf147, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf147 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf145
        assert_size_stride_grouped((convolution_1, unsqueeze_298, squeeze_4), ((2, 64, 16, 16), (1, 64, 1, 1), (64, )), ((16384, 1, 1024, 64), (64, 1, 1, 1), (1, )), 'input')
        buf148 = buf142; del buf142  # reuse
        buf149 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf150 = empty_strided_cpu((64, ), (1, ), torch.float32)
        assert_size_stride(primals_12, (64, ), (1, ), 'input')
        buf151 = relu_1; del relu_1  # reuse
        assert_size_stride_grouped((getitem_2, primals_8), ((2, 64, 16, 16), (64, 64, 3, 3)), ((16384, 1, 1024, 64), (576, 1, 192, 64)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10:35
        cpp_fused_convolution_backward_native_batch_norm_backward_threshold_backward_10(buf151, buf146, convolution_1, unsqueeze_298, squeeze_4, primals_12, buf148, buf149, buf150)
        del buf146
        del convolution_1
        del primals_12
        del squeeze_4
        del unsqueeze_298
        # Topologically Sorted Source Nodes: [scalar_tensor, le_15, where_15, sub_92, mul_303, unsqueeze_299, unsqueeze_300, unsqueeze_301, mul_304, mul_305, mul_306, unsqueeze_302, unsqueeze_303, unsqueeze_304, mul_307, unsqueeze_305, unsqueeze_306, unsqueeze_307, mul_308, sub_94, sub_95, mul_309, convolution_backward_18], Original ATen: [aten.threshold_backward, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:36
        buf152 = torch.ops.aten.convolution_backward.default(buf151, getitem_2, primals_8, [0], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, False])
        del buf151
        del getitem_2
        del primals_8
        buf153 = buf152[0]
        assert_tensor_metadata(buf153, (2, 64, 16, 16), (16384, 1, 1024, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf153 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf154 = buf152[1]
        assert_tensor_metadata(buf154, (64, 64, 3, 3), (576, 1, 192, 64), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf154 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf152
        buf158 = buf140; del buf140  # reuse
        buf159 = empty_strided_cpu((128, 256), (1, 128), torch.float32)
        buf155 = empty_strided_cpu((128, 1024), (1024, 1), torch.float32)
        assert_size_stride(getitem_3, (2, 64, 16, 16), (16384, 1, 1024, 64), 'input')
        buf156 = empty_strided_cpu((2, 64, 16, 16), (16384, 1, 1024, 64), torch.int64)
        buf157 = empty_strided_cpu((128, 256), (1, 128), torch.int64)
        # [Provenance debug handles] cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_12:37
        cpp_fused_add_max_pool2d_with_indices_max_pool2d_with_indices_backward_12(buf158, buf153, getitem_3, buf159, buf155, buf156, buf157)
        del buf153
        del buf156
        del buf158
        del getitem_3
        aten.scatter_reduce_.two(buf155,1,buf157,buf159, reduce='sum', include_self=True)
        del buf157
        del buf159
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_6, primals_7), ((2, 64, 32, 32), (1, 64, 1, 1), (1, 64, 1, 1), (64, ), (64, )), ((65536, 1, 2048, 64), (64, 1, 64, 64), (64, 1, 64, 64), (1, ), (1, )), 'input')
        buf161 = empty_strided_cpu((2, 64, 32, 32), (65536, 1024, 32, 1), torch.float32)
        buf162 = buf149; del buf149  # reuse
        buf163 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf164 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf165 = convolution; del convolution  # reuse
        assert_size_stride_grouped((primals_2, primals_1), ((2, 3, 64, 64), (64, 3, 7, 7)), ((12288, 1, 192, 3), (147, 1, 21, 3)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_13:38
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_max_pool2d_with_indices_backward_native_batch_norm_backward_relu_threshold_backward_13(buf165, getitem_1, rsqrt, primals_6, primals_7, buf155, buf161, buf162, buf163, buf164)
        del buf155
        del buf161
        del buf163
        del getitem_1
        del primals_6
        del primals_7
        del rsqrt
        # Topologically Sorted Source Nodes: [x_1, unsqueeze_308, unsqueeze_309, unsqueeze_310, sub_96, mul_312, unsqueeze_311, unsqueeze_312, unsqueeze_313, mul_313, mul_314, mul_315, unsqueeze_314, unsqueeze_315, unsqueeze_316, mul_316, unsqueeze_317, unsqueeze_318, unsqueeze_319, mul_317, sub_98, sub_99, mul_318, convolution_backward_19], Original ATen: [aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:39
        buf166 = torch.ops.aten.convolution_backward.default(buf165, primals_2, primals_1, [0], (2, 2), (3, 3), (1, 1), False, (0, 0), 1, [False, True, False])
        del buf165
        del primals_1
        del primals_2
        buf167 = buf166[1]
        assert_tensor_metadata(buf167, (64, 3, 7, 7), (147, 1, 21, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf167 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf166
        buf2 = empty_strided_cpu((1, 1000), (1000, 1), torch.float32)
        assert_size_stride(view, (2, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_sum_14:40
        cpp_fused_sum_14(tangents_1, buf2)
        buf1 = empty_strided_cpu((1000, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_2, permute_4], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:41
        extern_kernels.mm(reinterpret_tensor(tangents_1, (1000, 2), (1, 1000), 0), view, out=buf1)
        del tangents_1
        del view
        return (buf167, None, None, None, None, buf164, buf162, buf154, None, None, None, buf150, buf148, buf147, None, None, None, buf143, buf141, buf139, None, None, None, buf135, buf133, buf132, None, None, None, buf128, buf126, buf125, None, None, None, buf121, buf119, buf118, None, None, None, buf114, buf112, buf111, None, None, None, buf107, buf105, buf103, None, None, None, buf99, buf97, buf96, None, None, None, buf92, buf90, buf89, None, None, None, buf85, buf83, buf82, None, None, None, buf78, buf76, buf75, None, None, None, buf71, buf69, buf67, None, None, None, buf63, buf61, buf60, None, None, None, buf56, buf54, buf53, None, None, None, buf49, buf47, buf43, None, None, None, buf39, buf37, buf33, None, None, None, buf29, buf27, buf23, None, None, None, buf19, buf17, buf13, None, None, None, buf8, buf6, buf1, reinterpret_tensor(buf2, (1000, ), (1, ), 0), )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((64, 3, 7, 7), (147, 1, 21, 3), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((2, 3, 64, 64), (12288, 1, 192, 3), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_14 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_18 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_20 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_24 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_26 = rand_strided((64, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_30 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_32 = rand_strided((128, 64, 3, 3), (576, 1, 192, 64), device='cpu', dtype=torch.float32)
    primals_36 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_38 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_42 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_44 = rand_strided((128, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_48 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_50 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_54 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_56 = rand_strided((128, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_60 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_62 = rand_strided((256, 128, 3, 3), (1152, 1, 384, 128), device='cpu', dtype=torch.float32)
    primals_66 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_68 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_72 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_74 = rand_strided((256, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_78 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_80 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_84 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_86 = rand_strided((256, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_90 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    primals_92 = rand_strided((512, 256, 3, 3), (2304, 1, 768, 256), device='cpu', dtype=torch.float32)
    primals_96 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_98 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_102 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_104 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_108 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_110 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_114 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_116 = rand_strided((512, 512, 3, 3), (4608, 1, 1536, 512), device='cpu', dtype=torch.float32)
    primals_120 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    primals_122 = rand_strided((1000, 512), (512, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((2, 64, 32, 32), (65536, 1, 2048, 64), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 64, 1, 1), (64, 1, 64, 64), device='cpu', dtype=torch.float32)
    getitem_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.int8)
    convolution_1 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_4 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_1 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_7 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_2 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_10 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_3 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_4 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    squeeze_13 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    relu_4 = rand_strided((2, 64, 16, 16), (16384, 1, 1024, 64), device='cpu', dtype=torch.float32)
    convolution_5 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_16 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_5 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_6 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_19 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_7 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_22 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_6 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_8 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_25 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_7 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_9 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    squeeze_28 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    relu_8 = rand_strided((2, 128, 8, 8), (8192, 1, 1024, 128), device='cpu', dtype=torch.float32)
    convolution_10 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_31 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_9 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_11 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_34 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    convolution_12 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_37 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_10 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_13 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_40 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_11 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_14 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    squeeze_43 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    relu_12 = rand_strided((2, 256, 4, 4), (4096, 1, 1024, 256), device='cpu', dtype=torch.float32)
    convolution_15 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_13 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_16 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_17 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_14 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_18 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    relu_15 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    convolution_19 = rand_strided((2, 512, 2, 2), (2048, 1, 1024, 512), device='cpu', dtype=torch.float32)
    view = rand_strided((2, 512), (512, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((2, 512, 2, 2), (2048, 4, 2, 1), device='cpu', dtype=torch.bool)
    unsqueeze_142 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_154 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_166 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_178 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_190 = rand_strided((1, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_202 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_214 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_226 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_238 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_250 = rand_strided((1, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_262 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_274 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_286 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    unsqueeze_298 = rand_strided((1, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 1000), (1000, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, convolution, getitem_1, rsqrt, getitem_2, getitem_3, convolution_1, squeeze_4, relu_1, convolution_2, squeeze_7, relu_2, convolution_3, squeeze_10, relu_3, convolution_4, squeeze_13, relu_4, convolution_5, squeeze_16, relu_5, convolution_6, squeeze_19, convolution_7, squeeze_22, relu_6, convolution_8, squeeze_25, relu_7, convolution_9, squeeze_28, relu_8, convolution_10, squeeze_31, relu_9, convolution_11, squeeze_34, convolution_12, squeeze_37, relu_10, convolution_13, squeeze_40, relu_11, convolution_14, squeeze_43, relu_12, convolution_15, relu_13, convolution_16, convolution_17, relu_14, convolution_18, relu_15, convolution_19, view, le, unsqueeze_142, unsqueeze_154, unsqueeze_166, unsqueeze_178, unsqueeze_190, unsqueeze_202, unsqueeze_214, unsqueeze_226, unsqueeze_238, unsqueeze_250, unsqueeze_262, unsqueeze_274, unsqueeze_286, unsqueeze_298, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
