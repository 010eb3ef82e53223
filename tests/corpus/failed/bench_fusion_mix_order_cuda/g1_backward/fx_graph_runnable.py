
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-bench_fusion_mix_order-xy4pzo58'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_hskdc5o'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp_hskdc5o/triton'
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
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.benchmark_kernel = False
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



    def forward(self, primals_3, primals_4, addmm, getitem_1, rsqrt, tangents_1):
        mul_3 = torch.ops.aten.mul.Tensor(tangents_1, primals_4);  primals_4 = None
        mul_4 = torch.ops.aten.mul.Tensor(mul_3, 1024)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [1], True)
        sub_1 = torch.ops.aten.sub.Tensor(addmm, getitem_1);  addmm = getitem_1 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt);  sub_1 = None
        mul_5 = torch.ops.aten.mul.Tensor(mul_3, mul_2);  mul_3 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_2, sum_2);  sum_2 = None
        sub_2 = torch.ops.aten.sub.Tensor(mul_4, sum_1);  mul_4 = sum_1 = None
        sub_3 = torch.ops.aten.sub.Tensor(sub_2, mul_6);  sub_2 = mul_6 = None
        div = torch.ops.aten.div.Tensor(rsqrt, 1024);  rsqrt = None
        mul_7 = torch.ops.aten.mul.Tensor(div, sub_3);  div = sub_3 = None
        mul_8 = torch.ops.aten.mul.Tensor(tangents_1, mul_2);  mul_2 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_8, [0]);  mul_8 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(tangents_1, [0]);  tangents_1 = None
        permute_1 = torch.ops.aten.permute.default(mul_7, [1, 0])
        mm = torch.ops.aten.mm.default(permute_1, primals_3);  permute_1 = primals_3 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(mul_7, [0], True);  mul_7 = None
        view = torch.ops.aten.view.default(sum_5, [1024]);  sum_5 = None
        return (mm, view, None, sum_3, sum_4)

def load_args(reader):
    buf0 = reader.storage(None, 33554432, device=device(type='cuda', index=0))
    reader.tensor(buf0, (8192, 1024), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf1, (1024,), is_leaf=True)  # primals_4
    buf2 = reader.storage(None, 33554432, device=device(type='cuda', index=0))
    reader.tensor(buf2, (8192, 1024), is_leaf=True)  # addmm
    buf3 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf3, (8192, 1), is_leaf=True)  # getitem_1
    buf4 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf4, (8192, 1), is_leaf=True)  # rsqrt
    buf5 = reader.storage(None, 33554432, device=device(type='cuda', index=0))
    reader.tensor(buf5, (8192, 1024), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)