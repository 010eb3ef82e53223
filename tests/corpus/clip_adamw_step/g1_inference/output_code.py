# AOT ID: ['1_inference']
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


cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       const float* in_ptr7,
                       const float* in_ptr8,
                       const float* in_ptr9,
                       const float* in_ptr10,
                       const float* in_ptr11,
                       const float* in_ptr12,
                       const float* in_ptr13,
                       const float* in_ptr14,
                       const float* in_ptr15,
                       const float* in_ptr16,
                       const float* in_ptr17,
                       const float* in_ptr18,
                       const float* in_ptr19,
                       const float* in_ptr20,
                       const float* in_ptr21,
                       const float* in_ptr22,
                       const float* in_ptr23,
                       const float* in_ptr24,
                       const float* in_ptr25,
                       const float* in_ptr26,
                       const float* in_ptr27,
                       const float* in_ptr28,
                       const float* in_ptr29,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr15,
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr21,
                       float* out_ptr22,
                       float* out_ptr23,
                       float* out_ptr27,
                       float* out_ptr28,
                       float* out_ptr29,
                       float* out_ptr33,
                       float* out_ptr34,
                       float* out_ptr35,
                       float* out_ptr37,
                       float* out_ptr39,
                       float* out_ptr41,
                       float* out_ptr43,
                       float* out_ptr45,
                       float* out_ptr47)
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp20 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(0.99999);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp6 = tmp5 - tmp4;
                        auto tmp7 = static_cast<float>(0.09999999999999998);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp10 = tmp4 + tmp9;
                        auto tmp11 = tmp5 * tmp5;
                        auto tmp13 = static_cast<float>(0.999);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = static_cast<float>(0.0010000000000000009);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = fmadd(tmp11, tmp17, tmp15);
                        auto tmp19 = tmp18.sqrt();
                        auto tmp21 = static_cast<float>(1.0);
                        auto tmp22 = float(tmp20 + tmp21);
                        auto tmp23 = std::pow(tmp13, tmp22);
                        auto tmp24 = float(tmp21 - tmp23);
                        auto tmp25 = std::sqrt(tmp24);
                        auto tmp26 = static_cast<float>(0.9);
                        auto tmp27 = std::pow(tmp26, tmp22);
                        auto tmp28 = float(tmp21 - tmp27);
                        auto tmp29 = tmp21 / tmp28;
                        auto tmp30 = static_cast<float>(0.001);
                        auto tmp31 = float(tmp29 * tmp30);
                        auto tmp32 = decltype(tmp31)(-tmp31);
                        auto tmp33 = float(tmp25 * tmp32);
                        auto tmp34 = at::vec::Vectorized<float>(tmp33);
                        auto tmp35 = tmp19 / tmp34;
                        auto tmp36 = tmp21 / tmp32;
                        auto tmp37 = static_cast<float>(1e-08);
                        auto tmp38 = float(tmp36 * tmp37);
                        auto tmp39 = at::vec::Vectorized<float>(tmp38);
                        auto tmp40 = tmp35 + tmp39;
                        auto tmp41 = tmp10 / tmp40;
                        auto tmp42 = tmp3 + tmp41;
                        tmp42.store(out_ptr3 + static_cast<int64_t>(x0));
                        tmp10.store(out_ptr4 + static_cast<int64_t>(x0));
                        tmp18.store(out_ptr5 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr9 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp20 = in_ptr9[static_cast<int64_t>(0L)];
                            auto tmp1 = static_cast<float>(0.99999);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp6 = tmp5 - tmp4;
                            auto tmp7 = static_cast<float>(0.09999999999999998);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp4 + tmp9;
                            auto tmp11 = tmp5 * tmp5;
                            auto tmp13 = static_cast<float>(0.999);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = static_cast<float>(0.0010000000000000009);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = fmadd(tmp11, tmp17, tmp15);
                            auto tmp19 = tmp18.sqrt();
                            auto tmp21 = static_cast<float>(1.0);
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = std::pow(tmp13, tmp22);
                            auto tmp24 = float(tmp21 - tmp23);
                            auto tmp25 = std::sqrt(tmp24);
                            auto tmp26 = static_cast<float>(0.9);
                            auto tmp27 = std::pow(tmp26, tmp22);
                            auto tmp28 = float(tmp21 - tmp27);
                            auto tmp29 = tmp21 / tmp28;
                            auto tmp30 = static_cast<float>(0.001);
                            auto tmp31 = float(tmp29 * tmp30);
                            auto tmp32 = decltype(tmp31)(-tmp31);
                            auto tmp33 = float(tmp25 * tmp32);
                            auto tmp34 = at::vec::Vectorized<float>(tmp33);
                            auto tmp35 = tmp19 / tmp34;
                            auto tmp36 = tmp21 / tmp32;
                            auto tmp37 = static_cast<float>(1e-08);
                            auto tmp38 = float(tmp36 * tmp37);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp35 + tmp39;
                            auto tmp41 = tmp10 / tmp40;
                            auto tmp42 = tmp3 + tmp41;
                            tmp42.store(out_ptr9 + static_cast<int64_t>(x0));
                            tmp10.store(out_ptr10 + static_cast<int64_t>(x0));
                            tmp18.store(out_ptr11 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16384L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16384L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp20 = in_ptr14[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(0.99999);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp6 = tmp5 - tmp4;
                        auto tmp7 = static_cast<float>(0.09999999999999998);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp10 = tmp4 + tmp9;
                        auto tmp11 = tmp5 * tmp5;
                        auto tmp13 = static_cast<float>(0.999);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = static_cast<float>(0.0010000000000000009);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = fmadd(tmp11, tmp17, tmp15);
                        auto tmp19 = tmp18.sqrt();
                        auto tmp21 = static_cast<float>(1.0);
                        auto tmp22 = float(tmp20 + tmp21);
                        auto tmp23 = std::pow(tmp13, tmp22);
                        auto tmp24 = float(tmp21 - tmp23);
                        auto tmp25 = std::sqrt(tmp24);
                        auto tmp26 = static_cast<float>(0.9);
                        auto tmp27 = std::pow(tmp26, tmp22);
                        auto tmp28 = float(tmp21 - tmp27);
                        auto tmp29 = tmp21 / tmp28;
                        auto tmp30 = static_cast<float>(0.001);
                        auto tmp31 = float(tmp29 * tmp30);
                        auto tmp32 = decltype(tmp31)(-tmp31);
                        auto tmp33 = float(tmp25 * tmp32);
                        auto tmp34 = at::vec::Vectorized<float>(tmp33);
                        auto tmp35 = tmp19 / tmp34;
                        auto tmp36 = tmp21 / tmp32;
                        auto tmp37 = static_cast<float>(1e-08);
                        auto tmp38 = float(tmp36 * tmp37);
                        auto tmp39 = at::vec::Vectorized<float>(tmp38);
                        auto tmp40 = tmp35 + tmp39;
                        auto tmp41 = tmp10 / tmp40;
                        auto tmp42 = tmp3 + tmp41;
                        tmp42.store(out_ptr15 + static_cast<int64_t>(x0));
                        tmp10.store(out_ptr16 + static_cast<int64_t>(x0));
                        tmp18.store(out_ptr17 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr23 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp20 = in_ptr19[static_cast<int64_t>(0L)];
                            auto tmp1 = static_cast<float>(0.99999);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp6 = tmp5 - tmp4;
                            auto tmp7 = static_cast<float>(0.09999999999999998);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp4 + tmp9;
                            auto tmp11 = tmp5 * tmp5;
                            auto tmp13 = static_cast<float>(0.999);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = static_cast<float>(0.0010000000000000009);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = fmadd(tmp11, tmp17, tmp15);
                            auto tmp19 = tmp18.sqrt();
                            auto tmp21 = static_cast<float>(1.0);
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = std::pow(tmp13, tmp22);
                            auto tmp24 = float(tmp21 - tmp23);
                            auto tmp25 = std::sqrt(tmp24);
                            auto tmp26 = static_cast<float>(0.9);
                            auto tmp27 = std::pow(tmp26, tmp22);
                            auto tmp28 = float(tmp21 - tmp27);
                            auto tmp29 = tmp21 / tmp28;
                            auto tmp30 = static_cast<float>(0.001);
                            auto tmp31 = float(tmp29 * tmp30);
                            auto tmp32 = decltype(tmp31)(-tmp31);
                            auto tmp33 = float(tmp25 * tmp32);
                            auto tmp34 = at::vec::Vectorized<float>(tmp33);
                            auto tmp35 = tmp19 / tmp34;
                            auto tmp36 = tmp21 / tmp32;
                            auto tmp37 = static_cast<float>(1e-08);
                            auto tmp38 = float(tmp36 * tmp37);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp35 + tmp39;
                            auto tmp41 = tmp10 / tmp40;
                            auto tmp42 = tmp3 + tmp41;
                            tmp42.store(out_ptr21 + static_cast<int64_t>(x0));
                            tmp10.store(out_ptr22 + static_cast<int64_t>(x0));
                            tmp18.store(out_ptr23 + static_cast<int64_t>(x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(1280L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(1280L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr27 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr28 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr29 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp20 = in_ptr24[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(0.999999);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 * tmp2;
                        auto tmp6 = tmp5 - tmp4;
                        auto tmp7 = static_cast<float>(0.09999999999999998);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp6 * tmp8;
                        auto tmp10 = tmp4 + tmp9;
                        auto tmp11 = tmp5 * tmp5;
                        auto tmp13 = static_cast<float>(0.999);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = tmp12 * tmp14;
                        auto tmp16 = static_cast<float>(0.0010000000000000009);
                        auto tmp17 = at::vec::Vectorized<float>(tmp16);
                        auto tmp18 = fmadd(tmp11, tmp17, tmp15);
                        auto tmp19 = tmp18.sqrt();
                        auto tmp21 = static_cast<float>(1.0);
                        auto tmp22 = float(tmp20 + tmp21);
                        auto tmp23 = std::pow(tmp13, tmp22);
                        auto tmp24 = float(tmp21 - tmp23);
                        auto tmp25 = std::sqrt(tmp24);
                        auto tmp26 = static_cast<float>(0.9);
                        auto tmp27 = std::pow(tmp26, tmp22);
                        auto tmp28 = float(tmp21 - tmp27);
                        auto tmp29 = tmp21 / tmp28;
                        auto tmp30 = static_cast<float>(0.0001);
                        auto tmp31 = float(tmp29 * tmp30);
                        auto tmp32 = decltype(tmp31)(-tmp31);
                        auto tmp33 = float(tmp25 * tmp32);
                        auto tmp34 = at::vec::Vectorized<float>(tmp33);
                        auto tmp35 = tmp19 / tmp34;
                        auto tmp36 = tmp21 / tmp32;
                        auto tmp37 = static_cast<float>(1e-08);
                        auto tmp38 = float(tmp36 * tmp37);
                        auto tmp39 = at::vec::Vectorized<float>(tmp38);
                        auto tmp40 = tmp35 + tmp39;
                        auto tmp41 = tmp10 / tmp40;
                        auto tmp42 = tmp3 + tmp41;
                        tmp42.store(out_ptr27 + static_cast<int64_t>(x0));
                        tmp10.store(out_ptr28 + static_cast<int64_t>(x0));
                        tmp18.store(out_ptr29 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(10L); x0+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(10L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr33 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp4 = at::vec::Vectorized<float>::loadu(out_ptr34 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr27 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp12 = at::vec::Vectorized<float>::loadu(out_ptr35 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp20 = in_ptr29[static_cast<int64_t>(0L)];
                            auto tmp1 = static_cast<float>(0.999999);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 * tmp2;
                            auto tmp6 = tmp5 - tmp4;
                            auto tmp7 = static_cast<float>(0.09999999999999998);
                            auto tmp8 = at::vec::Vectorized<float>(tmp7);
                            auto tmp9 = tmp6 * tmp8;
                            auto tmp10 = tmp4 + tmp9;
                            auto tmp11 = tmp5 * tmp5;
                            auto tmp13 = static_cast<float>(0.999);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = tmp12 * tmp14;
                            auto tmp16 = static_cast<float>(0.0010000000000000009);
                            auto tmp17 = at::vec::Vectorized<float>(tmp16);
                            auto tmp18 = fmadd(tmp11, tmp17, tmp15);
                            auto tmp19 = tmp18.sqrt();
                            auto tmp21 = static_cast<float>(1.0);
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = std::pow(tmp13, tmp22);
                            auto tmp24 = float(tmp21 - tmp23);
                            auto tmp25 = std::sqrt(tmp24);
                            auto tmp26 = static_cast<float>(0.9);
                            auto tmp27 = std::pow(tmp26, tmp22);
                            auto tmp28 = float(tmp21 - tmp27);
                            auto tmp29 = tmp21 / tmp28;
                            auto tmp30 = static_cast<float>(0.0001);
                            auto tmp31 = float(tmp29 * tmp30);
                            auto tmp32 = decltype(tmp31)(-tmp31);
                            auto tmp33 = float(tmp25 * tmp32);
                            auto tmp34 = at::vec::Vectorized<float>(tmp33);
                            auto tmp35 = tmp19 / tmp34;
                            auto tmp36 = tmp21 / tmp32;
                            auto tmp37 = static_cast<float>(1e-08);
                            auto tmp38 = float(tmp36 * tmp37);
                            auto tmp39 = at::vec::Vectorized<float>(tmp38);
                            auto tmp40 = tmp35 + tmp39;
                            auto tmp41 = tmp10 / tmp40;
                            auto tmp42 = tmp3 + tmp41;
                            tmp42.store(out_ptr33 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            tmp10.store(out_ptr34 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            tmp18.store(out_ptr35 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                        }
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = in_ptr9[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(1.0);
                        auto tmp2 = float(tmp0 + tmp1);
                        out_ptr37[static_cast<int64_t>(0L)] = tmp2;
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = in_ptr24[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(1.0);
                        auto tmp2 = float(tmp0 + tmp1);
                        out_ptr39[static_cast<int64_t>(0L)] = tmp2;
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(1.0);
                        auto tmp2 = float(tmp0 + tmp1);
                        out_ptr41[static_cast<int64_t>(0L)] = tmp2;
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = in_ptr14[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(1.0);
                        auto tmp2 = float(tmp0 + tmp1);
                        out_ptr43[static_cast<int64_t>(0L)] = tmp2;
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = in_ptr19[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(1.0);
                        auto tmp2 = float(tmp0 + tmp1);
                        out_ptr45[static_cast<int64_t>(0L)] = tmp2;
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                {
                    {
                        auto tmp0 = in_ptr29[static_cast<int64_t>(0L)];
                        auto tmp1 = static_cast<float>(1.0);
                        auto tmp2 = float(tmp0 + tmp1);
                        out_ptr47[static_cast<int64_t>(0L)] = tmp2;
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg13_1, arg24_1, arg14_1, arg12_1), ((128, 64), (128, 64), (128, 64), (128, 64), ()), ((64, 1), (64, 1), (64, 1), (64, 1), ()), 'input')
        assert_size_stride_grouped((arg1_1, arg7_1, arg25_1, arg8_1, arg6_1), ((128, ), (128, ), (128, ), (128, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        assert_size_stride_grouped((arg2_1, arg16_1, arg26_1, arg17_1, arg15_1), ((128, 128), (128, 128), (128, 128), (128, 128), ()), ((128, 1), (128, 1), (128, 1), (128, 1), ()), 'input')
        assert_size_stride_grouped((arg3_1, arg19_1, arg27_1, arg20_1, arg18_1), ((128, ), (128, ), (128, ), (128, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        assert_size_stride_grouped((arg4_1, arg10_1, arg28_1, arg11_1, arg9_1), ((10, 128), (10, 128), (10, 128), (10, 128), ()), ((128, 1), (128, 1), (128, 1), (128, 1), ()), 'input')
        assert_size_stride_grouped((arg5_1, arg22_1, arg29_1, arg23_1, arg21_1), ((10, ), (10, ), (10, ), (10, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0:1
        cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0(arg0_1, arg13_1, arg24_1, arg14_1, arg12_1, arg1_1, arg7_1, arg25_1, arg8_1, arg6_1, arg2_1, arg16_1, arg26_1, arg17_1, arg15_1, arg3_1, arg19_1, arg27_1, arg20_1, arg18_1, arg4_1, arg10_1, arg28_1, arg11_1, arg9_1, arg5_1, arg22_1, arg29_1, arg23_1, arg21_1, arg0_1, arg13_1, arg14_1, arg1_1, arg7_1, arg8_1, arg2_1, arg16_1, arg17_1, arg3_1, arg19_1, arg20_1, arg4_1, arg10_1, arg11_1, arg5_1, arg22_1, arg23_1, arg6_1, arg9_1, arg12_1, arg15_1, arg18_1, arg21_1)
        del arg0_1
        del arg10_1
        del arg11_1
        del arg12_1
        del arg13_1
        del arg14_1
        del arg15_1
        del arg16_1
        del arg17_1
        del arg18_1
        del arg19_1
        del arg1_1
        del arg20_1
        del arg21_1
        del arg22_1
        del arg23_1
        del arg24_1
        del arg25_1
        del arg26_1
        del arg27_1
        del arg28_1
        del arg29_1
        del arg2_1
        del arg3_1
        del arg4_1
        del arg5_1
        del arg6_1
        del arg7_1
        del arg8_1
        del arg9_1
        return ()

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg20_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg21_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg22_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg23_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg24_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg25_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg26_1 = rand_strided((128, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg27_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg28_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg29_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
