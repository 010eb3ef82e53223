// One map's view in its canvas (an element holding mapCore's SVG): the part of the map shown (the SVG's
// viewBox), panned by dragging, zoomed by the wheel about the pointer, "Fit" the whole graph, and a box
// of the map brought into view. The fusion map's page has one (map.ts), the comparison page two
// (compare.ts), each with its own view.
export interface Box { x: number; y: number; w: number; h: number }

export class CanvasView {
  view: Box = { x: 0, y: 0, w: 1, h: 1 };
  full = { w: 1, h: 1 };
  scale = 1;           // pixels per unit, as last shown
  fitted = false;      // the view is "Fit" (the whole graph): a resized canvas fits it again
  private lastBox: { w: number; h: number } | undefined;
  private drag: { x: number; y: number; vx: number; vy: number; moved: boolean } | undefined;

  /** ``onScale``: told the scale (pixels per unit) each time the view changes. */
  constructor(readonly canvas: HTMLElement, private readonly onScale?: (scale: number) => void) {}

  svg(): SVGSVGElement | null {
    return this.canvas.querySelector("svg.map");
  }

  box(): { w: number; h: number } {
    const box = this.canvas.getBoundingClientRect();
    return { w: Math.max(1, box.width), h: Math.max(1, box.height) };
  }

  /** Show the view: its height follows the canvas's shape (one scale across and down), so that a point
   * of the map stays where the pointer is as the wheel zooms. */
  apply(): void {
    const c = this.box();
    const v = this.view;
    const h = v.w * c.h / c.w;
    this.view = { x: v.x, y: v.y + (v.h - h) / 2, w: v.w, h };
    this.svg()?.setAttribute("viewBox", `${this.view.x} ${this.view.y} ${this.view.w} ${this.view.h}`);
    this.scale = c.w / this.view.w;
    this.onScale?.(this.scale);
  }

  /** A box of the map in view, centred, at scale ``scale`` (pixels per unit). */
  show(b: Box, scale: number): void {
    const c = this.box();
    const w = c.w / scale, h = c.h / scale;
    this.view = { x: b.x + b.w / 2 - w / 2, y: b.y + b.h / 2 - h / 2, w, h };
    this.fitted = false;
    this.apply();
  }

  /** "Fit": the whole graph in the canvas (a small one at most twice its size). */
  fit(): void {
    const c = this.box();
    this.show({ x: 0, y: 0, w: this.full.w, h: this.full.h }, Math.min(c.w / this.full.w, c.h / this.full.h, 2));
    this.fitted = true;
  }

  /** Whether the whole graph is readable in the canvas (at least 0.6 of its size). */
  fitsReadably(): boolean {
    const c = this.box();
    return Math.min(c.w / this.full.w, c.h / this.full.h) >= 0.6;
  }

  /** The box around the named nodes and the edges between the named pairs, as drawn (undefined when none
   * is drawn). */
  around(nodes: string[], edges: [string, string][] = []): Box | undefined {
    const boxes: DOMRect[] = [];
    this.canvas.querySelectorAll(".node").forEach((g) => {
      const id = (g as SVGGElement).dataset.id;
      if (id !== undefined && nodes.includes(id)) boxes.push((g.querySelector("rect") as SVGRectElement).getBBox());
    });
    this.canvas.querySelectorAll(".edge").forEach((g) => {
      const e = g as SVGGElement;
      if (edges.some(([s, t]) => e.dataset.source === s && e.dataset.target === t)) {
        boxes.push((e.querySelector("path.stroke") as SVGPathElement).getBBox());
      }
    });
    if (!boxes.length) return undefined;
    const x0 = Math.min(...boxes.map((b) => b.x)), y0 = Math.min(...boxes.map((b) => b.y));
    const x1 = Math.max(...boxes.map((b) => b.x + b.width)), y1 = Math.max(...boxes.map((b) => b.y + b.height));
    return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
  }

  /** Bring a box into view: centred at the present scale when it fits there, zoomed out as far as it
   * needs when not, and back to full size from far out. */
  bringIntoView(b: Box): void {
    const c = this.box();
    const margin = 48;
    const need = Math.min((c.w - margin) / Math.max(b.w, 1), (c.h - margin) / Math.max(b.h, 1));
    let scale = c.w / this.view.w;
    if (scale > need) scale = need;                     // too close for both ends: out as far as needed
    else if (scale < Math.min(1, need)) scale = Math.min(1, need);   // far out: as close as both ends allow
    this.show(b, scale);
  }

  /** A line of a box's text wider than its box (a wider font than the layout allowed for) is narrowed. */
  fitTexts(): void {
    this.canvas.querySelectorAll(".node").forEach((g) => {
      const rect = g.querySelector("rect");
      if (!rect) return;
      const room = Number(rect.getAttribute("width")) - 10;
      g.querySelectorAll("text").forEach((t) => {
        const len = (t as SVGTextElement).getComputedTextLength();
        if (len > room) {
          t.setAttribute("textLength", room.toFixed(1));
          t.setAttribute("lengthAdjust", "spacingAndGlyphs");
        }
      });
    });
  }

  /** Whether the mouse button went up after a drag (a click then is not a selection). */
  dragged(): boolean {
    return this.drag?.moved ?? false;
  }

  /** Pan (drag) and zoom (the wheel, about the pointer); a resized canvas keeps the map's centre and
   * scale. */
  wire(): void {
    const canvas = this.canvas;
    canvas.addEventListener("wheel", (ev) => {
      ev.preventDefault();
      const svg = this.svg();
      const ctm = svg?.getScreenCTM();
      if (!svg || !ctm) return;
      // the map's point under the pointer stays under it
      const p = new DOMPoint(ev.clientX, ev.clientY).matrixTransform(ctm.inverse());
      const k = Math.exp(ev.deltaY * (ev.deltaMode === 1 ? 0.05 : 0.0015));
      const v = this.view;
      const w = Math.min(Math.max(v.w * k, 40), Math.max(this.full.w, this.full.h) * 4);
      const f = w / v.w;
      this.view = { x: p.x - (p.x - v.x) * f, y: p.y - (p.y - v.y) * f, w, h: v.h * f };
      this.fitted = false;
      this.apply();
    }, { passive: false });
    canvas.addEventListener("mousedown", (ev) => {
      this.drag = { x: ev.clientX, y: ev.clientY, vx: this.view.x, vy: this.view.y, moved: false };
    });
    window.addEventListener("mouseup", () => { setTimeout(() => { this.drag = undefined; }, 0); });
    window.addEventListener("mousemove", (ev) => {
      const drag = this.drag;
      if (!drag || !(ev.buttons & 1)) return;
      const r = canvas.getBoundingClientRect();
      const dx = (ev.clientX - drag.x) * this.view.w / r.width, dy = (ev.clientY - drag.y) * this.view.h / r.height;
      if (Math.abs(dx) + Math.abs(dy) > 2) { drag.moved = true; this.fitted = false; }
      this.view.x = drag.vx - dx;
      this.view.y = drag.vy - dy;
      this.apply();
    });
    // the panel resized (the editor group, the window, the side panel below the map): a fitted graph is
    // fitted again (a map fitted in a small panel is not left at a few pixels' text), else the view keeps
    // its centre and scale
    const resized = () => {
      const c = this.box();
      if (this.lastBox && this.lastBox.w === c.w && this.lastBox.h === c.h) return;
      this.lastBox = c;
      if (this.fitted) return this.fit();
      const v = this.view;
      this.show({ x: v.x + v.w / 2, y: v.y + v.h / 2, w: 0, h: 0 }, this.scale);
    };
    if (typeof ResizeObserver === "function") new ResizeObserver(resized).observe(canvas);
    else window.addEventListener("resize", resized);
  }
}
