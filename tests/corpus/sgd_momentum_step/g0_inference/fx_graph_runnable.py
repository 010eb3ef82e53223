
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-sgd_momentum_step-3v6nmnxh'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp7kwedhkw'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp7kwedhkw/triton'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1):
        add = torch.ops.aten.add.Tensor(arg12_1, arg0_1, alpha = 0.0001);  arg12_1 = None
        mul = torch.ops.aten.mul.Tensor(arg7_1, 0.9)
        add_1 = torch.ops.aten.add.Tensor(mul, add);  mul = add = None
        add_2 = torch.ops.aten.add.Tensor(arg0_1, add_1, alpha = -0.1)
        add_3 = torch.ops.aten.add.Tensor(arg13_1, arg1_1, alpha = 0.0001);  arg13_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(arg6_1, 0.9)
        add_4 = torch.ops.aten.add.Tensor(mul_1, add_3);  mul_1 = add_3 = None
        add_5 = torch.ops.aten.add.Tensor(arg1_1, add_4, alpha = -0.1)
        add_6 = torch.ops.aten.add.Tensor(arg14_1, arg2_1, alpha = 0.0001);  arg14_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(arg8_1, 0.9)
        add_7 = torch.ops.aten.add.Tensor(mul_2, add_6);  mul_2 = add_6 = None
        add_8 = torch.ops.aten.add.Tensor(arg2_1, add_7, alpha = -0.1)
        add_9 = torch.ops.aten.add.Tensor(arg15_1, arg3_1, alpha = 0.0001);  arg15_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(arg9_1, 0.9)
        add_10 = torch.ops.aten.add.Tensor(mul_3, add_9);  mul_3 = add_9 = None
        add_11 = torch.ops.aten.add.Tensor(arg3_1, add_10, alpha = -0.1)
        add_12 = torch.ops.aten.add.Tensor(arg16_1, arg4_1, alpha = 0.0001);  arg16_1 = None
        mul_4 = torch.ops.aten.mul.Tensor(arg10_1, 0.9)
        add_13 = torch.ops.aten.add.Tensor(mul_4, add_12);  mul_4 = add_12 = None
        add_14 = torch.ops.aten.add.Tensor(arg4_1, add_13, alpha = -0.1)
        add_15 = torch.ops.aten.add.Tensor(arg17_1, arg5_1, alpha = 0.0001);  arg17_1 = None
        mul_5 = torch.ops.aten.mul.Tensor(arg11_1, 0.9)
        add_16 = torch.ops.aten.add.Tensor(mul_5, add_15);  mul_5 = add_15 = None
        add_17 = torch.ops.aten.add.Tensor(arg5_1, add_16, alpha = -0.1)
        copy_ = torch.ops.aten.copy_.default(arg0_1, add_2);  arg0_1 = add_2 = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, add_5);  arg1_1 = add_5 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, add_8);  arg2_1 = add_8 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, add_11);  arg3_1 = add_11 = copy__3 = None
        copy__4 = torch.ops.aten.copy_.default(arg4_1, add_14);  arg4_1 = add_14 = copy__4 = None
        copy__5 = torch.ops.aten.copy_.default(arg5_1, add_17);  arg5_1 = add_17 = copy__5 = None
        copy__6 = torch.ops.aten.copy_.default(arg6_1, add_4);  arg6_1 = add_4 = copy__6 = None
        copy__7 = torch.ops.aten.copy_.default(arg7_1, add_1);  arg7_1 = add_1 = copy__7 = None
        copy__8 = torch.ops.aten.copy_.default(arg8_1, add_7);  arg8_1 = add_7 = copy__8 = None
        copy__9 = torch.ops.aten.copy_.default(arg9_1, add_10);  arg9_1 = add_10 = copy__9 = None
        copy__10 = torch.ops.aten.copy_.default(arg10_1, add_13);  arg10_1 = add_13 = copy__10 = None
        copy__11 = torch.ops.aten.copy_.default(arg11_1, add_16);  arg11_1 = add_16 = copy__11 = None
        return ()

def load_args(reader):
    buf0 = reader.storage(None, 1728)
    reader.tensor(buf0, (16, 3, 3, 3), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 64)
    reader.tensor(buf1, (16,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 64)
    reader.tensor(buf2, (16,), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 64)
    reader.tensor(buf3, (16,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 4608)
    reader.tensor(buf4, (8, 16, 3, 3), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 32)
    reader.tensor(buf5, (8,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 64)
    reader.tensor(buf6, (16,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 1728)
    reader.tensor(buf7, (16, 3, 3, 3), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 64)
    reader.tensor(buf8, (16,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 64)
    reader.tensor(buf9, (16,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 4608)
    reader.tensor(buf10, (8, 16, 3, 3), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 32)
    reader.tensor(buf11, (8,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 1728)
    reader.tensor(buf12, (16, 3, 3, 3), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 64)
    reader.tensor(buf13, (16,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 64)
    reader.tensor(buf14, (16,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 64)
    reader.tensor(buf15, (16,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 4608)
    reader.tensor(buf16, (8, 16, 3, 3), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 32)
    reader.tensor(buf17, (8,), is_leaf=True)  # arg17_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)