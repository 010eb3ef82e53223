
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-configs-adam_max_fusion_size-lt8wrb6k'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmps1j9waz2'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmps1j9waz2/triton'
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

torch._inductor.config.max_fusion_size = 2
torch._inductor.config.deterministic = False
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
        self.register_buffer('_tensor_constant0', tensor(0.1000))
        self.register_buffer('_tensor_constant1', tensor(0.1000))



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1, arg18_1, arg19_1):
        _foreach_add = torch.ops.aten._foreach_add.Scalar([arg9_1, arg4_1, arg10_1, arg11_1], 1)
        getitem = _foreach_add[0]
        getitem_1 = _foreach_add[1]
        getitem_2 = _foreach_add[2]
        getitem_3 = _foreach_add[3];  _foreach_add = None
        _foreach_sub = torch.ops.aten._foreach_sub.List([arg16_1, arg17_1, arg18_1, arg19_1], [arg7_1, arg5_1, arg12_1, arg13_1])
        getitem_4 = _foreach_sub[0]
        getitem_5 = _foreach_sub[1]
        getitem_6 = _foreach_sub[2]
        getitem_7 = _foreach_sub[3];  _foreach_sub = None
        _tensor_constant1 = self._tensor_constant1
        lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = lift_fresh_copy_1 = None
        full_default = torch.ops.aten.full.default([], 0.10000000149011612, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        _foreach_addcmul = torch.ops.aten._foreach_addcmul.Scalar([arg7_1, arg5_1, arg12_1, arg13_1], [full_default, full_default, full_default, full_default], [getitem_4, getitem_5, getitem_6, getitem_7]);  full_default = getitem_4 = getitem_5 = getitem_6 = getitem_7 = None
        getitem_8 = _foreach_addcmul[0]
        getitem_9 = _foreach_addcmul[1]
        getitem_10 = _foreach_addcmul[2]
        getitem_11 = _foreach_addcmul[3];  _foreach_addcmul = None
        _foreach_mul = torch.ops.aten._foreach_mul.Scalar([arg8_1, arg6_1, arg14_1, arg15_1], 0.999)
        getitem_12 = _foreach_mul[0]
        getitem_13 = _foreach_mul[1]
        getitem_14 = _foreach_mul[2]
        getitem_15 = _foreach_mul[3];  _foreach_mul = None
        _foreach_addcmul_1 = torch.ops.aten._foreach_addcmul.Scalar([getitem_12, getitem_13, getitem_14, getitem_15], [arg16_1, arg17_1, arg18_1, arg19_1], [arg16_1, arg17_1, arg18_1, arg19_1], 0.0010000000000000009);  getitem_12 = getitem_13 = getitem_14 = getitem_15 = arg16_1 = arg17_1 = arg18_1 = arg19_1 = None
        getitem_16 = _foreach_addcmul_1[0]
        getitem_17 = _foreach_addcmul_1[1]
        getitem_18 = _foreach_addcmul_1[2]
        getitem_19 = _foreach_addcmul_1[3];  _foreach_addcmul_1 = None
        _foreach_pow = torch.ops.aten._foreach_pow.ScalarAndTensor(0.9, [getitem, getitem_1, getitem_2, getitem_3])
        getitem_20 = _foreach_pow[0]
        getitem_21 = _foreach_pow[1]
        getitem_22 = _foreach_pow[2]
        getitem_23 = _foreach_pow[3];  _foreach_pow = None
        _foreach_pow_1 = torch.ops.aten._foreach_pow.ScalarAndTensor(0.999, [getitem, getitem_1, getitem_2, getitem_3])
        getitem_24 = _foreach_pow_1[0]
        getitem_25 = _foreach_pow_1[1]
        getitem_26 = _foreach_pow_1[2]
        getitem_27 = _foreach_pow_1[3];  _foreach_pow_1 = None
        _foreach_sub_1 = torch.ops.aten._foreach_sub.Scalar([getitem_20, getitem_21, getitem_22, getitem_23], 1);  getitem_20 = getitem_21 = getitem_22 = getitem_23 = None
        getitem_28 = _foreach_sub_1[0]
        getitem_29 = _foreach_sub_1[1]
        getitem_30 = _foreach_sub_1[2]
        getitem_31 = _foreach_sub_1[3];  _foreach_sub_1 = None
        _foreach_sub_2 = torch.ops.aten._foreach_sub.Scalar([getitem_24, getitem_25, getitem_26, getitem_27], 1);  getitem_24 = getitem_25 = getitem_26 = getitem_27 = None
        getitem_32 = _foreach_sub_2[0]
        getitem_33 = _foreach_sub_2[1]
        getitem_34 = _foreach_sub_2[2]
        getitem_35 = _foreach_sub_2[3];  _foreach_sub_2 = None
        _foreach_neg = torch.ops.aten._foreach_neg.default([getitem_32, getitem_33, getitem_34, getitem_35]);  getitem_32 = getitem_33 = getitem_34 = getitem_35 = None
        getitem_36 = _foreach_neg[0]
        getitem_37 = _foreach_neg[1]
        getitem_38 = _foreach_neg[2]
        getitem_39 = _foreach_neg[3];  _foreach_neg = None
        _foreach_div = torch.ops.aten._foreach_div.Scalar([getitem_28, getitem_29, getitem_30, getitem_31], 0.001);  getitem_28 = getitem_29 = getitem_30 = getitem_31 = None
        getitem_40 = _foreach_div[0]
        getitem_41 = _foreach_div[1]
        getitem_42 = _foreach_div[2]
        getitem_43 = _foreach_div[3];  _foreach_div = None
        _foreach_reciprocal = torch.ops.aten._foreach_reciprocal.default([getitem_40, getitem_41, getitem_42, getitem_43]);  getitem_40 = getitem_41 = getitem_42 = getitem_43 = None
        getitem_44 = _foreach_reciprocal[0]
        getitem_45 = _foreach_reciprocal[1]
        getitem_46 = _foreach_reciprocal[2]
        getitem_47 = _foreach_reciprocal[3];  _foreach_reciprocal = None
        _foreach_sqrt = torch.ops.aten._foreach_sqrt.default([getitem_36, getitem_37, getitem_38, getitem_39]);  getitem_36 = getitem_37 = getitem_38 = getitem_39 = None
        getitem_48 = _foreach_sqrt[0]
        getitem_49 = _foreach_sqrt[1]
        getitem_50 = _foreach_sqrt[2]
        getitem_51 = _foreach_sqrt[3];  _foreach_sqrt = None
        _foreach_sqrt_1 = torch.ops.aten._foreach_sqrt.default([getitem_16, getitem_17, getitem_18, getitem_19])
        getitem_52 = _foreach_sqrt_1[0]
        getitem_53 = _foreach_sqrt_1[1]
        getitem_54 = _foreach_sqrt_1[2]
        getitem_55 = _foreach_sqrt_1[3];  _foreach_sqrt_1 = None
        _foreach_div_1 = torch.ops.aten._foreach_div.List([getitem_52, getitem_53, getitem_54, getitem_55], [getitem_48, getitem_49, getitem_50, getitem_51]);  getitem_52 = getitem_53 = getitem_54 = getitem_55 = getitem_48 = getitem_49 = getitem_50 = getitem_51 = None
        getitem_56 = _foreach_div_1[0]
        getitem_57 = _foreach_div_1[1]
        getitem_58 = _foreach_div_1[2]
        getitem_59 = _foreach_div_1[3];  _foreach_div_1 = None
        _foreach_add_1 = torch.ops.aten._foreach_add.Scalar([getitem_56, getitem_57, getitem_58, getitem_59], 1e-08);  getitem_56 = getitem_57 = getitem_58 = getitem_59 = None
        getitem_60 = _foreach_add_1[0]
        getitem_61 = _foreach_add_1[1]
        getitem_62 = _foreach_add_1[2]
        getitem_63 = _foreach_add_1[3];  _foreach_add_1 = None
        _foreach_div_2 = torch.ops.aten._foreach_div.List([getitem_60, getitem_61, getitem_62, getitem_63], [getitem_44, getitem_45, getitem_46, getitem_47]);  getitem_60 = getitem_61 = getitem_62 = getitem_63 = getitem_44 = getitem_45 = getitem_46 = getitem_47 = None
        getitem_64 = _foreach_div_2[0]
        getitem_65 = _foreach_div_2[1]
        getitem_66 = _foreach_div_2[2]
        getitem_67 = _foreach_div_2[3];  _foreach_div_2 = None
        _foreach_addcdiv = torch.ops.aten._foreach_addcdiv.Scalar([arg0_1, arg1_1, arg2_1, arg3_1], [getitem_8, getitem_9, getitem_10, getitem_11], [getitem_64, getitem_65, getitem_66, getitem_67]);  getitem_64 = getitem_65 = getitem_66 = getitem_67 = None
        getitem_68 = _foreach_addcdiv[0]
        getitem_69 = _foreach_addcdiv[1]
        getitem_70 = _foreach_addcdiv[2]
        getitem_71 = _foreach_addcdiv[3];  _foreach_addcdiv = None
        copy_ = torch.ops.aten.copy_.default(arg0_1, getitem_68);  arg0_1 = getitem_68 = copy_ = None
        copy__1 = torch.ops.aten.copy_.default(arg1_1, getitem_69);  arg1_1 = getitem_69 = copy__1 = None
        copy__2 = torch.ops.aten.copy_.default(arg2_1, getitem_70);  arg2_1 = getitem_70 = copy__2 = None
        copy__3 = torch.ops.aten.copy_.default(arg3_1, getitem_71);  arg3_1 = getitem_71 = copy__3 = None
        copy__4 = torch.ops.aten.copy_.default(arg4_1, getitem_1);  arg4_1 = getitem_1 = copy__4 = None
        copy__5 = torch.ops.aten.copy_.default(arg5_1, getitem_9);  arg5_1 = getitem_9 = copy__5 = None
        copy__6 = torch.ops.aten.copy_.default(arg6_1, getitem_17);  arg6_1 = getitem_17 = copy__6 = None
        copy__7 = torch.ops.aten.copy_.default(arg7_1, getitem_8);  arg7_1 = getitem_8 = copy__7 = None
        copy__8 = torch.ops.aten.copy_.default(arg8_1, getitem_16);  arg8_1 = getitem_16 = copy__8 = None
        copy__9 = torch.ops.aten.copy_.default(arg9_1, getitem);  arg9_1 = getitem = copy__9 = None
        copy__10 = torch.ops.aten.copy_.default(arg10_1, getitem_2);  arg10_1 = getitem_2 = copy__10 = None
        copy__11 = torch.ops.aten.copy_.default(arg11_1, getitem_3);  arg11_1 = getitem_3 = copy__11 = None
        copy__12 = torch.ops.aten.copy_.default(arg12_1, getitem_10);  arg12_1 = getitem_10 = copy__12 = None
        copy__13 = torch.ops.aten.copy_.default(arg13_1, getitem_11);  arg13_1 = getitem_11 = copy__13 = None
        copy__14 = torch.ops.aten.copy_.default(arg14_1, getitem_18);  arg14_1 = getitem_18 = copy__14 = None
        copy__15 = torch.ops.aten.copy_.default(arg15_1, getitem_19);  arg15_1 = getitem_19 = copy__15 = None
        return ()

def load_args(reader):
    buf0 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf0, (128, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf1, (128,), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 5120, device=device(type='cuda', index=0))
    reader.tensor(buf2, (10, 128), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 40, device=device(type='cuda', index=0))
    reader.tensor(buf3, (10,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 4, device=device(type='cuda', index=0))
    reader.tensor(buf4, (), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf5, (128,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf6, (128,), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf7, (128, 64), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf8, (128, 64), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 4, device=device(type='cuda', index=0))
    reader.tensor(buf9, (), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 4, device=device(type='cuda', index=0))
    reader.tensor(buf10, (), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 4, device=device(type='cuda', index=0))
    reader.tensor(buf11, (), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 5120, device=device(type='cuda', index=0))
    reader.tensor(buf12, (10, 128), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 40, device=device(type='cuda', index=0))
    reader.tensor(buf13, (10,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 5120, device=device(type='cuda', index=0))
    reader.tensor(buf14, (10, 128), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 40, device=device(type='cuda', index=0))
    reader.tensor(buf15, (10,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf16, (128, 64), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf17, (128,), is_leaf=True)  # arg17_1
    buf18 = reader.storage(None, 5120, device=device(type='cuda', index=0))
    reader.tensor(buf18, (10, 128), is_leaf=True)  # arg18_1
    buf19 = reader.storage(None, 40, device=device(type='cuda', index=0))
    reader.tensor(buf19, (10,), is_leaf=True)  # arg19_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)