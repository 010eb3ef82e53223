// What the end-to-end scripts (drive.mjs, map-speed.mjs) do alike in code-server's workbench.

/** Go to a line (and column) with VS Code's "Go to Line" box. */
export async function gotoLine(page, line, col = 1) {
  const input = page.locator(".quick-input-widget input");
  // Ctrl+G right after a webview redrew (a map given a trace) can reach the webview, and the quick input left
  // visible then takes no text (a 30 s fill timeout, seen twice in CI): Escape, the editor again, Ctrl+G again
  for (let attempt = 1; ; attempt++) {
    await page.keyboard.press("Control+G");
    try {
      await input.waitFor({ state: "visible", timeout: 10000 });
      await input.fill(`:${line}:${col}`, { timeout: 10000 });
      break;
    } catch (err) {
      if (attempt === 3) throw err;
      await page.keyboard.press("Escape");
      await page.locator(".editor-group-container.active .monaco-editor .view-lines").first().click({ timeout: 10000 })
        .catch(() => {});
    }
  }
  await page.keyboard.press("Enter");
  await input.waitFor({ state: "hidden" });
}

/** The page of a webview opened since `before` (VS Code nests each in two iframes; the inner one loads
 * fake.html, then the extension's page) once `ready` holds in it; polled in the page each frame. */
export async function newWebview(page, before, ready, timeout = 30000) {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    for (const f of page.frames()) {
      if (before.has(f) || !f.url().includes("/fake.html")) continue;
      try {
        await f.waitForFunction(ready, null, { timeout: Math.max(1, end - Date.now()), polling: "raf" });
        return f;
      } catch { /* detached: another frame */ }
    }
    await page.waitForTimeout(10);
  }
  throw new Error("no new webview");
}
