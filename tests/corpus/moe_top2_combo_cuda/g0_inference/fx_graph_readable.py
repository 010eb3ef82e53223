class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[4, 64]", arg1_1: "f32[32, 64]", arg2_1: "f32[128, 64]", arg3_1: "f32[128]", arg4_1: "f32[64, 128]", arg5_1: "f32[64]", arg6_1: "f32[128, 64]", arg7_1: "f32[128]", arg8_1: "f32[64, 128]", arg9_1: "f32[64]", arg10_1: "f32[128, 64]", arg11_1: "f32[128]", arg12_1: "f32[64, 128]", arg13_1: "f32[64]", arg14_1: "f32[128, 64]", arg15_1: "f32[128]", arg16_1: "f32[64, 128]", arg17_1: "f32[64]"):
        # File: /work/main/tests/corpus/generate.py:1053 in forward, code: gates = F.softmax(self.router(x), dim=-1)
        permute: "f32[64, 4]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        mm: "f32[32, 4]" = torch.ops.aten.mm.default(arg1_1, permute);  permute = None
        amax: "f32[32, 1]" = torch.ops.aten.amax.default(mm, [-1], True)
        sub: "f32[32, 4]" = torch.ops.aten.sub.Tensor(mm, amax);  mm = amax = None
        exp: "f32[32, 4]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_1: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[32, 4]" = torch.ops.aten.div.Tensor(exp, sum_1);  exp = sum_1 = None

        # File: /work/main/tests/corpus/generate.py:1054 in forward, code: weights, chosen = torch.topk(gates, 2, dim=-1)
        topk = torch.ops.aten.topk.default(div, 2);  div = None
        getitem: "f32[32, 2]" = topk[0]
        getitem_1: "i64[32, 2]" = topk[1];  topk = None

        # File: /work/main/tests/corpus/generate.py:1055 in forward, code: weights = weights / weights.sum(-1, keepdim=True)
        sum_2: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(getitem, [-1], True)
        div_1: "f32[32, 2]" = torch.ops.aten.div.Tensor(getitem, sum_2);  getitem = sum_2 = None

        # File: /work/main/tests/corpus/generate.py:1056 in forward, code: out = torch.zeros_like(x)
        full_default: "f32[32, 64]" = torch.ops.aten.full.default([32, 64], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)

        # File: /work/main/tests/corpus/generate.py:1058 in forward, code: token, slot = torch.where(chosen == e)
        eq: "b8[32, 2]" = torch.ops.aten.eq.Scalar(getitem_1, 0)
        nonzero: "i64[u0, 2]" = torch.ops.aten.nonzero.default(eq);  eq = None
        sym_size_int: "Sym(u0)" = torch.ops.aten.sym_size.int(nonzero, 0)
        unbind = torch.ops.aten.unbind.int(nonzero, 1);  nonzero = None
        getitem_2: "i64[u0]" = unbind[0]
        getitem_3: "i64[u0]" = unbind[1];  unbind = None
        ge_1: "Sym(u0 >= 0)" = sym_size_int >= 0
        _assert_scalar = torch.ops.aten._assert_scalar.default(ge_1, "Runtime assertion failed for expression u0 >= 0 on node 'ge'");  ge_1 = _assert_scalar = None
        le: "Sym(u0 <= 64)" = sym_size_int <= 64;  sym_size_int = None
        _assert_scalar_1 = torch.ops.aten._assert_scalar.default(le, "Runtime assertion failed for expression u0 <= 64 on node 'le'");  le = _assert_scalar_1 = None

        # File: /work/main/tests/corpus/generate.py:1059 in forward, code: h = w2(F.gelu(w1(x[token])))
        index: "f32[u0, 64]" = torch.ops.aten.index.Tensor(arg1_1, [getitem_2])
        permute_1: "f32[64, 128]" = torch.ops.aten.permute.default(arg2_1, [1, 0]);  arg2_1 = None
        addmm: "f32[u0, 128]" = torch.ops.aten.addmm.default(arg3_1, index, permute_1);  arg3_1 = index = permute_1 = None
        mul_7: "f32[u0, 128]" = torch.ops.aten.mul.Tensor(addmm, 0.5)
        mul_8: "f32[u0, 128]" = torch.ops.aten.mul.Tensor(addmm, 0.7071067811865476);  addmm = None
        erf: "f32[u0, 128]" = torch.ops.aten.erf.default(mul_8);  mul_8 = None
        add_13: "f32[u0, 128]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_9: "f32[u0, 128]" = torch.ops.aten.mul.Tensor(mul_7, add_13);  mul_7 = add_13 = None
        permute_2: "f32[128, 64]" = torch.ops.aten.permute.default(arg4_1, [1, 0]);  arg4_1 = None
        addmm_1: "f32[u0, 64]" = torch.ops.aten.addmm.default(arg5_1, mul_9, permute_2);  arg5_1 = mul_9 = permute_2 = None

        # File: /work/main/tests/corpus/generate.py:1060 in forward, code: out.index_add_(0, token, h * weights[token, slot].unsqueeze(-1))
        index_1: "f32[u0]" = torch.ops.aten.index.Tensor(div_1, [getitem_2, getitem_3]);  getitem_3 = None
        unsqueeze: "f32[u0, 1]" = torch.ops.aten.unsqueeze.default(index_1, -1);  index_1 = None
        mul_16: "f32[u0, 64]" = torch.ops.aten.mul.Tensor(addmm_1, unsqueeze);  addmm_1 = unsqueeze = None
        index_put: "f32[32, 64]" = torch.ops.aten.index_put.default(full_default, [getitem_2], mul_16, True);  full_default = getitem_2 = mul_16 = None

        # File: /work/main/tests/corpus/generate.py:1058 in forward, code: token, slot = torch.where(chosen == e)
        eq_15: "b8[32, 2]" = torch.ops.aten.eq.Scalar(getitem_1, 1)
        nonzero_1: "i64[u1, 2]" = torch.ops.aten.nonzero.default(eq_15);  eq_15 = None
        sym_size_int_1: "Sym(u1)" = torch.ops.aten.sym_size.int(nonzero_1, 0)
        unbind_1 = torch.ops.aten.unbind.int(nonzero_1, 1);  nonzero_1 = None
        getitem_4: "i64[u1]" = unbind_1[0]
        getitem_5: "i64[u1]" = unbind_1[1];  unbind_1 = None
        ge_5: "Sym(u1 >= 0)" = sym_size_int_1 >= 0
        _assert_scalar_2 = torch.ops.aten._assert_scalar.default(ge_5, "Runtime assertion failed for expression u1 >= 0 on node 'ge_1'");  ge_5 = _assert_scalar_2 = None
        le_1: "Sym(u1 <= 64)" = sym_size_int_1 <= 64;  sym_size_int_1 = None
        _assert_scalar_3 = torch.ops.aten._assert_scalar.default(le_1, "Runtime assertion failed for expression u1 <= 64 on node 'le_1'");  le_1 = _assert_scalar_3 = None

        # File: /work/main/tests/corpus/generate.py:1059 in forward, code: h = w2(F.gelu(w1(x[token])))
        index_2: "f32[u1, 64]" = torch.ops.aten.index.Tensor(arg1_1, [getitem_4])
        permute_3: "f32[64, 128]" = torch.ops.aten.permute.default(arg6_1, [1, 0]);  arg6_1 = None
        addmm_2: "f32[u1, 128]" = torch.ops.aten.addmm.default(arg7_1, index_2, permute_3);  arg7_1 = index_2 = permute_3 = None
        mul_29: "f32[u1, 128]" = torch.ops.aten.mul.Tensor(addmm_2, 0.5)
        mul_30: "f32[u1, 128]" = torch.ops.aten.mul.Tensor(addmm_2, 0.7071067811865476);  addmm_2 = None
        erf_1: "f32[u1, 128]" = torch.ops.aten.erf.default(mul_30);  mul_30 = None
        add_46: "f32[u1, 128]" = torch.ops.aten.add.Tensor(erf_1, 1);  erf_1 = None
        mul_31: "f32[u1, 128]" = torch.ops.aten.mul.Tensor(mul_29, add_46);  mul_29 = add_46 = None
        permute_4: "f32[128, 64]" = torch.ops.aten.permute.default(arg8_1, [1, 0]);  arg8_1 = None
        addmm_3: "f32[u1, 64]" = torch.ops.aten.addmm.default(arg9_1, mul_31, permute_4);  arg9_1 = mul_31 = permute_4 = None

        # File: /work/main/tests/corpus/generate.py:1060 in forward, code: out.index_add_(0, token, h * weights[token, slot].unsqueeze(-1))
        index_3: "f32[u1]" = torch.ops.aten.index.Tensor(div_1, [getitem_4, getitem_5]);  getitem_5 = None
        unsqueeze_1: "f32[u1, 1]" = torch.ops.aten.unsqueeze.default(index_3, -1);  index_3 = None
        mul_38: "f32[u1, 64]" = torch.ops.aten.mul.Tensor(addmm_3, unsqueeze_1);  addmm_3 = unsqueeze_1 = None
        index_put_1: "f32[32, 64]" = torch.ops.aten.index_put.default(index_put, [getitem_4], mul_38, True);  index_put = getitem_4 = mul_38 = None

        # File: /work/main/tests/corpus/generate.py:1058 in forward, code: token, slot = torch.where(chosen == e)
        eq_30: "b8[32, 2]" = torch.ops.aten.eq.Scalar(getitem_1, 2)
        nonzero_2: "i64[u2, 2]" = torch.ops.aten.nonzero.default(eq_30);  eq_30 = None
        sym_size_int_2: "Sym(u2)" = torch.ops.aten.sym_size.int(nonzero_2, 0)
        unbind_2 = torch.ops.aten.unbind.int(nonzero_2, 1);  nonzero_2 = None
        getitem_6: "i64[u2]" = unbind_2[0]
        getitem_7: "i64[u2]" = unbind_2[1];  unbind_2 = None
        ge_9: "Sym(u2 >= 0)" = sym_size_int_2 >= 0
        _assert_scalar_4 = torch.ops.aten._assert_scalar.default(ge_9, "Runtime assertion failed for expression u2 >= 0 on node 'ge_2'");  ge_9 = _assert_scalar_4 = None
        le_2: "Sym(u2 <= 64)" = sym_size_int_2 <= 64;  sym_size_int_2 = None
        _assert_scalar_5 = torch.ops.aten._assert_scalar.default(le_2, "Runtime assertion failed for expression u2 <= 64 on node 'le_2'");  le_2 = _assert_scalar_5 = None

        # File: /work/main/tests/corpus/generate.py:1059 in forward, code: h = w2(F.gelu(w1(x[token])))
        index_4: "f32[u2, 64]" = torch.ops.aten.index.Tensor(arg1_1, [getitem_6])
        permute_5: "f32[64, 128]" = torch.ops.aten.permute.default(arg10_1, [1, 0]);  arg10_1 = None
        addmm_4: "f32[u2, 128]" = torch.ops.aten.addmm.default(arg11_1, index_4, permute_5);  arg11_1 = index_4 = permute_5 = None
        mul_51: "f32[u2, 128]" = torch.ops.aten.mul.Tensor(addmm_4, 0.5)
        mul_52: "f32[u2, 128]" = torch.ops.aten.mul.Tensor(addmm_4, 0.7071067811865476);  addmm_4 = None
        erf_2: "f32[u2, 128]" = torch.ops.aten.erf.default(mul_52);  mul_52 = None
        add_79: "f32[u2, 128]" = torch.ops.aten.add.Tensor(erf_2, 1);  erf_2 = None
        mul_53: "f32[u2, 128]" = torch.ops.aten.mul.Tensor(mul_51, add_79);  mul_51 = add_79 = None
        permute_6: "f32[128, 64]" = torch.ops.aten.permute.default(arg12_1, [1, 0]);  arg12_1 = None
        addmm_5: "f32[u2, 64]" = torch.ops.aten.addmm.default(arg13_1, mul_53, permute_6);  arg13_1 = mul_53 = permute_6 = None

        # File: /work/main/tests/corpus/generate.py:1060 in forward, code: out.index_add_(0, token, h * weights[token, slot].unsqueeze(-1))
        index_5: "f32[u2]" = torch.ops.aten.index.Tensor(div_1, [getitem_6, getitem_7]);  getitem_7 = None
        unsqueeze_2: "f32[u2, 1]" = torch.ops.aten.unsqueeze.default(index_5, -1);  index_5 = None
        mul_60: "f32[u2, 64]" = torch.ops.aten.mul.Tensor(addmm_5, unsqueeze_2);  addmm_5 = unsqueeze_2 = None
        index_put_2: "f32[32, 64]" = torch.ops.aten.index_put.default(index_put_1, [getitem_6], mul_60, True);  index_put_1 = getitem_6 = mul_60 = None

        # File: /work/main/tests/corpus/generate.py:1058 in forward, code: token, slot = torch.where(chosen == e)
        eq_45: "b8[32, 2]" = torch.ops.aten.eq.Scalar(getitem_1, 3);  getitem_1 = None
        nonzero_3: "i64[u3, 2]" = torch.ops.aten.nonzero.default(eq_45);  eq_45 = None
        sym_size_int_3: "Sym(u3)" = torch.ops.aten.sym_size.int(nonzero_3, 0)
        unbind_3 = torch.ops.aten.unbind.int(nonzero_3, 1);  nonzero_3 = None
        getitem_8: "i64[u3]" = unbind_3[0]
        getitem_9: "i64[u3]" = unbind_3[1];  unbind_3 = None
        ge_13: "Sym(u3 >= 0)" = sym_size_int_3 >= 0
        _assert_scalar_6 = torch.ops.aten._assert_scalar.default(ge_13, "Runtime assertion failed for expression u3 >= 0 on node 'ge_3'");  ge_13 = _assert_scalar_6 = None
        le_3: "Sym(u3 <= 64)" = sym_size_int_3 <= 64;  sym_size_int_3 = None
        _assert_scalar_7 = torch.ops.aten._assert_scalar.default(le_3, "Runtime assertion failed for expression u3 <= 64 on node 'le_3'");  le_3 = _assert_scalar_7 = None

        # File: /work/main/tests/corpus/generate.py:1059 in forward, code: h = w2(F.gelu(w1(x[token])))
        index_6: "f32[u3, 64]" = torch.ops.aten.index.Tensor(arg1_1, [getitem_8]);  arg1_1 = None
        permute_7: "f32[64, 128]" = torch.ops.aten.permute.default(arg14_1, [1, 0]);  arg14_1 = None
        addmm_6: "f32[u3, 128]" = torch.ops.aten.addmm.default(arg15_1, index_6, permute_7);  arg15_1 = index_6 = permute_7 = None
        mul_73: "f32[u3, 128]" = torch.ops.aten.mul.Tensor(addmm_6, 0.5)
        mul_74: "f32[u3, 128]" = torch.ops.aten.mul.Tensor(addmm_6, 0.7071067811865476);  addmm_6 = None
        erf_3: "f32[u3, 128]" = torch.ops.aten.erf.default(mul_74);  mul_74 = None
        add_112: "f32[u3, 128]" = torch.ops.aten.add.Tensor(erf_3, 1);  erf_3 = None
        mul_75: "f32[u3, 128]" = torch.ops.aten.mul.Tensor(mul_73, add_112);  mul_73 = add_112 = None
        permute_8: "f32[128, 64]" = torch.ops.aten.permute.default(arg16_1, [1, 0]);  arg16_1 = None
        addmm_7: "f32[u3, 64]" = torch.ops.aten.addmm.default(arg17_1, mul_75, permute_8);  arg17_1 = mul_75 = permute_8 = None

        # File: /work/main/tests/corpus/generate.py:1060 in forward, code: out.index_add_(0, token, h * weights[token, slot].unsqueeze(-1))
        index_7: "f32[u3]" = torch.ops.aten.index.Tensor(div_1, [getitem_8, getitem_9]);  div_1 = getitem_9 = None
        unsqueeze_3: "f32[u3, 1]" = torch.ops.aten.unsqueeze.default(index_7, -1);  index_7 = None
        mul_82: "f32[u3, 64]" = torch.ops.aten.mul.Tensor(addmm_7, unsqueeze_3);  addmm_7 = unsqueeze_3 = None
        index_put_3: "f32[32, 64]" = torch.ops.aten.index_put.default(index_put_2, [getitem_8], mul_82, True);  index_put_2 = getitem_8 = mul_82 = None
        return (index_put_3,)
