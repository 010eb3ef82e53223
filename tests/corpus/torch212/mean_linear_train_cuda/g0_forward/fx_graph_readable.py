class GraphModule(torch.nn.Module):
    def forward(self, primals_1: "f32[32, 32]", primals_2: "f32[32]", primals_3: "f32[2, 16, 32]"):
        # File: /work/main/tests/corpus/generate.py:990 in <lambda>, code: train(torch.compile(lambda t: m(t).mean(1)), x)
        view: "f32[32, 32]" = torch.ops.aten.view.default(primals_3, [32, 32]);  primals_3 = None
        permute: "f32[32, 32]" = torch.ops.aten.permute.default(primals_1, [1, 0]);  primals_1 = None
        addmm: "f32[32, 32]" = torch.ops.aten.addmm.default(primals_2, view, permute);  primals_2 = permute = None
        view_1: "f32[2, 16, 32]" = torch.ops.aten.view.default(addmm, [2, 16, 32]);  addmm = None
        mean: "f32[2, 32]" = torch.ops.aten.mean.dim(view_1, [1]);  view_1 = None
        return (mean, view)
