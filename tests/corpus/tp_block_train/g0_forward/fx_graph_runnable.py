
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-tp_block_train-f4nsesvj'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpz2kvfd95'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpz2kvfd95/triton'
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



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22):
        var_mean = torch.ops.aten.var_mean.correction(primals_3, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(primals_3, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, primals_1);  mul = primals_1 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, primals_2);  mul_1 = primals_2 = None
        view_1 = torch.ops.aten.view.default(add_1, [512, 256]);  add_1 = None
        permute = torch.ops.aten.permute.default(primals_5, [1, 0])
        addmm = torch.ops.aten.addmm.default(primals_7, view_1, permute);  primals_7 = permute = None
        view_2 = torch.ops.aten.view.default(addmm, [8, 64, 512])
        mul_2 = torch.ops.aten.mul.Tensor(view_2, 0.5)
        mul_3 = torch.ops.aten.mul.Tensor(view_2, 0.7071067811865476);  view_2 = None
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        view_5 = torch.ops.aten.view.default(mul_4, [512, 512]);  mul_4 = None
        permute_1 = torch.ops.aten.permute.default(primals_9, [1, 0])
        div = torch.ops.aten.div.Tensor(primals_11, 2);  primals_11 = None
        addmm_1 = torch.ops.aten.addmm.default(div, view_5, permute_1);  div = permute_1 = None
        view_6 = torch.ops.aten.view.default(addmm_1, [8, 64, 256]);  addmm_1 = None
        all_reduce = torch.ops._c10d_functional.all_reduce.default(view_6, 'sum', '0');  view_6 = None
        wait_tensor = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        add_3 = torch.ops.aten.add.Tensor(primals_3, wait_tensor)
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_3)
        mul_5 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, primals_13);  mul_5 = None
        add_5 = torch.ops.aten.add.Tensor(mul_6, primals_14);  mul_6 = primals_14 = None
        view_9 = torch.ops.aten.view.default(add_5, [512, 256]);  add_5 = None
        permute_2 = torch.ops.aten.permute.default(primals_15, [1, 0]);  primals_15 = None
        addmm_2 = torch.ops.aten.addmm.default(primals_17, view_9, permute_2);  primals_17 = None
        view_10 = torch.ops.aten.view.default(addmm_2, [8, 64, 512])
        neg = torch.ops.aten.neg.default(view_10)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_6 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div_1 = torch.ops.aten.div.Tensor(view_10, add_6);  view_10 = add_6 = None
        view_13 = torch.ops.aten.view.default(div_1, [512, 512]);  div_1 = None
        permute_3 = torch.ops.aten.permute.default(primals_19, [1, 0]);  primals_19 = None
        div_2 = torch.ops.aten.div.Tensor(primals_21, 2);  primals_21 = None
        addmm_3 = torch.ops.aten.addmm.default(div_2, view_13, permute_3);  div_2 = None
        view_14 = torch.ops.aten.view.default(addmm_3, [8, 64, 256]);  addmm_3 = None
        all_reduce_1 = torch.ops._c10d_functional.all_reduce.default(view_14, 'sum', '0');  view_14 = None
        wait_tensor_1 = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, wait_tensor_1);  add_3 = wait_tensor_1 = None
        permute_4 = torch.ops.aten.permute.default(permute_3, [1, 0]);  permute_3 = None
        permute_8 = torch.ops.aten.permute.default(permute_2, [1, 0]);  permute_2 = None
        return (add_7, primals_3, primals_5, primals_9, primals_13, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor, getitem_3, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_4)

def load_args(reader):
    buf0 = reader.storage(None, 1024)
    reader.tensor(buf0, (256,), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 1024)
    reader.tensor(buf1, (256,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 524288)
    reader.tensor(buf2, (8, 64, 256), is_leaf=True)  # primals_3
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_4
    buf3 = reader.storage(None, 524288)
    reader.tensor(buf3, (512, 256), is_leaf=True)  # primals_5
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_6
    buf4 = reader.storage(None, 2048)
    reader.tensor(buf4, (512,), is_leaf=True)  # primals_7
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_8
    buf5 = reader.storage(None, 524288)
    reader.tensor(buf5, (256, 512), is_leaf=True)  # primals_9
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_10
    buf6 = reader.storage(None, 1024)
    reader.tensor(buf6, (256,), is_leaf=True)  # primals_11
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_12
    buf7 = reader.storage(None, 1024)
    reader.tensor(buf7, (256,), is_leaf=True)  # primals_13
    buf8 = reader.storage(None, 1024)
    reader.tensor(buf8, (256,), is_leaf=True)  # primals_14
    buf9 = reader.storage(None, 524288)
    reader.tensor(buf9, (512, 256), is_leaf=True)  # primals_15
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_16
    buf10 = reader.storage(None, 2048)
    reader.tensor(buf10, (512,), is_leaf=True)  # primals_17
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_18
    buf11 = reader.storage(None, 524288)
    reader.tensor(buf11, (256, 512), is_leaf=True)  # primals_19
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_20
    buf12 = reader.storage(None, 1024)
    reader.tensor(buf12, (256,), is_leaf=True)  # primals_21
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_22
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
