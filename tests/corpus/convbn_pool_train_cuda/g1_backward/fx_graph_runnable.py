
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-convbn_pool_train-gpf5e79d'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpt4_aqvrj'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpt4_aqvrj/triton'
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

torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.unroll_reductions_threshold = 8
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



    def forward(self, primals_1, primals_3, primals_7, primals_8, primals_9, convolution, getitem_1, rsqrt, add_6, avg_pool2d, amax, tangents_1):
        mul_9 = torch.ops.aten.mul.Tensor(tangents_1, avg_pool2d);  avg_pool2d = None
        mul_10 = torch.ops.aten.mul.Tensor(tangents_1, amax);  tangents_1 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_9, [2, 3], True);  mul_9 = None
        eq = torch.ops.aten.eq.Tensor(amax, add_6);  amax = None
        sum_2 = torch.ops.aten.sum.dim_IntList(eq, [2, 3], True)
        div_1 = torch.ops.aten.div.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
        mul_11 = torch.ops.aten.mul.Tensor(div_1, eq);  div_1 = eq = None
        avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(mul_10, add_6, [2, 2], [], [0, 0], False, True, None);  mul_10 = add_6 = None
        add_7 = torch.ops.aten.add.Tensor(mul_11, avg_pool2d_backward);  mul_11 = avg_pool2d_backward = None
        permute_1 = torch.ops.aten.permute.default(add_7, [0, 1, 3, 2])
        sum_3 = torch.ops.aten.sum.dim_IntList(permute_1, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(permute_1, primals_3, primals_9, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]);  permute_1 = primals_9 = None
        getitem_3 = convolution_backward[1];  convolution_backward = None
        sub = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        unsqueeze = torch.ops.aten.unsqueeze.default(primals_7, -1)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6 = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(primals_8, -1);  primals_8 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4 = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        le = torch.ops.aten.le.Scalar(add_4, -3)
        lt = torch.ops.aten.lt.Scalar(add_4, 3)
        div_2 = torch.ops.aten.div.Tensor(add_4, 3);  add_4 = None
        add_8 = torch.ops.aten.add.Tensor(div_2, 0.5);  div_2 = None
        mul_12 = torch.ops.aten.mul.Tensor(add_7, add_8);  add_8 = None
        where = torch.ops.aten.where.self(lt, mul_12, add_7);  lt = mul_12 = add_7 = None
        full_default = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1 = torch.ops.aten.where.self(le, full_default, where);  le = full_default = where = None
        squeeze = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3]);  getitem_1 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(squeeze, 0);  squeeze = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 2);  unsqueeze_4 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(unsqueeze_5, 3);  unsqueeze_5 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(where_1, [0, 2, 3])
        sub_1 = torch.ops.aten.sub.Tensor(convolution, unsqueeze_6);  convolution = unsqueeze_6 = None
        mul_13 = torch.ops.aten.mul.Tensor(where_1, sub_1)
        sum_5 = torch.ops.aten.sum.dim_IntList(mul_13, [0, 2, 3]);  mul_13 = None
        mul_14 = torch.ops.aten.mul.Tensor(sum_4, 0.003472222222222222)
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(mul_14, 0);  mul_14 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, 3);  unsqueeze_8 = None
        mul_15 = torch.ops.aten.mul.Tensor(sum_5, 0.003472222222222222)
        squeeze_1 = torch.ops.aten.squeeze.dims(rsqrt, [0, 2, 3]);  rsqrt = None
        mul_16 = torch.ops.aten.mul.Tensor(squeeze_1, squeeze_1)
        mul_17 = torch.ops.aten.mul.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(mul_17, 0);  mul_17 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 2);  unsqueeze_10 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(unsqueeze_11, 3);  unsqueeze_11 = None
        mul_18 = torch.ops.aten.mul.Tensor(squeeze_1, primals_7);  primals_7 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(mul_18, 0);  mul_18 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(unsqueeze_13, 2);  unsqueeze_13 = None
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(unsqueeze_14, 3);  unsqueeze_14 = None
        mul_19 = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_12);  sub_1 = unsqueeze_12 = None
        sub_3 = torch.ops.aten.sub.Tensor(where_1, mul_19);  where_1 = mul_19 = None
        sub_4 = torch.ops.aten.sub.Tensor(sub_3, unsqueeze_9);  sub_3 = unsqueeze_9 = None
        mul_20 = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_15);  sub_4 = unsqueeze_15 = None
        mul_21 = torch.ops.aten.mul.Tensor(sum_5, squeeze_1);  sum_5 = squeeze_1 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(mul_20, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_20, primals_3, primals_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_20 = primals_3 = primals_1 = None
        getitem_6 = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_6, sum_6, None, None, None, None, mul_21, sum_4, getitem_3, sum_3)

def load_args(reader):
    buf0 = reader.storage(None, 4608, device=device(type='cuda', index=0))
    reader.tensor(buf0, (16, 8, 3, 3), (72, 1, 24, 8), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf1, (2, 8, 12, 12), (1152, 1, 96, 8), is_leaf=True)  # primals_3
    buf2 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf2, (16,), is_leaf=True)  # primals_7
    buf3 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf3, (16,), is_leaf=True)  # primals_8
    buf4 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf4, (16, 8, 1, 1), (8, 1, 8, 8), is_leaf=True)  # primals_9
    buf5 = reader.storage(None, 18432, device=device(type='cuda', index=0))
    reader.tensor(buf5, (2, 16, 12, 12), (2304, 1, 192, 16), is_leaf=True)  # convolution
    buf6 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf6, (1, 16, 1, 1), is_leaf=True)  # getitem_1
    buf7 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf7, (1, 16, 1, 1), is_leaf=True)  # rsqrt
    buf8 = reader.storage(None, 18432, device=device(type='cuda', index=0))
    reader.tensor(buf8, (2, 16, 12, 12), (2304, 1, 192, 16), is_leaf=True)  # add_6
    buf9 = reader.storage(None, 4608, device=device(type='cuda', index=0))
    reader.tensor(buf9, (2, 16, 6, 6), (576, 1, 96, 16), is_leaf=True)  # avg_pool2d
    buf10 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf10, (2, 16, 1, 1), is_leaf=True)  # amax
    buf11 = reader.storage(None, 4608, device=device(type='cuda', index=0))
    reader.tensor(buf11, (2, 16, 6, 6), (576, 1, 96, 16), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)