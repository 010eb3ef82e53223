
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-transformer_train-rnfaw64v'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp1dfqczs7'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp1dfqczs7/triton'

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

    
    
    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13):
        var_mean = torch.ops.aten.var_mean.correction(primals_1, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(primals_1, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_2);  mul = primals_2 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, primals_3);  mul_1 = primals_3 = None
        view = torch.ops.aten.view.default(add_1, [128, 128]);  add_1 = None
        permute = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_5, view, permute);  primals_5 = permute = None
        view_1 = torch.ops.aten.view.default(addmm, [2, 64, 384]);  addmm = None
        split = torch.ops.aten.split.Tensor(view_1, 128, -1);  view_1 = None
        getitem_2 = split[0]
        getitem_3 = split[1]
        getitem_4 = split[2];  split = None
        view_2 = torch.ops.aten.view.default(getitem_2, [2, 64, 4, 32]);  getitem_2 = None
        permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        view_3 = torch.ops.aten.view.default(getitem_3, [2, 64, 4, 32]);  getitem_3 = None
        permute_2 = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        view_4 = torch.ops.aten.view.default(getitem_4, [2, 64, 4, 32]);  getitem_4 = None
        permute_3 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        permute_4 = torch.ops.aten.permute.default(permute_2, [0, 1, 3, 2]);  permute_2 = None
        expand = torch.ops.aten.expand.default(permute_1, [2, 4, 64, 32]);  permute_1 = None
        clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
        view_5 = torch.ops.aten.view.default(clone, [8, 64, 32]);  clone = None
        expand_1 = torch.ops.aten.expand.default(permute_4, [2, 4, 32, 64]);  permute_4 = None
        clone_1 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
        view_6 = torch.ops.aten.view.default(clone_1, [8, 32, 64]);  clone_1 = None
        bmm = torch.ops.aten.bmm.default(view_5, view_6)
        view_7 = torch.ops.aten.view.default(bmm, [2, 4, 64, 64]);  bmm = None
        mul_2 = torch.ops.aten.mul.Tensor(view_7, 0.1767766952966369);  view_7 = None
        full_default = torch.ops.aten.full.default([64, 64], True, dtype = torch.bool, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        iota = torch.ops.prims.iota.default(64, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze = torch.ops.aten.unsqueeze.default(iota, -2)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(iota, -1);  iota = None
        sub_1 = torch.ops.aten.sub.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
        ge = torch.ops.aten.ge.Scalar(sub_1, 1);  sub_1 = None
        logical_and = torch.ops.aten.logical_and.default(ge, full_default);  ge = full_default = None
        full_default_1 = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where = torch.ops.aten.where.self(logical_and, full_default_1, mul_2);  full_default_1 = mul_2 = None
        amax = torch.ops.aten.amax.default(where, [-1], True)
        sub_2 = torch.ops.aten.sub.Tensor(where, amax);  where = amax = None
        exp = torch.ops.aten.exp.default(sub_2);  sub_2 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        expand_2 = torch.ops.aten.expand.default(div, [2, 4, 64, 64])
        view_8 = torch.ops.aten.view.default(expand_2, [8, 64, 64]);  expand_2 = None
        expand_3 = torch.ops.aten.expand.default(permute_3, [2, 4, 64, 32]);  permute_3 = None
        clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
        view_9 = torch.ops.aten.view.default(clone_2, [8, 64, 32]);  clone_2 = None
        bmm_1 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = None
        view_10 = torch.ops.aten.view.default(bmm_1, [2, 4, 64, 32]);  bmm_1 = None
        permute_5 = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
        clone_3 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
        view_11 = torch.ops.aten.view.default(clone_3, [2, 64, 128]);  clone_3 = None
        view_12 = torch.ops.aten.view.default(view_11, [128, 128]);  view_11 = None
        permute_6 = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_1 = torch.ops.aten.addmm.default(primals_7, view_12, permute_6);  primals_7 = permute_6 = None
        view_13 = torch.ops.aten.view.default(addmm_1, [2, 64, 128])
        add_2 = torch.ops.aten.add.Tensor(primals_1, view_13);  view_13 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_2, [2], correction = 0, keepdim = True)
        getitem_5 = var_mean_1[0]
        getitem_6 = var_mean_1[1];  var_mean_1 = None
        add_3 = torch.ops.aten.add.Tensor(getitem_5, 1e-05);  getitem_5 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_2, getitem_6)
        mul_3 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_3, primals_8);  mul_3 = None
        add_4 = torch.ops.aten.add.Tensor(mul_4, primals_9);  mul_4 = primals_9 = None
        view_14 = torch.ops.aten.view.default(add_4, [128, 128]);  add_4 = None
        permute_7 = torch.ops.aten.permute.default(primals_10, [1, 0])
        addmm_2 = torch.ops.aten.addmm.default(primals_11, view_14, permute_7);  primals_11 = permute_7 = None
        view_15 = torch.ops.aten.view.default(addmm_2, [2, 64, 512])
        mul_5 = torch.ops.aten.mul.Tensor(view_15, 0.5)
        mul_6 = torch.ops.aten.mul.Tensor(view_15, 0.7071067811865476);  view_15 = None
        erf = torch.ops.aten.erf.default(mul_6);  mul_6 = None
        add_5 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_5, add_5);  mul_5 = add_5 = None
        view_16 = torch.ops.aten.view.default(mul_7, [128, 512]);  mul_7 = None
        permute_8 = torch.ops.aten.permute.default(primals_12, [1, 0])
        addmm_3 = torch.ops.aten.addmm.default(primals_13, view_16, permute_8);  primals_13 = permute_8 = None
        view_17 = torch.ops.aten.view.default(addmm_3, [2, 64, 128]);  addmm_3 = None
        add_6 = torch.ops.aten.add.Tensor(add_2, view_17);  add_2 = view_17 = None
        permute_23 = torch.ops.aten.permute.default(view_9, [0, 2, 1]);  view_9 = None
        permute_24 = torch.ops.aten.permute.default(view_5, [0, 2, 1]);  view_5 = None
        permute_25 = torch.ops.aten.permute.default(view_6, [0, 2, 1]);  view_6 = None
        return (add_6, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, logical_and, div, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, permute_23, permute_24, permute_25)
        
def load_args(reader):
    buf0 = reader.storage(None, 65536)
    reader.tensor(buf0, (2, 64, 128), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 512)
    reader.tensor(buf1, (128,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 512)
    reader.tensor(buf2, (128,), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 196608)
    reader.tensor(buf3, (384, 128), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 1536)
    reader.tensor(buf4, (384,), is_leaf=True)  # primals_5
    buf5 = reader.storage(None, 65536)
    reader.tensor(buf5, (128, 128), is_leaf=True)  # primals_6
    buf6 = reader.storage(None, 512)
    reader.tensor(buf6, (128,), is_leaf=True)  # primals_7
    buf7 = reader.storage(None, 512)
    reader.tensor(buf7, (128,), is_leaf=True)  # primals_8
    buf8 = reader.storage(None, 512)
    reader.tensor(buf8, (128,), is_leaf=True)  # primals_9
    buf9 = reader.storage(None, 262144)
    reader.tensor(buf9, (512, 128), is_leaf=True)  # primals_10
    buf10 = reader.storage(None, 2048)
    reader.tensor(buf10, (512,), is_leaf=True)  # primals_11
    buf11 = reader.storage(None, 262144)
    reader.tensor(buf11, (128, 512), is_leaf=True)  # primals_12
    buf12 = reader.storage(None, 512)
    reader.tensor(buf12, (128,), is_leaf=True)  # primals_13
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)