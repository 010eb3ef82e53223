class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 8, 3, 3]", primals_2: "f32[16]", primals_3: "f32[2, 8, 12, 12]", primals_4: "i64[]", primals_5: "f32[16]", primals_6: "f32[16]", primals_7: "f32[16]", primals_8: "f32[16]", primals_9: "f32[16, 8, 1, 1]", primals_10: "f32[16]"):
        # File: /work/main/tests/corpus/generate.py:3551 in forward, code: y = nn.functional.hardswish(self.bn(self.c(x)))
        convolution: "f32[2, 16, 12, 12]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        add: "i64[]" = torch.ops.aten.add.Tensor(primals_4, 1)
        var_mean = torch.ops.aten.var_mean.correction(convolution, [0, 2, 3], correction = 0, keepdim = True)
        getitem: "f32[1, 16, 1, 1]" = var_mean[0]
        getitem_1: "f32[1, 16, 1, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[1, 16, 1, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05)
        rsqrt: "f32[1, 16, 1, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        squeeze: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3])
        mul_1: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze, 0.1);  squeeze = None
        mul_2: "f32[16]" = torch.ops.aten.mul.Tensor(primals_5, 0.9)
        add_2: "f32[16]" = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
        squeeze_2: "f32[16]" = torch.ops.aten.squeeze.dims(getitem, [0, 2, 3]);  getitem = None
        mul_3: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_2, 1.0034843205574913);  squeeze_2 = None
        mul_4: "f32[16]" = torch.ops.aten.mul.Tensor(mul_3, 0.1);  mul_3 = None
        mul_5: "f32[16]" = torch.ops.aten.mul.Tensor(primals_6, 0.9)
        add_3: "f32[16]" = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_7, -1)
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_8, -1)
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        add_5: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(add_4, 3)
        clamp_min: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_min.default(add_5, 0);  add_5 = None
        clamp_max: "f32[2, 16, 12, 12]" = torch.ops.aten.clamp_max.default(clamp_min, 6);  clamp_min = None
        mul_7: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(add_4, clamp_max);  add_4 = clamp_max = None
        div: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Tensor(mul_7, 6);  mul_7 = None

        # File: /work/main/tests/corpus/generate.py:3552 in forward, code: z = y + self.s(x).transpose(2, 3)
        convolution_1: "f32[2, 16, 12, 12]" = torch.ops.aten.convolution.default(primals_3, primals_9, primals_10, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_10 = None
        permute: "f32[2, 16, 12, 12]" = torch.ops.aten.permute.default(convolution_1, [0, 1, 3, 2]);  convolution_1 = None
        add_6: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(div, permute);  div = permute = None

        # File: /work/main/tests/corpus/generate.py:3553 in forward, code: return nn.functional.avg_pool2d(z, 2) * z.amax((2, 3), keepdim=True)[:, :, :1, :1]
        avg_pool2d: "f32[2, 16, 6, 6]" = torch.ops.aten.avg_pool2d.default(add_6, [2, 2])
        amax: "f32[2, 16, 1, 1]" = torch.ops.aten.amax.default(add_6, [2, 3], True)
        mul_8: "f32[2, 16, 6, 6]" = torch.ops.aten.mul.Tensor(avg_pool2d, amax)

        # No stacktrace found for following nodes
        copy_: "i64[]" = torch.ops.aten.copy_.default(primals_4, add);  primals_4 = add = copy_ = None
        copy__1: "f32[16]" = torch.ops.aten.copy_.default(primals_5, add_2);  primals_5 = add_2 = copy__1 = None
        copy__2: "f32[16]" = torch.ops.aten.copy_.default(primals_6, add_3);  primals_6 = add_3 = copy__2 = None
        return (mul_8, primals_1, primals_3, primals_7, primals_8, primals_9, convolution, getitem_1, rsqrt, add_6, avg_pool2d, amax)
