class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 8, 4, 4]", primals_3: "f32[2, 8, 6, 6]", primals_4: "f32[8]", primals_5: "f32[8]", primals_6: "f32[8, 8, 3, 3]", convolution: "f32[2, 8, 12, 12]", getitem_1: "f32[2, 4, 1, 1]", rsqrt: "f32[2, 4, 1, 1]", div: "f32[2, 8, 12, 12]", convolution_1: "f32[2, 8, 12, 12]", sigmoid: "f32[2, 8, 1, 1]", tangents_1: "f32[2, 8, 12, 12]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3378 in forward, code: return y + self.c(y) * torch.sigmoid(y.mean((2, 3), keepdim=True))
        mul_3: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(tangents_1, convolution_1);  convolution_1 = None
        mul_4: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(tangents_1, sigmoid)
        sum_1: "f32[2, 8, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_3, [2, 3], True);  mul_3 = None
        sub_1: "f32[2, 8, 1, 1]" = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul_5: "f32[2, 8, 1, 1]" = torch.ops.aten.mul.Tensor(sigmoid, sub_1);  sigmoid = sub_1 = None
        mul_6: "f32[2, 8, 1, 1]" = torch.ops.aten.mul.Tensor(sum_1, mul_5);  sum_1 = mul_5 = None
        expand: "f32[2, 8, 12, 12]" = torch.ops.aten.expand.default(mul_6, [2, 8, 12, 12]);  mul_6 = None
        div_1: "f32[2, 8, 12, 12]" = torch.ops.aten.div.Scalar(expand, 144);  expand = None
        add_4: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(tangents_1, div_1);  tangents_1 = div_1 = None
        sum_2: "f32[8]" = torch.ops.aten.sum.dim_IntList(mul_4, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_4, div, primals_6, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_4 = div = primals_6 = None
        getitem_2: "f32[2, 8, 12, 12]" = convolution_backward[0]
        getitem_3: "f32[8, 8, 3, 3]" = convolution_backward[1];  convolution_backward = None
        add_5: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(add_4, getitem_2);  add_4 = getitem_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3377 in forward, code: y = nn.functional.silu(self.gn(self.up(x)))
        view: "f32[2, 4, 2, 144]" = torch.ops.aten.view.default(convolution, [2, 4, 2, 144])
        sub: "f32[2, 4, 2, 144]" = torch.ops.aten.sub.Tensor(view, getitem_1)
        mul: "f32[2, 4, 2, 144]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        view_1: "f32[2, 8, 12, 12]" = torch.ops.aten.view.default(mul, [2, 8, 12, 12]);  mul = None
        unsqueeze: "f32[1, 8]" = torch.ops.aten.unsqueeze.default(primals_4, 0)
        unsqueeze_1: "f32[1, 8, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, 2)
        unsqueeze_2: "f32[1, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
        mul_1: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(view_1, unsqueeze_2);  view_1 = unsqueeze_2 = None
        unsqueeze_3: "f32[1, 8]" = torch.ops.aten.unsqueeze.default(primals_5, 0);  primals_5 = None
        unsqueeze_4: "f32[1, 8, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
        unsqueeze_5: "f32[1, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
        add_1: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_5);  mul_1 = unsqueeze_5 = None
        sigmoid_1: "f32[2, 8, 12, 12]" = torch.ops.aten.sigmoid.default(add_1)
        mul_7: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(add_5, sigmoid_1);  add_5 = None
        sub_2: "f32[2, 8, 12, 12]" = torch.ops.aten.sub.Tensor(1, sigmoid_1);  sigmoid_1 = None
        mul_8: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(add_1, sub_2);  add_1 = sub_2 = None
        add_6: "f32[2, 8, 12, 12]" = torch.ops.aten.add.Tensor(mul_8, 1);  mul_8 = None
        mul_9: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(mul_7, add_6);  mul_7 = add_6 = None
        mul_10: "f32[2, 8, 12, 12]" = torch.ops.aten.mul.Tensor(mul_9, convolution);  convolution = None
        view_2: "f32[2, 8, 144]" = torch.ops.aten.view.default(mul_10, [2, 8, 144]);  mul_10 = None
        sum_3: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_2, [2]);  view_2 = None
        view_3: "f32[2, 8, 144]" = torch.ops.aten.view.default(mul_9, [2, 8, 144])
        sum_4: "f32[2, 8]" = torch.ops.aten.sum.dim_IntList(view_3, [2]);  view_3 = None
        mul_11: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_3, unsqueeze)
        view_4: "f32[2, 4, 2]" = torch.ops.aten.view.default(mul_11, [2, 4, 2]);  mul_11 = None
        sum_5: "f32[2, 4]" = torch.ops.aten.sum.dim_IntList(view_4, [2]);  view_4 = None
        mul_12: "f32[2, 8]" = torch.ops.aten.mul.Tensor(sum_4, unsqueeze);  unsqueeze = None
        view_5: "f32[2, 4, 2]" = torch.ops.aten.view.default(mul_12, [2, 4, 2]);  mul_12 = None
        sum_6: "f32[2, 4]" = torch.ops.aten.sum.dim_IntList(view_5, [2]);  view_5 = None
        squeeze_1: "f32[2, 4]" = torch.ops.aten.squeeze.dims(rsqrt, [2, 3]);  rsqrt = None
        unsqueeze_8: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(squeeze_1, -1)
        view_6: "f32[1, 4, 2]" = torch.ops.aten.view.default(primals_4, [1, 4, 2]);  primals_4 = None
        mul_13: "f32[2, 4, 2]" = torch.ops.aten.mul.Tensor(unsqueeze_8, view_6);  view_6 = None
        neg_1: "f32[2, 4]" = torch.ops.aten.neg.default(sum_5);  sum_5 = None
        squeeze: "f32[2, 4]" = torch.ops.aten.squeeze.dims(getitem_1, [2, 3]);  getitem_1 = None
        addcmul: "f32[2, 4]" = torch.ops.aten.addcmul.default(neg_1, sum_6, squeeze);  neg_1 = None
        mul_14: "f32[2, 4]" = torch.ops.aten.mul.Tensor(addcmul, squeeze_1);  addcmul = None
        mul_15: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_14, squeeze_1);  mul_14 = None
        mul_16: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_15, squeeze_1);  mul_15 = None
        mul_17: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_16, 0.003472222222222222);  mul_16 = None
        neg_2: "f32[2, 4]" = torch.ops.aten.neg.default(mul_17)
        mul_18: "f32[2, 4]" = torch.ops.aten.mul.Tensor(neg_2, squeeze);  neg_2 = None
        mul_19: "f32[2, 4]" = torch.ops.aten.mul.Tensor(sum_6, squeeze_1);  sum_6 = squeeze_1 = None
        mul_20: "f32[2, 4]" = torch.ops.aten.mul.Tensor(mul_19, 0.003472222222222222);  mul_19 = None
        sub_3: "f32[2, 4]" = torch.ops.aten.sub.Tensor(mul_18, mul_20);  mul_18 = mul_20 = None
        unsqueeze_9: "f32[2, 4, 2, 1]" = torch.ops.aten.unsqueeze.default(mul_13, -1);  mul_13 = None
        unsqueeze_10: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(mul_17, -1);  mul_17 = None
        unsqueeze_11: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        unsqueeze_12: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(sub_3, -1);  sub_3 = None
        unsqueeze_13: "f32[2, 4, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        view_7: "f32[2, 4, 2, 144]" = torch.ops.aten.view.default(mul_9, [2, 4, 2, 144]);  mul_9 = None
        mul_21: "f32[2, 4, 2, 144]" = torch.ops.aten.mul.Tensor(view_7, unsqueeze_9);  view_7 = unsqueeze_9 = None
        mul_22: "f32[2, 4, 2, 144]" = torch.ops.aten.mul.Tensor(view, unsqueeze_11);  view = unsqueeze_11 = None
        add_7: "f32[2, 4, 2, 144]" = torch.ops.aten.add.Tensor(mul_21, mul_22);  mul_21 = mul_22 = None
        add_8: "f32[2, 4, 2, 144]" = torch.ops.aten.add.Tensor(add_7, unsqueeze_13);  add_7 = unsqueeze_13 = None
        view_9: "f32[2, 8, 12, 12]" = torch.ops.aten.view.default(add_8, [2, 8, 12, 12]);  add_8 = None
        view_10: "f32[2, 4, 2]" = torch.ops.aten.view.default(sum_3, [2, 4, 2]);  sum_3 = None
        view_11: "f32[2, 4, 2]" = torch.ops.aten.view.default(sum_4, [2, 4, 2])
        unsqueeze_14: "f32[2, 4, 1]" = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
        mul_23: "f32[2, 4, 2]" = torch.ops.aten.mul.Tensor(view_11, unsqueeze_14);  view_11 = unsqueeze_14 = None
        sub_4: "f32[2, 4, 2]" = torch.ops.aten.sub.Tensor(view_10, mul_23);  view_10 = mul_23 = None
        mul_24: "f32[2, 4, 2]" = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_8);  sub_4 = unsqueeze_8 = None
        sum_7: "f32[4, 2]" = torch.ops.aten.sum.dim_IntList(mul_24, [0]);  mul_24 = None
        view_12: "f32[8]" = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
        sum_8: "f32[8]" = torch.ops.aten.sum.dim_IntList(sum_4, [0]);  sum_4 = None
        sum_9: "f32[8]" = torch.ops.aten.sum.dim_IntList(view_9, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(view_9, primals_3, primals_1, [8], [2, 2], [1, 1], [1, 1], True, [0, 0], 1, [False, True, False]);  view_9 = primals_3 = primals_1 = None
        getitem_6: "f32[8, 8, 4, 4]" = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_6, sum_9, None, view_12, sum_8, getitem_3, sum_2)
