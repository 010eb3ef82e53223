class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[16, 8, 3, 3]", primals_3: "f32[2, 8, 12, 12]", primals_7: "f32[16]", primals_8: "f32[16]", primals_9: "f32[16, 8, 1, 1]", convolution: "f32[2, 16, 12, 12]", getitem_1: "f32[1, 16, 1, 1]", rsqrt: "f32[1, 16, 1, 1]", add_6: "f32[2, 16, 12, 12]", avg_pool2d: "f32[2, 16, 6, 6]", amax: "f32[2, 16, 1, 1]", tangents_1: "f32[2, 16, 6, 6]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3553 in forward, code: return nn.functional.avg_pool2d(z, 2) * z.amax((2, 3), keepdim=True)[:, :, :1, :1]
        mul_9: "f32[2, 16, 6, 6]" = torch.ops.aten.mul.Tensor(tangents_1, avg_pool2d);  avg_pool2d = None
        mul_10: "f32[2, 16, 6, 6]" = torch.ops.aten.mul.Tensor(tangents_1, amax);  tangents_1 = None
        sum_1: "f32[2, 16, 1, 1]" = torch.ops.aten.sum.dim_IntList(mul_9, [2, 3], True);  mul_9 = None
        eq: "b8[2, 16, 12, 12]" = torch.ops.aten.eq.Tensor(amax, add_6);  amax = None
        sum_2: "i64[2, 16, 1, 1]" = torch.ops.aten.sum.dim_IntList(eq, [2, 3], True)
        div_1: "f32[2, 16, 1, 1]" = torch.ops.aten.div.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
        mul_11: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(div_1, eq);  div_1 = eq = None
        avg_pool2d_backward: "f32[2, 16, 12, 12]" = torch.ops.aten.avg_pool2d_backward.default(mul_10, add_6, [2, 2], [], [0, 0], False, True, None);  mul_10 = add_6 = None
        add_7: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_11, avg_pool2d_backward);  mul_11 = avg_pool2d_backward = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3552 in forward, code: z = y + self.s(x).transpose(2, 3)
        permute_1: "f32[2, 16, 12, 12]" = torch.ops.aten.permute.default(add_7, [0, 1, 3, 2])
        sum_3: "f32[16]" = torch.ops.aten.sum.dim_IntList(permute_1, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(permute_1, primals_3, primals_9, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]);  permute_1 = primals_9 = None
        getitem_3: "f32[16, 8, 1, 1]" = convolution_backward[1];  convolution_backward = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:3551 in forward, code: y = nn.functional.hardswish(self.bn(self.c(x)))
        sub: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution, getitem_1)
        mul: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_7, -1)
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        mul_6: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_1);  mul = unsqueeze_1 = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(primals_8, -1);  primals_8 = None
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        add_4: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(mul_6, unsqueeze_3);  mul_6 = unsqueeze_3 = None
        le: "b8[2, 16, 12, 12]" = torch.ops.aten.le.Scalar(add_4, -3)
        lt: "b8[2, 16, 12, 12]" = torch.ops.aten.lt.Scalar(add_4, 3)
        div_2: "f32[2, 16, 12, 12]" = torch.ops.aten.div.Tensor(add_4, 3);  add_4 = None
        add_8: "f32[2, 16, 12, 12]" = torch.ops.aten.add.Tensor(div_2, 0.5);  div_2 = None
        mul_12: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(add_7, add_8);  add_8 = None
        where: "f32[2, 16, 12, 12]" = torch.ops.aten.where.self(lt, mul_12, add_7);  lt = mul_12 = add_7 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where_1: "f32[2, 16, 12, 12]" = torch.ops.aten.where.self(le, full_default, where);  le = full_default = where = None
        squeeze: "f32[16]" = torch.ops.aten.squeeze.dims(getitem_1, [0, 2, 3]);  getitem_1 = None
        unsqueeze_4: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(squeeze, 0);  squeeze = None
        unsqueeze_5: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, 2);  unsqueeze_4 = None
        unsqueeze_6: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, 3);  unsqueeze_5 = None
        sum_4: "f32[16]" = torch.ops.aten.sum.dim_IntList(where_1, [0, 2, 3])
        sub_1: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_6);  convolution = unsqueeze_6 = None
        mul_13: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(where_1, sub_1)
        sum_5: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_13, [0, 2, 3]);  mul_13 = None
        mul_14: "f32[16]" = torch.ops.aten.mul.Tensor(sum_4, 0.003472222222222222)
        unsqueeze_7: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_14, 0);  mul_14 = None
        unsqueeze_8: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
        unsqueeze_9: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, 3);  unsqueeze_8 = None
        mul_15: "f32[16]" = torch.ops.aten.mul.Tensor(sum_5, 0.003472222222222222)
        squeeze_1: "f32[16]" = torch.ops.aten.squeeze.dims(rsqrt, [0, 2, 3]);  rsqrt = None
        mul_16: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_1, squeeze_1)
        mul_17: "f32[16]" = torch.ops.aten.mul.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
        unsqueeze_10: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_17, 0);  mul_17 = None
        unsqueeze_11: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, 2);  unsqueeze_10 = None
        unsqueeze_12: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_11, 3);  unsqueeze_11 = None
        mul_18: "f32[16]" = torch.ops.aten.mul.Tensor(squeeze_1, primals_7);  primals_7 = None
        unsqueeze_13: "f32[1, 16]" = torch.ops.aten.unsqueeze.default(mul_18, 0);  mul_18 = None
        unsqueeze_14: "f32[1, 16, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_13, 2);  unsqueeze_13 = None
        unsqueeze_15: "f32[1, 16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, 3);  unsqueeze_14 = None
        mul_19: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_12);  sub_1 = unsqueeze_12 = None
        sub_3: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(where_1, mul_19);  where_1 = mul_19 = None
        sub_4: "f32[2, 16, 12, 12]" = torch.ops.aten.sub.Tensor(sub_3, unsqueeze_9);  sub_3 = unsqueeze_9 = None
        mul_20: "f32[2, 16, 12, 12]" = torch.ops.aten.mul.Tensor(sub_4, unsqueeze_15);  sub_4 = unsqueeze_15 = None
        mul_21: "f32[16]" = torch.ops.aten.mul.Tensor(sum_5, squeeze_1);  sum_5 = squeeze_1 = None
        sum_6: "f32[16]" = torch.ops.aten.sum.dim_IntList(mul_20, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_20, primals_3, primals_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  mul_20 = primals_3 = primals_1 = None
        getitem_6: "f32[16, 8, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_6, sum_6, None, None, None, None, mul_21, sum_4, getitem_3, sum_3)
