
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-tp_block-u3fo49o8'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmphzdm0xb2'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmphzdm0xb2/triton'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1, arg20_1, arg21_1):
        var_mean = torch.ops.aten.var_mean.correction(arg2_1, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(arg2_1, getitem_1);  getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg0_1);  mul = arg0_1 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
        view_1 = torch.ops.aten.view.default(add_1, [512, 256]);  add_1 = None
        permute = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        addmm = torch.ops.aten.addmm.default(arg6_1, view_1, permute);  arg6_1 = view_1 = permute = None
        view_2 = torch.ops.aten.view.default(addmm, [8, 64, 512]);  addmm = None
        mul_2 = torch.ops.aten.mul.Tensor(view_2, 0.5)
        mul_3 = torch.ops.aten.mul.Tensor(view_2, 0.7071067811865476);  view_2 = None
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
        view_4 = torch.ops.aten.view.default(mul_4, [512, 512]);  mul_4 = None
        permute_1 = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        div = torch.ops.aten.div.Tensor(arg10_1, 2);  arg10_1 = None
        addmm_1 = torch.ops.aten.addmm.default(div, view_4, permute_1);  div = view_4 = permute_1 = None
        view_5 = torch.ops.aten.view.default(addmm_1, [8, 64, 256]);  addmm_1 = None
        all_reduce = torch.ops._c10d_functional.all_reduce.default(view_5, 'sum', '0');  view_5 = None
        wait_tensor = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        add_3 = torch.ops.aten.add.Tensor(arg2_1, wait_tensor);  arg2_1 = wait_tensor = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_3, [2], correction = 0, keepdim = True)
        getitem_2 = var_mean_1[0]
        getitem_3 = var_mean_1[1];  var_mean_1 = None
        add_4 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_3);  getitem_3 = None
        mul_5 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_5, arg12_1);  mul_5 = arg12_1 = None
        add_5 = torch.ops.aten.add.Tensor(mul_6, arg13_1);  mul_6 = arg13_1 = None
        view_7 = torch.ops.aten.view.default(add_5, [512, 256]);  add_5 = None
        permute_2 = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg16_1, view_7, permute_2);  arg16_1 = view_7 = permute_2 = None
        view_8 = torch.ops.aten.view.default(addmm_2, [8, 64, 512]);  addmm_2 = None
        neg = torch.ops.aten.neg.default(view_8)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add_6 = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div_1 = torch.ops.aten.div.Tensor(view_8, add_6);  view_8 = add_6 = None
        view_10 = torch.ops.aten.view.default(div_1, [512, 512]);  div_1 = None
        permute_3 = torch.ops.aten.permute.default(arg18_1, [1, 0]);  arg18_1 = None
        div_2 = torch.ops.aten.div.Tensor(arg20_1, 2);  arg20_1 = None
        addmm_3 = torch.ops.aten.addmm.default(div_2, view_10, permute_3);  div_2 = view_10 = permute_3 = None
        view_11 = torch.ops.aten.view.default(addmm_3, [8, 64, 256]);  addmm_3 = None
        all_reduce_1 = torch.ops._c10d_functional.all_reduce.default(view_11, 'sum', '0');  view_11 = None
        wait_tensor_1 = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        add_7 = torch.ops.aten.add.Tensor(add_3, wait_tensor_1);  add_3 = wait_tensor_1 = None
        return (add_7,)

def load_args(reader):
    buf0 = reader.storage(None, 1024)
    reader.tensor(buf0, (256,), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 1024)
    reader.tensor(buf1, (256,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 524288)
    reader.tensor(buf2, (8, 64, 256), is_leaf=True)  # arg2_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg3_1
    buf3 = reader.storage(None, 524288)
    reader.tensor(buf3, (512, 256), is_leaf=True)  # arg4_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg5_1
    buf4 = reader.storage(None, 2048)
    reader.tensor(buf4, (512,), is_leaf=True)  # arg6_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg7_1
    buf5 = reader.storage(None, 524288)
    reader.tensor(buf5, (256, 512), is_leaf=True)  # arg8_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg9_1
    buf6 = reader.storage(None, 1024)
    reader.tensor(buf6, (256,), is_leaf=True)  # arg10_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg11_1
    buf7 = reader.storage(None, 1024)
    reader.tensor(buf7, (256,), is_leaf=True)  # arg12_1
    buf8 = reader.storage(None, 1024)
    reader.tensor(buf8, (256,), is_leaf=True)  # arg13_1
    buf9 = reader.storage(None, 524288)
    reader.tensor(buf9, (512, 256), is_leaf=True)  # arg14_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg15_1
    buf10 = reader.storage(None, 2048)
    reader.tensor(buf10, (512,), is_leaf=True)  # arg16_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg17_1
    buf11 = reader.storage(None, 524288)
    reader.tensor(buf11, (256, 512), is_leaf=True)  # arg18_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg19_1
    buf12 = reader.storage(None, 1024)
    reader.tensor(buf12, (256,), is_leaf=True)  # arg20_1
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # arg21_1
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
