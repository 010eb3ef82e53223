class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[64, 32]", arg1_1: "f32[3, 32]", arg2_1: "i64[3]"):
        # File: /work/main/tests/corpus/generate.py:2467 in f, code: memory.index_put_((slots,), values)          # write the new entries into the bank
        index_put: "f32[64, 32]" = torch.ops.aten.index_put.default(arg0_1, [arg2_1], arg1_1);  arg2_1 = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:2468 in f, code: gate = memory.flip(0) * 2                    # read it newest-first
        rev: "f32[64, 32]" = torch.ops.prims.rev.default(index_put, [0])
        mul: "f32[64, 32]" = torch.ops.aten.mul.Tensor(rev, 2);  rev = None

        # File: /work/main/tests/corpus/generate.py:2469 in f, code: memory.mul_(gate)                            # decay it in place by the gate
        mul_1: "f32[64, 32]" = torch.ops.aten.mul.Tensor(index_put, mul);  index_put = None
        copy_: "f32[64, 32]" = torch.ops.aten.copy_.default(arg0_1, mul_1);  arg0_1 = mul_1 = copy_ = None
        return (mul,)
