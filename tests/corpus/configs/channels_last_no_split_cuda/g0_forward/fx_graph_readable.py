class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 8, 3, 3]", primals_2: "f32[2, 8, 12, 12]", primals_3: "i64[]", primals_4: "f32[16]", primals_5: "f32[16]", primals_6: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16, 1, 3, 3]", primals_9: "i64[]", primals_10: "f32[16]", primals_11: "f32[16]", primals_12: "f32[16]", primals_13: "f32[16]", primals_14: "f32[16, 16, 1, 1]", primals_15: "f32[16]"):
        # File: /work/main/tests/corpus/generate.py:911 in forward, code: y = self.act(self.bn(self.conv(x)))
        convolution: "f32[2, 16, 12, 12]" = torch.ops.aten.convolution.default(primals_2, primals_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_3, 1)
        var_mean = torch.ops.aten.var_mean.correction(convolution, [0, 2, 3], correction = 0, keepdim = True)
        getitem: "f32[1, 16, 1, 1]" = var_mean[0]
        getitem_1: "f32[1, 16, 1, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt: "f32[1, 16, 1, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        squeeze: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3])
        mul_1: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze, 0.1);  squeeze = None
        mul_2: "f32[16]" = torch.ops.aten.mul.Tensor(primals_4, 0.9)
        add_2: "f32[16]" = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
        squeeze_2: "f32[16]" = torch.ops.aten.squeeze.dims(getitem, [0, 2, 3]);  getitem = None
        mul_3: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_2, 1.0034843205574913);  squeeze_2 = None
        mul_4: "f32[16]" = torch.ops.aten.mul.Tensor(mul_3, 0.1);  mul_3 = None
        mul_5: "f32[16]" = torch.ops.aten.mul.Tensor(primals_5, 0.9)
        add_3: "f32[16]" = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_6, -1)
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_7, -1)
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        add_5: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(add_4, 3)
        clamp_min: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_min.default(add_5, 0);  add_5 = None
        clamp_max: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_max.default(clamp_min, 6);  clamp_min = None
        mul_7: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(add_4, clamp_max);  add_4 = clamp_max = None
        div: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Tensor(mul_7, 6);  mul_7 = None

        # File: /work/main/tests/corpus/generate.py:912 in forward, code: z = self.act(self.bn2(self.dw(y)))
        convolution_1: "f32[2, 16, 12, 12]" = torch.ops.aten.convolution.default(div, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 16)
        add_6: "i64[]" = torch.ops.aten.add.Tensor(primals_9, 1)
        var_mean_1 = torch.ops.aten.var_mean.correction(convolution_1, [0, 2, 3], correction = 0, keepdim = True)
        getitem_2: "f32[1, 16, 1, 1]" = var_mean_1[0]
        getitem_3: "f32[1, 16, 1, 1]" = var_mean_1[1];  var_mean_1 = None
        add_7: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05)
        rsqrt_1: "f32[1, 16, 1, 1]" = torch.ops.aten.rsqrt.default(add_7);  add_7 = None
        sub_1: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution_1, getitem_3)
        mul_8: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        squeeze_3: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_3, [0, 2, 3])
        mul_9: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_3, 0.1);  squeeze_3 = None
        mul_10: "f32[16]" = torch.ops.aten.mul.Tensor(primals_10, 0.9)
        add_8: "f32[16]" = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
        squeeze_5: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_2, [0, 2, 3]);  getitem_2 = None
        mul_11: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_5, 1.0034843205574913);  squeeze_5 = None
        mul_12: "f32[16]" = torch.ops.aten.mul.Tensor(mul_11, 0.1);  mul_11 = None
        mul_13: "f32[16]" = torch.ops.aten.mul.Tensor(primals_11, 0.9)
        add_9: "f32[16]" = torch.ops.aten.add.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
        unsqueeze_4: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_12, -1)
        unsqueeze_5: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_14: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(mul_8, unsqueeze_5);  mul_8 = unsqueeze_5 = None
        unsqueeze_6: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_13, -1)
        unsqueeze_7: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_10: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_14, unsqueeze_7);  mul_14 = unsqueeze_7 = None
        add_11: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(add_10, 3)
        clamp_min_1: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_min.default(add_11, 0);  add_11 = None
        clamp_max_1: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_max.default(clamp_min_1, 6);  clamp_min_1 = None
        mul_15: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(add_10, clamp_max_1);  add_10 = clamp_max_1 = None
        div_1: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Tensor(mul_15, 6);  mul_15 = None

        # File: /work/main/tests/corpus/generate.py:913 in forward, code: g = torch.sigmoid(self.fc(z.mean((2, 3), keepdim=True)))
        mean: "f32[2, 16, 1, 1]" = torch.ops.aten.mean.dim(div_1, [2, 3], True)
        convolution_2: "f32[2, 16, 1, 1]" = torch.ops.aten.convolution.default(mean, primals_14, primals_15, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_15 = None
        sigmoid: "f32[2, 16, 1, 1]" = torch.ops.aten.sigmoid.default(convolution_2)

        # File: /work/main/tests/corpus/generate.py:914 in forward, code: return z * g
        mul_16: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(div_1, sigmoid);  div_1 = sigmoid = None

        # No stacktrace found for following nodes
        copy_: "i64[]" = torch.ops.aten.copy_.default(primals_3, add);  primals_3 = add = copy_ = None
        copy__1: "f32[16]" = torch.ops.aten.copy_.default(primals_4, add_2);  primals_4 = add_2 = copy__1 = None
        copy__2: "f32[16]" = torch.ops.aten.copy_.default(primals_5, add_3);  primals_5 = add_3 = copy__2 = None
        copy__3: "i64[]" = torch.ops.aten.copy_.default(primals_9, add_6);  primals_9 = add_6 = copy__3 = None
        copy__4: "f32[16]" = torch.ops.aten.copy_.default(primals_10, add_8);  primals_10 = add_8 = copy__4 = None
        copy__5: "f32[16]" = torch.ops.aten.copy_.default(primals_11, add_9);  primals_11 = add_9 = copy__5 = None
        return (mul_16, primals_1, primals_2, primals_6, primals_7, primals_8, primals_12, primals_13, primals_14, convolution, getitem_1, rsqrt, div, convolution_1, getitem_3, rsqrt_1, mean, convolution_2)
