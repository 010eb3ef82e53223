class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[32, 16, 3, 3]", arg1_1: "f32[32]", arg2_1: "f32[4, 16, 32, 32]", arg3_1: "f32[32]", arg4_1: "f32[32]", arg5_1: "f32[32]", arg6_1: "f32[32]", arg7_1: "f32[32, 32, 1, 1]", arg8_1: "f32[32]"):
        # No stacktrace found for following nodes
        convolution: "f32[4, 32, 32, 32]" = torch.ops.aten.convolution.default(arg2_1, arg0_1, arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg2_1 = arg0_1 = arg1_1 = None
        add: "f32[32]" = torch.ops.aten.add.Tensor(arg4_1, 1e-05);  arg4_1 = None
        rsqrt: "f32[32]" = torch.ops.aten.rsqrt.default(add);  add = None
        unsqueeze: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg3_1, -1);  arg3_1 = None
        unsqueeze_1: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub: "f32[4, 32, 32, 32]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul: "f32[4, 32, 32, 32]" = torch.ops.aten.mul.Tensor(sub, unsqueeze_3);  sub = unsqueeze_3 = None
        unsqueeze_4: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg5_1, -1);  arg5_1 = None
        unsqueeze_5: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_1: "f32[4, 32, 32, 32]" = torch.ops.aten.mul.Tensor(mul, unsqueeze_5);  mul = unsqueeze_5 = None
        unsqueeze_6: "f32[32, 1]" = torch.ops.aten.unsqueeze.default(arg6_1, -1);  arg6_1 = None
        unsqueeze_7: "f32[32, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_1: "f32[4, 32, 32, 32]" = torch.ops.aten.add.Tensor(mul_1, unsqueeze_7);  mul_1 = unsqueeze_7 = None
        relu: "f32[4, 32, 32, 32]" = torch.ops.aten.relu.default(add_1);  add_1 = None
        convolution_1: "f32[4, 32, 32, 32]" = torch.ops.aten.convolution.default(relu, arg7_1, arg8_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = arg7_1 = arg8_1 = None
        relu_1: "f32[4, 32, 32, 32]" = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
        return (relu_1,)
