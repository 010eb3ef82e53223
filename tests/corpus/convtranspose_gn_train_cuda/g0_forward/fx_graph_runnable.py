
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-convtranspose_gn_train-c6esbi4u'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpdkvn2wj6'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpdkvn2wj6/triton'
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
        convolution = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [2, 2], [1, 1], [1, 1], True, [0, 0], 1);  primals_2 = None
        view = torch.ops.aten.view.default(convolution, [2, 4, 2, 144])
        var_mean = torch.ops.aten.var_mean.correction(view, [2, 3], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(view, getitem_1);  view = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        view_1 = torch.ops.aten.view.default(mul, [2, 8, 12, 12]);  mul = None
        unsqueeze = torch.ops.aten.unsqueeze.default(primals_4, 0)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(primals_5, 0)
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, unsqueeze_5);  mul_1 = unsqueeze_5 = None
        neg = torch.ops.aten.neg.default(add_1)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_2 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div = torch.ops.aten.div.Tensor(add_1, add_2);  add_1 = add_2 = None
        convolution_1 = torch.ops.aten.convolution.default(div, primals_6, primals_7, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_7 = None
        mean = torch.ops.aten.mean.dim(div, [2, 3], True)
        sigmoid = torch.ops.aten.sigmoid.default(mean);  mean = None
        mul_2 = torch.ops.aten.mul.Tensor(convolution_1, sigmoid)
        add_3 = torch.ops.aten.add.Tensor(div, mul_2);  mul_2 = None
        return (add_3, primals_1, primals_3, primals_4, primals_5, primals_6, convolution, getitem_1, rsqrt, div, convolution_1, sigmoid)

def load_args(reader):
    buf0 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf0, (8, 8, 4, 4), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf1, (8,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 2304, device=device(type='cuda', index=0))
    reader.tensor(buf2, (2, 8, 6, 6), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf3, (8,), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf4, (8,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 2304, device=device(type='cuda', index=0))
    reader.tensor(buf5, (8, 8, 3, 3), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf6, (8,), is_leaf=True)  # primals_7
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)