import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";

/**
 * The storefront's first load ships at most 110 KB of gzipped JavaScript, and no admin code (issue 3) nor account code
 * (issue 43).
 *
 * "First load" = every script the browser fetches to open '/' until the network is idle, without scrolling or
 * interacting. Work the page deliberately defers past that point is not first-load code, and is kept out of the
 * measurement by switching off requestIdleCallback: sonner's <Toaster> (mounted when the browser is idle) and
 * keen-slider (fetched shortly before the hero's first slide change). The home sections below the fold load when
 * the visitor scrolls towards them, so they are not fetched here either. The total with all of that is printed too.
 */
const BUDGET = 110 * 1024;
const dist = fileURLToPath(new URL("../../dist", import.meta.url));

function collectScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) scripts.add(url.pathname);
  });
  return scripts;
}

function gzippedSize(paths: Iterable<string>): { total: number; files: { path: string; bytes: number }[] } {
  const files = [...paths].map((path) => ({ path, bytes: gzipSync(readFileSync(`${dist}${path}`)).length }));
  return { total: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// keen-slider is fetched before the hero's first slide change: the hero slides only without a wish for less motion.
test.use({ reducedMotion: "no-preference" });

test("the home page's first load stays within 110 KB of gzipped JavaScript, without admin code", async ({ page }) => {
  await page.addInitScript(() => {
    // Idle-time work is, by definition, not part of the first load (see above).
    window.requestIdleCallback = () => 0;
  });
  const scripts = collectScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  await expect(page.locator("main h1")).toBeVisible();

  const { total, files } = gzippedSize(scripts);
  console.log(`First-load JavaScript on '/': ${kb(total)} gzipped in ${files.length} files (budget ${kb(BUDGET)})`);
  for (const f of files.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${kb(f.bytes).padStart(9)}  ${f.path}`);

  expect(files.length).toBeGreaterThan(0);
  for (const f of files) expect(f.path.toLowerCase(), "admin code on the first load").not.toContain("admin");
  // 'Mi cuenta' (issue 43): its page, supabase-js and the customer's session are loaded by /mi-cuenta only.
  for (const f of files) {
    const code = readFileSync(`${dist}${f.path}`, "utf8");
    expect(code, `account code in ${f.path}`).not.toMatch(/qo-shop-auth|signInWithOtp|Enviarme un código/);
  }
  expect(total).toBeLessThanOrEqual(BUDGET);
});

test("everything the home page loads after scrolling and idling (reported, not limited)", async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto("/", { waitUntil: "networkidle" });
  for (let i = 0; i < 8; i++) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(150);
  }
  await page.getByRole("region", { name: "Síganos en Instagram" }).scrollIntoViewIfNeeded();
  // keen-slider arrives a few seconds after the page load, before the hero's first slide change.
  await expect.poll(() => [...scripts].some((p) => p.includes("keen-slider")), { timeout: 15_000 }).toBe(true);
  const { total, files } = gzippedSize(scripts);
  console.log(`All JavaScript of '/' after scrolling and idling: ${kb(total)} gzipped in ${files.length} files`);
  for (const f of files) expect(f.path.toLowerCase(), "admin code on the home page").not.toContain("admin");
});
