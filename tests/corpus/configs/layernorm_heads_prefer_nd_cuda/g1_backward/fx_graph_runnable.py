s27 = 12
s77 = 2


import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-layernorm_heads_prefer_nd-dp6dkgq6'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp7cl4b6zq'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp7cl4b6zq/triton'
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
torch._dynamo.config.assume_static_by_default = False
torch._inductor.config.deterministic = False
torch._inductor.config.triton.prefer_nd_tiling = True
torch._inductor.config.trace.save_real_tensors = False
torch._inductor.config.trace.enabled = False
torch._inductor.config.triton.store_cubin = False
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



    def forward(self, primals_1, primals_2, mul_19, primals_3, primals_6, primals_8, primals_10, getitem_1, rsqrt, view, addmm, view_2, addmm_1, tangents_1):
        view_6 = torch.ops.aten.view.default(tangents_1, [primals_1, primals_2, 4, 8]);  tangents_1 = None
        permute_4 = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None
        view_3 = torch.ops.aten.view.default(addmm_1, [primals_1, primals_2, 32]);  addmm_1 = None
        view_4 = torch.ops.aten.view.default(view_3, [primals_1, primals_2, 4, 8]);  view_3 = None
        permute_2 = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        clone = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format)
        var_mean_1 = torch.ops.aten.var_mean.correction(clone, [3], correction = 0, keepdim = True);  clone = None
        getitem_3 = var_mean_1[1]
        getitem_2 = var_mean_1[0];  var_mean_1 = None
        sub_36 = torch.ops.aten.sub.Tensor(permute_2, getitem_3);  permute_2 = getitem_3 = None
        add_49 = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_49);  add_49 = None
        mul_100 = torch.ops.aten.mul.Tensor(sub_36, rsqrt_1);  sub_36 = None
        mul_101 = torch.ops.aten.mul.Tensor(permute_4, primals_10);  primals_10 = None
        mul_102 = torch.ops.aten.mul.Tensor(mul_101, 8)
        sum_1 = torch.ops.aten.sum.dim_IntList(mul_101, [3], True)
        mul_103 = torch.ops.aten.mul.Tensor(mul_101, mul_100);  mul_101 = None
        sum_2 = torch.ops.aten.sum.dim_IntList(mul_103, [3], True);  mul_103 = None
        mul_104 = torch.ops.aten.mul.Tensor(mul_100, sum_2);  sum_2 = None
        sub_37 = torch.ops.aten.sub.Tensor(mul_102, sum_1);  mul_102 = sum_1 = None
        sub_38 = torch.ops.aten.sub.Tensor(sub_37, mul_104);  sub_37 = mul_104 = None
        div = torch.ops.aten.div.Tensor(rsqrt_1, 8);  rsqrt_1 = None
        mul_105 = torch.ops.aten.mul.Tensor(div, sub_38);  div = sub_38 = None
        mul_106 = torch.ops.aten.mul.Tensor(permute_4, mul_100);  mul_100 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(mul_106, [0, 1, 2]);  mul_106 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(permute_4, [0, 1, 2]);  permute_4 = None
        permute_5 = torch.ops.aten.permute.default(mul_105, [0, 2, 1, 3]);  mul_105 = None
        clone_2 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
        view_7 = torch.ops.aten.view.default(clone_2, [primals_1, primals_2, 32]);  clone_2 = None
        view_8 = torch.ops.aten.view.default(view_7, [mul_19, 32]);  view_7 = None
        permute_1 = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_6 = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm = torch.ops.aten.mm.default(view_8, permute_6);  permute_6 = None
        permute_7 = torch.ops.aten.permute.default(view_8, [1, 0])
        mm_1 = torch.ops.aten.mm.default(permute_7, view_2);  permute_7 = view_2 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
        view_9 = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
        view_10 = torch.ops.aten.view.default(mm, [primals_1, primals_2, 64]);  mm = None
        view_1 = torch.ops.aten.view.default(addmm, [primals_1, primals_2, 64]);  addmm = None
        mul_28 = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476)
        erf = torch.ops.aten.erf.default(mul_28);  mul_28 = None
        add_24 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_108 = torch.ops.aten.mul.Tensor(add_24, 0.5);  add_24 = None
        mul_109 = torch.ops.aten.mul.Tensor(view_1, view_1)
        mul_110 = torch.ops.aten.mul.Tensor(mul_109, -0.5);  mul_109 = None
        exp = torch.ops.aten.exp.default(mul_110);  mul_110 = None
        mul_111 = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_112 = torch.ops.aten.mul.Tensor(view_1, mul_111);  view_1 = mul_111 = None
        add_86 = torch.ops.aten.add.Tensor(mul_108, mul_112);  mul_108 = mul_112 = None
        mul_113 = torch.ops.aten.mul.Tensor(view_10, add_86);  view_10 = add_86 = None
        view_11 = torch.ops.aten.view.default(mul_113, [mul_19, 64]);  mul_113 = mul_19 = None
        permute = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_10 = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_2 = torch.ops.aten.mm.default(view_11, permute_10);  permute_10 = None
        permute_11 = torch.ops.aten.permute.default(view_11, [1, 0])
        mm_3 = torch.ops.aten.mm.default(permute_11, view);  permute_11 = view = None
        sum_6 = torch.ops.aten.sum.dim_IntList(view_11, [0], True);  view_11 = None
        view_12 = torch.ops.aten.view.default(sum_6, [64]);  sum_6 = None
        view_13 = torch.ops.aten.view.default(mm_2, [primals_1, primals_2, 32]);  mm_2 = primals_1 = primals_2 = None
        sub = torch.ops.aten.sub.Tensor(primals_3, getitem_1);  primals_3 = getitem_1 = None
        mul_4 = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_119 = torch.ops.aten.mul.Tensor(view_13, mul_4);  mul_4 = None
        sum_9 = torch.ops.aten.sum.dim_IntList(mul_119, [0, 1]);  mul_119 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(view_13, [0, 1]);  view_13 = None
        return (None, None, None, sum_9, sum_10, mm_3, view_12, mm_1, view_9, sum_3, sum_4)

def load_args(reader):
    reader.symint(2, expr='s77')  # primals_1
    reader.symint(12, expr='s27')  # primals_2
    reader.symint(24, expr='s27*s77')  # mul_19
    buf0 = reader.storage(None, 128*s27 + 128*s27*((-1) + s77), device=device(type='cuda', index=0))
    reader.tensor(buf0, (s77, s27, 32), is_leaf=True)  # primals_3
    buf1 = reader.storage(None, 8192, device=device(type='cuda', index=0))
    reader.tensor(buf1, (64, 32), is_leaf=True)  # primals_6
    buf2 = reader.storage(None, 8192, device=device(type='cuda', index=0))
    reader.tensor(buf2, (32, 64), is_leaf=True)  # primals_8
    buf3 = reader.storage(None, 32, device=device(type='cuda', index=0))
    reader.tensor(buf3, (8,), is_leaf=True)  # primals_10
    buf4 = reader.storage(None, 4*s27 + 4*s27*((-1) + s77), device=device(type='cuda', index=0))
    reader.tensor(buf4, (s77, s27, 1), is_leaf=True)  # getitem_1
    buf5 = reader.storage(None, 4*s27 + 4*s27*((-1) + s77), device=device(type='cuda', index=0))
    reader.tensor(buf5, (s77, s27, 1), is_leaf=True)  # rsqrt
    buf6 = reader.storage(None, 128*s27*s77, device=device(type='cuda', index=0))
    reader.tensor(buf6, (s27*s77, 32), is_leaf=True)  # view
    buf7 = reader.storage(None, 256*s27*s77, device=device(type='cuda', index=0))
    reader.tensor(buf7, (s27*s77, 64), is_leaf=True)  # addmm
    buf8 = reader.storage(None, 256*s27*s77, device=device(type='cuda', index=0))
    reader.tensor(buf8, (s27*s77, 64), is_leaf=True)  # view_2
    buf9 = reader.storage(None, 128*s27*s77, device=device(type='cuda', index=0))
    reader.tensor(buf9, (s27*s77, 32), is_leaf=True)  # addmm_1
    buf10 = reader.storage(None, 128*s27*s77, device=device(type='cuda', index=0))
    reader.tensor(buf10, (s77, s27, 32), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='symbolic', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='symbolic', check_str=None)
        # mod(*args)