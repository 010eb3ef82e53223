
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-clip_adamw_step-5zd70rwi'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_0b6_3tz'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140055816468960'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_0b6_3tz/triton'
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

torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.deterministic = False
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1, arg22_1, arg23_1, arg24_1, arg25_1, arg26_1, arg27_1, arg28_1, arg29_1):
        add = torch.ops.aten.add.Tensor(arg12_1, 1)
        mul = torch.ops.aten.mul.Tensor(arg0_1, 0.99999)
        sub = torch.ops.aten.sub.Tensor(arg24_1, arg13_1)
        add_1 = torch.ops.aten.add.Tensor(arg13_1, sub, alpha = 0.09999999999999998);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(arg14_1, 0.999)
        mul_2 = torch.ops.aten.mul.Tensor(arg24_1, arg24_1);  arg24_1 = None
        fma = torch.ops.prims.fma.default(mul_2, 0.0010000000000000009, mul_1);  mul_2 = mul_1 = None
        pow_1 = torch.ops.aten.pow.Scalar(0.9, add)
        sub_1 = torch.ops.aten.sub.Tensor(1, pow_1);  pow_1 = None
        pow_2 = torch.ops.aten.pow.Scalar(0.999, add)
        sub_2 = torch.ops.aten.sub.Tensor(1, pow_2);  pow_2 = None
        reciprocal = torch.ops.aten.reciprocal.default(sub_1);  sub_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(reciprocal, 0.001);  reciprocal = None
        neg = torch.ops.aten.neg.default(mul_3);  mul_3 = None
        sqrt = torch.ops.aten.sqrt.default(sub_2);  sub_2 = None
        sqrt_1 = torch.ops.aten.sqrt.default(fma)
        mul_4 = torch.ops.aten.mul.Tensor(sqrt, neg);  sqrt = None
        div = torch.ops.aten.div.Tensor(sqrt_1, mul_4);  sqrt_1 = mul_4 = None
        reciprocal_1 = torch.ops.aten.reciprocal.default(neg);  neg = None
        mul_5 = torch.ops.aten.mul.Tensor(reciprocal_1, 1e-08);  reciprocal_1 = None
        add_2 = torch.ops.aten.add.Tensor(div, mul_5);  div = mul_5 = None
        addcdiv = torch.ops.aten.addcdiv.default(mul, add_1, add_2);  mul = add_2 = None
        add_3 = torch.ops.aten.add.Tensor(arg6_1, 1)
        mul_6 = torch.ops.aten.mul.Tensor(arg1_1, 0.99999)
        sub_3 = torch.ops.aten.sub.Tensor(arg25_1, arg7_1)
        add_4 = torch.ops.aten.add.Tensor(arg7_1, sub_3, alpha = 0.09999999999999998);  sub_3 = None
        mul_7 = torch.ops.aten.mul.Tensor(arg8_1, 0.999)
        mul_8 = torch.ops.aten.mul.Tensor(arg25_1, arg25_1);  arg25_1 = None
        fma_1 = torch.ops.prims.fma.default(mul_8, 0.0010000000000000009, mul_7);  mul_8 = mul_7 = None
        pow_3 = torch.ops.aten.pow.Scalar(0.9, add_3)
        sub_4 = torch.ops.aten.sub.Tensor(1, pow_3);  pow_3 = None
        pow_4 = torch.ops.aten.pow.Scalar(0.999, add_3)
        sub_5 = torch.ops.aten.sub.Tensor(1, pow_4);  pow_4 = None
        reciprocal_2 = torch.ops.aten.reciprocal.default(sub_4);  sub_4 = None
        mul_9 = torch.ops.aten.mul.Tensor(reciprocal_2, 0.001);  reciprocal_2 = None
        neg_1 = torch.ops.aten.neg.default(mul_9);  mul_9 = None
        sqrt_2 = torch.ops.aten.sqrt.default(sub_5);  sub_5 = None
        sqrt_3 = torch.ops.aten.sqrt.default(fma_1)
        mul_10 = torch.ops.aten.mul.Tensor(sqrt_2, neg_1);  sqrt_2 = None
        div_1 = torch.ops.aten.div.Tensor(sqrt_3, mul_10);  sqrt_3 = mul_10 = None
        reciprocal_3 = torch.ops.aten.reciprocal.default(neg_1);  neg_1 = None
        mul_11 = torch.ops.aten.mul.Tensor(reciprocal_3, 1e-08);  reciprocal_3 = None
        add_5 = torch.ops.aten.add.Tensor(div_1, mul_11);  div_1 = mul_11 = None
        addcdiv_1 = torch.ops.aten.addcdiv.default(mul_6, add_4, add_5);  mul_6 = add_5 = None
        add_6 = torch.ops.aten.add.Tensor(arg15_1, 1)
        mul_12 = torch.ops.aten.mul.Tensor(arg2_1, 0.99999)
        sub_6 = torch.ops.aten.sub.Tensor(arg26_1, arg16_1)
        add_7 = torch.ops.aten.add.Tensor(arg16_1, sub_6, alpha = 0.09999999999999998);  sub_6 = None
        mul_13 = torch.ops.aten.mul.Tensor(arg17_1, 0.999)
        mul_14 = torch.ops.aten.mul.Tensor(arg26_1, arg26_1);  arg26_1 = None
        fma_2 = torch.ops.prims.fma.default(mul_14, 0.0010000000000000009, mul_13);  mul_14 = mul_13 = None
        pow_5 = torch.ops.aten.pow.Scalar(0.9, add_6)
        sub_7 = torch.ops.aten.sub.Tensor(1, pow_5);  pow_5 = None
        pow_6 = torch.ops.aten.pow.Scalar(0.999, add_6)
        sub_8 = torch.ops.aten.sub.Tensor(1, pow_6);  pow_6 = None
        reciprocal_4 = torch.ops.aten.reciprocal.default(sub_7);  sub_7 = None
        mul_15 = torch.ops.aten.mul.Tensor(reciprocal_4, 0.001);  reciprocal_4 = None
        neg_2 = torch.ops.aten.neg.default(mul_15);  mul_15 = None
        sqrt_4 = torch.ops.aten.sqrt.default(sub_8);  sub_8 = None
        sqrt_5 = torch.ops.aten.sqrt.default(fma_2)
        mul_16 = torch.ops.aten.mul.Tensor(sqrt_4, neg_2);  sqrt_4 = None
        div_2 = torch.ops.aten.div.Tensor(sqrt_5, mul_16);  sqrt_5 = mul_16 = None
        reciprocal_5 = torch.ops.aten.reciprocal.default(neg_2);  neg_2 = None
        mul_17 = torch.ops.aten.mul.Tensor(reciprocal_5, 1e-08);  reciprocal_5 = None
        add_8 = torch.ops.aten.add.Tensor(div_2, mul_17);  div_2 = mul_17 = None
        addcdiv_2 = torch.ops.aten.addcdiv.default(mul_12, add_7, add_8);  mul_12 = add_8 = None
        add_9 = torch.ops.aten.add.Tensor(arg18_1, 1)
        mul_18 = torch.ops.aten.mul.Tensor(arg3_1, 0.99999)
        sub_9 = torch.ops.aten.sub.Tensor(arg27_1, arg19_1)
        add_10 = torch.ops.aten.add.Tensor(arg19_1, sub_9, alpha = 0.09999999999999998);  sub_9 = None
        mul_19 = torch.ops.aten.mul.Tensor(arg20_1, 0.999)
        mul_20 = torch.ops.aten.mul.Tensor(arg27_1, arg27_1);  arg27_1 = None
        fma_3 = torch.ops.prims.fma.default(mul_20, 0.0010000000000000009, mul_19);  mul_20 = mul_19 = None
        pow_7 = torch.ops.aten.pow.Scalar(0.9, add_9)
        sub_10 = torch.ops.aten.sub.Tensor(1, pow_7);  pow_7 = None
        pow_8 = torch.ops.aten.pow.Scalar(0.999, add_9)
        sub_11 = torch.ops.aten.sub.Tensor(1, pow_8);  pow_8 = None
        reciprocal_6 = torch.ops.aten.reciprocal.default(sub_10);  sub_10 = None
        mul_21 = torch.ops.aten.mul.Tensor(reciprocal_6, 0.001);  reciprocal_6 = None
        neg_3 = torch.ops.aten.neg.default(mul_21);  mul_21 = None
        sqrt_6 = torch.ops.aten.sqrt.default(sub_11);  sub_11 = None
        sqrt_7 = torch.ops.aten.sqrt.default(fma_3)
        mul_22 = torch.ops.aten.mul.Tensor(sqrt_6, neg_3);  sqrt_6 = None
        div_3 = torch.ops.aten.div.Tensor(sqrt_7, mul_22);  sqrt_7 = mul_22 = None
        reciprocal_7 = torch.ops.aten.reciprocal.default(neg_3);  neg_3 = None
        mul_23 = torch.ops.aten.mul.Tensor(reciprocal_7, 1e-08);  reciprocal_7 = None
        add_11 = torch.ops.aten.add.Tensor(div_3, mul_23);  div_3 = mul_23 = None
        addcdiv_3 = torch.ops.aten.addcdiv.default(mul_18, add_10, add_11);  mul_18 = add_11 = None
        add_12 = torch.ops.aten.add.Tensor(arg9_1, 1)
        mul_24 = torch.ops.aten.mul.Tensor(arg4_1, 0.999999)
        sub_12 = torch.ops.aten.sub.Tensor(arg28_1, arg10_1)
        add_13 = torch.ops.aten.add.Tensor(arg10_1, sub_12, alpha = 0.09999999999999998);  sub_12 = None
        mul_25 = torch.ops.aten.mul.Tensor(arg11_1, 0.999)
        mul_26 = torch.ops.aten.mul.Tensor(arg28_1, arg28_1);  arg28_1 = None
        fma_4 = torch.ops.prims.fma.default(mul_26, 0.0010000000000000009, mul_25);  mul_26 = mul_25 = None
        pow_9 = torch.ops.aten.pow.Scalar(0.9, add_12)
        sub_13 = torch.ops.aten.sub.Tensor(1, pow_9);  pow_9 = None
        pow_10 = torch.ops.aten.pow.Scalar(0.999, add_12)
        sub_14 = torch.ops.aten.sub.Tensor(1, pow_10);  pow_10 = None
        reciprocal_8 = torch.ops.aten.reciprocal.default(sub_13);  sub_13 = None
        mul_27 = torch.ops.aten.mul.Tensor(reciprocal_8, 0.0001);  reciprocal_8 = None
        neg_4 = torch.ops.aten.neg.default(mul_27);  mul_27 = None
        sqrt_8 = torch.ops.aten.sqrt.default(sub_14);  sub_14 = None
        sqrt_9 = torch.ops.aten.sqrt.default(fma_4)
        mul_28 = torch.ops.aten.mul.Tensor(sqrt_8, neg_4);  sqrt_8 = None
        div_4 = torch.ops.aten.div.Tensor(sqrt_9, mul_28);  sqrt_9 = mul_28 = None
        reciprocal_9 = torch.ops.aten.reciprocal.default(neg_4);  neg_4 = None
        mul_29 = torch.ops.aten.mul.Tensor(reciprocal_9, 1e-08);  reciprocal_9 = None
        add_14 = torch.ops.aten.add.Tensor(div_4, mul_29);  div_4 = mul_29 = None
        addcdiv_4 = torch.ops.aten.addcdiv.default(mul_24, add_13, add_14);  mul_24 = add_14 = None
        add_15 = torch.ops.aten.add.Tensor(arg21_1, 1)
        mul_30 = torch.ops.aten.mul.Tensor(arg5_1, 0.999999)
        sub_15 = torch.ops.aten.sub.Tensor(arg29_1, arg22_1)
        add_16 = torch.ops.aten.add.Tensor(arg22_1, sub_15, alpha = 0.09999999999999998);  sub_15 = None
        mul_31 = torch.ops.aten.mul.Tensor(arg23_1, 0.999)
        mul_32 = torch.ops.aten.mul.Tensor(arg29_1, arg29_1);  arg29_1 = None
        fma_5 = torch.ops.prims.fma.default(mul_32, 0.0010000000000000009, mul_31);  mul_32 = mul_31 = None
        pow_11 = torch.ops.aten.pow.Scalar(0.9, add_15)
        sub_16 = torch.ops.aten.sub.Tensor(1, pow_11);  pow_11 = None
        pow_12 = torch.ops.aten.pow.Scalar(0.999, add_15)
        sub_17 = torch.ops.aten.sub.Tensor(1, pow_12);  pow_12 = None
        reciprocal_10 = torch.ops.aten.reciprocal.default(sub_16);  sub_16 = None
        mul_33 = torch.ops.aten.mul.Tensor(reciprocal_10, 0.0001);  reciprocal_10 = None
        neg_5 = torch.ops.aten.neg.default(mul_33);  mul_33 = None
        sqrt_10 = torch.ops.aten.sqrt.default(sub_17);  sub_17 = None
        sqrt_11 = torch.ops.aten.sqrt.default(fma_5)
        mul_34 = torch.ops.aten.mul.Tensor(sqrt_10, neg_5);  sqrt_10 = None
        div_5 = torch.ops.aten.div.Tensor(sqrt_11, mul_34);  sqrt_11 = mul_34 = None
        reciprocal_11 = torch.ops.aten.reciprocal.default(neg_5);  neg_5 = None
        mul_35 = torch.ops.aten.mul.Tensor(reciprocal_11, 1e-08);  reciprocal_11 = None
        add_17 = torch.ops.aten.add.Tensor(div_5, mul_35);  div_5 = mul_35 = None
        addcdiv_5 = torch.ops.aten.addcdiv.default(mul_30, add_16, add_17);  mul_30 = add_17 = None
        copy_ = torch.ops.aten.copy_.default(arg0_1, addcdiv);  arg0_1 = addcdiv = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, addcdiv_1);  arg1_1 = addcdiv_1 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, addcdiv_2);  arg2_1 = addcdiv_2 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, addcdiv_3);  arg3_1 = addcdiv_3 = copy__3 = None
        copy__4 = torch.ops.aten.copy_.default(arg4_1, addcdiv_4);  arg4_1 = addcdiv_4 = copy__4 = None
        copy__5 = torch.ops.aten.copy_.default(arg5_1, addcdiv_5);  arg5_1 = addcdiv_5 = copy__5 = None
        copy__6 = torch.ops.aten.copy_.default(arg6_1, add_3);  arg6_1 = add_3 = copy__6 = None
        copy__7 = torch.ops.aten.copy_.default(arg7_1, add_4);  arg7_1 = add_4 = copy__7 = None
        copy__8 = torch.ops.aten.copy_.default(arg8_1, fma_1);  arg8_1 = fma_1 = copy__8 = None
        copy__9 = torch.ops.aten.copy_.default(arg9_1, add_12);  arg9_1 = add_12 = copy__9 = None
        copy__10 = torch.ops.aten.copy_.default(arg10_1, add_13);  arg10_1 = add_13 = copy__10 = None
        copy__11 = torch.ops.aten.copy_.default(arg11_1, fma_4);  arg11_1 = fma_4 = copy__11 = None
        copy__12 = torch.ops.aten.copy_.default(arg12_1, add);  arg12_1 = add = copy__12 = None
        copy__13 = torch.ops.aten.copy_.default(arg13_1, add_1);  arg13_1 = add_1 = copy__13 = None
        copy__14 = torch.ops.aten.copy_.default(arg14_1, fma);  arg14_1 = fma = copy__14 = None
        copy__15 = torch.ops.aten.copy_.default(arg15_1, add_6);  arg15_1 = add_6 = copy__15 = None
        copy__16 = torch.ops.aten.copy_.default(arg16_1, add_7);  arg16_1 = add_7 = copy__16 = None
        copy__17 = torch.ops.aten.copy_.default(arg17_1, fma_2);  arg17_1 = fma_2 = copy__17 = None
        copy__18 = torch.ops.aten.copy_.default(arg18_1, add_9);  arg18_1 = add_9 = copy__18 = None
        copy__19 = torch.ops.aten.copy_.default(arg19_1, add_10);  arg19_1 = add_10 = copy__19 = None
        copy__20 = torch.ops.aten.copy_.default(arg20_1, fma_3);  arg20_1 = fma_3 = copy__20 = None
        copy__21 = torch.ops.aten.copy_.default(arg21_1, add_15);  arg21_1 = add_15 = copy__21 = None
        copy__22 = torch.ops.aten.copy_.default(arg22_1, add_16);  arg22_1 = add_16 = copy__22 = None
        copy__23 = torch.ops.aten.copy_.default(arg23_1, fma_5);  arg23_1 = fma_5 = copy__23 = None
        return ()

def load_args(reader):
    buf0 = reader.storage(None, 32768)
    reader.tensor(buf0, (128, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 512)
    reader.tensor(buf1, (128,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 65536)
    reader.tensor(buf2, (128, 128), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 512)
    reader.tensor(buf3, (128,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 5120)
    reader.tensor(buf4, (10, 128), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 40)
    reader.tensor(buf5, (10,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 4)
    reader.tensor(buf6, (), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 512)
    reader.tensor(buf7, (128,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 512)
    reader.tensor(buf8, (128,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 4)
    reader.tensor(buf9, (), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 5120)
    reader.tensor(buf10, (10, 128), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 5120)
    reader.tensor(buf11, (10, 128), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 4)
    reader.tensor(buf12, (), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 32768)
    reader.tensor(buf13, (128, 64), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 32768)
    reader.tensor(buf14, (128, 64), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 4)
    reader.tensor(buf15, (), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 65536)
    reader.tensor(buf16, (128, 128), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 65536)
    reader.tensor(buf17, (128, 128), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 4)
    reader.tensor(buf18, (), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 512)
    reader.tensor(buf19, (128,), is_leaf=True)  # arg19_1
    buf20 = reader.storage(None, 512)
    reader.tensor(buf20, (128,), is_leaf=True)  # arg20_1
    buf21 = reader.storage(None, 4)
    reader.tensor(buf21, (), is_leaf=True)  # arg21_1
    buf22 = reader.storage(None, 40)
    reader.tensor(buf22, (10,), is_leaf=True)  # arg22_1
    buf23 = reader.storage(None, 40)
    reader.tensor(buf23, (10,), is_leaf=True)  # arg23_1
    buf24 = reader.storage(None, 32768)
    reader.tensor(buf24, (128, 64), is_leaf=True)  # arg24_1
    buf25 = reader.storage(None, 512)
    reader.tensor(buf25, (128,), is_leaf=True)  # arg25_1
    buf26 = reader.storage(None, 65536)
    reader.tensor(buf26, (128, 128), is_leaf=True)  # arg26_1
    buf27 = reader.storage(None, 512)
    reader.tensor(buf27, (128,), is_leaf=True)  # arg27_1
    buf28 = reader.storage(None, 5120)
    reader.tensor(buf28, (10, 128), is_leaf=True)  # arg28_1
    buf29 = reader.storage(None, 40)
    reader.tensor(buf29, (10,), is_leaf=True)  # arg29_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)