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


cpp_fused_add_mul_0 = async_compile.cpp_pybinding(['const float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*', 'float*'], r'''
#include <torch/csrc/inductor/cpp_prefix.h>
extern "C"  void  kernel(const float* in_ptr0,
                       float* out_ptr0,
                       float* out_ptr1,
                       float* out_ptr2,
                       float* out_ptr3,
                       float* out_ptr4,
                       float* out_ptr5,
                       float* out_ptr6,
                       float* out_ptr7,
                       float* out_ptr8,
                       float* out_ptr9,
                       float* out_ptr10,
                       float* out_ptr11,
                       float* out_ptr12,
                       float* out_ptr13,
                       float* out_ptr14,
                       float* out_ptr15,
                       float* out_ptr16,
                       float* out_ptr17,
                       float* out_ptr18,
                       float* out_ptr19,
                       float* out_ptr20,
                       float* out_ptr21,
                       float* out_ptr22,
                       float* out_ptr23,
                       float* out_ptr24,
                       float* out_ptr25,
                       float* out_ptr26,
                       float* out_ptr27,
                       float* out_ptr28,
                       float* out_ptr29,
                       float* out_ptr30,
                       float* out_ptr31,
                       float* out_ptr32,
                       float* out_ptr33,
                       float* out_ptr34,
                       float* out_ptr35,
                       float* out_ptr36,
                       float* out_ptr37,
                       float* out_ptr38,
                       float* out_ptr39,
                       float* out_ptr40,
                       float* out_ptr41,
                       float* out_ptr42,
                       float* out_ptr43,
                       float* out_ptr44,
                       float* out_ptr45,
                       float* out_ptr46,
                       float* out_ptr47,
                       float* out_ptr48,
                       float* out_ptr49,
                       float* out_ptr50,
                       float* out_ptr51,
                       float* out_ptr52,
                       float* out_ptr53,
                       float* out_ptr54,
                       float* out_ptr55,
                       float* out_ptr56,
                       float* out_ptr57,
                       float* out_ptr58,
                       float* out_ptr59,
                       float* out_ptr60,
                       float* out_ptr61,
                       float* out_ptr62,
                       float* out_ptr63,
                       float* out_ptr64)
{
    std::atomic<int> inductor_cpu_integer_div_error{0};
    inductor_cpu_integer_div_error_flag = &inductor_cpu_integer_div_error;
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(in_ptr0 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(1.01);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    auto tmp7 = tmp6 * tmp2;
                    auto tmp8 = tmp7 + tmp5;
                    auto tmp9 = tmp8 * tmp2;
                    auto tmp10 = tmp9 + tmp5;
                    auto tmp11 = tmp10 * tmp2;
                    auto tmp12 = tmp11 + tmp5;
                    auto tmp13 = tmp12 * tmp2;
                    auto tmp14 = tmp13 + tmp5;
                    auto tmp15 = tmp14 * tmp2;
                    auto tmp16 = tmp15 + tmp5;
                    auto tmp17 = tmp16 * tmp2;
                    auto tmp18 = tmp17 + tmp5;
                    auto tmp19 = tmp18 * tmp2;
                    auto tmp20 = tmp19 + tmp5;
                    auto tmp21 = tmp20 * tmp2;
                    auto tmp22 = tmp21 + tmp5;
                    auto tmp23 = tmp22 * tmp2;
                    auto tmp24 = tmp23 + tmp5;
                    auto tmp25 = tmp24 * tmp2;
                    auto tmp26 = tmp25 + tmp5;
                    auto tmp27 = tmp26 * tmp2;
                    auto tmp28 = tmp27 + tmp5;
                    auto tmp29 = tmp28 * tmp2;
                    auto tmp30 = tmp29 + tmp5;
                    auto tmp31 = tmp30 * tmp2;
                    auto tmp32 = tmp31 + tmp5;
                    auto tmp33 = tmp32 * tmp2;
                    auto tmp34 = tmp33 + tmp5;
                    auto tmp35 = tmp34 * tmp2;
                    auto tmp36 = tmp35 + tmp5;
                    auto tmp37 = tmp36 * tmp2;
                    auto tmp38 = tmp37 + tmp5;
                    auto tmp39 = tmp38 * tmp2;
                    auto tmp40 = tmp39 + tmp5;
                    auto tmp41 = tmp40 * tmp2;
                    auto tmp42 = tmp41 + tmp5;
                    auto tmp43 = tmp42 * tmp2;
                    auto tmp44 = tmp43 + tmp5;
                    auto tmp45 = tmp44 * tmp2;
                    auto tmp46 = tmp45 + tmp5;
                    auto tmp47 = tmp46 * tmp2;
                    auto tmp48 = tmp47 + tmp5;
                    auto tmp49 = tmp48 * tmp2;
                    auto tmp50 = tmp49 + tmp5;
                    auto tmp51 = tmp50 * tmp2;
                    auto tmp52 = tmp51 + tmp5;
                    auto tmp53 = tmp52 * tmp2;
                    auto tmp54 = tmp53 + tmp5;
                    auto tmp55 = tmp54 * tmp2;
                    auto tmp56 = tmp55 + tmp5;
                    auto tmp57 = tmp56 * tmp2;
                    auto tmp58 = tmp57 + tmp5;
                    auto tmp59 = tmp58 * tmp2;
                    auto tmp60 = tmp59 + tmp5;
                    auto tmp61 = tmp60 * tmp2;
                    auto tmp62 = tmp61 + tmp5;
                    auto tmp63 = tmp62 * tmp2;
                    auto tmp64 = tmp63 + tmp5;
                    auto tmp65 = tmp64 * tmp2;
                    auto tmp66 = tmp65 + tmp5;
                    auto tmp67 = tmp66 * tmp2;
                    auto tmp68 = tmp67 + tmp5;
                    auto tmp69 = tmp68 * tmp2;
                    auto tmp70 = tmp69 + tmp5;
                    auto tmp71 = tmp70 * tmp2;
                    auto tmp72 = tmp71 + tmp5;
                    auto tmp73 = tmp72 * tmp2;
                    auto tmp74 = tmp73 + tmp5;
                    auto tmp75 = tmp74 * tmp2;
                    auto tmp76 = tmp75 + tmp5;
                    auto tmp77 = tmp76 * tmp2;
                    auto tmp78 = tmp77 + tmp5;
                    auto tmp79 = tmp78 * tmp2;
                    auto tmp80 = tmp79 + tmp5;
                    auto tmp81 = tmp80 * tmp2;
                    auto tmp82 = tmp81 + tmp5;
                    auto tmp83 = tmp82 * tmp2;
                    auto tmp84 = tmp83 + tmp5;
                    auto tmp85 = tmp84 * tmp2;
                    auto tmp86 = tmp85 + tmp5;
                    auto tmp87 = tmp86 * tmp2;
                    auto tmp88 = tmp87 + tmp5;
                    auto tmp89 = tmp88 * tmp2;
                    auto tmp90 = tmp89 + tmp5;
                    auto tmp91 = tmp90 * tmp2;
                    auto tmp92 = tmp91 + tmp5;
                    auto tmp93 = tmp92 * tmp2;
                    auto tmp94 = tmp93 + tmp5;
                    auto tmp95 = tmp94 * tmp2;
                    auto tmp96 = tmp95 + tmp5;
                    auto tmp97 = tmp96 * tmp2;
                    auto tmp98 = tmp97 + tmp5;
                    auto tmp99 = tmp98 * tmp2;
                    auto tmp100 = tmp99 + tmp5;
                    auto tmp101 = tmp100 * tmp2;
                    auto tmp102 = tmp101 + tmp5;
                    auto tmp103 = tmp102 * tmp2;
                    auto tmp104 = tmp103 + tmp5;
                    auto tmp105 = tmp104 * tmp2;
                    auto tmp106 = tmp105 + tmp5;
                    auto tmp107 = tmp106 * tmp2;
                    auto tmp108 = tmp107 + tmp5;
                    auto tmp109 = tmp108 * tmp2;
                    auto tmp110 = tmp109 + tmp5;
                    auto tmp111 = tmp110 * tmp2;
                    auto tmp112 = tmp111 + tmp5;
                    auto tmp113 = tmp112 * tmp2;
                    auto tmp114 = tmp113 + tmp5;
                    auto tmp115 = tmp114 * tmp2;
                    auto tmp116 = tmp115 + tmp5;
                    auto tmp117 = tmp116 * tmp2;
                    auto tmp118 = tmp117 + tmp5;
                    auto tmp119 = tmp118 * tmp2;
                    auto tmp120 = tmp119 + tmp5;
                    auto tmp121 = tmp120 * tmp2;
                    auto tmp122 = tmp121 + tmp5;
                    auto tmp123 = tmp122 * tmp2;
                    auto tmp124 = tmp123 + tmp5;
                    auto tmp125 = tmp124 * tmp2;
                    auto tmp126 = tmp125 + tmp5;
                    auto tmp127 = tmp126 * tmp2;
                    auto tmp128 = tmp127 + tmp5;
                    auto tmp129 = tmp128 * tmp2;
                    auto tmp130 = tmp129 + tmp5;
                    auto tmp131 = tmp130 * tmp2;
                    auto tmp132 = tmp131 + tmp5;
                    tmp6.store(out_ptr0 + static_cast<int64_t>(x0));
                    tmp8.store(out_ptr1 + static_cast<int64_t>(x0));
                    tmp10.store(out_ptr2 + static_cast<int64_t>(x0));
                    tmp12.store(out_ptr3 + static_cast<int64_t>(x0));
                    tmp14.store(out_ptr4 + static_cast<int64_t>(x0));
                    tmp16.store(out_ptr5 + static_cast<int64_t>(x0));
                    tmp18.store(out_ptr6 + static_cast<int64_t>(x0));
                    tmp20.store(out_ptr7 + static_cast<int64_t>(x0));
                    tmp22.store(out_ptr8 + static_cast<int64_t>(x0));
                    tmp24.store(out_ptr9 + static_cast<int64_t>(x0));
                    tmp26.store(out_ptr10 + static_cast<int64_t>(x0));
                    tmp28.store(out_ptr11 + static_cast<int64_t>(x0));
                    tmp30.store(out_ptr12 + static_cast<int64_t>(x0));
                    tmp32.store(out_ptr13 + static_cast<int64_t>(x0));
                    tmp34.store(out_ptr14 + static_cast<int64_t>(x0));
                    tmp36.store(out_ptr15 + static_cast<int64_t>(x0));
                    tmp38.store(out_ptr16 + static_cast<int64_t>(x0));
                    tmp40.store(out_ptr17 + static_cast<int64_t>(x0));
                    tmp42.store(out_ptr18 + static_cast<int64_t>(x0));
                    tmp44.store(out_ptr19 + static_cast<int64_t>(x0));
                    tmp46.store(out_ptr20 + static_cast<int64_t>(x0));
                    tmp48.store(out_ptr21 + static_cast<int64_t>(x0));
                    tmp50.store(out_ptr22 + static_cast<int64_t>(x0));
                    tmp52.store(out_ptr23 + static_cast<int64_t>(x0));
                    tmp54.store(out_ptr24 + static_cast<int64_t>(x0));
                    tmp56.store(out_ptr25 + static_cast<int64_t>(x0));
                    tmp58.store(out_ptr26 + static_cast<int64_t>(x0));
                    tmp60.store(out_ptr27 + static_cast<int64_t>(x0));
                    tmp62.store(out_ptr28 + static_cast<int64_t>(x0));
                    tmp64.store(out_ptr29 + static_cast<int64_t>(x0));
                    tmp66.store(out_ptr30 + static_cast<int64_t>(x0));
                    tmp68.store(out_ptr31 + static_cast<int64_t>(x0));
                    tmp70.store(out_ptr32 + static_cast<int64_t>(x0));
                    tmp72.store(out_ptr33 + static_cast<int64_t>(x0));
                    tmp74.store(out_ptr34 + static_cast<int64_t>(x0));
                    tmp76.store(out_ptr35 + static_cast<int64_t>(x0));
                    tmp78.store(out_ptr36 + static_cast<int64_t>(x0));
                    tmp80.store(out_ptr37 + static_cast<int64_t>(x0));
                    tmp82.store(out_ptr38 + static_cast<int64_t>(x0));
                    tmp84.store(out_ptr39 + static_cast<int64_t>(x0));
                    tmp86.store(out_ptr40 + static_cast<int64_t>(x0));
                    tmp88.store(out_ptr41 + static_cast<int64_t>(x0));
                    tmp90.store(out_ptr42 + static_cast<int64_t>(x0));
                    tmp92.store(out_ptr43 + static_cast<int64_t>(x0));
                    tmp94.store(out_ptr44 + static_cast<int64_t>(x0));
                    tmp96.store(out_ptr45 + static_cast<int64_t>(x0));
                    tmp98.store(out_ptr46 + static_cast<int64_t>(x0));
                    tmp100.store(out_ptr47 + static_cast<int64_t>(x0));
                    tmp102.store(out_ptr48 + static_cast<int64_t>(x0));
                    tmp104.store(out_ptr49 + static_cast<int64_t>(x0));
                    tmp106.store(out_ptr50 + static_cast<int64_t>(x0));
                    tmp108.store(out_ptr51 + static_cast<int64_t>(x0));
                    tmp110.store(out_ptr52 + static_cast<int64_t>(x0));
                    tmp112.store(out_ptr53 + static_cast<int64_t>(x0));
                    tmp114.store(out_ptr54 + static_cast<int64_t>(x0));
                    tmp116.store(out_ptr55 + static_cast<int64_t>(x0));
                    tmp118.store(out_ptr56 + static_cast<int64_t>(x0));
                    tmp120.store(out_ptr57 + static_cast<int64_t>(x0));
                    tmp122.store(out_ptr58 + static_cast<int64_t>(x0));
                    tmp124.store(out_ptr59 + static_cast<int64_t>(x0));
                    tmp126.store(out_ptr60 + static_cast<int64_t>(x0));
                    tmp128.store(out_ptr61 + static_cast<int64_t>(x0));
                    tmp130.store(out_ptr62 + static_cast<int64_t>(x0));
                    tmp132.store(out_ptr63 + static_cast<int64_t>(x0));
                }
            }
        }
    }
    {
        for(int64_t x0=static_cast<int64_t>(0L); x0<static_cast<int64_t>(64L); x0+=static_cast<int64_t>(16L))
        {
            {
                if(C10_LIKELY(x0 >= static_cast<int64_t>(0) && x0 < static_cast<int64_t>(64L)))
                {
                    auto tmp0 = at::vec::Vectorized<float>::loadu(out_ptr63 + static_cast<int64_t>(x0), static_cast<int64_t>(16));
                    auto tmp1 = static_cast<float>(1.01);
                    auto tmp2 = at::vec::Vectorized<float>(tmp1);
                    auto tmp3 = tmp0 * tmp2;
                    auto tmp4 = static_cast<float>(1.0);
                    auto tmp5 = at::vec::Vectorized<float>(tmp4);
                    auto tmp6 = tmp3 + tmp5;
                    tmp6.store(out_ptr64 + static_cast<int64_t>(x0));
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
        arg0_1, = args
        args.clear()
        assert_size_stride(arg0_1, (64, ), (1, ), 'input')
        buf0 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf1 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf2 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf3 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf4 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf5 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf6 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf7 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf8 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf9 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf10 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf11 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf12 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf13 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf14 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf15 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf16 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf17 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf18 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf19 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf20 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf21 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf22 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf23 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf24 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf25 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf26 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf27 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf28 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf29 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf30 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf31 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf32 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf33 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf34 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf35 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf36 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf37 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf38 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf39 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf40 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf41 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf42 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf43 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf44 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf45 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf46 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf47 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf48 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf49 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf50 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf51 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf52 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf53 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf54 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf55 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf56 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf57 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf58 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf59 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf60 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf61 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf62 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf63 = empty_strided_cpu((64, ), (1, ), torch.float32)
        buf64 = empty_strided_cpu((64, ), (1, ), torch.float32)
        # [Provenance debug handles] cpp_fused_add_mul_0:1
        cpp_fused_add_mul_0(arg0_1, buf0, buf1, buf2, buf3, buf4, buf5, buf6, buf7, buf8, buf9, buf10, buf11, buf12, buf13, buf14, buf15, buf16, buf17, buf18, buf19, buf20, buf21, buf22, buf23, buf24, buf25, buf26, buf27, buf28, buf29, buf30, buf31, buf32, buf33, buf34, buf35, buf36, buf37, buf38, buf39, buf40, buf41, buf42, buf43, buf44, buf45, buf46, buf47, buf48, buf49, buf50, buf51, buf52, buf53, buf54, buf55, buf56, buf57, buf58, buf59, buf60, buf61, buf62, buf63, buf64)
        del arg0_1
        return (buf0, buf1, buf2, buf3, buf4, buf5, buf6, buf7, buf8, buf9, buf10, buf11, buf12, buf13, buf14, buf15, buf16, buf17, buf18, buf19, buf20, buf21, buf22, buf23, buf24, buf25, buf26, buf27, buf28, buf29, buf30, buf31, buf32, buf33, buf34, buf35, buf36, buf37, buf38, buf39, buf40, buf41, buf42, buf43, buf44, buf45, buf46, buf47, buf48, buf49, buf50, buf51, buf52, buf53, buf54, buf55, buf56, buf57, buf58, buf59, buf60, buf61, buf62, buf63, buf64, )

runner = Runner(partitions=[])
call = runner.call
recursively_apply_fns = runner.recursively_apply_fns


def get_args():
    from torch._dynamo.testing import rand_strided
    arg0_1 = rand_strided((64, ), (1, ), device='cpu', dtype=torch.float32)
    return [arg0_1]


def benchmark_compiled_module(args, times=10, repeat=10):
    from torch._inductor.utils import print_performance
    fn = lambda: call(list(args))
    return print_performance(fn, times=times, repeat=repeat, device='cpu')


if __name__ == "__main__":
    from torch._inductor.wrapper_benchmark import compiled_module_main
    args = get_args()
    compiled_module_main('None', lambda times, repeat: benchmark_compiled_module(args, times=times, repeat=repeat))
