class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 8, 3, 3]", primals_2: "f32[2, 8, 12, 12]", primals_6: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16, 1, 3, 3]", primals_12: "f32[16]", primals_13: "f32[16]", primals_14: "f32[16, 16, 1, 1]", convolution: "f32[2, 16, 12, 12]", getitem_1: "f32[1, 16, 1, 1]", rsqrt: "f32[1, 16, 1, 1]", div: "f32[2, 16, 12, 12]", convolution_1: "f32[2, 16, 12, 12]", getitem_3: "f32[1, 16, 1, 1]", rsqrt_1: "f32[1, 16, 1, 1]", mean: "f32[2, 16, 1, 1]", convolution_2: "f32[2, 16, 1, 1]", tangents_1: "f32[2, 16, 12, 12]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:912 in forward, code: z = self.act(self.bn2(self.dw(y)))
        sub_1: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution_1, getitem_3)
        mul_8: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        unsqueeze_4: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_12, -1)
        unsqueeze_5: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_14: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(mul_8, unsqueeze_5);  mul_8 = unsqueeze_5 = None
        unsqueeze_6: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_13, -1);  primals_13 = None
        unsqueeze_7: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_10: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_14, unsqueeze_7);  mul_14 = unsqueeze_7 = None
        add_11: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(add_10, 3)
        clamp_min_1: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_min.default(add_11, 0);  add_11 = None
        clamp_max_1: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_max.default(clamp_min_1, 6);  clamp_min_1 = None
        mul_15: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(add_10, clamp_max_1);  clamp_max_1 = None
        div_1: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Tensor(mul_15, 6);  mul_15 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:914 in forward, code: return z * g
        mul_17: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(tangents_1, div_1);  div_1 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:913 in forward, code: g = torch.sigmoid(self.fc(z.mean((2, 3), keepdim=True)))
        sigmoid: "f32[2, 16, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_2);  convolution_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:914 in forward, code: return z * g
        mul_18: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(tangents_1, sigmoid);  tangents_1 = None
        sum_1: "f32[2, 16, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_17, [2, 3], True);  mul_17 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:913 in forward, code: g = torch.sigmoid(self.fc(z.mean((2, 3), keepdim=True)))
        sub_2: "f32[2, 16, 1, 1]" = torch.ops.aten.sub.Tensor(1, sigmoid)
        mul_19: "f32[2, 16, 1, 1]" = torch.ops.aten.mul.Tensor(sigmoid, sub_2);  sigmoid = sub_2 = None
        mul_20: "f32[2, 16, 1, 1]" = torch.ops.aten.mul.Tensor(sum_1, mul_19);  sum_1 = mul_19 = None
        sum_2: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_20, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(mul_20, mean, primals_14, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_20 = mean = primals_14 = None
        getitem_4: "f32[2, 16, 1, 1]" = convolution_backward[0]
        getitem_5: "f32[16, 16, 1, 1]" = convolution_backward[1];  convolution_backward = None
        expand: "f32[2, 16, 12, 12]" = torch.ops.aten.expand.default(getitem_4, [2, 16, 12, 12]);  getitem_4 = None
        div_2: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Scalar(expand, 144);  expand = None
        add_12: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_18, div_2);  mul_18 = div_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:912 in forward, code: z = self.act(self.bn2(self.dw(y)))
        le: "b8[2, 16, 12, 12]" = torch.ops.aten.le.Scalar(add_10, -3)
        lt: "b8[2, 16, 12, 12]" = torch.ops.aten.lt.Scalar(add_10, 3)
        div_3: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Tensor(add_10, 3);  add_10 = None
        add_13: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(div_3, 0.5);  div_3 = None
        mul_21: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(add_12, add_13);  add_13 = None
        where: "f32[2, 16, 12, 12]" = torch.ops.aten.where.self(lt, mul_21, add_12);  lt = mul_21 = add_12 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[2, 16, 12, 12]" = torch.ops.aten.where.self(le, full_default, where);  le = where = None
        squeeze_3: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_3, [0, 2, 3]);  getitem_3 = None
        unsqueeze_8: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(squeeze_3, 0);  squeeze_3 = None
        unsqueeze_9: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, 2);  unsqueeze_8 = None
        unsqueeze_10: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_9, 3);  unsqueeze_9 = None
        sum_3: "f32[16]" = torch.ops.aten.sum.dim_IntList(where_1, [0, 2, 3])
        sub_3: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_10);  convolution_1 = unsqueeze_10 = None
        mul_22: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(where_1, sub_3)
        sum_4: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_22, [0, 2, 3]);  mul_22 = None
        mul_23: "f32[16]" = torch.ops.aten.mul.Tensor(sum_3, 0.003472222222222222)
        unsqueeze_11: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_23, 0);  mul_23 = None
        unsqueeze_12: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_11, 2);  unsqueeze_11 = None
        unsqueeze_13: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, 3);  unsqueeze_12 = None
        mul_24: "f32[16]" = torch.ops.aten.mul.Tensor(sum_4, 0.003472222222222222)
        squeeze_4: "f32[16]" = torch.ops.aten.squeeze.dims(rsqrt_1, [0, 2, 3]);  rsqrt_1 = None
        mul_25: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_4, squeeze_4)
        mul_26: "f32[16]" = torch.ops.aten.mul.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
        unsqueeze_14: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_26, 0);  mul_26 = None
        unsqueeze_15: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, 2);  unsqueeze_14 = None
        unsqueeze_16: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_15, 3);  unsqueeze_15 = None
        mul_27: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_4, primals_12);  primals_12 = None
        unsqueeze_17: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_27, 0);  mul_27 = None
        unsqueeze_18: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_17, 2);  unsqueeze_17 = None
        unsqueeze_19: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_18, 3);  unsqueeze_18 = None
        mul_28: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_3, unsqueeze_16);  sub_3 = unsqueeze_16 = None
        sub_5: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(where_1, mul_28);  where_1 = mul_28 = None
        sub_6: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(sub_5, unsqueeze_13);  sub_5 = unsqueeze_13 = None
        mul_29: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_6, unsqueeze_19);  sub_6 = unsqueeze_19 = None
        mul_30: "f32[16]" = torch.ops.aten.mul.Tensor(sum_4, squeeze_4);  sum_4 = squeeze_4 = None
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_29, div, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, False]);  mul_29 = div = primals_8 = None
        getitem_7: "f32[2, 16, 12, 12]" = convolution_backward_1[0]
        getitem_8: "f32[16, 1, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:911 in forward, code: y = self.act(self.bn(self.conv(x)))
        sub: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_6, -1)
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_7, -1);  primals_7 = None
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        le_1: "b8[2, 16, 12, 12]" = torch.ops.aten.le.Scalar(add_4, -3)
        lt_1: "b8[2, 16, 12, 12]" = torch.ops.aten.lt.Scalar(add_4, 3)
        div_4: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Tensor(add_4, 3);  add_4 = None
        add_14: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(div_4, 0.5);  div_4 = None
        mul_31: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(getitem_7, add_14);  add_14 = None
        where_2: "f32[2, 16, 12, 12]" = torch.ops.aten.where.self(lt_1, mul_31, getitem_7);  lt_1 = mul_31 = getitem_7 = None
        where_3: "f32[2, 16, 12, 12]" = torch.ops.aten.where.self(le_1, full_default, where_2);  le_1 = full_default = where_2 = None
        squeeze: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3]);  getitem_1 = None
        unsqueeze_20: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(squeeze, 0);  squeeze = None
        unsqueeze_21: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_20, 2);  unsqueeze_20 = None
        unsqueeze_22: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_21, 3);  unsqueeze_21 = None
        sum_5: "f32[16]" = torch.ops.aten.sum.dim_IntList(where_3, [0, 2, 3])
        sub_7: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_22);  convolution = unsqueeze_22 = None
        mul_32: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(where_3, sub_7)
        sum_6: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_32, [0, 2, 3]);  mul_32 = None
        mul_33: "f32[16]" = torch.ops.aten.mul.Tensor(sum_5, 0.003472222222222222)
        unsqueeze_23: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_33, 0);  mul_33 = None
        unsqueeze_24: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_23, 2);  unsqueeze_23 = None
        unsqueeze_25: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_24, 3);  unsqueeze_24 = None
        mul_34: "f32[16]" = torch.ops.aten.mul.Tensor(sum_6, 0.003472222222222222)
        squeeze_1: "f32[16]" = torch.ops.aten.squeeze.dims(rsqrt, [0, 2, 3]);  rsqrt = None
        mul_35: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_1, squeeze_1)
        mul_36: "f32[16]" = torch.ops.aten.mul.Tensor(mul_34, mul_35);  mul_34 = mul_35 = None
        unsqueeze_26: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_36, 0);  mul_36 = None
        unsqueeze_27: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_26, 2);  unsqueeze_26 = None
        unsqueeze_28: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_27, 3);  unsqueeze_27 = None
        mul_37: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_1, primals_6);  primals_6 = None
        unsqueeze_29: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_37, 0);  mul_37 = None
        unsqueeze_30: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_29, 2);  unsqueeze_29 = None
        unsqueeze_31: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_30, 3);  unsqueeze_30 = None
        mul_38: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_7, unsqueeze_28);  sub_7 = unsqueeze_28 = None
        sub_9: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(where_3, mul_38);  where_3 = mul_38 = None
        sub_10: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(sub_9, unsqueeze_25);  sub_9 = unsqueeze_25 = None
        mul_39: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_31);  sub_10 = unsqueeze_31 = None
        mul_40: "f32[16]" = torch.ops.aten.mul.Tensor(sum_6, squeeze_1);  sum_6 = squeeze_1 = None
        convolution_backward_2 = torch.ops.aten.convolution_backward.default(mul_39, primals_2, primals_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_39 = primals_2 = primals_1 = None
        getitem_11: "f32[16, 8, 3, 3]" = convolution_backward_2[1];  convolution_backward_2 = None
        return (getitem_11, None, None, None, None, mul_40, sum_5, getitem_8, None, None, None, mul_30, sum_3, getitem_5, sum_2)
