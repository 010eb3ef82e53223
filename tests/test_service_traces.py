"""The hover's measured line (``service.traces.measured_line``): a CPU kernel's figures, and a GPU
kernel's share of the named GPU's roofline."""
from __future__ import annotations

from inductor_lens.explain.measured import KernelTiming
from inductor_lens.service.traces import measured_line


def test_the_measured_line_of_a_cpu_and_a_gpu_kernel():
    cpu = KernelTiming("cpp_fused_0", "cpp", "graph_0_cpp_fused_0", 10, ["op1"], 3, 30.0, 10.0, "cpu", bytes=20_000)
    assert measured_line(cpu, "trace.json") == "measured (trace.json): 3 calls, median 10.00 µs, 2.00 GB/s achieved"
    gpu = KernelTiming("triton_poi_0", "triton", "triton_poi_0", 10, ["op1"], 1, 4.0, 4.0, "gpu", bytes=4_000_000,
                       roofline_us=1.0, gpu="h100")
    assert measured_line(gpu, "t.json.gz") == (
        "measured (t.json.gz): 1 call, median 4.00 µs, 1,000.00 GB/s achieved (25% of h100's roofline)")
