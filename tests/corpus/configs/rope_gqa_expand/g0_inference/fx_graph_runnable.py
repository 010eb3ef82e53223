
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-rope_gqa_expand-payqfq7h'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmps8f47ni9'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmps8f47ni9/triton'
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

torch._inductor.config.expand_dimension_for_pointwise_nodes = True
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1):
        unsqueeze = torch.ops.aten.unsqueeze.default(arg0_1, 0);  arg0_1 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(arg1_1, 0);  arg1_1 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None
        mul = torch.ops.aten.mul.Tensor(arg2_1, unsqueeze_1)
        split = torch.ops.aten.split.Tensor(arg2_1, 16, -1);  arg2_1 = None
        getitem = split[0]
        getitem_1 = split[1];  split = None
        neg = torch.ops.aten.neg.default(getitem_1);  getitem_1 = None
        cat = torch.ops.aten.cat.default([neg, getitem], -1);  neg = getitem = None
        mul_1 = torch.ops.aten.mul.Tensor(cat, unsqueeze_3);  cat = None
        add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(arg3_1, unsqueeze_1);  unsqueeze_1 = None
        split_1 = torch.ops.aten.split.Tensor(arg3_1, 16, -1);  arg3_1 = None
        getitem_2 = split_1[0]
        getitem_3 = split_1[1];  split_1 = None
        neg_1 = torch.ops.aten.neg.default(getitem_3);  getitem_3 = None
        cat_1 = torch.ops.aten.cat.default([neg_1, getitem_2], -1);  neg_1 = getitem_2 = None
        mul_3 = torch.ops.aten.mul.Tensor(cat_1, unsqueeze_3);  cat_1 = unsqueeze_3 = None
        add_1 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
        return (add, add_1)

def load_args(reader):
    buf0 = reader.storage(None, 2048)
    reader.tensor(buf0, (16, 32), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 2048)
    reader.tensor(buf1, (16, 32), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 32768)
    reader.tensor(buf2, (2, 16, 8, 32), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 8192)
    reader.tensor(buf3, (2, 16, 2, 32), is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)