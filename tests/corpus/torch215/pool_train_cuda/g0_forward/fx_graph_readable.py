class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[8, 3, 3, 3]", primals_2: "f32[8]", primals_3: "f32[2, 3, 16, 16]", primals_4: "f32[8, 8, 3, 3]", primals_5: "f32[8]"):
        # File: /work/main/tests/corpus/generate.py:1023 in forward, code: y = F.relu(self.c(x))
        convolution: "f32[2, 8, 16, 16]" = torch.ops.aten.convolution.default(primals_3, primals_1, primals_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_2 = None
        relu: "f32[2, 8, 16, 16]" = torch.ops.aten.relu.default(convolution);  convolution = None

        # File: /work/main/tests/corpus/generate.py:1024 in forward, code: p, idx = F.max_pool2d(y, 2, return_indices=True)
        _low_memory_max_pool_with_offsets = torch.ops.prims._low_memory_max_pool_with_offsets.default(relu, [2, 2], [2, 2], [0, 0], [1, 1], False)
        getitem: "f32[2, 8, 8, 8]" = _low_memory_max_pool_with_offsets[0]
        getitem_1: "i8[2, 8, 8, 8]" = _low_memory_max_pool_with_offsets[1];  _low_memory_max_pool_with_offsets = None
        _low_memory_max_pool_offsets_to_indices: "i64[2, 8, 8, 8]" = torch.ops.prims._low_memory_max_pool_offsets_to_indices.default(getitem_1, [2, 2], [16, 16], [2, 2], [0, 0], [1, 1]);  getitem_1 = None

        # File: /work/main/tests/corpus/generate.py:1025 in forward, code: z = self.c2(p)
        convolution_1: "f32[2, 8, 8, 8]" = torch.ops.aten.convolution.default(getitem, primals_4, primals_5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_5 = None

        # File: /work/main/tests/corpus/generate.py:1026 in forward, code: u = F.max_unpool2d(z, idx, 2)
        iota: "i64[16]" = torch.ops.prims.iota.default(16, start = 0, step = 1, dtype = torch.int64, device = device(type='cuda', index=0), requires_grad = False)
        view: "i64[2, 8, 1, 1]" = torch.ops.aten.view.default(iota, [2, 8, 1, 1]);  iota = None
        mul: "i64[2, 8, 1, 1]" = torch.ops.aten.mul.Tensor(view, 256);  view = None
        add: "i64[2, 8, 8, 8]" = torch.ops.aten.add.Tensor(_low_memory_max_pool_offsets_to_indices, mul);  mul = None
        view_1: "i64[1024]" = torch.ops.aten.view.default(add, [-1]);  add = None
        full_default: "f32[4096]" = torch.ops.aten.full.default([4096], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        view_3: "f32[1024]" = torch.ops.aten.view.default(convolution_1, [-1])
        index_put: "f32[4096]" = torch.ops.aten.index_put.default(full_default, [view_1], view_3);  full_default = view_1 = view_3 = None
        view_4: "f32[2, 8, 16, 16]" = torch.ops.aten.view.default(index_put, [2, 8, 16, 16]);  index_put = None

        # File: /work/main/tests/corpus/generate.py:1027 in forward, code: return F.adaptive_avg_pool2d(u, (3, 3)).flatten(1) + F.adaptive_max_pool2d(z, 1).flatten(1).sum(1, keepdim=True)
        _adaptive_avg_pool2d: "f32[2, 8, 3, 3]" = torch.ops.aten._adaptive_avg_pool2d.default(view_4, [3, 3])
        view_5: "f32[2, 72]" = torch.ops.aten.view.default(_adaptive_avg_pool2d, [2, 72]);  _adaptive_avg_pool2d = None
        amax: "f32[2, 8, 1, 1]" = torch.ops.aten.amax.default(convolution_1, [-2, -1], True)
        view_7: "f32[2, 8]" = torch.ops.aten.view.default(amax, [2, 8]);  amax = None
        sum_1: "f32[2, 1]" = torch.ops.aten.sum.dim_IntList(view_7, [1], True);  view_7 = None
        add_1: "f32[2, 72]" = torch.ops.aten.add.Tensor(view_5, sum_1);  view_5 = sum_1 = None

        # Backward of forward node: File: /work/main/tests/corpus/generate.py:1023 in forward, code: y = F.relu(self.c(x))
        le: "b8[2, 8, 16, 16]" = torch.ops.aten.le.Scalar(relu, 0);  relu = None
        return (add_1, primals_1, primals_3, primals_4, getitem, _low_memory_max_pool_offsets_to_indices, convolution_1, view_4, le)
