class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "Sym(s33)", primals_4: "Sym(s69)", mul_73: "Sym(16*s33*s69**2)", primals_1: "f32[16, 3, 3, 3]", primals_5: "f32[s33, 3, s69, s69]", primals_9: "f32[16]", primals_11: "f32[16, 16, 3, 3]", primals_16: "f32[16]", convolution: "f32[s33, 16, s69, s69]", squeeze_1: "f32[16]", relu: "f32[s33, 16, s69, s69]", convolution_1: "f32[s33, 16, s69, s69]", squeeze_4: "f32[16]", le_2: "b8[s33, 16, s69, s69]", unsqueeze_10: "f32[1, 16, 1, 1]", unsqueeze_22: "f32[1, 16, 1, 1]", tangents_1: "f32[s33, 16, s69, s69]"):
        # No stacktrace found for following nodes
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[s33, 16, s69, s69]" = torch.ops.aten.where.self(le_2, full_default, tangents_1);  le_2 = tangents_1 = None
        sum_1: "f32[16]" = torch.ops.aten.sum.dim_IntList(where, [0, 2, 3])
        sub_28: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_10);  convolution_1 = unsqueeze_10 = None
        mul_70: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(where, sub_28)
        sum_2: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_70, [0, 2, 3]);  mul_70 = None
        truediv_4: "Sym(IntTrueDiv(16*s33*s69**2, 16))" = mul_73 / 16;  mul_73 = None
        truediv_5: "Sym(FloatTrueDiv(1.0, IntTrueDiv(16*s33*s69**2, 16)))" = 1.0 / truediv_4;  truediv_4 = None
        mul_74: "f32[16]" = torch.ops.aten.mul.Tensor(sum_1, truediv_5)
        unsqueeze_11: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_74, 0);  mul_74 = None
        unsqueeze_12: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_11, 2);  unsqueeze_11 = None
        unsqueeze_13: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, 3);  unsqueeze_12 = None
        mul_75: "f32[16]" = torch.ops.aten.mul.Tensor(sum_2, truediv_5)
        mul_76: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_4, squeeze_4)
        mul_77: "f32[16]" = torch.ops.aten.mul.Tensor(mul_75, mul_76);  mul_75 = mul_76 = None
        unsqueeze_14: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_77, 0);  mul_77 = None
        unsqueeze_15: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, 2);  unsqueeze_14 = None
        unsqueeze_16: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_15, 3);  unsqueeze_15 = None
        mul_78: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_4, primals_16);  primals_16 = None
        unsqueeze_17: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_78, 0);  mul_78 = None
        unsqueeze_18: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_17, 2);  unsqueeze_17 = None
        unsqueeze_19: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, 3);  unsqueeze_18 = None
        mul_79: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(sub_28, unsqueeze_16);  sub_28 = unsqueeze_16 = None
        sub_30: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(where, mul_79);  where = mul_79 = None
        sub_31: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(sub_30, unsqueeze_13);  sub_30 = unsqueeze_13 = None
        mul_80: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(sub_31, unsqueeze_19);  sub_31 = unsqueeze_19 = None
        mul_81: "f32[16]" = torch.ops.aten.mul.Tensor(sum_2, squeeze_4);  sum_2 = squeeze_4 = None
        sum_3: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_80, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_80, relu, primals_11, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_80 = primals_11 = None
        getitem_4: "f32[s33, 16, s69, s69]" = convolution_backward[0]
        getitem_5: "f32[16, 16, 3, 3]" = convolution_backward[1];  convolution_backward = None
        le_3: "b8[s33, 16, s69, s69]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        where_1: "f32[s33, 16, s69, s69]" = torch.ops.aten.where.self(le_3, full_default, getitem_4);  le_3 = full_default = getitem_4 = None
        sum_4: "f32[16]" = torch.ops.aten.sum.dim_IntList(where_1, [0, 2, 3])
        sub_32: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_22);  convolution = unsqueeze_22 = None
        mul_82: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(where_1, sub_32)
        sum_5: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_82, [0, 2, 3]);  mul_82 = None
        mul_86: "f32[16]" = torch.ops.aten.mul.Tensor(sum_4, truediv_5)
        unsqueeze_23: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_86, 0);  mul_86 = None
        unsqueeze_24: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_23, 2);  unsqueeze_23 = None
        unsqueeze_25: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, 3);  unsqueeze_24 = None
        mul_87: "f32[16]" = torch.ops.aten.mul.Tensor(sum_5, truediv_5);  truediv_5 = None
        mul_88: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_1, squeeze_1)
        mul_89: "f32[16]" = torch.ops.aten.mul.Tensor(mul_87, mul_88);  mul_87 = mul_88 = None
        unsqueeze_26: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_89, 0);  mul_89 = None
        unsqueeze_27: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, 2);  unsqueeze_26 = None
        unsqueeze_28: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_27, 3);  unsqueeze_27 = None
        mul_90: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_1, primals_9);  primals_9 = None
        unsqueeze_29: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_90, 0);  mul_90 = None
        unsqueeze_30: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_29, 2);  unsqueeze_29 = None
        unsqueeze_31: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, 3);  unsqueeze_30 = None
        mul_91: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(sub_32, unsqueeze_28);  sub_32 = unsqueeze_28 = None
        sub_34: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(where_1, mul_91);  where_1 = mul_91 = None
        sub_35: "f32[s33, 16, s69, s69]" = torch.ops.aten.sub.Tensor(sub_34, unsqueeze_25);  sub_34 = unsqueeze_25 = None
        mul_92: "f32[s33, 16, s69, s69]" = torch.ops.aten.mul.Tensor(sub_35, unsqueeze_31);  sub_35 = unsqueeze_31 = None
        mul_93: "f32[16]" = torch.ops.aten.mul.Tensor(sum_5, squeeze_1);  sum_5 = squeeze_1 = None
        sum_6: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_92, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_92, primals_5, primals_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_92 = primals_5 = primals_1 = None
        getitem_8: "f32[16, 3, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_8, sum_6, None, None, None, None, None, None, mul_93, sum_4, getitem_5, sum_3, None, None, None, mul_81, sum_1)
