class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 33]"):
        # File: /work/main/tests/corpus/generate.py:717 in f, code: y = x.exp()
        exp: "f32[64, 33]" = torch.ops.aten.exp.default(arg0_1);  arg0_1 = None

        # File: /work/main/tests/corpus/generate.py:718 in f, code: return y * 2, y + torch.roll(y, 1, 0)
        mul: "f32[64, 33]" = torch.ops.aten.mul.Tensor(exp, 2)
        iota: "i64[64]" = torch.ops.prims.iota.default(64, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add: "i64[64]" = torch.ops.aten.add.Tensor(iota, 63);  iota = None
        fmod: "i64[64]" = torch.ops.aten.fmod.Scalar(add, 64);  add = None
        index: "f32[64, 33]" = torch.ops.aten.index.Tensor(exp, [fmod]);  fmod = None
        add_1: "f32[64, 33]" = torch.ops.aten.add.Tensor(exp, index);  exp = index = None
        return (mul, add_1)
