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


cpp_fused_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       float* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(9L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(9L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 9L*x1 + 9L*x1_inner + 36L*x0), static_cast<int64_t>(9L));
                                tmp0.store(tmp1 + static_cast<int64_t>(9L*x1_inner), static_cast<int64_t>(9L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(9L),false>(tmp1, static_cast<int64_t>(9L), out_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 36L*x0), static_cast<int64_t>(4L));
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
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(112L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 480L*x0), static_cast<int64_t>(16));
                                tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 480L*x0), static_cast<int64_t>(4L));
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(112L) && x2 < static_cast<int64_t>(120L)))
                        {
                            alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                            for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 480L*x0), static_cast<int64_t>(8L));
                                tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8L));
                            }
                            transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(8L),false>(tmp1, static_cast<int64_t>(8L), out_ptr1 + static_cast<int64_t>(x1 + 4L*x2 + 480L*x0), static_cast<int64_t>(4L));
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


cpp_fused__to_copy__unsafe_index_add_arange_clamp_gelu_mul_pixel_shuffle_sub_view_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(20L); x2+=static_cast<int64_t>(1L))
                    {
                        #pragma GCC ivdep
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(24L); x3+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                                {
                                    auto tmp0 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                        {
                                            tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(2L*((static_cast<int64_t>(x2) % static_cast<int64_t>(2L))) + 4L*x1 + 4L*x1_inner + 16L*(c10::div_floor_integer(static_cast<int64_t>(x3), static_cast<int64_t>(2L))) + 192L*(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))) + 1920L*x0 + ((static_cast<int64_t>(x3) % static_cast<int64_t>(2L))))];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(4L));
                                    }
                                    ()
                                    ;
                                    auto tmp1 = static_cast<float>(0.5);
                                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                    auto tmp3 = tmp0 * tmp2;
                                    auto tmp4 = static_cast<float>(0.7071067811865476);
                                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                    auto tmp6 = tmp0 * tmp5;
                                    auto tmp7 = tmp6.erf();
                                    auto tmp8 = static_cast<float>(1.0);
                                    auto tmp9 = at::vec::Vectorized<float>(tmp8);
                                    auto tmp10 = tmp7 + tmp9;
                                    auto tmp11 = tmp3 * tmp10;
                                    auto tmp12 = x2;
                                    auto tmp13 = c10::convert<float>(tmp12);
                                    auto tmp14 = float(tmp13 + tmp1);
                                    auto tmp15 = float(tmp14 * tmp1);
                                    auto tmp16 = float(tmp15 - tmp1);
                                    auto tmp17 = static_cast<float>(0.0);
                                    auto tmp18 = max_propagate_nan(tmp16, tmp17);
                                    auto tmp19 = c10::convert<int64_t>(tmp18);
                                    auto tmp20 = x3;
                                    auto tmp21 = c10::convert<float>(tmp20);
                                    auto tmp22 = float(tmp21 + tmp1);
                                    auto tmp23 = float(tmp22 * tmp1);
                                    auto tmp24 = float(tmp23 - tmp1);
                                    auto tmp25 = max_propagate_nan(tmp24, tmp17);
                                    auto tmp26 = c10::convert<int64_t>(tmp25);
                                    auto tmp27 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*tmp26 + 48L*tmp19 + 480L*x0), static_cast<int64_t>(4L));
                                    auto tmp28 = static_cast<int64_t>(1);
                                    auto tmp29 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp26) + static_cast<std::make_unsigned_t<int64_t>>(tmp28));
                                    auto tmp30 = static_cast<int64_t>(11);
                                    auto tmp31 = min_propagate_nan(tmp29, tmp30);
                                    auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*tmp31 + 48L*tmp19 + 480L*x0), static_cast<int64_t>(4L));
                                    auto tmp33 = tmp32 - tmp27;
                                    auto tmp34 = c10::convert<float>(tmp26);
                                    auto tmp35 = float(tmp25 - tmp34);
                                    auto tmp36 = max_propagate_nan(tmp35, tmp17);
                                    auto tmp37 = min_propagate_nan(tmp36, tmp8);
                                    auto tmp38 = at::vec::Vectorized<float>(tmp37);
                                    auto tmp39 = tmp33 * tmp38;
                                    auto tmp40 = tmp27 + tmp39;
                                    auto tmp41 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp19) + static_cast<std::make_unsigned_t<int64_t>>(tmp28));
                                    auto tmp42 = static_cast<int64_t>(9);
                                    auto tmp43 = min_propagate_nan(tmp41, tmp42);
                                    auto tmp44 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*tmp26 + 48L*tmp43 + 480L*x0), static_cast<int64_t>(4L));
                                    auto tmp45 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 4L*tmp31 + 48L*tmp43 + 480L*x0), static_cast<int64_t>(4L));
                                    auto tmp46 = tmp45 - tmp44;
                                    auto tmp47 = tmp46 * tmp38;
                                    auto tmp48 = tmp44 + tmp47;
                                    auto tmp49 = tmp48 - tmp40;
                                    auto tmp50 = c10::convert<float>(tmp19);
                                    auto tmp51 = float(tmp18 - tmp50);
                                    auto tmp52 = max_propagate_nan(tmp51, tmp17);
                                    auto tmp53 = min_propagate_nan(tmp52, tmp8);
                                    auto tmp54 = at::vec::Vectorized<float>(tmp53);
                                    auto tmp55 = tmp49 * tmp54;
                                    auto tmp56 = tmp40 + tmp55;
                                    auto tmp57 = tmp11 + tmp56;
                                    tmp57.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x3 + 96L*x2 + 1920L*x0), static_cast<int64_t>(4L));
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


cpp_fused__to_copy__unsafe_index_add_arange_mean_mul_sum_tanh_unsqueeze_2 = async_compile.cpp_pybinding(['const float*', 'int64_t*', 'int64_t*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       int64_t* out_ptr0,
                       int64_t* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(5L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(5L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<float>(tmp0);
                    auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                    auto tmp3 = static_cast<float>(4.0);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = at::vec::convert<int64_t,2,float,1>(tmp5);
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(5L));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(7L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(7L)))
                {
                    auto tmp0 = x0;
                    auto tmp1 = c10::convert<float>(tmp0);
                    auto tmp2 = at::vec::Vectorized<float>::arange(tmp1, 1);
                    auto tmp3 = static_cast<float>(3.4285714285714284);
                    auto tmp4 = at::vec::Vectorized<float>(tmp3);
                    auto tmp5 = tmp2 * tmp4;
                    auto tmp6 = at::vec::convert<int64_t,2,float,1>(tmp5);
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(7L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
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
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(480L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 4L*x2 + 1920L*x0), static_cast<int64_t>(4L));
                                    tmp_acc0_vec_local = sum_masked_reduce(tmp_acc0_vec_local, tmp0, static_cast<int64_t>(4L));
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
                    if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        tmp_acc0_vec.store(out_ptr2 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                        auto tmp1 = static_cast<float>(480.0);
                        auto tmp2 = at::vec::Vectorized<float>(tmp1);
                        auto tmp3 = tmp0 / tmp2;
                        tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp3, static_cast<int64_t>(8L));
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr3[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            #pragma GCC ivdep
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(5L); x2+=static_cast<int64_t>(1L))
                {
                    for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(7L); x3+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x3 >= static_cast<int64_t>(0L) && x3 < static_cast<int64_t>(7L)))
                            {
                                auto tmp0 = out_ptr0[static_cast<int64_t>(x2)];
                                auto tmp6 = at::vec::VectorizedN<int64_t,2>::loadu(out_ptr1 + static_cast<int64_t>(x3), static_cast<int64_t>(7L));
                                auto tmp21 = out_ptr3[static_cast<int64_t>(0L)];
                                auto tmp1 = 20L;
                                auto tmp2 = c10::convert<int64_t>(tmp1);
                                auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                auto tmp4 = tmp0 < 0;
                                auto tmp5 = tmp4 ? tmp3 : tmp0;
                                auto tmp7 = 24L;
                                auto tmp8 = c10::convert<int64_t>(tmp7);
                                auto tmp9 = at::vec::VectorizedN<int64_t,2>(tmp8);
                                auto tmp10 = tmp6 + tmp9;
                                auto tmp11 = static_cast<int64_t>(0);
                                auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                                auto tmp13 = at::vec::VecMask<int64_t,2>(tmp6 < tmp12);
                                auto tmp14 = decltype(tmp10)::blendv(tmp6, tmp10, tmp13.template cast<int64_t,2>());
                                auto tmp15 =
                                [&]
                                {
                                    __at_align__ std::array<int64_t, 16> tmpbuf;
                                    tmp14.store(tmpbuf.data(), static_cast<int64_t>(7L));
                                    return tmpbuf;
                                }
                                ()
                                ;
                                auto tmp16 =
                                [&]
                                {
                                    __at_align__ std::array<float, 16> tmpbuf;
                                    #pragma GCC unroll 16
                                    for (long x3_inner = 0; x3_inner < static_cast<int64_t>(7L); x3_inner++)
                                    {
                                        tmpbuf[x3_inner] = in_ptr0[static_cast<int64_t>(x1 + 4L*tmp15[x3_inner] + 96L*tmp5 + 1920L*x0)];
                                    }
                                    return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(7L));
                                }
                                ()
                                ;
                                auto tmp17 = tmp16.tanh();
                                auto tmp18 = static_cast<float>(2.0);
                                auto tmp19 = at::vec::Vectorized<float>(tmp18);
                                auto tmp20 = tmp17 * tmp19;
                                auto tmp22 = at::vec::Vectorized<float>(tmp21);
                                auto tmp23 = tmp20 + tmp22;
                                tmp16.store(out_ptr4 + static_cast<int64_t>(x3 + 7L*x2 + 35L*x1 + 140L*x0), static_cast<int64_t>(7L));
                                tmp23.store(out_ptr5 + static_cast<int64_t>(x3 + 7L*x2 + 35L*x1 + 140L*x0), static_cast<int64_t>(7L));
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
        primals_1, primals_2, primals_3, primals_4, primals_5 = args
        args.clear()
        assert_size_stride(primals_1, (16, 4, 3, 3), (36, 9, 3, 1), 'input')
        buf0 = empty_strided_cpu((16, 4, 3, 3), (36, 1, 12, 4), torch.float32)
        assert_size_stride(primals_3, (2, 4, 10, 12), (480, 120, 12, 1), 'input')
        buf1 = empty_strided_cpu((2, 4, 10, 12), (480, 1, 48, 4), torch.float32)
        assert_size_stride(primals_2, (16, ), (1, ), 'input')
        # [Provenance debug handles] cpp_fused_0:1
        cpp_fused_0(primals_1, primals_3, buf0, buf1)
        del primals_1
        del primals_3
        # Topologically Sorted Source Nodes: [conv2d], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:2
        buf2 = extern_kernels.convolution(buf1, buf0, primals_2, stride=(1, 1), padding=(1, 1), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf2, (2, 16, 10, 12), (1920, 1, 192, 16), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_2
        buf3 = empty_strided_cpu((2, 4, 20, 24), (1920, 1, 96, 4), torch.float32)
        assert_size_stride_grouped((primals_4, primals_5), ((4, 4, 1, 1), (4, )), ((4, 1, 1, 1), (1, )), 'input')
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_index_add_arange_clamp_gelu_mul_pixel_shuffle_sub_view_1:3
        cpp_fused__to_copy__unsafe_index_add_arange_clamp_gelu_mul_pixel_shuffle_sub_view_1(buf2, buf1, buf3)
        # Topologically Sorted Source Nodes: [z], Original ATen: [aten.convolution]
        # [Provenance debug handles] extern_kernels.convolution:4
        buf4 = extern_kernels.convolution(buf3, reinterpret_tensor(primals_4, (4, 4, 1, 1), (4, 1, 4, 4), 0), primals_5, stride=(1, 1), padding=(0, 0), dilation=(1, 1), transposed=False, output_padding=(0, 0), groups=1)
        assert_tensor_metadata(buf4, (2, 4, 20, 24), (1920, 1, 96, 4), torch.float32, 'torch.ops.aten.convolution.default')
        del primals_5
        buf5 = empty_strided_cpu((5, ), (1, ), torch.int64)
        buf6 = empty_strided_cpu((7, ), (1, ), torch.int64)
        buf8 = empty_strided_cpu((2, 4, 1, 1), (4, 1, 8, 8), torch.float32)
        buf9 = empty_strided_cpu((), (), torch.float32)
        buf7 = empty_strided_cpu((2, 4, 5, 7), (140, 35, 7, 1), torch.float32)
        buf10 = empty_strided_cpu((2, 4, 5, 7), (140, 35, 7, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__to_copy__unsafe_index_add_arange_mean_mul_sum_tanh_unsqueeze_2:5
        cpp_fused__to_copy__unsafe_index_add_arange_mean_mul_sum_tanh_unsqueeze_2(buf4, buf5, buf6, buf8, buf9, buf7, buf10)
        return (buf10, buf0, buf1, primals_4, buf2, buf3, reinterpret_tensor(buf5, (5, 1), (1, 1), 0), buf6, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 4, 3, 3), (36, 9, 3, 1), device='cpu', dtype=torch.float32)
    primals_2 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 4, 10, 12), (480, 120, 12, 1), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((4, ), (1, ), device='cpu', dtype=torch.float32)
    return [primals_1, primals_2, primals_3, primals_4, primals_5]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
