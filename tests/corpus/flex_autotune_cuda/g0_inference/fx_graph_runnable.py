
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-flex_autotune-vv01epb8'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp9bs01v7b'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp9bs01v7b/triton'
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
class sdpa_score0_0(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1):
        ge = torch.ops.aten.ge.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
        full_default = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where = torch.ops.aten.where.self(ge, arg0_1, full_default);  ge = arg0_1 = full_default = None
        return where


class sdpa_mask0_1(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1):
        full_default = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        return full_default


class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.sdpa_score0 = sdpa_score0_0()
        self.sdpa_mask0 = sdpa_mask0_1()



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1):
        sigmoid = torch.ops.aten.sigmoid.default(arg0_1);  arg0_1 = None
        full = torch.ops.aten.full.default([1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default = torch.ops.aten.full.default([1, 1, 1, 1], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        full_default_1 = torch.ops.aten.full.default([1, 1, 1, 2], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        iota = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cuda', index=0), requires_grad = False)
        unsqueeze = torch.ops.aten.unsqueeze.default(iota, -1);  iota = None
        iota_1 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cuda', index=0), requires_grad = False)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(full, 3)
        lt = torch.ops.aten.lt.Tensor(iota_1, unsqueeze_1);  iota_1 = unsqueeze_1 = None
        full_default_2 = torch.ops.aten.full.default([], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where = torch.ops.aten.where.self(lt, full_default, full_default_2);  lt = full_default_2 = None
        full_3 = torch.ops.aten.full.default([1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False);  full_3 = None
        iota_2 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(iota_2, -1);  iota_2 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        full_default_3 = torch.ops.aten.full.default([1, 1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        iota_3 = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(iota_3, -1);  iota_3 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(unsqueeze_5, -1);  unsqueeze_5 = None
        index_put = torch.ops.aten.index_put.default(full_default_1, [unsqueeze_6, unsqueeze_3, unsqueeze, where], full_default_3);  full_default_1 = unsqueeze_6 = unsqueeze_3 = unsqueeze = where = full_default_3 = None
        slice_3 = torch.ops.aten.slice.Tensor(index_put, 3, 0, 1);  index_put = None
        permute_1 = torch.ops.aten.permute.default(slice_3, [0, 1, 3, 2]);  slice_3 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(permute_1, [-1])
        sort = torch.ops.aten.sort.stable(permute_1, stable = True, descending = True);  permute_1 = None
        getitem_1 = sort[1];  sort = None
        convert_element_type = torch.ops.prims.convert_element_type.default(sum_1, torch.int32);  sum_1 = None
        convert_element_type_1 = torch.ops.prims.convert_element_type.default(getitem_1, torch.int32);  getitem_1 = None
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(sigmoid, arg1_1, arg2_1, sdpa_score0, (1, 1, full, full_default, None, None, convert_element_type, convert_element_type_1, None, None, None, None, None, None, 1073741824, 1073741824, sdpa_mask0), 0.125, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': True, 'OUTPUT_MAX': False}, (), ());  sigmoid = arg1_1 = arg2_1 = sdpa_score0 = full = full_default = convert_element_type = convert_element_type_1 = sdpa_mask0 = None
        getitem_2 = flex_attention[0];  flex_attention = None
        permute_2 = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3]);  getitem_2 = None
        clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
        view_1 = torch.ops.aten.view.default(clone_2, [2, 128, 256]);  clone_2 = None
        view_2 = torch.ops.aten.view.default(view_1, [256, 256]);  view_1 = None
        mm = torch.ops.aten.mm.default(view_2, arg3_1);  view_2 = arg3_1 = None
        view_3 = torch.ops.aten.view.default(mm, [2, 128, 256]);  mm = None
        relu = torch.ops.aten.relu.default(view_3);  view_3 = None
        add = torch.ops.aten.add.Tensor(relu, 1);  relu = None
        return (add,)

def load_args(reader):
    buf0 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf0, (2, 4, 128, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf1, (2, 4, 128, 64), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf2, (2, 4, 128, 64), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 262144, device=device(type='cuda', index=0))
    reader.tensor(buf3, (256, 256), is_leaf=True)  # arg3_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)