
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-sgd_momentum_step-qyu4rkl6'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmplkmam602'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmplkmam602/triton'
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
torch._functorch.config.force_non_lazy_backward_lowering = True
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
        _foreach_add = torch.ops.aten._foreach_add.List([arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1], [arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], alpha = 0.0001);  arg12_1 = arg13_1 = arg14_1 = arg15_1 = arg16_1 = arg17_1 = None
        getitem = _foreach_add[0]
        getitem_1 = _foreach_add[1]
        getitem_2 = _foreach_add[2]
        getitem_3 = _foreach_add[3]
        getitem_4 = _foreach_add[4]
        getitem_5 = _foreach_add[5];  _foreach_add = None
        _foreach_mul = torch.ops.aten._foreach_mul.Scalar([arg7_1, arg6_1, arg8_1, arg9_1, arg10_1, arg11_1], 0.9)
        getitem_6 = _foreach_mul[0]
        getitem_7 = _foreach_mul[1]
        getitem_8 = _foreach_mul[2]
        getitem_9 = _foreach_mul[3]
        getitem_10 = _foreach_mul[4]
        getitem_11 = _foreach_mul[5];  _foreach_mul = None
        _foreach_add_1 = torch.ops.aten._foreach_add.List([getitem_6, getitem_7, getitem_8, getitem_9, getitem_10, getitem_11], [getitem, getitem_1, getitem_2, getitem_3, getitem_4, getitem_5]);  getitem_6 = getitem_7 = getitem_8 = getitem_9 = getitem_10 = getitem_11 = getitem = getitem_1 = getitem_2 = getitem_3 = getitem_4 = getitem_5 = None
        getitem_12 = _foreach_add_1[0]
        getitem_13 = _foreach_add_1[1]
        getitem_14 = _foreach_add_1[2]
        getitem_15 = _foreach_add_1[3]
        getitem_16 = _foreach_add_1[4]
        getitem_17 = _foreach_add_1[5];  _foreach_add_1 = None
        _foreach_add_2 = torch.ops.aten._foreach_add.List([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], [getitem_12, getitem_13, getitem_14, getitem_15, getitem_16, getitem_17], alpha = -0.1)
        getitem_18 = _foreach_add_2[0]
        getitem_19 = _foreach_add_2[1]
        getitem_20 = _foreach_add_2[2]
        getitem_21 = _foreach_add_2[3]
        getitem_22 = _foreach_add_2[4]
        getitem_23 = _foreach_add_2[5];  _foreach_add_2 = None
        copy_ = torch.ops.aten.copy_.default(arg0_1, getitem_18);  arg0_1 = getitem_18 = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, getitem_19);  arg1_1 = getitem_19 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, getitem_20);  arg2_1 = getitem_20 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, getitem_21);  arg3_1 = getitem_21 = copy__3 = None
        copy__4 = torch.ops.aten.copy_.default(arg4_1, getitem_22);  arg4_1 = getitem_22 = copy__4 = None
        copy__5 = torch.ops.aten.copy_.default(arg5_1, getitem_23);  arg5_1 = getitem_23 = copy__5 = None
        copy__6 = torch.ops.aten.copy_.default(arg6_1, getitem_13);  arg6_1 = getitem_13 = copy__6 = None
        copy__7 = torch.ops.aten.copy_.default(arg7_1, getitem_12);  arg7_1 = getitem_12 = copy__7 = None
        copy__8 = torch.ops.aten.copy_.default(arg8_1, getitem_14);  arg8_1 = getitem_14 = copy__8 = None
        copy__9 = torch.ops.aten.copy_.default(arg9_1, getitem_15);  arg9_1 = getitem_15 = copy__9 = None
        copy__10 = torch.ops.aten.copy_.default(arg10_1, getitem_16);  arg10_1 = getitem_16 = copy__10 = None
        copy__11 = torch.ops.aten.copy_.default(arg11_1, getitem_17);  arg11_1 = getitem_17 = copy__11 = None
        return ()

def load_args(reader):
    buf0 = reader.storage(None, 1728, device=device(type='cuda', index=0))
    reader.tensor(buf0, (16, 3, 3, 3), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf1, (16,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf2, (16,), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf3, (16,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 4608, device=device(type='cuda', index=0))
    reader.tensor(buf4, (8, 16, 3, 3), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf5, (8,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf6, (16,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 1728, device=device(type='cuda', index=0))
    reader.tensor(buf7, (16, 3, 3, 3), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf8, (16,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf9, (16,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 4608, device=device(type='cuda', index=0))
    reader.tensor(buf10, (8, 16, 3, 3), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf11, (8,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 1728, device=device(type='cuda', index=0))
    reader.tensor(buf12, (16, 3, 3, 3), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf13, (16,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf14, (16,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf15, (16,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 4608, device=device(type='cuda', index=0))
    reader.tensor(buf16, (8, 16, 3, 3), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 32, device=device(type='cuda', index=0))
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