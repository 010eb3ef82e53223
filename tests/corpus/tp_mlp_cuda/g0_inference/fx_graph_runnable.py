
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-tp_mlp-6uek4oym'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp58yvobqa'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp58yvobqa/triton'
os.environ.pop('TORCHDYNAMO_REPRO_AFTER', None)
os.environ.pop('TORCHDYNAMO_REPRO_LEVEL', None)

import torch
from torch import tensor, device
import torch.fx as fx
from torch._dynamo.testing import rand_strided
import math
from math import inf
import torch._inductor.inductor_prims
import torch.distributed as dist
from torch.testing._internal.distributed.fake_pg import FakeStore


import torch._dynamo.config
import torch._inductor.config
import torch._functorch.config
import torch.fx.experimental._config

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
        all_gather_into_tensor = torch.ops._c10d_functional.all_gather_into_tensor.default(mul, 1, '0');  mul = None
        wait_tensor = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None
        mm = torch.ops.aten.mm.default(wait_tensor, arg1_1);  wait_tensor = arg1_1 = None
        mul_1 = torch.ops.aten.mul.Tensor(mm, 0.5)
        mul_2 = torch.ops.aten.mul.Tensor(mm, 0.7071067811865476);  mm = None
        erf = torch.ops.aten.erf.default(mul_2);  mul_2 = None
        add_1 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_1, add_1);  mul_1 = add_1 = None
        mm_1 = torch.ops.aten.mm.default(mul_3, arg2_1);  mul_3 = arg2_1 = None
        all_reduce = torch.ops._c10d_functional.all_reduce.default(mm_1, 'sum', '0');  mm_1 = None
        wait_tensor_1 = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None
        add_2 = torch.ops.aten.add.Tensor(wait_tensor_1, arg3_1);  wait_tensor_1 = arg3_1 = None
        relu = torch.ops.aten.relu.default(add_2);  add_2 = None
        mul_4 = torch.ops.aten.mul.Tensor(relu, 0.5)
        all_reduce_1 = torch.ops._c10d_functional.all_reduce.default(mul_4, 'sum', '0');  mul_4 = None
        wait_tensor_2 = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None
        all_reduce_2 = torch.ops._c10d_functional.all_reduce.default(relu, 'sum', '0')
        wait_tensor_3 = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2);  all_reduce_2 = None
        add_3 = torch.ops.aten.add.Tensor(wait_tensor_2, wait_tensor_3);  wait_tensor_2 = wait_tensor_3 = None
        add_4 = torch.ops.aten.add.Tensor(add_3, relu);  add_3 = relu = None
        reduce_scatter_tensor = torch.ops._c10d_functional.reduce_scatter_tensor.default(add_4, 'sum', 1, '0')
        wait_tensor_4 = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor);  reduce_scatter_tensor = None
        sum_1 = torch.ops.aten.sum.dim_IntList(add_4, [-1]);  add_4 = None
        return (wait_tensor_4, sum_1)

def load_args(reader):
    buf0 = reader.storage(None, 65536, device=device(type='cuda', index=0))
    reader.tensor(buf0, (64, 256), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 524288, device=device(type='cuda', index=0))
    reader.tensor(buf1, (256, 512), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 524288, device=device(type='cuda', index=0))
    reader.tensor(buf2, (512, 256), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf3, (256,), is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    from torch._dynamo.repro.after_aot import setup_fake_process_groups
    setup_fake_process_groups({'0': {'size': 1, 'rank': 0}})
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)
    dist.destroy_process_group()
