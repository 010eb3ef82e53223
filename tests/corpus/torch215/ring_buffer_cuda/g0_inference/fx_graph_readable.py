class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[16, 8]", arg1_1: "i64[1]", arg2_1: "f32[1, 8]"):
        # File: /work/main/tests/corpus/generate.py:2485 in f, code: window.index_copy_(0, slot, state)           # write the newest entry
        index_put: "f32[16, 8]" = torch.ops.aten.index_put.default(arg0_1, [arg1_1], arg2_1);  arg1_1 = arg2_1 = None

        # File: /work/main/tests/corpus/generate.py:2486 in f, code: window.copy_(torch.roll(window, 1, 0))       # then shift the window by one
        iota: "i64[16]" = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        add: "i64[16]" = torch.ops.aten.add.Tensor(iota, 15);  iota = None
        fmod: "i64[16]" = torch.ops.aten.fmod.Scalar(add, 16);  add = None
        index: "f32[16, 8]" = torch.ops.aten.index.Tensor(index_put, [fmod]);  index_put = fmod = None

        # File: /work/main/tests/corpus/generate.py:2487 in f, code: return window.mean(0)
        mean: "f32[8]" = torch.ops.aten.mean.dim(index, [0])

        # File: /work/main/tests/corpus/generate.py:2486 in f, code: window.copy_(torch.roll(window, 1, 0))       # then shift the window by one
        copy_: "f32[16, 8]" = torch.ops.aten.copy_.default(arg0_1, index);  arg0_1 = index = copy_ = None
        return (mean,)
