class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[16]", arg2_1: "f32[2, 3, 32, 32]", arg3_1: "f32[16, 3, 1, 1]", arg4_1: "f32[16]", arg5_1: "f32[16]", arg6_1: "f32[16]", arg7_1: "f32[16]", arg8_1: "f32[16]", arg9_1: "f32[16]", arg10_1: "f32[16]", arg11_1: "f32[16]", arg12_1: "f32[16]", arg13_1: "f32[16, 16, 1, 1]", arg14_1: "f32[16]", arg15_1: "f32[16, 16, 1, 1]", arg16_1: "f32[16]", arg17_1: "f32[10, 16]", arg18_1: "f32[10]"):
        # File: /work/main/tests/corpus/pairs_src/base/convnet.py:20 in forward, code: a, b = self.conv_a(x), self.conv_b(x)
        convolution: "f32[2, 16, 32, 32]" = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg0_1 = arg1_1 = None
        convolution_1: "f32[2, 16, 32, 32]" = torch.ops.aten.convolution.default(arg2_1, arg3_1, arg4_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  arg2_1 = arg3_1 = arg4_1 = None

        # File: /work/main/tests/corpus/pairs_src/base/convnet.py:21 in forward, code: a, b = self.bn_a(a).relu(), self.bn_b(b).relu()
        add: "f32[16]" = torch.ops.aten.add.Tensor(arg6_1, 1e-05);  arg6_1 = None
        rsqrt: "f32[16]" = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub: "f32[2, 16, 32, 32]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul: "f32[2, 16, 32, 32]" = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_5: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1: "f32[2, 16, 32, 32]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg8_1, -1);  arg8_1 = None
        unsqueeze_7: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1: "f32[2, 16, 32, 32]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        relu: "f32[2, 16, 32, 32]" = torch.ops.aten.relu.default(add_1);  add_1 = None
        add_2: "f32[16]" = torch.ops.aten.add.Tensor(arg10_1, 1e-05);  arg10_1 = None
        rsqrt_1: "f32[16]" = torch.ops.aten.rsqrt.default(add_2);  add_2 = None
        unsqueeze_8: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg9_1, -1);  arg9_1 = None
        unsqueeze_9: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_8, -1);  unsqueeze_8 = None
        unsqueeze_10: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt_1, -1);  rsqrt_1 = None
        unsqueeze_11: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_10, -1);  unsqueeze_10 = None
        sub_1: "f32[2, 16, 32, 32]" = torch.ops.aten.sub.Tensor(convolution_1, unsqueeze_9);  convolution_1 = unsqueeze_9 = None
        mul_2: "f32[2, 16, 32, 32]" = torch.ops.aten.mul.Tensor(sub_1, unsqueeze_11);  sub_1 = unsqueeze_11 = None
        unsqueeze_12: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg11_1, -1);  arg11_1 = None
        unsqueeze_13: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_12, -1);  unsqueeze_12 = None
        mul_3: "f32[2, 16, 32, 32]" = torch.ops.aten.mul.Tensor(mul_2, unsqueeze_13);  mul_2 = unsqueeze_13 = None
        unsqueeze_14: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg12_1, -1);  arg12_1 = None
        unsqueeze_15: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_14, -1);  unsqueeze_14 = None
        add_3: "f32[2, 16, 32, 32]" = torch.ops.aten.add.Tensor(mul_3, unsqueeze_15);  mul_3 = unsqueeze_15 = None
        relu_1: "f32[2, 16, 32, 32]" = torch.ops.aten.relu.default(add_3);  add_3 = None

        # File: /work/main/tests/corpus/pairs_src/base/convnet.py:22 in forward, code: y = self.mix_a(a) + self.mix_b(b)
        convolution_2: "f32[2, 16, 32, 32]" = torch.ops.aten.convolution.default(relu, arg13_1, arg14_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = arg13_1 = arg14_1 = None
        convolution_3: "f32[2, 16, 32, 32]" = torch.ops.aten.convolution.default(relu_1, arg15_1, arg16_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu_1 = arg15_1 = arg16_1 = None
        add_4: "f32[2, 16, 32, 32]" = torch.ops.aten.add.Tensor(convolution_2, convolution_3);  convolution_2 = convolution_3 = None

        # File: /work/main/tests/corpus/pairs_src/base/convnet.py:23 in forward, code: return self.head(y.mean((2, 3))).log_softmax(-1)
        mean: "f32[2, 16]" = torch.ops.aten.mean.dim(add_4, [2, 3]);  add_4 = None
        permute: "f32[16, 10]" = torch.ops.aten.permute.default(arg17_1, [1, 0]);  arg17_1 = None
        addmm: "f32[2, 10]" = torch.ops.aten.addmm.default(arg18_1, mean, permute);  arg18_1 = mean = permute = None
        amax: "f32[2, 1]" = torch.ops.aten.amax.default(addmm, [-1], True)
        sub_2: "f32[2, 10]" = torch.ops.aten.sub.Tensor(addmm, amax);  addmm = amax = None
        exp: "f32[2, 10]" = torch.ops.aten.exp.default(sub_2)
        sum_1: "f32[2, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True);  exp = None
        log: "f32[2, 1]" = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_3: "f32[2, 10]" = torch.ops.aten.sub.Tensor(sub_2, log);  sub_2 = log = None
        return (sub_3,)
