
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-tp_block_train-f4nsesvj'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpu7su2538'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140579076864480'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpu7su2538/triton'
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

torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.deterministic = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
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



    def forward(self, primals_3, primals_5, primals_9, primals_13, getitem_1, rsqrt, view_1, addmm, view_5, wait_tensor, getitem_3, rsqrt_1, view_9, addmm_2, view_13, permute_4, permute_8, primals_4, tangents_1):
        view_17 = torch.ops.aten.view.default(tangents_1, [512, 256])
        mm = torch.ops.aten.mm.default(view_17, permute_4);  permute_4 = None
        permute_5 = torch.ops.aten.permute.default(view_17, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_5, view_13);  permute_5 = view_13 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
        view_18 = torch.ops.aten.view.default(sum_1, [256]);  sum_1 = None
        view_19 = torch.ops.aten.view.default(mm, [8, 64, 512]);  mm = None
        view_10 = torch.ops.aten.view.default(addmm_2, [8, 64, 512]);  addmm_2 = None
        sigmoid = torch.ops.aten.sigmoid.default(view_10)
        mul_7 = torch.ops.aten.mul.Tensor(view_19, sigmoid);  view_19 = None
        sub_2 = torch.ops.aten.sub.Tensor(1, sigmoid);  sigmoid = None
        mul_8 = torch.ops.aten.mul.Tensor(view_10, sub_2);  view_10 = sub_2 = None
        add_8 = torch.ops.aten.add.Tensor(mul_8, 1);  mul_8 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_7, add_8);  mul_7 = add_8 = None
        view_21 = torch.ops.aten.view.default(mul_9, [512, 512]);  mul_9 = None
        mm_2 = torch.ops.aten.mm.default(view_21, permute_8);  permute_8 = None
        permute_9 = torch.ops.aten.permute.default(view_21, [1, 0])
        mm_3 = torch.ops.aten.mm.default(permute_9, view_9);  permute_9 = view_9 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22 = torch.ops.aten.view.default(sum_2, [512]);  sum_2 = None
        view_23 = torch.ops.aten.view.default(mm_2, [8, 64, 256]);  mm_2 = None
        all_reduce_2 = torch.ops._c10d_functional.all_reduce.default(view_23, 'sum', '0');  view_23 = None
        wait_tensor_2 = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2);  all_reduce_2 = None
        mul_11 = torch.ops.aten.mul.Tensor(wait_tensor_2, primals_13);  primals_13 = None
        mul_12 = torch.ops.aten.mul.Tensor(mul_11, 256)
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_11, [2], True)
        add_3 = torch.ops.aten.add.Tensor(primals_3, wait_tensor);  wait_tensor = None
        sub_1 = torch.ops.aten.sub.Tensor(add_3, getitem_3);  add_3 = getitem_3 = None
        mul_5 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_11, mul_5);  mul_11 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(mul_13, [2], True);  mul_13 = None
        mul_14 = torch.ops.aten.mul.Tensor(mul_5, sum_4);  sum_4 = None
        sub_4 = torch.ops.aten.sub.Tensor(mul_12, sum_3);  mul_12 = sum_3 = None
        sub_5 = torch.ops.aten.sub.Tensor(sub_4, mul_14);  sub_4 = mul_14 = None
        div_3 = torch.ops.aten.div.Tensor(rsqrt_1, 256);  rsqrt_1 = None
        mul_15 = torch.ops.aten.mul.Tensor(div_3, sub_5);  div_3 = sub_5 = None
        mul_16 = torch.ops.aten.mul.Tensor(wait_tensor_2, mul_5);  mul_5 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(mul_16, [0, 1]);  mul_16 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(wait_tensor_2, [0, 1]);  wait_tensor_2 = None
        add_9 = torch.ops.aten.add.Tensor(tangents_1, mul_15);  tangents_1 = mul_15 = None
        view_25 = torch.ops.aten.view.default(add_9, [512, 256]);  add_9 = None
        permute_1 = torch.ops.aten.permute.default(primals_9, [1, 0]);  primals_9 = None
        permute_12 = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm_4 = torch.ops.aten.mm.default(view_25, permute_12);  permute_12 = None
        permute_13 = torch.ops.aten.permute.default(view_25, [1, 0])
        mm_5 = torch.ops.aten.mm.default(permute_13, view_5);  permute_13 = view_5 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(view_25, [0], True);  view_25 = None
        view_26 = torch.ops.aten.view.default(sum_7, [256]);  sum_7 = None
        view_27 = torch.ops.aten.view.default(mm_4, [8, 64, 512]);  mm_4 = None
        view_2 = torch.ops.aten.view.default(addmm, [8, 64, 512]);  addmm = None
        mul_3 = torch.ops.aten.mul.Tensor(view_2, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_3);  mul_3 = None
        add_2 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_18 = torch.ops.aten.mul.Tensor(add_2, 0.5);  add_2 = None
        mul_19 = torch.ops.aten.mul.Tensor(view_2, view_2)
        mul_20 = torch.ops.aten.mul.Tensor(mul_19, -0.5);  mul_19 = None
        exp_1 = torch.ops.aten.exp.default(mul_20);  mul_20 = None
        mul_21 = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_22 = torch.ops.aten.mul.Tensor(view_2, mul_21);  view_2 = mul_21 = None
        add_11 = torch.ops.aten.add.Tensor(mul_18, mul_22);  mul_18 = mul_22 = None
        mul_23 = torch.ops.aten.mul.Tensor(view_27, add_11);  view_27 = add_11 = None
        view_29 = torch.ops.aten.view.default(mul_23, [512, 512]);  mul_23 = None
        permute = torch.ops.aten.permute.default(primals_5, [1, 0]);  primals_5 = None
        permute_16 = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_6 = torch.ops.aten.mm.default(view_29, permute_16);  permute_16 = None
        permute_17 = torch.ops.aten.permute.default(view_29, [1, 0])
        mm_7 = torch.ops.aten.mm.default(permute_17, view_1);  permute_17 = view_1 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(view_29, [0], True);  view_29 = None
        view_30 = torch.ops.aten.view.default(sum_8, [512]);  sum_8 = None
        view_31 = torch.ops.aten.view.default(mm_6, [8, 64, 256]);  mm_6 = None
        all_reduce_3 = torch.ops._c10d_functional.all_reduce.default(view_31, 'sum', '0');  view_31 = None
        wait_tensor_3 = torch.ops._c10d_functional.wait_tensor.default(all_reduce_3);  all_reduce_3 = None
        sub = torch.ops.aten.sub.Tensor(primals_3, getitem_1);  primals_3 = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_29 = torch.ops.aten.mul.Tensor(wait_tensor_3, mul);  mul = None
        sum_11 = torch.ops.aten.sum.dim_IntList(mul_29, [0, 1]);  mul_29 = None
        sum_12 = torch.ops.aten.sum.dim_IntList(wait_tensor_3, [0, 1]);  wait_tensor_3 = None
        return (sum_11, sum_12, None, None, mm_7, primals_4, view_30, primals_4, mm_5, primals_4, view_26, primals_4, sum_5, sum_6, mm_3, primals_4, view_22, primals_4, mm_1, primals_4, view_18, primals_4)

def load_args(reader):
    buf0 = reader.storage(None, 524288)
    reader.tensor(buf0, (8, 64, 256), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 524288)
    reader.tensor(buf1, (512, 256), is_leaf=True)  # primals_5
    buf2 = reader.storage(None, 524288)
    reader.tensor(buf2, (256, 512), is_leaf=True)  # primals_9
    buf3 = reader.storage(None, 1024)
    reader.tensor(buf3, (256,), is_leaf=True)  # primals_13
    buf4 = reader.storage(None, 2048)
    reader.tensor(buf4, (8, 64, 1), is_leaf=True)  # getitem_1
    buf5 = reader.storage(None, 2048)
    reader.tensor(buf5, (8, 64, 1), is_leaf=True)  # rsqrt
    buf6 = reader.storage(None, 524288)
    reader.tensor(buf6, (512, 256), is_leaf=True)  # view_1
    buf7 = reader.storage(None, 1048576)
    reader.tensor(buf7, (512, 512), is_leaf=True)  # addmm
    buf8 = reader.storage(None, 1048576)
    reader.tensor(buf8, (512, 512), is_leaf=True)  # view_5
    buf9 = reader.storage(None, 524288)
    reader.tensor(buf9, (8, 64, 256), is_leaf=True)  # wait_tensor
    buf10 = reader.storage(None, 2048)
    reader.tensor(buf10, (8, 64, 1), is_leaf=True)  # getitem_3
    buf11 = reader.storage(None, 2048)
    reader.tensor(buf11, (8, 64, 1), is_leaf=True)  # rsqrt_1
    buf12 = reader.storage(None, 524288)
    reader.tensor(buf12, (512, 256), is_leaf=True)  # view_9
    buf13 = reader.storage(None, 1048576)
    reader.tensor(buf13, (512, 512), is_leaf=True)  # addmm_2
    buf14 = reader.storage(None, 1048576)
    reader.tensor(buf14, (512, 512), is_leaf=True)  # view_13
    buf15 = reader.storage(None, 524288)
    reader.tensor(buf15, (256, 512), is_leaf=True)  # permute_4
    buf16 = reader.storage(None, 524288)
    reader.tensor(buf16, (512, 256), is_leaf=True)  # permute_8
    reader.opaque('torch.distributed.device_mesh.DeviceMesh')  # primals_4
    buf17 = reader.storage(None, 524288)
    reader.tensor(buf17, (8, 64, 256), is_leaf=True)  # tangents_1
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
