// Editor-side helpers that only look at text: the op name under the cursor, its header line, and the
// pair a "Benchmark Pair" command should offer first.

export const OP_NAME = /\b(?:op|buf)\d+(?:_(?:op|buf)\d+)*\b/g;

/** The (possibly fused) node name that covers `character` in `line`, or undefined. */
export function nodeNameAt(line: string, character: number): string | undefined {
  for (const m of line.matchAll(OP_NAME)) {
    const start = m.index ?? 0;
    if (start <= character && character <= start + m[0].length) return m[0];
  }
  return undefined;
}

/** The line of `name`'s header (`op4: SchedulerNode(...)`), also inside TORCH_LOGS captures; for a
 * member of a fused node the fused node's header. */
export function headerLine(lines: string[], name: string): number | undefined {
  const own = new RegExp(`^(?:.*\\] )?${name}: \\w+\\(`);
  for (let i = 0; i < lines.length; i++) if (own.test(lines[i])) return i;
  const member = new RegExp(`^(?:.*\\] )?((?:op|buf)\\d+(?:_(?:op|buf)\\d+)+): \\w+\\(`);
  for (let i = 0; i < lines.length; i++) {
    const m = member.exec(lines[i]);
    if (m && m[1].split("_").includes(name)) return i;
  }
  return undefined;
}

export interface LensLike {
  range: { start: { line: number } };
  command?: { title: string; command: string; arguments?: unknown[] };
}

/** Benchmark lenses ordered for a quick pick: the one on (or nearest above) the cursor line first. */
export function orderLenses<T extends LensLike>(lenses: T[], cursorLine: number): T[] {
  const bench = lenses.filter((l) => l.command?.command === "inductorLens.benchmark");
  return bench.sort((a, b) => {
    const da = a.range.start.line <= cursorLine ? cursorLine - a.range.start.line : 1e9 + a.range.start.line;
    const db = b.range.start.line <= cursorLine ? cursorLine - b.range.start.line : 1e9 + b.range.start.line;
    return da - db;
  });
}
