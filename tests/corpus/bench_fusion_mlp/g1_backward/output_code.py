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


cpp_fused_gelu_gelu_backward_native_layer_norm_backward_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp15 = in_ptr3[static_cast<int64_t>(x0)];
                                auto tmp18 = in_ptr4[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = static_cast<float>(0.5);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 * tmp5;
                                auto tmp7 = static_cast<float>(0.7071067811865476);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp3 * tmp8;
                                auto tmp10 = tmp9.erf();
                                auto tmp11 = static_cast<float>(1.0);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 + tmp12;
                                auto tmp14 = tmp6 * tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 - tmp16;
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp21 = tmp2 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
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
                            auto tmp0 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp23 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp28 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp1 = static_cast<float>(256.0);
                            auto tmp2 = tmp0 / tmp1;
                            auto tmp5 = tmp3 * tmp4;
                            auto tmp6 = at::vec::Vectorized<float>(tmp1);
                            auto tmp7 = tmp5 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = static_cast<float>(0.5);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = static_cast<float>(0.7071067811865476);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp11 * tmp16;
                            auto tmp18 = tmp17.erf();
                            auto tmp19 = static_cast<float>(1.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 + tmp20;
                            auto tmp22 = tmp14 * tmp21;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp26 = at::vec::Vectorized<float>(tmp0);
                            auto tmp27 = tmp25 * tmp26;
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 * tmp29;
                            auto tmp31 = tmp10 - tmp30;
                            auto tmp32 = at::vec::Vectorized<float>(tmp2);
                            auto tmp33 = tmp32 * tmp31;
                            auto tmp34 = tmp21 * tmp13;
                            auto tmp35 = tmp11 * tmp11;
                            auto tmp36 = static_cast<float>(-0.5);
                            auto tmp37 = at::vec::Vectorized<float>(tmp36);
                            auto tmp38 = tmp35 * tmp37;
                            auto tmp39 = tmp38.exp();
                            auto tmp40 = static_cast<float>(0.3989422804014327);
                            auto tmp41 = at::vec::Vectorized<float>(tmp40);
                            auto tmp42 = tmp39 * tmp41;
                            auto tmp43 = tmp11 * tmp42;
                            auto tmp44 = tmp34 + tmp43;
                            auto tmp45 = tmp33 * tmp44;
                            tmp45.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
                        }
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp13 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp16 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp2 = static_cast<float>(0.5);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = static_cast<float>(0.7071067811865476);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp1 * tmp6;
                                auto tmp8 = tmp7.erf();
                                auto tmp9 = static_cast<float>(1.0);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 + tmp10;
                                auto tmp12 = tmp4 * tmp11;
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 - tmp14;
                                auto tmp17 = at::vec::Vectorized<float>(tmp16);
                                auto tmp18 = tmp15 * tmp17;
                                auto tmp19 = tmp0 * tmp18;
                                tmp_acc0_vec = tmp_acc0_vec + tmp19;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                    {
                        tmp_acc0_vec.store(out_ptr3 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                                auto tmp15 = in_ptr4[static_cast<int64_t>(x0)];
                                auto tmp18 = in_ptr5[static_cast<int64_t>(x0)];
                                auto tmp2 = tmp0 * tmp1;
                                auto tmp4 = static_cast<float>(0.5);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = tmp3 * tmp5;
                                auto tmp7 = static_cast<float>(0.7071067811865476);
                                auto tmp8 = at::vec::Vectorized<float>(tmp7);
                                auto tmp9 = tmp3 * tmp8;
                                auto tmp10 = tmp9.erf();
                                auto tmp11 = static_cast<float>(1.0);
                                auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                auto tmp13 = tmp10 + tmp12;
                                auto tmp14 = tmp6 * tmp13;
                                auto tmp16 = at::vec::Vectorized<float>(tmp15);
                                auto tmp17 = tmp14 - tmp16;
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp21 = tmp2 * tmp20;
                                tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                tmp_acc1_vec = tmp_acc1_vec + tmp21;
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp8 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                            auto tmp23 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp28 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = static_cast<float>(1024.0);
                            auto tmp2 = tmp0 / tmp1;
                            auto tmp5 = tmp3 * tmp4;
                            auto tmp6 = at::vec::Vectorized<float>(tmp1);
                            auto tmp7 = tmp5 * tmp6;
                            auto tmp9 = at::vec::Vectorized<float>(tmp8);
                            auto tmp10 = tmp7 - tmp9;
                            auto tmp12 = static_cast<float>(0.5);
                            auto tmp13 = at::vec::Vectorized<float>(tmp12);
                            auto tmp14 = tmp11 * tmp13;
                            auto tmp15 = static_cast<float>(0.7071067811865476);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp11 * tmp16;
                            auto tmp18 = tmp17.erf();
                            auto tmp19 = static_cast<float>(1.0);
                            auto tmp20 = at::vec::Vectorized<float>(tmp19);
                            auto tmp21 = tmp18 + tmp20;
                            auto tmp22 = tmp14 * tmp21;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp22 - tmp24;
                            auto tmp26 = at::vec::Vectorized<float>(tmp0);
                            auto tmp27 = tmp25 * tmp26;
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp27 * tmp29;
                            auto tmp31 = tmp10 - tmp30;
                            auto tmp32 = at::vec::Vectorized<float>(tmp2);
                            auto tmp33 = tmp32 * tmp31;
                            auto tmp34 = tmp21 * tmp13;
                            auto tmp35 = tmp11 * tmp11;
                            auto tmp36 = static_cast<float>(-0.5);
                            auto tmp37 = at::vec::Vectorized<float>(tmp36);
                            auto tmp38 = tmp35 * tmp37;
                            auto tmp39 = tmp38.exp();
                            auto tmp40 = static_cast<float>(0.3989422804014327);
                            auto tmp41 = at::vec::Vectorized<float>(tmp40);
                            auto tmp42 = tmp39 * tmp41;
                            auto tmp43 = tmp11 * tmp42;
                            auto tmp44 = tmp34 + tmp43;
                            auto tmp45 = tmp33 * tmp44;
                            tmp45.store(out_ptr3 + static_cast<int64_t>(x1 + 1024L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(16));
                                auto tmp13 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp16 = in_ptr5[static_cast<int64_t>(x1)];
                                auto tmp2 = static_cast<float>(0.5);
                                auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                auto tmp4 = tmp1 * tmp3;
                                auto tmp5 = static_cast<float>(0.7071067811865476);
                                auto tmp6 = at::vec::Vectorized<float>(tmp5);
                                auto tmp7 = tmp1 * tmp6;
                                auto tmp8 = tmp7.erf();
                                auto tmp9 = static_cast<float>(1.0);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 + tmp10;
                                auto tmp12 = tmp4 * tmp11;
                                auto tmp14 = at::vec::Vectorized<float>(tmp13);
                                auto tmp15 = tmp12 - tmp14;
                                auto tmp17 = at::vec::Vectorized<float>(tmp16);
                                auto tmp18 = tmp15 * tmp17;
                                auto tmp19 = tmp0 * tmp18;
                                tmp_acc0_vec = tmp_acc0_vec + tmp19;
                                tmp_acc1_vec = tmp_acc1_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                    {
                        tmp_acc0_vec.store(out_ptr4 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_sum_2 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 1024L*x1), static_cast<int64_t>(16));
                                tmp_acc0_vec = tmp_acc0_vec + tmp0;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1024L)))
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
        primals_1, primals_3, primals_4, primals_6, primals_8, addmm, getitem_1, rsqrt, add_2, addmm_1, getitem_3, rsqrt_1, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, primals_8, addmm_1, getitem_3, rsqrt_1), ((32, 256), (256, ), (32, 256), (32, 1), (32, 1)), ((256, 1), (1, ), (256, 1), (1, 1), (1, 1)), 'input')
        buf0 = empty_strided_cpu((32, 1), (1, 32), torch.float32)
        buf1 = empty_strided_cpu((32, 1), (1, 32), torch.float32)
        buf4 = empty_strided_cpu((32, 256), (256, 1), torch.float32)
        buf2 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf3 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(primals_6, (256, 1024), (1024, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_native_layer_norm_backward_0:1
        cpp_fused_gelu_gelu_backward_native_layer_norm_backward_0(tangents_1, primals_8, addmm_1, getitem_3, rsqrt_1, buf0, buf1, buf4, buf2, buf3)
        del addmm_1
        del getitem_3
        del primals_8
        del rsqrt_1
        del tangents_1
        buf5 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [input_4, permute_2, mm], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(buf4, primals_6, out=buf5)
        del primals_6
        assert_size_stride(add_2, (32, 1024), (1024, 1), 'input')
        buf6 = empty_strided_cpu((256, 1024), (1024, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_3, permute_5], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:3
        extern_kernels.mm(reinterpret_tensor(buf4, (256, 32), (1, 256), 0), add_2, out=buf6)
        del add_2
        buf7 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride_grouped((primals_4, addmm, getitem_1, rsqrt), ((1024, ), (32, 1024), (32, 1), (32, 1)), ((1, ), (1024, 1), (1, 1), (1, 1)), 'input')
        buf8 = buf1; del buf1  # reuse
        buf9 = buf0; del buf0  # reuse
        buf12 = empty_strided_cpu((32, 1024), (1024, 1), torch.float32)
        buf10 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((1024, ), (1, ), torch.float32)
        assert_size_stride(primals_1, (1024, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_1:4
        cpp_fused_gelu_gelu_backward_native_layer_norm_native_layer_norm_backward_sum_1(buf4, buf5, primals_4, addmm, getitem_1, rsqrt, buf7, buf8, buf9, buf12, buf10, buf11)
        del addmm
        del buf5
        del buf8
        del buf9
        del getitem_1
        del primals_4
        del rsqrt
        buf13 = buf4; del buf4  # reuse
        # Topologically Sorted Source Nodes: [input_1, permute_6, mm_2], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:5
        extern_kernels.mm(buf12, primals_1, out=buf13)
        del primals_1
        assert_size_stride(primals_3, (32, 256), (256, 1), 'input')
        buf14 = empty_strided_cpu((1024, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [permute_7, permute_9], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf12, (1024, 32), (1, 1024), 0), primals_3, out=buf14)
        del primals_3
        buf15 = empty_strided_cpu((1, 1024), (1024, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_sum_2:7
        cpp_fused_sum_2(buf12, buf15)
        return (buf14, reinterpret_tensor(buf15, (1024, ), (1, ), 0), buf13, buf10, buf11, buf6, reinterpret_tensor(buf7, (256, ), (1, ), 0), buf2, buf3, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((1024, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((256, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    addmm = rand_strided((32, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    add_2 = rand_strided((32, 1024), (1024, 1), device='cpu', dtype=torch.float32)
    addmm_1 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((32, 1), (1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((32, 256), (256, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, primals_6, primals_8, addmm, getitem_1, rsqrt, add_2, addmm_1, getitem_3, rsqrt_1, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
