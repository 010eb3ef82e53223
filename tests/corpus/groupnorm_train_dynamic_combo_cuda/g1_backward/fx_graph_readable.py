class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "Sym(s33)", primals_4: "Sym(s69)", sym_size_int_5: "Sym(((s69**2)//s69))", primals_1: "f32[32, 8, 3, 3]", primals_5: "f32[s33, 8, s69, s69]", primals_6: "f32[32]", primals_7: "f32[32]", primals_8: "f32[32, 32, 3, 3]", primals_10: "f32[32]", primals_11: "f32[32]", convolution: "f32[s33, 32, s69, s69]", getitem_1: "f32[s33, 4, 1, 1]", rsqrt: "f32[s33, 4, 1, 1]", div: "f32[s33, 32, s69, ((s69**2)//s69)]", convolution_1: "f32[s33, 32, s69, ((s69**2)//s69)]", getitem_3: "f32[s33, 8, 1, 1]", rsqrt_1: "f32[s33, 8, 1, 1]", tangents_1: "f32[s33, 32, s69, ((s69**2)//s69)]"):
        # No stacktrace found for following nodes
        mul_39: "Sym(s69*(((s69**2)//s69)))" = primals_4 * sym_size_int_5
        view_2: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(convolution_1, [primals_3, 8, 4, mul_39])
        sub_17: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.sub.Tensor(view_2, getitem_3)
        mul_46: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.mul.Tensor(sub_17, rsqrt_1);  sub_17 = None
        view_3: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.view.default(mul_46, [primals_3, 32, primals_4, sym_size_int_5]);  mul_46 = None
        unsqueeze_6: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_10, 0)
        unsqueeze_7: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2)
        unsqueeze_8: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 3);  unsqueeze_7 = None
        mul_47: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(view_3, unsqueeze_8);  view_3 = unsqueeze_8 = None
        unsqueeze_9: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_11, 0);  primals_11 = None
        unsqueeze_10: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, 2);  unsqueeze_9 = None
        unsqueeze_11: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, 3);  unsqueeze_10 = None
        add_36: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(mul_47, unsqueeze_11);  mul_47 = unsqueeze_11 = None
        sigmoid: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.sigmoid.default(add_36)
        mul_64: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(tangents_1, sigmoid);  tangents_1 = None
        sub_28: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.sub.Tensor(1, sigmoid);  sigmoid = None
        mul_65: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(add_36, sub_28);  add_36 = sub_28 = None
        add_60: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(mul_65, 1);  mul_65 = None
        mul_66: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(mul_64, add_60);  mul_64 = add_60 = None
        mul_67: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(mul_66, convolution_1);  convolution_1 = None
        view_4: "f32[s33, 32, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(mul_67, [primals_3, 32, mul_39]);  mul_67 = None
        sum_1: "f32[s33, 32]" = torch.ops.aten.sum.dim_IntList(view_4, [2]);  view_4 = None
        view_5: "f32[s33, 32, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(mul_66, [primals_3, 32, mul_39])
        sum_2: "f32[s33, 32]" = torch.ops.aten.sum.dim_IntList(view_5, [2]);  view_5 = None
        mul_68: "f32[s33, 32]" = torch.ops.aten.mul.Tensor(sum_1, unsqueeze_6)
        view_6: "f32[s33, 8, 4]" = torch.ops.aten.view.default(mul_68, [primals_3, 8, 4]);  mul_68 = None
        sum_3: "f32[s33, 8]" = torch.ops.aten.sum.dim_IntList(view_6, [2]);  view_6 = None
        mul_69: "f32[s33, 32]" = torch.ops.aten.mul.Tensor(sum_2, unsqueeze_6);  unsqueeze_6 = None
        view_7: "f32[s33, 8, 4]" = torch.ops.aten.view.default(mul_69, [primals_3, 8, 4]);  mul_69 = None
        sum_4: "f32[s33, 8]" = torch.ops.aten.sum.dim_IntList(view_7, [2]);  view_7 = None
        squeeze_3: "f32[s33, 8]" = torch.ops.aten.squeeze.dims(rsqrt_1, [2, 3]);  rsqrt_1 = None
        unsqueeze_14: "f32[s33, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_3, -1)
        view_8: "f32[1, 8, 4]" = torch.ops.aten.view.default(primals_10, [1, 8, 4]);  primals_10 = None
        mul_70: "f32[s33, 8, 4]" = torch.ops.aten.mul.Tensor(unsqueeze_14, view_8);  view_8 = None
        neg_2: "f32[s33, 8]" = torch.ops.aten.neg.default(sum_3);  sum_3 = None
        squeeze_2: "f32[s33, 8]" = torch.ops.aten.squeeze.dims(getitem_3, [2, 3]);  getitem_3 = None
        addcmul: "f32[s33, 8]" = torch.ops.aten.addcmul.default(neg_2, sum_4, squeeze_2);  neg_2 = None
        mul_71: "f32[s33, 8]" = torch.ops.aten.mul.Tensor(addcmul, squeeze_3);  addcmul = None
        mul_72: "f32[s33, 8]" = torch.ops.aten.mul.Tensor(mul_71, squeeze_3);  mul_71 = None
        mul_73: "f32[s33, 8]" = torch.ops.aten.mul.Tensor(mul_72, squeeze_3);  mul_72 = None
        full_default: "f64[]" = torch.ops.aten.full.default([], 1.0, dtype = torch.float64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        full_default_1: "i64[]" = torch.ops.aten.full.default([], 4, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        scalar_tensor_default_2: "f32[]" = torch.ops.aten.scalar_tensor.default(primals_4)
        full_default_2: "i64[]" = torch.ops.aten.full.default([], 2, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        pow_tensor_tensor: "f32[]" = torch.ops.aten.pow.Tensor_Tensor(scalar_tensor_default_2, full_default_2);  full_default_2 = None
        div_tensor_mode: "f32[]" = torch.ops.aten.div.Tensor_mode(pow_tensor_tensor, scalar_tensor_default_2, rounding_mode = 'floor')
        mul_tensor: "f32[]" = torch.ops.aten.mul.Tensor(full_default_1, scalar_tensor_default_2);  full_default_1 = scalar_tensor_default_2 = None
        mul_tensor_1: "f32[]" = torch.ops.aten.mul.Tensor(mul_tensor, div_tensor_mode);  mul_tensor = div_tensor_mode = None
        convert_element_type_default: "f64[]" = torch.ops.prims.convert_element_type.default(mul_tensor_1, torch.float64);  mul_tensor_1 = None
        true_divide_tensor: "f64[]" = torch.ops.aten.true_divide.Tensor(full_default, convert_element_type_default);  convert_element_type_default = None
        convert_element_type_default_1: "f32[]" = torch.ops.prims.convert_element_type.default(true_divide_tensor, torch.float32);  true_divide_tensor = None
        mul_tensor_2: "f32[s33, 8]" = torch.ops.aten.mul.Tensor(mul_73, convert_element_type_default_1);  mul_73 = None
        neg_3: "f32[s33, 8]" = torch.ops.aten.neg.default(mul_tensor_2)
        mul_76: "f32[s33, 8]" = torch.ops.aten.mul.Tensor(neg_3, squeeze_2);  neg_3 = None
        mul_77: "f32[s33, 8]" = torch.ops.aten.mul.Tensor(sum_4, squeeze_3);  sum_4 = squeeze_3 = None
        mul_tensor_3: "f32[s33, 8]" = torch.ops.aten.mul.Tensor(mul_77, convert_element_type_default_1);  mul_77 = convert_element_type_default_1 = None
        sub_29: "f32[s33, 8]" = torch.ops.aten.sub.Tensor(mul_76, mul_tensor_3);  mul_76 = mul_tensor_3 = None
        unsqueeze_15: "f32[s33, 8, 4, 1]" = torch.ops.aten.unsqueeze.default(mul_70, -1);  mul_70 = None
        unsqueeze_16: "f32[s33, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_tensor_2, -1);  mul_tensor_2 = None
        unsqueeze_17: "f32[s33, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_16, -1);  unsqueeze_16 = None
        unsqueeze_18: "f32[s33, 8, 1]" = torch.ops.aten.unsqueeze.default(sub_29, -1);  sub_29 = None
        unsqueeze_19: "f32[s33, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, -1);  unsqueeze_18 = None
        view_9: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(mul_66, [primals_3, 8, 4, mul_39]);  mul_66 = mul_39 = None
        mul_79: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.mul.Tensor(view_9, unsqueeze_15);  view_9 = unsqueeze_15 = None
        mul_80: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.mul.Tensor(view_2, unsqueeze_17);  view_2 = unsqueeze_17 = None
        add_61: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.add.Tensor(mul_79, mul_80);  mul_79 = mul_80 = None
        add_62: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.add.Tensor(add_61, unsqueeze_19);  add_61 = unsqueeze_19 = None
        view_11: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.view.default(add_62, [primals_3, 32, primals_4, sym_size_int_5]);  add_62 = sym_size_int_5 = None
        view_12: "f32[s33, 8, 4]" = torch.ops.aten.view.default(sum_1, [primals_3, 8, 4]);  sum_1 = None
        view_13: "f32[s33, 8, 4]" = torch.ops.aten.view.default(sum_2, [primals_3, 8, 4])
        unsqueeze_20: "f32[s33, 8, 1]" = torch.ops.aten.unsqueeze.default(squeeze_2, -1);  squeeze_2 = None
        mul_81: "f32[s33, 8, 4]" = torch.ops.aten.mul.Tensor(view_13, unsqueeze_20);  view_13 = unsqueeze_20 = None
        sub_30: "f32[s33, 8, 4]" = torch.ops.aten.sub.Tensor(view_12, mul_81);  view_12 = mul_81 = None
        mul_82: "f32[s33, 8, 4]" = torch.ops.aten.mul.Tensor(sub_30, unsqueeze_14);  sub_30 = unsqueeze_14 = None
        sum_5: "f32[8, 4]" = torch.ops.aten.sum.dim_IntList(mul_82, [0]);  mul_82 = None
        view_14: "f32[32]" = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
        sum_6: "f32[32]" = torch.ops.aten.sum.dim_IntList(sum_2, [0]);  sum_2 = None
        sum_7: "f32[32]" = torch.ops.aten.sum.dim_IntList(view_11, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(view_11, div, primals_8, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  view_11 = div = primals_8 = None
        getitem_4: "f32[s33, 32, s69, ((s69**2)//s69)]" = convolution_backward[0]
        getitem_5: "f32[32, 32, 3, 3]" = convolution_backward[1];  convolution_backward = None
        mul_7: "Sym(s69**2)" = primals_4 * primals_4
        view: "f32[s33, 4, 8, s69**2]" = torch.ops.aten.view.default(convolution, [primals_3, 4, 8, mul_7])
        sub_3: "f32[s33, 4, 8, s69**2]" = torch.ops.aten.sub.Tensor(view, getitem_1)
        mul_14: "f32[s33, 4, 8, s69**2]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt);  sub_3 = None
        view_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.view.default(mul_14, [primals_3, 32, primals_4, primals_4]);  mul_14 = None
        unsqueeze: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_6, 0)
        unsqueeze_1: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2)
        unsqueeze_2: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_15: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_7, 0);  primals_7 = None
        unsqueeze_4: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_6: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(mul_15, unsqueeze_5);  mul_15 = unsqueeze_5 = None
        sigmoid_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.sigmoid.default(add_6)
        mul_83: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(getitem_4, sigmoid_1);  getitem_4 = None
        sub_31: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.sub.Tensor(1, sigmoid_1);  sigmoid_1 = None
        mul_84: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(add_6, sub_31);  add_6 = sub_31 = None
        add_63: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(mul_84, 1);  mul_84 = None
        mul_85: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(mul_83, add_63);  mul_83 = add_63 = None
        mul_86: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(mul_85, convolution);  convolution = None
        view_15: "f32[s33, 32, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(mul_86, [primals_3, 32, mul_7]);  mul_86 = None
        sum_8: "f32[s33, 32]" = torch.ops.aten.sum.dim_IntList(view_15, [2]);  view_15 = None
        view_16: "f32[s33, 32, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(mul_85, [primals_3, 32, mul_7])
        sum_9: "f32[s33, 32]" = torch.ops.aten.sum.dim_IntList(view_16, [2]);  view_16 = None
        mul_87: "f32[s33, 32]" = torch.ops.aten.mul.Tensor(sum_8, unsqueeze)
        view_17: "f32[s33, 4, 8]" = torch.ops.aten.view.default(mul_87, [primals_3, 4, 8]);  mul_87 = None
        sum_10: "f32[s33, 4]" = torch.ops.aten.sum.dim_IntList(view_17, [2]);  view_17 = None
        mul_88: "f32[s33, 32]" = torch.ops.aten.mul.Tensor(sum_9, unsqueeze);  unsqueeze = None
        view_18: "f32[s33, 4, 8]" = torch.ops.aten.view.default(mul_88, [primals_3, 4, 8]);  mul_88 = None
        sum_11: "f32[s33, 4]" = torch.ops.aten.sum.dim_IntList(view_18, [2]);  view_18 = None
        squeeze_1: "f32[s33, 4]" = torch.ops.aten.squeeze.dims(rsqrt, [2, 3]);  rsqrt = None
        unsqueeze_24: "f32[s33, 4, 1]" = torch.ops.aten.unsqueeze.default(squeeze_1, -1)
        view_19: "f32[1, 4, 8]" = torch.ops.aten.view.default(primals_6, [1, 4, 8]);  primals_6 = None
        mul_89: "f32[s33, 4, 8]" = torch.ops.aten.mul.Tensor(unsqueeze_24, view_19);  view_19 = None
        neg_4: "f32[s33, 4]" = torch.ops.aten.neg.default(sum_10);  sum_10 = None
        squeeze: "f32[s33, 4]" = torch.ops.aten.squeeze.dims(getitem_1, [2, 3]);  getitem_1 = None
        addcmul_1: "f32[s33, 4]" = torch.ops.aten.addcmul.default(neg_4, sum_11, squeeze);  neg_4 = None
        mul_90: "f32[s33, 4]" = torch.ops.aten.mul.Tensor(addcmul_1, squeeze_1);  addcmul_1 = None
        mul_91: "f32[s33, 4]" = torch.ops.aten.mul.Tensor(mul_90, squeeze_1);  mul_90 = None
        mul_92: "f32[s33, 4]" = torch.ops.aten.mul.Tensor(mul_91, squeeze_1);  mul_91 = None
        full_default_4: "i64[]" = torch.ops.aten.full.default([], 8, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        mul_tensor_4: "f32[]" = torch.ops.aten.mul.Tensor(full_default_4, pow_tensor_tensor);  full_default_4 = pow_tensor_tensor = None
        convert_element_type_default_3: "f64[]" = torch.ops.prims.convert_element_type.default(mul_tensor_4, torch.float64);  mul_tensor_4 = None
        true_divide_tensor_1: "f64[]" = torch.ops.aten.true_divide.Tensor(full_default, convert_element_type_default_3);  full_default = convert_element_type_default_3 = None
        convert_element_type_default_4: "f32[]" = torch.ops.prims.convert_element_type.default(true_divide_tensor_1, torch.float32);  true_divide_tensor_1 = None
        mul_tensor_5: "f32[s33, 4]" = torch.ops.aten.mul.Tensor(mul_92, convert_element_type_default_4);  mul_92 = None
        neg_5: "f32[s33, 4]" = torch.ops.aten.neg.default(mul_tensor_5)
        mul_95: "f32[s33, 4]" = torch.ops.aten.mul.Tensor(neg_5, squeeze);  neg_5 = None
        mul_96: "f32[s33, 4]" = torch.ops.aten.mul.Tensor(sum_11, squeeze_1);  sum_11 = squeeze_1 = None
        mul_tensor_6: "f32[s33, 4]" = torch.ops.aten.mul.Tensor(mul_96, convert_element_type_default_4);  mul_96 = convert_element_type_default_4 = None
        sub_32: "f32[s33, 4]" = torch.ops.aten.sub.Tensor(mul_95, mul_tensor_6);  mul_95 = mul_tensor_6 = None
        unsqueeze_25: "f32[s33, 4, 8, 1]" = torch.ops.aten.unsqueeze.default(mul_89, -1);  mul_89 = None
        unsqueeze_26: "f32[s33, 4, 1]" = torch.ops.aten.unsqueeze.default(mul_tensor_5, -1);  mul_tensor_5 = None
        unsqueeze_27: "f32[s33, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, -1);  unsqueeze_26 = None
        unsqueeze_28: "f32[s33, 4, 1]" = torch.ops.aten.unsqueeze.default(sub_32, -1);  sub_32 = None
        unsqueeze_29: "f32[s33, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_28, -1);  unsqueeze_28 = None
        view_20: "f32[s33, 4, 8, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(mul_85, [primals_3, 4, 8, mul_7]);  mul_85 = mul_7 = None
        mul_98: "f32[s33, 4, 8, s69*(((s69**2)//s69))]" = torch.ops.aten.mul.Tensor(view_20, unsqueeze_25);  view_20 = unsqueeze_25 = None
        mul_99: "f32[s33, 4, 8, s69**2]" = torch.ops.aten.mul.Tensor(view, unsqueeze_27);  view = unsqueeze_27 = None
        add_64: "f32[s33, 4, 8, s69*(((s69**2)//s69))]" = torch.ops.aten.add.Tensor(mul_98, mul_99);  mul_98 = mul_99 = None
        add_65: "f32[s33, 4, 8, s69*(((s69**2)//s69))]" = torch.ops.aten.add.Tensor(add_64, unsqueeze_29);  add_64 = unsqueeze_29 = None
        view_22: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.view.default(add_65, [primals_3, 32, primals_4, primals_4]);  add_65 = primals_4 = None
        view_23: "f32[s33, 4, 8]" = torch.ops.aten.view.default(sum_8, [primals_3, 4, 8]);  sum_8 = None
        view_24: "f32[s33, 4, 8]" = torch.ops.aten.view.default(sum_9, [primals_3, 4, 8]);  primals_3 = None
        unsqueeze_30: "f32[s33, 4, 1]" = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
        mul_100: "f32[s33, 4, 8]" = torch.ops.aten.mul.Tensor(view_24, unsqueeze_30);  view_24 = unsqueeze_30 = None
        sub_33: "f32[s33, 4, 8]" = torch.ops.aten.sub.Tensor(view_23, mul_100);  view_23 = mul_100 = None
        mul_101: "f32[s33, 4, 8]" = torch.ops.aten.mul.Tensor(sub_33, unsqueeze_24);  sub_33 = unsqueeze_24 = None
        sum_12: "f32[4, 8]" = torch.ops.aten.sum.dim_IntList(mul_101, [0]);  mul_101 = None
        view_25: "f32[32]" = torch.ops.aten.view.default(sum_12, [32]);  sum_12 = None
        sum_13: "f32[32]" = torch.ops.aten.sum.dim_IntList(sum_9, [0]);  sum_9 = None
        sum_14: "f32[32]" = torch.ops.aten.sum.dim_IntList(view_22, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(view_22, primals_5, primals_1, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  view_22 = primals_5 = primals_1 = None
        getitem_8: "f32[32, 8, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_8, sum_14, None, None, None, view_25, sum_13, getitem_5, sum_7, view_14, sum_6)
