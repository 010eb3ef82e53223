
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-cond_branch-hd6slw3z'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp1la_uxqs'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp1la_uxqs/triton'

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
from math import inf
import torch._inductor.inductor_prims

import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

torch._inductor.config.force_disable_caches = True
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True



isolate_fails_code_str = None




# torch version: 2.8.0+cu128
# torch cuda version: 12.8
# torch git version: a1cb3cc05d46d198467bebbb6e8fba50a325d4e7


# torch.cuda.is_available()==False, no GPU info collected

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.true_graph_0 = <lambda>()
        self.false_graph_0 = <lambda>()

    
    
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