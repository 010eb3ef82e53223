
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-transformer_train-rnfaw64v'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp43xkk_cl'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp43xkk_cl/triton'

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
torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False



isolate_fails_code_str = None




# torch version: 2.8.0+cu128
# torch cuda version: 12.8
# torch git version: a1cb3cc05d46d198467bebbb6e8fba50a325d4e7


# torch.cuda.is_available()==False, no GPU info collected

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()

    
    
    def forward(self, primals_1, primals_4, primals_6, primals_8, primals_10, primals_12, getitem_1, rsqrt, view, logical_and, div, view_12, addmm_1, getitem_6, rsqrt_1, view_14, addmm_2, view_16, permute_23, permute_24, permute_25, tangents_1):
        view_18 = torch.ops.aten.view.default(tangents_1, [128, 128])
        permute_8 = torch.ops.aten.permute.default(primals_12, [1, 0]);  primals_12 = None
        permute_9 = torch.ops.aten.permute.default(permute_8, [1, 0]);  permute_8 = None
        mm = torch.ops.aten.mm.default(view_18, permute_9);  permute_9 = None
        permute_10 = torch.ops.aten.permute.default(view_18, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_10, view_16);  permute_10 = view_16 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
        view_19 = torch.ops.aten.view.default(sum_2, [128]);  sum_2 = None
        view_20 = torch.ops.aten.view.default(mm, [2, 64, 512]);  mm = None
        view_15 = torch.ops.aten.view.default(addmm_2, [2, 64, 512]);  addmm_2 = None
        mul_6 = torch.ops.aten.mul.Tensor(view_15, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_6);  mul_6 = None
        add_5 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_9 = torch.ops.aten.mul.Tensor(add_5, 0.5);  add_5 = None
        mul_10 = torch.ops.aten.mul.Tensor(view_15, view_15)
        mul_11 = torch.ops.aten.mul.Tensor(mul_10, -0.5);  mul_10 = None
        exp_1 = torch.ops.aten.exp.default(mul_11);  mul_11 = None
        mul_12 = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_13 = torch.ops.aten.mul.Tensor(view_15, mul_12);  view_15 = mul_12 = None
        add_8 = torch.ops.aten.add.Tensor(mul_9, mul_13);  mul_9 = mul_13 = None
        mul_14 = torch.ops.aten.mul.Tensor(view_20, add_8);  view_20 = add_8 = None
        view_21 = torch.ops.aten.view.default(mul_14, [128, 512]);  mul_14 = None
        permute_7 = torch.ops.aten.permute.default(primals_10, [1, 0]);  primals_10 = None
        permute_13 = torch.ops.aten.permute.default(permute_7, [1, 0]);  permute_7 = None
        mm_2 = torch.ops.aten.mm.default(view_21, permute_13);  permute_13 = None
        permute_14 = torch.ops.aten.permute.default(view_21, [1, 0])
        mm_3 = torch.ops.aten.mm.default(permute_14, view_14);  permute_14 = view_14 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
        view_22 = torch.ops.aten.view.default(sum_3, [512]);  sum_3 = None
        view_23 = torch.ops.aten.view.default(mm_2, [2, 64, 128]);  mm_2 = None
        mul_16 = torch.ops.aten.mul.Tensor(view_23, primals_8);  primals_8 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, 128)
        sum_4 = torch.ops.aten.sum.dim_IntList(mul_16, [2], True)
        view_13 = torch.ops.aten.view.default(addmm_1, [2, 64, 128]);  addmm_1 = None
        add_2 = torch.ops.aten.add.Tensor(primals_1, view_13);  view_13 = None
        sub_3 = torch.ops.aten.sub.Tensor(add_2, getitem_6);  add_2 = getitem_6 = None
        mul_3 = torch.ops.aten.mul.Tensor(sub_3, rsqrt_1);  sub_3 = None
        mul_18 = torch.ops.aten.mul.Tensor(mul_16, mul_3);  mul_16 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(mul_18, [2], True);  mul_18 = None
        mul_19 = torch.ops.aten.mul.Tensor(mul_3, sum_5);  sum_5 = None
        sub_5 = torch.ops.aten.sub.Tensor(mul_17, sum_4);  mul_17 = sum_4 = None
        sub_6 = torch.ops.aten.sub.Tensor(sub_5, mul_19);  sub_5 = mul_19 = None
        div_1 = torch.ops.aten.div.Tensor(rsqrt_1, 128);  rsqrt_1 = None
        mul_20 = torch.ops.aten.mul.Tensor(div_1, sub_6);  div_1 = sub_6 = None
        mul_21 = torch.ops.aten.mul.Tensor(view_23, mul_3);  mul_3 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(mul_21, [0, 1]);  mul_21 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(view_23, [0, 1]);  view_23 = None
        add_9 = torch.ops.aten.add.Tensor(tangents_1, mul_20);  tangents_1 = mul_20 = None
        view_24 = torch.ops.aten.view.default(add_9, [128, 128]);  add_9 = None
        permute_6 = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_17 = torch.ops.aten.permute.default(permute_6, [1, 0]);  permute_6 = None
        mm_4 = torch.ops.aten.mm.default(view_24, permute_17);  permute_17 = None
        permute_18 = torch.ops.aten.permute.default(view_24, [1, 0])
        mm_5 = torch.ops.aten.mm.default(permute_18, view_12);  permute_18 = view_12 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
        view_25 = torch.ops.aten.view.default(sum_8, [128]);  sum_8 = None
        view_26 = torch.ops.aten.view.default(mm_4, [2, 64, 128]);  mm_4 = None
        view_27 = torch.ops.aten.view.default(view_26, [2, 64, 4, 32]);  view_26 = None
        permute_21 = torch.ops.aten.permute.default(view_27, [0, 2, 1, 3]);  view_27 = None
        clone_4 = torch.ops.aten.clone.default(permute_21, memory_format = torch.contiguous_format);  permute_21 = None
        view_28 = torch.ops.aten.view.default(clone_4, [8, 64, 32]);  clone_4 = None
        expand_2 = torch.ops.aten.expand.default(div, [2, 4, 64, 64])
        view_8 = torch.ops.aten.view.default(expand_2, [8, 64, 64]);  expand_2 = None
        permute_22 = torch.ops.aten.permute.default(view_8, [0, 2, 1]);  view_8 = None
        bmm_2 = torch.ops.aten.bmm.default(permute_22, view_28);  permute_22 = None
        bmm_3 = torch.ops.aten.bmm.default(view_28, permute_23);  view_28 = permute_23 = None
        view_29 = torch.ops.aten.view.default(bmm_2, [2, 4, 64, 32]);  bmm_2 = None
        view_30 = torch.ops.aten.view.default(bmm_3, [2, 4, 64, 64]);  bmm_3 = None
        mul_22 = torch.ops.aten.mul.Tensor(view_30, div);  view_30 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(mul_22, [-1], True)
        neg = torch.ops.aten.neg.default(div);  div = None
        fma = torch.ops.prims.fma.default(neg, sum_9, mul_22);  neg = sum_9 = mul_22 = None
        full_default_2 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where_1 = torch.ops.aten.where.self(logical_and, full_default_2, fma);  logical_and = full_default_2 = fma = None
        mul_23 = torch.ops.aten.mul.Tensor(where_1, 0.1767766952966369);  where_1 = None
        view_31 = torch.ops.aten.view.default(mul_23, [8, 64, 64]);  mul_23 = None
        bmm_4 = torch.ops.aten.bmm.default(permute_24, view_31);  permute_24 = None
        bmm_5 = torch.ops.aten.bmm.default(view_31, permute_25);  view_31 = permute_25 = None
        view_32 = torch.ops.aten.view.default(bmm_4, [2, 4, 32, 64]);  bmm_4 = None
        view_33 = torch.ops.aten.view.default(bmm_5, [2, 4, 64, 32]);  bmm_5 = None
        permute_26 = torch.ops.aten.permute.default(view_32, [0, 1, 3, 2]);  view_32 = None
        permute_27 = torch.ops.aten.permute.default(view_29, [0, 2, 1, 3]);  view_29 = None
        clone_5 = torch.ops.aten.clone.default(permute_27, memory_format = torch.contiguous_format);  permute_27 = None
        view_34 = torch.ops.aten.view.default(clone_5, [2, 64, 128]);  clone_5 = None
        permute_28 = torch.ops.aten.permute.default(permute_26, [0, 2, 1, 3]);  permute_26 = None
        view_35 = torch.ops.aten.view.default(permute_28, [2, 64, 128]);  permute_28 = None
        permute_29 = torch.ops.aten.permute.default(view_33, [0, 2, 1, 3]);  view_33 = None
        clone_6 = torch.ops.aten.clone.default(permute_29, memory_format = torch.contiguous_format);  permute_29 = None
        view_36 = torch.ops.aten.view.default(clone_6, [2, 64, 128]);  clone_6 = None
        cat = torch.ops.aten.cat.default([view_36, view_35, view_34], 2);  view_36 = view_35 = view_34 = None
        view_37 = torch.ops.aten.view.default(cat, [128, 384]);  cat = None
        permute = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_30 = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_6 = torch.ops.aten.mm.default(view_37, permute_30);  permute_30 = None
        permute_31 = torch.ops.aten.permute.default(view_37, [1, 0])
        mm_7 = torch.ops.aten.mm.default(permute_31, view);  permute_31 = view = None
        sum_10 = torch.ops.aten.sum.dim_IntList(view_37, [0], True);  view_37 = None
        view_38 = torch.ops.aten.view.default(sum_10, [384]);  sum_10 = None
        view_39 = torch.ops.aten.view.default(mm_6, [2, 64, 128]);  mm_6 = None
        sub = torch.ops.aten.sub.Tensor(primals_1, getitem_1);  primals_1 = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_29 = torch.ops.aten.mul.Tensor(view_39, mul);  mul = None
        sum_13 = torch.ops.aten.sum.dim_IntList(mul_29, [0, 1]);  mul_29 = None
        sum_14 = torch.ops.aten.sum.dim_IntList(view_39, [0, 1]);  view_39 = None
        return (None, sum_13, sum_14, mm_7, view_38, mm_5, view_25, sum_6, sum_7, mm_3, view_22, mm_1, view_19)
        
def load_args(reader):
    buf0 = reader.storage(None, 65536)
    reader.tensor(buf0, (2, 64, 128), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 196608)
    reader.tensor(buf1, (384, 128), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 65536)
    reader.tensor(buf2, (128, 128), is_leaf=True)  # primals_6
    buf3 = reader.storage(None, 512)
    reader.tensor(buf3, (128,), is_leaf=True)  # primals_8
    buf4 = reader.storage(None, 262144)
    reader.tensor(buf4, (512, 128), is_leaf=True)  # primals_10
    buf5 = reader.storage(None, 262144)
    reader.tensor(buf5, (128, 512), is_leaf=True)  # primals_12
    buf6 = reader.storage(None, 512)
    reader.tensor(buf6, (2, 64, 1), is_leaf=True)  # getitem_1
    buf7 = reader.storage(None, 512)
    reader.tensor(buf7, (2, 64, 1), is_leaf=True)  # rsqrt
    buf8 = reader.storage(None, 65536)
    reader.tensor(buf8, (128, 128), is_leaf=True)  # view
    buf9 = reader.storage(None, 4096, dtype_hint=torch.bool)
    reader.tensor(buf9, (64, 64), dtype=torch.bool, is_leaf=True)  # logical_and
    buf10 = reader.storage(None, 131072)
    reader.tensor(buf10, (2, 4, 64, 64), is_leaf=True)  # div
    buf11 = reader.storage(None, 65536)
    reader.tensor(buf11, (128, 128), is_leaf=True)  # view_12
    buf12 = reader.storage(None, 65536)
    reader.tensor(buf12, (128, 128), is_leaf=True)  # addmm_1
    buf13 = reader.storage(None, 512)
    reader.tensor(buf13, (2, 64, 1), is_leaf=True)  # getitem_6
    buf14 = reader.storage(None, 512)
    reader.tensor(buf14, (2, 64, 1), is_leaf=True)  # rsqrt_1
    buf15 = reader.storage(None, 65536)
    reader.tensor(buf15, (128, 128), is_leaf=True)  # view_14
    buf16 = reader.storage(None, 262144)
    reader.tensor(buf16, (128, 512), is_leaf=True)  # addmm_2
    buf17 = reader.storage(None, 262144)
    reader.tensor(buf17, (128, 512), is_leaf=True)  # view_16
    buf18 = reader.storage(None, 65536)
    reader.tensor(buf18, (8, 32, 64), (2048, 1, 32), is_leaf=True)  # permute_23
    buf19 = reader.storage(None, 65536)
    reader.tensor(buf19, (8, 32, 64), (2048, 1, 32), is_leaf=True)  # permute_24
    buf20 = reader.storage(None, 65536)
    reader.tensor(buf20, (8, 64, 32), (2048, 1, 64), is_leaf=True)  # permute_25
    buf21 = reader.storage(None, 65536)
    reader.tensor(buf21, (2, 64, 128), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)