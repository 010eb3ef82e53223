class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[8192, 1024]", arg1_1: "f32[8192, 1024]"):
        # File: /work/main/tests/corpus/generate.py:2323 in f, code: t = x * y
        mul: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(arg0_1, arg1_1);  arg1_1 = None
        
        # File: /work/main/tests/corpus/generate.py:2324 in f, code: return t.sum(0), t.sum(1), x * 3
        sum_1: "f32[1024]" = torch.ops.aten.sum.dim_IntList(mul, [0])
        sum_2: "f32[8192]" = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
        mul_1: "f32[8192, 1024]" = torch.ops.aten.mul.Tensor(arg0_1, 3);  arg0_1 = None
        return (sum_1, sum_2, mul_1)
        