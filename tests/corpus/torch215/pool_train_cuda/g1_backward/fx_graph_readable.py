class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 3, 3, 3]", primals_3: "f32[2, 3, 16, 16]", primals_4: "f32[8, 8, 3, 3]", getitem: "f32[2, 8, 8, 8]", _low_memory_max_pool_offsets_to_indices: "i64[2, 8, 8, 8]", convolution_1: "f32[2, 8, 8, 8]", view_4: "f32[2, 8, 16, 16]", le: "b8[2, 8, 16, 16]", tangents_1: "f32[2, 72]"):
        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1027 in forward, code: return F.adaptive_avg_pool2d(u, (3, 3)).flatten(1) + F.adaptive_max_pool2d(z, 1).flatten(1).sum(1, keepdim=True)
        sum_2: "f32[2, 1]" = torch.ops.aten.sum.dim_IntList(tangents_1, [1], True)
        expand: "f32[2, 8]" = torch.ops.aten.expand.default(sum_2, [2, 8]);  sum_2 = None
        view_8: "f32[2, 8, 1, 1]" = torch.ops.aten.view.default(expand, [2, 8, 1, 1]);  expand = None
        view_6: "f32[2, 8, 64]" = torch.ops.aten.view.default(convolution_1, [2, 8, 64])
        argmax: "i64[2, 8]" = torch.ops.aten.argmax.default(view_6, -1);  view_6 = None
        unsqueeze: "i64[2, 8, 1]" = torch.ops.aten.unsqueeze.default(argmax, -1);  argmax = None
        unsqueeze_1: "i64[2, 8, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze, -1);  unsqueeze = None
        adaptive_max_pool2d_backward: "f32[2, 8, 8, 8]" = torch.ops.aten.adaptive_max_pool2d_backward.default(view_8, convolution_1, unsqueeze_1);  view_8 = convolution_1 = unsqueeze_1 = None
        view_9: "f32[2, 8, 3, 3]" = torch.ops.aten.view.default(tangents_1, [2, 8, 3, 3]);  tangents_1 = None
        _adaptive_avg_pool2d_backward: "f32[2, 8, 16, 16]" = torch.ops.aten._adaptive_avg_pool2d_backward.default(view_9, view_4);  view_9 = view_4 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1026 in forward, code: u = F.max_unpool2d(z, idx, 2)
        view_10: "i64[2, 8, 64]" = torch.ops.aten.view.default(_low_memory_max_pool_offsets_to_indices, [2, 8, -1])
        view_11: "f32[2, 8, 256]" = torch.ops.aten.view.default(_adaptive_avg_pool2d_backward, [2, 8, -1]);  _adaptive_avg_pool2d_backward = None
        gather: "f32[2, 8, 64]" = torch.ops.aten.gather.default(view_11, -1, view_10);  view_11 = view_10 = None
        view_12: "f32[2, 8, 8, 8]" = torch.ops.aten.view.default(gather, [2, 8, 8, 8]);  gather = None
        add_2: "f32[2, 8, 8, 8]" = torch.ops.aten.add.Tensor(adaptive_max_pool2d_backward, view_12);  adaptive_max_pool2d_backward = view_12 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1025 in forward, code: z = self.c2(p)
        sum_3: "f32[8]" = torch.ops.aten.sum.dim_IntList(add_2, [0, 2, 3])
        convolution_backward = torch.ops.aten.convolution_backward.default(add_2, getitem, primals_4, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_2 = getitem = primals_4 = None
        getitem_2: "f32[2, 8, 8, 8]" = convolution_backward[0]
        getitem_3: "f32[8, 8, 3, 3]" = convolution_backward[1];  convolution_backward = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1024 in forward, code: p, idx = F.max_pool2d(y, 2, return_indices=True)
        full_default_1: "f32[16, 256]" = torch.ops.aten.full.default([16, 256], 0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        view_13: "f32[16, 64]" = torch.ops.aten.view.default(getitem_2, [16, 64]);  getitem_2 = None
        view_14: "i64[16, 64]" = torch.ops.aten.view.default(_low_memory_max_pool_offsets_to_indices, [16, 64]);  _low_memory_max_pool_offsets_to_indices = None
        scatter_add: "f32[16, 256]" = torch.ops.aten.scatter_add.default(full_default_1, 1, view_14, view_13);  full_default_1 = view_14 = view_13 = None
        view_15: "f32[2, 8, 16, 16]" = torch.ops.aten.view.default(scatter_add, [2, 8, 16, 16]);  scatter_add = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1023 in forward, code: y = F.relu(self.c(x))
        full_default_2: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[2, 8, 16, 16]" = torch.ops.aten.where.self(le, full_default_2, view_15);  le = full_default_2 = view_15 = None
        sum_4: "f32[8]" = torch.ops.aten.sum.dim_IntList(where, [0, 2, 3])
        convolution_backward_1 = torch.ops.aten.convolution_backward.default(where, primals_3, primals_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  where = primals_3 = primals_1 = None
        getitem_6: "f32[8, 3, 3, 3]" = convolution_backward_1[1];  convolution_backward_1 = None
        return (getitem_6, sum_4, None, getitem_3, sum_3)
