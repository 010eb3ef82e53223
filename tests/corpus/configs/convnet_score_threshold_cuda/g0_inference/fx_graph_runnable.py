
import os
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpd0rit_zs'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-convnet_score_threshold-wqhli1w_'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpd0rit_zs/triton'
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

torch._inductor.config.score_fusion_memory_threshold = 1000000
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1):
        convolution = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg0_1 = arg1_1 = None
        convolution_1 = torch.ops.aten.convolution.default(arg2_1, arg3_1, arg4_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg2_1 = arg3_1 = arg4_1 = None
        add = torch.ops.aten.add.Tensor(arg6_1, 1e-05);  arg6_1 = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(arg8_1, -1);  arg8_1 = None
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        relu = torch.ops.aten.relu.default(add_1);  add_1 = None
        add_2 = torch.ops.aten.add.Tensor(arg10_1, 1e-05);  arg10_1 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        sub_1 = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12 = torch.ops.aten.unsqueeze.default(arg11_1, -1);  arg11_1 = None
        unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, unsqueeze_13);  mul_2 = unsqueeze_13 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(arg12_1, -1);  arg12_1 = None
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_3 = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None
        relu_1 = torch.ops.aten.relu.default(add_3);  add_3 = None
        convolution_2 = torch.ops.aten.convolution.default(relu, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = arg13_1 = arg14_1 = None
        convolution_3 = torch.ops.aten.convolution.default(relu_1, arg15_1, arg16_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg15_1 = arg16_1 = None
        add_4 = torch.ops.aten.add.Tensor(convolution_2, convolution_3);  convolution_2 = convolution_3 = None
        mean = torch.ops.aten.mean.dim(add_4, [2, 3]);  add_4 = None
        permute = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
        addmm = torch.ops.aten.addmm.default(arg18_1, mean, permute);  arg18_1 = mean = permute = None
        amax = torch.ops.aten.amax.default(addmm, [-1], True)
        sub_2 = torch.ops.aten.sub.Tensor(addmm, amax);  addmm = amax = None
        exp = torch.ops.aten.exp.default(sub_2)
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True);  exp = None
        log = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_3 = torch.ops.aten.sub.Tensor(sub_2, log);  sub_2 = log = None
        return (sub_3,)

def load_args(reader):
    buf0 = reader.storage(None, 1728, device=device(type='cuda', index=0))
    reader.tensor(buf0, (16, 3, 3, 3), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf1, (16,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 24576, device=device(type='cuda', index=0))
    reader.tensor(buf2, (2, 3, 32, 32), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 192, device=device(type='cuda', index=0))
    reader.tensor(buf3, (16, 3, 1, 1), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf4, (16,), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf5, (16,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf6, (16,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf7, (16,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf8, (16,), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf9, (16,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf10, (16,), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf11, (16,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf12, (16,), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf13, (16, 16, 1, 1), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf14, (16,), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf15, (16, 16, 1, 1), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 64, device=device(type='cuda', index=0))
    reader.tensor(buf16, (16,), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 640, device=device(type='cuda', index=0))
    reader.tensor(buf17, (10, 16), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 40, device=device(type='cuda', index=0))
    reader.tensor(buf18, (10,), is_leaf=True)  # arg18_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)