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


cpp_fused_silu_backward_sum_view_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(262144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = decltype(tmp0)(1)/(decltype(tmp0)(1) + tmp0.neg().exp());
                        auto tmp3 = tmp2 * tmp1;
                        auto tmp4 = static_cast<float>(1.0);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp5 - tmp1;
                        auto tmp7 = tmp0 * tmp6;
                        auto tmp8 = tmp7 + tmp5;
                        auto tmp9 = tmp3 * tmp8;
                        tmp9.store(in_out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_silu_backward_sum_view_1 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
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
    }
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_2 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       const float* in_ptr2,
                       const float* in_ptr3,
                       const float* in_ptr4,
                       const float* in_ptr5,
                       const float* in_ptr6,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(1L))
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
                                auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                                auto tmp6 = in_ptr4[static_cast<int64_t>(x0)];
                                auto tmp9 = in_ptr5[static_cast<int64_t>(x0)];
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
                    out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
                    tmp_acc1 = tmp_acc1 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc1_vec);
                    out_ptr1[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc1);
                }
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr6 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_ptr5[static_cast<int64_t>(x0)];
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp5 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1), static_cast<int64_t>(16));
                            auto tmp9 = out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp12 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp13 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x1 + 256L*x0), static_cast<int64_t>(16));
                            auto tmp15 = in_ptr4[static_cast<int64_t>(x0)];
                            auto tmp20 = out_ptr1[static_cast<int64_t>(x0)];
                            auto tmp2 = static_cast<float>(256.0);
                            auto tmp3 = tmp1 / tmp2;
                            auto tmp6 = tmp4 * tmp5;
                            auto tmp7 = at::vec::Vectorized<float>(tmp2);
                            auto tmp8 = tmp6 * tmp7;
                            auto tmp10 = at::vec::Vectorized<float>(tmp9);
                            auto tmp11 = tmp8 - tmp10;
                            auto tmp14 = tmp12 + tmp13;
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = tmp14 - tmp16;
                            auto tmp18 = at::vec::Vectorized<float>(tmp1);
                            auto tmp19 = tmp17 * tmp18;
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 * tmp21;
                            auto tmp23 = tmp11 - tmp22;
                            auto tmp24 = at::vec::Vectorized<float>(tmp3);
                            auto tmp25 = tmp24 * tmp23;
                            auto tmp26 = tmp0 + tmp25;
                            tmp26.store(out_ptr2 + static_cast<int64_t>(x1 + 256L*x0));
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


cpp_fused_gelu_gelu_backward_view_3 = async_compile.cpp_pybinding(['float*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(262144L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(262144L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
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
                    float tmp_acc1 = 0;
                    at::vec::Vectorized<float> tmp_acc1_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc2 = 0;
                    at::vec::Vectorized<float> tmp_acc2_vec = at::vec::Vectorized<float>(0);
                    float tmp_acc3 = 0;
                    at::vec::Vectorized<float> tmp_acc3_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
                    {
                        {
                            if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
                            {
                                auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
                                auto tmp4 = in_ptr3[static_cast<int64_t>(x1)];
                                auto tmp7 = in_ptr4[static_cast<int64_t>(x1)];
                                auto tmp11 = at::vec::Vectorized<float>::loadu(in_ptr5 + static_cast<int64_t>(x0 + 256L*x1), static_cast<int64_t>(16));
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
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(256L)))
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
    inductor_cpu_integer_div_error_flag = nullptr;
    inductor_cpu_throw_if_integer_div_error(inductor_cpu_integer_div_error);
}
''')


cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_5 = async_compile.cpp_pybinding(['const float*', 'float*'], r'''
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
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(256L); x0+=static_cast<int64_t>(16L))
            {
                {
                    float tmp_acc0 = 0;
                    at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(512L); x1+=static_cast<int64_t>(1L))
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
        primals_3, primals_5, primals_9, primals_13, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor, getitem_3, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_4, tangents_1 = args
        args.clear()
        assert_size_stride_grouped((tangents_1, permute_4), ((8, 64, 256), (256, 512)), ((16384, 256, 1), (512, 1)), 'input')
        buf0 = empty_strided_cpu((512, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_17, mm], Original ATen: [aten.view, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:1
        extern_kernels.mm(reinterpret_tensor(tangents_1, (512, 256), (256, 1), 0), permute_4, out=buf0)
        del permute_4
        assert_size_stride(view_13, (512, 512), (512, 1), 'input')
        buf1 = empty_strided_cpu((256, 512), (512, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_17, permute_5, permute_7], Original ATen: [aten.view, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:2
        extern_kernels.mm(reinterpret_tensor(tangents_1, (256, 512), (1, 256), 0), view_13, out=buf1)
        del view_13
        buf2 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(addmm_2, (512, 512), (512, 1), 'input')
        buf4 = reinterpret_tensor(buf0, (8, 64, 512), (32768, 512, 1), 0); del buf0  # reuse
        assert_size_stride(permute_8, (512, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_silu_backward_sum_view_0:3
        cpp_fused_silu_backward_sum_view_0(buf4, tangents_1, addmm_2, buf2)
        del addmm_2
        buf5 = empty_strided_cpu((512, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_19, linear_2, mul_7, sub_2, mul_8, add_8, view_20, view_21, mm_2], Original ATen: [aten.view, aten.silu_backward, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:4
        extern_kernels.mm(reinterpret_tensor(buf4, (512, 512), (512, 1), 0), permute_8, out=buf5)
        del permute_8
        # Topologically Sorted Source Nodes: [view_23, all_reduce_2], Original ATen: [aten.view, _c10d_functional.all_reduce]
        # [Provenance debug handles] torch.ops._c10d_functional.all_reduce_.default:5
        torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf5, (8, 64, 256), (16384, 256, 1), 0), 'sum', '0')
        assert_size_stride(view_9, (512, 256), (256, 1), 'input')
        buf6 = empty_strided_cpu((512, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_19, linear_2, mul_7, sub_2, mul_8, add_8, view_20, view_21, permute_9, permute_11], Original ATen: [aten.view, aten.silu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:6
        extern_kernels.mm(reinterpret_tensor(buf4, (512, 512), (1, 512), 0), view_9, out=buf6)
        del view_9
        buf7 = empty_strided_cpu((1, 512), (512, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_silu_backward_sum_view_1:7
        cpp_fused_silu_backward_sum_view_1(buf4, buf7)
        # Topologically Sorted Source Nodes: [view_23, wait_tensor_2], Original ATen: [aten.view, _c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:8
        torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf5, (8, 64, 256), (16384, 256, 1), 0))
        assert_size_stride_grouped((primals_13, primals_3, wait_tensor, getitem_3, rsqrt_1), ((256, ), (8, 64, 256), (8, 64, 256), (8, 64, 1), (8, 64, 1)), ((1, ), (16384, 256, 1), (16384, 256, 1), (64, 1, 1), (64, 1, 1)), 'input')
        buf12 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf13 = empty_strided_cpu((8, 64, 1), (64, 1, 512), torch.float32)
        buf16 = empty_strided_cpu((8, 64, 256), (16384, 256, 1), torch.float32)
        assert_size_stride(primals_9, (256, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_2:9
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_2(buf5, primals_13, primals_3, wait_tensor, getitem_3, rsqrt_1, tangents_1, buf12, buf13, buf16)
        del buf12
        del primals_13
        del tangents_1
        buf17 = reinterpret_tensor(buf4, (512, 512), (512, 1), 0); del buf4  # reuse
        # Topologically Sorted Source Nodes: [view_23, mul_11, mul_12, x, input_tensor_4, mul_14, sub_4, sub_5, div_3, mul_15, view_24, view_25, linear_1, permute_12, mm_4], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:10
        extern_kernels.mm(reinterpret_tensor(buf16, (512, 256), (256, 1), 0), primals_9, out=buf17)
        del primals_9
        assert_size_stride(addmm, (512, 512), (512, 1), 'input')
        buf20 = reinterpret_tensor(buf17, (8, 64, 512), (32768, 512, 1), 0); del buf17  # reuse
        assert_size_stride(primals_5, (512, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_gelu_gelu_backward_view_3:11
        cpp_fused_gelu_gelu_backward_view_3(buf20, addmm)
        del addmm
        buf21 = empty_strided_cpu((512, 256), (256, 1), torch.float32)
        # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_16, mm_6], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:12
        extern_kernels.mm(reinterpret_tensor(buf20, (512, 512), (512, 1), 0), primals_5, out=buf21)
        del primals_5
        # Topologically Sorted Source Nodes: [view_31, all_reduce_3], Original ATen: [aten.view, _c10d_functional.all_reduce]
        # [Provenance debug handles] torch.ops._c10d_functional.all_reduce_.default:13
        torch.ops._c10d_functional.all_reduce_.default(reinterpret_tensor(buf21, (8, 64, 256), (16384, 256, 1), 0), 'sum', '0')
        # Topologically Sorted Source Nodes: [view_31, wait_tensor_3], Original ATen: [aten.view, _c10d_functional.wait_tensor]
        # [Provenance debug handles] torch.ops._c10d_functional.wait_tensor.default:14
        torch.ops._c10d_functional.wait_tensor.default(reinterpret_tensor(buf21, (8, 64, 256), (16384, 256, 1), 0))
        assert_size_stride_grouped((getitem_1, rsqrt), ((8, 64, 1), (8, 64, 1)), ((64, 1, 1), (64, 1, 1)), 'input')
        buf14 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf15 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((256, ), (1, ), torch.float32)
        buf29 = empty_strided_cpu((256, ), (1, ), torch.float32)
        assert_size_stride(view_5, (512, 512), (512, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4:15
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_view_4(buf5, primals_3, wait_tensor, getitem_3, rsqrt_1, buf21, getitem_1, rsqrt, buf14, buf15, buf28, buf29)
        del buf21
        del getitem_1
        del getitem_3
        del primals_3
        del rsqrt
        del rsqrt_1
        del wait_tensor
        buf18 = reinterpret_tensor(buf5, (256, 512), (512, 1), 0); del buf5  # reuse
        # Topologically Sorted Source Nodes: [view_23, mul_11, mul_12, x, input_tensor_4, mul_14, sub_4, sub_5, div_3, mul_15, view_24, view_25, permute_13, permute_15], Original ATen: [aten.view, aten.native_layer_norm_backward, aten.add, aten.native_layer_norm, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:16
        extern_kernels.mm(reinterpret_tensor(buf16, (256, 512), (1, 256), 0), view_5, out=buf18)
        del view_5
        buf19 = empty_strided_cpu((1, 256), (256, 1), torch.float32)
        assert_size_stride(view_1, (512, 256), (256, 1), 'input')
        # [Provenance debug handles] cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_5:17
        cpp_fused_add_native_layer_norm_native_layer_norm_backward_sum_view_5(buf16, buf19)
        buf22 = reinterpret_tensor(buf16, (512, 256), (256, 1), 0); del buf16  # reuse
        # Topologically Sorted Source Nodes: [view_27, linear, input_tensor_2, mul_18, mul_19, mul_20, exp_1, mul_21, mul_22, add_11, view_28, view_29, permute_17, permute_19], Original ATen: [aten.view, aten.gelu, aten.gelu_backward, aten.t, aten.mm]
        # [Provenance debug handles] extern_kernels.mm:18
        extern_kernels.mm(reinterpret_tensor(buf20, (512, 512), (1, 512), 0), view_1, out=buf22)
        del view_1
        buf23 = reinterpret_tensor(buf13, (1, 512), (512, 1), 0); del buf13  # reuse
        # [Provenance debug handles] cpp_fused_silu_backward_sum_view_1:19
        cpp_fused_silu_backward_sum_view_1(buf20, buf23)
        return (buf28, buf29, None, None, buf22, primals_4, reinterpret_tensor(buf23, (512, ), (1, ), 0), primals_4, buf18, primals_4, reinterpret_tensor(buf19, (256, ), (1, ), 0), primals_4, buf14, buf15, buf6, primals_4, reinterpret_tensor(buf7, (512, ), (1, ), 0), primals_4, buf1, primals_4, reinterpret_tensor(buf2, (256, ), (1, ), 0), primals_4, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_3 = rand_strided((8, 64, 256), (16384, 256, 1), device='cpu', dtype=torch.float32)
    primals_5 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_9 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.float32)
    primals_13 = rand_strided((256, ), (1, ), device='cpu', dtype=torch.float32)
    getitem_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    view_1 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    view_5 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    wait_tensor = rand_strided((8, 64, 256), (16384, 256, 1), device='cpu', dtype=torch.float32)
    getitem_3 = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    rsqrt_1 = rand_strided((8, 64, 1), (64, 1, 1), device='cpu', dtype=torch.float32)
    view_9 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    addmm_2 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    view_13 = rand_strided((512, 512), (512, 1), device='cpu', dtype=torch.float32)
    permute_4 = rand_strided((256, 512), (512, 1), device='cpu', dtype=torch.float32)
    permute_8 = rand_strided((512, 256), (256, 1), device='cpu', dtype=torch.float32)
    primals_4 = None
    tangents_1 = rand_strided((8, 64, 256), (16384, 256, 1), device='cpu', dtype=torch.float32)
    return [primals_3, primals_5, primals_9, primals_13, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor, getitem_3, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
