"""The fusion map's reason colours and the benchmark chart's bars are opaque and keep at least 3:1
contrast (WCAG 2.1 for graphics) against the editor background of every kind of theme: the default
light, dark and high-contrast ones (the theme's translucent chart colours gave ~1.5:1 in Dark Modern)."""
from __future__ import annotations

import re

from conftest import REPO

CSS = REPO / "vscode-client/media/map.css"
REPORT = REPO / "vscode-client/src/report.ts"
#: the editor backgrounds of VS Code's default themes of each kind (a webview's body class)
BACKGROUNDS = {"light": ["#ffffff"], "dark": ["#1f1f1f", "#1e1e1e"], "high-contrast": ["#000000"],
               "high-contrast-light": ["#ffffff"]}


def luminance(hex_colour: str) -> float:
    r, g, b = (int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in (r, g, b)]
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: str, b: str) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def palettes(css: str) -> dict[str, dict[str, str]]:
    """--cN of each rule: ':root' (light), and the body.vscode-* kinds."""
    out: dict[str, dict[str, str]] = {}
    for sel, body in re.findall(r"([^{}]+)\{([^{}]*--c\d:[^{}]*)\}", css):
        colours = dict(re.findall(r"--(c\d):\s*(#[0-9a-fA-F]{6})\s*;", body))
        for kind in re.findall(r"body\.vscode-([\w-]+)", sel) or ["light"]:
            out[kind] = colours
    return out


def test_every_reason_colour_keeps_3_to_1_in_every_kind_of_theme():
    css = CSS.read_text()
    assert "var(--vscode-charts" not in css          # the theme's translucent chart colours
    got = palettes(css)
    assert set(got) == set(BACKGROUNDS)
    for kind, colours in got.items():
        assert len(colours) == 8, kind
        for name, colour in colours.items():
            for bg in BACKGROUNDS[kind]:
                assert contrast(colour, bg) >= 3.0, (kind, name, colour, bg, round(contrast(colour, bg), 2))
    assert not re.search(r"\.edge path\.stroke \{[^}]*opacity", css)   # drawn opaque
    # the HTML report ships the same file
    assert (REPO / "server/inductor_lens/web/map.css").read_text() == css


def test_the_benchmark_charts_bars_keep_3_to_1():
    ts = REPORT.read_text()
    assert "--vscode-charts-" not in ts
    for sel, colour in re.findall(r"([^{}\n]*\.bar) \{ fill: (#[0-9a-fA-F]{6}); \}", ts):
        kinds = re.findall(r"body\.vscode-([\w-]+)", sel) or ["light"]
        for kind in kinds:
            for bg in BACKGROUNDS[kind]:
                assert contrast(colour, bg) >= 3.0, (sel, colour, bg)


def test_the_old_translucent_orange_fails_the_check():
    # Dark Modern's charts.orange is #d18616 at 50% opacity over #1f1f1f: ~#785017
    assert contrast("#785017", "#1f1f1f") < 3.0


def _mix(a: str, b: str, share: float) -> str:
    x, y = ([int(c[i:i + 2], 16) for i in (1, 3, 5)] for c in (a, b))
    return "#" + "".join(f"{round(share * p + (1 - share) * q):02x}" for p, q in zip(x, y))


def test_the_time_shades_keep_the_boxes_text_readable():
    """The map shades a node's box by its time (issue 41): in the light theme (and the HTML report) and the
    dark ones, a box's text keeps 4.5:1 on every shade; the muted second lines too on the light shades, and
    on the darker ones every line is drawn in the foreground colour."""
    css = CSS.read_text()
    heat = {}
    for sel, body in re.findall(r"([^{}]+)\{([^{}]*--heat:[^{}]*)\}", css):
        colour = re.search(r"--heat:\s*(#[0-9a-fA-F]{6})", body).group(1)
        shares = [int(x) / 100 for x in re.findall(r"--h\d:\s*(\d+)%", body)]
        assert len(shares) == 5, sel
        for kind in re.findall(r"body\.vscode-([\w-]+)", sel) or ["light"]:
            heat[kind] = (colour, shares)
    assert {"light", "dark", "high-contrast"} <= set(heat)
    # (box background, foreground, muted): the report's fallbacks, Light Modern, Dark Modern, Dark High Contrast
    themes = {"light": [("#f6f8fa", "#1f2328", "#6e7781"), ("#f8f8f8", "#3b3b3b", "#3b3b3b")],
              "dark": [("#202020", "#cccccc", "#9d9d9d")], "high-contrast": [("#0c141f", "#ffffff", "#ffffff")]}
    for kind, variants in themes.items():
        colour, shares = heat[kind]
        for box, fg, muted in variants:
            for k, share in enumerate(shares):
                shade = _mix(colour, box, share)
                assert contrast(fg, shade) >= 4.5, (kind, k, shade, round(contrast(fg, shade), 2))
                if k < 2:
                    assert contrast(muted, shade) >= 3.0, (kind, k, shade, round(contrast(muted, shade), 2))
    for k in (2, 3, 4):
        assert f"body:not(.time-off) #canvas .node.t{k} text" in css
