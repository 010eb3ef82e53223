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


cpp_fused__unsafe_index_put_add_convolution_backward_div_expand_mul_new_zeros_sum_tanh_tanh_backward_0 = async_compile.cpp_pybinding(['const float*', 'const int64_t*', 'const int64_t*', 'const float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const float* in_ptr3,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr3)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        {
            float tmp_acc0 = 0;
            at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(280L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(272L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        tmp_acc0_vec = tmp_acc0_vec + tmp0;
                    }
                    if(C10_UNLIKELY(x0 >= static_cast<int64_t>(272L) && x0 < static_cast<int64_t>(280L)))
                    {
                        auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                        tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(8L));
                    }
                }
            }
            tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
            out_ptr0[static_cast<int64_t>(0L)] = static_cast<float>(tmp_acc0);
        }
    }
    #pragma omp parallel
    {
        int tid = omp_get_thread_num();
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(3840L); x0+=static_cast<int64_t>(16L))
            {
                {
                    if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(3840L)))
                    {
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr1 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        #pragma omp single
        {
            {
                #pragma GCC ivdep
                for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(5L); x1+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(7L); x2+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(7L)))
                                {
                                    auto tmp0 = in_ptr1[static_cast<int64_t>(x1)];
                                    auto tmp9 = at::vec::VectorizedN<int64_t,2>::loadu(in_ptr2 + static_cast<int64_t>(x2), static_cast<int64_t>(7L));
                                    auto tmp21 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x2 + 7L*x1 + 35L*x0), static_cast<int64_t>(7L));
                                    auto tmp25 = at::vec::Vectorized<float>::loadu(in_ptr3 + static_cast<int64_t>(x2 + 7L*x1 + 35L*x0), static_cast<int64_t>(7L));
                                    auto tmp1 = 20L;
                                    auto tmp2 = c10::convert<int64_t>(tmp1);
                                    auto tmp3 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp0) + static_cast<std::make_unsigned_t<int64_t>>(tmp2));
                                    auto tmp4 = tmp0 < 0;
                                    auto tmp5 = tmp4 ? tmp3 : tmp0;
                                    auto tmp6 = tmp5;
                                    auto tmp7 = c10::convert<int64_t>(tmp6);
                                    TORCH_CHECK((0 <= tmp7) & (tmp7 < 20L), "index out of bounds: 0 <= tmp7 < 20L");
                                    auto tmp10 = 24L;
                                    auto tmp11 = c10::convert<int64_t>(tmp10);
                                    auto tmp12 = at::vec::VectorizedN<int64_t,2>(tmp11);
                                    auto tmp13 = tmp9 + tmp12;
                                    auto tmp14 = static_cast<int64_t>(0);
                                    auto tmp15 = at::vec::VectorizedN<int64_t,2>(tmp14);
                                    auto tmp16 = at::vec::VecMask<int64_t,2>(tmp9 < tmp15);
                                    auto tmp17 = decltype(tmp13)::blendv(tmp9, tmp13, tmp16.template cast<int64_t,2>());
                                    auto tmp18 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        tmp17.store(tmpbuf.data(), static_cast<int64_t>(7L));
                                        return tmpbuf;
                                    }
                                    ()
                                    ;
                                    auto tmp19 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x2_inner = 0; x2_inner < static_cast<int64_t>(7L); x2_inner++)
                                        {
                                            tmpbuf[x2_inner] = static_cast<int64_t>(tmp18[x2_inner]);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(7L));
                                    }
                                    ()
                                    ;
                                    TORCH_CHECK((at::vec::VecMask<int64_t,2>::set(at::vec::VecMask<int64_t,2>::from(1), (at::vec::VecMask<int64_t,2>((at::vec::VectorizedN<int64_t,2>(0) <= tmp19) & (tmp19 < at::vec::VectorizedN<int64_t,2>(24L)))), static_cast<int64_t>(7L))).all_masked(), "index out of bounds: 0 <= tmp19 < 24L");
                                    auto tmp22 = static_cast<float>(2.0);
                                    auto tmp23 = at::vec::Vectorized<float>(tmp22);
                                    auto tmp24 = tmp21 * tmp23;
                                    auto tmp26 = tmp25.tanh();
                                    auto tmp27 = tmp26 * tmp26;
                                    auto tmp28 = static_cast<float>(1.0);
                                    auto tmp29 = at::vec::Vectorized<float>(tmp28);
                                    auto tmp30 = tmp29 - tmp27;
                                    auto tmp31 = tmp24 * tmp30;
                                    auto tmp32 =
                                    [&]
                                    {
                                        __at_align__ std::array<int64_t, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x2_inner = 0; x2_inner < static_cast<int64_t>(7L); x2_inner++)
                                        {
                                            tmpbuf[x2_inner] = static_cast<int64_t>(tmp18[x2_inner] + 24L*tmp5 + 480L*x0);
                                        }
                                        return at::vec::VectorizedN<int64_t,2>::loadu(tmpbuf.data(), static_cast<int64_t>(7L));
                                    }
                                    ()
                                    ;
                                    atomic_add_vec<float, 2, 1>(out_ptr1, tmp32, tmp31, static_cast<int64_t>(7L));
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(4L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(480L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(4L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(480L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp6[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(4L); x1_inner++)
                                {
                                    auto tmp0 = out_ptr0[static_cast<int64_t>(0L)];
                                    auto tmp3 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x2 + 480L*x1 + 480L*x1_inner + 1920L*x0), static_cast<int64_t>(16));
                                    auto tmp1 = static_cast<float>(480.0);
                                    auto tmp2 = tmp0 / tmp1;
                                    auto tmp4 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp5 = tmp4 + tmp3;
                                    tmp5.store(tmp6 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(4L),static_cast<int64_t>(16),false>(tmp6, static_cast<int64_t>(16), out_ptr3 + static_cast<int64_t>(x1 + 4L*x2 + 1920L*x0), static_cast<int64_t>(4L));
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


cpp_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_1 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'float*'], r'''
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
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(10L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(12L); x2+=static_cast<int64_t>(1L))
                    {
                        for(int64_t x3=static_cast<int64_t>(0L); x3<static_cast<int64_t>(16L); x3+=static_cast<int64_t>(16L))
                        {
                            {
                                if(C10_LIKELY(x3 >= static_cast<int64_t>(0) && x3 < static_cast<int64_t>(16L)))
                                {
                                    auto tmp0 =
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            tmpbuf[x3_inner] = in_ptr0[static_cast<int64_t>(4L*((static_cast<int64_t>(x3 + x3_inner) % static_cast<int64_t>(2L))) + 8L*x2 + 96L*((static_cast<int64_t>(c10::div_floor_integer(static_cast<int64_t>(x3 + x3_inner), static_cast<int64_t>(2L))) % static_cast<int64_t>(2L))) + 192L*x1 + 1920L*x0 + (c10::div_floor_integer(static_cast<int64_t>(x3 + x3_inner), static_cast<int64_t>(4L))))];
                                        }
                                        return at::vec::Vectorized<float>::loadu(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x3 + 16L*x2 + 192L*x1 + 1920L*x0), static_cast<int64_t>(16));
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
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        tmp22.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        #pragma GCC unroll 16
                                        for (long x3_inner = 0; x3_inner < static_cast<int64_t>(16); x3_inner++)
                                        {
                                            out_ptr0[static_cast<int64_t>(x2 + 12L*x1 + 120L*x3 + 120L*x3_inner + 1920L*x0)] = tmpbuf[x3_inner];
                                        }
                                    }
                                    ()
                                    ;
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(120L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(0) && x2 < static_cast<int64_t>(112L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 1920L*x0), static_cast<int64_t>(16));
                                    tmp0.store(tmp1 + static_cast<int64_t>(16L*x1_inner));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(16),false>(tmp1, static_cast<int64_t>(16), out_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 1920L*x0), static_cast<int64_t>(16L));
                            }
                            if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(16L) && x2 >= static_cast<int64_t>(112L) && x2 < static_cast<int64_t>(120L)))
                            {
                                alignas(std::max(std::size_t(16), alignof(float))) float tmp1[16*16];
                                for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x2 + 120L*x1 + 120L*x1_inner + 1920L*x0), static_cast<int64_t>(8L));
                                    tmp0.store(tmp1 + static_cast<int64_t>(8L*x1_inner), static_cast<int64_t>(8L));
                                }
                                transpose_mxn<float,static_cast<int64_t>(16),static_cast<int64_t>(8L),false>(tmp1, static_cast<int64_t>(8L), out_ptr1 + static_cast<int64_t>(x1 + 16L*x2 + 1920L*x0), static_cast<int64_t>(16L));
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
        primals_1, primals_3, primals_4, convolution, add_8, unsqueeze, convert_element_type_7, _unsafe_index_4, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 4, 5, 7), (140, 35, 7, 1), 'input')
        buf0 = empty_strided_cpu((), (), torch.float32)
        buf1 = empty_strided_cpu((2, 4, 20, 24), (1920, 480, 24, 1), torch.float32)
        assert_size_stride_grouped((unsqueeze, convert_element_type_7, _unsafe_index_4), ((5, 1), (7, ), (2, 4, 5, 7)), ((1, 1), (1, ), (140, 35, 7, 1)), 'input')
        buf4 = empty_strided_cpu((2, 4, 20, 24), (1920, 1, 96, 4), torch.float32)
        assert_size_stride_grouped((add_8, primals_4), ((2, 4, 20, 24), (4, 4, 1, 1)), ((1920, 1, 96, 4), (4, 1, 1, 1)), 'input')
        # [Provenance debug handles] cpp_fused__unsafe_index_put_add_convolution_backward_div_expand_mul_new_zeros_sum_tanh_tanh_backward_0:1
        cpp_fused__unsafe_index_put_add_convolution_backward_div_expand_mul_new_zeros_sum_tanh_tanh_backward_0(tangents_1, unsqueeze, convert_element_type_7, _unsafe_index_4, buf0, buf1, buf4)
        del _unsafe_index_4
        del buf0
        del buf1
        del convert_element_type_7
        del tangents_1
        del unsqueeze
        # Topologically Sorted Source Nodes: [expand, expand_1, div, add_14, convolution_backward], Original ATen: [aten.expand, aten.div, aten.add, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:2
        buf5 = torch.ops.aten.convolution_backward.default(buf4, add_8, primals_4, [4], (1, 1), (0, 0), (1, 1), False, (0, 0), 1, [True, True, True])
        del add_8
        del primals_4
        buf6 = buf5[0]
        assert_tensor_metadata(buf6, (2, 4, 20, 24), (1920, 1, 96, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf7 = buf5[1]
        assert_tensor_metadata(buf7, (4, 4, 1, 1), (4, 1, 4, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf8 = buf5[2]
        assert_tensor_metadata(buf8, (4, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf5
        assert_size_stride(convolution, (2, 16, 10, 12), (1920, 1, 192, 16), 'input')
        buf9 = reinterpret_tensor(buf4, (2, 16, 10, 12), (1920, 120, 12, 1), 0); del buf4  # reuse
        buf10 = empty_strided_cpu((2, 16, 10, 12), (1920, 1, 192, 16), torch.float32)
        assert_size_stride_grouped((primals_3, primals_1), ((2, 4, 10, 12), (16, 4, 3, 3)), ((480, 1, 48, 4), (36, 1, 12, 4)), 'input')
        # [Provenance debug handles] cpp_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_1:3
        cpp_fused_convolution_backward_gelu_gelu_backward_pixel_unshuffle_1(buf6, convolution, buf9, buf10)
        del buf6
        del buf9
        del convolution
        # Topologically Sorted Source Nodes: [view_4, permute_1, clone_2, clone_3, gelu, mul_17, mul_18, mul_19, exp, mul_20, mul_21, add_16, mul_22, convolution_backward_1], Original ATen: [aten.pixel_unshuffle, aten.gelu, aten.gelu_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:4
        buf11 = torch.ops.aten.convolution_backward.default(buf10, primals_3, primals_1, [16], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf10
        del primals_1
        del primals_3
        buf12 = buf11[1]
        assert_tensor_metadata(buf12, (16, 4, 3, 3), (36, 1, 12, 4), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf12 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf13 = buf11[2]
        assert_tensor_metadata(buf13, (16, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf13 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf12, buf13, None, buf7, buf8, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((16, 4, 3, 3), (36, 1, 12, 4), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 4, 10, 12), (480, 1, 48, 4), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((4, 4, 1, 1), (4, 1, 1, 1), device='cpu', dtype=torch.float32)
    convolution = rand_strided((2, 16, 10, 12), (1920, 1, 192, 16), device='cpu', dtype=torch.float32)
    add_8 = rand_strided((2, 4, 20, 24), (1920, 1, 96, 4), device='cpu', dtype=torch.float32)
    unsqueeze = rand_strided((5, 1), (1, 1), device='cpu', dtype=torch.int64)
    convert_element_type_7 = rand_strided((7, ), (1, ), device='cpu', dtype=torch.int64)
    _unsafe_index_4 = rand_strided((2, 4, 5, 7), (140, 35, 7, 1), device='cpu', dtype=torch.float32)
    tangents_1 = rand_strided((2, 4, 5, 7), (140, 35, 7, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, convolution, add_8, unsqueeze, convert_element_type_7, _unsafe_index_4, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
