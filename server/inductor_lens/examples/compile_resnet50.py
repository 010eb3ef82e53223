"""The bundled example as a script: torchvision's ResNet50 in eval mode, compiled with ``torch.compile``
and run once on a batch of 2 images (224 x 224, CPU), as the bundled IR (``inductor-lens explain example``)
was made. Capture it to see the whole path from a model script to its analysed graphs::

    inductor-lens capture -- python -m inductor_lens.examples.compile_resnet50

(``--device cuda`` compiles and runs it on a GPU instead.) The weights are random: fusion depends on the
graph, not on the values."""
from __future__ import annotations

import argparse
import time


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--device", default="cpu", help="cpu (default) or cuda")
    ap.add_argument("--batch", type=int, default=2)
    ap.add_argument("--runs", type=int, default=1,
                    help="calls of the compiled model (the first compiles it); more give a profiler "
                         "trace (capture --profile) several timings per kernel")
    args = ap.parse_args(argv)
    import torch
    import torchvision
    torch.manual_seed(0)
    model = torchvision.models.resnet50(weights=None).eval().to(args.device)
    x = torch.randn(args.batch, 3, 224, 224, device=args.device)
    compiled = torch.compile(model)
    t = time.perf_counter()
    with torch.no_grad():
        y = compiled(x)
        first = time.perf_counter() - t
        for _ in range(args.runs - 1):
            y = compiled(x)
        if y.device.type == "cuda":
            torch.cuda.synchronize()
    more = f"; {args.runs - 1} more calls in {time.perf_counter() - t - first:.2f} s" if args.runs > 1 else ""
    print(f"resnet50: compiled and ran in {first:.1f} s{more}; output {tuple(y.shape)} on {y.device}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
