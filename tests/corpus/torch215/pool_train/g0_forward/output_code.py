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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
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
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 27L*x0), static_cast<int64_t>(9L));
                                tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 3L*x2 + 27L*x0), static_cast<int64_t>(3L));
                        }
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(8L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 72L*x0), static_cast<int64_t>(9L));
                                tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(8L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr1 + static_cast<int64_t>(x1 + 8L*x2 + 72L*x0), static_cast<int64_t>(8L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(3L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(256L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(3L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(256L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(3L); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 256L*x1 + 256L*x1_inner + 768L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(3L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr2 + static_cast<int64_t>(x1 + 3L*x2 + 768L*x0), static_cast<int64_t>(3L));
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


cpp_fused_max_pool2d_with_indices_relu_threshold_backward_1 = async_compile.cpp_pybinding(['const float*', 'bool*', 'float*', 'int8_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       bool* out_ptr0,
                       float* out_ptr1,
                       int8_t* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(4096L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(4096L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                        auto tmp2 = static_cast<float>(0.0);
                        auto tmp3 = at::vec::Vectorized<float>(tmp2);
                        auto tmp4 = at::vec::VecMask<float,1>(tmp1 <= tmp3);
                        tmp4.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(8L + x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
                                auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(128L + x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
                                auto tmp8 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(136L + x2 + 16L*x1 + 256L*x0), static_cast<int64_t>(8L));
                                auto tmp1 = at::vec::clamp_min(tmp0, decltype(tmp0)(0));
                                auto tmp3 = at::vec::clamp_min(tmp2, decltype(tmp2)(0));
                                auto tmp4 = at::vec::maximum(tmp1, tmp3);
                                auto tmp6 = at::vec::clamp_min(tmp5, decltype(tmp5)(0));
                                auto tmp7 = at::vec::maximum(tmp4, tmp6);
                                auto tmp9 = at::vec::clamp_min(tmp8, decltype(tmp8)(0));
                                auto tmp10 = at::vec::maximum(tmp7, tmp9);
                                auto tmp11 = at::vec::VecMask<float,1>(tmp1 > tmp3);
                                auto tmp12 = at::vec::VecMask<float,1>(tmp1 == tmp3);
                                auto tmp13 = at::vec::VecMask<float,1>(tmp1 != tmp1);
                                auto tmp14 = at::vec::VecMask<float,1>(tmp3 != tmp3);
                                auto tmp15 = (tmp13 > tmp14);
                                auto tmp16 = inductor_vec_mask_cast<int32_t,1>(tmp11);
                                auto tmp17 = inductor_vec_mask_cast<int32_t,1>(tmp15);
                                auto tmp18 = tmp16 | tmp17;
                                auto tmp19 = inductor_vec_mask_cast<int32_t,1>(tmp13);
                                auto tmp20 = inductor_vec_mask_cast<int32_t,1>(tmp14);
                                auto tmp21 = tmp19 & tmp20;
                                auto tmp22 = inductor_vec_mask_cast<int32_t,1>(tmp12);
                                auto tmp23 = inductor_vec_mask_cast<int32_t,1>(tmp21);
                                auto tmp24 = tmp22 | tmp23;
                                auto tmp25 = static_cast<int64_t>(0);
                                auto tmp26 = static_cast<int64_t>(1);
                                auto tmp27 = tmp25 < tmp26;
                                auto tmp28 = at::vec::VecMask<float,1>::from(tmp27);
                                auto tmp29 = inductor_vec_mask_cast<int32_t,1>(tmp24);
                                auto tmp30 = inductor_vec_mask_cast<int32_t,1>(tmp28);
                                auto tmp31 = tmp29 & tmp30;
                                auto tmp32 = inductor_vec_mask_cast<int32_t,1>(tmp18);
                                auto tmp33 = inductor_vec_mask_cast<int32_t,1>(tmp31);
                                auto tmp34 = tmp32 | tmp33;
                                auto tmp35 = decltype(tmp1)::blendv(tmp3, tmp1, inductor_vec_mask_cast<float,1>(tmp34));
                                auto tmp36 = at::vec::VectorizedN<int64_t,2>(tmp25);
                                auto tmp37 = at::vec::VectorizedN<int64_t,2>(tmp26);
                                auto tmp38 = decltype(tmp36)::blendv(tmp37, tmp36, inductor_vec_mask_cast<int64_t,2>(tmp34));
                                auto tmp39 = at::vec::VecMask<float,1>(tmp35 > tmp6);
                                auto tmp40 = at::vec::VecMask<float,1>(tmp35 == tmp6);
                                auto tmp41 = at::vec::VecMask<float,1>(tmp35 != tmp35);
                                auto tmp42 = at::vec::VecMask<float,1>(tmp6 != tmp6);
                                auto tmp43 = (tmp41 > tmp42);
                                auto tmp44 = inductor_vec_mask_cast<int32_t,1>(tmp39);
                                auto tmp45 = inductor_vec_mask_cast<int32_t,1>(tmp43);
                                auto tmp46 = tmp44 | tmp45;
                                auto tmp47 = inductor_vec_mask_cast<int32_t,1>(tmp41);
                                auto tmp48 = inductor_vec_mask_cast<int32_t,1>(tmp42);
                                auto tmp49 = tmp47 & tmp48;
                                auto tmp50 = inductor_vec_mask_cast<int32_t,1>(tmp40);
                                auto tmp51 = inductor_vec_mask_cast<int32_t,1>(tmp49);
                                auto tmp52 = tmp50 | tmp51;
                                auto tmp53 = static_cast<int64_t>(2);
                                auto tmp54 = at::vec::VectorizedN<int64_t,2>(tmp53);
                                auto tmp55 = at::vec::VecMask<int64_t,2>(tmp38 < tmp54);
                                auto tmp56 = inductor_vec_mask_cast<int32_t,1>(tmp52);
                                auto tmp57 = inductor_vec_mask_cast<int32_t,1>(tmp55);
                                auto tmp58 = tmp56 & tmp57;
                                auto tmp59 = inductor_vec_mask_cast<int32_t,1>(tmp46);
                                auto tmp60 = inductor_vec_mask_cast<int32_t,1>(tmp58);
                                auto tmp61 = tmp59 | tmp60;
                                auto tmp62 = decltype(tmp35)::blendv(tmp6, tmp35, inductor_vec_mask_cast<float,1>(tmp61));
                                auto tmp63 = decltype(tmp38)::blendv(tmp54, tmp38, inductor_vec_mask_cast<int64_t,2>(tmp61));
                                auto tmp64 = at::vec::VecMask<float,1>(tmp62 > tmp9);
                                auto tmp65 = at::vec::VecMask<float,1>(tmp62 == tmp9);
                                auto tmp66 = at::vec::VecMask<float,1>(tmp62 != tmp62);
                                auto tmp67 = at::vec::VecMask<float,1>(tmp9 != tmp9);
                                auto tmp68 = (tmp66 > tmp67);
                                auto tmp69 = inductor_vec_mask_cast<int32_t,1>(tmp64);
                                auto tmp70 = inductor_vec_mask_cast<int32_t,1>(tmp68);
                                auto tmp71 = tmp69 | tmp70;
                                auto tmp72 = inductor_vec_mask_cast<int32_t,1>(tmp66);
                                auto tmp73 = inductor_vec_mask_cast<int32_t,1>(tmp67);
                                auto tmp74 = tmp72 & tmp73;
                                auto tmp75 = inductor_vec_mask_cast<int32_t,1>(tmp65);
                                auto tmp76 = inductor_vec_mask_cast<int32_t,1>(tmp74);
                                auto tmp77 = tmp75 | tmp76;
                                auto tmp78 = static_cast<int64_t>(3);
                                auto tmp79 = at::vec::VectorizedN<int64_t,2>(tmp78);
                                auto tmp80 = at::vec::VecMask<int64_t,2>(tmp63 < tmp79);
                                auto tmp81 = inductor_vec_mask_cast<int32_t,1>(tmp77);
                                auto tmp82 = inductor_vec_mask_cast<int32_t,1>(tmp80);
                                auto tmp83 = tmp81 & tmp82;
                                auto tmp84 = inductor_vec_mask_cast<int32_t,1>(tmp71);
                                auto tmp85 = inductor_vec_mask_cast<int32_t,1>(tmp83);
                                auto tmp86 = tmp84 | tmp85;
                                auto tmp87 = decltype(tmp62)::blendv(tmp9, tmp62, inductor_vec_mask_cast<float,1>(tmp86));
                                auto tmp88 = decltype(tmp63)::blendv(tmp79, tmp63, inductor_vec_mask_cast<int64_t,2>(tmp86));
                                auto tmp89 = at::vec::convert<int8_t,1,int64_t,2>(tmp88);
                                tmp10.store(out_ptr1 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0), static_cast<int64_t>(8L));
                                tmp89.store(out_ptr2 + static_cast<int64_t>(x2 + 8L*x1 + 64L*x0), static_cast<int64_t>(8L));
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


cpp_fused_max_pool2d_with_indices_max_unpool2d_2 = async_compile.cpp_pybinding(['const int8_t*', 'const float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int8_t* in_ptr0,
                       const float* in_ptr1,
                       int64_t* out_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(8L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<int8_t>::loadu(in_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 64L*x1 + 512L*x0), static_cast<int64_t>(8L));
                                    auto tmp1 = 4L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = at::vec::convert<int64_t,2,int8_t,1>(tmp0);
                                    auto tmp4 = at::vec::VectorizedN<int64_t,2>(tmp2);
                                    auto tmp5 = tmp3 + tmp4;
                                    auto tmp6 = static_cast<int64_t>(0);
                                    auto tmp7 = at::vec::VectorizedN<int64_t,2>(tmp6);
                                    auto tmp8 = at::vec::VecMask<int64_t,2>(tmp3 < tmp7);
                                    auto tmp9 = decltype(tmp5)::blendv(tmp3, tmp5, inductor_vec_mask_cast<int64_t,2>(tmp8));
                                    auto tmp10 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp9.store(tmpbuf.data(), static_cast<int64_t>(8L));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp11 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(8L); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8L));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>::set(at::vec::VecMask<int64_t,2>::from(1), (at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp11) & (tmp11 < at::vec::VectorizedN<int64_t,2>(4L)))), static_cast<int64_t>(8L))).all_masked(), "index out of bounds: 0 <= tmp11 < 4L");
                                    auto tmp13 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(8L); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = static_cast<int64_t>(tmp10[x3_inner] + 2L*x2 + 14L*(c10::div_floor_integer(static_cast<int64_t>(tmp10[x3_inner]), static_cast<int64_t>(2L))) + 32L*x1);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(8L));
                                    }
                                    ()
                                    ;
                                    tmp13.store(out_ptr0 + static_cast<int64_t>(x3 + 8L*x2 + 64L*x1 + 512L*x0), static_cast<int64_t>(8L));
                                }
                            }
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
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1024L); x0+=static_cast<int64_t>(1L))
            {
                {
                    {
                        auto tmp0 = out_ptr0[static_cast<int64_t>(8L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 512L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(512L))) + ((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L))) % static_cast<int64_t>(8L))))];
                        auto tmp12 = in_ptr1[static_cast<int64_t>(8L*((static_cast<int64_t>(x0) % static_cast<int64_t>(64L))) + 512L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(512L))) + ((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L))) % static_cast<int64_t>(8L))))];
                        auto tmp1 = 256L*(c10::div_floor_integer(static_cast<int64_t>(x0), static_cast<int64_t>(64L)));
                        auto tmp2 = c10::convert<int64_t>(tmp1);
                        auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                        auto tmp4 = 4096L;
                        auto tmp5 = c10::convert<int64_t>(tmp4);
                        auto tmp6 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp3) + static_cast<std::make_unsigned_t<int64_t>>(tmp5));
                        auto tmp7 = tmp3 < 0;
                        auto tmp8 = tmp7 ? tmp6 : tmp3;
                        auto tmp9 = tmp8;
                        auto tmp10 = c10::convert<int64_t>(tmp9);
                        TORCH_CHECK((0 <= tmp10) & (tmp10 < 4096L), "index out of bounds: 0 <= tmp10 < 4096L");
                        out_ptr1[static_cast<int64_t>(tmp8)] = tmp12;
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_adaptive_max_pool2d_add_sum_view_3 = async_compile.cpp_pybinding(['float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = -std::numeric_limits<float>::infinity();
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(-std::numeric_limits<float>::infinity());
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 8L*x2 + 512L*x0), static_cast<int64_t>(8L));
                                    tmp_acc0_vec = max_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(8L));
                                }
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                        }
                    }
                }
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
                                tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(8L));
                            }
                        }
                    }
                    tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(16));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8L));
                            auto tmp1 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 + tmp2;
                            tmp3.store(in_out_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8L));
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
        primals_1, primals_2, primals_3, primals_4, primals_5 = args
        args.clear()
        assert_size_stride(primals_1, (8, 3, 3, 3), (27, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((8, 3, 3, 3), (27, 1, 9, 3), torch.float32)
        assert_size_stride(primals_4, (8, 8, 3, 3), (72, 9, 3, 1), 'input')
        buf2 = empty_strided_cpu((8, 8, 3, 3), (72, 1, 24, 8), torch.float32)
        assert_size_stride(primals_3, (2, 3, 16, 16), (768, 256, 16, 1), 'input')
        buf1 = empty_strided_cpu((2, 3, 16, 16), (768, 1, 48, 3), torch.float32)
        assert_size_stride(primals_2, (8, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_0:1
        cpp_fused_0(primals_1, primals_4, primals_3, buf0, buf2, buf1)
        del primals_1
        del primals_3
        del primals_4
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf3 = extern_kernels.convolution(buf1, buf0, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf3, (2, 8, 16, 16), (2048, 1, 128, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf14 = empty_strided_cpu((2, 8, 16, 16), (2048, 1, 128, 8), torch.bool)
        buf4 = empty_strided_cpu((2, 8, 8, 8), (512, 1, 64, 8), torch.float32)
        buf5 = empty_strided_cpu((2, 8, 8, 8), (512, 1, 64, 8), torch.int8)
        assert_size_stride(primals_5, (8, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_max_pool2d_with_indices_relu_threshold_backward_1:3
        cpp_fused_max_pool2d_with_indices_relu_threshold_backward_1(buf3, buf14, buf4, buf5)
        # Topologically Sorted Source Nodes: [z], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf7 = extern_kernels.convolution(buf4, buf2, primals_5, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf7, (2, 8, 8, 8), (512, 1, 64, 8), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_5
        buf6 = empty_strided_cpu((2, 8, 8, 8), (512, 1, 64, 8), torch.int64)
        buf8 = reinterpret_tensor(buf3, (4096, ), (1, ), 0); del buf3  # reuse
        # [Provenance debug handles] cpp_fused_max_pool2d_with_indices_max_unpool2d_2:5
        cpp_fused_max_pool2d_with_indices_max_unpool2d_2(buf5, buf7, buf6, buf8)
        del buf5
        # Topologically Sorted Source Nodes: [u, adaptive_avg_pool2d], Original ATen: [aten.max_unpool2d, aten._adaptive_avg_pool2d]
        # [Provenance debug handles] torch.ops.aten._adaptive_avg_pool2d.default:6
        buf10 = torch.ops.aten._adaptive_avg_pool2d.default(reinterpret_tensor(buf8, (2, 8, 16, 16), (2048, 256, 16, 1), 0), [3, 3])
        assert_tensor_metadata(buf10, (2, 8, 3, 3), (72, 9, 3, 1), torch.float32, 'torch.ops.aten._adaptive_avg_pool2d.default')
        assert_alignment(buf10, 16, 'torch.ops.aten._adaptive_avg_pool2d.default')
        buf11 = empty_strided_cpu((2, 8, 1, 1), (8, 1, 1, 1), torch.float32)
        buf12 = empty_strided_cpu((2, 1), (1, 2), torch.float32)
        buf13 = reinterpret_tensor(buf10, (2, 72), (72, 1), 0); del buf10  # reuse
        # [Provenance debug handles] cpp_fused_adaptive_max_pool2d_add_sum_view_3:7
        cpp_fused_adaptive_max_pool2d_add_sum_view_3(buf13, buf7, buf11, buf12)
        return (buf13, buf0, buf1, buf2, buf4, buf6, buf7, reinterpret_tensor(buf8, (2, 8, 16, 16), (2048, 256, 16, 1), 0), buf14, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 3, 16, 16), (768, 256, 16, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((8, 8, 3, 3), (72, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
