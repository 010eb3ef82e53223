
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-convbn_pool_train-_oiolgw8'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpns6utkip'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpns6utkip/triton'
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
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10):
        convolution = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        add = torch.ops.aten.add.Tensor(primals_4, 1)
        var_mean = torch.ops.aten.var_mean.correction(convolution, [0, 2, 3], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add_1 = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        squeeze = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3])
        mul_1 = torch.ops.aten.mul.Tensor(squeeze, 0.1);  squeeze = None
        mul_2 = torch.ops.aten.mul.Tensor(primals_5, 0.9)
        add_2 = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
        squeeze_2 = torch.ops.aten.squeeze.dims(getitem, [0, 2, 3]);  getitem = None
        mul_3 = torch.ops.aten.mul.Tensor(squeeze_2, 1.0034843205574913);  squeeze_2 = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_3, 0.1);  mul_3 = None
        mul_5 = torch.ops.aten.mul.Tensor(primals_6, 0.9)
        add_3 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(primals_7, -1)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6 = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(primals_8, -1)
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4 = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        add_5 = torch.ops.aten.add.Tensor(add_4, 3)
        clamp_min = torch.ops.aten.clamp_min.default(add_5, 0);  add_5 = None
        clamp_max = torch.ops.aten.clamp_max.default(clamp_min, 6);  clamp_min = None
        mul_7 = torch.ops.aten.mul.Tensor(add_4, clamp_max);  add_4 = clamp_max = None
        div = torch.ops.aten.div.Tensor(mul_7, 6);  mul_7 = None
        convolution_1 = torch.ops.aten.convolution.default(primals_3, primals_9, primals_10, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_10 = None
        permute = torch.ops.aten.permute.default(convolution_1, [0, 1, 3, 2]);  convolution_1 = None
        add_6 = torch.ops.aten.add.Tensor(div, permute);  div = permute = None
        avg_pool2d = torch.ops.aten.avg_pool2d.default(add_6, [2, 2])
        amax = torch.ops.aten.amax.default(add_6, [2, 3], True)
        mul_8 = torch.ops.aten.mul.Tensor(avg_pool2d, amax)
        copy_ = torch.ops.aten.copy_.default(primals_4, add);  primals_4 = add = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(primals_5, add_2);  primals_5 = add_2 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(primals_6, add_3);  primals_6 = add_3 = copy__2 = None
        return (mul_8, primals_1, primals_3, primals_7, primals_8, primals_9, convolution, getitem_1, rsqrt, add_6, avg_pool2d, amax)

def load_args(reader):
    buf0 = reader.storage(None, 4608)
    reader.tensor(buf0, (16, 8, 3, 3), (72, 1, 24, 8), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 64)
    reader.tensor(buf1, (16,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 9216)
    reader.tensor(buf2, (2, 8, 12, 12), (1152, 1, 96, 8), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 8, dtype_hint=torch.int64)
    reader.tensor(buf3, (), dtype=torch.int64, is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 64)
    reader.tensor(buf4, (16,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 64)
    reader.tensor(buf5, (16,), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 64)
    reader.tensor(buf6, (16,), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 64)
    reader.tensor(buf7, (16,), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 512)
    reader.tensor(buf8, (16, 8, 1, 1), (8, 1, 8, 8), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 64)
    reader.tensor(buf9, (16,), is_leaf=True)  # primals_10
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)