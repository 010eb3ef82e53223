
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-vit_frozen_autotune-n8kj5ta3'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp0af0_dmd'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp0af0_dmd/triton'
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
torch._inductor.config.max_autotune_gemm_backends = 'CPP,ATEN'
torch._inductor.config.freezing = True
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
        self.register_buffer('_frozen_param16', torch.randn([192, 64], dtype=torch.float32))
        self.register_buffer('_frozen_param17', torch.randn([1982689, 1], dtype=torch.float32))
        self.register_buffer('_frozen_param18', torch.randn([64, 64], dtype=torch.float32))
        self.register_buffer('_frozen_param19', torch.randn([1982689, 1], dtype=torch.float32))
        self.register_buffer('_frozen_param20', torch.randn([128, 64], dtype=torch.float32))
        self.register_buffer('_frozen_param21', torch.randn([1982689, 1], dtype=torch.float32))
        self.register_buffer('_frozen_param22', torch.randn([64, 128], dtype=torch.float32))
        self.register_buffer('_frozen_param23', torch.randn([1982689, 1], dtype=torch.float32))
        self._frozen_param0 = torch.nn.Parameter(torch.randn([64], dtype=torch.float32))
        self._frozen_param1 = torch.nn.Parameter(torch.randn([64], dtype=torch.float32))
        self._frozen_param3 = torch.nn.Parameter(torch.randn([192], dtype=torch.float32))
        self._frozen_param5 = torch.nn.Parameter(torch.randn([64], dtype=torch.float32))
        self._frozen_param6 = torch.nn.Parameter(torch.randn([64], dtype=torch.float32))
        self._frozen_param7 = torch.nn.Parameter(torch.randn([64], dtype=torch.float32))
        self._frozen_param9 = torch.nn.Parameter(torch.randn([128], dtype=torch.float32))
        self._frozen_param11 = torch.nn.Parameter(torch.randn([64], dtype=torch.float32))



    def forward(self, arg12_1):
        arg0_1 = self._frozen_param0
        arg1_1 = self._frozen_param1
        arg3_1 = self._frozen_param3
        arg5_1 = self._frozen_param5
        arg6_1 = self._frozen_param6
        arg7_1 = self._frozen_param7
        arg9_1 = self._frozen_param9
        arg11_1 = self._frozen_param11
        var_mean = torch.ops.aten.var_mean.correction(arg12_1, [2], correction = 0, keepdim = True)
        getitem = var_mean[0]
        getitem_1 = var_mean[1];  var_mean = None
        add = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
        sub = torch.ops.aten.sub.Tensor(arg12_1, getitem_1);  getitem_1 = None
        mul = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_1 = torch.ops.aten.mul.Tensor(mul, arg0_1);  mul = arg0_1 = None
        add_1 = torch.ops.aten.add.Tensor(mul_1, arg1_1);  mul_1 = arg1_1 = None
        view = torch.ops.aten.reshape.default(add_1, [32, 64]);  add_1 = None
        permute_default_3 = self._frozen_param16
        _mkl_reorder_linear_weight_3 = self._frozen_param17
        _mkl_linear_3 = torch.ops.mkl._mkl_linear(view, _mkl_reorder_linear_weight_3, permute_default_3, arg3_1, 32);  view = _mkl_reorder_linear_weight_3 = permute_default_3 = arg3_1 = None
        view_1 = torch.ops.aten.reshape.default(_mkl_linear_3, [2, 16, 192]);  _mkl_linear_3 = None
        view_2 = torch.ops.aten.reshape.default(view_1, [2, 16, 3, 4, 16]);  view_1 = None
        permute_1 = torch.ops.aten.permute.default(view_2, [2, 0, 3, 1, 4]);  view_2 = None
        select = torch.ops.aten.select.int(permute_1, 0, 0)
        select_1 = torch.ops.aten.select.int(permute_1, 0, 1)
        select_2 = torch.ops.aten.select.int(permute_1, 0, 2);  permute_1 = None
        _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(select, select_1, select_2);  select = select_1 = select_2 = None
        getitem_2 = _scaled_dot_product_flash_attention_for_cpu[0];  _scaled_dot_product_flash_attention_for_cpu = None
        permute_2 = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3]);  getitem_2 = None
        view_3 = torch.ops.aten.reshape.default(permute_2, [2, 16, 64]);  permute_2 = None
        view_4 = torch.ops.aten.reshape.default(view_3, [32, 64]);  view_3 = None
        permute_default_2 = self._frozen_param18
        _mkl_reorder_linear_weight_2 = self._frozen_param19
        _mkl_linear_2 = torch.ops.mkl._mkl_linear(view_4, _mkl_reorder_linear_weight_2, permute_default_2, arg5_1, 32);  view_4 = _mkl_reorder_linear_weight_2 = permute_default_2 = arg5_1 = None
        view_5 = torch.ops.aten.reshape.default(_mkl_linear_2, [2, 16, 64]);  _mkl_linear_2 = None
        add_2 = torch.ops.aten.add.Tensor(arg12_1, view_5);  arg12_1 = view_5 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(add_2, [2], correction = 0, keepdim = True)
        getitem_4 = var_mean_1[0]
        getitem_5 = var_mean_1[1];  var_mean_1 = None
        add_3 = torch.ops.aten.add.Tensor(getitem_4, 1e-05);  getitem_4 = None
        rsqrt_1 = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_1 = torch.ops.aten.sub.Tensor(add_2, getitem_5);  getitem_5 = None
        mul_2 = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = rsqrt_1 = None
        mul_3 = torch.ops.aten.mul.Tensor(mul_2, arg6_1);  mul_2 = arg6_1 = None
        add_4 = torch.ops.aten.add.Tensor(mul_3, arg7_1);  mul_3 = arg7_1 = None
        view_6 = torch.ops.aten.reshape.default(add_4, [32, 64]);  add_4 = None
        permute_default_1 = self._frozen_param20
        _mkl_reorder_linear_weight_1 = self._frozen_param21
        _mkl_linear_1 = torch.ops.mkl._mkl_linear(view_6, _mkl_reorder_linear_weight_1, permute_default_1, arg9_1, 32);  view_6 = _mkl_reorder_linear_weight_1 = permute_default_1 = arg9_1 = None
        view_7 = torch.ops.aten.reshape.default(_mkl_linear_1, [2, 16, 128]);  _mkl_linear_1 = None
        mul_4 = torch.ops.aten.mul.Tensor(view_7, 0.5)
        mul_5 = torch.ops.aten.mul.Tensor(view_7, 0.7071067811865476);  view_7 = None
        erf = torch.ops.aten.erf.default(mul_5);  mul_5 = None
        add_5 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_6 = torch.ops.aten.mul.Tensor(mul_4, add_5);  mul_4 = add_5 = None
        view_8 = torch.ops.aten.reshape.default(mul_6, [32, 128]);  mul_6 = None
        permute_default = self._frozen_param22
        _mkl_reorder_linear_weight = self._frozen_param23
        _mkl_linear = torch.ops.mkl._mkl_linear(view_8, _mkl_reorder_linear_weight, permute_default, arg11_1, 32);  view_8 = _mkl_reorder_linear_weight = permute_default = arg11_1 = None
        view_9 = torch.ops.aten.reshape.default(_mkl_linear, [2, 16, 64]);  _mkl_linear = None
        add_6 = torch.ops.aten.add.Tensor(add_2, view_9);  add_2 = view_9 = None
        return (add_6,)

def load_args(reader):
    buf0 = reader.storage(None, 8192)
    reader.tensor(buf0, (2, 16, 64), is_leaf=True)  # arg12_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)