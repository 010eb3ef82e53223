
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-upsample_shuffle_aggressive-s06stxyg'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpbeu6plth'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpbeu6plth/triton'
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

torch._inductor.config.aggressive_fusion = True
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
# torch version: 2.14.1+cu130
# torch cuda version: 13.0
# torch git version: 5c4886908584029761b579af026dcfb627c84070


# torch.cuda.is_available()==False, no GPU info collected
torch._higher_order_ops.triton_kernel_wrap.kernel_side_table.reset_table()

from torch.nn import *
class Repro(torch.nn.Module):
    def __init__(self) -> None:
        super().__init__()



    def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
        convolution = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        mul = torch.ops.aten.mul.Tensor(convolution, 0.5)
        mul_1 = torch.ops.aten.mul.Tensor(convolution, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2 = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        view = torch.ops.aten.view.default(mul_2, [2, 4, 2, 2, 10, 12]);  mul_2 = None
        permute = torch.ops.aten.permute.default(view, [0, 1, 4, 2, 5, 3]);  view = None
        clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
        view_1 = torch.ops.aten.view.default(clone, [2, 4, 20, 24]);  clone = None
        iota = torch.ops.prims.iota.default(20, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        convert_element_type = torch.ops.prims.convert_element_type.default(iota, torch.float32);  iota = None
        add_1 = torch.ops.aten.add.Tensor(convert_element_type, 0.5);  convert_element_type = None
        mul_3 = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
        sub = torch.ops.aten.sub.Tensor(mul_3, 0.5);  mul_3 = None
        clamp_min = torch.ops.aten.clamp_min.default(sub, 0.0);  sub = None
        view_2 = torch.ops.aten.view.default(clamp_min, [20, 1]);  clamp_min = None
        convert_element_type_1 = torch.ops.prims.convert_element_type.default(view_2, torch.int64)
        add_2 = torch.ops.aten.add.Tensor(convert_element_type_1, 1)
        clamp_max = torch.ops.aten.clamp_max.default(add_2, 9);  add_2 = None
        iota_1 = torch.ops.prims.iota.default(24, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        convert_element_type_2 = torch.ops.prims.convert_element_type.default(iota_1, torch.float32);  iota_1 = None
        add_3 = torch.ops.aten.add.Tensor(convert_element_type_2, 0.5);  convert_element_type_2 = None
        mul_4 = torch.ops.aten.mul.Tensor(add_3, 0.5);  add_3 = None
        sub_1 = torch.ops.aten.sub.Tensor(mul_4, 0.5);  mul_4 = None
        clamp_min_1 = torch.ops.aten.clamp_min.default(sub_1, 0.0);  sub_1 = None
        convert_element_type_3 = torch.ops.prims.convert_element_type.default(clamp_min_1, torch.int64)
        add_4 = torch.ops.aten.add.Tensor(convert_element_type_3, 1)
        clamp_max_1 = torch.ops.aten.clamp_max.default(add_4, 11);  add_4 = None
        _unsafe_index = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, convert_element_type_1, convert_element_type_3])
        _unsafe_index_1 = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, convert_element_type_1, clamp_max_1])
        _unsafe_index_2 = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, clamp_max, convert_element_type_3])
        _unsafe_index_3 = torch.ops.aten._unsafe_index.Tensor(primals_3, [None, None, clamp_max, clamp_max_1]);  clamp_max = clamp_max_1 = None
        sub_2 = torch.ops.aten.sub.Tensor(clamp_min_1, convert_element_type_3);  clamp_min_1 = convert_element_type_3 = None
        clamp_min_2 = torch.ops.aten.clamp_min.default(sub_2, 0.0);  sub_2 = None
        clamp_max_2 = torch.ops.aten.clamp_max.default(clamp_min_2, 1.0);  clamp_min_2 = None
        sub_3 = torch.ops.aten.sub.Tensor(_unsafe_index_1, _unsafe_index);  _unsafe_index_1 = None
        mul_5 = torch.ops.aten.mul.Tensor(sub_3, clamp_max_2);  sub_3 = None
        add_5 = torch.ops.aten.add.Tensor(_unsafe_index, mul_5);  _unsafe_index = mul_5 = None
        sub_4 = torch.ops.aten.sub.Tensor(_unsafe_index_3, _unsafe_index_2);  _unsafe_index_3 = None
        mul_6 = torch.ops.aten.mul.Tensor(sub_4, clamp_max_2);  sub_4 = clamp_max_2 = None
        add_6 = torch.ops.aten.add.Tensor(_unsafe_index_2, mul_6);  _unsafe_index_2 = mul_6 = None
        sub_5 = torch.ops.aten.sub.Tensor(view_2, convert_element_type_1);  view_2 = convert_element_type_1 = None
        clamp_min_3 = torch.ops.aten.clamp_min.default(sub_5, 0.0);  sub_5 = None
        clamp_max_3 = torch.ops.aten.clamp_max.default(clamp_min_3, 1.0);  clamp_min_3 = None
        sub_6 = torch.ops.aten.sub.Tensor(add_6, add_5);  add_6 = None
        mul_7 = torch.ops.aten.mul.Tensor(sub_6, clamp_max_3);  sub_6 = clamp_max_3 = None
        add_7 = torch.ops.aten.add.Tensor(add_5, mul_7);  add_5 = mul_7 = None
        add_8 = torch.ops.aten.add.Tensor(view_1, add_7);  view_1 = add_7 = None
        convolution_1 = torch.ops.aten.convolution.default(add_8, primals_4, primals_5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_5 = None
        iota_2 = torch.ops.prims.iota.default(5, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        convert_element_type_4 = torch.ops.prims.convert_element_type.default(iota_2, torch.float32);  iota_2 = None
        mul_9 = torch.ops.aten.mul.Tensor(convert_element_type_4, 4.0);  convert_element_type_4 = None
        convert_element_type_5 = torch.ops.prims.convert_element_type.default(mul_9, torch.int64);  mul_9 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(convert_element_type_5, -1);  convert_element_type_5 = None
        iota_3 = torch.ops.prims.iota.default(7, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        convert_element_type_6 = torch.ops.prims.convert_element_type.default(iota_3, torch.float32);  iota_3 = None
        mul_11 = torch.ops.aten.mul.Tensor(convert_element_type_6, 3.4285714285714284);  convert_element_type_6 = None
        convert_element_type_7 = torch.ops.prims.convert_element_type.default(mul_11, torch.int64);  mul_11 = None
        _unsafe_index_4 = torch.ops.aten._unsafe_index.Tensor(convolution_1, [None, None, unsqueeze, convert_element_type_7])
        tanh = torch.ops.aten.tanh.default(_unsafe_index_4)
        mul_12 = torch.ops.aten.mul.Tensor(tanh, 2);  tanh = None
        mean = torch.ops.aten.mean.dim(convolution_1, [2, 3], True);  convolution_1 = None
        sum_1 = torch.ops.aten.sum.default(mean);  mean = None
        add_13 = torch.ops.aten.add.Tensor(mul_12, sum_1);  mul_12 = sum_1 = None
        return (add_13, primals_1, primals_3, primals_4, convolution, add_8, unsqueeze, convert_element_type_7, _unsafe_index_4)

def load_args(reader):
    buf0 = reader.storage(None, 2304)
    reader.tensor(buf0, (16, 4, 3, 3), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 64)
    reader.tensor(buf1, (16,), is_leaf=True)  # primals_2
    buf2 = reader.storage(None, 3840)
    reader.tensor(buf2, (2, 4, 10, 12), is_leaf=True)  # primals_3
    buf3 = reader.storage(None, 64)
    reader.tensor(buf3, (4, 4, 1, 1), is_leaf=True)  # primals_4
    buf4 = reader.storage(None, 16)
    reader.tensor(buf4, (4,), is_leaf=True)  # primals_5
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)