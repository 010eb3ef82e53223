"""The CLI's JSON outputs (`parse --json`, `summary --json`, `explain --format json`, `diff --json`) on
every fixture, bundled example and public corpus file, as a readable snapshot: the contract other tools
rely on (docs/cli.md). ``tests/test_cli_json_contract.py`` recomputes it and compares it with
``cli_json.txt``, printing the lines that changed; after an intended change of an output, regenerate it
and say why in the commit:

    PYTHONPATH=server python tests/golden/cli_json.py --write

The whole JSON (41 MB over the inputs) is not stored: each output is one digest line, and under it a
line per element of its lists (a node, a buffer, a verdict: its identity, its main facts and the digest
of the rest) and a line per other field, so that a change shows where it is and what it is.
"""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).with_name("cli_json.txt")


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


def _digest(obj) -> str:
    text = json.dumps(obj, indent=2, default=str)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def _short(v) -> str:
    s = json.dumps(v, default=str)
    return s if len(s) <= 72 else s[:69] + "..."


def _element(x) -> str:
    """One element of a list: who it is, what matters most, the digest of all of it."""
    if not isinstance(x, dict):
        return f"{_short(x)}"
    if "node1" in x and "node2" in x:          # a verdict
        verdict = "fused" if x.get("fused") else f"not fused: {x.get('reason')}"
        logged = " (logged)" if x.get("logged") else ""
        where = f" round {x['round']}" if x.get("round") is not None else ""
        return f"{x['node1']} -> {x['node2']}: {verdict}{logged}{where}  {_digest(x)[:8]}"
    name = x.get("name") or x.get("node") or x.get("pre") or x.get("file")
    if name is not None:
        facts = " ".join(f"{k}={_short(x[k])}" for k in ("kind", "ir_class", "size", "dtype") if k in x)
        return f"{name}{' ' + facts if facts else ''}  {_digest(x)[:8]}"
    return f"{_short(x)[:40]}  {_digest(x)[:8]}"


def _lines(obj) -> list[str]:
    """The snapshot of one JSON output, under its digest line."""
    out = [f"  = {_digest(obj)}"]
    if not isinstance(obj, dict):
        return out
    for k, v in obj.items():
        if isinstance(v, list) and v and isinstance(v[0], dict):
            out.append(f"  {k}: {len(v)}")
            out.extend(f"    {_element(x)}" for x in v)
        elif isinstance(v, (dict, list)):
            out.append(f"  {k}: {_digest(v)}" if len(json.dumps(v, default=str)) > 72 else f"  {k}: {_short(v)}")
        else:
            out.append(f"  {k}: {_short(v)}")
    return out


def _local(obj, roots: list[tuple[str, str]]):
    """This checkout's folders replaced in the paths of the inputs (the top-level strings: ``file``,
    ``pre_file``, ``output_code``, ..., and those of top-level records: ``config.source``). Deeper strings are kept as they are: the origins quote the paths
    fx_graph_readable.py recorded on the machine that compiled."""
    def local(x, deeper: bool = True):
        if isinstance(x, str):
            for path, name in roots:
                x = x.replace(path, name)
        elif deeper and isinstance(x, dict):       # a record's own paths: the run config's ``source``
            x = {k: local(v, False) for k, v in x.items()}
        return x
    return {k: local(v) for k, v in obj.items()} if isinstance(obj, dict) else obj


def outputs(public: Path | None) -> dict[str, dict[str, object]]:
    """Every input's JSON outputs, by input and command."""
    sys.path.insert(0, str(REPO / "server"))
    from inductor_lens.explain.diff import diff_files
    from inductor_lens.explain.explain import explain_file
    from inductor_lens.ir.parse import parse_file
    from inductor_lens.ir.summary import summarize, to_json
    roots = [(f"{r}/{d}/", f"<repo>/{d}/") for r in dict.fromkeys((str(REPO.resolve()), str(REPO)))
             for d in ("server", "tests")]
    if public is not None:
        roots = [(str(public.resolve()) + "/", "<public>/"), (str(public) + "/", "<public>/")] + roots
    out: dict[str, dict[str, object]] = {}
    for key, p in files(public).items():
        f = parse_file(p)
        d = {"parse": _local(to_json(f), roots), "summary": _local(summarize(f), roots),
             "explain": _local(explain_file(p, ir=f).to_json(), roots)}
        if p.name == "ir_post_fusion.txt" and (pre := p.with_name("ir_pre_fusion.txt")).exists():
            oc = p.with_name("output_code.py")
            d["diff"] = _local(diff_files(parse_file(pre), f, oc.read_text() if oc.exists() else None).to_json(), roots)
        out[key] = d
    return out


def snapshot(public: Path | None) -> dict[str, list[str]]:
    """The snapshot's lines by input."""
    return {key: [line for cmd, obj in d.items() for line in [f"{cmd}"] + _lines(obj)]
            for key, d in outputs(public).items()}


def render(snap: dict[str, list[str]]) -> str:
    return "".join(f"== {key}\n" + "\n".join(lines) + "\n" for key, lines in sorted(snap.items()))


def parse_golden(text: str) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    cur: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("== "):
            cur = out.setdefault(line[3:], [])
        elif cur is not None:
            cur.append(line)
    return out


if __name__ == "__main__":
    public = REPO.parent / "shared" / "corpus" / "public"
    text = render(snapshot(public))
    if "--write" in sys.argv:
        GOLDEN.write_text(text)
        print(f"wrote {GOLDEN} ({text.count(chr(10))} lines, {len(text):,} bytes)")
    else:
        sys.stdout.write(text)
