class GraphModule(torch.nn.Module):
    def forward(self, primals_3: "f32[128, 256]", primals_4: "f32[256, 512]", primals_6: "f32[256]", addmm: "f32[128, 512]", mul_2: "f32[128, 512]", addmm_1: "f32[128, 256]", getitem_1: "f32[128, 1]", rsqrt: "f32[128, 1]", tangents_1: "f32[128, 256]"):
        # No stacktrace found for following nodes
        mul_6: "f32[128, 256]" = torch.ops.aten.mul.Tensor(tangents_1, primals_6);  primals_6 = None
        mul_7: "f32[128, 256]" = torch.ops.aten.mul.Tensor(mul_6, 256)
        sum_1: "f32[128, 1]" = torch.ops.aten.sum.dim_IntList(mul_6, [1], True)
        sub_1: "f32[128, 256]" = torch.ops.aten.sub.Tensor(addmm_1, getitem_1);  addmm_1 = getitem_1 = None
        mul_5: "f32[128, 256]" = torch.ops.aten.mul.Tensor(sub_1, rsqrt);  sub_1 = None
        mul_8: "f32[128, 256]" = torch.ops.aten.mul.Tensor(mul_6, mul_5);  mul_6 = None
        sum_2: "f32[128, 1]" = torch.ops.aten.sum.dim_IntList(mul_8, [1], True);  mul_8 = None
        mul_9: "f32[128, 256]" = torch.ops.aten.mul.Tensor(mul_5, sum_2);  sum_2 = None
        sub_2: "f32[128, 256]" = torch.ops.aten.sub.Tensor(mul_7, sum_1);  mul_7 = sum_1 = None
        sub_3: "f32[128, 256]" = torch.ops.aten.sub.Tensor(sub_2, mul_9);  sub_2 = mul_9 = None
        div: "f32[128, 1]" = torch.ops.aten.div.Tensor(rsqrt, 256);  rsqrt = None
        mul_10: "f32[128, 256]" = torch.ops.aten.mul.Tensor(div, sub_3);  div = sub_3 = None
        mul_11: "f32[128, 256]" = torch.ops.aten.mul.Tensor(tangents_1, mul_5);  mul_5 = None
        sum_3: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_11, [0]);  mul_11 = None
        sum_4: "f32[256]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0]);  tangents_1 = None
        permute_1: "f32[512, 256]" = torch.ops.aten.permute.default(primals_4, [1, 0]);  primals_4 = None
        permute_2: "f32[256, 512]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[128, 512]" = torch.ops.aten.mm.default(mul_10, permute_2);  permute_2 = None
        permute_3: "f32[256, 128]" = torch.ops.aten.permute.default(mul_10, [1, 0])
        mm_1: "f32[256, 512]" = torch.ops.aten.mm.default(permute_3, mul_2);  permute_3 = mul_2 = None
        sum_5: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(mul_10, [0], True);  mul_10 = None
        view: "f32[256]" = torch.ops.aten.view.default(sum_5, [256]);  sum_5 = None
        mul_1: "f32[128, 512]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[128, 512]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[128, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_13: "f32[128, 512]" = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_14: "f32[128, 512]" = torch.ops.aten.mul.Tensor(addmm, addmm)
        mul_15: "f32[128, 512]" = torch.ops.aten.mul.Tensor(mul_14, -0.5);  mul_14 = None
        exp: "f32[128, 512]" = torch.ops.aten.exp.default(mul_15);  mul_15 = None
        mul_16: "f32[128, 512]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_17: "f32[128, 512]" = torch.ops.aten.mul.Tensor(addmm, mul_16);  addmm = mul_16 = None
        add_4: "f32[128, 512]" = torch.ops.aten.add.Tensor(mul_13, mul_17);  mul_13 = mul_17 = None
        mul_18: "f32[128, 512]" = torch.ops.aten.mul.Tensor(mm, add_4);  mm = add_4 = None
        permute_6: "f32[512, 128]" = torch.ops.aten.permute.default(mul_18, [1, 0])
        mm_2: "f32[512, 256]" = torch.ops.aten.mm.default(permute_6, primals_3);  permute_6 = primals_3 = None
        sum_6: "f32[1, 512]" = torch.ops.aten.sum.dim_IntList(mul_18, [0], True);  mul_18 = None
        view_1: "f32[512]" = torch.ops.aten.view.default(sum_6, [512]);  sum_6 = None
        return (mm_2, view_1, None, mm_1, view, sum_3, sum_4)
