
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-channels_last_no_split-m4yknz8s'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp8mkrymcf'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp8mkrymcf/triton'
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

torch._inductor.config.split_reductions = False
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



    def forward(self, primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, convolution_2, tangents_1):
        sub_1 = torch.ops.aten.sub.Tensor(convolution_1, getitem_3)
        mul_8 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(primals_12, -1)
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_14 = torch.ops.aten.mul.Tensor(mul_8, unsqueeze_5);  mul_8 = unsqueeze_5 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(primals_13, -1);  primals_13 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_10 = torch.ops.aten.add.Tensor(mul_14, unsqueeze_7);  mul_14 = unsqueeze_7 = None
        add_11 = torch.ops.aten.add.Tensor(add_10, 3)
        clamp_min_1 = torch.ops.aten.clamp_min.default(add_11, 0);  add_11 = None
        clamp_max_1 = torch.ops.aten.clamp_max.default(clamp_min_1, 6);  clamp_min_1 = None
        mul_15 = torch.ops.aten.mul.Tensor(add_10, clamp_max_1);  clamp_max_1 = None
        div_1 = torch.ops.aten.div.Tensor(mul_15, 6);  mul_15 = None
        mul_17 = torch.ops.aten.mul.Tensor(tangents_1, div_1);  div_1 = None
        sigmoid = torch.ops.aten.sigmoid.default(convolution_2);  convolution_2 = None
        mul_18 = torch.ops.aten.mul.Tensor(tangents_1, sigmoid);  tangents_1 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_17, [2, 3], True);  mul_17 = None
        sub_2 = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul_19 = torch.ops.aten.mul.Tensor(sigmoid, sub_2);  sigmoid = sub_2 = None
        mul_20 = torch.ops.aten.mul.Tensor(sum_1, mul_19);  sum_1 = mul_19 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_20, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_20, mean, primals_14, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_20 = mean = primals_14 = None
        getitem_4 = convolution_backward[0]
        getitem_5 = convolution_backward[1];  convolution_backward = None
        expand = torch.ops.aten.expand.default(getitem_4, [2, 16, 12, 12]);  getitem_4 = None
        div_2 = torch.ops.aten.div.Scalar(expand, 144);  expand = None
        add_12 = torch.ops.aten.add.Tensor(mul_18, div_2);  mul_18 = div_2 = None
        le = torch.ops.aten.le.Scalar(add_10, -3)
        lt = torch.ops.aten.lt.Scalar(add_10, 3)
        div_3 = torch.ops.aten.div.Tensor(add_10, 3);  add_10 = None
        add_13 = torch.ops.aten.add.Tensor(div_3, 0.5);  div_3 = None
        mul_21 = torch.ops.aten.mul.Tensor(add_12, add_13);  add_13 = None
        where = torch.ops.aten.where.self(lt, mul_21, add_12);  lt = mul_21 = add_12 = None
        full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1 = torch.ops.aten.where.self(le, full_default, where);  le = where = None
        squeeze_3 = torch.ops.aten.squeeze.dims(getitem_3, [0, 2, 3]);  getitem_3 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(squeeze_3, 0);  squeeze_3 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, 2);  unsqueeze_8 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, 3);  unsqueeze_9 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(where_1, [0, 2, 3])
        sub_3 = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_10);  convolution_1 = unsqueeze_10 = None
        mul_22 = torch.ops.aten.mul.Tensor(where_1, sub_3)
        sum_4 = torch.ops.aten.sum.dim_IntList(mul_22, [0, 2, 3]);  mul_22 = None
        mul_23 = torch.ops.aten.mul.Tensor(sum_3, 0.003472222222222222)
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(mul_23, 0);  mul_23 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(unsqueeze_11, 2);  unsqueeze_11 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, 3);  unsqueeze_12 = None
        mul_24 = torch.ops.aten.mul.Tensor(sum_4, 0.003472222222222222)
        squeeze_4 = torch.ops.aten.squeeze.dims(rsqrt_1, [0, 2, 3]);  rsqrt_1 = None
        mul_25 = torch.ops.aten.mul.Tensor(squeeze_4, squeeze_4)
        mul_26 = torch.ops.aten.mul.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(mul_26, 0);  mul_26 = None
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(unsqueeze_14, 2);  unsqueeze_14 = None
        unsqueeze_16 = torch.ops.aten.unsqueeze.default(unsqueeze_15, 3);  unsqueeze_15 = None
        mul_27 = torch.ops.aten.mul.Tensor(squeeze_4, primals_12);  primals_12 = None
        unsqueeze_17 = torch.ops.aten.unsqueeze.default(mul_27, 0);  mul_27 = None
        unsqueeze_18 = torch.ops.aten.unsqueeze.default(unsqueeze_17, 2);  unsqueeze_17 = None
        unsqueeze_19 = torch.ops.aten.unsqueeze.default(unsqueeze_18, 3);  unsqueeze_18 = None
        mul_28 = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_16);  sub_3 = unsqueeze_16 = None
        sub_5 = torch.ops.aten.sub.Tensor(where_1, mul_28);  where_1 = mul_28 = None
        sub_6 = torch.ops.aten.sub.Tensor(sub_5, unsqueeze_13);  sub_5 = unsqueeze_13 = None
        mul_29 = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_19);  sub_6 = unsqueeze_19 = None
        mul_30 = torch.ops.aten.mul.Tensor(sum_4, squeeze_4);  sum_4 = squeeze_4 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_29, div, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, False]);  mul_29 = div = primals_8 = None
        getitem_7 = convolution_backward_1[0]
        getitem_8 = convolution_backward_1[1];  convolution_backward_1 = None
        sub = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        unsqueeze = torch.ops.aten.unsqueeze.default(primals_6, -1)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6 = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(primals_7, -1);  primals_7 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4 = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        le_1 = torch.ops.aten.le.Scalar(add_4, -3)
        lt_1 = torch.ops.aten.lt.Scalar(add_4, 3)
        div_4 = torch.ops.aten.div.Tensor(add_4, 3);  add_4 = None
        add_14 = torch.ops.aten.add.Tensor(div_4, 0.5);  div_4 = None
        mul_31 = torch.ops.aten.mul.Tensor(getitem_7, add_14);  add_14 = None
        where_2 = torch.ops.aten.where.self(lt_1, mul_31, getitem_7);  lt_1 = mul_31 = getitem_7 = None
        where_3 = torch.ops.aten.where.self(le_1, full_default, where_2);  le_1 = full_default = where_2 = None
        squeeze = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3]);  getitem_1 = None
        unsqueeze_20 = torch.ops.aten.unsqueeze.default(squeeze, 0);  squeeze = None
        unsqueeze_21 = torch.ops.aten.unsqueeze.default(unsqueeze_20, 2);  unsqueeze_20 = None
        unsqueeze_22 = torch.ops.aten.unsqueeze.default(unsqueeze_21, 3);  unsqueeze_21 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(where_3, [0, 2, 3])
        sub_7 = torch.ops.aten.sub.Tensor(convolution, unsqueeze_22);  convolution = unsqueeze_22 = None
        mul_32 = torch.ops.aten.mul.Tensor(where_3, sub_7)
        sum_6 = torch.ops.aten.sum.dim_IntList(mul_32, [0, 2, 3]);  mul_32 = None
        mul_33 = torch.ops.aten.mul.Tensor(sum_5, 0.003472222222222222)
        unsqueeze_23 = torch.ops.aten.unsqueeze.default(mul_33, 0);  mul_33 = None
        unsqueeze_24 = torch.ops.aten.unsqueeze.default(unsqueeze_23, 2);  unsqueeze_23 = None
        unsqueeze_25 = torch.ops.aten.unsqueeze.default(unsqueeze_24, 3);  unsqueeze_24 = None
        mul_34 = torch.ops.aten.mul.Tensor(sum_6, 0.003472222222222222)
        squeeze_1 = torch.ops.aten.squeeze.dims(rsqrt, [0, 2, 3]);  rsqrt = None
        mul_35 = torch.ops.aten.mul.Tensor(squeeze_1, squeeze_1)
        mul_36 = torch.ops.aten.mul.Tensor(mul_34, mul_35);  mul_34 = mul_35 = None
        unsqueeze_26 = torch.ops.aten.unsqueeze.default(mul_36, 0);  mul_36 = None
        unsqueeze_27 = torch.ops.aten.unsqueeze.default(unsqueeze_26, 2);  unsqueeze_26 = None
        unsqueeze_28 = torch.ops.aten.unsqueeze.default(unsqueeze_27, 3);  unsqueeze_27 = None
        mul_37 = torch.ops.aten.mul.Tensor(squeeze_1, primals_6);  primals_6 = None
        unsqueeze_29 = torch.ops.aten.unsqueeze.default(mul_37, 0);  mul_37 = None
        unsqueeze_30 = torch.ops.aten.unsqueeze.default(unsqueeze_29, 2);  unsqueeze_29 = None
        unsqueeze_31 = torch.ops.aten.unsqueeze.default(unsqueeze_30, 3);  unsqueeze_30 = None
        mul_38 = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_28);  sub_7 = unsqueeze_28 = None
        sub_9 = torch.ops.aten.sub.Tensor(where_3, mul_38);  where_3 = mul_38 = None
        sub_10 = torch.ops.aten.sub.Tensor(sub_9, unsqueeze_25);  sub_9 = unsqueeze_25 = None
        mul_39 = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_31);  sub_10 = unsqueeze_31 = None
        mul_40 = torch.ops.aten.mul.Tensor(sum_6, squeeze_1);  sum_6 = squeeze_1 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(mul_39, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_39 = primals_2 = primals_1 = None
        getitem_11 = convolution_backward_2[1];  convolution_backward_2 = None
        return (getitem_11, None, None, None, None, mul_40, sum_5, getitem_8, None, None, None, mul_30, sum_3, getitem_5, sum_2)

def load_args(reader):
    buf0 = reader.storage(None, 4608, device=device(type='cuda', index=0))
    reader.tensor(buf0, (16, 8, 3, 3), (72, 1, 24, 8), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf1, (2, 8, 12, 12), (1152, 1, 96, 8), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf2, (16,), is_leaf=True)  # primals_6
    buf3 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf3, (16,), is_leaf=True)  # primals_7
    buf4 = reader.storage(None, 576, device=device(type='cuda', index=0))
    reader.tensor(buf4, (16, 1, 3, 3), (9, 1, 3, 1), is_leaf=True)  # primals_8
    buf5 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf5, (16,), is_leaf=True)  # primals_12
    buf6 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf6, (16,), is_leaf=True)  # primals_13
    buf7 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf7, (16, 16, 1, 1), (16, 1, 16, 16), is_leaf=True)  # primals_14
    buf8 = reader.storage(None, 18432, device=device(type='cuda', index=0))
    reader.tensor(buf8, (2, 16, 12, 12), (2304, 1, 192, 16), is_leaf=True)  # convolution
    buf9 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf9, (1, 16, 1, 1), is_leaf=True)  # getitem_1
    buf10 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf10, (1, 16, 1, 1), is_leaf=True)  # rsqrt
    buf11 = reader.storage(None, 18432, device=device(type='cuda', index=0))
    reader.tensor(buf11, (2, 16, 12, 12), (2304, 1, 192, 16), is_leaf=True)  # div
    buf12 = reader.storage(None, 18432, device=device(type='cuda', index=0))
    reader.tensor(buf12, (2, 16, 12, 12), (2304, 1, 192, 16), is_leaf=True)  # convolution_1
    buf13 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf13, (1, 16, 1, 1), is_leaf=True)  # getitem_3
    buf14 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf14, (1, 16, 1, 1), is_leaf=True)  # rsqrt_1
    buf15 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf15, (2, 16, 1, 1), is_leaf=True)  # mean
    buf16 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf16, (2, 16, 1, 1), (16, 1, 16, 16), is_leaf=True)  # convolution_2
    buf17 = reader.storage(None, 18432, device=device(type='cuda', index=0))
    reader.tensor(buf17, (2, 16, 12, 12), (2304, 1, 192, 16), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)