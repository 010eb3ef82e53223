
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-gn_silu_conv_combo-8r05dvhk'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp44iyn25o'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp44iyn25o/triton'
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
# torch version: 2.15.0+cu132
# torch cuda version: 13.2
# torch git version: d0f2af8b66b20da4baa50644c0cd3f887a2eae2e


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1):
        view = torch.ops.aten.view.default(arg2_1, [2, 32, 10, 64])
        var_mean = torch.ops.aten.var_mean.correction(view, [2, 3], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(view, getitem_1);  view = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        view_1 = torch.ops.aten.view.default(mul, [2, 320, 8, 8]);  mul = None
        unsqueeze = torch.ops.aten.unsqueeze.default(arg0_1, 0);  arg0_1 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(arg1_1, 0);  arg1_1 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, unsqueeze_5);  mul_1 = unsqueeze_5 = None
        neg = torch.ops.aten.neg.default(add_1)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_2 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div = torch.ops.aten.div.Tensor(add_1, add_2);  add_1 = add_2 = None
        convolution = torch.ops.aten.convolution.default(div, arg3_1, arg4_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  div = arg3_1 = arg4_1 = None
        view_2 = torch.ops.aten.view.default(convolution, [2, 32, 10, 64]);  convolution = None
        var_mean_1 = torch.ops.aten.var_mean.correction(view_2, [2, 3], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_3 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_1 = torch.ops.aten.sub.Tensor(view_2, getitem_3);  view_2 = getitem_3 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        view_3 = torch.ops.aten.view.default(mul_2, [2, 320, 8, 8]);  mul_2 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(arg5_1, 0);  arg5_1 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 3);  unsqueeze_7 = None
        mul_3 = torch.ops.aten.mul.Tensor(view_3, unsqueeze_8);  view_3 = unsqueeze_8 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(arg6_1, 0);  arg6_1 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, 2);  unsqueeze_9 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 3);  unsqueeze_10 = None
        add_4 = torch.ops.aten.add.Tensor(mul_3, unsqueeze_11);  mul_3 = unsqueeze_11 = None
        neg_1 = torch.ops.aten.neg.default(add_4)
        exp_1 = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        add_5 = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1 = torch.ops.aten.div.Tensor(add_4, add_5);  add_4 = add_5 = None
        convolution_1 = torch.ops.aten.convolution.default(div_1, arg7_1, arg8_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  div_1 = arg7_1 = arg8_1 = None
        add_6 = torch.ops.aten.add.Tensor(arg2_1, convolution_1);  arg2_1 = convolution_1 = None
        return (add_6,)

def load_args(reader):
    buf0 = reader.storage(None, 1280, device=device(type='cuda', index=0))
    reader.tensor(buf0, (320,), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 1280, device=device(type='cuda', index=0))
    reader.tensor(buf1, (320,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 163840, device=device(type='cuda', index=0))
    reader.tensor(buf2, (2, 320, 8, 8), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 3686400, device=device(type='cuda', index=0))
    reader.tensor(buf3, (320, 320, 3, 3), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 1280, device=device(type='cuda', index=0))
    reader.tensor(buf4, (320,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 1280, device=device(type='cuda', index=0))
    reader.tensor(buf5, (320,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 1280, device=device(type='cuda', index=0))
    reader.tensor(buf6, (320,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 3686400, device=device(type='cuda', index=0))
    reader.tensor(buf7, (320, 320, 3, 3), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 1280, device=device(type='cuda', index=0))
    reader.tensor(buf8, (320,), is_leaf=True)  # arg8_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None, is_inference=True)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None, is_inference=True)
        # mod(*args)