class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 3, 3, 3]", arg1_1: "f32[16]", arg2_1: "Sym(s69)", arg3_1: "f32[3, 3, s69, s69]", arg4_1: "f32[16]", arg5_1: "f32[16]", arg6_1: "f32[16]", arg7_1: "f32[16]", arg8_1: "f32[32, 16, 3, 3]", arg9_1: "f32[32]", arg10_1: "f32[10, 32]", arg11_1: "f32[10]"):
        # No stacktrace found for following nodes
        convolution: "f32[3, 16, s69, s69]" = torch.ops.aten.convolution.default(arg3_1, arg0_1, arg1_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  arg3_1 = arg0_1 = arg1_1 = None
        add_5: "f32[16]" = torch.ops.aten.add.Tensor(arg5_1, 1e-05);  arg5_1 = None
        rsqrt: "f32[16]" = torch.ops.aten.rsqrt.default(add_5);  add_5 = None
        unsqueeze: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg4_1, -1);  arg4_1 = None
        unsqueeze_1: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        unsqueeze_2: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(rsqrt, -1);  rsqrt = None
        unsqueeze_3: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        sub_2: "f32[3, 16, s69, s69]" = torch.ops.aten.sub.Tensor(convolution, unsqueeze_1);  convolution = unsqueeze_1 = None
        mul_13: "f32[3, 16, s69, s69]" = torch.ops.aten.mul.Tensor(sub_2, unsqueeze_3);  sub_2 = unsqueeze_3 = None
        unsqueeze_4: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg6_1, -1);  arg6_1 = None
        unsqueeze_5: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        mul_14: "f32[3, 16, s69, s69]" = torch.ops.aten.mul.Tensor(mul_13, unsqueeze_5);  mul_13 = unsqueeze_5 = None
        unsqueeze_6: "f32[16, 1]" = torch.ops.aten.unsqueeze.default(arg7_1, -1);  arg7_1 = None
        unsqueeze_7: "f32[16, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
        add_6: "f32[3, 16, s69, s69]" = torch.ops.aten.add.Tensor(mul_14, unsqueeze_7);  mul_14 = unsqueeze_7 = None
        relu: "f32[3, 16, s69, s69]" = torch.ops.aten.relu.default(add_6);  add_6 = None
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu, [2, 2], [2, 2], [0, 0], [1, 1], False);  relu = None
        getitem: "f32[3, 16, (s69//2), (s69//2)]" = _low_memory_max_pool_with_offsets[0];  _low_memory_max_pool_with_offsets = None
        convolution_1: "f32[3, 32, (s69//2), (s69//2)]" = torch.ops.aten.convolution.default(getitem, arg8_1, arg9_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem = arg8_1 = arg9_1 = None
        relu_1: "f32[3, 32, (s69//2), (s69//2)]" = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
        mean: "f32[3, 32, 1, 1]" = torch.ops.aten.mean.dim(relu_1, [-1, -2], True);  relu_1 = None
        view: "f32[3, 32]" = torch.ops.aten.view.default(mean, [3, 32]);  mean = None
        permute: "f32[32, 10]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        addmm: "f32[3, 10]" = torch.ops.aten.addmm.default(arg11_1, view, permute);  arg11_1 = view = permute = None
        amax: "f32[3, 1]" = torch.ops.aten.amax.default(addmm, [-1], True)
        sub_15: "f32[3, 10]" = torch.ops.aten.sub.Tensor(addmm, amax);  addmm = amax = None
        exp: "f32[3, 10]" = torch.ops.aten.exp.default(sub_15)
        sum_1: "f32[3, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True);  exp = None
        log: "f32[3, 1]" = torch.ops.aten.log.default(sum_1);  sum_1 = None
        sub_16: "f32[3, 10]" = torch.ops.aten.sub.Tensor(sub_15, log);  sub_15 = log = None
        return (sub_16,)
