
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-clip_adamw_step-plwyhuk7'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpnruaq1ao'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpnruaq1ao/triton'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1):
        _foreach_norm = torch.ops.aten._foreach_norm.Scalar([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], 2.0)
        getitem = _foreach_norm[0]
        getitem_1 = _foreach_norm[1]
        getitem_2 = _foreach_norm[2]
        getitem_3 = _foreach_norm[3]
        getitem_4 = _foreach_norm[4]
        getitem_5 = _foreach_norm[5];  _foreach_norm = None
        unsqueeze = torch.ops.aten.unsqueeze.default(getitem, 0);  getitem = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(getitem_1, 0);  getitem_1 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(getitem_2, 0);  getitem_2 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(getitem_3, 0);  getitem_3 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(getitem_4, 0);  getitem_4 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(getitem_5, 0);  getitem_5 = None
        cat = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1, unsqueeze_2, unsqueeze_3, unsqueeze_4, unsqueeze_5]);  unsqueeze = unsqueeze_1 = unsqueeze_2 = unsqueeze_3 = unsqueeze_4 = unsqueeze_5 = None
        pow_1 = torch.ops.aten.pow.Tensor_Scalar(cat, 2.0);  cat = None
        sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, None);  pow_1 = None
        pow_2 = torch.ops.aten.pow.Tensor_Scalar(sum_1, 0.5);  sum_1 = None
        add = torch.ops.aten.add.Tensor(pow_2, 1e-06)
        reciprocal = torch.ops.aten.reciprocal.default(add);  add = None
        clamp_max = torch.ops.aten.clamp_max.default(reciprocal, 1.0);  reciprocal = None
        _foreach_mul = torch.ops.aten._foreach_mul.Tensor([arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1], clamp_max);  clamp_max = None
        getitem_6 = _foreach_mul[0]
        getitem_7 = _foreach_mul[1]
        getitem_8 = _foreach_mul[2]
        getitem_9 = _foreach_mul[3]
        getitem_10 = _foreach_mul[4]
        getitem_11 = _foreach_mul[5];  _foreach_mul = None
        copy_ = torch.ops.aten.copy_.default(arg0_1, getitem_6);  arg0_1 = getitem_6 = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, getitem_7);  arg1_1 = getitem_7 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, getitem_8);  arg2_1 = getitem_8 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, getitem_9);  arg3_1 = getitem_9 = copy__3 = None
        copy__4 = torch.ops.aten.copy_.default(arg4_1, getitem_10);  arg4_1 = getitem_10 = copy__4 = None
        copy__5 = torch.ops.aten.copy_.default(arg5_1, getitem_11);  arg5_1 = getitem_11 = copy__5 = None
        return (pow_2,)

def load_args(reader):
    buf0 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf0, (128, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf1, (128,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 65536, device=device(type='cuda', index=0))
    reader.tensor(buf2, (128, 128), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf3, (128,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 5120, device=device(type='cuda', index=0))
    reader.tensor(buf4, (10, 128), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 40, device=device(type='cuda', index=0))
    reader.tensor(buf5, (10,), is_leaf=True)  # arg5_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)