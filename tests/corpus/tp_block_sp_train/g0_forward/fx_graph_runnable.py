
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-tp_block_sp_train-ojy7ar1p'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpd9xez31s'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpd9xez31s/triton'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims
import torch.distributed as dist
from torch.testing._internal.distributed.fake_pg import FakeStore


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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26):
        var_mean = torch.ops.aten.var_mean.correction(primals_1, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(primals_1, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_3);  mul = primals_3 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, primals_5);  mul_1 = primals_5 = None
        all_gather_into_tensor = torch.ops._c10d_functional.all_gather_into_tensor.default(add_1, 2, '0');  add_1 = None
        wait_tensor = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None
        split = torch.ops.aten.split.Tensor(wait_tensor, 8);  wait_tensor = None
        getitem_2 = split[0]
        getitem_3 = split[1];  split = None
        cat = torch.ops.aten.cat.default([getitem_2, getitem_3], 1);  getitem_2 = getitem_3 = None
        view_1 = torch.ops.aten.view.default(cat, [1024, 256]);  cat = None
        permute = torch.ops.aten.permute.default(primals_7, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_9, view_1, permute);  primals_9 = permute = None
        view_2 = torch.ops.aten.view.default(addmm, [8, 128, 512])
        mul_2 = torch.ops.aten.mul.Tensor(view_2, 0.5)
        mul_3 = torch.ops.aten.mul.Tensor(view_2, 0.7071067811865476);  view_2 = None
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        view_5 = torch.ops.aten.view.default(mul_4, [1024, 512]);  mul_4 = None
        permute_1 = torch.ops.aten.permute.default(primals_11, [1, 0])
        div = torch.ops.aten.div.Tensor(primals_13, 2);  primals_13 = None
        addmm_1 = torch.ops.aten.addmm.default(div, view_5, permute_1);  div = permute_1 = None
        view_6 = torch.ops.aten.view.default(addmm_1, [8, 128, 256]);  addmm_1 = None
        split_1 = torch.ops.aten.split.Tensor(view_6, 64, 1);  view_6 = None
        getitem_4 = split_1[0]
        getitem_5 = split_1[1];  split_1 = None
        cat_1 = torch.ops.aten.cat.default([getitem_4, getitem_5]);  getitem_4 = getitem_5 = None
        reduce_scatter_tensor = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_1, 'sum', 2, '0');  cat_1 = None
        wait_tensor_1 = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor);  reduce_scatter_tensor = None
        add_3 = torch.ops.aten.add.Tensor(primals_1, wait_tensor_1)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_6 = var_mean_1[0]
        getitem_7 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_6, 1e-05);  getitem_6 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_7)
        mul_5 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, primals_15);  mul_5 = None
        add_5 = torch.ops.aten.add.Tensor(mul_6, primals_17);  mul_6 = primals_17 = None
        all_gather_into_tensor_1 = torch.ops._c10d_functional.all_gather_into_tensor.default(add_5, 2, '0');  add_5 = None
        wait_tensor_2 = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor_1);  all_gather_into_tensor_1 = None
        split_2 = torch.ops.aten.split.Tensor(wait_tensor_2, 8);  wait_tensor_2 = None
        getitem_8 = split_2[0]
        getitem_9 = split_2[1];  split_2 = None
        cat_2 = torch.ops.aten.cat.default([getitem_8, getitem_9], 1);  getitem_8 = getitem_9 = None
        view_9 = torch.ops.aten.view.default(cat_2, [1024, 256]);  cat_2 = None
        permute_2 = torch.ops.aten.permute.default(primals_19, [1, 0]);  primals_19 = None
        addmm_2 = torch.ops.aten.addmm.default(primals_21, view_9, permute_2);  primals_21 = None
        view_10 = torch.ops.aten.view.default(addmm_2, [8, 128, 512])
        neg = torch.ops.aten.neg.default(view_10)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_6 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div_1 = torch.ops.aten.div.Tensor(view_10, add_6);  view_10 = add_6 = None
        view_13 = torch.ops.aten.view.default(div_1, [1024, 512]);  div_1 = None
        permute_3 = torch.ops.aten.permute.default(primals_23, [1, 0]);  primals_23 = None
        div_2 = torch.ops.aten.div.Tensor(primals_25, 2);  primals_25 = None
        addmm_3 = torch.ops.aten.addmm.default(div_2, view_13, permute_3);  div_2 = None
        view_14 = torch.ops.aten.view.default(addmm_3, [8, 128, 256]);  addmm_3 = None
        split_3 = torch.ops.aten.split.Tensor(view_14, 64, 1);  view_14 = None
        getitem_10 = split_3[0]
        getitem_11 = split_3[1];  split_3 = None
        cat_3 = torch.ops.aten.cat.default([getitem_10, getitem_11]);  getitem_10 = getitem_11 = None
        reduce_scatter_tensor_1 = torch.ops._c10d_functional.reduce_scatter_tensor.default(cat_3, 'sum', 2, '0');  cat_3 = None
        wait_tensor_3 = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor_1);  reduce_scatter_tensor_1 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, wait_tensor_3);  add_3 = wait_tensor_3 = None
        permute_4 = torch.ops.aten.permute.default(permute_3, [1, 0]);  permute_3 = None
        permute_8 = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        return (add_7, primals_1, primals_7, primals_11, primals_15, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor_1, getitem_7, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_2)

def load_args(reader):
    buf0 = reader.storage(None, 524288)
    reader.tensor(buf0, (8, 64, 256), is_leaf=True)  # primals_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_2
    buf1 = reader.storage(None, 1024)
    reader.tensor(buf1, (256,), is_leaf=True)  # primals_3
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_4
    buf2 = reader.storage(None, 1024)
    reader.tensor(buf2, (256,), is_leaf=True)  # primals_5
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_6
    buf3 = reader.storage(None, 524288)
    reader.tensor(buf3, (512, 256), is_leaf=True)  # primals_7
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_8
    buf4 = reader.storage(None, 2048)
    reader.tensor(buf4, (512,), is_leaf=True)  # primals_9
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_10
    buf5 = reader.storage(None, 524288)
    reader.tensor(buf5, (256, 512), is_leaf=True)  # primals_11
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_12
    buf6 = reader.storage(None, 1024)
    reader.tensor(buf6, (256,), is_leaf=True)  # primals_13
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_14
    buf7 = reader.storage(None, 1024)
    reader.tensor(buf7, (256,), is_leaf=True)  # primals_15
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_16
    buf8 = reader.storage(None, 1024)
    reader.tensor(buf8, (256,), is_leaf=True)  # primals_17
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_18
    buf9 = reader.storage(None, 524288)
    reader.tensor(buf9, (512, 256), is_leaf=True)  # primals_19
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_20
    buf10 = reader.storage(None, 2048)
    reader.tensor(buf10, (512,), is_leaf=True)  # primals_21
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_22
    buf11 = reader.storage(None, 524288)
    reader.tensor(buf11, (256, 512), is_leaf=True)  # primals_23
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_24
    buf12 = reader.storage(None, 1024)
    reader.tensor(buf12, (256,), is_leaf=True)  # primals_25
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_26
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    from torch._dynamo.repro.after_aot import setup_fake_process_groups
    setup_fake_process_groups({'0': {'size': 2, 'rank': 0}})
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)
    dist.destroy_process_group()
