"""Digests of the CLI's JSON outputs (`parse --json`, `summary --json`, `explain --format json`,
`diff --json`) on every fixture, bundled example and public corpus file: the contract other tools rely on
(docs/cli.md). ``tests/test_cli_json_contract.py`` recomputes them and compares with
``cli_json.sha256.json``; after an intended change of an output, regenerate and say why in the commit:

    PYTHONPATH=server python tests/golden/cli_json.py --write
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("cli_json.sha256.json")


def files(public: Path | None) -> dict[str, Path]:
    out = {}
    for p in sorted((REPO / "tests" / "corpus").rglob("ir_*_fusion.txt")):
        out[str(p.relative_to(REPO))] = p
    for p in sorted((REPO / "tests" / "corpus").rglob("torch_logs.txt")):
        out[str(p.relative_to(REPO))] = p
    for p in sorted((REPO / "server" / "inductor_lens" / "examples").rglob("ir_*_fusion.txt")):
        out[str(p.relative_to(REPO))] = p
    if public is not None and public.is_dir():
        for p in sorted(public.glob("*.txt")):
            out[f"public/{p.name}"] = p
    return out


def _h(obj, roots: list[tuple[str, str]]) -> str:
    """The JSON as the CLI prints it, with this checkout's folders replaced in the paths of the inputs
    (the top-level strings: ``file``, ``pre_file``, ``output_code``, ...). Deeper strings are kept as
    they are: the origins quote the paths fx_graph_readable.py recorded on the machine that compiled."""
    def local(x):
        if isinstance(x, str):
            for path, name in roots:
                x = x.replace(path, name)
        return x
    if isinstance(obj, dict):
        obj = {k: local(v) for k, v in obj.items()}
    text = json.dumps(obj, indent=2, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def digests(public: Path | None) -> dict[str, dict[str, str]]:
    sys.path.insert(0, str(REPO / "server"))
    from inductor_lens.fusion.diff import diff_files
    from inductor_lens.fusion.explain import explain_file
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.ir.summary import summarize, to_json
    roots = [(f"{r}/{d}/", f"<repo>/{d}/") for r in dict.fromkeys((str(REPO.resolve()), str(REPO)))
             for d in ("server", "tests")]
    if public is not None:
        roots = [(str(public.resolve()) + "/", "<public>/"), (str(public) + "/", "<public>/")] + roots
    out: dict[str, dict[str, str]] = {}
    for key, p in files(public).items():
        f = parse_file(p)
        d = {"parse": _h(to_json(f), roots), "summary": _h(summarize(f), roots),
             "explain": _h(explain_file(p, ir=f).to_json(), roots)}
        if p.name == "ir_post_fusion.txt" and (pre := p.with_name("ir_pre_fusion.txt")).exists():
            oc = p.with_name("output_code.py")
            d["diff"] = _h(diff_files(parse_file(pre), f, oc.read_text() if oc.exists() else None).to_json(), roots)
        out[key] = d
    return out


if __name__ == "__main__":
    public = REPO.parent / "shared" / "corpus" / "public"
    got = digests(public)
    if "--write" in sys.argv:
        GOLDEN.write_text(json.dumps(got, indent=1, sort_keys=True) + "\n")
        print(f"wrote {GOLDEN} ({len(got)} files)")
    else:
        print(json.dumps(got, indent=1, sort_keys=True))
