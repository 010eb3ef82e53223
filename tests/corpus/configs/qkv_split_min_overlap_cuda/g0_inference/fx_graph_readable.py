class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 64, 256]", arg1_1: "f32[768, 256]"):
        # File: /work/main/tests/corpus/pairs_src/base/qkv_split.py:18 in forward, code: q, k, v = self.qkv(x).split(d, -1)
        permute: "f32[256, 768]" = torch.ops.aten.permute.default(arg1_1, [1, 0]);  arg1_1 = None
        view: "f32[128, 256]" = torch.ops.aten.view.default(arg0_1, [128, 256]);  arg0_1 = None
        mm: "f32[128, 768]" = torch.ops.aten.mm.default(view, permute);  view = permute = None
        view_1: "f32[2, 64, 768]" = torch.ops.aten.view.default(mm, [2, 64, 768]);  mm = None
        split = torch.ops.aten.split.Tensor(view_1, 256, -1);  view_1 = None
        getitem: "f32[2, 64, 256]" = split[0]
        getitem_1: "f32[2, 64, 256]" = split[1]
        getitem_2: "f32[2, 64, 256]" = split[2];  split = None

        # File: /work/main/tests/corpus/pairs_src/base/qkv_split.py:20 in forward, code: q = (q * (d // self.heads) ** -0.5).view(shape).transpose(1, 2).contiguous()
        mul: "f32[2, 64, 256]" = torch.ops.aten.mul.Tensor(getitem, 0.125);  getitem = None
        view_2: "f32[2, 64, 4, 64]" = torch.ops.aten.view.default(mul, [2, 64, 4, 64]);  mul = None
        permute_1: "f32[2, 4, 64, 64]" = torch.ops.aten.permute.default(view_2, [0, 2, 1, 3]);  view_2 = None
        clone: "f32[2, 4, 64, 64]" = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None

        # File: /work/main/tests/corpus/pairs_src/base/qkv_split.py:21 in forward, code: k = k.view(shape).transpose(1, 2).contiguous()
        view_3: "f32[2, 64, 4, 64]" = torch.ops.aten.view.default(getitem_1, [2, 64, 4, 64]);  getitem_1 = None
        permute_2: "f32[2, 4, 64, 64]" = torch.ops.aten.permute.default(view_3, [0, 2, 1, 3]);  view_3 = None
        clone_1: "f32[2, 4, 64, 64]" = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None

        # File: /work/main/tests/corpus/pairs_src/base/qkv_split.py:22 in forward, code: v = v.view(shape).transpose(1, 2).contiguous()
        view_4: "f32[2, 64, 4, 64]" = torch.ops.aten.view.default(getitem_2, [2, 64, 4, 64]);  getitem_2 = None
        permute_3: "f32[2, 4, 64, 64]" = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
        clone_2: "f32[2, 4, 64, 64]" = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
        return (clone, clone_1, clone_2)
