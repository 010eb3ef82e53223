
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-mlp_autotune_train-_yh6iyag'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpgu70dt40'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpgu70dt40/triton'
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

torch._inductor.config.max_autotune = True
torch._inductor.config.coordinate_descent_tuning = True
torch._inductor.config.benchmark_epilogue_fusion = False
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
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



    def forward(self, primals_3, primals_4, primals_6, addmm, mul_2, addmm_1, getitem_1, rsqrt, tangents_1):
        mul_6 = torch.ops.aten.mul.Tensor(tangents_1, primals_6);  primals_6 = None
        mul_7 = torch.ops.aten.mul.Tensor(mul_6, 256)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_6, [1], True)
        sub_1 = torch.ops.aten.sub.Tensor(addmm_1, getitem_1);  addmm_1 = getitem_1 = None
        mul_5 = torch.ops.aten.mul.Tensor(sub_1, rsqrt);  sub_1 = None
        mul_8 = torch.ops.aten.mul.Tensor(mul_6, mul_5);  mul_6 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_8, [1], True);  mul_8 = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_5, sum_2);  sum_2 = None
        sub_2 = torch.ops.aten.sub.Tensor(mul_7, sum_1);  mul_7 = sum_1 = None
        sub_3 = torch.ops.aten.sub.Tensor(sub_2, mul_9);  sub_2 = mul_9 = None
        div = torch.ops.aten.div.Tensor(rsqrt, 256);  rsqrt = None
        mul_10 = torch.ops.aten.mul.Tensor(div, sub_3);  div = sub_3 = None
        mul_11 = torch.ops.aten.mul.Tensor(tangents_1, mul_5);  mul_5 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_11, [0]);  mul_11 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(tangents_1, [0]);  tangents_1 = None
        permute_1 = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_2 = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm = torch.ops.aten.mm.default(mul_10, permute_2);  permute_2 = None
        permute_3 = torch.ops.aten.permute.default(mul_10, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_3, mul_2);  permute_3 = mul_2 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(mul_10, [0], True);  mul_10 = None
        view = torch.ops.aten.view.default(sum_5, [256]);  sum_5 = None
        mul_1 = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_13 = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_14 = torch.ops.aten.mul.Tensor(addmm, addmm)
        mul_15 = torch.ops.aten.mul.Tensor(mul_14, -0.5);  mul_14 = None
        exp = torch.ops.aten.exp.default(mul_15);  mul_15 = None
        mul_16 = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_17 = torch.ops.aten.mul.Tensor(addmm, mul_16);  addmm = mul_16 = None
        add_4 = torch.ops.aten.add.Tensor(mul_13, mul_17);  mul_13 = mul_17 = None
        mul_18 = torch.ops.aten.mul.Tensor(mm, add_4);  mm = add_4 = None
        permute_6 = torch.ops.aten.permute.default(mul_18, [1, 0])
        mm_2 = torch.ops.aten.mm.default(permute_6, primals_3);  permute_6 = primals_3 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(mul_18, [0], True);  mul_18 = None
        view_1 = torch.ops.aten.view.default(sum_6, [512]);  sum_6 = None
        return (mm_2, view_1, None, mm_1, view, sum_3, sum_4)

def load_args(reader):
    buf0 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf0, (128, 256), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 524288, device=device(type='cuda', index=0))
    reader.tensor(buf1, (256, 512), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf2, (256,), is_leaf=True)  # primals_6
    buf3 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf3, (128, 512), is_leaf=True)  # addmm
    buf4 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf4, (128, 512), is_leaf=True)  # mul_2
    buf5 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf5, (128, 256), is_leaf=True)  # addmm_1
    buf6 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf6, (128, 1), is_leaf=True)  # getitem_1
    buf7 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf7, (128, 1), is_leaf=True)  # rsqrt
    buf8 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf8, (128, 256), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)