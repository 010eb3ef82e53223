class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 4096]"):
        # File: /work/main/tests/corpus/generate.py:1730 in f, code: r = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6)
        pow_1: "f32[64, 4096]" = torch.ops.aten.pow.Tensor_Scalar(arg0_1, 2)
        mean: "f32[64, 1]" = torch.ops.aten.mean.dim(pow_1, [-1], True);  pow_1 = None
        add: "f32[64, 1]" = torch.ops.aten.add.Tensor(mean, 1e-06);  mean = None
        rsqrt: "f32[64, 1]" = torch.ops.aten.rsqrt.default(add);  add = None
        mul: "f32[64, 4096]" = torch.ops.aten.mul.Tensor(arg0_1, rsqrt);  arg0_1 = rsqrt = None

        # File: /work/main/tests/corpus/generate.py:1732 in f, code: return r[:, :h] + r[:, h:] * 16.0
        slice_1: "f32[64, 2048]" = torch.ops.aten.slice.Tensor(mul, 1, 0, 2048)
        slice_2: "f32[64, 2048]" = torch.ops.aten.slice.Tensor(mul, 1, 2048, 9223372036854775807);  mul = None
        mul_1: "f32[64, 2048]" = torch.ops.aten.mul.Tensor(slice_2, 16.0);  slice_2 = None
        add_1: "f32[64, 2048]" = torch.ops.aten.add.Tensor(slice_1, mul_1);  slice_1 = mul_1 = None
        return (add_1,)
