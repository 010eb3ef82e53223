class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[2, 4, 128, 64]", arg1_1: "f32[2, 4, 128, 64]", arg2_1: "f32[2, 4, 128, 64]", arg3_1: "f32[256, 256]"):
        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:2098 in _create_empty_block_mask, code: kv_num_blocks=torch.ones([1, 1, 1], dtype=torch.int32, device=device),
        full: "i32[1, 1, 1]" = torch.ops.aten.full.default([1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:2099 in _create_empty_block_mask, code: kv_indices=torch.zeros([1, 1, 1, 1], dtype=torch.int32, device=device),
        full_default: "i32[1, 1, 1, 1]" = torch.ops.aten.full.default([1, 1, 1, 1], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:461 in create_dense_one, code: dense_mask = kv_indices.new_zeros(num_rows, num_cols + 1, dtype=torch.int32)
        full_default_1: "i32[1, 1, 1, 2]" = torch.ops.aten.full.default([1, 1, 1, 2], 0, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:463 in create_dense_one, code: row_indices = torch.arange(num_rows, dtype=torch.int, device=device).unsqueeze(
        iota: "i32[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)
        unsqueeze: "i32[1, 1]" = torch.ops.aten.unsqueeze.default(iota, -1);  iota = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:466 in create_dense_one, code: col_range = torch.arange(max_entries, dtype=torch.int, device=device)
        iota_1: "i32[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int32, device = device(type='cpu'), requires_grad = False)

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:467 in create_dense_one, code: index_mask = col_range < kv_num_blocks.unsqueeze(-1)
        unsqueeze_1: "i32[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(full, 3)
        lt: "b8[1, 1, 1, 1]" = torch.ops.aten.lt.Tensor(iota_1, unsqueeze_1);  iota_1 = unsqueeze_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:470 in create_dense_one, code: valid_indices = torch.where(index_mask, kv_indices, num_cols)
        full_default_2: "i32[]" = torch.ops.aten.full.default([], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        where: "i32[1, 1, 1, 1]" = torch.ops.aten.where.self(lt, full_default, full_default_2);  lt = full_default_2 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:473 in create_dense_one, code: dense_mask[row_indices, valid_indices] = dense_mask.new_ones(())
        full_3: "i32[1, 1]" = torch.ops.aten.full.default([1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False);  full_3 = None
        iota_2: "i64[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_2: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(iota_2, -1);  iota_2 = None
        unsqueeze_3: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
        full_default_3: "i32[1, 1, 1, 1]" = torch.ops.aten.full.default([1, 1, 1, 1], 1, dtype = torch.int32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
        iota_3: "i64[1]" = torch.ops.prims.iota.default(1, start = 0, step = 1, dtype = torch.int64, device = device(type='cpu'), requires_grad = False)
        unsqueeze_4: "i64[1, 1]" = torch.ops.aten.unsqueeze.default(iota_3, -1);  iota_3 = None
        unsqueeze_5: "i64[1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_4, -1);  unsqueeze_4 = None
        unsqueeze_6: "i64[1, 1, 1, 1]" = torch.ops.aten.unsqueeze.default(unsqueeze_5, -1);  unsqueeze_5 = None
        index_put: "i32[1, 1, 1, 2]" = torch.ops.aten.index_put.default(full_default_1, [unsqueeze_6, unsqueeze_3, unsqueeze, where], full_default_3);  full_default_1 = unsqueeze_6 = unsqueeze_3 = unsqueeze = where = full_default_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:503 in _transpose_ordered, code: return _dense_to_ordered(dense.transpose(-2, -1))
        slice_3: "i32[1, 1, 1, 1]" = torch.ops.aten.slice.Tensor(index_put, 3, 0, 1);  index_put = None
        permute_1: "i32[1, 1, 1, 1]" = torch.ops.aten.permute.default(slice_3, [0, 1, 3, 2]);  slice_3 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:486 in _dense_to_ordered, code: num_blocks_in_row = dense_mask.sum(dim=-1)
        sum_1: "i64[1, 1, 1]" = torch.ops.aten.sum.dim_IntList(permute_1, [-1])

        # Annotation: {'fallback_to_eager': True} File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:488 in _dense_to_ordered, code: col_indices = torch.argsort(dense_mask, dim=-1, descending=True, stable=True)
        sort = torch.ops.aten.sort.stable(permute_1, stable = True, descending = True);  permute_1 = None
        getitem_1: "i64[1, 1, 1, 1]" = sort[1];  sort = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:490 in _dense_to_ordered, code: num_blocks_in_row.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type: "i32[1, 1, 1]" = torch.ops.prims.convert_element_type.default(sum_1, torch.int32);  sum_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:491 in _dense_to_ordered, code: col_indices.to(torch.int32, memory_format=torch.contiguous_format),
        convert_element_type_1: "i32[1, 1, 1, 1]" = torch.ops.prims.convert_element_type.default(getitem_1, torch.int32);  getitem_1 = None

        # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:2577 in flex_attention, code: out, lse, max_scores = flex_attention_hop(
        sdpa_score0 = self.sdpa_score0
        sdpa_mask0 = self.sdpa_mask0
        flex_attention = torch.ops.higher_order.flex_attention(arg0_1, arg1_1, arg2_1, sdpa_score0, (1, 1, full, full_default, None, None, convert_element_type, convert_element_type_1, None, None, None, None, None, None, 1073741824, 1073741824, sdpa_mask0), 0.125, {'BACKEND': 'AUTO', 'PRESCALE_QK': False, 'ROWS_GUARANTEED_SAFE': False, 'BLOCKS_ARE_CONTIGUOUS': False, 'WRITE_DQ': True, 'OUTPUT_LOGSUMEXP': False, 'OUTPUT_MAX': False}, (), ());  arg0_1 = arg1_1 = arg2_1 = sdpa_score0 = full = full_default = convert_element_type = convert_element_type_1 = sdpa_mask0 = None
        getitem_2: "f32[2, 4, 128, 64]" = flex_attention[0];  flex_attention = None

        # File: /work/main/tests/corpus/generate.py:3049 in f, code: return (o.transpose(1, 2).reshape(2, 128, 256) @ w).relu() + 1
        permute_2: "f32[2, 128, 4, 64]" = torch.ops.aten.permute.default(getitem_2, [0, 2, 1, 3]);  getitem_2 = None
        clone_2: "f32[2, 128, 4, 64]" = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
        view_1: "f32[2, 128, 256]" = torch.ops.aten.view.default(clone_2, [2, 128, 256]);  clone_2 = None
        view_2: "f32[256, 256]" = torch.ops.aten.view.default(view_1, [256, 256]);  view_1 = None
        mm: "f32[256, 256]" = torch.ops.aten.mm.default(view_2, arg3_1);  view_2 = arg3_1 = None
        view_3: "f32[2, 128, 256]" = torch.ops.aten.view.default(mm, [2, 128, 256]);  mm = None
        relu: "f32[2, 128, 256]" = torch.ops.aten.relu.default(view_3);  view_3 = None
        add: "f32[2, 128, 256]" = torch.ops.aten.add.Tensor(relu, 1);  relu = None
        return (add,)

    class sdpa_score0(torch.nn.Module):
        def forward(self, arg0_1: "f32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]", arg4_1: "i32[]"):
            # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:2577 in flex_attention, code: out, lse, max_scores = flex_attention_hop(
            ge: "b8[]" = torch.ops.aten.ge.Tensor(arg3_1, arg4_1);  arg3_1 = arg4_1 = None
            full_default: "f32[]" = torch.ops.aten.full.default([], -inf, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
            where: "f32[]" = torch.ops.aten.where.self(ge, arg0_1, full_default);  ge = arg0_1 = full_default = None
            return where

    class sdpa_mask0(torch.nn.Module):
        def forward(self, arg0_1: "i32[]", arg1_1: "i32[]", arg2_1: "i32[]", arg3_1: "i32[]"):
            # File: /work/main/.venv/lib/python3.11/site-packages/torch/nn/attention/flex_attention.py:414 in noop_mask, code: return batch.new_ones(size=(), dtype=torch.bool, device=batch.device)
            full_default: "b8[]" = torch.ops.aten.full.default([], True, dtype = torch.bool, layout = torch.strided, device = device(type='cpu'), pin_memory = False)
            return full_default
