class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[128, 64]", arg1_1: "f32[64, 256]", arg2_1: "i64[128]", arg3_1: "f32[256, 64]"):
        # File: /work/main/tests/corpus/generate.py:3507 in f, code: y = x @ w
        mm: "f32[128, 256]" = torch.ops.aten.mm.default(arg0_1, arg1_1);  arg0_1 = arg1_1 = None

        # File: /work/main/tests/corpus/generate.py:3508 in f, code: out = torch.zeros(32, 256, device=x.device).scatter_add_(0, idx[:, None].expand(-1, 256), y)
        full_default: "f32[32, 256]" = torch.ops.aten.full.default([32, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        unsqueeze: "i64[128, 1]" = torch.ops.aten.unsqueeze.default(arg2_1, 1);  arg2_1 = None
        expand: "i64[128, 256]" = torch.ops.aten.expand.default(unsqueeze, [-1, 256]);  unsqueeze = None
        scatter_add: "f32[32, 256]" = torch.ops.aten.scatter_add.default(full_default, 0, expand, mm);  full_default = expand = None

        # File: /work/main/tests/corpus/generate.py:3509 in f, code: return torch.relu(out @ w2 + 1.0), y.sum(0)
        mm_1: "f32[32, 64]" = torch.ops.aten.mm.default(scatter_add, arg3_1);  scatter_add = arg3_1 = None
        add: "f32[32, 64]" = torch.ops.aten.add.Tensor(mm_1, 1.0);  mm_1 = None
        relu: "f32[32, 64]" = torch.ops.aten.relu.default(add);  add = None
        sum_1: "f32[256]" = torch.ops.aten.sum.dim_IntList(mm, [0]);  mm = None
        return (relu, sum_1)
