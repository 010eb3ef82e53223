
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-bench_fusion_mlp-di_9vk7g'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmptwh91i3x'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '140582587496928'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmptwh91i3x/triton'
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

torch._inductor.config.benchmark_fusion = True
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



    def forward(self, primals_1, primals_3, primals_4, primals_6, primals_8, addmm, getitem_1, rsqrt, add_2, addmm_1, getitem_3, rsqrt_1, tangents_1):
        mul_11 = torch.ops.aten.mul.Tensor(tangents_1, primals_8);  primals_8 = None
        mul_12 = torch.ops.aten.mul.Tensor(mul_11, 256)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_11, [1], True)
        mul_5 = torch.ops.aten.mul.Tensor(addmm_1, 0.5)
        mul_6 = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476)
        erf_1 = torch.ops.aten.erf.default(mul_6);  mul_6 = None
        add_3 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_5, add_3);  mul_5 = None
        sub_2 = torch.ops.aten.sub.Tensor(mul_7, getitem_3);  mul_7 = getitem_3 = None
        mul_10 = torch.ops.aten.mul.Tensor(sub_2, rsqrt_1);  sub_2 = None
        mul_13 = torch.ops.aten.mul.Tensor(mul_11, mul_10);  mul_11 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_13, [1], True);  mul_13 = None
        mul_14 = torch.ops.aten.mul.Tensor(mul_10, sum_2);  sum_2 = None
        sub_3 = torch.ops.aten.sub.Tensor(mul_12, sum_1);  mul_12 = sum_1 = None
        sub_4 = torch.ops.aten.sub.Tensor(sub_3, mul_14);  sub_3 = mul_14 = None
        div = torch.ops.aten.div.Tensor(rsqrt_1, 256);  rsqrt_1 = None
        mul_15 = torch.ops.aten.mul.Tensor(div, sub_4);  div = sub_4 = None
        mul_16 = torch.ops.aten.mul.Tensor(tangents_1, mul_10);  mul_10 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_16, [0]);  mul_16 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(tangents_1, [0]);  tangents_1 = None
        mul_18 = torch.ops.aten.mul.Tensor(add_3, 0.5);  add_3 = None
        mul_19 = torch.ops.aten.mul.Tensor(addmm_1, addmm_1)
        mul_20 = torch.ops.aten.mul.Tensor(mul_19, -0.5);  mul_19 = None
        exp = torch.ops.aten.exp.default(mul_20);  mul_20 = None
        mul_21 = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_22 = torch.ops.aten.mul.Tensor(addmm_1, mul_21);  addmm_1 = mul_21 = None
        add_7 = torch.ops.aten.add.Tensor(mul_18, mul_22);  mul_18 = mul_22 = None
        mul_23 = torch.ops.aten.mul.Tensor(mul_15, add_7);  mul_15 = add_7 = None
        permute_1 = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_2 = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm = torch.ops.aten.mm.default(mul_23, permute_2);  permute_2 = None
        permute_3 = torch.ops.aten.permute.default(mul_23, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_3, add_2);  permute_3 = add_2 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(mul_23, [0], True);  mul_23 = None
        view = torch.ops.aten.view.default(sum_5, [256]);  sum_5 = None
        mul_25 = torch.ops.aten.mul.Tensor(mm, primals_4);  primals_4 = None
        mul_26 = torch.ops.aten.mul.Tensor(mul_25, 1024)
        sum_6 = torch.ops.aten.sum.dim_IntList(mul_25, [1], True)
        mul = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_1 = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2 = torch.ops.aten.mul.Tensor(mul, add);  mul = None
        sub = torch.ops.aten.sub.Tensor(mul_2, getitem_1);  mul_2 = getitem_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_27 = torch.ops.aten.mul.Tensor(mul_25, mul_3);  mul_25 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_27, [1], True);  mul_27 = None
        mul_28 = torch.ops.aten.mul.Tensor(mul_3, sum_7);  sum_7 = None
        sub_6 = torch.ops.aten.sub.Tensor(mul_26, sum_6);  mul_26 = sum_6 = None
        sub_7 = torch.ops.aten.sub.Tensor(sub_6, mul_28);  sub_6 = mul_28 = None
        div_1 = torch.ops.aten.div.Tensor(rsqrt, 1024);  rsqrt = None
        mul_29 = torch.ops.aten.mul.Tensor(div_1, sub_7);  div_1 = sub_7 = None
        mul_30 = torch.ops.aten.mul.Tensor(mm, mul_3);  mul_3 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(mul_30, [0]);  mul_30 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(mm, [0]);  mm = None
        mul_32 = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_33 = torch.ops.aten.mul.Tensor(addmm, addmm)
        mul_34 = torch.ops.aten.mul.Tensor(mul_33, -0.5);  mul_33 = None
        exp_1 = torch.ops.aten.exp.default(mul_34);  mul_34 = None
        mul_35 = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_36 = torch.ops.aten.mul.Tensor(addmm, mul_35);  addmm = mul_35 = None
        add_9 = torch.ops.aten.add.Tensor(mul_32, mul_36);  mul_32 = mul_36 = None
        mul_37 = torch.ops.aten.mul.Tensor(mul_29, add_9);  mul_29 = add_9 = None
        permute = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        permute_6 = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_2 = torch.ops.aten.mm.default(mul_37, permute_6);  permute_6 = None
        permute_7 = torch.ops.aten.permute.default(mul_37, [1, 0])
        mm_3 = torch.ops.aten.mm.default(permute_7, primals_3);  permute_7 = primals_3 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(mul_37, [0], True);  mul_37 = None
        view_1 = torch.ops.aten.view.default(sum_10, [1024]);  sum_10 = None
        return (mm_3, view_1, mm_2, sum_8, sum_9, mm_1, view, sum_3, sum_4)

def load_args(reader):
    buf0 = reader.storage(None, 1048576)
    reader.tensor(buf0, (1024, 256), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 32768)
    reader.tensor(buf1, (32, 256), is_leaf=True)  # primals_3
    buf2 = reader.storage(None, 4096)
    reader.tensor(buf2, (1024,), is_leaf=True)  # primals_4
    buf3 = reader.storage(None, 1048576)
    reader.tensor(buf3, (256, 1024), is_leaf=True)  # primals_6
    buf4 = reader.storage(None, 1024)
    reader.tensor(buf4, (256,), is_leaf=True)  # primals_8
    buf5 = reader.storage(None, 131072)
    reader.tensor(buf5, (32, 1024), is_leaf=True)  # addmm
    buf6 = reader.storage(None, 128)
    reader.tensor(buf6, (32, 1), is_leaf=True)  # getitem_1
    buf7 = reader.storage(None, 128)
    reader.tensor(buf7, (32, 1), is_leaf=True)  # rsqrt
    buf8 = reader.storage(None, 131072)
    reader.tensor(buf8, (32, 1024), is_leaf=True)  # add_2
    buf9 = reader.storage(None, 32768)
    reader.tensor(buf9, (32, 256), is_leaf=True)  # addmm_1
    buf10 = reader.storage(None, 128)
    reader.tensor(buf10, (32, 1), is_leaf=True)  # getitem_3
    buf11 = reader.storage(None, 128)
    reader.tensor(buf11, (32, 1), is_leaf=True)  # rsqrt_1
    buf12 = reader.storage(None, 32768)
    reader.tensor(buf12, (32, 256), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)