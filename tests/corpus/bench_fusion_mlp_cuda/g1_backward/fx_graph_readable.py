class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[1024, 256]", primals_3: "f32[32, 256]", primals_4: "f32[1024]", primals_6: "f32[256, 1024]", primals_8: "f32[256]", addmm: "f32[32, 1024]", getitem_1: "f32[32, 1]", rsqrt: "f32[32, 1]", add_2: "f32[32, 1024]", addmm_1: "f32[32, 256]", getitem_3: "f32[32, 1]", rsqrt_1: "f32[32, 1]", tangents_1: "f32[32, 256]"):
        # No stacktrace found for following nodes
        mul_11: "f32[32, 256]" = torch.ops.aten.mul.Tensor(tangents_1, primals_8);  primals_8 = None
        mul_12: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_11, 256)
        sum_1: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(mul_11, [1], True)
        mul_5: "f32[32, 256]" = torch.ops.aten.mul.Tensor(addmm_1, 0.5)
        mul_6: "f32[32, 256]" = torch.ops.aten.mul.Tensor(addmm_1, 0.7071067811865476)
        erf_1: "f32[32, 256]" = torch.ops.aten.erf.default(mul_6);  mul_6 = None
        add_3: "f32[32, 256]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_7: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_5, add_3);  mul_5 = None
        sub_2: "f32[32, 256]" = torch.ops.aten.sub.Tensor(mul_7, getitem_3);  mul_7 = getitem_3 = None
        mul_10: "f32[32, 256]" = torch.ops.aten.mul.Tensor(sub_2, rsqrt_1);  sub_2 = None
        mul_13: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_11, mul_10);  mul_11 = None
        sum_2: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(mul_13, [1], True);  mul_13 = None
        mul_14: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_10, sum_2);  sum_2 = None
        sub_3: "f32[32, 256]" = torch.ops.aten.sub.Tensor(mul_12, sum_1);  mul_12 = sum_1 = None
        sub_4: "f32[32, 256]" = torch.ops.aten.sub.Tensor(sub_3, mul_14);  sub_3 = mul_14 = None
        div: "f32[32, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 256);  rsqrt_1 = None
        mul_15: "f32[32, 256]" = torch.ops.aten.mul.Tensor(div, sub_4);  div = sub_4 = None
        mul_16: "f32[32, 256]" = torch.ops.aten.mul.Tensor(tangents_1, mul_10);  mul_10 = None
        sum_3: "f32[256]" = torch.ops.aten.sum.dim_IntList(mul_16, [0]);  mul_16 = None
        sum_4: "f32[256]" = torch.ops.aten.sum.dim_IntList(tangents_1, [0]);  tangents_1 = None
        mul_18: "f32[32, 256]" = torch.ops.aten.mul.Tensor(add_3, 0.5);  add_3 = None
        mul_19: "f32[32, 256]" = torch.ops.aten.mul.Tensor(addmm_1, addmm_1)
        mul_20: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_19, -0.5);  mul_19 = None
        exp: "f32[32, 256]" = torch.ops.aten.exp.default(mul_20);  mul_20 = None
        mul_21: "f32[32, 256]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_22: "f32[32, 256]" = torch.ops.aten.mul.Tensor(addmm_1, mul_21);  addmm_1 = mul_21 = None
        add_7: "f32[32, 256]" = torch.ops.aten.add.Tensor(mul_18, mul_22);  mul_18 = mul_22 = None
        mul_23: "f32[32, 256]" = torch.ops.aten.mul.Tensor(mul_15, add_7);  mul_15 = add_7 = None
        permute_1: "f32[1024, 256]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_2: "f32[256, 1024]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[32, 1024]" = torch.ops.aten.mm.default(mul_23, permute_2);  permute_2 = None
        permute_3: "f32[256, 32]" = torch.ops.aten.permute.default(mul_23, [1, 0])
        mm_1: "f32[256, 1024]" = torch.ops.aten.mm.default(permute_3, add_2);  permute_3 = add_2 = None
        sum_5: "f32[1, 256]" = torch.ops.aten.sum.dim_IntList(mul_23, [0], True);  mul_23 = None
        view: "f32[256]" = torch.ops.aten.view.default(sum_5, [256]);  sum_5 = None
        mul_25: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mm, primals_4);  primals_4 = None
        mul_26: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul_25, 1024)
        sum_6: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(mul_25, [1], True)
        mul: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_1: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476)
        erf: "f32[32, 1024]" = torch.ops.aten.erf.default(mul_1);  mul_1 = None
        add: "f32[32, 1024]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_2: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul, add);  mul = None
        sub: "f32[32, 1024]" = torch.ops.aten.sub.Tensor(mul_2, getitem_1);  mul_2 = getitem_1 = None
        mul_3: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = None
        mul_27: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul_25, mul_3);  mul_25 = None
        sum_7: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(mul_27, [1], True);  mul_27 = None
        mul_28: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul_3, sum_7);  sum_7 = None
        sub_6: "f32[32, 1024]" = torch.ops.aten.sub.Tensor(mul_26, sum_6);  mul_26 = sum_6 = None
        sub_7: "f32[32, 1024]" = torch.ops.aten.sub.Tensor(sub_6, mul_28);  sub_6 = mul_28 = None
        div_1: "f32[32, 1]" = torch.ops.aten.div.Tensor(rsqrt, 1024);  rsqrt = None
        mul_29: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(div_1, sub_7);  div_1 = sub_7 = None
        mul_30: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mm, mul_3);  mul_3 = None
        sum_8: "f32[1024]" = torch.ops.aten.sum.dim_IntList(mul_30, [0]);  mul_30 = None
        sum_9: "f32[1024]" = torch.ops.aten.sum.dim_IntList(mm, [0]);  mm = None
        mul_32: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(add, 0.5);  add = None
        mul_33: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(addmm, addmm)
        mul_34: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul_33, -0.5);  mul_33 = None
        exp_1: "f32[32, 1024]" = torch.ops.aten.exp.default(mul_34);  mul_34 = None
        mul_35: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(exp_1, 0.3989422804014327);  exp_1 = None
        mul_36: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(addmm, mul_35);  addmm = mul_35 = None
        add_9: "f32[32, 1024]" = torch.ops.aten.add.Tensor(mul_32, mul_36);  mul_32 = mul_36 = None
        mul_37: "f32[32, 1024]" = torch.ops.aten.mul.Tensor(mul_29, add_9);  mul_29 = add_9 = None
        permute: "f32[256, 1024]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        permute_6: "f32[1024, 256]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_2: "f32[32, 256]" = torch.ops.aten.mm.default(mul_37, permute_6);  permute_6 = None
        permute_7: "f32[1024, 32]" = torch.ops.aten.permute.default(mul_37, [1, 0])
        mm_3: "f32[1024, 256]" = torch.ops.aten.mm.default(permute_7, primals_3);  permute_7 = primals_3 = None
        sum_10: "f32[1, 1024]" = torch.ops.aten.sum.dim_IntList(mul_37, [0], True);  mul_37 = None
        view_1: "f32[1024]" = torch.ops.aten.view.default(sum_10, [1024]);  sum_10 = None
        return (mm_3, view_1, mm_2, sum_8, sum_9, mm_1, view, sum_3, sum_4)
