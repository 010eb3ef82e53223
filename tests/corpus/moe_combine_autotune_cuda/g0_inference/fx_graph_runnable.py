
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-moe_combine_autotune-ivmycneo'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpd4vpsv7q'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpd4vpsv7q/triton'
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
torch._inductor.config.benchmark_epilogue_fusion = True
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
        index = torch.ops.aten.index.Tensor(arg0_1, [arg1_1]);  arg0_1 = None
        mm = torch.ops.aten.mm.default(index, arg2_1);  index = arg2_1 = None
        neg = torch.ops.aten.neg.default(mm)
        exp = torch.ops.aten.exp.default(neg);  neg = None
        add = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div = torch.ops.aten.div.Tensor(mm, add);  mm = add = None
        mm_1 = torch.ops.aten.mm.default(div, arg3_1);  div = arg3_1 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(arg4_1, 1);  arg4_1 = None
        mul = torch.ops.aten.mul.Tensor(mm_1, unsqueeze);  mm_1 = unsqueeze = None
        full_default = torch.ops.aten.full.default([64, 128], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put = torch.ops.aten.index_put.default(full_default, [arg1_1], mul, True);  full_default = arg1_1 = mul = None
        return (index_put,)

def load_args(reader):
    buf0 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf0, (64, 128), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 2048, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf1, (256,), dtype=torch.int64, is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf2, (128, 256), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 131072, device=device(type='cuda', index=0))
    reader.tensor(buf3, (256, 128), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf4, (256,), is_leaf=True)  # arg4_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)