"""What would fuse a pair, in the editor (``runs.suggest``): the code action "What would fuse op3 → op4?"
on a fusion diagnostic asks the server (``inductorLens.suggest``), which counts the suggestions of the
document once per version (its analysis record keeps them) and answers a page: the smallest knob
changes that fuse the pair, each with what else it changes and the commands that predict and verify it,
or why no config can."""
from __future__ import annotations

from pathlib import Path

from .. import jsontext
from ..files import read_text
from .document import Document, Workspace


def suggestions(ws: Workspace, doc: Document, cancelled=None):
    """The document's suggestions (``runs.suggest.Suggestions``), counted on first ask; None when its
    analysis failed or the document is not a file on disk."""
    from ..runs.suggest import suggest
    rec = doc.analysis(ws, True)
    if rec.explanation is None or not doc.path:
        return None
    if rec.suggestions is None:
        rec.suggestions = suggest(Path(doc.path), cancelled=cancelled, ex=rec.explanation)
    return rec.suggestions


def suggestion_page(ws: Workspace, doc: Document, node1: str, node2: str, cancelled=None) -> dict:
    """``{"title", "text"}`` (markdown) for the pair, or ``{"error"}``."""
    s = suggestions(ws, doc, cancelled)
    if s is None:
        return {"error": "no fusion analysis of this file (it failed, or the file is not saved on disk)"}
    title = f"What would fuse {node1} → {node2}?"
    if s.note:
        return {"title": title, "text": f"### {title}\n\n{s.note}.\n"}
    p = s.of(node1, node2)
    if p is None:
        return {"error": f"{node1} → {node2} is not an unfused pair of this file's final graph"}
    from ..replay.reasons import REASONS
    r = REASONS.get(p.reason)
    folder = Path(doc.path).parent
    out = [f"### {title}", "", f"Now: **{r.title.lower() if r else p.reason}** (`{p.reason}`).", ""]
    if p.fixes:
        out.append("The smallest changes of Inductor's fusion knobs that make it fuse them (predicted by replaying "
                   "the fusion rounds from `ir_pre_fusion.txt`):")
        out.append("")
        for f in p.fixes[:6]:
            sets = " ".join(f"--set {k}={v if v is not None else 'none'}" for k, v in f.set)
            line = f"- `{', '.join(f'{k} = {v!r}' for k, v in f.set)}`: {f.gained} fusion{'s' if f.gained != 1 else ''} gained"
            if f.lost:
                line += f", {f.lost} lost elsewhere"
            if f.kernels:
                line += f", kernels {f.kernels[0]} → {f.kernels[1]}"
            line += "".join(f"; {also}" for also in f.also)
            out.append(line)
            out.append(f"  - the whole graph: `inductor-lens whatif {folder} {sets}`")
            out.append(f"  - check it by recompiling: `inductor-lens whatif {folder} {sets} --verify -- python "
                       "your_script.py`")
    elif p.none is not None:
        out.append(f"**No config fuses it.** With every fusion knob at its most permissive value "
                   f"(`{', '.join(f'{k}={v!r}' for k, v in p.none['permissive'].items())}`) the replay still "
                   f"refuses it: {p.none['title']} — {p.none['why']}.")
        out.append("")
        out.append(f"What would: a change in the model, as [{p.none['reason']}]({p.none['page']}) describes.")
        lead = p.none.get("recompile")
        if lead:
            out.append("")
            out.append(f"**A recompile may:** {lead['text']}.")
    if p.releases:
        out.append("")
        out.append("Newer torch releases whose scheduler fuses them (this IR replayed with their fusion rules and "
                   "defaults; what their lowering would change is not predicted):")
        out.append("")
        for rf in reversed(p.releases):         # the smallest upgrade first
            out.append(f"- torch {rf.torch}: {rf.what()} — "
                       f"`inductor-lens whatif {folder} --torch {rf.rules}`")
    if p.combo is not None:
        out.append("")
        out.append(f"**Not a fusion, one launch:** `combo_kernels = True` would launch both in a combo kernel of "
                   f"{p.combo['kernels']} kernels (`{p.combo['kernel']}`, after the fusion rounds; each keeps its own "
                   f"loops and memory traffic) — `inductor-lens whatif {folder} --set combo_kernels=true`")
    page = {"title": title, "text": "\n".join(out) + "\n"}
    if p.fixes and (v := verify_command(Path(doc.path), dict(p.fixes[0].set))) is not None:
        page["verify"] = v
    return page


def verify_command(post: Path, values: dict) -> dict | None:
    """How to check a suggestion by recompiling, when the graph is one of a captured run (its folder
    beside the run's ``run.json``, whose ``command`` compiled it): ``{"argv": the inductor-lens arguments
    (whatif RUN --set ... --verify -- COMMAND...), "cwd": where the capture ran (the folder above
    ``.inductor-lens/runs``), "run": the run folder}``; None otherwise."""
    run = post.parent.parent
    try:
        manifest = jsontext.loads(read_text(run / "run.json", limit=16 << 20))   # a regular file, capped
    except (OSError, ValueError):
        return None
    command = manifest.get("command") if isinstance(manifest, dict) else None
    if not (isinstance(command, list) and command and all(isinstance(a, str) for a in command)):
        return None
    cwd = run.parent.parent.parent if run.parent.name == "runs" and run.parent.parent.name == ".inductor-lens" else None
    sets = [a for k, v in values.items() for a in ("--set", f"{k}={'none' if v is None else v}")]
    return {"argv": ["whatif", str(run), *sets, "--verify", "--", *command], "cwd": str(cwd) if cwd else None,
            "run": str(run)}
