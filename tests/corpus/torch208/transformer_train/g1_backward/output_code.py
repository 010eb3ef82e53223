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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
assert_alignment = torch._C._dynamo.guards.assert_alignment
empty_strided_cpu = torch._C._dynamo.guards._empty_strided_cpu
empty_strided_cuda = torch._C._dynamo.guards._empty_strided_cuda
empty_strided_xpu = torch._C._dynamo.guards._empty_strided_xpu
reinterpret_tensor = torch._C._dynamo.guards._reinterpret_tensor
alloc_from_pool = torch.ops.inductor._alloc_from_pool
async_compile = AsyncCompile()
empty_strided_p2p = torch._C._distributed_c10d._SymmetricMemory.empty_strided_p2p


cpp_fused_gelu_gelu_backward_sum_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
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
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(65536L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(65536L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
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
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                                auto tmp6 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp9 = in_ptr6[static_cast<int64_t>(x0)];
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
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr6[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp10 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp16 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp21 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(0.0078125);
                            auto tmp3 = float(tmp1 * tmp2);
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = static_cast<float>(128.0);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 - tmp11;
                            auto tmp15 = tmp13 + tmp14;
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = tmp15 - tmp17;
                            auto tmp19 = at::vec::Vectorized<float>(tmp1);
                            auto tmp20 = tmp18 * tmp19;
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp20 * tmp22;
                            auto tmp24 = tmp12 - tmp23;
                            auto tmp25 = at::vec::Vectorized<float>(tmp3);
                            auto tmp26 = tmp25 * tmp24;
                            auto tmp27 = tmp0 + tmp26;
                            tmp27.store(out_ptr3 + static_cast<int64_t>(x1 + 128L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_clone_2 = async_compile.cpp_pybinding(['const float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(32L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(32L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 32L*x1 + 128L*x2 + 8192L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr0 + static_cast<int64_t>(x3 + 32L*x2 + 2048L*x1 + 8192L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused__softmax_backward_data_masked_fill_mul_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const bool*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(float* in_out_ptr0,
                       const float* in_ptr1,
                       const bool* in_ptr2,
                       float* out_ptr0)
{
    auto in_ptr0 = in_out_ptr0;
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(64L)))
                            {
                                auto tmp0 = at::vec::VecMask<float,1>::from(in_ptr2 + static_cast<int64_t>(x2 + 64L*x1));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 64L*x1 + 4096L*x0), static_cast<int64_t>(16));
                                auto tmp3 = out_ptr0[static_cast<int64_t>(x1 + 64L*x0)];
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 4096L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp1.neg();
                                auto tmp5 = tmp4 * tmp1;
                                auto tmp6 = at::vec::Vectorized<float>(tmp3);
                                auto tmp7 = fmadd(tmp2, tmp6, tmp5);
                                auto tmp8 = static_cast<float>(0.0);
                                auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                auto tmp10 = decltype(tmp9)::blendv(tmp7, tmp9, tmp0.template cast<float,1>());
                                auto tmp11 = static_cast<float>(0.1767766952966369);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 * tmp12;
                                tmp13.store(in_out_ptr0 + static_cast<int64_t>(x2 + 64L*x1 + 4096L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_cat_4 = async_compile.cpp_pybinding(['const float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L*x1 + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(32L))) + 8192L*x0 + ((static_cast<int64_t>(x2) % static_cast<int64_t>(32L)))), static_cast<int64_t>(16));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 24576L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_cat_5 = async_compile.cpp_pybinding(['const float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp0[16*16];
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 8192L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(16));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(16L*x1_inner), static_cast<int64_t>(16));
                                    tmp1.store(out_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 384L*x1_inner + 24576L*x0));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_cat_6 = async_compile.cpp_pybinding(['const float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(128L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(32L*x1 + 2048L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(32L))) + 8192L*x0 + ((static_cast<int64_t>(x2) % static_cast<int64_t>(32L)))), static_cast<int64_t>(16));
                                tmp0.store(out_ptr0 + static_cast<int64_t>(x2 + 384L*x1 + 24576L*x0));
                            }
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_7 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
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
    #pragma omp parallel num_threads(2)
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
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc3 = 0;
                    at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
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
}
''')


cpp_fused_sum_8 = async_compile.cpp_pybinding(['const float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 128L*x1), static_cast<int64_t>(16));
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
}
''')


cpp_fused_sum_9 = async_compile.cpp_pybinding(['const float*', 'float*'], '''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void kernel(const float* in_ptr0,
                       float* out_ptr0)
{
    #pragma omp parallel num_threads(2)
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 384L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(384L)))
                    {
                        tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


async_compile.wait(globals())
del async_compile

def call(args):
    primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, logical_and, div, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, permute_23, permute_24, permute_25, tangents_1 = args
    args.clear()
    assert_size_stride(primals_1, (2, 64, 128), (8192, 128, 1))
    assert_size_stride(primals_4, (384, 128), (128, 1))
    assert_size_stride(primals_6, (128, 128), (128, 1))
    assert_size_stride(primals_8, (128, ), (1, ))
    assert_size_stride(primals_10, (512, 128), (128, 1))
    assert_size_stride(primals_12, (128, 512), (512, 1))
    assert_size_stride(getitem_1, (2, 64, 1), (64, 1, 1))
    assert_size_stride(rsqrt, (2, 64, 1), (64, 1, 1))
    assert_size_stride(view, (128, 128), (128, 1))
    assert_size_stride(logical_and, (64, 64), (64, 1))
    assert_size_stride(div, (2, 4, 64, 64), (16384, 4096, 64, 1))
    assert_size_stride(view_12, (128, 128), (128, 1))
    assert_size_stride(addmm_1, (128, 128), (128, 1))
    assert_size_stride(getitem_6, (2, 64, 1), (64, 1, 1))
    assert_size_stride(rsqrt_1, (2, 64, 1), (64, 1, 1))
    assert_size_stride(view_14, (128, 128), (128, 1))
    assert_size_stride(addmm_2, (128, 512), (512, 1))
    assert_size_stride(view_16, (128, 512), (512, 1))
    assert_size_stride(permute_23, (8, 32, 64), (2048, 1, 32))
    assert_size_stride(permute_24, (8, 32, 64), (2048, 1, 32))
    assert_size_stride(permute_25, (8, 64, 32), (2048, 1, 64))
    assert_size_stride(tangents_1, (2, 64, 128), (8192, 128, 1))
    buf0 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(tangents_1, (128, 128), (128, 1), 0), primals_12, out=buf0)
    del primals_12
    buf1 = empty_strided_cpu((128, 512), (512, 1), torch.float32)
    # Topologically Sorted Source Nodes: [permute_12], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(tangents_1, (128, 128), (1, 128), 0), view_16, out=buf1)
    del view_16
    buf2 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
    buf3 = reinterpret_tensor(buf0, (2, 64, 512), (32768, 512, 1), 0); del buf0  # reuse
    cpp_fused_gelu_gelu_backward_sum_0(buf3, tangents_1, addmm_2, buf2)
    del addmm_2
    buf4 = empty_strided_cpu((128, 128), (128, 1), torch.float32)
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(buf3, (128, 512), (512, 1), 0), primals_10, out=buf4)
    del primals_10
    buf5 = empty_strided_cpu((512, 128), (128, 1), torch.float32)
    # Topologically Sorted Source Nodes: [permute_16], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(buf3, (512, 128), (1, 512), 0), view_14, out=buf5)
    del view_14
    buf6 = empty_strided_cpu((1, 512), (512, 1), torch.float32)
    buf7 = empty_strided_cpu((2, 64, 1), (64, 1, 128), torch.float32)
    buf8 = empty_strided_cpu((2, 64, 1), (64, 1, 128), torch.float32)
    buf11 = empty_strided_cpu((2, 64, 128), (8192, 128, 1), torch.float32)
    cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_1(buf3, buf4, primals_8, primals_1, addmm_1, getitem_6, rsqrt_1, tangents_1, buf6, buf7, buf8, buf11)
    del buf3
    del primals_8
    del tangents_1
    buf12 = empty_strided_cpu((128, 128), (128, 1), torch.float32)
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(buf11, (128, 128), (128, 1), 0), primals_6, out=buf12)
    del primals_6
    buf15 = empty_strided_cpu((2, 4, 64, 32), (8192, 2048, 32, 1), torch.float32)
    cpp_fused_clone_2(buf12, buf15)
    buf17 = empty_strided_cpu((8, 64, 64), (4096, 64, 1), torch.float32)
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.bmm]
    extern_kernels.bmm(reinterpret_tensor(buf15, (8, 64, 32), (2048, 32, 1), 0), permute_23, out=buf17)
    del permute_23
    buf18 = empty_strided_cpu((2, 4, 64, 1), (256, 64, 1, 512), torch.float32)
    buf19 = reinterpret_tensor(buf17, (2, 4, 64, 64), (16384, 4096, 64, 1), 0); del buf17  # reuse
    cpp_fused__softmax_backward_data_masked_fill_mul_3(buf19, div, logical_and, buf18)
    del buf18
    del logical_and
    buf21 = reinterpret_tensor(buf12, (8, 64, 32), (2048, 32, 1), 0); del buf12  # reuse
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.bmm]
    extern_kernels.bmm(reinterpret_tensor(buf19, (8, 64, 64), (4096, 64, 1), 0), permute_25, out=buf21)
    del permute_25
    buf25 = empty_strided_cpu((2, 64, 384), (24576, 384, 1), torch.float32)
    buf22 = reinterpret_tensor(buf25, (2, 64, 128), (24576, 384, 1), 0)  # alias
    cpp_fused_cat_4(buf21, buf22)
    buf20 = reinterpret_tensor(buf21, (8, 32, 64), (2048, 64, 1), 0); del buf21  # reuse
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.bmm]
    extern_kernels.bmm(permute_24, reinterpret_tensor(buf19, (8, 64, 64), (4096, 64, 1), 0), out=buf20)
    del buf19
    del permute_24
    buf23 = reinterpret_tensor(buf25, (2, 64, 128), (24576, 384, 1), 128)  # alias
    cpp_fused_cat_5(buf20, buf23)
    buf16 = reinterpret_tensor(buf20, (8, 64, 32), (2048, 32, 1), 0); del buf20  # reuse
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.bmm]
    extern_kernels.bmm(reinterpret_tensor(div, (8, 64, 64), (4096, 1, 64), 0), reinterpret_tensor(buf15, (8, 64, 32), (2048, 32, 1), 0), out=buf16)
    del buf15
    del div
    buf24 = reinterpret_tensor(buf25, (2, 64, 128), (24576, 384, 1), 256)  # alias
    cpp_fused_cat_6(buf16, buf24)
    del buf22
    del buf23
    del buf24
    buf26 = reinterpret_tensor(buf16, (128, 128), (128, 1), 0); del buf16  # reuse
    # Topologically Sorted Source Nodes: [], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(buf25, (128, 384), (384, 1), 0), primals_4, out=buf26)
    del primals_4
    buf9 = reinterpret_tensor(buf8, (128, ), (1, ), 0); del buf8  # reuse
    buf10 = reinterpret_tensor(buf7, (128, ), (1, ), 0); del buf7  # reuse
    buf29 = empty_strided_cpu((128, ), (1, ), torch.float32)
    buf30 = empty_strided_cpu((128, ), (1, ), torch.float32)
    cpp_fused_add_native_layer_norm_native_layer_norm_backward_7(buf4, primals_1, addmm_1, getitem_6, rsqrt_1, buf26, getitem_1, rsqrt, buf9, buf10, buf29, buf30)
    del addmm_1
    del buf26
    del getitem_1
    del getitem_6
    del primals_1
    del rsqrt
    del rsqrt_1
    buf13 = buf4; del buf4  # reuse
    # Topologically Sorted Source Nodes: [permute_20], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(buf11, (128, 128), (1, 128), 0), view_12, out=buf13)
    del view_12
    buf14 = empty_strided_cpu((1, 128), (128, 1), torch.float32)
    cpp_fused_sum_8(buf11, buf14)
    del buf11
    buf27 = empty_strided_cpu((384, 128), (128, 1), torch.float32)
    # Topologically Sorted Source Nodes: [permute_33], Original ATen: [aten.mm]
    extern_kernels.mm(reinterpret_tensor(buf25, (384, 128), (1, 384), 0), view, out=buf27)
    del view
    buf28 = empty_strided_cpu((1, 384), (384, 1), torch.float32)
    cpp_fused_sum_9(buf25, buf28)
    return (None, buf29, buf30, buf27, reinterpret_tensor(buf28, (384, ), (1, ), 0), buf13, reinterpret_tensor(buf14, (128, ), (1, ), 0), buf9, buf10, buf5, reinterpret_tensor(buf6, (512, ), (1, ), 0), buf1, reinterpret_tensor(buf2, (128, ), (1, ), 0), )


def benchmark_compiled_module(times=10, repeat=10):
    from torch._dynamo.testing import rand_strided
    from torch._inductor.utils import print_performance
    primals_1 = rand_strided((2, 64, 128), (8192, 128, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((384, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((512, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_12 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((2, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((2, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    view = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    logical_and = rand_strided((64, 64), (64, 1), device='cpu', dtype=torch.bool)
    div = rand_strided((2, 4, 64, 64), (16384, 4096, 64, 1), device='cpu', dtype=torch.float32)
    view_12 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    getitem_6 = rand_strided((2, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((2, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    view_14 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    view_16 = rand_strided((128, 512), (512, 1), device='cpu', dtype=torch.float32)
    permute_23 = rand_strided((8, 32, 64), (2048, 1, 32), device='cpu', dtype=torch.float32)
    permute_24 = rand_strided((8, 32, 64), (2048, 1, 32), device='cpu', dtype=torch.float32)
    permute_25 = rand_strided((8, 64, 32), (2048, 1, 64), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 64, 128), (8192, 128, 1), device='cpu', dtype=torch.float32)
    fn = lambda: call([primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, logical_and, div, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, permute_23, permute_24, permute_25, tangents_1])
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    compiled_module_main('None', benchmark_compiled_module)
