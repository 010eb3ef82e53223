s27 = 12
s77 = 2


import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-layernorm_heads_prefer_nd-dp6dkgq6'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_xt5ieb4'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_xt5ieb4/triton'
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
torch._inductor.config.triton.prefer_nd_tiling = True
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
        var_mean = torch.ops.aten.var_mean.correction(primals_3, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(primals_3, getitem_1)
        mul_4 = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_5 = torch.ops.aten.mul.Tensor(mul_4, primals_4);  mul_4 = primals_4 = None
        add_1 = torch.ops.aten.add.Tensor(mul_5, primals_5);  mul_5 = primals_5 = None
        mul_19 = primals_1 * primals_2
        view = torch.ops.aten.view.default(add_1, [mul_19, 32]);  add_1 = None
        permute = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_7, view, permute);  primals_7 = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [primals_1, primals_2, 64])
        mul_27 = torch.ops.aten.mul.Tensor(view_1, 0.5)
        mul_28 = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
        erf = torch.ops.aten.erf.default(mul_28);  mul_28 = None
        add_24 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_29 = torch.ops.aten.mul.Tensor(mul_27, add_24);  mul_27 = add_24 = None
        view_2 = torch.ops.aten.view.default(mul_29, [mul_19, 64]);  mul_29 = None
        permute_1 = torch.ops.aten.permute.default(primals_8, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_9, view_2, permute_1);  primals_9 = permute_1 = None
        view_3 = torch.ops.aten.view.default(addmm_1, [primals_1, primals_2, 32])
        view_4 = torch.ops.aten.view.default(view_3, [primals_1, primals_2, 4, 8]);  view_3 = None
        permute_2 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        clone = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(clone, [3], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_49 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_49);  add_49 = None
        sub_21 = torch.ops.aten.sub.Tensor(clone, getitem_3);  clone = getitem_3 = None
        mul_53 = torch.ops.aten.mul.Tensor(sub_21, rsqrt_1);  sub_21 = rsqrt_1 = None
        mul_54 = torch.ops.aten.mul.Tensor(mul_53, primals_10);  mul_53 = None
        add_50 = torch.ops.aten.add.Tensor(mul_54, primals_11);  mul_54 = primals_11 = None
        permute_3 = torch.ops.aten.permute.default(add_50, [0, 2, 1, 3]);  add_50 = None
        clone_1 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
        view_5 = torch.ops.aten.view.default(clone_1, [primals_1, primals_2, 32]);  clone_1 = None
        add_80 = torch.ops.aten.add.Tensor(view_5, primals_3);  view_5 = None
        return (add_80, primals_3, primals_6, primals_8, primals_10, getitem_1, rsqrt, view, addmm, view_2, addmm_1, primals_1, primals_2, mul_19)

def load_args(reader):
    reader.symint(2, expr='s77')  # primals_1
    reader.symint(12, expr='s27')  # primals_2
    buf0 = reader.storage(None, 128*s27 + 128*s27*((-1) + s77), device=device(type='cuda', index=0))
    reader.tensor(buf0, (s77, s27, 32), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf1, (32,), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf2, (32,), is_leaf=True)  # primals_5
    buf3 = reader.storage(None, 8192, device=device(type='cuda', index=0))
    reader.tensor(buf3, (64, 32), is_leaf=True)  # primals_6
    buf4 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf4, (64,), is_leaf=True)  # primals_7
    buf5 = reader.storage(None, 8192, device=device(type='cuda', index=0))
    reader.tensor(buf5, (32, 64), is_leaf=True)  # primals_8
    buf6 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf6, (32,), is_leaf=True)  # primals_9
    buf7 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf7, (8,), is_leaf=True)  # primals_10
    buf8 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf8, (8,), is_leaf=True)  # primals_11
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='symbolic', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='symbolic', check_str=None)
        # mod(*args)