
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-upsample_shuffle_aggressive-s06stxyg'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpxm1jv0r4'
os.environ['_TORCHINDUCTOR_PYOBJECT_TENSOR_DATA_PTR'] = '139969017444832'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpxm1jv0r4/triton'
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
torch._inductor.config.inplace_buffers = True
torch._inductor.config.comprehensive_padding = True
torch._inductor.config.triton.store_cubin = False
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.deterministic = False
torch._functorch.config.functionalize_rng_ops = False
torch._functorch.config.debug_partitioner = False
torch._functorch.config.fake_tensor_allow_unsafe_data_ptr_access = True
torch._functorch.config.unlift_effect_tokens = False
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



    def forward(self, primals_1, primals_3, primals_4, convolution, add_8, unsqueeze, convert_element_type_7, _unsafe_index_4, tangents_1):
        sum_2 = torch.ops.aten.sum.default(tangents_1)
        expand = torch.ops.aten.expand.default(sum_2, [2, 4, 1, 1]);  sum_2 = None
        expand_1 = torch.ops.aten.expand.default(expand, [2, 4, 20, 24]);  expand = None
        div = torch.ops.aten.div.Scalar(expand_1, 480);  expand_1 = None
        mul_13 = torch.ops.aten.mul.Tensor(tangents_1, 2);  tangents_1 = None
        tanh = torch.ops.aten.tanh.default(_unsafe_index_4);  _unsafe_index_4 = None
        mul_14 = torch.ops.aten.mul.Tensor(tanh, tanh);  tanh = None
        sub_7 = torch.ops.aten.sub.Tensor(1, mul_14);  mul_14 = None
        mul_15 = torch.ops.aten.mul.Tensor(mul_13, sub_7);  mul_13 = sub_7 = None
        full_default = torch.ops.aten.full.default([2, 4, 20, 24], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        index_put = torch.ops.aten.index_put.default(full_default, [None, None, unsqueeze, convert_element_type_7], mul_15, True);  full_default = unsqueeze = convert_element_type_7 = mul_15 = None
        add_14 = torch.ops.aten.add.Tensor(div, index_put);  div = index_put = None
        convolution_backward = torch.ops.aten.convolution_backward.default(add_14, add_8, primals_4, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  add_14 = add_8 = primals_4 = None
        getitem = convolution_backward[0]
        getitem_1 = convolution_backward[1]
        getitem_2 = convolution_backward[2];  convolution_backward = None
        view_4 = torch.ops.aten.view.default(getitem, [2, 4, 10, 2, 12, 2]);  getitem = None
        permute_1 = torch.ops.aten.permute.default(view_4, [0, 1, 3, 5, 2, 4]);  view_4 = None
        clone_2 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
        view_5 = torch.ops.aten.view.default(clone_2, [2, 16, 10, 12]);  clone_2 = None
        mul_1 = torch.ops.aten.mul.Tensor(convolution, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_17 = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_18 = torch.ops.aten.mul.Tensor(convolution, convolution)
        mul_19 = torch.ops.aten.mul.Tensor(mul_18, -0.5);  mul_18 = None
        exp = torch.ops.aten.exp.default(mul_19);  mul_19 = None
        mul_20 = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_21 = torch.ops.aten.mul.Tensor(convolution, mul_20);  convolution = mul_20 = None
        add_16 = torch.ops.aten.add.Tensor(mul_17, mul_21);  mul_17 = mul_21 = None
        mul_22 = torch.ops.aten.mul.Tensor(view_5, add_16);  view_5 = add_16 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_22, primals_3, primals_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  mul_22 = primals_3 = primals_1 = None
        getitem_4 = convolution_backward_1[1]
        getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_4, getitem_5, None, getitem_1, getitem_2)

def load_args(reader):
    buf0 = reader.storage(None, 2304)
    reader.tensor(buf0, (16, 4, 3, 3), (36, 1, 12, 4), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 3840)
    reader.tensor(buf1, (2, 4, 10, 12), (480, 1, 48, 4), is_leaf=True)  # primals_3
    buf2 = reader.storage(None, 64)
    reader.tensor(buf2, (4, 4, 1, 1), is_leaf=True)  # primals_4
    buf3 = reader.storage(None, 15360)
    reader.tensor(buf3, (2, 16, 10, 12), (1920, 1, 192, 16), is_leaf=True)  # convolution
    buf4 = reader.storage(None, 15360)
    reader.tensor(buf4, (2, 4, 20, 24), (1920, 1, 96, 4), is_leaf=True)  # add_8
    buf5 = reader.storage(None, 40, dtype_hint=torch.int64)
    reader.tensor(buf5, (5, 1), dtype=torch.int64, is_leaf=True)  # unsqueeze
    buf6 = reader.storage(None, 56, dtype_hint=torch.int64)
    reader.tensor(buf6, (7,), dtype=torch.int64, is_leaf=True)  # convert_element_type_7
    buf7 = reader.storage(None, 1120)
    reader.tensor(buf7, (2, 4, 5, 7), is_leaf=True)  # _unsafe_index_4
    buf8 = reader.storage(None, 1120)
    reader.tensor(buf8, (2, 4, 5, 7), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)