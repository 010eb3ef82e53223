class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8, 32]", arg1_1: "i64[8]", arg2_1: "i64[4, 5]", arg3_1: "f32[10, 32]"):
        # File: /work/main/tests/corpus/generate.py:726 in f, code: y = torch.nn.functional.layer_norm(x, (32,))
        var_mean = torch.ops.aten.var_mean.correction(arg0_1, [1], correction = 0, keepdim = True)
        getitem: "f32[8, 1]" = var_mean[0]
        getitem_1: "f32[8, 1]" = var_mean[1];  var_mean = None
        add: "f32[8, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[8, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[8, 32]" = torch.ops.aten.sub.Tensor(arg0_1, getitem_1);  arg0_1 = getitem_1 = None
        mul: "f32[8, 32]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None

        # File: /work/main/tests/corpus/generate.py:727 in f, code: y = torch.nn.functional.dropout(y, 0.1, training=True)
        inductor_seeds_default: "i64[1]" = torch.ops.prims.inductor_seeds.default(1, device(type='cuda', index=0))
        inductor_lookup_seed_default: "i64[]" = torch.ops.prims.inductor_lookup_seed.default(inductor_seeds_default, 0);  inductor_seeds_default = None
        inductor_random_default: "f32[8, 32]" = torch.ops.prims.inductor_random.default([8, 32], inductor_lookup_seed_default, 'rand');  inductor_lookup_seed_default = None
        gt: "b8[8, 32]" = torch.ops.aten.gt.Scalar(inductor_random_default, 0.1);  inductor_random_default = None
        mul_1: "f32[8, 32]" = torch.ops.aten.mul.Tensor(gt, mul);  gt = mul = None
        mul_2: "f32[8, 32]" = torch.ops.aten.mul.Tensor(mul_1, 1.1111111111111112);  mul_1 = None

        # File: /work/main/tests/corpus/generate.py:728 in f, code: z = torch.zeros(16, 32, device=x.device).index_put_((idx,), y, accumulate=True)
        full_default: "f32[16, 32]" = torch.ops.aten.full.default([16, 32], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        index_put: "f32[16, 32]" = torch.ops.aten.index_put.default(full_default, [arg1_1], mul_2, True);  full_default = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:729 in f, code: e = torch.nn.functional.embedding(emb, table)
        embedding: "f32[4, 5, 32]" = torch.ops.aten.embedding.default(arg3_1, arg2_1);  arg3_1 = arg2_1 = None

        # File: /work/main/tests/corpus/generate.py:730 in f, code: return z * 2, e.sum(-1), y.argmax(-1)
        mul_3: "f32[16, 32]" = torch.ops.aten.mul.Tensor(index_put, 2);  index_put = None
        sum_1: "f32[4, 5]" = torch.ops.aten.sum.dim_IntList(embedding, [-1]);  embedding = None
        argmax: "i64[8]" = torch.ops.aten.argmax.default(mul_2, -1);  mul_2 = None
        return (mul_3, sum_1, argmax)
