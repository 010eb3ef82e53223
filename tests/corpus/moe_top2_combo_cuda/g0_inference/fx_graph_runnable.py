
import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-moe_top2_combo-fp_epoe1'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmpo3u6najk'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmpo3u6najk/triton'
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
torch._dynamo.config.capture_scalar_outputs = True
torch._dynamo.config.capture_dynamic_output_shape_ops = True
torch._inductor.config.combo_kernels = True
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



    def forward(self, arg0_1, arg1_1, arg2_1, arg3_1, arg4_1, arg5_1, arg6_1, arg7_1, arg8_1, arg9_1, arg10_1, arg11_1, arg12_1, arg13_1, arg14_1, arg15_1, arg16_1, arg17_1):
        permute = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        mm = torch.ops.aten.mm.default(arg1_1, permute);  permute = None
        amax = torch.ops.aten.amax.default(mm, [-1], True)
        sub = torch.ops.aten.sub.Tensor(mm, amax);  mm = amax = None
        exp = torch.ops.aten.exp.default(sub);  sub = None
        sum_1 = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None
        topk = torch.ops.aten.topk.default(div, 2);  div = None
        getitem = topk[0]
        getitem_1 = topk[1];  topk = None
        sum_2 = torch.ops.aten.sum.dim_IntList(getitem, [-1], True)
        div_1 = torch.ops.aten.div.Tensor(getitem, sum_2);  getitem = sum_2 = None
        full_default = torch.ops.aten.full.default([32, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        eq = torch.ops.aten.eq.Scalar(getitem_1, 0)
        nonzero = torch.ops.aten.nonzero.default(eq);  eq = None
        sym_size_int = torch.ops.aten.sym_size.int(nonzero, 0)
        unbind = torch.ops.aten.unbind.int(nonzero, 1);  nonzero = None
        getitem_2 = unbind[0]
        getitem_3 = unbind[1];  unbind = None
        ge_1 = sym_size_int >= 0
        _assert_scalar = torch.ops.aten._assert_scalar.default(ge_1, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge_1 = _assert_scalar = None
        le = sym_size_int <= 64;  sym_size_int = None
        _assert_scalar_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 64 on node 'le'");  le = _assert_scalar_1 = None
        index = torch.ops.aten.index.Tensor(arg1_1, [getitem_2])
        permute_1 = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
        addmm = torch.ops.aten.addmm.default(arg3_1, index, permute_1);  arg3_1 = index = permute_1 = None
        mul_7 = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_8 = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476);  addmm = None
        erf = torch.ops.aten.erf.default(mul_8);  mul_8 = None
        add_13 = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_9 = torch.ops.aten.mul.Tensor(mul_7, add_13);  mul_7 = add_13 = None
        permute_2 = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        addmm_1 = torch.ops.aten.addmm.default(arg5_1, mul_9, permute_2);  arg5_1 = mul_9 = permute_2 = None
        index_1 = torch.ops.aten.index.Tensor(div_1, [getitem_2, getitem_3]);  getitem_3 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(index_1, -1);  index_1 = None
        mul_16 = torch.ops.aten.mul.Tensor(addmm_1, unsqueeze);  addmm_1 = unsqueeze = None
        index_put = torch.ops.aten.index_put.default(full_default, [getitem_2], mul_16, True);  full_default = getitem_2 = mul_16 = None
        eq_15 = torch.ops.aten.eq.Scalar(getitem_1, 1)
        nonzero_1 = torch.ops.aten.nonzero.default(eq_15);  eq_15 = None
        sym_size_int_1 = torch.ops.aten.sym_size.int(nonzero_1, 0)
        unbind_1 = torch.ops.aten.unbind.int(nonzero_1, 1);  nonzero_1 = None
        getitem_4 = unbind_1[0]
        getitem_5 = unbind_1[1];  unbind_1 = None
        ge_5 = sym_size_int_1 >= 0
        _assert_scalar_2 = torch.ops.aten._assert_scalar.default(ge_5, "Runtime assertion failed for expression u1 >= 0 on node 'ge_1'");  ge_5 = _assert_scalar_2 = None
        le_1 = sym_size_int_1 <= 64;  sym_size_int_1 = None
        _assert_scalar_3 = torch.ops.aten._assert_scalar.default(le_1, "Runtime assertion failed for expression u1 <= 64 on node 'le_1'");  le_1 = _assert_scalar_3 = None
        index_2 = torch.ops.aten.index.Tensor(arg1_1, [getitem_4])
        permute_3 = torch.ops.aten.permute.default(arg6_1, [1, 0]);  arg6_1 = None
        addmm_2 = torch.ops.aten.addmm.default(arg7_1, index_2, permute_3);  arg7_1 = index_2 = permute_3 = None
        mul_29 = torch.ops.aten.mul.Tensor(addmm_2, 0.5)
        mul_30 = torch.ops.aten.mul.Tensor(addmm_2, 0.7071067811865476);  addmm_2 = None
        erf_1 = torch.ops.aten.erf.default(mul_30);  mul_30 = None
        add_46 = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_31 = torch.ops.aten.mul.Tensor(mul_29, add_46);  mul_29 = add_46 = None
        permute_4 = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        addmm_3 = torch.ops.aten.addmm.default(arg9_1, mul_31, permute_4);  arg9_1 = mul_31 = permute_4 = None
        index_3 = torch.ops.aten.index.Tensor(div_1, [getitem_4, getitem_5]);  getitem_5 = None
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(index_3, -1);  index_3 = None
        mul_38 = torch.ops.aten.mul.Tensor(addmm_3, unsqueeze_1);  addmm_3 = unsqueeze_1 = None
        index_put_1 = torch.ops.aten.index_put.default(index_put, [getitem_4], mul_38, True);  index_put = getitem_4 = mul_38 = None
        eq_30 = torch.ops.aten.eq.Scalar(getitem_1, 2)
        nonzero_2 = torch.ops.aten.nonzero.default(eq_30);  eq_30 = None
        sym_size_int_2 = torch.ops.aten.sym_size.int(nonzero_2, 0)
        unbind_2 = torch.ops.aten.unbind.int(nonzero_2, 1);  nonzero_2 = None
        getitem_6 = unbind_2[0]
        getitem_7 = unbind_2[1];  unbind_2 = None
        ge_9 = sym_size_int_2 >= 0
        _assert_scalar_4 = torch.ops.aten._assert_scalar.default(ge_9, "Runtime assertion failed for expression u2 >= 0 on node 'ge_2'");  ge_9 = _assert_scalar_4 = None
        le_2 = sym_size_int_2 <= 64;  sym_size_int_2 = None
        _assert_scalar_5 = torch.ops.aten._assert_scalar.default(le_2, "Runtime assertion failed for expression u2 <= 64 on node 'le_2'");  le_2 = _assert_scalar_5 = None
        index_4 = torch.ops.aten.index.Tensor(arg1_1, [getitem_6])
        permute_5 = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        addmm_4 = torch.ops.aten.addmm.default(arg11_1, index_4, permute_5);  arg11_1 = index_4 = permute_5 = None
        mul_51 = torch.ops.aten.mul.Tensor(addmm_4, 0.5)
        mul_52 = torch.ops.aten.mul.Tensor(addmm_4, 0.7071067811865476);  addmm_4 = None
        erf_2 = torch.ops.aten.erf.default(mul_52);  mul_52 = None
        add_79 = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_53 = torch.ops.aten.mul.Tensor(mul_51, add_79);  mul_51 = add_79 = None
        permute_6 = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
        addmm_5 = torch.ops.aten.addmm.default(arg13_1, mul_53, permute_6);  arg13_1 = mul_53 = permute_6 = None
        index_5 = torch.ops.aten.index.Tensor(div_1, [getitem_6, getitem_7]);  getitem_7 = None
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(index_5, -1);  index_5 = None
        mul_60 = torch.ops.aten.mul.Tensor(addmm_5, unsqueeze_2);  addmm_5 = unsqueeze_2 = None
        index_put_2 = torch.ops.aten.index_put.default(index_put_1, [getitem_6], mul_60, True);  index_put_1 = getitem_6 = mul_60 = None
        eq_45 = torch.ops.aten.eq.Scalar(getitem_1, 3);  getitem_1 = None
        nonzero_3 = torch.ops.aten.nonzero.default(eq_45);  eq_45 = None
        sym_size_int_3 = torch.ops.aten.sym_size.int(nonzero_3, 0)
        unbind_3 = torch.ops.aten.unbind.int(nonzero_3, 1);  nonzero_3 = None
        getitem_8 = unbind_3[0]
        getitem_9 = unbind_3[1];  unbind_3 = None
        ge_13 = sym_size_int_3 >= 0
        _assert_scalar_6 = torch.ops.aten._assert_scalar.default(ge_13, "Runtime assertion failed for expression u3 >= 0 on node 'ge_3'");  ge_13 = _assert_scalar_6 = None
        le_3 = sym_size_int_3 <= 64;  sym_size_int_3 = None
        _assert_scalar_7 = torch.ops.aten._assert_scalar.default(le_3, "Runtime assertion failed for expression u3 <= 64 on node 'le_3'");  le_3 = _assert_scalar_7 = None
        index_6 = torch.ops.aten.index.Tensor(arg1_1, [getitem_8]);  arg1_1 = None
        permute_7 = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
        addmm_6 = torch.ops.aten.addmm.default(arg15_1, index_6, permute_7);  arg15_1 = index_6 = permute_7 = None
        mul_73 = torch.ops.aten.mul.Tensor(addmm_6, 0.5)
        mul_74 = torch.ops.aten.mul.Tensor(addmm_6, 0.7071067811865476);  addmm_6 = None
        erf_3 = torch.ops.aten.erf.default(mul_74);  mul_74 = None
        add_112 = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_75 = torch.ops.aten.mul.Tensor(mul_73, add_112);  mul_73 = add_112 = None
        permute_8 = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
        addmm_7 = torch.ops.aten.addmm.default(arg17_1, mul_75, permute_8);  arg17_1 = mul_75 = permute_8 = None
        index_7 = torch.ops.aten.index.Tensor(div_1, [getitem_8, getitem_9]);  div_1 = getitem_9 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(index_7, -1);  index_7 = None
        mul_82 = torch.ops.aten.mul.Tensor(addmm_7, unsqueeze_3);  addmm_7 = unsqueeze_3 = None
        index_put_3 = torch.ops.aten.index_put.default(index_put_2, [getitem_8], mul_82, True);  index_put_2 = getitem_8 = mul_82 = None
        return (index_put_3,)

def load_args(reader):
    buf0 = reader.storage(None, 1024, device=device(type='cuda', index=0))
    reader.tensor(buf0, (4, 64), is_leaf=True)  # arg0_1
    buf1 = reader.storage(None, 8192, device=device(type='cuda', index=0))
    reader.tensor(buf1, (32, 64), is_leaf=True)  # arg1_1
    buf2 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf2, (128, 64), is_leaf=True)  # arg2_1
    buf3 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf3, (128,), is_leaf=True)  # arg3_1
    buf4 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf4, (64, 128), is_leaf=True)  # arg4_1
    buf5 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf5, (64,), is_leaf=True)  # arg5_1
    buf6 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf6, (128, 64), is_leaf=True)  # arg6_1
    buf7 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf7, (128,), is_leaf=True)  # arg7_1
    buf8 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf8, (64, 128), is_leaf=True)  # arg8_1
    buf9 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf9, (64,), is_leaf=True)  # arg9_1
    buf10 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf10, (128, 64), is_leaf=True)  # arg10_1
    buf11 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf11, (128,), is_leaf=True)  # arg11_1
    buf12 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf12, (64, 128), is_leaf=True)  # arg12_1
    buf13 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf13, (64,), is_leaf=True)  # arg13_1
    buf14 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf14, (128, 64), is_leaf=True)  # arg14_1
    buf15 = reader.storage(None, 512, device=device(type='cuda', index=0))
    reader.tensor(buf15, (128,), is_leaf=True)  # arg15_1
    buf16 = reader.storage(None, 32768, device=device(type='cuda', index=0))
    reader.tensor(buf16, (64, 128), is_leaf=True)  # arg16_1
    buf17 = reader.storage(None, 256, device=device(type='cuda', index=0))
    reader.tensor(buf17, (64,), is_leaf=True)  # arg17_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='real', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='real', check_str=None)
        # mod(*args)