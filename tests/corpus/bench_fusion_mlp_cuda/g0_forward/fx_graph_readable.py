class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[1024, 256]", primals_2: "f32[1024]", primals_3: "f32[32, 256]", primals_4: "f32[1024]", primals_5: "f32[1024]", primals_6: "f32[256, 1024]", primals_7: "f32[256]", primals_8: "f32[256]", primals_9: "f32[256]"):
        # No stacktrace found for following nodes
        permute: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_1, [1, 0])
        addmm: "f32[32, 1024]" = torch.ops.aten.addmm.default(primals_2, primals_3, permute);  primals_2 = permute = None
        mul: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_1: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[32, 1024]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[32, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul, add);  mul = add = None
        var_mean = torch.ops.aten.var_mean.correction(mul_2, [1], correction = 0, keepdim = True)
        getitem: "f32[32, 1]" = var_mean[0]
        getitem_1: "f32[32, 1]" = var_mean[1];  var_mean = None
        add_1: "f32[32, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[32, 1]" = torch.ops.aten.rsqrt.default(add_1);  add_1 = None
        sub: "f32[32, 1024]" = torch.ops.aten.sub.Tensor(mul_2, getitem_1);  mul_2 = None
        mul_3: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_4: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul_3, primals_4);  mul_3 = None
        add_2: "f32[32, 1024]" = torch.ops.aten.add.Tensor(mul_4, primals_5);  mul_4 = primals_5 = None
        permute_1: "f32[1024, 256]" = torch.ops.aten.permute.default(primals_6, [1, 0])
        addmm_1: "f32[32, 256]" = torch.ops.aten.addmm.default(primals_7, add_2, permute_1);  primals_7 = permute_1 = None
        mul_5: "f32[32, 256]" = torch.ops.aten.mul.Tensor(addmm_1, 0.5)
        mul_6: "f32[32, 256]" = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476)
        erf_1: "f32[32, 256]" = torch.ops.aten.erf.default(mul_6);  mul_6 = None
        add_3: "f32[32, 256]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_7: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_5, add_3);  mul_5 = add_3 = None
        var_mean_1 = torch.ops.aten.var_mean.correction(mul_7, [1], correction = 0, keepdim = True)
        getitem_2: "f32[32, 1]" = var_mean_1[0]
        getitem_3: "f32[32, 1]" = var_mean_1[1];  var_mean_1 = None
        add_4: "f32[32, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1: "f32[32, 1]" = torch.ops.aten.rsqrt.default(add_4);  add_4 = None
        sub_1: "f32[32, 256]" = torch.ops.aten.sub.Tensor(mul_7, getitem_3);  mul_7 = None
        mul_8: "f32[32, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt_1);  sub_1 = None
        mul_9: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_8, primals_8);  mul_8 = None
        add_5: "f32[32, 256]" = torch.ops.aten.add.Tensor(mul_9, primals_9);  mul_9 = primals_9 = None
        return (add_5, primals_1, primals_3, primals_4, primals_6, primals_8, addmm, getitem_1, rsqrt, add_2, addmm_1, getitem_3, rsqrt_1)
