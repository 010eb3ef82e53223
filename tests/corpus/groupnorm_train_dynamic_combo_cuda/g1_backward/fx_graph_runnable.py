s33 = 2
s69 = 16


import os
os.environ['TORCHINDUCTOR_FORCE_DISABLE_CACHES'] = '1'
os.environ['TORCH_COMPILE_DEBUG'] = '1'
os.environ['TORCH_COMPILE_DEBUG_DIR'] = '/tmp/inductor-lens-groupnorm_train_dynamic_combo-viz0jylf'
os.environ['TORCH_LOGS'] = 'fusion,ir_pre_fusion,ir_post_fusion'
os.environ['TORCHINDUCTOR_CACHE_DIR'] = '/tmp/torchinductor_root/tmp0l4hyw9p'
os.environ['TRITON_CACHE_DIR'] = '/tmp/torchinductor_root/tmp0l4hyw9p/triton'
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
torch._inductor.config.combo_kernels = True
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



    def forward(self, primals_3, primals_4, sym_size_int_5, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_11, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, tangents_1):
        mul_39 = primals_4 * sym_size_int_5
        view_2 = torch.ops.aten.view.default(convolution_1, [primals_3, 8, 4, mul_39])
        sub_17 = torch.ops.aten.sub.Tensor(view_2, getitem_3)
        mul_46 = torch.ops.aten.mul.Tensor(sub_17, rsqrt_1);  sub_17 = None
        view_3 = torch.ops.aten.view.default(mul_46, [primals_3, 32, primals_4, sym_size_int_5]);  mul_46 = None
        unsqueeze_6 = torch.ops.aten.unsqueeze.default(primals_10, 0)
        unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2)
        unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 3);  unsqueeze_7 = None
        mul_47 = torch.ops.aten.mul.Tensor(view_3, unsqueeze_8);  view_3 = unsqueeze_8 = None
        unsqueeze_9 = torch.ops.aten.unsqueeze.default(primals_11, 0);  primals_11 = None
        unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, 2);  unsqueeze_9 = None
        unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 3);  unsqueeze_10 = None
        add_36 = torch.ops.aten.add.Tensor(mul_47, unsqueeze_11);  mul_47 = unsqueeze_11 = None
        sigmoid = torch.ops.aten.sigmoid.default(add_36)
        mul_64 = torch.ops.aten.mul.Tensor(tangents_1, sigmoid);  tangents_1 = None
        sub_28 = torch.ops.aten.sub.Tensor(1, sigmoid);  sigmoid = None
        mul_65 = torch.ops.aten.mul.Tensor(add_36, sub_28);  add_36 = sub_28 = None
        add_60 = torch.ops.aten.add.Tensor(mul_65, 1);  mul_65 = None
        mul_66 = torch.ops.aten.mul.Tensor(mul_64, add_60);  mul_64 = add_60 = None
        mul_67 = torch.ops.aten.mul.Tensor(mul_66, convolution_1);  convolution_1 = None
        view_4 = torch.ops.aten.view.default(mul_67, [primals_3, 32, mul_39]);  mul_67 = None
        sum_1 = torch.ops.aten.sum.dim_IntList(view_4, [2]);  view_4 = None
        view_5 = torch.ops.aten.view.default(mul_66, [primals_3, 32, mul_39])
        sum_2 = torch.ops.aten.sum.dim_IntList(view_5, [2]);  view_5 = None
        mul_68 = torch.ops.aten.mul.Tensor(sum_1, unsqueeze_6)
        view_6 = torch.ops.aten.view.default(mul_68, [primals_3, 8, 4]);  mul_68 = None
        sum_3 = torch.ops.aten.sum.dim_IntList(view_6, [2]);  view_6 = None
        mul_69 = torch.ops.aten.mul.Tensor(sum_2, unsqueeze_6);  unsqueeze_6 = None
        view_7 = torch.ops.aten.view.default(mul_69, [primals_3, 8, 4]);  mul_69 = None
        sum_4 = torch.ops.aten.sum.dim_IntList(view_7, [2]);  view_7 = None
        squeeze_3 = torch.ops.aten.squeeze.dims(rsqrt_1, [2, 3]);  rsqrt_1 = None
        unsqueeze_14 = torch.ops.aten.unsqueeze.default(squeeze_3, -1)
        view_8 = torch.ops.aten.view.default(primals_10, [1, 8, 4]);  primals_10 = None
        mul_70 = torch.ops.aten.mul.Tensor(unsqueeze_14, view_8);  view_8 = None
        neg_2 = torch.ops.aten.neg.default(sum_3);  sum_3 = None
        squeeze_2 = torch.ops.aten.squeeze.dims(getitem_3, [2, 3]);  getitem_3 = None
        addcmul = torch.ops.aten.addcmul.default(neg_2, sum_4, squeeze_2);  neg_2 = None
        mul_71 = torch.ops.aten.mul.Tensor(addcmul, squeeze_3);  addcmul = None
        mul_72 = torch.ops.aten.mul.Tensor(mul_71, squeeze_3);  mul_71 = None
        mul_73 = torch.ops.aten.mul.Tensor(mul_72, squeeze_3);  mul_72 = None
        full_default = torch.ops.aten.full.default([], 1.0, dtype = torch.float64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        full_default_1 = torch.ops.aten.full.default([], 4, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        scalar_tensor_default_2 = torch.ops.aten.scalar_tensor.default(primals_4)
        full_default_2 = torch.ops.aten.full.default([], 2, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        pow_tensor_tensor = torch.ops.aten.pow.Tensor_Tensor(scalar_tensor_default_2, full_default_2);  full_default_2 = None
        div_tensor_mode = torch.ops.aten.div.Tensor_mode(pow_tensor_tensor, scalar_tensor_default_2, rounding_mode = 'floor')
        mul_tensor = torch.ops.aten.mul.Tensor(full_default_1, scalar_tensor_default_2);  full_default_1 = scalar_tensor_default_2 = None
        mul_tensor_1 = torch.ops.aten.mul.Tensor(mul_tensor, div_tensor_mode);  mul_tensor = div_tensor_mode = None
        convert_element_type_default = torch.ops.prims.convert_element_type.default(mul_tensor_1, torch.float64);  mul_tensor_1 = None
        true_divide_tensor = torch.ops.aten.true_divide.Tensor(full_default, convert_element_type_default);  convert_element_type_default = None
        convert_element_type_default_1 = torch.ops.prims.convert_element_type.default(true_divide_tensor, torch.float32);  true_divide_tensor = None
        mul_tensor_2 = torch.ops.aten.mul.Tensor(mul_73, convert_element_type_default_1);  mul_73 = None
        neg_3 = torch.ops.aten.neg.default(mul_tensor_2)
        mul_76 = torch.ops.aten.mul.Tensor(neg_3, squeeze_2);  neg_3 = None
        mul_77 = torch.ops.aten.mul.Tensor(sum_4, squeeze_3);  sum_4 = squeeze_3 = None
        mul_tensor_3 = torch.ops.aten.mul.Tensor(mul_77, convert_element_type_default_1);  mul_77 = convert_element_type_default_1 = None
        sub_29 = torch.ops.aten.sub.Tensor(mul_76, mul_tensor_3);  mul_76 = mul_tensor_3 = None
        unsqueeze_15 = torch.ops.aten.unsqueeze.default(mul_70, -1);  mul_70 = None
        unsqueeze_16 = torch.ops.aten.unsqueeze.default(mul_tensor_2, -1);  mul_tensor_2 = None
        unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18 = torch.ops.aten.unsqueeze.default(sub_29, -1);  sub_29 = None
        unsqueeze_19 = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        view_9 = torch.ops.aten.view.default(mul_66, [primals_3, 8, 4, mul_39]);  mul_66 = mul_39 = None
        mul_79 = torch.ops.aten.mul.Tensor(view_9, unsqueeze_15);  view_9 = unsqueeze_15 = None
        mul_80 = torch.ops.aten.mul.Tensor(view_2, unsqueeze_17);  view_2 = unsqueeze_17 = None
        add_61 = torch.ops.aten.add.Tensor(mul_79, mul_80);  mul_79 = mul_80 = None
        add_62 = torch.ops.aten.add.Tensor(add_61, unsqueeze_19);  add_61 = unsqueeze_19 = None
        view_11 = torch.ops.aten.view.default(add_62, [primals_3, 32, primals_4, sym_size_int_5]);  add_62 = sym_size_int_5 = None
        view_12 = torch.ops.aten.view.default(sum_1, [primals_3, 8, 4]);  sum_1 = None
        view_13 = torch.ops.aten.view.default(sum_2, [primals_3, 8, 4])
        unsqueeze_20 = torch.ops.aten.unsqueeze.default(squeeze_2, -1);  squeeze_2 = None
        mul_81 = torch.ops.aten.mul.Tensor(view_13, unsqueeze_20);  view_13 = unsqueeze_20 = None
        sub_30 = torch.ops.aten.sub.Tensor(view_12, mul_81);  view_12 = mul_81 = None
        mul_82 = torch.ops.aten.mul.Tensor(sub_30, unsqueeze_14);  sub_30 = unsqueeze_14 = None
        sum_5 = torch.ops.aten.sum.dim_IntList(mul_82, [0]);  mul_82 = None
        view_14 = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
        sum_6 = torch.ops.aten.sum.dim_IntList(sum_2, [0]);  sum_2 = None
        sum_7 = torch.ops.aten.sum.dim_IntList(view_11, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(view_11, div, primals_8, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  view_11 = div = primals_8 = None
        getitem_4 = convolution_backward[0]
        getitem_5 = convolution_backward[1];  convolution_backward = None
        mul_7 = primals_4 * primals_4
        view = torch.ops.aten.view.default(convolution, [primals_3, 4, 8, mul_7])
        sub_3 = torch.ops.aten.sub.Tensor(view, getitem_1)
        mul_14 = torch.ops.aten.mul.Tensor(sub_3, rsqrt);  sub_3 = None
        view_1 = torch.ops.aten.view.default(mul_14, [primals_3, 32, primals_4, primals_4]);  mul_14 = None
        unsqueeze = torch.ops.aten.unsqueeze.default(primals_6, 0)
        unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2)
        unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_15 = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3 = torch.ops.aten.unsqueeze.default(primals_7, 0);  primals_7 = None
        unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_6 = torch.ops.aten.add.Tensor(mul_15, unsqueeze_5);  mul_15 = unsqueeze_5 = None
        sigmoid_1 = torch.ops.aten.sigmoid.default(add_6)
        mul_83 = torch.ops.aten.mul.Tensor(getitem_4, sigmoid_1);  getitem_4 = None
        sub_31 = torch.ops.aten.sub.Tensor(1, sigmoid_1);  sigmoid_1 = None
        mul_84 = torch.ops.aten.mul.Tensor(add_6, sub_31);  add_6 = sub_31 = None
        add_63 = torch.ops.aten.add.Tensor(mul_84, 1);  mul_84 = None
        mul_85 = torch.ops.aten.mul.Tensor(mul_83, add_63);  mul_83 = add_63 = None
        mul_86 = torch.ops.aten.mul.Tensor(mul_85, convolution);  convolution = None
        view_15 = torch.ops.aten.view.default(mul_86, [primals_3, 32, mul_7]);  mul_86 = None
        sum_8 = torch.ops.aten.sum.dim_IntList(view_15, [2]);  view_15 = None
        view_16 = torch.ops.aten.view.default(mul_85, [primals_3, 32, mul_7])
        sum_9 = torch.ops.aten.sum.dim_IntList(view_16, [2]);  view_16 = None
        mul_87 = torch.ops.aten.mul.Tensor(sum_8, unsqueeze)
        view_17 = torch.ops.aten.view.default(mul_87, [primals_3, 4, 8]);  mul_87 = None
        sum_10 = torch.ops.aten.sum.dim_IntList(view_17, [2]);  view_17 = None
        mul_88 = torch.ops.aten.mul.Tensor(sum_9, unsqueeze);  unsqueeze = None
        view_18 = torch.ops.aten.view.default(mul_88, [primals_3, 4, 8]);  mul_88 = None
        sum_11 = torch.ops.aten.sum.dim_IntList(view_18, [2]);  view_18 = None
        squeeze_1 = torch.ops.aten.squeeze.dims(rsqrt, [2, 3]);  rsqrt = None
        unsqueeze_24 = torch.ops.aten.unsqueeze.default(squeeze_1, -1)
        view_19 = torch.ops.aten.view.default(primals_6, [1, 4, 8]);  primals_6 = None
        mul_89 = torch.ops.aten.mul.Tensor(unsqueeze_24, view_19);  view_19 = None
        neg_4 = torch.ops.aten.neg.default(sum_10);  sum_10 = None
        squeeze = torch.ops.aten.squeeze.dims(getitem_1, [2, 3]);  getitem_1 = None
        addcmul_1 = torch.ops.aten.addcmul.default(neg_4, sum_11, squeeze);  neg_4 = None
        mul_90 = torch.ops.aten.mul.Tensor(addcmul_1, squeeze_1);  addcmul_1 = None
        mul_91 = torch.ops.aten.mul.Tensor(mul_90, squeeze_1);  mul_90 = None
        mul_92 = torch.ops.aten.mul.Tensor(mul_91, squeeze_1);  mul_91 = None
        full_default_4 = torch.ops.aten.full.default([], 8, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        mul_tensor_4 = torch.ops.aten.mul.Tensor(full_default_4, pow_tensor_tensor);  full_default_4 = pow_tensor_tensor = None
        convert_element_type_default_3 = torch.ops.prims.convert_element_type.default(mul_tensor_4, torch.float64);  mul_tensor_4 = None
        true_divide_tensor_1 = torch.ops.aten.true_divide.Tensor(full_default, convert_element_type_default_3);  full_default = convert_element_type_default_3 = None
        convert_element_type_default_4 = torch.ops.prims.convert_element_type.default(true_divide_tensor_1, torch.float32);  true_divide_tensor_1 = None
        mul_tensor_5 = torch.ops.aten.mul.Tensor(mul_92, convert_element_type_default_4);  mul_92 = None
        neg_5 = torch.ops.aten.neg.default(mul_tensor_5)
        mul_95 = torch.ops.aten.mul.Tensor(neg_5, squeeze);  neg_5 = None
        mul_96 = torch.ops.aten.mul.Tensor(sum_11, squeeze_1);  sum_11 = squeeze_1 = None
        mul_tensor_6 = torch.ops.aten.mul.Tensor(mul_96, convert_element_type_default_4);  mul_96 = convert_element_type_default_4 = None
        sub_32 = torch.ops.aten.sub.Tensor(mul_95, mul_tensor_6);  mul_95 = mul_tensor_6 = None
        unsqueeze_25 = torch.ops.aten.unsqueeze.default(mul_89, -1);  mul_89 = None
        unsqueeze_26 = torch.ops.aten.unsqueeze.default(mul_tensor_5, -1);  mul_tensor_5 = None
        unsqueeze_27 = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        unsqueeze_28 = torch.ops.aten.unsqueeze.default(sub_32, -1);  sub_32 = None
        unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        view_20 = torch.ops.aten.view.default(mul_85, [primals_3, 4, 8, mul_7]);  mul_85 = mul_7 = None
        mul_98 = torch.ops.aten.mul.Tensor(view_20, unsqueeze_25);  view_20 = unsqueeze_25 = None
        mul_99 = torch.ops.aten.mul.Tensor(view, unsqueeze_27);  view = unsqueeze_27 = None
        add_64 = torch.ops.aten.add.Tensor(mul_98, mul_99);  mul_98 = mul_99 = None
        add_65 = torch.ops.aten.add.Tensor(add_64, unsqueeze_29);  add_64 = unsqueeze_29 = None
        view_22 = torch.ops.aten.view.default(add_65, [primals_3, 32, primals_4, primals_4]);  add_65 = primals_4 = None
        view_23 = torch.ops.aten.view.default(sum_8, [primals_3, 4, 8]);  sum_8 = None
        view_24 = torch.ops.aten.view.default(sum_9, [primals_3, 4, 8]);  primals_3 = None
        unsqueeze_30 = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
        mul_100 = torch.ops.aten.mul.Tensor(view_24, unsqueeze_30);  view_24 = unsqueeze_30 = None
        sub_33 = torch.ops.aten.sub.Tensor(view_23, mul_100);  view_23 = mul_100 = None
        mul_101 = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_24);  sub_33 = unsqueeze_24 = None
        sum_12 = torch.ops.aten.sum.dim_IntList(mul_101, [0]);  mul_101 = None
        view_25 = torch.ops.aten.view.default(sum_12, [32]);  sum_12 = None
        sum_13 = torch.ops.aten.sum.dim_IntList(sum_9, [0]);  sum_9 = None
        sum_14 = torch.ops.aten.sum.dim_IntList(view_22, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(view_22, primals_5, primals_1, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  view_22 = primals_5 = primals_1 = None
        getitem_8 = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_8, sum_14, None, None, None, view_25, sum_13, getitem_5, sum_7, view_14, sum_6)

def load_args(reader):
    reader.symint(2, expr='s33')  # primals_3
    reader.symint(16, expr='s69')  # primals_4
    reader.symint(16, expr='((s69**2)//s69)')  # sym_size_int_5
    buf0 = reader.storage(None, 9216, device=device(type='cuda', index=0))
    reader.tensor(buf0, (32, 8, 3, 3), is_leaf=True)  # primals_1
    buf1 = reader.storage(None, 4*s69 + 28*s69*s69 + 4*s69*((-1) + s69) + 32*s69*s69*((-1) + s33), device=device(type='cuda', index=0))
    reader.tensor(buf1, (s33, 8, s69, s69), is_leaf=True)  # primals_5
    buf2 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf2, (32,), is_leaf=True)  # primals_6
    buf3 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf3, (32,), is_leaf=True)  # primals_7
    buf4 = reader.storage(None, 36864, device=device(type='cuda', index=0))
    reader.tensor(buf4, (32, 32, 3, 3), is_leaf=True)  # primals_8
    buf5 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf5, (32,), is_leaf=True)  # primals_10
    buf6 = reader.storage(None, 128, device=device(type='cuda', index=0))
    reader.tensor(buf6, (32,), is_leaf=True)  # primals_11
    buf7 = reader.storage(None, 4*s69 + 124*s69*s69 + 4*s69*((-1) + s69) + 128*s69*s69*((-1) + s33), device=device(type='cuda', index=0))
    reader.tensor(buf7, (s33, 32, s69, s69), is_leaf=True)  # convolution
    buf8 = reader.storage(None, 16*s33, device=device(type='cuda', index=0))
    reader.tensor(buf8, (s33, 4, 1, 1), is_leaf=True)  # getitem_1
    buf9 = reader.storage(None, 16*s33, device=device(type='cuda', index=0))
    reader.tensor(buf9, (s33, 4, 1, 1), is_leaf=True)  # rsqrt
    buf10 = reader.storage(None, 128*s33*s69*((s69*s69) // s69), device=device(type='cuda', index=0))
    reader.tensor(buf10, (s33, 32, s69, ((s69**2)//s69)), is_leaf=True)  # div
    buf11 = reader.storage(None, 4*((s69*s69) // s69) + 4*((-1) + s69)*max(1, (s69*s69) // s69) + 124*s69*max(1, (s69*s69) // s69) + 128*s69*((-1) + s33)*max(1, (s69*s69) // s69), device=device(type='cuda', index=0))
    reader.tensor(buf11, (s33, 32, s69, ((s69**2)//s69)), is_leaf=True)  # convolution_1
    buf12 = reader.storage(None, 32*s33, device=device(type='cuda', index=0))
    reader.tensor(buf12, (s33, 8, 1, 1), is_leaf=True)  # getitem_3
    buf13 = reader.storage(None, 32*s33, device=device(type='cuda', index=0))
    reader.tensor(buf13, (s33, 8, 1, 1), is_leaf=True)  # rsqrt_1
    buf14 = reader.storage(None, 128*s33*s69*((s69*s69) // s69), device=device(type='cuda', index=0))
    reader.tensor(buf14, (s33, 32, s69, ((s69**2)//s69)), is_leaf=True)  # tangents_1
load_args._version = 0
mod = Repro()
if __name__ == '__main__':
    from torch._dynamo.repro.after_aot import run_repro
    with torch.no_grad():
        run_repro(mod, load_args, accuracy=False, command='run', save_dir=None, tracing_mode='symbolic', check_str=None)
        # To run it separately, do 
        # mod, args = run_repro(mod, load_args, accuracy=False, command='get_args', save_dir=None, tracing_mode='symbolic', check_str=None)
        # mod(*args)