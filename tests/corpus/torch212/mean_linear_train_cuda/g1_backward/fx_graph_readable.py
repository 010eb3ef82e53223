class GraphModule(torch.nn.Module):
    def forward(self, view: "f32[32, 32]", tangents_1: "f32[2, 32]"):
        # File: /work/main/tests/corpus/generate.py:990 in <lambda>, code: train(torch.compile(lambda t: m(t).mean(1)), x)
        unsqueeze: "f32[2, 1, 32]" = torch.ops.aten.unsqueeze.default(tangents_1, 1);  tangents_1 = None
        expand: "f32[2, 16, 32]" = torch.ops.aten.expand.default(unsqueeze, [2, 16, 32]);  unsqueeze = None
        div: "f32[2, 16, 32]" = torch.ops.aten.div.Scalar(expand, 16);  expand = None
        view_2: "f32[32, 32]" = torch.ops.aten.view.default(div, [32, 32]);  div = None
        permute_1: "f32[32, 32]" = torch.ops.aten.permute.default(view_2, [1, 0])
        mm: "f32[32, 32]" = torch.ops.aten.mm.default(permute_1, view);  permute_1 = view = None
        sum_1: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
        view_3: "f32[32]" = torch.ops.aten.view.default(sum_1, [32]);  sum_1 = None
        return (mm, view_3, None)
