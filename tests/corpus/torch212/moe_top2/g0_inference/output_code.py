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

aten = torch.ops.aten
inductor_ops = torch.ops.inductor
_quantized = torch.ops._quantized
assert_size_stride = torch._C._dynamo.guards.assert_size_stride
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


cpp_fused__softmax_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1)
{
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = in_ptr0[static_cast<int64_t>(4L*x0)];
                        auto tmp2 = in_ptr0[static_cast<int64_t>(1L + 4L*x0)];
                        auto tmp4 = in_ptr0[static_cast<int64_t>(2L + 4L*x0)];
                        auto tmp6 = in_ptr0[static_cast<int64_t>(3L + 4L*x0)];
                        auto tmp3 = max_propagate_nan(tmp1, tmp2);
                        auto tmp5 = max_propagate_nan(tmp3, tmp4);
                        auto tmp7 = max_propagate_nan(tmp5, tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp0 - tmp8;
                        auto tmp10 = tmp9.exp();
                        tmp10.store(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(32L); x0+=static_cast<int64_t>(1L))
        {
            for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                        auto tmp1 = out_ptr0[static_cast<int64_t>(4L*x0)];
                        auto tmp2 = out_ptr0[static_cast<int64_t>(1L + 4L*x0)];
                        auto tmp4 = out_ptr0[static_cast<int64_t>(2L + 4L*x0)];
                        auto tmp6 = out_ptr0[static_cast<int64_t>(3L + 4L*x0)];
                        auto tmp3 = float(tmp1 + tmp2);
                        auto tmp5 = float(tmp3 + tmp4);
                        auto tmp7 = float(tmp5 + tmp6);
                        auto tmp8 = at::vec::Vectorized<float>(tmp7);
                        auto tmp9 = tmp0 / tmp8;
                        tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 4L*x0), static_cast<int64_t>(4L));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_eq_1 = async_compile.cpp_pybinding(['const int64_t*', 'bool*', 'bool*', 'bool*', 'bool*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       bool* out_ptr0,
                       bool* out_ptr1,
                       bool* out_ptr2,
                       bool* out_ptr3)
{
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<int64_t>(0);
                    auto tmp2 = at::vec::VectorizedN<int64_t,2>(tmp1);
                    auto tmp3 = at::vec::VecMask<int64_t,2>(tmp0 == tmp2);
                    auto tmp4 = static_cast<int64_t>(1);
                    auto tmp5 = at::vec::VectorizedN<int64_t,2>(tmp4);
                    auto tmp6 = at::vec::VecMask<int64_t,2>(tmp0 == tmp5);
                    auto tmp7 = static_cast<int64_t>(2);
                    auto tmp8 = at::vec::VectorizedN<int64_t,2>(tmp7);
                    auto tmp9 = at::vec::VecMask<int64_t,2>(tmp0 == tmp8);
                    auto tmp10 = static_cast<int64_t>(3);
                    auto tmp11 = at::vec::VectorizedN<int64_t,2>(tmp10);
                    auto tmp12 = at::vec::VecMask<int64_t,2>(tmp0 == tmp11);
                    tmp3.store(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp6.store(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp9.store(out_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    tmp12.store(out_ptr3 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                }
            }
        }
    }
}
''')


cpp_fused_index_unbind_2 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       const int64_t ks0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp1 = 32L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = int64_t(tmp0 + tmp2);
                            auto tmp4 = tmp0 < 0;
                            auto tmp5 = tmp4 ? tmp3 : tmp0;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 32L), "index out of bounds: 0 <= tmp7 < 32L");
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*tmp5), static_cast<int64_t>(16));
                            tmp9.store(out_ptr0 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_gelu_3 = async_compile.cpp_pybinding(['float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t ks0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(128L*ks0); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(128L*ks0)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
                        tmp11.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
}
''')


cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_4 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2048L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(2048L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp10 = in_ptr0[static_cast<int64_t>(ks0 + x0)];
                            auto tmp1 = 32L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = int64_t(tmp0 + tmp2);
                            auto tmp4 = tmp0 < 0;
                            auto tmp5 = tmp4 ? tmp3 : tmp0;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 32L), "index out of bounds: 0 <= tmp7 < 32L");
                            auto tmp11 = 2L;
                            auto tmp12 = c10::convert<int64_t>(tmp11);
                            auto tmp13 = int64_t(tmp10 + tmp12);
                            auto tmp14 = tmp10 < 0;
                            auto tmp15 = tmp14 ? tmp13 : tmp10;
                            auto tmp16 = tmp15;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            TORCH_CHECK((0 <= tmp17) & (tmp17 < 2L), "index out of bounds: 0 <= tmp17 < 2L");
                            auto tmp19 = in_ptr2[static_cast<int64_t>(tmp15 + 2L*tmp5)];
                            auto tmp20 = in_ptr2[static_cast<int64_t>(2L*tmp5)];
                            auto tmp21 = in_ptr2[static_cast<int64_t>(1L + 2L*tmp5)];
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = tmp19 / tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp9 * tmp24;
                            auto tmp26 = x1 + 64L*tmp5;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = at::vec::VectorizedN<int64_t,2>::arange(tmp27, 1);
                            atomic_add_vec<float, 2, 1>(out_ptr0, tmp28, tmp25);
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp1 = 32L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = int64_t(tmp0 + tmp2);
                            auto tmp4 = tmp0 < 0;
                            auto tmp5 = tmp4 ? tmp3 : tmp0;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 32L), "index out of bounds: 0 <= tmp7 < 32L");
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*tmp5), static_cast<int64_t>(16));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_5 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'const int64_t*', 'const float*', 'float*', 'float*', 'const int64_t', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr1,
                       const int64_t ks0,
                       const int64_t ks1)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp10 = in_ptr0[static_cast<int64_t>(ks0 + x0)];
                            auto tmp1 = 32L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = int64_t(tmp0 + tmp2);
                            auto tmp4 = tmp0 < 0;
                            auto tmp5 = tmp4 ? tmp3 : tmp0;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 32L), "index out of bounds: 0 <= tmp7 < 32L");
                            auto tmp11 = 2L;
                            auto tmp12 = c10::convert<int64_t>(tmp11);
                            auto tmp13 = int64_t(tmp10 + tmp12);
                            auto tmp14 = tmp10 < 0;
                            auto tmp15 = tmp14 ? tmp13 : tmp10;
                            auto tmp16 = tmp15;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            TORCH_CHECK((0 <= tmp17) & (tmp17 < 2L), "index out of bounds: 0 <= tmp17 < 2L");
                            auto tmp19 = in_ptr2[static_cast<int64_t>(tmp15 + 2L*tmp5)];
                            auto tmp20 = in_ptr2[static_cast<int64_t>(2L*tmp5)];
                            auto tmp21 = in_ptr2[static_cast<int64_t>(1L + 2L*tmp5)];
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = tmp19 / tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp9 * tmp24;
                            auto tmp26 = x1 + 64L*tmp5;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = at::vec::VectorizedN<int64_t,2>::arange(tmp27, 1);
                            atomic_add_vec<float, 2, 1>(out_ptr0, tmp28, tmp25);
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks1); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp1 = 32L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = int64_t(tmp0 + tmp2);
                            auto tmp4 = tmp0 < 0;
                            auto tmp5 = tmp4 ? tmp3 : tmp0;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 32L), "index out of bounds: 0 <= tmp7 < 32L");
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 64L*tmp5), static_cast<int64_t>(16));
                            tmp9.store(out_ptr1 + static_cast<int64_t>(x1 + 64L*x0));
                        }
                    }
                }
            }
        }
    }
}
''')


cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_6 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'const float*', 'float*', 'const int64_t'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       float* out_ptr0,
                       const int64_t ks0)
{
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(ks0); x0+=static_cast<int64_t>(1L))
            {
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(x0)];
                            auto tmp9 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 64L*x0), static_cast<int64_t>(16));
                            auto tmp10 = in_ptr0[static_cast<int64_t>(ks0 + x0)];
                            auto tmp1 = 32L;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            auto tmp3 = int64_t(tmp0 + tmp2);
                            auto tmp4 = tmp0 < 0;
                            auto tmp5 = tmp4 ? tmp3 : tmp0;
                            auto tmp6 = tmp5;
                            auto tmp7 = c10::convert<int64_t>(tmp6);
                            TORCH_CHECK((0 <= tmp7) & (tmp7 < 32L), "index out of bounds: 0 <= tmp7 < 32L");
                            auto tmp11 = 2L;
                            auto tmp12 = c10::convert<int64_t>(tmp11);
                            auto tmp13 = int64_t(tmp10 + tmp12);
                            auto tmp14 = tmp10 < 0;
                            auto tmp15 = tmp14 ? tmp13 : tmp10;
                            auto tmp16 = tmp15;
                            auto tmp17 = c10::convert<int64_t>(tmp16);
                            TORCH_CHECK((0 <= tmp17) & (tmp17 < 2L), "index out of bounds: 0 <= tmp17 < 2L");
                            auto tmp19 = in_ptr2[static_cast<int64_t>(tmp15 + 2L*tmp5)];
                            auto tmp20 = in_ptr2[static_cast<int64_t>(2L*tmp5)];
                            auto tmp21 = in_ptr2[static_cast<int64_t>(1L + 2L*tmp5)];
                            auto tmp22 = float(tmp20 + tmp21);
                            auto tmp23 = tmp19 / tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp23);
                            auto tmp25 = tmp9 * tmp24;
                            auto tmp26 = x1 + 64L*tmp5;
                            auto tmp27 = c10::convert<int64_t>(tmp26);
                            auto tmp28 = at::vec::VectorizedN<int64_t,2>::arange(tmp27, 1);
                            atomic_add_vec<float, 2, 1>(out_ptr0, tmp28, tmp25);
                        }
                    }
                }
            }
        }
    }
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1 = args
        args.clear()
        assert_size_stride(arg1_1, (32, 64), (64, 1))
        assert_size_stride(arg0_1, (4, 64), (64, 1))
        buf0 = empty_strided_cpu((32, 4), (4, 1), torch.float32)
        # Topologically Sorted Source Nodes: [linear], Original ATen: [aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:1
        extern_kernels.mm(arg1_1, reinterpret_tensor(arg0_1, (64, 4), (1, 64), 0), out=buf0)
        del arg0_1
        buf1 = empty_strided_cpu((32, 4), (4, 1), torch.float32)
        buf2 = empty_strided_cpu((32, 4), (4, 1), torch.float32)
        # [Provenance debug handles] cpp_fused__softmax_0:2
        cpp_fused__softmax_0(buf0, buf1, buf2)
        del buf0
        del buf1
        # Topologically Sorted Source Nodes: [gates, topk], Original ATen: [aten._softmax, aten.topk]
        # [Provenance debug handles] torch.ops.aten.topk.default:3
        buf3 = torch.ops.aten.topk.default(buf2, 2, -1, True, True)
        del buf2
        buf4 = buf3[0]
        assert_size_stride(buf4, (32, 2), (2, 1), 'torch.ops.aten.topk.default')
        assert_alignment(buf4, 16, 'torch.ops.aten.topk.default')
        buf5 = buf3[1]
        assert_size_stride(buf5, (32, 2), (2, 1), 'torch.ops.aten.topk.default')
        assert_alignment(buf5, 16, 'torch.ops.aten.topk.default')
        del buf3
        buf6 = empty_strided_cpu((32, 2), (2, 1), torch.bool)
        buf11 = empty_strided_cpu((32, 2), (2, 1), torch.bool)
        buf16 = empty_strided_cpu((32, 2), (2, 1), torch.bool)
        buf21 = empty_strided_cpu((32, 2), (2, 1), torch.bool)
        # [Provenance debug handles] cpp_fused_eq_1:4
        cpp_fused_eq_1(buf5, buf6, buf11, buf16, buf21)
        del buf5
        # Topologically Sorted Source Nodes: [eq, where], Original ATen: [aten.eq, aten.nonzero]
        # [Provenance debug handles] torch.ops.aten.nonzero.default:5
        buf7 = torch.ops.aten.nonzero.default(buf6)
        u0 = buf7.size(0)
        del buf6
        buf8 = buf7
        assert_size_stride(buf8, (u0, 2), (1, u0), 'torch.ops.aten.nonzero.default')
        assert_alignment(buf8, 16, 'torch.ops.aten.nonzero.default')
        if not (u0 >= 0):
            raise RuntimeError('u0 >= 0')
        buf9 = None
        if not (u0 <= 64):
            raise RuntimeError('u0 <= 64')
        buf10 = None
        # Topologically Sorted Source Nodes: [eq_1, where_1], Original ATen: [aten.eq, aten.nonzero]
        # [Provenance debug handles] torch.ops.aten.nonzero.default:6
        buf12 = torch.ops.aten.nonzero.default(buf11)
        u1 = buf12.size(0)
        del buf11
        buf13 = buf12
        assert_size_stride(buf13, (u1, 2), (1, u1), 'torch.ops.aten.nonzero.default')
        assert_alignment(buf13, 16, 'torch.ops.aten.nonzero.default')
        if not (u1 >= 0):
            raise RuntimeError('u1 >= 0')
        buf14 = None
        if not (u1 <= 64):
            raise RuntimeError('u1 <= 64')
        buf15 = None
        # Topologically Sorted Source Nodes: [eq_2, where_2], Original ATen: [aten.eq, aten.nonzero]
        # [Provenance debug handles] torch.ops.aten.nonzero.default:7
        buf17 = torch.ops.aten.nonzero.default(buf16)
        u2 = buf17.size(0)
        del buf16
        buf18 = buf17
        assert_size_stride(buf18, (u2, 2), (1, u2), 'torch.ops.aten.nonzero.default')
        assert_alignment(buf18, 16, 'torch.ops.aten.nonzero.default')
        if not (u2 >= 0):
            raise RuntimeError('u2 >= 0')
        buf19 = None
        if not (u2 <= 64):
            raise RuntimeError('u2 <= 64')
        buf20 = None
        # Topologically Sorted Source Nodes: [eq_3, where_3], Original ATen: [aten.eq, aten.nonzero]
        # [Provenance debug handles] torch.ops.aten.nonzero.default:8
        buf22 = torch.ops.aten.nonzero.default(buf21)
        u3 = buf22.size(0)
        del buf21
        buf23 = buf22
        assert_size_stride(buf23, (u3, 2), (1, u3), 'torch.ops.aten.nonzero.default')
        assert_alignment(buf23, 16, 'torch.ops.aten.nonzero.default')
        if not (u3 >= 0):
            raise RuntimeError('u3 >= 0')
        buf24 = None
        if not (u3 <= 64):
            raise RuntimeError('u3 <= 64')
        buf25 = None
        buf26 = empty_strided_cpu((u0, 64), (64, 1), torch.float32)
        assert_size_stride(arg3_1, (128, ), (1, ))
        assert_size_stride(arg2_1, (128, 64), (64, 1))
        # [Provenance debug handles] cpp_fused_index_unbind_2:9
        cpp_fused_index_unbind_2(buf8, arg1_1, buf26, u0)
        buf27 = empty_strided_cpu((u0, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [where, getitem_4, linear_1], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:10
        extern_kernels.addmm(arg3_1, buf26, reinterpret_tensor(arg2_1, (64, 128), (1, 64), 0), alpha=1, beta=1, out=buf27)
        del arg2_1
        del arg3_1
        buf28 = buf27; del buf27  # reuse
        assert_size_stride(arg5_1, (64, ), (1, ))
        assert_size_stride(arg4_1, (64, 128), (128, 1))
        # [Provenance debug handles] cpp_fused_gelu_3:11
        cpp_fused_gelu_3(buf28, u0)
        buf29 = buf26; del buf26  # reuse
        # Topologically Sorted Source Nodes: [gelu, h], Original ATen: [aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:12
        extern_kernels.addmm(arg5_1, buf28, reinterpret_tensor(arg4_1, (128, 64), (1, 128), 0), alpha=1, beta=1, out=buf29)
        del arg4_1
        del arg5_1
        del buf28
        buf30 = empty_strided_cpu((32, 64), (64, 1), torch.float32)
        buf32 = empty_strided_cpu((u1, 64), (64, 1), torch.float32)
        assert_size_stride(arg7_1, (128, ), (1, ))
        assert_size_stride(arg6_1, (128, 64), (64, 1))
        # [Provenance debug handles] cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_4:13
        cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_zeros_like_4(buf8, buf29, buf4, buf13, arg1_1, buf30, buf32, u0, u1)
        del buf29
        del buf7
        del buf8
        buf33 = empty_strided_cpu((u1, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [where_1, getitem_8, linear_3], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:14
        extern_kernels.addmm(arg7_1, buf32, reinterpret_tensor(arg6_1, (64, 128), (1, 64), 0), alpha=1, beta=1, out=buf33)
        del arg6_1
        del arg7_1
        buf34 = buf33; del buf33  # reuse
        assert_size_stride(arg9_1, (64, ), (1, ))
        assert_size_stride(arg8_1, (64, 128), (128, 1))
        # [Provenance debug handles] cpp_fused_gelu_3:15
        cpp_fused_gelu_3(buf34, u1)
        buf35 = buf32; del buf32  # reuse
        # Topologically Sorted Source Nodes: [gelu_1, h_1], Original ATen: [aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:16
        extern_kernels.addmm(arg9_1, buf34, reinterpret_tensor(arg8_1, (128, 64), (1, 128), 0), alpha=1, beta=1, out=buf35)
        del arg8_1
        del arg9_1
        del buf34
        buf37 = empty_strided_cpu((u2, 64), (64, 1), torch.float32)
        assert_size_stride(arg11_1, (128, ), (1, ))
        assert_size_stride(arg10_1, (128, 64), (64, 1))
        # [Provenance debug handles] cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_5:17
        cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_5(buf13, buf35, buf4, buf18, arg1_1, buf30, buf37, u1, u2)
        del buf12
        del buf13
        del buf35
        buf38 = empty_strided_cpu((u2, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [where_2, getitem_12, linear_5], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:18
        extern_kernels.addmm(arg11_1, buf37, reinterpret_tensor(arg10_1, (64, 128), (1, 64), 0), alpha=1, beta=1, out=buf38)
        del arg10_1
        del arg11_1
        buf39 = buf38; del buf38  # reuse
        assert_size_stride(arg13_1, (64, ), (1, ))
        assert_size_stride(arg12_1, (64, 128), (128, 1))
        # [Provenance debug handles] cpp_fused_gelu_3:19
        cpp_fused_gelu_3(buf39, u2)
        buf40 = buf37; del buf37  # reuse
        # Topologically Sorted Source Nodes: [gelu_2, h_2], Original ATen: [aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:20
        extern_kernels.addmm(arg13_1, buf39, reinterpret_tensor(arg12_1, (128, 64), (1, 128), 0), alpha=1, beta=1, out=buf40)
        del arg12_1
        del arg13_1
        del buf39
        buf42 = empty_strided_cpu((u3, 64), (64, 1), torch.float32)
        assert_size_stride(arg15_1, (128, ), (1, ))
        assert_size_stride(arg14_1, (128, 64), (64, 1))
        # [Provenance debug handles] cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_5:21
        cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_5(buf18, buf40, buf4, buf23, arg1_1, buf30, buf42, u2, u3)
        del arg1_1
        del buf17
        del buf18
        del buf40
        buf43 = empty_strided_cpu((u3, 128), (128, 1), torch.float32)
        # Topologically Sorted Source Nodes: [where_3, getitem_16, linear_7], Original ATen: [aten.unbind, aten.index, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:22
        extern_kernels.addmm(arg15_1, buf42, reinterpret_tensor(arg14_1, (64, 128), (1, 64), 0), alpha=1, beta=1, out=buf43)
        del arg14_1
        del arg15_1
        buf44 = buf43; del buf43  # reuse
        assert_size_stride(arg17_1, (64, ), (1, ))
        assert_size_stride(arg16_1, (64, 128), (128, 1))
        # [Provenance debug handles] cpp_fused_gelu_3:23
        cpp_fused_gelu_3(buf44, u3)
        buf45 = buf42; del buf42  # reuse
        # Topologically Sorted Source Nodes: [gelu_3, h_3], Original ATen: [aten.gelu, aten.t, aten.addmm]
        # [Provenance debug handles] extern_kernels.addmm:24
        extern_kernels.addmm(arg17_1, buf44, reinterpret_tensor(arg16_1, (128, 64), (1, 128), 0), alpha=1, beta=1, out=buf45)
        del arg16_1
        del arg17_1
        del buf44
        # [Provenance debug handles] cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_6:25
        cpp_fused_div_index_index_add_mul_sum_unbind_unsqueeze_6(buf23, buf45, buf4, buf30, u3)
        return (buf30, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((4, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((32, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg2_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((64, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat)


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
