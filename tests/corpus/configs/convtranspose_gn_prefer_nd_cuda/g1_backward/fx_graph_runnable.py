
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-convtranspose_gn_prefer_nd-imavid7s'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp2r8yqxn1'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp2r8yqxn1/triton'
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

torch._inductor.config.triton.prefer_nd_tiling = True
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.triton.store_cubin = False
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



    def forward(self, primals_1, primals_3, primals_4, primals_5, primals_6, convolution, getitem_1, rsqrt, div, convolution_1, sigmoid, tangents_1):
        mul_3 = torch.ops.aten.mul.Tensor(tangents_1, convolution_1);  convolution_1 = None
        mul_4 = torch.ops.aten.mul.Tensor(tangents_1, sigmoid)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [2, 3], True);  mul_3 = None
        sub_1 = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul_5 = torch.ops.aten.mul.Tensor(sigmoid, sub_1);  sigmoid = sub_1 = None
        mul_6 = torch.ops.aten.mul.Tensor(sum_1, mul_5);  sum_1 = mul_5 = None
        expand = torch.ops.aten.expand.default(mul_6, [2, 8, 12, 12]);  mul_6 = None
        div_1 = torch.ops.aten.div.Scalar(expand, 144);  expand = None
        add_4 = torch.ops.aten.add.Tensor(tangents_1, div_1);  tangents_1 = div_1 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_4, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_4, div, primals_6, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_4 = div = primals_6 = None
        getitem_2 = convolution_backward[0]
        getitem_3 = convolution_backward[1];  convolution_backward = None
        add_5 = torch.ops.aten.add.Tensor(add_4, getitem_2);  add_4 = getitem_2 = None
        view = torch.ops.aten.view.default(convolution, [2, 4, 2, 144])
        sub = torch.ops.aten.sub.Tensor(view, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        view_1 = torch.ops.aten.view.default(mul, [2, 8, 12, 12]);  mul = None
        unsqueeze = torch.ops.aten.unsqueeze.default(primals_4, 0)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2)
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(primals_5, 0);  primals_5 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, unsqueeze_5);  mul_1 = unsqueeze_5 = None
        sigmoid_1 = torch.ops.aten.sigmoid.default(add_1)
        mul_7 = torch.ops.aten.mul.Tensor(add_5, sigmoid_1);  add_5 = None
        sub_2 = torch.ops.aten.sub.Tensor(1, sigmoid_1);  sigmoid_1 = None
        mul_8 = torch.ops.aten.mul.Tensor(add_1, sub_2);  add_1 = sub_2 = None
        add_6 = torch.ops.aten.add.Tensor(mul_8, 1);  mul_8 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_7, add_6);  mul_7 = add_6 = None
        mul_10 = torch.ops.aten.mul.Tensor(mul_9, convolution);  convolution = None
        view_2 = torch.ops.aten.view.default(mul_10, [2, 8, 144]);  mul_10 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(view_2, [2]);  view_2 = None
        view_3 = torch.ops.aten.view.default(mul_9, [2, 8, 144])
        sum_4 = torch.ops.aten.sum.dim_IntList(view_3, [2]);  view_3 = None
        mul_11 = torch.ops.aten.mul.Tensor(sum_3, unsqueeze)
        view_4 = torch.ops.aten.view.default(mul_11, [2, 4, 2]);  mul_11 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(view_4, [2]);  view_4 = None
        mul_12 = torch.ops.aten.mul.Tensor(sum_4, unsqueeze);  unsqueeze = None
        view_5 = torch.ops.aten.view.default(mul_12, [2, 4, 2]);  mul_12 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(view_5, [2]);  view_5 = None
        squeeze_1 = torch.ops.aten.squeeze.dims(rsqrt, [2, 3]);  rsqrt = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(squeeze_1, -1)
        view_6 = torch.ops.aten.view.default(primals_4, [1, 4, 2]);  primals_4 = None
        mul_13 = torch.ops.aten.mul.Tensor(unsqueeze_8, view_6);  view_6 = None
        neg_1 = torch.ops.aten.neg.default(sum_5);  sum_5 = None
        squeeze = torch.ops.aten.squeeze.dims(getitem_1, [2, 3]);  getitem_1 = None
        addcmul = torch.ops.aten.addcmul.default(neg_1, sum_6, squeeze);  neg_1 = None
        mul_14 = torch.ops.aten.mul.Tensor(addcmul, squeeze_1);  addcmul = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, squeeze_1);  mul_14 = None
        mul_16 = torch.ops.aten.mul.Tensor(mul_15, squeeze_1);  mul_15 = None
        mul_17 = torch.ops.aten.mul.Tensor(mul_16, 0.003472222222222222);  mul_16 = None
        neg_2 = torch.ops.aten.neg.default(mul_17)
        mul_18 = torch.ops.aten.mul.Tensor(neg_2, squeeze);  neg_2 = None
        mul_19 = torch.ops.aten.mul.Tensor(sum_6, squeeze_1);  sum_6 = squeeze_1 = None
        mul_20 = torch.ops.aten.mul.Tensor(mul_19, 0.003472222222222222);  mul_19 = None
        sub_3 = torch.ops.aten.sub.Tensor(mul_18, mul_20);  mul_18 = mul_20 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(mul_13, -1);  mul_13 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(mul_17, -1);  mul_17 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(sub_3, -1);  sub_3 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        view_7 = torch.ops.aten.view.default(mul_9, [2, 4, 2, 144]);  mul_9 = None
        mul_21 = torch.ops.aten.mul.Tensor(view_7, unsqueeze_9);  view_7 = unsqueeze_9 = None
        mul_22 = torch.ops.aten.mul.Tensor(view, unsqueeze_11);  view = unsqueeze_11 = None
        add_7 = torch.ops.aten.add.Tensor(mul_21, mul_22);  mul_21 = mul_22 = None
        add_8 = torch.ops.aten.add.Tensor(add_7, unsqueeze_13);  add_7 = unsqueeze_13 = None
        view_9 = torch.ops.aten.view.default(add_8, [2, 8, 12, 12]);  add_8 = None
        view_10 = torch.ops.aten.view.default(sum_3, [2, 4, 2]);  sum_3 = None
        view_11 = torch.ops.aten.view.default(sum_4, [2, 4, 2])
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
        mul_23 = torch.ops.aten.mul.Tensor(view_11, unsqueeze_14);  view_11 = unsqueeze_14 = None
        sub_4 = torch.ops.aten.sub.Tensor(view_10, mul_23);  view_10 = mul_23 = None
        mul_24 = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_8);  sub_4 = unsqueeze_8 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(mul_24, [0]);  mul_24 = None
        view_12 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(sum_4, [0]);  sum_4 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(view_9, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(view_9, primals_3, primals_1, [8], [2, 2], [1, 1], [1, 1], True, [0, 0], 1, [False, True, False]);  view_9 = primals_3 = primals_1 = None
        getitem_6 = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_6, sum_9, None, view_12, sum_8, getitem_3, sum_2)

def load_args(reader):
    buf0 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf0, (8, 8, 4, 4), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 2304, device=device(type='cuda', index=0))
    reader.tensor(buf1, (2, 8, 6, 6), is_leaf=True)  # primals_3
    buf2 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf2, (8,), is_leaf=True)  # primals_4
    buf3 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf3, (8,), is_leaf=True)  # primals_5
    buf4 = reader.storage(None, 2304, device=device(type='cuda', index=0))
    reader.tensor(buf4, (8, 8, 3, 3), is_leaf=True)  # primals_6
    buf5 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf5, (2, 8, 12, 12), is_leaf=True)  # convolution
    buf6 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf6, (2, 4, 1, 1), is_leaf=True)  # getitem_1
    buf7 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf7, (2, 4, 1, 1), is_leaf=True)  # rsqrt
    buf8 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf8, (2, 8, 12, 12), is_leaf=True)  # div
    buf9 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf9, (2, 8, 12, 12), is_leaf=True)  # convolution_1
    buf10 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf10, (2, 8, 1, 1), is_leaf=True)  # sigmoid
    buf11 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf11, (2, 8, 12, 12), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)