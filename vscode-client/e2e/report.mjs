// The CLI's HTML report in headless chromium (#15 item 4): the page loads nothing but itself (every
// request is recorded; only the file:// page is allowed), runs with its content security policy (a
// violation fails), draws the map of the first graph, switches graphs with the picker, and highlights
// the top-ranked edge when its ranking row is clicked.
//
//   REPORT=/path/report.html SHOT=/path/map.png EXPECT_NODES=123 node e2e/report.mjs
import { chromium } from "playwright-core";

const REPORT = process.env.REPORT;
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const fail = (m) => { console.log(`FAILED: ${m}`); process.exit(1); };

const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
const requests = [];
const problems = [];
page.on("request", (r) => requests.push(r.url()));
page.on("console", (m) => { if (m.type() === "error") problems.push(m.text()); });
page.on("pageerror", (e) => problems.push(String(e)));
const t0 = Date.now();
await page.goto(`file://${REPORT}`);
await page.locator("svg.map .node").first().waitFor({ timeout: 20000 });
const ms = Date.now() - t0;
const nodes = await page.locator("svg.map .node").count();
const edges = await page.locator("svg.map .edge").count();
console.log(`map drawn in ${ms} ms (${await page.evaluate(() => document.body.dataset.rendered)} ms layout+draw): ${nodes} nodes, ${edges} edges`);
if (process.env.EXPECT_NODES && nodes !== Number(process.env.EXPECT_NODES)) fail(`expected ${process.env.EXPECT_NODES} nodes, got ${nodes}`);
if (await page.locator(".ranking li").count()) {
  const top = page.locator(".ranking li").first();
  const pair = (await top.locator(".pair").textContent()).trim();
  await top.click();
  const selected = await page.locator("svg.map .edge.selected").count();
  if (selected !== 1) fail(`clicking ${pair} selected ${selected} edges`);
  const title = await page.locator("svg.map .edge.selected title").textContent();
  console.log(`top of the ranking: ${pair}: ${title.split("\n")[0]}`);
  if (process.env.EXPECT_TITLE && !title.includes(process.env.EXPECT_TITLE)) fail(`edge title: ${title}`);
} else {
  if (process.env.EXPECT_TITLE) fail("no ranking");
  console.log("no missed fusion to rank");
}
const graphs = await page.locator("#graph option").count();
if (graphs > 1) {
  await page.locator("#graph").selectOption("1");
  await page.waitForFunction((n) => document.querySelectorAll("svg.map .node").length !== n, nodes);
  console.log(`second graph: ${await page.locator("svg.map .node").count()} nodes`);
  await page.locator("#graph").selectOption("0");
  await page.locator(".ranking li").first().click();
}
if (process.env.SHOT) await page.screenshot({ path: process.env.SHOT });
const foreign = requests.filter((u) => u !== `file://${REPORT}`);
if (foreign.length) fail(`the report made requests: ${foreign.join(", ")}`);
if (problems.length) fail(`page errors: ${problems.join(" | ")}`);
await browser.close();
console.log("report ok: no requests beyond the file, no errors");
