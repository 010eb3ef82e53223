class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 16, 64]", arg1_1: "f32[64]", arg2_1: "f32[64]", arg3_1: "f32[64, 64]", arg4_1: "f32[64]", arg5_1: "f32[64]", arg6_1: "f32[64]", arg7_1: "f32[64, 64]", arg8_1: "f32[64]", arg9_1: "f32[64]", arg10_1: "f32[64]", arg11_1: "f32[64, 64]", arg12_1: "f32[64]"):
        # File: /work/main/tests/corpus/generate.py:2791 in forward, code: x = x * 2.0
        mul: "f32[8, 16, 64]" = torch.ops.aten.mul.Tensor(arg0_1, 2.0);  arg0_1 = None

        # File: /work/main/tests/corpus/generate.py:2793 in forward, code: x = b(x)
        repeated_subgraph0 = self.repeated_subgraph0
        invoke_subgraph = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0, 'subgraph_0', mul, arg1_1, arg2_1, arg3_1, arg4_1);  repeated_subgraph0 = mul = arg1_1 = arg2_1 = arg3_1 = arg4_1 = None
        getitem: "f32[8, 16, 64]" = invoke_subgraph[0];  invoke_subgraph = None
        repeated_subgraph0_1 = self.repeated_subgraph0
        invoke_subgraph_1 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_1, 'subgraph_0', getitem, arg5_1, arg6_1, arg7_1, arg8_1);  repeated_subgraph0_1 = getitem = arg5_1 = arg6_1 = arg7_1 = arg8_1 = None
        getitem_1: "f32[8, 16, 64]" = invoke_subgraph_1[0];  invoke_subgraph_1 = None
        repeated_subgraph0_2 = self.repeated_subgraph0
        invoke_subgraph_2 = torch.ops.higher_order.invoke_subgraph(repeated_subgraph0_2, 'subgraph_0', getitem_1, arg9_1, arg10_1, arg11_1, arg12_1);  repeated_subgraph0_2 = getitem_1 = arg9_1 = arg10_1 = arg11_1 = arg12_1 = None
        getitem_2: "f32[8, 16, 64]" = invoke_subgraph_2[0];  invoke_subgraph_2 = None

        # File: /work/main/tests/corpus/generate.py:2794 in forward, code: return x.relu()
        relu: "f32[8, 16, 64]" = torch.ops.aten.relu.default(getitem_2);  getitem_2 = None
        return (relu,)

    class repeated_subgraph0(torch.nn.Module):
        def forward(self, arg0_1: "f32[8, 16, 64]", arg1_1: "f32[64]", arg2_1: "f32[64]", arg3_1: "f32[64, 64]", arg4_1: "f32[64]"):
            # File: /work/main/tests/corpus/generate.py:2783 in forward, code: return x + torch.nn.functional.gelu(self.fc(self.ln(x)))
            var_mean = torch.ops.aten.var_mean.correction(arg0_1, [2], correction = 0, keepdim = True)
            getitem: "f32[8, 16, 1]" = var_mean[0]
            getitem_1: "f32[8, 16, 1]" = var_mean[1];  var_mean = None
            add: "f32[8, 16, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
            rsqrt: "f32[8, 16, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
            sub: "f32[8, 16, 64]" = torch.ops.aten.sub.Tensor(arg0_1, getitem_1);  getitem_1 = None
            mul: "f32[8, 16, 64]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
            mul_1: "f32[8, 16, 64]" = torch.ops.aten.mul.Tensor(mul, arg1_1);  mul = arg1_1 = None
            add_1: "f32[8, 16, 64]" = torch.ops.aten.add.Tensor(mul_1, arg2_1);  mul_1 = arg2_1 = None
            view: "f32[128, 64]" = torch.ops.aten.view.default(add_1, [128, 64]);  add_1 = None
            permute: "f32[64, 64]" = torch.ops.aten.permute.default(arg3_1, [1, 0]);  arg3_1 = None
            addmm: "f32[128, 64]" = torch.ops.aten.addmm.default(arg4_1, view, permute);  arg4_1 = view = permute = None
            view_1: "f32[8, 16, 64]" = torch.ops.aten.view.default(addmm, [8, 16, 64]);  addmm = None
            mul_2: "f32[8, 16, 64]" = torch.ops.aten.mul.Tensor(view_1, 0.5)
            mul_3: "f32[8, 16, 64]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476);  view_1 = None
            erf: "f32[8, 16, 64]" = torch.ops.aten.erf.default(mul_3);  mul_3 = None
            add_2: "f32[8, 16, 64]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
            mul_4: "f32[8, 16, 64]" = torch.ops.aten.mul.Tensor(mul_2, add_2);  mul_2 = add_2 = None
            add_3: "f32[8, 16, 64]" = torch.ops.aten.add.Tensor(arg0_1, mul_4);  arg0_1 = mul_4 = None
            return (add_3,)
