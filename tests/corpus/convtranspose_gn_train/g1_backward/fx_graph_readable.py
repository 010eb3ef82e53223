class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8, 4, 4]", primals_3: "f32[2, 8, 6, 6]", primals_4: "f32[8]", primals_5: "f32[8]", primals_6: "f32[8, 8, 3, 3]", convolution: "f32[2, 8, 12, 12]", getitem_1: "f32[2, 4, 1, 1]", rsqrt: "f32[2, 4, 1, 1]", div: "f32[2, 8, 12, 12]", convolution_1: "f32[2, 8, 12, 12]", sigmoid: "f32[2, 8, 1, 1]", tangents_1: "f32[2, 8, 12, 12]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3378 in forward, code: return y + self.c(y) * torch.sigmoid(y.mean((2, 3), keepdim=True))
        mul_4: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(tangents_1, convolution_1);  convolution_1 = None
        mul_5: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(tangents_1, sigmoid)
        sum_1: "f32[2, 8, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_4, [2, 3], True);  mul_4 = None
        sub: "f32[2, 8, 1, 1]" = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul_6: "f32[2, 8, 1, 1]" = torch.ops.aten.mul.Tensor(sigmoid, sub);  sigmoid = sub = None
        mul_7: "f32[2, 8, 1, 1]" = torch.ops.aten.mul.Tensor(sum_1, mul_6);  sum_1 = mul_6 = None
        expand: "f32[2, 8, 12, 12]" = torch.ops.aten.expand.default(mul_7, [2, 8, 12, 12]);  mul_7 = None
        div_1: "f32[2, 8, 12, 12]" = torch.ops.aten.div.Scalar(expand, 144);  expand = None
        add_5: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(tangents_1, div_1);  tangents_1 = div_1 = None
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_5, div, primals_6, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_5 = div = primals_6 = None
        getitem_2: "f32[2, 8, 12, 12]" = convolution_backward[0]
        getitem_3: "f32[8, 8, 3, 3]" = convolution_backward[1]
        getitem_4: "f32[8]" = convolution_backward[2];  convolution_backward = None
        add_6: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(add_5, getitem_2);  add_5 = getitem_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3377 in forward, code: y = nn.functional.silu(self.gn(self.up(x)))
        view_1: "f32[1, 4, 2, 1]" = torch.ops.aten.view.default(primals_4, [1, 4, 2, 1])
        mul: "f32[2, 4, 2, 1]" = torch.ops.aten.mul.Tensor(rsqrt, view_1);  view_1 = None
        neg: "f32[2, 4, 1, 1]" = torch.ops.aten.neg.default(getitem_1)
        mul_1: "f32[2, 4, 2, 1]" = torch.ops.aten.mul.Tensor(neg, mul);  neg = None
        view_2: "f32[1, 4, 2, 1]" = torch.ops.aten.view.default(primals_5, [1, 4, 2, 1]);  primals_5 = None
        add_1: "f32[2, 4, 2, 1]" = torch.ops.aten.add.Tensor(mul_1, view_2);  mul_1 = view_2 = None
        as_strided: "f32[2, 8]" = torch.ops.aten.as_strided.default(mul, [2, 8], [8, 1]);  mul = None
        as_strided_1: "f32[2, 8]" = torch.ops.aten.as_strided.default(add_1, [2, 8], [8, 1]);  add_1 = None
        unsqueeze: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(as_strided, 2);  as_strided = None
        unsqueeze_1: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
        unsqueeze_2: "f32[2, 8, 1]" = torch.ops.aten.unsqueeze.default(as_strided_1, 2);  as_strided_1 = None
        unsqueeze_3: "f32[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None
        mul_2: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(convolution, unsqueeze_1);  unsqueeze_1 = None
        add_2: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(mul_2, unsqueeze_3);  mul_2 = unsqueeze_3 = None
        sigmoid_1: "f32[2, 8, 12, 12]" = torch.ops.aten.sigmoid.default(add_2)
        mul_8: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(add_6, sigmoid_1);  add_6 = None
        sub_1: "f32[2, 8, 12, 12]" = torch.ops.aten.sub.Tensor(1, sigmoid_1);  sigmoid_1 = None
        mul_9: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(add_2, sub_1);  add_2 = sub_1 = None
        add_7: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(mul_9, 1);  mul_9 = None
        mul_10: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(mul_8, add_7);  mul_8 = add_7 = None
        mul_11: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(mul_10, convolution)
        view_3: "f32[2, 8, 144]" = torch.ops.aten.view.default(mul_11, [2, 8, 144]);  mul_11 = None
        sum_2: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_3, [2]);  view_3 = None
        view_4: "f32[2, 8, 144]" = torch.ops.aten.view.default(mul_10, [2, 8, 144])
        sum_3: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_4, [2]);  view_4 = None
        unsqueeze_4: "f32[1, 8]" = torch.ops.aten.unsqueeze.default(primals_4, 0)
        mul_12: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_2, unsqueeze_4)
        view_5: "f32[2, 4, 2]" = torch.ops.aten.view.default(mul_12, [2, 4, 2]);  mul_12 = None
        sum_4: "f32[2, 4]" = torch.ops.aten.sum.dim_IntList(view_5, [2]);  view_5 = None
        mul_13: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_3, unsqueeze_4);  unsqueeze_4 = None
        view_6: "f32[2, 4, 2]" = torch.ops.aten.view.default(mul_13, [2, 4, 2]);  mul_13 = None
        sum_5: "f32[2, 4]" = torch.ops.aten.sum.dim_IntList(view_6, [2]);  view_6 = None
        squeeze_1: "f32[2, 4]" = torch.ops.aten.squeeze.dims(rsqrt, [2, 3]);  rsqrt = None
        unsqueeze_6: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(squeeze_1, -1)
        view_7: "f32[1, 4, 2]" = torch.ops.aten.view.default(primals_4, [1, 4, 2]);  primals_4 = None
        mul_14: "f32[2, 4, 2]" = torch.ops.aten.mul.Tensor(unsqueeze_6, view_7);  view_7 = None
        neg_2: "f32[2, 4]" = torch.ops.aten.neg.default(sum_4);  sum_4 = None
        squeeze: "f32[2, 4]" = torch.ops.aten.squeeze.dims(getitem_1, [2, 3]);  getitem_1 = None
        addcmul: "f32[2, 4]" = torch.ops.aten.addcmul.default(neg_2, sum_5, squeeze);  neg_2 = None
        mul_15: "f32[2, 4]" = torch.ops.aten.mul.Tensor(addcmul, squeeze_1);  addcmul = None
        mul_16: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_15, squeeze_1);  mul_15 = None
        mul_17: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_16, squeeze_1);  mul_16 = None
        mul_18: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_17, 0.003472222222222222);  mul_17 = None
        neg_3: "f32[2, 4]" = torch.ops.aten.neg.default(mul_18)
        mul_19: "f32[2, 4]" = torch.ops.aten.mul.Tensor(neg_3, squeeze);  neg_3 = None
        mul_20: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sum_5, squeeze_1);  sum_5 = squeeze_1 = None
        mul_21: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_20, 0.003472222222222222);  mul_20 = None
        sub_2: "f32[2, 4]" = torch.ops.aten.sub.Tensor(mul_19, mul_21);  mul_19 = mul_21 = None
        unsqueeze_7: "f32[2, 4, 2, 1]" = torch.ops.aten.unsqueeze.default(mul_14, -1);  mul_14 = None
        unsqueeze_8: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(mul_18, -1);  mul_18 = None
        unsqueeze_9: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(sub_2, -1);  sub_2 = None
        unsqueeze_11: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        view_8: "f32[2, 4, 2, 144]" = torch.ops.aten.view.default(mul_10, [2, 4, 2, 144]);  mul_10 = None
        mul_22: "f32[2, 4, 2, 144]" = torch.ops.aten.mul.Tensor(view_8, unsqueeze_7);  view_8 = unsqueeze_7 = None
        view: "f32[2, 4, 2, 144]" = torch.ops.aten.view.default(convolution, [2, 4, 2, 144]);  convolution = None
        mul_23: "f32[2, 4, 2, 144]" = torch.ops.aten.mul.Tensor(view, unsqueeze_9);  view = unsqueeze_9 = None
        add_8: "f32[2, 4, 2, 144]" = torch.ops.aten.add.Tensor(mul_22, mul_23);  mul_22 = mul_23 = None
        add_9: "f32[2, 4, 2, 144]" = torch.ops.aten.add.Tensor(add_8, unsqueeze_11);  add_8 = unsqueeze_11 = None
        view_10: "f32[2, 8, 12, 12]" = torch.ops.aten.view.default(add_9, [2, 8, 12, 12]);  add_9 = None
        view_11: "f32[2, 4, 2]" = torch.ops.aten.view.default(sum_2, [2, 4, 2]);  sum_2 = None
        view_12: "f32[2, 4, 2]" = torch.ops.aten.view.default(sum_3, [2, 4, 2])
        unsqueeze_12: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
        mul_24: "f32[2, 4, 2]" = torch.ops.aten.mul.Tensor(view_12, unsqueeze_12);  view_12 = unsqueeze_12 = None
        sub_3: "f32[2, 4, 2]" = torch.ops.aten.sub.Tensor(view_11, mul_24);  view_11 = mul_24 = None
        mul_25: "f32[2, 4, 2]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_6);  sub_3 = unsqueeze_6 = None
        sum_6: "f32[4, 2]" = torch.ops.aten.sum.dim_IntList(mul_25, [0]);  mul_25 = None
        view_13: "f32[8]" = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
        sum_7: "f32[8]" = torch.ops.aten.sum.dim_IntList(sum_3, [0]);  sum_3 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(view_10, primals_3, primals_1, [8], [2, 2], [1, 1], [1, 1], True, [0, 0], 1, [False, True, True]);  view_10 = primals_3 = primals_1 = None
        getitem_6: "f32[8, 8, 4, 4]" = convolution_backward_1[1]
        getitem_7: "f32[8]" = convolution_backward_1[2];  convolution_backward_1 = None
        return (getitem_6, getitem_7, None, view_13, sum_7, getitem_3, getitem_4)
