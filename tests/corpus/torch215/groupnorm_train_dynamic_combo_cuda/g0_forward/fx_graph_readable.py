class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 8, 3, 3]", primals_2: "f32[32]", primals_3: "Sym(s33)", primals_4: "Sym(s69)", primals_5: "f32[s33, 8, s69, s69]", primals_6: "f32[32]", primals_7: "f32[32]", primals_8: "f32[32, 32, 3, 3]", primals_9: "f32[32]", primals_10: "f32[32]", primals_11: "f32[32]"):
        # No stacktrace found for following nodes
        convolution: "f32[s33, 32, s69, s69]" = torch.ops.aten.convolution.default(primals_5, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        mul_3: "Sym(s69**2)" = primals_4 * primals_4
        view: "f32[s33, 4, 8, s69**2]" = torch.ops.aten.view.default(convolution, [primals_3, 4, 8, mul_3]);  mul_3 = None
        var_mean = torch.ops.aten.var_mean.correction(view, [2, 3], correction = 0, keepdim = True)
        getitem: "f32[s33, 4, 1, 1]" = var_mean[0]
        getitem_1: "f32[s33, 4, 1, 1]" = var_mean[1];  var_mean = None
        add: "f32[s33, 4, 1, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[s33, 4, 1, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[s33, 4, 8, s69**2]" = torch.ops.aten.sub.Tensor(view, getitem_1);  view = None
        mul_11: "f32[s33, 4, 8, s69**2]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        view_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.view.default(mul_11, [primals_3, 32, primals_4, primals_4]);  mul_11 = None
        unsqueeze: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_6, 0)
        unsqueeze_1: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
        unsqueeze_2: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_12: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_7, 0)
        unsqueeze_4: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(mul_12, unsqueeze_5);  mul_12 = unsqueeze_5 = None
        neg: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.neg.default(add_1)
        exp: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.exp.default(neg);  neg = None
        add_2: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.div.Tensor(add_1, add_2);  add_1 = add_2 = None
        convolution_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.convolution.default(div, primals_8, primals_9, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_9 = None
        sym_size_int_5: "Sym(((s69**2)//s69))" = torch.ops.aten.sym_size.int(convolution_1, 3)
        mul_22: "Sym(s69*(((s69**2)//s69)))" = primals_4 * sym_size_int_5
        view_2: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.view.default(convolution_1, [primals_3, 8, 4, mul_22]);  mul_22 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(view_2, [2, 3], correction = 0, keepdim = True)
        getitem_2: "f32[s33, 8, 1, 1]" = var_mean_1[0]
        getitem_3: "f32[s33, 8, 1, 1]" = var_mean_1[1];  var_mean_1 = None
        add_3: "f32[s33, 8, 1, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1: "f32[s33, 8, 1, 1]" = torch.ops.aten.rsqrt.default(add_3);  add_3 = None
        sub_1: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.sub.Tensor(view_2, getitem_3);  view_2 = None
        mul_30: "f32[s33, 8, 4, s69*(((s69**2)//s69))]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        view_3: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.view.default(mul_30, [primals_3, 32, primals_4, sym_size_int_5]);  mul_30 = None
        unsqueeze_6: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_10, 0)
        unsqueeze_7: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
        unsqueeze_8: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 3);  unsqueeze_7 = None
        mul_31: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.mul.Tensor(view_3, unsqueeze_8);  view_3 = unsqueeze_8 = None
        unsqueeze_9: "f32[1, 32]" = torch.ops.aten.unsqueeze.default(primals_11, 0)
        unsqueeze_10: "f32[1, 32, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, 2);  unsqueeze_9 = None
        unsqueeze_11: "f32[1, 32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, 3);  unsqueeze_10 = None
        add_4: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(mul_31, unsqueeze_11);  mul_31 = unsqueeze_11 = None
        neg_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.neg.default(add_4)
        exp_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        add_5: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.add.Tensor(exp_1, 1);  exp_1 = None
        div_1: "f32[s33, 32, s69, ((s69**2)//s69)]" = torch.ops.aten.div.Tensor(add_4, add_5);  add_4 = add_5 = None
        return (div_1, primals_1, primals_5, primals_6, primals_7, primals_8, primals_10, primals_11, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, primals_3, primals_4, sym_size_int_5)
