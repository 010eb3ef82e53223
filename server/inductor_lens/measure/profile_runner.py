"""``python -m inductor_lens.measure.profile_runner --trace TRACE.json -- script.py args`` (or ``-- -m
module args``): run a Python program as ``python script.py args`` would, inside ``torch.profiler.profile``
(CPU activities, and CUDA when a GPU is available), and write the Chrome trace to TRACE.json when it
ends, whether it returns, exits or raises.

``inductor-lens capture --profile`` runs the user's command through this module (the command's own
interpreter, with ``TORCHINDUCTOR_CPP_ENABLE_KERNEL_PROFILE=1`` so that Inductor's C++ kernels record
themselves), then joins the trace to each compiled graph (``explain.measured``). The whole process is
profiled, compilation included: the kernels' events are those of every call the program makes.
"""
from __future__ import annotations

import argparse
import os
import runpy
import sys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m inductor_lens.measure.profile_runner")
    ap.add_argument("--trace", required=True, help="the Chrome trace to write")
    ap.add_argument("command", nargs=argparse.REMAINDER, help="-- script.py args, or -- -m module args")
    args = ap.parse_args(argv)
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command or (command[0] == "-m" and len(command) < 2):
        ap.error("give the program: -- script.py args, or -- -m module args")
    import torch
    from torch.profiler import ProfilerActivity, profile
    activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if torch.cuda.is_available() else [])
    status: int | str | None = 0
    prof = profile(activities=activities)
    prof.start()
    try:
        if command[0] == "-m":
            sys.argv = [command[1], *command[2:]]
            runpy.run_module(command[1], run_name="__main__", alter_sys=True)
        else:
            sys.argv = list(command)
            sys.path[0] = os.path.dirname(os.path.abspath(command[0]))
            runpy.run_path(command[0], run_name="__main__")
    except SystemExit as exc:
        status = exc.code
    finally:
        prof.stop()
        prof.export_chrome_trace(args.trace)
    if status is None or isinstance(status, int):
        return status or 0
    print(status, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
