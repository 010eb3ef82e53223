class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 256]", arg1_1: "f32[256, 512]", arg2_1: "f32[512, 256]", arg3_1: "f32[256]"):
        # File: /work/main/tests/corpus/pairs_src/base/tp_mlp.py:24 in forward, code: xs = fc.all_gather_tensor(F.layer_norm(x, (x.shape[-1],)), 0, group)
        var_mean = torch.ops.aten.var_mean.correction(arg0_1, [1], correction = 0, keepdim = True)
        getitem: "f32[64, 1]" = var_mean[0]
        getitem_1: "f32[64, 1]" = var_mean[1];  var_mean = None
        add: "f32[64, 1]" = torch.ops.aten.add.Tensor(getitem, 1e-05);  getitem = None
        rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        sub: "f32[64, 256]" = torch.ops.aten.sub.Tensor(arg0_1, getitem_1);  arg0_1 = getitem_1 = None
        mul: "f32[64, 256]" = torch.ops.aten.mul.Tensor(sub, rsqrt);  sub = rsqrt = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:209 in all_gather_single, code: tensor = torch.ops._c10d_functional.all_gather_into_tensor(
        all_gather_into_tensor: "f32[64, 256]" = torch.ops._c10d_functional.all_gather_into_tensor.default(mul, 1, '0');  mul = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:142 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor: "f32[64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_gather_into_tensor);  all_gather_into_tensor = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_mlp.py:25 in forward, code: h = F.gelu(xs @ self.w1)
        mm: "f32[64, 512]" = torch.ops.aten.mm.default(wait_tensor, arg1_1);  wait_tensor = arg1_1 = None
        mul_1: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mm, 0.5)
        mul_2: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mm, 0.7071067811865476);  mm = None
        erf: "f32[64, 512]" = torch.ops.aten.erf.default(mul_2);  mul_2 = None
        add_1: "f32[64, 512]" = torch.ops.aten.add.Tensor(erf, 1);  erf = None
        mul_3: "f32[64, 512]" = torch.ops.aten.mul.Tensor(mul_1, add_1);  mul_1 = add_1 = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_mlp.py:26 in forward, code: r = fc.all_reduce(h @ self.w2, "sum", group)    # not used again: reinplaced into all_reduce_
        mm_1: "f32[64, 256]" = torch.ops.aten.mm.default(mul_3, arg2_1);  mul_3 = arg2_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:179 in all_reduce, code: tensor = torch.ops._c10d_functional.all_reduce(
        all_reduce: "f32[64, 256]" = torch.ops._c10d_functional.all_reduce.default(mm_1, 'sum', '0');  mm_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:142 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor_1: "f32[64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce);  all_reduce = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_mlp.py:27 in forward, code: t = torch.relu(r + self.b)
        add_2: "f32[64, 256]" = torch.ops.aten.add.Tensor(wait_tensor_1, arg3_1);  wait_tensor_1 = arg3_1 = None
        relu: "f32[64, 256]" = torch.ops.aten.relu.default(add_2);  add_2 = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_mlp.py:28 in forward, code: z = fc.all_reduce(t * 0.5, "sum", group)         # a fresh value: reinplaced too
        mul_4: "f32[64, 256]" = torch.ops.aten.mul.Tensor(relu, 0.5)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:179 in all_reduce, code: tensor = torch.ops._c10d_functional.all_reduce(
        all_reduce_1: "f32[64, 256]" = torch.ops._c10d_functional.all_reduce.default(mul_4, 'sum', '0');  mul_4 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:142 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor_2: "f32[64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_1);  all_reduce_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:179 in all_reduce, code: tensor = torch.ops._c10d_functional.all_reduce(
        all_reduce_2: "f32[64, 256]" = torch.ops._c10d_functional.all_reduce.default(relu, 'sum', '0')

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:142 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor_3: "f32[64, 256]" = torch.ops._c10d_functional.wait_tensor.default(all_reduce_2);  all_reduce_2 = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_mlp.py:30 in forward, code: out = z + u + t
        add_3: "f32[64, 256]" = torch.ops.aten.add.Tensor(wait_tensor_2, wait_tensor_3);  wait_tensor_2 = wait_tensor_3 = None
        add_4: "f32[64, 256]" = torch.ops.aten.add.Tensor(add_3, relu);  add_3 = relu = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:279 in reduce_scatter_single, code: tensor = torch.ops._c10d_functional.reduce_scatter_tensor(
        reduce_scatter_tensor: "f32[64, 256]" = torch.ops._c10d_functional.reduce_scatter_tensor.default(add_4, 'sum', 1, '0')

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/distributed/_functional_collectives.py:142 in wait_tensor, code: return torch.ops._c10d_functional.wait_tensor(tensor)  # type: ignore[attr-defined]
        wait_tensor_4: "f32[64, 256]" = torch.ops._c10d_functional.wait_tensor.default(reduce_scatter_tensor);  reduce_scatter_tensor = None

        # File: /work/main/tests/corpus/pairs_src/base/tp_mlp.py:31 in forward, code: return fc.reduce_scatter_tensor(out, "sum", 0, group), out.sum(-1)
        sum_1: "f32[64]" = torch.ops.aten.sum.dim_IntList(add_4, [-1]);  add_4 = None
        return (wait_tensor_4, sum_1)
