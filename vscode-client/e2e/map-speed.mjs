// How fast the fusion map opens in a real VS Code ("within 1 s for the ResNet50 example"): the
// end-to-end test's map step alone, repeated. Opens the ResNet50 IR, waits for its diagnostics, then
// MAP_RUNS times (default 8) clicks the "Fusion map" lens, waits for its 123 nodes in the page, and
// closes the map. Each run: from the click to the nodes in the page, and on the way the map's tab in
// the workbench, the page's start (its document's time origin: VS Code made the webview) and its first
// paint; then the median. MAP_PAUSE_MS: the pause before each click (default 1 s). Fails on a content
// security policy violation in the page.
//
//   DRIVE=e2e/map-speed.mjs MAP_RUNS=8 SHOTS= bash e2e/run.sh
import { chromium } from "playwright-core";
import { gotoLine as goto, newWebview as findWebview } from "./workbench.mjs";

const URL = process.env.URL;
const FOLDER = process.env.FOLDER;
const RUNS = Number(process.env.MAP_RUNS || 8);
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const browser = await chromium.launch({
  executablePath: CHROMIUM, headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const page = await browser.newPage({ viewport: { width: 1500, height: 950 } });
const gotoLine = (line, col = 1) => goto(page, line, col);
const newWebview = (before, ready, timeout) => findWebview(page, before, ready, timeout);
const problems = [];
page.on("console", (m) => { if (/Content Security Policy|Refused to/i.test(m.text())) problems.push(m.text()); });
const input = page.locator(".quick-input-widget input");
const editorLine = (re) => page.locator(".monaco-editor .view-lines .view-line").filter({ hasText: re }).first();

await page.goto(`${URL}/?folder=${encodeURIComponent(FOLDER)}`);
await page.locator(".monaco-workbench").waitFor({ timeout: 60000 });
await page.keyboard.press("Control+P");
await input.waitFor({ state: "visible" });
await input.fill("ir_post_fusion.txt");
await page.locator(".quick-input-list .monaco-list-row", { hasText: "ir_post_fusion.txt" }).first().waitFor();
await page.keyboard.press("Enter");
await editorLine(/^op0:\s/).waitFor({ timeout: 30000 });
await page.locator(".statusbar-item", { hasText: "Inductor Lens" }).first().waitFor({ timeout: 60000 });
await gotoLine(126, 9);
await page.locator(".monaco-editor .squiggly-hint, .monaco-editor .squiggly-info").first().waitFor({ timeout: 60000 });
await page.waitForTimeout(2000);

const results = [];
for (let i = 0; i < RUNS; i++) {
  await page.locator(".explorer-folders-view .monaco-list-row", { hasText: "ir_post_fusion.txt" }).first().click();
  await page.locator(".editor-group-container.active .tab.active", { hasText: "ir_post_fusion.txt" }).first().waitFor();
  await page.locator(".editor-group-container.active .monaco-editor textarea").first().focus();
  await gotoLine(1, 1);
  const lens = page.locator(".editor-group-container.active .codelens-decoration:visible a", { hasText: "Fusion map" }).first();
  await lens.waitFor({ timeout: 30000 });
  await page.waitForTimeout(Number(process.env.MAP_PAUSE_MS || 1000));
  // the tab's appearance, stamped in the workbench itself
  await page.evaluate(() => {
    window.__mapTab = undefined;
    window.__mapObs?.disconnect();
    window.__mapObs = new MutationObserver(() => {
      if (window.__mapTab === undefined && [...document.querySelectorAll(".tab")].some((t) => t.textContent.includes("Fusion map")))
        window.__mapTab = Date.now();
    });
    window.__mapObs.observe(document.body, { subtree: true, childList: true });
  });
  const before = new Set(page.frames());
  const t0 = Date.now();
  await lens.click();
  const map = await newWebview(before, () => document.querySelectorAll("svg.map .node").length === 123);
  const opened = Date.now() - t0;
  const tab = (await page.evaluate(() => window.__mapTab)) - t0;
  const p = await map.evaluate(async () => ({
    start: Math.round(performance.timeOrigin),
    paint: Math.round(performance.timeOrigin + await new Promise((r) => {
      // the first paint is reported a little after it
      const end = Date.now() + 500;
      const poll = () => {
        const e = performance.getEntriesByName("first-contentful-paint")[0];
        if (e || Date.now() > end) r(e?.startTime ?? NaN); else setTimeout(poll, 20);
      };
      poll();
    })),
    drawn: document.body.dataset.rendered,
    where: document.getElementById("canvas")?.dataset.drawn !== undefined ? "extension host" : "page",
  }));
  console.log(`run ${i + 1}: opened in ${opened} ms: tab ${tab}, page start ${p.start - t0}, first paint ${p.paint - t0}`
    + ` (layout+draw ${p.drawn} ms in the ${p.where})`);
  results.push({ opened, tab, start: p.start - t0, paint: p.paint - t0 });
  await page.locator(".tab", { hasText: "Fusion map" }).first().locator(".tab-actions .action-label").first().click();
  await page.locator(".tab", { hasText: "Fusion map" }).first().waitFor({ state: "detached" });
  await page.waitForTimeout(500);
}
const med = (k) => { const s = results.map((r) => r[k]).sort((a, b) => a - b); return `${s[Math.floor(s.length / 2)]} (${s[0]}–${s[s.length - 1]})`; };
console.log(`map opened over ${results.length} runs, median (min–max) ms: ${med("opened")}; tab ${med("tab")}, page start ${med("start")}, first paint ${med("paint")}`);
await browser.close();
if (problems.length) { console.log(`FAILED: content security policy: ${problems.join(" | ")}`); process.exit(1); }
