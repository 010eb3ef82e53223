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


cpp_fused_convolution_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(50176L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(50176L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 50176L*x1 + 50176L*x1_inner + 150528L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 150528L*x0), static_cast<int64_t>(3L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(48L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(48L) && x2 < static_cast<int64_t>(49L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 49L*x1 + 49L*x1_inner + 147L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr1 + static_cast<int64_t>(x1 + 3L*x2 + 147L*x0), static_cast<int64_t>(3L));
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


cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(25088L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(56L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(56L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                                {
                                    auto tmp0 = (-1L) + 2L*x1;
                                    auto tmp1 = c10::convert<int64_t>(tmp0);
                                    auto tmp2 = static_cast<int64_t>(0);
                                    auto tmp3 = tmp1 >= tmp2;
                                    auto tmp4 = static_cast<int64_t>(112);
                                    auto tmp5 = tmp1 < tmp4;
                                    auto tmp6 = tmp3 & tmp5;
                                    auto tmp7 = (-1L) + 2L*x2;
                                    auto tmp8 = c10::convert<int64_t>(tmp7);
                                    auto tmp9 = tmp8 >= tmp2;
                                    auto tmp10 = tmp8 < tmp4;
                                    auto tmp11 = tmp9 & tmp10;
                                    auto tmp12 = tmp6 & tmp11;
                                    auto tmp13 = [&]
                                    {
                                        auto tmp14 = at::vec::VecMask<float,1>::from(tmp12).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-7232L) + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp14;
                                    }
                                    ;
                                    auto tmp15 = tmp12 ? tmp13() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp16 = 2L*x2;
                                    auto tmp17 = c10::convert<int64_t>(tmp16);
                                    auto tmp18 = tmp17 >= tmp2;
                                    auto tmp19 = tmp17 < tmp4;
                                    auto tmp20 = tmp18 & tmp19;
                                    auto tmp21 = tmp6 & tmp20;
                                    auto tmp22 = [&]
                                    {
                                        auto tmp23 = at::vec::VecMask<float,1>::from(tmp21).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-7168L) + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp23;
                                    }
                                    ;
                                    auto tmp24 = tmp21 ? tmp22() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp25 = at::vec::maximum(tmp15, tmp24);
                                    auto tmp26 = 1L + 2L*x2;
                                    auto tmp27 = c10::convert<int64_t>(tmp26);
                                    auto tmp28 = tmp27 >= tmp2;
                                    auto tmp29 = tmp27 < tmp4;
                                    auto tmp30 = tmp28 & tmp29;
                                    auto tmp31 = tmp6 & tmp30;
                                    auto tmp32 = [&]
                                    {
                                        auto tmp33 = at::vec::VecMask<float,1>::from(tmp31).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-7104L) + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp33;
                                    }
                                    ;
                                    auto tmp34 = tmp31 ? tmp32() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp35 = at::vec::maximum(tmp25, tmp34);
                                    auto tmp36 = 2L*x1;
                                    auto tmp37 = c10::convert<int64_t>(tmp36);
                                    auto tmp38 = tmp37 >= tmp2;
                                    auto tmp39 = tmp37 < tmp4;
                                    auto tmp40 = tmp38 & tmp39;
                                    auto tmp41 = tmp40 & tmp11;
                                    auto tmp42 = [&]
                                    {
                                        auto tmp43 = at::vec::VecMask<float,1>::from(tmp41).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>((-64L) + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp43;
                                    }
                                    ;
                                    auto tmp44 = tmp41 ? tmp42() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp45 = at::vec::maximum(tmp35, tmp44);
                                    auto tmp46 = tmp40 & tmp20;
                                    auto tmp47 = [&]
                                    {
                                        auto tmp48 = at::vec::VecMask<float,1>::from(tmp46).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp48;
                                    }
                                    ;
                                    auto tmp49 = tmp46 ? tmp47() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp50 = at::vec::maximum(tmp45, tmp49);
                                    auto tmp51 = tmp40 & tmp30;
                                    auto tmp52 = [&]
                                    {
                                        auto tmp53 = at::vec::VecMask<float,1>::from(tmp51).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(64L + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp53;
                                    }
                                    ;
                                    auto tmp54 = tmp51 ? tmp52() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp55 = at::vec::maximum(tmp50, tmp54);
                                    auto tmp56 = 1L + 2L*x1;
                                    auto tmp57 = c10::convert<int64_t>(tmp56);
                                    auto tmp58 = tmp57 >= tmp2;
                                    auto tmp59 = tmp57 < tmp4;
                                    auto tmp60 = tmp58 & tmp59;
                                    auto tmp61 = tmp60 & tmp11;
                                    auto tmp62 = [&]
                                    {
                                        auto tmp63 = at::vec::VecMask<float,1>::from(tmp61).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(7104L + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp63;
                                    }
                                    ;
                                    auto tmp64 = tmp61 ? tmp62() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp65 = at::vec::maximum(tmp55, tmp64);
                                    auto tmp66 = tmp60 & tmp20;
                                    auto tmp67 = [&]
                                    {
                                        auto tmp68 = at::vec::VecMask<float,1>::from(tmp66).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(7168L + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp68;
                                    }
                                    ;
                                    auto tmp69 = tmp66 ? tmp67() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp70 = at::vec::maximum(tmp65, tmp69);
                                    auto tmp71 = tmp60 & tmp30;
                                    auto tmp72 = [&]
                                    {
                                        auto tmp73 = at::vec::VecMask<float,1>::from(tmp71).template loadu<float,1>(in_out_ptr0 + static_cast<int64_t>(7232L + x3 + 128L*x2 + 14336L*x1 + 802816L*x0));
                                        return tmp73;
                                    }
                                    ;
                                    auto tmp74 = tmp71 ? tmp72() : at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                                    auto tmp75 = at::vec::maximum(tmp70, tmp74);
                                    tmp75.store(out_ptr0 + static_cast<int64_t>(x3 + 64L*x2 + 3584L*x1 + 200704L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 576L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 576L*x0), static_cast<int64_t>(64L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_4 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                       const float* in_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = tmp16 + tmp5;
                            auto tmp18 = tmp17.rsqrt();
                            auto tmp19 = tmp15 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp24 = tmp12 + tmp23;
                            auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_5 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_6 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(6272L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_7 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_8 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                       const float* in_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = tmp16 + tmp5;
                            auto tmp18 = tmp17.rsqrt();
                            auto tmp19 = tmp15 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp24 = tmp12 + tmp23;
                            auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(128L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 128L*x0));
                        }
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
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(128L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 1152L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 128L*x2 + 1152L*x0), static_cast<int64_t>(128L));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_10 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_11 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1568L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_12 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(392L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_13 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                       const float* in_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(392L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = tmp16 + tmp5;
                            auto tmp18 = tmp17.rsqrt();
                            auto tmp19 = tmp15 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp24 = tmp12 + tmp23;
                            auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(392L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 256L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 2304L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 256L*x2 + 2304L*x0), static_cast<int64_t>(256L));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_15 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(392L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(1024L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(1024L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 1024L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 1024L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_16 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(392L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_no_training_relu_17 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_18 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
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
                       const float* in_ptr8)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp14 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp16 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp22 = at::vec::Vectorized<float>::loadu(in_ptr8 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp15 = tmp13 - tmp14;
                            auto tmp17 = tmp16 + tmp5;
                            auto tmp18 = tmp17.rsqrt();
                            auto tmp19 = tmp15 * tmp18;
                            auto tmp21 = tmp19 * tmp20;
                            auto tmp23 = tmp21 + tmp22;
                            auto tmp24 = tmp12 + tmp23;
                            auto tmp25 = at::vec::clamp_min(tmp24, decltype(tmp24)(0));
                            tmp25.store(in_out_ptr0 + static_cast<int64_t>(x1 + 2048L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_convolution_relu_19 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp13 = at::vec::clamp_min(tmp12, decltype(tmp12)(0));
                            tmp13.store(in_out_ptr0 + static_cast<int64_t>(x1 + 512L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(512L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 4608L*x0), static_cast<int64_t>(9L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 512L*x2 + 4608L*x0), static_cast<int64_t>(512L));
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


cpp_fused__native_batch_norm_legit_no_training_add_relu_20 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(98L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 2048L*x0), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = static_cast<float>(1e-05);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 + tmp5;
                            auto tmp7 = tmp6.rsqrt();
                            auto tmp8 = tmp2 * tmp7;
                            auto tmp10 = tmp8 * tmp9;
                            auto tmp12 = tmp10 + tmp11;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                            tmp15.store(in_out_ptr0 + static_cast<int64_t>(x1 + 2048L*x0));
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


cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_21 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(2048L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(49L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 2048L*x2 + 100352L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                                    auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 2048L*x2 + 100352L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 - tmp1;
                                    auto tmp4 = static_cast<float>(1e-05);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = tmp3 + tmp5;
                                    auto tmp7 = tmp6.rsqrt();
                                    auto tmp8 = tmp2 * tmp7;
                                    auto tmp10 = tmp8 * tmp9;
                                    auto tmp12 = tmp10 + tmp11;
                                    auto tmp14 = tmp12 + tmp13;
                                    auto tmp15 = at::vec::clamp_min(tmp14, decltype(tmp14)(0));
                                    tmp_acc0_vec = tmp_acc0_vec + tmp15;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(2048L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 2048L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = static_cast<float>(49.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0));
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1 = args
        args.clear()
        assert_size_stride(arg1_1, (2, 3, 224, 224), (150528, 50176, 224, 1), 'input')
        buf0 = empty_strided_cpu((2, 3, 224, 224), (150528, 1, 672, 3), torch.float32)
        assert_size_stride(arg0_1, (64, 3, 7, 7), (147, 49, 7, 1), 'input')
        buf1 = empty_strided_cpu((64, 3, 7, 7), (147, 1, 21, 3), torch.float32)
        # [Provenance debug handles] cpp_fused_convolution_0:1
        cpp_fused_convolution_0(arg1_1, arg0_1, buf0, buf1)
        del arg0_1
        del arg1_1
        # Topologically Sorted Source Nodes: [x], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf0, buf1, stride=(2, 2), padding=(3, 3), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf2, (2, 64, 112, 112), (802816, 1, 7168, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf0
        del buf1
        assert_size_stride_grouped((arg2_1, arg3_1, arg4_1, arg5_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf3 = buf2; del buf2  # reuse
        buf4 = empty_strided_cpu((2, 64, 56, 56), (200704, 1, 3584, 64), torch.float32)
        assert_size_stride(arg6_1, (64, 64, 1, 1), (64, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1:3
        cpp_fused__native_batch_norm_legit_no_training_max_pool2d_with_indices_relu_1(buf3, arg2_1, arg3_1, arg4_1, arg5_1, buf4)
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del buf3
        # Topologically Sorted Source Nodes: [out], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf5 = extern_kernels.convolution(buf4, arg6_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf5, (2, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg6_1
        assert_size_stride_grouped((arg7_1, arg8_1, arg9_1, arg10_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf6 = buf5; del buf5  # reuse
        assert_size_stride(arg11_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf7 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2:5
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf6, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, buf7)
        del arg10_1
        del arg11_1
        del arg7_1
        del arg8_1
        del arg9_1
        # Topologically Sorted Source Nodes: [out_1, out_2, out_3], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:6
        buf8 = extern_kernels.convolution(buf6, buf7, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf8, (2, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf6
        del buf7
        assert_size_stride_grouped((arg12_1, arg13_1, arg14_1, arg15_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf9 = buf8; del buf8  # reuse
        assert_size_stride(arg16_1, (256, 64, 1, 1), (64, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_3:7
        cpp_fused__native_batch_norm_legit_no_training_relu_3(buf9, arg12_1, arg13_1, arg14_1, arg15_1)
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        # Topologically Sorted Source Nodes: [out_4, out_5, out_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:8
        buf10 = extern_kernels.convolution(buf9, arg16_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf10, (2, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg16_1
        del buf9
        assert_size_stride(arg21_1, (256, 64, 1, 1), (64, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [input_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:9
        buf11 = extern_kernels.convolution(buf4, arg21_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf11, (2, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg21_1
        del buf4
        assert_size_stride_grouped((arg17_1, arg18_1, arg19_1, arg20_1, arg22_1, arg23_1, arg24_1, arg25_1), ((256, ), (256, ), (256, ), (256, ), (256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf12 = buf10; del buf10  # reuse
        assert_size_stride(arg26_1, (64, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_4:10
        cpp_fused__native_batch_norm_legit_no_training_add_relu_4(buf12, arg17_1, arg18_1, arg19_1, arg20_1, buf11, arg22_1, arg23_1, arg24_1, arg25_1)
        del arg17_1
        del arg18_1
        del arg19_1
        del arg20_1
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del buf11
        # Topologically Sorted Source Nodes: [out_10], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:11
        buf13 = extern_kernels.convolution(buf12, arg26_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf13, (2, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg26_1
        assert_size_stride_grouped((arg27_1, arg28_1, arg29_1, arg30_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf14 = buf13; del buf13  # reuse
        assert_size_stride(arg31_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf15 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2:12
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf14, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, buf15)
        del arg27_1
        del arg28_1
        del arg29_1
        del arg30_1
        del arg31_1
        # Topologically Sorted Source Nodes: [out_11, out_12, out_13], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:13
        buf16 = extern_kernels.convolution(buf14, buf15, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf16, (2, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf14
        del buf15
        assert_size_stride_grouped((arg32_1, arg33_1, arg34_1, arg35_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf17 = buf16; del buf16  # reuse
        assert_size_stride(arg36_1, (256, 64, 1, 1), (64, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_3:14
        cpp_fused__native_batch_norm_legit_no_training_relu_3(buf17, arg32_1, arg33_1, arg34_1, arg35_1)
        del arg32_1
        del arg33_1
        del arg34_1
        del arg35_1
        # Topologically Sorted Source Nodes: [out_14, out_15, out_16], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:15
        buf18 = extern_kernels.convolution(buf17, arg36_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf18, (2, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg36_1
        del buf17
        assert_size_stride_grouped((arg37_1, arg38_1, arg39_1, arg40_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf19 = buf18; del buf18  # reuse
        assert_size_stride(arg41_1, (64, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_5:16
        cpp_fused__native_batch_norm_legit_no_training_add_relu_5(buf19, arg37_1, arg38_1, arg39_1, arg40_1, buf12)
        del arg37_1
        del arg38_1
        del arg39_1
        del arg40_1
        del buf12
        # Topologically Sorted Source Nodes: [out_20], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:17
        buf20 = extern_kernels.convolution(buf19, arg41_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf20, (2, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del arg41_1
        assert_size_stride_grouped((arg42_1, arg43_1, arg44_1, arg45_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf21 = buf20; del buf20  # reuse
        assert_size_stride(arg46_1, (64, 64, 3, 3), (576, 9, 3, 1), 'input')
        buf22 = empty_strided_cpu((64, 64, 3, 3), (576, 1, 192, 64), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2:18
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_2(buf21, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, buf22)
        del arg42_1
        del arg43_1
        del arg44_1
        del arg45_1
        del arg46_1
        # Topologically Sorted Source Nodes: [out_21, out_22, out_23], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:19
        buf23 = extern_kernels.convolution(buf21, buf22, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf23, (2, 64, 56, 56), (200704, 1, 3584, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del buf21
        del buf22
        assert_size_stride_grouped((arg47_1, arg48_1, arg49_1, arg50_1), ((64, ), (64, ), (64, ), (64, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf24 = buf23; del buf23  # reuse
        assert_size_stride(arg51_1, (256, 64, 1, 1), (64, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_3:20
        cpp_fused__native_batch_norm_legit_no_training_relu_3(buf24, arg47_1, arg48_1, arg49_1, arg50_1)
        del arg47_1
        del arg48_1
        del arg49_1
        del arg50_1
        # Topologically Sorted Source Nodes: [out_24, out_25, out_26], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:21
        buf25 = extern_kernels.convolution(buf24, arg51_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf25, (2, 256, 56, 56), (802816, 1, 14336, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg51_1
        del buf24
        assert_size_stride_grouped((arg52_1, arg53_1, arg54_1, arg55_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf26 = buf25; del buf25  # reuse
        assert_size_stride(arg56_1, (128, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_5:22
        cpp_fused__native_batch_norm_legit_no_training_add_relu_5(buf26, arg52_1, arg53_1, arg54_1, arg55_1, buf19)
        del arg52_1
        del arg53_1
        del arg54_1
        del arg55_1
        del buf19
        # Topologically Sorted Source Nodes: [out_30], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:23
        buf27 = extern_kernels.convolution(buf26, arg56_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf27, (2, 128, 56, 56), (401408, 1, 7168, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg56_1
        assert_size_stride_grouped((arg57_1, arg58_1, arg59_1, arg60_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf28 = buf27; del buf27  # reuse
        assert_size_stride(arg61_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf29 = empty_strided_cpu((128, 128, 3, 3), (1152, 1, 384, 128), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_6:24
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_6(buf28, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, buf29)
        del arg57_1
        del arg58_1
        del arg59_1
        del arg60_1
        del arg61_1
        # Topologically Sorted Source Nodes: [out_31, out_32, out_33], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:25
        buf30 = extern_kernels.convolution(buf28, buf29, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf30, (2, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf28
        assert_size_stride_grouped((arg62_1, arg63_1, arg64_1, arg65_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf31 = buf30; del buf30  # reuse
        assert_size_stride(arg66_1, (512, 128, 1, 1), (128, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_7:26
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf31, arg62_1, arg63_1, arg64_1, arg65_1)
        del arg62_1
        del arg63_1
        del arg64_1
        del arg65_1
        # Topologically Sorted Source Nodes: [out_34, out_35, out_36], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:27
        buf32 = extern_kernels.convolution(buf31, arg66_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf32, (2, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg66_1
        del buf31
        assert_size_stride(arg71_1, (512, 256, 1, 1), (256, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [input_3], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:28
        buf33 = extern_kernels.convolution(buf26, arg71_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf33, (2, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg71_1
        del buf26
        assert_size_stride_grouped((arg67_1, arg68_1, arg69_1, arg70_1, arg72_1, arg73_1, arg74_1, arg75_1), ((512, ), (512, ), (512, ), (512, ), (512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf34 = buf32; del buf32  # reuse
        assert_size_stride(arg76_1, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_8:29
        cpp_fused__native_batch_norm_legit_no_training_add_relu_8(buf34, arg67_1, arg68_1, arg69_1, arg70_1, buf33, arg72_1, arg73_1, arg74_1, arg75_1)
        del arg67_1
        del arg68_1
        del arg69_1
        del arg70_1
        del arg72_1
        del arg73_1
        del arg74_1
        del arg75_1
        del buf33
        # Topologically Sorted Source Nodes: [out_40], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:30
        buf35 = extern_kernels.convolution(buf34, arg76_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf35, (2, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg76_1
        assert_size_stride_grouped((arg77_1, arg78_1, arg79_1, arg80_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf36 = buf35; del buf35  # reuse
        assert_size_stride(arg81_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf37 = buf29; del buf29  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9:31
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9(buf36, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, buf37)
        del arg77_1
        del arg78_1
        del arg79_1
        del arg80_1
        del arg81_1
        # Topologically Sorted Source Nodes: [out_41, out_42, out_43], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:32
        buf38 = extern_kernels.convolution(buf36, buf37, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf38, (2, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf36
        assert_size_stride_grouped((arg82_1, arg83_1, arg84_1, arg85_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf39 = buf38; del buf38  # reuse
        assert_size_stride(arg86_1, (512, 128, 1, 1), (128, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_7:33
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf39, arg82_1, arg83_1, arg84_1, arg85_1)
        del arg82_1
        del arg83_1
        del arg84_1
        del arg85_1
        # Topologically Sorted Source Nodes: [out_44, out_45, out_46], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:34
        buf40 = extern_kernels.convolution(buf39, arg86_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf40, (2, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg86_1
        del buf39
        assert_size_stride_grouped((arg87_1, arg88_1, arg89_1, arg90_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf41 = buf40; del buf40  # reuse
        assert_size_stride(arg91_1, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_10:35
        cpp_fused__native_batch_norm_legit_no_training_add_relu_10(buf41, arg87_1, arg88_1, arg89_1, arg90_1, buf34)
        del arg87_1
        del arg88_1
        del arg89_1
        del arg90_1
        del buf34
        # Topologically Sorted Source Nodes: [out_50], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:36
        buf42 = extern_kernels.convolution(buf41, arg91_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf42, (2, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg91_1
        assert_size_stride_grouped((arg92_1, arg93_1, arg94_1, arg95_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf43 = buf42; del buf42  # reuse
        assert_size_stride(arg96_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf44 = buf37; del buf37  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9:37
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9(buf43, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, buf44)
        del arg92_1
        del arg93_1
        del arg94_1
        del arg95_1
        del arg96_1
        # Topologically Sorted Source Nodes: [out_51, out_52, out_53], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:38
        buf45 = extern_kernels.convolution(buf43, buf44, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf45, (2, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf43
        assert_size_stride_grouped((arg97_1, arg98_1, arg99_1, arg100_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf46 = buf45; del buf45  # reuse
        assert_size_stride(arg101_1, (512, 128, 1, 1), (128, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_7:39
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf46, arg97_1, arg98_1, arg99_1, arg100_1)
        del arg100_1
        del arg97_1
        del arg98_1
        del arg99_1
        # Topologically Sorted Source Nodes: [out_54, out_55, out_56], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:40
        buf47 = extern_kernels.convolution(buf46, arg101_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf47, (2, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg101_1
        del buf46
        assert_size_stride_grouped((arg102_1, arg103_1, arg104_1, arg105_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf48 = buf47; del buf47  # reuse
        assert_size_stride(arg106_1, (128, 512, 1, 1), (512, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_10:41
        cpp_fused__native_batch_norm_legit_no_training_add_relu_10(buf48, arg102_1, arg103_1, arg104_1, arg105_1, buf41)
        del arg102_1
        del arg103_1
        del arg104_1
        del arg105_1
        del buf41
        # Topologically Sorted Source Nodes: [out_60], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:42
        buf49 = extern_kernels.convolution(buf48, arg106_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf49, (2, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del arg106_1
        assert_size_stride_grouped((arg107_1, arg108_1, arg109_1, arg110_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf50 = buf49; del buf49  # reuse
        assert_size_stride(arg111_1, (128, 128, 3, 3), (1152, 9, 3, 1), 'input')
        buf51 = buf44; del buf44  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9:43
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_9(buf50, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, buf51)
        del arg107_1
        del arg108_1
        del arg109_1
        del arg110_1
        del arg111_1
        # Topologically Sorted Source Nodes: [out_61, out_62, out_63], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:44
        buf52 = extern_kernels.convolution(buf50, buf51, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf52, (2, 128, 28, 28), (100352, 1, 3584, 128), torch.float32, 'torch.ops.aten.convolution.default')
        del buf50
        del buf51
        assert_size_stride_grouped((arg112_1, arg113_1, arg114_1, arg115_1), ((128, ), (128, ), (128, ), (128, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf53 = buf52; del buf52  # reuse
        assert_size_stride(arg116_1, (512, 128, 1, 1), (128, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_7:45
        cpp_fused__native_batch_norm_legit_no_training_relu_7(buf53, arg112_1, arg113_1, arg114_1, arg115_1)
        del arg112_1
        del arg113_1
        del arg114_1
        del arg115_1
        # Topologically Sorted Source Nodes: [out_64, out_65, out_66], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:46
        buf54 = extern_kernels.convolution(buf53, arg116_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf54, (2, 512, 28, 28), (401408, 1, 14336, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg116_1
        del buf53
        assert_size_stride_grouped((arg117_1, arg118_1, arg119_1, arg120_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf55 = buf54; del buf54  # reuse
        assert_size_stride(arg121_1, (256, 512, 1, 1), (512, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_10:47
        cpp_fused__native_batch_norm_legit_no_training_add_relu_10(buf55, arg117_1, arg118_1, arg119_1, arg120_1, buf48)
        del arg117_1
        del arg118_1
        del arg119_1
        del arg120_1
        del buf48
        # Topologically Sorted Source Nodes: [out_70], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:48
        buf56 = extern_kernels.convolution(buf55, arg121_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf56, (2, 256, 28, 28), (200704, 1, 7168, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg121_1
        assert_size_stride_grouped((arg122_1, arg123_1, arg124_1, arg125_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf57 = buf56; del buf56  # reuse
        assert_size_stride(arg126_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf58 = empty_strided_cpu((256, 256, 3, 3), (2304, 1, 768, 256), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_11:49
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_11(buf57, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, buf58)
        del arg122_1
        del arg123_1
        del arg124_1
        del arg125_1
        del arg126_1
        # Topologically Sorted Source Nodes: [out_71, out_72, out_73], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:50
        buf59 = extern_kernels.convolution(buf57, buf58, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf59, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf57
        assert_size_stride_grouped((arg127_1, arg128_1, arg129_1, arg130_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf60 = buf59; del buf59  # reuse
        assert_size_stride(arg131_1, (1024, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_12:51
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf60, arg127_1, arg128_1, arg129_1, arg130_1)
        del arg127_1
        del arg128_1
        del arg129_1
        del arg130_1
        # Topologically Sorted Source Nodes: [out_74, out_75, out_76], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:52
        buf61 = extern_kernels.convolution(buf60, arg131_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf61, (2, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg131_1
        del buf60
        assert_size_stride(arg136_1, (1024, 512, 1, 1), (512, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [input_5], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:53
        buf62 = extern_kernels.convolution(buf55, arg136_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf62, (2, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg136_1
        del buf55
        assert_size_stride_grouped((arg132_1, arg133_1, arg134_1, arg135_1, arg137_1, arg138_1, arg139_1, arg140_1), ((1024, ), (1024, ), (1024, ), (1024, ), (1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf63 = buf61; del buf61  # reuse
        assert_size_stride(arg141_1, (256, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_13:54
        cpp_fused__native_batch_norm_legit_no_training_add_relu_13(buf63, arg132_1, arg133_1, arg134_1, arg135_1, buf62, arg137_1, arg138_1, arg139_1, arg140_1)
        del arg132_1
        del arg133_1
        del arg134_1
        del arg135_1
        del arg137_1
        del arg138_1
        del arg139_1
        del arg140_1
        del buf62
        # Topologically Sorted Source Nodes: [out_80], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:55
        buf64 = extern_kernels.convolution(buf63, arg141_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf64, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg141_1
        assert_size_stride_grouped((arg142_1, arg143_1, arg144_1, arg145_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf65 = buf64; del buf64  # reuse
        assert_size_stride(arg146_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf66 = buf58; del buf58  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14:56
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14(buf65, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, buf66)
        del arg142_1
        del arg143_1
        del arg144_1
        del arg145_1
        del arg146_1
        # Topologically Sorted Source Nodes: [out_81, out_82, out_83], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:57
        buf67 = extern_kernels.convolution(buf65, buf66, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf67, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf65
        assert_size_stride_grouped((arg147_1, arg148_1, arg149_1, arg150_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf68 = buf67; del buf67  # reuse
        assert_size_stride(arg151_1, (1024, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_12:58
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf68, arg147_1, arg148_1, arg149_1, arg150_1)
        del arg147_1
        del arg148_1
        del arg149_1
        del arg150_1
        # Topologically Sorted Source Nodes: [out_84, out_85, out_86], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:59
        buf69 = extern_kernels.convolution(buf68, arg151_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf69, (2, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg151_1
        del buf68
        assert_size_stride_grouped((arg152_1, arg153_1, arg154_1, arg155_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf70 = buf69; del buf69  # reuse
        assert_size_stride(arg156_1, (256, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_15:60
        cpp_fused__native_batch_norm_legit_no_training_add_relu_15(buf70, arg152_1, arg153_1, arg154_1, arg155_1, buf63)
        del arg152_1
        del arg153_1
        del arg154_1
        del arg155_1
        del buf63
        # Topologically Sorted Source Nodes: [out_90], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:61
        buf71 = extern_kernels.convolution(buf70, arg156_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf71, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg156_1
        assert_size_stride_grouped((arg157_1, arg158_1, arg159_1, arg160_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf72 = buf71; del buf71  # reuse
        assert_size_stride(arg161_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf73 = buf66; del buf66  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14:62
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14(buf72, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, buf73)
        del arg157_1
        del arg158_1
        del arg159_1
        del arg160_1
        del arg161_1
        # Topologically Sorted Source Nodes: [out_91, out_92, out_93], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:63
        buf74 = extern_kernels.convolution(buf72, buf73, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf74, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf72
        assert_size_stride_grouped((arg162_1, arg163_1, arg164_1, arg165_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf75 = buf74; del buf74  # reuse
        assert_size_stride(arg166_1, (1024, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_12:64
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf75, arg162_1, arg163_1, arg164_1, arg165_1)
        del arg162_1
        del arg163_1
        del arg164_1
        del arg165_1
        # Topologically Sorted Source Nodes: [out_94, out_95, out_96], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:65
        buf76 = extern_kernels.convolution(buf75, arg166_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf76, (2, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg166_1
        del buf75
        assert_size_stride_grouped((arg167_1, arg168_1, arg169_1, arg170_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf77 = buf76; del buf76  # reuse
        assert_size_stride(arg171_1, (256, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_15:66
        cpp_fused__native_batch_norm_legit_no_training_add_relu_15(buf77, arg167_1, arg168_1, arg169_1, arg170_1, buf70)
        del arg167_1
        del arg168_1
        del arg169_1
        del arg170_1
        del buf70
        # Topologically Sorted Source Nodes: [out_100], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:67
        buf78 = extern_kernels.convolution(buf77, arg171_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf78, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg171_1
        assert_size_stride_grouped((arg172_1, arg173_1, arg174_1, arg175_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf79 = buf78; del buf78  # reuse
        assert_size_stride(arg176_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf80 = buf73; del buf73  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14:68
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14(buf79, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, buf80)
        del arg172_1
        del arg173_1
        del arg174_1
        del arg175_1
        del arg176_1
        # Topologically Sorted Source Nodes: [out_101, out_102, out_103], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:69
        buf81 = extern_kernels.convolution(buf79, buf80, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf81, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf79
        assert_size_stride_grouped((arg177_1, arg178_1, arg179_1, arg180_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf82 = buf81; del buf81  # reuse
        assert_size_stride(arg181_1, (1024, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_12:70
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf82, arg177_1, arg178_1, arg179_1, arg180_1)
        del arg177_1
        del arg178_1
        del arg179_1
        del arg180_1
        # Topologically Sorted Source Nodes: [out_104, out_105, out_106], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:71
        buf83 = extern_kernels.convolution(buf82, arg181_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf83, (2, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg181_1
        del buf82
        assert_size_stride_grouped((arg182_1, arg183_1, arg184_1, arg185_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf84 = buf83; del buf83  # reuse
        assert_size_stride(arg186_1, (256, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_15:72
        cpp_fused__native_batch_norm_legit_no_training_add_relu_15(buf84, arg182_1, arg183_1, arg184_1, arg185_1, buf77)
        del arg182_1
        del arg183_1
        del arg184_1
        del arg185_1
        del buf77
        # Topologically Sorted Source Nodes: [out_110], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:73
        buf85 = extern_kernels.convolution(buf84, arg186_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf85, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg186_1
        assert_size_stride_grouped((arg187_1, arg188_1, arg189_1, arg190_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf86 = buf85; del buf85  # reuse
        assert_size_stride(arg191_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf87 = buf80; del buf80  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14:74
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14(buf86, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, buf87)
        del arg187_1
        del arg188_1
        del arg189_1
        del arg190_1
        del arg191_1
        # Topologically Sorted Source Nodes: [out_111, out_112, out_113], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:75
        buf88 = extern_kernels.convolution(buf86, buf87, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf88, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf86
        assert_size_stride_grouped((arg192_1, arg193_1, arg194_1, arg195_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf89 = buf88; del buf88  # reuse
        assert_size_stride(arg196_1, (1024, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_12:76
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf89, arg192_1, arg193_1, arg194_1, arg195_1)
        del arg192_1
        del arg193_1
        del arg194_1
        del arg195_1
        # Topologically Sorted Source Nodes: [out_114, out_115, out_116], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:77
        buf90 = extern_kernels.convolution(buf89, arg196_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf90, (2, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg196_1
        del buf89
        assert_size_stride_grouped((arg197_1, arg198_1, arg199_1, arg200_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf91 = buf90; del buf90  # reuse
        assert_size_stride(arg201_1, (256, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_15:78
        cpp_fused__native_batch_norm_legit_no_training_add_relu_15(buf91, arg197_1, arg198_1, arg199_1, arg200_1, buf84)
        del arg197_1
        del arg198_1
        del arg199_1
        del arg200_1
        del buf84
        # Topologically Sorted Source Nodes: [out_120], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:79
        buf92 = extern_kernels.convolution(buf91, arg201_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf92, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del arg201_1
        assert_size_stride_grouped((arg202_1, arg203_1, arg204_1, arg205_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf93 = buf92; del buf92  # reuse
        assert_size_stride(arg206_1, (256, 256, 3, 3), (2304, 9, 3, 1), 'input')
        buf94 = buf87; del buf87  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14:80
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_14(buf93, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, buf94)
        del arg202_1
        del arg203_1
        del arg204_1
        del arg205_1
        del arg206_1
        # Topologically Sorted Source Nodes: [out_121, out_122, out_123], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:81
        buf95 = extern_kernels.convolution(buf93, buf94, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf95, (2, 256, 14, 14), (50176, 1, 3584, 256), torch.float32, 'torch.ops.aten.convolution.default')
        del buf93
        del buf94
        assert_size_stride_grouped((arg207_1, arg208_1, arg209_1, arg210_1), ((256, ), (256, ), (256, ), (256, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf96 = buf95; del buf95  # reuse
        assert_size_stride(arg211_1, (1024, 256, 1, 1), (256, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_12:82
        cpp_fused__native_batch_norm_legit_no_training_relu_12(buf96, arg207_1, arg208_1, arg209_1, arg210_1)
        del arg207_1
        del arg208_1
        del arg209_1
        del arg210_1
        # Topologically Sorted Source Nodes: [out_124, out_125, out_126], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:83
        buf97 = extern_kernels.convolution(buf96, arg211_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf97, (2, 1024, 14, 14), (200704, 1, 14336, 1024), torch.float32, 'torch.ops.aten.convolution.default')
        del arg211_1
        del buf96
        assert_size_stride_grouped((arg212_1, arg213_1, arg214_1, arg215_1), ((1024, ), (1024, ), (1024, ), (1024, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf98 = buf97; del buf97  # reuse
        assert_size_stride(arg216_1, (512, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_15:84
        cpp_fused__native_batch_norm_legit_no_training_add_relu_15(buf98, arg212_1, arg213_1, arg214_1, arg215_1, buf91)
        del arg212_1
        del arg213_1
        del arg214_1
        del arg215_1
        del buf91
        # Topologically Sorted Source Nodes: [out_130], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:85
        buf99 = extern_kernels.convolution(buf98, arg216_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf99, (2, 512, 14, 14), (100352, 1, 7168, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg216_1
        assert_size_stride_grouped((arg217_1, arg218_1, arg219_1, arg220_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf100 = buf99; del buf99  # reuse
        assert_size_stride(arg221_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf101 = empty_strided_cpu((512, 512, 3, 3), (4608, 1, 1536, 512), torch.float32)
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_16:86
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_16(buf100, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, buf101)
        del arg217_1
        del arg218_1
        del arg219_1
        del arg220_1
        del arg221_1
        # Topologically Sorted Source Nodes: [out_131, out_132, out_133], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:87
        buf102 = extern_kernels.convolution(buf100, buf101, stride=(2, 2), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf102, (2, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf100
        assert_size_stride_grouped((arg222_1, arg223_1, arg224_1, arg225_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf103 = buf102; del buf102  # reuse
        assert_size_stride(arg226_1, (2048, 512, 1, 1), (512, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_17:88
        cpp_fused__native_batch_norm_legit_no_training_relu_17(buf103, arg222_1, arg223_1, arg224_1, arg225_1)
        del arg222_1
        del arg223_1
        del arg224_1
        del arg225_1
        # Topologically Sorted Source Nodes: [out_134, out_135, out_136], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:89
        buf104 = extern_kernels.convolution(buf103, arg226_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf104, (2, 2048, 7, 7), (100352, 1, 14336, 2048), torch.float32, 'torch.ops.aten.convolution.default')
        del arg226_1
        del buf103
        assert_size_stride(arg231_1, (2048, 1024, 1, 1), (1024, 1, 1, 1), 'input')
        # Topologically Sorted Source Nodes: [input_7], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:90
        buf105 = extern_kernels.convolution(buf98, arg231_1, stride=(2, 2), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf105, (2, 2048, 7, 7), (100352, 1, 14336, 2048), torch.float32, 'torch.ops.aten.convolution.default')
        del arg231_1
        del buf98
        assert_size_stride_grouped((arg227_1, arg228_1, arg229_1, arg230_1, arg232_1, arg233_1, arg234_1, arg235_1), ((2048, ), (2048, ), (2048, ), (2048, ), (2048, ), (2048, ), (2048, ), (2048, )), ((1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, ), (1, )), 'input')
        buf106 = buf104; del buf104  # reuse
        assert_size_stride(arg236_1, (512, 2048, 1, 1), (2048, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_18:91
        cpp_fused__native_batch_norm_legit_no_training_add_relu_18(buf106, arg227_1, arg228_1, arg229_1, arg230_1, buf105, arg232_1, arg233_1, arg234_1, arg235_1)
        del arg227_1
        del arg228_1
        del arg229_1
        del arg230_1
        del arg232_1
        del arg233_1
        del arg234_1
        del arg235_1
        del buf105
        # Topologically Sorted Source Nodes: [out_140], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:92
        buf107 = extern_kernels.convolution(buf106, arg236_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf107, (2, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg236_1
        assert_size_stride_grouped((arg237_1, arg238_1, arg239_1, arg240_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf108 = buf107; del buf107  # reuse
        assert_size_stride(arg241_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf109 = buf101; del buf101  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_19:93
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_19(buf108, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, buf109)
        del arg237_1
        del arg238_1
        del arg239_1
        del arg240_1
        del arg241_1
        # Topologically Sorted Source Nodes: [out_141, out_142, out_143], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:94
        buf110 = extern_kernels.convolution(buf108, buf109, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf110, (2, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf108
        assert_size_stride_grouped((arg242_1, arg243_1, arg244_1, arg245_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf111 = buf110; del buf110  # reuse
        assert_size_stride(arg246_1, (2048, 512, 1, 1), (512, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_17:95
        cpp_fused__native_batch_norm_legit_no_training_relu_17(buf111, arg242_1, arg243_1, arg244_1, arg245_1)
        del arg242_1
        del arg243_1
        del arg244_1
        del arg245_1
        # Topologically Sorted Source Nodes: [out_144, out_145, out_146], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:96
        buf112 = extern_kernels.convolution(buf111, arg246_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf112, (2, 2048, 7, 7), (100352, 1, 14336, 2048), torch.float32, 'torch.ops.aten.convolution.default')
        del arg246_1
        del buf111
        assert_size_stride_grouped((arg247_1, arg248_1, arg249_1, arg250_1), ((2048, ), (2048, ), (2048, ), (2048, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf113 = buf112; del buf112  # reuse
        assert_size_stride(arg251_1, (512, 2048, 1, 1), (2048, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_relu_20:97
        cpp_fused__native_batch_norm_legit_no_training_add_relu_20(buf113, arg247_1, arg248_1, arg249_1, arg250_1, buf106)
        del arg247_1
        del arg248_1
        del arg249_1
        del arg250_1
        del buf106
        # Topologically Sorted Source Nodes: [out_150], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:98
        buf114 = extern_kernels.convolution(buf113, arg251_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf114, (2, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del arg251_1
        assert_size_stride_grouped((arg252_1, arg253_1, arg254_1, arg255_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf115 = buf114; del buf114  # reuse
        assert_size_stride(arg256_1, (512, 512, 3, 3), (4608, 9, 3, 1), 'input')
        buf116 = buf109; del buf109  # reuse
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_convolution_relu_19:99
        cpp_fused__native_batch_norm_legit_no_training_convolution_relu_19(buf115, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, buf116)
        del arg252_1
        del arg253_1
        del arg254_1
        del arg255_1
        del arg256_1
        # Topologically Sorted Source Nodes: [out_151, out_152, out_153], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:100
        buf117 = extern_kernels.convolution(buf115, buf116, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf117, (2, 512, 7, 7), (25088, 1, 3584, 512), torch.float32, 'torch.ops.aten.convolution.default')
        del buf115
        del buf116
        assert_size_stride_grouped((arg257_1, arg258_1, arg259_1, arg260_1), ((512, ), (512, ), (512, ), (512, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf118 = buf117; del buf117  # reuse
        assert_size_stride(arg261_1, (2048, 512, 1, 1), (512, 1, 1, 1), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_relu_17:101
        cpp_fused__native_batch_norm_legit_no_training_relu_17(buf118, arg257_1, arg258_1, arg259_1, arg260_1)
        del arg257_1
        del arg258_1
        del arg259_1
        del arg260_1
        # Topologically Sorted Source Nodes: [out_154, out_155, out_156], Original ATen: [aten._native_batch_norm_legit_no_training, aten.relu, aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:102
        buf119 = extern_kernels.convolution(buf118, arg261_1, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1, bias=None)
        assert_tensor_metadata(buf119, (2, 2048, 7, 7), (100352, 1, 14336, 2048), torch.float32, 'torch.ops.aten.convolution.default')
        del arg261_1
        del buf118
        assert_size_stride_grouped((arg262_1, arg263_1, arg264_1, arg265_1), ((2048, ), (2048, ), (2048, ), (2048, )), ((1, ), (1, ), (1, ), (1, )), 'input')
        buf120 = empty_strided_cpu((2, 2048, 1, 1), (2048, 1, 4096, 4096), torch.float32)
        buf121 = buf120; del buf120  # reuse
        assert_size_stride_grouped((arg267_1, arg266_1), ((1000, ), (1000, 2048)), ((1, ), (2048, 1)), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_21:103
        cpp_fused__native_batch_norm_legit_no_training_add_mean_relu_21(buf121, buf119, arg262_1, arg263_1, arg264_1, arg265_1, buf113)
        del arg262_1
        del arg263_1
        del arg264_1
        del arg265_1
        del buf113
        del buf119
        buf122 = empty_strided_cpu((2, 1000), (1000, 1), torch.float32)
        # Topologically Sorted Source Nodes: [out_157, out_158, out_159, x_4, x_5, x_6], Original ATen: [aten._native_batch_norm_legit_no_training, aten.add, aten.relu, aten.mean, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:104
        extern_kernels.addmm(arg267_1, reinterpret_tensor(buf121, (2, 2048), (2048, 1), 0), reinterpret_tensor(arg266_1, (2048, 1000), (1, 2048), 0), alpha=1, beta=1, out=buf122)
        del arg266_1
        del arg267_1
        return (buf122, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, 3, 7, 7), (147, 49, 7, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((2, 3, 224, 224), (150528, 50176, 224, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((64, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((64, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg30_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg31_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg32_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg33_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg34_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg35_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg36_1 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg37_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg38_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg39_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg40_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg41_1 = rand_strided((64, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg42_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg43_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg44_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg45_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg46_1 = rand_strided((64, 64, 3, 3), (576, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg47_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg48_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg49_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg50_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg51_1 = rand_strided((256, 64, 1, 1), (64, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg52_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg53_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg54_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg55_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg56_1 = rand_strided((128, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg57_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg58_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg59_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg60_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg61_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg62_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg63_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg64_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg65_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg66_1 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg67_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg68_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg69_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg70_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg71_1 = rand_strided((512, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg72_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg73_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg74_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg75_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg76_1 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg77_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg78_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg79_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg80_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg81_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg82_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg83_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg84_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg85_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg86_1 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg87_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg88_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg89_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg90_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg91_1 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg92_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg93_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg94_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg95_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg96_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg97_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg98_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg99_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg100_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg101_1 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg102_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg103_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg104_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg105_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg106_1 = rand_strided((128, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg107_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg108_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg109_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg110_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg111_1 = rand_strided((128, 128, 3, 3), (1152, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg112_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg113_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg114_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg115_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg116_1 = rand_strided((512, 128, 1, 1), (128, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg117_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg118_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg119_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg120_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg121_1 = rand_strided((256, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg122_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg123_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg124_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg125_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg126_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg127_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg128_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg129_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg130_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg131_1 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg132_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg133_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg134_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg135_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg136_1 = rand_strided((1024, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg137_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg138_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg139_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg140_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg141_1 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg142_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg143_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg144_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg145_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg146_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg147_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg148_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg149_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg150_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg151_1 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg152_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg153_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg154_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg155_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg156_1 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg157_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg158_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg159_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg160_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg161_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg162_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg163_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg164_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg165_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg166_1 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg167_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg168_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg169_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg170_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg171_1 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg172_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg173_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg174_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg175_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg176_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg177_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg178_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg179_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg180_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg181_1 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg182_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg183_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg184_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg185_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg186_1 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg187_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg188_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg189_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg190_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg191_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg192_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg193_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg194_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg195_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg196_1 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg197_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg198_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg199_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg200_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg201_1 = rand_strided((256, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg202_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg203_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg204_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg205_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg206_1 = rand_strided((256, 256, 3, 3), (2304, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg207_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg208_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg209_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg210_1 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    arg211_1 = rand_strided((1024, 256, 1, 1), (256, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg212_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg213_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg214_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg215_1 = rand_strided((1024, ), (1, ), device='cpu', dtype=torch.float32)
    arg216_1 = rand_strided((512, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg217_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg218_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg219_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg220_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg221_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg222_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg223_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg224_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg225_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg226_1 = rand_strided((2048, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg227_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg228_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg229_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg230_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg231_1 = rand_strided((2048, 1024, 1, 1), (1024, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg232_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg233_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg234_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg235_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg236_1 = rand_strided((512, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg237_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg238_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg239_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg240_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg241_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg242_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg243_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg244_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg245_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg246_1 = rand_strided((2048, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg247_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg248_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg249_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg250_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg251_1 = rand_strided((512, 2048, 1, 1), (2048, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg252_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg253_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg254_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg255_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg256_1 = rand_strided((512, 512, 3, 3), (4608, 9, 3, 1), device='cpu', dtype=torch.float32)
    arg257_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg258_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg259_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg260_1 = rand_strided((512, ), (1, ), device='cpu', dtype=torch.float32)
    arg261_1 = rand_strided((2048, 512, 1, 1), (512, 1, 1, 1), device='cpu', dtype=torch.float32)
    arg262_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg263_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg264_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg265_1 = rand_strided((2048, ), (1, ), device='cpu', dtype=torch.float32)
    arg266_1 = rand_strided((1000, 2048), (2048, 1), device='cpu', dtype=torch.float32)
    arg267_1 = rand_strided((1000, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1, arg30_1, arg31_1, arg32_1, arg33_1, arg34_1, arg35_1, arg36_1, arg37_1, arg38_1, arg39_1, arg40_1, arg41_1, arg42_1, arg43_1, arg44_1, arg45_1, arg46_1, arg47_1, arg48_1, arg49_1, arg50_1, arg51_1, arg52_1, arg53_1, arg54_1, arg55_1, arg56_1, arg57_1, arg58_1, arg59_1, arg60_1, arg61_1, arg62_1, arg63_1, arg64_1, arg65_1, arg66_1, arg67_1, arg68_1, arg69_1, arg70_1, arg71_1, arg72_1, arg73_1, arg74_1, arg75_1, arg76_1, arg77_1, arg78_1, arg79_1, arg80_1, arg81_1, arg82_1, arg83_1, arg84_1, arg85_1, arg86_1, arg87_1, arg88_1, arg89_1, arg90_1, arg91_1, arg92_1, arg93_1, arg94_1, arg95_1, arg96_1, arg97_1, arg98_1, arg99_1, arg100_1, arg101_1, arg102_1, arg103_1, arg104_1, arg105_1, arg106_1, arg107_1, arg108_1, arg109_1, arg110_1, arg111_1, arg112_1, arg113_1, arg114_1, arg115_1, arg116_1, arg117_1, arg118_1, arg119_1, arg120_1, arg121_1, arg122_1, arg123_1, arg124_1, arg125_1, arg126_1, arg127_1, arg128_1, arg129_1, arg130_1, arg131_1, arg132_1, arg133_1, arg134_1, arg135_1, arg136_1, arg137_1, arg138_1, arg139_1, arg140_1, arg141_1, arg142_1, arg143_1, arg144_1, arg145_1, arg146_1, arg147_1, arg148_1, arg149_1, arg150_1, arg151_1, arg152_1, arg153_1, arg154_1, arg155_1, arg156_1, arg157_1, arg158_1, arg159_1, arg160_1, arg161_1, arg162_1, arg163_1, arg164_1, arg165_1, arg166_1, arg167_1, arg168_1, arg169_1, arg170_1, arg171_1, arg172_1, arg173_1, arg174_1, arg175_1, arg176_1, arg177_1, arg178_1, arg179_1, arg180_1, arg181_1, arg182_1, arg183_1, arg184_1, arg185_1, arg186_1, arg187_1, arg188_1, arg189_1, arg190_1, arg191_1, arg192_1, arg193_1, arg194_1, arg195_1, arg196_1, arg197_1, arg198_1, arg199_1, arg200_1, arg201_1, arg202_1, arg203_1, arg204_1, arg205_1, arg206_1, arg207_1, arg208_1, arg209_1, arg210_1, arg211_1, arg212_1, arg213_1, arg214_1, arg215_1, arg216_1, arg217_1, arg218_1, arg219_1, arg220_1, arg221_1, arg222_1, arg223_1, arg224_1, arg225_1, arg226_1, arg227_1, arg228_1, arg229_1, arg230_1, arg231_1, arg232_1, arg233_1, arg234_1, arg235_1, arg236_1, arg237_1, arg238_1, arg239_1, arg240_1, arg241_1, arg242_1, arg243_1, arg244_1, arg245_1, arg246_1, arg247_1, arg248_1, arg249_1, arg250_1, arg251_1, arg252_1, arg253_1, arg254_1, arg255_1, arg256_1, arg257_1, arg258_1, arg259_1, arg260_1, arg261_1, arg262_1, arg263_1, arg264_1, arg265_1, arg266_1, arg267_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
