class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "Sym(s77)", primals_2: "Sym(s27)", mul_19: "Sym(s27*s77)", primals_3: "f32[s77, s27, 32]", primals_6: "f32[64, 32]", primals_8: "f32[32, 64]", primals_10: "f32[8]", getitem_1: "f32[s77, s27, 1]", rsqrt: "f32[s77, s27, 1]", view: "f32[s27*s77, 32]", addmm: "f32[s27*s77, 64]", view_2: "f32[s27*s77, 64]", addmm_1: "f32[s27*s77, 32]", tangents_1: "f32[s77, s27, 32]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:972 in forward, code: return y.transpose(1, 2).reshape(b, t, d) + x
        view_6: "f32[s77, s27, 4, 8]" = torch.ops.aten.view.default(tangents_1, [primals_1, primals_2, 4, 8]);  tangents_1 = None
        permute_4: "f32[s77, 4, s27, 8]" = torch.ops.aten.permute.default(view_6, [0, 2, 1, 3]);  view_6 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:970 in forward, code: y = self.fc2(torch.nn.functional.gelu(self.fc1(self.ln(x))))
        view_3: "f32[s77, s27, 32]" = torch.ops.aten.view.default(addmm_1, [primals_1, primals_2, 32]);  addmm_1 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:971 in forward, code: y = self.ln2(y.view(b, t, self.h, d // self.h).transpose(1, 2))
        view_4: "f32[s77, s27, 4, 8]" = torch.ops.aten.view.default(view_3, [primals_1, primals_2, 4, 8]);  view_3 = None
        permute_2: "f32[s77, 4, s27, 8]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        clone: "f32[s77, 4, s27, 8]" = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format)
        var_mean_1 = torch.ops.aten.var_mean.correction(clone, [3], correction = 0, keepdim = True);  clone = None
        getitem_3: "f32[s77, 4, s27, 1]" = var_mean_1[1]
        getitem_2: "f32[s77, 4, s27, 1]" = var_mean_1[0];  var_mean_1 = None
        sub_36: "f32[s77, 4, s27, 8]" = torch.ops.aten.sub.Tensor(permute_2, getitem_3);  permute_2 = getitem_3 = None
        add_49: "f32[s77, 4, s27, 1]" = torch.ops.aten.add.Tensor(getitem_2, 1e-05);  getitem_2 = None
        rsqrt_1: "f32[s77, 4, s27, 1]" = torch.ops.aten.rsqrt.default(add_49);  add_49 = None
        mul_100: "f32[s77, 4, s27, 8]" = torch.ops.aten.mul.Tensor(sub_36, rsqrt_1);  sub_36 = None
        mul_101: "f32[s77, 4, s27, 8]" = torch.ops.aten.mul.Tensor(permute_4, primals_10);  primals_10 = None
        mul_102: "f32[s77, 4, s27, 8]" = torch.ops.aten.mul.Tensor(mul_101, 8)
        sum_1: "f32[s77, 4, s27, 1]" = torch.ops.aten.sum.dim_IntList(mul_101, [3], True)
        mul_103: "f32[s77, 4, s27, 8]" = torch.ops.aten.mul.Tensor(mul_101, mul_100);  mul_101 = None
        sum_2: "f32[s77, 4, s27, 1]" = torch.ops.aten.sum.dim_IntList(mul_103, [3], True);  mul_103 = None
        mul_104: "f32[s77, 4, s27, 8]" = torch.ops.aten.mul.Tensor(mul_100, sum_2);  sum_2 = None
        sub_37: "f32[s77, 4, s27, 8]" = torch.ops.aten.sub.Tensor(mul_102, sum_1);  mul_102 = sum_1 = None
        sub_38: "f32[s77, 4, s27, 8]" = torch.ops.aten.sub.Tensor(sub_37, mul_104);  sub_37 = mul_104 = None
        div: "f32[s77, 4, s27, 1]" = torch.ops.aten.div.Tensor(rsqrt_1, 8);  rsqrt_1 = None
        mul_105: "f32[s77, 4, s27, 8]" = torch.ops.aten.mul.Tensor(div, sub_38);  div = sub_38 = None
        mul_106: "f32[s77, 4, s27, 8]" = torch.ops.aten.mul.Tensor(permute_4, mul_100);  mul_100 = None
        sum_3: "f32[8]" = torch.ops.aten.sum.dim_IntList(mul_106, [0, 1, 2]);  mul_106 = None
        sum_4: "f32[8]" = torch.ops.aten.sum.dim_IntList(permute_4, [0, 1, 2]);  permute_4 = None
        permute_5: "f32[s77, s27, 4, 8]" = torch.ops.aten.permute.default(mul_105, [0, 2, 1, 3]);  mul_105 = None
        clone_2: "f32[s77, s27, 4, 8]" = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
        view_7: "f32[s77, s27, 32]" = torch.ops.aten.view.default(clone_2, [primals_1, primals_2, 32]);  clone_2 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:970 in forward, code: y = self.fc2(torch.nn.functional.gelu(self.fc1(self.ln(x))))
        view_8: "f32[s27*s77, 32]" = torch.ops.aten.view.default(view_7, [mul_19, 32]);  view_7 = None
        permute_1: "f32[64, 32]" = torch.ops.aten.permute.default(primals_8, [1, 0]);  primals_8 = None
        permute_6: "f32[32, 64]" = torch.ops.aten.permute.default(permute_1, [1, 0]);  permute_1 = None
        mm: "f32[s27*s77, 64]" = torch.ops.aten.mm.default(view_8, permute_6);  permute_6 = None
        permute_7: "f32[32, s27*s77]" = torch.ops.aten.permute.default(view_8, [1, 0])
        mm_1: "f32[32, 64]" = torch.ops.aten.mm.default(permute_7, view_2);  permute_7 = view_2 = None
        sum_5: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
        view_9: "f32[32]" = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
        view_10: "f32[s77, s27, 64]" = torch.ops.aten.view.default(mm, [primals_1, primals_2, 64]);  mm = None
        view_1: "f32[s77, s27, 64]" = torch.ops.aten.view.default(addmm, [primals_1, primals_2, 64]);  addmm = None
        mul_28: "f32[s77, s27, 64]" = torch.ops.aten.mul.Tensor(view_1, 0.7071067811865476)
        erf: "f32[s77, s27, 64]" = torch.ops.aten.erf.default(mul_28);  mul_28 = None
        add_24: "f32[s77, s27, 64]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_108: "f32[s77, s27, 64]" = torch.ops.aten.mul.Tensor(add_24, 0.5);  add_24 = None
        mul_109: "f32[s77, s27, 64]" = torch.ops.aten.mul.Tensor(view_1, view_1)
        mul_110: "f32[s77, s27, 64]" = torch.ops.aten.mul.Tensor(mul_109, -0.5);  mul_109 = None
        exp: "f32[s77, s27, 64]" = torch.ops.aten.exp.default(mul_110);  mul_110 = None
        mul_111: "f32[s77, s27, 64]" = torch.ops.aten.mul.Tensor(exp, 0.3989422804014327);  exp = None
        mul_112: "f32[s77, s27, 64]" = torch.ops.aten.mul.Tensor(view_1, mul_111);  view_1 = mul_111 = None
        add_86: "f32[s77, s27, 64]" = torch.ops.aten.add.Tensor(mul_108, mul_112);  mul_108 = mul_112 = None
        mul_113: "f32[s77, s27, 64]" = torch.ops.aten.mul.Tensor(view_10, add_86);  view_10 = add_86 = None
        view_11: "f32[s27*s77, 64]" = torch.ops.aten.view.default(mul_113, [mul_19, 64]);  mul_113 = mul_19 = None
        permute: "f32[32, 64]" = torch.ops.aten.permute.default(primals_6, [1, 0]);  primals_6 = None
        permute_10: "f32[64, 32]" = torch.ops.aten.permute.default(permute, [1, 0]);  permute = None
        mm_2: "f32[s27*s77, 32]" = torch.ops.aten.mm.default(view_11, permute_10);  permute_10 = None
        permute_11: "f32[64, s27*s77]" = torch.ops.aten.permute.default(view_11, [1, 0])
        mm_3: "f32[64, 32]" = torch.ops.aten.mm.default(permute_11, view);  permute_11 = view = None
        sum_6: "f32[1, 64]" = torch.ops.aten.sum.dim_IntList(view_11, [0], True);  view_11 = None
        view_12: "f32[64]" = torch.ops.aten.view.default(sum_6, [64]);  sum_6 = None
        view_13: "f32[s77, s27, 32]" = torch.ops.aten.view.default(mm_2, [primals_1, primals_2, 32]);  mm_2 = primals_1 = primals_2 = None
        sub: "f32[s77, s27, 32]" = torch.ops.aten.sub.Tensor(primals_3, getitem_1);  primals_3 = getitem_1 = None
        mul_4: "f32[s77, s27, 32]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None
        mul_119: "f32[s77, s27, 32]" = torch.ops.aten.mul.Tensor(view_13, mul_4);  mul_4 = None
        sum_9: "f32[32]" = torch.ops.aten.sum.dim_IntList(mul_119, [0, 1]);  mul_119 = None
        sum_10: "f32[32]" = torch.ops.aten.sum.dim_IntList(view_13, [0, 1]);  view_13 = None
        return (None, None, None, sum_9, sum_10, mm_3, view_12, mm_1, view_9, sum_3, sum_4)
