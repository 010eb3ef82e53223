"""Prepare IR text for the grammar without moving a single character.

Three inputs need care before parsing:

* ``TORCH_LOGS=ir_pre_fusion,ir_post_fusion`` captures: every IR line carries a log prefix such as
  ``I1129 11:02:24.929000 2477 torch/_inductor/debug.py:793] [0/0] [__ir_pre_fusion] ``, sections start
  with ``BEFORE FUSION`` / ``AFTER FUSION``, and other log lines are interleaved.
* pasted dumps with bare ``BEFORE FUSION`` / ``AFTER FUSION`` title lines;
* ``\\r\\n`` line ends;
* comment lines: a line whose first non-blank character is ``#`` (banners some patched printers write,
  notes users add before sharing a file), between or inside node blocks. Indented lines of a
  ``X Triton code:`` block are Python source and keep their ``#``.

Instead of stripping (and then mapping every offset back), prefixes, foreign log lines, section titles
and ``\\r`` are overwritten with spaces. The cleaned text has exactly the original length, so every
offset the parser produces is an offset into the original text. The grammar ignores leading blanks.
"""
from __future__ import annotations

import re
from dataclasses import field

from ..records import record

#: glog-style prefix of torch's log records, optionally preceded by a distributed rank tag
LOG_PREFIX_RE = re.compile(
    r"^(?:\[rank\d+\]:)?[VIWEDC]\d{4} \d\d:\d\d:\d\d\.\d+ +\d+ [^\]\n]*:\d+\] "
    r"(?:\[(?P<graph>[^\]\n]*?)\] )?(?:\[__(?P<artifact>\w+)\] ?)?",
    re.M,
)
TITLE_RE = re.compile(r"^[ \t]*(BEFORE FUSION|AFTER FUSION)[ \t]*$")
IR_ARTIFACTS = {"ir_pre_fusion", "ir_post_fusion"}


@record(slots=True)
class SectionMark:
    title: str | None       # 'BEFORE FUSION' / 'AFTER FUSION' / None
    graph: str | None       # compile id ('0/0') when known
    start: int              # offset where the section's content starts
    end: int                # offset where it ends


@record(slots=True)
class Prepared:
    text: str               # same length as the input; foreign characters blanked
    sections: list[SectionMark]
    capture: bool
    comments: list[tuple[int, int]] = field(default_factory=list)   # comment lines (start, end of the text)


COMMENT_RE = re.compile(r"^[ \t]*#[^\n]*", re.M)
TRITON_BLOCK_RE = re.compile(r"^[ \t]*[A-Za-z_]\w* Triton code:[^\n]*(?:\n[ \t]+[^\n]*|\n[ \t]*(?=\n))*", re.M)


def blank_comments(text: str) -> tuple[str, list[tuple[int, int]]]:
    """``text`` with its comment lines blanked, and their spans (from the ``#`` to the end of the line)."""
    if "#" not in text:
        return text, []
    found = list(COMMENT_RE.finditer(text))
    if not found:
        return text, []
    triton = [(m.start(), m.end()) for m in TRITON_BLOCK_RE.finditer(text)] if " Triton code:" in text else []
    spans: list[tuple[int, int]] = []
    t = 0
    for m in found:
        while t < len(triton) and triton[t][1] < m.start():
            t += 1
        if t < len(triton) and triton[t][0] < m.start() <= triton[t][1]:
            continue   # Python source printed inside a Triton code block
        spans.append((m.start() + m.group(0).index("#"), m.end()))
    if not spans:
        return text, []
    out, pos = [], 0
    for s, e in spans:
        out.append(text[pos:s])
        out.append(" " * (e - s))
        pos = e
    out.append(text[pos:])
    return "".join(out), spans


def _blank(s: str) -> str:
    return " " * len(s)


def _clean_lines(text: str, capture: bool, out: list[str], marks: list[SectionMark] | None, n: int,
                 base: int = 0) -> None:
    """The cleaned lines of ``text`` (a whole file, or whole lines of it from offset ``base``) appended to
    ``out``; section titles found are appended to ``marks`` (None: not wanted)."""
    pos = base
    for line in text.splitlines(keepends=True):
        body = line[:-1] if line.endswith("\n") else line
        start = pos
        pos += len(line)
        nl = line[len(body):]
        graph = None
        if capture:
            m = LOG_PREFIX_RE.match(body)
            if m is None:
                # continuation of some other (multi-line) log record, or unrelated output
                out.append(_blank(body) + nl)
                continue
            artifact = m.group("artifact")
            if artifact not in IR_ARTIFACTS:
                out.append(_blank(body) + nl)
                continue
            graph = m.group("graph")
            prefix_len = m.end()
            content = body[prefix_len:]
        else:
            prefix_len = 0
            content = body
        t = TITLE_RE.match(content)
        if t:
            if marks is not None:
                if marks:
                    marks[-1].end = start
                marks.append(SectionMark(t.group(1), graph, start + len(body) + len(nl), n))
            out.append(_blank(body) + nl)
            continue
        if prefix_len:
            out.append(" " * prefix_len + content + nl)
        else:
            out.append(line)


def text_kind(text: str) -> tuple[bool, bool]:
    """(plain, capture) as ``prepare`` decides them: a plain file is only stripped of comments and CRs; a
    capture has log prefixes to blank."""
    probe = LOG_PREFIX_RE.search(text, 0, min(len(text), 1 << 16))
    plain = probe is None and "BEFORE FUSION" not in text and "AFTER FUSION" not in text
    return plain, (not plain and LOG_PREFIX_RE.search(text) is not None)


def prepare_window(text: str, offset: int, kind: tuple[bool, bool], radius: int = 1 << 18) -> tuple[int, str]:
    """Whole lines of ``text`` around ``offset`` (about ``radius`` characters each side), cleaned as
    ``prepare(text).text`` has them: (their start, their cleaned text). What a request about one block of a
    large file needs, without preparing the whole file (a 55 MB TORCH_LOGS capture: 1.4 s)."""
    a = text.rfind("\n", 0, offset - radius) + 1 if offset > radius else 0
    b = text.find("\n", min(len(text), offset + radius))
    b = len(text) if b < 0 else b + 1
    seg = text[a:b]
    if "\r" in seg:
        seg = seg.replace("\r", " ")
    plain, capture = kind
    if not plain:
        out: list[str] = []
        _clean_lines(seg, capture, out, None, len(text), a)
        seg = "".join(out)
    return a, blank_comments(seg)[0]


def prepare(text: str) -> Prepared:
    """Blank what is not IR; find sections. O(n); plain files are returned unchanged."""
    n = len(text)
    if "\r" in text:
        text_clean = text.replace("\r", " ")
    else:
        text_clean = text
    # Fast path: no log prefixes and no titles -> one section over the whole text.
    probe = LOG_PREFIX_RE.search(text_clean, 0, min(n, 1 << 16))
    has_titles = "BEFORE FUSION" in text_clean or "AFTER FUSION" in text_clean
    if probe is None and not has_titles:
        text_clean, comments = blank_comments(text_clean)
        return Prepared(text_clean, [SectionMark(None, None, 0, n)], False, comments)

    capture = LOG_PREFIX_RE.search(text_clean) is not None
    out: list[str] = []
    marks: list[SectionMark] = []
    _clean_lines(text_clean, capture, out, marks, n)
    cleaned, comments = blank_comments("".join(out))
    if not marks:
        marks = [SectionMark(None, None, 0, n)]
    elif marks[0].start > 0 and cleaned[: marks[0].start].strip():
        # IR before the first title: keep it as an untitled section
        marks.insert(0, SectionMark(None, marks[0].graph, 0, marks[0].start))
    assert len(cleaned) == n
    return Prepared(cleaned, marks, capture, comments)
