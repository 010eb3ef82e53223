
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-adam_step-3c4rhoz1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpl3skk8sp'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpl3skk8sp/triton'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims



import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.deterministic = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
torch._functorch.config.selective_decompose = False




isolate_fails_code_str = None





if "__compile_source__" in globals():
    import inspect as __after_aot_inspect
    import linecache as __after_aot_linecache
    __after_aot_filename = __after_aot_inspect.currentframe().f_code.co_filename
    __after_aot_linecache.cache[__after_aot_filename] = (
        len(__compile_source__),
        None,
        __compile_source__.splitlines(True),
        __after_aot_filename,
    )
# torch version: 2.14.1+cu130
# torch cuda version: 13.0
# torch git version: 5c4886908584029761b579af026dcfb627c84070


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1):
        add = torch.ops.aten.add.Tensor(arg7_1, 1)
        sub = torch.ops.aten.sub.Tensor(arg16_1, arg8_1)
        add_1 = torch.ops.aten.add.Tensor(arg8_1, sub, alpha = 0.09999999999999998);  sub = None
        mul = torch.ops.aten.mul.Tensor(arg9_1, 0.999)
        mul_1 = torch.ops.aten.mul.Tensor(arg16_1, arg16_1);  arg16_1 = None
        fma = torch.ops.prims.fma.default(mul_1, 0.0010000000000000009, mul);  mul_1 = mul = None
        pow_1 = torch.ops.aten.pow.Scalar(0.9, add)
        sub_1 = torch.ops.aten.sub.Tensor(1, pow_1);  pow_1 = None
        pow_2 = torch.ops.aten.pow.Scalar(0.999, add)
        sub_2 = torch.ops.aten.sub.Tensor(1, pow_2);  pow_2 = None
        reciprocal = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(reciprocal, 0.001);  reciprocal = None
        neg = torch.ops.aten.neg.default(mul_2);  mul_2 = None
        sqrt = torch.ops.aten.sqrt.default(sub_2);  sub_2 = None
        sqrt_1 = torch.ops.aten.sqrt.default(fma)
        mul_3 = torch.ops.aten.mul.Tensor(sqrt, neg);  sqrt = None
        div = torch.ops.aten.div.Tensor(sqrt_1, mul_3);  sqrt_1 = mul_3 = None
        reciprocal_1 = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_4 = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2 = torch.ops.aten.add.Tensor(div, mul_4);  div = mul_4 = None
        addcdiv = torch.ops.aten.addcdiv.default(arg0_1, add_1, add_2);  add_2 = None
        add_3 = torch.ops.aten.add.Tensor(arg4_1, 1)
        sub_3 = torch.ops.aten.sub.Tensor(arg17_1, arg5_1)
        add_4 = torch.ops.aten.add.Tensor(arg5_1, sub_3, alpha = 0.09999999999999998);  sub_3 = None
        mul_5 = torch.ops.aten.mul.Tensor(arg6_1, 0.999)
        mul_6 = torch.ops.aten.mul.Tensor(arg17_1, arg17_1);  arg17_1 = None
        fma_1 = torch.ops.prims.fma.default(mul_6, 0.0010000000000000009, mul_5);  mul_6 = mul_5 = None
        pow_3 = torch.ops.aten.pow.Scalar(0.9, add_3)
        sub_4 = torch.ops.aten.sub.Tensor(1, pow_3);  pow_3 = None
        pow_4 = torch.ops.aten.pow.Scalar(0.999, add_3)
        sub_5 = torch.ops.aten.sub.Tensor(1, pow_4);  pow_4 = None
        reciprocal_2 = torch.ops.aten.reciprocal.default(sub_4);  sub_4 = None
        mul_7 = torch.ops.aten.mul.Tensor(reciprocal_2, 0.001);  reciprocal_2 = None
        neg_1 = torch.ops.aten.neg.default(mul_7);  mul_7 = None
        sqrt_2 = torch.ops.aten.sqrt.default(sub_5);  sub_5 = None
        sqrt_3 = torch.ops.aten.sqrt.default(fma_1)
        mul_8 = torch.ops.aten.mul.Tensor(sqrt_2, neg_1);  sqrt_2 = None
        div_1 = torch.ops.aten.div.Tensor(sqrt_3, mul_8);  sqrt_3 = mul_8 = None
        reciprocal_3 = torch.ops.aten.reciprocal.default(neg_1);  neg_1 = None
        mul_9 = torch.ops.aten.mul.Tensor(reciprocal_3, 1e-08);  reciprocal_3 = None
        add_5 = torch.ops.aten.add.Tensor(div_1, mul_9);  div_1 = mul_9 = None
        addcdiv_1 = torch.ops.aten.addcdiv.default(arg1_1, add_4, add_5);  add_5 = None
        add_6 = torch.ops.aten.add.Tensor(arg10_1, 1)
        sub_6 = torch.ops.aten.sub.Tensor(arg18_1, arg11_1)
        add_7 = torch.ops.aten.add.Tensor(arg11_1, sub_6, alpha = 0.09999999999999998);  sub_6 = None
        mul_10 = torch.ops.aten.mul.Tensor(arg12_1, 0.999)
        mul_11 = torch.ops.aten.mul.Tensor(arg18_1, arg18_1);  arg18_1 = None
        fma_2 = torch.ops.prims.fma.default(mul_11, 0.0010000000000000009, mul_10);  mul_11 = mul_10 = None
        pow_5 = torch.ops.aten.pow.Scalar(0.9, add_6)
        sub_7 = torch.ops.aten.sub.Tensor(1, pow_5);  pow_5 = None
        pow_6 = torch.ops.aten.pow.Scalar(0.999, add_6)
        sub_8 = torch.ops.aten.sub.Tensor(1, pow_6);  pow_6 = None
        reciprocal_4 = torch.ops.aten.reciprocal.default(sub_7);  sub_7 = None
        mul_12 = torch.ops.aten.mul.Tensor(reciprocal_4, 0.001);  reciprocal_4 = None
        neg_2 = torch.ops.aten.neg.default(mul_12);  mul_12 = None
        sqrt_4 = torch.ops.aten.sqrt.default(sub_8);  sub_8 = None
        sqrt_5 = torch.ops.aten.sqrt.default(fma_2)
        mul_13 = torch.ops.aten.mul.Tensor(sqrt_4, neg_2);  sqrt_4 = None
        div_2 = torch.ops.aten.div.Tensor(sqrt_5, mul_13);  sqrt_5 = mul_13 = None
        reciprocal_5 = torch.ops.aten.reciprocal.default(neg_2);  neg_2 = None
        mul_14 = torch.ops.aten.mul.Tensor(reciprocal_5, 1e-08);  reciprocal_5 = None
        add_8 = torch.ops.aten.add.Tensor(div_2, mul_14);  div_2 = mul_14 = None
        addcdiv_2 = torch.ops.aten.addcdiv.default(arg2_1, add_7, add_8);  add_8 = None
        add_9 = torch.ops.aten.add.Tensor(arg13_1, 1)
        sub_9 = torch.ops.aten.sub.Tensor(arg19_1, arg14_1)
        add_10 = torch.ops.aten.add.Tensor(arg14_1, sub_9, alpha = 0.09999999999999998);  sub_9 = None
        mul_15 = torch.ops.aten.mul.Tensor(arg15_1, 0.999)
        mul_16 = torch.ops.aten.mul.Tensor(arg19_1, arg19_1);  arg19_1 = None
        fma_3 = torch.ops.prims.fma.default(mul_16, 0.0010000000000000009, mul_15);  mul_16 = mul_15 = None
        pow_7 = torch.ops.aten.pow.Scalar(0.9, add_9)
        sub_10 = torch.ops.aten.sub.Tensor(1, pow_7);  pow_7 = None
        pow_8 = torch.ops.aten.pow.Scalar(0.999, add_9)
        sub_11 = torch.ops.aten.sub.Tensor(1, pow_8);  pow_8 = None
        reciprocal_6 = torch.ops.aten.reciprocal.default(sub_10);  sub_10 = None
        mul_17 = torch.ops.aten.mul.Tensor(reciprocal_6, 0.001);  reciprocal_6 = None
        neg_3 = torch.ops.aten.neg.default(mul_17);  mul_17 = None
        sqrt_6 = torch.ops.aten.sqrt.default(sub_11);  sub_11 = None
        sqrt_7 = torch.ops.aten.sqrt.default(fma_3)
        mul_18 = torch.ops.aten.mul.Tensor(sqrt_6, neg_3);  sqrt_6 = None
        div_3 = torch.ops.aten.div.Tensor(sqrt_7, mul_18);  sqrt_7 = mul_18 = None
        reciprocal_7 = torch.ops.aten.reciprocal.default(neg_3);  neg_3 = None
        mul_19 = torch.ops.aten.mul.Tensor(reciprocal_7, 1e-08);  reciprocal_7 = None
        add_11 = torch.ops.aten.add.Tensor(div_3, mul_19);  div_3 = mul_19 = None
        addcdiv_3 = torch.ops.aten.addcdiv.default(arg3_1, add_10, add_11);  add_11 = None
        copy_ = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, addcdiv_1);  arg1_1 = addcdiv_1 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, addcdiv_2);  arg2_1 = addcdiv_2 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, addcdiv_3);  arg3_1 = addcdiv_3 = copy__3 = None
        copy__4 = torch.ops.aten.copy_.default(arg4_1, add_3);  arg4_1 = add_3 = copy__4 = None
        copy__5 = torch.ops.aten.copy_.default(arg5_1, add_4);  arg5_1 = add_4 = copy__5 = None
        copy__6 = torch.ops.aten.copy_.default(arg6_1, fma_1);  arg6_1 = fma_1 = copy__6 = None
        copy__7 = torch.ops.aten.copy_.default(arg7_1, add);  arg7_1 = add = copy__7 = None
        copy__8 = torch.ops.aten.copy_.default(arg8_1, add_1);  arg8_1 = add_1 = copy__8 = None
        copy__9 = torch.ops.aten.copy_.default(arg9_1, fma);  arg9_1 = fma = copy__9 = None
        copy__10 = torch.ops.aten.copy_.default(arg10_1, add_6);  arg10_1 = add_6 = copy__10 = None
        copy__11 = torch.ops.aten.copy_.default(arg11_1, add_7);  arg11_1 = add_7 = copy__11 = None
        copy__12 = torch.ops.aten.copy_.default(arg12_1, fma_2);  arg12_1 = fma_2 = copy__12 = None
        copy__13 = torch.ops.aten.copy_.default(arg13_1, add_9);  arg13_1 = add_9 = copy__13 = None
        copy__14 = torch.ops.aten.copy_.default(arg14_1, add_10);  arg14_1 = add_10 = copy__14 = None
        copy__15 = torch.ops.aten.copy_.default(arg15_1, fma_3);  arg15_1 = fma_3 = copy__15 = None
        return ()

def load_args(reader):
    buf0 = reader.storage(None, 32768)
    reader.tensor(buf0, (128, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 512)
    reader.tensor(buf1, (128,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 5120)
    reader.tensor(buf2, (10, 128), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 40)
    reader.tensor(buf3, (10,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 4)
    reader.tensor(buf4, (), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 512)
    reader.tensor(buf5, (128,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 512)
    reader.tensor(buf6, (128,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 4)
    reader.tensor(buf7, (), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 32768)
    reader.tensor(buf8, (128, 64), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 32768)
    reader.tensor(buf9, (128, 64), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 4)
    reader.tensor(buf10, (), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 5120)
    reader.tensor(buf11, (10, 128), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 5120)
    reader.tensor(buf12, (10, 128), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 4)
    reader.tensor(buf13, (), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 40)
    reader.tensor(buf14, (10,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 40)
    reader.tensor(buf15, (10,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 32768)
    reader.tensor(buf16, (128, 64), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 512)
    reader.tensor(buf17, (128,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 5120)
    reader.tensor(buf18, (10, 128), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 40)
    reader.tensor(buf19, (10,), is_leaf=True)  # arg19_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)