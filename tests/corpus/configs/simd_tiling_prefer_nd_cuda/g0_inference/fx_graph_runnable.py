
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-simd_tiling_prefer_nd-xzeva6r1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpo3guvge6'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpo3guvge6/triton'
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1):
        permute = torch.ops.aten.permute.default(arg0_1, [2, 0, 1])
        add = torch.ops.aten.add.Tensor(permute, arg1_1);  permute = None
        permute_1 = torch.ops.aten.permute.default(arg2_1, [0, 2, 1]);  arg2_1 = None
        mul = torch.ops.aten.mul.Tensor(permute_1, arg1_1);  permute_1 = arg1_1 = None
        permute_2 = torch.ops.aten.permute.default(arg0_1, [2, 0, 1]);  arg0_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(permute_2, 3);  permute_2 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [-1]);  mul_1 = None
        permute_3 = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
        add_1 = torch.ops.aten.add.Tensor(arg4_1, permute_3);  arg4_1 = permute_3 = None
        view = torch.ops.aten.view.default(add_1, [4, 96])
        sum_2 = torch.ops.aten.sum.dim_IntList(view, [1]);  view = None
        return (add, mul, sum_1, add_1, sum_2)

def load_args(reader):
    buf0 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf0, (32, 32, 32), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf1, (32, 32, 32), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf2, (32, 32, 32), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 1536, device=device(type='cuda', index=0))
    reader.tensor(buf3, (64, 6), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 1536, device=device(type='cuda', index=0))
    reader.tensor(buf4, (6, 64), is_leaf=True)  # arg4_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)