class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 32]", arg1_1: "f32[32, 32]"):
        # File: /work/main/tests/corpus/generate.py:2762 in f, code: i0 = torch.zeros((), dtype=torch.int64, device=x.device)
        full_default: "i64[]" = torch.ops.aten.full.default([], 0, dtype = torch.int64, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: /work/main/tests/corpus/generate.py:2763 in f, code: _, out = while_loop(cond_fn, body_fn, (i0, x.relu() * 0.5))
        relu: "f32[16, 32]" = torch.ops.aten.relu.default(arg0_1)
        mul: "f32[16, 32]" = torch.ops.aten.mul.Tensor(relu, 0.5);  relu = None
        while_loop_cond_graph_0 = self.while_loop_cond_graph_0
        while_loop_body_graph_0 = self.while_loop_body_graph_0
        while_loop = torch.ops.higher_order.while_loop(while_loop_cond_graph_0, while_loop_body_graph_0, (full_default, mul), (arg1_1,));  while_loop_cond_graph_0 = while_loop_body_graph_0 = full_default = mul = arg1_1 = None
        getitem_1: "f32[16, 32]" = while_loop[1];  while_loop = None

        # File: /work/main/tests/corpus/generate.py:2764 in f, code: return out.sum(-1) + x.mean(-1)
        sum_1: "f32[16]" = torch.ops.aten.sum.dim_IntList(getitem_1, [-1]);  getitem_1 = None
        mean: "f32[16]" = torch.ops.aten.mean.dim(arg0_1, [-1]);  arg0_1 = None
        add: "f32[16]" = torch.ops.aten.add.Tensor(sum_1, mean);  sum_1 = mean = None
        return (add,)

    class while_loop_cond_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[]", arg1_1: "f32[16, 32]", arg2_1: "f32[32, 32]"):
            # File: /work/main/tests/corpus/generate.py:2756 in cond_fn, code: return i < 4
            lt: "b8[]" = torch.ops.aten.lt.Scalar(arg0_1, 4);  arg0_1 = None
            return lt

    class while_loop_body_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "i64[]", arg1_1: "f32[16, 32]", arg2_1: "f32[32, 32]"):
            # File: /work/main/tests/corpus/generate.py:2759 in body_fn, code: h2 = torch.tanh(h @ w) + h
            mm: "f32[16, 32]" = torch.ops.aten.mm.default(arg1_1, arg2_1);  arg2_1 = None
            tanh: "f32[16, 32]" = torch.ops.aten.tanh.default(mm);  mm = None
            add: "f32[16, 32]" = torch.ops.aten.add.Tensor(tanh, arg1_1);  tanh = arg1_1 = None

            # File: /work/main/tests/corpus/generate.py:2760 in body_fn, code: return i + 1, h2 / h2.norm(dim=-1, keepdim=True)
            add_1: "i64[]" = torch.ops.aten.add.Tensor(arg0_1, 1);  arg0_1 = None
            pow_1: "f32[16, 32]" = torch.ops.aten.pow.Tensor_Scalar(add, 2)
            sum_1: "f32[16, 1]" = torch.ops.aten.sum.dim_IntList(pow_1, [1], True);  pow_1 = None
            pow_2: "f32[16, 1]" = torch.ops.aten.pow.Tensor_Scalar(sum_1, 0.5);  sum_1 = None
            div: "f32[16, 32]" = torch.ops.aten.div.Tensor(add, pow_2);  add = pow_2 = None
            return (add_1, div)
