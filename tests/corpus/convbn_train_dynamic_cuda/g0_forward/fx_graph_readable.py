class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 3, 3, 3]", primals_2: "f32[16]", primals_3: "Sym(s33)", primals_4: "Sym(s69)", primals_5: "f32[s33, 3, s69, s69]", primals_6: "i64[]", primals_7: "f32[16]", primals_8: "f32[16]", primals_9: "f32[16]", primals_10: "f32[16]", primals_11: "f32[16, 16, 3, 3]", primals_12: "f32[16]", primals_13: "i64[]", primals_14: "f32[16]", primals_15: "f32[16]", primals_16: "f32[16]", primals_17: "f32[16]"):
        # No stacktrace found for following nodes
        convolution: "f32[s33, 16, s69, s69]" = torch.ops.aten.convolution.default(primals_5, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        add_5: "i64[]" = torch.ops.aten.add.Tensor(primals_6, 1)
        var_mean = torch.ops.aten.var_mean.correction(convolution, [0, 2, 3], correction = 0, keepdim = True)
        getitem: "f32[1, 16, 1, 1]" = var_mean[0]
        getitem_1: "f32[1, 16, 1, 1]" = var_mean[1];  var_mean = None
        add_6: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt: "f32[1, 16, 1, 1]" = torch.ops.aten.rsqrt.default(add_6);  add_6 = None
        sub_3: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul_16: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(sub_3, rsqrt);  sub_3 = None
        squeeze: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3]);  getitem_1 = None
        squeeze_1: "f32[16]" = torch.ops.aten.squeeze.dims(rsqrt, [0, 2, 3]);  rsqrt = None
        mul_17: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze, 0.1)
        mul_18: "f32[16]" = torch.ops.aten.mul.Tensor(primals_7, 0.9)
        add_7: "f32[16]" = torch.ops.aten.add.Tensor(mul_17, mul_18);  mul_17 = mul_18 = None
        sym_numel_default: "Sym(16*s33*s69**2)" = torch.ops.aten.sym_numel.default(convolution)
        truediv: "Sym(IntTrueDiv(16*s33*s69**2, 16))" = sym_numel_default / 16;  sym_numel_default = None
        squeeze_2: "f32[16]" = torch.ops.aten.squeeze.dims(getitem, [0, 2, 3]);  getitem = None
        sub_4: "Sym((IntTrueDiv(16*s33*s69**2, 16)) - 1.0)" = truediv - 1.0
        truediv_1: "Sym(FloatTrueDiv(IntTrueDiv(16*s33*s69**2, 16), (IntTrueDiv(16*s33*s69**2, 16)) - 1.0))" = truediv / sub_4;  truediv = sub_4 = None
        mul_19: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_2, truediv_1);  squeeze_2 = truediv_1 = None
        mul_20: "f32[16]" = torch.ops.aten.mul.Tensor(mul_19, 0.1);  mul_19 = None
        mul_21: "f32[16]" = torch.ops.aten.mul.Tensor(primals_8, 0.9)
        add_8: "f32[16]" = torch.ops.aten.add.Tensor(mul_20, mul_21);  mul_20 = mul_21 = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_9, -1)
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_22: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(mul_16, unsqueeze_1);  mul_16 = unsqueeze_1 = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_10, -1);  primals_10 = None
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_9: "f32[s33, 16, s69, s69]" = torch.ops.aten.add.Tensor(mul_22, unsqueeze_3);  mul_22 = unsqueeze_3 = None
        relu: "f32[s33, 16, s69, s69]" = torch.ops.aten.relu.default(add_9);  add_9 = None
        convolution_1: "f32[s33, 16, s69, s69]" = torch.ops.aten.convolution.default(relu, primals_11, primals_12, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_12 = None
        add_30: "i64[]" = torch.ops.aten.add.Tensor(primals_13, 1)
        var_mean_1 = torch.ops.aten.var_mean.correction(convolution_1, [0, 2, 3], correction = 0, keepdim = True)
        getitem_2: "f32[1, 16, 1, 1]" = var_mean_1[0]
        getitem_3: "f32[1, 16, 1, 1]" = var_mean_1[1];  var_mean_1 = None
        add_31: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05)
        rsqrt_1: "f32[1, 16, 1, 1]" = torch.ops.aten.rsqrt.default(add_31);  add_31 = None
        sub_17: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(convolution_1, getitem_3)
        mul_51: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(sub_17, rsqrt_1);  sub_17 = None
        squeeze_3: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_3, [0, 2, 3]);  getitem_3 = None
        squeeze_4: "f32[16]" = torch.ops.aten.squeeze.dims(rsqrt_1, [0, 2, 3]);  rsqrt_1 = None
        mul_52: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_3, 0.1)
        mul_53: "f32[16]" = torch.ops.aten.mul.Tensor(primals_14, 0.9)
        add_32: "f32[16]" = torch.ops.aten.add.Tensor(mul_52, mul_53);  mul_52 = mul_53 = None
        sym_numel_default_1: "Sym(16*s33*s69**2)" = torch.ops.aten.sym_numel.default(convolution_1)
        truediv_2: "Sym(IntTrueDiv(16*s33*s69**2, 16))" = sym_numel_default_1 / 16;  sym_numel_default_1 = None
        squeeze_5: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_2, [0, 2, 3]);  getitem_2 = None
        sub_18: "Sym((IntTrueDiv(16*s33*s69**2, 16)) - 1.0)" = truediv_2 - 1.0
        truediv_3: "Sym(FloatTrueDiv(IntTrueDiv(16*s33*s69**2, 16), (IntTrueDiv(16*s33*s69**2, 16)) - 1.0))" = truediv_2 / sub_18;  truediv_2 = sub_18 = None
        mul_54: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_5, truediv_3);  squeeze_5 = truediv_3 = None
        mul_55: "f32[16]" = torch.ops.aten.mul.Tensor(mul_54, 0.1);  mul_54 = None
        mul_56: "f32[16]" = torch.ops.aten.mul.Tensor(primals_15, 0.9)
        add_33: "f32[16]" = torch.ops.aten.add.Tensor(mul_55, mul_56);  mul_55 = mul_56 = None
        unsqueeze_4: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_16, -1)
        unsqueeze_5: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_57: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(mul_51, unsqueeze_5);  mul_51 = unsqueeze_5 = None
        unsqueeze_6: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_17, -1);  primals_17 = None
        unsqueeze_7: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_34: "f32[s33, 16, s69, s69]" = torch.ops.aten.add.Tensor(mul_57, unsqueeze_7);  mul_57 = unsqueeze_7 = None
        relu_1: "f32[s33, 16, s69, s69]" = torch.ops.aten.relu.default(add_34);  add_34 = None
        le_2: "b8[s33, 16, s69, s69]" = torch.ops.aten.le.Scalar(relu_1, 0)
        unsqueeze_8: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(squeeze_3, 0);  squeeze_3 = None
        unsqueeze_9: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, 2);  unsqueeze_8 = None
        unsqueeze_10: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, 3);  unsqueeze_9 = None
        mul_71: "Sym(16*s33)" = primals_3 * 16
        mul_72: "Sym(16*s33*s69)" = mul_71 * primals_4;  mul_71 = None
        mul_73: "Sym(16*s33*s69**2)" = mul_72 * primals_4;  mul_72 = None
        unsqueeze_20: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(squeeze, 0);  squeeze = None
        unsqueeze_21: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, 2);  unsqueeze_20 = None
        unsqueeze_22: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_21, 3);  unsqueeze_21 = None
        copy_: "i64[]" = torch.ops.aten.copy_.default(primals_6, add_5);  primals_6 = add_5 = copy_ = None
        copy__1: "f32[16]" = torch.ops.aten.copy_.default(primals_7, add_7);  primals_7 = add_7 = copy__1 = None
        copy__2: "f32[16]" = torch.ops.aten.copy_.default(primals_8, add_8);  primals_8 = add_8 = copy__2 = None
        copy__3: "i64[]" = torch.ops.aten.copy_.default(primals_13, add_30);  primals_13 = add_30 = copy__3 = None
        copy__4: "f32[16]" = torch.ops.aten.copy_.default(primals_14, add_32);  primals_14 = add_32 = copy__4 = None
        copy__5: "f32[16]" = torch.ops.aten.copy_.default(primals_15, add_33);  primals_15 = add_33 = copy__5 = None
        return (relu_1, primals_1, primals_5, primals_9, primals_11, primals_16, convolution, squeeze_1, relu, convolution_1, squeeze_4, le_2, unsqueeze_10, unsqueeze_22, primals_3, primals_4, mul_73)
