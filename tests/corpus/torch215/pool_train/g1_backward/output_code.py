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


cpp_fused_adaptive_max_pool2d_sum_0 = async_compile.cpp_pybinding(['const float*', 'const float*', 'float*', 'int64_t*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr1)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        #pragma GCC ivdep
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(2L); x0+=static_cast<int64_t>(1L))
        {
            {
                float tmp_acc0 = 0;
                at::vec::Vectorized<float> tmp_acc0_vec = at::vec::Vectorized<float>(0);
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(72L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(64L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(16));
                            tmp_acc0_vec = tmp_acc0_vec + tmp0;
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(64L) && x1 < static_cast<int64_t>(72L)))
                        {
                            auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x1 + 72L*x0), static_cast<int64_t>(8L));
                            tmp_acc0_vec = sum_masked_reduce(tmp_acc0_vec, tmp0, static_cast<int64_t>(8L));
                        }
                    }
                }
                tmp_acc0 = tmp_acc0 + at::vec::vec_reduce_all<float, 1>([](at::vec::Vectorized<float>& x, at::vec::Vectorized<float>& y) { return x + y; }, tmp_acc0_vec);
                out_ptr0[static_cast<int64_t>(x0)] = static_cast<float>(tmp_acc0);
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(8L); x1+=static_cast<int64_t>(16L))
                {
                    {
                        IndexValue<float> tmp_acc0 = IndexValue<float>{0, -std::numeric_limits<float>::infinity()};
                        IndexValueVec<float, 1, 2> tmp_acc0_vec = IndexValueVec<float, 1, 2>(-std::numeric_limits<float>::infinity());
                        for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(64L); x2+=static_cast<int64_t>(1L))
                        {
                            {
                                if(C10_LIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                                {
                                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 8L*x2 + 512L*x0), static_cast<int64_t>(8L));
                                    tmp_acc0_vec = argmax_combine_vec<float, 1, 2, false>(tmp_acc0_vec, tmp0, x2, static_cast<int64_t>(8L));
                                }
                            }
                        }
                        if(C10_UNLIKELY(x1 >= static_cast<int64_t>(0L) && x1 < static_cast<int64_t>(8L)))
                        {
                            tmp_acc0_vec.index.store(out_ptr1 + static_cast<int64_t>(x1 + 8L*x0), static_cast<int64_t>(8L));
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


cpp_fused_add_gather_view_1 = async_compile.cpp_pybinding(['float*', 'const int64_t*', 'const float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(float* in_out_ptr0,
                       const int64_t* in_ptr0,
                       const float* in_ptr1)
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(64L); x1+=static_cast<int64_t>(1L))
                {
                    #pragma GCC ivdep
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(1L))
                    {
                        {
                            {
                                auto tmp0 = in_out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 512L*x0)];
                                auto tmp1 = in_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 512L*x0)];
                                auto tmp2 = tmp1;
                                auto tmp3 = c10::convert<int64_t>(tmp2);
                                TORCH_CHECK((0 <= tmp3) & (tmp3 < 256L), "index out of bounds: 0 <= tmp3 < 256L");
                                auto tmp5 = in_ptr1[static_cast<int64_t>(tmp1 + 256L*x2 + 2048L*x0)];
                                auto tmp6 = float(tmp0 + tmp5);
                                in_out_ptr0[static_cast<int64_t>(x2 + 8L*x1 + 512L*x0)] = tmp6;
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


cpp_fused_max_pool2d_with_indices_backward_2 = async_compile.cpp_pybinding(['const int64_t*', 'const float*', 'float*', 'int64_t*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const int64_t* in_ptr0,
                       const float* in_ptr1,
                       float* out_ptr0,
                       int64_t* out_ptr1,
                       float* out_ptr2)
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
                        auto tmp0 = static_cast<float>(0.0);
                        auto tmp1 = at::vec::Vectorized<float>(tmp0);
                        tmp1.store(out_ptr0 + static_cast<int64_t>(x0));
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr0[static_cast<int64_t>(8L*x0 + 512L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(8L))))];
                            out_ptr1[static_cast<int64_t>(x1 + 16L*x0)] = tmp0;
                        }
                    }
                }
            }
        }
        {
            #pragma omp for
            for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(1L))
            {
                #pragma GCC ivdep
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(16L); x1+=static_cast<int64_t>(1L))
                {
                    {
                        {
                            auto tmp0 = in_ptr1[static_cast<int64_t>(8L*x0 + 512L*(c10::div_floor_integer(static_cast<int64_t>(x1), static_cast<int64_t>(8L))) + ((static_cast<int64_t>(x1) % static_cast<int64_t>(8L))))];
                            out_ptr2[static_cast<int64_t>(x1 + 16L*x0)] = tmp0;
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


cpp_fused_max_pool2d_with_indices_backward_threshold_backward_3 = async_compile.cpp_pybinding(['const bool*', 'const float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const bool* in_ptr0,
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
                for(int64_t x1=static_cast<int64_t>(0L); x1<static_cast<int64_t>(256L); x1+=static_cast<int64_t>(16L))
                {
                    for(int64_t x2=static_cast<int64_t>(0L); x2<static_cast<int64_t>(8L); x2+=static_cast<int64_t>(16L))
                    {
                        {
                            if(C10_LIKELY(x1 >= static_cast<int64_t>(0) && x1 < static_cast<int64_t>(256L) && x2 >= static_cast<int64_t>(0L) && x2 < static_cast<int64_t>(8L)))
                            {
                                for (int64_t x2_tail = static_cast<int64_t>(0L);x2_tail < static_cast<int64_t>(8L); x2_tail++)
                                {
                                    auto tmp0 =
                                    [&]
                                    {
                                        __at_align__ std::array<bool, 64> tmpbuf;
                                        #pragma GCC unroll 16
                                        for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                        {
                                            tmpbuf[x1_inner] = in_ptr0[static_cast<int64_t>(x2_tail + 8L*x1 + 8L*x1_inner + 2048L*x0)];
                                        }
                                        return at::vec::VecMask<float,1>::from(tmpbuf.data(), static_cast<int64_t>(16));
                                    }
                                    ()
                                    ;
                                    auto tmp1 = at::vec::Vectorized<float>::loadu(in_ptr1 + static_cast<int64_t>(x1 + 256L*x2_tail + 2048L*x0), static_cast<int64_t>(16));
                                    auto tmp2 = static_cast<float>(0.0);
                                    auto tmp3 = at::vec::Vectorized<float>(tmp2);
                                    auto tmp4 = decltype(tmp3)::blendv(tmp1, tmp3, inductor_vec_mask_cast<float,1>(tmp0));
                                    [&]
                                    {
                                        __at_align__ std::array<float, 16> tmpbuf;
                                        tmp4.store(tmpbuf.data(), static_cast<int64_t>(16));
                                        #pragma GCC unroll 16
                                        for (long x1_inner = 0; x1_inner < static_cast<int64_t>(16); x1_inner++)
                                        {
                                            out_ptr0[static_cast<int64_t>(x2_tail + 8L*x1 + 8L*x1_inner + 2048L*x0)] = tmpbuf[x1_inner];
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
        primals_1, primals_3, primals_4, getitem, _low_memory_max_pool_offsets_to_indices, convolution_1, view_4, le, tangents_1 = args
        args.clear()
        assert_size_stride(tangents_1, (2, 72), (72, 1), 'input')
        buf0 = empty_strided_cpu((2, 1), (1, 2), torch.float32)
        assert_size_stride(convolution_1, (2, 8, 8, 8), (512, 1, 64, 8), 'input')
        buf1 = empty_strided_cpu((2, 8), (8, 1), torch.int64)
        # [Provenance debug handles] cpp_fused_adaptive_max_pool2d_sum_0:1
        cpp_fused_adaptive_max_pool2d_sum_0(tangents_1, convolution_1, buf0, buf1)
        # Topologically Sorted Source Nodes: [expand, view_8, adaptive_max_pool2d, adaptive_max_pool2d_backward], Original ATen: [aten.expand, aten.view, aten.adaptive_max_pool2d, aten.adaptive_max_pool2d_backward]
        # [Provenance debug handles] torch.ops.aten.adaptive_max_pool2d_backward.default:2
        buf2 = torch.ops.aten.adaptive_max_pool2d_backward.default(reinterpret_tensor(buf0, (2, 8, 1, 1), (1, 0, 0, 0), 0), convolution_1, reinterpret_tensor(buf1, (2, 8, 1, 1), (8, 1, 1, 1), 0))
        assert_tensor_metadata(buf2, (2, 8, 8, 8), (512, 1, 64, 8), torch.float32, 'torch.ops.aten.adaptive_max_pool2d_backward.default')
        # buffer buf2 (op: torch.ops.aten.adaptive_max_pool2d_backward.default) is assumed to be not aligned
        del buf0
        del buf1
        del convolution_1
        assert_size_stride(view_4, (2, 8, 16, 16), (2048, 256, 16, 1), 'input')
        # Topologically Sorted Source Nodes: [view_9, _adaptive_avg_pool2d_backward], Original ATen: [aten.view, aten._adaptive_avg_pool2d_backward]
        # [Provenance debug handles] torch.ops.aten._adaptive_avg_pool2d_backward.default:3
        buf3 = torch.ops.aten._adaptive_avg_pool2d_backward.default(reinterpret_tensor(tangents_1, (2, 8, 3, 3), (72, 9, 3, 1), 0), view_4)
        assert_tensor_metadata(buf3, (2, 8, 16, 16), (2048, 256, 16, 1), torch.float32, 'torch.ops.aten._adaptive_avg_pool2d_backward.default')
        # buffer buf3 (op: torch.ops.aten._adaptive_avg_pool2d_backward.default) is assumed to be not aligned
        del tangents_1
        del view_4
        assert_size_stride(_low_memory_max_pool_offsets_to_indices, (2, 8, 8, 8), (512, 1, 64, 8), 'input')
        buf4 = buf2; del buf2  # reuse
        assert_size_stride_grouped((getitem, primals_4), ((2, 8, 8, 8), (8, 8, 3, 3)), ((512, 1, 64, 8), (72, 1, 24, 8)), 'input')
        # [Provenance debug handles] cpp_fused_add_gather_view_1:4
        cpp_fused_add_gather_view_1(buf4, _low_memory_max_pool_offsets_to_indices, buf3)
        del buf3
        # Topologically Sorted Source Nodes: [view_10, view_11, gather, view_12, add_2, convolution_backward], Original ATen: [aten.view, aten.gather, aten.add, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:5
        buf5 = torch.ops.aten.convolution_backward.default(buf4, getitem, primals_4, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [True, True, True])
        del buf4
        del getitem
        del primals_4
        buf6 = buf5[0]
        assert_tensor_metadata(buf6, (2, 8, 8, 8), (512, 1, 64, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf6 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf7 = buf5[1]
        assert_tensor_metadata(buf7, (8, 8, 3, 3), (72, 1, 24, 8), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf7 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf8 = buf5[2]
        assert_tensor_metadata(buf8, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf8 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        del buf5
        buf9 = empty_strided_cpu((16, 256), (256, 1), torch.float32)
        buf10 = empty_strided_cpu((16, 64), (1, 16), torch.int64)
        buf11 = empty_strided_cpu((16, 64), (1, 16), torch.float32)
        # [Provenance debug handles] cpp_fused_max_pool2d_with_indices_backward_2:6
        cpp_fused_max_pool2d_with_indices_backward_2(_low_memory_max_pool_offsets_to_indices, buf6, buf9, buf10, buf11)
        del _low_memory_max_pool_offsets_to_indices
        del buf6
        aten.scatter_reduce_.two(buf9,1,buf10,buf11, reduce='sum', include_self=True)
        del buf10
        del buf11
        assert_size_stride(le, (2, 8, 16, 16), (2048, 1, 128, 8), 'input')
        buf13 = empty_strided_cpu((2, 8, 16, 16), (2048, 1, 128, 8), torch.float32)
        assert_size_stride_grouped((primals_3, primals_1), ((2, 3, 16, 16), (8, 3, 3, 3)), ((768, 1, 48, 3), (27, 1, 9, 3)), 'input')
        # [Provenance debug handles] cpp_fused_max_pool2d_with_indices_backward_threshold_backward_3:7
        cpp_fused_max_pool2d_with_indices_backward_threshold_backward_3(le, buf9, buf13)
        del buf9
        del le
        # Topologically Sorted Source Nodes: [view_15, scalar_tensor, where, convolution_backward_1], Original ATen: [aten.max_pool2d_with_indices_backward, aten.threshold_backward, aten.convolution_backward]
        # [Provenance debug handles] torch.ops.aten.convolution_backward.default:8
        buf14 = torch.ops.aten.convolution_backward.default(buf13, primals_3, primals_1, [8], (1, 1), (1, 1), (1, 1), False, (0, 0), 1, [False, True, True])
        del buf13
        del primals_1
        del primals_3
        buf15 = buf14[1]
        assert_tensor_metadata(buf15, (8, 3, 3, 3), (27, 1, 9, 3), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf15 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        buf16 = buf14[2]
        assert_tensor_metadata(buf16, (8, ), (1, ), torch.float32, 'torch.ops.aten.convolution_backward.default')
        # buffer buf16 (op: torch.ops.aten.convolution_backward.default) is assumed to be not aligned
        return (buf15, buf16, None, buf7, buf8, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    primals_1 = rand_strided((8, 3, 3, 3), (27, 1, 9, 3), device='cpu', dtype=torch.float32)
    primals_3 = rand_strided((2, 3, 16, 16), (768, 1, 48, 3), device='cpu', dtype=torch.float32)
    primals_4 = rand_strided((8, 8, 3, 3), (72, 1, 24, 8), device='cpu', dtype=torch.float32)
    getitem = rand_strided((2, 8, 8, 8), (512, 1, 64, 8), device='cpu', dtype=torch.float32)
    _low_memory_max_pool_offsets_to_indices = rand_strided((2, 8, 8, 8), (512, 1, 64, 8), device='cpu', dtype=torch.int64)
    convolution_1 = rand_strided((2, 8, 8, 8), (512, 1, 64, 8), device='cpu', dtype=torch.float32)
    view_4 = rand_strided((2, 8, 16, 16), (2048, 256, 16, 1), device='cpu', dtype=torch.float32)
    le = rand_strided((2, 8, 16, 16), (2048, 1, 128, 8), device='cpu', dtype=torch.bool)
    tangents_1 = rand_strided((2, 72), (72, 1), device='cpu', dtype=torch.float32)
    return [primals_1, primals_3, primals_4, getitem, _low_memory_max_pool_offsets_to_indices, convolution_1, view_4, le, tangents_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
