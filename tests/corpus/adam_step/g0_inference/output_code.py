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


cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
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
                       float* out_ptr25,
                       float* out_ptr27,
                       float* out_ptr29,
                       float* out_ptr31)
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
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr4 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr2 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr5 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp17 = in_ptr4[static_cast<int64_t>(0L)];
                        auto tmp3 = tmp2 - tmp1;
                        auto tmp4 = static_cast<float>(0.09999999999999998);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp1 + tmp6;
                        auto tmp8 = tmp2 * tmp2;
                        auto tmp10 = static_cast<float>(0.999);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = static_cast<float>(0.0010000000000000009);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = fmadd(tmp8, tmp14, tmp12);
                        auto tmp16 = tmp15.sqrt();
                        auto tmp18 = static_cast<float>(1.0);
                        auto tmp19 = float(tmp17 + tmp18);
                        auto tmp20 = std::pow(tmp10, tmp19);
                        auto tmp21 = float(tmp18 - tmp20);
                        auto tmp22 = std::sqrt(tmp21);
                        auto tmp23 = static_cast<float>(0.9);
                        auto tmp24 = std::pow(tmp23, tmp19);
                        auto tmp25 = float(tmp18 - tmp24);
                        auto tmp26 = tmp18 / tmp25;
                        auto tmp27 = static_cast<float>(0.001);
                        auto tmp28 = float(tmp26 * tmp27);
                        auto tmp29 = decltype(tmp28)(-tmp28);
                        auto tmp30 = float(tmp22 * tmp29);
                        auto tmp31 = at::vec::Vectorized<float>(tmp30);
                        auto tmp32 = tmp16 / tmp31;
                        auto tmp33 = tmp18 / tmp29;
                        auto tmp34 = static_cast<float>(1e-08);
                        auto tmp35 = float(tmp33 * tmp34);
                        auto tmp36 = at::vec::Vectorized<float>(tmp35);
                        auto tmp37 = tmp32 + tmp36;
                        auto tmp38 = tmp7 / tmp37;
                        auto tmp39 = tmp0 + tmp38;
                        tmp39.store(out_ptr3 + static_cast<int64_t>(x0));
                        tmp7.store(out_ptr4 + static_cast<int64_t>(x0));
                        tmp15.store(out_ptr5 + static_cast<int64_t>(x0));
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
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr10 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr7 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr11 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                            auto tmp17 = in_ptr9[static_cast<int64_t>(0L)];
                            auto tmp3 = tmp2 - tmp1;
                            auto tmp4 = static_cast<float>(0.09999999999999998);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp7 = tmp1 + tmp6;
                            auto tmp8 = tmp2 * tmp2;
                            auto tmp10 = static_cast<float>(0.999);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp13 = static_cast<float>(0.0010000000000000009);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = fmadd(tmp8, tmp14, tmp12);
                            auto tmp16 = tmp15.sqrt();
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = float(tmp17 + tmp18);
                            auto tmp20 = std::pow(tmp10, tmp19);
                            auto tmp21 = float(tmp18 - tmp20);
                            auto tmp22 = std::sqrt(tmp21);
                            auto tmp23 = static_cast<float>(0.9);
                            auto tmp24 = std::pow(tmp23, tmp19);
                            auto tmp25 = float(tmp18 - tmp24);
                            auto tmp26 = tmp18 / tmp25;
                            auto tmp27 = static_cast<float>(0.001);
                            auto tmp28 = float(tmp26 * tmp27);
                            auto tmp29 = decltype(tmp28)(-tmp28);
                            auto tmp30 = float(tmp22 * tmp29);
                            auto tmp31 = at::vec::Vectorized<float>(tmp30);
                            auto tmp32 = tmp16 / tmp31;
                            auto tmp33 = tmp18 / tmp29;
                            auto tmp34 = static_cast<float>(1e-08);
                            auto tmp35 = float(tmp33 * tmp34);
                            auto tmp36 = at::vec::Vectorized<float>(tmp35);
                            auto tmp37 = tmp32 + tmp36;
                            auto tmp38 = tmp7 / tmp37;
                            auto tmp39 = tmp0 + tmp38;
                            tmp39.store(out_ptr9 + static_cast<int64_t>(x0));
                            tmp7.store(out_ptr10 + static_cast<int64_t>(x0));
                            tmp15.store(out_ptr11 + static_cast<int64_t>(x0));
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
                        auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr15 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr16 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr12 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                        auto tmp17 = in_ptr14[static_cast<int64_t>(0L)];
                        auto tmp3 = tmp2 - tmp1;
                        auto tmp4 = static_cast<float>(0.09999999999999998);
                        auto tmp5 = at::vec::Vectorized<float>(tmp4);
                        auto tmp6 = tmp3 * tmp5;
                        auto tmp7 = tmp1 + tmp6;
                        auto tmp8 = tmp2 * tmp2;
                        auto tmp10 = static_cast<float>(0.999);
                        auto tmp11 = at::vec::Vectorized<float>(tmp10);
                        auto tmp12 = tmp9 * tmp11;
                        auto tmp13 = static_cast<float>(0.0010000000000000009);
                        auto tmp14 = at::vec::Vectorized<float>(tmp13);
                        auto tmp15 = fmadd(tmp8, tmp14, tmp12);
                        auto tmp16 = tmp15.sqrt();
                        auto tmp18 = static_cast<float>(1.0);
                        auto tmp19 = float(tmp17 + tmp18);
                        auto tmp20 = std::pow(tmp10, tmp19);
                        auto tmp21 = float(tmp18 - tmp20);
                        auto tmp22 = std::sqrt(tmp21);
                        auto tmp23 = static_cast<float>(0.9);
                        auto tmp24 = std::pow(tmp23, tmp19);
                        auto tmp25 = float(tmp18 - tmp24);
                        auto tmp26 = tmp18 / tmp25;
                        auto tmp27 = static_cast<float>(0.001);
                        auto tmp28 = float(tmp26 * tmp27);
                        auto tmp29 = decltype(tmp28)(-tmp28);
                        auto tmp30 = float(tmp22 * tmp29);
                        auto tmp31 = at::vec::Vectorized<float>(tmp30);
                        auto tmp32 = tmp16 / tmp31;
                        auto tmp33 = tmp18 / tmp29;
                        auto tmp34 = static_cast<float>(1e-08);
                        auto tmp35 = float(tmp33 * tmp34);
                        auto tmp36 = at::vec::Vectorized<float>(tmp35);
                        auto tmp37 = tmp32 + tmp36;
                        auto tmp38 = tmp7 / tmp37;
                        auto tmp39 = tmp0 + tmp38;
                        tmp39.store(out_ptr15 + static_cast<int64_t>(x0));
                        tmp7.store(out_ptr16 + static_cast<int64_t>(x0));
                        tmp15.store(out_ptr17 + static_cast<int64_t>(x0));
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
                            auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp1 = at::vec::Vectorized<float>::loadu(out_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp2 = at::vec::Vectorized<float>::loadu(in_ptr17 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp9 = at::vec::Vectorized<float>::loadu(out_ptr23 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            auto tmp17 = in_ptr19[static_cast<int64_t>(0L)];
                            auto tmp3 = tmp2 - tmp1;
                            auto tmp4 = static_cast<float>(0.09999999999999998);
                            auto tmp5 = at::vec::Vectorized<float>(tmp4);
                            auto tmp6 = tmp3 * tmp5;
                            auto tmp7 = tmp1 + tmp6;
                            auto tmp8 = tmp2 * tmp2;
                            auto tmp10 = static_cast<float>(0.999);
                            auto tmp11 = at::vec::Vectorized<float>(tmp10);
                            auto tmp12 = tmp9 * tmp11;
                            auto tmp13 = static_cast<float>(0.0010000000000000009);
                            auto tmp14 = at::vec::Vectorized<float>(tmp13);
                            auto tmp15 = fmadd(tmp8, tmp14, tmp12);
                            auto tmp16 = tmp15.sqrt();
                            auto tmp18 = static_cast<float>(1.0);
                            auto tmp19 = float(tmp17 + tmp18);
                            auto tmp20 = std::pow(tmp10, tmp19);
                            auto tmp21 = float(tmp18 - tmp20);
                            auto tmp22 = std::sqrt(tmp21);
                            auto tmp23 = static_cast<float>(0.9);
                            auto tmp24 = std::pow(tmp23, tmp19);
                            auto tmp25 = float(tmp18 - tmp24);
                            auto tmp26 = tmp18 / tmp25;
                            auto tmp27 = static_cast<float>(0.001);
                            auto tmp28 = float(tmp26 * tmp27);
                            auto tmp29 = decltype(tmp28)(-tmp28);
                            auto tmp30 = float(tmp22 * tmp29);
                            auto tmp31 = at::vec::Vectorized<float>(tmp30);
                            auto tmp32 = tmp16 / tmp31;
                            auto tmp33 = tmp18 / tmp29;
                            auto tmp34 = static_cast<float>(1e-08);
                            auto tmp35 = float(tmp33 * tmp34);
                            auto tmp36 = at::vec::Vectorized<float>(tmp35);
                            auto tmp37 = tmp32 + tmp36;
                            auto tmp38 = tmp7 / tmp37;
                            auto tmp39 = tmp0 + tmp38;
                            tmp39.store(out_ptr21 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            tmp7.store(out_ptr22 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
                            tmp15.store(out_ptr23 + static_cast<int64_t>(x0), static_cast<int64_t>(10L));
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
                        out_ptr25[static_cast<int64_t>(0L)] = tmp2;
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
                        out_ptr27[static_cast<int64_t>(0L)] = tmp2;
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
                        out_ptr29[static_cast<int64_t>(0L)] = tmp2;
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
                        out_ptr31[static_cast<int64_t>(0L)] = tmp2;
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
        arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1 = args
        args.clear()
        assert_size_stride_grouped((arg0_1, arg8_1, arg16_1, arg9_1, arg7_1), ((128, 64), (128, 64), (128, 64), (128, 64), ()), ((64, 1), (64, 1), (64, 1), (64, 1), ()), 'input')
        assert_size_stride_grouped((arg1_1, arg5_1, arg17_1, arg6_1, arg4_1), ((128, ), (128, ), (128, ), (128, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        assert_size_stride_grouped((arg2_1, arg11_1, arg18_1, arg12_1, arg10_1), ((10, 128), (10, 128), (10, 128), (10, 128), ()), ((128, 1), (128, 1), (128, 1), (128, 1), ()), 'input')
        assert_size_stride_grouped((arg3_1, arg14_1, arg19_1, arg15_1, arg13_1), ((10, ), (10, ), (10, ), (10, ), ()), ((1, ), (1, ), (1, ), (1, ), ()), 'input')
        # [Provenance debug handles] cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0:1
        cpp_fused_add_addcdiv_copy__div_fma_lerp_mul_neg_pow_reciprocal_rsub_sqrt_0(arg0_1, arg8_1, arg16_1, arg9_1, arg7_1, arg1_1, arg5_1, arg17_1, arg6_1, arg4_1, arg2_1, arg11_1, arg18_1, arg12_1, arg10_1, arg3_1, arg14_1, arg19_1, arg15_1, arg13_1, arg0_1, arg8_1, arg9_1, arg1_1, arg5_1, arg6_1, arg2_1, arg11_1, arg12_1, arg3_1, arg14_1, arg15_1, arg4_1, arg7_1, arg10_1, arg13_1)
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
    arg2_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg3_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg4_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg5_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg6_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg7_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg8_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg9_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg10_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg11_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg12_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg13_1 = rand_strided((), (), device='cpu', dtype=torch.float32)
    arg14_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg15_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    arg16_1 = rand_strided((128, 64), (64, 1), device='cpu', dtype=torch.float32)
    arg17_1 = rand_strided((128, ), (1, ), device='cpu', dtype=torch.float32)
    arg18_1 = rand_strided((10, 128), (128, 1), device='cpu', dtype=torch.float32)
    arg19_1 = rand_strided((10, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
