
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-pool_train-0_rp73al'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpnrkse2ar'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpnrkse2ar/triton'
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
torch._inductor.config.trace.enabled = False
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
# torch version: 2.15.0+cu132
# torch cuda version: 13.2
# torch git version: d0f2af8b66b20da4baa50644c0cd3f887a2eae2e


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
        convolution = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        relu = torch.ops.aten.relu.default(convolution);  convolution = None
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu, [2, 2], [2, 2], [0, 0], [1, 1], False)
        getitem = _low_memory_max_pool_with_offsets[0]
        getitem_1 = _low_memory_max_pool_with_offsets[1];  _low_memory_max_pool_with_offsets = None
        _low_memory_max_pool_offsets_to_indices = torch.ops.prims._low_memory_max_pool_offsets_to_indices.default(getitem_1, [2, 2], [16, 16], [2, 2], [0, 0], [1, 1]);  getitem_1 = None
        convolution_1 = torch.ops.aten.convolution.default(getitem, primals_4, primals_5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_5 = None
        iota = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        view = torch.ops.aten.view.default(iota, [2, 8, 1, 1]);  iota = None
        mul = torch.ops.aten.mul.Tensor(view, 256);  view = None
        add = torch.ops.aten.add.Tensor(_low_memory_max_pool_offsets_to_indices, mul);  mul = None
        view_1 = torch.ops.aten.view.default(add, [-1]);  add = None
        full_default = torch.ops.aten.full.default([4096], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        view_3 = torch.ops.aten.view.default(convolution_1, [-1])
        index_put = torch.ops.aten.index_put.default(full_default, [view_1], view_3);  full_default = view_1 = view_3 = None
        view_4 = torch.ops.aten.view.default(index_put, [2, 8, 16, 16]);  index_put = None
        _adaptive_avg_pool2d = torch.ops.aten._adaptive_avg_pool2d.default(view_4, [3, 3])
        view_5 = torch.ops.aten.view.default(_adaptive_avg_pool2d, [2, 72]);  _adaptive_avg_pool2d = None
        amax = torch.ops.aten.amax.default(convolution_1, [-2, -1], True)
        view_7 = torch.ops.aten.view.default(amax, [2, 8]);  amax = None
        sum_1 = torch.ops.aten.sum.dim_IntList(view_7, [1], True);  view_7 = None
        add_1 = torch.ops.aten.add.Tensor(view_5, sum_1);  view_5 = sum_1 = None
        le = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        return (add_1, primals_1, primals_3, primals_4, getitem, _low_memory_max_pool_offsets_to_indices, convolution_1, view_4, le)

def load_args(reader):
    buf0 = reader.storage(None, 864)
    reader.tensor(buf0, (8, 3, 3, 3), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 32)
    reader.tensor(buf1, (8,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 6144)
    reader.tensor(buf2, (2, 3, 16, 16), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 2304)
    reader.tensor(buf3, (8, 8, 3, 3), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 32)
    reader.tensor(buf4, (8,), is_leaf=True)  # primals_5
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # mod(*args)