
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-cond_branch-59xw8ihs'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpgqyywz_l'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpgqyywz_l/triton'
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
class true_graph_0_0(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1):
        mean = torch.ops.aten.mean.dim(arg0_1, [-1], True)
        sub = torch.ops.aten.sub.Tensor(arg0_1, mean);  arg0_1 = mean = None
        sigmoid = torch.ops.aten.sigmoid.default(sub);  sub = None
        return (sigmoid,)


class false_graph_0_1(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1):
        mul = torch.ops.aten.mul.Tensor(arg0_1, 3.0);  arg0_1 = None
        add = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None
        tanh = torch.ops.aten.tanh.default(add);  add = None
        return (tanh,)


class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.true_graph_0 = true_graph_0_0()
        self.false_graph_0 = false_graph_0_1()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1):
        permute = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu = torch.ops.aten.relu.default(addmm);  addmm = None
        mul = torch.ops.aten.mul.Tensor(relu, 2.0);  relu = None
        sum_1 = torch.ops.aten.sum.default(arg3_1);  arg3_1 = None
        gt = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (mul,));  gt = true_graph_0 = false_graph_0 = None
        getitem = cond[0];  cond = None
        amax = torch.ops.aten.amax.default(getitem, [-1], True)
        sub = torch.ops.aten.sub.Tensor(getitem, amax);  getitem = amax = None
        exp = torch.ops.aten.exp.default(sub);  sub = None
        sum_2 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_2);  exp = sum_2 = None
        add = torch.ops.aten.add.Tensor(div, mul);  div = mul = None
        return (add,)

def load_args(reader):
    buf0 = reader.storage(None, 16384)
    reader.tensor(buf0, (64, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 256)
    reader.tensor(buf1, (64,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 8192)
    reader.tensor(buf2, (32, 64), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 16)
    reader.tensor(buf3, (4,), is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)