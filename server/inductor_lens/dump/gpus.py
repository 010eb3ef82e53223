"""GPU datasheets for roofline estimates: HBM bandwidth and peak dense throughput per dtype of named
GPUs, each with the vendor page it comes from; and the DRAM bandwidth Inductor itself reads on each
(``inductor_gbps``), which the fusion replay needs (``replay.config.graph_gpu``): the table sits with
the readers of the run's files, below the replay.

Figures are the datasheets' *dense* ones. NVIDIA's pages since Hopper print tensor-core figures with 2:4
structured sparsity (marked "with sparsity"): the table holds half of them, as torch's
``datasheet_tops`` does (``tops_sparsity_factor``). ``fp32`` is the CUDA-core (AMD: vector) FP32 rate,
which sparsity does not touch; ``tf32``, ``bf16`` and ``fp16`` are tensor-core (matrix-core) rates, with
FP32 accumulation where a datasheet gives both (GeForce).

torch (2.14.1) ships a table of its own (``torch._inductor.analysis.device_info._device_mapping``). The
analysis core does not import torch: the command line reads torch's figures when torch is importable
and passes them in (``with_torch_figures``), and this table is the fallback. Where torch's figure is
not the datasheet's (``TORCH_ERRATA``), the datasheet's stays; ``tests/test_estimate.py`` checks that
every other figure of a GPU both tables know is the same.
"""
from __future__ import annotations

import re
from typing import Any

from ..records import record

#: the dtype classes a peak is given for
PEAKS = ("fp32", "tf32", "bf16", "fp16")


@record(frozen=True, slots=True)
class GpuSpec:
    key: str                        # our name for it: "H200"
    name: str                       # the vendor's: "NVIDIA H200 SXM"
    bandwidth_gbs: float            # HBM / GDDR bandwidth, GB/s (10^9 bytes per second)
    fp32: float                     # peak dense TFLOPS: FP32 on CUDA cores (AMD: vector)
    tf32: float                     # tensor cores, dense
    bf16: float
    fp16: float
    source: str                     # the datasheet's address
    aliases: tuple[str, ...] = ()   # other names, normalised (``normalise``)
    cc: int | None = None           # compute capability as DeviceProperties prints it (cc=90)
    sms: int | None = None          # multiprocessors (multi_processor_count)
    torch_key: str | None = None    # the name torch's table knows it by
    figures: str = "datasheet"      # where the figures in use come from
    launch_us: float | None = None  # per kernel launch, µs (None: estimate.LAUNCH_US; a measured machine's own)
    inductor_gbps: float | None = None  # the DRAM bandwidth Inductor's scheduler reads there (``inductor_dram_gbps``)

    def peak(self, kind: str) -> float:
        return float(getattr(self, kind))

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "name": self.name, "bandwidth_gbs": self.bandwidth_gbs,
                "peak_tflops": {k: self.peak(k) for k in PEAKS}, "source": self.source,
                "figures": self.figures}


def _triton_gbps(mem_clock_mhz: int, bus_bits: int) -> float:
    """Triton's ``get_dram_gbps``: the memory clock the driver reports times the bus width, two transfers
    per clock, in GB/s (the clock and width a CUDA ``deviceQuery`` / HIP ``rocminfo`` prints)."""
    return mem_clock_mhz * 1000 * bus_bits * 2 / 1e6 / 8


#: ``inductor_gbps``: what Inductor's ``get_gpu_dram_gbps`` (torch/_inductor/utils.py) returns on each GPU,
#: the figure its scheduler weighs a loop reindex's memory cost against one kernel launch with
#: (scheduler.py:7685-7697, ``replay.rules``). It is torch's datasheet table's figure only where the
#: device's name (``torch.cuda.get_device_name()``) is one of that table's keys exactly: of these GPUs
#: only "NVIDIA L4" is, whose entry holds the H100's 3,350 GB/s (``TORCH_ERRATA``). Every other one gets
#: Triton's estimate from the memory clock and bus width (``_triton_gbps``): "NVIDIA H100 80GB HBM3",
#: "NVIDIA H200", "NVIDIA A100-SXM4-80GB", "AMD Instinct MI300X" are no keys of that table.

_NV_H100 = "https://www.nvidia.com/en-us/data-center/h100/"
_NV_TC = "https://resources.nvidia.com/en-us-tensor-core/nvidia-tensor-core-gpu-datasheet"
_NV_A100 = ("https://www.nvidia.com/content/dam/en-zz/Solutions/Data-Center/a100/pdf/"
            "nvidia-a100-datasheet-us-nvidia-1758950-r4-web.pdf")

GPUS: tuple[GpuSpec, ...] = (
    # H100 SXM5 80GB: FP32 67, TF32 989*, BF16/FP16 1,979* TFLOPS (* with sparsity), 3.35 TB/s
    GpuSpec("H100 SXM", "NVIDIA H100 SXM", 3350, 67.0, 494.5, 989.5, 989.5, _NV_H100,
            ("H100", "H100SXM", "H100SXM5", "H100SXM580GB", "H10080GBHBM3", "H10080GB"), 90, 132,
            "NVIDIA H100",
            inductor_gbps=_triton_gbps(2_619, 5_120)),
    # H100 PCIe 80GB: FP32 51, TF32 756*, BF16/FP16 1,513* TFLOPS, 2 TB/s
    GpuSpec("H100 PCIe", "NVIDIA H100 PCIe", 2000, 51.0, 378.0, 756.5, 756.5, _NV_TC,
            ("H100PCIE", "H100PCIE80GB"), 90, 114,
            inductor_gbps=_triton_gbps(1_593, 5_120)),
    # H200 SXM 141GB: FP32 67, TF32 989*, BF16/FP16 1,979* TFLOPS, 4.8 TB/s
    GpuSpec("H200", "NVIDIA H200 SXM", 4800, 67.0, 494.5, 989.5, 989.5,
            "https://www.nvidia.com/en-us/data-center/h200/", ("H200", "H200SXM", "H200SXM141GB"), 90, 132,
            inductor_gbps=_triton_gbps(3_201, 6_144)),
    # A100 SXM4 80GB: FP32 19.5, TF32 156, BF16/FP16 312 TFLOPS dense, 2,039 GB/s
    GpuSpec("A100 80GB", "NVIDIA A100 80GB SXM", 2039, 19.5, 156.0, 312.0, 312.0, _NV_A100,
            ("A100", "A10080GB", "A100SXM480GB", "A100SXM80GB"), 80, 108, "NVIDIA A100",
            inductor_gbps=_triton_gbps(1_593, 5_120)),
    # A100 SXM4 40GB: the same rates, 1,555 GB/s
    GpuSpec("A100 40GB", "NVIDIA A100 40GB SXM", 1555, 19.5, 156.0, 312.0, 312.0, _NV_A100,
            ("A10040GB", "A100SXM440GB", "A100SXM40GB", "A100PCIE40GB"), 80, 108,
            inductor_gbps=_triton_gbps(1_215, 5_120)),
    # L4: FP32 30.3, TF32 120*, BF16/FP16 242* TFLOPS, 300 GB/s
    GpuSpec("L4", "NVIDIA L4", 300, 30.3, 60.0, 121.0, 121.0,
            "https://resources.nvidia.com/en-us-gpu-resources/l4-tensor-datasheet", ("L4",), 89, 58,
            "NVIDIA L4",
            inductor_gbps=3350.0),
    # L40S: FP32 91.6, TF32 366*, BF16/FP16 733* TFLOPS, 864 GB/s
    GpuSpec("L40S", "NVIDIA L40S", 864, 91.6, 183.0, 366.5, 366.5,
            "https://www.nvidia.com/en-us/data-center/l40s/", ("L40S",), 89, 142,
            inductor_gbps=_triton_gbps(9_001, 384)),
    # GeForce RTX 4090: FP32 82.6, TF32 82.6, BF16/FP16 165.2 TFLOPS dense with FP32 accumulate,
    # 1,008 GB/s (Ada Lovelace architecture whitepaper, appendix A, table 2)
    GpuSpec("RTX 4090", "NVIDIA GeForce RTX 4090", 1008, 82.6, 82.6, 165.2, 165.2,
            "https://images.nvidia.com/aem-dam/Solutions/geforce/ada/nvidia-ada-gpu-architecture.pdf",
            ("RTX4090", "4090"), 89, 128,
            inductor_gbps=_triton_gbps(10_501, 384)),
    # Instinct MI300X: FP32 (vector) 163.4, TF32 653.7, BF16/FP16 1,307.4 TFLOPS dense, 5.3 TB/s
    GpuSpec("MI300X", "AMD Instinct MI300X", 5300, 163.4, 653.7, 1307.4, 1307.4,
            "https://www.amd.com/content/dam/amd/en/documents/instinct-tech-docs/data-sheets/"
            "amd-instinct-mi300x-data-sheet.pdf", ("MI300X",), None, 304, "AMD MI300X",
            inductor_gbps=_triton_gbps(1_300, 8_192)),
)

#: figures of torch's table (2.14.1) that are not the datasheet's: (our key, figure) -> why ours stays
TORCH_ERRATA: dict[tuple[str, str], str] = {
    ("L4", "bandwidth_gbs"): "torch's table gives the L4 3,350 GB/s (the H100's figure); its datasheet says 300 GB/s",
    ("L4", "tf32"): "torch's L4 tensor-core figures are the datasheet's with-sparsity ones, undivided",
    ("L4", "bf16"): "torch's L4 tensor-core figures are the datasheet's with-sparsity ones, undivided",
    ("L4", "fp16"): "torch's L4 tensor-core figures are the datasheet's with-sparsity ones, undivided",
}

_VENDOR = {"NVIDIA", "AMD", "INSTINCT", "GEFORCE", "TESLA", "RADEON"}


class UnknownGpu(ValueError):
    pass


#: what a GPU's name is made of (torch.cuda.get_device_name(): "NVIDIA A100-SXM4-80GB", "AMD Instinct
#: MI300X"): a name with anything else ("h200; rm -rf /") is none, not the H200
_NAME_RE = re.compile(r"[A-Za-z0-9 _.()\-]{1,100}")


def normalise(name: str) -> list[str]:
    """A GPU name as its upper-case tokens without the vendor's words: "NVIDIA H100 80GB HBM3" ->
    ["H100", "80GB", "HBM3"]."""
    return [t for t in re.findall(r"[A-Z0-9]+", name.upper()) if t not in _VENDOR]


def find_gpu(name: str) -> GpuSpec:
    """The GPU a name means, loosely: "NVIDIA H200", "h200", "H100" (the SXM), "NVIDIA A100-SXM4-40GB",
    torch's ``get_device_name()``. The longest run of leading tokens that is a known name wins;
    ``UnknownGpu`` names the known ones."""
    if not _NAME_RE.fullmatch(name.strip()):
        raise UnknownGpu(f"{name!r} is not a GPU name (letters, digits, spaces and -_.() only); the known GPUs are "
                         f"{', '.join(g.key for g in GPUS)} (`--gpu list` prints their figures)")
    toks = normalise(name)
    by_alias: dict[str, GpuSpec] = {}
    for g in GPUS:
        for a in ("".join(normalise(g.key)), *g.aliases):
            by_alias.setdefault(a, g)
    for n in range(len(toks), 0, -1):
        g = by_alias.get("".join(toks[:n]))
        if g is not None:
            return g
    raise UnknownGpu(f"unknown GPU {name!r}; the known GPUs are {', '.join(g.key for g in GPUS)} "
                     "(`--gpu list` prints their figures)")


def gpu_for_device(props: list[dict[str, Any]], simulated: bool = False) -> tuple[GpuSpec | None, str | None]:
    """The GPU the kernels of ``output_code.py`` were compiled for, from its ``DeviceProperties``
    (``dump.output_code.device_properties``), which carry the compute capability and the number of
    multiprocessors but no name: (the GPU, a note) or (None, why not). ``simulated``: the file was
    generated for this project's simulated H200 (``backend_hash`` 'SIMULATED-H200')."""
    cuda = [p for p in props if p.get("type") in ("cuda", "hip")]
    if not cuda:
        return None, None
    if simulated:
        return find_gpu("H200"), "the simulated H200 output_code.py was generated for"
    p = cuda[0]
    found = [g for g in GPUS if g.sms == p.get("multi_processor_count") and (g.cc is None or g.cc == p.get("cc"))]
    if not found:
        return None, (f"output_code.py's GPU (compute capability {p.get('cc')}, {p.get('multi_processor_count')} "
                      "multiprocessors) is none of the known ones: give --gpu")
    note = f"output_code.py's GPU: compute capability {p.get('cc')}, {p.get('multi_processor_count')} multiprocessors"
    if len(found) > 1:
        note += f" ({' or '.join(g.key for g in found)}: {found[0].key} assumed; --gpu chooses)"
    return found[0], note


def choose_gpu(setting: str | None, output_code: str | None) -> tuple[GpuSpec | None, str | None]:
    """The GPU estimates are for, as the command line's ``--gpu`` and the editor's ``inductorLens.gpu``
    choose it: a name (``find_gpu``: ``UnknownGpu`` when it is none of the known ones); ``none`` (no
    estimates); ``auto``, empty or None: the GPU the ``output_code.py`` text beside the IR was compiled
    for (``gpu_for_device``), none for a CPU graph or without the file. (the GPU, a note on how it was
    chosen) or (None, why not). Our table's figures: the command line swaps in torch's."""
    from .output_code import device_properties
    choice = (setting or "").strip()
    if choice.lower() == "none":
        return None, None
    if choice and choice.lower() != "auto":
        return find_gpu(choice), "--gpu"
    if not output_code:
        return None, None
    return gpu_for_device(device_properties(output_code), "'backend_hash': 'SIMULATED-H200'" in output_code)


def with_torch_figures(g: GpuSpec, figures: dict[str, float], version: str) -> GpuSpec:
    """``g`` with torch's figures (``bandwidth_gbs`` and the ``PEAKS`` torch has) where torch knows
    it, less the errata."""
    keep = {k: v for k, v in figures.items() if (g.key, k) not in TORCH_ERRATA and v is not None}
    if not keep:
        return g
    vals = {f: getattr(g, f) for f in ("bandwidth_gbs", *PEAKS)}
    vals.update(keep)
    return GpuSpec(g.key, g.name, vals["bandwidth_gbs"], vals["fp32"], vals["tf32"], vals["bf16"], vals["fp16"],
                   g.source, g.aliases, g.cc, g.sms, g.torch_key,
                   f"torch {version} datasheet table (torch._inductor.analysis.device_info)",
                   inductor_gbps=g.inductor_gbps)


def render_gpus() -> str:
    """``--gpu list``: the known GPUs, their figures and sources."""
    out = ["Known GPUs (datasheet figures: bandwidth GB/s; peak dense TFLOPS):"]
    for g in GPUS:
        out.append(f"  {g.key:<10} {g.name:<24} {g.bandwidth_gbs:>7,.0f} GB/s  FP32 {g.fp32:>6g}  TF32 {g.tf32:>6g}  "
                   f"BF16 {g.bf16:>7g}  FP16 {g.fp16:>7g}")
        out.append(f"             {g.source}")
    out.append("Tensor-core figures are dense (half of NVIDIA's with-sparsity ones); where torch is installed its "
               "own table's figures are used for the GPUs it knows.")
    return "\n".join(out) + "\n"
