
import os
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-pool_train-bjul1aof'
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpev1q2w9e'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpev1q2w9e/triton'
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
# torch version: 2.15.0+cu132
# torch cuda version: 13.2
# torch git version: d0f2af8b66b20da4baa50644c0cd3f887a2eae2e


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_1, primals_3, primals_4, getitem, _low_memory_max_pool_offsets_to_indices, convolution_1, view_4, le, tangents_1):
        sum_2 = torch.ops.aten.sum.dim_IntList(tangents_1, [1], True)
        expand = torch.ops.aten.expand.default(sum_2, [2, 8]);  sum_2 = None
        view_8 = torch.ops.aten.view.default(expand, [2, 8, 1, 1]);  expand = None
        view_6 = torch.ops.aten.view.default(convolution_1, [2, 8, 64])
        argmax = torch.ops.aten.argmax.default(view_6, -1);  view_6 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(argmax, -1);  argmax = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        adaptive_max_pool2d_backward = torch.ops.aten.adaptive_max_pool2d_backward.default(view_8, convolution_1, unsqueeze_1);  view_8 = convolution_1 = unsqueeze_1 = None
        view_9 = torch.ops.aten.view.default(tangents_1, [2, 8, 3, 3]);  tangents_1 = None
        _adaptive_avg_pool2d_backward = torch.ops.aten._adaptive_avg_pool2d_backward.default(view_9, view_4);  view_9 = view_4 = None
        view_10 = torch.ops.aten.view.default(_low_memory_max_pool_offsets_to_indices, [2, 8, -1])
        view_11 = torch.ops.aten.view.default(_adaptive_avg_pool2d_backward, [2, 8, -1]);  _adaptive_avg_pool2d_backward = None
        gather = torch.ops.aten.gather.default(view_11, -1, view_10);  view_11 = view_10 = None
        view_12 = torch.ops.aten.view.default(gather, [2, 8, 8, 8]);  gather = None
        add_2 = torch.ops.aten.add.Tensor(adaptive_max_pool2d_backward, view_12);  adaptive_max_pool2d_backward = view_12 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(add_2, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(add_2, getitem, primals_4, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_2 = getitem = primals_4 = None
        getitem_2 = convolution_backward[0]
        getitem_3 = convolution_backward[1];  convolution_backward = None
        full_default_1 = torch.ops.aten.full.default([16, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        view_13 = torch.ops.aten.view.default(getitem_2, [16, 64]);  getitem_2 = None
        view_14 = torch.ops.aten.view.default(_low_memory_max_pool_offsets_to_indices, [16, 64]);  _low_memory_max_pool_offsets_to_indices = None
        scatter_add = torch.ops.aten.scatter_add.default(full_default_1, 1, view_14, view_13);  full_default_1 = view_14 = view_13 = None
        view_15 = torch.ops.aten.view.default(scatter_add, [2, 8, 16, 16]);  scatter_add = None
        full_default_2 = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where = torch.ops.aten.where.self(le, full_default_2, view_15);  le = full_default_2 = view_15 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(where, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(where, primals_3, primals_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  where = primals_3 = primals_1 = None
        getitem_6 = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_6, sum_4, None, getitem_3, sum_3)

def load_args(reader):
    buf0 = reader.storage(None, 864, device=device(type='cuda', index=0))
    reader.tensor(buf0, (8, 3, 3, 3), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 6144, device=device(type='cuda', index=0))
    reader.tensor(buf1, (2, 3, 16, 16), is_leaf=True)  # primals_3
    buf2 = reader.storage(None, 2304, device=device(type='cuda', index=0))
    reader.tensor(buf2, (8, 8, 3, 3), is_leaf=True)  # primals_4
    buf3 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf3, (2, 8, 8, 8), is_leaf=True)  # getitem
    buf4 = reader.storage(None, 8192, device=device(type='cuda', index=0), dtype_hint=torch.int64)
    reader.tensor(buf4, (2, 8, 8, 8), dtype=torch.int64, is_leaf=True)  # _low_memory_max_pool_offsets_to_indices
    buf5 = reader.storage(None, 4096, device=device(type='cuda', index=0))
    reader.tensor(buf5, (2, 8, 8, 8), is_leaf=True)  # convolution_1
    buf6 = reader.storage(None, 16384, device=device(type='cuda', index=0))
    reader.tensor(buf6, (2, 8, 16, 16), is_leaf=True)  # view_4
    buf7 = reader.storage(None, 4096, device=device(type='cuda', index=0), dtype_hint=torch.bool)
    reader.tensor(buf7, (2, 8, 16, 16), dtype=torch.bool, is_leaf=True)  # le
    buf8 = reader.storage(None, 576, device=device(type='cuda', index=0))
    reader.tensor(buf8, (2, 72), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None, is_inference=False)
        # mod(*args)