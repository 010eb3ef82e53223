// What the end-to-end scripts (drive.mjs, map-speed.mjs) do alike in code-server's workbench.

/** Go to a line (and column) with VS Code's "Go to Line" box. */
export async function gotoLine(page, line, col = 1) {
  await page.keyboard.press("Control+G");
  const input = page.locator(".quick-input-widget input");
  await input.waitFor({ state: "visible" });
  await input.fill(`:${line}:${col}`);
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
