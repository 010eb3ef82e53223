
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-bmm_attention-oqcu7h_5'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpio72ckd8'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpio72ckd8/triton'

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

torch._inductor.config.max_autotune = True
torch._inductor.config.coordinate_descent_tuning = True
torch._inductor.config.benchmark_epilogue_fusion = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
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
# torch version: 2.11.0+cu130
# torch cuda version: 13.0
# torch git version: 70d99e998b4955e0049d13a98d77ae1b14db1f45


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1):
        permute = torch.ops.aten.permute.default(arg0_1, [0, 2, 1]);  arg0_1 = None
        expand = torch.ops.aten.expand.default(arg1_1, [8, 128, 64])
        expand_1 = torch.ops.aten.expand.default(permute, [8, 64, 128]);  permute = None
        bmm = torch.ops.aten.bmm.default(expand, expand_1);  expand = expand_1 = None
        mul_tensor = torch.ops.aten.mul.Tensor(bmm, 1);  bmm = None
        amax_default = torch.ops.aten.amax.default(mul_tensor, [-1], True)
        sub_tensor = torch.ops.aten.sub.Tensor(mul_tensor, amax_default);  mul_tensor = amax_default = None
        mul_tensor_1 = torch.ops.aten.mul.Tensor(sub_tensor, 0.125);  sub_tensor = None
        exp = torch.ops.aten.exp.default(mul_tensor_1);  mul_tensor_1 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        expand_2 = torch.ops.aten.expand.default(div, [8, 128, 128]);  div = None
        expand_3 = torch.ops.aten.expand.default(arg2_1, [8, 128, 64]);  arg2_1 = None
        bmm_1 = torch.ops.aten.bmm.default(expand_2, expand_3);  expand_2 = expand_3 = None
        add = torch.ops.aten.add.Tensor(bmm_1, arg1_1);  bmm_1 = arg1_1 = None
        return (add,)

def load_args(reader):
    buf0 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf0, (8, 128, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf1, (8, 128, 64), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf2, (8, 128, 64), is_leaf=True)  # arg2_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)