s33 = 2
s69 = 16


import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-groupnorm_train_dynamic_combo-viz0jylf'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpbcsz2bg6'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpbcsz2bg6/triton'
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
torch._dynamo.config.assume_static_by_default = False
torch._inductor.config.deterministic = False
torch._inductor.config.combo_kernels = True
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
        convolution = torch.ops.aten.convolution.default(primals_5, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        mul_7 = primals_4 * primals_4
        view = torch.ops.aten.view.default(convolution, [primals_3, 4, 8, mul_7]);  mul_7 = None
        var_mean = torch.ops.aten.var_mean.correction(view, [2, 3], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_5 = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
        sub_3 = torch.ops.aten.sub.Tensor(view, getitem_1);  view = None
        mul_14 = torch.ops.aten.mul.Tensor(sub_3, rsqrt);  sub_3 = None
        view_1 = torch.ops.aten.view.default(mul_14, [primals_3, 32, primals_4, primals_4]);  mul_14 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(primals_6, 0)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_15 = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(primals_7, 0)
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_6 = torch.ops.aten.add.Tensor(mul_15, unsqueeze_5);  mul_15 = unsqueeze_5 = None
        neg = torch.ops.aten.neg.default(add_6)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_24 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div = torch.ops.aten.div.Tensor(add_6, add_24);  add_6 = add_24 = None
        convolution_1 = torch.ops.aten.convolution.default(div, primals_8, primals_9, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_9 = None
        sym_size_int_5 = torch.ops.aten.sym_size.int(convolution_1, 3)
        mul_39 = primals_4 * sym_size_int_5
        view_2 = torch.ops.aten.view.default(convolution_1, [primals_3, 8, 4, mul_39]);  mul_39 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(view_2, [2, 3], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_35 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_35);  add_35 = None
        sub_17 = torch.ops.aten.sub.Tensor(view_2, getitem_3);  view_2 = None
        mul_46 = torch.ops.aten.mul.Tensor(sub_17, rsqrt_1);  sub_17 = None
        view_3 = torch.ops.aten.view.default(mul_46, [primals_3, 32, primals_4, sym_size_int_5]);  mul_46 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(primals_10, 0)
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 3);  unsqueeze_7 = None
        mul_47 = torch.ops.aten.mul.Tensor(view_3, unsqueeze_8);  view_3 = unsqueeze_8 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(primals_11, 0)
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, 2);  unsqueeze_9 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 3);  unsqueeze_10 = None
        add_36 = torch.ops.aten.add.Tensor(mul_47, unsqueeze_11);  mul_47 = unsqueeze_11 = None
        neg_1 = torch.ops.aten.neg.default(add_36)
        exp_1 = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        add_54 = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1 = torch.ops.aten.div.Tensor(add_36, add_54);  add_36 = add_54 = None
        return (div_1, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_11, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, primals_3, primals_4, sym_size_int_5)

def load_args(reader):
    buf0 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf0, (32, 8, 3, 3), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf1, (32,), is_leaf=True)  # primals_2
    reader.symint(2, expr='s33')  # primals_3
    reader.symint(16, expr='s69')  # primals_4
    buf2 = reader.storage(None, 4*s69 + 28*s69*s69 + 4*s69*((-1) + s69) + 32*s69*s69*((-1) + s33), device=device(type='cuda', index=0))
    reader.tensor(buf2, (s33, 8, s69, s69), is_leaf=True)  # primals_5
    buf3 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf3, (32,), is_leaf=True)  # primals_6
    buf4 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf4, (32,), is_leaf=True)  # primals_7
    buf5 = reader.storage(None, 36864, device=device(type='cuda', index=0))
    reader.tensor(buf5, (32, 32, 3, 3), is_leaf=True)  # primals_8
    buf6 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf6, (32,), is_leaf=True)  # primals_9
    buf7 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf7, (32,), is_leaf=True)  # primals_10
    buf8 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf8, (32,), is_leaf=True)  # primals_11
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='symbolic', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='symbolic', check_str=None)
        # mod(*args)