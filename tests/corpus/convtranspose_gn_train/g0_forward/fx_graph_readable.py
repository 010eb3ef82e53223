class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8, 4, 4]", primals_2: "f32[8]", primals_3: "f32[2, 8, 6, 6]", primals_4: "f32[8]", primals_5: "f32[8]", primals_6: "f32[8, 8, 3, 3]", primals_7: "f32[8]"):
        # File: /work/main/tests/corpus/generate.py:3377 in forward, code: y = nn.functional.silu(self.gn(self.up(x)))
        convolution: "f32[2, 8, 12, 12]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [2, 2], [1, 1], [1, 1], True, [0, 0], 1);  primals_2 = None
        view: "f32[2, 4, 2, 144]" = torch.ops.aten.view.default(convolution, [2, 4, 2, 144])
        var_mean = torch.ops.aten.var_mean.correction(view, [2, 3], correction = 0, keepdim = True);  view = None
        getitem: "f32[2, 4, 1, 1]" = var_mean[0]
        getitem_1: "f32[2, 4, 1, 1]" = var_mean[1];  var_mean = None
        add: "f32[2, 4, 1, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[2, 4, 1, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        view_1: "f32[1, 4, 2, 1]" = torch.ops.aten.view.default(primals_4, [1, 4, 2, 1])
        mul: "f32[2, 4, 2, 1]" = torch.ops.aten.mul.Tensor(rsqrt, view_1);  view_1 = None
        neg: "f32[2, 4, 1, 1]" = torch.ops.aten.neg.default(getitem_1)
        mul_1: "f32[2, 4, 2, 1]" = torch.ops.aten.mul.Tensor(neg, mul);  neg = None
        view_2: "f32[1, 4, 2, 1]" = torch.ops.aten.view.default(primals_5, [1, 4, 2, 1])
        add_1: "f32[2, 4, 2, 1]" = torch.ops.aten.add.Tensor(mul_1, view_2);  mul_1 = view_2 = None
        as_strided: "f32[2, 8]" = torch.ops.aten.as_strided.default(mul, [2, 8], [8, 1]);  mul = None
        as_strided_1: "f32[2, 8]" = torch.ops.aten.as_strided.default(add_1, [2, 8], [8, 1]);  add_1 = None
        unsqueeze: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(as_strided, 2);  as_strided = None
        unsqueeze_1: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
        unsqueeze_2: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(as_strided_1, 2);  as_strided_1 = None
        unsqueeze_3: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None
        mul_2: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(convolution, unsqueeze_1);  unsqueeze_1 = None
        add_2: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(mul_2, unsqueeze_3);  mul_2 = unsqueeze_3 = None
        neg_1: "f32[2, 8, 12, 12]" = torch.ops.aten.neg.default(add_2)
        exp: "f32[2, 8, 12, 12]" = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        add_3: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(exp, 1);  exp = None
        div: "f32[2, 8, 12, 12]" = torch.ops.aten.div.Tensor(add_2, add_3);  add_2 = add_3 = None

        # File: /work/main/tests/corpus/generate.py:3378 in forward, code: return y + self.c(y) * torch.sigmoid(y.mean((2, 3), keepdim=True))
        convolution_1: "f32[2, 8, 12, 12]" = torch.ops.aten.convolution.default(div, primals_6, primals_7, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_7 = None
        mean: "f32[2, 8, 1, 1]" = torch.ops.aten.mean.dim(div, [2, 3], True)
        sigmoid: "f32[2, 8, 1, 1]" = torch.ops.aten.sigmoid.default(mean);  mean = None
        mul_3: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(convolution_1, sigmoid)
        add_4: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(div, mul_3);  mul_3 = None
        return (add_4, primals_1, primals_3, primals_4, primals_5, primals_6, convolution, getitem_1, rsqrt, div, convolution_1, sigmoid)
