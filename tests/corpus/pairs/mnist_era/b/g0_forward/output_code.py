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


cpp_fused_native_dropout_0 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'float*', 'bool*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       float* out_ptr0,
                       bool* out_ptr2,
                       const int64_t ks0)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(8L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(8L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(8));
                                    tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp1, static_cast<int64_t>(8), out_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L) && x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(9L)))
                            {
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp1[8*8];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 288L*x0), static_cast<int64_t>(1L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(x1_inner), static_cast<int64_t>(1L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(1L),false>(tmp1, static_cast<int64_t>(1L), out_ptr0 + static_cast<int64_t>(x1 + 32L*x2 + 288L*x0), static_cast<int64_t>(32L));
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(9216L*ks0); x0+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(9216L*ks0)))
                    {
                        auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                        auto tmp1 = x0;
                        auto tmp2 = c10::convert<int32_t>(tmp1);
                        auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                        auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                        auto tmp5 =
                        [&]()
                        {
                            int64_t offset[8];
                            float result[8];
                            tmp4.store(offset);
                            for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                            {
                                result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                            }
                            return at::vec::Vectorized<float>::loadu(result);
                        }
                        ()
                        ;
                        auto tmp6 = static_cast<float>(0.25);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                        tmp8.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_relu_1 = async_compile.cpp_pybinding(['float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
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
                        auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                        tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_max_pool2d_with_indices_native_dropout_relu_threshold_backward_2 = async_compile.cpp_pybinding(['const float*', 'const bool*', 'bool*', 'int8_t*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const bool* in_ptr1,
                       bool* out_ptr0,
                       int8_t* out_ptr1,
                       float* out_ptr2,
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
                                alignas(std::max(std::size_t(8), alignof(float))) float tmp0[8*8];
                                transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr0 + static_cast<int64_t>(x1 + 64L*x2 + 36864L*x0), static_cast<int64_t>(64L), tmp0, static_cast<int64_t>(8));
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8); x1_inner++)
                                {
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(tmp0 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8));
                                    auto tmp2 = at::vec::clamp_min(tmp1, decltype(tmp1)(0));
                                    auto tmp3 = static_cast<float>(0.0);
                                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                                    auto tmp5 = at::vec::VecMask<float,1>(tmp2 <= tmp4);
                                    tmp5.store(out_ptr0 + static_cast<int64_t>(x2 + 576L*x1 + 576L*x1_inner + 36864L*x0), static_cast<int64_t>(8));
                                }
                            }
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(8L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(64L); x3+=static_cast<int64_t>(8L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(8L) && x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                                {
                                    alignas(std::max(std::size_t(8), alignof(int8_t))) int8_t tmp87[8*8];
                                    alignas(std::max(std::size_t(8), alignof(bool))) bool tmp88[8*8];
                                    transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(in_ptr1 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x3 + 9216L*x0), static_cast<int64_t>(144L), tmp88, static_cast<int64_t>(8));
                                    alignas(std::max(std::size_t(8), alignof(float))) float tmp98[8*8];
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(8); x2_inner++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp59 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1600L + x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp89 = at::vec::VecMask<float,1>::from(tmp88 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                        auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                                        auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                                        auto tmp4 = at::vec::VecMask<float,1>(tmp1 > tmp3);
                                        auto tmp5 = at::vec::VecMask<float,1>(tmp1 == tmp3);
                                        auto tmp6 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                                        auto tmp7 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                                        auto tmp8 = (tmp6 > tmp7);
                                        auto tmp9 = tmp4.template cast<int32_t,1>();
                                        auto tmp10 = tmp8.template cast<int32_t,1>();
                                        auto tmp11 = tmp9 | tmp10;
                                        auto tmp12 = tmp6.template cast<int32_t,1>();
                                        auto tmp13 = tmp7.template cast<int32_t,1>();
                                        auto tmp14 = tmp12 & tmp13;
                                        auto tmp15 = tmp5.template cast<int32_t,1>();
                                        auto tmp16 = tmp14.template cast<int32_t,1>();
                                        auto tmp17 = tmp15 | tmp16;
                                        auto tmp18 = static_cast<int64_t>(0);
                                        auto tmp19 = static_cast<int64_t>(1);
                                        auto tmp20 = tmp18 < tmp19;
                                        auto tmp21 = at::vec::VecMask<float,1>::from(tmp20);
                                        auto tmp22 = tmp17.template cast<int32_t,1>();
                                        auto tmp23 = tmp21.template cast<int32_t,1>();
                                        auto tmp24 = tmp22 & tmp23;
                                        auto tmp25 = tmp11.template cast<int32_t,1>();
                                        auto tmp26 = tmp24.template cast<int32_t,1>();
                                        auto tmp27 = tmp25 | tmp26;
                                        auto tmp28 = decltype(tmp1)::blendv(tmp3, tmp1, tmp27.template cast<float,1>());
                                        auto tmp29 = at::vec::VectorizedN<int64_t,2>(tmp18);
                                        auto tmp30 = at::vec::VectorizedN<int64_t,2>(tmp19);
                                        auto tmp31 = decltype(tmp29)::blendv(tmp30, tmp29, tmp27.template cast<int64_t,2>());
                                        auto tmp33 = at::vec::clamp_min(tmp32, decltype(tmp32)(0));
                                        auto tmp34 = at::vec::VecMask<float,1>(tmp28 > tmp33);
                                        auto tmp35 = at::vec::VecMask<float,1>(tmp28 == tmp33);
                                        auto tmp36 = at::vec::VecMask<float,1>(tmp28 != tmp28);
                                        auto tmp37 = at::vec::VecMask<float,1>(tmp33 != tmp33);
                                        auto tmp38 = (tmp36 > tmp37);
                                        auto tmp39 = tmp34.template cast<int32_t,1>();
                                        auto tmp40 = tmp38.template cast<int32_t,1>();
                                        auto tmp41 = tmp39 | tmp40;
                                        auto tmp42 = tmp36.template cast<int32_t,1>();
                                        auto tmp43 = tmp37.template cast<int32_t,1>();
                                        auto tmp44 = tmp42 & tmp43;
                                        auto tmp45 = tmp35.template cast<int32_t,1>();
                                        auto tmp46 = tmp44.template cast<int32_t,1>();
                                        auto tmp47 = tmp45 | tmp46;
                                        auto tmp48 = static_cast<int64_t>(2);
                                        auto tmp49 = at::vec::VectorizedN<int64_t,2>(tmp48);
                                        auto tmp50 = at::vec::VecMask<int64_t,2>(tmp31 < tmp49);
                                        auto tmp51 = tmp47.template cast<int32_t,1>();
                                        auto tmp52 = tmp50.template cast<int32_t,1>();
                                        auto tmp53 = tmp51 & tmp52;
                                        auto tmp54 = tmp41.template cast<int32_t,1>();
                                        auto tmp55 = tmp53.template cast<int32_t,1>();
                                        auto tmp56 = tmp54 | tmp55;
                                        auto tmp57 = decltype(tmp28)::blendv(tmp33, tmp28, tmp56.template cast<float,1>());
                                        auto tmp58 = decltype(tmp31)::blendv(tmp49, tmp31, tmp56.template cast<int64_t,2>());
                                        auto tmp60 = at::vec::clamp_min(tmp59, decltype(tmp59)(0));
                                        auto tmp61 = at::vec::VecMask<float,1>(tmp57 > tmp60);
                                        auto tmp62 = at::vec::VecMask<float,1>(tmp57 == tmp60);
                                        auto tmp63 = at::vec::VecMask<float,1>(tmp57 != tmp57);
                                        auto tmp64 = at::vec::VecMask<float,1>(tmp60 != tmp60);
                                        auto tmp65 = (tmp63 > tmp64);
                                        auto tmp66 = tmp61.template cast<int32_t,1>();
                                        auto tmp67 = tmp65.template cast<int32_t,1>();
                                        auto tmp68 = tmp66 | tmp67;
                                        auto tmp69 = tmp63.template cast<int32_t,1>();
                                        auto tmp70 = tmp64.template cast<int32_t,1>();
                                        auto tmp71 = tmp69 & tmp70;
                                        auto tmp72 = tmp62.template cast<int32_t,1>();
                                        auto tmp73 = tmp71.template cast<int32_t,1>();
                                        auto tmp74 = tmp72 | tmp73;
                                        auto tmp75 = static_cast<int64_t>(3);
                                        auto tmp76 = at::vec::VectorizedN<int64_t,2>(tmp75);
                                        auto tmp77 = at::vec::VecMask<int64_t,2>(tmp58 < tmp76);
                                        auto tmp78 = tmp74.template cast<int32_t,1>();
                                        auto tmp79 = tmp77.template cast<int32_t,1>();
                                        auto tmp80 = tmp78 & tmp79;
                                        auto tmp81 = tmp68.template cast<int32_t,1>();
                                        auto tmp82 = tmp80.template cast<int32_t,1>();
                                        auto tmp83 = tmp81 | tmp82;
                                        auto tmp84 = decltype(tmp57)::blendv(tmp60, tmp57, tmp83.template cast<float,1>());
                                        auto tmp85 = decltype(tmp58)::blendv(tmp76, tmp58, tmp83.template cast<int64_t,2>());
                                        auto tmp86 = at::vec::convert<int8_t,1,int64_t,2>(tmp85);
                                        auto tmp90 = tmp89.to<float,1>();
                                        auto tmp91 = at::vec::maximum(tmp1, tmp3);
                                        auto tmp92 = at::vec::maximum(tmp91, tmp33);
                                        auto tmp93 = at::vec::maximum(tmp92, tmp60);
                                        auto tmp94 = tmp90 * tmp93;
                                        auto tmp95 = static_cast<float>(1.3333333333333333);
                                        auto tmp96 = at::vec::Vectorized<float>(tmp95);
                                        auto tmp97 = tmp94 * tmp96;
                                        tmp86.store(tmp87 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                        tmp97.store(tmp98 + static_cast<int64_t>(8L*x2_inner));
                                    }
                                    transpose_mxn<int8_t,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp87, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x3 + 9216L*x0), static_cast<int64_t>(144L));
                                    transpose_mxn<float,static_cast<int64_t>(8),static_cast<int64_t>(8),false>(tmp98, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x3 + 9216L*x0), static_cast<int64_t>(144L));
                                }
                                if(C10_UNLIKELY(x2 >= static_cast<int64_t>(8L) && x2 < static_cast<int64_t>(12L) && x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(64L)))
                                {
                                    alignas(std::max(std::size_t(8), alignof(int8_t))) int8_t tmp87[8*8];
                                    alignas(std::max(std::size_t(8), alignof(bool))) bool tmp88[8*8];
                                    transpose_mxn<bool,static_cast<int64_t>(8),static_cast<int64_t>(4L),false>(in_ptr1 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x3 + 9216L*x0), static_cast<int64_t>(144L), tmp88, static_cast<int64_t>(8));
                                    alignas(std::max(std::size_t(8), alignof(float))) float tmp98[8*8];
                                    for (long x2_inner = 0; x2_inner < static_cast<int64_t>(4L); x2_inner++)
                                    {
                                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(64L + x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1536L + x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp59 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(1600L + x3 + 128L*x2 + 128L*x2_inner + 3072L*x1 + 36864L*x0), static_cast<int64_t>(8));
                                        auto tmp89 = at::vec::VecMask<float,1>::from(tmp88 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                        auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                                        auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                                        auto tmp4 = at::vec::VecMask<float,1>(tmp1 > tmp3);
                                        auto tmp5 = at::vec::VecMask<float,1>(tmp1 == tmp3);
                                        auto tmp6 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                                        auto tmp7 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                                        auto tmp8 = (tmp6 > tmp7);
                                        auto tmp9 = tmp4.template cast<int32_t,1>();
                                        auto tmp10 = tmp8.template cast<int32_t,1>();
                                        auto tmp11 = tmp9 | tmp10;
                                        auto tmp12 = tmp6.template cast<int32_t,1>();
                                        auto tmp13 = tmp7.template cast<int32_t,1>();
                                        auto tmp14 = tmp12 & tmp13;
                                        auto tmp15 = tmp5.template cast<int32_t,1>();
                                        auto tmp16 = tmp14.template cast<int32_t,1>();
                                        auto tmp17 = tmp15 | tmp16;
                                        auto tmp18 = static_cast<int64_t>(0);
                                        auto tmp19 = static_cast<int64_t>(1);
                                        auto tmp20 = tmp18 < tmp19;
                                        auto tmp21 = at::vec::VecMask<float,1>::from(tmp20);
                                        auto tmp22 = tmp17.template cast<int32_t,1>();
                                        auto tmp23 = tmp21.template cast<int32_t,1>();
                                        auto tmp24 = tmp22 & tmp23;
                                        auto tmp25 = tmp11.template cast<int32_t,1>();
                                        auto tmp26 = tmp24.template cast<int32_t,1>();
                                        auto tmp27 = tmp25 | tmp26;
                                        auto tmp28 = decltype(tmp1)::blendv(tmp3, tmp1, tmp27.template cast<float,1>());
                                        auto tmp29 = at::vec::VectorizedN<int64_t,2>(tmp18);
                                        auto tmp30 = at::vec::VectorizedN<int64_t,2>(tmp19);
                                        auto tmp31 = decltype(tmp29)::blendv(tmp30, tmp29, tmp27.template cast<int64_t,2>());
                                        auto tmp33 = at::vec::clamp_min(tmp32, decltype(tmp32)(0));
                                        auto tmp34 = at::vec::VecMask<float,1>(tmp28 > tmp33);
                                        auto tmp35 = at::vec::VecMask<float,1>(tmp28 == tmp33);
                                        auto tmp36 = at::vec::VecMask<float,1>(tmp28 != tmp28);
                                        auto tmp37 = at::vec::VecMask<float,1>(tmp33 != tmp33);
                                        auto tmp38 = (tmp36 > tmp37);
                                        auto tmp39 = tmp34.template cast<int32_t,1>();
                                        auto tmp40 = tmp38.template cast<int32_t,1>();
                                        auto tmp41 = tmp39 | tmp40;
                                        auto tmp42 = tmp36.template cast<int32_t,1>();
                                        auto tmp43 = tmp37.template cast<int32_t,1>();
                                        auto tmp44 = tmp42 & tmp43;
                                        auto tmp45 = tmp35.template cast<int32_t,1>();
                                        auto tmp46 = tmp44.template cast<int32_t,1>();
                                        auto tmp47 = tmp45 | tmp46;
                                        auto tmp48 = static_cast<int64_t>(2);
                                        auto tmp49 = at::vec::VectorizedN<int64_t,2>(tmp48);
                                        auto tmp50 = at::vec::VecMask<int64_t,2>(tmp31 < tmp49);
                                        auto tmp51 = tmp47.template cast<int32_t,1>();
                                        auto tmp52 = tmp50.template cast<int32_t,1>();
                                        auto tmp53 = tmp51 & tmp52;
                                        auto tmp54 = tmp41.template cast<int32_t,1>();
                                        auto tmp55 = tmp53.template cast<int32_t,1>();
                                        auto tmp56 = tmp54 | tmp55;
                                        auto tmp57 = decltype(tmp28)::blendv(tmp33, tmp28, tmp56.template cast<float,1>());
                                        auto tmp58 = decltype(tmp31)::blendv(tmp49, tmp31, tmp56.template cast<int64_t,2>());
                                        auto tmp60 = at::vec::clamp_min(tmp59, decltype(tmp59)(0));
                                        auto tmp61 = at::vec::VecMask<float,1>(tmp57 > tmp60);
                                        auto tmp62 = at::vec::VecMask<float,1>(tmp57 == tmp60);
                                        auto tmp63 = at::vec::VecMask<float,1>(tmp57 != tmp57);
                                        auto tmp64 = at::vec::VecMask<float,1>(tmp60 != tmp60);
                                        auto tmp65 = (tmp63 > tmp64);
                                        auto tmp66 = tmp61.template cast<int32_t,1>();
                                        auto tmp67 = tmp65.template cast<int32_t,1>();
                                        auto tmp68 = tmp66 | tmp67;
                                        auto tmp69 = tmp63.template cast<int32_t,1>();
                                        auto tmp70 = tmp64.template cast<int32_t,1>();
                                        auto tmp71 = tmp69 & tmp70;
                                        auto tmp72 = tmp62.template cast<int32_t,1>();
                                        auto tmp73 = tmp71.template cast<int32_t,1>();
                                        auto tmp74 = tmp72 | tmp73;
                                        auto tmp75 = static_cast<int64_t>(3);
                                        auto tmp76 = at::vec::VectorizedN<int64_t,2>(tmp75);
                                        auto tmp77 = at::vec::VecMask<int64_t,2>(tmp58 < tmp76);
                                        auto tmp78 = tmp74.template cast<int32_t,1>();
                                        auto tmp79 = tmp77.template cast<int32_t,1>();
                                        auto tmp80 = tmp78 & tmp79;
                                        auto tmp81 = tmp68.template cast<int32_t,1>();
                                        auto tmp82 = tmp80.template cast<int32_t,1>();
                                        auto tmp83 = tmp81 | tmp82;
                                        auto tmp84 = decltype(tmp57)::blendv(tmp60, tmp57, tmp83.template cast<float,1>());
                                        auto tmp85 = decltype(tmp58)::blendv(tmp76, tmp58, tmp83.template cast<int64_t,2>());
                                        auto tmp86 = at::vec::convert<int8_t,1,int64_t,2>(tmp85);
                                        auto tmp90 = tmp89.to<float,1>();
                                        auto tmp91 = at::vec::maximum(tmp1, tmp3);
                                        auto tmp92 = at::vec::maximum(tmp91, tmp33);
                                        auto tmp93 = at::vec::maximum(tmp92, tmp60);
                                        auto tmp94 = tmp90 * tmp93;
                                        auto tmp95 = static_cast<float>(1.3333333333333333);
                                        auto tmp96 = at::vec::Vectorized<float>(tmp95);
                                        auto tmp97 = tmp94 * tmp96;
                                        tmp86.store(tmp87 + static_cast<int64_t>(8L*x2_inner), static_cast<int64_t>(8));
                                        tmp97.store(tmp98 + static_cast<int64_t>(8L*x2_inner));
                                    }
                                    transpose_mxn<int8_t,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp87, static_cast<int64_t>(8), out_ptr1 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x3 + 9216L*x0), static_cast<int64_t>(144L));
                                    transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8),false>(tmp98, static_cast<int64_t>(8), out_ptr2 + static_cast<int64_t>(x2 + 12L*x1 + 144L*x3 + 9216L*x0), static_cast<int64_t>(144L));
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


cpp_fused_native_dropout_relu_threshold_backward_3 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'bool*', 'float*', 'bool*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       bool* out_ptr1,
                       float* out_ptr2,
                       bool* out_ptr3,
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
                        auto tmp0 = in_ptr0[static_cast<int64_t>(1L)];
                        auto tmp10 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        auto tmp1 = x0;
                        auto tmp2 = c10::convert<int32_t>(tmp1);
                        auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                        auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                        auto tmp5 =
                        [&]()
                        {
                            int64_t offset[8];
                            float result[8];
                            tmp4.store(offset);
                            for( int64_t offset_idx = 0; offset_idx < 8; offset_idx++ )
                            {
                                result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                            }
                            return at::vec::Vectorized<float>::loadu(result);
                        }
                        ()
                        ;
                        auto tmp6 = static_cast<float>(0.5);
                        auto tmp7 = at::vec::Vectorized<float>(tmp6);
                        auto tmp8 = at::vec::VecMask<float,1>(tmp5 > tmp7);
                        auto tmp9 = tmp8.to<float,1>();
                        auto tmp11 = at::vec::clamp_min(tmp10, decltype(tmp10)(0));
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = static_cast<float>(2.0);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = static_cast<float>(0.0);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = at::vec::VecMask<float,1>(tmp11 <= tmp17);
                        tmp8.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                        tmp15.store(out_ptr2 + static_cast<int64_t>(x0));
                        tmp18.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused__log_softmax_4 = async_compile.cpp_pybinding(['float*', 'float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       float* in_out_ptr1,
                       float* out_ptr0,
                       const int64_t ks0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    auto in_ptr0 = in_out_ptr1;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = -std::numeric_limits<float>::infinity();
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(8L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(8));
                            tmp_acc0_vec = at::vec::maximum(tmp_acc0_vec, tmp0);
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
                            tmp_acc0_vec = max_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(2L));
                        }
                    }
                }
                tmp_acc0 = max_propagate_nan(tmp_acc0, at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return at::vec::maximum(x, y); }, tmp_acc0_vec));
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(8));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
                            auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3.exp();
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp4, static_cast<int64_t>(2L));
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(8L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L))))))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8));
                    auto tmp1 = tmp0.log();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0));
                }
                if(C10_UNLIKELY(x0 >= static_cast<int64_t>(8L*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))) && x0 < static_cast<int64_t>(ks0)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))));
                    auto tmp1 = tmp0.log();
                    tmp1.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(ks0 + (-8L)*(c10::div_floor_integer(static_cast<int64_t>(ks0), static_cast<int64_t>(8L)))));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(8L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(8));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 - tmp5;
                        tmp6.store(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0));
                    }
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(8L) && x1 < static_cast<int64_t>(10L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp4 = in_out_ptr0[static_cast<int64_t>(x0)];
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 - tmp2;
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 - tmp5;
                        tmp6.store(in_out_ptr1 + static_cast<int64_t>(x1 + 10L*x0), static_cast<int64_t>(2L));
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
        primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10 = args
        args.clear()
        s77 = primals_3
        buf5 = empty_strided_cpu((2, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.native_dropout]
        # [Provenance debug handles] aten.randint.low_out:1
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [2], out=buf5)
        assert_size_stride(primals_5, (64, 32, 3, 3), (288, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((64, 32, 3, 3), (288, 1, 96, 32), torch.float32)
        buf7 = empty_strided_cpu((s77, 64, 12, 12), (9216, 144, 12, 1), torch.bool)
        assert_size_stride_grouped((primals_4, primals_1, primals_2), ((s77, 1, 28, 28), (32, 1, 3, 3), (32, )), ((784, 784, 28, 1), (9, 9, 3, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused_native_dropout_0:2
        cpp_fused_native_dropout_0(primals_5, buf5, buf0, buf7, s77)
        del primals_5
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:3
        buf1 = extern_kernels.convolution(reinterpret_tensor(primals_4, (s77, 1, 28, 28), (784, 1, 28, 1), 0), reinterpret_tensor(primals_1, (32, 1, 3, 3), (9, 1, 3, 1), 0), primals_2, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf1, (s77, 32, 26, 26), (21632, 1, 832, 32), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf2 = buf1; del buf1  # reuse
        assert_size_stride(primals_6, (64, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_relu_1:4
        cpp_fused_relu_1(buf2, s77)
        # Topologically Sorted Source Nodes: [conv2d_1], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:5
        buf3 = extern_kernels.convolution(buf2, buf0, primals_6, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf3, (s77, 64, 24, 24), (36864, 1, 1536, 64), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_6
        buf19 = empty_strided_cpu((s77, 64, 24, 24), (36864, 576, 24, 1), torch.bool)
        buf4 = empty_strided_cpu((s77, 64, 12, 12), (9216, 144, 12, 1), torch.int8)
        buf8 = empty_strided_cpu((s77, 64, 12, 12), (9216, 144, 12, 1), torch.float32)
        assert_size_stride_grouped((primals_8, primals_7), ((128, ), (128, 9216)), ((1, ), (9216, 1)), 'input')
        # [Provenance debug handles] cpp_fused_max_pool2d_with_indices_native_dropout_relu_threshold_backward_2:6
        cpp_fused_max_pool2d_with_indices_native_dropout_relu_threshold_backward_2(buf3, buf7, buf19, buf4, buf8, s77)
        del buf3
        buf9 = empty_strided_cpu((s77, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [x_1, max_pool2d, x_2, x_3, linear], Original ATen: [aten.relu, aten.max_pool2d_with_indices, aten.native_dropout, aten.view, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:7
        extern_kernels.addmm(primals_8, reinterpret_tensor(buf8, (s77, 9216), (9216, 1), 0), reinterpret_tensor(primals_7, (9216, 128), (1, 9216), 0), alpha=1, beta=1, out=buf9)
        del primals_8
        buf11 = empty_strided_cpu((s77, 128), (128, 1), torch.bool)
        buf12 = empty_strided_cpu((s77, 128), (128, 1), torch.float32)
        buf18 = empty_strided_cpu((s77, 128), (128, 1), torch.bool)
        assert_size_stride_grouped((primals_10, primals_9), ((10, ), (10, 128)), ((1, ), (128, 1)), 'input')
        # [Provenance debug handles] cpp_fused_native_dropout_relu_threshold_backward_3:8
        cpp_fused_native_dropout_relu_threshold_backward_3(buf5, buf9, buf11, buf12, buf18, s77)
        del buf5
        del buf9
        buf13 = empty_strided_cpu((s77, 10), (10, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear_1], Original ATen: [aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:9
        extern_kernels.addmm(primals_10, buf12, reinterpret_tensor(primals_9, (128, 10), (1, 128), 0), alpha=1, beta=1, out=buf13)
        del primals_10
        buf14 = empty_strided_cpu((s77, 1), (1, s77), torch.float32)
        buf15 = empty_strided_cpu((s77, 1), (1, s77), torch.float32)
        buf16 = buf15; del buf15  # reuse
        buf17 = buf13; del buf13  # reuse
        # [Provenance debug handles] cpp_fused__log_softmax_4:10
        cpp_fused__log_softmax_4(buf16, buf17, buf14, s77)
        return (buf17, primals_1, primals_4, buf0, primals_7, primals_9, buf2, buf4, buf7, reinterpret_tensor(buf8, (s77, 9216), (9216, 1), 0), buf11, buf12, buf17, buf18, buf19, s77, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((32, 1, 3, 3), (9, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((32, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = 8
    primals_4 = rand_strided((8, 1, 28, 28), (784, 784, 28, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((64, 32, 3, 3), (288, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_6 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((128, 9216), (9216, 1), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    primals_10 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
