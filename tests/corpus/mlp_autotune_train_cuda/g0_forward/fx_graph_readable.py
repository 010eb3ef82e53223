class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[512, 256]", primals_2: "f32[512]", primals_3: "f32[128, 256]", primals_4: "f32[256, 512]", primals_5: "f32[256]", primals_6: "f32[256]", primals_7: "f32[256]"):
        # No stacktrace found for following nodes
        permute: "f32[256, 512]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[128, 512]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        mul: "f32[128, 512]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_1: "f32[128, 512]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[128, 512]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[128, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[128, 512]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        permute_1: "f32[512, 256]" = torch.ops.aten.permute.default(primals_4, [1, 0])
        addmm_1: "f32[128, 256]" = torch.ops.aten.addmm.default(primals_5, mul_2, permute_1);  primals_5 = permute_1 = None
        var_mean = torch.ops.aten.var_mean.correction(addmm_1, [1], correction = 0, keepdim = True)
        getitem: "f32[128, 1]" = var_mean[0]
        getitem_1: "f32[128, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[128, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[128, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[128, 256]" = torch.ops.aten.sub.Tensor(addmm_1, getitem_1)
        mul_3: "f32[128, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_4: "f32[128, 256]" = torch.ops.aten.mul.Tensor(mul_3, primals_6);  mul_3 = None
        add_2: "f32[128, 256]" = torch.ops.aten.add.Tensor(mul_4, primals_7);  mul_4 = primals_7 = None
        return (add_2, primals_3, primals_4, primals_6, addmm, mul_2, addmm_1, getitem_1, rsqrt)
