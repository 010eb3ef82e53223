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


cpp_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_sum_transpose_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'float*', 'int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto in_ptr3 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        float tmp_acc0 = 0;
                        at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(36L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x2 + 576L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 576L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = tmp0 * tmp1;
                                    tmp_acc0_vec = tmp_acc0_vec + tmp2;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            tmp_acc0_vec.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        int64_t tmp_acc0 = 0;
                        at::vec::VectorizedN<int64_t,2> tmp_acc0_vec = at::vec::VectorizedN<int64_t,2>(0);
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(144L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 16L*x2 + 2304L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::VecMask<float,1>(tmp0 == tmp1);
                                    auto tmp3 = tmp2.to<int64_t,2>();
                                    tmp_acc0_vec = tmp_acc0_vec + tmp3;
                                }
                            }
                        }
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(36L); x1+=static_cast<int64_t>(1L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(16L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 16L*x1 + 576L*x0), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x2 + 16L*x0), static_cast<int64_t>(16));
                                auto tmp2 = tmp0 * tmp1;
                                tmp2.store(out_ptr2 + static_cast<int64_t>(x2 + 16L*x1 + 576L*x0));
                            }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x3 + 16L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = at::vec::VectorizedN<int64_t,2>::loadu(out_ptr1 + static_cast<int64_t>(x3 + 16L*x0), static_cast<int64_t>(16));
                                    auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x3 + 16L*x0), static_cast<int64_t>(16));
                                    auto tmp5 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 192L*x1 + 2304L*x0), static_cast<int64_t>(16));
                                    auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x3 + 16L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(6L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L))))))) + 96L*std::min(static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))), static_cast<int64_t>((-1L) + std::min(static_cast<int64_t>(6L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L))))))) + 576L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = at::vec::convert<float,1,int64_t,2>(tmp1);
                                    auto tmp3 = tmp0 / tmp2;
                                    auto tmp6 = at::vec::VecMask<float,1>(tmp4 == tmp5);
                                    auto tmp7 = tmp6.to<float,1>();
                                    auto tmp8 = tmp3 * tmp7;
                                    auto tmp10 = static_cast<int64_t>(4);
                                    auto tmp11 = c10::convert<float>(tmp10);
                                    auto tmp12 = at::vec::Vectorized<float>(tmp11);
                                    auto tmp13 = tmp9 / tmp12;
                                    auto tmp14 = c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L));
                                    auto tmp15 = c10::convert<int32_t>(tmp14);
                                    auto tmp16 = std::min(static_cast<int64_t>(6L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(2L)))));
                                    auto tmp17 = c10::convert<int32_t>(tmp16);
                                    auto tmp18 = tmp15 < tmp17;
                                    auto tmp19 = c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L));
                                    auto tmp20 = c10::convert<int32_t>(tmp19);
                                    auto tmp21 = std::min(static_cast<int64_t>(6L), static_cast<int64_t>(1L + (c10::div_floor_integer(static_cast<int64_t>(x2), static_cast<int64_t>(2L)))));
                                    auto tmp22 = c10::convert<int32_t>(tmp21);
                                    auto tmp23 = tmp20 < tmp22;
                                    auto tmp24 = tmp18 & tmp23;
                                    auto tmp25 = static_cast<float>(0.0);
                                    auto tmp26 = at::vec::VecMask<float,1>::from(tmp24);
                                    auto tmp27 = at::vec::Vectorized<float>(tmp25);
                                    auto tmp28 = decltype(tmp13)::blendv(tmp27, tmp13, tmp26.template cast<float,1>());
                                    auto tmp29 = tmp8 + tmp28;
                                    tmp29.store(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*x2 + 192L*x1 + 2304L*x0));
                                }
                            }
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(12L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x3 + 16L*x1 + 192L*x2 + 2304L*x0), static_cast<int64_t>(16));
                                    tmp0.store(out_ptr3 + static_cast<int64_t>(x3 + 16L*x2 + 192L*x1 + 2304L*x0));
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


cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_1 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr0 = in_out_ptr0;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp3 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp2 = tmp0 - tmp1;
                            auto tmp4 = tmp2 * tmp3;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp8 = tmp6 + tmp7;
                            tmp8.store(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(16L); x0+=static_cast<int64_t>(16L))
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
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(288L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 16L*x1), static_cast<int64_t>(16));
                                auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                                auto tmp1 = static_cast<float>(-3.0);
                                auto tmp2 = at::vec::Vectorized<float>(tmp1);
                                auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                                auto tmp4 = static_cast<float>(3.0);
                                auto tmp5 = at::vec::Vectorized<float>(tmp4);
                                auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                                auto tmp8 = tmp0 / tmp5;
                                auto tmp9 = static_cast<float>(0.5);
                                auto tmp10 = at::vec::Vectorized<float>(tmp9);
                                auto tmp11 = tmp8 + tmp10;
                                auto tmp12 = tmp7 * tmp11;
                                auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                                auto tmp14 = static_cast<float>(0.0);
                                auto tmp15 = at::vec::Vectorized<float>(tmp14);
                                auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                                auto tmp19 = tmp17 - tmp18;
                                auto tmp20 = tmp16 * tmp19;
                                tmp_acc0_vec = tmp_acc0_vec + tmp16;
                                tmp_acc1_vec = tmp_acc1_vec + tmp20;
                            }
                        }
                    }
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
                    {
                        tmp_acc0_vec.store(out_ptr1 + static_cast<int64_t>(x0));
                        tmp_acc1_vec.store(out_ptr2 + static_cast<int64_t>(x0));
                    }
                }
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(16L)))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(288L); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp7 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp17 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 16L*x0), static_cast<int64_t>(16));
                            auto tmp18 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp20 = at::vec::Vectorized<float>::loadu(out_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp24 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp29 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp32 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp1 = static_cast<float>(-3.0);
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = at::vec::VecMask<float,1>(tmp0 <= tmp2);
                            auto tmp4 = static_cast<float>(3.0);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = at::vec::VecMask<float,1>(tmp0 < tmp5);
                            auto tmp8 = tmp0 / tmp5;
                            auto tmp9 = static_cast<float>(0.5);
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 + tmp10;
                            auto tmp12 = tmp7 * tmp11;
                            auto tmp13 = decltype(tmp12)::blendv(tmp7, tmp12, tmp6.template cast<float,1>());
                            auto tmp14 = static_cast<float>(0.0);
                            auto tmp15 = at::vec::Vectorized<float>(tmp14);
                            auto tmp16 = decltype(tmp15)::blendv(tmp13, tmp15, tmp3.template cast<float,1>());
                            auto tmp19 = tmp17 - tmp18;
                            auto tmp21 = static_cast<float>(0.003472222222222222);
                            auto tmp22 = at::vec::Vectorized<float>(tmp21);
                            auto tmp23 = tmp20 * tmp22;
                            auto tmp25 = tmp24 * tmp24;
                            auto tmp26 = tmp23 * tmp25;
                            auto tmp27 = tmp19 * tmp26;
                            auto tmp28 = tmp16 - tmp27;
                            auto tmp30 = tmp29 * tmp22;
                            auto tmp31 = tmp28 - tmp30;
                            auto tmp33 = tmp24 * tmp32;
                            auto tmp34 = tmp31 * tmp33;
                            tmp34.store(in_out_ptr0 + static_cast<int64_t>(x1 + 16L*x0));
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
        primals_1, primals_3, primals_7, primals_8, primals_9, convolution, getitem_1, rsqrt, add_6, avg_pool2d, amax, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, avg_pool2d), ((2, 16, 6, 6), (2, 16, 6, 6)), ((576, 1, 96, 16), (576, 1, 96, 16)), 'input')
        buf0 = empty_strided_cpu((2, 16, 1, 1), (16, 1, 32, 32), torch.float32)
        assert_size_stride_grouped((amax, add_6), ((2, 16, 1, 1), (2, 16, 12, 12)), ((16, 1, 1, 1), (2304, 1, 192, 16)), 'input')
        buf1 = empty_strided_cpu((2, 16, 1, 1), (16, 1, 32, 32), torch.int64)
        buf2 = empty_strided_cpu((2, 16, 6, 6), (576, 1, 96, 16), torch.float32)
        buf3 = add_6; del add_6  # reuse
        buf4 = empty_strided_cpu((2, 16, 12, 12), (2304, 1, 192, 16), torch.float32)
        assert_size_stride_grouped((primals_3, primals_9), ((2, 8, 12, 12), (16, 8, 1, 1)), ((1152, 1, 96, 8), (8, 1, 8, 8)), 'input')
        # [Provenance debug handles] cpp_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_sum_transpose_0:1
        cpp_fused_add_avg_pool2d_backward_convolution_backward_div_eq_mul_sum_transpose_0(buf3, tangents_1, avg_pool2d, amax, buf0, buf1, buf2, buf4)
        del amax
        del avg_pool2d
        del buf0
        del buf1
        del buf2
        del tangents_1
        # Topologically Sorted Source Nodes: [permute_1, convolution_backward], Original ATen: [aten.transpose, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:2
        buf5 = torch.ops.aten.convolution_backward.default(buf4, primals_3, primals_9, [16], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [False, True, True])
        del primals_9
        buf6 = buf5[1]
        assert_tensor_metadata(buf6, (16, 8, 1, 1), (8, 1, 8, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf7 = buf5[2]
        assert_tensor_metadata(buf7, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf5
        assert_size_stride_grouped((convolution, getitem_1, rsqrt, primals_7, primals_8), ((2, 16, 12, 12), (1, 16, 1, 1), (1, 16, 1, 1), (16, ), (16, )), ((2304, 1, 192, 16), (16, 1, 16, 16), (16, 1, 16, 16), (1, ), (1, )), 'input')
        buf8 = buf4; del buf4  # reuse
        buf9 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((16, ), (1, ), torch.float32)
        buf12 = buf8; del buf8  # reuse
        assert_size_stride(primals_1, (16, 8, 3, 3), (72, 1, 24, 8), 'input')
        # [Provenance debug handles] cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_1:3
        cpp_fused__native_batch_norm_legit_functional_convolution_backward_hardswish_backward_native_batch_norm_backward_1(buf12, convolution, getitem_1, rsqrt, primals_7, primals_8, buf3, buf9, buf10, buf11)
        del buf10
        del buf3
        del convolution
        del getitem_1
        del primals_7
        del primals_8
        del rsqrt
        # Topologically Sorted Source Nodes: [le, lt, div_2, add_8, mul_12, where, scalar_tensor, where_1, batch_norm, unsqueeze_4, unsqueeze_5, unsqueeze_6, sub_1, mul_14, unsqueeze_7, unsqueeze_8, unsqueeze_9, mul_15, mul_16, mul_17, unsqueeze_10, unsqueeze_11, unsqueeze_12, mul_18, unsqueeze_13, unsqueeze_14, unsqueeze_15, mul_19, sub_3, sub_4, mul_20, convolution_backward_1], Original ATen: [aten.hardswish_backward, aten._native_batch_norm_legit_functional, aten.native_batch_norm_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:4
        buf13 = torch.ops.aten.convolution_backward.default(buf12, primals_3, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf12
        del primals_1
        del primals_3
        buf14 = buf13[1]
        assert_tensor_metadata(buf14, (16, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf14 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf15 = buf13[2]
        assert_tensor_metadata(buf15, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf15 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf14, buf15, None, None, None, None, buf11, buf9, buf6, buf7, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 8, 12, 12), (1152, 1, 96, 8), device='cpu', dtype=torch.float32)
    primals_7 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_8 = rand_strided((16, ), (1, ), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((16, 8, 1, 1), (8, 1, 8, 8), device='cpu', dtype=torch.float32)
    convolution = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((1, 16, 1, 1), (16, 1, 16, 16), device='cpu', dtype=torch.float32)
    add_6 = rand_strided((2, 16, 12, 12), (2304, 1, 192, 16), device='cpu', dtype=torch.float32)
    avg_pool2d = rand_strided((2, 16, 6, 6), (576, 1, 96, 16), device='cpu', dtype=torch.float32)
    amax = rand_strided((2, 16, 1, 1), (16, 1, 1, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 16, 6, 6), (576, 1, 96, 16), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_7, primals_8, primals_9, convolution, getitem_1, rsqrt, add_6, avg_pool2d, amax, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
