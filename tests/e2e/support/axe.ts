import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axePath = createRequire(import.meta.url).resolve("axe-core");
let axeSource: string | undefined;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Waits until nothing in the page's main content says it is loading (aria-busy) and no finite animation or
 * transition runs on the page (a toast sliding in, a dialog fading): axe
 * measures colours as they are drawn, and a toast mid-animation has a contrast it never has at rest. Waits
 * for state, not for time: on a busy machine the animations simply take longer. Endless ones (a spinner, an
 * autoplaying strip) are left running.
 */
async function settled(page: Page) {
  // Sections still loading their content (aria-busy, e.g. 'Mi cuenta''s) move what follows them, the footer too.
  await page.waitForFunction(() => !document.querySelector("main [aria-busy='true']"));
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const end = a.effect?.getComputedTiming().endTime;
      return a.playState !== "running" || end === undefined || end === Number.POSITIVE_INFINITY;
    }),
  );
}

/**
 * axe-core (WCAG 2.2 A/AA) on the page as it is (or inside `scope`): its violations as readable lines, none
 * expected. axe is evaluated in the page as the test's own code, which the shop's CSP (script-src 'self') does not
 * govern: the page keeps its policy, and a walk can look for CSP violations on the same visit.
 */
export async function audit(page: Page, scope?: string): Promise<string[]> {
  await settled(page);
  if (!(await page.evaluate(() => "axe" in window))) {
    axeSource ??= readFileSync(axePath, "utf8");
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(
    async ({ tags, scope }) => {
      const axe = (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown }> } })
        .axe;
      const result = await axe.run(scope ? { include: [scope] } : document, {
        runOnly: { type: "tag", values: tags },
        // WCAG 2.5.3 (label in name): axe marks it experimental and leaves it out unless asked.
        rules: { "label-content-name-mismatch": { enabled: true } },
        resultTypes: ["violations"],
      });
      return result.violations;
    },
    { tags: TAGS, scope },
  );
  return (violations as Violation[]).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 5)
        .map((n) => `    ${n.target.join(" ")} — ${(n.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 200)}`)
        .join("\n")}`,
  );
}
