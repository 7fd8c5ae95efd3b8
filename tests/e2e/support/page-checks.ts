import type { Page } from "@playwright/test";

/**
 * What a page reports while a test walks it, watched from before its first byte: hydration errors, layout shifts and
 * Content-Security-Policy violations. One visit of a page serves every check (issue 39).
 */

/** Collects hydration errors (React's #418/#419/#421/#423/#425, or any page error). */
export function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#41[89]|#42[135]/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

/** Sums Chromium's layout-shift entries without recent input, per document, in `window.__cls` / `__shifts`. */
export async function watchLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) => (s.node as Element | undefined)?.className ?? "?");
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(", ")}`);
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

export interface CspViolation {
  directive: string;
  blocked: string;
  sample: string;
  page: string;
}

/** Records every CSP violation the page reports, and console messages about the policies. */
export async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    // CSP refusals, and Chromium's complaints about the Permissions-Policy header (an unknown feature).
    if (/content.security.policy|Refused to|Permissions.Policy/i.test(message.text())) {
      consoleErrors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
    }
  });
  return {
    consoleErrors,
    violations: () =>
      page.evaluate(() => (window as unknown as { __cspViolations?: CspViolation[] }).__cspViolations ?? []),
  };
}

/** How far the page is wider than the window (0 or less: nothing scrolls sideways). */
export function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
