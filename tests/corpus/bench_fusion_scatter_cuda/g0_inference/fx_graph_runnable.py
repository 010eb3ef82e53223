
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-bench_fusion_scatter-jy8kudkh'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpbgw5yuey'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpbgw5yuey/triton'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1):
        var_mean = torch.ops.aten.var_mean.correction(arg0_1, [1], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(arg0_1, getitem_1);  arg0_1 = getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        inductor_seeds_default = torch.ops.prims.inductor_seeds.default(1, device(type='cuda', index=0))
        inductor_lookup_seed_default = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 0);  inductor_seeds_default = None
        inductor_random_default = torch.ops.prims.inductor_random.default([8, 32], inductor_lookup_seed_default, 'rand');  inductor_lookup_seed_default = None
        gt = torch.ops.aten.gt.Scalar(inductor_random_default, 0.1);  inductor_random_default = None
        mul_1 = torch.ops.aten.mul.Tensor(gt, mul);  gt = mul = None
        mul_2 = torch.ops.aten.mul.Tensor(mul_1, 1.1111111111111112);  mul_1 = None
        full_default = torch.ops.aten.full.default([16, 32], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put = torch.ops.aten.index_put.default(full_default, [arg1_1], mul_2, True);  full_default = arg1_1 = None
        embedding = torch.ops.aten.embedding.default(arg3_1, arg2_1);  arg3_1 = arg2_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(index_put, 2);  index_put = None
        sum_1 = torch.ops.aten.sum.dim_IntList(embedding, [-1]);  embedding = None
        argmax = torch.ops.aten.argmax.default(mul_2, -1);  mul_2 = None
        return (mul_3, sum_1, argmax)

def load_args(reader):
    buf0 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf0, (8, 32), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 64, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf1, (8,), dtype=torch.int64, is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 160, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf2, (4, 5), dtype=torch.int64, is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 1280, device=device(type='cuda', index=0))
    reader.tensor(buf3, (10, 32), is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)