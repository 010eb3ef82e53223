
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-cpp_template-k0gsalcq'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmprlg_0in0'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmprlg_0in0/triton'

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
torch._inductor.config.max_autotune_gemm_backends = 'CPP,ATEN'
torch._inductor.config.freezing = True
torch._inductor.config.trace.enabled = False
torch._inductor.config.trace.save_real_tensors = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = True
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = True
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
# torch version: 2.12.0+cu130
# torch cuda version: 13.0
# torch git version: 7661cd9c6b841b62b7f411aa52ec51f05457263b


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.register_buffer('_frozen_param3', torch.randn([64, 64], dtype=torch.float32))
        self.register_buffer('_frozen_param4', torch.randn([1459233, 1], dtype=torch.float32))
        self.register_buffer('_frozen_param5', torch.randn([64, 64], dtype=torch.float32))
        self.register_buffer('_frozen_param6', torch.randn([1459233, 1], dtype=torch.float32))
        self._frozen_param1 = torch.nn.Parameter(torch.randn([64], dtype=torch.float32))



    def forward(self, arg2_1, arg3_1):
        arg1_1 = self._frozen_param1
        relu = torch.ops.aten.relu.default(arg2_1);  arg2_1 = None
        mul = torch.ops.aten.mul.Tensor(relu, 2);  relu = None
        permute_default_1 = self._frozen_param3
        _mkl_reorder_linear_weight_1 = self._frozen_param4
        _mkl_linear_1 = torch.ops.mkl._mkl_linear(mul, _mkl_reorder_linear_weight_1, permute_default_1, arg1_1, 64);  mul = _mkl_reorder_linear_weight_1 = permute_default_1 = None
        amax = torch.ops.aten.amax.default(arg3_1, [1]);  arg3_1 = None
        view = torch.ops.aten.reshape.default(amax, [64, 64]);  amax = None
        permute_default = self._frozen_param5
        _mkl_reorder_linear_weight = self._frozen_param6
        _mkl_linear = torch.ops.mkl._mkl_linear(view, _mkl_reorder_linear_weight, permute_default, arg1_1, 64);  view = _mkl_reorder_linear_weight = permute_default = arg1_1 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(_mkl_linear_1, [1])
        relu_1 = torch.ops.aten.relu.default(_mkl_linear_1);  _mkl_linear_1 = None
        return (sum_1, relu_1, _mkl_linear)

def load_args(reader):
    buf0 = reader.storage(None, 16384)
    reader.tensor(buf0, (64, 64), is_leaf=True)  # arg2_1
    buf1 = reader.storage(None, 262144)
    reader.tensor(buf1, (4096, 16), is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)