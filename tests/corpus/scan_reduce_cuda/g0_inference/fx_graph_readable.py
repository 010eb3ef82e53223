class <lambda>(torch.nn.Module):
    def forward(self, arg0_1: "f32[6, 40]", arg1_1: "f32[6, 40]"):
        # File: /work/wt-probe/tests/corpus/generate.py:1000 in f, code: c = torch.cumsum(x, 1)
        cumsum: "f32[6, 40]" = torch.ops.aten.cumsum.default(arg0_1, 1)

        # File: /work/wt-probe/tests/corpus/generate.py:1001 in f, code: p = torch.cumprod(x.sigmoid(), -1)
        sigmoid: "f32[6, 40]" = torch.ops.aten.sigmoid.default(arg0_1)
        cumprod: "f32[6, 40]" = torch.ops.aten.cumprod.default(sigmoid, -1);  sigmoid = None

        # File: /work/wt-probe/tests/corpus/generate.py:1002 in f, code: v, i = torch.topk(x, 3, dim=1)
        topk = torch.ops.aten.topk.default(arg0_1, 3, 1)
        getitem: "f32[6, 3]" = topk[0]
        getitem_1: "i64[6, 3]" = topk[1];  topk = None

        # File: /work/wt-probe/tests/corpus/generate.py:1003 in f, code: return c * p, x.argmax(1) + y.argmin(-1).sum(), v.sum() + i.sum(), torch.logsumexp(y, 0), \
        mul: "f32[6, 40]" = torch.ops.aten.mul.Tensor(cumsum, cumprod);  cumsum = cumprod = None
        argmax: "i64[6]" = torch.ops.aten.argmax.default(arg0_1, 1);  arg0_1 = None
        argmin: "i64[6]" = torch.ops.aten.argmin.default(arg1_1, -1)
        sum_1: "i64[]" = torch.ops.aten.sum.default(argmin);  argmin = None
        add: "i64[6]" = torch.ops.aten.add.Tensor(argmax, sum_1);  argmax = sum_1 = None
        sum_2: "f32[]" = torch.ops.aten.sum.default(getitem);  getitem = None
        sum_3: "i64[]" = torch.ops.aten.sum.default(getitem_1);  getitem_1 = None
        add_1: "f32[]" = torch.ops.aten.add.Tensor(sum_2, sum_3);  sum_2 = sum_3 = None
        amax: "f32[1, 40]" = torch.ops.aten.amax.default(arg1_1, [0], True)
        abs_1: "f32[1, 40]" = torch.ops.aten.abs.default(amax)
        eq: "b8[1, 40]" = torch.ops.aten.eq.Scalar(abs_1, inf);  abs_1 = None
        full_default: "f32[]" = torch.ops.aten.full.default([], 0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cuda', index=0), pin_memory = False)
        where: "f32[1, 40]" = torch.ops.aten.where.self(eq, full_default, amax);  eq = full_default = amax = None
        squeeze: "f32[40]" = torch.ops.aten.squeeze.dims(where, [0])
        sub: "f32[6, 40]" = torch.ops.aten.sub.Tensor(arg1_1, where);  where = None
        exp: "f32[6, 40]" = torch.ops.aten.exp.default(sub);  sub = None
        sum_4: "f32[40]" = torch.ops.aten.sum.dim_IntList(exp, [0]);  exp = None
        log: "f32[40]" = torch.ops.aten.log.default(sum_4);  sum_4 = None
        add_2: "f32[40]" = torch.ops.aten.add.Tensor(log, squeeze);  log = squeeze = None

        # File: /work/wt-probe/tests/corpus/generate.py:1004 in f, code: torch.sort(y, 1)[0][:, :2]
        sort = torch.ops.aten.sort.default(arg1_1, 1);  arg1_1 = None
        getitem_2: "f32[6, 40]" = sort[0];  sort = None
        slice_1: "f32[6, 2]" = torch.ops.aten.slice.Tensor(getitem_2, 1, 0, 2);  getitem_2 = None
        return (mul, add, add_1, add_2, slice_1)
