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


cpp_fused_argmax_embedding_index_put_mul_native_dropout_native_layer_norm_sum_zeros_0 = async_compile.cpp_pybinding(['float*', 'const float*', 'const int64_t*', 'const int64_t*', 'const int64_t*', 'const float*', 'float*', 'float*', 'int64_t*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const float* in_ptr0,
                       const int64_t* in_ptr1,
                       const int64_t* in_ptr2,
                       const int64_t* in_ptr3,
                       const float* in_ptr4,
                       float* out_ptr0,
                       float* out_ptr2,
                       int64_t* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    auto out_ptr1 = in_out_ptr0;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = static_cast<float>(0.0);
                    auto tmp1 = at::vec::Vectorized<float>(tmp0);
                    tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                in_out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0L) && x0 < static_cast<int64_t>(8L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr1 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                    auto tmp1 = static_cast<float>(32.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 / tmp2;
                    tmp3.store(in_out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(8L));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp1 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp2 = at::vec::Vectorized<float>(tmp1);
                            auto tmp3 = tmp0 - tmp2;
                            auto tmp4 = tmp3 * tmp3;
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr2[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(8L); x0+=static_cast<int64_t>(1L))
        {
            {
                IndexValue<float> tmp_acc0 = IndexValue<float>{0, -std::numeric_limits<float>::infinity()};
                IndexValueVec<float, 1, 2> tmp_acc0_vec = IndexValueVec<float, 1, 2>(-std::numeric_limits<float>::infinity());
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(0L)];
                            auto tmp6 = in_ptr2[static_cast<int64_t>(x0)];
                            auto tmp19 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 32L*x0), static_cast<int64_t>(16));
                            auto tmp20 = in_out_ptr0[static_cast<int64_t>(x0)];
                            auto tmp23 = out_ptr2[static_cast<int64_t>(x0)];
                            auto tmp1 = x1 + 32L*x0;
                            auto tmp2 = c10::convert<int32_t>(tmp1);
                            auto tmp3 = at::vec::Vectorized<int32_t>::arange(tmp2, 1);
                            auto tmp4 = at::vec::convert<int64_t,2,int32_t,1>(tmp3);
                            auto tmp5 =
                            [&]()
                            {
                                int64_t offset[16];
                                float result[16];
                                tmp4.store(offset);
                                for( int64_t offset_idx = 0; offset_idx < 16; offset_idx++ )
                                {
                                    result[offset_idx] = normalized_rand_cpu(tmp0, offset[offset_idx]);
                                }
                                return at::vec::Vectorized<float>::loadu(result);
                            }
                            ()
                            ;
                            auto tmp7 = 16L;
                            auto tmp8 = c10::convert<int64_t>(tmp7);
                            auto tmp9 = int64_t(static_cast<std::make_unsigned_t<int64_t>>(tmp6) + static_cast<std::make_unsigned_t<int64_t>>(tmp8));
                            auto tmp10 = tmp6 < 0;
                            auto tmp11 = tmp10 ? tmp9 : tmp6;
                            auto tmp12 = tmp11;
                            auto tmp13 = c10::convert<int64_t>(tmp12);
                            TORCH_CHECK((0 <= tmp13) & (tmp13 < 16L), "index out of bounds: 0 <= tmp13 < 16L");
                            auto tmp15 = static_cast<float>(0.1);
                            auto tmp16 = at::vec::Vectorized<float>(tmp15);
                            auto tmp17 = at::vec::VecMask<float,1>(tmp5 > tmp16);
                            auto tmp18 = tmp17.to<float,1>();
                            auto tmp21 = at::vec::Vectorized<float>(tmp20);
                            auto tmp22 = tmp19 - tmp21;
                            auto tmp24 = static_cast<float>(32.0);
                            auto tmp25 = tmp23 / tmp24;
                            auto tmp26 = static_cast<float>(1e-05);
                            auto tmp27 = float(tmp25 + tmp26);
                            auto tmp28 = 1 / std::sqrt(tmp27);
                            auto tmp29 = at::vec::Vectorized<float>(tmp28);
                            auto tmp30 = tmp22 * tmp29;
                            auto tmp31 = tmp18 * tmp30;
                            auto tmp32 = static_cast<float>(1.1111111111111112);
                            auto tmp33 = at::vec::Vectorized<float>(tmp32);
                            auto tmp34 = tmp31 * tmp33;
                            auto tmp35 = x1 + 32L*tmp11;
                            auto tmp36 = c10::convert<int64_t>(tmp35);
                            auto tmp37 = at::vec::VectorizedN<int64_t,2>::arange(tmp36, 1);
                            atomic_add_vec<float, 2, 1>(out_ptr0, tmp37, tmp34);
                            tmp_acc0_vec = argmax_combine_vec<float, 1, 2, true>(tmp_acc0_vec, tmp34, x1);
                        }
                    }
                }
                tmp_acc0 = argmax_combine(tmp_acc0, argmax_vec_reduce_all(tmp_acc0_vec));
                out_ptr4[static_cast<int64_t>(x0)] = static_cast<int64_t>(tmp_acc0.index);
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(512L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(512L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(2.0);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    tmp3.store(out_ptr5 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(20L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(32L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(32L)))
                        {
                            auto tmp0 = in_ptr3[static_cast<int64_t>(x0)];
                            auto tmp1 = tmp0;
                            auto tmp2 = c10::convert<int64_t>(tmp1);
                            TORCH_CHECK((0 <= tmp2) & (tmp2 < 10L), "index out of bounds: 0 <= tmp2 < 10L");
                            auto tmp4 = at::vec::Vectorized<float>::loadu(in_ptr4 + static_cast<int64_t>(x1 + 32L*tmp0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp4;
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr6[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
        arg0_1, arg1_1, arg2_1, arg3_1 = args
        args.clear()
        buf3 = empty_strided_cpu((1, ), (1, ), torch.int64)
        # Topologically Sorted Source Nodes: [], Original ATen: [aten.native_dropout]
        # [Provenance debug handles] aten.randint.low_out:1
        aten.randint.low_out(-9223372036854775808, 9223372036854775807, [1], out=buf3)
        buf5 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        assert_size_stride_grouped((arg0_1, arg1_1), ((8, 32), (8, )), ((32, 1), (1, )), 'input')
        buf0 = empty_strided_cpu((8, 1), (1, 8), torch.float32)
        buf1 = buf0; del buf0  # reuse
        buf2 = empty_strided_cpu((8, 1), (1, 8), torch.float32)
        buf9 = empty_strided_cpu((8, ), (1, ), torch.int64)
        buf7 = empty_strided_cpu((16, 32), (32, 1), torch.float32)
        assert_size_stride_grouped((arg2_1, arg3_1), ((4, 5), (10, 32)), ((5, 1), (32, 1)), 'input')
        buf8 = empty_strided_cpu((4, 5), (5, 1), torch.float32)
        # [Provenance debug handles] cpp_fused_argmax_embedding_index_put_mul_native_dropout_native_layer_norm_sum_zeros_0:2
        cpp_fused_argmax_embedding_index_put_mul_native_dropout_native_layer_norm_sum_zeros_0(buf1, arg0_1, buf3, arg1_1, arg2_1, arg3_1, buf5, buf2, buf9, buf7, buf8)
        del arg0_1
        del arg1_1
        del arg2_1
        del arg3_1
        return (buf7, buf8, buf9, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((8, 32), (32, 1), device='cpu', dtype=torch.float32)
    arg1_1 = rand_strided((8, ), (1, ), device='cpu', dtype=torch.int64)
    arg2_1 = rand_strided((4, 5), (5, 1), device='cpu', dtype=torch.int64)
    arg3_1 = rand_strided((10, 32), (32, 1), device='cpu', dtype=torch.float32)
    return [arg0_1, arg1_1, arg2_1, arg3_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
