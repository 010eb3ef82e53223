class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 64]", arg1_1: "f32[64]", arg2_1: "f32[32, 64]", arg3_1: "f32[4]"):
         # File: /work/main/tests/corpus/generate.py:2732 in forward, code: h = torch.relu(self.lin(x)) * 2.0
        permute: "f32[64, 64]" = torch.ops.aten.permute.default(arg0_1, [1, 0]);  arg0_1 = None
        addmm: "f32[32, 64]" = torch.ops.aten.addmm.default(arg1_1, arg2_1, permute);  arg1_1 = arg2_1 = permute = None
        relu: "f32[32, 64]" = torch.ops.aten.relu.default(addmm);  addmm = None
        mul: "f32[32, 64]" = torch.ops.aten.mul.Tensor(relu, 2.0);  relu = None
        
         # File: /work/main/tests/corpus/generate.py:2740 in forward, code: y = torch.cond(flag.sum() > 0, t, f, (h,))
        sum_1: "f32[]" = torch.ops.aten.sum.default(arg3_1);  arg3_1 = None
        gt: "b8[]" = torch.ops.aten.gt.Scalar(sum_1, 0);  sum_1 = None
        
         # File: /work/venv208/lib/python3.11/site-packages/torch/_higher_order_ops/cond.py:134 in cond, code: return cond_op(pred, true_fn, false_fn, operands)
        true_graph_0 = self.true_graph_0
        false_graph_0 = self.false_graph_0
        cond = torch.ops.higher_order.cond(gt, true_graph_0, false_graph_0, (mul,));  gt = true_graph_0 = false_graph_0 = None
        getitem: "f32[32, 64]" = cond[0];  cond = None
        
         # File: /work/main/tests/corpus/generate.py:2741 in forward, code: return y.softmax(-1) + h
        amax: "f32[32, 1]" = torch.ops.aten.amax.default(getitem, [-1], True)
        sub: "f32[32, 64]" = torch.ops.aten.sub.Tensor(getitem, amax);  getitem = amax = None
        exp: "f32[32, 64]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_2: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList(exp, [-1], True)
        div: "f32[32, 64]" = torch.ops.aten.div.Tensor(exp, sum_2);  exp = sum_2 = None
        add: "f32[32, 64]" = torch.ops.aten.add.Tensor(div, mul);  div = mul = None
        return (add,)
        
    class true_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[32, 64]"):
             # File: /work/main/tests/corpus/generate.py:2735 in t, code: return (h - h.mean(-1, keepdim=True)).sigmoid()
            mean: "f32[32, 1]" = torch.ops.aten.mean.dim(arg0_1, [-1], True)
            sub: "f32[32, 64]" = torch.ops.aten.sub.Tensor(arg0_1, mean);  arg0_1 = mean = None
            sigmoid: "f32[32, 64]" = torch.ops.aten.sigmoid.default(sub);  sub = None
            return (sigmoid,)
            
    class false_graph_0(torch.nn.Module):
        def forward(self, arg0_1: "f32[32, 64]"):
             # File: /work/main/tests/corpus/generate.py:2738 in f, code: return (h * 3.0 + 1.0).tanh()
            mul: "f32[32, 64]" = torch.ops.aten.mul.Tensor(arg0_1, 3.0);  arg0_1 = None
            add: "f32[32, 64]" = torch.ops.aten.add.Tensor(mul, 1.0);  mul = None
            tanh: "f32[32, 64]" = torch.ops.aten.tanh.default(add);  add = None
            return (tanh,)
            